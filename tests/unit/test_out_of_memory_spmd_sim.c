/* test_out_of_memory_spmd_sim.c - fault injection on the paths through
 * src/spmd and src/sim: the SPMD lowering (CSE, peepholes, the combining
 * pass, the per-op plan cache), the emitted and the annotated modules, the
 * simulator (time with and without fusion, overlap, memory, the report
 * with its estimate, the fusions table, the HTML report) and the verified
 * run of a lowered program on the thread runtime. Each path fails the k-th
 * heap allocation it makes, for every k up to the number it makes (or,
 * past max_runs, an even sample that always includes the first and the
 * last), and must then return PT_ERR_NOMEM or exactly what the clean run
 * returned (its text, byte for byte) -- never crash or abort -- and free
 * everything (ASan's leak checker runs this in `make test`).
 *
 * The partitioning states are made before the injection starts (their
 * passes, src/partition, are another part's); what is injected is
 * everything from the state on, through the public API where that is the
 * entry a host uses (partir_spmd_*, partir_partition_emit_annotated), and
 * through the internal lowering where the public API has no switch (the
 * plan cache, combining with copies).
 *
 * Linked like test_out_of_memory with -Wl,--wrap=malloc,--wrap=calloc,
 * --wrap=realloc (Makefile). PT_OOM_MAX_RUNS=0 runs every allocation;
 * PT_OOM_ONLY and PT_OOM_DUMP (see inject) help look at one path. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../include/partir.h"
#include "../../src/api/api_internal.h"
#include "../../src/ir/ir.h"
#include "../../src/spmd/spmd.h"
#include "check.h"
#include "fault_inject.h"

static unsigned long max_runs = 400;

/* A path: returns 0 and its text (malloc'ed) on success, else the status
 * code (the status freed inside). */
typedef int (*path_fn)(void *ctx, char **out);

/* One state and what a path needs of it. */
typedef struct {
  const char *name;
  partir_module *m;
  partir_partition *p;
  partir_hw *hw_plain, *hw_fused; /* a profile without fusion, one with */
} ss_case;

static int code_of(partir_status *s) {
  int c = (int)partir_status_code(s);
  /* The static out-of-memory status's message needs no memory. */
  if (c == PARTIR_ERR_NOMEM && strstr(partir_status_message(s), "out of memory") == NULL) c = -1;
  if (c != 0 && c != PARTIR_ERR_NOMEM) fprintf(stderr, "  unexpected status: %s\n", partir_status_message(s));
  partir_status_free(s);
  return c;
}

/* Runs fn with the k-th allocation refused for every k (or a sample);
 * every run must give PT_ERR_NOMEM or the clean text. Returns the runs
 * that were refused. */
static unsigned long inject(const char *what, path_fn fn, ss_case *c) {
  /* PT_OOM_ONLY=TEXT runs only the paths whose name holds TEXT (by hand,
   * to look at one; PT_OOM_DUMP=1 then writes the first differing text
   * and the clean one to /tmp/oom_got.txt and /tmp/oom_clean.txt). */
  const char *only = getenv("PT_OOM_ONLY");
  if (only && !strstr(what, only)) return 1;
  atomic_store(&fail_at, 0);
  atomic_store(&n_allocs, 0);
  char *clean = NULL;
  int rc = fn(c, &clean);
  unsigned long total = atomic_load(&n_allocs);
  CHECK(rc == 0 && clean != NULL);
  CHECK(total > 0);
  if (rc || !clean) return 0;
  unsigned long step = fault_step(total, max_runs), runs = 0, nomem = 0;
  for (unsigned long k = 1; k <= total; k += step) {
    unsigned long at = k + step > total ? total : k; /* the last one always */
    atomic_store(&n_allocs, 0);
    atomic_store(&fail_at, at);
    char *text = NULL;
    int code = fn(c, &text);
    atomic_store(&fail_at, 0);
    runs++;
    if (code == PT_ERR_NOMEM) {
      nomem++;
      CHECK(text == NULL);
    } else if (code != 0) {
      fprintf(stderr, "%s %s: refusing allocation %lu of %lu gave status %d, not PT_ERR_NOMEM\n", what, c->name, at,
              total, code);
      CHECK(code == 0 || code == PT_ERR_NOMEM);
    } else if (!text || strcmp(text, clean) != 0) {
      fprintf(stderr, "%s %s: refusing allocation %lu of %lu succeeded with other text than the clean run's\n", what,
              c->name, at, total);
      CHECK(text && strcmp(text, clean) == 0);
      if (getenv("PT_OOM_DUMP") && text) {
        FILE *fa = fopen("/tmp/oom_clean.txt", "w"), *fb = fopen("/tmp/oom_got.txt", "w");
        if (fa) fputs(clean, fa), fclose(fa);
        if (fb) fputs(text, fb), fclose(fb);
      }
    }
    free(text);
    if (at == total) break;
  }
  printf("%-26s %-12s %7lu allocations, %4lu runs (every %lu), %4lu out of memory\n", what, c->name, total, runs, step,
         nomem);
  free(clean);
  return nomem;
}

