#!/bin/sh
# install_test.sh - `make install` into a staging DESTDIR installs partir,
# partir.h, libpartir.so and libpartir.a under PREFIX, and a program built
# only against the installed header and shared library (as a user's would
# be) parses, partitions and reports (tests/shlib/shlib_api.c).
set -u
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 2
TMP=$(mktemp -d "${TMPDIR:-/tmp}/partir-install.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
fail() { echo "FAIL: install: $*"; exit 1; }
${MAKE:-make} -s install DESTDIR="$TMP/stage" PREFIX=/opt/partir >"$TMP/log" 2>&1 || { cat "$TMP/log"; fail "make install"; }
P=$TMP/stage/opt/partir
for f in bin/partir include/partir.h lib/libpartir.so lib/libpartir.a; do
  [ -f "$P/$f" ] || fail "no $f under PREFIX"
done
${CC:-cc} -std=c11 -I"$P/include" tests/shlib/shlib_api.c -L"$P/lib" -lpartir -Wl,-rpath,"$P/lib" -o "$TMP/host" \
  >"$TMP/log" 2>&1 || { cat "$TMP/log"; fail "building against the installed library"; }
"$TMP/host" >"$TMP/log" 2>&1 || { cat "$TMP/log"; fail "the program linked against the installed libpartir.so"; }
"$P/bin/partir" check examples/mlp.mlir >/dev/null 2>&1 || fail "the installed partir"
echo "install: partir, partir.h, libpartir.so, libpartir.a; a host program built against them runs"
