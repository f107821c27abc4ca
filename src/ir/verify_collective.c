/* verify_collective.c - checkers for the collectives of device-local SPMD
 * programs: all_gather, all_reduce, reduce_scatter, all_to_all,
 * collective_permute, collective_broadcast. Constraint numbers are those
 * of the StableHLO spec.
 *
 * The process-group size is the second dimension of replica_groups. When
 * the groups are empty (meaning "all processes") or given over mesh axes,
 * the size is unknown here and the declared result type supplies it, after
 * a divisibility check. Reading the groups allocates (one array of ids);
 * collectives are rare, so this stays off the common path. */
#include <stdlib.h>
#include <string.h>

#include "verify_internal.h"

typedef struct {
  bool known;         /* a dense tensor of ids was given */
  int64_t group_size; /* its second dimension; 0 when empty */
} groups;

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

/* Reads an integer tensor attribute of rank 2 into a malloc'ed array. */
static pt_status *read_matrix(const pt_vctx *c, const pt_attr *a, const char *name, const char *shape_c, int64_t *rows,
                              int64_t *cols, int64_t **vals) {
  const pt_module *m = c->m;
  *vals = NULL;
  const pt_type *t =
      a->kind == PT_ATTR_DENSE && a->u.dense.type < m->types.len ? pt_type_get(m, a->u.dense.type) : NULL;
  if (!t || t->kind != PT_TYPE_TENSOR || t->rank != 2 || pt_dtype_is_float((pt_dtype)t->dtype))
    return pt_v_err(c, "(%s) %s must be a 2-dimensional integer tensor", shape_c, name);
  int64_t total;
  if (!pt_mul_i64(t->dims[0], t->dims[1], &total)) return pt_v_err(c, "attribute '%s' is too large", name);
  *rows = t->dims[0];
  *cols = t->dims[1];
  /* A splat materializes; no real grouping has a million ids. */
  if (total > (1 << 20)) return pt_v_err(c, "attribute '%s' is too large", name);
  if (!a->u.dense.splat && (uint64_t)total * pt_dtype_size((pt_dtype)t->dtype) != a->u.dense.nbytes)
    return pt_v_err(c, "attribute '%s' is malformed", name);
  int64_t *v = pt_malloc((size_t)total * sizeof *v);
  PT_TRY_ALLOC(v);
  for (int64_t i = 0; i < total; i++)
    if (!pt_attr_dense_int(m, a, (uint64_t)i, &v[i])) {
      free(v);
      return pt_v_err(c, "attribute '%s' is malformed", name);
    }
  *vals = v;
  return NULL;
}

/* Ids unique (c_unique); with dense_ids they are exactly 0..N-1 (c_range),
 * -1 marking padding of uneven groups when allow_pad; else only >= 0. */
/* Whether the ids are distinct and each below `bound` (-1 skipped when
 * allow_pad), by marks rather than sorting: the common case of a
 * partitioned program, which has a collective every few ops. */
static bool ids_distinct_below(const int64_t *v, int64_t n, bool allow_pad, int64_t bound) {
  enum { SMALL = 1024 };
  if (bound > SMALL) return false;
  uint8_t seen[SMALL] = {0};
  for (int64_t i = 0; i < n; i++) {
    if (v[i] == -1 && allow_pad) continue;
    if (v[i] < 0 || v[i] >= bound || seen[v[i]]) return false;
    seen[v[i]] = 1;
  }
  return true;
}

