module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x8xf32>) -> (tensor<4x8xf32> {jax.result_info = "result[0]"}, tensor<4x8xf32> {jax.result_info = "result[1]"}, tensor<8x4xf32> {jax.result_info = "result[2]"}, tensor<2x4xf32> {jax.result_info = "result[3]"}, tensor<7x11xf32> {jax.result_info = "result[4]"}, tensor<8x8xf32> {jax.result_info = "result[5]"}, tensor<4x8xf32> {jax.result_info = "result[6]"}, tensor<4x8xf32> {jax.result_info = "result[7]"}, tensor<4x8xbf16> {jax.result_info = "result[8]"}, tensor<4xi32> {jax.result_info = "result[9]"}, tensor<4x8xf32> {jax.result_info = "result[10]"}, tensor<4x8xf32> {jax.result_info = "result[11]"}, tensor<4x8xf32> {jax.result_info = "result[12]"}, tensor<4x8xi32> {jax.result_info = "result[13]"}, tensor<4x8xi32> {jax.result_info = "result[14]"}, tensor<4x8xi32> {jax.result_info = "result[15]"}, tensor<4x8xf32> {jax.result_info = "result[16]"}, tensor<4x8xf32> {jax.result_info = "result[17]"}, tensor<4x8xf32> {jax.result_info = "result[18]"}, tensor<4x8xf32> {jax.result_info = "result[19]"}, tensor<4x8xf32> {jax.result_info = "result[20]"}, tensor<4x8xf32> {jax.result_info = "result[21]"}, tensor<4x8xf32> {jax.result_info = "result[22]"}, tensor<4x8xf32> {jax.result_info = "result[23]"}, tensor<4x8xf32> {jax.result_info = "result[24]"}, tensor<4x8xi32> {jax.result_info = "result[25]"}, tensor<2x2xf32> {jax.result_info = "result[26]"}, tensor<4x8xf32> {jax.result_info = "result[27]"}, tensor<4x8xi1> {jax.result_info = "result[28]"}, tensor<4x8xf16> {jax.result_info = "result[29]"}, tensor<4x8xi1> {jax.result_info = "result[30]"}, tensor<4x8xf32> {jax.result_info = "result[31]"}, tensor<4x8xf32> {jax.result_info = "result[32]"}, tensor<4x8xf32> {jax.result_info = "result[33]"}, tensor<4x8xf32> {jax.result_info = "result[34]"}, tensor<4x8xf32> {jax.result_info = "result[35]"}, tensor<4x8xf32> {jax.result_info = "result[36]"}, tensor<4x8xf32> {jax.result_info = "result[37]"}, tensor<4x8xf32> {jax.result_info = "result[38]"}, tensor<4x8xf32> {jax.result_info = "result[39]"}, tensor<4x8xf32> {jax.result_info = "result[40]"}, tensor<4x8xf32> {jax.result_info = "result[41]"}, tensor<4x8xi1> {jax.result_info = "result[42]"}, tensor<4x8xi1> {jax.result_info = "result[43]"}, tensor<4x8xi1> {jax.result_info = "result[44]"}, tensor<4x8xui8> {jax.result_info = "result[45]"}, tensor<4x8xi8> {jax.result_info = "result[46]"}, tensor<f32> {jax.result_info = "result[47]"}, tensor<8xf32> {jax.result_info = "result[48]"}, tensor<f32> {jax.result_info = "result[49]"}, tensor<i1> {jax.result_info = "result[50]"}, tensor<i1> {jax.result_info = "result[51]"}, tensor<4xi32> {jax.result_info = "result[52]"}, tensor<4x8xf32> {jax.result_info = "result[53]"}, tensor<4x8xf32> {jax.result_info = "result[54]"}, tensor<4x8xf32> {jax.result_info = "result[55]"}, tensor<4x8xf32> {jax.result_info = "result[56]"}, tensor<4x8xf32> {jax.result_info = "result[57]"}, tensor<4x8xf32> {jax.result_info = "result[58]"}, tensor<4x8xf32> {jax.result_info = "result[59]"}, tensor<4x8xi1> {jax.result_info = "result[60]"}, tensor<4x8xi1> {jax.result_info = "result[61]"}, tensor<4x8xf32> {jax.result_info = "result[62]"}, tensor<8x4xf32> {jax.result_info = "result[63]"}, tensor<3x4x8xf32> {jax.result_info = "result[64]"}, tensor<1x4x8xf32> {jax.result_info = "result[65]"}, tensor<4x8xi32> {jax.result_info = "result[66]"}, tensor<4x8xui32> {jax.result_info = "result[67]"}, tensor<4x8xf32> {jax.result_info = "result[68]"}, tensor<4x8xi32> {jax.result_info = "result[69]"}, tensor<4x8xf32> {jax.result_info = "result[70]"}, tensor<4x8xf32> {jax.result_info = "result[71]"}) {
    %0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.convert %0 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %4 = stablehlo.maximum %3, %arg0 : tensor<4x8xf32>
    %5 = stablehlo.convert %1 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %7 = stablehlo.minimum %6, %4 : tensor<4x8xf32>
    %8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %10 = stablehlo.compare GT, %arg0, %9, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.convert %11 : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %14 = stablehlo.select %10, %arg0, %13 : tensor<4x8xi1>, tensor<4x8xf32>
    %15 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %16 = stablehlo.slice %arg0 [1:3, 0:8:2] : (tensor<4x8xf32>) -> tensor<2x4xf32>
    %17 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.convert %17 : (tensor<i32>) -> tensor<f32>
    %19 = stablehlo.pad %arg0, %18, low = [1, 0], high = [2, 3], interior = [0, 0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<7x11xf32>
    %20 = stablehlo.concatenate %arg0, %arg0, dim = 0 : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<8x8xf32>
    %21 = stablehlo.reverse %arg0, dims = [0] : tensor<4x8xf32>
    %22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.reduce(%arg0 init: %22) applies stablehlo.maximum across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %26 = stablehlo.maximum %25, %23 : tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %29 = stablehlo.subtract %arg0, %28 : tensor<4x8xf32>
    %30 = stablehlo.exponential %29 : tensor<4x8xf32>
    %31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%30 init: %31) applies stablehlo.add across dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %35 = stablehlo.divide %30, %34 : tensor<4x8xf32>
    %36 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xbf16>
    %37 = stablehlo.iota dim = 0 : tensor<4xi32>
    %38 = chlo.erf_inv %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %39 = chlo.lgamma %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %40 = stablehlo.round_nearest_even %arg0 : tensor<4x8xf32>
    %41 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %42 = stablehlo.constant dense<1> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %44 = stablehlo.shift_right_arithmetic %41, %43 : tensor<4x8xi32>
    %45 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %46 = stablehlo.popcnt %45 : tensor<4x8xi32>
    %47 = stablehlo.bitcast_convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %49 = stablehlo.convert %48 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %51 = stablehlo.remainder %arg0, %50 : tensor<4x8xf32>
    %52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %54 = stablehlo.compare NE, %51, %53, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %57 = stablehlo.compare LT, %51, %56, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.compare LT, %49, %58, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<i1>) -> tensor<4x8xi1>
    %61 = stablehlo.compare NE, %57, %60, UNSIGNED : (tensor<4x8xi1>, tensor<4x8xi1>) -> tensor<4x8xi1>
    %62 = stablehlo.and %61, %54 : tensor<4x8xi1>
    %63 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %64 = stablehlo.add %51, %63 : tensor<4x8xf32>
    %65 = stablehlo.select %62, %64, %51 : tensor<4x8xi1>, tensor<4x8xf32>
    %66 = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %68 = stablehlo.power %arg0, %67 : tensor<4x8xf32>
    %69 = stablehlo.atan2 %arg0, %arg0 : tensor<4x8xf32>
    %70 = stablehlo.cbrt %arg0 : tensor<4x8xf32>
    %71 = stablehlo.log_plus_one %arg0 : tensor<4x8xf32>
    %72 = stablehlo.exponential_minus_one %arg0 : tensor<4x8xf32>
    %73 = stablehlo.reduce_precision %arg0, format = e5m10 : tensor<4x8xf32>
    %74 = stablehlo.tan %arg0 : tensor<4x8xf32>
    %75 = stablehlo.sign %arg0 : tensor<4x8xf32>
    %76 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %77 = stablehlo.count_leading_zeros %76 : tensor<4x8xi32>
    %78 = stablehlo.constant dense<1> : tensor<i32>
    %79 = stablehlo.constant dense<2> : tensor<i32>
    %80 = stablehlo.dynamic_slice %arg0, %78, %79, sizes = [2, 2] : (tensor<4x8xf32>, tensor<i32>, tensor<i32>) -> tensor<2x2xf32>
    %81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
    %83 = stablehlo.constant dense<1> : tensor<i32>
    %84 = stablehlo.constant dense<2> : tensor<i32>
    %85 = stablehlo.dynamic_update_slice %arg0, %82, %83, %84 : (tensor<4x8xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x8xf32>
    %86 = stablehlo.is_finite %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi1>
    %87 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xf16>
    %88 = stablehlo.constant dense<2.000000e+00> : tensor<f16>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f16>) -> tensor<4x8xf16>
    %90 = stablehlo.multiply %89, %87 : tensor<4x8xf16>
    %91 = stablehlo.abs %arg0 : tensor<4x8xf32>
    %92 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %94 = stablehlo.compare EQ, %91, %93, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %95 = chlo.acos %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %96 = chlo.cosh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %97 = chlo.digamma %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %98 = chlo.erf %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %99 = chlo.next_after %arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
    %100 = chlo.bessel_i1e %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %101 = chlo.asinh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %102 = chlo.square %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %103 = stablehlo.floor %arg0 : tensor<4x8xf32>
    %104 = stablehlo.ceil %arg0 : tensor<4x8xf32>
    %105 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %106 = stablehlo.exponential %105 : tensor<4x8xf32>
    %107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %109 = stablehlo.add %108, %106 : tensor<4x8xf32>
    %110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %112 = stablehlo.divide %111, %109 : tensor<4x8xf32>
    %113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %115 = stablehlo.compare GT, %arg0, %114, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %116 = stablehlo.not %115 : tensor<4x8xi1>
    %117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %119 = stablehlo.compare GT, %arg0, %118, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %122 = stablehlo.compare LT, %arg0, %121, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %123 = stablehlo.or %119, %122 : tensor<4x8xi1>
    %124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %126 = stablehlo.compare GT, %arg0, %125, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %129 = stablehlo.compare LT, %arg0, %128, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %130 = stablehlo.xor %126, %129 : tensor<4x8xi1>
    %131 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xui8>
    %132 = stablehlo.constant dense<2> : tensor<ui8>
    %133 = stablehlo.broadcast_in_dim %132, dims = [] : (tensor<ui8>) -> tensor<4x8xui8>
    %134 = stablehlo.shift_left %131, %133 : tensor<4x8xui8>
    %135 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi8>
    %136 = stablehlo.abs %135 : tensor<4x8xi8>
    %137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.reduce(%arg0 init: %137) applies stablehlo.maximum across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %139 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %140 = stablehlo.reduce(%arg0 init: %139) applies stablehlo.minimum across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%arg0 init: %141) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<f32>
    %143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %145 = stablehlo.compare GT, %arg0, %144, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %146 = stablehlo.constant dense<false> : tensor<i1>
    %147 = stablehlo.reduce(%145 init: %146) applies stablehlo.or across dimensions = [0, 1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<i1>
    %148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %150 = stablehlo.compare GT, %arg0, %149, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %151 = stablehlo.constant dense<true> : tensor<i1>
    %152 = stablehlo.reduce(%150 init: %151) applies stablehlo.and across dimensions = [0, 1] : (tensor<4x8xi1>, tensor<i1>) -> tensor<i1>
    %153 = stablehlo.iota dim = 1 : tensor<4x8xi32>
    %154 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155 = stablehlo.constant dense<0> : tensor<i32>
    %156:2 = stablehlo.reduce(%arg0 init: %154), (%153 init: %155) across dimensions = [1] : (tensor<4x8xf32>, tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %196 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %197 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %198 = stablehlo.or %196, %197 : tensor<i1>
      %199 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %200 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %201 = stablehlo.and %199, %200 : tensor<i1>
      %202 = stablehlo.or %198, %201 : tensor<i1>
      %203 = stablehlo.select %198, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %204 = stablehlo.select %202, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %203, %204 : tensor<f32>, tensor<i32>
    }
    %157 = chlo.asin %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %158 = chlo.atan %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %159 = chlo.acosh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %160 = chlo.atanh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %161 = chlo.sinh %arg0 : tensor<4x8xf32> -> tensor<4x8xf32>
    %162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %164 = chlo.polygamma %163, %arg0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
    %165 = chlo.zeta %arg0, %arg0 : tensor<4x8xf32>, tensor<4x8xf32> -> tensor<4x8xf32>
    %166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %168 = stablehlo.compare EQ, %arg0, %167, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %169 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %171 = stablehlo.compare EQ, %arg0, %170, FLOAT : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xi1>
    %172 = stablehlo.rsqrt %arg0 : tensor<4x8xf32>
    %173 = stablehlo.reshape %arg0 : (tensor<4x8xf32>) -> tensor<8x4xf32>
    %174 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<3x4x8xf32>
    %175 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<4x8xf32>) -> tensor<1x4x8xf32>
    %176 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %177 = stablehlo.constant dense<3> : tensor<i32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %179 = stablehlo.remainder %176, %178 : tensor<4x8xi32>
    %180 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xui32>
    %181 = stablehlo.constant dense<2> : tensor<ui32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<ui32>) -> tensor<4x8xui32>
    %183 = stablehlo.shift_right_logical %180, %182 : tensor<4x8xui32>
    %184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %186 = stablehlo.maximum %arg0, %185 : tensor<4x8xf32>
    %187 = stablehlo.convert %arg0 : (tensor<4x8xf32>) -> tensor<4x8xi32>
    %188 = stablehlo.constant dense<2> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %190 = stablehlo.maximum %187, %189 : tensor<4x8xi32>
    %191 = stablehlo.negate %arg0 : tensor<4x8xf32>
    %192 = stablehlo.constant dense<0.693147182> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %194 = stablehlo.multiply %193, %arg0 : tensor<4x8xf32>
    %195 = stablehlo.exponential %194 : tensor<4x8xf32>
    return %7, %14, %15, %16, %19, %20, %21, %35, %36, %37, %38, %39, %40, %44, %46, %47, %65, %68, %69, %70, %71, %72, %73, %74, %75, %77, %80, %85, %86, %90, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %112, %116, %123, %130, %134, %136, %138, %140, %142, %147, %152, %156#1, %157, %158, %159, %160, %161, %164, %165, %168, %171, %172, %173, %174, %175, %179, %183, %186, %190, %191, %195 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<2x4xf32>, tensor<7x11xf32>, tensor<8x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xbf16>, tensor<4xi32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xi32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xf16>, tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xui8>, tensor<4x8xi8>, tensor<f32>, tensor<8xf32>, tensor<f32>, tensor<i1>, tensor<i1>, tensor<4xi32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>, tensor<4x8xi1>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<3x4x8xf32>, tensor<1x4x8xf32>, tensor<4x8xi32>, tensor<4x8xui32>, tensor<4x8xf32>, tensor<4x8xi32>, tensor<4x8xf32>, tensor<4x8xf32>
  }
}
