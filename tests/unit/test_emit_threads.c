/* test_emit_threads.c - threads change nothing in what is printed:
 *   - pt_print_module_threads on every bundled example, pretty and
 *     generic, with 2 and 3 threads and pieces of 1, 2 and 5 ops (every
 *     region of two ops or more split, nested regions inside pieces), is
 *     byte for byte pt_print_module's text;
 *   - partir_partition_emit_spmd of every example under BP+MP+Z3-like
 *     schedules on a 2x2 mesh, with 3 threads and the threaded path taken
 *     on these small programs (parallel_min 1: verification beside
 *     printing, pieces of one op), is the one-thread text;
 *   - the built-in tactics of one schedule, which share one analysis (and
 *     its roles while the name prefixes stay the same), seed what each
 *     seeds alone (pt_builtin_seeds, a private analysis each), with the
 *     prefixes changing between calls. */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partir.h"

#include "../../src/ir/ir.h"
#include "../../src/partition/partition.h"
#include "../../src/stablehlo/stablehlo.h"
#include "../../src/tactics/tactics.h"
#include "check.h"

/* The examples' file names (sorted; malloc'ed), NULL-terminated. */
static char **example_paths(void) {
  char **out = calloc(64, sizeof *out);
  DIR *dir = opendir("examples");
  CHECK(dir != NULL);
  size_t n = 0;
  for (struct dirent *e; dir && (e = readdir(dir)) != NULL && n < 63;) {
    size_t len = strlen(e->d_name);
    if (len < 6 || strcmp(e->d_name + len - 5, ".mlir") != 0) continue;
    out[n] = malloc(len + 10);
    snprintf(out[n], len + 10, "examples/%s", e->d_name);
    n++;
  }
  if (dir) closedir(dir);
  for (size_t i = 1; i < n; i++)
    for (size_t j = i; j > 0 && strcmp(out[j - 1], out[j]) > 0; j--) {
      char *t = out[j];
      out[j] = out[j - 1];
      out[j - 1] = t;
    }
  return out;
}

static void free_paths(char **paths) {
  for (size_t i = 0; paths[i]; i++) free(paths[i]);
  free(paths);
}

static void test_printer_threads_give_the_same_text(char **paths) {
  static const uint32_t threads[] = {2, 3};
  static const uint32_t pieces[] = {1, 2, 5};
  uint32_t compared = 0;
  for (size_t i = 0; paths[i]; i++) {
    partir_module *pm = NULL;
    partir_status *s = partir_module_parse_file(paths[i], &pm);
    CHECK(s == NULL);
    if (s) {
      fprintf(stderr, "%s\n", partir_status_message(s));
      partir_status_free(s);
      continue;
    }
    const pt_module *m = (const pt_module *)pm;
    for (int generic = 0; generic < 2; generic++) {
      pt_buf want = {0};
      pt_print_module(m, &want, generic);
      for (size_t t = 0; t < PT_ARRAY_LEN(threads); t++)
        for (size_t k = 0; k < PT_ARRAY_LEN(pieces); k++) {
          pt_buf got = {0};
          pt_print_module_threads(m, &got, generic, threads[t], pieces[k]);
          bool same = got.len == want.len && memcmp(got.data, want.data, want.len) == 0;
          if (!same)
            fprintf(stderr, "%s (%s, %u threads, pieces of %u): the text differs\n", paths[i],
                    generic ? "generic" : "pretty", threads[t], pieces[k]);
          CHECK(same);
          compared++;
          pt_buf_free(&got);
        }
      pt_buf_free(&want);
    }
    partir_module_free(pm);
  }
  CHECK(compared >= 6 * 2 * 5); /* the bundled examples were found */
}

static const char *const schedules[] = {
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]",
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"},"
    " {\"builtin\": \"Z3\", \"axis\": \"batch\"}]",
    "[{\"builtin\": [\"BP\", \"Z3\"], \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}]",
};

/* The SPMD text of `path` under `sched` on 2x2; NULL when the example does
 * not take the schedule (a built-in that finds nothing to tile). */