static pt_status *check_ids(const pt_vctx *c, int64_t *v, int64_t n, bool dense_ids, bool allow_pad, const char *name,
                            const char *c_unique, const char *c_range) {
  /* Fast path for valid ids; anything else takes the sort below, which
   * names the offending id. With dense_ids the ids must be 0..N-1 for N
   * valid ids, i.e. distinct and below N. */
  int64_t n_valid = 0;
  for (int64_t i = 0; i < n; i++) n_valid += !(v[i] == -1 && allow_pad);
  if (dense_ids ? ids_distinct_below(v, n, allow_pad, n_valid) : ids_distinct_below(v, n, allow_pad, 1024))
    return NULL;
  int64_t valid = 0;
  for (int64_t i = 0; i < n; i++) {
    if (v[i] == -1 && allow_pad) continue;
    if (v[i] < 0) return pt_v_err(c, "(%s) %s contains the negative id %lld", c_range, name, (long long)v[i]);
    v[valid++] = v[i];
  }
  qsort(v, (size_t)valid, sizeof *v, cmp_i64);
  for (int64_t i = 1; i < valid; i++)
    if (v[i] == v[i - 1])
      return pt_v_err(c, "(%s) %s contains id %lld more than once", c_unique, name, (long long)v[i]);
  if (dense_ids && valid && v[valid - 1] >= valid)
    return pt_v_err(c, "(%s) %s id %lld is out of range [0, %lld), the number of ids", c_range, name,
                    (long long)v[valid - 1], (long long)valid);
  return NULL;
}

static pt_status *read_groups(const pt_vctx *c, bool required, bool allow_pad, bool dense_ids, const char *c_unique,
                              const char *c_range, groups *g) {
  const pt_attr *a = pt_op_attr(c->m, c->op, "replica_groups");
  g->known = false;
  g->group_size = 0;
  if (!a) return required ? pt_v_err(c, "requires attribute 'replica_groups'") : NULL;
  /* #stablehlo.replica_group_mesh_axes<...>: groups come from a mesh. */
  if (a->kind == PT_ATTR_DIALECT || a->kind == PT_ATTR_OPAQUE) return NULL;
  uint8_t rules = (uint8_t)(allow_pad | dense_ids << 1);
  pt_vgroups_memo *memo = c->groups_memo;
  for (uint32_t i = 0; memo && i < memo->n; i++)
    if (memo->attr[i] == a && memo->rules[i] == rules) {
      g->known = true;
      g->group_size = pt_type_get(c->m, a->u.dense.type)->dims[1]; /* read_matrix's cols */
      return NULL;
    }
  int64_t rows, cols, *v;
  PT_TRY(read_matrix(c, a, "replica_groups", "I3", &rows, &cols, &v));
  pt_status *s = check_ids(c, v, rows * cols, dense_ids, allow_pad, "replica_groups", c_unique, c_range);
  free(v);
  g->known = true;
  g->group_size = cols;
  if (!s && memo && memo->n < PT_VGROUPS_MEMO) {
    memo->attr[memo->n] = a;
    memo->rules[memo->n++] = rules;
  }
  return s;
}

/* channel_id from channel_handle (0 when absent) and use_global_device_ids. */
static pt_status *read_channel(const pt_vctx *c, const char *cn, bool positive, int64_t *channel, bool *global) {
  *channel = 0;
  const pt_attr *h = pt_op_attr(c->m, c->op, "channel_handle");
  if (h) {
    const pt_attr *id = pt_attr_param(c->m, h, "handle");
    if (h->kind != PT_ATTR_DIALECT || !id || id->kind != PT_ATTR_INT)
      return pt_v_err(c, "attribute 'channel_handle' must be #stablehlo.channel_handle<handle = N, type = T>");
    *channel = id->u.i;
  }
  PT_TRY(pt_v_attr_bool(c, "use_global_device_ids", false, global));
  if (*global && (positive ? *channel <= 0 : *channel < 0))
    return pt_v_err(c, "(%s) use_global_device_ids requires a positive channel_id, but it is %lld", cn,
                    (long long)*channel);
  return NULL;
}

static pt_status *same_count(const pt_vctx *c, const char *cn) {
  if (c->op->n_operands == 0) return pt_v_err(c, "expects at least one operand");
  if (c->op->n_results != c->op->n_operands)
    return pt_v_err(c, "(%s) expects %u results, but got %u", cn, c->op->n_operands, c->op->n_results);
  return NULL;
}

