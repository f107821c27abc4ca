/* propagate.c - propagation of the decisions on one mesh axis to a fixed
 * point, driven by the Tile Mapping Registry.
 *
 * Semantics (DESIGN.md §2, Propagation and Priority):
 *
 * Decisions are per (value, axis): OPEN, TILED(d), PARTIAL(reducer) or
 * REPLICATED, each with its provenance (tactic, the op it came through, the
 * value it came from, and a global sequence number that orders the axes
 * tiling one dim, major to minor). Propagation only ever turns OPEN into
 * something else; it never revisits a decision, so an earlier tactic always
 * keeps what it claimed (priority = order of the tactics, which call the
 * actions and then pt_propagate in turn).
 *
 * Which entries of an op fit. An entry gives each operand a dim or WHOLE
 * and each result a dim (#tile) or a reducer (#sum, #max, ...). It fits the
 * current decisions on the axis when
 *   - every operand TILED(d) has operand_dim d, and every REPLICATED
 *     operand is WHOLE; OPEN and PARTIAL operands accept anything (a use
 *     may slice an open value, which is free -- all_slice -- and slicing a
 *     partial value is a reduce_scatter);
 *   - every decided result agrees: TILED(d) needs result_dim d, PARTIAL(r)
 *     needs reducer r, REPLICATED fits no entry (no entry computes the
 *     whole result);
 *   - the axis size divides the LOCAL size (global size over the other
 *     axes tiling that dim) of every dim the entry tiles, operands and
 *     results alike;
 *   - for a reshape: no other dim of the entry's reshape group (the dims
 *     that merge or split together, tmr.c) is tiled on another axis.
 *     Otherwise the chunks of the major factor are not contiguous chunks
 *     of the merged dim: with [B,S] -> [B*S] and S tiled on `seq`, a
 *     device holds B/|a| rows of S/|seq| columns, which is no block of
 *     B*S. Lowering then gathers instead.
 *
 * Rules, applied in ROUNDS. Each round reads only the state at its start:
 * for every OPEN value it collects the candidate decisions
 *   (1) forward, from its defining op when some operand is TILED and
 *       exactly one entry fits: the result's #tile or #sum of that entry;
 *   (2) backward, from each use whose results include a TILED one and
 *       where exactly one entry fits: TILED(operand_dim) when that entry
 *       tiles this operand. PARTIAL and REPLICATED results do not
 *       propagate backward (a partial value says nothing about how its
 *       inputs are split);
 *   (3) data-flow edges: the members of a group -- a while's operand i,
 *       cond and body argument i, body result i and result i; an if/case
 *       result i and each branch's result i; operand i and result i of
 *       optimization_barrier and identity custom calls (@Sharding, ...)
 *       -- receive each other's TILED decisions. Function arguments and
 *       results are not edges.
 * An sdy.propagation_barrier lets (1) or (2) through only in its
 * allowed_direction.
 * and then commits, in value-id order, every OPEN value whose candidates
 * are one single decision. Rounds repeat until a round commits nothing.
 * A value with several distinct candidates stays OPEN, and so do the
 * results of an op with several fitting entries or none: propagation does
 * not choose, it stops there, and propagate_conflict.c records why. So
 * decisions spread from the seeds in waves, one op per round; where two
 * waves would give a value different decisions in the same round it stays
 * open, and where one wave arrives first it wins and the other meets a
 * decided value (a conflict at the op between them). Since
 * nothing changes during a round, the order in which a round visits values
 * cannot matter; `order_seed` shuffles it to let the tests check exactly
 * that. Values of rank 0 are never tiled (they have no dims) but may become
 * PARTIAL (a full reduction); tokens are never decided. Ops inside the
 * scalar bodies of reduce/sort/scatter/... are not visited: the TMR entry
 * of their owner covers them.
 *
 * Cost. A round only re-examines values next to something committed in
 * the previous round (the first round: next to every decided value), op
 * fits are memoised until a value around the op is decided, and TMR
 * entries are computed once per function (propagate_cache.c): the total
 * work is O(rounds + ops + uses) apart from values whose candidates keep
 * conflicting. On large programs the time goes to cache misses rather
 * than instructions, so the hot data is packed: per op one record and one
 * run of the dims pool (value ids, entry dims, reducers), per value one
 * vinfo record and 8 bytes of decision (pt_prop_hot), membership of the
 * round lists is one bit per op, group or value, and rounds walk the ops
 * in program order.
 *
 * Reuse. The rounds are an engine (pt_prop_engine: the frontier's bitsets
 * and the round buffers) seeded from chosen values: pt_propagate seeds it
 * from every decided value and throws it away; a candidate workspace
 * (candidate.c) keeps one, with the per-axis contexts, and seeds it from
 * one action, so that evaluating a candidate costs what it changes.
 *
 * Threads. Since a round only reads the state as it was when the round
 * began, its values can be judged in any order, and so by several threads
 * at once: a round of at least p->parallel_min ops is split in chunks
 * among the partition's pool of workers (p->threads), which evaluate the
 * ops they need through memos claimed op by op (pt_prop_eval) and queue
 * their commits apart; the round then sorts and commits them as one. The
 * conflict checks are split the same way (propagate_conflict.c). The state
 * is the same for any number of threads, which the tests check. */
#include <sched.h>
#include <stdlib.h>
#include <string.h>

#include "propagate_internal.h"

/* ---- evaluation ---------------------------------------------------------------------- */

/* The packed per-value view of the decisions (pt_prop_hot). Built once per
 * pt_propagate in one sequential pass, so that the fit tests, which visit
 * values in no particular order, touch 8 bytes per value instead of a
 * 20-byte decision per axis, the pt_value and its type. */
/* The dims whose local size (local[d]) the axis size divides. */
static uint16_t divisible_dims(const int64_t *local, uint32_t rank, int64_t size) {
  uint16_t mask = 0;
  for (uint32_t d = 0; d < rank; d++)
    if (local[d] % size == 0) mask |= (uint16_t)(1u << d);
  return mask;
}

static pt_prop_hot *hot_build(const pt_partition *p, uint32_t axis, uint32_t n_values) {
  const pt_module *m = p->m;
  const pt_prop_cache *c = p->cache;
  pt_prop_hot *hot = pt_calloc(n_values ? n_values : 1, sizeof *hot);
  int64_t size = p->mesh.sizes[axis];
  /* Most values are not tiled on another axis: their mask only depends on
   * their type, of which there are few (bit 16: known). */
  uint32_t *type_mask = hot ? pt_calloc(m->types.len ? m->types.len : 1, sizeof *type_mask) : NULL;
  if (!type_mask) {
    free(hot);
    return NULL;
  }
  /* The cache and the state are made together, for the same values. */
  uint32_t n = n_values < p->n_values ? n_values : p->n_values;
  for (uint32_t v = 0; v < n; v++) {
    pt_prop_hot *h = &hot[v];
    const pt_decision *own = pt_decision_get(p, v, axis);
    h->kind = own->kind, h->dim = own->dim, h->reducer = own->reducer;
    uint32_t type = m->values.data[v].type;
    const pt_type *t = pt_type_get(m, type);
    h->decidable = c->in_scope[v] && t->kind == PT_TYPE_TENSOR;
    uint32_t rank = t->kind == PT_TYPE_TENSOR ? t->rank : 0;
    for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
      if (a == axis) continue;
      uint8_t kind = pt_decision_get(p, v, a)->kind;
      if (kind == PT_DECISION_TILED) h->tiled_other |= (uint8_t)(1u << a);
      if (kind == PT_DECISION_TILED || kind == PT_DECISION_PARTIAL) h->chunked_other |= (uint8_t)(1u << a);
    }
    if (!h->tiled_other) {
      if (!type_mask[type]) type_mask[type] = (1u << 16) | divisible_dims(t->dims, rank, size);
      h->div_mask = (uint16_t)type_mask[type];
      continue;
    }
    int64_t local[PT_MAX_RANK];
    for (uint32_t d = 0; d < rank; d++) local[d] = t->dims[d];
    for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
      const pt_decision *d = pt_decision_get(p, v, a);
      if (a != axis && d->kind == PT_DECISION_TILED && d->dim >= 0 && (uint32_t)d->dim < rank)
        local[d->dim] /= p->mesh.sizes[a];
    }
    h->div_mask = divisible_dims(local, rank, size);
  }
  free(type_mask);
  return hot;
}

bool pt_prop_ctx_init(pt_prop_ctx *x, const pt_partition *p, uint32_t axis, uint32_t tactic) {
  memset(x, 0, sizeof *x);
  x->p = p;
  x->m = p->m;
  x->c = p->cache;
  x->axis = axis;
  x->size = p->mesh.sizes[axis];
  x->tactic = tactic;
  uint32_t n = x->c->ops.len ? x->c->ops.len : 1;
  size_t nc = (size_t)n * p->mesh.n_axes;
  x->memo = pt_calloc(n, sizeof *x->memo);
  x->cross_entry = pt_calloc(nc, sizeof *x->cross_entry);
  x->hot = hot_build(p, axis, x->c->n_values);
  x->operand_sizes_ok = pt_calloc(x->c->dims.len ? x->c->dims.len : 1, 1);
  if (!x->memo || !x->cross_entry || !x->hot || !x->operand_sizes_ok) {
    pt_prop_ctx_free(x);
    memset(x, 0, sizeof *x);
    return false;
  }
  for (uint32_t k = 0; k < x->c->ops.len; k++) {
    const pt_prop_op *po = &x->c->ops.data[k];
    if (po->kind != PT_PK_TMR) continue;
    x->memo[k].flow = (uint8_t)((po->blocked & PT_PROP_BLOCK_FORWARD ? 0 : PT_PROP_FLOW_FORWARD) |
                                (po->blocked & PT_PROP_BLOCK_BACKWARD ? 0 : PT_PROP_FLOW_BACKWARD));
  }
  return true;
}

