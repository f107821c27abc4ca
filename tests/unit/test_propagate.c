/* test_propagate.c - propagation on one axis, case by case, with the exact
 * decision expected for every value: elementwise chains forward and
 * backward, a matmul chain with its weight gradients (#sum), Megatron's
 * MLP, the Z3-after-BP conflict, reshape merge/split and the reshape group
 * rule, broadcast, reduce (#sum, #max), while/if/identity data-flow edges,
 * replicated values as barriers, conflicts instead of arbitrary choices
 * (uses that disagree, and -- with an entry planted in the cache, since no
 * TMR entry list today has two entries sharing a dim -- an op whose
 * entries are ambiguous), local sizes over two axes, and provenance. */
#include "../../src/partition/propagate_internal.h"
#include "test_partition_util.h"
#include "../support/abort_alloc.h"

#define V(name) t_val(m, text, name)

/* Runs tactic `tactic` on axis `axis` after its actions. */
static void prop(pt_partition *p, uint32_t axis, uint32_t tactic) { t_ok(pt_propagate(p, axis, tactic, 0), "propagate"); }

static uint32_t n_conflicts_on(const pt_partition *p, uint32_t axis) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < p->conflicts.len; i++) n += p->conflicts.data[i].axis == axis;
  return n;
}

/* ---- elementwise -------------------------------------------------------------------------- */

static void test_elementwise_chain(void) {
  const char *text =
      "func.func @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
      "  %a = stablehlo.exponential %arg0 : tensor<8x4xf32>\n"
      "  %b = stablehlo.add %a, %arg1 : tensor<8x4xf32>\n"
      "  %c = stablehlo.tanh %b : tensor<8x4xf32>\n"
      "  return %c : tensor<8x4xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  /* forward from an input, and backward into the other operand of add */
  t_partition(&p, m, "x=2");
  t_ok(pt_action_tile(&p, V("%arg0"), 1, 0, 0), "tile");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%a"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%b"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%c"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "tiled<1>");
  CHECK(p.last_decided == 4 && p.conflicts.len == 0);
  /* the chain needs one round per op plus the round that finds nothing */
  CHECK(p.last_rounds == 4);
  const pt_decision *d = pt_decision_get(&p, V("%a"), 0);
  CHECK(d->tactic == 0 && d->via_op == m->values.data[V("%a")].def && d->from == V("%arg0"));
  d = pt_decision_get(&p, V("%arg1"), 0);
  CHECK(d->via_op == m->values.data[V("%b")].def && d->from == V("%b"));
  CHECK(pt_decision_get(&p, V("%a"), 0)->seq < pt_decision_get(&p, V("%b"), 0)->seq);
  pt_partition_free(&p);
  /* backward from the output */
  t_partition(&p, m, "x=4");
  t_ok(pt_action_tile(&p, V("%c"), 0, 0, 2), "tile");
  prop(&p, 0, 2);
  CHECK_STR(t_dec(&p, V("%b"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%a"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%arg0"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "tiled<0>");
  CHECK(pt_decision_get(&p, V("%arg0"), 0)->tactic == 2);
  /* 4 does not divide dim 1 (size 4 / 4 = 1 is fine) but 8 does not divide 4 */
  pt_partition_free(&p);
  t_partition(&p, m, "x=8");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "tile");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%c"), 0), "tiled<0>");
  CHECK_STR(t_err(pt_action_tile(&p, V("%arg1"), 1, 0, 1)),
            "t.mlir:1:1: error: cannot tile %arg1 on axis 'x': it is already tiled<0> by tactic 0, propagated through "
            "'stablehlo.add' at 3:3");
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- matmul chain: BP ----------------------------------------------------------------------- */

static const char *MATMUL =
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<32x4xf32>)\n"
    "    -> (tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>) {\n"
    "  %h = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) "
    "-> tensor<8x32xf32>\n"
    "  %a = stablehlo.tanh %h : tensor<8x32xf32>\n"
    "  %y = stablehlo.dot_general %a, %arg2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x4xf32>) -> "
    "tensor<8x4xf32>\n"
    "  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
    "  %loss = stablehlo.reduce(%y init: %zero) applies stablehlo.add across dimensions = [0, 1] : "
    "(tensor<8x4xf32>, tensor<f32>) -> tensor<f32>\n"
    "  %one = stablehlo.constant dense<1.000000e+00> : tensor<f32>\n"
    "  %dy = stablehlo.broadcast_in_dim %one, dims = [] : (tensor<f32>) -> tensor<8x4xf32>\n"
    "  %dw2 = stablehlo.dot_general %a, %dy, contracting_dims = [0] x [0] : (tensor<8x32xf32>, tensor<8x4xf32>) -> "
    "tensor<32x4xf32>\n"
    "  %da = stablehlo.dot_general %dy, %arg2, contracting_dims = [1] x [1] : (tensor<8x4xf32>, tensor<32x4xf32>) -> "
    "tensor<8x32xf32>\n"
    "  %dh = stablehlo.multiply %da, %a : tensor<8x32xf32>\n"
    "  %dw1 = stablehlo.dot_general %arg0, %dh, contracting_dims = [0] x [0] : (tensor<8x16xf32>, tensor<8x32xf32>) "
    "-> tensor<16x32xf32>\n"
    "  %w1n = stablehlo.subtract %arg1, %dw1 : tensor<16x32xf32>\n"
    "  return %w1n, %dw2, %loss : tensor<16x32xf32>, tensor<32x4xf32>, tensor<f32>\n"
    "}\n";

static void test_matmul_chain_bp(void) {
  const char *text = MATMUL;
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "tile x");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%h"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%a"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%y"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%loss"), 0), "partial<sum>");
  CHECK_STR(t_dec(&p, V("%dy"), 0), "tiled<0>"); /* backward from da, which dh = da * a tiles */
  CHECK_STR(t_dec(&p, V("%da"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%dh"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%dw2"), 0), "partial<sum>");
  CHECK_STR(t_dec(&p, V("%dw1"), 0), "partial<sum>");
  /* weights, the constant and what a partial value feeds stay open */
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "open");
  CHECK_STR(t_dec(&p, V("%arg2"), 0), "open");
  CHECK_STR(t_dec(&p, V("%one"), 0), "open");
  CHECK_STR(t_dec(&p, V("%w1n"), 0), "open");
  CHECK(p.conflicts.len == 0);
  t_print_conflicts(&p, stdout);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- Megatron MLP --------------------------------------------------------------------------- */

