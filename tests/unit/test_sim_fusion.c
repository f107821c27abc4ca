/* test_sim_fusion.c - the accelerator model of the simulator: which ops
 * form one kernel (src/sim/fusion.c), what a kernel costs (cost.c with a
 * fusing profile), precision and efficiency of contractions, and memory
 * after fusion (memory_xla.c). Small hand-written functions, each with the
 * kernels XLA's GPU compiler forms for it:
 *   - an element-wise chain is one loop kernel reading its inputs once and
 *     writing its result only;
 *   - a reduction takes its element-wise producers; two reductions of the
 *     same input become one multi-output kernel;
 *   - a dot takes a bias add as its epilogue, but not when its result has
 *     other users; a transpose feeding a dot is a layout, a reshape a
 *     bitcast;
 *   - an expensive producer read by kernels on both sides of a dot is
 *     written once, not recomputed; a cheap one is recomputed in each
 *     reader only while that reads less than writing it once (a residual
 *     stream read by several kernels is written);
 *   - a kernel costs one launch plus its traffic at the achievable
 *     bandwidth; f32 dots at DEFAULT run at the tf32 rate and at HIGHEST
 *     at the f32 rate, scaled by the efficiency and the shape factor;
 *   - memory: fused intermediates hold no buffer, donated arguments take
 *     their outputs in. */
#include <math.h>

#include "test_fusion_util.h"

static bool near(double got, double want) {
  if (fabs(got - want) <= 1e-9 * fabs(want)) return true;
  fprintf(stderr, "  got %.12g, want %.12g\n", got, want);
  return false;
}

static const char *CHAIN =
    "func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> {\n"
    "  %a = stablehlo.add %x, %y : tensor<64x64xf32>\n"
    "  %b = stablehlo.multiply %a, %a : tensor<64x64xf32>\n"
    "  %c = stablehlo.exponential %b : tensor<64x64xf32>\n"
    "  return %c : tensor<64x64xf32>\n"
    "}\n";

static void test_elementwise_chain_is_one_loop_kernel_reading_inputs_once(void) {
  fused f;
  if (!fuse_on(&f, CHAIN, NULL)) return;
  CHECK(f.fs.kernels.len == 1);
  const pt_sim_fusion *g = kernel_at(&f, "%c");
  CHECK(g && g->kind == PT_FUSION_LOOP && g->n_ops == 3);
  CHECK(kernel(&f, "%a") == kernel(&f, "%c") && kernel(&f, "%b") == kernel(&f, "%c"));
  /* Reads x and y (16 kB each), writes c; a and b never reach memory. */
  CHECK(g && g->read_bytes == 2 * 64 * 64 * 4 && g->write_bytes == 64 * 64 * 4);
  CHECK(g && g->transcendental == 64 * 64 && g->vector_flops == 2 * 64 * 64);
  CHECK(!f.fs.materialized[t_val(f.m, CHAIN, "%a")] && f.fs.materialized[t_val(f.m, CHAIN, "%c")]);
  fused_free(&f);
}

static const char *SOFTMAX_SUMS =
    "func.func @main(%x: tensor<32x128xf32>) -> (tensor<32xf32>, tensor<32xf32>) {\n"
    "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %m = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
    "  %e = stablehlo.exponential %x : tensor<32x128xf32>\n"
    "  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : "
    "(tensor<32x128xf32>, tensor<f32>) -> tensor<32xf32>\n"
    "  %mx = stablehlo.reduce(%x init: %m) applies stablehlo.maximum across dimensions = [1] : "
    "(tensor<32x128xf32>, tensor<f32>) -> tensor<32xf32>\n"
    "  return %s, %mx : tensor<32xf32>, tensor<32xf32>\n"
    "}\n";

