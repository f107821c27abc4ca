/* test_tmr.c - every TMR entry of the elementwise and data-movement ops,
 * checked by the interpreter (test_tmr_check.h): op instances are generated
 * at random (shapes, attributes, dtypes), and for each instance EVERY entry
 * pt_tmr_for_op returns is checked for k = 2 and 4 where k divides its
 * tiled dims. Also: what ops without entries return, exact entry lists of
 * a few ops, and deliberately wrong entries that the checker must reject.
 * Contractions, reductions, windows, gather/scatter and sort are in
 * test_tmr_contract.c. */
#include "test_tmr_check.h"

static const char *const FLOAT_UNARY[] = {
    "stablehlo.abs", "stablehlo.cbrt", "stablehlo.ceil", "stablehlo.cosine", "stablehlo.exponential",
    "stablehlo.exponential_minus_one", "stablehlo.floor", "stablehlo.log", "stablehlo.log_plus_one",
    "stablehlo.logistic", "stablehlo.negate", "stablehlo.round_nearest_afz", "stablehlo.round_nearest_even",
    "stablehlo.rsqrt", "stablehlo.sign", "stablehlo.sine", "stablehlo.sqrt", "stablehlo.tan", "stablehlo.tanh",
    "stablehlo.is_finite", "chlo.acos", "chlo.acosh", "chlo.asin", "chlo.asinh", "chlo.atan", "chlo.atanh",
    "chlo.bessel_i1e", "chlo.cosh", "chlo.digamma", "chlo.erf", "chlo.erfc", "chlo.erf_inv", "chlo.is_inf",
    "chlo.is_neg_inf", "chlo.is_pos_inf", "chlo.lgamma", "chlo.square", "chlo.sinh", "chlo.tan"};
static const char *const INT_UNARY[] = {"stablehlo.abs", "stablehlo.count_leading_zeros", "stablehlo.negate",
                                        "stablehlo.not", "stablehlo.popcnt", "stablehlo.sign"};
static const char *const FLOAT_BINARY[] = {"stablehlo.add",       "stablehlo.atan2",   "stablehlo.divide",
                                           "stablehlo.maximum",   "stablehlo.minimum", "stablehlo.multiply",
                                           "stablehlo.power",     "stablehlo.remainder", "stablehlo.subtract",
                                           "chlo.next_after",     "chlo.polygamma",    "chlo.zeta"};
static const char *const INT_BINARY[] = {
    "stablehlo.add",       "stablehlo.and",        "stablehlo.divide",
    "stablehlo.maximum",   "stablehlo.minimum",    "stablehlo.multiply",
    "stablehlo.or",        "stablehlo.power",      "stablehlo.remainder",
    "stablehlo.shift_left", "stablehlo.shift_right_arithmetic", "stablehlo.shift_right_logical",
    "stablehlo.subtract",  "stablehlo.xor"};
static const char *const BOOL_BINARY[] = {"stablehlo.and", "stablehlo.or", "stablehlo.xor"};

static pt_dtype rand_float(tc_ctx *c) {
  static const int64_t f[] = {PT_DTYPE_F32, PT_DTYPE_F32, PT_DTYPE_F64, PT_DTYPE_BF16, PT_DTYPE_F16};
  return (pt_dtype)tc_pick(c, f, PT_ARRAY_LEN(f));
}
static pt_dtype rand_int(tc_ctx *c) {
  static const int64_t i[] = {PT_DTYPE_I32, PT_DTYPE_I8, PT_DTYPE_I64, PT_DTYPE_UI32, PT_DTYPE_UI8, PT_DTYPE_I16};
  return (pt_dtype)tc_pick(c, i, PT_ARRAY_LEN(i));
}

/* ---- elementwise ------------------------------------------------------------- */

