// Exported by: python3 tools/export_models.py transformer --dtype bf16 -o examples/transformer_bf16.mlir
// jax 0.10.2, jaxlib 0.10.2; transformer: batch=8 d_model=64 dtype=bf16 heads=4 layers=2 mlp_ratio=4 scan=False seq=32 vocab=256; 134912 parameters
module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xbf16> {jax.arg_info = "params['embed']['positions']", tf.aliasing_output = 0 : i32}, %arg1: tensor<256x64xbf16> {jax.arg_info = "params['embed']['tokens']", tf.aliasing_output = 1 : i32}, %arg2: tensor<64x256xbf16> {jax.arg_info = "params['head']['w']", tf.aliasing_output = 2 : i32}, %arg3: tensor<4x16xbf16> {jax.arg_info = "params['layers'][0]['attn']['bk']", tf.aliasing_output = 3 : i32}, %arg4: tensor<64xbf16> {jax.arg_info = "params['layers'][0]['attn']['bo']", tf.aliasing_output = 4 : i32}, %arg5: tensor<4x16xbf16> {jax.arg_info = "params['layers'][0]['attn']['bq']", tf.aliasing_output = 5 : i32}, %arg6: tensor<4x16xbf16> {jax.arg_info = "params['layers'][0]['attn']['bv']", tf.aliasing_output = 6 : i32}, %arg7: tensor<64x4x16xbf16> {jax.arg_info = "params['layers'][0]['attn']['wk']", tf.aliasing_output = 7 : i32}, %arg8: tensor<4x16x64xbf16> {jax.arg_info = "params['layers'][0]['attn']['wo']", tf.aliasing_output = 8 : i32}, %arg9: tensor<64x4x16xbf16> {jax.arg_info = "params['layers'][0]['attn']['wq']", tf.aliasing_output = 9 : i32}, %arg10: tensor<64x4x16xbf16> {jax.arg_info = "params['layers'][0]['attn']['wv']", tf.aliasing_output = 10 : i32}, %arg11: tensor<64xbf16> {jax.arg_info = "params['layers'][0]['ln1']['bias']", tf.aliasing_output = 11 : i32}, %arg12: tensor<64xbf16> {jax.arg_info = "params['layers'][0]['ln1']['scale']", tf.aliasing_output = 12 : i32}, %arg13: tensor<64xbf16> {jax.arg_info = "params['layers'][0]['ln2']['bias']", tf.aliasing_output = 13 : i32}, %arg14: tensor<64xbf16> {jax.arg_info = "params['layers'][0]['ln2']['scale']", tf.aliasing_output = 14 : i32}, %arg15: tensor<256xbf16> {jax.arg_info = "params['layers'][0]['mlp']['b_in']", tf.aliasing_output = 15 : i32}, %arg16: tensor<64xbf16> {jax.arg_info = "params['layers'][0]['mlp']['b_out']", tf.aliasing_output = 16 : i32}, %arg17: tensor<64x256xbf16> {jax.arg_info = "params['layers'][0]['mlp']['w_in']", tf.aliasing_output = 17 : i32}, %arg18: tensor<256x64xbf16> {jax.arg_info = "params['layers'][0]['mlp']['w_out']", tf.aliasing_output = 18 : i32}, %arg19: tensor<4x16xbf16> {jax.arg_info = "params['layers'][1]['attn']['bk']", tf.aliasing_output = 19 : i32}, %arg20: tensor<64xbf16> {jax.arg_info = "params['layers'][1]['attn']['bo']", tf.aliasing_output = 20 : i32}, %arg21: tensor<4x16xbf16> {jax.arg_info = "params['layers'][1]['attn']['bq']", tf.aliasing_output = 21 : i32}, %arg22: tensor<4x16xbf16> {jax.arg_info = "params['layers'][1]['attn']['bv']", tf.aliasing_output = 22 : i32}, %arg23: tensor<64x4x16xbf16> {jax.arg_info = "params['layers'][1]['attn']['wk']", tf.aliasing_output = 23 : i32}, %arg24: tensor<4x16x64xbf16> {jax.arg_info = "params['layers'][1]['attn']['wo']", tf.aliasing_output = 24 : i32}, %arg25: tensor<64x4x16xbf16> {jax.arg_info = "params['layers'][1]['attn']['wq']", tf.aliasing_output = 25 : i32}, %arg26: tensor<64x4x16xbf16> {jax.arg_info = "params['layers'][1]['attn']['wv']", tf.aliasing_output = 26 : i32}, %arg27: tensor<64xbf16> {jax.arg_info = "params['layers'][1]['ln1']['bias']", tf.aliasing_output = 27 : i32}, %arg28: tensor<64xbf16> {jax.arg_info = "params['layers'][1]['ln1']['scale']", tf.aliasing_output = 28 : i32}, %arg29: tensor<64xbf16> {jax.arg_info = "params['layers'][1]['ln2']['bias']", tf.aliasing_output = 29 : i32}, %arg30: tensor<64xbf16> {jax.arg_info = "params['layers'][1]['ln2']['scale']", tf.aliasing_output = 30 : i32}, %arg31: tensor<256xbf16> {jax.arg_info = "params['layers'][1]['mlp']['b_in']", tf.aliasing_output = 31 : i32}, %arg32: tensor<64xbf16> {jax.arg_info = "params['layers'][1]['mlp']['b_out']", tf.aliasing_output = 32 : i32}, %arg33: tensor<64x256xbf16> {jax.arg_info = "params['layers'][1]['mlp']['w_in']", tf.aliasing_output = 33 : i32}, %arg34: tensor<256x64xbf16> {jax.arg_info = "params['layers'][1]['mlp']['w_out']", tf.aliasing_output = 34 : i32}, %arg35: tensor<64xbf16> {jax.arg_info = "params['ln_f']['bias']", tf.aliasing_output = 35 : i32}, %arg36: tensor<64xbf16> {jax.arg_info = "params['ln_f']['scale']", tf.aliasing_output = 36 : i32}, %arg37: tensor<32x64xf32> {jax.arg_info = "opt_state['mu']['embed']['positions']", tf.aliasing_output = 37 : i32}, %arg38: tensor<256x64xf32> {jax.arg_info = "opt_state['mu']['embed']['tokens']", tf.aliasing_output = 38 : i32}, %arg39: tensor<64x256xf32> {jax.arg_info = "opt_state['mu']['head']['w']", tf.aliasing_output = 39 : i32}, %arg40: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bk']", tf.aliasing_output = 40 : i32}, %arg41: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bo']", tf.aliasing_output = 41 : i32}, %arg42: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bq']", tf.aliasing_output = 42 : i32}, %arg43: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['bv']", tf.aliasing_output = 43 : i32}, %arg44: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wk']", tf.aliasing_output = 44 : i32}, %arg45: tensor<4x16x64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wo']", tf.aliasing_output = 45 : i32}, %arg46: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wq']", tf.aliasing_output = 46 : i32}, %arg47: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['attn']['wv']", tf.aliasing_output = 47 : i32}, %arg48: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln1']['bias']", tf.aliasing_output = 48 : i32}, %arg49: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln1']['scale']", tf.aliasing_output = 49 : i32}, %arg50: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln2']['bias']", tf.aliasing_output = 50 : i32}, %arg51: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['ln2']['scale']", tf.aliasing_output = 51 : i32}, %arg52: tensor<256xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['b_in']", tf.aliasing_output = 52 : i32}, %arg53: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['b_out']", tf.aliasing_output = 53 : i32}, %arg54: tensor<64x256xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['w_in']", tf.aliasing_output = 54 : i32}, %arg55: tensor<256x64xf32> {jax.arg_info = "opt_state['mu']['layers'][0]['mlp']['w_out']", tf.aliasing_output = 55 : i32}, %arg56: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bk']", tf.aliasing_output = 56 : i32}, %arg57: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bo']", tf.aliasing_output = 57 : i32}, %arg58: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bq']", tf.aliasing_output = 58 : i32}, %arg59: tensor<4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['bv']", tf.aliasing_output = 59 : i32}, %arg60: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wk']", tf.aliasing_output = 60 : i32}, %arg61: tensor<4x16x64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wo']", tf.aliasing_output = 61 : i32}, %arg62: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wq']", tf.aliasing_output = 62 : i32}, %arg63: tensor<64x4x16xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['attn']['wv']", tf.aliasing_output = 63 : i32}, %arg64: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln1']['bias']", tf.aliasing_output = 64 : i32}, %arg65: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln1']['scale']", tf.aliasing_output = 65 : i32}, %arg66: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln2']['bias']", tf.aliasing_output = 66 : i32}, %arg67: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['ln2']['scale']", tf.aliasing_output = 67 : i32}, %arg68: tensor<256xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['b_in']", tf.aliasing_output = 68 : i32}, %arg69: tensor<64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['b_out']", tf.aliasing_output = 69 : i32}, %arg70: tensor<64x256xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['w_in']", tf.aliasing_output = 70 : i32}, %arg71: tensor<256x64xf32> {jax.arg_info = "opt_state['mu']['layers'][1]['mlp']['w_out']", tf.aliasing_output = 71 : i32}, %arg72: tensor<64xf32> {jax.arg_info = "opt_state['mu']['ln_f']['bias']", tf.aliasing_output = 72 : i32}, %arg73: tensor<64xf32> {jax.arg_info = "opt_state['mu']['ln_f']['scale']", tf.aliasing_output = 73 : i32}, %arg74: tensor<32x64xf32> {jax.arg_info = "opt_state['nu']['embed']['positions']", tf.aliasing_output = 74 : i32}, %arg75: tensor<256x64xf32> {jax.arg_info = "opt_state['nu']['embed']['tokens']", tf.aliasing_output = 75 : i32}, %arg76: tensor<64x256xf32> {jax.arg_info = "opt_state['nu']['head']['w']", tf.aliasing_output = 76 : i32}, %arg77: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bk']", tf.aliasing_output = 77 : i32}, %arg78: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bo']", tf.aliasing_output = 78 : i32}, %arg79: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bq']", tf.aliasing_output = 79 : i32}, %arg80: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['bv']", tf.aliasing_output = 80 : i32}, %arg81: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wk']", tf.aliasing_output = 81 : i32}, %arg82: tensor<4x16x64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wo']", tf.aliasing_output = 82 : i32}, %arg83: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wq']", tf.aliasing_output = 83 : i32}, %arg84: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['attn']['wv']", tf.aliasing_output = 84 : i32}, %arg85: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln1']['bias']", tf.aliasing_output = 85 : i32}, %arg86: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln1']['scale']", tf.aliasing_output = 86 : i32}, %arg87: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln2']['bias']", tf.aliasing_output = 87 : i32}, %arg88: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['ln2']['scale']", tf.aliasing_output = 88 : i32}, %arg89: tensor<256xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['b_in']", tf.aliasing_output = 89 : i32}, %arg90: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['b_out']", tf.aliasing_output = 90 : i32}, %arg91: tensor<64x256xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['w_in']", tf.aliasing_output = 91 : i32}, %arg92: tensor<256x64xf32> {jax.arg_info = "opt_state['nu']['layers'][0]['mlp']['w_out']", tf.aliasing_output = 92 : i32}, %arg93: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bk']", tf.aliasing_output = 93 : i32}, %arg94: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bo']", tf.aliasing_output = 94 : i32}, %arg95: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bq']", tf.aliasing_output = 95 : i32}, %arg96: tensor<4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['bv']", tf.aliasing_output = 96 : i32}, %arg97: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wk']", tf.aliasing_output = 97 : i32}, %arg98: tensor<4x16x64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wo']", tf.aliasing_output = 98 : i32}, %arg99: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wq']", tf.aliasing_output = 99 : i32}, %arg100: tensor<64x4x16xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['attn']['wv']", tf.aliasing_output = 100 : i32}, %arg101: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln1']['bias']", tf.aliasing_output = 101 : i32}, %arg102: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln1']['scale']", tf.aliasing_output = 102 : i32}, %arg103: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln2']['bias']", tf.aliasing_output = 103 : i32}, %arg104: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['ln2']['scale']", tf.aliasing_output = 104 : i32}, %arg105: tensor<256xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['b_in']", tf.aliasing_output = 105 : i32}, %arg106: tensor<64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['b_out']", tf.aliasing_output = 106 : i32}, %arg107: tensor<64x256xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['w_in']", tf.aliasing_output = 107 : i32}, %arg108: tensor<256x64xf32> {jax.arg_info = "opt_state['nu']['layers'][1]['mlp']['w_out']", tf.aliasing_output = 108 : i32}, %arg109: tensor<64xf32> {jax.arg_info = "opt_state['nu']['ln_f']['bias']", tf.aliasing_output = 109 : i32}, %arg110: tensor<64xf32> {jax.arg_info = "opt_state['nu']['ln_f']['scale']", tf.aliasing_output = 110 : i32}, %arg111: tensor<i32> {jax.arg_info = "opt_state['step']", tf.aliasing_output = 111 : i32}, %arg112: tensor<8x32xi32> {jax.arg_info = "batch['inputs']"}, %arg113: tensor<8x32xi32> {jax.arg_info = "batch['targets']"}) -> (tensor<32x64xbf16> {jax.result_info = "result[0]['embed']['positions']"}, tensor<256x64xbf16> {jax.result_info = "result[0]['embed']['tokens']"}, tensor<64x256xbf16> {jax.result_info = "result[0]['head']['w']"}, tensor<4x16xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['bk']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['bo']"}, tensor<4x16xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['bq']"}, tensor<4x16xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['bv']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['wk']"}, tensor<4x16x64xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['wo']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['wq']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][0]['attn']['wv']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['ln1']['bias']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['ln1']['scale']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['ln2']['bias']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['ln2']['scale']"}, tensor<256xbf16> {jax.result_info = "result[0]['layers'][0]['mlp']['b_in']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][0]['mlp']['b_out']"}, tensor<64x256xbf16> {jax.result_info = "result[0]['layers'][0]['mlp']['w_in']"}, tensor<256x64xbf16> {jax.result_info = "result[0]['layers'][0]['mlp']['w_out']"}, tensor<4x16xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['bk']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['bo']"}, tensor<4x16xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['bq']"}, tensor<4x16xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['bv']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['wk']"}, tensor<4x16x64xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['wo']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['wq']"}, tensor<64x4x16xbf16> {jax.result_info = "result[0]['layers'][1]['attn']['wv']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['ln1']['bias']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['ln1']['scale']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['ln2']['bias']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['ln2']['scale']"}, tensor<256xbf16> {jax.result_info = "result[0]['layers'][1]['mlp']['b_in']"}, tensor<64xbf16> {jax.result_info = "result[0]['layers'][1]['mlp']['b_out']"}, tensor<64x256xbf16> {jax.result_info = "result[0]['layers'][1]['mlp']['w_in']"}, tensor<256x64xbf16> {jax.result_info = "result[0]['layers'][1]['mlp']['w_out']"}, tensor<64xbf16> {jax.result_info = "result[0]['ln_f']['bias']"}, tensor<64xbf16> {jax.result_info = "result[0]['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[1]['mu']['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[1]['mu']['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[1]['mu']['head']['w']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][0]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['mu']['layers'][0]['mlp']['w_out']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['mu']['layers'][1]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['mu']['layers'][1]['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['mu']['ln_f']['scale']"}, tensor<32x64xf32> {jax.result_info = "result[1]['nu']['embed']['positions']"}, tensor<256x64xf32> {jax.result_info = "result[1]['nu']['embed']['tokens']"}, tensor<64x256xf32> {jax.result_info = "result[1]['nu']['head']['w']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][0]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['nu']['layers'][0]['mlp']['w_out']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bk']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bo']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bq']"}, tensor<4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['bv']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wk']"}, tensor<4x16x64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wo']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wq']"}, tensor<64x4x16xf32> {jax.result_info = "result[1]['nu']['layers'][1]['attn']['wv']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln1']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln1']['scale']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln2']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['ln2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['b_in']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['b_out']"}, tensor<64x256xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['w_in']"}, tensor<256x64xf32> {jax.result_info = "result[1]['nu']['layers'][1]['mlp']['w_out']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['ln_f']['bias']"}, tensor<64xf32> {jax.result_info = "result[1]['nu']['ln_f']['scale']"}, tensor<i32> {jax.result_info = "result[1]['step']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg112, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg112, %2 : tensor<8x32xi32>
    %4 = stablehlo.select %1, %3, %arg112 : tensor<8x32xi1>, tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %6 = "stablehlo.gather"(%arg1, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xbf16>, tensor<8x32x1xi32>) -> tensor<8x32x64xbf16>
    %7 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<32x64xbf16>) -> tensor<1x32x64xbf16>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x32x64xbf16>) -> tensor<8x32x64xbf16>
    %9 = stablehlo.add %6, %8 : tensor<8x32x64xbf16>
    %10 = stablehlo.convert %9 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<8x32x64xf32>
    %17 = chlo.square %16 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<8x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x32x1xf32>
    %24 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %25 = stablehlo.subtract %10, %24 : tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<8x32x1xf32>
    %28 = stablehlo.sqrt %27 : tensor<8x32x1xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %30 = stablehlo.divide %29, %28 : tensor<8x32x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %32 = stablehlo.divide %31, %28 : tensor<8x32x1xf32>
    %33 = stablehlo.multiply %28, %28 : tensor<8x32x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %35 = stablehlo.divide %34, %33 : tensor<8x32x1xf32>
    %36 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %37 = stablehlo.multiply %25, %36 : tensor<8x32x64xf32>
    %38 = stablehlo.convert %37 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %39 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %41 = stablehlo.multiply %38, %40 : tensor<8x32x64xbf16>
    %42 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %44 = stablehlo.add %41, %43 : tensor<8x32x64xbf16>
    %45 = stablehlo.dot_general %44, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %46 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %48 = stablehlo.add %45, %47 : tensor<8x32x4x16xbf16>
    %49 = stablehlo.dot_general %44, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %50 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %52 = stablehlo.add %49, %51 : tensor<8x32x4x16xbf16>
    %53 = stablehlo.dot_general %44, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %54 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %56 = stablehlo.add %53, %55 : tensor<8x32x4x16xbf16>
    %57 = stablehlo.dot_general %48, %52, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x32xbf16>
    %58 = stablehlo.convert %57 : (tensor<8x4x32x32xbf16>) -> tensor<8x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<8x4x32x32xf32>
    %61 = stablehlo.iota dim = 0 : tensor<32xi32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %66 = stablehlo.compare GE, %64, %65, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %cst_10 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %67:2 = call @_where(%66, %60, %cst_10) : (tensor<32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.reduce(%67#0 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %70 = stablehlo.maximum %69, %68 : tensor<8x4x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %73 = stablehlo.subtract %67#0, %72 : tensor<8x4x32x32xf32>
    %74 = stablehlo.exponential %73 : tensor<8x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %78 = stablehlo.divide %74, %77 : tensor<8x4x32x32xf32>
    %79 = stablehlo.multiply %76, %76 : tensor<8x4x32x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %81 = stablehlo.divide %80, %79 : tensor<8x4x32x1xf32>
    %82 = stablehlo.convert %78 : (tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xbf16>
    %83 = stablehlo.dot_general %56, %82, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x4x32x32xbf16>) -> tensor<8x4x16x32xbf16>
    %84 = stablehlo.transpose %83, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xbf16>) -> tensor<8x32x4x16xbf16>
    %85 = stablehlo.dot_general %84, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<8x32x64xbf16>
    %86 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %88 = stablehlo.add %85, %87 : tensor<8x32x64xbf16>
    %89 = stablehlo.add %9, %88 : tensor<8x32x64xbf16>
    %90 = stablehlo.convert %89 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<8x32x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %96 = stablehlo.subtract %90, %95 : tensor<8x32x64xf32>
    %97 = chlo.square %96 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %99 = stablehlo.multiply %98, %96 : tensor<8x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%97 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %103 = stablehlo.divide %101, %102 : tensor<8x32x1xf32>
    %104 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %105 = stablehlo.subtract %90, %104 : tensor<8x32x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %107 = stablehlo.add %103, %106 : tensor<8x32x1xf32>
    %108 = stablehlo.sqrt %107 : tensor<8x32x1xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %110 = stablehlo.divide %109, %108 : tensor<8x32x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %112 = stablehlo.divide %111, %108 : tensor<8x32x1xf32>
    %113 = stablehlo.multiply %108, %108 : tensor<8x32x1xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %115 = stablehlo.divide %114, %113 : tensor<8x32x1xf32>
    %116 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %117 = stablehlo.multiply %105, %116 : tensor<8x32x64xf32>
    %118 = stablehlo.convert %117 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %119 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %121 = stablehlo.multiply %118, %120 : tensor<8x32x64xbf16>
    %122 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %124 = stablehlo.add %121, %123 : tensor<8x32x64xbf16>
    %125 = stablehlo.dot_general %124, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x256xbf16>) -> tensor<8x32x256xbf16>
    %126 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x32x256xbf16>
    %128 = stablehlo.add %125, %127 : tensor<8x32x256xbf16>
    %129 = stablehlo.multiply %128, %128 : tensor<8x32x256xbf16>
    %130 = stablehlo.multiply %129, %128 : tensor<8x32x256xbf16>
    %131 = stablehlo.multiply %128, %128 : tensor<8x32x256xbf16>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %132 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %133 = stablehlo.multiply %132, %131 : tensor<8x32x256xbf16>
    %cst_25 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %134 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %135 = stablehlo.multiply %134, %130 : tensor<8x32x256xbf16>
    %136 = stablehlo.add %128, %135 : tensor<8x32x256xbf16>
    %cst_26 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %138 = stablehlo.multiply %137, %136 : tensor<8x32x256xbf16>
    %139 = stablehlo.tanh %138 : tensor<8x32x256xbf16>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %141 = stablehlo.subtract %140, %139 : tensor<8x32x256xbf16>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %143 = stablehlo.add %142, %139 : tensor<8x32x256xbf16>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %145 = stablehlo.multiply %144, %143 : tensor<8x32x256xbf16>
    %146 = stablehlo.multiply %128, %145 : tensor<8x32x256xbf16>
    %147 = stablehlo.dot_general %146, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<256x64xbf16>) -> tensor<8x32x64xbf16>
    %148 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %150 = stablehlo.add %147, %149 : tensor<8x32x64xbf16>
    %151 = stablehlo.add %89, %150 : tensor<8x32x64xbf16>
    %152 = stablehlo.convert %151 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %156 = stablehlo.divide %154, %155 : tensor<8x32x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %158 = stablehlo.subtract %152, %157 : tensor<8x32x64xf32>
    %159 = chlo.square %158 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %161 = stablehlo.multiply %160, %158 : tensor<8x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%159 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %165 = stablehlo.divide %163, %164 : tensor<8x32x1xf32>
    %166 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %167 = stablehlo.subtract %152, %166 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %169 = stablehlo.add %165, %168 : tensor<8x32x1xf32>
    %170 = stablehlo.sqrt %169 : tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %172 = stablehlo.divide %171, %170 : tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %174 = stablehlo.divide %173, %170 : tensor<8x32x1xf32>
    %175 = stablehlo.multiply %170, %170 : tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %177 = stablehlo.divide %176, %175 : tensor<8x32x1xf32>
    %178 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %179 = stablehlo.multiply %167, %178 : tensor<8x32x64xf32>
    %180 = stablehlo.convert %179 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %181 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %183 = stablehlo.multiply %180, %182 : tensor<8x32x64xbf16>
    %184 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %186 = stablehlo.add %183, %185 : tensor<8x32x64xbf16>
    %187 = stablehlo.dot_general %186, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %188 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %190 = stablehlo.add %187, %189 : tensor<8x32x4x16xbf16>
    %191 = stablehlo.dot_general %186, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %192 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %194 = stablehlo.add %191, %193 : tensor<8x32x4x16xbf16>
    %195 = stablehlo.dot_general %186, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %196 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xbf16>) -> tensor<8x32x4x16xbf16>
    %198 = stablehlo.add %195, %197 : tensor<8x32x4x16xbf16>
    %199 = stablehlo.dot_general %190, %194, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x32xbf16>
    %200 = stablehlo.convert %199 : (tensor<8x4x32x32xbf16>) -> tensor<8x4x32x32xf32>
    %cst_39 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %202 = stablehlo.multiply %200, %201 : tensor<8x4x32x32xf32>
    %203 = stablehlo.iota dim = 0 : tensor<32xi32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %208 = stablehlo.compare GE, %206, %207, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %cst_40 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %209:2 = call @_where(%208, %202, %cst_40) : (tensor<32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = stablehlo.reduce(%209#0 init: %cst_41) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %212 = stablehlo.maximum %211, %210 : tensor<8x4x32xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %215 = stablehlo.subtract %209#0, %214 : tensor<8x4x32x32xf32>
    %216 = stablehlo.exponential %215 : tensor<8x4x32x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_43) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %220 = stablehlo.divide %216, %219 : tensor<8x4x32x32xf32>
    %221 = stablehlo.multiply %218, %218 : tensor<8x4x32x1xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %223 = stablehlo.divide %222, %221 : tensor<8x4x32x1xf32>
    %224 = stablehlo.convert %220 : (tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xbf16>
    %225 = stablehlo.dot_general %198, %224, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x4x32x32xbf16>) -> tensor<8x4x16x32xbf16>
    %226 = stablehlo.transpose %225, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xbf16>) -> tensor<8x32x4x16xbf16>
    %227 = stablehlo.dot_general %226, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<4x16x64xbf16>) -> tensor<8x32x64xbf16>
    %228 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %230 = stablehlo.add %227, %229 : tensor<8x32x64xbf16>
    %231 = stablehlo.add %151, %230 : tensor<8x32x64xbf16>
    %232 = stablehlo.convert %231 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %236 = stablehlo.divide %234, %235 : tensor<8x32x1xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %238 = stablehlo.subtract %232, %237 : tensor<8x32x64xf32>
    %239 = chlo.square %238 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %241 = stablehlo.multiply %240, %238 : tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%239 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_49 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %245 = stablehlo.divide %243, %244 : tensor<8x32x1xf32>
    %246 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %247 = stablehlo.subtract %232, %246 : tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %249 = stablehlo.add %245, %248 : tensor<8x32x1xf32>
    %250 = stablehlo.sqrt %249 : tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %252 = stablehlo.divide %251, %250 : tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %254 = stablehlo.divide %253, %250 : tensor<8x32x1xf32>
    %255 = stablehlo.multiply %250, %250 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %257 = stablehlo.divide %256, %255 : tensor<8x32x1xf32>
    %258 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %259 = stablehlo.multiply %247, %258 : tensor<8x32x64xf32>
    %260 = stablehlo.convert %259 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %261 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %263 = stablehlo.multiply %260, %262 : tensor<8x32x64xbf16>
    %264 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %266 = stablehlo.add %263, %265 : tensor<8x32x64xbf16>
    %267 = stablehlo.dot_general %266, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x256xbf16>) -> tensor<8x32x256xbf16>
    %268 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x32x256xbf16>
    %270 = stablehlo.add %267, %269 : tensor<8x32x256xbf16>
    %271 = stablehlo.multiply %270, %270 : tensor<8x32x256xbf16>
    %272 = stablehlo.multiply %271, %270 : tensor<8x32x256xbf16>
    %273 = stablehlo.multiply %270, %270 : tensor<8x32x256xbf16>
    %cst_54 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %274 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %275 = stablehlo.multiply %274, %273 : tensor<8x32x256xbf16>
    %cst_55 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %276 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %277 = stablehlo.multiply %276, %272 : tensor<8x32x256xbf16>
    %278 = stablehlo.add %270, %277 : tensor<8x32x256xbf16>
    %cst_56 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %279 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %280 = stablehlo.multiply %279, %278 : tensor<8x32x256xbf16>
    %281 = stablehlo.tanh %280 : tensor<8x32x256xbf16>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %282 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %283 = stablehlo.subtract %282, %281 : tensor<8x32x256xbf16>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %284 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %285 = stablehlo.add %284, %281 : tensor<8x32x256xbf16>
    %cst_59 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %286 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %287 = stablehlo.multiply %286, %285 : tensor<8x32x256xbf16>
    %288 = stablehlo.multiply %270, %287 : tensor<8x32x256xbf16>
    %289 = stablehlo.dot_general %288, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<256x64xbf16>) -> tensor<8x32x64xbf16>
    %290 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %292 = stablehlo.add %289, %291 : tensor<8x32x64xbf16>
    %293 = stablehlo.add %231, %292 : tensor<8x32x64xbf16>
    %294 = stablehlo.convert %293 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %298 = stablehlo.divide %296, %297 : tensor<8x32x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %300 = stablehlo.subtract %294, %299 : tensor<8x32x64xf32>
    %301 = chlo.square %300 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %303 = stablehlo.multiply %302, %300 : tensor<8x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%301 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %307 = stablehlo.divide %305, %306 : tensor<8x32x1xf32>
    %308 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %309 = stablehlo.subtract %294, %308 : tensor<8x32x64xf32>
    %cst_65 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %311 = stablehlo.add %307, %310 : tensor<8x32x1xf32>
    %312 = stablehlo.sqrt %311 : tensor<8x32x1xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %314 = stablehlo.divide %313, %312 : tensor<8x32x1xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %316 = stablehlo.divide %315, %312 : tensor<8x32x1xf32>
    %317 = stablehlo.multiply %312, %312 : tensor<8x32x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %319 = stablehlo.divide %318, %317 : tensor<8x32x1xf32>
    %320 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %321 = stablehlo.multiply %309, %320 : tensor<8x32x64xf32>
    %322 = stablehlo.convert %321 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %323 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %325 = stablehlo.multiply %322, %324 : tensor<8x32x64xbf16>
    %326 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %328 = stablehlo.add %325, %327 : tensor<8x32x64xbf16>
    %329 = stablehlo.dot_general %328, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<64x256xbf16>) -> tensor<8x32x256xbf16>
    %330 = stablehlo.convert %329 : (tensor<8x32x256xbf16>) -> tensor<8x32x256xf32>
    %331:3 = call @log_softmax(%330) : (tensor<8x32x256xf32>) -> (tensor<8x32x256xf32>, tensor<8x32x256xf32>, tensor<8x32x1xf32>)
    %332 = call @_one_hot(%arg113) : (tensor<8x32xi32>) -> tensor<8x32x256xf32>
    %333 = stablehlo.multiply %332, %331#0 : tensor<8x32x256xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %336 = stablehlo.divide %335, %cst_71 : tensor<f32>
    %337 = stablehlo.negate %336 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %338 = stablehlo.negate %cst_72 : tensor<f32>
    %cst_73 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %339 = stablehlo.divide %338, %cst_73 : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x256xf32>
    %342 = stablehlo.multiply %332, %341 : tensor<8x32x256xf32>
    %343 = call @log_softmax_0(%331#1, %331#2, %342) : (tensor<8x32x256xf32>, tensor<8x32x1xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %344 = stablehlo.convert %343 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %345 = stablehlo.dot_general %344, %328, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<8x32x64xbf16>) -> tensor<256x64xbf16>
    %346 = stablehlo.transpose %345, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %347 = stablehlo.dot_general %344, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<64x256xbf16>) -> tensor<8x32x64xbf16>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %348 = stablehlo.reduce(%347 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %349 = stablehlo.reshape %348 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %350 = stablehlo.reduce(%349 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %351 = stablehlo.multiply %322, %347 : tensor<8x32x64xbf16>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %352 = stablehlo.reduce(%351 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %353 = stablehlo.reshape %352 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %354 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %355 = stablehlo.multiply %347, %354 : tensor<8x32x64xbf16>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %356 = stablehlo.reduce(%353 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %357 = stablehlo.convert %355 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %358 = stablehlo.multiply %309, %357 : tensor<8x32x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %361 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %362 = stablehlo.multiply %357, %361 : tensor<8x32x64xf32>
    %363 = stablehlo.multiply %360, %319 : tensor<8x32x1xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<8x32x1xf32>
    %366 = stablehlo.negate %365 : tensor<8x32x1xf32>
    %367 = stablehlo.multiply %366, %314 : tensor<8x32x1xf32>
    %368 = stablehlo.negate %362 : tensor<8x32x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %370 = stablehlo.reshape %369 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %372 = stablehlo.divide %367, %371 : tensor<8x32x1xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %375 = stablehlo.multiply %374, %303 : tensor<8x32x64xf32>
    %376 = stablehlo.negate %375 : tensor<8x32x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %379 = stablehlo.add %362, %375 : tensor<8x32x64xf32>
    %380 = stablehlo.add %370, %378 : tensor<8x32x1xf32>
    %cst_84 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %382 = stablehlo.divide %380, %381 : tensor<8x32x1xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%382 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %385 = stablehlo.add %379, %384 : tensor<8x32x64xf32>
    %386 = stablehlo.convert %385 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %387 = stablehlo.reduce(%386 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %388 = stablehlo.reshape %387 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %389 = stablehlo.reduce(%388 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %390 = stablehlo.dot_general %386, %288, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<8x32x256xbf16>) -> tensor<64x256xbf16>
    %391 = stablehlo.transpose %390, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %392 = stablehlo.dot_general %386, %arg34, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<256x64xbf16>) -> tensor<8x32x256xbf16>
    %393 = stablehlo.multiply %270, %392 : tensor<8x32x256xbf16>
    %394 = stablehlo.multiply %392, %287 : tensor<8x32x256xbf16>
    %cst_88 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %395 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %396 = stablehlo.multiply %395, %393 : tensor<8x32x256xbf16>
    %397 = stablehlo.multiply %396, %283 : tensor<8x32x256xbf16>
    %398 = stablehlo.multiply %397, %281 : tensor<8x32x256xbf16>
    %399 = stablehlo.add %397, %398 : tensor<8x32x256xbf16>
    %cst_89 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %400 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %401 = stablehlo.multiply %400, %399 : tensor<8x32x256xbf16>
    %402 = stablehlo.add %394, %401 : tensor<8x32x256xbf16>
    %cst_90 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %403 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %404 = stablehlo.multiply %403, %401 : tensor<8x32x256xbf16>
    %405 = stablehlo.multiply %404, %275 : tensor<8x32x256xbf16>
    %406 = stablehlo.add %402, %405 : tensor<8x32x256xbf16>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %407 = stablehlo.reduce(%406 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %408 = stablehlo.reshape %407 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %409 = stablehlo.reduce(%408 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %410 = stablehlo.dot_general %406, %266, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<8x32x64xbf16>) -> tensor<256x64xbf16>
    %411 = stablehlo.transpose %410, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %412 = stablehlo.dot_general %406, %arg33, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<64x256xbf16>) -> tensor<8x32x64xbf16>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %413 = stablehlo.reduce(%412 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %414 = stablehlo.reshape %413 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %415 = stablehlo.reduce(%414 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %416 = stablehlo.multiply %260, %412 : tensor<8x32x64xbf16>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %417 = stablehlo.reduce(%416 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %418 = stablehlo.reshape %417 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %419 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %420 = stablehlo.multiply %412, %419 : tensor<8x32x64xbf16>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %421 = stablehlo.reduce(%418 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %422 = stablehlo.convert %420 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %423 = stablehlo.multiply %247, %422 : tensor<8x32x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %426 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %427 = stablehlo.multiply %422, %426 : tensor<8x32x64xf32>
    %428 = stablehlo.multiply %425, %257 : tensor<8x32x1xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %430 = stablehlo.multiply %428, %429 : tensor<8x32x1xf32>
    %431 = stablehlo.negate %430 : tensor<8x32x1xf32>
    %432 = stablehlo.multiply %431, %252 : tensor<8x32x1xf32>
    %433 = stablehlo.negate %427 : tensor<8x32x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %435 = stablehlo.reshape %434 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_100 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %437 = stablehlo.divide %432, %436 : tensor<8x32x1xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %440 = stablehlo.multiply %439, %241 : tensor<8x32x64xf32>
    %441 = stablehlo.negate %440 : tensor<8x32x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %443 = stablehlo.reshape %442 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %444 = stablehlo.add %427, %440 : tensor<8x32x64xf32>
    %445 = stablehlo.add %435, %443 : tensor<8x32x1xf32>
    %cst_103 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %447 = stablehlo.divide %445, %446 : tensor<8x32x1xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%447 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %450 = stablehlo.add %444, %449 : tensor<8x32x64xf32>
    %451 = stablehlo.convert %450 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %452 = stablehlo.add %386, %451 : tensor<8x32x64xbf16>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %453 = stablehlo.reduce(%452 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %454 = stablehlo.reshape %453 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %455 = stablehlo.reduce(%454 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %456 = stablehlo.dot_general %452, %226, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<8x32x4x16xbf16>) -> tensor<64x4x16xbf16>
    %457 = stablehlo.transpose %456, dims = [1, 2, 0] : (tensor<64x4x16xbf16>) -> tensor<4x16x64xbf16>
    %458 = stablehlo.dot_general %452, %arg24, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<4x16x64xbf16>) -> tensor<8x32x4x16xbf16>
    %459 = stablehlo.transpose %458, dims = [0, 2, 3, 1] : (tensor<8x32x4x16xbf16>) -> tensor<8x4x16x32xbf16>
    %460 = stablehlo.dot_general %459, %198, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x32xbf16>
    %461 = stablehlo.dot_general %459, %224, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xbf16>, tensor<8x4x32x32xbf16>) -> tensor<8x4x16x32xbf16>
    %462 = stablehlo.transpose %461, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xbf16>) -> tensor<8x32x4x16xbf16>
    %463 = stablehlo.convert %460 : (tensor<8x4x32x32xbf16>) -> tensor<8x4x32x32xf32>
    %464 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %465 = stablehlo.multiply %463, %464 : tensor<8x4x32x32xf32>
    %466 = stablehlo.multiply %465, %216 : tensor<8x4x32x32xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%466 init: %cst_107) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %469 = stablehlo.negate %468 : tensor<8x4x32x1xf32>
    %470 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %471 = stablehlo.divide %463, %470 : tensor<8x4x32x32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%469 init: %cst_108) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %474 = stablehlo.add %471, %473 : tensor<8x4x32x32xf32>
    %475 = stablehlo.multiply %474, %216 : tensor<8x4x32x32xf32>
    %476 = call @_where_1(%209#1, %475) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %cst_109 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %478 = stablehlo.multiply %476, %477 : tensor<8x4x32x32xf32>
    %479 = stablehlo.convert %478 : (tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xbf16>
    %480 = stablehlo.dot_general %479, %190, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x16xbf16>
    %481 = stablehlo.transpose %480, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xbf16>) -> tensor<8x32x4x16xbf16>
    %482 = stablehlo.dot_general %479, %194, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x16xbf16>
    %483 = stablehlo.transpose %482, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xbf16>) -> tensor<8x32x4x16xbf16>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %484 = stablehlo.reduce(%462 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %485 = stablehlo.reshape %484 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %486 = stablehlo.reduce(%485 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %487 = stablehlo.dot_general %462, %186, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x64xbf16>) -> tensor<4x16x64xbf16>
    %488 = stablehlo.transpose %487, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %489 = stablehlo.dot_general %462, %arg26, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x64xbf16>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %490 = stablehlo.reduce(%481 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %491 = stablehlo.reshape %490 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %492 = stablehlo.reduce(%491 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %493 = stablehlo.dot_general %481, %186, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x64xbf16>) -> tensor<4x16x64xbf16>
    %494 = stablehlo.transpose %493, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %495 = stablehlo.dot_general %481, %arg23, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x64xbf16>
    %496 = stablehlo.add %489, %495 : tensor<8x32x64xbf16>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %497 = stablehlo.reduce(%483 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %498 = stablehlo.reshape %497 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %499 = stablehlo.reduce(%498 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %500 = stablehlo.dot_general %483, %186, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x64xbf16>) -> tensor<4x16x64xbf16>
    %501 = stablehlo.transpose %500, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %502 = stablehlo.dot_general %483, %arg25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x64xbf16>
    %503 = stablehlo.add %496, %502 : tensor<8x32x64xbf16>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %504 = stablehlo.reduce(%503 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %505 = stablehlo.reshape %504 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %506 = stablehlo.reduce(%505 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %507 = stablehlo.multiply %180, %503 : tensor<8x32x64xbf16>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %508 = stablehlo.reduce(%507 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %509 = stablehlo.reshape %508 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %510 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %511 = stablehlo.multiply %503, %510 : tensor<8x32x64xbf16>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %512 = stablehlo.reduce(%509 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %513 = stablehlo.convert %511 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %514 = stablehlo.multiply %167, %513 : tensor<8x32x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%514 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %516 = stablehlo.reshape %515 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %517 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %518 = stablehlo.multiply %513, %517 : tensor<8x32x64xf32>
    %519 = stablehlo.multiply %516, %177 : tensor<8x32x1xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %521 = stablehlo.multiply %519, %520 : tensor<8x32x1xf32>
    %522 = stablehlo.negate %521 : tensor<8x32x1xf32>
    %523 = stablehlo.multiply %522, %172 : tensor<8x32x1xf32>
    %524 = stablehlo.negate %518 : tensor<8x32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %526 = stablehlo.reshape %525 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %528 = stablehlo.divide %523, %527 : tensor<8x32x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %531 = stablehlo.multiply %530, %161 : tensor<8x32x64xf32>
    %532 = stablehlo.negate %531 : tensor<8x32x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %534 = stablehlo.reshape %533 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %535 = stablehlo.add %518, %531 : tensor<8x32x64xf32>
    %536 = stablehlo.add %526, %534 : tensor<8x32x1xf32>
    %cst_126 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %538 = stablehlo.divide %536, %537 : tensor<8x32x1xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.reduce(%538 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %541 = stablehlo.add %535, %540 : tensor<8x32x64xf32>
    %542 = stablehlo.convert %541 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %543 = stablehlo.add %452, %542 : tensor<8x32x64xbf16>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %544 = stablehlo.reduce(%543 init: %cst_128) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %545 = stablehlo.reshape %544 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %546 = stablehlo.reduce(%545 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %547 = stablehlo.dot_general %543, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<8x32x256xbf16>) -> tensor<64x256xbf16>
    %548 = stablehlo.transpose %547, dims = [1, 0] : (tensor<64x256xbf16>) -> tensor<256x64xbf16>
    %549 = stablehlo.dot_general %543, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<256x64xbf16>) -> tensor<8x32x256xbf16>
    %550 = stablehlo.multiply %128, %549 : tensor<8x32x256xbf16>
    %551 = stablehlo.multiply %549, %145 : tensor<8x32x256xbf16>
    %cst_130 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %552 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %553 = stablehlo.multiply %552, %550 : tensor<8x32x256xbf16>
    %554 = stablehlo.multiply %553, %141 : tensor<8x32x256xbf16>
    %555 = stablehlo.multiply %554, %139 : tensor<8x32x256xbf16>
    %556 = stablehlo.add %554, %555 : tensor<8x32x256xbf16>
    %cst_131 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %557 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %558 = stablehlo.multiply %557, %556 : tensor<8x32x256xbf16>
    %559 = stablehlo.add %551, %558 : tensor<8x32x256xbf16>
    %cst_132 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %560 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %561 = stablehlo.multiply %560, %558 : tensor<8x32x256xbf16>
    %562 = stablehlo.multiply %561, %133 : tensor<8x32x256xbf16>
    %563 = stablehlo.add %559, %562 : tensor<8x32x256xbf16>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %564 = stablehlo.reduce(%563 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %565 = stablehlo.reshape %564 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %566 = stablehlo.reduce(%565 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %567 = stablehlo.dot_general %563, %124, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<8x32x64xbf16>) -> tensor<256x64xbf16>
    %568 = stablehlo.transpose %567, dims = [1, 0] : (tensor<256x64xbf16>) -> tensor<64x256xbf16>
    %569 = stablehlo.dot_general %563, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<64x256xbf16>) -> tensor<8x32x64xbf16>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %570 = stablehlo.reduce(%569 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %571 = stablehlo.reshape %570 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %572 = stablehlo.reduce(%571 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %573 = stablehlo.multiply %118, %569 : tensor<8x32x64xbf16>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %574 = stablehlo.reduce(%573 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %575 = stablehlo.reshape %574 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %576 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %577 = stablehlo.multiply %569, %576 : tensor<8x32x64xbf16>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %578 = stablehlo.reduce(%575 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %579 = stablehlo.convert %577 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %580 = stablehlo.multiply %105, %579 : tensor<8x32x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %582 = stablehlo.reshape %581 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %583 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %584 = stablehlo.multiply %579, %583 : tensor<8x32x64xf32>
    %585 = stablehlo.multiply %582, %115 : tensor<8x32x1xf32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<8x32x1xf32>
    %588 = stablehlo.negate %587 : tensor<8x32x1xf32>
    %589 = stablehlo.multiply %588, %110 : tensor<8x32x1xf32>
    %590 = stablehlo.negate %584 : tensor<8x32x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.reduce(%590 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %592 = stablehlo.reshape %591 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_142 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %594 = stablehlo.divide %589, %593 : tensor<8x32x1xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%594 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %597 = stablehlo.multiply %596, %99 : tensor<8x32x64xf32>
    %598 = stablehlo.negate %597 : tensor<8x32x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_144) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %600 = stablehlo.reshape %599 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %601 = stablehlo.add %584, %597 : tensor<8x32x64xf32>
    %602 = stablehlo.add %592, %600 : tensor<8x32x1xf32>
    %cst_145 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %604 = stablehlo.divide %602, %603 : tensor<8x32x1xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_146) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %607 = stablehlo.add %601, %606 : tensor<8x32x64xf32>
    %608 = stablehlo.convert %607 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %609 = stablehlo.add %543, %608 : tensor<8x32x64xbf16>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %610 = stablehlo.reduce(%609 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %611 = stablehlo.reshape %610 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %612 = stablehlo.reduce(%611 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %613 = stablehlo.dot_general %609, %84, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<8x32x4x16xbf16>) -> tensor<64x4x16xbf16>
    %614 = stablehlo.transpose %613, dims = [1, 2, 0] : (tensor<64x4x16xbf16>) -> tensor<4x16x64xbf16>
    %615 = stablehlo.dot_general %609, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xbf16>, tensor<4x16x64xbf16>) -> tensor<8x32x4x16xbf16>
    %616 = stablehlo.transpose %615, dims = [0, 2, 3, 1] : (tensor<8x32x4x16xbf16>) -> tensor<8x4x16x32xbf16>
    %617 = stablehlo.dot_general %616, %56, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x32xbf16>
    %618 = stablehlo.dot_general %616, %82, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xbf16>, tensor<8x4x32x32xbf16>) -> tensor<8x4x16x32xbf16>
    %619 = stablehlo.transpose %618, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xbf16>) -> tensor<8x32x4x16xbf16>
    %620 = stablehlo.convert %617 : (tensor<8x4x32x32xbf16>) -> tensor<8x4x32x32xf32>
    %621 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %622 = stablehlo.multiply %620, %621 : tensor<8x4x32x32xf32>
    %623 = stablehlo.multiply %622, %74 : tensor<8x4x32x32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_149) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %625 = stablehlo.reshape %624 : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %626 = stablehlo.negate %625 : tensor<8x4x32x1xf32>
    %627 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %628 = stablehlo.divide %620, %627 : tensor<8x4x32x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.reduce(%626 init: %cst_150) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %631 = stablehlo.add %628, %630 : tensor<8x4x32x32xf32>
    %632 = stablehlo.multiply %631, %74 : tensor<8x4x32x32xf32>
    %633 = call @_where_1(%67#1, %632) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %cst_151 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %635 = stablehlo.multiply %633, %634 : tensor<8x4x32x32xf32>
    %636 = stablehlo.convert %635 : (tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xbf16>
    %637 = stablehlo.dot_general %636, %48, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x16xbf16>
    %638 = stablehlo.transpose %637, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xbf16>) -> tensor<8x32x4x16xbf16>
    %639 = stablehlo.dot_general %636, %52, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xbf16>, tensor<8x32x4x16xbf16>) -> tensor<8x4x32x16xbf16>
    %640 = stablehlo.transpose %639, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xbf16>) -> tensor<8x32x4x16xbf16>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %641 = stablehlo.reduce(%619 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %642 = stablehlo.reshape %641 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %643 = stablehlo.reduce(%642 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %644 = stablehlo.dot_general %619, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x64xbf16>) -> tensor<4x16x64xbf16>
    %645 = stablehlo.transpose %644, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %646 = stablehlo.dot_general %619, %arg10, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x64xbf16>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %647 = stablehlo.reduce(%638 init: %cst_154) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %648 = stablehlo.reshape %647 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %649 = stablehlo.reduce(%648 init: %cst_155) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %650 = stablehlo.dot_general %638, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x64xbf16>) -> tensor<4x16x64xbf16>
    %651 = stablehlo.transpose %650, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %652 = stablehlo.dot_general %638, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x64xbf16>
    %653 = stablehlo.add %646, %652 : tensor<8x32x64xbf16>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %654 = stablehlo.reduce(%640 init: %cst_156) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %655 = stablehlo.reshape %654 : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %656 = stablehlo.reduce(%655 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xbf16>, tensor<bf16>) -> tensor<4x16xbf16>
    %657 = stablehlo.dot_general %640, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<8x32x64xbf16>) -> tensor<4x16x64xbf16>
    %658 = stablehlo.transpose %657, dims = [2, 0, 1] : (tensor<4x16x64xbf16>) -> tensor<64x4x16xbf16>
    %659 = stablehlo.dot_general %640, %arg9, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xbf16>, tensor<64x4x16xbf16>) -> tensor<8x32x64xbf16>
    %660 = stablehlo.add %653, %659 : tensor<8x32x64xbf16>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %661 = stablehlo.reduce(%660 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %662 = stablehlo.reshape %661 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %663 = stablehlo.reduce(%662 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %664 = stablehlo.multiply %38, %660 : tensor<8x32x64xbf16>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %665 = stablehlo.reduce(%664 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %666 = stablehlo.reshape %665 : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %667 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xbf16>) -> tensor<8x32x64xbf16>
    %668 = stablehlo.multiply %660, %667 : tensor<8x32x64xbf16>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %669 = stablehlo.reduce(%666 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xbf16>, tensor<bf16>) -> tensor<64xbf16>
    %670 = stablehlo.convert %668 : (tensor<8x32x64xbf16>) -> tensor<8x32x64xf32>
    %671 = stablehlo.multiply %25, %670 : tensor<8x32x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%671 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %673 = stablehlo.reshape %672 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %674 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %675 = stablehlo.multiply %670, %674 : tensor<8x32x64xf32>
    %676 = stablehlo.multiply %673, %35 : tensor<8x32x1xf32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %678 = stablehlo.multiply %676, %677 : tensor<8x32x1xf32>
    %679 = stablehlo.negate %678 : tensor<8x32x1xf32>
    %680 = stablehlo.multiply %679, %30 : tensor<8x32x1xf32>
    %681 = stablehlo.negate %675 : tensor<8x32x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%681 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %683 = stablehlo.reshape %682 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %685 = stablehlo.divide %680, %684 : tensor<8x32x1xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%685 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %688 = stablehlo.multiply %687, %19 : tensor<8x32x64xf32>
    %689 = stablehlo.negate %688 : tensor<8x32x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.reduce(%689 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %691 = stablehlo.reshape %690 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %692 = stablehlo.add %675, %688 : tensor<8x32x64xf32>
    %693 = stablehlo.add %683, %691 : tensor<8x32x1xf32>
    %cst_168 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %695 = stablehlo.divide %693, %694 : tensor<8x32x1xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.reduce(%695 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %698 = stablehlo.add %692, %697 : tensor<8x32x64xf32>
    %699 = stablehlo.convert %698 : (tensor<8x32x64xf32>) -> tensor<8x32x64xbf16>
    %700 = stablehlo.add %609, %699 : tensor<8x32x64xbf16>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %701 = stablehlo.reduce(%700 init: %cst_170) applies stablehlo.add across dimensions = [0] : (tensor<8x32x64xbf16>, tensor<bf16>) -> tensor<32x64xbf16>
    %702 = stablehlo.reshape %701 : (tensor<32x64xbf16>) -> tensor<1x32x64xbf16>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %703 = stablehlo.reduce(%702 init: %cst_171) applies stablehlo.add across dimensions = [0] : (tensor<1x32x64xbf16>, tensor<bf16>) -> tensor<32x64xbf16>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %704 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<bf16>) -> tensor<256x64xbf16>
    %705 = "stablehlo.scatter"(%704, %5, %700) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg114: tensor<bf16>, %arg115: tensor<bf16>):
      %1637 = stablehlo.add %arg114, %arg115 : tensor<bf16>
      stablehlo.return %1637 : tensor<bf16>
    }) : (tensor<256x64xbf16>, tensor<8x32x1xi32>, tensor<8x32x64xbf16>) -> tensor<256x64xbf16>
    %c_173 = stablehlo.constant dense<1> : tensor<i32>
    %706 = stablehlo.add %arg111, %c_173 : tensor<i32>
    %707 = stablehlo.convert %706 : (tensor<i32>) -> tensor<f32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %708 = stablehlo.power %cst_174, %707 : tensor<f32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %709 = stablehlo.subtract %cst_175, %708 : tensor<f32>
    %cst_176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %710 = stablehlo.power %cst_176, %707 : tensor<f32>
    %cst_177 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %711 = stablehlo.subtract %cst_177, %710 : tensor<f32>
    %712 = stablehlo.convert %703 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %714 = stablehlo.multiply %713, %arg37 : tensor<32x64xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %716 = stablehlo.multiply %715, %712 : tensor<32x64xf32>
    %717 = stablehlo.add %714, %716 : tensor<32x64xf32>
    %cst_180 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %719 = stablehlo.multiply %718, %arg74 : tensor<32x64xf32>
    %720 = stablehlo.multiply %712, %712 : tensor<32x64xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %722 = stablehlo.multiply %721, %720 : tensor<32x64xf32>
    %723 = stablehlo.add %719, %722 : tensor<32x64xf32>
    %724 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %725 = stablehlo.divide %717, %724 : tensor<32x64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %727 = stablehlo.multiply %726, %725 : tensor<32x64xf32>
    %728 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %729 = stablehlo.divide %723, %728 : tensor<32x64xf32>
    %730 = stablehlo.sqrt %729 : tensor<32x64xf32>
    %cst_183 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %732 = stablehlo.add %730, %731 : tensor<32x64xf32>
    %733 = stablehlo.divide %727, %732 : tensor<32x64xf32>
    %734 = stablehlo.convert %arg0 : (tensor<32x64xbf16>) -> tensor<32x64xf32>
    %735 = stablehlo.subtract %734, %733 : tensor<32x64xf32>
    %736 = stablehlo.convert %735 : (tensor<32x64xf32>) -> tensor<32x64xbf16>
    %737 = stablehlo.convert %705 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %739 = stablehlo.multiply %738, %arg38 : tensor<256x64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %741 = stablehlo.multiply %740, %737 : tensor<256x64xf32>
    %742 = stablehlo.add %739, %741 : tensor<256x64xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %744 = stablehlo.multiply %743, %arg75 : tensor<256x64xf32>
    %745 = stablehlo.multiply %737, %737 : tensor<256x64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %747 = stablehlo.multiply %746, %745 : tensor<256x64xf32>
    %748 = stablehlo.add %744, %747 : tensor<256x64xf32>
    %749 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %750 = stablehlo.divide %742, %749 : tensor<256x64xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %752 = stablehlo.multiply %751, %750 : tensor<256x64xf32>
    %753 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %754 = stablehlo.divide %748, %753 : tensor<256x64xf32>
    %755 = stablehlo.sqrt %754 : tensor<256x64xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %757 = stablehlo.add %755, %756 : tensor<256x64xf32>
    %758 = stablehlo.divide %752, %757 : tensor<256x64xf32>
    %759 = stablehlo.convert %arg1 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %760 = stablehlo.subtract %759, %758 : tensor<256x64xf32>
    %761 = stablehlo.convert %760 : (tensor<256x64xf32>) -> tensor<256x64xbf16>
    %762 = stablehlo.convert %346 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %764 = stablehlo.multiply %763, %arg39 : tensor<64x256xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %766 = stablehlo.multiply %765, %762 : tensor<64x256xf32>
    %767 = stablehlo.add %764, %766 : tensor<64x256xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %769 = stablehlo.multiply %768, %arg76 : tensor<64x256xf32>
    %770 = stablehlo.multiply %762, %762 : tensor<64x256xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %772 = stablehlo.multiply %771, %770 : tensor<64x256xf32>
    %773 = stablehlo.add %769, %772 : tensor<64x256xf32>
    %774 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %775 = stablehlo.divide %767, %774 : tensor<64x256xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %777 = stablehlo.multiply %776, %775 : tensor<64x256xf32>
    %778 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %779 = stablehlo.divide %773, %778 : tensor<64x256xf32>
    %780 = stablehlo.sqrt %779 : tensor<64x256xf32>
    %cst_195 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %782 = stablehlo.add %780, %781 : tensor<64x256xf32>
    %783 = stablehlo.divide %777, %782 : tensor<64x256xf32>
    %784 = stablehlo.convert %arg2 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %785 = stablehlo.subtract %784, %783 : tensor<64x256xf32>
    %786 = stablehlo.convert %785 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    %787 = stablehlo.convert %649 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %789 = stablehlo.multiply %788, %arg40 : tensor<4x16xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %791 = stablehlo.multiply %790, %787 : tensor<4x16xf32>
    %792 = stablehlo.add %789, %791 : tensor<4x16xf32>
    %cst_198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %794 = stablehlo.multiply %793, %arg77 : tensor<4x16xf32>
    %795 = stablehlo.multiply %787, %787 : tensor<4x16xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %797 = stablehlo.multiply %796, %795 : tensor<4x16xf32>
    %798 = stablehlo.add %794, %797 : tensor<4x16xf32>
    %799 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %800 = stablehlo.divide %792, %799 : tensor<4x16xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %802 = stablehlo.multiply %801, %800 : tensor<4x16xf32>
    %803 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %804 = stablehlo.divide %798, %803 : tensor<4x16xf32>
    %805 = stablehlo.sqrt %804 : tensor<4x16xf32>
    %cst_201 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %807 = stablehlo.add %805, %806 : tensor<4x16xf32>
    %808 = stablehlo.divide %802, %807 : tensor<4x16xf32>
    %809 = stablehlo.convert %arg3 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %810 = stablehlo.subtract %809, %808 : tensor<4x16xf32>
    %811 = stablehlo.convert %810 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %812 = stablehlo.convert %612 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %814 = stablehlo.multiply %813, %arg41 : tensor<64xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %816 = stablehlo.multiply %815, %812 : tensor<64xf32>
    %817 = stablehlo.add %814, %816 : tensor<64xf32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %819 = stablehlo.multiply %818, %arg78 : tensor<64xf32>
    %820 = stablehlo.multiply %812, %812 : tensor<64xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %822 = stablehlo.multiply %821, %820 : tensor<64xf32>
    %823 = stablehlo.add %819, %822 : tensor<64xf32>
    %824 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %825 = stablehlo.divide %817, %824 : tensor<64xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %827 = stablehlo.multiply %826, %825 : tensor<64xf32>
    %828 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %829 = stablehlo.divide %823, %828 : tensor<64xf32>
    %830 = stablehlo.sqrt %829 : tensor<64xf32>
    %cst_207 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %832 = stablehlo.add %830, %831 : tensor<64xf32>
    %833 = stablehlo.divide %827, %832 : tensor<64xf32>
    %834 = stablehlo.convert %arg4 : (tensor<64xbf16>) -> tensor<64xf32>
    %835 = stablehlo.subtract %834, %833 : tensor<64xf32>
    %836 = stablehlo.convert %835 : (tensor<64xf32>) -> tensor<64xbf16>
    %837 = stablehlo.convert %656 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %839 = stablehlo.multiply %838, %arg42 : tensor<4x16xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %841 = stablehlo.multiply %840, %837 : tensor<4x16xf32>
    %842 = stablehlo.add %839, %841 : tensor<4x16xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %844 = stablehlo.multiply %843, %arg79 : tensor<4x16xf32>
    %845 = stablehlo.multiply %837, %837 : tensor<4x16xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %847 = stablehlo.multiply %846, %845 : tensor<4x16xf32>
    %848 = stablehlo.add %844, %847 : tensor<4x16xf32>
    %849 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %850 = stablehlo.divide %842, %849 : tensor<4x16xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %852 = stablehlo.multiply %851, %850 : tensor<4x16xf32>
    %853 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %854 = stablehlo.divide %848, %853 : tensor<4x16xf32>
    %855 = stablehlo.sqrt %854 : tensor<4x16xf32>
    %cst_213 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %857 = stablehlo.add %855, %856 : tensor<4x16xf32>
    %858 = stablehlo.divide %852, %857 : tensor<4x16xf32>
    %859 = stablehlo.convert %arg5 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %860 = stablehlo.subtract %859, %858 : tensor<4x16xf32>
    %861 = stablehlo.convert %860 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %862 = stablehlo.convert %643 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %864 = stablehlo.multiply %863, %arg43 : tensor<4x16xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %866 = stablehlo.multiply %865, %862 : tensor<4x16xf32>
    %867 = stablehlo.add %864, %866 : tensor<4x16xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %869 = stablehlo.multiply %868, %arg80 : tensor<4x16xf32>
    %870 = stablehlo.multiply %862, %862 : tensor<4x16xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %872 = stablehlo.multiply %871, %870 : tensor<4x16xf32>
    %873 = stablehlo.add %869, %872 : tensor<4x16xf32>
    %874 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %875 = stablehlo.divide %867, %874 : tensor<4x16xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %877 = stablehlo.multiply %876, %875 : tensor<4x16xf32>
    %878 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %879 = stablehlo.divide %873, %878 : tensor<4x16xf32>
    %880 = stablehlo.sqrt %879 : tensor<4x16xf32>
    %cst_219 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %882 = stablehlo.add %880, %881 : tensor<4x16xf32>
    %883 = stablehlo.divide %877, %882 : tensor<4x16xf32>
    %884 = stablehlo.convert %arg6 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %885 = stablehlo.subtract %884, %883 : tensor<4x16xf32>
    %886 = stablehlo.convert %885 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %887 = stablehlo.convert %651 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %889 = stablehlo.multiply %888, %arg44 : tensor<64x4x16xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %891 = stablehlo.multiply %890, %887 : tensor<64x4x16xf32>
    %892 = stablehlo.add %889, %891 : tensor<64x4x16xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %894 = stablehlo.multiply %893, %arg81 : tensor<64x4x16xf32>
    %895 = stablehlo.multiply %887, %887 : tensor<64x4x16xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %897 = stablehlo.multiply %896, %895 : tensor<64x4x16xf32>
    %898 = stablehlo.add %894, %897 : tensor<64x4x16xf32>
    %899 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %900 = stablehlo.divide %892, %899 : tensor<64x4x16xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %902 = stablehlo.multiply %901, %900 : tensor<64x4x16xf32>
    %903 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %904 = stablehlo.divide %898, %903 : tensor<64x4x16xf32>
    %905 = stablehlo.sqrt %904 : tensor<64x4x16xf32>
    %cst_225 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %907 = stablehlo.add %905, %906 : tensor<64x4x16xf32>
    %908 = stablehlo.divide %902, %907 : tensor<64x4x16xf32>
    %909 = stablehlo.convert %arg7 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %910 = stablehlo.subtract %909, %908 : tensor<64x4x16xf32>
    %911 = stablehlo.convert %910 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %912 = stablehlo.convert %614 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %914 = stablehlo.multiply %913, %arg45 : tensor<4x16x64xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %916 = stablehlo.multiply %915, %912 : tensor<4x16x64xf32>
    %917 = stablehlo.add %914, %916 : tensor<4x16x64xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %919 = stablehlo.multiply %918, %arg82 : tensor<4x16x64xf32>
    %920 = stablehlo.multiply %912, %912 : tensor<4x16x64xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %922 = stablehlo.multiply %921, %920 : tensor<4x16x64xf32>
    %923 = stablehlo.add %919, %922 : tensor<4x16x64xf32>
    %924 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %925 = stablehlo.divide %917, %924 : tensor<4x16x64xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %927 = stablehlo.multiply %926, %925 : tensor<4x16x64xf32>
    %928 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %929 = stablehlo.divide %923, %928 : tensor<4x16x64xf32>
    %930 = stablehlo.sqrt %929 : tensor<4x16x64xf32>
    %cst_231 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %932 = stablehlo.add %930, %931 : tensor<4x16x64xf32>
    %933 = stablehlo.divide %927, %932 : tensor<4x16x64xf32>
    %934 = stablehlo.convert %arg8 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %935 = stablehlo.subtract %934, %933 : tensor<4x16x64xf32>
    %936 = stablehlo.convert %935 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    %937 = stablehlo.convert %658 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %cst_232 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %939 = stablehlo.multiply %938, %arg46 : tensor<64x4x16xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %941 = stablehlo.multiply %940, %937 : tensor<64x4x16xf32>
    %942 = stablehlo.add %939, %941 : tensor<64x4x16xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %944 = stablehlo.multiply %943, %arg83 : tensor<64x4x16xf32>
    %945 = stablehlo.multiply %937, %937 : tensor<64x4x16xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %947 = stablehlo.multiply %946, %945 : tensor<64x4x16xf32>
    %948 = stablehlo.add %944, %947 : tensor<64x4x16xf32>
    %949 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %950 = stablehlo.divide %942, %949 : tensor<64x4x16xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %952 = stablehlo.multiply %951, %950 : tensor<64x4x16xf32>
    %953 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %954 = stablehlo.divide %948, %953 : tensor<64x4x16xf32>
    %955 = stablehlo.sqrt %954 : tensor<64x4x16xf32>
    %cst_237 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %957 = stablehlo.add %955, %956 : tensor<64x4x16xf32>
    %958 = stablehlo.divide %952, %957 : tensor<64x4x16xf32>
    %959 = stablehlo.convert %arg9 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %960 = stablehlo.subtract %959, %958 : tensor<64x4x16xf32>
    %961 = stablehlo.convert %960 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %962 = stablehlo.convert %645 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %cst_238 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %964 = stablehlo.multiply %963, %arg47 : tensor<64x4x16xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %966 = stablehlo.multiply %965, %962 : tensor<64x4x16xf32>
    %967 = stablehlo.add %964, %966 : tensor<64x4x16xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %969 = stablehlo.multiply %968, %arg84 : tensor<64x4x16xf32>
    %970 = stablehlo.multiply %962, %962 : tensor<64x4x16xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %972 = stablehlo.multiply %971, %970 : tensor<64x4x16xf32>
    %973 = stablehlo.add %969, %972 : tensor<64x4x16xf32>
    %974 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %975 = stablehlo.divide %967, %974 : tensor<64x4x16xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %977 = stablehlo.multiply %976, %975 : tensor<64x4x16xf32>
    %978 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %979 = stablehlo.divide %973, %978 : tensor<64x4x16xf32>
    %980 = stablehlo.sqrt %979 : tensor<64x4x16xf32>
    %cst_243 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %982 = stablehlo.add %980, %981 : tensor<64x4x16xf32>
    %983 = stablehlo.divide %977, %982 : tensor<64x4x16xf32>
    %984 = stablehlo.convert %arg10 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %985 = stablehlo.subtract %984, %983 : tensor<64x4x16xf32>
    %986 = stablehlo.convert %985 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %987 = stablehlo.convert %663 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_244 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %989 = stablehlo.multiply %988, %arg48 : tensor<64xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %991 = stablehlo.multiply %990, %987 : tensor<64xf32>
    %992 = stablehlo.add %989, %991 : tensor<64xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %994 = stablehlo.multiply %993, %arg85 : tensor<64xf32>
    %995 = stablehlo.multiply %987, %987 : tensor<64xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %997 = stablehlo.multiply %996, %995 : tensor<64xf32>
    %998 = stablehlo.add %994, %997 : tensor<64xf32>
    %999 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1000 = stablehlo.divide %992, %999 : tensor<64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1002 = stablehlo.multiply %1001, %1000 : tensor<64xf32>
    %1003 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1004 = stablehlo.divide %998, %1003 : tensor<64xf32>
    %1005 = stablehlo.sqrt %1004 : tensor<64xf32>
    %cst_249 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1007 = stablehlo.add %1005, %1006 : tensor<64xf32>
    %1008 = stablehlo.divide %1002, %1007 : tensor<64xf32>
    %1009 = stablehlo.convert %arg11 : (tensor<64xbf16>) -> tensor<64xf32>
    %1010 = stablehlo.subtract %1009, %1008 : tensor<64xf32>
    %1011 = stablehlo.convert %1010 : (tensor<64xf32>) -> tensor<64xbf16>
    %1012 = stablehlo.convert %669 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_250 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1014 = stablehlo.multiply %1013, %arg49 : tensor<64xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1016 = stablehlo.multiply %1015, %1012 : tensor<64xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<64xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1019 = stablehlo.multiply %1018, %arg86 : tensor<64xf32>
    %1020 = stablehlo.multiply %1012, %1012 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1022 = stablehlo.multiply %1021, %1020 : tensor<64xf32>
    %1023 = stablehlo.add %1019, %1022 : tensor<64xf32>
    %1024 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1025 = stablehlo.divide %1017, %1024 : tensor<64xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1027 = stablehlo.multiply %1026, %1025 : tensor<64xf32>
    %1028 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1029 = stablehlo.divide %1023, %1028 : tensor<64xf32>
    %1030 = stablehlo.sqrt %1029 : tensor<64xf32>
    %cst_255 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1032 = stablehlo.add %1030, %1031 : tensor<64xf32>
    %1033 = stablehlo.divide %1027, %1032 : tensor<64xf32>
    %1034 = stablehlo.convert %arg12 : (tensor<64xbf16>) -> tensor<64xf32>
    %1035 = stablehlo.subtract %1034, %1033 : tensor<64xf32>
    %1036 = stablehlo.convert %1035 : (tensor<64xf32>) -> tensor<64xbf16>
    %1037 = stablehlo.convert %572 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_256 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1039 = stablehlo.multiply %1038, %arg50 : tensor<64xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1040 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1041 = stablehlo.multiply %1040, %1037 : tensor<64xf32>
    %1042 = stablehlo.add %1039, %1041 : tensor<64xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1044 = stablehlo.multiply %1043, %arg87 : tensor<64xf32>
    %1045 = stablehlo.multiply %1037, %1037 : tensor<64xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1047 = stablehlo.multiply %1046, %1045 : tensor<64xf32>
    %1048 = stablehlo.add %1044, %1047 : tensor<64xf32>
    %1049 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1050 = stablehlo.divide %1042, %1049 : tensor<64xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1052 = stablehlo.multiply %1051, %1050 : tensor<64xf32>
    %1053 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1054 = stablehlo.divide %1048, %1053 : tensor<64xf32>
    %1055 = stablehlo.sqrt %1054 : tensor<64xf32>
    %cst_261 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1057 = stablehlo.add %1055, %1056 : tensor<64xf32>
    %1058 = stablehlo.divide %1052, %1057 : tensor<64xf32>
    %1059 = stablehlo.convert %arg13 : (tensor<64xbf16>) -> tensor<64xf32>
    %1060 = stablehlo.subtract %1059, %1058 : tensor<64xf32>
    %1061 = stablehlo.convert %1060 : (tensor<64xf32>) -> tensor<64xbf16>
    %1062 = stablehlo.convert %578 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1064 = stablehlo.multiply %1063, %arg51 : tensor<64xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1066 = stablehlo.multiply %1065, %1062 : tensor<64xf32>
    %1067 = stablehlo.add %1064, %1066 : tensor<64xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1069 = stablehlo.multiply %1068, %arg88 : tensor<64xf32>
    %1070 = stablehlo.multiply %1062, %1062 : tensor<64xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1072 = stablehlo.multiply %1071, %1070 : tensor<64xf32>
    %1073 = stablehlo.add %1069, %1072 : tensor<64xf32>
    %1074 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1075 = stablehlo.divide %1067, %1074 : tensor<64xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1077 = stablehlo.multiply %1076, %1075 : tensor<64xf32>
    %1078 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1079 = stablehlo.divide %1073, %1078 : tensor<64xf32>
    %1080 = stablehlo.sqrt %1079 : tensor<64xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1082 = stablehlo.add %1080, %1081 : tensor<64xf32>
    %1083 = stablehlo.divide %1077, %1082 : tensor<64xf32>
    %1084 = stablehlo.convert %arg14 : (tensor<64xbf16>) -> tensor<64xf32>
    %1085 = stablehlo.subtract %1084, %1083 : tensor<64xf32>
    %1086 = stablehlo.convert %1085 : (tensor<64xf32>) -> tensor<64xbf16>
    %1087 = stablehlo.convert %566 : (tensor<256xbf16>) -> tensor<256xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1089 = stablehlo.multiply %1088, %arg52 : tensor<256xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1091 = stablehlo.multiply %1090, %1087 : tensor<256xf32>
    %1092 = stablehlo.add %1089, %1091 : tensor<256xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1094 = stablehlo.multiply %1093, %arg89 : tensor<256xf32>
    %1095 = stablehlo.multiply %1087, %1087 : tensor<256xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1097 = stablehlo.multiply %1096, %1095 : tensor<256xf32>
    %1098 = stablehlo.add %1094, %1097 : tensor<256xf32>
    %1099 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1100 = stablehlo.divide %1092, %1099 : tensor<256xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1102 = stablehlo.multiply %1101, %1100 : tensor<256xf32>
    %1103 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1104 = stablehlo.divide %1098, %1103 : tensor<256xf32>
    %1105 = stablehlo.sqrt %1104 : tensor<256xf32>
    %cst_273 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1107 = stablehlo.add %1105, %1106 : tensor<256xf32>
    %1108 = stablehlo.divide %1102, %1107 : tensor<256xf32>
    %1109 = stablehlo.convert %arg15 : (tensor<256xbf16>) -> tensor<256xf32>
    %1110 = stablehlo.subtract %1109, %1108 : tensor<256xf32>
    %1111 = stablehlo.convert %1110 : (tensor<256xf32>) -> tensor<256xbf16>
    %1112 = stablehlo.convert %546 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1114 = stablehlo.multiply %1113, %arg53 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1115 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1116 = stablehlo.multiply %1115, %1112 : tensor<64xf32>
    %1117 = stablehlo.add %1114, %1116 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1119 = stablehlo.multiply %1118, %arg90 : tensor<64xf32>
    %1120 = stablehlo.multiply %1112, %1112 : tensor<64xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1122 = stablehlo.multiply %1121, %1120 : tensor<64xf32>
    %1123 = stablehlo.add %1119, %1122 : tensor<64xf32>
    %1124 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1125 = stablehlo.divide %1117, %1124 : tensor<64xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1127 = stablehlo.multiply %1126, %1125 : tensor<64xf32>
    %1128 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1129 = stablehlo.divide %1123, %1128 : tensor<64xf32>
    %1130 = stablehlo.sqrt %1129 : tensor<64xf32>
    %cst_279 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1132 = stablehlo.add %1130, %1131 : tensor<64xf32>
    %1133 = stablehlo.divide %1127, %1132 : tensor<64xf32>
    %1134 = stablehlo.convert %arg16 : (tensor<64xbf16>) -> tensor<64xf32>
    %1135 = stablehlo.subtract %1134, %1133 : tensor<64xf32>
    %1136 = stablehlo.convert %1135 : (tensor<64xf32>) -> tensor<64xbf16>
    %1137 = stablehlo.convert %568 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1139 = stablehlo.multiply %1138, %arg54 : tensor<64x256xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1141 = stablehlo.multiply %1140, %1137 : tensor<64x256xf32>
    %1142 = stablehlo.add %1139, %1141 : tensor<64x256xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1144 = stablehlo.multiply %1143, %arg91 : tensor<64x256xf32>
    %1145 = stablehlo.multiply %1137, %1137 : tensor<64x256xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1147 = stablehlo.multiply %1146, %1145 : tensor<64x256xf32>
    %1148 = stablehlo.add %1144, %1147 : tensor<64x256xf32>
    %1149 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1150 = stablehlo.divide %1142, %1149 : tensor<64x256xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1152 = stablehlo.multiply %1151, %1150 : tensor<64x256xf32>
    %1153 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1154 = stablehlo.divide %1148, %1153 : tensor<64x256xf32>
    %1155 = stablehlo.sqrt %1154 : tensor<64x256xf32>
    %cst_285 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1157 = stablehlo.add %1155, %1156 : tensor<64x256xf32>
    %1158 = stablehlo.divide %1152, %1157 : tensor<64x256xf32>
    %1159 = stablehlo.convert %arg17 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %1160 = stablehlo.subtract %1159, %1158 : tensor<64x256xf32>
    %1161 = stablehlo.convert %1160 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    %1162 = stablehlo.convert %548 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %cst_286 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1164 = stablehlo.multiply %1163, %arg55 : tensor<256x64xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1166 = stablehlo.multiply %1165, %1162 : tensor<256x64xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<256x64xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1169 = stablehlo.multiply %1168, %arg92 : tensor<256x64xf32>
    %1170 = stablehlo.multiply %1162, %1162 : tensor<256x64xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1172 = stablehlo.multiply %1171, %1170 : tensor<256x64xf32>
    %1173 = stablehlo.add %1169, %1172 : tensor<256x64xf32>
    %1174 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1175 = stablehlo.divide %1167, %1174 : tensor<256x64xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1177 = stablehlo.multiply %1176, %1175 : tensor<256x64xf32>
    %1178 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1179 = stablehlo.divide %1173, %1178 : tensor<256x64xf32>
    %1180 = stablehlo.sqrt %1179 : tensor<256x64xf32>
    %cst_291 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1182 = stablehlo.add %1180, %1181 : tensor<256x64xf32>
    %1183 = stablehlo.divide %1177, %1182 : tensor<256x64xf32>
    %1184 = stablehlo.convert %arg18 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %1185 = stablehlo.subtract %1184, %1183 : tensor<256x64xf32>
    %1186 = stablehlo.convert %1185 : (tensor<256x64xf32>) -> tensor<256x64xbf16>
    %1187 = stablehlo.convert %492 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1189 = stablehlo.multiply %1188, %arg56 : tensor<4x16xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1190 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1191 = stablehlo.multiply %1190, %1187 : tensor<4x16xf32>
    %1192 = stablehlo.add %1189, %1191 : tensor<4x16xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1194 = stablehlo.multiply %1193, %arg93 : tensor<4x16xf32>
    %1195 = stablehlo.multiply %1187, %1187 : tensor<4x16xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1197 = stablehlo.multiply %1196, %1195 : tensor<4x16xf32>
    %1198 = stablehlo.add %1194, %1197 : tensor<4x16xf32>
    %1199 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1200 = stablehlo.divide %1192, %1199 : tensor<4x16xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1202 = stablehlo.multiply %1201, %1200 : tensor<4x16xf32>
    %1203 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1204 = stablehlo.divide %1198, %1203 : tensor<4x16xf32>
    %1205 = stablehlo.sqrt %1204 : tensor<4x16xf32>
    %cst_297 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1207 = stablehlo.add %1205, %1206 : tensor<4x16xf32>
    %1208 = stablehlo.divide %1202, %1207 : tensor<4x16xf32>
    %1209 = stablehlo.convert %arg19 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %1210 = stablehlo.subtract %1209, %1208 : tensor<4x16xf32>
    %1211 = stablehlo.convert %1210 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %1212 = stablehlo.convert %455 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_298 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1214 = stablehlo.multiply %1213, %arg57 : tensor<64xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1216 = stablehlo.multiply %1215, %1212 : tensor<64xf32>
    %1217 = stablehlo.add %1214, %1216 : tensor<64xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1219 = stablehlo.multiply %1218, %arg94 : tensor<64xf32>
    %1220 = stablehlo.multiply %1212, %1212 : tensor<64xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1222 = stablehlo.multiply %1221, %1220 : tensor<64xf32>
    %1223 = stablehlo.add %1219, %1222 : tensor<64xf32>
    %1224 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1225 = stablehlo.divide %1217, %1224 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1227 = stablehlo.multiply %1226, %1225 : tensor<64xf32>
    %1228 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1229 = stablehlo.divide %1223, %1228 : tensor<64xf32>
    %1230 = stablehlo.sqrt %1229 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1232 = stablehlo.add %1230, %1231 : tensor<64xf32>
    %1233 = stablehlo.divide %1227, %1232 : tensor<64xf32>
    %1234 = stablehlo.convert %arg20 : (tensor<64xbf16>) -> tensor<64xf32>
    %1235 = stablehlo.subtract %1234, %1233 : tensor<64xf32>
    %1236 = stablehlo.convert %1235 : (tensor<64xf32>) -> tensor<64xbf16>
    %1237 = stablehlo.convert %499 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_304 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1238 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1239 = stablehlo.multiply %1238, %arg58 : tensor<4x16xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1241 = stablehlo.multiply %1240, %1237 : tensor<4x16xf32>
    %1242 = stablehlo.add %1239, %1241 : tensor<4x16xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1244 = stablehlo.multiply %1243, %arg95 : tensor<4x16xf32>
    %1245 = stablehlo.multiply %1237, %1237 : tensor<4x16xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1247 = stablehlo.multiply %1246, %1245 : tensor<4x16xf32>
    %1248 = stablehlo.add %1244, %1247 : tensor<4x16xf32>
    %1249 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1250 = stablehlo.divide %1242, %1249 : tensor<4x16xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1252 = stablehlo.multiply %1251, %1250 : tensor<4x16xf32>
    %1253 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1254 = stablehlo.divide %1248, %1253 : tensor<4x16xf32>
    %1255 = stablehlo.sqrt %1254 : tensor<4x16xf32>
    %cst_309 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1256 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1257 = stablehlo.add %1255, %1256 : tensor<4x16xf32>
    %1258 = stablehlo.divide %1252, %1257 : tensor<4x16xf32>
    %1259 = stablehlo.convert %arg21 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %1260 = stablehlo.subtract %1259, %1258 : tensor<4x16xf32>
    %1261 = stablehlo.convert %1260 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %1262 = stablehlo.convert %486 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1264 = stablehlo.multiply %1263, %arg59 : tensor<4x16xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1266 = stablehlo.multiply %1265, %1262 : tensor<4x16xf32>
    %1267 = stablehlo.add %1264, %1266 : tensor<4x16xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1268 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1269 = stablehlo.multiply %1268, %arg96 : tensor<4x16xf32>
    %1270 = stablehlo.multiply %1262, %1262 : tensor<4x16xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1272 = stablehlo.multiply %1271, %1270 : tensor<4x16xf32>
    %1273 = stablehlo.add %1269, %1272 : tensor<4x16xf32>
    %1274 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1275 = stablehlo.divide %1267, %1274 : tensor<4x16xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1277 = stablehlo.multiply %1276, %1275 : tensor<4x16xf32>
    %1278 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1279 = stablehlo.divide %1273, %1278 : tensor<4x16xf32>
    %1280 = stablehlo.sqrt %1279 : tensor<4x16xf32>
    %cst_315 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1282 = stablehlo.add %1280, %1281 : tensor<4x16xf32>
    %1283 = stablehlo.divide %1277, %1282 : tensor<4x16xf32>
    %1284 = stablehlo.convert %arg22 : (tensor<4x16xbf16>) -> tensor<4x16xf32>
    %1285 = stablehlo.subtract %1284, %1283 : tensor<4x16xf32>
    %1286 = stablehlo.convert %1285 : (tensor<4x16xf32>) -> tensor<4x16xbf16>
    %1287 = stablehlo.convert %494 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %cst_316 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1289 = stablehlo.multiply %1288, %arg60 : tensor<64x4x16xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1290 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1291 = stablehlo.multiply %1290, %1287 : tensor<64x4x16xf32>
    %1292 = stablehlo.add %1289, %1291 : tensor<64x4x16xf32>
    %cst_318 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1294 = stablehlo.multiply %1293, %arg97 : tensor<64x4x16xf32>
    %1295 = stablehlo.multiply %1287, %1287 : tensor<64x4x16xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1296 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1297 = stablehlo.multiply %1296, %1295 : tensor<64x4x16xf32>
    %1298 = stablehlo.add %1294, %1297 : tensor<64x4x16xf32>
    %1299 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1300 = stablehlo.divide %1292, %1299 : tensor<64x4x16xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1302 = stablehlo.multiply %1301, %1300 : tensor<64x4x16xf32>
    %1303 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1304 = stablehlo.divide %1298, %1303 : tensor<64x4x16xf32>
    %1305 = stablehlo.sqrt %1304 : tensor<64x4x16xf32>
    %cst_321 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1307 = stablehlo.add %1305, %1306 : tensor<64x4x16xf32>
    %1308 = stablehlo.divide %1302, %1307 : tensor<64x4x16xf32>
    %1309 = stablehlo.convert %arg23 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %1310 = stablehlo.subtract %1309, %1308 : tensor<64x4x16xf32>
    %1311 = stablehlo.convert %1310 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %1312 = stablehlo.convert %457 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %cst_322 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1314 = stablehlo.multiply %1313, %arg61 : tensor<4x16x64xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1316 = stablehlo.multiply %1315, %1312 : tensor<4x16x64xf32>
    %1317 = stablehlo.add %1314, %1316 : tensor<4x16x64xf32>
    %cst_324 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1319 = stablehlo.multiply %1318, %arg98 : tensor<4x16x64xf32>
    %1320 = stablehlo.multiply %1312, %1312 : tensor<4x16x64xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1322 = stablehlo.multiply %1321, %1320 : tensor<4x16x64xf32>
    %1323 = stablehlo.add %1319, %1322 : tensor<4x16x64xf32>
    %1324 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1325 = stablehlo.divide %1317, %1324 : tensor<4x16x64xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1327 = stablehlo.multiply %1326, %1325 : tensor<4x16x64xf32>
    %1328 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1329 = stablehlo.divide %1323, %1328 : tensor<4x16x64xf32>
    %1330 = stablehlo.sqrt %1329 : tensor<4x16x64xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1332 = stablehlo.add %1330, %1331 : tensor<4x16x64xf32>
    %1333 = stablehlo.divide %1327, %1332 : tensor<4x16x64xf32>
    %1334 = stablehlo.convert %arg24 : (tensor<4x16x64xbf16>) -> tensor<4x16x64xf32>
    %1335 = stablehlo.subtract %1334, %1333 : tensor<4x16x64xf32>
    %1336 = stablehlo.convert %1335 : (tensor<4x16x64xf32>) -> tensor<4x16x64xbf16>
    %1337 = stablehlo.convert %501 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %cst_328 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1339 = stablehlo.multiply %1338, %arg62 : tensor<64x4x16xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1341 = stablehlo.multiply %1340, %1337 : tensor<64x4x16xf32>
    %1342 = stablehlo.add %1339, %1341 : tensor<64x4x16xf32>
    %cst_330 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1344 = stablehlo.multiply %1343, %arg99 : tensor<64x4x16xf32>
    %1345 = stablehlo.multiply %1337, %1337 : tensor<64x4x16xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1347 = stablehlo.multiply %1346, %1345 : tensor<64x4x16xf32>
    %1348 = stablehlo.add %1344, %1347 : tensor<64x4x16xf32>
    %1349 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1350 = stablehlo.divide %1342, %1349 : tensor<64x4x16xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1352 = stablehlo.multiply %1351, %1350 : tensor<64x4x16xf32>
    %1353 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1354 = stablehlo.divide %1348, %1353 : tensor<64x4x16xf32>
    %1355 = stablehlo.sqrt %1354 : tensor<64x4x16xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1357 = stablehlo.add %1355, %1356 : tensor<64x4x16xf32>
    %1358 = stablehlo.divide %1352, %1357 : tensor<64x4x16xf32>
    %1359 = stablehlo.convert %arg25 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %1360 = stablehlo.subtract %1359, %1358 : tensor<64x4x16xf32>
    %1361 = stablehlo.convert %1360 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %1362 = stablehlo.convert %488 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %cst_334 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1364 = stablehlo.multiply %1363, %arg63 : tensor<64x4x16xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1366 = stablehlo.multiply %1365, %1362 : tensor<64x4x16xf32>
    %1367 = stablehlo.add %1364, %1366 : tensor<64x4x16xf32>
    %cst_336 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1369 = stablehlo.multiply %1368, %arg100 : tensor<64x4x16xf32>
    %1370 = stablehlo.multiply %1362, %1362 : tensor<64x4x16xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1372 = stablehlo.multiply %1371, %1370 : tensor<64x4x16xf32>
    %1373 = stablehlo.add %1369, %1372 : tensor<64x4x16xf32>
    %1374 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1375 = stablehlo.divide %1367, %1374 : tensor<64x4x16xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1377 = stablehlo.multiply %1376, %1375 : tensor<64x4x16xf32>
    %1378 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1379 = stablehlo.divide %1373, %1378 : tensor<64x4x16xf32>
    %1380 = stablehlo.sqrt %1379 : tensor<64x4x16xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1382 = stablehlo.add %1380, %1381 : tensor<64x4x16xf32>
    %1383 = stablehlo.divide %1377, %1382 : tensor<64x4x16xf32>
    %1384 = stablehlo.convert %arg26 : (tensor<64x4x16xbf16>) -> tensor<64x4x16xf32>
    %1385 = stablehlo.subtract %1384, %1383 : tensor<64x4x16xf32>
    %1386 = stablehlo.convert %1385 : (tensor<64x4x16xf32>) -> tensor<64x4x16xbf16>
    %1387 = stablehlo.convert %506 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_340 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1389 = stablehlo.multiply %1388, %arg64 : tensor<64xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1391 = stablehlo.multiply %1390, %1387 : tensor<64xf32>
    %1392 = stablehlo.add %1389, %1391 : tensor<64xf32>
    %cst_342 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1393 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1394 = stablehlo.multiply %1393, %arg101 : tensor<64xf32>
    %1395 = stablehlo.multiply %1387, %1387 : tensor<64xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1397 = stablehlo.multiply %1396, %1395 : tensor<64xf32>
    %1398 = stablehlo.add %1394, %1397 : tensor<64xf32>
    %1399 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1400 = stablehlo.divide %1392, %1399 : tensor<64xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1401 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1402 = stablehlo.multiply %1401, %1400 : tensor<64xf32>
    %1403 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1404 = stablehlo.divide %1398, %1403 : tensor<64xf32>
    %1405 = stablehlo.sqrt %1404 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1407 = stablehlo.add %1405, %1406 : tensor<64xf32>
    %1408 = stablehlo.divide %1402, %1407 : tensor<64xf32>
    %1409 = stablehlo.convert %arg27 : (tensor<64xbf16>) -> tensor<64xf32>
    %1410 = stablehlo.subtract %1409, %1408 : tensor<64xf32>
    %1411 = stablehlo.convert %1410 : (tensor<64xf32>) -> tensor<64xbf16>
    %1412 = stablehlo.convert %512 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_346 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1414 = stablehlo.multiply %1413, %arg65 : tensor<64xf32>
    %cst_347 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1416 = stablehlo.multiply %1415, %1412 : tensor<64xf32>
    %1417 = stablehlo.add %1414, %1416 : tensor<64xf32>
    %cst_348 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1419 = stablehlo.multiply %1418, %arg102 : tensor<64xf32>
    %1420 = stablehlo.multiply %1412, %1412 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1422 = stablehlo.multiply %1421, %1420 : tensor<64xf32>
    %1423 = stablehlo.add %1419, %1422 : tensor<64xf32>
    %1424 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1425 = stablehlo.divide %1417, %1424 : tensor<64xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1426 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1427 = stablehlo.multiply %1426, %1425 : tensor<64xf32>
    %1428 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1429 = stablehlo.divide %1423, %1428 : tensor<64xf32>
    %1430 = stablehlo.sqrt %1429 : tensor<64xf32>
    %cst_351 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1432 = stablehlo.add %1430, %1431 : tensor<64xf32>
    %1433 = stablehlo.divide %1427, %1432 : tensor<64xf32>
    %1434 = stablehlo.convert %arg28 : (tensor<64xbf16>) -> tensor<64xf32>
    %1435 = stablehlo.subtract %1434, %1433 : tensor<64xf32>
    %1436 = stablehlo.convert %1435 : (tensor<64xf32>) -> tensor<64xbf16>
    %1437 = stablehlo.convert %415 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_352 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1439 = stablehlo.multiply %1438, %arg66 : tensor<64xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1441 = stablehlo.multiply %1440, %1437 : tensor<64xf32>
    %1442 = stablehlo.add %1439, %1441 : tensor<64xf32>
    %cst_354 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1444 = stablehlo.multiply %1443, %arg103 : tensor<64xf32>
    %1445 = stablehlo.multiply %1437, %1437 : tensor<64xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1447 = stablehlo.multiply %1446, %1445 : tensor<64xf32>
    %1448 = stablehlo.add %1444, %1447 : tensor<64xf32>
    %1449 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1450 = stablehlo.divide %1442, %1449 : tensor<64xf32>
    %cst_356 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1452 = stablehlo.multiply %1451, %1450 : tensor<64xf32>
    %1453 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1454 = stablehlo.divide %1448, %1453 : tensor<64xf32>
    %1455 = stablehlo.sqrt %1454 : tensor<64xf32>
    %cst_357 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1456 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1457 = stablehlo.add %1455, %1456 : tensor<64xf32>
    %1458 = stablehlo.divide %1452, %1457 : tensor<64xf32>
    %1459 = stablehlo.convert %arg29 : (tensor<64xbf16>) -> tensor<64xf32>
    %1460 = stablehlo.subtract %1459, %1458 : tensor<64xf32>
    %1461 = stablehlo.convert %1460 : (tensor<64xf32>) -> tensor<64xbf16>
    %1462 = stablehlo.convert %421 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_358 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1464 = stablehlo.multiply %1463, %arg67 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1466 = stablehlo.multiply %1465, %1462 : tensor<64xf32>
    %1467 = stablehlo.add %1464, %1466 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1469 = stablehlo.multiply %1468, %arg104 : tensor<64xf32>
    %1470 = stablehlo.multiply %1462, %1462 : tensor<64xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1472 = stablehlo.multiply %1471, %1470 : tensor<64xf32>
    %1473 = stablehlo.add %1469, %1472 : tensor<64xf32>
    %1474 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1475 = stablehlo.divide %1467, %1474 : tensor<64xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1476 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1477 = stablehlo.multiply %1476, %1475 : tensor<64xf32>
    %1478 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1479 = stablehlo.divide %1473, %1478 : tensor<64xf32>
    %1480 = stablehlo.sqrt %1479 : tensor<64xf32>
    %cst_363 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1482 = stablehlo.add %1480, %1481 : tensor<64xf32>
    %1483 = stablehlo.divide %1477, %1482 : tensor<64xf32>
    %1484 = stablehlo.convert %arg30 : (tensor<64xbf16>) -> tensor<64xf32>
    %1485 = stablehlo.subtract %1484, %1483 : tensor<64xf32>
    %1486 = stablehlo.convert %1485 : (tensor<64xf32>) -> tensor<64xbf16>
    %1487 = stablehlo.convert %409 : (tensor<256xbf16>) -> tensor<256xf32>
    %cst_364 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1488 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1489 = stablehlo.multiply %1488, %arg68 : tensor<256xf32>
    %cst_365 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1491 = stablehlo.multiply %1490, %1487 : tensor<256xf32>
    %1492 = stablehlo.add %1489, %1491 : tensor<256xf32>
    %cst_366 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1494 = stablehlo.multiply %1493, %arg105 : tensor<256xf32>
    %1495 = stablehlo.multiply %1487, %1487 : tensor<256xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1497 = stablehlo.multiply %1496, %1495 : tensor<256xf32>
    %1498 = stablehlo.add %1494, %1497 : tensor<256xf32>
    %1499 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1500 = stablehlo.divide %1492, %1499 : tensor<256xf32>
    %cst_368 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1502 = stablehlo.multiply %1501, %1500 : tensor<256xf32>
    %1503 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1504 = stablehlo.divide %1498, %1503 : tensor<256xf32>
    %1505 = stablehlo.sqrt %1504 : tensor<256xf32>
    %cst_369 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1506 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1507 = stablehlo.add %1505, %1506 : tensor<256xf32>
    %1508 = stablehlo.divide %1502, %1507 : tensor<256xf32>
    %1509 = stablehlo.convert %arg31 : (tensor<256xbf16>) -> tensor<256xf32>
    %1510 = stablehlo.subtract %1509, %1508 : tensor<256xf32>
    %1511 = stablehlo.convert %1510 : (tensor<256xf32>) -> tensor<256xbf16>
    %1512 = stablehlo.convert %389 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_370 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1514 = stablehlo.multiply %1513, %arg69 : tensor<64xf32>
    %cst_371 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1516 = stablehlo.multiply %1515, %1512 : tensor<64xf32>
    %1517 = stablehlo.add %1514, %1516 : tensor<64xf32>
    %cst_372 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1519 = stablehlo.multiply %1518, %arg106 : tensor<64xf32>
    %1520 = stablehlo.multiply %1512, %1512 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1522 = stablehlo.multiply %1521, %1520 : tensor<64xf32>
    %1523 = stablehlo.add %1519, %1522 : tensor<64xf32>
    %1524 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1525 = stablehlo.divide %1517, %1524 : tensor<64xf32>
    %cst_374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1527 = stablehlo.multiply %1526, %1525 : tensor<64xf32>
    %1528 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1529 = stablehlo.divide %1523, %1528 : tensor<64xf32>
    %1530 = stablehlo.sqrt %1529 : tensor<64xf32>
    %cst_375 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<64xf32>
    %1533 = stablehlo.divide %1527, %1532 : tensor<64xf32>
    %1534 = stablehlo.convert %arg32 : (tensor<64xbf16>) -> tensor<64xf32>
    %1535 = stablehlo.subtract %1534, %1533 : tensor<64xf32>
    %1536 = stablehlo.convert %1535 : (tensor<64xf32>) -> tensor<64xbf16>
    %1537 = stablehlo.convert %411 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %cst_376 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1539 = stablehlo.multiply %1538, %arg70 : tensor<64x256xf32>
    %cst_377 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1541 = stablehlo.multiply %1540, %1537 : tensor<64x256xf32>
    %1542 = stablehlo.add %1539, %1541 : tensor<64x256xf32>
    %cst_378 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1544 = stablehlo.multiply %1543, %arg107 : tensor<64x256xf32>
    %1545 = stablehlo.multiply %1537, %1537 : tensor<64x256xf32>
    %cst_379 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1546 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1547 = stablehlo.multiply %1546, %1545 : tensor<64x256xf32>
    %1548 = stablehlo.add %1544, %1547 : tensor<64x256xf32>
    %1549 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1550 = stablehlo.divide %1542, %1549 : tensor<64x256xf32>
    %cst_380 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1551 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1552 = stablehlo.multiply %1551, %1550 : tensor<64x256xf32>
    %1553 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1554 = stablehlo.divide %1548, %1553 : tensor<64x256xf32>
    %1555 = stablehlo.sqrt %1554 : tensor<64x256xf32>
    %cst_381 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1557 = stablehlo.add %1555, %1556 : tensor<64x256xf32>
    %1558 = stablehlo.divide %1552, %1557 : tensor<64x256xf32>
    %1559 = stablehlo.convert %arg33 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %1560 = stablehlo.subtract %1559, %1558 : tensor<64x256xf32>
    %1561 = stablehlo.convert %1560 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    %1562 = stablehlo.convert %391 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %cst_382 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1564 = stablehlo.multiply %1563, %arg71 : tensor<256x64xf32>
    %cst_383 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1566 = stablehlo.multiply %1565, %1562 : tensor<256x64xf32>
    %1567 = stablehlo.add %1564, %1566 : tensor<256x64xf32>
    %cst_384 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1569 = stablehlo.multiply %1568, %arg108 : tensor<256x64xf32>
    %1570 = stablehlo.multiply %1562, %1562 : tensor<256x64xf32>
    %cst_385 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1572 = stablehlo.multiply %1571, %1570 : tensor<256x64xf32>
    %1573 = stablehlo.add %1569, %1572 : tensor<256x64xf32>
    %1574 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1575 = stablehlo.divide %1567, %1574 : tensor<256x64xf32>
    %cst_386 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1577 = stablehlo.multiply %1576, %1575 : tensor<256x64xf32>
    %1578 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1579 = stablehlo.divide %1573, %1578 : tensor<256x64xf32>
    %1580 = stablehlo.sqrt %1579 : tensor<256x64xf32>
    %cst_387 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1581 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %1582 = stablehlo.add %1580, %1581 : tensor<256x64xf32>
    %1583 = stablehlo.divide %1577, %1582 : tensor<256x64xf32>
    %1584 = stablehlo.convert %arg34 : (tensor<256x64xbf16>) -> tensor<256x64xf32>
    %1585 = stablehlo.subtract %1584, %1583 : tensor<256x64xf32>
    %1586 = stablehlo.convert %1585 : (tensor<256x64xf32>) -> tensor<256x64xbf16>
    %1587 = stablehlo.convert %350 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_388 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1589 = stablehlo.multiply %1588, %arg72 : tensor<64xf32>
    %cst_389 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1590 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1591 = stablehlo.multiply %1590, %1587 : tensor<64xf32>
    %1592 = stablehlo.add %1589, %1591 : tensor<64xf32>
    %cst_390 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1593 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1594 = stablehlo.multiply %1593, %arg109 : tensor<64xf32>
    %1595 = stablehlo.multiply %1587, %1587 : tensor<64xf32>
    %cst_391 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1596 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1597 = stablehlo.multiply %1596, %1595 : tensor<64xf32>
    %1598 = stablehlo.add %1594, %1597 : tensor<64xf32>
    %1599 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1600 = stablehlo.divide %1592, %1599 : tensor<64xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1602 = stablehlo.multiply %1601, %1600 : tensor<64xf32>
    %1603 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1604 = stablehlo.divide %1598, %1603 : tensor<64xf32>
    %1605 = stablehlo.sqrt %1604 : tensor<64xf32>
    %cst_393 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1607 = stablehlo.add %1605, %1606 : tensor<64xf32>
    %1608 = stablehlo.divide %1602, %1607 : tensor<64xf32>
    %1609 = stablehlo.convert %arg35 : (tensor<64xbf16>) -> tensor<64xf32>
    %1610 = stablehlo.subtract %1609, %1608 : tensor<64xf32>
    %1611 = stablehlo.convert %1610 : (tensor<64xf32>) -> tensor<64xbf16>
    %1612 = stablehlo.convert %356 : (tensor<64xbf16>) -> tensor<64xf32>
    %cst_394 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1614 = stablehlo.multiply %1613, %arg73 : tensor<64xf32>
    %cst_395 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1616 = stablehlo.multiply %1615, %1612 : tensor<64xf32>
    %1617 = stablehlo.add %1614, %1616 : tensor<64xf32>
    %cst_396 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1619 = stablehlo.multiply %1618, %arg110 : tensor<64xf32>
    %1620 = stablehlo.multiply %1612, %1612 : tensor<64xf32>
    %cst_397 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1622 = stablehlo.multiply %1621, %1620 : tensor<64xf32>
    %1623 = stablehlo.add %1619, %1622 : tensor<64xf32>
    %1624 = stablehlo.broadcast_in_dim %709, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1625 = stablehlo.divide %1617, %1624 : tensor<64xf32>
    %cst_398 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1626 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1627 = stablehlo.multiply %1626, %1625 : tensor<64xf32>
    %1628 = stablehlo.broadcast_in_dim %711, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1629 = stablehlo.divide %1623, %1628 : tensor<64xf32>
    %1630 = stablehlo.sqrt %1629 : tensor<64xf32>
    %cst_399 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1632 = stablehlo.add %1630, %1631 : tensor<64xf32>
    %1633 = stablehlo.divide %1627, %1632 : tensor<64xf32>
    %1634 = stablehlo.convert %arg36 : (tensor<64xbf16>) -> tensor<64xf32>
    %1635 = stablehlo.subtract %1634, %1633 : tensor<64xf32>
    %1636 = stablehlo.convert %1635 : (tensor<64xf32>) -> tensor<64xbf16>
    return %736, %761, %786, %811, %836, %861, %886, %911, %936, %961, %986, %1011, %1036, %1061, %1086, %1111, %1136, %1161, %1186, %1211, %1236, %1261, %1286, %1311, %1336, %1361, %1386, %1411, %1436, %1461, %1486, %1511, %1536, %1561, %1586, %1611, %1636, %717, %742, %767, %792, %817, %842, %867, %892, %917, %942, %967, %992, %1017, %1042, %1067, %1092, %1117, %1142, %1167, %1192, %1217, %1242, %1267, %1292, %1317, %1342, %1367, %1392, %1417, %1442, %1467, %1492, %1517, %1542, %1567, %1592, %1617, %723, %748, %773, %798, %823, %848, %873, %898, %923, %948, %973, %998, %1023, %1048, %1073, %1098, %1123, %1148, %1173, %1198, %1223, %1248, %1273, %1298, %1323, %1348, %1373, %1398, %1423, %1448, %1473, %1498, %1523, %1548, %1573, %1598, %1623, %706, %337 : tensor<32x64xbf16>, tensor<256x64xbf16>, tensor<64x256xbf16>, tensor<4x16xbf16>, tensor<64xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<64x4x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x4x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256xbf16>, tensor<64xbf16>, tensor<64x256xbf16>, tensor<256x64xbf16>, tensor<4x16xbf16>, tensor<64xbf16>, tensor<4x16xbf16>, tensor<4x16xbf16>, tensor<64x4x16xbf16>, tensor<4x16x64xbf16>, tensor<64x4x16xbf16>, tensor<64x4x16xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<256xbf16>, tensor<64xbf16>, tensor<64x256xbf16>, tensor<256x64xbf16>, tensor<64xbf16>, tensor<64xbf16>, tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<32x64xf32>, tensor<256x64xf32>, tensor<64x256xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<4x16xf32>, tensor<64xf32>, tensor<4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16x64xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<64xf32>, tensor<64x256xf32>, tensor<256x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<f32>
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
