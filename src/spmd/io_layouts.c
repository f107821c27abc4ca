/* io_layouts.c - the layouts of a partitioned function's arguments and
 * results, as its SPMD program takes and returns them, without lowering:
 * what a caller (the Python package, a runtime placing arrays on devices)
 * needs to split inputs and assemble outputs. */
#include "spmd.h"

pt_status *pt_spmd_io_layouts(const pt_partition *p, pt_layout *args, uint32_t n_args, pt_layout *results,
                              uint32_t n_results) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  const pt_region *body = &m->regions.data[f->body];
  if (n_args != body->n_args || n_results != f->n_results)
    return pt_status_make(PT_ERR_INTERNAL, "internal error: %u arguments and %u results asked, the function has %u and %u",
                          n_args, n_results, body->n_args, f->n_results);
  for (uint32_t i = 0; i < n_args; i++) {
    pt_layout_of_value(p, body->args + i, &args[i]);
    pt_layout_drop_partial(&p->mesh, &args[i]);
  }
  uint32_t last = body->n_ops ? pt_region_op(m, body, body->n_ops - 1) : PT_NONE;
  if (last == PT_NONE || pt_op_get(m, last)->code != PT_OP_FUNC_RETURN || pt_op_get(m, last)->n_operands != n_results)
    return pt_status_make(PT_ERR_INTERNAL, "%s: internal error: the function does not end in func.return",
                          m->filename);
  /* Returned values' layouts, PARTIAL as WHOLE (lowering reduces them). */
  for (uint32_t j = 0; j < n_results; j++) {
    pt_layout_of_value(p, pt_op_operand(m, pt_op_get(m, last), j), &results[j]);
    pt_layout_drop_partial(&p->mesh, &results[j]);
  }
  /* A result the exporter aliases to an argument (`tf.aliasing_output = j`
   * on argument i: a training step's new parameters and optimizer state,
   * donated in place of the old) is returned in the argument's layout, so
   * the next step can take it as it is. */
  for (uint32_t i = 0; i < n_args && f->arg_attrs; i++) {
    const pt_attr *a = pt_attr_dict_get(m, f->arg_attrs[i], "tf.aliasing_output");
    int64_t j;
    if (!a || !pt_attr_get_int(a, &j) || j < 0 || (uint64_t)j >= n_results) continue;
    if (pt_func_result_type(m, f, (uint32_t)j) != m->values.data[pt_func_arg(m, f, i)].type) continue;
    results[j] = args[i];
  }
  return NULL;
}
