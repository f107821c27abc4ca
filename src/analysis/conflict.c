/* conflict.c - where a class cannot be tiled on one axis everywhere.
 *
 * An op is a conflict site of class C when two or more of its positions
 * (operand or result dims that some TMR entry tiles) lie in C and no
 * single entry tiles them all: chunking C would need two dims of one value
 * or two operand dims that the op cannot cut together. Most sites only
 * carry a conflict made upstream (softmax on attention scores whose query
 * and key dims are both the sequence); the origin is the site whose
 * operands are not doubled but bring C in at two positions (the scores'
 * Q.Kt, x.xt). Each operand position of an origin names a cut: the side
 * of that operand is left whole, and cut.c finds the cheapest def-use
 * edges that separate it from the rest of the class (one edge at the
 * origin is not enough in a training step: the backward pass joins the
 * sides again) and the classes that remain.
 *
 * A class doubled with no such origin (a broadcast or iota making both
 * dims of a mask) still gets one conflict, at the first doubled value's
 * definition, without cuts. */
#include <stdlib.h>
#include <string.h>

#include "../partition/propagate_internal.h"
#include "analysis.h"

typedef struct {
  uint32_t cls, pos, dim;
} site_pos;

/* Whether value v has two dims in class c. */
static bool doubled_in(const pt_analysis *a, uint32_t v, uint32_t c) {
  if (v >= a->n_values || a->base[v] == PT_NONE) return false;
  uint32_t n = 0, r = pt_value_type(a->m, v)->rank;
  for (uint32_t d = 0; d < r; d++) n += a->node_class[a->base[v] + d] == c;
  return n >= 2;
}

/* Whether some entry of cached op po tiles every position of ps[0..n). */
static bool covered(const pt_prop_cache *c, const pt_prop_op *po, const site_pos *ps, uint32_t n) {
  uint32_t stride = po->n_operands + po->n_results;
  for (uint32_t e = 0; e < po->n_entries; e++) {
    const int32_t *d = c->dims.data + po->dims + (size_t)e * stride;
    uint32_t i = 0;
    while (i < n && d[ps[i].pos] == (int32_t)ps[i].dim) i++;
    if (i == n) return true;
  }
  return false;
}

/* The positions of op po that some entry tiles, with their classes,
 * sorted by class (insertion sort: a handful of positions). */
static uint32_t op_positions(const pt_analysis *a, const pt_prop_op *po, site_pos *out, uint32_t cap) {
  const pt_prop_cache *c = a->cache;
  uint32_t stride = po->n_operands + po->n_results, n = 0;
  const uint32_t *vals = pt_prop_vals(c, po);
  for (uint32_t p = 0; p < stride; p++) {
    uint32_t v = vals[p];
    if (v >= a->n_values || a->base[v] == PT_NONE) continue;
    uint32_t r = pt_value_type(a->m, v)->rank;
    for (uint32_t d = 0; d < r && n < cap; d++) {
      bool used = false;
      for (uint32_t e = 0; e < po->n_entries && !used; e++)
        used = c->dims.data[po->dims + (size_t)e * stride + p] == (int32_t)d;
      if (!used) continue;
      site_pos s = {a->node_class[a->base[v] + d], p, d};
      uint32_t i = n++;
      while (i > 0 && out[i - 1].cls > s.cls) {
        out[i] = out[i - 1];
        i--;
      }
      out[i] = s;
    }
  }
  return n;
}

static void origins(pt_analysis *a, uint8_t *has_conflict) {
  const pt_prop_cache *c = a->cache;
  enum { CAP = 64 };
  site_pos ps[CAP];
  for (uint32_t k = 0; k < c->ops.len; k++) {
    const pt_prop_op *po = &c->ops.data[k];
    if (po->kind != PT_PK_TMR || po->n_entries == 0 || po->n_operands + po->n_results > 16) continue;
    uint32_t n = op_positions(a, po, ps, CAP);
    const uint32_t *vals = pt_prop_vals(c, po);
    for (uint32_t i = 0; i < n;) {
      uint32_t j = i;
      while (j < n && ps[j].cls == ps[i].cls) j++;
      uint32_t cls = ps[i].cls, n_in = 0;
      bool origin = j - i >= 2 && !covered(c, po, ps + i, j - i);
      for (uint32_t q = i; q < j && origin; q++) {
        if (ps[q].pos >= po->n_operands) continue;
        if (doubled_in(a, vals[ps[q].pos], cls)) origin = false;
        n_in++;
      }
      if (origin && n_in >= 2) {
        pt_dim_conflict cf = {.op = po->op, .cls = cls, .value = PT_NONE, .group = PT_NONE};
        for (uint32_t q = i; q < j; q++) {
          if (ps[q].pos >= po->n_operands) {
            if (cf.value == PT_NONE && doubled_in(a, vals[ps[q].pos], cls)) cf.value = vals[ps[q].pos];
            continue;
          }
          if (cf.n_cuts == PT_MAX_CUTS) continue;
          cf.cuts[cf.n_cuts++] = (pt_dim_cut){.operand = ps[q].pos,
                                              .dim = ps[q].dim,
                                              .bytes = pt_analysis_value_bytes(a->m, vals[ps[q].pos])};
        }
        if (!pt_vec_try_push(&a->conflicts, cf)) {
          a->oom = true;
          return;
        }
        has_conflict[cls] = 1;
      }
      i = j;
    }
  }
}

