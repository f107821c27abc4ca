/* test_propagate_models.c - propagation on the JAX training steps of
 * examples/ (inlined and verified as partir loads them).
 *
 * BP: every argument whose jax.arg_info starts with "batch" is tiled on
 * dim 0 over the axis "batch", then propagated. Then:
 *   - every weight-gradient dot_general (no batching dims, contracting dim
 *     0 of both operands: the batch, or batch and sequence, dims) is
 *     PARTIAL(sum) on "batch", and the loss is partial or open (replicated
 *     after an all_reduce), the reduction that produces it partial;
 *   - determinism: the same decisions and conflicts for 20 order seeds,
 *     and with 2 and 4 threads judging every round (so for Z3 too);
 *   - Z3 on the same axis as tactic 1 (parameters and optimizer state on
 *     dim 0 where still open and divisible) never changes a decision of BP
 *     (monotonicity), leaves the gradient dots partial, and meets BP at
 *     the forward and backward dots of each weight (NO_FIT conflicts
 *     naming both tactics: the all_gathers of FSDP);
 *   - idempotence: propagating again decides nothing and adds no conflict.
 * Counts (decisions by kind, conflicts by kind, rounds, time) are printed
 * for the reports. Finally every input under tests/parse and tests/errors
 * that parses (verified or not) is partitioned over two axes, each public
 * function with its arguments tiled where the actions allow: nothing may
 * crash (the ASan build runs this too) and two order seeds and 3 threads
 * must agree. */
#include <dirent.h>
#include <time.h>

#include "test_partition_util.h"
#include "../support/abort_alloc.h"

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static const char *arg_info(const pt_module *m, const pt_func *f, uint32_t i) {
  const pt_attr *a = f->arg_attrs ? pt_attr_dict_get(m, f->arg_attrs[i], "jax.arg_info") : NULL;
  return a && a->kind == PT_ATTR_STRING ? a->u.str.data : "";
}

static uint32_t main_func(const pt_module *m) { return pt_module_find_func(m, "main"); }

/* Tiles the arguments whose name starts with `prefix` on dim 0 of `axis`;
 * with `lenient`, skips those an action refuses (already decided, not
 * divisible, rank 0). Returns how many were tiled. */
static uint32_t tile_args(pt_partition *p, const char *prefix, uint32_t axis, uint32_t tactic, bool lenient) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n = 0;
  for (uint32_t i = 0; i < pt_func_n_args(m, f); i++) {
    if (strncmp(arg_info(m, f, i), prefix, strlen(prefix)) != 0) continue;
    pt_status *s = pt_action_tile(p, pt_func_arg(m, f, i), 0, axis, tactic);
    if (s && !lenient) t_ok(s, arg_info(m, f, i));
    else if (s) pt_status_free(s);
    else n++;
  }
  return n;
}

/* Weight-gradient dots: they contract dim 0 of both operands and batch
 * nothing. */
static bool is_gradient_dot(const pt_module *m, const pt_op *op) {
  pt_dot_dims dd;
  if (op->code != PT_OP_DOT_GENERAL || !pt_dot_dims_get(m, op, &dd) || dd.n_lhs_batch != 0) return false;
  bool l = false, r = false;
  for (uint32_t i = 0; i < dd.n_lhs_contract; i++) l |= dd.lhs_contract[i] == 0;
  for (uint32_t i = 0; i < dd.n_rhs_contract; i++) r |= dd.rhs_contract[i] == 0;
  return l && r;
}

/* Checks the gradient dots on `axis`; returns how many there are. */
static uint32_t check_gradient_dots(const pt_partition *p, uint32_t axis, const char *name) {
  const pt_module *m = p->m;
  uint32_t n = 0;
  for (uint32_t o = 0; o < m->ops.len; o++) {
    const pt_op *op = pt_op_get(m, o);
    if (!is_gradient_dot(m, op) || !pt_partition_has_value(p, op->results)) continue;
    n++;
    const char *d = t_dec(p, op->results, axis);
    if (strcmp(d, "partial<sum>") != 0) {
      fprintf(stderr, "%s: gradient dot at %u:%u is %s, not partial<sum>\n", name, op->loc.line, op->loc.col, d);
      failures++;
    }
    checks++;
  }
  return n;
}

