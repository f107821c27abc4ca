#!/usr/bin/env python3
"""Export full JAX training steps (forward, backward, Adam) as StableHLO text.

This is a developer tool for producing test and benchmark inputs for partir.
It needs jax (see tools/requirements.txt); `make` and `make test` never run it.

    python3 tools/export_models.py MODEL [options] [-o OUT.mlir[.xz]]
    python3 tools/export_models.py --selftest
    python3 tools/export_models.py --census FILE.mlir[.xz] ...

MODEL is one of mlp, transformer, llama, unet, gns.  Every training step has the
signature

    train_step(params, opt_state, batch) -> (new_params, new_opt_state, loss)

where params is a nested dict (layers are Python lists, i.e. unrolled, unless
--scan), opt_state = {'step': i32[], 'mu': <params tree>, 'nu': <params tree>}
and the Adam update is written out by hand (bias-corrected, no optax).

All inputs are jax.ShapeDtypeStruct (abstract), so exporting a GPT-3-175B
sized step allocates no parameter memory.

Argument names.  JAX 0.10 no longer writes `jax.arg_info` attributes; it only
records argument names as MLIR name locations, visible with
`as_text(debug_info=True)`.  --names selects how the names reach the text:
  attr (default)  read JAX's own name locations from the lowered module and
                  attach them as {jax.arg_info = "params['layers'][0]..."}
                  argument attributes (the form older JAX printed), then
                  print without debug info.  Results always carry JAX's own
                  {jax.result_info = "result[0]['layers'][0]..."}.
  loc             exactly `as_text(debug_info=True)`: names as
                  loc("params[...]") on the block arguments, plus loc(#locN)
                  trailers on every op and #locN = loc(...) alias lines.
  none            exactly `as_text()`: no argument names.
"""

import argparse
import lzma
import math
import os
import shlex
import sys
import time
from collections import Counter
from functools import partial

PRESETS = {
    # GPT-3 175B (Brown et al. 2020, table 2.1): 96 layers, d_model 12288,
    # 96 heads of 128, context 2048.  The vocabulary is GPT-2's 50257 padded
    # to 50304 = 393*128 as Megatron-LM does, so the vocab axis divides by
    # common tensor-parallel degrees.  Batch 1536 sequences = 3.1M tokens,
    # the paper's 3.2M-token global batch.
    'gpt3-175b': dict(model='transformer', layers=96, d_model=12288, heads=96,
                      seq=2048, vocab=50304, batch=1536),
    # Same width and batch as GPT-3 175B with fewer layers, for benchmarks
    # that scale the depth.
    'gpt3-12l': dict(model='transformer', layers=12, d_model=12288, heads=96,
                     seq=2048, vocab=50304, batch=1536),
    'gpt3-24l': dict(model='transformer', layers=24, d_model=12288, heads=96,
                     seq=2048, vocab=50304, batch=1536),
    'gpt3-48l': dict(model='transformer', layers=48, d_model=12288, heads=96,
                     seq=2048, vocab=50304, batch=1536),
    # GPT-2 small (124M) shapes with the padded vocabulary.
    'gpt2-small': dict(model='transformer', layers=12, d_model=768, heads=12,
                       seq=1024, vocab=50304, batch=8),
}

# Per-model defaults; any of them can be overridden on the command line.
DEFAULTS = {
    'mlp': dict(batch=64, in_dim=784, hidden='512,512', classes=10),
    'transformer': dict(batch=8, layers=2, d_model=64, heads=4, seq=32,
                        vocab=256, mlp_ratio=4),
    # Llama-style decoder with Hugging Face (Flax) parameter names,
    # grouped-query attention (kv_heads < heads), RoPE, RMSNorm, SwiGLU.
    'llama': dict(batch=4, layers=2, d_model=64, heads=4, kv_heads=2, seq=16,
                  vocab=128, ffn=128),
    'unet': dict(batch=4, image=32, channels=3, out_channels=3, base=16,
                 depth=2),
    'gns': dict(nodes=64, edges=256, node_in=16, edge_in=8, out_dim=3,
                latent=32, steps=2, mlp_layers=2),
}

ADAM = dict(lr=1e-3, b1=0.9, b2=0.999, eps=1e-8)


def _jax():
    # Imported lazily so that --help works without jax installed.
    import jax
    import jax.numpy as jnp
    return jax, jnp


# ---------------------------------------------------------------------------
# Shared pieces: dense layers, LayerNorm, Adam.


def _dense_init(key, n_in, n_out, dtype, scale=None):
    jax, jnp = _jax()
    scale = (1.0 / math.sqrt(n_in)) if scale is None else scale
    w = jax.random.normal(key, (n_in, n_out), jnp.float32) * scale
    return {'w': w.astype(dtype), 'b': jnp.zeros((n_out,), dtype)}


def _ln_init(d, dtype):
    _, jnp = _jax()
    return {'scale': jnp.ones((d,), dtype), 'bias': jnp.zeros((d,), dtype)}


