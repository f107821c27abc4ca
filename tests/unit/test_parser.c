/* test_parser.c - the StableHLO text parser, checked by inspecting the
 * parsed module: module/function structure, every pretty form's desugared
 * attributes, dense literal bytes, SSA scoping, generic-form equivalence,
 * loc trailers, and the exact diagnostics for lexing, syntax, unknown-op
 * and unsupported-feature errors. Also parses every prefix of a real JAX
 * module (no crash, no leak, always a located error). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/ir/ir.h"
#include "../../src/stablehlo/stablehlo.h"
#include "check.h"


static pt_module *parse(const char *text) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("t.mlir", text, strlen(text), &m);
  if (s) {
    fprintf(stderr, "unexpected parse error: %s\n", pt_status_message(s));
    pt_status_free(s);
    failures++;
    return NULL;
  }
  return m;
}

/* Expects an error with exactly this message and code. */
static void expect_error(const char *text, pt_code code, const char *msg) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("t.mlir", text, strlen(text), &m);
  if (!s) {
    fprintf(stderr, "expected error '%s' but parsing succeeded\n", msg);
    failures++;
    pt_module_free(m);
    return;
  }
  if (strcmp(pt_status_message(s), msg) != 0 || pt_status_code(s) != code) {
    fprintf(stderr, "expected [%d] '%s'\n     got [%d] '%s'\n", code, msg, pt_status_code(s), pt_status_message(s));
    failures++;
  }
  pt_status_free(s);
}

/* Op i of function f's body. */
static const pt_op *body_op(const pt_module *m, uint32_t f, uint32_t i) {
  const pt_region *r = &m->regions.data[m->funcs.data[f].body];
  if (i >= r->n_ops) return NULL;
  return pt_op_get(m, pt_region_op(m, r, i));
}

static bool type_is(const pt_module *m, uint32_t type, const char *text) {
  pt_buf b = {0};
  pt_type_print(&b, pt_type_get(m, type));
  bool ok = b.data && strcmp(b.data, text) == 0;
  if (!ok) fprintf(stderr, "type %s != %s\n", b.data ? b.data : "", text);
  pt_buf_free(&b);
  return ok;
}

static bool ints_are(const pt_attr *a, const int64_t *want, uint32_t n) {
  if (!a || a->kind != PT_ATTR_DENSE_ARRAY || a->dtype != PT_DTYPE_I64 || a->u.darr.n != n) return false;
  for (uint32_t i = 0; i < n; i++)
    if (a->u.darr.i[i] != want[i]) return false;
  return true;
}

static bool enum_is(const pt_attr *a, const char *kind, const char *value, bool dotted) {
  return a && a->kind == PT_ATTR_ENUM && strcmp(a->u.enm.dialect, "stablehlo") == 0 &&
         strcmp(a->u.enm.kind, kind) == 0 && strcmp(a->u.enm.value, value) == 0 && a->u.enm.dotted == dotted;
}

static bool int_array_is(const pt_attr *a, const int64_t *want, uint32_t n) {
  if (!a || a->kind != PT_ATTR_ARRAY || a->u.array.n != n) return false;
  for (uint32_t i = 0; i < n; i++) {
    const pt_attr *x = a->u.array.items[i];
    if (x->kind != PT_ATTR_INT || x->u.i != want[i] || x->dtype != PT_DTYPE_NONE) return false;
  }
  return true;
}

static bool bytes_are(const pt_attr *a, const void *want, uint64_t n, bool splat) {
  return a && a->kind == PT_ATTR_DENSE && a->u.dense.nbytes == n && a->u.dense.splat == splat &&
         memcmp(a->u.dense.bytes, want, n) == 0;
}

static const char *kMlp =
    "module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n"
    "  func.func public @main(%arg0: tensor<4x8xf32> {jax.arg_info = \"params['w']\", mhlo.sharding = \"{replicated}\"},"
    " %arg1: tensor<8x2xf32>) -> (tensor<f32> {jax.result_info = \"result\"}) {\n"
    "    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] :"
    " (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32>\n"
    "    %1 = stablehlo.tanh %0 : tensor<4x2xf32>\n"
    "    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
    "    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0, 1] :"
    " (tensor<4x2xf32>, tensor<f32>) -> tensor<f32>\n"
    "    %3 = call @helper(%2) : (tensor<f32>) -> tensor<f32>\n"
    "    return %3 : tensor<f32>\n"
    "  }\n"
    "  func.func private @helper(%arg0: tensor<f32>) -> tensor<f32> {\n"
    "    return %arg0 : tensor<f32>\n"
    "  }\n"
    "}\n";

static void test_module_structure(void) {
  pt_module *m = parse(kMlp);
  if (!m) return;
  CHECK(strcmp(pt_str(m, m->sym_name), "jit_f") == 0);
  CHECK(m->attrs && m->attrs->kind == PT_ATTR_DICT && m->attrs->u.dict.n == 2);
  const pt_attr *np = pt_attr_dict_get(m, m->attrs, "mhlo.num_partitions");
  CHECK(np && np->kind == PT_ATTR_INT && np->u.i == 1 && np->dtype == PT_DTYPE_I32);
  CHECK(m->funcs.len == 2);
  const pt_func *f = &m->funcs.data[0];
  CHECK(strcmp(pt_str(m, f->name), "main") == 0 && !f->is_private);
  CHECK(pt_func_n_args(m, f) == 2 && f->n_results == 1);
  CHECK(type_is(m, m->values.data[pt_func_arg(m, f, 0)].type, "tensor<4x8xf32>"));
  CHECK(type_is(m, pt_func_result_type(m, f, 0), "tensor<f32>"));
  const pt_attr *ai = pt_attr_dict_get(m, f->arg_attrs[0], "jax.arg_info");
  CHECK(ai && ai->kind == PT_ATTR_STRING && strcmp(ai->u.str.data, "params['w']") == 0);
  CHECK(f->arg_attrs[1] == NULL);
  const pt_attr *ri = pt_attr_dict_get(m, f->result_attrs[0], "jax.result_info");
  CHECK(ri && strcmp(ri->u.str.data, "result") == 0);
  CHECK(m->funcs.data[1].is_private && m->funcs.data[1].n_results == 1);

  const pt_op *dot = body_op(m, 0, 0);
  CHECK(dot && dot->code == PT_OP_DOT_GENERAL && dot->n_operands == 2 && dot->n_results == 1);
  CHECK(dot->loc.line == 3 && dot->loc.col == 5); /* at the result list, as MLIR */
  const pt_attr *dn = pt_op_attr(m, dot, "dot_dimension_numbers");
  CHECK(dn && dn->kind == PT_ATTR_DIALECT && strcmp(dn->u.dia.name, "stablehlo.dot") == 0 && dn->u.dia.n == 2);
  int64_t one = 1, zero = 0;
  CHECK(int_array_is(pt_attr_param(m, dn, "lhs_contracting_dimensions"), &one, 1));
  CHECK(int_array_is(pt_attr_param(m, dn, "rhs_contracting_dimensions"), &zero, 1));
  CHECK(pt_attr_param(m, dn, "lhs_batching_dimensions") == NULL);
  const pt_attr *pc = pt_op_attr(m, dot, "precision_config");
  CHECK(pc && pc->kind == PT_ATTR_ARRAY && pc->u.array.n == 2 &&
        enum_is(pc->u.array.items[1], "precision", "DEFAULT", false));
  CHECK(type_is(m, m->values.data[pt_op_result(dot, 0)].type, "tensor<4x2xf32>"));

  const pt_op *red = body_op(m, 0, 3);
  CHECK(red && red->code == PT_OP_REDUCE && red->n_operands == 2 && red->n_regions == 1);
  int64_t dims01[2] = {0, 1};
  CHECK(ints_are(pt_op_attr(m, red, "dimensions"), dims01, 2));
  const pt_region *body = &m->regions.data[pt_op_region(m, red, 0)];
  CHECK(body->n_args == 2 && body->n_ops == 2);
  CHECK(type_is(m, m->values.data[body->args].type, "tensor<f32>"));
  const pt_op *inner = pt_op_get(m, pt_region_op(m, body, 0));
  const pt_op *ret = pt_op_get(m, pt_region_op(m, body, 1));
  CHECK(inner->code == PT_OP_ADD && pt_op_operand(m, inner, 0) == body->args &&
        pt_op_operand(m, inner, 1) == body->args + 1);
  CHECK(ret->code == PT_OP_RETURN && ret->n_operands == 1 && pt_op_operand(m, ret, 0) == inner->results);

  const pt_op *call = body_op(m, 0, 4);
  const pt_attr *callee = call ? pt_op_attr(m, call, "callee") : NULL;
  CHECK(call && call->code == PT_OP_FUNC_CALL && callee && callee->kind == PT_ATTR_SYMBOL &&
        strcmp(callee->u.str.data, "helper") == 0);
  CHECK(body_op(m, 0, 5)->code == PT_OP_FUNC_RETURN);
  pt_module_free(m);
}

