/* test_out_of_memory_partition.c - fault injection through src/partition
 * and src/search (test_out_of_memory.c's method, on the paths of these
 * two directories): each path fails the k-th heap allocation it makes, for
 * every k up to the number it makes (or, past max_runs, an even sample
 * that always includes the first and the last), and must then return
 * PT_ERR_NOMEM, or the clean run's result exactly (where the failure was
 * absorbed: a radix sort falling back on qsort, a memo not written, a
 * figure the search's cache could not keep), never crash or abort, and
 * free everything (ASan's leak checker runs this in `make test`).
 *
 * The paths:
 *  - every schedule of examples/schedules applied to the MLP and the
 *    transformer through the public API (partir_partition_new,
 *    partir_partition_apply_schedule), then the state printed as Core,
 *    lowered to sequential StableHLO, its conflicts listed and an argument
 *    explained (text and JSON); a schedule that does not apply to a model
 *    must fail the same way (or with PT_ERR_NOMEM) in every run;
 *  - the dimension analysis building its own propagation cache;
 *  - candidates: a base and a workspace over a parent state, then a fixed
 *    list of tile actions evaluated by incremental propagation; an action
 *    refused for want of memory (PT_TILE_NOMEM) must leave the workspace
 *    on the parent, and the actions after it must still give the clean
 *    run's candidates (the workspace is reusable);
 *  - a short automatic search (partir_partition_auto: few iterations,
 *    expert schedules compared) on the MLP.
 *
 * Each refused run of the automatic search runs in a child process of its
 * own (it simulates plans through src/spmd and src/sim, on threads), so
 * that whatever the child finds (a wrong status, a different result, a
 * leak, a crash or an abort) fails the test with the refused allocation
 * named, instead of ending it.
 *
 * Linked with -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc (Makefile). */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../include/partir.h"
#include "../../src/analysis/analysis.h"
#include "../../src/ir/ir.h"
#include "../../src/partition/propagate_internal.h"
#include "../../src/stablehlo/stablehlo.h"
#include "../../src/tactics/tactics.h"
#include "check.h"
#include "fault_inject.h"

/* Runs per path and input: every allocation up to this many, else an even
 * sample of this many. The 36 schedule paths (18 schedules, two models,
 * up to 45,000 allocations each) take a quarter of it, so that `make test`
 * stays within minutes under ASan. PT_OOM_MAX_RUNS overrides both (0:
 * every allocation of every path). */
static unsigned long max_runs = 400, schedule_runs = 100;

/* A path under test: 0 on success (its result then compared with the
 * clean run's inside), else its status code (the status freed inside). */
typedef int (*path_fn)(void *ctx);

static int code_of(partir_status *s) {
  int c = (int)partir_status_code(s);
  partir_status_free(s);
  return c;
}

static int pt_code_of(pt_status *s) {
  int c = (int)pt_status_code(s);
  pt_status_free(s);
  return c;
}

static const char *only;

/* Totals over all paths, printed at the end. */
static unsigned long total_runs;

/* One refused run: returns what fn returned, or, with `isolated`, what the
 * child process that ran it exited with (-1 when it
 * did not exit normally). */
static int one_run(path_fn fn, void *ctx, unsigned long at, bool isolated) {
  if (!isolated) {
    atomic_store(&n_allocs, 0);
    atomic_store(&fail_at, at);
    int c = fn(ctx);
    atomic_store(&fail_at, 0);
    return c;
  }
  fflush(NULL);
  pid_t pid = fork();
  if (pid == 0) {
    atomic_store(&n_allocs, 0);
    atomic_store(&fail_at, at);
    int c = fn(ctx);
    atomic_store(&fail_at, 0);
    fflush(NULL);
    /* exit, not _exit: the leak checker runs at exit. A check that
     * failed in the child is a failure too. */
    exit(failures ? 100 : c);
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) != pid) return -1;
  if (!WIFEXITED(status)) return -1;
  int c = WEXITSTATUS(status);
  return c == 100 ? -2 : c;
}

