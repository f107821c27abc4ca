/* test_sim_gemm_fusion.c - Triton GEMM fusions in the accelerator model
 * (src/sim/fusion.c, memory_xla.c): a memory-bound dot takes the
 * tileable producers of its operands into its kernel as XLA's GemmFusion
 * pass does, and those producers then hold no buffer for it:
 *   - a concatenation along the operand's non-contracting dimension (a
 *     weight gradient's activations) is recomputed from its pieces, so the
 *     concatenated buffer dies after the forward product that reads it whole;
 *   - an element-wise producer read only by such dots is never written;
 *   - a concatenation along the contracting dimension, one with a piece not
 *     a multiple of 64 long, or one that would read more than 4 parameters,
 *     stays outside;
 *   - a compute-bound product stays a cuBLAS call (XLA's autotuner keeps
 *     cuBLAS), and without a profile every dot is one; so does a product
 *     whose operands only need a transpose (a layout);
 *   - a producer the prologue recomputes is still written when something
 *     else reads its buffer (a returned reshape of it);
 *   - `--fusions` names the Triton GEMM and how many ops it recomputes. */
#include "test_fusion_util.h"

/* tf32 at 8 TFLOP/s over 100 GB/s: products below 80 FLOP per byte moved
 * are memory-bound. */
static pt_hw slow_memory_gpu(void) {
  pt_hw hw;
  memset(&hw, 0, sizeof hw);
  snprintf(hw.name, sizeof hw.name, "gpu");
  hw.fusion = true;
  hw.matmul_flops[PT_DTYPE_F32] = 1e12;
  hw.tf32_flops = 8e12;
  hw.vector_flops = 1e15;
  hw.hbm_bandwidth = 1e11;
  hw.hbm_capacity = 1e12;
  hw.op_overhead = 5e-6;
  return hw;
}

static bool recomputed_by(const fused *f, const char *dot, const char *op) {
  uint32_t k = kernel(f, dot);
  return k != PT_NONE && pt_sim_fusion_recomputes(&f->fs, k, def_of(f, op));
}

static bool materialized(const fused *f, const char *name) { return f->fs.materialized[t_val(f->m, f->text, name)]; }

static uint64_t peak_bytes(const fused *f) {
  pt_sim_memory mem;
  pt_status *s = pt_sim_memory_fused(f->m, 0, &f->fs, &mem);
  t_ok(s, "memory");
  return s ? 0 : mem.peak_bytes;
}

/* A message-passing layer's weight gradient: the forward product reads the
 * concatenation whole (along its contracting dim), the weight gradient
 * contracts over the rows and keeps the concatenated dim. */
static const char *WGRAD =
    "func.func @main(%h: tensor<1024x128xf32>, %a: tensor<1024x64xf32>, %b: tensor<1024x64xf32>, "
    "%w: tensor<256x128xf32>) -> tensor<256x128xf32> {\n"
    "  %c = stablehlo.concatenate %h, %a, %b, dim = 1 : (tensor<1024x128xf32>, tensor<1024x64xf32>, "
    "tensor<1024x64xf32>) -> tensor<1024x256xf32>\n"
    "  %y = stablehlo.dot_general %c, %w, contracting_dims = [1] x [0] : (tensor<1024x256xf32>, "
    "tensor<256x128xf32>) -> tensor<1024x128xf32>\n"
    "  %t = stablehlo.tanh %y : tensor<1024x128xf32>\n"
    "  %gw = stablehlo.dot_general %c, %t, contracting_dims = [0] x [0] : (tensor<1024x256xf32>, "
    "tensor<1024x128xf32>) -> tensor<256x128xf32>\n"
    "  return %gw : tensor<256x128xf32>\n"
    "}\n";

enum {
  H = 1024 * 128 * 4, A = 1024 * 64 * 4, W = 256 * 128 * 4, C = 1024 * 256 * 4, Y = 1024 * 128 * 4,
  GW = 256 * 128 * 4
};

