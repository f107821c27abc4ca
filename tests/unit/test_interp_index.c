/* test_interp_index.c - gather, scatter, sort and chlo.top_k against
 * hand-computed results: embedding lookups with clamped indices, windowed
 * gathers, batching dimensions, scatter-add with duplicate and
 * out-of-bounds indices, replace, general update bodies, variadic scatter,
 * stable and descending sorts, multi-operand sorts, TOTALORDER NaN
 * placement, and top_k ties. */
#include "interp_test_util.h"

static void test_gather(void) {
  const char *emb = "func.func @main(%t: tensor<5x2xf32>, %i: tensor<4xi32>) -> tensor<4x2xf32> {\n"
                    "  %0 = \"stablehlo.gather\"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1],\n"
                    "    collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,\n"
                    "    slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<5x2xf32>, tensor<4xi32>) -> tensor<4x2xf32>\n"
                    "  return %0 : tensor<4x2xf32>\n}\n";
  pt_tensor in[2] = {t_make(PT_DTYPE_F32, 2, DIMS(5, 2), VALS(0, 1, 10, 11, 20, 21, 30, 31, 40, 41)),
                     T1(PT_DTYPE_I32, 4, 3, 0, 7, -2)};
  CHECK(t_check1("gather embedding (indices clamped)", emb, in, 2, VALS(30, 31, 0, 1, 40, 41, 0, 1), 8));
  const char *win = "func.func @main(%t: tensor<3x4xi32>, %i: tensor<2x2xi64>) -> tensor<2x2x2xi32> {\n"
                    "  %0 = \"stablehlo.gather\"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1, 2],\n"
                    "    start_index_map = [0, 1], index_vector_dim = 1>,\n"
                    "    slice_sizes = array<i64: 2, 2>} : (tensor<3x4xi32>, tensor<2x2xi64>) -> tensor<2x2x2xi32>\n"
                    "  return %0 : tensor<2x2x2xi32>\n}\n";
  double v[12];
  for (int i = 0; i < 12; i++) v[i] = i;
  pt_tensor in2[2] = {t_make(PT_DTYPE_I32, 2, DIMS(3, 4), v), t_make(PT_DTYPE_I64, 2, DIMS(2, 2), VALS(0, 1, 2, 2))};
  /* (2, 2) clamps to (1, 2) */
  CHECK(t_check1("gather windows", win, in2, 2, VALS(1, 2, 5, 6, 6, 7, 10, 11), 8));
  const char *bat = "func.func @main(%t: tensor<2x4xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {\n"
                    "  %0 = \"stablehlo.gather\"(%t, %i) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],\n"
                    "    operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>,\n"
                    "    slice_sizes = array<i64: 1, 1>} : (tensor<2x4xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>\n"
                    "  return %0 : tensor<2x3xf32>\n}\n";
  pt_tensor in3[2] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 4), VALS(0, 1, 2, 3, 10, 11, 12, 13)),
                      t_make(PT_DTYPE_I32, 2, DIMS(2, 3), VALS(3, 0, 1, 2, 2, 0))};
  CHECK(t_check1("gather with batching dims", bat, in3, 2, VALS(3, 0, 1, 12, 12, 10), 6));
  const char *iv0 = "func.func @main(%t: tensor<4x3xf32>, %i: tensor<1x2xi32>) -> tensor<2x3xf32> {\n"
                    "  %0 = \"stablehlo.gather\"(%t, %i) {dimension_numbers = #stablehlo.gather<offset_dims = [1],\n"
                    "    collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 0>,\n"
                    "    slice_sizes = array<i64: 1, 3>} : (tensor<4x3xf32>, tensor<1x2xi32>) -> tensor<2x3xf32>\n"
                    "  return %0 : tensor<2x3xf32>\n}\n";
  double w[12];
  for (int i = 0; i < 12; i++) w[i] = i;
  pt_tensor in4[2] = {t_make(PT_DTYPE_F32, 2, DIMS(4, 3), w), t_make(PT_DTYPE_I32, 2, DIMS(1, 2), VALS(2, 1))};
  CHECK(t_check1("gather index_vector_dim = 0", iv0, in4, 2, VALS(6, 7, 8, 3, 4, 5), 6));
}

static const char *scatter_prog(const char *body, const char *dn, const char *tin, const char *tidx, const char *tupd) {
  static char p[4096];
  snprintf(p, sizeof p,
           "func.func @main(%%x: %s, %%i: %s, %%u: %s) -> %s {\n"
           "  %%0 = \"stablehlo.scatter\"(%%x, %%i, %%u) ({\n"
           "  ^bb0(%%a: tensor<f32>, %%b: tensor<f32>):\n%s"
           "  }) {scatter_dimension_numbers = #stablehlo.scatter<%s>} : (%s, %s, %s) -> %s\n"
           "  return %%0 : %s\n}\n",
           tin, tidx, tupd, tin, body, dn, tin, tidx, tupd, tin, tin);
  return p;
}

