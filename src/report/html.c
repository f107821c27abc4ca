/* html.c - the HTML report (html.h): the per-tactic log and the page.
 *
 * The page is one file that needs nothing else: the stylesheet, the data
 * (one JSON object in a <script type="application/json"> element) and the
 * script that draws it (inline SVG) are all inside. The data's keys:
 *   version     1
 *   model       file, func, ops, params, param_bytes, flops
 *   mesh        axes [{name, size}], devices
 *   hw          name, source, capacity, hbm_bandwidth (null without a profile)
 *   tactics     the report after each tactic (pt_report_json's object, at
 *               most PT_HTML_MAX_CONFLICTS conflicts, conflicts_by_op)
 *   final       the report of the final state (no conflicts listed)
 *   simulation  pt_report_estimate_json_object with the 10 slowest ops,
 *               peak_op and peak_location (null without a profile)
 *   labels      op labels the timeline and the memory curve index
 *   timeline, memory, sharding   html_data.c (the first two null without
 *               a profile)
 *   search      the automatic tactics' searches, oldest first, as
 *               pt_auto_trace_json wrote them into the state's notes
 *               (src/search/auto.h); null when no tactic was automatic
 * Every '<' of the JSON text is written \u003c, so no string in it (a file
 * name, a conflict message) can end the script element. */
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "html.h"

bool pt_html_log_add(pt_html_log *log, const pt_partition *p, const pt_tactic_done *t, const pt_report *r) {
  cJSON *o = pt_report_json_object(p, t, r, PT_HTML_MAX_CONFLICTS);
  if (!o) return false;
  cJSON *by_op = cJSON_AddObjectToObject(o, "conflicts_by_op");
  for (uint32_t i = t ? t->first_conflict : 0; i < p->conflicts.len; i++) {
    uint32_t op = p->conflicts.data[i].op;
    const char *name = op < p->m->ops.len ? pt_op_name((pt_opcode)pt_op_get(p->m, op)->code) : "(value)";
    cJSON *n = cJSON_GetObjectItemCaseSensitive(by_op, name);
    if (n) cJSON_SetNumberValue(n, n->valuedouble + 1);
    else cJSON_AddNumberToObject(by_op, name, 1);
  }
  char *text = cJSON_PrintUnformatted(o);
  cJSON_Delete(o);
  /* cJSON's text is copied into partir's own allocation; without memory
   * for either the entry is not added. */
  char *copy = text ? pt_strdup(text) : NULL;
  free(text);
  if (!copy || !pt_vec_try_push(&log->tactics, copy)) {
    free(copy);
    return false;
  }
  return true;
}

void pt_html_log_free(pt_html_log *log) {
  for (uint32_t i = 0; i < log->tactics.len; i++) free(log->tactics.data[i]);
  pt_vec_free(&log->tactics);
}

/* What the visitor writes while the program is lowered. */
typedef struct {
  pt_sim_mem_trace trace;
  pt_buf labels, timeline, memory, sharding;
} page_parts;

static pt_status *while_lowered(void *ctx, const pt_partition *p, const pt_spmd_program *prog, const pt_report *r) {
  page_parts *c = ctx;
  pt_html_labels labels;
  PT_TRY_ALLOC(pt_html_labels_init(&labels, p, prog));
  if (r->has_estimate) {
    pt_html_timeline_json(&labels, &r->time, r->n_devices, &c->timeline);
    pt_html_memory_json(&labels, &c->trace, r, &c->memory);
  }
  pt_html_sharding_json(p, prog, &c->sharding);
  pt_html_labels_json(&labels, &c->labels);
  bool lost = labels.names.failed; /* a label fell back to "" */
  pt_html_labels_free(&labels);
  return lost ? pt_nomem() : NULL;
}

static void free_parts(page_parts *c) {
  pt_sim_mem_trace_free(&c->trace);
  pt_buf_free(&c->labels);
  pt_buf_free(&c->timeline);
  pt_buf_free(&c->memory);
  pt_buf_free(&c->sharding);
}

