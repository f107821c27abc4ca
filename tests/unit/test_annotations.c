/* test_annotations.c - the from_annotations tactic on shardings that sit
 * on ops rather than on arguments: Shardy's per-op `sdy.sharding`
 * (sharding_per_value, what Shardy's propagation writes), with priorities
 * taken as tactic order; an sdy.named_computation's in/out shardings;
 * GSPMD's `mhlo.sharding` on any op, tuples (one per result) and
 * partial-manual subgroups (`last_tile_dims={manual}`). Each test checks
 * the decisions the seeds and propagation leave on the values. */
#include "test_partition_util.h"

#include "../../src/spmd/spmd.h"
#include "../../src/tactics/tactics.h"

/* from_annotations(mode) on a fresh partition of m over mesh. */
static pt_status *apply(pt_partition *p, const pt_module *m, const char *mesh, const char *mode) {
  t_partition(p, m, mesh);
  uint32_t next = 0;
  return pt_annotations_apply(p, mode, "from_annotations", &next, NULL, NULL);
}

/* Shardy's propagation output: every op carries its result's sharding.
 * Each is a seed; a closed dim does not pin a contraction's result
 * replicated on an axis its operands are tiled on (it stays a partial sum
 * that is reduced where it is used whole, as Shardy's partitioner does). */
static const char PER_OP[] =
    "module {\n"
    "  sdy.mesh @mesh = <[\"data\"=2, \"model\"=2]>\n"
    "  func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x4xf32> {\n"
    "    %t = stablehlo.tanh %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"data\"}, {\"model\"}]>]>} : "
    "tensor<8x16xf32>\n"
    "    %d = stablehlo.dot_general %t, %arg1, contracting_dims = [1] x [0] {sdy.sharding = "
    "#sdy.sharding_per_value<[<@mesh, [{\"data\"}, {}]>]>} : (tensor<8x16xf32>, tensor<16x4xf32>) -> "
    "tensor<8x4xf32>\n"
    "    return %d : tensor<8x4xf32>\n"
    "  }\n"
    "}\n";

static void test_sdy_per_op(void) {
  pt_module *m = t_load(PER_OP);
  if (!m) return;
  pt_partition p;
  t_ok(apply(&p, m, "data=2,model=2", "shardy"), "per-op shardings");
  uint32_t t = t_val(m, PER_OP, "%t"), d = t_val(m, PER_OP, "%d");
  CHECK_STR(t_dec(&p, t, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, t, 1), "tiled<1>");
  CHECK_STR(t_dec(&p, d, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, d, 1), "partial<sum>");
  /* Backward from %t: the argument takes its sharding. */
  CHECK_STR(t_dec(&p, t_val(m, PER_OP, "%arg0"), 1), "tiled<1>");
  pt_partition_free(&p);
  pt_module_free(m);
}

/* Priorities on op shardings: p0's tactic is propagated before p1's. %a
 * wants dim 0 on 'x' at p1, %b (its user) dim 1 on 'x' at p0: p0 wins %b,
 * and propagating it backward decides %a before p1 can. */
static const char PRIO[] =
    "module {\n"
    "  sdy.mesh @mesh = <[\"x\"=2]>\n"
    "  func.func @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {\n"
    "    %a = stablehlo.negate %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{\"x\"}p1, {}]>]>} : "
    "tensor<4x4xf32>\n"
    "    %b = stablehlo.exponential %a {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {\"x\"}p0]>]>} : "
    "tensor<4x4xf32>\n"
    "    return %b : tensor<4x4xf32>\n"
    "  }\n"
    "}\n";

