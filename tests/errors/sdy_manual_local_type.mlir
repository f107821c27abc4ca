// ERROR: 5:5: error: 'sdy.manual_computation' op operand #0 of type tensor<16x32xf32>, divided by its manual axes, is not the body's argument #0 of type tensor<16x32xf32>
module @m {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"data"}, {}]>] out_shardings=[<@mesh, [{"data"}, {}]>] manual_axes={"data"} (%arg1: tensor<16x32xf32>) {
      %1 = stablehlo.negate %arg1 : tensor<16x32xf32>
      sdy.return %1 : tensor<16x32xf32>
    } : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %0 : tensor<16x32xf32>
  }
}
