/* check.c - what StableHLO's self-checking test ops compute: the check
 * dialect (check.expect_eq, expect_eq_const, expect_almost_eq,
 * expect_almost_eq_const, expect_close) and the custom calls JAX-exported
 * test data uses (@check.eq, @check.expect_eq, @check.expect_almost_eq,
 * @check.expect_close). The rules follow StableHLO's reference
 * interpreter (stablehlo/tests/CheckOps.cpp, stablehlo-translate's
 * interpreter fallback) with one deliberate difference, for exactness:
 *
 *   exact      integers and booleans: equal values. Floats: the same bits,
 *              or both NaN (any payload). The reference compares floats
 *              with IEEE ==, where NaN never matches and -0 == +0; a test
 *              can only pin down a NaN or a signed zero with this rule.
 *   almost     floats f (actual), g (expected) match when f == g, or both
 *              are NaN, or both are finite with the same sign and
 *              |f - g| <= tolerance (so 1e-9 and -1e-9 differ, 0 and -1e-9
 *              differ, -0 and -1e-9 match). Default tolerance 1e-4 for the
 *              ops and @check.eq, 1e-3 for @check.expect_almost_eq.
 *   ulp        floats: the number of representable values between f and g
 *              (|bits(f)| - |bits(g)| with the sign folded in; +0 and -0 are
 *              0 apart) must lie in [min_ulp_difference, max_ulp_difference];
 *              non-finite values match only the same value (any NaN
 *              matches any NaN). Defaults [0, 1] for check.expect_close,
 *              [0, 3] for @check.expect_close.
 *
 * Integer and boolean operands compare exactly under every rule. A failing
 * check does not stop the program: it is counted in the run's statistics
 * with a description of the first failing element (flat order), and the
 * caller (`partir run`) reports it. @check.eq also returns whether it
 * passed. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_internal.h"

/* ---- element comparison ------------------------------------------------------------ */

static uint32_t float_bits_width(pt_dtype dt) { return 8 * pt_dtype_size(dt); }

static uint64_t bits_magnitude(pt_dtype dt, uint64_t b) {
  uint32_t w = float_bits_width(dt);
  return b & (w == 64 ? (uint64_t)INT64_MAX : (UINT64_C(1) << (w - 1)) - 1);
}

static bool bits_negative(pt_dtype dt, uint64_t b) { return (b >> (float_bits_width(dt) - 1)) & 1; }

/* ULP distance between two finite floats given as bits. */
static uint64_t ulp_distance(pt_dtype dt, uint64_t a, uint64_t b) {
  uint64_t ma = bits_magnitude(dt, a), mb = bits_magnitude(dt, b);
  if (bits_negative(dt, a) != bits_negative(dt, b)) return ma + mb;
  return ma > mb ? ma - mb : mb - ma;
}

typedef struct {
  pt_check_rule rule;
  pt_dtype dt;
  double tolerance;
  uint64_t min_ulp, max_ulp;
  uint64_t ulp; /* out: distance of the last compared pair (ULP rule) */
} elem_cmp;

static bool elem_match(elem_cmp *e, const void *a, uint64_t ia, const void *b, uint64_t ib) {
  uint32_t esize = pt_dtype_size(e->dt);
  uint64_t x = pt_load_bits(esize, a, ia), y = pt_load_bits(esize, b, ib);
  if (!pt_dtype_is_float(e->dt)) return x == y;
  double f, g;
  pt_load_f64(e->dt, a, ia, 1, &f);
  pt_load_f64(e->dt, b, ib, 1, &g);
  if (isnan(f) || isnan(g)) {
    e->ulp = isnan(f) && isnan(g) ? 0 : UINT64_MAX;
    return isnan(f) && isnan(g);
  }
  switch (e->rule) {
    case PT_CHECK_EXACT: return x == y;
    case PT_CHECK_ALMOST:
      if (f == g) return true;
      if (isinf(f) || isinf(g) || !signbit(f) != !signbit(g)) return false;
      return fabs(f - g) <= e->tolerance;
    case PT_CHECK_ULP:
      break;
  }
  if (x == y)
    e->ulp = 0;
  else if (isinf(f) || isinf(g))
    e->ulp = UINT64_MAX;
  else
    e->ulp = ulp_distance(e->dt, x, y);
  return e->ulp >= e->min_ulp && e->ulp <= e->max_ulp;
}

/* ---- messages -------------------------------------------------------------------------- */

