/* html.h - the HTML report: one self-contained page per partitioning, for
 * people deciding between schedules (`--report html`, `--html FILE`).
 *
 *   html.c       the per-tactic log, the page (the data as JSON inside it,
 *                the stylesheet and the script around it)
 *   html_data.c  the large series the simulator computes, as page data:
 *                the timeline of the step on two streams (ops too short to
 *                see merged), the live-bytes curve by kind, the sharding of
 *                the parameters
 *   page.css, page.js  how the page looks and draws itself (inline SVG, a
 *                little plain JavaScript, no network); compiled into the
 *                library as strings by embed.sh
 *
 * Everything drawn comes from the data computed here (src/sim, the
 * lowering), never from parsing text reports. The page records in its DOM
 * what it drew (data-* attributes, see page.js), which the browser test
 * (tests/browser_test.sh) checks against the data. */
#ifndef PT_HTML_H
#define PT_HTML_H

#include "../sim/report.h"

/* Conflicts listed per tactic on the page (the rest are counted, by op). */
enum { PT_HTML_MAX_CONFLICTS = 100 };

/* The reports after each tactic of a session, as JSON objects. */
typedef struct {
  PT_VEC(char *) tactics;
} pt_html_log;

/* Keeps the report `r` after tactic `t` (pt_report_json's object, with at
 * most PT_HTML_MAX_CONFLICTS conflicts and their count per op). */
/* false (nothing added) without memory. */
bool pt_html_log_add(pt_html_log *log, const pt_partition *p, const pt_tactic_done *t, const pt_report *r);
void pt_html_log_free(pt_html_log *log);

/* The page of `p` as it is now: summary, the logged tactics, and with `hw`
 * (may be NULL) the timeline and the memory curve of the simulated step;
 * the sharding map of the parameters. `prog` is the SPMD program lowered
 * from `p` (pt_spmd_lower); both are only read. */
pt_status *pt_html_page(const pt_partition *p, const pt_spmd_program *prog, const pt_html_log *log,
                        const pt_hw *hw, pt_buf *out);

/* ---- html_data.c ---- */

/* Op labels ("stablehlo.dot_general", "all_gather {batch}") shared by the
 * timeline and the memory curve: an index into the page's label list. */
typedef struct {
  pt_interner names;
  uint32_t *coll_of_op; /* op id -> index in the program's collectives, or PT_NONE */
  const pt_partition *p;
  const pt_spmd_program *prog;
} pt_html_labels;

/* false (l holds nothing to free) without memory; a label that could not
 * be added later sets l->names.failed. */
bool pt_html_labels_init(pt_html_labels *l, const pt_partition *p, const pt_spmd_program *prog);
void pt_html_labels_free(pt_html_labels *l);
/* The labels as a JSON list of strings. */
void pt_html_labels_json(const pt_html_labels *l, pt_buf *out);

/* The timeline of the simulated step as a JSON object (see html_data.c). */
void pt_html_timeline_json(pt_html_labels *l, const pt_sim_time *t, uint64_t n_devices, pt_buf *out);
/* The live-bytes curve as a JSON object. */
void pt_html_memory_json(pt_html_labels *l, const pt_sim_mem_trace *trace, const pt_report *r, pt_buf *out);
/* The parameters' shapes and the mesh axes tiling each dim, as a JSON
 * object. */
void pt_html_sharding_json(const pt_partition *p, const pt_spmd_program *prog, pt_buf *out);

/* ---- the assets (generated from page.css and page.js by embed.sh) ---- */

extern const char pt_html_page_css[];
extern const char pt_html_page_js[];

#endif /* PT_HTML_H */
