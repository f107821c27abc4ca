// EXPECT: FAIL main: tests/interp/fail/model_check.mlir:9:3: check.expect_eq_const at [0]: got 0, expected 1; 3 of 3 elements differ
// A model (a function with arguments) that checks an invariant: a failed
// check fails the run (exit 1) after its outputs are reported.
func.func @main(%x: tensor<3xf32> {jax.arg_info = "x"}) -> (tensor<3xf32> {jax.result_info = "zero"}) {
  %0 = stablehlo.constant dense<0.0> : tensor<3xf32>
  %1 = stablehlo.multiply %x, %0 : tensor<3xf32>
  %2 = stablehlo.abs %1 : tensor<3xf32>
  check.expect_almost_eq_const %2, dense<0.0> : tensor<3xf32>
  check.expect_eq_const %2, dense<1.0> : tensor<3xf32>
  return %2 : tensor<3xf32>
}
