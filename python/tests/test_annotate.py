"""partir's annotated modules compile with XLA's own partitioners: every
bundled example under BP+MP+Z3 on the 2x4 mesh of 8 host devices, written
with `--annotate=gspmd` (mhlo.sharding strings; compiled with
use_shardy_partitioner False) and with `--annotate=shardy` (sdy.sharding
over an sdy.mesh; use_shardy_partitioner True). Each device's outputs
equal its chunk of the unpartitioned step, within partir's --verify
tolerance: XLA partitioned the program with partir's input and output
shardings."""
import numpy as np
import pytest

import jax
import partir
import partir.jax
from test_xla_spmd import EXAMPLES, _REF, _inputs, _reference, check_outputs, partition_or_skip

MESH = "batch=2,model=4"
SCHEDULE = [partir.BP("batch"), partir.MP("model"), partir.Z3("batch")]


@pytest.mark.parametrize("example", EXAMPLES)
@pytest.mark.parametrize("dialect", ["gspmd", "shardy"])
def test_annotated_module_compiles_with_xla_partitioner(example, dialect):
    text, p = partition_or_skip(example, MESH, SCHEDULE, "BP+MP+Z3")
    annotated = p.annotated(dialect)
    # One dialect only: XLA's GSPMD pipeline refuses Shardy attributes.
    if dialect == "gspmd":
        assert "sdy." not in annotated and "mhlo.sharding" in annotated
    else:
        assert "mhlo.sharding" not in annotated and "sdy.sharding" in annotated
    inputs = _inputs(p)
    if example not in _REF:
        _REF[example] = _reference(text, inputs)
    devs = np.array(jax.devices()[:8]).reshape(2, 4)
    mesh = jax.sharding.Mesh(devs, ("batch", "model"))
    prog = partir.jax.Program(annotated, p.shardings(), mesh, partitioner=dialect)
    check_outputs(prog, prog(*inputs), _REF[example], text)
