/* annotate.c - layouts as the sharding annotations GSPMD and Shardy read
 * (`mhlo.sharding` strings, `#sdy.sharding<...>`), and the original module
 * annotated with them, in one dialect at a time.
 *
 * GSPMD tile assignments. A layout of a rank-r value becomes a tile shape
 * [t_0, ..., t_{r-1}] (t_d = product of the sizes of the axes tiling d),
 * plus a trailing replication dim when some axes tile nothing, and the
 * device of every tile. Tile (t_0, ..., t_{r-1}, rep) is held by the device
 * whose coordinates on d's axes, read major to minor, spell t_d, and whose
 * coordinates on the leftover axes, in mesh order, spell rep. Listing the
 * axes in that order (d = 0's axes, d = 1's, ..., then the leftover ones)
 * gives a permutation of the mesh axes, and since device ids are row-major
 * over the mesh axes, the device array is exactly
 * iota(N).reshape(mesh sizes).transpose(that permutation): XLA's iota form
 * `<=[sizes]T(perm)`. XLA prints it canonically, with runs of axes that
 * stay adjacent and in order under the permutation merged into one reshape
 * dim (and size-1 axes dropped): "[{"axis_2"}, {"axis_0","axis_1"}]" is
 * `<=[8,4]T(1,0)`, not `<=[2,4,4]T(2,0,1)`. We print the same form, so
 * our strings compare equal to what JAX/XLA produce for the same sharding.
 */
#include <stdlib.h>
#include <string.h>

#include "../stablehlo/stablehlo.h"
#include "spmd.h"

/* The mesh axes in tile order (see the top), size-1 axes left out, and the
 * tile shape. Returns how many axes; *n_tiled of them tile a dim. */
static uint32_t tile_order(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, uint32_t *order,
                           uint32_t *n_tiled, int64_t *tile_dims, int64_t *replication) {
  uint32_t n = 0;
  bool used[PT_MESH_MAX_AXES] = {false};
  for (uint32_t d = 0; d < rank; d++) {
    uint32_t axes[PT_MESH_MAX_AXES];
    uint32_t k = pt_layout_dim_axes(mesh, l, d, axes);
    tile_dims[d] = 1;
    for (uint32_t i = 0; i < k; i++) {
      used[axes[i]] = true;
      tile_dims[d] *= mesh->sizes[axes[i]];
      if (mesh->sizes[axes[i]] > 1) order[n++] = axes[i];
    }
  }
  *n_tiled = n;
  *replication = 1;
  /* WHOLE, PARTIAL, and (defensively) TILED on a dim past the rank. */
  for (uint32_t a = 0; a < mesh->n_axes; a++) {
    if (used[a] || mesh->sizes[a] == 1) continue;
    order[n++] = a;
    *replication *= mesh->sizes[a];
  }
  return n;
}

/* `sep` then v in decimal, as "%s%lld" prints it: emission writes a
 * sharding per argument and result, and a printf call per number cost
 * more than the rest of it. */