static void test_shape_ops(void) {
  pt_module *m = parse(
      "func.func @f(%x: tensor<3x8xf32>, %i: tensor<i32>, %v: tensor<f32>) {\n"
      "  %0 = stablehlo.broadcast_in_dim %v, dims = [] : (tensor<f32>) -> tensor<2x3xf32>\n"
      "  %1 = stablehlo.transpose %x, dims = [1, 0] : (tensor<3x8xf32>) -> tensor<8x3xf32>\n"
      "  %2 = stablehlo.slice %x [1:3, 4:8:2] : (tensor<3x8xf32>) -> tensor<2x2xf32>\n"
      "  %3 = stablehlo.dynamic_slice %x, %i, %i, sizes = [1, 4] : (tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4xf32>\n"
      "  %4 = stablehlo.concatenate %x, %x, dim = 0 : (tensor<3x8xf32>, tensor<3x8xf32>) -> tensor<6x8xf32>\n"
      "  %5 = stablehlo.pad %x, %v, low = [1, 0], high = [0, 2], interior = [0, 1] : (tensor<3x8xf32>, tensor<f32>) -> tensor<4x17xf32>\n"
      "  %6 = stablehlo.reverse %x, dims = [0] : tensor<3x8xf32>\n"
      "  %7 = stablehlo.iota dim = 1 : tensor<2x5xi32>\n"
      "  %8 = stablehlo.broadcast %v, sizes = [2] : (tensor<f32>) -> tensor<2xf32>\n"
      "  %9 = stablehlo.get_dimension_size %x, dim = 1 : (tensor<3x8xf32>) -> tensor<i32>\n"
      "  %10 = stablehlo.reshape %x : (tensor<3x8xf32>) -> tensor<24xf32>\n"
      "  %11 = stablehlo.dynamic_update_slice %x, %x, %i, %i : (tensor<3x8xf32>, tensor<3x8xf32>, tensor<i32>, tensor<i32>) -> tensor<3x8xf32>\n"
      "  %12 = stablehlo.reduce_precision %x, format = e5m10 : tensor<3x8xf32>\n"
      "  return\n"
      "}\n");
  if (!m) return;
  CHECK(m->funcs.len == 1 && m->sym_name == 0);
  CHECK(ints_are(pt_op_attr(m, body_op(m, 0, 0), "broadcast_dimensions"), NULL, 0));
  int64_t perm[2] = {1, 0};
  CHECK(ints_are(pt_op_attr(m, body_op(m, 0, 1), "permutation"), perm, 2));
  const pt_op *sl = body_op(m, 0, 2);
  int64_t st[2] = {1, 4}, li[2] = {3, 8}, sd[2] = {1, 2};
  CHECK(ints_are(pt_op_attr(m, sl, "start_indices"), st, 2) && ints_are(pt_op_attr(m, sl, "limit_indices"), li, 2) &&
        ints_are(pt_op_attr(m, sl, "strides"), sd, 2));
  const pt_op *ds = body_op(m, 0, 3);
  int64_t sizes[2] = {1, 4};
  CHECK(ds->n_operands == 3 && ints_are(pt_op_attr(m, ds, "slice_sizes"), sizes, 2));
  const pt_attr *dim = pt_op_attr(m, body_op(m, 0, 4), "dimension");
  CHECK(dim && dim->kind == PT_ATTR_INT && dim->u.i == 0 && dim->dtype == PT_DTYPE_I64);
  const pt_op *pad = body_op(m, 0, 5);
  int64_t lo[2] = {1, 0}, hi[2] = {0, 2}, in[2] = {0, 1};
  CHECK(ints_are(pt_op_attr(m, pad, "edge_padding_low"), lo, 2) &&
        ints_are(pt_op_attr(m, pad, "edge_padding_high"), hi, 2) &&
        ints_are(pt_op_attr(m, pad, "interior_padding"), in, 2));
  int64_t zero = 0, two = 2;
  const pt_op *rev = body_op(m, 0, 6);
  CHECK(ints_are(pt_op_attr(m, rev, "dimensions"), &zero, 1));
  CHECK(type_is(m, m->values.data[rev->results].type, "tensor<3x8xf32>"));
  const pt_attr *iota = pt_op_attr(m, body_op(m, 0, 7), "iota_dimension");
  CHECK(iota && iota->u.i == 1 && iota->dtype == PT_DTYPE_I64);
  CHECK(ints_are(pt_op_attr(m, body_op(m, 0, 8), "broadcast_sizes"), &two, 1));
  CHECK(pt_op_attr(m, body_op(m, 0, 9), "dimension")->u.i == 1);
  CHECK(body_op(m, 0, 10)->code == PT_OP_RESHAPE && body_op(m, 0, 11)->n_operands == 4);
  const pt_op *rp = body_op(m, 0, 12);
  const pt_attr *eb = pt_op_attr(m, rp, "exponent_bits"), *mb = pt_op_attr(m, rp, "mantissa_bits");
  CHECK(eb && eb->u.i == 5 && eb->dtype == PT_DTYPE_I32 && mb && mb->u.i == 10);
  pt_module_free(m);
}