def _layer_norm(p, x, eps=1e-5):
    # Statistics in f32 even for bf16 activations, as mixed-precision
    # training does.
    _, jnp = _jax()
    x32 = x.astype(jnp.float32)
    mean = jnp.mean(x32, axis=-1, keepdims=True)
    var = jnp.mean(jnp.square(x32 - mean), axis=-1, keepdims=True)
    y = ((x32 - mean) * (1.0 / jnp.sqrt(var + eps))).astype(x.dtype)
    return y * p['scale'] + p['bias']


def _softmax_xent(logits, labels, n_classes):
    """Mean softmax cross-entropy in f32 with one-hot labels."""
    jax, jnp = _jax()
    logp = jax.nn.log_softmax(logits.astype(jnp.float32), axis=-1)
    onehot = jax.nn.one_hot(labels, n_classes, dtype=jnp.float32)
    return -jnp.mean(jnp.sum(onehot * logp, axis=-1))


def make_train_step(loss_fn, lr, b1, b2, eps):
    """Wrap loss_fn(params, batch) into a full Adam training step."""
    jax, jnp = _jax()

    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(loss_fn)(params, batch)
        step = opt_state['step'] + 1
        t = step.astype(jnp.float32)
        bc1 = 1.0 - jnp.power(jnp.float32(b1), t)
        bc2 = 1.0 - jnp.power(jnp.float32(b2), t)

        def update(p, g, m, v):
            # Moments and the update are f32 whatever the parameter dtype.
            g = g.astype(jnp.float32)
            m = b1 * m + (1.0 - b1) * g
            v = b2 * v + (1.0 - b2) * (g * g)
            delta = lr * (m / bc1) / (jnp.sqrt(v / bc2) + eps)
            return (p.astype(jnp.float32) - delta).astype(p.dtype), m, v

        out = jax.tree.map(update, params, grads, opt_state['mu'],
                           opt_state['nu'])
        is_triple = lambda x: isinstance(x, tuple)  # noqa: E731
        new_params = jax.tree.map(lambda o: o[0], out, is_leaf=is_triple)
        new_mu = jax.tree.map(lambda o: o[1], out, is_leaf=is_triple)
        new_nu = jax.tree.map(lambda o: o[2], out, is_leaf=is_triple)
        return new_params, {'step': step, 'mu': new_mu, 'nu': new_nu}, loss

    return train_step


def init_opt_state(params):
    jax, jnp = _jax()
    zeros = lambda p: jnp.zeros(p.shape, jnp.float32)  # noqa: E731
    return {'step': jnp.zeros((), jnp.int32),
            'mu': jax.tree.map(zeros, params),
            'nu': jax.tree.map(zeros, params)}


# ---------------------------------------------------------------------------
# MLP classifier: dense+ReLU stack, softmax cross-entropy.


def mlp_init(cfg, key):
    jax, _ = _jax()
    dims = [cfg.in_dim] + cfg.hidden_dims + [cfg.classes]
    keys = jax.random.split(key, len(dims) - 1)
    return {'layers': [_dense_init(k, a, b, cfg.jdtype)
                       for k, a, b in zip(keys, dims[:-1], dims[1:])]}


def mlp_batch(cfg):
    jax, jnp = _jax()
    return {'x': jax.ShapeDtypeStruct((cfg.batch, cfg.in_dim), cfg.jdtype),
            'y': jax.ShapeDtypeStruct((cfg.batch,), jnp.int32)}


def mlp_loss(cfg, params, batch):
    jax, _ = _jax()
    h = batch['x']
    n = len(params['layers'])
    for i, layer in enumerate(params['layers']):
        h = h @ layer['w'] + layer['b']
        if i + 1 < n:
            h = jax.nn.relu(h)
    return _softmax_xent(h, batch['y'], cfg.classes)


# ---------------------------------------------------------------------------
# GPT-style decoder: token+position embeddings, pre-LayerNorm blocks with
# causal multi-head attention and a GELU MLP, final LayerNorm, untied output
# projection, next-token cross-entropy.
#
# Attention weights are separate wq, wk, wv of shape [d_model, heads,
# head_dim] and wo of shape [heads, head_dim, d_model]: the head axis is a
# real tensor dimension, so Megatron-style tensor parallelism is "shard the
# heads axis" (and w_in columns / w_out rows of the MLP) without reshapes.


