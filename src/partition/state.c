/* state.c - the partitioning state (PartIR:Core as decisions per value and
 * axis), the tile and replicate actions, and queries and descriptions of
 * the state.
 *
 * The actions are the seeds of propagation. tile(v, d, a) is the identity
 * rewrite v = loop a [#tile<d>] (r) { slice d v[r] }; it is legal when v is
 * a tensor value of the function, still OPEN on a, and |a| divides v's
 * LOCAL size on d: the global size divided by the axes that already tile d
 * (they are major to a on that dim). replicate(v, a) pins v whole on a, so
 * that propagation on a never tiles it. Both refuse to change a decision:
 * decisions are monotone, and the error names the tactic that made it. */
#include <stdlib.h>
#include <string.h>

#include "propagate_internal.h"

/* ---- lifetime ---------------------------------------------------------------------- */

/* The largest device id a collective's replica_groups or
 * source_target_pairs name (-1: none, or no such attribute). */
static int64_t largest_device(const pt_module *m, const pt_op *op) {
  const pt_attr *a = pt_op_attr(m, op, op->code == PT_OP_COLLECTIVE_PERMUTE ? "source_target_pairs" : "replica_groups");
  const pt_type *t = a ? pt_type_get(m, pt_attr_elements_type(a)) : NULL;
  int64_t most = -1, id;
  if (!t || t->kind != PT_TYPE_TENSOR) return most;
  uint64_t n = 1;
  for (uint32_t d = 0; d < t->rank; d++) n *= (uint64_t)t->dims[d];
  for (uint64_t i = 0; i < n && pt_attr_dense_int(m, a, i, &id); i++)
    if (id > most) most = id;
  return most;
}

/* Collectives the input already holds (shard_map bodies, GSPMD output)
 * name devices; partir keeps them as they are, so they must be devices
 * of the mesh: a program written for 8 partitions run on 2 would name
 * partitions that are not there (and its text would not verify). */
static pt_status *collectives_fit_mesh(const pt_module *m, uint32_t func, const pt_mesh *mesh) {
  int64_t n_dev = pt_mesh_num_devices(mesh);
  uint8_t *seen = pt_calloc((size_t)m->regions.len + 1, 1);
  pt_id_vec regions = {0};
  pt_status *s = NULL;
  if (!seen || !pt_regions_reachable(m, m->funcs.data[func].body, seen, &regions)) s = pt_nomem();
  for (uint32_t k = 0; k < regions.len && !s; k++) {
    const pt_region *r = &m->regions.data[regions.data[k]];
    for (uint32_t i = 0; i < r->n_ops && !s; i++) {
      const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
      if (!pt_op_has_flag((pt_opcode)op->code, PT_OPF_COLLECTIVE)) continue;
      int64_t most = largest_device(m, op);
      if (most >= n_dev)
        s = pt_op_error(m, op, "this collective names device %lld, but the mesh has %lld devices (0 to %lld)",
                        (long long)most, (long long)n_dev, (long long)(n_dev - 1));
    }
  }
  free(seen);
  pt_vec_free(&regions);
  return s;
}

pt_status *pt_partition_init(pt_partition *p, const pt_module *m, uint32_t func, const pt_mesh *mesh) {
  memset(p, 0, sizeof *p);
  if (!m || !mesh) return pt_status_make(PT_ERR_INVALID_ARG, "error: pt_partition_init: module or mesh is NULL");
  if (func >= m->funcs.len)
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, (pt_loc){0, 0}, "no function %u (the module has %u)", func,
                       m->funcs.len);
  if (mesh->n_axes == 0 || mesh->n_axes > PT_MESH_MAX_AXES)
    return pt_status_make(PT_ERR_INVALID_ARG, "error: a mesh needs 1 to %d axes, not %u", PT_MESH_MAX_AXES,
                          mesh->n_axes);
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (mesh->sizes[a] < 1 || mesh->sizes[a] > INT32_MAX)
      return pt_status_make(PT_ERR_INVALID_ARG, "error: mesh axis %u has size %lld", a, (long long)mesh->sizes[a]);
  PT_TRY(collectives_fit_mesh(m, func, mesh));
  p->m = m;
  p->func = func;
  p->mesh = *mesh;
  p->n_values = m->values.len;
  size_t n = (size_t)m->values.len * mesh->n_axes;
  p->d = pt_malloc((n ? n : 1) * sizeof *p->d);
  p->cache = p->d ? pt_prop_cache_build(m, func) : NULL;
  if (!p->cache) { /* p is left as pt_partition_free finds a zeroed one */
    free(p->d);
    memset(p, 0, sizeof *p);
    return pt_nomem();
  }
  for (size_t i = 0; i < n; i++)
    p->d[i] = (pt_decision){.kind = PT_DECISION_OPEN, .tactic = PT_NONE, .via_op = PT_NONE, .from = PT_NONE};
  return NULL;
}

