/* test_explain.c - `partir explain` (src/partition/explain.c and
 * partir_partition_explain): on an MLP chain x@w_in -> tanh -> @w_out
 * partitioned by BP then MP, the exact path lines from each value back to
 * its seed; a backward step; data-flow steps through a while; replicate
 * seeds; the conflict that leaves an axis open; the
 * guard against provenance cycles; the JSON form; and the API's
 * selectors (names, LINE:COL, closest names on a typo). */
#include <cJSON.h>

#include "test_partition_util.h"

#include "../../src/partition/explain.h"
#include "../../src/tactics/tactics.h"
#include "partir.h"

#define MLP_ARGS                                                                                              \
  "func.func @main(%arg0: tensor<8x16xf32> {jax.arg_info = \"batch['x']\"}, %arg1: tensor<16x32xf32> "        \
  "{jax.arg_info = \"params['mlp']['w_in']\"}, %arg2: tensor<32x16xf32> {jax.arg_info = "                     \
  "\"params['mlp']['w_out']\"}) -> (tensor<8x16xf32> {jax.result_info = \"y\"}) {\n"
#define MLP_TEXT                                                                                              \
  MLP_ARGS                                                                                                    \
  "  %h = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "            \
  "tensor<16x32xf32>) -> tensor<8x32xf32>\n"                                                                  \
  "  %g = stablehlo.tanh %h : tensor<8x32xf32>\n"                                                             \
  "  %y = stablehlo.dot_general %g, %arg2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, "               \
  "tensor<32x16xf32>) -> tensor<8x16xf32>\n"                                                                  \
  "  return %y : tensor<8x16xf32>\n"                                                                          \
  "}\n"

static const char bp_mp[] = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}]";
static const char *const bp_mp_names[] = {"BP", "MP"};

/* The MLP partitioned by BP on batch, then MP on model. */
static void partition_bp_mp(pt_partition *p, const pt_module *m) {
  t_partition(p, m, "batch=2,model=2");
  t_ok(pt_schedule_apply(p, bp_mp, strlen(bp_mp), "s.json", 0, NULL), "apply BP, MP");
}

static char *explain_text(const pt_partition *p, uint32_t value, const pt_tactic_names *names) {
  pt_buf b = {0};
  pt_explain_text(p, value, names, &b);
  return b.data;
}

