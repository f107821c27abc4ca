/* exactness.c - which outputs of a partitioned function must come out of
 * the SPMD program bit for bit as the reference computes them.
 *
 * An output can be required to be bit-identical only when every op on its
 * path performs, per element, the same floating-point operations in the
 * same order on each device as the reference does on the whole tensor.
 * Three things break that, and each makes the output (and everything
 * computed from it) "within tolerance" instead:
 *
 *  - a partial sum or product on some axis: its all_reduce or
 *    reduce_scatter adds the devices' partials in another association;
 *  - a float contraction (dot_general, dot, convolution) running on a
 *    chunk of any operand or of its result: BLAS kernels choose register
 *    blocks, edge handling and even the summation split from the call's
 *    shape (OpenBLAS's Haswell/Zen sgemm round an element differently
 *    depending on where the last column block of the call falls; MKL
 *    without CNR may differ with alignment), so a chunk's elements need
 *    not match the whole call's, although no reduction was split. Only a
 *    contraction computed whole -- the same call on the same shape as the
 *    reference -- keeps its bits on every conforming BLAS;
 *  - a float reduce-add/mul on chunks: the interpreter's fold schedule
 *    depends on the operand's shape (kernels_reduce.c: a vector combine
 *    when the innermost dim is kept, eight interleaved partial sums when it
 *    is reduced, so a kept dim tiled down changes which one runs).
 *
 * Integer contractions and reductions wrap, and max/min/and/or partials
 * are exact in any order; they taint nothing. A while/if/case with a
 * tainted value anywhere inside or among its operands taints all its
 * results (a loop feeds its body's results back into its arguments).
 *
 * A tainted output is compared within a tolerance, and the tolerance must
 * follow the precision its error was made in, not the output's own dtype:
 * a bf16 gradient reassociated across devices and then converted to f32
 * (Adam's moments, a loss summed in bf16 and returned as f32) carries
 * bf16-sized errors in an f32 tensor. So the walk also keeps, per tainted
 * value, the coarsest float type among the tainted values on its path
 * (itself included); an untainted value carries none, since an exact
 * conversion from bf16 adds no error of its own. */
#include <stdlib.h>

#include "spmd.h"

#include "../partition/tmr.h"

typedef struct {
  const pt_partition *p;
  uint8_t *reason; /* per value id of the original module: pt_exactness */
  uint8_t *coarse; /* per value id: float_rank of the coarsest tainted float on its path */
} exactness_walk;

/* How coarse a float type rounds: 0 for none (not a float), then f64, f32,
 * and f16/bf16 last (their tolerances are the same). */
static uint8_t float_rank(pt_dtype t) {
  switch (t) {
  case PT_DTYPE_F64: return 1;
  case PT_DTYPE_F32: return 2;
  case PT_DTYPE_F16:
  case PT_DTYPE_BF16: return 3;
  default: return 0;
  }
}

static pt_dtype rank_dtype(uint8_t rank) {
  static const pt_dtype by_rank[] = {PT_DTYPE_NONE, PT_DTYPE_F64, PT_DTYPE_F32, PT_DTYPE_BF16};
  return by_rank[rank];
}

static void coarsen(uint8_t *into, uint8_t rank) {
  if (rank > *into) *into = rank;
}

static bool any_float_operand_or_result(const pt_module *m, const pt_op *op) {
  for (uint32_t i = 0; i < op->n_operands; i++)
    if (pt_dtype_is_float((pt_dtype)pt_value_type(m, pt_op_operand(m, op, i))->dtype)) return true;
  for (uint32_t j = 0; j < op->n_results; j++)
    if (pt_dtype_is_float((pt_dtype)pt_value_type(m, pt_op_result(op, j))->dtype)) return true;
  return false;
}

/* Why op `op_id` itself (not its operands) may round differently on the
 * devices than in the reference; PT_EXACT when it cannot. */
static pt_exactness op_exactness(const pt_partition *p, uint32_t op_id) {
  pt_core_loop loops[PT_MESH_MAX_AXES];
  uint32_t conflicts = 0, n = pt_core_loops(p, op_id, loops, &conflicts);
  if (!n) return PT_EXACT; /* computed whole, exactly as the reference */
  const pt_module *m = p->m;
  const pt_op *op = pt_op_get(m, op_id);
  for (uint32_t l = 0; l < n; l++) {
    const int32_t *dims;
    const uint8_t *reds;
    pt_partition_entry_dims(p, op_id, loops[l].entry, &dims, &reds);
    for (uint32_t j = 0; j < op->n_results; j++)
      if (reds[j] == PT_REDUCER_ADD || reds[j] == PT_REDUCER_MUL) return PT_INEXACT_PARTIAL_SUM;
  }
  if (!any_float_operand_or_result(m, op)) return PT_EXACT;
  switch (op->code) {
  case PT_OP_DOT_GENERAL:
  case PT_OP_DOT:
  case PT_OP_CONVOLUTION:
    return PT_INEXACT_CHUNKED_CONTRACTION;
  case PT_OP_REDUCE: {
    for (uint32_t i = 0; i < op->n_results; i++) {
      pt_reducer r = pt_tmr_body_reducer(m, pt_op_region(m, op, 0), i);
      if (r == PT_REDUCER_ADD || r == PT_REDUCER_MUL) return PT_INEXACT_CHUNKED_REDUCTION;
    }
    return PT_EXACT;
  }
  default:
    return PT_EXACT;
  }
}

