/* report.c - the per-tactic report (report.h): collectives of the lowered
 * program, per-device input memory, new conflicts; as text and JSON. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "report.h"

static const char *const conflict_kind_names[] = {"no_fit", "ambiguous", "value", "edge"};

static uint64_t type_bytes(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  uint64_t n = pt_dtype_size((pt_dtype)t->dtype);
  for (uint32_t d = 0; d < t->rank; d++) n *= (uint64_t)t->dims[d];
  return n;
}

/* The PT_REPORT_TOP slowest ops of the estimate and where memory peaks,
 * by opcode and source location (kept while the lowered function exists).
 * False when the host has no memory. */
static bool keep_top_ops(const pt_module *m, pt_report *r) {
  r->n_top = 0;
  for (uint32_t i = 0; i < r->time.ops.len; i++) {
    const pt_sim_op *o = &r->time.ops.data[i];
    if (o->op >= m->ops.len) continue;
    uint32_t k;
    if (r->n_top < PT_REPORT_TOP) k = r->n_top++;
    else if (o->seconds > r->top[PT_REPORT_TOP - 1].seconds) k = PT_REPORT_TOP - 1;
    else continue;
    for (; k > 0 && r->top[k - 1].seconds < o->seconds; k--) r->top[k] = r->top[k - 1];
    const pt_op *op = pt_op_get(m, o->op);
    r->top[k].seconds = o->seconds;
    r->top[k].loc = op->loc;
    r->top[k].code = op->code;
  }
  const pt_sim_fusions *fs = &r->time.fusions;
  for (uint32_t k = 0; k < fs->kernels.len; k++) {
    const pt_sim_fusion *g = &fs->kernels.data[k];
    pt_report_kernel rk = {.kind = g->kind, .root_code = pt_op_get(m, g->root)->code, .n_ops = g->n_ops,
                           .prologue_ops = g->prologue_ops, .first = pt_op_get(m, g->first)->loc, .root = pt_op_get(m, g->root)->loc};
    if (!pt_vec_try_push(&r->kernels, rk)) return false;
    if (g->kind < PT_FUSION_KIND_COUNT) r->kernels_by_kind[g->kind]++;
  }
  /* Times from the op entries: the kernel's cost sits on its root. */
  for (uint32_t i = 0; i < r->time.ops.len; i++) {
    const pt_sim_op *o = &r->time.ops.data[i];
    if (o->fusion == PT_NONE || o->fusion >= r->kernels.len) continue;
    pt_report_kernel *rk = &r->kernels.data[o->fusion];
    rk->seconds += o->seconds;
    rk->bytes += o->bytes;
    rk->flops += o->flops;
  }
  r->peak_loc = (pt_loc){0, 0};
  r->peak_code = PT_OP_COUNT;
  if (r->mem.peak_op < m->ops.len) {
    r->peak_loc = pt_op_get(m, r->mem.peak_op)->loc;
    r->peak_code = pt_op_get(m, r->mem.peak_op)->code;
  }
  return true;
}

static int coll_cmp(const void *pa, const void *pb) {
  const pt_report_coll *a = pa, *b = pb;
  if (a->kind != b->kind) return a->kind < b->kind ? -1 : 1;
  if (a->n_axes != b->n_axes) return a->n_axes < b->n_axes ? -1 : 1;
  int c = memcmp(a->axes, b->axes, a->n_axes);
  if (c) return c;
  return a->reducer < b->reducer ? -1 : a->reducer > b->reducer;
}