static void test_reduction_takes_producers_and_siblings_share_one_kernel(void) {
  fused f;
  if (!fuse_on(&f, SOFTMAX_SUMS, NULL)) return;
  /* exp fuses into the sum; the max reads the same input: one kernel. */
  CHECK(f.fs.kernels.len == 1);
  const pt_sim_fusion *g = kernel_at(&f, "%s");
  CHECK(g && g->kind == PT_FUSION_REDUCTION && g->n_ops == 3);
  CHECK(kernel(&f, "%e") == kernel(&f, "%s") && kernel(&f, "%mx") == kernel(&f, "%s"));
  CHECK(kernel(&f, "%z") == PT_NONE); /* constants are no kernel */
  /* x once (the init scalars are literals in the code); both sums out. */
  CHECK(g && g->read_bytes == 32 * 128 * 4 && g->write_bytes == 2 * 32 * 4);
  fused_free(&f);
}

static const char *DENSE_BIAS =
    "func.func @main(%x: tensor<16x32xbf16>, %w: tensor<32x64xbf16>, %b: tensor<64xbf16>) -> tensor<16x64xbf16> {\n"
    "  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x32xbf16>, "
    "tensor<32x64xbf16>) -> tensor<16x64xbf16>\n"
    "  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xbf16>) -> tensor<16x64xbf16>\n"
    "  %o = stablehlo.add %d, %bb : tensor<16x64xbf16>\n"
    "  return %o : tensor<16x64xbf16>\n"
    "}\n";

static const char *DENSE_TWICE =
    "func.func @main(%x: tensor<16x32xbf16>, %w: tensor<32x64xbf16>, %b: tensor<64xbf16>) -> "
    "(tensor<16x64xbf16>, tensor<16x64xbf16>) {\n"
    "  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x32xbf16>, "
    "tensor<32x64xbf16>) -> tensor<16x64xbf16>\n"
    "  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<64xbf16>) -> tensor<16x64xbf16>\n"
    "  %o = stablehlo.add %d, %bb : tensor<16x64xbf16>\n"
    "  return %o, %d : tensor<16x64xbf16>, tensor<16x64xbf16>\n"
    "}\n";

static void test_dot_takes_a_bias_epilogue_only_when_its_result_has_no_other_use(void) {
  fused f;
  if (fuse_on(&f, DENSE_BIAS, NULL)) {
    CHECK(f.fs.kernels.len == 1);
    const pt_sim_fusion *g = kernel_at(&f, "%o");
    CHECK(g && g->kind == PT_FUSION_LIBRARY && g->n_ops == 3);
    CHECK(g && g->contraction == f.m->values.data[t_val(f.m, DENSE_BIAS, "%d")].def);
    /* x, w and the bias vector in; the biased result out. */
    CHECK(g && g->read_bytes == (16 * 32 + 32 * 64 + 64) * 2 && g->write_bytes == 16 * 64 * 2);
    fused_free(&f);
  }
  if (fuse_on(&f, DENSE_TWICE, NULL)) {
    CHECK(f.fs.kernels.len == 2);
    CHECK(kernel_at(&f, "%d") && kernel_at(&f, "%d")->kind == PT_FUSION_LIBRARY && kernel_at(&f, "%d")->n_ops == 1);
    CHECK(kernel_at(&f, "%o") && kernel_at(&f, "%o")->kind == PT_FUSION_LOOP);
    CHECK(kernel(&f, "%bb") == kernel(&f, "%o"));
    fused_free(&f);
  }
}

static const char *LAYOUTS =
    "func.func @main(%x: tensor<32x16xf32>, %w: tensor<32x8xf32>) -> tensor<4x4x8xf32> {\n"
    "  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>\n"
    "  %d = stablehlo.dot_general %t, %w, contracting_dims = [1] x [0] : (tensor<16x32xf32>, "
    "tensor<32x8xf32>) -> tensor<16x8xf32>\n"
    "  %r = stablehlo.reshape %d : (tensor<16x8xf32>) -> tensor<4x4x8xf32>\n"
    "  return %r : tensor<4x4x8xf32>\n"
    "}\n";

static void test_transpose_into_a_dot_and_reshape_of_a_buffer_are_free(void) {
  fused f;
  if (!fuse_on(&f, LAYOUTS, NULL)) return;
  CHECK(f.fs.kernels.len == 1);
  CHECK(kernel(&f, "%t") == PT_NONE && kernel(&f, "%r") == PT_NONE);
  CHECK(kernel_at(&f, "%d") && kernel_at(&f, "%d")->kind == PT_FUSION_LIBRARY);
  fused_free(&f);
}

