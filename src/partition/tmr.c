/* tmr.c - the Tile Mapping Registry core: entry storage, the dispatch over
 * the op table, the entries of elementwise and data-movement ops, reducer
 * detection for reduction bodies, and the local attributes of chunked ops.
 *
 * Every entry here is an instance of one argument: the op computes each
 * result element from operand elements at the same coordinate along the
 * tiled dims (a pointwise dim), so cutting all of them into the same k
 * contiguous blocks cuts the result the same way. An op gets an entry for a
 * dim only when its attributes make that dim pointwise; dims the op slices,
 * pads, reverses, concatenates or indexes get none. The interpreter checks
 * every entry against op(x...) = combine_r op(chunk_r(x)...)
 * (tests/unit/test_tmr*.c). */
#include <stdlib.h>
#include <string.h>

#include "tmr_internal.h"

/* ---- storage ---------------------------------------------------------------- */

void pt_tmr_init(pt_tmr *t) { memset(t, 0, sizeof *t); }

void pt_tmr_free(pt_tmr *t) {
  free(t->entries);
  pt_vec_free(&t->dims);
  pt_vec_free(&t->reducers);
  memset(t, 0, sizeof *t);
}

static void tmr_reset(pt_tmr *t, uint32_t n_operands, uint32_t n_results) {
  t->n_operands = n_operands;
  t->n_results = n_results;
  t->n_entries = 0;
  t->dims.len = 0;
  t->reducers.len = 0;
  t->failed = false;
}

int32_t *pt_tmr_add(pt_tmr *t) {
  uint32_t stride = t->n_operands + t->n_results;
  /* At least one slot, so the pools are never NULL here. */
  if (t->failed || !pt_vec_try_reserve(&t->dims, stride ? stride : 1) ||
      !pt_vec_try_reserve(&t->reducers, t->n_results ? t->n_results : 1)) {
    t->failed = true;
    return NULL;
  }
  int32_t *e = t->dims.data + t->dims.len;
  for (uint32_t i = 0; i < stride; i++) e[i] = PT_TMR_WHOLE;
  if (t->n_results) memset(t->reducers.data + t->reducers.len, PT_REDUCER_NONE, t->n_results);
  return e;
}

uint8_t *pt_tmr_add_reducers(pt_tmr *t) { return t->reducers.data + t->reducers.len; }

void pt_tmr_commit(pt_tmr *t) {
  uint32_t stride = t->n_operands + t->n_results;
  if (t->n_results == 0) return;
  const int32_t *e = t->dims.data + t->dims.len;
  const uint8_t *red = t->reducers.data + t->reducers.len;
  for (uint32_t j = 0; j < t->n_results; j++) {
    bool tiled = e[t->n_operands + j] >= 0 && red[j] == PT_REDUCER_NONE;
    bool partial = e[t->n_operands + j] < 0 && red[j] != PT_REDUCER_NONE;
    if (!tiled && !partial) return;
  }
  for (uint32_t k = 0; k < t->n_entries; k++)
    if (memcmp(t->dims.data + (size_t)k * stride, e, stride * sizeof *e) == 0 &&
        memcmp(t->reducers.data + (size_t)k * t->n_results, red, t->n_results) == 0)
      return;
  t->dims.len += stride;
  t->reducers.len += t->n_results;
  t->n_entries++;
}

void pt_tmr_add_tile1(pt_tmr *t, uint32_t i, int32_t od, int32_t rd) {
  int32_t *e = pt_tmr_add(t);
  if (!e) return; /* out of memory: pt_tmr_for_op reports it */
  if (i < t->n_operands) e[i] = od;
  e[t->n_operands] = rd;
  pt_tmr_commit(t);
}

/* Points the entries at the pools, which no longer move. Without memory
 * (here or in a rule) t has no entries and is marked failed. */
static void tmr_finish(pt_tmr *t) {
  if (!t->failed && t->n_entries > t->entries_cap) {
    free(t->entries);
    t->entries_cap = t->n_entries;
    t->entries = pt_malloc(t->entries_cap * sizeof *t->entries);
    if (!t->entries) t->entries_cap = 0, t->failed = true;
  }
  if (t->failed) t->n_entries = 0;
  uint32_t stride = t->n_operands + t->n_results;
  for (uint32_t k = 0; k < t->n_entries; k++) {
    t->entries[k].operand_dim = t->dims.data + (size_t)k * stride;
    t->entries[k].result_dim = t->dims.data + (size_t)k * stride + t->n_operands;
    t->entries[k].reducer = t->reducers.data + (size_t)k * t->n_results;
  }
}