static void gen_unary(tc_ctx *c) {
  for (size_t i = 0; i < PT_ARRAY_LEN(FLOAT_UNARY); i++) {
    tc_begin(c, "elementwise unary");
    uint32_t a = tc_arg(c, tc_rand_type(c, rand_float(c), (uint32_t)tc_int(c, 0, 4)));
    tc_op(c, FLOAT_UNARY[i], &a, 1, NULL);
    tc_run(c);
  }
  for (size_t i = 0; i < PT_ARRAY_LEN(INT_UNARY); i++) {
    tc_begin(c, "elementwise unary");
    pt_dtype dt = rand_int(c);
    if ((strstr(INT_UNARY[i], "abs") || strstr(INT_UNARY[i], "sign") || strstr(INT_UNARY[i], "negate")) &&
        pt_dtype_class(dt) == PT_DCLASS_UINT)
      dt = PT_DTYPE_I32;
    uint32_t a = tc_arg(c, tc_rand_type(c, dt, (uint32_t)tc_int(c, 1, 4)));
    tc_op(c, INT_UNARY[i], &a, 1, NULL);
    tc_run(c);
  }
  tc_begin(c, "elementwise unary");
  uint32_t a = tc_arg(c, tc_rand_type(c, PT_DTYPE_I1, 3));
  tc_op(c, "stablehlo.not", &a, 1, NULL);
  tc_run(c);
  for (int i = 0; i < 3; i++) {
    tc_begin(c, "elementwise unary");
    a = tc_arg(c, tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4)));
    tc_op(c, "stablehlo.reduce_precision", &a, 1, i ? "<{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}>"
                                                    : "<{exponent_bits = 8 : i32, mantissa_bits = 7 : i32}>");
    tc_run(c);
  }
}

