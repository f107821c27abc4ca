/* propagate_cache.c - the facts about one function that never change while
 * it is partitioned: which values and ops take part, the uses of every
 * value, the TMR entries of every op (computed once, not per round or per
 * tactic), and the data-flow groups of while/if/case and identity ops.
 *
 * Partitioned values are those of the function body and of the regions of
 * its while/if/case ops, recursively. The bodies of reduce, sort, scatter,
 * reduce_window, select_and_scatter, all_reduce, ... compute on scalars on
 * behalf of their op; the TMR already accounts for them, so they are left
 * out. Copies of a pt_partition share the cache (reference counted). */
#include <stdlib.h>
#include <string.h>

#include "propagate_internal.h"

typedef struct {
  const pt_module *m;
  pt_prop_cache *c;
  uint32_t *def_index;    /* per value id: vinfo's def */
  uint32_t *use_start;    /* per value id + 1: vinfo's use_start */
  uint32_t *vgroup_start; /* per value id + 1: vinfo's vgroup_start */
  PT_VEC(uint32_t) reds_start;
  pt_tmr tmr;
  PT_VEC(uint32_t) owners;  /* group owner op ids */
  PT_VEC(uint32_t) starts;  /* group start offsets into members */
  PT_VEC(uint32_t) members;
  /* Sticky: something could not be allocated; the build then stops at
   * its next check and frees what it made. */
  bool oom;
} builder;

static void group_begin(builder *b, uint32_t owner) {
  if (!pt_vec_try_push(&b->owners, owner) || !pt_vec_try_push(&b->starts, b->members.len)) b->oom = true;
}

static void group_add(builder *b, uint32_t value) {
  if (value < b->c->n_values && b->c->in_scope[value] && !pt_vec_try_push(&b->members, value)) b->oom = true;
}

/* The operands of region r's terminator if it is a stablehlo.return with n
 * operands, else NULL. */
static const pt_op *region_return(const pt_module *m, uint32_t r, uint32_t n) {
  const pt_region *reg = &m->regions.data[r];
  if (reg->n_ops == 0) return NULL;
  const pt_op *ret = pt_op_get(m, pt_region_op(m, reg, reg->n_ops - 1));
  return ret->code == PT_OP_RETURN && ret->n_operands == n ? ret : NULL;
}

static void groups_of_while(builder *b, uint32_t op_id, const pt_op *op) {
  const pt_module *m = b->m;
  uint32_t n = op->n_operands;
  if (op->n_regions != 2 || op->n_results != n) return;
  uint32_t cond = pt_op_region(m, op, 0), body = pt_op_region(m, op, 1);
  const pt_region *rc = &m->regions.data[cond], *rb = &m->regions.data[body];
  const pt_op *ret = region_return(m, body, n);
  if (rc->n_args != n || rb->n_args != n || !ret) return;
  for (uint32_t i = 0; i < n; i++) {
    group_begin(b, op_id);
    group_add(b, pt_op_operand(m, op, i));
    group_add(b, rc->args + i);
    group_add(b, rb->args + i);
    group_add(b, pt_op_operand(m, ret, i));
    group_add(b, pt_op_result(op, i));
  }
}

static void groups_of_branches(builder *b, uint32_t op_id, const pt_op *op) {
  const pt_module *m = b->m;
  uint32_t n = op->n_results;
  for (uint32_t r = 0; r < op->n_regions; r++)
    if (!region_return(m, pt_op_region(m, op, r), n)) return;
  for (uint32_t i = 0; i < n; i++) {
    group_begin(b, op_id);
    group_add(b, pt_op_result(op, i));
    for (uint32_t r = 0; r < op->n_regions; r++)
      group_add(b, pt_op_operand(m, region_return(m, pt_op_region(m, op, r), n), i));
  }
}

static void groups_of_identity(builder *b, uint32_t op_id, const pt_op *op) {
  if (op->n_operands != op->n_results) return;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    group_begin(b, op_id);
    group_add(b, pt_op_operand(b->m, op, i));
    group_add(b, pt_op_result(op, i));
  }
}