void pt_prop_ctx_free(pt_prop_ctx *x) {
  free(x->fit_base);
  free(x->fit_fails);
  free(x->memo);
  free(x->cross_entry);
  free(x->hot);
  free(x->operand_sizes_ok);
}

/* kind/dim/reducer of `value` on x's axis (the other fields only when
 * x->hot is there). */
static inline pt_prop_hot hot_of(const pt_prop_ctx *x, uint32_t value) {
  if (x->hot && value < x->c->n_values) return x->hot[value];
  const pt_decision *d = pt_prop_dec(x, value);
  return (pt_prop_hot){.kind = d->kind, .dim = d->dim, .reducer = d->reducer};
}

bool pt_prop_decidable(const pt_prop_ctx *x, uint32_t value) {
  if (value >= x->c->n_values) return false;
  if (x->hot) return x->hot[value].decidable;
  return x->c->in_scope[value] && pt_value_type(x->m, value)->kind == PT_TYPE_TENSOR;
}

static bool divisible(const pt_prop_ctx *x, uint32_t value, int32_t dim) {
  if (x->hot && value < x->c->n_values) return dim >= 0 && dim < PT_MAX_RANK && (x->hot[value].div_mask >> dim) & 1u;
  const pt_type *t = pt_value_type(x->m, value);
  if (t->kind != PT_TYPE_TENSOR || dim < 0 || (uint32_t)dim >= t->rank) return false;
  return pt_partition_local_dim_except(x->p, value, (uint32_t)dim, x->axis) % x->size == 0;
}

/* Whether `value` is tiled on another axis on a dim in `mask`. */
static bool tiled_elsewhere(const pt_prop_ctx *x, uint32_t value, uint32_t mask) {
  if (x->hot && value < x->c->n_values && !x->hot[value].tiled_other) return false;
  for (uint32_t a = 0; a < x->p->mesh.n_axes; a++) {
    if (a == x->axis) continue;
    const pt_decision *d = pt_decision_get(x->p, value, a);
    if (d->kind == PT_DECISION_TILED && (mask >> d->dim) & 1u) return true;
  }
  return false;
}

/* The reshape group rule (see the top of the file) for the reshape of `in`
 * into `out`: the entry names the major dim of its group on each side
 * (pt_reshape_groups); no other dim of the group may be tiled on another
 * axis. */
static bool reshape_group_free(const pt_prop_ctx *x, uint32_t in, uint32_t out, int32_t od, int32_t rd) {
  const pt_module *m = x->m;
  const pt_type *o = pt_value_type(m, in), *r = pt_value_type(m, out);
  if (o->kind != PT_TYPE_TENSOR || r->kind != PT_TYPE_TENSOR) return false;
  pt_reshape_group g[PT_MAX_RANK];
  uint32_t n = pt_reshape_groups(o, r, g);
  for (uint32_t i = 0; i < n; i++)
    if ((int32_t)g[i].major_in == od && (int32_t)g[i].major_out == rd)
      return !tiled_elsewhere(x, in, g[i].dims_in & ~(1u << od)) &&
             !tiled_elsewhere(x, out, g[i].dims_out & ~(1u << rd));
  return false;
}

static uint32_t unique_fit(const pt_prop_ctx *x, uint32_t k);

/* cross_entry before it is asked (see pt_prop_ctx). */
enum { CROSS_UNKNOWN = 0 };

/* The cut of operand `i` of cached op `k` on `dim` by the op's own loops
 * on the other axes. An operand that is not itself tiled on an axis is
 * still sliced at this use when the op runs chunked on that axis with an
 * entry tiling the operand (e.g. a reshape's operand, or the contracting
 * dim of a dot whose result is partial on two axes); the chunk on this axis
 * must divide what those loops leave, not just the global size. */
/* Whether a write to a cross-axis cache (entry: as run_log lists it) may
 * be made: always without a log; with one, when it could be logged, so
 * that the next evaluation forgets it. Without memory the write is just
 * not made (the answer is asked again next time): the result is the
 * same. */
static bool log_write(const pt_prop_ctx *x, uint32_t entry) {
  return !x->run_log || pt_vec_try_push(x->run_log, entry);
}

static int64_t cut_by_other_axes(const pt_prop_ctx *x, uint32_t k, uint32_t i, uint32_t v, int32_t dim,
                                 bool *fixed) {
  const pt_partition *p = x->p;
  int64_t cut = 1;
  *fixed = true; /* until a cross_entry is read */
  if (x->single_axis) return cut;
  const pt_prop_op *po = pt_prop_op_of(x, k);
  const uint32_t *res = pt_prop_vals(x->c, po) + po->n_operands;
  /* With the packed view: the axes on which some result is chunked and v
   * is not tiled, usually none. */
  uint32_t candidates = 0xffu;
  if (x->hot) {
    candidates = 0;
    for (uint32_t j = 0; j < po->n_results; j++) candidates |= hot_of(x, res[j]).chunked_other;
    if (candidates) candidates &= ~(uint32_t)hot_of(x, v).tiled_other;
    if (!candidates) return cut;
  }
  for (uint32_t b = 0; b < p->mesh.n_axes; b++) {
    if (b == x->axis || !((candidates >> b) & 1u)) continue;
    if (!x->hot) {
      const pt_decision *d = pt_decision_get(p, v, b);
      if (d->kind == PT_DECISION_TILED) continue; /* counted in the local size */
      bool chunked = false;
      for (uint32_t j = 0; j < po->n_results && !chunked; j++) {
        uint8_t kind = pt_decision_get(p, res[j], b)->kind;
        chunked = kind == PT_DECISION_TILED || kind == PT_DECISION_PARTIAL;
      }
      if (!chunked) continue;
    }
    *fixed = false;
    size_t at = (size_t)k * p->mesh.n_axes + b;
    uint32_t *memo = x->cross_entry ? &x->cross_entry[at] : NULL;
    uint32_t e;
    if (memo && *memo != CROSS_UNKNOWN) {
      e = *memo == PT_NONE ? PT_NONE : *memo - 1;
    } else {
      pt_prop_ctx y = {.p = x->p, .m = x->m, .c = x->c, .axis = b, .size = p->mesh.sizes[b], .single_axis = true};
      e = unique_fit(&y, k);
      if (memo && log_write(x, (uint32_t)at | PT_PROP_LOG_CROSS)) *memo = e == PT_NONE ? PT_NONE : e + 1;
    }
    if (e == PT_NONE) continue;
    const int32_t *ed = x->c->dims.data + po->dims + (size_t)e * (po->n_operands + po->n_results);
    if (ed[i] == dim) cut *= p->mesh.sizes[b];
  }
  return cut;
}

/* Whether operand i of cached op k (value v) can be cut on `dim` by the
 * axis: its local size without the axis, and what the op's loops on the
 * other axes leave of it, are multiples of the axis size. */
static bool operand_sizes_fit(const pt_prop_ctx *x, uint32_t k, uint32_t i, uint32_t v, int32_t dim, bool *fixed) {
  *fixed = true;
  if (!divisible(x, v, dim)) return false;
  /* With no cut (1), the test below is the divisibility just passed. */
  int64_t cut = cut_by_other_axes(x, k, i, v, dim, fixed);
  return cut == 1 || (pt_partition_local_dim_except(x->p, v, (uint32_t)dim, x->axis) / cut) % x->size == 0;
}

static bool selected(const uint32_t *sel, uint32_t n_sel, uint32_t pos) {
  if (!sel) return true;
  for (uint32_t i = 0; i < n_sel; i++)
    if (sel[i] == pos) return true;
  return false;
}

static bool zero_splat(const pt_prop_ctx *x, uint32_t v) {
  uint8_t z = v < x->c->n_values ? x->c->zero_splat[v] : PT_PROP_ZERO_UNKNOWN;
  return z == PT_PROP_ZERO_UNKNOWN ? pt_prop_is_zero_splat(x->m, v) : z == PT_PROP_ZERO_YES;
}

/* Whether operand v, decided d on the axis, fits an entry that wants it as
 * ed (a dim, WHOLE or PARTIAL). An entry over partial terms needs partial
 * sums (a partial operand fits the other entries too: lowering reduces
 * it, or reduce-scatters it where the entry wants it tiled). */
static inline bool operand_fits(const pt_prop_ctx *x, uint32_t v, pt_prop_hot d, int32_t ed) {
  if (ed == PT_TMR_PARTIAL && !(d.kind == PT_DECISION_PARTIAL && d.reducer == PT_REDUCER_ADD) && !zero_splat(x, v))
    return false;
  if (d.kind == PT_DECISION_TILED && ed != d.dim) return false;
  return !(d.kind == PT_DECISION_REPLICATED && ed != PT_TMR_WHOLE);
}

/* pt_prop_entry_fits over every position on a propagation context (the
 * packed view, whose values cover every cached op's values, and the size
 * memo): the same tests in the same order (a size test asked for the first
 * time fixes what it read of the other axes, see pt_prop_ctx), with the
 * packed view read directly. Propagation asks this for every entry of
 * every op around each commit. */
