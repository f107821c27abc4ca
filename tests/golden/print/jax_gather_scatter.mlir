module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<2xi32>) -> (tensor<2x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<4x8xf32> {jax.result_info = "result[2]"}, tensor<4x8xf32> {jax.result_info = "result[3]"}, tensor<4x1xf32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %2 = stablehlo.compare LT, %arg1, %1, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %3 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<2xi32>
    %6 = stablehlo.select %2, %5, %arg1 : tensor<2xi1>, tensor<2xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %8 = "stablehlo.gather"(%arg0, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<4x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>
    %9 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %11 = stablehlo.compare LT, %arg1, %10, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %12 = stablehlo.constant dense<4> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %14 = stablehlo.add %arg1, %13 : tensor<2xi32>
    %15 = stablehlo.select %11, %14, %arg1 : tensor<2xi1>, tensor<2xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %19 = "stablehlo.scatter"(%arg0, %16, %18) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %66 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %66 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<2x1xi32>, tensor<2x8xf32>) -> tensor<4x8xf32>
    %20 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %22 = stablehlo.compare LT, %arg1, %21, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %23 = stablehlo.constant dense<4> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %25 = stablehlo.add %arg1, %24 : tensor<2xi32>
    %26 = stablehlo.select %22, %25, %arg1 : tensor<2xi1>, tensor<2xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<2x8xf32>
    %30 = "stablehlo.scatter"(%arg0, %27, %29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      stablehlo.return %arg3 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<2x1xi32>, tensor<2x8xf32>) -> tensor<4x8xf32>
    %31 = stablehlo.constant dense<0> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %33 = stablehlo.compare LT, %arg1, %32, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
    %34 = stablehlo.constant dense<8> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %36 = stablehlo.add %arg1, %35 : tensor<2xi32>
    %37 = stablehlo.select %33, %36, %arg1 : tensor<2xi1>, tensor<2xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32>
    %39 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<4x2xf32>
    %41 = "stablehlo.scatter"(%arg0, %38, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %66 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
      stablehlo.return %66 : tensor<f32>
    }) : (tensor<4x8xf32>, tensor<2x1xi32>, tensor<4x2xf32>) -> tensor<4x8xf32>
    %42 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %44 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %46 = stablehlo.compare LT, %43, %45, SIGNED : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %47 = stablehlo.constant dense<8> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %49 = stablehlo.add %43, %48 : tensor<4x1xi32>
    %50 = stablehlo.select %46, %49, %43 : tensor<4x1xi1>, tensor<4x1xi32>
    %51 = stablehlo.reshape %50 : (tensor<4x1xi32>) -> tensor<4x1x1xi32>
    %52 = stablehlo.constant dense<7> : tensor<1xi32>
    %53 = stablehlo.constant dense<0> : tensor<i32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [] : (tensor<i32>) -> tensor<4x1x1xi32>
    %55 = stablehlo.compare GE, %51, %54, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %56 = stablehlo.broadcast_in_dim %52, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x1x1xi32>
    %58 = stablehlo.compare LE, %51, %57, SIGNED : (tensor<4x1x1xi32>, tensor<4x1x1xi32>) -> tensor<4x1x1xi1>
    %59 = stablehlo.and %55, %58 : tensor<4x1x1xi1>
    %60 = stablehlo.constant dense<true> : tensor<i1>
    %61 = stablehlo.reduce(%59 init: %60) applies stablehlo.and across dimensions = [2] : (tensor<4x1x1xi1>, tensor<i1>) -> tensor<4x1xi1>
    %62 = "stablehlo.gather"(%arg0, %51) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<4x1x1xi32>) -> tensor<4x1xf32>
    %63 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %65 = stablehlo.select %61, %62, %64 : tensor<4x1xi1>, tensor<4x1xf32>
    return %8, %19, %30, %41, %65 : tensor<2x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x1xf32>
  }
}
