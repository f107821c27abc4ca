/* api_html.c - the HTML report of the public API: the log of per-tactic
 * reports (filled by partir_partition_report_logged in api_spmd.c) and the
 * page (src/report/). */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

partir_status *partir_report_log_new(partir_report_log **out) {
  if (!out) return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_report_log_new: NULL argument"));
  *out = calloc(1, sizeof **out);
  return *out ? NULL : pt_api_status(pt_nomem());
}

void partir_report_log_free(partir_report_log *log) {
  if (!log) return;
  pt_html_log_free(&log->log);
  free(log);
}

partir_status *partir_partition_report_html(partir_partition *h, const partir_report_log *log,
                                            const partir_spmd_options *o, const partir_hw *hw, char **out_text,
                                            size_t *out_len) {
  if (!h || !out_text)
    return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_partition_report_html: NULL argument"));
  partir_spmd *sp = NULL;
  partir_status *s = partir_spmd_lower(h, o, &sp);
  if (!s) s = partir_spmd_report_html(sp, log, hw, out_text, out_len);
  partir_spmd_free(sp);
  return s;
}
