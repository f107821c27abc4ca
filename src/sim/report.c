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

static int coll_cmp(const void *pa, const void *pb) {
  const pt_report_coll *a = pa, *b = pb;
  if (a->kind != b->kind) return a->kind < b->kind ? -1 : 1;
  if (a->n_axes != b->n_axes) return a->n_axes < b->n_axes ? -1 : 1;
  int c = memcmp(a->axes, b->axes, a->n_axes);
  if (c) return c;
  return a->reducer < b->reducer ? -1 : a->reducer > b->reducer;
}

void pt_report_tally(const pt_partition *p, const pt_spmd_program *prog, pt_report *out) {
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
      pt_vec_push(&out->colls, fresh);
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
      pt_vec_push(&out->memory, fresh);
      g = &out->memory.data[out->memory.len - 1];
    }
    const pt_type *global = pt_value_type(m, pt_func_arg(m, f, i));
    pt_type local = pt_layout_local_type(&p->mesh, &prog->arg_layouts[i], global);
    g->n_tensors++;
    g->global_bytes += type_bytes(global);
    g->device_bytes += type_bytes(&local);
  }
}

pt_status *pt_report_collect(pt_partition *p, const pt_spmd_options *opts, pt_report *out) {
  pt_spmd_options defaults = {0};
  pt_module *m = (pt_module *)p->m;
  pt_module_mark mark = pt_module_mark_now(m);
  pt_spmd_program prog;
  memset(&prog, 0, sizeof prog);
  char name[64];
  snprintf(name, sizeof name, "__partir_report_%u", m->funcs.len);
  pt_status *s = pt_spmd_lower(p, name, opts ? opts : &defaults, &prog);
  if (!s) pt_report_tally(p, &prog, out);
  pt_spmd_program_free(&prog);
  pt_module_rollback(m, &mark);
  return s;
}

void pt_report_free(pt_report *r) {
  pt_vec_free(&r->colls);
  pt_vec_free(&r->memory);
}

/* "12.3 MB", "512 B": three significant digits, decimal prefixes. */
static void human_bytes(pt_buf *out, double v) {
  static const char *const prefix[] = {"", "k", "M", "G", "T", "P", "E"};
  uint32_t k = 0;
  while (v >= 999.5 && k < 6) v /= 1000, k++;
  if (k == 0) pt_buf_printf(out, "%.0f B", v);
  else pt_buf_printf(out, "%.*f %sB", v < 9.995 ? 2 : v < 99.95 ? 1 : 0, v, prefix[k]);
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
      pt_buf_printf(&line, "    %-15s", pt_coll_kind_name((pt_coll_kind)c->kind));
      size_t before = line.len;
      axes_text(&p->mesh, c->axes, c->n_axes, &line);
      if (c->kind == PT_COLL_ALL_REDUCE || c->kind == PT_COLL_REDUCE_SCATTER)
        pt_buf_printf(&line, " %s", pt_reducer_name((pt_reducer)c->reducer));
      while (line.len < before + 18) pt_buf_putc(&line, ' ');
      pt_buf_printf(&line, "%5u op%s  ", c->count, c->count == 1 ? " " : "s");
      if (c->kind == PT_COLL_ALL_SLICE) pt_buf_puts(&line, "no communication");
      else human_bytes(&line, (double)c->wire_bytes / n);
      if (c->in_loops) pt_buf_printf(&line, "  (%u in loops: per iteration)", c->in_loops);
      pt_buf_printf(out, "%s\n", line.data);
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

void pt_report_json(const pt_partition *p, const pt_tactic_done *t, const pt_report *r, pt_buf *out) {
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
  for (uint32_t i = first; i < p->conflicts.len; i++) {
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
    pt_buf_free(&msg);
    cJSON_AddItemToArray(conf, e);
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
  char *text = cJSON_PrintUnformatted(o);
  if (text) pt_buf_puts(out, text);
  free(text);
  cJSON_Delete(o);
}