static void notes_release(pt_partition_note *n) {
  while (n && atomic_fetch_sub(&n->refs, 1u) == 1u) {
    pt_partition_note *next = n->next;
    free(n);
    n = next;
  }
}

bool pt_partition_add_note(pt_partition *p, const char *text, size_t len) {
  pt_partition_note *n = pt_malloc(sizeof *n + len + 1);
  if (!n) return false;
  atomic_init(&n->refs, 1u);
  n->next = p->notes; /* the new head takes p's reference to the old one */
  n->len = len;
  memcpy(n->text, text, len);
  n->text[len] = 0;
  p->notes = n;
  return true;
}

void pt_partition_free(pt_partition *p) {
  if (!p) return;
  notes_release(p->notes);
  free(p->d);
  free(p->cuts);
  pt_workers_free(p->workers);
  pt_vec_free(&p->conflicts);
  pt_prop_cache_release(p->cache);
  memset(p, 0, sizeof *p);
}

pt_status *pt_partition_copy(const pt_partition *src, pt_partition *dst) {
  *dst = *src;
  size_t n = (size_t)src->n_values * src->mesh.n_axes; /* the module may have grown since */
  dst->d = pt_malloc((n ? n : 1) * sizeof *dst->d);
  dst->cuts = NULL;
  dst->workers = NULL;
  dst->conflicts.data = NULL;
  dst->conflicts.len = dst->conflicts.cap = 0;
  bool ok = dst->d != NULL;
  if (ok && src->n_cuts) {
    dst->cuts = pt_malloc(src->n_cuts * sizeof *dst->cuts);
    ok = dst->cuts != NULL;
  }
  ok = ok && pt_vec_try_append(&dst->conflicts, src->conflicts.data, src->conflicts.len);
  if (!ok) { /* dst holds nothing: pt_partition_free of it is a no-op */
    free(dst->d);
    free(dst->cuts);
    pt_vec_free(&dst->conflicts);
    memset(dst, 0, sizeof *dst);
    return pt_nomem();
  }
  memcpy(dst->d, src->d, n * sizeof *dst->d);
  if (src->n_cuts) memcpy(dst->cuts, src->cuts, src->n_cuts * sizeof *dst->cuts);
  pt_prop_cache_retain(dst->cache);
  if (dst->notes) atomic_fetch_add(&dst->notes->refs, 1u);
  return NULL;
}

/* ---- queries ---------------------------------------------------------------------- */

bool pt_partition_has_value(const pt_partition *p, uint32_t value) {
  return value < p->cache->n_values && p->cache->in_scope[value];
}

int64_t pt_partition_local_dim_except(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t except_axis) {
  const pt_type *t = pt_value_type(p->m, value);
  if (t->kind != PT_TYPE_TENSOR || dim >= t->rank) return 0;
  int64_t n = t->dims[dim];
  for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
    const pt_decision *d = pt_decision_get(p, value, a);
    if (a != except_axis && d->kind == PT_DECISION_TILED && (uint32_t)d->dim == dim) n /= p->mesh.sizes[a];
  }
  return n;
}

int64_t pt_partition_local_dim(const pt_partition *p, uint32_t value, uint32_t dim) {
  return pt_partition_local_dim_except(p, value, dim, PT_NONE);
}

uint32_t pt_partition_dim_axes(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t *axes) {
  uint32_t n = 0;
  for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
    const pt_decision *d = pt_decision_get(p, value, a);
    if (d->kind != PT_DECISION_TILED || (uint32_t)d->dim != dim) continue;
    /* Insertion by seq: at most PT_MESH_MAX_AXES entries. */
    uint32_t i = n++;
    while (i > 0 && pt_decision_get(p, value, axes[i - 1])->seq > d->seq) {
      axes[i] = axes[i - 1];
      i--;
    }
    axes[i] = a;
  }
  return n;
}

/* ---- descriptions ------------------------------------------------------------------ */

static pt_loc value_loc(const pt_partition *p, uint32_t value) {
  const pt_module *m = p->m;
  const pt_value *v = &m->values.data[value];
  if (!v->is_arg) return pt_op_get(m, v->def)->loc;
  const pt_region *r = &m->regions.data[v->def];
  if (r->parent_op != PT_NONE) return pt_op_get(m, r->parent_op)->loc;
  return m->funcs.data[r->func].loc;
}