def _block_init(cfg, key):
    jax, jnp = _jax()
    d, h = cfg.d_model, cfg.heads
    hd = d // h
    f = cfg.mlp_ratio * d
    ks = jax.random.split(key, 6)
    std = 0.02
    out_std = 0.02 / math.sqrt(2 * cfg.layers)  # GPT-2 residual scaling
    nrm = lambda k, s, sd: (jax.random.normal(k, s, jnp.float32) * sd  # noqa
                            ).astype(cfg.jdtype)
    z = lambda s: jnp.zeros(s, cfg.jdtype)  # noqa: E731
    return {
        'ln1': _ln_init(d, cfg.jdtype),
        'attn': {'wq': nrm(ks[0], (d, h, hd), std), 'bq': z((h, hd)),
                 'wk': nrm(ks[1], (d, h, hd), std), 'bk': z((h, hd)),
                 'wv': nrm(ks[2], (d, h, hd), std), 'bv': z((h, hd)),
                 'wo': nrm(ks[3], (h, hd, d), out_std), 'bo': z((d,))},
        'ln2': _ln_init(d, cfg.jdtype),
        'mlp': {'w_in': nrm(ks[4], (d, f), std), 'b_in': z((f,)),
                'w_out': nrm(ks[5], (f, d), out_std), 'b_out': z((d,))},
    }


def transformer_init(cfg, key):
    jax, jnp = _jax()
    k_tok, k_pos, k_head, k_layers = jax.random.split(key, 4)
    layer_keys = jax.random.split(k_layers, cfg.layers)
    layers = [_block_init(cfg, k) for k in layer_keys]
    if cfg.scan:
        # One array per weight with a leading [layers] axis, consumed by
        # lax.scan (a stablehlo.while in the text).
        layers = jax.tree.map(lambda *xs: jnp.stack(xs), *layers)
    nrm = lambda k, s: (jax.random.normal(k, s, jnp.float32) * 0.02  # noqa
                        ).astype(cfg.jdtype)
    return {
        'embed': {'tokens': nrm(k_tok, (cfg.vocab, cfg.d_model)),
                  'positions': nrm(k_pos, (cfg.seq, cfg.d_model))},
        'layers': layers,
        'ln_f': _ln_init(cfg.d_model, cfg.jdtype),
        'head': {'w': nrm(k_head, (cfg.d_model, cfg.vocab))},
    }


def transformer_batch(cfg):
    jax, jnp = _jax()
    s = jax.ShapeDtypeStruct((cfg.batch, cfg.seq), jnp.int32)
    return {'inputs': s, 'targets': s}


def _attention(cfg, p, x):
    jax, jnp = _jax()
    q = jnp.einsum('bsd,dhk->bshk', x, p['wq']) + p['bq']
    k = jnp.einsum('bsd,dhk->bshk', x, p['wk']) + p['bk']
    v = jnp.einsum('bsd,dhk->bshk', x, p['wv']) + p['bv']
    hd = cfg.d_model // cfg.heads
    scores = jnp.einsum('bshk,bthk->bhst', q, k).astype(jnp.float32)
    scores = scores * (1.0 / math.sqrt(hd))
    pos = jnp.arange(cfg.seq)
    causal = pos[:, None] >= pos[None, :]
    scores = jnp.where(causal, scores, jnp.float32(-1e9))
    probs = jax.nn.softmax(scores, axis=-1).astype(x.dtype)
    o = jnp.einsum('bhst,bthk->bshk', probs, v)
    return jnp.einsum('bshk,hkd->bsd', o, p['wo']) + p['bo']


def _block(cfg, p, x):
    jax, _ = _jax()
    x = x + _attention(cfg, p['attn'], _layer_norm(p['ln1'], x))
    h = _layer_norm(p['ln2'], x)
    h = jax.nn.gelu(h @ p['mlp']['w_in'] + p['mlp']['b_in'])
    return x + (h @ p['mlp']['w_out'] + p['mlp']['b_out'])


def transformer_loss(cfg, params, batch):
    jax, _ = _jax()
    emb = params['embed']
    x = emb['tokens'][batch['inputs']] + emb['positions'][None, :, :]
    if cfg.scan:
        def body(carry, layer):
            return _block(cfg, layer, carry), None
        x, _ = jax.lax.scan(body, x, params['layers'])
    else:
        for layer in params['layers']:
            x = _block(cfg, layer, x)
    x = _layer_norm(params['ln_f'], x)
    logits = x @ params['head']['w']
    return _softmax_xent(logits, batch['targets'], cfg.vocab)


# ---------------------------------------------------------------------------
# Llama-style decoder, parameters named as Hugging Face's Flax Llama names
# them (model.layers[i].self_attn.q_proj.kernel, mlp.gate_proj/up_proj/
# down_proj, input_layernorm, lm_head): RMSNorm, rotary position
# embeddings, grouped-query attention (kv_heads key/value heads shared by
# heads/kv_heads query heads each, as a [kv, group] reshape of the query
# heads), SwiGLU MLP, untied output head.


