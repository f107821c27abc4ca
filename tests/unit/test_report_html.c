/* test_report_html.c - the HTML report (src/report/, through the public
 * API: partir_partition_report_logged, partir_partition_report_html): the
 * page is one file that loads nothing, and the data it embeds agrees with
 * the simulator and the reports:
 *   - the timeline: segments in order on each stream, every op counted once
 *     (merged or not), the busy time of each stream equal to the
 *     simulator's compute and communication time, the last end at the step
 *     time; a scanned loop drawn as a band;
 *   - the memory curve: its highest point is the reported peak, after the
 *     reported op;
 *   - the tactics: one per tactic, conflicts counted by op;
 *   - the sharding map: the parameters' bytes per device by their tiles
 *     equal the report's;
 * and a file name cannot end the data's script element; without a
 * hardware profile there is no timeline and no curve. Runs from the
 * repository root (examples/). */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "partir.h"

#include "check.h"

static void ok(partir_status *s, const char *what) {
  checks++;
  if (!s) return;
  fprintf(stderr, "%s: %s\n", what, partir_status_message(s));
  partir_status_free(s);
  failures++;
}

typedef struct {
  partir_report_log *log;
  const partir_hw *hw;
  uint32_t n_tactics;
} session;

static partir_status *keep_report(void *ctx, partir_partition *p, const partir_tactic_info *t) {
  session *s = ctx;
  s->n_tactics++;
  return partir_partition_report_logged(p, t, PARTIR_REPORT_TEXT, NULL, s->hw, s->log, NULL, NULL);
}

/* The page of `model` under `schedule` on `mesh` (hw: a profile name or
 * NULL), with the simulation's JSON when hw is given; NULL on failure. */
static char *page_of(const char *model, const char *mesh, const char *schedule, const char *hw_name,
                     uint32_t *n_tactics, char **sim_json) {
  partir_module *m = NULL;
  partir_partition *p = NULL;
  partir_hw *hw = NULL;
  session ses = {0};
  char *page = NULL, *sched = NULL;
  partir_status *s = partir_module_parse_file(model, &m);
  if (!s) s = partir_module_verify(m);
  if (!s) s = partir_partition_new(m, NULL, mesh, &p);
  if (!s && hw_name) s = partir_hw_load(hw_name, &hw);
  if (!s) s = partir_report_log_new(&ses.log);
  ses.hw = hw;
  FILE *f = s ? NULL : fopen(schedule, "rb");
  size_t len = 0;
  if (f) {
    sched = calloc(1, 1 << 16);
    len = fread(sched, 1, (1 << 16) - 1, f);
    fclose(f);
  }
  if (!s && sched) s = partir_partition_apply_schedule_each(p, sched, len, schedule, 0, keep_report, &ses);
  if (!s) s = partir_partition_report_html(p, ses.log, NULL, hw, &page, NULL);
  if (!s && sim_json) s = partir_partition_simulate(p, NULL, hw, PARTIR_REPORT_JSON, sim_json, NULL);
  ok(s, model);
  CHECK(sched != NULL);
  if (n_tactics) *n_tactics = ses.n_tactics;
  free(sched);
  partir_report_log_free(ses.log);
  partir_hw_free(hw);
  partir_partition_free(p);
  partir_module_free(m);
  return page;
}

static const char DATA_OPEN[] = "<script type=\"application/json\" id=\"partir-data\">";

/* The page's data, parsed; the page around it in *rest (malloc'ed). */
static cJSON *page_data(const char *page, char **rest) {
  const char *a = strstr(page, DATA_OPEN);
  const char *b = a ? strstr(a, "</script>") : NULL;
  CHECK(a && b);
  if (!a || !b) return NULL;
  a += strlen(DATA_OPEN);
  CHECK(memchr(a, '<', (size_t)(b - a)) == NULL);
  if (rest) {
    size_t head = (size_t)(a - page), tail = strlen(b);
    *rest = malloc(head + tail + 1);
    memcpy(*rest, page, head);
    memcpy(*rest + head, b, tail + 1);
  }
  cJSON *d = cJSON_ParseWithLength(a, (size_t)(b - a));
  CHECK(d != NULL);
  return d;
}

static double num(const cJSON *o, const char *key) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  return cJSON_IsNumber(v) ? v->valuedouble : NAN;
}

static const cJSON *get(const cJSON *o, const char *key) { return cJSON_GetObjectItemCaseSensitive(o, key); }