static void test_compare_select_and_friends(void) {
  pt_module *m = parse(
      "func.func @f(%a: tensor<4xf32>, %p: tensor<4xi1>, %s: tensor<f32>, %t: tensor<2xui64>) {\n"
      "  %0 = stablehlo.compare  EQ, %a, %a,  FLOAT : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"
      "  %1 = stablehlo.compare LT, %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>\n"
      "  %2 = stablehlo.select %p, %a, %a : tensor<4xi1>, tensor<4xf32>\n"
      "  %3 = stablehlo.clamp %s, %a, %s : (tensor<f32>, tensor<4xf32>, tensor<f32>) -> tensor<4xf32>\n"
      "  %4 = stablehlo.convert %a : (tensor<4xf32>) -> tensor<4xbf16>\n"
      "  %5 = stablehlo.is_finite %a : (tensor<4xf32>) -> tensor<4xi1>\n"
      "  %output_state, %output = stablehlo.rng_bit_generator %t, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<4xui32>)\n"
      "  %6 = chlo.erf_inv %a : tensor<4xf32> -> tensor<4xf32>\n"
      "  %7 = chlo.next_after %a, %a : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>\n"
      "  %values, %indices = chlo.top_k(%a, k = 2) : tensor<4xf32> -> (tensor<2xf32>, tensor<2xi32>)\n"
      "  %8:2 = stablehlo.optimization_barrier %a, %s : tensor<4xf32>, tensor<f32>\n"
      "  %9 = stablehlo.add %8#0, %output_state : (tensor<4xf32>, tensor<2xui64>) -> tensor<4xf32>\n"
      "  %10 = stablehlo.custom_call @Sharding(%a) {mhlo.sharding = \"{replicated}\"} : (tensor<4xf32>) -> tensor<4xf32>\n"
      "  stablehlo.custom_call @\"cb\\22x\"(%a) {called_computations = [@f], has_side_effect = true} : (tensor<4xf32>) -> ()\n"
      "  %11 = stablehlo.partition_id : tensor<ui32>\n"
      "  return\n"
      "}\n");
  if (!m) return;
  const pt_op *c0 = body_op(m, 0, 0), *c1 = body_op(m, 0, 1);
  CHECK(enum_is(pt_op_attr(m, c0, "comparison_direction"), "comparison_direction", "EQ", false));
  CHECK(enum_is(pt_op_attr(m, c0, "compare_type"), "comparison_type", "FLOAT", false));
  CHECK(c1->n_attrs == 1 && pt_op_attr(m, c1, "compare_type") == NULL);
  const pt_op *sel = body_op(m, 0, 2);
  CHECK(sel->code == PT_OP_SELECT && sel->n_operands == 3 &&
        type_is(m, m->values.data[sel->results].type, "tensor<4xf32>"));
  CHECK(body_op(m, 0, 3)->code == PT_OP_CLAMP);
  CHECK(type_is(m, m->values.data[body_op(m, 0, 4)->results].type, "tensor<4xbf16>"));
  CHECK(type_is(m, m->values.data[body_op(m, 0, 5)->results].type, "tensor<4xi1>"));
  const pt_op *rbg = body_op(m, 0, 6);
  CHECK(rbg->n_results == 2 && enum_is(pt_op_attr(m, rbg, "rng_algorithm"), "rng_algorithm", "DEFAULT", false));
  CHECK(body_op(m, 0, 7)->code == PT_OP_CHLO_ERF_INV && body_op(m, 0, 8)->n_operands == 2);
  const pt_op *topk = body_op(m, 0, 9);
  CHECK(topk->code == PT_OP_CHLO_TOP_K && topk->n_results == 2 && pt_op_attr(m, topk, "k")->u.i == 2);
  const pt_op *ob = body_op(m, 0, 10);
  const pt_op *add = body_op(m, 0, 11);
  CHECK(ob->n_results == 2 && pt_op_operand(m, add, 0) == ob->results && pt_op_operand(m, add, 1) == rbg->results);
  const pt_op *cc = body_op(m, 0, 12);
  const pt_attr *tgt = pt_op_attr(m, cc, "call_target_name");
  CHECK(tgt && tgt->kind == PT_ATTR_STRING && strcmp(tgt->u.str.data, "Sharding") == 0);
  CHECK(pt_op_attr(m, cc, "mhlo.sharding")->kind == PT_ATTR_STRING);
  const pt_op *cb = body_op(m, 0, 13);
  CHECK(cb->n_results == 0 && strcmp(pt_op_attr(m, cb, "call_target_name")->u.str.data, "cb\"x") == 0);
  const pt_attr *comps = pt_op_attr(m, cb, "called_computations");
  CHECK(comps && comps->kind == PT_ATTR_ARRAY && comps->u.array.items[0]->kind == PT_ATTR_SYMBOL);
  CHECK(body_op(m, 0, 14)->code == PT_OP_PARTITION_ID);
  pt_module_free(m);
}

