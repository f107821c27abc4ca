/* test_schedule.c - schedules (src/tactics): the exact seeds of each
 * built-in on examples/transformer.mlir, BP+MP+Z3 as three tactics on a
 * 2x2 mesh (determinism, where the conflicts appear), diagnostics located
 * in the schedule text, and every truncation of a schedule failing
 * cleanly. */
#include "test_partition_util.h"

#include "../../src/tactics/tactics.h"

static const char *value_name(const pt_partition *p, uint32_t value) {
  pt_named_value *v;
  uint32_t n = pt_named_values(p, &v);
  const char *name = NULL;
  for (uint32_t i = 0; i < n && !name; i++)
    if (v[i].value == value && !v[i].is_result) name = v[i].name;
  free(v);
  return name ? name : "?";
}

/* The seeds as "name:dim" lines, in argument order. */
static char *seeds_text(const pt_partition *p, const char *builtin, uint32_t axis) {
  pt_seed_vec seeds = {0};
  pt_status *s = pt_builtin_seeds(p, builtin, axis, NULL, &seeds);
  CHECK(s == NULL);
  pt_status_free(s);
  pt_buf b = {0};
  pt_buf_append(&b, "", 0);
  for (uint32_t i = 0; i < seeds.len; i++) {
    if (seeds.data[i].dim == PT_SEED_REPLICATE) pt_buf_printf(&b, "%s:replicated\n", value_name(p, seeds.data[i].value));
    else pt_buf_printf(&b, "%s:%u\n", value_name(p, seeds.data[i].value), seeds.data[i].dim);
  }
  pt_vec_free(&seeds);
  return b.data;
}

static const char *const roots[] = {"params", "opt_state['mu']", "opt_state['nu']"};

static void test_builtin_seeds(pt_module *m) {
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=2", &mesh) == NULL);
  pt_partition p;
  CHECK(pt_partition_init(&p, m, pt_module_find_func(m, "main"), &mesh) == NULL);

  char *t = seeds_text(&p, "BP", 0);
  CHECK_STR(t, "batch['inputs']:0\nbatch['targets']:0\n");
  free(t);

  /* Megatron: in argument order (params, then opt_state mu and nu; keys
   * sorted as JAX flattens dicts). */
  pt_buf want = {0};
  pt_buf_append(&want, "", 0);
  for (int r = 0; r < 3; r++)
    for (int l = 0; l < 2; l++) {
      static const char *const attn[] = {"bk:0", "bq:0", "bv:0", "wk:1", "wo:0", "wq:1", "wv:1"};
      for (int k = 0; k < 7; k++)
        pt_buf_printf(&want, "%s['layers'][%d]['attn']['%.2s']:%c\n", roots[r], l, attn[k], attn[k][3]);
      pt_buf_printf(&want, "%s['layers'][%d]['mlp']['b_in']:0\n", roots[r], l);
      pt_buf_printf(&want, "%s['layers'][%d]['mlp']['w_in']:1\n", roots[r], l);
      pt_buf_printf(&want, "%s['layers'][%d]['mlp']['w_out']:0\n", roots[r], l);
    }
  t = seeds_text(&p, "MP", 1);
  CHECK_STR(t, want.data);
  free(t);
  pt_buf_free(&want);

  t = seeds_text(&p, "EMB", 1);
  CHECK_STR(t,
            "params['embed']['tokens']:0\nopt_state['mu']['embed']['tokens']:0\n"
            "opt_state['nu']['embed']['tokens']:0\n");
  free(t);

  /* Z2 / Z3: every opt_state (and params) tensor but the scalar step, on
   * its largest dim (wq [64,4,16] -> 0; head w [64,256] -> 1); Z2 first
   * replicates the 37 params, so the update does not shard them. */
  char *z2 = seeds_text(&p, "Z2", 0), *z3 = seeds_text(&p, "Z3", 0);
  uint32_t n2 = 0, n3 = 0, n2_repl = 0;
  for (const char *c = z2; *c; c++) n2 += *c == '\n';
  for (const char *c = z3; *c; c++) n3 += *c == '\n';
  for (const char *c = z2; (c = strstr(c, ":replicated\n")) != NULL; c++) n2_repl++;
  CHECK(n2 == 37 + 74 && n2_repl == 37 && n3 == 111);
  CHECK(strstr(z2, "opt_state['step']") == NULL && strstr(z2, "params['head']['w']:replicated\n") != NULL);
  CHECK(strstr(z2, "params['head']['w']:1") == NULL);
  CHECK(strstr(z3, "params['layers'][1]['attn']['wq']:0\n") != NULL);
  CHECK(strstr(z3, "params['head']['w']:1\n") != NULL);
  CHECK(strstr(z3, "opt_state['mu']['layers'][0]['mlp']['b_in']:0\n") != NULL);
  free(z2);
  free(z3);

  /* Z3 skips what is already decided on its axis. */
  CHECK(pt_action_tile(&p, p.m->regions.data[p.m->funcs.data[p.func].body].args + 2, 0, 0, 0) == NULL);
  z3 = seeds_text(&p, "Z3", 0);
  CHECK(strstr(z3, "params['head']['w']") == NULL);
  free(z3);

  pt_seed_vec none = {0};
  CHECK_STR(t_err(pt_builtin_seeds(&p, "ZeRO", 0, NULL, &none)),
            "unknown built-in tactic 'ZeRO' (known: BP, MP, Z2, Z3, EMB)");
  pt_vec_free(&none);
  pt_partition_free(&p);
}

