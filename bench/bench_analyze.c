/* bench_analyze.c - time of the named dimension analysis (src/analysis/)
 * on GPT-style training steps of growing depth, and the size of their
 * decision spaces, printed as JSON.
 *
 * The figure of merit is the analysis alone (the module is parsed first):
 * naming every dim, the union-find over the TMR identities, the classes'
 * figures, the conflicts with their cuts, layer groups and decisions, on
 * one core (the analysis uses no threads). Goals (issue 16): under 0.3 s
 * for the 96-layer GPT-3-shaped step, linear in layers, and a grouped
 * decision space that does not grow with the depth. Each model is timed
 * as the best of RUNS runs (the 2 shared cores are noisy). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/analysis/analysis.h"
#include "../src/stablehlo/stablehlo.h"
#include "bench_util.h"

enum { RUNS = 10 };

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: bench_analyze STEP.mlir...\n");
    return 2;
  }
  pt_mesh mesh;
  pt_status *s = pt_mesh_parse("batch=8,model=8", &mesh);
  int n = argc - 1;
  double *secs = calloc((size_t)n, sizeof *secs);
  uint32_t *ops = calloc((size_t)n, sizeof *ops), *grouped = calloc((size_t)n, sizeof *grouped);
  printf("{\"bench\": \"analyze\", \"mesh\": \"batch=8,model=8\", \"runs\": %d, \"models\": [\n", RUNS);
  for (int i = 0; i < n && !s; i++) {
    size_t len;
    char *text = bench_slurp(argv[i + 1], &len);
    pt_module *m = NULL;
    s = text ? pt_parse_module(argv[i + 1], text, len, &m)
             : pt_status_make(PT_ERR_IO, "%s: error: cannot read", argv[i + 1]);
    if (!s) s = pt_module_inline_calls(m);
    free(text);
    uint32_t f = m ? pt_module_find_func(m, "main") : PT_NONE;
    pt_analysis a = {0};
    secs[i] = 1e9;
    double cuts = 0;
    for (int r = 0; r < RUNS && !s; r++) {
      pt_analysis_free(&a);
      double t0 = bench_now_s();
      s = pt_analysis_run(m, f, &mesh, &a);
      double t = bench_now_s() - t0;
      if (t < secs[i]) secs[i] = t, cuts = a.seconds_cuts;
    }
    if (!s) {
      ops[i] = m->ops.len;
      grouped[i] = a.decisions.len;
      printf("  {\"file\": \"%s\", \"ops\": %u, \"dims\": %u, \"classes\": %u, \"tileable\": %u, "
             "\"conflicts\": %u, \"layer_groups\": %u, \"decisions\": %llu, \"decisions_grouped\": %u, "
             "\"analysis_s\": %.4f, \"cuts_s\": %.4f, \"cut_edges\": %u}%s\n",
             argv[i + 1], m->ops.len, a.n_nodes, a.classes.len, a.n_tileable, a.conflicts.len, a.groups.len,
             (unsigned long long)a.n_decisions_ungrouped, a.decisions.len, secs[i], cuts, a.cut_edges.len,
             i + 1 < n ? "," : "");
    }
    pt_analysis_free(&a);
    pt_module_free(m);
  }
  int rc = 0;
  if (s) {
    fprintf(stderr, "%s\n", pt_status_message(s));
    pt_status_free(s);
    rc = 1;
  } else {
    double growth = secs[n - 1] / secs[0], op_growth = (double)ops[n - 1] / ops[0];
    bool fast = secs[n - 1] < 0.3, same = grouped[n - 1] <= grouped[0];
    printf("], \"largest_analysis_s\": %.4f, \"goal_s\": 0.3, \"time_growth\": %.2f, \"op_growth\": %.2f, "
           "\"growth_per_op\": %.2f, \"grouped_decisions_smallest\": %u, \"grouped_decisions_largest\": %u, "
           "\"meets_goals\": %s}\n",
           secs[n - 1], growth, op_growth, growth / op_growth, grouped[0], grouped[n - 1],
           fast && same ? "true" : "false");
  }
  free(secs);
  free(ops);
  free(grouped);
  return rc;
}
