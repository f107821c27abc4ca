module @jit_adam_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x10xf32>, %arg5: tensor<10xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x10xf32>, %arg11: tensor<10xf32>, %arg12: tensor<16x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x10xf32>, %arg17: tensor<10xf32>, %arg18: tensor<f32>, %arg19: tensor<8x16xf32>, %arg20: tensor<8x10xf32>) -> (tensor<16x32xf32> {jax.result_info = "result[0][0][0]"}, tensor<32xf32> {jax.result_info = "result[0][0][1]"}, tensor<32x32xf32> {jax.result_info = "result[0][1][0]"}, tensor<32xf32> {jax.result_info = "result[0][1][1]"}, tensor<32x10xf32> {jax.result_info = "result[0][2][0]"}, tensor<10xf32> {jax.result_info = "result[0][2][1]"}, tensor<16x32xf32> {jax.result_info = "result[1][0][0]"}, tensor<32xf32> {jax.result_info = "result[1][0][1]"}, tensor<32x32xf32> {jax.result_info = "result[1][1][0]"}, tensor<32xf32> {jax.result_info = "result[1][1][1]"}, tensor<32x10xf32> {jax.result_info = "result[1][2][0]"}, tensor<10xf32> {jax.result_info = "result[1][2][1]"}, tensor<16x32xf32> {jax.result_info = "result[2][0][0]"}, tensor<32xf32> {jax.result_info = "result[2][0][1]"}, tensor<32x32xf32> {jax.result_info = "result[2][1][0]"}, tensor<32xf32> {jax.result_info = "result[2][1][1]"}, tensor<32x10xf32> {jax.result_info = "result[2][2][0]"}, tensor<10xf32> {jax.result_info = "result[2][2][1]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg19, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.maximum %3, %5 : tensor<8x32xf32>
    %7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %9 = stablehlo.compare GT, %3, %8, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %10 = stablehlo.dot_general %6, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %11 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %13 = stablehlo.add %10, %12 : tensor<8x32xf32>
    %14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %16 = stablehlo.maximum %13, %15 : tensor<8x32xf32>
    %17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.compare GT, %13, %18, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %20 = stablehlo.dot_general %16, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %21 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x10xf32>
    %24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %25 = stablehlo.reduce(%23 init: %24) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %28 = stablehlo.maximum %27, %25 : tensor<8xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %31 = stablehlo.subtract %23, %30 : tensor<8x10xf32>
    %32 = stablehlo.exponential %31 : tensor<8x10xf32>
    %33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%32 init: %33) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %36 = stablehlo.log %35 : tensor<8x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %38 = stablehlo.subtract %31, %37 : tensor<8x10xf32>
    %39 = stablehlo.multiply %38, %arg20 : tensor<8x10xf32>
    %40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%39 init: %40) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%41 init: %42) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %44 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %45 = stablehlo.divide %43, %44 : tensor<f32>
    %46 = stablehlo.negate %45 : tensor<f32>
    %47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.negate %47 : tensor<f32>
    %49 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.divide %48, %49 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %53 = stablehlo.multiply %52, %arg20 : tensor<8x10xf32>
    %54 = stablehlo.negate %53 : tensor<8x10xf32>
    %55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%54 init: %55) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.reshape %56 : (tensor<8xf32>) -> tensor<8x1xf32>
    %58 = stablehlo.divide %57, %35 : tensor<8x1xf32>
    %59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%58 init: %59) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %62 = stablehlo.multiply %61, %32 : tensor<8x10xf32>
    %63 = stablehlo.add %53, %62 : tensor<8x10xf32>
    %64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%63 init: %64) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %66 = stablehlo.reshape %65 : (tensor<10xf32>) -> tensor<1x10xf32>
    %67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%66 init: %67) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %69 = stablehlo.dot_general %63, %16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %71 = stablehlo.dot_general %63, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<32x10xf32>) -> tensor<8x32xf32>
    %72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %74 = stablehlo.select %19, %71, %73 : tensor<8x32xi1>, tensor<8x32xf32>
    %75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%74 init: %75) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %77 = stablehlo.reshape %76 : (tensor<32xf32>) -> tensor<1x32xf32>
    %78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%77 init: %78) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.dot_general %74, %6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %82 = stablehlo.dot_general %74, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %85 = stablehlo.select %9, %82, %84 : tensor<8x32xi1>, tensor<8x32xf32>
    %86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%85 init: %86) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %88 = stablehlo.reshape %87 : (tensor<32xf32>) -> tensor<1x32xf32>
    %89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %89) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %91 = stablehlo.dot_general %85, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %92 = stablehlo.transpose %91, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %95 = stablehlo.multiply %94, %arg6 : tensor<16x32xf32>
    %96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %98 = stablehlo.multiply %97, %92 : tensor<16x32xf32>
    %99 = stablehlo.add %95, %98 : tensor<16x32xf32>
    %100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %102 = stablehlo.multiply %101, %arg7 : tensor<32xf32>
    %103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %105 = stablehlo.multiply %104, %90 : tensor<32xf32>
    %106 = stablehlo.add %102, %105 : tensor<32xf32>
    %107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %109 = stablehlo.multiply %108, %arg8 : tensor<32x32xf32>
    %110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %112 = stablehlo.multiply %111, %81 : tensor<32x32xf32>
    %113 = stablehlo.add %109, %112 : tensor<32x32xf32>
    %114 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %116 = stablehlo.multiply %115, %arg9 : tensor<32xf32>
    %117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %119 = stablehlo.multiply %118, %79 : tensor<32xf32>
    %120 = stablehlo.add %116, %119 : tensor<32xf32>
    %121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %123 = stablehlo.multiply %122, %arg10 : tensor<32x10xf32>
    %124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %126 = stablehlo.multiply %125, %70 : tensor<32x10xf32>
    %127 = stablehlo.add %123, %126 : tensor<32x10xf32>
    %128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %130 = stablehlo.multiply %129, %arg11 : tensor<10xf32>
    %131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %133 = stablehlo.multiply %132, %68 : tensor<10xf32>
    %134 = stablehlo.add %130, %133 : tensor<10xf32>
    %135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %137 = stablehlo.multiply %136, %arg12 : tensor<16x32xf32>
    %138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %140 = stablehlo.multiply %139, %92 : tensor<16x32xf32>
    %141 = stablehlo.multiply %140, %92 : tensor<16x32xf32>
    %142 = stablehlo.add %137, %141 : tensor<16x32xf32>
    %143 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %145 = stablehlo.multiply %144, %arg13 : tensor<32xf32>
    %146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %148 = stablehlo.multiply %147, %90 : tensor<32xf32>
    %149 = stablehlo.multiply %148, %90 : tensor<32xf32>
    %150 = stablehlo.add %145, %149 : tensor<32xf32>
    %151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %153 = stablehlo.multiply %152, %arg14 : tensor<32x32xf32>
    %154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %156 = stablehlo.multiply %155, %81 : tensor<32x32xf32>
    %157 = stablehlo.multiply %156, %81 : tensor<32x32xf32>
    %158 = stablehlo.add %153, %157 : tensor<32x32xf32>
    %159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.multiply %160, %arg15 : tensor<32xf32>
    %162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %164 = stablehlo.multiply %163, %79 : tensor<32xf32>
    %165 = stablehlo.multiply %164, %79 : tensor<32xf32>
    %166 = stablehlo.add %161, %165 : tensor<32xf32>
    %167 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %169 = stablehlo.multiply %168, %arg16 : tensor<32x10xf32>
    %170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %172 = stablehlo.multiply %171, %70 : tensor<32x10xf32>
    %173 = stablehlo.multiply %172, %70 : tensor<32x10xf32>
    %174 = stablehlo.add %169, %173 : tensor<32x10xf32>
    %175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %177 = stablehlo.multiply %176, %arg17 : tensor<10xf32>
    %178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %180 = stablehlo.multiply %179, %68 : tensor<10xf32>
    %181 = stablehlo.multiply %180, %68 : tensor<10xf32>
    %182 = stablehlo.add %177, %181 : tensor<10xf32>
    %183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %184 = stablehlo.add %arg18, %183 : tensor<f32>
    %185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.power %185, %184 : tensor<f32>
    %187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.subtract %187, %186 : tensor<f32>
    %189 = stablehlo.convert %188 : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %191 = stablehlo.divide %99, %190 : tensor<16x32xf32>
    %192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %193 = stablehlo.power %192, %184 : tensor<f32>
    %194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.subtract %194, %193 : tensor<f32>
    %196 = stablehlo.convert %195 : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %198 = stablehlo.divide %106, %197 : tensor<32xf32>
    %199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %200 = stablehlo.power %199, %184 : tensor<f32>
    %201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.subtract %201, %200 : tensor<f32>
    %203 = stablehlo.convert %202 : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %205 = stablehlo.divide %113, %204 : tensor<32x32xf32>
    %206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %207 = stablehlo.power %206, %184 : tensor<f32>
    %208 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.subtract %208, %207 : tensor<f32>
    %210 = stablehlo.convert %209 : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %212 = stablehlo.divide %120, %211 : tensor<32xf32>
    %213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %214 = stablehlo.power %213, %184 : tensor<f32>
    %215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.subtract %215, %214 : tensor<f32>
    %217 = stablehlo.convert %216 : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %219 = stablehlo.divide %127, %218 : tensor<32x10xf32>
    %220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %221 = stablehlo.power %220, %184 : tensor<f32>
    %222 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.subtract %222, %221 : tensor<f32>
    %224 = stablehlo.convert %223 : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %226 = stablehlo.divide %134, %225 : tensor<10xf32>
    %227 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %228 = stablehlo.power %227, %184 : tensor<f32>
    %229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %230 = stablehlo.subtract %229, %228 : tensor<f32>
    %231 = stablehlo.convert %230 : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %233 = stablehlo.divide %142, %232 : tensor<16x32xf32>
    %234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %235 = stablehlo.power %234, %184 : tensor<f32>
    %236 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.subtract %236, %235 : tensor<f32>
    %238 = stablehlo.convert %237 : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %240 = stablehlo.divide %150, %239 : tensor<32xf32>
    %241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %242 = stablehlo.power %241, %184 : tensor<f32>
    %243 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.subtract %243, %242 : tensor<f32>
    %245 = stablehlo.convert %244 : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %247 = stablehlo.divide %158, %246 : tensor<32x32xf32>
    %248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %249 = stablehlo.power %248, %184 : tensor<f32>
    %250 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %251 = stablehlo.subtract %250, %249 : tensor<f32>
    %252 = stablehlo.convert %251 : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %254 = stablehlo.divide %166, %253 : tensor<32xf32>
    %255 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %256 = stablehlo.power %255, %184 : tensor<f32>
    %257 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.subtract %257, %256 : tensor<f32>
    %259 = stablehlo.convert %258 : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %261 = stablehlo.divide %174, %260 : tensor<32x10xf32>
    %262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %263 = stablehlo.power %262, %184 : tensor<f32>
    %264 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %265 = stablehlo.subtract %264, %263 : tensor<f32>
    %266 = stablehlo.convert %265 : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %268 = stablehlo.divide %182, %267 : tensor<10xf32>
    %269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %271 = stablehlo.multiply %270, %191 : tensor<16x32xf32>
    %272 = stablehlo.sqrt %233 : tensor<16x32xf32>
    %273 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %275 = stablehlo.add %272, %274 : tensor<16x32xf32>
    %276 = stablehlo.divide %271, %275 : tensor<16x32xf32>
    %277 = stablehlo.subtract %arg0, %276 : tensor<16x32xf32>
    %278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %280 = stablehlo.multiply %279, %198 : tensor<32xf32>
    %281 = stablehlo.sqrt %240 : tensor<32xf32>
    %282 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %284 = stablehlo.add %281, %283 : tensor<32xf32>
    %285 = stablehlo.divide %280, %284 : tensor<32xf32>
    %286 = stablehlo.subtract %arg1, %285 : tensor<32xf32>
    %287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %289 = stablehlo.multiply %288, %205 : tensor<32x32xf32>
    %290 = stablehlo.sqrt %247 : tensor<32x32xf32>
    %291 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %293 = stablehlo.add %290, %292 : tensor<32x32xf32>
    %294 = stablehlo.divide %289, %293 : tensor<32x32xf32>
    %295 = stablehlo.subtract %arg2, %294 : tensor<32x32xf32>
    %296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %298 = stablehlo.multiply %297, %212 : tensor<32xf32>
    %299 = stablehlo.sqrt %254 : tensor<32xf32>
    %300 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %302 = stablehlo.add %299, %301 : tensor<32xf32>
    %303 = stablehlo.divide %298, %302 : tensor<32xf32>
    %304 = stablehlo.subtract %arg3, %303 : tensor<32xf32>
    %305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %307 = stablehlo.multiply %306, %219 : tensor<32x10xf32>
    %308 = stablehlo.sqrt %261 : tensor<32x10xf32>
    %309 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %311 = stablehlo.add %308, %310 : tensor<32x10xf32>
    %312 = stablehlo.divide %307, %311 : tensor<32x10xf32>
    %313 = stablehlo.subtract %arg4, %312 : tensor<32x10xf32>
    %314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %316 = stablehlo.multiply %315, %226 : tensor<10xf32>
    %317 = stablehlo.sqrt %268 : tensor<10xf32>
    %318 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %320 = stablehlo.add %317, %319 : tensor<10xf32>
    %321 = stablehlo.divide %316, %320 : tensor<10xf32>
    %322 = stablehlo.subtract %arg5, %321 : tensor<10xf32>
    return %277, %286, %295, %304, %313, %322, %99, %106, %113, %120, %127, %134, %142, %150, %158, %166, %174, %182, %184, %46 : tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>
  }
}
