"""partir on JAX: partition a JAX function with partir and run the SPMD
program on XLA, over the devices of a jax.sharding.Mesh.

    step = partir.jax.jit(train_step, mesh=jax.sharding.Mesh(devs, ("batch", "model")),
                          schedule=[partir.BP("batch"), partir.MP("model"), partir.Z3("batch")],
                          donate_argnums=(0, 1))
    params, opt, loss = step(params, opt, batch)

On the first call (and on every call with new shapes) the function is
lowered by JAX (jax.jit(...).lower), the StableHLO is partitioned by
partir, and the SPMD module partir emits is compiled by XLA for the mesh's
devices as it is (its arguments and results are device-local buffers:
XLA's partitioner does not run). Arguments are placed with the
NamedShardings partir chose (`step.shardings`), results come back as
jax.Arrays with theirs. `partir.jax.annotate` instead hands partir's
shardings to XLA's own partitioner.

This uses JAX's compiler entry points (jax._src.compiler), tested with
jax 0.10.2.
"""

import numpy as np

import jax
import jax.numpy as jnp  # noqa: F401  (jax must be importable)
from jax.sharding import NamedSharding, PartitionSpec

from . import Hardware, Module, Partition
from .arg_info import attach_arg_info

__all__ = ["jit", "annotate", "stablehlo_text", "Program", "PartitionedFunction"]


def stablehlo_text(lowered):
    """The StableHLO of a jax `Lowered`, with jax.arg_info names."""
    import io
    module = lowered.compiler_ir("stablehlo")
    attach_arg_info(module)
    buf = io.StringIO()
    module.operation.print(file=buf, enable_debug_info=False)
    return buf.getvalue()


def _mesh_text(mesh):
    return ",".join(f"{name}={size}" for name, size in mesh.shape.items())


def _spec(entry):
    return PartitionSpec(*[tuple(axes) if len(axes) > 1 else (axes[0] if axes else None) for axes in entry["spec"]])


def _compile(text, devices, partitioner=None):
    """XLA executable of a module for `devices` (partition i runs on
    devices[i]). partitioner None: an SPMD module (partir's, manual
    arguments and results: XLA's partitioner has nothing to do); "gspmd" or
    "shardy": an annotated module (Partition.annotated) that XLA's own
    partitioner of that name partitions."""
    from jax._src import compiler, xla_bridge
    from jax._src.interpreters import mlir
    from jax._src.lib import xla_client as xc
    from jax._src.lib.mlir import ir
    n = len(devices)
    backend = xla_bridge.get_backend(devices[0].platform)
    with mlir.make_ir_context():
        module = ir.Module.parse(text)
        opts = compiler.get_compile_options(num_replicas=1, num_partitions=n,
                                            device_assignment=np.array(devices).reshape(1, n))
        if partitioner is not None:
            if partitioner not in ("gspmd", "shardy"):
                raise ValueError(f"partitioner is None, 'gspmd' or 'shardy', not {partitioner!r}")
            opts.executable_build_options.use_shardy_partitioner = partitioner == "shardy"
        return compiler.backend_compile_and_load(backend, module, xc.DeviceList(tuple(devices)), opts, [])


class Program:
    """An SPMD module compiled by XLA for the devices of `mesh`, with the
    argument and result layouts of `shardings` (Partition.shardings()):
    call it with global arrays (numpy or jax), get global jax.Arrays back,
    each laid out as partir said. The module runs as it is: partition i
    on mesh.devices.flat[i], partir's device numbering (row-major over the
    mesh axes). With `partitioner` ("gspmd" or "shardy") the text is
    instead an annotated module (Partition.annotated(dialect)) that XLA's
    own partitioner of that name partitions; arguments and results are
    laid out the same way."""

    def __init__(self, spmd_text, shardings, mesh, partitioner=None):
        self.mesh = mesh
        self.devices = list(mesh.devices.flat)
        self.inputs, self.outputs = shardings["inputs"], shardings["outputs"]
        self.in_shardings = [NamedSharding(mesh, _spec(e)) for e in self.inputs]
        self.out_shardings = [NamedSharding(mesh, _spec(e)) for e in self.outputs]
        self.executable = _compile(spmd_text, self.devices, partitioner)

    def __call__(self, *leaves, donated=()):
        """Runs on flat arguments; `donated` (indices) are consumed, as
        jax.jit's donated arguments are."""
        if len(leaves) != len(self.inputs):
            raise ValueError(f"expected {len(self.inputs)} arguments, got {len(leaves)}")
        placed = [x if isinstance(x, jax.Array) and x.sharding == s else jax.device_put(x, s)
                  for x, s in zip(leaves, self.in_shardings)]
        per_output = self.executable.execute_sharded(placed).disassemble_into_single_device_arrays()
        for i in donated:
            if isinstance(leaves[i], jax.Array) and leaves[i] is placed[i]:
                leaves[i].delete()
        return [jax.make_array_from_single_device_arrays(tuple(e["global_shape"]), s, shards)
                for e, s, shards in zip(self.outputs, self.out_shardings, per_output)]


