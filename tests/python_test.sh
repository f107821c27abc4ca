#!/bin/sh
# The Python package's tests (python/tests): installs jax, numpy and pytest
# from PyPI into a virtual environment (build/venv, reused), installs
# ./python with the libpartir.so `make` built, and runs pytest on 8 host
# CPU devices. `make test` never needs Python; this is `make test-python`.
#   tests/python_test.sh LIBPARTIR_SO
set -eu
cd "$(dirname "$0")/.."
LIB=${1:-build/release/libpartir.so}
VENV=${PARTIR_VENV:-build/venv}
case "$VENV" in /*) ;; *) VENV="$(pwd)/$VENV" ;; esac
if ! command -v python3 >/dev/null 2>&1; then
  echo "python_test: python3 not found (.ci/deps python installs it)" >&2
  exit 1
fi
if [ ! -x "$VENV/bin/python" ]; then
  python3 -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install -q --disable-pip-version-check -r python/requirements-test.txt
cp "$LIB" python/partir/libpartir.so
"$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-deps --force-reinstall ./python
# Run from outside the source tree, so that the installed package (with
# its copy of libpartir.so) is what the tests import.
cd python/tests
exec "$VENV/bin/python" -m pytest -q -p no:cacheprovider .
