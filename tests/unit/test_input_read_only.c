/* test_input_read_only.c - the input program is read-only: evaluating
 * candidates (the inner loop of an automatic search) leaves it as it was,
 * to the byte, and candidates over one module can be evaluated in several
 * threads at once.
 *
 *   - 1,000 candidates over one parsed MLP (examples/mlp.mlir), each a new
 *     partitioning state with a schedule's tile actions and propagation,
 *     lowered to SPMD and simulated: the module's footprint
 *     (pt_module_footprint: arena, strings, tables) does not grow by one
 *     byte, it prints as before, and a candidate evaluated again gives the
 *     same figures;
 *   - two threads evaluating candidates over the transformer at once give
 *     the figures one thread gives, and leave the module as it was;
 *   - the public SPMD handle: lowered once, then emitted (twice, the same
 *     text, equal to partir_partition_emit_spmd's), reported on, simulated
 *     and verified, with the module unchanged. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/sim/report.h"
#include "partir.h"
#include "test_partition_util.h"

/* The candidates: schedules (tile actions + propagation per tactic) on
 * meshes. Manual tactics tile chosen inputs; built-ins seed from the
 * program's structure. */
static const char *const mlp_schedules[] = {
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]",
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"Z3\", \"axis\": \"batch\"}]",
    "[{\"axis\": \"model\", \"inputs\": {\"params['layers'][0]['w']\": 1, \"params['layers'][0]['b']\": 0, "
    "\"params['layers'][1]['w']\": 0}}]",
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"axis\": \"model\", \"inputs\": {\"params['layers'][0]['w']\": "
    "1, \"params['layers'][0]['b']\": 0, \"params['layers'][1]['w']\": 0}}, {\"builtin\": \"Z3\", \"axis\": "
    "\"batch\"}]",
    "[{\"axis\": \"model\", \"inputs\": {\"params['layers'][1]['w']\": 1}}]",
    "[{\"builtin\": \"Z2\", \"axis\": \"batch\"}]",
    "[{\"axis\": \"model\", \"inputs\": {\"params['layers'][0]['b']\": 0}}]",
};
static const char *const meshes[] = {"batch=2,model=2", "batch=4,model=2", "batch=2,model=1"};

enum { N_SCHEDULES = sizeof mlp_schedules / sizeof mlp_schedules[0], N_MESHES = sizeof meshes / sizeof meshes[0] };

/* What one evaluation yields: the figures a search compares. */
typedef struct {
  bool ok;
  double step_seconds;
  uint64_t peak_bytes, wire_bytes;
  uint32_t n_collectives, n_decided, n_conflicts;
} figures;

static bool same_figures(const figures *a, const figures *b) {
  return a->ok == b->ok && a->step_seconds == b->step_seconds && a->peak_bytes == b->peak_bytes &&
         a->wire_bytes == b->wire_bytes && a->n_collectives == b->n_collectives && a->n_decided == b->n_decided &&
         a->n_conflicts == b->n_conflicts;
}

/* Candidate i: partition, tile + propagate (the schedule), lower, simulate. */
static figures evaluate(const pt_module *m, const char *const *schedules, uint32_t n_schedules, uint32_t i,
                        const pt_hw *hw) {
  figures out;
  memset(&out, 0, sizeof out);
  pt_mesh mesh;
  pt_partition p;
  const char *sched = schedules[i % n_schedules];
  pt_status *s = pt_mesh_parse(meshes[(i / n_schedules) % N_MESHES], &mesh);
  if (!s) s = pt_partition_init(&p, m, 0, &mesh);
  if (s) {
    fprintf(stderr, "candidate %u: %s\n", i, pt_status_message(s));
    pt_status_free(s);
    return out;
  }
  p.threads = 1; /* the threads of this test are the candidates' */
  s = pt_schedule_apply(&p, sched, strlen(sched), "candidate.json", 0, NULL);
  pt_spmd_program prog;
  memset(&prog, 0, sizeof prog);
  pt_spmd_options opts = {.cse = (i & 1) != 0};
  if (!s) s = pt_spmd_lower(&p, "candidate", &opts, &prog);
  pt_report r;
  if (!s) s = pt_report_of(&p, &prog, hw, NULL, &r);
  if (!s) {
    out.ok = true;
    out.step_seconds = r.time.step_seconds;
    out.peak_bytes = r.mem.peak_bytes;
    for (uint32_t k = 0; k < prog.collectives.len; k++) out.wire_bytes += prog.collectives.data[k].wire_bytes;
    out.n_collectives = prog.collectives.len;
    for (uint32_t a = 0; a < p.mesh.n_axes; a++)
      for (uint32_t v = 0; v < p.n_values; v++) out.n_decided += pt_decision_get(&p, v, a)->kind != PT_DECISION_OPEN;
    out.n_conflicts = p.conflicts.len;
    pt_report_free(&r);
  } else {
    fprintf(stderr, "candidate %u (%s): %s\n", i, sched, pt_status_message(s));
    pt_status_free(s);
  }
  pt_spmd_program_free(&prog);
  pt_partition_free(&p);
  return out;
}

