#!/bin/sh
# readme_check.sh BUILD_DIR [FILE.md ...] - runs every sample command of the
# documentation and checks that it prints what the sample shows.
#
# A sample is a fenced block whose first line is `$ partir ...` (a trailing
# backslash continues the command on the next line); the lines up to the
# closing fence are what the command prints, standard output and standard
# error together. In a sample, a line that is just `...` stands for any
# number of lines (none included), and `...` inside a line for any text,
# so that figures which depend on the machine (timings) or on the BLAS
# kernels (which outputs happen to be bit-identical) can be left out; every
# other character must match. The commands run in a scratch directory that
# sees the repository's examples/, tests/, bench/ and docs/, with `partir`
# being BUILD_DIR/partir, so what they write stays out of the tree.
#
# Prints one line per sample and exits 1 when any sample drifted or a
# repository path the documents name does not exist. Without FILEs it
# checks README.md, bench/, examples/ and tools/ READMEs and docs/*.md.
set -u
BUILD=${1:?usage: readme_check.sh BUILD_DIR [FILE.md ...]}
shift
ROOT=$(cd "$(dirname "$0")/.." && pwd)
case $BUILD in /*) ;; *) BUILD=$ROOT/$BUILD ;; esac
[ -x "$BUILD/partir" ] || { echo "readme_check: no $BUILD/partir (build it first)" >&2; exit 2; }
[ $# -gt 0 ] || set -- "$ROOT/README.md" "$ROOT/bench/README.md" "$ROOT/examples/README.md" "$ROOT/tools/README.md" \
  "$ROOT"/docs/*.md
SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/partir-readme.XXXXXX")
trap 'rm -rf "$SCRATCH"' EXIT INT TERM
mkdir -p "$SCRATCH/work" "$SCRATCH/bin"
for d in examples tests bench docs; do ln -s "$ROOT/$d" "$SCRATCH/work/$d"; done
ln -s "$BUILD/partir" "$SCRATCH/bin/partir"

checked=0
drifted=0
for md in "$@"; do
  rel=${md#"$ROOT"/}
  # Splits the file into SCRATCH/sample.N.cmd, .want and .line files.
  rm -f "$SCRATCH"/sample.*
  awk -v dir="$SCRATCH" '
    /^```/ {
      if (fenced) { fenced = 0; sample = 0; in_cmd = 0 } else { fenced = 1; first = 1 }
      next
    }
    fenced && first {
      first = 0
      if ($0 !~ /^\$ partir /) next
      sample = 1; n++
      cmdf = dir "/sample." n ".cmd"; wantf = dir "/sample." n ".want"
      print NR > (dir "/sample." n ".line"); close(dir "/sample." n ".line")
      printf "" > wantf
      line = substr($0, 3)
      in_cmd = (line ~ /\\$/)
      print line > cmdf
      next
    }
    sample && in_cmd { in_cmd = ($0 ~ /\\$/); print $0 > cmdf; next }
    sample { print $0 > wantf }
    END { print n + 0 > (dir "/samples") }
  ' "$md"
  n=$(cat "$SCRATCH/samples")
  i=1
  while [ "$i" -le "$n" ]; do
    line=$(cat "$SCRATCH/sample.$i.line")
    (cd "$SCRATCH/work" && PATH="$SCRATCH/bin:$PATH" sh "$SCRATCH/sample.$i.cmd") >"$SCRATCH/got" 2>&1
    if awk -v wantfile="$SCRATCH/sample.$i.want" '
      # Whether output line `o` matches sample line `w` (`...` = any text).
      function line_matches(w, o,    parts, k, np, p, at) {
        np = split(w, parts, /\.\.\./)
        if (np == 1) return w == o
        if (substr(o, 1, length(parts[1])) != parts[1]) return 0
        at = length(parts[1]) + 1
        for (k = 2; k < np; k++) {
          p = index(substr(o, at), parts[k])
          if (!p) return 0
          at += p - 1 + length(parts[k])
        }
        return length(o) - at + 1 >= length(parts[np]) && substr(o, length(o) - length(parts[np]) + 1) == parts[np]
      }
      # Whether the sample lines of segment s match the output from line p.
      function seg_matches(s, p,    k) {
        if (p < 1 || p + seglen[s] - 1 > no) return 0
        for (k = 0; k < seglen[s]; k++)
          if (!line_matches(want[segstart[s] + k], out[p + k])) { failw = want[segstart[s] + k]; failo = out[p + k]; return 0 }
        return 1
      }
      { out[++no] = $0 }
      END {
        while ((getline l < wantfile) > 0) want[++nw] = l
        # Segments: runs of sample lines between `...` lines.
        ns = 0; lead_gap = (nw > 0 && want[1] == "..."); trail_gap = (nw > 0 && want[nw] == "...")
        for (k = 1; k <= nw; k++) {
          if (want[k] == "...") { cur = 0; continue }
          if (!cur) { ns++; segstart[ns] = k; seglen[ns] = 0; cur = 1 }
          seglen[ns]++
        }
        pos = 1
        for (s = 1; s <= ns; s++) {
          if (s == 1 && !lead_gap) {
            if (!seg_matches(1, 1)) { bad = "the first lines"; break }
            pos = 1 + seglen[1]
            continue
          }
          if (s == ns && !trail_gap) {
            p = no - seglen[s] + 1
            if (p < pos || !seg_matches(s, p)) { bad = "the last lines"; break }
            pos = no + 1
            continue
          }
          for (p = pos; p <= no && !seg_matches(s, p); p++) {}
          if (p > no) { bad = "the lines from sample line " segstart[s]; break }
          pos = p + seglen[s]
        }
        if (!bad && !trail_gap && pos != no + 1) bad = "the end (the command printed more)"
        if (bad) {
          print "    differs at " bad ": " want[segstart[s] ? segstart[s] : 1]
          if (failw != "") { print "    sample:  " failw; print "    printed: " failo }
          exit 1
        }
      }
    ' "$SCRATCH/got" >"$SCRATCH/why"; then
      checked=$((checked + 1))
      echo "ok    $rel:$line: $(head -n 1 "$SCRATCH/sample.$i.cmd")"
    else
      drifted=$((drifted + 1))
      echo "DRIFT $rel:$line: $(head -n 1 "$SCRATCH/sample.$i.cmd")"
      cat "$SCRATCH/why"
      echo "    the command printed:"
      sed -n '1,40s/^/    | /p' "$SCRATCH/got"
    fi
    i=$((i + 1))
  done
done
# Every repository path the documents name in backquotes or links must
# exist (placeholders such as NAME or FILE, globs, and bench/out/, which
# `make bench` creates, excepted). docs/design.md is exempt: its module
# map also names the modules still to come.
missing=0
for md in "$@"; do
  case $md in */docs/design.md) continue ;; esac
  for p in $(grep -o '`[^` ]*`\|]([^)]*)' "$md" | tr -d '`' | sed 's/^](//; s/)$//; s|^\./||' |
             grep -E '^(src|tests|bench|examples|docs|tools|include|python|\.ci)/' |
             grep -v -e '[*{}<>]' -e 'NAME' -e 'FILE' -e 'MODEL' -e '^bench/out/' | sort -u); do
    [ -e "$ROOT/$p" ] && continue
    echo "MISSING ${md#"$ROOT"/} names $p, which is not in the repository"
    missing=$((missing + 1))
  done
done
echo "readme_check: $checked samples as printed, $drifted drifted, $missing paths missing"
[ "$missing" -eq 0 ] || exit 1
[ "$drifted" -eq 0 ]
