/* api_spmd.c - tactics one at a time with a report after each, the SPMD
 * program (partir_spmd: lowered once, then reported on, simulated,
 * emitted, verified) and its verified execution on the thread runtime
 * against the reference interpreter.
 *
 * A partir_spmd owns its program and the module it lives in (derived from
 * the partitioned module, which is only read). The partir_partition_*
 * calls that report, emit or verify are that handle made, used once and
 * freed. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "api_internal.h"

#include "../runtime/runtime.h"
#include "../sim/report.h"
#include "../stablehlo/stablehlo.h"

static pt_status *bad(const char *what) { return pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what); }

/* The text, or PARTIR_ERR_NOMEM when building it ran out of memory (a
 * pt_buf that could not grow keeps only a prefix: never hand that out). */
static partir_status *publish(pt_buf *b, char **out_text, size_t *out_len) {
  return pt_api_status(pt_buf_take(b, out_text, out_len));
}

/* ---- tactics with a hook ------------------------------------------------------------ */

pt_status *pt_api_hook_bridge(void *ctx, pt_partition *p, const pt_tactic_done *t) {
  pt_api_hook *b = ctx;
  partir_tactic_info info = {t->index,         t->label,       p->mesh.names[t->axis], t->n_seeds,
                             t->n_decided,     t->first_conflict, t->input_seeds,      t->n_inputs};
  return (pt_status *)b->hook(b->ctx, b->h, &info);
}

partir_status *partir_partition_apply_schedule_each(partir_partition *h, const char *json_text, size_t len,
                                                    const char *filename, uint32_t first_tactic,
                                                    partir_tactic_hook hook, void *ctx) {
  if (!h || (!json_text && len)) return pt_api_status(bad("partir_partition_apply_schedule_each: NULL argument"));
  pt_api_hook b = {h, hook, ctx};
  return pt_api_status(pt_schedule_apply_each(&h->p, json_text ? json_text : "", len, filename, first_tactic,
                                              hook ? pt_api_hook_bridge : NULL, &b));
}

partir_status *partir_partition_tile_option(partir_partition *h, const partir_tile_option *t, uint32_t tactic,
                                            uint32_t *out_count) {
  if (!h || !t || !t->selector || !t->axis) return pt_api_status(bad("partir_partition_tile_option: NULL argument"));
  pt_tile_spec spec = {t->selector, t->dim, t->axis};
  uint32_t n = 0;
  pt_status *s = pt_tile_spec_apply(&h->p, &spec, tactic, &n);
  if (out_count) *out_count = n;
  return pt_api_status(s);
}

partir_status *partir_partition_apply_tiles(partir_partition *h, const partir_tile_option *tiles, uint32_t n,
                                            uint32_t first_tactic, partir_tactic_hook hook, void *ctx) {
  if (!h || (!tiles && n)) return pt_api_status(bad("partir_partition_apply_tiles: NULL argument"));
  pt_tile_spec *specs = pt_malloc(((size_t)n + 1) * sizeof *specs);
  if (!specs) return pt_api_status(pt_nomem());
  for (uint32_t i = 0; i < n; i++) specs[i] = (pt_tile_spec){tiles[i].selector, tiles[i].dim, tiles[i].axis};
  pt_api_hook b = {h, hook, ctx};
  pt_status *s = pt_tiles_apply(&h->p, specs, n, first_tactic, hook ? pt_api_hook_bridge : NULL, &b);
  free(specs);
  return pt_api_status(s);
}

partir_status *partir_partition_apply_annotations(partir_partition *h, const char *kind, uint32_t first_tactic,
                                                  partir_tactic_hook hook, void *ctx, uint32_t *out_n_tactics) {
  if (!h || !kind) return pt_api_status(bad("partir_partition_apply_annotations: NULL argument"));
  pt_api_hook b = {h, hook, ctx};
  uint32_t next = first_tactic;
  pt_status *s = pt_annotations_apply(&h->p, kind, "from_annotations", &next, hook ? pt_api_hook_bridge : NULL, &b);
  if (!s && out_n_tactics) *out_n_tactics = next - first_tactic;
  return pt_api_status(s);
}

partir_status *partir_module_sdy_mesh(const partir_module *module, char **out_text) {
  if (!module || !out_text) return pt_api_status(bad("partir_module_sdy_mesh: NULL argument"));
  pt_buf b = {0};
  pt_status *s = pt_annotations_mesh((const pt_module *)module, &b);
  if (s) {
    pt_buf_free(&b);
    return pt_api_status(s);
  }
  return publish(&b, out_text, NULL);
}