/* Runs fn with the k-th allocation refused for every k (or a sample) and
 * checks each outcome: PT_ERR_NOMEM, or the clean run's code (whose result
 * fn compares itself). Returns the runs that reported PT_ERR_NOMEM. */
static unsigned long inject(const char *what, path_fn fn, const char *name, void *ctx, bool isolated,
                            unsigned long cap) {
  if (only && !strstr(what, only) && !strstr(name, only)) return 1; /* not asked for */
  atomic_store(&fail_at, 0);
  atomic_store(&n_allocs, 0);
  int clean = fn(ctx);
  unsigned long total = atomic_load(&n_allocs);
  CHECK(total > 0);
  unsigned long step = fault_step(total, cap), runs = 0, nomem = 0;
  for (unsigned long k = 1; k <= total; k += step) {
    unsigned long at = k + step > total ? total : k; /* the last one always */
    int c = one_run(fn, ctx, at, isolated);
    runs++;
    if (c == PT_ERR_NOMEM) nomem++;
    else if (c != clean) {
      fprintf(stderr, "%s %s: refusing allocation %lu of %lu gave %d, not PT_ERR_NOMEM or the clean run's %d%s\n",
              what, name, at, total, c, clean, c == -2 ? " (a check failed in the child)" : "");
      CHECK(c == clean || c == PT_ERR_NOMEM);
    }
    if (at == total) break;
  }
  printf("%-26s %-46s %7lu allocations, %4lu runs (every %lu), %4lu out of memory", what, name, total, runs, step,
         nomem);
  printf("%s\n", clean ? " (fails cleanly too)" : "");
  total_runs += runs;
  return nomem;
}

/* ---- a schedule through the public API ---- */

typedef struct {
  const partir_module *m;
  const char *mesh, *schedule_name, *schedule;
  size_t schedule_len;
  bool have_clean;
  int clean_code;
  uint64_t hash;
  char *core, *lowered, *conflicts, *explained, *explained_json;
} schedule_case;

/* Takes *text as the clean run's (first call) or compares it with it. */
static void same_text(bool first, char **clean, char *text, const char *what) {
  if (first) {
    *clean = text;
    return;
  }
  bool same = *clean && text && strcmp(*clean, text) == 0;
  if (!same) fprintf(stderr, "schedule path: the %s differs from the clean run's\n", what);
  CHECK(same);
  free(text);
}

static int schedule_path(void *ctx) {
  schedule_case *sc = ctx;
  partir_partition *p = NULL;
  partir_module *low = NULL;
  char *core = NULL, *lowered = NULL, *conflicts = NULL, *ex = NULL, *exj = NULL;
  partir_status *s = partir_partition_new(sc->m, NULL, sc->mesh, &p);
  if (!s) s = partir_partition_apply_schedule(p, sc->schedule, sc->schedule_len, sc->schedule_name, 0, NULL);
  if (!s) s = partir_partition_print_core(p, &core, NULL);
  if (!s) s = partir_partition_lower_core(p, "core_sequential", &low);
  if (!s) s = partir_module_print(low, &lowered, NULL);
  if (!s) s = partir_partition_conflicts(p, &conflicts, NULL);
  if (!s) s = partir_partition_explain(p, "0", NULL, 0, 0, &ex, NULL);
  if (!s) s = partir_partition_explain(p, "0", NULL, 0, 1, &exj, NULL);
  int c = (int)partir_status_code(s);
  bool first = !sc->have_clean;
  if (first) sc->have_clean = true, sc->clean_code = c;
  if (!s) {
    uint64_t h = partir_partition_hash(p);
    if (first) sc->hash = h;
    else CHECK(h == sc->hash);
    same_text(first, &sc->core, core, "Core text");
    same_text(first, &sc->lowered, lowered, "sequential program");
    same_text(first, &sc->conflicts, conflicts, "conflict list");
    same_text(first, &sc->explained, ex, "explanation");
    same_text(first, &sc->explained_json, exj, "JSON explanation");
  } else {
    /* Whatever was made before the failure (nothing, after a failed call
     * partir hands out). */
    free(core);
    free(lowered);
    free(conflicts);
    free(ex);
    free(exj);
  }
  partir_status_free(s);
  partir_module_free(low);
  partir_partition_free(p);
  return c;
}

