#!/bin/sh
# browser_test.sh BUILD_DIR - the HTML report in a real browser (`make
# test-browser`; not part of `make test`, which needs no browser).
#
# For each bundled example (and a partition without --hw) it writes the
# page with `partir simulate --report html` and opens it in headless
# Chromium (--dump-dom: the DOM once the page's script has run), then
# checks:
#   - the page drew everything: body[data-ready="1"], no #partir-error,
#     and the browser logged no console message at all (an uncaught error
#     is one);
#   - one timeline row (g.tl-row) per device role of the data
#     (#timeline-chart[data-roles]), each with its two streams;
#   - the memory curve's highest point (#memory-chart[data-max-bytes]) is
#     the peak `partir simulate --report json` reports;
#   - the sharding map drew the parameters;
#   - no "Automatic search" section (no tactic is automatic);
# and takes a screenshot of the whole page. On the transformer's page and
# the 96-layer one, tests/browser_interact.js then zooms the timeline with
# the wheel, hovers an op and drags: each must change what is shown. It first checks that a page
# whose script throws is caught (the marker, the console line).
#
# The MLP partitioned with --auto (a fixed iteration count: deterministic)
# gets the "Automatic search" section: as many points as the search
# simulated plans (the data's and the CLI's count), one chosen marker at
# the final state's simulated step time, one marker per expert schedule
# the text comparison lists with figures, a best-time curve that never
# rises and ends at that step time; hovering the chosen and an expert
# marker says what they are (tests/browser_search.js).
#
# With xz and bench/data/gpt3_175b_train_step.mlir.xz: the 96-layer
# GPT-3-shaped step on 8x8 (BP+MP+Z3, a100-80gb): the page is written and
# opens (Chromium started, page drawn); the best of 3 times of each is
# printed against the goals (1 s and 3 s), and its size.
#
# Pages, DOM dumps, logs and screenshots go to BROWSER_OUT (default
# build/browser). UPDATE_SCREENSHOTS=1 copies the screenshots the README
# shows into docs/. Without Chromium (chromium, chromium-browser,
# google-chrome) it says it was skipped and exits 0.
set -u
BUILD=${1:?usage: browser_test.sh BUILD_DIR}
PARTIR=$BUILD/partir
ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT" || exit 2
OUT=${BROWSER_OUT:-build/browser}
mkdir -p "$OUT" || exit 2
OUT=$(cd "$OUT" && pwd)

BROWSER=
for b in chromium chromium-browser google-chrome google-chrome-stable; do
  if command -v "$b" >/dev/null 2>&1; then BROWSER=$b; break; fi
done
if [ -z "$BROWSER" ]; then
  echo "test-browser: skipped: no Chromium found (Debian: apt-get install chromium)"
  exit 0
fi
echo "test-browser: $($BROWSER --version 2>/dev/null | tail -n 1)"

pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL: $*"; }

# chrome ARGS... URL: headless, no GPU, no sandbox (containers), console
# messages on standard error.
chrome() {
  timeout 60 "$BROWSER" --headless --disable-gpu --no-sandbox --hide-scrollbars --enable-logging=stderr --v=0 \
    --virtual-time-budget=5000 "$@"
}

# attr FILE TAG_REGEX NAME: the value of attribute NAME of the first tag
# of FILE that TAG_REGEX matches from its '<' ('<body', '<svg[^>]* id="x"').
attr() {
  grep -o "$2[^>]*>" "$1" | head -n 1 | grep -o " $3=\"[^\"]*\"" | sed 's/.*="\(.*\)"/\1/'
}