/* Appends a cJSON object and deletes it. */
static void put_json(pt_buf *out, cJSON *o) {
  char *text = o ? cJSON_PrintUnformatted(o) : NULL;
  if (!text) out->failed = true; /* an object or its text could not be made */
  pt_buf_puts(out, text ? text : "null");
  free(text);
  cJSON_Delete(o);
}

static void put_part(pt_buf *out, const char *key, const pt_buf *part) {
  pt_buf_printf(out, ",\"%s\":", key);
  if (part->failed) out->failed = true; /* a part cut short: the page is */
  if (part->len) pt_buf_append(out, part->data, part->len);
  else pt_buf_puts(out, "null");
}

/* The state's notes (newest first) as the list "search", oldest first. */
static void put_searches(pt_buf *out, const pt_partition *p) {
  uint32_t n = 0;
  for (const pt_partition_note *x = p->notes; x; x = x->next) n++;
  if (!n) {
    pt_buf_puts(out, ",\"search\":null");
    return;
  }
  const pt_partition_note **v = malloc(n * sizeof *v);
  if (!v) {
    out->failed = true; /* reported where the page is handed out */
    return;
  }
  uint32_t i = n;
  for (const pt_partition_note *x = p->notes; x; x = x->next) v[--i] = x;
  pt_buf_puts(out, ",\"search\":[");
  for (i = 0; i < n; i++) {
    if (i) pt_buf_putc(out, ',');
    pt_buf_append(out, v[i]->text, v[i]->len);
  }
  pt_buf_putc(out, ']');
  free(v);
}

static cJSON *model_json(const pt_partition *p) {
  const pt_module *m = p->m;
  pt_stats st;
  pt_stats_collect(m, &st);
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "file", m->filename ? m->filename : "");
  cJSON_AddStringToObject(o, "func", pt_str(m, m->funcs.data[p->func].name));
  cJSON_AddNumberToObject(o, "ops", (double)st.n_ops);
  cJSON_AddNumberToObject(o, "params", (double)st.n_parameters);
  cJSON_AddNumberToObject(o, "param_bytes", (double)st.parameter_bytes);
  cJSON_AddNumberToObject(o, "flops", st.flops);
  return o;
}

static cJSON *mesh_json(const pt_mesh *mesh) {
  cJSON *o = cJSON_CreateObject();
  cJSON *axes = cJSON_AddArrayToObject(o, "axes");
  for (uint32_t a = 0; a < mesh->n_axes; a++) {
    cJSON *e = cJSON_CreateObject();
    cJSON_AddStringToObject(e, "name", mesh->names[a]);
    cJSON_AddNumberToObject(e, "size", (double)mesh->sizes[a]);
    cJSON_AddItemToArray(axes, e);
  }
  cJSON_AddNumberToObject(o, "devices", (double)pt_mesh_num_devices(mesh));
  return o;
}

static cJSON *hw_json(const pt_hw *hw) {
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "name", hw->name);
  cJSON_AddStringToObject(o, "source", hw->source);
  cJSON_AddNumberToObject(o, "capacity", hw->hbm_capacity);
  cJSON_AddNumberToObject(o, "hbm_bandwidth", hw->hbm_bandwidth);
  return o;
}

static cJSON *simulation_json(const pt_partition *p, const pt_report *r) {
  cJSON *o = pt_report_estimate_json_object(r, 10);
  cJSON_AddStringToObject(o, "peak_op", r->peak_code < PT_OP_COUNT ? pt_op_name((pt_opcode)r->peak_code) : "");
  if (r->peak_code < PT_OP_COUNT) {
    pt_buf loc = {0};
    pt_buf_printf(&loc, "%s:%u:%u", p->m->filename ? p->m->filename : "", r->peak_loc.line, r->peak_loc.col);
    cJSON_AddStringToObject(o, "peak_location", loc.data);
    bool cut = loc.failed;
    pt_buf_free(&loc);
    if (cut) { /* put_json reports it */
      cJSON_Delete(o);
      return NULL;
    }
  }
  return o;
}

