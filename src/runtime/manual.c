/* manual.c - sdy.manual_computation (what shard_map exports) in a run of
 * the global program: the body is device-local code over the manual axes,
 * so it is emulated on the thread runtime. Each operand is cut per its
 * in_sharding into every device's chunk, the body runs once per device of
 * the op's mesh (its collectives meet across those threads, with the
 * mesh's device ids, as under XLA), and each device's results are put back
 * in place per the out_shardings.
 *
 * Only manual axes cut: the body sees a dim sharded on a free (non-manual)
 * axis whole, as Shardy says. The body runs on every device of the mesh,
 * free axes included, because the replica groups of its collectives name
 * devices of the whole mesh; the devices that differ only on free axes
 * compute the same chunks, and any of them may place its copy. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_internal.h"

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

static bool is_manual(const pt_sdy_sharding *axes, const char *name) {
  for (uint32_t i = 0; i < axes->dims[0].n_axes; i++)
    if (strcmp(axes->dims[0].axes[i].name, name) == 0) return true;
  return false;
}

/* The layout sh gives on the manual axes: each manual axis of a dim
 * sharding tiles that dim, major to minor; every other axis is whole. */
static pt_status *manual_layout(const pt_module *m, const pt_op *op, const pt_mesh *mesh, const pt_sdy_sharding *axes,
                                const pt_sdy_sharding *sh, const char *what, uint32_t index, pt_layout *l) {
  pt_layout_whole(l);
  for (uint32_t d = 0; d < sh->rank; d++) {
    uint8_t pos = 0;
    for (uint32_t i = 0; i < sh->dims[d].n_axes; i++) {
      const pt_sdy_axis_ref *r = &sh->dims[d].axes[i];
      if (!is_manual(axes, r->name)) continue;
      if (r->size)
        return pt_op_error(m, op, "%s #%u: the sub-axis \"%s\":(%lld)%lld of a manual axis is not supported yet", what,
                           index, r->name, (long long)r->pre, (long long)r->size);
      uint32_t a = 0;
      while (a < mesh->n_axes && strcmp(mesh->names[a], r->name) != 0) a++;
      if (a == mesh->n_axes) return pt_op_error(m, op, "%s #%u: unknown axis '%s'", what, index, r->name);
      l->kind[a] = PT_LAYOUT_TILED;
      l->dim[a] = (int8_t)d;
      l->pos[a] = pos++;
    }
  }
  return NULL;
}

/* Parses in_shardings / out_shardings (n values) into layouts. */
static pt_status *layouts_of(const pt_module *m, const pt_op *op, const char *key, uint32_t n,
                             const pt_sdy_sharding *axes, pt_mesh *mesh, bool *have_mesh, pt_layout *out) {
  const pt_attr *a = pt_op_attr(m, op, key);
  if (!a || a->kind != PT_ATTR_OPAQUE) return pt_op_error(m, op, "requires a #sdy.sharding_per_value '%s'", key);
  pt_sdy_sharding *sh = pt_xcalloc(n + 1u, sizeof *sh);
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
    }
    if (!s) s = manual_layout(m, op, mesh, axes, &sh[i], key, i, &out[i]);
  }
  free(sh);
  return s;
}

pt_status *pt_runtime_manual_computation(const pt_interp_options *opts, const pt_module *m, const pt_op *op,
                                         const pt_tensor *in, pt_tensor *out) {
  pt_sdy_sharding axes;
  char err[200];
  if (!pt_sdy_manual_axes_parse(pt_op_attr(m, op, "manual_axes"), &axes, err, sizeof err))
    return pt_op_error(m, op, "%s", err);
  pt_mesh mesh;
  bool have_mesh = false;
  uint32_t n_in = op->n_operands, n_out = op->n_results;
  pt_layout *lin = pt_xcalloc(n_in + n_out + 1u, sizeof *lin), *lout = lin + n_in;
  pt_status *s = layouts_of(m, op, "in_shardings", n_in, &axes, &mesh, &have_mesh, lin);
  if (!s) s = layouts_of(m, op, "out_shardings", n_out, &axes, &mesh, &have_mesh, lout);
  if (!s && !have_mesh) s = pt_op_error(m, op, "has no operands or results to take a mesh from");
  uint32_t N = 0;
  pt_tensor **chunks = NULL;
  if (!s) {
    int64_t n64 = pt_mesh_num_devices(&mesh);
    N = n64 > 0 && n64 <= 4096 ? (uint32_t)n64 : 0;
    if (!N) s = pt_op_error(m, op, "its mesh has %lld devices; the thread runtime runs 1 to 4096", (long long)n64);
  }
  if (!s) {
    chunks = pt_xcalloc(N, sizeof *chunks);
    for (uint32_t d = 0; d < N; d++) chunks[d] = pt_xcalloc(n_in + 1u, sizeof **chunks);
    for (uint32_t d = 0; d < N && !s; d++)
      for (uint32_t i = 0; i < n_in && !s; i++) {
        s = pt_runtime_scatter(&mesh, &lin[i], &in[i], d, &chunks[d][i]);
        if (s) s = pt_status_annotate(s, "%s:%u:%u: error: 'sdy.manual_computation' op: operand %u: ", m->filename,
                                      op->loc.line, op->loc.col, i);
      }
  }
  pt_tensor **res = NULL;
  uint32_t n_res = 0;
  if (!s) {
    /* The body's devices run without a hook of their own: a manual
     * computation nested in one is an error there. */
    pt_interp_options dopts = *opts;
    dopts.manual_computation = NULL;
    s = pt_runtime_run_body(m, 0, pt_op_region(m, op, 0), &mesh, chunks, n_in, &dopts, &res, &n_res, NULL);
    if (s) s = pt_status_annotate(s, "in the body of 'sdy.manual_computation' at %s:%u:%u: ", m->filename,
                                  op->loc.line, op->loc.col);
  }
  if (!s && n_res != n_out) s = pt_op_error(m, op, "its body returned %u values for %u results", n_res, n_out);
  for (uint32_t d = 0; d < N && !s; d++)
    for (uint32_t i = 0; i < n_out && !s; i++) s = pt_runtime_place(&mesh, &lout[i], &res[d][i], d, &out[i]);
  if (res) pt_runtime_outputs_free(res, N, n_res);
  for (uint32_t d = 0; chunks && d < N; d++) pt_interp_outputs_free(chunks[d], n_in);
  free(chunks);
  free(lin);
  return s;
}
