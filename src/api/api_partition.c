/* api_partition.c - the partitioning calls of the public API: a mesh and a
 * partitioning state over one function, tile actions addressed by
 * selectors (argument index, jax.arg_info / jax.result_info name, or glob),
 * per-axis propagation, and the state as PartIR:Core text and conflicts.
 *
 * Selectors name values the way users know them: by the names JAX gives
 * the inputs and outputs of a jitted function. Results are the operands of
 * the function's return. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

#include "../partition/partition.h"

struct partir_partition {
  pt_partition p;
};

static pt_status *bad(const char *what) { return pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what); }

partir_status *partir_partition_new(partir_module *module, const char *func, const char *mesh_text,
                                    partir_partition **out) {
  if (!module || !mesh_text || !out) return pt_api_status(bad("partir_partition_new: NULL argument"));
  const pt_module *m = (const pt_module *)module;
  pt_mesh mesh;
  PT_API_TRY(pt_mesh_parse(mesh_text, &mesh));
  uint32_t f = pt_module_find_func(m, func ? func : "main");
  if (f == PT_NONE && !func && m->funcs.len == 1) f = 0;
  if (f == PT_NONE) {
    pt_loc none = {0, 0};
    return pt_api_status(pt_error_at(PT_ERR_INVALID_ARG, m->filename, none, "no function @%s to partition",
                                     func ? func : "main"));
  }
  partir_partition *h = pt_xmalloc(sizeof *h);
  pt_status *s = pt_partition_init(&h->p, m, f, &mesh);
  if (s) {
    free(h);
    return pt_api_status(s);
  }
  *out = h;
  return NULL;
}

void partir_partition_free(partir_partition *h) {
  if (!h) return;
  pt_partition_free(&h->p);
  free(h);
}

/* ---- selectors -------------------------------------------------------------------------- */

typedef struct {
  const char *name; /* jax.arg_info / jax.result_info, or NULL */
  uint32_t value;
  bool is_result;
} named_value;

static const char *info_name(const pt_module *m, const pt_attr *dict, const char *key) {
  const pt_attr *a = dict ? pt_attr_dict_get(m, dict, key) : NULL;
  return a && a->kind == PT_ATTR_STRING ? a->u.str.data : NULL;
}

/* The function's arguments, then its results (the return's operands). */
static uint32_t named_values(const pt_partition *p, named_value **out) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  const pt_region *body = &m->regions.data[f->body];
  uint32_t na = body->n_args, nr = 0;
  const pt_op *ret = NULL;
  if (body->n_ops) {
    ret = pt_op_get(m, pt_region_op(m, body, body->n_ops - 1));
    if (ret->code == PT_OP_FUNC_RETURN) nr = ret->n_operands;
  }
  named_value *v = pt_xmalloc((na + nr + 1) * sizeof *v);
  for (uint32_t i = 0; i < na; i++)
    v[i] = (named_value){f->arg_attrs ? info_name(m, f->arg_attrs[i], "jax.arg_info") : NULL, body->args + i, false};
  for (uint32_t j = 0; j < nr; j++)
    v[na + j] = (named_value){f->result_attrs && j < f->n_results ? info_name(m, f->result_attrs[j], "jax.result_info")
                                                                   : NULL,
                              pt_op_operand(m, ret, j), true};
  *out = v;
  return na + nr;
}

/* Glob with '*' (any run) and '?' (one character); everything else,
 * brackets included, is literal. Iterative with one backtrack point: linear
 * in practice, never exponential. */
static bool glob_match(const char *pat, const char *s) {
  const char *star = NULL, *resume = NULL;
  while (*s) {
    if (*pat == '*') {
      star = pat++;
      resume = s;
    } else if (*pat == '?' || *pat == *s) {
      pat++;
      s++;
    } else if (star) {
      pat = star + 1;
      s = ++resume;
    } else {
      return false;
    }
  }
  while (*pat == '*') pat++;
  return *pat == '\0';
}

static uint32_t edit_distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 256) la = 256;
  if (lb > 256) lb = 256;
  uint32_t row[257];
  for (size_t j = 0; j <= lb; j++) row[j] = (uint32_t)j;
  for (size_t i = 1; i <= la; i++) {
    uint32_t diag = row[0];
    row[0] = (uint32_t)i;
    for (size_t j = 1; j <= lb; j++) {
      uint32_t up = row[j];
      uint32_t best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[lb];
}

/* "selector 'x' matches no argument or result of @main; closest: 'a', 'b'". */
static pt_status *no_match(const pt_partition *p, const char *sel, const named_value *v, uint32_t n) {
  enum { K = 5 };
  uint32_t best[K], dist[K], nb = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!v[i].name) continue;
    uint32_t d = edit_distance(sel, v[i].name);
    uint32_t pos = nb;
    while (pos > 0 && dist[pos - 1] > d) pos--;
    if (pos >= K) continue;
    if (nb < K) nb++;
    for (uint32_t k = nb - 1; k > pos; k--) best[k] = best[k - 1], dist[k] = dist[k - 1];
    best[pos] = i, dist[pos] = d;
  }
  pt_buf list = {0};
  for (uint32_t k = 0; k < nb; k++) pt_buf_printf(&list, "%s'%s'", k ? ", " : "", v[best[k]].name);
  const pt_func *f = &p->m->funcs.data[p->func];
  pt_status *s = pt_error_at(PT_ERR_INVALID_ARG, p->m->filename, f->loc,
                             "selector '%s' matches no argument or result of @%s%s%s", sel, pt_str(p->m, f->name),
                             nb ? "; closest: " : " (it has no named arguments or results)", nb ? list.data : "");
  pt_buf_free(&list);
  return s;
}

