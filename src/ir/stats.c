/* stats.c - what `partir stats` reports: op census, parameter and constant
 * sizes, and a FLOP estimate.
 *
 * The estimate counts the arithmetic a training step obviously does
 * (contractions, convolutions, elementwise math, reductions) once per op
 * execution as written; ops that only move data count 0. Loop trip counts
 * are unknown statically, so a while body counts once. */
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "ir.h"

/* Element count as a double; overflowing shapes saturate rather than wrap. */
static double elements(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  double n = 1;
  for (uint32_t i = 0; i < t->rank; i++) n *= (double)t->dims[i];
  return n;
}

static uint64_t to_u64(double v) { return v >= 18446744073709551615.0 ? UINT64_MAX : (uint64_t)v; }

static double result_elements(const pt_module *m, const pt_op *op) {
  return op->n_results ? elements(pt_value_type(m, op->results)) : 0;
}

static double dot_flops(const pt_module *m, const pt_op *op) {
  pt_dot_dims d;
  if (op->n_operands != 2 || op->n_results != 1 || !pt_dot_dims_get(m, op, &d)) return 0;
  const pt_type *lhs = pt_value_type(m, pt_op_operand(m, op, 0));
  double contracted = 1;
  for (uint32_t i = 0; i < d.n_lhs_contract; i++) {
    int64_t dim = d.lhs_contract[i];
    if (dim < 0 || dim >= lhs->rank) return 0;
    contracted *= (double)lhs->dims[dim];
  }
  return 2 * result_elements(m, op) * contracted;
}

/* The kernel's input-feature dimension already is input features divided
 * by feature_group_count. */
static double conv_flops(const pt_module *m, const pt_op *op) {
  const pt_attr *a = pt_op_attr(m, op, "dimension_numbers");
  if (op->n_operands != 2 || op->n_results != 1 || !a || a->kind != PT_ATTR_CONV_DIMS) return 0;
  const pt_conv_dims *c = a->u.conv;
  const pt_type *k = pt_value_type(m, pt_op_operand(m, op, 1));
  if (k->kind != PT_TYPE_TENSOR || c->n_spatial > PT_MAX_RANK) return 0;
  double window = 1;
  for (uint32_t i = 0; i < c->n_spatial; i++) {
    if (c->kernel_spatial[i] < 0 || c->kernel_spatial[i] >= k->rank) return 0;
    window *= (double)k->dims[c->kernel_spatial[i]];
  }
  if (c->kernel_input_feature < 0 || c->kernel_input_feature >= k->rank) return 0;
  return 2 * result_elements(m, op) * window * (double)k->dims[c->kernel_input_feature];
}

static double op_flops(const pt_module *m, const pt_op *op) {
  switch ((pt_opcode)op->code) {
    case PT_OP_DOT_GENERAL:
    case PT_OP_DOT:
      return dot_flops(m, op);
    case PT_OP_CONVOLUTION:
      return conv_flops(m, op);
    case PT_OP_REDUCE: {
      double n = 0;
      for (uint32_t i = 0; i < op->n_operands / 2; i++) n += elements(pt_value_type(m, pt_op_operand(m, op, i)));
      return n;
    }
    default:
      if (pt_op_has_flag((pt_opcode)op->code, PT_OPF_ELEMENTWISE)) return result_elements(m, op);
      return 0;
  }
}

double pt_op_flops(const pt_module *m, const pt_op *op) { return op_flops(m, op); }

static uint64_t type_bytes(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  return to_u64(elements(t) * pt_dtype_size((pt_dtype)t->dtype));
}

static uint64_t sat_add(uint64_t a, uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }

/* The group an argument belongs to: its jax.arg_info name up to the first
 * '[' or '.', e.g. "params['layers'][0]['w']" -> "params". */
const char *pt_arg_info_name(const pt_module *m, const pt_func *f, uint32_t i, uint32_t *len) {
  const pt_attr *info = f->arg_attrs ? pt_attr_dict_get(m, f->arg_attrs[i], "jax.arg_info") : NULL;
  bool named = info && info->kind == PT_ATTR_STRING;
  if (len) *len = named ? info->u.str.len : 0;
  return named ? info->u.str.data : NULL;
}

void pt_arg_group_name(const pt_module *m, const pt_func *f, uint32_t i, char *out) {
  uint32_t info_len;
  const char *info = pt_arg_info_name(m, f, i, &info_len), *name = "(unnamed)";
  size_t len = strlen(name);
  if (info && info_len) {
    name = info;
    len = strcspn(name, "[.");
    if (len == 0) len = strlen(name);
  }
  if (len >= PT_STATS_GROUP_NAME) len = PT_STATS_GROUP_NAME - 1;
  memcpy(out, name, len);
  out[len] = 0;
}