pt_status *pt_report_tally(const pt_partition *p, const pt_spmd_program *prog, pt_report *out) {
  memset(out, 0, sizeof *out);
  const pt_module *m = p->m;
  out->n_devices = (uint64_t)pt_mesh_num_devices(&p->mesh);
  for (uint32_t i = 0; i < prog->collectives.len; i++) {
    const pt_spmd_collective *c = &prog->collectives.data[i];
    pt_report_coll *row = NULL;
    for (uint32_t k = 0; k < out->colls.len && !row; k++) {
      pt_report_coll *r = &out->colls.data[k];
      if (r->kind == c->kind && r->reducer == c->reducer && r->n_axes == c->n_axes &&
          memcmp(r->axes, c->axes, c->n_axes) == 0)
        row = r;
    }
    if (!row) {
      pt_report_coll fresh = {.kind = c->kind, .reducer = c->reducer, .n_axes = c->n_axes};
      memcpy(fresh.axes, c->axes, c->n_axes);
      PT_TRY_ALLOC(pt_vec_try_push(&out->colls, fresh));
      row = &out->colls.data[out->colls.len - 1];
    }
    row->count++;
    if (c->loop_depth > 0) row->in_loops++;
    row->wire_bytes += c->wire_bytes;
    row->operand_bytes += c->operand_bytes;
  }
  if (out->colls.len > 1) qsort(out->colls.data, out->colls.len, sizeof *out->colls.data, coll_cmp);

  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n_args = pt_func_n_args(m, f);
  for (uint32_t i = 0; i < n_args && i < prog->n_args; i++) {
    char name[PT_STATS_GROUP_NAME];
    pt_arg_group_name(m, f, i, name);
    pt_report_memory *g = NULL;
    for (uint32_t k = 0; k < out->memory.len && !g; k++)
      if (strcmp(out->memory.data[k].name, name) == 0) g = &out->memory.data[k];
    if (!g) {
      pt_report_memory fresh = {0};
      memcpy(fresh.name, name, sizeof name);
      PT_TRY_ALLOC(pt_vec_try_push(&out->memory, fresh));
      g = &out->memory.data[out->memory.len - 1];
    }
    const pt_type *global = pt_value_type(m, pt_func_arg(m, f, i));
    pt_type local = pt_layout_local_type(&p->mesh, &prog->arg_layouts[i], global);
    g->n_tensors++;
    g->global_bytes += type_bytes(global);
    g->device_bytes += type_bytes(&local);
  }
  return NULL;
}

pt_status *pt_report_collect(const pt_partition *p, const pt_spmd_options *opts, const pt_hw *hw, pt_report *out) {
  return pt_report_collect_more(p, opts, hw, NULL, out);
}

pt_status *pt_report_collect_more(const pt_partition *p, const pt_spmd_options *opts, const pt_hw *hw,
                                  const pt_report_more *more, pt_report *out) {
  pt_spmd_options defaults = {0};
  pt_spmd_program prog;
  memset(out, 0, sizeof *out);
  pt_status *s = pt_spmd_lower(p, "__partir_report", opts ? opts : &defaults, &prog);
  if (s) {
    if (more && more->trace) pt_sim_mem_trace_free(more->trace);
    return s;
  }
  s = pt_report_of(p, &prog, hw, more, out);
  pt_spmd_program_free(&prog);
  return s;
}

pt_status *pt_report_of(const pt_partition *p, const pt_spmd_program *prog, const pt_hw *hw,
                        const pt_report_more *more, pt_report *out) {
  const pt_module *m = prog->m;
  memset(out, 0, sizeof *out);
  pt_status *s = pt_report_tally(p, prog, out);
  if (hw && !s) {
    out->hw = *hw;
    s = pt_sim_time_program(p, prog, hw, &out->time);
    if (!s)
      s = hw->fusion ? pt_sim_memory_fused_trace(m, prog->func, &out->time.fusions, &out->mem, more ? more->trace : NULL)
                     : pt_sim_memory_trace(m, prog->func, &out->mem, more ? more->trace : NULL);
    /* The report outlives neither the program nor its module, but what it
     * prints of the slowest ops is kept by source location, so that it
     * reads the same once they are gone. */
    if (!s) {
      out->has_estimate = true;
      if (!keep_top_ops(m, out)) s = pt_nomem();
    }
  }
  if (!s && more && more->visit) s = more->visit(more->ctx, p, prog, out);
  /* The per-op schedule and the kernels point into the program's module,
   * which the caller may free next (the visitor was their last reader). */
  pt_sim_time_free(&out->time);
  if (s) { /* nothing half-made is handed back */
    pt_report_free(out);
    memset(out, 0, sizeof *out);
    if (more && more->trace) pt_sim_mem_trace_free(more->trace);
  }
  return s;
}

void pt_report_free(pt_report *r) {
  pt_vec_free(&r->colls);
  pt_vec_free(&r->kernels);
  pt_vec_free(&r->memory);
  if (r->has_estimate) pt_sim_time_free(&r->time);
}

