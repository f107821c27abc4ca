"""partir's SPMD modules run on XLA as they are: every bundled example
under BP, MP, Z3 and BP+MP+Z3 on 8 host devices (meshes 8 and 2x4), each
device's outputs equal to its chunk of the unpartitioned step run by XLA,
within the tolerance of partir's own `run --verify` (src/runtime/host.c:
f32 |got - want| <= 1e-4 * max(1, max|want|) + 1e-5 * |want|; bf16 and
other floats 2e-2 * scale + 1e-2 * |want|, also for the f32 outputs of a
model computing in bf16; integers exact). Every output must be finite."""
import os
import re

import numpy as np
import pytest

import jax
import partir
import partir.jax
from conftest import REPO

EXAMPLES = ["mlp", "transformer", "transformer_bf16", "transformer_scan", "llama", "unet", "gns"]
# (mesh axes, sizes) x tactics: the meshes of 8 devices.
CASES = [
    ("batch=8", "BP", [partir.BP("batch")]),
    ("batch=8", "Z3", [partir.Z3("batch")]),
    ("model=8", "MP", [partir.MP("model")]),
    ("batch=2,model=4", "BP+MP+Z3", [partir.BP("batch"), partir.MP("model"), partir.Z3("batch")]),
]

_TYPE = re.compile(r"tensor<([0-9x]*)([a-z][a-z0-9]*)>")


def _text(name):
    with open(os.path.join(REPO, "examples", name + ".mlir"), encoding="utf-8") as f:
        return f.read()


def _inputs(p):
    """Deterministic inputs for the step: small positive floats (Adam's
    second moment must be >= 0; small, so that no activation overflows and
    every output is finite), small positive integers (step counters, valid
    token and node indices)."""
    rng = np.random.default_rng(0)
    out = []
    for e in p.shardings()["inputs"]:
        shape, dt = tuple(e["global_shape"]), e["dtype"]
        if dt.startswith("f") or dt.startswith("bf"):
            a = rng.uniform(0.0, 0.1, shape).astype(np.float32)
            out.append(a.astype({"bf16": jax.numpy.bfloat16, "f16": np.float16, "f64": np.float64}.get(dt, np.float32)))
        elif dt == "i1":
            out.append(rng.integers(0, 2, shape).astype(bool))
        else:
            out.append(rng.integers(1, 4, shape).astype({"i32": np.int32, "i64": np.int64, "ui32": np.uint32}.get(dt, np.int32)))
    return out


def _reference(text, inputs):
    p = partir.Partition(partir.Module(text), "r=1")
    mesh = jax.sharding.Mesh(np.array(jax.devices()[:1]), ("r",))
    prog = partir.jax.Program(p.spmd(), p.shardings(), mesh)
    return [np.asarray(o) for o in prog(*inputs)]


_REF = {}


def partition_or_skip(example, mesh_text, schedule, label):
    """(module text, Partition) of an example under a schedule; a test is
    skipped, with partir's message, where the mesh does not divide the
    example's dims or a built-in finds nothing to tile."""
    text = _text(example)
    p = partir.Partition(partir.Module(text, filename=f"examples/{example}.mlir"), mesh_text)
    try:
        p.apply(schedule)
    except partir.Error as e:
        if "divide" in e.message or "divisible" in e.message or "found no" in e.message:
            pytest.skip(f"partir refuses {label} on {mesh_text}: {e.message}")
        raise
    return text, p


@pytest.mark.parametrize("example", EXAMPLES)
@pytest.mark.parametrize("mesh_text,label,schedule", CASES, ids=[c[1] + "@" + c[0] for c in CASES])
def test_emitted_spmd_runs_on_xla_and_matches_unpartitioned(example, mesh_text, label, schedule):
    text, p = partition_or_skip(example, mesh_text, schedule, label)
    inputs = _inputs(p)
    if example not in _REF:
        _REF[example] = _reference(text, inputs)
    want = _REF[example]
    axes = [kv.split("=") for kv in mesh_text.split(",")]
    devs = np.array(jax.devices()[:8]).reshape([int(s) for _, s in axes])
    mesh = jax.sharding.Mesh(devs, tuple(a for a, _ in axes))
    prog = partir.jax.Program(p.spmd(), p.shardings(), mesh)
    check_outputs(prog, prog(*inputs), want, text)


def check_outputs(prog, got, want, text):
    """Each device's chunk of each output of `prog` equals its chunk of the
    unpartitioned outputs `want`, within partir's --verify tolerance."""
    assert len(got) == len(want)
    for i, (g, w) in enumerate(zip(got, want)):
        for shard in g.addressable_shards:
            chunk = np.asarray(shard.data)
            ref = w[shard.index]
            assert chunk.shape == ref.shape, f"output {i} device {shard.device.id}"
            if np.issubdtype(ref.dtype, np.floating) or ref.dtype == jax.numpy.bfloat16:
                r = ref.astype(np.float64)
                c = chunk.astype(np.float64)
                # The tolerance of the least precise type on the path: an f32
                # output of a bf16 model carries bf16 rounding.
                f32 = ref.dtype in (np.float32, np.float64) and "bf16" not in text
                scale = max(1.0, float(np.max(np.abs(r[np.isfinite(r)]), initial=0.0)))
                atol, rtol = (1e-4 * scale, 1e-5) if f32 else (2e-2 * scale, 1e-2)
                assert np.isfinite(r).all(), f"reference output {i} is not finite: inputs too large"
                bad = ~(np.abs(c - r) <= atol + rtol * np.abs(r))
                assert not bad.any(), (f"output {i} ({prog.outputs[i]['name']}) device {shard.device.id}: "
                                       f"max abs diff {np.max(np.abs(c - r))}")
            else:
                assert np.array_equal(chunk, ref), f"output {i} device {shard.device.id}"
