/* fault_inject.h - what the out-of-memory tests share: malloc, calloc and
 * realloc wrapped (the test program is linked with
 * -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc, Makefile) so that the
 * k-th allocation since the count was reset is refused, the sampling of k,
 * and reading an input file outside the count.
 *
 * Header-only: each out-of-memory test is its own program and includes it
 * once. */
#ifndef TEST_FAULT_INJECT_H
#define TEST_FAULT_INJECT_H

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>

void *__real_malloc(size_t n);
void *__real_calloc(size_t count, size_t n);
void *__real_realloc(void *p, size_t n);
void *__wrap_malloc(size_t n);
void *__wrap_calloc(size_t count, size_t n);
void *__wrap_realloc(void *p, size_t n);

/* Allocations made since the count was reset, and the one to refuse (0:
 * none). Atomic: propagation, the search and the verified run allocate on
 * threads of their own. */
static _Atomic unsigned long n_allocs, fail_at;

static int refuse(void) {
  unsigned long k = atomic_fetch_add(&n_allocs, 1) + 1;
  return k == atomic_load(&fail_at);
}

void *__wrap_malloc(size_t n) { return refuse() ? NULL : __real_malloc(n); }
void *__wrap_calloc(size_t count, size_t n) { return refuse() ? NULL : __real_calloc(count, n); }
void *__wrap_realloc(void *p, size_t n) { return refuse() ? NULL : __real_realloc(p, n); }

/* Runs per path: every allocation up to `cap`, else an even sample of
 * `cap` (the last allocation always among them). PT_OOM_MAX_RUNS replaces
 * the tests' defaults (0: every allocation), for a longer run by hand. */
static unsigned long fault_runs_from_env(unsigned long dflt) {
  const char *env = getenv("PT_OOM_MAX_RUNS");
  return env ? strtoul(env, NULL, 10) : dflt;
}

static unsigned long fault_step(unsigned long total, unsigned long cap) {
  return cap && total > cap ? (total + cap - 1) / cap : 1;
}

/* The whole file, NUL-terminated, allocated outside the count (NULL when
 * it cannot be read). */
static char *read_all(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char *buf = n >= 0 ? __real_malloc((size_t)n + 1) : NULL;
  if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
    free(buf);
    buf = NULL;
  }
  fclose(f);
  if (buf) buf[n] = 0;
  *len = buf ? (size_t)n : 0;
  return buf;
}

#endif /* TEST_FAULT_INJECT_H */