/* ---- small helpers shared with tmr_contract.c ----------------------------------- */

const pt_type *pt_tmr_operand_tensor(const pt_module *m, const pt_op *op, uint32_t i) {
  if (i >= op->n_operands) return NULL;
  const pt_type *t = pt_value_type(m, pt_op_operand(m, op, i));
  return t->kind == PT_TYPE_TENSOR ? t : NULL;
}

const pt_type *pt_tmr_result_tensor(const pt_module *m, const pt_op *op, uint32_t i) {
  if (i >= op->n_results) return NULL;
  const pt_type *t = pt_value_type(m, pt_op_result(op, i));
  return t->kind == PT_TYPE_TENSOR ? t : NULL;
}

bool pt_tmr_contains(const int64_t *v, uint32_t n, int64_t x) {
  for (uint32_t i = 0; i < n; i++)
    if (v[i] == x) return true;
  return false;
}

bool pt_tmr_dims_valid(const int64_t *v, uint32_t n, int64_t bound) {
  for (uint32_t i = 0; i < n; i++) {
    if (v[i] < 0 || v[i] >= bound) return false;
    if (pt_tmr_contains(v, i, v[i])) return false;
  }
  return true;
}

bool pt_tmr_int_list(const pt_module *m, const pt_op *op, const char *name, int64_t *out, uint32_t *n) {
  return pt_attr_int_list(m, pt_op_attr(m, op, name), out, PT_MAX_RANK, n) && *n <= PT_MAX_RANK;
}

static bool same_shape(const pt_type *a, const pt_type *b) {
  return a->rank == b->rank && memcmp(a->dims, b->dims, a->rank * sizeof a->dims[0]) == 0;
}

/* ---- reducers ----------------------------------------------------------------------- */

const char *pt_reducer_name(pt_reducer r) {
  switch (r) {
    case PT_REDUCER_ADD: return "sum";
    case PT_REDUCER_MUL: return "mul";
    case PT_REDUCER_MAX: return "max";
    case PT_REDUCER_MIN: return "min";
    case PT_REDUCER_AND: return "and";
    case PT_REDUCER_OR: return "or";
    default: return "none";
  }
}

pt_opcode pt_reducer_op(pt_reducer r) {
  switch (r) {
    case PT_REDUCER_ADD: return PT_OP_ADD;
    case PT_REDUCER_MUL: return PT_OP_MULTIPLY;
    case PT_REDUCER_MAX: return PT_OP_MAXIMUM;
    case PT_REDUCER_MIN: return PT_OP_MINIMUM;
    case PT_REDUCER_AND: return PT_OP_AND;
    case PT_REDUCER_OR: return PT_OP_OR;
    default: return PT_OP_COUNT;
  }
}

pt_reducer pt_tmr_body_reducer(const pt_module *m, uint32_t region, uint32_t i) {
  if (region >= m->regions.len) return PT_REDUCER_NONE;
  const pt_region *r = &m->regions.data[region];
  if (r->n_args % 2 != 0 || r->n_ops == 0) return PT_REDUCER_NONE;
  uint32_t n = r->n_args / 2;
  if (i >= n || r->n_ops != n + 1) return PT_REDUCER_NONE;
  const pt_op *ret = pt_op_get(m, pt_region_op(m, r, r->n_ops - 1));
  if (ret->code != PT_OP_RETURN || ret->n_operands != n) return PT_REDUCER_NONE;
  const pt_value *v = &m->values.data[pt_op_operand(m, ret, i)];
  if (v->is_arg || v->def >= m->ops.len) return PT_REDUCER_NONE;
  const pt_op *x = pt_op_get(m, v->def);
  if (x->parent != region || x->n_operands != 2 || x->n_results != 1) return PT_REDUCER_NONE;
  uint32_t a = pt_op_operand(m, x, 0), b = pt_op_operand(m, x, 1);
  uint32_t acc = r->args + i, val = r->args + n + i;
  if (!((a == acc && b == val) || (a == val && b == acc))) return PT_REDUCER_NONE;
  const pt_type *ty = pt_value_type(m, acc);
  bool is_bool = ty->kind == PT_TYPE_TENSOR && ty->dtype == PT_DTYPE_I1;
  /* On booleans add and max are OR, multiply and min are AND. */
  switch (x->code) {
    case PT_OP_ADD: return is_bool ? PT_REDUCER_OR : PT_REDUCER_ADD;
    case PT_OP_MULTIPLY: return is_bool ? PT_REDUCER_AND : PT_REDUCER_MUL;
    case PT_OP_MAXIMUM: return is_bool ? PT_REDUCER_OR : PT_REDUCER_MAX;
    case PT_OP_MINIMUM: return is_bool ? PT_REDUCER_AND : PT_REDUCER_MIN;
    case PT_OP_AND: return PT_REDUCER_AND;
    case PT_OP_OR: return PT_REDUCER_OR;
    default: return PT_REDUCER_NONE;
  }
}