/* ---- report ----------------------------------------------------------------------------- */

partir_status *partir_hw_load(const char *name_or_path, partir_hw **out) {
  if (!name_or_path || !out) return pt_api_status(bad("partir_hw_load: NULL argument"));
  partir_hw *h = calloc(1, sizeof *h);
  if (!h) return pt_api_status(pt_nomem());
  pt_status *s = pt_hw_load(name_or_path, &h->hw);
  if (s) {
    free(h);
    return pt_api_status(s);
  }
  *out = h;
  return NULL;
}

void partir_hw_free(partir_hw *hw) { free(hw); }

partir_status *partir_hw_describe(const partir_hw *h, char **out_text) {
  if (!h || !out_text) return pt_api_status(bad("partir_hw_describe: NULL argument"));
  const pt_hw *hw = &h->hw;
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "name", hw->name);
  cJSON_AddStringToObject(o, "source", hw->source);
  cJSON *mm = cJSON_AddObjectToObject(o, "matmul_flops");
  for (uint32_t d = 0; d < PT_DTYPE_COUNT; d++)
    if (hw->matmul_flops[d] > 0) cJSON_AddNumberToObject(mm, pt_dtype_name((pt_dtype)d), hw->matmul_flops[d]);
  if (hw->conv_efficiency > 0 && hw->conv_efficiency != 1)
    cJSON_AddNumberToObject(o, "conv_efficiency", hw->conv_efficiency);
  if (hw->conv_window_overhead > 0) cJSON_AddNumberToObject(o, "conv_window_overhead", hw->conv_window_overhead);
  cJSON_AddNumberToObject(o, "vector_flops", hw->vector_flops);
  if (hw->transcendental_flops > 0) cJSON_AddNumberToObject(o, "transcendental_flops", hw->transcendental_flops);
  if (hw->copy_elements > 0) cJSON_AddNumberToObject(o, "copy_elements", hw->copy_elements);
  if (hw->gemm_overhead > 0) cJSON_AddNumberToObject(o, "gemm_overhead", hw->gemm_overhead);
  if (hw->gemm_element_cost > 0) cJSON_AddNumberToObject(o, "gemm_element_cost", hw->gemm_element_cost);
  cJSON_AddNumberToObject(o, "hbm_bandwidth", hw->hbm_bandwidth);
  cJSON_AddNumberToObject(o, "hbm_capacity", hw->hbm_capacity);
  cJSON_AddNumberToObject(o, "op_overhead", hw->op_overhead);
  cJSON *links = cJSON_AddArrayToObject(o, "links");
  for (uint32_t i = 0; i < hw->n_links; i++) {
    cJSON *l = cJSON_CreateObject();
    cJSON_AddStringToObject(l, "name", hw->links[i].name);
    cJSON_AddNumberToObject(l, "devices", hw->links[i].devices);
    cJSON_AddNumberToObject(l, "bandwidth", hw->links[i].bandwidth);
    cJSON_AddNumberToObject(l, "latency", hw->links[i].latency);
    cJSON_AddItemToArray(links, l);
  }
  cJSON_AddStringToObject(o, "algorithm", "ring");
  if (hw->parallel_devices) cJSON_AddNumberToObject(o, "parallel_devices", hw->parallel_devices);
  if (hw->oversubscribed_barrier > 0)
    cJSON_AddNumberToObject(o, "oversubscribed_barrier", hw->oversubscribed_barrier);
  char *text = cJSON_Print(o);
  cJSON_Delete(o);
  char *copy = text ? pt_strdup(text) : NULL; /* partir's own, as for every text handed out */
  free(text);
  if (!copy) return pt_api_status(pt_nomem());
  *out_text = copy;
  return NULL;
}

/* ---- the SPMD program handle --------------------------------------------------------------- */

struct partir_spmd {
  const pt_partition *p; /* the state it was lowered from (decisions, conflicts, mesh) */
  pt_spmd_program prog;  /* owns prog.m, the module holding the SPMD function */
};

/* The SPMD function's name in its module; the emitted text renames it
 * after the partitioned function. */
#define SPMD_FUNC "__partir_spmd"