static void schedule_case_free(schedule_case *sc) {
  free(sc->core);
  free(sc->lowered);
  free(sc->conflicts);
  free(sc->explained);
  free(sc->explained_json);
}

/* ---- the analysis, building its propagation cache ---- */

typedef struct {
  const pt_module *m;
  uint32_t func;
  pt_mesh mesh;
  bool have_clean;
  uint32_t n_classes, n_conflicts, n_groups, n_decisions;
} analysis_case;

static int analysis_path(void *ctx) {
  analysis_case *ac = ctx;
  pt_analysis a;
  pt_status *s = pt_analysis_run(ac->m, ac->func, &ac->mesh, &a); /* NULL cache: it builds one */
  if (!s) {
    if (!ac->have_clean) {
      ac->have_clean = true;
      ac->n_classes = a.classes.len, ac->n_conflicts = a.conflicts.len, ac->n_groups = a.groups.len;
      ac->n_decisions = a.decisions.len;
    } else {
      CHECK(a.classes.len == ac->n_classes && a.conflicts.len == ac->n_conflicts && a.groups.len == ac->n_groups &&
            a.decisions.len == ac->n_decisions);
    }
    pt_analysis_free(&a);
  }
  return pt_code_of(s);
}

/* ---- candidates: base, workspace, incremental propagation ---- */

enum { MAX_ACTIONS = 12 };

typedef struct {
  const pt_partition *parent;
  uint32_t tactic;
  uint32_t n_actions;
  uint32_t action[MAX_ACTIONS][3]; /* value, dim, axis: each legal on the parent */
  bool have_clean;
  uint64_t hash[MAX_ACTIONS];
  uint32_t n_changes[MAX_ACTIONS], n_conflicts[MAX_ACTIONS];
} candidate_case;

static int candidate_path(void *ctx) {
  candidate_case *cc = ctx;
  pt_cand_base *base = NULL;
  pt_status *s = pt_cand_base_new(cc->parent, cc->tactic, &base);
  if (s) return pt_code_of(s);
  pt_cand_ws *ws = pt_cand_ws_new(base);
  if (!ws) {
    pt_cand_base_free(base);
    return PT_ERR_NOMEM;
  }
  uint64_t parent_hash = pt_partition_hash(cc->parent);
  bool any_nomem = false;
  for (uint32_t i = 0; i < cc->n_actions; i++) {
    pt_candidate cand;
    pt_tile_legality r = pt_cand_ws_tile(ws, cc->action[i][0], cc->action[i][1], cc->action[i][2], &cand);
    if (r == PT_TILE_NOMEM) {
      /* Refused for want of memory: back on the parent, nothing held. */
      any_nomem = true;
      CHECK(cand.n == 0 && cand.index == NULL && cand.dec == NULL);
      CHECK(pt_partition_hash(pt_cand_ws_state(ws)) == parent_hash);
      CHECK(pt_cand_ws_state(ws)->conflicts.len == cc->parent->conflicts.len);
      continue;
    }
    CHECK(r == PT_TILE_OK);
    if (r != PT_TILE_OK) continue;
    if (!cc->have_clean) {
      cc->hash[i] = cand.hash, cc->n_changes[i] = cand.n, cc->n_conflicts[i] = cand.n_conflicts;
    } else {
      /* Equal to the clean run's candidate, even after a refused one. */
      CHECK(cand.hash == cc->hash[i] && cand.n == cc->n_changes[i] && cand.n_conflicts == cc->n_conflicts[i]);
      CHECK(pt_partition_hash(pt_cand_ws_state(ws)) == cand.hash);
    }
    pt_candidate_free(&cand);
    pt_cand_ws_reset(ws);
    CHECK(pt_partition_hash(pt_cand_ws_state(ws)) == parent_hash);
  }
  cc->have_clean = true;
  pt_cand_ws_free(ws);
  pt_cand_base_free(base);
  return any_nomem ? PT_ERR_NOMEM : 0;
}

