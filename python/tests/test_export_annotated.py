"""The committed modules of tests/annotations/ and XLA's decisions on them
(NAME.xla_propagated.mlir, xla_decisions.txt) are what this JAX and XLA
export and decide: tools/export_annotated.py run again writes the same
files. test_annotations (C, no Python) compares partir's decisions with
those of XLA's Shardy propagation recorded there; this test keeps the
record honest. Skipped under another JAX than the one that wrote them."""
import filecmp
import os
import subprocess
import sys

import jax
import pytest

from conftest import REPO

ANN = os.path.join(REPO, "tests", "annotations")


def _recorded_version():
    with open(os.path.join(ANN, "xla_decisions.txt")) as f:
        first = f.readline()  # "# jax 0.10.2: ..."
    return first.split()[2].rstrip(":")


def test_committed_xla_decisions_are_what_xla_decides(tmp_path):
    if jax.__version__ != _recorded_version():
        pytest.skip(f"tests/annotations/ was written with jax {_recorded_version()}, this is {jax.__version__}")
    env = dict(os.environ)
    env.pop("XLA_FLAGS", None)  # the tool sets its own (8 host devices, the dump)
    subprocess.run([sys.executable, os.path.join(REPO, "tools", "export_annotated.py"), str(tmp_path)], check=True,
                   cwd=REPO, env=env, capture_output=True)
    written = sorted(os.listdir(tmp_path))
    assert "block_shardy.xla_propagated.mlir" in written and "xla_decisions.txt" in written
    for name in written:
        assert filecmp.cmp(os.path.join(tmp_path, name), os.path.join(ANN, name), shallow=False), name