static void test_weight_gradient_recomputes_concatenation_and_tanh_in_its_prologue(void) {
  pt_hw hw = slow_memory_gpu();
  fused f;
  if (!fuse_on(&f, WGRAD, &hw)) return;
  const pt_sim_fusion *g = kernel_at(&f, "%gw");
  CHECK(g && g->kind == PT_FUSION_LIBRARY && g->prologue_ops == 2);
  CHECK(recomputed_by(&f, "%gw", "%c") && recomputed_by(&f, "%gw", "%t"));
  /* It reads the pieces and the forward product, never %c or %t. */
  CHECK(g && g->read_bytes == H + 2 * A + Y && g->write_bytes == GW);
  CHECK(g && g->transcendental == 1024 * 128);
  /* The forward product reads %c whole (a concatenation along its
   * contracting dim cannot be tiled): a cuBLAS call reading a loop
   * kernel's buffer. tanh has no kernel and no buffer. */
  const pt_sim_fusion *y = kernel_at(&f, "%y");
  CHECK(y && y->prologue_ops == 0 && y->read_bytes == C + W);
  CHECK(kernel_at(&f, "%c") && kernel_at(&f, "%c")->kind == PT_FUSION_LOOP && materialized(&f, "%c"));
  CHECK(kernel_at(&f, "%t") == NULL && !materialized(&f, "%t") && materialized(&f, "%y"));
  /* %c dies after the forward product: the peak is %c and %y together
   * (arguments and the output besides), not %c, %y and %t. */
  CHECK(peak_bytes(&f) == H + 2 * A + W + GW + C + Y);
  fused_free(&f);
}

static void test_compute_bound_product_or_no_profile_keeps_cublas_and_the_buffers(void) {
  pt_hw hw = slow_memory_gpu();
  hw.hbm_bandwidth = 1e15; /* every product compute-bound */
  fused f;
  if (fuse_on(&f, WGRAD, &hw)) {
    const pt_sim_fusion *g = kernel_at(&f, "%gw");
    CHECK(g && g->prologue_ops == 0 && !recomputed_by(&f, "%gw", "%c"));
    CHECK(g && g->read_bytes == C + Y);
    CHECK(materialized(&f, "%t") && f.fs.prologue.len == 0);
    CHECK(peak_bytes(&f) == H + 2 * A + W + GW + C + 2 * Y);
    fused_free(&f);
  }
  if (fuse_on(&f, WGRAD, NULL)) {
    CHECK(f.fs.prologue.len == 0 && kernel_at(&f, "%gw")->prologue_ops == 0);
    fused_free(&f);
  }
}

/* Pieces of 96 and 160 columns: not multiples of 64. */
static const char *UNEVEN =
    "func.func @main(%a: tensor<1024x96xf32>, %b: tensor<1024x160xf32>, %d: tensor<1024x128xf32>) -> "
    "tensor<256x128xf32> {\n"
    "  %c = stablehlo.concatenate %a, %b, dim = 1 : (tensor<1024x96xf32>, tensor<1024x160xf32>) -> "
    "tensor<1024x256xf32>\n"
    "  %t = stablehlo.tanh %d : tensor<1024x128xf32>\n"
    "  %gw = stablehlo.dot_general %c, %t, contracting_dims = [0] x [0] : (tensor<1024x256xf32>, "
    "tensor<1024x128xf32>) -> tensor<256x128xf32>\n"
    "  return %gw : tensor<256x128xf32>\n"
    "}\n";

/* Five pieces: the prologue of one operand reads at most 4 parameters. */
static const char *FIVE_PIECES =
    "func.func @main(%a: tensor<1024x64xf32>, %a1: tensor<1024x64xf32>, %a2: tensor<1024x64xf32>, "
    "%a3: tensor<1024x64xf32>, %a4: tensor<1024x64xf32>, %d: tensor<1024x128xf32>) -> tensor<320x128xf32> {\n"
    "  %c = stablehlo.concatenate %a, %a1, %a2, %a3, %a4, dim = 1 : (tensor<1024x64xf32>, tensor<1024x64xf32>, "
    "tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>) -> tensor<1024x320xf32>\n"
    "  %t = stablehlo.tanh %d : tensor<1024x128xf32>\n"
    "  %gw = stablehlo.dot_general %c, %t, contracting_dims = [0] x [0] : (tensor<1024x320xf32>, "
    "tensor<1024x128xf32>) -> tensor<320x128xf32>\n"
    "  return %gw : tensor<320x128xf32>\n"
    "}\n";

