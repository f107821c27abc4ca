"""partir's SPMD modules on 64 devices: meshes 64, 8x8, 4x16 and 2x4x8.

The other tests run on 8 host devices (conftest.py), where a wrong
replica group, a reused channel handle or a misread partition id can hide
behind a mesh axis of size 2. Here each mesh runs in a process of its own
with --xla_force_host_platform_device_count=64 (the device count is fixed
when jax starts). For a transformer and an MLP, each small but divisible
on every axis (a transformer with 16 heads and batch 64; an MLP with
hidden 128 and batch 64, exported by tools/export_models.py in seconds),
partir partitions the training step under BP+Z3 (mesh 64), BP+MP+Z3 (8x8,
4x16) and BP on two axes + MP + Z3 (2x4x8: data-parallel groups span two
axes), and the emitted module is

  * read: every collective has its own channel_handle and
    use_global_device_ids, and its replica_groups are the groups of one
    set of mesh axes (devices row-major over the mesh, each device in one
    group, the devices of a group listed in the order the axes are
    given); the device's coordinates come from stablehlo.partition_id
    (never replica_id);
  * run on XLA (partir.jax.Program: partition i on device i) and each
    device's outputs compared with its chunk of the unpartitioned step,
    within partir's --verify tolerance (test_xla_spmd.check_outputs).

The models are small so that the 64-device runs take seconds on 2 cores.
"""
import itertools
import json
import os
import re
import subprocess
import sys

import numpy as np
import pytest

from conftest import REPO

HERE = os.path.dirname(os.path.abspath(__file__))

MODELS = {
    "transformer": ["transformer", "--batch", "64", "--layers", "1", "--d-model", "64", "--heads", "16", "--seq", "8",
                    "--vocab", "64", "--mlp-ratio", "2"],
    "mlp": ["mlp", "--batch", "64", "--in-dim", "64", "--hidden", "128,128", "--classes", "16"],
}


def _schedule(mesh_text):
    axes = [kv.split("=")[0] for kv in mesh_text.split(",")]
    if len(axes) == 1:
        return [{"builtin": "BP", "axis": axes[0]}, {"builtin": "Z3", "axis": axes[0]}]
    if len(axes) == 2:
        return [{"builtin": "BP", "axis": axes[0]}, {"builtin": "MP", "axis": axes[1]},
                {"builtin": "Z3", "axis": axes[0]}]
    return [{"builtin": "BP", "axis": axes[0]}, {"builtin": "BP", "axis": axes[1]}, {"builtin": "MP", "axis": axes[2]},
            {"builtin": "Z3", "axis": axes[1]}]


MESHES = ["d=64", "batch=8,model=8", "batch=4,model=16", "data=2,batch=4,model=8"]

# ---- reading the module ------------------------------------------------------------

_COLLECTIVE = re.compile(r'"stablehlo\.(all_gather|all_reduce|reduce_scatter|all_to_all|collective_permute)"'
                         r"\([^)]*\) <?\{?(.*)$")


def _axis_groups(sizes, axes):
    """The groups of mesh axes `axes` (in that order, major to minor):
    devices (row-major over `sizes`) that differ only in those axes."""
    coords = list(itertools.product(*[range(s) for s in sizes]))
    strides = [int(np.prod(sizes[i + 1:])) for i in range(len(sizes))]
    groups = {}
    for c in coords:
        key = tuple(c[i] for i in range(len(sizes)) if i not in axes)
        groups.setdefault(key, []).append(c)
    out = []
    for members in groups.values():
        # Order within the group: the group axes' coordinates, major to minor in `axes` order.
        members.sort(key=lambda c: tuple(c[a] for a in axes))
        out.append(tuple(sum(ci * st for ci, st in zip(c, strides)) for c in members))
    return sorted(out)


