/* group.c - what the classes are for and what can be decided about them:
 * layer groups (classes of identical structure), roles found by structure
 * (batch, vocabulary, Megatron heads and hidden units), the decision space
 * over a mesh, and applying one decision to a partitioning state.
 *
 * Roles, with names only as hints (the pytree roots "params", "opt_state",
 * "batch"):
 *   BATCH   the classes of dim 0 of the batch inputs;
 *   VOCAB   the class of the dim a gather indexes in a table that holds a
 *           parameter (the embedding's vocabulary);
 *   HEADS / HIDDEN (Megatron) a class with a parameter that is a free dim
 *           of a weight in one dot (column-parallel: the dot makes it) and
 *           a contracting dim of a weight in another (row-parallel: the dot
 *           sums it away), never contracted between two activations (the
 *           head dim of Q.Kt) nor reduced by a reduce (layer norm's model
 *           dim, softmax's vocabulary): tiling it leaves everything between
 *           the two dots local. A weight is an operand without a dim in a
 *           batch class. Classes that share an argument (consecutive MLP
 *           layers: w1's rows are the first hidden units, its columns the
 *           second) cannot both be tiled on one axis; the earlier one in
 *           program order is taken. HEADS when the class is also a batch
 *           dim of a dot (the attention dots), HIDDEN otherwise. */
#include <stdlib.h>
#include <string.h>

#include "../partition/propagate_internal.h"
#include "analysis.h"

/* ---- layer groups ------------------------------------------------------------- */

/* Order-independent hash of a class's structure: per member the op that
 * defines it (or the kind of argument), its type and dim, summed. Two
 * layers of one model give their corresponding classes equal hashes. */
static uint64_t *class_hashes(const pt_analysis *a) {
  uint64_t *h = calloc((size_t)a->classes.len + 1, sizeof *h);
  if (!h) return NULL;
  const pt_module *m = a->m;
  for (uint32_t ci = 0; ci < a->classes.len; ci++) {
    const pt_dim_class *cl = &a->classes.data[ci];
    uint64_t sum = 0;
    for (uint32_t i = cl->first; i < cl->first + cl->n_members; i++) {
      uint32_t v = a->members[i].value, arg;
      const pt_value *val = &m->values.data[v];
      uint64_t code = pt_analysis_is_arg(a, v, &arg) ? 1000u + (uint64_t)pt_analysis_arg_kind(a, arg, NULL, NULL)
                      : val->is_arg                  ? 2000u + val->index
                                                     : pt_op_get(m, val->def)->code;
      uint64_t h1 = pt_analysis_mix(pt_analysis_mix(1, code), val->type);
      sum += pt_analysis_mix(pt_analysis_mix(h1, a->members[i].dim), val->is_arg ? 0 : val->index);
    }
    h[ci] = pt_analysis_mix(pt_analysis_mix(sum, cl->n_members), (uint64_t)cl->gcd);
  }
  return h;
}

static void layer_groups(pt_analysis *a) {
  uint32_t n = a->classes.len;
  uint64_t *h = class_hashes(a);
  uint32_t *leader = h ? pt_analysis_leaders(h, n) : NULL;
  a->group_classes = malloc(((size_t)n + 1) * sizeof *a->group_classes);
  if (!leader || !a->group_classes) {
    free(h);
    free(leader);
    a->oom = true;
    return;
  }
  /* Groups numbered largest first, like the classes. */
  for (uint32_t i = 0; i < n; i++) a->classes.data[i].group = PT_NONE;
  for (uint32_t r = 0; r < n; r++) {
    uint32_t ci = a->order[r], l = leader[ci];
    if (a->classes.data[l].group == PT_NONE) {
      a->classes.data[l].group = a->groups.len;
      if (!pt_vec_try_push(&a->groups, ((pt_dim_group){.hash = h[ci]}))) {
        free(h);
        free(leader);
        a->oom = true;
        return;
      }
    }
    a->classes.data[ci].group = a->classes.data[l].group;
    a->groups.data[a->classes.data[ci].group].n_classes++;
  }
  uint32_t at = 0;
  for (uint32_t g = 0; g < a->groups.len; g++) {
    a->groups.data[g].first = at;
    at += a->groups.data[g].n_classes;
    a->groups.data[g].n_classes = 0;
  }
  for (uint32_t ci = 0; ci < n; ci++) {
    pt_dim_group *g = &a->groups.data[a->classes.data[ci].group];
    a->group_classes[g->first + g->n_classes++] = ci;
  }
  free(leader);
  free(h);
}

