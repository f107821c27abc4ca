/* bench_partition.c - partir's side of tools/bench_vs_xla.py in C: the
 * path a user of libpartir.so takes from a parsed module to the SPMD text,
 * timed per phase, printed as JSON.
 *
 *   bench_partition [--runs N] [--threads T] [--mesh M] [--schedule S.json] STEP.mlir...
 *
 * Per file and run: partir_partition_new + partir_partition_apply_schedule
 * (the tactics, propagation and the per-tactic report lines:
 * `partition_s`), then what partir_partition_emit_spmd does: lowering
 * (partir_spmd_lower, `lower_s`) and verification of the lowered program
 * plus printing (partir_spmd_emit); `emit_s` is both; `total_s` is their sum,
 * what bench_vs_xla.py compares with XLA's partitioner passes. Parsing is
 * done once, outside the timed path (XLA's pass times exclude it too).
 * Each figure is the fastest of N runs (default 5) of the whole path, so
 * that a slow spell of the shared machine does not skew the result; the
 * phases are those of the fastest run. `threads` is what
 * partir_partition_set_threads was given (0: one per online processor,
 * at most 8), `threads_used` what that makes;
 * `spmd_bytes` and `spmd_hash` (FNV-1a of the text) let two builds be
 * checked for the same output. Used under `perf record -g` to find where
 * the time goes (bench/README.md). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "partir.h"
#include "bench_util.h"

static uint64_t fnv1a(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) {
    h ^= (unsigned char)s[i];
    h *= 1099511628211ull;
  }
  return h;
}

static int fail(const char *what, partir_status *s) {
  fprintf(stderr, "bench_partition: %s: %s\n", what, partir_status_message(s));
  partir_status_free(s);
  return 1;
}

typedef struct {
  double partition_s, emit_s, lower_s, total_s;
  size_t bytes;
  uint64_t hash;
} run_times;

static int one_run(const partir_module *m, const char *mesh, const char *sched, size_t sched_len,
                   const char *sched_name, uint32_t threads, run_times *out) {
  partir_partition *p = NULL;
  char *report = NULL, *text = NULL;
  size_t len = 0;
  double t0 = bench_now_s();
  partir_status *s = partir_partition_new(m, NULL, mesh, &p);
  if (s) return fail("partition", s);
  partir_partition_set_threads(p, threads);
  s = partir_partition_apply_schedule(p, sched, sched_len, sched_name, 0, &report);
  if (s) {
    partir_partition_free(p);
    return fail("schedule", s);
  }
  double t1 = bench_now_s();
  /* partir_partition_emit_spmd's two steps, timed apart. */
  partir_spmd *sp = NULL;
  s = partir_spmd_lower(p, NULL, &sp);
  double tl = bench_now_s();
  if (!s) s = partir_spmd_emit(sp, &text, &len);
  partir_spmd_free(sp);
  double t2 = bench_now_s();
  if (s) {
    free(report);
    partir_partition_free(p);
    return fail("emit", s);
  }
  out->partition_s = t1 - t0;
  out->emit_s = t2 - t1;
  out->lower_s = tl - t1;
  out->total_s = t2 - t0;
  out->bytes = len;
  out->hash = fnv1a(text, len);
  free(text);
  free(report);
  partir_partition_free(p);
  return 0;
}

int main(int argc, char **argv) {
  int runs = 5;
  uint32_t threads = 0;
  const char *mesh = "batch=8,model=8", *sched_path = "examples/schedules/bp_mp_z3.json";
  int first = 1;
  for (; first < argc && strncmp(argv[first], "--", 2) == 0; first += 2) {
    if (first + 1 >= argc) {
      fprintf(stderr, "bench_partition: %s needs a value\n", argv[first]);
      return 2;
    }
    if (strcmp(argv[first], "--runs") == 0)
      runs = atoi(argv[first + 1]);
    else if (strcmp(argv[first], "--threads") == 0)
      threads = (uint32_t)atoi(argv[first + 1]);
    else if (strcmp(argv[first], "--mesh") == 0)
      mesh = argv[first + 1];
    else if (strcmp(argv[first], "--schedule") == 0)
      sched_path = argv[first + 1];
    else {
      fprintf(stderr, "usage: bench_partition [--runs N] [--threads T] [--mesh M] [--schedule S] STEP.mlir...\n");
      return 2;
    }
  }
  if (first >= argc || runs < 1) {
    fprintf(stderr, "usage: bench_partition [--runs N] [--threads T] [--mesh M] [--schedule S] STEP.mlir...\n");
    return 2;
  }
  size_t sched_len = 0;
  char *sched = bench_slurp(sched_path, &sched_len);
  if (!sched) {
    fprintf(stderr, "bench_partition: cannot read %s\n", sched_path);
    return 1;
  }
  /* What partir_partition_set_threads makes of 0: one per online
   * processor, at most 8. */
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  uint32_t used = threads ? threads : online < 1 ? 1u : online > 8 ? 8u : (uint32_t)online;
  printf("{\"mesh\": \"%s\", \"schedule\": \"%s\", \"threads\": %u, \"threads_used\": %u, \"runs\": %d, "
         "\"steps\": [\n",
         mesh, sched_path, threads, used, runs);
  int rc = 0;
  for (int a = first; a < argc && rc == 0; a++) {
    partir_module *m = NULL;
    double p0 = bench_now_s();
    partir_status *s = partir_module_parse_file(argv[a], &m);
    double parse_s = bench_now_s() - p0;
    if (s) {
      rc = fail(argv[a], s);
      break;
    }
    run_times best = {0}, r;
    for (int i = 0; i < runs && rc == 0; i++) {
      rc = one_run(m, mesh, sched, sched_len, sched_path, threads, &r);
      if (rc == 0 && (i == 0 || r.total_s < best.total_s)) best = r;
      if (rc == 0 && i > 0 && (r.hash != best.hash || r.bytes != best.bytes)) {
        fprintf(stderr, "bench_partition: %s: run %d emitted different text\n", argv[a], i);
        rc = 1;
      }
    }
    if (rc == 0)
      printf("%s {\"file\": \"%s\", \"parse_s\": %.4f, \"partition_s\": %.4f, \"emit_s\": %.4f, \"lower_s\": %.4f, \"total_s\": %.4f, "
             "\"spmd_bytes\": %zu, \"spmd_hash\": \"%016llx\"}\n",
             a == first ? " " : ",", argv[a], parse_s, best.partition_s, best.emit_s, best.lower_s, best.total_s, best.bytes,
             (unsigned long long)best.hash);
    partir_module_free(m);
  }
  printf("]}\n");
  free(sched);
  return rc;
}
