/* api_internal.h - what the files of the public API (src/api/) share: the
 * cast from internal statuses to public ones and the conversions between
 * partir_tensor and the interpreter's pt_tensor. Not part of the API. */
#ifndef PT_API_INTERNAL_H
#define PT_API_INTERNAL_H

#include "partir.h"

#include "../interp/interp.h"
#include "../ir/ir.h"
#include "../partition/partition.h"
#include "../report/html.h"
#include "../sim/sim.h"
#include "../tactics/tactics.h"

/* A partitioning state handle (api_partition.c, api_spmd.c). */
struct partir_partition {
  pt_partition p;
};

/* A hardware profile handle (api_spmd.c). */
struct partir_hw {
  pt_hw hw;
};

/* A parsed schedule (src/tactics/tactic.h). */
struct partir_schedule {
  pt_schedule s;
};

/* The handle of a schedule just read: *s taken over, or freed on failure. */
partir_status *pt_api_schedule_wrap(pt_schedule *s, partir_schedule **out);

/* The per-tactic reports kept for the HTML page (api_html.c). */
struct partir_report_log {
  pt_html_log log;
};

/* The lowering's options from the public ones (NULL: the defaults). The
 * public default reuses conversions (CSE); the internal struct states it. */
static inline pt_spmd_options pt_api_spmd_options(const partir_spmd_options *o) {
  pt_spmd_options so = {.cse = true, .combine = true};
  if (o) {
    so.cse = o->no_cse == 0, so.no_peepholes = o->no_peepholes != 0;
    so.combine = o->no_combine == 0, so.combine_bytes = o->combine_bytes;
  }
  return so;
}

/* A public tactic hook called from the internal tactic loops
 * (pt_schedule_run, pt_tiles_apply, pt_annotations_apply, the search):
 * pt_api_hook_bridge, with a pt_api_hook as its context, hands the
 * caller's hook the public handle and a partir_tactic_info. */
typedef struct {
  partir_partition *h;
  partir_tactic_hook hook;
  void *ctx;
} pt_api_hook;
pt_status *pt_api_hook_bridge(void *ctx, pt_partition *p, const pt_tactic_done *t);

/* A partir_status is a pt_status. */
static inline partir_status *pt_api_status(pt_status *s) { return (partir_status *)s; }

#define PT_API_TRY(expr)                                 \
  do {                                                   \
    pt_status *pt_api_s_ = (expr);                       \
    if (pt_api_s_) return pt_api_status(pt_api_s_);      \
  } while (0)

/* The interpreter's options for a run with the public options o: their
 * limits (0 = the defaults), charging tensor data to `budget`. */
pt_interp_options pt_api_interp_options(const partir_run_options *o, pt_mem_budget *budget);
/* partir_run with the tensor data charged to `budget` (shared, e.g. by the
 * reference and the devices of partir_partition_verify). */
pt_status *pt_api_run(const pt_module *m, const char *func, const partir_run_options *o, pt_mem_budget *budget,
                      partir_run_result **out_result);

/* Moves t into a public tensor: out takes t's data (malloc'ed), t is left
 * empty. */
void pt_api_tensor_publish(partir_tensor *out, pt_tensor *t);
/* A view (no copy) of a caller's tensor after checking that its dtype,
 * shape and byte size agree; `what` names it in errors. */
pt_status *pt_api_tensor_view(const partir_tensor *t, const char *what, pt_tensor *out);

#endif /* PT_API_INTERNAL_H */
