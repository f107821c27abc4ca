#!/usr/bin/env python3
"""Measure training steps exported by tools/export_models.py on this
machine's accelerator, the way ../shared/calibration/h100.md measured them,
so that bench_sim_accel's rows can be checked against the real thing.

    python3 tools/measure_gpu.py bench/data/accel_*.mlir.xz -o measured.json
    python3 tools/measure_gpu.py --flags "mlp --hidden 64 --batch 32" -o m.json

Each row is a model built in Python with export_models.py's own code at the
exporter flags (read from the first line of a bench file, "// Exported by:
python3 tools/export_models.py FLAGS -o ...", or given with --flags), on
real random inputs, then:

  step    jax.jit(train_step, donate_argnums=(0, 1)); 3 warm-up steps, then
          the best of --steps timed steps (each step's outputs feed the
          next, as in training)
  memory  XLA's buffer assignment of the compiled step
          (compiled.memory_analysis()): arguments + outputs + temporaries
          - aliased bytes; and the device allocator's peak where the
          backend reports one
  kernels compiled.as_text(): fusions, and library calls (cuBLAS/cuDNN
          custom calls and Triton GEMM fusions), see kernel_counts

Writes one JSON object per row (a list) and prints a table. Nothing here is
run by `make` or `make test`.
"""

import argparse
import json
import math
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export_models  # noqa: E402


def flags_of(path):
    """The exporter flags on a bench file's first line (without -o)."""
    head = export_models._read_text(path).split('\n', 1)[0]
    m = re.search(r'export_models\.py\s+(.*?)(?:\s+-o\s+\S+)?\s*$', head)
    if not m:
        raise SystemExit(f'{path}: first line names no export_models.py flags')
    return m.group(1).split()


def kernel_counts(hlo):
    """(fusions, library calls) in optimized HLO text. Library calls are the
    matrix products: cuBLAS/cuDNN `custom-call`s and the Triton GEMM
    fusions (kind=kCustom calling a %gemm_fusion_* computation); fusions
    are all other `fusion` instructions, Triton block-level ones included.
    The result type before an op may be a tuple with spaces in it, so the
    op name is matched alone: ' fusion(' never occurs in a name."""
    fusions = gemms = calls = 0
    for line in hlo.splitlines():
        if ' fusion(' in line:
            if 'kind=kCustom' in line and 'calls=%gemm_fusion' in line:
                gemms += 1
            else:
                fusions += 1
        elif ' custom-call(' in line:
            calls += 1
    return fusions, gemms + calls


def measure(flags, steps, hlo_path=None):
    import jax
    parser = export_models.make_parser()
    cfg = export_models.resolve_config(parser.parse_args(flags))
    init = export_models.MODELS[cfg.model][0]
    params = init(cfg, jax.random.PRNGKey(0))
    opt = export_models.init_opt_state(params)
    batch = export_models._concrete_batch(cfg, jax.random.PRNGKey(1))
    n_params = export_models.count_params(params)
    step = jax.jit(export_models.build_step(cfg), donate_argnums=(0, 1))
    t0 = time.perf_counter()
    compiled = step.lower(params, opt, batch).compile()
    compile_s = time.perf_counter() - t0
    ma = compiled.memory_analysis()
    peak = None
    if ma is not None:
        peak = (ma.argument_size_in_bytes + ma.output_size_in_bytes + ma.temp_size_in_bytes -
                ma.alias_size_in_bytes)
    hlo = compiled.as_text()
    fusions, calls = kernel_counts(hlo)
    if hlo_path:
        with export_models._open_out(hlo_path) as f:
            f.write(hlo)
    for _ in range(3):
        params, opt, loss = compiled(params, opt, batch)
    jax.block_until_ready(loss)
    best = math.inf
    for _ in range(steps):
        t = time.perf_counter()
        params, opt, loss = compiled(params, opt, batch)
        jax.block_until_ready(loss)
        best = min(best, time.perf_counter() - t)
    stats = jax.local_devices()[0].memory_stats() or {}
    return {
        'flags': ' '.join(flags),
        'params': n_params,
        'step_ms': best * 1e3,
        'peak_gb': peak / 1e9 if peak is not None else None,
        'allocator_peak_so_far_gb': stats['peak_bytes_in_use'] / 1e9 if 'peak_bytes_in_use' in stats else None,
        'xla_fusions': fusions,
        'xla_library_calls': calls,
        'compile_s': compile_s,
        'loss': float(loss),
    }


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('files', nargs='*', help='bench/data/accel_*.mlir.xz (flags from the first line)')
    p.add_argument('--flags', action='append', default=[], help='exporter flags of one more row')
    p.add_argument('--steps', type=int, default=10, help='timed steps per row (best is kept)')
    p.add_argument('--hlo-dir', help='also write each row\'s optimized HLO there (ROW.hlo.xz)')
    p.add_argument('-o', '--output', required=True, help='where to write the JSON list')
    args = p.parse_args()
    import jax
    dev = jax.local_devices()[0]
    print(f'measuring on {dev.device_kind} ({jax.default_backend()}), jax {jax.__version__}', flush=True)
    if args.hlo_dir:
        os.makedirs(args.hlo_dir, exist_ok=True)
    rows = [(os.path.basename(f).split('.')[0].removeprefix('accel_'), flags_of(f)) for f in args.files]
    rows += [(f'flags{i}', f.split()) for i, f in enumerate(args.flags)]
    out = []
    for name, flags in rows:
        r = {'row': name, 'device': dev.device_kind, 'jax': jax.__version__}
        try:
            hlo = os.path.join(args.hlo_dir, name + '.hlo.xz') if args.hlo_dir else None
            r.update(measure(flags, args.steps, hlo))
        except Exception as e:  # one model failing must not lose the others
            r['error'] = f'{type(e).__name__}: {e}'[:500]
        out.append(r)
        print(json.dumps(r), flush=True)
        # Written after every row: a run cut off keeps what it measured.
        with open(args.output, 'w') as f:
            json.dump(out, f, indent=2)
            f.write('\n')
        jax.clear_caches()
    print(f'{"row":12s} {"step ms":>9s} {"peak GB":>8s} {"fusions":>8s} {"calls":>6s}')
    for r in out:
        if 'error' in r:
            print(f'{r["row"]:12s} error: {r["error"]}')
        else:
            pk = r['peak_gb'] if r['peak_gb'] is not None else float('nan')
            print(f'{r["row"]:12s} {r["step_ms"]:9.2f} {pk:8.2f} {r["xla_fusions"]:8d} {r["xla_library_calls"]:6d}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