static pt_status *spmd_lower(const pt_partition *p, const pt_spmd_options *so, partir_spmd **out) {
  partir_spmd *h = calloc(1, sizeof *h);
  PT_TRY_ALLOC(h);
  h->p = p;
  pt_status *s = pt_spmd_lower(p, SPMD_FUNC, so, &h->prog);
  if (s) {
    free(h);
    return s;
  }
  *out = h;
  return NULL;
}

partir_status *partir_spmd_lower(const partir_partition *h, const partir_spmd_options *o, partir_spmd **out) {
  if (!h || !out) return pt_api_status(bad("partir_spmd_lower: NULL argument"));
  pt_spmd_options so = pt_api_spmd_options(o);
  return pt_api_status(spmd_lower(&h->p, &so, out));
}

void partir_spmd_free(partir_spmd *s) {
  if (!s) return;
  pt_spmd_program_free(&s->prog);
  free(s);
}

partir_status *partir_spmd_simulate(const partir_spmd *h, const partir_hw *hw, partir_report_format fmt,
                                    char **out_text, size_t *out_len) {
  if (!h || !hw || !out_text) return pt_api_status(bad("partir_spmd_simulate: NULL argument"));
  pt_report r;
  PT_API_TRY(pt_report_of(h->p, &h->prog, &hw->hw, NULL, &r));
  pt_buf b = {0};
  if (fmt == PARTIR_REPORT_JSON) pt_report_simulation_json(h->p, &r, 5, &b);
  else pt_report_simulation_text(h->p, &r, 5, &b);
  pt_report_free(&r);
  return publish(&b, out_text, out_len);
}

partir_status *partir_spmd_fusions(const partir_spmd *h, const partir_hw *hw, partir_report_format fmt,
                                   char **out_text, size_t *out_len) {
  if (!h || !hw || !out_text) return pt_api_status(bad("partir_spmd_fusions: NULL argument"));
  pt_report r;
  PT_API_TRY(pt_report_of(h->p, &h->prog, &hw->hw, NULL, &r));
  pt_buf b = {0};
  if (fmt == PARTIR_REPORT_JSON) pt_report_fusions_json(h->p, &r, &b);
  else pt_report_fusions_text(h->p, &r, &b);
  pt_report_free(&r);
  return publish(&b, out_text, out_len);
}

partir_status *partir_spmd_report(const partir_spmd *h, const partir_tactic_info *t, partir_report_format fmt,
                                  const partir_hw *hw, partir_report_log *log, char **out_text, size_t *out_len) {
  if (!h || (!out_text && !log)) return pt_api_status(bad("partir_spmd_report: NULL argument"));
  const pt_partition *p = h->p;
  pt_tactic_done done, *dp = NULL;
  if (t) {
    int32_t axis = pt_mesh_axis(&p->mesh, t->axis ? t->axis : "");
    if (axis < 0) return pt_api_status(bad("partir_partition_report: the tactic's axis is not a mesh axis"));
    done = (pt_tactic_done){.index = t->index,
                            .label = t->name ? t->name : "?",
                            .axis = (uint32_t)axis,
                            .n_seeds = t->n_seeds,
                            .n_decided = t->n_decided,
                            .first_conflict = t->first_conflict};
    dp = &done;
  }
  pt_report r;
  PT_API_TRY(pt_report_of(p, &h->prog, hw ? &hw->hw : NULL, NULL, &r));
  if (log && !pt_html_log_add(&log->log, p, dp, &r)) {
    pt_report_free(&r);
    return pt_api_status(pt_nomem());
  }
  pt_buf b = {0};
  if (out_text && fmt == PARTIR_REPORT_JSON) pt_report_json(p, dp, &r, UINT32_MAX, &b);
  else if (out_text) pt_report_text(p, dp, &r, 10, &b);
  pt_report_free(&r);
  if (!out_text) return NULL;
  return publish(&b, out_text, out_len);
}

partir_status *partir_spmd_report_html(const partir_spmd *h, const partir_report_log *log, const partir_hw *hw,
                                       char **out_text, size_t *out_len) {
  if (!h || !out_text) return pt_api_status(bad("partir_spmd_report_html: NULL argument"));
  pt_buf b = {0};
  PT_API_TRY(pt_html_page(h->p, &h->prog, log ? &log->log : NULL, hw ? &hw->hw : NULL, &b));
  return publish(&b, out_text, out_len);
}

/* ---- report (one lowering per call) ------------------------------------------------------ */