static void test_megatron(void) {
  const char *text = T_MLP_TEXT;
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=2,model=4");
  t_ok(pt_action_tile(&p, V("%arg1"), 1, 1, 0), "w_in dim 1");
  t_ok(pt_action_tile(&p, V("%arg3"), 0, 1, 0), "w_out dim 0");
  prop(&p, 1, 0);
  CHECK_STR(t_dec(&p, V("%h"), 1), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%bb"), 1), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%arg2"), 1), "tiled<0>"); /* the bias of a column-parallel layer */
  CHECK_STR(t_dec(&p, V("%hb"), 1), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%g"), 1), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%o"), 1), "partial<sum>");
  CHECK_STR(t_dec(&p, V("%arg0"), 1), "open");
  CHECK_STR(t_dec(&p, V("%r"), 1), "open");
  CHECK(p.conflicts.len == 0);
  /* nothing happened on the other axis */
  CHECK_STR(t_dec(&p, V("%h"), 0), "open");
  /* BP afterwards on the batch axis composes with MP */
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 1), "x dim 0");
  prop(&p, 0, 1);
  CHECK_STR(t_dec(&p, V("%h"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%g"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%o"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%r"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%arg2"), 0), "open");
  CHECK(pt_partition_local_dim(&p, V("%g"), 0) == 4 && pt_partition_local_dim(&p, V("%g"), 1) == 16);
  CHECK(p.conflicts.len == 0);
  t_print_conflicts(&p, stdout);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- Z3 after BP ---------------------------------------------------------------------------- */

