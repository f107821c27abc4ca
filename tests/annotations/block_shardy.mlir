module @jit_block attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg4: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x16x32xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x32xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %12 = stablehlo.subtract %arg0, %11 : tensor<8x16x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x16x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x16x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x16x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x16x32xf32>
    %21 = stablehlo.dot_general %20, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x128xf32>) -> tensor<8x16x128xf32>
    %22 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %24 = stablehlo.add %21, %23 : tensor<8x16x128xf32>
    %25 = stablehlo.multiply %24, %24 : tensor<8x16x128xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8x16x128xf32>
    %cst_4 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<8x16x128xf32>
    %29 = stablehlo.add %24, %28 : tensor<8x16x128xf32>
    %cst_5 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x16x128xf32>
    %32 = stablehlo.tanh %31 : tensor<8x16x128xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %34 = stablehlo.add %33, %32 : tensor<8x16x128xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<8x16x128xf32>
    %37 = stablehlo.multiply %24, %36 : tensor<8x16x128xf32>
    %38 = stablehlo.dot_general %37, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %39 = stablehlo.add %arg0, %38 : tensor<8x16x32xf32>
    return %39 : tensor<8x16x32xf32>
  }
}
