#!/bin/sh
# check_exports.sh LIBPARTIR.so - the shared library's dynamic interface is
# exactly the public API: every defined dynamic symbol is a partir_* name
# (the internals are hidden: -fvisibility=hidden), and every function that
# include/partir.h declares is exported (none lacks its PARTIR_API); and
# the library calls no exit() or assert(), and abort() only in
# src/support/status.c.
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
# The library never ends the process on input: it calls no exit (only the
# CLI may), no assert(), and abort() from support/status.c alone (pt_panic
# for broken invariants, and the bookkeeping allocators out of memory), so
# a new abort elsewhere is a review question, not an accident. Checked on
# the objects beside the library.
OBJ=$(dirname "$LIB")/obj
if nm -D --undefined-only "$LIB" | grep -qwE 'exit|_exit|quick_exit|__assert_fail'; then
  echo "FAIL: $LIB calls exit or assert:"
  nm -D --undefined-only "$LIB" | grep -wE 'exit|_exit|quick_exit|__assert_fail' | sed 's/^/    /'
  status=1
fi
if [ -d "$OBJ/src" ]; then
  for o in $(find "$OBJ/src" -name '*.o' ! -path '*/src/cli/*' ! -name status.o | sort); do
    if nm -u "$o" | grep -qwE 'abort|exit|__assert_fail'; then
      echo "FAIL: $o calls abort/exit/assert (the library returns a status instead)"
      status=1
    fi
  done
fi
[ "$status" = 0 ] && echo "exports: $(wc -l <"$TMP/exported") partir_* symbols, nothing else; no exit, abort only in support/status.c"
exit $status