class PartitionedFunction:
    """A JAX function partitioned by partir; see partir.jax.jit."""

    def __init__(self, fun, mesh, schedule, donate_argnums=(), cse=True):
        self.fun = fun
        self.mesh = mesh
        self.schedule = schedule
        self.donate_argnums = tuple(donate_argnums)
        self.cse = cse
        self._cache = {}
        self._last = None

    # ---- compilation ----

    def _key(self, args):
        leaves, tree = jax.tree.flatten(args)
        return tree, tuple((tuple(np.shape(x)), str(jnp.result_type(x))) for x in leaves)

    def lower(self, *args):
        """Lowers, partitions and compiles for these arguments' shapes;
        returns the compiled entry (cached)."""
        key = self._key(args)
        entry = self._cache.get(key)
        if entry is None:
            entry = _Compiled(self, args)
            self._cache[key] = entry
        self._last = entry
        return entry

    def __call__(self, *args):
        return self.lower(*args).call(args)

    # ---- inspection (of the last compiled shapes) ----

    def _entry(self):
        if self._last is None:
            raise RuntimeError("call the function (or .lower(*args)) first")
        return self._last

    @property
    def report(self):
        return self._entry().report

    @property
    def shardings(self):
        """(input NamedShardings, output NamedShardings) as pytrees."""
        e = self._entry()
        return e.in_shardings, e.out_shardings

    def simulate(self, hw, format="text"):
        return self._entry().partition.simulate(Hardware(hw) if isinstance(hw, str) else hw, format=format,
                                                cse=self.cse)

    def report_html(self, hw=None, path=None):
        """The HTML report of the partitioned step (see Partition.report_html)."""
        return self._entry().partition.report_html(hw=hw, cse=self.cse, path=path)

    def as_text(self):
        """The SPMD module XLA runs."""
        return self._entry().spmd


class _Compiled:
    def __init__(self, pf, args):
        jitted = jax.jit(pf.fun, donate_argnums=pf.donate_argnums, keep_unused=True)
        lowered = jitted.lower(*args)
        self.stablehlo = stablehlo_text(lowered)
        module = Module(self.stablehlo, filename=getattr(pf.fun, "__name__", "fun") + ".mlir")
        self.partition = Partition(module, _mesh_text(pf.mesh))
        self.report = self.partition.apply(pf.schedule) + self.partition.report(cse=pf.cse)
        self.spmd = self.partition.spmd(cse=pf.cse)
        self.program = Program(self.spmd, self.partition.shardings(), pf.mesh)
        self.in_leaf_shardings, self.out_leaf_shardings = self.program.in_shardings, self.program.out_shardings
        _, self.in_tree = jax.tree.flatten(args)
        self.out_tree = lowered.out_tree
        self.in_shardings = jax.tree.unflatten(self.in_tree, self.in_leaf_shardings)
        self.out_shardings = jax.tree.unflatten(self.out_tree, self.out_leaf_shardings)
        self.donated = []
        start = 0
        for i, a in enumerate(args):
            n = len(jax.tree.leaves(a))
            if i in pf.donate_argnums:
                self.donated.extend(range(start, start + n))
            start += n

    def call(self, args):
        return jax.tree.unflatten(self.out_tree, self.program(*jax.tree.leaves(args), donated=self.donated))


def jit(fun, *, mesh, schedule, donate_argnums=(), cse=True):
    """Partitions `fun` with partir under `schedule` (tactics, dicts, a
    JSON string or a path) on `mesh` and runs it on XLA; see the module's
    documentation."""
    if isinstance(donate_argnums, int):
        donate_argnums = (donate_argnums,)
    return PartitionedFunction(fun, mesh, schedule, donate_argnums=donate_argnums, cse=cse)


def annotate(fun, *, mesh, schedule, example_args, donate_argnums=()):
    """XLA's own partitioner with partir's shardings: jax.jit(fun) with the
    in_shardings and out_shardings partir chose for `example_args`."""
    pf = PartitionedFunction(fun, mesh, schedule, donate_argnums=donate_argnums)
    e = pf.lower(*example_args)
    return jax.jit(fun, in_shardings=tuple(jax.tree.unflatten(e.in_tree, e.in_leaf_shardings)),
                   out_shardings=e.out_shardings, donate_argnums=donate_argnums)