static void test_concatenation_stays_outside_when_pieces_are_uneven_or_too_many(void) {
  pt_hw hw = slow_memory_gpu();
  const char *texts[] = {UNEVEN, FIVE_PIECES};
  for (uint32_t i = 0; i < 2; i++) {
    fused f;
    if (!fuse_on(&f, texts[i], &hw)) continue;
    /* The tanh still joins: a Triton kernel reading %c from memory. */
    CHECK(!recomputed_by(&f, "%gw", "%c") && recomputed_by(&f, "%gw", "%t"));
    CHECK(materialized(&f, "%c") && !materialized(&f, "%t"));
    const pt_sim_fusion *g = kernel_at(&f, "%gw");
    CHECK(g && g->prologue_ops == 1);
    fused_free(&f);
  }
}

/* A bias added to exp(x), exp(x) also summed by a reduction: the add
 * joins through the broadcast rule (a binary op with a broadcast of an
 * argument), exp because it reads no more than it writes; the reduction
 * computes exp again in its own kernel, and neither value is written. */
static const char *BIAS_PROLOGUE =
    "func.func @main(%x: tensor<4096x128xf32>, %bias: tensor<128xf32>, %w: tensor<128x128xf32>) -> "
    "(tensor<4096x128xf32>, tensor<4096xf32>) {\n"
    "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %e = stablehlo.exponential %x : tensor<4096x128xf32>\n"
    "  %s = stablehlo.reduce(%e init: %z) applies stablehlo.add across dimensions = [1] : "
    "(tensor<4096x128xf32>, tensor<f32>) -> tensor<4096xf32>\n"
    "  %bb = stablehlo.broadcast_in_dim %bias, dims = [1] : (tensor<128xf32>) -> tensor<4096x128xf32>\n"
    "  %v = stablehlo.add %e, %bb : tensor<4096x128xf32>\n"
    "  %y = stablehlo.dot_general %v, %w, contracting_dims = [1] x [0] : (tensor<4096x128xf32>, "
    "tensor<128x128xf32>) -> tensor<4096x128xf32>\n"
    "  return %y, %s : tensor<4096x128xf32>, tensor<4096xf32>\n"
    "}\n";

static void test_bias_and_exp_join_the_prologue_and_the_reduction_recomputes_exp(void) {
  pt_hw hw = slow_memory_gpu();
  fused f;
  if (!fuse_on(&f, BIAS_PROLOGUE, &hw)) return;
  CHECK(recomputed_by(&f, "%y", "%v") && recomputed_by(&f, "%y", "%bb") && recomputed_by(&f, "%y", "%e"));
  const pt_sim_fusion *g = kernel_at(&f, "%y");
  CHECK(g && g->kind == PT_FUSION_LIBRARY && g->prologue_ops == 3);
  CHECK(g && g->read_bytes == (4096 * 128 + 128 + 128 * 128) * 4 && g->transcendental == 4096 * 128);
  const pt_sim_fusion *r = kernel_at(&f, "%s");
  CHECK(r && r->kind == PT_FUSION_REDUCTION && kernel_at(&f, "%e") == r && r->read_bytes == 4096 * 128 * 4);
  CHECK(!materialized(&f, "%e") && !materialized(&f, "%v"));
  fused_free(&f);
}

/* A transposed operand is a layout cuBLAS reads as it is: no Triton
 * kernel for it alone. */