/* tanh reads x and writes t (same size): recomputing it in both kernels
 * reads no more than writing it would, so it is duplicated. A divide is
 * not cheap to duplicate: when read by kernels on both sides of a dot it
 * is written once. */
static const char *SHARED =
    "func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>, %w: tensor<64x64xf32>) -> "
    "(tensor<64x64xf32>, tensor<64x64xf32>) {\n"
    "  %q = stablehlo.divide %x, %y : tensor<64x64xf32>\n"
    "  %a = stablehlo.negate %q : tensor<64x64xf32>\n"
    "  %d = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, "
    "tensor<64x64xf32>) -> tensor<64x64xf32>\n"
    "  %b = stablehlo.multiply %d, %q : tensor<64x64xf32>\n"
    "  %t = stablehlo.tanh %x : tensor<64x64xf32>\n"
    "  %u = stablehlo.add %t, %b : tensor<64x64xf32>\n"
    "  %v = stablehlo.subtract %t, %d : tensor<64x64xf32>\n"
    "  %bd = stablehlo.dot_general %u, %w, contracting_dims = [1] x [0] : (tensor<64x64xf32>, "
    "tensor<64x64xf32>) -> tensor<64x64xf32>\n"
    "  return %bd, %v : tensor<64x64xf32>, tensor<64x64xf32>\n"
    "}\n";

static void test_expensive_producer_is_written_once_and_cheap_one_duplicated(void) {
  fused f;
  if (!fuse_on(&f, SHARED, NULL)) return;
  uint32_t kq = kernel(&f, "%q"), ka = kernel(&f, "%a"), kb = kernel(&f, "%b");
  CHECK(kq != PT_NONE && kq == ka && kq != kb);
  CHECK(f.fs.materialized[t_val(f.m, SHARED, "%q")]);
  /* %t: duplicated into %u's and %v's kernels (or fused into one), never
   * written. */
  CHECK(!f.fs.materialized[t_val(f.m, SHARED, "%t")]);
  fused_free(&f);
}

/* A residual stream: each add reads the previous one and a fresh input.
 * %r3 is read by three kernels that cannot merge (different iteration
 * spaces: a reduction, a concatenation, a pad). */
static const char *RESIDUAL =
    "func.func @main(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>, %z: tensor<64x64xf32>, %w: tensor<64x64xf32>)"
    " -> (tensor<64xf32>, tensor<128x64xf32>, tensor<96x64xf32>) {\n"
    "  %r1 = stablehlo.add %x, %y : tensor<64x64xf32>\n"
    "  %r2 = stablehlo.add %r1, %z : tensor<64x64xf32>\n"
    "  %r3 = stablehlo.add %r2, %w : tensor<64x64xf32>\n"
    "  %zero = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %s = stablehlo.reduce(%r3 init: %zero) applies stablehlo.add across dimensions = [1]"
    " : (tensor<64x64xf32>, tensor<f32>) -> tensor<64xf32>\n"
    "  %c = stablehlo.concatenate %r3, %x, dim = 0 : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<128x64xf32>\n"
    "  %p = stablehlo.pad %r3, %zero, low = [16, 0], high = [16, 0], interior = [0, 0]"
    " : (tensor<64x64xf32>, tensor<f32>) -> tensor<96x64xf32>\n"
    "  return %s, %c, %p : tensor<64xf32>, tensor<128x64xf32>, tensor<96x64xf32>\n"
    "}\n";

static void test_residual_chain_read_by_several_kernels_is_written_not_recomputed(void) {
  fused f;
  if (!fuse_on(&f, RESIDUAL, NULL)) return;
  const double tile = 64 * 64 * 4;
  uint32_t ks = kernel(&f, "%s"), kc = kernel(&f, "%c"), kp = kernel(&f, "%p");
  CHECK(ks != PT_NONE && kc != PT_NONE && kp != PT_NONE && ks != kc && kc != kp && ks != kp);
  /* Recomputing %r3 in each of its three readers would read its four
   * leaves three times (12 tiles); writing it once costs 4 reads, 1 write
   * and 3 reads (8 tiles), which is what XLA's cost model picks. */
  CHECK(f.fs.materialized[t_val(f.m, RESIDUAL, "%r3")]);
  const pt_sim_fusion *gc = kernel_at(&f, "%c"), *gp = kernel_at(&f, "%p");
  CHECK(gc && gc->read_bytes == 2 * tile); /* %r3 and %x */
  CHECK(gp && gp->read_bytes == tile);     /* %r3 (the zero is a literal) */
  fused_free(&f);
}

