/* shlib_api.c - a host program built only on include/partir.h and linked
 * against libpartir.so (not the static library): it parses a model,
 * partitions it with a schedule, and asks for a report, as Python or a JAX
 * plugin would through the shared library. It also checks that an error
 * crosses the boundary as a structured status (code, file, line, column,
 * context, message) whose text is the usual located diagnostic. Run from
 * the repository root (the unit tests are). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partir.h"

static int failures;
#define CHECK(c)                                                    \
  do {                                                              \
    if (!(c)) {                                                     \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c); \
      failures++;                                                   \
    }                                                               \
  } while (0)

static int ok(partir_status *s, const char *what) {
  if (!s) return 1;
  fprintf(stderr, "%s: %s\n", what, partir_status_message(s));
  partir_status_free(s);
  failures++;
  return 0;
}

static char *slurp(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *buf = NULL;
  size_t cap = 0, n = 0;
  for (;;) {
    if (n + 4096 > cap) {
      char *b = realloc(buf, cap = 2 * cap + 4096);
      if (!b) break;
      buf = b;
    }
    size_t r = fread(buf + n, 1, cap - n, f);
    n += r;
    if (r == 0) break;
  }
  fclose(f);
  *len = n;
  return buf;
}

int main(void) {
  partir_module *m = NULL;
  if (!ok(partir_module_parse_file("examples/mlp.mlir", &m), "parse")) return 1;
  ok(partir_module_verify(m), "verify");

  partir_partition *p = NULL;
  if (!ok(partir_partition_new(m, NULL, "batch=2,model=2", &p), "partition_new")) return 1;
  size_t len = 0;
  char *sched = slurp("examples/schedules/mlp_bp_mp_z3.json", &len);
  CHECK(sched != NULL);
  char *lines = NULL;
  if (sched && ok(partir_partition_apply_schedule(p, sched, len, "mlp_bp_mp_z3.json", 0, &lines), "schedule")) {
    CHECK(lines && strstr(lines, "tactic 0 (built-in BP) on 'batch'"));
    CHECK(lines && strstr(lines, "tactic 2 (built-in Z3) on 'batch'"));
  }
  free(lines);
  free(sched);

  partir_hw *hw = NULL;
  ok(partir_hw_load("tpu-v4", &hw), "hw");
  partir_spmd_options o;
  memset(&o, 0, sizeof o);
  char *report = NULL;
  size_t report_len = 0;
  if (ok(partir_partition_report(p, NULL, PARTIR_REPORT_JSON, &o, hw, &report, &report_len), "report")) {
    CHECK(report && report_len > 0 && report[0] == '{');
    CHECK(report && strstr(report, "all_gather") != NULL);
  }
  free(report);

  /* A schedule as data: read once, described, applied to two states alike. */
  sched = slurp("examples/schedules/mlp_bp_mp_z3.json", &len);
  partir_schedule *ps = NULL;
  if (sched && ok(partir_schedule_parse(sched, len, "mlp_bp_mp_z3.json", &ps), "schedule_parse")) {
    CHECK(partir_schedule_num_tactics(ps) == 3);
    partir_tactic_desc d;
    if (ok(partir_schedule_tactic(ps, 1, &d), "schedule_tactic")) {
      CHECK(d.kind == PARTIR_TACTIC_MANUAL && d.line == 3 && d.column == 3);
      CHECK(strcmp(d.axis, "model") == 0);
      CHECK(strncmp(d.label, "MP (hidden units", 16) == 0);
    }
    partir_status *e = partir_schedule_tactic(ps, 3, &d);
    CHECK(e && partir_status_code(e) == PARTIR_ERR_INVALID_ARG);
    partir_status_free(e);
    char *r1 = NULL, *r2 = NULL;
    partir_partition *q1 = NULL, *q2 = NULL;
    ok(partir_partition_new(m, NULL, "batch=2,model=2", &q1), "partition_new");
    ok(partir_partition_new(m, NULL, "batch=2,model=2", &q2), "partition_new");
    if (q1 && q2) {
      ok(partir_partition_apply_parsed_schedule(q1, ps, 0, &r1), "apply parsed");
      ok(partir_partition_apply_parsed_schedule(q2, ps, 0, &r2), "apply parsed");
      CHECK(r1 && r2 && strcmp(r1, r2) == 0 && strstr(r1, "tactic 2 (built-in Z3) on 'batch'"));
    }
    free(r1);
    free(r2);
    partir_partition_free(q1);
    partir_partition_free(q2);
    partir_schedule_free(ps);
  }
  free(sched);

  /* An error at the API boundary: structured, and formatted as always. */
  const char bad[] = "[\n  {\"builtin\": \"BP\", \"axis\": \"nope\"}\n]";
  partir_status *s = partir_partition_apply_schedule(p, bad, sizeof bad - 1, "bad.json", 10, NULL);
  CHECK(s != NULL);
  if (s) {
    CHECK(partir_status_code(s) == PARTIR_ERR_INVALID_ARG);
    CHECK(strcmp(partir_status_file(s), "bad.json") == 0);
    CHECK(partir_status_line(s) == 2 && partir_status_column(s) == 21);
    CHECK(strcmp(partir_status_context(s), "") == 0);
    CHECK(strcmp(partir_status_body(s), "unknown mesh axis 'nope' (the mesh has 'batch', 'model')") == 0);
    CHECK(strcmp(partir_status_message(s),
                 "bad.json:2:21: error: unknown mesh axis 'nope' (the mesh has 'batch', 'model')") == 0);
    partir_status_free(s);
  }
  /* Success is NULL, and NULL reads as "ok" with no location. */
  CHECK(partir_status_code(NULL) == PARTIR_OK && partir_status_line(NULL) == 0 && !partir_status_file(NULL));

  partir_hw_free(hw);
  partir_partition_free(p);
  partir_module_free(m);
  if (failures) fprintf(stderr, "shlib_api: %d failure(s)\n", failures);
  else printf("shlib_api: parse -> partition -> report through libpartir.so: ok\n");
  return failures != 0;
}
