#!/bin/sh
# run_tests.sh BUILD_DIR - runs every test against one build (release or asan).
#
#   unit       every program in BUILD_DIR/tests/ (exit 0 = pass)
#   const      tests/check_const.sh: src/ compiles with -Wcast-qual as an
#              error (no const cast away; with the release build only)
#   fuzz       the parser fuzz target replayed over its corpus and all inputs,
#              the JSON one (schedules, profiles) over its corpus, and the
#              whole-pipeline one (fuzz_cli) over its corpus
#   roundtrip  every examples/*.mlir and tests/parse/*.mlir: check passes, and
#              print(parse(print(x))) == print(x), also through the generic form
#   golden     `partir print` of every tests/parse input equals
#              tests/golden/print/NAME.mlir, and `partir stats` of every
#              example equals tests/golden/stats/NAME.txt, byte for byte
#   errors     tests/errors/*.mlir: the first line `// ERROR: L:C: error: msg`
#              is the exact diagnostic `partir check` must print (after
#              "FILE:"), with exit status 1
#   cli        usage errors, atomic -o, stdin input
#   outputs    -o, --out and --dump-inputs through symbolic links, refusing
#              FIFOs and directories, -o -, no temporary left by SIGTERM or
#              SIGINT; one located error for --tile, --inputs, --schedule
#   interp     `partir run` of every tests/interp/*.mlir self-checking test
#              file passes (exit 0); every tests/interp/fail/*.mlir fails
#              (exit 1, FAIL lines) and prints each `// EXPECT: text` line
#   run        `partir run` of a model: .npy outputs, determinism, --inputs
#              round trip, input mismatches, elided constants, loop caps
#   core       `partir core` with the arguments of tests/core/NAME.args (one
#              per line) prints tests/core/NAME.core (NAME.core.xz for the
#              transformer's, compared decompressed); NAME.smoke arguments
#              (with --check, whose largest difference depends on the BLAS
#              build) must succeed and list conflicts;
#              selector and action errors exit 1 with their message;
#              --check runs the sequential Core program against the original
#   schedules  every examples/schedules/*.json runs with `partir core --schedule`
#              (transformer_*/bp*/mp* on the transformer, mlp_* on the MLP;
#              same output twice); every tests/schedules/NAME.json fails with
#              exit 1, no output, and exactly the diagnostic in NAME.err
#   verify     `partir run --verify`: BP, MP, Z2, Z3, EMB and BP+MP+Z3 on the
#              MLP, transformer, U-Net (conv) and graph-network examples on
#              meshes of 2, 4, 2x2 and 2x4 devices: every device's outputs
#              agree with the reference and the counted collective bytes equal
#              the lowering's prediction; again under each OpenBLAS core type
#              (Haswell, Zen, SkylakeX, Sandybridge) this CPU can run
#   partition  `partir partition`: -o writes an SPMD module that re-parses
#              and verifies, --annotate, --report json, atomic -o on error;
#              --tile gives the module and report the equivalent schedule does
#   simulate   `partir simulate`: text and JSON, usage and profile errors
#   combining  default, --combine-bytes=4096 and --no-combine: fewer merged
#              ops the larger the threshold, the same bytes; bad thresholds
#   html       --report html -o and --html on partition and simulate: one
#              page, with and without --hw, next to the text/JSON report and
#              the module; usage errors; an error keeps the old page
#              (the page in a browser: make test-browser)
#   auto       `partir partition|simulate --auto`: the plan in words, the
#              same plan on 1 and 2 threads, the
#              expert comparison, determinism for a seed and an iteration
#              count, --save-schedule reproduces the plan without search
#              (alone and after --schedule), the plan passes run --verify,
#              never over --memory-limit; a schedule file's auto tactic
#              runs as --auto does; errors for an unknown axis, an
#              impossible limit, a zero budget, --auto without --hw, its
#              options or --save-schedule without an auto tactic
#   docs       tests/readme_check.sh: the READMEs' sample commands print what
#              they show, and the paths they name exist
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

# The source, not a build: checked once, with the release build.
case "$BUILD" in
  *asan*) ;;
  *)
    echo "== const: no cast in src/ drops a const qualifier (tests/check_const.sh)"
    if tests/check_const.sh >"$TMP/cq" 2>&1; then ok; else bad "check_const"; sed 's/^/    /' "$TMP/cq"; fi
    ;;
esac