/* The first reason seen wins: it is the one reported for the output. */
static void merge(uint8_t *into, uint8_t reason) {
  if (*into == PT_EXACT) *into = reason;
}

/* What a region contributes to the ops around it: the first reason found
 * anywhere in it (nested regions included, PT_EXACT when none) and the
 * coarsest float among its tainted values. */
typedef struct {
  uint8_t reason, coarse;
} taint;

static void merge_taint(taint *into, taint t) {
  merge(&into->reason, t.reason);
  coarsen(&into->coarse, t.coarse);
}

static taint value_taint(const exactness_walk *w, uint32_t v) { return (taint){w->reason[v], w->coarse[v]}; }

static taint walk_region(exactness_walk *w, uint32_t region) {
  const pt_module *m = w->p->m;
  const pt_region *r = &m->regions.data[region];
  taint any = {PT_EXACT, 0};
  for (uint32_t i = 0; i < r->n_args; i++) merge_taint(&any, value_taint(w, r->args + i));
  for (uint32_t k = 0; k < r->n_ops; k++) {
    uint32_t op_id = pt_region_op(m, r, k);
    const pt_op *op = pt_op_get(m, op_id);
    taint t = {(uint8_t)op_exactness(w->p, op_id), 0};
    for (uint32_t i = 0; i < op->n_operands; i++) merge_taint(&t, value_taint(w, pt_op_operand(m, op, i)));
    if (op->code == PT_OP_WHILE && t.reason != PT_EXACT)
      for (uint32_t g = 0; g < op->n_regions; g++) {
        const pt_region *sub = &m->regions.data[pt_op_region(m, op, g)];
        for (uint32_t i = 0; i < sub->n_args; i++) {
          merge(&w->reason[sub->args + i], t.reason);
          coarsen(&w->coarse[sub->args + i], t.coarse);
        }
      }
    for (uint32_t g = 0; g < op->n_regions; g++) merge_taint(&t, walk_region(w, pt_op_region(m, op, g)));
    for (uint32_t j = 0; j < op->n_results; j++) {
      uint32_t v = pt_op_result(op, j);
      w->reason[v] = t.reason;
      w->coarse[v] = 0;
      if (t.reason != PT_EXACT) {
        w->coarse[v] = t.coarse;
        coarsen(&w->coarse[v], float_rank((pt_dtype)pt_value_type(m, v)->dtype));
      }
      coarsen(&t.coarse, w->coarse[v]);
    }
    merge_taint(&any, t);
  }
  return any;
}

pt_status *pt_spmd_result_exactness(const pt_partition *p, pt_exactness *out, pt_dtype *computed_in) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  exactness_walk w = {p, pt_calloc(m->values.len + 1, 1), pt_calloc(m->values.len + 1, 1)};
  if (!w.reason || !w.coarse) {
    free(w.reason);
    free(w.coarse);
    return pt_nomem();
  }
  walk_region(&w, f->body);
  const pt_region *body = &m->regions.data[f->body];
  const pt_op *ret = pt_op_get(m, pt_region_op(m, body, body->n_ops - 1));
  for (uint32_t j = 0; j < ret->n_operands && j < f->n_results; j++) {
    uint32_t v = pt_op_operand(m, ret, j);
    out[j] = (pt_exactness)w.reason[v];
    if (computed_in) {
      uint8_t rank = w.coarse[v];
      coarsen(&rank, float_rank((pt_dtype)pt_value_type(m, v)->dtype));
      computed_in[j] = rank_dtype(rank);
    }
  }
  free(w.reason);
  free(w.coarse);
  return NULL;
}

const char *pt_exactness_reason(pt_exactness e) {
  switch (e) {
  case PT_INEXACT_PARTIAL_SUM:
    return "partial sums were added across devices in another order";
  case PT_INEXACT_CHUNKED_CONTRACTION:
    return "a dot or convolution ran on chunks, and BLAS may round an element differently depending on the "
           "call's shape";
  case PT_INEXACT_CHUNKED_REDUCTION:
    return "a reduce-add/mul ran on chunks, and its summation order depends on the operand's shape";
  case PT_EXACT:
    break;
  }
  return "no reduction was split and every contraction ran whole";
}

const char *pt_exactness_tag(pt_exactness e) {
  switch (e) {
  case PT_INEXACT_PARTIAL_SUM:
    return "partial sum";
  case PT_INEXACT_CHUNKED_CONTRACTION:
    return "dot on chunks";
  case PT_INEXACT_CHUNKED_REDUCTION:
    return "reduce on chunks";
  case PT_EXACT:
    break;
  }
  return "exact";
}