static const char *ADD_BODY = "    %s = stablehlo.add %a, %b : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n";
static const char *SET_BODY = "    stablehlo.return %b : tensor<f32>\n";
static const char *SUB_BODY = "    %s = stablehlo.subtract %b, %a : tensor<f32>\n    stablehlo.return %s : tensor<f32>\n";

static void test_scatter(void) {
  const char *dn = "inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1";
  pt_tensor in[3] = {T1(PT_DTYPE_F32, 5, 1, 1, 1, 1, 1), t_make(PT_DTYPE_I32, 2, DIMS(4, 1), VALS(1, 3, 1, 9)),
                     T1(PT_DTYPE_F32, 4, 10, 20, 30, 40)};
  CHECK(t_check1("scatter add (duplicates add up, out of bounds dropped)",
                 scatter_prog(ADD_BODY, dn, "tensor<5xf32>", "tensor<4x1xi32>", "tensor<4xf32>"), in, 3, VALS(1, 41, 1, 21, 1), 5));
  pt_tensor in2[3] = {T1(PT_DTYPE_F32, 5, 1, 1, 1, 1, 1), t_make(PT_DTYPE_I32, 2, DIMS(4, 1), VALS(1, 3, 1, -1)),
                      T1(PT_DTYPE_F32, 4, 10, 20, 30, 40)};
  CHECK(t_check1("scatter replace (last write wins)",
                 scatter_prog(SET_BODY, dn, "tensor<5xf32>", "tensor<4x1xi32>", "tensor<4xf32>"), in2, 3, VALS(1, 30, 1, 20, 1), 5));
  pt_tensor in3[3] = {T1(PT_DTYPE_F32, 5, 1, 2, 3, 4, 5), t_make(PT_DTYPE_I32, 2, DIMS(2, 1), VALS(0, 4)),
                      T1(PT_DTYPE_F32, 2, 10, 20)};
  CHECK(t_check1("scatter general body (update - current)",
                 scatter_prog(SUB_BODY, dn, "tensor<5xf32>", "tensor<2x1xi32>", "tensor<2xf32>"), in3, 3, VALS(9, 2, 3, 4, 15), 5));
  const char *wdn = "update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1";
  pt_tensor in4[3] = {T1(PT_DTYPE_F32, 5, 0, 0, 0, 0, 0), t_make(PT_DTYPE_I32, 2, DIMS(3, 1), VALS(4, 3, -1)),
                      t_make(PT_DTYPE_F32, 2, DIMS(3, 2), VALS(1, 2, 3, 4, 5, 6))};
  CHECK(t_check1("scatter windows partly out of bounds are skipped",
                 scatter_prog(ADD_BODY, wdn, "tensor<5xf32>", "tensor<3x1xi32>", "tensor<3x2xf32>"), in4, 3, VALS(0, 0, 0, 3, 4), 5));
  const char *rdn = "update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1";
  pt_tensor in5[3] = {t_make(PT_DTYPE_F32, 2, DIMS(3, 2), NULL), t_make(PT_DTYPE_I32, 2, DIMS(2, 1), VALS(2, 0)),
                      t_make(PT_DTYPE_F32, 2, DIMS(2, 2), VALS(1, 2, 3, 4))};
  CHECK(t_check1("scatter rows", scatter_prog(SET_BODY, rdn, "tensor<3x2xf32>", "tensor<2x1xi32>", "tensor<2x2xf32>"), in5, 3,
                 VALS(3, 4, 0, 0, 1, 2), 6));
  const char *bdn = "inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], "
                    "scatter_dims_to_operand_dims = [1], index_vector_dim = 2";
  pt_tensor in6[3] = {t_make(PT_DTYPE_F32, 2, DIMS(2, 3), NULL), t_make(PT_DTYPE_I32, 2, DIMS(2, 2), VALS(2, 2, 0, 1)),
                      t_make(PT_DTYPE_F32, 2, DIMS(2, 2), VALS(1, 2, 3, 4))};
  CHECK(t_check1("scatter with batching dims", scatter_prog(ADD_BODY, bdn, "tensor<2x3xf32>", "tensor<2x2xi32>", "tensor<2x2xf32>"),
                 in6, 3, VALS(0, 0, 3, 3, 4, 0), 6));
  /* Variadic: (sum, count) pairs through a two-value body. */
  const char *var = "func.func @main(%x: tensor<3xf32>, %c: tensor<3xi32>, %i: tensor<4x1xi32>, %u: tensor<4xf32>, %v: tensor<4xi32>) -> (tensor<3xf32>, tensor<3xi32>) {\n"
                    "  %0:2 = \"stablehlo.scatter\"(%x, %c, %i, %u, %v) ({\n"
                    "  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %p: tensor<f32>, %q: tensor<i32>):\n"
                    "    %s = stablehlo.add %a, %p : tensor<f32>\n"
                    "    %t = stablehlo.add %b, %q : tensor<i32>\n"
                    "    stablehlo.return %s, %t : tensor<f32>, tensor<i32>\n"
                    "  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}\n"
                    "     : (tensor<3xf32>, tensor<3xi32>, tensor<4x1xi32>, tensor<4xf32>, tensor<4xi32>) -> (tensor<3xf32>, tensor<3xi32>)\n"
                    "  return %0#0, %0#1 : tensor<3xf32>, tensor<3xi32>\n}\n";
  pt_tensor in7[5] = {T1(PT_DTYPE_F32, 3, 0, 0, 0), T1(PT_DTYPE_I32, 3, 0, 0, 0), t_make(PT_DTYPE_I32, 2, DIMS(4, 1), VALS(0, 2, 2, 2)),
                      T1(PT_DTYPE_F32, 4, 1.5, 2, 3, 4), T1(PT_DTYPE_I32, 4, 1, 1, 1, 1)};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(var, in7, 5, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("variadic scatter sums", &outs[0], VALS(1.5, 0, 9), 3));
    CHECK(t_expect("variadic scatter counts", &outs[1], VALS(1, 0, 3), 3));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

static const char *sort_prog(const char *ty, const char *dir, const char *ctype, int dim, const char *shape) {
  static char p[2048];
  snprintf(p, sizeof p,
           "func.func @main(%%x: tensor<%s%s>) -> tensor<%s%s> {\n"
           "  %%0 = \"stablehlo.sort\"(%%x) ({\n"
           "  ^bb0(%%a: tensor<%s>, %%b: tensor<%s>):\n"
           "    %%c = stablehlo.compare %s, %%a, %%b, %s : (tensor<%s>, tensor<%s>) -> tensor<i1>\n"
           "    stablehlo.return %%c : tensor<i1>\n"
           "  }) {dimension = %d : i64, is_stable = true} : (tensor<%s%s>) -> tensor<%s%s>\n"
           "  return %%0 : tensor<%s%s>\n}\n",
           shape, ty, shape, ty, ty, ty, dir, ctype, ty, ty, dim, shape, ty, shape, ty, shape, ty);
  return p;
}

static void test_sort(void) {
  pt_tensor a = T1(PT_DTYPE_F32, 6, 3, NAN, -1, 0.0, -0.0, -INFINITY);
  CHECK(t_check1("sort TOTALORDER ascending", sort_prog("f32", "LT", "TOTALORDER", 0, "6x"), &a, 1,
                 VALS(-INFINITY, -1, -0.0, 0.0, 3, NAN), 6));
  pt_tensor b = t_make(PT_DTYPE_I32, 2, DIMS(2, 3), VALS(5, 1, 4, 2, 8, 0));
  CHECK(t_check1("sort dim 0 descending", sort_prog("i32", "GT", "SIGNED", 0, "2x3x"), &b, 1, VALS(5, 8, 4, 2, 1, 0), 6));
  pt_tensor c = t_make(PT_DTYPE_I32, 2, DIMS(2, 3), VALS(5, 1, 4, 2, 8, 0));
  CHECK(t_check1("sort last dim", sort_prog("i32", "LT", "SIGNED", 1, "2x3x"), &c, 1, VALS(1, 4, 5, 0, 2, 8), 6));
  /* keys + payload, descending, stable: equal keys keep their order */
  const char *kv = "func.func @main(%k: tensor<5xf32>, %v: tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>) {\n"
                   "  %0:2 = \"stablehlo.sort\"(%k, %v) ({\n"
                   "  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):\n"
                   "    %g = stablehlo.compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
                   "    stablehlo.return %g : tensor<i1>\n"
                   "  }) {dimension = 0 : i64, is_stable = true} : (tensor<5xf32>, tensor<5xi32>) -> (tensor<5xf32>, tensor<5xi32>)\n"
                   "  return %0#0, %0#1 : tensor<5xf32>, tensor<5xi32>\n}\n";
  pt_tensor in[2] = {T1(PT_DTYPE_F32, 5, 1, 3, 1, 3, 2), T1(PT_DTYPE_I32, 5, 0, 1, 2, 3, 4)};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(kv, in, 2, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("sort keys", &outs[0], VALS(3, 3, 2, 1, 1), 5));
    CHECK(t_expect("sort payload stable", &outs[1], VALS(1, 3, 4, 0, 2), 5));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  /* lexicographic comparator through the general region path */
  const char *lex = "func.func @main(%k: tensor<4xi32>, %v: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {\n"
                    "  %0:2 = \"stablehlo.sort\"(%k, %v) ({\n"
                    "  ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):\n"
                    "    %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                    "    %eq = stablehlo.compare EQ, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                    "    %lt2 = stablehlo.compare GT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
                    "    %t = stablehlo.and %eq, %lt2 : tensor<i1>\n"
                    "    %r = stablehlo.or %lt, %t : tensor<i1>\n"
                    "    stablehlo.return %r : tensor<i1>\n"
                    "  }) {dimension = 0 : i64} : (tensor<4xi32>, tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>)\n"
                    "  return %0#0, %0#1 : tensor<4xi32>, tensor<4xi32>\n}\n";
  pt_tensor in2[2] = {T1(PT_DTYPE_I32, 4, 2, 1, 2, 1), T1(PT_DTYPE_I32, 4, 5, 6, 7, 8)};
  s = t_run(lex, in2, 2, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("lex keys", &outs[0], VALS(1, 1, 2, 2), 4));
    CHECK(t_expect("lex second key descending", &outs[1], VALS(8, 6, 7, 5), 4));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

/* The comparator jnp.sort emits (jax 0.10): -0 -> +0 and NaN -> canonical
 * NaN, then LT TOTALORDER. Run by the scalar region evaluator. */
static const char *JAX_SORT =
    "func.func @main(%x: tensor<7xf32>) -> tensor<7xf32> {\n"
    "  %0 = \"stablehlo.sort\"(%x) <{dimension = 0 : i64, is_stable = true}> ({\n"
    "  ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):\n"
    "    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
    "    %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    %2 = stablehlo.select %1, %cst, %arg1 : tensor<i1>, tensor<f32>\n"
    "    %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>\n"
    "    %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>\n"
    "    %5 = stablehlo.compare EQ, %arg2, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    %6 = stablehlo.select %5, %cst, %arg2 : tensor<i1>, tensor<f32>\n"
    "    %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    %8 = stablehlo.select %7, %cst_1, %6 : tensor<i1>, tensor<f32>\n"
    "    %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
    "    stablehlo.return %9 : tensor<i1>\n"
    "  }) : (tensor<7xf32>) -> tensor<7xf32>\n"
    "  return %0 : tensor<7xf32>\n}\n";

static void test_jax_sort_comparator(void) {
  /* -0 and +0 compare equal (stable: input order kept); NaNs go last. */
  pt_tensor x = T1(PT_DTYPE_F32, 7, 2, NAN, 0.0, -1, -0.0, -NAN, -INFINITY);
  CHECK(t_check1("jnp.sort comparator", JAX_SORT, &x, 1, VALS(-INFINITY, -1, 0.0, -0.0, 2, NAN, NAN), 7));
  /* A larger random case agrees with the TOTALORDER single-op comparator
   * wherever values are distinct and not +-0/NaN. */
  pt_tensor y = t_make(PT_DTYPE_F32, 1, DIMS(7), NULL);
  pt_tensor_fill_random(&y, 9, PT_FILL_NORMAL);
  double v[7];
  for (int i = 0; i < 7; i++) v[i] = pt_tensor_get_f64(&y, (uint64_t)i);
  for (int i = 1; i < 7; i++)
    for (int j = i; j > 0 && v[j] < v[j - 1]; j--) {
      double t = v[j];
      v[j] = v[j - 1];
      v[j - 1] = t;
    }
  CHECK(t_check1("jnp.sort comparator, random", JAX_SORT, &y, 1, v, 7));
}

static void test_top_k(void) {
  const char *p = "func.func @main(%x: tensor<2x5xf32>) -> (tensor<2x3xf32>, tensor<2x3xi32>) {\n"
                  "  %0:2 = chlo.top_k(%x, k = 3) : tensor<2x5xf32> -> (tensor<2x3xf32>, tensor<2x3xi32>)\n"
                  "  return %0#0, %0#1 : tensor<2x3xf32>, tensor<2x3xi32>\n}\n";
  pt_tensor x = t_make(PT_DTYPE_F32, 2, DIMS(2, 5), VALS(1, 5, 3, 5, 2, -1, -2, NAN, 0, INFINITY));
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(p, &x, 1, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("top_k values", &outs[0], VALS(5, 5, 3, NAN, INFINITY, 0), 6));
    CHECK(t_expect("top_k indices (ties by index)", &outs[1], VALS(1, 3, 2, 2, 4, 3), 6));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

int main(void) {
  test_gather();
  test_scatter();
  test_sort();
  test_jax_sort_comparator();
  test_top_k();
  return t_finish("test_interp_index");
}
