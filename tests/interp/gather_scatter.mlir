// gather (start indices are clamped so the slice stays in bounds) and
// scatter (update windows that do not fit are skipped, duplicate indices
// combine through the update computation). The operand holds 10 r + c.

func.func @gather_rows() {
  %x = stablehlo.constant dense<[[0, 1, 2], [10, 11, 12], [20, 21, 22], [30, 31, 32]]> : tensor<4x3xi32>
  %i = stablehlo.constant dense<[[2], [0], [5], [-1]]> : tensor<4x1xi32>
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<4x3xi32>, tensor<4x1xi32>) -> tensor<4x3xi32>
  check.expect_eq_const %g, dense<[[20, 21, 22], [0, 1, 2], [30, 31, 32], [0, 1, 2]]> : tensor<4x3xi32>
  func.return
}

// -----

func.func @gather_2d_windows_clamped() {
  %x = stablehlo.constant dense<[[0, 1, 2, 3], [10, 11, 12, 13], [20, 21, 22, 23]]> : tensor<3x4xi32>
  %i = stablehlo.constant dense<[[1, 2], [2, 3], [0, 0]]> : tensor<3x2xi32>
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 2, 2>}> : (tensor<3x4xi32>, tensor<3x2xi32>) -> tensor<3x2x2xi32>
  check.expect_eq_const %g, dense<[[[12, 13], [22, 23]], [[12, 13], [22, 23]], [[0, 1], [10, 11]]]> : tensor<3x2x2xi32>
  func.return
}

// -----

// take_along_axis style: a column per row, the index vector in a
// trailing dimension of size 1, the row from operand batching dims.
func.func @gather_batching_dims() {
  %x = stablehlo.constant dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %g = "stablehlo.gather"(%x, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2xi32>
  check.expect_eq_const %g, dense<[2, 10]> : tensor<2xi32>
  func.return
}

// -----

func.func @scatter_add_duplicates_and_out_of_bounds() {
  %x = stablehlo.constant dense<0.0> : tensor<5xf32>
  %i = stablehlo.constant dense<[[1], [3], [1], [7], [-1]]> : tensor<5x1xi32>
  %u = stablehlo.constant dense<[1.0, 2.0, 10.0, 100.0, 1000.0]> : tensor<5xf32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<5xf32>, tensor<5x1xi32>, tensor<5xf32>) -> tensor<5xf32>
  check.expect_eq_const %s, dense<[0.0, 11.0, 0.0, 2.0, 0.0]> : tensor<5xf32>
  func.return
}

// -----

// Row updates: a window of width 2 starting at column 1 fits a 3-column
// operand, one starting at column 2 does not and is skipped whole.
func.func @scatter_windows() {
  %x = stablehlo.constant dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>
  %i = stablehlo.constant dense<[[1, 1], [0, 2], [0, 0]]> : tensor<3x2xi32>
  %u = stablehlo.constant dense<[[-1, -2], [-3, -4], [-5, -6]]> : tensor<3x2xi32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) : (tensor<2x3xi32>, tensor<3x2xi32>, tensor<3x2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %s, dense<[[-5, -6, 2], [10, -1, -2]]> : tensor<2x3xi32>
  // The operand is not modified.
  check.expect_eq_const %x, dense<[[0, 1, 2], [10, 11, 12]]> : tensor<2x3xi32>
  func.return
}

// -----

// A scatter with a general body (multiply) and a 2-D operand.
func.func @scatter_multiply() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %i = stablehlo.constant dense<[[0, 1], [1, 0], [0, 1]]> : tensor<3x2xi64>
  %u = stablehlo.constant dense<[10.0, 0.5, 3.0]> : tensor<3xf32>
  %s = "stablehlo.scatter"(%x, %i, %u) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %r = stablehlo.multiply %a, %b : tensor<f32>
    stablehlo.return %r : tensor<f32>
  }) : (tensor<2x2xf32>, tensor<3x2xi64>, tensor<3xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %s, dense<[[1.0, 60.0], [1.5, 4.0]]> : tensor<2x2xf32>
  func.return
}