static void test_z3_after_bp(void) {
  const char *text =
      "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<16x32xf32>) -> "
      "(tensor<8x32xf32>, tensor<16x32xf32>) {\n"
      "  %y = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
      "tensor<16x32xf32>) -> tensor<8x32xf32>\n"
      "  %t = stablehlo.tanh %y : tensor<8x32xf32>\n"
      "  %dw = stablehlo.dot_general %arg0, %t, contracting_dims = [0] x [0] : (tensor<8x16xf32>, tensor<8x32xf32>) "
      "-> tensor<16x32xf32>\n"
      "  %m1 = stablehlo.multiply %arg2, %dw : tensor<16x32xf32>\n"
      "  %w1 = stablehlo.subtract %arg1, %m1 : tensor<16x32xf32>\n"
      "  return %t, %w1 : tensor<8x32xf32>, tensor<16x32xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=4");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "BP");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%t"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%dw"), 0), "partial<sum>");
  CHECK(p.conflicts.len == 0);
  /* Z3: parameters and optimizer state on dim 0, same axis, lower priority */
  t_ok(pt_action_tile(&p, V("%arg1"), 0, 0, 1), "Z3 w");
  t_ok(pt_action_tile(&p, V("%arg2"), 0, 0, 1), "Z3 opt state");
  prop(&p, 0, 1);
  /* the update is sharded; the partial gradient is sliced (reduce_scatter) */
  CHECK_STR(t_dec(&p, V("%w1"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%m1"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%dw"), 0), "partial<sum>");
  CHECK(pt_decision_get(&p, V("%w1"), 0)->tactic == 1 && pt_decision_get(&p, V("%y"), 0)->tactic == 0);
  CHECK(p.conflicts.len == 1);
  if (p.conflicts.len == 1) {
    const pt_conflict *c = &p.conflicts.data[0];
    CHECK(c->kind == PT_CONFLICT_NO_FIT && c->op == m->values.data[V("%y")].def && c->axis == 0 && c->tactic == 1);
    CHECK(c->values[0] == V("%arg0") && c->values[1] == V("%arg1"));
    CHECK(c->tactics[0] == 0 && c->tactics[1] == 1 && c->value == PT_NONE);
    pt_buf b = {0};
    pt_conflict_describe(&p, c, &b);
    CHECK_STR(b.data, "t.mlir:2:3: 'stablehlo.dot_general' on axis 'batch' (tactic 1): no TMR entry fits %arg0 "
                      "(tiled<0> by tactic 0) and %arg1 (tiled<0> by tactic 1)");
    pt_buf_free(&b);
  }
  /* idempotent: propagating again changes nothing and adds no conflict */
  uint32_t seq = p.next_seq;
  prop(&p, 0, 2);
  CHECK(p.next_seq == seq && p.last_decided == 0 && p.conflicts.len == 1);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- reshape -------------------------------------------------------------------------------- */

static void test_reshape(void) {
  const char *text =
      "func.func @main(%arg0: tensor<4x6x8xf32>) -> tensor<4x6x8xf32> {\n"
      "  %mg = stablehlo.reshape %arg0 : (tensor<4x6x8xf32>) -> tensor<24x8xf32>\n"
      "  %e = stablehlo.exponential %mg : tensor<24x8xf32>\n"
      "  %sp = stablehlo.reshape %e : (tensor<24x8xf32>) -> tensor<4x6x8xf32>\n"
      "  return %sp : tensor<4x6x8xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  /* merge [4,6] -> 24 and split back: the major factor goes through */
  t_partition(&p, m, "a=2,b=3,c=8");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "tile B");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%mg"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%e"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%sp"), 0), "tiled<0>");
  CHECK(p.conflicts.len == 0);
  /* the minor factor S has no entry: a conflict at the merge */
  t_ok(pt_action_tile(&p, V("%arg0"), 1, 1, 1), "tile S");
  prop(&p, 1, 1);
  CHECK_STR(t_dec(&p, V("%mg"), 1), "open");
  CHECK(p.conflicts.len == 1 && p.conflicts.data[0].kind == PT_CONFLICT_NO_FIT &&
        p.conflicts.data[0].op == m->values.data[V("%mg")].def && p.conflicts.data[0].values[0] == V("%arg0") &&
        p.conflicts.data[0].values[1] == PT_NONE);
  /* backward through both reshapes; dim 2 maps 1:1 */
  t_ok(pt_action_tile(&p, V("%sp"), 2, 2, 2), "tile D");
  prop(&p, 2, 2);
  CHECK_STR(t_dec(&p, V("%e"), 2), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%arg0"), 2), "tiled<2>");
  pt_partition_free(&p);

  /* The group rule: S already tiled on b, so B's tiling on a cannot be a
   * tiling of the merged dim. */
  t_partition(&p, m, "a=2,b=3");
  t_ok(pt_action_tile(&p, V("%arg0"), 1, 1, 0), "S on b");
  prop(&p, 1, 0);
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 1), "B on a");
  prop(&p, 0, 1);
  CHECK_STR(t_dec(&p, V("%mg"), 0), "open");
  CHECK(n_conflicts_on(&p, 0) == 1 && n_conflicts_on(&p, 1) == 1);
  pt_partition_free(&p);

  /* a split whose major result dim (4) the axis (8) does not divide, though it
   * divides 24 */
  t_partition(&p, m, "c=8");
  t_ok(pt_action_tile(&p, V("%e"), 0, 0, 0), "tile merged");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%mg"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%sp"), 0), "open");
  CHECK_STR(t_dec(&p, V("%arg0"), 0), "open");
  /* only the split conflicts: the merge is computed whole and sliced (a
   * backward entry that does not fit is no conflict) */
  CHECK(p.conflicts.len == 1 && p.conflicts.data[0].op == m->values.data[V("%sp")].def);
  t_print_conflicts(&p, stdout);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- broadcast and reduce ------------------------------------------------------------------ */

