/* api_shardings.c - partir_partition_shardings: how each argument and
 * result of the partitioned function lies on the mesh, as data for a
 * caller that places arrays on devices (the Python package builds
 * jax.sharding.NamedSharding from "spec"; "gspmd" is the same layout as
 * an XLA HloSharding string). */
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "api_internal.h"

#include "../spmd/spmd.h"

static const char *attr_string(const pt_module *m, const pt_attr *dict, const char *key) {
  const pt_attr *a = dict ? pt_attr_dict_get(m, dict, key) : NULL;
  return a && a->kind == PT_ATTR_STRING ? a->u.str.data : NULL;
}

static cJSON *shape_array(const pt_type *t) {
  cJSON *a = cJSON_CreateArray();
  for (uint32_t d = 0; t->kind == PT_TYPE_TENSOR && d < t->rank; d++)
    cJSON_AddItemToArray(a, cJSON_CreateNumber((double)t->dims[d]));
  return a;
}

/* One argument or result: its name, dtype, global and local shapes, the
 * mesh axes tiling each dim (major to minor) and the GSPMD string. */
static cJSON *io_entry(const pt_partition *p, uint32_t index, const char *name, uint32_t type_id,
                       const pt_layout *l) {
  const pt_module *m = p->m;
  const pt_type *t = pt_type_get(m, type_id);
  cJSON *o = cJSON_CreateObject();
  cJSON_AddNumberToObject(o, "index", index);
  if (name) cJSON_AddStringToObject(o, "name", name);
  else cJSON_AddNullToObject(o, "name");
  cJSON_AddStringToObject(o, "dtype", t->kind == PT_TYPE_TENSOR ? pt_dtype_name((pt_dtype)t->dtype) : "token");
  cJSON_AddItemToObject(o, "global_shape", shape_array(t));
  pt_type local = t->kind == PT_TYPE_TENSOR ? pt_layout_local_type(&p->mesh, l, t) : *t;
  cJSON_AddItemToObject(o, "local_shape", shape_array(&local));
  cJSON *spec = cJSON_AddArrayToObject(o, "spec");
  for (uint32_t d = 0; t->kind == PT_TYPE_TENSOR && d < t->rank; d++) {
    uint32_t axes[PT_MESH_MAX_AXES];
    uint32_t n = pt_layout_dim_axes(&p->mesh, l, d, axes);
    cJSON *dim = cJSON_CreateArray();
    for (uint32_t k = 0; k < n; k++) cJSON_AddItemToArray(dim, cJSON_CreateString(p->mesh.names[axes[k]]));
    cJSON_AddItemToArray(spec, dim);
  }
  pt_buf g = {0};
  pt_layout_gspmd(&p->mesh, l, t->kind == PT_TYPE_TENSOR ? t->rank : 0, &g);
  cJSON_AddStringToObject(o, "gspmd", g.data ? g.data : "{replicated}");
  pt_buf_free(&g);
  return o;
}

partir_status *partir_partition_shardings(const partir_partition *h, char **out_json, size_t *out_len) {
  if (!h || !out_json)
    return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_partition_shardings: NULL argument"));
  const pt_partition *p = &h->p;
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n_args = pt_func_n_args(m, f), n_results = f->n_results;
  pt_layout *args = pt_calloc(n_args + 1u, sizeof *args), *results = pt_calloc(n_results + 1u, sizeof *results);
  pt_status *s = args && results ? pt_spmd_io_layouts(p, args, n_args, results, n_results) : pt_nomem();
  if (s) {
    free(args);
    free(results);
    return pt_api_status(s);
  }
  cJSON *o = cJSON_CreateObject();
  cJSON_AddStringToObject(o, "function", pt_str(m, f->name));
  cJSON *mesh = cJSON_AddObjectToObject(o, "mesh");
  cJSON *names = cJSON_AddArrayToObject(mesh, "axes"), *sizes = cJSON_AddArrayToObject(mesh, "sizes");
  for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
    cJSON_AddItemToArray(names, cJSON_CreateString(p->mesh.names[a]));
    cJSON_AddItemToArray(sizes, cJSON_CreateNumber((double)p->mesh.sizes[a]));
  }
  cJSON *ins = cJSON_AddArrayToObject(o, "inputs");
  for (uint32_t i = 0; i < n_args; i++) {
    const pt_attr *dict = f->arg_attrs ? f->arg_attrs[i] : NULL;
    cJSON *e = io_entry(p, i, attr_string(m, dict, "jax.arg_info"), m->values.data[pt_func_arg(m, f, i)].type,
                        &args[i]);
    const pt_attr *alias = dict ? pt_attr_dict_get(m, dict, "tf.aliasing_output") : NULL;
    int64_t j;
    if (alias && pt_attr_get_int(alias, &j)) cJSON_AddNumberToObject(e, "aliased_output", (double)j);
    else cJSON_AddNullToObject(e, "aliased_output");
    cJSON_AddItemToArray(ins, e);
  }
  cJSON *outs = cJSON_AddArrayToObject(o, "outputs");
  for (uint32_t j = 0; j < n_results; j++) {
    const pt_attr *dict = f->result_attrs ? f->result_attrs[j] : NULL;
    cJSON_AddItemToArray(outs, io_entry(p, j, attr_string(m, dict, "jax.result_info"),
                                        pt_func_result_type(m, f, j), &results[j]));
  }
  free(args);
  free(results);
  char *text = cJSON_PrintUnformatted(o);
  cJSON_Delete(o);
  /* cJSON allocates apart from partir; the copy is partir's own, so that
   * the caller frees it with partir's allocator. */
  char *copy = text ? pt_strdup(text) : NULL;
  free(text);
  if (!copy) return pt_api_status(pt_nomem());
  if (out_len) *out_len = strlen(copy);
  *out_json = copy;
  return NULL;
}