def llama_init(cfg, key):
    jax, jnp = _jax()
    d, hd = cfg.d_model, cfg.d_model // cfg.heads
    nrm = lambda k, s: (jax.random.normal(k, s, jnp.float32) * 0.02  # noqa
                        ).astype(cfg.jdtype)
    ones = lambda n: {'weight': jnp.ones((n,), cfg.jdtype)}  # noqa: E731
    k_emb, k_head, k_layers = jax.random.split(key, 3)
    layers = []
    for k in jax.random.split(k_layers, cfg.layers):
        ks = jax.random.split(k, 7)
        layers.append({
            'self_attn': {
                'q_proj': {'kernel': nrm(ks[0], (d, cfg.heads * hd))},
                'k_proj': {'kernel': nrm(ks[1], (d, cfg.kv_heads * hd))},
                'v_proj': {'kernel': nrm(ks[2], (d, cfg.kv_heads * hd))},
                'o_proj': {'kernel': nrm(ks[3], (cfg.heads * hd, d))}},
            'mlp': {'gate_proj': {'kernel': nrm(ks[4], (d, cfg.ffn))},
                    'up_proj': {'kernel': nrm(ks[5], (d, cfg.ffn))},
                    'down_proj': {'kernel': nrm(ks[6], (cfg.ffn, d))}},
            'input_layernorm': ones(d),
            'post_attention_layernorm': ones(d),
        })
    return {'model': {'embed_tokens': {'embedding': nrm(k_emb, (cfg.vocab, d))},
                      'layers': layers, 'norm': ones(d)},
            'lm_head': {'kernel': nrm(k_head, (d, cfg.vocab))}}


def llama_batch(cfg):
    jax, jnp = _jax()
    s = jax.ShapeDtypeStruct((cfg.batch, cfg.seq), jnp.int32)
    return {'input_ids': s, 'labels': s}


def _rms_norm(p, x, eps=1e-6):
    _, jnp = _jax()
    x32 = x.astype(jnp.float32)
    y = x32 * (1.0 / jnp.sqrt(jnp.mean(jnp.square(x32), -1, keepdims=True) + eps))
    return y.astype(x.dtype) * p['weight']


