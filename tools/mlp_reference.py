#!/usr/bin/env python3
"""Independent numpy reference for the exported MLP training step.

Writes the inputs and expected outputs of one training step of an MLP
exported by tools/export_models.py (forward, softmax cross-entropy, manual
backward, bias-corrected Adam) as .npy fixtures, so the reference
interpreter can be checked against values that did not come from JAX or
XLA:

    python3 tools/mlp_reference.py                       # write fixtures
    python3 tools/mlp_reference.py --check-jax           # also compare with JAX
    python3 tools/mlp_reference.py --mlir F.mlir --out DIR --seed N

The argument and result order, names and shapes are read from the
`jax.arg_info` / `jax.result_info` attributes of the module's @main, so
the fixture files line up with the function signature: in_NN.npy is
argument NN, out_NN.npy is result NN.

The step is computed in float64 from float32 inputs and rounded to float32
once at the end (the constants of the graph, 0.9, 0.999, 1e-3, 1e-8, are
used at their float32 values, as the f32 graph holds them). The expected
values are therefore the step's exact result up to one float32 rounding;
an f32 implementation (XLA, the interpreter) differs from them only by its
own accumulated rounding.

Only numpy is needed to write the fixtures; --check-jax needs jax and runs
the exporter's own train_step (tools/export_models.py) under jax.jit on
the same inputs.
"""

import argparse
import json
import os
import re
import shlex
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_MLIR = os.path.join('tests', 'fixtures', 'mlp', 'mlp_small.mlir')

# Adam hyper-parameters of tools/export_models.py (ADAM); kept here rather
# than imported so the reference stays independent of the exporter.
LR, B1, B2, EPS = 1e-3, 0.9, 0.999, 1e-8

# Tolerances of tests/unit/test_interp_mlp_fixture.c, recorded in the
# manifest next to the measured differences.
RTOL, ATOL = 1e-5, 1e-7


def f32c(v):
    """A Python float constant as the f32 graph stores it, widened back."""
    return float(np.float32(v))


# ---------------------------------------------------------------------------
# Reading the signature of @main.

_TYPE = r'tensor<([0-9x]*)(f32|i32)>'


def _dims(s):
    return tuple(int(d) for d in s.split('x') if d) if s else ()


def read_signature(path):
    """[(name, shape, dtype)] of @main's arguments and results, in order."""
    with open(path, encoding='utf-8') as f:
        text = f.read()
    first = text.split('\n', 1)[0]
    m = re.search(r'func\.func public @main\((.*?)\) -> \((.*?)\) \{\n', text)
    if not m:
        raise SystemExit(f'{path}: no "func.func public @main(...) -> (...)"')
    args = re.findall(r'%arg\d+: ' + _TYPE + r' \{jax\.arg_info = "([^"]*)"',
                      m.group(1))
    res = re.findall(_TYPE + r' \{jax\.result_info = "([^"]*)"', m.group(2))
    if len(args) != m.group(1).count('%arg') or not res:
        raise SystemExit(f'{path}: every argument needs jax.arg_info')
    sig = lambda lst: [(n, _dims(d), t) for d, t, n in lst]  # noqa: E731
    return first, sig(args), sig(res)


def path_keys(name):
    """"params['layers'][0]['b']" -> ['params', 'layers', 0, 'b']."""
    head = re.match(r'[a-z_]+', name).group(0)
    keys = [head]
    for tok in re.findall(r"\[(?:'([^']*)'|(\d+))\]", name[len(head):]):
        keys.append(tok[0] if tok[0] else int(tok[1]))
    return keys


def tree_set(tree, keys, value):
    for i, k in enumerate(keys[:-1]):
        nxt = keys[i + 1]
        if isinstance(tree, list):
            while len(tree) <= k:
                tree.append(None)
            if tree[k] is None:
                tree[k] = [] if isinstance(nxt, int) else {}
            tree = tree[k]
        else:
            tree = tree.setdefault(k, [] if isinstance(nxt, int) else {})
    if isinstance(tree, list):
        while len(tree) <= keys[-1]:
            tree.append(None)
    tree[keys[-1]] = value


def tree_get(tree, keys):
    for k in keys:
        tree = tree[k]
    return tree


# ---------------------------------------------------------------------------
# Inputs.