/* ---- elementwise and data movement ------------------------------------------------- */

/* Operands of the result's shape are tiled with it; rank-0 operands (the
 * scalar predicate of select, scalar bounds of clamp) are used whole. */
static void tmr_elementwise(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *r = pt_tmr_result_tensor(m, op, 0);
  if (!r || op->n_results != 1) return;
  bool tiled[8];
  if (op->n_operands > PT_ARRAY_LEN(tiled)) return;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    const pt_type *o = pt_tmr_operand_tensor(m, op, i);
    if (!o) return;
    if (same_shape(o, r)) tiled[i] = true;
    else if (o->rank == 0) tiled[i] = false;
    else return;
  }
  for (uint32_t d = 0; d < r->rank; d++) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < op->n_operands; i++) e[i] = tiled[i] ? (int32_t)d : PT_TMR_WHOLE;
    e[op->n_operands] = (int32_t)d;
    pt_tmr_commit(t);
  }
  /* Sums of partial sums (see PT_TMR_PARTIAL); not on booleans, where add
   * is OR and the terms would not be a sum. */
  if ((op->code == PT_OP_ADD || op->code == PT_OP_SUBTRACT) && r->dtype != PT_DTYPE_I1 && tiled[0] && tiled[1]) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = e[1] = PT_TMR_PARTIAL;
    e[2] = -1;
    pt_tmr_add_reducers(t)[0] = PT_REDUCER_ADD;
    pt_tmr_commit(t);
  }
}

/* Same width: elementwise. A width change adds or drops a minor dim that
 * holds the pieces of one element; the other dims stay pointwise. */
static void tmr_bitcast_convert(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_result_tensor(m, op, 0);
  if (!o || !r) return;
  uint32_t n = o->rank < r->rank ? o->rank : r->rank;
  if (o->rank != r->rank && o->rank != r->rank + 1 && r->rank != o->rank + 1) return;
  for (uint32_t d = 0; d < n; d++)
    if (o->dims[d] == r->dims[d]) pt_tmr_add_tile1(t, 0, (int32_t)d, (int32_t)d);
}

/* Result dim j comes from operand dim i (broadcast_dimensions[i] = j) unless
 * operand dim i is an expanded size-1 dim; a result dim no operand dim
 * feeds, or an expanded one, is tiled while the operand is used whole. */
static void tmr_broadcast_in_dim(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_result_tensor(m, op, 0);
  int64_t bd[PT_MAX_RANK];
  uint32_t n;
  if (!o || !r || !pt_tmr_int_list(m, op, "broadcast_dimensions", bd, &n)) return;
  if (n != o->rank || !pt_tmr_dims_valid(bd, n, r->rank)) return;
  for (uint32_t j = 0; j < r->rank; j++) {
    int32_t src = PT_TMR_WHOLE;
    for (uint32_t i = 0; i < n; i++)
      if (bd[i] == (int64_t)j && o->dims[i] == r->dims[j]) src = (int32_t)i;
    pt_tmr_add_tile1(t, 0, src, (int32_t)j);
  }
}

/* The legacy broadcast prepends broadcast_sizes dims. */
static void tmr_broadcast(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_result_tensor(m, op, 0);
  int64_t sizes[PT_MAX_RANK];
  uint32_t n;
  if (!o || !r || !pt_tmr_int_list(m, op, "broadcast_sizes", sizes, &n) || n + o->rank != r->rank) return;
  for (uint32_t j = 0; j < r->rank; j++)
    pt_tmr_add_tile1(t, 0, j < n ? PT_TMR_WHOLE : (int32_t)(j - n), (int32_t)j);
}

