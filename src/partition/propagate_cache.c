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
  pt_tmr tmr;
  PT_VEC(uint32_t) owners;  /* group owner op ids */
  PT_VEC(uint32_t) starts;  /* group start offsets into members */
  PT_VEC(uint32_t) members;
} builder;

static void group_begin(builder *b, uint32_t owner) {
  pt_vec_push(&b->owners, owner);
  pt_vec_push(&b->starts, b->members.len);
}

static void group_add(builder *b, uint32_t value) {
  if (value < b->c->n_values && b->c->in_scope[value]) pt_vec_push(&b->members, value);
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
  pt_prop_op po = {op_id, PT_PK_TMR, 0, c->dims.len, c->reds.len};
  pt_opcode code = (pt_opcode)op->code;
  if (code < PT_OP_COUNT && pt_op_has_flag(code, PT_OPF_CONTROL_FLOW)) po.kind = PT_PK_CONTROL;
  else if (code < PT_OP_COUNT && pt_op_has_flag(code, PT_OPF_TERMINATOR)) po.kind = PT_PK_OTHER;
  else if (code == PT_OP_OPTIMIZATION_BARRIER || code == PT_OP_SDY_SHARDING_CONSTRAINT) po.kind = PT_PK_EDGE;
  if (po.kind == PT_PK_TMR) {
    pt_tmr_for_op(m, op, &b->tmr);
    /* The TMR gives entries to exactly the custom calls that are identity
     * annotations (@Sharding & co); like optimization_barrier they are
     * better seen as pairwise edges than as one joint entry. */
    if (code == PT_OP_CUSTOM_CALL && b->tmr.n_entries > 0 && op->n_operands == op->n_results) {
      po.kind = PT_PK_EDGE;
    } else {
      uint32_t stride = op->n_operands + op->n_results;
      po.n_entries = b->tmr.n_entries;
      for (uint32_t e = 0; e < b->tmr.n_entries; e++) {
        const pt_tmr_entry *en = &b->tmr.entries[e];
        pt_vec_reserve(&c->dims, stride);
        memcpy(c->dims.data + c->dims.len, en->operand_dim, op->n_operands * sizeof(int32_t));
        memcpy(c->dims.data + c->dims.len + op->n_operands, en->result_dim, op->n_results * sizeof(int32_t));
        c->dims.len += stride;
        pt_vec_reserve(&c->reds, op->n_results);
        memcpy(c->reds.data + c->reds.len, en->reducer, op->n_results);
        c->reds.len += op->n_results;
      }
    }
  }
  c->op_index[op_id] = c->ops.len;
  pt_vec_push(&c->ops, po);
  for (uint32_t j = 0; j < op->n_results; j++) c->in_scope[pt_op_result(op, j)] = 1;
}

/* Marks the values and ops of region r and of the regions of its
 * while/if/case ops, in program order. Nesting depth is bounded by the
 * parser's cap. */
static void walk_region(builder *b, uint32_t r) {
  const pt_module *m = b->m;
  const pt_region *reg = &m->regions.data[r];
  for (uint32_t i = 0; i < reg->n_args; i++) b->c->in_scope[reg->args + i] = 1;
  for (uint32_t i = 0; i < reg->n_ops; i++) {
    uint32_t op_id = pt_region_op(m, reg, i);
    add_op(b, op_id);
    const pt_op *op = pt_op_get(m, op_id);
    if (op->code < PT_OP_COUNT && pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW))
      for (uint32_t k = 0; k < op->n_regions; k++) walk_region(b, pt_op_region(m, op, k));
  }
}

static void build_uses(pt_prop_cache *c, const pt_module *m) {
  uint32_t nv = c->n_values;
  c->use_start = pt_xcalloc((size_t)nv + 1, sizeof *c->use_start);
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_op *op = pt_op_get(m, c->ops.data[k].op);
    for (uint32_t i = 0; i < op->n_operands; i++) {
      uint32_t v = pt_op_operand(m, op, i);
      if (v < nv && c->in_scope[v]) c->use_start[v + 1]++;
    }
  }
  for (uint32_t v = 0; v < nv; v++) c->use_start[v + 1] += c->use_start[v];
  c->uses = pt_xmalloc(((size_t)c->use_start[nv] + 1) * sizeof *c->uses);
  uint32_t *fill = pt_xmalloc(((size_t)nv + 1) * sizeof *fill);
  memcpy(fill, c->use_start, (size_t)nv * sizeof *fill);
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_op *op = pt_op_get(m, c->ops.data[k].op);
    for (uint32_t i = 0; i < op->n_operands; i++) {
      uint32_t v = pt_op_operand(m, op, i);
      if (v < nv && c->in_scope[v]) c->uses[fill[v]++] = (pt_prop_use){k, i};
    }
  }
  free(fill);
}