static void add_op(builder *b, uint32_t op_id) {
  const pt_module *m = b->m;
  pt_prop_cache *c = b->c;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results, stride = no + nr;
  /* The op's piece of the dims pool: its value ids, then its entries'
   * dims, then a copy of their reducers (see pt_prop_op). */
  pt_prop_op po = {.op = op_id,
                   .kind = PT_PK_TMR,
                   .dims = c->dims.len + stride,
                   .n_operands = no,
                   .n_results = nr,
                   .is_reshape = op->code == PT_OP_RESHAPE && no == 1 && nr == 1};
  pt_opcode code = (pt_opcode)op->code;
  uint32_t reds_start = c->reds.len;
  if (b->oom || !pt_vec_try_reserve(&c->dims, stride)) {
    b->oom = true;
    return;
  }
  uint32_t *vals = (uint32_t *)(void *)(c->dims.data + c->dims.len);
  for (uint32_t i = 0; i < no; i++) vals[i] = pt_op_operand(m, op, i);
  for (uint32_t j = 0; j < nr; j++) vals[no + j] = pt_op_result(op, j);
  c->dims.len += stride;
  if (code == PT_OP_SDY_PROPAGATION_BARRIER) {
    const pt_attr *d = pt_op_attr(m, op, "allowed_direction");
    const char *dir = d && d->kind == PT_ATTR_ENUM ? d->u.enm.value : "BOTH";
    po.blocked = (uint8_t)((strcmp(dir, "BOTH") && strcmp(dir, "FORWARD") ? PT_PROP_BLOCK_FORWARD : 0) |
                           (strcmp(dir, "BOTH") && strcmp(dir, "BACKWARD") ? PT_PROP_BLOCK_BACKWARD : 0));
  }
  if (code < PT_OP_COUNT && pt_op_has_flag(code, PT_OPF_CONTROL_FLOW)) po.kind = PT_PK_CONTROL;
  else if (code < PT_OP_COUNT && pt_op_has_flag(code, PT_OPF_TERMINATOR)) po.kind = PT_PK_OTHER;
  /* A shard_map body is not re-partitioned: its operands and results keep
   * what tactics (from_annotations: its in/out shardings) decide, and the
   * lowering converts between those and the body's layouts. Propagation
   * neither crosses it nor reports it as a conflict. */
  else if (code == PT_OP_SDY_MANUAL_COMPUTATION) po.kind = PT_PK_OTHER;
  else if (code == PT_OP_OPTIMIZATION_BARRIER || code == PT_OP_SDY_SHARDING_CONSTRAINT) po.kind = PT_PK_EDGE;
  if (po.kind == PT_PK_TMR) {
    if (!pt_tmr_for_op(m, op, &b->tmr)) {
      b->oom = true;
      return;
    }
    /* The TMR gives entries to exactly the custom calls that are identity
     * annotations (@Sharding & co); like optimization_barrier they are
     * better seen as pairwise edges than as one joint entry. */
    if (code == PT_OP_CUSTOM_CALL && b->tmr.n_entries > 0 && no == nr) {
      po.kind = PT_PK_EDGE;
    } else {
      uint32_t n = po.n_entries = b->tmr.n_entries;
      /* Entries are a handful of small arrays: plain loops, one reserve
       * (one more than needed, so that the arrays exist even for an op
       * without results: no arithmetic on a null pointer below). */
      if (!pt_vec_try_reserve(&c->dims, n * (stride + nr) + 1) || !pt_vec_try_reserve(&c->reds, n * nr + 1)) {
        b->oom = true;
        return;
      }
      int32_t *d = c->dims.data + c->dims.len;
      uint8_t *r = c->reds.data + c->reds.len;
      for (uint32_t e = 0; e < n; e++) {
        const pt_tmr_entry *en = &b->tmr.entries[e];
        for (uint32_t i = 0; i < no; i++) *d++ = en->operand_dim[i];
        for (uint32_t j = 0; j < nr; j++) *d++ = en->result_dim[j];
        for (uint32_t j = 0; j < nr; j++) *r++ = en->reducer[j];
      }
      for (uint32_t e = 0; e < n; e++)
        for (uint32_t j = 0; j < nr; j++) *d++ = b->tmr.entries[e].reducer[j];
      c->dims.len += n * (stride + nr);
      c->reds.len += n * nr;
    }
  }
  if (!pt_vec_try_reserve(&c->ops, 1) || !pt_vec_try_push(&b->reds_start, reds_start)) {
    b->oom = true;
    return;
  }
  c->op_index[op_id] = c->ops.len;
  c->ops.data[c->ops.len++] = po;
  bool maybe_zero = code == PT_OP_CONSTANT || code == PT_OP_BROADCAST_IN_DIM;
  for (uint32_t j = 0; j < op->n_results; j++) {
    uint32_t v = pt_op_result(op, j);
    c->in_scope[v] = 1;
    b->def_index[v] = c->ops.len - 1;
    c->zero_splat[v] = maybe_zero && pt_prop_is_zero_splat(m, v) ? PT_PROP_ZERO_YES : PT_PROP_ZERO_NO;
  }
}

/* A splat zero (a constant, or a broadcast of one): the sum of zeros, so
 * it can stand for partial terms without a decision (the scatter-add an
 * embedding gradient starts from). */
