/* test_lower_cache.c - incremental evaluation of candidates: lowering
 * with per-op plans kept across lowerings (pt_spmd_cache, lower_cache.c)
 * gives exactly the program of a lowering from scratch.
 *
 *   - property: on the examples, over parents made by a schedule or by
 *     random tactics, random tile actions are evaluated as a search does
 *     (a workspace propagating from the action, then lowering with one
 *     cache kept for every candidate) and from scratch (pt_action_tile +
 *     pt_propagate on a copy of the parent, lowered without a cache). The
 *     emitted SPMD modules are equal byte for byte, the collectives (kind,
 *     axes, bytes) too, the simulated step time (overlapped and not),
 *     collective bytes by kind, peak memory, the input's FLOPs and the
 *     MFU on two fusing profiles are equal (the input's FLOPs are kept in
 *     the cache, pt_spmd_cache_input_figure), and so are the states'
 *     hashes. Every few candidates the
 *     parent itself is lowered again with the cache (the diff back to it);
 *   - the same with the cache pinned to each parent (pt_spmd_cache_pin:
 *     candidates re-plan only what differs from it);
 *   - the same with a cache so small that it empties itself all the time,
 *     and with one cache moved between two meshes and two modules (it
 *     forgets and re-learns); the statistics show which path ran (plans
 *     kept because nothing changed, found by signature, made);
 *   - random programs (random_program.h, a quarter with a while loop) on
 *     random meshes, parents of 1-3 random tactics, random candidates:
 *     the same comparison, with one cache for all programs (pinned to
 *     every other parent);
 *   - replay (lower.c: a pinned parent's unchanged fragments copied, not
 *     lowered again): many children of one pinned parent, then a child
 *     made the new parent (unpinned, lowered, pinned again) and its own
 *     children, on caches of several sizes (some empty themselves, and so
 *     lose the pin, in the middle of a replaying lowering), and with a
 *     lowering refused for want of memory at sampled points in the
 *     middle of a child's replay (the test's malloc refuses the k-th
 *     allocation, fault_inject.h) before the next children: every child
 *     equal to its lowering from scratch, and fragments were replayed;
 *     and a case made for the CSE-chain condition (an earlier user, now
 *     changed, converts an operand to the layout a later, unchanged user
 *     converted it to in the parent). */
#include "../../src/sim/sim.h"
#include "fault_inject.h"
#include "random_program.h"
#include "test_candidate_util.h"

/* What a search compares of one evaluation. */
typedef struct {
  pt_buf text;
  uint32_t n_coll;
  uint64_t coll_wire;
  double step[2], overlap[2];
  uint64_t coll_bytes[2][PT_COLL_KIND_COUNT];
  uint64_t peak[2];
  double model_flops[2], mfu[2]; /* the input's FLOPs: kept in the cache across candidates */
} outcome;

static void outcome_free(outcome *o) { pt_buf_free(&o->text); }

static void evaluate(const pt_partition *p, pt_spmd_cache *cache, const pt_hw *hw, outcome *o) {
  memset(o, 0, sizeof *o);
  pt_spmd_options opts = {.cse = true, .cache = cache};
  pt_spmd_program prog;
  pt_status *s = pt_spmd_lower(p, "__candidate", &opts, &prog);
  t_ok(s, "lower");
  if (s) return;
  pt_spmd_print_module(prog.m, &p->mesh, &prog, "main", &o->text);
  o->n_coll = prog.collectives.len;
  for (uint32_t i = 0; i < prog.collectives.len; i++)
    o->coll_wire = o->coll_wire * 31 + prog.collectives.data[i].wire_bytes + prog.collectives.data[i].kind;
  for (int h = 0; h < 2; h++) {
    pt_sim_time t;
    pt_sim_memory mem;
    t_ok(pt_sim_time_program(p, &prog, &hw[h], &t), "time");
    t_ok(pt_sim_memory_fused(prog.m, prog.func, &t.fusions, &mem), "memory");
    o->step[h] = t.step_seconds;
    o->overlap[h] = t.step_seconds_overlap;
    memcpy(o->coll_bytes[h], t.coll_bytes, sizeof t.coll_bytes);
    o->peak[h] = mem.peak_bytes;
    o->model_flops[h] = t.model_flops;
    o->mfu[h] = t.mfu;
    pt_sim_time_free(&t);
  }
  pt_spmd_program_free(&prog);
}

