/* test_workers.c - the pool of threads behind parallel propagation rounds
 * (src/support/workers.c): every index of [0, n) is handed to exactly one
 * chunk, chunks are no longer than asked, worker indices stay below the
 * pool's count, the caller sees everything the chunks wrote once
 * pt_workers_run returns, a pool runs many loops in a row (one per
 * propagation round), and its threads block the signals a user sends to
 * the process (so they reach the application's threads). */
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/support/support.h"
#include "check.h"

typedef struct {
  uint32_t n, chunk, n_workers;
  uint8_t *visits;   /* per index: times visited (each index written by one chunk only) */
  atomic_uint calls; /* chunks run */
  atomic_uint bad;   /* chunks with a bad range or worker index */
  uint64_t *sum;     /* per worker: sum of the indices it ran */
} loop;

static void visit(void *arg, uint32_t worker, uint32_t begin, uint32_t end) {
  loop *l = arg;
  atomic_fetch_add(&l->calls, 1u);
  if (worker >= l->n_workers || begin >= end || end > l->n || end - begin > l->chunk) {
    atomic_fetch_add(&l->bad, 1u);
    return;
  }
  for (uint32_t i = begin; i < end; i++) {
    l->visits[i]++;
    l->sum[worker] += i;
  }
}

static void check_loop(pt_workers *w, uint32_t n, uint32_t chunk) {
  loop l = {.n = n, .chunk = chunk ? chunk : 1, .n_workers = pt_workers_count(w)};
  l.visits = calloc(n + 1, 1);
  l.sum = calloc(l.n_workers, sizeof *l.sum);
  atomic_init(&l.calls, 0u);
  atomic_init(&l.bad, 0u);
  pt_workers_run(w, n, chunk, visit, &l);
  uint32_t once = 0;
  for (uint32_t i = 0; i < n; i++) once += l.visits[i] == 1;
  CHECK(once == n);
  CHECK(atomic_load(&l.bad) == 0);
  CHECK(atomic_load(&l.calls) == (n + l.chunk - 1) / l.chunk);
  uint64_t total = 0;
  for (uint32_t k = 0; k < l.n_workers; k++) total += l.sum[k];
  CHECK(total == (uint64_t)n * (n ? n - 1 : 0) / 2);
  free(l.visits);
  free(l.sum);
}

/* Per worker: whether SIGINT and SIGTERM are blocked in its thread. */
static void record_mask(void *arg, uint32_t worker, uint32_t begin, uint32_t end) {
  (void)begin;
  (void)end;
  sigset_t cur;
  pthread_sigmask(SIG_BLOCK, NULL, &cur);
  ((int *)arg)[worker] = sigismember(&cur, SIGINT) == 1 && sigismember(&cur, SIGTERM) == 1 ? 1 : 2;
}

static void check_worker_masks(void) {
  pt_workers *w = pt_workers_new(3);
  int blocked[3] = {0, 0, 0};
  /* Many one-index chunks, so every worker is likely to take one; on a
   * loaded machine (ASan, other jobs) the pool's threads can take every
   * chunk of a round, so rounds go on until the caller has run one. */
  for (int round = 0; round < 50 || (blocked[0] == 0 && round < 5000); round++)
    pt_workers_run(w, 64, 1, record_mask, blocked);
  CHECK(blocked[0] == 2); /* the caller's mask is its own business */
  for (uint32_t k = 1; k < pt_workers_count(w); k++) CHECK(blocked[k] != 2);
  pt_workers_free(w);
}

int main(void) {
  CHECK(pt_online_cpus() >= 1);
  check_worker_masks();
  CHECK(pt_workers_new(0) == NULL && pt_workers_new(1) == NULL);
  CHECK(pt_workers_count(NULL) == 1);
  static const uint32_t threads[] = {1, 2, 3, 8};
  static const uint32_t sizes[] = {0, 1, 5, 1000, 100003};
  static const uint32_t chunks[] = {0, 1, 7, 256, 1u << 20};
  for (size_t t = 0; t < PT_ARRAY_LEN(threads); t++) {
    pt_workers *w = pt_workers_new(threads[t]);
    CHECK(threads[t] == 1 ? w == NULL : pt_workers_count(w) >= 1 && pt_workers_count(w) <= threads[t]);
    for (size_t s = 0; s < PT_ARRAY_LEN(sizes); s++)
      for (size_t c = 0; c < PT_ARRAY_LEN(chunks); c++) check_loop(w, sizes[s], chunks[c]);
    /* one pool, many short loops in a row, as propagation rounds use it */
    for (uint32_t round = 0; round < 300; round++) check_loop(w, 1 + round % 97, 4);
    pt_workers_free(w);
  }
  pt_workers_free(NULL);
  if (failures) {
    fprintf(stderr, "test_workers: %d of %d checks failed\n", failures, checks);
    return 1;
  }
  printf("test_workers: %d checks passed\n", checks);
  return 0;
}