def _rope(x, seq, hd):
    # Rotate-half rotary embedding on [b, s, heads, hd].
    _, jnp = _jax()
    inv = 1.0 / (10000.0 ** (jnp.arange(0, hd, 2, dtype=jnp.float32) / hd))
    ang = jnp.arange(seq, dtype=jnp.float32)[:, None] * inv[None, :]
    cos = jnp.cos(ang)[None, :, None, :].astype(x.dtype)
    sin = jnp.sin(ang)[None, :, None, :].astype(x.dtype)
    x1, x2 = x[..., :hd // 2], x[..., hd // 2:]
    return jnp.concatenate([x1 * cos - x2 * sin, x1 * sin + x2 * cos], -1)


def _llama_attention(cfg, p, x):
    jax, jnp = _jax()
    b, s, _ = x.shape
    hd, kv = cfg.d_model // cfg.heads, cfg.kv_heads
    q = (x @ p['q_proj']['kernel']).reshape(b, s, cfg.heads, hd)
    k = (x @ p['k_proj']['kernel']).reshape(b, s, kv, hd)
    v = (x @ p['v_proj']['kernel']).reshape(b, s, kv, hd)
    q, k = _rope(q, s, hd), _rope(k, s, hd)
    q = q.reshape(b, s, kv, cfg.heads // kv, hd)
    scores = jnp.einsum('bskgd,btkd->bkgst', q, k).astype(jnp.float32)
    scores = scores * (1.0 / math.sqrt(hd))
    pos = jnp.arange(s)
    scores = jnp.where(pos[:, None] >= pos[None, :], scores,
                       jnp.float32(-1e9))
    probs = jax.nn.softmax(scores, axis=-1).astype(x.dtype)
    o = jnp.einsum('bkgst,btkd->bskgd', probs, v).reshape(b, s, cfg.heads * hd)
    return o @ p['o_proj']['kernel']


def llama_loss(cfg, params, batch):
    jax, _ = _jax()
    m = params['model']
    x = m['embed_tokens']['embedding'][batch['input_ids']]
    for layer in m['layers']:
        x = x + _llama_attention(cfg, layer['self_attn'],
                                 _rms_norm(layer['input_layernorm'], x))
        h = _rms_norm(layer['post_attention_layernorm'], x)
        mlp = layer['mlp']
        h = jax.nn.silu(h @ mlp['gate_proj']['kernel']) * (
            h @ mlp['up_proj']['kernel'])
        x = x + h @ mlp['down_proj']['kernel']
    logits = _rms_norm(m['norm'], x) @ params['lm_head']['kernel']
    return _softmax_xent(logits, batch['labels'], cfg.vocab)


# ---------------------------------------------------------------------------
# U-Net: NHWC, two 3x3 conv+ReLU per level, 2x2 max pool at the first level
# and 2x2 average pool below it (reduce_window max/add; the max pool's
# gradient is select_and_scatter), 2x2 stride-2 transposed convs up, skip
# concatenation, 1x1 output conv, per-pixel MSE.


def _conv_init(key, kh, kw, cin, cout, dtype):
    jax, jnp = _jax()
    w = jax.random.normal(key, (kh, kw, cin, cout), jnp.float32)
    w = w * (1.0 / math.sqrt(kh * kw * cin))
    return {'w': w.astype(dtype), 'b': jnp.zeros((cout,), dtype)}


def unet_init(cfg, key):
    jax, jnp = _jax()
    keys = iter(jax.random.split(key, 5 * cfg.depth + 3))
    ch = [cfg.base * 2 ** i for i in range(cfg.depth + 1)]
    dt = cfg.jdtype
    enc, cin = [], cfg.channels
    for i in range(cfg.depth):
        enc.append({'conv1': _conv_init(next(keys), 3, 3, cin, ch[i], dt),
                    'conv2': _conv_init(next(keys), 3, 3, ch[i], ch[i], dt)})
        cin = ch[i]
    mid = {'conv1': _conv_init(next(keys), 3, 3, cin, ch[-1], dt),
           'conv2': _conv_init(next(keys), 3, 3, ch[-1], ch[-1], dt)}
    dec, cin = [], ch[-1]
    for i in reversed(range(cfg.depth)):
        # With transpose_kernel=True the kernel is laid out as the forward
        # conv it transposes (HWIO with I = our output channels).
        up = _conv_init(next(keys), 2, 2, ch[i], cin, dt)
        up['b'] = jnp.zeros((ch[i],), dt)
        dec.append({'up': up,
                    'conv1': _conv_init(next(keys), 3, 3, 2 * ch[i], ch[i], dt),
                    'conv2': _conv_init(next(keys), 3, 3, ch[i], ch[i], dt)})
        cin = ch[i]
    out = _conv_init(next(keys), 1, 1, cin, cfg.out_channels, dt)
    return {'enc': enc, 'mid': mid, 'dec': dec, 'out': out}


def unet_batch(cfg):
    jax, _ = _jax()
    b, s = cfg.batch, cfg.image
    return {'image': jax.ShapeDtypeStruct((b, s, s, cfg.channels), cfg.jdtype),
            'target': jax.ShapeDtypeStruct((b, s, s, cfg.out_channels),
                                           cfg.jdtype)}


_NHWC = ('NHWC', 'HWIO', 'NHWC')


def _conv(p, x, stride=1):
    jax, _ = _jax()
    y = jax.lax.conv_general_dilated(x, p['w'], (stride, stride), 'SAME',
                                     dimension_numbers=_NHWC)
    return y + p['b']


def _conv_block(p, x):
    jax, _ = _jax()
    return jax.nn.relu(_conv(p['conv2'], jax.nn.relu(_conv(p['conv1'], x))))


def _pool(x, level):
    jax, jnp = _jax()
    win, strides = (1, 2, 2, 1), (1, 2, 2, 1)
    if level == 0:
        return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, win, strides,
                                     'VALID')
    s = jax.lax.reduce_window(x, 0.0, jax.lax.add, win, strides, 'VALID')
    return s * 0.25


def unet_loss(cfg, params, batch):
    jax, jnp = _jax()
    x, skips = batch['image'], []
    for i, p in enumerate(params['enc']):
        x = _conv_block(p, x)
        skips.append(x)
        x = _pool(x, i)
    x = _conv_block(params['mid'], x)
    for p, skip in zip(params['dec'], reversed(skips)):
        x = jax.lax.conv_transpose(x, p['up']['w'], (2, 2), 'SAME',
                                   dimension_numbers=_NHWC,
                                   transpose_kernel=True) + p['up']['b']
        x = _conv_block(p, jnp.concatenate([x, skip], axis=-1))
    y = _conv(params['out'], x)
    err = (y - batch['target']).astype(jnp.float32)
    return jnp.mean(err * err)


# ---------------------------------------------------------------------------
# Graph network in the style of GNS (Sanchez-Gonzalez et al. 2020):
# encode-process-decode.  Each of the K (unshared) processor steps updates
# edges with MLP(edge, node[sender], node[receiver]) (gathers) and nodes with
# MLP(node, segment_sum(edges -> receiver)) (scatter-add), both residual.


def _mlp_init(key, n_in, n_hidden, n_out, n_layers, dtype, layer_norm):
    jax, _ = _jax()
    dims = [n_in] + [n_hidden] * (n_layers - 1) + [n_out]
    keys = jax.random.split(key, len(dims) - 1)
    p = {'layers': [_dense_init(k, a, b, dtype)
                    for k, a, b in zip(keys, dims[:-1], dims[1:])]}
    if layer_norm:
        p['ln'] = _ln_init(n_out, dtype)
    return p


def _mlp_apply(p, x):
    jax, _ = _jax()
    n = len(p['layers'])
    for i, layer in enumerate(p['layers']):
        x = x @ layer['w'] + layer['b']
        if i + 1 < n:
            x = jax.nn.relu(x)
    if 'ln' in p:
        x = _layer_norm(p['ln'], x)
    return x


def gns_init(cfg, key):
    jax, _ = _jax()
    keys = iter(jax.random.split(key, 3 + 2 * cfg.steps))
    lat, nl, dt = cfg.latent, cfg.mlp_layers, cfg.jdtype
    mk = partial(_mlp_init, n_hidden=lat, n_layers=nl, dtype=dt)
    return {
        'encoder': {'node': mk(next(keys), cfg.node_in, n_out=lat,
                               layer_norm=True),
                    'edge': mk(next(keys), cfg.edge_in, n_out=lat,
                               layer_norm=True)},
        'processor': [{'edge': mk(next(keys), 3 * lat, n_out=lat,
                                  layer_norm=True),
                       'node': mk(next(keys), 2 * lat, n_out=lat,
                                  layer_norm=True)}
                      for _ in range(cfg.steps)],
        'decoder': mk(next(keys), lat, n_out=cfg.out_dim, layer_norm=False),
    }


def gns_batch(cfg):
    jax, jnp = _jax()
    n, e = cfg.nodes, cfg.edges
    return {'nodes': jax.ShapeDtypeStruct((n, cfg.node_in), cfg.jdtype),
            'edges': jax.ShapeDtypeStruct((e, cfg.edge_in), cfg.jdtype),
            'senders': jax.ShapeDtypeStruct((e,), jnp.int32),
            'receivers': jax.ShapeDtypeStruct((e,), jnp.int32),
            'targets': jax.ShapeDtypeStruct((n, cfg.out_dim), cfg.jdtype)}


def gns_loss(cfg, params, batch):
    jax, jnp = _jax()
    v = _mlp_apply(params['encoder']['node'], batch['nodes'])
    e = _mlp_apply(params['encoder']['edge'], batch['edges'])
    snd, rcv = batch['senders'], batch['receivers']
    for p in params['processor']:
        e = e + _mlp_apply(p['edge'], jnp.concatenate([e, v[snd], v[rcv]], -1))
        agg = jax.ops.segment_sum(e, rcv, num_segments=cfg.nodes)
        v = v + _mlp_apply(p['node'], jnp.concatenate([v, agg], -1))
    err = (_mlp_apply(params['decoder'], v) - batch['targets'])
    err = err.astype(jnp.float32)
    return jnp.mean(err * err)


MODELS = {
    'mlp': (mlp_init, mlp_batch, mlp_loss),
    'transformer': (transformer_init, transformer_batch, transformer_loss),
    'llama': (llama_init, llama_batch, llama_loss),
    'unet': (unet_init, unet_batch, unet_loss),
    'gns': (gns_init, gns_batch, gns_loss),
}


# ---------------------------------------------------------------------------
# Configuration, lowering and text output.


class Config:
    """Resolved options for one model: defaults, then preset, then flags."""

    def __init__(self, model, values):
        self.model = model
        for k, v in values.items():
            setattr(self, k, v)
        _, jnp = _jax()
        self.jdtype = {'f32': jnp.float32, 'bf16': jnp.bfloat16}[self.dtype]
        if model == 'mlp':
            self.hidden_dims = [int(s) for s in str(self.hidden).split(',')
                                if s.strip()]
        if model in ('transformer', 'llama') and self.d_model % self.heads:
            raise SystemExit('error: --d-model must be a multiple of --heads')
        if model == 'llama' and self.heads % self.kv_heads:
            raise SystemExit('error: --heads must be a multiple of --kv-heads')
        if model == 'unet' and self.image % (2 ** self.depth):
            raise SystemExit('error: --image must be divisible by 2**depth')

    def summary(self):
        keys = sorted(k for k in vars(self)
                      if k not in ('model', 'jdtype', 'hidden_dims'))
        return ' '.join(f'{k}={getattr(self, k)}' for k in keys)


def resolve_config(args):
    model = args.model
    preset = {}
    if args.preset:
        preset = dict(PRESETS[args.preset])
        pm = preset.pop('model')
        if model is None:
            model = pm
        elif model != pm:
            raise SystemExit(f'error: preset {args.preset} is a {pm}')
    if model is None:
        raise SystemExit('error: give a MODEL or --preset')
    values = dict(DEFAULTS[model])
    values.update(preset)
    for k in list(DEFAULTS[model]) + ['layers', 'd_model', 'heads', 'seq',
                                      'vocab']:
        v = getattr(args, k, None)
        if v is not None and k in values:
            values[k] = v
        elif v is not None:
            raise SystemExit(f'error: --{k.replace("_", "-")} does not apply '
                             f'to {model}')
    if args.scan and model != 'transformer':
        raise SystemExit('error: --scan applies to the transformer only')
    values['scan'] = bool(args.scan)
    values['dtype'] = args.dtype
    return Config(model, values)


def abstract_inputs(cfg):
    """(params, opt_state, batch) as ShapeDtypeStruct trees: no allocation."""
    jax, _ = _jax()
    init, batch_fn, _ = MODELS[cfg.model]
    key = jax.ShapeDtypeStruct((2,), jax.numpy.uint32)
    params = jax.eval_shape(lambda k: init(cfg, k), key)
    opt = jax.eval_shape(init_opt_state, params)
    return params, opt, batch_fn(cfg)


def build_step(cfg):
    _, _, loss = MODELS[cfg.model]
    return make_train_step(partial(loss, cfg), **ADAM)


def count_params(tree):
    jax, _ = _jax()
    return sum(math.prod(x.shape) for x in jax.tree.leaves(tree))


def _attach_arg_info(module):
    """Copy JAX's argument name locations into jax.arg_info attributes
    (python/partir/arg_info.py: the Python package does the same for
    partir.jax; importing it needs jax, not libpartir.so)."""
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), 'python'))
    from partir.arg_info import attach_arg_info
    attach_arg_info(module)