static uint64_t print_hash(const pt_module *m) {
  pt_buf b = {0};
  pt_print_module(m, &b, true);
  uint64_t h = pt_hash_bytes(b.data ? b.data : "", b.len, 0);
  pt_buf_free(&b);
  return h;
}

static void test_thousand_candidates_leave_the_module_as_it_was(const pt_module *m, const pt_hw *hw) {
  enum { N = 1000, DISTINCT = N_SCHEDULES * N_MESHES * 2 };
  uint64_t footprint = pt_module_footprint(m), printed = print_hash(m);
  uint32_t n_ops = m->ops.len, n_values = m->values.len, n_types = m->types.len, n_strings = m->strings.n;
  figures first[DISTINCT];
  uint32_t n_ok = 0, differ = 0;
  for (uint32_t i = 0; i < N; i++) {
    figures f = evaluate(m, mlp_schedules, N_SCHEDULES, i, hw);
    n_ok += f.ok;
    /* Candidates i and i + DISTINCT are the same (schedule, mesh, cse). */
    uint32_t k = i % DISTINCT;
    if (i < DISTINCT) first[k] = f;
    else differ += !same_figures(&first[k], &f);
    if (pt_module_footprint(m) != footprint) {
      fprintf(stderr, "candidate %u: the module grew from %llu to %llu bytes\n", i, (unsigned long long)footprint,
              (unsigned long long)pt_module_footprint(m));
      failures++;
      break;
    }
  }
  CHECK(n_ok == N);
  CHECK(differ == 0);
  CHECK(pt_module_footprint(m) == footprint);
  CHECK(m->ops.len == n_ops && m->values.len == n_values && m->types.len == n_types && m->strings.n == n_strings);
  CHECK(print_hash(m) == printed);
  printf("test_input_read_only: %u candidates, module %llu bytes before and after\n", N, (unsigned long long)footprint);
}

/* ---- two threads at once ---- */

static const char *const transformer_schedules[] = {
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]",
    "[{\"builtin\": \"MP\", \"axis\": \"model\"}]",
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}, {\"builtin\": \"Z3\", "
    "\"axis\": \"batch\"}]",
    "[{\"builtin\": \"MP\", \"axis\": \"model\"}, {\"builtin\": \"Z2\", \"axis\": \"batch\"}]",
};
enum { N_TRANSFORMER = sizeof transformer_schedules / sizeof transformer_schedules[0] };
enum { PER_THREAD = 12 };

typedef struct {
  const pt_module *m;
  const pt_hw *hw;
  uint32_t first; /* candidates first .. first + PER_THREAD - 1 */
  figures got[PER_THREAD];
} worker;

static void *work(void *arg) {
  worker *w = arg;
  for (uint32_t k = 0; k < PER_THREAD; k++)
    w->got[k] = evaluate(w->m, transformer_schedules, N_TRANSFORMER, w->first + k, w->hw);
  return NULL;
}

