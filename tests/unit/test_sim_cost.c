/* test_sim_cost.c - the simulator's time model (src/sim/cost.c): tiny
 * functions are partitioned and lowered by the real SPMD lowering, then
 * timed on hand-made hardware profiles whose figures make the expected
 * times easy to compute by hand:
 *   - a dot is compute-bound or memory-bound by the roofline;
 *   - an all_reduce over 2 and 4 devices takes the ring formula's time;
 *   - a collective uses the inner link level when its axis fits in it and
 *     the outer one otherwise;
 *   - the overlap schedule hides a collective behind independent compute
 *     (max) but not behind compute that needs its result (sum);
 *   - a counter while loop counts its body once per iteration;
 *   - MFU, the host profile's oversubscription factor;
 *   - BP on the transformer example: the all_reduce bytes are the
 *     program's wire bytes;
 *   - each op's place in the overlap schedule makes a timeline of the step
 *     (after its operands, one op at a time per stream, ending at the step
 *     time), loops included. */
#include <math.h>
#include <unistd.h>

#include "../../src/sim/sim.h"
#include "../../src/tactics/tactics.h"
#include "test_partition_util.h"

/* Relative comparison: the times are sums of a few doubles. */
static bool near(double got, double want) {
  double tol = 1e-9 * (fabs(want) > 1e-12 ? fabs(want) : 1e-12);
  if (fabs(got - want) <= tol) return true;
  fprintf(stderr, "  got %.12g, want %.12g\n", got, want);
  return false;
}

/* A profile with one link level; bandwidths of 1e30 make a term vanish. */
static pt_hw make_hw(double matmul, double vector, double hbm, double overhead, double link_bw, double link_lat) {
  pt_hw hw;
  memset(&hw, 0, sizeof hw);
  snprintf(hw.name, sizeof hw.name, "test");
  hw.matmul_flops[PT_DTYPE_F32] = matmul;
  hw.vector_flops = vector;
  hw.hbm_bandwidth = hbm;
  hw.hbm_capacity = 1e12;
  hw.op_overhead = overhead;
  hw.n_links = 1;
  snprintf(hw.links[0].name, sizeof hw.links[0].name, "net");
  hw.links[0].bandwidth = link_bw;
  hw.links[0].latency = link_lat;
  return hw;
}

