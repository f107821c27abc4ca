// Real JAX 0.10.2 output: value_and_grad of a 3-layer MLP + Adam update (jax.jit(adam_step).lower(...).as_text()).
module @jit_adam_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32>, %arg1: tensor<32xf32>, %arg2: tensor<32x32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<32x10xf32>, %arg5: tensor<10xf32>, %arg6: tensor<16x32xf32>, %arg7: tensor<32xf32>, %arg8: tensor<32x32xf32>, %arg9: tensor<32xf32>, %arg10: tensor<32x10xf32>, %arg11: tensor<10xf32>, %arg12: tensor<16x32xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32x32xf32>, %arg15: tensor<32xf32>, %arg16: tensor<32x10xf32>, %arg17: tensor<10xf32>, %arg18: tensor<f32>, %arg19: tensor<8x16xf32>, %arg20: tensor<8x10xf32>) -> (tensor<16x32xf32> {jax.result_info = "result[0][0][0]"}, tensor<32xf32> {jax.result_info = "result[0][0][1]"}, tensor<32x32xf32> {jax.result_info = "result[0][1][0]"}, tensor<32xf32> {jax.result_info = "result[0][1][1]"}, tensor<32x10xf32> {jax.result_info = "result[0][2][0]"}, tensor<10xf32> {jax.result_info = "result[0][2][1]"}, tensor<16x32xf32> {jax.result_info = "result[1][0][0]"}, tensor<32xf32> {jax.result_info = "result[1][0][1]"}, tensor<32x32xf32> {jax.result_info = "result[1][1][0]"}, tensor<32xf32> {jax.result_info = "result[1][1][1]"}, tensor<32x10xf32> {jax.result_info = "result[1][2][0]"}, tensor<10xf32> {jax.result_info = "result[1][2][1]"}, tensor<16x32xf32> {jax.result_info = "result[2][0][0]"}, tensor<32xf32> {jax.result_info = "result[2][0][1]"}, tensor<32x32xf32> {jax.result_info = "result[2][1][0]"}, tensor<32xf32> {jax.result_info = "result[2][1][1]"}, tensor<32x10xf32> {jax.result_info = "result[2][2][0]"}, tensor<10xf32> {jax.result_info = "result[2][2][1]"}, tensor<f32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg19, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32xf32>
    %4 = call @relu(%3) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %7 = stablehlo.dot_general %4, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %10 = stablehlo.add %7, %9 : tensor<8x32xf32>
    %11 = call @relu(%10) : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %14 = stablehlo.dot_general %11, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x10xf32>) -> tensor<8x10xf32>
    %15 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %17 = stablehlo.add %14, %16 : tensor<8x10xf32>
    %18:3 = call @log_softmax(%17) : (tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>)
    %19 = stablehlo.multiply %18#0, %arg20 : tensor<8x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_3 : tensor<f32>
    %23 = stablehlo.negate %22 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.negate %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %25 = stablehlo.divide %24, %cst_5 : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %28 = stablehlo.multiply %27, %arg20 : tensor<8x10xf32>
    %29 = call @log_softmax_0(%18#1, %18#2, %28) : (tensor<8x10xf32>, tensor<8x1xf32>, tensor<8x10xf32>) -> tensor<8x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %31 = stablehlo.reshape %30 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %33 = stablehlo.dot_general %29, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x32xf32>) -> tensor<10x32xf32>
    %34 = stablehlo.transpose %33, dims = [1, 0] : (tensor<10x32xf32>) -> tensor<32x10xf32>
    %35 = stablehlo.dot_general %29, %arg4, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<32x10xf32>) -> tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %37 = stablehlo.select %13, %35, %36 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %39 = stablehlo.reshape %38 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %41 = stablehlo.dot_general %37, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<32x32xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %43 = stablehlo.dot_general %37, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %45 = stablehlo.select %6, %43, %44 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %47 = stablehlo.reshape %46 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %49 = stablehlo.dot_general %45, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8x16xf32>) -> tensor<32x16xf32>
    %50 = stablehlo.transpose %49, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %52 = stablehlo.multiply %51, %arg6 : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %54 = stablehlo.multiply %53, %50 : tensor<16x32xf32>
    %55 = stablehlo.add %52, %54 : tensor<16x32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %57 = stablehlo.multiply %56, %arg7 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %59 = stablehlo.multiply %58, %48 : tensor<32xf32>
    %60 = stablehlo.add %57, %59 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %62 = stablehlo.multiply %61, %arg8 : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %64 = stablehlo.multiply %63, %42 : tensor<32x32xf32>
    %65 = stablehlo.add %62, %64 : tensor<32x32xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %67 = stablehlo.multiply %66, %arg9 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %69 = stablehlo.multiply %68, %40 : tensor<32xf32>
    %70 = stablehlo.add %67, %69 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %72 = stablehlo.multiply %71, %arg10 : tensor<32x10xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %74 = stablehlo.multiply %73, %34 : tensor<32x10xf32>
    %75 = stablehlo.add %72, %74 : tensor<32x10xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %77 = stablehlo.multiply %76, %arg11 : tensor<10xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %79 = stablehlo.multiply %78, %32 : tensor<10xf32>
    %80 = stablehlo.add %77, %79 : tensor<10xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %82 = stablehlo.multiply %81, %arg12 : tensor<16x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %84 = stablehlo.multiply %83, %50 : tensor<16x32xf32>
    %85 = stablehlo.multiply %84, %50 : tensor<16x32xf32>
    %86 = stablehlo.add %82, %85 : tensor<16x32xf32>
    %cst_28 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %88 = stablehlo.multiply %87, %arg13 : tensor<32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %90 = stablehlo.multiply %89, %48 : tensor<32xf32>
    %91 = stablehlo.multiply %90, %48 : tensor<32xf32>
    %92 = stablehlo.add %88, %91 : tensor<32xf32>
    %cst_30 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %94 = stablehlo.multiply %93, %arg14 : tensor<32x32xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %96 = stablehlo.multiply %95, %42 : tensor<32x32xf32>
    %97 = stablehlo.multiply %96, %42 : tensor<32x32xf32>
    %98 = stablehlo.add %94, %97 : tensor<32x32xf32>
    %cst_32 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %100 = stablehlo.multiply %99, %arg15 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %102 = stablehlo.multiply %101, %40 : tensor<32xf32>
    %103 = stablehlo.multiply %102, %40 : tensor<32xf32>
    %104 = stablehlo.add %100, %103 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %106 = stablehlo.multiply %105, %arg16 : tensor<32x10xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %108 = stablehlo.multiply %107, %34 : tensor<32x10xf32>
    %109 = stablehlo.multiply %108, %34 : tensor<32x10xf32>
    %110 = stablehlo.add %106, %109 : tensor<32x10xf32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %112 = stablehlo.multiply %111, %arg17 : tensor<10xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %114 = stablehlo.multiply %113, %32 : tensor<10xf32>
    %115 = stablehlo.multiply %114, %32 : tensor<10xf32>
    %116 = stablehlo.add %112, %115 : tensor<10xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.add %arg18, %cst_38 : tensor<f32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %118 = stablehlo.power %cst_39, %117 : tensor<f32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %119 = stablehlo.subtract %cst_40, %118 : tensor<f32>
    %120 = stablehlo.convert %119 : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %122 = stablehlo.divide %55, %121 : tensor<16x32xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %123 = stablehlo.power %cst_41, %117 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %124 = stablehlo.subtract %cst_42, %123 : tensor<f32>
    %125 = stablehlo.convert %124 : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %127 = stablehlo.divide %60, %126 : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %128 = stablehlo.power %cst_43, %117 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.subtract %cst_44, %128 : tensor<f32>
    %130 = stablehlo.convert %129 : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %132 = stablehlo.divide %65, %131 : tensor<32x32xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %133 = stablehlo.power %cst_45, %117 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.subtract %cst_46, %133 : tensor<f32>
    %135 = stablehlo.convert %134 : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %137 = stablehlo.divide %70, %136 : tensor<32xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %138 = stablehlo.power %cst_47, %117 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.subtract %cst_48, %138 : tensor<f32>
    %140 = stablehlo.convert %139 : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %142 = stablehlo.divide %75, %141 : tensor<32x10xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.power %cst_49, %117 : tensor<f32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %144 = stablehlo.subtract %cst_50, %143 : tensor<f32>
    %145 = stablehlo.convert %144 : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %147 = stablehlo.divide %80, %146 : tensor<10xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %148 = stablehlo.power %cst_51, %117 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.subtract %cst_52, %148 : tensor<f32>
    %150 = stablehlo.convert %149 : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %152 = stablehlo.divide %86, %151 : tensor<16x32xf32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %153 = stablehlo.power %cst_53, %117 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.subtract %cst_54, %153 : tensor<f32>
    %155 = stablehlo.convert %154 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %157 = stablehlo.divide %92, %156 : tensor<32xf32>
    %cst_55 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %158 = stablehlo.power %cst_55, %117 : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %159 = stablehlo.subtract %cst_56, %158 : tensor<f32>
    %160 = stablehlo.convert %159 : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %162 = stablehlo.divide %98, %161 : tensor<32x32xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %163 = stablehlo.power %cst_57, %117 : tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.subtract %cst_58, %163 : tensor<f32>
    %165 = stablehlo.convert %164 : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %167 = stablehlo.divide %104, %166 : tensor<32xf32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %168 = stablehlo.power %cst_59, %117 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.subtract %cst_60, %168 : tensor<f32>
    %170 = stablehlo.convert %169 : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %172 = stablehlo.divide %110, %171 : tensor<32x10xf32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %173 = stablehlo.power %cst_61, %117 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.subtract %cst_62, %173 : tensor<f32>
    %175 = stablehlo.convert %174 : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %177 = stablehlo.divide %116, %176 : tensor<10xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %179 = stablehlo.multiply %178, %122 : tensor<16x32xf32>
    %180 = stablehlo.sqrt %152 : tensor<16x32xf32>
    %cst_64 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %182 = stablehlo.add %180, %181 : tensor<16x32xf32>
    %183 = stablehlo.divide %179, %182 : tensor<16x32xf32>
    %184 = stablehlo.subtract %arg0, %183 : tensor<16x32xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %186 = stablehlo.multiply %185, %127 : tensor<32xf32>
    %187 = stablehlo.sqrt %157 : tensor<32xf32>
    %cst_66 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %189 = stablehlo.add %187, %188 : tensor<32xf32>
    %190 = stablehlo.divide %186, %189 : tensor<32xf32>
    %191 = stablehlo.subtract %arg1, %190 : tensor<32xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %193 = stablehlo.multiply %192, %132 : tensor<32x32xf32>
    %194 = stablehlo.sqrt %162 : tensor<32x32xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %196 = stablehlo.add %194, %195 : tensor<32x32xf32>
    %197 = stablehlo.divide %193, %196 : tensor<32x32xf32>
    %198 = stablehlo.subtract %arg2, %197 : tensor<32x32xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %200 = stablehlo.multiply %199, %137 : tensor<32xf32>
    %201 = stablehlo.sqrt %167 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %203 = stablehlo.add %201, %202 : tensor<32xf32>
    %204 = stablehlo.divide %200, %203 : tensor<32xf32>
    %205 = stablehlo.subtract %arg3, %204 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %207 = stablehlo.multiply %206, %142 : tensor<32x10xf32>
    %208 = stablehlo.sqrt %172 : tensor<32x10xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x10xf32>
    %210 = stablehlo.add %208, %209 : tensor<32x10xf32>
    %211 = stablehlo.divide %207, %210 : tensor<32x10xf32>
    %212 = stablehlo.subtract %arg4, %211 : tensor<32x10xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %214 = stablehlo.multiply %213, %147 : tensor<10xf32>
    %215 = stablehlo.sqrt %177 : tensor<10xf32>
    %cst_74 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %217 = stablehlo.add %215, %216 : tensor<10xf32>
    %218 = stablehlo.divide %214, %217 : tensor<10xf32>
    %219 = stablehlo.subtract %arg5, %218 : tensor<10xf32>
    return %184, %191, %198, %205, %212, %219, %55, %60, %65, %70, %75, %80, %86, %92, %98, %104, %110, %116, %117, %23 : tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32x10xf32>, tensor<10xf32>, tensor<f32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32xf32>) -> tensor<8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x10xf32>) -> (tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x10xf32>
    %6 = stablehlo.exponential %5 : tensor<8x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %9 = stablehlo.log %8 : tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x10xf32>
    return %11, %6, %8 : tensor<8x10xf32>, tensor<8x10xf32>, tensor<8x1xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xf32>, %arg2: tensor<8x10xf32>) -> tensor<8x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8xf32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<8x1xf32>, tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x10xf32>
    return %7 : tensor<8x10xf32>
  }
}

