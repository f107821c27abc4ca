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
    pt_mesh_sdy_axes_text(&p->mesh, axes, k, out);
    pt_buf_putc(out, '}');
  }
  pt_buf_putc(out, ']');
}

/* The same from a Shardy sharding (open or closed alike). */
static void sdy_dims(const pt_sdy_sharding *sh, pt_buf *out) {
  pt_buf_putc(out, '[');
  for (uint32_t d = 0; d < sh->rank; d++) {
    pt_buf_printf(out, "%s{", d ? ", " : "");
    for (uint32_t i = 0; i < sh->dims[d].n_axes; i++) {
      const pt_sdy_axis_ref *r = &sh->dims[d].axes[i];
      pt_buf_printf(out, "%s\"%s\"", i ? ", " : "", r->name);
      if (r->size) pt_buf_printf(out, ":(%lld)%lld", (long long)r->pre, (long long)r->size);
    }
    pt_buf_putc(out, '}');
  }
  pt_buf_putc(out, ']');
}

/* Compares every op result of `path`; returns the number that differ and
 * lists them in `diffs` ("LINE: OP: partir X, XLA Y"). */
static uint32_t compare_with_xla(const char *path, uint32_t *compared, pt_buf *diffs) {
  size_t len;
  *compared = 0;
  char *data = t_read(path, &len);
  if (!data) return UINT32_MAX;
  char *stripped = strip_decisions(data);
  pt_module *xla = t_load_text(path, data, len), *m = t_load_text(path, stripped, len);
  uint32_t n_diff = UINT32_MAX;
  pt_buf mesh_text = {0};
  /* The mesh XLA's module needs: split where Shardy used sub-axes. */
  if (xla && m && xla->values.len == m->values.len && !pt_annotations_mesh(xla, &mesh_text)) {
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
 * before the add), so its users are not tiled on 'data' either.
 * reshape_shardy reshapes rows [8] sharded on 'model'=4 to [2, 4]: Shardy
 * splits 'model' into "model":(1)2 on dim 0 and "model":(2)2 on dim 1.
 * partir reads the split mesh (mesh_subaxes.c) and the sub-axes, but its
 * reshape rule maps a group's major dim to the major dim only: the major
 * piece goes to dim 0, the minor piece, whose chunks then lie in dim 1,
 * has no entry, and the reshape's result is left open on it (the operand
 * is gathered on it before the reshape). */