static void tmr_transpose(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_result_tensor(m, op, 0);
  int64_t perm[PT_MAX_RANK];
  uint32_t n;
  if (!o || !r || !pt_tmr_int_list(m, op, "permutation", perm, &n)) return;
  if (n != o->rank || n != r->rank || !pt_tmr_dims_valid(perm, n, n)) return;
  for (uint32_t j = 0; j < n; j++) pt_tmr_add_tile1(t, 0, (int32_t)perm[j], (int32_t)j);
}

/* Reshape. Drop size-1 dims (they can never be tiled), then cut both dim
 * lists into minimal groups of equal product, e.g. [6, 4] -> [3, 8] is one
 * group and [4, 6] -> [4, 2, 3] two ([4]<->[4], [6]<->[2, 3]). Within a
 * group the elements are laid out row-major in the same order on both
 * sides, so the r-th of k contiguous blocks of the group's linear index is,
 * when k divides the MAJOR dim of the group on a side, exactly the r-th
 * chunk of that major dim (all outer and inner dims unchanged). Hence the
 * entry (major operand dim) -> (major result dim) of every group, which is
 * sound exactly when k divides both major dims -- the general divisibility
 * rule (pt_tmr_entry_divisible). A minor factor of a group (e.g. S in
 * [B,S]->[B*S]) has no entry: its chunks are strided in the result. Tensors
 * with zero elements get no entries. */
uint32_t pt_reshape_groups(const pt_type *o, const pt_type *r, pt_reshape_group *groups) {
  int64_t n = pt_type_num_elements(o);
  if (n <= 0 || pt_type_num_elements(r) != n) return 0;
  uint32_t a[PT_MAX_RANK], b[PT_MAX_RANK], na = 0, nb = 0, ng = 0;
  for (uint32_t d = 0; d < o->rank; d++)
    if (o->dims[d] != 1) a[na++] = d;
  for (uint32_t d = 0; d < r->rank; d++)
    if (r->dims[d] != 1) b[nb++] = d;
  uint32_t i = 0, j = 0;
  while (i < na && j < nb) {
    /* Partial products of dims >= 2 stay below the element count: no
     * overflow. */
    int64_t pa = o->dims[a[i]], pb = r->dims[b[j]];
    uint32_t gi = i + 1, gj = j + 1;
    while (pa != pb) {
      if (pa < pb) {
        if (gi >= na) return 0;
        pa *= o->dims[a[gi++]];
      } else {
        if (gj >= nb) return 0;
        pb *= r->dims[b[gj++]];
      }
    }
    pt_reshape_group g = {a[i], b[j], 0, 0};
    for (uint32_t k = i; k < gi; k++) g.dims_in |= 1u << a[k];
    for (uint32_t k = j; k < gj; k++) g.dims_out |= 1u << b[k];
    groups[ng++] = g;
    i = gi;
    j = gj;
  }
  return ng;
}

static void tmr_reshape(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_result_tensor(m, op, 0);
  if (!o || !r) return;
  pt_reshape_group g[PT_MAX_RANK];
  uint32_t n = pt_reshape_groups(o, r, g);
  for (uint32_t i = 0; i < n; i++) pt_tmr_add_tile1(t, 0, (int32_t)g[i].major_in, (int32_t)g[i].major_out);
}

/* A dim the slice keeps whole (start 0, limit the full size) is pointwise
 * when the stride divides its size: then k | (size/stride) makes every
 * chunk start on a stride boundary. */
static void tmr_slice(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0), *r = pt_tmr_result_tensor(m, op, 0);
  int64_t start[PT_MAX_RANK], limit[PT_MAX_RANK], stride[PT_MAX_RANK];
  uint32_t ns, nl, nst = 0;
  if (!o || !r || o->rank != r->rank || !pt_tmr_int_list(m, op, "start_indices", start, &ns) ||
      !pt_tmr_int_list(m, op, "limit_indices", limit, &nl) || ns != o->rank || nl != o->rank)
    return;
  if (!pt_tmr_int_list(m, op, "strides", stride, &nst)) {
    nst = o->rank;
    for (uint32_t d = 0; d < o->rank; d++) stride[d] = 1;
  }
  if (nst != o->rank) return;
  for (uint32_t d = 0; d < o->rank; d++)
    if (start[d] == 0 && limit[d] == o->dims[d] && stride[d] > 0 && o->dims[d] % stride[d] == 0)
      pt_tmr_add_tile1(t, 0, (int32_t)d, (int32_t)d);
}

