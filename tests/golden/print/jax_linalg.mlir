module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x4xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %3 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %4 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %6 = stablehlo.add %2, %5 : tensor<4x4xi32>
    %7 = stablehlo.compare EQ, %6, %3, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %8 = stablehlo.convert %7 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %9 = stablehlo.add %1, %8 : tensor<4x4xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = stablehlo.add %9, %10 : tensor<4x4xf32>
    %12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %14 = stablehlo.divide %11, %13 : tensor<4x4xf32>
    %15:2 = stablehlo.custom_call @lapack_spotrf_ffi(%14) {backend_config = "", mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], []) {i=4, j=4, k=4, l=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<i32>)
    %16 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<i32>) -> tensor<i32>
    %18 = stablehlo.compare EQ, %15#1, %17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %20 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %22 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %23 = stablehlo.select %22, %15#0, %21 : tensor<4x4xi1>, tensor<4x4xf32>
    %24 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %25 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %27 = stablehlo.add %24, %26 : tensor<4x4xi32>
    %28 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %29 = stablehlo.compare GE, %27, %28, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %32 = stablehlo.select %29, %23, %31 : tensor<4x4xi1>, tensor<4x4xf32>
    %33 = stablehlo.iota dim = 0 : tensor<4x4xi32>
    %34 = stablehlo.iota dim = 1 : tensor<4x4xi32>
    %35 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %37 = stablehlo.add %33, %36 : tensor<4x4xi32>
    %38 = stablehlo.compare EQ, %37, %34, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %39 = stablehlo.convert %38 : (tensor<4x4xi1>) -> tensor<4x4xf32>
    %40 = stablehlo.custom_call @lapack_strsm_ffi(%39, %arg0) {backend_config = "", mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=4, j=4, k=4, l=8, m=4, n=8}, custom>} : (tensor<4x4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    return %32, %40 : tensor<4x4xf32>, tensor<4x8xf32>
  }
}