/* Value -> groups, without listing a group twice for one value. */
static void build_value_groups(pt_prop_cache *c) {
  uint32_t nv = c->n_values;
  c->vgroup_start = pt_xcalloc((size_t)nv + 1, sizeof *c->vgroup_start);
  uint32_t *last = pt_xmalloc(((size_t)nv + 1) * sizeof *last);
  for (uint32_t v = 0; v < nv; v++) last[v] = PT_NONE;
  for (uint32_t g = 0; g < c->n_groups; g++)
    for (uint32_t i = c->group_start[g]; i < c->group_start[g + 1]; i++) {
      uint32_t v = c->group_members[i];
      if (last[v] != g) c->vgroup_start[v + 1]++;
      last[v] = g;
    }
  for (uint32_t v = 0; v < nv; v++) c->vgroup_start[v + 1] += c->vgroup_start[v];
  c->vgroups = pt_xmalloc(((size_t)c->vgroup_start[nv] + 1) * sizeof *c->vgroups);
  uint32_t *fill = pt_xmalloc(((size_t)nv + 1) * sizeof *fill);
  memcpy(fill, c->vgroup_start, (size_t)nv * sizeof *fill);
  for (uint32_t v = 0; v < nv; v++) last[v] = PT_NONE;
  for (uint32_t g = 0; g < c->n_groups; g++)
    for (uint32_t i = c->group_start[g]; i < c->group_start[g + 1]; i++) {
      uint32_t v = c->group_members[i];
      if (last[v] != g) c->vgroups[fill[v]++] = g;
      last[v] = g;
    }
  free(fill);
  free(last);
}

pt_prop_cache *pt_prop_cache_build(const pt_module *m, uint32_t func) {
  pt_prop_cache *c = pt_xcalloc(1, sizeof *c);
  atomic_init(&c->refs, 1u);
  c->func = func;
  c->n_values = m->values.len;
  c->n_op_ids = m->ops.len;
  c->in_scope = pt_xcalloc((size_t)c->n_values + 1, 1);
  c->op_index = pt_xmalloc(((size_t)c->n_op_ids + 1) * sizeof *c->op_index);
  for (uint32_t i = 0; i < c->n_op_ids; i++) c->op_index[i] = PT_NONE;
  builder b = {.m = m, .c = c};
  pt_tmr_init(&b.tmr);
  walk_region(&b, m->funcs.data[func].body);
  pt_tmr_free(&b.tmr);
  build_uses(c, m);
  /* Groups after the walk: members must already be marked in scope. */
  for (uint32_t k = 0; k < c->ops.len; k++) {
    uint32_t op_id = c->ops.data[k].op;
    const pt_op *op = pt_op_get(m, op_id);
    if (op->code == PT_OP_WHILE) groups_of_while(&b, op_id, op);
    else if (op->code == PT_OP_IF || op->code == PT_OP_CASE) groups_of_branches(&b, op_id, op);
    else if (c->ops.data[k].kind == PT_PK_EDGE) groups_of_identity(&b, op_id, op);
  }
  c->n_groups = b.owners.len;
  c->group_owner = b.owners.data ? b.owners.data : pt_xmalloc(sizeof(uint32_t));
  pt_vec_push(&b.starts, b.members.len);
  c->group_start = b.starts.data;
  c->group_members = b.members.data ? b.members.data : pt_xmalloc(sizeof(uint32_t));
  build_value_groups(c);
  return c;
}

void pt_prop_cache_retain(pt_prop_cache *c) { atomic_fetch_add(&c->refs, 1u); }

void pt_prop_cache_release(pt_prop_cache *c) {
  if (!c || atomic_fetch_sub(&c->refs, 1u) != 1u) return;
  free(c->in_scope);
  free(c->op_index);
  pt_vec_free(&c->ops);
  pt_vec_free(&c->dims);
  pt_vec_free(&c->reds);
  free(c->use_start);
  free(c->uses);
  free(c->group_owner);
  free(c->group_start);
  free(c->group_members);
  free(c->vgroup_start);
  free(c->vgroups);
  free(c);
}

bool pt_partition_is_identity_op(const pt_partition *p, uint32_t op) {
  const pt_prop_cache *c = p->cache;
  if (op >= c->n_op_ids || c->op_index[op] == PT_NONE) return false;
  return c->ops.data[c->op_index[op]].kind == PT_PK_EDGE;
}