static bool entry_fits_hot(const pt_prop_ctx *x, uint32_t k, uint32_t e) {
  const pt_prop_op *po = pt_prop_op_of(x, k);
  uint32_t no = po->n_operands, nr = po->n_results, stride = no + nr;
  const uint32_t *vals = pt_prop_vals(x->c, po);
  const int32_t *ed = x->c->dims.data + po->dims + (size_t)e * stride;
  const int32_t *er = pt_prop_entry_reds(x->c, po, e);
  const pt_prop_hot *hot = x->hot;
  for (uint32_t j = 0; j < nr; j++) {
    pt_prop_hot d = hot[vals[no + j]];
    if (d.kind == PT_DECISION_OPEN) continue;
    if (d.kind == PT_DECISION_TILED && (er[j] != PT_REDUCER_NONE || ed[no + j] != d.dim)) return false;
    if (d.kind == PT_DECISION_PARTIAL && er[j] != d.reducer) return false;
    if (d.kind == PT_DECISION_REPLICATED) return false;
  }
  uint8_t *sizes_ok = x->operand_sizes_ok + po->dims + (size_t)e * stride;
  bool cuts = x->p->n_cuts != 0;
  for (uint32_t i = 0; i < no; i++) {
    uint32_t v = vals[i];
    if (ed[i] >= 0) {
      if (sizes_ok[i] != PT_PROP_SIZES_UNKNOWN) {
        if (sizes_ok[i] == PT_PROP_SIZES_FAIL) return false;
      } else {
        bool fixed;
        bool ok = operand_sizes_fit(x, k, i, v, ed[i], &fixed);
        if (fixed || log_write(x, (uint32_t)(sizes_ok + i - x->operand_sizes_ok)))
          sizes_ok[i] = ok ? PT_PROP_SIZES_OK : PT_PROP_SIZES_FAIL;
        if (!ok) return false;
      }
    }
    if (cuts && pt_prop_cut(x, k, i)) continue;
    if (!operand_fits(x, v, hot[v], ed[i])) return false;
  }
  for (uint32_t j = 0; j < nr; j++) {
    int32_t rd = ed[no + j];
    if (er[j] == PT_REDUCER_NONE && rd >= 0 && !(rd < PT_MAX_RANK && (hot[vals[no + j]].div_mask >> rd) & 1u))
      return false;
  }
  if (po->is_reshape && !reshape_group_free(x, vals[0], vals[1], ed[0], ed[1])) return false;
  return true;
}

/* ---- incremental fits (fit_base, fit_fails) ---- */

/* Whether entry e of op po (cached op k) accepts decision d at position
 * pos (operands first, then results): entry_fits_hot's tests of that
 * position's decision, alone. */
static bool position_agrees(const pt_prop_ctx *x, const pt_prop_op *po, uint32_t k, uint32_t e, uint32_t pos,
                            pt_prop_hot d) {
  uint32_t no = po->n_operands, nr = po->n_results;
  const int32_t *ed = x->c->dims.data + po->dims + (size_t)e * (no + nr);
  if (pos >= no) {
    int32_t er = pt_prop_entry_reds(x->c, po, e)[pos - no];
    if (d.kind == PT_DECISION_TILED) return er == PT_REDUCER_NONE && ed[pos] == d.dim;
    if (d.kind == PT_DECISION_PARTIAL) return er == d.reducer;
    return d.kind != PT_DECISION_REPLICATED;
  }
  if (x->p->n_cuts && pt_prop_cut(x, k, pos)) return true;
  if (ed[pos] == PT_TMR_PARTIAL && !(d.kind == PT_DECISION_PARTIAL && d.reducer == PT_REDUCER_ADD) &&
      !zero_splat(x, pt_prop_vals(x->c, po)[pos]))
    return false;
  if (d.kind == PT_DECISION_TILED) return ed[pos] == d.dim;
  if (d.kind == PT_DECISION_REPLICATED) return ed[pos] == PT_TMR_WHOLE;
  return true;
}

/* Whether entry e passes entry_fits_hot's tests that do not read the
 * decisions on the axis: operand sizes, result divisibility, the reshape
 * rule. */
static bool entry_fixed_tests_pass(const pt_prop_ctx *x, uint32_t k, uint32_t e) {
  const pt_prop_op *po = pt_prop_op_of(x, k);
  uint32_t no = po->n_operands, nr = po->n_results, stride = no + nr;
  const uint32_t *vals = pt_prop_vals(x->c, po);
  const int32_t *ed = x->c->dims.data + po->dims + (size_t)e * stride;
  const int32_t *er = pt_prop_entry_reds(x->c, po, e);
  uint8_t *sizes_ok = x->operand_sizes_ok + po->dims + (size_t)e * stride;
  for (uint32_t i = 0; i < no; i++) {
    if (ed[i] < 0) continue;
    if (sizes_ok[i] == PT_PROP_SIZES_UNKNOWN) {
      bool fixed;
      sizes_ok[i] = operand_sizes_fit(x, k, i, vals[i], ed[i], &fixed) ? PT_PROP_SIZES_OK : PT_PROP_SIZES_FAIL;
    }
    if (sizes_ok[i] == PT_PROP_SIZES_FAIL) return false;
  }
  for (uint32_t j = 0; j < nr; j++) {
    int32_t rd = ed[no + j];
    if (er[j] == PT_REDUCER_NONE && rd >= 0 && !(rd < PT_MAX_RANK && (x->hot[vals[no + j]].div_mask >> rd) & 1u))
      return false;
  }
  return !po->is_reshape || reshape_group_free(x, vals[0], vals[1], ed[0], ed[1]);
}

/* Whether no size test of cached op k reads cross_entry: no operand that
 * an entry tiles on a divisible dim (operand_sizes_fit stops before
 * cut_by_other_axes otherwise) is left whole by another axis that chunks
 * a result (cut_by_other_axes returns at once otherwise). Reads other
 * axes only. */
static bool op_sizes_fixed(const pt_prop_ctx *x, uint32_t k) {
  const pt_prop_op *po = pt_prop_op_of(x, k);
  uint32_t no = po->n_operands, stride = no + po->n_results;
  const uint32_t *vals = pt_prop_vals(x->c, po);
  uint32_t chunked = 0;
  for (uint32_t j = 0; j < po->n_results; j++) chunked |= x->hot[vals[no + j]].chunked_other;
  if (!chunked) return true;
  const int32_t *ed = x->c->dims.data + po->dims;
  for (uint32_t i = 0; i < no; i++) {
    if (!(chunked & ~(uint32_t)x->hot[vals[i]].tiled_other)) continue;
    for (uint32_t e = 0; e < po->n_entries; e++)
      if (ed[(size_t)e * stride + i] >= 0 && divisible(x, vals[i], ed[(size_t)e * stride + i])) return false;
  }
  return true;
}

bool pt_prop_fits_init(pt_prop_ctx *x, uint32_t *n_fits) {
  const pt_prop_cache *c = x->c;
  uint32_t n_ops = c->ops.len;
  *n_fits = 0;
  x->fit_base = pt_malloc((n_ops ? n_ops : 1) * sizeof *x->fit_base);
  if (!x->fit_base) return false;
  uint32_t total = 0;
  for (uint32_t k = 0; k < n_ops; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    bool counted = po->kind == PT_PK_TMR && po->n_entries > 0 && po->n_operands + po->n_results < 0xff00u &&
                   op_sizes_fixed(x, k);
    x->fit_base[k] = counted ? total : PT_NONE;
    if (counted) total += po->n_entries;
  }
  x->fit_fails = pt_calloc(total ? total : 1, sizeof *x->fit_fails);
  if (!x->fit_fails) { /* the context goes on without counts, as one that never had them */
    free(x->fit_base);
    x->fit_base = NULL;
    return false;
  }
  for (uint32_t k = 0; k < n_ops; k++) {
    if (x->fit_base[k] == PT_NONE) continue;
    const pt_prop_op *po = &c->ops.data[k];
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t e = 0; e < po->n_entries; e++) {
      uint32_t fails = !entry_fixed_tests_pass(x, k, e);
      for (uint32_t pos = 0; pos < po->n_operands + po->n_results; pos++)
        fails += !position_agrees(x, po, k, e, pos, x->hot[vals[pos]]);
      x->fit_fails[x->fit_base[k] + e] = (uint16_t)fails;
    }
  }
  *n_fits = total;
  return true;
}

/* Position pos of counted op k: its value's decision went from was to now.
 * position_agrees for every entry, with what does not depend on the entry
 * (the cut, the zero splat) asked once. */