static const char *MATMUL_TEXT =
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x4xf32> {\n"
    "  %r = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
    "tensor<16x4xf32>) -> tensor<8x4xf32>\n"
    "  return %r : tensor<8x4xf32>\n"
    "}\n";

/* A partial dot whose all_reduce is independent of a second dot. */
static const char *INDEPENDENT_TEXT =
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<16x16xf32>, "
    "%arg3: tensor<16x16xf32>) -> (tensor<8x4xf32>, tensor<16x16xf32>) {\n"
    "  %r = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
    "tensor<16x4xf32>) -> tensor<8x4xf32>\n"
    "  %e = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<16x16xf32>, "
    "tensor<16x16xf32>) -> tensor<16x16xf32>\n"
    "  return %r, %e : tensor<8x4xf32>, tensor<16x16xf32>\n"
    "}\n";

/* The second dot needs the reduced value: a tanh in between stops the
 * partial sum from flowing past it. */
static const char *DEPENDENT_TEXT =
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<4x4xf32>) -> tensor<8x4xf32> {\n"
    "  %r = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
    "tensor<16x4xf32>) -> tensor<8x4xf32>\n"
    "  %t = stablehlo.tanh %r : tensor<8x4xf32>\n"
    "  %e = stablehlo.dot_general %t, %arg2, contracting_dims = [1] x [0] : (tensor<8x4xf32>, "
    "tensor<4x4xf32>) -> tensor<8x4xf32>\n"
    "  return %e : tensor<8x4xf32>\n"
    "}\n";

/* A counter loop (JAX's fori_loop shape) with a constant bound %BOUND,
 * or the bound from an argument. */
static const char *WHILE_CONST_TEXT =
    "func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {\n"
    "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
    "  %w:2 = stablehlo.while(%it = %arg0, %i = %c0) : tensor<8x8xf32>, tensor<i32>\n"
    "  cond {\n"
    "    %n = stablehlo.constant dense<5> : tensor<i32>\n"
    "    %lt = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    stablehlo.return %lt : tensor<i1>\n"
    "  } do {\n"
    "    %y = stablehlo.multiply %it, %it : tensor<8x8xf32>\n"
    "    %one = stablehlo.constant dense<1> : tensor<i32>\n"
    "    %i1 = stablehlo.add %i, %one : tensor<i32>\n"
    "    stablehlo.return %y, %i1 : tensor<8x8xf32>, tensor<i32>\n"
    "  }\n"
    "  %out = stablehlo.negate %w#0 : tensor<8x8xf32>\n"
    "  return %out : tensor<8x8xf32>\n"
    "}\n";

static const char *WHILE_ARG_TEXT =
    "func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {\n"
    "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
    "  %w:2 = stablehlo.while(%it = %arg0, %i = %c0) : tensor<8x8xf32>, tensor<i32>\n"
    "  cond {\n"
    "    %lt = stablehlo.compare LT, %i, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    stablehlo.return %lt : tensor<i1>\n"
    "  } do {\n"
    "    %y = stablehlo.multiply %it, %it : tensor<8x8xf32>\n"
    "    %one = stablehlo.constant dense<1> : tensor<i32>\n"
    "    %i1 = stablehlo.add %i, %one : tensor<i32>\n"
    "    stablehlo.return %y, %i1 : tensor<8x8xf32>, tensor<i32>\n"
    "  }\n"
    "  %out = stablehlo.negate %w#0 : tensor<8x8xf32>\n"
    "  return %out : tensor<8x8xf32>\n"
    "}\n";

/* A lowered program ready to be timed. */
typedef struct {
  pt_module *m;
  pt_partition p;
  pt_spmd_program prog;
  bool ok;
} fixture;

static void fixture_free(fixture *f) {
  if (f->ok) pt_spmd_program_free(&f->prog);
  if (f->m) {
    pt_partition_free(&f->p);
    pt_module_free(f->m);
  }
  memset(f, 0, sizeof *f);
}

/* Parses `text` on `mesh`; the caller then decides and calls lower(). */
static bool fixture_init(fixture *f, const char *text, const char *mesh) {
  memset(f, 0, sizeof *f);
  f->m = t_load(text);
  if (!f->m) return false;
  t_partition(&f->p, f->m, mesh);
  return true;
}

static bool fixture_lower(fixture *f) {
  pt_status *s = pt_spmd_lower(&f->p, "spmd", NULL, &f->prog);
  t_ok(s, "lower");
  f->ok = s == NULL;
  return f->ok;
}

/* The contracting dim of the first dot tiled on the first axis: its result
 * is a partial sum that the lowering all-reduces. */
static void tile_contraction(fixture *f, const char *text) {
  uint32_t a = 0;
  t_ok(pt_action_tile(&f->p, t_val(f->m, text, "%arg0"), 1, a, 0), "tile arg0");
  t_ok(pt_action_tile(&f->p, t_val(f->m, text, "%arg1"), 0, a, 0), "tile arg1");
  t_ok(pt_propagate(&f->p, a, 0, 0), "propagate");
}

static bool time_it(fixture *f, const pt_hw *hw, pt_sim_time *t) {
  pt_status *s = pt_sim_time_program(&f->p, &f->prog, hw, t);
  t_ok(s, "time");
  return s == NULL;
}

/* The entry of the first op with `code` in the SPMD function. */
static const pt_sim_op *op_entry(const fixture *f, const pt_sim_time *t, pt_opcode code, uint32_t nth) {
  for (uint32_t i = 0; i < t->ops.len; i++)
    if (pt_op_get(f->prog.m, t->ops.data[i].op)->code == code && nth-- == 0) return &t->ops.data[i];
  return NULL;
}

/* Seconds of the nth op with `code` of the lowered program on `hw`, or -1
 * when it cannot be timed (the failure is already reported). */
static double op_seconds(fixture *f, const pt_hw *hw, pt_opcode code, uint32_t nth) {
  pt_sim_time t;
  if (!time_it(f, hw, &t)) return -1;
  const pt_sim_op *o = op_entry(f, &t, code, nth);
  double seconds = o ? o->seconds : -1;
  pt_sim_time_free(&t);
  return seconds;
}

static void test_dot_roofline_compute_bound_and_memory_bound(void) {
  fixture f;
  if (!fixture_init(&f, MATMUL_TEXT, "x=1") || !fixture_lower(&f)) {
    fixture_free(&f);
    return;
  }
  /* 2 * 8*4 * 16 = 1024 FLOPs; (8*16 + 16*4 + 8*4) * 4 = 896 bytes. */
  pt_hw hw = make_hw(1000, 1e30, 1e5, 1e-3, 1e9, 0);
  pt_sim_time t;
  if (time_it(&f, &hw, &t)) {
    const pt_sim_op *d = op_entry(&f, &t, PT_OP_DOT_GENERAL, 0);
    CHECK(d && d->flops == 1024 && d->bytes == 896 && !d->is_collective);
    CHECK(d && near(d->seconds, 1024.0 / 1000 + 1e-3)); /* compute-bound */
    CHECK(near(t.compute_seconds, 1024.0 / 1000 + 1e-3));
    CHECK(t.comm_seconds == 0);
    CHECK(near(t.step_seconds, t.compute_seconds) && near(t.step_seconds_overlap, t.compute_seconds));
    CHECK(t.device_flops == 1024 && t.model_flops == 1024);
    CHECK(!t.unknown_trips);
    pt_sim_time_free(&t);
  }
  hw = make_hw(1e9, 1e30, 100, 1e-3, 1e9, 0);
  if (time_it(&f, &hw, &t)) {
    const pt_sim_op *d = op_entry(&f, &t, PT_OP_DOT_GENERAL, 0);
    CHECK(d && near(d->seconds, 896.0 / 100 + 1e-3)); /* memory-bound */
    pt_sim_time_free(&t);
  }
  /* A dtype without its own matmul rate uses f32's; one with uses its own. */
  hw = make_hw(1000, 1e30, 1e30, 0, 1e9, 0);
  hw.matmul_flops[PT_DTYPE_F64] = 4000;
  if (time_it(&f, &hw, &t)) {
    CHECK(near(t.compute_seconds, 1024.0 / 1000));
    pt_sim_time_free(&t);
  }
  fixture_free(&f);
}

/* All-reduce of the 8x4 f32 partial dot result (128 bytes, 32 elements)
 * over n devices: 2 (n-1) (latency + 128/n / bandwidth) plus the
 * additions, 32 (n-1)/n elements at vector speed. */
static void check_all_reduce_ring(const char *mesh, double n) {
  fixture f;
  if (!fixture_init(&f, MATMUL_TEXT, mesh)) return;
  tile_contraction(&f, MATMUL_TEXT);
  if (!fixture_lower(&f)) {
    fixture_free(&f);
    return;
  }
  CHECK(f.prog.collectives.len == 1 && f.prog.collectives.data[0].kind == PT_COLL_ALL_REDUCE);
  double bw = 1000, lat = 0.5, vec = 16;
  pt_hw hw = make_hw(1e30, vec, 1e30, 0, bw, lat);
  pt_sim_time t;
  if (time_it(&f, &hw, &t)) {
    double want = 2 * (n - 1) * (lat + 128 / n / bw) + 32 * (n - 1) / n / vec;
    CHECK(near(t.coll_seconds[PT_COLL_ALL_REDUCE], want));
    CHECK(near(t.comm_seconds, want));
    const pt_sim_op *c = op_entry(&f, &t, PT_OP_ALL_REDUCE, 0);
    CHECK(c && c->is_collective && near(c->seconds, want) && near(c->flops, 32 * (n - 1) / n));
    CHECK(t.coll_bytes[PT_COLL_ALL_REDUCE] == f.prog.collectives.data[0].wire_bytes);
    CHECK(t.coll_bytes[PT_COLL_ALL_GATHER] == 0 && t.coll_seconds[PT_COLL_ALL_GATHER] == 0);
    /* The dot's local share: 16/n of the contraction. */
    CHECK(near(t.model_flops, 1024) && t.device_flops >= 1024 / n && t.device_flops < 1024 / n + 64);
    CHECK(near(t.step_seconds, t.compute_seconds + want));
    pt_sim_time_free(&t);
  }
  fixture_free(&f);
}

/* A 3x3 convolution of a 2x4x4x3 image to 5 features ("SAME" padding):
 * 2*4*4 output positions x 9 window positions = 288 pairs. */
#define CONV_TEXT                                                                                                   \
  "func.func @main(%x: tensor<2x4x4x3xf32>, %k: tensor<3x3x3x5xf32>) -> tensor<2x4x4x5xf32> {\n"                  \
  "  %y = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = " \
  "[1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} "            \
  "{batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<2x4x4x3xf32>, tensor<3x3x3x5xf32>) -> "  \
  "tensor<2x4x4x5xf32>\n"                                                                                          \
  "  return %y : tensor<2x4x4x5xf32>\n"                                                                            \
  "}\n"

static void test_convolution_pays_conv_efficiency_and_window_overhead(void) {
  fixture f;
  if (!fixture_init(&f, CONV_TEXT, "x=1") || !fixture_lower(&f)) {
    fixture_free(&f);
    return;
  }
  /* 2 * (2*4*4*5) * 9 * 3 = 8640 FLOPs at 1000 FLOP/s, memory free. */
  pt_hw hw = make_hw(1000, 1e30, 1e30, 0, 1e9, 0);
  pt_sim_time t;
  if (time_it(&f, &hw, &t)) {
    const pt_sim_op *c = op_entry(&f, &t, PT_OP_CONVOLUTION, 0);
    CHECK(c && c->flops == 8640 && near(c->seconds, 8640.0 / 1000));
    pt_sim_time_free(&t);
  }
  hw.conv_efficiency = 0.5;
  hw.conv_window_overhead = 1e-3;
  CHECK(near(op_seconds(&f, &hw, PT_OP_CONVOLUTION, 0), 8640.0 / 500 + 288 * 1e-3));
  fixture_free(&f);
}

#define TRANSPOSE_TEXT                                                                                             \
  "func.func @main(%x: tensor<8x4xf32>) -> tensor<4x8xf32> {\n"                                                   \
  "  %y = stablehlo.transpose %x, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>\n"                         \
  "  return %y : tensor<4x8xf32>\n"                                                                               \
  "}\n"

static void test_data_movement_pays_the_copy_rate_when_the_profile_has_one(void) {
  fixture f;
  if (!fixture_init(&f, TRANSPOSE_TEXT, "x=1") || !fixture_lower(&f)) {
    fixture_free(&f);
    return;
  }
  /* 32 elements, 256 bytes: bandwidth alone, then 100 elements/s. */
  pt_hw hw = make_hw(1e30, 1e30, 1000, 0, 1e9, 0);
  CHECK(near(op_seconds(&f, &hw, PT_OP_TRANSPOSE, 0), 256.0 / 1000));
  hw.copy_elements = 100;
  CHECK(near(op_seconds(&f, &hw, PT_OP_TRANSPOSE, 0), 32.0 / 100));
  fixture_free(&f);
}

/* Two batched dots: the first with operands already [batch, rows,
 * contracted] and [batch, contracted, cols], the second with its lhs's
 * batch dim in the middle, which gemm cannot read in place. */
#define BATCHED_DOT_TEXT                                                                                           \
  "func.func @main(%a: tensor<4x8x16xf32>, %b: tensor<4x16x8xf32>, %c: tensor<8x4x16xf32>) -> "                   \
  "(tensor<4x8x8xf32>, tensor<4x8x8xf32>) {\n"                                                                     \
  "  %y = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : "              \
  "(tensor<4x8x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>\n"                                               \
  "  %z = stablehlo.dot_general %c, %b, batching_dims = [1] x [0], contracting_dims = [2] x [1] : "              \
  "(tensor<8x4x16xf32>, tensor<4x16x8xf32>) -> tensor<4x8x8xf32>\n"                                               \
  "  return %y, %z : tensor<4x8x8xf32>, tensor<4x8x8xf32>\n"                                                      \
  "}\n"

static void test_dot_pays_gemm_calls_elements_and_operand_reordering(void) {
  fixture f;
  if (!fixture_init(&f, BATCHED_DOT_TEXT, "x=1") || !fixture_lower(&f)) {
    fixture_free(&f);
    return;
  }
  /* 2 * (4 * 8 * 8) * 16 = 8192 FLOPs at 1000 FLOP/s, memory free. */
  pt_hw hw = make_hw(1000, 1e30, 1e30, 0, 1e9, 0);
  hw.gemm_overhead = 1e-3;
  hw.gemm_element_cost = 1e-6;
  hw.copy_elements = 512;
  /* 4 gemm calls; 512 + 512 + 256 elements touched; the second also
   * reorders its 512-element lhs at 512 elements/s. */
  double base = 8192.0 / 1000 + 4 * 1e-3 + 1280 * 1e-6;
  CHECK(near(op_seconds(&f, &hw, PT_OP_DOT_GENERAL, 0), base));
  CHECK(near(op_seconds(&f, &hw, PT_OP_DOT_GENERAL, 1), base + 1.0));
  fixture_free(&f);
}

#define BROADCAST_TEXT                                                                                             \
  "func.func @main(%x: tensor<4xf32>) -> tensor<8x4xf32> {\n"                                                      \
  "  %y = stablehlo.broadcast_in_dim %x, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>\n"                       \
  "  return %y : tensor<8x4xf32>\n"                                                                               \
  "}\n"

static void test_broadcast_is_bandwidth_bound_even_with_a_copy_rate(void) {
  fixture f;
  if (!fixture_init(&f, BROADCAST_TEXT, "x=1") || !fixture_lower(&f)) {
    fixture_free(&f);
    return;
  }
  /* 16 + 128 bytes at 1000 B/s; the copy rate (1 element/s) is not paid. */
  pt_hw hw = make_hw(1e30, 1e30, 1000, 0, 1e9, 0);
  hw.copy_elements = 1;
  CHECK(near(op_seconds(&f, &hw, PT_OP_BROADCAST_IN_DIM, 0), 144.0 / 1000));
  fixture_free(&f);
}

static void test_all_reduce_follows_the_ring_formula_on_2_and_4_devices(void) {
  check_all_reduce_ring("x=2", 2);
  check_all_reduce_ring("x=4", 4);
}

/* Mesh a=2, b=2: devices are row-major, so b's groups are neighbours
 * (span 2) and fit a 2-device inner level, a's span 4 does not. */
static void test_collective_uses_inner_link_only_when_its_axis_fits(void) {
  pt_hw hw = make_hw(1e30, 1e30, 1e30, 0, 0, 0);
  hw.n_links = 2;
  snprintf(hw.links[0].name, sizeof hw.links[0].name, "nvlink");
  hw.links[0].devices = 2;
  hw.links[0].bandwidth = 1000;
  hw.links[0].latency = 1;
  snprintf(hw.links[1].name, sizeof hw.links[1].name, "ib");
  hw.links[1].devices = 0;
  hw.links[1].bandwidth = 10;
  hw.links[1].latency = 3;
  for (int axis = 0; axis < 2; axis++) {
    fixture f;
    if (!fixture_init(&f, MATMUL_TEXT, "a=2,b=2")) continue;
    t_ok(pt_action_tile(&f.p, t_val(f.m, MATMUL_TEXT, "%arg0"), 1, (uint32_t)axis, 0), "tile arg0");
    t_ok(pt_action_tile(&f.p, t_val(f.m, MATMUL_TEXT, "%arg1"), 0, (uint32_t)axis, 0), "tile arg1");
    t_ok(pt_propagate(&f.p, (uint32_t)axis, 0, 0), "propagate");
    pt_sim_time t;
    if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
      const pt_hw_link *l = &hw.links[axis == 0 ? 1 : 0];
      double want = 2 * 1 * (l->latency + 128.0 / 2 / l->bandwidth);
      CHECK(near(t.coll_seconds[PT_COLL_ALL_REDUCE], want));
      pt_sim_time_free(&t);
    }
    fixture_free(&f);
  }
}