static void test_convolution(void) {
  pt_module *m = parse(
      "func.func @f(%x: tensor<1x8x8x3xf32>, %w: tensor<3x3x3x4xf32>) {\n"
      "  %0 = stablehlo.convolution(%x, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = "
      "[2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, true]} "
      "{batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, "
      "#stablehlo<precision DEFAULT>]} : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>\n"
      "  %1 = stablehlo.convolution(%x, %w) dim_numbers = [f, 1, b, 0]x[o, 1, 0, i]->[0, b, f, 1], window = {} : "
      "(tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x4x4x4xf32>\n"
      "  return\n"
      "}\n");
  if (!m) return;
  const pt_op *cv = body_op(m, 0, 0);
  const pt_attr *dn = pt_op_attr(m, cv, "dimension_numbers");
  CHECK(dn && dn->kind == PT_ATTR_CONV_DIMS);
  if (dn) {
    const pt_conv_dims *d = dn->u.conv;
    CHECK(d->n_spatial == 2 && d->input_batch == 0 && d->input_feature == 3 && d->input_spatial[0] == 1 &&
          d->input_spatial[1] == 2 && d->kernel_input_feature == 2 && d->kernel_output_feature == 3 &&
          d->kernel_spatial[0] == 0 && d->kernel_spatial[1] == 1 && d->output_batch == 0 && d->output_feature == 3);
  }
  int64_t two[2] = {2, 2}, ones[2] = {1, 1};
  CHECK(ints_are(pt_op_attr(m, cv, "window_strides"), two, 2));
  CHECK(ints_are(pt_op_attr(m, cv, "lhs_dilation"), ones, 2) && ints_are(pt_op_attr(m, cv, "rhs_dilation"), ones, 2));
  const pt_attr *pad = pt_op_attr(m, cv, "padding");
  int64_t padv[4] = {0, 1, 0, 1};
  CHECK(pad && pad->kind == PT_ATTR_DENSE && type_is(m, pad->u.dense.type, "tensor<2x2xi64>") &&
        bytes_are(pad, padv, sizeof padv, false));
  const pt_attr *rev = pt_op_attr(m, cv, "window_reversal");
  CHECK(rev && rev->kind == PT_ATTR_DENSE_ARRAY && rev->dtype == PT_DTYPE_I1 && rev->u.darr.n == 2 &&
        rev->u.darr.i[0] == 0 && rev->u.darr.i[1] == 1);
  CHECK(pt_op_attr(m, cv, "feature_group_count")->u.i == 1 && pt_op_attr(m, cv, "precision_config"));
  const pt_op *cv2 = body_op(m, 0, 1);
  const pt_conv_dims *d2 = pt_op_attr(m, cv2, "dimension_numbers")->u.conv;
  CHECK(d2->input_feature == 0 && d2->input_batch == 2 && d2->input_spatial[0] == 3 && d2->input_spatial[1] == 1);
  CHECK(d2->kernel_output_feature == 0 && d2->kernel_input_feature == 3 && d2->output_spatial[0] == 0);
  CHECK(cv2->n_attrs == 1);
  pt_module_free(m);
}

static void test_multi_input_reduce_and_while(void) {
  pt_module *m = parse(
      "func.func @f(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xi32>) -> tensor<4xi32> {\n"
      "  %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
      "  %c = stablehlo.constant dense<0> : tensor<i32>\n"
      "  %1:2 = stablehlo.reduce(%arg0 init: %cst), (%arg1 init: %c) across dimensions = [1] : (tensor<4x8xf32>, "
      "tensor<4x8xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)\n"
      "   reducer(%a0: tensor<f32>, %b0: tensor<f32>) (%a1: tensor<i32>, %b1: tensor<i32>)  {\n"
      "    %2 = stablehlo.maximum %a0, %b0 : tensor<f32>\n"
      "    %3 = stablehlo.minimum %a1, %b1 : tensor<i32>\n"
      "    stablehlo.return %2, %3 : tensor<f32>, tensor<i32>\n"
      "  }\n"
      "  %4:2 = stablehlo.while(%iterArg = %c, %iterArg_0 = %1#1) : tensor<i32>, tensor<4xi32>\n"
      "   cond {\n"
      "    %5 = stablehlo.compare  LT, %iterArg, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "    stablehlo.return %5 : tensor<i1>\n"
      "  } do {\n"
      "    %5 = stablehlo.add %iterArg, %c : tensor<i32>\n"
      "    stablehlo.return %5, %iterArg_0 : tensor<i32>, tensor<4xi32>\n"
      "  }\n"
      "  return %4#1 : tensor<4xi32>\n"
      "}\n");
  if (!m) return;
  const pt_op *red = body_op(m, 0, 2);
  CHECK(red->n_operands == 4 && red->n_results == 2);
  /* Operands: inputs then inits. */
  CHECK(pt_op_operand(m, red, 0) == pt_func_arg(m, &m->funcs.data[0], 0) &&
        pt_op_operand(m, red, 1) == pt_func_arg(m, &m->funcs.data[0], 1) &&
        pt_op_operand(m, red, 2) == body_op(m, 0, 0)->results);
  /* Block arguments: a0, a1, b0, b1. */
  const pt_region *r = &m->regions.data[pt_op_region(m, red, 0)];
  CHECK(r->n_args == 4 && type_is(m, m->values.data[r->args + 1].type, "tensor<i32>") &&
        type_is(m, m->values.data[r->args + 2].type, "tensor<f32>"));
  const pt_op *mx = pt_op_get(m, pt_region_op(m, r, 0)), *mn = pt_op_get(m, pt_region_op(m, r, 1));
  CHECK(pt_op_operand(m, mx, 0) == r->args && pt_op_operand(m, mx, 1) == r->args + 2);
  CHECK(pt_op_operand(m, mn, 0) == r->args + 1 && pt_op_operand(m, mn, 1) == r->args + 3);

  const pt_op *wh = body_op(m, 0, 3);
  CHECK(wh->code == PT_OP_WHILE && wh->n_operands == 2 && wh->n_results == 2 && wh->n_regions == 2);
  CHECK(pt_op_operand(m, wh, 1) == red->results + 1);
  const pt_region *cond = &m->regions.data[pt_op_region(m, wh, 0)];
  const pt_region *body = &m->regions.data[pt_op_region(m, wh, 1)];
  CHECK(cond->n_args == 2 && body->n_args == 2 && cond->n_ops == 2 && body->n_ops == 2);
  const pt_op *cmp = pt_op_get(m, pt_region_op(m, cond, 0));
  CHECK(pt_op_operand(m, cmp, 0) == cond->args);
  const pt_op *bret = pt_op_get(m, pt_region_op(m, body, 1));
  CHECK(pt_op_operand(m, bret, 1) == body->args + 1);
  const pt_op *fret = body_op(m, 0, 4);
  CHECK(pt_op_operand(m, fret, 0) == wh->results + 1);
  pt_module_free(m);
}

static uint16_t f16_bits(const pt_attr *a, uint32_t i) {
  return (uint16_t)(a->u.dense.bytes[2 * i] | (a->u.dense.bytes[2 * i + 1] << 8));
}