static void test_two_threads_evaluate_as_one(const pt_module *m, const pt_hw *hw) {
  uint64_t footprint = pt_module_footprint(m);
  worker w[2];
  for (uint32_t t = 0; t < 2; t++) w[t] = (worker){.m = m, .hw = hw, .first = t * 5};
  pthread_t th;
  bool started = pthread_create(&th, NULL, work, &w[1]) == 0;
  CHECK(started);
  work(&w[0]);
  if (started) pthread_join(th, NULL);
  uint32_t differ = 0;
  for (uint32_t t = 0; t < 2; t++)
    for (uint32_t k = 0; k < PER_THREAD; k++) {
      figures alone = evaluate(m, transformer_schedules, N_TRANSFORMER, w[t].first + k, hw);
      CHECK(alone.ok && w[t].got[k].ok);
      differ += !same_figures(&alone, &w[t].got[k]);
    }
  CHECK(differ == 0);
  CHECK(pt_module_footprint(m) == footprint);
}

/* ---- the public SPMD handle ---- */

static void test_spmd_handle_lowered_once(const char *path) {
  partir_module *pm = NULL;
  partir_partition *p = NULL;
  partir_hw *hw = NULL;
  partir_spmd *sp = NULL;
  const char *sched = mlp_schedules[3];
  partir_status *s = partir_module_parse_file(path, &pm);
  if (!s) s = partir_partition_new(pm, NULL, "batch=2,model=2", &p);
  if (!s) s = partir_partition_apply_schedule(p, sched, strlen(sched), "s.json", 0, NULL);
  if (!s) s = partir_hw_load("tpu-v4", &hw);
  uint64_t footprint = pm ? pt_module_footprint((const pt_module *)pm) : 0;
  if (!s) s = partir_spmd_lower(p, NULL, &sp);
  char *a = NULL, *b = NULL, *c = NULL, *rep = NULL, *sim = NULL, *table = NULL;
  size_t la = 0, lb = 0, lc = 0;
  int agree = 0;
  if (!s) s = partir_spmd_emit(sp, &a, &la);
  if (!s) s = partir_spmd_emit(sp, &b, &lb);
  if (!s) s = partir_partition_emit_spmd(p, NULL, &c, &lc);
  if (!s) s = partir_spmd_report(sp, NULL, PARTIR_REPORT_TEXT, hw, NULL, &rep, NULL);
  if (!s) s = partir_spmd_simulate(sp, hw, PARTIR_REPORT_JSON, &sim, NULL);
  partir_run_options ro = {0};
  if (!s) s = partir_spmd_verify(sp, &ro, &table, &agree);
  if (s) {
    fprintf(stderr, "spmd handle: %s\n", partir_status_message(s));
    partir_status_free(s);
    failures++;
  } else {
    CHECK(la == lb && la == lc && memcmp(a, b, la) == 0 && memcmp(a, c, la) == 0);
    CHECK(strstr(a, "stablehlo.all_reduce") != NULL || strstr(a, "stablehlo.reduce_scatter") != NULL);
    CHECK(strstr(rep, "estimate on") != NULL);
    CHECK(sim[0] == '{');
    CHECK(agree == 1);
    CHECK(pt_module_footprint((const pt_module *)pm) == footprint);
  }
  free(a);
  free(b);
  free(c);
  free(rep);
  free(sim);
  free(table);
  partir_spmd_free(sp);
  partir_hw_free(hw);
  partir_partition_free(p);
  partir_module_free(pm);
}

int main(void) {
  pt_hw hw;
  pt_status *s = pt_hw_load("tpu-v4", &hw);
  CHECK(s == NULL);
  pt_status_free(s);
  pt_module *m = t_load_file("examples/mlp.mlir");
  if (m && !s) test_thousand_candidates_leave_the_module_as_it_was(m, &hw);
  pt_module_free(m);
  m = t_load_file("examples/transformer.mlir");
  if (m && !s) test_two_threads_evaluate_as_one(m, &hw);
  pt_module_free(m);
  test_spmd_handle_lowered_once("examples/mlp.mlir");
  if (failures) {
    fprintf(stderr, "test_input_read_only: %d of %d checks failed\n", failures, checks);
    return 1;
  }
  printf("test_input_read_only: %d checks passed\n", checks);
  return 0;
}
