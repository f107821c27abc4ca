/* test_analysis_decisions.c - the decision space as data: every single
 * decision the analysis offers (a layer group of classes, or a conflict's
 * cut, on one mesh axis) applied alone through the public API
 * (partir_partition_apply_decision) to the bundled examples, and the
 * partitioned program checked by execution (partir_partition_verify: the
 * SPMD program on one thread per device against the reference
 * interpreter). Mesh a=2: every decision on a 2-way axis. The U-Net's
 * decisions (about 50, each a verified run of half a second) are checked
 * on the normal build; the sanitizer build, several times slower, leaves
 * them out for time and says so. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partir.h"
#include "check.h"

#if defined(__SANITIZE_ADDRESS__)
#define WITH_UNET 0
#else
#define WITH_UNET 1
#endif

static const char *const models[] = {"examples/mlp.mlir", "examples/transformer.mlir", "examples/llama.mlir",
                                     "examples/gns.mlir", "examples/unet.mlir"};

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
  printf("test_analysis_decisions: %u decisions applied and verified\n", total);
  if (failures) fprintf(stderr, "test_analysis_decisions: %d of %d checks failed\n", failures, checks);
  else printf("test_analysis_decisions: %d checks passed\n", checks);
  return failures != 0;
}
