/* test_analysis.c - the named dimension analysis (src/analysis/):
 *
 *  - on a 1-layer transformer training step exported from JAX
 *    (tests/fixtures/analysis/transformer_1l.mlir: d_model 16, 2 heads of
 *    8, seq 8, vocab 32, MLP 32, batch 2), the classes of every argument
 *    dim written out by hand: two dims share a class exactly when the hand
 *    labels say so, and the roles (batch, heads, hidden, vocab) are found;
 *  - attention's conflicts: the sequence class, at Q.Kt forward and at
 *    dO.Vt backward, each with a cut per operand: a minimum set of
 *    def-use edges that splits the class, with its price; a cut decision
 *    applied leaves no conflict at the origins, where tiling the class
 *    whole meets them;
 *  - random programs (random_program.h): every class without a conflict,
 *    tiled as one decision (its seeds, then propagation), decides no dim
 *    outside the class and meets no conflict; every tiled dim it reaches
 *    is a member (so no two classes could have been one);
 *  - layer grouping: the decision space of the 2-layer transformer equals
 *    that of a 1-layer one in groups.
 */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/analysis/analysis.h"
#include "../../src/stablehlo/stablehlo.h"
#include "check.h"
#include "random_program.h"

static pt_module *load(const char *path) {
  char *text = NULL;
  size_t len = 0;
  pt_module *m = NULL;
  pt_status *s = pt_read_file(path, &text, &len);
  if (!s) s = pt_parse_module(path, text, len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  free(text);
  if (s) {
    fprintf(stderr, "%s\n", pt_status_message(s));
    pt_status_free(s);
    exit(1);
  }
  return m;
}

/* The class of dim `dim` of the argument named `name`. */
static uint32_t arg_class(const pt_analysis *a, const char *name, uint32_t dim) {
  const pt_func *f = &a->m->funcs.data[a->func];
  for (uint32_t i = 0; i < pt_func_n_args(a->m, f); i++) {
    const char *n = pt_analysis_arg_name(a, i);
    if (n && strcmp(n, name) == 0) return pt_analysis_class_of(a, pt_func_arg(a->m, f, i), dim);
  }
  fprintf(stderr, "no argument %s\n", name);
  return PT_NONE - 1;
}

/* Each argument's dims labelled by hand: S sequence, V vocabulary (the
 * embedding table's rows), D model, H heads, Q head dim of queries and
 * keys (contracted by Q.Kt), W head dim of values (and wo's rows), F MLP
 * hidden, O the output head's vocabulary, B batch. */
static const struct {
  const char *name;
  const char *labels;
} hand[] = {
    {"params['embed']['positions']", "SD"},
    {"params['embed']['tokens']", "VD"},
    {"params['head']['w']", "DO"},
    {"params['layers'][0]['attn']['bk']", "HQ"},
    {"params['layers'][0]['attn']['bo']", "D"},
    {"params['layers'][0]['attn']['bq']", "HQ"},
    {"params['layers'][0]['attn']['bv']", "HW"},
    {"params['layers'][0]['attn']['wk']", "DHQ"},
    {"params['layers'][0]['attn']['wo']", "HWD"},
    {"params['layers'][0]['attn']['wq']", "DHQ"},
    {"params['layers'][0]['attn']['wv']", "DHW"},
    {"params['layers'][0]['ln1']['bias']", "D"},
    {"params['layers'][0]['ln1']['scale']", "D"},
    {"params['layers'][0]['ln2']['bias']", "D"},
    {"params['layers'][0]['ln2']['scale']", "D"},
    {"params['layers'][0]['mlp']['b_in']", "F"},
    {"params['layers'][0]['mlp']['b_out']", "D"},
    {"params['layers'][0]['mlp']['w_in']", "DF"},
    {"params['layers'][0]['mlp']['w_out']", "FD"},
    {"params['ln_f']['bias']", "D"},
    {"params['ln_f']['scale']", "D"},
    {"opt_state['mu']['layers'][0]['attn']['wq']", "DHQ"},
    {"opt_state['nu']['layers'][0]['mlp']['w_out']", "FD"},
    {"opt_state['nu']['embed']['tokens']", "VD"},
    {"batch['inputs']", "BS"},
    {"batch['targets']", "BS"},
};

static void test_hand_classes(void) {
  pt_module *m = load("tests/fixtures/analysis/transformer_1l.mlir");
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=2", &mesh) == NULL);
  pt_analysis a;
  CHECK(pt_analysis_run(m, pt_module_find_func(m, "main"), &mesh, &a) == NULL);
  size_t n = sizeof hand / sizeof hand[0];
  uint32_t label_class[128];
  for (int i = 0; i < 128; i++) label_class[i] = PT_NONE;
  for (size_t i = 0; i < n; i++)
    for (uint32_t d = 0; hand[i].labels[d]; d++) {
      uint32_t c = arg_class(&a, hand[i].name, d);
      unsigned char l = (unsigned char)hand[i].labels[d];
      if (label_class[l] == PT_NONE) {
        /* A new label must be a class no other label has. */
        for (int k = 0; k < 128; k++)
          if (label_class[k] == c) {
            fprintf(stderr, "%s dim %u: labels %c and %c share a class\n", hand[i].name, d, k, l);
            CHECK(false);
          }
        label_class[l] = c;
      } else if (label_class[l] != c) {
        fprintf(stderr, "%s dim %u: not in the class of the other %c dims\n", hand[i].name, d, l);
        CHECK(false);
      }
    }
  CHECK(a.classes.data[label_class['B']].role == PT_ROLE_BATCH);
  CHECK(a.classes.data[label_class['H']].role == PT_ROLE_HEADS);
  CHECK(a.classes.data[label_class['F']].role == PT_ROLE_HIDDEN);
  CHECK(a.classes.data[label_class['V']].role == PT_ROLE_VOCAB);
  /* The head dims are contracted by Q.Kt between activations, the model
   * dim is reduced by layer norm, the output vocabulary by softmax: none
   * is a Megatron class. */
  CHECK(a.classes.data[label_class['Q']].role == PT_ROLE_NONE);
  CHECK(a.classes.data[label_class['W']].role == PT_ROLE_NONE);
  CHECK(a.classes.data[label_class['D']].role == PT_ROLE_NONE);
  CHECK(a.classes.data[label_class['O']].role == PT_ROLE_NONE);
  CHECK(a.classes.data[label_class['S']].role == PT_ROLE_NONE);
  /* Sizes, divisibility, and what the classes cover. */
  CHECK(a.classes.data[label_class['H']].gcd == 2 && a.classes.data[label_class['F']].size == 32);
  CHECK(a.classes.data[label_class['S']].n_doubled > 0);
  CHECK(a.classes.data[label_class['F']].n_doubled == 0 && a.classes.data[label_class['H']].n_doubled == 0);
  /* w_in + b_in + w_out in params (16*32 + 32 + 32*16 floats), twice
   * that in Adam's two moments. */
  CHECK(a.classes.data[label_class['F']].bytes[PT_BYTES_PARAMS] == (16 * 32 + 32 + 32 * 16) * 4);
  CHECK(a.classes.data[label_class['F']].bytes[PT_BYTES_OPT] == 2 * (16 * 32 + 32 + 32 * 16) * 4);
  CHECK(a.classes.data[label_class['F']].flops > 0 && a.classes.data[label_class['B']].flops > 0);

  /* Conflicts: the sequence class only, at Q.Kt (forward) and dO.Vt
   * (backward). Each cut is a minimum cut of def-use edges that splits
   * the class for good (the backward pass included): its sides count
   * every member once, it leaves two or more classes, each edge is a
   * real use of its value, and the price is the sum of its edges'
   * all_gathers (each a whole value, or 0 for a slice). */
  uint32_t n_origin = 0;
  for (uint32_t i = 0; i < a.conflicts.len; i++) {
    const pt_dim_conflict *cf = &a.conflicts.data[i];
    CHECK(cf->cls == label_class['S']);
    if (cf->op == PT_NONE) continue;
    n_origin++;
    CHECK(pt_op_get(m, cf->op)->code == PT_OP_DOT_GENERAL);
    CHECK(cf->n_cuts == 2);
    for (uint32_t k = 0; k < cf->n_cuts; k++) {
      const pt_dim_cut *ct = &cf->cuts[k];
      CHECK(ct->operand == k);
      CHECK(ct->separated && ct->n_edges > 0 && ct->cut_members > 0);
      CHECK(ct->kept_members + ct->cut_members == a.classes.data[label_class['S']].n_members);
      CHECK(ct->n_classes_after >= 2);
      uint64_t sum = 0;
      for (uint32_t e = ct->first_edge; e < ct->first_edge + ct->n_edges; e++) {
        const pt_dim_edge *ed = &a.cut_edges.data[e];
        CHECK(ed->operand < pt_op_get(m, ed->op)->n_operands);
        CHECK(pt_op_operand(m, pt_op_get(m, ed->op), ed->operand) == ed->value);
        CHECK(ed->bytes == 0 || ed->bytes == pt_analysis_value_bytes(m, ed->value));
        sum += ed->bytes;
      }
      CHECK(sum == ct->bytes && ct->bytes > 0);
    }
  }
  CHECK(n_origin == 2);
  CHECK(a.n_conflict_groups == 2);
  /* Decisions: every class group and cut on each axis that divides it. */
  CHECK(a.decisions.len > 0 && a.n_decisions_ungrouped >= a.decisions.len);
  pt_analysis_free(&a);
  pt_module_free(m);
}

/* A cut decision applied: its edges are cut on the axis, the class's
 * arguments tiled, and propagation then fills the tiled side and stops at
 * the cut, so that no origin of the class is a conflict any more (each
 * has one operand tiled and the other whole), while tiling the class as
 * one decision meets them as conflicts. The outputs are checked by
 * execution in test_analysis_decisions. */
static void test_cut_decisions(const char *path) {
  pt_module *m = load(path);
  pt_mesh mesh;
  CHECK(pt_mesh_parse("a=2", &mesh) == NULL);
  pt_analysis a;
  CHECK(pt_analysis_run(m, pt_module_find_func(m, "main"), &mesh, &a) == NULL);
  uint32_t n_cut = 0;
  for (uint32_t i = 0; i < a.decisions.len; i++) {
    const pt_decision_item *d = &a.decisions.data[i];
    if (d->cut < 0) continue;
    n_cut++;
    const pt_dim_conflict *rep = &a.conflicts.data[a.conflict_group_first[d->group]];
    const pt_dim_cut *ct = &rep->cuts[d->cut];
    pt_partition p;
    CHECK(pt_partition_init(&p, m, a.func, &mesh) == NULL);
    uint32_t seeds = 0;
    CHECK(pt_analysis_apply(&a, i, &p, 0, &seeds) == NULL);
    CHECK(p.n_cuts == ct->n_edges && seeds > ct->n_edges);
    for (uint32_t e = ct->first_edge; e < ct->first_edge + ct->n_edges; e++)
      CHECK(pt_partition_use_is_cut(&p, a.cut_edges.data[e].op, a.cut_edges.data[e].operand, 0));
    /* Every origin of every conflict group of the class: no conflict
     * recorded there, one operand tiled on its class dim, one not. */
    for (uint32_t k = 0; k < a.conflicts.len; k++) {
      const pt_dim_conflict *cf = &a.conflicts.data[k];
      if (cf->op == PT_NONE || cf->cls != rep->cls) continue;
      for (uint32_t c = 0; c < p.conflicts.len; c++) CHECK(p.conflicts.data[c].op != cf->op);
      uint32_t tiled = 0, whole = 0;
      const pt_op *op = pt_op_get(m, cf->op);
      for (uint32_t j = 0; j < cf->n_cuts; j++) {
        const pt_decision *dd = pt_decision_get(&p, pt_op_operand(m, op, cf->cuts[j].operand), 0);
        /* What the op sees: its operand's decision, unless the edge is cut
         * (then lowering gathers it for the op). */
        bool cut = pt_partition_use_is_cut(&p, cf->op, cf->cuts[j].operand, 0);
        bool sees_tiled = !cut && dd->kind == PT_DECISION_TILED && (uint32_t)dd->dim == cf->cuts[j].dim;
        tiled += sees_tiled;
        whole += !sees_tiled;
        if (cf->group == d->group && j == (uint32_t)d->cut) CHECK(!sees_tiled);
      }
      CHECK(tiled >= 1 && whole >= 1);
    }
    pt_partition_free(&p);
  }
  CHECK(n_cut > 0);
  /* The class tiled as one decision: its origins are conflicts. */
  for (uint32_t i = 0; i < a.decisions.len; i++) {
    const pt_decision_item *d = &a.decisions.data[i];
    if (d->cut >= 0 || a.conflicts.len == 0) continue;
    const pt_dim_group *gr = &a.groups.data[d->group];
    if (a.group_classes[gr->first] != a.conflicts.data[a.conflict_group_first[0]].cls) continue;
    pt_partition p;
    CHECK(pt_partition_init(&p, m, a.func, &mesh) == NULL);
    CHECK(pt_analysis_apply(&a, i, &p, 0, NULL) == NULL);
    bool met = false;
    for (uint32_t c = 0; c < p.conflicts.len; c++)
      for (uint32_t k = 0; k < a.conflicts.len; k++) met |= p.conflicts.data[c].op == a.conflicts.data[k].op;
    CHECK(met && p.n_cuts == 0);
    pt_partition_free(&p);
  }
  pt_analysis_free(&a);
  pt_module_free(m);
}

/* The 2-layer transformer's decision space with layer groups is the
 * 1-layer one's: the second layer's classes join the first's groups. */
static void test_layer_groups(void) {
  pt_module *m1 = load("tests/fixtures/analysis/transformer_1l.mlir"), *m2 = load("examples/transformer.mlir");
  pt_mesh mesh;
  CHECK(pt_mesh_parse("batch=2,model=2", &mesh) == NULL);
  pt_analysis a1, a2;
  CHECK(pt_analysis_run(m1, pt_module_find_func(m1, "main"), &mesh, &a1) == NULL);
  CHECK(pt_analysis_run(m2, pt_module_find_func(m2, "main"), &mesh, &a2) == NULL);
  CHECK(a2.n_decisions_ungrouped > a1.n_decisions_ungrouped);
  uint32_t per_layer = 0;
  for (uint32_t g = 0; g < a2.groups.len; g++) per_layer += a2.groups.data[g].n_classes == 2;
  CHECK(per_layer >= 4); /* heads, hidden, and the two head dims */
  /* The 1-layer step has other sizes (d_model 16, MLP 32): compare the
   * structure, the count of grouped decisions per axis. */
  CHECK(a2.decisions.len == 28);
  pt_analysis_free(&a1);
  pt_analysis_free(&a2);
  pt_module_free(m1);
  pt_module_free(m2);
}

/* ---- random programs ---- */

typedef struct {
  uint32_t programs, classes, tiled, reached, members, cuts;
} rstats;

/* How many operand and result dims of op `op` that some TMR entry cuts
 * are members of class c. */
static uint32_t positions_in(const pt_module *m, const pt_analysis *a, uint32_t op_id, uint32_t c) {
  const pt_op *op = pt_op_get(m, op_id);
  pt_tmr t;
  pt_tmr_init(&t);
  pt_tmr_for_op(m, op, &t);
  uint32_t n = 0;
  for (uint32_t i = 0; i < op->n_operands + op->n_results; i++) {
    uint32_t v = i < op->n_operands ? pt_op_operand(m, op, i) : pt_op_result(op, i - op->n_operands);
    const pt_type *ty = pt_value_type(m, v);
    for (uint32_t d = 0; ty->kind == PT_TYPE_TENSOR && d < ty->rank; d++) {
      bool cut = false;
      for (uint32_t e = 0; e < t.n_entries && !cut; e++)
        cut = (i < op->n_operands ? t.entries[e].operand_dim[i] : t.entries[e].result_dim[i - op->n_operands]) ==
              (int32_t)d;
      n += cut && pt_analysis_class_of(a, v, d) == c;
    }
  }
  pt_tmr_free(&t);
  return n;
}

static bool check_class(const pt_module *m, const pt_analysis *a, uint32_t c, uint64_t seed, rstats *st) {
  pt_partition p;
  pt_status *s = pt_partition_init(&p, m, a->func, &a->mesh);
  pt_dim_ref seeds[64];
  uint32_t n = pt_analysis_class_seeds(a, c, seeds, 64);
  for (uint32_t i = 0; i < n && i < 64 && !s; i++)
    if (pt_decision_get(&p, seeds[i].value, 0)->kind == PT_DECISION_OPEN)
      s = pt_action_tile(&p, seeds[i].value, seeds[i].dim, 0, 0);
  if (!s) s = pt_propagate(&p, 0, 0, 0);
  bool ok = s == NULL;
  if (s) {
    fprintf(stderr, "seed 0x%016" PRIx64 " class %u: %s\n", seed, c, pt_status_message(s));
    pt_status_free(s);
  }
  /* Propagation stops where a member is used on a dim the op cannot cut
   * (a slice's, a concatenation's, a reshape's minor dim): the class ends
   * there and lowering gathers -- a boundary, not a conflict inside. A
   * conflict inside is an op with two or more of its dims in the class. */
  for (uint32_t k = 0; ok && k < p.conflicts.len; k++) {
    const pt_conflict *cf = &p.conflicts.data[k];
    if (cf->op == PT_NONE) continue;
    if (positions_in(m, a, cf->op, c) < 2) continue;
    pt_buf b = {0};
    pt_conflict_describe(&p, cf, &b);
    fprintf(stderr, "seed 0x%016" PRIx64 " class %u: a conflict inside the class: %s\n", seed, c, b.data);
    pt_buf_free(&b);
    ok = false;
  }
  for (uint32_t v = 0; ok && v < p.n_values; v++) {
    const pt_decision *d = pt_decision_get(&p, v, 0);
    if (d->kind != PT_DECISION_TILED) continue;
    st->reached++;
    if (pt_analysis_class_of(a, v, (uint32_t)d->dim) != c) {
      fprintf(stderr, "seed 0x%016" PRIx64 " class %u: value %u dim %d tiled outside the class\n", seed, c, v,
              d->dim);
      ok = false;
    }
  }
  st->tiled++;
  st->members += a->classes.data[c].n_members;
  pt_partition_free(&p);
  return ok;
}

static void test_random_programs(uint64_t base, uint32_t n) {
  rstats st = {0};
  pt_mesh mesh;
  CHECK(pt_mesh_parse("a=2", &mesh) == NULL);
  for (uint32_t i = 0; i < n; i++) {
    uint64_t seed = base + i;
    pt_buf text = {0};
    rp_info info;
    rp_generate(seed, &text, &info);
    pt_module *m = NULL;
    pt_status *s = pt_parse_module("random.mlir", text.data, text.len, &m);
    if (!s) s = pt_verify_module(m);
    CHECK(s == NULL);
    if (s) {
      pt_status_free(s);
      pt_module_free(m);
      pt_buf_free(&text);
      continue;
    }
    pt_analysis a;
    CHECK(pt_analysis_run(m, pt_module_find_func(m, "main"), &mesh, &a) == NULL);
    uint8_t *conflicted = calloc(a.classes.len + 1, 1);
    for (uint32_t k = 0; k < a.conflicts.len; k++) conflicted[a.conflicts.data[k].cls] = 1;
    bool ok = true;
    for (uint32_t c = 0; c < a.classes.len && ok; c++) {
      const pt_dim_class *cl = &a.classes.data[c];
      if (!pt_analysis_divides(cl, 2) || cl->n_doubled || conflicted[c]) continue;
      st.classes++;
      ok = check_class(m, &a, c, seed, &st);
    }
    /* Every cut decision: applied alone, no conflict is left at the
     * origins of its conflict group (its tiled side holds none). */
    for (uint32_t j = 0; j < a.decisions.len && ok; j++) {
      const pt_decision_item *d = &a.decisions.data[j];
      if (d->cut < 0) continue;
      pt_partition p;
      CHECK(pt_partition_init(&p, m, a.func, &mesh) == NULL);
      CHECK(pt_analysis_apply(&a, j, &p, 0, NULL) == NULL);
      for (uint32_t k = 0; k < a.conflicts.len; k++)
        for (uint32_t c = 0; a.conflicts.data[k].group == d->group && c < p.conflicts.len; c++)
          if (p.conflicts.data[c].op == a.conflicts.data[k].op) ok = false;
      st.cuts++;
      pt_partition_free(&p);
    }
    CHECK(ok);
    if (!ok) fprintf(stderr, "%s", text.data);
    st.programs++;
    free(conflicted);
    pt_analysis_free(&a);
    pt_module_free(m);
    pt_buf_free(&text);
  }
  printf("random programs: %u, classes tiled as one decision: %u, tiled dims reached %u of %u members, cut "
         "decisions applied: %u\n",
         st.programs, st.tiled, st.reached, st.members, st.cuts);
}

int main(int argc, char **argv) {
  uint64_t base = argc > 1 ? strtoull(argv[1], NULL, 0) : 0x7e57a11a5ull;
  test_hand_classes();
  test_layer_groups();
  test_cut_decisions("tests/fixtures/analysis/transformer_1l.mlir");
  test_cut_decisions("examples/transformer.mlir");
  test_cut_decisions("examples/llama.mlir");
  test_random_programs(base, 2000);
  if (failures) fprintf(stderr, "test_analysis: %d of %d checks failed\n", failures, checks);
  else printf("test_analysis: %d checks passed\n", checks);
  return failures != 0;
}