static bool all_digits(const char *s) {
  if (!*s) return false;
  for (; *s; s++)
    if (*s < '0' || *s > '9') return false;
  return true;
}

typedef PT_VEC(uint32_t) u32_vec;

/* The values `sel` names, in argument-then-result order. */
static pt_status *select_values(const pt_partition *p, const char *sel, u32_vec *out) {
  named_value *v;
  uint32_t n = named_values(p, &v);
  const pt_func *f = &p->m->funcs.data[p->func];
  uint32_t n_args = pt_func_n_args(p->m, f);
  pt_status *s = NULL;
  if (all_digits(sel)) {
    unsigned long i = strlen(sel) > 9 ? ULONG_MAX : strtoul(sel, NULL, 10);
    if (i < n_args)
      pt_vec_push(out, v[i].value);
    else
      s = pt_error_at(PT_ERR_INVALID_ARG, p->m->filename, f->loc, "argument index %s out of range: @%s has %u arguments",
                      sel, pt_str(p->m, f->name), n_args);
  } else {
    bool glob = strpbrk(sel, "*?") != NULL;
    for (uint32_t i = 0; i < n; i++)
      if (v[i].name && (glob ? glob_match(sel, v[i].name) : strcmp(sel, v[i].name) == 0)) pt_vec_push(out, v[i].value);
    if (out->len == 0) s = no_match(p, sel, v, n);
  }
  free(v);
  return s;
}

static pt_status *find_axis(const pt_partition *p, const char *axis, uint32_t *out) {
  int32_t a = axis ? pt_mesh_axis(&p->mesh, axis) : -1;
  if (a >= 0) {
    *out = (uint32_t)a;
    return NULL;
  }
  pt_buf list = {0};
  for (uint32_t i = 0; i < p->mesh.n_axes; i++) pt_buf_printf(&list, "%s'%s'", i ? ", " : "", p->mesh.names[i]);
  pt_status *s = pt_status_make(PT_ERR_INVALID_ARG, "error: unknown mesh axis '%s' (the mesh has %s)",
                                axis ? axis : "(null)", list.data);
  pt_buf_free(&list);
  return s;
}

partir_status *partir_partition_tile(partir_partition *h, const char *selector, int64_t dim, const char *axis,
                                     uint32_t tactic, uint32_t *out_count) {
  if (!h || !selector) return pt_api_status(bad("partir_partition_tile: NULL argument"));
  pt_partition *p = &h->p;
  uint32_t a;
  PT_API_TRY(find_axis(p, axis, &a));
  u32_vec vals = {0};
  pt_status *s = select_values(p, selector, &vals);
  /* The same value may be selected twice (an argument returned as is). */
  uint32_t done = 0;
  for (uint32_t i = 0; i < vals.len && !s; i++) {
    bool dup = false;
    for (uint32_t k = 0; k < i && !dup; k++) dup = vals.data[k] == vals.data[i];
    if (dup) continue;
    if (dim < 0 || dim > 255) {
      pt_buf name = {0};
      pt_partition_describe_value(p, vals.data[i], false, &name);
      s = pt_status_make(PT_ERR_INVALID_ARG, "error: cannot tile %s on axis '%s': dim %lld out of range", name.data,
                         axis, (long long)dim);
      pt_buf_free(&name);
      break;
    }
    s = pt_action_tile(p, vals.data[i], (uint32_t)dim, a, tactic);
    if (!s) done++;
  }
  pt_vec_free(&vals);
  if (s) return pt_api_status(s);
  if (out_count) *out_count = done;
  return NULL;
}

partir_status *partir_partition_propagate(partir_partition *h, const char *axis, uint32_t tactic) {
  if (!h) return pt_api_status(bad("partir_partition_propagate: NULL argument"));
  uint32_t a;
  PT_API_TRY(find_axis(&h->p, axis, &a));
  return pt_api_status(pt_propagate(&h->p, a, tactic, 0));
}

static partir_status *publish(pt_buf *b, char **out_text, size_t *out_len) {
  if (!b->data) pt_buf_append(b, "", 0);
  *out_text = b->data;
  if (out_len) *out_len = b->len;
  return NULL;
}

partir_status *partir_partition_print_core(const partir_partition *h, char **out_text, size_t *out_len) {
  if (!h || !out_text) return pt_api_status(bad("partir_partition_print_core: NULL argument"));
  pt_buf b = {0};
  pt_core_print(&h->p, &b);
  return publish(&b, out_text, out_len);
}

uint32_t partir_partition_num_conflicts(const partir_partition *h) { return h ? h->p.conflicts.len : 0; }

partir_status *partir_partition_conflicts(const partir_partition *h, char **out_text, size_t *out_len) {
  if (!h || !out_text) return pt_api_status(bad("partir_partition_conflicts: NULL argument"));
  pt_buf b = {0};
  for (uint32_t i = 0; i < h->p.conflicts.len; i++) {
    pt_conflict_describe(&h->p, &h->p.conflicts.data[i], &b);
    pt_buf_putc(&b, '\n');
  }
  return publish(&b, out_text, out_len);
}

partir_status *partir_partition_lower_core(partir_partition *h, const char *name) {
  if (!h || !name || !*name) return pt_api_status(bad("partir_partition_lower_core: NULL argument"));
  PT_API_TRY(pt_core_lower(&h->p, name, NULL));
  return pt_api_status(pt_verify_module(h->p.m));
}
