/* test_annotations.c - the from_annotations tactic on shardings that sit
 * on ops rather than on arguments: Shardy's per-op `sdy.sharding`
 * (sharding_per_value, what Shardy's propagation writes), with priorities
 * taken as tactic order; an sdy.named_computation's in/out shardings;
 * GSPMD's `mhlo.sharding` on any op, tuples (one per result) and
 * partial-manual subgroups (`last_tile_dims={manual}`). Each test checks
 * the decisions the seeds and propagation leave on the values. */
#include "test_partition_util.h"

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

int main(void) {
  test_sdy_per_op();
  test_sdy_per_op_priority();
  test_named_computation();
  test_gspmd_tuple();
  test_gspmd_partial_manual();
  return t_finish("test_annotations");
}
