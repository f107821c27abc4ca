/* html_data.c - the large series of the HTML page (html.h) as JSON, while
 * the SPMD program they describe (and its module) is at hand.
 *
 * Timeline. One role (every device runs the same program on equal chunks:
 * the partitioner only makes exact tiles), two lanes: the compute stream
 * and the communication stream of the simulator's overlap schedule
 * (cost.c). Times are integer ticks of unit = end / 2^30 seconds, so a
 * JavaScript number holds every sum exactly. Each lane is a flat list of
 * segments, 7 integers each:
 *     gap   ticks since the end of the lane's previous segment
 *     dur   ticks from its start to its end
 *     busy  ticks of work in it (dur for one op)
 *     count ops in it (1: one op; more: merged, below)
 *     label index into the page's labels (of the longest op in it)
 *     line, col  source location of that op
 * Ops shorter than merge_below = end / 2^17 ticks (a pixel at ~50x zoom
 * of a 2000-pixel view) are merged with their neighbours on the lane while
 * the merged span stays that short, so a 100k-op step writes a few
 * thousand segments where most ops are tiny and never more segments than
 * ops. While/if/case ops are listed apart ("loops": start, end, label,
 * line, col per op): their regions' ops are on the lanes (a while body's
 * first iteration). Ops that would overlap an earlier op of their lane
 * (the second branch of an if, placed from the same start) are left out.
 *
 * Memory. The points of pt_sim_mem_trace: per point the bytes of the 6
 * kinds, then label, line, col of the op of its highest moment.
 *
 * Sharding. Per parameter (arguments of the "params" jax.arg_info group;
 * every argument when there is none): name, element type, global shape and
 * per dim the mesh axes tiling it, major to minor. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"

enum { TICKS_LOG2 = 30, MERGE_LOG2 = 17 };

bool pt_html_labels_init(pt_html_labels *l, const pt_partition *p, const pt_spmd_program *prog) {
  memset(l, 0, sizeof *l);
  l->p = p;
  l->prog = prog;
  const pt_module *m = prog->m; /* the SPMD program's ops */
  l->coll_of_op = malloc(((size_t)m->ops.len + 1) * sizeof *l->coll_of_op);
  if (!l->coll_of_op || !pt_interner_init(&l->names)) {
    free(l->coll_of_op);
    l->coll_of_op = NULL;
    return false;
  }
  memset(l->coll_of_op, 0xff, ((size_t)m->ops.len + 1) * sizeof *l->coll_of_op);
  for (uint32_t i = 0; i < prog->collectives.len; i++)
    if (prog->collectives.data[i].op < m->ops.len) l->coll_of_op[prog->collectives.data[i].op] = i;
  return true;
}

void pt_html_labels_free(pt_html_labels *l) {
  pt_interner_free(&l->names);
  free(l->coll_of_op);
  l->coll_of_op = NULL;
}

/* The label of an op: its name, or for a collective of the lowering its
 * kind, axes and reducer ("all_reduce {batch} sum"), which say more. */
static uint32_t op_label(pt_html_labels *l, uint32_t op_id) {
  const pt_module *m = l->prog->m; /* the SPMD program's ops */
  if (op_id >= m->ops.len) return pt_intern_cstr(&l->names, "the arguments") - 1;
  uint32_t ci = l->coll_of_op[op_id];
  if (ci == PT_NONE) return pt_intern_cstr(&l->names, pt_op_name((pt_opcode)pt_op_get(m, op_id)->code)) - 1;
  const pt_spmd_collective *c = &l->prog->collectives.data[ci];
  pt_buf b = {0};
  pt_buf_printf(&b, "%s {", pt_coll_kind_name((pt_coll_kind)c->kind));
  for (uint32_t k = 0; k < c->n_axes; k++) pt_buf_printf(&b, "%s%s", k ? "," : "", l->p->mesh.names[c->axes[k]]);
  pt_buf_putc(&b, '}');
  if (c->kind == PT_COLL_ALL_REDUCE || c->kind == PT_COLL_REDUCE_SCATTER)
    pt_buf_printf(&b, " %s", pt_reducer_name((pt_reducer)c->reducer));
  /* A merged collective (combine.c) moves several values in one op. */
  if (c->n_parts > 1) pt_buf_printf(&b, " (%u values)", c->n_parts);
  if (b.failed) l->names.failed = true; /* the page reports it (while_lowered) */
  uint32_t id = b.failed ? UINT32_MAX : pt_intern(&l->names, b.data, b.len) - 1;
  pt_buf_free(&b);
  return id;
}

static pt_loc op_loc(const pt_module *m, uint32_t op_id) {
  return op_id < m->ops.len ? pt_op_get(m, op_id)->loc : (pt_loc){0, 0};
}

