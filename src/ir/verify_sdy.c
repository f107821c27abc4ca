/* verify_sdy.c - the Shardy ops partir reads (sdy.sharding_constraint,
 * sdy.reshard, sdy.propagation_barrier, sdy.named_computation,
 * sdy.manual_computation) and the `sdy.sharding` attributes on function
 * arguments and results. Rules from Shardy's docs/sdy_dialect.md: every
 * sharding names a mesh of the module, uses its axes at most once, has one
 * dim sharding per dim; a manual computation's body sees the operands and
 * results with each dim divided by the manual axes sharding it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "verify_internal.h"

/* The mesh sh names; when the module has no mesh of that name (a function
 * cut out of its module, as tests and tools do), the mesh of the axes sh
 * uses, so that only the rank and the shape of the sharding are checked.
 * from_annotations needs the mesh and says so. */
static void add_axis(pt_sdy_mesh_axes *mesh, const pt_sdy_axis_ref *r) {
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (strcmp(mesh->names[a], r->name) == 0) return;
  if (mesh->n_axes == PT_SDY_MAX_AXES) return;
  memcpy(mesh->names[mesh->n_axes], r->name, sizeof r->name);
  mesh->sizes[mesh->n_axes++] = r->size ? r->pre * r->size : 1;
}

static bool mesh_or_none(const pt_module *m, const pt_sdy_sharding *sh, pt_sdy_mesh_axes *mesh, char *err,
                         size_t err_len) {
  if (pt_sdy_mesh_find(m, sh->mesh)) return pt_sdy_mesh_of(m, sh->mesh, mesh, err, err_len);
  memset(mesh, 0, sizeof *mesh);
  for (uint32_t d = 0; d < sh->rank; d++)
    for (uint32_t i = 0; i < sh->dims[d].n_axes; i++) add_axis(mesh, &sh->dims[d].axes[i]);
  for (uint32_t i = 0; i < sh->n_replicated; i++) add_axis(mesh, &sh->replicated[i]);
  for (uint32_t i = 0; i < sh->n_unreduced; i++) add_axis(mesh, &sh->unreduced[i]);
  return true;
}

/* The parsed sharding `a` (an opaque #sdy.sharding) checked against a
 * rank-`rank` value; `what` names it in errors. */
static pt_status *check_sharding(const pt_vctx *c, const pt_attr *a, uint32_t rank, const char *what,
                                 pt_sdy_sharding *out, pt_sdy_mesh_axes *mesh) {
  char err[200];
  if (!a || a->kind != PT_ATTR_OPAQUE || strcmp(a->u.opq.name, "sdy.sharding") != 0)
    return pt_v_err(c, "%s must be a #sdy.sharding<...>", what);
  if (!pt_sdy_sharding_parse(a->u.opq.body, strlen(a->u.opq.body), out, err, sizeof err) ||
      !mesh_or_none(c->m, out, mesh, err, sizeof err) || !pt_sdy_sharding_check(out, mesh, rank, err, sizeof err))
    return pt_v_err(c, "%s <%s>: %s", what, a->u.opq.body, err);
  return NULL;
}

/* sdy.sharding_constraint and sdy.reshard: identities carrying a sharding. */
pt_status *pt_vchk_sharding_constraint(pt_vctx *c) {
  const pt_attr *a = pt_op_attr(c->m, c->op, "sharding");
  if (!a) return pt_v_err(c, "requires attribute 'sharding'");
  pt_sdy_sharding sh;
  pt_sdy_mesh_axes mesh;
  PT_TRY(check_sharding(c, a, pt_v_operand(c, 0)->rank, "sharding", &sh, &mesh));
  pt_v_rules(c, "the result type equals the operand type", NULL);
  return pt_v_emit(c, pt_v_operand(c, 0));
}

pt_status *pt_vchk_propagation_barrier(pt_vctx *c) {
  static const char *const dirs[] = {"NONE", "FORWARD", "BACKWARD", "BOTH", NULL};
  const char *dir;
  PT_TRY(pt_v_attr_enum(c, "allowed_direction", true, dirs, &dir));
  pt_v_rules(c, "the result type equals the operand type", NULL);
  return pt_v_emit(c, pt_v_operand(c, 0));
}

/* The shardings of `key` (a #sdy.sharding_per_value<[...]>), one per value
 * of `n`; absent is fine for a named computation. */