static void test_overlap_hides_independent_collective_but_not_dependent_one(void) {
  /* Dots at 1 FLOP/s, links: 5000 s per ring step; everything else free. */
  pt_hw hw = make_hw(1, 1e30, 1e30, 0, 1e30, 5000);
  fixture f;
  if (fixture_init(&f, INDEPENDENT_TEXT, "x=2")) {
    tile_contraction(&f, INDEPENDENT_TEXT);
    pt_sim_time t;
    if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
      double dot1 = 2 * 32 * 8, dot2 = 2 * 16 * 16 * 16.0, ar = 2 * 5000;
      CHECK(near(t.comm_seconds, ar));
      CHECK(near(t.step_seconds, dot1 + dot2 + ar));
      /* The second dot runs while the all_reduce is on the wire. */
      CHECK(near(t.step_seconds_overlap, dot1 + ar));
      pt_sim_time_free(&t);
    }
    fixture_free(&f);
  }
  if (fixture_init(&f, DEPENDENT_TEXT, "x=2")) {
    tile_contraction(&f, DEPENDENT_TEXT);
    pt_sim_time t;
    if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
      CHECK(f.prog.collectives.len == 1);
      double dot1 = 2 * 32 * 8, dot2 = 2 * 32 * 4, ar = 2 * 5000;
      CHECK(near(t.step_seconds, dot1 + dot2 + ar));
      CHECK(near(t.step_seconds_overlap, dot1 + ar + dot2));
      pt_sim_time_free(&t);
    }
    fixture_free(&f);
  }
}

