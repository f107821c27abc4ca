/* test_runtime.c - the thread runtime (src/runtime): hand-written SPMD
 * StableHLO modules run on meshes of 2, 4 and 2x2 devices; outputs against
 * hand-computed values, counted bytes against the formulas of
 * pt_spmd_collective (spmd.h), programs that are not SPMD (a branch on
 * partition_id) stopping with an error instead of hanging, and the host
 * side: pt_runtime_scatter and pt_runtime_compare. */
#include "../../src/runtime/runtime.h"
#include "interp_test_util.h"

#define CH "channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>"

static pt_mesh mesh_of(const char *text) {
  pt_mesh m;
  pt_status *s = pt_mesh_parse(text, &m);
  if (s) {
    fprintf(stderr, "mesh %s: %s\n", text, pt_status_message(s));
    abort();
  }
  return m;
}

/* One run: module, per-device inputs (n_in each), outputs and stats. */
typedef struct {
  pt_status *status;
  pt_tensor **outs;
  uint32_t n_out;
  uint32_t n_devices;
  pt_runtime_stats stats;
} run_result;

/* Runs @main of `text` on `mesh`; inputs[d * n_in + i] is input i of device
 * d (freed here). */
static run_result run_spmd(const char *text, const pt_mesh *mesh, pt_tensor *inputs, uint32_t n_in,
                           const pt_interp_options *opts) {
  run_result r;
  memset(&r, 0, sizeof r);
  uint32_t N = (uint32_t)pt_mesh_num_devices(mesh);
  r.n_devices = N;
  pt_module *m = t_parse(text);
  if (!m) {
    r.status = pt_status_make(PT_ERR_PARSE, "test module did not parse");
  } else {
    pt_tensor *per_device[16];
    for (uint32_t d = 0; d < N; d++) per_device[d] = inputs ? &inputs[d * n_in] : NULL;
    r.status = pt_runtime_run(m, 0, mesh, per_device, n_in, opts, &r.outs, &r.n_out, &r.stats);
    pt_module_free(m);
  }
  for (uint32_t i = 0; inputs && i < N * n_in; i++) pt_tensor_free(&inputs[i]);
  return r;
}

/* Whether the run succeeded (printing its error if not). */
static bool run_ok(const run_result *r) {
  if (r->status) fprintf(stderr, "run: %s\n", pt_status_message(r->status));
  return !r->status;
}

static void run_free(run_result *r) {
  pt_status_free(r->status);
  pt_runtime_outputs_free(r->outs, r->n_devices, r->n_out);
  pt_runtime_stats_free(&r->stats);
}

/* ---- all_gather ---- */

static const char *GATHER_PLUS_ID =
    "func.func @main(%x: tensor<2xf32>) -> tensor<8xf32> {\n"
    "  %p = stablehlo.partition_id : tensor<ui32>\n"
    "  %pf = stablehlo.convert %p : (tensor<ui32>) -> tensor<f32>\n"
    "  %b = stablehlo.broadcast_in_dim %pf, dims = [] : (tensor<f32>) -> tensor<2xf32>\n"
    "  %y = stablehlo.add %x, %b : tensor<2xf32>\n"
    "  %g = \"stablehlo.all_gather\"(%y) <{all_gather_dim = 0 : i64, " CH ", replica_groups = dense<[[0, 1, 2, 3]]> : "
    "tensor<1x4xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<8xf32>\n"
    "  return %g : tensor<8xf32>\n}\n";

static void test_all_gather_concatenates_in_group_order_on_mesh_of_4(void) {
  pt_mesh mesh = mesh_of("x=4");
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) in[d] = T1(PT_DTYPE_F32, 2, 10.0 * d, 10.0 * d + 1);
  run_result r = run_spmd(GATHER_PLUS_ID, &mesh, in, 1, NULL);
  CHECK(run_ok(&r) && r.n_out == 1);
  if (!r.status) {
    /* device d holds x_d + d = [11d, 11d + 1] */
    for (int d = 0; d < 4; d++) CHECK(t_expect("all_gather", &r.outs[d][0], VALS(0, 1, 11, 12, 22, 23, 33, 34), 8));
    CHECK(r.stats.calls[PT_COLL_ALL_GATHER] == 1);
    /* (n-1) * local operand bytes per device, 4 devices */
    CHECK(r.stats.bytes[PT_COLL_ALL_GATHER] == 3 * 8 * 4);
    CHECK(r.stats.bytes[PT_COLL_ALL_REDUCE] == 0 && r.stats.calls[PT_COLL_COLLECTIVE_PERMUTE] == 0);
    CHECK(r.stats.n_devices == 4 && r.stats.peak_live_bytes && r.stats.peak_live_bytes[3] >= 8);
    CHECK(r.stats.seconds >= 0);
  }
  run_free(&r);
}

/* Gathers along dim 1 of a 2-D operand over the groups of axis 0 of a 2x2
 * mesh, and two operands at once. */
static const char *GATHER_2D =
    "func.func @main(%x: tensor<2x1xi32>, %y: tensor<1x1xf32>) -> (tensor<2x2xi32>, tensor<1x2xf32>) {\n"
    "  %g:2 = \"stablehlo.all_gather\"(%x, %y) <{all_gather_dim = 1 : i64, " CH ", replica_groups = dense<[[0, 2], [1, 3]]> : "
    "tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x1xi32>, tensor<1x1xf32>) -> (tensor<2x2xi32>, tensor<1x2xf32>)\n"
    "  return %g#0, %g#1 : tensor<2x2xi32>, tensor<1x2xf32>\n}\n";