/* The loss (the last result of @main) and the reduction it comes from:
 * back through scalar elementwise ops, following the operand that is not a
 * constant. */
static void check_loss(const pt_partition *p, uint32_t axis, const char *name) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  const pt_region *body = &m->regions.data[f->body];
  const pt_op *ret = pt_op_get(m, pt_region_op(m, body, body->n_ops - 1));
  uint32_t v = pt_op_operand(m, ret, ret->n_operands - 1);
  CHECK(pt_value_type(m, v)->rank == 0);
  const char *d = t_dec(p, v, axis);
  CHECK(strcmp(d, "partial<sum>") == 0 || strcmp(d, "open") == 0);
  for (int steps = 0; steps < 16; steps++) {
    const pt_value *val = &m->values.data[v];
    if (val->is_arg) break;
    const pt_op *op = pt_op_get(m, val->def);
    if (op->code == PT_OP_REDUCE) {
      const char *r = t_dec(p, v, axis);
      if (strcmp(r, "partial<sum>") != 0) {
        fprintf(stderr, "%s: the loss reduction at %u:%u is %s\n", name, op->loc.line, op->loc.col, r);
        failures++;
      }
      checks++;
      return;
    }
    uint32_t next = PT_NONE;
    for (uint32_t i = 0; i < op->n_operands && next == PT_NONE; i++) {
      uint32_t u = pt_op_operand(m, op, i);
      const pt_value *uv = &m->values.data[u];
      if (uv->is_arg || pt_op_get(m, uv->def)->code != PT_OP_CONSTANT) next = u;
    }
    if (next == PT_NONE) break;
    v = next;
  }
  fprintf(stderr, "%s: no reduction found behind the loss\n", name);
  failures++;
}

typedef struct {
  uint32_t kinds[4];     /* open, tiled, partial, replicated */
  uint32_t conflicts[4]; /* by pt_conflict_kind */
} counts;

static counts count(const pt_partition *p, uint32_t axis) {
  counts c;
  memset(&c, 0, sizeof c);
  for (uint32_t v = 0; v < p->m->values.len; v++)
    if (pt_partition_has_value(p, v) && pt_value_type(p->m, v)->kind == PT_TYPE_TENSOR)
      c.kinds[pt_decision_get(p, v, axis)->kind]++;
  for (uint32_t i = 0; i < p->conflicts.len; i++)
    if (p->conflicts.data[i].axis == axis) c.conflicts[p->conflicts.data[i].kind]++;
  return c;
}

static void print_counts(const char *name, const char *what, const pt_partition *p, uint32_t axis, double ms) {
  counts c = count(p, axis);
  printf("%s %s: tiled %u, partial %u, replicated %u, open %u; conflicts: no-fit %u, ambiguous %u, value %u, "
         "edge %u; %u rounds, %u decided, %.2f ms\n",
         name, what, c.kinds[1], c.kinds[2], c.kinds[3], c.kinds[0], c.conflicts[0], c.conflicts[1], c.conflicts[2],
         c.conflicts[3], p->last_rounds, p->last_decided, ms);
}

static bool same_state(const pt_partition *a, const pt_partition *b) {
  size_t n = (size_t)a->m->values.len * a->mesh.n_axes;
  for (size_t i = 0; i < n; i++)
    if (!t_same_decision(&a->d[i], &b->d[i])) return false;
  if (a->conflicts.len != b->conflicts.len || a->next_seq != b->next_seq) return false;
  for (uint32_t i = 0; i < a->conflicts.len; i++)
    if (!t_same_conflict(&a->conflicts.data[i], &b->conflicts.data[i])) return false;
  return true;
}

/* Makes every round of p's propagations large enough for `threads`
 * workers to judge it (the parallel path), or keeps p on one thread. */
static void set_threads(pt_partition *p, uint32_t threads) {
  p->threads = threads;
  p->parallel_min = threads > 1 ? 1 : 0;
}