/* ---- costs ---- */

static pt_hw gpu(void) {
  pt_hw hw;
  memset(&hw, 0, sizeof hw);
  snprintf(hw.name, sizeof hw.name, "gpu");
  hw.fusion = true;
  hw.matmul_flops[PT_DTYPE_F32] = 1e12;
  hw.matmul_flops[PT_DTYPE_BF16] = 16e12;
  hw.tf32_flops = 8e12;
  hw.vector_flops = 1e30;
  hw.hbm_bandwidth = 1e30;
  hw.hbm_capacity = 1e12;
  hw.op_overhead = 5e-6;
  hw.n_links = 1;
  snprintf(hw.links[0].name, sizeof hw.links[0].name, "n");
  hw.links[0].bandwidth = 1e11;
  hw.links[0].latency = 1e-6;
  return hw;
}

/* Step seconds of @main of `text` on one device of `hw`. */
static double step_seconds(const char *text, const pt_hw *hw) {
  pt_module *m = t_load(text);
  if (!m) return -1;
  pt_partition p;
  t_partition(&p, m, "x=1");
  pt_spmd_program prog;
  double out = -1;
  pt_status *s = pt_spmd_lower(&p, "spmd", NULL, &prog);
  t_ok(s, "lower");
  if (!s) {
    pt_sim_time t;
    s = pt_sim_time_program(&p, &prog, hw, &t);
    t_ok(s, "time");
    if (!s) out = t.step_seconds;
    if (!s) pt_sim_time_free(&t);
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
  return out;
}

static void test_a_kernel_pays_one_launch_and_its_traffic_at_achievable_bandwidth(void) {
  pt_hw hw = gpu();
  hw.hbm_bandwidth = 1e9;
  hw.hbm_efficiency = 0.5;
  /* 3 ops, one kernel: 5 us + (32 kB in + 16 kB out) / 0.5 GB/s. */
  CHECK(near(step_seconds(CHAIN, &hw), 5e-6 + 3 * 64 * 64 * 4 / 0.5e9));
  hw.fusion = false; /* every op on its own: three launches, a and b written and read again */
  CHECK(near(step_seconds(CHAIN, &hw), 3 * 5e-6 + (3 + 3 + 2) * 64 * 64 * 4 / 0.5e9));
}

static const char *DOT_DEFAULT =
    "func.func @main(%x: tensor<256x512xf32>, %w: tensor<512x128xf32>) -> tensor<256x128xf32> {\n"
    "  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : "
    "(tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>\n"
    "  return %d : tensor<256x128xf32>\n"
    "}\n";

static const char *DOT_HIGHEST =
    "func.func @main(%x: tensor<256x512xf32>, %w: tensor<512x128xf32>) -> tensor<256x128xf32> {\n"
    "  %d = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : "
    "(tensor<256x512xf32>, tensor<512x128xf32>) -> tensor<256x128xf32>\n"
    "  return %d : tensor<256x128xf32>\n"
    "}\n";

static void test_f32_dot_runs_at_tf32_by_default_and_at_fp32_at_highest(void) {
  pt_hw hw = gpu();
  double flops = 2.0 * 256 * 512 * 128;
  CHECK(near(step_seconds(DOT_DEFAULT, &hw), 5e-6 + flops / 8e12));
  CHECK(near(step_seconds(DOT_HIGHEST, &hw), 5e-6 + flops / 1e12));
  hw.tf32_flops = 0; /* a profile without tf32: the f32 rate */
  CHECK(near(step_seconds(DOT_DEFAULT, &hw), 5e-6 + flops / 1e12));
}

static void test_matmul_efficiency_and_shape_factor_scale_the_rate(void) {
  pt_hw hw = gpu();
  hw.tf32_efficiency = 0.5;
  hw.matmul_half_dim = 128;
  double flops = 2.0 * 256 * 512 * 128;
  /* M = 256, N = 128, K = 512: each d / (d + 128). */
  double shape = (256.0 / 384) * (128.0 / 256) * (512.0 / 640);
  CHECK(near(step_seconds(DOT_DEFAULT, &hw), 5e-6 + flops / (8e12 * 0.5 * shape)));
  hw.matmul_efficiency[PT_DTYPE_F32] = 0.25;
  CHECK(near(step_seconds(DOT_HIGHEST, &hw), 5e-6 + flops / (1e12 * 0.25 * shape)));
}

/* ---- memory ---- */

static const char *DONATED =
    "func.func @main(%p: tensor<1024xf32> {tf.aliasing_output = 0 : i32}, %g: tensor<1024xf32>) -> "
    "(tensor<1024xf32>, tensor<f32>) {\n"
    "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %e = stablehlo.exponential %g : tensor<1024xf32>\n"
    "  %s = stablehlo.multiply %e, %e : tensor<1024xf32>\n"
    "  %n = stablehlo.subtract %p, %s : tensor<1024xf32>\n"
    "  %l = stablehlo.reduce(%g init: %z) applies stablehlo.add across dimensions = [0] : "
    "(tensor<1024xf32>, tensor<f32>) -> tensor<f32>\n"
    "  return %n, %l : tensor<1024xf32>, tensor<f32>\n"
    "}\n";

static void test_fused_memory_counts_no_intermediates_and_aliases_donated_outputs(void) {
  fused f;
  if (!fuse_on(&f, DONATED, NULL)) return;
  pt_sim_memory mem;
  t_ok(pt_sim_memory_fused(f.m, 0, &f.fs, &mem), "memory");
  /* Arguments 8 kB; %n goes into %p's buffer; %l (4 B) is an output; %e
   * and %s live inside the kernel. */
  CHECK(mem.peak_bytes == 2 * 4096 + 4);
  CHECK(mem.argument_bytes == 2 * 4096);
  /* The interpreter's accounting holds %e and %s as buffers. */
  pt_sim_memory host;
  t_ok(pt_sim_memory_of(f.m, 0, &host), "host memory");
  CHECK(host.peak_bytes > mem.peak_bytes);
  fused_free(&f);
}

/* ---- the listing ---- */

static void test_fusions_listing_names_kinds_and_source_locations(void) {
  pt_hw hw = gpu();
  pt_buf b = {0};
  if (t_fusions_listing(DENSE_TWICE, &hw, &b, NULL)) {
    CHECK(b.data && strstr(b.data, "1 fusions (1 loop, 0 reduction) + 1 library calls + 0 other"));
    CHECK(b.data && strstr(b.data, "library      1 op ") && strstr(b.data, "stablehlo.dot_general at t.mlir:2:3"));
    CHECK(b.data && strstr(b.data, "loop         2 ops") && strstr(b.data, "stablehlo.add at t.mlir:4:3 (from 3:3)"));
  }
  pt_buf_free(&b);
}

int main(void) {
  test_elementwise_chain_is_one_loop_kernel_reading_inputs_once();
  test_reduction_takes_producers_and_siblings_share_one_kernel();
  test_dot_takes_a_bias_epilogue_only_when_its_result_has_no_other_use();
  test_transpose_into_a_dot_and_reshape_of_a_buffer_are_free();
  test_expensive_producer_is_written_once_and_cheap_one_duplicated();
  test_residual_chain_read_by_several_kernels_is_written_not_recomputed();
  test_a_kernel_pays_one_launch_and_its_traffic_at_achievable_bandwidth();
  test_f32_dot_runs_at_tf32_by_default_and_at_fp32_at_highest();
  test_matmul_efficiency_and_shape_factor_scale_the_rate();
  test_fused_memory_counts_no_intermediates_and_aliases_donated_outputs();
  test_fusions_listing_names_kinds_and_source_locations();
  return t_finish("test_sim_fusion");
}