static void test_variadic_all_gather_on_inner_dim_over_mesh_axis_groups(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  pt_tensor in[8];
  for (int d = 0; d < 4; d++) {
    in[2 * d] = t_make(PT_DTYPE_I32, 2, DIMS(2, 1), VALS(10.0 * d, 10.0 * d + 1));
    in[2 * d + 1] = t_make(PT_DTYPE_F32, 2, DIMS(1, 1), VALS(0.5 * d));
  }
  run_result r = run_spmd(GATHER_2D, &mesh, in, 2, NULL);
  CHECK(run_ok(&r) && r.n_out == 2);
  if (!r.status) {
    /* groups {0, 2} and {1, 3}: rows [x_a[r], x_b[r]] */
    CHECK(t_expect("gather dim 1, device 0", &r.outs[0][0], VALS(0, 20, 1, 21), 4));
    CHECK(t_expect("gather dim 1, device 2", &r.outs[2][0], VALS(0, 20, 1, 21), 4));
    CHECK(t_expect("gather dim 1, device 1", &r.outs[1][0], VALS(10, 30, 11, 31), 4));
    CHECK(t_expect("gather dim 1, device 3", &r.outs[3][0], VALS(10, 30, 11, 31), 4));
    CHECK(t_expect("second operand, device 3", &r.outs[3][1], VALS(0.5, 1.5), 2));
    CHECK(r.stats.calls[PT_COLL_ALL_GATHER] == 1);
    /* per device: 1 other member * (8 + 4) bytes */
    CHECK(r.stats.bytes[PT_COLL_ALL_GATHER] == 4 * (8 + 4));
  }
  run_free(&r);
}

/* ---- all_reduce ---- */

#define REDUCER(op, ty)                                        \
  "  ^bb0(%a: tensor<" ty ">, %b: tensor<" ty ">):\n"          \
  "    %c = stablehlo." op " %a, %b : tensor<" ty ">\n"        \
  "    stablehlo.return %c : tensor<" ty ">\n"

/* Sum over the groups of axis 0 (E = 5 elements: not divisible by n = 2),
 * then max over all 4 devices (no replica_groups: one group; 5 % 4 != 0). */
static const char *REDUCE_SUM_MAX =
    "func.func @main(%x: tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>) {\n"
    "  %s = \"stablehlo.all_reduce\"(%x) <{" CH ", replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>, "
    "use_global_device_ids}> ({\n" REDUCER("add", "f32") "  }) : (tensor<5xf32>) -> tensor<5xf32>\n"
    "  %m = \"stablehlo.all_reduce\"(%s) ({\n" REDUCER("maximum", "f32") "  }) : (tensor<5xf32>) -> tensor<5xf32>\n"
    "  return %s, %m : tensor<5xf32>, tensor<5xf32>\n}\n";

static void test_all_reduce_sum_and_max_with_uneven_parts_on_2x2(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  pt_tensor in[4];
  /* x_d[i] = d * 100 + i, except device 3 holds a large value at i = 4 */
  for (int d = 0; d < 4; d++)
    in[d] = T1(PT_DTYPE_F32, 5, 100.0 * d, 100.0 * d + 1, 100.0 * d + 2, 100.0 * d + 3, d == 3 ? 9999 : 100.0 * d + 4);
  run_result r = run_spmd(REDUCE_SUM_MAX, &mesh, in, 1, NULL);
  CHECK(run_ok(&r) && r.n_out == 2);
  if (!r.status) {
    CHECK(t_expect("sum over {0, 2}, device 0", &r.outs[0][0], VALS(200, 202, 204, 206, 208), 5));
    CHECK(t_expect("sum over {0, 2}, device 2", &r.outs[2][0], VALS(200, 202, 204, 206, 208), 5));
    CHECK(t_expect("sum over {1, 3}, device 1", &r.outs[1][0], VALS(400, 402, 404, 406, 10103), 5));
    CHECK(t_expect("sum over {1, 3}, device 3", &r.outs[3][0], VALS(400, 402, 404, 406, 10103), 5));
    for (int d = 0; d < 4; d++) CHECK(t_expect("max over all", &r.outs[d][1], VALS(400, 402, 404, 406, 10103), 5));
    for (int d = 1; d < 4; d++) CHECK(pt_tensor_equal_bits(&r.outs[d][1], &r.outs[0][1]));
    CHECK(r.stats.calls[PT_COLL_ALL_REDUCE] == 2);
    /* 2 (n-1) E elements per group, times the groups:
     * sum: 2 * 1 * 5 * 4 bytes * 2 groups = 80; max: 2 * 3 * 5 * 4 * 1 = 120 */
    CHECK(r.stats.bytes[PT_COLL_ALL_REDUCE] == 80 + 120);
    CHECK(r.stats.bytes[PT_COLL_ALL_GATHER] == 0);
  }
  run_free(&r);
}

/* f32 sums in different orders differ in the last bits; the ring order must
 * still make every member end with the same bits. */
static void test_all_reduce_members_end_bit_identical(void) {
  pt_mesh mesh = mesh_of("x=4");
  static const char *text =
      "func.func @main(%x: tensor<7xf32>) -> tensor<7xf32> {\n"
      "  %s = \"stablehlo.all_reduce\"(%x) <{" CH ", replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, "
      "use_global_device_ids}> ({\n" REDUCER("add", "f32") "  }) : (tensor<7xf32>) -> tensor<7xf32>\n"
      "  return %s : tensor<7xf32>\n}\n";
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) {
    pt_status *s = pt_tensor_alloc(&in[d], PT_DTYPE_F32, 1, DIMS(7));
    CHECK(!s);
    pt_tensor_fill_random(&in[d], 17 + (uint64_t)d, PT_FILL_NORMAL);
  }
  /* the expected value: acc = x_0, then + x_1, + x_2, + x_3 in f32 */
  float want[7];
  for (int i = 0; i < 7; i++) {
    float acc = ((float *)in[0].data)[i];
    for (int d = 1; d < 4; d++) acc += ((float *)in[d].data)[i];
    want[i] = acc;
  }
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    for (int d = 0; d < 4; d++) CHECK(memcmp(r.outs[d][0].data, want, sizeof want) == 0);
    CHECK(r.stats.bytes[PT_COLL_ALL_REDUCE] == 2 * 3 * 7 * 4);
  }
  run_free(&r);
}

/* A reducer body the interpreter does not recognise as one op runs as a
 * region on each device's own thread; and a mesh of one device. */