static void test_dense_literals(void) {
  pt_module *m = parse(
      "func.func @f() {\n"
      "  %0 = stablehlo.constant dense<[[1.0, -2.5], [3.0e+00, 0x7FC00000]]> : tensor<2x2xf32>\n"
      "  %1 = stablehlo.constant dense<1.000000e+00> : tensor<3x3xf32>\n"
      "  %2 = stablehlo.constant dense<\"0x0000803F00000040\"> : tensor<2xf32>\n"
      "  %3 = stablehlo.constant dense<\"0x0000803F\"> : tensor<7xf32>\n"
      "  %4 = stablehlo.constant dense<[1.0, 1.00390625, 1.01171875, -65504.0]> : tensor<4xbf16>\n"
      "  %5 = stablehlo.constant dense<[0.1, 65504.0, 6.0e-08, -0.0]> : tensor<4xf16>\n"
      "  %6 = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>\n"
      "  %7 = stablehlo.constant dense<[-128, 255, 0x7F]> : tensor<3xi8>\n"
      "  %8 = stablehlo.constant dense<[0, 4294967295]> : tensor<2xui32>\n"
      "  %9 = stablehlo.constant dense<[-9223372036854775808, 9223372036854775807]> : tensor<2xi64>\n"
      "  %10 = stablehlo.constant dense<> : tensor<0xf32>\n"
      "  %11 = stablehlo.constant dense<[[], []]> : tensor<2x0xf32>\n"
      "  %12 = stablehlo.constant dense<3.5> : tensor<f64>\n"
      "  %13 = stablehlo.constant dense<\"0x010001\"> : tensor<3xi1>\n"
      "  %14 = stablehlo.constant dense_resource<__elided__> : tensor<2x3xf32>\n"
      "  %15 = stablehlo.constant dense<2> : tensor<2xf32>\n"
      "  return\n"
      "}\n");
  if (!m) return;
  float f4[4] = {1.0f, -2.5f, 3.0f, 0};
  uint32_t qnan = 0x7FC00000u;
  memcpy(&f4[3], &qnan, 4);
  const pt_attr *v0 = pt_op_attr(m, body_op(m, 0, 0), "value");
  CHECK(bytes_are(v0, f4, 16, false));
  float one = 1.0f, two[2] = {1.0f, 2.0f};
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 1), "value"), &one, 4, true));
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 2), "value"), two, 8, false));
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 3), "value"), &one, 4, true));
  /* bf16: 1.00390625 is halfway between 1.0 and 1.0078125 -> even (1.0);
   * 1.01171875 is halfway between 1.0078125 and 1.015625 -> even (1.015625). */
  const pt_attr *bf = pt_op_attr(m, body_op(m, 0, 4), "value");
  CHECK(bf && bf->u.dense.nbytes == 8 && f16_bits(bf, 0) == 0x3F80 && f16_bits(bf, 1) == 0x3F80 &&
        f16_bits(bf, 2) == 0x3F82 && f16_bits(bf, 3) == 0xC780);
  const pt_attr *h = pt_op_attr(m, body_op(m, 0, 5), "value");
  CHECK(h && f16_bits(h, 0) == 0x2E66 && f16_bits(h, 1) == 0x7BFF && f16_bits(h, 2) == 0x0001 &&
        f16_bits(h, 3) == 0x8000);
  uint8_t b3[3] = {1, 0, 1};
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 6), "value"), b3, 3, false));
  uint8_t i8[3] = {0x80, 0xFF, 0x7F};
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 7), "value"), i8, 3, false));
  uint32_t u32[2] = {0, 4294967295u};
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 8), "value"), u32, 8, false));
  int64_t i64[2] = {INT64_MIN, INT64_MAX};
  const pt_attr *v9 = pt_op_attr(m, body_op(m, 0, 9), "value");
  CHECK(bytes_are(v9, i64, 16, false));
  int64_t e;
  CHECK(pt_attr_dense_int(m, v9, 0, &e) && e == INT64_MIN);
  CHECK(pt_op_attr(m, body_op(m, 0, 10), "value")->u.dense.nbytes == 0);
  CHECK(pt_op_attr(m, body_op(m, 0, 11), "value")->u.dense.nbytes == 0);
  double d = 3.5;
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 12), "value"), &d, 8, true));
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 13), "value"), b3, 3, false));
  const pt_attr *res = pt_op_attr(m, body_op(m, 0, 14), "value");
  CHECK(res && res->kind == PT_ATTR_DENSE_RESOURCE && strcmp(res->u.resource.handle, "__elided__") == 0 &&
        type_is(m, res->u.resource.type, "tensor<2x3xf32>"));
  float twof = 2.0f;
  CHECK(bytes_are(pt_op_attr(m, body_op(m, 0, 15), "value"), &twof, 4, true));
  pt_module_free(m);
}

