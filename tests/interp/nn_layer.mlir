// A small network layer end to end: dense (dot_general + bias), relu,
// softmax and cross-entropy, as JAX lowers them (broadcast_in_dim, reduce,
// exponential, log). h = x W + b = [2, 1, 1], so softmax(h) = [e, 1, 1] /
// (e + 2) and the loss for label 0 is log(e + 2) - 1.

func.func @dense_relu_softmax_xent() {
  %x = stablehlo.constant dense<[[1.0, 2.0]]> : tensor<1x2xf32>
  %w = stablehlo.constant dense<[[1.0, -1.0, 0.0], [0.5, 0.5, 1.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[0.0, 1.0, -1.0]> : tensor<3xf32>
  %xw = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x2xf32>, tensor<2x3xf32>) -> tensor<1x3xf32>
  %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
  %h = stablehlo.add %xw, %bb : tensor<1x3xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %zb = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
  %relu = stablehlo.maximum %h, %zb : tensor<1x3xf32>
  check.expect_eq_const %relu, dense<[[2.0, 1.0, 1.0]]> : tensor<1x3xf32>
  // log-softmax, stabilised by the row maximum
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %mx = stablehlo.reduce(%relu init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xf32>
  %mxb = stablehlo.broadcast_in_dim %mx, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
  %sh = stablehlo.subtract %relu, %mxb : tensor<1x3xf32>
  %ex = stablehlo.exponential %sh : tensor<1x3xf32>
  %sum = stablehlo.reduce(%ex init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<1xf32>
  %lse = stablehlo.log %sum : tensor<1xf32>
  %lseb = stablehlo.broadcast_in_dim %lse, dims = [0] : (tensor<1xf32>) -> tensor<1x3xf32>
  %logp = stablehlo.subtract %sh, %lseb : tensor<1x3xf32>
  check.expect_almost_eq_const %logp, dense<[[-0.5514447139320511, -1.551444713932051, -1.551444713932051]]> : tensor<1x3xf32>, tolerance = 1.0e-6
  %p = stablehlo.exponential %logp : tensor<1x3xf32>
  check.expect_almost_eq_const %p, dense<[[0.5761168847658291, 0.21194155761708544, 0.21194155761708544]]> : tensor<1x3xf32>, tolerance = 1.0e-6
  // cross-entropy against the one-hot label 0, built with iota + compare
  %label = stablehlo.constant dense<[0]> : tensor<1xi32>
  %lb = stablehlo.broadcast_in_dim %label, dims = [0] : (tensor<1xi32>) -> tensor<1x3xi32>
  %cls = stablehlo.iota dim = 1 : tensor<1x3xi32>
  %hot = stablehlo.compare EQ, %lb, %cls, SIGNED : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<1x3xi1>
  %onehot = stablehlo.convert %hot : (tensor<1x3xi1>) -> tensor<1x3xf32>
  %picked = stablehlo.multiply %onehot, %logp : tensor<1x3xf32>
  %nll = stablehlo.reduce(%picked init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x3xf32>, tensor<f32>) -> tensor<f32>
  %loss = stablehlo.negate %nll : tensor<f32>
  check.expect_almost_eq_const %loss, dense<0.5514447139320511> : tensor<f32>, tolerance = 1.0e-6
  func.return
}

// -----

// The gradient of the loss with respect to the logits is softmax - onehot:
// checked through the sum of the gradient (0) and its first entry.
func.func @softmax_gradient_sums_to_zero() {
  %p = stablehlo.constant dense<[0.5761168847658291, 0.21194155761708544, 0.21194155761708544]> : tensor<3xf64>
  %y = stablehlo.constant dense<[1.0, 0.0, 0.0]> : tensor<3xf64>
  %g = stablehlo.subtract %p, %y : tensor<3xf64>
  %z = stablehlo.constant dense<0.0> : tensor<f64>
  %s = stablehlo.reduce(%g init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xf64>, tensor<f64>) -> tensor<f64>
  check.expect_almost_eq_const %s, dense<0.0> : tensor<f64>, tolerance = 1.0e-15
  func.return
}