static pt_status *check_per_value(const pt_vctx *c, const char *key, uint32_t n, bool required,
                                  pt_sdy_sharding *sh, pt_sdy_mesh_axes *mesh, bool *present) {
  const pt_attr *a = pt_op_attr(c->m, c->op, key);
  *present = a != NULL;
  if (!a) return required ? pt_v_err(c, "requires attribute '%s'", key) : NULL;
  char err[200];
  uint32_t got;
  if (a->kind != PT_ATTR_OPAQUE || strcmp(a->u.opq.name, "sdy.sharding_per_value") != 0)
    return pt_v_err(c, "'%s' must be a #sdy.sharding_per_value<[...]>", key);
  if (!pt_sdy_sharding_list_parse(a->u.opq.body, strlen(a->u.opq.body), sh, n, &got, err, sizeof err))
    return pt_v_err(c, "'%s': %s", key, err);
  if (got != n) return pt_v_err(c, "'%s' has %u shardings for %u values", key, got, n);
  for (uint32_t i = 0; i < n; i++) {
    if (!pt_sdy_mesh_of(c->m, sh[i].mesh, &mesh[i], err, sizeof err)) return pt_v_err(c, "'%s' #%u %s", key, i, err);
  }
  return NULL;
}

/* The manual axes `{"a", "b"}` (a #sdy<manual_axes{...}>) into names. */
static pt_status *manual_axes(const pt_vctx *c, pt_sdy_sharding *axes) {
  const pt_attr *a = pt_op_attr(c->m, c->op, "manual_axes");
  if (!a) return pt_v_err(c, "requires attribute 'manual_axes'");
  char err[200];
  if (!pt_sdy_manual_axes_parse(a, axes, err, sizeof err)) return pt_v_err(c, "%s", err);
  return NULL;
}

/* Whether `local` is `global` with each dim divided by the manual axes of
 * its dim sharding (sub-axes count by their size). */
static bool local_fits(const pt_sdy_sharding *sh, const pt_sdy_mesh_axes *mesh, const pt_sdy_sharding *axes,
                       const pt_type *global, const pt_type *local) {
  if (global->kind != PT_TYPE_TENSOR || local->kind != PT_TYPE_TENSOR)
    return global->kind == local->kind;
  if (global->rank != local->rank || global->dtype != local->dtype) return false;
  for (uint32_t d = 0; d < global->rank; d++) {
    int64_t k = 1;
    for (uint32_t i = 0; d < sh->rank && i < sh->dims[d].n_axes; i++) {
      const pt_sdy_axis_ref *r = &sh->dims[d].axes[i];
      if (!pt_sdy_is_manual_axis(axes, r->name)) continue;
      for (uint32_t a = 0; a < mesh->n_axes; a++)
        if (strcmp(mesh->names[a], r->name) == 0) k *= r->size ? r->size : mesh->sizes[a];
    }
    if (global->dims[d] % k != 0 || global->dims[d] / k != local->dims[d]) return false;
  }
  return true;
}

/* sdy.named_computation and sdy.manual_computation: the body takes the
 * operands (local shapes for a manual one) and returns the results. */