static void fits_move(pt_prop_ctx *x, uint32_t k, uint32_t pos, pt_prop_hot was, pt_prop_hot now) {
  uint32_t base = x->fit_base[k];
  if (base == PT_NONE) return;
  const pt_prop_op *po = pt_prop_op_of(x, k);
  uint32_t no = po->n_operands, nr = po->n_results, stride = no + nr, n = po->n_entries;
  const int32_t *ed = x->c->dims.data + po->dims + pos;
  uint16_t *fails = x->fit_fails + base;
  if (pos >= no) {
    const int32_t *er = pt_prop_entry_reds(x->c, po, 0) + (pos - no);
    for (uint32_t e = 0; e < n; e++, ed += stride, er += nr) {
      bool a = was.kind == PT_DECISION_TILED    ? *er == PT_REDUCER_NONE && *ed == was.dim
               : was.kind == PT_DECISION_PARTIAL ? *er == was.reducer
                                                 : was.kind != PT_DECISION_REPLICATED;
      bool b = now.kind == PT_DECISION_TILED    ? *er == PT_REDUCER_NONE && *ed == now.dim
               : now.kind == PT_DECISION_PARTIAL ? *er == now.reducer
                                                 : now.kind != PT_DECISION_REPLICATED;
      fails[e] = (uint16_t)(fails[e] + (int)a - (int)b);
    }
    return;
  }
  if (x->p->n_cuts && pt_prop_cut(x, k, pos)) return; /* the op does not see its decisions */
  bool was_sum = was.kind == PT_DECISION_PARTIAL && was.reducer == PT_REDUCER_ADD;
  bool now_sum = now.kind == PT_DECISION_PARTIAL && now.reducer == PT_REDUCER_ADD;
  int zero = -1; /* zero_splat of the operand, asked only where an entry wants partial terms */
  for (uint32_t e = 0; e < n; e++, ed += stride) {
    int32_t d = *ed;
    bool a, b;
    if (d == PT_TMR_PARTIAL && (!was_sum || !now_sum)) {
      if (zero < 0) zero = zero_splat(x, pt_prop_vals(x->c, po)[pos]);
      a = was_sum || zero;
      b = now_sum || zero;
    } else {
      a = b = true;
    }
    a = a && (was.kind == PT_DECISION_TILED ? d == was.dim : was.kind == PT_DECISION_REPLICATED ? d == PT_TMR_WHOLE : true);
    b = b && (now.kind == PT_DECISION_TILED ? d == now.dim : now.kind == PT_DECISION_REPLICATED ? d == PT_TMR_WHOLE : true);
    fails[e] = (uint16_t)(fails[e] + (int)a - (int)b);
  }
}

void pt_prop_fits_change(pt_prop_ctx *x, uint32_t v, pt_prop_hot was, pt_prop_hot now) {
  const pt_prop_cache *c = x->c;
  const pt_prop_vinfo *vi = &c->vinfo[v];
  if (vi->def != PT_NONE) {
    const pt_prop_op *po = pt_prop_op_of(x, vi->def);
    fits_move(x, vi->def, po->n_operands + (v - pt_prop_vals(c, po)[po->n_operands]), was, now);
  }
  for (uint32_t u = vi[0].use_start; u < vi[1].use_start; u++) fits_move(x, c->uses[u].op, c->uses[u].operand, was, now);
}

bool pt_prop_entry_fits(const pt_prop_ctx *x, uint32_t k, uint32_t e, const uint32_t *sel, uint32_t n_sel) {
  if (x->hot && x->operand_sizes_ok && !sel) return entry_fits_hot(x, k, e);
  const pt_prop_op *po = pt_prop_op_of(x, k);
  uint32_t no = po->n_operands, nr = po->n_results;
  const uint32_t *vals = pt_prop_vals(x->c, po);
  const int32_t *ed = x->c->dims.data + po->dims + (size_t)e * (no + nr);
  const int32_t *er = pt_prop_entry_reds(x->c, po, e);
  uint8_t *sizes_ok = x->operand_sizes_ok ? x->operand_sizes_ok + po->dims + (size_t)e * (no + nr) : NULL;
  /* The results' own decisions first: the cheapest test, and the one that
   * rules out most entries of an op already decided (lowering asks about
   * every decided op; the tests are independent, so their order does not
   * change the answer). */
  for (uint32_t j = 0; j < nr; j++) {
    if (!selected(sel, n_sel, no + j)) continue;
    pt_prop_hot d = hot_of(x, vals[no + j]);
    if (d.kind == PT_DECISION_TILED && (er[j] != PT_REDUCER_NONE || ed[no + j] != d.dim)) return false;
    if (d.kind == PT_DECISION_PARTIAL && er[j] != d.reducer) return false;
    if (d.kind == PT_DECISION_REPLICATED) return false;
  }
  for (uint32_t i = 0; i < no; i++) {
    uint32_t v = vals[i];
    if (ed[i] >= 0) {
      if (sizes_ok && sizes_ok[i] != PT_PROP_SIZES_UNKNOWN) {
        if (sizes_ok[i] == PT_PROP_SIZES_FAIL) return false;
      } else {
        bool fixed;
        bool ok = operand_sizes_fit(x, k, i, v, ed[i], &fixed);
        if (sizes_ok && (fixed || log_write(x, (uint32_t)(sizes_ok + i - x->operand_sizes_ok))))
          sizes_ok[i] = ok ? PT_PROP_SIZES_OK : PT_PROP_SIZES_FAIL;
        if (!ok) return false;
      }
    }
    if (!selected(sel, n_sel, i) || pt_prop_cut(x, k, i)) continue;
    if (!operand_fits(x, v, hot_of(x, v), ed[i])) return false;
  }
  for (uint32_t j = 0; j < nr; j++) {
    uint32_t v = vals[no + j];
    int32_t rd = ed[no + j];
    if (er[j] == PT_REDUCER_NONE && rd >= 0 && !divisible(x, v, rd)) return false;
  }
  if (po->is_reshape && !reshape_group_free(x, vals[0], vals[1], ed[0], ed[1])) return false;
  return true;
}

static bool has_partial_operand(const int32_t *dims, uint32_t n_operands) {
  for (uint32_t i = 0; i < n_operands; i++)
    if (dims[i] == PT_TMR_PARTIAL) return true;
  return false;
}

static void eval_fill(pt_prop_ctx *x, uint32_t k, pt_prop_fit *f);

/* What drives op k, read from the packed view: its first tiled operand
 * (else its first partial one) and its first tiled result. In locals,
 * written to the memo once by the caller (its bit-fields would be read
 * back at every step). */
typedef struct {
  bool tiled_in, partial_in, tiled_out;
  uint32_t from_in, from_out;
} drivers;

static inline drivers hot_drivers(const pt_prop_ctx *x, uint32_t k, const uint32_t *vals, uint32_t no, uint32_t nr) {
  const pt_prop_hot *hot = x->hot;
  bool cuts = x->p->n_cuts != 0;
  drivers d = {false, false, false, PT_NONE, PT_NONE};
  for (uint32_t i = 0; i < no; i++) {
    uint32_t v = vals[i];
    uint8_t kind = hot[v].kind;
    if (kind == PT_DECISION_OPEN || kind == PT_DECISION_REPLICATED || (cuts && pt_prop_cut(x, k, i))) continue;
    if (kind == PT_DECISION_TILED) {
      d.tiled_in = true, d.from_in = v;
      break;
    }
    if (!d.partial_in) d.partial_in = true, d.from_in = v;
  }
  for (uint32_t j = 0; j < nr; j++)
    if (hot[vals[no + j]].kind == PT_DECISION_TILED) {
      d.tiled_out = true, d.from_out = vals[no + j];
      break;
    }
  return d;
}

/* eval_fill of a counted op (fit_base) alone on its context: every field
 * in locals, written once. */
static void eval_counted(const pt_prop_ctx *x, uint32_t k, pt_prop_fit *f) {
  const pt_prop_op *po = pt_prop_op_of(x, k);
  const uint32_t *vals = pt_prop_vals(x->c, po);
  uint32_t no = po->n_operands, nr = po->n_results;
  drivers d = hot_drivers(x, k, vals, no, nr);
  bool tiled_in = d.tiled_in, partial_in = d.partial_in, tiled_out = d.tiled_out;
  uint32_t from_in = d.from_in, from_out = d.from_out;
  uint32_t n_fit = 0;
  int32_t entry = -1;
  if (tiled_in || tiled_out || partial_in) {
    const uint16_t *fails = x->fit_fails + x->fit_base[k];
    const int32_t *dims = x->c->dims.data + po->dims;
    bool tiled = tiled_in || tiled_out;
    for (uint32_t e = 0; e < po->n_entries && n_fit < 2; e++) {
      if (fails[e] || (!tiled && !has_partial_operand(dims + (size_t)e * (no + nr), no))) continue;
      if (n_fit++ == 0) entry = (int32_t)e;
    }
  }
  f->entry = n_fit == 1 ? entry : -1;
  f->n_fit = n_fit & 3u, f->tiled_in = tiled_in, f->partial_in = partial_in, f->tiled_out = tiled_out;
  f->from_in = from_in, f->from_out = from_out;
}

const pt_prop_fit *pt_prop_eval_stale(pt_prop_ctx *x, uint32_t k) {
  pt_prop_fit *f = &x->memo[k];
  if (!x->shared && x->fit_base && x->fit_base[k] != PT_NONE) {
    eval_counted(x, k, f);
    atomic_store_explicit(&f->state, PT_PROP_MEMO_READY, memory_order_release);
    return f;
  }
  uint8_t state = atomic_load_explicit(&f->state, memory_order_acquire);
  if (state == PT_PROP_MEMO_READY) return f;
  if (x->shared) {
    uint8_t stale = PT_PROP_MEMO_STALE;
    if (state != PT_PROP_MEMO_STALE ||
        !atomic_compare_exchange_strong_explicit(&f->state, &stale, PT_PROP_MEMO_BUSY, memory_order_acquire,
                                                 memory_order_acquire)) {
      /* Another thread evaluates it: a handful of entry tests. With more
       * threads than processors that thread may be descheduled: give way
       * after a while rather than spin through its time slice. */
      for (uint32_t spins = 0; atomic_load_explicit(&f->state, memory_order_acquire) != PT_PROP_MEMO_READY; spins++)
        if (spins >= 1024) sched_yield();
      return f;
    }
  }
  f->entry = -1, f->n_fit = 0, f->tiled_in = 0, f->partial_in = 0, f->tiled_out = 0;
  f->from_in = PT_NONE, f->from_out = PT_NONE;
  eval_fill(x, k, f);
  atomic_store_explicit(&f->state, PT_PROP_MEMO_READY, memory_order_release);
  return f;
}

