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
 * results (a loop feeds its body's results back into its arguments). */
#include <stdlib.h>

#include "spmd.h"

#include "../partition/tmr.h"

typedef struct {
  const pt_partition *p;
  uint8_t *reason; /* per value id of the original module: pt_exactness */
} exactness_walk;

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

/* Marks the results of the ops of `region`; returns the first reason found
 * anywhere in it (nested regions included), PT_EXACT when none. */
static uint8_t walk_region(exactness_walk *w, uint32_t region) {
  const pt_module *m = w->p->m;
  const pt_region *r = &m->regions.data[region];
  uint8_t any = PT_EXACT;
  for (uint32_t i = 0; i < r->n_args; i++) merge(&any, w->reason[r->args + i]);
  for (uint32_t k = 0; k < r->n_ops; k++) {
    uint32_t op_id = pt_region_op(m, r, k);
    const pt_op *op = pt_op_get(m, op_id);
    uint8_t t = (uint8_t)op_exactness(w->p, op_id);
    for (uint32_t i = 0; i < op->n_operands; i++) merge(&t, w->reason[pt_op_operand(m, op, i)]);
    if (op->code == PT_OP_WHILE && t != PT_EXACT)
      for (uint32_t g = 0; g < op->n_regions; g++) {
        const pt_region *sub = &m->regions.data[pt_op_region(m, op, g)];
        for (uint32_t i = 0; i < sub->n_args; i++) merge(&w->reason[sub->args + i], t);
      }
    for (uint32_t g = 0; g < op->n_regions; g++) merge(&t, walk_region(w, pt_op_region(m, op, g)));
    for (uint32_t j = 0; j < op->n_results; j++) w->reason[pt_op_result(op, j)] = t;
    merge(&any, t);
  }
  return any;
}

pt_status *pt_spmd_result_exactness(const pt_partition *p, pt_exactness *out) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  exactness_walk w = {p, pt_calloc(m->values.len + 1, 1)};
  if (!w.reason) return pt_nomem();
  walk_region(&w, f->body);
  const pt_region *body = &m->regions.data[f->body];
  const pt_op *ret = pt_op_get(m, pt_region_op(m, body, body->n_ops - 1));
  for (uint32_t j = 0; j < ret->n_operands && j < f->n_results; j++) out[j] = (pt_exactness)w.reason[pt_op_operand(m, ret, j)];
  free(w.reason);
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