static char *emit(const char *path, const char *sched, uint32_t threads, bool threaded_paths, size_t *len) {
  partir_module *pm = NULL;
  partir_partition *p = NULL;
  char *text = NULL;
  partir_status *s = partir_module_parse_file(path, &pm);
  if (!s) s = partir_partition_new(pm, NULL, "batch=2,model=2", &p);
  if (!s) {
    partir_partition_set_threads(p, threads);
    /* struct partir_partition holds the state first (api_internal.h). */
    if (threaded_paths) ((pt_partition *)p)->parallel_min = 1;
    s = partir_partition_apply_schedule(p, sched, strlen(sched), "s.json", 0, NULL);
  }
  if (!s) s = partir_partition_emit_spmd(p, NULL, &text, len);
  partir_status_free(s);
  partir_partition_free(p);
  partir_module_free(pm);
  return s ? NULL : text;
}

static void test_emission_threads_give_the_same_text(char **paths) {
  uint32_t compared = 0;
  for (size_t i = 0; paths[i]; i++)
    for (size_t k = 0; k < PT_ARRAY_LEN(schedules); k++) {
      size_t l1 = 0, l3 = 0;
      char *one = emit(paths[i], schedules[k], 1, false, &l1);
      char *three = emit(paths[i], schedules[k], 3, true, &l3);
      CHECK((one == NULL) == (three == NULL));
      if (one && three) {
        bool same = l1 == l3 && memcmp(one, three, l1) == 0;
        if (!same) fprintf(stderr, "%s, schedule %zu: the SPMD text differs on 3 threads\n", paths[i], k);
        CHECK(same);
        compared++;
      }
      free(one);
      free(three);
    }
  CHECK(compared >= 6); /* mlp and transformer take every schedule */
}

/* Seeds of each built-in alone and through one memo, in the order a
 * schedule asks (the memo is made by the first and reused). */
static void test_shared_analysis_seeds_as_alone(char **paths) {
  static const char *const names[] = {"BP", "MP", "BP", "EMB", "Z3", "BP"};
  /* Prefixes per call: the defaults, a copy of them, another batch root (the
   * roles change), the defaults again. */
  static const char *const same[] = {"params", "opt_state", "batch"};
  static const char *const other[] = {"params", "opt_state", "no_such_root"};
  static const char *const *const prefixes[] = {NULL, same, other, NULL, other, same};
  uint32_t compared = 0;
  for (size_t i = 0; paths[i]; i++) {
    partir_module *pm = NULL;
    partir_partition *p = NULL;
    partir_status *s = partir_module_parse_file(paths[i], &pm);
    if (!s) s = partir_partition_new(pm, NULL, "batch=2,model=2", &p);
    CHECK(s == NULL);
    if (s) {
      partir_status_free(s);
      partir_module_free(pm);
      continue;
    }
    const pt_partition *st = (const pt_partition *)p;
    pt_builtin_memo *memo = NULL;
    for (size_t k = 0; k < PT_ARRAY_LEN(names); k++) {
      pt_seed_vec alone = {0}, shared = {0};
      pt_status *a = pt_builtin_seeds(st, names[k], 0, prefixes[k], &alone);
      pt_status *b = pt_builtin_seeds_memo(st, names[k], 0, prefixes[k], &memo, &shared);
      CHECK((a == NULL) == (b == NULL));
      CHECK(alone.len == shared.len);
      CHECK(alone.len == shared.len && (!alone.len || memcmp(alone.data, shared.data, alone.len * sizeof *alone.data) == 0));
      compared++;
      pt_status_free(a);
      pt_status_free(b);
      pt_vec_free(&alone);
      pt_vec_free(&shared);
    }
    CHECK(memo != NULL);
    pt_builtin_memo_free(memo);
    partir_partition_free(p);
    partir_module_free(pm);
  }
  CHECK(compared >= 6 * PT_ARRAY_LEN(names));
}

int main(void) {
  char **paths = example_paths();
  test_printer_threads_give_the_same_text(paths);
  test_emission_threads_give_the_same_text(paths);
  test_shared_analysis_seeds_as_alone(paths);
  free_paths(paths);
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  printf("test_emit_threads: %d checks passed\n", checks);
  return 0;
}