echo "== fuzz target over the committed corpus and all test inputs"
if "$BUILD/fuzz_replay" tests/fuzz/corpus/* examples/*.mlir tests/parse/*.mlir tests/errors/*.mlir \
    tests/interp/*.mlir tests/interp/fail/*.mlir >"$TMP/fz" 2>&1; then ok; else
  bad "fuzz replay"; tail -n 20 "$TMP/fz"
fi

echo "== JSON fuzz target (schedules, hardware profiles) over its corpus and all JSON inputs"
mkdir -p tests/fuzz/json-corpus
if "$BUILD/fuzz_json_replay" tests/fuzz/json-corpus/* examples/schedules/*.json tests/schedules/*.json \
    examples/hw/*.json tests/report/*.json >"$TMP/fz" 2>&1; then ok; else
  bad "JSON fuzz replay"; tail -n 20 "$TMP/fz"
fi

echo "== whole-pipeline fuzz target (module, mesh, tactics: partition, simulate, verify) over its corpus"
if "$BUILD/fuzz_cli_replay" tests/fuzz/cli-corpus/* >"$TMP/fz" 2>&1; then ok; else
  bad "CLI fuzz replay"; tail -n 20 "$TMP/fz"
fi

echo "== round trip"
for f in examples/*.mlir tests/parse/*.mlir tests/interp/*.mlir tests/interp/fail/*.mlir; do
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
  # Large goldens are kept xz-compressed (EXP.xz); they compare decompressed.
  if [ "${UPDATE_GOLDEN:-0}" = 1 ]; then
    mkdir -p "$(dirname "$exp")"
    case "$exp" in *.xz) xz -9 -c "$TMP/out" >"$exp" ;; *) cp "$TMP/out" "$exp" ;; esac
  fi
  case "$exp" in
    *.xz) [ -f "$exp" ] && xz -dc "$exp" >"$TMP/golden" 2>/dev/null || : >"$TMP/golden" ;;
    *) [ -f "$exp" ] && cp "$exp" "$TMP/golden" || : >"$TMP/golden" ;;
  esac
  if [ -f "$exp" ] && cmp -s "$TMP/out" "$TMP/golden"; then ok; else
    bad "golden $exp"; diff "$TMP/golden" "$TMP/out" 2>&1 | head -n 10
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

echo "== output files"
# Outputs (-o, --out, --dump-inputs) go through a temporary beside the file
# they replace. A symbolic link is written through and stays a link; what
# exists and is not a regular file is refused unopened; no temporary
# survives a termination signal. Each error is one "PATH: error: ..." line.
O="$TMP/outputs"
mkdir -p "$O"
mlp=examples/mlp.mlir
echo old >"$O/real.mlir"
ln -s real.mlir "$O/link.mlir"
ln -s link.mlir "$O/link2.mlir"
"$PARTIR" print "$mlp" -o "$O/link2.mlir" 2>"$TMP/err" && [ -L "$O/link.mlir" ] && [ -L "$O/link2.mlir" ] &&
  [ "$(readlink "$O/link2.mlir")" = link.mlir ] && "$PARTIR" check "$O/real.mlir" && ok ||
  bad "-o through a chain of symlinks must write the final target and keep the links: $(cat "$TMP/err")"
mkdir "$O/sub"
ln -s sub/new.mlir "$O/dangling.mlir"
"$PARTIR" print "$mlp" -o "$O/dangling.mlir" 2>"$TMP/err" && [ -L "$O/dangling.mlir" ] &&
  "$PARTIR" check "$O/sub/new.mlir" && ok || bad "-o through a dangling symlink must create its target: $(cat "$TMP/err")"
ln -s nowhere/new.mlir "$O/nowhere.mlir"
"$PARTIR" print "$mlp" -o "$O/nowhere.mlir" 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "$O/nowhere.mlir: error: cannot create a temporary file beside it (a link to $O/nowhere/new.mlir): No such file or directory" ] &&
  [ -L "$O/nowhere.mlir" ] && ok || bad "-o through a link into a missing directory: $(cat "$TMP/err")"
# A FIFO stands for any node that is not a file (devices, sockets): opened,
# it would block this test; replaced, it would be destroyed.
mkfifo "$O/fifo"
ln -s fifo "$O/fifo_link"
timeout 20 "$PARTIR" print "$mlp" -o "$O/fifo" 2>"$TMP/err"
[ $? -eq 1 ] && [ -p "$O/fifo" ] &&
  [ "$(cat "$TMP/err")" = "$O/fifo: error: cannot write: is a named pipe (FIFO), not a regular file" ] && ok ||
  bad "-o on a FIFO must be refused and leave it a FIFO: $(cat "$TMP/err")"
timeout 20 "$PARTIR" partition "$mlp" --mesh batch=2 --tile "batch['x']:0:batch" -o "$O/fifo_link" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ -p "$O/fifo" ] && [ -L "$O/fifo_link" ] &&
  [ "$(cat "$TMP/err")" = "$O/fifo_link: error: cannot write (a link to $O/fifo): is a named pipe (FIFO), not a regular file" ] &&
  ok || bad "partition -o through a link to a FIFO must be refused: $(cat "$TMP/err")"
mkdir "$O/dir.mlir"
"$PARTIR" print "$mlp" -o "$O/dir.mlir" 2>"$TMP/err"
[ $? -eq 1 ] && [ -d "$O/dir.mlir" ] && [ "$(cat "$TMP/err")" = "$O/dir.mlir: error: cannot write: is a directory" ] &&
  ok || bad "-o on a directory must be refused: $(cat "$TMP/err")"
# -o - is standard output; partition then reports on standard error.
"$PARTIR" print "$mlp" -o - >"$O/stdout.mlir" && "$PARTIR" print "$mlp" | cmp -s - "$O/stdout.mlir" && ok ||
  bad "print -o - must print to standard output"
partir_abs=$(cd "$(dirname "$PARTIR")" && pwd)/partir
(cd "$O" && "$partir_abs" partition "$ROOT/$mlp" --mesh batch=2 --tile "batch['x']:0:batch" -o - 2>report.txt) |
  "$PARTIR" check - && grep -q "^tactic 0 (--tile) on 'batch'" "$O/report.txt" && [ ! -e "$O/-" ] && ok ||
  bad "partition -o - must print the module alone on standard output"
# --out DIR: a file of DIR that is not a regular file stops everything
# before any file is written; a DIR this run created goes again on error.
mkdir -p "$O/npy/out_1.npy"
"$PARTIR" run "$mlp" --out "$O/npy" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "$O/npy/out_1.npy: error: cannot write: is a directory" ] &&
  [ "$(ls -A "$O/npy")" = out_1.npy ] && ok || bad "run --out over a directory out_1.npy: $(cat "$TMP/err")"
long=$(printf '%0300d' 0)
"$PARTIR" run "$mlp" --out "$O/fresh/$long" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -qF ": error: cannot create directory: File name too long" "$TMP/err" && [ ! -e "$O/fresh" ] &&
  ok || bad "run --out must remove the directories it created when it fails: $(cat "$TMP/err")"
ln -s npy_target "$O/npy_link"
mkdir "$O/npy_target"
echo old >"$O/npy_target/in_0.npy"
"$PARTIR" run "$mlp" --dump-inputs "$O/npy_link" >/dev/null 2>"$TMP/err" && [ "$(cat "$O/npy_target/in_0.npy")" != old ] &&
  [ "$(ls "$O/npy_target" | grep -c '^in_[0-9]*\.npy$')" -eq 21 ] && ok || bad "run --dump-inputs into a linked directory: $(cat "$TMP/err")"
# One located error per message.
"$PARTIR" partition "$mlp" --mesh batch=2 --tile 94:0:batch >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "$mlp:4:3: error: --tile 94:0:batch: argument index 94 out of range: @main has 21 arguments" ] &&
  ok || bad "--tile selector error must be one located error: $(cat "$TMP/err")"
"$PARTIR" partition "$mlp" --mesh batch=3 --tile "batch['x']:0:batch" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "$mlp:4:3: error: --tile batch['x']:0:batch: cannot tile %arg19 (batch['x']) on axis 'batch' (size 3): dim 0 of tensor<64x784xf32> has size 64, which 3 does not divide" ] &&
  ok || bad "--tile action error must be one located error: $(cat "$TMP/err")"
"$PARTIR" core "$mlp" --mesh batch=2 --tile 'x:0:batch:extra' >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] && [ "$(head -n 1 "$TMP/err")" = "partir: core: --tile 'x:0:batch:extra' has too many fields: the format is SELECTOR:DIM:AXIS" ] &&
  ok || bad "--tile with a fourth field: $(cat "$TMP/err")"
cat >"$O/unnamed.mlir" <<'MLIR'
func.func @main(%x: tensor<4xf32>) -> (tensor<4xf32> {jax.result_info = ""}) {
  return %x : tensor<4xf32>
}
MLIR
"$PARTIR" partition "$O/unnamed.mlir" --mesh batch=2 --tile "resutl:0:batch" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "$O/unnamed.mlir:1:1: error: --tile resutl:0:batch: selector 'resutl' matches no argument or result of @main (it has no named arguments or results)" ] &&
  ok || bad "an unnamed result must not be suggested: $(cat "$TMP/err")"
"$PARTIR" run "$O/unnamed.mlir" --inputs "$O/sub" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "$O/sub: error: cannot read: is a directory" ] && ok ||
  bad "a directory given to --inputs: $(cat "$TMP/err")"
"$PARTIR" core "$mlp" --mesh batch=2 --schedule "$O/sub" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "$O/sub: error: cannot read the schedule file: is a directory" ] && ok ||
  bad "a directory given to --schedule: $(cat "$TMP/err")"
# Termination signals during `partition -o`: afterwards the target is the
# old file or the complete new module, and no temporary is left. Each run is
# killed once its temporary appears (found by a loop of shell builtins, fast
# enough to land inside the write) or after a delay. A background job of a
# script starts with SIGINT ignored; env --default-signal restores it.
xz -dc bench/data/gpt_12l_train_step.mlir.xz >"$O/gpt12.mlir"
if env --default-signal=INT true 2>/dev/null; then sigs="TERM INT"; else sigs=TERM; echo "   (SIGINT not tested: env --default-signal missing)"; fi
n_hit=0
for sig in $sigs; do
  for when in temp temp temp 0.05 0.2; do
    S="$O/sig"
    rm -rf "$S"
    mkdir "$S"
    echo old >"$S/out.mlir"
    env --default-signal=INT "$PARTIR" partition "$O/gpt12.mlir" --mesh batch=2,model=2 \
      --schedule examples/schedules/bp_mp_z3.json -o "$S/out.mlir" >/dev/null 2>&1 &
    pid=$!
    if [ "$when" = temp ]; then
      while kill -0 "$pid" 2>/dev/null; do
        for f in "$S"/.partir-tmp-*; do [ -e "$f" ] && { kill -"$sig" "$pid"; n_hit=$((n_hit + 1)); break 2; }; done
      done
    else
      sleep "$when"
      kill -"$sig" "$pid" 2>/dev/null
    fi
    wait "$pid" 2>/dev/null
    if [ -z "$(ls -A "$S" | grep partir-tmp)" ] &&
       { [ "$(cat "$S/out.mlir")" = old ] || "$PARTIR" check "$S/out.mlir"; }; then ok; else
      bad "SIG$sig ($when) during partition -o: $(ls -A "$S" | tr '\n' ' ')"
    fi
  done
done
[ "$n_hit" -gt 0 ] && ok || bad "no signal landed while the temporary existed (the test proves nothing)"
echo "== limits (nesting, inlining, devices, memory, loops, file size: errors, never an abort)"
L="$TMP/limits"
mkdir -p "$L"
# nested_ifs N: @main with N nested stablehlo.if around an add; the ops in the
# innermost branch sit N regions deep.
nested_ifs() {
  echo 'func.func @main(%x: tensor<8x4xf32>) -> tensor<8x4xf32> {'
  echo '  %p = stablehlo.constant dense<true> : tensor<i1>'
  i=1
  while [ "$i" -le "$1" ]; do echo "  %r$i = \"stablehlo.if\"(%p) ({"; i=$((i + 1)); done
  echo '  %y = stablehlo.add %x, %x : tensor<8x4xf32>'
  echo '  stablehlo.return %y : tensor<8x4xf32>'
  i=$1
  while [ "$i" -ge 1 ]; do
    echo '  }, {'
    echo '  stablehlo.return %x : tensor<8x4xf32>'
    echo '  }) : (tensor<i1>) -> tensor<8x4xf32>'
    [ "$i" -gt 1 ] && echo "  stablehlo.return %r$i : tensor<8x4xf32>"
    i=$((i - 1))
  done
  echo '  return %r1 : tensor<8x4xf32>'
  echo '}'
}
# At the nesting limit (64) every command that reads a program works on it.
nested_ifs 64 >"$L/nest64.mlir"
tile="--mesh batch=2 --tile 0:0:batch"
"$PARTIR" check "$L/nest64.mlir" 2>"$TMP/err" && ok || bad "check of 64 nested ifs: $(cat "$TMP/err")"
"$PARTIR" run "$L/nest64.mlir" >"$TMP/out" 2>"$TMP/err" && grep -q '^peak live buffers' "$TMP/out" && ok ||
  bad "run of 64 nested ifs: $(cat "$TMP/err")"
"$PARTIR" core "$L/nest64.mlir" $tile --check >"$TMP/out" 2>"$TMP/err" && grep -q 'sequential check.*: ok' "$TMP/out" &&
  ok || bad "core --check of 64 nested ifs: $(cat "$TMP/err")"
"$PARTIR" partition "$L/nest64.mlir" $tile -o "$L/nest64_spmd.mlir" >/dev/null 2>"$TMP/err" &&
  "$PARTIR" check "$L/nest64_spmd.mlir" 2>>"$TMP/err" && ok || bad "partition -o of 64 nested ifs: $(cat "$TMP/err")"
"$PARTIR" run "$L/nest64.mlir" $tile --verify >"$TMP/out" 2>"$TMP/err" && grep -q '^OK: every device' "$TMP/out" &&
  ok || bad "run --verify of 64 nested ifs: $(cat "$TMP/err")"
"$PARTIR" simulate "$L/nest64.mlir" $tile --hw tpu-v4 >/dev/null 2>"$TMP/err" && ok ||
  bad "simulate of 64 nested ifs: $(cat "$TMP/err")"
# One level more: refused by check itself, at the region that crosses it.
nested_ifs 65 >"$L/nest65.mlir"
"$PARTIR" check "$L/nest65.mlir" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$L/nest65.mlir:67:30: error: regions nested more than 64 deep" "$TMP/err" && ok ||
  bad "65 nested ifs must be a located error of check: $(cat "$TMP/err")"

# call_tree N: @main calls @f1 twice, each @fi calls @f(i+1) twice, @fN adds:
# 2^N adds once inlined.
call_tree() {
  echo 'func.func @main(%x: tensor<f32>) -> tensor<f32> {'
  echo '  %a = func.call @f1(%x) : (tensor<f32>) -> tensor<f32>'
  echo '  %b = func.call @f1(%a) : (tensor<f32>) -> tensor<f32>'
  echo '  return %b : tensor<f32>'
  echo '}'
  i=1
  while [ "$i" -lt "$1" ]; do
    echo "func.func private @f$i(%x: tensor<f32>) -> tensor<f32> {"
    echo "  %a = func.call @f$((i + 1))(%x) : (tensor<f32>) -> tensor<f32>"
    echo "  %b = func.call @f$((i + 1))(%a) : (tensor<f32>) -> tensor<f32>"
    echo '  return %b : tensor<f32>'
    echo '}'
    i=$((i + 1))
  done
  echo "func.func private @f$1(%x: tensor<f32>) -> tensor<f32> {"
  echo '  %y = stablehlo.add %x, %x : tensor<f32>'
  echo '  return %y : tensor<f32>'
  echo '}'
}
# 41 levels (2^41 ops inlined): refused well under a second, at a call,
# naming the chain of calls.
call_tree 41 >"$L/calls41.mlir"
t0=$(date +%s%N)
"$PARTIR" check "$L/calls41.mlir" >/dev/null 2>"$TMP/err"
rc=$?
ms=$((($(date +%s%N) - t0) / 1000000))
[ $rc -eq 1 ] && [ "$ms" -lt 1000 ] &&
  grep -q "^$L/calls41.mlir:[0-9]*:[0-9]*: error: 'func.call' op inlining @f[0-9]* here takes the program past 1048576 ops, partir's limit for inlining .*; call chain: @main -> @f1 -> @f2 -> " "$TMP/err" &&
  ok || bad "41-level call tree must fail fast (${ms} ms, exit $rc) naming the chain: $(cat "$TMP/err")"
call_tree 10 >"$L/calls10.mlir"
"$PARTIR" run "$L/calls10.mlir" >"$TMP/out" 2>"$TMP/err" && grep -q '(1024 ops)' "$TMP/out" && ok ||
  bad "a 10-level call tree inlines (1024 ops) and runs: $(cat "$TMP/err") $(tail -n 1 "$TMP/out")"

# run --verify: one thread per device, at most --max-devices (default 256),
# refused before anything runs; simulate is named as the way to go larger.
"$PARTIR" run examples/mlp.mlir --mesh batch=2,model=512 --tile 0:0:batch --verify >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^error: --verify runs one thread per device, and the mesh has 1024 devices, more than the limit of 256 (--max-devices N raises it, up to 4096); \`partir simulate\` predicts larger meshes" "$TMP/err" &&
  ok || bad "run --verify on 1024 devices must be refused: $(cat "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --mesh batch=4 --schedule examples/schedules/bp.json --verify --max-devices 2 \
  >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "the mesh has 4 devices, more than the limit of 2" "$TMP/err" && ok ||
  bad "--max-devices 2 must refuse 4 devices: $(cat "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --mesh batch=4 --schedule examples/schedules/bp.json --verify --max-devices 4 \
  >"$TMP/out" 2>"$TMP/err" && grep -q '^OK: every device' "$TMP/out" && ok || bad "--max-devices 4 runs 4: $(cat "$TMP/err")"
for v in 0 4097 x; do
  "$PARTIR" run examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/bp.json --verify --max-devices "$v" \
    >/dev/null 2>&1
  [ $? -eq 2 ] && ok || bad "--max-devices $v must be a usage error"
done
"$PARTIR" run examples/mlp.mlir --max-devices 2 >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "--max-devices without --verify must be a usage error"

# Memory: tensors that input sizes drive are refused before they are
# allocated, at the argument or op that asks (exit 1, never SIGABRT).
cat >"$L/big_arg.mlir" <<'MLIR'
func.func @main(%a: tensor<4194304x4194304xf32>) -> tensor<4194304x4194304xf32> {
  return %a : tensor<4194304x4194304xf32>
}
MLIR
"$PARTIR" run "$L/big_arg.mlir" --seed 0 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$L/big_arg.mlir:1:17: error: argument 0 of @main (generated from the seed): tensor<4194304x4194304xf32> needs 70.4 TB, more than the .* left of partir's memory limit of .* (set it with --max-memory)" "$TMP/err" &&
  ok || bad "a seeded 64 TiB argument must be refused at the argument: $(cat "$TMP/err")"
cat >"$L/big_iota.mlir" <<'MLIR'
func.func @main() -> tensor<4194304x4194304xf32> {
  %a = stablehlo.iota dim = 0 : tensor<4194304x4194304xf32>
  return %a : tensor<4194304x4194304xf32>
}
MLIR
"$PARTIR" run "$L/big_iota.mlir" --func main >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$L/big_iota.mlir:2:3: error: 'stablehlo.iota' op result 0: tensor<4194304x4194304xf32> needs 70.4 TB, more than" "$TMP/err" &&
  ok || bad "a 64 TiB iota must be refused at the op: $(cat "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --max-memory 10M >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^examples/mlp.mlir:[0-9]*:[0-9]*: error: 'stablehlo\.[a-z_]*' op result 0: tensor<[0-9x]*f32> needs .* more than .* left of partir's memory limit of 10.0 MB" "$TMP/err" &&
  ok || bad "--max-memory 10M on the MLP must stop at an op: $(cat "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --max-memory 1M >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^examples/mlp.mlir:4:[0-9]*: error: argument 1 (params\['layers'\]\[0\]\['w'\]) of @main (generated from the seed): tensor<784x512xf32> needs 1.61 MB" "$TMP/err" &&
  ok || bad "--max-memory 1M must stop at the first argument that does not fit: $(cat "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --max-memory 64M --seed 1 --dump-inputs "$L/in" >/dev/null 2>"$TMP/err" && ok ||
  bad "the MLP runs within 64 MB: $(cat "$TMP/err")"
inputs=$(ls "$L/in" | sort -t_ -k2 -n | sed "s|^|$L/in/|" | paste -sd, -)
"$PARTIR" run examples/mlp.mlir --inputs "$inputs" --max-memory 2M >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$L/in/in_[0-9]*.npy: error: the data: tensor<[0-9x]*f32> needs .* more than .* left of partir's memory limit of 2.00 MB" "$TMP/err" &&
  ok || bad "an .npy input beyond --max-memory must be refused before it is read: $(cat "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/z2.json --verify --max-memory 20M \
  >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^examples/mlp.mlir:4:3: error: scattering the inputs to 2 devices (5.46 MB each) needs 10.9 MB, more than" "$TMP/err" &&
  ok || bad "run --verify: the devices' inputs share the memory limit: $(cat "$TMP/err")"
for v in 0 12Q -5 ""; do
  "$PARTIR" run examples/mlp.mlir --max-memory "$v" >/dev/null 2>&1
  [ $? -eq 2 ] && ok || bad "--max-memory '$v' must be a usage error"
done

# While loops stop after 10^7 iterations by default, in run and run --verify.
cat >"$L/forever.mlir" <<'MLIR'
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.while(%i = %c) : tensor<i32>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i32>
  }
  return %x : tensor<2xf32>
}
MLIR
"$PARTIR" run "$L/forever.mlir" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$L/forever.mlir:3:3: error: 'stablehlo.while' op loop exceeded 10000000 iterations, the limit of one while loop (--max-while-iterations N raises it, 0 removes it)" "$TMP/err" &&
  ok || bad "run: an endless loop must stop at the default limit: $(cat "$TMP/err")"
"$PARTIR" run "$L/forever.mlir" --mesh batch=2 --tile 0:0:batch --verify --max-while-iterations 50 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$L/forever.mlir:3:3: error: 'stablehlo.while' op loop exceeded 50 iterations" "$TMP/err" &&
  ok || bad "run --verify: --max-while-iterations applies: $(cat "$TMP/err")"

# Inputs the library reads whole: a file over 4 GiB is refused by its size
# (a sparse file: no disk used), and so are meshes too large to lower.
truncate -s 5G "$L/huge.mlir" 2>/dev/null
"$PARTIR" check "$L/huge.mlir" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$L/huge.mlir: error: cannot read: 5368709120 bytes, more than the 4294967294 partir reads" "$TMP/err" &&
  ok || bad "a 5 GiB file must be refused before it is read: $(cat "$TMP/err")"
rm -f "$L/huge.mlir"
"$PARTIR" partition "$L/nest64.mlir" --mesh batch=2,model=1048576 --tile 0:0:batch >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "the mesh has 2097152 devices; partir makes SPMD programs, whose collectives list every device, for meshes of up to 1048576" "$TMP/err" &&
  ok || bad "partition on 2^21 devices must be refused: $(cat "$TMP/err")"
cat >"$L/wide.mlir" <<'MLIR'
func.func @main(%x: tensor<1048576xf32>) -> tensor<1048576xf32> {
  %y = stablehlo.add %x, %x : tensor<1048576xf32>
  return %y : tensor<1048576xf32>
}
MLIR
"$PARTIR" core "$L/wide.mlir" --mesh batch=1048576 --tile 0:0:batch --check >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "error: the sequential Core program (every loop unrolled, one iteration per device) would have" "$TMP/err" &&
  ok || bad "core --check on 2^20 devices must be refused: $(cat "$TMP/err")"

echo "== interpreter: self-checking test files (partir run)"
for f in tests/interp/*.mlir; do
  [ -f "$f" ] || continue
  "$PARTIR" run "$f" >"$TMP/run.out" 2>&1
  rc=$?
  if [ "$rc" -eq 0 ] && ! grep -q '^FAIL' "$TMP/run.out"; then ok; else
    bad "run $f (exit $rc)"; grep -v '^PASS' "$TMP/run.out" | head -n 10
  fi
done
for f in tests/interp/fail/*.mlir; do
  [ -f "$f" ] || continue
  "$PARTIR" run "$f" >"$TMP/run.out" 2>&1
  rc=$?
  if [ "$rc" -ne 1 ] || ! grep -q '^FAIL ' "$TMP/run.out"; then
    bad "run $f must fail with exit 1 and a FAIL line (exit $rc)"; head -n 10 "$TMP/run.out"; continue
  fi
  sed -n 's|^// EXPECT: ||p' "$f" >"$TMP/expect"
  missing=0
  while IFS= read -r want; do
    grep -qF -- "$want" "$TMP/run.out" || { missing=1; echo "    missing: $want"; }
  done <"$TMP/expect"
  if [ "$missing" -eq 0 ]; then ok; else bad "run $f output"; sed 's/^/    got: /' "$TMP/run.out" | head -n 10; fi
done

echo "== partir run on a model"
ex=examples/mlp.mlir
if [ -f "$ex" ]; then
  R="$TMP/run"
  mkdir -p "$R"
  # Outputs: one .npy per result, nothing else left in the directory.
  if "$PARTIR" run "$ex" --seed 1 --out "$R/a/b" --dump-inputs "$R/in" >"$R/a.txt" 2>&1; then
    n_out=$(grep -c '^  out_' "$R/a.txt")
    n_files=$(ls "$R/a/b" | grep -c '^out_[0-9]*\.npy$')
    [ "$n_out" -gt 0 ] && [ "$n_out" -eq "$n_files" ] && [ "$(ls -A "$R/a/b" | wc -l)" -eq "$n_files" ] && ok ||
      bad "run --out wrote $n_files files for $n_out outputs"
    grep -q '^peak live buffers: ' "$R/a.txt" && grep -q '^elapsed: ' "$R/a.txt" && ok || bad "run summary lines"
  else
    bad "run $ex --seed 1 --out"; head -n 5 "$R/a.txt"
  fi
  # Determinism: the same seed gives the same bytes.
  "$PARTIR" run "$ex" --seed 1 --out "$R/c" >/dev/null 2>&1
  same=1
  for f in "$R"/a/b/*.npy; do cmp -s "$f" "$R/c/$(basename "$f")" || same=0; done
  [ "$same" -eq 1 ] && ok || bad "run --seed 1 twice must give identical outputs"
  "$PARTIR" run "$ex" --seed 2 --out "$R/d" >/dev/null 2>&1
  differ=0
  for f in "$R"/a/b/*.npy; do cmp -s "$f" "$R/d/$(basename "$f")" || differ=1; done
  [ "$differ" -eq 1 ] && ok || bad "run --seed 2 must differ from --seed 1"
  # --inputs round trip: the dumped inputs reproduce the outputs.
  inputs=$(ls "$R/in" | sort -t_ -k2 -n | sed "s|^|$R/in/|" | paste -sd, -)
  if "$PARTIR" run "$ex" --inputs "$inputs" --out "$R/e" >/dev/null 2>"$TMP/err"; then
    same=1
    for f in "$R"/a/b/*.npy; do cmp -s "$f" "$R/e/$(basename "$f")" || same=0; done
    [ "$same" -eq 1 ] && ok || bad "run --inputs (dumped inputs) must reproduce the outputs"
  else
    bad "run --inputs: $(head -n 2 "$TMP/err")"
  fi
  # Wrong shape, wrong count, both --inputs and --seed.
  wrong=$(echo "$inputs" | sed "s|$R/in/in_1.npy|$R/in/in_0.npy|")
  "$PARTIR" run "$ex" --inputs "$wrong" >/dev/null 2>"$TMP/err"
  [ $? -eq 1 ] && grep -q "in_0.npy: error: argument 1 (.*) of @main expects tensor<" "$TMP/err" && ok ||
    bad "wrong-shape input must name the argument: $(cat "$TMP/err")"
  "$PARTIR" run "$ex" --inputs "$R/in/in_0.npy" >/dev/null 2>"$TMP/err"
  [ $? -eq 1 ] && grep -q "error: @main takes [0-9]* inputs, but 1 .npy file was given" "$TMP/err" && ok ||
    bad "input count mismatch: $(cat "$TMP/err")"
  "$PARTIR" run "$ex" --inputs "$R/in/in_0.npy" --seed 3 >/dev/null 2>&1
  [ $? -eq 2 ] && ok || bad "--inputs with --seed must be a usage error"
  "$PARTIR" run "$ex" --seed -1 >/dev/null 2>&1
  [ $? -eq 2 ] && ok || bad "--seed -1 must be a usage error"
  "$PARTIR" run "$ex" --func nope >/dev/null 2>"$TMP/err"
  [ $? -eq 1 ] && grep -q "no function @nope" "$TMP/err" && ok || bad "--func of a missing function"
  # An output directory that cannot be created: an error, nothing written.
  echo x >"$R/blocker"
  "$PARTIR" run "$ex" --out "$R/blocker/sub" >/dev/null 2>"$TMP/err"
  [ $? -eq 1 ] && grep -q "error" "$TMP/err" && [ "$(cat "$R/blocker")" = x ] && ok || bad "--out under a file must fail"
  # --help and `partir help run`
  "$PARTIR" run --help | grep -q "integers uniform" && "$PARTIR" help run >/dev/null && ok || bad "run --help"
fi
cat >"$TMP/elided.mlir" <<'MLIR'
func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.constant dense_resource<__elided__> : tensor<2xf32>
  %y = stablehlo.add %x, %c : tensor<2xf32>
  return %y : tensor<2xf32>
}
MLIR
"$PARTIR" run "$TMP/elided.mlir" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "elided.mlir:2:3: error: 'stablehlo.constant' op values unknown: the exporter elided them" "$TMP/err" &&
  ok || bad "dense_resource<__elided__> must be a clear error: $(cat "$TMP/err")"
cat >"$TMP/loop.mlir" <<'MLIR'
func.func @main() -> tensor<i32> {
  %c = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.while(%i = %c) : tensor<i32>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    stablehlo.return %i : tensor<i32>
  }
  return %r : tensor<i32>
}
MLIR
"$PARTIR" run "$TMP/loop.mlir" --func main --max-while-iterations 1000 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "loop exceeded 1000 iterations" "$TMP/err" && ok || bad "--max-while-iterations: $(cat "$TMP/err")"
"$PARTIR" run "$TMP/loop.mlir" --out "$TMP/never" >/dev/null 2>&1
[ $? -eq 2 ] && [ ! -e "$TMP/never" ] && ok || bad "--out on a test file must be a usage error"

echo "== partir core (PartIR:Core goldens)"
# core_args FILE: the arguments of FILE, one per line, as "$@".
for a in tests/core/*.args tests/core/*.smoke; do
  [ -f "$a" ] || continue
  set --
  while IFS= read -r line || [ -n "$line" ]; do [ -n "$line" ] && set -- "$@" "$line"; done <"$a"
  case "$a" in
    *.args) if [ -f "${a%.args}.core.xz" ]; then exp="${a%.args}.core.xz"; else exp="${a%.args}.core"; fi
      golden "$exp" "$PARTIR" core "$@" ;;
    *) if "$PARTIR" core "$@" >"$TMP/core.out" 2>"$TMP/err" && grep -q '^// [0-9]* conflicts*' "$TMP/core.out" &&
         grep -q ' = loop "' "$TMP/core.out"; then ok; else bad "core smoke $a: $(head -n 3 "$TMP/err")"; fi ;;
  esac
done
# core_err WANT ARGS...: exit status 1 and WANT in the message.
core_err() {
  want=$1
  shift
  "$PARTIR" core examples/mlp.mlir "$@" >/dev/null 2>"$TMP/err"
  rc=$?
  if [ $rc -eq 1 ] && grep -qF "$want" "$TMP/err"; then ok; else bad "core $*: rc=$rc, want '$want', got: $(cat "$TMP/err")"; fi
}
core_err "selector 'params['layer'][*]' matches no argument or result of @main; closest: 'params['layers'][0]['b']'" \
  --mesh b=2 --tile "params['layer'][*]:0:b"
core_err "unknown mesh axis 'model' (the mesh has 'batch')" --mesh batch=2 --tile "batch['x']:0:model"
core_err "dim 5 out of range for tensor<64x784xf32>" --mesh batch=2 --tile "batch['x']:5:batch"
core_err "has size 64, which 3 does not divide" --mesh batch=3 --tile "batch['x']:0:batch"
core_err "it is already tiled<0> by tactic 0" --mesh batch=2 --tile "batch['x']:0:batch" --tile "batch['x']:1:batch"
core_err "argument index 99 out of range" --mesh batch=2 --tile "99:0:batch"
# One located error naming the option, as partition's (partir_partition_tile_option).
"$PARTIR" core examples/mlp.mlir --mesh batch=2 --tile 94:0:batch >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/err")" = "examples/mlp.mlir:4:3: error: --tile 94:0:batch: argument index 94 out of range: @main has 21 arguments" ] &&
  ok || bad "core --tile selector error must be one located error naming the option: $(cat "$TMP/err")"
core_err "invalid mesh" --mesh batch=0 --tile "0:0:batch"
"$PARTIR" core examples/mlp.mlir --mesh batch=2 --tile "nocolon" >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "core: a malformed --tile must be a usage error"
for n in 0 x 2x; do
  "$PARTIR" core examples/mlp.mlir --mesh batch=2 --tile "0:0:batch" --threads "$n" >/dev/null 2>"$TMP/err"
  [ $? -eq 2 ] && grep -q "threads '$n'" "$TMP/err" && ok || bad "core: --threads $n must be a usage error"
done
# Propagation on several threads decides exactly what one thread does: the
# 12-layer GPT step of bench/data is large enough for the pool (its conflict
# checks, and Z3's first round of 4147 ops).
xz -dc bench/data/gpt_12l_train_step.mlir.xz >"$TMP/gpt12.mlir"
for cmd in core partition; do
  "$PARTIR" $cmd "$TMP/gpt12.mlir" --mesh batch=8,model=8 --schedule examples/schedules/bp_mp_z3.json --threads 1 \
    >"$TMP/threads_1.out" 2>&1 &&
    "$PARTIR" $cmd "$TMP/gpt12.mlir" --mesh batch=8,model=8 --schedule examples/schedules/bp_mp_z3.json --threads 3 \
      >"$TMP/threads_3.out" 2>&1 && cmp -s "$TMP/threads_1.out" "$TMP/threads_3.out" && ok ||
    bad "$cmd: --threads 1 and --threads 3 differ on the 12-layer GPT step"
done
"$PARTIR" core examples/mlp.mlir --tile "0:0:batch" >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "core: a missing --mesh must be a usage error"
for t in "batch['x']:0:batch" "params['layers'][0]['w']:1:batch"; do
  "$PARTIR" core examples/mlp.mlir --mesh batch=2 --tile "$t" --check >"$TMP/core.out" 2>"$TMP/err" &&
    grep -q '^// sequential check (seed 0): 20 outputs, .*: ok$' "$TMP/core.out" && ok ||
    bad "core --check $t: $(tail -n 1 "$TMP/core.out") $(head -n 3 "$TMP/err")"
done
"$PARTIR" core - --mesh batch=2 --tile "batch['x']:0:batch" <examples/mlp.mlir >"$TMP/core_stdin.out" 2>&1 &&
  grep -q 'loop "batch" \[#sum\]' "$TMP/core_stdin.out" && ok || bad "core from stdin"

echo "== partir core --schedule"
for f in examples/schedules/*.json; do
  case "$(basename "$f")" in
    mlp_*) model=examples/mlp.mlir ;;
    unet_*) model=examples/unet.mlir ;;
    gns_*) model=examples/gns.mlir ;;
    *) model=examples/transformer.mlir ;;
  esac
  if "$PARTIR" core "$model" --mesh batch=2,model=2 --schedule "$f" >"$TMP/s1.out" 2>"$TMP/err" &&
     "$PARTIR" core "$model" --mesh batch=2,model=2 --schedule "$f" >"$TMP/s2.out" 2>&1 &&
     cmp -s "$TMP/s1.out" "$TMP/s2.out" && grep -q '^// tactic 0 (' "$TMP/s1.out" &&
     grep -q '^// [0-9]* conflicts*' "$TMP/s1.out"; then ok; else bad "schedule $f: $(head -n 3 "$TMP/err")"; fi
done
"$PARTIR" core examples/mlp.mlir --mesh batch=2,model=2 --schedule examples/schedules/mlp_manual.json --check \
  >"$TMP/core.out" 2>"$TMP/err" && grep -q '^// sequential check (seed 0): 20 outputs, .*: ok$' "$TMP/core.out" &&
  ok || bad "schedule mlp_manual --check: $(tail -n 1 "$TMP/core.out") $(head -n 3 "$TMP/err")"
for f in tests/schedules/*.json; do
  "$PARTIR" core examples/transformer.mlir --mesh batch=2,model=3 --schedule "$f" >"$TMP/out" 2>"$TMP/err"
  rc=$?
  if [ $rc -eq 1 ] && [ ! -s "$TMP/out" ] && cmp -s "$TMP/err" "${f%.json}.err"; then ok; else
    bad "schedule error $f: rc=$rc, want: $(cat "${f%.json}.err") got: $(cat "$TMP/err")"
  fi
done
"$PARTIR" core examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/mlp_manual.json --tile 0:0:batch \
  >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "core: --schedule with --tile must be a usage error"
"$PARTIR" core examples/mlp.mlir --mesh batch=2 --schedule "$TMP/absent.json" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -qF "absent.json: error: cannot open the schedule file" "$TMP/err" && ok ||
  bad "core: a missing schedule file: $(cat "$TMP/err")"

echo "== partir explain"
golden tests/explain/mlp_manual_w1.txt "$PARTIR" explain examples/mlp.mlir --mesh batch=2,model=2 \
  --schedule examples/schedules/mlp_manual.json "params['layers'][1]['w']"
golden tests/explain/mlp_bp_mp_z3_dot1.txt "$PARTIR" explain examples/mlp.mlir --mesh batch=2,model=2 \
  --schedule examples/schedules/mlp_bp_mp_z3.json 13:5
golden tests/explain/transformer_bp_mp_scatter.txt "$PARTIR" explain examples/transformer.mlir --mesh batch=2,model=2 \
  --schedule examples/schedules/bp_mp.json 855:5
golden tests/explain/transformer_bp_mp_bk.json "$PARTIR" explain examples/transformer.mlir --mesh batch=2,model=2 \
  --schedule examples/schedules/bp_mp.json --json "result[0]['layers'][0]['attn']['bk']"
"$PARTIR" explain examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp.json \
  "batch['inputs']" >"$TMP/explain.out" 2>"$TMP/err" &&
  grep -qxF "  axis 'batch' (size 2): tiled<0> by tactic 0 (BP)" "$TMP/explain.out" &&
  grep -qxF "    seed: tile(batch['inputs'], 0, batch) by tactic 0 (BP)" "$TMP/explain.out" &&
  grep -qxF "  axis 'model' (size 2): open: no tactic reached it" "$TMP/explain.out" && ok ||
  bad "explain bp_mp batch['inputs']: $(head -n 3 "$TMP/err")"
"$PARTIR" explain examples/mlp.mlir --mesh batch=2 --tile "batch['x']:0:batch" "params['layer'][0]['w']" \
  >"$TMP/explain.out" 2>"$TMP/err"
[ $? -eq 1 ] && [ ! -s "$TMP/explain.out" ] && grep -qF "closest: 'params['layers'][0]['w']'" "$TMP/err" && ok ||
  bad "explain: an unknown VALUE must exit 1 listing the closest names: $(cat "$TMP/err")"
"$PARTIR" explain examples/mlp.mlir --mesh batch=2 --tile "batch['x']:0:batch" >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "explain: a missing VALUE must be a usage error"

echo "== partir analyze (named dimensions: classes, conflicts and cuts, layer groups, decisions)"
for f in examples/*.mlir; do
  golden "tests/golden/analyze/$(basename "$f" .mlir).txt" "$PARTIR" analyze "$f" --mesh batch=2,model=2
done
golden tests/golden/analyze/transformer_nomesh.txt "$PARTIR" analyze examples/transformer.mlir
golden tests/golden/analyze/llama.json "$PARTIR" analyze examples/llama.mlir --mesh batch=2,model=4 --json
"$PARTIR" analyze examples/mlp.mlir --mesh batch=0 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q 'invalid mesh' "$TMP/err" && ok || bad "analyze: a bad mesh must exit 1: $(cat "$TMP/err")"
"$PARTIR" analyze >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "analyze: no input file must be a usage error"

echo "== partir run --verify (SPMD program on N threads against the reference)"
# verify MODEL SCHEDULE MESH: exit 0, every output agrees, bytes as predicted.
verify() {
  "$PARTIR" run "examples/$1.mlir" --mesh "$3" --schedule "examples/schedules/$2.json" --verify \
    >"$TMP/verify.out" 2>"$TMP/err"
  rc=$?
  if [ $rc -eq 0 ] && grep -q '^OK: every device holds its chunk' "$TMP/verify.out" &&
     ! grep -q 'DIFFERENT' "$TMP/verify.out"; then ok; else
    bad "verify $1 $2 $3: rc=$rc $(grep -E 'MISMATCH|DIFFERENT|FAILED' "$TMP/verify.out" | head -n 3) $(head -n 3 "$TMP/err")"
  fi
}
# The whole matrix runs on the default BLAS kernels, then once per
# OpenBLAS core type whose sgemm kernels round the edges of a call
# differently (Haswell/Zen) or not (SkylakeX/Sandybridge): which outputs
# must be bit-identical may not depend on the kernel (src/spmd/exactness.c).
# A core type runs only where the CPU has its instructions and OpenBLAS
# (a DYNAMIC_ARCH build) reports it took it; the others are skipped, said.
verify_matrix() {
  for mesh in batch=2 batch=4; do
    for model in mlp transformer unet gns; do for s in bp z2 z3; do verify $model $s $mesh; done; done
  done
  for mesh in model=2 model=4; do
    verify transformer mp $mesh
    verify transformer emb $mesh
    verify mlp mlp_mp $mesh
    verify unet unet_mp $mesh
    verify unet mp $mesh
    verify gns gns_mp $mesh
    verify llama mp $mesh
  done
  for mesh in batch=2,model=2 batch=2,model=4; do
    for model in mlp transformer unet gns; do for s in bp z3; do verify $model $s $mesh; done; done
    verify transformer mp $mesh
    verify transformer emb $mesh
    verify transformer bp_mp_z3 $mesh
    # bf16 compute, f32 moments and loss: compared with bf16's tolerance
    verify transformer_bf16 bp $mesh
    verify transformer_bf16 bp_mp_z3 $mesh
    verify transformer bp_mp_emb_z2 $mesh
    verify transformer_scan bp_mp_z3 $mesh
    verify mlp mlp_bp_mp_z3 $mesh
    verify unet unet_bp_mp_z3 $mesh
    verify gns gns_bp_mp_z3 $mesh
    verify llama bp_mp_z3 $mesh
  done
}
verify_matrix
coretype_was_set=${OPENBLAS_CORETYPE+yes}
coretype_before=${OPENBLAS_CORETYPE-}
cpu_flags=$(grep -m 1 '^flags' /proc/cpuinfo 2>/dev/null)
has_flags() { for fl in "$@"; do case " $cpu_flags " in *" $fl "*) ;; *) return 1 ;; esac; done; }
for core in Haswell Zen SkylakeX Sandybridge; do
  case $core in
    Haswell | Zen) has_flags avx2 fma ;;
    SkylakeX) has_flags avx512f avx512bw avx512dq avx512vl avx512cd ;;
    Sandybridge) has_flags avx ;;
  esac || { echo "   skipped OPENBLAS_CORETYPE=$core: this CPU lacks its instructions"; continue; }
  if ! OPENBLAS_CORETYPE=$core OPENBLAS_VERBOSE=2 "$PARTIR" run examples/mlp.mlir --seed 0 2>&1 >/dev/null |
       grep -qi "core: *$core"; then
    echo "   skipped OPENBLAS_CORETYPE=$core: this OpenBLAS does not select kernels at run time"
    continue
  fi
  echo "   the matrix again with OPENBLAS_CORETYPE=$core"
  OPENBLAS_CORETYPE=$core
  export OPENBLAS_CORETYPE
  verify_matrix
done
if [ "$coretype_was_set" = yes ]; then OPENBLAS_CORETYPE=$coretype_before; else unset OPENBLAS_CORETYPE; fi
"$PARTIR" run examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp_z3.json --verify \
  --no-peepholes --cse --seed 3 >"$TMP/verify.out" 2>"$TMP/err" && grep -q '^OK: every device' "$TMP/verify.out" &&
  ok || bad "verify --no-peepholes --cse: $(head -n 3 "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/bp.json --verify --threads 2 \
  >"$TMP/verify.out" 2>"$TMP/err" && grep -q '^OK: every device' "$TMP/verify.out" &&
  ok || bad "verify takes --threads like every command that partitions: $(head -n 3 "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/bp.json >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "run: --mesh without --verify must be a usage error"

echo "== annotations in (Shardy, GSPMD)"
# tests/annotations/ was written by tools/export_annotated.py (JAX): the same
# MLP under Shardy and GSPMD, and a shard_map module. Partitioned from their
# annotations alone, each verifies against the reference with the plan XLA
# settles on (xla_decisions.txt: one all-reduce over 'model'); the shardings
# round-trip through --annotate; what the mesh cannot express is an error.
A=tests/annotations
for f in "$A/mlp_shardy.mlir" "$A/mlp_gspmd.mlir"; do
  "$PARTIR" check "$f" >/dev/null 2>&1 && ok || bad "check $f"
  "$PARTIR" run --verify "$f" --from-annotations --mesh data=2,model=4 >"$TMP/ann" 2>&1 &&
    grep -q "^  all_reduce           1 runs" "$TMP/ann" && ! grep -q "all_gather" "$TMP/ann" &&
    grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify --from-annotations $f"; tail -5 "$TMP/ann"; }
done
"$PARTIR" check "$A/shard_map.mlir" >/dev/null 2>&1 && ok || bad "check $A/shard_map.mlir"
# A body whose result differs across an axis its out_shardings leave out
# (found by the CLI fuzz target): the reference refuses it, located.
"$PARTIR" run "$A/not_replicated.mlir" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -qF "$A/not_replicated.mlir:7:5: error: 'sdy.manual_computation' op result 0 differs between devices 0 and 1, which its out_shardings say hold the same chunk" "$TMP/err" &&
  ok || bad "a shard_map result not replicated as claimed: $(cat "$TMP/err")"
# The annotations compose with an automatic tactic in either order: one
# after them decides what they left open on 'model' (here nothing: the
# weights are annotated), one before them decides first and the
# annotations then seed what it left open; either plan verifies.
printf '[{"from_annotations": "shardy"}, {"auto": {"axes": ["model"], "hw": "h100-sxm", "budget_s": 1, "seed": 3}}]' >"$TMP/fa_auto.json"
printf '[{"auto": {"axes": ["model"], "hw": "h100-sxm", "budget_s": 1, "seed": 3}}, {"from_annotations": "shardy"}]' >"$TMP/auto_fa.json"
for sched in fa_auto auto_fa; do
  want="^tactic [0-9]* (from_annotations) on 'model'"
  "$PARTIR" run --verify "$A/block_shardy.mlir" --mesh data=2,model=4 --schedule "$TMP/$sched.json" >"$TMP/ann" 2>&1 &&
    grep -q "$want" "$TMP/ann" && grep -q "^OK: every device" "$TMP/ann" && ok ||
    { bad "run --verify block_shardy with $sched"; tail -5 "$TMP/ann"; }
done
# shard_map: the reference runs the body once per device (tests/interp/
# manual_computation.mlir checks its values); partitioned from its
# annotations, the body is emitted as device-local code, its operands
# pinned to its in_shardings: only the body's own all_reduce runs, counted
# and predicted like partir's own, and the result stays on 'data' as XLA
# leaves it (xla_decisions.txt).
"$PARTIR" run "$A/shard_map.mlir" >/dev/null 2>&1 && ok || bad "run $A/shard_map.mlir"
"$PARTIR" run --verify "$A/shard_map.mlir" --from-annotations >"$TMP/ann" 2>&1 &&
  grep -q "^  all_reduce           1 runs         24576 bytes  (predicted 24576: equal)" "$TMP/ann" &&
  ! grep -q "all_gather" "$TMP/ann" && grep -q "^  result  *\[{data}, {}\]  *bit-identical" "$TMP/ann" &&
  grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify --from-annotations $A/shard_map.mlir"; tail -5 "$TMP/ann"; }
"$PARTIR" simulate "$A/shard_map.mlir" --from-annotations --hw tpu-v4 >"$TMP/ann" 2>&1 &&
  grep -q "^    all_reduce .* 3.07 kB per device" "$TMP/ann" && ok || { bad "simulate $A/shard_map.mlir"; tail -5 "$TMP/ann"; }
# Every collective kind in a shard_map body (JAX's all_gather, psum_scatter,
# ppermute, all_to_all, psum; a hand-written collective_broadcast) runs,
# is counted with the bytes the lowering predicts, and is simulated.
good=1
"$PARTIR" run --verify "$A/shard_map_collectives.mlir" --from-annotations >"$TMP/ann" 2>&1 || good=0
for k in all_gather all_reduce reduce_scatter all_to_all collective_permute; do
  grep -q "^  $k  *1 runs  *[1-9][0-9]* bytes  (predicted [0-9]*: equal)" "$TMP/ann" || good=0
done
grep -q "^OK: every device" "$TMP/ann" || good=0
[ "$good" = 1 ] && ok || { bad "run --verify $A/shard_map_collectives.mlir"; tail -8 "$TMP/ann"; }
"$PARTIR" run --verify "$A/manual_broadcast.mlir" --from-annotations >"$TMP/ann" 2>&1 &&
  grep -q "^  collective_broadcast  *1 runs  *1536 bytes  (predicted 1536: equal)" "$TMP/ann" &&
  grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify $A/manual_broadcast.mlir"; tail -5 "$TMP/ann"; }
"$PARTIR" simulate "$A/shard_map_collectives.mlir" --from-annotations --hw tpu-v4 >"$TMP/ann" 2>&1 &&
  grep -q "^    collective_permute [0-9.]* us, 512 B per device" "$TMP/ann" && ok ||
  { bad "simulate $A/shard_map_collectives.mlir"; tail -5 "$TMP/ann"; }
# Inputs sharded, propagation decides the rest (block_shardy); operands
# that clash on one axis (clash_shardy): both verify. test_annotations
# compares their decisions with XLA's Shardy propagation, value by value.
for f in "$A/block_shardy.mlir" "$A/clash_shardy.mlir" "$A/reshape_shardy.mlir"; do
  "$PARTIR" run --verify "$f" --from-annotations >"$TMP/ann" 2>&1 &&
    grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify --from-annotations $f"; tail -5 "$TMP/ann"; }
done
# Sub-axes: the mesh taken from the module is split where they need it,
# the run verifies, --annotate=shardy writes the same shardings back (the
# module's mesh whole, the sub-axes as Shardy writes them); the module's
# mesh unsplit given as --mesh is an error that names the mesh to give.
"$PARTIR" run --verify "$A/subaxes.mlir" --from-annotations >"$TMP/ann" 2>&1 &&
  grep -q "^verify @main on mesh x:(1)2=2,x:(2)2=2,y=2 " "$TMP/ann" &&
  grep -q "^  result 0  *\[{x:(1)2}, {x:(2)2}\]" "$TMP/ann" &&
  grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify $A/subaxes.mlir"; tail -5 "$TMP/ann"; }
"$PARTIR" partition "$A/subaxes.mlir" --from-annotations --annotate=shardy -o "$TMP/ann.mlir" >/dev/null 2>&1 &&
  [ "$(grep -o 'sdy.sharding = #sdy.sharding<[^>]*>' "$TMP/ann.mlir")" = \
    "$(grep -o 'sdy.sharding = #sdy.sharding<[^>]*>' "$A/subaxes.mlir")" ] &&
  grep -qF 'sdy.mesh @mesh = <["x"=4, "y"=2]>' "$TMP/ann.mlir" && ok ||
  bad "--annotate=shardy must write the sub-axes back"
"$PARTIR" partition "$A/subaxes.mlir" --from-annotations --mesh x=4,y=2 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -qF "$A/subaxes.mlir:6:3: error: from_annotations: argument #0 uses the sub-axis \"x\":(1)2, which the mesh does not have: partir needs axis 'x' split there, as in --mesh x:(1)2=2,x:(2)2=2,y=2" "$TMP/err" &&
  ok || bad "a sub-axis the mesh does not split: $(cat "$TMP/err")"
# A shard_map on a mesh split into sub-axes (by the module's own sub-axes,
# or by --mesh): its manual axis is all the pieces, the body runs as is.
"$PARTIR" run --verify "$A/subaxes_shard_map.mlir" --from-annotations >"$TMP/ann" 2>&1 &&
  grep -q "^verify @main on mesh data=2,model:(1)2=2,model:(2)2=2 " "$TMP/ann" &&
  grep -q "^  all_reduce           1 runs         24576 bytes  (predicted 24576: equal)" "$TMP/ann" &&
  grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify $A/subaxes_shard_map.mlir"; tail -5 "$TMP/ann"; }
"$PARTIR" run --verify "$A/shard_map_collectives.mlir" --from-annotations --mesh "data=2,model:(1)2=2,model:(2)2=2" \
  >"$TMP/ann" 2>&1 && grep -q "^  collective_permute      1 runs          4096 bytes  (predicted 4096: equal)" "$TMP/ann" &&
  grep -q "^OK: every device" "$TMP/ann" && ok || { bad "shard_map on a split --mesh"; tail -5 "$TMP/ann"; }
"$PARTIR" run --verify "$A/reshape_shardy.xla_propagated.mlir" --from-annotations >"$TMP/ann" 2>&1 &&
  grep -q "^  result 0  *\[{model:(1)2}, {model:(2)2}, {data}\]" "$TMP/ann" &&
  grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify $A/reshape_shardy.xla_propagated.mlir"; tail -5 "$TMP/ann"; }
# Other tactics on the operand: the lowering converts it to the body's layout.
"$PARTIR" run --verify "$A/shard_map.mlir" --mesh data=2,model=4 --tile 0:1:data >"$TMP/ann" 2>&1 &&
  grep -q "^  all_to_all           1 runs          4096 bytes  (predicted 4096: equal)" "$TMP/ann" &&
  grep -q "^OK: every device" "$TMP/ann" && ok || { bad "run --verify --tile on $A/shard_map.mlir"; tail -5 "$TMP/ann"; }
# The body's channel handles are renumbered after partir's own: no clash.
"$PARTIR" partition "$A/shard_map.mlir" --mesh data=2,model=4 --tile 0:1:data -o "$TMP/ann.mlir" >/dev/null 2>&1 &&
  [ "$(grep -o 'channel_handle<handle = [0-9]*' "$TMP/ann.mlir" | sort | uniq -d)" = "" ] &&
  [ "$(grep -c 'channel_handle<handle' "$TMP/ann.mlir")" -eq 3 ] && ok || bad "channel handles of a shard_map body"
"$PARTIR" run --verify "$A/shard_map.mlir" --mesh data=4,model=2 --tile 0:0:data >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$A/shard_map.mlir:4:5: error: 'sdy.manual_computation' op its body is device-local code on the mesh data=2,model=4, but the program is partitioned on data=4,model=2" "$TMP/err" &&
  ok || bad "a shard_map on another mesh: $(cat "$TMP/err")"
"$PARTIR" partition "$A/mlp_shardy.mlir" --from-annotations --annotate=shardy -o "$TMP/ann.mlir" >/dev/null 2>&1 &&
  [ "$(grep -o 'sdy.sharding = #sdy.sharding<[^>]*>' "$TMP/ann.mlir")" = \
    "$(grep -o 'sdy.sharding = #sdy.sharding<[^>]*>' "$A/mlp_shardy.mlir")" ] && ok ||
  bad "--from-annotations then --annotate=shardy must carry the module's Shardy shardings"
# Without --mesh the module's sdy.mesh is the mesh; a different --mesh is refused.
"$PARTIR" partition "$A/mlp_shardy.mlir" --from-annotations --report json >"$TMP/ann" 2>&1 &&
  grep -q '^{"file": "tests/annotations/mlp_shardy.mlir", "mesh": null, "tactics": \[' "$TMP/ann" && ok ||
  { bad "--report json without --mesh"; head -c 300 "$TMP/ann"; }
"$PARTIR" partition "$A/mlp_shardy.mlir" --from-annotations >"$TMP/ann" 2>&1 &&
  grep -q "^tactic 1 (from_annotations) on 'model'" "$TMP/ann" && ok || bad "--from-annotations takes the sdy.mesh"
"$PARTIR" partition "$A/mlp_shardy.mlir" --from-annotations --mesh data=4,model=2 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "^$A/mlp_shardy.mlir:2:3: error: from_annotations: the module's mesh @mesh is data=2,model=4, not the mesh given" "$TMP/err" &&
  ok || bad "a --mesh unlike the sdy.mesh: $(cat "$TMP/err")"
sed 's/{devices=\[2,1,4\]<=\[8\] last_tile_dim_replicate}"}, %arg1/{devices=[2,1,4]0,2,1,3,4,6,5,7 last_tile_dim_replicate}"}, %arg1/' \
  "$A/mlp_gspmd.mlir" >"$TMP/order.mlir"
"$PARTIR" partition "$TMP/order.mlir" --from-annotations=gspmd --mesh data=2,model=4 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "no assignment of the mesh's axes to the tensor's dims gives this device order" "$TMP/err" &&
  ok || bad "a GSPMD device order the mesh cannot express: $(cat "$TMP/err")"
# Schedules compose: a manual tactic first has priority, the annotations
# claim what is left and take the tactic numbers after it.
printf '[{"axis": "data", "inputs": {"1": "replicated"}}, {"from_annotations": "shardy"}]' >"$TMP/ann.json"
"$PARTIR" partition "$A/mlp_shardy.mlir" --mesh data=2,model=4 --schedule "$TMP/ann.json" >"$TMP/ann" 2>&1 &&
  grep -q "^tactic 1 (from_annotations) on 'data': 4 seeds" "$TMP/ann" &&
  grep -q "^tactic 2 (from_annotations) on 'model'" "$TMP/ann" && ok || { bad "from_annotations in a schedule"; cat "$TMP/ann"; }

echo "== partir partition"
if "$PARTIR" partition examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp_z3.json \
     -o "$TMP/spmd.mlir" >"$TMP/part.out" 2>"$TMP/err" && "$PARTIR" check "$TMP/spmd.mlir" 2>>"$TMP/err" &&
   grep -q 'mhlo.num_partitions = 4 : i32' "$TMP/spmd.mlir" && grep -q 'stablehlo.partition_id' "$TMP/spmd.mlir" &&
   grep -q '^tactic 2 (built-in Z3) on' "$TMP/part.out" && grep -q '^wrote ' "$TMP/part.out"; then ok; else
  bad "partition -o: $(head -n 3 "$TMP/err")"
fi
# --tile options are read into the tactics the equivalent schedule file
# holds and applied by the same runner: the same SPMD module, and the same
# report figures per tactic (only the label differs).
printf '%s\n' '[{"axis": "batch", "inputs": {"batch[*]": 0}},' \
  ' {"axis": "model", "inputs": {"params['"'"'layers'"'"'][0]['"'"'w'"'"']": 1, "params['"'"'layers'"'"'][1]['"'"'w'"'"']": 0}}]' \
  >"$TMP/tile_equiv.json"
if "$PARTIR" partition examples/mlp.mlir --mesh batch=2,model=2 --tile "batch[*]:0:batch" \
     --tile "params['layers'][0]['w']:1:model" --tile "params['layers'][1]['w']:0:model" -o "$TMP/tile.mlir" \
     >"$TMP/tile.out" 2>"$TMP/err" &&
   "$PARTIR" partition examples/mlp.mlir --mesh batch=2,model=2 --schedule "$TMP/tile_equiv.json" \
     -o "$TMP/sched.mlir" >"$TMP/sched.out" 2>>"$TMP/err" &&
   cmp -s "$TMP/tile.mlir" "$TMP/sched.mlir" && grep -q '^tactic 1 (--tile) on' "$TMP/tile.out" &&
   [ "$(grep -v '^wrote' "$TMP/tile.out" | sed 's/(--tile)/(manual)/')" = "$(grep -v '^wrote' "$TMP/sched.out")" ]; then
  ok
else
  bad "partition: --tile and the equivalent --schedule must give the same module and report: $(head -n 3 "$TMP/err")"
fi
# One dialect per module (XLA's GSPMD pipeline refuses Shardy attributes);
# plain --annotate is GSPMD.
for d in "" "=gspmd"; do
  if "$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" -o "$TMP/ann.mlir" --annotate$d \
       >"$TMP/ann.out" 2>"$TMP/err" && "$PARTIR" check "$TMP/ann.mlir" 2>>"$TMP/err" &&
     grep -qF 'mhlo.sharding = "{devices=[2,1]<=[2]}"' "$TMP/ann.mlir" && ! grep -q 'sdy\.' "$TMP/ann.mlir" &&
     grep -q "^wrote $TMP/ann.mlir (original module with GSPMD shardings)" "$TMP/ann.out"; then ok; else
    bad "partition --annotate$d: $(head -n 3 "$TMP/err")"
  fi
done
if "$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" -o "$TMP/ann.mlir" --annotate=shardy \
     >/dev/null 2>"$TMP/err" && "$PARTIR" check "$TMP/ann.mlir" 2>>"$TMP/err" &&
   grep -qF 'sdy.sharding = #sdy.sharding<@mesh, [{"batch"}, {}]>' "$TMP/ann.mlir" &&
   grep -qF 'sdy.mesh @mesh = <["batch"=2]>' "$TMP/ann.mlir" && ! grep -q 'mhlo.sharding' "$TMP/ann.mlir"; then ok; else
  bad "partition --annotate=shardy: $(head -n 3 "$TMP/err")"
fi
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" -o "$TMP/ann.mlir" --annotate=xla \
  >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] && grep -q "annotate=xla: the dialect is gspmd or shardy" "$TMP/err" && ok ||
  bad "--annotate=xla must be a usage error: $(cat "$TMP/err")"
"$PARTIR" partition examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp.json \
  --report json >"$TMP/report.json" 2>"$TMP/err" &&
  grep -q '^{"file": "examples/transformer.mlir", "mesh": "batch=2,model=2", "tactics": \[' "$TMP/report.json" &&
  grep -q '"kind":"all_reduce","axes":\["model"\],"reducer":"sum"' "$TMP/report.json" && ok ||
  bad "partition --report json: $(head -n 3 "$TMP/err")"
# A deliberately conflicting schedule: the report names the op, both values
# and the two tactics that collided, under the tactic that caused it.
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --schedule tests/report/mlp_conflict.json >"$TMP/conflict.out" \
  2>"$TMP/err" && grep -qF "tactic 1 (weights on the batch axis) on 'batch': 1 seed, 25 propagated decisions, 1 new conflict" \
  "$TMP/conflict.out" && grep -qF "examples/mlp.mlir:5:5: 'stablehlo.dot_general' on axis 'batch' (tactic 1): no TMR entry fits %arg19 (batch['x']) (tiled<0> by tactic 0) and %arg1 (params['layers'][0]['w']) (tiled<1> by tactic 1)" \
  "$TMP/conflict.out" && ok || bad "partition conflict report: $(head -n 3 "$TMP/err")"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:model" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -qxF "error: --tile batch[*]:0:model: unknown mesh axis 'model' (the mesh has 'batch')" "$TMP/err" &&
  ok || bad "partition --tile on an unknown axis: $(cat "$TMP/err")"
# Collectives the input holds (GSPMD output for 8 partitions) name devices
# a 2-device mesh does not have: refused where the first one is.
"$PARTIR" partition tests/golden/print/jax_gspmd_collectives.mlir --mesh batch=2 --tile "result[0]:0:batch" \
  >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -qxF "tests/golden/print/jax_gspmd_collectives.mlir:5:5: error: 'stablehlo.all_reduce' op this collective names device 7, but the mesh has 2 devices (0 to 1)" "$TMP/err" &&
  ok || bad "partition of collectives for more devices than the mesh: $(cat "$TMP/err")"
# An error leaves an existing output untouched.
echo "keep" >"$TMP/keep.mlir"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "nothing:0:batch" -o "$TMP/keep.mlir" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ "$(cat "$TMP/keep.mlir")" = "keep" ] && grep -qF -- "--tile nothing:0:batch" "$TMP/err" && ok ||
  bad "partition error with -o: $(cat "$TMP/err")"

echo "== partir simulate"
"$PARTIR" simulate examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp_z3.json \
  --hw a100-80gb --cse >"$TMP/sim.out" 2>"$TMP/err" &&
  grep -q '^simulation of @main on 4 devices of a100-80gb' "$TMP/sim.out" &&
  grep -q '^  peak memory per device .* (fits)' "$TMP/sim.out" &&
  grep -q '^  estimate on a100-80gb: step ' "$TMP/sim.out" && ok || bad "simulate text: $(head -n 3 "$TMP/err")"
"$PARTIR" simulate examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" --hw examples/hw/tpu-v4.json \
  --report json >"$TMP/sim.json" 2>"$TMP/err" &&
  grep -q '"simulation": {"hw":"tpu-v4","step_s":' "$TMP/sim.json" && grep -q '"estimate":{"hw":"tpu-v4"' "$TMP/sim.json" &&
  ok || bad "simulate json: $(head -n 3 "$TMP/err")"
# Usage errors (exit 2) and profile errors (exit 1, located).
for args in "--mesh batch=2 --tile batch[*]:0:batch" "--mesh batch=2 --tile batch[*]:0:batch --hw tpu-v4 -o x.mlir"; do
  # shellcheck disable=SC2086
  "$PARTIR" simulate examples/mlp.mlir $args >/dev/null 2>&1
  [ $? -eq 2 ] && ok || bad "simulate $args must be a usage error"
done
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" --annotate >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "partition --annotate without -o must be a usage error"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" --report xml >/dev/null 2>&1
[ $? -eq 2 ] && ok || bad "partition --report xml must be a usage error"
printf '{"name": "x",\n "flops": 1}\n' >"$TMP/bad_hw.json"
"$PARTIR" simulate examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" --hw "$TMP/bad_hw.json" >/dev/null \
  2>"$TMP/err"
[ $? -eq 1 ] && grep -qF 'bad_hw.json:2:2: error: unknown key "flops" in the profile' "$TMP/err" && ok ||
  bad "simulate with a broken profile: $(cat "$TMP/err")"
"$PARTIR" simulate examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" --hw tpu-v9 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -qF 'tpu-v4' "$TMP/err" && ok || bad "simulate with an unknown profile: $(cat "$TMP/err")"
# Weights exported as constants (an inference module, elided as JAX prints
# it) are counted as constants, neither as activations nor as parameters.
inf=tests/fixtures/inference/cnn_elided.mlir
"$PARTIR" simulate $inf --mesh batch=2 --tile 0:0:batch --hw h100-sxm --report json >"$TMP/sim.json" 2>"$TMP/err" &&
  grep -q '"params":0,"opt_state":0,"inputs":49152,"gathered":0,"constants":267168,"activations":1065600' "$TMP/sim.json" &&
  ok || bad "simulate: elided constant weights must be counted as constants: $(grep -o '"memory":{[^}]*}' "$TMP/sim.json") $(head -n 3 "$TMP/err")"
"$PARTIR" stats $inf >"$TMP/stats.out" 2>"$TMP/err" &&
  grep -qx 'inputs      1 tensors, 24576 elements, 98.3 KB (no jax.arg_info names)' "$TMP/stats.out" &&
  grep -qx 'parameters  unknown: no input is named params... (weights may be among the constants)' "$TMP/stats.out" &&
  ok || bad "stats must not call an unnamed module's input parameters: $(head -n 5 "$TMP/stats.out") $(cat "$TMP/err")"

echo "== collective combining: --no-combine, --combine-bytes"
# Fewer all_gathers and reduce_scatters merged by default than under a
# small threshold, and the most with --no-combine; the bytes never change.
S="examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp_z3.json"
for o in "" --combine-bytes=4096 --no-combine; do
  "$PARTIR" partition $S $o 2>/dev/null | grep -E '^    (all_gather|reduce_scatter) ' | tail -n 2 >"$TMP/comb$o"
done
ops() { awk '{ n += $(NF - 3) } END { print n + 0 }' "$1"; }
bytes() { awk '{ print $(NF - 1), $NF }' "$1"; }
[ "$(ops "$TMP/comb")" -gt 0 ] && [ "$(ops "$TMP/comb")" -lt "$(ops "$TMP/comb--combine-bytes=4096")" ] &&
  [ "$(ops "$TMP/comb--combine-bytes=4096")" -lt "$(ops "$TMP/comb--no-combine")" ] &&
  [ "$(bytes "$TMP/comb")" = "$(bytes "$TMP/comb--no-combine")" ] && ok ||
  bad "combining: $(ops "$TMP/comb") / $(ops "$TMP/comb--combine-bytes=4096") / $(ops "$TMP/comb--no-combine") ops"
for v in 0 -5 lots; do
  "$PARTIR" partition $S --combine-bytes=$v >/dev/null 2>"$TMP/err"
  [ $? -eq 2 ] && grep -q -- "--combine-bytes needs a positive number of bytes, got '$v'" "$TMP/err" && ok ||
    bad "--combine-bytes=$v: $(cat "$TMP/err")"
done

echo "== HTML report (partition and simulate): --report html -o, --html next to the text report"
"$PARTIR" simulate examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp_z3.json \
  --hw a100-80gb --cse --report html -o "$TMP/report.html" >"$TMP/html.out" 2>"$TMP/err" &&
  grep -q "^wrote $TMP/report.html (HTML report, [0-9.]* KB)\$" "$TMP/html.out" && [ "$(wc -l <"$TMP/html.out")" -eq 1 ] &&
  head -n 1 "$TMP/report.html" | grep -qx '<!DOCTYPE html>' &&
  grep -q '<script type="application/json" id="partir-data">{"version":1,' "$TMP/report.html" &&
  grep -q '"timeline":{"unit":' "$TMP/report.html" && tail -n 1 "$TMP/report.html" | grep -qx '</html>' &&
  ok || bad "simulate --report html -o: $(head -n 3 "$TMP/err") $(head -n 3 "$TMP/html.out")"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/bp.json --report html \
  -o "$TMP/part.html" >/dev/null 2>"$TMP/err" && grep -q '"timeline":null,"memory":null,"sharding":{' "$TMP/part.html" &&
  ok || bad "partition --report html without --hw: $(head -n 3 "$TMP/err")"
"$PARTIR" partition examples/transformer.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp_mp.json \
  --hw tpu-v4 --html "$TMP/next.html" -o "$TMP/next.mlir" >"$TMP/next.out" 2>"$TMP/err" &&
  grep -q '^tactic 1 (built-in MP) on ' "$TMP/next.out" && grep -q "^wrote $TMP/next.html (HTML report" "$TMP/next.out" &&
  grep -q "^wrote $TMP/next.mlir (SPMD module)" "$TMP/next.out" && "$PARTIR" check "$TMP/next.mlir" &&
  grep -q '"hw":{"name":"tpu-v4"' "$TMP/next.html" &&
  ok || bad "partition --html next to the text report and -o: $(head -n 3 "$TMP/err")"
"$PARTIR" simulate examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/bp.json --hw h100-sxm \
  --report json --html "$TMP/sim.html" >"$TMP/sim.json" 2>"$TMP/err" &&
  grep -q '^{"file": "examples/mlp.mlir"' "$TMP/sim.json" && ! grep -q 'wrote' "$TMP/sim.json" &&
  grep -q '"simulation":{"hw":"h100-sxm"' "$TMP/sim.html" &&
  ok || bad "simulate --report json --html: $(head -n 3 "$TMP/err")"
for args in "--report html" "--report html -o $TMP/x.html --html $TMP/y.html" "--report html -o $TMP/x.html --annotate"; do
  # shellcheck disable=SC2086
  "$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" $args >/dev/null 2>"$TMP/err"
  [ $? -eq 2 ] && [ ! -e "$TMP/x.html" ] && ok || bad "partition $args must be a usage error: $(cat "$TMP/err")"
done
# An error leaves an existing page untouched; a directory is not replaced.
echo "keep" >"$TMP/keep.html"
"$PARTIR" simulate examples/mlp.mlir --mesh batch=2 --tile "nothing:0:batch" --hw tpu-v4 --report html \
  -o "$TMP/keep.html" >/dev/null 2>&1
[ $? -eq 1 ] && [ "$(cat "$TMP/keep.html")" = "keep" ] && ok || bad "simulate --report html error must keep the old page"
mkdir -p "$TMP/adir"
"$PARTIR" simulate examples/mlp.mlir --mesh batch=2 --tile "batch[*]:0:batch" --hw tpu-v4 --report html \
  -o "$TMP/adir" >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && [ -d "$TMP/adir" ] && ok || bad "simulate --report html -o DIR must fail: $(cat "$TMP/err")"

echo "== automatic partitioning (--auto)"
A="--mesh batch=2,model=2 --hw h100-sxm --iterations 60 --seed 3"
"$PARTIR" simulate examples/mlp.mlir $A --auto batch,model --memory-limit 4MB --save-schedule "$TMP/auto.json" \
  >"$TMP/auto1.txt" 2>"$TMP/err" &&
  grep -q "^auto: [0-9]* decisions on 'batch', 'model' (60 iterations" "$TMP/auto1.txt" &&
  grep -q "^comparison with the expert schedules (h100-sxm, memory limit 4.00 MB per device):" "$TMP/auto1.txt" &&
  grep -q "^  BP+MP+Z3 " "$TMP/auto1.txt" && grep -q "^tactic 0 (auto) on " "$TMP/auto1.txt" &&
  grep -q "^auto: .* decisions\?, step .* per device (60 iterations" "$TMP/err" &&
  ok || bad "simulate --auto: $(head -n 3 "$TMP/err")"
"$PARTIR" simulate examples/mlp.mlir $A --auto batch,model --memory-limit 4MB --quiet >"$TMP/auto2.txt" 2>"$TMP/err"
# Same plan, same reports; only the search's wall time (on the first line) may differ.
sed -e '/^wrote /d' -e '1s/, [0-9.]* s\(, tree exhausted\)*)$/)/' "$TMP/auto1.txt" >"$TMP/a1"
sed -e '1s/, [0-9.]* s\(, tree exhausted\)*)$/)/' "$TMP/auto2.txt" | cmp -s "$TMP/a1" -
[ $? -eq 0 ] && [ ! -s "$TMP/err" ] && ok || bad "--auto must print the same plan twice for one seed (and --quiet nothing on stderr)"
# The search's threads change nothing but its wall time.
for t in 1 2; do
  "$PARTIR" simulate examples/mlp.mlir $A --auto batch,model --memory-limit 4MB --quiet --threads $t \
    >"$TMP/auto_t$t.txt" 2>"$TMP/err"
done
sed -e '1s/, [0-9.]* s\(, tree exhausted\)*)$/)/' "$TMP/auto_t1.txt" >"$TMP/at1"
sed -e '1s/, [0-9.]* s\(, tree exhausted\)*)$/)/' "$TMP/auto_t2.txt" | cmp -s "$TMP/at1" - && [ -s "$TMP/at1" ] &&
  cmp -s "$TMP/a1" "$TMP/at1" && ok || bad "--auto must find the same plan on 1 and 2 threads (--threads)"
# The saved schedule reproduces the plan: the same simulation, without search.
"$PARTIR" simulate examples/mlp.mlir --mesh batch=2,model=2 --hw h100-sxm --schedule "$TMP/auto.json" \
  >"$TMP/manual.txt" 2>"$TMP/err" &&
  sed -n '/^simulation of/,$p' "$TMP/auto1.txt" >"$TMP/s1" && sed -n '/^simulation of/,$p' "$TMP/manual.txt" >"$TMP/s2" &&
  [ -s "$TMP/s1" ] && cmp -s "$TMP/s1" "$TMP/s2" && ok || bad "--save-schedule must reproduce the plan: $(cat "$TMP/err")"
"$PARTIR" run examples/mlp.mlir --mesh batch=2,model=2 --schedule "$TMP/auto.json" --verify >"$TMP/out" 2>"$TMP/err" &&
  ok || bad "the --auto plan must pass run --verify: $(tail -n 3 "$TMP/out") $(cat "$TMP/err")"
# After a schedule: its tactics stay, the saved schedule holds both.
"$PARTIR" partition examples/mlp.mlir --mesh batch=2,model=2 --schedule examples/schedules/bp.json --hw h100-sxm \
  --auto model --iterations 30 --memory-limit 8MB --save-schedule "$TMP/both.json" --quiet >"$TMP/out" 2>"$TMP/err" &&
  grep -q '"builtin"' "$TMP/both.json" &&
  "$PARTIR" partition examples/mlp.mlir --mesh batch=2,model=2 --schedule "$TMP/both.json" --hw h100-sxm \
    >"$TMP/out2" 2>>"$TMP/err" &&
  [ "$(grep '^  estimate' "$TMP/out" | tail -n 1)" = "$(grep '^  estimate' "$TMP/out2" | tail -n 1)" ] &&
  ok || bad "--schedule then --auto, saved and replayed: $(cat "$TMP/err")"
# An auto tactic in the schedule file is the same tactic as --auto: judged
# by --hw, it prints the same plan in words, reports and comparison, and
# --save-schedule puts its plan in its place (the search's seconds aside).
printf '[\n  {"builtin": "BP", "axis": "batch"},\n  {"auto": {"axes": ["model"], "iterations": 30, "memory_limit": "8MB"}}\n]\n' \
  >"$TMP/with_auto.json"
printf '[\n  {"builtin": "BP", "axis": "batch"}\n]\n' >"$TMP/bp_only.json"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2,model=2 --hw h100-sxm --schedule "$TMP/with_auto.json" \
  --save-schedule "$TMP/saved_file.json" --quiet >"$TMP/out_file" 2>"$TMP/err" &&
  "$PARTIR" partition examples/mlp.mlir --mesh batch=2,model=2 --hw h100-sxm --schedule "$TMP/bp_only.json" \
    --auto model --iterations 30 --memory-limit 8MB --save-schedule "$TMP/saved_opt.json" --quiet >"$TMP/out_opt" \
    2>>"$TMP/err" &&
  grep -q "^auto: 1 decision on 'model'" "$TMP/out_file" && grep -q "^comparison with the expert" "$TMP/out_file" &&
  [ "$(grep -v '^wrote' "$TMP/out_file" | sed 's/, [0-9.]* s)$/)/')" = \
    "$(grep -v '^wrote' "$TMP/out_opt" | sed 's/, [0-9.]* s)$/)/')" ] &&
  cmp -s "$TMP/saved_file.json" "$TMP/saved_opt.json" && ! grep -q '"auto"' "$TMP/saved_file.json" &&
  ok || bad "a schedule's auto tactic must run as --auto does: $(cat "$TMP/err") $(diff "$TMP/out_file" "$TMP/out_opt" | head -n 5)"
for lim in 3MB 5MB 8MB; do
  "$PARTIR" partition examples/transformer.mlir $A --auto batch,model --memory-limit $lim --quiet >"$TMP/out" 2>"$TMP/err"
  rc=$?
  if [ $rc -eq 0 ]; then
    peak=$(sed -n "s/^  step time .*, peak memory \([0-9.]*\) MB per device (limit.*/\1/p" "$TMP/out")
    awk -v p="$peak" -v l="${lim%MB}" 'BEGIN { exit !(p != "" && p + 0 <= l + 0) }' && ok ||
      bad "--auto over --memory-limit $lim: $peak MB"
  else
    grep -q "no plan fits the memory limit" "$TMP/err" && ok || bad "--auto --memory-limit $lim: $(cat "$TMP/err")"
  fi