/* ---- paths ---- */

/* *out = a then b (a and b freed); PT_ERR_NOMEM when the test's own
 * allocation (counted with the library's) is refused. */
static int join2(char *a, char *b, char **out) {
  size_t la = strlen(a), lb = strlen(b);
  *out = malloc(la + lb + 1);
  if (*out) {
    memcpy(*out, a, la);
    memcpy(*out + la, b, lb + 1);
  }
  free(a);
  free(b);
  return *out ? 0 : PT_ERR_NOMEM;
}

/* partir_spmd_lower with the defaults (CSE, peepholes, combining), then
 * the program emitted (re-parsed and verified inside). */
static int spmd_lower_emit(void *ctx, char **out) {
  ss_case *c = ctx;
  partir_spmd *s = NULL;
  partir_status *st = partir_spmd_lower(c->p, NULL, &s);
  if (!st) st = partir_spmd_emit(s, out, NULL);
  partir_spmd_free(s);
  return code_of(st);
}

/* The same without combining, CSE or peepholes: the lowering's plain
 * conversions, each collective its own op. */
static int spmd_lower_plain(void *ctx, char **out) {
  ss_case *c = ctx;
  partir_spmd_options o = {.no_cse = 1, .no_peepholes = 1, .no_combine = 1};
  partir_spmd *s = NULL;
  partir_status *st = partir_spmd_lower(c->p, &o, &s);
  if (!st) st = partir_spmd_emit(s, out, NULL);
  partir_spmd_free(s);
  return code_of(st);
}

/* The internal lowering with a plan cache (lowered twice: the second
 * finds every plan) and combining with copies (all_reduces and transposed
 * members merge too), printed by the SPMD printer. */
static int spmd_lower_cached(void *ctx, char **out) {
  ss_case *c = ctx;
  const pt_partition *p = &c->p->p;
  pt_spmd_cache *cache = pt_spmd_cache_new(0);
  if (!cache) return PT_ERR_NOMEM;
  pt_spmd_options o = {.cse = true, .combine = true, .combine_copies = true, .cache = cache};
  pt_spmd_program prog;
  pt_status *s = pt_spmd_lower(p, "spmd", &o, &prog);
  if (!s) {
    pt_spmd_program_free(&prog);
    s = pt_spmd_lower(p, "spmd", &o, &prog);
  }
  if (!s) {
    pt_buf b = {0};
    pt_spmd_print_module(prog.m, &p->mesh, &prog, "main", &b);
    s = pt_buf_take(&b, out, NULL);
    pt_spmd_program_free(&prog);
  }
  pt_spmd_cache_free(cache);
  int code = (int)pt_status_code(s);
  pt_status_free(s);
  return code;
}

static int annotated_gspmd(void *ctx, char **out) {
  ss_case *c = ctx;
  return code_of(partir_partition_emit_annotated(c->p, PARTIR_ANNOTATE_GSPMD, out, NULL));
}

static int annotated_shardy(void *ctx, char **out) {
  ss_case *c = ctx;
  return code_of(partir_partition_emit_annotated(c->p, PARTIR_ANNOTATE_SHARDY, out, NULL));
}

/* Lowered, then simulated on a profile without fusion (text) and one with
 * (JSON: time, overlap, memory by kind, the slowest ops). */
static int simulate(void *ctx, char **out) {
  ss_case *c = ctx;
  partir_spmd *s = NULL;
  char *a = NULL, *b = NULL;
  partir_status *st = partir_spmd_lower(c->p, NULL, &s);
  if (!st) st = partir_spmd_simulate(s, c->hw_plain, PARTIR_REPORT_TEXT, &a, NULL);
  if (!st) st = partir_spmd_simulate(s, c->hw_fused, PARTIR_REPORT_JSON, &b, NULL);
  partir_spmd_free(s);
  int code = code_of(st);
  if (!code) return join2(a, b, out);
  free(a);
  free(b);
  return code;
}

static int fusions(void *ctx, char **out) {
  ss_case *c = ctx;
  partir_spmd *s = NULL;
  partir_status *st = partir_spmd_lower(c->p, NULL, &s);
  if (!st) st = partir_spmd_fusions(s, c->hw_fused, PARTIR_REPORT_JSON, out, NULL);
  partir_spmd_free(s);
  return code_of(st);
}

