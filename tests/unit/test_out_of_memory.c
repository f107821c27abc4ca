/* test_out_of_memory.c - fault injection: the converted paths of the
 * library (parse, inline and verify of every example, through the internal
 * calls and through the public API; reading a schedule; an interpreter
 * run of the MLP example and the dimension analysis of two, whose
 * successful runs must match the clean one; printing a module) fail the k-th heap allocation they
 * make, for every k up to the number they make (or, past max_runs, an
 * even sample that always includes the first and the last), and must then
 * return PT_ERR_NOMEM -- or succeed, when the failure was absorbed (a pool
 * of threads that runs on the caller alone) -- never crash or abort, and
 * free everything (ASan's leak checker runs this in `make test`).
 *
 * Linked with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc (Makefile):
 * every call the library's objects make goes through the wrappers below.
 * The counter is the test's own, not the library's. cJSON (a shared
 * library) allocates through its own malloc, which the wrappers do not
 * see: only the schedule reader's own allocations are refused. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../include/partir.h"
#include "../../src/analysis/analysis.h"
#include "../../src/interp/interp.h"
#include "../../src/partition/propagate_internal.h"
#include "../../src/ir/ir.h"
#include "../../src/stablehlo/stablehlo.h"
#include "../../src/tactics/tactic.h"
#include "check.h"
#include "fault_inject.h"

/* Runs per path and input: every allocation up to this many, else an even
 * sample of this many. PT_OOM_MAX_RUNS overrides it (0: every one), for a
 * longer run by hand. */
static unsigned long max_runs = 400;

/* A path under test: 0 on success, else its status code (the status is
 * freed inside). */
typedef struct {
  const char *name, *text;
  size_t len;
} source;
typedef int (*path_fn)(void *ctx);

static int code_of(pt_status *s) {
  int c = (int)pt_status_code(s);
  pt_status_free(s);
  return c;
}

