/* test_inline.c - func.call inlining: bodies substituted with the right
 * value mapping, nested calls, private functions dropped, calls with a
 * mismatched signature and recursion rejected with a located error. */
#include <stdio.h>
#include <string.h>

#include "../../src/ir/ir.h"
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
    CHECK(strcmp(pt_status_message(s), "rec.mlir:2:3: error: 'func.call' op recursive call to @loop cannot be inlined") == 0);
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

int main(void) {
  test_nested_calls_are_inlined_and_private_functions_dropped();
  test_recursion_is_rejected_with_location();
  test_call_to_undefined_function_is_rejected();
  if (failures) fprintf(stderr, "test_inline: %d failure(s)\n", failures);
  return failures ? 1 : 0;
}
