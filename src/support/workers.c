/* workers.c - a small pool of threads that split a loop over [0, n) in
 * chunks, for the passes of partir that are large and whose iterations are
 * independent (judging the values of a propagation round).
 *
 * The caller takes part as worker 0, so a pool of n threads starts n - 1.
 * Chunks are handed out through one atomic counter: the iterations of a
 * propagation round cost very different amounts (a value with one use or
 * with hundreds), so fixed slices would leave threads idle. A run ends when
 * every worker has finished its last chunk; the mutex and condition
 * variables that end it also order all writes of the run before anything
 * the caller does next. */
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <unistd.h>

#include "support.h"

struct pt_workers {
  pthread_mutex_t mu;
  pthread_cond_t go;   /* a new run, or quit */
  pthread_cond_t done; /* a worker finished its part of the run */
  uint64_t generation; /* runs started */
  uint32_t busy;       /* started threads still in the current run */
  bool quit;
  uint32_t n_threads;  /* the caller included */
  uint32_t n_started;  /* threads actually running */
  pthread_t *threads;
  /* The current run. */
  pt_workers_fn fn;
  void *arg;
  uint32_t n, chunk;
  atomic_uint next;
};

typedef struct {
  pt_workers *w;
  uint32_t index;
} worker_start;

static void run_chunks(pt_workers *w, uint32_t index) {
  for (;;) {
    uint32_t begin = atomic_fetch_add_explicit(&w->next, w->chunk, memory_order_relaxed);
    if (begin >= w->n) return;
    uint32_t end = w->n - begin > w->chunk ? begin + w->chunk : w->n;
    w->fn(w->arg, index, begin, end);
  }
}

static void *worker_main(void *p) {
  worker_start *st = p;
  pt_workers *w = st->w;
  uint32_t index = st->index;
  free(st);
  uint64_t seen = 0;
  pthread_mutex_lock(&w->mu);
  for (;;) {
    while (!w->quit && w->generation == seen) pthread_cond_wait(&w->go, &w->mu);
    if (w->quit) break;
    seen = w->generation;
    pthread_mutex_unlock(&w->mu);
    run_chunks(w, index);
    pthread_mutex_lock(&w->mu);
    if (--w->busy == 0) pthread_cond_signal(&w->done);
  }
  pthread_mutex_unlock(&w->mu);
  return NULL;
}

int pt_thread_start(pthread_t *thread, void *(*fn)(void *), void *arg) {
  sigset_t all, old;
  sigfillset(&all);
  /* Faults are sent to the thread that caused them; blocked, they would
   * hang or kill it without a handler's say. */
  static const int faults[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGABRT};
  for (size_t i = 0; i < sizeof faults / sizeof *faults; i++) sigdelset(&all, faults[i]);
  /* The new thread inherits the creator's mask: block around the creation. */
  pthread_sigmask(SIG_BLOCK, &all, &old);
  int rc = pthread_create(thread, NULL, fn, arg);
  pthread_sigmask(SIG_SETMASK, &old, NULL);
  return rc;
}

uint32_t pt_online_cpus(void) {
  long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n < 1 ? 1u : n > 1024 ? 1024u : (uint32_t)n;
}

pt_workers *pt_workers_new(uint32_t n_threads) {
  if (n_threads < 2) return NULL;
  /* Without memory there is no pool, and the loops run on the caller alone
   * (as documented for a NULL pool): slower, never wrong. */
  pt_workers *w = calloc(1, sizeof *w);
  if (!w) return NULL;
  w->threads = calloc(n_threads, sizeof *w->threads);
  if (!w->threads) {
    free(w);
    return NULL;
  }
  pthread_mutex_init(&w->mu, NULL);
  pthread_cond_init(&w->go, NULL);
  pthread_cond_init(&w->done, NULL);
  atomic_init(&w->next, 0u);
  w->n_threads = n_threads;
  for (uint32_t i = 1; i < n_threads; i++) {
    worker_start *st = malloc(sizeof *st);
    if (!st) break;
    *st = (worker_start){w, i};
    /* A thread that cannot start leaves its share to the others. */
    if (pt_thread_start(&w->threads[w->n_started], worker_main, st) != 0) {
      free(st);
      break;
    }
    w->n_started++;
  }
  return w;
}

uint32_t pt_workers_count(const pt_workers *w) { return w ? w->n_started + 1 : 1; }

void pt_workers_run(pt_workers *w, uint32_t n, uint32_t chunk, pt_workers_fn fn, void *arg) {
  if (chunk == 0) chunk = 1;
  if (!w || w->n_started == 0) {
    for (uint32_t begin = 0; begin < n; begin += chunk) fn(arg, 0, begin, n - begin > chunk ? begin + chunk : n);
    return;
  }
  pthread_mutex_lock(&w->mu);
  w->fn = fn, w->arg = arg, w->n = n, w->chunk = chunk;
  atomic_store_explicit(&w->next, 0u, memory_order_relaxed);
  w->busy = w->n_started;
  w->generation++;
  pthread_cond_broadcast(&w->go);
  pthread_mutex_unlock(&w->mu);
  run_chunks(w, 0);
  pthread_mutex_lock(&w->mu);
  while (w->busy) pthread_cond_wait(&w->done, &w->mu);
  pthread_mutex_unlock(&w->mu);
}

void pt_workers_free(pt_workers *w) {
  if (!w) return;
  pthread_mutex_lock(&w->mu);
  w->quit = true;
  pthread_cond_broadcast(&w->go);
  pthread_mutex_unlock(&w->mu);
  for (uint32_t i = 0; i < w->n_started; i++) pthread_join(w->threads[i], NULL);
  pthread_mutex_destroy(&w->mu);
  pthread_cond_destroy(&w->go);
  pthread_cond_destroy(&w->done);
  free(w->threads);
  free(w);
}