partir_status *partir_partition_simulate(partir_partition *h, const partir_spmd_options *o, const partir_hw *hw,
                                         partir_report_format fmt, char **out_text, size_t *out_len) {
  if (!h || !hw || !out_text) return pt_api_status(bad("partir_partition_simulate: NULL argument"));
  partir_spmd *sp = NULL;
  partir_status *s = partir_spmd_lower(h, o, &sp);
  if (!s) s = partir_spmd_simulate(sp, hw, fmt, out_text, out_len);
  partir_spmd_free(sp);
  return s;
}

partir_status *partir_partition_fusions(partir_partition *h, const partir_spmd_options *o, const partir_hw *hw,
                                        partir_report_format fmt, char **out_text, size_t *out_len) {
  if (!h || !hw || !out_text) return pt_api_status(bad("partir_partition_fusions: NULL argument"));
  partir_spmd *sp = NULL;
  partir_status *s = partir_spmd_lower(h, o, &sp);
  if (!s) s = partir_spmd_fusions(sp, hw, fmt, out_text, out_len);
  partir_spmd_free(sp);
  return s;
}

partir_status *partir_partition_report(partir_partition *h, const partir_tactic_info *t, partir_report_format fmt,
                                       const partir_spmd_options *o, const partir_hw *hw, char **out_text,
                                       size_t *out_len) {
  if (!out_text) return pt_api_status(bad("partir_partition_report: NULL argument"));
  return partir_partition_report_logged(h, t, fmt, o, hw, NULL, out_text, out_len);
}

partir_status *partir_partition_report_logged(partir_partition *h, const partir_tactic_info *t,
                                              partir_report_format fmt, const partir_spmd_options *o,
                                              const partir_hw *hw, partir_report_log *log, char **out_text,
                                              size_t *out_len) {
  if (!h || (!out_text && !log)) return pt_api_status(bad("partir_partition_report: NULL argument"));
  if (t && pt_mesh_axis(&h->p.mesh, t->axis ? t->axis : "") < 0)
    return pt_api_status(bad("partir_partition_report: the tactic's axis is not a mesh axis"));
  partir_spmd *sp = NULL;
  partir_status *s = partir_spmd_lower(h, o, &sp);
  if (!s) s = partir_spmd_report(sp, t, fmt, hw, log, out_text, out_len);
  partir_spmd_free(sp);
  return s;
}

/* ---- emission ----------------------------------------------------------------------------- */

/* Parses and verifies what partir is about to hand out: an emitted module
 * that partir itself cannot read back is a bug, reported as such. */
static pt_status *reparse(const char *what, const pt_buf *text) {
  /* Text the printer could not finish is no bug, and reading back fails
   * only for want of memory too. */
  if (text->failed) return pt_nomem();
  pt_module *back = NULL;
  pt_status *s = pt_parse_module(what, text->data ? text->data : "", text->len, &back);
  if (!s) s = pt_verify_module(back);
  pt_module_free(back);
  if (!s || pt_status_code(s) == PT_ERR_NOMEM) return s;
  pt_status *out = pt_status_make(PT_ERR_INTERNAL, "internal error: the %s does not read back: %s", what,
                                  pt_status_message(s));
  pt_status_free(s);
  return out;
}

/* Verification of the lowered module on a thread of its own, while the
 * caller prints it: both only read the module. */
typedef struct {
  const pt_module *m;
  uint32_t first_func;
  pt_status *status;
} verify_job;

static void *verify_main(void *arg) {
  verify_job *j = arg;
  j->status = pt_verify_module_from(j->m, j->first_func);
  return NULL;
}

/* Modules with fewer ops are verified and printed on the calling thread:
 * starting threads would cost more than it saves. A state's parallel_min
 * (set by tests to take the threaded paths on small programs) overrides
 * it, as it does propagation's. */
enum { EMIT_PARALLEL_MIN_OPS = 4096 };

