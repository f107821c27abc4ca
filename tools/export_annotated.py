"""Writes the modules of tests/annotations/: a JAX MLP block with shardings
(jax.jit in_shardings/out_shardings on a Mesh, with_sharding_constraint),
exported once under Shardy (sdy.mesh, sdy.sharding) and once under GSPMD
(mhlo.sharding strings, custom_call @Sharding); a pre-norm residual MLP
block with only its inputs sharded (block_shardy: propagation decides the
rest); an add whose operands shard different dims on one axis
(clash_shardy: Shardy picks one, partir reports a conflict); rows sharded
4 ways and reshaped 2x4 (reshape_shardy: Shardy's propagation uses the
sub-axes "model":(1)2 and "model":(2)2); two shard_map modules (shard_map: one psum; shard_map_collectives:
all_gather, psum_scatter, ppermute, all_to_all and psum in the body); plus
xla_decisions.txt, the shardings XLA's own propagation settles on for the
arguments and results after compiling, and NAME.xla_propagated.mlir for
each Shardy module: the module as XLA's Shardy propagation leaves it
(its sdy.sharding on every op), taken from XLA's dump of the compilation
(shardy/<module>/02.after_propagation.mlir), to compare partir's decisions
with, value by value (tests/unit/test_annotations.c).

    python3 tools/export_annotated.py tests/annotations
"""
import glob
import os
import shutil
import sys
import tempfile

DUMP = tempfile.mkdtemp(prefix="partir_xla_dump_")
os.environ["XLA_FLAGS"] = (os.environ.get("XLA_FLAGS", "") + " --xla_force_host_platform_device_count=8"
                           f" --xla_dump_to={DUMP} --xla_dump_hlo_pass_re=shardy-xla")
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec as P  # noqa: E402

out = sys.argv[1] if len(sys.argv) > 1 else "tests/annotations"
mesh = Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("data", "model"))


def ns(*spec):
    return NamedSharding(mesh, P(*spec))


def mlp(x, w1, w2):
    h = jnp.tanh(x @ w1)
    h = jax.lax.with_sharding_constraint(h, ns("data", "model"))
    return h @ w2


args = (jax.ShapeDtypeStruct((16, 32), jnp.float32), jax.ShapeDtypeStruct((32, 64), jnp.float32),
        jax.ShapeDtypeStruct((64, 8), jnp.float32))
jmlp = jax.jit(mlp, in_shardings=(ns("data", None), ns(None, "model"), ns("model", None)),
               out_shardings=ns("data", None))


def body(x, w):
    return jax.lax.psum(x @ w, "model")


shmap = jax.jit(jax.shard_map(body, mesh=mesh, in_specs=(P("data", "model"), P("model", None)),
                              out_specs=P("data", None)))


def body_collectives(x, w):
    y = x @ w
    g = jax.lax.all_gather(y, "model", axis=0, tiled=True)
    s = jax.lax.psum_scatter(g, "model", scatter_dimension=0, tiled=True)
    p = jax.lax.ppermute(s, "model", perm=[(i, (i + 1) % 4) for i in range(4)])
    a = jax.lax.all_to_all(p, "model", 1, 1, tiled=True)
    return jax.lax.psum(a, "model")


shmap_coll = jax.jit(jax.shard_map(body_collectives, mesh=mesh, in_specs=(P("data", "model"), P("model", None)),
                                   out_specs=P("data", None)))


def block(x, scale, w1, b1, w2):
    mu = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mu) ** 2, axis=-1, keepdims=True)
    h = (x - mu) * jax.lax.rsqrt(var + 1e-6) * scale
    h = jax.nn.gelu(h @ w1 + b1)
    return x + h @ w2


block_args = (jax.ShapeDtypeStruct((8, 16, 32), jnp.float32), jax.ShapeDtypeStruct((32,), jnp.float32),
              jax.ShapeDtypeStruct((32, 128), jnp.float32), jax.ShapeDtypeStruct((128,), jnp.float32),
              jax.ShapeDtypeStruct((128, 32), jnp.float32))
jblock = jax.jit(block, in_shardings=(ns("data", None, None), ns(None), ns(None, "model"), ns("model"),
                                      ns("model", None)))


def clash(x, y, w):
    # x and y shard their rows and columns on the same axis: the add cannot
    # have both (Shardy picks one, partir reports a conflict).
    return jnp.tanh(x + y) @ w


clash_args = (jax.ShapeDtypeStruct((16, 32), jnp.float32), jax.ShapeDtypeStruct((16, 32), jnp.float32),
              jax.ShapeDtypeStruct((32, 8), jnp.float32))
jclash = jax.jit(clash, in_shardings=(ns("data", None), ns(None, "data"), ns(None, "model")))


def reshape_rows(x, w):
    # Rows sharded 4 ways, reshaped to 2x4: Shardy's propagation splits
    # 'model' into the sub-axes "model":(1)2 and "model":(2)2.
    return jnp.einsum("abk,kn->abn", jnp.tanh(x).reshape(2, 4, 16), w)


reshape_args = (jax.ShapeDtypeStruct((8, 16), jnp.float32), jax.ShapeDtypeStruct((16, 8), jnp.float32))
jreshape = jax.jit(reshape_rows, in_shardings=(ns("model", None), ns(None, "data")))


def compile_and_keep(lowered, name):
    """Compiles (XLA dumps its Shardy stages) and copies the module after
    Shardy's propagation to NAME.xla_propagated.mlir."""
    before = set(glob.glob(os.path.join(DUMP, "shardy", "*")))
    compiled = lowered.compile()
    new = sorted(set(glob.glob(os.path.join(DUMP, "shardy", "*"))) - before)
    if new:
        shutil.copy(os.path.join(new[-1], "02.after_propagation.mlir"), os.path.join(out, name + ".xla_propagated.mlir"))
    return compiled

decisions = []
for name, shardy in (("mlp_shardy", True), ("mlp_gspmd", False)):
    jax.config.update("jax_use_shardy_partitioner", shardy)
    lowered = jmlp.lower(*args)
    with open(os.path.join(out, name + ".mlir"), "w") as f:
        f.write(lowered.as_text())
    compiled = compile_and_keep(lowered, name)
    hlo = compiled.as_text()
    ops = {k: hlo.count(" " + k + "(") for k in ("all-reduce", "all-gather", "reduce-scatter", "all-to-all")}
    decisions.append(f"{name}: inputs {[str(s.spec) for s in compiled.input_shardings[0]]} "
                     f"output {compiled.output_shardings.spec} collectives {ops}")
jax.config.update("jax_use_shardy_partitioner", True)
for name, fn, fargs in (("shard_map", shmap, (args[0], args[1])),
                        ("shard_map_collectives", shmap_coll, (args[0], jax.ShapeDtypeStruct((32, 16), jnp.float32))),
                        ("block_shardy", jblock, block_args), ("clash_shardy", jclash, clash_args),
                        ("reshape_shardy", jreshape, reshape_args)):
    lowered = fn.lower(*fargs)
    with open(os.path.join(out, name + ".mlir"), "w") as f:
        f.write(lowered.as_text())
    if name.endswith("_shardy"):
        compile_and_keep(lowered, name)
shutil.rmtree(DUMP, ignore_errors=True)
with open(os.path.join(out, "xla_decisions.txt"), "w") as f:
    f.write(f"# jax {jax.__version__}: shardings XLA settles on after compiling (tools/export_annotated.py)\n")
    f.write("\n".join(decisions) + "\n")
