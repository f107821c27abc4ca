/* test_tactic_data.c - schedules as data: a schedule file parsed into tactic structures without a module or
 * a mesh, every kind's fields (manual, built-in, from_annotations, auto),
 * the auto tactic's validation, and applying an auto tactic: without
 * "hw" a located error; with one, the search's plan applied as tactics
 * after the earlier ones (the search itself: test_search.c). */
#include "test_partition_util.h"

#include "../../src/tactics/tactics.h"

static pt_status *parse(const char *text, pt_schedule *out) {
  return pt_schedule_parse(text, strlen(text), "s.json", out);
}

static void expect_error(const char *text, const char *want) {
  pt_schedule sch;
  pt_status *s = parse(text, &sch);
  CHECK(s != NULL);
  if (s && strcmp(pt_status_message(s), want) != 0)
    fprintf(stderr, "  got:  %s\n  want: %s\n", pt_status_message(s), want);
  CHECK(s && strcmp(pt_status_message(s), want) == 0);
  pt_status_free(s);
}

static void test_parse_kinds(void) {
  const char *text =
      "[\n"
      "  {\"builtin\": \"BP\", \"axis\": \"batch\"},\n"
      "  {\"name\": \"mlp\", \"axis\": \"model\",\n"
      "   \"inputs\": {\"params['w']\": 1, \"3\": \"replicated\"}},\n"
      "  {\"builtin\": [\"MP\", \"EMB\"], \"axis\": \"model\", \"names\": {\"params\": \"p\"}},\n"
      "  {\"from_annotations\": \"shardy\"},\n"
      "  {\"auto\": {\"axes\": [\"batch\", \"model\"], \"hw\": \"h100-sxm\", \"memory_limit\": \"80GB\",\n"
      "            \"objective\": \"step_time\", \"budget_s\": 12.5, \"seed\": 7}, \"name\": \"search\"}\n"
      "]\n";
  pt_schedule sch;
  pt_status *s = parse(text, &sch);
  CHECK(s == NULL);
  pt_status_free(s);
  if (s) return;
  CHECK(sch.n == 5);
  CHECK_STR(sch.file, "s.json");
  const pt_tactic *t = sch.tactics;
  CHECK(t[0].kind == PT_TACTIC_BUILTIN && t[0].n_builtins == 1);
  CHECK_STR(t[0].builtins[0], "BP");
  CHECK_STR(t[0].axis, "batch");
  CHECK_STR(t[0].label, "BP");
  CHECK(t[0].loc.line == 2 && t[0].loc.col == 3);
  CHECK(t[0].axis_loc.line == 2 && t[0].axis_loc.col == 21);
  CHECK_STR(t[0].prefixes[0], "params");
  CHECK(t[1].kind == PT_TACTIC_MANUAL && t[1].n_inputs == 2);
  CHECK_STR(t[1].label, "mlp");
  CHECK_STR(t[1].inputs[0].selector, "params['w']");
  CHECK(t[1].inputs[0].dim == 1);
  CHECK(t[1].inputs[0].loc.line == 4 && t[1].inputs[0].loc.col == 15);
  CHECK_STR(t[1].inputs[1].selector, "3");
  CHECK(t[1].inputs[1].dim == PT_TACTIC_REPLICATED);
  CHECK(t[2].kind == PT_TACTIC_BUILTIN && t[2].n_builtins == 2);
  CHECK_STR(t[2].label, "MP+EMB");
  CHECK_STR(t[2].prefixes[0], "p");
  CHECK_STR(t[2].prefixes[1], "opt_state");
  CHECK(t[3].kind == PT_TACTIC_ANNOTATIONS);
  CHECK_STR(t[3].annotations, "shardy");
  CHECK_STR(t[3].label, "from_annotations");
  CHECK(t[4].kind == PT_TACTIC_AUTO);
  CHECK_STR(t[4].label, "search");
  const pt_auto_tactic *a = &t[4].autos;
  CHECK(a->n_axes == 2);
  CHECK_STR(a->axes[1], "model");
  CHECK_STR(a->hw, "h100-sxm");
  CHECK(a->memory_limit == UINT64_C(80000000000));
  CHECK(a->objective == PT_OBJECTIVE_STEP_TIME);
  CHECK(a->budget_s == 12.5 && a->seed == 7);
  pt_schedule_free(&sch);

  /* Defaults of an auto tactic. */
  s = parse("[{\"auto\": {\"axes\": [\"model\"], \"memory_limit\": \"512MiB\"}}]", &sch);
  CHECK(s == NULL);
  if (!s) {
    CHECK(sch.tactics[0].autos.memory_limit == UINT64_C(512) << 20);
    CHECK(sch.tactics[0].autos.budget_s == PT_AUTO_DEFAULT_BUDGET_S && sch.tactics[0].autos.seed == 0);
    CHECK(sch.tactics[0].autos.hw == NULL);
    pt_schedule_free(&sch);
  }
  pt_status_free(s);
}