/* ---- the automatic search through the public API ---- */

typedef struct {
  const partir_module *m;
  const partir_hw *hw;
  bool have_clean;
  uint64_t hash;
  char *schedule;
} auto_case;

static int auto_path(void *ctx) {
  auto_case *ac = ctx;
  partir_partition *p = NULL;
  partir_auto_result *res = NULL;
  partir_status *s = partir_partition_new(ac->m, NULL, "batch=2,model=2", &p);
  partir_auto_options o;
  memset(&o, 0, sizeof o);
  o.hw = ac->hw;
  o.budget_s = 600; /* the iterations stop it: the same plan every run */
  o.iterations = 4;
  o.memory_limit = 4000000;
  o.compare_experts = 1;
  if (!s) s = partir_partition_auto(p, &o, 0, NULL, NULL, &res);
  if (!s) {
    uint64_t h = partir_partition_hash(p);
    const char *sched = partir_auto_result_schedule(res);
    if (!ac->have_clean) {
      ac->have_clean = true;
      ac->hash = h;
      ac->schedule = strdup(sched);
    } else {
      CHECK(h == ac->hash && strcmp(sched, ac->schedule) == 0);
    }
  }
  partir_auto_result_free(res);
  partir_partition_free(p);
  return code_of(s);
}

/* ---- setup ---- */

static partir_module *load_public(const char *path) {
  size_t len;
  char *text = read_all(path, &len);
  CHECK(text != NULL);
  if (!text) return NULL;
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_string(path, text, len, &m);
  if (!s) s = partir_module_verify(m);
  CHECK(s == NULL);
  free(text);
  if (s) {
    partir_status_free(s);
    partir_module_free(m);
    return NULL;
  }
  return m;
}