static void test_sdy_per_op_priority(void) {
  pt_module *m = t_load(PRIO);
  if (!m) return;
  pt_partition p;
  t_ok(apply(&p, m, "x=2", "shardy"), "priorities");
  CHECK_STR(t_dec(&p, t_val(m, PRIO, "%b"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, t_val(m, PRIO, "%a"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, t_val(m, PRIO, "%arg0"), 0), "tiled<1>");
  pt_partition_free(&p);
  pt_module_free(m);
  /* Swapped priorities: %a's dim 0 wins, and reaches %b. */
  char swapped[sizeof PRIO];
  memcpy(swapped, PRIO, sizeof PRIO);
  char *p1 = strstr(swapped, "}p1"), *p0 = strstr(swapped, "}p0");
  p1[2] = '0';
  p0[2] = '1';
  m = t_load(swapped);
  if (!m) return;
  t_ok(apply(&p, m, "x=2", "shardy"), "priorities swapped");
  CHECK_STR(t_dec(&p, t_val(m, swapped, "%a"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, t_val(m, swapped, "%b"), 0), "tiled<0>");
  pt_partition_free(&p);
  pt_module_free(m);
}

/* An sdy.named_computation's in/out shardings become sharding constraints
 * when it is inlined: they seed the values crossing it. */
static const char NAMED[] =
    "module {\n"
    "  sdy.mesh @mesh = <[\"x\"=2, \"y\"=2]>\n"
    "  func.func @main(%arg0: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
    "    %n = sdy.named_computation<\"layer\">(%arg0) in_shardings=[<@mesh, [{\"x\"}, {?}]>] "
    "out_shardings=[<@mesh, [{?}, {\"y\"}]>] (%a: tensor<8x4xf32>) {\n"
    "      %e = stablehlo.exponential %a : tensor<8x4xf32>\n"
    "      sdy.return %e : tensor<8x4xf32>\n"
    "    } : (tensor<8x4xf32>) -> tensor<8x4xf32>\n"
    "    %r = stablehlo.negate %n : tensor<8x4xf32>\n"
    "    return %r : tensor<8x4xf32>\n"
    "  }\n"
    "}\n";

static void test_named_computation(void) {
  pt_module *m = t_load(NAMED);
  if (!m) return;
  /* Inlined: two constraints, on the operand and on the returned value. */
  uint32_t n_constraints = 0;
  for (uint32_t i = 0; i < m->ops.len; i++)
    n_constraints += m->ops.data[i].code == PT_OP_SDY_SHARDING_CONSTRAINT;
  CHECK(n_constraints == 2);
  pt_partition p;
  t_ok(apply(&p, m, "x=2,y=2", "shardy"), "named computation");
  uint32_t r = t_val(m, NAMED, "%r");
  CHECK_STR(t_dec(&p, t_val(m, NAMED, "%arg0"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, r, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, r, 1), "tiled<1>");
  pt_partition_free(&p);
  pt_module_free(m);
}

/* GSPMD strings on ops: a tuple gives each result its own sharding. */
static const char TUPLE[] =
    "func.func @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>) {\n"
    "  %b:2 = \"stablehlo.optimization_barrier\"(%arg0, %arg1) {mhlo.sharding = \"{{devices=[2,1,2]<=[4] "
    "last_tile_dim_replicate}, {devices=[1,2,2]<=[2,2]T(1,0) last_tile_dim_replicate}}\"} : (tensor<8x4xf32>, "
    "tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>)\n"
    "  return %b#0, %b#1 : tensor<8x4xf32>, tensor<8x4xf32>\n"
    "}\n";

static void test_gspmd_tuple(void) {
  pt_module *m = t_load(TUPLE);
  if (!m) return;
  pt_partition p;
  t_ok(apply(&p, m, "a=2,b=2", "gspmd"), "tuple");
  uint32_t b0 = t_val(m, TUPLE, "%b#0"), b1 = t_val(m, TUPLE, "%b#1");
  CHECK_STR(t_dec(&p, b0, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, b0, 1), "open"); /* an op's sharding does not pin the rest */
  CHECK_STR(t_dec(&p, b1, 1), "tiled<1>");
  CHECK_STR(t_dec(&p, b1, 0), "open");
  CHECK_STR(t_dec(&p, t_val(m, TUPLE, "%arg1"), 1), "tiled<1>");
  pt_partition_free(&p);
  pt_module_free(m);
  /* A tuple with another count of shardings than results is refused. */
  const char *bad =
      "func.func @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
      "  %b:2 = \"stablehlo.optimization_barrier\"(%arg0, %arg1) {mhlo.sharding = \"{{replicated}}\"} : "
      "(tensor<8x4xf32>, tensor<8x4xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>)\n"
      "  return %b#0 : tensor<8x4xf32>\n"
      "}\n";
  pt_module *mb = NULL;
  pt_status *s = pt_parse_module("t.mlir", bad, strlen(bad), &mb);
  if (!s) s = pt_verify_module(mb);
  CHECK_STR(t_err(s), "t.mlir:2:3: error: 'stablehlo.optimization_barrier' op mhlo.sharding has 1 tuple elements for 2 results");
  if (mb) pt_module_free(mb);
}

/* Partial-manual shardings (GSPMD's shard_map over some axes): the
 * manual subgroup's axis gets no action, a replicated subgroup's axis is
 * replicated, the tile dims tile. */
static const char PARTIAL[] =
    "func.func @main(%arg0: tensor<8x4xf32> {mhlo.sharding = \"{devices=[2,1,2]<=[4] last_tile_dims={manual}}\"}, "
    "%arg1: tensor<8x4xf32> {mhlo.sharding = \"{devices=[1,1,2,2]<=[4] last_tile_dims={manual, replicated}}\"}, "
    "%arg2: tensor<8x4xf32> {mhlo.sharding = \"{manual}\"}) -> (tensor<8x4xf32>, tensor<8x4xf32>, "
    "tensor<8x4xf32>) {\n"
    "  %s = stablehlo.negate %arg0 : tensor<8x4xf32>\n"
    "  %u = stablehlo.negate %arg1 : tensor<8x4xf32>\n"
    "  %t = stablehlo.negate %arg2 : tensor<8x4xf32>\n"
    "  return %s, %u, %t : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>\n"
    "}\n";

static void test_gspmd_partial_manual(void) {
  pt_module *m = t_load(PARTIAL);
  if (!m) return;
  pt_partition p;
  t_ok(apply(&p, m, "a=2,b=2", "gspmd"), "partial manual");
  CHECK_STR(t_dec(&p, t_val(m, PARTIAL, "%arg0"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, t_val(m, PARTIAL, "%arg0"), 1), "open");
  CHECK_STR(t_dec(&p, t_val(m, PARTIAL, "%arg1"), 0), "open");
  CHECK_STR(t_dec(&p, t_val(m, PARTIAL, "%arg1"), 1), "replicated");
  CHECK_STR(t_dec(&p, t_val(m, PARTIAL, "%arg2"), 0), "open"); /* {manual} says nothing */
  CHECK_STR(t_dec(&p, t_val(m, PARTIAL, "%arg2"), 1), "open");
  CHECK_STR(t_dec(&p, t_val(m, PARTIAL, "%s"), 0), "tiled<0>");
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- partir's decisions against XLA's Shardy propagation ----
 *
 * NAME.xla_propagated.mlir is the module as XLA's Shardy propagation left
 * it when tools/export_annotated.py compiled NAME.mlir: every op carries
 * the sharding Shardy decided for its results. The user's annotations are
 * what remains when those per-op shardings (and the function results',
 * also Shardy's) are taken away: the arguments' shardings and the
 * constraints (sdy.reshard there). partir partitions that stripped module
 * from its annotations, and every op result is compared, on the same ops,
 * with Shardy's: the mesh axes tiling each dim, major to minor (a partial
 * sum counts as not tiled, as Shardy's sharding of a reduced result). */

/* The text with Shardy's decisions renamed away (same length, so the
 * ops, and their value ids, are those of the original). */
static char *strip_decisions(const char *text) {
  char *s = strdup(text);
  for (char *at = s; (at = strstr(at, "sdy.sharding = #sdy.sharding_per_value")) != NULL; at++) memcpy(at, "xla", 3);
  char *fn = strstr(s, "func.func"), *arrow = fn ? strstr(fn, ") -> (") : NULL, *eol = fn ? strchr(fn, '\n') : NULL;
  for (char *at = arrow; at && eol && (at = strstr(at, "sdy.sharding = ")) != NULL && at < eol; at++)
    memcpy(at, "xla", 3);
  return s;
}

/* `[{"data"}, {}]`: the axes of each dim, from partir's decisions. */
static void partir_dims(const pt_partition *p, uint32_t v, pt_buf *out) {
  pt_layout l;
  pt_layout_of_value(p, v, &l);
  const pt_type *t = pt_value_type(p->m, v);
  pt_buf_putc(out, '[');
  for (uint32_t d = 0; t->kind == PT_TYPE_TENSOR && d < t->rank; d++) {
    uint32_t axes[PT_MESH_MAX_AXES], k = pt_layout_dim_axes(&p->mesh, &l, d, axes);
    pt_buf_printf(out, "%s{", d ? ", " : "");
    for (uint32_t i = 0; i < k; i++) pt_buf_printf(out, "%s\"%s\"", i ? ", " : "", p->mesh.names[axes[i]]);
    pt_buf_putc(out, '}');
  }
  pt_buf_putc(out, ']');
}

/* The same from a Shardy sharding (open or closed alike). */
static void sdy_dims(const pt_sdy_sharding *sh, pt_buf *out) {
  pt_buf_putc(out, '[');
  for (uint32_t d = 0; d < sh->rank; d++) {
    pt_buf_printf(out, "%s{", d ? ", " : "");
    for (uint32_t i = 0; i < sh->dims[d].n_axes; i++) pt_buf_printf(out, "%s\"%s\"", i ? ", " : "", sh->dims[d].axes[i].name);
    pt_buf_putc(out, '}');
  }
  pt_buf_putc(out, ']');
}

/* Compares every op result of `path`; returns the number that differ and
 * lists them in `diffs` ("LINE: OP: partir X, XLA Y"). */
static uint32_t compare_with_xla(const char *path, uint32_t *compared, pt_buf *diffs) {
  char *data;
  size_t len;
  *compared = 0;
  pt_status *s = pt_read_file(path, &data, &len);
  if (s) {
    fprintf(stderr, "%s\n", pt_status_message(s));
    pt_status_free(s);
    failures++;
    return UINT32_MAX;
  }
  char *stripped = strip_decisions(data);
  pt_module *xla = t_load_text(path, data, len), *m = t_load_text(path, stripped, len);
  uint32_t n_diff = UINT32_MAX;
  pt_buf mesh_text = {0};
  if (xla && m && xla->values.len == m->values.len && !pt_annotations_mesh(m, &mesh_text)) {
    pt_partition p;
    pt_status *st = apply(&p, m, mesh_text.data, "shardy");
    t_ok(st ? st : NULL, path);
    n_diff = 0;
    for (uint32_t o = 0; o < xla->ops.len; o++) {
      const pt_op *op = pt_op_get(xla, o);
      const pt_attr *a = pt_op_attr(xla, op, "sdy.sharding");
      if (!a || a->kind != PT_ATTR_OPAQUE) continue;
      pt_sdy_sharding sh[4];
      uint32_t got;
      char err[200];
      if (!pt_sdy_sharding_list_parse(a->u.opq.body, strlen(a->u.opq.body), sh, 4, &got, err, sizeof err)) continue;
      for (uint32_t i = 0; i < got && i < op->n_results; i++) {
        pt_buf want = {0}, have = {0};
        sdy_dims(&sh[i], &want);
        partir_dims(&p, op->results + i, &have);
        (*compared)++;
        if (strcmp(want.data, have.data) != 0) {
          n_diff++;
          pt_buf_printf(diffs, "%u: %s: partir %s, XLA %s\n", op->loc.line, pt_op_name((pt_opcode)op->code), have.data,
                        want.data);
        }
        pt_buf_free(&want);
        pt_buf_free(&have);
      }
    }
    pt_partition_free(&p);
  } else {
    failures++;
    fprintf(stderr, "%s: the module with and without Shardy's decisions do not load alike\n", path);
  }
  pt_buf_free(&mesh_text);
  if (xla) pt_module_free(xla);
  if (m) pt_module_free(m);
  free(stripped);
  free(data);
  return n_diff;
}

/* Where partir and Shardy part, and why (README: Modules that already
 * carry shardings): clash_shardy's add takes %arg0 tiled on rows and %arg1
 * on columns over 'data'. Shardy resolves the conflict by a heuristic (the
 * first operand's sharding wins, the other is resharded before the add);
 * partir's propagation commits only a unique choice, records the conflict
 * and leaves the add and everything it reaches open on 'data' (gathered
 * before the add), so its users are not tiled on 'data' either. */
static void test_xla_decisions(void) {
  static const struct {
    const char *path;
    uint32_t min_compared; /* the ops of the module that carry a sharding */
    const char *diffs;     /* the values that differ, as compare_with_xla lists them */
  } cases[] = {
      {"tests/annotations/mlp_shardy.xla_propagated.mlir", 3, ""},
      {"tests/annotations/block_shardy.xla_propagated.mlir", 40, ""},
      {"tests/annotations/clash_shardy.xla_propagated.mlir", 3,
       "4: stablehlo.add: partir [{}, {}], XLA [{\"data\"}, {}]\n"
       "5: stablehlo.tanh: partir [{}, {}], XLA [{\"data\"}, {}]\n"
       "6: stablehlo.dot: partir [{}, {\"model\"}], XLA [{\"data\"}, {\"model\"}]\n"},
  };
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    uint32_t compared;
    pt_buf diffs = {0};
    uint32_t n = compare_with_xla(cases[i].path, &compared, &diffs);
    if (getenv("T_VERBOSE")) fprintf(stderr, "%s: %u values compared, %u differ\n", cases[i].path, compared, n);
    CHECK(compared >= cases[i].min_compared);
    CHECK(n != UINT32_MAX);
    CHECK_STR(diffs.data ? diffs.data : "", cases[i].diffs);
    pt_buf_free(&diffs);
  }
}

int main(void) {
  test_sdy_per_op();
  test_sdy_per_op_priority();
  test_named_computation();
  test_gspmd_tuple();
  test_gspmd_partial_manual();
  test_xla_decisions();
  return t_finish("test_annotations");
}