def make_inputs(args_sig, seed):
    """Deterministic inputs keyed by argument name.

    Weights are scaled like the exporter's initialiser (N(0, 1/n_in)),
    biases and Adam moments are non-zero so every term of the update is
    exercised, nu is positive (it is a running mean of squares), the step
    counter is past 1 so the bias corrections are not trivial, and labels
    are valid class ids.
    """
    rng = np.random.default_rng(seed)
    shapes = {n: s for n, s, _ in args_sig}
    n_classes = shapes["params['layers'][%d]['b']" % (
        sum(1 for n in shapes if n.startswith("params['layers']")) // 2 - 1)][0]
    vals = {}
    for name, shape, dtype in args_sig:
        keys = path_keys(name)
        if name == "opt_state['step']":
            v = np.array(6, np.int32)
        elif name == "batch['y']":
            v = rng.integers(0, n_classes, size=shape).astype(np.int32)
        elif name == "batch['x']":
            v = rng.standard_normal(shape)
        elif keys[0] == 'params' and keys[-1] == 'w':
            v = rng.standard_normal(shape) / np.sqrt(shape[0])
        elif keys[0] == 'params':
            v = 0.1 * rng.standard_normal(shape)
        elif keys[1] == 'mu':
            v = 0.01 * rng.standard_normal(shape)
        elif keys[1] == 'nu':
            v = rng.uniform(1e-5, 1e-3, size=shape)
        else:
            raise SystemExit(f'unexpected argument {name}')
        if dtype == 'f32':
            v = np.asarray(v, np.float32)
        vals[name] = v.reshape(shape)
    return vals


# ---------------------------------------------------------------------------
# The training step in numpy (float64).


def mlp_step(params, mu, nu, step, x, y):
    """One step; params/mu/nu are lists of {'w', 'b'} (float32 arrays).

    Returns (new_params, new_mu, new_nu, new_step, loss, min |pre-ReLU|)
    with float64 arrays (step int).
    """
    f64 = lambda a: np.asarray(a, np.float64)  # noqa: E731
    ws = [f64(p['w']) for p in params]
    bs = [f64(p['b']) for p in params]
    n = len(ws)
    # Forward: h_{i+1} = relu(h_i W_i + b_i), logits without ReLU.
    hs, zs = [f64(x)], []
    for i in range(n):
        z = hs[-1] @ ws[i] + bs[i]
        zs.append(z)
        if i + 1 < n:
            hs.append(np.maximum(z, 0.0))
    logits = zs[-1]
    batch, classes = logits.shape
    shifted = logits - logits.max(axis=1, keepdims=True)
    lse = np.log(np.exp(shifted).sum(axis=1, keepdims=True))
    logp = shifted - lse
    onehot = np.zeros_like(logits)
    onehot[np.arange(batch), y] = 1.0
    loss = -np.mean(np.sum(onehot * logp, axis=1))
    # Backward: d loss / d logits = (softmax - onehot) / batch.
    dz = (np.exp(logp) - onehot) / batch
    gw, gb = [None] * n, [None] * n
    for i in reversed(range(n)):
        gw[i] = hs[i].T @ dz
        gb[i] = dz.sum(axis=0)
        if i:
            dz = (dz @ ws[i].T) * (zs[i - 1] > 0.0)
    min_pre_relu = min(float(np.abs(z).min()) for z in zs[:-1]) if n > 1 else 1.0
    # Adam with bias correction; t is the incremented step as f32.
    new_step = int(step) + 1
    t = float(np.float32(new_step))
    b1, b2 = f32c(B1), f32c(B2)
    bc1 = 1.0 - b1 ** t
    bc2 = 1.0 - b2 ** t
    c1, c2, lr, eps = f32c(1.0 - B1), f32c(1.0 - B2), f32c(LR), f32c(EPS)
    new_p, new_m, new_v = [], [], []
    for i in range(n):
        pi, mi, vi = {}, {}, {}
        for k, g in (('w', gw[i]), ('b', gb[i])):
            m = b1 * f64(mu[i][k]) + c1 * g
            v = b2 * f64(nu[i][k]) + c2 * (g * g)
            delta = lr * (m / bc1) / (np.sqrt(v / bc2) + eps)
            pi[k] = f64(params[i][k]) - delta
            mi[k], vi[k] = m, v
        new_p.append(pi)
        new_m.append(mi)
        new_v.append(vi)
    return new_p, new_m, new_v, new_step, loss, min_pre_relu


def expected_outputs(inputs):
    """Results keyed by result_info name, as float32/int32 arrays."""
    tree = {}
    for name, v in inputs.items():
        tree_set(tree, path_keys(name), v)
    p, o, b = tree['params'], tree['opt_state'], tree['batch']
    new_p, new_m, new_v, new_step, loss, min_z = mlp_step(
        p['layers'], o['mu']['layers'], o['nu']['layers'], o['step'],
        b['x'], b['y'])
    result = [{'layers': new_p},
              {'mu': {'layers': new_m}, 'nu': {'layers': new_v},
               'step': np.array(new_step, np.int32)},
              loss]
    return result, min_z


def flatten_results(result, res_sig):
    out = []
    for name, shape, dtype in res_sig:
        v = np.asarray(tree_get(result, path_keys(name)[1:]))
        v = v.astype(np.float32 if dtype == 'f32' else np.int32)
        if v.shape != shape:
            raise SystemExit(f'{name}: shape {v.shape}, signature {shape}')
        out.append(v)
    return out


# ---------------------------------------------------------------------------
# Cross-check with JAX running the exporter's own train_step.


def jax_outputs(first_line, inputs, res_sig):
    sys.path.insert(0, HERE)
    import jax
    import export_models as em
    argv = shlex.split(first_line.split('tools/export_models.py', 1)[1])
    if '-o' in argv:
        i = argv.index('-o')
        del argv[i:i + 2]
    cfg = em.resolve_config(em.make_parser().parse_args(argv))
    tree = {}
    for name, v in inputs.items():
        tree_set(tree, path_keys(name), v)
    step = jax.jit(em.build_step(cfg))
    res = step(tree['params'], tree['opt_state'], tree['batch'])
    res = jax.tree.map(np.asarray, res)
    return [np.asarray(tree_get(res, path_keys(n)[1:])) for n, _, _ in res_sig]


def diff(a, b):
    """(max |a-b|, max |a-b| / max(|b|, 1e-30)) as floats."""
    a64, b64 = np.asarray(a, np.float64), np.asarray(b, np.float64)
    d = np.abs(a64 - b64)
    return float(d.max()), float((d / np.maximum(np.abs(b64), 1e-30)).max())


# ---------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--mlir', default=DEFAULT_MLIR,
                    help='exported MLP step (default %(default)s)')
    ap.add_argument('--out', help='fixture directory (default: the '
                    "--mlir file's directory)")
    ap.add_argument('--seed', type=int, default=20240601)
    ap.add_argument('--check-jax', action='store_true',
                    help='also run the exporter step under jax.jit and '
                    'record the differences in the manifest')
    args = ap.parse_args(argv)
    out_dir = args.out or os.path.dirname(args.mlir) or '.'
    first, args_sig, res_sig = read_signature(args.mlir)

    inputs = make_inputs(args_sig, args.seed)
    result, min_z = expected_outputs(inputs)
    if min_z < 1e-4:
        # A pre-activation this close to 0 could flip its ReLU under f32
        # rounding and change the gradient discontinuously.
        raise SystemExit(f'seed {args.seed}: a pre-activation is {min_z:.2e} '
                         'from 0; pick another seed')
    outs = flatten_results(result, res_sig)

    os.makedirs(out_dir, exist_ok=True)
    for old in os.listdir(out_dir):
        if re.fullmatch(r'(in|out)_\d+\.npy', old):
            os.remove(os.path.join(out_dir, old))
    for i, (name, _, _) in enumerate(args_sig):
        np.save(os.path.join(out_dir, f'in_{i:02d}.npy'), inputs[name])
    for i, v in enumerate(outs):
        np.save(os.path.join(out_dir, f'out_{i:02d}.npy'), v)

    jax_diffs = None
    if args.check_jax:
        got = jax_outputs(first, inputs, res_sig)
        jax_diffs = [diff(g, e) + (bool(np.allclose(g, e, rtol=RTOL,
                                                     atol=ATOL)),)
                     for g, e in zip(got, outs)]
        for (name, _, _), (da, dr, ok) in zip(res_sig, jax_diffs):
            print(f'{"ok  " if ok else "DIFF"} {name:40s} max abs {da:.3e} '
                  f'max rel {dr:.3e}')

    cmd = ['python3', 'tools/mlp_reference.py'] + (argv if argv is not None
                                                   else sys.argv[1:])
    write_manifest(out_dir, args, cmd, first, args_sig, res_sig, inputs,
                   outs, jax_diffs, min_z)
    print(f'wrote {len(args_sig)} inputs and {len(outs)} outputs to '
          f'{out_dir}; loss {float(outs[-1]):.6f}')
    return 0


def write_manifest(out_dir, args, cmd, first, args_sig, res_sig, inputs,
                   outs, jax_diffs, min_z):
    lines = [
        '# MLP training-step fixture',
        '',
        'One training step (forward, softmax cross-entropy, backward, Adam) '
        'of `mlp_small.mlir`, with inputs and expected outputs computed by '
        '`tools/mlp_reference.py` in plain numpy (float64 arithmetic from '
        'the float32 inputs, rounded to float32 once), independently of '
        'JAX/XLA. Checked by `tests/unit/test_interp_mlp_fixture.c`.',
        '',
        '* module: `' + first.lstrip('/ ').replace('Exported by: ', '') + '`',
        '* fixtures: `' + shlex.join(cmd) + '` (seed ' + str(args.seed) + ')',
        f'* tolerance of the interpreter test: |got - want| <= {ATOL:g} + '
        f'{RTOL:g} * |want| per element (f32 reassociation in dot/reduce '
        'sums of at most 64 terms and the Adam update; see the test).',
        f'* smallest |pre-ReLU activation|: {min_z:.3e} (no ReLU is close '
        'enough to 0 for f32 rounding to flip it).',
        '',
        '`in_NN.npy` is argument NN of @main, `out_NN.npy` result NN:',
        '',
        '| file | name | shape | dtype |' +
        (' JAX vs numpy max abs | max rel |' if jax_diffs else ''),
        '|---|---|---|---|' + ('---:|---:|' if jax_diffs else ''),
    ]
    for i, (name, shape, dt) in enumerate(args_sig):
        lines.append(f'| in_{i:02d}.npy | `{name}` | {list(shape)} | {dt} |' +
                     (' | |' if jax_diffs else ''))
    for i, (name, shape, dt) in enumerate(res_sig):
        row = f'| out_{i:02d}.npy | `{name}` | {list(shape)} | {dt} |'
        if jax_diffs:
            row += f' {jax_diffs[i][0]:.2e} | {jax_diffs[i][1]:.2e} |'
        lines.append(row)
    if jax_diffs:
        worst_a = max(d[0] for d in jax_diffs)
        worst_r = max(d[1] for d in jax_diffs)
        lines += ['', 'Cross-check: the exporter\'s own `train_step` under '
                  '`jax.jit` (XLA CPU, float32) on the same inputs agrees '
                  f'with the numpy values to max abs {worst_a:.2e}, max rel '
                  f'{worst_r:.2e} over all outputs; ' +
                  ('every element is within the tolerance above (the large '
                   'relative figures are elements of the first moment that '
                   'cancel to near 0).' if all(d[2] for d in jax_diffs) else
                   'SOME ELEMENTS ARE OUTSIDE the tolerance above.')]
    with open(os.path.join(out_dir, 'README.md'), 'w', encoding='utf-8') as f:
        f.write('\n'.join(lines) + '\n')
    meta = {'command': shlex.join(cmd), 'module': first, 'seed': args.seed,
            'rtol': RTOL, 'atol': ATOL,
            'inputs': [n for n, _, _ in args_sig],
            'outputs': [n for n, _, _ in res_sig]}
    if jax_diffs:
        meta['jax_max_abs'] = [d[0] for d in jax_diffs]
        meta['jax_max_rel'] = [d[1] for d in jax_diffs]
    with open(os.path.join(out_dir, 'manifest.json'), 'w',
              encoding='utf-8') as f:
        json.dump(meta, f, indent=1)
        f.write('\n')


if __name__ == '__main__':
    sys.exit(main())
