/* interp_region.c - reducer and comparator bodies as kernels see them.
 *
 * reduce, reduce_window, scatter, select_and_scatter, all_reduce and sort
 * carry a small region applied per element. Running it through the driver
 * for every element is correct but slow (a buffer per value), so there are
 * three tiers: the one-op bodies JAX emits (`add`, `maximum`, ... then
 * return; `return %arg1` for scatter's replace; a single `compare` for
 * sort) are recognised and run as typed loops by the kernels; bodies made
 * only of rank-0 constants and elementwise ops run in a scalar evaluator
 * (one 8-byte slot per value); anything else (nested regions, values from
 * the enclosing scope) calls the region through the driver. */
#include <stdlib.h>

#include "interp_internal.h"

static pt_reduce_kind binop_kind(pt_opcode code) {
  switch (code) {
    case PT_OP_ADD: return PT_REDUCE_ADD;
    case PT_OP_MULTIPLY: return PT_REDUCE_MUL;
    case PT_OP_MINIMUM: return PT_REDUCE_MIN;
    case PT_OP_MAXIMUM: return PT_REDUCE_MAX;
    case PT_OP_AND: return PT_REDUCE_AND;
    case PT_OP_OR: return PT_REDUCE_OR;
    case PT_OP_XOR: return PT_REDUCE_XOR;
    default: return PT_REDUCE_REGION;
  }
}

/* ---- scalar programs ---- */

/* Every argument and op result of the body owns one 8-byte slot; constants
 * are written into theirs once, at compile time. Running the body is then
 * one pt_ew_run per op on single elements: no buffers, no refcounts. JAX's
 * float sort comparator (17 ops) and argmax reducers take this path. */
struct pt_scalar_prog {
  uint32_t n_args, n_ops, n_ret;
  uint64_t *slots;
  uint8_t *esize; /* per slot */
  struct {
    pt_ew_desc d;
    uint32_t in[3], out;
  } *ops;
  uint32_t *ret;
};

static void prog_free(pt_scalar_prog *p) {
  if (!p) return;
  free(p->slots);
  free(p->esize);
  free(p->ops);
  free(p->ret);
  free(p);
}

/* Slot of value v: an argument, or the result of an earlier op of the body. */
static bool slot_of(const pt_module *m, const pt_region *reg, uint32_t upto, uint32_t v, uint32_t *slot) {
  if (v >= reg->args && v - reg->args < reg->n_args) {
    *slot = v - reg->args;
    return true;
  }
  for (uint32_t k = 0; k < upto; k++)
    if (pt_op_get(m, pt_region_op(m, reg, k))->results == v) {
      *slot = reg->n_args + k;
      return true;
    }
  return false;
}

static bool scalar_type(const pt_type *t) {
  return t->kind == PT_TYPE_TENSOR && t->rank == 0 && pt_dtype_size((pt_dtype)t->dtype) <= 8;
}

static pt_scalar_prog *prog_compile(const pt_module *m, uint32_t rid) {
  const pt_region *reg = &m->regions.data[rid];
  if (reg->n_ops == 0 || reg->n_ops > 4096) return NULL;
  const pt_op *last = pt_op_get(m, pt_region_op(m, reg, reg->n_ops - 1));
  if (last->code != PT_OP_RETURN) return NULL;
  /* Without memory there is no program, and the body runs through the
   * general interpreter, as an unsupported body does: slower, not wrong. */
  pt_scalar_prog *p = calloc(1, sizeof *p);
  if (!p) return NULL;
  uint32_t n_slots = reg->n_args + reg->n_ops;
  p->n_args = reg->n_args;
  p->slots = pt_calloc(n_slots, sizeof *p->slots);
  p->esize = pt_calloc(n_slots, 1);
  p->ops = pt_calloc(reg->n_ops, sizeof *p->ops);
  p->ret = pt_calloc(last->n_operands + 1, sizeof *p->ret);
  if (!p->slots || !p->esize || !p->ops || !p->ret) goto fail;
  for (uint32_t i = 0; i < reg->n_args; i++) {
    const pt_type *t = pt_value_type(m, reg->args + i);
    if (!scalar_type(t)) goto fail;
    p->esize[i] = (uint8_t)pt_dtype_size((pt_dtype)t->dtype);
  }
  for (uint32_t k = 0; k + 1 < reg->n_ops; k++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, reg, k));
    uint32_t out = reg->n_args + k;
    if (op->n_results != 1 || op->n_regions || !scalar_type(pt_value_type(m, op->results))) goto fail;
    const pt_type *rt = pt_value_type(m, op->results);
    p->esize[out] = (uint8_t)pt_dtype_size((pt_dtype)rt->dtype);
    if (op->code == PT_OP_CONSTANT) {
      const pt_attr *a = pt_op_attr(m, op, "value");
      if (!a || a->kind != PT_ATTR_DENSE || a->u.dense.nbytes < p->esize[out] || a->u.dense.type >= m->types.len ||
          pt_type_get(m, a->u.dense.type)->dtype != rt->dtype)
        goto fail;
      memcpy(&p->slots[out], a->u.dense.bytes, p->esize[out]);
      continue;
    }
    if (!pt_op_has_flag((pt_opcode)op->code, PT_OPF_ELEMENTWISE) || op->n_operands == 0 || op->n_operands > 3) goto fail;
    pt_tensor in[3], res;
    memset(in, 0, sizeof in);
    memset(&res, 0, sizeof res);
    for (uint32_t j = 0; j < op->n_operands; j++) {
      uint32_t v = pt_op_operand(m, op, j);
      if (!slot_of(m, reg, k, v, &p->ops[p->n_ops].in[j]) || !scalar_type(pt_value_type(m, v))) goto fail;
      in[j].dtype = pt_value_type(m, v)->dtype;
    }
    res.dtype = rt->dtype;
    pt_status *s = pt_ew_describe(m, op, in, &res, &p->ops[p->n_ops].d);
    if (s) {
      pt_status_free(s); /* the general path reports it */
      goto fail;
    }
    p->ops[p->n_ops++].out = out;
  }
  for (uint32_t j = 0; j < last->n_operands; j++)
    if (!slot_of(m, reg, reg->n_ops - 1, pt_op_operand(m, last, j), &p->ret[j])) goto fail;
  p->n_ret = last->n_operands;
  return p;
