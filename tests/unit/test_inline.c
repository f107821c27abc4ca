/* test_inline.c - func.call inlining: bodies substituted with the right
 * value mapping, nested calls, private functions dropped, calls with a
 * mismatched signature and recursion rejected with a located error; the
 * limits (inlined size, call depth, region nesting) refused at the call
 * that crosses them, before anything is copied. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "../../src/ir/ir.h"
#include "../../src/stablehlo/stablehlo.h"
#include "check.h"


static uint32_t scalar_f32(pt_module *m) {
  pt_type t = pt_tensor_type(PT_DTYPE_F32, 0, NULL);
  return pt_type_intern(m, &t);
}

/* @name(x) = x * x, or (when callee is set) callee(x) + x. */
static void add_square_func(pt_module *m, pt_builder *b, const char *name, const char *callee, bool priv) {
  uint32_t f32 = scalar_f32(m);
  uint32_t fn = pt_builder_begin_func(b, pt_intern_cstr(&m->strings, name), priv, &f32, 1, (pt_loc){1, 1});
  uint32_t body = m->regions.len - 1;
  uint32_t x = m->regions.data[body].args;
  uint32_t y;
  if (callee) {
    pt_named_attr a = {pt_intern_cstr(&m->strings, "callee"), pt_attr_symbol(m, callee, (uint32_t)strlen(callee))};
    uint32_t c = pt_builder_op(b, PT_OP_FUNC_CALL, &x, 1, &f32, 1, &a, 1, NULL, 0, (pt_loc){2, 3});
    uint32_t ops[2] = {m->ops.data[c].results, x};
    uint32_t add = pt_builder_op(b, PT_OP_ADD, ops, 2, &f32, 1, NULL, 0, NULL, 0, (pt_loc){3, 3});
    y = m->ops.data[add].results;
  } else {
    uint32_t ops[2] = {x, x};
    uint32_t mul = pt_builder_op(b, PT_OP_MULTIPLY, ops, 2, &f32, 1, NULL, 0, NULL, 0, (pt_loc){2, 3});
    y = m->ops.data[mul].results;
  }
  pt_builder_op(b, PT_OP_FUNC_RETURN, &y, 1, NULL, 0, NULL, 0, NULL, 0, (pt_loc){4, 3});
  uint32_t r = pt_builder_end_region(b);
  pt_builder_end_func(b, fn, r, &f32, 1, NULL, NULL, NULL);
}

static void test_nested_calls_are_inlined_and_private_functions_dropped(void) {
  pt_module *m = pt_module_new("t.mlir");
  pt_builder b;
  pt_builder_init(&b, m);
  add_square_func(m, &b, "sq", NULL, true);
  add_square_func(m, &b, "mid", "sq", true);
  add_square_func(m, &b, "main", "mid", false);
  pt_builder_free(&b);
  CHECK(pt_module_inline_calls(m) == NULL);
  CHECK(m->funcs.len == 1);
  CHECK(strcmp(pt_str(m, m->funcs.data[0].name), "main") == 0);
  const pt_region *body = &m->regions.data[m->funcs.data[0].body];
  /* multiply (from @sq), add (from @mid), add (from @main), return */
  CHECK(body->n_ops == 4);
  CHECK(m->ops.len == 4);
  const pt_op *mul = pt_op_get(m, pt_region_op(m, body, 0));
  const pt_op *add1 = pt_op_get(m, pt_region_op(m, body, 1));
  const pt_op *add2 = pt_op_get(m, pt_region_op(m, body, 2));
  const pt_op *ret = pt_op_get(m, pt_region_op(m, body, 3));
  CHECK(mul->code == PT_OP_MULTIPLY && add1->code == PT_OP_ADD && add2->code == PT_OP_ADD);
  CHECK(ret->code == PT_OP_FUNC_RETURN);
  uint32_t arg = body->args;
  CHECK(pt_op_operand(m, mul, 0) == arg && pt_op_operand(m, mul, 1) == arg);
  CHECK(pt_op_operand(m, add1, 0) == mul->results && pt_op_operand(m, add1, 1) == arg);
  CHECK(pt_op_operand(m, add2, 0) == add1->results && pt_op_operand(m, add2, 1) == arg);
  CHECK(pt_op_operand(m, ret, 0) == add2->results);
  pt_module_free(m);
}