void pt_html_labels_json(const pt_html_labels *l, pt_buf *out) {
  pt_buf_putc(out, '[');
  for (uint32_t i = 1; i <= l->names.n; i++) {
    if (i > 1) pt_buf_putc(out, ',');
    pt_buf_json_string(out, pt_interned_str(&l->names, i), pt_interned_len(&l->names, i));
  }
  pt_buf_putc(out, ']');
}

/* ---- timeline ---- */

typedef struct {
  double start, end, busy, longest;
  uint64_t count;
  uint32_t op; /* the longest */
} segment;

typedef struct {
  pt_buf seg;
  double cursor;         /* end of the last op taken on the lane (seconds) */
  int64_t last_end_tick; /* end of the last segment written */
  segment pending;       /* merged tiny ops not written yet (count 0: none) */
  uint64_t n_segments;
} lane;

typedef struct {
  pt_html_labels *labels;
  double unit, merge_below;
} timeline;

static int64_t ticks(const timeline *t, double seconds) { return (int64_t)llround(seconds / t->unit); }

static void write_segment(timeline *t, lane *ln, const segment *s) {
  int64_t a = ticks(t, s->start), b = ticks(t, s->end);
  pt_loc loc = op_loc(t->labels->prog->m, s->op);
  pt_buf_printf(&ln->seg, "%s%lld,%lld,%lld,%llu,%u,%u,%u", ln->n_segments ? "," : "",
                (long long)(a - ln->last_end_tick), (long long)(b - a), (long long)ticks(t, s->busy),
                (unsigned long long)s->count, op_label(t->labels, s->op), loc.line, loc.col);
  ln->last_end_tick = b;
  ln->n_segments++;
}

static void flush_pending(timeline *t, lane *ln) {
  if (ln->pending.count) write_segment(t, ln, &ln->pending);
  ln->pending.count = 0;
}

static void take_op(timeline *t, lane *ln, const pt_sim_op *o) {
  double len = o->end - o->start;
  ln->cursor = o->end;
  segment one = {o->start, o->end, len, len, 1, o->op};
  if (len >= t->merge_below) {
    flush_pending(t, ln);
    write_segment(t, ln, &one);
    return;
  }
  segment *p = &ln->pending;
  if (p->count && o->end - p->start < t->merge_below) {
    p->end = o->end;
    p->busy += len;
    p->count++;
    if (len > p->longest) p->longest = len, p->op = o->op;
    return;
  }
  flush_pending(t, ln);
  *p = one;
}

void pt_html_timeline_json(pt_html_labels *l, const pt_sim_time *tm, uint64_t n_devices, pt_buf *out) {
  const pt_module *m = l->prog->m; /* the SPMD program's ops */
  double end = 0;
  for (uint32_t i = 0; i < tm->ops.len; i++)
    if (tm->ops.data[i].end > end) end = tm->ops.data[i].end;
  timeline t = {l, end > 0 ? ldexp(end, -TICKS_LOG2) : 1e-9, ldexp(end, -MERGE_LOG2)};
  lane lanes[2];
  memset(lanes, 0, sizeof lanes);
  pt_buf loops = {0};
  uint64_t n_loops = 0, n_ops = 0;
  for (uint32_t i = 0; i < tm->ops.len; i++) {
    const pt_sim_op *o = &tm->ops.data[i];
    if (o->op >= m->ops.len || !(o->end > o->start)) continue;
    const pt_op *op = pt_op_get(m, o->op);
    if (pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW)) {
      pt_buf_printf(&loops, "%s%lld,%lld,%u,%u,%u", n_loops++ ? "," : "", (long long)ticks(&t, o->start),
                    (long long)ticks(&t, o->end), op_label(l, o->op), op->loc.line, op->loc.col);
      continue;
    }
    lane *ln = &lanes[o->is_collective ? 1 : 0];
    if (o->start < ln->cursor) continue;
    take_op(&t, ln, o);
    n_ops++;
  }
  static const char *const names[2] = {"compute", "communication"};
  pt_buf_printf(out, "{\"unit\":%.17g,\"end\":%lld,\"merge_below\":%lld,\"ops\":%llu,", t.unit,
                (long long)ticks(&t, end), (long long)ticks(&t, t.merge_below), (unsigned long long)n_ops);
  pt_buf_printf(out, "\"roles\":[{\"name\":\"every device\",\"devices\":%llu,\"lanes\":[",
                (unsigned long long)n_devices);
  for (int k = 0; k < 2; k++) {
    flush_pending(&t, &lanes[k]);
    pt_buf_printf(out, "%s{\"name\":\"%s\",\"segments\":%llu,\"seg\":[", k ? "," : "", names[k],
                  (unsigned long long)lanes[k].n_segments);
    if (lanes[k].seg.failed) out->failed = true; /* a lane cut short: so is the timeline */
    if (lanes[k].seg.len) pt_buf_append(out, lanes[k].seg.data, lanes[k].seg.len);
    pt_buf_puts(out, "]}");
    pt_buf_free(&lanes[k].seg);
  }
  pt_buf_puts(out, "]}],\"loops\":[");
  if (loops.failed) out->failed = true;
  if (loops.len) pt_buf_append(out, loops.data, loops.len);
  pt_buf_puts(out, "]}");
  pt_buf_free(&loops);
}

