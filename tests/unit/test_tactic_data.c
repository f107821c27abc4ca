/* test_tactic_data.c - schedules as data: a schedule file parsed into tactic structures without a module or
 * a mesh, every kind's fields (manual, built-in, from_annotations, auto),
 * the auto tactic's validation, and applying an auto tactic: without
 * "hw" a located error; with one, the search's plan applied as tactics
 * after the earlier ones (the search itself: test_search.c); --tile
 * options read into the same structures, making the state the equivalent
 * schedule makes, with their errors named after the option; --auto read
 * into an auto tactic judged by the run's profile, making the state the
 * file's auto tactic makes. */
#include "test_partition_util.h"

#include "../../src/search/auto.h"
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
  /* Each tactic's text, as a saved schedule copies it. */
  const char *bp = "{\"builtin\": \"BP\", \"axis\": \"batch\"}";
  CHECK(t[0].text_end - t[0].text_begin == strlen(bp) && memcmp(text + t[0].text_begin, bp, strlen(bp)) == 0);
  CHECK(text[t[4].text_begin] == '{' && text[t[4].text_end - 1] == '}');
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
               "\"objective\", \"budget_s\", \"iterations\", \"seed\")");
  expect_error("[{\"auto\": {\"axes\": [\"a\"], \"iterations\": 2.5}}]",
               "s.json:1:27: error: \"iterations\" must be an integer from 0");
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

/* Whether two states hold the same decisions (with their provenance and
 * sequence numbers) and the same conflicts, described alike. */
static bool same_state(const pt_partition *a, const pt_partition *b) {
  if (a->n_values != b->n_values || a->mesh.n_axes != b->mesh.n_axes || a->next_seq != b->next_seq ||
      a->conflicts.len != b->conflicts.len)
    return false;
  for (uint32_t ax = 0; ax < a->mesh.n_axes; ax++)
    for (uint32_t v = 0; v < a->n_values; v++) {
      const pt_decision *x = pt_decision_get(a, v, ax), *y = pt_decision_get(b, v, ax);
      if (x->kind != y->kind || x->dim != y->dim || x->reducer != y->reducer || x->seq != y->seq ||
          x->tactic != y->tactic || x->via_op != y->via_op || x->from != y->from)
        return false;
    }
  bool same = true;
  for (uint32_t i = 0; i < a->conflicts.len && same; i++) {
    pt_buf da = {0}, db = {0};
    pt_conflict_describe(a, &a->conflicts.data[i], &da);
    pt_conflict_describe(b, &b->conflicts.data[i], &db);
    same = da.len == db.len && memcmp(da.data, db.data, da.len) == 0;
    pt_buf_free(&da);
    pt_buf_free(&db);
  }
  return same;
}

/* What the hook saw of each tactic: index, axis, seeds, propagated
 * decisions, first conflict and the per-input counts, as text. */
static pt_status *record_done(void *ctx, pt_partition *p, const pt_tactic_done *t) {
  pt_buf *b = ctx;
  pt_buf_printf(b, "%u %s %u %u %u [", t->index, p->mesh.names[t->axis], t->n_seeds, t->n_decided, t->first_conflict);
  for (uint32_t k = 0; k < t->n_inputs; k++) pt_buf_printf(b, "%s%u", k ? " " : "", t->input_seeds[k]);
  pt_buf_puts(b, "]\n");
  return NULL;
}

/* --tile options are read into the same tactic structures as a schedule
 * file and applied by the same runner: the state they make equals the one
 * the equivalent JSON schedule makes, decision for decision (provenance
 * and sequence numbers included), conflict for conflict, and every tactic
 * reports the same figures. */