static bool near(double got, double want, double tol) { return fabs(got - want) <= tol * (fabs(want) + 1e-300); }

static void test_page_is_one_file_that_loads_nothing(void) {
  char *page = page_of("examples/transformer.mlir", "batch=2,model=2", "examples/schedules/bp_mp_z3.json",
                       "a100-80gb", NULL, NULL);
  if (!page) return;
  CHECK(strncmp(page, "<!DOCTYPE html>\n", 16) == 0);
  char *rest = NULL;
  cJSON *d = page_data(page, &rest);
  if (rest) {
    /* Outside the data (whose hardware source cites a URL): nothing to
     * fetch. The SVG namespace is a name, not an address. */
    for (char *ns; (ns = strstr(rest, "http://www.w3.org/2000/svg"));) memset(ns, '_', 26);
    static const char *const fetches[] = {"http:", "https:", "src=", "<link", "@import", "url(", "fetch(",
                                          "XMLHttpRequest", "<iframe", "<img"};
    for (size_t i = 0; i < sizeof fetches / sizeof *fetches; i++) {
      checks++;
      if (strstr(rest, fetches[i])) {
        fprintf(stderr, "the page outside its data holds '%s'\n", fetches[i]);
        failures++;
      }
    }
    CHECK(strstr(rest, "<style>") && strstr(rest, "<script>") && strstr(rest, "</html>\n"));
  }
  CHECK(d && num(d, "version") == 1 && cJSON_IsNull(get(d, "search")));
  free(rest);
  cJSON_Delete(d);
  free(page);
}

/* One stream of the timeline: in order, every op counted, its busy ticks. */
static void check_lane(const cJSON *lane, double *busy, double *count, double *last_end) {
  const cJSON *seg = get(lane, "seg");
  int n = cJSON_GetArraySize(seg);
  CHECK(n % 7 == 0 && n / 7 == (int)num(lane, "segments"));
  double t = 0;
  uint32_t bad = 0;
  const cJSON *v = seg ? seg->child : NULL;
  for (int i = 0; i + 6 < n; i += 7) {
    double x[7];
    for (int k = 0; k < 7; k++, v = v->next) x[k] = v->valuedouble;
    bad += x[0] < 0 || x[1] < 0 || x[2] < 0 || x[2] > x[1] + 1 || x[3] < 1;
    t += x[0] + x[1];
    *busy += x[2];
    *count += x[3];
  }
  CHECK(bad == 0);
  *last_end = t;
}

