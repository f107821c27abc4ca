module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xi8>, %arg1: tensor<3xi16>, %arg2: tensor<3xui16>, %arg3: tensor<3xui32>, %arg4: tensor<3xf16>, %arg5: tensor<3xbf16>, %arg6: tensor<3xui8>) -> (tensor<3xi8> {jax.result_info = "result[0]"}, tensor<3xi16> {jax.result_info = "result[1]"}, tensor<3xui16> {jax.result_info = "result[2]"}, tensor<3xui32> {jax.result_info = "result[3]"}, tensor<3xf16> {jax.result_info = "result[4]"}, tensor<3xbf16> {jax.result_info = "result[5]"}, tensor<3xui8> {jax.result_info = "result[6]"}) {
    %0 = stablehlo.constant dense<1> : tensor<i8>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i8>) -> tensor<3xi8>
    %2 = stablehlo.add %arg0, %1 : tensor<3xi8>
    %3 = stablehlo.constant dense<2> : tensor<i16>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i16>) -> tensor<3xi16>
    %5 = stablehlo.multiply %arg1, %4 : tensor<3xi16>
    %6 = stablehlo.constant dense<3> : tensor<ui16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui16>) -> tensor<3xui16>
    %8 = stablehlo.subtract %arg2, %7 : tensor<3xui16>
    %9 = stablehlo.constant dense<2> : tensor<i32>
    %10 = stablehlo.convert %9 : (tensor<i32>) -> tensor<ui32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<ui32>) -> tensor<3xui32>
    %12 = stablehlo.divide %arg3, %11 : tensor<3xui32>
    %13 = stablehlo.constant dense<1.000000e+00> : tensor<f16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [] : (tensor<f16>) -> tensor<3xf16>
    %15 = stablehlo.add %arg4, %14 : tensor<3xf16>
    %16 = stablehlo.constant dense<2.000000e+00> : tensor<bf16>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<bf16>) -> tensor<3xbf16>
    %18 = stablehlo.multiply %arg5, %17 : tensor<3xbf16>
    %19 = stablehlo.constant dense<1> : tensor<ui8>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<ui8>) -> tensor<3xui8>
    %21 = stablehlo.and %arg6, %20 : tensor<3xui8>
    return %2, %5, %8, %12, %15, %18, %21 : tensor<3xi8>, tensor<3xi16>, tensor<3xui16>, tensor<3xui32>, tensor<3xf16>, tensor<3xbf16>, tensor<3xui8>
  }
}