static void eval_fill(pt_prop_ctx *x, uint32_t k, pt_prop_fit *f) {
  const pt_prop_op *po = pt_prop_op_of(x, k);
  const uint32_t *vals = pt_prop_vals(x->c, po);
  uint32_t no = po->n_operands, nr = po->n_results;
  if (x->hot) {
    /* The packed view covers every cached op's values. */
    drivers d = hot_drivers(x, k, vals, no, nr);
    f->tiled_in = d.tiled_in, f->partial_in = d.partial_in, f->from_in = d.from_in;
    if (d.tiled_out) f->tiled_out = true, f->from_out = d.from_out;
  } else {
    for (uint32_t i = 0; i < no && !f->tiled_in; i++) {
      uint32_t v = vals[i];
      if (pt_prop_cut(x, k, i)) continue;
      uint8_t kind = pt_prop_kind_of(x, v);
      if (kind == PT_DECISION_TILED) f->tiled_in = true, f->from_in = v;
      if (kind == PT_DECISION_PARTIAL && !f->partial_in) f->partial_in = true, f->from_in = v;
    }
    for (uint32_t j = 0; j < nr && !f->tiled_out; j++) {
      uint32_t v = vals[no + j];
      if (pt_prop_kind_of(x, v) == PT_DECISION_TILED) f->tiled_out = true, f->from_out = v;
    }
  }
  if (po->kind != PT_PK_TMR || (!f->tiled_in && !f->tiled_out && !f->partial_in)) return;
  const int32_t *dims = x->c->dims.data + po->dims;
  uint32_t stride = no + nr;
  for (uint32_t e = 0; e < po->n_entries && f->n_fit < 2; e++) {
    /* With nothing tiled around the op, only partial operands can drive
     * it, through an entry over partial terms. */
    if (!f->tiled_in && !f->tiled_out && !has_partial_operand(dims + (size_t)e * stride, no)) continue;
    if (!pt_prop_entry_fits(x, k, e, NULL, 0)) continue;
    if (f->n_fit++ == 0) f->entry = (int32_t)e;
  }
  if (f->n_fit != 1) f->entry = -1;
}

/* ---- candidates ---------------------------------------------------------------------- */

static bool less_provenance(const pt_prop_cand *a, const pt_prop_cand *b) {
  return a->via != b->via ? a->via < b->via : a->from < b->from;
}

static void cand_add(pt_prop_cands *cs, pt_prop_cand c) {
  for (uint32_t i = 0; i < cs->n; i++) {
    pt_prop_cand *h = &cs->c[i];
    if (h->kind == c.kind && h->dim == c.dim && h->reducer == c.reducer) {
      if (less_provenance(&c, h)) h->via = c.via, h->from = c.from;
      return;
    }
  }
  if (cs->n < 2) cs->c[cs->n++] = c;
}

void pt_prop_candidates(pt_prop_ctx *x, uint32_t v, pt_prop_cands *out) {
  const pt_prop_cache *c = x->c;
  out->n = 0;
  /* (1) forward, from the defining op */
  const pt_prop_vinfo *vi = &c->vinfo[v];
  uint32_t k = vi->def;
  if (k != PT_NONE && (x->memo[k].flow & PT_PROP_FLOW_FORWARD)) {
    const pt_prop_fit *f = pt_prop_eval(x, k);
    if ((f->tiled_in || f->partial_in) && f->n_fit == 1) {
      const pt_prop_op *po = pt_prop_op_of(x, k);
      uint32_t no = po->n_operands, nr = po->n_results;
      uint32_t index = v - pt_prop_vals(c, po)[no]; /* results are consecutive value ids */
      int32_t rd = c->dims.data[po->dims + (size_t)f->entry * (no + nr) + no + index];
      uint8_t red = (uint8_t)pt_prop_entry_reds(c, po, (uint32_t)f->entry)[index];
      pt_prop_cand cd = {PT_DECISION_TILED, (int8_t)rd, PT_REDUCER_NONE, po->op,
                         f->from_in};
      if (red != PT_REDUCER_NONE) cd.kind = PT_DECISION_PARTIAL, cd.dim = 0, cd.reducer = red;
      cand_add(out, cd);
    }
  }
  /* (2) backward, from the uses */
  for (uint32_t u = vi[0].use_start; u < vi[1].use_start; u++) {
    const pt_prop_use *use = &c->uses[u];
    if (!(x->memo[use->op].flow & PT_PROP_FLOW_BACKWARD) || pt_prop_cut(x, use->op, use->operand)) continue;
    const pt_prop_fit *f = pt_prop_eval(x, use->op);
    if (!f->tiled_out || f->n_fit != 1) continue;
    const pt_prop_op *po = pt_prop_op_of(x, use->op);
    int32_t od = c->dims.data[po->dims + (size_t)f->entry * (po->n_operands + po->n_results) + use->operand];
    if (od >= 0) cand_add(out, (pt_prop_cand){PT_DECISION_TILED, (int8_t)od, PT_REDUCER_NONE, po->op, f->from_out});
  }
  /* (3) data-flow groups */
  for (uint32_t g = vi[0].vgroup_start; g < vi[1].vgroup_start; g++) {
    uint32_t grp = c->vgroups[g];
    for (uint32_t i = c->group_start[grp]; i < c->group_start[grp + 1]; i++) {
      uint32_t w = c->group_members[i];
      pt_prop_hot d = hot_of(x, w);
      if (w == v || d.kind != PT_DECISION_TILED) continue;
      pt_prop_cand cd = {PT_DECISION_TILED, d.dim, PT_REDUCER_NONE, c->group_owner[grp], w};
      if (!divisible(x, v, d.dim)) cd.kind = PT_DECISION_OPEN, cd.dim = 0;
      cand_add(out, cd);
    }
  }
}

/* ---- rounds ---------------------------------------------------------------------------- */

typedef struct {
  uint32_t value;
  pt_prop_cand c;
} commit;

typedef PT_VEC(uint32_t) u32_vec;
typedef PT_VEC(commit) commit_vec;

/* pt_vec_try_push with the common case (room left) inline: these pushes
 * are the inner loop of a round. When the array cannot grow, the element
 * is dropped and the sticky flag *oom set: the round tests it once, before
 * it commits anything (pt_prop_engine_run). */
#define PUSH_FAST(v, x, oom)                                                                  \
  do {                                                                                        \
    if ((v)->len < (v)->cap || pt_vec_try_reserve((v), 1)) (v)->data[(v)->len++] = (x);       \
    else atomic_store_explicit((oom), true, memory_order_relaxed);                            \
  } while (0)

/* Sorting in rounds: the arrays are as long as a round's frontier, so a
 * comparison sort with a callback would cost more than the round itself;
 * short ones get an insertion sort, longer ones an LSD radix sort on the
 * bytes the largest key uses. */
enum { SORT_SMALL = 32, SORT_NEARLY = 256 };

static uint32_t key_bytes(uint32_t max_key) {
  uint32_t n = 1;
  while (n < 4 && (max_key >> (8 * n))) n++;
  return n;
}

static void sort_u32(uint32_t *a, uint32_t n, u32_vec *scratch) {
  if (n < SORT_SMALL) {
    for (uint32_t i = 1; i < n; i++) {
      uint32_t v = a[i], j = i;
      for (; j > 0 && a[j - 1] > v; j--) a[j] = a[j - 1];
      a[j] = v;
    }
    return;
  }
  if (!pt_vec_try_reserve(scratch, n)) { /* no room for the radix sort: the same order, slower */
    qsort(a, n, sizeof *a, pt_cmp_u32);
    return;
  }
  uint32_t max_key = 0;
  for (uint32_t i = 0; i < n; i++) max_key = a[i] > max_key ? a[i] : max_key;
  uint32_t *src = a, *dst = scratch->data;
  for (uint32_t pass = 0, nb = key_bytes(max_key); pass < nb; pass++) {
    uint32_t count[257] = {0}, shift = 8 * pass;
    for (uint32_t i = 0; i < n; i++) count[((src[i] >> shift) & 0xffu) + 1]++;
    for (uint32_t d = 0; d < 256; d++) count[d + 1] += count[d];
    for (uint32_t i = 0; i < n; i++) dst[count[(src[i] >> shift) & 0xffu]++] = src[i];
    uint32_t *t = src;
    src = dst;
    dst = t;
  }
  if (src != a) memcpy(a, src, (size_t)n * sizeof *a);
}

static int cmp_commit(const void *a, const void *b) {
  uint32_t x = ((const commit *)a)->value, y = ((const commit *)b)->value;
  return x < y ? -1 : x > y;
}