/* BP with a given order seed, on `threads` workers. */
static void run_bp_on(pt_partition *p, const pt_module *m, const char *mesh, uint64_t seed, uint32_t threads) {
  t_partition(p, m, mesh);
  set_threads(p, threads);
  CHECK(tile_args(p, "batch", 0, 0, false) >= 2);
  t_ok(pt_propagate(p, 0, 0, seed), "propagate BP");
}

/* BP with a given order seed, on one thread. */
static void run_bp(pt_partition *p, const pt_module *m, const char *mesh, uint64_t seed) {
  run_bp_on(p, m, mesh, seed, 1);
}

/* Z3 conflicts: NO_FIT at a dot_general between tactic 0 and tactic 1. */
static uint32_t count_fsdp_gathers(const pt_partition *p) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < p->conflicts.len; i++) {
    const pt_conflict *c = &p->conflicts.data[i];
    if (c->kind == PT_CONFLICT_NO_FIT && pt_op_get(p->m, c->op)->code == PT_OP_DOT_GENERAL && c->tactic == 1 &&
        ((c->tactics[0] == 0 && c->tactics[1] == 1) || (c->tactics[0] == 1 && c->tactics[1] == 0)))
      n++;
  }
  return n;
}

static void test_model(const char *path, const char *mesh, uint32_t want_gradient_dots, bool full) {
  pt_module *m = t_load_file(path);
  if (!m) return;
  const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
  pt_partition p;
  double t0 = now_ms();
  run_bp(&p, m, mesh, 0);
  double ms = now_ms() - t0;
  char what[64];
  snprintf(what, sizeof what, "BP [%s]", mesh);
  print_counts(name, what, &p, 0, ms);
  if (want_gradient_dots) {
    uint32_t n = check_gradient_dots(&p, 0, name);
    CHECK(n == want_gradient_dots);
    check_loss(&p, 0, name);
    printf("%s: %u weight-gradient dot_generals, all partial<sum>\n", name, n);
  }
  if (p.conflicts.len && getenv("PARTIR_SHOW_CONFLICTS")) t_print_conflicts(&p, stdout);

  /* determinism */
  uint32_t seeds = full ? 20 : 3;
  for (uint64_t seed = 1; seed <= seeds; seed++) {
    pt_partition q;
    run_bp(&q, m, mesh, seed * 0x9E3779B97F4A7C15ull);
    if (!same_state(&p, &q)) {
      fprintf(stderr, "%s: order seed %llu gives another state\n", name, (unsigned long long)seed);
      failures++;
    }
    checks++;
    pt_partition_free(&q);
  }
  /* and on several threads, every round judged by the pool */
  for (uint32_t threads = 2; threads <= 4; threads += 2) {
    pt_partition q;
    run_bp_on(&q, m, mesh, 0, threads);
    if (!same_state(&p, &q)) {
      fprintf(stderr, "%s: %u threads give another state\n", name, threads);
      failures++;
    }
    checks++;
    pt_partition_free(&q);
  }

  /* Z3 after BP: monotone, and FSDP's gathers show up as conflicts */
  pt_partition bp;
  t_ok(pt_partition_copy(&p, &bp), "copy");
  pt_partition z3_threads;
  t_ok(pt_partition_copy(&p, &z3_threads), "copy");
  set_threads(&z3_threads, 3);
  uint32_t tiled = tile_args(&p, "params", 0, 1, true) + tile_args(&p, "opt_state", 0, 1, true);
  CHECK(tile_args(&z3_threads, "params", 0, 1, true) + tile_args(&z3_threads, "opt_state", 0, 1, true) == tiled);
  t0 = now_ms();
  t_ok(pt_propagate(&p, 0, 1, 0), "propagate Z3");
  ms = now_ms() - t0;
  t_ok(pt_propagate(&z3_threads, 0, 1, 0), "propagate Z3 on 3 threads");
  CHECK(same_state(&p, &z3_threads));
  pt_partition_free(&z3_threads);
  snprintf(what, sizeof what, "BP+Z3 (%u inputs) [%s]", tiled, mesh);
  print_counts(name, what, &p, 0, ms);
  uint32_t changed = 0;
  for (uint32_t v = 0; v < m->values.len; v++) {
    const pt_decision *a = pt_decision_get(&bp, v, 0);
    if (a->kind != PT_DECISION_OPEN && !t_same_decision(a, pt_decision_get(&p, v, 0))) changed++;
  }
  CHECK(changed == 0);
  /* BP's conflicts are kept as they were; Z3 only appends */
  CHECK(p.conflicts.len >= bp.conflicts.len);
  for (uint32_t i = 0; i < bp.conflicts.len && i < p.conflicts.len; i++)
    CHECK(t_same_conflict(&bp.conflicts.data[i], &p.conflicts.data[i]));
  if (want_gradient_dots) {
    check_gradient_dots(&p, 0, name);
    uint32_t gathers = count_fsdp_gathers(&p);
    printf("%s: Z3 after BP meets BP at %u dot_generals (FSDP all-gathers)\n", name, gathers);
    CHECK(gathers > 0);
  }
  /* idempotence */
  pt_partition again;
  t_ok(pt_partition_copy(&p, &again), "copy");
  t_ok(pt_propagate(&again, 0, 2, 0), "propagate again");
  CHECK(again.last_decided == 0 && again.conflicts.len == p.conflicts.len && again.next_seq == p.next_seq);
  CHECK(same_state(&p, &again));
  pt_partition_free(&again);
  pt_partition_free(&bp);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* A second axis: BP on "batch", then the weights of the MLP tiled on dim 1
 * over "model" (the first layer Megatron-style): the batch decisions stay
 * and the model axis has its own. */
static void test_two_axes(void) {
  pt_module *m = t_load_file("examples/mlp.mlir");
  if (!m) return;
  pt_partition p;
  run_bp(&p, m, "batch=4,model=2", 0);
  pt_partition bp;
  t_ok(pt_partition_copy(&p, &bp), "copy");
  const pt_func *f = &m->funcs.data[main_func(m)];
  uint32_t w0 = PT_NONE, b0 = PT_NONE;
  for (uint32_t i = 0; i < pt_func_n_args(m, f); i++) {
    if (strcmp(arg_info(m, f, i), "params['layers'][0]['w']") == 0) w0 = pt_func_arg(m, f, i);
    if (strcmp(arg_info(m, f, i), "params['layers'][0]['b']") == 0) b0 = pt_func_arg(m, f, i);
  }
  CHECK(w0 != PT_NONE && b0 != PT_NONE);
  if (w0 == PT_NONE || b0 == PT_NONE) return;
  t_ok(pt_action_tile(&p, w0, 1, 1, 1), "w0 on model");
  t_ok(pt_propagate(&p, 1, 1, 0), "propagate model");
  print_counts("mlp.mlir", "BP then MP on layer 0 [batch=4,model=2]", &p, 1, 0);
  CHECK_STR(t_dec(&p, b0, 1), "tiled<0>");
  for (uint32_t v = 0; v < m->values.len; v++) CHECK(t_same_decision(pt_decision_get(&bp, v, 0), pt_decision_get(&p, v, 0)));
  pt_partition_free(&bp);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* Every tensor argument of every public function tiled on dim 0 over axis
 * 0 and on its last dim over axis 1 where the actions allow, both axes
 * propagated; returns whether `seed`, and 3 threads judging every round,
 * gave the same state as seed 0 on one thread. */
static bool partition_everything(const pt_module *m, uint32_t func, uint64_t seed, uint32_t *n_decided) {
  pt_mesh mesh = t_mesh("a=2,b=2");
  pt_partition p, q, r;
  pt_partition *ps[3] = {&p, &q, &r};
  for (int k = 0; k < 3; k++) {
    pt_status *refused = pt_partition_init(ps[k], m, func, &mesh);
    if (refused) {
      /* Only a module whose own collectives name devices the 2x2 mesh
       * lacks (GSPMD output for 8 partitions) may be refused, and then
       * whole, before any state was made. */
      CHECK(k == 0 && strstr(pt_status_message(refused), "this collective names device") != NULL);
      pt_status_free(refused);
      for (int j = 0; j < k; j++) pt_partition_free(ps[j]);
      return true;
    }
    set_threads(ps[k], k == 2 ? 3 : 1);
    const pt_func *f = &m->funcs.data[func];
    for (uint32_t axis = 0; axis < 2; axis++) {
      for (uint32_t i = 0; i < pt_func_n_args(m, f); i++) {
        uint32_t v = pt_func_arg(m, f, i);
        const pt_type *t = pt_value_type(m, v);
        if (t->kind != PT_TYPE_TENSOR || t->rank == 0) continue;
        pt_status *s = pt_action_tile(ps[k], v, axis == 0 ? 0 : t->rank - 1, axis, axis);
        if (s) pt_status_free(s);
      }
      t_ok(pt_propagate(ps[k], axis, axis, k == 1 ? seed : 0), "propagate");
    }
  }
  bool same = same_state(&p, &q) && same_state(&p, &r);
  *n_decided += p.next_seq;
  for (int k = 0; k < 3; k++) pt_partition_free(ps[k]);
  return same;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void test_every_input(void) {
  static const char *const dirs[] = {"tests/parse", "tests/errors", "examples"};
  uint32_t files = 0, funcs = 0, decided = 0;
  for (size_t d = 0; d < PT_ARRAY_LEN(dirs); d++) {
    DIR *dir = opendir(dirs[d]);
    if (!dir) continue;
    PT_VEC(char *) names = {0};
    struct dirent *e;
    while ((e = readdir(dir)) != NULL) {
      size_t n = strlen(e->d_name);
      if (n > 5 && strcmp(e->d_name + n - 5, ".mlir") == 0) {
        char *path = pt_xmalloc(strlen(dirs[d]) + n + 2);
        sprintf(path, "%s/%s", dirs[d], e->d_name);
        pt_vec_push(&names, path);
      }
    }
    closedir(dir);
    qsort(names.data, names.len, sizeof *names.data, cmp_str);
    for (uint32_t i = 0; i < names.len; i++) {
      char *data;
      size_t len;
      pt_module *m = NULL;
      pt_status *s = pt_read_file(names.data[i], &data, &len);
      if (!s) {
        s = pt_parse_module(names.data[i], data, len, &m);
        free(data);
      }
      /* Unverified modules too; inlining when it works. */
      if (!s) pt_status_free(pt_module_inline_calls(m));
      else pt_status_free(s);
      if (m && !s) {
        files++;
        for (uint32_t f = 0; f < m->funcs.len; f++) {
          if (m->funcs.data[f].is_private) continue;
          funcs++;
          if (!partition_everything(m, f, 0x5eed + f, &decided)) {
            fprintf(stderr, "%s: function %u: order seeds or threads disagree\n", names.data[i], f);
            failures++;
          }
          checks++;
        }
      }
      if (m) pt_module_free(m);
      free(names.data[i]);
    }
    pt_vec_free(&names);
  }
  printf("test_propagate_models: %u files, %u public functions partitioned over two axes (%u decisions)\n", files,
         funcs, decided);
  CHECK(files > 50);
}

int main(void) {
  test_model("examples/mlp.mlir", "batch=2", 3, true);
  test_model("examples/mlp.mlir", "batch=4", 3, true);
  test_model("examples/transformer.mlir", "batch=2", 13, true);
  test_model("examples/transformer.mlir", "batch=4", 13, false);
  /* the other examples: no gradient-dot rule (convolutions, scans), but the
   * same determinism, monotonicity and idempotence */
  test_model("examples/transformer_bf16.mlir", "batch=2", 0, false);
  test_model("examples/transformer_scan.mlir", "batch=2", 0, false);
  test_model("examples/unet.mlir", "batch=2", 0, false);
  test_model("examples/gns.mlir", "batch=2", 0, false);
  test_two_axes();
  test_every_input();
  return t_finish("test_propagate_models");
}
