/* verify_elementwise.c - checkers for elementwise ops (unary, binary,
 * compare, select, clamp, conversions, CHLO) and for ops that produce
 * values from attributes alone (constant, iota, partition/replica id, rng,
 * after_all). Constraint numbers are those of the StableHLO spec
 * (docs/spec.md); CHLO ops have no spec, their messages state the rule. */
#include <stdio.h>
#include <string.h>

#include "verify_internal.h"

static const char *operand_name(const pt_vctx *c, uint32_t i) {
  if (c->op->n_operands == 2) return i ? "rhs" : "lhs";
  return "operand";
}

/* The element-type class of operand i, as the op table declares it. */
static pt_status *check_class(const pt_vctx *c, uint32_t i) {
  uint32_t tclass = pt_op_info_get((pt_opcode)c->op->code)->flags & PT_OPF_T_MASK;
  const pt_type *t = pt_v_operand(c, i);
  if (pt_v_dtype_in((pt_dtype)t->dtype, tclass)) return NULL;
  pt_vstr a;
  return pt_v_err(c, "(I%u) %s must be a tensor of %s type, but got %s", i + 1, operand_name(c, i),
                  pt_v_class_name(tclass), pt_v_tstr(&a, t));
}

/* "A, B and C" for the operand types followed by the result type. */
static const char *type_list(pt_vstr *b, const pt_vctx *c) {
  size_t len = 0;
  b->s[0] = 0;
  uint32_t n = c->op->n_operands + c->op->n_results;
  for (uint32_t i = 0; i < n; i++) {
    pt_vstr t;
    const pt_type *ty = i < c->op->n_operands ? pt_v_operand(c, i) : pt_v_result(c, i - c->op->n_operands);
    const char *sep = i == 0 ? "" : i + 1 == n ? " and " : ", ";
    int k = snprintf(b->s + len, sizeof b->s - len, "%s%s", sep, pt_v_tstr(&t, ty));
    if (k < 0 || (size_t)k >= sizeof b->s - len) break;
    len += (size_t)k;
  }
  return b->s;
}

pt_status *pt_vchk_elementwise(pt_vctx *c) {
  const pt_op *op = c->op;
  pt_opcode code = (pt_opcode)op->code;
  bool chlo = pt_op_has_flag(code, PT_OPF_CHLO);
  bool pred = pt_op_has_flag(code, PT_OPF_PRED_RESULT);
  const char *c1 = chlo ? NULL : "C1";
  pt_vstr b;
  PT_TRY(check_class(c, 0));
  const pt_type *t0 = pt_v_operand(c, 0);
  for (uint32_t i = 1; i < op->n_operands; i++)
    if (!pt_v_type_eq(pt_v_operand(c, i), t0))
      return pt_v_err(c, "%s%s must have the same type, but got %s", chlo ? "" : "(C1) ",
                      op->n_operands == 2 ? "lhs, rhs and result" : "operands and result", type_list(&b, c));
  pt_type r = pred ? pt_v_with_dtype(t0, PT_DTYPE_I1) : *t0;
  if (c->compare && op->n_results == 1 && !pt_v_type_eq(pt_v_result(c, 0), &r)) {
    const pt_type *res = pt_v_result(c, 0);
    if (code == PT_OP_ABS && pt_v_shape_eq(res, t0))
      return pt_v_err(c, "(C2) operand and result must have the same element type, but got %s", type_list(&b, c));
    if (code == PT_OP_ABS)
      return pt_v_err(c, "(C1) operand and result must have the same shape, but got %s", type_list(&b, c));
    if (pred && pt_v_shape_eq(res, t0))
      return pt_v_err(c, "%sresult must be a tensor of i1, but got %s", chlo ? "" : "(O1) ", pt_v_tstr(&b, res));
    if (pred)
      return pt_v_err(c, "%soperand and result must have the same shape, but got %s", chlo ? "" : "(C1) ",
                      type_list(&b, c));
    return pt_v_err(c, "%s%s must have the same type, but got %s", chlo ? "" : "(C1) ",
                    op->n_operands == 2 ? "lhs, rhs and result" : "operand and result", type_list(&b, c));
  }
  pt_v_rules(c, c1, c1);
  return pt_v_emit(c, &r);
}

