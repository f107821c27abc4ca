#!/usr/bin/env python3
"""partir against XLA's own partitioners on the GPT-3-width training steps
of bench/data (README: "partir and XLA side by side").

For each step (12, 24, 48, 96 layers; --layers picks), on one mesh
(default batch=8,model=8 of host CPU devices) and one schedule (default
BP+MP+Z3), with the same input shardings for every partitioner:

  * partir: the time to partition (tactics and propagation) and to lower
    and emit the SPMD module, read through libpartir.so (the parse of the
    text is timed apart, as XLA's pass times below exclude it too), and
    the collectives partir's report counts (kind, count, bytes each
    device receives per step);
  * XLA: partir's SPMD module compiled as it is (manual: no XLA
    partitioning), and partir's annotated module (the original step with
    partir's input and output shardings, Partition.annotated) compiled by
    XLA's GSPMD and by XLA's Shardy partitioner. Each compile runs in a
    process of its own, with XLA's per-pass timing log on
    (TF_CPP_VMODULE=hlo_pass_pipeline=2: "HLO pass: NAME time: ..."), which
    gives the time of sharding propagation plus the SPMD partitioner
    (passes sharding-propagation or shardy-xla, and spmd-partitioning,
    which includes its cleanup pipeline), next to the whole compile's wall
    time. The collectives are counted in the module XLA dumps right after
    its SPMD partitioner (--xla_dump_hlo_pass_re=spmd-partitioning: the
    program's own dtypes, before the CPU backend computes bf16
    collectives in f32 and before XLA's combiners; the JSON also has the
    counts of the optimized HLO), with bytes each device receives: an
    all-gather (g-1)/g of its result, a reduce-scatter (g-1)/g of its
    operand, an all-reduce 2(g-1)/g of its operand (ring), an all-to-all
    (g-1)/g, a collective-permute its operand (g = the replica group
    size): partir's report's formulas (src/spmd), so that partir's SPMD
    module counted this way gives the bytes of partir's report. Ops inside
    loops count once.

Prints one JSON object (and writes it to --json) and a table. Compiling a
step for 64 CPU devices takes XLA from seconds (12 layers) to minutes
(96 layers) and GBs of memory: --layers 12 is the default, --quick
partitions and compiles the bundled 2-layer transformer on a 2x2 mesh
(a smoke run, seconds).

    make bench-xla                       # --layers 12
    python3 tools/bench_vs_xla.py --layers 12,24 --json bench/out/bench_vs_xla.json
    python3 tools/bench_vs_xla.py --quick

Needs jax (tested with 0.10.2) and libpartir.so (PARTIR_LIBRARY or
build/release/libpartir.so); PYTHONPATH=python for the partir package.
"""

import argparse
import glob
import json
import lzma
import os
import re
import shutil
import subprocess
import sys
import time

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
STEPS = {12: "gpt_12l_train_step", 24: "gpt_24l_train_step", 48: "gpt_48l_train_step", 96: "gpt3_175b_train_step"}
KINDS = ["all-gather", "all-reduce", "reduce-scatter", "all-to-all", "collective-permute"]
PARTITIONER_PASSES = ("sharding-propagation", "shardy-xla", "spmd-partitioning")

# ---- the child: one XLA compile -------------------------------------------------------


def compile_one(path, n_devices, partitioner, hlo_out):
    """Compiles the module at `path` for the first `n_devices` host devices
    (partitioner: "none" for partir's SPMD module, "gspmd" or "shardy" for
    an annotated one), writes XLA's optimized HLO text to `hlo_out` and
    prints {"compile_s": ...}. XLA's pass log goes to stderr."""
    sys.path.insert(0, os.path.join(REPO, "python"))
    import jax
    from partir.jax import _compile
    with open(path, encoding="utf-8") as f:
        text = f.read()
    devices = jax.devices()[:n_devices]
    t0 = time.perf_counter()
    exe = _compile(text, devices, None if partitioner == "none" else partitioner)
    dt = time.perf_counter() - t0
    hlo = "\n".join(m.to_string() for m in exe.hlo_modules())
    with open(hlo_out, "w", encoding="utf-8") as f:
        f.write(hlo)
    print(json.dumps({"compile_s": dt}))


# ---- the parent ------------------------------------------------------------------------

_PASS = re.compile(r"HLO pass: (\S+) time: .*?\((\d+) us\)")
_PIPELINE = re.compile(r"Running HLO pass pipeline on module (\S+): (.+)$")