static void test_bp_mp_paths_end_at_their_seeds(void) {
  pt_module *m = t_load(MLP_TEXT);
  if (!m) return;
  pt_partition p;
  partition_bp_mp(&p, m);
  pt_tactic_names names = {bp_mp_names, 2};

  /* BP walks forward from x through both dots; MP's partial sum comes from
   * w_out, which the second dot contracts (decided in the first round,
   * before tanh's result was tiled). */
  char *t = explain_text(&p, t_val(m, MLP_TEXT, "%y"), &names);
  CHECK_STR(t,
            "the result of 'stablehlo.dot_general' at 4:3, returned as result 0 (y): tensor<8x16xf32>\n"
            "  axis 'batch' (size 2): tiled<0> by tactic 0 (BP)\n"
            "    <- the result of 'stablehlo.tanh' at 3:3 tiled<0> via 'stablehlo.dot_general' at 4:3 (forward)\n"
            "    <- the result of 'stablehlo.dot_general' at 2:3 tiled<0> via 'stablehlo.tanh' at 3:3 (forward)\n"
            "    <- %arg0 (batch['x']) tiled<0> via 'stablehlo.dot_general' at 2:3 (forward)\n"
            "    seed: tile(batch['x'], 0, batch) by tactic 0 (BP)\n"
            "  axis 'model' (size 2): partial<sum> by tactic 1 (MP)\n"
            "    <- %arg2 (params['mlp']['w_out']) tiled<0> via 'stablehlo.dot_general' at 4:3 (forward)\n"
            "    seed: tile(params['mlp']['w_out'], 0, model) by tactic 1 (MP)\n");
  free(t);

  t = explain_text(&p, t_val(m, MLP_TEXT, "%g"), &names);
  CHECK_STR(t,
            "the result of 'stablehlo.tanh' at 3:3: tensor<8x32xf32>\n"
            "  axis 'batch' (size 2): tiled<0> by tactic 0 (BP)\n"
            "    <- the result of 'stablehlo.dot_general' at 2:3 tiled<0> via 'stablehlo.tanh' at 3:3 (forward)\n"
            "    <- %arg0 (batch['x']) tiled<0> via 'stablehlo.dot_general' at 2:3 (forward)\n"
            "    seed: tile(batch['x'], 0, batch) by tactic 0 (BP)\n"
            "  axis 'model' (size 2): tiled<1> by tactic 1 (MP)\n"
            "    <- the result of 'stablehlo.dot_general' at 2:3 tiled<1> via 'stablehlo.tanh' at 3:3 (forward)\n"
            "    <- %arg1 (params['mlp']['w_in']) tiled<1> via 'stablehlo.dot_general' at 2:3 (forward)\n"
            "    seed: tile(params['mlp']['w_in'], 1, model) by tactic 1 (MP)\n");
  free(t);

  /* A seed is its own path; the axis no tactic reaches says so. Without
   * names, tactics are bare numbers. */
  t = explain_text(&p, t_val(m, MLP_TEXT, "%arg0"), NULL);
  CHECK_STR(t,
            "%arg0 (batch['x']): tensor<8x16xf32>\n"
            "  axis 'batch' (size 2): tiled<0> by tactic 0\n"
            "    seed: tile(batch['x'], 0, batch) by tactic 0\n"
            "  axis 'model' (size 2): open: no tactic reached it\n");
  free(t);

  bool complete = false;
  uint32_t chain[8];
  uint32_t n = pt_explain_chain(&p, t_val(m, MLP_TEXT, "%y"), 0, chain, 8, &complete);
  CHECK(n == 4 && complete);
  CHECK(n == 4 && chain[1] == t_val(m, MLP_TEXT, "%g") && chain[3] == t_val(m, MLP_TEXT, "%arg0"));
  /* A cap shorter than the chain cuts it and says so. */
  n = pt_explain_chain(&p, t_val(m, MLP_TEXT, "%y"), 0, chain, 2, &complete);
  CHECK(n == 2 && !complete);
  n = pt_explain_chain(&p, t_val(m, MLP_TEXT, "%arg0"), 1, chain, 8, &complete);
  CHECK(n == 1 && !complete);

  /* A step decided by another tactic than the explained decision (a later
   * tactic on an axis continuing from an earlier one's values) names it.
   * Made by hand: h's decision on model is relabelled as tactic 0's. */
  uint32_t h = t_val(m, MLP_TEXT, "%h");
  p.d[(size_t)1 * p.n_values + h].tactic = 0;
  t = explain_text(&p, t_val(m, MLP_TEXT, "%g"), &names);
  CHECK(t && strstr(t, "  axis 'model' (size 2): tiled<1> by tactic 1 (MP)\n"
                       "    <- the result of 'stablehlo.dot_general' at 2:3 tiled<1> via 'stablehlo.tanh' at 3:3 "
                       "(forward), decided by tactic 0 (BP)\n"));
  free(t);
  /* A value outside the state (out of range) is refused, not read. */
  t = explain_text(&p, p.n_values + 5, &names);
  CHECK(t && strstr(t, "is not partitioned"));
  free(t);
  cJSON *o = pt_explain_json(&p, p.n_values, &names);
  CHECK(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(o, "error")));
  cJSON_Delete(o);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* Tiling the function's result: the decision reaches w_out backward, the
 * seed is named by the result's jax.result_info, and a later tactic on
 * the same axis shows where it took over. */
static void test_backward_step_names_the_result_seed(void) {
  pt_module *m = t_load(MLP_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "model=2");
  t_ok(pt_action_tile(&p, t_val(m, MLP_TEXT, "%y"), 1, 0, 0), "tile y");
  t_ok(pt_propagate(&p, 0, 0, 0), "propagate");
  t_ok(pt_action_tile(&p, t_val(m, MLP_TEXT, "%arg0"), 1, 0, 1), "tile x");
  t_ok(pt_propagate(&p, 0, 1, 0), "propagate");
  const char *const names_list[] = {"out", NULL};
  pt_tactic_names names = {names_list, 2};
  char *t = explain_text(&p, t_val(m, MLP_TEXT, "%arg2"), &names);
  CHECK_STR(t,
            "%arg2 (params['mlp']['w_out']): tensor<32x16xf32>\n"
            "  axis 'model' (size 2): tiled<1> by tactic 0 (out)\n"
            "    <- the result of 'stablehlo.dot_general' at 4:3 tiled<1> via 'stablehlo.dot_general' at 4:3 "
            "(backward)\n"
            "    seed: tile(y, 1, model) by tactic 0 (out)\n");
  free(t);
  /* x (contracting dim) then the first dot's result: partial by tactic 1;
   * its path goes back to tactic 1's seed. */
  t = explain_text(&p, t_val(m, MLP_TEXT, "%h"), &names);
  CHECK_STR(t,
            "the result of 'stablehlo.dot_general' at 2:3: tensor<8x32xf32>\n"
            "  axis 'model' (size 2): partial<sum> by tactic 1\n"
            "    <- %arg0 (batch['x']) tiled<1> via 'stablehlo.dot_general' at 2:3 (forward)\n"
            "    seed: tile(batch['x'], 1, model) by tactic 1\n");
  free(t);
  pt_partition_free(&p);
  pt_module_free(m);
}