/* Classes doubled without an origin: one conflict at the first doubled value. */
static void sourceless(pt_analysis *a, const uint8_t *has_conflict) {
  for (uint32_t ci = 0; ci < a->classes.len; ci++) {
    const pt_dim_class *cl = &a->classes.data[ci];
    if (!cl->n_doubled || has_conflict[ci] || cl->gcd < 2) continue;
    uint32_t v = PT_NONE;
    for (uint32_t i = cl->first + 1; i < cl->first + cl->n_members && v == PT_NONE; i++)
      if (a->members[i].value == a->members[i - 1].value) v = a->members[i].value;
    const pt_value *val = &a->m->values.data[v];
    if (!pt_vec_try_push(&a->conflicts, ((pt_dim_conflict){.op = val->is_arg ? PT_NONE : val->def,
                                                           .cls = ci,
                                                           .value = v,
                                                           .group = PT_NONE}))) {
      a->oom = true;
      return;
    }
  }
}

/* ---- conflict groups ------------------------------------------------------- */

/* Structure of a conflict: its op's code and types, its class's size, its
 * cuts; identical layers give identical keys. */
static uint64_t conflict_key(const pt_analysis *a, const pt_dim_conflict *cf) {
  uint64_t h = pt_analysis_mix(0, a->classes.data[cf->cls].gcd);
  if (cf->op != PT_NONE) {
    const pt_op *op = pt_op_get(a->m, cf->op);
    h = pt_analysis_mix(h, op->code);
    for (uint32_t i = 0; i < op->n_operands; i++)
      h = pt_analysis_mix(h, a->m->values.data[pt_op_operand(a->m, op, i)].type);
    for (uint32_t j = 0; j < op->n_results; j++)
      h = pt_analysis_mix(h, a->m->values.data[pt_op_result(op, j)].type);
  } else {
    h = pt_analysis_mix(h, a->m->values.data[cf->value].type);
  }
  for (uint32_t k = 0; k < cf->n_cuts; k++)
    h = pt_analysis_mix(pt_analysis_mix(h, cf->cuts[k].operand), cf->cuts[k].dim);
  return h;
}

/* Groups numbered by their first conflict; conflicts stay in program order. */
static void group_conflicts(pt_analysis *a) {
  uint32_t n = a->conflicts.len;
  uint64_t *keys = malloc(((size_t)n + 1) * sizeof *keys);
  uint32_t *leader = NULL;
  if (keys) {
    for (uint32_t i = 0; i < n; i++) keys[i] = conflict_key(a, &a->conflicts.data[i]);
    leader = pt_analysis_leaders(keys, n);
  }
  free(keys);
  a->conflict_group_first = malloc(((size_t)n + 1) * sizeof(uint32_t));
  a->conflict_group_count = calloc((size_t)n + 1, sizeof(uint32_t));
  if (!leader || !a->conflict_group_first || !a->conflict_group_count) {
    free(leader);
    a->oom = true;
    return;
  }
  for (uint32_t i = 0; i < n; i++) {
    pt_dim_conflict *cf = &a->conflicts.data[i];
    if (leader[i] == i) {
      a->conflict_group_first[a->n_conflict_groups] = i;
      cf->group = a->n_conflict_groups++;
    } else {
      cf->group = a->conflicts.data[leader[i]].group;
    }
    a->conflict_group_count[cf->group]++;
  }
  free(leader);
}

void pt_analysis_conflicts(pt_analysis *a) {
  uint8_t *has_conflict = calloc((size_t)a->classes.len + 1, 1);
  if (!has_conflict) {
    a->oom = true;
    return;
  }
  origins(a, has_conflict);
  if (!a->oom) sourceless(a, has_conflict);
  free(has_conflict);
  if (!a->oom) group_conflicts(a);
  if (a->oom) return;
  double t0 = pt_analysis_now();
  pt_analysis_cuts(a);
  a->seconds_cuts = pt_analysis_now() - t0;
}