static void add_inputs(const pt_module *m, const pt_func *f, pt_stats *out) {
  if (f->body == PT_NONE) return;
  for (uint32_t i = 0; i < pt_func_n_args(m, f); i++) {
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    uint64_t n = to_u64(elements(t)), bytes = type_bytes(t);
    out->n_inputs++;
    out->input_elements = sat_add(out->input_elements, n);
    out->input_bytes = sat_add(out->input_bytes, bytes);
    char name[PT_STATS_GROUP_NAME];
    pt_arg_group_name(m, f, i, name);
    uint32_t g = 0;
    while (g < out->n_groups && strcmp(out->groups[g].name, name) != 0) g++;
    if (g == out->n_groups) {
      if (out->n_groups == PT_STATS_MAX_GROUPS) {
        g = PT_STATS_MAX_GROUPS - 1;
        snprintf(out->groups[g].name, PT_STATS_GROUP_NAME, "%s", "(other)");
      } else {
        memcpy(out->groups[g].name, name, sizeof name);
        out->n_groups++;
      }
    }
    out->groups[g].n_tensors++;
    out->groups[g].elements = sat_add(out->groups[g].elements, n);
    out->groups[g].bytes = sat_add(out->groups[g].bytes, bytes);
  }
}

/* A work-list entry: a region, and whether its ops' FLOPs count (they do
 * not inside reducer-style bodies, whose cost their owner accounts for). */
typedef struct {
  uint32_t region;
  bool flops;
} walk_item;

/* Adds op to out; whether the ops of its regions count their flops. */
static bool count_op(const pt_module *m, const pt_op *op, bool flops, pt_stats *out) {
  out->n_ops++;
  out->op_counts[op->code]++;
  if (op->code == PT_OP_WHILE) out->n_while++;
  if (op->code == PT_OP_CONSTANT && op->n_results)
    out->constant_bytes = sat_add(out->constant_bytes, type_bytes(pt_value_type(m, op->results)));
  if (flops) out->flops += op_flops(m, op);
  return flops && pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW);
}

static void walk_recursive(const pt_module *m, uint32_t region, bool flops, pt_stats *out) {
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    bool nested_flops = count_op(m, op, flops, out);
    for (uint32_t k = 0; k < op->n_regions; k++) walk_recursive(m, pt_op_region(m, op, k), nested_flops, out);
  }
}

void pt_stats_collect(const pt_module *m, pt_stats *out) {
  memset(out, 0, sizeof *out);
  out->n_functions = m->funcs.len;
  uint32_t main_id = pt_module_find_func(m, "main");
  if (main_id != PT_NONE && !m->funcs.data[main_id].is_private) {
    add_inputs(m, &m->funcs.data[main_id], out);
  } else {
    for (uint32_t i = 0; i < m->funcs.len; i++)
      if (!m->funcs.data[i].is_private) add_inputs(m, &m->funcs.data[i], out);
  }
  /* Parameters are what the arguments' names say they are; a module
   * without such names (an inference export whose only input is the image,
   * its weights being constants) has none among its inputs. */
  for (uint32_t g = 0; g < out->n_groups; g++)
    if (strcmp(out->groups[g].name, "params") == 0) {
      out->n_parameters = out->groups[g].elements;
      out->parameter_bytes = out->groups[g].bytes;
    }

  /* Each region is pushed once (it has one owner), so the stack never
   * holds more than the module's regions: it is sized once. Without memory
   * for it the same walk recurses instead (depth bounded by the verifier's
   * PT_MAX_NESTING); the sums are the same up to the order of the flops'
   * additions. */
  PT_VEC(walk_item) work = {0};
  if (!pt_vec_try_reserve(&work, m->regions.len + 1)) {
    for (uint32_t i = 0; i < m->funcs.len; i++)
      if (m->funcs.data[i].body != PT_NONE) walk_recursive(m, m->funcs.data[i].body, true, out);
    return;
  }
  for (uint32_t i = 0; i < m->funcs.len; i++)
    if (m->funcs.data[i].body != PT_NONE) work.data[work.len++] = (walk_item){m->funcs.data[i].body, true};
  while (work.len) {
    walk_item it = work.data[--work.len];
    const pt_region *r = &m->regions.data[it.region];
    for (uint32_t i = 0; i < r->n_ops; i++) {
      const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
      bool nested_flops = count_op(m, op, it.flops, out);
      for (uint32_t k = 0; k < op->n_regions && work.len < work.cap; k++)
        work.data[work.len++] = (walk_item){pt_op_region(m, op, k), nested_flops};
    }
  }
  pt_vec_free(&work);
}
