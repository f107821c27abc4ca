/* bench_parse.c - parse+verify speed and memory against `cat` of the same
 * file, printed as one JSON object per input.
 *
 * The ratio parse_verify_s / cat_s says how far the front end is from the
 * cost of merely reading the text; peak RSS is measured in a forked child so
 * each file's figure stands alone. Times are the minimum of several runs. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "../src/ir/ir.h"
#include "bench_util.h"
#include "../src/stablehlo/stablehlo.h"

extern char **environ;

enum { RUNS = 5 };

/* Runs `cat path >/dev/null`; returns wall seconds and the child's max RSS. */
static double run_cat(const char *path, long *maxrss_kb) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
  char cat[] = "cat";
  char *argv[] = {cat, (char *)path, NULL};
  double t0 = bench_now_s();
  pid_t pid;
  if (posix_spawnp(&pid, "cat", &fa, NULL, argv, environ) != 0) {
    posix_spawn_file_actions_destroy(&fa);
    return -1;
  }
  int st;
  struct rusage ru;
  wait4(pid, &st, 0, &ru);
  double t = bench_now_s() - t0;
  posix_spawn_file_actions_destroy(&fa);
  *maxrss_kb = ru.ru_maxrss;
  return t;
}

typedef struct {
  double read_s, parse_s, verify_s;
  uint32_t n_ops;
  int ok;
  size_t bytes, module_bytes;
} result;

static result front_end(const char *path) {
  result r = {0};
  double t0 = bench_now_s();
  char *text = bench_slurp(path, &r.bytes);
  double t1 = bench_now_s();
  if (!text) return r;
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(path, text, r.bytes, &m);
  if (!s) s = pt_module_inline_calls(m);
  double t2 = bench_now_s();
  if (!s) s = pt_verify_module(m);
  double t3 = bench_now_s();
  if (s) {
    fprintf(stderr, "%s\n", pt_status_message(s));
    pt_status_free(s);
  } else {
    r.ok = 1;
  }
  if (m) {
    r.n_ops = m->ops.len;
    r.module_bytes = m->arena.bytes_reserved + (size_t)m->ops.cap * sizeof(pt_op) +
                     (size_t)m->values.cap * sizeof(pt_value) + (size_t)m->operand_pool.cap * 4 +
                     (size_t)m->attr_pool.cap * sizeof(pt_named_attr) + (size_t)m->op_order.cap * 4 +
                     (size_t)m->regions.cap * sizeof(pt_region) + (size_t)m->types.cap * sizeof(pt_type);
  }
  pt_module_free(m);
  free(text);
  r.read_s = t1 - t0;
  r.parse_s = t2 - t1;
  r.verify_s = t3 - t2;
  return r;
}

/* Peak RSS of a fresh `bench_parse --once FILE` process. A forked or
 * spawned child is charged the parent's high-water mark (Linux carries it
 * across exec), so main measures memory before it allocates anything. */
static long self_maxrss(const char *self, const char *path) {
  char once[] = "--once";
  char *argv[] = {(char *)self, once, (char *)path, NULL};
  pid_t pid;
  if (posix_spawn(&pid, "/proc/self/exe", NULL, NULL, argv, environ) != 0) return -1;
  int st;
  struct rusage ru;
  wait4(pid, &st, 0, &ru);
  return WIFEXITED(st) && WEXITSTATUS(st) == 0 ? ru.ru_maxrss : -1;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: bench_parse FILE.mlir...\n");
    return 2;
  }
  if (argc == 3 && strcmp(argv[1], "--once") == 0) return front_end(argv[2]).ok ? 0 : 1;
  int rc = 0;
  long *rss = calloc((size_t)argc, sizeof *rss), *cat_rss = calloc((size_t)argc, sizeof *cat_rss);
  for (int i = 1; i < argc; i++) {
    rss[i] = self_maxrss(argv[0], argv[i]);
    run_cat(argv[i], &cat_rss[i]);
  }
  printf("[\n");
  for (int i = 1; i < argc; i++) {
    const char *path = argv[i];
    result best = {0};
    double best_total = 1e30, cat_best = 1e30;
    for (int k = 0; k < RUNS; k++) {
      result r = front_end(path);
      if (!r.ok) {
        rc = 1;
        break;
      }
      double total = r.read_s + r.parse_s + r.verify_s;
      if (total < best_total) best_total = total, best = r;
      long ignored;
      double c = run_cat(path, &ignored);
      if (c >= 0 && c < cat_best) cat_best = c;
    }
    if (!best.ok) {
      printf("  {\"file\": \"%s\", \"error\": \"does not parse and verify\"}%s\n", path, i + 1 < argc ? "," : "");
      continue;
    }
    printf("  {\"file\": \"%s\", \"bytes\": %zu, \"ops\": %u, \"read_s\": %.4f, \"parse_s\": %.4f, "
           "\"verify_s\": %.4f, \"parse_verify_s\": %.4f, \"cat_s\": %.4f, \"ratio_vs_cat\": %.2f, "
           "\"mb_per_s\": %.1f, \"module_mb\": %.1f, \"peak_rss_mb\": %.1f, \"cat_peak_rss_mb\": %.1f, "
           "\"rss_ratio_vs_cat\": %.2f, \"goal_parse_verify_s\": 1.0, \"meets_goal\": %s}%s\n",
           path, best.bytes, best.n_ops, best.read_s, best.parse_s, best.verify_s, best_total, cat_best,
           best_total / cat_best, (double)best.bytes / 1e6 / best_total, (double)best.module_bytes / 1e6,
           (double)rss[i] / 1024.0, (double)cat_rss[i] / 1024.0, (double)rss[i] / (double)(cat_rss[i] ? cat_rss[i] : 1),
           best_total < 1.0 ? "true" : "false", i + 1 < argc ? "," : "");
  }
  printf("]\n");
  free(rss);
  free(cat_rss);
  return rc;
}