static void test_broadcast_and_reduce(void) {
  const char *text =
      "func.func @main(%arg0: tensor<16xf32>, %arg1: tensor<8x16xf32>) -> (tensor<16xf32>, tensor<8xf32>, "
      "tensor<8xf32>) {\n"
      "  %b = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<16xf32>) -> tensor<8x16xf32>\n"
      "  %x = stablehlo.add %b, %arg1 : tensor<8x16xf32>\n"
      "  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
      "  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
      "  %s0 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x16xf32>, "
      "tensor<f32>) -> tensor<16xf32>\n"
      "  %s1 = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<8x16xf32>, "
      "tensor<f32>) -> tensor<8xf32>\n"
      "  %m1 = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : "
      "(tensor<8x16xf32>, tensor<f32>) -> tensor<8xf32>\n"
      "  return %s0, %s1, %m1 : tensor<16xf32>, tensor<8xf32>, tensor<8xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "a=2,b=4");
  /* forward through the broadcast: operand dim 0 -> result dim 1 */
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "tile v");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%b"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%x"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%s0"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%s1"), 0), "partial<sum>");
  CHECK_STR(t_dec(&p, V("%m1"), 0), "partial<max>");
  CHECK_STR(t_dec(&p, V("%zero"), 0), "open");
  /* backward: a broadcast result tiled on a new dim leaves its operand whole */
  t_ok(pt_action_tile(&p, V("%arg1"), 0, 1, 1), "tile rows");
  prop(&p, 1, 1);
  CHECK_STR(t_dec(&p, V("%b"), 1), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%arg0"), 1), "open");
  CHECK_STR(t_dec(&p, V("%s0"), 1), "partial<sum>");
  CHECK_STR(t_dec(&p, V("%s1"), 1), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%m1"), 1), "tiled<0>");
  CHECK(p.conflicts.len == 0);
  t_print_conflicts(&p, stdout);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- data-flow edges ------------------------------------------------------------------------ */

static const char *WHILE_TEXT =
    "func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {\n"
    "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
    "  %w:2 = stablehlo.while(%it = %arg0, %i = %c0) : tensor<8x8xf32>, tensor<i32>\n"
    "  cond {\n"
    "    %lt = stablehlo.compare LT, %i, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    stablehlo.return %lt : tensor<i1>\n"
    "  } do {\n"
    "    %y = stablehlo.multiply %it, %it : tensor<8x8xf32>\n"
    "    %one = stablehlo.constant dense<1> : tensor<i32>\n"
    "    %i1 = stablehlo.add %i, %one : tensor<i32>\n"
    "    stablehlo.return %y, %i1 : tensor<8x8xf32>, tensor<i32>\n"
    "  }\n"
    "  %out = stablehlo.negate %w#0 : tensor<8x8xf32>\n"
    "  return %out : tensor<8x8xf32>\n"
    "}\n";

static void test_while(void) {
  const char *text = WHILE_TEXT;
  pt_module *m = t_load(text);
  if (!m) return;
  uint32_t w0 = V("%w#0");
  uint32_t cond_it = t_region_arg(m, w0, 0, 0), body_it = t_region_arg(m, w0, 1, 0);
  pt_partition p;
  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "tile the carry");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, cond_it, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, body_it, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%y"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, w0, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%out"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%w#1"), 0), "open");
  CHECK_STR(t_dec(&p, V("%i1"), 0), "open");
  CHECK(pt_decision_get(&p, body_it, 0)->via_op == m->values.data[w0].def);
  CHECK(p.conflicts.len == 0);
  pt_partition_free(&p);
  /* backward from the loop's user into the loop and its input */
  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, V("%out"), 1, 0, 0), "tile the output");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, w0, 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%y"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, body_it, 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%arg0"), 0), "tiled<1>");
  CHECK(p.conflicts.len == 0);
  pt_partition_free(&p);
  /* the loop's input and result seeded differently: an edge conflict at the
   * while, and the values in between cannot be decided */
  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "rows in");
  t_ok(pt_action_tile(&p, w0, 1, 0, 1), "columns out");
  prop(&p, 0, 1);
  CHECK_STR(t_dec(&p, body_it, 0), "open");
  CHECK_STR(t_dec(&p, cond_it, 0), "open");
  CHECK_STR(t_dec(&p, V("%y"), 0), "open");
  CHECK_STR(t_dec(&p, V("%out"), 0), "tiled<1>");
  CHECK(p.conflicts.len == 4);
  if (p.conflicts.len == 4) {
    const pt_conflict *c = &p.conflicts.data[0];
    CHECK(c->kind == PT_CONFLICT_EDGE && c->op == m->values.data[w0].def && c->values[0] == V("%arg0") &&
          c->values[1] == w0 && c->tactics[0] == 0 && c->tactics[1] == 1);
    for (uint32_t i = 1; i < 4; i++) CHECK(p.conflicts.data[i].kind == PT_CONFLICT_VALUE);
    CHECK(p.conflicts.data[1].value == cond_it && p.conflicts.data[2].value == body_it &&
          p.conflicts.data[3].value == V("%y"));
  }
  t_print_conflicts(&p, stdout);
  pt_partition_free(&p);
  pt_module_free(m);

  /* A body that transposes its carry cannot keep one tiling. The edges
   * reach the body result in the first round, before the transpose sees a
   * tiled operand, so the carry stays tiled<0> everywhere and the conflict
   * is at the transpose (lowering inserts an all_to_all there). */
  static const char *from = "stablehlo.multiply %it, %it : tensor<8x8xf32>";
  static const char *to = "stablehlo.transpose %it, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>";
  const char *at = strstr(WHILE_TEXT, from);
  size_t head = (size_t)(at - WHILE_TEXT);
  char *t2 = pt_xmalloc(strlen(WHILE_TEXT) + strlen(to) + 1);
  memcpy(t2, WHILE_TEXT, head);
  strcpy(t2 + head, to);
  strcat(t2, at + strlen(from));
  text = t2;
  m = t_load(text);
  if (!m) {
    free(t2);
    return;
  }
  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "tile the carry");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%y"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%w#0"), 0), "tiled<0>");
  CHECK(p.conflicts.len == 1 && p.conflicts.data[0].kind == PT_CONFLICT_NO_FIT &&
        p.conflicts.data[0].op == m->values.data[V("%y")].def &&
        p.conflicts.data[0].values[0] == t_region_arg(m, V("%w#0"), 1, 0) && p.conflicts.data[0].values[1] == V("%y"));
  t_print_conflicts(&p, stdout);
  pt_partition_free(&p);
  pt_module_free(m);
  free(t2);
}