static void test_all_reduce_with_general_region_body_and_single_device(void) {
  static const char *text =
      "func.func @main(%x: tensor<3xi32>) -> tensor<3xi32> {\n"
      "  %s = \"stablehlo.all_reduce\"(%x) ({\n"
      "  ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n"
      "    %t = stablehlo.multiply %a, %b : tensor<i32>\n"
      "    %c = stablehlo.add %t, %b : tensor<i32>\n"
      "    stablehlo.return %c : tensor<i32>\n"
      "  }) : (tensor<3xi32>) -> tensor<3xi32>\n"
      "  return %s : tensor<3xi32>\n}\n";
  pt_mesh mesh = mesh_of("x=4");
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) in[d] = T1(PT_DTYPE_I32, 3, d + 1, 1, -d);
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    /* acc = x0; acc = acc * x_j + x_j for j = 1..3, in group order:
     * [1,2,3,4]: 1 -> 4 -> 15 -> 64; [1,1,1,1]: 1 -> 2 -> 3 -> 4;
     * [0,-1,-2,-3]: 0 -> -1 -> 0 -> -3 */
    for (int d = 0; d < 4; d++) CHECK(t_expect("region all_reduce", &r.outs[d][0], VALS(64, 4, -3), 3));
    CHECK(r.stats.bytes[PT_COLL_ALL_REDUCE] == 2 * 3 * 3 * 4);
  }
  run_free(&r);

  pt_mesh one = mesh_of("x=1");
  pt_tensor in1[1] = {T1(PT_DTYPE_I32, 3, 5, 6, 7)};
  r = run_spmd(text, &one, in1, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    CHECK(t_expect("one device", &r.outs[0][0], VALS(5, 6, 7), 3));
    CHECK(r.stats.calls[PT_COLL_ALL_REDUCE] == 1 && r.stats.bytes[PT_COLL_ALL_REDUCE] == 0);
  }
  run_free(&r);
}

/* ---- reduce_scatter and all_to_all ---- */

static void test_reduce_scatter_on_dim_1_of_mesh_of_4(void) {
  pt_mesh mesh = mesh_of("x=4");
  static const char *text =
      "func.func @main(%x: tensor<2x4xi32>) -> tensor<2x1xi32> {\n"
      "  %s = \"stablehlo.reduce_scatter\"(%x) <{" CH ", replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, "
      "scatter_dimension = 1 : i64, use_global_device_ids}> ({\n" REDUCER("add", "i32")
      "  }) : (tensor<2x4xi32>) -> tensor<2x1xi32>\n"
      "  return %s : tensor<2x1xi32>\n}\n";
  pt_tensor in[4];
  /* x_d[r][c] = 1000 d + 10 r + c */
  for (int d = 0; d < 4; d++) {
    double v[8];
    for (int i = 0; i < 8; i++) v[i] = 1000.0 * d + 10.0 * (i / 4) + i % 4;
    in[d] = t_make(PT_DTYPE_I32, 2, DIMS(2, 4), v);
  }
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    /* device c: column c summed: 6000 + 4 (10 r + c) */
    for (int c = 0; c < 4; c++) CHECK(t_expect("reduce_scatter", &r.outs[c][0], VALS(6000 + 4 * c, 6040 + 4 * c), 2));
    CHECK(r.stats.calls[PT_COLL_REDUCE_SCATTER] == 1);
    /* (n-1) * local result bytes per device: 3 * 8 * 4 */
    CHECK(r.stats.bytes[PT_COLL_REDUCE_SCATTER] == 96);
  }
  run_free(&r);
}

static void test_all_to_all_over_axis_1_groups_of_2x2(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  static const char *text =
      "func.func @main(%x: tensor<2x4xi32>) -> tensor<4x2xi32> {\n"
      "  %t = \"stablehlo.all_to_all\"(%x) <{" CH ", concat_dimension = 0 : i64, replica_groups = dense<[[0, 1], [2, 3]]> "
      ": tensor<2x2xi64>, split_count = 2 : i64, split_dimension = 1 : i64}> : (tensor<2x4xi32>) -> tensor<4x2xi32>\n"
      "  return %t : tensor<4x2xi32>\n}\n";
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) {
    double v[8];
    for (int i = 0; i < 8; i++) v[i] = 100.0 * d + 10.0 * (i / 4) + i % 4;
    in[d] = t_make(PT_DTYPE_I32, 2, DIMS(2, 4), v);
  }
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    /* member i of group {g0, g1} stacks columns [2i, 2i+2) of x_g0 then x_g1 */
    CHECK(t_expect("all_to_all device 0", &r.outs[0][0], VALS(0, 1, 10, 11, 100, 101, 110, 111), 8));
    CHECK(t_expect("all_to_all device 1", &r.outs[1][0], VALS(2, 3, 12, 13, 102, 103, 112, 113), 8));
    CHECK(t_expect("all_to_all device 2", &r.outs[2][0], VALS(200, 201, 210, 211, 300, 301, 310, 311), 8));
    CHECK(t_expect("all_to_all device 3", &r.outs[3][0], VALS(202, 203, 212, 213, 302, 303, 312, 313), 8));
    CHECK(r.stats.calls[PT_COLL_ALL_TO_ALL] == 1);
    /* (n-1)/n * local operand bytes per device: 1/2 * 32 * 4 devices */
    CHECK(r.stats.bytes[PT_COLL_ALL_TO_ALL] == 64);
  }
  run_free(&r);
}

/* With opts->profile, the stats hold each op kind's time averaged over the
 * devices: the kinds that ran have some, the others none. */