static void put_html_text(pt_buf *out, const char *s) {
  for (; *s; s++) {
    switch (*s) {
      case '&': pt_buf_puts(out, "&amp;"); break;
      case '<': pt_buf_puts(out, "&lt;"); break;
      case '>': pt_buf_puts(out, "&gt;"); break;
      case '"': pt_buf_puts(out, "&quot;"); break;
      default: pt_buf_putc(out, *s);
    }
  }
}

/* The JSON text inside a script element: '<' as \u003c (see the top). */
static void put_script_json(pt_buf *out, const pt_buf *json) {
  if (json->failed) out->failed = true;
  size_t from = 0;
  for (size_t i = 0; i < json->len; i++) {
    if (json->data[i] != '<') continue;
    pt_buf_append(out, json->data + from, i - from);
    pt_buf_puts(out, "\\u003c");
    from = i + 1;
  }
  pt_buf_append(out, json->data + from, json->len - from);
}

pt_status *pt_html_page(const pt_partition *p, const pt_spmd_program *prog, const pt_html_log *log,
                        const pt_hw *hw, pt_buf *out) {
  page_parts parts;
  memset(&parts, 0, sizeof parts);
  pt_report_more more = {hw ? &parts.trace : NULL, while_lowered, &parts};
  pt_report r;
  pt_status *s = pt_report_of(p, prog, hw, &more, &r);
  if (s) {
    free_parts(&parts);
    return s;
  }
  pt_buf data = {0};
  pt_buf_puts(&data, "{\"version\":1,\"model\":");
  put_json(&data, model_json(p));
  pt_buf_puts(&data, ",\"mesh\":");
  put_json(&data, mesh_json(&p->mesh));
  pt_buf_puts(&data, ",\"hw\":");
  if (hw) put_json(&data, hw_json(hw));
  else pt_buf_puts(&data, "null");
  pt_buf_puts(&data, ",\"tactics\":[");
  for (uint32_t i = 0; log && i < log->tactics.len; i++)
    pt_buf_printf(&data, "%s%s", i ? "," : "", log->tactics.data[i]);
  pt_buf_puts(&data, "],\"final\":");
  pt_report_json(p, NULL, &r, 0, &data);
  pt_buf_puts(&data, ",\"simulation\":");
  if (r.has_estimate) put_json(&data, simulation_json(p, &r));
  else pt_buf_puts(&data, "null");
  put_part(&data, "labels", &parts.labels);
  put_part(&data, "timeline", &parts.timeline);
  put_part(&data, "memory", &parts.memory);
  put_part(&data, "sharding", &parts.sharding);
  put_searches(&data, p);
  pt_buf_putc(&data, '}');
  pt_report_free(&r);
  free_parts(&parts);

  const char *file = p->m->filename ? p->m->filename : "";
  pt_buf_puts(out, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                   "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                   "<meta name=\"generator\" content=\"partir\">\n<title>partir: ");
  put_html_text(out, file);
  pt_buf_puts(out, "</title>\n<style>\n");
  pt_buf_puts(out, pt_html_page_css);
  pt_buf_puts(out, "</style>\n</head>\n<body>\n<main id=\"app\"><h1>partir: ");
  put_html_text(out, file);
  pt_buf_puts(out, "</h1><noscript><p>This report draws its charts with JavaScript; its data is the JSON in the "
                   "element <code>#partir-data</code>.</p></noscript></main>\n"
                   "<script type=\"application/json\" id=\"partir-data\">");
  put_script_json(out, &data);
  pt_buf_free(&data);
  pt_buf_puts(out, "</script>\n<script>\n");
  pt_buf_puts(out, pt_html_page_js);
  pt_buf_puts(out, "</script>\n</body>\n</html>\n");
  return NULL;
}