static void test_tiles_equal_schedule(const char *path, const char *mesh_text, const pt_tile_spec *tiles,
                                      uint32_t n, const char *json) {
  pt_module *m = t_load_file(path);
  if (!m) return;
  pt_mesh mesh;
  CHECK(pt_mesh_parse(mesh_text, &mesh) == NULL);
  pt_partition a, b;
  CHECK(pt_partition_init(&a, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  CHECK(pt_partition_init(&b, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  pt_schedule opts;
  CHECK(pt_schedule_from_options(NULL, tiles, n, &opts) == NULL);
  /* As a schedule file is read: manual tactics, one per run of options on
   * one axis, each input keeping its option's text. */
  uint32_t runs = 0;
  for (uint32_t i = 0; i < n; i++) runs += i == 0 || strcmp(tiles[i].axis, tiles[i - 1].axis) != 0;
  CHECK(opts.n == runs);
  for (uint32_t i = 0; i < opts.n; i++) {
    CHECK(opts.tactics[i].kind == PT_TACTIC_MANUAL);
    CHECK_STR(opts.tactics[i].label, "--tile");
  }
  CHECK(opts.n && opts.tactics[0].inputs[0].option && strchr(opts.tactics[0].inputs[0].option, ':'));
  pt_buf seen_a = {0}, seen_b = {0};
  CHECK(pt_schedule_run(&a, &opts, 0, record_done, &seen_a) == NULL);
  pt_schedule_free(&opts);
  CHECK(pt_schedule_apply_each(&b, json, strlen(json), "equiv.json", 0, record_done, &seen_b) == NULL);
  CHECK(a.conflicts.len + b.conflicts.len == 0 || a.conflicts.len == b.conflicts.len);
  CHECK(same_state(&a, &b));
  CHECK_STR(seen_a.data ? seen_a.data : "", seen_b.data ? seen_b.data : "");
  /* Something was decided: the comparison is not between two empty states. */
  CHECK(a.next_seq > n);
  /* pt_tiles_apply (the API's and the CLI's path) is that same run. */
  pt_partition c;
  CHECK(pt_partition_init(&c, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  CHECK(pt_tiles_apply(&c, tiles, n, 0, NULL, NULL) == NULL);
  CHECK(same_state(&a, &c));
  pt_partition_free(&c);
  pt_buf_free(&seen_a);
  pt_buf_free(&seen_b);
  pt_partition_free(&a);
  pt_partition_free(&b);
  pt_module_free(m);
}

static void test_tiles_as_tactics(void) {
  const pt_tile_spec mlp[] = {{"batch['x']", 0, "batch"},
                              {"batch['y']", 0, "batch"},
                              {"params['layers'][0]['w']", 1, "model"},
                              {"params['layers'][0]['b']", 0, "model"},
                              {"params['layers'][1]['w']", 0, "model"},
                              {"params['layers'][*]['w']", 0, "batch"},
                              {"opt_state[*]['layers'][*]['w']", 0, "batch"}};
  test_tiles_equal_schedule("examples/mlp.mlir", "batch=2,model=2", mlp, 7,
                            "[{\"axis\": \"batch\", \"inputs\": {\"batch['x']\": 0, \"batch['y']\": 0}},\n"
                            " {\"axis\": \"model\", \"inputs\": {\"params['layers'][0]['w']\": 1, "
                            "\"params['layers'][0]['b']\": 0, \"params['layers'][1]['w']\": 0}},\n"
                            " {\"axis\": \"batch\", \"inputs\": {\"params['layers'][*]['w']\": 0, "
                            "\"opt_state[*]['layers'][*]['w']\": 0}}]");
  const pt_tile_spec tr[] = {{"batch[*]", 0, "batch"},
                             {"params['layers'][*]['attn']['wq']", 1, "model"},
                             {"params['layers'][*]['attn']['wk']", 1, "model"},
                             {"params['layers'][*]['attn']['wv']", 1, "model"},
                             {"params['layers'][*]['attn']['wo']", 0, "model"},
                             {"params['layers'][*]['mlp']['w_in']", 1, "model"},
                             {"params['layers'][*]['mlp']['w_out']", 0, "model"},
                             {"re:^params\\[.*", 0, "batch"}};
  test_tiles_equal_schedule(
      "examples/transformer.mlir", "batch=2,model=2", tr, 8,
      "[{\"axis\": \"batch\", \"inputs\": {\"batch[*]\": 0}},\n"
      " {\"axis\": \"model\", \"inputs\": {\"params['layers'][*]['attn']['wq']\": 1, "
      "\"params['layers'][*]['attn']['wk']\": 1, \"params['layers'][*]['attn']['wv']\": 1, "
      "\"params['layers'][*]['attn']['wo']\": 0, \"params['layers'][*]['mlp']['w_in']\": 1, "
      "\"params['layers'][*]['mlp']['w_out']\": 0}},\n"
      " {\"axis\": \"batch\", \"inputs\": {\"re:^params\\\\[.*\": 0}}]");
}

/* An option's errors name it, where the schedule file's are located in the
 * file: the same refusal, placed where each user wrote the culprit. */
static void test_tile_errors(void) {
  pt_module *m = t_load_file("examples/mlp.mlir");
  if (!m) return;
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2", &mesh) == NULL);
  pt_partition p;
  CHECK(pt_partition_init(&p, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  const pt_tile_spec unknown_axis = {"batch[*]", 0, "model"};
  CHECK_STR(t_err(pt_tiles_apply(&p, &unknown_axis, 1, 0, NULL, NULL)),
            "error: --tile batch[*]:0:model: unknown mesh axis 'model' (the mesh has 'batch')");
  const pt_tile_spec far = {"batch['x']", 300, "batch"};
  CHECK_STR(t_err(pt_tiles_apply(&p, &far, 1, 0, NULL, NULL)), "error: --tile batch['x']:300:batch: dim out of range");
  const pt_tile_spec negative = {"batch['x']", -1, "batch"};
  CHECK_STR(t_err(pt_tiles_apply(&p, &negative, 1, 0, NULL, NULL)), "error: --tile batch['x']:-1:batch: dim out of range");
  const pt_tile_spec index = {"94", 0, "batch"};
  CHECK_STR(t_err(pt_tiles_apply(&p, &index, 1, 0, NULL, NULL)),
            "examples/mlp.mlir:4:3: error: --tile 94:0:batch: argument index 94 out of range: @main has 21 arguments");
  const char *json = "[{\"axis\": \"batch\", \"inputs\": {\"94\": 0}}]";
  CHECK_STR(t_err(pt_schedule_apply(&p, json, strlen(json), "s.json", 0, NULL)),
            "s.json:1:31: error: argument index 94 out of range: @main has 21 arguments");
  CHECK_STR(t_err(pt_schedule_from_options("both", NULL, 0, &(pt_schedule){0})),
            "error: from_annotations: the kind is shardy, gspmd or auto, not 'both'");
  pt_partition_free(&p);
  pt_module_free(m);
}

/* What an environment's on_auto saw: how many searches began, and the
 * tactics each plan applied. */
typedef struct {
  uint32_t begun, ended, n_tactics;
} auto_seen;

static pt_status *count_auto(void *ctx, const pt_tactic *t, pt_auto_outcome *o) {
  auto_seen *a = ctx;
  CHECK(t->kind == PT_TACTIC_AUTO);
  if (!o) a->begun++;
  else a->ended++, a->n_tactics += o->n_tactics;
  return NULL;
}

/* `--auto model --iterations 20` read into an auto tactic and judged by the
 * run's profile makes the state (and the per-tactic reports) the file's
 * {"auto": {..., "hw": "h100-sxm", "iterations": 20}} makes after the same
 * BP; the environment hears of the search before it and after its plan. */
static void test_auto_option_equals_file_tactic(void) {
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (!m) return;
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=2", &mesh) == NULL);
  pt_partition a, b;
  CHECK(pt_partition_init(&a, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  CHECK(pt_partition_init(&b, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  const char *file = "[{\"builtin\": \"BP\", \"axis\": \"batch\"},\n"
                     " {\"auto\": {\"axes\": [\"model\"], \"hw\": \"h100-sxm\", \"iterations\": 20,\n"
                     "            \"memory_limit\": \"3MB\"}}]";
  pt_buf seen_a = {0}, seen_b = {0};
  CHECK(pt_schedule_apply_each(&a, file, strlen(file), "f.json", 0, record_done, &seen_a) == NULL);
  const char *bp = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]";
  CHECK(pt_schedule_apply_each(&b, bp, strlen(bp), "bp.json", 0, record_done, &seen_b) == NULL);
  pt_schedule opt;
  pt_auto_option o = {.axes = "model", .memory_limit = 3000000, .budget_s = 30, .iterations = 20};
  CHECK(pt_schedule_from_auto_option(&o, &opt) == NULL);
  CHECK(opt.n == 1 && opt.tactics[0].kind == PT_TACTIC_AUTO && opt.tactics[0].autos.iterations == 20);
  pt_hw hw;
  CHECK(pt_hw_load("h100-sxm", &hw) == NULL);
  auto_seen seen = {0};
  pt_schedule_env env = {.hw = &hw, .spmd = {.cse = true}, .on_auto = count_auto, .on_auto_ctx = &seen};
  uint32_t next = 0;
  CHECK(pt_schedule_run_env(&b, &opt, 1, &env, record_done, &seen_b, &next) == NULL);
  CHECK(seen.begun == 1 && seen.ended == 1 && seen.n_tactics == next - 1 && next > 1);
  CHECK(same_state(&a, &b));
  CHECK_STR(seen_a.data ? seen_a.data : "", seen_b.data ? seen_b.data : "");
  /* Its errors read as the search's own: no place in a file. */
  pt_schedule_free(&opt);
  o.axes = "model,x";
  CHECK(pt_schedule_from_auto_option(&o, &opt) == NULL);
  CHECK_STR(t_err(pt_schedule_run_env(&b, &opt, 0, &env, NULL, NULL, &next)),
            "error: auto: unknown mesh axis 'x' (the mesh has 'batch', 'model')");
  CHECK_STR(t_err(pt_schedule_run_env(&b, &opt, 0, NULL, NULL, NULL, &next)),
            "error: auto: unknown mesh axis 'x' (the mesh has 'batch', 'model')");
  pt_schedule_free(&opt);
  o.axes = "model";
  CHECK(pt_schedule_from_auto_option(&o, &opt) == NULL);
  CHECK_STR(t_err(pt_schedule_run_env(&b, &opt, 0, NULL, NULL, NULL, &next)),
            "error: auto: needs a hardware profile (--hw, \"hw\")");
  pt_schedule_free(&opt);
  o.budget_s = 0;
  CHECK(pt_schedule_from_auto_option(&o, &opt) == NULL);
  CHECK_STR(t_err(pt_schedule_run_env(&b, &opt, 0, &env, NULL, NULL, &next)),
            "error: auto: the time budget must be positive (got 0 s)");
  pt_schedule_free(&opt);
  pt_buf_free(&seen_a);
  pt_buf_free(&seen_b);
  pt_partition_free(&a);
  pt_partition_free(&b);
  pt_module_free(m);
}

int main(void) {
  test_parse_kinds();
  test_parse_errors();
  test_tiles_as_tactics();
  test_tile_errors();
  test_auto_option_equals_file_tactic();
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (m) {
    test_apply_auto(m);
    pt_module_free(m);
  }
  printf("test_tactic_data: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