static void test_profile_times_the_op_kinds_that_ran(void) {
  pt_mesh mesh = mesh_of("x=2");
  static const char *text =
      "func.func @main(%x: tensor<64xf32>) -> tensor<128xf32> {\n"
      "  %y = stablehlo.exponential %x : tensor<64xf32>\n"
      "  %g = \"stablehlo.all_gather\"(%y) <{all_gather_dim = 0 : i64, " CH ", replica_groups = dense<[[0, 1]]> : "
      "tensor<1x2xi64>, use_global_device_ids}> : (tensor<64xf32>) -> tensor<128xf32>\n"
      "  return %g : tensor<128xf32>\n}\n";
  pt_tensor in[2];
  for (int d = 0; d < 2; d++) {
    double v[64];
    for (int i = 0; i < 64; i++) v[i] = 0.01 * i + d;
    in[d] = t_make(PT_DTYPE_F32, 1, DIMS(64), v);
  }
  pt_interp_options opts = {.profile = true};
  run_result r = run_spmd(text, &mesh, in, 1, &opts);
  CHECK(run_ok(&r));
  if (!r.status) {
    CHECK(r.stats.op_seconds[PT_OP_EXPONENTIAL] > 0);
    CHECK(r.stats.op_seconds[PT_OP_ALL_GATHER] > 0);
    CHECK(r.stats.op_seconds[PT_OP_DOT_GENERAL] == 0);
    CHECK(r.stats.op_seconds[PT_OP_ADD] == 0);
  }
  run_free(&r);
  /* Without profile, no times. */
  for (int d = 0; d < 2; d++) in[d] = t_make(PT_DTYPE_F32, 1, DIMS(64), (double[64]){0});
  r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) CHECK(r.stats.op_seconds[PT_OP_EXPONENTIAL] == 0);
  run_free(&r);
}

static void test_permute_and_broadcast_are_counted(void) {
  pt_mesh mesh = mesh_of("x=2");
  static const char *text =
      "func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {\n"
      "  %p = \"stablehlo.collective_permute\"(%x) <{" CH ", source_target_pairs = dense<[[0, 1], [1, 0]]> : "
      "tensor<2x2xi64>}> : (tensor<3xf32>) -> tensor<3xf32>\n"
      "  %b = \"stablehlo.collective_broadcast\"(%x) <{" CH ", replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>}> : "
      "(tensor<3xf32>) -> tensor<3xf32>\n"
      "  return %p, %b : tensor<3xf32>, tensor<3xf32>\n}\n";
  pt_tensor in[2] = {T1(PT_DTYPE_F32, 3, 1, 2, 3), T1(PT_DTYPE_F32, 3, 4, 5, 6)};
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    CHECK(t_expect("permute to 0", &r.outs[0][0], VALS(4, 5, 6), 3));
    CHECK(t_expect("permute to 1", &r.outs[1][0], VALS(1, 2, 3), 3));
    /* the group's first member (device 1) is the source */
    CHECK(t_expect("broadcast 0", &r.outs[0][1], VALS(4, 5, 6), 3));
    CHECK(t_expect("broadcast 1", &r.outs[1][1], VALS(4, 5, 6), 3));
    /* Each target reads its source's 12 bytes; the broadcast's one
     * non-source device reads them once. */
    CHECK(r.stats.calls[PT_COLL_COLLECTIVE_PERMUTE] == 1 && r.stats.bytes[PT_COLL_COLLECTIVE_PERMUTE] == 2 * 12);
    CHECK(r.stats.calls[PT_COLL_COLLECTIVE_BROADCAST] == 1 && r.stats.bytes[PT_COLL_COLLECTIVE_BROADCAST] == 12);
    for (int k = 0; k < PT_COLL_ALL_SLICE; k++) CHECK(r.stats.calls[k] == 0 && r.stats.bytes[k] == 0);
  }
  run_free(&r);
}

/* A collective inside a while loop runs once per iteration on each device. */
static void test_calls_count_loop_iterations(void) {
  pt_mesh mesh = mesh_of("x=2");
  static const char *text =
      "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
      "  %c3 = stablehlo.constant dense<3> : tensor<i32>\n"
      "  %0:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, tensor<2xf32>\n"
      "   cond {\n"
      "    %p = stablehlo.compare LT, %i, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "    stablehlo.return %p : tensor<i1>\n"
      "  } do {\n"
      "    %j = stablehlo.add %i, %c1 : tensor<i32>\n"
      "    %s = \"stablehlo.all_reduce\"(%acc) <{" CH ", replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, "
      "use_global_device_ids}> ({\n" REDUCER("add", "f32") "    }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "    stablehlo.return %j, %s : tensor<i32>, tensor<2xf32>\n"
      "  }\n"
      "  return %0#1 : tensor<2xf32>\n}\n";
  pt_tensor in[2] = {T1(PT_DTYPE_F32, 2, 1, 2), T1(PT_DTYPE_F32, 2, 0, 1)};
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    /* [1, 3] -> [2, 6] -> [4, 12] -> [8, 24] */
    for (int d = 0; d < 2; d++) CHECK(t_expect("loop all_reduce", &r.outs[d][0], VALS(4, 12), 2));
    CHECK(r.stats.calls[PT_COLL_ALL_REDUCE] == 3);
    CHECK(r.stats.bytes[PT_COLL_ALL_REDUCE] == 3 * 2 * 1 * 2 * 4);
  }
  run_free(&r);
}

/* Megatron-style: x tiled on its columns, w on its rows, a local
 * dot_general (BLAS on four threads at once) and an all_reduce; the outputs
 * match the unpartitioned program's within the f32 tolerance. */