/* CHLO's binary ops broadcast numpy-style: shapes align at the right and a
 * dimension of size 1 stretches. */
pt_status *pt_vchk_chlo_binary(pt_vctx *c) {
  PT_TRY(check_class(c, 0));
  const pt_type *a = pt_v_operand(c, 0), *b = pt_v_operand(c, 1);
  pt_vstr x, y;
  if (a->dtype != b->dtype)
    return pt_v_err(c, "lhs and rhs must have the same element type, but got %s and %s", pt_v_tstr(&x, a),
                    pt_v_tstr(&y, b));
  uint32_t rank = a->rank > b->rank ? a->rank : b->rank;
  int64_t dims[PT_MAX_RANK];
  for (uint32_t i = 0; i < rank; i++) {
    int64_t da = i < rank - a->rank ? 1 : a->dims[i - (rank - a->rank)];
    int64_t db = i < rank - b->rank ? 1 : b->dims[i - (rank - b->rank)];
    if (da != db && da != 1 && db != 1)
      return pt_v_err(c, "lhs and rhs shapes are not broadcast-compatible: %s and %s", pt_v_tstr(&x, a),
                      pt_v_tstr(&y, b));
    dims[i] = da == 1 ? db : da;
  }
  pt_type r = pt_v_tensor((pt_dtype)a->dtype, rank, dims);
  pt_v_rules(c, "broadcast shape", "element type");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_compare(pt_vctx *c) {
  static const char *const dirs[] = {"EQ", "NE", "GE", "GT", "LE", "LT", NULL};
  static const char *const types[] = {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED", NULL};
  const char *dir, *ct;
  PT_TRY(pt_v_attr_enum(c, "comparison_direction", true, dirs, &dir));
  PT_TRY(pt_v_attr_enum(c, "compare_type", false, types, &ct));
  const pt_type *a = pt_v_operand(c, 0), *b = pt_v_operand(c, 1);
  pt_vstr x, y;
  if (a->dtype != b->dtype)
    return pt_v_err(c, "(C1) lhs and rhs must have the same element type, but got %s and %s", pt_v_tstr(&x, a),
                    pt_v_tstr(&y, b));
  if (!pt_v_shape_eq(a, b))
    return pt_v_err(c, "(C2) lhs, rhs and result must have the same shape, but got %s and %s", pt_v_tstr(&x, a),
                    pt_v_tstr(&y, b));
  if (ct && strcmp(ct, "NOTYPE") != 0) {
    pt_dtype dt = (pt_dtype)a->dtype;
    bool ok = pt_dtype_is_float(dt)                  ? strcmp(ct, "FLOAT") == 0 || strcmp(ct, "TOTALORDER") == 0
              : pt_dtype_class(dt) == PT_DCLASS_SINT ? strcmp(ct, "SIGNED") == 0
                                                     : strcmp(ct, "UNSIGNED") == 0;
    if (!ok)
      return pt_v_err(c, "(C3) compare_type %s does not fit element type %s (expected %s)", ct, pt_dtype_name(dt),
                      pt_dtype_is_float(dt)                  ? "FLOAT or TOTALORDER"
                      : pt_dtype_class(dt) == PT_DCLASS_SINT ? "SIGNED"
                                                             : "UNSIGNED");
  }
  pt_type r = pt_v_with_dtype(a, PT_DTYPE_I1);
  pt_v_rules(c, "C2", "O1");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_select(pt_vctx *c) {
  const pt_type *p = pt_v_operand(c, 0), *t = pt_v_operand(c, 1), *f = pt_v_operand(c, 2);
  pt_vstr x, y;
  if (p->dtype != PT_DTYPE_I1) return pt_v_err(c, "(I1) pred must be a tensor of i1, but got %s", pt_v_tstr(&x, p));
  if (!pt_v_type_eq(t, f))
    return pt_v_err(c, "(C2) on_true, on_false and result must have the same type, but got %s and %s", pt_v_tstr(&x, t),
                    pt_v_tstr(&y, f));
  if (p->rank != 0 && !pt_v_shape_eq(p, t))
    return pt_v_err(c, "(C1) pred must be a scalar or have the shape of on_true, but got %s and %s", pt_v_tstr(&x, p),
                    pt_v_tstr(&y, t));
  pt_v_rules(c, "C2", "C2");
  return pt_v_emit(c, t);
}

pt_status *pt_vchk_clamp(pt_vctx *c) {
  const pt_type *lo = pt_v_operand(c, 0), *x = pt_v_operand(c, 1), *hi = pt_v_operand(c, 2);
  pt_vstr a, b;
  if (lo->rank != 0 && !pt_v_shape_eq(lo, x))
    return pt_v_err(c, "(C1) min must be a scalar or have the shape of operand, but got %s and %s", pt_v_tstr(&a, lo),
                    pt_v_tstr(&b, x));
  if (hi->rank != 0 && !pt_v_shape_eq(hi, x))
    return pt_v_err(c, "(C2) max must be a scalar or have the shape of operand, but got %s and %s", pt_v_tstr(&a, hi),
                    pt_v_tstr(&b, x));
  if (lo->dtype != x->dtype || hi->dtype != x->dtype)
    return pt_v_err(c, "(C3) min, operand and max must have the same element type, but got %s, %s and %s",
                    pt_dtype_name((pt_dtype)lo->dtype), pt_dtype_name((pt_dtype)x->dtype),
                    pt_dtype_name((pt_dtype)hi->dtype));
  pt_v_rules(c, "C4", "C4");
  return pt_v_emit(c, x);
}

pt_status *pt_vchk_convert(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0), *r = pt_v_result(c, 0);
  /* The result's element type is the op's input: only the shape follows. */
  pt_type inferred = pt_v_with_dtype(x, (pt_dtype)r->dtype);
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, &inferred);
}

pt_status *pt_vchk_bitcast_convert(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0), *r = pt_v_result(c, 0);
  uint32_t bx = pt_dtype_bits((pt_dtype)x->dtype), br = pt_dtype_bits((pt_dtype)r->dtype);
  pt_type inferred = pt_v_with_dtype(x, (pt_dtype)r->dtype);
  pt_vstr a;
  if (br < bx) {
    /* Each operand element becomes bx/br result elements: a new minor dim. */
    if (x->rank >= PT_MAX_RANK) return pt_v_err(c, "(C1) result rank would exceed the maximum rank %d", PT_MAX_RANK);
    inferred.dims[inferred.rank++] = bx / br;
  } else if (br > bx) {
    if (x->rank == 0 || x->dims[x->rank - 1] != (int64_t)(br / bx))
      return pt_v_err(c, "(C1) converting %s to the wider %s needs a minor dimension of size %u, but got %s",
                      pt_dtype_name((pt_dtype)x->dtype), pt_dtype_name((pt_dtype)r->dtype), br / bx, pt_v_tstr(&a, x));
    inferred.dims[--inferred.rank] = 0;
  }
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, &inferred);
}

