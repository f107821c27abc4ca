/* test_interp_control.c - the driver: while/if/case (values from the
 * enclosing scope stay alive across iterations), func.call without
 * inlining, optimization_barrier and identity custom_calls, the error
 * messages users see (elided constants, mismatched inputs naming
 * jax.arg_info, unsupported custom_call targets, runaway while loops),
 * collectives with and without a runtime hook, partition/replica ids,
 * rng_bit_generator known answers and state advance, buffer statistics,
 * and .npy reading/writing including malformed files. */
#include <unistd.h>

#include "interp_test_util.h"

static const char *WHILE_SUM =
    "func.func @main(%x: tensor<3xf32>, %n: tensor<i32>) -> (tensor<i32>, tensor<3xf32>) {\n"
    "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
    "  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
    "  %z = stablehlo.constant dense<0.0> : tensor<3xf32>\n"
    "  %0:2 = stablehlo.while(%i = %c0, %acc = %z) : tensor<i32>, tensor<3xf32>\n"
    "   cond {\n"
    "    %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    stablehlo.return %p : tensor<i1>\n"
    "  } do {\n"
    "    %j = stablehlo.add %i, %c1 : tensor<i32>\n"
    "    %a = stablehlo.add %acc, %x : tensor<3xf32>\n"
    "    stablehlo.return %j, %a : tensor<i32>, tensor<3xf32>\n"
    "  }\n"
    "  return %0#0, %0#1 : tensor<i32>, tensor<3xf32>\n}\n";

static void test_while(void) {
  pt_tensor in[2] = {T1(PT_DTYPE_F32, 3, 1, 2, 3), T0(PT_DTYPE_I32, 5)};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(WHILE_SUM, in, 2, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("while counter", &outs[0], VALS(5), 1));
    CHECK(t_expect("while accumulator (uses %x from outside)", &outs[1], VALS(5, 10, 15), 3));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  pt_tensor in2[2] = {T1(PT_DTYPE_F32, 3, 1, 2, 3), T0(PT_DTYPE_I32, 0)};
  s = t_run(WHILE_SUM, in2, 2, &outs, &n);
  CHECK(!s && n == 2 && t_expect("zero-trip while", &outs[1], VALS(0, 0, 0), 3));
  if (!s) pt_interp_outputs_free(outs, n);
  pt_status_free(s);
  /* a runaway loop stops at the cap */
  pt_interp_options opts;
  memset(&opts, 0, sizeof opts);
  opts.max_while_iterations = 100;
  pt_tensor in3[2] = {T1(PT_DTYPE_F32, 3, 1, 2, 3), T0(PT_DTYPE_I32, 1000000)};
  s = t_run_opts(WHILE_SUM, in3, 2, &outs, &n, &opts, NULL);
  CHECK(s && strstr(pt_status_message(s), "exceeded 100 iterations") && strstr(pt_status_message(s), "t.mlir:5:"));
  pt_status_free(s);
}

static const char *IF_CASE =
    "func.func @main(%p: tensor<i1>, %k: tensor<i32>, %a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {\n"
    "  %0 = \"stablehlo.if\"(%p) ({\n"
    "    %t = stablehlo.add %a, %a : tensor<2xf32>\n"
    "    stablehlo.return %t : tensor<2xf32>\n"
    "  }, {\n"
    "    %t = stablehlo.negate %a : tensor<2xf32>\n"
    "    stablehlo.return %t : tensor<2xf32>\n"
    "  }) : (tensor<i1>) -> tensor<2xf32>\n"
    "  %1 = \"stablehlo.case\"(%k) ({\n"
    "    stablehlo.return %a : tensor<2xf32>\n"
    "  }, {\n"
    "    %t = stablehlo.multiply %a, %a : tensor<2xf32>\n"
    "    stablehlo.return %t : tensor<2xf32>\n"
    "  }, {\n"
    "    %t = stablehlo.abs %a : tensor<2xf32>\n"
    "    stablehlo.return %t : tensor<2xf32>\n"
    "  }) : (tensor<i32>) -> tensor<2xf32>\n"
    "  return %0, %1 : tensor<2xf32>, tensor<2xf32>\n}\n";