def partitioner_seconds(log, module_name):
    """Sharding propagation + SPMD partitioner time of `module_name` from
    XLA's pass log: the passes named in PARTITIONER_PASSES while that
    module compiles."""
    total, module = 0, None
    for line in log.splitlines():
        m = _PIPELINE.search(line)
        if m:
            module = m.group(1)
            continue
        m = _PASS.search(line)
        if m and module == module_name and m.group(1) in PARTITIONER_PASSES:
            total += int(m.group(2))
    return total / 1e6


_DTYPE_BYTES = {"pred": 1, "s8": 1, "u8": 1, "s16": 2, "u16": 2, "f16": 2, "bf16": 2, "s32": 4, "u32": 4, "f32": 4,
                "s64": 8, "u64": 8, "f64": 8}
_SHAPE = re.compile(r"\b(pred|[suf]\d+|bf16)\[([0-9,]*)\]")
_OP = re.compile(r"^\s*(?:ROOT\s+)?%?\S+\s*=\s*(.+?)\s+(all-gather|all-reduce|reduce-scatter|all-to-all|"
                 r"collective-permute)(?:-start)?\(")


def _shape_bytes(text):
    total = 0
    for dt, dims in _SHAPE.findall(text):
        n = 1
        for d in dims.split(","):
            if d:
                n *= int(d)
        total += n * _DTYPE_BYTES[dt]
    return total


def _group_size(line, n_devices):
    m = re.search(r"replica_groups=\[(\d+),(\d+)\]<=", line)
    if m:
        return int(m.group(2))
    m = re.search(r"replica_groups=\{\{([0-9,]*)\}", line)
    if m:
        return len(m.group(1).split(","))
    return n_devices  # {} : every device


def count_collectives(hlo, n_devices):
    """{kind: {"count", "bytes"}} of the collectives of an HLO module's text
    (the ENTRY computation and everything it calls; ops in while bodies are
    counted once), bytes as partir's report counts them (see the top)."""
    out = {}
    for line in hlo.splitlines():
        m = _OP.match(line)
        if not m:
            continue
        result, kind = m.group(1), m.group(2)
        g = _group_size(line, n_devices)
        # XLA's optimized HLO prints operands without their shapes: every
        # figure is derived from the result (a tuple for combined ops).
        res_b = _shape_bytes(result)
        if kind == "all-gather":
            b = res_b * (g - 1) / g
        elif kind == "reduce-scatter":
            b = res_b * (g - 1)  # the operand is g results
        elif kind == "all-reduce":
            b = 2 * res_b * (g - 1) / g
        elif kind == "all-to-all":
            b = res_b * (g - 1) / g
        else:
            b = res_b
        e = out.setdefault(kind, {"count": 0, "bytes": 0})
        e["count"] += 1
        e["bytes"] += int(b)
    return out


def partir_collectives(report):
    """partir's report (Partition.report(format="json")) summed by kind, in
    XLA's spelling."""
    out = {}
    for c in report["collectives"]:
        kind = c["kind"].replace("_", "-")
        e = out.setdefault(kind, {"count": 0, "bytes": 0})
        e["count"] += c["count"]
        e["bytes"] += c["bytes_per_device"]
    return out


def run_compile(path, n_devices, partitioner, work, timeout):
    """One XLA compile in a child process: its wall time, the partitioner
    passes' time and the collectives of the optimized HLO."""
    hlo_out = os.path.join(work, os.path.basename(path) + "." + partitioner + ".hlo.txt")
    dump = os.path.join(work, "xla_dump_" + os.path.basename(path) + "." + partitioner)
    shutil.rmtree(dump, ignore_errors=True)
    env = dict(os.environ)
    # The module right after XLA's SPMD partitioner: its collectives in the
    # program's own dtypes, before the CPU backend's rewrites (it computes
    # bf16 collectives in f32, which would double their bytes) and
    # combiners.
    env["XLA_FLAGS"] = (env.get("XLA_FLAGS", "") + f" --xla_force_host_platform_device_count={n_devices}"
                        f" --xla_dump_to={dump} --xla_dump_hlo_pass_re=spmd-partitioning").strip()
    env["JAX_PLATFORMS"] = "cpu"
    env["TF_CPP_MIN_LOG_LEVEL"] = "0"
    env["TF_CPP_VMODULE"] = "hlo_pass_pipeline=2"
    env["PYTHONPATH"] = os.path.join(REPO, "python") + os.pathsep + env.get("PYTHONPATH", "")
    cmd = [sys.executable, os.path.abspath(__file__), "--compile-one", path, "--devices", str(n_devices),
           "--partitioner", partitioner, "--hlo-out", hlo_out]
    t0 = time.perf_counter()
    try:
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"error": f"timed out after {timeout} s"}
    wall = time.perf_counter() - t0
    if r.returncode != 0:
        tail = [l for l in r.stderr.splitlines() if "hlo_pass_pipeline" not in l][-5:]
        return {"error": "\n".join(tail)}
    res = json.loads(r.stdout.strip().splitlines()[-1])
    with open(hlo_out, encoding="utf-8") as f:
        hlo = f.read()
    m = re.search(r"^HloModule (\S+?),", hlo, re.M)
    name = m.group(1) if m else None
    res["process_s"] = wall
    res["partitioner_passes_s"] = partitioner_seconds(r.stderr, name) if name else None
    res["collectives_optimized"] = count_collectives(hlo, n_devices)
    after = sorted(glob.glob(os.path.join(dump, f"*.{name}.*after_spmd-partitioning*.txt")))
    if after:
        with open(after[-1], encoding="utf-8") as f:
            res["collectives"] = count_collectives(f.read(), n_devices)
    else:
        res["collectives"] = res["collectives_optimized"]
    shutil.rmtree(dump, ignore_errors=True)
    return res