/* The page's figures against the simulation and the reports. */
static void check_page(const char *model, const char *mesh, const char *schedule, bool has_loop) {
  uint32_t n_tactics = 0;
  char *sim_text = NULL;
  char *page = page_of(model, mesh, schedule, "a100-80gb", &n_tactics, &sim_text);
  if (!page) {
    free(sim_text);
    return;
  }
  cJSON *d = page_data(page, NULL), *sim = cJSON_Parse(sim_text);
  CHECK(sim != NULL);
  if (!d || !sim) goto done;
  const cJSON *ds = get(d, "simulation"), *tl = get(d, "timeline"), *mem = get(d, "memory");
  CHECK(num(ds, "step_s") == num(sim, "step_s"));
  CHECK(num(get(ds, "memory"), "peak_bytes") == num(get(sim, "memory"), "peak_bytes"));

  /* Timeline: compute and communication busy as simulated. */
  double unit = num(tl, "unit"), busy[2] = {0, 0}, count = 0, end[2] = {0, 0};
  const cJSON *roles = get(tl, "roles");
  CHECK(cJSON_GetArraySize(roles) == 1 && num(roles->child, "devices") == num(get(d, "mesh"), "devices"));
  const cJSON *lanes = get(roles->child, "lanes");
  CHECK(cJSON_GetArraySize(lanes) == 2);
  for (int k = 0; k < 2 && k < cJSON_GetArraySize(lanes); k++)
    check_lane(cJSON_GetArrayItem(lanes, k), &busy[k], &count, &end[k]);
  double n_seg = num(cJSON_GetArrayItem(lanes, 0), "segments") + num(cJSON_GetArrayItem(lanes, 1), "segments");
  CHECK(count == num(tl, "ops") && n_seg <= count);
  CHECK((cJSON_GetArraySize(get(tl, "loops")) > 0) == has_loop);
  if (!has_loop) {
    /* Each segment's ticks are rounded: at most a tick off per segment. */
    double slack = (n_seg + 1) * unit;
    checks += 3;
    if (fabs(busy[0] * unit - num(sim, "compute_s")) > slack ||
        fabs(busy[1] * unit - num(sim, "communication_s")) > slack ||
        !near(fmax(end[0], end[1]) * unit, num(sim, "step_s"), 1e-6)) {
      fprintf(stderr, "%s: timeline busy %g + %g s ending at %g s; simulated compute %g, communication %g, step %g\n",
              model, busy[0] * unit, busy[1] * unit, fmax(end[0], end[1]) * unit, num(sim, "compute_s"),
              num(sim, "communication_s"), num(sim, "step_s"));
      failures++;
    }
  }

  /* Memory: the curve's highest point is the peak, after the peak op. */
  const cJSON *points = get(mem, "points"), *labels = get(d, "labels");
  int width = cJSON_GetArraySize(get(mem, "kinds")) + 3, n_pts = cJSON_GetArraySize(points) / width;
  CHECK(width == 9 && n_pts >= 1 && cJSON_GetArraySize(points) == n_pts * width);
  double highest = 0;
  const cJSON *v = points ? points->child : NULL;
  for (int i = 0; i < n_pts; i++) {
    double total = 0;
    for (int k = 0; k < width; k++, v = v->next)
      if (k < width - 3) total += v->valuedouble;
    if (total > highest) highest = total;
  }
  CHECK(highest == num(mem, "peak_bytes") && highest == num(get(sim, "memory"), "peak_bytes"));
  const cJSON *peak_label = cJSON_GetArrayItem(labels, (int)num(get(mem, "peak_op"), "label"));
  const cJSON *peak_op = get(ds, "peak_op");
  /* The label of a collective is its kind and axes ("reduce_scatter
   * {batch} sum"), of any other op its name. */
  char kind[64] = "";
  if (peak_label) sscanf(peak_label->valuestring, "%63s", kind);
  CHECK(peak_op && kind[0] && strstr(peak_op->valuestring, kind) != NULL);

  /* Tactics: one each, conflicts counted by op. */
  const cJSON *tactics = get(d, "tactics"), *t;
  CHECK(cJSON_GetArraySize(tactics) == (int)n_tactics && n_tactics >= 1);
  cJSON_ArrayForEach(t, tactics) {
    double by_op = 0, listed = cJSON_GetArraySize(get(t, "conflicts"));
    const cJSON *c;
    cJSON_ArrayForEach(c, get(t, "conflicts_by_op")) by_op += c->valuedouble;
    CHECK(by_op == (get(t, "conflicts_total") ? num(t, "conflicts_total") : listed) && listed <= 100);
    CHECK(get(t, "estimate") != NULL);
  }

  /* Sharding: the parameters' bytes per device, by their tiles, are the
   * report's. */
  const cJSON *sh = get(d, "sharding"), *arg;
  double device_bytes = 0;
  cJSON_ArrayForEach(arg, get(sh, "args")) {
    const char *dt = get(arg, "dtype")->valuestring;
    double bytes = strcmp(dt, "f32") == 0 || strcmp(dt, "i32") == 0 ? 4 : strcmp(dt, "bf16") == 0 ? 2 : 0;
    const cJSON *dim, *tiles = get(arg, "tiles");
    int i = 0;
    cJSON_ArrayForEach(dim, get(arg, "shape")) {
      double split = 1;
      const cJSON *axis;
      cJSON_ArrayForEach(axis, cJSON_GetArrayItem(tiles, i)) {
        split *= cJSON_GetArrayItem(get(sh, "sizes"), axis->valueint)->valuedouble;
      }
      CHECK(fmod(dim->valuedouble, split) == 0);
      bytes *= dim->valuedouble / split;
      i++;
    }
    device_bytes += bytes;
  }
  CHECK(device_bytes > 0 && device_bytes == num(get(get(get(d, "final"), "memory"), "params"), "device_bytes"));
done:
  cJSON_Delete(d);
  cJSON_Delete(sim);
  free(sim_text);
  free(page);
}

static void test_page_data_agrees_with_the_simulation(void) {
  check_page("examples/transformer.mlir", "batch=2,model=2", "examples/schedules/bp_mp_z3.json", false);
  check_page("examples/mlp.mlir", "batch=2,model=2", "examples/schedules/mlp_bp_mp_z3.json", false);
  check_page("examples/unet.mlir", "batch=2,model=2", "examples/schedules/unet_bp_mp_z3.json", false);
  check_page("examples/gns.mlir", "batch=2,model=2", "examples/schedules/gns_bp_mp_z3.json", false);
  check_page("examples/transformer_scan.mlir", "batch=2", "examples/schedules/bp.json", true);
}