static int parse_verify(void *ctx) {
  const source *src = ctx;
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(src->name, src->text, src->len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  if (!s) {
    pt_stats st;
    pt_stats_collect(m, &st);
  }
  pt_module_free(m); /* NULL when the parse failed; the caller's after that */
  return code_of(s);
}

static int public_parse_verify(void *ctx) {
  const source *src = ctx;
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_string(src->name, src->text, src->len, &m);
  if (!s) s = partir_module_verify(m);
  partir_module_free(m);
  int c = (int)partir_status_code(s);
  /* The message of the static out-of-memory status needs no memory. */
  if (c == PARTIR_ERR_NOMEM && strstr(partir_status_message(s), "out of memory") == NULL) c = -1;
  partir_status_free(s);
  return c;
}

static int schedule_read(void *ctx) {
  const source *src = ctx;
  pt_schedule sched;
  pt_status *s = pt_schedule_parse(src->text, src->len, src->name, &sched);
  if (!s) pt_schedule_free(&sched);
  return code_of(s);
}

/* Runs fn with the k-th allocation refused for every k (or a sample) and
 * checks each outcome. Returns the number of runs that were refused. */
static unsigned long inject(const char *what, path_fn fn, const char *name, void *ctx) {
  atomic_store(&fail_at, 0);
  atomic_store(&n_allocs, 0);
  int clean = fn(ctx);
  unsigned long total = atomic_load(&n_allocs);
  CHECK(clean == 0);
  CHECK(total > 0);
  unsigned long step = fault_step(total, max_runs), runs = 0, nomem = 0;
  for (unsigned long k = 1; k <= total; k += step) {
    unsigned long at = k + step > total ? total : k; /* the last one always */
    atomic_store(&n_allocs, 0);
    atomic_store(&fail_at, at);
    int c = fn(ctx);
    atomic_store(&fail_at, 0);
    runs++;
    if (c == PT_ERR_NOMEM) nomem++;
    else if (c != 0) {
      fprintf(stderr, "%s %s: refusing allocation %lu of %lu gave status %d, not PT_ERR_NOMEM\n", what, name, at,
              total, c);
      CHECK(c == 0 || c == PT_ERR_NOMEM);
    }
    if (at == total) break;
  }
  printf("%-22s %-34s %6lu allocations, %4lu runs (every %lu), %4lu out of memory\n", what, name, total, runs,
         step, nomem);
  return nomem;
}

/* An interpreter run of a parsed module's @main on fixed inputs; a run
 * that succeeds must give the clean run's outputs, bit for bit. */
typedef struct {
  const pt_module *m;
  uint32_t func;
  pt_tensor *inputs, *expected;
  uint32_t n_inputs, n_expected;
} interp_case;

static int interp_run(void *ctx) {
  interp_case *ic = ctx;
  pt_tensor *outs = NULL;
  uint32_t n = 0;
  pt_status *s = pt_interp_run(ic->m, ic->func, ic->inputs, ic->n_inputs, NULL, &outs, &n, NULL);
  if (!s && ic->expected) {
    CHECK(n == ic->n_expected);
    for (uint32_t i = 0; i < n && i < ic->n_expected; i++) CHECK(pt_tensor_equal_bits(&outs[i], &ic->expected[i]));
  }
  if (!s && !ic->expected) {
    ic->expected = outs; /* the clean run's, kept */
    ic->n_expected = n;
  } else {
    pt_interp_outputs_free(outs, n);
  }
  return code_of(s);
}

static void test_interpreter(const char *path) {
  size_t len;
  char *text = read_all(path, &len);
  CHECK(text != NULL);
  if (!text) return;
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(path, text, len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  CHECK(s == NULL);
  interp_case ic = {m, s ? PT_NONE : pt_module_find_func(m, "main"), NULL, NULL, 0, 0};
  CHECK(ic.func != PT_NONE);
  if (!s && ic.func != PT_NONE) {
    const pt_func *f = &m->funcs.data[ic.func];
    ic.n_inputs = pt_func_n_args(m, f);
    ic.inputs = calloc(ic.n_inputs + 1u, sizeof *ic.inputs);
    for (uint32_t i = 0; i < ic.n_inputs; i++) {
      CHECK(pt_tensor_alloc_type(&ic.inputs[i], pt_value_type(m, pt_func_arg(m, f, i))) == NULL);
      pt_tensor_fill_random(&ic.inputs[i], 7 + i, PT_FILL_NORMAL);
    }
    CHECK(inject("interpreter run", interp_run, path, &ic) > 0);
    for (uint32_t i = 0; i < ic.n_inputs; i++) pt_tensor_free(&ic.inputs[i]);
    free(ic.inputs);
    pt_interp_outputs_free(ic.expected, ic.n_expected);
  }
  pt_status_free(s);
  pt_module_free(m);
  free(text);
}

/* A parsed, verified module of `path` (NULL, after a failed check, when
 * it cannot be had); *text must be freed after it. */
static pt_module *load(const char *path, char **text) {
  size_t len;
  *text = read_all(path, &len);
  CHECK(*text != NULL);
  if (!*text) return NULL;
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(path, *text, len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  CHECK(s == NULL);
  if (s) {
    pt_status_free(s);
    pt_module_free(m);
    return NULL;
  }
  return m;
}

/* The dimension analysis (classes, conflicts, cuts, groups, decisions) on
 * a mesh, over a propagation cache built beforehand (src/partition, not
 * converted yet); a run that succeeds must find the clean run's figures. */
typedef struct {
  const pt_module *m;
  uint32_t func;
  pt_mesh mesh;
  pt_prop_cache *cache;
  bool have_clean;
  uint32_t n_classes, n_conflicts, n_groups, n_decisions, n_cut_edges;
} analysis_case;

static int analysis_run(void *ctx) {
  analysis_case *ac = ctx;
  pt_analysis a;
  pt_status *s = pt_analysis_run_cached(ac->m, ac->func, &ac->mesh, ac->cache, &a);
  if (!s) {
    if (!ac->have_clean) {
      ac->have_clean = true;
      ac->n_classes = a.classes.len, ac->n_conflicts = a.conflicts.len, ac->n_groups = a.groups.len;
      ac->n_decisions = a.decisions.len, ac->n_cut_edges = a.cut_edges.len;
    } else {
      CHECK(a.classes.len == ac->n_classes && a.conflicts.len == ac->n_conflicts && a.groups.len == ac->n_groups);
      CHECK(a.decisions.len == ac->n_decisions && a.cut_edges.len == ac->n_cut_edges);
    }
    pt_analysis_free(&a);
  }
  return code_of(s);
}

static void test_analysis(const char *path, const char *mesh) {
  char *text;
  pt_module *m = load(path, &text);
  analysis_case ac = {.m = m};
  if (m) {
    ac.func = pt_module_find_func(m, "main");
    CHECK(ac.func != PT_NONE && pt_mesh_parse(mesh, &ac.mesh) == NULL);
    ac.cache = pt_prop_cache_build(m, ac.func);
    CHECK(inject("analysis", analysis_run, path, &ac) > 0);
    CHECK(ac.n_classes > 0);
    pt_prop_cache_release(ac.cache);
  }
  pt_module_free(m);
  free(text);
}

/* Printing a module (its text is handed out by pt_buf_take); a print
 * that succeeds must give the clean print's text. */
typedef struct {
  const pt_module *m;
  char *clean;
} print_case;

static int print_module(void *ctx) {
  print_case *pc = ctx;
  pt_buf b = {0};
  pt_print_module(pc->m, &b, false);
  char *out = NULL;
  pt_status *s = pt_buf_take(&b, &out, NULL);
  if (!s && !pc->clean) pc->clean = out;
  else if (!s) CHECK(strcmp(out, pc->clean) == 0);
  if (out != pc->clean) free(out);
  return code_of(s);
}

static void test_print(const char *path) {
  char *text;
  pt_module *m = load(path, &text);
  print_case pc = {m, NULL};
  if (m) CHECK(inject("print", print_module, path, &pc) > 0);
  free(pc.clean);
  pt_module_free(m);
  free(text);
}

/* A refused allocation in the parser is reported, not absorbed: a run
 * that refuses the first allocation (the module itself) must say so. */
static void test_first_allocation_of_a_parse_is_nomem(void) {
  static const char text[] = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                             "  %0 = stablehlo.add %a, %a : tensor<2xf32>\n"
                             "  return %0 : tensor<2xf32>\n}\n";
  atomic_store(&n_allocs, 0);
  atomic_store(&fail_at, 1);
  source src = {"small.mlir", text, strlen(text)};
  CHECK(parse_verify(&src) == PT_ERR_NOMEM);
  atomic_store(&fail_at, 0);
}

int main(void) {
  static const char *const examples[] = {"examples/mlp.mlir",         "examples/mlp_debuginfo.mlir",
                                         "examples/transformer.mlir", "examples/transformer_bf16.mlir",
                                         "examples/transformer_scan.mlir", "examples/llama.mlir",
                                         "examples/gns.mlir",         "examples/unet.mlir"};
  setvbuf(stdout, NULL, _IOLBF, 0); /* each path's line shows even if a later one crashes */
  max_runs = fault_runs_from_env(max_runs);
  test_first_allocation_of_a_parse_is_nomem();
  for (size_t i = 0; i < sizeof examples / sizeof *examples; i++) {
    size_t len;
    char *text = read_all(examples[i], &len);
    CHECK(text != NULL);
    if (!text) continue;
    /* Every refusal in the parser and the verifier reaches the caller. */
    source src = {examples[i], text, len};
    CHECK(inject("parse+inline+verify", parse_verify, examples[i], &src) > 0);
    CHECK(inject("partir_module_parse", public_parse_verify, examples[i], &src) > 0);
    free(text);
  }
  static const char *const schedules[] = {"examples/schedules/bp_mp_z3.json", "examples/schedules/bp_mp_emb_z2.json",
                                          "examples/schedules/gns_bp_mp_z3.json"};
  for (size_t i = 0; i < sizeof schedules / sizeof *schedules; i++) {
    size_t len;
    char *text = read_all(schedules[i], &len);
    CHECK(text != NULL);
    if (!text) continue;
    source src = {schedules[i], text, len};
    CHECK(inject("schedule read", schedule_read, schedules[i], &src) > 0);
    free(text);
  }
  test_interpreter("examples/mlp.mlir");
  test_analysis("examples/mlp.mlir", "batch=2,model=2");
  test_analysis("examples/transformer.mlir", "batch=2,model=2");
  test_print("examples/transformer.mlir");
  if (failures) fprintf(stderr, "%d of %d checks failed\n", failures, checks);
  return failures != 0;
}