#define CONFLICT_TEXT                                                                                         \
  "func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {\n"                   \
  "  %s = stablehlo.add %arg0, %arg1 : tensor<4x4xf32>\n"                                                     \
  "  return %s : tensor<4x4xf32>\n"                                                                           \
  "}\n"

static void test_open_axis_names_the_conflict_that_stopped_it(void) {
  pt_module *m = t_load(CONFLICT_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, t_val(m, CONFLICT_TEXT, "%arg0"), 0, 0, 0), "tile a");
  t_ok(pt_action_tile(&p, t_val(m, CONFLICT_TEXT, "%arg1"), 1, 0, 0), "tile b");
  t_ok(pt_propagate(&p, 0, 0, 0), "propagate");
  char *t = explain_text(&p, t_val(m, CONFLICT_TEXT, "%s"), NULL);
  CHECK_STR(t,
            "the result of 'stablehlo.add' at 2:3, returned as result 0: tensor<4x4xf32>\n"
            "  axis 'batch' (size 2): open: no tactic reached it\n"
            "    stopped by conflict: t.mlir:2:3: 'stablehlo.add' on axis 'batch' (tactic 0): no TMR entry fits "
            "%arg0 (tiled<0> by tactic 0) and %arg1 (tiled<1> by tactic 0)\n");
  free(t);
  pt_partition_free(&p);
  pt_module_free(m);
}

#define WHILE_TEXT                                                                                            \
  "func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {\n"                       \
  "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"                                                       \
  "  %w:2 = stablehlo.while(%it = %arg0, %i = %c0) : tensor<8x8xf32>, tensor<i32>\n"                         \
  "  cond {\n"                                                                                                \
  "    %lt = stablehlo.compare LT, %i, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"           \
  "    stablehlo.return %lt : tensor<i1>\n"                                                                   \
  "  } do {\n"                                                                                                \
  "    %y = stablehlo.multiply %it, %it : tensor<8x8xf32>\n"                                                 \
  "    %one = stablehlo.constant dense<1> : tensor<i32>\n"                                                    \
  "    %i1 = stablehlo.add %i, %one : tensor<i32>\n"                                                          \
  "    stablehlo.return %y, %i1 : tensor<8x8xf32>, tensor<i32>\n"                                             \
  "  }\n"                                                                                                     \
  "  %out = stablehlo.negate %w#0 : tensor<8x8xf32>\n"                                                        \
  "  return %out : tensor<8x8xf32>\n"                                                                         \
  "}\n"

/* A while carry: the loop result gets the input's decision through the
 * loop's data-flow edge (not a TMR entry), then flows forward. When input
 * and result are seeded differently, the body argument stays open and
 * names the conflict. A replicate action is a seed too. */