pt_status *pt_vchk_reduce_precision(pt_vctx *c) {
  PT_TRY(check_class(c, 0));
  int64_t e, mant;
  PT_TRY(pt_v_attr_int(c, "exponent_bits", true, 0, &e));
  PT_TRY(pt_v_attr_int(c, "mantissa_bits", true, 0, &mant));
  if (e < 1) return pt_v_err(c, "(C2) exponent_bits must be at least 1, but is %lld", (long long)e);
  if (mant < 0) return pt_v_err(c, "(C3) mantissa_bits must be non-negative, but is %lld", (long long)mant);
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, pt_v_operand(c, 0));
}

pt_status *pt_vchk_top_k(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0);
  int64_t k;
  PT_TRY(pt_v_attr_int(c, "k", true, 0, &k));
  pt_vstr a;
  if (x->rank < 1) return pt_v_err(c, "operand must have rank at least 1, but got %s", pt_v_tstr(&a, x));
  if (k < 0 || k > x->dims[x->rank - 1])
    return pt_v_err(c, "k = %lld must be in [0, %lld], the size of the operand's last dimension", (long long)k,
                    (long long)x->dims[x->rank - 1]);
  pt_type values = *x;
  values.dims[x->rank - 1] = k;
  pt_type indices = pt_v_with_dtype(&values, PT_DTYPE_I32);
  pt_v_rules(c, "values and indices take the operand's shape with k in the last dimension",
             "values take the operand's element type, indices i32");
  PT_TRY(pt_v_emit(c, &values));
  return pt_v_emit(c, &indices);
}