def lower_text(cfg, names, donate):
    """Lower the training step on abstract inputs and return MLIR text."""
    import io
    jax, _ = _jax()
    params, opt, batch = abstract_inputs(cfg)
    jitted = jax.jit(build_step(cfg), donate_argnums=(0, 1) if donate else ())
    lowered = jitted.lower(params, opt, batch)
    if names == 'loc':
        return lowered.as_text(debug_info=True), params
    if names == 'none':
        return lowered.as_text(), params
    module = lowered.compiler_ir('stablehlo')
    _attach_arg_info(module)
    buf = io.StringIO()
    module.operation.print(file=buf, enable_debug_info=False)
    return buf.getvalue(), params


def _open_out(path):
    if path.endswith('.xz'):
        # preset 9 is what `xz -9` uses.
        return lzma.open(path, 'wt', encoding='utf-8', preset=9)
    return open(path, 'w', encoding='utf-8')


def _read_text(path):
    if path.endswith('.xz'):
        with lzma.open(path, 'rt', encoding='utf-8') as f:
            return f.read()
    with open(path, encoding='utf-8') as f:
        return f.read()


def census(text):
    """Counts of op statements by name (pretty or generic form)."""
    import re
    pat = re.compile(r'^\s*(?:%[^=]*=\s*)?"?((?:stablehlo|func|chlo|sdy|mhlo)'
                     r'\.[a-z_0-9]+|return|call)\b', re.M)
    return Counter(m.group(1) for m in pat.finditer(text))


