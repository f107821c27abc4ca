/* buffer_plan.c - lifetimes, in-place reuse and aliases of the reference
 * interpreter's buffers, computed once per run (buffer_plan.h says what the
 * plan holds and who executes it).
 *
 * Every rule about buffers lives here, read from ops.def's INPLACE and
 * BUFFERS columns and the custom_call classifier; interp.c and
 * sim/memory.c only follow the plan. */
#include <stdlib.h>

#include "buffer_plan.h"
#include "interp_internal.h"

/* Bytes of a value of type t; UINT64_MAX when a dim is not static or the
 * type is too large for the interpreter (interp.c type_bytes refuses it,
 * so no buffer of it exists to take over). */
static uint64_t bytes_of(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  uint64_t n = pt_dtype_size((pt_dtype)t->dtype);
  for (uint32_t i = 0; i < t->rank && i < PT_MAX_RANK; i++) {
    if (t->dims[i] < 0) return UINT64_MAX;
    uint64_t d = (uint64_t)t->dims[i];
    if (d && n > PT_K_MAX_BYTES / d) return UINT64_MAX;
    n *= d;
  }
  return n;
}

static uint64_t elems_of(const pt_type *t) {
  uint64_t n = 1;
  for (uint32_t i = 0; i < t->rank; i++) n *= t->dims[i] > 0 ? (uint64_t)t->dims[i] : 0;
  return n;
}

/* How op's results get their buffers, from the BUFFERS column of ops.def
 * and, where it depends on the op, its types and attributes. */
static pt_bp_action action_of(const pt_module *m, const pt_op *op) {
  pt_opcode code = (pt_opcode)op->code;
  if ((unsigned)code >= PT_OP_COUNT) return PT_BP_FRESH;
  switch ((pt_op_buffers)pt_op_info_get(code)->buffers) {
    case PT_BUFFERS_FRESH: return PT_BP_FRESH;
    case PT_BUFFERS_ALIAS: return PT_BP_ALIAS;
    case PT_BUFFERS_ALIAS_SAME_DTYPE:
      if (op->n_operands == 1 && op->n_results == 1 &&
          pt_value_type(m, pt_op_operand(m, op, 0))->dtype == pt_value_type(m, op->results)->dtype)
        return PT_BP_ALIAS;
      return PT_BP_FRESH;
    case PT_BUFFERS_ALIAS_BYTES:
      /* Little-endian bytes are already the result, except for i1, which
       * the interpreter stores one byte per element. */
      if (op->n_operands == 1 && op->n_results == 1 &&
          pt_value_type(m, pt_op_operand(m, op, 0))->dtype != PT_DTYPE_I1 &&
          pt_value_type(m, op->results)->dtype != PT_DTYPE_I1)
        return PT_BP_ALIAS;
      return PT_BP_FRESH;
    case PT_BUFFERS_BY_TARGET:
      return pt_custom_call_runs_as_identity(pt_custom_call_kind_of(m, op)) ? PT_BP_ALIAS : PT_BP_FRESH;
    case PT_BUFFERS_CONSTANT: {
      const pt_attr *a = pt_op_attr(m, op, "value");
      if (op->n_results != 1) return PT_BP_CONSTANT;
      const pt_type *rt = pt_value_type(m, op->results);
      uint64_t nbytes = bytes_of(rt), esize = rt->kind == PT_TYPE_TENSOR ? pt_dtype_size((pt_dtype)rt->dtype) : 0;
      /* Aligned literal bytes are used in place (interp.c exec_constant). */
      if (a && a->kind == PT_ATTR_DENSE && !a->u.dense.splat && a->u.dense.nbytes == nbytes && esize &&
          ((uintptr_t)a->u.dense.bytes % esize) == 0)
        return PT_BP_BORROW;
      return PT_BP_CONSTANT;
    }
    case PT_BUFFERS_CONTROL:
      if (code == PT_OP_WHILE) return PT_BP_WHILE;
      if (code == PT_OP_FUNC_CALL) return PT_BP_CALL;
      return PT_BP_BRANCH;
    case PT_BUFFERS_TOKEN: return PT_BP_TOKEN;
    case PT_BUFFERS_TERMINATOR: return PT_BP_TERMINATOR;
  }
  return PT_BP_FRESH;
}

