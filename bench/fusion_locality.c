/* fusion_locality.c - how much of a candidate's fusion an incremental
 * fusion could take from its pinned parent's, exactly (a study: the
 * figures behind docs/architecture.md, "Why fusion is not made
 * incremental"). Built from copies of src/sim/fusion.c and
 * src/spmd/lower.c with bench/fusion_locality.patch's hooks (the Makefile
 * applies it), so it reads what the library's passes decide and walk.
 *
 * bench_candidates' setup (GPT step, 8x8, BP+MP+Z3, its 64 actions, the
 * cache pinned to the parent): the parent is lowered and fused once, then
 * each candidate is lowered under the pin (the hooks record which of the
 * parent's ops each replayed run copied: the op map) and fused whole. Both
 * fusions run `reference` (the plain depth-first search: every walk is
 * the full one, no answer taken from an earlier search). Per candidate:
 *
 *   replayed        the candidate's ops copied from the parent (the rest
 *                   were lowered anew: what changed)
 *   pass1_changed   replayed ops whose producer-consumer decision (their
 *                   kernel, named by the op that made it; duplicated;
 *                   prologue only) differs from their parent op's
 *   dirty           the parent's producer-consumer kernels holding an op
 *                   with no counterpart or a changed decision
 *   readers_dirty   those, and kernels whose results some dirty or
 *                   unreplayed op reads (through free and duplicated ops,
 *                   as build_successors' readers do; the return apart): a
 *                   kernel outside this set has the parent's successor list
 *   searches        the parent's dependence searches (sibling and
 *                   consumer fusion), and those whose answer the parent's
 *                   walk certifies for the candidate, taint by merges
 *                   ignored (so an upper bound): "no" and "found the
 *                   target" when every class the walk popped and the
 *                   target's class are outside readers_dirty; "out of
 *                   budget" when the classes popped before the first one
 *                   inside it hold more than the budget of entries
 *   entries         successor entries those searches walked
 *   same_kernels    the candidate's kernel member ops whose kernel is the
 *                   parent's (the same members through the op map) with
 *                   every figure equal: what a perfect reuse could keep
 *
 * usage: fusion_locality GPT.mlir [every]   (every k-th action; 1: all) */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/sim/sim.h"
#include "../src/spmd/spmd.h"
#include "../src/stablehlo/stablehlo.h"
#include "../src/tactics/tactics.h"
#include "../tests/support/abort_alloc.h"
#include "bench_util.h"
#include "fusion_locality.h"

static const char *const SCHEDULE =
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}, "
    "{\"builtin\": \"Z3\", \"axis\": \"batch\"}]";
enum { EXTRA_TACTIC = 3, N_ACTIONS = 64 };

typedef struct {
  uint32_t value, dim, axis;
} action;

typedef struct {
  uint32_t at, n_to, len, visited, budget;
  bool found;
  int ctx;
} search;

/* What one fusion's hooks saw. */
typedef struct {
  PT_VEC(uint32_t) maker; /* producer-consumer kernel -> the op that made it */
  uint32_t *pass1;        /* op -> its kernel after the body's producer-consumer pass */
  uint8_t *dup, *only_prologue;
  PT_VEC(uint32_t) items; /* searches' target members, then (kernel, entries) pairs popped */
  PT_VEC(search) searches;
  int ctx;
} fusion_log;

/* The hooks' state: a tool's, one thread. */
static fusion_log *g_log;
static PT_VEC(uint32_t) g_runs; /* (parent_a, parent_b, child_a) triples */

void fl_run(uint32_t parent_a, uint32_t parent_b, uint32_t child_a) {
  pt_vec_push(&g_runs, parent_a);
  pt_vec_push(&g_runs, parent_b);
  pt_vec_push(&g_runs, child_a);
}

void fl_kernel(uint32_t kernel, uint32_t op) {
  if (!g_log) return;
  if (kernel != g_log->maker.len) { /* kernels are numbered as they are made */
    fprintf(stderr, "kernel %u made out of order\n", kernel);
    exit(1);
  }
  pt_vec_push(&g_log->maker, op);
}

