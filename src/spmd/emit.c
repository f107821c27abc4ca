/* emit.c - the SPMD module as text: only the SPMD function, under the name
 * the caller gives, with the partition count XLA needs, every argument
 * and result marked `{manual}` for XLA and annotated with its global
 * layout (`partir.sharding`, the layout the function expects its inputs in
 * and returns its outputs in).
 *
 * The module itself is not changed: the new attributes and names go into
 * a scratch module derived from it, and a view of that (a struct copy whose
 * function list holds one modified copy of the SPMD function) is printed.
 * Without memory nothing is printed and `out` is marked failed (pt_buf_take
 * then says PT_ERR_NOMEM).
 */
#include <stdlib.h>
#include <string.h>

#include "../stablehlo/stablehlo.h"
#include "spmd.h"

/* A copy of `dict` (NULL or a DICT) with the entry `name` set to `value`
 * (replacing an entry of that name); the other entries are kept. NULL
 * without memory (or when `value` is NULL: it could not be made). */
static const pt_attr *dict_with(pt_module *m, const pt_attr *dict, const char *name, const pt_attr *value) {
  uint32_t old = dict && dict->kind == PT_ATTR_DICT ? dict->u.dict.n : 0;
  if (!value) return NULL;
  pt_named_attr *items = pt_malloc((old + 1) * sizeof *items);
  if (!items) return NULL;
  uint32_t k = 0;
  for (uint32_t i = 0; i < old; i++)
    if (strcmp(pt_str(m, dict->u.dict.items[i].name), name) != 0) items[k++] = dict->u.dict.items[i];
  items[k++] = (pt_named_attr){pt_intern_cstr(&m->strings, name), value};
  const pt_attr *res = pt_attr_dict(m, items, k);
  free(items);
  return res;
}

/* The program is already partitioned: XLA must take each argument and
 * result as the device-local buffer it is, which `{manual}` says (a global
 * sharding would make XLA's partitioner split the local shapes again, and
 * collectives outside manual mode are refused). The global layout stays
 * readable as `partir.sharding`, a GSPMD string, for tools that place
 * arrays (partir_partition_shardings gives the same as data). */
static const pt_attr *with_sharding(pt_module *m, const pt_mesh *mesh, const pt_attr *dict, const pt_layout *l,
                                    uint32_t rank) {
  pt_buf text = {0};
  pt_layout_gspmd(mesh, l, rank, &text);
  const pt_attr *global = text.failed ? NULL : pt_attr_string(m, text.data, (uint32_t)text.len);
  pt_buf_free(&text);
  const pt_attr *d = dict_with(m, dict, "partir.sharding", global);
  return d ? dict_with(m, d, "mhlo.sharding", pt_attr_string(m, "{manual}", 8)) : NULL;
}

void pt_spmd_print_module(const pt_module *cm, const pt_mesh *mesh, const pt_spmd_program *prog,
                          const char *func_name, pt_buf *out) {
  pt_spmd_print_module_threads(cm, mesh, prog, func_name, 1, 0, out);
}

void pt_spmd_print_module_threads(const pt_module *cm, const pt_mesh *mesh, const pt_spmd_program *prog,
                                  const char *func_name, uint32_t threads, uint32_t piece_ops, pt_buf *out) {
  /* New attributes and names go into a scratch module derived from cm
   * (same ids, cm's attributes shared), which cm's readers never see. */
  pt_module *m = pt_module_try_derive_room(cm, 0);
  if (!m) {
    out->failed = true;
    return;
  }
  const pt_func *f = &m->funcs.data[prog->func];
  pt_func func = *f;
  func.name = pt_intern_cstr(&m->strings, func_name);
  func.is_private = false;
  uint32_t n_args = pt_func_n_args(m, f);
  func.arg_attrs = pt_calloc(n_args ? n_args : 1, sizeof *func.arg_attrs);
  func.result_attrs = pt_calloc(f->n_results ? f->n_results : 1, sizeof *func.result_attrs);
  bool ok = func.arg_attrs && func.result_attrs;
  for (uint32_t i = 0; i < n_args && ok; i++) {
    const pt_attr *dict = f->arg_attrs ? f->arg_attrs[i] : NULL;
    pt_layout l;
    if (i < prog->n_args)
      l = prog->arg_layouts[i];
    else
      pt_layout_whole(&l);
    func.arg_attrs[i] = with_sharding(m, mesh, dict, &l, pt_value_type(m, pt_func_arg(m, f, i))->rank);
    ok = func.arg_attrs[i] != NULL;
  }
  for (uint32_t i = 0; i < f->n_results && ok; i++) {
    const pt_attr *dict = f->result_attrs ? f->result_attrs[i] : NULL;
    pt_layout l;
    if (i < prog->n_results)
      l = prog->result_layouts[i];
    else
      pt_layout_whole(&l);
    uint32_t rank = pt_type_get(m, pt_func_result_type(m, f, i))->rank;
    func.result_attrs[i] = with_sharding(m, mesh, dict, &l, rank);
    ok = func.result_attrs[i] != NULL;
  }
  const pt_attr *attrs = ok ? dict_with(m, m->attrs, "mhlo.num_partitions",
                                        pt_attr_int(m, pt_mesh_num_devices(mesh), PT_DTYPE_I32))
                            : NULL;
  if (attrs) attrs = dict_with(m, attrs, "mhlo.num_replicas", pt_attr_int(m, 1, PT_DTYPE_I32));
  if (!attrs || pt_module_oom(m)) {
    out->failed = true;
    free(func.arg_attrs);
    free(func.result_attrs);
    pt_module_free(m);
    return;
  }

  /* Taken after the last allocation in the module, so the view's arena and
   * interner match the module's. */
  pt_module view = *m;
  view.attrs = attrs;
  view.funcs.data = &func;
  view.funcs.len = view.funcs.cap = 1;
  pt_print_module_threads(&view, out, false, threads, piece_ops);
  free(func.arg_attrs);
  free(func.result_attrs);
  pt_module_free(m);
}
