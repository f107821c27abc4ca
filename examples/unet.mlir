// Exported by: python3 tools/export_models.py unet -o examples/unet.mlir
// jax 0.10.2, jaxlib 0.10.2; unet: base=16 batch=4 channels=3 depth=2 dtype=f32 image=32 out_channels=3 scan=False; 117075 parameters
module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32> {jax.arg_info = "params['dec'][0]['conv1']['b']", tf.aliasing_output = 0 : i32}, %arg1: tensor<3x3x64x32xf32> {jax.arg_info = "params['dec'][0]['conv1']['w']", tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {jax.arg_info = "params['dec'][0]['conv2']['b']", tf.aliasing_output = 2 : i32}, %arg3: tensor<3x3x32x32xf32> {jax.arg_info = "params['dec'][0]['conv2']['w']", tf.aliasing_output = 3 : i32}, %arg4: tensor<32xf32> {jax.arg_info = "params['dec'][0]['up']['b']", tf.aliasing_output = 4 : i32}, %arg5: tensor<2x2x32x64xf32> {jax.arg_info = "params['dec'][0]['up']['w']", tf.aliasing_output = 5 : i32}, %arg6: tensor<16xf32> {jax.arg_info = "params['dec'][1]['conv1']['b']", tf.aliasing_output = 6 : i32}, %arg7: tensor<3x3x32x16xf32> {jax.arg_info = "params['dec'][1]['conv1']['w']", tf.aliasing_output = 7 : i32}, %arg8: tensor<16xf32> {jax.arg_info = "params['dec'][1]['conv2']['b']", tf.aliasing_output = 8 : i32}, %arg9: tensor<3x3x16x16xf32> {jax.arg_info = "params['dec'][1]['conv2']['w']", tf.aliasing_output = 9 : i32}, %arg10: tensor<16xf32> {jax.arg_info = "params['dec'][1]['up']['b']", tf.aliasing_output = 10 : i32}, %arg11: tensor<2x2x16x32xf32> {jax.arg_info = "params['dec'][1]['up']['w']", tf.aliasing_output = 11 : i32}, %arg12: tensor<16xf32> {jax.arg_info = "params['enc'][0]['conv1']['b']", tf.aliasing_output = 12 : i32}, %arg13: tensor<3x3x3x16xf32> {jax.arg_info = "params['enc'][0]['conv1']['w']", tf.aliasing_output = 13 : i32}, %arg14: tensor<16xf32> {jax.arg_info = "params['enc'][0]['conv2']['b']", tf.aliasing_output = 14 : i32}, %arg15: tensor<3x3x16x16xf32> {jax.arg_info = "params['enc'][0]['conv2']['w']", tf.aliasing_output = 15 : i32}, %arg16: tensor<32xf32> {jax.arg_info = "params['enc'][1]['conv1']['b']", tf.aliasing_output = 16 : i32}, %arg17: tensor<3x3x16x32xf32> {jax.arg_info = "params['enc'][1]['conv1']['w']", tf.aliasing_output = 17 : i32}, %arg18: tensor<32xf32> {jax.arg_info = "params['enc'][1]['conv2']['b']", tf.aliasing_output = 18 : i32}, %arg19: tensor<3x3x32x32xf32> {jax.arg_info = "params['enc'][1]['conv2']['w']", tf.aliasing_output = 19 : i32}, %arg20: tensor<64xf32> {jax.arg_info = "params['mid']['conv1']['b']", tf.aliasing_output = 20 : i32}, %arg21: tensor<3x3x32x64xf32> {jax.arg_info = "params['mid']['conv1']['w']", tf.aliasing_output = 21 : i32}, %arg22: tensor<64xf32> {jax.arg_info = "params['mid']['conv2']['b']", tf.aliasing_output = 22 : i32}, %arg23: tensor<3x3x64x64xf32> {jax.arg_info = "params['mid']['conv2']['w']", tf.aliasing_output = 23 : i32}, %arg24: tensor<3xf32> {jax.arg_info = "params['out']['b']", tf.aliasing_output = 24 : i32}, %arg25: tensor<1x1x16x3xf32> {jax.arg_info = "params['out']['w']", tf.aliasing_output = 25 : i32}, %arg26: tensor<32xf32> {jax.arg_info = "opt_state['mu']['dec'][0]['conv1']['b']", tf.aliasing_output = 26 : i32}, %arg27: tensor<3x3x64x32xf32> {jax.arg_info = "opt_state['mu']['dec'][0]['conv1']['w']", tf.aliasing_output = 27 : i32}, %arg28: tensor<32xf32> {jax.arg_info = "opt_state['mu']['dec'][0]['conv2']['b']", tf.aliasing_output = 28 : i32}, %arg29: tensor<3x3x32x32xf32> {jax.arg_info = "opt_state['mu']['dec'][0]['conv2']['w']", tf.aliasing_output = 29 : i32}, %arg30: tensor<32xf32> {jax.arg_info = "opt_state['mu']['dec'][0]['up']['b']", tf.aliasing_output = 30 : i32}, %arg31: tensor<2x2x32x64xf32> {jax.arg_info = "opt_state['mu']['dec'][0]['up']['w']", tf.aliasing_output = 31 : i32}, %arg32: tensor<16xf32> {jax.arg_info = "opt_state['mu']['dec'][1]['conv1']['b']", tf.aliasing_output = 32 : i32}, %arg33: tensor<3x3x32x16xf32> {jax.arg_info = "opt_state['mu']['dec'][1]['conv1']['w']", tf.aliasing_output = 33 : i32}, %arg34: tensor<16xf32> {jax.arg_info = "opt_state['mu']['dec'][1]['conv2']['b']", tf.aliasing_output = 34 : i32}, %arg35: tensor<3x3x16x16xf32> {jax.arg_info = "opt_state['mu']['dec'][1]['conv2']['w']", tf.aliasing_output = 35 : i32}, %arg36: tensor<16xf32> {jax.arg_info = "opt_state['mu']['dec'][1]['up']['b']", tf.aliasing_output = 36 : i32}, %arg37: tensor<2x2x16x32xf32> {jax.arg_info = "opt_state['mu']['dec'][1]['up']['w']", tf.aliasing_output = 37 : i32}, %arg38: tensor<16xf32> {jax.arg_info = "opt_state['mu']['enc'][0]['conv1']['b']", tf.aliasing_output = 38 : i32}, %arg39: tensor<3x3x3x16xf32> {jax.arg_info = "opt_state['mu']['enc'][0]['conv1']['w']", tf.aliasing_output = 39 : i32}, %arg40: tensor<16xf32> {jax.arg_info = "opt_state['mu']['enc'][0]['conv2']['b']", tf.aliasing_output = 40 : i32}, %arg41: tensor<3x3x16x16xf32> {jax.arg_info = "opt_state['mu']['enc'][0]['conv2']['w']", tf.aliasing_output = 41 : i32}, %arg42: tensor<32xf32> {jax.arg_info = "opt_state['mu']['enc'][1]['conv1']['b']", tf.aliasing_output = 42 : i32}, %arg43: tensor<3x3x16x32xf32> {jax.arg_info = "opt_state['mu']['enc'][1]['conv1']['w']", tf.aliasing_output = 43 : i32}, %arg44: tensor<32xf32> {jax.arg_info = "opt_state['mu']['enc'][1]['conv2']['b']", tf.aliasing_output = 44 : i32}, %arg45: tensor<3x3x32x32xf32> {jax.arg_info = "opt_state['mu']['enc'][1]['conv2']['w']", tf.aliasing_output = 45 : i32}, %arg46: tensor<64xf32> {jax.arg_info = "opt_state['mu']['mid']['conv1']['b']", tf.aliasing_output = 46 : i32}, %arg47: tensor<3x3x32x64xf32> {jax.arg_info = "opt_state['mu']['mid']['conv1']['w']", tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {jax.arg_info = "opt_state['mu']['mid']['conv2']['b']", tf.aliasing_output = 48 : i32}, %arg49: tensor<3x3x64x64xf32> {jax.arg_info = "opt_state['mu']['mid']['conv2']['w']", tf.aliasing_output = 49 : i32}, %arg50: tensor<3xf32> {jax.arg_info = "opt_state['mu']['out']['b']", tf.aliasing_output = 50 : i32}, %arg51: tensor<1x1x16x3xf32> {jax.arg_info = "opt_state['mu']['out']['w']", tf.aliasing_output = 51 : i32}, %arg52: tensor<32xf32> {jax.arg_info = "opt_state['nu']['dec'][0]['conv1']['b']", tf.aliasing_output = 52 : i32}, %arg53: tensor<3x3x64x32xf32> {jax.arg_info = "opt_state['nu']['dec'][0]['conv1']['w']", tf.aliasing_output = 53 : i32}, %arg54: tensor<32xf32> {jax.arg_info = "opt_state['nu']['dec'][0]['conv2']['b']", tf.aliasing_output = 54 : i32}, %arg55: tensor<3x3x32x32xf32> {jax.arg_info = "opt_state['nu']['dec'][0]['conv2']['w']", tf.aliasing_output = 55 : i32}, %arg56: tensor<32xf32> {jax.arg_info = "opt_state['nu']['dec'][0]['up']['b']", tf.aliasing_output = 56 : i32}, %arg57: tensor<2x2x32x64xf32> {jax.arg_info = "opt_state['nu']['dec'][0]['up']['w']", tf.aliasing_output = 57 : i32}, %arg58: tensor<16xf32> {jax.arg_info = "opt_state['nu']['dec'][1]['conv1']['b']", tf.aliasing_output = 58 : i32}, %arg59: tensor<3x3x32x16xf32> {jax.arg_info = "opt_state['nu']['dec'][1]['conv1']['w']", tf.aliasing_output = 59 : i32}, %arg60: tensor<16xf32> {jax.arg_info = "opt_state['nu']['dec'][1]['conv2']['b']", tf.aliasing_output = 60 : i32}, %arg61: tensor<3x3x16x16xf32> {jax.arg_info = "opt_state['nu']['dec'][1]['conv2']['w']", tf.aliasing_output = 61 : i32}, %arg62: tensor<16xf32> {jax.arg_info = "opt_state['nu']['dec'][1]['up']['b']", tf.aliasing_output = 62 : i32}, %arg63: tensor<2x2x16x32xf32> {jax.arg_info = "opt_state['nu']['dec'][1]['up']['w']", tf.aliasing_output = 63 : i32}, %arg64: tensor<16xf32> {jax.arg_info = "opt_state['nu']['enc'][0]['conv1']['b']", tf.aliasing_output = 64 : i32}, %arg65: tensor<3x3x3x16xf32> {jax.arg_info = "opt_state['nu']['enc'][0]['conv1']['w']", tf.aliasing_output = 65 : i32}, %arg66: tensor<16xf32> {jax.arg_info = "opt_state['nu']['enc'][0]['conv2']['b']", tf.aliasing_output = 66 : i32}, %arg67: tensor<3x3x16x16xf32> {jax.arg_info = "opt_state['nu']['enc'][0]['conv2']['w']", tf.aliasing_output = 67 : i32}, %arg68: tensor<32xf32> {jax.arg_info = "opt_state['nu']['enc'][1]['conv1']['b']", tf.aliasing_output = 68 : i32}, %arg69: tensor<3x3x16x32xf32> {jax.arg_info = "opt_state['nu']['enc'][1]['conv1']['w']", tf.aliasing_output = 69 : i32}, %arg70: tensor<32xf32> {jax.arg_info = "opt_state['nu']['enc'][1]['conv2']['b']", tf.aliasing_output = 70 : i32}, %arg71: tensor<3x3x32x32xf32> {jax.arg_info = "opt_state['nu']['enc'][1]['conv2']['w']", tf.aliasing_output = 71 : i32}, %arg72: tensor<64xf32> {jax.arg_info = "opt_state['nu']['mid']['conv1']['b']", tf.aliasing_output = 72 : i32}, %arg73: tensor<3x3x32x64xf32> {jax.arg_info = "opt_state['nu']['mid']['conv1']['w']", tf.aliasing_output = 73 : i32}, %arg74: tensor<64xf32> {jax.arg_info = "opt_state['nu']['mid']['conv2']['b']", tf.aliasing_output = 74 : i32}, %arg75: tensor<3x3x64x64xf32> {jax.arg_info = "opt_state['nu']['mid']['conv2']['w']", tf.aliasing_output = 75 : i32}, %arg76: tensor<3xf32> {jax.arg_info = "opt_state['nu']['out']['b']", tf.aliasing_output = 76 : i32}, %arg77: tensor<1x1x16x3xf32> {jax.arg_info = "opt_state['nu']['out']['w']", tf.aliasing_output = 77 : i32}, %arg78: tensor<i32> {jax.arg_info = "opt_state['step']", tf.aliasing_output = 78 : i32}, %arg79: tensor<4x32x32x3xf32> {jax.arg_info = "batch['image']"}, %arg80: tensor<4x32x32x3xf32> {jax.arg_info = "batch['target']"}) -> (tensor<32xf32> {jax.result_info = "result[0]['dec'][0]['conv1']['b']"}, tensor<3x3x64x32xf32> {jax.result_info = "result[0]['dec'][0]['conv1']['w']"}, tensor<32xf32> {jax.result_info = "result[0]['dec'][0]['conv2']['b']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['dec'][0]['conv2']['w']"}, tensor<32xf32> {jax.result_info = "result[0]['dec'][0]['up']['b']"}, tensor<2x2x32x64xf32> {jax.result_info = "result[0]['dec'][0]['up']['w']"}, tensor<16xf32> {jax.result_info = "result[0]['dec'][1]['conv1']['b']"}, tensor<3x3x32x16xf32> {jax.result_info = "result[0]['dec'][1]['conv1']['w']"}, tensor<16xf32> {jax.result_info = "result[0]['dec'][1]['conv2']['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['dec'][1]['conv2']['w']"}, tensor<16xf32> {jax.result_info = "result[0]['dec'][1]['up']['b']"}, tensor<2x2x16x32xf32> {jax.result_info = "result[0]['dec'][1]['up']['w']"}, tensor<16xf32> {jax.result_info = "result[0]['enc'][0]['conv1']['b']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[0]['enc'][0]['conv1']['w']"}, tensor<16xf32> {jax.result_info = "result[0]['enc'][0]['conv2']['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['enc'][0]['conv2']['w']"}, tensor<32xf32> {jax.result_info = "result[0]['enc'][1]['conv1']['b']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0]['enc'][1]['conv1']['w']"}, tensor<32xf32> {jax.result_info = "result[0]['enc'][1]['conv2']['b']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['enc'][1]['conv2']['w']"}, tensor<64xf32> {jax.result_info = "result[0]['mid']['conv1']['b']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['mid']['conv1']['w']"}, tensor<64xf32> {jax.result_info = "result[0]['mid']['conv2']['b']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['mid']['conv2']['w']"}, tensor<3xf32> {jax.result_info = "result[0]['out']['b']"}, tensor<1x1x16x3xf32> {jax.result_info = "result[0]['out']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['dec'][0]['conv1']['b']"}, tensor<3x3x64x32xf32> {jax.result_info = "result[1]['mu']['dec'][0]['conv1']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['dec'][0]['conv2']['b']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['mu']['dec'][0]['conv2']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['dec'][0]['up']['b']"}, tensor<2x2x32x64xf32> {jax.result_info = "result[1]['mu']['dec'][0]['up']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['mu']['dec'][1]['conv1']['b']"}, tensor<3x3x32x16xf32> {jax.result_info = "result[1]['mu']['dec'][1]['conv1']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['mu']['dec'][1]['conv2']['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1]['mu']['dec'][1]['conv2']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['mu']['dec'][1]['up']['b']"}, tensor<2x2x16x32xf32> {jax.result_info = "result[1]['mu']['dec'][1]['up']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['mu']['enc'][0]['conv1']['b']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[1]['mu']['enc'][0]['conv1']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['mu']['enc'][0]['conv2']['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1]['mu']['enc'][0]['conv2']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['enc'][1]['conv1']['b']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1]['mu']['enc'][1]['conv1']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['enc'][1]['conv2']['b']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['mu']['enc'][1]['conv2']['w']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['mid']['conv1']['b']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1]['mu']['mid']['conv1']['w']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['mid']['conv2']['b']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]['mu']['mid']['conv2']['w']"}, tensor<3xf32> {jax.result_info = "result[1]['mu']['out']['b']"}, tensor<1x1x16x3xf32> {jax.result_info = "result[1]['mu']['out']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['dec'][0]['conv1']['b']"}, tensor<3x3x64x32xf32> {jax.result_info = "result[1]['nu']['dec'][0]['conv1']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['dec'][0]['conv2']['b']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['nu']['dec'][0]['conv2']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['dec'][0]['up']['b']"}, tensor<2x2x32x64xf32> {jax.result_info = "result[1]['nu']['dec'][0]['up']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['nu']['dec'][1]['conv1']['b']"}, tensor<3x3x32x16xf32> {jax.result_info = "result[1]['nu']['dec'][1]['conv1']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['nu']['dec'][1]['conv2']['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1]['nu']['dec'][1]['conv2']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['nu']['dec'][1]['up']['b']"}, tensor<2x2x16x32xf32> {jax.result_info = "result[1]['nu']['dec'][1]['up']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['nu']['enc'][0]['conv1']['b']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[1]['nu']['enc'][0]['conv1']['w']"}, tensor<16xf32> {jax.result_info = "result[1]['nu']['enc'][0]['conv2']['b']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1]['nu']['enc'][0]['conv2']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['enc'][1]['conv1']['b']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[1]['nu']['enc'][1]['conv1']['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['enc'][1]['conv2']['b']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1]['nu']['enc'][1]['conv2']['w']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['mid']['conv1']['b']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1]['nu']['mid']['conv1']['w']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['mid']['conv2']['b']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[1]['nu']['mid']['conv2']['w']"}, tensor<3xf32> {jax.result_info = "result[1]['nu']['out']['b']"}, tensor<1x1x16x3xf32> {jax.result_info = "result[1]['nu']['out']['w']"}, tensor<i32> {jax.result_info = "result[1]['step']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg79, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<4x32x32x16xf32>
    %1 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x32x32x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x32x32x16xf32>
    %4 = call @relu(%3) : (tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<4x32x32x16xf32>, tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xi1>
    %7 = stablehlo.convolution(%4, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x32x32x16xf32>
    %8 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x32x32x16xf32>
    %10 = stablehlo.add %7, %9 : tensor<4x32x32x16xf32>
    %11 = call @relu(%10) : (tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %13 = stablehlo.compare GT, %10, %12, FLOAT : (tensor<4x32x32x16xf32>, tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xi1>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %15 = "stablehlo.reduce_window"(%11, %14) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %799 = stablehlo.maximum %arg81, %arg82 : tensor<f32>
      stablehlo.return %799 : tensor<f32>
    }) : (tensor<4x32x32x16xf32>, tensor<f32>) -> tensor<4x16x16x16xf32>
    %16 = stablehlo.convolution(%15, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<3x3x16x32xf32>) -> tensor<4x16x16x32xf32>
    %17 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<4x16x16x32xf32>
    %19 = stablehlo.add %16, %18 : tensor<4x16x16x32xf32>
    %20 = call @relu_0(%19) : (tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %22 = stablehlo.compare GT, %19, %21, FLOAT : (tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xi1>
    %23 = stablehlo.convolution(%20, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<4x16x16x32xf32>
    %24 = stablehlo.broadcast_in_dim %arg18, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<4x16x16x32xf32>
    %26 = stablehlo.add %23, %25 : tensor<4x16x16x32xf32>
    %27 = call @relu_0(%26) : (tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %29 = stablehlo.compare GT, %26, %28, FLOAT : (tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<f32>
    %31 = "stablehlo.reduce_window"(%27, %30) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %799 = stablehlo.add %arg81, %arg82 : tensor<f32>
      stablehlo.return %799 : tensor<f32>
    }) : (tensor<4x16x16x32xf32>, tensor<f32>) -> tensor<4x8x8x32xf32>
    %cst_5 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x8x8x32xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<4x8x8x32xf32>
    %34 = stablehlo.convolution(%33, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x32xf32>, tensor<3x3x32x64xf32>) -> tensor<4x8x8x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<4x8x8x64xf32>
    %37 = stablehlo.add %34, %36 : tensor<4x8x8x64xf32>
    %38 = call @relu_1(%37) : (tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %40 = stablehlo.compare GT, %37, %39, FLOAT : (tensor<4x8x8x64xf32>, tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xi1>
    %41 = stablehlo.convolution(%38, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<4x8x8x64xf32>
    %42 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<4x8x8x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<4x8x8x64xf32>
    %45 = call @relu_1(%44) : (tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %47 = stablehlo.compare GT, %44, %46, FLOAT : (tensor<4x8x8x64xf32>, tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xi1>
    %48 = stablehlo.reverse %arg5, dims = [0] : tensor<2x2x32x64xf32>
    %49 = stablehlo.reverse %48, dims = [1] : tensor<2x2x32x64xf32>
    %50 = stablehlo.transpose %49, dims = [0, 1, 3, 2] : (tensor<2x2x32x64xf32>) -> tensor<2x2x64x32xf32>
    %51 = stablehlo.convolution(%45, %50) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x64xf32>, tensor<2x2x64x32xf32>) -> tensor<4x16x16x32xf32>
    %52 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<4x16x16x32xf32>
    %54 = stablehlo.add %51, %53 : tensor<4x16x16x32xf32>
    %55 = stablehlo.concatenate %54, %27, dim = 3 : (tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>) -> tensor<4x16x16x64xf32>
    %56 = stablehlo.convolution(%55, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x64xf32>, tensor<3x3x64x32xf32>) -> tensor<4x16x16x32xf32>
    %57 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<4x16x16x32xf32>
    %59 = stablehlo.add %56, %58 : tensor<4x16x16x32xf32>
    %60 = call @relu_0(%59) : (tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %62 = stablehlo.compare GT, %59, %61, FLOAT : (tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xi1>
    %63 = stablehlo.convolution(%60, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<4x16x16x32xf32>
    %64 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<4x16x16x32xf32>
    %66 = stablehlo.add %63, %65 : tensor<4x16x16x32xf32>
    %67 = call @relu_0(%66) : (tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %69 = stablehlo.compare GT, %66, %68, FLOAT : (tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xi1>
    %70 = stablehlo.reverse %arg11, dims = [0] : tensor<2x2x16x32xf32>
    %71 = stablehlo.reverse %70, dims = [1] : tensor<2x2x16x32xf32>
    %72 = stablehlo.transpose %71, dims = [0, 1, 3, 2] : (tensor<2x2x16x32xf32>) -> tensor<2x2x32x16xf32>
    %73 = stablehlo.convolution(%67, %72) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<2x2x32x16xf32>) -> tensor<4x32x32x16xf32>
    %74 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x32x32x16xf32>
    %76 = stablehlo.add %73, %75 : tensor<4x32x32x16xf32>
    %77 = stablehlo.concatenate %76, %11, dim = 3 : (tensor<4x32x32x16xf32>, tensor<4x32x32x16xf32>) -> tensor<4x32x32x32xf32>
    %78 = stablehlo.convolution(%77, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x32xf32>, tensor<3x3x32x16xf32>) -> tensor<4x32x32x16xf32>
    %79 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x32x32x16xf32>
    %81 = stablehlo.add %78, %80 : tensor<4x32x32x16xf32>
    %82 = call @relu(%81) : (tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %84 = stablehlo.compare GT, %81, %83, FLOAT : (tensor<4x32x32x16xf32>, tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xi1>
    %85 = stablehlo.convolution(%82, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x32x32x16xf32>
    %86 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<4x32x32x16xf32>
    %88 = stablehlo.add %85, %87 : tensor<4x32x32x16xf32>
    %89 = call @relu(%88) : (tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %91 = stablehlo.compare GT, %88, %90, FLOAT : (tensor<4x32x32x16xf32>, tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xi1>
    %92 = stablehlo.convolution(%89, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<1x1x16x3xf32>) -> tensor<4x32x32x3xf32>
    %93 = stablehlo.broadcast_in_dim %arg24, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<4x32x32x3xf32>
    %95 = stablehlo.add %92, %94 : tensor<4x32x32x3xf32>
    %96 = stablehlo.subtract %95, %arg80 : tensor<4x32x32x3xf32>
    %97 = stablehlo.multiply %96, %96 : tensor<4x32x32x3xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x32x32x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
    %99 = stablehlo.divide %98, %cst_13 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.228800e+04> : tensor<f32>
    %100 = stablehlo.divide %cst_14, %cst_15 : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<4x32x32x3xf32>
    %102 = stablehlo.multiply %96, %101 : tensor<4x32x32x3xf32>
    %103 = stablehlo.multiply %101, %96 : tensor<4x32x32x3xf32>
    %104 = stablehlo.add %102, %103 : tensor<4x32x32x3xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x32x3xf32>, tensor<f32>) -> tensor<3xf32>
    %106 = stablehlo.reshape %105 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_17) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %108 = stablehlo.convolution(%89, %104) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<4x32x32x3xf32>) -> tensor<1x1x16x3xf32>
    %109 = stablehlo.reverse %arg25, dims = [0, 1] : tensor<1x1x16x3xf32>
    %110 = stablehlo.convolution(%104, %109) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x3xf32>, tensor<1x1x16x3xf32>) -> tensor<4x32x32x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %112 = stablehlo.select %91, %110, %111 : tensor<4x32x32x16xi1>, tensor<4x32x32x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %114 = stablehlo.reshape %113 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %116 = stablehlo.convolution(%82, %112) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<4x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %117 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<3x3x16x16xf32>
    %118 = stablehlo.convolution(%112, %117) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x32x32x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %120 = stablehlo.select %84, %118, %119 : tensor<4x32x32x16xi1>, tensor<4x32x32x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %122 = stablehlo.reshape %121 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %124 = stablehlo.convolution(%77, %120) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x32xf32>, tensor<4x32x32x16xf32>) -> tensor<3x3x32x16xf32>
    %125 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x32x16xf32>
    %126 = stablehlo.convolution(%120, %125) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<3x3x32x16xf32>) -> tensor<4x32x32x32xf32>
    %127 = stablehlo.slice %126 [0:4, 0:32, 0:32, 0:16] : (tensor<4x32x32x32xf32>) -> tensor<4x32x32x16xf32>
    %128 = stablehlo.slice %126 [0:4, 0:32, 0:32, 16:32] : (tensor<4x32x32x32xf32>) -> tensor<4x32x32x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%127 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %130 = stablehlo.reshape %129 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_25) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %132 = stablehlo.convolution(%67, %127) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<4x32x32x16xf32>) -> tensor<2x2x32x16xf32>
    %133 = stablehlo.reverse %72, dims = [0, 1] : tensor<2x2x32x16xf32>
    %134 = stablehlo.convolution(%127, %133) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<2x2x32x16xf32>) -> tensor<4x16x16x32xf32>
    %135 = stablehlo.transpose %132, dims = [0, 1, 3, 2] : (tensor<2x2x32x16xf32>) -> tensor<2x2x16x32xf32>
    %136 = stablehlo.reverse %135, dims = [1] : tensor<2x2x16x32xf32>
    %137 = stablehlo.reverse %136, dims = [0] : tensor<2x2x16x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %139 = stablehlo.select %69, %134, %138 : tensor<4x16x16x32xi1>, tensor<4x16x16x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %141 = stablehlo.reshape %140 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %143 = stablehlo.convolution(%60, %139) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %144 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x32x32xf32>
    %145 = stablehlo.convolution(%139, %144) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<4x16x16x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %147 = stablehlo.select %62, %145, %146 : tensor<4x16x16x32xi1>, tensor<4x16x16x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %149 = stablehlo.reshape %148 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %151 = stablehlo.convolution(%55, %147) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x64xf32>, tensor<4x16x16x32xf32>) -> tensor<3x3x64x32xf32>
    %152 = stablehlo.reverse %arg1, dims = [0, 1] : tensor<3x3x64x32xf32>
    %153 = stablehlo.convolution(%147, %152) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<3x3x64x32xf32>) -> tensor<4x16x16x64xf32>
    %154 = stablehlo.slice %153 [0:4, 0:16, 0:16, 0:32] : (tensor<4x16x16x64xf32>) -> tensor<4x16x16x32xf32>
    %155 = stablehlo.slice %153 [0:4, 0:16, 0:16, 32:64] : (tensor<4x16x16x64xf32>) -> tensor<4x16x16x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%154 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %157 = stablehlo.reshape %156 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %159 = stablehlo.convolution(%45, %154) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x64xf32>, tensor<4x16x16x32xf32>) -> tensor<2x2x64x32xf32>
    %160 = stablehlo.reverse %50, dims = [0, 1] : tensor<2x2x64x32xf32>
    %161 = stablehlo.convolution(%154, %160) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<2x2x64x32xf32>) -> tensor<4x8x8x64xf32>
    %162 = stablehlo.transpose %159, dims = [0, 1, 3, 2] : (tensor<2x2x64x32xf32>) -> tensor<2x2x32x64xf32>
    %163 = stablehlo.reverse %162, dims = [1] : tensor<2x2x32x64xf32>
    %164 = stablehlo.reverse %163, dims = [0] : tensor<2x2x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %166 = stablehlo.select %47, %161, %165 : tensor<4x8x8x64xi1>, tensor<4x8x8x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.reduce(%166 init: %cst_35) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %168 = stablehlo.reshape %167 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_36) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %170 = stablehlo.convolution(%38, %166) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x64xf32>, tensor<4x8x8x64xf32>) -> tensor<3x3x64x64xf32>
    %171 = stablehlo.reverse %arg23, dims = [0, 1] : tensor<3x3x64x64xf32>
    %172 = stablehlo.convolution(%166, %171) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<4x8x8x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %174 = stablehlo.select %40, %172, %173 : tensor<4x8x8x64xi1>, tensor<4x8x8x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %176 = stablehlo.reshape %175 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %178 = stablehlo.convolution(%33, %174) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x32xf32>, tensor<4x8x8x64xf32>) -> tensor<3x3x32x64xf32>
    %179 = stablehlo.reverse %arg21, dims = [0, 1] : tensor<3x3x32x64xf32>
    %180 = stablehlo.convolution(%174, %179) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x8x8x64xf32>, tensor<3x3x32x64xf32>) -> tensor<4x8x8x32xf32>
    %cst_40 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x8x8x32xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<4x8x8x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.pad %182, %cst_41, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<4x8x8x32xf32>, tensor<f32>) -> tensor<4x17x17x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<f32>
    %185 = "stablehlo.reduce_window"(%183, %184) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %799 = stablehlo.add %arg81, %arg82 : tensor<f32>
      stablehlo.return %799 : tensor<f32>
    }) : (tensor<4x17x17x32xf32>, tensor<f32>) -> tensor<4x16x16x32xf32>
    %186 = stablehlo.add %155, %185 : tensor<4x16x16x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %188 = stablehlo.select %29, %186, %187 : tensor<4x16x16x32xi1>, tensor<4x16x16x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %190 = stablehlo.reshape %189 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%190 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %192 = stablehlo.convolution(%20, %188) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<4x16x16x32xf32>) -> tensor<3x3x32x32xf32>
    %193 = stablehlo.reverse %arg19, dims = [0, 1] : tensor<3x3x32x32xf32>
    %194 = stablehlo.convolution(%188, %193) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<4x16x16x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %196 = stablehlo.select %22, %194, %195 : tensor<4x16x16x32xi1>, tensor<4x16x16x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %198 = stablehlo.reshape %197 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %200 = stablehlo.convolution(%15, %196) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x16xf32>, tensor<4x16x16x32xf32>) -> tensor<3x3x16x32xf32>
    %201 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<3x3x16x32xf32>
    %202 = stablehlo.convolution(%196, %201) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x16x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<4x16x16x16xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %203 = stablehlo.pad %11, %cst_49, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x32x32x16xf32>, tensor<f32>) -> tensor<4x32x32x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = "stablehlo.select_and_scatter"(%203, %202, %cst_50) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %799 = stablehlo.compare GE, %arg81, %arg82, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %799 : tensor<i1>
    }, {
    ^bb0(%arg81: tensor<f32>, %arg82: tensor<f32>):
      %799 = stablehlo.add %arg81, %arg82 : tensor<f32>
      stablehlo.return %799 : tensor<f32>
    }) : (tensor<4x32x32x16xf32>, tensor<4x16x16x16xf32>, tensor<f32>) -> tensor<4x32x32x16xf32>
    %205 = stablehlo.slice %204 [0:4, 0:32, 0:32, 0:16] : (tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xf32>
    %206 = stablehlo.add %128, %205 : tensor<4x32x32x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %208 = stablehlo.select %13, %206, %207 : tensor<4x32x32x16xi1>, tensor<4x32x32x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_52) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %210 = stablehlo.reshape %209 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_53) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %212 = stablehlo.convolution(%4, %208) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<4x32x32x16xf32>) -> tensor<3x3x16x16xf32>
    %213 = stablehlo.reverse %arg15, dims = [0, 1] : tensor<3x3x16x16xf32>
    %214 = stablehlo.convolution(%208, %213) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x16xf32>, tensor<3x3x16x16xf32>) -> tensor<4x32x32x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %216 = stablehlo.select %6, %214, %215 : tensor<4x32x32x16xi1>, tensor<4x32x32x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_55) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %218 = stablehlo.reshape %217 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_56) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %220 = stablehlo.convolution(%arg79, %216) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<4x32x32x3xf32>, tensor<4x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %221 = stablehlo.add %arg78, %c : tensor<i32>
    %222 = stablehlo.convert %221 : (tensor<i32>) -> tensor<f32>
    %cst_57 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %223 = stablehlo.power %cst_57, %222 : tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %224 = stablehlo.subtract %cst_58, %223 : tensor<f32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %225 = stablehlo.power %cst_59, %222 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %226 = stablehlo.subtract %cst_60, %225 : tensor<f32>
    %cst_61 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %228 = stablehlo.multiply %227, %arg26 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %230 = stablehlo.multiply %229, %150 : tensor<32xf32>
    %231 = stablehlo.add %228, %230 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %233 = stablehlo.multiply %232, %arg52 : tensor<32xf32>
    %234 = stablehlo.multiply %150, %150 : tensor<32xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<32xf32>
    %237 = stablehlo.add %233, %236 : tensor<32xf32>
    %238 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %239 = stablehlo.divide %231, %238 : tensor<32xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %241 = stablehlo.multiply %240, %239 : tensor<32xf32>
    %242 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %243 = stablehlo.divide %237, %242 : tensor<32xf32>
    %244 = stablehlo.sqrt %243 : tensor<32xf32>
    %cst_66 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.add %244, %245 : tensor<32xf32>
    %247 = stablehlo.divide %241, %246 : tensor<32xf32>
    %248 = stablehlo.subtract %arg0, %247 : tensor<32xf32>
    %cst_67 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %250 = stablehlo.multiply %249, %arg27 : tensor<3x3x64x32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %252 = stablehlo.multiply %251, %151 : tensor<3x3x64x32xf32>
    %253 = stablehlo.add %250, %252 : tensor<3x3x64x32xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %255 = stablehlo.multiply %254, %arg53 : tensor<3x3x64x32xf32>
    %256 = stablehlo.multiply %151, %151 : tensor<3x3x64x32xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<3x3x64x32xf32>
    %259 = stablehlo.add %255, %258 : tensor<3x3x64x32xf32>
    %260 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %261 = stablehlo.divide %253, %260 : tensor<3x3x64x32xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<3x3x64x32xf32>
    %264 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %265 = stablehlo.divide %259, %264 : tensor<3x3x64x32xf32>
    %266 = stablehlo.sqrt %265 : tensor<3x3x64x32xf32>
    %cst_72 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<3x3x64x32xf32>
    %268 = stablehlo.add %266, %267 : tensor<3x3x64x32xf32>
    %269 = stablehlo.divide %263, %268 : tensor<3x3x64x32xf32>
    %270 = stablehlo.subtract %arg1, %269 : tensor<3x3x64x32xf32>
    %cst_73 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %272 = stablehlo.multiply %271, %arg28 : tensor<32xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %274 = stablehlo.multiply %273, %142 : tensor<32xf32>
    %275 = stablehlo.add %272, %274 : tensor<32xf32>
    %cst_75 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %277 = stablehlo.multiply %276, %arg54 : tensor<32xf32>
    %278 = stablehlo.multiply %142, %142 : tensor<32xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<32xf32>
    %281 = stablehlo.add %277, %280 : tensor<32xf32>
    %282 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %283 = stablehlo.divide %275, %282 : tensor<32xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<32xf32>
    %286 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %287 = stablehlo.divide %281, %286 : tensor<32xf32>
    %288 = stablehlo.sqrt %287 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %290 = stablehlo.add %288, %289 : tensor<32xf32>
    %291 = stablehlo.divide %285, %290 : tensor<32xf32>
    %292 = stablehlo.subtract %arg2, %291 : tensor<32xf32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %294 = stablehlo.multiply %293, %arg29 : tensor<3x3x32x32xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %296 = stablehlo.multiply %295, %143 : tensor<3x3x32x32xf32>
    %297 = stablehlo.add %294, %296 : tensor<3x3x32x32xf32>
    %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %299 = stablehlo.multiply %298, %arg55 : tensor<3x3x32x32xf32>
    %300 = stablehlo.multiply %143, %143 : tensor<3x3x32x32xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %302 = stablehlo.multiply %301, %300 : tensor<3x3x32x32xf32>
    %303 = stablehlo.add %299, %302 : tensor<3x3x32x32xf32>
    %304 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %305 = stablehlo.divide %297, %304 : tensor<3x3x32x32xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %307 = stablehlo.multiply %306, %305 : tensor<3x3x32x32xf32>
    %308 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %309 = stablehlo.divide %303, %308 : tensor<3x3x32x32xf32>
    %310 = stablehlo.sqrt %309 : tensor<3x3x32x32xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %312 = stablehlo.add %310, %311 : tensor<3x3x32x32xf32>
    %313 = stablehlo.divide %307, %312 : tensor<3x3x32x32xf32>
    %314 = stablehlo.subtract %arg3, %313 : tensor<3x3x32x32xf32>
    %cst_85 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %316 = stablehlo.multiply %315, %arg30 : tensor<32xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %318 = stablehlo.multiply %317, %158 : tensor<32xf32>
    %319 = stablehlo.add %316, %318 : tensor<32xf32>
    %cst_87 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %321 = stablehlo.multiply %320, %arg56 : tensor<32xf32>
    %322 = stablehlo.multiply %158, %158 : tensor<32xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %324 = stablehlo.multiply %323, %322 : tensor<32xf32>
    %325 = stablehlo.add %321, %324 : tensor<32xf32>
    %326 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %327 = stablehlo.divide %319, %326 : tensor<32xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<32xf32>
    %330 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %331 = stablehlo.divide %325, %330 : tensor<32xf32>
    %332 = stablehlo.sqrt %331 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %334 = stablehlo.add %332, %333 : tensor<32xf32>
    %335 = stablehlo.divide %329, %334 : tensor<32xf32>
    %336 = stablehlo.subtract %arg4, %335 : tensor<32xf32>
    %cst_91 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %338 = stablehlo.multiply %337, %arg31 : tensor<2x2x32x64xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %340 = stablehlo.multiply %339, %164 : tensor<2x2x32x64xf32>
    %341 = stablehlo.add %338, %340 : tensor<2x2x32x64xf32>
    %cst_93 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %343 = stablehlo.multiply %342, %arg57 : tensor<2x2x32x64xf32>
    %344 = stablehlo.multiply %164, %164 : tensor<2x2x32x64xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %346 = stablehlo.multiply %345, %344 : tensor<2x2x32x64xf32>
    %347 = stablehlo.add %343, %346 : tensor<2x2x32x64xf32>
    %348 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %349 = stablehlo.divide %341, %348 : tensor<2x2x32x64xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %351 = stablehlo.multiply %350, %349 : tensor<2x2x32x64xf32>
    %352 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %353 = stablehlo.divide %347, %352 : tensor<2x2x32x64xf32>
    %354 = stablehlo.sqrt %353 : tensor<2x2x32x64xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<2x2x32x64xf32>
    %356 = stablehlo.add %354, %355 : tensor<2x2x32x64xf32>
    %357 = stablehlo.divide %351, %356 : tensor<2x2x32x64xf32>
    %358 = stablehlo.subtract %arg5, %357 : tensor<2x2x32x64xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %360 = stablehlo.multiply %359, %arg32 : tensor<16xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %362 = stablehlo.multiply %361, %123 : tensor<16xf32>
    %363 = stablehlo.add %360, %362 : tensor<16xf32>
    %cst_99 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %365 = stablehlo.multiply %364, %arg58 : tensor<16xf32>
    %366 = stablehlo.multiply %123, %123 : tensor<16xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<16xf32>
    %369 = stablehlo.add %365, %368 : tensor<16xf32>
    %370 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %371 = stablehlo.divide %363, %370 : tensor<16xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %373 = stablehlo.multiply %372, %371 : tensor<16xf32>
    %374 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %375 = stablehlo.divide %369, %374 : tensor<16xf32>
    %376 = stablehlo.sqrt %375 : tensor<16xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %378 = stablehlo.add %376, %377 : tensor<16xf32>
    %379 = stablehlo.divide %373, %378 : tensor<16xf32>
    %380 = stablehlo.subtract %arg6, %379 : tensor<16xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %382 = stablehlo.multiply %381, %arg33 : tensor<3x3x32x16xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %384 = stablehlo.multiply %383, %124 : tensor<3x3x32x16xf32>
    %385 = stablehlo.add %382, %384 : tensor<3x3x32x16xf32>
    %cst_105 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %387 = stablehlo.multiply %386, %arg59 : tensor<3x3x32x16xf32>
    %388 = stablehlo.multiply %124, %124 : tensor<3x3x32x16xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %390 = stablehlo.multiply %389, %388 : tensor<3x3x32x16xf32>
    %391 = stablehlo.add %387, %390 : tensor<3x3x32x16xf32>
    %392 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %393 = stablehlo.divide %385, %392 : tensor<3x3x32x16xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %395 = stablehlo.multiply %394, %393 : tensor<3x3x32x16xf32>
    %396 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %397 = stablehlo.divide %391, %396 : tensor<3x3x32x16xf32>
    %398 = stablehlo.sqrt %397 : tensor<3x3x32x16xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<3x3x32x16xf32>
    %400 = stablehlo.add %398, %399 : tensor<3x3x32x16xf32>
    %401 = stablehlo.divide %395, %400 : tensor<3x3x32x16xf32>
    %402 = stablehlo.subtract %arg7, %401 : tensor<3x3x32x16xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %404 = stablehlo.multiply %403, %arg34 : tensor<16xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %406 = stablehlo.multiply %405, %115 : tensor<16xf32>
    %407 = stablehlo.add %404, %406 : tensor<16xf32>
    %cst_111 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %409 = stablehlo.multiply %408, %arg60 : tensor<16xf32>
    %410 = stablehlo.multiply %115, %115 : tensor<16xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %412 = stablehlo.multiply %411, %410 : tensor<16xf32>
    %413 = stablehlo.add %409, %412 : tensor<16xf32>
    %414 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %415 = stablehlo.divide %407, %414 : tensor<16xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %417 = stablehlo.multiply %416, %415 : tensor<16xf32>
    %418 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %419 = stablehlo.divide %413, %418 : tensor<16xf32>
    %420 = stablehlo.sqrt %419 : tensor<16xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %422 = stablehlo.add %420, %421 : tensor<16xf32>
    %423 = stablehlo.divide %417, %422 : tensor<16xf32>
    %424 = stablehlo.subtract %arg8, %423 : tensor<16xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %426 = stablehlo.multiply %425, %arg35 : tensor<3x3x16x16xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %428 = stablehlo.multiply %427, %116 : tensor<3x3x16x16xf32>
    %429 = stablehlo.add %426, %428 : tensor<3x3x16x16xf32>
    %cst_117 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %431 = stablehlo.multiply %430, %arg61 : tensor<3x3x16x16xf32>
    %432 = stablehlo.multiply %116, %116 : tensor<3x3x16x16xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<3x3x16x16xf32>
    %435 = stablehlo.add %431, %434 : tensor<3x3x16x16xf32>
    %436 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %437 = stablehlo.divide %429, %436 : tensor<3x3x16x16xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %439 = stablehlo.multiply %438, %437 : tensor<3x3x16x16xf32>
    %440 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %441 = stablehlo.divide %435, %440 : tensor<3x3x16x16xf32>
    %442 = stablehlo.sqrt %441 : tensor<3x3x16x16xf32>
    %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %444 = stablehlo.add %442, %443 : tensor<3x3x16x16xf32>
    %445 = stablehlo.divide %439, %444 : tensor<3x3x16x16xf32>
    %446 = stablehlo.subtract %arg9, %445 : tensor<3x3x16x16xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %448 = stablehlo.multiply %447, %arg36 : tensor<16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %450 = stablehlo.multiply %449, %131 : tensor<16xf32>
    %451 = stablehlo.add %448, %450 : tensor<16xf32>
    %cst_123 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %453 = stablehlo.multiply %452, %arg62 : tensor<16xf32>
    %454 = stablehlo.multiply %131, %131 : tensor<16xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<16xf32>
    %457 = stablehlo.add %453, %456 : tensor<16xf32>
    %458 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %459 = stablehlo.divide %451, %458 : tensor<16xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %461 = stablehlo.multiply %460, %459 : tensor<16xf32>
    %462 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %463 = stablehlo.divide %457, %462 : tensor<16xf32>
    %464 = stablehlo.sqrt %463 : tensor<16xf32>
    %cst_126 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %466 = stablehlo.add %464, %465 : tensor<16xf32>
    %467 = stablehlo.divide %461, %466 : tensor<16xf32>
    %468 = stablehlo.subtract %arg10, %467 : tensor<16xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %470 = stablehlo.multiply %469, %arg37 : tensor<2x2x16x32xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %472 = stablehlo.multiply %471, %137 : tensor<2x2x16x32xf32>
    %473 = stablehlo.add %470, %472 : tensor<2x2x16x32xf32>
    %cst_129 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %475 = stablehlo.multiply %474, %arg63 : tensor<2x2x16x32xf32>
    %476 = stablehlo.multiply %137, %137 : tensor<2x2x16x32xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %478 = stablehlo.multiply %477, %476 : tensor<2x2x16x32xf32>
    %479 = stablehlo.add %475, %478 : tensor<2x2x16x32xf32>
    %480 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %481 = stablehlo.divide %473, %480 : tensor<2x2x16x32xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<2x2x16x32xf32>
    %484 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %485 = stablehlo.divide %479, %484 : tensor<2x2x16x32xf32>
    %486 = stablehlo.sqrt %485 : tensor<2x2x16x32xf32>
    %cst_132 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x2x16x32xf32>
    %488 = stablehlo.add %486, %487 : tensor<2x2x16x32xf32>
    %489 = stablehlo.divide %483, %488 : tensor<2x2x16x32xf32>
    %490 = stablehlo.subtract %arg11, %489 : tensor<2x2x16x32xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %492 = stablehlo.multiply %491, %arg38 : tensor<16xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %494 = stablehlo.multiply %493, %219 : tensor<16xf32>
    %495 = stablehlo.add %492, %494 : tensor<16xf32>
    %cst_135 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %497 = stablehlo.multiply %496, %arg64 : tensor<16xf32>
    %498 = stablehlo.multiply %219, %219 : tensor<16xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %500 = stablehlo.multiply %499, %498 : tensor<16xf32>
    %501 = stablehlo.add %497, %500 : tensor<16xf32>
    %502 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %503 = stablehlo.divide %495, %502 : tensor<16xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %505 = stablehlo.multiply %504, %503 : tensor<16xf32>
    %506 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %507 = stablehlo.divide %501, %506 : tensor<16xf32>
    %508 = stablehlo.sqrt %507 : tensor<16xf32>
    %cst_138 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %510 = stablehlo.add %508, %509 : tensor<16xf32>
    %511 = stablehlo.divide %505, %510 : tensor<16xf32>
    %512 = stablehlo.subtract %arg12, %511 : tensor<16xf32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %514 = stablehlo.multiply %513, %arg39 : tensor<3x3x3x16xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %516 = stablehlo.multiply %515, %220 : tensor<3x3x3x16xf32>
    %517 = stablehlo.add %514, %516 : tensor<3x3x3x16xf32>
    %cst_141 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %519 = stablehlo.multiply %518, %arg65 : tensor<3x3x3x16xf32>
    %520 = stablehlo.multiply %220, %220 : tensor<3x3x3x16xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %522 = stablehlo.multiply %521, %520 : tensor<3x3x3x16xf32>
    %523 = stablehlo.add %519, %522 : tensor<3x3x3x16xf32>
    %524 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %525 = stablehlo.divide %517, %524 : tensor<3x3x3x16xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %527 = stablehlo.multiply %526, %525 : tensor<3x3x3x16xf32>
    %528 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %529 = stablehlo.divide %523, %528 : tensor<3x3x3x16xf32>
    %530 = stablehlo.sqrt %529 : tensor<3x3x3x16xf32>
    %cst_144 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %532 = stablehlo.add %530, %531 : tensor<3x3x3x16xf32>
    %533 = stablehlo.divide %527, %532 : tensor<3x3x3x16xf32>
    %534 = stablehlo.subtract %arg13, %533 : tensor<3x3x3x16xf32>
    %cst_145 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %536 = stablehlo.multiply %535, %arg40 : tensor<16xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %538 = stablehlo.multiply %537, %211 : tensor<16xf32>
    %539 = stablehlo.add %536, %538 : tensor<16xf32>
    %cst_147 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %541 = stablehlo.multiply %540, %arg66 : tensor<16xf32>
    %542 = stablehlo.multiply %211, %211 : tensor<16xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %544 = stablehlo.multiply %543, %542 : tensor<16xf32>
    %545 = stablehlo.add %541, %544 : tensor<16xf32>
    %546 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %547 = stablehlo.divide %539, %546 : tensor<16xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %549 = stablehlo.multiply %548, %547 : tensor<16xf32>
    %550 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %551 = stablehlo.divide %545, %550 : tensor<16xf32>
    %552 = stablehlo.sqrt %551 : tensor<16xf32>
    %cst_150 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %554 = stablehlo.add %552, %553 : tensor<16xf32>
    %555 = stablehlo.divide %549, %554 : tensor<16xf32>
    %556 = stablehlo.subtract %arg14, %555 : tensor<16xf32>
    %cst_151 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %558 = stablehlo.multiply %557, %arg41 : tensor<3x3x16x16xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %560 = stablehlo.multiply %559, %212 : tensor<3x3x16x16xf32>
    %561 = stablehlo.add %558, %560 : tensor<3x3x16x16xf32>
    %cst_153 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %563 = stablehlo.multiply %562, %arg67 : tensor<3x3x16x16xf32>
    %564 = stablehlo.multiply %212, %212 : tensor<3x3x16x16xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %566 = stablehlo.multiply %565, %564 : tensor<3x3x16x16xf32>
    %567 = stablehlo.add %563, %566 : tensor<3x3x16x16xf32>
    %568 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %569 = stablehlo.divide %561, %568 : tensor<3x3x16x16xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %571 = stablehlo.multiply %570, %569 : tensor<3x3x16x16xf32>
    %572 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %573 = stablehlo.divide %567, %572 : tensor<3x3x16x16xf32>
    %574 = stablehlo.sqrt %573 : tensor<3x3x16x16xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %576 = stablehlo.add %574, %575 : tensor<3x3x16x16xf32>
    %577 = stablehlo.divide %571, %576 : tensor<3x3x16x16xf32>
    %578 = stablehlo.subtract %arg15, %577 : tensor<3x3x16x16xf32>
    %cst_157 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %580 = stablehlo.multiply %579, %arg42 : tensor<32xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %582 = stablehlo.multiply %581, %199 : tensor<32xf32>
    %583 = stablehlo.add %580, %582 : tensor<32xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %585 = stablehlo.multiply %584, %arg68 : tensor<32xf32>
    %586 = stablehlo.multiply %199, %199 : tensor<32xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %588 = stablehlo.multiply %587, %586 : tensor<32xf32>
    %589 = stablehlo.add %585, %588 : tensor<32xf32>
    %590 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %591 = stablehlo.divide %583, %590 : tensor<32xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %593 = stablehlo.multiply %592, %591 : tensor<32xf32>
    %594 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %595 = stablehlo.divide %589, %594 : tensor<32xf32>
    %596 = stablehlo.sqrt %595 : tensor<32xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %598 = stablehlo.add %596, %597 : tensor<32xf32>
    %599 = stablehlo.divide %593, %598 : tensor<32xf32>
    %600 = stablehlo.subtract %arg16, %599 : tensor<32xf32>
    %cst_163 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %602 = stablehlo.multiply %601, %arg43 : tensor<3x3x16x32xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %604 = stablehlo.multiply %603, %200 : tensor<3x3x16x32xf32>
    %605 = stablehlo.add %602, %604 : tensor<3x3x16x32xf32>
    %cst_165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %607 = stablehlo.multiply %606, %arg69 : tensor<3x3x16x32xf32>
    %608 = stablehlo.multiply %200, %200 : tensor<3x3x16x32xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %610 = stablehlo.multiply %609, %608 : tensor<3x3x16x32xf32>
    %611 = stablehlo.add %607, %610 : tensor<3x3x16x32xf32>
    %612 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %613 = stablehlo.divide %605, %612 : tensor<3x3x16x32xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %615 = stablehlo.multiply %614, %613 : tensor<3x3x16x32xf32>
    %616 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %617 = stablehlo.divide %611, %616 : tensor<3x3x16x32xf32>
    %618 = stablehlo.sqrt %617 : tensor<3x3x16x32xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %620 = stablehlo.add %618, %619 : tensor<3x3x16x32xf32>
    %621 = stablehlo.divide %615, %620 : tensor<3x3x16x32xf32>
    %622 = stablehlo.subtract %arg17, %621 : tensor<3x3x16x32xf32>
    %cst_169 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %624 = stablehlo.multiply %623, %arg44 : tensor<32xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %626 = stablehlo.multiply %625, %191 : tensor<32xf32>
    %627 = stablehlo.add %624, %626 : tensor<32xf32>
    %cst_171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %629 = stablehlo.multiply %628, %arg70 : tensor<32xf32>
    %630 = stablehlo.multiply %191, %191 : tensor<32xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %632 = stablehlo.multiply %631, %630 : tensor<32xf32>
    %633 = stablehlo.add %629, %632 : tensor<32xf32>
    %634 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %635 = stablehlo.divide %627, %634 : tensor<32xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %637 = stablehlo.multiply %636, %635 : tensor<32xf32>
    %638 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %639 = stablehlo.divide %633, %638 : tensor<32xf32>
    %640 = stablehlo.sqrt %639 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %642 = stablehlo.add %640, %641 : tensor<32xf32>
    %643 = stablehlo.divide %637, %642 : tensor<32xf32>
    %644 = stablehlo.subtract %arg18, %643 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %646 = stablehlo.multiply %645, %arg45 : tensor<3x3x32x32xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %648 = stablehlo.multiply %647, %192 : tensor<3x3x32x32xf32>
    %649 = stablehlo.add %646, %648 : tensor<3x3x32x32xf32>
    %cst_177 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %651 = stablehlo.multiply %650, %arg71 : tensor<3x3x32x32xf32>
    %652 = stablehlo.multiply %192, %192 : tensor<3x3x32x32xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %654 = stablehlo.multiply %653, %652 : tensor<3x3x32x32xf32>
    %655 = stablehlo.add %651, %654 : tensor<3x3x32x32xf32>
    %656 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %657 = stablehlo.divide %649, %656 : tensor<3x3x32x32xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %659 = stablehlo.multiply %658, %657 : tensor<3x3x32x32xf32>
    %660 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %661 = stablehlo.divide %655, %660 : tensor<3x3x32x32xf32>
    %662 = stablehlo.sqrt %661 : tensor<3x3x32x32xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %664 = stablehlo.add %662, %663 : tensor<3x3x32x32xf32>
    %665 = stablehlo.divide %659, %664 : tensor<3x3x32x32xf32>
    %666 = stablehlo.subtract %arg19, %665 : tensor<3x3x32x32xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %668 = stablehlo.multiply %667, %arg46 : tensor<64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %670 = stablehlo.multiply %669, %177 : tensor<64xf32>
    %671 = stablehlo.add %668, %670 : tensor<64xf32>
    %cst_183 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %673 = stablehlo.multiply %672, %arg72 : tensor<64xf32>
    %674 = stablehlo.multiply %177, %177 : tensor<64xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %676 = stablehlo.multiply %675, %674 : tensor<64xf32>
    %677 = stablehlo.add %673, %676 : tensor<64xf32>
    %678 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %679 = stablehlo.divide %671, %678 : tensor<64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %681 = stablehlo.multiply %680, %679 : tensor<64xf32>
    %682 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %683 = stablehlo.divide %677, %682 : tensor<64xf32>
    %684 = stablehlo.sqrt %683 : tensor<64xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %686 = stablehlo.add %684, %685 : tensor<64xf32>
    %687 = stablehlo.divide %681, %686 : tensor<64xf32>
    %688 = stablehlo.subtract %arg20, %687 : tensor<64xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %690 = stablehlo.multiply %689, %arg47 : tensor<3x3x32x64xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %692 = stablehlo.multiply %691, %178 : tensor<3x3x32x64xf32>
    %693 = stablehlo.add %690, %692 : tensor<3x3x32x64xf32>
    %cst_189 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %695 = stablehlo.multiply %694, %arg73 : tensor<3x3x32x64xf32>
    %696 = stablehlo.multiply %178, %178 : tensor<3x3x32x64xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %698 = stablehlo.multiply %697, %696 : tensor<3x3x32x64xf32>
    %699 = stablehlo.add %695, %698 : tensor<3x3x32x64xf32>
    %700 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %701 = stablehlo.divide %693, %700 : tensor<3x3x32x64xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %703 = stablehlo.multiply %702, %701 : tensor<3x3x32x64xf32>
    %704 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %705 = stablehlo.divide %699, %704 : tensor<3x3x32x64xf32>
    %706 = stablehlo.sqrt %705 : tensor<3x3x32x64xf32>
    %cst_192 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %708 = stablehlo.add %706, %707 : tensor<3x3x32x64xf32>
    %709 = stablehlo.divide %703, %708 : tensor<3x3x32x64xf32>
    %710 = stablehlo.subtract %arg21, %709 : tensor<3x3x32x64xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %712 = stablehlo.multiply %711, %arg48 : tensor<64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %714 = stablehlo.multiply %713, %169 : tensor<64xf32>
    %715 = stablehlo.add %712, %714 : tensor<64xf32>
    %cst_195 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %717 = stablehlo.multiply %716, %arg74 : tensor<64xf32>
    %718 = stablehlo.multiply %169, %169 : tensor<64xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %720 = stablehlo.multiply %719, %718 : tensor<64xf32>
    %721 = stablehlo.add %717, %720 : tensor<64xf32>
    %722 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %723 = stablehlo.divide %715, %722 : tensor<64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %725 = stablehlo.multiply %724, %723 : tensor<64xf32>
    %726 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %727 = stablehlo.divide %721, %726 : tensor<64xf32>
    %728 = stablehlo.sqrt %727 : tensor<64xf32>
    %cst_198 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %730 = stablehlo.add %728, %729 : tensor<64xf32>
    %731 = stablehlo.divide %725, %730 : tensor<64xf32>
    %732 = stablehlo.subtract %arg22, %731 : tensor<64xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %734 = stablehlo.multiply %733, %arg49 : tensor<3x3x64x64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %736 = stablehlo.multiply %735, %170 : tensor<3x3x64x64xf32>
    %737 = stablehlo.add %734, %736 : tensor<3x3x64x64xf32>
    %cst_201 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %739 = stablehlo.multiply %738, %arg75 : tensor<3x3x64x64xf32>
    %740 = stablehlo.multiply %170, %170 : tensor<3x3x64x64xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %742 = stablehlo.multiply %741, %740 : tensor<3x3x64x64xf32>
    %743 = stablehlo.add %739, %742 : tensor<3x3x64x64xf32>
    %744 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %745 = stablehlo.divide %737, %744 : tensor<3x3x64x64xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %747 = stablehlo.multiply %746, %745 : tensor<3x3x64x64xf32>
    %748 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %749 = stablehlo.divide %743, %748 : tensor<3x3x64x64xf32>
    %750 = stablehlo.sqrt %749 : tensor<3x3x64x64xf32>
    %cst_204 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %752 = stablehlo.add %750, %751 : tensor<3x3x64x64xf32>
    %753 = stablehlo.divide %747, %752 : tensor<3x3x64x64xf32>
    %754 = stablehlo.subtract %arg23, %753 : tensor<3x3x64x64xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %756 = stablehlo.multiply %755, %arg50 : tensor<3xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %758 = stablehlo.multiply %757, %107 : tensor<3xf32>
    %759 = stablehlo.add %756, %758 : tensor<3xf32>
    %cst_207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %761 = stablehlo.multiply %760, %arg76 : tensor<3xf32>
    %762 = stablehlo.multiply %107, %107 : tensor<3xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %764 = stablehlo.multiply %763, %762 : tensor<3xf32>
    %765 = stablehlo.add %761, %764 : tensor<3xf32>
    %766 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %767 = stablehlo.divide %759, %766 : tensor<3xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %769 = stablehlo.multiply %768, %767 : tensor<3xf32>
    %770 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %771 = stablehlo.divide %765, %770 : tensor<3xf32>
    %772 = stablehlo.sqrt %771 : tensor<3xf32>
    %cst_210 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %774 = stablehlo.add %772, %773 : tensor<3xf32>
    %775 = stablehlo.divide %769, %774 : tensor<3xf32>
    %776 = stablehlo.subtract %arg24, %775 : tensor<3xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %778 = stablehlo.multiply %777, %arg51 : tensor<1x1x16x3xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %780 = stablehlo.multiply %779, %108 : tensor<1x1x16x3xf32>
    %781 = stablehlo.add %778, %780 : tensor<1x1x16x3xf32>
    %cst_213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %783 = stablehlo.multiply %782, %arg77 : tensor<1x1x16x3xf32>
    %784 = stablehlo.multiply %108, %108 : tensor<1x1x16x3xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %786 = stablehlo.multiply %785, %784 : tensor<1x1x16x3xf32>
    %787 = stablehlo.add %783, %786 : tensor<1x1x16x3xf32>
    %788 = stablehlo.broadcast_in_dim %224, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %789 = stablehlo.divide %781, %788 : tensor<1x1x16x3xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %791 = stablehlo.multiply %790, %789 : tensor<1x1x16x3xf32>
    %792 = stablehlo.broadcast_in_dim %226, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %793 = stablehlo.divide %787, %792 : tensor<1x1x16x3xf32>
    %794 = stablehlo.sqrt %793 : tensor<1x1x16x3xf32>
    %cst_216 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<1x1x16x3xf32>
    %796 = stablehlo.add %794, %795 : tensor<1x1x16x3xf32>
    %797 = stablehlo.divide %791, %796 : tensor<1x1x16x3xf32>
    %798 = stablehlo.subtract %arg25, %797 : tensor<1x1x16x3xf32>
    return %248, %270, %292, %314, %336, %358, %380, %402, %424, %446, %468, %490, %512, %534, %556, %578, %600, %622, %644, %666, %688, %710, %732, %754, %776, %798, %231, %253, %275, %297, %319, %341, %363, %385, %407, %429, %451, %473, %495, %517, %539, %561, %583, %605, %627, %649, %671, %693, %715, %737, %759, %781, %237, %259, %281, %303, %325, %347, %369, %391, %413, %435, %457, %479, %501, %523, %545, %567, %589, %611, %633, %655, %677, %699, %721, %743, %765, %787, %221, %99 : tensor<32xf32>, tensor<3x3x64x32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<2x2x32x64xf32>, tensor<16xf32>, tensor<3x3x32x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<2x2x16x32xf32>, tensor<16xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3xf32>, tensor<1x1x16x3xf32>, tensor<32xf32>, tensor<3x3x64x32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<2x2x32x64xf32>, tensor<16xf32>, tensor<3x3x32x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<2x2x16x32xf32>, tensor<16xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3xf32>, tensor<1x1x16x3xf32>, tensor<32xf32>, tensor<3x3x64x32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<2x2x32x64xf32>, tensor<16xf32>, tensor<3x3x32x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<2x2x16x32xf32>, tensor<16xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<64xf32>, tensor<3x3x64x64xf32>, tensor<3xf32>, tensor<1x1x16x3xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<4x32x32x16xf32>) -> tensor<4x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x32x32x16xf32>
    return %1 : tensor<4x32x32x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<4x16x16x32xf32>) -> tensor<4x16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x16x16x32xf32>
    return %1 : tensor<4x16x16x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<4x8x8x64xf32>) -> tensor<4x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x8x8x64xf32>
    return %1 : tensor<4x8x8x64xf32>
  }
}