static void test_attributes(void) {
  pt_module *m = parse(
      "#al = #stablehlo<comparison_direction GE>\n"
      "module attributes {s = \"q\\\"\\\\\\n\\t\\0Az\", f = 0x7F800000 : f32, g = 1.5 : bf16, h = -2.5 : f64,\n"
      "  a = array<i1: true, false>, af = array<f32: 1.0, -2.5>, ae = array<i64>, u = 255 : ui8, n = -3 : i32,\n"
      "  x = 0x1F : i64, flag, al = #al, ty = tensor<4xf32>, tok = !stablehlo.token, big = 18446744073709551615 : ui64,\n"
      "  \"quoted key\" = 1 : i1, d = {k = [1, \"two\", @three]}, idx = 5 : index, dflt = 7,\n"
      "  g1 = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>,\n"
      "  ch = #stablehlo.channel_handle<handle = 1, type = 1>, dp = #stablehlo.precision<HIGH>,\n"
      "  sh = #sdy.sharding<@mesh, [{\"a\", ?}, {}]>, rule = #sdy.op_sharding_rule<([i, j])->([k, l]) {i=4}, custom>,\n"
      "  gen = #foo.bar<x = 1, y = [2, 3]>, dup = #foo.baz<x = 1, x = 2>, ra = #stablehlo.result_accuracy<atol = "
      "0.0, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>,\n"
      "  conv = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2],"
      " kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1],"
      " output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]>} {\n"
      "  sdy.mesh @mesh = <[\"a\"=4, \"b\"=2]> {stablehlo.mesh = {axes = []}}\n"
      "}\n");
  if (!m) return;
  const pt_attr *A = m->attrs;
  const pt_attr *s = pt_attr_dict_get(m, A, "s");
  CHECK(s && s->u.str.len == 7 && memcmp(s->u.str.data, "q\"\\\n\t\nz", 7) == 0);
  const pt_attr *f = pt_attr_dict_get(m, A, "f");
  CHECK(f && f->kind == PT_ATTR_FLOAT && isinf(f->u.f) && f->dtype == PT_DTYPE_F32);
  CHECK(pt_attr_dict_get(m, A, "g")->u.f == 1.5 && pt_attr_dict_get(m, A, "h")->u.f == -2.5);
  const pt_attr *a = pt_attr_dict_get(m, A, "a");
  CHECK(a->kind == PT_ATTR_DENSE_ARRAY && a->dtype == PT_DTYPE_I1 && a->u.darr.n == 2 && a->u.darr.i[0] == 1);
  const pt_attr *af = pt_attr_dict_get(m, A, "af");
  CHECK(af->dtype == PT_DTYPE_F32 && af->u.darr.n == 2 && af->u.darr.f[1] == -2.5);
  CHECK(pt_attr_dict_get(m, A, "ae")->u.darr.n == 0);
  const pt_attr *u = pt_attr_dict_get(m, A, "u");
  CHECK(u->kind == PT_ATTR_INT && u->u.i == 255 && u->dtype == PT_DTYPE_UI8);
  CHECK(pt_attr_dict_get(m, A, "n")->u.i == -3 && pt_attr_dict_get(m, A, "x")->u.i == 31);
  CHECK(pt_attr_dict_get(m, A, "flag")->kind == PT_ATTR_UNIT);
  CHECK(enum_is(pt_attr_dict_get(m, A, "al"), "comparison_direction", "GE", false));
  const pt_attr *ty = pt_attr_dict_get(m, A, "ty");
  CHECK(ty->kind == PT_ATTR_TYPE && type_is(m, ty->u.type, "tensor<4xf32>"));
  CHECK(pt_type_get(m, pt_attr_dict_get(m, A, "tok")->u.type)->kind == PT_TYPE_TOKEN);
  CHECK(pt_attr_dict_get(m, A, "big")->u.i == -1);
  const pt_attr *q = pt_attr_dict_get(m, A, "quoted key");
  CHECK(q && q->kind == PT_ATTR_BOOL && q->u.b);
  const pt_attr *k = pt_attr_dict_get(m, pt_attr_dict_get(m, A, "d"), "k");
  CHECK(k && k->kind == PT_ATTR_ARRAY && k->u.array.n == 3 && k->u.array.items[0]->dtype == PT_DTYPE_I64 &&
        k->u.array.items[2]->kind == PT_ATTR_SYMBOL);
  CHECK(pt_attr_dict_get(m, A, "idx")->dtype == PT_DTYPE_INDEX && pt_attr_dict_get(m, A, "dflt")->dtype == PT_DTYPE_I64);
  const pt_attr *g1 = pt_attr_dict_get(m, A, "g1");
  int64_t one = 1;
  CHECK(g1 && g1->kind == PT_ATTR_DIALECT && g1->u.dia.n == 4 && int_array_is(pt_attr_param(m, g1, "offset_dims"), &one, 1));
  const pt_attr *ivd = pt_attr_param(m, g1, "index_vector_dim");
  CHECK(ivd && ivd->kind == PT_ATTR_INT && ivd->u.i == 1 && ivd->dtype == PT_DTYPE_NONE);
  CHECK(strcmp(pt_str(m, g1->u.dia.params[0].name), "offset_dims") == 0); /* written order */
  CHECK(pt_attr_param(m, pt_attr_dict_get(m, A, "ch"), "type")->u.i == 1);
  CHECK(enum_is(pt_attr_dict_get(m, A, "dp"), "precision", "HIGH", true));
  const pt_attr *sh = pt_attr_dict_get(m, A, "sh");
  CHECK(sh->kind == PT_ATTR_OPAQUE && strcmp(sh->u.opq.name, "sdy.sharding") == 0 &&
        strcmp(sh->u.opq.body, "@mesh, [{\"a\", ?}, {}]") == 0);
  CHECK(strcmp(pt_attr_dict_get(m, A, "rule")->u.opq.body, "([i, j])->([k, l]) {i=4}, custom") == 0);
  const pt_attr *gen = pt_attr_dict_get(m, A, "gen");
  CHECK(gen && gen->kind == PT_ATTR_DIALECT && strcmp(gen->u.dia.name, "foo.bar") == 0 && gen->u.dia.n == 2 &&
        pt_attr_param(m, gen, "x")->dtype == PT_DTYPE_NONE);
  const pt_attr *dup = pt_attr_dict_get(m, A, "dup");
  CHECK(dup && dup->kind == PT_ATTR_OPAQUE && strcmp(dup->u.opq.body, "x = 1, x = 2") == 0);
  CHECK(pt_attr_dict_get(m, A, "ra")->kind == PT_ATTR_OPAQUE);
  const pt_attr *cv = pt_attr_dict_get(m, A, "conv");
  CHECK(cv->kind == PT_ATTR_CONV_DIMS && cv->u.conv->n_spatial == 2 && cv->u.conv->input_feature == 3);
  CHECK(m->meshes.len == 1 && strcmp(pt_str(m, m->meshes.data[0].name), "mesh") == 0 &&
        strcmp(m->meshes.data[0].body->u.opq.body, "[\"a\"=4, \"b\"=2]") == 0 && m->meshes.data[0].attrs &&
        m->meshes.data[0].attrs->kind == PT_ATTR_DICT);
  pt_module_free(m);
}

/* The generic form of the same function parses to the same ops and attrs. */
static void test_generic_form(void) {
  pt_module *m = parse(
      "\"builtin.module\"() <{sym_name = \"g\"}> ({\n"
      "  \"func.func\"() <{arg_attrs = [{jax.arg_info = \"x\"}, {}], function_type = (tensor<4x8xf32>, tensor<2x1xi32>) -> "
      "tensor<2x8xf32>, res_attrs = [{jax.result_info = \"r\"}], sym_name = \"main\", sym_visibility = \"public\"}> ({\n"
      "  ^bb0(%arg0: tensor<4x8xf32> loc(\"x\"), %arg1: tensor<2x1xi32>):\n"
      "    %0 = \"stablehlo.gather\"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], "
      "collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes "
      "= array<i64: 1, 8>}> : (tensor<4x8xf32>, tensor<2x1xi32>) -> tensor<2x8xf32>\n"
      "    %1 = \"stablehlo.constant\"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>\n"
      "    %2 = \"stablehlo.reduce\"(%0, %1) <{dimensions = array<i64: 0>}> ({\n"
      "    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):\n"
      "      %3 = \"stablehlo.add\"(%arg2, %arg3) : (tensor<f32>, tensor<f32>) -> tensor<f32>\n"
      "      \"stablehlo.return\"(%3) : (tensor<f32>) -> ()\n"
      "    }) : (tensor<2x8xf32>, tensor<f32>) -> tensor<8xf32>\n"
      "    \"func.return\"(%0) : (tensor<2x8xf32>) -> ()\n"
      "  }) {jax.extra = 1 : i32} : () -> ()\n"
      "  \"sdy.mesh\"() <{mesh = #sdy.mesh<[\"x\"=2]>, sym_name = \"m2\"}> : () -> ()\n"
      "}) {mhlo.num_replicas = 1 : i32} : () -> ()\n");
  if (!m) return;
  CHECK(strcmp(pt_str(m, m->sym_name), "g") == 0 && pt_attr_dict_get(m, m->attrs, "mhlo.num_replicas"));
  CHECK(m->funcs.len == 1 && m->meshes.len == 1);
  const pt_func *f = &m->funcs.data[0];
  CHECK(!f->is_private && pt_func_n_args(m, f) == 2 && f->n_results == 1);
  CHECK(f->arg_attrs[0] && f->arg_attrs[1] == NULL && f->result_attrs[0]);
  CHECK(f->attrs && pt_attr_dict_get(m, f->attrs, "jax.extra"));
  const pt_op *g = body_op(m, 0, 0);
  CHECK(g->code == PT_OP_GATHER && g->n_attrs == 3);
  CHECK(strcmp(pt_str(m, m->attr_pool.data[g->attrs].name), "dimension_numbers") == 0); /* sorted */
  const pt_op *red = body_op(m, 0, 2);
  CHECK(red->code == PT_OP_REDUCE && red->n_regions == 1 && m->regions.data[pt_op_region(m, red, 0)].n_ops == 2);
  pt_module_free(m);
}

