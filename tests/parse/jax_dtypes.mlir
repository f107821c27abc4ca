// Real JAX 0.10.2 output: i8/i16/ui8/ui16/ui32/f16/bf16 arithmetic.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi8>, %arg1: tensor<3xi16>, %arg2: tensor<3xui16>, %arg3: tensor<3xui32>, %arg4: tensor<3xf16>, %arg5: tensor<3xbf16>, %arg6: tensor<3xui8>) -> (tensor<3xi8> {jax.result_info = "result[0]"}, tensor<3xi16> {jax.result_info = "result[1]"}, tensor<3xui16> {jax.result_info = "result[2]"}, tensor<3xui32> {jax.result_info = "result[3]"}, tensor<3xf16> {jax.result_info = "result[4]"}, tensor<3xbf16> {jax.result_info = "result[5]"}, tensor<3xui8> {jax.result_info = "result[6]"}) {
    %c = stablehlo.constant dense<1> : tensor<i8>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i8>) -> tensor<3xi8>
    %1 = stablehlo.add %arg0, %0 : tensor<3xi8>
    %c_0 = stablehlo.constant dense<2> : tensor<i16>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i16>) -> tensor<3xi16>
    %3 = stablehlo.multiply %arg1, %2 : tensor<3xi16>
    %c_1 = stablehlo.constant dense<3> : tensor<ui16>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui16>) -> tensor<3xui16>
    %5 = stablehlo.subtract %arg2, %4 : tensor<3xui16>
    %c_2 = stablehlo.constant dense<2> : tensor<i32>
    %6 = call @floor_divide(%arg3, %c_2) : (tensor<3xui32>, tensor<i32>) -> tensor<3xui32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f16>) -> tensor<3xf16>
    %8 = stablehlo.add %arg4, %7 : tensor<3xf16>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
    %10 = stablehlo.multiply %arg5, %9 : tensor<3xbf16>
    %c_4 = stablehlo.constant dense<1> : tensor<ui8>
    %11 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui8>) -> tensor<3xui8>
    %12 = stablehlo.and %arg6, %11 : tensor<3xui8>
    return %1, %3, %5, %6, %8, %10, %12 : tensor<3xi8>, tensor<3xi16>, tensor<3xui16>, tensor<3xui32>, tensor<3xf16>, tensor<3xbf16>, tensor<3xui8>
  }
  func.func private @floor_divide(%arg0: tensor<3xui32>, %arg1: tensor<i32>) -> tensor<3xui32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %2 = stablehlo.divide %arg0, %1 : tensor<3xui32>
    return %2 : tensor<3xui32>
  }
}