static void test_if_and_identity(void) {
  const char *text =
      "func.func @main(%arg0: tensor<i1>, %arg1: tensor<8x4xf32>) -> tensor<8x4xf32> {\n"
      "  %r = \"stablehlo.if\"(%arg0) ({\n"
      "    %t = stablehlo.negate %arg1 : tensor<8x4xf32>\n"
      "    stablehlo.return %t : tensor<8x4xf32>\n"
      "  }, {\n"
      "    stablehlo.return %arg1 : tensor<8x4xf32>\n"
      "  }) : (tensor<i1>) -> tensor<8x4xf32>\n"
      "  %s = stablehlo.custom_call @Sharding(%r) {mhlo.sharding = \"{replicated}\"} : (tensor<8x4xf32>) -> "
      "tensor<8x4xf32>\n"
      "  %b:2 = stablehlo.optimization_barrier %s, %arg1 : tensor<8x4xf32>, tensor<8x4xf32>\n"
      "  %o = stablehlo.add %b#0, %b#1 : tensor<8x4xf32>\n"
      "  return %o : tensor<8x4xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "x=4");
  t_ok(pt_action_tile(&p, V("%arg1"), 1, 0, 0), "tile");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%t"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%r"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%s"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%b#0"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%b#1"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%o"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%arg0"), 0), "open");
  CHECK(p.conflicts.len == 0);
  pt_partition_free(&p);
  /* backward from the end through the identities and the branches */
  t_partition(&p, m, "x=2");
  t_ok(pt_action_tile(&p, V("%o"), 0, 0, 0), "tile");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%s"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%r"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%t"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "tiled<0>");
  CHECK(p.conflicts.len == 0);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- barriers, conflicts, several axes ------------------------------------------------------ */

static void test_replicated_and_partial_operands(void) {
  const char *text =
      "func.func @main(%arg0: tensor<8x4xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<8x4xf32>) -> (tensor<8x4xf32>, "
      "tensor<4xf32>, tensor<4xf32>) {\n"
      "  %y = stablehlo.add %arg0, %arg1 : tensor<8x4xf32>\n"
      "  %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
      "  %p = stablehlo.reduce(%arg2 init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, "
      "tensor<f32>) -> tensor<4xf32>\n"
      "  %q = stablehlo.negate %p : tensor<4xf32>\n"
      "  %c = stablehlo.slice %arg2 [0:8, 0:2] : (tensor<8x4xf32>) -> tensor<8x2xf32>\n"
      "  %d = stablehlo.slice %c [0:4, 0:2] : (tensor<8x2xf32>) -> tensor<4x2xf32>\n"
      "  %e = stablehlo.reshape %d : (tensor<4x2xf32>) -> tensor<8xf32>\n"
      "  %f = stablehlo.slice %e [0:4] : (tensor<8xf32>) -> tensor<4xf32>\n"
      "  %g = stablehlo.add %f, %p : tensor<4xf32>\n"
      "  return %y, %q, %g : tensor<8x4xf32>, tensor<4xf32>, tensor<4xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "x=2");
  /* a replicated operand blocks both directions */
  t_ok(pt_action_replicate(&p, V("%arg0"), 0, 0), "replicate");
  t_ok(pt_action_tile(&p, V("%arg1"), 0, 0, 0), "tile");
  t_ok(pt_action_tile(&p, V("%arg2"), 0, 0, 0), "tile");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%y"), 0), "open");
  CHECK_STR(t_dec(&p, V("%p"), 0), "partial<sum>");
  CHECK_STR(t_dec(&p, V("%q"), 0), "open"); /* a partial operand alone does not trigger */
  CHECK_STR(t_dec(&p, V("%c"), 0), "tiled<0>");
  CHECK_STR(t_dec(&p, V("%d"), 0), "open"); /* slices the tiled dim: conflict */
  CHECK(p.conflicts.len == 2);
  t_print_conflicts(&p, stdout);
  if (p.conflicts.len == 2) {
    const pt_conflict *c = &p.conflicts.data[0];
    CHECK(c->kind == PT_CONFLICT_NO_FIT && c->values[0] == V("%arg0") && c->values[1] == V("%arg1"));
    c = &p.conflicts.data[1];
    CHECK(c->kind == PT_CONFLICT_NO_FIT && c->values[0] == V("%c") && c->values[1] == PT_NONE);
  }
  pt_partition_free(&p);
  /* a tiled operand next to a partial one: the partial one is sliced */
  t_partition(&p, m, "x=2");
  t_ok(pt_action_tile(&p, V("%arg2"), 0, 0, 0), "tile rows");
  t_ok(pt_action_tile(&p, V("%f"), 0, 0, 0), "tile f");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%p"), 0), "partial<sum>");
  CHECK_STR(t_dec(&p, V("%g"), 0), "tiled<0>");
  pt_partition_free(&p);
  pt_module_free(m);
}

static void test_conflicting_uses_are_not_resolved(void) {
  const char *text =
      "func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>, %arg2: tensor<4x4xf32>) -> (tensor<4x4xf32>, "
      "tensor<4x4xf32>) {\n"
      "  %p = stablehlo.add %arg0, %arg1 : tensor<4x4xf32>\n"
      "  %q = stablehlo.multiply %arg0, %arg2 : tensor<4x4xf32>\n"
      "  %n = stablehlo.negate %arg0 : tensor<4x4xf32>\n"
      "  return %p, %q : tensor<4x4xf32>, tensor<4x4xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  for (uint64_t seed = 0; seed < 5; seed++) {
    pt_partition p;
    t_partition(&p, m, "x=2");
    t_ok(pt_action_tile(&p, V("%arg1"), 0, 0, 0), "rows");
    t_ok(pt_action_tile(&p, V("%arg2"), 1, 0, 0), "cols");
    t_ok(pt_propagate(&p, 0, 0, seed), "propagate");
    CHECK_STR(t_dec(&p, V("%p"), 0), "tiled<0>");
    CHECK_STR(t_dec(&p, V("%q"), 0), "tiled<1>");
    /* %arg0 is asked for dim 0 by the add and dim 1 by the multiply: no
     * arbitrary choice, so %n stays open too */
    CHECK_STR(t_dec(&p, V("%arg0"), 0), "open");
    CHECK_STR(t_dec(&p, V("%n"), 0), "open");
    CHECK(p.conflicts.len == 1);
    if (p.conflicts.len == 1) {
      const pt_conflict *c = &p.conflicts.data[0];
      CHECK(c->kind == PT_CONFLICT_VALUE && c->value == V("%arg0") && c->values[0] == V("%p") &&
            c->values[1] == V("%q") && c->op == m->values.data[V("%p")].def);
      pt_buf b = {0};
      pt_conflict_describe(&p, c, &b);
      CHECK_STR(b.data, "t.mlir:2:3: 'stablehlo.add' on axis 'x' (tactic 0): cannot decide %arg0, asked for different "
                        "decisions by the result of 'stablehlo.add' at 2:3 (tiled<0> by tactic 0) and the result of "
                        "'stablehlo.multiply' at 3:3 (tiled<1> by tactic 0)");
      pt_buf_free(&b);
    }
    pt_partition_free(&p);
  }
  pt_module_free(m);
}