static void test_page_without_hardware_has_no_timeline(void) {
  char *page = page_of("examples/mlp.mlir", "batch=2", "examples/schedules/bp.json", NULL, NULL, NULL);
  if (!page) return;
  cJSON *d = page_data(page, NULL);
  CHECK(d && cJSON_IsNull(get(d, "hw")) && cJSON_IsNull(get(d, "simulation")));
  CHECK(d && cJSON_IsNull(get(d, "timeline")) && cJSON_IsNull(get(d, "memory")));
  CHECK(d && cJSON_GetArraySize(get(get(d, "sharding"), "args")) > 0);
  CHECK(d && get(get(d, "tactics")->child, "estimate") == NULL);
  cJSON_Delete(d);
  free(page);
}

/* A file name is data: it cannot end the script element it is in, nor
 * open an element in the title. */
static void test_file_name_cannot_end_the_script(void) {
  static const char text[] = "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n"
                             "  %y = stablehlo.negate %x : tensor<4xf32>\n"
                             "  return %y : tensor<4xf32>\n}\n";
  const char *name = "</script><script>alert(1)</script>.mlir";
  partir_module *m = NULL;
  partir_partition *p = NULL;
  char *page = NULL;
  partir_tile_option tile = {"0", 0, "x"};
  partir_status *s = partir_module_parse_string(name, text, strlen(text), &m);
  if (!s) s = partir_partition_new(m, NULL, "x=2", &p);
  if (!s) s = partir_partition_apply_tiles(p, &tile, 1, 0, NULL, NULL);
  if (!s) s = partir_partition_report_html(p, NULL, NULL, NULL, &page, NULL);
  ok(s, "page of a strangely named file");
  if (page) {
    uint32_t ends = 0;
    for (const char *q = page; (q = strstr(q, "</script>")); q++) ends++;
    CHECK(ends == 2);
    CHECK(strstr(page, "<title>partir: &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;.mlir</title>"));
    cJSON *d = page_data(page, NULL);
    CHECK(d && strcmp(get(get(d, "model"), "file")->valuestring, name) == 0);
    cJSON_Delete(d);
  }
  free(page);
  partir_partition_free(p);
  partir_module_free(m);
}

/* Keeping a report for the page prints the same report. */
static void test_logged_report_is_the_printed_one(void) {
  partir_module *m = NULL;
  partir_partition *p = NULL;
  partir_report_log *log = NULL;
  char *a = NULL, *b = NULL;
  partir_tile_option tile = {"batch[*]", 0, "batch"};
  partir_status *s = partir_module_parse_file("examples/mlp.mlir", &m);
  if (!s) s = partir_partition_new(m, NULL, "batch=2", &p);
  if (!s) s = partir_partition_apply_tiles(p, &tile, 1, 0, NULL, NULL);
  if (!s) s = partir_report_log_new(&log);
  if (!s) s = partir_partition_report(p, NULL, PARTIR_REPORT_JSON, NULL, NULL, &a, NULL);
  if (!s) s = partir_partition_report_logged(p, NULL, PARTIR_REPORT_JSON, NULL, NULL, log, &b, NULL);
  ok(s, "logged report");
  CHECK(a && b && strcmp(a, b) == 0);
  /* Neither printed nor kept: nothing asked for. */
  partir_status *none = partir_partition_report_logged(p, NULL, PARTIR_REPORT_TEXT, NULL, NULL, NULL, NULL, NULL);
  CHECK(none && partir_status_code(none) == PARTIR_ERR_INVALID_ARG);
  partir_status_free(none);
  free(a);
  free(b);
  partir_report_log_free(log);
  partir_partition_free(p);
  partir_module_free(m);
}

int main(void) {
  test_page_is_one_file_that_loads_nothing();
  test_page_data_agrees_with_the_simulation();
  test_page_without_hardware_has_no_timeline();
  test_file_name_cannot_end_the_script();
  test_logged_report_is_the_printed_one();
  if (failures) {
    fprintf(stderr, "test_report_html: %d of %d checks failed\n", failures, checks);
    return 1;
  }
  printf("test_report_html: %d checks passed\n", checks);
  return 0;
}
