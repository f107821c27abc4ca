#!/usr/bin/env python3
"""A compile-time experiment, not a program to run: copies an SPMD module
with every stablehlo.reduce_scatter replaced by a slice of its operand
(same result type), so that XLA's compile time can be compared with the
same module less those collectives (README: "partir and XLA side by
side", where XLA's compile of partir's module grows faster). The copy
computes wrong numbers.

    python3 tools/rs_to_slice.py IN.mlir OUT.mlir
    PYTHONPATH=python python3 tools/bench_vs_xla.py --compile-one OUT.mlir \\
        --devices 64 --partitioner none --hlo-out /tmp/out.hlo   # with XLA_FLAGS=--xla_force_host_platform_device_count=64
"""

import re
import sys

_RS = re.compile(r'(\s*)(%\S+) = "stablehlo.reduce_scatter"\((%\S+)\)')
_TYPES = re.compile(r"\(tensor<([0-9x]+)x(\w+)>\) -> tensor<([0-9x]+)x\w+>")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    with open(sys.argv[1], encoding="utf-8") as f:
        lines = f.read().split("\n")
    out, i, n = [], 0, 0
    while i < len(lines):
        m = _RS.match(lines[i])
        if not m:
            out.append(lines[i])
            i += 1
            continue
        j = i  # the op's region ends at the line "}) : (operand type) -> result type"
        while not lines[j].strip().startswith("})"):
            j += 1
        t = _TYPES.search(lines[j])
        src, dtype, dst = t.group(1), t.group(2), t.group(3).split("x")
        out.append(f'{m.group(1)}{m.group(2)} = "stablehlo.slice"({m.group(3)}) <{{'
                   f'start_indices = array<i64: {", ".join("0" for _ in dst)}>, '
                   f'limit_indices = array<i64: {", ".join(dst)}>, '
                   f'strides = array<i64: {", ".join("1" for _ in dst)}>}}> : '
                   f'(tensor<{src}x{dtype}>) -> tensor<{"x".join(dst)}x{dtype}>')
        i, n = j + 1, n + 1
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"{n} reduce_scatters replaced", file=sys.stderr)


if __name__ == "__main__":
    main()