/* The shortest decimal that reads back as the same value of dt. */
static void put_float(pt_buf *b, pt_dtype dt, double v) {
  if (isnan(v)) {
    pt_buf_puts(b, "nan");
    return;
  }
  if (isinf(v)) {
    pt_buf_puts(b, v < 0 ? "-inf" : "inf");
    return;
  }
  /* Exponent notation only for very large or small magnitudes, where
   * %g would use it anyway: 65504 rather than 6.55e+04. */
  bool plain = fabs(v) >= 1e-4 && fabs(v) < 1e15;
  char s[40];
  for (int prec = 1; prec <= 17; prec++) {
    snprintf(s, sizeof s, "%.*g", prec, v);
    if (pt_round_to(dt, strtod(s, NULL)) == v && (!plain || !strchr(s, 'e'))) break;
  }
  pt_buf_puts(b, s);
}

static void put_elem(pt_buf *b, pt_dtype dt, const void *p, uint64_t i) {
  if (pt_dtype_is_float(dt)) {
    double v;
    pt_load_f64(dt, p, i, 1, &v);
    put_float(b, dt, v);
    return;
  }
  uint64_t u;
  pt_load_u64(dt, p, i, 1, &u);
  if (dt == PT_DTYPE_I1)
    pt_buf_puts(b, u ? "true" : "false");
  else if (pt_dtype_class(dt) == PT_DCLASS_UINT)
    pt_buf_printf(b, "%llu", (unsigned long long)u);
  else
    pt_buf_printf(b, "%lld", (long long)(int64_t)u);
}

/* "[1, 0, 2]": flat index i unravelled over dims. */
static void put_index(pt_buf *b, const pt_tensor *t, uint64_t i) {
  uint64_t idx[PT_MAX_RANK];
  for (uint32_t d = t->rank; d-- > 0;) {
    uint64_t n = (uint64_t)t->dims[d];
    idx[d] = n ? i % n : 0;
    i = n ? i / n : 0;
  }
  pt_buf_putc(b, '[');
  for (uint32_t d = 0; d < t->rank; d++) pt_buf_printf(b, "%s%llu", d ? ", " : "", (unsigned long long)idx[d]);
  pt_buf_putc(b, ']');
}

bool pt_check_tensors(const pt_check_spec *spec, const pt_tensor *actual, const void *expected, bool expected_splat,
                      pt_buf *msg) {
  pt_dtype dt = (pt_dtype)actual->dtype;
  elem_cmp e = {spec->rule, dt, spec->tolerance, spec->min_ulp, spec->max_ulp, 0};
  uint64_t n = pt_num_elems(actual), bad = 0, first = 0, first_ulp = 0;
  for (uint64_t i = 0; i < n; i++) {
    if (elem_match(&e, actual->data, i, expected, expected_splat ? 0 : i)) continue;
    if (bad++ == 0) {
      first = i;
      first_ulp = e.ulp;
    }
  }
  if (!bad) return true;
  if (actual->rank) {
    pt_buf_puts(msg, "at ");
    put_index(msg, actual, first);
    pt_buf_puts(msg, ": ");
  }
  pt_buf_puts(msg, "got ");
  put_elem(msg, dt, actual->data, first);
  pt_buf_puts(msg, ", expected ");
  put_elem(msg, dt, expected, expected_splat ? 0 : first);
  if (pt_dtype_is_float(dt) && spec->rule == PT_CHECK_ALMOST)
    pt_buf_printf(msg, " (tolerance %g)", spec->tolerance);
  if (pt_dtype_is_float(dt) && spec->rule == PT_CHECK_ULP) {
    if (first_ulp == UINT64_MAX)
      pt_buf_puts(msg, " (not close: non-finite)");
    else
      pt_buf_printf(msg, " (%llu ULP apart, allowed %llu..%llu)", (unsigned long long)first_ulp,
                    (unsigned long long)spec->min_ulp, (unsigned long long)spec->max_ulp);
  }
  pt_buf_printf(msg, "; %llu of %llu elements differ", (unsigned long long)bad, (unsigned long long)n);
  return false;
}

/* ---- the kernel ------------------------------------------------------------------------- */

static const pt_attr *attr_of(pt_ictx *c, const pt_op *op, const char *name) {
  return pt_op_attr(pt_ictx_module(c), op, name);
}

static uint64_t u64_attr(pt_ictx *c, const pt_op *op, const char *name, uint64_t dflt) {
  const pt_attr *a = attr_of(c, op, name);
  return a && a->kind == PT_ATTR_INT ? (uint64_t)a->u.i : dflt;
}

