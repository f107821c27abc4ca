module @ops_not_emitted_by_jax attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 2 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<i1>, %arg2: tensor<f32>, %arg3: !stablehlo.token, %arg4: tensor<4xf32>, %arg5: tensor<3x4xf32>) -> (tensor<4x4xf32>, tensor<2x3x5xf32>, !stablehlo.token, tensor<2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi1>, tensor<ui32>, tensor<ui32>) {
    %0 = stablehlo.replica_id : tensor<ui32>
    %1 = stablehlo.partition_id : tensor<ui32>
    %2 = stablehlo.constant dense<[2, 3, 5]> : tensor<3xi64>
    %3 = stablehlo.rng %arg2, %arg2, %2, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<2x3x5xf32>
    %4 = stablehlo.after_all %arg3, %arg3 : !stablehlo.token
    %5 = stablehlo.broadcast %arg4, sizes = [2] : (tensor<4xf32>) -> tensor<2x4xf32>
    %6 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<4x4xf32>) -> tensor<i32>
    %7 = stablehlo.cholesky %arg0, lower = true : tensor<4x4xf32>
    %8 = "stablehlo.triangular_solve"(%7, %arg0) <{left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = false}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %9 = "stablehlo.if"(%arg1) ({
      stablehlo.return %8 : tensor<4x4xf32>
    }, {
      %20 = stablehlo.negate %8 : tensor<4x4xf32>
      stablehlo.return %20 : tensor<4x4xf32>
    }) : (tensor<i1>) -> tensor<4x4xf32>
    %10 = stablehlo.dot %9, %arg0, precision = [DEFAULT, HIGHEST] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %11 = stablehlo.dot_general %arg5, %10, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x4xf32>) -> tensor<3x4xf32>
    %12 = chlo.is_inf %arg4 : tensor<4xf32> -> tensor<4xi1>
    %13 = chlo.is_neg_inf %arg4 : tensor<4xf32> -> tensor<4xi1>
    %14 = chlo.is_pos_inf %arg4 : tensor<4xf32> -> tensor<4xi1>
    %15 = stablehlo.or %12, %13 : tensor<4xi1>
    %16 = stablehlo.or %15, %14 : tensor<4xi1>
    %17 = chlo.tan %arg4 : tensor<4xf32> -> tensor<4xf32>
    %18 = stablehlo.logistic %17 : tensor<4xf32>
    %19 = "stablehlo.collective_broadcast"(%18) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}> : (tensor<4xf32>) -> tensor<4xf32>
    return %10, %3, %4, %5, %6, %19, %16, %0, %1 : tensor<4x4xf32>, tensor<2x3x5xf32>, !stablehlo.token, tensor<2x4xf32>, tensor<i32>, tensor<4xf32>, tensor<4xi1>, tensor<ui32>, tensor<ui32>
  }
}
