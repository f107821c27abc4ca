/* api_html.c - the HTML report of the public API: the log of per-tactic
 * reports (filled by partir_partition_report_logged in api_spmd.c) and the
 * page (src/report/). */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

partir_status *partir_report_log_new(partir_report_log **out) {
  if (!out) return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_report_log_new: NULL argument"));
  *out = pt_xcalloc(1, sizeof **out);
  return NULL;
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
  pt_spmd_options so = pt_api_spmd_options(o);
  pt_buf b = {0};
  PT_API_TRY(pt_html_page(&h->p, log ? &log->log : NULL, &so, hw ? &hw->hw : NULL, &b));
  return pt_api_status(pt_buf_take(&b, out_text, out_len));
}