partir_status *partir_spmd_emit(const partir_spmd *h, char **out_text, size_t *out_len) {
  if (!h || !out_text) return pt_api_status(bad("partir_spmd_emit: NULL argument"));
  const pt_module *in = h->p->m;
  const char *name = pt_str(in, in->funcs.data[h->p->func].name);
  pt_buf b = {0};
  /* The lowered program is verified where it is (a tenth of what reading
   * the printed text back costs); that the printer's text reads back is a
   * property of the printer, tested on every example, on random programs
   * (test_spmd_random) and by the fuzz targets. With the state's threads
   * (partir_partition_set_threads), verification runs beside printing,
   * and printing splits the function's ops among the others. Only the
   * functions the lowering added are verified: those of the input, which
   * the derived module shares, are not printed (and were verified when
   * the input was). */
  verify_job job = {h->prog.m, h->prog.m->base == in ? in->funcs.len : 0, NULL};
  uint32_t threads = pt_propagate_threads(h->p);
  uint32_t min_ops = h->p->parallel_min ? h->p->parallel_min : EMIT_PARALLEL_MIN_OPS;
  bool parallel = threads > 1 && h->prog.m->ops.len >= min_ops;
  pthread_t t;
  bool started = parallel && pt_thread_start(&t, verify_main, &job) == 0;
  if (!started) verify_main(&job);
  if (!job.status)
    pt_spmd_print_module_threads(h->prog.m, &h->p->mesh, &h->prog, name, parallel ? threads : 1,
                                 h->p->parallel_min, &b);
  if (started) pthread_join(t, NULL);
  if (job.status && pt_status_code(job.status) == PT_ERR_NOMEM) {
    pt_buf_free(&b);
    return pt_api_status(job.status);
  }
  if (job.status) {
    pt_buf_free(&b);
    pt_status *out = pt_status_make(PT_ERR_INTERNAL, "internal error: the SPMD module does not verify: %s",
                                    pt_status_message(job.status));
    pt_status_free(job.status);
    return pt_api_status(out);
  }
  return publish(&b, out_text, out_len);
}

partir_status *partir_partition_emit_spmd(partir_partition *h, const partir_spmd_options *o, char **out_text,
                                          size_t *out_len) {
  if (!h || !out_text) return pt_api_status(bad("partir_partition_emit_spmd: NULL argument"));
  partir_spmd *sp = NULL;
  partir_status *s = partir_spmd_lower(h, o, &sp);
  if (!s) s = partir_spmd_emit(sp, out_text, out_len);
  partir_spmd_free(sp);
  return s;
}

partir_status *partir_partition_emit_annotated(partir_partition *h, partir_annotate_dialect dialect, char **out_text,
                                               size_t *out_len) {
  if (!h || !out_text) return pt_api_status(bad("partir_partition_emit_annotated: NULL argument"));
  if (dialect != PARTIR_ANNOTATE_GSPMD && dialect != PARTIR_ANNOTATE_SHARDY)
    return pt_api_status(bad("partir_partition_emit_annotated: the dialect is PARTIR_ANNOTATE_GSPMD or _SHARDY"));
  pt_buf b = {0};
  pt_spmd_print_annotated(&h->p, dialect == PARTIR_ANNOTATE_SHARDY, &b);
  pt_status *s = reparse("annotated module", &b);
  if (s) {
    pt_buf_free(&b);
    return pt_api_status(s);
  }
  return publish(&b, out_text, out_len);
}

/* ---- verified execution ------------------------------------------------------------------ */

typedef struct {
  pt_tensor **inputs; /* [device][arg] */
  uint32_t n_devices, n_args;
} device_inputs;

static void free_device_inputs(device_inputs *d) {
  for (uint32_t k = 0; k < d->n_devices && d->inputs; k++) {
    for (uint32_t i = 0; i < d->n_args && d->inputs[k]; i++) pt_tensor_free(&d->inputs[k][i]);
    free(d->inputs[k]);
  }
  free(d->inputs);
}

/* Every device's chunk of every input, charged to `budget` as a whole
 * before any is allocated. */