pt_status *pt_vchk_all_gather(pt_vctx *c) {
  PT_TRY(same_count(c, "C6"));
  int64_t dim, channel;
  bool global;
  groups g;
  PT_TRY(pt_v_attr_int(c, "all_gather_dim", true, 0, &dim));
  PT_TRY(read_groups(c, true, false, true, "C2", "C4", &g));
  PT_TRY(read_channel(c, "C5", true, &channel, &global));
  pt_v_rules(c, "C6", "C6");
  for (uint32_t i = 0; i < c->op->n_operands; i++) {
    const pt_type *x = pt_v_operand(c, i);
    if (dim < 0 || dim >= x->rank)
      return pt_v_err(c, "(C1) all_gather_dim %lld is out of range [0, %u) of operand #%u's rank", (long long)dim,
                      x->rank, i);
    pt_type r = *x;
    if (g.known && g.group_size > 0) {
      if (!pt_mul_i64(x->dims[dim], g.group_size, &r.dims[dim]))
        return pt_v_err(c, "(C6) the gathered dimension overflows int64");
    } else if (c->op->n_results > i) {
      const pt_type *d = pt_v_result(c, i);
      if (d->rank == x->rank) {
        if (x->dims[dim] ? d->dims[dim] % x->dims[dim] != 0 : d->dims[dim] != 0)
          return pt_v_err(c, "(C6) result dimension %lld has size %lld, not a multiple of the operand's %lld",
                          (long long)dim, (long long)d->dims[dim], (long long)x->dims[dim]);
        r.dims[dim] = d->dims[dim];
      }
    }
    PT_TRY(pt_v_emit(c, &r));
  }
  return NULL;
}

pt_status *pt_vchk_all_reduce(pt_vctx *c) {
  PT_TRY(same_count(c, "C6"));
  int64_t channel;
  bool global;
  groups g;
  PT_TRY(read_groups(c, false, true, true, "C1", "C3", &g));
  PT_TRY(read_channel(c, "C4", true, &channel, &global));
  for (uint32_t i = 0; i < c->op->n_operands; i++) PT_TRY(pt_v_reducer(c, 0, "C5", 1, i));
  pt_v_rules(c, "C6", "C7");
  for (uint32_t i = 0; i < c->op->n_operands; i++) {
    pt_type r = pt_v_with_dtype(pt_v_operand(c, i), pt_v_body_dtype(c, 0, 0));
    PT_TRY(pt_v_emit(c, &r));
  }
  return NULL;
}