/* ---- decisions ------------------------------------------------------------------ */

static void decisions(pt_analysis *a) {
  const pt_mesh *mesh = &a->mesh;
  for (uint32_t g = 0; g < a->groups.len; g++) {
    const pt_dim_class *cl = &a->classes.data[a->group_classes[a->groups.data[g].first]];
    for (uint32_t x = 0; x < mesh->n_axes; x++)
      if (pt_analysis_divides(cl, mesh->sizes[x])) {
        if (!pt_vec_try_push(&a->decisions, ((pt_decision_item){g, x, -1}))) {
          a->oom = true;
          return;
        }
        a->n_decisions_ungrouped += a->groups.data[g].n_classes;
      }
  }
  for (uint32_t g = 0; g < a->n_conflict_groups; g++) {
    const pt_dim_conflict *cf = &a->conflicts.data[a->conflict_group_first[g]];
    const pt_dim_class *cl = &a->classes.data[cf->cls];
    for (uint32_t c = 0; c < cf->n_cuts; c++)
      for (uint32_t x = 0; x < mesh->n_axes && cf->cuts[c].separated; x++)
        if (pt_analysis_divides(cl, mesh->sizes[x])) {
          if (!pt_vec_try_push(&a->decisions, ((pt_decision_item){g, x, (int32_t)c}))) {
            a->oom = true;
            return;
          }
          a->n_decisions_ungrouped += a->conflict_group_count[g];
        }
  }
}

void pt_analysis_groups(pt_analysis *a) {
  layer_groups(a);
  if (!a->oom) decisions(a);
}

/* ---- roles ------------------------------------------------------------------------ */

enum { F_COL = 1, F_ROW = 2, F_ACT_CONTRACT = 4, F_REDUCED = 8, F_BATCH_DIM = 16, F_PARAM = 32 };

static bool in_list(const int64_t *l, uint32_t n, int64_t d) {
  for (uint32_t i = 0; i < n; i++)
    if (l[i] == d) return true;
  return false;
}

/* An operand without a dim in a batch class: a weight (or a copy of one). */
static bool is_weight(const pt_analysis *a, uint32_t v) {
  if (v >= a->n_values || a->base[v] == PT_NONE) return false;
  uint32_t r = pt_value_type(a->m, v)->rank;
  for (uint32_t d = 0; d < r; d++)
    if (a->classes.data[a->node_class[a->base[v] + d]].role == PT_ROLE_BATCH) return false;
  return r > 0;
}

static void dot_flags(const pt_analysis *a, const pt_op *op, uint8_t *flags) {
  pt_dot_dims dd;
  if (!pt_dot_dims_get(a->m, op, &dd)) return;
  uint32_t lhs = pt_op_operand(a->m, op, 0), rhs = pt_op_operand(a->m, op, 1);
  bool w[2] = {is_weight(a, lhs), is_weight(a, rhs)};
  for (int s = 0; s < 2; s++) {
    uint32_t v = s ? rhs : lhs;
    if (a->base[v] == PT_NONE) continue;
    const int64_t *batch = s ? dd.rhs_batch : dd.lhs_batch, *contract = s ? dd.rhs_contract : dd.lhs_contract;
    uint32_t nb = s ? dd.n_rhs_batch : dd.n_lhs_batch, nc = s ? dd.n_rhs_contract : dd.n_lhs_contract;
    for (uint32_t d = 0; d < pt_value_type(a->m, v)->rank; d++) {
      uint8_t *f = &flags[a->node_class[a->base[v] + d]];
      if (in_list(contract, nc, d)) *f |= w[s] ? F_ROW : (w[!s] ? 0 : F_ACT_CONTRACT);
      else if (in_list(batch, nb, d)) *f |= F_BATCH_DIM;
      else if (w[s]) *f |= F_COL;
    }
  }
}

