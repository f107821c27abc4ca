/* test_sim_ws.c - a simulation workspace (pt_sim_ws) kept across programs
 * changes no figure.
 *
 * A search keeps one workspace per thread and simulates program after
 * program with it: the tables of the last program (larger or smaller,
 * another module, ids elsewhere) are still there, cleared only over the
 * new function's ids or not at all where every entry is written before it
 * is read (ws.h). Property: over random programs (random_program.h, a
 * quarter with a while loop; random meshes and tactics) and the examples
 * (schedules and random tactics, much larger modules), interleaved so
 * that the workspace grows, shrinks and moves between modules, every
 * figure of the timeline (pt_sim_time: totals, collective seconds and
 * bytes, every op's entry, the kernels, every op's kernel, the values
 * written, the prologues) and of peak memory (pt_sim_memory) simulated
 * with the kept workspace equals bit for bit that of a fresh one (NULL),
 * on two fusing profiles and one that runs every op alone. */
#include "../../src/sim/sim.h"
#include "random_program.h"
#include "test_candidate_util.h"
#include "sim_compare.h"

static bool same_op(const pt_sim_op *a, const pt_sim_op *b) {
  return a->op == b->op && t_same_double(a->flops, b->flops) && t_same_double(a->bytes, b->bytes) &&
         t_same_double(a->seconds, b->seconds) && t_same_double(a->start, b->start) && t_same_double(a->end, b->end) &&
         a->is_collective == b->is_collective && a->fusion == b->fusion;
}

/* Every field of the two timelines, the doubles by their bits. */
static bool same_time(const pt_module *m, const pt_sim_time *a, const pt_sim_time *b) {
  if (a->ops.len != b->ops.len) return false;
  for (uint32_t i = 0; i < a->ops.len; i++)
    if (!same_op(&a->ops.data[i], &b->ops.data[i])) return false;
  return t_same_bytes(&a->compute_seconds, &b->compute_seconds, sizeof(double)) &&
         t_same_bytes(&a->comm_seconds, &b->comm_seconds, sizeof(double)) &&
         t_same_bytes(&a->step_seconds, &b->step_seconds, sizeof(double)) &&
         t_same_bytes(&a->step_seconds_overlap, &b->step_seconds_overlap, sizeof(double)) &&
         t_same_bytes(&a->model_flops, &b->model_flops, sizeof(double)) &&
         t_same_bytes(&a->device_flops, &b->device_flops, sizeof(double)) &&
         t_same_bytes(&a->mfu, &b->mfu, sizeof(double)) &&
         t_same_bytes(a->coll_seconds, b->coll_seconds, sizeof a->coll_seconds) &&
         t_same_bytes(a->coll_bytes, b->coll_bytes, sizeof a->coll_bytes) && a->unknown_trips == b->unknown_trips && a->n_kernels == b->n_kernels &&
         t_same_fusions(m, &a->fusions, &b->fusions);
}

typedef struct {
  uint64_t programs, simulations, differ, kernels;
} totals;

/* p lowered and simulated on every profile with the kept workspace and
 * with a fresh one. */
static void check_state(const pt_partition *p, const pt_hw *hws, uint32_t n_hw, pt_sim_ws *ws, const char *what,
                        totals *tot) {
  pt_spmd_program prog;
  if (!t_lower_state(p, what, &prog)) return;
  tot->programs++;
  for (uint32_t h = 0; h < n_hw; h++) {
    pt_sim_time kept, fresh;
    pt_sim_memory kept_mem, fresh_mem;
    memset(&kept_mem, 0, sizeof kept_mem);
    memset(&fresh_mem, 0, sizeof fresh_mem);
    t_ok(pt_sim_time_program_ws(p, &prog, &hws[h], ws, &kept), "time (kept workspace)");
    t_ok(pt_sim_time_program(p, &prog, &hws[h], &fresh), "time (fresh)");
    if (hws[h].fusion) {
      t_ok(pt_sim_memory_fused_ws(prog.m, prog.func, &kept.fusions, ws, &kept_mem), "memory (kept workspace)");
      t_ok(pt_sim_memory_fused(prog.m, prog.func, &fresh.fusions, &fresh_mem), "memory (fresh)");
    }
    bool same = same_time(prog.m, &kept, &fresh) && t_same_memory(&kept_mem, &fresh_mem);
    if (!same) fprintf(stderr, "%s on %s: the kept workspace's figures differ from a fresh one's\n", what, hws[h].name);
    CHECK(same);
    tot->differ += !same;
    tot->simulations++;
    tot->kernels += kept.n_kernels;
    pt_sim_time_free(&kept);
    pt_sim_time_free(&fresh);
  }
  pt_spmd_program_free(&prog);
}

/* The profiles and the kept workspace a state is checked with. */
typedef struct {
  const pt_hw *hws;
  uint32_t n_hw;
  pt_sim_ws *ws;
  totals *tot;
} state_ctx;

/* check_state as t_example_states and t_random_state call it. */
static void check_state_of(const pt_partition *p, const char *what, void *ctx) {
  state_ctx *c = ctx;
  check_state(p, c->hws, c->n_hw, c->ws, what, c->tot);
}


int main(void) {
  pt_hw hw[3];
  t_ok(pt_hw_load("a100-80gb", &hw[0]), "a100");
  t_ok(pt_hw_load("tpu-v4", &hw[1]), "tpu");
  /* Every op alone (no fusion): the timeline's own tables. */
  hw[2] = hw[0];
  hw[2].fusion = false;
  snprintf(hw[2].name, sizeof hw[2].name, "a100-80gb without fusion");
  pt_sim_ws *ws = pt_sim_ws_new();
  CHECK(ws != NULL);
  if (!ws) return t_finish("test_sim_ws");
  totals tot = {0};
  static const struct {
    const char *path, *mesh, *schedule;
    uint32_t n_random;
  } examples[] = {
      {"examples/transformer.mlir", "batch=2,model=4", "examples/schedules/bp_mp_z3.json", 0},
      {"examples/mlp.mlir", "batch=2,model=2", "examples/schedules/mlp_bp_mp_z3.json", 0},
      {"examples/transformer_scan.mlir", "batch=2,model=2", NULL, 3},
      {"examples/unet.mlir", "batch=2,model=2", "examples/schedules/unet_bp_mp_z3.json", 0},
      {"examples/llama.mlir", "batch=2,model=2", NULL, 3},
      {"examples/gns.mlir", "batch=2,model=2", "examples/schedules/gns_bp_mp_z3.json", 0},
  };
  /* Random programs, with an example (a larger module) every 50: the
   * workspace grows, then serves smaller programs of other modules. */
  state_ctx ctx = {hw, 3, ws, &tot};
  for (uint64_t seed = 1; seed <= 300; seed++) {
    t_random_state(seed, check_state_of, &ctx);
    if (seed % 50 == 0) {
      uint32_t e = (uint32_t)(seed / 50 - 1) % PT_ARRAY_LEN(examples);
      t_example_states(examples[e].path, examples[e].mesh, examples[e].schedule, examples[e].n_random, seed, 2,
                       check_state_of, &ctx);
    }
  }
  printf("%llu programs, %llu simulations (%llu kernels) with one kept workspace equal to a fresh one's, "
         "%llu differ\n",
         (unsigned long long)tot.programs, (unsigned long long)tot.simulations, (unsigned long long)tot.kernels,
         (unsigned long long)tot.differ);
  CHECK(tot.programs >= 250 && tot.differ == 0 && tot.kernels > 0);
  pt_sim_ws_free(ws);
  return t_finish("test_sim_ws");
}