static void gen_binary(tc_ctx *c) {
  static const char *const dirs[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  for (size_t i = 0; i < PT_ARRAY_LEN(FLOAT_BINARY); i++) {
    tc_begin(c, "elementwise binary");
    pt_dtype dt = strncmp(FLOAT_BINARY[i], "chlo", 4) == 0 ? PT_DTYPE_F32 : rand_float(c);
    tc_ty t = tc_rand_type(c, dt, (uint32_t)tc_int(c, 1, 5));
    uint32_t ops[2] = {tc_arg(c, t), tc_arg(c, t)};
    tc_op(c, FLOAT_BINARY[i], ops, 2, NULL);
    tc_run(c);
  }
  for (size_t i = 0; i < PT_ARRAY_LEN(INT_BINARY); i++) {
    tc_begin(c, "elementwise binary");
    tc_ty t = tc_rand_type(c, rand_int(c), (uint32_t)tc_int(c, 1, 4));
    uint32_t ops[2] = {tc_arg(c, t), tc_arg(c, t)};
    tc_op(c, INT_BINARY[i], ops, 2, NULL);
    tc_run(c);
  }
  for (size_t i = 0; i < PT_ARRAY_LEN(BOOL_BINARY); i++) {
    tc_begin(c, "elementwise binary");
    tc_ty t = tc_rand_type(c, PT_DTYPE_I1, (uint32_t)tc_int(c, 1, 4));
    uint32_t ops[2] = {tc_arg(c, t), tc_arg(c, t)};
    tc_op(c, BOOL_BINARY[i], ops, 2, NULL);
    tc_run(c);
  }
  for (int i = 0; i < 6; i++) {
    tc_begin(c, "elementwise binary");
    bool fl = i % 2 == 0;
    tc_ty t = tc_rand_type(c, fl ? PT_DTYPE_F32 : PT_DTYPE_I32, (uint32_t)tc_int(c, 1, 4));
    uint32_t ops[2] = {tc_arg(c, t), tc_arg(c, t)};
    char rest[160];
    snprintf(rest, sizeof rest,
             "<{comparison_direction = #stablehlo<comparison_direction %s>, compare_type = #stablehlo<comparison_type "
             "%s>}>",
             dirs[i], fl ? "FLOAT" : "SIGNED");
    tc_op(c, "stablehlo.compare", ops, 2, rest);
    tc_run(c);
  }
}

/* select with a tensor or scalar predicate; clamp with tensor or scalar
 * bounds (the scalar operands are used whole). */
static void gen_ternary(tc_ctx *c) {
  for (int i = 0; i < 8; i++) {
    tc_begin(c, "select/clamp");
    tc_ty t = tc_rand_type(c, i % 4 == 3 ? PT_DTYPE_I32 : PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    tc_ty sc = tc_scalar(t.dt);
    if (i % 2 == 0) {
      tc_ty p = t;
      p.dt = PT_DTYPE_I1;
      uint32_t ops[3] = {tc_arg(c, i % 4 == 0 ? p : tc_scalar(PT_DTYPE_I1)), tc_arg(c, t), tc_arg(c, t)};
      tc_op(c, "stablehlo.select", ops, 3, NULL);
    } else {
      bool scalar = i % 4 == 1;
      uint32_t lo = tc_arg(c, scalar ? sc : t);
      uint32_t x = tc_arg(c, t);
      uint32_t hi = tc_arg(c, scalar ? sc : t);
      uint32_t ops[3] = {lo, x, hi};
      tc_op(c, "stablehlo.clamp", ops, 3, NULL);
    }
    tc_run(c);
  }
}

static void gen_convert(tc_ctx *c) {
  static const int64_t pairs[][2] = {{PT_DTYPE_F32, PT_DTYPE_I32}, {PT_DTYPE_I32, PT_DTYPE_F32},
                                     {PT_DTYPE_F32, PT_DTYPE_BF16}, {PT_DTYPE_BF16, PT_DTYPE_F32},
                                     {PT_DTYPE_I1, PT_DTYPE_F32},  {PT_DTYPE_F32, PT_DTYPE_F64},
                                     {PT_DTYPE_I8, PT_DTYPE_I32},  {PT_DTYPE_UI8, PT_DTYPE_F16}};
  for (size_t i = 0; i < PT_ARRAY_LEN(pairs); i++) {
    tc_begin(c, "convert");
    tc_ty t = tc_rand_type(c, (pt_dtype)pairs[i][0], (uint32_t)tc_int(c, 1, 4)), r = t;
    r.dt = (pt_dtype)pairs[i][1];
    uint32_t a = tc_arg(c, t);
    tc_op(c, "stablehlo.convert", &a, 1, NULL);
    tc_results(c, &r, 1);
    tc_run(c);
  }
  /* bitcast_convert: same width, narrowing (adds a minor dim), widening
   * (drops it). */
  static const int64_t bc[][3] = {{PT_DTYPE_F32, PT_DTYPE_I32, 0}, {PT_DTYPE_F32, PT_DTYPE_I8, 4},
                                  {PT_DTYPE_I8, PT_DTYPE_F32, -4}, {PT_DTYPE_F64, PT_DTYPE_F32, 2},
                                  {PT_DTYPE_UI16, PT_DTYPE_BF16, 0}, {PT_DTYPE_I16, PT_DTYPE_I64, -4}};
  for (size_t i = 0; i < PT_ARRAY_LEN(bc); i++) {
    tc_begin(c, "bitcast_convert");
    tc_ty t = tc_rand_type(c, (pt_dtype)bc[i][0], (uint32_t)tc_int(c, 1, 4)), r = t;
    r.dt = (pt_dtype)bc[i][1];
    if (bc[i][2] > 0) r.dims[r.rank++] = bc[i][2];
    if (bc[i][2] < 0) t.dims[t.rank++] = -bc[i][2];
    uint32_t a = tc_arg(c, t);
    tc_op(c, "stablehlo.bitcast_convert", &a, 1, NULL);
    tc_results(c, &r, 1);
    tc_run(c);
  }
}

/* ---- broadcasts, transpose, reshape ----------------------------------------------- */

static void gen_broadcast(tc_ctx *c) {
  for (int i = 0; i < 14; i++) {
    tc_begin(c, "broadcast_in_dim");
    uint32_t R = (uint32_t)tc_int(c, 1, 5), r = (uint32_t)tc_int(c, 0, R + 1);
    tc_ty res = tc_rand_type(c, PT_DTYPE_F32, R), op = tc_type(PT_DTYPE_F32, r, NULL);
    int64_t pos[PT_MAX_RANK];
    for (uint32_t j = 0; j < R; j++) pos[j] = j;
    tc_shuffle(c, pos, R);
    if (tc_coin(c)) /* sorted maps are what JAX emits */
      for (uint32_t a = 0; a < r; a++)
        for (uint32_t b = a + 1; b < r; b++)
          if (pos[b] < pos[a]) {
            int64_t t = pos[a];
            pos[a] = pos[b];
            pos[b] = t;
          }
    for (uint32_t j = 0; j < r; j++) op.dims[j] = tc_int(c, 0, 3) == 0 ? 1 : res.dims[pos[j]];
    pt_buf rest = {0};
    pt_buf_puts(&rest, "<{broadcast_dimensions = ");
    tc_i64s(&rest, pos, r);
    pt_buf_puts(&rest, "}>");
    uint32_t a = tc_arg(c, op);
    tc_op(c, "stablehlo.broadcast_in_dim", &a, 1, rest.data);
    tc_results(c, &res, 1);
    tc_run(c);
    pt_buf_free(&rest);
  }
  for (int i = 0; i < 5; i++) {
    tc_begin(c, "broadcast");
    tc_ty op = tc_rand_type(c, PT_DTYPE_I32, (uint32_t)tc_int(c, 0, 3));
    int64_t sizes[2] = {tc_dim(c), tc_dim(c)};
    pt_buf rest = {0};
    pt_buf_puts(&rest, "<{broadcast_sizes = ");
    tc_i64s(&rest, sizes, (uint32_t)tc_int(c, 1, 3));
    pt_buf_puts(&rest, "}>");
    uint32_t a = tc_arg(c, op);
    tc_op(c, "stablehlo.broadcast", &a, 1, rest.data);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

static void gen_transpose(tc_ctx *c) {
  for (int i = 0; i < 10; i++) {
    tc_begin(c, "transpose");
    uint32_t r = (uint32_t)tc_int(c, 1, 5);
    int64_t perm[PT_MAX_RANK];
    for (uint32_t j = 0; j < r; j++) perm[j] = j;
    tc_shuffle(c, perm, r);
    pt_buf rest = {0};
    pt_buf_puts(&rest, "<{permutation = ");
    tc_i64s(&rest, perm, r);
    pt_buf_puts(&rest, "}>");
    uint32_t a = tc_arg(c, tc_rand_type(c, i % 3 ? PT_DTYPE_F32 : PT_DTYPE_BF16, r));
    tc_op(c, "stablehlo.transpose", &a, 1, rest.data);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

/* Prime factors of n appended to f. */
static void factorize(int64_t n, int64_t *f, uint32_t *nf) {
  for (int64_t p = 2; n > 1; p++)
    while (n % p == 0) {
      f[(*nf)++] = p;
      n /= p;
    }
}

/* Reshapes: regroupings of the operand's prime factors kept in order
 * (merges and splits that JAX emits), arbitrary shuffles (groups whose
 * major factors differ), and size-1 dims inserted or dropped. */
static void gen_reshape(tc_ctx *c) {
  for (int i = 0; i < 24; i++) {
    tc_begin(c, "reshape");
    tc_ty op = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 5));
    int64_t f[64];
    uint32_t nf = 0;
    for (uint32_t d = 0; d < op.rank; d++) factorize(op.dims[d], f, &nf);
    if (i % 3 == 2) tc_shuffle(c, f, nf);
    tc_ty res = tc_type(PT_DTYPE_F32, 0, NULL);
    for (uint32_t j = 0; j < nf && res.rank < 6; j++) {
      if (res.rank == 0 || tc_int(c, 0, 3) == 0 || res.rank == 5) {
        if (res.rank == 5) {
          res.dims[4] *= f[j];
          continue;
        }
        res.dims[res.rank++] = f[j];
      } else {
        res.dims[res.rank - 1] *= f[j];
      }
      if (tc_int(c, 0, 8) == 0 && res.rank < 5) res.dims[res.rank++] = 1;
    }
    if (res.rank == 0 && tc_coin(c)) res.dims[res.rank++] = 1;
    uint32_t a = tc_arg(c, op);
    tc_op(c, "stablehlo.reshape", &a, 1, NULL);
    tc_results(c, &res, 1);
    tc_run(c);
  }
}

/* ---- slicing and friends ----------------------------------------------------------- */

static void gen_slice(tc_ctx *c) {
  for (int i = 0; i < 12; i++) {
    tc_begin(c, "slice");
    tc_ty op = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    int64_t st[PT_MAX_RANK], li[PT_MAX_RANK], sd[PT_MAX_RANK];
    for (uint32_t d = 0; d < op.rank; d++) {
      int64_t n = op.dims[d];
      st[d] = 0, li[d] = n, sd[d] = 1;
      switch (tc_int(c, 0, 4)) {
        case 0: sd[d] = tc_int(c, 2, 4); break; /* strided, whole extent */
        case 1:
          st[d] = tc_int(c, 0, n);
          li[d] = tc_int(c, st[d], n + 1);
          break;
        default: break;
      }
    }
    pt_buf rest = {0};
    pt_buf_puts(&rest, "<{start_indices = ");
    tc_i64s(&rest, st, op.rank);
    pt_buf_puts(&rest, ", limit_indices = ");
    tc_i64s(&rest, li, op.rank);
    pt_buf_puts(&rest, ", strides = ");
    tc_i64s(&rest, sd, op.rank);
    pt_buf_puts(&rest, "}>");
    uint32_t a = tc_arg(c, op);
    tc_op(c, "stablehlo.slice", &a, 1, rest.data);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

static void gen_pad(tc_ctx *c) {
  for (int i = 0; i < 10; i++) {
    tc_begin(c, "pad");
    tc_ty op = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    int64_t lo[PT_MAX_RANK], hi[PT_MAX_RANK], in[PT_MAX_RANK];
    for (uint32_t d = 0; d < op.rank; d++) {
      lo[d] = hi[d] = in[d] = 0;
      if (tc_coin(c)) {
        lo[d] = tc_int(c, op.dims[d] >= 3 ? -1 : 0, 3);
        hi[d] = tc_int(c, op.dims[d] >= 3 ? -1 : 0, 3);
        in[d] = tc_int(c, 0, 2);
      }
    }
    pt_buf rest = {0};
    pt_buf_puts(&rest, "<{edge_padding_low = ");
    tc_i64s(&rest, lo, op.rank);
    pt_buf_puts(&rest, ", edge_padding_high = ");
    tc_i64s(&rest, hi, op.rank);
    pt_buf_puts(&rest, ", interior_padding = ");
    tc_i64s(&rest, in, op.rank);
    pt_buf_puts(&rest, "}>");
    uint32_t ops[2] = {tc_arg(c, op), tc_arg(c, tc_scalar(PT_DTYPE_F32))};
    tc_op(c, "stablehlo.pad", ops, 2, rest.data);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

static void gen_concatenate(tc_ctx *c) {
  for (int i = 0; i < 8; i++) {
    tc_begin(c, "concatenate");
    tc_ty t = tc_rand_type(c, i % 2 ? PT_DTYPE_I32 : PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    uint32_t dim = (uint32_t)tc_int(c, 0, t.rank), n = (uint32_t)tc_int(c, 1, 4), ops[3];
    for (uint32_t j = 0; j < n; j++) {
      t.dims[dim] = tc_dim(c);
      ops[j] = tc_arg(c, t);
    }
    char rest[64];
    snprintf(rest, sizeof rest, "<{dimension = %u : i64}>", dim);
    tc_op(c, "stablehlo.concatenate", ops, n, rest);
    tc_run(c);
  }
}

static void gen_reverse(tc_ctx *c) {
  for (int i = 0; i < 6; i++) {
    tc_begin(c, "reverse");
    tc_ty t = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    int64_t dims[PT_MAX_RANK];
    uint32_t n = 0;
    for (uint32_t d = 0; d < t.rank; d++)
      if (tc_coin(c)) dims[n++] = d;
    pt_buf rest = {0};
    pt_buf_puts(&rest, "<{dimensions = ");
    tc_i64s(&rest, dims, n);
    pt_buf_puts(&rest, "}>");
    uint32_t a = tc_arg(c, t);
    tc_op(c, "stablehlo.reverse", &a, 1, rest.data);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

static void gen_dynamic_slice(tc_ctx *c) {
  for (int i = 0; i < 16; i++) {
    bool update = i % 2 == 1;
    tc_begin(c, update ? "dynamic_update_slice" : "dynamic_slice");
    c->int_lo = -2;
    c->int_hi = 10;
    tc_ty t = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4)), u = t;
    for (uint32_t d = 0; d < t.rank; d++)
      if (tc_coin(c)) u.dims[d] = tc_int(c, 0, t.dims[d] + 1);
    uint32_t ops[2 + PT_MAX_RANK], n = 0;
    ops[n++] = tc_arg(c, t);
    if (update) ops[n++] = tc_arg(c, u);
    tc_ty it = tc_scalar(i % 4 < 2 ? PT_DTYPE_I32 : PT_DTYPE_I64);
    for (uint32_t d = 0; d < t.rank; d++) ops[n++] = tc_arg(c, it);
    pt_buf rest = {0};
    if (!update) {
      pt_buf_puts(&rest, "<{slice_sizes = ");
      tc_i64s(&rest, u.dims, u.rank);
      pt_buf_puts(&rest, "}>");
    }
    tc_op(c, update ? "stablehlo.dynamic_update_slice" : "stablehlo.dynamic_slice", ops, n, rest.data);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

/* ---- sources and identities -------------------------------------------------------- */

static void gen_sources(tc_ctx *c) {
  for (int i = 0; i < 6; i++) {
    tc_begin(c, "iota");
    tc_ty t = tc_rand_type(c, i % 2 ? PT_DTYPE_F32 : PT_DTYPE_I32, (uint32_t)tc_int(c, 1, 4));
    char rest[64];
    snprintf(rest, sizeof rest, "<{iota_dimension = %lld : i64}>", (long long)tc_int(c, 0, t.rank));
    tc_op(c, "stablehlo.iota", NULL, 0, rest);
    tc_results(c, &t, 1);
    tc_run(c);
  }
  for (int i = 0; i < 4; i++) {
    tc_begin(c, "constant");
    tc_ty t = tc_rand_type(c, i % 2 ? PT_DTYPE_F32 : PT_DTYPE_I32, (uint32_t)tc_int(c, 1, 4));
    pt_buf rest = {0};
    pt_buf_printf(&rest, "<{value = dense<%s> : ", i % 2 ? "2.500000e+00" : "-3");
    tc_ty_print(&rest, &t);
    pt_buf_puts(&rest, "}>");
    tc_op(c, "stablehlo.constant", NULL, 0, rest.data);
    tc_results(c, &t, 1);
    tc_run(c);
    pt_buf_free(&rest);
  }
}

static void gen_identities(tc_ctx *c) {
  for (int i = 0; i < 5; i++) {
    tc_begin(c, "optimization_barrier");
    uint32_t n = (uint32_t)tc_int(c, 1, 4), ops[3];
    for (uint32_t j = 0; j < n; j++) ops[j] = tc_arg(c, tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4)));
    tc_op(c, "stablehlo.optimization_barrier", ops, n, NULL);
    tc_n_results(c, n);
    tc_run(c);
  }
  for (int i = 0; i < 3; i++) {
    tc_begin(c, "custom_call @Sharding");
    tc_ty t = tc_rand_type(c, PT_DTYPE_F32, (uint32_t)tc_int(c, 1, 4));
    uint32_t a = tc_arg(c, t);
    tc_op(c, "stablehlo.custom_call", &a, 1, "<{call_target_name = \"Sharding\"}> {mhlo.sharding = \"{replicated}\"}");
    tc_results(c, &t, 1);
    tc_run(c);
  }
  tc_begin(c, "sdy.sharding_constraint");
  c->prelude = "sdy.mesh @mesh = <[\"x\"=4]>";
  tc_ty t = tc_type(PT_DTYPE_F32, 2, (const int64_t[]){8, 4});
  uint32_t a = tc_arg(c, t);
  tc_op(c, "sdy.sharding_constraint", &a, 1, "<{sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}>");
  tc_results(c, &t, 1);
  tc_run(c);
}

/* ---- exact entry lists ------------------------------------------------------------- */

static void expect_entries(tc_ctx *c, const char *want) {
  pt_buf got = {0};
  tc_entries_text(c, &got);
  CHECK(strcmp(got.data ? got.data : "", want) == 0);
  if (strcmp(got.data ? got.data : "", want) != 0)
    fprintf(stderr, "[%s] entries: got \"%s\", want \"%s\"\n", c->family, got.data ? got.data : "", want);
  pt_buf_free(&got);
}

static void test_entry_lists(tc_ctx *c) {
  tc_begin(c, "entries: reshape merge/split");
  uint32_t a = tc_arg(c, tc_type(PT_DTYPE_F32, 3, (const int64_t[]){2, 8, 12}));
  tc_op(c, "stablehlo.reshape", &a, 1, NULL);
  tc_ty r = tc_type(PT_DTYPE_F32, 4, (const int64_t[]){16, 1, 3, 4});
  tc_results(c, &r, 1);
  /* [2,8] -> [16] merges (major 2 -> 16); [12] -> [3,4] splits (12 -> 3). */
  expect_entries(c, "(0) -> (#tile<0>); (2) -> (#tile<2>)");

  tc_begin(c, "entries: broadcast_in_dim");
  a = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){1, 8}));
  tc_op(c, "stablehlo.broadcast_in_dim", &a, 1, "<{broadcast_dimensions = array<i64: 0, 2>}>");
  r = tc_type(PT_DTYPE_F32, 3, (const int64_t[]){4, 6, 8});
  tc_results(c, &r, 1);
  expect_entries(c, "(_) -> (#tile<0>); (_) -> (#tile<1>); (1) -> (#tile<2>)");

  tc_begin(c, "entries: select with scalar predicate");
  tc_ty t = tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8});
  uint32_t ops[3] = {tc_arg(c, tc_scalar(PT_DTYPE_I1)), tc_arg(c, t), tc_arg(c, t)};
  tc_op(c, "stablehlo.select", ops, 3, NULL);
  expect_entries(c, "(_, 0, 0) -> (#tile<0>); (_, 1, 1) -> (#tile<1>)");

  tc_begin(c, "entries: non-splat constant");
  tc_op(c, "stablehlo.constant", NULL, 0, "<{value = dense<[1.0, 2.0]> : tensor<2xf32>}>");
  r = tc_type(PT_DTYPE_F32, 1, (const int64_t[]){2});
  tc_results(c, &r, 1);
  expect_entries(c, "");
}

/* Ops that must have no entries. */
static void test_no_entries(tc_ctx *c) {
  tc_begin(c, "no entries: rng_bit_generator");
  uint32_t a = tc_arg(c, tc_type(PT_DTYPE_UI64, 1, (const int64_t[]){2}));
  tc_op(c, "stablehlo.rng_bit_generator", &a, 1, "<{rng_algorithm = #stablehlo<rng_algorithm DEFAULT>}>");
  tc_ty rs[2] = {tc_type(PT_DTYPE_UI64, 1, (const int64_t[]){2}), tc_type(PT_DTYPE_UI32, 2, (const int64_t[]){4, 8})};
  tc_results(c, rs, 2);
  expect_entries(c, "");

  tc_begin(c, "no entries: rng");
  uint32_t ops[3] = {tc_arg(c, tc_scalar(PT_DTYPE_F32)), tc_arg(c, tc_scalar(PT_DTYPE_F32)), 0};
  ops[2] = tc_const(c, "dense<[4, 8]>", tc_type(PT_DTYPE_I64, 1, (const int64_t[]){2}));
  tc_op(c, "stablehlo.rng", ops, 3, "<{rng_distribution = #stablehlo<rng_distribution UNIFORM>}>");
  tc_ty r = tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8});
  tc_results(c, &r, 1);
  expect_entries(c, "");

  tc_begin(c, "no entries: custom_call");
  tc_ty t = tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8});
  a = tc_arg(c, t);
  tc_op(c, "stablehlo.custom_call", &a, 1, "<{call_target_name = \"my_kernel\"}>");
  tc_results(c, &t, 1);
  expect_entries(c, "");

  tc_begin(c, "no entries: get_dimension_size");
  a = tc_arg(c, t);
  tc_op(c, "stablehlo.get_dimension_size", &a, 1, "<{dimension = 0 : i64}>");
  expect_entries(c, "");

  tc_begin(c, "no entries: while");
  a = tc_arg(c, t);
  tc_op(c, "stablehlo.while", &a, 1,
        "({\n  ^bb0(%x: tensor<4x8xf32>):\n    %f = \"stablehlo.constant\"() <{value = dense<false> : tensor<i1>}> : "
        "() -> tensor<i1>\n    \"stablehlo.return\"(%f) : (tensor<i1>) -> ()\n  }, {\n  ^bb0(%y: tensor<4x8xf32>):\n"
        "    \"stablehlo.return\"(%y) : (tensor<4x8xf32>) -> ()\n  })");
  tc_results(c, &t, 1);
  expect_entries(c, "");
}

