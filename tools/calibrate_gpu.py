#!/usr/bin/env python3
"""Measure the figures a partir hardware profile needs on this machine's
accelerators, with JAX, and write the profile JSON that `--hw FILE` reads.

    python3 tools/calibrate_gpu.py --base examples/hw/h100-sxm.json \\
        --name h100-sxm-measured -o examples/hw/h100-sxm-measured.json
    python3 tools/calibrate_gpu.py --quick -o /tmp/p.json   # smoke run (any backend)

What it measures (each a chain of dependent kernels unrolled in one jitted
function, so that per-call dispatch, which a compiled training step does not
pay per kernel, stays out):

  matmul      n x n x n products at n = 1024 .. 8192 for bf16, f16, f32 at
              DEFAULT precision (TF32 on A100/H100) and f32 at HIGHEST;
              "matmul_efficiency" per type is the best rate over the datasheet
              peak of --base (the peak stays the ceiling), "tf32" for f32 at
              DEFAULT; skinny products (M = 16384, N = K = 64 .. 1024, bf16)
              fit "matmul_half_dim", the d of the shape factor
              prod(d / (d + half_dim)) over M, N and K (src/sim/cost.c)
  conv        3x3 convolutions, NHWC, forward + both backward products, tf32
              and bf16: "conv_efficiency", their rate over the matmul model's
              for the same M, N, K
  bandwidth   `v * 2` over 1 GiB of f32: bytes read + written per second;
              "hbm_efficiency" = that / the datasheet "hbm_bandwidth"
  launch      a chain of tiny dependent kernels: seconds per kernel,
              "op_overhead" (measured first: the matmul rates are net of it)
  links       with several devices, a psum (ring all-reduce) of 256 MiB and
              of 4 bytes over all local devices: "bandwidth" one device sends
              = 2(n-1)/n x bytes / time, "latency" = small time / (2(n-1));
              with several processes, the same over all devices for the outer
              level

Everything else (peaks, vector rate, capacity, link names) comes from --base,
a profile JSON (examples/hw/*.json), when given; without it the measured best
rates stand in for the peaks (efficiency 1) and the capacity is the device's
memory limit. Prints each figure as it goes; writes the JSON at the end.
Needs jax with the accelerator's plugin (e.g. jax[cuda13]); nothing here is
run by `make` or `make test`.
"""

import argparse
import datetime
import json
import math
import sys
import time


def best_time(fn, *args, reps=5):
    """Best wall time of fn(*args) over reps runs, after one warm-up."""
    import jax
    jax.block_until_ready(fn(*args))
    best = math.inf
    for _ in range(reps):
        t0 = time.perf_counter()
        jax.block_until_ready(fn(*args))
        best = min(best, time.perf_counter() - t0)
    return best