static pt_module *load_internal(const char *path) {
  size_t len;
  char *text = read_all(path, &len);
  CHECK(text != NULL);
  if (!text) return NULL;
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(path, text, len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  free(text); /* the module keeps what it needs of the text */
  CHECK(s == NULL);
  if (s) {
    pt_status_free(s);
    pt_module_free(m);
    return NULL;
  }
  return m;
}

static void test_schedules(const char *model) {
  static const char *const schedules[] = {
      "bp.json",           "bp_mp.json",   "bp_mp_emb_z2.json", "bp_mp_z3.json",   "bp_mp_z3_head.json",
      "bp_z3_one_tactic.json", "emb.json", "gns_bp_mp_z3.json", "gns_mp.json",     "mlp_bp_mp_z3.json",
      "mlp_bp_z3.json",    "mlp_manual.json", "mlp_mp.json",    "mp.json",         "unet_bp_mp_z3.json",
      "unet_mp.json",      "z2.json",      "z3.json"};
  partir_module *m = load_public(model);
  if (!m) return;
  for (size_t i = 0; i < sizeof schedules / sizeof *schedules; i++) {
    char path[256], name[300];
    snprintf(path, sizeof path, "examples/schedules/%s", schedules[i]);
    size_t len;
    char *text = read_all(path, &len);
    CHECK(text != NULL);
    if (!text) continue;
    schedule_case sc = {.m = m, .mesh = "batch=2,model=2", .schedule_name = path, .schedule = text,
                        .schedule_len = len};
    snprintf(name, sizeof name, "%s on %s", schedules[i], strrchr(model, '/') + 1);
    inject("schedule+core+explain", schedule_path, name, &sc, false, schedule_runs);
    schedule_case_free(&sc);
    free(text);
  }
  partir_module_free(m);
}

static void test_analysis(const char *path) {
  pt_module *m = load_internal(path);
  if (!m) return;
  analysis_case ac = {.m = m, .func = pt_module_find_func(m, "main")};
  CHECK(ac.func != PT_NONE && pt_mesh_parse("batch=2,model=2", &ac.mesh) == NULL);
  CHECK(inject("analysis (builds cache)", analysis_path, path, &ac, false, max_runs) > 0);
  CHECK(only || ac.n_classes > 0);
  pt_module_free(m);
}

/* The parent: `schedule` applied to the model (a search's root); the
 * actions: the first legal tile of each argument (every dim and axis
 * tried in order), up to MAX_ACTIONS. */
static void test_candidates(const char *path, const char *schedule) {
  pt_module *m = load_internal(path);
  if (!m) return;
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=2", &mesh) == NULL);
  pt_partition parent;
  pt_status *s = pt_partition_init(&parent, m, pt_module_find_func(m, "main"), &mesh);
  if (!s) s = pt_schedule_apply(&parent, schedule, strlen(schedule), "<test>", 0, NULL);
  CHECK(s == NULL);
  pt_status_free(s);
  candidate_case cc = {.parent = &parent, .tactic = 1};
  const pt_func *f = &m->funcs.data[parent.func];
  for (uint32_t i = 0; i < pt_func_n_args(m, f) && cc.n_actions < MAX_ACTIONS; i++) {
    uint32_t v = pt_func_arg(m, f, i);
    const pt_type *t = pt_value_type(m, v);
    bool found = false;
    for (uint32_t a = 0; a < mesh.n_axes && !found; a++)
      for (uint32_t d = 0; t->kind == PT_TYPE_TENSOR && d < t->rank && !found; d++)
        if (pt_action_tile_check(&parent, v, d, a) == PT_TILE_OK) {
          cc.action[cc.n_actions][0] = v, cc.action[cc.n_actions][1] = d, cc.action[cc.n_actions][2] = a;
          cc.n_actions++, found = true;
        }
  }
  CHECK(cc.n_actions > 0);
  char name[300];
  snprintf(name, sizeof name, "%s after %s, %u actions", path, schedule, cc.n_actions);
  CHECK(inject("candidates (incremental)", candidate_path, name, &cc, false, max_runs) > 0);
  pt_partition_free(&parent);
  pt_module_free(m);
}

static void test_auto(const char *path) {
  partir_module *m = load_public(path);
  partir_hw *hw = NULL;
  partir_status *s = partir_hw_load("h100-sxm", &hw);
  CHECK(s == NULL);
  partir_status_free(s);
  if (m && hw) {
    auto_case ac = {.m = m, .hw = hw};
    CHECK(inject("auto search (public API)", auto_path, path, &ac, true, max_runs) > 0);
    free(ac.schedule);
  }
  partir_hw_free(hw);
  partir_module_free(m);
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0); /* each path's line shows even if a later one crashes */
  max_runs = fault_runs_from_env(max_runs);
  schedule_runs = fault_runs_from_env(schedule_runs);
  /* PT_OOM_ONLY=TEXT: only the paths whose description holds TEXT (for
   * long sweeps by hand). */
  only = getenv("PT_OOM_ONLY");
  test_analysis("examples/mlp.mlir");
  test_analysis("examples/transformer.mlir");
  test_candidates("examples/mlp.mlir", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]");
  test_candidates("examples/transformer.mlir", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]");
  test_schedules("examples/mlp.mlir");
  test_schedules("examples/transformer.mlir");
  test_auto("examples/mlp.mlir");
  printf("%lu refused runs in all\n", total_runs);
  if (failures) fprintf(stderr, "%d of %d checks failed\n", failures, checks);
  return failures != 0;
}