static void human_bytes(pt_buf *out, double v) { pt_buf_human(out, v, "B"); }

/* "12.3 ms", "456 us", "1.23 s". */
static void human_seconds(pt_buf *out, double s) {
  if (s >= 1) pt_buf_printf(out, "%.3g s", s);
  else if (s >= 1e-3) pt_buf_printf(out, "%.3g ms", s * 1e3);
  else pt_buf_printf(out, "%.3g us", s * 1e6);
}

static uint64_t mem_total(const pt_sim_memory *m) { return m->peak_bytes; }


/* One line: the estimate of the step on the report's hardware. */
static void estimate_line(const pt_report *r, pt_buf *out) {
  pt_buf_printf(out, "  estimate on %s: step ", r->hw.name);
  human_seconds(out, r->time.step_seconds_overlap);
  if (r->time.step_seconds_overlap < r->time.step_seconds) {
    pt_buf_puts(out, " (");
    human_seconds(out, r->time.step_seconds);
    pt_buf_puts(out, " without overlap)");
  }
  pt_buf_puts(out, ", compute ");
  human_seconds(out, r->time.compute_seconds);
  pt_buf_puts(out, ", communication ");
  human_seconds(out, r->time.comm_seconds);
  pt_buf_printf(out, ", MFU %.3g%%; peak memory ", 100 * r->time.mfu);
  human_bytes(out, (double)mem_total(&r->mem));
  pt_buf_puts(out, " of ");
  human_bytes(out, r->hw.hbm_capacity);
  pt_buf_printf(out, " per device%s\n", (double)r->mem.peak_bytes <= r->hw.hbm_capacity ? "" : ": DOES NOT FIT");
}

static void axes_text(const pt_mesh *mesh, const uint8_t *axes, uint32_t n, pt_buf *out) {
  pt_buf_putc(out, '{');
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(out, "%s%s", i ? "," : "", mesh->names[axes[i]]);
  pt_buf_putc(out, '}');
}

static void tactic_line(const pt_partition *p, const pt_tactic_done *t, pt_buf *out) {
  uint32_t nc = p->conflicts.len - t->first_conflict;
  pt_buf_printf(out, "tactic %u (%s%s) on '%s': %u seed%s, %u propagated decision%s, %u new conflict%s\n", t->index,
                pt_builtin_known(t->label) ? "built-in " : "", t->label, p->mesh.names[t->axis], t->n_seeds,
                t->n_seeds == 1 ? "" : "s", t->n_decided, t->n_decided == 1 ? "" : "s", nc, nc == 1 ? "" : "s");
}

void pt_report_text(const pt_partition *p, const pt_tactic_done *t, const pt_report *r, uint32_t max_conflicts,
                    pt_buf *out) {
  if (t) tactic_line(p, t, out);
  double n = r->n_devices ? (double)r->n_devices : 1;
  if (r->colls.len == 0) {
    pt_buf_puts(out, "  collectives: none\n");
  } else {
    pt_buf_puts(out, "  collectives per step (bytes each device receives):\n");
    for (uint32_t i = 0; i < r->colls.len; i++) {
      const pt_report_coll *c = &r->colls.data[i];
      pt_buf line = {0};
      pt_buf_printf(&line, "    %-14s ", pt_coll_kind_name((pt_coll_kind)c->kind));
      size_t before = line.len;
      axes_text(&p->mesh, c->axes, c->n_axes, &line);
      if (c->kind == PT_COLL_ALL_REDUCE || c->kind == PT_COLL_REDUCE_SCATTER)
        pt_buf_printf(&line, " %s", pt_reducer_name((pt_reducer)c->reducer));
      while (line.len < before + 18) pt_buf_putc(&line, ' ');
      pt_buf_printf(&line, "%5u op%s  ", c->count, c->count == 1 ? " " : "s");
      if (c->kind == PT_COLL_ALL_SLICE) pt_buf_puts(&line, "no communication");
      else human_bytes(&line, (double)c->wire_bytes / n);
      if (c->in_loops) pt_buf_printf(&line, "  (%u in loops: per iteration)", c->in_loops);
      if (line.failed) out->failed = true;
      pt_buf_printf(out, "%s\n", line.data ? line.data : "");
      pt_buf_free(&line);
    }
  }
  pt_buf_puts(out, "  memory per device:");
  for (uint32_t i = 0; i < r->memory.len; i++) {
    const pt_report_memory *g = &r->memory.data[i];
    pt_buf_printf(out, "%s %s ", i ? "," : "", g->name);
    human_bytes(out, (double)g->device_bytes);
    pt_buf_puts(out, " of ");
    human_bytes(out, (double)g->global_bytes);
  }
  pt_buf_putc(out, '\n');
  if (r->has_estimate) estimate_line(r, out);
  uint32_t first = t ? t->first_conflict : 0, shown = 0;
  for (uint32_t i = first; i < p->conflicts.len; i++) {
    if (shown == max_conflicts) {
      pt_buf_printf(out, "  ... and %u more conflicts\n", p->conflicts.len - i);
      break;
    }
    pt_buf_puts(out, i == first ? "  conflicts (propagation stopped there; lowering reduces or gathers what the op "
                                  "needs whole):\n    "
                                : "    ");
    pt_conflict_describe(p, &p->conflicts.data[i], out);
    pt_buf_putc(out, '\n');
    shown++;
  }
}