static void test_recursion_is_rejected_with_location(void) {
  pt_module *m = pt_module_new("rec.mlir");
  pt_builder b;
  pt_builder_init(&b, m);
  add_square_func(m, &b, "loop", "loop", true);
  add_square_func(m, &b, "main", "loop", false);
  pt_builder_free(&b);
  pt_status *s = pt_module_inline_calls(m);
  CHECK(s != NULL);
  if (s) {
    CHECK(strcmp(pt_status_message(s), "rec.mlir:2:3: error: 'func.call' op recursive call to @loop cannot be "
                                       "inlined; call chain: @main -> @loop -> @loop") == 0);
    pt_status_free(s);
  }
  /* The module is left as it was. */
  CHECK(m->funcs.len == 2);
  pt_module_free(m);
}

static void test_call_to_undefined_function_is_rejected(void) {
  pt_module *m = pt_module_new("u.mlir");
  pt_builder b;
  pt_builder_init(&b, m);
  add_square_func(m, &b, "main", "missing", false);
  pt_builder_free(&b);
  pt_status *s = pt_module_inline_calls(m);
  CHECK(s && strstr(pt_status_message(s), "calls undefined function @missing"));
  pt_status_free(s);
  pt_module_free(m);
}

/* @main calls @f1 twice, @f<i> calls @f<i+1> twice, @f<n> adds: 2^n adds
 * once inlined. With `nest_ifs`, every call in @f1.. sits inside that many
 * nested stablehlo.if. */
static void call_tree_text(pt_buf *b, int n, int fanout, int nest_ifs) {
  pt_buf_puts(b, "func.func @main(%x: tensor<f32>) -> tensor<f32> {\n");
  pt_buf_puts(b, "  %a = func.call @f1(%x) : (tensor<f32>) -> tensor<f32>\n");
  pt_buf_puts(b, "  return %a : tensor<f32>\n}\n");
  for (int i = 1; i <= n; i++) {
    pt_buf_printf(b, "func.func private @f%d(%%x: tensor<f32>) -> tensor<f32> {\n", i);
    if (i == n) {
      pt_buf_puts(b, "  %y = stablehlo.add %x, %x : tensor<f32>\n  return %y : tensor<f32>\n}\n");
      continue;
    }
    pt_buf_puts(b, "  %p = stablehlo.constant dense<true> : tensor<i1>\n");
    for (int k = 0; k < nest_ifs; k++) pt_buf_printf(b, "  %%r%d = \"stablehlo.if\"(%%p) ({\n", k);
    pt_buf_puts(b, "  %c0 = stablehlo.add %x, %x : tensor<f32>\n");
    for (int c = 1; c <= fanout; c++)
      pt_buf_printf(b, "  %%c%d = func.call @f%d(%%c%d) : (tensor<f32>) -> tensor<f32>\n", c, i + 1, c - 1);
    char last[16];
    snprintf(last, sizeof last, "%%c%d", fanout);
    for (int k = nest_ifs - 1; k >= 0; k--) {
      pt_buf_printf(b, "  stablehlo.return %s : tensor<f32>\n  }, {\n  stablehlo.return %%x : tensor<f32>\n", last);
      pt_buf_puts(b, "  }) : (tensor<i1>) -> tensor<f32>\n");
      snprintf(last, sizeof last, "%%r%d", k);
    }
    pt_buf_printf(b, "  return %s : tensor<f32>\n}\n", last);
  }
}

/* Parses `text` and inlines; the status (NULL on success), *ops the ops after. */
static pt_status *parse_and_inline(const pt_buf *text, uint32_t *ops, uint32_t *funcs) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("calls.mlir", text->data, text->len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (m) {
    *ops = m->ops.len;
    *funcs = m->funcs.len;
    pt_module_free(m);
  }
  return s;
}

