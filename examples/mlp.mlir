// Exported by: python3 tools/export_models.py mlp -o examples/mlp.mlir
// jax 0.10.2, jaxlib 0.10.2; mlp: batch=64 classes=10 dtype=f32 hidden=512,512 in_dim=784 scan=False; 669706 parameters
module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512xf32> {jax.arg_info = "params['layers'][0]['b']", tf.aliasing_output = 0 : i32}, %arg1: tensor<784x512xf32> {jax.arg_info = "params['layers'][0]['w']", tf.aliasing_output = 1 : i32}, %arg2: tensor<512xf32> {jax.arg_info = "params['layers'][1]['b']", tf.aliasing_output = 2 : i32}, %arg3: tensor<512x512xf32> {jax.arg_info = "params['layers'][1]['w']", tf.aliasing_output = 3 : i32}, %arg4: tensor<10xf32> {jax.arg_info = "params['layers'][2]['b']", tf.aliasing_output = 4 : i32}, %arg5: tensor<512x10xf32> {jax.arg_info = "params['layers'][2]['w']", tf.aliasing_output = 5 : i32}, %arg6: tensor<512xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['b']", tf.aliasing_output = 6 : i32}, %arg7: tensor<784x512xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['w']", tf.aliasing_output = 7 : i32}, %arg8: tensor<512xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['b']", tf.aliasing_output = 8 : i32}, %arg9: tensor<512x512xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['w']", tf.aliasing_output = 9 : i32}, %arg10: tensor<10xf32> {jax.arg_info = "opt_state['mu']['layers'][2]['b']", tf.aliasing_output = 10 : i32}, %arg11: tensor<512x10xf32> {jax.arg_info = "opt_state['mu']['layers'][2]['w']", tf.aliasing_output = 11 : i32}, %arg12: tensor<512xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['b']", tf.aliasing_output = 12 : i32}, %arg13: tensor<784x512xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['w']", tf.aliasing_output = 13 : i32}, %arg14: tensor<512xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['b']", tf.aliasing_output = 14 : i32}, %arg15: tensor<512x512xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['w']", tf.aliasing_output = 15 : i32}, %arg16: tensor<10xf32> {jax.arg_info = "opt_state['nu']['layers'][2]['b']", tf.aliasing_output = 16 : i32}, %arg17: tensor<512x10xf32> {jax.arg_info = "opt_state['nu']['layers'][2]['w']", tf.aliasing_output = 17 : i32}, %arg18: tensor<i32> {jax.arg_info = "opt_state['step']", tf.aliasing_output = 18 : i32}, %arg19: tensor<64x784xf32> {jax.arg_info = "batch['x']"}, %arg20: tensor<64xi32> {jax.arg_info = "batch['y']"}) -> (tensor<512xf32> {jax.result_info = "result[0]['layers'][0]['b']"}, tensor<784x512xf32> {jax.result_info = "result[0]['layers'][0]['w']"}, tensor<512xf32> {jax.result_info = "result[0]['layers'][1]['b']"}, tensor<512x512xf32> {jax.result_info = "result[0]['layers'][1]['w']"}, tensor<10xf32> {jax.result_info = "result[0]['layers'][2]['b']"}, tensor<512x10xf32> {jax.result_info = "result[0]['layers'][2]['w']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['layers'][0]['b']"}, tensor<784x512xf32> {jax.result_info = "result[1]['mu']['layers'][0]['w']"}, tensor<512xf32> {jax.result_info = "result[1]['mu']['layers'][1]['b']"}, tensor<512x512xf32> {jax.result_info = "result[1]['mu']['layers'][1]['w']"}, tensor<10xf32> {jax.result_info = "result[1]['mu']['layers'][2]['b']"}, tensor<512x10xf32> {jax.result_info = "result[1]['mu']['layers'][2]['w']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['layers'][0]['b']"}, tensor<784x512xf32> {jax.result_info = "result[1]['nu']['layers'][0]['w']"}, tensor<512xf32> {jax.result_info = "result[1]['nu']['layers'][1]['b']"}, tensor<512x512xf32> {jax.result_info = "result[1]['nu']['layers'][1]['w']"}, tensor<10xf32> {jax.result_info = "result[1]['nu']['layers'][2]['b']"}, tensor<512x10xf32> {jax.result_info = "result[1]['nu']['layers'][2]['w']"}, tensor<i32> {jax.result_info = "result[1]['step']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg19, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x784xf32>, tensor<784x512xf32>) -> tensor<64x512xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x512xf32>
    %4 = call @relu(%3) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xi1>
    %7 = stablehlo.dot_general %4, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %8 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x512xf32>) -> tensor<64x512xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x512xf32>
    %11 = call @relu(%10) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<64x512xi1>
    %14 = stablehlo.dot_general %11, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x10xf32>) -> tensor<64x10xf32>
    %15 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<10xf32>) -> tensor<1x10xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<64x10xf32>
    %17 = stablehlo.add %14, %16 : tensor<64x10xf32>
    %18:3 = call @log_softmax(%17) : (tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>)
    %19 = call @_one_hot(%arg20) : (tensor<64xi32>) -> tensor<64x10xf32>
    %20 = stablehlo.multiply %19, %18#0 : tensor<64x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %23 = stablehlo.divide %22, %cst_3 : tensor<f32>
    %24 = stablehlo.negate %23 : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.negate %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %26 = stablehlo.divide %25, %cst_5 : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %29 = stablehlo.multiply %19, %28 : tensor<64x10xf32>
    %30 = call @log_softmax_0(%18#1, %18#2, %29) : (tensor<64x10xf32>, tensor<64x1xf32>, tensor<64x10xf32>) -> tensor<64x10xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%30 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<64x10xf32>, tensor<f32>) -> tensor<10xf32>
    %32 = stablehlo.reshape %31 : (tensor<10xf32>) -> tensor<1x10xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<1x10xf32>, tensor<f32>) -> tensor<10xf32>
    %34 = stablehlo.dot_general %30, %11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<64x512xf32>) -> tensor<10x512xf32>
    %35 = stablehlo.transpose %34, dims = [1, 0] : (tensor<10x512xf32>) -> tensor<512x10xf32>
    %36 = stablehlo.dot_general %30, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x10xf32>, tensor<512x10xf32>) -> tensor<64x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %38 = stablehlo.select %13, %36, %37 : tensor<64x512xi1>, tensor<64x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_9) applies stablehlo.add across dimensions = [0] : (tensor<64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %40 = stablehlo.reshape %39 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %42 = stablehlo.dot_general %38, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x512xf32>) -> tensor<512x512xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<512x512xf32>) -> tensor<512x512xf32>
    %44 = stablehlo.dot_general %38, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x512xf32>) -> tensor<64x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %46 = stablehlo.select %6, %44, %45 : tensor<64x512xi1>, tensor<64x512xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_12) applies stablehlo.add across dimensions = [0] : (tensor<64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %48 = stablehlo.reshape %47 : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %50 = stablehlo.dot_general %46, %arg19, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x784xf32>) -> tensor<512x784xf32>
    %51 = stablehlo.transpose %50, dims = [1, 0] : (tensor<512x784xf32>) -> tensor<784x512xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %52 = stablehlo.add %arg18, %c : tensor<i32>
    %53 = stablehlo.convert %52 : (tensor<i32>) -> tensor<f32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %54 = stablehlo.power %cst_14, %53 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.subtract %cst_15, %54 : tensor<f32>
    %cst_16 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %56 = stablehlo.power %cst_16, %53 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.subtract %cst_17, %56 : tensor<f32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %59 = stablehlo.multiply %58, %arg6 : tensor<512xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %61 = stablehlo.multiply %60, %49 : tensor<512xf32>
    %62 = stablehlo.add %59, %61 : tensor<512xf32>
    %cst_20 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %64 = stablehlo.multiply %63, %arg12 : tensor<512xf32>
    %65 = stablehlo.multiply %49, %49 : tensor<512xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %67 = stablehlo.multiply %66, %65 : tensor<512xf32>
    %68 = stablehlo.add %64, %67 : tensor<512xf32>
    %69 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %70 = stablehlo.divide %62, %69 : tensor<512xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<512xf32>
    %73 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %74 = stablehlo.divide %68, %73 : tensor<512xf32>
    %75 = stablehlo.sqrt %74 : tensor<512xf32>
    %cst_23 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %77 = stablehlo.add %75, %76 : tensor<512xf32>
    %78 = stablehlo.divide %72, %77 : tensor<512xf32>
    %79 = stablehlo.subtract %arg0, %78 : tensor<512xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %81 = stablehlo.multiply %80, %arg7 : tensor<784x512xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %83 = stablehlo.multiply %82, %51 : tensor<784x512xf32>
    %84 = stablehlo.add %81, %83 : tensor<784x512xf32>
    %cst_26 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %86 = stablehlo.multiply %85, %arg13 : tensor<784x512xf32>
    %87 = stablehlo.multiply %51, %51 : tensor<784x512xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<784x512xf32>
    %90 = stablehlo.add %86, %89 : tensor<784x512xf32>
    %91 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %92 = stablehlo.divide %84, %91 : tensor<784x512xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<784x512xf32>
    %95 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %96 = stablehlo.divide %90, %95 : tensor<784x512xf32>
    %97 = stablehlo.sqrt %96 : tensor<784x512xf32>
    %cst_29 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<784x512xf32>
    %99 = stablehlo.add %97, %98 : tensor<784x512xf32>
    %100 = stablehlo.divide %94, %99 : tensor<784x512xf32>
    %101 = stablehlo.subtract %arg1, %100 : tensor<784x512xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %103 = stablehlo.multiply %102, %arg8 : tensor<512xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %105 = stablehlo.multiply %104, %41 : tensor<512xf32>
    %106 = stablehlo.add %103, %105 : tensor<512xf32>
    %cst_32 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %108 = stablehlo.multiply %107, %arg14 : tensor<512xf32>
    %109 = stablehlo.multiply %41, %41 : tensor<512xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<512xf32>
    %112 = stablehlo.add %108, %111 : tensor<512xf32>
    %113 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %114 = stablehlo.divide %106, %113 : tensor<512xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<512xf32>
    %117 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %118 = stablehlo.divide %112, %117 : tensor<512xf32>
    %119 = stablehlo.sqrt %118 : tensor<512xf32>
    %cst_35 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %121 = stablehlo.add %119, %120 : tensor<512xf32>
    %122 = stablehlo.divide %116, %121 : tensor<512xf32>
    %123 = stablehlo.subtract %arg2, %122 : tensor<512xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %125 = stablehlo.multiply %124, %arg9 : tensor<512x512xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %127 = stablehlo.multiply %126, %43 : tensor<512x512xf32>
    %128 = stablehlo.add %125, %127 : tensor<512x512xf32>
    %cst_38 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %130 = stablehlo.multiply %129, %arg15 : tensor<512x512xf32>
    %131 = stablehlo.multiply %43, %43 : tensor<512x512xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<512x512xf32>
    %134 = stablehlo.add %130, %133 : tensor<512x512xf32>
    %135 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %136 = stablehlo.divide %128, %135 : tensor<512x512xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<512x512xf32>
    %139 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %140 = stablehlo.divide %134, %139 : tensor<512x512xf32>
    %141 = stablehlo.sqrt %140 : tensor<512x512xf32>
    %cst_41 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %143 = stablehlo.add %141, %142 : tensor<512x512xf32>
    %144 = stablehlo.divide %138, %143 : tensor<512x512xf32>
    %145 = stablehlo.subtract %arg3, %144 : tensor<512x512xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %147 = stablehlo.multiply %146, %arg10 : tensor<10xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %149 = stablehlo.multiply %148, %33 : tensor<10xf32>
    %150 = stablehlo.add %147, %149 : tensor<10xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %152 = stablehlo.multiply %151, %arg16 : tensor<10xf32>
    %153 = stablehlo.multiply %33, %33 : tensor<10xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %155 = stablehlo.multiply %154, %153 : tensor<10xf32>
    %156 = stablehlo.add %152, %155 : tensor<10xf32>
    %157 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %158 = stablehlo.divide %150, %157 : tensor<10xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<10xf32>
    %161 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %162 = stablehlo.divide %156, %161 : tensor<10xf32>
    %163 = stablehlo.sqrt %162 : tensor<10xf32>
    %cst_47 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %165 = stablehlo.add %163, %164 : tensor<10xf32>
    %166 = stablehlo.divide %160, %165 : tensor<10xf32>
    %167 = stablehlo.subtract %arg4, %166 : tensor<10xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %169 = stablehlo.multiply %168, %arg11 : tensor<512x10xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %171 = stablehlo.multiply %170, %35 : tensor<512x10xf32>
    %172 = stablehlo.add %169, %171 : tensor<512x10xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %174 = stablehlo.multiply %173, %arg17 : tensor<512x10xf32>
    %175 = stablehlo.multiply %35, %35 : tensor<512x10xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %177 = stablehlo.multiply %176, %175 : tensor<512x10xf32>
    %178 = stablehlo.add %174, %177 : tensor<512x10xf32>
    %179 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %180 = stablehlo.divide %172, %179 : tensor<512x10xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<512x10xf32>
    %183 = stablehlo.broadcast_in_dim %57, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %184 = stablehlo.divide %178, %183 : tensor<512x10xf32>
    %185 = stablehlo.sqrt %184 : tensor<512x10xf32>
    %cst_53 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512x10xf32>
    %187 = stablehlo.add %185, %186 : tensor<512x10xf32>
    %188 = stablehlo.divide %182, %187 : tensor<512x10xf32>
    %189 = stablehlo.subtract %arg5, %188 : tensor<512x10xf32>
    return %79, %101, %123, %145, %167, %189, %62, %84, %106, %128, %150, %172, %68, %90, %112, %134, %156, %178, %52, %24 : tensor<512xf32>, tensor<784x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<512xf32>, tensor<784x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<512xf32>, tensor<784x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<10xf32>, tensor<512x10xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x512xf32>
    return %1 : tensor<64x512xf32>
  }
  func.func private @log_softmax(%arg0: tensor<64x10xf32>) -> (tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<64x10xf32>
    %6 = stablehlo.exponential %5 : tensor<64x10xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %9 = stablehlo.log %8 : tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x10xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<64x10xf32>
    return %11, %6, %8 : tensor<64x10xf32>, tensor<64x10xf32>, tensor<64x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<64xi32>) -> tensor<64x10xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x10xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x10xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x10xi32>) -> tensor<64x10xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<64x10xi32>, tensor<64x10xi32>) -> tensor<64x10xi1>
    %5 = stablehlo.convert %4 : (tensor<64x10xi1>) -> tensor<64x10xf32>
    return %5 : tensor<64x10xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<64x10xf32>, %arg1: tensor<64x1xf32>, %arg2: tensor<64x10xf32>) -> tensor<64x10xf32> {
    %0 = stablehlo.negate %arg2 : tensor<64x10xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x10xf32>, tensor<f32>) -> tensor<64xf32>
    %2 = stablehlo.reshape %1 : (tensor<64xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x10xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<64x10xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<64x10xf32>
    return %7 : tensor<64x10xf32>
  }
}
