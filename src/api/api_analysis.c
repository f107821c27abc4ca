/* api_analysis.c - the named dimension analysis in the public API
 * (src/analysis/): the report `partir analyze` prints, and the decision
 * space as data: each decision can be described and applied to a
 * partitioning state of the same function and mesh. */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

#include "../analysis/analysis.h"

struct partir_analysis {
  pt_analysis a;
};

static pt_status *bad(const char *what) { return pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what); }

partir_status *partir_analyze(const partir_module *module, const char *func, const char *mesh_text,
                              partir_analysis **out) {
  if (!module || !out) return pt_api_status(bad("partir_analyze: NULL argument"));
  const pt_module *m = (const pt_module *)module;
  pt_mesh mesh;
  if (mesh_text) PT_API_TRY(pt_mesh_parse(mesh_text, &mesh));
  uint32_t f = pt_module_find_func(m, func ? func : "main");
  if (f == PT_NONE && !func && m->funcs.len == 1) f = 0;
  if (f == PT_NONE) {
    pt_loc none = {0, 0};
    return pt_api_status(pt_error_at(PT_ERR_INVALID_ARG, m->filename, none, "no function @%s to analyse",
                                     func ? func : "main"));
  }
  partir_analysis *h = malloc(sizeof *h);
  if (!h) return pt_api_status(pt_nomem());
  pt_status *s = pt_analysis_run(m, f, mesh_text ? &mesh : NULL, &h->a);
  if (s) {
    free(h);
    return pt_api_status(s);
  }
  *out = h;
  return NULL;
}

void partir_analysis_free(partir_analysis *h) {
  if (!h) return;
  pt_analysis_free(&h->a);
  free(h);
}

/* The text, or PARTIR_ERR_NOMEM when building it ran out of memory. */
static partir_status *publish(pt_buf *b, char **out_text, size_t *out_len) {
  return (partir_status *)pt_buf_take(b, out_text, out_len);
}

partir_status *partir_analysis_report(const partir_analysis *h, int json, char **out_text, size_t *out_len) {
  if (!h || !out_text) return pt_api_status(bad("partir_analysis_report: NULL argument"));
  pt_buf b = {0};
  pt_analysis_report(&h->a, json != 0, &b);
  return publish(&b, out_text, out_len);
}

double partir_analysis_seconds(const partir_analysis *h) { return h ? h->a.seconds : 0; }

uint32_t partir_analysis_num_decisions(const partir_analysis *h, uint64_t *out_ungrouped) {
  if (!h) return 0;
  if (out_ungrouped) *out_ungrouped = h->a.n_decisions_ungrouped;
  return h->a.decisions.len;
}

partir_status *partir_analysis_describe_decision(const partir_analysis *h, uint32_t i, char **out_text) {
  if (!h || !out_text) return pt_api_status(bad("partir_analysis_describe_decision: NULL argument"));
  if (i >= h->a.decisions.len) return pt_api_status(bad("decision index out of range"));
  pt_buf b = {0};
  pt_analysis_decision_describe(&h->a, i, &b);
  return publish(&b, out_text, NULL);
}

partir_status *partir_partition_apply_decision(partir_partition *p, const partir_analysis *h, uint32_t i,
                                               uint32_t tactic, uint32_t *out_seeds) {
  if (!p || !h) return pt_api_status(bad("partir_partition_apply_decision: NULL argument"));
  return pt_api_status(pt_analysis_apply(&h->a, i, &p->p, tactic, out_seeds));
}
