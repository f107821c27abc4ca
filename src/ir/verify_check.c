/* verify_check.c - checkers for the ops of StableHLO's self-checking tests:
 * the check dialect (check.expect_eq, expect_eq_const, expect_almost_eq,
 * expect_almost_eq_const, expect_close; stablehlo/tests/CheckOps.td) and
 * the custom_call spelling that JAX-exported test data uses
 * (`stablehlo.custom_call @check.expect_close(%a, %b)`, `@check.eq` giving
 * a tensor<i1>). Their traits in CheckOps.td are the constraints checked:
 * SameTypeOperands / AllTypesMatch, floating-point operands for the
 * approximate comparisons. None has results. */
#include <math.h>
#include <string.h>

#include "verify_internal.h"

/* The two compared tensors have one type. */
static pt_status *same_types(const pt_vctx *c, const pt_type *a, const pt_type *b, const char *what) {
  pt_vstr x, y;
  if (!pt_v_type_eq(a, b))
    return pt_v_err(c, "requires %s to have the same type, but got %s and %s", what, pt_v_tstr(&x, a),
                    pt_v_tstr(&y, b));
  return NULL;
}

static pt_status *float_operand(const pt_vctx *c, const pt_type *t) {
  pt_vstr x;
  if (!pt_dtype_is_float((pt_dtype)t->dtype))
    return pt_v_err(c, "compares floating-point tensors, but the operand is %s", pt_v_tstr(&x, t));
  return NULL;
}

/* `value` is a dense literal whose type is the operand's. */
static pt_status *const_value(const pt_vctx *c) {
  const pt_attr *v = pt_op_attr(c->m, c->op, "value");
  if (!v) return pt_v_err(c, "requires attribute 'value'");
  uint32_t tid = pt_attr_elements_type(v);
  if (tid == PT_NONE) return pt_v_err(c, "attribute 'value' must be a dense elements attribute");
  if (tid >= c->m->types.len) return pt_v_err(c, "attribute 'value' has an unknown type");
  return same_types(c, pt_v_operand(c, 0), pt_type_get(c->m, tid), "the operand and 'value'");
}

static pt_status *tolerance(const pt_vctx *c) {
  const pt_attr *t = pt_op_attr(c->m, c->op, "tolerance");
  if (!t) return NULL;
  if (t->kind != PT_ATTR_FLOAT) return pt_v_err(c, "attribute 'tolerance' must be a floating-point number");
  if (!(t->u.f >= 0) || isinf(t->u.f))
    return pt_v_err(c, "attribute 'tolerance' must be finite and not negative");
  return NULL;
}

/* max_ulp_difference (default 1) and min_ulp_difference (default 0) are
 * unsigned and min <= max, else no value could pass. */
static pt_status *ulp_bounds(const pt_vctx *c) {
  uint64_t v[2] = {1, 0};
  static const char *const names[2] = {"max_ulp_difference", "min_ulp_difference"};
  for (int i = 0; i < 2; i++) {
    const pt_attr *a = pt_op_attr(c->m, c->op, names[i]);
    if (!a) continue;
    if (a->kind != PT_ATTR_INT) return pt_v_err(c, "attribute '%s' must be an integer", names[i]);
    bool is_unsigned = a->dtype < PT_DTYPE_COUNT && pt_dtype_class((pt_dtype)a->dtype) == PT_DCLASS_UINT;
    if (!is_unsigned && a->u.i < 0) return pt_v_err(c, "attribute '%s' must not be negative", names[i]);
    v[i] = (uint64_t)a->u.i;
  }
  if (v[1] > v[0])
    return pt_v_err(c, "min_ulp_difference (%llu) exceeds max_ulp_difference (%llu)", (unsigned long long)v[1],
                    (unsigned long long)v[0]);
  return NULL;
}

pt_status *pt_vchk_check(pt_vctx *c) {
  switch ((pt_opcode)c->op->code) {
    case PT_OP_CHECK_EXPECT_EQ:
      return same_types(c, pt_v_operand(c, 0), pt_v_operand(c, 1), "both operands");
    case PT_OP_CHECK_EXPECT_EQ_CONST:
      return const_value(c);
    case PT_OP_CHECK_EXPECT_ALMOST_EQ:
      PT_TRY(same_types(c, pt_v_operand(c, 0), pt_v_operand(c, 1), "both operands"));
      PT_TRY(float_operand(c, pt_v_operand(c, 0)));
      return tolerance(c);
    case PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST:
      PT_TRY(const_value(c));
      PT_TRY(float_operand(c, pt_v_operand(c, 0)));
      return tolerance(c);
    case PT_OP_CHECK_EXPECT_CLOSE:
      PT_TRY(same_types(c, pt_v_operand(c, 0), pt_v_operand(c, 1), "both operands"));
      PT_TRY(float_operand(c, pt_v_operand(c, 0)));
      return ulp_bounds(c);
    default:
      return pt_v_err(c, "is not a check op (internal error)");
  }
}

bool pt_v_is_check_target(const char *target) {
  return strcmp(target, "check.eq") == 0 || strcmp(target, "check.expect_eq") == 0 ||
         strcmp(target, "check.expect_almost_eq") == 0 || strcmp(target, "check.expect_close") == 0;
}

/* `@check.eq(%a, %b) : (t, t) -> tensor<i1>`, the others `-> ()`. Integer
 * operands are allowed for all of them (exact comparison), as JAX's test
 * data uses @check.expect_close for whatever a function returns. */
pt_status *pt_vchk_check_call(pt_vctx *c, const char *target) {
  const pt_op *op = c->op;
  if (op->n_operands != 2)
    return pt_v_err(c, "@%s compares two operands, but has %u", target, op->n_operands);
  if (!pt_v_is_tensor(pt_v_operand(c, 0))) return pt_v_err(c, "@%s compares tensors, not tokens", target);
  PT_TRY(same_types(c, pt_v_operand(c, 0), pt_v_operand(c, 1), "both operands"));
  if (strcmp(target, "check.eq") == 0) {
    const pt_type *r = op->n_results == 1 ? pt_v_result(c, 0) : NULL;
    if (!r || r->rank != 0 || r->dtype != PT_DTYPE_I1)
      return pt_v_err(c, "@check.eq must have one result of type tensor<i1>");
  } else if (op->n_results != 0) {
    return pt_v_err(c, "@%s has no results, but %u are declared", target, op->n_results);
  }
  return NULL;
}
