/* trace.c - what a search explored, bounded (see pt_search_trace in
 * trace.h). Kept apart from search.c: the search only reports each plan
 * it simulates. */
#include <stdlib.h>
#include <string.h>

#include "trace.h"

/* Keeps the points at even positions of v[0 .. len): an evenly thinned
 * sequence stays evenly thinned, at twice the stride. */
static uint32_t halve(pt_search_point *v, uint32_t len) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < len; i += 2) v[n++] = v[i];
  return n;
}

bool pt_search_trace_add(pt_search_trace *t, const pt_search_point *pt, bool improved) {
  uint32_t max = t->max_plans ? t->max_plans : PT_SEARCH_TRACE_MAX_PLANS;
  if (max < 2) max = 2;
  if (!t->plan_stride) t->plan_stride = 1;
  uint64_t index = t->n_evaluated++; /* from 0 */
  if (pt->feasible) t->n_feasible++;
  if (index % t->plan_stride == 0) {
    if (t->plans.len == max) {
      /* The held plans are evaluations 0, s, 2s, ...: those at even
       * positions are the multiples of 2s. */
      t->plans.len = halve(t->plans.data, t->plans.len);
      t->plan_stride *= 2;
    }
    if (index % t->plan_stride == 0 && !pt_vec_try_push(&t->plans, *pt)) return false;
  }
  if (improved) {
    if (t->best.len == max) {
      t->best.len = halve(t->best.data, t->best.len);
      t->best_thinned = true;
    }
    if (!pt_vec_try_push(&t->best, *pt)) return false;
  }
  return true;
}

void pt_search_trace_free(pt_search_trace *t) {
  pt_vec_free(&t->plans);
  pt_vec_free(&t->best);
  memset(t, 0, sizeof *t);
}