static void test_contraction_split_over_devices_matches_global_program(void) {
  static const char *global_text =
      "func.func @main(%x: tensor<16x32xf32>, %w: tensor<32x8xf32>) -> tensor<16x8xf32> {\n"
      "  %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x8xf32>) -> "
      "tensor<16x8xf32>\n"
      "  return %y : tensor<16x8xf32>\n}\n";
  static const char *spmd_text =
      "func.func @main(%x: tensor<16x8xf32>, %w: tensor<8x8xf32>) -> tensor<16x8xf32> {\n"
      "  %p = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<16x8xf32>, tensor<8x8xf32>) -> "
      "tensor<16x8xf32>\n"
      "  %y = \"stablehlo.all_reduce\"(%p) <{" CH ", replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, "
      "use_global_device_ids}> ({\n" REDUCER("add", "f32") "  }) : (tensor<16x8xf32>) -> tensor<16x8xf32>\n"
      "  return %y : tensor<16x8xf32>\n}\n";
  pt_mesh mesh = mesh_of("m=4");
  pt_tensor x, w;
  pt_status *s = pt_tensor_alloc(&x, PT_DTYPE_F32, 2, DIMS(16, 32));
  CHECK(!s);
  s = pt_tensor_alloc(&w, PT_DTYPE_F32, 2, DIMS(32, 8));
  CHECK(!s);
  pt_tensor_fill_random(&x, 1, PT_FILL_NORMAL);
  pt_tensor_fill_random(&w, 2, PT_FILL_NORMAL);

  pt_module *gm = t_parse(global_text);
  pt_tensor *want = NULL;
  uint32_t n_want = 0;
  if (gm) {
    pt_tensor args[2] = {x, w};
    s = pt_interp_run(gm, 0, args, 2, NULL, &want, &n_want, NULL);
    CHECK(!s);
    pt_status_free(s);
    pt_module_free(gm);
  }
  pt_layout lx, lw;
  pt_layout_whole(&lx);
  pt_layout_whole(&lw);
  lx.kind[0] = lw.kind[0] = PT_LAYOUT_TILED;
  lx.dim[0] = 1;
  lw.dim[0] = 0;
  pt_tensor in[8];
  for (int d = 0; d < 4; d++) {
    pt_status *s1 = pt_runtime_scatter(&mesh, &lx, &x, d, &in[2 * d]);
    pt_status *s2 = pt_runtime_scatter(&mesh, &lw, &w, d, &in[2 * d + 1]);
    CHECK(!s1 && !s2);
    pt_status_free(s1);
    pt_status_free(s2);
  }
  run_result r = run_spmd(spmd_text, &mesh, in, 2, NULL);
  CHECK(run_ok(&r));
  if (!r.status && want) {
    pt_layout whole;
    pt_layout_whole(&whole);
    pt_tensor *got[4] = {&r.outs[0][0], &r.outs[1][0], &r.outs[2][0], &r.outs[3][0]};
    pt_runtime_diff diff;
    s = pt_runtime_compare(&mesh, &whole, &want[0], got, &diff);
    CHECK(!s && diff.within && diff.n_mismatch == 0);
    if (!s && !diff.within) fprintf(stderr, "max_abs %g max_rel %g\n", diff.max_abs, diff.max_rel);
    pt_status_free(s);
    for (int d = 1; d < 4; d++) CHECK(pt_tensor_equal_bits(got[d], got[0]));
    CHECK(r.stats.bytes[PT_COLL_ALL_REDUCE] == 2 * 3 * 16 * 8 * 4);
  }
  run_free(&r);
  pt_interp_outputs_free(want, n_want);
  pt_tensor_free(&x);
  pt_tensor_free(&w);
}

/* ---- programs that are not SPMD ---- */

/* Device 0 takes a branch with an all_reduce, the others one without:
 * device 0 waits for devices that finished. */
static const char *BRANCH_ON_ID =
    "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
    "  %p = stablehlo.partition_id : tensor<ui32>\n"
    "  %z = stablehlo.constant dense<0> : tensor<ui32>\n"
    "  %is0 = stablehlo.compare EQ, %p, %z, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>\n"
    "  %r = \"stablehlo.if\"(%is0) ({\n"
    "    %s = \"stablehlo.all_reduce\"(%x) <{" CH ", replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, "
    "use_global_device_ids}> ({\n" REDUCER("add", "f32") "    }) : (tensor<2xf32>) -> tensor<2xf32>\n"
    "    stablehlo.return %s : tensor<2xf32>\n"
    "  }, {\n"
    "    stablehlo.return %x : tensor<2xf32>\n"
    "  }) : (tensor<i1>) -> tensor<2xf32>\n"
    "  return %r : tensor<2xf32>\n}\n";

static void test_branch_on_partition_id_stops_without_deadlock(void) {
  pt_mesh mesh = mesh_of("x=4");
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) in[d] = T1(PT_DTYPE_F32, 2, d, d);
  run_result r = run_spmd(BRANCH_ON_ID, &mesh, in, 1, NULL);
  CHECK(r.status != NULL);
  if (r.status) {
    const char *msg = pt_status_message(r.status);
    CHECK(strncmp(msg, "device 0: ", 10) == 0);
    CHECK(strstr(msg, "stopped: it finished its program after 0 collectives") != NULL);
    CHECK(strstr(msg, "all_reduce") != NULL);
  }
  CHECK(r.outs == NULL && r.n_out == 0 && r.stats.peak_live_bytes == NULL);
  run_free(&r);
}

/* The same with the roles swapped: the others run an all_reduce device 0
 * never joins (device 0 may finish before or after they arrive). */
static void test_device_finishing_early_stops_the_others(void) {
  static const char *text =
      "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %p = stablehlo.partition_id : tensor<ui32>\n"
      "  %z = stablehlo.constant dense<0> : tensor<ui32>\n"
      "  %is0 = stablehlo.compare EQ, %p, %z, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>\n"
      "  %r = \"stablehlo.if\"(%is0) ({\n"
      "    stablehlo.return %x : tensor<2xf32>\n"
      "  }, {\n"
      "    %s = \"stablehlo.all_reduce\"(%x) <{" CH ", replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, "
      "use_global_device_ids}> ({\n" REDUCER("add", "f32") "    }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "    stablehlo.return %s : tensor<2xf32>\n"
      "  }) : (tensor<i1>) -> tensor<2xf32>\n"
      "  return %r : tensor<2xf32>\n}\n";
  pt_mesh mesh = mesh_of("x=4");
  for (int rep = 0; rep < 20; rep++) {
    pt_tensor in[4];
    for (int d = 0; d < 4; d++) in[d] = T1(PT_DTYPE_F32, 2, d, d);
    run_result r = run_spmd(text, &mesh, in, 1, NULL);
    CHECK(r.status && strstr(pt_status_message(r.status), "device 0 stopped: it finished its program") != NULL);
    CHECK(r.status && strncmp(pt_status_message(r.status), "device 1: ", 10) == 0);
    run_free(&r);
  }
}

