/* test_search_util.h - the fixture the search's tests share: a module from
 * examples/, its root state on a mesh (optionally after a schedule), its
 * analysis and the h100-sxm profile, plus the search options and the
 * unsharded peak the tests set limits from. Header-only (static functions)
 * because each test file under tests/unit is its own program. */
#ifndef TEST_SEARCH_UTIL_H
#define TEST_SEARCH_UTIL_H

#include "../../src/search/auto.h"
#include "test_partition_util.h"

typedef struct {
  pt_module *m;
  pt_partition root;
  pt_analysis a;
  pt_hw hw;
  bool ok;
} fixture;

/* `schedule` (JSON text, may be NULL) is applied to the root first. */
static inline bool fixture_init(fixture *f, const char *path, const char *mesh_text, const char *schedule) {
  memset(f, 0, sizeof *f);
  f->m = t_load_file(path);
  if (!f->m) return false;
  pt_mesh mesh;
  pt_status *s = pt_mesh_parse(mesh_text, &mesh);
  if (!s) s = pt_partition_init(&f->root, f->m, 0, &mesh);
  if (!s) f->root.threads = 1;
  if (!s && schedule) s = pt_schedule_apply(&f->root, schedule, strlen(schedule), "<test>", 0, NULL);
  if (!s) s = pt_analysis_run(f->m, 0, &mesh, &f->a);
  if (!s) s = pt_hw_load("h100-sxm", &f->hw);
  CHECK(s == NULL);
  if (s) {
    fprintf(stderr, "%s %s: %s\n", path, mesh_text, pt_status_message(s));
    pt_status_free(s);
    return false;
  }
  f->ok = true;
  return true;
}

static inline void fixture_free(fixture *f) {
  if (f->ok) {
    pt_analysis_free(&f->a);
    pt_partition_free(&f->root);
  }
  if (f->m) pt_module_free(f->m);
}

/* A search over every mesh axis, one thread. */
static inline pt_search_options options(const fixture *f, uint64_t limit, uint64_t iterations, uint64_t seed) {
  pt_search_options o = {.axes_mask = (1u << f->root.mesh.n_axes) - 1u,
                         .hw = &f->hw,
                         .memory_limit = limit,
                         .iterations = iterations,
                         .seed = seed,
                         .first_tactic = 0,
                         .threads = 1};
  return o;
}

/* The unsharded state's peak: the tests' limits are fractions of it. */
static inline uint64_t root_peak(const fixture *f) {
  double step;
  uint64_t peak = 0;
  pt_status *s = pt_search_evaluate(&f->root, &f->hw, &(pt_spmd_options){0}, &step, &peak);
  CHECK(s == NULL);
  pt_status_free(s);
  return peak;
}

#endif