pt_status *pt_vchk_constant(pt_vctx *c) {
  const pt_attr *v = pt_op_attr(c->m, c->op, "value");
  if (!v) return pt_v_err(c, "requires attribute 'value'");
  uint32_t tid = pt_attr_elements_type(v);
  if (tid == PT_NONE) return pt_v_err(c, "attribute 'value' must be a dense elements attribute");
  if (tid >= c->m->types.len) return pt_v_err(c, "attribute 'value' has an unknown type");
  const pt_type *t = pt_type_get(c->m, tid);
  if (!pt_v_is_tensor(t)) return pt_v_err(c, "attribute 'value' must have a tensor type");
  if (v->kind == PT_ATTR_DENSE) {
    int64_t n = v->u.dense.splat ? 1 : pt_type_num_elements(t);
    uint64_t want = (uint64_t)n * pt_dtype_size((pt_dtype)t->dtype);
    if (n < 0 || v->u.dense.nbytes != want)
      return pt_v_err(c, "attribute 'value' holds %llu bytes, but its type needs %llu",
                      (unsigned long long)v->u.dense.nbytes, (unsigned long long)want);
  }
  pt_v_rules(c, "C1", "C1");
  return pt_v_emit(c, t);
}

pt_status *pt_vchk_iota(pt_vctx *c) {
  const pt_type *r = pt_v_result(c, 0);
  int64_t d;
  PT_TRY(pt_v_attr_int(c, "iota_dimension", true, 0, &d));
  pt_vstr a;
  if (!pt_dtype_is_int((pt_dtype)r->dtype) && !pt_dtype_is_float((pt_dtype)r->dtype))
    return pt_v_err(c, "(O1) output must be a tensor of integer or floating-point type, but got %s", pt_v_tstr(&a, r));
  if (d < 0 || d >= (int64_t)r->rank)
    return pt_v_err(c, "(C1) iota_dimension %lld must be in [0, %u), the rank of the output", (long long)d, r->rank);
  return pt_v_emit(c, r);
}