def partir_side(text, filename, mesh, schedule, repeat):
    """partir's timings (the fastest of `repeat` runs: the machine is
    shared), report, SPMD and annotated modules."""
    import partir
    best = p = module = spmd = None
    for _ in range(repeat):
        # The previous run's objects are freed here, outside the timed
        # region (rebinding them below would free them inside it).
        p = module = spmd = None
        t0 = time.perf_counter()
        module = partir.Module(text, filename=filename)
        t1 = time.perf_counter()
        p = partir.Partition(module, mesh)
        p.apply(schedule)
        t2 = time.perf_counter()
        spmd = p.spmd()
        t3 = time.perf_counter()
        times = {"parse_s": t1 - t0, "partition_s": t2 - t1, "emit_s": t3 - t2, "total_s": t3 - t1}
        if best is None or times["total_s"] < best["total_s"]:
            best = times
    # Threads partir used: the default of partir_partition_set_threads, one
    # per online processor up to 8 (propagation's large rounds, and
    # emission's verification beside its printing in pieces).
    best["threads"] = min(os.cpu_count() or 1, 8)
    report = p.report(format="json")  # the state's report: {"collectives": [...], ...}
    best["collectives"] = partir_collectives(report)
    return best, spmd, {d: p.annotated(d) for d in ("gspmd", "shardy")}


def _fmt_bytes(b):
    for unit, k in (("TB", 1e12), ("GB", 1e9), ("MB", 1e6), ("kB", 1e3)):
        if b >= k:
            return f"{b / k:.3g} {unit}"
    return f"{b:.0f} B"


def _fmt_coll(c):
    if not c:
        return "-"
    return ", ".join(f"{k} {v['count']} ({_fmt_bytes(v['bytes'])})" for k, v in sorted(c.items()))