/* Vector work at 1 FLOP/s: the body does 64 + 1 FLOPs, the condition 1,
 * the negate after the loop 64. */
static void test_while_body_counts_once_per_iteration(void) {
  pt_hw hw = make_hw(1, 1, 1e30, 0, 1e9, 0);
  fixture f;
  if (fixture_init(&f, WHILE_CONST_TEXT, "x=1")) {
    pt_sim_time t;
    if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
      CHECK(!t.unknown_trips);
      double want = 5 * 65 + 6 * 1 + 64;
      CHECK(near(t.compute_seconds, want));
      CHECK(near(t.step_seconds_overlap, want));
      CHECK(near(t.device_flops, want) && near(t.model_flops, want));
      pt_sim_time_free(&t);
    }
    fixture_free(&f);
  }
  if (fixture_init(&f, WHILE_ARG_TEXT, "x=1")) {
    pt_sim_time t;
    if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
      CHECK(t.unknown_trips);
      CHECK(near(t.compute_seconds, 65 + 1 + 64));
      pt_sim_time_free(&t);
    }
    fixture_free(&f);
  }
  /* The op overhead of the while itself counts once. */
  hw.op_overhead = 0.25;
  if (fixture_init(&f, WHILE_CONST_TEXT, "x=1")) {
    pt_sim_time t;
    if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
      /* Body: multiply, add; cond: compare; outside: while, negate. */
      double want = 5 * (65 + 2 * 0.25) + 6 * (1 + 0.25) + 0.25 + 64 + 0.25;
      CHECK(near(t.compute_seconds, want));
      CHECK(near(t.step_seconds_overlap, want));
      pt_sim_time_free(&t);
    }
    fixture_free(&f);
  }
}