static void test_parse_errors(void) {
  /* Found without a module or mesh, at the key at fault. */
  expect_error("[{\"auto\": {\"axes\": []}}]", "s.json:1:12: error: \"axes\" must be a non-empty list of mesh axis names");
  expect_error("[{\"auto\": {}}]", "s.json:1:3: error: \"auto\" has no \"axes\" (the mesh axes the search may decide)");
  expect_error("[{\"auto\": {\"axes\": [\"a\"], \"budget_s\": 0}}]",
               "s.json:1:27: error: \"budget_s\" must be a number of seconds above 0 (the search's time budget)");
  expect_error("[{\"auto\": {\"axes\": [\"a\", \"a\"]}}]", "s.json:1:12: error: \"axes\" names 'a' twice");
  expect_error("[{\"auto\": {\"axes\": [\"a\"], \"memory_limit\": \"lots\"}}]",
               "s.json:1:27: error: \"memory_limit\" must be a positive size per device, such as \"80GB\", "
               "\"512MiB\" or a number of bytes");
  expect_error("[{\"auto\": {\"axes\": [\"a\"], \"objective\": \"fast\"}}]",
               "s.json:1:27: error: \"objective\" must be \"step_time\" (the simulated time of one step)");
  expect_error("[{\"auto\": {\"axes\": [\"a\"], \"seed\": -1}}]", "s.json:1:27: error: \"seed\" must be an integer from 0");
  expect_error("[{\"auto\": {\"axes\": [\"a\"], \"budget\": 3}}]",
               "s.json:1:27: error: unknown key \"budget\" in \"auto\" (expected \"axes\", \"hw\", \"memory_limit\", "
               "\"objective\", \"budget_s\", \"seed\")");
  expect_error("[{\"auto\": {\"axes\": [\"a\"]}, \"axis\": \"a\"}]",
               "s.json:1:28: error: unknown key \"axis\" in an auto tactic (expected \"auto\", \"name\")");
  expect_error("[{\"auto\": 3}]",
               "s.json:1:3: error: \"auto\" must be an object, e.g. {\"axes\": [\"batch\", \"model\"], \"budget_s\": 30}");
  /* The built-in's name is checked on reading, before any mesh. */
  expect_error("[{\"builtin\": \"XX\", \"axis\": \"nope\"}]",
               "s.json:1:3: error: unknown built-in tactic 'XX' (known: BP, MP, Z2, Z3, EMB)");
}

static void test_apply_auto(pt_module *m) {
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=2", &mesh) == NULL);
  pt_partition p;
  CHECK(pt_partition_init(&p, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  const char *text = "[\n  {\"builtin\": \"BP\", \"axis\": \"batch\"},\n  {\"auto\": {\"axes\": [\"model\"]}}\n]";
  pt_schedule sch;
  pt_status *s = parse(text, &sch);
  CHECK(s == NULL);
  if (!s) {
    s = pt_schedule_run(&p, &sch, 0, NULL, NULL);
    CHECK(s && pt_status_loc(s).line == 3 && pt_status_loc(s).col == 3);
    CHECK(s && strstr(pt_status_message(s), "s.json:3:3: error: the auto tactic needs \"hw\"") ==
                    pt_status_message(s));
    pt_status_free(s);
    /* The tactic before it was applied (a schedule applies in order). */
    CHECK(pt_decision_get(&p, 0, 0)->kind != PT_DECISION_OPEN || p.last_decided > 0);
    pt_schedule_free(&sch);
  }
  /* With a profile, the search decides 'model' after BP: the plan's
   * tactics follow BP's, and BP's decisions stay. */
  {
    pt_partition q;
    CHECK(pt_partition_init(&q, m, pt_module_find_func(m, "main"), &mesh) == NULL);
    const char *with_hw = "[{\"builtin\": \"BP\", \"axis\": \"batch\"},\n"
                          " {\"auto\": {\"axes\": [\"model\"], \"hw\": \"h100-sxm\", \"budget_s\": 30}}]";
    s = parse(with_hw, &sch);
    CHECK(s == NULL);
    if (!s) {
      s = pt_schedule_run(&q, &sch, 0, NULL, NULL);
      CHECK(s == NULL);
      if (s) fprintf(stderr, "%s\n", pt_status_message(s));
      pt_status_free(s);
      pt_schedule_free(&sch);
    }
    pt_partition_free(&q);
  }
  /* An unknown axis in "axes" is found against the mesh, at "axes". */
  s = parse("[{\"auto\": {\"axes\": [\"model\", \"x\"]}}]", &sch);
  CHECK(s == NULL);
  if (!s) {
    s = pt_schedule_run(&p, &sch, 0, NULL, NULL);
    CHECK_STR(s ? pt_status_message(s) : "", "s.json:1:12: error: unknown mesh axis 'x' (the mesh has 'batch', 'model')");
    pt_status_free(s);
    pt_schedule_free(&sch);
  }
  /* A parsed schedule applies to several states alike (it is only data). */
  s = parse("[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}]", &sch);
  CHECK(s == NULL);
  if (!s) {
    pt_partition q;
    CHECK(pt_partition_init(&q, m, pt_module_find_func(m, "main"), &mesh) == NULL);
    pt_partition r;
    CHECK(pt_partition_init(&r, m, pt_module_find_func(m, "main"), &mesh) == NULL);
    CHECK(pt_schedule_run(&q, &sch, 0, NULL, NULL) == NULL);
    CHECK(pt_schedule_run(&r, &sch, 0, NULL, NULL) == NULL);
    CHECK(q.conflicts.len == r.conflicts.len);
    pt_partition_free(&q);
    pt_partition_free(&r);
    pt_schedule_free(&sch);
  }
  pt_partition_free(&p);
}

int main(void) {
  test_parse_kinds();
  test_parse_errors();
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (m) {
    test_apply_auto(m);
    pt_module_free(m);
  }
  printf("test_tactic_data: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
