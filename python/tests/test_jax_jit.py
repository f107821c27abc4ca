"""partir.jax.jit trains the bundled transformer (tools/export_models.py
`transformer`: 2 layers, d_model 64, vocab 256) for 20 steps on real
data -- byte-level language modelling on this repository's README, batches
drawn with a fixed seed -- on a 2x4 mesh of host devices under
BP+MP+Z3: the loss curve equals jax.jit's of the unpartitioned step within
tolerance, and parameters and optimizer state stay sharded as reported."""
import os

import numpy as np

import jax
import jax.numpy as jnp
import partir
import partir.jax
from conftest import REPO

import export_models as em

STEPS = 20


def _batches(cfg):
    with open(os.path.join(REPO, "README.md"), "rb") as f:
        data = np.frombuffer(f.read(), dtype=np.uint8).astype(np.int32)
    rng = np.random.default_rng(1234)
    for _ in range(STEPS):
        starts = rng.integers(0, len(data) - cfg.seq - 1, cfg.batch)
        x = np.stack([data[s:s + cfg.seq] for s in starts])
        y = np.stack([data[s + 1:s + cfg.seq + 1] for s in starts])
        yield {"inputs": jnp.asarray(x), "targets": jnp.asarray(y)}


def test_partitioned_training_matches_jax_jit_and_keeps_shardings():
    cfg = em.resolve_config(em.make_parser().parse_args(["transformer"]))
    assert cfg.vocab == 256  # bytes
    params = em.MODELS["transformer"][0](cfg, jax.random.PRNGKey(0))
    opt = em.init_opt_state(params)
    step_fn = em.build_step(cfg)
    mesh = jax.sharding.Mesh(np.array(jax.devices()[:8]).reshape(2, 4), ("batch", "model"))
    step = partir.jax.jit(step_fn, mesh=mesh, schedule=[partir.BP("batch"), partir.MP("model"), partir.Z3("batch")],
                          donate_argnums=(0, 1))
    ref = jax.jit(step_fn)

    copy = lambda t: jax.tree.map(np.array, t)  # noqa: E731  (donation consumes the inputs)
    p, o = copy(params), copy(opt)
    rp, ro = params, opt
    losses, ref_losses = [], []
    for batch in _batches(cfg):
        p, o, loss = step(p, o, batch)
        rp, ro, rloss = ref(rp, ro, batch)
        losses.append(float(loss))
        ref_losses.append(float(rloss))
    assert losses[-1] < losses[0]  # it learns
    np.testing.assert_allclose(losses, ref_losses, rtol=1e-4, atol=1e-5)

    in_shardings, out_shardings = step.shardings
    reported = jax.tree.leaves(in_shardings[0]) + jax.tree.leaves(in_shardings[1])
    got = jax.tree.leaves(p) + jax.tree.leaves(o)
    assert len(got) == len(reported)
    for a, s in zip(got, reported):
        assert a.sharding == s
    # Z3 on 'batch' and MP on 'model': some parameters are split on both.
    specs = {tuple(s.spec) for s in reported}
    assert any("batch" in str(sp) and "model" in str(sp) for sp in specs)
    # Parameters after 20 Adam steps: a reassociated partial sum changes a
    # gradient in its last bits, and Adam divides by sqrt(nu), which
    # amplifies that where nu is tiny: allow a tenth of one step's size.
    lr = em.ADAM["lr"]
    for a, b in zip(jax.tree.leaves(p), jax.tree.leaves(rp)):
        np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=1e-3, atol=0.1 * lr)
    assert "tactic 2 (built-in Z3) on 'batch'" in step.report
    assert "mhlo.num_partitions = 8" in step.as_text()