/* Two fitting entries that tile the result differently: no choice is made.
 * The TMR never gives such a pair today (each operand dim appears in at
 * most one entry of an op), so the test plants one in the cached entries
 * of an add: (0, 1) -> #tile<1> next to (0, 0) -> #tile<0>. */
static void test_ambiguous_entries_are_not_chosen(void) {
  const char *text =
      "func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {\n"
      "  %y = stablehlo.add %arg0, %arg1 : tensor<4x4xf32>\n"
      "  %z = stablehlo.negate %y : tensor<4x4xf32>\n"
      "  return %z : tensor<4x4xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "x=2");
  uint32_t add = m->values.data[V("%y")].def;
  const pt_prop_op *po = &p.cache->ops.data[p.cache->op_index[add]];
  /* (0, 0) -> #tile<0>, (1, 1) -> #tile<1>, (#sum, #sum) -> #sum */
  CHECK(po->kind == PT_PK_TMR && po->n_entries == 3);
  int32_t *e1 = p.cache->dims.data + po->dims + 3;
  CHECK(e1[0] == 1 && e1[1] == 1 && e1[2] == 1);
  e1[0] = 0;
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "tile");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%y"), 0), "open");
  CHECK_STR(t_dec(&p, V("%z"), 0), "open");
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "open");
  CHECK(p.conflicts.len == 1 && p.conflicts.data[0].kind == PT_CONFLICT_AMBIGUOUS && p.conflicts.data[0].op == add &&
        p.conflicts.data[0].values[0] == V("%arg0") && p.conflicts.data[0].values[1] == V("%y"));
  pt_buf b = {0};
  if (p.conflicts.len) pt_conflict_describe(&p, &p.conflicts.data[0], &b);
  CHECK_STR(b.data, "t.mlir:2:3: 'stablehlo.add' on axis 'x' (tactic 0): several TMR entries fit %arg0 (tiled<0> by "
                    "tactic 0) and the result of 'stablehlo.add' at 2:3 (open)");
  pt_buf_free(&b);
  /* once the result is decided (here by a seed), the entry is unique */
  t_ok(pt_action_tile(&p, V("%y"), 1, 0, 1), "tile the result");
  prop(&p, 0, 1);
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "tiled<1>");
  CHECK_STR(t_dec(&p, V("%z"), 0), "tiled<1>");
  pt_partition_free(&p);
  pt_module_free(m);
}