static void reduce_flags(const pt_analysis *a, const pt_op *op, uint8_t *flags) {
  int64_t dims[PT_MAX_RANK];
  uint32_t n;
  if (!pt_attr_int_list(a->m, pt_op_attr(a->m, op, "dimensions"), dims, PT_MAX_RANK, &n)) return;
  for (uint32_t i = 0; i < op->n_operands / 2 + (op->n_operands == 1); i++) {
    uint32_t v = pt_op_operand(a->m, op, i);
    if (a->base[v] == PT_NONE) continue;
    for (uint32_t k = 0; k < n && k < PT_MAX_RANK; k++)
      if (dims[k] >= 0 && dims[k] < pt_value_type(a->m, v)->rank)
        flags[a->node_class[a->base[v] + (uint32_t)dims[k]]] |= F_REDUCED;
  }
}

static void vocab_roles(pt_analysis *a, const uint8_t *flags) {
  const pt_prop_cache *c = a->cache;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_op *op = pt_op_get(a->m, c->ops.data[k].op);
    pt_gather_dims gd;
    if (op->code != PT_OP_GATHER || !pt_gather_dims_get(a->m, op, &gd)) continue;
    uint32_t t = pt_op_operand(a->m, op, 0);
    if (a->base[t] == PT_NONE) continue;
    for (uint32_t i = 0; i < gd.n_start_index_map && i < PT_MAX_RANK; i++) {
      int64_t d = gd.start_index_map[i];
      if (d < 0 || d >= pt_value_type(a->m, t)->rank) continue;
      pt_dim_class *cl = &a->classes.data[a->node_class[a->base[t] + (uint32_t)d]];
      if ((flags[a->node_class[a->base[t] + (uint32_t)d]] & F_PARAM) && cl->role == PT_ROLE_NONE && cl->gcd >= 2)
        cl->role = PT_ROLE_VOCAB;
    }
  }
}

/* A convolution with a weight kernel is a contraction like a dot: the
 * kernel's input feature is contracted (a row of the weight), its output
 * feature is a column; its spatial dims are windows, not decisions of
 * Megatron's kind. An activation's features contracted against another
 * activation are marked as a dot's would be. */
static void conv_flags(const pt_analysis *a, const pt_op *op, uint8_t *flags) {
  const pt_attr *at = pt_op_attr(a->m, op, "dimension_numbers");
  if (!at || at->kind != PT_ATTR_CONV_DIMS || op->n_operands < 2) return;
  const pt_conv_dims *cd = at->u.conv;
  uint32_t in = pt_op_operand(a->m, op, 0), k = pt_op_operand(a->m, op, 1);
  bool w_in = is_weight(a, in), w_k = is_weight(a, k);
  if (a->base[k] != PT_NONE && w_k) {
    uint32_t r = pt_value_type(a->m, k)->rank;
    if (cd->kernel_input_feature >= 0 && cd->kernel_input_feature < r)
      flags[a->node_class[a->base[k] + (uint32_t)cd->kernel_input_feature]] |= F_ROW;
    if (cd->kernel_output_feature >= 0 && cd->kernel_output_feature < r)
      flags[a->node_class[a->base[k] + (uint32_t)cd->kernel_output_feature]] |= F_COL;
  }
  if (a->base[in] != PT_NONE && !w_in && !w_k && cd->input_feature >= 0 &&
      cd->input_feature < pt_value_type(a->m, in)->rank)
    flags[a->node_class[a->base[in] + (uint32_t)cd->input_feature]] |= F_ACT_CONTRACT;
}