static void tmr_pad(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0);
  int64_t lo[PT_MAX_RANK], hi[PT_MAX_RANK], in[PT_MAX_RANK];
  uint32_t nlo, nhi, nin;
  if (!o || !pt_tmr_int_list(m, op, "edge_padding_low", lo, &nlo) ||
      !pt_tmr_int_list(m, op, "edge_padding_high", hi, &nhi) || !pt_tmr_int_list(m, op, "interior_padding", in, &nin))
    return;
  if (nlo != o->rank || nhi != o->rank || nin != o->rank) return;
  for (uint32_t d = 0; d < o->rank; d++)
    if (lo[d] == 0 && hi[d] == 0 && in[d] == 0) pt_tmr_add_tile1(t, 0, (int32_t)d, (int32_t)d);
}

static void tmr_concatenate(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *r = pt_tmr_result_tensor(m, op, 0);
  const pt_attr *a = pt_op_attr(m, op, "dimension");
  int64_t dim;
  if (!r || !a || !pt_attr_get_int(a, &dim)) return;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    const pt_type *o = pt_tmr_operand_tensor(m, op, i);
    if (!o || o->rank != r->rank) return;
  }
  for (uint32_t d = 0; d < r->rank; d++) {
    if ((int64_t)d == dim) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < op->n_operands; i++) e[i] = (int32_t)d;
    e[op->n_operands] = (int32_t)d;
    pt_tmr_commit(t);
  }
}

static void tmr_reverse(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0);
  int64_t dims[PT_MAX_RANK];
  uint32_t n;
  if (!o || !pt_tmr_int_list(m, op, "dimensions", dims, &n)) return;
  for (uint32_t d = 0; d < o->rank; d++)
    if (!pt_tmr_contains(dims, n, d)) pt_tmr_add_tile1(t, 0, (int32_t)d, (int32_t)d);
}

/* A dim whose slice takes the whole extent has its start clamped to 0
 * whatever the index says, in the whole op and in every chunk alike. */
static void tmr_dynamic_slice(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0);
  int64_t sizes[PT_MAX_RANK];
  uint32_t n;
  if (!o || !pt_tmr_int_list(m, op, "slice_sizes", sizes, &n) || n != o->rank) return;
  for (uint32_t d = 0; d < o->rank; d++)
    if (sizes[d] == o->dims[d]) pt_tmr_add_tile1(t, 0, (int32_t)d, (int32_t)d);
}

static void tmr_dynamic_update_slice(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *o = pt_tmr_operand_tensor(m, op, 0), *u = pt_tmr_operand_tensor(m, op, 1);
  if (!o || !u || o->rank != u->rank) return;
  for (uint32_t d = 0; d < o->rank; d++) {
    if (u->dims[d] != o->dims[d]) continue;
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    e[0] = e[1] = (int32_t)d;
    e[op->n_operands] = (int32_t)d;
    pt_tmr_commit(t);
  }
}

/* Sources: any dim of a splat constant, any dim but the counting one of an
 * iota. A non-splat constant has none (the partitioner slices it). */
static void tmr_source(const pt_module *m, const pt_op *op, pt_tmr *t) {
  const pt_type *r = pt_tmr_result_tensor(m, op, 0);
  if (!r) return;
  int64_t skip = -1;
  if (op->code == PT_OP_CONSTANT) {
    const pt_attr *v = pt_op_attr(m, op, "value");
    if (!v || v->kind != PT_ATTR_DENSE || !v->u.dense.splat) return;
  } else {
    const pt_attr *a = pt_op_attr(m, op, "iota_dimension");
    if (!a || !pt_attr_get_int(a, &skip)) return;
  }
  for (uint32_t d = 0; d < r->rank; d++)
    if ((int64_t)d != skip) pt_tmr_add_tile1(t, 0, PT_TMR_WHOLE, (int32_t)d);
}

/* Identities over several values (optimization_barrier, annotation custom
 * calls). An entry must tile every result, so the only entries of the joint
 * op tile all operands on the same dim; propagation should rather treat
 * such ops as pairwise data-flow edges, as it does for while. */
