/* manual.c - what an sdy.manual_computation (shard_map) means for
 * layouts: its operands enter the body, and its results leave it, tiled on
 * the manual axes as its in_shardings / out_shardings say, and whole on
 * every other axis. A dim sharded on a free (non-manual) axis is whole in
 * the body, as Shardy says: the body computes on it as a global program
 * would. Both the reference run (the runtime emulating the body on
 * devices) and the SPMD lowering (the body emitted as device-local code)
 * read the op through pt_manual_layouts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "spmd.h"

/* The op's mesh (the sdy.mesh its shardings name) as a pt_mesh. */
static pt_status *op_mesh(const pt_module *m, const pt_op *op, const char *name, pt_mesh *mesh) {
  pt_sdy_mesh_axes sdy;
  char err[200];
  if (!pt_sdy_mesh_of(m, name, &sdy, err, sizeof err)) return pt_op_error(m, op, "%s", err);
  if (sdy.has_device_ids && !sdy.device_ids_iota)
    return pt_op_error(m, op, "mesh @%s has its own device order, which partir cannot run yet", name);
  if (sdy.n_axes > PT_MESH_MAX_AXES)
    return pt_op_error(m, op, "mesh @%s has %u axes, more than the %d partir runs", name, sdy.n_axes,
                       PT_MESH_MAX_AXES);
  memset(mesh, 0, sizeof *mesh);
  mesh->n_axes = sdy.n_axes;
  for (uint32_t a = 0; a < sdy.n_axes; a++) {
    if (strlen(sdy.names[a]) >= PT_MESH_NAME_MAX)
      return pt_op_error(m, op, "mesh @%s: axis name '%s' is too long", name, sdy.names[a]);
    strcpy(mesh->names[a], sdy.names[a]);
    mesh->sizes[a] = sdy.sizes[a];
  }
  return NULL;
}

/* Whether `split` is `mesh` with some axes split into sub-axes. */
static bool split_of(const pt_mesh *split, const pt_mesh *mesh) {
  pt_mesh merged;
  pt_mesh_merge_subaxes(split, &merged, NULL);
  if (merged.n_axes != mesh->n_axes) return false;
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (strcmp(merged.names[a], mesh->names[a]) != 0 || merged.sizes[a] != mesh->sizes[a]) return false;
  return true;
}

/* The layout sh gives on the manual axes: each manual axis of a dim
 * sharding tiles that dim, major to minor (all its pieces, when the mesh
 * splits it into sub-axes); every other axis is whole. */
static pt_status *manual_layout(const pt_module *m, const pt_op *op, const pt_mesh *mesh, const pt_sdy_sharding *axes,
                                const pt_sdy_sharding *sh, const char *what, uint32_t index, pt_layout *l) {
  pt_layout_whole(l);
  for (uint32_t d = 0; d < sh->rank; d++) {
    uint8_t pos = 0;
    for (uint32_t i = 0; i < sh->dims[d].n_axes; i++) {
      const pt_sdy_axis_ref *r = &sh->dims[d].axes[i];
      if (!pt_sdy_is_manual_axis(axes, r->name)) continue;
      if (r->size)
        return pt_op_error(m, op, "%s #%u: the sub-axis \"%s\":(%lld)%lld of a manual axis is not supported yet", what,
                           index, r->name, (long long)r->pre, (long long)r->size);
      pt_mesh merged;
      uint32_t axis_of[PT_MESH_MAX_AXES], found = 0;
      pt_mesh_merge_subaxes(mesh, &merged, axis_of);
      for (uint32_t a = 0; a < mesh->n_axes; a++) {
        if (strcmp(merged.names[axis_of[a]], r->name) != 0) continue;
        l->kind[a] = PT_LAYOUT_TILED;
        l->dim[a] = (int8_t)d;
        l->pos[a] = pos++;
        found++;
      }
      if (!found) return pt_op_error(m, op, "%s #%u: unknown axis '%s'", what, index, r->name);
    }
  }
  return NULL;
}