static void test_different_collective_kinds_are_a_mismatch_on_every_device(void) {
  static const char *text =
      "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %p = stablehlo.partition_id : tensor<ui32>\n"
      "  %z = stablehlo.constant dense<0> : tensor<ui32>\n"
      "  %is0 = stablehlo.compare EQ, %p, %z, UNSIGNED : (tensor<ui32>, tensor<ui32>) -> tensor<i1>\n"
      "  %r = \"stablehlo.if\"(%is0) ({\n"
      "    %g = \"stablehlo.all_gather\"(%x) <{all_gather_dim = 0 : i64, " CH ", replica_groups = dense<[[0], [1], [2], "
      "[3]]> : tensor<4x1xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<2xf32>\n"
      "    stablehlo.return %g : tensor<2xf32>\n"
      "  }, {\n"
      "    %s = \"stablehlo.all_reduce\"(%x) <{" CH ", replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, "
      "use_global_device_ids}> ({\n" REDUCER("add", "f32") "    }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "    stablehlo.return %s : tensor<2xf32>\n"
      "  }) : (tensor<i1>) -> tensor<2xf32>\n"
      "  return %r : tensor<2xf32>\n}\n";
  pt_mesh mesh = mesh_of("x=4");
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) in[d] = T1(PT_DTYPE_F32, 2, d, d);
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(r.status != NULL);
  if (r.status) {
    const char *msg = pt_status_message(r.status);
    CHECK(strncmp(msg, "device 0: ", 10) == 0);
    CHECK(strstr(msg, "collective mismatch: device 0 ran all_gather, device 1 ran all_reduce") != NULL);
  }
  run_free(&r);
}

/* A device failing on its own (a while loop over the iteration cap on
 * devices 1..3) is the error reported, not device 0 stopping because of it. */
static void test_failing_device_is_the_reported_error(void) {
  static const char *text =
      "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %p = stablehlo.partition_id : tensor<ui32>\n"
      "  %n = stablehlo.convert %p : (tensor<ui32>) -> tensor<i32>\n"
      "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
      "  %c100 = stablehlo.constant dense<100> : tensor<i32>\n"
      "  %lim = stablehlo.multiply %n, %c100 : tensor<i32>\n"
      "  %w = stablehlo.while(%i = %c0) : tensor<i32>\n"
      "   cond {\n"
      "    %q = stablehlo.compare LT, %i, %lim, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "    stablehlo.return %q : tensor<i1>\n"
      "  } do {\n"
      "    %j = stablehlo.add %i, %c1 : tensor<i32>\n"
      "    stablehlo.return %j : tensor<i32>\n"
      "  }\n"
      "  %s = \"stablehlo.all_reduce\"(%x) <{" CH ", replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, "
      "use_global_device_ids}> ({\n" REDUCER("add", "f32") "  }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "  return %s : tensor<2xf32>\n}\n";
  pt_mesh mesh = mesh_of("x=4");
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) in[d] = T1(PT_DTYPE_F32, 2, d, d);
  pt_interp_options opts;
  memset(&opts, 0, sizeof opts);
  opts.max_while_iterations = 50;
  run_result r = run_spmd(text, &mesh, in, 1, &opts);
  CHECK(r.status != NULL);
  if (r.status) {
    const char *msg = pt_status_message(r.status);
    CHECK(strncmp(msg, "device 1: ", 10) == 0);
    CHECK(strstr(msg, "stopped") == NULL);
  }
  run_free(&r);
}

static void test_groups_missing_a_device_are_an_error(void) {
  static const char *text =
      "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %s = \"stablehlo.all_reduce\"(%x) <{" CH ", replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, "
      "use_global_device_ids}> ({\n" REDUCER("add", "f32") "  }) : (tensor<2xf32>) -> tensor<2xf32>\n"
      "  return %s : tensor<2xf32>\n}\n";
  pt_mesh mesh = mesh_of("x=4");
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) in[d] = T1(PT_DTYPE_F32, 2, d, d);
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(r.status && strstr(pt_status_message(r.status), "device 2 is in no replica group"));
  run_free(&r);
}

/* ---- host side ---- */

static pt_layout layout_whole(void) {
  pt_layout l;
  pt_layout_whole(&l);
  return l;
}

static pt_tensor global_4x2(void) {
  return t_make(PT_DTYPE_F32, 2, DIMS(4, 2), VALS(0, 1, 2, 3, 4, 5, 6, 7));
}

static bool scatter_is(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *g, int64_t device, uint32_t rank,
                       const int64_t *dims, const double *want) {
  pt_tensor out;
  pt_status *s = pt_runtime_scatter(mesh, l, g, device, &out);
  if (s) {
    fprintf(stderr, "scatter: %s\n", pt_status_message(s));
    pt_status_free(s);
    return false;
  }
  bool ok = out.rank == rank && memcmp(out.dims, dims, rank * sizeof *dims) == 0 &&
            t_expect("scatter", &out, want, pt_tensor_num_elements(&out));
  pt_tensor_free(&out);
  return ok;
}

static void test_scatter_two_axes_on_one_dim_major_then_minor(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  pt_tensor g = global_4x2();
  pt_layout l = layout_whole();
  l.kind[0] = l.kind[1] = PT_LAYOUT_TILED;
  l.dim[0] = l.dim[1] = 0;
  l.pos[0] = 0; /* a major: device (ca, cb) holds row 2 ca + cb = its number */
  l.pos[1] = 1;
  for (int d = 0; d < 4; d++) CHECK(scatter_is(&mesh, &l, &g, d, 2, DIMS(1, 2), VALS(2.0 * d, 2.0 * d + 1)));
  l.pos[0] = 1; /* b major: device (ca, cb) holds row 2 cb + ca */
  l.pos[1] = 0;
  CHECK(scatter_is(&mesh, &l, &g, 1, 2, DIMS(1, 2), VALS(4, 5)));
  CHECK(scatter_is(&mesh, &l, &g, 2, 2, DIMS(1, 2), VALS(2, 3)));
  CHECK(scatter_is(&mesh, &l, &g, 3, 2, DIMS(1, 2), VALS(6, 7)));
  pt_tensor_free(&g);
}

