/* test_candidate.c - compact candidates (src/partition/candidate.c).
 *
 *   - a compact state's clone is equal to it and hashes alike; the hash
 *     pt_cstate_of keeps is pt_partition_hash's; one decision more changes
 *     both;
 *   - property: on the examples, over parents made by a schedule or by
 *     random tactics (random tile actions on random axes, each
 *     propagated), a random tile action evaluated in a workspace
 *     (propagating from the action only) gives exactly the state of
 *     pt_action_tile + pt_propagate on a copy of the parent: every
 *     decision with its provenance and sequence number, the conflicts in
 *     order, and the same compact form and hash; the candidate's clone is
 *     equal to it; resetting the workspace gives back the parent;
 *   - two threads, each with its workspace over one shared base, get the
 *     candidates one thread gets (the base and the parent are read-only);
 *   - the legality check that formats nothing refuses exactly what
 *     pt_action_tile refuses (which then has a message), over random
 *     values, dims and axes, in and out of range. */
#include <pthread.h>

#include "test_candidate_util.h"

/* Same decisions (provenance included), conflicts and sequence counter;
 * prints the first difference. */
static bool same_state(const pt_partition *a, const pt_partition *b, const char *what) {
  size_t n = (size_t)a->n_values * a->mesh.n_axes;
  for (size_t i = 0; i < n; i++)
    if (!t_same_decision(&a->d[i], &b->d[i])) {
      fprintf(stderr, "%s: decision %zu (value %zu, axis %zu) differs\n", what, i, i % a->n_values,
              i / a->n_values);
      return false;
    }
  if (a->next_seq != b->next_seq) {
    fprintf(stderr, "%s: next_seq %u vs %u\n", what, a->next_seq, b->next_seq);
    return false;
  }
  if (a->conflicts.len != b->conflicts.len) {
    fprintf(stderr, "%s: %u vs %u conflicts\n", what, a->conflicts.len, b->conflicts.len);
    return false;
  }
  for (uint32_t i = 0; i < a->conflicts.len; i++)
    if (!t_same_conflict(&a->conflicts.data[i], &b->conflicts.data[i])) {
      fprintf(stderr, "%s: conflict %u differs\n", what, i);
      return false;
    }
  return true;
}

/* A random value of the function (mostly partitioned ones, sometimes any
 * value id or one past the end). */
static uint32_t random_value(const pt_partition *p, uint64_t *rng) {
  uint32_t r = (uint32_t)(t_rng_next(rng) % 100);
  if (r == 0) return p->m->values.len + (uint32_t)(t_rng_next(rng) % 3);
  for (int tries = 0; tries < 64; tries++) {
    uint32_t v = (uint32_t)(t_rng_next(rng) % p->m->values.len);
    if (r < 5 || pt_partition_has_value(p, v)) return v;
  }
  return 0;
}

/* A random tile action that is legal on p, or false after many tries. */
static bool random_legal_tile(const pt_partition *p, uint64_t *rng, uint32_t *v, uint32_t *dim, uint32_t *axis) {
  for (int tries = 0; tries < 2000; tries++) {
    *v = random_value(p, rng);
    if (*v >= p->m->values.len) continue;
    const pt_type *t = pt_value_type(p->m, *v);
    if (t->kind != PT_TYPE_TENSOR || t->rank == 0) continue;
    *dim = (uint32_t)(t_rng_next(rng) % t->rank);
    *axis = (uint32_t)(t_rng_next(rng) % p->mesh.n_axes);
    if (pt_action_tile_check(p, *v, *dim, *axis) == PT_TILE_OK) return true;
  }
  return false;
}

/* How the parent is left, to reach every path of the workspace. */
enum {
  PARENT_AS_IS = 0,
  PARENT_UNPROPAGATED, /* one more tile, not propagated: not at a fixed point there (the fallback) */
  PARENT_NO_CONFLICTS, /* its conflicts forgotten: a full scan finds them again (the base's latent ones) */
};