void pt_analysis_roles(pt_analysis *a, const char *const *prefixes) {
  const char *params = prefixes ? prefixes[0] : "params", *opt = prefixes ? prefixes[1] : "opt_state";
  const char *batch = prefixes ? prefixes[2] : "batch";
  uint32_t nc = a->classes.len;
  for (uint32_t ci = 0; ci < nc; ci++) a->classes.data[ci].role = PT_ROLE_NONE;
  const pt_func *f = &a->m->funcs.data[a->func];
  uint32_t n_args = pt_func_n_args(a->m, f);
  uint8_t *flags = calloc((size_t)nc + 1, 1);
  if (!flags) {
    a->oom = true;
    return;
  }
  for (uint32_t i = 0; i < n_args; i++) {
    uint32_t v = pt_func_arg(a->m, f, i);
    const char *name = pt_analysis_arg_name(a, i);
    if (a->base[v] == PT_NONE || !name) continue;
    if (strncmp(name, batch, strlen(batch)) == 0) {
      pt_dim_class *cl = &a->classes.data[a->node_class[a->base[v]]];
      if (cl->gcd >= 2) cl->role = PT_ROLE_BATCH;
    }
    if (pt_analysis_arg_kind(a, i, params, opt) == PT_BYTES_PARAMS)
      for (uint32_t d = 0; d < pt_value_type(a->m, v)->rank; d++) flags[a->node_class[a->base[v] + d]] |= F_PARAM;
  }
  const pt_prop_cache *c = a->cache;
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_op *op = pt_op_get(a->m, c->ops.data[k].op);
    if (op->code == PT_OP_DOT_GENERAL || op->code == PT_OP_DOT) dot_flags(a, op, flags);
    else if (op->code == PT_OP_CONVOLUTION) conv_flags(a, op, flags);
    else if (op->code == PT_OP_REDUCE) reduce_flags(a, op, flags);
  }
  vocab_roles(a, flags);
  /* Megatron classes, in program order; an argument serves one class. */
  uint8_t *claimed = calloc((size_t)n_args + 1, 1);
  if (!claimed) {
    free(flags);
    a->oom = true;
    return;
  }
  for (uint32_t ci = 0; ci < nc; ci++) {
    pt_dim_class *cl = &a->classes.data[ci];
    uint8_t fl = flags[ci];
    if (cl->role != PT_ROLE_NONE || cl->n_doubled || cl->gcd < 2) continue;
    if ((fl & (F_COL | F_ROW | F_PARAM)) != (F_COL | F_ROW | F_PARAM) || (fl & (F_ACT_CONTRACT | F_REDUCED))) continue;
    bool free_args = true;
    for (uint32_t i = cl->first; i < cl->first + cl->n_members && free_args; i++) {
      uint32_t arg;
      if (pt_analysis_is_arg(a, a->members[i].value, &arg) && claimed[arg]) free_args = false;
    }
    if (!free_args) continue;
    for (uint32_t i = cl->first; i < cl->first + cl->n_members; i++) {
      uint32_t arg;
      if (pt_analysis_is_arg(a, a->members[i].value, &arg)) claimed[arg] = 1;
    }
    cl->role = (fl & F_BATCH_DIM) ? PT_ROLE_HEADS : PT_ROLE_HIDDEN;
  }
  free(claimed);
  free(flags);
}

/* ---- seeds and applying a decision -------------------------------------------------- */

uint32_t pt_analysis_class_seeds(const pt_analysis *a, uint32_t cls, pt_dim_ref *out, uint32_t cap) {
  const pt_dim_class *cl = &a->classes.data[cls];
  uint32_t n = 0;
  /* Members are in value order, and the function's arguments are its
   * first values: the argument members come first, in argument order. */
  for (uint32_t i = cl->first; i < cl->first + cl->n_members; i++) {
    if (!pt_analysis_is_arg(a, a->members[i].value, NULL)) break;
    if (n < cap) out[n] = a->members[i];
    n++;
  }
  if (n == 0 && cl->n_members) {
    if (cap) out[0] = a->members[cl->first];
    n = 1;
  }
  return n;
}