static const char bp_mp_z3[] =
    "[\n  {\"builtin\": \"BP\", \"axis\": \"batch\"},\n  {\"builtin\": \"MP\", \"axis\": \"model\"},\n"
    "  {\"builtin\": \"Z3\", \"axis\": \"batch\"}\n]\n";

static void run_schedule(pt_module *m, const char *text, pt_partition *p, pt_buf *report) {
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=2", &mesh) == NULL);
  CHECK(pt_partition_init(p, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  pt_status *s = pt_schedule_apply(p, text, strlen(text), "s.json", 0, report);
  if (s) fprintf(stderr, "%s\n", pt_status_message(s));
  CHECK(s == NULL);
  pt_status_free(s);
}

static void test_bp_mp_z3(pt_module *m) {
  pt_partition a, b;
  pt_buf ra = {0}, rb = {0};
  run_schedule(m, bp_mp_z3, &a, &ra);
  run_schedule(m, bp_mp_z3, &b, &rb);
  /* Deterministic: the same state, decision by decision, and report. */
  CHECK(a.conflicts.len == b.conflicts.len);
  CHECK(memcmp(a.d, b.d, (size_t)a.mesh.n_axes * a.n_values * sizeof *a.d) == 0);
  CHECK_STR(ra.data, rb.data);
  CHECK(strstr(ra.data, "tactic 0 (built-in BP) on 'batch': 2 seeds,") == ra.data);
  CHECK(strstr(ra.data, "tactic 2 (built-in Z3) on 'batch': 111 seeds,") != NULL);
  /* BP and MP alone leave no conflict (the embedding gradient's
   * scatter-add makes partial sums); Z3 on the batch axis, after
   * BP, collides with BP at the weight dots of forward and backward pass:
   * the weight is tiled by Z3 and the activations by BP on the same axis,
   * and no entry of the dot fits both, so lowering all-gathers the
   * weight (FSDP). */
  uint32_t by_tactic[3] = {0}, z3_dots = 0;
  for (uint32_t i = 0; i < a.conflicts.len; i++) {
    const pt_conflict *c = &a.conflicts.data[i];
    CHECK(c->tactic < 3);
    if (c->tactic < 3) by_tactic[c->tactic]++;
    if (c->tactic == 2 && c->kind == PT_CONFLICT_NO_FIT && pt_op_get(m, c->op)->code == PT_OP_DOT_GENERAL &&
        ((c->tactics[0] == 0 && c->tactics[1] == 2) || (c->tactics[0] == 2 && c->tactics[1] == 0)))
      z3_dots++;
  }
  CHECK(by_tactic[0] == 0 && by_tactic[1] == 0 && by_tactic[2] > 0);
  CHECK(z3_dots > 0);
  pt_buf_free(&ra);
  pt_buf_free(&rb);
  pt_partition_free(&a);
  pt_partition_free(&b);
}

static const char *apply_err(pt_module *m, const char *text, size_t len) {
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=3", &mesh) == NULL);
  pt_partition p;
  CHECK(pt_partition_init(&p, m, pt_module_find_func(m, "main"), &mesh) == NULL);
  const char *e = t_err(pt_schedule_apply(&p, text, len, "s.json", 0, NULL));
  pt_partition_free(&p);
  return e;
}

static void test_errors(pt_module *m) {
#define ERR(text, want) CHECK_STR(apply_err(m, text, strlen(text)), want)
  ERR("[{\"builtin\": \"BP\", \"axis\": \"batch\"},\n {\"builtin\": \"MP\" \"axis\": \"model\"}]",
      "s.json:2:19: error: invalid JSON in the schedule");
  ERR("[{\"axis\": \"batch\",\n  \"inputs\": {\"batch['inputs']\": 2}}]",
      "s.json:2:14: error: cannot tile %arg112 (batch['inputs']) on axis 'batch': dim 2 out of range for "
      "tensor<8x32xi32>");
  ERR("[{\"axis\": \"model\", \"inputs\": {\"params['head']['w']\": \"whole\"}}]",
      "s.json:1:31: error: selector 'params['head']['w']': expected a dim (an integer from 0) or \"replicated\"");
  ERR("[{\"axis\": \"model\", \"inputs\": {\"re:params\\\\['head'\\\\].*\": \"replicated\"}}]", "");
  ERR("[{\"axis\": \"model\", \"inputs\": {\"9999\": 0}}]",
      "s.json:1:31: error: argument index 9999 out of range: @main has 114 arguments");
  ERR("[{\"axis\": \"batch\"}]", "s.json:1:2: error: tactic has neither \"builtin\" nor \"inputs\"");
  ERR("[{\"builtin\": \"BP\"}]", "s.json:1:2: error: tactic has no \"axis\"");
  ERR("[3]", "s.json:1:2: error: a tactic must be a JSON object");
  ERR("[{\"builtin\": \"BP\", \"axis\": \"batch\"}] x", "s.json:1:38: error: unexpected text after the end of the schedule");
  ERR("[{\"builtin\": \"BP\", \"axis\": \"batch\", \"names\": {\"batch\": \"inputs\"}}]",
      "s.json:1:3: error: built-in tactic 'BP' found no argument to tile (names under 'inputs')");
  ERR("", "s.json:1:1: error: truncated schedule: unexpected end of the JSON text");
#undef ERR
  /* Every truncation of a valid schedule fails cleanly (ASan watches). */
  for (size_t n = 0; n < sizeof bp_mp_z3 - 3; n++) {
    const char *e = apply_err(m, bp_mp_z3, n);
    CHECK(strncmp(e, "s.json:", 7) == 0 && strstr(e, ": error: ") != NULL);
  }
  /* Deep nesting is refused by cJSON, not a crash. */
  char deep[5001];
  memset(deep, '[', 5000);
  deep[5000] = '\0';
  CHECK(strstr(apply_err(m, deep, 5000), ": error: ") != NULL);
}

int main(void) {
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (!m) return 1;
  test_builtin_seeds(m);
  test_bp_mp_z3(m);
  test_errors(m);
  pt_module_free(m);
  return t_finish("test_schedule");
}