/* The report with its estimate, kept in a log, then the HTML page of the
 * log (its timeline and memory curve come from the simulator). */
static int report_html(void *ctx, char **out) {
  ss_case *c = ctx;
  partir_spmd *s = NULL;
  partir_report_log *log = NULL;
  char *text = NULL, *html = NULL;
  partir_status *st = partir_report_log_new(&log);
  if (!st) st = partir_spmd_lower(c->p, NULL, &s);
  if (!st) st = partir_spmd_report(s, NULL, PARTIR_REPORT_JSON, c->hw_fused, log, &text, NULL);
  if (!st) st = partir_spmd_report_html(s, log, c->hw_plain, &html, NULL);
  partir_spmd_free(s);
  partir_report_log_free(log);
  int code = code_of(st);
  if (!code) return join2(text, html, out);
  free(text);
  free(html);
  return code;
}

/* The program run on every device (one thread each) against the
 * reference interpreter. */
static int verify(void *ctx, char **out) {
  ss_case *c = ctx;
  partir_spmd *s = NULL;
  partir_run_options run = {.seed = 3};
  int agree = 0;
  partir_status *st = partir_spmd_lower(c->p, NULL, &s);
  if (!st) st = partir_spmd_verify(s, &run, out, &agree);
  partir_spmd_free(s);
  int code = code_of(st);
  if (!code && !agree) code = -2; /* a run that succeeds must agree, as the clean one does */
  /* The first line has the runs' wall times: the table after it is what
   * must be the same. */
  char *nl = code ? NULL : strchr(*out, '\n');
  if (nl) memmove(*out, nl + 1, strlen(nl + 1) + 1);
  return code;
}

/* ---- cases ---- */

/* Parses `model`, partitions @main on `mesh` with `schedule` (no
 * injection yet); false after a failed check. */
static bool make_case(ss_case *c, const char *name, const char *model, const char *mesh, const char *schedule) {
  memset(c, 0, sizeof *c);
  c->name = name;
  size_t len, slen;
  char *text = read_all(model, &len), *sched = read_all(schedule, &slen);
  CHECK(text && sched);
  partir_status *st = text && sched ? partir_module_parse_string(model, text, len, &c->m) : NULL;
  if (!st && c->m) st = partir_module_verify(c->m);
  if (!st && c->m) st = partir_partition_new(c->m, "main", mesh, &c->p);
  if (!st && c->p) st = partir_partition_apply_schedule(c->p, sched, slen, schedule, 0, NULL);
  if (!st) st = partir_hw_load("tpu-v4", &c->hw_plain);
  if (!st) st = partir_hw_load("h100-sxm", &c->hw_fused);
  CHECK(st == NULL);
  if (st) fprintf(stderr, "%s: %s\n", name, partir_status_message(st));
  partir_status_free(st);
  free(text);
  free(sched);
  return st == NULL && c->p;
}

static void free_case(ss_case *c) {
  partir_hw_free(c->hw_plain);
  partir_hw_free(c->hw_fused);
  partir_partition_free(c->p);
  partir_module_free(c->m);
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0); /* each path's line shows even if a later one crashes */
  max_runs = fault_runs_from_env(max_runs);
  static const struct {
    const char *name, *model, *mesh, *schedule;
    bool verify; /* small enough to run on every device */
  } cases[] = {
      {"mlp", "examples/mlp.mlir", "batch=2,model=2", "examples/schedules/mlp_bp_mp_z3.json", true},
      {"transformer", "examples/transformer.mlir", "batch=2,model=2", "examples/schedules/bp_mp_z3.json", false},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    ss_case c;
    if (make_case(&c, cases[i].name, cases[i].model, cases[i].mesh, cases[i].schedule)) {
      /* Every path makes allocations that can be refused, and reports at
       * least one refusal (the first allocation's, at least). */
      CHECK(inject("spmd lower+emit", spmd_lower_emit, &c) > 0);
      CHECK(inject("spmd lower plain+emit", spmd_lower_plain, &c) > 0);
      CHECK(inject("spmd lower cache+copies", spmd_lower_cached, &c) > 0);
      CHECK(inject("annotated gspmd", annotated_gspmd, &c) > 0);
      CHECK(inject("annotated shardy", annotated_shardy, &c) > 0);
      CHECK(inject("simulate", simulate, &c) > 0);
      CHECK(inject("fusions", fusions, &c) > 0);
      CHECK(inject("report+html", report_html, &c) > 0);
      if (cases[i].verify) CHECK(inject("verify (thread runtime)", verify, &c) > 0);
    }
    free_case(&c);
  }
  if (failures) fprintf(stderr, "%d of %d checks failed\n", failures, checks);
  return failures != 0;
}
