// sdy.manual_computation (shard_map) in a run of the global program: the
// operands are cut per in_shardings on the manual axes, the body runs once
// per device of the mesh with its collectives across those devices, and
// the results are put back per out_shardings. Each case compares against
// the same computation written globally.

sdy.mesh @mesh = <["data"=2, "model"=4]>

// What tools/export_annotated.py's shard_map exports: rows on 'data', the
// contraction on 'model', partial sums all-reduced over 'model'.
func.func @matmul_all_reduce() {
  %x = stablehlo.iota dim = 1 : tensor<16x32xf32>
  %i = stablehlo.iota dim = 0 : tensor<16x32xf32>
  %a = stablehlo.subtract %x, %i : tensor<16x32xf32>
  %w = stablehlo.iota dim = 0 : tensor<32x64xf32>
  %0 = sdy.manual_computation(%a, %w) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<8x8xf32>, %arg3: tensor<8x64xf32>) {
    %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<8x8xf32>, tensor<8x64xf32>) -> tensor<8x64xf32>
    %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %3 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %3 : tensor<f32>
    }) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    sdy.return %2 : tensor<8x64xf32>
  } : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  %ref = stablehlo.dot_general %a, %w, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
  check.expect_eq %0, %ref : tensor<16x64xf32>
  func.return
}

// Manual on 'model' only: 'data' is a free axis, so the body sees dim 0
// whole even though the sharding names 'data' on it; the collectives'
// groups are devices of the whole mesh (device = 4 * data + model).
// partition_id tells each device its place: the body adds it, so the
// reassembled result shows which device wrote each chunk.
func.func @free_axis_and_partition_id() {
  %a = stablehlo.iota dim = 1 : tensor<4x8xf32>
  %0 = sdy.manual_computation(%a) in_shardings=[<@mesh, [{"data"}, {"model"}]>] out_shardings=[<@mesh, [{}, {"model"}]>] manual_axes={"model"} (%arg0: tensor<4x2xf32>) {
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<4x2xf32>) -> tensor<4x8xf32>
    %2 = stablehlo.slice %1 [0:4, 0:2] : (tensor<4x8xf32>) -> tensor<4x2xf32>
    %p = stablehlo.partition_id : tensor<ui32>
    %q = stablehlo.convert %p : (tensor<ui32>) -> tensor<f32>
    %r = stablehlo.broadcast_in_dim %q, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %k = stablehlo.constant dense<4.0> : tensor<4x2xf32>
    %m = stablehlo.remainder %r, %k : tensor<4x2xf32>
    %3 = stablehlo.add %2, %m : tensor<4x2xf32>
    sdy.return %3 : tensor<4x2xf32>
  } : (tensor<4x8xf32>) -> tensor<4x8xf32>
  // Every chunk starts from the gathered columns 0, 1, plus the model
  // coordinate of the device that computed it.
  check.expect_eq_const %0, dense<[[0.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0], [0.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0], [0.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0], [0.0, 1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0]]> : tensor<4x8xf32>
  func.return
}

sdy.mesh @xy = <["x"=2, "y"=2]>

// Two manual axes on one dim, major to minor: device (x, y), id 2x + y,
// holds chunk 2y + x; gathering in that order over all four devices gives
// the whole operand back, as a replicated result.
func.func @two_axes_one_dim() {
  %a = stablehlo.iota dim = 0 : tensor<8x4xi32>
  %0 = sdy.manual_computation(%a) in_shardings=[<@xy, [{"y", "x"}, {}]>] out_shardings=[<@xy, [{}, {}]>] manual_axes={"x", "y"} (%arg0: tensor<2x4xi32>) {
    %1 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0, 2, 1, 3]]> : tensor<1x4xi64>}> : (tensor<2x4xi32>) -> tensor<8x4xi32>
    sdy.return %1 : tensor<8x4xi32>
  } : (tensor<8x4xi32>) -> tensor<8x4xi32>
  check.expect_eq %0, %a : tensor<8x4xi32>
  func.return
}