/* Operands whose buffer result 0 may take over (the INPLACE column), as
 * far as the program tells: the operand dies at op `o`, the sizes and
 * element widths match, and (for kernels that read other operands while
 * writing) it is not read through another operand too. */
static uint8_t steal_mask(const pt_module *m, const uint32_t *last_use, uint32_t o, const pt_op *op) {
  pt_opcode code = (pt_opcode)op->code;
  if ((unsigned)code >= PT_OP_COUNT || op->n_results < 1 || op->n_operands == 0) return 0;
  pt_op_inplace ip = (pt_op_inplace)pt_op_info_get(code)->inplace;
  if (ip == PT_INPLACE_NONE) return 0;
  /* scatter with several inputs writes several results: not in place. */
  if (code == PT_OP_SCATTER && op->n_operands != 3) return 0;
  const pt_type *rt = pt_value_type(m, op->results);
  uint64_t rbytes = bytes_of(rt);
  if (rbytes == UINT64_MAX || rbytes <= PT_BP_SMALL_BYTES) return 0;
  uint32_t first = 0, last = ip == PT_INPLACE_ANY ? op->n_operands : 1;
  if (last > 8) last = 8;
  uint8_t mask = 0;
  for (uint32_t k = first; k < last; k++) {
    uint32_t v = pt_op_operand(m, op, k);
    const pt_type *vt = pt_value_type(m, v);
    if (last_use[v] != o || bytes_of(vt) != rbytes) continue;
    if (ip == PT_INPLACE_ANY) {
      /* Elementwise kernels read element i before writing element i, so
       * any operand of the result's element width will do. */
      if (vt->dtype != rt->dtype && pt_dtype_size((pt_dtype)vt->dtype) != pt_dtype_size((pt_dtype)rt->dtype))
        continue;
    } else {
      bool shared = false;
      for (uint32_t j = 0; j < op->n_operands && !shared; j++) shared = j != k && pt_op_operand(m, op, j) == v;
      if (shared) continue;
    }
    mask |= (uint8_t)(1u << k);
  }
  return mask;
}

/* The regions op's kernel calls through the driver at least once (bit r):
 * when the body is neither recognised nor a scalar program
 * (interp_region.c decides both) and the kernel has elements to apply it
 * to. Scatter's body runs only for update windows inside the operand and
 * select_and_scatter's select only for windows of two elements or more:
 * indices and windows are data, so they are taken to run. */
static uint8_t driver_mask(const pt_module *m, const pt_op *op) {
  if (!op->n_regions || !op->n_operands || !op->n_results) return 0;
  uint32_t r0 = pt_op_region(m, op, 0);
  const pt_type *x = pt_value_type(m, pt_op_operand(m, op, 0));
  switch ((pt_opcode)op->code) {
    case PT_OP_REDUCE:
      return elems_of(x) > 0 && pt_reducer_needs_driver(m, r0, op->n_results) ? 1 : 0;
    case PT_OP_REDUCE_WINDOW:
      return elems_of(pt_value_type(m, op->results)) > 0 && pt_reducer_needs_driver(m, r0, op->n_results) ? 1 : 0;
    case PT_OP_SCATTER: {
      uint32_t n = op->n_results; /* n inputs, the indices, n updates */
      return n + 1 < op->n_operands && elems_of(pt_value_type(m, pt_op_operand(m, op, n + 1))) > 0 &&
                     pt_reducer_needs_driver(m, r0, n)
                 ? 1
                 : 0;
    }
    case PT_OP_SELECT_AND_SCATTER: {
      if (op->n_operands != 3 || op->n_regions != 2) return 0;
      uint64_t n_src = elems_of(pt_value_type(m, pt_op_operand(m, op, 1))), wsize = 1;
      pt_window w;
      if (!n_src || !pt_window_get(m, op, &w)) return 0;
      for (uint32_t i = 0; i < w.rank; i++) wsize *= w.dims[i] > 0 ? (uint64_t)w.dims[i] : 0;
      uint8_t mask = 0;
      if (wsize >= 2 && pt_comparator_needs_driver(m, r0, 1)) mask |= 1;
      if (pt_reducer_needs_driver(m, pt_op_region(m, op, 1), 1)) mask |= 2;
      return mask;
    }
    case PT_OP_SORT: {
      int64_t dim = x->rank ? pt_sort_dimension(m, op, x->rank) : 0;
      int64_t len = x->rank && dim >= 0 && dim < x->rank ? x->dims[dim] : 1;
      return len >= 2 && elems_of(x) > 0 && pt_comparator_needs_driver(m, r0, op->n_operands) ? 1 : 0;
    }
    default: return 0;
  }
}