static void test_data_flow_steps_and_replicate_seeds(void) {
  pt_module *m = t_load(WHILE_TEXT);
  if (!m) return;
  uint32_t w0 = t_val(m, WHILE_TEXT, "%w#0");
  pt_partition p;
  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, t_val(m, WHILE_TEXT, "%arg0"), 0, 0, 0), "tile the carry");
  t_ok(pt_propagate(&p, 0, 0, 0), "propagate");
  char *t = explain_text(&p, t_val(m, WHILE_TEXT, "%out"), NULL);
  CHECK_STR(t,
            "the result of 'stablehlo.negate' at 13:3, returned as result 0: tensor<8x8xf32>\n"
            "  axis 'batch' (size 2): tiled<0> by tactic 0\n"
            "    <- result 0 of 'stablehlo.while' at 3:3 tiled<0> via 'stablehlo.negate' at 13:3 (forward)\n"
            "    <- %arg0 tiled<0> via 'stablehlo.while' at 3:3 (data flow)\n"
            "    seed: tile(%arg0, 0, batch) by tactic 0\n");
  free(t);
  pt_partition_free(&p);

  t_partition(&p, m, "batch=2");
  t_ok(pt_action_tile(&p, t_val(m, WHILE_TEXT, "%arg0"), 0, 0, 0), "rows in");
  t_ok(pt_action_tile(&p, w0, 1, 0, 1), "columns out");
  t_ok(pt_propagate(&p, 0, 1, 0), "propagate");
  t = explain_text(&p, t_region_arg(m, w0, 1, 0), NULL);
  CHECK_STR(t,
            "argument 0 of region 1 of 'stablehlo.while' at 3:3: tensor<8x8xf32>\n"
            "  axis 'batch' (size 2): open: no tactic reached it\n"
            "    stopped by conflict: t.mlir:3:3: 'stablehlo.while' on axis 'batch' (tactic 1): cannot decide "
            "argument 0 of region 1 of 'stablehlo.while' at 3:3, asked for different decisions by %arg0 (tiled<0> "
            "by tactic 0) and result 0 of 'stablehlo.while' at 3:3 (tiled<1> by tactic 1)\n");
  free(t);
  pt_partition_free(&p);

  t_partition(&p, m, "model=2");
  t_ok(pt_action_replicate(&p, t_val(m, WHILE_TEXT, "%arg0"), 0, 3), "replicate");
  t = explain_text(&p, t_val(m, WHILE_TEXT, "%arg0"), NULL);
  CHECK_STR(t,
            "%arg0: tensor<8x8xf32>\n"
            "  axis 'model' (size 2): replicated by tactic 3\n"
            "    seed: replicate(%arg0, model) by tactic 3\n");
  free(t);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* Corrupted provenance (a cycle, a from that is not older) must end the
 * walk, not loop: the chain is cut and the text says the path is broken. */
static void test_provenance_cycle_is_cut(void) {
  pt_module *m = t_load(MLP_TEXT);
  if (!m) return;
  pt_partition p;
  partition_bp_mp(&p, m);
  uint32_t g = t_val(m, MLP_TEXT, "%g"), h = t_val(m, MLP_TEXT, "%h");
  pt_decision *dg = &p.d[g], *dh = &p.d[h]; /* axis 0: batch */
  dh->from = g;                             /* h <- g <- h ... */
  dh->via_op = dg->via_op;
  bool complete = true;
  uint32_t chain[16];
  uint32_t n = pt_explain_chain(&p, g, 0, chain, 16, &complete);
  CHECK(n == 2 && !complete);
  dg->from = g; /* a value that comes from itself */
  n = pt_explain_chain(&p, g, 0, chain, 16, &complete);
  CHECK(n == 1 && !complete);
  char *t = explain_text(&p, g, NULL);
  CHECK(t && strstr(t, "  axis 'batch' (size 2): tiled<0> by tactic 0\n"
                       "    (the path is broken here: the provenance does not lead back to a seed)\n"));
  free(t);
  pt_partition_free(&p);
  pt_module_free(m);
}

static const cJSON *item(const cJSON *obj, const char *key) { return cJSON_GetObjectItemCaseSensitive(obj, key); }
static const char *str_item(const cJSON *obj, const char *key) {
  const cJSON *s = item(obj, key);
  return cJSON_IsString(s) ? s->valuestring : "(not a string)";
}