void fl_pass1(const uint32_t *of_op, const uint8_t *dup, const uint8_t *only_prologue, uint32_t n_ops) {
  if (!g_log || g_log->pass1) return; /* nested regions after the body: not compared */
  g_log->pass1 = pt_xmalloc(n_ops * sizeof *of_op);
  g_log->dup = pt_xmalloc(n_ops);
  g_log->only_prologue = pt_xmalloc(n_ops);
  memcpy(g_log->pass1, of_op, n_ops * sizeof *of_op);
  memcpy(g_log->dup, dup, n_ops);
  memcpy(g_log->only_prologue, only_prologue, n_ops);
}

void fl_context(int ctx) {
  if (g_log) g_log->ctx = ctx;
}

void fl_search_begin(uint32_t budget) {
  if (!g_log) return;
  search s = {g_log->items.len, 0, 0, 0, budget, false, g_log->ctx};
  pt_vec_push(&g_log->searches, s);
}

void fl_search_to(uint32_t k) {
  if (!g_log) return;
  pt_vec_push(&g_log->items, k);
  g_log->searches.data[g_log->searches.len - 1].n_to++;
}

void fl_search_pop(uint32_t k, uint32_t entries) {
  if (!g_log) return;
  pt_vec_push(&g_log->items, k);
  pt_vec_push(&g_log->items, entries);
}

void fl_search_end(bool found, uint32_t visited) {
  if (!g_log) return;
  search *s = &g_log->searches.data[g_log->searches.len - 1];
  s->len = g_log->items.len - s->at;
  s->found = found;
  s->visited = visited;
}

static void log_free(fusion_log *l) {
  pt_vec_free(&l->maker);
  pt_vec_free(&l->items);
  pt_vec_free(&l->searches);
  free(l->pass1);
  free(l->dup);
  free(l->only_prologue);
  memset(l, 0, sizeof *l);
}

static void check(pt_status *s) {
  if (!s) return;
  fprintf(stderr, "%s\n", pt_status_message(s));
  exit(1);
}

static pt_status *fuse_logged(const pt_spmd_program *prog, const pt_hw *hw, fusion_log *log, pt_sim_fusions *out) {
  pt_sim_fuse_opts fo = {0, true, 0, NULL};
  g_log = log;
  pt_status *s = pt_sim_fuse_with(prog->m, prog->func, hw, &fo, out);
  g_log = NULL;
  return s;
}

static uint32_t first_op(const pt_module *m, uint32_t func) {
  const pt_region *r = &m->regions.data[m->funcs.data[func].body];
  uint32_t least = m->ops.len;
  for (uint32_t i = 0; i < r->n_ops; i++)
    if (pt_region_op(m, r, i) < least) least = pt_region_op(m, r, i);
  return least;
}

/* The parent's users of each value (ops of the function's body). */
typedef struct {
  uint32_t *at, *list;
} users;

static users users_of(const pt_module *m, uint32_t func) {
  const pt_region *r = &m->regions.data[m->funcs.data[func].body];
  users u = {pt_xcalloc(m->values.len + 1, sizeof *u.at), NULL};
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    for (uint32_t j = 0; j < op->n_operands; j++) u.at[pt_op_operand(m, op, j) + 1]++;
  }
  for (uint32_t v = 0; v < m->values.len; v++) u.at[v + 1] += u.at[v];
  u.list = pt_xmalloc(((size_t)u.at[m->values.len] + 1) * sizeof *u.list);
  uint32_t *fill = pt_xcalloc(m->values.len, sizeof *fill);
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    const pt_op *op = pt_op_get(m, o);
    for (uint32_t j = 0; j < op->n_operands; j++) {
      uint32_t v = pt_op_operand(m, op, j);
      u.list[u.at[v] + fill[v]++] = o;
    }
  }
  free(fill);
  return u;
}

/* Whether every op reading parent op p's results (through ops in no
 * kernel: free, duplicated, prologue-only, as readers_from follows them,
 * 16 deep) has a counterpart with an unchanged decision. The return is
 * in no kernel and gives no successor entry. */
static bool readers_clean(const pt_module *m, const users *u, const fusion_log *lp, uint32_t p, const uint32_t *to_child,
                          const uint8_t *same1, uint32_t depth) {
  const pt_op *op = pt_op_get(m, p);
  for (uint32_t r = 0; r < op->n_results; r++)
    for (uint32_t i = u->at[op->results + r]; i < u->at[op->results + r + 1]; i++) {
      uint32_t user = u->list[i];
      if (pt_op_has_flag((pt_opcode)pt_op_get(m, user)->code, PT_OPF_TERMINATOR)) continue;
      if (to_child[user] == PT_NONE || !same1[to_child[user]]) return false;
      if (lp->pass1[user] == PT_NONE && depth < 16 && !readers_clean(m, u, lp, user, to_child, same1, depth + 1))
        return false;
    }
  return true;
}