done
"$PARTIR" simulate examples/mlp.mlir $A --auto batch,modle >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "error: auto: unknown mesh axis 'modle' (the mesh has 'batch', 'model')" "$TMP/err" && ok ||
  bad "--auto with an unknown axis: $(cat "$TMP/err")"
"$PARTIR" simulate examples/mlp.mlir $A --auto batch,model --memory-limit 1MB >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "error: auto: no plan fits the memory limit of 1.00 MB per device: .*x the limit" "$TMP/err" && ok ||
  bad "--auto with an impossible limit: $(cat "$TMP/err")"
"$PARTIR" simulate examples/mlp.mlir $A --auto batch --budget 0 >/dev/null 2>"$TMP/err"
[ $? -eq 1 ] && grep -q "error: auto: the time budget must be positive (got 0 s)" "$TMP/err" && ok ||
  bad "--auto --budget 0: $(cat "$TMP/err")"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --auto batch >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] && grep -q -- "--auto needs --hw PROFILE" "$TMP/err" && ok || bad "--auto without --hw: $(cat "$TMP/err")"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/bp.json --iterations 3 \
  >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] && grep -q -- "--memory-limit, --budget, --iterations and --seed go with --auto AXES" "$TMP/err" && ok ||
  bad "--iterations without --auto: $(cat "$TMP/err")"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --tile 'batch[*]:0:batch' --save-schedule "$TMP/never.json" \
  >/dev/null 2>"$TMP/err"
[ $? -eq 2 ] && [ ! -e "$TMP/never.json" ] &&
  grep -q -- "--save-schedule goes with --auto AXES or a --schedule with an auto tactic" "$TMP/err" && ok ||
  bad "--save-schedule without an auto tactic: $(cat "$TMP/err")"

echo "== documentation: every sample command prints what the READMEs show"
if tests/readme_check.sh "$BUILD" >"$TMP/readme.out" 2>&1; then ok; else
  bad "README samples drifted: $(grep -c '^DRIFT\|^MISSING' "$TMP/readme.out") (tests/readme_check.sh $BUILD)"
  grep -v '^ok' "$TMP/readme.out" | head -n 40
fi

echo "== $pass passed, $fail failed ($BUILD)"
[ "$fail" -eq 0 ]
