/* api_partition.c - the partitioning calls of the public API: a mesh and a
 * partitioning state over one function, tile actions addressed by
 * selectors (argument index, jax.arg_info / jax.result_info name, glob, or
 * "re:" regex; src/tactics/select.c), schedules (src/tactics/schedule.c),
 * per-axis propagation, and the state as PartIR:Core text and conflicts.
 *
 * Selectors name values the way users know them: by the names JAX gives
 * the inputs and outputs of a jitted function. Results are the operands of
 * the function's return. */
#include <stdlib.h>
#include <string.h>

#include "api_internal.h"

#include "../partition/partition.h"
#include "../tactics/tactics.h"


static pt_status *bad(const char *what) { return pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what); }

partir_status *partir_partition_new(const partir_module *module, const char *func, const char *mesh_text,
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
  /* A shard_map body runs on its own mesh's devices: a program with one
   * cannot be partitioned on another mesh (said here, not at lowering). */
  PT_API_TRY(pt_manual_check_func(m, f, &mesh));
  partir_partition *h = malloc(sizeof *h);
  if (!h) return pt_api_status(pt_nomem());
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

void partir_partition_set_threads(partir_partition *h, uint32_t threads) {
  if (h) h->p.threads = threads;
}

/* ---- selectors -------------------------------------------------------------------------- */

/* The values `sel` names (src/tactics/select.c), errors placed at the
 * function in the model file. */
static pt_status *select_values(const pt_partition *p, const char *sel, pt_u32_vec *out) {
  return pt_select_error_at_func(p, pt_select_values(p, sel, out));
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
  pt_u32_vec vals = {0};
  pt_status *s = select_values(p, selector, &vals);
  /* Each value once, even one selected twice (an argument returned as is). */
  uint32_t done = 0;
  for (uint32_t i = 0; i < vals.len && !s; i++) {
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

partir_status *partir_partition_apply_schedule(partir_partition *h, const char *json_text, size_t len,
                                               const char *filename, uint32_t first_tactic, char **out_report) {
  if (!h || (!json_text && len)) return pt_api_status(bad("partir_partition_apply_schedule: NULL argument"));
  pt_buf report = {0};
  pt_status *s = pt_schedule_apply(&h->p, json_text ? json_text : "", len, filename, first_tactic,
                                   out_report ? &report : NULL);
  if (s || !out_report) {
    pt_buf_free(&report);
    return pt_api_status(s);
  }
  return pt_api_status(pt_buf_take(&report, out_report, NULL));
}

/* The text, or PARTIR_ERR_NOMEM when building it ran out of memory. */
static partir_status *publish(pt_buf *b, char **out_text, size_t *out_len) {
  return pt_api_status(pt_buf_take(b, out_text, out_len));
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

partir_status *partir_partition_lower_core(const partir_partition *h, const char *name, partir_module **out) {
  if (!h || !name || !*name || !out) return pt_api_status(bad("partir_partition_lower_core: NULL argument"));
  pt_module *m = NULL;
  PT_API_TRY(pt_core_lower(&h->p, name, &m, NULL));
  pt_status *s = pt_verify_module(m);
  if (s) {
    pt_module_free(m);
    return pt_api_status(s);
  }
  *out = (partir_module *)m;
  return NULL;
}