static void test_scatter_tiled_on_two_dims_and_whole(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  pt_tensor g = global_4x2();
  pt_layout l = layout_whole();
  CHECK(scatter_is(&mesh, &l, &g, 3, 2, DIMS(4, 2), VALS(0, 1, 2, 3, 4, 5, 6, 7)));
  l.kind[0] = l.kind[1] = PT_LAYOUT_TILED;
  l.dim[0] = 0;
  l.dim[1] = 1;
  /* device 3 = (1, 1): rows 2..3, column 1 */
  CHECK(scatter_is(&mesh, &l, &g, 3, 2, DIMS(2, 1), VALS(5, 7)));
  CHECK(scatter_is(&mesh, &l, &g, 1, 2, DIMS(2, 1), VALS(1, 3)));
  /* b alone on dim 1 (a WHOLE) */
  l.kind[0] = PT_LAYOUT_WHOLE;
  l.dim[0] = -1;
  CHECK(scatter_is(&mesh, &l, &g, 2, 2, DIMS(4, 1), VALS(0, 2, 4, 6)));
  /* a dim that does not divide is an error */
  pt_tensor odd = T1(PT_DTYPE_F32, 3, 1, 2, 3);
  l.dim[1] = 0;
  pt_tensor out;
  pt_status *s = pt_runtime_scatter(&mesh, &l, &odd, 0, &out);
  CHECK(s != NULL);
  pt_status_free(s);
  pt_tensor_free(&odd);
  pt_tensor_free(&g);
}

/* PARTIAL: the value at coordinate 0, the reducer's identity elsewhere, for
 * every dtype family (bf16/f16 as 16-bit patterns). */
static void test_scatter_partial_gives_value_or_identity(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  pt_layout l = layout_whole();
  l.kind[1] = PT_LAYOUT_PARTIAL;
  struct {
    pt_dtype dt;
    pt_reducer r;
    uint64_t want_bits; /* element bits at cb = 1 */
  } cases[] = {
      {PT_DTYPE_F32, PT_REDUCER_ADD, 0},
      {PT_DTYPE_F32, PT_REDUCER_MUL, 0x3f800000u},
      {PT_DTYPE_F32, PT_REDUCER_MAX, 0xff800000u},
      {PT_DTYPE_F64, PT_REDUCER_MIN, UINT64_C(0x7ff0000000000000)},
      {PT_DTYPE_BF16, PT_REDUCER_MAX, 0xff80u},
      {PT_DTYPE_F16, PT_REDUCER_MIN, 0x7c00u},
      {PT_DTYPE_F16, PT_REDUCER_MUL, 0x3c00u},
      {PT_DTYPE_I32, PT_REDUCER_MAX, 0x80000000u},
      {PT_DTYPE_I8, PT_REDUCER_MIN, 0x7fu},
      {PT_DTYPE_UI8, PT_REDUCER_MAX, 0},
      {PT_DTYPE_UI16, PT_REDUCER_MIN, 0xffffu},
      {PT_DTYPE_I64, PT_REDUCER_MUL, 1},
      {PT_DTYPE_I1, PT_REDUCER_AND, 1},
      {PT_DTYPE_I1, PT_REDUCER_OR, 0},
  };
  for (size_t k = 0; k < PT_ARRAY_LEN(cases); k++) {
    l.reducer[1] = (uint8_t)cases[k].r;
    pt_tensor g = t_make(cases[k].dt, 1, DIMS(3), VALS(1, 0, 1));
    pt_tensor at0, at1;
    pt_status *s0 = pt_runtime_scatter(&mesh, &l, &g, 2, &at0); /* (1, 0) */
    pt_status *s1 = pt_runtime_scatter(&mesh, &l, &g, 3, &at1); /* (1, 1) */
    CHECK(!s0 && !s1);
    if (!s0 && !s1) {
      CHECK(pt_tensor_equal_bits(&at0, &g));
      uint32_t es = pt_dtype_size(cases[k].dt);
      bool ok = at1.nbytes == 3 * es;
      for (int i = 0; i < 3 && ok; i++) {
        uint64_t bits = 0;
        memcpy(&bits, (uint8_t *)at1.data + i * es, es);
        ok = bits == cases[k].want_bits;
      }
      if (!ok) fprintf(stderr, "partial identity case %zu wrong\n", k);
      CHECK(ok);
    }
    pt_status_free(s0);
    pt_status_free(s1);
    pt_tensor_free(&at0);
    pt_tensor_free(&at1);
    pt_tensor_free(&g);
  }
}

static void test_compare_bit_identical_within_and_outside_tolerance(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  pt_tensor want = global_4x2();
  pt_layout l = layout_whole();
  l.kind[0] = PT_LAYOUT_TILED;
  l.dim[0] = 0;
  pt_tensor chunks[4];
  pt_tensor *got[4];
  for (int d = 0; d < 4; d++) {
    pt_status *s = pt_runtime_scatter(&mesh, &l, &want, d, &chunks[d]);
    CHECK(!s);
    pt_status_free(s);
    got[d] = &chunks[d];
  }
  pt_runtime_diff diff;
  pt_status *s = pt_runtime_compare(&mesh, &l, &want, got, &diff);
  CHECK(!s && diff.bit_identical && diff.within && diff.n_mismatch == 0 && diff.max_abs == 0);
  CHECK(diff.worst_device == -1 && diff.worst_index == -1);
  /* f32: atol = 1e-4 * max(1, max|want| = 7) */
  CHECK(diff.atol > 6.9e-4 && diff.atol < 7.1e-4 && diff.rtol == 1e-5);
  pt_status_free(s);

  /* device 3 (rows 2..3 of the a-tiling: a = 1) element 1 = 5 -> 5.0001 */
  pt_tensor_set_f64(&chunks[3], 1, 5.0001);
  s = pt_runtime_compare(&mesh, &l, &want, got, &diff);
  CHECK(!s && !diff.bit_identical && diff.within && diff.n_mismatch == 0);
  CHECK(diff.worst_device == 3 && diff.worst_index == 1 && diff.max_abs > 5e-5 && diff.max_abs < 2e-4);
  pt_status_free(s);

  pt_tensor_set_f64(&chunks[0], 0, 0.5);
  s = pt_runtime_compare(&mesh, &l, &want, got, &diff);
  CHECK(!s && !diff.within && diff.n_mismatch == 1 && diff.max_abs == 0.5);
  CHECK(diff.worst_device == 0 && diff.worst_index == 0);
  pt_status_free(s);

  /* a wrong shape is an error */
  pt_tensor wrong = T1(PT_DTYPE_F32, 2, 0, 1);
  got[1] = &wrong;
  s = pt_runtime_compare(&mesh, &l, &want, got, &diff);
  CHECK(s != NULL);
  pt_status_free(s);
  pt_tensor_free(&wrong);
  for (int d = 0; d < 4; d++) pt_tensor_free(&chunks[d]);
  pt_tensor_free(&want);
}