/* The parent: the schedule (if any), else `n_random` random tactics. */
static bool make_parent(pt_partition *p, const pt_module *m, const char *mesh, const char *schedule,
                        uint32_t n_random, uint64_t *rng, uint32_t *n_tactics, int how) {
  if (!t_parent_state(p, m, mesh, schedule, n_random, rng, random_legal_tile, n_tactics)) return false;
  uint32_t v, dim, axis;
  if (how == PARENT_UNPROPAGATED && random_legal_tile(p, rng, &v, &dim, &axis))
    t_ok(pt_action_tile(p, v, dim, axis, (*n_tactics)++), "unpropagated tile");
  if (how == PARENT_NO_CONFLICTS) p->conflicts.len = 0;
  return true;
}

static void test_clone_and_hash(const pt_partition *p) {
  pt_cstate a, b;
  pt_cstate_of(p, &a);
  pt_cstate_clone(&a, &b);
  CHECK(pt_cstate_equal(&a, &b));
  CHECK(a.hash == b.hash && a.hash == pt_partition_hash(p));
  /* One more decision: another state, another hash. */
  pt_partition q;
  t_ok(pt_partition_copy(p, &q), "copy");
  uint64_t rng = 7;
  uint32_t v, dim, axis;
  if (random_legal_tile(&q, &rng, &v, &dim, &axis)) {
    t_ok(pt_action_tile(&q, v, dim, axis, 0), "tile");
    pt_cstate c;
    pt_cstate_of(&q, &c);
    CHECK(!pt_cstate_equal(&a, &c));
    CHECK(c.hash != a.hash && c.hash == pt_partition_hash(&q));
    pt_cstate_free(&c);
  }
  pt_partition_free(&q);
  pt_cstate_free(&a);
  pt_cstate_free(&b);
}

/* Random actions against the parent: the workspace against a copy. */
static void test_incremental(const char *path, const char *mesh, const char *schedule, uint32_t n_random,
                             uint64_t seed, uint32_t n_actions, int how) {
  pt_module *m = t_load_file(path);
  if (!m) return;
  uint64_t rng = seed;
  pt_partition parent;
  uint32_t n_tactics;
  if (!make_parent(&parent, m, mesh, schedule, n_random, &rng, &n_tactics, how)) {
    pt_partition_free(&parent);
    pt_module_free(m);
    return;
  }
  test_clone_and_hash(&parent);
  pt_cand_base *base = NULL;
  t_ok(pt_cand_base_new(&parent, n_tactics, &base), "base");
  pt_cand_ws *ws = base ? pt_cand_ws_new(base) : NULL;
  CHECK(ws != NULL);
  uint32_t evaluated = 0, refused = 0, mismatches = 0;
  char what[256];
  for (uint32_t i = 0; ws && i < n_actions; i++) {
    /* Half legal actions (those are the interesting ones), half anything. */
    uint32_t v, dim, axis;
    if (i % 2 == 0) {
      if (!random_legal_tile(&parent, &rng, &v, &dim, &axis)) continue;
    } else {
      v = random_value(&parent, &rng);
      dim = (uint32_t)(t_rng_next(&rng) % 5);
      axis = (uint32_t)(t_rng_next(&rng) % (parent.mesh.n_axes + 1));
    }
    pt_partition scratch;
    t_ok(pt_partition_copy(&parent, &scratch), "copy");
    pt_tile_legality legal = pt_action_tile_check(&parent, v, dim, axis);
    pt_status *s = pt_action_tile(&scratch, v, dim, axis, n_tactics);
    /* The check and the formatting path agree, and a refusal says why. */
    CHECK((legal == PT_TILE_OK) == (s == NULL));
    CHECK(s == NULL || strstr(pt_status_message(s), "cannot tile") != NULL);
    pt_status_free(s);
    pt_candidate cand;
    pt_tile_legality got = pt_cand_ws_tile(ws, v, dim, axis, &cand);
    CHECK(got == legal);
    if (legal != PT_TILE_OK) {
      refused++;
      CHECK(same_state(pt_cand_ws_state(ws), &parent, "refused action"));
      pt_partition_free(&scratch);
      continue;
    }
    evaluated++;
    t_ok(pt_propagate(&scratch, axis, n_tactics, 0), "propagate");
    snprintf(what, sizeof what, "%s [%s] %s seed %llu: tile(%u, %u, %u)", path, mesh, schedule ? schedule : "random",
             (unsigned long long)seed, v, dim, axis);
    bool same = same_state(pt_cand_ws_state(ws), &scratch, what);
    CHECK(same);
    /* The entries' counts of failed tests followed every decision. */
    if (i % 3 == 0) CHECK(pt_cand_ws_counts_consistent(ws));
    mismatches += !same;
    /* Compact form and hash of the candidate are those of the state. */
    pt_cstate full, expanded;
    pt_cstate_of(&scratch, &full);
    pt_candidate_expand(&cand, pt_cand_base_cstate(base), &expanded);
    CHECK(cand.hash == full.hash && cand.hash == pt_partition_hash(&scratch));
    CHECK(pt_cstate_equal(&full, &expanded));
    CHECK(cand.n == scratch.last_decided + 1);
    pt_candidate copy;
    pt_candidate_clone(&cand, &copy);
    CHECK(pt_candidate_equal(&cand, &copy));
    pt_candidate_free(&copy);
    pt_cstate_free(&full);
    pt_cstate_free(&expanded);
    pt_candidate_free(&cand);
    pt_cand_ws_reset(ws);
    if (i % 7 == 0) CHECK(same_state(pt_cand_ws_state(ws), &parent, "reset"));
    if (i % 7 == 1) CHECK(pt_cand_ws_counts_consistent(ws));
    pt_partition_free(&scratch);
  }
  uint32_t stable = 0;
  for (uint32_t a = 0; base && a < parent.mesh.n_axes; a++) stable += pt_cand_base_stable(base, a);
  static const char *const hows[] = {"", ", one tile unpropagated", ", conflicts forgotten"};
  printf("%s [%s] %s%s: %u candidates equal to from-scratch propagation, %u refused, %u differ (parent at a fixed "
         "point on %u of %u axes)\n",
         path, mesh, schedule ? schedule : "random tactics", hows[how], evaluated, refused, mismatches, stable,
         parent.mesh.n_axes);
  CHECK(evaluated > 0);
  pt_cand_ws_free(ws);
  pt_cand_base_free(base);
  pt_partition_free(&parent);
  pt_module_free(m);
}