# open_page NAME: the DOM of $OUT/NAME.html once drawn, its scripts left
# out (their text names the elements they make), and the console log; 0
# when the page drew without error and logged nothing.
open_page() {
  chrome --window-size=1280,800 --dump-dom "file://$OUT/$1.html" 2>"$OUT/$1.log" |
    perl -0pe 's/<script\b.*?<\/script>//gs' >"$OUT/$1.dom"
  if ! grep -q '<body[^>]* data-ready="1"' "$OUT/$1.dom"; then
    echo "  $1: the page did not finish drawing: $(grep -o 'data-error="[^"]*"' "$OUT/$1.dom" | head -n 1)"
    return 1
  fi
  if grep -q 'id="partir-error"' "$OUT/$1.dom" || grep -q ':CONSOLE' "$OUT/$1.log"; then
    echo "  $1: $(grep ':CONSOLE' "$OUT/$1.log" | head -n 3)"
    return 1
  fi
  return 0
}

# screenshot NAME: the whole page, 1280 pixels wide.
screenshot() {
  h=$(attr "$OUT/$1.dom" '<body' data-height)
  case $h in '' | *[!0-9]*) h=2400 ;; esac
  rm -f "$OUT/$1.png"
  chrome --window-size="1280,$h" --screenshot="$OUT/$1.png" "file://$OUT/$1.html" >/dev/null 2>&1
  [ -s "$OUT/$1.png" ] && [ "$(head -c 8 "$OUT/$1.png" | od -An -c | tr -d ' \n')" = '211PNG\r\n032\n' ]
}

# interact NAME: $OUT/NAME.html with tests/browser_interact.js appended
# (zoom, hover, pan the timeline), opened; 0 when each step changed what
# the page shows and nothing was logged.
interact() {
  awk -v js=tests/browser_interact.js \
    '$0 == "</body>" { print "<script>"; while ((getline l < js) > 0) print l; print "</script>" } { print }' \
    "$OUT/$1.html" >"$OUT/$1-interact.html"
  open_page "$1-interact" || return 1
  d=$OUT/$1-interact.dom
  whole=$(attr "$d" '<body' data-view-whole)
  zoomed=$(attr "$d" '<body' data-view-zoomed)
  panned=$(attr "$d" '<body' data-view-panned)
  tip=$(attr "$d" '<body' data-tip)
  echo "  $1: whole '$whole'; zoomed '$zoomed' (redrawn in $(attr "$d" '<body' data-zoom-ms) ms);" \
    "panned '$panned'; hovering: '$tip'"
  [ "$(attr "$d" '<body' data-interacted)" = 1 ] && [ -n "$zoomed" ] && [ "$zoomed" != "$whole" ] &&
    [ -n "$panned" ] && [ "$panned" != "$zoomed" ] && [ -n "$tip" ]
}

echo "== a page whose script throws is caught"
"$PARTIR" partition examples/mlp.mlir --mesh batch=2 --schedule examples/schedules/bp.json --report html \
  -o "$OUT/throws.html" >/dev/null 2>&1
sed 's|^  renderSummary();$|  renderSummary(); throw new Error("deliberate");|' "$OUT/throws.html" >"$OUT/throws.tmp" &&
  mv "$OUT/throws.tmp" "$OUT/throws.html"
if grep -q 'throw new Error("deliberate")' "$OUT/throws.html" && ! open_page throws >/dev/null &&
   grep -q 'id="partir-error" class="error" data-error="[^"]*deliberate' "$OUT/throws.dom" &&
   grep -q 'CONSOLE.*deliberate' "$OUT/throws.log"; then ok; else
  bad "a page that throws must show #partir-error and a console line"
fi