/* The same by value for commits (values are distinct). */
static void sort_commits(commit_vec *v, commit_vec *scratch) {
  commit *a = v->data;
  uint32_t n = v->len;
  /* Values are judged in the order of the frontier's ops, so the commits
   * mostly come in order already: an insertion sort then costs about n
   * (bounded: at most SORT_NEARLY elements, whatever their order). */
  uint32_t descents = 0;
  for (uint32_t i = 1; i < n && n <= SORT_NEARLY; i++) descents += a[i - 1].value > a[i].value;
  if (n < SORT_SMALL || (n <= SORT_NEARLY && descents <= 8)) {
    for (uint32_t i = 1; i < n; i++) {
      commit c = a[i];
      uint32_t j = i;
      for (; j > 0 && a[j - 1].value > c.value; j--) a[j] = a[j - 1];
      a[j] = c;
    }
    return;
  }
  if (!pt_vec_try_reserve(scratch, n)) { /* values are distinct: qsort gives the same order */
    qsort(a, n, sizeof *a, cmp_commit);
    return;
  }
  uint32_t max_key = 0;
  for (uint32_t i = 0; i < n; i++) max_key = a[i].value > max_key ? a[i].value : max_key;
  commit *src = a, *dst = scratch->data;
  for (uint32_t pass = 0, nb = key_bytes(max_key); pass < nb; pass++) {
    uint32_t count[257] = {0}, shift = 8 * pass;
    for (uint32_t i = 0; i < n; i++) count[((src[i].value >> shift) & 0xffu) + 1]++;
    for (uint32_t d = 0; d < 256; d++) count[d + 1] += count[d];
    for (uint32_t i = 0; i < n; i++) dst[count[(src[i].value >> shift) & 0xffu]++] = src[i];
    commit *t = src;
    src = dst;
    dst = t;
  }
  if (src != a) memcpy(a, src, (size_t)n * sizeof *a);
}

/* Membership of the round lists as bitsets rather than per-element round
 * stamps: a bit per op, group and value keeps them in L1 on the largest
 * programs, where stamps (4 bytes each) were one more cache miss per
 * element touched. A bit is cleared when its list is consumed. */
typedef uint64_t bitset_word;

static bool bit_test(const bitset_word *b, uint32_t i) { return (b[i >> 6] >> (i & 63)) & 1u; }
static void bit_set(bitset_word *b, uint32_t i) { b[i >> 6] |= (bitset_word)1 << (i & 63); }
static void bit_clear(bitset_word *b, uint32_t i) { b[i >> 6] &= ~((bitset_word)1 << (i & 63)); }
static bitset_word *bitset_new(uint32_t n) { return pt_calloc(((size_t)n + 64) / 64, sizeof(bitset_word)); }

/* Sorts v (distinct ids, each with its bit set in b) and clears their
 * bits: read back from the bitset's words between the least and the
 * greatest id when that span is short enough for it (a round's frontier
 * usually is), else sort_u32. */
static void take_sorted(bitset_word *b, u32_vec *v, u32_vec *scratch) {
  uint32_t n = v->len;
  if (n == 0) return;
  uint32_t lo = v->data[0], hi = v->data[0];
  for (uint32_t i = 1; i < n; i++) {
    uint32_t id = v->data[i];
    lo = id < lo ? id : lo;
    hi = id > hi ? id : hi;
  }
  uint32_t w0 = lo >> 6, w1 = hi >> 6;
  if (w1 - w0 > 4 * n + 64) {
    for (uint32_t i = 0; i < n; i++) bit_clear(b, v->data[i]);
    sort_u32(v->data, n, scratch);
    return;
  }
  uint32_t k = 0;
  for (uint32_t w = w0; w <= w1; w++) {
    bitset_word word = b[w];
    if (!word) continue;
    b[w] = 0;
    for (; word; word &= word - 1) v->data[k++] = w * 64 + (uint32_t)__builtin_ctzll(word);
  }
}

typedef struct {
  pt_prop_ctx *x;
  bitset_word *op_never;  /* ops that are never queued (not PT_PK_TMR) */
  bitset_word *op_queued, *group_queued; /* in ops / groups */
  /* In this round's todo. Atomic words: in a large round several workers
   * touch values at once and must not both take one (seen_claim); alone,
   * plain loads and stores do (seen_test, seen_set). */
  _Atomic bitset_word *value_seen;
  /* value_seen's allocation, kept unqualified so that it is freed as
   * allocated (free takes no _Atomic pointer, and a cast would drop the
   * qualifier). */
  void *value_seen_mem;
  u32_vec ops, groups;                   /* dirty for the next round */
  /* Sticky within a run: a list could not grow, so something was dropped
   * (pt_prop_engine_run then commits nothing more and reports it). */
  atomic_bool oom;
} frontier;

static void mark_op(frontier *fr, uint32_t k) {
  if (bit_test(fr->op_queued, k) || bit_test(fr->op_never, k)) return;
  /* The bit only with the element: take_sorted reads as many ids back
   * from the bits as the list holds. */
  if (fr->ops.len < fr->ops.cap || pt_vec_try_reserve(&fr->ops, 1)) {
    fr->ops.data[fr->ops.len++] = k;
    bit_set(fr->op_queued, k);
  } else {
    atomic_store_explicit(&fr->oom, true, memory_order_relaxed);
  }
}

/* Everything whose candidates may change when v's decision changes: its
 * defining op, its users and its groups. What an op's evaluation reads on
 * the axis are the decisions of its own operands and results (the rest is
 * fixed while the axis propagates), so with `forget` (v was just decided)
 * the memoised evaluations of exactly those ops are outdated too. */
static void mark_around(frontier *fr, uint32_t v, bool forget) {
  const pt_prop_cache *c = fr->x->c;
  pt_prop_fit *memo = fr->x->memo;
  const pt_prop_vinfo *vi = &c->vinfo[v];
  if (vi->def != PT_NONE) {
    if (forget) atomic_store_explicit(&memo[vi->def].state, PT_PROP_MEMO_STALE, memory_order_relaxed);
    mark_op(fr, vi->def);
  }
  for (uint32_t u = vi[0].use_start; u < vi[1].use_start; u++) {
    uint32_t k = c->uses[u].op;
    if (forget) atomic_store_explicit(&memo[k].state, PT_PROP_MEMO_STALE, memory_order_relaxed);
    mark_op(fr, k);
  }
  for (uint32_t g = vi[0].vgroup_start; g < vi[1].vgroup_start; g++) {
    uint32_t grp = c->vgroups[g];
    if (bit_test(fr->group_queued, grp)) continue;
    PUSH_FAST(&fr->groups, grp, &fr->oom);
    bit_set(fr->group_queued, grp); /* left set on failure: engine_clear clears it */
  }
}

static bool seen_test(const frontier *fr, uint32_t v) {
  return (atomic_load_explicit(&fr->value_seen[v >> 6], memory_order_relaxed) >> (v & 63)) & 1u;
}

static void seen_set(frontier *fr, uint32_t v, bool on) {
  _Atomic bitset_word *w = &fr->value_seen[v >> 6];
  bitset_word bit = (bitset_word)1 << (v & 63), old = atomic_load_explicit(w, memory_order_relaxed);
  atomic_store_explicit(w, on ? old | bit : old & ~bit, memory_order_relaxed);
}

/* Whether this caller is the first to set v's bit. */
static bool seen_claim(frontier *fr, uint32_t v) {
  bitset_word bit = (bitset_word)1 << (v & 63);
  return !(atomic_fetch_or_explicit(&fr->value_seen[v >> 6], bit, memory_order_relaxed) & bit);
}

static bool touchable(const frontier *fr, uint32_t v) {
  return pt_prop_decidable(fr->x, v) && pt_prop_kind_of(fr->x, v) == PT_DECISION_OPEN;
}

static inline void touch(frontier *fr, u32_vec *out, uint32_t v) {
  const pt_prop_ctx *x = fr->x;
  if (x->hot) {
    /* touchable, read from the packed view directly */
    if (v >= x->c->n_values || !x->hot[v].decidable || x->hot[v].kind != PT_DECISION_OPEN || seen_test(fr, v)) return;
  } else if (seen_test(fr, v) || !touchable(fr, v)) {
    return;
  }
  seen_set(fr, v, true);
  PUSH_FAST(out, v, &fr->oom);
}

/* Collects the candidates of todo[from, to) and queues those with one
 * single decision. */
static void judge_range(pt_prop_ctx *x, const uint32_t *todo, uint32_t from, uint32_t to, commit_vec *commits,
                        atomic_bool *oom) {
  for (uint32_t i = from; i < to; i++) {
    pt_prop_cands cs;
    pt_prop_candidates(x, todo[i], &cs);
    if (cs.n == 1 && cs.c[0].kind != PT_DECISION_OPEN) PUSH_FAST(commits, ((commit){todo[i], cs.c[0]}), oom);
  }
}

/* judge_range on todo[from ..); returns where it stopped. */
static uint32_t judge(frontier *fr, const u32_vec *todo, uint32_t from, commit_vec *commits) {
  judge_range(fr->x, todo->data, from, todo->len, commits, &fr->oom);
  return todo->len;
}

/* A large round is touched and judged by the partition's pool of
 * workers, a chunk of the frontier at a time: judging only reads the state
 * (which does not change during a round) and fills memos, which
 * pt_prop_eval claims op by op; a value is taken by the first worker to
 * touch it (seen_claim); each worker queues its values and commits apart,
 * and the round sorts the commits by value as it does anyway. */
typedef struct {
  frontier *fr;
  const uint32_t *ops;
  u32_vec *todo;       /* one per worker */
  commit_vec *commits; /* one per worker */
} round_job;

/* Frontier ops per chunk: enough to keep a worker's accesses local, few
 * enough that workers finish together. */
enum { ROUND_CHUNK = 128 };

static void touch_and_judge(void *arg, uint32_t worker, uint32_t begin, uint32_t end) {
  round_job *job = arg;
  frontier *fr = job->fr;
  const pt_prop_cache *c = fr->x->c;
  u32_vec *todo = &job->todo[worker];
  uint32_t from = todo->len;
  for (uint32_t i = begin; i < end; i++) {
    const pt_prop_op *po = pt_prop_op_of(fr->x, job->ops[i]);
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t j = 0; j < po->n_operands + po->n_results; j++) {
      uint32_t v = vals[j];
      if (!seen_test(fr, v) && touchable(fr, v) && seen_claim(fr, v)) PUSH_FAST(todo, v, &fr->oom);
    }
  }
  judge_range(fr->x, todo->data, from, todo->len, &job->commits[worker], &fr->oom);
}