void pt_partition_describe_value(const pt_partition *p, uint32_t value, bool with_loc, pt_buf *out) {
  const pt_module *m = p->m;
  if (value >= m->values.len) {
    pt_buf_printf(out, "value %u", value);
    return;
  }
  const pt_value *v = &m->values.data[value];
  if (!v->is_arg) {
    const pt_op *op = pt_op_get(m, v->def);
    if (op->n_results == 1) pt_buf_printf(out, "the result of '%s'", pt_op_name((pt_opcode)op->code));
    else pt_buf_printf(out, "result %u of '%s'", v->index, pt_op_name((pt_opcode)op->code));
    if (with_loc && op->loc.line) pt_buf_printf(out, " at %u:%u", op->loc.line, op->loc.col);
    return;
  }
  const pt_region *r = &m->regions.data[v->def];
  if (r->parent_op == PT_NONE) {
    const pt_func *f = &m->funcs.data[r->func];
    pt_buf_printf(out, "%%arg%u", v->index);
    uint32_t len;
    const char *info = pt_arg_info_name(m, f, v->index, &len);
    if (info) pt_buf_printf(out, " (%.*s)", (int)len, info);
    return;
  }
  const pt_op *owner = pt_op_get(m, r->parent_op);
  uint32_t k = 0;
  while (k < owner->n_regions && pt_op_region(m, owner, k) != v->def) k++;
  pt_buf_printf(out, "argument %u of region %u of '%s'", v->index, k, pt_op_name((pt_opcode)owner->code));
  if (with_loc && owner->loc.line) pt_buf_printf(out, " at %u:%u", owner->loc.line, owner->loc.col);
}

void pt_decision_describe(const pt_decision *d, pt_buf *out) {
  switch (d->kind) {
    case PT_DECISION_TILED: pt_buf_printf(out, "tiled<%d>", d->dim); break;
    case PT_DECISION_PARTIAL: pt_buf_printf(out, "partial<%s>", pt_reducer_name((pt_reducer)d->reducer)); break;
    case PT_DECISION_REPLICATED: pt_buf_puts(out, "replicated"); break;
    default: pt_buf_puts(out, "open"); break;
  }
}

/* "VALUE (tiled<0> by tactic 1)" */
static void describe_decided(const pt_partition *p, uint32_t value, uint32_t axis, pt_buf *out) {
  pt_partition_describe_value(p, value, true, out);
  const pt_decision *d = pt_decision_get(p, value, axis);
  pt_buf_puts(out, " (");
  pt_decision_describe(d, out);
  if (d->kind != PT_DECISION_OPEN) pt_buf_printf(out, " by tactic %u", d->tactic);
  pt_buf_putc(out, ')');
}

void pt_conflict_describe(const pt_partition *p, const pt_conflict *c, pt_buf *out) {
  const pt_module *m = p->m;
  const pt_op *op = c->op < m->ops.len ? pt_op_get(m, c->op) : NULL;
  const char *axis = c->axis < p->mesh.n_axes ? p->mesh.names[c->axis] : "?";
  if (op) pt_buf_printf(out, "%s:%u:%u: ", m->filename, op->loc.line, op->loc.col);
  pt_buf_printf(out, "'%s' on axis '%s' (tactic %u): ", op ? pt_op_name((pt_opcode)op->code) : "?", axis, c->tactic);
  switch (c->kind) {
    case PT_CONFLICT_NO_FIT: pt_buf_puts(out, "no TMR entry fits "); break;
    case PT_CONFLICT_AMBIGUOUS: pt_buf_puts(out, "several TMR entries fit "); break;
    case PT_CONFLICT_EDGE: pt_buf_puts(out, "data-flow edge joins "); break;
    default:
      pt_buf_puts(out, "cannot decide ");
      pt_partition_describe_value(p, c->value, true, out);
      pt_buf_puts(out, ", asked for different decisions by ");
      break;
  }
  for (uint32_t i = 0; i < 2; i++) {
    if (c->values[i] == PT_NONE) continue;
    if (i) pt_buf_puts(out, " and ");
    describe_decided(p, c->values[i], c->axis, out);
  }
}

/* ---- actions ------------------------------------------------------------------------ */

/* Checks shared by both actions: a partitioned value, a known axis, a
 * tensor, not yet decided. `verb` is "tile" or "replicate". */
