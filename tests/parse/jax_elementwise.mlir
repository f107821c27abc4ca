// Real JAX 0.10.2 output: elementwise, shape and reduction ops; chlo ops.
module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<8x4xf32> {jax.result_info = "result[2]"}, tensor<2x4xf32> {jax.result_info = "result[3]"}, tensor<7x11xf32> {jax.result_info = "result[4]"}, tensor<8x8xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}, tensor<4x8xf32> {jax.result_info = "result[7]"}, tensor<4x8xbf16> {jax.result_info = "result[8]"}, tensor<4xi32> {jax.result_info = "result[9]"}, tensor<4x8xf32> {jax.result_info = "result[10]"}, tensor<4x8xf32> {jax.result_info = "result[11]"}, tensor<4x8xf32> {jax.result_info = "result[12]"}, tensor<4x8xi32> {jax.result_info = "result[13]"}, tensor<4x8xi32> {jax.result_info = "result[14]"}, tensor<4x8xi32> {jax.result_info = "result[15]"}, tensor<4x8xf32> {jax.result_info = "result[16]"}, tensor<4x8xf32> {jax.result_info = "result[17]"}, tensor<4x8xf32> {jax.result_info = "result[18]"}, tensor<4x8xf32> {jax.result_info = "result[19]"}, tensor<4x8xf32> {jax.result_info = "result[20]"}, tensor<4x8xf32> {jax.result_info = "result[21]"}, tensor<4x8xf32> {jax.result_info = "result[22]"}, tensor<4x8xf32> {jax.result_info = "result[23]"}, tensor<4x8xf32> {jax.result_info = "result[24]"}, tensor<4x8xi32> {jax.result_info = "result[25]"}, tensor<2x2xf32> {jax.result_info = "result[26]"}, tensor<4x8xf32> {jax.result_info = "result[27]"}, tensor<4x8xi1> {jax.result_info = "result[28]"}, tensor<4x8xf16> {jax.result_info = "result[29]"}, tensor<4x8xi1> {jax.result_info = "result[30]"}, tensor<4x8xf32> {jax.result_info = "result[31]"}, tensor<4x8xf32> {jax.result_info = "result[32]"}, tensor<4x8xf32> {jax.result_info = "result[33]"}, tensor<4x8xf32> {jax.result_info = "result[34]"}, tensor<4x8xf32> {jax.result_info = "result[35]"}, tensor<4x8xf32> {jax.result_info = "result[36]"}, tensor<4x8xf32> {jax.result_info = "result[37]"}, tensor<4x8xf32> {jax.result_info = "result[38]"}, tensor<4x8xf32> {jax.result_info = "result[39]"}, tensor<4x8xf32> {jax.result_info = "result[40]"}, tensor<4x8xf32> {jax.result_info = "result[41]"}, tensor<4x8xi1> {jax.result_info = "result[42]"}, tensor<4x8xi1> {jax.result_info = "result[43]"}, tensor<4x8xi1> {jax.result_info = "result[44]"}, tensor<4x8xui8> {jax.result_info = "result[45]"}, tensor<4x8xi8> {jax.result_info = "result[46]"}, tensor<f32> {jax.result_info = "result[47]"}, tensor<8xf32> {jax.result_info = "result[48]"}, tensor<f32> {jax.result_info = "result[49]"}, tensor<i1> {jax.result_info = "result[50]"}, tensor<i1> {jax.result_info = "result[51]"}, tensor<4xi32> {jax.result_info = "result[52]"}, tensor<4x8xf32> {jax.result_info = "result[53]"}, tensor<4x8xf32> {jax.result_info = "result[54]"}, tensor<4x8xf32> {jax.result_info = "result[55]"}, tensor<4x8xf32> {jax.result_info = "result[56]"}, tensor<4x8xf32> {jax.result_info = "result[57]"}, tensor<4x8xf32> {jax.result_info = "result[58]"}, tensor<4x8xf32> {jax.result_info = "result[59]"}, tensor<4x8xi1> {jax.result_info = "result[60]"}, tensor<4x8xi1> {jax.result_info = "result[61]"}, tensor<4x8xf32> {jax.result_info = "result[62]"}, tensor<8x4xf32> {jax.result_info = "result[63]"}, tensor<3x4x8xf32> {jax.result_info = "result[64]"}, tensor<1x4x8xf32> {jax.result_info = "result[65]"}, tensor<4x8xi32> {jax.result_info = "result[66]"}, tensor<4x8xui32> {jax.result_info = "result[67]"}, tensor<4x8xf32> {jax.result_info = "result[68]"}, tensor<4x8xi32> {jax.result_info = "result[69]"}, tensor<4x8xf32> {jax.result_info = "result[70]"}, tensor<4x8xf32> {jax.result_info = "result[71]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @clip(%arg0, %cst, %cst_0) : (tensor<4x8xf32>, tensor<f32>, tensor<f32>) -> tensor<4x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.compare GT, %arg0, %1, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = call @_where(%2, %arg0, %cst_2) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %5 = stablehlo.slice %arg0 [1:3, 0:8:2] : (tensor<4x8xf32>) -> tensor<2x4xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6 = call @_pad(%arg0, %c) : (tensor<4x8xf32>, tensor<i32>) -> tensor<7x11xf32>
    %7 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %8 = call @_flip(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%arg0 init: %cst_3) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<4xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<4x8xf32>
    %15 = stablehlo.exponential %14 : tensor<4x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_5) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %19 = stablehlo.divide %15, %18 : tensor<4x8xf32>
    %20 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %21 = stablehlo.iota dim = 0 : tensor<4xi32>
    %22 = chlo.erf_inv %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %23 = chlo.lgamma %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %24 = call @round(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %25 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %27 = stablehlo.shift_right_arithmetic %25, %26 : tensor<4x8xi32>
    %28 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %29 = stablehlo.popcnt %28 : tensor<4x8xi32>
    %30 = stablehlo.bitcast_convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = call @remainder(%arg0, %cst_7) : (tensor<4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %cst_8 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %33 = stablehlo.power %arg0, %32 : tensor<4x8xf32>
    %34 = stablehlo.atan2 %arg0, %arg0 : tensor<4x8xf32>
    %35 = stablehlo.cbrt %arg0 : tensor<4x8xf32>
    %36 = stablehlo.log_plus_one %arg0 : tensor<4x8xf32>
    %37 = stablehlo.exponential_minus_one %arg0 : tensor<4x8xf32>
    %38 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4x8xf32>
    %39 = stablehlo.tan %arg0 : tensor<4x8xf32>
    %40 = stablehlo.sign %arg0 : tensor<4x8xf32>
    %41 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %42 = stablehlo.count_leading_zeros %41 : tensor<4x8xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %43 = stablehlo.dynamic_slice %arg0, %c_9, %c_10, sizes = [2, 2] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %c_12 = stablehlo.constant dense<1> : tensor<i32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %45 = stablehlo.dynamic_update_slice %arg0, %44, %c_12, %c_13 : (tensor<4x8xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    %46 = stablehlo.is_finite %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %47 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf16>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %48 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f16>) -> tensor<4x8xf16>
    %49 = stablehlo.multiply %48, %47 : tensor<4x8xf16>
    %50 = call @isinf(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %51 = chlo.acos %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %52 = chlo.cosh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %53 = chlo.digamma %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %54 = chlo.erf %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %55 = chlo.next_after %arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
    %56 = chlo.bessel_i1e %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %57 = chlo.asinh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %58 = chlo.square %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %59 = stablehlo.floor %arg0 : tensor<4x8xf32>
    %60 = stablehlo.ceil %arg0 : tensor<4x8xf32>
    %61 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %62 = stablehlo.exponential %61 : tensor<4x8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %64 = stablehlo.add %63, %62 : tensor<4x8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %66 = stablehlo.divide %65, %64 : tensor<4x8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %68 = stablehlo.compare GT, %arg0, %67, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %69 = stablehlo.not %68 : tensor<4x8xi1>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %71 = stablehlo.compare GT, %arg0, %70, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %73 = stablehlo.compare LT, %arg0, %72, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %74 = stablehlo.or %71, %73 : tensor<4x8xi1>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %76 = stablehlo.compare GT, %arg0, %75, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %78 = stablehlo.compare LT, %arg0, %77, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %79 = stablehlo.xor %76, %78 : tensor<4x8xi1>
    %80 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xui8>
    %c_22 = stablehlo.constant dense<2> : tensor<ui8>
    %81 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<ui8>) -> tensor<4x8xui8>
    %82 = stablehlo.shift_left %80, %81 : tensor<4x8xui8>
    %83 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi8>
    %84 = stablehlo.abs %83 : tensor<4x8xi8>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = stablehlo.reduce(%arg0 init: %cst_23) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_24 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %86 = stablehlo.reduce(%arg0 init: %cst_24) applies stablehlo.minimum across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%arg0 init: %cst_25) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %89 = stablehlo.compare GT, %arg0, %88, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %c_27 = stablehlo.constant dense<false> : tensor<i1>
    %90 = stablehlo.reduce(%89 init: %c_27) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<i1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %92 = stablehlo.compare GT, %arg0, %91, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.reduce(%92 init: %c_29) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<i1>
    %94 = call @argmax(%arg0) : (tensor<4x8xf32>) -> tensor<4xi32>
    %95 = chlo.asin %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %96 = chlo.atan %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %97 = call @arccosh(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf32>
    %98 = chlo.atanh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %99 = chlo.sinh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %101 = chlo.polygamma %100, %arg0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
    %102 = chlo.zeta %arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %104 = stablehlo.compare EQ, %arg0, %103, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_32 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %106 = stablehlo.compare EQ, %arg0, %105, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %107 = stablehlo.rsqrt %arg0 : tensor<4x8xf32>
    %108 = stablehlo.reshape %arg0 : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %109 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<3x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %111 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %c_33 = stablehlo.constant dense<3> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %113 = stablehlo.remainder %111, %112 : tensor<4x8xi32>
    %114 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xui32>
    %c_34 = stablehlo.constant dense<2> : tensor<ui32>
    %115 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %116 = stablehlo.shift_right_logical %114, %115 : tensor<4x8xui32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %118 = stablehlo.maximum %arg0, %117 : tensor<4x8xf32>
    %119 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %c_36 = stablehlo.constant dense<2> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %121 = stablehlo.maximum %119, %120 : tensor<4x8xi32>
    %122 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %cst_37 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %124 = stablehlo.multiply %123, %arg0 : tensor<4x8xf32>
    %125 = stablehlo.exponential %124 : tensor<4x8xf32>
    return %0, %3, %4, %5, %6, %7, %8, %19, %20, %21, %22, %23, %24, %27, %29, %30, %31, %33, %34, %35, %36, %37, %38, %39, %40, %42, %43, %45, %46, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %66, %69, %74, %79, %82, %84, %85, %86, %87, %90, %93, %94, %95, %96, %97, %98, %99, %101, %102, %104, %106, %107, %108, %109, %110, %113, %116, %118, %121, %122, %125 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<2x4xf32>, tensor<7x11xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xbf16>, tensor<4xi32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xf16>, tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xui8>, tensor<4x8xi8>, tensor<f32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<4xi32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<3x4x8xf32>, tensor<1x4x8xf32>, tensor<4x8xi32>, tensor<4x8xui32>, tensor<4x8xf32>, tensor<4x8xi32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
  func.func private @clip(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x8xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x8xf32>
    return %5 : tensor<4x8xf32>
  }
  func.func private @_where(%arg0: tensor<4x8xi1>, %arg1: tensor<4x8xf32>, %arg2: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<4x8xi1>, tensor<4x8xf32>
    return %2 : tensor<4x8xf32>
  }
  func.func private @_pad(%arg0: tensor<4x8xf32>, %arg1: tensor<i32>) -> tensor<7x11xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [2, 3], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<7x11xf32>
    return %1 : tensor<7x11xf32>
  }
  func.func private @_flip(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.reverse %arg0, dims = [0] : tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @round(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
  func.func private @remainder(%arg0: tensor<4x8xf32>, %arg1: tensor<f32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<4x8xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<4x8xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
    %10 = stablehlo.and %9, %4 : tensor<4x8xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %12 = stablehlo.add %2, %11 : tensor<4x8xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %13 : tensor<4x8xf32>
  }
  func.func private @isinf(%arg0: tensor<4x8xf32>) -> tensor<4x8xi1> {
    %0 = stablehlo.abs %arg0 : tensor<4x8xf32>
    %cst = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %2 = stablehlo.compare EQ, %0, %1, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    return %2 : tensor<4x8xi1>
  }
  func.func private @argmax(%arg0: tensor<4x8xf32>) -> tensor<4xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<4x8xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<4xi32>
  }
  func.func private @arccosh(%arg0: tensor<4x8xf32>) -> tensor<4x8xf32> {
    %0 = chlo.acosh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}
