// Ops that move no data or need no hand-computed values: barriers,
// tokens, ids, sharding annotations, single-process collectives, random
// number generators (determinism and ranges).

func.func @identity_like_ops() {
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<7> : tensor<i32>
  %b:2 = stablehlo.optimization_barrier %x, %y : tensor<2xf32>, tensor<i32>
  check.expect_eq_const %b#0, dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_eq_const %b#1, dense<7> : tensor<i32>
  %s = stablehlo.custom_call @Sharding(%x) {mhlo.sharding = "{replicated}"} : (tensor<2xf32>) -> tensor<2xf32>
  check.expect_eq_const %s, dense<[1.0, 2.0]> : tensor<2xf32>
  %p = stablehlo.partition_id : tensor<ui32>
  check.expect_eq_const %p, dense<0> : tensor<ui32>
  %r = stablehlo.replica_id : tensor<ui32>
  check.expect_eq_const %r, dense<0> : tensor<ui32>
  %t = stablehlo.after_all : !stablehlo.token
  %t2 = stablehlo.after_all %t, %t : !stablehlo.token
  func.return
}

// -----

// On one process a collective over groups of one device is the identity.
func.func @single_process_collectives() {
  %x = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %s = "stablehlo.all_reduce"(%x) <{replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %s, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %g = "stablehlo.all_gather"(%x) <{all_gather_dim = 0 : i64, replica_groups = dense<[[0]]> : tensor<1x1xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
  check.expect_eq_const %g, dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// rng_bit_generator is a pure function of its state: the same state gives
// the same bits, and the state advances.
func.func @rng_bit_generator_deterministic() {
  %st = stablehlo.constant dense<[42, 7]> : tensor<2xui64>
  %s1, %b1 = stablehlo.rng_bit_generator %st, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)
  %s2, %b2 = stablehlo.rng_bit_generator %st, algorithm = PHILOX : (tensor<2xui64>) -> (tensor<2xui64>, tensor<8xui32>)
  check.expect_eq %b1, %b2 : tensor<8xui32>
  check.expect_eq %s1, %s2 : tensor<2xui64>
  %same = stablehlo.compare EQ, %s1, %st, UNSIGNED : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xi1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %all_same = stablehlo.reduce(%same init: %f) applies stablehlo.and across dimensions = [0] : (tensor<2xi1>, tensor<i1>) -> tensor<i1>
  check.expect_eq_const %all_same, dense<false> : tensor<i1>
  func.return
}

// -----

// stablehlo.rng UNIFORM draws from [a, b).
func.func @rng_uniform_range() {
  %a = stablehlo.constant dense<-2.0> : tensor<f32>
  %b = stablehlo.constant dense<3.0> : tensor<f32>
  %shape = stablehlo.constant dense<[1000]> : tensor<1xi64>
  %x = stablehlo.rng %a, %b, %shape, distribution = UNIFORM : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<1000xf32>
  %inf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %lo = stablehlo.reduce(%x init: %inf) applies stablehlo.minimum across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
  %hi = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [0] : (tensor<1000xf32>, tensor<f32>) -> tensor<f32>
  %ge = stablehlo.compare GE, %lo, %a, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  %lt = stablehlo.compare LT, %hi, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const %ge, dense<true> : tensor<i1>
  check.expect_eq_const %lt, dense<true> : tensor<i1>
  // 1000 draws cover most of the interval.
  %spread = stablehlo.subtract %hi, %lo : tensor<f32>
  %four = stablehlo.constant dense<4.9> : tensor<f32>
  %wide = stablehlo.compare GT, %spread, %four, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const %wide, dense<true> : tensor<i1>
  func.return
}