def check_module_text(text, sizes):
    """The static checks of the module docstring; returns the number of
    collectives."""
    n = int(np.prod(sizes))
    assert f"mhlo.num_partitions = {n} : i32" in text
    assert "stablehlo.replica_id" not in text
    assert "stablehlo.partition_id" in text, "tiled inputs but no partition_id"
    # Every set of axes, every order: the groups a collective may use.
    allowed = set()
    for k in range(1, len(sizes) + 1):
        for axes in itertools.permutations(range(len(sizes)), k):
            allowed.add(tuple(_axis_groups(sizes, list(axes))))
    handles = []
    count = 0
    for line in text.splitlines():
        m = _COLLECTIVE.search(line)
        if not m:
            continue
        count += 1
        attrs = m.group(2)
        h = re.search(r"channel_handle = #stablehlo\.channel_handle<handle = (\d+), type = (\d+)>", attrs)
        assert h, f"no channel_handle: {line.strip()[:200]}"
        handles.append(int(h.group(1)))
        assert int(h.group(1)) > 0
        if m.group(1) != "collective_permute":
            assert "use_global_device_ids" in attrs, line.strip()[:200]
            g = re.search(r"replica_groups = dense<(\[\[.*?\]\])> : tensor<(\d+)x(\d+)xi64>", attrs)
            assert g, f"no replica_groups: {line.strip()[:200]}"
            groups = json.loads(g.group(1))
            assert len(groups) == int(g.group(2)) and all(len(x) == int(g.group(3)) for x in groups)
            flat = sorted(d for grp in groups for d in grp)
            assert flat == list(range(n)), f"replica_groups do not cover the {n} devices once: {line.strip()[:200]}"
            assert tuple(sorted(tuple(x) for x in groups)) in allowed, \
                f"replica_groups are not the groups of a set of mesh axes: {g.group(1)[:200]}"
    assert len(handles) == len(set(handles)), "a channel_handle is used twice"
    return count


# ---- the child: one mesh, every model, on 64 devices --------------------------------


def child(mesh_text, model_paths):
    sys.path.insert(0, HERE)
    import jax
    import partir
    import partir.jax
    from test_xla_spmd import _inputs, _reference, check_outputs
    assert len(jax.devices()) == 64, jax.devices()
    axes = [kv.split("=") for kv in mesh_text.split(",")]
    sizes = [int(s) for _, s in axes]
    mesh = jax.sharding.Mesh(np.array(jax.devices()).reshape(sizes), tuple(a for a, _ in axes))
    for name, path in model_paths.items():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        p = partir.Partition(partir.Module(text, filename=path), mesh_text)
        p.apply(_schedule(mesh_text))
        spmd = p.spmd()
        n = check_module_text(spmd, sizes)
        inputs = _inputs(p)
        want = _reference(text, inputs)
        prog = partir.jax.Program(spmd, p.shardings(), mesh)
        check_outputs(prog, prog(*inputs), want, text)
        print(f"{name} on {mesh_text}: {n} collectives, outputs agree", flush=True)


# ---- the tests ---------------------------------------------------------------------------


@pytest.fixture(scope="module")
def model_paths(tmp_path_factory):
    d = tmp_path_factory.mktemp("models64")
    out = {}
    for name, args in MODELS.items():
        path = str(d / f"{name}.mlir")
        subprocess.run([sys.executable, os.path.join(REPO, "tools", "export_models.py"), *args, "-o", path],
                       check=True, capture_output=True, env=dict(os.environ, XLA_FLAGS=""))
        out[name] = path
    return out


@pytest.mark.parametrize("mesh_text", MESHES)
def test_spmd_on_64_devices(mesh_text, model_paths):
    env = dict(os.environ)
    env["XLA_FLAGS"] = "--xla_force_host_platform_device_count=64"
    env["JAX_PLATFORMS"] = "cpu"
    env["PYTHONPATH"] = os.pathsep.join([HERE, os.path.join(REPO, "python"), env.get("PYTHONPATH", "")])
    r = subprocess.run([sys.executable, os.path.abspath(__file__), mesh_text, json.dumps(model_paths)], env=env,
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, f"stdout:\n{r.stdout}\nstderr:\n{r.stderr[-4000:]}"
    assert r.stdout.count("outputs agree") == len(MODELS), r.stdout


def test_axis_groups_are_row_major():
    # 2x4 mesh, groups of the second axis: rows; of the first: columns.
    assert _axis_groups([2, 4], [1]) == [(0, 1, 2, 3), (4, 5, 6, 7)]
    assert _axis_groups([2, 4], [0]) == [(0, 4), (1, 5), (2, 6), (3, 7)]
    # Both axes, minor first: the device order within the group follows the axes.
    assert _axis_groups([2, 4], [1, 0]) == [(0, 4, 1, 5, 2, 6, 3, 7)]


if __name__ == "__main__":
    child(sys.argv[1], json.loads(sys.argv[2]))