cJSON *pt_report_json_object(const pt_partition *p, const pt_tactic_done *t, const pt_report *r,
                             uint32_t max_conflicts) {
  cJSON *o = cJSON_CreateObject();
  uint32_t first = 0;
  if (t) {
    cJSON_AddNumberToObject(o, "tactic", t->index);
    cJSON_AddStringToObject(o, "name", t->label);
    cJSON_AddStringToObject(o, "axis", p->mesh.names[t->axis]);
    cJSON_AddNumberToObject(o, "seeds", t->n_seeds);
    cJSON_AddNumberToObject(o, "decisions", t->n_decided);
    first = t->first_conflict;
  }
  cJSON *conf = cJSON_AddArrayToObject(o, "conflicts");
  uint32_t n_conflicts = p->conflicts.len - first;
  if (n_conflicts > max_conflicts) cJSON_AddNumberToObject(o, "conflicts_total", n_conflicts);
  for (uint32_t i = first; i < p->conflicts.len && i - first < max_conflicts; i++) {
    const pt_conflict *c = &p->conflicts.data[i];
    cJSON *e = cJSON_CreateObject();
    cJSON_AddStringToObject(e, "kind", c->kind < 4 ? conflict_kind_names[c->kind] : "?");
    cJSON_AddStringToObject(e, "axis", p->mesh.names[c->axis]);
    if (c->op < p->m->ops.len) {
      const pt_op *op = pt_op_get(p->m, c->op);
      char loc[64];
      snprintf(loc, sizeof loc, "%u:%u", op->loc.line, op->loc.col);
      cJSON_AddStringToObject(e, "op", pt_op_name((pt_opcode)op->code));
      cJSON_AddStringToObject(e, "location", loc);
    }
    pt_buf msg = {0};
    pt_conflict_describe(p, c, &msg);
    cJSON_AddStringToObject(e, "message", msg.data ? msg.data : "");
    bool cut = msg.failed;
    pt_buf_free(&msg);
    cJSON_AddItemToArray(conf, e);
    if (cut) { /* a message cut short: no object (the caller's out of memory) */
      cJSON_Delete(o);
      return NULL;
    }
  }
  cJSON *colls = cJSON_AddArrayToObject(o, "collectives");
  for (uint32_t i = 0; i < r->colls.len; i++) {
    const pt_report_coll *c = &r->colls.data[i];
    cJSON *e = cJSON_CreateObject();
    cJSON_AddStringToObject(e, "kind", pt_coll_kind_name((pt_coll_kind)c->kind));
    cJSON *axes = cJSON_AddArrayToObject(e, "axes");
    for (uint32_t k = 0; k < c->n_axes; k++) cJSON_AddItemToArray(axes, cJSON_CreateString(p->mesh.names[c->axes[k]]));
    if (c->kind == PT_COLL_ALL_REDUCE || c->kind == PT_COLL_REDUCE_SCATTER)
      cJSON_AddStringToObject(e, "reducer", pt_reducer_name((pt_reducer)c->reducer));
    cJSON_AddNumberToObject(e, "count", c->count);
    cJSON_AddNumberToObject(e, "in_loops", c->in_loops);
    cJSON_AddNumberToObject(e, "bytes_per_device", r->n_devices ? (double)c->wire_bytes / (double)r->n_devices : 0);
    cJSON_AddNumberToObject(e, "wire_bytes", (double)c->wire_bytes);
    cJSON_AddItemToArray(colls, e);
  }
  cJSON *mem = cJSON_AddObjectToObject(o, "memory");
  for (uint32_t i = 0; i < r->memory.len; i++) {
    const pt_report_memory *g = &r->memory.data[i];
    cJSON *e = cJSON_CreateObject();
    cJSON_AddNumberToObject(e, "tensors", (double)g->n_tensors);
    cJSON_AddNumberToObject(e, "global_bytes", (double)g->global_bytes);
    cJSON_AddNumberToObject(e, "device_bytes", (double)g->device_bytes);
    cJSON_AddItemToObject(mem, g->name, e);
  }
  if (r->has_estimate) cJSON_AddItemToObject(o, "estimate", pt_report_estimate_json_object(r, 0));
  return o;
}