echo "== the bundled examples"
# name model mesh schedule hw (- : partition without a profile)
cases="transformer transformer batch=2,model=2 bp_mp_z3 a100-80gb
mlp mlp batch=2,model=2 mlp_bp_mp_z3 tpu-v4
unet unet batch=2,model=2 unet_bp_mp_z3 h100-sxm
gns gns batch=2,model=2 gns_bp_mp_z3 a100-80gb
transformer_scan transformer_scan batch=2 bp tpu-v4
mlp_partition mlp batch=2,model=2 mlp_manual -"
echo "$cases" | while read -r name model mesh sched hw; do
  if [ "$hw" = - ]; then
    "$PARTIR" partition "examples/$model.mlir" --mesh "$mesh" --schedule "examples/schedules/$sched.json" --cse \
      --report html -o "$OUT/$name.html" >/dev/null 2>"$OUT/$name.err"
  else
    "$PARTIR" simulate "examples/$model.mlir" --mesh "$mesh" --schedule "examples/schedules/$sched.json" --cse \
      --hw "$hw" --report html -o "$OUT/$name.html" >/dev/null 2>"$OUT/$name.err" &&
    "$PARTIR" simulate "examples/$model.mlir" --mesh "$mesh" --schedule "examples/schedules/$sched.json" --cse \
      --hw "$hw" --report json >"$OUT/$name.json" 2>>"$OUT/$name.err"
  fi || { echo "FAIL: $name: $(head -n 3 "$OUT/$name.err")"; continue; }
  open_page "$name" || { echo "FAIL: $name: the page did not draw cleanly"; continue; }
  dom=$OUT/$name.dom
  roles=$(attr "$dom" '<svg[^>]* id="timeline-chart"' data-roles)
  rows=$(grep -o 'class="tl-row"' "$dom" | wc -l)
  lanes=$(grep -o 'class="tl-lane"' "$dom" | wc -l)
  max=$(attr "$dom" '<svg[^>]* id="memory-chart"' data-max-bytes)
  shown=$(attr "$dom" '<section[^>]* id="summary"' data-peak-bytes)
  params=$(attr "$dom" '<section[^>]* id="sharding"' data-params)
  if [ "$hw" = - ]; then
    [ -z "$roles" ] && [ "$rows" -eq 0 ] && [ -z "$max" ] || echo "FAIL: $name: a timeline or a curve without --hw"
  else
    reported=$(grep -o '"simulation": {.*' "$OUT/$name.json" | grep -o '"peak_bytes":[0-9]*' | head -n 1 | cut -d: -f2)
    [ -n "$roles" ] && [ "$roles" -ge 1 ] && [ "$rows" -eq "$roles" ] && [ "$lanes" -eq $((2 * roles)) ] ||
      echo "FAIL: $name: $rows timeline rows ($lanes streams) for $roles device roles"
    [ -n "$max" ] && [ "$max" = "$reported" ] && [ "$shown" = "$reported" ] ||
      echo "FAIL: $name: the memory curve peaks at '$max' bytes, the report says '$reported' (summary '$shown')"
  fi
  [ -n "$params" ] && [ "$params" -gt 0 ] || echo "FAIL: $name: no parameters in the sharding map"
  ! grep -q '<section[^>]* id="search"' "$dom" || echo "FAIL: $name: a search section without an automatic tactic"
  screenshot "$name" || echo "FAIL: $name: no screenshot"
  echo "  $name: drawn in $(attr "$dom" '<body' data-render-ms) ms, $rows timeline rows, memory peak ${max:-none}," \
    "$params parameters, $(wc -c <"$OUT/$name.html") bytes; $OUT/$name.png"
done >"$OUT/cases.out"
cat "$OUT/cases.out"
n_bad=$(grep -c '^FAIL' "$OUT/cases.out")
n_ok=$(grep -c '^  [a-z_]*: drawn in' "$OUT/cases.out")
fail=$((fail + n_bad))
pass=$((pass + n_ok - n_bad))
[ "$n_ok" -eq 6 ] || bad "$n_ok of 6 example pages checked"