static pt_status *seed_class(const pt_analysis *a, uint32_t cls, pt_partition *p, uint32_t axis, uint32_t tactic,
                             uint32_t *n_seeds) {
  uint32_t n = pt_analysis_class_seeds(a, cls, NULL, 0);
  pt_dim_ref *s = malloc(((size_t)n + 1) * sizeof *s);
  PT_TRY_ALLOC(s);
  pt_analysis_class_seeds(a, cls, s, n);
  pt_status *st = NULL;
  for (uint32_t i = 0; i < n && !st; i++) {
    if (pt_decision_get(p, s[i].value, axis)->kind != PT_DECISION_OPEN) continue;
    int64_t local = pt_partition_local_dim(p, s[i].value, s[i].dim);
    if (local % p->mesh.sizes[axis] != 0) continue;
    st = pt_action_tile(p, s[i].value, s[i].dim, axis, tactic);
    if (!st) (*n_seeds)++;
  }
  free(s);
  return st;
}

/* A cut decision: the group's def-use edges cut on the axis, then the
 * side S tiled from its seeds -- the arguments of the conflicting classes
 * (cut.c put them all in S), or for a class without arguments the other
 * operands of the origins -- so that propagation fills S and stops at the
 * cut, leaving operand `cut`'s side whole. */
static pt_status *apply_cut(const pt_analysis *a, const pt_decision_item *d, pt_partition *p, uint32_t tactic,
                            uint32_t *count) {
  const pt_dim_conflict *rep = &a->conflicts.data[a->conflict_group_first[d->group]];
  const pt_dim_cut *ct = &rep->cuts[d->cut];
  pt_status *st = NULL;
  for (uint32_t e = ct->first_edge; e < ct->first_edge + ct->n_edges && !st; e++) {
    st = pt_action_cut_use(p, a->cut_edges.data[e].op, a->cut_edges.data[e].operand, d->axis);
    if (!st) (*count)++;
  }
  uint8_t *seen = st ? NULL : calloc((size_t)a->classes.len + 1, 1);
  if (!st && !seen) st = pt_nomem();
  for (uint32_t k = a->conflict_group_first[d->group]; k < a->conflicts.len && !st; k++) {
    const pt_dim_conflict *cf = &a->conflicts.data[k];
    if (cf->group != d->group || cf->op == PT_NONE || (uint32_t)d->cut >= cf->n_cuts) continue;
    const pt_dim_class *cl = &a->classes.data[cf->cls];
    if (cl->n_members && pt_analysis_is_arg(a, a->members[cl->first].value, NULL)) {
      if (!seen[cf->cls]) st = seed_class(a, cf->cls, p, d->axis, tactic, count);
      seen[cf->cls] = 1;
      continue;
    }
    const pt_op *op = pt_op_get(a->m, cf->op);
    for (uint32_t j = 0; j < cf->n_cuts && !st; j++) {
      if (j == (uint32_t)d->cut) continue;
      uint32_t v = pt_op_operand(a->m, op, cf->cuts[j].operand);
      if (pt_action_tile_check(p, v, cf->cuts[j].dim, d->axis) != PT_TILE_OK) continue;
      st = pt_action_tile(p, v, cf->cuts[j].dim, d->axis, tactic);
      if (!st) (*count)++;
    }
  }
  free(seen);
  return st;
}

pt_status *pt_analysis_apply(const pt_analysis *a, uint32_t i, pt_partition *p, uint32_t tactic, uint32_t *n_seeds) {
  if (i >= a->decisions.len)
    return pt_status_make(PT_ERR_INVALID_ARG, "decision %u out of range: the analysis has %u", i, a->decisions.len);
  if (p->m != a->m || p->func != a->func || p->mesh.n_axes != a->mesh.n_axes)
    return pt_status_make(PT_ERR_INVALID_ARG, "the partitioning state is not over the analysed function and mesh");
  const pt_decision_item *d = &a->decisions.data[i];
  uint32_t count = 0;
  pt_status *st = NULL;
  if (d->cut < 0) {
    const pt_dim_group *g = &a->groups.data[d->group];
    for (uint32_t k = 0; k < g->n_classes && !st; k++)
      st = seed_class(a, a->group_classes[g->first + k], p, d->axis, tactic, &count);
  } else {
    st = apply_cut(a, d, p, tactic, &count);
  }
  if (!st) st = pt_propagate(p, d->axis, tactic, 0);
  if (n_seeds) *n_seeds = count;
  return st;
}
