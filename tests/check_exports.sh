#!/bin/sh
# check_exports.sh LIBPARTIR.so - the shared library's dynamic interface is
# exactly the public API: every defined dynamic symbol is a partir_* name
# (the internals are hidden: -fvisibility=hidden), and every function that
# include/partir.h declares is exported (none lacks its PARTIR_API).
set -u
LIB=${1:?usage: check_exports.sh LIBPARTIR.so}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
TMP=$(mktemp -d "${TMPDIR:-/tmp}/partir-exports.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
status=0
# Defined symbols only: undefined ones are the library's own imports (libc,
# OpenBLAS, cJSON). _init/_fini belong to the toolchain, not to partir.
nm -D --defined-only "$LIB" | awk '{print $NF}' | grep -v '^_init$\|^_fini$' | sort -u >"$TMP/exported"
if grep -v '^partir_' "$TMP/exported" >"$TMP/foreign"; then
  echo "FAIL: $LIB exports symbols outside the public API:"
  sed 's/^/    /' "$TMP/foreign" | head -n 20
  status=1
fi
# Every function the header declares, with or without PARTIR_API (the
# preprocessor drops the comments, whose examples name functions too; a
# declaration reads "TYPE partir_x(" or "*partir_x(", a function pointer
# type "(*partir_x)(" and is not one).
${CC:-cc} -E -P "$ROOT/include/partir.h" | tr -s ' \t\n' ' ' | grep -o '[ *]partir_[a-z0-9_]* *(' |
  grep -o 'partir_[a-z0-9_]*' | sort -u >"$TMP/declared"
missing=$(comm -23 "$TMP/declared" "$TMP/exported")
if [ -n "$missing" ]; then
  echo "FAIL: declared in include/partir.h but not exported by $LIB:"
  echo "$missing" | sed 's/^/    /'
  status=1
fi
[ "$status" = 0 ] && echo "exports: $(wc -l <"$TMP/exported") partir_* symbols, nothing else"
exit $status
