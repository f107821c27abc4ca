// Exported by: python3 tools/export_models.py transformer -o examples/transformer.mlir
// jax 0.10.2, jaxlib 0.10.2; transformer: batch=8 d_model=64 dtype=f32 heads=4 layers=2 mlp_ratio=4 scan=False seq=32 vocab=256; 134912 parameters
module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {jax.arg_info = "params['embed']['positions']", tf.aliasing_output = 0 : i32}, %arg1: tensor<256x64xf32> {jax.arg_info = "params['embed']['tokens']", tf.aliasing_output = 1 : i32}, %arg2: tensor<64x256xf32> {jax.arg_info = "params['head']['w']", tf.aliasing_output = 2 : i32}, %arg3: tensor<4x16xf32> {jax.arg_info = "params['layers'][0]['attn']['bk']", tf.aliasing_output = 3 : i32}, %arg4: tensor<64xf32> {jax.arg_info = "params['layers'][0]['attn']['bo']", tf.aliasing_output = 4 : i32}, %arg5: tensor<4x16xf32> {jax.arg_info = "params['layers'][0]['attn']['bq']", tf.aliasing_output = 5 : i32}, %arg6: tensor<4x16xf32> {jax.arg_info = "params['layers'][0]['attn']['bv']", tf.aliasing_output = 6 : i32}, %arg7: tensor<64x4x16xf32> {jax.arg_info = "params['layers'][0]['attn']['wk']", tf.aliasing_output = 7 : i32}, %arg8: tensor<4x16x64xf32> {jax.arg_info = "params['layers'][0]['attn']['wo']", tf.aliasing_output = 8 : i32}, %arg9: tensor<64x4x16xf32> {jax.arg_info = "params['layers'][0]['attn']['wq']", tf.aliasing_output = 9 : i32}, %arg10: tensor<64x4x16xf32> {jax.arg_info = "params['layers'][0]['attn']['wv']", tf.aliasing_output = 10 : i32}, %arg11: tensor<64xf32> {jax.arg_info = "params['layers'][0]['ln1']['bias']", tf.aliasing_output = 11 : i32}, %arg12: tensor<64xf32> {jax.arg_info = "params['layers'][0]['ln1']['scale']", tf.aliasing_output = 12 : i32}, %arg13: tensor<64xf32> {jax.arg_info = "params['layers'][0]['ln2']['bias']", tf.aliasing_output = 13 : i32}, %arg14: tensor<64xf32> {jax.arg_info = "params['layers'][0]['ln2']['scale']", tf.aliasing_output = 14 : i32}, %arg15: tensor<256xf32> {jax.arg_info = "params['layers'][0]['mlp']['b_in']", tf.aliasing_output = 15 : i32}, %arg16: tensor<64xf32> {jax.arg_info = "params['layers'][0]['mlp']['b_out']", tf.aliasing_output = 16 : i32}, %arg17: tensor<64x256xf32> {jax.arg_info = "params['layers'][0]['mlp']['w_in']", tf.aliasing_output = 17 : i32}, %arg18: tensor<256x64xf32> {jax.arg_info = "params['layers'][0]['mlp']['w_out']", tf.aliasing_output = 18 : i32}, %arg19: tensor<4x16xf32> {jax.arg_info = "params['layers'][1]['attn']['bk']", tf.aliasing_output = 19 : i32}, %arg20: tensor<64xf32> {jax.arg_info = "params['layers'][1]['attn']['bo']", tf.aliasing_output = 20 : i32}, %arg21: tensor<4x16xf32> {jax.arg_info = "params['layers'][1]['attn']['bq']", tf.aliasing_output = 21 : i32}, %arg22: tensor<4x16xf32> {jax.arg_info = "params['layers'][1]['attn']['bv']", tf.aliasing_output = 22 : i32}, %arg23: tensor<64x4x16xf32> {jax.arg_info = "params['layers'][1]['attn']['wk']", tf.aliasing_output = 23 : i32}, %arg24: tensor<4x16x64xf32> {jax.arg_info = "params['layers'][1]['attn']['wo']", tf.aliasing_output = 24 : i32}, %arg25: tensor<64x4x16xf32> {jax.arg_info = "params['layers'][1]['attn']['wq']", tf.aliasing_output = 25 : i32}, %arg26: tensor<64x4x16xf32> {jax.arg_info = "params['layers'][1]['attn']['wv']", tf.aliasing_output = 26 : i32}, %arg27: tensor<64xf32> {jax.arg_info = "params['layers'][1]['ln1']['bias']", tf.aliasing_output = 27 : i32}, %arg28: tensor<64xf32> {jax.arg_info = "params['layers'][1]['ln1']['scale']", tf.aliasing_output = 28 : i32}, %arg29: tensor<64xf32> {jax.arg_info = "params['layers'][1]['ln2']['bias']", tf.aliasing_output = 29 : i32}, %arg30: tensor<64xf32> {jax.arg_info = "params['layers'][1]['ln2']['scale']", tf.aliasing_output = 30 : i32}, %arg31: tensor<256xf32> {jax.arg_info = "params['layers'][1]['mlp']['b_in']", tf.aliasing_output = 31 : i32}, %arg32: tensor<64xf32> {jax.arg_info = "params['layers'][1]['mlp']['b_out']", tf.aliasing_output = 32 : i32}, %arg33: tensor<64x256xf32> {jax.arg_info = "params['layers'][1]['mlp']['w_in']", tf.aliasing_output = 33 : i32}, %arg34: tensor<256x64xf32> {jax.arg_info = "params['layers'][1]['mlp']['w_out']", tf.aliasing_output = 34 : i32}, %arg35: tensor<64xf32> {jax.arg_info = "params['ln_f']['bias']", tf.aliasing_output = 35 : i32}, %arg36: tensor<64xf32> {jax.arg_info = "params['ln_f']['scale']", tf.aliasing_output = 36 : i32}, %arg37: tensor<32x64xf32> {jax.arg_info = "opt_state['mu']['embed']['positions']", tf.aliasing_output = 37 : i32}, %arg38: tensor<256x64xf32> {jax.arg_info = "opt_state['mu']['embed']['tokens']", tf.aliasing_output = 38 : i32}, %arg39: tensor<64x256xf32> {jax.arg_info = "opt_state['mu']['head']['w']", tf.aliasing_output = 39 : i32}, %arg40: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bk']", tf.aliasing_output = 40 : i32}, %arg41: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bo']", tf.aliasing_output = 41 : i32}, %arg42: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bq']", tf.aliasing_output = 42 : i32}, %arg43: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bv']", tf.aliasing_output = 43 : i32}, %arg44: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wk']", tf.aliasing_output = 44 : i32}, %arg45: tensor<4x16x64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wo']", tf.aliasing_output = 45 : i32}, %arg46: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wq']", tf.aliasing_output = 46 : i32}, %arg47: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wv']", tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln1']['bias']", tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln1']['scale']", tf.aliasing_output = 49 : i32}, %arg50: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln2']['bias']", tf.aliasing_output = 50 : i32}, %arg51: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln2']['scale']", tf.aliasing_output = 51 : i32}, %arg52: tensor<256xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['b_in']", tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['b_out']", tf.aliasing_output = 53 : i32}, %arg54: tensor<64x256xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['w_in']", tf.aliasing_output = 54 : i32}, %arg55: tensor<256x64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['w_out']", tf.aliasing_output = 55 : i32}, %arg56: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bk']", tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bo']", tf.aliasing_output = 57 : i32}, %arg58: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bq']", tf.aliasing_output = 58 : i32}, %arg59: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bv']", tf.aliasing_output = 59 : i32}, %arg60: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wk']", tf.aliasing_output = 60 : i32}, %arg61: tensor<4x16x64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wo']", tf.aliasing_output = 61 : i32}, %arg62: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wq']", tf.aliasing_output = 62 : i32}, %arg63: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wv']", tf.aliasing_output = 63 : i32}, %arg64: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln1']['bias']", tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln1']['scale']", tf.aliasing_output = 65 : i32}, %arg66: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln2']['bias']", tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln2']['scale']", tf.aliasing_output = 67 : i32}, %arg68: tensor<256xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['b_in']", tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['b_out']", tf.aliasing_output = 69 : i32}, %arg70: tensor<64x256xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['w_in']", tf.aliasing_output = 70 : i32}, %arg71: tensor<256x64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['w_out']", tf.aliasing_output = 71 : i32}, %arg72: tensor<64xf32> {jax.arg_info = "opt_state['mu']['ln_f']['bias']", tf.aliasing_output = 72 : i32}, %arg73: tensor<64xf32> {jax.arg_info = "opt_state['mu']['ln_f']['scale']", tf.aliasing_output = 73 : i32}, %arg74: tensor<32x64xf32> {jax.arg_info = "opt_state['nu']['embed']['positions']", tf.aliasing_output = 74 : i32}, %arg75: tensor<256x64xf32> {jax.arg_info = "opt_state['nu']['embed']['tokens']", tf.aliasing_output = 75 : i32}, %arg76: tensor<64x256xf32> {jax.arg_info = "opt_state['nu']['head']['w']", tf.aliasing_output = 76 : i32}, %arg77: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bk']", tf.aliasing_output = 77 : i32}, %arg78: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bo']", tf.aliasing_output = 78 : i32}, %arg79: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bq']", tf.aliasing_output = 79 : i32}, %arg80: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bv']", tf.aliasing_output = 80 : i32}, %arg81: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wk']", tf.aliasing_output = 81 : i32}, %arg82: tensor<4x16x64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wo']", tf.aliasing_output = 82 : i32}, %arg83: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wq']", tf.aliasing_output = 83 : i32}, %arg84: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wv']", tf.aliasing_output = 84 : i32}, %arg85: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln1']['bias']", tf.aliasing_output = 85 : i32}, %arg86: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln1']['scale']", tf.aliasing_output = 86 : i32}, %arg87: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln2']['bias']", tf.aliasing_output = 87 : i32}, %arg88: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln2']['scale']", tf.aliasing_output = 88 : i32}, %arg89: tensor<256xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['b_in']", tf.aliasing_output = 89 : i32}, %arg90: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['b_out']", tf.aliasing_output = 90 : i32}, %arg91: tensor<64x256xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['w_in']", tf.aliasing_output = 91 : i32}, %arg92: tensor<256x64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['w_out']", tf.aliasing_output = 92 : i32}, %arg93: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bk']", tf.aliasing_output = 93 : i32}, %arg94: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bo']", tf.aliasing_output = 94 : i32}, %arg95: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bq']", tf.aliasing_output = 95 : i32}, %arg96: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bv']", tf.aliasing_output = 96 : i32}, %arg97: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wk']", tf.aliasing_output = 97 : i32}, %arg98: tensor<4x16x64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wo']", tf.aliasing_output = 98 : i32}, %arg99: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wq']", tf.aliasing_output = 99 : i32}, %arg100: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wv']", tf.aliasing_output = 100 : i32}, %arg101: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln1']['bias']", tf.aliasing_output = 101 : i32}, %arg102: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln1']['scale']", tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln2']['bias']", tf.aliasing_output = 103 : i32}, %arg104: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln2']['scale']", tf.aliasing_output = 104 : i32}, %arg105: tensor<256xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['b_in']", tf.aliasing_output = 105 : i32}, %arg106: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['b_out']", tf.aliasing_output = 106 : i32}, %arg107: tensor<64x256xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['w_in']", tf.aliasing_output = 107 : i32}, %arg108: tensor<256x64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['w_out']", tf.aliasing_output = 108 : i32}, %arg109: tensor<64xf32> {jax.arg_info = "opt_state['nu']['ln_f']['bias']", tf.aliasing_output = 109 : i32}, %arg110: tensor<64xf32> {jax.arg_info = "opt_state['nu']['ln_f']['scale']", tf.aliasing_output = 110 : i32}, %arg111: tensor<i32> {jax.arg_info = "opt_state['step']", tf.aliasing_output = 111 : i32}, %arg112: tensor<8x32xi32> {jax.arg_info = "batch['inputs']"}, %arg113: tensor<8x32xi32> {jax.arg_info = "batch['targets']"}) -> (tensor<32x64xf32> {jax.result_info = "result[0]['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[0]['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[0]['head']['w']"}, tensor<4x16xf32> {jax.result_info = "result[0]['layers'][0]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[0]['layers'][0]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[0]['layers'][0]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][0]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[0]['layers'][0]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][0]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][0]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['layers'][0]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][0]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[0]['layers'][0]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[0]['layers'][0]['mlp']['w_out']"}, tensor<4x16xf32> {jax.result_info = "result[0]['layers'][1]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[0]['layers'][1]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[0]['layers'][1]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][1]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[0]['layers'][1]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][1]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[0]['layers'][1]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[0]['layers'][1]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[0]['layers'][1]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[0]['layers'][1]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[0]['layers'][1]['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[0]['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[1]['mu']['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[1]['mu']['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[1]['mu']['head']['w']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['w_out']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[1]['nu']['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[1]['nu']['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[1]['nu']['head']['w']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['w_out']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['ln_f']['scale']"}, tensor<i32> {jax.result_info = "result[1]['step']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg112, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg112, %2 : tensor<8x32xi32>
    %4 = stablehlo.select %1, %3, %arg112 : tensor<8x32xi1>, tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<8x32x64xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x32x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %15 = stablehlo.subtract %9, %14 : tensor<8x32x64xf32>
    %16 = chlo.square %15 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x32x1xf32>
    %23 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x32x1xf32>
    %27 = stablehlo.sqrt %26 : tensor<8x32x1xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %29 = stablehlo.divide %28, %27 : tensor<8x32x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %31 = stablehlo.divide %30, %27 : tensor<8x32x1xf32>
    %32 = stablehlo.multiply %27, %27 : tensor<8x32x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %34 = stablehlo.divide %33, %32 : tensor<8x32x1xf32>
    %35 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %36 = stablehlo.multiply %24, %35 : tensor<8x32x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<8x32x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x32x64xf32>
    %43 = stablehlo.dot_general %42, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x32x4x16xf32>
    %47 = stablehlo.dot_general %42, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %48 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x32x4x16xf32>
    %51 = stablehlo.dot_general %42, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x32x4x16xf32>
    %55 = stablehlo.dot_general %46, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<8x4x32x32xf32>
    %58 = stablehlo.iota dim = 0 : tensor<32xi32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %63 = stablehlo.compare GE, %61, %62, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %cst_10 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %64:2 = call @_where(%63, %57, %cst_10) : (tensor<32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.reduce(%64#0 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<8x4x32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %70 = stablehlo.subtract %64#0, %69 : tensor<8x4x32x32xf32>
    %71 = stablehlo.exponential %70 : tensor<8x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %75 = stablehlo.divide %71, %74 : tensor<8x4x32x32xf32>
    %76 = stablehlo.multiply %73, %73 : tensor<8x4x32x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %78 = stablehlo.divide %77, %76 : tensor<8x4x32x1xf32>
    %79 = stablehlo.dot_general %54, %75, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %80 = stablehlo.transpose %79, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %81 = stablehlo.dot_general %80, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %82 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %84 = stablehlo.add %81, %83 : tensor<8x32x64xf32>
    %85 = stablehlo.add %9, %84 : tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %89 = stablehlo.divide %87, %88 : tensor<8x32x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %91 = stablehlo.subtract %85, %90 : tensor<8x32x64xf32>
    %92 = chlo.square %91 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %94 = stablehlo.multiply %93, %91 : tensor<8x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%92 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x32x1xf32>
    %99 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %100 = stablehlo.subtract %85, %99 : tensor<8x32x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %102 = stablehlo.add %98, %101 : tensor<8x32x1xf32>
    %103 = stablehlo.sqrt %102 : tensor<8x32x1xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %105 = stablehlo.divide %104, %103 : tensor<8x32x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %107 = stablehlo.divide %106, %103 : tensor<8x32x1xf32>
    %108 = stablehlo.multiply %103, %103 : tensor<8x32x1xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %110 = stablehlo.divide %109, %108 : tensor<8x32x1xf32>
    %111 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %112 = stablehlo.multiply %100, %111 : tensor<8x32x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<8x32x64xf32>
    %116 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %118 = stablehlo.add %115, %117 : tensor<8x32x64xf32>
    %119 = stablehlo.dot_general %118, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %120 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %122 = stablehlo.add %119, %121 : tensor<8x32x256xf32>
    %123 = stablehlo.multiply %122, %122 : tensor<8x32x256xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<8x32x256xf32>
    %125 = stablehlo.multiply %122, %122 : tensor<8x32x256xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<8x32x256xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %129 = stablehlo.multiply %128, %124 : tensor<8x32x256xf32>
    %130 = stablehlo.add %122, %129 : tensor<8x32x256xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<8x32x256xf32>
    %133 = stablehlo.tanh %132 : tensor<8x32x256xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %135 = stablehlo.subtract %134, %133 : tensor<8x32x256xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %137 = stablehlo.add %136, %133 : tensor<8x32x256xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<8x32x256xf32>
    %140 = stablehlo.multiply %122, %139 : tensor<8x32x256xf32>
    %141 = stablehlo.dot_general %140, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %142 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %144 = stablehlo.add %141, %143 : tensor<8x32x64xf32>
    %145 = stablehlo.add %85, %144 : tensor<8x32x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x32x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %151 = stablehlo.subtract %145, %150 : tensor<8x32x64xf32>
    %152 = chlo.square %151 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %154 = stablehlo.multiply %153, %151 : tensor<8x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%152 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8x32x1xf32>
    %159 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %160 = stablehlo.subtract %145, %159 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %162 = stablehlo.add %158, %161 : tensor<8x32x1xf32>
    %163 = stablehlo.sqrt %162 : tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %165 = stablehlo.divide %164, %163 : tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %167 = stablehlo.divide %166, %163 : tensor<8x32x1xf32>
    %168 = stablehlo.multiply %163, %163 : tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %170 = stablehlo.divide %169, %168 : tensor<8x32x1xf32>
    %171 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %172 = stablehlo.multiply %160, %171 : tensor<8x32x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %175 = stablehlo.multiply %172, %174 : tensor<8x32x64xf32>
    %176 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<8x32x64xf32>
    %179 = stablehlo.dot_general %178, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %180 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %182 = stablehlo.add %179, %181 : tensor<8x32x4x16xf32>
    %183 = stablehlo.dot_general %178, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %184 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %186 = stablehlo.add %183, %185 : tensor<8x32x4x16xf32>
    %187 = stablehlo.dot_general %178, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %188 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %190 = stablehlo.add %187, %189 : tensor<8x32x4x16xf32>
    %191 = stablehlo.dot_general %182, %186, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %cst_39 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<8x4x32x32xf32>
    %194 = stablehlo.iota dim = 0 : tensor<32xi32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %198 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %199 = stablehlo.compare GE, %197, %198, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %cst_40 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %200:2 = call @_where(%199, %193, %cst_40) : (tensor<32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = stablehlo.reduce(%200#0 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %203 = stablehlo.maximum %202, %201 : tensor<8x4x32xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %206 = stablehlo.subtract %200#0, %205 : tensor<8x4x32x32xf32>
    %207 = stablehlo.exponential %206 : tensor<8x4x32x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %211 = stablehlo.divide %207, %210 : tensor<8x4x32x32xf32>
    %212 = stablehlo.multiply %209, %209 : tensor<8x4x32x1xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %214 = stablehlo.divide %213, %212 : tensor<8x4x32x1xf32>
    %215 = stablehlo.dot_general %190, %211, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %216 = stablehlo.transpose %215, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %217 = stablehlo.dot_general %216, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %218 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x32x64xf32>
    %221 = stablehlo.add %145, %220 : tensor<8x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %225 = stablehlo.divide %223, %224 : tensor<8x32x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %227 = stablehlo.subtract %221, %226 : tensor<8x32x64xf32>
    %228 = chlo.square %227 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%228 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_49 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %234 = stablehlo.divide %232, %233 : tensor<8x32x1xf32>
    %235 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %236 = stablehlo.subtract %221, %235 : tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %238 = stablehlo.add %234, %237 : tensor<8x32x1xf32>
    %239 = stablehlo.sqrt %238 : tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %241 = stablehlo.divide %240, %239 : tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %243 = stablehlo.divide %242, %239 : tensor<8x32x1xf32>
    %244 = stablehlo.multiply %239, %239 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %246 = stablehlo.divide %245, %244 : tensor<8x32x1xf32>
    %247 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %248 = stablehlo.multiply %236, %247 : tensor<8x32x64xf32>
    %249 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %251 = stablehlo.multiply %248, %250 : tensor<8x32x64xf32>
    %252 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %254 = stablehlo.add %251, %253 : tensor<8x32x64xf32>
    %255 = stablehlo.dot_general %254, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %256 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %258 = stablehlo.add %255, %257 : tensor<8x32x256xf32>
    %259 = stablehlo.multiply %258, %258 : tensor<8x32x256xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<8x32x256xf32>
    %261 = stablehlo.multiply %258, %258 : tensor<8x32x256xf32>
    %cst_54 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<8x32x256xf32>
    %cst_55 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %265 = stablehlo.multiply %264, %260 : tensor<8x32x256xf32>
    %266 = stablehlo.add %258, %265 : tensor<8x32x256xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<8x32x256xf32>
    %269 = stablehlo.tanh %268 : tensor<8x32x256xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %271 = stablehlo.subtract %270, %269 : tensor<8x32x256xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %273 = stablehlo.add %272, %269 : tensor<8x32x256xf32>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %275 = stablehlo.multiply %274, %273 : tensor<8x32x256xf32>
    %276 = stablehlo.multiply %258, %275 : tensor<8x32x256xf32>
    %277 = stablehlo.dot_general %276, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %278 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %280 = stablehlo.add %277, %279 : tensor<8x32x64xf32>
    %281 = stablehlo.add %221, %280 : tensor<8x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %285 = stablehlo.divide %283, %284 : tensor<8x32x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %287 = stablehlo.subtract %281, %286 : tensor<8x32x64xf32>
    %288 = chlo.square %287 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %290 = stablehlo.multiply %289, %287 : tensor<8x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%288 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<8x32x1xf32>
    %295 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %296 = stablehlo.subtract %281, %295 : tensor<8x32x64xf32>
    %cst_65 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %298 = stablehlo.add %294, %297 : tensor<8x32x1xf32>
    %299 = stablehlo.sqrt %298 : tensor<8x32x1xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %301 = stablehlo.divide %300, %299 : tensor<8x32x1xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %303 = stablehlo.divide %302, %299 : tensor<8x32x1xf32>
    %304 = stablehlo.multiply %299, %299 : tensor<8x32x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %306 = stablehlo.divide %305, %304 : tensor<8x32x1xf32>
    %307 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %308 = stablehlo.multiply %296, %307 : tensor<8x32x64xf32>
    %309 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %311 = stablehlo.multiply %308, %310 : tensor<8x32x64xf32>
    %312 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %314 = stablehlo.add %311, %313 : tensor<8x32x64xf32>
    %315 = stablehlo.dot_general %314, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %316:3 = call @log_softmax(%315) : (tensor<8x32x256xf32>) -> (tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x1xf32>)
    %317 = call @_one_hot(%arg113) : (tensor<8x32xi32>) -> tensor<8x32x256xf32>
    %318 = stablehlo.multiply %317, %316#0 : tensor<8x32x256xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %321 = stablehlo.divide %320, %cst_71 : tensor<f32>
    %322 = stablehlo.negate %321 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %323 = stablehlo.negate %cst_72 : tensor<f32>
    %cst_73 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %324 = stablehlo.divide %323, %cst_73 : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x256xf32>
    %327 = stablehlo.multiply %317, %326 : tensor<8x32x256xf32>
    %328 = call @log_softmax_0(%316#1, %316#2, %327) : (tensor<8x32x256xf32>, tensor<8x32x1xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %329 = stablehlo.dot_general %328, %314, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %330 = stablehlo.transpose %329, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %331 = stablehlo.dot_general %328, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<64x256xf32>) -> tensor<8x32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.reduce(%331 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %333 = stablehlo.reshape %332 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %335 = stablehlo.multiply %308, %331 : tensor<8x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %337 = stablehlo.reshape %336 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %338 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %339 = stablehlo.multiply %331, %338 : tensor<8x32x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%337 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %341 = stablehlo.multiply %296, %339 : tensor<8x32x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %344 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %345 = stablehlo.multiply %339, %344 : tensor<8x32x64xf32>
    %346 = stablehlo.multiply %343, %306 : tensor<8x32x1xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %348 = stablehlo.multiply %346, %347 : tensor<8x32x1xf32>
    %349 = stablehlo.negate %348 : tensor<8x32x1xf32>
    %350 = stablehlo.multiply %349, %301 : tensor<8x32x1xf32>
    %351 = stablehlo.negate %345 : tensor<8x32x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %353 = stablehlo.reshape %352 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %355 = stablehlo.divide %350, %354 : tensor<8x32x1xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %358 = stablehlo.multiply %357, %290 : tensor<8x32x64xf32>
    %359 = stablehlo.negate %358 : tensor<8x32x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %361 = stablehlo.reshape %360 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %362 = stablehlo.add %345, %358 : tensor<8x32x64xf32>
    %363 = stablehlo.add %353, %361 : tensor<8x32x1xf32>
    %cst_84 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %365 = stablehlo.divide %363, %364 : tensor<8x32x1xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %368 = stablehlo.add %362, %367 : tensor<8x32x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %370 = stablehlo.reshape %369 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%370 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %372 = stablehlo.dot_general %368, %276, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x256xf32>) -> tensor<64x256xf32>
    %373 = stablehlo.transpose %372, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %374 = stablehlo.dot_general %368, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<256x64xf32>) -> tensor<8x32x256xf32>
    %375 = stablehlo.multiply %258, %374 : tensor<8x32x256xf32>
    %376 = stablehlo.multiply %374, %275 : tensor<8x32x256xf32>
    %cst_88 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %378 = stablehlo.multiply %377, %375 : tensor<8x32x256xf32>
    %379 = stablehlo.multiply %378, %271 : tensor<8x32x256xf32>
    %380 = stablehlo.multiply %379, %269 : tensor<8x32x256xf32>
    %381 = stablehlo.add %379, %380 : tensor<8x32x256xf32>
    %cst_89 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %383 = stablehlo.multiply %382, %381 : tensor<8x32x256xf32>
    %384 = stablehlo.add %376, %383 : tensor<8x32x256xf32>
    %cst_90 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %386 = stablehlo.multiply %385, %383 : tensor<8x32x256xf32>
    %387 = stablehlo.multiply %386, %263 : tensor<8x32x256xf32>
    %388 = stablehlo.add %384, %387 : tensor<8x32x256xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %390 = stablehlo.reshape %389 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %392 = stablehlo.dot_general %388, %254, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %393 = stablehlo.transpose %392, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %394 = stablehlo.dot_general %388, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<64x256xf32>) -> tensor<8x32x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %396 = stablehlo.reshape %395 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %398 = stablehlo.multiply %248, %394 : tensor<8x32x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %400 = stablehlo.reshape %399 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %401 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %402 = stablehlo.multiply %394, %401 : tensor<8x32x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%400 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %404 = stablehlo.multiply %236, %402 : tensor<8x32x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %406 = stablehlo.reshape %405 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %407 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %408 = stablehlo.multiply %402, %407 : tensor<8x32x64xf32>
    %409 = stablehlo.multiply %406, %246 : tensor<8x32x1xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %411 = stablehlo.multiply %409, %410 : tensor<8x32x1xf32>
    %412 = stablehlo.negate %411 : tensor<8x32x1xf32>
    %413 = stablehlo.multiply %412, %241 : tensor<8x32x1xf32>
    %414 = stablehlo.negate %408 : tensor<8x32x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %416 = stablehlo.reshape %415 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %417 = stablehlo.add %368, %408 : tensor<8x32x64xf32>
    %cst_100 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %419 = stablehlo.divide %413, %418 : tensor<8x32x1xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%419 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %422 = stablehlo.multiply %421, %230 : tensor<8x32x64xf32>
    %423 = stablehlo.negate %422 : tensor<8x32x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %426 = stablehlo.add %417, %422 : tensor<8x32x64xf32>
    %427 = stablehlo.add %416, %425 : tensor<8x32x1xf32>
    %cst_103 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %429 = stablehlo.divide %427, %428 : tensor<8x32x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %432 = stablehlo.add %426, %431 : tensor<8x32x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %434 = stablehlo.reshape %433 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %436 = stablehlo.dot_general %432, %216, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %437 = stablehlo.transpose %436, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %438 = stablehlo.dot_general %432, %arg24, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %439 = stablehlo.transpose %438, dims = [0, 2, 3, 1] : (tensor<8x32x4x16xf32>) -> tensor<8x4x16x32xf32>
    %440 = stablehlo.dot_general %439, %190, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %441 = stablehlo.dot_general %439, %211, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %442 = stablehlo.transpose %441, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %443 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %444 = stablehlo.multiply %440, %443 : tensor<8x4x32x32xf32>
    %445 = stablehlo.multiply %444, %207 : tensor<8x4x32x32xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%445 init: %cst_107) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %448 = stablehlo.negate %447 : tensor<8x4x32x1xf32>
    %449 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %450 = stablehlo.divide %440, %449 : tensor<8x4x32x32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%448 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %453 = stablehlo.add %450, %452 : tensor<8x4x32x32xf32>
    %454 = stablehlo.multiply %453, %207 : tensor<8x4x32x32xf32>
    %455 = call @_where_1(%200#1, %454) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %cst_109 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %457 = stablehlo.multiply %455, %456 : tensor<8x4x32x32xf32>
    %458 = stablehlo.dot_general %457, %182, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %459 = stablehlo.transpose %458, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %460 = stablehlo.dot_general %457, %186, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %462 = stablehlo.reduce(%442 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %463 = stablehlo.reshape %462 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%463 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %465 = stablehlo.dot_general %442, %178, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %466 = stablehlo.transpose %465, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %467 = stablehlo.dot_general %442, %arg26, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%459 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %469 = stablehlo.reshape %468 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %471 = stablehlo.dot_general %459, %178, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %472 = stablehlo.transpose %471, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %473 = stablehlo.dot_general %459, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %474 = stablehlo.add %467, %473 : tensor<8x32x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %475 = stablehlo.reduce(%461 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %476 = stablehlo.reshape %475 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %477 = stablehlo.reduce(%476 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %478 = stablehlo.dot_general %461, %178, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %479 = stablehlo.transpose %478, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %480 = stablehlo.dot_general %461, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %481 = stablehlo.add %474, %480 : tensor<8x32x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %482 = stablehlo.reduce(%481 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %483 = stablehlo.reshape %482 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %485 = stablehlo.multiply %172, %481 : tensor<8x32x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %487 = stablehlo.reshape %486 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %488 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %489 = stablehlo.multiply %481, %488 : tensor<8x32x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%487 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.multiply %160, %489 : tensor<8x32x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %493 = stablehlo.reshape %492 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %494 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %495 = stablehlo.multiply %489, %494 : tensor<8x32x64xf32>
    %496 = stablehlo.multiply %493, %170 : tensor<8x32x1xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %498 = stablehlo.multiply %496, %497 : tensor<8x32x1xf32>
    %499 = stablehlo.negate %498 : tensor<8x32x1xf32>
    %500 = stablehlo.multiply %499, %165 : tensor<8x32x1xf32>
    %501 = stablehlo.negate %495 : tensor<8x32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %504 = stablehlo.add %432, %495 : tensor<8x32x64xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %506 = stablehlo.divide %500, %505 : tensor<8x32x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%506 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %509 = stablehlo.multiply %508, %154 : tensor<8x32x64xf32>
    %510 = stablehlo.negate %509 : tensor<8x32x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %512 = stablehlo.reshape %511 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %513 = stablehlo.add %504, %509 : tensor<8x32x64xf32>
    %514 = stablehlo.add %503, %512 : tensor<8x32x1xf32>
    %cst_126 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %516 = stablehlo.divide %514, %515 : tensor<8x32x1xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%516 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %519 = stablehlo.add %513, %518 : tensor<8x32x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%519 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %521 = stablehlo.reshape %520 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %523 = stablehlo.dot_general %519, %140, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x256xf32>) -> tensor<64x256xf32>
    %524 = stablehlo.transpose %523, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %525 = stablehlo.dot_general %519, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<256x64xf32>) -> tensor<8x32x256xf32>
    %526 = stablehlo.multiply %122, %525 : tensor<8x32x256xf32>
    %527 = stablehlo.multiply %525, %139 : tensor<8x32x256xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %529 = stablehlo.multiply %528, %526 : tensor<8x32x256xf32>
    %530 = stablehlo.multiply %529, %135 : tensor<8x32x256xf32>
    %531 = stablehlo.multiply %530, %133 : tensor<8x32x256xf32>
    %532 = stablehlo.add %530, %531 : tensor<8x32x256xf32>
    %cst_131 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %534 = stablehlo.multiply %533, %532 : tensor<8x32x256xf32>
    %535 = stablehlo.add %527, %534 : tensor<8x32x256xf32>
    %cst_132 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %537 = stablehlo.multiply %536, %534 : tensor<8x32x256xf32>
    %538 = stablehlo.multiply %537, %127 : tensor<8x32x256xf32>
    %539 = stablehlo.add %535, %538 : tensor<8x32x256xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%539 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %541 = stablehlo.reshape %540 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %543 = stablehlo.dot_general %539, %118, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %544 = stablehlo.transpose %543, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %545 = stablehlo.dot_general %539, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<64x256xf32>) -> tensor<8x32x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%545 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %547 = stablehlo.reshape %546 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.reduce(%547 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %549 = stablehlo.multiply %112, %545 : tensor<8x32x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %551 = stablehlo.reshape %550 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %552 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %553 = stablehlo.multiply %545, %552 : tensor<8x32x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %554 = stablehlo.reduce(%551 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %555 = stablehlo.multiply %100, %553 : tensor<8x32x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %557 = stablehlo.reshape %556 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %558 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %559 = stablehlo.multiply %553, %558 : tensor<8x32x64xf32>
    %560 = stablehlo.multiply %557, %110 : tensor<8x32x1xf32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<8x32x1xf32>
    %563 = stablehlo.negate %562 : tensor<8x32x1xf32>
    %564 = stablehlo.multiply %563, %105 : tensor<8x32x1xf32>
    %565 = stablehlo.negate %559 : tensor<8x32x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %568 = stablehlo.add %519, %559 : tensor<8x32x64xf32>
    %cst_142 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %570 = stablehlo.divide %564, %569 : tensor<8x32x1xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %573 = stablehlo.multiply %572, %94 : tensor<8x32x64xf32>
    %574 = stablehlo.negate %573 : tensor<8x32x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%574 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %576 = stablehlo.reshape %575 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %577 = stablehlo.add %568, %573 : tensor<8x32x64xf32>
    %578 = stablehlo.add %567, %576 : tensor<8x32x1xf32>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %580 = stablehlo.divide %578, %579 : tensor<8x32x1xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %583 = stablehlo.add %577, %582 : tensor<8x32x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%583 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %585 = stablehlo.reshape %584 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%585 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %587 = stablehlo.dot_general %583, %80, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %588 = stablehlo.transpose %587, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %589 = stablehlo.dot_general %583, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %590 = stablehlo.transpose %589, dims = [0, 2, 3, 1] : (tensor<8x32x4x16xf32>) -> tensor<8x4x16x32xf32>
    %591 = stablehlo.dot_general %590, %54, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %592 = stablehlo.dot_general %590, %75, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %593 = stablehlo.transpose %592, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %594 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %595 = stablehlo.multiply %591, %594 : tensor<8x4x32x32xf32>
    %596 = stablehlo.multiply %595, %71 : tensor<8x4x32x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_149) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %598 = stablehlo.reshape %597 : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %599 = stablehlo.negate %598 : tensor<8x4x32x1xf32>
    %600 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %601 = stablehlo.divide %591, %600 : tensor<8x4x32x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%599 init: %cst_150) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %604 = stablehlo.add %601, %603 : tensor<8x4x32x32xf32>
    %605 = stablehlo.multiply %604, %71 : tensor<8x4x32x32xf32>
    %606 = call @_where_1(%64#1, %605) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %cst_151 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %608 = stablehlo.multiply %606, %607 : tensor<8x4x32x32xf32>
    %609 = stablehlo.dot_general %608, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %610 = stablehlo.transpose %609, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %611 = stablehlo.dot_general %608, %50, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %612 = stablehlo.transpose %611, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%593 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %614 = stablehlo.reshape %613 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%614 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %616 = stablehlo.dot_general %593, %42, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %617 = stablehlo.transpose %616, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %618 = stablehlo.dot_general %593, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%610 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %620 = stablehlo.reshape %619 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %622 = stablehlo.dot_general %610, %42, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %623 = stablehlo.transpose %622, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %624 = stablehlo.dot_general %610, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %625 = stablehlo.add %618, %624 : tensor<8x32x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%612 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %627 = stablehlo.reshape %626 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %629 = stablehlo.dot_general %612, %42, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %630 = stablehlo.transpose %629, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %631 = stablehlo.dot_general %612, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %632 = stablehlo.add %625, %631 : tensor<8x32x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.reduce(%632 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %634 = stablehlo.reshape %633 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %636 = stablehlo.multiply %36, %632 : tensor<8x32x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%636 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %638 = stablehlo.reshape %637 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %639 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %640 = stablehlo.multiply %632, %639 : tensor<8x32x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%638 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %642 = stablehlo.multiply %24, %640 : tensor<8x32x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%642 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %644 = stablehlo.reshape %643 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %645 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %646 = stablehlo.multiply %640, %645 : tensor<8x32x64xf32>
    %647 = stablehlo.multiply %644, %34 : tensor<8x32x1xf32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %649 = stablehlo.multiply %647, %648 : tensor<8x32x1xf32>
    %650 = stablehlo.negate %649 : tensor<8x32x1xf32>
    %651 = stablehlo.multiply %650, %29 : tensor<8x32x1xf32>
    %652 = stablehlo.negate %646 : tensor<8x32x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %653 = stablehlo.reduce(%652 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %654 = stablehlo.reshape %653 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %655 = stablehlo.add %583, %646 : tensor<8x32x64xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %657 = stablehlo.divide %651, %656 : tensor<8x32x1xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%657 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %659 = stablehlo.broadcast_in_dim %658, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %660 = stablehlo.multiply %659, %18 : tensor<8x32x64xf32>
    %661 = stablehlo.negate %660 : tensor<8x32x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%661 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %663 = stablehlo.reshape %662 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %664 = stablehlo.add %655, %660 : tensor<8x32x64xf32>
    %665 = stablehlo.add %654, %663 : tensor<8x32x1xf32>
    %cst_168 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %667 = stablehlo.divide %665, %666 : tensor<8x32x1xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%667 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %670 = stablehlo.add %664, %669 : tensor<8x32x64xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%670 init: %cst_170) applies stablehlo.add across dimensions = [0] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %672 = stablehlo.reshape %671 : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%672 init: %cst_171) applies stablehlo.add across dimensions = [0] : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %675 = "stablehlo.scatter"(%674, %5, %670) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg114: tensor<f32>, %arg115: tensor<f32>):
      %1496 = stablehlo.add %arg114, %arg115 : tensor<f32>
      stablehlo.return %1496 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %c_173 = stablehlo.constant dense<1> : tensor<i32>
    %676 = stablehlo.add %arg111, %c_173 : tensor<i32>
    %677 = stablehlo.convert %676 : (tensor<i32>) -> tensor<f32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %678 = stablehlo.power %cst_174, %677 : tensor<f32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %679 = stablehlo.subtract %cst_175, %678 : tensor<f32>
    %cst_176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %680 = stablehlo.power %cst_176, %677 : tensor<f32>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %681 = stablehlo.subtract %cst_177, %680 : tensor<f32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %683 = stablehlo.multiply %682, %arg37 : tensor<32x64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %685 = stablehlo.multiply %684, %673 : tensor<32x64xf32>
    %686 = stablehlo.add %683, %685 : tensor<32x64xf32>
    %cst_180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %688 = stablehlo.multiply %687, %arg74 : tensor<32x64xf32>
    %689 = stablehlo.multiply %673, %673 : tensor<32x64xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %691 = stablehlo.multiply %690, %689 : tensor<32x64xf32>
    %692 = stablehlo.add %688, %691 : tensor<32x64xf32>
    %693 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %694 = stablehlo.divide %686, %693 : tensor<32x64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %696 = stablehlo.multiply %695, %694 : tensor<32x64xf32>
    %697 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %698 = stablehlo.divide %692, %697 : tensor<32x64xf32>
    %699 = stablehlo.sqrt %698 : tensor<32x64xf32>
    %cst_183 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %701 = stablehlo.add %699, %700 : tensor<32x64xf32>
    %702 = stablehlo.divide %696, %701 : tensor<32x64xf32>
    %703 = stablehlo.subtract %arg0, %702 : tensor<32x64xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %705 = stablehlo.multiply %704, %arg38 : tensor<256x64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %707 = stablehlo.multiply %706, %675 : tensor<256x64xf32>
    %708 = stablehlo.add %705, %707 : tensor<256x64xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %710 = stablehlo.multiply %709, %arg75 : tensor<256x64xf32>
    %711 = stablehlo.multiply %675, %675 : tensor<256x64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %713 = stablehlo.multiply %712, %711 : tensor<256x64xf32>
    %714 = stablehlo.add %710, %713 : tensor<256x64xf32>
    %715 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %716 = stablehlo.divide %708, %715 : tensor<256x64xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %718 = stablehlo.multiply %717, %716 : tensor<256x64xf32>
    %719 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %720 = stablehlo.divide %714, %719 : tensor<256x64xf32>
    %721 = stablehlo.sqrt %720 : tensor<256x64xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %723 = stablehlo.add %721, %722 : tensor<256x64xf32>
    %724 = stablehlo.divide %718, %723 : tensor<256x64xf32>
    %725 = stablehlo.subtract %arg1, %724 : tensor<256x64xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %727 = stablehlo.multiply %726, %arg39 : tensor<64x256xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %729 = stablehlo.multiply %728, %330 : tensor<64x256xf32>
    %730 = stablehlo.add %727, %729 : tensor<64x256xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %732 = stablehlo.multiply %731, %arg76 : tensor<64x256xf32>
    %733 = stablehlo.multiply %330, %330 : tensor<64x256xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %735 = stablehlo.multiply %734, %733 : tensor<64x256xf32>
    %736 = stablehlo.add %732, %735 : tensor<64x256xf32>
    %737 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %738 = stablehlo.divide %730, %737 : tensor<64x256xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %740 = stablehlo.multiply %739, %738 : tensor<64x256xf32>
    %741 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %742 = stablehlo.divide %736, %741 : tensor<64x256xf32>
    %743 = stablehlo.sqrt %742 : tensor<64x256xf32>
    %cst_195 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %745 = stablehlo.add %743, %744 : tensor<64x256xf32>
    %746 = stablehlo.divide %740, %745 : tensor<64x256xf32>
    %747 = stablehlo.subtract %arg2, %746 : tensor<64x256xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %749 = stablehlo.multiply %748, %arg40 : tensor<4x16xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %751 = stablehlo.multiply %750, %621 : tensor<4x16xf32>
    %752 = stablehlo.add %749, %751 : tensor<4x16xf32>
    %cst_198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %754 = stablehlo.multiply %753, %arg77 : tensor<4x16xf32>
    %755 = stablehlo.multiply %621, %621 : tensor<4x16xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %757 = stablehlo.multiply %756, %755 : tensor<4x16xf32>
    %758 = stablehlo.add %754, %757 : tensor<4x16xf32>
    %759 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %760 = stablehlo.divide %752, %759 : tensor<4x16xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %762 = stablehlo.multiply %761, %760 : tensor<4x16xf32>
    %763 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %764 = stablehlo.divide %758, %763 : tensor<4x16xf32>
    %765 = stablehlo.sqrt %764 : tensor<4x16xf32>
    %cst_201 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %767 = stablehlo.add %765, %766 : tensor<4x16xf32>
    %768 = stablehlo.divide %762, %767 : tensor<4x16xf32>
    %769 = stablehlo.subtract %arg3, %768 : tensor<4x16xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %771 = stablehlo.multiply %770, %arg41 : tensor<64xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %773 = stablehlo.multiply %772, %586 : tensor<64xf32>
    %774 = stablehlo.add %771, %773 : tensor<64xf32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %776 = stablehlo.multiply %775, %arg78 : tensor<64xf32>
    %777 = stablehlo.multiply %586, %586 : tensor<64xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %779 = stablehlo.multiply %778, %777 : tensor<64xf32>
    %780 = stablehlo.add %776, %779 : tensor<64xf32>
    %781 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %782 = stablehlo.divide %774, %781 : tensor<64xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %784 = stablehlo.multiply %783, %782 : tensor<64xf32>
    %785 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %786 = stablehlo.divide %780, %785 : tensor<64xf32>
    %787 = stablehlo.sqrt %786 : tensor<64xf32>
    %cst_207 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %789 = stablehlo.add %787, %788 : tensor<64xf32>
    %790 = stablehlo.divide %784, %789 : tensor<64xf32>
    %791 = stablehlo.subtract %arg4, %790 : tensor<64xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %793 = stablehlo.multiply %792, %arg42 : tensor<4x16xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %795 = stablehlo.multiply %794, %628 : tensor<4x16xf32>
    %796 = stablehlo.add %793, %795 : tensor<4x16xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %798 = stablehlo.multiply %797, %arg79 : tensor<4x16xf32>
    %799 = stablehlo.multiply %628, %628 : tensor<4x16xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %801 = stablehlo.multiply %800, %799 : tensor<4x16xf32>
    %802 = stablehlo.add %798, %801 : tensor<4x16xf32>
    %803 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %804 = stablehlo.divide %796, %803 : tensor<4x16xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %806 = stablehlo.multiply %805, %804 : tensor<4x16xf32>
    %807 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %808 = stablehlo.divide %802, %807 : tensor<4x16xf32>
    %809 = stablehlo.sqrt %808 : tensor<4x16xf32>
    %cst_213 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %811 = stablehlo.add %809, %810 : tensor<4x16xf32>
    %812 = stablehlo.divide %806, %811 : tensor<4x16xf32>
    %813 = stablehlo.subtract %arg5, %812 : tensor<4x16xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %815 = stablehlo.multiply %814, %arg43 : tensor<4x16xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %817 = stablehlo.multiply %816, %615 : tensor<4x16xf32>
    %818 = stablehlo.add %815, %817 : tensor<4x16xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %820 = stablehlo.multiply %819, %arg80 : tensor<4x16xf32>
    %821 = stablehlo.multiply %615, %615 : tensor<4x16xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %823 = stablehlo.multiply %822, %821 : tensor<4x16xf32>
    %824 = stablehlo.add %820, %823 : tensor<4x16xf32>
    %825 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %826 = stablehlo.divide %818, %825 : tensor<4x16xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %828 = stablehlo.multiply %827, %826 : tensor<4x16xf32>
    %829 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %830 = stablehlo.divide %824, %829 : tensor<4x16xf32>
    %831 = stablehlo.sqrt %830 : tensor<4x16xf32>
    %cst_219 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %833 = stablehlo.add %831, %832 : tensor<4x16xf32>
    %834 = stablehlo.divide %828, %833 : tensor<4x16xf32>
    %835 = stablehlo.subtract %arg6, %834 : tensor<4x16xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %837 = stablehlo.multiply %836, %arg44 : tensor<64x4x16xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %839 = stablehlo.multiply %838, %623 : tensor<64x4x16xf32>
    %840 = stablehlo.add %837, %839 : tensor<64x4x16xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %842 = stablehlo.multiply %841, %arg81 : tensor<64x4x16xf32>
    %843 = stablehlo.multiply %623, %623 : tensor<64x4x16xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %845 = stablehlo.multiply %844, %843 : tensor<64x4x16xf32>
    %846 = stablehlo.add %842, %845 : tensor<64x4x16xf32>
    %847 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %848 = stablehlo.divide %840, %847 : tensor<64x4x16xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %850 = stablehlo.multiply %849, %848 : tensor<64x4x16xf32>
    %851 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %852 = stablehlo.divide %846, %851 : tensor<64x4x16xf32>
    %853 = stablehlo.sqrt %852 : tensor<64x4x16xf32>
    %cst_225 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %855 = stablehlo.add %853, %854 : tensor<64x4x16xf32>
    %856 = stablehlo.divide %850, %855 : tensor<64x4x16xf32>
    %857 = stablehlo.subtract %arg7, %856 : tensor<64x4x16xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %859 = stablehlo.multiply %858, %arg45 : tensor<4x16x64xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %861 = stablehlo.multiply %860, %588 : tensor<4x16x64xf32>
    %862 = stablehlo.add %859, %861 : tensor<4x16x64xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %864 = stablehlo.multiply %863, %arg82 : tensor<4x16x64xf32>
    %865 = stablehlo.multiply %588, %588 : tensor<4x16x64xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %867 = stablehlo.multiply %866, %865 : tensor<4x16x64xf32>
    %868 = stablehlo.add %864, %867 : tensor<4x16x64xf32>
    %869 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %870 = stablehlo.divide %862, %869 : tensor<4x16x64xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %872 = stablehlo.multiply %871, %870 : tensor<4x16x64xf32>
    %873 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %874 = stablehlo.divide %868, %873 : tensor<4x16x64xf32>
    %875 = stablehlo.sqrt %874 : tensor<4x16x64xf32>
    %cst_231 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %877 = stablehlo.add %875, %876 : tensor<4x16x64xf32>
    %878 = stablehlo.divide %872, %877 : tensor<4x16x64xf32>
    %879 = stablehlo.subtract %arg8, %878 : tensor<4x16x64xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %881 = stablehlo.multiply %880, %arg46 : tensor<64x4x16xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %883 = stablehlo.multiply %882, %630 : tensor<64x4x16xf32>
    %884 = stablehlo.add %881, %883 : tensor<64x4x16xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %886 = stablehlo.multiply %885, %arg83 : tensor<64x4x16xf32>
    %887 = stablehlo.multiply %630, %630 : tensor<64x4x16xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %889 = stablehlo.multiply %888, %887 : tensor<64x4x16xf32>
    %890 = stablehlo.add %886, %889 : tensor<64x4x16xf32>
    %891 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %892 = stablehlo.divide %884, %891 : tensor<64x4x16xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %894 = stablehlo.multiply %893, %892 : tensor<64x4x16xf32>
    %895 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %896 = stablehlo.divide %890, %895 : tensor<64x4x16xf32>
    %897 = stablehlo.sqrt %896 : tensor<64x4x16xf32>
    %cst_237 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %899 = stablehlo.add %897, %898 : tensor<64x4x16xf32>
    %900 = stablehlo.divide %894, %899 : tensor<64x4x16xf32>
    %901 = stablehlo.subtract %arg9, %900 : tensor<64x4x16xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %903 = stablehlo.multiply %902, %arg47 : tensor<64x4x16xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %905 = stablehlo.multiply %904, %617 : tensor<64x4x16xf32>
    %906 = stablehlo.add %903, %905 : tensor<64x4x16xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %908 = stablehlo.multiply %907, %arg84 : tensor<64x4x16xf32>
    %909 = stablehlo.multiply %617, %617 : tensor<64x4x16xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %911 = stablehlo.multiply %910, %909 : tensor<64x4x16xf32>
    %912 = stablehlo.add %908, %911 : tensor<64x4x16xf32>
    %913 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %914 = stablehlo.divide %906, %913 : tensor<64x4x16xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %916 = stablehlo.multiply %915, %914 : tensor<64x4x16xf32>
    %917 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %918 = stablehlo.divide %912, %917 : tensor<64x4x16xf32>
    %919 = stablehlo.sqrt %918 : tensor<64x4x16xf32>
    %cst_243 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %921 = stablehlo.add %919, %920 : tensor<64x4x16xf32>
    %922 = stablehlo.divide %916, %921 : tensor<64x4x16xf32>
    %923 = stablehlo.subtract %arg10, %922 : tensor<64x4x16xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %925 = stablehlo.multiply %924, %arg48 : tensor<64xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %927 = stablehlo.multiply %926, %635 : tensor<64xf32>
    %928 = stablehlo.add %925, %927 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %930 = stablehlo.multiply %929, %arg85 : tensor<64xf32>
    %931 = stablehlo.multiply %635, %635 : tensor<64xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %933 = stablehlo.multiply %932, %931 : tensor<64xf32>
    %934 = stablehlo.add %930, %933 : tensor<64xf32>
    %935 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %936 = stablehlo.divide %928, %935 : tensor<64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %938 = stablehlo.multiply %937, %936 : tensor<64xf32>
    %939 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %940 = stablehlo.divide %934, %939 : tensor<64xf32>
    %941 = stablehlo.sqrt %940 : tensor<64xf32>
    %cst_249 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %943 = stablehlo.add %941, %942 : tensor<64xf32>
    %944 = stablehlo.divide %938, %943 : tensor<64xf32>
    %945 = stablehlo.subtract %arg11, %944 : tensor<64xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %947 = stablehlo.multiply %946, %arg49 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %949 = stablehlo.multiply %948, %641 : tensor<64xf32>
    %950 = stablehlo.add %947, %949 : tensor<64xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %952 = stablehlo.multiply %951, %arg86 : tensor<64xf32>
    %953 = stablehlo.multiply %641, %641 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %955 = stablehlo.multiply %954, %953 : tensor<64xf32>
    %956 = stablehlo.add %952, %955 : tensor<64xf32>
    %957 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %958 = stablehlo.divide %950, %957 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %960 = stablehlo.multiply %959, %958 : tensor<64xf32>
    %961 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %962 = stablehlo.divide %956, %961 : tensor<64xf32>
    %963 = stablehlo.sqrt %962 : tensor<64xf32>
    %cst_255 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %965 = stablehlo.add %963, %964 : tensor<64xf32>
    %966 = stablehlo.divide %960, %965 : tensor<64xf32>
    %967 = stablehlo.subtract %arg12, %966 : tensor<64xf32>
    %cst_256 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %969 = stablehlo.multiply %968, %arg50 : tensor<64xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %971 = stablehlo.multiply %970, %548 : tensor<64xf32>
    %972 = stablehlo.add %969, %971 : tensor<64xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %974 = stablehlo.multiply %973, %arg87 : tensor<64xf32>
    %975 = stablehlo.multiply %548, %548 : tensor<64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %977 = stablehlo.multiply %976, %975 : tensor<64xf32>
    %978 = stablehlo.add %974, %977 : tensor<64xf32>
    %979 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %980 = stablehlo.divide %972, %979 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %982 = stablehlo.multiply %981, %980 : tensor<64xf32>
    %983 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %984 = stablehlo.divide %978, %983 : tensor<64xf32>
    %985 = stablehlo.sqrt %984 : tensor<64xf32>
    %cst_261 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %987 = stablehlo.add %985, %986 : tensor<64xf32>
    %988 = stablehlo.divide %982, %987 : tensor<64xf32>
    %989 = stablehlo.subtract %arg13, %988 : tensor<64xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %991 = stablehlo.multiply %990, %arg51 : tensor<64xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %992 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %993 = stablehlo.multiply %992, %554 : tensor<64xf32>
    %994 = stablehlo.add %991, %993 : tensor<64xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %996 = stablehlo.multiply %995, %arg88 : tensor<64xf32>
    %997 = stablehlo.multiply %554, %554 : tensor<64xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %999 = stablehlo.multiply %998, %997 : tensor<64xf32>
    %1000 = stablehlo.add %996, %999 : tensor<64xf32>
    %1001 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1002 = stablehlo.divide %994, %1001 : tensor<64xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1004 = stablehlo.multiply %1003, %1002 : tensor<64xf32>
    %1005 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1006 = stablehlo.divide %1000, %1005 : tensor<64xf32>
    %1007 = stablehlo.sqrt %1006 : tensor<64xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1009 = stablehlo.add %1007, %1008 : tensor<64xf32>
    %1010 = stablehlo.divide %1004, %1009 : tensor<64xf32>
    %1011 = stablehlo.subtract %arg14, %1010 : tensor<64xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1013 = stablehlo.multiply %1012, %arg52 : tensor<256xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1015 = stablehlo.multiply %1014, %542 : tensor<256xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<256xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1018 = stablehlo.multiply %1017, %arg89 : tensor<256xf32>
    %1019 = stablehlo.multiply %542, %542 : tensor<256xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1021 = stablehlo.multiply %1020, %1019 : tensor<256xf32>
    %1022 = stablehlo.add %1018, %1021 : tensor<256xf32>
    %1023 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1024 = stablehlo.divide %1016, %1023 : tensor<256xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1026 = stablehlo.multiply %1025, %1024 : tensor<256xf32>
    %1027 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1028 = stablehlo.divide %1022, %1027 : tensor<256xf32>
    %1029 = stablehlo.sqrt %1028 : tensor<256xf32>
    %cst_273 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1031 = stablehlo.add %1029, %1030 : tensor<256xf32>
    %1032 = stablehlo.divide %1026, %1031 : tensor<256xf32>
    %1033 = stablehlo.subtract %arg15, %1032 : tensor<256xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1035 = stablehlo.multiply %1034, %arg53 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1037 = stablehlo.multiply %1036, %522 : tensor<64xf32>
    %1038 = stablehlo.add %1035, %1037 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1040 = stablehlo.multiply %1039, %arg90 : tensor<64xf32>
    %1041 = stablehlo.multiply %522, %522 : tensor<64xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<64xf32>
    %1044 = stablehlo.add %1040, %1043 : tensor<64xf32>
    %1045 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1046 = stablehlo.divide %1038, %1045 : tensor<64xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1048 = stablehlo.multiply %1047, %1046 : tensor<64xf32>
    %1049 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1050 = stablehlo.divide %1044, %1049 : tensor<64xf32>
    %1051 = stablehlo.sqrt %1050 : tensor<64xf32>
    %cst_279 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1053 = stablehlo.add %1051, %1052 : tensor<64xf32>
    %1054 = stablehlo.divide %1048, %1053 : tensor<64xf32>
    %1055 = stablehlo.subtract %arg16, %1054 : tensor<64xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1057 = stablehlo.multiply %1056, %arg54 : tensor<64x256xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1059 = stablehlo.multiply %1058, %544 : tensor<64x256xf32>
    %1060 = stablehlo.add %1057, %1059 : tensor<64x256xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1062 = stablehlo.multiply %1061, %arg91 : tensor<64x256xf32>
    %1063 = stablehlo.multiply %544, %544 : tensor<64x256xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1065 = stablehlo.multiply %1064, %1063 : tensor<64x256xf32>
    %1066 = stablehlo.add %1062, %1065 : tensor<64x256xf32>
    %1067 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1068 = stablehlo.divide %1060, %1067 : tensor<64x256xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1070 = stablehlo.multiply %1069, %1068 : tensor<64x256xf32>
    %1071 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1072 = stablehlo.divide %1066, %1071 : tensor<64x256xf32>
    %1073 = stablehlo.sqrt %1072 : tensor<64x256xf32>
    %cst_285 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1075 = stablehlo.add %1073, %1074 : tensor<64x256xf32>
    %1076 = stablehlo.divide %1070, %1075 : tensor<64x256xf32>
    %1077 = stablehlo.subtract %arg17, %1076 : tensor<64x256xf32>
    %cst_286 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1079 = stablehlo.multiply %1078, %arg55 : tensor<256x64xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1081 = stablehlo.multiply %1080, %524 : tensor<256x64xf32>
    %1082 = stablehlo.add %1079, %1081 : tensor<256x64xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1084 = stablehlo.multiply %1083, %arg92 : tensor<256x64xf32>
    %1085 = stablehlo.multiply %524, %524 : tensor<256x64xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1087 = stablehlo.multiply %1086, %1085 : tensor<256x64xf32>
    %1088 = stablehlo.add %1084, %1087 : tensor<256x64xf32>
    %1089 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1090 = stablehlo.divide %1082, %1089 : tensor<256x64xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1092 = stablehlo.multiply %1091, %1090 : tensor<256x64xf32>
    %1093 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1094 = stablehlo.divide %1088, %1093 : tensor<256x64xf32>
    %1095 = stablehlo.sqrt %1094 : tensor<256x64xf32>
    %cst_291 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1097 = stablehlo.add %1095, %1096 : tensor<256x64xf32>
    %1098 = stablehlo.divide %1092, %1097 : tensor<256x64xf32>
    %1099 = stablehlo.subtract %arg18, %1098 : tensor<256x64xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1101 = stablehlo.multiply %1100, %arg56 : tensor<4x16xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1103 = stablehlo.multiply %1102, %470 : tensor<4x16xf32>
    %1104 = stablehlo.add %1101, %1103 : tensor<4x16xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1106 = stablehlo.multiply %1105, %arg93 : tensor<4x16xf32>
    %1107 = stablehlo.multiply %470, %470 : tensor<4x16xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<4x16xf32>
    %1110 = stablehlo.add %1106, %1109 : tensor<4x16xf32>
    %1111 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1112 = stablehlo.divide %1104, %1111 : tensor<4x16xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1114 = stablehlo.multiply %1113, %1112 : tensor<4x16xf32>
    %1115 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1116 = stablehlo.divide %1110, %1115 : tensor<4x16xf32>
    %1117 = stablehlo.sqrt %1116 : tensor<4x16xf32>
    %cst_297 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1119 = stablehlo.add %1117, %1118 : tensor<4x16xf32>
    %1120 = stablehlo.divide %1114, %1119 : tensor<4x16xf32>
    %1121 = stablehlo.subtract %arg19, %1120 : tensor<4x16xf32>
    %cst_298 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1123 = stablehlo.multiply %1122, %arg57 : tensor<64xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1124 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1125 = stablehlo.multiply %1124, %435 : tensor<64xf32>
    %1126 = stablehlo.add %1123, %1125 : tensor<64xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1127 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1128 = stablehlo.multiply %1127, %arg94 : tensor<64xf32>
    %1129 = stablehlo.multiply %435, %435 : tensor<64xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1131 = stablehlo.multiply %1130, %1129 : tensor<64xf32>
    %1132 = stablehlo.add %1128, %1131 : tensor<64xf32>
    %1133 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1134 = stablehlo.divide %1126, %1133 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1136 = stablehlo.multiply %1135, %1134 : tensor<64xf32>
    %1137 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1138 = stablehlo.divide %1132, %1137 : tensor<64xf32>
    %1139 = stablehlo.sqrt %1138 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1141 = stablehlo.add %1139, %1140 : tensor<64xf32>
    %1142 = stablehlo.divide %1136, %1141 : tensor<64xf32>
    %1143 = stablehlo.subtract %arg20, %1142 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1145 = stablehlo.multiply %1144, %arg58 : tensor<4x16xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1147 = stablehlo.multiply %1146, %477 : tensor<4x16xf32>
    %1148 = stablehlo.add %1145, %1147 : tensor<4x16xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1150 = stablehlo.multiply %1149, %arg95 : tensor<4x16xf32>
    %1151 = stablehlo.multiply %477, %477 : tensor<4x16xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1153 = stablehlo.multiply %1152, %1151 : tensor<4x16xf32>
    %1154 = stablehlo.add %1150, %1153 : tensor<4x16xf32>
    %1155 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1156 = stablehlo.divide %1148, %1155 : tensor<4x16xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1158 = stablehlo.multiply %1157, %1156 : tensor<4x16xf32>
    %1159 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1160 = stablehlo.divide %1154, %1159 : tensor<4x16xf32>
    %1161 = stablehlo.sqrt %1160 : tensor<4x16xf32>
    %cst_309 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1163 = stablehlo.add %1161, %1162 : tensor<4x16xf32>
    %1164 = stablehlo.divide %1158, %1163 : tensor<4x16xf32>
    %1165 = stablehlo.subtract %arg21, %1164 : tensor<4x16xf32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1167 = stablehlo.multiply %1166, %arg59 : tensor<4x16xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1169 = stablehlo.multiply %1168, %464 : tensor<4x16xf32>
    %1170 = stablehlo.add %1167, %1169 : tensor<4x16xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1172 = stablehlo.multiply %1171, %arg96 : tensor<4x16xf32>
    %1173 = stablehlo.multiply %464, %464 : tensor<4x16xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1175 = stablehlo.multiply %1174, %1173 : tensor<4x16xf32>
    %1176 = stablehlo.add %1172, %1175 : tensor<4x16xf32>
    %1177 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1178 = stablehlo.divide %1170, %1177 : tensor<4x16xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1180 = stablehlo.multiply %1179, %1178 : tensor<4x16xf32>
    %1181 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1182 = stablehlo.divide %1176, %1181 : tensor<4x16xf32>
    %1183 = stablehlo.sqrt %1182 : tensor<4x16xf32>
    %cst_315 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1184 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1185 = stablehlo.add %1183, %1184 : tensor<4x16xf32>
    %1186 = stablehlo.divide %1180, %1185 : tensor<4x16xf32>
    %1187 = stablehlo.subtract %arg22, %1186 : tensor<4x16xf32>
    %cst_316 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1189 = stablehlo.multiply %1188, %arg60 : tensor<64x4x16xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1191 = stablehlo.multiply %1190, %472 : tensor<64x4x16xf32>
    %1192 = stablehlo.add %1189, %1191 : tensor<64x4x16xf32>
    %cst_318 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1194 = stablehlo.multiply %1193, %arg97 : tensor<64x4x16xf32>
    %1195 = stablehlo.multiply %472, %472 : tensor<64x4x16xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1197 = stablehlo.multiply %1196, %1195 : tensor<64x4x16xf32>
    %1198 = stablehlo.add %1194, %1197 : tensor<64x4x16xf32>
    %1199 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1200 = stablehlo.divide %1192, %1199 : tensor<64x4x16xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1202 = stablehlo.multiply %1201, %1200 : tensor<64x4x16xf32>
    %1203 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1204 = stablehlo.divide %1198, %1203 : tensor<64x4x16xf32>
    %1205 = stablehlo.sqrt %1204 : tensor<64x4x16xf32>
    %cst_321 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1207 = stablehlo.add %1205, %1206 : tensor<64x4x16xf32>
    %1208 = stablehlo.divide %1202, %1207 : tensor<64x4x16xf32>
    %1209 = stablehlo.subtract %arg23, %1208 : tensor<64x4x16xf32>
    %cst_322 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1211 = stablehlo.multiply %1210, %arg61 : tensor<4x16x64xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1213 = stablehlo.multiply %1212, %437 : tensor<4x16x64xf32>
    %1214 = stablehlo.add %1211, %1213 : tensor<4x16x64xf32>
    %cst_324 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1216 = stablehlo.multiply %1215, %arg98 : tensor<4x16x64xf32>
    %1217 = stablehlo.multiply %437, %437 : tensor<4x16x64xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1219 = stablehlo.multiply %1218, %1217 : tensor<4x16x64xf32>
    %1220 = stablehlo.add %1216, %1219 : tensor<4x16x64xf32>
    %1221 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1222 = stablehlo.divide %1214, %1221 : tensor<4x16x64xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1224 = stablehlo.multiply %1223, %1222 : tensor<4x16x64xf32>
    %1225 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1226 = stablehlo.divide %1220, %1225 : tensor<4x16x64xf32>
    %1227 = stablehlo.sqrt %1226 : tensor<4x16x64xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1229 = stablehlo.add %1227, %1228 : tensor<4x16x64xf32>
    %1230 = stablehlo.divide %1224, %1229 : tensor<4x16x64xf32>
    %1231 = stablehlo.subtract %arg24, %1230 : tensor<4x16x64xf32>
    %cst_328 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1233 = stablehlo.multiply %1232, %arg62 : tensor<64x4x16xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1235 = stablehlo.multiply %1234, %479 : tensor<64x4x16xf32>
    %1236 = stablehlo.add %1233, %1235 : tensor<64x4x16xf32>
    %cst_330 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1238 = stablehlo.multiply %1237, %arg99 : tensor<64x4x16xf32>
    %1239 = stablehlo.multiply %479, %479 : tensor<64x4x16xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1241 = stablehlo.multiply %1240, %1239 : tensor<64x4x16xf32>
    %1242 = stablehlo.add %1238, %1241 : tensor<64x4x16xf32>
    %1243 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1244 = stablehlo.divide %1236, %1243 : tensor<64x4x16xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1246 = stablehlo.multiply %1245, %1244 : tensor<64x4x16xf32>
    %1247 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1248 = stablehlo.divide %1242, %1247 : tensor<64x4x16xf32>
    %1249 = stablehlo.sqrt %1248 : tensor<64x4x16xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1250 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1251 = stablehlo.add %1249, %1250 : tensor<64x4x16xf32>
    %1252 = stablehlo.divide %1246, %1251 : tensor<64x4x16xf32>
    %1253 = stablehlo.subtract %arg25, %1252 : tensor<64x4x16xf32>
    %cst_334 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1254 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1255 = stablehlo.multiply %1254, %arg63 : tensor<64x4x16xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1257 = stablehlo.multiply %1256, %466 : tensor<64x4x16xf32>
    %1258 = stablehlo.add %1255, %1257 : tensor<64x4x16xf32>
    %cst_336 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1260 = stablehlo.multiply %1259, %arg100 : tensor<64x4x16xf32>
    %1261 = stablehlo.multiply %466, %466 : tensor<64x4x16xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1262 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1263 = stablehlo.multiply %1262, %1261 : tensor<64x4x16xf32>
    %1264 = stablehlo.add %1260, %1263 : tensor<64x4x16xf32>
    %1265 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1266 = stablehlo.divide %1258, %1265 : tensor<64x4x16xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1268 = stablehlo.multiply %1267, %1266 : tensor<64x4x16xf32>
    %1269 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1270 = stablehlo.divide %1264, %1269 : tensor<64x4x16xf32>
    %1271 = stablehlo.sqrt %1270 : tensor<64x4x16xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1273 = stablehlo.add %1271, %1272 : tensor<64x4x16xf32>
    %1274 = stablehlo.divide %1268, %1273 : tensor<64x4x16xf32>
    %1275 = stablehlo.subtract %arg26, %1274 : tensor<64x4x16xf32>
    %cst_340 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1277 = stablehlo.multiply %1276, %arg64 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1279 = stablehlo.multiply %1278, %484 : tensor<64xf32>
    %1280 = stablehlo.add %1277, %1279 : tensor<64xf32>
    %cst_342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1282 = stablehlo.multiply %1281, %arg101 : tensor<64xf32>
    %1283 = stablehlo.multiply %484, %484 : tensor<64xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1285 = stablehlo.multiply %1284, %1283 : tensor<64xf32>
    %1286 = stablehlo.add %1282, %1285 : tensor<64xf32>
    %1287 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1288 = stablehlo.divide %1280, %1287 : tensor<64xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1290 = stablehlo.multiply %1289, %1288 : tensor<64xf32>
    %1291 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1292 = stablehlo.divide %1286, %1291 : tensor<64xf32>
    %1293 = stablehlo.sqrt %1292 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1294 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1295 = stablehlo.add %1293, %1294 : tensor<64xf32>
    %1296 = stablehlo.divide %1290, %1295 : tensor<64xf32>
    %1297 = stablehlo.subtract %arg27, %1296 : tensor<64xf32>
    %cst_346 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1299 = stablehlo.multiply %1298, %arg65 : tensor<64xf32>
    %cst_347 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1301 = stablehlo.multiply %1300, %490 : tensor<64xf32>
    %1302 = stablehlo.add %1299, %1301 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1304 = stablehlo.multiply %1303, %arg102 : tensor<64xf32>
    %1305 = stablehlo.multiply %490, %490 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1307 = stablehlo.multiply %1306, %1305 : tensor<64xf32>
    %1308 = stablehlo.add %1304, %1307 : tensor<64xf32>
    %1309 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1310 = stablehlo.divide %1302, %1309 : tensor<64xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1312 = stablehlo.multiply %1311, %1310 : tensor<64xf32>
    %1313 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1314 = stablehlo.divide %1308, %1313 : tensor<64xf32>
    %1315 = stablehlo.sqrt %1314 : tensor<64xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1317 = stablehlo.add %1315, %1316 : tensor<64xf32>
    %1318 = stablehlo.divide %1312, %1317 : tensor<64xf32>
    %1319 = stablehlo.subtract %arg28, %1318 : tensor<64xf32>
    %cst_352 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1321 = stablehlo.multiply %1320, %arg66 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1323 = stablehlo.multiply %1322, %397 : tensor<64xf32>
    %1324 = stablehlo.add %1321, %1323 : tensor<64xf32>
    %cst_354 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1326 = stablehlo.multiply %1325, %arg103 : tensor<64xf32>
    %1327 = stablehlo.multiply %397, %397 : tensor<64xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1329 = stablehlo.multiply %1328, %1327 : tensor<64xf32>
    %1330 = stablehlo.add %1326, %1329 : tensor<64xf32>
    %1331 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1332 = stablehlo.divide %1324, %1331 : tensor<64xf32>
    %cst_356 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1334 = stablehlo.multiply %1333, %1332 : tensor<64xf32>
    %1335 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1336 = stablehlo.divide %1330, %1335 : tensor<64xf32>
    %1337 = stablehlo.sqrt %1336 : tensor<64xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1339 = stablehlo.add %1337, %1338 : tensor<64xf32>
    %1340 = stablehlo.divide %1334, %1339 : tensor<64xf32>
    %1341 = stablehlo.subtract %arg29, %1340 : tensor<64xf32>
    %cst_358 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1343 = stablehlo.multiply %1342, %arg67 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1345 = stablehlo.multiply %1344, %403 : tensor<64xf32>
    %1346 = stablehlo.add %1343, %1345 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1347 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1348 = stablehlo.multiply %1347, %arg104 : tensor<64xf32>
    %1349 = stablehlo.multiply %403, %403 : tensor<64xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1351 = stablehlo.multiply %1350, %1349 : tensor<64xf32>
    %1352 = stablehlo.add %1348, %1351 : tensor<64xf32>
    %1353 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1354 = stablehlo.divide %1346, %1353 : tensor<64xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1356 = stablehlo.multiply %1355, %1354 : tensor<64xf32>
    %1357 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1358 = stablehlo.divide %1352, %1357 : tensor<64xf32>
    %1359 = stablehlo.sqrt %1358 : tensor<64xf32>
    %cst_363 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1361 = stablehlo.add %1359, %1360 : tensor<64xf32>
    %1362 = stablehlo.divide %1356, %1361 : tensor<64xf32>
    %1363 = stablehlo.subtract %arg30, %1362 : tensor<64xf32>
    %cst_364 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1365 = stablehlo.multiply %1364, %arg68 : tensor<256xf32>
    %cst_365 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1367 = stablehlo.multiply %1366, %391 : tensor<256xf32>
    %1368 = stablehlo.add %1365, %1367 : tensor<256xf32>
    %cst_366 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1370 = stablehlo.multiply %1369, %arg105 : tensor<256xf32>
    %1371 = stablehlo.multiply %391, %391 : tensor<256xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1373 = stablehlo.multiply %1372, %1371 : tensor<256xf32>
    %1374 = stablehlo.add %1370, %1373 : tensor<256xf32>
    %1375 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1376 = stablehlo.divide %1368, %1375 : tensor<256xf32>
    %cst_368 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1378 = stablehlo.multiply %1377, %1376 : tensor<256xf32>
    %1379 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1380 = stablehlo.divide %1374, %1379 : tensor<256xf32>
    %1381 = stablehlo.sqrt %1380 : tensor<256xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1383 = stablehlo.add %1381, %1382 : tensor<256xf32>
    %1384 = stablehlo.divide %1378, %1383 : tensor<256xf32>
    %1385 = stablehlo.subtract %arg31, %1384 : tensor<256xf32>
    %cst_370 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1387 = stablehlo.multiply %1386, %arg69 : tensor<64xf32>
    %cst_371 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1389 = stablehlo.multiply %1388, %371 : tensor<64xf32>
    %1390 = stablehlo.add %1387, %1389 : tensor<64xf32>
    %cst_372 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1392 = stablehlo.multiply %1391, %arg106 : tensor<64xf32>
    %1393 = stablehlo.multiply %371, %371 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1395 = stablehlo.multiply %1394, %1393 : tensor<64xf32>
    %1396 = stablehlo.add %1392, %1395 : tensor<64xf32>
    %1397 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1398 = stablehlo.divide %1390, %1397 : tensor<64xf32>
    %cst_374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1400 = stablehlo.multiply %1399, %1398 : tensor<64xf32>
    %1401 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1402 = stablehlo.divide %1396, %1401 : tensor<64xf32>
    %1403 = stablehlo.sqrt %1402 : tensor<64xf32>
    %cst_375 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1405 = stablehlo.add %1403, %1404 : tensor<64xf32>
    %1406 = stablehlo.divide %1400, %1405 : tensor<64xf32>
    %1407 = stablehlo.subtract %arg32, %1406 : tensor<64xf32>
    %cst_376 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1409 = stablehlo.multiply %1408, %arg70 : tensor<64x256xf32>
    %cst_377 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1411 = stablehlo.multiply %1410, %393 : tensor<64x256xf32>
    %1412 = stablehlo.add %1409, %1411 : tensor<64x256xf32>
    %cst_378 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1414 = stablehlo.multiply %1413, %arg107 : tensor<64x256xf32>
    %1415 = stablehlo.multiply %393, %393 : tensor<64x256xf32>
    %cst_379 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1417 = stablehlo.multiply %1416, %1415 : tensor<64x256xf32>
    %1418 = stablehlo.add %1414, %1417 : tensor<64x256xf32>
    %1419 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1420 = stablehlo.divide %1412, %1419 : tensor<64x256xf32>
    %cst_380 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1422 = stablehlo.multiply %1421, %1420 : tensor<64x256xf32>
    %1423 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1424 = stablehlo.divide %1418, %1423 : tensor<64x256xf32>
    %1425 = stablehlo.sqrt %1424 : tensor<64x256xf32>
    %cst_381 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1427 = stablehlo.add %1425, %1426 : tensor<64x256xf32>
    %1428 = stablehlo.divide %1422, %1427 : tensor<64x256xf32>
    %1429 = stablehlo.subtract %arg33, %1428 : tensor<64x256xf32>
    %cst_382 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1431 = stablehlo.multiply %1430, %arg71 : tensor<256x64xf32>
    %cst_383 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1432 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1433 = stablehlo.multiply %1432, %373 : tensor<256x64xf32>
    %1434 = stablehlo.add %1431, %1433 : tensor<256x64xf32>
    %cst_384 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1435 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1436 = stablehlo.multiply %1435, %arg108 : tensor<256x64xf32>
    %1437 = stablehlo.multiply %373, %373 : tensor<256x64xf32>
    %cst_385 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1439 = stablehlo.multiply %1438, %1437 : tensor<256x64xf32>
    %1440 = stablehlo.add %1436, %1439 : tensor<256x64xf32>
    %1441 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1442 = stablehlo.divide %1434, %1441 : tensor<256x64xf32>
    %cst_386 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1444 = stablehlo.multiply %1443, %1442 : tensor<256x64xf32>
    %1445 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1446 = stablehlo.divide %1440, %1445 : tensor<256x64xf32>
    %1447 = stablehlo.sqrt %1446 : tensor<256x64xf32>
    %cst_387 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1448 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1449 = stablehlo.add %1447, %1448 : tensor<256x64xf32>
    %1450 = stablehlo.divide %1444, %1449 : tensor<256x64xf32>
    %1451 = stablehlo.subtract %arg34, %1450 : tensor<256x64xf32>
    %cst_388 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1453 = stablehlo.multiply %1452, %arg72 : tensor<64xf32>
    %cst_389 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1455 = stablehlo.multiply %1454, %334 : tensor<64xf32>
    %1456 = stablehlo.add %1453, %1455 : tensor<64xf32>
    %cst_390 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1458 = stablehlo.multiply %1457, %arg109 : tensor<64xf32>
    %1459 = stablehlo.multiply %334, %334 : tensor<64xf32>
    %cst_391 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1461 = stablehlo.multiply %1460, %1459 : tensor<64xf32>
    %1462 = stablehlo.add %1458, %1461 : tensor<64xf32>
    %1463 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1464 = stablehlo.divide %1456, %1463 : tensor<64xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1466 = stablehlo.multiply %1465, %1464 : tensor<64xf32>
    %1467 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1468 = stablehlo.divide %1462, %1467 : tensor<64xf32>
    %1469 = stablehlo.sqrt %1468 : tensor<64xf32>
    %cst_393 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1470 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1471 = stablehlo.add %1469, %1470 : tensor<64xf32>
    %1472 = stablehlo.divide %1466, %1471 : tensor<64xf32>
    %1473 = stablehlo.subtract %arg35, %1472 : tensor<64xf32>
    %cst_394 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1475 = stablehlo.multiply %1474, %arg73 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1477 = stablehlo.multiply %1476, %340 : tensor<64xf32>
    %1478 = stablehlo.add %1475, %1477 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1479 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1480 = stablehlo.multiply %1479, %arg110 : tensor<64xf32>
    %1481 = stablehlo.multiply %340, %340 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1483 = stablehlo.multiply %1482, %1481 : tensor<64xf32>
    %1484 = stablehlo.add %1480, %1483 : tensor<64xf32>
    %1485 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1486 = stablehlo.divide %1478, %1485 : tensor<64xf32>
    %cst_398 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1488 = stablehlo.multiply %1487, %1486 : tensor<64xf32>
    %1489 = stablehlo.broadcast_in_dim %681, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1490 = stablehlo.divide %1484, %1489 : tensor<64xf32>
    %1491 = stablehlo.sqrt %1490 : tensor<64xf32>
    %cst_399 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1492 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1493 = stablehlo.add %1491, %1492 : tensor<64xf32>
    %1494 = stablehlo.divide %1488, %1493 : tensor<64xf32>
    %1495 = stablehlo.subtract %arg36, %1494 : tensor<64xf32>
    return %703, %725, %747, %769, %791, %813, %835, %857, %879, %901, %923, %945, %967, %989, %1011, %1033, %1055, %1077, %1099, %1121, %1143, %1165, %1187, %1209, %1231, %1253, %1275, %1297, %1319, %1341, %1363, %1385, %1407, %1429, %1451, %1473, %1495, %686, %708, %730, %752, %774, %796, %818, %840, %862, %884, %906, %928, %950, %972, %994, %1016, %1038, %1060, %1082, %1104, %1126, %1148, %1170, %1192, %1214, %1236, %1258, %1280, %1302, %1324, %1346, %1368, %1390, %1412, %1434, %1456, %1478, %692, %714, %736, %758, %780, %802, %824, %846, %868, %890, %912, %934, %956, %978, %1000, %1022, %1044, %1066, %1088, %1110, %1132, %1154, %1176, %1198, %1220, %1242, %1264, %1286, %1308, %1330, %1352, %1374, %1396, %1418, %1440, %1462, %1484, %676, %322 : tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<8x4x32x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %2, %0 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>
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
  func.func private @log_softmax_0(%arg0: tensor<8x32x256xf32>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<8x32x256xf32>) -> tensor<8x32x256xf32> {
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
  func.func private @_where_1(%arg0: tensor<8x4x32x32xi1>, %arg1: tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %1 : tensor<8x4x32x32xf32>
  }
}
