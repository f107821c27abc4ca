/* tmr_internal.h - what the TMR's files share: appending entries to a
 * pt_tmr, and type accessors that tolerate unverified modules.
 *
 *   tmr.c           registry core, elementwise and data-movement ops,
 *                   reducer detection, local attributes
 *   tmr_contract.c  dot_general/dot, convolution, reduce, reduce_window,
 *                   select_and_scatter, gather, scatter, sort, top_k,
 *                   cholesky, triangular_solve
 */
#ifndef PT_TMR_INTERNAL_H
#define PT_TMR_INTERNAL_H

#include "tmr.h"

/* Starts a new entry with every operand whole, every result -1 and every
 * reducer NONE; returns its dims (operands first, then results), valid
 * until the next pt_tmr_add. */
int32_t *pt_tmr_add(pt_tmr *t);
/* The reducers of the entry being built. */
uint8_t *pt_tmr_add_reducers(pt_tmr *t);
/* Keeps the entry being built unless it is a duplicate of an earlier one
 * or leaves some result neither tiled nor partial. */
void pt_tmr_commit(pt_tmr *t);

/* Shorthand: operand `i` tiled on od and result 0 tiled on rd, everything
 * else whole. */
void pt_tmr_add_tile1(pt_tmr *t, uint32_t i, int32_t od, int32_t rd);

/* Operand i's / result i's type when it is a tensor, else NULL. */
const pt_type *pt_tmr_operand_tensor(const pt_module *m, const pt_op *op, uint32_t i);
const pt_type *pt_tmr_result_tensor(const pt_module *m, const pt_op *op, uint32_t i);

/* Whether v holds `n` distinct values in [0, bound). */
bool pt_tmr_dims_valid(const int64_t *v, uint32_t n, int64_t bound);
bool pt_tmr_contains(const int64_t *v, uint32_t n, int64_t x);

/* An integer list attribute of the op into out[PT_MAX_RANK]; false when
 * absent, malformed or longer than PT_MAX_RANK. */
bool pt_tmr_int_list(const pt_module *m, const pt_op *op, const char *name, int64_t *out, uint32_t *n);

/* Per-op entry builders of tmr_contract.c. */
void pt_tmr_dot(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_convolution(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_reduce(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_reduce_window(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_select_and_scatter(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_gather(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_scatter(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_sort(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_top_k(const pt_module *m, const pt_op *op, pt_tmr *t);
void pt_tmr_linalg(const pt_module *m, const pt_op *op, pt_tmr *t);

/* An op's rule: appends its entries to t (none when no chunking of the op
 * is sound). */
typedef void pt_tmr_rule_fn(const pt_module *m, const pt_op *op, pt_tmr *t);
/* The rule of opcode `code` (tmr.c's table), NULL when it has none. */
pt_tmr_rule_fn *pt_tmr_rule_hook(pt_opcode code);

#endif /* PT_TMR_INTERNAL_H */
