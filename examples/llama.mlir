// Exported by: python3 tools/export_models.py llama -o examples/llama.mlir
// jax 0.10.2, jaxlib 0.10.2; llama: batch=4 d_model=64 dtype=f32 ffn=128 heads=4 kv_heads=2 layers=2 scan=False seq=16 vocab=128; 90432 parameters
module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x128xf32> {jax.arg_info = "params['lm_head']['kernel']", tf.aliasing_output = 0 : i32}, %arg1: tensor<128x64xf32> {jax.arg_info = "params['model']['embed_tokens']['embedding']", tf.aliasing_output = 1 : i32}, %arg2: tensor<64xf32> {jax.arg_info = "params['model']['layers'][0]['input_layernorm']['weight']", tf.aliasing_output = 2 : i32}, %arg3: tensor<128x64xf32> {jax.arg_info = "params['model']['layers'][0]['mlp']['down_proj']['kernel']", tf.aliasing_output = 3 : i32}, %arg4: tensor<64x128xf32> {jax.arg_info = "params['model']['layers'][0]['mlp']['gate_proj']['kernel']", tf.aliasing_output = 4 : i32}, %arg5: tensor<64x128xf32> {jax.arg_info = "params['model']['layers'][0]['mlp']['up_proj']['kernel']", tf.aliasing_output = 5 : i32}, %arg6: tensor<64xf32> {jax.arg_info = "params['model']['layers'][0]['post_attention_layernorm']['weight']", tf.aliasing_output = 6 : i32}, %arg7: tensor<64x32xf32> {jax.arg_info = "params['model']['layers'][0]['self_attn']['k_proj']['kernel']", tf.aliasing_output = 7 : i32}, %arg8: tensor<64x64xf32> {jax.arg_info = "params['model']['layers'][0]['self_attn']['o_proj']['kernel']", tf.aliasing_output = 8 : i32}, %arg9: tensor<64x64xf32> {jax.arg_info = "params['model']['layers'][0]['self_attn']['q_proj']['kernel']", tf.aliasing_output = 9 : i32}, %arg10: tensor<64x32xf32> {jax.arg_info = "params['model']['layers'][0]['self_attn']['v_proj']['kernel']", tf.aliasing_output = 10 : i32}, %arg11: tensor<64xf32> {jax.arg_info = "params['model']['layers'][1]['input_layernorm']['weight']", tf.aliasing_output = 11 : i32}, %arg12: tensor<128x64xf32> {jax.arg_info = "params['model']['layers'][1]['mlp']['down_proj']['kernel']", tf.aliasing_output = 12 : i32}, %arg13: tensor<64x128xf32> {jax.arg_info = "params['model']['layers'][1]['mlp']['gate_proj']['kernel']", tf.aliasing_output = 13 : i32}, %arg14: tensor<64x128xf32> {jax.arg_info = "params['model']['layers'][1]['mlp']['up_proj']['kernel']", tf.aliasing_output = 14 : i32}, %arg15: tensor<64xf32> {jax.arg_info = "params['model']['layers'][1]['post_attention_layernorm']['weight']", tf.aliasing_output = 15 : i32}, %arg16: tensor<64x32xf32> {jax.arg_info = "params['model']['layers'][1]['self_attn']['k_proj']['kernel']", tf.aliasing_output = 16 : i32}, %arg17: tensor<64x64xf32> {jax.arg_info = "params['model']['layers'][1]['self_attn']['o_proj']['kernel']", tf.aliasing_output = 17 : i32}, %arg18: tensor<64x64xf32> {jax.arg_info = "params['model']['layers'][1]['self_attn']['q_proj']['kernel']", tf.aliasing_output = 18 : i32}, %arg19: tensor<64x32xf32> {jax.arg_info = "params['model']['layers'][1]['self_attn']['v_proj']['kernel']", tf.aliasing_output = 19 : i32}, %arg20: tensor<64xf32> {jax.arg_info = "params['model']['norm']['weight']", tf.aliasing_output = 20 : i32}, %arg21: tensor<64x128xf32> {jax.arg_info = "opt_state['mu']['lm_head']['kernel']", tf.aliasing_output = 21 : i32}, %arg22: tensor<128x64xf32> {jax.arg_info = "opt_state['mu']['model']['embed_tokens']['embedding']", tf.aliasing_output = 22 : i32}, %arg23: tensor<64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['input_layernorm']['weight']", tf.aliasing_output = 23 : i32}, %arg24: tensor<128x64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['mlp']['down_proj']['kernel']", tf.aliasing_output = 24 : i32}, %arg25: tensor<64x128xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['mlp']['gate_proj']['kernel']", tf.aliasing_output = 25 : i32}, %arg26: tensor<64x128xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['mlp']['up_proj']['kernel']", tf.aliasing_output = 26 : i32}, %arg27: tensor<64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['post_attention_layernorm']['weight']", tf.aliasing_output = 27 : i32}, %arg28: tensor<64x32xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['self_attn']['k_proj']['kernel']", tf.aliasing_output = 28 : i32}, %arg29: tensor<64x64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['self_attn']['o_proj']['kernel']", tf.aliasing_output = 29 : i32}, %arg30: tensor<64x64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['self_attn']['q_proj']['kernel']", tf.aliasing_output = 30 : i32}, %arg31: tensor<64x32xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][0]['self_attn']['v_proj']['kernel']", tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['input_layernorm']['weight']", tf.aliasing_output = 32 : i32}, %arg33: tensor<128x64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['mlp']['down_proj']['kernel']", tf.aliasing_output = 33 : i32}, %arg34: tensor<64x128xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['mlp']['gate_proj']['kernel']", tf.aliasing_output = 34 : i32}, %arg35: tensor<64x128xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['mlp']['up_proj']['kernel']", tf.aliasing_output = 35 : i32}, %arg36: tensor<64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['post_attention_layernorm']['weight']", tf.aliasing_output = 36 : i32}, %arg37: tensor<64x32xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['self_attn']['k_proj']['kernel']", tf.aliasing_output = 37 : i32}, %arg38: tensor<64x64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['self_attn']['o_proj']['kernel']", tf.aliasing_output = 38 : i32}, %arg39: tensor<64x64xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['self_attn']['q_proj']['kernel']", tf.aliasing_output = 39 : i32}, %arg40: tensor<64x32xf32> {jax.arg_info = "opt_state['mu']['model']['layers'][1]['self_attn']['v_proj']['kernel']", tf.aliasing_output = 40 : i32}, %arg41: tensor<64xf32> {jax.arg_info = "opt_state['mu']['model']['norm']['weight']", tf.aliasing_output = 41 : i32}, %arg42: tensor<64x128xf32> {jax.arg_info = "opt_state['nu']['lm_head']['kernel']", tf.aliasing_output = 42 : i32}, %arg43: tensor<128x64xf32> {jax.arg_info = "opt_state['nu']['model']['embed_tokens']['embedding']", tf.aliasing_output = 43 : i32}, %arg44: tensor<64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['input_layernorm']['weight']", tf.aliasing_output = 44 : i32}, %arg45: tensor<128x64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['mlp']['down_proj']['kernel']", tf.aliasing_output = 45 : i32}, %arg46: tensor<64x128xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['mlp']['gate_proj']['kernel']", tf.aliasing_output = 46 : i32}, %arg47: tensor<64x128xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['mlp']['up_proj']['kernel']", tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['post_attention_layernorm']['weight']", tf.aliasing_output = 48 : i32}, %arg49: tensor<64x32xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['self_attn']['k_proj']['kernel']", tf.aliasing_output = 49 : i32}, %arg50: tensor<64x64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['self_attn']['o_proj']['kernel']", tf.aliasing_output = 50 : i32}, %arg51: tensor<64x64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['self_attn']['q_proj']['kernel']", tf.aliasing_output = 51 : i32}, %arg52: tensor<64x32xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][0]['self_attn']['v_proj']['kernel']", tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['input_layernorm']['weight']", tf.aliasing_output = 53 : i32}, %arg54: tensor<128x64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['mlp']['down_proj']['kernel']", tf.aliasing_output = 54 : i32}, %arg55: tensor<64x128xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['mlp']['gate_proj']['kernel']", tf.aliasing_output = 55 : i32}, %arg56: tensor<64x128xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['mlp']['up_proj']['kernel']", tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['post_attention_layernorm']['weight']", tf.aliasing_output = 57 : i32}, %arg58: tensor<64x32xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['self_attn']['k_proj']['kernel']", tf.aliasing_output = 58 : i32}, %arg59: tensor<64x64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['self_attn']['o_proj']['kernel']", tf.aliasing_output = 59 : i32}, %arg60: tensor<64x64xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['self_attn']['q_proj']['kernel']", tf.aliasing_output = 60 : i32}, %arg61: tensor<64x32xf32> {jax.arg_info = "opt_state['nu']['model']['layers'][1]['self_attn']['v_proj']['kernel']", tf.aliasing_output = 61 : i32}, %arg62: tensor<64xf32> {jax.arg_info = "opt_state['nu']['model']['norm']['weight']", tf.aliasing_output = 62 : i32}, %arg63: tensor<i32> {jax.arg_info = "opt_state['step']", tf.aliasing_output = 63 : i32}, %arg64: tensor<4x16xi32> {jax.arg_info = "batch['input_ids']"}, %arg65: tensor<4x16xi32> {jax.arg_info = "batch['labels']"}) -> (tensor<64x128xf32> {jax.result_info = "result[0]['lm_head']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[0]['model']['embed_tokens']['embedding']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['layers'][0]['input_layernorm']['weight']"}, tensor<128x64xf32> {jax.result_info = "result[0]['model']['layers'][0]['mlp']['down_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['layers'][0]['mlp']['gate_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['layers'][0]['mlp']['up_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['layers'][0]['post_attention_layernorm']['weight']"}, tensor<64x32xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['k_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['o_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['q_proj']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['layers'][1]['input_layernorm']['weight']"}, tensor<128x64xf32> {jax.result_info = "result[0]['model']['layers'][1]['mlp']['down_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['layers'][1]['mlp']['gate_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[0]['model']['layers'][1]['mlp']['up_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['layers'][1]['post_attention_layernorm']['weight']"}, tensor<64x32xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['k_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['o_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['q_proj']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['model']['norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['lm_head']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['mu']['model']['embed_tokens']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['input_layernorm']['weight']"}, tensor<128x64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['mlp']['down_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['mlp']['gate_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['mlp']['up_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['post_attention_layernorm']['weight']"}, tensor<64x32xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['self_attn']['k_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['self_attn']['o_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['self_attn']['q_proj']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['mu']['model']['layers'][0]['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['input_layernorm']['weight']"}, tensor<128x64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['mlp']['down_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['mlp']['gate_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['mlp']['up_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['post_attention_layernorm']['weight']"}, tensor<64x32xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['self_attn']['k_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['self_attn']['o_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['self_attn']['q_proj']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['mu']['model']['layers'][1]['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['model']['norm']['weight']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['lm_head']['kernel']"}, tensor<128x64xf32> {jax.result_info = "result[1]['nu']['model']['embed_tokens']['embedding']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['input_layernorm']['weight']"}, tensor<128x64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['mlp']['down_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['mlp']['gate_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['mlp']['up_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['post_attention_layernorm']['weight']"}, tensor<64x32xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['self_attn']['k_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['self_attn']['o_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['self_attn']['q_proj']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['nu']['model']['layers'][0]['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['input_layernorm']['weight']"}, tensor<128x64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['mlp']['down_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['mlp']['gate_proj']['kernel']"}, tensor<64x128xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['mlp']['up_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['post_attention_layernorm']['weight']"}, tensor<64x32xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['self_attn']['k_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['self_attn']['o_proj']['kernel']"}, tensor<64x64xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['self_attn']['q_proj']['kernel']"}, tensor<64x32xf32> {jax.result_info = "result[1]['nu']['model']['layers'][1]['self_attn']['v_proj']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['model']['norm']['weight']"}, tensor<i32> {jax.result_info = "result[1]['step']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %1 = stablehlo.compare LT, %arg64, %0, SIGNED : (tensor<4x16xi32>, tensor<4x16xi32>) -> tensor<4x16xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x16xi32>
    %3 = stablehlo.add %arg64, %2 : tensor<4x16xi32>
    %4 = stablehlo.select %1, %3, %arg64 : tensor<4x16xi1>, tensor<4x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<4x16x1xi32>) -> tensor<4x16x64xf32>
    %7 = chlo.square %6 : tensor<4x16x64xf32> -> tensor<4x16x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<4x16x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<4x16x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<4x16x1xf32>
    %16 = stablehlo.sqrt %15 : tensor<4x16x1xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<4x16x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %20 = stablehlo.divide %19, %16 : tensor<4x16x1xf32>
    %21 = stablehlo.multiply %16, %16 : tensor<4x16x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %23 = stablehlo.divide %22, %21 : tensor<4x16x1xf32>
    %24 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %25 = stablehlo.multiply %6, %24 : tensor<4x16x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<4x16x64xf32>
    %29 = stablehlo.dot_general %28, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %30 = stablehlo.reshape %29 : (tensor<4x16x64xf32>) -> tensor<4x16x4x16xf32>
    %31 = stablehlo.dot_general %28, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %33 = stablehlo.dot_general %28, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %35 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.add %38, %37 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.divide %39, %40 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.power %42, %41 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.divide %44, %43 : tensor<8xf32>
    %46 = stablehlo.iota dim = 0 : tensor<16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %48 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<16x8xf32>
    %52 = stablehlo.cosine %51 : tensor<16x8xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %54 = stablehlo.sine %51 : tensor<16x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %56 = stablehlo.slice %30 [0:4, 0:16, 0:4, 0:8] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %57 = stablehlo.slice %30 [0:4, 0:16, 0:4, 8:16] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %58 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %59 = stablehlo.multiply %56, %58 : tensor<4x16x4x8xf32>
    %60 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %61 = stablehlo.multiply %57, %60 : tensor<4x16x4x8xf32>
    %62 = stablehlo.subtract %59, %61 : tensor<4x16x4x8xf32>
    %63 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %64 = stablehlo.multiply %56, %63 : tensor<4x16x4x8xf32>
    %65 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %66 = stablehlo.multiply %57, %65 : tensor<4x16x4x8xf32>
    %67 = stablehlo.add %64, %66 : tensor<4x16x4x8xf32>
    %68 = stablehlo.concatenate %62, %67, dim = 3 : (tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x16xf32>
    %69 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %73 = stablehlo.add %72, %71 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.divide %73, %74 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.power %76, %75 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.divide %78, %77 : tensor<8xf32>
    %80 = stablehlo.iota dim = 0 : tensor<16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %85 = stablehlo.multiply %83, %84 : tensor<16x8xf32>
    %86 = stablehlo.cosine %85 : tensor<16x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %88 = stablehlo.sine %85 : tensor<16x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %90 = stablehlo.slice %32 [0:4, 0:16, 0:2, 0:8] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %91 = stablehlo.slice %32 [0:4, 0:16, 0:2, 8:16] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %92 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %93 = stablehlo.multiply %90, %92 : tensor<4x16x2x8xf32>
    %94 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %95 = stablehlo.multiply %91, %94 : tensor<4x16x2x8xf32>
    %96 = stablehlo.subtract %93, %95 : tensor<4x16x2x8xf32>
    %97 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %98 = stablehlo.multiply %90, %97 : tensor<4x16x2x8xf32>
    %99 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %100 = stablehlo.multiply %91, %99 : tensor<4x16x2x8xf32>
    %101 = stablehlo.add %98, %100 : tensor<4x16x2x8xf32>
    %102 = stablehlo.concatenate %96, %101, dim = 3 : (tensor<4x16x2x8xf32>, tensor<4x16x2x8xf32>) -> tensor<4x16x2x16xf32>
    %103 = stablehlo.reshape %68 : (tensor<4x16x4x16xf32>) -> tensor<4x16x2x2x16xf32>
    %104 = stablehlo.dot_general %102, %103, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x16x2x2x16xf32>) -> tensor<4x2x16x16x2xf32>
    %105 = stablehlo.transpose %104, dims = [0, 1, 4, 3, 2] : (tensor<4x2x16x16x2xf32>) -> tensor<4x2x2x16x16xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x16xf32>
    %107 = stablehlo.multiply %105, %106 : tensor<4x2x2x16x16xf32>
    %108 = stablehlo.iota dim = 0 : tensor<16xi32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %113 = stablehlo.compare GE, %111, %112, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %cst_18 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %114:2 = call @_where(%113, %107, %cst_18) : (tensor<16x16xi1>, tensor<4x2x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x2x16x16xf32>, tensor<4x2x2x16x16xi1>)
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %115 = stablehlo.reduce(%114#0 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<4x2x2x16x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x2x2x16xf32>
    %117 = stablehlo.maximum %116, %115 : tensor<4x2x2x16xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %120 = stablehlo.subtract %114#0, %119 : tensor<4x2x2x16x16xf32>
    %121 = stablehlo.exponential %120 : tensor<4x2x2x16x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x16x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %125 = stablehlo.divide %121, %124 : tensor<4x2x2x16x16xf32>
    %126 = stablehlo.multiply %123, %123 : tensor<4x2x2x16x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x1xf32>
    %128 = stablehlo.divide %127, %126 : tensor<4x2x2x16x1xf32>
    %129 = stablehlo.dot_general %34, %125, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x2x2x16x16xf32>) -> tensor<4x2x16x2x16xf32>
    %130 = stablehlo.transpose %129, dims = [0, 4, 1, 3, 2] : (tensor<4x2x16x2x16xf32>) -> tensor<4x16x2x2x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<4x16x2x2x16xf32>) -> tensor<4x16x64xf32>
    %132 = stablehlo.dot_general %131, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %133 = stablehlo.add %6, %132 : tensor<4x16x64xf32>
    %134 = chlo.square %133 : tensor<4x16x64xf32> -> tensor<4x16x64xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %136 = stablehlo.multiply %135, %133 : tensor<4x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.reduce(%134 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %140 = stablehlo.divide %138, %139 : tensor<4x16x1xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %142 = stablehlo.add %140, %141 : tensor<4x16x1xf32>
    %143 = stablehlo.sqrt %142 : tensor<4x16x1xf32>
    %cst_27 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %145 = stablehlo.divide %144, %143 : tensor<4x16x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %147 = stablehlo.divide %146, %143 : tensor<4x16x1xf32>
    %148 = stablehlo.multiply %143, %143 : tensor<4x16x1xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %150 = stablehlo.divide %149, %148 : tensor<4x16x1xf32>
    %151 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %152 = stablehlo.multiply %133, %151 : tensor<4x16x64xf32>
    %153 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %155 = stablehlo.multiply %152, %154 : tensor<4x16x64xf32>
    %156 = stablehlo.dot_general %155, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %157:3 = call @silu(%156) : (tensor<4x16x128xf32>) -> (tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>)
    %158 = stablehlo.dot_general %155, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %159 = stablehlo.multiply %157#0, %158 : tensor<4x16x128xf32>
    %160 = stablehlo.dot_general %159, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<128x64xf32>) -> tensor<4x16x64xf32>
    %161 = stablehlo.add %133, %160 : tensor<4x16x64xf32>
    %162 = chlo.square %161 : tensor<4x16x64xf32> -> tensor<4x16x64xf32>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %164 = stablehlo.multiply %163, %161 : tensor<4x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%162 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %168 = stablehlo.divide %166, %167 : tensor<4x16x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %170 = stablehlo.add %168, %169 : tensor<4x16x1xf32>
    %171 = stablehlo.sqrt %170 : tensor<4x16x1xf32>
    %cst_34 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %173 = stablehlo.divide %172, %171 : tensor<4x16x1xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %175 = stablehlo.divide %174, %171 : tensor<4x16x1xf32>
    %176 = stablehlo.multiply %171, %171 : tensor<4x16x1xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %178 = stablehlo.divide %177, %176 : tensor<4x16x1xf32>
    %179 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %180 = stablehlo.multiply %161, %179 : tensor<4x16x64xf32>
    %181 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<4x16x64xf32>
    %184 = stablehlo.dot_general %183, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %185 = stablehlo.reshape %184 : (tensor<4x16x64xf32>) -> tensor<4x16x4x16xf32>
    %186 = stablehlo.dot_general %183, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %187 = stablehlo.reshape %186 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %188 = stablehlo.dot_general %183, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x32xf32>) -> tensor<4x16x32xf32>
    %189 = stablehlo.reshape %188 : (tensor<4x16x32xf32>) -> tensor<4x16x2x16xf32>
    %190 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %194 = stablehlo.add %193, %192 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %196 = stablehlo.divide %194, %195 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %198 = stablehlo.power %197, %196 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %200 = stablehlo.divide %199, %198 : tensor<8xf32>
    %201 = stablehlo.iota dim = 0 : tensor<16xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %203 = stablehlo.broadcast_in_dim %200, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<16x8xf32>
    %207 = stablehlo.cosine %206 : tensor<16x8xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %209 = stablehlo.sine %206 : tensor<16x8xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %211 = stablehlo.slice %185 [0:4, 0:16, 0:4, 0:8] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %212 = stablehlo.slice %185 [0:4, 0:16, 0:4, 8:16] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %213 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %214 = stablehlo.multiply %211, %213 : tensor<4x16x4x8xf32>
    %215 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %216 = stablehlo.multiply %212, %215 : tensor<4x16x4x8xf32>
    %217 = stablehlo.subtract %214, %216 : tensor<4x16x4x8xf32>
    %218 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %219 = stablehlo.multiply %211, %218 : tensor<4x16x4x8xf32>
    %220 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %221 = stablehlo.multiply %212, %220 : tensor<4x16x4x8xf32>
    %222 = stablehlo.add %219, %221 : tensor<4x16x4x8xf32>
    %223 = stablehlo.concatenate %217, %222, dim = 3 : (tensor<4x16x4x8xf32>, tensor<4x16x4x8xf32>) -> tensor<4x16x4x16xf32>
    %224 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %228 = stablehlo.add %227, %226 : tensor<8xf32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %232 = stablehlo.power %231, %230 : tensor<8xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %234 = stablehlo.divide %233, %232 : tensor<8xf32>
    %235 = stablehlo.iota dim = 0 : tensor<16xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x8xf32>
    %239 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<16x8xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<16x8xf32>
    %241 = stablehlo.cosine %240 : tensor<16x8xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %243 = stablehlo.sine %240 : tensor<16x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [1, 3] : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %245 = stablehlo.slice %187 [0:4, 0:16, 0:2, 0:8] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %246 = stablehlo.slice %187 [0:4, 0:16, 0:2, 8:16] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %247 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<4x16x2x8xf32>
    %249 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<4x16x2x8xf32>
    %251 = stablehlo.subtract %248, %250 : tensor<4x16x2x8xf32>
    %252 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %253 = stablehlo.multiply %245, %252 : tensor<4x16x2x8xf32>
    %254 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %255 = stablehlo.multiply %246, %254 : tensor<4x16x2x8xf32>
    %256 = stablehlo.add %253, %255 : tensor<4x16x2x8xf32>
    %257 = stablehlo.concatenate %251, %256, dim = 3 : (tensor<4x16x2x8xf32>, tensor<4x16x2x8xf32>) -> tensor<4x16x2x16xf32>
    %258 = stablehlo.reshape %223 : (tensor<4x16x4x16xf32>) -> tensor<4x16x2x2x16xf32>
    %259 = stablehlo.dot_general %257, %258, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x16x2x2x16xf32>) -> tensor<4x2x16x16x2xf32>
    %260 = stablehlo.transpose %259, dims = [0, 1, 4, 3, 2] : (tensor<4x2x16x16x2xf32>) -> tensor<4x2x2x16x16xf32>
    %cst_47 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x16xf32>
    %262 = stablehlo.multiply %260, %261 : tensor<4x2x2x16x16xf32>
    %263 = stablehlo.iota dim = 0 : tensor<16xi32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %268 = stablehlo.compare GE, %266, %267, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %cst_48 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %269:2 = call @_where(%268, %262, %cst_48) : (tensor<16x16xi1>, tensor<4x2x2x16x16xf32>, tensor<f32>) -> (tensor<4x2x2x16x16xf32>, tensor<4x2x2x16x16xi1>)
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = stablehlo.reduce(%269#0 init: %cst_49) applies stablehlo.maximum across dimensions = [4] : (tensor<4x2x2x16x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4x2x2x16xf32>
    %272 = stablehlo.maximum %271, %270 : tensor<4x2x2x16xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %275 = stablehlo.subtract %269#0, %274 : tensor<4x2x2x16x16xf32>
    %276 = stablehlo.exponential %275 : tensor<4x2x2x16x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_51) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x16x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %280 = stablehlo.divide %276, %279 : tensor<4x2x2x16x16xf32>
    %281 = stablehlo.multiply %278, %278 : tensor<4x2x2x16x1xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x1xf32>
    %283 = stablehlo.divide %282, %281 : tensor<4x2x2x16x1xf32>
    %284 = stablehlo.dot_general %189, %280, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<4x16x2x16xf32>, tensor<4x2x2x16x16xf32>) -> tensor<4x2x16x2x16xf32>
    %285 = stablehlo.transpose %284, dims = [0, 4, 1, 3, 2] : (tensor<4x2x16x2x16xf32>) -> tensor<4x16x2x2x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<4x16x2x2x16xf32>) -> tensor<4x16x64xf32>
    %287 = stablehlo.dot_general %286, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %288 = stablehlo.add %161, %287 : tensor<4x16x64xf32>
    %289 = chlo.square %288 : tensor<4x16x64xf32> -> tensor<4x16x64xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %291 = stablehlo.multiply %290, %288 : tensor<4x16x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%289 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %295 = stablehlo.divide %293, %294 : tensor<4x16x1xf32>
    %cst_56 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %297 = stablehlo.add %295, %296 : tensor<4x16x1xf32>
    %298 = stablehlo.sqrt %297 : tensor<4x16x1xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %300 = stablehlo.divide %299, %298 : tensor<4x16x1xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %302 = stablehlo.divide %301, %298 : tensor<4x16x1xf32>
    %303 = stablehlo.multiply %298, %298 : tensor<4x16x1xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %305 = stablehlo.divide %304, %303 : tensor<4x16x1xf32>
    %306 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %307 = stablehlo.multiply %288, %306 : tensor<4x16x64xf32>
    %308 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %310 = stablehlo.multiply %307, %309 : tensor<4x16x64xf32>
    %311 = stablehlo.dot_general %310, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %312:3 = call @silu(%311) : (tensor<4x16x128xf32>) -> (tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>)
    %313 = stablehlo.dot_general %310, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %314 = stablehlo.multiply %312#0, %313 : tensor<4x16x128xf32>
    %315 = stablehlo.dot_general %314, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<128x64xf32>) -> tensor<4x16x64xf32>
    %316 = stablehlo.add %288, %315 : tensor<4x16x64xf32>
    %317 = chlo.square %316 : tensor<4x16x64xf32> -> tensor<4x16x64xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %319 = stablehlo.multiply %318, %316 : tensor<4x16x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%317 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %cst_62 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %323 = stablehlo.divide %321, %322 : tensor<4x16x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %325 = stablehlo.add %323, %324 : tensor<4x16x1xf32>
    %326 = stablehlo.sqrt %325 : tensor<4x16x1xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %328 = stablehlo.divide %327, %326 : tensor<4x16x1xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %330 = stablehlo.divide %329, %326 : tensor<4x16x1xf32>
    %331 = stablehlo.multiply %326, %326 : tensor<4x16x1xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %333 = stablehlo.divide %332, %331 : tensor<4x16x1xf32>
    %334 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %335 = stablehlo.multiply %316, %334 : tensor<4x16x64xf32>
    %336 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<4x16x64xf32>
    %339 = stablehlo.dot_general %338, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x128xf32>) -> tensor<4x16x128xf32>
    %340:3 = call @log_softmax(%339) : (tensor<4x16x128xf32>) -> (tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x1xf32>)
    %341 = call @_one_hot(%arg65) : (tensor<4x16xi32>) -> tensor<4x16x128xf32>
    %342 = stablehlo.multiply %341, %340#0 : tensor<4x16x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%342 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %345 = stablehlo.divide %344, %cst_69 : tensor<f32>
    %346 = stablehlo.negate %345 : tensor<f32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %347 = stablehlo.negate %cst_70 : tensor<f32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %348 = stablehlo.divide %347, %cst_71 : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x128xf32>
    %351 = stablehlo.multiply %341, %350 : tensor<4x16x128xf32>
    %352 = call @log_softmax_0(%340#1, %340#2, %351) : (tensor<4x16x128xf32>, tensor<4x16x1xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %353 = stablehlo.dot_general %352, %338, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %354 = stablehlo.transpose %353, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %355 = stablehlo.dot_general %352, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %356 = stablehlo.multiply %335, %355 : tensor<4x16x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %358 = stablehlo.reshape %357 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %359 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %360 = stablehlo.multiply %355, %359 : tensor<4x16x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%358 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %362 = stablehlo.multiply %316, %360 : tensor<4x16x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %364 = stablehlo.reshape %363 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %365 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %366 = stablehlo.multiply %360, %365 : tensor<4x16x64xf32>
    %367 = stablehlo.multiply %364, %333 : tensor<4x16x1xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %369 = stablehlo.multiply %367, %368 : tensor<4x16x1xf32>
    %370 = stablehlo.negate %369 : tensor<4x16x1xf32>
    %371 = stablehlo.multiply %370, %328 : tensor<4x16x1xf32>
    %cst_76 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %373 = stablehlo.divide %371, %372 : tensor<4x16x1xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %376 = stablehlo.multiply %375, %319 : tensor<4x16x64xf32>
    %377 = stablehlo.add %366, %376 : tensor<4x16x64xf32>
    %378 = stablehlo.dot_general %377, %314, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x128xf32>) -> tensor<64x128xf32>
    %379 = stablehlo.transpose %378, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %380 = stablehlo.dot_general %377, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<128x64xf32>) -> tensor<4x16x128xf32>
    %381 = stablehlo.multiply %312#0, %380 : tensor<4x16x128xf32>
    %382 = stablehlo.multiply %380, %313 : tensor<4x16x128xf32>
    %383 = stablehlo.dot_general %381, %310, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %384 = stablehlo.transpose %383, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %385 = stablehlo.dot_general %381, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %386 = call @silu_1(%312#1, %312#2, %311, %382) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %387 = stablehlo.dot_general %386, %310, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %388 = stablehlo.transpose %387, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %389 = stablehlo.dot_general %386, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %390 = stablehlo.add %385, %389 : tensor<4x16x64xf32>
    %391 = stablehlo.multiply %307, %390 : tensor<4x16x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %393 = stablehlo.reshape %392 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %394 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %395 = stablehlo.multiply %390, %394 : tensor<4x16x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%393 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %397 = stablehlo.multiply %288, %395 : tensor<4x16x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %399 = stablehlo.reshape %398 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %400 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %401 = stablehlo.multiply %395, %400 : tensor<4x16x64xf32>
    %402 = stablehlo.add %377, %401 : tensor<4x16x64xf32>
    %403 = stablehlo.multiply %399, %305 : tensor<4x16x1xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %405 = stablehlo.multiply %403, %404 : tensor<4x16x1xf32>
    %406 = stablehlo.negate %405 : tensor<4x16x1xf32>
    %407 = stablehlo.multiply %406, %300 : tensor<4x16x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %409 = stablehlo.divide %407, %408 : tensor<4x16x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %412 = stablehlo.multiply %411, %291 : tensor<4x16x64xf32>
    %413 = stablehlo.add %402, %412 : tensor<4x16x64xf32>
    %414 = stablehlo.dot_general %413, %286, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<64x64xf32>
    %415 = stablehlo.transpose %414, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %416 = stablehlo.dot_general %413, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %417 = stablehlo.reshape %416 : (tensor<4x16x64xf32>) -> tensor<4x16x2x2x16xf32>
    %418 = stablehlo.transpose %417, dims = [0, 2, 4, 3, 1] : (tensor<4x16x2x2x16xf32>) -> tensor<4x2x16x2x16xf32>
    %419 = stablehlo.dot_general %418, %189, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x2x16x16xf32>
    %420 = stablehlo.dot_general %418, %280, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x16xf32>, tensor<4x2x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %421 = stablehlo.transpose %420, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %422 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %423 = stablehlo.multiply %419, %422 : tensor<4x2x2x16x16xf32>
    %424 = stablehlo.multiply %423, %276 : tensor<4x2x2x16x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_84) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x16x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %426 = stablehlo.reshape %425 : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x1xf32>
    %427 = stablehlo.negate %426 : tensor<4x2x2x16x1xf32>
    %428 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %429 = stablehlo.divide %419, %428 : tensor<4x2x2x16x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%427 init: %cst_85) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x16x1xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2, 3] : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x16xf32>
    %432 = stablehlo.add %429, %431 : tensor<4x2x2x16x16xf32>
    %433 = stablehlo.multiply %432, %276 : tensor<4x2x2x16x16xf32>
    %434 = call @_where_2(%269#1, %433) : (tensor<4x2x2x16x16xi1>, tensor<4x2x2x16x16xf32>) -> tensor<4x2x2x16x16xf32>
    %cst_86 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x16xf32>
    %436 = stablehlo.multiply %434, %435 : tensor<4x2x2x16x16xf32>
    %437 = stablehlo.transpose %436, dims = [0, 1, 4, 3, 2] : (tensor<4x2x2x16x16xf32>) -> tensor<4x2x16x16x2xf32>
    %438 = stablehlo.dot_general %437, %257, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16x2xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x2x16xf32>
    %439 = stablehlo.transpose %438, dims = [0, 2, 1, 3, 4] : (tensor<4x2x16x2x16xf32>) -> tensor<4x16x2x2x16xf32>
    %440 = stablehlo.dot_general %437, %258, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16x2xf32>, tensor<4x16x2x2x16xf32>) -> tensor<4x2x16x16xf32>
    %441 = stablehlo.transpose %440, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %442 = stablehlo.reshape %439 : (tensor<4x16x2x2x16xf32>) -> tensor<4x16x4x16xf32>
    %443 = stablehlo.slice %441 [0:4, 0:16, 0:2, 0:8] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %444 = stablehlo.slice %441 [0:4, 0:16, 0:2, 8:16] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %445 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %446 = stablehlo.multiply %444, %445 : tensor<4x16x2x8xf32>
    %447 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %448 = stablehlo.multiply %444, %447 : tensor<4x16x2x8xf32>
    %449 = stablehlo.negate %443 : tensor<4x16x2x8xf32>
    %450 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %451 = stablehlo.multiply %449, %450 : tensor<4x16x2x8xf32>
    %452 = stablehlo.add %446, %451 : tensor<4x16x2x8xf32>
    %453 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %454 = stablehlo.multiply %443, %453 : tensor<4x16x2x8xf32>
    %455 = stablehlo.add %448, %454 : tensor<4x16x2x8xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.pad %452, %cst_87, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x2x8xf32>, tensor<f32>) -> tensor<4x16x2x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.pad %455, %cst_88, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<4x16x2x8xf32>, tensor<f32>) -> tensor<4x16x2x16xf32>
    %458 = stablehlo.add %456, %457 : tensor<4x16x2x16xf32>
    %459 = stablehlo.slice %442 [0:4, 0:16, 0:4, 0:8] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %460 = stablehlo.slice %442 [0:4, 0:16, 0:4, 8:16] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %461 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<4x16x4x8xf32>
    %463 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %464 = stablehlo.multiply %460, %463 : tensor<4x16x4x8xf32>
    %465 = stablehlo.negate %459 : tensor<4x16x4x8xf32>
    %466 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %467 = stablehlo.multiply %465, %466 : tensor<4x16x4x8xf32>
    %468 = stablehlo.add %462, %467 : tensor<4x16x4x8xf32>
    %469 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %470 = stablehlo.multiply %459, %469 : tensor<4x16x4x8xf32>
    %471 = stablehlo.add %464, %470 : tensor<4x16x4x8xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.pad %468, %cst_89, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x4x8xf32>, tensor<f32>) -> tensor<4x16x4x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.pad %471, %cst_90, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<4x16x4x8xf32>, tensor<f32>) -> tensor<4x16x4x16xf32>
    %474 = stablehlo.add %472, %473 : tensor<4x16x4x16xf32>
    %475 = stablehlo.reshape %421 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %476 = stablehlo.dot_general %475, %183, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x64xf32>) -> tensor<32x64xf32>
    %477 = stablehlo.transpose %476, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %478 = stablehlo.dot_general %475, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %479 = stablehlo.reshape %458 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %480 = stablehlo.dot_general %479, %183, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x64xf32>) -> tensor<32x64xf32>
    %481 = stablehlo.transpose %480, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %482 = stablehlo.dot_general %479, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %483 = stablehlo.add %478, %482 : tensor<4x16x64xf32>
    %484 = stablehlo.reshape %474 : (tensor<4x16x4x16xf32>) -> tensor<4x16x64xf32>
    %485 = stablehlo.dot_general %484, %183, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<64x64xf32>
    %486 = stablehlo.transpose %485, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %487 = stablehlo.dot_general %484, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %488 = stablehlo.add %483, %487 : tensor<4x16x64xf32>
    %489 = stablehlo.multiply %180, %488 : tensor<4x16x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.reshape %490 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %492 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %493 = stablehlo.multiply %488, %492 : tensor<4x16x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%491 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %495 = stablehlo.multiply %161, %493 : tensor<4x16x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %497 = stablehlo.reshape %496 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %498 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %499 = stablehlo.multiply %493, %498 : tensor<4x16x64xf32>
    %500 = stablehlo.add %413, %499 : tensor<4x16x64xf32>
    %501 = stablehlo.multiply %497, %178 : tensor<4x16x1xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %503 = stablehlo.multiply %501, %502 : tensor<4x16x1xf32>
    %504 = stablehlo.negate %503 : tensor<4x16x1xf32>
    %505 = stablehlo.multiply %504, %173 : tensor<4x16x1xf32>
    %cst_95 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %507 = stablehlo.divide %505, %506 : tensor<4x16x1xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %510 = stablehlo.multiply %509, %164 : tensor<4x16x64xf32>
    %511 = stablehlo.add %500, %510 : tensor<4x16x64xf32>
    %512 = stablehlo.dot_general %511, %159, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x128xf32>) -> tensor<64x128xf32>
    %513 = stablehlo.transpose %512, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %514 = stablehlo.dot_general %511, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<128x64xf32>) -> tensor<4x16x128xf32>
    %515 = stablehlo.multiply %157#0, %514 : tensor<4x16x128xf32>
    %516 = stablehlo.multiply %514, %158 : tensor<4x16x128xf32>
    %517 = stablehlo.dot_general %515, %155, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %518 = stablehlo.transpose %517, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %519 = stablehlo.dot_general %515, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %520 = call @silu_1(%157#1, %157#2, %156, %516) : (tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>) -> tensor<4x16x128xf32>
    %521 = stablehlo.dot_general %520, %155, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %522 = stablehlo.transpose %521, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %523 = stablehlo.dot_general %520, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x128xf32>, tensor<64x128xf32>) -> tensor<4x16x64xf32>
    %524 = stablehlo.add %519, %523 : tensor<4x16x64xf32>
    %525 = stablehlo.multiply %152, %524 : tensor<4x16x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %526 = stablehlo.reduce(%525 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %527 = stablehlo.reshape %526 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %528 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %529 = stablehlo.multiply %524, %528 : tensor<4x16x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%527 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %531 = stablehlo.multiply %133, %529 : tensor<4x16x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %533 = stablehlo.reshape %532 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %534 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %535 = stablehlo.multiply %529, %534 : tensor<4x16x64xf32>
    %536 = stablehlo.add %511, %535 : tensor<4x16x64xf32>
    %537 = stablehlo.multiply %533, %150 : tensor<4x16x1xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %539 = stablehlo.multiply %537, %538 : tensor<4x16x1xf32>
    %540 = stablehlo.negate %539 : tensor<4x16x1xf32>
    %541 = stablehlo.multiply %540, %145 : tensor<4x16x1xf32>
    %cst_101 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %543 = stablehlo.divide %541, %542 : tensor<4x16x1xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%543 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %546 = stablehlo.multiply %545, %136 : tensor<4x16x64xf32>
    %547 = stablehlo.add %536, %546 : tensor<4x16x64xf32>
    %548 = stablehlo.dot_general %547, %131, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<64x64xf32>
    %549 = stablehlo.transpose %548, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %550 = stablehlo.dot_general %547, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %551 = stablehlo.reshape %550 : (tensor<4x16x64xf32>) -> tensor<4x16x2x2x16xf32>
    %552 = stablehlo.transpose %551, dims = [0, 2, 4, 3, 1] : (tensor<4x16x2x2x16xf32>) -> tensor<4x2x16x2x16xf32>
    %553 = stablehlo.dot_general %552, %34, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x16xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x2x16x16xf32>
    %554 = stablehlo.dot_general %552, %125, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x2x16xf32>, tensor<4x2x2x16x16xf32>) -> tensor<4x2x16x16xf32>
    %555 = stablehlo.transpose %554, dims = [0, 3, 1, 2] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %556 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %557 = stablehlo.multiply %553, %556 : tensor<4x2x2x16x16xf32>
    %558 = stablehlo.multiply %557, %121 : tensor<4x2x2x16x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_103) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x16x16xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %560 = stablehlo.reshape %559 : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x1xf32>
    %561 = stablehlo.negate %560 : tensor<4x2x2x16x1xf32>
    %562 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3, 4] : (tensor<4x2x2x16x1xf32>) -> tensor<4x2x2x16x16xf32>
    %563 = stablehlo.divide %553, %562 : tensor<4x2x2x16x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%561 init: %cst_104) applies stablehlo.add across dimensions = [4] : (tensor<4x2x2x16x1xf32>, tensor<f32>) -> tensor<4x2x2x16xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2, 3] : (tensor<4x2x2x16xf32>) -> tensor<4x2x2x16x16xf32>
    %566 = stablehlo.add %563, %565 : tensor<4x2x2x16x16xf32>
    %567 = stablehlo.multiply %566, %121 : tensor<4x2x2x16x16xf32>
    %568 = call @_where_2(%114#1, %567) : (tensor<4x2x2x16x16xi1>, tensor<4x2x2x16x16xf32>) -> tensor<4x2x2x16x16xf32>
    %cst_105 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x16xf32>
    %570 = stablehlo.multiply %568, %569 : tensor<4x2x2x16x16xf32>
    %571 = stablehlo.transpose %570, dims = [0, 1, 4, 3, 2] : (tensor<4x2x2x16x16xf32>) -> tensor<4x2x16x16x2xf32>
    %572 = stablehlo.dot_general %571, %102, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16x2xf32>, tensor<4x16x2x16xf32>) -> tensor<4x2x16x2x16xf32>
    %573 = stablehlo.transpose %572, dims = [0, 2, 1, 3, 4] : (tensor<4x2x16x2x16xf32>) -> tensor<4x16x2x2x16xf32>
    %574 = stablehlo.dot_general %571, %103, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<4x2x16x16x2xf32>, tensor<4x16x2x2x16xf32>) -> tensor<4x2x16x16xf32>
    %575 = stablehlo.transpose %574, dims = [0, 2, 1, 3] : (tensor<4x2x16x16xf32>) -> tensor<4x16x2x16xf32>
    %576 = stablehlo.reshape %573 : (tensor<4x16x2x2x16xf32>) -> tensor<4x16x4x16xf32>
    %577 = stablehlo.slice %575 [0:4, 0:16, 0:2, 0:8] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %578 = stablehlo.slice %575 [0:4, 0:16, 0:2, 8:16] : (tensor<4x16x2x16xf32>) -> tensor<4x16x2x8xf32>
    %579 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %580 = stablehlo.multiply %578, %579 : tensor<4x16x2x8xf32>
    %581 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %582 = stablehlo.multiply %578, %581 : tensor<4x16x2x8xf32>
    %583 = stablehlo.negate %577 : tensor<4x16x2x8xf32>
    %584 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %585 = stablehlo.multiply %583, %584 : tensor<4x16x2x8xf32>
    %586 = stablehlo.add %580, %585 : tensor<4x16x2x8xf32>
    %587 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x2x8xf32>
    %588 = stablehlo.multiply %577, %587 : tensor<4x16x2x8xf32>
    %589 = stablehlo.add %582, %588 : tensor<4x16x2x8xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.pad %586, %cst_106, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x2x8xf32>, tensor<f32>) -> tensor<4x16x2x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.pad %589, %cst_107, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<4x16x2x8xf32>, tensor<f32>) -> tensor<4x16x2x16xf32>
    %592 = stablehlo.add %590, %591 : tensor<4x16x2x16xf32>
    %593 = stablehlo.slice %576 [0:4, 0:16, 0:4, 0:8] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %594 = stablehlo.slice %576 [0:4, 0:16, 0:4, 8:16] : (tensor<4x16x4x16xf32>) -> tensor<4x16x4x8xf32>
    %595 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %596 = stablehlo.multiply %594, %595 : tensor<4x16x4x8xf32>
    %597 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %598 = stablehlo.multiply %594, %597 : tensor<4x16x4x8xf32>
    %599 = stablehlo.negate %593 : tensor<4x16x4x8xf32>
    %600 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %601 = stablehlo.multiply %599, %600 : tensor<4x16x4x8xf32>
    %602 = stablehlo.add %596, %601 : tensor<4x16x4x8xf32>
    %603 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<4x16x4x8xf32>
    %604 = stablehlo.multiply %593, %603 : tensor<4x16x4x8xf32>
    %605 = stablehlo.add %598, %604 : tensor<4x16x4x8xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.pad %602, %cst_108, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<4x16x4x8xf32>, tensor<f32>) -> tensor<4x16x4x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.pad %605, %cst_109, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<4x16x4x8xf32>, tensor<f32>) -> tensor<4x16x4x16xf32>
    %608 = stablehlo.add %606, %607 : tensor<4x16x4x16xf32>
    %609 = stablehlo.reshape %555 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %610 = stablehlo.dot_general %609, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x64xf32>) -> tensor<32x64xf32>
    %611 = stablehlo.transpose %610, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %612 = stablehlo.dot_general %609, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %613 = stablehlo.reshape %592 : (tensor<4x16x2x16xf32>) -> tensor<4x16x32xf32>
    %614 = stablehlo.dot_general %613, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<4x16x64xf32>) -> tensor<32x64xf32>
    %615 = stablehlo.transpose %614, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %616 = stablehlo.dot_general %613, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x32xf32>, tensor<64x32xf32>) -> tensor<4x16x64xf32>
    %617 = stablehlo.add %612, %616 : tensor<4x16x64xf32>
    %618 = stablehlo.reshape %608 : (tensor<4x16x4x16xf32>) -> tensor<4x16x64xf32>
    %619 = stablehlo.dot_general %618, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<4x16x64xf32>) -> tensor<64x64xf32>
    %620 = stablehlo.transpose %619, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %621 = stablehlo.dot_general %618, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x16x64xf32>, tensor<64x64xf32>) -> tensor<4x16x64xf32>
    %622 = stablehlo.add %617, %621 : tensor<4x16x64xf32>
    %623 = stablehlo.multiply %25, %622 : tensor<4x16x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %625 = stablehlo.reshape %624 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %626 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<4x16x64xf32>
    %627 = stablehlo.multiply %622, %626 : tensor<4x16x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%625 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %629 = stablehlo.multiply %6, %627 : tensor<4x16x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%629 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<4x16x64xf32>, tensor<f32>) -> tensor<4x16xf32>
    %631 = stablehlo.reshape %630 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %632 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x64xf32>
    %633 = stablehlo.multiply %627, %632 : tensor<4x16x64xf32>
    %634 = stablehlo.add %547, %633 : tensor<4x16x64xf32>
    %635 = stablehlo.multiply %631, %23 : tensor<4x16x1xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<4x16x1xf32>
    %638 = stablehlo.negate %637 : tensor<4x16x1xf32>
    %639 = stablehlo.multiply %638, %18 : tensor<4x16x1xf32>
    %cst_114 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4x16x1xf32>
    %641 = stablehlo.divide %639, %640 : tensor<4x16x1xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.reduce(%641 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x64xf32>
    %644 = stablehlo.multiply %643, %9 : tensor<4x16x64xf32>
    %645 = stablehlo.add %634, %644 : tensor<4x16x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %647 = "stablehlo.scatter"(%646, %5, %645) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %1116 = stablehlo.add %arg66, %arg67 : tensor<f32>
      stablehlo.return %1116 : tensor<f32>
    }) : (tensor<128x64xf32>, tensor<4x16x1xi32>, tensor<4x16x64xf32>) -> tensor<128x64xf32>
    %c_117 = stablehlo.constant dense<1> : tensor<i32>
    %648 = stablehlo.add %arg63, %c_117 : tensor<i32>
    %649 = stablehlo.convert %648 : (tensor<i32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %650 = stablehlo.power %cst_118, %649 : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %651 = stablehlo.subtract %cst_119, %650 : tensor<f32>
    %cst_120 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %652 = stablehlo.power %cst_120, %649 : tensor<f32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %653 = stablehlo.subtract %cst_121, %652 : tensor<f32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %655 = stablehlo.multiply %654, %arg21 : tensor<64x128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %657 = stablehlo.multiply %656, %354 : tensor<64x128xf32>
    %658 = stablehlo.add %655, %657 : tensor<64x128xf32>
    %cst_124 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %660 = stablehlo.multiply %659, %arg42 : tensor<64x128xf32>
    %661 = stablehlo.multiply %354, %354 : tensor<64x128xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %663 = stablehlo.multiply %662, %661 : tensor<64x128xf32>
    %664 = stablehlo.add %660, %663 : tensor<64x128xf32>
    %665 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %666 = stablehlo.divide %658, %665 : tensor<64x128xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %668 = stablehlo.multiply %667, %666 : tensor<64x128xf32>
    %669 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %670 = stablehlo.divide %664, %669 : tensor<64x128xf32>
    %671 = stablehlo.sqrt %670 : tensor<64x128xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %673 = stablehlo.add %671, %672 : tensor<64x128xf32>
    %674 = stablehlo.divide %668, %673 : tensor<64x128xf32>
    %675 = stablehlo.subtract %arg0, %674 : tensor<64x128xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %677 = stablehlo.multiply %676, %arg22 : tensor<128x64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %679 = stablehlo.multiply %678, %647 : tensor<128x64xf32>
    %680 = stablehlo.add %677, %679 : tensor<128x64xf32>
    %cst_130 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %682 = stablehlo.multiply %681, %arg43 : tensor<128x64xf32>
    %683 = stablehlo.multiply %647, %647 : tensor<128x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %685 = stablehlo.multiply %684, %683 : tensor<128x64xf32>
    %686 = stablehlo.add %682, %685 : tensor<128x64xf32>
    %687 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %688 = stablehlo.divide %680, %687 : tensor<128x64xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %690 = stablehlo.multiply %689, %688 : tensor<128x64xf32>
    %691 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %692 = stablehlo.divide %686, %691 : tensor<128x64xf32>
    %693 = stablehlo.sqrt %692 : tensor<128x64xf32>
    %cst_133 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %695 = stablehlo.add %693, %694 : tensor<128x64xf32>
    %696 = stablehlo.divide %690, %695 : tensor<128x64xf32>
    %697 = stablehlo.subtract %arg1, %696 : tensor<128x64xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %699 = stablehlo.multiply %698, %arg23 : tensor<64xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %701 = stablehlo.multiply %700, %628 : tensor<64xf32>
    %702 = stablehlo.add %699, %701 : tensor<64xf32>
    %cst_136 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %704 = stablehlo.multiply %703, %arg44 : tensor<64xf32>
    %705 = stablehlo.multiply %628, %628 : tensor<64xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %707 = stablehlo.multiply %706, %705 : tensor<64xf32>
    %708 = stablehlo.add %704, %707 : tensor<64xf32>
    %709 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %710 = stablehlo.divide %702, %709 : tensor<64xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %712 = stablehlo.multiply %711, %710 : tensor<64xf32>
    %713 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %714 = stablehlo.divide %708, %713 : tensor<64xf32>
    %715 = stablehlo.sqrt %714 : tensor<64xf32>
    %cst_139 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %717 = stablehlo.add %715, %716 : tensor<64xf32>
    %718 = stablehlo.divide %712, %717 : tensor<64xf32>
    %719 = stablehlo.subtract %arg2, %718 : tensor<64xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %721 = stablehlo.multiply %720, %arg24 : tensor<128x64xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %723 = stablehlo.multiply %722, %513 : tensor<128x64xf32>
    %724 = stablehlo.add %721, %723 : tensor<128x64xf32>
    %cst_142 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %726 = stablehlo.multiply %725, %arg45 : tensor<128x64xf32>
    %727 = stablehlo.multiply %513, %513 : tensor<128x64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %729 = stablehlo.multiply %728, %727 : tensor<128x64xf32>
    %730 = stablehlo.add %726, %729 : tensor<128x64xf32>
    %731 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %732 = stablehlo.divide %724, %731 : tensor<128x64xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %734 = stablehlo.multiply %733, %732 : tensor<128x64xf32>
    %735 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %736 = stablehlo.divide %730, %735 : tensor<128x64xf32>
    %737 = stablehlo.sqrt %736 : tensor<128x64xf32>
    %cst_145 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %739 = stablehlo.add %737, %738 : tensor<128x64xf32>
    %740 = stablehlo.divide %734, %739 : tensor<128x64xf32>
    %741 = stablehlo.subtract %arg3, %740 : tensor<128x64xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %742 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %743 = stablehlo.multiply %742, %arg25 : tensor<64x128xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %745 = stablehlo.multiply %744, %522 : tensor<64x128xf32>
    %746 = stablehlo.add %743, %745 : tensor<64x128xf32>
    %cst_148 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %747 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %748 = stablehlo.multiply %747, %arg46 : tensor<64x128xf32>
    %749 = stablehlo.multiply %522, %522 : tensor<64x128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %751 = stablehlo.multiply %750, %749 : tensor<64x128xf32>
    %752 = stablehlo.add %748, %751 : tensor<64x128xf32>
    %753 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %754 = stablehlo.divide %746, %753 : tensor<64x128xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %756 = stablehlo.multiply %755, %754 : tensor<64x128xf32>
    %757 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %758 = stablehlo.divide %752, %757 : tensor<64x128xf32>
    %759 = stablehlo.sqrt %758 : tensor<64x128xf32>
    %cst_151 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %761 = stablehlo.add %759, %760 : tensor<64x128xf32>
    %762 = stablehlo.divide %756, %761 : tensor<64x128xf32>
    %763 = stablehlo.subtract %arg4, %762 : tensor<64x128xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %765 = stablehlo.multiply %764, %arg26 : tensor<64x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %767 = stablehlo.multiply %766, %518 : tensor<64x128xf32>
    %768 = stablehlo.add %765, %767 : tensor<64x128xf32>
    %cst_154 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %770 = stablehlo.multiply %769, %arg47 : tensor<64x128xf32>
    %771 = stablehlo.multiply %518, %518 : tensor<64x128xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %773 = stablehlo.multiply %772, %771 : tensor<64x128xf32>
    %774 = stablehlo.add %770, %773 : tensor<64x128xf32>
    %775 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %776 = stablehlo.divide %768, %775 : tensor<64x128xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %778 = stablehlo.multiply %777, %776 : tensor<64x128xf32>
    %779 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %780 = stablehlo.divide %774, %779 : tensor<64x128xf32>
    %781 = stablehlo.sqrt %780 : tensor<64x128xf32>
    %cst_157 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %783 = stablehlo.add %781, %782 : tensor<64x128xf32>
    %784 = stablehlo.divide %778, %783 : tensor<64x128xf32>
    %785 = stablehlo.subtract %arg5, %784 : tensor<64x128xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %787 = stablehlo.multiply %786, %arg27 : tensor<64xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %789 = stablehlo.multiply %788, %530 : tensor<64xf32>
    %790 = stablehlo.add %787, %789 : tensor<64xf32>
    %cst_160 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %792 = stablehlo.multiply %791, %arg48 : tensor<64xf32>
    %793 = stablehlo.multiply %530, %530 : tensor<64xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %795 = stablehlo.multiply %794, %793 : tensor<64xf32>
    %796 = stablehlo.add %792, %795 : tensor<64xf32>
    %797 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %798 = stablehlo.divide %790, %797 : tensor<64xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %800 = stablehlo.multiply %799, %798 : tensor<64xf32>
    %801 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %802 = stablehlo.divide %796, %801 : tensor<64xf32>
    %803 = stablehlo.sqrt %802 : tensor<64xf32>
    %cst_163 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %805 = stablehlo.add %803, %804 : tensor<64xf32>
    %806 = stablehlo.divide %800, %805 : tensor<64xf32>
    %807 = stablehlo.subtract %arg6, %806 : tensor<64xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %809 = stablehlo.multiply %808, %arg28 : tensor<64x32xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %811 = stablehlo.multiply %810, %615 : tensor<64x32xf32>
    %812 = stablehlo.add %809, %811 : tensor<64x32xf32>
    %cst_166 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %814 = stablehlo.multiply %813, %arg49 : tensor<64x32xf32>
    %815 = stablehlo.multiply %615, %615 : tensor<64x32xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %817 = stablehlo.multiply %816, %815 : tensor<64x32xf32>
    %818 = stablehlo.add %814, %817 : tensor<64x32xf32>
    %819 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %820 = stablehlo.divide %812, %819 : tensor<64x32xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %822 = stablehlo.multiply %821, %820 : tensor<64x32xf32>
    %823 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %824 = stablehlo.divide %818, %823 : tensor<64x32xf32>
    %825 = stablehlo.sqrt %824 : tensor<64x32xf32>
    %cst_169 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %827 = stablehlo.add %825, %826 : tensor<64x32xf32>
    %828 = stablehlo.divide %822, %827 : tensor<64x32xf32>
    %829 = stablehlo.subtract %arg7, %828 : tensor<64x32xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %831 = stablehlo.multiply %830, %arg29 : tensor<64x64xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %833 = stablehlo.multiply %832, %549 : tensor<64x64xf32>
    %834 = stablehlo.add %831, %833 : tensor<64x64xf32>
    %cst_172 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %836 = stablehlo.multiply %835, %arg50 : tensor<64x64xf32>
    %837 = stablehlo.multiply %549, %549 : tensor<64x64xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %839 = stablehlo.multiply %838, %837 : tensor<64x64xf32>
    %840 = stablehlo.add %836, %839 : tensor<64x64xf32>
    %841 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %842 = stablehlo.divide %834, %841 : tensor<64x64xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %844 = stablehlo.multiply %843, %842 : tensor<64x64xf32>
    %845 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %846 = stablehlo.divide %840, %845 : tensor<64x64xf32>
    %847 = stablehlo.sqrt %846 : tensor<64x64xf32>
    %cst_175 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %849 = stablehlo.add %847, %848 : tensor<64x64xf32>
    %850 = stablehlo.divide %844, %849 : tensor<64x64xf32>
    %851 = stablehlo.subtract %arg8, %850 : tensor<64x64xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %853 = stablehlo.multiply %852, %arg30 : tensor<64x64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %855 = stablehlo.multiply %854, %620 : tensor<64x64xf32>
    %856 = stablehlo.add %853, %855 : tensor<64x64xf32>
    %cst_178 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %858 = stablehlo.multiply %857, %arg51 : tensor<64x64xf32>
    %859 = stablehlo.multiply %620, %620 : tensor<64x64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %861 = stablehlo.multiply %860, %859 : tensor<64x64xf32>
    %862 = stablehlo.add %858, %861 : tensor<64x64xf32>
    %863 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %864 = stablehlo.divide %856, %863 : tensor<64x64xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %866 = stablehlo.multiply %865, %864 : tensor<64x64xf32>
    %867 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %868 = stablehlo.divide %862, %867 : tensor<64x64xf32>
    %869 = stablehlo.sqrt %868 : tensor<64x64xf32>
    %cst_181 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %871 = stablehlo.add %869, %870 : tensor<64x64xf32>
    %872 = stablehlo.divide %866, %871 : tensor<64x64xf32>
    %873 = stablehlo.subtract %arg9, %872 : tensor<64x64xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %875 = stablehlo.multiply %874, %arg31 : tensor<64x32xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %877 = stablehlo.multiply %876, %611 : tensor<64x32xf32>
    %878 = stablehlo.add %875, %877 : tensor<64x32xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %880 = stablehlo.multiply %879, %arg52 : tensor<64x32xf32>
    %881 = stablehlo.multiply %611, %611 : tensor<64x32xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %883 = stablehlo.multiply %882, %881 : tensor<64x32xf32>
    %884 = stablehlo.add %880, %883 : tensor<64x32xf32>
    %885 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %886 = stablehlo.divide %878, %885 : tensor<64x32xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %888 = stablehlo.multiply %887, %886 : tensor<64x32xf32>
    %889 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %890 = stablehlo.divide %884, %889 : tensor<64x32xf32>
    %891 = stablehlo.sqrt %890 : tensor<64x32xf32>
    %cst_187 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %893 = stablehlo.add %891, %892 : tensor<64x32xf32>
    %894 = stablehlo.divide %888, %893 : tensor<64x32xf32>
    %895 = stablehlo.subtract %arg10, %894 : tensor<64x32xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %897 = stablehlo.multiply %896, %arg32 : tensor<64xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %899 = stablehlo.multiply %898, %494 : tensor<64xf32>
    %900 = stablehlo.add %897, %899 : tensor<64xf32>
    %cst_190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %902 = stablehlo.multiply %901, %arg53 : tensor<64xf32>
    %903 = stablehlo.multiply %494, %494 : tensor<64xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %905 = stablehlo.multiply %904, %903 : tensor<64xf32>
    %906 = stablehlo.add %902, %905 : tensor<64xf32>
    %907 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %908 = stablehlo.divide %900, %907 : tensor<64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %910 = stablehlo.multiply %909, %908 : tensor<64xf32>
    %911 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %912 = stablehlo.divide %906, %911 : tensor<64xf32>
    %913 = stablehlo.sqrt %912 : tensor<64xf32>
    %cst_193 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %915 = stablehlo.add %913, %914 : tensor<64xf32>
    %916 = stablehlo.divide %910, %915 : tensor<64xf32>
    %917 = stablehlo.subtract %arg11, %916 : tensor<64xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %919 = stablehlo.multiply %918, %arg33 : tensor<128x64xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %921 = stablehlo.multiply %920, %379 : tensor<128x64xf32>
    %922 = stablehlo.add %919, %921 : tensor<128x64xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %924 = stablehlo.multiply %923, %arg54 : tensor<128x64xf32>
    %925 = stablehlo.multiply %379, %379 : tensor<128x64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %927 = stablehlo.multiply %926, %925 : tensor<128x64xf32>
    %928 = stablehlo.add %924, %927 : tensor<128x64xf32>
    %929 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %930 = stablehlo.divide %922, %929 : tensor<128x64xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %932 = stablehlo.multiply %931, %930 : tensor<128x64xf32>
    %933 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %934 = stablehlo.divide %928, %933 : tensor<128x64xf32>
    %935 = stablehlo.sqrt %934 : tensor<128x64xf32>
    %cst_199 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %937 = stablehlo.add %935, %936 : tensor<128x64xf32>
    %938 = stablehlo.divide %932, %937 : tensor<128x64xf32>
    %939 = stablehlo.subtract %arg12, %938 : tensor<128x64xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %941 = stablehlo.multiply %940, %arg34 : tensor<64x128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %943 = stablehlo.multiply %942, %388 : tensor<64x128xf32>
    %944 = stablehlo.add %941, %943 : tensor<64x128xf32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %946 = stablehlo.multiply %945, %arg55 : tensor<64x128xf32>
    %947 = stablehlo.multiply %388, %388 : tensor<64x128xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %949 = stablehlo.multiply %948, %947 : tensor<64x128xf32>
    %950 = stablehlo.add %946, %949 : tensor<64x128xf32>
    %951 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %952 = stablehlo.divide %944, %951 : tensor<64x128xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %954 = stablehlo.multiply %953, %952 : tensor<64x128xf32>
    %955 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %956 = stablehlo.divide %950, %955 : tensor<64x128xf32>
    %957 = stablehlo.sqrt %956 : tensor<64x128xf32>
    %cst_205 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %959 = stablehlo.add %957, %958 : tensor<64x128xf32>
    %960 = stablehlo.divide %954, %959 : tensor<64x128xf32>
    %961 = stablehlo.subtract %arg13, %960 : tensor<64x128xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %962 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %963 = stablehlo.multiply %962, %arg35 : tensor<64x128xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %965 = stablehlo.multiply %964, %384 : tensor<64x128xf32>
    %966 = stablehlo.add %963, %965 : tensor<64x128xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %968 = stablehlo.multiply %967, %arg56 : tensor<64x128xf32>
    %969 = stablehlo.multiply %384, %384 : tensor<64x128xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %971 = stablehlo.multiply %970, %969 : tensor<64x128xf32>
    %972 = stablehlo.add %968, %971 : tensor<64x128xf32>
    %973 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %974 = stablehlo.divide %966, %973 : tensor<64x128xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %976 = stablehlo.multiply %975, %974 : tensor<64x128xf32>
    %977 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %978 = stablehlo.divide %972, %977 : tensor<64x128xf32>
    %979 = stablehlo.sqrt %978 : tensor<64x128xf32>
    %cst_211 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %981 = stablehlo.add %979, %980 : tensor<64x128xf32>
    %982 = stablehlo.divide %976, %981 : tensor<64x128xf32>
    %983 = stablehlo.subtract %arg14, %982 : tensor<64x128xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %985 = stablehlo.multiply %984, %arg36 : tensor<64xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %987 = stablehlo.multiply %986, %396 : tensor<64xf32>
    %988 = stablehlo.add %985, %987 : tensor<64xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %990 = stablehlo.multiply %989, %arg57 : tensor<64xf32>
    %991 = stablehlo.multiply %396, %396 : tensor<64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %993 = stablehlo.multiply %992, %991 : tensor<64xf32>
    %994 = stablehlo.add %990, %993 : tensor<64xf32>
    %995 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %996 = stablehlo.divide %988, %995 : tensor<64xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %998 = stablehlo.multiply %997, %996 : tensor<64xf32>
    %999 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1000 = stablehlo.divide %994, %999 : tensor<64xf32>
    %1001 = stablehlo.sqrt %1000 : tensor<64xf32>
    %cst_217 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1003 = stablehlo.add %1001, %1002 : tensor<64xf32>
    %1004 = stablehlo.divide %998, %1003 : tensor<64xf32>
    %1005 = stablehlo.subtract %arg15, %1004 : tensor<64xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1007 = stablehlo.multiply %1006, %arg37 : tensor<64x32xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1009 = stablehlo.multiply %1008, %481 : tensor<64x32xf32>
    %1010 = stablehlo.add %1007, %1009 : tensor<64x32xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1012 = stablehlo.multiply %1011, %arg58 : tensor<64x32xf32>
    %1013 = stablehlo.multiply %481, %481 : tensor<64x32xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1015 = stablehlo.multiply %1014, %1013 : tensor<64x32xf32>
    %1016 = stablehlo.add %1012, %1015 : tensor<64x32xf32>
    %1017 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1018 = stablehlo.divide %1010, %1017 : tensor<64x32xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1019 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1020 = stablehlo.multiply %1019, %1018 : tensor<64x32xf32>
    %1021 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1022 = stablehlo.divide %1016, %1021 : tensor<64x32xf32>
    %1023 = stablehlo.sqrt %1022 : tensor<64x32xf32>
    %cst_223 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1025 = stablehlo.add %1023, %1024 : tensor<64x32xf32>
    %1026 = stablehlo.divide %1020, %1025 : tensor<64x32xf32>
    %1027 = stablehlo.subtract %arg16, %1026 : tensor<64x32xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1029 = stablehlo.multiply %1028, %arg38 : tensor<64x64xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1031 = stablehlo.multiply %1030, %415 : tensor<64x64xf32>
    %1032 = stablehlo.add %1029, %1031 : tensor<64x64xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1034 = stablehlo.multiply %1033, %arg59 : tensor<64x64xf32>
    %1035 = stablehlo.multiply %415, %415 : tensor<64x64xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1037 = stablehlo.multiply %1036, %1035 : tensor<64x64xf32>
    %1038 = stablehlo.add %1034, %1037 : tensor<64x64xf32>
    %1039 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1040 = stablehlo.divide %1032, %1039 : tensor<64x64xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1042 = stablehlo.multiply %1041, %1040 : tensor<64x64xf32>
    %1043 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1044 = stablehlo.divide %1038, %1043 : tensor<64x64xf32>
    %1045 = stablehlo.sqrt %1044 : tensor<64x64xf32>
    %cst_229 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1047 = stablehlo.add %1045, %1046 : tensor<64x64xf32>
    %1048 = stablehlo.divide %1042, %1047 : tensor<64x64xf32>
    %1049 = stablehlo.subtract %arg17, %1048 : tensor<64x64xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1051 = stablehlo.multiply %1050, %arg39 : tensor<64x64xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1053 = stablehlo.multiply %1052, %486 : tensor<64x64xf32>
    %1054 = stablehlo.add %1051, %1053 : tensor<64x64xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1056 = stablehlo.multiply %1055, %arg60 : tensor<64x64xf32>
    %1057 = stablehlo.multiply %486, %486 : tensor<64x64xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1059 = stablehlo.multiply %1058, %1057 : tensor<64x64xf32>
    %1060 = stablehlo.add %1056, %1059 : tensor<64x64xf32>
    %1061 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1062 = stablehlo.divide %1054, %1061 : tensor<64x64xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1064 = stablehlo.multiply %1063, %1062 : tensor<64x64xf32>
    %1065 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1066 = stablehlo.divide %1060, %1065 : tensor<64x64xf32>
    %1067 = stablehlo.sqrt %1066 : tensor<64x64xf32>
    %cst_235 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<64x64xf32>
    %1070 = stablehlo.divide %1064, %1069 : tensor<64x64xf32>
    %1071 = stablehlo.subtract %arg18, %1070 : tensor<64x64xf32>
    %cst_236 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1073 = stablehlo.multiply %1072, %arg40 : tensor<64x32xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1075 = stablehlo.multiply %1074, %477 : tensor<64x32xf32>
    %1076 = stablehlo.add %1073, %1075 : tensor<64x32xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1078 = stablehlo.multiply %1077, %arg61 : tensor<64x32xf32>
    %1079 = stablehlo.multiply %477, %477 : tensor<64x32xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1081 = stablehlo.multiply %1080, %1079 : tensor<64x32xf32>
    %1082 = stablehlo.add %1078, %1081 : tensor<64x32xf32>
    %1083 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1084 = stablehlo.divide %1076, %1083 : tensor<64x32xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1085 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1086 = stablehlo.multiply %1085, %1084 : tensor<64x32xf32>
    %1087 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1088 = stablehlo.divide %1082, %1087 : tensor<64x32xf32>
    %1089 = stablehlo.sqrt %1088 : tensor<64x32xf32>
    %cst_241 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1091 = stablehlo.add %1089, %1090 : tensor<64x32xf32>
    %1092 = stablehlo.divide %1086, %1091 : tensor<64x32xf32>
    %1093 = stablehlo.subtract %arg19, %1092 : tensor<64x32xf32>
    %cst_242 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1095 = stablehlo.multiply %1094, %arg41 : tensor<64xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1097 = stablehlo.multiply %1096, %361 : tensor<64xf32>
    %1098 = stablehlo.add %1095, %1097 : tensor<64xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1100 = stablehlo.multiply %1099, %arg62 : tensor<64xf32>
    %1101 = stablehlo.multiply %361, %361 : tensor<64xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1103 = stablehlo.multiply %1102, %1101 : tensor<64xf32>
    %1104 = stablehlo.add %1100, %1103 : tensor<64xf32>
    %1105 = stablehlo.broadcast_in_dim %651, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1106 = stablehlo.divide %1098, %1105 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1108 = stablehlo.multiply %1107, %1106 : tensor<64xf32>
    %1109 = stablehlo.broadcast_in_dim %653, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1110 = stablehlo.divide %1104, %1109 : tensor<64xf32>
    %1111 = stablehlo.sqrt %1110 : tensor<64xf32>
    %cst_247 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1112 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1113 = stablehlo.add %1111, %1112 : tensor<64xf32>
    %1114 = stablehlo.divide %1108, %1113 : tensor<64xf32>
    %1115 = stablehlo.subtract %arg20, %1114 : tensor<64xf32>
    return %675, %697, %719, %741, %763, %785, %807, %829, %851, %873, %895, %917, %939, %961, %983, %1005, %1027, %1049, %1071, %1093, %1115, %658, %680, %702, %724, %746, %768, %790, %812, %834, %856, %878, %900, %922, %944, %966, %988, %1010, %1032, %1054, %1076, %1098, %664, %686, %708, %730, %752, %774, %796, %818, %840, %862, %884, %906, %928, %950, %972, %994, %1016, %1038, %1060, %1082, %1104, %648, %346 : tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<128x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<64xf32>, tensor<64x32xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<16x16xi1>, %arg1: tensor<4x2x2x16x16xf32>, %arg2: tensor<f32>) -> (tensor<4x2x2x16x16xf32>, tensor<4x2x2x16x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<16x16xi1>) -> tensor<4x2x2x16x16xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x16xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<4x2x2x16x16xi1>, tensor<4x2x2x16x16xf32>
    return %2, %0 : tensor<4x2x2x16x16xf32>, tensor<4x2x2x16x16xi1>
  }
  func.func private @silu(%arg0: tensor<4x16x128xf32>) -> (tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x16x128xf32>
    %1 = stablehlo.exponential %0 : tensor<4x16x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x16x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x16x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x16x128xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<4x16x128xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x16x128xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x16x128xf32>
    return %9, %8, %5 : tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x128xf32>
  }
  func.func private @log_softmax(%arg0: tensor<4x16x128xf32>) -> (tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<4x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<4x16x128xf32>
    %6 = stablehlo.exponential %5 : tensor<4x16x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %9 = stablehlo.log %8 : tensor<4x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<4x16x1xf32>) -> tensor<4x16x128xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<4x16x128xf32>
    return %11, %6, %8 : tensor<4x16x128xf32>, tensor<4x16x128xf32>, tensor<4x16x1xf32>
  }
  func.func private @_one_hot(%arg0: tensor<4x16xi32>) -> tensor<4x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<4x16xi32>) -> tensor<4x16x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x128xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<4x16x1xi32>) -> tensor<4x16x128xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<4x16x128xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<4x16x128xi32>, tensor<4x16x128xi32>) -> tensor<4x16x128xi1>
    %5 = stablehlo.convert %4 : (tensor<4x16x128xi1>) -> tensor<4x16x128xf32>
    return %5 : tensor<4x16x128xf32>
  }
  func.func private @log_softmax_0(%arg0: tensor<4x16x128xf32>, %arg1: tensor<4x16x1xf32>, %arg2: tensor<4x16x128xf32>) -> tensor<4x16x128xf32> {
    %0 = stablehlo.negate %arg2 : tensor<4x16x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<4x16x128xf32>, tensor<f32>) -> tensor<4x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x16xf32>) -> tensor<4x16x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<4x16x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<4x16x1xf32>, tensor<f32>) -> tensor<4x16xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x16xf32>) -> tensor<4x16x128xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<4x16x128xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x16x128xf32>
    return %7 : tensor<4x16x128xf32>
  }
  func.func private @silu_1(%arg0: tensor<4x16x128xf32>, %arg1: tensor<4x16x128xf32>, %arg2: tensor<4x16x128xf32>, %arg3: tensor<4x16x128xf32>) -> tensor<4x16x128xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x16x128xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x16x128xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x16x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x16x128xf32>
    return %3 : tensor<4x16x128xf32>
  }
  func.func private @_where_2(%arg0: tensor<4x2x2x16x16xi1>, %arg1: tensor<4x2x2x16x16xf32>) -> tensor<4x2x2x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x2x2x16x16xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<4x2x2x16x16xi1>, tensor<4x2x2x16x16xf32>
    return %1 : tensor<4x2x2x16x16xf32>
  }
}