fail:
  prog_free(p);
  return NULL;
}

/* args[i] / results[i] point at one element each. */
static void prog_run(pt_scalar_prog *p, const void *const *args, void *const *results, uint32_t n_results) {
  for (uint32_t i = 0; i < p->n_args; i++) memcpy(&p->slots[i], args[i], p->esize[i]);
  for (uint32_t k = 0; k < p->n_ops; k++) {
    const void *in[3] = {&p->slots[p->ops[k].in[0]], &p->slots[p->ops[k].in[1]], &p->slots[p->ops[k].in[2]]};
    pt_ew_run(&p->ops[k].d, in, &p->slots[p->ops[k].out], 1);
  }
  for (uint32_t i = 0; i < n_results && i < p->n_ret; i++) memcpy(results[i], &p->slots[p->ret[i]], p->esize[p->ret[i]]);
}

/* ---- recognised bodies ---- */

/* The kind of a body with arguments (a, b) when it is one recognised op. */
static pt_reduce_kind body_kind(const pt_module *m, uint32_t rid) {
  const pt_region *reg = &m->regions.data[rid];
  if (reg->n_args != 2) return PT_REDUCE_REGION;
  uint32_t a = reg->args, b = reg->args + 1;
  const pt_op *last = reg->n_ops ? pt_op_get(m, pt_region_op(m, reg, reg->n_ops - 1)) : NULL;
  if (!last || last->code != PT_OP_RETURN || last->n_operands != 1) return PT_REDUCE_REGION;
  uint32_t ret = pt_op_operand(m, last, 0);
  if (reg->n_ops == 1) return ret == b ? PT_REDUCE_REPLACE : PT_REDUCE_REGION;
  if (reg->n_ops != 2) return PT_REDUCE_REGION;
  const pt_op *op = pt_op_get(m, pt_region_op(m, reg, 0));
  if (op->n_operands != 2 || op->n_results != 1 || ret != op->results) return PT_REDUCE_REGION;
  uint32_t x = pt_op_operand(m, op, 0), y = pt_op_operand(m, op, 1);
  if (!((x == a && y == b) || (x == b && y == a))) return PT_REDUCE_REGION;
  const pt_type *ta = pt_value_type(m, a), *tr = pt_value_type(m, op->results);
  if (ta->dtype != tr->dtype) return PT_REDUCE_REGION;
  return binop_kind((pt_opcode)op->code);
}

/* How a reducer body of k accumulators runs: a recognised kind, or
 * PT_REDUCE_REGION with *prog the scalar program (NULL: through the
 * driver). The one rule pt_reducer_init and the buffer plan share. */
static pt_reduce_kind reducer_tier(const pt_module *m, uint32_t rid, uint32_t k, pt_scalar_prog **prog) {
  *prog = NULL;
  pt_reduce_kind kind = k == 1 ? body_kind(m, rid) : PT_REDUCE_REGION;
  if (kind != PT_REDUCE_REGION) return kind;
  *prog = prog_compile(m, rid);
  if (*prog && (*prog)->n_ret != k) {
    prog_free(*prog);
    *prog = NULL;
  }
  return kind;
}