bool pt_prop_is_zero_splat(const pt_module *m, uint32_t v) {
  for (int hops = 0; hops < 4; hops++) {
    const pt_value *val = &m->values.data[v];
    if (val->is_arg) return false;
    const pt_op *op = pt_op_get(m, val->def);
    if (op->code == PT_OP_BROADCAST_IN_DIM && op->n_operands == 1) {
      v = pt_op_operand(m, op, 0);
      continue;
    }
    if (op->code != PT_OP_CONSTANT) return false;
    const pt_attr *a = pt_op_attr(m, op, "value");
    if (!a || a->kind != PT_ATTR_DENSE) return false;
    for (uint64_t b = 0; b < a->u.dense.nbytes; b++)
      if (((const uint8_t *)a->u.dense.bytes)[b]) return false;
    return true;
  }
  return false;
}

/* Marks the values and ops of region r and of the regions of its
 * while/if/case ops, in program order. Nesting depth is bounded by
 * PT_MAX_NESTING. */
static void walk_region(builder *b, uint32_t r) {
  const pt_module *m = b->m;
  const pt_region *reg = &m->regions.data[r];
  for (uint32_t i = 0; i < reg->n_args; i++) {
    b->c->in_scope[reg->args + i] = 1;
    b->c->zero_splat[reg->args + i] = PT_PROP_ZERO_NO;
  }
  for (uint32_t i = 0; i < reg->n_ops && !b->oom; i++) {
    uint32_t op_id = pt_region_op(m, reg, i);
    add_op(b, op_id);
    const pt_op *op = pt_op_get(m, op_id);
    if (op->code < PT_OP_COUNT && pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW))
      for (uint32_t k = 0; k < op->n_regions; k++) walk_region(b, pt_op_region(m, op, k));
  }
}

static bool build_uses(builder *b) {
  pt_prop_cache *c = b->c;
  uint32_t nv = c->n_values;
  b->use_start = pt_calloc((size_t)nv + 1, sizeof *b->use_start);
  if (!b->use_start) return false;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    for (uint32_t i = 0; i < po->n_operands; i++) {
      uint32_t v = pt_prop_vals(c, po)[i];
      if (v < nv && c->in_scope[v]) b->use_start[v + 1]++;
    }
  }
  for (uint32_t v = 0; v < nv; v++) b->use_start[v + 1] += b->use_start[v];
  c->uses = pt_malloc(((size_t)b->use_start[nv] + 1) * sizeof *c->uses);
  uint32_t *fill = c->uses ? pt_malloc(((size_t)nv + 1) * sizeof *fill) : NULL;
  if (!fill) return false;
  memcpy(fill, b->use_start, (size_t)nv * sizeof *fill);
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    for (uint32_t i = 0; i < po->n_operands; i++) {
      uint32_t v = pt_prop_vals(c, po)[i];
      if (v < nv && c->in_scope[v]) c->uses[fill[v]++] = (pt_prop_use){k, i};
    }
  }
  free(fill);
  return true;
}

/* Value -> groups, without listing a group twice for one value. */
static bool build_value_groups(builder *b) {
  pt_prop_cache *c = b->c;
  uint32_t nv = c->n_values;
  b->vgroup_start = pt_calloc((size_t)nv + 1, sizeof *b->vgroup_start);
  uint32_t *last = b->vgroup_start ? pt_malloc(((size_t)nv + 1) * sizeof *last) : NULL;
  if (!last) return false;
  for (uint32_t v = 0; v < nv; v++) last[v] = PT_NONE;
  for (uint32_t g = 0; g < c->n_groups; g++)
    for (uint32_t i = c->group_start[g]; i < c->group_start[g + 1]; i++) {
      uint32_t v = c->group_members[i];
      if (last[v] != g) b->vgroup_start[v + 1]++;
      last[v] = g;
    }
  for (uint32_t v = 0; v < nv; v++) b->vgroup_start[v + 1] += b->vgroup_start[v];
  c->vgroups = pt_malloc(((size_t)b->vgroup_start[nv] + 1) * sizeof *c->vgroups);
  uint32_t *fill = c->vgroups ? pt_malloc(((size_t)nv + 1) * sizeof *fill) : NULL;
  if (!fill) {
    free(last);
    return false;
  }
  memcpy(fill, b->vgroup_start, (size_t)nv * sizeof *fill);
  for (uint32_t v = 0; v < nv; v++) last[v] = PT_NONE;
  for (uint32_t g = 0; g < c->n_groups; g++)
    for (uint32_t i = c->group_start[g]; i < c->group_start[g + 1]; i++) {
      uint32_t v = c->group_members[i];
      if (last[v] != g) c->vgroups[fill[v]++] = g;
      last[v] = g;
    }
  free(fill);
  free(last);
  return true;
}