def matmul_rate(m, n, k, dtype, precision, iters, overhead=0.0):
    """FLOP/s of an m x k by k x n product: `iters` dependent products
    unrolled in one jitted function (the result feeds the next product's
    left operand). Unrolled, not a fori_loop: a loop on the GPU syncs with
    the host every trip, which would swamp small products. `overhead`, the
    per-kernel launch cost, is taken off each product's time: the
    simulator adds it apart."""
    import jax
    import jax.numpy as jnp
    a = (jax.random.normal(jax.random.PRNGKey(0), (m, k), jnp.float32) * 0.01).astype(dtype)
    b = (jax.random.normal(jax.random.PRNGKey(1), (k, n), jnp.float32) * 0.01).astype(dtype)
    # The next left operand is the result's first k columns (n >= k) or the
    # result tiled (n < k).
    reps = -(-k // n)

    @jax.jit
    def chain(x, b):
        for _ in range(iters):
            y = jnp.matmul(x, b, precision=precision)
            y = jnp.tile(y, (1, reps))[:, :k] if reps > 1 else y[:, :k]
            x = y.astype(dtype)
        return x

    t = best_time(chain, a, b) / iters
    return 2.0 * m * n * k / max(t - overhead, t * 0.05)


def products_for(m, n, k, target_flop=2e11):
    """Enough products for the timed chain to outlast dispatch by far."""
    return int(min(200, max(10, target_flop // (2.0 * m * n * k))))


def bandwidth(nbytes, iters):
    import jax
    import jax.numpy as jnp
    from jax import lax
    v = jnp.ones((nbytes // 4,), jnp.float32)

    @jax.jit
    def loop(v):
        return lax.fori_loop(0, iters, lambda _, x: x * 2.0, v)

    t = best_time(loop, v)
    return 2.0 * nbytes * iters / t  # read + written


def launch_overhead(kernels):
    """Seconds per kernel of a chain of tiny dependent kernels, unrolled in
    one jitted function: each step is a 16 x 16 product (a library call or
    its own fusion, never fused with the next), so the chain runs as
    `kernels` launches back to back, as a compiled step's small kernels do."""
    import jax
    import jax.numpy as jnp
    x = jnp.ones((16, 16), jnp.float32)
    w = jnp.eye(16, dtype=jnp.float32)

    @jax.jit
    def chain(x, w):
        for _ in range(kernels):
            x = jnp.matmul(x, w)
        return x

    @jax.jit
    def one(x, w):
        return jnp.matmul(x, w)

    # The single call's time is dispatch plus one kernel: take it off.
    return max(0.0, best_time(chain, x, w) - best_time(one, x, w)) / (kernels - 1)


def allreduce(nbytes, devices):
    """Seconds of one psum of nbytes per device over `devices`."""
    import jax
    import jax.numpy as jnp
    n = len(devices)
    x = jnp.ones((n, max(1, nbytes // 4)), jnp.float32)
    x = jax.device_put_sharded([x[i] for i in range(n)], devices)
    f = jax.pmap(lambda v: jax.lax.psum(v, 'i'), axis_name='i', devices=devices)
    return best_time(f, x)


def conv_rate(n, hw, c, dtype, iters, overhead=0.0):
    """FLOP/s of a training step's worth of one 3x3 convolution, NHWC, c in
    and c out channels: the forward product and both backward products
    (input and filter gradients, 3 x the forward FLOPs), `iters` dependent
    steps unrolled in one jitted function, net of 3 launches each."""
    import jax
    import jax.numpy as jnp
    from jax import lax
    x = (jax.random.normal(jax.random.PRNGKey(0), (n, hw, hw, c), jnp.float32) * 0.1).astype(dtype)
    w = (jax.random.normal(jax.random.PRNGKey(1), (3, 3, c, c), jnp.float32) * 0.05).astype(dtype)
    dn = ('NHWC', 'HWIO', 'NHWC')

    def conv(x, w):
        return lax.conv_general_dilated(x, w, (1, 1), 'SAME', dimension_numbers=dn)

    @jax.jit
    def chain(x, w):
        for _ in range(iters):
            y, vjp = jax.vjp(conv, x, w)
            dx, dw = vjp(y)
            x = (dx * 0.01).astype(dtype)
            w = (w - dw.astype(dtype) * 1e-6).astype(dtype)
        return x, w

    t = best_time(chain, x, w) / iters
    flops = 3 * 2.0 * n * hw * hw * c * c * 9
    return flops / max(t - 3 * overhead, t * 0.05), (n * hw * hw, c, 9 * c)


def fit_half_dim(points, eff_peak):
    """The half_dim minimising the squared log error of
    rate = eff_peak * prod(d / (d + h)) over points [(m, n, k, rate)]."""
    best_h, best_err = 0.0, math.inf
    h = 1.0
    while h <= 4096:
        err = 0.0
        for m, n, k, rate in points:
            pred = eff_peak * (m / (m + h)) * (n / (n + h)) * (k / (k + h))
            err += math.log(pred / rate) ** 2
        if err < best_err:
            best_h, best_err = h, err
        h *= 1.05
    return round(best_h)


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--base', help='profile JSON with the datasheet figures (examples/hw/NAME.json)')
    p.add_argument('--name', help='profile name (default: BASE name + "-measured", or the device kind)')
    p.add_argument('-o', '--output', required=True, help='where to write the profile JSON')
    p.add_argument('--quick', action='store_true', help='small sizes only: a smoke run, not a calibration')
    args = p.parse_args()

    import jax
    import jax.numpy as jnp
    from jax import lax

    devs = jax.local_devices()
    kind = devs[0].device_kind
    print(f'calibrating on {len(devs)} x {kind} ({jax.default_backend()}), jax {jax.__version__}', flush=True)
    base = json.load(open(args.base)) if args.base else {}
    peaks = dict(base.get('matmul_flops', {}))

    overhead = launch_overhead(20 if args.quick else 500)
    print(f'  per-kernel overhead: {overhead * 1e6:.2f} us', flush=True)
    sizes = [256, 512] if args.quick else [1024, 2048, 4096, 8192]
    kinds = [('bf16', jnp.bfloat16, lax.Precision.DEFAULT), ('f16', jnp.float16, lax.Precision.DEFAULT),
             ('tf32', jnp.float32, lax.Precision.DEFAULT), ('f32', jnp.float32, lax.Precision.HIGHEST)]
    best = {}
    for name, dt, prec in kinds:
        for n in sizes:
            r = matmul_rate(n, n, n, dt, prec, 2 if args.quick else products_for(n, n, n), overhead)
            best[name] = max(best.get(name, 0.0), r)
            print(f'  matmul {name:5s} n = {n:5d}: {r / 1e12:8.1f} TFLOP/s', flush=True)
    efficiency = {}
    for name in best:
        peak = peaks.get(name, 0.0)
        if peak <= 0:
            peaks[name] = best[name]
            peak = best[name]
        efficiency[name] = float('%.4g' % min(1.0, best[name] / peak))

    big = 2048 if args.quick else 16384
    skinny = []
    for d in ([64, 128] if args.quick else [64, 128, 256, 512, 1024]):
        r = matmul_rate(big, d, d, jnp.bfloat16, lax.Precision.DEFAULT,
                        2 if args.quick else products_for(big, d, d), overhead)
        skinny.append((big, d, d, r))
        print(f'  matmul bf16 {big} x {d} x {d}: {r / 1e12:8.1f} TFLOP/s', flush=True)
    half_dim = fit_half_dim(skinny, efficiency['bf16'] * peaks['bf16'])
    print(f'  matmul_half_dim {half_dim}', flush=True)

    # Convolutions (cuDNN): their rate over what the simulator would give a
    # matrix product of the same M, N, K (efficiency x shape factor) is the
    # profile's "conv_efficiency"; the geometric mean over the shapes.
    conv_logs = []
    conv_shapes = [(2, 16, 32)] if args.quick else [(16, 128, 64), (16, 64, 128), (16, 32, 256)]
    for cname, dt in [('tf32', jnp.float32), ('bf16', jnp.bfloat16)]:
        for n_img, side, ch in conv_shapes:
            r, (cm, cn, ck) = conv_rate(n_img, side, ch, dt, 2 if args.quick else 5, overhead)
            shape = (cm / (cm + half_dim)) * (cn / (cn + half_dim)) * (ck / (ck + half_dim))
            rel = r / (efficiency[cname] * peaks[cname] * shape)
            conv_logs.append(math.log(rel))
            print(f'  conv 3x3 {cname:4s} {n_img}x{side}x{side}x{ch} fwd+bwd: {r / 1e12:8.1f} TFLOP/s '
                  f'({rel:.3f} of a matmul of that shape)', flush=True)
    conv_eff = float('%.4g' % min(1.0, math.exp(sum(conv_logs) / len(conv_logs))))
    print(f'  conv_efficiency {conv_eff}', flush=True)

    bw = bandwidth((64 << 20) if args.quick else (1 << 30), 2 if args.quick else 20)
    hbm = base.get('hbm_bandwidth', bw)
    print(f'  element-wise: {bw / 1e12:.3f} TB/s read + written', flush=True)

    links = base.get('links', [])
    if len(devs) > 1:
        n = len(devs)
        t_big = allreduce(256 << 20, devs)
        t_small = allreduce(4, devs)
        bw_link = 2 * (n - 1) / n * (256 << 20) / t_big
        lat = t_small / (2 * (n - 1))
        print(f'  all-reduce over {n} local devices: {bw_link / 1e9:.1f} GB/s per device, {lat * 1e6:.1f} us per step',
              flush=True)
        inner = dict(links[0]) if links else {'name': 'local'}
        inner.update({'devices': n, 'bandwidth': bw_link, 'latency': lat})
        links = [inner] + [dict(l) for l in links[1:]]
        if jax.process_count() > 1:
            all_devs = jax.devices()
            t_big = allreduce(256 << 20, all_devs)
            m = len(all_devs)
            outer = dict(links[1]) if len(links) > 1 else {'name': 'network'}
            outer.update({'devices': 0, 'bandwidth': 2 * (m - 1) / m * (256 << 20) / t_big,
                          'latency': allreduce(4, all_devs) / (2 * (m - 1))})
            links = [links[0], outer]
    if not links:
        links = [{'name': 'none', 'devices': 0, 'bandwidth': 1e9, 'latency': 1e-5}]

    capacity = base.get('hbm_capacity')
    if not capacity:
        stats = devs[0].memory_stats() or {}
        capacity = float(stats.get('bytes_limit', 0)) or 1e9

    profile = {
        'name': args.name or (base['name'] + '-measured' if base else kind.replace(' ', '-').lower()),
        'source': f'measured by tools/calibrate_gpu.py on {kind}, jax {jax.__version__}, '
                  f'{datetime.date.today().isoformat()}' + (f'; peaks from {base["name"]} ({args.base})' if base else ''),
        'matmul_flops': {k: float(v) for k, v in peaks.items()},
        'vector_flops': float(base.get('vector_flops', peaks.get('f32', best['f32']))),
        'hbm_bandwidth': float(hbm),
        'hbm_capacity': float(capacity),
        'op_overhead': overhead,
        'fusion': True,
        'matmul_efficiency': efficiency,
        'matmul_half_dim': half_dim,
        'conv_efficiency': conv_eff,
        'hbm_efficiency': float('%.4g' % min(1.0, bw / hbm)),
        'links': links,
        'algorithm': 'ring',
    }
    if 'f32' not in profile['matmul_flops']:
        profile['matmul_flops']['f32'] = best['f32']
    with open(args.output, 'w') as f:
        json.dump(profile, f, indent=2)
        f.write('\n')
    print(f'wrote {args.output}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