static pt_status *check_action(const pt_partition *p, uint32_t value, uint32_t axis, const char *verb) {
  const pt_module *m = p->m;
  if (value >= m->values.len || !pt_partition_has_value(p, value))
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, (pt_loc){0, 0},
                       "cannot %s value %u: it is not a value of @%s outside reduction bodies", verb, value,
                       pt_str(m, m->funcs.data[p->func].name));
  if (axis >= p->mesh.n_axes)
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, (pt_loc){0, 0},
                       "cannot %s: axis index %u out of range (the mesh has %u axes)", verb, axis, p->mesh.n_axes);
  const pt_decision *d = pt_decision_get(p, value, axis);
  bool token = pt_value_type(m, value)->kind != PT_TYPE_TENSOR;
  if (!token && d->kind == PT_DECISION_OPEN) return NULL; /* nothing to say: no message formatted */
  pt_buf name = {0};
  pt_partition_describe_value(p, value, false, &name);
  if (name.failed) {
    pt_buf_free(&name);
    return pt_nomem();
  }
  pt_status *s = NULL;
  if (token) {
    s = pt_error_at(PT_ERR_INVALID_ARG, m->filename, value_loc(p, value),
                    "cannot %s %s on axis '%s': it is a token, not a tensor", verb, name.data, p->mesh.names[axis]);
  } else if (d->kind != PT_DECISION_OPEN) {
    pt_buf what = {0};
    pt_decision_describe(d, &what);
    pt_buf how = {0};
    if (d->via_op != PT_NONE) {
      const pt_op *via = pt_op_get(m, d->via_op);
      pt_buf_printf(&how, ", propagated through '%s' at %u:%u", pt_op_name((pt_opcode)via->code), via->loc.line,
                    via->loc.col);
    }
    s = what.failed || how.failed
            ? pt_nomem()
            : pt_error_at(PT_ERR_INVALID_ARG, m->filename, value_loc(p, value),
                          "cannot %s %s on axis '%s': it is already %s by tactic %u%s", verb, name.data,
                          p->mesh.names[axis], what.data, d->tactic, how.data ? how.data : "");
    pt_buf_free(&what);
    pt_buf_free(&how);
  }
  pt_buf_free(&name);
  return s;
}

static void set_seed(pt_partition *p, uint32_t value, uint32_t axis, pt_decision d) {
  d.seq = p->next_seq++;
  d.via_op = PT_NONE;
  d.from = PT_NONE;
  p->d[(size_t)axis * p->n_values + value] = d;
}

pt_tile_legality pt_action_tile_check(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t axis) {
  const pt_module *m = p->m;
  if (value >= m->values.len || !pt_partition_has_value(p, value)) return PT_TILE_NOT_A_VALUE;
  if (axis >= p->mesh.n_axes) return PT_TILE_BAD_AXIS;
  const pt_type *t = pt_value_type(m, value);
  if (t->kind != PT_TYPE_TENSOR) return PT_TILE_NOT_A_TENSOR;
  if (pt_decision_get(p, value, axis)->kind != PT_DECISION_OPEN) return PT_TILE_DECIDED;
  if (dim >= t->rank) return PT_TILE_DIM_RANGE;
  if (pt_partition_local_dim(p, value, dim) % p->mesh.sizes[axis] != 0) return PT_TILE_NOT_DIVISIBLE;
  return PT_TILE_OK;
}

/* The message of a refused tile: formatted only here, once a caller is
 * going to show it (pt_action_tile_check decides, with no formatting). */
static pt_status *tile_error(const pt_partition *p, uint32_t value, uint32_t dim, uint32_t axis) {
  PT_TRY(check_action(p, value, axis, "tile"));
  const pt_module *m = p->m;
  const pt_type *t = pt_value_type(m, value);
  pt_status *s = NULL;
  pt_buf name = {0}, ty = {0};
  pt_partition_describe_value(p, value, false, &name);
  pt_type_print(&ty, t);
  if (name.failed || ty.failed) {
    pt_buf_free(&name);
    pt_buf_free(&ty);
    return pt_nomem();
  }
  const char *an = p->mesh.names[axis];
  int64_t k = p->mesh.sizes[axis];
  if (dim >= t->rank) {
    s = pt_error_at(PT_ERR_INVALID_ARG, m->filename, value_loc(p, value),
                    "cannot tile %s on axis '%s': dim %u out of range for %s", name.data, an, dim, ty.data);
  } else {
    int64_t local = pt_partition_local_dim(p, value, dim);
    if (local % k != 0) {
      uint32_t axes[PT_MESH_MAX_AXES];
      uint32_t n = pt_partition_dim_axes(p, value, dim, axes);
      pt_buf by = {0};
      for (uint32_t i = 0; i < n; i++)
        pt_buf_printf(&by, "%s'%s'=%lld", i ? ", " : "", p->mesh.names[axes[i]], (long long)p->mesh.sizes[axes[i]]);
      if (by.failed)
        s = pt_nomem();
      else if (n)
        s = pt_error_at(PT_ERR_INVALID_ARG, m->filename, value_loc(p, value),
                        "cannot tile %s on axis '%s' (size %lld): dim %u of %s has local size %lld after tiling by "
                        "%s, which %lld does not divide",
                        name.data, an, (long long)k, dim, ty.data, (long long)local, by.data, (long long)k);
      else
        s = pt_error_at(PT_ERR_INVALID_ARG, m->filename, value_loc(p, value),
                        "cannot tile %s on axis '%s' (size %lld): dim %u of %s has size %lld, which %lld does not "
                        "divide",
                        name.data, an, (long long)k, dim, ty.data, (long long)local, (long long)k);
      pt_buf_free(&by);
    }
  }
  pt_buf_free(&name);
  pt_buf_free(&ty);
  /* Only reached when the check refused: a message is always made. */
  return s ? s : pt_status_make(PT_ERR_INTERNAL, "error: tile refused without a reason");
}

