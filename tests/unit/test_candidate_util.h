/* test_candidate_util.h - what the candidate tests (test_candidate,
 * test_lower_cache, and the simulation tests over candidates) share: a
 * seeded random stream, a parent state made from a schedule file or from
 * random legal tile tactics, each picked by the test's own `pick` (the
 * tests draw values differently), and an example's parent and candidates
 * handed to a test's check. Header-only
 * because each test file under tests/unit is its own program. */
#ifndef TEST_CANDIDATE_UTIL_H
#define TEST_CANDIDATE_UTIL_H

#include "../../src/tactics/tactics.h"
#include "random_program.h"
#include "test_partition_util.h"

static inline uint64_t t_rng_next(uint64_t *s) {
  uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

/* A legal tile action on p from the stream, or false after many tries. */
typedef bool (*t_tile_pick)(const pt_partition *p, uint64_t *rng, uint32_t *v, uint32_t *dim, uint32_t *axis);

/* A random legal tile action on p (value of its function, dim, axis), or
 * false after 4,000 tries. */
static inline bool t_random_legal_tile(const pt_partition *p, uint64_t *rng, uint32_t *v, uint32_t *dim,
                                       uint32_t *axis) {
  for (int tries = 0; tries < 4000; tries++) {
    *v = (uint32_t)(t_rng_next(rng) % p->m->values.len);
    if (!pt_partition_has_value(p, *v)) continue;
    const pt_type *t = pt_value_type(p->m, *v);
    if (t->kind != PT_TYPE_TENSOR || t->rank == 0) continue;
    *dim = (uint32_t)(t_rng_next(rng) % t->rank);
    *axis = (uint32_t)(t_rng_next(rng) % p->mesh.n_axes);
    if (pt_action_tile_check(p, *v, *dim, *axis) == PT_TILE_OK) return true;
  }
  return false;
}

/* The parent on `mesh`, one thread: the schedule file (if any), else
 * `n_random` random tactics (one propagated tile each); *n_tactics is the
 * number of tactics used. False (after a failed check) when the schedule
 * does not apply. */
static inline bool t_parent_state(pt_partition *p, const pt_module *m, const char *mesh, const char *schedule,
                                  uint32_t n_random, uint64_t *rng, t_tile_pick pick, uint32_t *n_tactics) {
  t_partition(p, m, mesh);
  p->threads = 1;
  *n_tactics = 0;
  if (schedule) {
    size_t len;
    char *text = NULL;
    pt_status *s = pt_read_file(schedule, &text, &len);
    if (!s) s = pt_schedule_apply(p, text, len, schedule, 0, NULL);
    free(text);
    if (s) {
      t_ok(s, schedule);
      return false;
    }
    /* Tactics are numbered in order; the last decision's tactic is the last one used. */
    for (size_t i = 0; i < (size_t)p->n_values * p->mesh.n_axes; i++)
      if (p->d[i].kind != PT_DECISION_OPEN && p->d[i].tactic + 1 > *n_tactics) *n_tactics = p->d[i].tactic + 1;
    return true;
  }
  for (uint32_t t = 0; t < n_random; t++) {
    uint32_t v, dim, axis;
    if (!pick(p, rng, &v, &dim, &axis)) break;
    t_ok(pt_action_tile(p, v, dim, axis, t), "random tactic");
    t_ok(pt_propagate(p, axis, t, 0), "propagate");
    (*n_tactics)++;
  }
  return true;
}

/* A state of a test (a parent or a candidate) and its label. */
typedef void (*t_state_check)(const pt_partition *p, const char *what, void *ctx);

/* The example at `path` on `mesh`: its parent (t_parent_state: the
 * schedule file, else `n_random` random tactics from a stream seeded by
 * `seed`), then `n_extra` candidates (the parent plus one random legal
 * tile, propagated, each on a copy), each handed to `check`. */
static inline void t_example_states(const char *path, const char *mesh, const char *schedule, uint32_t n_random,
                                    uint64_t seed, uint32_t n_extra, t_state_check check, void *ctx) {
  pt_module *m = t_load_file(path);
  if (!m) return;
  uint64_t rng = seed;
  pt_partition parent;
  uint32_t n_tactics;
  char what[256];
  if (t_parent_state(&parent, m, mesh, schedule, n_random, &rng, t_random_legal_tile, &n_tactics)) {
    snprintf(what, sizeof what, "%s [%s] %s seed %llu", path, mesh, schedule ? schedule : "random",
             (unsigned long long)seed);
    check(&parent, what, ctx);
    for (uint32_t i = 0; i < n_extra; i++) {
      uint32_t v, dim, axis;
      if (!t_random_legal_tile(&parent, &rng, &v, &dim, &axis)) break;
      pt_partition cand;
      t_ok(pt_partition_copy(&parent, &cand), "copy");
      t_ok(pt_action_tile(&cand, v, dim, axis, n_tactics), "tile");
      t_ok(pt_propagate(&cand, axis, n_tactics, 0), "propagate");
      snprintf(what, sizeof what, "%s [%s] %s seed %llu, candidate %u", path, mesh, schedule ? schedule : "random",
               (unsigned long long)seed, i);
      check(&cand, what, ctx);
      pt_partition_free(&cand);
    }
  }
  pt_partition_free(&parent);
  pt_module_free(m);
}

/* The random-program cases of the candidate tests: program `seed` (every
 * fourth with a while loop) on meshes[seed % 4], its parent made of 1 to 3
 * random tactics from a stream seeded by `seed` (left in *rng for the
 * test's own draws). NULL when the program does not load (a failed
 * check). */
static inline pt_module *t_random_parent(uint64_t seed, const char *const meshes[4], pt_partition *p, uint64_t *rng,
                                         t_tile_pick pick, uint32_t *n_tactics) {
  pt_buf text = {0};
  rp_info info;
  if (seed % 4 == 0) rp_generate_while(seed, &text, &info);
  else rp_generate(seed, &text, &info);
  pt_module *m = t_load_text("random.mlir", text.data, text.len);
  pt_buf_free(&text);
  if (!m) return NULL;
  *rng = seed * 0x9E3779B97F4A7C15ull;
  uint32_t want = 1 + (uint32_t)(t_rng_next(rng) % 3);
  t_parent_state(p, m, meshes[seed % 4], NULL, want, rng, pick, n_tactics);
  return m;
}

/* Random program `seed` (t_random_parent, on the candidate tests' meshes
 * of one to three axes) handed to `check`. */
static inline void t_random_state(uint64_t seed, t_state_check check, void *ctx) {
  static const char *const meshes[] = {"a=2", "a=2,b=2", "a=2,b=4", "a=4,b=2,c=2"};
  uint64_t rng;
  pt_partition p;
  uint32_t n_tactics;
  pt_module *m = t_random_parent(seed, meshes, &p, &rng, t_random_legal_tile, &n_tactics);
  if (!m) return;
  char what[128];
  snprintf(what, sizeof what, "random program seed %llu [%s]", (unsigned long long)seed, meshes[seed % 4]);
  check(&p, what, ctx);
  pt_partition_free(&p);
  pt_module_free(m);
}

#endif