static void put_num(pt_buf *out, const char *sep, int64_t v) {
  char tmp[24];
  uint32_t n = sizeof tmp;
  uint64_t u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;
  do {
    tmp[--n] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  if (v < 0) tmp[--n] = '-';
  pt_buf_puts(out, sep);
  pt_buf_append(out, tmp + n, sizeof tmp - n);
}

void pt_layout_gspmd(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, pt_buf *out) {
  uint32_t order[PT_MESH_MAX_AXES], n_tiled;
  int64_t tile_dims[PT_MAX_RANK], replication;
  if (rank > PT_MAX_RANK) rank = PT_MAX_RANK;
  uint32_t n = tile_order(mesh, l, rank, order, &n_tiled, tile_dims, &replication);
  if (n_tiled == 0) {
    pt_buf_puts(out, "{replicated}");
    return;
  }
  /* Merge runs of tile-order axes that are consecutive mesh axes (size-1
   * axes between them do not count: they were dropped from the reshape). */
  uint32_t mesh_pos[PT_MESH_MAX_AXES]; /* mesh axis -> index among the non-trivial axes */
  uint32_t n_nontrivial = 0;
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (mesh->sizes[a] > 1) mesh_pos[a] = n_nontrivial++;
  uint32_t group_first[PT_MESH_MAX_AXES]; /* per group: mesh position of its first axis */
  int64_t group_size[PT_MESH_MAX_AXES];
  uint32_t n_groups = 0;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t pos = mesh_pos[order[i]];
    if (i > 0 && pos == mesh_pos[order[i - 1]] + 1) {
      group_size[n_groups - 1] *= mesh->sizes[order[i]];
    } else {
      group_first[n_groups] = pos;
      group_size[n_groups] = mesh->sizes[order[i]];
      n_groups++;
    }
  }
  /* The reshape lists the groups in mesh order; perm[i] is where group i
   * (in tile order) sits in it. */
  uint32_t perm[PT_MESH_MAX_AXES];
  bool identity = true;
  for (uint32_t i = 0; i < n_groups; i++) {
    perm[i] = 0;
    for (uint32_t j = 0; j < n_groups; j++)
      if (group_first[j] < group_first[i]) perm[i]++;
    identity &= perm[i] == i;
  }
  pt_buf_puts(out, "{devices=[");
  for (uint32_t d = 0; d < rank; d++) put_num(out, d ? "," : "", tile_dims[d]);
  if (replication > 1) put_num(out, ",", replication);
  pt_buf_puts(out, "]<=[");
  if (identity) {
    int64_t total = 1;
    for (uint32_t i = 0; i < n_groups; i++) total *= group_size[i];
    put_num(out, "", total);
    pt_buf_putc(out, ']');
  } else {
    for (uint32_t j = 0; j < n_groups; j++)
      for (uint32_t i = 0; i < n_groups; i++)
        if (perm[i] == j) put_num(out, j ? "," : "", group_size[i]);
    pt_buf_puts(out, "]T(");
    for (uint32_t i = 0; i < n_groups; i++) put_num(out, i ? "," : "", perm[i]);
    pt_buf_putc(out, ')');
  }
  if (replication > 1) pt_buf_puts(out, " last_tile_dim_replicate");
  pt_buf_putc(out, '}');
}

/* `@mesh, [{"batch"}, {}]`: the body of #sdy.sharding<...>. */
static void sdy_body(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, const char *mesh_name, pt_buf *out) {
  pt_buf_printf(out, "@%s, [", mesh_name);
  for (uint32_t d = 0; d < rank; d++) {
    uint32_t axes[PT_MESH_MAX_AXES];
    uint32_t k = pt_layout_dim_axes(mesh, l, d, axes);
    pt_buf_puts(out, d ? ", {" : "{");
    pt_mesh_sdy_axes_text(mesh, axes, k, out); /* sub-axis pieces as Shardy's "x":(1)2 */
    pt_buf_putc(out, '}');
  }
  pt_buf_putc(out, ']');
}

void pt_layout_sdy(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, const char *mesh_name, pt_buf *out) {
  pt_buf_puts(out, "#sdy.sharding<");
  sdy_body(mesh, l, rank, mesh_name, out);
  pt_buf_putc(out, '>');
}

/* ---- the annotated module -------------------------------------------------- */

enum { ANNOTATION_COUNT = 2 };

/* A copy of `dict` (NULL or a DICT) with the entries `names` set to
 * `values` (replacing entries of the same names); a NULL value removes
 * the entry. NULL without memory. */