pt_status *pt_action_tile(pt_partition *p, uint32_t value, uint32_t dim, uint32_t axis, uint32_t tactic) {
  /* Search probes mostly illegal actions: decide first, format only a refusal. */
  if (pt_action_tile_check(p, value, dim, axis) != PT_TILE_OK) return tile_error(p, value, dim, axis);
  set_seed(p, value, axis, (pt_decision){.kind = PT_DECISION_TILED, .dim = (int8_t)dim, .tactic = tactic});
  return NULL;
}

pt_status *pt_action_replicate(pt_partition *p, uint32_t value, uint32_t axis, uint32_t tactic) {
  PT_TRY(check_action(p, value, axis, "replicate"));
  set_seed(p, value, axis, (pt_decision){.kind = PT_DECISION_REPLICATED, .tactic = tactic});
  return NULL;
}

/* ---- cut def-use edges --------------------------------------------------------------- */

static int cmp_use_cut(const pt_use_cut *x, uint32_t axis, uint32_t op, uint32_t operand) {
  if (x->axis != axis) return x->axis < axis ? -1 : 1;
  if (x->op != op) return x->op < op ? -1 : 1;
  return x->operand < operand ? -1 : x->operand > operand;
}

/* The index of the first cut not below (axis, op, operand). */
static uint32_t cut_lower_bound(const pt_partition *p, uint32_t op, uint32_t operand, uint32_t axis) {
  uint32_t lo = 0, hi = p->n_cuts;
  while (lo < hi) {
    uint32_t mid = lo + (hi - lo) / 2;
    if (cmp_use_cut(&p->cuts[mid], axis, op, operand) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

bool pt_partition_use_is_cut_slow(const pt_partition *p, uint32_t op, uint32_t operand, uint32_t axis) {
  uint32_t i = cut_lower_bound(p, op, operand, axis);
  return i < p->n_cuts && cmp_use_cut(&p->cuts[i], axis, op, operand) == 0;
}

pt_status *pt_action_cut_use(pt_partition *p, uint32_t op, uint32_t operand, uint32_t axis) {
  const pt_prop_cache *c = p->cache;
  if (axis >= p->mesh.n_axes)
    return pt_status_make(PT_ERR_INVALID_ARG, "error: cut: axis %u out of range (the mesh has %u)", axis,
                          p->mesh.n_axes);
  if (op >= c->n_op_ids || c->op_index[op] == PT_NONE || c->ops.data[c->op_index[op]].kind != PT_PK_TMR)
    return pt_status_make(PT_ERR_INVALID_ARG, "error: cut: op %u is not an op propagation fits through its entries",
                          op);
  const pt_op *o = pt_op_get(p->m, op);
  if (operand >= o->n_operands)
    return pt_error_at(PT_ERR_INVALID_ARG, p->m->filename, o->loc, "cut: '%s' has %u operands, not %u",
                       pt_op_name((pt_opcode)o->code), o->n_operands, operand + 1);
  uint32_t i = cut_lower_bound(p, op, operand, axis);
  if (i < p->n_cuts && cmp_use_cut(&p->cuts[i], axis, op, operand) == 0) return NULL;
  pt_use_cut *cuts = pt_realloc(p->cuts, ((size_t)p->n_cuts + 1) * sizeof *p->cuts);
  PT_TRY_ALLOC(cuts);
  p->cuts = cuts;
  memmove(p->cuts + i + 1, p->cuts + i, (size_t)(p->n_cuts - i) * sizeof *p->cuts);
  p->cuts[i] = (pt_use_cut){axis, op, operand};
  p->n_cuts++;
  return NULL;
}
