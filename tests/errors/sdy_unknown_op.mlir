// ERROR: 6:10: error: unknown Shardy operation 'sdy.all_slice' (partir reads sdy.constant, sdy.sharding_constraint, sdy.reshard, sdy.propagation_barrier, sdy.named_computation, sdy.manual_computation and sdy.return)
module @m {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8xf32>
    %1 = sdy.all_slice [{"x"}] %0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
    return %1 : tensor<8xf32>
  }
}