static void test_locations_and_comments(void) {
  pt_module *m = parse(
      "#loc1 = loc(\"x\")\n"
      "// a comment\n"
      "module @m {\n"
      "  func.func public @main(%arg0: tensor<4xf32> loc(\"x\")) -> (tensor<4xf32>) { // trailing\n"
      "    %0 = stablehlo.sine %arg0 : tensor<4xf32> loc(#loc3)\n"
      "    %1 = stablehlo.cosine %0 : tensor<4xf32> loc(\"direct\":1:2)\n"
      "    %2 = stablehlo.tanh %1 : tensor<4xf32> loc(#undefined)\n"
      "    return %2 : tensor<4xf32> loc(#loc)\n"
      "  } loc(#loc)\n"
      "} loc(#loc)\n"
      "#loc = loc(unknown)\n"
      "#loc2 = loc(\"f.py\":4:6 to :86)\n"
      "#loc3 = loc(\"jit(f)/sin\"(#loc2))\n");
  if (!m) return;
  CHECK(strcmp(pt_str(m, body_op(m, 0, 0)->src_loc), "\"jit(f)/sin\"(#loc2)") == 0);
  CHECK(strcmp(pt_str(m, body_op(m, 0, 1)->src_loc), "\"direct\":1:2") == 0);
  CHECK(strcmp(pt_str(m, body_op(m, 0, 2)->src_loc), "#undefined") == 0);
  CHECK(strcmp(pt_str(m, body_op(m, 0, 3)->src_loc), "unknown") == 0);
  CHECK(body_op(m, 0, 1)->loc.line == 6);
  pt_module_free(m);
}

static void test_ssa_names_and_scopes(void) {
  /* %c defined in the cond region is not visible in the body region, nor
   * after the while; sibling regions may reuse names. */
  expect_error(
      "func.func @f(%a: tensor<i32>) {\n"
      "  %0 = stablehlo.while(%it = %a) : tensor<i32>\n"
      "   cond {\n"
      "    %c = stablehlo.compare LT, %it, %it : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "    stablehlo.return %c : tensor<i1>\n"
      "  } do {\n"
      "    stablehlo.return %it : tensor<i32>\n"
      "  }\n"
      "  %1 = stablehlo.not %c : tensor<i1>\n"
      "  return\n"
      "}\n",
      PT_ERR_PARSE, "t.mlir:9:22: error: use of undefined value '%c'");
  expect_error("func.func @f(%a: tensor<i32>) {\n  %a = stablehlo.abs %a : tensor<i32>\n  return\n}\n", PT_ERR_PARSE,
               "t.mlir:2:3: error: redefinition of SSA value '%a'");
  expect_error("func.func @f(%a: tensor<i32>) {\n  %0:2 = stablehlo.abs %a : tensor<i32>\n  return\n}\n", PT_ERR_PARSE,
               "t.mlir:2:3: error: operation defines 1 results but was provided 2 to bind");
  expect_error("func.func @f(%a: tensor<i32>) {\n  %0 = stablehlo.abs %a#1 : tensor<i32>\n  return\n}\n", PT_ERR_PARSE,
               "t.mlir:2:22: error: result number 1 of '%a' is out of range (it has 1 results)");
  expect_error("func.func @f(%a: tensor<i32>) {\n  %0 = stablehlo.abs %a : tensor<i64>\n  return\n}\n", PT_ERR_PARSE,
               "t.mlir:2:22: error: use of value '%a' expects different type than prior uses: 'tensor<i64>' vs "
               "'tensor<i32>'");
  /* Names are per function. */
  pt_module *m = parse(
      "func.func @f(%a: tensor<i32>) -> tensor<i32> {\n  %0 = stablehlo.abs %a : tensor<i32>\n  return %0 : tensor<i32>\n}\n"
      "func.func @g(%a: tensor<i32>) -> tensor<i32> {\n  %0 = stablehlo.negate %a : tensor<i32>\n  return %0 : tensor<i32>\n}\n");
  if (m) {
    CHECK(m->funcs.len == 2 && body_op(m, 1, 0)->code == PT_OP_NEGATE);
    pt_module_free(m);
  }
  m = parse("func.func @f(%cst_0: tensor<i32>, %iterArg-1: tensor<i32>) {\n"
            "  %v:2, %w = stablehlo.optimization_barrier %cst_0, %iterArg-1, %cst_0 : tensor<i32>, tensor<i32>, tensor<i32>\n"
            "  %x = stablehlo.add %v#1, %w : tensor<i32>\n  return\n}\n");
  if (m) {
    const pt_op *ob = body_op(m, 0, 0), *add = body_op(m, 0, 1);
    CHECK(pt_op_operand(m, add, 0) == ob->results + 1 && pt_op_operand(m, add, 1) == ob->results + 2);
    pt_module_free(m);
  }
}