void pt_report_json(const pt_partition *p, const pt_tactic_done *t, const pt_report *r, uint32_t max_conflicts,
                    pt_buf *out) {
  cJSON *o = pt_report_json_object(p, t, r, max_conflicts);
  char *text = o ? cJSON_PrintUnformatted(o) : NULL;
  if (text) pt_buf_puts(out, text);
  else out->failed = true; /* pt_buf_take says PT_ERR_NOMEM */
  free(text);
  cJSON_Delete(o);
}

cJSON *pt_report_estimate_json_object(const pt_report *r, uint32_t top) {
  cJSON *e = cJSON_CreateObject();
  cJSON_AddStringToObject(e, "hw", r->hw.name);
  cJSON_AddNumberToObject(e, "step_s", r->time.step_seconds_overlap);
  cJSON_AddNumberToObject(e, "step_no_overlap_s", r->time.step_seconds);
  cJSON_AddNumberToObject(e, "compute_s", r->time.compute_seconds);
  cJSON_AddNumberToObject(e, "communication_s", r->time.comm_seconds);
  cJSON_AddNumberToObject(e, "model_flops", r->time.model_flops);
  cJSON_AddNumberToObject(e, "device_flops", r->time.device_flops);
  cJSON_AddNumberToObject(e, "mfu", r->time.mfu);
  cJSON_AddBoolToObject(e, "unknown_trip_counts", r->time.unknown_trips);
  if (r->hw.fusion) {
    cJSON *k = cJSON_AddObjectToObject(e, "kernels");
    for (uint32_t i = 0; i < PT_FUSION_KIND_COUNT; i++)
      cJSON_AddNumberToObject(k, pt_sim_fusion_kind_name((uint8_t)i), r->kernels_by_kind[i]);
  }
  cJSON *colls = cJSON_AddObjectToObject(e, "collectives");
  for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) {
    if (!r->time.coll_bytes[k] && !r->time.coll_seconds[k]) continue;
    cJSON *c = cJSON_CreateObject();
    cJSON_AddNumberToObject(c, "seconds", r->time.coll_seconds[k]);
    cJSON_AddNumberToObject(c, "wire_bytes", (double)r->time.coll_bytes[k]);
    cJSON_AddItemToObject(colls, pt_coll_kind_name((pt_coll_kind)k), c);
  }
  cJSON *mem = cJSON_AddObjectToObject(e, "memory");
  cJSON_AddNumberToObject(mem, "peak_bytes", (double)r->mem.peak_bytes);
  cJSON_AddNumberToObject(mem, "capacity_bytes", r->hw.hbm_capacity);
  cJSON_AddBoolToObject(mem, "fits", (double)r->mem.peak_bytes <= r->hw.hbm_capacity);
  for (uint32_t k = 0; k < PT_MEM_KIND_COUNT; k++)
    cJSON_AddNumberToObject(mem, pt_mem_kind_key((pt_mem_kind)k), (double)r->mem.at_peak[k]);
  if (top) {
    cJSON *ops = cJSON_AddArrayToObject(e, "slowest_ops");
    for (uint32_t i = 0; i < r->n_top && i < top; i++) {
      cJSON *o = cJSON_CreateObject();
      char loc[32];
      snprintf(loc, sizeof loc, "%u:%u", r->top[i].loc.line, r->top[i].loc.col);
      cJSON_AddStringToObject(o, "op", pt_op_name((pt_opcode)r->top[i].code));
      cJSON_AddStringToObject(o, "location", loc);
      cJSON_AddNumberToObject(o, "seconds", r->top[i].seconds);
      cJSON_AddItemToArray(ops, o);
    }
  }
  return e;
}