/* ---- wrong entries the checker must reject ------------------------------------------- */

static void test_wrong_entries(tc_ctx *c) {
  static const uint8_t none[4] = {0};
  tc_ty sq = tc_type(PT_DTYPE_F32, 2, (const int64_t[]){8, 8});

  tc_begin(c, "wrong: elementwise on different dims");
  uint32_t ops[2] = {tc_arg(c, sq), tc_arg(c, sq)};
  tc_op(c, "stablehlo.add", ops, 2, NULL);
  tc_expect_wrong(c, (const int32_t[]){0, 1}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: transpose not following the permutation");
  uint32_t a = tc_arg(c, sq);
  tc_op(c, "stablehlo.transpose", &a, 1, "<{permutation = array<i64: 1, 0>}>");
  tc_expect_wrong(c, (const int32_t[]){0}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: reshape on a minor factor");
  a = tc_arg(c, tc_type(PT_DTYPE_F32, 2, (const int64_t[]){4, 8}));
  tc_op(c, "stablehlo.reshape", &a, 1, NULL);
  tc_ty r = tc_type(PT_DTYPE_F32, 1, (const int64_t[]){32});
  tc_results(c, &r, 1);
  tc_expect_wrong(c, (const int32_t[]){1}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: reverse on a reversed dim");
  a = tc_arg(c, sq);
  tc_op(c, "stablehlo.reverse", &a, 1, "<{dimensions = array<i64: 0>}>");
  tc_expect_wrong(c, (const int32_t[]){0}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: concatenate on the concatenated dim");
  ops[0] = tc_arg(c, sq);
  ops[1] = tc_arg(c, sq);
  tc_op(c, "stablehlo.concatenate", ops, 2, "<{dimension = 0 : i64}>");
  tc_expect_wrong(c, (const int32_t[]){0, 0}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: pad on a padded dim");
  ops[0] = tc_arg(c, sq);
  ops[1] = tc_arg(c, tc_scalar(PT_DTYPE_F32));
  tc_op(c, "stablehlo.pad", ops, 2,
        "<{edge_padding_low = array<i64: 2, 0>, edge_padding_high = array<i64: 2, 0>, interior_padding = array<i64: 0, "
        "0>}>");
  tc_expect_wrong(c, (const int32_t[]){0, -1}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: iota on the counting dim");
  tc_op(c, "stablehlo.iota", NULL, 0, "<{iota_dimension = 0 : i64}>");
  tc_results(c, &sq, 1);
  tc_expect_wrong(c, NULL, (const int32_t[]){0}, none, 4);

  tc_begin(c, "wrong: dynamic_slice on a sliced dim");
  c->int_lo = 1;
  c->int_hi = 3;
  uint32_t ds[3] = {tc_arg(c, sq), tc_arg(c, tc_scalar(PT_DTYPE_I32)), tc_arg(c, tc_scalar(PT_DTYPE_I32))};
  tc_op(c, "stablehlo.dynamic_slice", ds, 3, "<{slice_sizes = array<i64: 4, 8>}>");
  tc_expect_wrong(c, (const int32_t[]){0, -1, -1}, (const int32_t[]){0}, none, 2);

  tc_begin(c, "wrong: broadcast_in_dim tiling a fed dim with the operand whole");
  a = tc_arg(c, tc_type(PT_DTYPE_F32, 1, (const int64_t[]){8}));
  tc_op(c, "stablehlo.broadcast_in_dim", &a, 1, "<{broadcast_dimensions = array<i64: 1>}>");
  tc_results(c, &sq, 1);
  tc_expect_wrong(c, (const int32_t[]){-1}, (const int32_t[]){1}, none, 2);

  tc_begin(c, "wrong: slice of a strided dim whose stride does not divide it");
  a = tc_arg(c, tc_type(PT_DTYPE_F32, 1, (const int64_t[]){6}));
  tc_op(c, "stablehlo.slice", &a, 1,
        "<{start_indices = array<i64: 0>, limit_indices = array<i64: 6>, strides = array<i64: 4>}>");
  tc_expect_wrong(c, (const int32_t[]){0}, (const int32_t[]){0}, none, 2);
}

int main(void) {
  tc_ctx c;
  memset(&c, 0, sizeof c);
  c.rng = 0x5eed0001;
  for (int round = 0; round < 6; round++) {
    gen_unary(&c);
    gen_binary(&c);
    gen_ternary(&c);
    gen_convert(&c);
    gen_broadcast(&c);
    gen_transpose(&c);
    gen_reshape(&c);
    gen_slice(&c);
    gen_pad(&c);
    gen_concatenate(&c);
    gen_reverse(&c);
    gen_dynamic_slice(&c);
    gen_sources(&c);
    gen_identities(&c);
  }
  tc_report(&c, "test_tmr");
  test_entry_lists(&c);
  test_no_entries(&c);
  test_wrong_entries(&c);
  tc_report_wrong(&c, "test_tmr");
  pt_buf_free(&c.op_line);
  return t_finish("test_tmr");
}