static void test_xla_decisions(void) {
  static const struct {
    const char *path;
    uint32_t min_compared; /* the ops of the module that carry a sharding */
    const char *diffs;     /* the values that differ, as compare_with_xla lists them */
  } cases[] = {
      {"tests/annotations/mlp_shardy.xla_propagated.mlir", 3, ""},
      {"tests/annotations/block_shardy.xla_propagated.mlir", 40, ""},
      {"tests/annotations/reshape_shardy.xla_propagated.mlir", 3,
       "5: stablehlo.reshape: partir [{\"model\":(1)2}, {}, {}], XLA [{\"model\":(1)2}, {\"model\":(2)2}, {}]\n"
       "6: stablehlo.dot_general: partir [{\"model\":(1)2}, {}, {\"data\"}], XLA [{\"model\":(1)2}, "
       "{\"model\":(2)2}, {\"data\"}]\n"},
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

/* Sub-axes: Shardy's "x":(1)2 is a real decision. Without --mesh the
 * module's mesh is split where its shardings need it (x=4 used as (1)2
 * and (2)2: x:(1)2=2,x:(2)2=2); each piece is a mesh axis of its own. */
static const char SUB[] =
    "module {\n"
    "  sdy.mesh @mesh = <[\"x\"=4, \"y\"=2]>\n"
    "  func.func @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\":(1)2}, {\"y\"}]>}, "
    "%arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\"}, {}]>}) -> tensor<8x16xf32> {\n"
    "    %s = stablehlo.add %arg0, %arg0 : tensor<8x16xf32>\n"
    "    %t = stablehlo.negate %arg1 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {\"x\":(2)2}]>]>} : "
    "tensor<8x16xf32>\n"
    "    return %s : tensor<8x16xf32>\n"
    "  }\n"
    "}\n";

static void test_subaxes(void) {
  pt_module *m = t_load(SUB);
  if (!m) return;
  pt_buf mesh = {0};
  t_ok(pt_annotations_mesh(m, &mesh), "split mesh");
  CHECK_STR(mesh.data, "x:(1)2=2,x:(2)2=2,y=2");
  pt_partition p;
  t_ok(apply(&p, m, mesh.data, "shardy"), "sub-axes");
  uint32_t a0 = t_val(m, SUB, "%arg0"), a1 = t_val(m, SUB, "%arg1");
  /* axes: 0 = x:(1)2, 1 = x:(2)2, 2 = y */
  CHECK_STR(t_dec(&p, a0, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, a0, 1), "replicated"); /* closed: the other piece is not on it */
  CHECK_STR(t_dec(&p, a0, 2), "tiled<1>");
  CHECK_STR(t_dec(&p, a1, 0), "tiled<0>"); /* "x" whole is both pieces, major first */
  CHECK_STR(t_dec(&p, a1, 1), "tiled<0>");
  CHECK_STR(t_dec(&p, t_val(m, SUB, "%s"), 0), "tiled<0>");
  /* %t wants "x":(2)2 on dim 1, %arg1 on dim 0 (its second position):
   * both seeds are taken, and the negate between them is a conflict. */
  CHECK_STR(t_dec(&p, t_val(m, SUB, "%t"), 1), "tiled<1>");
  CHECK(p.conflicts.len == 1);
  /* Shardy's text again, pieces merged: "x" whole, or the sub-axis. */
  pt_layout l;
  pt_buf text = {0};
  pt_layout_of_value(&p, a1, &l);
  pt_layout_sdy(&p.mesh, &l, 2, "mesh", &text);
  CHECK_STR(text.data, "#sdy.sharding<@mesh, [{\"x\"}, {}]>");
  text.len = 0;
  pt_layout_of_value(&p, a0, &l);
  pt_layout_sdy(&p.mesh, &l, 2, "mesh", &text);
  CHECK_STR(text.data, "#sdy.sharding<@mesh, [{\"x\":(1)2}, {\"y\"}]>");
  pt_buf_free(&text);
  pt_partition_free(&p);
  /* The module's mesh unsplit: an error that says what partir needs. */
  CHECK_STR(t_err(apply(&p, m, "x=4,y=2", "shardy")),
            "t.mlir:3:3: error: from_annotations: argument #0 uses the sub-axis \"x\":(1)2, which the mesh does not "
            "have: partir needs axis 'x' split there, as in --mesh x:(1)2=2,x:(2)2=2,y=2 (without --mesh, "
            "from_annotations splits the module's mesh itself)");
  pt_partition_free(&p);
  pt_buf_free(&mesh);
  pt_module_free(m);
}

/* Sub-axes that no split gives all of: x=6 as (1)2 and (1)3. */
static void test_subaxes_not_nested(void) {
  const char *text =
      "module {\n"
      "  sdy.mesh @mesh = <[\"x\"=6]>\n"
      "  func.func @main(%arg0: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\":(1)2}]>}, %arg1: "
      "tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"x\":(1)3}]>}) -> tensor<6xf32> {\n"
      "    return %arg0 : tensor<6xf32>\n"
      "  }\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_buf mesh = {0};
  CHECK_STR(t_err(pt_annotations_mesh(m, &mesh)),
            "t.mlir:2:3: error: the sub-axes of \"x\" the module uses do not nest (one starts at pre-size 2, another "
            "at 3), so no split of the axis gives them all");
  pt_buf_free(&mesh);
  pt_module_free(m);
}

/* A split mesh on the command line: pieces consecutive, major first, each
 * of its own size. */
static void test_subaxis_mesh_text(void) {
  pt_mesh mesh;
  t_ok(pt_mesh_parse("x:(1)2=2, x:(2)4=4, y=3", &mesh), "split mesh text");
  CHECK(mesh.n_axes == 3 && strcmp(mesh.names[1], "x:(2)4") == 0 && mesh.sizes[1] == 4);
  pt_mesh merged;
  uint32_t axis_of[PT_MESH_MAX_AXES];
  pt_mesh_merge_subaxes(&mesh, &merged, axis_of);
  CHECK(merged.n_axes == 2 && strcmp(merged.names[0], "x") == 0 && merged.sizes[0] == 8 && axis_of[1] == 0 &&
        axis_of[2] == 1);
  CHECK_STR(t_err(pt_mesh_parse("x:(2)2=2,x:(1)2=2", &mesh)),
            "error: invalid mesh \"x:(2)2=2,x:(1)2=2\" at column 1: sub-axis 'x:(2)2' must have pre-size 1 (the "
            "product of the sub-axes of 'x' just before it)");
  CHECK_STR(t_err(pt_mesh_parse("x:(1)2=4", &mesh)),
            "error: invalid mesh \"x:(1)2=4\" at column 8: sub-axis 'x:(1)2' has size 2, not 4");
}

int main(void) {
  test_sdy_per_op();
  test_sdy_per_op_priority();
  test_named_computation();
  test_gspmd_tuple();
  test_gspmd_partial_manual();
  test_xla_decisions();
  test_subaxes();
  test_subaxes_not_nested();
  test_subaxis_mesh_text();
  return t_finish("test_annotations");
}