void pt_report_simulation_json(const pt_partition *p, const pt_report *r, uint32_t top, pt_buf *out) {
  (void)p;
  cJSON *e = r->has_estimate ? pt_report_estimate_json_object(r, top) : cJSON_CreateObject();
  char *text = cJSON_PrintUnformatted(e);
  if (text) pt_buf_puts(out, text);
  free(text);
  cJSON_Delete(e);
}

void pt_report_simulation_text(const pt_partition *p, const pt_report *r, uint32_t top, pt_buf *out) {
  if (!r->has_estimate) return;
  const pt_sim_time *t = &r->time;
  pt_buf_printf(out, "simulation of @%s on %llu device%s of %s (%s)\n", pt_str(p->m, p->m->funcs.data[p->func].name),
                (unsigned long long)r->n_devices, r->n_devices == 1 ? "" : "s", r->hw.name, r->hw.source);
  pt_buf_puts(out, "  step time ");
  human_seconds(out, t->step_seconds_overlap);
  pt_buf_puts(out, " with compute/communication overlap, ");
  human_seconds(out, t->step_seconds);
  pt_buf_printf(out, " without%s\n", t->unknown_trips ? " (a loop without a constant trip count counted once)" : "");
  pt_buf_puts(out, "  compute ");
  human_seconds(out, t->compute_seconds);
  pt_buf_printf(out, " per device (%.3g FLOP per device, %.3g FLOP for the whole step), communication ",
                t->device_flops, t->model_flops);
  human_seconds(out, t->comm_seconds);
  pt_buf_putc(out, '\n');
  for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) {
    if (k == PT_COLL_ALL_SLICE || (!t->coll_bytes[k] && !t->coll_seconds[k])) continue;
    pt_buf_printf(out, "    %-15s ", pt_coll_kind_name((pt_coll_kind)k));
    human_seconds(out, t->coll_seconds[k]);
    pt_buf_puts(out, ", ");
    human_bytes(out, r->n_devices ? (double)t->coll_bytes[k] / (double)r->n_devices : 0);
    pt_buf_puts(out, " per device\n");
  }
  pt_buf_printf(out, "  MFU %.3g%%\n", 100 * t->mfu);
  if (r->hw.fusion)
    pt_buf_printf(out, "  kernels %u: %u fusions + %u library calls + %u other (--fusions lists them)\n",
                  r->kernels.len, r->kernels_by_kind[PT_FUSION_LOOP] + r->kernels_by_kind[PT_FUSION_REDUCTION],
                  r->kernels_by_kind[PT_FUSION_LIBRARY], r->kernels_by_kind[PT_FUSION_OTHER]);
  pt_buf_puts(out, "  peak memory per device ");
  human_bytes(out, (double)r->mem.peak_bytes);
  pt_buf_puts(out, " of ");
  human_bytes(out, r->hw.hbm_capacity);
  pt_buf_printf(out, " (%s)", (double)r->mem.peak_bytes <= r->hw.hbm_capacity ? "fits" : "DOES NOT FIT");
  if (r->peak_code < PT_OP_COUNT)
    pt_buf_printf(out, ", reached after '%s' at %s:%u:%u", pt_op_name((pt_opcode)r->peak_code), p->m->filename,
                  r->peak_loc.line, r->peak_loc.col);
  pt_buf_puts(out, ":\n   ");
  for (uint32_t k = 0; k < PT_MEM_KIND_COUNT; k++) {
    pt_buf_printf(out, "%s %s ", k ? "," : "", pt_mem_kind_name((pt_mem_kind)k));
    human_bytes(out, (double)r->mem.at_peak[k]);
  }
  pt_buf_putc(out, '\n');
  if (top && r->n_top) pt_buf_puts(out, "  slowest ops:\n");
  for (uint32_t i = 0; i < r->n_top && i < top; i++) {
    pt_buf_puts(out, "    ");
    human_seconds(out, r->top[i].seconds);
    pt_buf_printf(out, "  %s at %s:%u:%u\n", pt_op_name((pt_opcode)r->top[i].code), p->m->filename,
                  r->top[i].loc.line, r->top[i].loc.col);
  }
}