static void tmr_joint_identity(const pt_module *m, const pt_op *op, pt_tmr *t) {
  if (op->n_operands != op->n_results || op->n_operands == 0) return;
  uint32_t rank = PT_MAX_RANK;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    const pt_type *o = pt_tmr_operand_tensor(m, op, i), *r = pt_tmr_result_tensor(m, op, i);
    if (!o || !r || !same_shape(o, r)) return;
    if (o->rank < rank) rank = o->rank;
  }
  for (uint32_t d = 0; d < rank; d++) {
    int32_t *e = pt_tmr_add(t);
    if (!e) return; /* out of memory: pt_tmr_for_op reports it */
    for (uint32_t i = 0; i < op->n_operands + op->n_results; i++) e[i] = (int32_t)d;
    pt_tmr_commit(t);
  }
}

/* Custom calls: GSPMD's @Sharding and the placement/layout hints are
 * identities on the global value, so every dim maps through; the rest are
 * opaque (no entries). The classifier (src/ir/custom_call.c) says which. */
static void tmr_custom_call(const pt_module *m, const pt_op *op, pt_tmr *t) {
  if (pt_custom_call_is_partition_identity(pt_custom_call_kind_of(m, op))) tmr_joint_identity(m, op, t);
}

/* No entries: while/if/case propagate through region arguments, not the
 * TMR; rng and rng_bit_generator chunks would draw other numbers;
 * collectives, partition_id/replica_id, get_dimension_size, after_all,
 * checks, named/manual computations and func ops are not partitioned. */
static void tmr_none(const pt_module *m, const pt_op *op, pt_tmr *t) {
  (void)m;
  (void)op;
  (void)t;
}

/* ---- dispatch ---------------------------------------------------------------------- */

/* The rule of each op, indexed by opcode; elementwise ops (the
 * PT_OPF_ELEMENTWISE flag of ops.def) share tmr_elementwise. An op with no
 * entries says so with tmr_none: tests/unit/test_op_table.c checks that
 * every opcode has a rule. */
static pt_tmr_rule_fn *const rules[PT_OP_COUNT] = {
    [PT_OP_BITCAST_CONVERT] = tmr_bitcast_convert,
    [PT_OP_BROADCAST_IN_DIM] = tmr_broadcast_in_dim,
    [PT_OP_BROADCAST] = tmr_broadcast,
    [PT_OP_TRANSPOSE] = tmr_transpose,
    [PT_OP_RESHAPE] = tmr_reshape,
    [PT_OP_SLICE] = tmr_slice,
    [PT_OP_PAD] = tmr_pad,
    [PT_OP_CONCATENATE] = tmr_concatenate,
    [PT_OP_REVERSE] = tmr_reverse,
    [PT_OP_DYNAMIC_SLICE] = tmr_dynamic_slice,
    [PT_OP_DYNAMIC_UPDATE_SLICE] = tmr_dynamic_update_slice,
    [PT_OP_CONSTANT] = tmr_source,
    [PT_OP_IOTA] = tmr_source,
    [PT_OP_OPTIMIZATION_BARRIER] = tmr_joint_identity,
    [PT_OP_CUSTOM_CALL] = tmr_custom_call,
    [PT_OP_SDY_SHARDING_CONSTRAINT] = tmr_joint_identity,
    [PT_OP_SDY_RESHARD] = tmr_joint_identity,
    [PT_OP_SDY_PROPAGATION_BARRIER] = tmr_joint_identity,
    [PT_OP_DOT_GENERAL] = pt_tmr_dot,
    [PT_OP_DOT] = pt_tmr_dot,
    [PT_OP_CONVOLUTION] = pt_tmr_convolution,
    [PT_OP_REDUCE] = pt_tmr_reduce,
    [PT_OP_REDUCE_WINDOW] = pt_tmr_reduce_window,
    [PT_OP_SELECT_AND_SCATTER] = pt_tmr_select_and_scatter,
    [PT_OP_GATHER] = pt_tmr_gather,
    [PT_OP_SCATTER] = pt_tmr_scatter,
    [PT_OP_SORT] = pt_tmr_sort,
    [PT_OP_CHLO_TOP_K] = pt_tmr_top_k,
    [PT_OP_CHOLESKY] = pt_tmr_linalg,
    [PT_OP_TRIANGULAR_SOLVE] = pt_tmr_linalg,
    [PT_OP_FUNC_RETURN] = tmr_none,
    [PT_OP_FUNC_CALL] = tmr_none,
    [PT_OP_RETURN] = tmr_none,
    [PT_OP_PARTITION_ID] = tmr_none,
    [PT_OP_REPLICA_ID] = tmr_none,
    [PT_OP_RNG_BIT_GENERATOR] = tmr_none,
    [PT_OP_RNG] = tmr_none,
    [PT_OP_AFTER_ALL] = tmr_none,
    [PT_OP_GET_DIMENSION_SIZE] = tmr_none,
    [PT_OP_WHILE] = tmr_none,
    [PT_OP_IF] = tmr_none,
    [PT_OP_CASE] = tmr_none,
    [PT_OP_SDY_NAMED_COMPUTATION] = tmr_none,
    [PT_OP_SDY_MANUAL_COMPUTATION] = tmr_none,
    [PT_OP_ALL_GATHER] = tmr_none,
    [PT_OP_ALL_REDUCE] = tmr_none,
    [PT_OP_REDUCE_SCATTER] = tmr_none,
    [PT_OP_ALL_TO_ALL] = tmr_none,
    [PT_OP_COLLECTIVE_PERMUTE] = tmr_none,
    [PT_OP_COLLECTIVE_BROADCAST] = tmr_none,
    [PT_OP_CHECK_EXPECT_EQ] = tmr_none,
    [PT_OP_CHECK_EXPECT_EQ_CONST] = tmr_none,
    [PT_OP_CHECK_EXPECT_ALMOST_EQ] = tmr_none,
    [PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST] = tmr_none,
    [PT_OP_CHECK_EXPECT_CLOSE] = tmr_none,
};