static bool same_outcome(const outcome *a, const outcome *b, const char *what) {
  bool same = a->text.len == b->text.len && memcmp(a->text.data, b->text.data, a->text.len) == 0 &&
              a->n_coll == b->n_coll && a->coll_wire == b->coll_wire &&
              memcmp(a->step, b->step, sizeof a->step) == 0 && memcmp(a->overlap, b->overlap, sizeof a->overlap) == 0 &&
              memcmp(a->coll_bytes, b->coll_bytes, sizeof a->coll_bytes) == 0 &&
              memcmp(a->peak, b->peak, sizeof a->peak) == 0 &&
              memcmp(a->model_flops, b->model_flops, sizeof a->model_flops) == 0 &&
              memcmp(a->mfu, b->mfu, sizeof a->mfu) == 0;
  if (!same) fprintf(stderr, "%s: the incremental evaluation differs from the one from scratch\n", what);
  return same;
}


typedef struct {
  uint64_t evaluated, differ;
  pt_spmd_cache_stats cache;
} totals;

/* n_actions random candidates of one parent, each evaluated both ways. */
/* The candidate now in `ws` (the parent plus tile v, dim, axis as tactic
 * `tactic`) lowered and simulated with `cache`, against the same state
 * made from scratch and lowered without one; counts the comparison. */
static void compare_with_scratch(pt_cand_ws *ws, const pt_partition *parent, uint32_t v, uint32_t dim, uint32_t axis,
                                 uint32_t tactic, pt_spmd_cache *cache, const pt_hw *hw, const char *what,
                                 uint64_t *hash, uint64_t *evaluated, uint64_t *differ) {
  pt_partition scratch;
  t_ok(pt_partition_copy(parent, &scratch), "copy");
  t_ok(pt_action_tile(&scratch, v, dim, axis, tactic), "tile");
  t_ok(pt_propagate(&scratch, axis, tactic, 0), "propagate");
  *hash = pt_partition_hash(&scratch);
  outcome inc, scr;
  evaluate(pt_cand_ws_state(ws), cache, hw, &inc);
  evaluate(&scratch, NULL, hw, &scr);
  bool same = same_outcome(&inc, &scr, what);
  CHECK(same);
  *differ += !same;
  (*evaluated)++;
  outcome_free(&inc);
  outcome_free(&scr);
  pt_partition_free(&scratch);
}

static void check_candidates(const char *path, const char *mesh, const char *schedule, uint32_t n_random,
                             uint64_t seed, uint32_t n_actions, pt_spmd_cache *cache, bool pin, const pt_hw *hw,
                             totals *tot) {
  pt_module *m = t_load_file(path);
  if (!m) return;
  uint64_t rng = seed;
  pt_partition parent;
  uint32_t n_tactics;
  if (!t_parent_state(&parent, m, mesh, schedule, n_random, &rng, t_random_legal_tile, &n_tactics)) {
    pt_partition_free(&parent);
    pt_module_free(m);
    return;
  }
  pt_cand_base *base = NULL;
  t_ok(pt_cand_base_new(&parent, n_tactics, &base), "base");
  pt_cand_ws *ws = base ? pt_cand_ws_new(base) : NULL;
  outcome parent_scratch;
  evaluate(&parent, NULL, hw, &parent_scratch);
  if (pin) {
    /* The parent as the reference: candidates re-plan only their own changes. */
    outcome first;
    evaluate(&parent, cache, hw, &first);
    CHECK(same_outcome(&first, &parent_scratch, "the parent, lowered with the cache"));
    outcome_free(&first);
    pt_spmd_cache_pin(cache, true);
  }
  char what[256];
  uint64_t evaluated = 0, differ = 0;
  for (uint32_t i = 0; ws && i < n_actions; i++) {
    snprintf(what, sizeof what, "%s [%s] %s seed %llu, candidate %u", path, mesh, schedule ? schedule : "random",
             (unsigned long long)seed, i);
    if (i % 5 == 4) {
      /* Back to the parent: its values changed back since the last lowering. */
      outcome again;
      evaluate(pt_cand_ws_state(ws), cache, hw, &again);
      bool same = same_outcome(&again, &parent_scratch, what);
      CHECK(same);
      differ += !same;
      outcome_free(&again);
      continue;
    }
    uint32_t v, dim, axis;
    if (!t_random_legal_tile(&parent, &rng, &v, &dim, &axis)) break;
    pt_candidate cand;
    CHECK(pt_cand_ws_tile(ws, v, dim, axis, &cand) == PT_TILE_OK);
    uint64_t scratch_hash;
    compare_with_scratch(ws, &parent, v, dim, axis, n_tactics, cache, hw, what, &scratch_hash, &evaluated, &differ);
    CHECK(cand.hash == scratch_hash);
    pt_candidate_free(&cand);
    pt_cand_ws_reset(ws);
  }
  CHECK(evaluated > 0);
  if (pin) pt_spmd_cache_pin(cache, false);
  tot->evaluated += evaluated;
  tot->differ += differ;
  outcome_free(&parent_scratch);
  pt_cand_ws_free(ws);
  pt_cand_base_free(base);
  pt_partition_free(&parent);
  pt_module_free(m);
}