/* JAX's scan loops (examples/transformer_scan.mlir) are counter loops. */
static void test_scan_example_has_known_trip_counts(void) {
  pt_module *m = t_load_file("examples/transformer_scan.mlir");
  if (!m) return;
  fixture f;
  memset(&f, 0, sizeof f);
  f.m = m;
  t_partition(&f.p, m, "batch=2");
  const char *sched = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]";
  t_ok(pt_schedule_apply(&f.p, sched, strlen(sched), "s.json", 0, NULL), "schedule");
  pt_hw hw = make_hw(1e12, 1e11, 1e11, 1e-6, 1e10, 1e-6);
  pt_sim_time t;
  if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
    CHECK(!t.unknown_trips);
    CHECK(t.device_flops > 0 && t.model_flops > t.device_flops);
    CHECK(t.step_seconds_overlap <= t.step_seconds * (1 + 1e-12));
    pt_sim_time_free(&t);
  }
  fixture_free(&f);
}

/* The ops' places in the overlap schedule (start, end) are a timeline of
 * the step: each op lasts its time, starts after its operands are made and
 * after the previous op of its stream ends, a while spans its regions' ops,
 * and the last op ends at the step time with overlap. */
static void check_timeline(const fixture *f, const pt_sim_time *t, const char *what) {
  const pt_module *m = f->prog.m; /* the SPMD function's module */
  double *end_of = calloc(m->ops.len + 1, sizeof *end_of);
  double stream_free[2] = {0, 0}, last = 0, eps = 1e-12 * (t->step_seconds + 1);
  uint32_t bad = 0, loops = 0;
  for (uint32_t i = 0; i < t->ops.len; i++) {
    const pt_sim_op *o = &t->ops.data[i];
    const pt_op *op = pt_op_get(m, o->op);
    end_of[o->op] = o->end;
    if (o->end > last) last = o->end;
    bad += !(o->end >= o->start && o->start >= 0);
    for (uint32_t k = 0; k < op->n_operands; k++) {
      const pt_value *v = &m->values.data[pt_op_operand(m, op, k)];
      if (!v->is_arg) bad += end_of[v->def] > o->start + eps;
    }
    if (pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW)) {
      loops++;
      /* Its regions' ops follow it: they lie within it. */
      for (uint32_t j = i + 1; j < t->ops.len && m->ops.data[t->ops.data[j].op].parent != op->parent; j++)
        bad += t->ops.data[j].start < o->start - eps || t->ops.data[j].end > o->end + eps;
      continue;
    }
    if (o->seconds <= 0) {
      bad += o->end != o->start;
      continue;
    }
    bad += fabs(o->end - o->start - o->seconds) > eps;
    double *free_at = &stream_free[o->is_collective ? 1 : 0];
    bad += o->start < *free_at - eps;
    *free_at = o->end;
  }
  checks += 2;
  if (bad || fabs(last - t->step_seconds_overlap) > eps) {
    fprintf(stderr, "%s: %u ops out of place; the last ends at %g, the step with overlap is %g\n", what, bad, last,
            t->step_seconds_overlap);
    failures++;
  }
  CHECK((loops > 0) == (strstr(what, "scan") != NULL));
  free(end_of);
}