static pt_status *scatter_inputs(const pt_module *m, const pt_mesh *mesh, const pt_spmd_program *prog,
                                 const pt_tensor *globals, pt_mem_budget *budget, device_inputs *out) {
  const pt_func *f = &m->funcs.data[prog->func];
  uint64_t per_device = 0, n_dev = (uint64_t)pt_mesh_num_devices(mesh);
  for (uint32_t i = 0; i < prog->n_args; i++) {
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    if (t->kind == PT_TYPE_TENSOR)
      per_device += (uint64_t)pt_type_num_elements(t) * pt_dtype_size((pt_dtype)t->dtype);
  }
  uint64_t total = per_device > UINT64_MAX / (n_dev ? n_dev : 1) ? UINT64_MAX : per_device * n_dev;
  if (!pt_mem_budget_take(budget, total)) {
    pt_buf each = {0};
    pt_buf_human(&each, (double)per_device, "B");
    pt_status *s = pt_mem_error(budget, total, false, m->filename, f->loc,
                                "scattering the inputs to %llu devices (%s each)", (unsigned long long)n_dev,
                                each.data);
    pt_buf_free(&each);
    return s;
  }
  out->n_devices = (uint32_t)pt_mesh_num_devices(mesh);
  out->n_args = prog->n_args;
  out->inputs = pt_calloc(out->n_devices, sizeof *out->inputs);
  PT_TRY_ALLOC(out->inputs);
  for (uint32_t k = 0; k < out->n_devices; k++) {
    out->inputs[k] = pt_calloc(prog->n_args + 1u, sizeof **out->inputs);
    PT_TRY_ALLOC(out->inputs[k]);
    for (uint32_t i = 0; i < prog->n_args; i++) {
      if (globals[i].is_token) {
        out->inputs[k][i].is_token = true;
        continue;
      }
      PT_TRY(pt_runtime_scatter(mesh, &prog->arg_layouts[i], &globals[i], k, &out->inputs[k][i]));
    }
  }
  return NULL;
}

static const char *result_label(const pt_module *m, const pt_func *f, uint32_t j, char *buf, size_t cap) {
  const pt_attr *a = f->result_attrs ? pt_attr_dict_get(m, f->result_attrs[j], "jax.result_info") : NULL;
  if (a && a->kind == PT_ATTR_STRING && a->u.str.len) snprintf(buf, cap, "%.*s", (int)a->u.str.len, a->u.str.data);
  else snprintf(buf, cap, "result %u", j);
  return buf;
}

/* One line per output, then the totals and, for the outputs compared
 * within a tolerance, why they could not be required bit-identical
 * (exactness.c). Returns whether all agree. */
static bool compare_outputs(const pt_partition *p, const pt_spmd_program *prog, const pt_tensor *want,
                            pt_tensor **got, const pt_exactness *exactness, const pt_dtype *computed_in, pt_buf *out,
                            pt_status **err) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n_dev = (uint32_t)pt_mesh_num_devices(&p->mesh), n_ok = 0, n_exact = 0, n_within = 0;
  bool reason_seen[PT_INEXACT_CHUNKED_REDUCTION + 1] = {false};
  pt_tensor **column = pt_calloc(n_dev, sizeof *column);
  if (!column) {
    *err = pt_nomem();
    return false;
  }
  pt_buf_printf(out, "  %-36s %-22s %s\n", "output", "layout", "result");
  for (uint32_t j = 0; j < prog->n_results && !*err; j++) {
    if (want[j].is_token) continue;
    for (uint32_t k = 0; k < n_dev; k++) column[k] = &got[k][j];
    pt_runtime_diff d;
    *err = pt_runtime_compare_as(&p->mesh, &prog->result_layouts[j], &want[j], column, computed_in[j], &d);
    if (*err) break;
    pt_exactness e = exactness[j];
    bool ok = d.bit_identical || (e != PT_EXACT && d.within);
    n_ok += ok;
    n_exact += d.bit_identical;
    char name[96];
    pt_buf layout = {0};
    pt_layout_describe(&p->mesh, &prog->result_layouts[j], want[j].rank, &layout);
    if (layout.failed) out->failed = true; /* the table is cut short: pt_buf_take says so */
    pt_buf_printf(out, "  %-36s %-22s ", result_label(m, f, j, name, sizeof name), layout.data ? layout.data : "");
    pt_buf_free(&layout);
    if (d.bit_identical) {
      pt_buf_puts(out, "bit-identical\n");
      continue;
    }
    if (ok) {
      n_within++;
      reason_seen[e] = true;
      pt_buf_printf(out, "within tolerance [%s]: ", pt_exactness_tag(e));
    }
    pt_buf_printf(out, "max abs %.3g, max rel %.3g (tolerance %.3g + %.3g*|want|", d.max_abs, d.max_rel, d.atol,
                  d.rtol);
    if (computed_in[j] != want[j].dtype && pt_dtype_is_float(computed_in[j]))
      pt_buf_printf(out, ", %s's: the value was computed in %s", pt_dtype_name(computed_in[j]),
                    pt_dtype_name(computed_in[j]));
    pt_buf_putc(out, ')');
    if (!ok && e == PT_EXACT)
      pt_buf_printf(out, "  MISMATCH: must be bit-identical (%s)", pt_exactness_reason(e));
    else if (!ok)
      pt_buf_printf(out, "  MISMATCH [%s]: %llu elements outside, worst on device %lld", pt_exactness_tag(e),
                    (unsigned long long)d.n_mismatch, (long long)d.worst_device);
    pt_buf_putc(out, '\n');
  }
  free(column);
  pt_buf_printf(out, "%u of %u outputs agree (%u bit-identical, %u within tolerance)\n", n_ok, prog->n_results,
                n_exact, n_within);
  for (uint32_t e = 1; e <= PT_INEXACT_CHUNKED_REDUCTION; e++)
    if (reason_seen[e])
      pt_buf_printf(out, "  [%s] not required bit-identical: %s\n", pt_exactness_tag((pt_exactness)e),
                    pt_exactness_reason((pt_exactness)e));
  return !*err && n_ok == prog->n_results;
}

