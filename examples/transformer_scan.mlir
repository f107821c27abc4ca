// Exported by: python3 tools/export_models.py transformer --scan -o examples/transformer_scan.mlir
// jax 0.10.2, jaxlib 0.10.2; transformer: batch=8 d_model=64 dtype=f32 heads=4 layers=2 mlp_ratio=4 scan=True seq=32 vocab=256; 134912 parameters
module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {jax.arg_info = "params['embed']['positions']", tf.aliasing_output = 0 : i32}, %arg1: tensor<256x64xf32> {jax.arg_info = "params['embed']['tokens']", tf.aliasing_output = 1 : i32}, %arg2: tensor<64x256xf32> {jax.arg_info = "params['head']['w']", tf.aliasing_output = 2 : i32}, %arg3: tensor<2x4x16xf32> {jax.arg_info = "params['layers']['attn']['bk']", tf.aliasing_output = 3 : i32}, %arg4: tensor<2x64xf32> {jax.arg_info = "params['layers']['attn']['bo']", tf.aliasing_output = 4 : i32}, %arg5: tensor<2x4x16xf32> {jax.arg_info = "params['layers']['attn']['bq']", tf.aliasing_output = 5 : i32}, %arg6: tensor<2x4x16xf32> {jax.arg_info = "params['layers']['attn']['bv']", tf.aliasing_output = 6 : i32}, %arg7: tensor<2x64x4x16xf32> {jax.arg_info = "params['layers']['attn']['wk']", tf.aliasing_output = 7 : i32}, %arg8: tensor<2x4x16x64xf32> {jax.arg_info = "params['layers']['attn']['wo']", tf.aliasing_output = 8 : i32}, %arg9: tensor<2x64x4x16xf32> {jax.arg_info = "params['layers']['attn']['wq']", tf.aliasing_output = 9 : i32}, %arg10: tensor<2x64x4x16xf32> {jax.arg_info = "params['layers']['attn']['wv']", tf.aliasing_output = 10 : i32}, %arg11: tensor<2x64xf32> {jax.arg_info = "params['layers']['ln1']['bias']", tf.aliasing_output = 11 : i32}, %arg12: tensor<2x64xf32> {jax.arg_info = "params['layers']['ln1']['scale']", tf.aliasing_output = 12 : i32}, %arg13: tensor<2x64xf32> {jax.arg_info = "params['layers']['ln2']['bias']", tf.aliasing_output = 13 : i32}, %arg14: tensor<2x64xf32> {jax.arg_info = "params['layers']['ln2']['scale']", tf.aliasing_output = 14 : i32}, %arg15: tensor<2x256xf32> {jax.arg_info = "params['layers']['mlp']['b_in']", tf.aliasing_output = 15 : i32}, %arg16: tensor<2x64xf32> {jax.arg_info = "params['layers']['mlp']['b_out']", tf.aliasing_output = 16 : i32}, %arg17: tensor<2x64x256xf32> {jax.arg_info = "params['layers']['mlp']['w_in']", tf.aliasing_output = 17 : i32}, %arg18: tensor<2x256x64xf32> {jax.arg_info = "params['layers']['mlp']['w_out']", tf.aliasing_output = 18 : i32}, %arg19: tensor<64xf32> {jax.arg_info = "params['ln_f']['bias']", tf.aliasing_output = 19 : i32}, %arg20: tensor<64xf32> {jax.arg_info = "params['ln_f']['scale']", tf.aliasing_output = 20 : i32}, %arg21: tensor<32x64xf32> {jax.arg_info = "opt_state['mu']['embed']['positions']", tf.aliasing_output = 21 : i32}, %arg22: tensor<256x64xf32> {jax.arg_info = "opt_state['mu']['embed']['tokens']", tf.aliasing_output = 22 : i32}, %arg23: tensor<64x256xf32> {jax.arg_info = "opt_state['mu']['head']['w']", tf.aliasing_output = 23 : i32}, %arg24: tensor<2x4x16xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['bk']", tf.aliasing_output = 24 : i32}, %arg25: tensor<2x64xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['bo']", tf.aliasing_output = 25 : i32}, %arg26: tensor<2x4x16xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['bq']", tf.aliasing_output = 26 : i32}, %arg27: tensor<2x4x16xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['bv']", tf.aliasing_output = 27 : i32}, %arg28: tensor<2x64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['wk']", tf.aliasing_output = 28 : i32}, %arg29: tensor<2x4x16x64xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['wo']", tf.aliasing_output = 29 : i32}, %arg30: tensor<2x64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['wq']", tf.aliasing_output = 30 : i32}, %arg31: tensor<2x64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers']['attn']['wv']", tf.aliasing_output = 31 : i32}, %arg32: tensor<2x64xf32> {jax.arg_info = "opt_state['mu']['layers']['ln1']['bias']", tf.aliasing_output = 32 : i32}, %arg33: tensor<2x64xf32> {jax.arg_info = "opt_state['mu']['layers']['ln1']['scale']", tf.aliasing_output = 33 : i32}, %arg34: tensor<2x64xf32> {jax.arg_info = "opt_state['mu']['layers']['ln2']['bias']", tf.aliasing_output = 34 : i32}, %arg35: tensor<2x64xf32> {jax.arg_info = "opt_state['mu']['layers']['ln2']['scale']", tf.aliasing_output = 35 : i32}, %arg36: tensor<2x256xf32> {jax.arg_info = "opt_state['mu']['layers']['mlp']['b_in']", tf.aliasing_output = 36 : i32}, %arg37: tensor<2x64xf32> {jax.arg_info = "opt_state['mu']['layers']['mlp']['b_out']", tf.aliasing_output = 37 : i32}, %arg38: tensor<2x64x256xf32> {jax.arg_info = "opt_state['mu']['layers']['mlp']['w_in']", tf.aliasing_output = 38 : i32}, %arg39: tensor<2x256x64xf32> {jax.arg_info = "opt_state['mu']['layers']['mlp']['w_out']", tf.aliasing_output = 39 : i32}, %arg40: tensor<64xf32> {jax.arg_info = "opt_state['mu']['ln_f']['bias']", tf.aliasing_output = 40 : i32}, %arg41: tensor<64xf32> {jax.arg_info = "opt_state['mu']['ln_f']['scale']", tf.aliasing_output = 41 : i32}, %arg42: tensor<32x64xf32> {jax.arg_info = "opt_state['nu']['embed']['positions']", tf.aliasing_output = 42 : i32}, %arg43: tensor<256x64xf32> {jax.arg_info = "opt_state['nu']['embed']['tokens']", tf.aliasing_output = 43 : i32}, %arg44: tensor<64x256xf32> {jax.arg_info = "opt_state['nu']['head']['w']", tf.aliasing_output = 44 : i32}, %arg45: tensor<2x4x16xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['bk']", tf.aliasing_output = 45 : i32}, %arg46: tensor<2x64xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['bo']", tf.aliasing_output = 46 : i32}, %arg47: tensor<2x4x16xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['bq']", tf.aliasing_output = 47 : i32}, %arg48: tensor<2x4x16xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['bv']", tf.aliasing_output = 48 : i32}, %arg49: tensor<2x64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['wk']", tf.aliasing_output = 49 : i32}, %arg50: tensor<2x4x16x64xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['wo']", tf.aliasing_output = 50 : i32}, %arg51: tensor<2x64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['wq']", tf.aliasing_output = 51 : i32}, %arg52: tensor<2x64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers']['attn']['wv']", tf.aliasing_output = 52 : i32}, %arg53: tensor<2x64xf32> {jax.arg_info = "opt_state['nu']['layers']['ln1']['bias']", tf.aliasing_output = 53 : i32}, %arg54: tensor<2x64xf32> {jax.arg_info = "opt_state['nu']['layers']['ln1']['scale']", tf.aliasing_output = 54 : i32}, %arg55: tensor<2x64xf32> {jax.arg_info = "opt_state['nu']['layers']['ln2']['bias']", tf.aliasing_output = 55 : i32}, %arg56: tensor<2x64xf32> {jax.arg_info = "opt_state['nu']['layers']['ln2']['scale']", tf.aliasing_output = 56 : i32}, %arg57: tensor<2x256xf32> {jax.arg_info = "opt_state['nu']['layers']['mlp']['b_in']", tf.aliasing_output = 57 : i32}, %arg58: tensor<2x64xf32> {jax.arg_info = "opt_state['nu']['layers']['mlp']['b_out']", tf.aliasing_output = 58 : i32}, %arg59: tensor<2x64x256xf32> {jax.arg_info = "opt_state['nu']['layers']['mlp']['w_in']", tf.aliasing_output = 59 : i32}, %arg60: tensor<2x256x64xf32> {jax.arg_info = "opt_state['nu']['layers']['mlp']['w_out']", tf.aliasing_output = 60 : i32}, %arg61: tensor<64xf32> {jax.arg_info = "opt_state['nu']['ln_f']['bias']", tf.aliasing_output = 61 : i32}, %arg62: tensor<64xf32> {jax.arg_info = "opt_state['nu']['ln_f']['scale']", tf.aliasing_output = 62 : i32}, %arg63: tensor<i32> {jax.arg_info = "opt_state['step']", tf.aliasing_output = 63 : i32}, %arg64: tensor<8x32xi32> {jax.arg_info = "batch['inputs']"}, %arg65: tensor<8x32xi32> {jax.arg_info = "batch['targets']"}) -> (tensor<32x64xf32> {jax.result_info = "result[0]['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[0]['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[0]['head']['w']"}, tensor<2x4x16xf32> {jax.result_info = "result[0]['layers']['attn']['bk']"}, tensor<2x64xf32> {jax.result_info = "result[0]['layers']['attn']['bo']"}, tensor<2x4x16xf32> {jax.result_info = "result[0]['layers']['attn']['bq']"}, tensor<2x4x16xf32> {jax.result_info = "result[0]['layers']['attn']['bv']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[0]['layers']['attn']['wk']"}, tensor<2x4x16x64xf32> {jax.result_info = "result[0]['layers']['attn']['wo']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[0]['layers']['attn']['wq']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[0]['layers']['attn']['wv']"}, tensor<2x64xf32> {jax.result_info = "result[0]['layers']['ln1']['bias']"}, tensor<2x64xf32> {jax.result_info = "result[0]['layers']['ln1']['scale']"}, tensor<2x64xf32> {jax.result_info = "result[0]['layers']['ln2']['bias']"}, tensor<2x64xf32> {jax.result_info = "result[0]['layers']['ln2']['scale']"}, tensor<2x256xf32> {jax.result_info = "result[0]['layers']['mlp']['b_in']"}, tensor<2x64xf32> {jax.result_info = "result[0]['layers']['mlp']['b_out']"}, tensor<2x64x256xf32> {jax.result_info = "result[0]['layers']['mlp']['w_in']"}, tensor<2x256x64xf32> {jax.result_info = "result[0]['layers']['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[0]['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[1]['mu']['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[1]['mu']['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[1]['mu']['head']['w']"}, tensor<2x4x16xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['bk']"}, tensor<2x64xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['bo']"}, tensor<2x4x16xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['bq']"}, tensor<2x4x16xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['bv']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['wk']"}, tensor<2x4x16x64xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['wo']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['wq']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[1]['mu']['layers']['attn']['wv']"}, tensor<2x64xf32> {jax.result_info = "result[1]['mu']['layers']['ln1']['bias']"}, tensor<2x64xf32> {jax.result_info = "result[1]['mu']['layers']['ln1']['scale']"}, tensor<2x64xf32> {jax.result_info = "result[1]['mu']['layers']['ln2']['bias']"}, tensor<2x64xf32> {jax.result_info = "result[1]['mu']['layers']['ln2']['scale']"}, tensor<2x256xf32> {jax.result_info = "result[1]['mu']['layers']['mlp']['b_in']"}, tensor<2x64xf32> {jax.result_info = "result[1]['mu']['layers']['mlp']['b_out']"}, tensor<2x64x256xf32> {jax.result_info = "result[1]['mu']['layers']['mlp']['w_in']"}, tensor<2x256x64xf32> {jax.result_info = "result[1]['mu']['layers']['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[1]['nu']['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[1]['nu']['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[1]['nu']['head']['w']"}, tensor<2x4x16xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['bk']"}, tensor<2x64xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['bo']"}, tensor<2x4x16xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['bq']"}, tensor<2x4x16xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['bv']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['wk']"}, tensor<2x4x16x64xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['wo']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['wq']"}, tensor<2x64x4x16xf32> {jax.result_info = "result[1]['nu']['layers']['attn']['wv']"}, tensor<2x64xf32> {jax.result_info = "result[1]['nu']['layers']['ln1']['bias']"}, tensor<2x64xf32> {jax.result_info = "result[1]['nu']['layers']['ln1']['scale']"}, tensor<2x64xf32> {jax.result_info = "result[1]['nu']['layers']['ln2']['bias']"}, tensor<2x64xf32> {jax.result_info = "result[1]['nu']['layers']['ln2']['scale']"}, tensor<2x256xf32> {jax.result_info = "result[1]['nu']['layers']['mlp']['b_in']"}, tensor<2x64xf32> {jax.result_info = "result[1]['nu']['layers']['mlp']['b_out']"}, tensor<2x64x256xf32> {jax.result_info = "result[1]['nu']['layers']['mlp']['w_in']"}, tensor<2x256x64xf32> {jax.result_info = "result[1]['nu']['layers']['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['ln_f']['scale']"}, tensor<i32> {jax.result_info = "result[1]['step']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg64, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg64, %2 : tensor<8x32xi32>
    %4 = stablehlo.select %1, %3, %arg64 : tensor<8x32xi1>, tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<8x32x64xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x32x64xf32>
    %10 = stablehlo.iota dim = 0 : tensor<32xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %cst = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %16:2 = call @_where(%15, %cst) : (tensor<32x32xi1>, tensor<f32>) -> (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>)
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x8x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x32x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<2x8x32x1xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<2x8x32x4x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<2x8x32x4x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<2x8x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<2x8x4x32x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<2x8x4x32x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<2x8x4x32x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<2x8x32x4x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<2x8x32x4x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2x8x32x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x8x32x1xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x8x32x1xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2x1x1x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x8x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %47:50 = stablehlo.while(%iterArg = %arg3, %iterArg_209 = %arg4, %iterArg_210 = %arg5, %iterArg_211 = %arg6, %iterArg_212 = %arg7, %iterArg_213 = %arg8, %iterArg_214 = %arg9, %iterArg_215 = %arg10, %iterArg_216 = %arg11, %iterArg_217 = %arg12, %iterArg_218 = %arg13, %iterArg_219 = %arg14, %iterArg_220 = %arg15, %iterArg_221 = %arg16, %iterArg_222 = %arg17, %iterArg_223 = %arg18, %iterArg_224 = %16#0, %iterArg_225 = %16#1, %iterArg_226 = %c_31, %iterArg_227 = %9, %iterArg_228 = %17, %iterArg_229 = %18, %iterArg_230 = %19, %iterArg_231 = %20, %iterArg_232 = %21, %iterArg_233 = %22, %iterArg_234 = %23, %iterArg_235 = %24, %iterArg_236 = %25, %iterArg_237 = %26, %iterArg_238 = %27, %iterArg_239 = %28, %iterArg_240 = %29, %iterArg_241 = %30, %iterArg_242 = %31, %iterArg_243 = %32, %iterArg_244 = %33, %iterArg_245 = %34, %iterArg_246 = %35, %iterArg_247 = %36, %iterArg_248 = %37, %iterArg_249 = %38, %iterArg_250 = %39, %iterArg_251 = %40, %iterArg_252 = %41, %iterArg_253 = %42, %iterArg_254 = %43, %iterArg_255 = %44, %iterArg_256 = %45, %iterArg_257 = %46) : tensor<2x4x16xf32>, tensor<2x64xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x256xf32>, tensor<2x64xf32>, tensor<2x64x256xf32>, tensor<2x256x64xf32>, tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>, tensor<i32>, tensor<8x32x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>
    cond {
      %c_258 = stablehlo.constant dense<2> : tensor<i32>
      %625 = stablehlo.compare LT, %iterArg_226, %c_258, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %625 : tensor<i1>
    } do {
      %625 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_226) : (tensor<2x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %626 = func.call @dynamic_index_in_dim_0(%iterArg_209, %iterArg_226) : (tensor<2x64xf32>, tensor<i32>) -> tensor<64xf32>
      %627 = func.call @dynamic_index_in_dim(%iterArg_210, %iterArg_226) : (tensor<2x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %628 = func.call @dynamic_index_in_dim(%iterArg_211, %iterArg_226) : (tensor<2x4x16xf32>, tensor<i32>) -> tensor<4x16xf32>
      %629 = func.call @dynamic_index_in_dim_1(%iterArg_212, %iterArg_226) : (tensor<2x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %630 = func.call @dynamic_index_in_dim_2(%iterArg_213, %iterArg_226) : (tensor<2x4x16x64xf32>, tensor<i32>) -> tensor<4x16x64xf32>
      %631 = func.call @dynamic_index_in_dim_1(%iterArg_214, %iterArg_226) : (tensor<2x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %632 = func.call @dynamic_index_in_dim_1(%iterArg_215, %iterArg_226) : (tensor<2x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %633 = func.call @dynamic_index_in_dim_0(%iterArg_216, %iterArg_226) : (tensor<2x64xf32>, tensor<i32>) -> tensor<64xf32>
      %634 = func.call @dynamic_index_in_dim_0(%iterArg_217, %iterArg_226) : (tensor<2x64xf32>, tensor<i32>) -> tensor<64xf32>
      %635 = func.call @dynamic_index_in_dim_0(%iterArg_218, %iterArg_226) : (tensor<2x64xf32>, tensor<i32>) -> tensor<64xf32>
      %636 = func.call @dynamic_index_in_dim_0(%iterArg_219, %iterArg_226) : (tensor<2x64xf32>, tensor<i32>) -> tensor<64xf32>
      %637 = func.call @dynamic_index_in_dim_3(%iterArg_220, %iterArg_226) : (tensor<2x256xf32>, tensor<i32>) -> tensor<256xf32>
      %638 = func.call @dynamic_index_in_dim_0(%iterArg_221, %iterArg_226) : (tensor<2x64xf32>, tensor<i32>) -> tensor<64xf32>
      %639 = func.call @dynamic_index_in_dim_4(%iterArg_222, %iterArg_226) : (tensor<2x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %640 = func.call @dynamic_index_in_dim_5(%iterArg_223, %iterArg_226) : (tensor<2x256x64xf32>, tensor<i32>) -> tensor<256x64xf32>
      %641:31 = func.call @closed_call(%iterArg_224, %iterArg_225, %iterArg_227, %625, %626, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>, tensor<8x32x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>) -> (tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>)
      %642 = func.call @dynamic_update_index_in_dim(%iterArg_228, %641#1, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %643 = func.call @dynamic_update_index_in_dim_7(%iterArg_229, %641#2, %iterArg_226) : (tensor<2x8x32x1xf32>, tensor<8x32x1xf32>, tensor<i32>) -> tensor<2x8x32x1xf32>
      %644 = func.call @dynamic_update_index_in_dim_7(%iterArg_230, %641#3, %iterArg_226) : (tensor<2x8x32x1xf32>, tensor<8x32x1xf32>, tensor<i32>) -> tensor<2x8x32x1xf32>
      %645 = func.call @dynamic_update_index_in_dim_7(%iterArg_231, %641#4, %iterArg_226) : (tensor<2x8x32x1xf32>, tensor<8x32x1xf32>, tensor<i32>) -> tensor<2x8x32x1xf32>
      %646 = func.call @dynamic_update_index_in_dim(%iterArg_232, %641#5, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %647 = func.call @dynamic_update_index_in_dim_8(%iterArg_233, %641#6, %iterArg_226) : (tensor<2x1x1x64xf32>, tensor<1x1x64xf32>, tensor<i32>) -> tensor<2x1x1x64xf32>
      %648 = func.call @dynamic_update_index_in_dim(%iterArg_234, %641#7, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %649 = func.call @dynamic_update_index_in_dim(%iterArg_235, %641#8, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %650 = func.call @dynamic_update_index_in_dim_9(%iterArg_236, %641#9, %iterArg_226) : (tensor<2x8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>) -> tensor<2x8x32x4x16xf32>
      %651 = func.call @dynamic_update_index_in_dim_9(%iterArg_237, %641#10, %iterArg_226) : (tensor<2x8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>) -> tensor<2x8x32x4x16xf32>
      %652 = func.call @dynamic_update_index_in_dim_10(%iterArg_238, %641#11, %iterArg_226) : (tensor<2x8x4x32x32xf32>, tensor<8x4x32x32xf32>, tensor<i32>) -> tensor<2x8x4x32x32xf32>
      %653 = func.call @dynamic_update_index_in_dim_11(%iterArg_239, %641#12, %iterArg_226) : (tensor<2x8x4x32x1xf32>, tensor<8x4x32x1xf32>, tensor<i32>) -> tensor<2x8x4x32x1xf32>
      %654 = func.call @dynamic_update_index_in_dim_11(%iterArg_240, %641#13, %iterArg_226) : (tensor<2x8x4x32x1xf32>, tensor<8x4x32x1xf32>, tensor<i32>) -> tensor<2x8x4x32x1xf32>
      %655 = func.call @dynamic_update_index_in_dim_10(%iterArg_241, %641#14, %iterArg_226) : (tensor<2x8x4x32x32xf32>, tensor<8x4x32x32xf32>, tensor<i32>) -> tensor<2x8x4x32x32xf32>
      %656 = func.call @dynamic_update_index_in_dim_9(%iterArg_242, %641#15, %iterArg_226) : (tensor<2x8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>) -> tensor<2x8x32x4x16xf32>
      %657 = func.call @dynamic_update_index_in_dim_9(%iterArg_243, %641#16, %iterArg_226) : (tensor<2x8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>) -> tensor<2x8x32x4x16xf32>
      %658 = func.call @dynamic_update_index_in_dim(%iterArg_244, %641#17, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %659 = func.call @dynamic_update_index_in_dim_7(%iterArg_245, %641#18, %iterArg_226) : (tensor<2x8x32x1xf32>, tensor<8x32x1xf32>, tensor<i32>) -> tensor<2x8x32x1xf32>
      %660 = func.call @dynamic_update_index_in_dim_7(%iterArg_246, %641#19, %iterArg_226) : (tensor<2x8x32x1xf32>, tensor<8x32x1xf32>, tensor<i32>) -> tensor<2x8x32x1xf32>
      %661 = func.call @dynamic_update_index_in_dim_7(%iterArg_247, %641#20, %iterArg_226) : (tensor<2x8x32x1xf32>, tensor<8x32x1xf32>, tensor<i32>) -> tensor<2x8x32x1xf32>
      %662 = func.call @dynamic_update_index_in_dim(%iterArg_248, %641#21, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %663 = func.call @dynamic_update_index_in_dim_8(%iterArg_249, %641#22, %iterArg_226) : (tensor<2x1x1x64xf32>, tensor<1x1x64xf32>, tensor<i32>) -> tensor<2x1x1x64xf32>
      %664 = func.call @dynamic_update_index_in_dim(%iterArg_250, %641#23, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %665 = func.call @dynamic_update_index_in_dim(%iterArg_251, %641#24, %iterArg_226) : (tensor<2x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<2x8x32x64xf32>
      %666 = func.call @dynamic_update_index_in_dim_12(%iterArg_252, %641#25, %iterArg_226) : (tensor<2x8x32x256xf32>, tensor<8x32x256xf32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %667 = func.call @dynamic_update_index_in_dim_12(%iterArg_253, %641#26, %iterArg_226) : (tensor<2x8x32x256xf32>, tensor<8x32x256xf32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %668 = func.call @dynamic_update_index_in_dim_12(%iterArg_254, %641#27, %iterArg_226) : (tensor<2x8x32x256xf32>, tensor<8x32x256xf32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %669 = func.call @dynamic_update_index_in_dim_12(%iterArg_255, %641#28, %iterArg_226) : (tensor<2x8x32x256xf32>, tensor<8x32x256xf32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %670 = func.call @dynamic_update_index_in_dim_12(%iterArg_256, %641#29, %iterArg_226) : (tensor<2x8x32x256xf32>, tensor<8x32x256xf32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %671 = func.call @dynamic_update_index_in_dim_12(%iterArg_257, %641#30, %iterArg_226) : (tensor<2x8x32x256xf32>, tensor<8x32x256xf32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %c_258 = stablehlo.constant dense<1> : tensor<i32>
      %672 = stablehlo.add %iterArg_226, %c_258 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %672, %641#0, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662, %663, %664, %665, %666, %667, %668, %669, %670, %671 : tensor<2x4x16xf32>, tensor<2x64xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x256xf32>, tensor<2x64xf32>, tensor<2x64x256xf32>, tensor<2x256x64xf32>, tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>, tensor<i32>, tensor<8x32x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>
    }
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.reduce(%47#19 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %51 = stablehlo.divide %49, %50 : tensor<8x32x1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %53 = stablehlo.subtract %47#19, %52 : tensor<8x32x64xf32>
    %54 = chlo.square %53 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%54 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8x32x1xf32>
    %61 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %62 = stablehlo.subtract %47#19, %61 : tensor<8x32x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %64 = stablehlo.add %60, %63 : tensor<8x32x1xf32>
    %65 = stablehlo.sqrt %64 : tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %67 = stablehlo.divide %66, %65 : tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %69 = stablehlo.divide %68, %65 : tensor<8x32x1xf32>
    %70 = stablehlo.multiply %65, %65 : tensor<8x32x1xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %72 = stablehlo.divide %71, %70 : tensor<8x32x1xf32>
    %73 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %74 = stablehlo.multiply %62, %73 : tensor<8x32x64xf32>
    %75 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %77 = stablehlo.multiply %74, %76 : tensor<8x32x64xf32>
    %78 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %80 = stablehlo.add %77, %79 : tensor<8x32x64xf32>
    %81 = stablehlo.dot_general %80, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %82:3 = call @log_softmax(%81) : (tensor<8x32x256xf32>) -> (tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x1xf32>)
    %83 = call @_one_hot(%arg65) : (tensor<8x32xi32>) -> tensor<8x32x256xf32>
    %84 = stablehlo.multiply %83, %82#0 : tensor<8x32x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_42) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_43 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %87 = stablehlo.divide %86, %cst_43 : tensor<f32>
    %88 = stablehlo.negate %87 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.negate %cst_44 : tensor<f32>
    %cst_45 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %90 = stablehlo.divide %89, %cst_45 : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x256xf32>
    %93 = stablehlo.multiply %83, %92 : tensor<8x32x256xf32>
    %94 = call @log_softmax_13(%82#1, %82#2, %93) : (tensor<8x32x256xf32>, tensor<8x32x1xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %95 = stablehlo.dot_general %94, %80, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %97 = stablehlo.dot_general %94, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<64x256xf32>) -> tensor<8x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%97 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %99 = stablehlo.reshape %98 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %101 = stablehlo.multiply %74, %97 : tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_48) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %103 = stablehlo.reshape %102 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %104 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %105 = stablehlo.multiply %97, %104 : tensor<8x32x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%103 init: %cst_49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %107 = stablehlo.multiply %62, %105 : tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %110 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %111 = stablehlo.multiply %105, %110 : tensor<8x32x64xf32>
    %112 = stablehlo.multiply %109, %72 : tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<8x32x1xf32>
    %115 = stablehlo.negate %114 : tensor<8x32x1xf32>
    %116 = stablehlo.multiply %115, %67 : tensor<8x32x1xf32>
    %117 = stablehlo.negate %111 : tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %121 = stablehlo.divide %116, %120 : tensor<8x32x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %124 = stablehlo.multiply %123, %56 : tensor<8x32x64xf32>
    %125 = stablehlo.negate %124 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %127 = stablehlo.reshape %126 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %128 = stablehlo.add %111, %124 : tensor<8x32x64xf32>
    %129 = stablehlo.add %119, %127 : tensor<8x32x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %131 = stablehlo.divide %129, %130 : tensor<8x32x1xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %134 = stablehlo.add %128, %133 : tensor<8x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %151:55 = stablehlo.while(%iterArg = %47#20, %iterArg_209 = %47#21, %iterArg_210 = %47#22, %iterArg_211 = %47#23, %iterArg_212 = %47#24, %iterArg_213 = %47#25, %iterArg_214 = %47#26, %iterArg_215 = %arg9, %iterArg_216 = %47#27, %iterArg_217 = %arg7, %iterArg_218 = %arg10, %iterArg_219 = %47#28, %iterArg_220 = %47#29, %iterArg_221 = %47#30, %iterArg_222 = %47#31, %iterArg_223 = %47#32, %iterArg_224 = %47#33, %iterArg_225 = %47#34, %iterArg_226 = %arg8, %iterArg_227 = %47#35, %iterArg_228 = %47#36, %iterArg_229 = %47#37, %iterArg_230 = %47#38, %iterArg_231 = %47#39, %iterArg_232 = %47#40, %iterArg_233 = %47#41, %iterArg_234 = %47#42, %iterArg_235 = %arg17, %iterArg_236 = %47#43, %iterArg_237 = %47#44, %iterArg_238 = %47#45, %iterArg_239 = %47#46, %iterArg_240 = %47#47, %iterArg_241 = %47#48, %iterArg_242 = %arg18, %iterArg_243 = %47#49, %iterArg_244 = %16#0, %iterArg_245 = %c_74, %iterArg_246 = %134, %iterArg_247 = %135, %iterArg_248 = %136, %iterArg_249 = %137, %iterArg_250 = %138, %iterArg_251 = %139, %iterArg_252 = %140, %iterArg_253 = %141, %iterArg_254 = %142, %iterArg_255 = %143, %iterArg_256 = %144, %iterArg_257 = %145, %iterArg_258 = %146, %iterArg_259 = %147, %iterArg_260 = %148, %iterArg_261 = %149, %iterArg_262 = %150) : tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x64x4x16xf32>, tensor<2x8x32x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x32x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x64x256xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x256x64xf32>, tensor<2x8x32x256xf32>, tensor<8x4x32x32xi1>, tensor<i32>, tensor<8x32x64xf32>, tensor<2x4x16xf32>, tensor<2x64xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x256xf32>, tensor<2x64xf32>, tensor<2x64x256xf32>, tensor<2x256x64xf32>
    cond {
      %c_263 = stablehlo.constant dense<2> : tensor<i32>
      %625 = stablehlo.compare LT, %iterArg_245, %c_263, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %625 : tensor<i1>
    } do {
      %c_263 = stablehlo.constant dense<2> : tensor<i32>
      %625 = stablehlo.subtract %c_263, %iterArg_245 : tensor<i32>
      %c_264 = stablehlo.constant dense<1> : tensor<i32>
      %626 = stablehlo.subtract %625, %c_264 : tensor<i32>
      %627 = func.call @dynamic_index_in_dim_14(%iterArg, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %628 = func.call @dynamic_index_in_dim_15(%iterArg_209, %626) : (tensor<2x8x32x1xf32>, tensor<i32>) -> tensor<8x32x1xf32>
      %629 = func.call @dynamic_index_in_dim_15(%iterArg_210, %626) : (tensor<2x8x32x1xf32>, tensor<i32>) -> tensor<8x32x1xf32>
      %630 = func.call @dynamic_index_in_dim_15(%iterArg_211, %626) : (tensor<2x8x32x1xf32>, tensor<i32>) -> tensor<8x32x1xf32>
      %631 = func.call @dynamic_index_in_dim_14(%iterArg_212, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %632 = func.call @dynamic_index_in_dim_16(%iterArg_213, %626) : (tensor<2x1x1x64xf32>, tensor<i32>) -> tensor<1x1x64xf32>
      %633 = func.call @dynamic_index_in_dim_14(%iterArg_214, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %634 = func.call @dynamic_index_in_dim_1(%iterArg_215, %626) : (tensor<2x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %635 = func.call @dynamic_index_in_dim_14(%iterArg_216, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %636 = func.call @dynamic_index_in_dim_1(%iterArg_217, %626) : (tensor<2x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %637 = func.call @dynamic_index_in_dim_1(%iterArg_218, %626) : (tensor<2x64x4x16xf32>, tensor<i32>) -> tensor<64x4x16xf32>
      %638 = func.call @dynamic_index_in_dim_17(%iterArg_219, %626) : (tensor<2x8x32x4x16xf32>, tensor<i32>) -> tensor<8x32x4x16xf32>
      %639 = func.call @dynamic_index_in_dim_17(%iterArg_220, %626) : (tensor<2x8x32x4x16xf32>, tensor<i32>) -> tensor<8x32x4x16xf32>
      %640 = func.call @dynamic_index_in_dim_18(%iterArg_221, %626) : (tensor<2x8x4x32x32xf32>, tensor<i32>) -> tensor<8x4x32x32xf32>
      %641 = func.call @dynamic_index_in_dim_19(%iterArg_222, %626) : (tensor<2x8x4x32x1xf32>, tensor<i32>) -> tensor<8x4x32x1xf32>
      %642 = func.call @dynamic_index_in_dim_19(%iterArg_223, %626) : (tensor<2x8x4x32x1xf32>, tensor<i32>) -> tensor<8x4x32x1xf32>
      %643 = func.call @dynamic_index_in_dim_18(%iterArg_224, %626) : (tensor<2x8x4x32x32xf32>, tensor<i32>) -> tensor<8x4x32x32xf32>
      %644 = func.call @dynamic_index_in_dim_17(%iterArg_225, %626) : (tensor<2x8x32x4x16xf32>, tensor<i32>) -> tensor<8x32x4x16xf32>
      %645 = func.call @dynamic_index_in_dim_2(%iterArg_226, %626) : (tensor<2x4x16x64xf32>, tensor<i32>) -> tensor<4x16x64xf32>
      %646 = func.call @dynamic_index_in_dim_17(%iterArg_227, %626) : (tensor<2x8x32x4x16xf32>, tensor<i32>) -> tensor<8x32x4x16xf32>
      %647 = func.call @dynamic_index_in_dim_14(%iterArg_228, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %648 = func.call @dynamic_index_in_dim_15(%iterArg_229, %626) : (tensor<2x8x32x1xf32>, tensor<i32>) -> tensor<8x32x1xf32>
      %649 = func.call @dynamic_index_in_dim_15(%iterArg_230, %626) : (tensor<2x8x32x1xf32>, tensor<i32>) -> tensor<8x32x1xf32>
      %650 = func.call @dynamic_index_in_dim_15(%iterArg_231, %626) : (tensor<2x8x32x1xf32>, tensor<i32>) -> tensor<8x32x1xf32>
      %651 = func.call @dynamic_index_in_dim_14(%iterArg_232, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %652 = func.call @dynamic_index_in_dim_16(%iterArg_233, %626) : (tensor<2x1x1x64xf32>, tensor<i32>) -> tensor<1x1x64xf32>
      %653 = func.call @dynamic_index_in_dim_14(%iterArg_234, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %654 = func.call @dynamic_index_in_dim_4(%iterArg_235, %626) : (tensor<2x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %655 = func.call @dynamic_index_in_dim_14(%iterArg_236, %626) : (tensor<2x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %656 = func.call @dynamic_index_in_dim_20(%iterArg_237, %626) : (tensor<2x8x32x256xf32>, tensor<i32>) -> tensor<8x32x256xf32>
      %657 = func.call @dynamic_index_in_dim_20(%iterArg_238, %626) : (tensor<2x8x32x256xf32>, tensor<i32>) -> tensor<8x32x256xf32>
      %658 = func.call @dynamic_index_in_dim_20(%iterArg_239, %626) : (tensor<2x8x32x256xf32>, tensor<i32>) -> tensor<8x32x256xf32>
      %659 = func.call @dynamic_index_in_dim_20(%iterArg_240, %626) : (tensor<2x8x32x256xf32>, tensor<i32>) -> tensor<8x32x256xf32>
      %660 = func.call @dynamic_index_in_dim_20(%iterArg_241, %626) : (tensor<2x8x32x256xf32>, tensor<i32>) -> tensor<8x32x256xf32>
      %661 = func.call @dynamic_index_in_dim_5(%iterArg_242, %626) : (tensor<2x256x64xf32>, tensor<i32>) -> tensor<256x64xf32>
      %662 = func.call @dynamic_index_in_dim_20(%iterArg_243, %626) : (tensor<2x8x32x256xf32>, tensor<i32>) -> tensor<8x32x256xf32>
      %663:17 = func.call @closed_call_21(%iterArg_244, %iterArg_246, %627, %628, %629, %630, %631, %632, %633, %634, %635, %636, %637, %638, %639, %640, %641, %642, %643, %644, %645, %646, %647, %648, %649, %650, %651, %652, %653, %654, %655, %656, %657, %658, %659, %660, %661, %662) : (tensor<8x4x32x32xi1>, tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<64x4x16xf32>, tensor<8x32x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>, tensor<4x16x64xf32>, tensor<8x32x4x16xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<64x256xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<256x64xf32>, tensor<8x32x256xf32>) -> (tensor<8x32x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>)
      %664 = func.call @dynamic_update_index_in_dim_23(%iterArg_247, %663#1, %626) : (tensor<2x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<2x4x16xf32>
      %665 = func.call @dynamic_update_index_in_dim_24(%iterArg_248, %663#2, %626) : (tensor<2x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<2x64xf32>
      %666 = func.call @dynamic_update_index_in_dim_23(%iterArg_249, %663#3, %626) : (tensor<2x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<2x4x16xf32>
      %667 = func.call @dynamic_update_index_in_dim_23(%iterArg_250, %663#4, %626) : (tensor<2x4x16xf32>, tensor<4x16xf32>, tensor<i32>) -> tensor<2x4x16xf32>
      %668 = func.call @dynamic_update_index_in_dim_25(%iterArg_251, %663#5, %626) : (tensor<2x64x4x16xf32>, tensor<64x4x16xf32>, tensor<i32>) -> tensor<2x64x4x16xf32>
      %669 = func.call @dynamic_update_index_in_dim_26(%iterArg_252, %663#6, %626) : (tensor<2x4x16x64xf32>, tensor<4x16x64xf32>, tensor<i32>) -> tensor<2x4x16x64xf32>
      %670 = func.call @dynamic_update_index_in_dim_25(%iterArg_253, %663#7, %626) : (tensor<2x64x4x16xf32>, tensor<64x4x16xf32>, tensor<i32>) -> tensor<2x64x4x16xf32>
      %671 = func.call @dynamic_update_index_in_dim_25(%iterArg_254, %663#8, %626) : (tensor<2x64x4x16xf32>, tensor<64x4x16xf32>, tensor<i32>) -> tensor<2x64x4x16xf32>
      %672 = func.call @dynamic_update_index_in_dim_24(%iterArg_255, %663#9, %626) : (tensor<2x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<2x64xf32>
      %673 = func.call @dynamic_update_index_in_dim_24(%iterArg_256, %663#10, %626) : (tensor<2x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<2x64xf32>
      %674 = func.call @dynamic_update_index_in_dim_24(%iterArg_257, %663#11, %626) : (tensor<2x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<2x64xf32>
      %675 = func.call @dynamic_update_index_in_dim_24(%iterArg_258, %663#12, %626) : (tensor<2x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<2x64xf32>
      %676 = func.call @dynamic_update_index_in_dim_27(%iterArg_259, %663#13, %626) : (tensor<2x256xf32>, tensor<256xf32>, tensor<i32>) -> tensor<2x256xf32>
      %677 = func.call @dynamic_update_index_in_dim_24(%iterArg_260, %663#14, %626) : (tensor<2x64xf32>, tensor<64xf32>, tensor<i32>) -> tensor<2x64xf32>
      %678 = func.call @dynamic_update_index_in_dim_28(%iterArg_261, %663#15, %626) : (tensor<2x64x256xf32>, tensor<64x256xf32>, tensor<i32>) -> tensor<2x64x256xf32>
      %679 = func.call @dynamic_update_index_in_dim_29(%iterArg_262, %663#16, %626) : (tensor<2x256x64xf32>, tensor<256x64xf32>, tensor<i32>) -> tensor<2x256x64xf32>
      %c_265 = stablehlo.constant dense<1> : tensor<i32>
      %680 = stablehlo.add %iterArg_245, %c_265 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_209, %iterArg_210, %iterArg_211, %iterArg_212, %iterArg_213, %iterArg_214, %iterArg_215, %iterArg_216, %iterArg_217, %iterArg_218, %iterArg_219, %iterArg_220, %iterArg_221, %iterArg_222, %iterArg_223, %iterArg_224, %iterArg_225, %iterArg_226, %iterArg_227, %iterArg_228, %iterArg_229, %iterArg_230, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %680, %663#0, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %679 : tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x64x4x16xf32>, tensor<2x8x32x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x1xf32>, tensor<2x8x4x32x32xf32>, tensor<2x8x32x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x8x32x4x16xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x1xf32>, tensor<2x8x32x64xf32>, tensor<2x1x1x64xf32>, tensor<2x8x32x64xf32>, tensor<2x64x256xf32>, tensor<2x8x32x64xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x8x32x256xf32>, tensor<2x256x64xf32>, tensor<2x8x32x256xf32>, tensor<8x4x32x32xi1>, tensor<i32>, tensor<8x32x64xf32>, tensor<2x4x16xf32>, tensor<2x64xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x256xf32>, tensor<2x64xf32>, tensor<2x64x256xf32>, tensor<2x256x64xf32>
    }
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.reduce(%151#38 init: %cst_75) applies stablehlo.add across dimensions = [0] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %153 = stablehlo.reshape %152 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_76) applies stablehlo.add across dimensions = [0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %156 = "stablehlo.scatter"(%155, %5, %151#38) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %625 = stablehlo.add %arg66, %arg67 : tensor<f32>
      stablehlo.return %625 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %c_78 = stablehlo.constant dense<1> : tensor<i32>
    %157 = stablehlo.add %arg63, %c_78 : tensor<i32>
    %158 = stablehlo.convert %157 : (tensor<i32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %159 = stablehlo.power %cst_79, %158 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.subtract %cst_80, %159 : tensor<f32>
    %cst_81 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %161 = stablehlo.power %cst_81, %158 : tensor<f32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %162 = stablehlo.subtract %cst_82, %161 : tensor<f32>
    %cst_83 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %164 = stablehlo.multiply %163, %arg21 : tensor<32x64xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %166 = stablehlo.multiply %165, %154 : tensor<32x64xf32>
    %167 = stablehlo.add %164, %166 : tensor<32x64xf32>
    %cst_85 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %169 = stablehlo.multiply %168, %arg42 : tensor<32x64xf32>
    %170 = stablehlo.multiply %154, %154 : tensor<32x64xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<32x64xf32>
    %173 = stablehlo.add %169, %172 : tensor<32x64xf32>
    %174 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %175 = stablehlo.divide %167, %174 : tensor<32x64xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %177 = stablehlo.multiply %176, %175 : tensor<32x64xf32>
    %178 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %179 = stablehlo.divide %173, %178 : tensor<32x64xf32>
    %180 = stablehlo.sqrt %179 : tensor<32x64xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %182 = stablehlo.add %180, %181 : tensor<32x64xf32>
    %183 = stablehlo.divide %177, %182 : tensor<32x64xf32>
    %184 = stablehlo.subtract %arg0, %183 : tensor<32x64xf32>
    %cst_89 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %186 = stablehlo.multiply %185, %arg22 : tensor<256x64xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %188 = stablehlo.multiply %187, %156 : tensor<256x64xf32>
    %189 = stablehlo.add %186, %188 : tensor<256x64xf32>
    %cst_91 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %191 = stablehlo.multiply %190, %arg43 : tensor<256x64xf32>
    %192 = stablehlo.multiply %156, %156 : tensor<256x64xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<256x64xf32>
    %195 = stablehlo.add %191, %194 : tensor<256x64xf32>
    %196 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %197 = stablehlo.divide %189, %196 : tensor<256x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<256x64xf32>
    %200 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %201 = stablehlo.divide %195, %200 : tensor<256x64xf32>
    %202 = stablehlo.sqrt %201 : tensor<256x64xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %204 = stablehlo.add %202, %203 : tensor<256x64xf32>
    %205 = stablehlo.divide %199, %204 : tensor<256x64xf32>
    %206 = stablehlo.subtract %arg1, %205 : tensor<256x64xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %208 = stablehlo.multiply %207, %arg23 : tensor<64x256xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %210 = stablehlo.multiply %209, %96 : tensor<64x256xf32>
    %211 = stablehlo.add %208, %210 : tensor<64x256xf32>
    %cst_97 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %213 = stablehlo.multiply %212, %arg44 : tensor<64x256xf32>
    %214 = stablehlo.multiply %96, %96 : tensor<64x256xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<64x256xf32>
    %217 = stablehlo.add %213, %216 : tensor<64x256xf32>
    %218 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %219 = stablehlo.divide %211, %218 : tensor<64x256xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<64x256xf32>
    %222 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %223 = stablehlo.divide %217, %222 : tensor<64x256xf32>
    %224 = stablehlo.sqrt %223 : tensor<64x256xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %226 = stablehlo.add %224, %225 : tensor<64x256xf32>
    %227 = stablehlo.divide %221, %226 : tensor<64x256xf32>
    %228 = stablehlo.subtract %arg2, %227 : tensor<64x256xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %230 = stablehlo.multiply %229, %arg24 : tensor<2x4x16xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %232 = stablehlo.multiply %231, %151#39 : tensor<2x4x16xf32>
    %233 = stablehlo.add %230, %232 : tensor<2x4x16xf32>
    %cst_103 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %235 = stablehlo.multiply %234, %arg45 : tensor<2x4x16xf32>
    %236 = stablehlo.multiply %151#39, %151#39 : tensor<2x4x16xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<2x4x16xf32>
    %239 = stablehlo.add %235, %238 : tensor<2x4x16xf32>
    %240 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %241 = stablehlo.divide %233, %240 : tensor<2x4x16xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<2x4x16xf32>
    %244 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %245 = stablehlo.divide %239, %244 : tensor<2x4x16xf32>
    %246 = stablehlo.sqrt %245 : tensor<2x4x16xf32>
    %cst_106 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %248 = stablehlo.add %246, %247 : tensor<2x4x16xf32>
    %249 = stablehlo.divide %243, %248 : tensor<2x4x16xf32>
    %250 = stablehlo.subtract %arg3, %249 : tensor<2x4x16xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %252 = stablehlo.multiply %251, %arg25 : tensor<2x64xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %254 = stablehlo.multiply %253, %151#40 : tensor<2x64xf32>
    %255 = stablehlo.add %252, %254 : tensor<2x64xf32>
    %cst_109 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %257 = stablehlo.multiply %256, %arg46 : tensor<2x64xf32>
    %258 = stablehlo.multiply %151#40, %151#40 : tensor<2x64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<2x64xf32>
    %261 = stablehlo.add %257, %260 : tensor<2x64xf32>
    %262 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %263 = stablehlo.divide %255, %262 : tensor<2x64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<2x64xf32>
    %266 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %267 = stablehlo.divide %261, %266 : tensor<2x64xf32>
    %268 = stablehlo.sqrt %267 : tensor<2x64xf32>
    %cst_112 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %270 = stablehlo.add %268, %269 : tensor<2x64xf32>
    %271 = stablehlo.divide %265, %270 : tensor<2x64xf32>
    %272 = stablehlo.subtract %arg4, %271 : tensor<2x64xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %274 = stablehlo.multiply %273, %arg26 : tensor<2x4x16xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %276 = stablehlo.multiply %275, %151#41 : tensor<2x4x16xf32>
    %277 = stablehlo.add %274, %276 : tensor<2x4x16xf32>
    %cst_115 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %279 = stablehlo.multiply %278, %arg47 : tensor<2x4x16xf32>
    %280 = stablehlo.multiply %151#41, %151#41 : tensor<2x4x16xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<2x4x16xf32>
    %283 = stablehlo.add %279, %282 : tensor<2x4x16xf32>
    %284 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %285 = stablehlo.divide %277, %284 : tensor<2x4x16xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<2x4x16xf32>
    %288 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %289 = stablehlo.divide %283, %288 : tensor<2x4x16xf32>
    %290 = stablehlo.sqrt %289 : tensor<2x4x16xf32>
    %cst_118 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %292 = stablehlo.add %290, %291 : tensor<2x4x16xf32>
    %293 = stablehlo.divide %287, %292 : tensor<2x4x16xf32>
    %294 = stablehlo.subtract %arg5, %293 : tensor<2x4x16xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %296 = stablehlo.multiply %295, %arg27 : tensor<2x4x16xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %298 = stablehlo.multiply %297, %151#42 : tensor<2x4x16xf32>
    %299 = stablehlo.add %296, %298 : tensor<2x4x16xf32>
    %cst_121 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %301 = stablehlo.multiply %300, %arg48 : tensor<2x4x16xf32>
    %302 = stablehlo.multiply %151#42, %151#42 : tensor<2x4x16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<2x4x16xf32>
    %305 = stablehlo.add %301, %304 : tensor<2x4x16xf32>
    %306 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %307 = stablehlo.divide %299, %306 : tensor<2x4x16xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<2x4x16xf32>
    %310 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %311 = stablehlo.divide %305, %310 : tensor<2x4x16xf32>
    %312 = stablehlo.sqrt %311 : tensor<2x4x16xf32>
    %cst_124 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2x4x16xf32>
    %314 = stablehlo.add %312, %313 : tensor<2x4x16xf32>
    %315 = stablehlo.divide %309, %314 : tensor<2x4x16xf32>
    %316 = stablehlo.subtract %arg6, %315 : tensor<2x4x16xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %318 = stablehlo.multiply %317, %arg28 : tensor<2x64x4x16xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %320 = stablehlo.multiply %319, %151#43 : tensor<2x64x4x16xf32>
    %321 = stablehlo.add %318, %320 : tensor<2x64x4x16xf32>
    %cst_127 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %323 = stablehlo.multiply %322, %arg49 : tensor<2x64x4x16xf32>
    %324 = stablehlo.multiply %151#43, %151#43 : tensor<2x64x4x16xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<2x64x4x16xf32>
    %327 = stablehlo.add %323, %326 : tensor<2x64x4x16xf32>
    %328 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %329 = stablehlo.divide %321, %328 : tensor<2x64x4x16xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %331 = stablehlo.multiply %330, %329 : tensor<2x64x4x16xf32>
    %332 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %333 = stablehlo.divide %327, %332 : tensor<2x64x4x16xf32>
    %334 = stablehlo.sqrt %333 : tensor<2x64x4x16xf32>
    %cst_130 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %336 = stablehlo.add %334, %335 : tensor<2x64x4x16xf32>
    %337 = stablehlo.divide %331, %336 : tensor<2x64x4x16xf32>
    %338 = stablehlo.subtract %arg7, %337 : tensor<2x64x4x16xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %340 = stablehlo.multiply %339, %arg29 : tensor<2x4x16x64xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %342 = stablehlo.multiply %341, %151#44 : tensor<2x4x16x64xf32>
    %343 = stablehlo.add %340, %342 : tensor<2x4x16x64xf32>
    %cst_133 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %345 = stablehlo.multiply %344, %arg50 : tensor<2x4x16x64xf32>
    %346 = stablehlo.multiply %151#44, %151#44 : tensor<2x4x16x64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %348 = stablehlo.multiply %347, %346 : tensor<2x4x16x64xf32>
    %349 = stablehlo.add %345, %348 : tensor<2x4x16x64xf32>
    %350 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %351 = stablehlo.divide %343, %350 : tensor<2x4x16x64xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %353 = stablehlo.multiply %352, %351 : tensor<2x4x16x64xf32>
    %354 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %355 = stablehlo.divide %349, %354 : tensor<2x4x16x64xf32>
    %356 = stablehlo.sqrt %355 : tensor<2x4x16x64xf32>
    %cst_136 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<2x4x16x64xf32>
    %358 = stablehlo.add %356, %357 : tensor<2x4x16x64xf32>
    %359 = stablehlo.divide %353, %358 : tensor<2x4x16x64xf32>
    %360 = stablehlo.subtract %arg8, %359 : tensor<2x4x16x64xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %362 = stablehlo.multiply %361, %arg30 : tensor<2x64x4x16xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %364 = stablehlo.multiply %363, %151#45 : tensor<2x64x4x16xf32>
    %365 = stablehlo.add %362, %364 : tensor<2x64x4x16xf32>
    %cst_139 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %367 = stablehlo.multiply %366, %arg51 : tensor<2x64x4x16xf32>
    %368 = stablehlo.multiply %151#45, %151#45 : tensor<2x64x4x16xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<2x64x4x16xf32>
    %371 = stablehlo.add %367, %370 : tensor<2x64x4x16xf32>
    %372 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %373 = stablehlo.divide %365, %372 : tensor<2x64x4x16xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<2x64x4x16xf32>
    %376 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %377 = stablehlo.divide %371, %376 : tensor<2x64x4x16xf32>
    %378 = stablehlo.sqrt %377 : tensor<2x64x4x16xf32>
    %cst_142 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %380 = stablehlo.add %378, %379 : tensor<2x64x4x16xf32>
    %381 = stablehlo.divide %375, %380 : tensor<2x64x4x16xf32>
    %382 = stablehlo.subtract %arg9, %381 : tensor<2x64x4x16xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %384 = stablehlo.multiply %383, %arg31 : tensor<2x64x4x16xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %386 = stablehlo.multiply %385, %151#46 : tensor<2x64x4x16xf32>
    %387 = stablehlo.add %384, %386 : tensor<2x64x4x16xf32>
    %cst_145 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %389 = stablehlo.multiply %388, %arg52 : tensor<2x64x4x16xf32>
    %390 = stablehlo.multiply %151#46, %151#46 : tensor<2x64x4x16xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %392 = stablehlo.multiply %391, %390 : tensor<2x64x4x16xf32>
    %393 = stablehlo.add %389, %392 : tensor<2x64x4x16xf32>
    %394 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %395 = stablehlo.divide %387, %394 : tensor<2x64x4x16xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %397 = stablehlo.multiply %396, %395 : tensor<2x64x4x16xf32>
    %398 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %399 = stablehlo.divide %393, %398 : tensor<2x64x4x16xf32>
    %400 = stablehlo.sqrt %399 : tensor<2x64x4x16xf32>
    %cst_148 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x64x4x16xf32>
    %402 = stablehlo.add %400, %401 : tensor<2x64x4x16xf32>
    %403 = stablehlo.divide %397, %402 : tensor<2x64x4x16xf32>
    %404 = stablehlo.subtract %arg10, %403 : tensor<2x64x4x16xf32>
    %cst_149 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %406 = stablehlo.multiply %405, %arg32 : tensor<2x64xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %408 = stablehlo.multiply %407, %151#47 : tensor<2x64xf32>
    %409 = stablehlo.add %406, %408 : tensor<2x64xf32>
    %cst_151 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %411 = stablehlo.multiply %410, %arg53 : tensor<2x64xf32>
    %412 = stablehlo.multiply %151#47, %151#47 : tensor<2x64xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %414 = stablehlo.multiply %413, %412 : tensor<2x64xf32>
    %415 = stablehlo.add %411, %414 : tensor<2x64xf32>
    %416 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %417 = stablehlo.divide %409, %416 : tensor<2x64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<2x64xf32>
    %420 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %421 = stablehlo.divide %415, %420 : tensor<2x64xf32>
    %422 = stablehlo.sqrt %421 : tensor<2x64xf32>
    %cst_154 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %424 = stablehlo.add %422, %423 : tensor<2x64xf32>
    %425 = stablehlo.divide %419, %424 : tensor<2x64xf32>
    %426 = stablehlo.subtract %arg11, %425 : tensor<2x64xf32>
    %cst_155 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %428 = stablehlo.multiply %427, %arg33 : tensor<2x64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %430 = stablehlo.multiply %429, %151#48 : tensor<2x64xf32>
    %431 = stablehlo.add %428, %430 : tensor<2x64xf32>
    %cst_157 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %433 = stablehlo.multiply %432, %arg54 : tensor<2x64xf32>
    %434 = stablehlo.multiply %151#48, %151#48 : tensor<2x64xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %436 = stablehlo.multiply %435, %434 : tensor<2x64xf32>
    %437 = stablehlo.add %433, %436 : tensor<2x64xf32>
    %438 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %439 = stablehlo.divide %431, %438 : tensor<2x64xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %441 = stablehlo.multiply %440, %439 : tensor<2x64xf32>
    %442 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %443 = stablehlo.divide %437, %442 : tensor<2x64xf32>
    %444 = stablehlo.sqrt %443 : tensor<2x64xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %446 = stablehlo.add %444, %445 : tensor<2x64xf32>
    %447 = stablehlo.divide %441, %446 : tensor<2x64xf32>
    %448 = stablehlo.subtract %arg12, %447 : tensor<2x64xf32>
    %cst_161 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %450 = stablehlo.multiply %449, %arg34 : tensor<2x64xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %452 = stablehlo.multiply %451, %151#49 : tensor<2x64xf32>
    %453 = stablehlo.add %450, %452 : tensor<2x64xf32>
    %cst_163 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %455 = stablehlo.multiply %454, %arg55 : tensor<2x64xf32>
    %456 = stablehlo.multiply %151#49, %151#49 : tensor<2x64xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %458 = stablehlo.multiply %457, %456 : tensor<2x64xf32>
    %459 = stablehlo.add %455, %458 : tensor<2x64xf32>
    %460 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %461 = stablehlo.divide %453, %460 : tensor<2x64xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<2x64xf32>
    %464 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %465 = stablehlo.divide %459, %464 : tensor<2x64xf32>
    %466 = stablehlo.sqrt %465 : tensor<2x64xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %468 = stablehlo.add %466, %467 : tensor<2x64xf32>
    %469 = stablehlo.divide %463, %468 : tensor<2x64xf32>
    %470 = stablehlo.subtract %arg13, %469 : tensor<2x64xf32>
    %cst_167 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %472 = stablehlo.multiply %471, %arg35 : tensor<2x64xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %474 = stablehlo.multiply %473, %151#50 : tensor<2x64xf32>
    %475 = stablehlo.add %472, %474 : tensor<2x64xf32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %477 = stablehlo.multiply %476, %arg56 : tensor<2x64xf32>
    %478 = stablehlo.multiply %151#50, %151#50 : tensor<2x64xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<2x64xf32>
    %481 = stablehlo.add %477, %480 : tensor<2x64xf32>
    %482 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %483 = stablehlo.divide %475, %482 : tensor<2x64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %485 = stablehlo.multiply %484, %483 : tensor<2x64xf32>
    %486 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %487 = stablehlo.divide %481, %486 : tensor<2x64xf32>
    %488 = stablehlo.sqrt %487 : tensor<2x64xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %490 = stablehlo.add %488, %489 : tensor<2x64xf32>
    %491 = stablehlo.divide %485, %490 : tensor<2x64xf32>
    %492 = stablehlo.subtract %arg14, %491 : tensor<2x64xf32>
    %cst_173 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %494 = stablehlo.multiply %493, %arg36 : tensor<2x256xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %496 = stablehlo.multiply %495, %151#51 : tensor<2x256xf32>
    %497 = stablehlo.add %494, %496 : tensor<2x256xf32>
    %cst_175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %499 = stablehlo.multiply %498, %arg57 : tensor<2x256xf32>
    %500 = stablehlo.multiply %151#51, %151#51 : tensor<2x256xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %502 = stablehlo.multiply %501, %500 : tensor<2x256xf32>
    %503 = stablehlo.add %499, %502 : tensor<2x256xf32>
    %504 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %505 = stablehlo.divide %497, %504 : tensor<2x256xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<2x256xf32>
    %508 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %509 = stablehlo.divide %503, %508 : tensor<2x256xf32>
    %510 = stablehlo.sqrt %509 : tensor<2x256xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %512 = stablehlo.add %510, %511 : tensor<2x256xf32>
    %513 = stablehlo.divide %507, %512 : tensor<2x256xf32>
    %514 = stablehlo.subtract %arg15, %513 : tensor<2x256xf32>
    %cst_179 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %516 = stablehlo.multiply %515, %arg37 : tensor<2x64xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %518 = stablehlo.multiply %517, %151#52 : tensor<2x64xf32>
    %519 = stablehlo.add %516, %518 : tensor<2x64xf32>
    %cst_181 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %521 = stablehlo.multiply %520, %arg58 : tensor<2x64xf32>
    %522 = stablehlo.multiply %151#52, %151#52 : tensor<2x64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %524 = stablehlo.multiply %523, %522 : tensor<2x64xf32>
    %525 = stablehlo.add %521, %524 : tensor<2x64xf32>
    %526 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %527 = stablehlo.divide %519, %526 : tensor<2x64xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %529 = stablehlo.multiply %528, %527 : tensor<2x64xf32>
    %530 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %531 = stablehlo.divide %525, %530 : tensor<2x64xf32>
    %532 = stablehlo.sqrt %531 : tensor<2x64xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<2x64xf32>
    %534 = stablehlo.add %532, %533 : tensor<2x64xf32>
    %535 = stablehlo.divide %529, %534 : tensor<2x64xf32>
    %536 = stablehlo.subtract %arg16, %535 : tensor<2x64xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %538 = stablehlo.multiply %537, %arg38 : tensor<2x64x256xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %540 = stablehlo.multiply %539, %151#53 : tensor<2x64x256xf32>
    %541 = stablehlo.add %538, %540 : tensor<2x64x256xf32>
    %cst_187 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %543 = stablehlo.multiply %542, %arg59 : tensor<2x64x256xf32>
    %544 = stablehlo.multiply %151#53, %151#53 : tensor<2x64x256xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %546 = stablehlo.multiply %545, %544 : tensor<2x64x256xf32>
    %547 = stablehlo.add %543, %546 : tensor<2x64x256xf32>
    %548 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %549 = stablehlo.divide %541, %548 : tensor<2x64x256xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %551 = stablehlo.multiply %550, %549 : tensor<2x64x256xf32>
    %552 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %553 = stablehlo.divide %547, %552 : tensor<2x64x256xf32>
    %554 = stablehlo.sqrt %553 : tensor<2x64x256xf32>
    %cst_190 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<2x64x256xf32>
    %556 = stablehlo.add %554, %555 : tensor<2x64x256xf32>
    %557 = stablehlo.divide %551, %556 : tensor<2x64x256xf32>
    %558 = stablehlo.subtract %arg17, %557 : tensor<2x64x256xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %560 = stablehlo.multiply %559, %arg39 : tensor<2x256x64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %562 = stablehlo.multiply %561, %151#54 : tensor<2x256x64xf32>
    %563 = stablehlo.add %560, %562 : tensor<2x256x64xf32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %565 = stablehlo.multiply %564, %arg60 : tensor<2x256x64xf32>
    %566 = stablehlo.multiply %151#54, %151#54 : tensor<2x256x64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %568 = stablehlo.multiply %567, %566 : tensor<2x256x64xf32>
    %569 = stablehlo.add %565, %568 : tensor<2x256x64xf32>
    %570 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %571 = stablehlo.divide %563, %570 : tensor<2x256x64xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %573 = stablehlo.multiply %572, %571 : tensor<2x256x64xf32>
    %574 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %575 = stablehlo.divide %569, %574 : tensor<2x256x64xf32>
    %576 = stablehlo.sqrt %575 : tensor<2x256x64xf32>
    %cst_196 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<2x256x64xf32>
    %578 = stablehlo.add %576, %577 : tensor<2x256x64xf32>
    %579 = stablehlo.divide %573, %578 : tensor<2x256x64xf32>
    %580 = stablehlo.subtract %arg18, %579 : tensor<2x256x64xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %582 = stablehlo.multiply %581, %arg40 : tensor<64xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %584 = stablehlo.multiply %583, %100 : tensor<64xf32>
    %585 = stablehlo.add %582, %584 : tensor<64xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %587 = stablehlo.multiply %586, %arg61 : tensor<64xf32>
    %588 = stablehlo.multiply %100, %100 : tensor<64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %590 = stablehlo.multiply %589, %588 : tensor<64xf32>
    %591 = stablehlo.add %587, %590 : tensor<64xf32>
    %592 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %593 = stablehlo.divide %585, %592 : tensor<64xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %595 = stablehlo.multiply %594, %593 : tensor<64xf32>
    %596 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %597 = stablehlo.divide %591, %596 : tensor<64xf32>
    %598 = stablehlo.sqrt %597 : tensor<64xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %600 = stablehlo.add %598, %599 : tensor<64xf32>
    %601 = stablehlo.divide %595, %600 : tensor<64xf32>
    %602 = stablehlo.subtract %arg19, %601 : tensor<64xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %604 = stablehlo.multiply %603, %arg41 : tensor<64xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %606 = stablehlo.multiply %605, %106 : tensor<64xf32>
    %607 = stablehlo.add %604, %606 : tensor<64xf32>
    %cst_205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %609 = stablehlo.multiply %608, %arg62 : tensor<64xf32>
    %610 = stablehlo.multiply %106, %106 : tensor<64xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<64xf32>
    %613 = stablehlo.add %609, %612 : tensor<64xf32>
    %614 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %615 = stablehlo.divide %607, %614 : tensor<64xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %617 = stablehlo.multiply %616, %615 : tensor<64xf32>
    %618 = stablehlo.broadcast_in_dim %162, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %619 = stablehlo.divide %613, %618 : tensor<64xf32>
    %620 = stablehlo.sqrt %619 : tensor<64xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %622 = stablehlo.add %620, %621 : tensor<64xf32>
    %623 = stablehlo.divide %617, %622 : tensor<64xf32>
    %624 = stablehlo.subtract %arg20, %623 : tensor<64xf32>
    return %184, %206, %228, %250, %272, %294, %316, %338, %360, %382, %404, %426, %448, %470, %492, %514, %536, %558, %580, %602, %624, %167, %189, %211, %233, %255, %277, %299, %321, %343, %365, %387, %409, %431, %453, %475, %497, %519, %541, %563, %585, %607, %173, %195, %217, %239, %261, %283, %305, %327, %349, %371, %393, %415, %437, %459, %481, %503, %525, %547, %569, %591, %613, %157, %88 : tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<2x4x16xf32>, tensor<2x64xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x256xf32>, tensor<2x64xf32>, tensor<2x64x256xf32>, tensor<2x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<2x4x16xf32>, tensor<2x64xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x256xf32>, tensor<2x64xf32>, tensor<2x64x256xf32>, tensor<2x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<2x4x16xf32>, tensor<2x64xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x4x16x64xf32>, tensor<2x64x4x16xf32>, tensor<2x64x4x16xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x64xf32>, tensor<2x256xf32>, tensor<2x64xf32>, tensor<2x64x256xf32>, tensor<2x256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<f32>) -> (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<8x4x32x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    return %0, %1 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x4x16xf32>, %arg1: tensor<i32>) -> tensor<4x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 16] : (tensor<2x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x16xf32>) -> tensor<4x16xf32>
    return %1 : tensor<4x16xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<2x64xf32>, %arg1: tensor<i32>) -> tensor<64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 64] : (tensor<2x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64xf32>) -> tensor<64xf32>
    return %1 : tensor<64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x64x4x16xf32>, %arg1: tensor<i32>) -> tensor<64x4x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 64, 4, 16] : (tensor<2x64x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x4x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x4x16xf32>) -> tensor<64x4x16xf32>
    return %1 : tensor<64x4x16xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x4x16x64xf32>, %arg1: tensor<i32>) -> tensor<4x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 16, 64] : (tensor<2x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x16x64xf32>) -> tensor<4x16x64xf32>
    return %1 : tensor<4x16x64xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<2x256xf32>, %arg1: tensor<i32>) -> tensor<256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256xf32>) -> tensor<256xf32>
    return %1 : tensor<256xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<2x64x256xf32>, %arg1: tensor<i32>) -> tensor<64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<2x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xf32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<2x256x64xf32>, %arg1: tensor<i32>) -> tensor<256x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 64] : (tensor<2x256x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x4x32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<8x32x64xf32>, %arg3: tensor<4x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<4x16xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16x64xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<64x4x16xf32>, %arg11: tensor<64xf32>, %arg12: tensor<64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<64xf32>, %arg15: tensor<256xf32>, %arg16: tensor<64xf32>, %arg17: tensor<64x256xf32>, %arg18: tensor<256x64xf32>) -> (tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg2, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.subtract %arg2, %13 : tensor<8x32x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x32x1xf32>
    %17 = stablehlo.sqrt %16 : tensor<8x32x1xf32>
    %cst_5 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %19 = stablehlo.divide %18, %17 : tensor<8x32x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %21 = stablehlo.divide %20, %17 : tensor<8x32x1xf32>
    %22 = stablehlo.multiply %17, %17 : tensor<8x32x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x32x1xf32>
    %25 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %26 = stablehlo.multiply %14, %25 : tensor<8x32x64xf32>
    %27 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<8x32x64xf32>
    %30 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x32x64xf32>
    %33 = stablehlo.dot_general %32, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x32x4x16xf32>
    %37 = stablehlo.dot_general %32, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x32x4x16xf32>
    %41 = stablehlo.dot_general %32, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %42 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x32x4x16xf32>
    %45 = stablehlo.dot_general %36, %40, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<8x4x32x32xf32>
    %48 = call @_where_6(%47, %arg0, %arg1) : (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %51 = stablehlo.maximum %50, %49 : tensor<8x4x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %54 = stablehlo.subtract %48, %53 : tensor<8x4x32x32xf32>
    %55 = stablehlo.exponential %54 : tensor<8x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %59 = stablehlo.divide %55, %58 : tensor<8x4x32x32xf32>
    %60 = stablehlo.multiply %57, %57 : tensor<8x4x32x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %62 = stablehlo.divide %61, %60 : tensor<8x4x32x1xf32>
    %63 = stablehlo.dot_general %44, %59, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %64 = stablehlo.transpose %63, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %65 = stablehlo.dot_general %64, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %66 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x32x64xf32>
    %69 = stablehlo.add %arg2, %68 : tensor<8x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %73 = stablehlo.divide %71, %72 : tensor<8x32x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %75 = stablehlo.subtract %69, %74 : tensor<8x32x64xf32>
    %76 = chlo.square %75 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %78 = stablehlo.multiply %77, %75 : tensor<8x32x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%76 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %82 = stablehlo.divide %80, %81 : tensor<8x32x1xf32>
    %83 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %84 = stablehlo.subtract %69, %83 : tensor<8x32x64xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %86 = stablehlo.add %82, %85 : tensor<8x32x1xf32>
    %87 = stablehlo.sqrt %86 : tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %89 = stablehlo.divide %88, %87 : tensor<8x32x1xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %91 = stablehlo.divide %90, %87 : tensor<8x32x1xf32>
    %92 = stablehlo.multiply %87, %87 : tensor<8x32x1xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %94 = stablehlo.divide %93, %92 : tensor<8x32x1xf32>
    %95 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %96 = stablehlo.multiply %84, %95 : tensor<8x32x64xf32>
    %97 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %99 = stablehlo.multiply %96, %98 : tensor<8x32x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %102 = stablehlo.add %99, %101 : tensor<8x32x64xf32>
    %103 = stablehlo.dot_general %102, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %104 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %106 = stablehlo.add %103, %105 : tensor<8x32x256xf32>
    %107 = stablehlo.multiply %106, %106 : tensor<8x32x256xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<8x32x256xf32>
    %109 = stablehlo.multiply %106, %106 : tensor<8x32x256xf32>
    %cst_22 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<8x32x256xf32>
    %cst_23 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %113 = stablehlo.multiply %112, %108 : tensor<8x32x256xf32>
    %114 = stablehlo.add %106, %113 : tensor<8x32x256xf32>
    %cst_24 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<8x32x256xf32>
    %117 = stablehlo.tanh %116 : tensor<8x32x256xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %119 = stablehlo.subtract %118, %117 : tensor<8x32x256xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %121 = stablehlo.add %120, %117 : tensor<8x32x256xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<8x32x256xf32>
    %124 = stablehlo.multiply %106, %123 : tensor<8x32x256xf32>
    %125 = stablehlo.dot_general %124, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %126 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %128 = stablehlo.add %125, %127 : tensor<8x32x64xf32>
    %129 = stablehlo.add %69, %128 : tensor<8x32x64xf32>
    return %129, %8, %19, %24, %21, %14, %27, %26, %32, %40, %36, %55, %57, %62, %59, %44, %64, %78, %89, %94, %91, %84, %97, %96, %102, %111, %117, %119, %123, %106, %124 : tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x1xf32>, tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x64xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<1x1x64xf32>, tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x256xf32>
  }
  func.func private @_where_6(%arg0: tensor<8x4x32x32xf32>, %arg1: tensor<8x4x32x32xi1>, %arg2: tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %0 : tensor<8x4x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x8x32x64xf32>, %arg1: tensor<8x32x64xf32>, %arg2: tensor<i32>) -> tensor<2x8x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x32x64xf32>) -> tensor<1x8x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x32x64xf32>, tensor<1x8x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x32x64xf32>
    return %1 : tensor<2x8x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<2x8x32x1xf32>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x32x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x32x1xf32>) -> tensor<1x8x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x32x1xf32>, tensor<1x8x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x32x1xf32>
    return %1 : tensor<2x8x32x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<2x1x1x64xf32>, %arg1: tensor<1x1x64xf32>, %arg2: tensor<i32>) -> tensor<2x1x1x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x1x1x64xf32>, tensor<1x1x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x1x1x64xf32>
    return %1 : tensor<2x1x1x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<2x8x32x4x16xf32>, %arg1: tensor<8x32x4x16xf32>, %arg2: tensor<i32>) -> tensor<2x8x32x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<1x8x32x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x32x4x16xf32>, tensor<1x8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x32x4x16xf32>
    return %1 : tensor<2x8x32x4x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<2x8x4x32x32xf32>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<i32>) -> tensor<2x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x4x32x32xf32>, tensor<1x8x4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x32x32xf32>
    return %1 : tensor<2x8x4x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_11(%arg0: tensor<2x8x4x32x1xf32>, %arg1: tensor<8x4x32x1xf32>, %arg2: tensor<i32>) -> tensor<2x8x4x32x1xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3, 4] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1, %c_2 : (tensor<2x8x4x32x1xf32>, tensor<1x8x4x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x4x32x1xf32>
    return %1 : tensor<2x8x4x32x1xf32>
  }
  func.func private @dynamic_update_index_in_dim_12(%arg0: tensor<2x8x32x256xf32>, %arg1: tensor<8x32x256xf32>, %arg2: tensor<i32>) -> tensor<2x8x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x32x256xf32>) -> tensor<1x8x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x32x256xf32>
    return %1 : tensor<2x8x32x256xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x32x256xf32>) -> (tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x256xf32>
    %6 = stablehlo.exponential %5 : tensor<8x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %9 = stablehlo.log %8 : tensor<8x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x256xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x32x256xf32>
    return %11, %6, %8 : tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8x32xi32>) -> tensor<8x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x256xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x32x1xi32>) -> tensor<8x32x256xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x256xi32>) -> tensor<8x32x256xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x32x256xi32>, tensor<8x32x256xi32>) -> tensor<8x32x256xi1>
    %5 = stablehlo.convert %4 : (tensor<8x32x256xi1>) -> tensor<8x32x256xf32>
    return %5 : tensor<8x32x256xf32>
  }
  func.func private @log_softmax_13(%arg0: tensor<8x32x256xf32>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<8x32x256xf32>) -> tensor<8x32x256xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x32x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x256xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x32x256xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x32x256xf32>
    return %7 : tensor<8x32x256xf32>
  }
  func.func private @dynamic_index_in_dim_14(%arg0: tensor<2x8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 32, 64] : (tensor<2x8x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32x64xf32>) -> tensor<8x32x64xf32>
    return %1 : tensor<8x32x64xf32>
  }
  func.func private @dynamic_index_in_dim_15(%arg0: tensor<2x8x32x1xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 32, 1] : (tensor<2x8x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32x1xf32>) -> tensor<8x32x1xf32>
    return %1 : tensor<8x32x1xf32>
  }
  func.func private @dynamic_index_in_dim_16(%arg0: tensor<2x1x1x64xf32>, %arg1: tensor<i32>) -> tensor<1x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 1, 1, 64] : (tensor<2x1x1x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x1x1x64xf32>) -> tensor<1x1x64xf32>
    return %1 : tensor<1x1x64xf32>
  }
  func.func private @dynamic_index_in_dim_17(%arg0: tensor<2x8x32x4x16xf32>, %arg1: tensor<i32>) -> tensor<8x32x4x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 32, 4, 16] : (tensor<2x8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x4x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    return %1 : tensor<8x32x4x16xf32>
  }
  func.func private @dynamic_index_in_dim_18(%arg0: tensor<2x8x4x32x32xf32>, %arg1: tensor<i32>) -> tensor<8x4x32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 4, 32, 32] : (tensor<2x8x4x32x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x32x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    return %1 : tensor<8x4x32x32xf32>
  }
  func.func private @dynamic_index_in_dim_19(%arg0: tensor<2x8x4x32x1xf32>, %arg1: tensor<i32>) -> tensor<8x4x32x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, %c_2, sizes = [1, 8, 4, 32, 1] : (tensor<2x8x4x32x1xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x4x32x1xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x4x32x1xf32>) -> tensor<8x4x32x1xf32>
    return %1 : tensor<8x4x32x1xf32>
  }
  func.func private @dynamic_index_in_dim_20(%arg0: tensor<2x8x32x256xf32>, %arg1: tensor<i32>) -> tensor<8x32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 32, 256] : (tensor<2x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
    return %1 : tensor<8x32x256xf32>
  }
  func.func private @closed_call_21(%arg0: tensor<8x4x32x32xi1>, %arg1: tensor<8x32x64xf32>, %arg2: tensor<8x32x64xf32>, %arg3: tensor<8x32x1xf32>, %arg4: tensor<8x32x1xf32>, %arg5: tensor<8x32x1xf32>, %arg6: tensor<8x32x64xf32>, %arg7: tensor<1x1x64xf32>, %arg8: tensor<8x32x64xf32>, %arg9: tensor<64x4x16xf32>, %arg10: tensor<8x32x64xf32>, %arg11: tensor<64x4x16xf32>, %arg12: tensor<64x4x16xf32>, %arg13: tensor<8x32x4x16xf32>, %arg14: tensor<8x32x4x16xf32>, %arg15: tensor<8x4x32x32xf32>, %arg16: tensor<8x4x32x1xf32>, %arg17: tensor<8x4x32x1xf32>, %arg18: tensor<8x4x32x32xf32>, %arg19: tensor<8x32x4x16xf32>, %arg20: tensor<4x16x64xf32>, %arg21: tensor<8x32x4x16xf32>, %arg22: tensor<8x32x64xf32>, %arg23: tensor<8x32x1xf32>, %arg24: tensor<8x32x1xf32>, %arg25: tensor<8x32x1xf32>, %arg26: tensor<8x32x64xf32>, %arg27: tensor<1x1x64xf32>, %arg28: tensor<8x32x64xf32>, %arg29: tensor<64x256xf32>, %arg30: tensor<8x32x64xf32>, %arg31: tensor<8x32x256xf32>, %arg32: tensor<8x32x256xf32>, %arg33: tensor<8x32x256xf32>, %arg34: tensor<8x32x256xf32>, %arg35: tensor<8x32x256xf32>, %arg36: tensor<256x64xf32>, %arg37: tensor<8x32x256xf32>) -> (tensor<8x32x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg1 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1 = stablehlo.reshape %0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.dot_general %arg1, %arg37, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x256xf32>) -> tensor<64x256xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %5 = stablehlo.dot_general %arg1, %arg36, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<256x64xf32>) -> tensor<8x32x256xf32>
    %6 = stablehlo.multiply %arg35, %5 : tensor<8x32x256xf32>
    %7 = stablehlo.multiply %5, %arg34 : tensor<8x32x256xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<8x32x256xf32>
    %10 = stablehlo.multiply %9, %arg33 : tensor<8x32x256xf32>
    %11 = stablehlo.multiply %10, %arg32 : tensor<8x32x256xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x32x256xf32>
    %cst_2 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<8x32x256xf32>
    %15 = stablehlo.add %7, %14 : tensor<8x32x256xf32>
    %cst_3 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %17 = stablehlo.multiply %16, %14 : tensor<8x32x256xf32>
    %18 = stablehlo.multiply %17, %arg31 : tensor<8x32x256xf32>
    %19 = stablehlo.add %15, %18 : tensor<8x32x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %21 = stablehlo.reshape %20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %23 = stablehlo.dot_general %19, %arg30, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %25 = stablehlo.dot_general %19, %arg29, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<64x256xf32>) -> tensor<8x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %27 = stablehlo.reshape %26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.reduce(%27 init: %cst_7) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %29 = stablehlo.multiply %arg28, %25 : tensor<8x32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29 init: %cst_8) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %31 = stablehlo.reshape %30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<8x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%31 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %35 = stablehlo.multiply %arg26, %33 : tensor<8x32x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %38 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %39 = stablehlo.multiply %33, %38 : tensor<8x32x64xf32>
    %40 = stablehlo.multiply %37, %arg24 : tensor<8x32x1xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<8x32x1xf32>
    %43 = stablehlo.negate %42 : tensor<8x32x1xf32>
    %44 = stablehlo.multiply %43, %arg23 : tensor<8x32x1xf32>
    %45 = stablehlo.negate %39 : tensor<8x32x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %48 = stablehlo.add %arg1, %39 : tensor<8x32x64xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %50 = stablehlo.divide %44, %49 : tensor<8x32x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %53 = stablehlo.multiply %52, %arg22 : tensor<8x32x64xf32>
    %54 = stablehlo.negate %53 : tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %56 = stablehlo.reshape %55 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %57 = stablehlo.add %48, %53 : tensor<8x32x64xf32>
    %58 = stablehlo.add %47, %56 : tensor<8x32x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8x32x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %63 = stablehlo.add %57, %62 : tensor<8x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_18) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %65 = stablehlo.reshape %64 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %67 = stablehlo.dot_general %63, %arg21, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %68 = stablehlo.transpose %67, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %69 = stablehlo.dot_general %63, %arg20, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %70 = stablehlo.transpose %69, dims = [0, 2, 3, 1] : (tensor<8x32x4x16xf32>) -> tensor<8x4x16x32xf32>
    %71 = stablehlo.dot_general %70, %arg19, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %72 = stablehlo.dot_general %70, %arg18, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %73 = stablehlo.transpose %72, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %arg17, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %75 = stablehlo.multiply %71, %74 : tensor<8x4x32x32xf32>
    %76 = stablehlo.multiply %75, %arg15 : tensor<8x4x32x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %78 = stablehlo.reshape %77 : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %79 = stablehlo.negate %78 : tensor<8x4x32x1xf32>
    %80 = stablehlo.broadcast_in_dim %arg16, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %81 = stablehlo.divide %71, %80 : tensor<8x4x32x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%79 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %84 = stablehlo.add %81, %83 : tensor<8x4x32x32xf32>
    %85 = stablehlo.multiply %84, %arg15 : tensor<8x4x32x32xf32>
    %86 = call @_where_22(%arg0, %85) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %cst_22 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %88 = stablehlo.multiply %86, %87 : tensor<8x4x32x32xf32>
    %89 = stablehlo.dot_general %88, %arg14, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %90 = stablehlo.transpose %89, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %91 = stablehlo.dot_general %88, %arg13, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %92 = stablehlo.transpose %91, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%73 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %94 = stablehlo.reshape %93 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %96 = stablehlo.dot_general %73, %arg10, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %97 = stablehlo.transpose %96, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %98 = stablehlo.dot_general %73, %arg12, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%90 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %102 = stablehlo.dot_general %90, %arg10, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %103 = stablehlo.transpose %102, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %104 = stablehlo.dot_general %90, %arg11, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %105 = stablehlo.add %98, %104 : tensor<8x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%92 init: %cst_27) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %107 = stablehlo.reshape %106 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %109 = stablehlo.dot_general %92, %arg10, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %110 = stablehlo.transpose %109, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %111 = stablehlo.dot_general %92, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %112 = stablehlo.add %105, %111 : tensor<8x32x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %114 = stablehlo.reshape %113 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %116 = stablehlo.multiply %arg8, %112 : tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %118 = stablehlo.reshape %117 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %119 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %120 = stablehlo.multiply %112, %119 : tensor<8x32x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%118 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %122 = stablehlo.multiply %arg6, %120 : tensor<8x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %125 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %126 = stablehlo.multiply %120, %125 : tensor<8x32x64xf32>
    %127 = stablehlo.multiply %124, %arg4 : tensor<8x32x1xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<8x32x1xf32>
    %130 = stablehlo.negate %129 : tensor<8x32x1xf32>
    %131 = stablehlo.multiply %130, %arg3 : tensor<8x32x1xf32>
    %132 = stablehlo.negate %126 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %135 = stablehlo.add %63, %126 : tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %137 = stablehlo.divide %131, %136 : tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %140 = stablehlo.multiply %139, %arg2 : tensor<8x32x64xf32>
    %141 = stablehlo.negate %140 : tensor<8x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %144 = stablehlo.add %135, %140 : tensor<8x32x64xf32>
    %145 = stablehlo.add %134, %143 : tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %147 = stablehlo.divide %145, %146 : tensor<8x32x1xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %150 = stablehlo.add %144, %149 : tensor<8x32x64xf32>
    return %150, %101, %66, %108, %95, %103, %68, %110, %97, %115, %121, %28, %34, %22, %2, %24, %4 : tensor<8x32x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>
  }
  func.func private @_where_22(%arg0: tensor<8x4x32x32xi1>, %arg1: tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %1 : tensor<8x4x32x32xf32>
  }
  func.func private @dynamic_update_index_in_dim_23(%arg0: tensor<2x4x16xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<i32>) -> tensor<2x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x16xf32>) -> tensor<1x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x4x16xf32>, tensor<1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x16xf32>
    return %1 : tensor<2x4x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_24(%arg0: tensor<2x64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<i32>) -> tensor<2x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x64xf32>, tensor<1x64xf32>, tensor<i32>, tensor<i32>) -> tensor<2x64xf32>
    return %1 : tensor<2x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_25(%arg0: tensor<2x64x4x16xf32>, %arg1: tensor<64x4x16xf32>, %arg2: tensor<i32>) -> tensor<2x64x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<64x4x16xf32>) -> tensor<1x64x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x64x4x16xf32>, tensor<1x64x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x4x16xf32>
    return %1 : tensor<2x64x4x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_26(%arg0: tensor<2x4x16x64xf32>, %arg1: tensor<4x16x64xf32>, %arg2: tensor<i32>) -> tensor<2x4x16x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x16x64xf32>) -> tensor<1x4x16x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x4x16x64xf32>, tensor<1x4x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x16x64xf32>
    return %1 : tensor<2x4x16x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_27(%arg0: tensor<2x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<i32>) -> tensor<2x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<2x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<2x256xf32>
    return %1 : tensor<2x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_28(%arg0: tensor<2x64x256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<i32>) -> tensor<2x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x64x256xf32>, tensor<1x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x64x256xf32>
    return %1 : tensor<2x64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_29(%arg0: tensor<2x256x64xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<i32>) -> tensor<2x256x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<1x256x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x256x64xf32>, tensor<1x256x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x64xf32>
    return %1 : tensor<2x256x64xf32>
  }
}
