"""Writes the modules of tests/annotations/: a JAX MLP block with shardings
(jax.jit in_shardings/out_shardings on a Mesh, with_sharding_constraint),
exported once under Shardy (sdy.mesh, sdy.sharding) and once under GSPMD
(mhlo.sharding strings, custom_call @Sharding), and a shard_map module; plus
xla_decisions.txt, the shardings XLA's own propagation settles on for the
arguments and results after compiling (to compare with partir's).

    XLA_FLAGS=--xla_force_host_platform_device_count=8 \
        python3 tools/export_annotated.py tests/annotations
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")
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

decisions = []
for name, shardy in (("mlp_shardy", True), ("mlp_gspmd", False)):
    jax.config.update("jax_use_shardy_partitioner", shardy)
    lowered = jmlp.lower(*args)
    with open(os.path.join(out, name + ".mlir"), "w") as f:
        f.write(lowered.as_text())
    compiled = lowered.compile()
    hlo = compiled.as_text()
    ops = {k: hlo.count(" " + k + "(") for k in ("all-reduce", "all-gather", "reduce-scatter", "all-to-all")}
    decisions.append(f"{name}: inputs {[str(s.spec) for s in compiled.input_shardings[0]]} "
                     f"output {compiled.output_shardings.spec} collectives {ops}")
jax.config.update("jax_use_shardy_partitioner", True)
with open(os.path.join(out, "shard_map.mlir"), "w") as f:
    f.write(shmap.lower(args[0], args[1]).as_text())
with open(os.path.join(out, "xla_decisions.txt"), "w") as f:
    f.write(f"# jax {jax.__version__}: shardings XLA settles on after compiling (tools/export_annotated.py)\n")
    f.write("\n".join(decisions) + "\n")