/* The runtime's counted bytes per kind against the lowering's prediction. */
static void collectives_line(const pt_spmd_program *prog, const pt_runtime_stats *st, pt_buf *out) {
  uint64_t predicted[PT_COLL_KIND_COUNT] = {0}, static_ops[PT_COLL_KIND_COUNT] = {0};
  bool in_loops = false;
  for (uint32_t i = 0; i < prog->collectives.len; i++) {
    const pt_spmd_collective *c = &prog->collectives.data[i];
    predicted[c->kind] += c->wire_bytes;
    static_ops[c->kind]++;
    in_loops |= c->loop_depth > 0;
  }
  pt_buf_puts(out, "collectives executed (bytes read from other devices, all devices):\n");
  bool any = false;
  for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) {
    if (k == PT_COLL_ALL_SLICE || (!st->calls[k] && !static_ops[k])) continue;
    any = true;
    pt_buf_printf(out, "  %-15s %6llu runs  %12llu bytes", pt_coll_kind_name((pt_coll_kind)k),
                  (unsigned long long)st->calls[k], (unsigned long long)st->bytes[k]);
    if (!in_loops)
      pt_buf_printf(out, "  (predicted %llu: %s)", (unsigned long long)predicted[k],
                    predicted[k] == st->bytes[k] ? "equal" : "DIFFERENT");
    pt_buf_putc(out, '\n');
  }
  if (!any) pt_buf_puts(out, "  none\n");
  if (static_ops[PT_COLL_ALL_SLICE])
    pt_buf_printf(out, "  (and %llu all_slice: local dynamic_slice, no communication)\n",
                  (unsigned long long)static_ops[PT_COLL_ALL_SLICE]);
}

/* One thread per device, each with its interpreter and buffers: refused
 * before anything is lowered, run or allocated per device. */
static pt_status *check_devices(const pt_partition *p, const partir_run_options *run) {
  int64_t n_devices = pt_mesh_num_devices(&p->mesh);
  uint32_t max_devices = run && run->max_devices ? run->max_devices : PARTIR_DEFAULT_MAX_DEVICES;
  if (n_devices <= (int64_t)max_devices) return NULL;
  return pt_status_make(
      PT_ERR_INVALID_ARG,
      "error: --verify runs one thread per device, and the mesh has %lld devices, more than the limit of %u "
      "(--max-devices N raises it, up to 4096); `partir simulate` predicts larger meshes",
      (long long)n_devices, max_devices);
}

partir_status *partir_partition_verify(partir_partition *h, const partir_run_options *run,
                                       const partir_spmd_options *o, char **out_text, int *out_agree) {
  if (!h || !out_text || !out_agree) return pt_api_status(bad("partir_partition_verify: NULL argument"));
  PT_API_TRY(check_devices(&h->p, run));
  partir_spmd *sp = NULL;
  partir_status *s = partir_spmd_lower(h, o, &sp);
  if (!s) s = partir_spmd_verify(sp, run, out_text, out_agree);
  partir_spmd_free(sp);
  return s;
}