static void test_schedule_is_a_timeline_of_the_step(void) {
  static const char *const cases[][3] = {
      {"examples/transformer.mlir", "batch=2,model=2", "examples/schedules/bp_mp_z3.json"},
      {"examples/transformer_scan.mlir", "batch=2", "examples/schedules/bp.json"},
      {"examples/unet.mlir", "batch=2,model=2", "examples/schedules/unet_bp_mp_z3.json"},
  };
  pt_hw hw = make_hw(1e12, 1e11, 1e11, 1e-6, 1e10, 1e-6);
  for (size_t c = 0; c < PT_ARRAY_LEN(cases); c++) {
    pt_module *m = t_load_file(cases[c][0]);
    if (!m) continue;
    fixture f;
    memset(&f, 0, sizeof f);
    f.m = m;
    t_partition(&f.p, m, cases[c][1]);
    char *sched;
    size_t len;
    t_ok(pt_read_file(cases[c][2], &sched, &len), cases[c][2]);
    t_ok(pt_schedule_apply(&f.p, sched, len, cases[c][2], 0, NULL), "schedule");
    free(sched);
    pt_sim_time t;
    if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
      CHECK(t.step_seconds_overlap < t.step_seconds);
      check_timeline(&f, &t, cases[c][0]);
      pt_sim_time_free(&t);
    }
    fixture_free(&f);
  }
}