static const pt_attr *dict_with(pt_module *m, const pt_attr *dict, const char *const *names,
                                const pt_attr *const *values, uint32_t n) {
  uint32_t old = dict && dict->kind == PT_ATTR_DICT ? dict->u.dict.n : 0;
  pt_named_attr *items = pt_malloc((old + n) * sizeof *items);
  if (!items) return NULL;
  uint32_t k = 0;
  for (uint32_t i = 0; i < old; i++) {
    const char *name = pt_str(m, dict->u.dict.items[i].name);
    bool replaced = false;
    for (uint32_t j = 0; j < n; j++) replaced |= strcmp(name, names[j]) == 0;
    if (!replaced) items[k++] = dict->u.dict.items[i];
  }
  for (uint32_t j = 0; j < n; j++)
    if (values[j]) items[k++] = (pt_named_attr){pt_intern_cstr(&m->strings, names[j]), values[j]};
  const pt_attr *res = pt_attr_dict(m, items, k);
  free(items);
  return res;
}

/* `dict` with the sharding of layout `l` in one dialect: mhlo.sharding
 * (GSPMD) or sdy.sharding (Shardy). The other dialect's attribute, which
 * an input read with --from-annotations may carry, is removed: XLA's GSPMD
 * partitioner refuses a module with Shardy attributes, and two sources of
 * truth could disagree. */
static const pt_attr *annotate(pt_module *m, const pt_mesh *mesh, const pt_attr *dict, pt_layout l, uint32_t rank,
                               const char *mesh_name, bool shardy) {
  pt_layout_drop_partial(mesh, &l);
  pt_buf text = {0};
  static const char *const names[ANNOTATION_COUNT] = {"mhlo.sharding", "sdy.sharding"};
  const pt_attr *values[ANNOTATION_COUNT] = {NULL, NULL};
  if (shardy) {
    sdy_body(mesh, &l, rank, mesh_name, &text);
    values[1] = text.failed ? NULL : pt_attr_opaque(m, "sdy.sharding", text.data, (uint32_t)text.len);
  } else {
    pt_layout_gspmd(mesh, &l, rank, &text);
    values[0] = text.failed ? NULL : pt_attr_string(m, text.data, (uint32_t)text.len);
  }
  pt_buf_free(&text);
  /* NULL without memory (a NULL value would remove the entry instead). */
  if (!values[shardy ? 1 : 0]) return NULL;
  return dict_with(m, dict, names, values, ANNOTATION_COUNT);
}

/* Whether the module's @mesh has exactly `mesh`'s axes (`mesh` with its
 * sub-axes merged back into their axes). */
static bool same_mesh(const pt_module *m, const pt_mesh *split) {
  pt_mesh merged, *mesh = &merged;
  pt_mesh_merge_subaxes(split, &merged, NULL);
  pt_sdy_mesh_axes own;
  char err[160];
  if (!pt_sdy_mesh_of(m, "mesh", &own, err, sizeof err) || own.n_axes != mesh->n_axes ||
      (own.has_device_ids && !own.device_ids_iota))
    return false;
  for (uint32_t a = 0; a < own.n_axes; a++)
    if (strcmp(own.names[a], mesh->names[a]) != 0 || own.sizes[a] != mesh->sizes[a]) return false;
  return true;
}