echo "== the automatic search (--auto on the MLP)"
# same X Y: whether the numbers X and Y agree to 1e-9 (relative).
same() { awk -v x="$1" -v y="$2" 'BEGIN { d = x - y; if (d < 0) d = -d; m = (x < 0 ? -x : x); exit !(x != "" && y != "" && d <= 1e-9 * m) }'; }
auto_checks() {
  "$PARTIR" partition examples/mlp.mlir --mesh batch=2,model=2 --hw h100-sxm --auto batch,model --memory-limit 4MB \
    --iterations 300 --html "$OUT/auto.html" >"$OUT/auto.txt" 2>"$OUT/auto.err" ||
    { echo "FAIL: auto: $(head -n 3 "$OUT/auto.err")"; return; }
  awk '$0 == "</body>" { print "<script>"; while ((getline l < js) > 0) print l; print "</script>" } { print }' \
    js=tests/browser_search.js "$OUT/auto.html" >"$OUT/auto-hover.html"
  open_page auto-hover || { echo "FAIL: auto: the page did not draw cleanly"; return; }
  dom=$OUT/auto-hover.dom
  grep -q '<section[^>]* id="search" data-searches="1"' "$dom" || echo "FAIL: auto: no search section"
  # The plans: the CLI's count, the data's, the svg's record and the circles drawn.
  simulated=$(grep -o '(300 iterations, [0-9]* plans simulated)' "$OUT/auto.err" | grep -o '[0-9]* plans' | cut -d' ' -f1)
  commas=$(grep -o '"plans":\[[^]]*\]' "$OUT/auto.html" | head -n 1 | tr -cd ',' | wc -c)
  in_data=$(((commas + 1) / 5))
  plans=$(attr "$dom" '<svg[^>]* id="search-scatter-0"' data-plans)
  points=$(grep -o 'class="plan-point"' "$dom" | wc -l)
  [ -n "$simulated" ] && [ "$in_data" -eq "$simulated" ] && [ "$plans" = "$simulated" ] && [ "$points" -eq "$simulated" ] ||
    echo "FAIL: auto: $points points drawn, $plans in the svg, $in_data in the data, $simulated simulated"
  # One chosen marker, at the step time the final state simulates to.
  step=$(attr "$dom" '<section[^>]* id="summary"' data-step-seconds)
  chosen=$(attr "$dom" '<g class="chosen-marker"' data-step)
  n_chosen=$(grep -o 'class="chosen-marker"' "$dom" | wc -l)
  [ "$n_chosen" -eq 1 ] && same "$chosen" "$step" ||
    echo "FAIL: auto: $n_chosen chosen markers at '$chosen' s, the final state simulates to '$step' s"
  # The experts: those the text comparison gives figures for, by name.
  listed=$(sed -n '/^comparison with the expert schedules/,$p' "$OUT/auto.txt" |
    awk '/^  / && $1 != "plan" && $1 != "auto" && $2 != "n/a" { print $1 }' | sort | tr '\n' ' ')
  drawn=$(grep -o 'class="expert-marker" data-name="[^"]*"' "$dom" | sed 's/.*data-name="//; s/"$//' | sort | tr '\n' ' ')
  [ -n "$listed" ] && [ "$drawn" = "$listed" ] || echo "FAIL: auto: expert markers '$drawn', the comparison lists '$listed'"
  # The best-time curve never rises and ends at the final state's step time.
  values=$(attr "$dom" '<svg[^>]* id="search-best-0"' data-values)
  last=$(echo "$values" | tr ',' '\n' | tail -n 1)
  echo "$values" | tr ',' '\n' | awk 'NR > 1 && $1 > prev { bad = 1 } { prev = $1 } END { exit bad || NR == 0 }' &&
    same "$last" "$step" || echo "FAIL: auto: the best-time curve '$values' rises or does not end at '$step'"
  tip_chosen=$(attr "$dom" '<body' data-tip-chosen)
  tip_expert=$(attr "$dom" '<body' data-tip-expert)
  case $tip_chosen in *"the chosen plan"*) ;; *) echo "FAIL: auto: hovering the chosen marker says '$tip_chosen'" ;; esac
  case $tip_expert in *"expert schedule"*) ;; *) echo "FAIL: auto: hovering an expert marker says '$tip_expert'" ;; esac
  cp "$dom" "$OUT/auto.dom" && screenshot auto || echo "FAIL: auto: no screenshot"
  # The section alone, for the README.
  sed 's|</head>|<style>section:not(#search), nav.toc { display: none; }</style></head>|' "$OUT/auto.html" \
    >"$OUT/auto_search.html"
  open_page auto_search && screenshot auto_search || echo "FAIL: auto: no screenshot of the section"
  echo "  auto: $points plans drawn of $simulated simulated, chosen at $chosen s, experts $drawn," \
    "best $values; hovering: '$tip_chosen'; $(wc -c <"$OUT/auto.html") bytes; $OUT/auto.png"
}
auto_checks >"$OUT/auto.out"
cat "$OUT/auto.out"
if grep -q '^FAIL' "$OUT/auto.out"; then fail=$((fail + $(grep -c '^FAIL' "$OUT/auto.out"))); else ok; fi