/* Last uses: a use inside a nested region counts as a use by the op of
 * the value's own region that encloses it, so a value read in a while
 * body stays alive for the whole loop. */
static void plan_last_uses(pt_buffer_plan *p, const pt_id_vec *regions, const uint8_t *seen, const uint32_t *pos) {
  const pt_module *m = p->m;
  uint32_t n_vals = m->values.len;
  for (uint32_t v = 0; v < n_vals; v++) p->last_use[v] = PT_NONE;
  for (uint32_t i = 0; i < regions->len; i++) {
    const pt_region *reg = &m->regions.data[regions->data[i]];
    for (uint32_t k = 0; k < reg->n_ops; k++) {
      uint32_t o = pt_region_op(m, reg, k);
      const pt_op *op = pt_op_get(m, o);
      for (uint32_t j = 0; j < op->n_operands; j++) {
        uint32_t v = pt_op_operand(m, op, j);
        if (v >= n_vals) continue;
        uint32_t def = pt_value_region(m, v), user = o, r = regions->data[i];
        while (r != def && user != PT_NONE) {
          user = m->regions.data[r].parent_op;
          if (user != PT_NONE) r = m->ops.data[user].parent;
        }
        if (user == PT_NONE || !seen[def]) continue;
        if (p->last_use[v] == PT_NONE || pos[user] > pos[p->last_use[v]]) p->last_use[v] = user;
      }
    }
  }
}

/* Values bucketed by the op after which they die (unused results: right
 * after their op; unused region arguments: on region entry), by a
 * counting sort; the order within a bucket does not matter. */