void pt_spmd_print_annotated(const pt_partition *p, bool shardy, pt_buf *out) {
  /* New attributes and names go into a scratch module derived from the
   * state's (same ids, its attributes shared): the input stays as it was. */
  pt_module *m = pt_module_try_derive_room(p->m, 0);
  if (!m) {
    out->failed = true; /* pt_buf_take says PT_ERR_NOMEM */
    return;
  }
  const pt_mesh *mesh = &p->mesh;
  const pt_func *f = &m->funcs.data[p->func];
  pt_func func = *f;
  uint32_t n_args = pt_func_n_args(m, f);
  /* The module's own meshes stay (its sdy ops name them); partir's mesh is
   * @mesh, the module's @mesh when it is the same, else @partir_mesh. */
  const pt_sdy_mesh *own = pt_sdy_mesh_find(m, "mesh");
  /* GSPMD needs no mesh op: its strings name devices, not axes. */
  bool reuse = !shardy || (own && same_mesh(m, mesh));
  const char *mesh_name = own && !reuse ? "partir_mesh" : "mesh";
  func.arg_attrs = pt_calloc(n_args ? n_args : 1, sizeof *func.arg_attrs);
  func.result_attrs = pt_calloc(f->n_results ? f->n_results : 1, sizeof *func.result_attrs);
  bool ok = func.arg_attrs && func.result_attrs;
  for (uint32_t i = 0; i < n_args && ok; i++) {
    uint32_t v = pt_func_arg(m, f, i);
    pt_layout l;
    pt_layout_of_value(p, v, &l);
    func.arg_attrs[i] = annotate(m, mesh, f->arg_attrs ? f->arg_attrs[i] : NULL, l, pt_value_type(m, v)->rank, mesh_name,
                                 shardy);
    ok = func.arg_attrs[i] != NULL;
  }
  const pt_region *body = &m->regions.data[f->body];
  const pt_op *ret = body->n_ops ? pt_op_get(m, pt_region_op(m, body, body->n_ops - 1)) : NULL;
  for (uint32_t i = 0; i < f->n_results && ok; i++) {
    pt_layout l;
    if (ret && i < ret->n_operands)
      pt_layout_of_value(p, pt_op_operand(m, ret, i), &l);
    else
      pt_layout_whole(&l);
    uint32_t rank = pt_type_get(m, pt_func_result_type(m, f, i))->rank;
    func.result_attrs[i] = annotate(m, mesh, f->result_attrs ? f->result_attrs[i] : NULL, l, rank, mesh_name, shardy);
    ok = func.result_attrs[i] != NULL;
  }

  /* JAX gives both GSPMD and Shardy the partition count as module attributes. */
  static const char *const module_names[2] = {"mhlo.num_partitions", "mhlo.num_replicas"};
  const pt_attr *module_values[2] = {pt_attr_int(m, pt_mesh_num_devices(mesh), PT_DTYPE_I32),
                                     pt_attr_int(m, 1, PT_DTYPE_I32)};
  const pt_attr *module_attrs = dict_with(m, m->attrs, module_names, module_values, 2);

  pt_buf mesh_text = {0};
  pt_mesh merged; /* Shardy's mesh has whole axes; shardings name the sub-axes */
  pt_mesh_merge_subaxes(mesh, &merged, NULL);
  pt_buf_putc(&mesh_text, '[');
  for (uint32_t a = 0; a < merged.n_axes; a++)
    pt_buf_printf(&mesh_text, "%s\"%s\"=%lld", a ? ", " : "", merged.names[a], (long long)merged.sizes[a]);
  pt_buf_putc(&mesh_text, ']');
  pt_sdy_mesh sdy_mesh;
  memset(&sdy_mesh, 0, sizeof sdy_mesh);
  sdy_mesh.name = pt_intern_cstr(&m->strings, mesh_name);
  sdy_mesh.body = mesh_text.failed ? NULL : pt_attr_opaque(m, "sdy.mesh", mesh_text.data, (uint32_t)mesh_text.len);
  pt_buf_free(&mesh_text);
  pt_sdy_mesh *meshes = pt_malloc((m->meshes.len + 1) * sizeof *meshes);
  if (!ok || !module_attrs || !sdy_mesh.body || !meshes || pt_module_oom(m)) {
    out->failed = true; /* pt_buf_take says PT_ERR_NOMEM */
    free(meshes);
    free(func.arg_attrs);
    free(func.result_attrs);
    pt_module_free(m);
    return;
  }

  /* A view of the module (taken after the last allocation in it) with one
   * function and one mesh. */
  pt_module view = *m;
  view.attrs = module_attrs;
  view.funcs.data = &func;
  view.funcs.len = view.funcs.cap = 1;
  meshes[0] = sdy_mesh;
  for (uint32_t i = 0; i < m->meshes.len; i++) meshes[i + 1] = m->meshes.data[i];
  view.meshes.data = reuse ? meshes + 1 : meshes;
  view.meshes.len = view.meshes.cap = m->meshes.len + !reuse;
  pt_print_module(&view, out, false);
  free(meshes);
  free(func.arg_attrs);
  free(func.result_attrs);
  pt_module_free(m);
}