echo "== the timeline zooms, pans and says what is under the pointer"
interact transformer && ok || bad "transformer: zoom, pan or hover did nothing"

# below X Y: whether the number X is less than Y.
below() { awk -v x="$1" -v y="$2" 'BEGIN { exit !(x < y) }'; }

# best_of3 COMMAND...: the shortest wall time of three runs, in seconds.
best_of3() {
  best=
  for _ in 1 2 3; do
    t0=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || { echo fail; return; }
    t=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')
    if [ -z "$best" ] || below "$t" "$best"; then best=$t; fi
  done
  echo "$best"
}

echo "== the 96-layer GPT-3-shaped step (8x8, BP+MP+Z3, a100-80gb)"
big=bench/out/gpt3_175b_train_step.mlir
if [ ! -f "$big" ] && command -v xz >/dev/null 2>&1 && [ -f bench/data/gpt3_175b_train_step.mlir.xz ]; then
  mkdir -p bench/out && xz -dc bench/data/gpt3_175b_train_step.mlir.xz >"$big.tmp" && mv "$big.tmp" "$big"
fi
if [ ! -f "$big" ]; then
  echo "  skipped: no $big (needs xz)"
else
  write=$(best_of3 "$PARTIR" simulate "$big" --mesh batch=8,model=8 --schedule examples/schedules/bp_mp_z3.json \
    --hw a100-80gb --cse --report html -o "$OUT/gpt3_96l.html")
  open=$(best_of3 open_page gpt3_96l)
  size=$(wc -c <"$OUT/gpt3_96l.html" 2>/dev/null || echo 0)
  echo "  written in $write s (the whole command: parse, 3 tactics each reported, the page), $size bytes;" \
    "opened in $open s (Chromium started and the page drawn in $(attr "$OUT/gpt3_96l.dom" '<body' data-render-ms) ms)"
  # The goals (written under 1 s, opened under 3 s) are reported, not
  # asserted: a loaded CI machine must not fail a correct page on time.
  [ "$write" != fail ] && ok || bad "96 layers: the page was not written"
  [ "$open" != fail ] && ok || bad "96 layers: the page did not open"
  for goal in "write $write 1" "open $open 3"; do
    set -- $goal
    if [ "$2" != fail ] && ! below "$2" "$3"; then echo "  note: $1 took $2 s, over the $3 s goal (machine load?)"; fi
  done
  screenshot gpt3_96l || bad "96 layers: no screenshot"
  interact gpt3_96l && ok || bad "96 layers: zoom, pan or hover did nothing"
fi

if [ "${UPDATE_SCREENSHOTS:-0}" = 1 ]; then
  for name in transformer unet gpt3_96l auto_search; do
    [ -s "$OUT/$name.png" ] && cp "$OUT/$name.png" "docs/report_$name.png" && echo "updated docs/report_$name.png"
  done
fi

echo "== $pass passed, $fail failed (test-browser)"
[ "$fail" -eq 0 ]