static void test_local_sizes_across_axes(void) {
  const char *text =
      "func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<8x8xf32>, %arg2: tensor<8x8xf32>) -> (tensor<8x8xf32>, "
      "tensor<8x8xf32>) {\n"
      "  %y = stablehlo.negate %arg0 : tensor<8x8xf32>\n"
      "  %z = stablehlo.add %arg1, %arg2 : tensor<8x8xf32>\n"
      "  return %y, %z : tensor<8x8xf32>, tensor<8x8xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  /* two axes on one dim: a first (major), then b */
  t_partition(&p, m, "a=2,b=4");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "x on a");
  prop(&p, 0, 0);
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 1, 1), "x on b: 8 / 2 = 4");
  prop(&p, 1, 1);
  CHECK_STR(t_dec(&p, V("%y"), 1), "tiled<0>");
  uint32_t axes[PT_MESH_MAX_AXES];
  CHECK(pt_partition_dim_axes(&p, V("%y"), 0, axes) == 2 && axes[0] == 0 && axes[1] == 1);
  CHECK(pt_partition_local_dim(&p, V("%y"), 0) == 1);
  pt_partition_free(&p);
  /* b tiles %arg1 (local 2) but not %arg2, which it replicates; then a = 4
   * tiles %arg2 and cannot pass the add: 4 does not divide %arg1's local 2 */
  t_partition(&p, m, "a=4,b=4");
  t_ok(pt_action_tile(&p, V("%arg1"), 0, 1, 0), "w on b");
  t_ok(pt_action_replicate(&p, V("%arg2"), 1, 0), "v replicated on b");
  prop(&p, 1, 0);
  CHECK_STR(t_dec(&p, V("%z"), 1), "open");
  CHECK(n_conflicts_on(&p, 1) == 1);
  t_ok(pt_action_tile(&p, V("%arg2"), 0, 0, 1), "v on a");
  prop(&p, 0, 1);
  CHECK_STR(t_dec(&p, V("%z"), 0), "open");
  CHECK_STR(t_dec(&p, V("%arg1"), 0), "open");
  CHECK(n_conflicts_on(&p, 0) == 1);
  if (p.conflicts.len == 2)
    CHECK(p.conflicts.data[1].kind == PT_CONFLICT_NO_FIT && p.conflicts.data[1].values[0] == V("%arg2") &&
          p.conflicts.data[1].values[1] == PT_NONE && p.conflicts.data[1].tactic == 1);
  pt_partition_free(&p);
  pt_module_free(m);
}

int main(void) {
  test_elementwise_chain();
  test_matmul_chain_bp();
  test_megatron();
  test_z3_after_bp();
  test_reshape();
  test_broadcast_and_reduce();
  test_while();
  test_if_and_identity();
  test_replicated_and_partial_operands();
  test_conflicting_uses_are_not_resolved();
  test_ambiguous_entries_are_not_chosen();
  test_local_sizes_across_axes();
  return t_finish("test_propagate");
}