static bool plan_releases(pt_buffer_plan *p, const pt_id_vec *regions) {
  const pt_module *m = p->m;
  uint32_t n_ops = m->ops.len, n_regions = m->regions.len;
  p->rel_at = pt_calloc((size_t)n_ops + 1, sizeof *p->rel_at);
  p->arg_rel_at = pt_calloc((size_t)n_regions + 1, sizeof *p->arg_rel_at);
  if (!p->rel_at || !p->arg_rel_at) return false;
  for (uint32_t i = 0; i < regions->len; i++) {
    const pt_region *reg = &m->regions.data[regions->data[i]];
    for (uint32_t a = 0; a < reg->n_args; a++) {
      uint32_t lu = p->last_use[reg->args + a];
      if (lu == PT_NONE) p->arg_rel_at[regions->data[i] + 1]++;
      else p->rel_at[lu + 1]++;
    }
    for (uint32_t k = 0; k < reg->n_ops; k++) {
      uint32_t o = pt_region_op(m, reg, k);
      const pt_op *op = pt_op_get(m, o);
      for (uint32_t j = 0; j < op->n_results; j++) {
        uint32_t lu = p->last_use[op->results + j];
        p->rel_at[(lu == PT_NONE ? o : lu) + 1]++;
      }
    }
  }
  for (uint32_t o = 0; o < n_ops; o++) p->rel_at[o + 1] += p->rel_at[o];
  for (uint32_t r = 0; r < n_regions; r++) p->arg_rel_at[r + 1] += p->arg_rel_at[r];
  p->rel = pt_malloc(((size_t)p->rel_at[n_ops] + 1) * sizeof *p->rel);
  p->arg_rel = pt_malloc(((size_t)p->arg_rel_at[n_regions] + 1) * sizeof *p->arg_rel);
  uint32_t *fill = pt_malloc(((size_t)n_ops + 1) * sizeof *fill);
  uint32_t *afill = pt_malloc(((size_t)n_regions + 1) * sizeof *afill);
  if (!p->rel || !p->arg_rel || !fill || !afill) {
    free(fill);
    free(afill);
    return false;
  }
  memcpy(fill, p->rel_at, ((size_t)n_ops + 1) * sizeof *fill);
  memcpy(afill, p->arg_rel_at, ((size_t)n_regions + 1) * sizeof *afill);
  for (uint32_t i = 0; i < regions->len; i++) {
    uint32_t r = regions->data[i];
    const pt_region *reg = &m->regions.data[r];
    for (uint32_t a = 0; a < reg->n_args; a++) {
      uint32_t v = reg->args + a, lu = p->last_use[v];
      if (lu == PT_NONE) p->arg_rel[afill[r]++] = v;
      else p->rel[fill[lu]++] = v;
    }
    for (uint32_t k = 0; k < reg->n_ops; k++) {
      uint32_t o = pt_region_op(m, reg, k);
      const pt_op *op = pt_op_get(m, o);
      for (uint32_t j = 0; j < op->n_results; j++) {
        uint32_t v = op->results + j, lu = p->last_use[v];
        p->rel[fill[lu == PT_NONE ? o : lu]++] = v;
      }
    }
  }
  free(fill);
  free(afill);
  return true;
}

bool pt_buffer_plan_try_build(pt_buffer_plan *p, const pt_module *m, uint32_t root) {
  memset(p, 0, sizeof *p);
  p->m = m;
  p->root = root;
  uint32_t n_ops = m->ops.len, n_vals = m->values.len, n_regions = m->regions.len;
  uint8_t *seen = pt_calloc(n_regions, 1);
  pt_id_vec regions = {0};
  uint32_t *pos = pt_calloc(n_ops, sizeof *pos);
  p->last_use = pt_malloc(n_vals * sizeof *p->last_use);
  bool ok = seen && pos && p->last_use && pt_regions_reachable(m, root, seen, &regions);
  for (uint32_t i = 0; ok && i < regions.len; i++) {
    const pt_region *reg = &m->regions.data[regions.data[i]];
    for (uint32_t k = 0; k < reg->n_ops; k++) pos[pt_region_op(m, reg, k)] = k;
  }
  if (ok) plan_last_uses(p, &regions, seen, pos);
  ok = ok && plan_releases(p, &regions);
  if (ok) {
    p->action = pt_calloc(n_ops, 1);
    p->steal = pt_calloc(n_ops, 1);
    p->driver = pt_calloc(n_ops, 1);
    ok = p->action && p->steal && p->driver;
  }
  for (uint32_t i = 0; ok && i < regions.len; i++) {
    const pt_region *reg = &m->regions.data[regions.data[i]];
    for (uint32_t k = 0; k < reg->n_ops; k++) {
      uint32_t o = pt_region_op(m, reg, k);
      const pt_op *op = pt_op_get(m, o);
      p->action[o] = (uint8_t)action_of(m, op);
      if (p->action[o] == PT_BP_FRESH) {
        p->steal[o] = steal_mask(m, p->last_use, o, op);
        p->driver[o] = driver_mask(m, op);
      }
    }
  }
  pt_vec_free(&regions);
  free(pos);
  free(seen);
  if (!ok) pt_buffer_plan_free(p);
  return ok;
}

void pt_buffer_plan_free(pt_buffer_plan *p) {
  free(p->action);
  free(p->steal);
  free(p->driver);
  free(p->last_use);
  free(p->rel_at);
  free(p->rel);
  free(p->arg_rel_at);
  free(p->arg_rel);
  memset(p, 0, sizeof *p);
}