static void round_parallel(frontier *fr, pt_workers *workers, const u32_vec *ops, u32_vec *todo_per_worker,
                           commit_vec *commits_per_worker, u32_vec *todo, commit_vec *commits) {
  round_job job = {fr, ops->data, todo_per_worker, commits_per_worker};
  fr->x->shared = true;
  pt_workers_run(workers, ops->len, ROUND_CHUNK, touch_and_judge, &job);
  fr->x->shared = false;
  for (uint32_t w = 0; w < pt_workers_count(workers); w++) {
    if (!pt_vec_try_append(todo, todo_per_worker[w].data, todo_per_worker[w].len) ||
        !pt_vec_try_append(commits, commits_per_worker[w].data, commits_per_worker[w].len))
      atomic_store(&fr->oom, true);
    todo_per_worker[w].len = commits_per_worker[w].len = 0;
  }
}

static uint64_t splitmix(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* The partition's pool of workers for large rounds and conflict checks,
 * started on first use; NULL when propagation runs on the caller alone. */
uint32_t pt_propagate_threads(const pt_partition *p) {
  uint32_t n = p->threads ? p->threads : pt_online_cpus();
  return n < PT_PROPAGATE_MAX_THREADS ? n : PT_PROPAGATE_MAX_THREADS;
}

static pt_workers *pool(pt_partition *p) {
  uint32_t n = pt_propagate_threads(p);
  if (p->workers && p->workers_threads != n) pt_workers_free(p->workers), p->workers = NULL;
  if (!p->workers && n > 1) p->workers = pt_workers_new(n), p->workers_threads = n;
  return p->workers;
}

/* ---- the engine: rounds from a seeded frontier ---------------------------------------------- */

/* What the rounds need besides the context, kept between runs by the
 * candidate workspace (candidate.c) so that an evaluation allocates
 * nothing: the frontier's bitsets over ops, groups and values are clear
 * after every run (each list clears its bits as a round consumes it), and
 * the vectors are only emptied. */
struct pt_prop_engine {
  frontier fr;
  u32_vec cur_ops, cur_groups, todo, scratch;
  commit_vec commits, commit_scratch;
  /* With a pool: each worker's values and commits of a round. */
  u32_vec *todo_per_worker;
  commit_vec *commits_per_worker;
  uint32_t n_per_worker;
  uint32_t n_ops, n_groups, n_values; /* the cache's, for engine_clear */
};

pt_prop_engine *pt_prop_engine_new(const pt_prop_cache *c) {
  pt_prop_engine *e = pt_calloc(1, sizeof *e);
  if (!e) return NULL;
  e->n_ops = c->ops.len;
  e->n_groups = c->n_groups;
  e->n_values = c->n_values;
  e->fr.op_never = bitset_new(c->ops.len);
  e->fr.op_queued = bitset_new(c->ops.len);
  e->fr.group_queued = bitset_new(c->n_groups);
  e->fr.value_seen_mem = pt_calloc(((size_t)c->n_values + 64) / 64, sizeof *e->fr.value_seen);
  e->fr.value_seen = e->fr.value_seen_mem;
  if (!e->fr.op_never || !e->fr.op_queued || !e->fr.group_queued || !e->fr.value_seen_mem) {
    pt_prop_engine_free(e);
    return NULL;
  }
  for (uint32_t k = 0; k < c->ops.len; k++)
    if (c->ops.data[k].kind != PT_PK_TMR) bit_set(e->fr.op_never, k);
  return e;
}

/* After a run that ran out of memory: the frontier's bits and lists as
 * between runs (all clear), whatever was dropped, so that the engine can
 * run again. */
static void engine_clear(pt_prop_engine *e) {
  frontier *fr = &e->fr;
  memset(fr->op_queued, 0, ((size_t)e->n_ops + 64) / 64 * sizeof(bitset_word));
  memset(fr->group_queued, 0, ((size_t)e->n_groups + 64) / 64 * sizeof(bitset_word));
  for (size_t i = 0; i < ((size_t)e->n_values + 64) / 64; i++)
    atomic_store_explicit(&fr->value_seen[i], 0, memory_order_relaxed);
  fr->ops.len = fr->groups.len = 0;
  e->cur_ops.len = e->cur_groups.len = e->todo.len = e->commits.len = 0;
  for (uint32_t w = 0; w < e->n_per_worker; w++) e->todo_per_worker[w].len = e->commits_per_worker[w].len = 0;
  atomic_store(&fr->oom, false);
}

void pt_prop_engine_free(pt_prop_engine *e) {
  if (!e) return;
  pt_vec_free(&e->cur_ops);
  pt_vec_free(&e->cur_groups);
  pt_vec_free(&e->fr.ops);
  pt_vec_free(&e->fr.groups);
  pt_vec_free(&e->todo);
  pt_vec_free(&e->commits);
  pt_vec_free(&e->commit_scratch);
  pt_vec_free(&e->scratch);
  for (uint32_t w = 0; w < e->n_per_worker; w++) {
    pt_vec_free(&e->todo_per_worker[w]);
    pt_vec_free(&e->commits_per_worker[w]);
  }
  free(e->todo_per_worker);
  free(e->commits_per_worker);
  free(e->fr.op_never);
  free(e->fr.op_queued);
  free(e->fr.group_queued);
  free(e->fr.value_seen_mem);
  free(e);
}

void pt_prop_engine_seed(pt_prop_engine *e, pt_prop_ctx *x, uint32_t v, bool forget) {
  e->fr.x = x;
  if (v < x->c->n_values) mark_around(&e->fr, v, forget);
}

void pt_prop_engine_seed_decided(pt_prop_engine *e, pt_prop_ctx *x) {
  e->fr.x = x;
  for (uint32_t v = 0; v < x->c->n_values; v++)
    if (x->c->in_scope[v] && x->hot[v].kind != PT_DECISION_OPEN) mark_around(&e->fr, v, false);
}

bool pt_prop_engine_run(pt_prop_engine *e, pt_prop_ctx *x, pt_partition *p, uint64_t order_seed, bool use_pool,
                        pt_prop_log *log) {
  const pt_prop_cache *c = x->c;
  uint32_t axis = x->axis;
  frontier *fr = &e->fr;
  fr->x = x;
  uint64_t rng = order_seed;
  uint32_t parallel_min = p->parallel_min ? p->parallel_min : PT_PROPAGATE_PARALLEL_MIN;
  p->last_rounds = 0;
  p->last_decided = 0;
  for (;;) {
    p->last_rounds++;
    /* Take this round's frontier; commits fill the next one. */
    u32_vec tmp = e->cur_ops;
    e->cur_ops = fr->ops;
    fr->ops = tmp;
    fr->ops.len = 0;
    tmp = e->cur_groups;
    e->cur_groups = fr->groups;
    fr->groups = tmp;
    fr->groups.len = 0;
    for (uint32_t i = 0; i < e->cur_groups.len; i++) bit_clear(fr->group_queued, e->cur_groups.data[i]);
    /* In program order, a round walks the ops, their pieces of the pools
     * and their values forward through memory instead of jumping. */
    take_sorted(fr->op_queued, &e->cur_ops, &e->scratch);
    if (log && (!pt_vec_try_append(&log->ops, e->cur_ops.data, e->cur_ops.len) ||
                !pt_vec_try_append(&log->groups, e->cur_groups.data, e->cur_groups.len)))
      atomic_store(&fr->oom, true);

    /* Without shuffling, each value is judged as soon as it is found, while
     * what it reads (the op that led to it, its neighbours) is still in
     * the cache; the state does not change during a round, so when a
     * value is judged cannot matter. Shuffling judges them all at the end
     * in a random order, so the tests can check exactly that. */
    e->todo.len = 0;
    e->commits.len = 0;
    uint32_t judged = 0;
    pt_workers *workers = NULL; /* the pool starts only when a round is large */
    if (use_pool && !order_seed && e->cur_ops.len >= parallel_min && (workers = pool(p)) != NULL) {
      if (!e->todo_per_worker) {
        uint32_t n = pt_workers_count(workers);
        e->todo_per_worker = pt_calloc(n, sizeof *e->todo_per_worker);
        e->commits_per_worker = pt_calloc(n, sizeof *e->commits_per_worker);
        if (!e->todo_per_worker || !e->commits_per_worker) {
          free(e->todo_per_worker);
          free(e->commits_per_worker);
          e->todo_per_worker = NULL;
          e->commits_per_worker = NULL;
          engine_clear(e);
          return false;
        }
        e->n_per_worker = n;
      }
      round_parallel(fr, workers, &e->cur_ops, e->todo_per_worker, e->commits_per_worker, &e->todo, &e->commits);
      judged = e->todo.len;
    } else {
      for (uint32_t i = 0; i < e->cur_ops.len; i++) {
        const pt_prop_op *po = pt_prop_op_of(x, e->cur_ops.data[i]);
        const uint32_t *vals = pt_prop_vals(c, po);
        for (uint32_t j = 0; j < po->n_operands + po->n_results; j++) touch(fr, &e->todo, vals[j]);
        if (!order_seed) judged = judge(fr, &e->todo, judged, &e->commits);
      }
    }
    for (uint32_t i = 0; i < e->cur_groups.len; i++) {
      uint32_t g = e->cur_groups.data[i];
      for (uint32_t k = c->group_start[g]; k < c->group_start[g + 1]; k++) touch(fr, &e->todo, c->group_members[k]);
      if (!order_seed) judged = judge(fr, &e->todo, judged, &e->commits);
    }
    if (order_seed) {
      for (uint32_t i = e->todo.len; i > 1; i--) {
        uint32_t j = (uint32_t)(splitmix(&rng) % i), t = e->todo.data[i - 1];
        e->todo.data[i - 1] = e->todo.data[j];
        e->todo.data[j] = t;
      }
      judge(fr, &e->todo, 0, &e->commits);
    }
    for (uint32_t i = 0; i < e->todo.len; i++) seen_set(fr, e->todo.data[i], false);
    if (log && !pt_vec_try_append(&log->values, e->todo.data, e->todo.len)) atomic_store(&fr->oom, true);
    /* Something of this round was dropped for want of memory: its commits
     * may be missing some, so none is made (the state stays one that
     * propagation reaches, short of the fixed point). */
    if (atomic_load_explicit(&fr->oom, memory_order_relaxed)) {
      engine_clear(e);
      return false;
    }
    if (e->commits.len == 0) break;
    /* Commit in value order so that sequence numbers do not depend on the
     * visiting order either. */
    sort_commits(&e->commits, &e->commit_scratch);
    for (uint32_t i = 0; i < e->commits.len; i++) {
      const commit *cm = &e->commits.data[i];
      pt_decision *d = &p->d[(size_t)axis * p->n_values + cm->value];
      *d = (pt_decision){.kind = cm->c.kind,
                         .dim = cm->c.kind == PT_DECISION_TILED ? cm->c.dim : 0,
                         .reducer = cm->c.reducer,
                         .seq = p->next_seq++,
                         .tactic = x->tactic,
                         .via_op = cm->c.via,
                         .from = cm->c.from};
      pt_prop_hot *h = &x->hot[cm->value], was = *h;
      h->kind = d->kind, h->dim = d->dim, h->reducer = d->reducer;
      if (x->fit_base) pt_prop_fits_change(x, cm->value, was, *h);
      p->last_decided++;
      if (log && !pt_vec_try_push(&log->decided, cm->value)) atomic_store(&fr->oom, true);
      mark_around(fr, cm->value, true);
    }
  }
  return true;
}

pt_status *pt_propagate(pt_partition *p, uint32_t axis, uint32_t tactic, uint64_t order_seed) {
  if (!p || !p->cache) return pt_status_make(PT_ERR_INVALID_ARG, "error: pt_propagate: no partition");
  if (axis >= p->mesh.n_axes)
    return pt_error_at(PT_ERR_INVALID_ARG, p->m->filename, (pt_loc){0, 0},
                       "cannot propagate: axis index %u out of range (the mesh has %u axes)", axis, p->mesh.n_axes);
  pt_prop_ctx x;
  if (!pt_prop_ctx_init(&x, p, axis, tactic)) return pt_nomem();
  const pt_prop_cache *c = p->cache;
  uint32_t parallel_min = p->parallel_min ? p->parallel_min : PT_PROPAGATE_PARALLEL_MIN;
  pt_prop_engine *e = pt_prop_engine_new(c);
  /* Round 1 looks around every value already decided on this axis. */
  bool ok = e != NULL;
  if (ok) {
    pt_prop_engine_seed_decided(e, &x);
    ok = pt_prop_engine_run(e, &x, p, order_seed, true, NULL);
  }
  if (ok)
    ok = pt_prop_record_conflicts(&x, p, c->ops.len >= parallel_min || c->n_values >= parallel_min ? pool(p) : NULL);
  pt_prop_engine_free(e);
  pt_prop_ctx_free(&x);
  return ok ? NULL : pt_nomem();
}

/* ---- the entry an op uses under the final state ------------------------------------------ */

/* The one entry of cached op k fitting the decisions on x's axis, or
 * PT_NONE (none or several). */
static uint32_t unique_fit(const pt_prop_ctx *x, uint32_t k) {
  const pt_prop_op *po = pt_prop_op_of(x, k);
  uint32_t found = PT_NONE;
  for (uint32_t e = 0; e < po->n_entries; e++) {
    if (!pt_prop_entry_fits(x, k, e, NULL, 0)) continue;
    if (found != PT_NONE) return PT_NONE;
    found = e;
  }
  return found;
}

/* The same fit test as propagation: a context without memo tables is
 * enough, pt_prop_entry_fits only reads the state. */
bool pt_partition_op_entry(const pt_partition *p, uint32_t op, uint32_t axis, uint32_t *out_entry) {
  const pt_prop_cache *c = p->cache;
  if (!c || axis >= p->mesh.n_axes || op >= c->n_op_ids || c->op_index[op] == PT_NONE) return false;
  uint32_t k = c->op_index[op];
  const pt_prop_op *po = &c->ops.data[k];
  if (po->kind != PT_PK_TMR || po->n_entries == 0) return false;
  const pt_op *o = pt_op_get(p->m, op);
  bool decided = false;
  for (uint32_t j = 0; j < o->n_results && !decided; j++) {
    uint8_t kind = pt_decision_get(p, pt_op_result(o, j), axis)->kind;
    decided = kind == PT_DECISION_TILED || kind == PT_DECISION_PARTIAL;
  }
  if (!decided) return false;
  pt_prop_ctx x = {.p = p, .m = p->m, .c = c, .axis = axis, .size = p->mesh.sizes[axis]};
  uint32_t found = unique_fit(&x, k);
  if (found == PT_NONE) return false;
  if (out_entry) *out_entry = found;
  return true;
}

/* Whether entry dims ed / reducers er agree with the decision d of
 * position `pos` (operands first, then results). */
static bool agrees(const pt_decision *d, uint32_t pos, uint32_t n_operands, const int32_t *ed, const uint8_t *er) {
  if (pos < n_operands) {
    if (d->kind == PT_DECISION_TILED) return ed[pos] == d->dim;
    if (d->kind == PT_DECISION_PARTIAL) return ed[pos] == PT_TMR_PARTIAL;
    return d->kind == PT_DECISION_REPLICATED && ed[pos] == PT_TMR_WHOLE;
  }
  uint32_t j = pos - n_operands;
  if (d->kind == PT_DECISION_TILED) return er[j] == PT_REDUCER_NONE && ed[pos] == d->dim;
  if (d->kind == PT_DECISION_PARTIAL) return er[j] == d->reducer;
  return false;
}

enum { RESOLVE_TACTICS = 16 };

bool pt_partition_op_entry_resolved(const pt_partition *p, uint32_t op, uint32_t axis, uint32_t *out_entry) {
  const pt_prop_cache *c = p->cache;
  if (!c || axis >= p->mesh.n_axes || op >= c->n_op_ids || c->op_index[op] == PT_NONE) return false;
  uint32_t k = c->op_index[op];
  const pt_prop_op *po = &c->ops.data[k];
  if (po->kind != PT_PK_TMR || po->n_entries == 0) return false;
  const pt_op *o = pt_op_get(p->m, op);
  uint32_t no = o->n_operands, nr = o->n_results;
  pt_prop_ctx x = {.p = p, .m = p->m, .c = c, .axis = axis, .size = p->mesh.sizes[axis]};
  uint32_t none_selected = 0;
  uint32_t best = PT_NONE, best_score[RESOLVE_TACTICS] = {0};
  bool tie = false;
  for (uint32_t e = 0; e < po->n_entries; e++) {
    /* Only divisibility (and the reshape rule): decisions are scored. */
    if (!pt_prop_entry_fits(&x, k, e, &none_selected, 0)) continue;
    const int32_t *ed = c->dims.data + po->dims + (size_t)e * (no + nr);
    const uint8_t *er = c->reds.data + c->reds_start[k] + (size_t)e * nr;
    uint32_t score[RESOLVE_TACTICS] = {0}, total = 0;
    for (uint32_t pos = 0; pos < no + nr; pos++) {
      uint32_t v = pos < no ? pt_op_operand(p->m, o, pos) : pt_op_result(o, pos - no);
      const pt_decision *d = pt_decision_get(p, v, axis);
      if (d->kind == PT_DECISION_OPEN || !agrees(d, pos, no, ed, er)) continue;
      if (pos < no && pt_prop_cut(&x, k, pos)) continue; /* the op does not see it */
      score[d->tactic < RESOLVE_TACTICS ? d->tactic : RESOLVE_TACTICS - 1]++;
      total++;
    }
    if (total == 0) continue;
    int cmp = best == PT_NONE ? 1 : 0;
    for (uint32_t t = 0; t < RESOLVE_TACTICS && cmp == 0; t++)
      cmp = score[t] > best_score[t] ? 1 : score[t] < best_score[t] ? -1 : 0;
    if (cmp > 0) {
      best = e, tie = false;
      memcpy(best_score, score, sizeof score);
    } else if (cmp == 0) {
      tie = true;
    }
  }
  if (best == PT_NONE || tie) return false;
  if (out_entry) *out_entry = best;
  return true;
}

void pt_partition_entry_dims(const pt_partition *p, uint32_t op, uint32_t entry, const int32_t **dims,
                             const uint8_t **reducers) {
  const pt_prop_cache *c = p->cache;
  const pt_prop_op *po = &c->ops.data[c->op_index[op]];
  const pt_op *o = pt_op_get(p->m, op);
  *dims = c->dims.data + po->dims + (size_t)entry * (o->n_operands + o->n_results);
  *reducers = c->reds.data + c->reds_start[c->op_index[op]] + (size_t)entry * o->n_results;
}