void pt_report_fusions_text(const pt_partition *p, const pt_report *r, pt_buf *out) {
  if (!r->has_estimate) return;
  if (!r->hw.fusion) {
    pt_buf_printf(out, "fusions: none (profile %s runs every op on its own)\n", r->hw.name);
    return;
  }
  pt_buf_printf(out, "kernels of @%s on %s: %u fusions (%u loop, %u reduction) + %u library calls + %u other\n",
                pt_str(p->m, p->m->funcs.data[p->func].name), r->hw.name,
                r->kernels_by_kind[PT_FUSION_LOOP] + r->kernels_by_kind[PT_FUSION_REDUCTION],
                r->kernels_by_kind[PT_FUSION_LOOP], r->kernels_by_kind[PT_FUSION_REDUCTION],
                r->kernels_by_kind[PT_FUSION_LIBRARY], r->kernels_by_kind[PT_FUSION_OTHER]);
  for (uint32_t k = 0; k < r->kernels.len; k++) {
    const pt_report_kernel *g = &r->kernels.data[k];
    pt_buf line = {0};
    pt_buf_printf(&line, "  #%-5u %-9s %4u op%s  ", k, pt_sim_fusion_kind_name(g->kind), g->n_ops, g->n_ops == 1 ? " " : "s");
    human_seconds(&line, g->seconds);
    pt_buf_puts(&line, "  ");
    human_bytes(&line, g->bytes);
    pt_buf_printf(&line, "  %s at %s:%u:%u", pt_op_name((pt_opcode)g->root_code), p->m->filename, g->root.line, g->root.col);
    if (g->first.line != g->root.line || g->first.col != g->root.col)
      pt_buf_printf(&line, " (from %u:%u)", g->first.line, g->first.col);
    if (g->prologue_ops)
      pt_buf_printf(&line, ", Triton GEMM with %u op%s of its operands", g->prologue_ops, g->prologue_ops == 1 ? "" : "s");
    if (line.failed) out->failed = true;
    pt_buf_printf(out, "%s\n", line.data ? line.data : "");
    pt_buf_free(&line);
  }
}

void pt_report_fusions_json(const pt_partition *p, const pt_report *r, pt_buf *out) {
  (void)p;
  cJSON *a = cJSON_CreateArray();
  for (uint32_t k = 0; r->has_estimate && k < r->kernels.len; k++) {
    const pt_report_kernel *g = &r->kernels.data[k];
    cJSON *o = cJSON_CreateObject();
    char loc[32];
    cJSON_AddStringToObject(o, "kind", pt_sim_fusion_kind_name(g->kind));
    cJSON_AddNumberToObject(o, "ops", g->n_ops);
    if (g->prologue_ops) cJSON_AddNumberToObject(o, "prologue_ops", g->prologue_ops);
    cJSON_AddStringToObject(o, "root", pt_op_name((pt_opcode)g->root_code));
    snprintf(loc, sizeof loc, "%u:%u", g->root.line, g->root.col);
    cJSON_AddStringToObject(o, "location", loc);
    snprintf(loc, sizeof loc, "%u:%u", g->first.line, g->first.col);
    cJSON_AddStringToObject(o, "first", loc);
    cJSON_AddNumberToObject(o, "seconds", g->seconds);
    cJSON_AddNumberToObject(o, "bytes", g->bytes);
    cJSON_AddNumberToObject(o, "flops", g->flops);
    cJSON_AddItemToArray(a, o);
  }
  char *text = cJSON_PrintUnformatted(a);
  if (text) pt_buf_puts(out, text);
  free(text);
  cJSON_Delete(a);
}