partir_status *partir_spmd_verify(const partir_spmd *h, const partir_run_options *run, char **out_text,
                                  int *out_agree) {
  if (!h || !out_text || !out_agree) return pt_api_status(bad("partir_spmd_verify: NULL argument"));
  const pt_partition *p = h->p;
  const pt_spmd_program *prog = &h->prog;
  const pt_module *m = p->m;
  const char *fname = pt_str(m, m->funcs.data[p->func].name);
  partir_run_options ro = run ? *run : (partir_run_options){0};
  ro.profile = 0;
  PT_API_TRY(check_devices(p, &ro));
  /* The reference and every device draw on one memory budget. */
  pt_mem_budget budget;
  pt_mem_budget_init(&budget, ro.max_memory_bytes);
  partir_run_result *ref = NULL;
  /* The devices run BLAS on one thread each (pt_runtime_run); so does the
   * reference, so that work they share bit for bit (a replicated gemm of
   * the same shape) also gives the same bits. */
  int blas_threads = pt_interp_set_blas_threads(1);
  pt_status *ref_status = pt_api_run(m, fname, &ro, &budget, &ref);
  pt_interp_set_blas_threads(blas_threads);
  if (ref_status) return pt_api_status(ref_status);

  /* The reference's inputs and outputs as interpreter tensors (views). */
  uint32_t n_in = 0, n_out = 0;
  const partir_tensor *pub_in = ro.inputs ? ro.inputs : partir_run_result_inputs(ref, &n_in);
  if (ro.inputs) n_in = ro.n_inputs;
  const partir_tensor *pub_out = partir_run_result_outputs(ref, &n_out);
  pt_tensor *ins = pt_calloc(n_in + 1u, sizeof *ins), *outs = pt_calloc(n_out + 1u, sizeof *outs);
  pt_exactness *exactness = pt_calloc(m->funcs.data[p->func].n_results + 1u, sizeof *exactness);
  pt_dtype *computed_in = pt_calloc(m->funcs.data[p->func].n_results + 1u, sizeof *computed_in);
  pt_status *s = ins && outs && exactness && computed_in ? NULL : pt_nomem();
  for (uint32_t i = 0; i < n_in && !s; i++) s = pt_api_tensor_view(&pub_in[i], "input", &ins[i]);
  for (uint32_t j = 0; j < n_out && !s; j++) s = pt_api_tensor_view(&pub_out[j], "output", &outs[j]);

  if (!s) s = pt_spmd_result_exactness(p, exactness, computed_in);
  if (!s && n_in != prog->n_args)
    s = pt_status_make(PT_ERR_INVALID_ARG, "error: %u inputs for %u arguments", n_in, prog->n_args);
  device_inputs din = {0};
  if (!s) s = scatter_inputs(prog->m, &p->mesh, prog, ins, &budget, &din);
  pt_tensor **got = NULL;
  uint32_t n_got = 0;
  pt_runtime_stats st;
  memset(&st, 0, sizeof st);
  pt_interp_options io = pt_api_interp_options(&ro, &budget);
  if (!s) s = pt_runtime_run(prog->m, prog->func, &p->mesh, din.inputs, prog->n_args, &io, &got, &n_got, &st);
  free_device_inputs(&din);
  pt_buf b = {0};
  bool agree = false;
  if (!s) {
    partir_run_stats rs;
    partir_run_result_stats(ref, &rs);
    int64_t n_dev = pt_mesh_num_devices(&p->mesh);
    pt_buf_printf(&b, "verify @%s on mesh ", fname);
    for (uint32_t a = 0; a < p->mesh.n_axes; a++)
      pt_buf_printf(&b, "%s%s=%lld", a ? "," : "", p->mesh.names[a], (long long)p->mesh.sizes[a]);
    pt_buf_printf(&b, " (%lld devices, one thread each): reference %.3f s, SPMD %.3f s\n", (long long)n_dev,
                  rs.seconds, st.seconds);
    agree = compare_outputs(p, prog, outs, got, exactness, computed_in, &b, &s);
    if (!s) collectives_line(prog, &st, &b);
    uint64_t peak = 0;
    for (uint32_t k = 0; k < st.n_devices; k++)
      if (st.peak_live_bytes[k] > peak) peak = st.peak_live_bytes[k];
    if (!s)
      pt_buf_printf(&b, "peak live bytes: reference %llu, largest device %llu\n%s\n",
                    (unsigned long long)rs.peak_live_bytes, (unsigned long long)peak,
                    agree ? "OK: every device holds its chunk of the reference outputs"
                          : "FAILED: some outputs differ");
  }
  if (got) pt_runtime_outputs_free(got, (uint32_t)pt_mesh_num_devices(&p->mesh), n_got);
  pt_runtime_stats_free(&st);
  free(exactness);
  free(computed_in);
  free(ins);
  free(outs);
  partir_run_result_free(ref);
  if (s) {
    pt_buf_free(&b);
    return pt_api_status(s);
  }
  *out_agree = agree;
  return publish(&b, out_text, NULL);
}