def table(rows):
    lines = ["| step | mesh | partir partition+emit | XLA GSPMD prop+partitioner | XLA Shardy prop+partitioner "
             "| XLA compile: partir SPMD / GSPMD / Shardy | bytes per device: partir report / partir on XLA / GSPMD / Shardy |",
             "|---|---|---:|---:|---:|---:|---:|"]
    for r in rows:
        x = r["xla"]

        def s(k, f):
            v = x.get(k, {}).get(f)
            if v is None:
                return "n/a"
            if f == "partitioner_passes_s":  # and how many times partir's
                return f"{v:.2f} s ({v / r['partir']['total_s']:.0f}x)"
            return f"{v:.2f} s" if v < 10 else f"{v:.0f} s"

        def tb(c):
            return _fmt_bytes(sum(v["bytes"] for v in c.values())) if c is not None else "n/a"
        lines.append(
            f"| {r['step']} | {r['mesh']} | {r['partir']['total_s']:.3f} s | {s('gspmd', 'partitioner_passes_s')} "
            f"| {s('shardy', 'partitioner_passes_s')} | {s('partir_spmd', 'compile_s')} / {s('gspmd', 'compile_s')} / "
            f"{s('shardy', 'compile_s')} | {tb(r['partir']['collectives'])} / "
            f"{tb(x.get('partir_spmd', {}).get('collectives'))} / {tb(x.get('gspmd', {}).get('collectives'))} / "
            f"{tb(x.get('shardy', {}).get('collectives'))} |")
    lines.append("")
    lines.append("collectives per kind (count, bytes each device receives):")
    for r in rows:
        lines.append(f"  {r['step']} partir report:  {_fmt_coll(r['partir']['collectives'])}")
        for k in ("partir_spmd", "gspmd", "shardy"):
            e = r["xla"].get(k, {})
            lines.append(f"  {r['step']} XLA {k:11s}: {e.get('error') or _fmt_coll(e.get('collectives'))}")
            if not e.get("error"):
                lines.append(f"  {r['step']}   optimized HLO: {_fmt_coll(e.get('collectives_optimized'))}")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--layers", default="12", help="comma-separated among 12,24,48,96 (default 12)")
    ap.add_argument("--mesh", default="batch=8,model=8")
    ap.add_argument("--schedule", default=os.path.join(REPO, "examples/schedules/bp_mp_z3.json"))
    ap.add_argument("--quick", action="store_true", help="examples/transformer.mlir on batch=2,model=2 (seconds)")
    ap.add_argument("--no-xla", action="store_true", help="partir's side only")
    ap.add_argument("--repeat", type=int, default=3, help="partir runs per step, the fastest reported (default 3)")
    ap.add_argument("--timeout", type=int, default=1800, help="seconds per XLA compile (default 1800)")
    ap.add_argument("--json", help="also write the JSON here")
    ap.add_argument("--work", default=os.path.join(REPO, "bench/out"), help="decompressed steps, modules, HLO")
    # The child's arguments.
    ap.add_argument("--compile-one", help=argparse.SUPPRESS)
    ap.add_argument("--devices", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--partitioner", help=argparse.SUPPRESS)
    ap.add_argument("--hlo-out", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.compile_one:
        compile_one(a.compile_one, a.devices, a.partitioner, a.hlo_out)
        return 0

    sys.path.insert(0, os.path.join(REPO, "python"))
    if "PARTIR_LIBRARY" not in os.environ and os.path.exists(os.path.join(REPO, "build/release/libpartir.so")):
        os.environ["PARTIR_LIBRARY"] = os.path.join(REPO, "build/release/libpartir.so")
    import partir
    os.makedirs(a.work, exist_ok=True)
    schedule = a.schedule  # Partition.apply reads a JSON path
    if a.quick:
        jobs = [("transformer", os.path.join(REPO, "examples/transformer.mlir"), "batch=2,model=2")]
    else:
        jobs = []
        for n in (int(x) for x in a.layers.split(",")):
            if n not in STEPS:
                ap.error(f"--layers: {n} is not one of {sorted(STEPS)}")
            src = os.path.join(REPO, "bench/data", STEPS[n] + ".mlir.xz")
            dst = os.path.join(a.work, STEPS[n] + ".mlir")
            if not os.path.exists(dst):
                with lzma.open(src, "rt", encoding="utf-8") as f, open(dst + ".tmp", "w", encoding="utf-8") as g:
                    g.write(f.read())
                os.replace(dst + ".tmp", dst)
            jobs.append((f"{n} layers", dst, a.mesh))
    rows = []
    for label, path, mesh in jobs:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        n_devices = 1
        for kv in mesh.split(","):
            n_devices *= int(kv.split("=")[1])
        side, spmd, annotated = partir_side(text, os.path.relpath(path, REPO), mesh, schedule, a.repeat)
        base = os.path.join(a.work, os.path.splitext(os.path.basename(path))[0] + "_" + mesh.replace(",", "_").replace("=", ""))
        files = {"partir_spmd": base + "_spmd.mlir", "gspmd": base + "_gspmd.mlir", "shardy": base + "_shardy.mlir"}
        for k, body in (("partir_spmd", spmd), ("gspmd", annotated["gspmd"]), ("shardy", annotated["shardy"])):
            with open(files[k], "w", encoding="utf-8") as f:
                f.write(body)
        xla = {}
        if not a.no_xla:
            for k, part in (("partir_spmd", "none"), ("gspmd", "gspmd"), ("shardy", "shardy")):
                print(f"[{label}] XLA compile of {k} ...", file=sys.stderr, flush=True)
                xla[k] = run_compile(files[k], n_devices, part, a.work, a.timeout)
        rows.append({"step": label, "mesh": mesh, "devices": n_devices, "partir": side, "xla": xla})
    out = {"schedule": os.path.relpath(a.schedule, REPO), "rows": rows}
    text = json.dumps(out, indent=1)
    print(text)
    if a.json:
        with open(a.json, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    print()
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