pt_status *pt_vchk_id(pt_vctx *c) {
  pt_type r = pt_v_tensor(PT_DTYPE_UI32, 0, NULL);
  pt_v_rules(c, "O1", "O1");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_rng_bit_generator(pt_vctx *c) {
  static const char *const algs[] = {"DEFAULT", "THREE_FRY", "PHILOX", NULL};
  const char *alg;
  PT_TRY(pt_v_attr_enum(c, "rng_algorithm", true, algs, &alg));
  const pt_type *s = pt_v_operand(c, 0), *out = pt_v_result(c, 1);
  pt_vstr a;
  if (s->rank != 1 || !pt_dtype_is_int((pt_dtype)s->dtype))
    return pt_v_err(c, "(I2) initial_state must be a 1-dimensional integer tensor, but got %s", pt_v_tstr(&a, s));
  if (strcmp(alg, "THREE_FRY") == 0 && s->dims[0] != 2)
    return pt_v_err(c, "(C2) THREE_FRY needs an initial_state of 2 elements, but got %s", pt_v_tstr(&a, s));
  if (strcmp(alg, "PHILOX") == 0 && s->dims[0] != 2 && s->dims[0] != 3)
    return pt_v_err(c, "(C2) PHILOX needs an initial_state of 2 or 3 elements, but got %s", pt_v_tstr(&a, s));
  if (!pt_dtype_is_int((pt_dtype)out->dtype) && !pt_dtype_is_float((pt_dtype)out->dtype))
    return pt_v_err(c, "(O2) output must be a tensor of integer or floating-point type, but got %s",
                    pt_v_tstr(&a, out));
  pt_v_rules(c, "C1", "C1");
  PT_TRY(pt_v_emit(c, s));
  pt_v_rules(c, NULL, NULL);
  return pt_v_emit(c, out);
}

pt_status *pt_vchk_rng(pt_vctx *c) {
  static const char *const dists[] = {"UNIFORM", "NORMAL", NULL};
  const char *dist;
  PT_TRY(pt_v_attr_enum(c, "rng_distribution", true, dists, &dist));
  const pt_type *a = pt_v_operand(c, 0), *b = pt_v_operand(c, 1), *shape = pt_v_operand(c, 2);
  const pt_type *r = pt_v_result(c, 0);
  pt_vstr x, y;
  if (a->rank != 0 || b->rank != 0)
    return pt_v_err(c, "(I1) a and b must be 0-dimensional tensors, but got %s and %s", pt_v_tstr(&x, a),
                    pt_v_tstr(&y, b));
  if (a->dtype != b->dtype)
    return pt_v_err(c, "(C1) a, b and result must have the same element type, but got %s and %s",
                    pt_dtype_name((pt_dtype)a->dtype), pt_dtype_name((pt_dtype)b->dtype));
  if (strcmp(dist, "NORMAL") == 0 && !pt_dtype_is_float((pt_dtype)a->dtype))
    return pt_v_err(c, "(C2) a NORMAL distribution needs floating-point a and b, but got %s",
                    pt_dtype_name((pt_dtype)a->dtype));
  if (shape->rank != 1 || !pt_dtype_is_int((pt_dtype)shape->dtype))
    return pt_v_err(c, "(I3) shape must be a 1-dimensional integer tensor, but got %s", pt_v_tstr(&x, shape));
  if (shape->dims[0] != (int64_t)r->rank)
    return pt_v_err(c, "(C3) shape has %lld entries, but the result has rank %u", (long long)shape->dims[0], r->rank);
  /* When the shape comes from a constant, the result must have it. */
  pt_type inferred = pt_v_with_dtype(r, (pt_dtype)a->dtype);
  const pt_value *sv = &c->m->values.data[pt_op_operand(c->m, c->op, 2)];
  if (!sv->is_arg && sv->def < c->m->ops.len && c->m->ops.data[sv->def].code == PT_OP_CONSTANT) {
    const pt_attr *v = pt_op_attr(c->m, &c->m->ops.data[sv->def], "value");
    for (uint32_t i = 0; v && i < r->rank; i++)
      if (!pt_attr_dense_int(c->m, v, i, &inferred.dims[i])) {
        inferred.dims[i] = r->dims[i];
        break;
      }
  }
  pt_v_rules(c, "C3", "C1");
  return pt_v_emit(c, &inferred);
}

pt_status *pt_vchk_after_all(pt_vctx *c) {
  for (uint32_t i = 0; i < c->op->n_operands; i++)
    if (pt_v_operand(c, i)->kind != PT_TYPE_TOKEN) return pt_v_err(c, "(I1) operand #%u must be a token", i);
  pt_type tok;
  memset(&tok, 0, sizeof tok);
  tok.kind = PT_TYPE_TOKEN;
  pt_v_rules(c, "O1", "O1");
  return pt_v_emit(c, &tok);
}