static void run_if_case(int p, int k, const double *w0, const double *w1) {
  pt_tensor in[3] = {T0(PT_DTYPE_I1, p), T0(PT_DTYPE_I32, k), T1(PT_DTYPE_F32, 2, -3, 4)};
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(IF_CASE, in, 3, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("if", &outs[0], w0, 2));
    CHECK(t_expect("case", &outs[1], w1, 2));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

static void test_if_case(void) {
  run_if_case(1, 0, VALS(-6, 8), VALS(-3, 4));
  run_if_case(0, 1, VALS(3, -4), VALS(9, 16));
  run_if_case(0, 7, VALS(3, -4), VALS(3, 4));  /* out of range -> last branch */
  run_if_case(1, -1, VALS(-6, 8), VALS(3, 4)); /* negative -> last branch */
}

static void test_call_barrier_custom_call(void) {
  const char *p = "func.func private @sq(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
                  "  %0 = stablehlo.multiply %x, %x : tensor<2xf32>\n"
                  "  return %0 : tensor<2xf32>\n}\n"
                  "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                  "  %0 = func.call @sq(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
                  "  %1 = func.call @sq(%0) : (tensor<2xf32>) -> tensor<2xf32>\n"
                  "  %2:2 = stablehlo.optimization_barrier %1, %a : tensor<2xf32>, tensor<2xf32>\n"
                  "  %3 = stablehlo.custom_call @Sharding(%2#0) {mhlo.sharding = \"{replicated}\"} : (tensor<2xf32>) -> tensor<2xf32>\n"
                  "  %4 = stablehlo.add %3, %2#1 : tensor<2xf32>\n"
                  "  return %4 : tensor<2xf32>\n}\n";
  /* Without inlining: func.call runs the callee's body. */
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("t.mlir", p, strlen(p), &m);
  CHECK(!s);
  if (!s) {
    pt_tensor a = T1(PT_DTYPE_F32, 2, 2, -3);
    pt_tensor *outs;
    uint32_t n;
    s = pt_interp_run(m, pt_module_find_func(m, "main"), &a, 1, NULL, &outs, &n, NULL);
    CHECK(!s && n == 1 && t_expect("call twice + barrier + @Sharding", &outs[0], VALS(18, 78), 2));
    if (!s) pt_interp_outputs_free(outs, n);
    pt_tensor_free(&a);
    pt_module_free(m);
  }
  pt_status_free(s);
  /* With inlining (t_run inlines). */
  pt_tensor a = T1(PT_DTYPE_F32, 2, 2, -3);
  CHECK(t_check1("inlined calls", p, &a, 1, VALS(18, 78), 2));
  const char *q = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                  "  %0 = stablehlo.custom_call @my_kernel(%a) : (tensor<2xf32>) -> tensor<2xf32>\n"
                  "  return %0 : tensor<2xf32>\n}\n";
  pt_tensor b = T1(PT_DTYPE_F32, 2, 2, -3);
  CHECK(t_check_error("unsupported custom_call", q, &b, 1, "t.mlir:2:3: error: 'stablehlo.custom_call' op custom_call target @my_kernel is not supported"));
}

static void test_errors(void) {
  const char *r = "func.func @main() -> tensor<4xf32> {\n"
                  "  %0 = stablehlo.constant dense_resource<__elided__> : tensor<4xf32>\n"
                  "  return %0 : tensor<4xf32>\n}\n";
  CHECK(t_check_error("elided constant", r, NULL, 0, "t.mlir:2:3: error: 'stablehlo.constant' op values unknown: the exporter elided them"));
  const char *f = "func.func @main(%a: tensor<3xf32> {jax.arg_info = \"params['w']\"}, %b: tensor<2xi32> {jax.arg_info = \"y\"}) -> tensor<3xf32> {\n"
                  "  return %a : tensor<3xf32>\n}\n";
  pt_tensor in[2] = {T1(PT_DTYPE_F32, 3, 1, 2, 3), T1(PT_DTYPE_I32, 3, 1, 2, 3)};
  CHECK(t_check_error("input shape mismatch", f, in, 2, "argument 1 (y) of @main: expected tensor<2xi32>, got tensor<3xi32>"));
  pt_tensor in2[2] = {T1(PT_DTYPE_F64, 3, 1, 2, 3), T1(PT_DTYPE_I32, 2, 1, 2)};
  CHECK(t_check_error("input dtype mismatch", f, in2, 2, "argument 0 (params['w']) of @main: expected tensor<3xf32>, got tensor<3xf64>"));
  pt_tensor in3[1] = {T1(PT_DTYPE_F32, 3, 1, 2, 3)};
  CHECK(t_check_error("input count", f, in3, 1, "@main takes 2 arguments, got 1 input"));
  const char *big = "func.func @main(%a: tensor<f32>) -> tensor<2147483648x2147483648xf32> {\n"
                    "  %0 = stablehlo.broadcast_in_dim %a, dims = [] : (tensor<f32>) -> tensor<2147483648x2147483648xf32>\n"
                    "  return %0 : tensor<2147483648x2147483648xf32>\n}\n";
  pt_tensor sc = T0(PT_DTYPE_F32, 1);
  CHECK(t_check_error("huge result", big, &sc, 1, "t.mlir:2:3: error: 'stablehlo.broadcast_in_dim' op result 0 type is too large"));
}

/* ---- collectives ---- */

/* All-reduce with replica groups `groups` of type `gtype`. */
static const char *all_reduce_prog(const char *groups, const char *gtype) {
  static char p[2048];
  snprintf(p, sizeof p,
           "func.func @main(%%a: tensor<3xf32>) -> tensor<3xf32> {\n"
           "  %%0 = \"stablehlo.all_reduce\"(%%a) ({\n"
           "  ^bb0(%%x: tensor<f32>, %%y: tensor<f32>):\n"
           "    %%s = stablehlo.add %%x, %%y : tensor<f32>\n"
           "    stablehlo.return %%s : tensor<f32>\n"
           "  }) {replica_groups = dense<%s> : tensor<%s>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<3xf32>) -> tensor<3xf32>\n"
           "  return %%0 : tensor<3xf32>\n}\n",
           groups, gtype);
  return p;
}

/* A fake runtime of two identical processes: all_reduce = combine(x, x). */
typedef struct {
  int calls;
  pt_reduce_kind kind;
  uint32_t group_size;
  int64_t channel;
} fake_rt;

static pt_status *fake_all_reduce(void *ctx, const pt_collective_attrs *a, const pt_reduction *r, const pt_tensor *in,
                                  uint32_t n, pt_tensor *out) {
  fake_rt *rt = ctx;
  rt->calls++;
  rt->kind = r->kind;
  rt->group_size = a->group_size;
  rt->channel = a->channel_id;
  for (uint32_t i = 0; i < n; i++) {
    memcpy(out[i].data, in[i].data, (size_t)in[i].nbytes);
    PT_TRY(r->combine(r, &out[i], &in[i]));
  }
  return NULL;
}

static void test_collectives(void) {
  const char *p = all_reduce_prog("[[0]]", "1x1xi64");
  pt_tensor a = T1(PT_DTYPE_F32, 3, 1, 2, 3);
  CHECK(t_check1("all_reduce, one process", p, &a, 1, VALS(1, 2, 3), 3));
  p = all_reduce_prog("[[0, 1]]", "1x2xi64");
  pt_tensor b = T1(PT_DTYPE_F32, 3, 1, 2, 3);
  CHECK(t_check_error("all_reduce across processes without a runtime", p, &b, 1, "need the SPMD runtime"));
  pt_collective_ops ops;
  memset(&ops, 0, sizeof ops);
  ops.all_reduce = fake_all_reduce;
  fake_rt rt = {0, PT_REDUCE_REGION, 0, 0};
  pt_interp_options opts;
  memset(&opts, 0, sizeof opts);
  opts.coll = &ops;
  opts.coll_ctx = &rt;
  pt_tensor c = T1(PT_DTYPE_F32, 3, 1, 2, 3);
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run_opts(p, &c, 1, &outs, &n, &opts, NULL);
  CHECK(!s && n == 1 && t_expect("all_reduce through the hook", &outs[0], VALS(2, 4, 6), 3));
  CHECK(rt.calls == 1 && rt.kind == PT_REDUCE_ADD && rt.group_size == 2 && rt.channel == 1);
  if (!s) pt_interp_outputs_free(outs, n);
  pt_status_free(s);
  const char *perm = "func.func @main(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {\n"
                     "  %0 = \"stablehlo.collective_permute\"(%a) {source_target_pairs = dense<[[0, 0]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>\n"
                     "  %1 = \"stablehlo.collective_permute\"(%a) {source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>\n"
                     "  return %0, %1 : tensor<2xf32>, tensor<2xf32>\n}\n";
  pt_tensor d = T1(PT_DTYPE_F32, 2, 5, 6);
  s = t_run(perm, &d, 1, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    CHECK(t_expect("collective_permute to self", &outs[0], VALS(5, 6), 2));
    CHECK(t_expect("collective_permute, not a target: zeros", &outs[1], VALS(0, 0), 2));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  const char *ag = "func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n"
                   "  %0 = \"stablehlo.all_gather\"(%a) {all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> tensor<2xf32>\n"
                   "  return %0 : tensor<2xf32>\n}\n";
  pt_tensor e = T1(PT_DTYPE_F32, 2, 5, 6);
  CHECK(t_check1("all_gather, one process", ag, &e, 1, VALS(5, 6), 2));
  const char *ids = "func.func @main() -> (tensor<ui32>, tensor<ui32>) {\n"
                    "  %0 = stablehlo.partition_id : tensor<ui32>\n"
                    "  %1 = stablehlo.replica_id : tensor<ui32>\n"
                    "  return %0, %1 : tensor<ui32>, tensor<ui32>\n}\n";
  memset(&opts, 0, sizeof opts);
  opts.partition_id = 3;
  opts.replica_id = 1;
  s = t_run_opts(ids, NULL, 0, &outs, &n, &opts, NULL);
  CHECK(!s && n == 2 && t_expect("partition_id", &outs[0], VALS(3), 1) && t_expect("replica_id", &outs[1], VALS(1), 1));
  if (!s) pt_interp_outputs_free(outs, n);
  pt_status_free(s);
}

static const char *rbg_prog(const char *alg) {
  static char p[1024];
  snprintf(p, sizeof p,
           "func.func @main(%%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui32>) {\n"
           "  %%0:2 = \"stablehlo.rng_bit_generator\"(%%s) {rng_algorithm = #stablehlo<rng_algorithm %s>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<6xui32>)\n"
           "  return %%0#0, %%0#1 : tensor<2xui64>, tensor<6xui32>\n}\n",
           alg);
  return p;
}

static void test_rng(void) {
  const char *p = rbg_prog("PHILOX");
  pt_tensor st = t_make(PT_DTYPE_UI64, 1, DIMS(2), VALS(0, 0));
  pt_tensor *outs;
  uint32_t n;
  pt_status *s = t_run(p, &st, 1, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    /* Random123's known answer for Philox-4x32-10 with zero key and counter. */
    const uint32_t *w = outs[1].data;
    CHECK(w[0] == 0x6627e8d5u && w[1] == 0xe169c58du && w[2] == 0xbc57ac4cu && w[3] == 0x9b00dbd8u);
    const uint64_t *ns = outs[0].data;
    CHECK(ns[0] == 0 && ns[1] == 2); /* two 128-bit blocks used */
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  p = rbg_prog("THREE_FRY");
  pt_tensor st2 = t_make(PT_DTYPE_UI64, 1, DIMS(2), VALS(0, 0));
  s = t_run(p, &st2, 1, &outs, &n);
  CHECK(!s && n == 2);
  if (!s) {
    const uint32_t *w = outs[1].data;
    CHECK(w[0] == 0x6b200159u && w[1] == 0x99ba4efeu); /* Threefry-2x32-20 known answer */
    CHECK(((const uint64_t *)outs[0].data)[1] == 3);
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  /* Nonzero key and counter: values produced by XLA's CPU backend (jax
   * 0.10.2, lax.rng_bit_generator on key u32[1, 2, 3, 4]). */
  const char *k8 = "func.func @main(%s: tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui32>, tensor<9xui8>) {\n"
                   "  %0:2 = \"stablehlo.rng_bit_generator\"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<7xui32>)\n"
                   "  %1:2 = \"stablehlo.rng_bit_generator\"(%s) {rng_algorithm = #stablehlo<rng_algorithm PHILOX>} : (tensor<2xui64>) -> (tensor<2xui64>, tensor<9xui8>)\n"
                   "  return %0#0, %0#1, %1#1 : tensor<2xui64>, tensor<7xui32>, tensor<9xui8>\n}\n";
  pt_tensor st3 = t_make(PT_DTYPE_UI64, 1, DIMS(2), NULL);
  ((uint64_t *)st3.data)[0] = UINT64_C(0x0000000200000001);
  ((uint64_t *)st3.data)[1] = UINT64_C(0x0000000400000003);
  s = t_run(k8, &st3, 1, &outs, &n);
  CHECK(!s && n == 3);
  if (!s) {
    static const uint32_t w32[7] = {0x1e8fe864, 0x4d5e0bd7, 0x4b87c9be, 0x2d689201, 0x5273487b, 0x61c05696, 0xa4486574};
    static const uint8_t w8[9] = {0x64, 0xd7, 0xbe, 0x01, 0x7b, 0x96, 0x74, 0xef, 0xb7};
    CHECK(memcmp(outs[1].data, w32, sizeof w32) == 0);
    CHECK(memcmp(outs[2].data, w8, sizeof w8) == 0);
    CHECK(((const uint64_t *)outs[0].data)[1] == UINT64_C(0x0000000400000005));
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
  const char *u = "func.func @main() -> tensor<1000xf32> {\n"
                  "  %a = stablehlo.constant dense<-2.0> : tensor<f32>\n"
                  "  %b = stablehlo.constant dense<3.0> : tensor<f32>\n"
                  "  %sh = stablehlo.constant dense<1000> : tensor<1xi64>\n"
                  "  %0 = stablehlo.rng %a, %b, %sh, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>\n"
                  "  return %0 : tensor<1000xf32>\n}\n";
  s = t_run(u, NULL, 0, &outs, &n);
  CHECK(!s);
  if (!s) {
    bool in_range = true;
    double sum = 0;
    for (int i = 0; i < 1000; i++) {
      double v = pt_tensor_get_f64(&outs[0], (uint64_t)i);
      in_range = in_range && v >= -2 && v < 3;
      sum += v;
    }
    CHECK(in_range && fabs(sum / 1000 - 0.5) < 0.2);
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

static void test_stats(void) {
  /* A chain of elementwise ops on 1 MB: buffers die at their last use and
   * dying intermediates are reused in place, so the peak stays at the
   * input plus about one intermediate. */
  const char *p = "func.func @main(%a: tensor<262144xf32>) -> tensor<262144xf32> {\n"
                  "  %0 = stablehlo.exponential %a : tensor<262144xf32>\n"
                  "  %1 = stablehlo.add %0, %a : tensor<262144xf32>\n"
                  "  %2 = stablehlo.multiply %1, %1 : tensor<262144xf32>\n"
                  "  %3 = stablehlo.negate %2 : tensor<262144xf32>\n"
                  "  %4 = stablehlo.tanh %3 : tensor<262144xf32>\n"
                  "  %5 = stablehlo.abs %4 : tensor<262144xf32>\n"
                  "  return %5 : tensor<262144xf32>\n}\n";
  pt_tensor a = t_make(PT_DTYPE_F32, 1, DIMS(262144), NULL);
  pt_tensor *outs;
  uint32_t n;
  pt_interp_stats st;
  pt_interp_options opts;
  memset(&opts, 0, sizeof opts);
  opts.profile = true;
  pt_status *s = t_run_opts(p, &a, 1, &outs, &n, &opts, &st);
  CHECK(!s);
  if (!s) {
    CHECK(st.n_ops == 6 && st.op_count[PT_OP_ADD] == 1 && st.op_count[PT_OP_FUNC_RETURN] == 0);
    CHECK(st.peak_live_bytes >= 2u << 20 && st.peak_live_bytes <= 2u << 20);
    CHECK(st.op_seconds[PT_OP_EXPONENTIAL] > 0);
    pt_interp_outputs_free(outs, n);
  }
  pt_status_free(s);
}

static void test_npy(void) {
  char path[] = "/tmp/pt_test_npy_XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd < 0) return;
  close(fd);
  static const pt_dtype dts[] = {PT_DTYPE_F64, PT_DTYPE_F32, PT_DTYPE_F16, PT_DTYPE_BF16, PT_DTYPE_I1,
                                 PT_DTYPE_I8,  PT_DTYPE_I16, PT_DTYPE_I32, PT_DTYPE_I64,  PT_DTYPE_UI8,
                                 PT_DTYPE_UI16, PT_DTYPE_UI32, PT_DTYPE_UI64};
  for (size_t i = 0; i < PT_ARRAY_LEN(dts); i++) {
    pt_tensor t = t_make(dts[i], 3, DIMS(2, 1, 3), NULL), r;
    pt_tensor_fill_random(&t, i, PT_FILL_UNIFORM);
    pt_status *s = pt_npy_write(path, &t);
    CHECK(!s);
    pt_status_free(s);
    s = pt_npy_read(path, NULL, &r);
    CHECK(!s && pt_tensor_equal_bits(&t, &r));
    if (!s) pt_tensor_free(&r);
    pt_status_free(s);
    pt_tensor_free(&t);
  }
  pt_tensor sc = T0(PT_DTYPE_F32, 2.5), r;
  pt_buf b = {0};
  CHECK(!pt_npy_encode(&sc, &b));
  CHECK(b.len % 64 == 4 && strstr(b.data + 10, "'shape': ()"));
  CHECK(!pt_npy_read_mem("s.npy", b.data, b.len, &r) && r.rank == 0 && pt_tensor_get_f64(&r, 0) == 2.5);
  pt_tensor_free(&r);
  /* malformed: truncated data, big-endian, Fortran order, garbage */
  pt_status *s = pt_npy_read_mem("t.npy", b.data, b.len - 1, &r);
  CHECK(s && strstr(pt_status_message(s), "t.npy: error: data size mismatch"));
  pt_status_free(s);
  char *hdr = strstr(b.data + 10, "<f4");
  hdr[0] = '>';
  s = pt_npy_read_mem("t.npy", b.data, b.len, &r);
  CHECK(s && strstr(pt_status_message(s), "big-endian"));
  pt_status_free(s);
  hdr[0] = '<';
  char *fo = strstr(b.data + 10, "False");
  memcpy(fo, "True ", 5);
  s = pt_npy_read_mem("t.npy", b.data, b.len, &r);
  CHECK(s && strstr(pt_status_message(s), "Fortran"));
  pt_status_free(s);
  s = pt_npy_read_mem("t.npy", "garbage!garbage!", 16, &r);
  CHECK(s && strstr(pt_status_message(s), "not a .npy file"));
  pt_status_free(s);
  const char *hd = "{'descr': '<f4', 'fortran_order': False, 'shape': (99999999999, 99999999999), }\n";
  char huge[128];
  memcpy(huge, "\x93NUMPY\x01\x00", 8);
  huge[8] = (char)strlen(hd);
  huge[9] = 0;
  memcpy(huge + 10, hd, strlen(hd));
  s = pt_npy_read_mem("h.npy", huge, 10 + strlen(hd), &r);
  CHECK(s && strstr(pt_status_message(s), "mismatch"));
  pt_status_free(s);
  s = pt_npy_read("/nonexistent/dir/x.npy", NULL, &r);
  CHECK(s && pt_status_code(s) == PT_ERR_IO);
  pt_status_free(s);
  pt_buf_free(&b);
  pt_tensor_free(&sc);
  unlink(path);
}

int main(void) {
  test_while();
  test_if_case();
  test_call_barrier_custom_call();
  test_errors();
  test_collectives();
  test_rng();
  test_stats();
  test_npy();
  return t_finish("test_interp_control");
}