pt_status *pt_vchk_reduce_scatter(pt_vctx *c) {
  int64_t dim, channel;
  bool global;
  groups g;
  PT_TRY(pt_v_attr_int(c, "scatter_dimension", true, 0, &dim));
  PT_TRY(read_groups(c, true, false, true, "C3", "C5", &g));
  PT_TRY(read_channel(c, "C6", true, &channel, &global));
  const pt_type *x = pt_v_operand(c, 0), *d = pt_v_result(c, 0);
  if (dim < 0 || dim >= x->rank)
    return pt_v_err(c, "(C2) scatter_dimension %lld is out of range [0, %u) of the operand's rank", (long long)dim,
                    x->rank);
  PT_TRY(pt_v_reducer(c, 0, "C7", 1, 0));
  pt_type r = pt_v_with_dtype(x, pt_v_body_dtype(c, 0, 0));
  if (g.known && g.group_size > 0) {
    if (x->dims[dim] % g.group_size != 0)
      return pt_v_err(c, "(C1) scatter dimension %lld has size %lld, not divisible by the group size %lld",
                      (long long)dim, (long long)x->dims[dim], (long long)g.group_size);
    r.dims[dim] = x->dims[dim] / g.group_size;
  } else if (d->rank == x->rank) {
    if (d->dims[dim] ? x->dims[dim] % d->dims[dim] != 0 : x->dims[dim] != 0)
      return pt_v_err(c, "(C1) scatter dimension %lld has size %lld, not a multiple of the result's %lld",
                      (long long)dim, (long long)x->dims[dim], (long long)d->dims[dim]);
    r.dims[dim] = d->dims[dim];
  }
  pt_v_rules(c, "C8", "C9");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_all_to_all(pt_vctx *c) {
  PT_TRY(same_count(c, "C9"));
  int64_t split, concat, count, channel;
  bool global;
  groups g;
  PT_TRY(pt_v_attr_int(c, "split_dimension", true, 0, &split));
  PT_TRY(pt_v_attr_int(c, "concat_dimension", true, 0, &concat));
  PT_TRY(pt_v_attr_int(c, "split_count", true, 0, &count));
  if (count <= 0) return pt_v_err(c, "(C4) split_count = %lld must be positive", (long long)count);
  PT_TRY(read_groups(c, true, false, true, "C5", "C7", &g));
  PT_TRY(read_channel(c, "C6", false, &channel, &global));
  if (g.known && g.group_size != count)
    return pt_v_err(c, "(C8) replica_groups have groups of %lld, but split_count is %lld", (long long)g.group_size,
                    (long long)count);
  pt_v_rules(c, "C9", "C9");
  for (uint32_t i = 0; i < c->op->n_operands; i++) {
    const pt_type *x = pt_v_operand(c, i);
    if (split < 0 || split >= x->rank)
      return pt_v_err(c, "(C1) split_dimension %lld is out of range [0, %u) of operand #%u's rank", (long long)split,
                      x->rank, i);
    if (concat < 0 || concat >= x->rank)
      return pt_v_err(c, "(C3) concat_dimension %lld is out of range [0, %u) of operand #%u's rank", (long long)concat,
                      x->rank, i);
    if (x->dims[split] % count != 0)
      return pt_v_err(c, "(C2) split dimension %lld has size %lld, not divisible by split_count %lld", (long long)split,
                      (long long)x->dims[split], (long long)count);
    pt_type r = *x;
    r.dims[split] /= count;
    if (!pt_mul_i64(r.dims[concat], count, &r.dims[concat]))
      return pt_v_err(c, "(C9) the concatenated dimension overflows int64");
    PT_TRY(pt_v_emit(c, &r));
  }
  return NULL;
}

pt_status *pt_vchk_collective_permute(pt_vctx *c) {
  const pt_attr *a = pt_op_attr(c->m, c->op, "source_target_pairs");
  if (!a) return pt_v_err(c, "requires attribute 'source_target_pairs'");
  int64_t channel;
  bool global;
  PT_TRY(read_channel(c, "C5", false, &channel, &global));
  int64_t rows, cols, *v;
  PT_TRY(read_matrix(c, a, "source_target_pairs", "I2", &rows, &cols, &v));
  if (cols != 2) {
    free(v);
    return pt_v_err(c, "(C1) source_target_pairs must have 2 columns, but has %lld", (long long)cols);
  }
  /* Split into sources and targets, then check each for repeats. */
  int64_t *tgt = pt_malloc((size_t)rows * sizeof *tgt);
  if (!tgt) {
    free(v);
    return pt_nomem();
  }
  for (int64_t i = 0; i < rows; i++) {
    tgt[i] = v[2 * i + 1];
    v[i] = v[2 * i];
  }
  pt_status *s = check_ids(c, v, rows, false, false, "the sources of source_target_pairs", "C2", "C4");
  if (!s) s = check_ids(c, tgt, rows, false, false, "the targets of source_target_pairs", "C3", "C4");
  /* (C4) With a channel the pairs name partitions, so they are below the
   * number of partitions when the module declares it. */
  const pt_attr *np = channel > 0 ? pt_attr_dict_get(c->m, c->m->attrs, "mhlo.num_partitions") : NULL;
  for (int64_t i = 0; !s && np && np->kind == PT_ATTR_INT && np->u.i > 0 && i < 2 * rows; i++) {
    int64_t id = i < rows ? v[i] : tgt[i - rows];
    if (id >= np->u.i)
      s = pt_v_err(c, "(C4) source_target_pairs names partition %lld, out of range [0, %lld) (the module's mhlo.num_partitions)",
                   (long long)id, (long long)np->u.i);
  }
  free(v);
  free(tgt);
  PT_TRY(s);
  pt_v_rules(c, "C5", "C5");
  return pt_v_emit(c, pt_v_operand(c, 0));
}

pt_status *pt_vchk_collective_broadcast(pt_vctx *c) {
  groups g;
  PT_TRY(read_groups(c, true, false, false, "C1", "C2", &g));
  pt_v_rules(c, "C3", "C3");
  return pt_v_emit(c, pt_v_operand(c, 0));
}