def cmd_census(paths):
    for p in paths:
        text = _read_text(p)
        c = census(text)
        print(f'{p}: {len(text)} bytes, {text.count(chr(10))} lines, '
              f'{sum(c.values())} op statements')
        for name, n in sorted(c.items(), key=lambda kv: (-kv[1], kv[0])):
            print(f'  {n:8d} {name}')


# ---------------------------------------------------------------------------
# Self test: run each step on small concrete inputs on CPU.


def _concrete_batch(cfg, key):
    jax, jnp = _jax()
    spec = MODELS[cfg.model][1](cfg)
    leaves, tree = jax.tree.flatten(spec)
    keys = jax.random.split(key, len(leaves))
    out = []
    for k, s in zip(keys, leaves):
        if jnp.issubdtype(s.dtype, jnp.integer):
            hi = {'mlp': cfg.classes if cfg.model == 'mlp' else 0,
                  'transformer': getattr(cfg, 'vocab', 0),
                  'llama': getattr(cfg, 'vocab', 0),
                  'gns': getattr(cfg, 'nodes', 0)}[cfg.model]
            out.append(jax.random.randint(k, s.shape, 0, hi, s.dtype))
        else:
            out.append(jax.random.normal(k, s.shape, jnp.float32)
                       .astype(s.dtype))
    batch = jax.tree.unflatten(tree, out)
    if cfg.model == 'transformer':
        # Learnable: targets are the inputs shifted by one.
        batch['targets'] = jnp.roll(batch['inputs'], -1, axis=1)
    if cfg.model == 'llama':
        batch['labels'] = jnp.roll(batch['input_ids'], -1, axis=1)
    return batch


SELFTEST_FLAGS = [
    ['mlp', '--hidden', '64,64', '--batch', '32'],
    ['mlp', '--dtype', 'bf16', '--hidden', '64', '--batch', '32'],
    ['transformer'],
    ['transformer', '--scan'],
    ['transformer', '--dtype', 'bf16'],
    ['llama'],
    ['unet', '--image', '16', '--base', '8'],
    ['gns'],
]


