/* test_core.c - which TMR entry each op uses under a final partitioning
 * state (pt_partition_op_entry) and the PartIR:Core printer (core_print.c):
 * loops, slices, reducers, local types, decision order of nested loops. */
#include "test_partition_util.h"

#define V(name) t_val(m, text, name)

static void prop(pt_partition *p, uint32_t axis, uint32_t tactic) { t_ok(pt_propagate(p, axis, tactic, 0), "propagate"); }

static const char *MLP = T_MLP_TEXT;

/* The entry's dims as "(1, _) -> (#tile<1>)". */
static const char *entry_str(const pt_partition *p, uint32_t value, uint32_t axis) {
  static char buf[4][128];
  static int turn;
  char *out = buf[turn++ % 4];
  const pt_module *m = p->m;
  uint32_t op_id = m->values.data[value].def, e;
  if (!pt_partition_op_entry(p, op_id, axis, &e)) return "whole";
  const pt_op *op = pt_op_get(m, op_id);
  const int32_t *d;
  const uint8_t *r;
  pt_partition_entry_dims(p, op_id, e, &d, &r);
  size_t n = 0;
  n += (size_t)snprintf(out + n, 128 - n, "(");
  for (uint32_t i = 0; i < op->n_operands; i++) {
    if (d[i] < 0) n += (size_t)snprintf(out + n, 128 - n, "%s_", i ? ", " : "");
    else n += (size_t)snprintf(out + n, 128 - n, "%s%d", i ? ", " : "", d[i]);
  }
  n += (size_t)snprintf(out + n, 128 - n, ") -> (");
  for (uint32_t j = 0; j < op->n_results; j++) {
    if (r[j]) n += (size_t)snprintf(out + n, 128 - n, "%s#%s", j ? ", " : "", pt_reducer_name((pt_reducer)r[j]));
    else n += (size_t)snprintf(out + n, 128 - n, "%s#tile<%d>", j ? ", " : "", d[op->n_operands + j]);
  }
  snprintf(out + n, 128 - n, ")");
  return out;
}

static bool contains(const char *hay, const char *needle) {
  checks++;
  if (hay && strstr(hay, needle)) return true;
  fprintf(stderr, "missing in core text: %s\n", needle);
  failures++;
  return false;
}

static void test_entries_and_core(void) {
  const char *text = MLP;
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=2,model=4");
  /* nothing decided: every op runs whole */
  CHECK_STR(entry_str(&p, V("%h"), 0), "whole");
  CHECK(!pt_partition_op_entry(&p, m->values.data[V("%h")].def, 7, NULL)); /* bad axis */
  /* Megatron on model, then BP on batch */
  t_ok(pt_action_tile(&p, V("%arg1"), 1, 1, 0), "w_in dim 1");
  t_ok(pt_action_tile(&p, V("%arg3"), 0, 1, 0), "w_out dim 0");
  prop(&p, 1, 0);
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 1), "x dim 0");
  prop(&p, 0, 1);
  CHECK(p.conflicts.len == 0);
  CHECK_STR(entry_str(&p, V("%h"), 1), "(_, 1) -> (#tile<1>)");
  CHECK_STR(entry_str(&p, V("%h"), 0), "(0, _) -> (#tile<0>)");
  CHECK_STR(entry_str(&p, V("%bb"), 1), "(0) -> (#tile<1>)");
  CHECK_STR(entry_str(&p, V("%hb"), 1), "(1, 1) -> (#tile<1>)");
  CHECK_STR(entry_str(&p, V("%o"), 1), "(1, 0) -> (#sum)");
  CHECK_STR(entry_str(&p, V("%o"), 0), "(0, _) -> (#tile<0>)");
  CHECK_STR(entry_str(&p, V("%r"), 1), "whole"); /* the sum is combined before the residual add */
  CHECK_STR(entry_str(&p, V("%r"), 0), "(0, 0) -> (#tile<0>)");

  pt_buf b = {0};
  pt_core_print(&p, &b);
  const char *s = b.data;
  contains(s, "// PartIR:Core of @main on mesh \"batch\"=2, \"model\"=4 (8 devices)");
  /* model was decided first: the model loop is the outer one */
  contains(s, "%0 = loop \"model\" [#tile<1>] (%r_model : !range<\"model\">) {\n"
              "    %t0 = slice 1 %arg1[%r_model] : tensor<16x16xf32>\n"
              "    %t1 = loop \"batch\" [#tile<0>] (%r_batch : !range<\"batch\">) {\n"
              "      %t2 = slice 0 %arg0[%r_batch] : tensor<4x16xf32>\n"
              "      %t3 = \"stablehlo.dot_general\"(%t2, %t0)");
  contains(s, ": (tensor<4x16xf32>, tensor<16x16xf32>) -> tensor<4x16xf32>\n"
              "      yield %t3 : tensor<4x16xf32>\n"
              "    } : tensor<8x16xf32>\n"
              "    yield %t1 : tensor<8x16xf32>\n"
              "  } : tensor<8x64xf32>\n");
  contains(s, "%4 = loop \"model\" [#sum] (%r_model : !range<\"model\">) {");
  contains(s, "slice 0 %arg3[%r_model] : tensor<16x16xf32>");
  contains(s, "%5 = loop \"batch\" [#tile<0>] (%r_batch : !range<\"batch\">) {");
  contains(s, "return %5 : tensor<8x16xf32>\n}\n");
  /* deterministic */
  pt_buf b2 = {0};
  pt_core_print(&p, &b2);
  CHECK(b2.len == b.len && memcmp(b.data, b2.data, b.len) == 0);
  if (failures) fputs(s, stderr);
  pt_buf_free(&b);
  pt_buf_free(&b2);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* A reduce: partial results print their reducer; the reduction body is
 * printed whole inside the loop; a max reduction prints #max. */
static void test_reduce_max(void) {
  const char *text =
      "func.func @main(%arg0: tensor<8x6xf32>) -> tensor<6xf32> {\n"
      "  %c = stablehlo.constant dense<0xFF800000> : tensor<f32>\n"
      "  %r = stablehlo.reduce(%arg0 init: %c) applies stablehlo.maximum across dimensions = [0] : "
      "(tensor<8x6xf32>, tensor<f32>) -> tensor<6xf32>\n"
      "  return %r : tensor<6xf32>\n"
      "}\n";
  pt_module *m = t_load(text);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "x=2");
  t_ok(pt_action_tile(&p, V("%arg0"), 0, 0, 0), "dim 0");
  prop(&p, 0, 0);
  CHECK_STR(t_dec(&p, V("%r"), 0), "partial<max>");
  CHECK_STR(entry_str(&p, V("%r"), 0), "(0, _) -> (#max)");
  CHECK_STR(entry_str(&p, V("%c"), 0), "whole");
  pt_buf b = {0};
  pt_core_print(&p, &b);
  contains(b.data, "%1 = loop \"x\" [#max] (%r_x : !range<\"x\">) {\n"
                   "    %t0 = slice 0 %arg0[%r_x] : tensor<4x6xf32>\n"
                   "    %t1 = \"stablehlo.reduce\"(%t0, %0) ({\n"
                   "      ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):");
  contains(b.data, "} : tensor<6xf32>\n  return %1 : tensor<6xf32>");
  if (failures) fputs(b.data, stderr);
  pt_buf_free(&b);
  pt_partition_free(&p);
  pt_module_free(m);
}

int main(void) {
  test_entries_and_core();
  test_reduce_max();
  return t_finish("test_core");
}
