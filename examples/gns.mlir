// Exported by: python3 tools/export_models.py gns -o examples/gns.mlir
// jax 0.10.2, jaxlib 0.10.2; gns: dtype=f32 edge_in=8 edges=256 latent=32 mlp_layers=2 node_in=16 nodes=64 out_dim=3 scan=False steps=2; 19075 parameters
module @jit_train_step attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32xf32> {jax.arg_info = "params['decoder']['layers'][0]['b']", tf.aliasing_output = 0 : i32}, %arg1: tensor<32x32xf32> {jax.arg_info = "params['decoder']['layers'][0]['w']", tf.aliasing_output = 1 : i32}, %arg2: tensor<3xf32> {jax.arg_info = "params['decoder']['layers'][1]['b']", tf.aliasing_output = 2 : i32}, %arg3: tensor<32x3xf32> {jax.arg_info = "params['decoder']['layers'][1]['w']", tf.aliasing_output = 3 : i32}, %arg4: tensor<32xf32> {jax.arg_info = "params['encoder']['edge']['layers'][0]['b']", tf.aliasing_output = 4 : i32}, %arg5: tensor<8x32xf32> {jax.arg_info = "params['encoder']['edge']['layers'][0]['w']", tf.aliasing_output = 5 : i32}, %arg6: tensor<32xf32> {jax.arg_info = "params['encoder']['edge']['layers'][1]['b']", tf.aliasing_output = 6 : i32}, %arg7: tensor<32x32xf32> {jax.arg_info = "params['encoder']['edge']['layers'][1]['w']", tf.aliasing_output = 7 : i32}, %arg8: tensor<32xf32> {jax.arg_info = "params['encoder']['edge']['ln']['bias']", tf.aliasing_output = 8 : i32}, %arg9: tensor<32xf32> {jax.arg_info = "params['encoder']['edge']['ln']['scale']", tf.aliasing_output = 9 : i32}, %arg10: tensor<32xf32> {jax.arg_info = "params['encoder']['node']['layers'][0]['b']", tf.aliasing_output = 10 : i32}, %arg11: tensor<16x32xf32> {jax.arg_info = "params['encoder']['node']['layers'][0]['w']", tf.aliasing_output = 11 : i32}, %arg12: tensor<32xf32> {jax.arg_info = "params['encoder']['node']['layers'][1]['b']", tf.aliasing_output = 12 : i32}, %arg13: tensor<32x32xf32> {jax.arg_info = "params['encoder']['node']['layers'][1]['w']", tf.aliasing_output = 13 : i32}, %arg14: tensor<32xf32> {jax.arg_info = "params['encoder']['node']['ln']['bias']", tf.aliasing_output = 14 : i32}, %arg15: tensor<32xf32> {jax.arg_info = "params['encoder']['node']['ln']['scale']", tf.aliasing_output = 15 : i32}, %arg16: tensor<32xf32> {jax.arg_info = "params['processor'][0]['edge']['layers'][0]['b']", tf.aliasing_output = 16 : i32}, %arg17: tensor<96x32xf32> {jax.arg_info = "params['processor'][0]['edge']['layers'][0]['w']", tf.aliasing_output = 17 : i32}, %arg18: tensor<32xf32> {jax.arg_info = "params['processor'][0]['edge']['layers'][1]['b']", tf.aliasing_output = 18 : i32}, %arg19: tensor<32x32xf32> {jax.arg_info = "params['processor'][0]['edge']['layers'][1]['w']", tf.aliasing_output = 19 : i32}, %arg20: tensor<32xf32> {jax.arg_info = "params['processor'][0]['edge']['ln']['bias']", tf.aliasing_output = 20 : i32}, %arg21: tensor<32xf32> {jax.arg_info = "params['processor'][0]['edge']['ln']['scale']", tf.aliasing_output = 21 : i32}, %arg22: tensor<32xf32> {jax.arg_info = "params['processor'][0]['node']['layers'][0]['b']", tf.aliasing_output = 22 : i32}, %arg23: tensor<64x32xf32> {jax.arg_info = "params['processor'][0]['node']['layers'][0]['w']", tf.aliasing_output = 23 : i32}, %arg24: tensor<32xf32> {jax.arg_info = "params['processor'][0]['node']['layers'][1]['b']", tf.aliasing_output = 24 : i32}, %arg25: tensor<32x32xf32> {jax.arg_info = "params['processor'][0]['node']['layers'][1]['w']", tf.aliasing_output = 25 : i32}, %arg26: tensor<32xf32> {jax.arg_info = "params['processor'][0]['node']['ln']['bias']", tf.aliasing_output = 26 : i32}, %arg27: tensor<32xf32> {jax.arg_info = "params['processor'][0]['node']['ln']['scale']", tf.aliasing_output = 27 : i32}, %arg28: tensor<32xf32> {jax.arg_info = "params['processor'][1]['edge']['layers'][0]['b']", tf.aliasing_output = 28 : i32}, %arg29: tensor<96x32xf32> {jax.arg_info = "params['processor'][1]['edge']['layers'][0]['w']", tf.aliasing_output = 29 : i32}, %arg30: tensor<32xf32> {jax.arg_info = "params['processor'][1]['edge']['layers'][1]['b']", tf.aliasing_output = 30 : i32}, %arg31: tensor<32x32xf32> {jax.arg_info = "params['processor'][1]['edge']['layers'][1]['w']", tf.aliasing_output = 31 : i32}, %arg32: tensor<32xf32> {jax.arg_info = "params['processor'][1]['edge']['ln']['bias']", tf.aliasing_output = 32 : i32}, %arg33: tensor<32xf32> {jax.arg_info = "params['processor'][1]['edge']['ln']['scale']", tf.aliasing_output = 33 : i32}, %arg34: tensor<32xf32> {jax.arg_info = "params['processor'][1]['node']['layers'][0]['b']", tf.aliasing_output = 34 : i32}, %arg35: tensor<64x32xf32> {jax.arg_info = "params['processor'][1]['node']['layers'][0]['w']", tf.aliasing_output = 35 : i32}, %arg36: tensor<32xf32> {jax.arg_info = "params['processor'][1]['node']['layers'][1]['b']", tf.aliasing_output = 36 : i32}, %arg37: tensor<32x32xf32> {jax.arg_info = "params['processor'][1]['node']['layers'][1]['w']", tf.aliasing_output = 37 : i32}, %arg38: tensor<32xf32> {jax.arg_info = "params['processor'][1]['node']['ln']['bias']", tf.aliasing_output = 38 : i32}, %arg39: tensor<32xf32> {jax.arg_info = "params['processor'][1]['node']['ln']['scale']", tf.aliasing_output = 39 : i32}, %arg40: tensor<32xf32> {jax.arg_info = "opt_state['mu']['decoder']['layers'][0]['b']", tf.aliasing_output = 40 : i32}, %arg41: tensor<32x32xf32> {jax.arg_info = "opt_state['mu']['decoder']['layers'][0]['w']", tf.aliasing_output = 41 : i32}, %arg42: tensor<3xf32> {jax.arg_info = "opt_state['mu']['decoder']['layers'][1]['b']", tf.aliasing_output = 42 : i32}, %arg43: tensor<32x3xf32> {jax.arg_info = "opt_state['mu']['decoder']['layers'][1]['w']", tf.aliasing_output = 43 : i32}, %arg44: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['edge']['layers'][0]['b']", tf.aliasing_output = 44 : i32}, %arg45: tensor<8x32xf32> {jax.arg_info = "opt_state['mu']['encoder']['edge']['layers'][0]['w']", tf.aliasing_output = 45 : i32}, %arg46: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['edge']['layers'][1]['b']", tf.aliasing_output = 46 : i32}, %arg47: tensor<32x32xf32> {jax.arg_info = "opt_state['mu']['encoder']['edge']['layers'][1]['w']", tf.aliasing_output = 47 : i32}, %arg48: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['edge']['ln']['bias']", tf.aliasing_output = 48 : i32}, %arg49: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['edge']['ln']['scale']", tf.aliasing_output = 49 : i32}, %arg50: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['node']['layers'][0]['b']", tf.aliasing_output = 50 : i32}, %arg51: tensor<16x32xf32> {jax.arg_info = "opt_state['mu']['encoder']['node']['layers'][0]['w']", tf.aliasing_output = 51 : i32}, %arg52: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['node']['layers'][1]['b']", tf.aliasing_output = 52 : i32}, %arg53: tensor<32x32xf32> {jax.arg_info = "opt_state['mu']['encoder']['node']['layers'][1]['w']", tf.aliasing_output = 53 : i32}, %arg54: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['node']['ln']['bias']", tf.aliasing_output = 54 : i32}, %arg55: tensor<32xf32> {jax.arg_info = "opt_state['mu']['encoder']['node']['ln']['scale']", tf.aliasing_output = 55 : i32}, %arg56: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['edge']['layers'][0]['b']", tf.aliasing_output = 56 : i32}, %arg57: tensor<96x32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['edge']['layers'][0]['w']", tf.aliasing_output = 57 : i32}, %arg58: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['edge']['layers'][1]['b']", tf.aliasing_output = 58 : i32}, %arg59: tensor<32x32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['edge']['layers'][1]['w']", tf.aliasing_output = 59 : i32}, %arg60: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['edge']['ln']['bias']", tf.aliasing_output = 60 : i32}, %arg61: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['edge']['ln']['scale']", tf.aliasing_output = 61 : i32}, %arg62: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['node']['layers'][0]['b']", tf.aliasing_output = 62 : i32}, %arg63: tensor<64x32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['node']['layers'][0]['w']", tf.aliasing_output = 63 : i32}, %arg64: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['node']['layers'][1]['b']", tf.aliasing_output = 64 : i32}, %arg65: tensor<32x32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['node']['layers'][1]['w']", tf.aliasing_output = 65 : i32}, %arg66: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['node']['ln']['bias']", tf.aliasing_output = 66 : i32}, %arg67: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][0]['node']['ln']['scale']", tf.aliasing_output = 67 : i32}, %arg68: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['edge']['layers'][0]['b']", tf.aliasing_output = 68 : i32}, %arg69: tensor<96x32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['edge']['layers'][0]['w']", tf.aliasing_output = 69 : i32}, %arg70: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['edge']['layers'][1]['b']", tf.aliasing_output = 70 : i32}, %arg71: tensor<32x32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['edge']['layers'][1]['w']", tf.aliasing_output = 71 : i32}, %arg72: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['edge']['ln']['bias']", tf.aliasing_output = 72 : i32}, %arg73: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['edge']['ln']['scale']", tf.aliasing_output = 73 : i32}, %arg74: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['node']['layers'][0]['b']", tf.aliasing_output = 74 : i32}, %arg75: tensor<64x32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['node']['layers'][0]['w']", tf.aliasing_output = 75 : i32}, %arg76: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['node']['layers'][1]['b']", tf.aliasing_output = 76 : i32}, %arg77: tensor<32x32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['node']['layers'][1]['w']", tf.aliasing_output = 77 : i32}, %arg78: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['node']['ln']['bias']", tf.aliasing_output = 78 : i32}, %arg79: tensor<32xf32> {jax.arg_info = "opt_state['mu']['processor'][1]['node']['ln']['scale']", tf.aliasing_output = 79 : i32}, %arg80: tensor<32xf32> {jax.arg_info = "opt_state['nu']['decoder']['layers'][0]['b']", tf.aliasing_output = 80 : i32}, %arg81: tensor<32x32xf32> {jax.arg_info = "opt_state['nu']['decoder']['layers'][0]['w']", tf.aliasing_output = 81 : i32}, %arg82: tensor<3xf32> {jax.arg_info = "opt_state['nu']['decoder']['layers'][1]['b']", tf.aliasing_output = 82 : i32}, %arg83: tensor<32x3xf32> {jax.arg_info = "opt_state['nu']['decoder']['layers'][1]['w']", tf.aliasing_output = 83 : i32}, %arg84: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['edge']['layers'][0]['b']", tf.aliasing_output = 84 : i32}, %arg85: tensor<8x32xf32> {jax.arg_info = "opt_state['nu']['encoder']['edge']['layers'][0]['w']", tf.aliasing_output = 85 : i32}, %arg86: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['edge']['layers'][1]['b']", tf.aliasing_output = 86 : i32}, %arg87: tensor<32x32xf32> {jax.arg_info = "opt_state['nu']['encoder']['edge']['layers'][1]['w']", tf.aliasing_output = 87 : i32}, %arg88: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['edge']['ln']['bias']", tf.aliasing_output = 88 : i32}, %arg89: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['edge']['ln']['scale']", tf.aliasing_output = 89 : i32}, %arg90: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['node']['layers'][0]['b']", tf.aliasing_output = 90 : i32}, %arg91: tensor<16x32xf32> {jax.arg_info = "opt_state['nu']['encoder']['node']['layers'][0]['w']", tf.aliasing_output = 91 : i32}, %arg92: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['node']['layers'][1]['b']", tf.aliasing_output = 92 : i32}, %arg93: tensor<32x32xf32> {jax.arg_info = "opt_state['nu']['encoder']['node']['layers'][1]['w']", tf.aliasing_output = 93 : i32}, %arg94: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['node']['ln']['bias']", tf.aliasing_output = 94 : i32}, %arg95: tensor<32xf32> {jax.arg_info = "opt_state['nu']['encoder']['node']['ln']['scale']", tf.aliasing_output = 95 : i32}, %arg96: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['edge']['layers'][0]['b']", tf.aliasing_output = 96 : i32}, %arg97: tensor<96x32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['edge']['layers'][0]['w']", tf.aliasing_output = 97 : i32}, %arg98: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['edge']['layers'][1]['b']", tf.aliasing_output = 98 : i32}, %arg99: tensor<32x32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['edge']['layers'][1]['w']", tf.aliasing_output = 99 : i32}, %arg100: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['edge']['ln']['bias']", tf.aliasing_output = 100 : i32}, %arg101: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['edge']['ln']['scale']", tf.aliasing_output = 101 : i32}, %arg102: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['node']['layers'][0]['b']", tf.aliasing_output = 102 : i32}, %arg103: tensor<64x32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['node']['layers'][0]['w']", tf.aliasing_output = 103 : i32}, %arg104: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['node']['layers'][1]['b']", tf.aliasing_output = 104 : i32}, %arg105: tensor<32x32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['node']['layers'][1]['w']", tf.aliasing_output = 105 : i32}, %arg106: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['node']['ln']['bias']", tf.aliasing_output = 106 : i32}, %arg107: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][0]['node']['ln']['scale']", tf.aliasing_output = 107 : i32}, %arg108: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['edge']['layers'][0]['b']", tf.aliasing_output = 108 : i32}, %arg109: tensor<96x32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['edge']['layers'][0]['w']", tf.aliasing_output = 109 : i32}, %arg110: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['edge']['layers'][1]['b']", tf.aliasing_output = 110 : i32}, %arg111: tensor<32x32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['edge']['layers'][1]['w']", tf.aliasing_output = 111 : i32}, %arg112: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['edge']['ln']['bias']", tf.aliasing_output = 112 : i32}, %arg113: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['edge']['ln']['scale']", tf.aliasing_output = 113 : i32}, %arg114: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['node']['layers'][0]['b']", tf.aliasing_output = 114 : i32}, %arg115: tensor<64x32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['node']['layers'][0]['w']", tf.aliasing_output = 115 : i32}, %arg116: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['node']['layers'][1]['b']", tf.aliasing_output = 116 : i32}, %arg117: tensor<32x32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['node']['layers'][1]['w']", tf.aliasing_output = 117 : i32}, %arg118: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['node']['ln']['bias']", tf.aliasing_output = 118 : i32}, %arg119: tensor<32xf32> {jax.arg_info = "opt_state['nu']['processor'][1]['node']['ln']['scale']", tf.aliasing_output = 119 : i32}, %arg120: tensor<i32> {jax.arg_info = "opt_state['step']", tf.aliasing_output = 120 : i32}, %arg121: tensor<256x8xf32> {jax.arg_info = "batch['edges']"}, %arg122: tensor<64x16xf32> {jax.arg_info = "batch['nodes']"}, %arg123: tensor<256xi32> {jax.arg_info = "batch['receivers']"}, %arg124: tensor<256xi32> {jax.arg_info = "batch['senders']"}, %arg125: tensor<64x3xf32> {jax.arg_info = "batch['targets']"}) -> (tensor<32xf32> {jax.result_info = "result[0]['decoder']['layers'][0]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['decoder']['layers'][0]['w']"}, tensor<3xf32> {jax.result_info = "result[0]['decoder']['layers'][1]['b']"}, tensor<32x3xf32> {jax.result_info = "result[0]['decoder']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['edge']['layers'][0]['b']"}, tensor<8x32xf32> {jax.result_info = "result[0]['encoder']['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['encoder']['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['node']['layers'][0]['b']"}, tensor<16x32xf32> {jax.result_info = "result[0]['encoder']['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['encoder']['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['encoder']['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['edge']['layers'][0]['b']"}, tensor<96x32xf32> {jax.result_info = "result[0]['processor'][0]['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['processor'][0]['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['node']['layers'][0]['b']"}, tensor<64x32xf32> {jax.result_info = "result[0]['processor'][0]['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['processor'][0]['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][0]['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['edge']['layers'][0]['b']"}, tensor<96x32xf32> {jax.result_info = "result[0]['processor'][1]['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['processor'][1]['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['node']['layers'][0]['b']"}, tensor<64x32xf32> {jax.result_info = "result[0]['processor'][1]['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[0]['processor'][1]['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['processor'][1]['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['decoder']['layers'][0]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['mu']['decoder']['layers'][0]['w']"}, tensor<3xf32> {jax.result_info = "result[1]['mu']['decoder']['layers'][1]['b']"}, tensor<32x3xf32> {jax.result_info = "result[1]['mu']['decoder']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['edge']['layers'][0]['b']"}, tensor<8x32xf32> {jax.result_info = "result[1]['mu']['encoder']['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['mu']['encoder']['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['node']['layers'][0]['b']"}, tensor<16x32xf32> {jax.result_info = "result[1]['mu']['encoder']['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['mu']['encoder']['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['encoder']['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['edge']['layers'][0]['b']"}, tensor<96x32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['node']['layers'][0]['b']"}, tensor<64x32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][0]['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['edge']['layers'][0]['b']"}, tensor<96x32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['node']['layers'][0]['b']"}, tensor<64x32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['mu']['processor'][1]['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['decoder']['layers'][0]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['nu']['decoder']['layers'][0]['w']"}, tensor<3xf32> {jax.result_info = "result[1]['nu']['decoder']['layers'][1]['b']"}, tensor<32x3xf32> {jax.result_info = "result[1]['nu']['decoder']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['edge']['layers'][0]['b']"}, tensor<8x32xf32> {jax.result_info = "result[1]['nu']['encoder']['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['nu']['encoder']['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['node']['layers'][0]['b']"}, tensor<16x32xf32> {jax.result_info = "result[1]['nu']['encoder']['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['nu']['encoder']['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['encoder']['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['edge']['layers'][0]['b']"}, tensor<96x32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['node']['layers'][0]['b']"}, tensor<64x32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][0]['node']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['edge']['layers'][0]['b']"}, tensor<96x32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['edge']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['edge']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['edge']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['edge']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['edge']['ln']['scale']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['node']['layers'][0]['b']"}, tensor<64x32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['node']['layers'][0]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['node']['layers'][1]['b']"}, tensor<32x32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['node']['layers'][1]['w']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['node']['ln']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['nu']['processor'][1]['node']['ln']['scale']"}, tensor<i32> {jax.result_info = "result[1]['step']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg122, %arg11, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x32xf32>) -> tensor<64x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<64x32xf32>
    %4 = call @relu(%3) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
    %7 = stablehlo.dot_general %4, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %8 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %10 = stablehlo.add %7, %9 : tensor<64x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_0) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<64x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %16 = stablehlo.subtract %10, %15 : tensor<64x32xf32>
    %17 = chlo.square %16 : tensor<64x32xf32> -> tensor<64x32xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<64x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<64x1xf32>
    %24 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %25 = stablehlo.subtract %10, %24 : tensor<64x32xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<64x1xf32>
    %28 = stablehlo.sqrt %27 : tensor<64x1xf32>
    %cst_6 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %30 = stablehlo.divide %29, %28 : tensor<64x1xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %32 = stablehlo.divide %31, %28 : tensor<64x1xf32>
    %33 = stablehlo.multiply %28, %28 : tensor<64x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %35 = stablehlo.divide %34, %33 : tensor<64x1xf32>
    %36 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %37 = stablehlo.multiply %25, %36 : tensor<64x32xf32>
    %38 = stablehlo.broadcast_in_dim %arg15, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %40 = stablehlo.multiply %37, %39 : tensor<64x32xf32>
    %41 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %43 = stablehlo.add %40, %42 : tensor<64x32xf32>
    %44 = stablehlo.dot_general %arg121, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8xf32>, tensor<8x32xf32>) -> tensor<256x32xf32>
    %45 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %47 = stablehlo.add %44, %46 : tensor<256x32xf32>
    %48 = call @relu_0(%47) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %50 = stablehlo.compare GT, %47, %49, FLOAT : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %51 = stablehlo.dot_general %48, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %52 = stablehlo.broadcast_in_dim %arg6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %54 = stablehlo.add %51, %53 : tensor<256x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_10) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<256x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %60 = stablehlo.subtract %54, %59 : tensor<256x32xf32>
    %61 = chlo.square %60 : tensor<256x32xf32> -> tensor<256x32xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<256x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%61 init: %cst_13) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_14 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<256x1xf32>
    %68 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %69 = stablehlo.subtract %54, %68 : tensor<256x32xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %71 = stablehlo.add %67, %70 : tensor<256x1xf32>
    %72 = stablehlo.sqrt %71 : tensor<256x1xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %74 = stablehlo.divide %73, %72 : tensor<256x1xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %76 = stablehlo.divide %75, %72 : tensor<256x1xf32>
    %77 = stablehlo.multiply %72, %72 : tensor<256x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %79 = stablehlo.divide %78, %77 : tensor<256x1xf32>
    %80 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %81 = stablehlo.multiply %69, %80 : tensor<256x32xf32>
    %82 = stablehlo.broadcast_in_dim %arg9, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<256x32xf32>
    %85 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %87 = stablehlo.add %84, %86 : tensor<256x32xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %89 = stablehlo.compare LT, %arg124, %88, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_19 = stablehlo.constant dense<64> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %91 = stablehlo.add %arg124, %90 : tensor<256xi32>
    %92 = stablehlo.select %89, %91, %arg124 : tensor<256xi1>, tensor<256xi32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %94 = "stablehlo.gather"(%43, %93) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<256x1xi32>) -> tensor<256x32xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %96 = stablehlo.compare LT, %arg123, %95, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_21 = stablehlo.constant dense<64> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %98 = stablehlo.add %arg123, %97 : tensor<256xi32>
    %99 = stablehlo.select %96, %98, %arg123 : tensor<256xi1>, tensor<256xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %101 = "stablehlo.gather"(%43, %100) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<256x1xi32>) -> tensor<256x32xf32>
    %102 = stablehlo.concatenate %87, %94, %101, dim = 1 : (tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x96xf32>
    %103 = stablehlo.dot_general %102, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x96xf32>, tensor<96x32xf32>) -> tensor<256x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %106 = stablehlo.add %103, %105 : tensor<256x32xf32>
    %107 = call @relu_0(%106) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %109 = stablehlo.compare GT, %106, %108, FLOAT : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %110 = stablehlo.dot_general %107, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %111 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %113 = stablehlo.add %110, %112 : tensor<256x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_23) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %117 = stablehlo.divide %115, %116 : tensor<256x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %119 = stablehlo.subtract %113, %118 : tensor<256x32xf32>
    %120 = chlo.square %119 : tensor<256x32xf32> -> tensor<256x32xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<256x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%120 init: %cst_26) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<256x1xf32>
    %127 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %128 = stablehlo.subtract %113, %127 : tensor<256x32xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %130 = stablehlo.add %126, %129 : tensor<256x1xf32>
    %131 = stablehlo.sqrt %130 : tensor<256x1xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %133 = stablehlo.divide %132, %131 : tensor<256x1xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %135 = stablehlo.divide %134, %131 : tensor<256x1xf32>
    %136 = stablehlo.multiply %131, %131 : tensor<256x1xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %138 = stablehlo.divide %137, %136 : tensor<256x1xf32>
    %139 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %140 = stablehlo.multiply %128, %139 : tensor<256x32xf32>
    %141 = stablehlo.broadcast_in_dim %arg21, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %143 = stablehlo.multiply %140, %142 : tensor<256x32xf32>
    %144 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %146 = stablehlo.add %143, %145 : tensor<256x32xf32>
    %147 = stablehlo.add %87, %146 : tensor<256x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %149 = stablehlo.broadcast_in_dim %arg123, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %150 = "stablehlo.scatter"(%148, %149, %147) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1579 = stablehlo.add %arg126, %arg127 : tensor<f32>
      stablehlo.return %1579 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<256x1xi32>, tensor<256x32xf32>) -> tensor<64x32xf32>
    %151 = stablehlo.concatenate %43, %150, dim = 1 : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x64xf32>
    %152 = stablehlo.dot_general %151, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %153 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %155 = stablehlo.add %152, %154 : tensor<64x32xf32>
    %156 = call @relu(%155) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %158 = stablehlo.compare GT, %155, %157, FLOAT : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
    %159 = stablehlo.dot_general %156, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %160 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %162 = stablehlo.add %159, %161 : tensor<64x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_34) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %166 = stablehlo.divide %164, %165 : tensor<64x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %168 = stablehlo.subtract %162, %167 : tensor<64x32xf32>
    %169 = chlo.square %168 : tensor<64x32xf32> -> tensor<64x32xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %171 = stablehlo.multiply %170, %168 : tensor<64x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%169 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_38 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %175 = stablehlo.divide %173, %174 : tensor<64x1xf32>
    %176 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %177 = stablehlo.subtract %162, %176 : tensor<64x32xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %179 = stablehlo.add %175, %178 : tensor<64x1xf32>
    %180 = stablehlo.sqrt %179 : tensor<64x1xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %182 = stablehlo.divide %181, %180 : tensor<64x1xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %184 = stablehlo.divide %183, %180 : tensor<64x1xf32>
    %185 = stablehlo.multiply %180, %180 : tensor<64x1xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %187 = stablehlo.divide %186, %185 : tensor<64x1xf32>
    %188 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %189 = stablehlo.multiply %177, %188 : tensor<64x32xf32>
    %190 = stablehlo.broadcast_in_dim %arg27, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<64x32xf32>
    %193 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %195 = stablehlo.add %192, %194 : tensor<64x32xf32>
    %196 = stablehlo.add %43, %195 : tensor<64x32xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %198 = stablehlo.compare LT, %arg124, %197, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_44 = stablehlo.constant dense<64> : tensor<i32>
    %199 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %200 = stablehlo.add %arg124, %199 : tensor<256xi32>
    %201 = stablehlo.select %198, %200, %arg124 : tensor<256xi1>, tensor<256xi32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %203 = "stablehlo.gather"(%196, %202) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<256x1xi32>) -> tensor<256x32xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %204 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %205 = stablehlo.compare LT, %arg123, %204, SIGNED : (tensor<256xi32>, tensor<256xi32>) -> tensor<256xi1>
    %c_46 = stablehlo.constant dense<64> : tensor<i32>
    %206 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<256xi32>
    %207 = stablehlo.add %arg123, %206 : tensor<256xi32>
    %208 = stablehlo.select %205, %207, %arg123 : tensor<256xi1>, tensor<256xi32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %210 = "stablehlo.gather"(%196, %209) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<256x1xi32>) -> tensor<256x32xf32>
    %211 = stablehlo.concatenate %147, %203, %210, dim = 1 : (tensor<256x32xf32>, tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x96xf32>
    %212 = stablehlo.dot_general %211, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x96xf32>, tensor<96x32xf32>) -> tensor<256x32xf32>
    %213 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %215 = stablehlo.add %212, %214 : tensor<256x32xf32>
    %216 = call @relu_0(%215) : (tensor<256x32xf32>) -> tensor<256x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %218 = stablehlo.compare GT, %215, %217, FLOAT : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<256x32xi1>
    %219 = stablehlo.dot_general %216, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %220 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %222 = stablehlo.add %219, %221 : tensor<256x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_48) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<256x1xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %228 = stablehlo.subtract %222, %227 : tensor<256x32xf32>
    %229 = chlo.square %228 : tensor<256x32xf32> -> tensor<256x32xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %231 = stablehlo.multiply %230, %228 : tensor<256x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%229 init: %cst_51) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_52 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %235 = stablehlo.divide %233, %234 : tensor<256x1xf32>
    %236 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %237 = stablehlo.subtract %222, %236 : tensor<256x32xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %239 = stablehlo.add %235, %238 : tensor<256x1xf32>
    %240 = stablehlo.sqrt %239 : tensor<256x1xf32>
    %cst_54 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %242 = stablehlo.divide %241, %240 : tensor<256x1xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %244 = stablehlo.divide %243, %240 : tensor<256x1xf32>
    %245 = stablehlo.multiply %240, %240 : tensor<256x1xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %247 = stablehlo.divide %246, %245 : tensor<256x1xf32>
    %248 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %249 = stablehlo.multiply %237, %248 : tensor<256x32xf32>
    %250 = stablehlo.broadcast_in_dim %arg33, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %252 = stablehlo.multiply %249, %251 : tensor<256x32xf32>
    %253 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %255 = stablehlo.add %252, %254 : tensor<256x32xf32>
    %256 = stablehlo.add %147, %255 : tensor<256x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %258 = stablehlo.broadcast_in_dim %arg123, dims = [0] : (tensor<256xi32>) -> tensor<256x1xi32>
    %259 = "stablehlo.scatter"(%257, %258, %256) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1579 = stablehlo.add %arg126, %arg127 : tensor<f32>
      stablehlo.return %1579 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<256x1xi32>, tensor<256x32xf32>) -> tensor<64x32xf32>
    %260 = stablehlo.concatenate %196, %259, dim = 1 : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x64xf32>
    %261 = stablehlo.dot_general %260, %arg35, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x64xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %262 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %264 = stablehlo.add %261, %263 : tensor<64x32xf32>
    %265 = call @relu(%264) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %267 = stablehlo.compare GT, %264, %266, FLOAT : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
    %268 = stablehlo.dot_general %265, %arg37, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %269 = stablehlo.broadcast_in_dim %arg36, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %271 = stablehlo.add %268, %270 : tensor<64x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_59) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_60 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<64x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %277 = stablehlo.subtract %271, %276 : tensor<64x32xf32>
    %278 = chlo.square %277 : tensor<64x32xf32> -> tensor<64x32xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %280 = stablehlo.multiply %279, %277 : tensor<64x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%278 init: %cst_62) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_63 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %284 = stablehlo.divide %282, %283 : tensor<64x1xf32>
    %285 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %286 = stablehlo.subtract %271, %285 : tensor<64x32xf32>
    %cst_64 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %288 = stablehlo.add %284, %287 : tensor<64x1xf32>
    %289 = stablehlo.sqrt %288 : tensor<64x1xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %291 = stablehlo.divide %290, %289 : tensor<64x1xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %293 = stablehlo.divide %292, %289 : tensor<64x1xf32>
    %294 = stablehlo.multiply %289, %289 : tensor<64x1xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %296 = stablehlo.divide %295, %294 : tensor<64x1xf32>
    %297 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %298 = stablehlo.multiply %286, %297 : tensor<64x32xf32>
    %299 = stablehlo.broadcast_in_dim %arg39, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %301 = stablehlo.multiply %298, %300 : tensor<64x32xf32>
    %302 = stablehlo.broadcast_in_dim %arg38, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %304 = stablehlo.add %301, %303 : tensor<64x32xf32>
    %305 = stablehlo.add %196, %304 : tensor<64x32xf32>
    %306 = stablehlo.dot_general %305, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %307 = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %309 = stablehlo.add %306, %308 : tensor<64x32xf32>
    %310 = call @relu(%309) : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %312 = stablehlo.compare GT, %309, %311, FLOAT : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xi1>
    %313 = stablehlo.dot_general %310, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x3xf32>) -> tensor<64x3xf32>
    %314 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<64x3xf32>
    %316 = stablehlo.add %313, %315 : tensor<64x3xf32>
    %317 = stablehlo.subtract %316, %arg125 : tensor<64x3xf32>
    %318 = stablehlo.multiply %317, %317 : tensor<64x3xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %320 = stablehlo.divide %319, %cst_70 : tensor<f32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %321 = stablehlo.divide %cst_71, %cst_72 : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [] : (tensor<f32>) -> tensor<64x3xf32>
    %323 = stablehlo.multiply %317, %322 : tensor<64x3xf32>
    %324 = stablehlo.multiply %322, %317 : tensor<64x3xf32>
    %325 = stablehlo.add %323, %324 : tensor<64x3xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_73) applies stablehlo.add across dimensions = [0] : (tensor<64x3xf32>, tensor<f32>) -> tensor<3xf32>
    %327 = stablehlo.reshape %326 : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_74) applies stablehlo.add across dimensions = [0] : (tensor<1x3xf32>, tensor<f32>) -> tensor<3xf32>
    %329 = stablehlo.dot_general %325, %310, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x3xf32>, tensor<64x32xf32>) -> tensor<3x32xf32>
    %330 = stablehlo.transpose %329, dims = [1, 0] : (tensor<3x32xf32>) -> tensor<32x3xf32>
    %331 = stablehlo.dot_general %325, %arg3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x3xf32>, tensor<32x3xf32>) -> tensor<64x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %333 = stablehlo.select %312, %331, %332 : tensor<64x32xi1>, tensor<64x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_76) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %335 = stablehlo.reshape %334 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_77) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %337 = stablehlo.dot_general %333, %305, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %338 = stablehlo.transpose %337, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %339 = stablehlo.dot_general %333, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_78) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.reshape %340 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_79) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %343 = stablehlo.multiply %298, %339 : tensor<64x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_80) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %345 = stablehlo.reshape %344 : (tensor<32xf32>) -> tensor<1x32xf32>
    %346 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %347 = stablehlo.multiply %339, %346 : tensor<64x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%345 init: %cst_81) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %349 = stablehlo.multiply %286, %347 : tensor<64x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_82) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %351 = stablehlo.reshape %350 : (tensor<64xf32>) -> tensor<64x1xf32>
    %352 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %353 = stablehlo.multiply %347, %352 : tensor<64x32xf32>
    %354 = stablehlo.multiply %351, %296 : tensor<64x1xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<64x1xf32>
    %357 = stablehlo.negate %356 : tensor<64x1xf32>
    %358 = stablehlo.multiply %357, %291 : tensor<64x1xf32>
    %359 = stablehlo.negate %353 : tensor<64x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_84) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %361 = stablehlo.reshape %360 : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_85 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %363 = stablehlo.divide %358, %362 : tensor<64x1xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%363 init: %cst_86) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
    %366 = stablehlo.multiply %365, %280 : tensor<64x32xf32>
    %367 = stablehlo.negate %366 : tensor<64x32xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_87) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.reshape %368 : (tensor<64xf32>) -> tensor<64x1xf32>
    %370 = stablehlo.add %353, %366 : tensor<64x32xf32>
    %371 = stablehlo.add %361, %369 : tensor<64x1xf32>
    %cst_88 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %373 = stablehlo.divide %371, %372 : tensor<64x1xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_89) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
    %376 = stablehlo.add %370, %375 : tensor<64x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_90) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.reshape %377 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_91) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %380 = stablehlo.dot_general %376, %265, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %381 = stablehlo.transpose %380, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %382 = stablehlo.dot_general %376, %arg37, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %384 = stablehlo.select %267, %382, %383 : tensor<64x32xi1>, tensor<64x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %385 = stablehlo.reduce(%384 init: %cst_93) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.reshape %385 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.reduce(%386 init: %cst_94) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.dot_general %384, %260, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %389 = stablehlo.transpose %388, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %390 = stablehlo.dot_general %384, %arg35, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x64xf32>
    %391 = stablehlo.slice %390 [0:64, 0:32] : (tensor<64x64xf32>) -> tensor<64x32xf32>
    %392 = stablehlo.slice %390 [0:64, 32:64] : (tensor<64x64xf32>) -> tensor<64x32xf32>
    %393 = stablehlo.add %339, %391 : tensor<64x32xf32>
    %c_95 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %394 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %395 = stablehlo.compare GE, %258, %394, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %396 = stablehlo.broadcast_in_dim %c_95, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<256x1xi32>
    %398 = stablehlo.compare LE, %258, %397, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %399 = stablehlo.and %395, %398 : tensor<256x1xi1>
    %c_97 = stablehlo.constant dense<true> : tensor<i1>
    %400 = stablehlo.reduce(%399 init: %c_97) applies stablehlo.and across dimensions = [1] : (tensor<256x1xi1>, tensor<i1>) -> tensor<256xi1>
    %401 = "stablehlo.gather"(%392, %258) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<256x1xi32>) -> tensor<256x32xf32>
    %402 = stablehlo.broadcast_in_dim %400, dims = [0] : (tensor<256xi1>) -> tensor<256x32xi1>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %404 = stablehlo.select %402, %401, %403 : tensor<256x32xi1>, tensor<256x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %406 = stablehlo.reshape %405 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_100) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %408 = stablehlo.multiply %249, %404 : tensor<256x32xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_101) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %410 = stablehlo.reshape %409 : (tensor<32xf32>) -> tensor<1x32xf32>
    %411 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %412 = stablehlo.multiply %404, %411 : tensor<256x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.reduce(%410 init: %cst_102) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %414 = stablehlo.multiply %237, %412 : tensor<256x32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_103) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %416 = stablehlo.reshape %415 : (tensor<256xf32>) -> tensor<256x1xf32>
    %417 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %418 = stablehlo.multiply %412, %417 : tensor<256x32xf32>
    %419 = stablehlo.multiply %416, %247 : tensor<256x1xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<256x1xf32>
    %422 = stablehlo.negate %421 : tensor<256x1xf32>
    %423 = stablehlo.multiply %422, %242 : tensor<256x1xf32>
    %424 = stablehlo.negate %418 : tensor<256x32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_105) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %426 = stablehlo.reshape %425 : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_106 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %428 = stablehlo.divide %423, %427 : tensor<256x1xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_107) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %431 = stablehlo.multiply %430, %231 : tensor<256x32xf32>
    %432 = stablehlo.negate %431 : tensor<256x32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_108) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %434 = stablehlo.reshape %433 : (tensor<256xf32>) -> tensor<256x1xf32>
    %435 = stablehlo.add %418, %431 : tensor<256x32xf32>
    %436 = stablehlo.add %426, %434 : tensor<256x1xf32>
    %cst_109 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %438 = stablehlo.divide %436, %437 : tensor<256x1xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_110) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %441 = stablehlo.add %435, %440 : tensor<256x32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_111) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %443 = stablehlo.reshape %442 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%443 init: %cst_112) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %445 = stablehlo.dot_general %441, %216, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %446 = stablehlo.transpose %445, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %447 = stablehlo.dot_general %441, %arg31, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %449 = stablehlo.select %218, %447, %448 : tensor<256x32xi1>, tensor<256x32xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_114) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %451 = stablehlo.reshape %450 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.reduce(%451 init: %cst_115) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %453 = stablehlo.dot_general %449, %211, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x96xf32>) -> tensor<32x96xf32>
    %454 = stablehlo.transpose %453, dims = [1, 0] : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %455 = stablehlo.dot_general %449, %arg29, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<96x32xf32>) -> tensor<256x96xf32>
    %456 = stablehlo.slice %455 [0:256, 0:32] : (tensor<256x96xf32>) -> tensor<256x32xf32>
    %457 = stablehlo.slice %455 [0:256, 32:64] : (tensor<256x96xf32>) -> tensor<256x32xf32>
    %458 = stablehlo.slice %455 [0:256, 64:96] : (tensor<256x96xf32>) -> tensor<256x32xf32>
    %459 = stablehlo.add %404, %456 : tensor<256x32xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %461 = "stablehlo.scatter"(%460, %209, %458) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1579 = stablehlo.add %arg126, %arg127 : tensor<f32>
      stablehlo.return %1579 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<256x1xi32>, tensor<256x32xf32>) -> tensor<64x32xf32>
    %462 = stablehlo.add %393, %461 : tensor<64x32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %464 = "stablehlo.scatter"(%463, %202, %457) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1579 = stablehlo.add %arg126, %arg127 : tensor<f32>
      stablehlo.return %1579 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<256x1xi32>, tensor<256x32xf32>) -> tensor<64x32xf32>
    %465 = stablehlo.add %462, %464 : tensor<64x32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_118) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %467 = stablehlo.reshape %466 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_119) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %469 = stablehlo.multiply %189, %465 : tensor<64x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_120) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %471 = stablehlo.reshape %470 : (tensor<32xf32>) -> tensor<1x32xf32>
    %472 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %473 = stablehlo.multiply %465, %472 : tensor<64x32xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.reduce(%471 init: %cst_121) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %475 = stablehlo.multiply %177, %473 : tensor<64x32xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_122) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %477 = stablehlo.reshape %476 : (tensor<64xf32>) -> tensor<64x1xf32>
    %478 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %479 = stablehlo.multiply %473, %478 : tensor<64x32xf32>
    %480 = stablehlo.multiply %477, %187 : tensor<64x1xf32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<64x1xf32>
    %483 = stablehlo.negate %482 : tensor<64x1xf32>
    %484 = stablehlo.multiply %483, %182 : tensor<64x1xf32>
    %485 = stablehlo.negate %479 : tensor<64x32xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_124) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %487 = stablehlo.reshape %486 : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_125 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %489 = stablehlo.divide %484, %488 : tensor<64x1xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %490 = stablehlo.reduce(%489 init: %cst_126) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
    %492 = stablehlo.multiply %491, %171 : tensor<64x32xf32>
    %493 = stablehlo.negate %492 : tensor<64x32xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_127) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %495 = stablehlo.reshape %494 : (tensor<64xf32>) -> tensor<64x1xf32>
    %496 = stablehlo.add %479, %492 : tensor<64x32xf32>
    %497 = stablehlo.add %487, %495 : tensor<64x1xf32>
    %cst_128 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %499 = stablehlo.divide %497, %498 : tensor<64x1xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.reduce(%499 init: %cst_129) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
    %502 = stablehlo.add %496, %501 : tensor<64x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%502 init: %cst_130) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %504 = stablehlo.reshape %503 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.reduce(%504 init: %cst_131) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %506 = stablehlo.dot_general %502, %156, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %507 = stablehlo.transpose %506, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %508 = stablehlo.dot_general %502, %arg25, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %510 = stablehlo.select %158, %508, %509 : tensor<64x32xi1>, tensor<64x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_133) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %512 = stablehlo.reshape %511 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%512 init: %cst_134) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %514 = stablehlo.dot_general %510, %151, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x64xf32>) -> tensor<32x64xf32>
    %515 = stablehlo.transpose %514, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %516 = stablehlo.dot_general %510, %arg23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x64xf32>
    %517 = stablehlo.slice %516 [0:64, 0:32] : (tensor<64x64xf32>) -> tensor<64x32xf32>
    %518 = stablehlo.slice %516 [0:64, 32:64] : (tensor<64x64xf32>) -> tensor<64x32xf32>
    %519 = stablehlo.add %465, %517 : tensor<64x32xf32>
    %c_135 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_136 = stablehlo.constant dense<0> : tensor<i32>
    %520 = stablehlo.broadcast_in_dim %c_136, dims = [] : (tensor<i32>) -> tensor<256x1xi32>
    %521 = stablehlo.compare GE, %149, %520, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %522 = stablehlo.broadcast_in_dim %c_135, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<256x1xi32>
    %524 = stablehlo.compare LE, %149, %523, SIGNED : (tensor<256x1xi32>, tensor<256x1xi32>) -> tensor<256x1xi1>
    %525 = stablehlo.and %521, %524 : tensor<256x1xi1>
    %c_137 = stablehlo.constant dense<true> : tensor<i1>
    %526 = stablehlo.reduce(%525 init: %c_137) applies stablehlo.and across dimensions = [1] : (tensor<256x1xi1>, tensor<i1>) -> tensor<256xi1>
    %527 = "stablehlo.gather"(%518, %149) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<256x1xi32>) -> tensor<256x32xf32>
    %528 = stablehlo.broadcast_in_dim %526, dims = [0] : (tensor<256xi1>) -> tensor<256x32xi1>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %530 = stablehlo.select %528, %527, %529 : tensor<256x32xi1>, tensor<256x32xf32>
    %531 = stablehlo.add %459, %530 : tensor<256x32xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %532 = stablehlo.reduce(%531 init: %cst_139) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %533 = stablehlo.reshape %532 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%533 init: %cst_140) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %535 = stablehlo.multiply %140, %531 : tensor<256x32xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_141) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %537 = stablehlo.reshape %536 : (tensor<32xf32>) -> tensor<1x32xf32>
    %538 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %539 = stablehlo.multiply %531, %538 : tensor<256x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%537 init: %cst_142) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %541 = stablehlo.multiply %128, %539 : tensor<256x32xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_143) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %543 = stablehlo.reshape %542 : (tensor<256xf32>) -> tensor<256x1xf32>
    %544 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %545 = stablehlo.multiply %539, %544 : tensor<256x32xf32>
    %546 = stablehlo.multiply %543, %138 : tensor<256x1xf32>
    %cst_144 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<256x1xf32>
    %549 = stablehlo.negate %548 : tensor<256x1xf32>
    %550 = stablehlo.multiply %549, %133 : tensor<256x1xf32>
    %551 = stablehlo.negate %545 : tensor<256x32xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_145) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %553 = stablehlo.reshape %552 : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_146 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %555 = stablehlo.divide %550, %554 : tensor<256x1xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_147) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %558 = stablehlo.multiply %557, %122 : tensor<256x32xf32>
    %559 = stablehlo.negate %558 : tensor<256x32xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %560 = stablehlo.reduce(%559 init: %cst_148) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %561 = stablehlo.reshape %560 : (tensor<256xf32>) -> tensor<256x1xf32>
    %562 = stablehlo.add %545, %558 : tensor<256x32xf32>
    %563 = stablehlo.add %553, %561 : tensor<256x1xf32>
    %cst_149 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %565 = stablehlo.divide %563, %564 : tensor<256x1xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_150) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %568 = stablehlo.add %562, %567 : tensor<256x32xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_151) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.reshape %569 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_152) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %572 = stablehlo.dot_general %568, %107, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %573 = stablehlo.transpose %572, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %574 = stablehlo.dot_general %568, %arg19, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %576 = stablehlo.select %109, %574, %575 : tensor<256x32xi1>, tensor<256x32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_154) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %578 = stablehlo.reshape %577 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%578 init: %cst_155) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %580 = stablehlo.dot_general %576, %102, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x96xf32>) -> tensor<32x96xf32>
    %581 = stablehlo.transpose %580, dims = [1, 0] : (tensor<32x96xf32>) -> tensor<96x32xf32>
    %582 = stablehlo.dot_general %576, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<96x32xf32>) -> tensor<256x96xf32>
    %583 = stablehlo.slice %582 [0:256, 0:32] : (tensor<256x96xf32>) -> tensor<256x32xf32>
    %584 = stablehlo.slice %582 [0:256, 32:64] : (tensor<256x96xf32>) -> tensor<256x32xf32>
    %585 = stablehlo.slice %582 [0:256, 64:96] : (tensor<256x96xf32>) -> tensor<256x32xf32>
    %586 = stablehlo.add %531, %583 : tensor<256x32xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %588 = "stablehlo.scatter"(%587, %100, %585) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1579 = stablehlo.add %arg126, %arg127 : tensor<f32>
      stablehlo.return %1579 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<256x1xi32>, tensor<256x32xf32>) -> tensor<64x32xf32>
    %589 = stablehlo.add %519, %588 : tensor<64x32xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %591 = "stablehlo.scatter"(%590, %93, %584) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg126: tensor<f32>, %arg127: tensor<f32>):
      %1579 = stablehlo.add %arg126, %arg127 : tensor<f32>
      stablehlo.return %1579 : tensor<f32>
    }) : (tensor<64x32xf32>, tensor<256x1xi32>, tensor<256x32xf32>) -> tensor<64x32xf32>
    %592 = stablehlo.add %589, %591 : tensor<64x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %593 = stablehlo.reduce(%586 init: %cst_158) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %594 = stablehlo.reshape %593 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%594 init: %cst_159) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %596 = stablehlo.multiply %81, %586 : tensor<256x32xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_160) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %598 = stablehlo.reshape %597 : (tensor<32xf32>) -> tensor<1x32xf32>
    %599 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<256x32xf32>
    %600 = stablehlo.multiply %586, %599 : tensor<256x32xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%598 init: %cst_161) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %602 = stablehlo.multiply %69, %600 : tensor<256x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_162) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %604 = stablehlo.reshape %603 : (tensor<256xf32>) -> tensor<256x1xf32>
    %605 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x32xf32>
    %606 = stablehlo.multiply %600, %605 : tensor<256x32xf32>
    %607 = stablehlo.multiply %604, %79 : tensor<256x1xf32>
    %cst_163 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %609 = stablehlo.multiply %607, %608 : tensor<256x1xf32>
    %610 = stablehlo.negate %609 : tensor<256x1xf32>
    %611 = stablehlo.multiply %610, %74 : tensor<256x1xf32>
    %612 = stablehlo.negate %606 : tensor<256x32xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%612 init: %cst_164) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %614 = stablehlo.reshape %613 : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_165 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %616 = stablehlo.divide %611, %615 : tensor<256x1xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_166) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %619 = stablehlo.multiply %618, %63 : tensor<256x32xf32>
    %620 = stablehlo.negate %619 : tensor<256x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_167) applies stablehlo.add across dimensions = [1] : (tensor<256x32xf32>, tensor<f32>) -> tensor<256xf32>
    %622 = stablehlo.reshape %621 : (tensor<256xf32>) -> tensor<256x1xf32>
    %623 = stablehlo.add %606, %619 : tensor<256x32xf32>
    %624 = stablehlo.add %614, %622 : tensor<256x1xf32>
    %cst_168 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %626 = stablehlo.divide %624, %625 : tensor<256x1xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_169) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0] : (tensor<256xf32>) -> tensor<256x32xf32>
    %629 = stablehlo.add %623, %628 : tensor<256x32xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.reduce(%629 init: %cst_170) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %631 = stablehlo.reshape %630 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.reduce(%631 init: %cst_171) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %633 = stablehlo.dot_general %629, %48, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x32xf32>) -> tensor<32x32xf32>
    %634 = stablehlo.transpose %633, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %635 = stablehlo.dot_general %629, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<32x32xf32>) -> tensor<256x32xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %637 = stablehlo.select %50, %635, %636 : tensor<256x32xi1>, tensor<256x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_173) applies stablehlo.add across dimensions = [0] : (tensor<256x32xf32>, tensor<f32>) -> tensor<32xf32>
    %639 = stablehlo.reshape %638 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_174) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %641 = stablehlo.dot_general %637, %arg121, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x32xf32>, tensor<256x8xf32>) -> tensor<32x8xf32>
    %642 = stablehlo.transpose %641, dims = [1, 0] : (tensor<32x8xf32>) -> tensor<8x32xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %643 = stablehlo.reduce(%592 init: %cst_175) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %644 = stablehlo.reshape %643 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.reduce(%644 init: %cst_176) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %646 = stablehlo.multiply %37, %592 : tensor<64x32xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %647 = stablehlo.reduce(%646 init: %cst_177) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %648 = stablehlo.reshape %647 : (tensor<32xf32>) -> tensor<1x32xf32>
    %649 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<64x32xf32>
    %650 = stablehlo.multiply %592, %649 : tensor<64x32xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%648 init: %cst_178) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %652 = stablehlo.multiply %25, %650 : tensor<64x32xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %653 = stablehlo.reduce(%652 init: %cst_179) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %654 = stablehlo.reshape %653 : (tensor<64xf32>) -> tensor<64x1xf32>
    %655 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x32xf32>
    %656 = stablehlo.multiply %650, %655 : tensor<64x32xf32>
    %657 = stablehlo.multiply %654, %35 : tensor<64x1xf32>
    %cst_180 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %659 = stablehlo.multiply %657, %658 : tensor<64x1xf32>
    %660 = stablehlo.negate %659 : tensor<64x1xf32>
    %661 = stablehlo.multiply %660, %30 : tensor<64x1xf32>
    %662 = stablehlo.negate %656 : tensor<64x32xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%662 init: %cst_181) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %664 = stablehlo.reshape %663 : (tensor<64xf32>) -> tensor<64x1xf32>
    %cst_182 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %666 = stablehlo.divide %661, %665 : tensor<64x1xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_183) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
    %669 = stablehlo.multiply %668, %19 : tensor<64x32xf32>
    %670 = stablehlo.negate %669 : tensor<64x32xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%670 init: %cst_184) applies stablehlo.add across dimensions = [1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64xf32>
    %672 = stablehlo.reshape %671 : (tensor<64xf32>) -> tensor<64x1xf32>
    %673 = stablehlo.add %656, %669 : tensor<64x32xf32>
    %674 = stablehlo.add %664, %672 : tensor<64x1xf32>
    %cst_185 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %676 = stablehlo.divide %674, %675 : tensor<64x1xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%676 init: %cst_186) applies stablehlo.add across dimensions = [1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0] : (tensor<64xf32>) -> tensor<64x32xf32>
    %679 = stablehlo.add %673, %678 : tensor<64x32xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%679 init: %cst_187) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %681 = stablehlo.reshape %680 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%681 init: %cst_188) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %683 = stablehlo.dot_general %679, %4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<32x32xf32>
    %684 = stablehlo.transpose %683, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %685 = stablehlo.dot_general %679, %arg13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<32x32xf32>) -> tensor<64x32xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %687 = stablehlo.select %6, %685, %686 : tensor<64x32xi1>, tensor<64x32xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_190) applies stablehlo.add across dimensions = [0] : (tensor<64x32xf32>, tensor<f32>) -> tensor<32xf32>
    %689 = stablehlo.reshape %688 : (tensor<32xf32>) -> tensor<1x32xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.reduce(%689 init: %cst_191) applies stablehlo.add across dimensions = [0] : (tensor<1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %691 = stablehlo.dot_general %687, %arg122, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x32xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
    %692 = stablehlo.transpose %691, dims = [1, 0] : (tensor<32x16xf32>) -> tensor<16x32xf32>
    %c_192 = stablehlo.constant dense<1> : tensor<i32>
    %693 = stablehlo.add %arg120, %c_192 : tensor<i32>
    %694 = stablehlo.convert %693 : (tensor<i32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %695 = stablehlo.power %cst_193, %694 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %696 = stablehlo.subtract %cst_194, %695 : tensor<f32>
    %cst_195 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %697 = stablehlo.power %cst_195, %694 : tensor<f32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %698 = stablehlo.subtract %cst_196, %697 : tensor<f32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.multiply %699, %arg40 : tensor<32xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %702 = stablehlo.multiply %701, %336 : tensor<32xf32>
    %703 = stablehlo.add %700, %702 : tensor<32xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %705 = stablehlo.multiply %704, %arg80 : tensor<32xf32>
    %706 = stablehlo.multiply %336, %336 : tensor<32xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %708 = stablehlo.multiply %707, %706 : tensor<32xf32>
    %709 = stablehlo.add %705, %708 : tensor<32xf32>
    %710 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.divide %703, %710 : tensor<32xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %713 = stablehlo.multiply %712, %711 : tensor<32xf32>
    %714 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %715 = stablehlo.divide %709, %714 : tensor<32xf32>
    %716 = stablehlo.sqrt %715 : tensor<32xf32>
    %cst_202 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %717 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %718 = stablehlo.add %716, %717 : tensor<32xf32>
    %719 = stablehlo.divide %713, %718 : tensor<32xf32>
    %720 = stablehlo.subtract %arg0, %719 : tensor<32xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %722 = stablehlo.multiply %721, %arg41 : tensor<32x32xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %724 = stablehlo.multiply %723, %338 : tensor<32x32xf32>
    %725 = stablehlo.add %722, %724 : tensor<32x32xf32>
    %cst_205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %727 = stablehlo.multiply %726, %arg81 : tensor<32x32xf32>
    %728 = stablehlo.multiply %338, %338 : tensor<32x32xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %730 = stablehlo.multiply %729, %728 : tensor<32x32xf32>
    %731 = stablehlo.add %727, %730 : tensor<32x32xf32>
    %732 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %733 = stablehlo.divide %725, %732 : tensor<32x32xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %735 = stablehlo.multiply %734, %733 : tensor<32x32xf32>
    %736 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %737 = stablehlo.divide %731, %736 : tensor<32x32xf32>
    %738 = stablehlo.sqrt %737 : tensor<32x32xf32>
    %cst_208 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %740 = stablehlo.add %738, %739 : tensor<32x32xf32>
    %741 = stablehlo.divide %735, %740 : tensor<32x32xf32>
    %742 = stablehlo.subtract %arg1, %741 : tensor<32x32xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %744 = stablehlo.multiply %743, %arg42 : tensor<3xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %746 = stablehlo.multiply %745, %328 : tensor<3xf32>
    %747 = stablehlo.add %744, %746 : tensor<3xf32>
    %cst_211 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %749 = stablehlo.multiply %748, %arg82 : tensor<3xf32>
    %750 = stablehlo.multiply %328, %328 : tensor<3xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %752 = stablehlo.multiply %751, %750 : tensor<3xf32>
    %753 = stablehlo.add %749, %752 : tensor<3xf32>
    %754 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %755 = stablehlo.divide %747, %754 : tensor<3xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %757 = stablehlo.multiply %756, %755 : tensor<3xf32>
    %758 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %759 = stablehlo.divide %753, %758 : tensor<3xf32>
    %760 = stablehlo.sqrt %759 : tensor<3xf32>
    %cst_214 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<3xf32>
    %762 = stablehlo.add %760, %761 : tensor<3xf32>
    %763 = stablehlo.divide %757, %762 : tensor<3xf32>
    %764 = stablehlo.subtract %arg2, %763 : tensor<3xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %766 = stablehlo.multiply %765, %arg43 : tensor<32x3xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %768 = stablehlo.multiply %767, %330 : tensor<32x3xf32>
    %769 = stablehlo.add %766, %768 : tensor<32x3xf32>
    %cst_217 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %771 = stablehlo.multiply %770, %arg83 : tensor<32x3xf32>
    %772 = stablehlo.multiply %330, %330 : tensor<32x3xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %774 = stablehlo.multiply %773, %772 : tensor<32x3xf32>
    %775 = stablehlo.add %771, %774 : tensor<32x3xf32>
    %776 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %777 = stablehlo.divide %769, %776 : tensor<32x3xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %779 = stablehlo.multiply %778, %777 : tensor<32x3xf32>
    %780 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %781 = stablehlo.divide %775, %780 : tensor<32x3xf32>
    %782 = stablehlo.sqrt %781 : tensor<32x3xf32>
    %cst_220 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32x3xf32>
    %784 = stablehlo.add %782, %783 : tensor<32x3xf32>
    %785 = stablehlo.divide %779, %784 : tensor<32x3xf32>
    %786 = stablehlo.subtract %arg3, %785 : tensor<32x3xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %788 = stablehlo.multiply %787, %arg44 : tensor<32xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %790 = stablehlo.multiply %789, %640 : tensor<32xf32>
    %791 = stablehlo.add %788, %790 : tensor<32xf32>
    %cst_223 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %793 = stablehlo.multiply %792, %arg84 : tensor<32xf32>
    %794 = stablehlo.multiply %640, %640 : tensor<32xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %796 = stablehlo.multiply %795, %794 : tensor<32xf32>
    %797 = stablehlo.add %793, %796 : tensor<32xf32>
    %798 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %799 = stablehlo.divide %791, %798 : tensor<32xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %801 = stablehlo.multiply %800, %799 : tensor<32xf32>
    %802 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %803 = stablehlo.divide %797, %802 : tensor<32xf32>
    %804 = stablehlo.sqrt %803 : tensor<32xf32>
    %cst_226 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %806 = stablehlo.add %804, %805 : tensor<32xf32>
    %807 = stablehlo.divide %801, %806 : tensor<32xf32>
    %808 = stablehlo.subtract %arg4, %807 : tensor<32xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %810 = stablehlo.multiply %809, %arg45 : tensor<8x32xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %811 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %812 = stablehlo.multiply %811, %642 : tensor<8x32xf32>
    %813 = stablehlo.add %810, %812 : tensor<8x32xf32>
    %cst_229 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %815 = stablehlo.multiply %814, %arg85 : tensor<8x32xf32>
    %816 = stablehlo.multiply %642, %642 : tensor<8x32xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %818 = stablehlo.multiply %817, %816 : tensor<8x32xf32>
    %819 = stablehlo.add %815, %818 : tensor<8x32xf32>
    %820 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %821 = stablehlo.divide %813, %820 : tensor<8x32xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %823 = stablehlo.multiply %822, %821 : tensor<8x32xf32>
    %824 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %825 = stablehlo.divide %819, %824 : tensor<8x32xf32>
    %826 = stablehlo.sqrt %825 : tensor<8x32xf32>
    %cst_232 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %828 = stablehlo.add %826, %827 : tensor<8x32xf32>
    %829 = stablehlo.divide %823, %828 : tensor<8x32xf32>
    %830 = stablehlo.subtract %arg5, %829 : tensor<8x32xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %832 = stablehlo.multiply %831, %arg46 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %834 = stablehlo.multiply %833, %632 : tensor<32xf32>
    %835 = stablehlo.add %832, %834 : tensor<32xf32>
    %cst_235 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %837 = stablehlo.multiply %836, %arg86 : tensor<32xf32>
    %838 = stablehlo.multiply %632, %632 : tensor<32xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %840 = stablehlo.multiply %839, %838 : tensor<32xf32>
    %841 = stablehlo.add %837, %840 : tensor<32xf32>
    %842 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %843 = stablehlo.divide %835, %842 : tensor<32xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %845 = stablehlo.multiply %844, %843 : tensor<32xf32>
    %846 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %847 = stablehlo.divide %841, %846 : tensor<32xf32>
    %848 = stablehlo.sqrt %847 : tensor<32xf32>
    %cst_238 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %850 = stablehlo.add %848, %849 : tensor<32xf32>
    %851 = stablehlo.divide %845, %850 : tensor<32xf32>
    %852 = stablehlo.subtract %arg6, %851 : tensor<32xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %854 = stablehlo.multiply %853, %arg47 : tensor<32x32xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %856 = stablehlo.multiply %855, %634 : tensor<32x32xf32>
    %857 = stablehlo.add %854, %856 : tensor<32x32xf32>
    %cst_241 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %859 = stablehlo.multiply %858, %arg87 : tensor<32x32xf32>
    %860 = stablehlo.multiply %634, %634 : tensor<32x32xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %862 = stablehlo.multiply %861, %860 : tensor<32x32xf32>
    %863 = stablehlo.add %859, %862 : tensor<32x32xf32>
    %864 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %865 = stablehlo.divide %857, %864 : tensor<32x32xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %867 = stablehlo.multiply %866, %865 : tensor<32x32xf32>
    %868 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %869 = stablehlo.divide %863, %868 : tensor<32x32xf32>
    %870 = stablehlo.sqrt %869 : tensor<32x32xf32>
    %cst_244 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %872 = stablehlo.add %870, %871 : tensor<32x32xf32>
    %873 = stablehlo.divide %867, %872 : tensor<32x32xf32>
    %874 = stablehlo.subtract %arg7, %873 : tensor<32x32xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %876 = stablehlo.multiply %875, %arg48 : tensor<32xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %878 = stablehlo.multiply %877, %595 : tensor<32xf32>
    %879 = stablehlo.add %876, %878 : tensor<32xf32>
    %cst_247 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %881 = stablehlo.multiply %880, %arg88 : tensor<32xf32>
    %882 = stablehlo.multiply %595, %595 : tensor<32xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %884 = stablehlo.multiply %883, %882 : tensor<32xf32>
    %885 = stablehlo.add %881, %884 : tensor<32xf32>
    %886 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %887 = stablehlo.divide %879, %886 : tensor<32xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %889 = stablehlo.multiply %888, %887 : tensor<32xf32>
    %890 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %891 = stablehlo.divide %885, %890 : tensor<32xf32>
    %892 = stablehlo.sqrt %891 : tensor<32xf32>
    %cst_250 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %894 = stablehlo.add %892, %893 : tensor<32xf32>
    %895 = stablehlo.divide %889, %894 : tensor<32xf32>
    %896 = stablehlo.subtract %arg8, %895 : tensor<32xf32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %898 = stablehlo.multiply %897, %arg49 : tensor<32xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %900 = stablehlo.multiply %899, %601 : tensor<32xf32>
    %901 = stablehlo.add %898, %900 : tensor<32xf32>
    %cst_253 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %903 = stablehlo.multiply %902, %arg89 : tensor<32xf32>
    %904 = stablehlo.multiply %601, %601 : tensor<32xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %906 = stablehlo.multiply %905, %904 : tensor<32xf32>
    %907 = stablehlo.add %903, %906 : tensor<32xf32>
    %908 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %909 = stablehlo.divide %901, %908 : tensor<32xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %911 = stablehlo.multiply %910, %909 : tensor<32xf32>
    %912 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %913 = stablehlo.divide %907, %912 : tensor<32xf32>
    %914 = stablehlo.sqrt %913 : tensor<32xf32>
    %cst_256 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %916 = stablehlo.add %914, %915 : tensor<32xf32>
    %917 = stablehlo.divide %911, %916 : tensor<32xf32>
    %918 = stablehlo.subtract %arg9, %917 : tensor<32xf32>
    %cst_257 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %920 = stablehlo.multiply %919, %arg50 : tensor<32xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %922 = stablehlo.multiply %921, %690 : tensor<32xf32>
    %923 = stablehlo.add %920, %922 : tensor<32xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %925 = stablehlo.multiply %924, %arg90 : tensor<32xf32>
    %926 = stablehlo.multiply %690, %690 : tensor<32xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %928 = stablehlo.multiply %927, %926 : tensor<32xf32>
    %929 = stablehlo.add %925, %928 : tensor<32xf32>
    %930 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %931 = stablehlo.divide %923, %930 : tensor<32xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %933 = stablehlo.multiply %932, %931 : tensor<32xf32>
    %934 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %935 = stablehlo.divide %929, %934 : tensor<32xf32>
    %936 = stablehlo.sqrt %935 : tensor<32xf32>
    %cst_262 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %938 = stablehlo.add %936, %937 : tensor<32xf32>
    %939 = stablehlo.divide %933, %938 : tensor<32xf32>
    %940 = stablehlo.subtract %arg10, %939 : tensor<32xf32>
    %cst_263 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %942 = stablehlo.multiply %941, %arg51 : tensor<16x32xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %944 = stablehlo.multiply %943, %692 : tensor<16x32xf32>
    %945 = stablehlo.add %942, %944 : tensor<16x32xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %947 = stablehlo.multiply %946, %arg91 : tensor<16x32xf32>
    %948 = stablehlo.multiply %692, %692 : tensor<16x32xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %950 = stablehlo.multiply %949, %948 : tensor<16x32xf32>
    %951 = stablehlo.add %947, %950 : tensor<16x32xf32>
    %952 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %953 = stablehlo.divide %945, %952 : tensor<16x32xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %955 = stablehlo.multiply %954, %953 : tensor<16x32xf32>
    %956 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %957 = stablehlo.divide %951, %956 : tensor<16x32xf32>
    %958 = stablehlo.sqrt %957 : tensor<16x32xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %960 = stablehlo.add %958, %959 : tensor<16x32xf32>
    %961 = stablehlo.divide %955, %960 : tensor<16x32xf32>
    %962 = stablehlo.subtract %arg11, %961 : tensor<16x32xf32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %964 = stablehlo.multiply %963, %arg52 : tensor<32xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %966 = stablehlo.multiply %965, %682 : tensor<32xf32>
    %967 = stablehlo.add %964, %966 : tensor<32xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %969 = stablehlo.multiply %968, %arg92 : tensor<32xf32>
    %970 = stablehlo.multiply %682, %682 : tensor<32xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %972 = stablehlo.multiply %971, %970 : tensor<32xf32>
    %973 = stablehlo.add %969, %972 : tensor<32xf32>
    %974 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %975 = stablehlo.divide %967, %974 : tensor<32xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %977 = stablehlo.multiply %976, %975 : tensor<32xf32>
    %978 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %979 = stablehlo.divide %973, %978 : tensor<32xf32>
    %980 = stablehlo.sqrt %979 : tensor<32xf32>
    %cst_274 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %982 = stablehlo.add %980, %981 : tensor<32xf32>
    %983 = stablehlo.divide %977, %982 : tensor<32xf32>
    %984 = stablehlo.subtract %arg12, %983 : tensor<32xf32>
    %cst_275 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %986 = stablehlo.multiply %985, %arg53 : tensor<32x32xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %988 = stablehlo.multiply %987, %684 : tensor<32x32xf32>
    %989 = stablehlo.add %986, %988 : tensor<32x32xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %991 = stablehlo.multiply %990, %arg93 : tensor<32x32xf32>
    %992 = stablehlo.multiply %684, %684 : tensor<32x32xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %994 = stablehlo.multiply %993, %992 : tensor<32x32xf32>
    %995 = stablehlo.add %991, %994 : tensor<32x32xf32>
    %996 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %997 = stablehlo.divide %989, %996 : tensor<32x32xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %999 = stablehlo.multiply %998, %997 : tensor<32x32xf32>
    %1000 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1001 = stablehlo.divide %995, %1000 : tensor<32x32xf32>
    %1002 = stablehlo.sqrt %1001 : tensor<32x32xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<32x32xf32>
    %1005 = stablehlo.divide %999, %1004 : tensor<32x32xf32>
    %1006 = stablehlo.subtract %arg13, %1005 : tensor<32x32xf32>
    %cst_281 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1008 = stablehlo.multiply %1007, %arg54 : tensor<32xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1010 = stablehlo.multiply %1009, %645 : tensor<32xf32>
    %1011 = stablehlo.add %1008, %1010 : tensor<32xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1013 = stablehlo.multiply %1012, %arg94 : tensor<32xf32>
    %1014 = stablehlo.multiply %645, %645 : tensor<32xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1016 = stablehlo.multiply %1015, %1014 : tensor<32xf32>
    %1017 = stablehlo.add %1013, %1016 : tensor<32xf32>
    %1018 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1019 = stablehlo.divide %1011, %1018 : tensor<32xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1021 = stablehlo.multiply %1020, %1019 : tensor<32xf32>
    %1022 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1023 = stablehlo.divide %1017, %1022 : tensor<32xf32>
    %1024 = stablehlo.sqrt %1023 : tensor<32xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1026 = stablehlo.add %1024, %1025 : tensor<32xf32>
    %1027 = stablehlo.divide %1021, %1026 : tensor<32xf32>
    %1028 = stablehlo.subtract %arg14, %1027 : tensor<32xf32>
    %cst_287 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1030 = stablehlo.multiply %1029, %arg55 : tensor<32xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1032 = stablehlo.multiply %1031, %651 : tensor<32xf32>
    %1033 = stablehlo.add %1030, %1032 : tensor<32xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1034 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1035 = stablehlo.multiply %1034, %arg95 : tensor<32xf32>
    %1036 = stablehlo.multiply %651, %651 : tensor<32xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1037 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1038 = stablehlo.multiply %1037, %1036 : tensor<32xf32>
    %1039 = stablehlo.add %1035, %1038 : tensor<32xf32>
    %1040 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1041 = stablehlo.divide %1033, %1040 : tensor<32xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<32xf32>
    %1044 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1045 = stablehlo.divide %1039, %1044 : tensor<32xf32>
    %1046 = stablehlo.sqrt %1045 : tensor<32xf32>
    %cst_292 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1048 = stablehlo.add %1046, %1047 : tensor<32xf32>
    %1049 = stablehlo.divide %1043, %1048 : tensor<32xf32>
    %1050 = stablehlo.subtract %arg15, %1049 : tensor<32xf32>
    %cst_293 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1052 = stablehlo.multiply %1051, %arg56 : tensor<32xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1054 = stablehlo.multiply %1053, %579 : tensor<32xf32>
    %1055 = stablehlo.add %1052, %1054 : tensor<32xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1057 = stablehlo.multiply %1056, %arg96 : tensor<32xf32>
    %1058 = stablehlo.multiply %579, %579 : tensor<32xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1060 = stablehlo.multiply %1059, %1058 : tensor<32xf32>
    %1061 = stablehlo.add %1057, %1060 : tensor<32xf32>
    %1062 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1063 = stablehlo.divide %1055, %1062 : tensor<32xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1065 = stablehlo.multiply %1064, %1063 : tensor<32xf32>
    %1066 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1067 = stablehlo.divide %1061, %1066 : tensor<32xf32>
    %1068 = stablehlo.sqrt %1067 : tensor<32xf32>
    %cst_298 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1070 = stablehlo.add %1068, %1069 : tensor<32xf32>
    %1071 = stablehlo.divide %1065, %1070 : tensor<32xf32>
    %1072 = stablehlo.subtract %arg16, %1071 : tensor<32xf32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1074 = stablehlo.multiply %1073, %arg57 : tensor<96x32xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1076 = stablehlo.multiply %1075, %581 : tensor<96x32xf32>
    %1077 = stablehlo.add %1074, %1076 : tensor<96x32xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1079 = stablehlo.multiply %1078, %arg97 : tensor<96x32xf32>
    %1080 = stablehlo.multiply %581, %581 : tensor<96x32xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1082 = stablehlo.multiply %1081, %1080 : tensor<96x32xf32>
    %1083 = stablehlo.add %1079, %1082 : tensor<96x32xf32>
    %1084 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1085 = stablehlo.divide %1077, %1084 : tensor<96x32xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1087 = stablehlo.multiply %1086, %1085 : tensor<96x32xf32>
    %1088 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1089 = stablehlo.divide %1083, %1088 : tensor<96x32xf32>
    %1090 = stablehlo.sqrt %1089 : tensor<96x32xf32>
    %cst_304 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1092 = stablehlo.add %1090, %1091 : tensor<96x32xf32>
    %1093 = stablehlo.divide %1087, %1092 : tensor<96x32xf32>
    %1094 = stablehlo.subtract %arg17, %1093 : tensor<96x32xf32>
    %cst_305 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1096 = stablehlo.multiply %1095, %arg58 : tensor<32xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1097 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1098 = stablehlo.multiply %1097, %571 : tensor<32xf32>
    %1099 = stablehlo.add %1096, %1098 : tensor<32xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1101 = stablehlo.multiply %1100, %arg98 : tensor<32xf32>
    %1102 = stablehlo.multiply %571, %571 : tensor<32xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1104 = stablehlo.multiply %1103, %1102 : tensor<32xf32>
    %1105 = stablehlo.add %1101, %1104 : tensor<32xf32>
    %1106 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1107 = stablehlo.divide %1099, %1106 : tensor<32xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1109 = stablehlo.multiply %1108, %1107 : tensor<32xf32>
    %1110 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1111 = stablehlo.divide %1105, %1110 : tensor<32xf32>
    %1112 = stablehlo.sqrt %1111 : tensor<32xf32>
    %cst_310 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1114 = stablehlo.add %1112, %1113 : tensor<32xf32>
    %1115 = stablehlo.divide %1109, %1114 : tensor<32xf32>
    %1116 = stablehlo.subtract %arg18, %1115 : tensor<32xf32>
    %cst_311 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1118 = stablehlo.multiply %1117, %arg59 : tensor<32x32xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1120 = stablehlo.multiply %1119, %573 : tensor<32x32xf32>
    %1121 = stablehlo.add %1118, %1120 : tensor<32x32xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1123 = stablehlo.multiply %1122, %arg99 : tensor<32x32xf32>
    %1124 = stablehlo.multiply %573, %573 : tensor<32x32xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1126 = stablehlo.multiply %1125, %1124 : tensor<32x32xf32>
    %1127 = stablehlo.add %1123, %1126 : tensor<32x32xf32>
    %1128 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1129 = stablehlo.divide %1121, %1128 : tensor<32x32xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1130 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1131 = stablehlo.multiply %1130, %1129 : tensor<32x32xf32>
    %1132 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1133 = stablehlo.divide %1127, %1132 : tensor<32x32xf32>
    %1134 = stablehlo.sqrt %1133 : tensor<32x32xf32>
    %cst_316 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1136 = stablehlo.add %1134, %1135 : tensor<32x32xf32>
    %1137 = stablehlo.divide %1131, %1136 : tensor<32x32xf32>
    %1138 = stablehlo.subtract %arg19, %1137 : tensor<32x32xf32>
    %cst_317 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1139 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1140 = stablehlo.multiply %1139, %arg60 : tensor<32xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1142 = stablehlo.multiply %1141, %534 : tensor<32xf32>
    %1143 = stablehlo.add %1140, %1142 : tensor<32xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1145 = stablehlo.multiply %1144, %arg100 : tensor<32xf32>
    %1146 = stablehlo.multiply %534, %534 : tensor<32xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1148 = stablehlo.multiply %1147, %1146 : tensor<32xf32>
    %1149 = stablehlo.add %1145, %1148 : tensor<32xf32>
    %1150 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1151 = stablehlo.divide %1143, %1150 : tensor<32xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1153 = stablehlo.multiply %1152, %1151 : tensor<32xf32>
    %1154 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1155 = stablehlo.divide %1149, %1154 : tensor<32xf32>
    %1156 = stablehlo.sqrt %1155 : tensor<32xf32>
    %cst_322 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1158 = stablehlo.add %1156, %1157 : tensor<32xf32>
    %1159 = stablehlo.divide %1153, %1158 : tensor<32xf32>
    %1160 = stablehlo.subtract %arg20, %1159 : tensor<32xf32>
    %cst_323 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1162 = stablehlo.multiply %1161, %arg61 : tensor<32xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1164 = stablehlo.multiply %1163, %540 : tensor<32xf32>
    %1165 = stablehlo.add %1162, %1164 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1166 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1167 = stablehlo.multiply %1166, %arg101 : tensor<32xf32>
    %1168 = stablehlo.multiply %540, %540 : tensor<32xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1170 = stablehlo.multiply %1169, %1168 : tensor<32xf32>
    %1171 = stablehlo.add %1167, %1170 : tensor<32xf32>
    %1172 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1173 = stablehlo.divide %1165, %1172 : tensor<32xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1175 = stablehlo.multiply %1174, %1173 : tensor<32xf32>
    %1176 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1177 = stablehlo.divide %1171, %1176 : tensor<32xf32>
    %1178 = stablehlo.sqrt %1177 : tensor<32xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1180 = stablehlo.add %1178, %1179 : tensor<32xf32>
    %1181 = stablehlo.divide %1175, %1180 : tensor<32xf32>
    %1182 = stablehlo.subtract %arg21, %1181 : tensor<32xf32>
    %cst_329 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1184 = stablehlo.multiply %1183, %arg62 : tensor<32xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1186 = stablehlo.multiply %1185, %513 : tensor<32xf32>
    %1187 = stablehlo.add %1184, %1186 : tensor<32xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1189 = stablehlo.multiply %1188, %arg102 : tensor<32xf32>
    %1190 = stablehlo.multiply %513, %513 : tensor<32xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1192 = stablehlo.multiply %1191, %1190 : tensor<32xf32>
    %1193 = stablehlo.add %1189, %1192 : tensor<32xf32>
    %1194 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1195 = stablehlo.divide %1187, %1194 : tensor<32xf32>
    %cst_333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1196 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1197 = stablehlo.multiply %1196, %1195 : tensor<32xf32>
    %1198 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1199 = stablehlo.divide %1193, %1198 : tensor<32xf32>
    %1200 = stablehlo.sqrt %1199 : tensor<32xf32>
    %cst_334 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1202 = stablehlo.add %1200, %1201 : tensor<32xf32>
    %1203 = stablehlo.divide %1197, %1202 : tensor<32xf32>
    %1204 = stablehlo.subtract %arg22, %1203 : tensor<32xf32>
    %cst_335 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1206 = stablehlo.multiply %1205, %arg63 : tensor<64x32xf32>
    %cst_336 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1208 = stablehlo.multiply %1207, %515 : tensor<64x32xf32>
    %1209 = stablehlo.add %1206, %1208 : tensor<64x32xf32>
    %cst_337 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1211 = stablehlo.multiply %1210, %arg103 : tensor<64x32xf32>
    %1212 = stablehlo.multiply %515, %515 : tensor<64x32xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1214 = stablehlo.multiply %1213, %1212 : tensor<64x32xf32>
    %1215 = stablehlo.add %1211, %1214 : tensor<64x32xf32>
    %1216 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1217 = stablehlo.divide %1209, %1216 : tensor<64x32xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1219 = stablehlo.multiply %1218, %1217 : tensor<64x32xf32>
    %1220 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1221 = stablehlo.divide %1215, %1220 : tensor<64x32xf32>
    %1222 = stablehlo.sqrt %1221 : tensor<64x32xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1224 = stablehlo.add %1222, %1223 : tensor<64x32xf32>
    %1225 = stablehlo.divide %1219, %1224 : tensor<64x32xf32>
    %1226 = stablehlo.subtract %arg23, %1225 : tensor<64x32xf32>
    %cst_341 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1228 = stablehlo.multiply %1227, %arg64 : tensor<32xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1230 = stablehlo.multiply %1229, %505 : tensor<32xf32>
    %1231 = stablehlo.add %1228, %1230 : tensor<32xf32>
    %cst_343 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1233 = stablehlo.multiply %1232, %arg104 : tensor<32xf32>
    %1234 = stablehlo.multiply %505, %505 : tensor<32xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1236 = stablehlo.multiply %1235, %1234 : tensor<32xf32>
    %1237 = stablehlo.add %1233, %1236 : tensor<32xf32>
    %1238 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1239 = stablehlo.divide %1231, %1238 : tensor<32xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1241 = stablehlo.multiply %1240, %1239 : tensor<32xf32>
    %1242 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1243 = stablehlo.divide %1237, %1242 : tensor<32xf32>
    %1244 = stablehlo.sqrt %1243 : tensor<32xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1246 = stablehlo.add %1244, %1245 : tensor<32xf32>
    %1247 = stablehlo.divide %1241, %1246 : tensor<32xf32>
    %1248 = stablehlo.subtract %arg24, %1247 : tensor<32xf32>
    %cst_347 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1250 = stablehlo.multiply %1249, %arg65 : tensor<32x32xf32>
    %cst_348 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1252 = stablehlo.multiply %1251, %507 : tensor<32x32xf32>
    %1253 = stablehlo.add %1250, %1252 : tensor<32x32xf32>
    %cst_349 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1254 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1255 = stablehlo.multiply %1254, %arg105 : tensor<32x32xf32>
    %1256 = stablehlo.multiply %507, %507 : tensor<32x32xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1257 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1258 = stablehlo.multiply %1257, %1256 : tensor<32x32xf32>
    %1259 = stablehlo.add %1255, %1258 : tensor<32x32xf32>
    %1260 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1261 = stablehlo.divide %1253, %1260 : tensor<32x32xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1262 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1263 = stablehlo.multiply %1262, %1261 : tensor<32x32xf32>
    %1264 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1265 = stablehlo.divide %1259, %1264 : tensor<32x32xf32>
    %1266 = stablehlo.sqrt %1265 : tensor<32x32xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1268 = stablehlo.add %1266, %1267 : tensor<32x32xf32>
    %1269 = stablehlo.divide %1263, %1268 : tensor<32x32xf32>
    %1270 = stablehlo.subtract %arg25, %1269 : tensor<32x32xf32>
    %cst_353 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1272 = stablehlo.multiply %1271, %arg66 : tensor<32xf32>
    %cst_354 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1274 = stablehlo.multiply %1273, %468 : tensor<32xf32>
    %1275 = stablehlo.add %1272, %1274 : tensor<32xf32>
    %cst_355 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1277 = stablehlo.multiply %1276, %arg106 : tensor<32xf32>
    %1278 = stablehlo.multiply %468, %468 : tensor<32xf32>
    %cst_356 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1280 = stablehlo.multiply %1279, %1278 : tensor<32xf32>
    %1281 = stablehlo.add %1277, %1280 : tensor<32xf32>
    %1282 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1283 = stablehlo.divide %1275, %1282 : tensor<32xf32>
    %cst_357 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1285 = stablehlo.multiply %1284, %1283 : tensor<32xf32>
    %1286 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1287 = stablehlo.divide %1281, %1286 : tensor<32xf32>
    %1288 = stablehlo.sqrt %1287 : tensor<32xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1290 = stablehlo.add %1288, %1289 : tensor<32xf32>
    %1291 = stablehlo.divide %1285, %1290 : tensor<32xf32>
    %1292 = stablehlo.subtract %arg26, %1291 : tensor<32xf32>
    %cst_359 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1294 = stablehlo.multiply %1293, %arg67 : tensor<32xf32>
    %cst_360 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1296 = stablehlo.multiply %1295, %474 : tensor<32xf32>
    %1297 = stablehlo.add %1294, %1296 : tensor<32xf32>
    %cst_361 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1299 = stablehlo.multiply %1298, %arg107 : tensor<32xf32>
    %1300 = stablehlo.multiply %474, %474 : tensor<32xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1302 = stablehlo.multiply %1301, %1300 : tensor<32xf32>
    %1303 = stablehlo.add %1299, %1302 : tensor<32xf32>
    %1304 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1305 = stablehlo.divide %1297, %1304 : tensor<32xf32>
    %cst_363 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1307 = stablehlo.multiply %1306, %1305 : tensor<32xf32>
    %1308 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1309 = stablehlo.divide %1303, %1308 : tensor<32xf32>
    %1310 = stablehlo.sqrt %1309 : tensor<32xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1312 = stablehlo.add %1310, %1311 : tensor<32xf32>
    %1313 = stablehlo.divide %1307, %1312 : tensor<32xf32>
    %1314 = stablehlo.subtract %arg27, %1313 : tensor<32xf32>
    %cst_365 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1316 = stablehlo.multiply %1315, %arg68 : tensor<32xf32>
    %cst_366 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1317 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1318 = stablehlo.multiply %1317, %452 : tensor<32xf32>
    %1319 = stablehlo.add %1316, %1318 : tensor<32xf32>
    %cst_367 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1321 = stablehlo.multiply %1320, %arg108 : tensor<32xf32>
    %1322 = stablehlo.multiply %452, %452 : tensor<32xf32>
    %cst_368 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1323 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1324 = stablehlo.multiply %1323, %1322 : tensor<32xf32>
    %1325 = stablehlo.add %1321, %1324 : tensor<32xf32>
    %1326 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1327 = stablehlo.divide %1319, %1326 : tensor<32xf32>
    %cst_369 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1329 = stablehlo.multiply %1328, %1327 : tensor<32xf32>
    %1330 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1331 = stablehlo.divide %1325, %1330 : tensor<32xf32>
    %1332 = stablehlo.sqrt %1331 : tensor<32xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1334 = stablehlo.add %1332, %1333 : tensor<32xf32>
    %1335 = stablehlo.divide %1329, %1334 : tensor<32xf32>
    %1336 = stablehlo.subtract %arg28, %1335 : tensor<32xf32>
    %cst_371 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1338 = stablehlo.multiply %1337, %arg69 : tensor<96x32xf32>
    %cst_372 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1340 = stablehlo.multiply %1339, %454 : tensor<96x32xf32>
    %1341 = stablehlo.add %1338, %1340 : tensor<96x32xf32>
    %cst_373 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1343 = stablehlo.multiply %1342, %arg109 : tensor<96x32xf32>
    %1344 = stablehlo.multiply %454, %454 : tensor<96x32xf32>
    %cst_374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1346 = stablehlo.multiply %1345, %1344 : tensor<96x32xf32>
    %1347 = stablehlo.add %1343, %1346 : tensor<96x32xf32>
    %1348 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1349 = stablehlo.divide %1341, %1348 : tensor<96x32xf32>
    %cst_375 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1351 = stablehlo.multiply %1350, %1349 : tensor<96x32xf32>
    %1352 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1353 = stablehlo.divide %1347, %1352 : tensor<96x32xf32>
    %1354 = stablehlo.sqrt %1353 : tensor<96x32xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<96x32xf32>
    %1356 = stablehlo.add %1354, %1355 : tensor<96x32xf32>
    %1357 = stablehlo.divide %1351, %1356 : tensor<96x32xf32>
    %1358 = stablehlo.subtract %arg29, %1357 : tensor<96x32xf32>
    %cst_377 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1359 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1360 = stablehlo.multiply %1359, %arg70 : tensor<32xf32>
    %cst_378 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1362 = stablehlo.multiply %1361, %444 : tensor<32xf32>
    %1363 = stablehlo.add %1360, %1362 : tensor<32xf32>
    %cst_379 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1365 = stablehlo.multiply %1364, %arg110 : tensor<32xf32>
    %1366 = stablehlo.multiply %444, %444 : tensor<32xf32>
    %cst_380 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1368 = stablehlo.multiply %1367, %1366 : tensor<32xf32>
    %1369 = stablehlo.add %1365, %1368 : tensor<32xf32>
    %1370 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1371 = stablehlo.divide %1363, %1370 : tensor<32xf32>
    %cst_381 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1373 = stablehlo.multiply %1372, %1371 : tensor<32xf32>
    %1374 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1375 = stablehlo.divide %1369, %1374 : tensor<32xf32>
    %1376 = stablehlo.sqrt %1375 : tensor<32xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1377 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1378 = stablehlo.add %1376, %1377 : tensor<32xf32>
    %1379 = stablehlo.divide %1373, %1378 : tensor<32xf32>
    %1380 = stablehlo.subtract %arg30, %1379 : tensor<32xf32>
    %cst_383 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1382 = stablehlo.multiply %1381, %arg71 : tensor<32x32xf32>
    %cst_384 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1383 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1384 = stablehlo.multiply %1383, %446 : tensor<32x32xf32>
    %1385 = stablehlo.add %1382, %1384 : tensor<32x32xf32>
    %cst_385 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1387 = stablehlo.multiply %1386, %arg111 : tensor<32x32xf32>
    %1388 = stablehlo.multiply %446, %446 : tensor<32x32xf32>
    %cst_386 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1390 = stablehlo.multiply %1389, %1388 : tensor<32x32xf32>
    %1391 = stablehlo.add %1387, %1390 : tensor<32x32xf32>
    %1392 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1393 = stablehlo.divide %1385, %1392 : tensor<32x32xf32>
    %cst_387 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1395 = stablehlo.multiply %1394, %1393 : tensor<32x32xf32>
    %1396 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1397 = stablehlo.divide %1391, %1396 : tensor<32x32xf32>
    %1398 = stablehlo.sqrt %1397 : tensor<32x32xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1399 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1400 = stablehlo.add %1398, %1399 : tensor<32x32xf32>
    %1401 = stablehlo.divide %1395, %1400 : tensor<32x32xf32>
    %1402 = stablehlo.subtract %arg31, %1401 : tensor<32x32xf32>
    %cst_389 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1404 = stablehlo.multiply %1403, %arg72 : tensor<32xf32>
    %cst_390 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1405 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1406 = stablehlo.multiply %1405, %407 : tensor<32xf32>
    %1407 = stablehlo.add %1404, %1406 : tensor<32xf32>
    %cst_391 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1409 = stablehlo.multiply %1408, %arg112 : tensor<32xf32>
    %1410 = stablehlo.multiply %407, %407 : tensor<32xf32>
    %cst_392 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1411 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1412 = stablehlo.multiply %1411, %1410 : tensor<32xf32>
    %1413 = stablehlo.add %1409, %1412 : tensor<32xf32>
    %1414 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1415 = stablehlo.divide %1407, %1414 : tensor<32xf32>
    %cst_393 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1417 = stablehlo.multiply %1416, %1415 : tensor<32xf32>
    %1418 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1419 = stablehlo.divide %1413, %1418 : tensor<32xf32>
    %1420 = stablehlo.sqrt %1419 : tensor<32xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1422 = stablehlo.add %1420, %1421 : tensor<32xf32>
    %1423 = stablehlo.divide %1417, %1422 : tensor<32xf32>
    %1424 = stablehlo.subtract %arg32, %1423 : tensor<32xf32>
    %cst_395 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1425 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1426 = stablehlo.multiply %1425, %arg73 : tensor<32xf32>
    %cst_396 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1428 = stablehlo.multiply %1427, %413 : tensor<32xf32>
    %1429 = stablehlo.add %1426, %1428 : tensor<32xf32>
    %cst_397 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1431 = stablehlo.multiply %1430, %arg113 : tensor<32xf32>
    %1432 = stablehlo.multiply %413, %413 : tensor<32xf32>
    %cst_398 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1434 = stablehlo.multiply %1433, %1432 : tensor<32xf32>
    %1435 = stablehlo.add %1431, %1434 : tensor<32xf32>
    %1436 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1437 = stablehlo.divide %1429, %1436 : tensor<32xf32>
    %cst_399 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1438 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1439 = stablehlo.multiply %1438, %1437 : tensor<32xf32>
    %1440 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1441 = stablehlo.divide %1435, %1440 : tensor<32xf32>
    %1442 = stablehlo.sqrt %1441 : tensor<32xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1444 = stablehlo.add %1442, %1443 : tensor<32xf32>
    %1445 = stablehlo.divide %1439, %1444 : tensor<32xf32>
    %1446 = stablehlo.subtract %arg33, %1445 : tensor<32xf32>
    %cst_401 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1448 = stablehlo.multiply %1447, %arg74 : tensor<32xf32>
    %cst_402 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1449 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1450 = stablehlo.multiply %1449, %387 : tensor<32xf32>
    %1451 = stablehlo.add %1448, %1450 : tensor<32xf32>
    %cst_403 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1452 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1453 = stablehlo.multiply %1452, %arg114 : tensor<32xf32>
    %1454 = stablehlo.multiply %387, %387 : tensor<32xf32>
    %cst_404 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1455 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1456 = stablehlo.multiply %1455, %1454 : tensor<32xf32>
    %1457 = stablehlo.add %1453, %1456 : tensor<32xf32>
    %1458 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1459 = stablehlo.divide %1451, %1458 : tensor<32xf32>
    %cst_405 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1461 = stablehlo.multiply %1460, %1459 : tensor<32xf32>
    %1462 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1463 = stablehlo.divide %1457, %1462 : tensor<32xf32>
    %1464 = stablehlo.sqrt %1463 : tensor<32xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1466 = stablehlo.add %1464, %1465 : tensor<32xf32>
    %1467 = stablehlo.divide %1461, %1466 : tensor<32xf32>
    %1468 = stablehlo.subtract %arg34, %1467 : tensor<32xf32>
    %cst_407 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1470 = stablehlo.multiply %1469, %arg75 : tensor<64x32xf32>
    %cst_408 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1472 = stablehlo.multiply %1471, %389 : tensor<64x32xf32>
    %1473 = stablehlo.add %1470, %1472 : tensor<64x32xf32>
    %cst_409 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1474 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1475 = stablehlo.multiply %1474, %arg115 : tensor<64x32xf32>
    %1476 = stablehlo.multiply %389, %389 : tensor<64x32xf32>
    %cst_410 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1478 = stablehlo.multiply %1477, %1476 : tensor<64x32xf32>
    %1479 = stablehlo.add %1475, %1478 : tensor<64x32xf32>
    %1480 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1481 = stablehlo.divide %1473, %1480 : tensor<64x32xf32>
    %cst_411 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1482 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1483 = stablehlo.multiply %1482, %1481 : tensor<64x32xf32>
    %1484 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1485 = stablehlo.divide %1479, %1484 : tensor<64x32xf32>
    %1486 = stablehlo.sqrt %1485 : tensor<64x32xf32>
    %cst_412 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1488 = stablehlo.add %1486, %1487 : tensor<64x32xf32>
    %1489 = stablehlo.divide %1483, %1488 : tensor<64x32xf32>
    %1490 = stablehlo.subtract %arg35, %1489 : tensor<64x32xf32>
    %cst_413 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1491 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1492 = stablehlo.multiply %1491, %arg76 : tensor<32xf32>
    %cst_414 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1494 = stablehlo.multiply %1493, %379 : tensor<32xf32>
    %1495 = stablehlo.add %1492, %1494 : tensor<32xf32>
    %cst_415 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1497 = stablehlo.multiply %1496, %arg116 : tensor<32xf32>
    %1498 = stablehlo.multiply %379, %379 : tensor<32xf32>
    %cst_416 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1500 = stablehlo.multiply %1499, %1498 : tensor<32xf32>
    %1501 = stablehlo.add %1497, %1500 : tensor<32xf32>
    %1502 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1503 = stablehlo.divide %1495, %1502 : tensor<32xf32>
    %cst_417 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1505 = stablehlo.multiply %1504, %1503 : tensor<32xf32>
    %1506 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1507 = stablehlo.divide %1501, %1506 : tensor<32xf32>
    %1508 = stablehlo.sqrt %1507 : tensor<32xf32>
    %cst_418 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1509 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1510 = stablehlo.add %1508, %1509 : tensor<32xf32>
    %1511 = stablehlo.divide %1505, %1510 : tensor<32xf32>
    %1512 = stablehlo.subtract %arg36, %1511 : tensor<32xf32>
    %cst_419 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1513 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1514 = stablehlo.multiply %1513, %arg77 : tensor<32x32xf32>
    %cst_420 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1515 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1516 = stablehlo.multiply %1515, %381 : tensor<32x32xf32>
    %1517 = stablehlo.add %1514, %1516 : tensor<32x32xf32>
    %cst_421 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1518 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1519 = stablehlo.multiply %1518, %arg117 : tensor<32x32xf32>
    %1520 = stablehlo.multiply %381, %381 : tensor<32x32xf32>
    %cst_422 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1521 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1522 = stablehlo.multiply %1521, %1520 : tensor<32x32xf32>
    %1523 = stablehlo.add %1519, %1522 : tensor<32x32xf32>
    %1524 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1525 = stablehlo.divide %1517, %1524 : tensor<32x32xf32>
    %cst_423 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1527 = stablehlo.multiply %1526, %1525 : tensor<32x32xf32>
    %1528 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1529 = stablehlo.divide %1523, %1528 : tensor<32x32xf32>
    %1530 = stablehlo.sqrt %1529 : tensor<32x32xf32>
    %cst_424 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1531 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<32x32xf32>
    %1532 = stablehlo.add %1530, %1531 : tensor<32x32xf32>
    %1533 = stablehlo.divide %1527, %1532 : tensor<32x32xf32>
    %1534 = stablehlo.subtract %arg37, %1533 : tensor<32x32xf32>
    %cst_425 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1536 = stablehlo.multiply %1535, %arg78 : tensor<32xf32>
    %cst_426 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1537 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1538 = stablehlo.multiply %1537, %342 : tensor<32xf32>
    %1539 = stablehlo.add %1536, %1538 : tensor<32xf32>
    %cst_427 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1540 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1541 = stablehlo.multiply %1540, %arg118 : tensor<32xf32>
    %1542 = stablehlo.multiply %342, %342 : tensor<32xf32>
    %cst_428 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1543 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1544 = stablehlo.multiply %1543, %1542 : tensor<32xf32>
    %1545 = stablehlo.add %1541, %1544 : tensor<32xf32>
    %1546 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1547 = stablehlo.divide %1539, %1546 : tensor<32xf32>
    %cst_429 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1548 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1549 = stablehlo.multiply %1548, %1547 : tensor<32xf32>
    %1550 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1551 = stablehlo.divide %1545, %1550 : tensor<32xf32>
    %1552 = stablehlo.sqrt %1551 : tensor<32xf32>
    %cst_430 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1554 = stablehlo.add %1552, %1553 : tensor<32xf32>
    %1555 = stablehlo.divide %1549, %1554 : tensor<32xf32>
    %1556 = stablehlo.subtract %arg38, %1555 : tensor<32xf32>
    %cst_431 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1558 = stablehlo.multiply %1557, %arg79 : tensor<32xf32>
    %cst_432 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1560 = stablehlo.multiply %1559, %348 : tensor<32xf32>
    %1561 = stablehlo.add %1558, %1560 : tensor<32xf32>
    %cst_433 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1563 = stablehlo.multiply %1562, %arg119 : tensor<32xf32>
    %1564 = stablehlo.multiply %348, %348 : tensor<32xf32>
    %cst_434 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1566 = stablehlo.multiply %1565, %1564 : tensor<32xf32>
    %1567 = stablehlo.add %1563, %1566 : tensor<32xf32>
    %1568 = stablehlo.broadcast_in_dim %696, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1569 = stablehlo.divide %1561, %1568 : tensor<32xf32>
    %cst_435 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1571 = stablehlo.multiply %1570, %1569 : tensor<32xf32>
    %1572 = stablehlo.broadcast_in_dim %698, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1573 = stablehlo.divide %1567, %1572 : tensor<32xf32>
    %1574 = stablehlo.sqrt %1573 : tensor<32xf32>
    %cst_436 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1575 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1576 = stablehlo.add %1574, %1575 : tensor<32xf32>
    %1577 = stablehlo.divide %1571, %1576 : tensor<32xf32>
    %1578 = stablehlo.subtract %arg39, %1577 : tensor<32xf32>
    return %720, %742, %764, %786, %808, %830, %852, %874, %896, %918, %940, %962, %984, %1006, %1028, %1050, %1072, %1094, %1116, %1138, %1160, %1182, %1204, %1226, %1248, %1270, %1292, %1314, %1336, %1358, %1380, %1402, %1424, %1446, %1468, %1490, %1512, %1534, %1556, %1578, %703, %725, %747, %769, %791, %813, %835, %857, %879, %901, %923, %945, %967, %989, %1011, %1033, %1055, %1077, %1099, %1121, %1143, %1165, %1187, %1209, %1231, %1253, %1275, %1297, %1319, %1341, %1363, %1385, %1407, %1429, %1451, %1473, %1495, %1517, %1539, %1561, %709, %731, %753, %775, %797, %819, %841, %863, %885, %907, %929, %951, %973, %995, %1017, %1039, %1061, %1083, %1105, %1127, %1149, %1171, %1193, %1215, %1237, %1259, %1281, %1303, %1325, %1347, %1369, %1391, %1413, %1435, %1457, %1479, %1501, %1523, %1545, %1567, %693, %320 : tensor<32xf32>, tensor<32x32xf32>, tensor<3xf32>, tensor<32x3xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<3xf32>, tensor<32x3xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<3xf32>, tensor<32x3xf32>, tensor<32xf32>, tensor<8x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<96x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64x32xf32>, tensor<32xf32>, tensor<32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<64x32xf32>) -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<64x32xf32>
    return %1 : tensor<64x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<256x32xf32>) -> tensor<256x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x32xf32>
    return %1 : tensor<256x32xf32>
  }
}