bool pt_reducer_needs_driver(const pt_module *m, uint32_t rid, uint32_t k) {
  pt_scalar_prog *prog;
  bool driver = reducer_tier(m, rid, k, &prog) == PT_REDUCE_REGION && !prog;
  prog_free(prog);
  return driver;
}

static pt_status *scalar_args(pt_ictx *c, const pt_op *op, uint32_t rid, uint32_t n_args, uint32_t n_res,
                              pt_tensor **scratch, uint8_t **data) {
  const pt_module *m = pt_ictx_module(c);
  const pt_region *reg = &m->regions.data[rid];
  if (reg->n_args != n_args) return pt_op_error(m, op, "body must take %u arguments, it takes %u", n_args, reg->n_args);
  for (uint32_t i = 0; i < n_args; i++) {
    const pt_type *t = pt_value_type(m, reg->args + i);
    if (t->kind != PT_TYPE_TENSOR || t->rank != 0) return pt_op_error(m, op, "body argument %u must be a rank-0 tensor", i);
  }
  *scratch = pt_calloc((size_t)n_args + n_res, sizeof **scratch);
  *data = pt_calloc((size_t)n_res + 1, 8);
  if (!*scratch || !*data) {
    free(*scratch);
    free(*data);
    *scratch = NULL;
    *data = NULL;
    return pt_nomem();
  }
  for (uint32_t i = 0; i < n_args + n_res; i++) {
    const pt_type *t = pt_value_type(m, reg->args + (i < n_args ? i : i - n_args));
    (*scratch)[i].dtype = t->dtype;
    (*scratch)[i].nbytes = pt_dtype_size((pt_dtype)t->dtype);
    if (i >= n_args) (*scratch)[i].data = *data + 8 * (i - n_args);
  }
  return NULL;
}

pt_status *pt_reducer_init(pt_reducer *r, pt_ictx *c, const pt_op *op, uint32_t region_index, uint32_t k,
                           const pt_dtype *dt) {
  const pt_module *m = pt_ictx_module(c);
  memset(r, 0, sizeof *r);
  if (region_index >= op->n_regions) return pt_op_error(m, op, "is missing its body region");
  if (k == 0 || k > PT_MAX_RANK) return pt_op_error(m, op, "reduces %u values at once (1..%d supported)", k, PT_MAX_RANK);
  r->c = c;
  r->op = op;
  r->region = pt_op_region(m, op, region_index);
  r->k = k;
  memcpy(r->dt, dt, k * sizeof *dt);
  PT_TRY(scalar_args(c, op, r->region, 2 * k, k, &r->scratch, &r->scratch_data));
  const pt_region *reg = &m->regions.data[r->region];
  for (uint32_t i = 0; i < 2 * k; i++) {
    if (pt_value_type(m, reg->args + i)->dtype != dt[i % k]) {
      pt_reducer_free(r);
      return pt_op_error(m, op, "body argument %u must have element type %s", i, pt_dtype_name(dt[i % k]));
    }
  }
  r->kind = reducer_tier(m, r->region, k, &r->prog);
  return NULL;
}

void pt_reducer_free(pt_reducer *r) {
  free(r->scratch);
  free(r->scratch_data);
  prog_free(r->prog);
  r->scratch = NULL;
  r->scratch_data = NULL;
  r->prog = NULL;
}

pt_status *pt_reducer_apply(pt_reducer *r, void *const *acc, const void *const *x) {
  if (r->kind != PT_REDUCE_REGION) {
    pt_combine_elements(r->kind, r->dt[0], acc[0], x[0], 1);
    return NULL;
  }
  uint32_t k = r->k;
  if (r->prog) {
    const void *args[2 * PT_MAX_RANK];
    void *res[PT_MAX_RANK];
    for (uint32_t i = 0; i < k; i++) {
      args[i] = acc[i];
      args[k + i] = x[i];
      res[i] = acc[i];
    }
    prog_run(r->prog, args, res, k);
    return NULL;
  }
  for (uint32_t i = 0; i < k; i++) {
    r->scratch[i].data = acc[i];
    r->scratch[k + i].data = (void *)(uintptr_t)x[i]; /* read-only: borrowed by the region */
  }
  pt_tensor *res = r->scratch + 2 * k;
  PT_TRY(pt_call_region(r->c, r->region, r->scratch, 2 * k, res, k));
  for (uint32_t i = 0; i < k; i++) memcpy(acc[i], res[i].data, (size_t)res[i].nbytes);
  return NULL;
}

/* ---- comparators ---- */

/* How a comparator body over n operands runs: true when it is a single
 * compare of one operand's pair (described into *cmp when not NULL), else
 * *prog is its scalar program (NULL: through the driver). The one rule
 * pt_comparator_init and the buffer plan share. */