static const char *TRANSPOSED =
    "func.func @main(%x: tensor<128x1024xf32>, %w: tensor<128x128xf32>) -> tensor<1024x128xf32> {\n"
    "  %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<128x1024xf32>) -> tensor<1024x128xf32>\n"
    "  %y = stablehlo.dot_general %t, %w, contracting_dims = [1] x [0] : (tensor<1024x128xf32>, "
    "tensor<128x128xf32>) -> tensor<1024x128xf32>\n"
    "  return %y : tensor<1024x128xf32>\n"
    "}\n";

static void test_transposed_operand_alone_keeps_cublas(void) {
  pt_hw hw = slow_memory_gpu();
  fused f;
  if (!fuse_on(&f, TRANSPOSED, &hw)) return;
  const pt_sim_fusion *g = kernel_at(&f, "%y");
  CHECK(g && g->prologue_ops == 0 && f.fs.prologue.len == 0);
  CHECK(kernel_at(&f, "%t") == NULL); /* the layout: no kernel */
  fused_free(&f);
}

/* A reshape both in a prologue and returned: a view of exp's buffer for
 * the return, so exp is written, though the dot recomputes both. */
static const char *RESHAPE_RETURNED =
    "func.func @main(%x: tensor<1024x128xf32>, %w: tensor<128x128xf32>) -> "
    "(tensor<1x1024x128xf32>, tensor<1x1024x128xf32>) {\n"
    "  %e = stablehlo.exponential %x : tensor<1024x128xf32>\n"
    "  %r = stablehlo.reshape %e : (tensor<1024x128xf32>) -> tensor<1x1024x128xf32>\n"
    "  %y = stablehlo.dot_general %r, %w, contracting_dims = [2] x [0] : (tensor<1x1024x128xf32>, "
    "tensor<128x128xf32>) -> tensor<1x1024x128xf32>\n"
    "  return %y, %r : tensor<1x1024x128xf32>, tensor<1x1024x128xf32>\n"
    "}\n";

static void test_producer_of_a_returned_view_is_written_though_recomputed(void) {
  pt_hw hw = slow_memory_gpu();
  fused f;
  if (!fuse_on(&f, RESHAPE_RETURNED, &hw)) return;
  CHECK(recomputed_by(&f, "%y", "%r") && recomputed_by(&f, "%y", "%e"));
  CHECK(materialized(&f, "%e") && kernel_at(&f, "%e") && kernel_at(&f, "%e")->kind == PT_FUSION_LOOP);
  const pt_sim_fusion *g = kernel_at(&f, "%y");
  CHECK(g && g->read_bytes == (1024 * 128 + 128 * 128) * 4);
  fused_free(&f);
}

static void test_fusions_listing_names_the_triton_gemm_and_its_prologue(void) {
  pt_hw hw = slow_memory_gpu();
  pt_buf b = {0}, j = {0};
  if (t_fusions_listing(WGRAD, &hw, &b, &j)) {
    CHECK(b.data && strstr(b.data, "1 fusions (1 loop, 0 reduction) + 2 library calls + 0 other"));
    CHECK(b.data && strstr(b.data, "stablehlo.dot_general at t.mlir:5:3, Triton GEMM with 2 ops of its operands"));
    CHECK(b.data && strstr(b.data, "stablehlo.dot_general at t.mlir:3:3\n"));
    CHECK(j.data && strstr(j.data, "\"prologue_ops\":2"));
  }
  pt_buf_free(&b);
  pt_buf_free(&j);
}

int main(void) {
  test_weight_gradient_recomputes_concatenation_and_tanh_in_its_prologue();
  test_compute_bound_product_or_no_profile_keeps_cublas_and_the_buffers();
  test_concatenation_stays_outside_when_pieces_are_uneven_or_too_many();
  test_bias_and_exp_join_the_prologue_and_the_reduction_recomputes_exp();
  test_transposed_operand_alone_keeps_cublas();
  test_producer_of_a_returned_view_is_written_though_recomputed();
  test_fusions_listing_names_the_triton_gemm_and_its_prologue();
  return t_finish("test_sim_gemm_fusion");
}
