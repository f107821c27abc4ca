/* bench_util.h - what every benchmark program needs: a monotonic clock and
 * whole-file reads (through partir's own pt_read_file). */
#ifndef PT_BENCH_UTIL_H
#define PT_BENCH_UTIL_H

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../src/support/support.h"

/* Wall-clock seconds; with BENCH_CLOCK=cpu in the environment, the
 * calling thread's CPU seconds instead: on a machine shared with other
 * jobs, per-phase figures that waiting for a core does not inflate
 * (a thread-scaling ratio in CPU time says whether the code scales, not
 * whether the machine had the cores: that needs the wall clock). */
static inline double bench_now_s(void) {
  struct timespec ts;
  const char *clock = getenv("BENCH_CLOCK");
  clock_gettime(clock && strcmp(clock, "cpu") == 0 ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* The file's bytes (malloc'ed, NUL-terminated), or NULL when unreadable. */
static inline char *bench_slurp(const char *path, size_t *len) {
  char *text = NULL;
  pt_status *s = pt_read_file(path, &text, len);
  if (s) {
    pt_status_free(s);
    return NULL;
  }
  return text;
}

#endif /* PT_BENCH_UTIL_H */