static bool comparator_tier(const pt_module *m, uint32_t rid, uint32_t n, pt_comparator *cmp, pt_scalar_prog **prog) {
  const pt_region *reg = &m->regions.data[rid];
  *prog = NULL;
  if (reg->n_ops == 2) {
    const pt_op *op0 = pt_op_get(m, pt_region_op(m, reg, 0)), *op1 = pt_op_get(m, pt_region_op(m, reg, 1));
    pt_cmp_dir dir;
    pt_cmp_type ty;
    if (op0->code == PT_OP_COMPARE && op0->n_operands == 2 && op1->code == PT_OP_RETURN && op1->n_operands == 1 &&
        pt_op_operand(m, op1, 0) == op0->results && pt_compare_attrs(m, op0, &dir, &ty)) {
      uint32_t x = pt_op_operand(m, op0, 0) - reg->args, y = pt_op_operand(m, op0, 1) - reg->args;
      if (x < 2 * n && y < 2 * n && x / 2 == y / 2 && x != y) {
        if (cmp) {
          cmp->key = x / 2;
          cmp->swapped = x > y;
          cmp->direction = dir;
          cmp->cmp_type = ty;
        }
        return true;
      }
    }
  }
  *prog = prog_compile(m, rid);
  if (*prog && ((*prog)->n_ret != 1 || (*prog)->esize[(*prog)->ret[0]] != 1)) {
    prog_free(*prog);
    *prog = NULL;
  }
  return false;
}

bool pt_comparator_needs_driver(const pt_module *m, uint32_t rid, uint32_t n) {
  pt_scalar_prog *prog;
  bool driver = !comparator_tier(m, rid, n, NULL, &prog) && !prog;
  prog_free(prog);
  return driver;
}

pt_status *pt_comparator_init(pt_comparator *cmp, pt_ictx *c, const pt_op *op, uint32_t region_index, uint32_t n,
                              const pt_dtype *dt) {
  const pt_module *m = pt_ictx_module(c);
  memset(cmp, 0, sizeof *cmp);
  if (region_index >= op->n_regions) return pt_op_error(m, op, "is missing its comparator region");
  cmp->c = c;
  cmp->op = op;
  cmp->region = pt_op_region(m, op, region_index);
  cmp->n = n;
  PT_TRY(scalar_args(c, op, cmp->region, 2 * n, 1, &cmp->scratch, &cmp->scratch_data));
  const pt_region *reg = &m->regions.data[cmp->region];
  for (uint32_t i = 0; i < 2 * n; i++) {
    if (pt_value_type(m, reg->args + i)->dtype != dt[i / 2]) {
      pt_comparator_free(cmp);
      return pt_op_error(m, op, "comparator argument %u must have element type %s", i, pt_dtype_name(dt[i / 2]));
    }
  }
  /* The result slot took argument 0's type; the body returns i1. */
  cmp->scratch[2 * n].dtype = PT_DTYPE_I1;
  cmp->scratch[2 * n].nbytes = 1;
  cmp->simple = comparator_tier(m, cmp->region, n, cmp, &cmp->prog);
  return NULL;
}

void pt_comparator_free(pt_comparator *cmp) {
  free(cmp->scratch);
  free(cmp->scratch_data);
  prog_free(cmp->prog);
  cmp->scratch = NULL;
  cmp->scratch_data = NULL;
  cmp->prog = NULL;
}

pt_status *pt_comparator_call(pt_comparator *cmp, const void *const *a, const void *const *b, bool *less) {
  if (cmp->simple) {
    uint32_t k = cmp->key;
    const void *x = cmp->swapped ? b[k] : a[k], *y = cmp->swapped ? a[k] : b[k];
    *less = pt_compare_scalar((pt_dtype)cmp->scratch[2 * k].dtype, (pt_cmp_dir)cmp->direction,
                              (pt_cmp_type)cmp->cmp_type, x, y);
    return NULL;
  }
  if (cmp->prog) {
    const void *args[2 * PT_MAX_RANK];
    uint8_t r = 0;
    void *res = &r;
    for (uint32_t i = 0; i < cmp->n; i++) {
      args[2 * i] = a[i];
      args[2 * i + 1] = b[i];
    }
    prog_run(cmp->prog, args, &res, 1);
    *less = r != 0;
    return NULL;
  }
  for (uint32_t i = 0; i < cmp->n; i++) {
    cmp->scratch[2 * i].data = (void *)(uintptr_t)a[i];
    cmp->scratch[2 * i + 1].data = (void *)(uintptr_t)b[i];
  }
  pt_tensor *res = cmp->scratch + 2 * cmp->n;
  PT_TRY(pt_call_region(cmp->c, cmp->region, cmp->scratch, 2 * cmp->n, res, 1));
  *less = *(const uint8_t *)res->data != 0;
  return NULL;
}