pt_tmr_rule_fn *pt_tmr_rule_hook(pt_opcode code) {
  if ((unsigned)code >= PT_OP_COUNT) return NULL;
  /* Elementwise first, as a flag of ops.def: convert is elementwise. */
  if (pt_op_has_flag(code, PT_OPF_ELEMENTWISE)) return tmr_elementwise;
  return rules[code];
}

pt_hook_state pt_tmr_rule_state(pt_opcode code) {
  pt_tmr_rule_fn *rule = pt_tmr_rule_hook(code);
  return !rule ? PT_HOOK_MISSING : rule == tmr_none ? PT_HOOK_NONE : PT_HOOK_SET;
}

bool pt_tmr_for_op(const pt_module *m, const pt_op *op, pt_tmr *t) {
  tmr_reset(t, op->n_operands, op->n_results);
  pt_tmr_rule_fn *rule = pt_tmr_rule_hook((pt_opcode)op->code);
  if (rule) rule(m, op, t);
  tmr_finish(t);
  return !t->failed;
}

bool pt_tmr_entry_divisible(const pt_module *m, const pt_op *op, const pt_tmr_entry *e, int64_t k) {
  if (k < 1) return false;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    if (e->operand_dim[i] < 0) continue;
    const pt_type *o = pt_tmr_operand_tensor(m, op, i);
    if (!o || (uint32_t)e->operand_dim[i] >= o->rank || o->dims[e->operand_dim[i]] % k != 0) return false;
  }
  for (uint32_t j = 0; j < op->n_results; j++) {
    if (e->result_dim[j] < 0) continue;
    const pt_type *r = pt_tmr_result_tensor(m, op, j);
    if (!r || (uint32_t)e->result_dim[j] >= r->rank || r->dims[e->result_dim[j]] % k != 0) return false;
  }
  return true;
}

void pt_tmr_entry_print(pt_buf *b, const pt_tmr *t, uint32_t entry) {
  if (entry >= t->n_entries) return;
  const pt_tmr_entry *e = &t->entries[entry];
  pt_buf_putc(b, '(');
  for (uint32_t i = 0; i < t->n_operands; i++) {
    if (i) pt_buf_puts(b, ", ");
    if (e->operand_dim[i] == PT_TMR_PARTIAL) pt_buf_puts(b, "#sum");
    else if (e->operand_dim[i] < 0) pt_buf_putc(b, '_');
    else pt_buf_printf(b, "%d", (int)e->operand_dim[i]);
  }
  pt_buf_puts(b, ") -> (");
  for (uint32_t j = 0; j < t->n_results; j++) {
    if (j) pt_buf_puts(b, ", ");
    if (e->reducer[j] != PT_REDUCER_NONE) pt_buf_printf(b, "#%s", pt_reducer_name((pt_reducer)e->reducer[j]));
    else pt_buf_printf(b, "#tile<%d>", (int)e->result_dim[j]);
  }
  pt_buf_putc(b, ')');
}