static void test_errors(void) {
  /* lexing */
  expect_error("func.func @f() {\n  %0 = stablehlo.constant dense<1> : tensor<i32> $\n}", PT_ERR_PARSE,
               "t.mlir:2:50: error: unexpected character '$'");
  expect_error("module attributes {a = \"abc}", PT_ERR_PARSE, "t.mlir:1:24: error: unterminated string literal");
  expect_error("module attributes {a = \"a\\qb\"} {}", PT_ERR_PARSE, "t.mlir:1:26: error: unknown escape in string literal");
  /* syntax */
  expect_error("func.func @f() {\n  return\n", PT_ERR_PARSE,
               "t.mlir:3:1: error: expected '}' to close the region, got end of file");
  expect_error("func.func @f(%a: tensor<4xf32>) {\n  %0 = stablehlo.add %a %a : tensor<4xf32>\n}", PT_ERR_PARSE,
               "t.mlir:2:25: error: expected ':', got '%a'");
  expect_error("module attributes {a = 99999999999999999999} {}", PT_ERR_PARSE,
               "t.mlir:1:24: error: integer literal out of range");
  expect_error("module attributes {a = 300 : i8} {}", PT_ERR_PARSE,
               "t.mlir:1:24: error: integer literal '300' is out of range for i8");
  expect_error("module attributes {a = 1 : f32} {}", PT_ERR_PARSE,
               "t.mlir:1:24: error: unexpected decimal integer literal for a floating point value");
  expect_error("module attributes {a = 1, a = 2} {}", PT_ERR_PARSE, "t.mlir:1:27: error: duplicate attribute 'a'");
  expect_error("module attributes {a = #foo} {}", PT_ERR_PARSE, "t.mlir:1:24: error: undefined attribute alias '#foo'");
  expect_error("func.func @f() {\n  %0 = stablehlo.constant dense<[1.0, 2.0]> : tensor<3xf32>\n  return\n}", PT_ERR_PARSE,
               "t.mlir:2:33: error: dense literal has 2 elements in dimension 0, but the type has 3");
  expect_error("func.func @f() {\n  %0 = stablehlo.constant dense<\"0x00\"> : tensor<2xf32>\n  return\n}", PT_ERR_PARSE,
               "t.mlir:2:33: error: hex dense literal has 1 bytes, but the type needs 8 (or 4 for a splat)");
  expect_error("func.func @f() {\n  %0 = stablehlo.constant dense<[1.5, 2]> : tensor<2xi32>\n  return\n}", PT_ERR_PARSE,
               "t.mlir:2:34: error: expected integer elements, but parsed floating-point");
  expect_error("func.func @f(%a: tensor<4xf32>) {\n  %0 = stablehlo.gather %a : tensor<4xf32>\n  return\n}", PT_ERR_PARSE,
               "t.mlir:2:8: error: 'stablehlo.gather' has no custom assembly form; write it in generic form "
               "(\"stablehlo.gather\"(...))");
  expect_error("func.func @f(%a: tensor<4xf32>) -> tensor<f32> {\n  %c = stablehlo.constant dense<0.0> : tensor<f32>\n"
               "  %0 = stablehlo.reduce(%a init: %c) applies stablehlo.subtract across dimensions = [0] : "
               "(tensor<4xf32>, tensor<f32>) -> tensor<f32>\n  return %0 : tensor<f32>\n}",
               PT_ERR_PARSE,
               "t.mlir:3:46: error: expected the inner-op to be a commutative binary-op from the stablehlo dialect, "
               "with zero region, producing single result");
  expect_error("func.func @f() {}\nfunc.func @f() {}", PT_ERR_PARSE, "t.mlir:2:11: error: redefinition of symbol '@f'");
  /* unknown ops */
  expect_error("func.func @f(%a: tensor<4xf32>) {\n  %0 = \"mhlo.add\"(%a, %a) : (tensor<4xf32>, tensor<4xf32>) -> "
               "tensor<4xf32>\n  return\n}",
               PT_ERR_UNSUPPORTED, "t.mlir:2:8: error: unknown operation 'mhlo.add'");
  expect_error("func.func @f(%a: tensor<4xf32>) {\n  %0 = arith.addf %a, %a : tensor<4xf32>\n  return\n}",
               PT_ERR_UNSUPPORTED, "t.mlir:2:8: error: unknown operation 'arith.addf'");
  /* unsupported features */
  expect_error("func.func @f(%a: tensor<?x4xf32>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:25: error: dynamic dimensions are not supported");
  expect_error("func.func @f(%a: tensor<4xcomplex<f32>>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:27: error: complex element types are not supported");
  expect_error("func.func @f(%a: tensor<4xf8E4M3FN>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:27: error: element type 'f8E4M3FN' is not supported");
  expect_error("func.func @f(%a: tensor<4xf32, #enc>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:30: error: tensor encodings are not supported");
  expect_error("func.func @f(%a: tensor<*xf32>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:25: error: unranked tensors are not supported");
  expect_error("func.func @f(%a: tuple<tensor<f32>>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:18: error: tuple types are not supported");
  expect_error("func.func @f(%a: tensor<4x!quant.uniform<i8:f32, 1.0>>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:27: error: element type '!quant.uniform' is not supported");
  expect_error("func.func @f(%a: memref<4xf32>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:18: error: type 'memref' is not supported (only tensor types are)");
  expect_error("func.func private @f(tensor<4xf32>)", PT_ERR_UNSUPPORTED,
               "t.mlir:1:22: error: function declarations without a body are not supported");
  expect_error("func.func @f(%a: tensor<17x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1x1xf32>) {\n  return\n}", PT_ERR_UNSUPPORTED,
               "t.mlir:1:18: error: tensors of rank above 16 are not supported");
  expect_error("func.func @f(%a: tensor<9223372036854775807x2xf32>) {\n  return\n}", PT_ERR_PARSE,
               "t.mlir:1:18: error: tensor has too many elements");
}

static void test_empty_inputs(void) {
  pt_module *m = NULL;
  CHECK(pt_parse_module("t.mlir", NULL, 0, &m) == NULL && m && m->funcs.len == 0);
  pt_module_free(m);
  m = parse("// only a comment\n#loc = loc(unknown)\n");
  CHECK(m && m->funcs.len == 0 && m->sym_name == 0);
  pt_module_free(m);
  m = parse("module {\n}\n");
  CHECK(m && m->funcs.len == 0);
  pt_module_free(m);
  /* MLIR's trailing resource section is skipped. */
  m = parse("module {\n}\n{-#\n  dialect_resources: {\n    builtin: {\n      b: \"0x04000000\"\n    }\n  }\n#-}\n");
  CHECK(m != NULL);
  pt_module_free(m);
  expect_error("module {\n}\n{-#\n  dialect_resources: {\n", PT_ERR_PARSE,
               "t.mlir:3:1: error: unterminated file metadata '{-#'");
  /* Text need not be NUL-terminated: a prefix of a longer buffer. */
  const char *text = "module @a {\n}\n@@@@";
  m = NULL;
  CHECK(pt_parse_module("t.mlir", text, strlen(text) - 4, &m) == NULL && strcmp(pt_str(m, m->sym_name), "a") == 0);
  pt_module_free(m);
}

static void test_deep_nesting_and_truncation(void) {
  pt_buf b = {0};
  pt_buf_puts(&b, "module attributes {a = ");
  for (int i = 0; i < 1000; i++) pt_buf_putc(&b, '[');
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("t.mlir", b.data, b.len, &m);
  CHECK(s && strstr(pt_status_message(s), "nesting too deep (limit 256)"));
  pt_status_free(s);
  pt_buf_free(&b);
  /* Every prefix of a real module fails cleanly with a located error or
   * parses (the empty prefix is an empty module). */
  size_t n = strlen(kMlp);
  for (size_t k = 0; k < n; k++) {
    m = NULL;
    s = pt_parse_module("t.mlir", kMlp, k, &m);
    if (s) {
      CHECK(strncmp(pt_status_message(s), "t.mlir:", 7) == 0);
      pt_status_free(s);
    } else {
      CHECK(k == 0 || kMlp[k - 1] == '\n' || kMlp[k - 1] == '}');
      pt_module_free(m);
    }
  }
}

int main(void) {
  test_module_structure();
  test_shape_ops();
  test_compare_select_and_friends();
  test_convolution();
  test_multi_input_reduce_and_while();
  test_dense_literals();
  test_attributes();
  test_generic_form();
  test_locations_and_comments();
  test_ssa_names_and_scopes();
  test_errors();
  test_empty_inputs();
  test_deep_nesting_and_truncation();
  if (failures) {
    fprintf(stderr, "test_parser: %d check(s) failed\n", failures);
    return 1;
  }
  printf("test_parser: ok\n");
  return 0;
}