static void run_examples(pt_spmd_cache *cache, bool pin, const pt_hw *hw, const char *label, uint32_t scale,
                         bool small) {
  totals tot = {0};
  check_candidates("examples/mlp.mlir", "batch=2,model=2", "examples/schedules/mlp_bp_mp_z3.json", 0, 1, 12 * scale,
                   cache, pin, hw, &tot);
  check_candidates("examples/transformer.mlir", "batch=2,model=4", "examples/schedules/bp_mp_z3.json", 0, 2,
                   12 * scale, cache, pin, hw, &tot);
  check_candidates("examples/unet.mlir", "batch=2,model=2", "examples/schedules/unet_bp_mp_z3.json", 0, 3, 6 * scale,
                   cache, pin, hw, &tot);
  check_candidates("examples/gns.mlir", "batch=2,model=2", "examples/schedules/gns_bp_mp_z3.json", 0, 4, 6 * scale,
                   cache, pin, hw, &tot);
  for (uint64_t seed = 10; seed < 12; seed++) {
    check_candidates("examples/transformer.mlir", "batch=2,model=2,seq=2", NULL, 4, seed, 8 * scale, cache, pin, hw,
                     &tot);
    check_candidates("examples/transformer_scan.mlir", "batch=2,model=2", NULL, 3, seed, 6 * scale, cache, pin, hw,
                     &tot);
  }
  check_candidates("examples/llama.mlir", "batch=2,model=2", NULL, 3, 20, 6 * scale, cache, pin, hw, &tot);
  pt_spmd_cache_stats st;
  pt_spmd_cache_stats_get(cache, &st);
  printf("%s: %llu candidates equal to lowering and simulation from scratch, %llu differ; plans kept %llu (fragments "
         "replayed %llu), found %llu, made %llu, cache resets %llu\n",
         label, (unsigned long long)tot.evaluated, (unsigned long long)tot.differ, (unsigned long long)st.kept,
         (unsigned long long)st.replayed,
         (unsigned long long)st.hits, (unsigned long long)st.misses, (unsigned long long)st.resets);
  CHECK(tot.evaluated > 0 && tot.differ == 0);
  /* Each path ran: unchanged ops kept their plans, changed ones were
   * looked up, and new signatures were planned. */
  CHECK(st.misses > 0);
  CHECK(small || (st.kept > 0 && st.hits > 0));
  /* One cache went through several modules and meshes: it rebound. */
  CHECK(st.resets >= 8);
}

/* Random programs: many small, varied cases (reshapes, reductions, dot
 * dims anywhere, while loops, conflicts) against one cache. */
