/* trace.h - what an automatic search explored (trace.c), for the HTML
 * report: the search (search.c) records each plan it simulates, auto.c
 * writes the record as the page's data. Apart from search.h so that the
 * search's own changes and the report's stay apart. */
#ifndef PT_SEARCH_TRACE_H
#define PT_SEARCH_TRACE_H

#include "../support/support.h"

/* One simulated plan, as the search's trace keeps it. */
typedef struct {
  double step_s;
  uint64_t peak_bytes;
  uint64_t iteration;   /* the iteration that simulated it (from 1; the exhaustive search: 1) */
  uint64_t evaluation;  /* it was the evaluation-th distinct plan simulated (from 1) */
  uint32_t n_decisions; /* decisions of the plan */
  bool feasible;        /* within the memory limit */
} pt_search_point;

enum { PT_SEARCH_TRACE_MAX_PLANS = 2000 };

/* What a search explored, for the HTML report (auto.c writes it as the
 * page's data): each improvement of the best feasible plan, and the
 * distinct plans simulated. Bounded, and thinned by the evaluation order
 * alone (so as deterministic as the search): `plans` holds the plans
 * simulated 1st, (1 + plan_stride)th, (1 + 2 plan_stride)th, ...; when
 * max_plans are held and one more is due, every other one is dropped and
 * the stride doubles. `best` is every improvement while at most max_plans
 * (in practice there are a few dozen), else the same halving of the older
 * ones; its last entry is always the plan the search returns. */
typedef struct {
  uint32_t max_plans; /* 0: PT_SEARCH_TRACE_MAX_PLANS; set before the search */
  uint64_t plan_stride;
  uint64_t n_evaluated, n_feasible;
  PT_VEC(pt_search_point) plans;
  PT_VEC(pt_search_point) best;
  bool best_thinned;
} pt_search_trace;

/* Records one simulated plan (the search calls it once per distinct
 * plan, `improved` when it became the best); false when the host has no
 * memory (the point may then be missing). */
bool pt_search_trace_add(pt_search_trace *t, const pt_search_point *pt, bool improved);
void pt_search_trace_free(pt_search_trace *t);

#endif /* PT_SEARCH_TRACE_H */