static void test_json_has_the_same_story(void) {
  pt_module *m = t_load(MLP_TEXT);
  if (!m) return;
  pt_partition p;
  partition_bp_mp(&p, m);
  pt_tactic_names names = {bp_mp_names, 2};
  cJSON *o = pt_explain_json(&p, t_val(m, MLP_TEXT, "%y"), &names);
  CHECK_STR(str_item(o, "name"), "y");
  CHECK_STR(str_item(o, "type"), "tensor<8x16xf32>");
  CHECK(cJSON_GetArraySize(item(o, "returned_as")) == 1);
  const cJSON *axes = item(o, "axes");
  CHECK(cJSON_GetArraySize(axes) == 2);
  const cJSON *batch = cJSON_GetArrayItem(axes, 0), *model = cJSON_GetArrayItem(axes, 1);
  CHECK_STR(str_item(batch, "decision"), "tiled<0>");
  CHECK_STR(str_item(batch, "tactic_name"), "BP");
  const cJSON *path = item(batch, "path");
  CHECK(cJSON_GetArraySize(path) == 3);
  const cJSON *step = cJSON_GetArrayItem(path, 1);
  CHECK_STR(str_item(step, "from"), "the result of 'stablehlo.dot_general' at 2:3");
  CHECK_STR(str_item(step, "via_op"), "stablehlo.tanh");
  CHECK_STR(str_item(step, "direction"), "forward");
  CHECK(cJSON_GetNumberValue(item(step, "line")) == 3 && cJSON_GetNumberValue(item(step, "col")) == 3);
  CHECK_STR(str_item(item(batch, "seed"), "text"), "tile(batch['x'], 0, batch)");
  CHECK(cJSON_IsTrue(item(batch, "complete")));
  CHECK_STR(str_item(model, "decision"), "partial<sum>");
  CHECK(cJSON_GetNumberValue(item(model, "tactic")) == 1);
  CHECK_STR(str_item(item(model, "seed"), "value"), "params['mlp']['w_out']");
  cJSON_Delete(o);

  o = pt_explain_json(&p, t_val(m, MLP_TEXT, "%arg0"), &names);
  const cJSON *open = cJSON_GetArrayItem(item(o, "axes"), 1);
  CHECK_STR(str_item(open, "decision"), "open");
  CHECK(cJSON_IsNull(item(open, "tactic")) && cJSON_IsNull(item(open, "seed")));
  CHECK(cJSON_IsFalse(item(open, "complete")) && cJSON_GetArraySize(item(open, "conflicts")) == 0);
  cJSON_Delete(o);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* The public call: selectors by name, by LINE:COL, errors listing the
 * closest names, and JSON that parses. */
static void test_api_selects_by_name_and_position(void) {
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_string("t.mlir", MLP_TEXT, strlen(MLP_TEXT), &m);
  CHECK(s == NULL);
  if (s) {
    partir_status_free(s);
    return;
  }
  partir_partition *p = NULL;
  s = partir_partition_new(m, NULL, "batch=2,model=2", &p);
  if (!s) s = partir_partition_apply_schedule(p, bp_mp, strlen(bp_mp), "s.json", 0, NULL);
  CHECK(s == NULL);
  partir_status_free(s);
  if (!p) {
    partir_module_free(m);
    return;
  }
  char *text = NULL;
  size_t len = 0;
  s = partir_partition_explain(p, "y", bp_mp_names, 2, 0, &text, &len);
  CHECK(s == NULL && text && len == strlen(text));
  CHECK(text && strncmp(text, "the result of 'stablehlo.dot_general' at 4:3, returned as result 0 (y)", 70) == 0);
  free(text);

  /* The op written at 3:3 is the tanh. */
  text = NULL;
  s = partir_partition_explain(p, "3:3", NULL, 0, 0, &text, NULL);
  CHECK(s == NULL && text && strncmp(text, "the result of 'stablehlo.tanh' at 3:3: ", 39) == 0);
  free(text);

  /* A glob over two arguments: two explanations, one blank line apart. */
  text = NULL;
  s = partir_partition_explain(p, "params*", NULL, 0, 0, &text, NULL);
  CHECK(s == NULL && text && strstr(text, "\n\n%arg2 (params['mlp']['w_out'])") && strncmp(text, "%arg1 ", 6) == 0);
  free(text);

  text = NULL;
  s = partir_partition_explain(p, "params['mlp']['w_inn']", NULL, 0, 0, &text, NULL);
  CHECK(s != NULL && text == NULL);
  CHECK(s && partir_status_code(s) == PARTIR_ERR_INVALID_ARG);
  CHECK(s && strstr(partir_status_message(s), "t.mlir:1:1: error: selector 'params['mlp']['w_inn']' matches no "
                                              "argument or result of @main; closest: 'params['mlp']['w_in']'"));
  partir_status_free(s);

  s = partir_partition_explain(p, "3:4", NULL, 0, 0, &text, NULL);
  CHECK(s && strstr(partir_status_message(s), "error: no op of @main starts at 3:4"));
  partir_status_free(s);

  text = NULL;
  s = partir_partition_explain(p, "0", bp_mp_names, 2, 1, &text, NULL);
  cJSON *arr = s ? NULL : cJSON_Parse(text);
  CHECK(cJSON_IsArray(arr) && cJSON_GetArraySize(arr) == 1);
  CHECK_STR(str_item(cJSON_GetArrayItem(arr, 0), "name"), "batch['x']");
  cJSON_Delete(arr);
  free(text);
  partir_status_free(s);

  partir_partition_free(p);
  partir_module_free(m);
}

int main(void) {
  test_bp_mp_paths_end_at_their_seeds();
  test_backward_step_names_the_result_seed();
  test_open_axis_names_the_conflict_that_stopped_it();
  test_data_flow_steps_and_replicate_seeds();
  test_provenance_cycle_is_cut();
  test_json_has_the_same_story();
  test_api_selects_by_name_and_position();
  return t_finish("test_explain");
}