/* Parses in_shardings / out_shardings (n values) into layouts. */
static pt_status *layouts_of(const pt_module *m, const pt_op *op, const char *key, uint32_t n,
                             const pt_sdy_sharding *axes, const pt_mesh *split, pt_mesh *mesh, bool *have_mesh,
                             pt_layout *out) {
  const pt_attr *a = pt_op_attr(m, op, key);
  if (!a || a->kind != PT_ATTR_OPAQUE) return pt_op_error(m, op, "requires a #sdy.sharding_per_value '%s'", key);
  pt_sdy_sharding *sh = pt_calloc(n + 1u, sizeof *sh);
  if (!sh) return pt_nomem();
  char err[200];
  uint32_t got;
  pt_status *s = NULL;
  if (!pt_sdy_sharding_list_parse(a->u.opq.body, strlen(a->u.opq.body), sh, n, &got, err, sizeof err))
    s = pt_op_error(m, op, "'%s': %s", key, err);
  else if (got != n)
    s = pt_op_error(m, op, "'%s' has %u shardings for %u values", key, got, n);
  for (uint32_t i = 0; i < n && !s; i++) {
    if (!*have_mesh) {
      s = op_mesh(m, op, sh[i].mesh, mesh);
      *have_mesh = s == NULL;
      if (!s && split && split_of(split, mesh)) *mesh = *split;
    }
    if (!s) s = manual_layout(m, op, mesh, axes, &sh[i], key, i, &out[i]);
  }
  free(sh);
  return s;
}

pt_status *pt_manual_layouts(const pt_module *m, const pt_op *op, const pt_mesh *split, pt_mesh *mesh, pt_layout *in,
                             pt_layout *out) {
  pt_sdy_sharding axes;
  char err[200];
  if (!pt_sdy_manual_axes_parse(pt_op_attr(m, op, "manual_axes"), &axes, err, sizeof err))
    return pt_op_error(m, op, "%s", err);
  bool have_mesh = false;
  PT_TRY(layouts_of(m, op, "in_shardings", op->n_operands, &axes, split, mesh, &have_mesh, in));
  PT_TRY(layouts_of(m, op, "out_shardings", op->n_results, &axes, split, mesh, &have_mesh, out));
  if (!have_mesh) return pt_op_error(m, op, "has no operands or results to take a mesh from");
  return NULL;
}

pt_status *pt_manual_on_mesh(const pt_module *m, const pt_op *op, const pt_mesh *prog, pt_mesh *mesh, pt_layout *in,
                             pt_layout *out) {
  PT_TRY(pt_manual_layouts(m, op, prog, mesh, in, out));
  bool same = mesh->n_axes == prog->n_axes;
  for (uint32_t a = 0; same && a < mesh->n_axes; a++)
    same = strcmp(mesh->names[a], prog->names[a]) == 0 && mesh->sizes[a] == prog->sizes[a];
  if (same) return NULL;
  pt_buf want = {0}, got = {0};
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    pt_buf_printf(&want, "%s%s=%lld", a ? "," : "", mesh->names[a], (long long)mesh->sizes[a]);
  for (uint32_t a = 0; a < prog->n_axes; a++)
    pt_buf_printf(&got, "%s%s=%lld", a ? "," : "", prog->names[a], (long long)prog->sizes[a]);
  if (want.failed || got.failed) {
    pt_buf_free(&want);
    pt_buf_free(&got);
    return pt_nomem();
  }
  pt_status *s = pt_op_error(m, op,
                             "its body is device-local code on the mesh %s, but the program is partitioned on %s "
                             "(partition it on the manual computation's mesh)",
                             want.data, got.data);
  pt_buf_free(&want);
  pt_buf_free(&got);
  return s;
}

/* Every manual computation in region `r` and the regions nested in it
 * (not inside a manual body: that is device-local code, emitted as it is). */
static pt_status *check_region(const pt_module *m, uint32_t r, const pt_mesh *prog) {
  const pt_region *reg = &m->regions.data[r];
  for (uint32_t i = 0; i < reg->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, reg, i));
    if (op->code == PT_OP_SDY_MANUAL_COMPUTATION) {
      pt_mesh mesh;
      pt_layout *l = pt_malloc(((size_t)op->n_operands + op->n_results + 1) * sizeof *l);
      if (!l) return pt_nomem();
      pt_status *s = pt_manual_on_mesh(m, op, prog, &mesh, l, l + op->n_operands);
      free(l);
      PT_TRY(s);
      continue;
    }
    for (uint32_t k = 0; k < op->n_regions; k++) PT_TRY(check_region(m, pt_op_region(m, op, k), prog));
  }
  return NULL;
}

pt_status *pt_manual_check_func(const pt_module *m, uint32_t func, const pt_mesh *prog) {
  return check_region(m, m->funcs.data[func].body, prog);
}