def cmd_selftest(parser):
    jax, jnp = _jax()
    failures = 0
    for flags in SELFTEST_FLAGS:
        args = parser.parse_args(flags)
        cfg = resolve_config(args)
        key = jax.random.PRNGKey(0)
        params = MODELS[cfg.model][0](cfg, key)
        opt = init_opt_state(params)
        batch = _concrete_batch(cfg, jax.random.PRNGKey(1))
        step = jax.jit(build_step(cfg))
        losses = []
        for _ in range(8):
            params, opt, loss = step(params, opt, batch)
            losses.append(float(loss))
        ok = all(math.isfinite(x) for x in losses) and losses[-1] < losses[0]
        ok = ok and int(opt['step']) == 8
        text, _ = lower_text(cfg, 'attr', donate=True)
        n_args = len(jax.tree.leaves(abstract_inputs(cfg)))
        n_named = text.count('jax.arg_info')
        ok = ok and n_named == n_args and 'jax.result_info' in text
        failures += not ok
        print(f'{"ok  " if ok else "FAIL"} {" ".join(flags):40s} loss '
              f'{losses[0]:.4f} -> {losses[-1]:.4f}  args {n_args} '
              f'named {n_named}')
    print('selftest', 'FAILED' if failures else 'passed')
    return 1 if failures else 0


# ---------------------------------------------------------------------------


def make_parser():
    p = argparse.ArgumentParser(
        description=__doc__.split('\n\n')[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog='Presets: ' + ', '.join(
            f'{k} ({", ".join(f"{a}={b}" for a, b in v.items())})'
            for k, v in PRESETS.items()))
    p.add_argument('model', nargs='?', choices=sorted(MODELS))
    p.add_argument('--preset', choices=sorted(PRESETS))
    p.add_argument('-o', '--output', help='output file; .xz compresses '
                   '(xz preset 9); default stdout')
    p.add_argument('--dtype', choices=['f32', 'bf16'], default='f32',
                   help='parameter/activation dtype; loss and Adam moments '
                   'are f32 either way')
    p.add_argument('--names', choices=['attr', 'loc', 'none'], default='attr',
                   help='how argument names appear (see module doc)')
    p.add_argument('--no-donate', action='store_true',
                   help='do not donate params/opt_state (no '
                   'tf.aliasing_output attributes)')
    p.add_argument('--batch', type=int)
    g = p.add_argument_group('transformer')
    g.add_argument('--layers', type=int)
    g.add_argument('--d-model', type=int)
    g.add_argument('--heads', type=int)
    g.add_argument('--seq', type=int)
    g.add_argument('--vocab', type=int)
    g.add_argument('--mlp-ratio', type=int)
    g.add_argument('--kv-heads', type=int, help='llama: key/value heads')
    g.add_argument('--ffn', type=int, help='llama: MLP hidden width')
    g.add_argument('--scan', action='store_true',
                   help='stack layers and run them with lax.scan')
    g = p.add_argument_group('mlp')
    g.add_argument('--in-dim', type=int)
    g.add_argument('--hidden', help='comma-separated hidden widths')
    g.add_argument('--classes', type=int)
    g = p.add_argument_group('unet')
    g.add_argument('--image', type=int, help='square image side')
    g.add_argument('--channels', type=int)
    g.add_argument('--out-channels', type=int)
    g.add_argument('--base', type=int, help='channels at the first level')
    g.add_argument('--depth', type=int, help='number of down/up levels')
    g = p.add_argument_group('gns')
    g.add_argument('--nodes', type=int)
    g.add_argument('--edges', type=int)
    g.add_argument('--node-in', type=int)
    g.add_argument('--edge-in', type=int)
    g.add_argument('--out-dim', type=int)
    g.add_argument('--latent', type=int)
    g.add_argument('--steps', type=int, help='message-passing steps')
    g.add_argument('--mlp-layers', type=int)
    g = p.add_argument_group('other commands')
    g.add_argument('--selftest', action='store_true',
                   help='run every model on small concrete inputs (CPU)')
    g.add_argument('--census', nargs='+', metavar='FILE',
                   help='print op statement counts of .mlir[.xz] files')
    return p


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    parser = make_parser()
    args = parser.parse_args(argv)
    if args.census:
        cmd_census(args.census)
        return 0
    if args.selftest:
        return cmd_selftest(parser)
    cfg = resolve_config(args)
    jax, _ = _jax()
    t0 = time.perf_counter()
    text, params = lower_text(cfg, args.names, donate=not args.no_donate)
    elapsed = time.perf_counter() - t0
    import jaxlib
    header = (f'// Exported by: python3 tools/export_models.py '
              f'{shlex.join(argv)}\n'
              f'// jax {jax.__version__}, jaxlib {jaxlib.__version__}; '
              f'{cfg.model}: {cfg.summary()}; '
              f'{count_params(params)} parameters\n')
    if args.output:
        with _open_out(args.output) as f:
            f.write(header)
            f.write(text)
    else:
        sys.stdout.write(header)
        sys.stdout.write(text)
    c = census(text)
    print(f'{cfg.model}: {count_params(params)} params, {len(text)} bytes, '
          f'{text.count(chr(10))} lines, {sum(c.values())} op statements, '
          f'lowered in {elapsed:.1f} s', file=sys.stderr)
    return 0


if __name__ == '__main__':
    try:
        sys.exit(main())
    except BrokenPipeError:  # e.g. piped into head
        sys.stderr.close()
        sys.exit(1)