static void test_compare_nan_equal_and_integers_exact(void) {
  pt_mesh mesh = mesh_of("x=2");
  pt_layout l = layout_whole();
  pt_tensor want = T1(PT_DTYPE_F64, 2, NAN, 1);
  pt_tensor g0 = T1(PT_DTYPE_F64, 2, NAN, 1), g1 = T1(PT_DTYPE_F64, 2, NAN, 1 + 1e-13);
  pt_tensor *got[2] = {&g0, &g1};
  pt_runtime_diff diff;
  pt_status *s = pt_runtime_compare(&mesh, &l, &want, got, &diff);
  CHECK(!s && diff.within && !diff.bit_identical && diff.atol == 1e-9);
  pt_status_free(s);
  pt_tensor_set_f64(&g1, 0, 2.0); /* NaN expected, 2 found */
  s = pt_runtime_compare(&mesh, &l, &want, got, &diff);
  CHECK(!s && !diff.within && diff.n_mismatch == 1 && diff.worst_device == 1);
  pt_status_free(s);

  pt_tensor wi = T1(PT_DTYPE_I32, 2, 5, 6), i0 = T1(PT_DTYPE_I32, 2, 5, 6), i1 = T1(PT_DTYPE_I32, 2, 5, 7);
  pt_tensor *goti[2] = {&i0, &i1};
  s = pt_runtime_compare(&mesh, &l, &wi, goti, &diff);
  CHECK(!s && !diff.within && diff.n_mismatch == 1 && diff.max_abs == 1 && diff.worst_device == 1 &&
        diff.worst_index == 1);
  pt_status_free(s);
  pt_tensor_free(&want);
  pt_tensor_free(&g0);
  pt_tensor_free(&g1);
  pt_tensor_free(&wi);
  pt_tensor_free(&i0);
  pt_tensor_free(&i1);
}

/* Host round trip: scatter a global input, gather it on the devices, and
 * compare the outputs with the global tensor under the WHOLE layout. */
static void test_scatter_run_compare_round_trip(void) {
  pt_mesh mesh = mesh_of("a=2,b=2");
  static const char *text =
      "func.func @main(%x: tensor<2x2xbf16>) -> tensor<4x2xbf16> {\n"
      "  %g = \"stablehlo.all_gather\"(%x) <{all_gather_dim = 0 : i64, " CH ", replica_groups = dense<[[0, 2], [1, 3]]> : "
      "tensor<2x2xi64>, use_global_device_ids}> : (tensor<2x2xbf16>) -> tensor<4x2xbf16>\n"
      "  return %g : tensor<4x2xbf16>\n}\n";
  pt_tensor g = t_make(PT_DTYPE_BF16, 2, DIMS(4, 2), VALS(0.5, 1, 2, 3, 4, 5, 6, 7.5));
  pt_layout l = layout_whole();
  l.kind[0] = PT_LAYOUT_TILED; /* tiled on a: the gather groups are a's */
  l.dim[0] = 0;
  pt_tensor in[4];
  for (int d = 0; d < 4; d++) {
    pt_status *s = pt_runtime_scatter(&mesh, &l, &g, d, &in[d]);
    CHECK(!s);
    pt_status_free(s);
  }
  run_result r = run_spmd(text, &mesh, in, 1, NULL);
  CHECK(run_ok(&r));
  if (!r.status) {
    pt_layout whole = layout_whole();
    pt_tensor *got[4] = {&r.outs[0][0], &r.outs[1][0], &r.outs[2][0], &r.outs[3][0]};
    pt_runtime_diff diff;
    pt_status *s = pt_runtime_compare(&mesh, &whole, &g, got, &diff);
    CHECK(!s && diff.bit_identical && diff.within);
    CHECK(diff.atol > 0.149 && diff.atol < 0.151);
    pt_status_free(s);
    CHECK(r.stats.bytes[PT_COLL_ALL_GATHER] == 4 * 8);
  }
  run_free(&r);
  pt_tensor_free(&g);
}

int main(void) {
  test_all_gather_concatenates_in_group_order_on_mesh_of_4();
  test_variadic_all_gather_on_inner_dim_over_mesh_axis_groups();
  test_all_reduce_sum_and_max_with_uneven_parts_on_2x2();
  test_all_reduce_members_end_bit_identical();
  test_all_reduce_with_general_region_body_and_single_device();
  test_reduce_scatter_on_dim_1_of_mesh_of_4();
  test_all_to_all_over_axis_1_groups_of_2x2();
  test_permute_and_broadcast_are_counted();
  test_profile_times_the_op_kinds_that_ran();
  test_contraction_split_over_devices_matches_global_program();
  test_calls_count_loop_iterations();
  test_branch_on_partition_id_stops_without_deadlock();
  test_device_finishing_early_stops_the_others();
  test_different_collective_kinds_are_a_mismatch_on_every_device();
  test_failing_device_is_the_reported_error();
  test_groups_missing_a_device_are_an_error();
  test_scatter_two_axes_on_one_dim_major_then_minor();
  test_scatter_tiled_on_two_dims_and_whole();
  test_scatter_partial_gives_value_or_identity();
  test_compare_bit_identical_within_and_outside_tolerance();
  test_compare_nan_equal_and_integers_exact();
  test_scatter_run_compare_round_trip();
  return t_finish("test_runtime");
}
