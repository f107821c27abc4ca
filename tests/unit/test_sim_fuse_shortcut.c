/* test_sim_fuse_shortcut.c - the fusion's fast dependence search gives
 * the kernels of the plain one, bit for bit.
 *
 * Sibling and producer-consumer fusion ask, thousands of times per
 * program, whether one kernel may depend on another, by a search that
 * answers yes once it has followed a budget of successor entries
 * (fusion.c, depends_on_any). The fast path answers at once where an
 * earlier search from the same kernel (or one merged into it) already ran
 * out of budget at a limit no larger, and walks successor lists without
 * duplicate entries (the budget still counts them), and reads values'
 * bytes from a small memo by type id. pt_sim_fuse_with's `reference`
 * runs the plain search and computes every value's bytes instead (a
 * memo that skipped its tag check makes 1,248 of the examples' 1,488
 * fusions differ). Here both fuse the same
 * SPMD programs and must agree on every kernel (kind, root, first,
 * contraction, members, bytes, FLOPs, prologue), every op's kernel, every
 * value written to memory, the prologue list and the duplicated ops:
 *   - the examples, lowered with their schedules and with random tactics
 *     plus random extra tiles (as a search's candidates), on two fusing
 *     profiles and with cuBLAS only, with the model's budget (512) and
 *     with budgets from 256 down to 1, small enough that programs of this
 *     size run out of them all the time, so that the shortcut answers many
 *     searches (counted, and checked to be many);
 *   - random programs (random_program.h, a quarter with a while loop) on
 *     1- to 3-axis meshes with random tactics, budgets 512 and 16 to 1;
 * the fast side keeps one workspace (pt_sim_ws) across all of them, the
 * plain side gets a fresh one each time;
 * and the simulated step times, collective bytes and peak memory of the
 * examples equal those of the plain search's kernels. */
#include "../../src/sim/sim.h"
#include "random_program.h"
#include "test_candidate_util.h"
#include "sim_compare.h"

static const uint32_t BUDGETS[] = {512, 256, 128, 96, 64, 48, 32, 24, 16, 12, 8, 6, 4, 3, 2, 1};

typedef struct {
  uint64_t programs, fusions, shortcuts, differ;
  /* The fast side's workspace, kept across every program (of every size
   * and module) as a search keeps it; the plain side gets a fresh one. */
  pt_sim_ws *ws;
} totals;

/* Function `func` of `m` fused both ways on `hw` with each budget. */
static void compare(const pt_module *m, uint32_t func, const pt_hw *hw, const uint32_t *budgets, uint32_t n_budgets,
                    const char *what, totals *tot) {
  for (uint32_t b = 0; b < n_budgets; b++) {
    pt_sim_fuse_opts fast = {budgets[b], false, 0, tot->ws}, plain = {budgets[b], true, 0, NULL};
    pt_sim_fusions x, y;
    pt_status *s1 = pt_sim_fuse_with(m, func, hw, &fast, &x);
    pt_status *s2 = pt_sim_fuse_with(m, func, hw, &plain, &y);
    t_ok(s1, "fuse (fast)");
    t_ok(s2, "fuse (plain)");
    if (!s1 && !s2) {
      bool same = t_same_fusions(m, &x, &y);
      if (!same)
        fprintf(stderr, "%s, %s, budget %u: the fast search's kernels differ from the plain search's\n", what,
                hw ? hw->name : "cuBLAS only", budgets[b]);
      CHECK(same);
      tot->differ += !same;
      tot->fusions++;
      tot->shortcuts += fast.shortcuts;
      CHECK(plain.shortcuts == 0);
    }
    pt_sim_fusions_free(&x);
    pt_sim_fusions_free(&y);
  }
}

/* p lowered and its SPMD function fused both ways on every profile. */
static void compare_state(const pt_partition *p, const pt_hw *hws, uint32_t n_hw, const uint32_t *budgets,
                          uint32_t n_budgets, const char *what, totals *tot) {
  pt_spmd_program prog;
  if (!t_lower_state(p, what, &prog)) return;
  tot->programs++;
  for (uint32_t h = 0; h <= n_hw; h++)
    compare(prog.m, prog.func, h < n_hw ? &hws[h] : NULL, budgets, n_budgets, what, tot);
  pt_spmd_program_free(&prog);
}

/* The profiles a state is fused on, and the totals. */
typedef struct {
  const pt_hw *hws;
  uint32_t n_hw;
  totals *tot;
} state_ctx;

/* An example's parent or candidate (t_example_states): compare_state
 * with every budget. */
static void check_example_state(const pt_partition *p, const char *what, void *ctx) {
  state_ctx *c = ctx;
  compare_state(p, c->hws, c->n_hw, BUDGETS, PT_ARRAY_LEN(BUDGETS), what, c->tot);
}

/* The step time, collective bytes and peak memory the simulator derives
 * from the kernels are those of the plain search's kernels: the
 * transformer's BP+MP+Z3 step timed with both. */
