/* test_analysis_decisions.c - the decision space as data: every single
 * decision the analysis offers (a layer group of classes, or a conflict's
 * cut, on one mesh axis) applied alone through the public API
 * (partir_partition_apply_decision) to the bundled examples, and the
 * partitioned program checked by execution (partir_partition_verify: the
 * SPMD program on one thread per device against the reference
 * interpreter). Mesh a=2: every decision on a 2-way axis. Then each
 * conflict's cut (its def-use edges cut, the class's arguments tiled)
 * combined with the batch and Megatron decisions on a second axis, on a
 * 2x2 mesh, also verified by execution: the transformer (also as a
 * scan) and the Llama step must have such cuts (attention's sequence
 * class). And the cut decisions of 300 random programs (random_program.h,
 * where x.xt-like products make conflicts), each verified. The U-Net's
 * decisions (about 50, each a verified run of half a second) are checked
 * on the normal build; the sanitizer build, several times slower, leaves
 * them out for time and says so. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partir.h"
#include "check.h"
#include "random_program.h"

#if defined(__SANITIZE_ADDRESS__)
#define WITH_UNET 0
#else
#define WITH_UNET 1
#endif

static const char *const models[] = {"examples/mlp.mlir", "examples/transformer.mlir", "examples/llama.mlir",
                                     "examples/gns.mlir", "examples/unet.mlir"};

static bool starts(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }
static bool ends(const char *s, const char *p) {
  size_t n = strlen(s), k = strlen(p);
  return n >= k && strcmp(s + n - k, p) == 0;
}

/* Every cut on axis 'a' of a 2x2 mesh, after the batch class on 'b' and
 * followed by the heads and hidden classes on 'b': verified by execution.
 * Returns how many cuts were checked. */
static uint32_t cuts_combined(const char *path) {
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_file(path, &m);
  if (!s) s = partir_module_verify(m);
  partir_analysis *a = NULL;
  if (!s) s = partir_analyze(m, NULL, "a=2,b=2", &a);
  CHECK(s == NULL);
  uint32_t n = s ? 0 : partir_analysis_num_decisions(a, NULL), checked = 0;
  char **what = calloc(n + 1, sizeof *what);
  for (uint32_t i = 0; i < n && !s; i++) s = partir_analysis_describe_decision(a, i, &what[i]);
  for (uint32_t c = 0; c < n && !s; c++) {
    if (!starts(what[c], "cut ") || !ends(what[c], "on 'a'")) continue;
    partir_partition *p = NULL;
    char *table = NULL;
    int agree = 0;
    uint32_t tactic = 0, seeds = 0;
    s = partir_partition_new(m, NULL, "a=2,b=2", &p);
    for (uint32_t i = 0; i < n && !s; i++)
      if (starts(what[i], "tile batch") && ends(what[i], "on 'b'")) s = partir_partition_apply_decision(p, a, i, tactic++, NULL);
    CHECK(tactic == 1);
    if (!s) s = partir_partition_apply_decision(p, a, c, tactic++, &seeds);
    for (uint32_t i = 0; i < n && !s; i++)
      if ((starts(what[i], "tile heads") || starts(what[i], "tile hidden")) && ends(what[i], "on 'b'"))
        s = partir_partition_apply_decision(p, a, i, tactic++, NULL);
    CHECK(tactic >= 4); /* batch, the cut, and heads and hidden (of every layer group) */
    partir_run_options ro = {0};
    ro.seed = 3;
    if (!s) s = partir_partition_verify(p, &ro, NULL, &table, &agree);
    CHECK(s == NULL && agree && seeds > 0);
    if (s || !agree || !seeds)
      fprintf(stderr, "%s: %s with batch/heads/hidden on 'b': %s\n%s", path, what[c],
              s ? partir_status_message(s) : seeds ? "outputs differ" : "no action taken", table ? table : "");
    partir_status_free(s);
    s = NULL;
    free(table);
    partir_partition_free(p);
    checked++;
  }
  if (s) {
    fprintf(stderr, "%s\n", partir_status_message(s));
    partir_status_free(s);
  }
  for (uint32_t i = 0; i < n; i++) free(what[i]);
  free(what);
  partir_analysis_free(a);
  partir_module_free(m);
  return checked;
}

/* Random programs (random_program.h): every cut decision the analysis
 * offers on a=2, applied alone, verified by execution. Returns how many. */