pt_status *pt_k_check(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  pt_check_spec spec = {PT_CHECK_EXACT, 1e-4, 0, 1};
  const char *target = NULL; /* custom_call @check.* */
  bool is_eq_call = false;
  switch ((pt_opcode)op->code) {
    case PT_OP_CHECK_EXPECT_EQ:
    case PT_OP_CHECK_EXPECT_EQ_CONST: break;
    case PT_OP_CHECK_EXPECT_ALMOST_EQ:
    case PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST: {
      const pt_attr *t = attr_of(c, op, "tolerance");
      spec.rule = PT_CHECK_ALMOST;
      if (t && t->kind == PT_ATTR_FLOAT) spec.tolerance = t->u.f;
      break;
    }
    case PT_OP_CHECK_EXPECT_CLOSE:
      spec.rule = PT_CHECK_ULP;
      spec.max_ulp = u64_attr(c, op, "max_ulp_difference", 1);
      spec.min_ulp = u64_attr(c, op, "min_ulp_difference", 0);
      break;
    case PT_OP_CUSTOM_CALL: {
      const pt_attr *t = attr_of(c, op, "call_target_name");
      target = t && t->kind == PT_ATTR_STRING ? t->u.str.data : "";
      if (strcmp(target, "check.eq") == 0) {
        is_eq_call = true;
        spec.rule = PT_CHECK_ALMOST;
      } else if (strcmp(target, "check.expect_almost_eq") == 0) {
        spec.rule = PT_CHECK_ALMOST;
        spec.tolerance = 1e-3;
      } else if (strcmp(target, "check.expect_close") == 0) {
        spec.rule = PT_CHECK_ULP;
        spec.max_ulp = 3;
      } else if (strcmp(target, "check.expect_eq") != 0) {
        return pt_op_error(m, op, "custom_call @%s is not a check partir knows (@check.eq, @check.expect_eq, "
                                  "@check.expect_almost_eq, @check.expect_close)", target);
      }
      if (op->n_operands != 2 || op->n_results != (is_eq_call ? 1u : 0u) ||
          (is_eq_call && (out[0].rank != 0 || out[0].dtype != PT_DTYPE_I1)))
        return pt_op_error(m, op, "@%s takes two operands and has %s", target,
                           is_eq_call ? "one tensor<i1> result" : "no results");
      break;
    }
    default: return pt_op_error(m, op, "is not a check op (internal error)");
  }
  const pt_tensor *actual = &in[0];
  const void *expected;
  bool splat = false;
  if (op->n_operands == 1) {
    const pt_attr *v = attr_of(c, op, "value");
    if (v && v->kind == PT_ATTR_DENSE_RESOURCE)
      return pt_op_error(m, op, "values unknown: the exporter elided them (dense_resource<%s>)",
                         v->u.resource.handle ? v->u.resource.handle : "");
    if (!v || v->kind != PT_ATTR_DENSE || v->u.dense.type >= m->types.len ||
        !pt_tensor_matches_type(actual, pt_type_get(m, v->u.dense.type)))
      return pt_op_error(m, op, "expects a dense<...> value of the operand's type");
    uint64_t esize = pt_dtype_size((pt_dtype)actual->dtype);
    splat = v->u.dense.splat;
    if (v->u.dense.nbytes != (splat ? esize : actual->nbytes))
      return pt_op_error(m, op, "value has %llu bytes where its type needs %llu",
                         (unsigned long long)v->u.dense.nbytes, (unsigned long long)(splat ? esize : actual->nbytes));
    expected = v->u.dense.bytes;
  } else {
    if (op->n_operands != 2 || in[0].is_token || !pt_tensor_same_type(&in[0], &in[1]))
      return pt_op_error(m, op, "compares two tensors of one type");
    expected = in[1].data;
  }
  if (actual->is_token) return pt_op_error(m, op, "cannot compare tokens");
  /* @check.eq compares integers exactly and floats approximately. */
  if (is_eq_call && !pt_dtype_is_float((pt_dtype)actual->dtype)) spec.rule = PT_CHECK_EXACT;
  pt_buf msg = {0};
  bool ok = pt_check_tensors(&spec, actual, expected, splat, &msg);
  if (is_eq_call) *(uint8_t *)out[0].data = ok;
  pt_buf what = {0};
  if (target)
    pt_buf_printf(&what, "custom_call @%s", target);
  else
    pt_buf_puts(&what, pt_op_name((pt_opcode)op->code));
  pt_ictx_record_check(c, op, ok, what.data, msg.data ? msg.data : "");
  pt_buf_free(&what);
  pt_buf_free(&msg);
  return NULL;
}