pt_status *pt_vchk_sdy_computation(pt_vctx *c) {
  const pt_module *m = c->m;
  const pt_op *op = c->op;
  bool manual = op->code == PT_OP_SDY_MANUAL_COMPUTATION;
  const pt_region *r;
  const pt_op *ret;
  PT_TRY(pt_v_region_ret(c, 0, &r, &ret));
  if (!manual) {
    const pt_attr *name = pt_op_attr(m, op, "name");
    if (!name || name->kind != PT_ATTR_STRING) return pt_v_err(c, "requires a string attribute 'name'");
  }
  if (r->n_args != op->n_operands)
    return pt_v_err(c, "the body takes %u arguments for %u operands", r->n_args, op->n_operands);
  if (ret->n_operands != op->n_results)
    return pt_v_err(c, "the body returns %u values for %u results", ret->n_operands, op->n_results);
  uint32_t n = op->n_operands > op->n_results ? op->n_operands : op->n_results;
  pt_sdy_sharding *sh = pt_calloc(n + 1, sizeof *sh);
  pt_sdy_mesh_axes *mesh = pt_calloc(n + 1, sizeof *mesh);
  pt_sdy_sharding axes;
  memset(&axes, 0, sizeof axes);
  axes.rank = 1;
  pt_status *s = !sh || !mesh ? pt_nomem() : manual ? manual_axes(c, &axes) : NULL;
  pt_vstr a, b;
  for (int side = 0; side < 2 && !s; side++) {
    uint32_t count = side ? op->n_results : op->n_operands;
    bool present;
    s = check_per_value(c, side ? "out_shardings" : "in_shardings", count, manual, sh, mesh, &present);
    for (uint32_t i = 0; i < count && !s; i++) {
      const pt_type *global = side ? pt_v_result(c, i) : pt_v_operand(c, i);
      const pt_type *local = side ? pt_v_ret_type(c, ret, i) : pt_v_arg_type(c, r, i);
      char err[200];
      if (present && !pt_sdy_sharding_check(&sh[i], &mesh[i], global->rank, err, sizeof err))
        s = pt_v_err(c, "%s #%u: %s", side ? "out_shardings" : "in_shardings", i, err);
      else if (!manual && !pt_v_type_eq(global, local))
        s = pt_v_err(c, "%s #%u has type %s, but the body's %s #%u has type %s", side ? "result" : "operand", i,
                     pt_v_tstr(&a, global), side ? "result" : "argument", i, pt_v_tstr(&b, local));
      else if (manual && !local_fits(&sh[i], &mesh[i], &axes, global, local))
        s = pt_v_err(c,
                     "%s #%u of type %s, divided by its manual axes, is not the body's %s #%u of type %s",
                     side ? "result" : "operand", i, pt_v_tstr(&a, global), side ? "result" : "argument", i,
                     pt_v_tstr(&b, local));
    }
  }
  for (uint32_t i = 0; i < op->n_results && !s; i++) s = pt_v_emit(c, pt_v_result(c, i));
  free(sh);
  free(mesh);
  return s;
}

pt_status *pt_v_sdy_op_sharding(const pt_vctx *c) {
  const pt_attr *a = pt_op_attr(c->m, c->op, "sdy.sharding");
  if (!a) return NULL;
  uint32_t n = c->op->n_results, got;
  if (a->kind != PT_ATTR_OPAQUE || strcmp(a->u.opq.name, "sdy.sharding_per_value") != 0)
    return pt_v_err(c, "'sdy.sharding' on an op must be a #sdy.sharding_per_value<[...]>");
  pt_sdy_sharding *sh = pt_calloc(n + 1u, sizeof *sh);
  PT_TRY_ALLOC(sh);
  char err[200];
  pt_status *s = NULL;
  if (!pt_sdy_sharding_list_parse(a->u.opq.body, strlen(a->u.opq.body), sh, n, &got, err, sizeof err))
    s = pt_v_err(c, "'sdy.sharding': %s", err);
  else if (got != n)
    s = pt_v_err(c, "'sdy.sharding' has %u shardings for %u results", got, n);
  for (uint32_t i = 0; i < n && !s; i++) {
    pt_sdy_mesh_axes mesh;
    const pt_type *t = pt_value_type(c->m, c->op->results + i);
    if (!mesh_or_none(c->m, &sh[i], &mesh, err, sizeof err) ||
        !pt_sdy_sharding_check(&sh[i], &mesh, t->kind == PT_TYPE_TENSOR ? t->rank : 0, err, sizeof err))
      s = pt_v_err(c, "'sdy.sharding' #%u: %s", i, err);
  }
  free(sh);
  return s;
}

pt_status *pt_v_sdy_io_sharding(const pt_module *m, const pt_func *f, const pt_attr *dict, const char *what,
                                uint32_t index, uint32_t type_id) {
  const pt_attr *a = pt_attr_dict_get(m, dict, "sdy.sharding");
  if (!a) return NULL;
  const pt_type *t = pt_type_get(m, type_id);
  pt_sdy_sharding sh;
  pt_sdy_mesh_axes mesh;
  char err[200];
  if (a->kind != PT_ATTR_OPAQUE || strcmp(a->u.opq.name, "sdy.sharding") != 0)
    return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "@%s %s #%u: sdy.sharding must be a #sdy.sharding<...>",
                       pt_str(m, f->name), what, index);
  if (!pt_sdy_sharding_parse(a->u.opq.body, strlen(a->u.opq.body), &sh, err, sizeof err) ||
      !mesh_or_none(m, &sh, &mesh, err, sizeof err) ||
      !pt_sdy_sharding_check(&sh, &mesh, t->kind == PT_TYPE_TENSOR ? t->rank : 0, err, sizeof err))
    return pt_error_at(PT_ERR_VERIFY, m->filename, f->loc, "@%s %s #%u: sdy.sharding <%s>: %s", pt_str(m, f->name),
                       what, index, a->u.opq.body, err);
  return NULL;
}
