/* abort_alloc.h - allocation that aborts on failure, for tests and
 * benchmarks only.
 *
 * The library never aborts when the host has no memory: every directory
 * under src/ allocates with the fallible forms (pt_malloc & co,
 * pt_vec_try_*, pt_module_try_derive_room, pt_buffer_plan_try_build; see
 * src/support/status.c). A test or a benchmark has nothing better to do
 * than stop, so these wrappers keep their code short. Header-only (static
 * functions) because each test and benchmark is its own program. */
#ifndef PT_TESTS_ABORT_ALLOC_H
#define PT_TESTS_ABORT_ALLOC_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/interp/buffer_plan.h"
#include "../../src/ir/ir.h"
#include "../../src/support/support.h"

static inline void pt_test_out_of_memory(size_t n) {
  fprintf(stderr, "out of memory allocating %zu bytes\n", n);
  abort();
}

static inline void *pt_xmalloc(size_t n) {
  void *p = pt_malloc(n);
  if (!p) pt_test_out_of_memory(n);
  return p;
}

static inline void *pt_xcalloc(size_t count, size_t n) {
  void *p = pt_calloc(count, n);
  if (!p) pt_test_out_of_memory(count * n);
  return p;
}

static inline void *pt_xrealloc(void *p, size_t n) {
  void *q = pt_realloc(p, n);
  if (!q) pt_test_out_of_memory(n);
  return q;
}

static inline char *pt_xstrdup(const char *s) {
  char *d = pt_strdup(s);
  if (!d) pt_test_out_of_memory(strlen(s) + 1);
  return d;
}

static inline void pt_vec_reserve_raw(void **data, uint32_t *cap, uint32_t len, uint32_t extra, size_t elem) {
  if (!pt_vec_try_reserve_raw(data, cap, len, extra, elem)) pt_test_out_of_memory((size_t)(len + extra) * elem);
}

#define pt_vec_reserve(v, extra) \
  pt_vec_reserve_raw((void **)&(v)->data, &(v)->cap, (v)->len, (extra), sizeof(*(v)->data))
#define pt_vec_push(v, x)                             \
  do {                                                \
    if ((v)->len >= (v)->cap) pt_vec_reserve((v), 1); \
    (v)->data[(v)->len++] = (x);                      \
  } while (0)
/* Appends n elements from src (NULL when n is 0). */
#define pt_vec_append(v, src, n)                                   \
  do {                                                             \
    size_t n_ = (n);                                               \
    if (n_) {                                                      \
      pt_vec_reserve((v), n_);                                     \
      memcpy((v)->data + (v)->len, (src), n_ * sizeof *(v)->data); \
      (v)->len += n_;                                              \
    }                                                              \
  } while (0)

static inline void pt_buffer_plan_build(pt_buffer_plan *p, const pt_module *m, uint32_t root) {
  if (!pt_buffer_plan_try_build(p, m, root)) pt_test_out_of_memory(sizeof *p);
}

#endif /* PT_TESTS_ABORT_ALLOC_H */