static void random_programs(const pt_hw *hw, uint32_t n_cases) {
  static const char *const meshes[] = {"a=2", "a=2,b=2", "a=2,b=4", "a=4,b=2,c=2"};
  pt_spmd_cache *cache = pt_spmd_cache_new(0);
  uint64_t evaluated = 0, differ = 0, programs = 0;
  for (uint64_t seed = 1; seed <= n_cases; seed++) {
    uint64_t rng;
    pt_partition parent;
    uint32_t n_tactics;
    pt_module *m = t_random_parent(seed, meshes, &parent, &rng, t_random_legal_tile, &n_tactics);
    if (!m) continue;
    pt_cand_base *base = NULL;
    t_ok(pt_cand_base_new(&parent, n_tactics, &base), "base");
    pt_cand_ws *ws = base ? pt_cand_ws_new(base) : NULL;
    bool pin = seed % 2 == 0;
    if (pin) {
      outcome first;
      evaluate(&parent, cache, hw, &first);
      outcome_free(&first);
      pt_spmd_cache_pin(cache, true);
    }
    programs++;
    for (uint32_t i = 0; ws && i < 6; i++) {
      uint32_t v, dim, axis;
      if (!t_random_legal_tile(&parent, &rng, &v, &dim, &axis)) break;
      if (pt_cand_ws_tile(ws, v, dim, axis, NULL) != PT_TILE_OK) {
        CHECK(false);
        break;
      }
      char what[128];
      snprintf(what, sizeof what, "random program seed %llu [%s], candidate %u", (unsigned long long)seed,
               meshes[seed % 4], i);
      uint64_t scratch_hash;
      compare_with_scratch(ws, &parent, v, dim, axis, n_tactics, cache, hw, what, &scratch_hash, &evaluated, &differ);
      pt_cand_ws_reset(ws);
    }
    if (pin) pt_spmd_cache_pin(cache, false);
    pt_cand_ws_free(ws);
    pt_cand_base_free(base);
    pt_partition_free(&parent);
    pt_module_free(m);
  }
  pt_spmd_cache_stats st;
  pt_spmd_cache_stats_get(cache, &st);
  printf("random programs: %llu programs, %llu candidates equal to lowering and simulation from scratch, %llu "
         "differ; plans kept %llu (fragments replayed %llu), found %llu, made %llu\n",
         (unsigned long long)programs, (unsigned long long)evaluated, (unsigned long long)differ,
         (unsigned long long)st.kept, (unsigned long long)st.replayed, (unsigned long long)st.hits, (unsigned long long)st.misses);
  CHECK(evaluated > n_cases);
  CHECK(differ == 0);
  CHECK(st.kept > 0 && st.hits > 0);
  pt_spmd_cache_free(cache);
}

/* n random children of `parent` (tile tactic `tactic`), each against
 * scratch; with `oom_every` > 0, every oom_every-th child is first lowered
 * with the k-th allocation refused (k from the rng among the lowering's
 * allocations), which must fail cleanly or succeed, and leave the cache
 * fit for the next ones. Counts into *evaluated, *differ, *refused. */
static void children(const pt_partition *parent, uint32_t tactic, pt_spmd_cache *cache, const pt_hw *hw,
                     uint64_t *rng, uint32_t n, uint32_t oom_every, const char *label, uint64_t *evaluated,
                     uint64_t *differ, uint64_t *refused) {
  pt_cand_base *base = NULL;
  t_ok(pt_cand_base_new(parent, tactic, &base), "base");
  pt_cand_ws *ws = base ? pt_cand_ws_new(base) : NULL;
  for (uint32_t i = 0; ws && i < n; i++) {
    uint32_t v, dim, axis;
    if (!t_random_legal_tile(parent, rng, &v, &dim, &axis)) break;
    pt_candidate cand;
    if (pt_cand_ws_tile(ws, v, dim, axis, &cand) != PT_TILE_OK) {
      CHECK(false);
      break;
    }
    if (oom_every && i % oom_every == oom_every - 1) {
      /* How many allocations a lowering makes, then one of them refused. */
      pt_spmd_options opts = {.cse = true, .cache = cache};
      pt_spmd_program prog;
      atomic_store(&n_allocs, 0);
      pt_status *s = pt_spmd_lower(pt_cand_ws_state(ws), "__candidate", &opts, &prog);
      unsigned long total = atomic_load(&n_allocs);
      t_ok(s, "lower");
      if (!s) pt_spmd_program_free(&prog);
      atomic_store(&n_allocs, 0);
      atomic_store(&fail_at, 1 + t_rng_next(rng) % (total ? total : 1));
      s = pt_spmd_lower(pt_cand_ws_state(ws), "__candidate", &opts, &prog);
      atomic_store(&fail_at, 0);
      if (s) {
        CHECK(pt_status_code(s) == PT_ERR_NOMEM);
        pt_status_free(s);
        (*refused)++;
      } else {
        pt_spmd_program_free(&prog);
      }
    }
    char what[160];
    snprintf(what, sizeof what, "%s, child %u", label, i);
    uint64_t hash;
    compare_with_scratch(ws, parent, v, dim, axis, tactic, cache, hw, what, &hash, evaluated, differ);
    CHECK(cand.hash == hash);
    pt_candidate_free(&cand);
    pt_cand_ws_reset(ws);
  }
  pt_cand_ws_free(ws);
  pt_cand_base_free(base);
}