/* Batch-parallel dot on 2 devices at 1000 FLOP/s: each does half of 1024
 * FLOPs in 0.512 s, so MFU = 1024 / (0.512 * 2 * 1000) = 1. */
static void test_mfu_is_model_flops_over_peak_of_all_devices(void) {
  fixture f;
  if (!fixture_init(&f, MATMUL_TEXT, "x=2")) return;
  t_ok(pt_action_tile(&f.p, t_val(f.m, MATMUL_TEXT, "%arg0"), 0, 0, 0), "tile batch");
  t_ok(pt_propagate(&f.p, 0, 0, 0), "propagate");
  pt_hw hw = make_hw(1000, 1e30, 1e30, 0, 1e9, 0);
  pt_sim_time t;
  if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
    CHECK(f.prog.collectives.len == 0);
    CHECK(near(t.step_seconds_overlap, 0.512));
    CHECK(near(t.mfu, 1.0));
    CHECK(near(t.mfu, t.model_flops / (t.step_seconds_overlap * 2 * 1000)));
    pt_sim_time_free(&t);
  }
  /* Op overheads lengthen the step: MFU drops by the same formula. */
  hw.op_overhead = 0.512;
  if (time_it(&f, &hw, &t)) {
    CHECK(t.mfu < 0.5 && near(t.mfu, t.model_flops / (t.step_seconds_overlap * 2 * 1000)));
    pt_sim_time_free(&t);
  }
  fixture_free(&f);
}

/* 4 devices as threads on 2 cores take twice as long, with no overlap,
 * plus the context switches at their barriers. */
static void test_host_oversubscription_multiplies_step(void) {
  fixture f;
  if (!fixture_init(&f, INDEPENDENT_TEXT, "x=4")) return;
  tile_contraction(&f, INDEPENDENT_TEXT);
  pt_hw hw = make_hw(1, 1e30, 1e30, 0, 1e30, 1);
  pt_sim_time accel, host2, host8;
  if (fixture_lower(&f) && time_it(&f, &hw, &accel)) {
    CHECK(accel.step_seconds_overlap < accel.step_seconds);
    hw.parallel_devices = 2;
    if (time_it(&f, &hw, &host2)) {
      CHECK(near(host2.compute_seconds, accel.compute_seconds) && near(host2.comm_seconds, accel.comm_seconds));
      CHECK(near(host2.step_seconds, 2 * accel.step_seconds));
      CHECK(near(host2.step_seconds_overlap, host2.step_seconds));
      pt_sim_time_free(&host2);
    }
    /* Each barrier of each collective (3 per all_reduce, 2 otherwise)
     * adds oversubscribed_barrier per device-per-core ratio (2). */
    double barriers = 0;
    for (uint32_t i = 0; i < f.prog.collectives.len; i++)
      if (f.prog.collectives.data[i].kind != PT_COLL_ALL_SLICE)
        barriers += f.prog.collectives.data[i].kind == PT_COLL_ALL_REDUCE ? 3 : 2;
    CHECK(barriers > 0);
    hw.oversubscribed_barrier = 0.25;
    if (time_it(&f, &hw, &host2)) {
      CHECK(near(host2.step_seconds, 2 * accel.step_seconds + barriers * 0.25 * 2));
      CHECK(near(host2.step_seconds_overlap, host2.step_seconds));
      pt_sim_time_free(&host2);
    }
    hw.parallel_devices = 8;
    if (time_it(&f, &hw, &host8)) {
      CHECK(near(host8.step_seconds, accel.step_seconds));
      CHECK(near(host8.step_seconds_overlap, accel.step_seconds));
      pt_sim_time_free(&host8);
    }
    pt_sim_time_free(&accel);
  }
  fixture_free(&f);
}