typedef struct {
  double candidates, ops, replayed, pass1_changed, dirty, readers_dirty, kernels;
  double searches, certified, entries, certified_entries, budget_searches, budget_entries, budget_certified;
  double member_ops, same_kernel_ops;
} totals;

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: fusion_locality GPT.mlir [every]\n");
    return 2;
  }
  uint32_t every = argc > 2 ? (uint32_t)strtoul(argv[2], NULL, 10) : 1;
  if (!every) every = 1;
  size_t len;
  char *text = bench_slurp(argv[1], &len);
  if (!text) return fprintf(stderr, "cannot read %s\n", argv[1]), 1;
  pt_module *m = NULL;
  check(pt_parse_module(argv[1], text, len, &m));
  free(text);
  check(pt_module_inline_calls(m));
  check(pt_verify_module(m));
  pt_mesh mesh;
  pt_hw hw;
  pt_partition parent;
  check(pt_mesh_parse("batch=8,model=8", &mesh));
  check(pt_hw_load("a100-80gb", &hw));
  check(pt_partition_init(&parent, m, pt_module_find_func(m, "main"), &mesh));
  parent.threads = 1;
  check(pt_schedule_apply(&parent, SCHEDULE, strlen(SCHEDULE), "bp_mp_z3", 0, NULL));
  /* bench_candidates' actions: the legal tiles, 64 spread evenly. */
  PT_VEC(action) legal = {0};
  for (uint32_t v = 0; v < m->values.len; v++) {
    const pt_type *t = pt_value_type(m, v);
    uint32_t rank = t->kind == PT_TYPE_TENSOR ? t->rank : 1;
    for (uint32_t a = 0; a < mesh.n_axes; a++)
      for (uint32_t d = 0; d < rank; d++)
        if (pt_action_tile_check(&parent, v, d, a) == PT_TILE_OK) pt_vec_push(&legal, ((action){v, d, a}));
  }
  if (!legal.len) return fprintf(stderr, "no legal action\n"), 1;
  pt_cand_base *base;
  check(pt_cand_base_new(&parent, EXTRA_TACTIC, &base));
  pt_cand_ws *ws = pt_cand_ws_new(base);
  pt_spmd_cache *cache = pt_spmd_cache_new(0);
  pt_spmd_options opts = {.cse = true, .cache = cache};
  pt_spmd_program pp;
  memset(&pp, 0, sizeof pp);
  check(pt_spmd_lower(&parent, "__bench_candidate", &opts, &pp));
  fusion_log lp = {0};
  pt_sim_fusions fp;
  check(fuse_logged(&pp, &hw, &lp, &fp));
  pt_spmd_cache_pin(cache, true);
  const pt_module *pm = pp.m;
  uint32_t pmin = first_op(pm, pp.func), n_k1 = lp.maker.len;
  users pu = users_of(pm, pp.func);
  printf("parent: %u ops, %u producer-consumer kernels, %u kernels, %u dependence searches (reference)\n",
         pm->ops.len - pmin, n_k1, fp.kernels.len, lp.searches.len);
  totals t = {0};
  for (uint32_t ai = 0; ai < N_ACTIONS; ai += every) {
    const action *a = &legal.data[(uint64_t)ai * legal.len / N_ACTIONS];
    pt_candidate c;
    if (pt_cand_ws_tile(ws, a->value, a->dim, a->axis, &c) != PT_TILE_OK) return fprintf(stderr, "refused\n"), 1;
    pt_candidate_free(&c);
    g_runs.len = 0;
    pt_spmd_program cp;
    memset(&cp, 0, sizeof cp);
    check(pt_spmd_lower(pt_cand_ws_state(ws), "__bench_candidate", &opts, &cp));
    const pt_module *cm = cp.m;
    uint32_t *to_parent = pt_xmalloc(cm->ops.len * sizeof *to_parent), *to_child = pt_xmalloc(pm->ops.len * sizeof *to_child);
    memset(to_parent, 0xff, cm->ops.len * sizeof *to_parent);
    memset(to_child, 0xff, pm->ops.len * sizeof *to_child);
    for (uint32_t i = 0; i < g_runs.len; i += 3)
      for (uint32_t o = g_runs.data[i]; o < g_runs.data[i + 1]; o++) {
        to_parent[o - g_runs.data[i] + g_runs.data[i + 2]] = o;
        to_child[o] = o - g_runs.data[i] + g_runs.data[i + 2];
      }
    /* The map is what replay copied: the same op (code, operands, results) on both sides. */
    for (uint32_t o = 0; o < cm->ops.len; o++) {
      if (to_parent[o] == PT_NONE) continue;
      const pt_op *x = pt_op_get(cm, o), *y = pt_op_get(pm, to_parent[o]);
      if (x->code != y->code || x->n_operands != y->n_operands || x->n_results != y->n_results) {
        fprintf(stderr, "action %u: op %u is not a copy of parent op %u\n", ai, o, to_parent[o]);
        return 1;
      }
    }
    fusion_log lc = {0};
    pt_sim_fusions fc;
    check(fuse_logged(&cp, &hw, &lc, &fc));
    uint32_t cmin = first_op(cm, cp.func), n_ops = cm->ops.len - cmin, replayed = 0, changed = 0;
    /* Producer-consumer decisions of the replayed ops. */
    uint8_t *same1 = pt_xcalloc(cm->ops.len, 1);
    for (uint32_t o = cmin; o < cm->ops.len; o++) {
      uint32_t p = to_parent[o];
      if (p == PT_NONE) continue;
      replayed++;
      uint32_t kc = lc.pass1[o], kp = lp.pass1[p];
      same1[o] = lc.dup[o] == lp.dup[p] && lc.only_prologue[o] == lp.only_prologue[p] &&
                 (kc == PT_NONE ? kp == PT_NONE : kp != PT_NONE && to_parent[lc.maker.data[kc]] == lp.maker.data[kp]);
      changed += !same1[o];
    }
    /* The parent's kernels that changed, and those whose readers did. */
    uint8_t *dirty = pt_xcalloc(n_k1, 1), *rdirty = pt_xcalloc(n_k1, 1);
    for (uint32_t k = 0; k < n_k1; k++) dirty[k] = to_child[lp.maker.data[k]] == PT_NONE;
    for (uint32_t p = pmin; p < pm->ops.len; p++)
      if (lp.pass1[p] != PT_NONE && (to_child[p] == PT_NONE || !same1[to_child[p]])) dirty[lp.pass1[p]] = 1;
    memcpy(rdirty, dirty, n_k1);
    for (uint32_t p = pmin; p < pm->ops.len; p++)
      if (lp.pass1[p] != PT_NONE && !rdirty[lp.pass1[p]] && !readers_clean(pm, &pu, &lp, p, to_child, same1, 0))
        rdirty[lp.pass1[p]] = 1;
    uint32_t n_dirty = 0, n_rdirty = 0;
    for (uint32_t k = 0; k < n_k1; k++) n_dirty += dirty[k], n_rdirty += rdirty[k];
    /* The parent's searches its walks certify. */
    uint32_t certified = 0;
    double entries = 0, cert_entries = 0;
    for (uint32_t i = 0; i < lp.searches.len; i++) {
      const search *s = &lp.searches.data[i];
      const uint32_t *it = lp.items.data + s->at;
      bool clean = true;
      for (uint32_t j = 0; j < s->n_to && clean; j++) clean = !rdirty[it[j]];
      double before = 0; /* entries of the classes popped before the first changed one */
      bool popped_clean = true;
      for (uint32_t j = s->n_to; j + 1 < s->len; j += 2) {
        if (rdirty[it[j]]) {
          popped_clean = false;
          break;
        }
        before += it[j + 1];
      }
      bool out_of_budget = s->found && s->visited > s->budget;
      bool cert = out_of_budget ? before > s->budget : clean && popped_clean;
      certified += cert;
      entries += s->visited;
      cert_entries += cert ? s->visited : 0;
      if (out_of_budget) t.budget_searches++, t.budget_entries += s->visited, t.budget_certified += cert;
    }
    /* The candidate's kernels that are the parent's, every figure equal. */
    uint32_t nk = fc.kernels.len, *kp_of = pt_xmalloc(nk * sizeof *kp_of), *members = pt_xcalloc(nk, sizeof *members);
    uint32_t *pmembers = pt_xcalloc(fp.kernels.len, sizeof *pmembers);
    uint8_t *same = pt_xmalloc(nk);
    memset(kp_of, 0xff, nk * sizeof *kp_of);
    memset(same, 1, nk);
    for (uint32_t p = pmin; p < pm->ops.len; p++)
      if (fp.of_op[p] != PT_NONE) pmembers[fp.of_op[p]]++;
    for (uint32_t o = cmin; o < cm->ops.len; o++) {
      uint32_t k = fc.of_op[o];
      if (k == PT_NONE) continue;
      members[k]++;
      uint32_t p = to_parent[o];
      if (p == PT_NONE || fp.of_op[p] == PT_NONE) same[k] = 0;
      else if (kp_of[k] == PT_NONE) kp_of[k] = fp.of_op[p];
      else if (kp_of[k] != fp.of_op[p]) same[k] = 0;
    }
    uint32_t member_ops = 0, same_ops = 0;
    for (uint32_t k = 0; k < nk; k++) {
      if (same[k] && kp_of[k] != PT_NONE) {
        const pt_sim_fusion *x = &fc.kernels.data[k], *y = &fp.kernels.data[kp_of[k]];
        same[k] = members[k] == pmembers[kp_of[k]] && x->kind == y->kind && x->n_ops == y->n_ops &&
                  x->read_bytes == y->read_bytes && x->write_bytes == y->write_bytes &&
                  x->vector_flops == y->vector_flops && x->transcendental == y->transcendental &&
                  x->prologue_ops == y->prologue_ops;
      } else {
        same[k] = 0;
      }
      member_ops += members[k];
      same_ops += same[k] ? members[k] : 0;
    }
    printf("action %2u: ops %u replayed %.1f%% pass1_changed %u | kernels %u dirty %u readers_dirty %u | searches %u "
           "certified %u (entries %.1f%%) | same_kernels %.1f%% of %u member ops\n",
           ai, n_ops, 100.0 * replayed / n_ops, changed, n_k1, n_dirty, n_rdirty, lp.searches.len, certified,
           100.0 * cert_entries / entries, 100.0 * same_ops / member_ops, member_ops);
    t.candidates++, t.ops += n_ops, t.replayed += replayed, t.pass1_changed += changed, t.dirty += n_dirty, t.readers_dirty += n_rdirty;
    t.kernels += n_k1, t.searches += lp.searches.len, t.certified += certified, t.entries += entries;
    t.certified_entries += cert_entries, t.member_ops += member_ops, t.same_kernel_ops += same_ops;
    free(same1), free(dirty), free(rdirty), free(kp_of), free(members), free(pmembers), free(same);
    free(to_parent), free(to_child);
    pt_sim_fusions_free(&fc);
    log_free(&lc);
    pt_spmd_program_free(&cp);
    pt_cand_ws_reset(ws);
  }
  printf("{\"bench\": \"fusion_locality\", \"replayed\": %.3f, \"pass1_changed_per_candidate\": %.2f, \"dirty\": %.3f, "
         "\"readers_dirty\": %.3f, \"searches_certified\": %.3f, \"entries_certified\": %.3f, "
         "\"budget_searches_share_of_entries\": %.3f, \"budget_searches_certified\": %.3f, \"same_kernel_ops\": %.3f}\n",
         t.replayed / t.ops, t.pass1_changed / t.candidates, t.dirty / t.kernels, t.readers_dirty / t.kernels,
         t.certified / t.searches, t.certified_entries / t.entries, t.budget_entries / t.entries,
         t.budget_certified / t.budget_searches, t.same_kernel_ops / t.member_ops);
  free(pu.at), free(pu.list);
  pt_sim_fusions_free(&fp);
  log_free(&lp);
  pt_spmd_program_free(&pp);
  pt_spmd_cache_free(cache);
  pt_cand_ws_free(ws);
  pt_cand_base_free(base);
  pt_partition_free(&parent);
  pt_vec_free(&legal);
  pt_vec_free(&g_runs);
  pt_module_free(m);
  return 0;
}
