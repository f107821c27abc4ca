#!/bin/sh
# run_tests.sh BUILD_DIR - runs every test against one build (release or asan).
#
#   unit       every program in BUILD_DIR/tests/ (exit 0 = pass)
#   fuzz       the parser fuzz target replayed over its corpus and all inputs
#   roundtrip  every examples/*.mlir and tests/parse/*.mlir: check passes, and
#              print(parse(print(x))) == print(x), also through the generic form
#   golden     `partir print` of every tests/parse input equals
#              tests/golden/print/NAME.mlir, and `partir stats` of every
#              example equals tests/golden/stats/NAME.txt, byte for byte
#   errors     tests/errors/*.mlir: the first line `// ERROR: L:C: error: msg`
#              is the exact diagnostic `partir check` must print (after
#              "FILE:"), with exit status 1
#   cli        usage errors, atomic -o, stdin input
# Set UPDATE_GOLDEN=1 to rewrite the .expected files from the current output.
set -u
BUILD=${1:?usage: run_tests.sh BUILD_DIR}
PARTIR=$BUILD/partir
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 2
TMP=$(mktemp -d "${TMPDIR:-/tmp}/partir-tests.XXXXXX")
trap 'rm -rf "$TMP"' EXIT INT TERM
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

echo "== unit tests ($BUILD)"
for t in "$BUILD"/tests/*; do
  [ -x "$t" ] || continue
  if "$t" >"$TMP/unit.out" 2>&1; then ok; else bad "$t"; sed 's/^/    /' "$TMP/unit.out" | tail -n 30; fi
done

echo "== fuzz target over the committed corpus and all test inputs"
if "$BUILD/fuzz_replay" tests/fuzz/corpus/* examples/*.mlir tests/parse/*.mlir tests/errors/*.mlir >"$TMP/fz" 2>&1; then ok; else
  bad "fuzz replay"; tail -n 20 "$TMP/fz"
fi

echo "== round trip"
for f in examples/*.mlir tests/parse/*.mlir; do
  [ -f "$f" ] || continue
  if ! "$PARTIR" check "$f" 2>"$TMP/err"; then bad "check $f: $(head -n 3 "$TMP/err")"; continue; fi
  "$PARTIR" print "$f" >"$TMP/p1.mlir" 2>"$TMP/err" || { bad "print $f: $(head -n 3 "$TMP/err")"; continue; }
  "$PARTIR" print "$TMP/p1.mlir" >"$TMP/p2.mlir" 2>"$TMP/err" || { bad "reprint $f: $(head -n 3 "$TMP/err")"; continue; }
  if ! cmp -s "$TMP/p1.mlir" "$TMP/p2.mlir"; then
    bad "round trip $f"; diff "$TMP/p1.mlir" "$TMP/p2.mlir" | head -n 10; continue
  fi
  "$PARTIR" print --generic "$f" >"$TMP/g1.mlir" 2>"$TMP/err" || { bad "print --generic $f: $(head -n 3 "$TMP/err")"; continue; }
  "$PARTIR" print "$TMP/g1.mlir" >"$TMP/p3.mlir" 2>"$TMP/err" || { bad "parse generic $f: $(head -n 3 "$TMP/err")"; continue; }
  if cmp -s "$TMP/p1.mlir" "$TMP/p3.mlir"; then ok; else
    bad "generic round trip $f"; diff "$TMP/p1.mlir" "$TMP/p3.mlir" | head -n 10
  fi
done

echo "== golden"
# golden EXPECTED COMMAND...: the command's output must equal EXPECTED.
golden() {
  exp=$1
  shift
  "$@" >"$TMP/out" 2>&1
  if [ "${UPDATE_GOLDEN:-0}" = 1 ]; then mkdir -p "$(dirname "$exp")"; cp "$TMP/out" "$exp"; fi
  if [ -f "$exp" ] && cmp -s "$TMP/out" "$exp"; then ok; else
    bad "golden $exp"; diff "$exp" "$TMP/out" 2>&1 | head -n 10
  fi
}
for f in tests/parse/*.mlir; do
  golden "tests/golden/print/$(basename "$f")" "$PARTIR" print "$f"
done
for f in examples/*.mlir; do
  golden "tests/golden/stats/$(basename "$f" .mlir).txt" "$PARTIR" stats "$f"
done

echo "== error diagnostics"
for f in tests/errors/*.mlir; do
  [ -f "$f" ] || continue
  want=$(head -n 1 "$f" | sed -n 's|^// ERROR: ||p')
  if [ -z "$want" ]; then bad "$f: first line must be // ERROR: L:C: error: msg"; continue; fi
  "$PARTIR" check "$f" >"$TMP/out" 2>"$TMP/err"
  rc=$?
  got=$(head -n 1 "$TMP/err")
  if [ "$rc" -eq 1 ] && [ "$got" = "$f:$want" ]; then ok; else
    bad "$f (exit $rc)"; echo "    want: $f:$want"; echo "    got:  $got"
  fi
done

echo "== command line"
ex=examples/mlp.mlir
[ -f "$ex" ] || ex=$(ls tests/parse/*.mlir 2>/dev/null | head -n 1)
"$PARTIR" frobnicate >/dev/null 2>&1; [ $? -eq 2 ] && ok || bad "unknown command must exit 2"
"$PARTIR" check /nonexistent/file.mlir >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "error" "$TMP/err" && ok || bad "missing file must be a clear error"
if [ -n "$ex" ]; then
  "$PARTIR" print - <"$ex" >"$TMP/stdin.mlir" 2>&1 && "$PARTIR" print "$ex" | cmp -s - "$TMP/stdin.mlir" && ok || bad "stdin input"
  echo "precious" >"$TMP/keep.mlir"
  printf 'func.func @main( {' >"$TMP/broken.mlir"
  "$PARTIR" print "$TMP/broken.mlir" -o "$TMP/keep.mlir" >/dev/null 2>&1
  [ "$(cat "$TMP/keep.mlir")" = "precious" ] && ok || bad "-o must leave the target untouched on error"
  "$PARTIR" print "$ex" -o "$TMP/out.mlir" && "$PARTIR" check "$TMP/out.mlir" && ok || bad "-o writes a valid module"
  [ -z "$(ls -A "$TMP" | grep -v -e '^[a-z0-9_.]*$')" ] && ok || bad "-o left temporary files behind"
  "$PARTIR" stats "$ex" >"$TMP/stats" && grep -q "FLOP" "$TMP/stats" && ok || bad "stats prints FLOPs"
  "$PARTIR" stats --json "$ex" >"$TMP/stats.json" && grep -q '"flops"' "$TMP/stats.json" && ok || bad "stats --json"
fi

echo "== $pass passed, $fail failed ($BUILD)"
[ "$fail" -eq 0 ]