static void figures_equal(const pt_hw *hw) {
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (!m) return;
  pt_partition p;
  uint64_t rng = 1;
  uint32_t n_tactics;
  if (t_parent_state(&p, m, "batch=2,model=4", "examples/schedules/bp_mp_z3.json", 0, &rng, t_random_legal_tile,
                     &n_tactics)) {
    pt_spmd_options opts = {.cse = true};
    pt_spmd_program prog;
    pt_status *s = pt_spmd_lower(&p, "__spmd", &opts, &prog);
    t_ok(s, "lower");
    if (!s) {
      pt_sim_time t;
      pt_sim_memory fast_mem, plain_mem;
      t_ok(pt_sim_time_program(&p, &prog, hw, &t), "time");
      t_ok(pt_sim_memory_fused(prog.m, prog.func, &t.fusions, &fast_mem), "memory");
      pt_sim_fuse_opts plain = {0, true, 0, NULL};
      pt_sim_fusions y;
      t_ok(pt_sim_fuse_with(prog.m, prog.func, hw, &plain, &y), "fuse (plain)");
      t_ok(pt_sim_memory_fused(prog.m, prog.func, &y, &plain_mem), "memory (plain)");
      CHECK(t_same_fusions(prog.m, &t.fusions, &y));
      CHECK(fast_mem.peak_bytes == plain_mem.peak_bytes && fast_mem.peak_op == plain_mem.peak_op);
      CHECK(memcmp(fast_mem.at_peak, plain_mem.at_peak, sizeof fast_mem.at_peak) == 0);
      CHECK(t.n_kernels == y.kernels.len && t.n_kernels > 0);
      pt_sim_fusions_free(&y);
      pt_sim_time_free(&t);
      pt_spmd_program_free(&prog);
    }
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

/* A random program (t_random_state): compare_state on the first profile,
 * budgets 512 and 16 down to 1. */
static void check_random_state(const pt_partition *p, const char *what, void *ctx) {
  static const uint32_t budgets[] = {512, 16, 8, 6, 4, 3, 2, 1};
  state_ctx *c = ctx;
  compare_state(p, c->hws, 1, budgets, PT_ARRAY_LEN(budgets), what, c->tot);
}

int main(void) {
  pt_hw hw[2];
  t_ok(pt_hw_load("a100-80gb", &hw[0]), "a100");
  t_ok(pt_hw_load("tpu-v4", &hw[1]), "tpu");
  pt_sim_ws *ws = pt_sim_ws_new();
  CHECK(ws != NULL);
  totals ex = {0, 0, 0, 0, ws}, rnd = {0, 0, 0, 0, ws};
  state_ctx ctx = {hw, 2, &ex};
  t_example_states("examples/mlp.mlir", "batch=2,model=2", "examples/schedules/mlp_bp_mp_z3.json", 0, 1, 3,
                   check_example_state, &ctx);
  t_example_states("examples/transformer.mlir", "batch=2,model=4", "examples/schedules/bp_mp_z3.json", 0, 2, 4,
                   check_example_state, &ctx);
  t_example_states("examples/unet.mlir", "batch=2,model=2", "examples/schedules/unet_bp_mp_z3.json", 0, 3, 2,
                   check_example_state, &ctx);
  t_example_states("examples/gns.mlir", "batch=2,model=2", "examples/schedules/gns_bp_mp_z3.json", 0, 4, 2,
                   check_example_state, &ctx);
  t_example_states("examples/transformer.mlir", "batch=2,model=2,seq=2", NULL, 4, 10, 3, check_example_state, &ctx);
  t_example_states("examples/transformer_scan.mlir", "batch=2,model=2", NULL, 3, 11, 3, check_example_state, &ctx);
  t_example_states("examples/llama.mlir", "batch=2,model=2", NULL, 3, 20, 3, check_example_state, &ctx);
  t_example_states("examples/transformer_bf16.mlir", "batch=2,model=2", "examples/schedules/bp_mp_z3.json", 0, 21, 3,
                   check_example_state, &ctx);
  printf("examples: %llu programs, %llu fusions equal to the plain search's, %llu differ; %llu searches answered "
         "by the shortcut\n",
         (unsigned long long)ex.programs, (unsigned long long)ex.fusions, (unsigned long long)ex.differ,
         (unsigned long long)ex.shortcuts);
  CHECK(ex.programs >= 20 && ex.differ == 0);
  /* The shortcut ran, often: the comparison is not between two plain searches. */
  CHECK(ex.shortcuts > 1000);
  state_ctx rctx = {hw, 1, &rnd};
  for (uint64_t seed = 1; seed <= 600; seed++) t_random_state(seed, check_random_state, &rctx);
  printf("random programs: %llu programs, %llu fusions equal to the plain search's, %llu differ; %llu searches "
         "answered by the shortcut\n",
         (unsigned long long)rnd.programs, (unsigned long long)rnd.fusions, (unsigned long long)rnd.differ,
         (unsigned long long)rnd.shortcuts);
  CHECK(rnd.programs >= 500 && rnd.differ == 0 && rnd.shortcuts > 0);
  figures_equal(&hw[0]);
  pt_sim_ws_free(ws);
  return t_finish("test_sim_fuse_shortcut");
}