/* Replay from a pinned parent, then from one of its children pinned in
 * turn, with a cache of max_bytes (0: the default). */
static void replay_lineage(const char *path, const char *mesh, const char *schedule, uint32_t n_random, uint64_t seed,
                           size_t max_bytes, uint32_t oom_every, const pt_hw *hw, uint64_t *evaluated,
                           uint64_t *differ, uint64_t *replayed, uint64_t *refused, uint64_t *resets) {
  pt_module *m = t_load_file(path);
  if (!m) return;
  uint64_t rng = seed;
  pt_partition parent, child;
  uint32_t n_tactics;
  pt_spmd_cache *cache = pt_spmd_cache_new(max_bytes);
  CHECK(cache != NULL);
  bool have_child = false;
  if (cache && t_parent_state(&parent, m, mesh, schedule, n_random, &rng, t_random_legal_tile, &n_tactics)) {
    char label[256];
    snprintf(label, sizeof label, "replay: %s [%s] seed %llu, %zu-byte cache", path, mesh, (unsigned long long)seed,
             max_bytes);
    outcome first;
    evaluate(&parent, cache, hw, &first);
    outcome_free(&first);
    pt_spmd_cache_pin(cache, true);
    children(&parent, n_tactics, cache, hw, &rng, 12, oom_every, label, evaluated, differ, refused);
    /* A child becomes the parent: lowered unpinned (its fragments kept),
     * pinned, and its own children replayed from it. */
    uint32_t v, dim, axis;
    if (t_random_legal_tile(&parent, &rng, &v, &dim, &axis)) {
      t_ok(pt_partition_copy(&parent, &child), "copy");
      have_child = true;
      t_ok(pt_action_tile(&child, v, dim, axis, n_tactics), "tile");
      t_ok(pt_propagate(&child, axis, n_tactics, 0), "propagate");
      pt_spmd_cache_pin(cache, false);
      outcome again, scratch;
      evaluate(&child, cache, hw, &again);
      evaluate(&child, NULL, hw, &scratch);
      bool same = same_outcome(&again, &scratch, label);
      CHECK(same);
      *differ += !same;
      (*evaluated)++;
      outcome_free(&again);
      outcome_free(&scratch);
      pt_spmd_cache_pin(cache, true);
      strncat(label, ", grandchildren", sizeof label - strlen(label) - 1);
      children(&child, n_tactics, cache, hw, &rng, 12, oom_every, label, evaluated, differ, refused);
    }
    pt_spmd_cache_stats st;
    pt_spmd_cache_stats_get(cache, &st);
    *replayed += st.replayed;
    *resets += st.resets;
  }
  if (have_child) pt_partition_free(&child);
  pt_partition_free(&parent);
  pt_spmd_cache_free(cache);
  pt_module_free(m);
}

/* The CSE-chain condition of replay, on a case made for it (tiles without
 * propagation): x is used by u, then by o. The parent tiles o's result
 * alone, so o converts x itself (a dynamic_slice); the child also tiles
 * u's result alike, so u now converts x first, and o, whose plan is the
 * parent's, must reuse u's conversion, not copy its own from the parent. */