/* ---- memory ---- */

void pt_html_memory_json(pt_html_labels *l, const pt_sim_mem_trace *trace, const pt_report *r, pt_buf *out) {
  const pt_module *m = l->prog->m; /* the SPMD program's ops */
  pt_buf_printf(out, "{\"stride\":%llu,\"units\":%llu,\"peak_bytes\":%llu,\"capacity\":%.17g,\"kinds\":[",
                (unsigned long long)trace->stride, (unsigned long long)trace->units,
                (unsigned long long)r->mem.peak_bytes, r->hw.hbm_capacity);
  for (int k = 0; k < PT_MEM_KIND_COUNT; k++)
    pt_buf_printf(out, "%s\"%s\"", k ? "," : "", pt_mem_kind_key((pt_mem_kind)k));
  pt_buf_puts(out, "],\"names\":[");
  for (int k = 0; k < PT_MEM_KIND_COUNT; k++)
    pt_buf_printf(out, "%s\"%s\"", k ? "," : "", pt_mem_kind_name((pt_mem_kind)k));
  pt_loc peak = op_loc(m, r->mem.peak_op);
  pt_buf_printf(out, "],\"peak_op\":{\"label\":%u,\"line\":%u,\"col\":%u},\"points\":[", op_label(l, r->mem.peak_op),
                peak.line, peak.col);
  for (uint32_t i = 0; i < trace->points.len; i++) {
    const pt_sim_mem_point *pt = &trace->points.data[i];
    if (i) pt_buf_putc(out, ',');
    for (int k = 0; k < PT_MEM_KIND_COUNT; k++) pt_buf_printf(out, "%llu,", (unsigned long long)pt->live[k]);
    pt_loc loc = op_loc(m, pt->op);
    pt_buf_printf(out, "%u,%u,%u", op_label(l, pt->op), loc.line, loc.col);
  }
  pt_buf_puts(out, "]}");
}

/* ---- sharding ---- */

static void arg_name(const pt_module *m, const pt_func *f, uint32_t i, pt_buf *out) {
  uint32_t len;
  const char *name = pt_arg_info_name(m, f, i, &len);
  if (name && len) {
    pt_buf_json_string(out, name, len);
  } else {
    char buf[32];
    int n = snprintf(buf, sizeof buf, "%%arg%u", i);
    pt_buf_json_string(out, buf, (size_t)n);
  }
}

void pt_html_sharding_json(const pt_partition *p, const pt_spmd_program *prog, pt_buf *out) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n_args = pt_func_n_args(m, f);
  if (n_args > prog->n_args) n_args = prog->n_args;
  bool any_params = false;
  char group[PT_STATS_GROUP_NAME];
  for (uint32_t i = 0; i < n_args && !any_params; i++) {
    pt_arg_group_name(m, f, i, group);
    any_params = strcmp(group, "params") == 0;
  }
  pt_buf_printf(out, "{\"group\":%s,\"axes\":[", any_params ? "\"params\"" : "null");
  for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
    if (a) pt_buf_putc(out, ',');
    pt_buf_json_string(out, p->mesh.names[a], strlen(p->mesh.names[a]));
  }
  pt_buf_puts(out, "],\"sizes\":[");
  for (uint32_t a = 0; a < p->mesh.n_axes; a++) pt_buf_printf(out, "%s%lld", a ? "," : "", (long long)p->mesh.sizes[a]);
  pt_buf_puts(out, "],\"args\":[");
  bool first = true;
  for (uint32_t i = 0; i < n_args; i++) {
    pt_arg_group_name(m, f, i, group);
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    if ((any_params && strcmp(group, "params") != 0) || t->kind != PT_TYPE_TENSOR) continue;
    pt_buf_puts(out, first ? "{\"name\":" : ",{\"name\":");
    first = false;
    arg_name(m, f, i, out);
    pt_buf_printf(out, ",\"dtype\":\"%s\",\"shape\":[", pt_dtype_name((pt_dtype)t->dtype));
    for (uint32_t d = 0; d < t->rank; d++) pt_buf_printf(out, "%s%lld", d ? "," : "", (long long)t->dims[d]);
    pt_buf_puts(out, "],\"tiles\":[");
    for (uint32_t d = 0; d < t->rank; d++) {
      uint32_t axes[PT_MESH_MAX_AXES];
      uint32_t n = pt_layout_dim_axes(&p->mesh, &prog->arg_layouts[i], d, axes);
      pt_buf_puts(out, d ? ",[" : "[");
      for (uint32_t k = 0; k < n; k++) pt_buf_printf(out, "%s%u", k ? "," : "", axes[k]);
      pt_buf_putc(out, ']');
    }
    pt_buf_puts(out, "]}");
  }
  pt_buf_puts(out, "]}");
}