static void test_exponential_call_tree_is_refused_fast_naming_the_chain(void) {
  pt_buf text = {0};
  call_tree_text(&text, 41, 2, 0); /* 2^40 adds inlined */
  clock_t t0 = clock();
  uint32_t ops = 0, funcs = 0;
  pt_status *s = parse_and_inline(&text, &ops, &funcs);
  double seconds = (double)(clock() - t0) / CLOCKS_PER_SEC;
  CHECK(s != NULL);
  if (s) {
    const char *msg = pt_status_message(s);
    CHECK(strstr(msg, "calls.mlir:") == msg);
    CHECK(strstr(msg, "error: 'func.call' op inlining @f") != NULL);
    CHECK(strstr(msg, "past 1048576 ops, partir's limit for inlining") != NULL);
    CHECK(strstr(msg, "call chain: @main -> @f1 -> @f2 -> ") != NULL);
    pt_status_free(s);
  }
  CHECK(funcs == 41 + 1); /* the module is left as it was */
  /* Refused before anything is copied: a slow or exponential check would
   * show as a hang here; its speed is printed, not asserted. */
  printf("41-level call tree refused in %.3f s of CPU\n", seconds);
  pt_buf_free(&text);
}

static void test_moderate_call_tree_inlines(void) {
  pt_buf text = {0};
  call_tree_text(&text, 11, 2, 0); /* @f11 inlined 2^10 times */
  uint32_t ops = 0, funcs = 0;
  pt_status *s = parse_and_inline(&text, &ops, &funcs);
  CHECK(s == NULL);
  pt_status_free(s);
  /* @f11 is one add, @f<i> a constant, an add and two @f<i+1>: 3 * 2^(11-i) - 2
   * ops inlined; @main adds its return. */
  CHECK(funcs == 1 && ops == 3070 + 1);
  pt_buf_free(&text);
}

static void test_call_chain_deeper_than_the_nesting_limit_is_refused(void) {
  pt_buf text = {0};
  call_tree_text(&text, PT_MAX_NESTING + 5, 1, 0);
  uint32_t ops = 0, funcs = 0;
  pt_status *s = parse_and_inline(&text, &ops, &funcs);
  CHECK(s && strstr(pt_status_message(s), "calls nested more than 64 deep cannot be inlined (partir's limit); call "
                                          "chain: @main -> @f1 -> @f2 -> @f3 -> @f4 -> ... (57 more calls) -> @f62 "
                                          "-> @f63 -> @f64 -> @f65"));
  pt_status_free(s);
  pt_buf_free(&text);
  /* Exactly at the limit: @main's call and PT_MAX_NESTING - 1 more. */
  call_tree_text(&text, PT_MAX_NESTING, 1, 0);
  s = parse_and_inline(&text, &ops, &funcs);
  CHECK(s == NULL && funcs == 1);
  pt_status_free(s);
  pt_buf_free(&text);
}

static void test_inlining_into_nested_regions_keeps_the_nesting_limit(void) {
  /* @f1 and @f2 call inside 40 nested ifs: @f3's add lands 80 deep in @main. */
  pt_buf text = {0};
  call_tree_text(&text, 3, 1, 40);
  uint32_t ops = 0, funcs = 0;
  pt_status *s = parse_and_inline(&text, &ops, &funcs);
  CHECK(s && strstr(pt_status_message(s), "error: 'func.call' op inlining @f2 here nests regions 80 levels deep, "
                                          "more than 64 (partir's limit for every program); call chain: @main -> "
                                          "@f1 -> @f2"));
  pt_status_free(s);
  pt_buf_free(&text);
  call_tree_text(&text, 3, 1, 32); /* 64 deep: inlines */
  s = parse_and_inline(&text, &ops, &funcs);
  CHECK(s == NULL && funcs == 1);
  pt_status_free(s);
  pt_buf_free(&text);
}

int main(void) {
  test_nested_calls_are_inlined_and_private_functions_dropped();
  test_recursion_is_rejected_with_location();
  test_call_to_undefined_function_is_rejected();
  test_exponential_call_tree_is_refused_fast_naming_the_chain();
  test_moderate_call_tree_inlines();
  test_call_chain_deeper_than_the_nesting_limit_is_refused();
  test_inlining_into_nested_regions_keeps_the_nesting_limit();
  if (failures) fprintf(stderr, "test_inline: %d failure(s)\n", failures);
  return failures ? 1 : 0;
}