static uint32_t random_cuts(uint64_t base, uint32_t n_programs) {
  uint32_t checked = 0;
  for (uint32_t r = 0; r < n_programs; r++) {
    pt_buf text = {0};
    rp_info info;
    rp_generate(base + r, &text, &info);
    partir_module *m = NULL;
    partir_analysis *a = NULL;
    partir_status *s = partir_module_parse_string("random.mlir", text.data, text.len, &m);
    if (!s) s = partir_module_verify(m);
    if (!s) s = partir_analyze(m, NULL, "a=2", &a);
    CHECK(s == NULL);
    uint32_t n = s ? 0 : partir_analysis_num_decisions(a, NULL);
    for (uint32_t i = 0; i < n && !s; i++) {
      char *what = NULL, *table = NULL;
      s = partir_analysis_describe_decision(a, i, &what);
      if (s || !starts(what, "cut ")) {
        free(what);
        continue;
      }
      partir_partition *p = NULL;
      int agree = 0;
      s = partir_partition_new(m, NULL, "a=2", &p);
      if (!s) s = partir_partition_apply_decision(p, a, i, 0, NULL);
      partir_run_options ro = {0};
      ro.seed = 5;
      if (!s) s = partir_partition_verify(p, &ro, NULL, &table, &agree);
      CHECK(s == NULL && agree);
      if (s || !agree)
        fprintf(stderr, "random program %llu: %s: %s\n%s\n%s", (unsigned long long)(base + r), what,
                s ? partir_status_message(s) : "outputs differ", table ? table : "", text.data);
      partir_status_free(s);
      s = NULL;
      free(what);
      free(table);
      partir_partition_free(p);
      checked++;
    }
    partir_status_free(s);
    partir_analysis_free(a);
    partir_module_free(m);
    pt_buf_free(&text);
  }
  return checked;
}

int main(void) {
  uint32_t total = 0;
  size_t n_models = sizeof models / sizeof models[0] - (WITH_UNET ? 0 : 1);
  if (!WITH_UNET) printf("test_analysis_decisions: the U-Net's decisions are left out on the sanitizer build\n");
  for (size_t k = 0; k < n_models; k++) {
    partir_module *m = NULL;
    partir_status *s = partir_module_parse_file(models[k], &m);
    if (!s) s = partir_module_verify(m);
    partir_analysis *a = NULL;
    if (!s) s = partir_analyze(m, NULL, "a=2", &a);
    CHECK(s == NULL);
    if (s) {
      fprintf(stderr, "%s\n", partir_status_message(s));
      partir_status_free(s);
      partir_module_free(m);
      continue;
    }
    uint32_t n = partir_analysis_num_decisions(a, NULL);
    CHECK(n > 0);
    for (uint32_t i = 0; i < n; i++) {
      partir_partition *p = NULL;
      char *what = NULL, *table = NULL;
      int agree = 0;
      uint32_t seeds = 0;
      s = partir_analysis_describe_decision(a, i, &what);
      if (!s) s = partir_partition_new(m, NULL, "a=2", &p);
      if (!s) s = partir_partition_apply_decision(p, a, i, 0, &seeds);
      partir_run_options ro = {0};
      ro.seed = 1;
      if (!s) s = partir_partition_verify(p, &ro, NULL, &table, &agree);
      CHECK(s == NULL && agree && seeds > 0);
      if (s || !agree || !seeds)
        fprintf(stderr, "%s: decision %u (%s): %s\n%s", models[k], i, what ? what : "?",
                s ? partir_status_message(s) : seeds ? "outputs differ" : "no action taken", table ? table : "");
      partir_status_free(s);
      free(what);
      free(table);
      partir_partition_free(p);
      total++;
    }
    partir_analysis_free(a);
    partir_module_free(m);
  }
  uint32_t cuts = 0;
  /* The transformer, the Llama step, and the transformer as a scan (the
   * cut edges inside a while body). */
  static const char *const with_cuts[] = {"examples/transformer.mlir", "examples/llama.mlir",
                                          "examples/transformer_scan.mlir"};
  for (size_t k = 0; k < sizeof with_cuts / sizeof with_cuts[0]; k++) {
    uint32_t c = cuts_combined(with_cuts[k]);
    CHECK(c > 0);
    cuts += c;
  }
  uint32_t rcuts = random_cuts(0xc075ull, 300);
  CHECK(rcuts > 0);
  printf("test_analysis_decisions: %u decisions applied and verified; %u cuts verified with batch, heads and "
         "hidden on a second axis; %u cuts of 300 random programs verified\n",
         total, cuts, rcuts);
  if (failures) fprintf(stderr, "test_analysis_decisions: %d of %d checks failed\n", failures, checks);
  else printf("test_analysis_decisions: %d checks passed\n", checks);
  return failures != 0;
}