static void test_transformer_bp_all_reduce_bytes_are_wire_bytes(void) {
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (!m) return;
  fixture f;
  memset(&f, 0, sizeof f);
  f.m = m;
  t_partition(&f.p, m, "batch=2");
  const char *sched = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]";
  t_ok(pt_schedule_apply(&f.p, sched, strlen(sched), "s.json", 0, NULL), "schedule");
  pt_hw hw = make_hw(1e12, 1e11, 1e11, 1e-6, 1e10, 1e-6);
  pt_sim_time t;
  if (fixture_lower(&f) && time_it(&f, &hw, &t)) {
    uint64_t want[PT_COLL_KIND_COUNT] = {0};
    uint32_t n_ar = 0;
    for (uint32_t i = 0; i < f.prog.collectives.len; i++) {
      want[f.prog.collectives.data[i].kind] += f.prog.collectives.data[i].wire_bytes;
      n_ar += f.prog.collectives.data[i].kind == PT_COLL_ALL_REDUCE;
    }
    CHECK(n_ar > 30);
    CHECK(want[PT_COLL_ALL_REDUCE] > 0 && t.coll_bytes[PT_COLL_ALL_REDUCE] == want[PT_COLL_ALL_REDUCE]);
    for (int k = 0; k < PT_COLL_KIND_COUNT; k++) CHECK(t.coll_bytes[k] == want[k]);
    CHECK(t.comm_seconds > 0 && t.compute_seconds > 0);
    CHECK(t.step_seconds_overlap <= t.step_seconds && t.step_seconds_overlap >= t.compute_seconds);
    /* One entry per op of the SPMD function body (no loops or branches). */
    const pt_module *sm = f.prog.m; /* the SPMD function's module */
    const pt_region *body = &sm->regions.data[sm->funcs.data[f.prog.func].body];
    CHECK(t.ops.len == body->n_ops);
    CHECK(t.mfu > 0 && t.mfu < 1);
    pt_sim_time_free(&t);
    /* The built-in accelerator profiles time it too, with the same bytes. */
    for (uint32_t i = 0; pt_hw_builtin_names[i]; i++) {
      if (strcmp(pt_hw_builtin_names[i], "host") == 0) continue;
      pt_hw real;
      t_ok(pt_hw_load(pt_hw_builtin_names[i], &real), pt_hw_builtin_names[i]);
      if (!time_it(&f, &real, &t)) continue;
      CHECK(t.step_seconds > 0 && t.step_seconds_overlap <= t.step_seconds && t.mfu > 0 && t.mfu < 1);
      CHECK(t.coll_bytes[PT_COLL_ALL_REDUCE] == want[PT_COLL_ALL_REDUCE]);
      pt_sim_time_free(&t);
    }
  }
  fixture_free(&f);
}

int main(void) {
  test_dot_roofline_compute_bound_and_memory_bound();
  test_convolution_pays_conv_efficiency_and_window_overhead();
  test_data_movement_pays_the_copy_rate_when_the_profile_has_one();
  test_dot_pays_gemm_calls_elements_and_operand_reordering();
  test_broadcast_is_bandwidth_bound_even_with_a_copy_rate();
  test_all_reduce_follows_the_ring_formula_on_2_and_4_devices();
  test_collective_uses_inner_link_only_when_its_axis_fits();
  test_overlap_hides_independent_collective_but_not_dependent_one();
  test_while_body_counts_once_per_iteration();
  test_scan_example_has_known_trip_counts();
  test_mfu_is_model_flops_over_peak_of_all_devices();
  test_host_oversubscription_multiplies_step();
  test_transformer_bp_all_reduce_bytes_are_wire_bytes();
  test_schedule_is_a_timeline_of_the_step();
  return t_finish("test_sim_cost");
}