static void replay_chain_case(const pt_hw *hw) {
  static const char text[] =
      "func.func @main(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {\n"
      "  %u = stablehlo.negate %x : tensor<8x8xf32>\n"
      "  %o = stablehlo.abs %x : tensor<8x8xf32>\n"
      "  return %u, %o : tensor<8x8xf32>, tensor<8x8xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition parent, child;
  t_partition(&parent, m, "a=2");
  t_ok(pt_action_tile(&parent, t_val(m, text, "%o"), 0, 0, 0), "tile o");
  t_ok(pt_partition_copy(&parent, &child), "copy");
  t_ok(pt_action_tile(&child, t_val(m, text, "%u"), 0, 0, 0), "tile u");
  pt_spmd_cache *cache = pt_spmd_cache_new(0);
  CHECK(cache != NULL);
  if (cache) {
    outcome first, inc, scr;
    evaluate(&parent, cache, hw, &first);
    pt_spmd_cache_pin(cache, true);
    evaluate(&child, cache, hw, &inc);
    evaluate(&child, NULL, hw, &scr);
    CHECK(same_outcome(&inc, &scr, "replay: a changed earlier user converts an operand first"));
    /* The scratch program slices x once, for u, and o reuses it. */
    const char *slice = scr.text.data ? strstr(scr.text.data, "stablehlo.dynamic_slice") : NULL;
    CHECK(slice != NULL && strstr(slice + 1, "stablehlo.dynamic_slice") == NULL);
    outcome_free(&first);
    outcome_free(&inc);
    outcome_free(&scr);
    pt_spmd_cache_free(cache);
  }
  pt_partition_free(&child);
  pt_partition_free(&parent);
  pt_module_free(m);
}

static void replay_checks(const pt_hw *hw) {
  replay_chain_case(hw);
  static const size_t sizes[] = {0, 16384, 65536, 262144};
  uint64_t evaluated = 0, differ = 0, replayed = 0, refused = 0, resets = 0;
  for (uint32_t k = 0; k < 4; k++) {
    size_t mb = sizes[k];
    uint32_t oom = k == 0 ? 3 : 0;
    replay_lineage("examples/transformer.mlir", "batch=2,model=4", "examples/schedules/bp_mp_z3.json", 0, 31 + k, mb,
                   oom, hw, &evaluated, &differ, &replayed, &refused, &resets);
    replay_lineage("examples/mlp.mlir", "batch=2,model=2", "examples/schedules/mlp_bp_mp_z3.json", 0, 41 + k, mb, oom,
                   hw, &evaluated, &differ, &replayed, &refused, &resets);
    replay_lineage("examples/unet.mlir", "batch=2,model=2", "examples/schedules/unet_bp_mp_z3.json", 0, 51 + k, mb,
                   oom, hw, &evaluated, &differ, &replayed, &refused, &resets);
    replay_lineage("examples/transformer_scan.mlir", "batch=2,model=2", NULL, 3, 61 + k, mb, oom, hw, &evaluated,
                   &differ, &replayed, &refused, &resets);
    replay_lineage("examples/llama.mlir", "batch=2,model=2", NULL, 3, 71 + k, mb, oom, hw, &evaluated, &differ,
                   &replayed, &refused, &resets);
  }
  printf("replay: %llu candidates equal to lowering and simulation from scratch, %llu differ; fragments replayed "
         "%llu, lowerings refused for want of memory %llu, cache resets %llu\n",
         (unsigned long long)evaluated, (unsigned long long)differ, (unsigned long long)replayed,
         (unsigned long long)refused, (unsigned long long)resets);
  CHECK(evaluated > 100 && differ == 0);
  CHECK(replayed > 0 && refused > 0 && resets > 0);
}

int main(void) {
  /* fault_inject.h's helpers for the other out-of-memory tests. */
  (void)read_all, (void)fault_step, (void)fault_runs_from_env;
  pt_hw hw[2];
  t_ok(pt_hw_load("a100-80gb", &hw[0]), "a100");
  t_ok(pt_hw_load("tpu-v4", &hw[1]), "tpu");
  pt_spmd_cache *cache = pt_spmd_cache_new(0);
  CHECK(cache != NULL);
  run_examples(cache, false, hw, "one cache", 2, false);
  run_examples(cache, true, hw, "one cache, pinned to each parent", 2, false);
  pt_spmd_cache_free(cache);
  pt_spmd_cache_stats st;
  /* A cache of a few KB empties itself over and over: same programs. */
  pt_spmd_cache *tiny = pt_spmd_cache_new(4096);
  run_examples(tiny, false, hw, "a 4 KB cache", 1, true);
  run_examples(tiny, true, hw, "a 4 KB cache, pinned", 1, true);
  pt_spmd_cache_stats_get(tiny, &st);
  CHECK(st.resets > 50);
  pt_spmd_cache_free(tiny);
  random_programs(hw, 300);
  replay_checks(hw);
  return t_finish("test_lower_cache");
}