pt_prop_cache *pt_prop_cache_build(const pt_module *m, uint32_t func) {
  pt_prop_cache *c = pt_calloc(1, sizeof *c);
  if (!c) return NULL;
  atomic_init(&c->refs, 1u);
  c->func = func;
  c->n_values = m->values.len;
  c->n_op_ids = m->ops.len;
  builder b = {.m = m, .c = c};
  pt_tmr_init(&b.tmr);
  c->in_scope = pt_calloc((size_t)c->n_values + 1, 1);
  c->op_index = pt_malloc(((size_t)c->n_op_ids + 1) * sizeof *c->op_index);
  b.def_index = pt_malloc(((size_t)c->n_values + 1) * sizeof *b.def_index);
  c->zero_splat = pt_calloc((size_t)c->n_values + 1, 1);
  /* Room for the whole module up front: growing these pools by doubling
   * would copy them several times on large programs. */
  b.oom = !c->in_scope || !c->op_index || !b.def_index || !c->zero_splat || !pt_vec_try_reserve(&c->ops, m->ops.len) ||
          !pt_vec_try_reserve(&b.reds_start, m->ops.len) ||
          !pt_vec_try_reserve(&c->dims, 2 * (m->operand_pool.len + m->values.len));
  if (!b.oom) {
    for (uint32_t i = 0; i < c->n_op_ids; i++) c->op_index[i] = PT_NONE;
    for (uint32_t v = 0; v <= c->n_values; v++) b.def_index[v] = PT_NONE;
    walk_region(&b, m->funcs.data[func].body);
  }
  pt_tmr_free(&b.tmr);
  if (!b.oom && !build_uses(&b)) b.oom = true;
  /* Groups after the walk: members must already be marked in scope. */
  for (uint32_t k = 0; k < c->ops.len && !b.oom; k++) {
    uint32_t op_id = c->ops.data[k].op;
    const pt_op *op = pt_op_get(m, op_id);
    if (op->code == PT_OP_WHILE) groups_of_while(&b, op_id, op);
    else if (op->code == PT_OP_IF || op->code == PT_OP_CASE) groups_of_branches(&b, op_id, op);
    else if (c->ops.data[k].kind == PT_PK_EDGE) groups_of_identity(&b, op_id, op);
  }
  /* The cache takes the builder's arrays, so that releasing it frees
   * them whether or not the build got to the end. */
  c->n_groups = b.owners.len;
  if (!b.oom && !pt_vec_try_push(&b.starts, b.members.len)) b.oom = true;
  c->group_owner = b.owners.data ? b.owners.data : pt_malloc(sizeof(uint32_t));
  c->group_start = b.starts.data;
  c->group_members = b.members.data ? b.members.data : pt_malloc(sizeof(uint32_t));
  c->reds_start = b.reds_start.data ? b.reds_start.data : pt_malloc(sizeof(uint32_t));
  if (!c->group_owner || !c->group_members || !c->reds_start) b.oom = true;
  if (!b.oom && !build_value_groups(&b)) b.oom = true;
  if (!b.oom) c->vinfo = pt_malloc(((size_t)c->n_values + 1) * sizeof *c->vinfo);
  if (c->vinfo)
    for (uint32_t v = 0; v <= c->n_values; v++)
      c->vinfo[v] = (pt_prop_vinfo){b.def_index[v], b.use_start[v], b.vgroup_start[v]};
  free(b.def_index);
  free(b.use_start);
  free(b.vgroup_start);
  if (!c->vinfo) {
    pt_prop_cache_release(c);
    return NULL;
  }
  return c;
}

void pt_prop_cache_retain(pt_prop_cache *c) { atomic_fetch_add(&c->refs, 1u); }

void pt_prop_cache_release(pt_prop_cache *c) {
  if (!c || atomic_fetch_sub(&c->refs, 1u) != 1u) return;
  free(c->in_scope);
  free(c->op_index);
  free(c->vinfo);
  free(c->reds_start);
  free(c->zero_splat);
  pt_vec_free(&c->ops);
  pt_vec_free(&c->dims);
  pt_vec_free(&c->reds);
  free(c->uses);
  free(c->group_owner);
  free(c->group_start);
  free(c->group_members);
  free(c->vgroups);
  free(c);
}

bool pt_partition_is_identity_op(const pt_partition *p, uint32_t op) {
  const pt_prop_cache *c = p->cache;
  if (op >= c->n_op_ids || c->op_index[op] == PT_NONE) return false;
  return c->ops.data[c->op_index[op]].kind == PT_PK_EDGE;
}