/* Candidates that make the same decisions are equal; others are not. */
static void test_candidate_equality(void) {
  pt_module *m = t_load(T_MLP_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=2,model=2");
  pt_cand_base *base = NULL;
  t_ok(pt_cand_base_new(&p, 0, &base), "base");
  pt_cand_ws *ws = pt_cand_ws_new(base);
  const pt_func *f = &m->funcs.data[p.func];
  uint32_t x = pt_func_arg(m, f, 0), w1 = pt_func_arg(m, f, 1);
  pt_candidate a, b, c;
  CHECK(pt_cand_ws_tile(ws, x, 0, 0, &a) == PT_TILE_OK);
  CHECK(pt_cand_ws_tile(ws, x, 0, 0, &b) == PT_TILE_OK); /* resets the workspace first */
  CHECK(pt_cand_ws_tile(ws, w1, 1, 1, &c) == PT_TILE_OK);
  CHECK(pt_candidate_equal(&a, &b) && a.hash == b.hash);
  CHECK(!pt_candidate_equal(&a, &c) && a.hash != c.hash);
  CHECK(a.n > 1); /* the batch tiling spread */
  CHECK(pt_cand_ws_tile(ws, x, 7, 0, NULL) == PT_TILE_DIM_RANGE);
  CHECK(pt_cand_ws_tile(ws, x, 0, 5, NULL) == PT_TILE_BAD_AXIS);
  CHECK(pt_cand_ws_tile(ws, m->values.len, 0, 0, NULL) == PT_TILE_NOT_A_VALUE);
  CHECK(pt_cand_ws_tile(ws, x, 1, 0, NULL) == PT_TILE_OK);
  pt_cand_ws_reset(ws);
  pt_candidate_free(&a);
  pt_candidate_free(&b);
  pt_candidate_free(&c);
  pt_cand_ws_free(ws);
  pt_cand_base_free(base);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* ---- threads sharing one base ---- */

enum { THREAD_ACTIONS = 24 };

typedef struct {
  const pt_cand_base *base;
  const uint32_t (*actions)[3];
  uint32_t n;
  uint64_t hashes[THREAD_ACTIONS];
  uint32_t sizes[THREAD_ACTIONS];
} thread_job;

static void *evaluate_all(void *arg) {
  thread_job *job = arg;
  pt_cand_ws *ws = pt_cand_ws_new(job->base);
  for (uint32_t round = 0; round < 3; round++)
    for (uint32_t i = 0; i < job->n; i++) {
      pt_candidate c;
      if (pt_cand_ws_tile(ws, job->actions[i][0], job->actions[i][1], job->actions[i][2], &c) != PT_TILE_OK) continue;
      job->hashes[i] = c.hash;
      job->sizes[i] = c.n;
      pt_candidate_free(&c);
      pt_cand_ws_reset(ws);
    }
  pt_cand_ws_free(ws);
  return NULL;
}

static void test_threads(void) {
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (!m) return;
  uint64_t rng = 99;
  pt_partition parent;
  uint32_t n_tactics;
  make_parent(&parent, m, "batch=2,model=2", "examples/schedules/bp_mp_z3.json", 0, &rng, &n_tactics, PARENT_AS_IS);
  uint32_t actions[THREAD_ACTIONS][3], n = 0;
  for (; n < THREAD_ACTIONS; n++)
    if (!random_legal_tile(&parent, &rng, &actions[n][0], &actions[n][1], &actions[n][2])) break;
  pt_cand_base *base = NULL;
  t_ok(pt_cand_base_new(&parent, n_tactics, &base), "base");
  thread_job one = {base, (const uint32_t(*)[3])actions, n, {0}, {0}}, two[2] = {one, one};
  evaluate_all(&one);
  pthread_t th[2];
  for (int t = 0; t < 2; t++) CHECK(pthread_create(&th[t], NULL, evaluate_all, &two[t]) == 0);
  for (int t = 0; t < 2; t++) pthread_join(th[t], NULL);
  for (int t = 0; t < 2; t++) {
    CHECK(memcmp(one.hashes, two[t].hashes, sizeof one.hashes) == 0);
    CHECK(memcmp(one.sizes, two[t].sizes, sizeof one.sizes) == 0);
  }
  CHECK(n > 0);
  pt_cand_base_free(base);
  pt_partition_free(&parent);
  pt_module_free(m);
}

int main(void) {
  test_threads();
  test_candidate_equality();
  for (int how = PARENT_AS_IS; how <= PARENT_NO_CONFLICTS; how++) {
    test_incremental("examples/mlp.mlir", "batch=2,model=2", "examples/schedules/mlp_bp_mp_z3.json", 0, 1, 60, how);
    test_incremental("examples/transformer.mlir", "batch=2,model=2", "examples/schedules/bp_mp_z3.json", 0, 2, 60, how);
    test_incremental("examples/transformer.mlir", "batch=2,model=4", "examples/schedules/bp_mp_z3.json", 0, 3, 40, how);
    test_incremental("examples/unet.mlir", "batch=2,model=2", "examples/schedules/unet_bp_mp_z3.json", 0, 4, 30, how);
    test_incremental("examples/gns.mlir", "batch=2,model=2", "examples/schedules/gns_bp_mp_z3.json", 0, 5, 30, how);
    for (uint64_t seed = 10; seed < 13; seed++) {
      test_incremental("examples/mlp.mlir", "batch=2,model=2", NULL, 3, seed, 40, how);
      test_incremental("examples/transformer.mlir", "batch=2,model=2,seq=2", NULL, 4, seed, 30, how);
      test_incremental("examples/transformer_scan.mlir", "batch=2,model=2", NULL, 3, seed, 20, how);
    }
    test_incremental("examples/llama.mlir", "batch=2,model=2", NULL, 3, 20, 20, how);
  }
  return t_finish("test_candidate");
}