/* ---- local attributes ------------------------------------------------------------ */

static int find_attr(const pt_module *m, const pt_named_attr *a, uint32_t n, const char *name) {
  uint32_t id = pt_intern_lookup(&m->strings, name, strlen(name));
  if (!id) return -1;
  for (uint32_t i = 0; i < n; i++)
    if (a[i].name == id) return (int)i;
  return -1;
}

/* Rewrites the integer list `name`: entry d becomes local[d] where it
 * equals global[d] (a whole extent) and, when `start` is given, start[d]
 * is 0. */
static void localize_list(pt_module *m, pt_named_attr *a, uint32_t n, const char *name, const int64_t *global,
                          const int64_t *local, uint32_t rank, const int64_t *start) {
  int i = find_attr(m, a, n, name);
  int64_t v[PT_MAX_RANK];
  uint32_t len;
  if (i < 0 || !pt_attr_int_list(m, a[i].value, v, PT_MAX_RANK, &len) || len != rank) return;
  bool changed = false;
  for (uint32_t d = 0; d < rank; d++)
    if (v[d] == global[d] && local[d] != global[d] && (!start || start[d] == 0)) {
      v[d] = local[d];
      changed = true;
    }
  if (changed) a[i].value = pt_attr_i64_array(m, v, rank);
}

bool pt_tmr_rewrites_attrs(uint32_t code) {
  return code == PT_OP_SLICE || code == PT_OP_DYNAMIC_SLICE || code == PT_OP_GATHER || code == PT_OP_BROADCAST ||
         code == PT_OP_CONSTANT;
}

uint32_t pt_tmr_local_attrs(pt_module *m, uint32_t op_id, const uint32_t *local_operand_types,
                            const uint32_t *local_result_types, const pt_named_attr **out) {
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t n = op->n_attrs;
  pt_named_attr *a = pt_arena_alloc(&m->arena, (n ? n : 1) * sizeof *a);
  *out = a;
  if (!a) return 0; /* the arena is marked failed: m reports out of memory (pt_module_oom) */
  if (n) memcpy(a, m->attr_pool.data + op->attrs, n * sizeof *a);
  const pt_type *g = op->n_operands ? pt_value_type(m, pt_op_operand(m, op, 0)) : NULL;
  const pt_type *l = op->n_operands ? pt_type_get(m, local_operand_types[0]) : NULL;
  if (g && (g->kind != PT_TYPE_TENSOR || l->kind != PT_TYPE_TENSOR || g->rank != l->rank)) return n;
  /* Each case below is an opcode pt_tmr_rewrites_attrs names: lowering
   * skips this function for the others. */
  switch (op->code) {
    case PT_OP_SLICE: {
      int64_t start[PT_MAX_RANK];
      uint32_t ns;
      if (pt_tmr_int_list(m, op, "start_indices", start, &ns) && ns == g->rank)
        localize_list(m, a, n, "limit_indices", g->dims, l->dims, g->rank, start);
      break;
    }
    case PT_OP_DYNAMIC_SLICE:
    case PT_OP_GATHER: localize_list(m, a, n, "slice_sizes", g->dims, l->dims, g->rank, NULL); break;
    case PT_OP_BROADCAST: {
      const pt_type *gr = pt_value_type(m, pt_op_result(op, 0)), *lr = pt_type_get(m, local_result_types[0]);
      if (gr->rank < g->rank || lr->rank != gr->rank) break;
      localize_list(m, a, n, "broadcast_sizes", gr->dims, lr->dims, gr->rank - g->rank, NULL);
      break;
    }
    case PT_OP_CONSTANT: {
      int i = find_attr(m, a, n, "value");
      const pt_attr *v = i >= 0 ? a[i].value : NULL;
      if (v && v->kind == PT_ATTR_DENSE && v->u.dense.splat && v->u.dense.type != local_result_types[0])
        a[i].value = pt_attr_dense(m, local_result_types[0], true, v->u.dense.bytes, v->u.dense.nbytes);
      break;
    }
    default: break;
  }
  return n;
}
