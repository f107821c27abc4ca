/* inline.c - inlines func.call into the public functions and drops the
 * private functions nobody references any more.
 *
 * JAX outlines helpers (`_where`, `relu`, named pjit calls) as private
 * functions; partitioning reasons about one flat program, so calls are
 * replaced by the callee's body on load. The module is rebuilt rather than
 * edited in place: the new module takes over the old one's arena, strings
 * and types (so attributes stay valid) and gets freshly packed op, value and
 * region arrays with no dead entries left behind. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

enum { INLINE_MAX_DEPTH = 64 };

typedef struct {
  const pt_module *old;
  pt_module *m;
  pt_builder b;
  uint32_t *map;     /* old value id -> new value id */
  uint8_t *active;   /* old func id -> currently being inlined (recursion check) */
  uint32_t depth;
} inliner;

static pt_status *clone_ops(inliner *in, const pt_region *r, uint32_t n_ops);

static pt_status *clone_region_ops(inliner *in, const pt_region *r) { return clone_ops(in, r, r->n_ops); }

static pt_status *clone_region(inliner *in, uint32_t region_id, uint32_t *out_region) {
  const pt_module *old = in->old;
  const pt_region *r = &old->regions.data[region_id];
  uint32_t nr = pt_builder_begin_region_like(&in->b, old, region_id);
  const pt_region *nreg = &in->m->regions.data[nr];
  for (uint32_t i = 0; i < r->n_args; i++) in->map[r->args + i] = nreg->args + i;
  pt_status *s = clone_region_ops(in, r);
  uint32_t done = pt_builder_end_region(&in->b);
  PT_ASSERT(done == nr);
  *out_region = nr;
  return s;
}

/* Replaces a call by the callee's body: callee arguments map to the call's
 * operands, the call's results to the operands of the callee's return. */
static pt_status *inline_call(inliner *in, const pt_op *call) {
  const pt_module *old = in->old;
  const pt_attr *callee = pt_op_attr(old, call, "callee");
  if (!callee || callee->kind != PT_ATTR_SYMBOL)
    return pt_op_error(old, call, "requires a 'callee' symbol attribute");
  uint32_t fid = pt_module_find_func(old, callee->u.str.data);
  if (fid == PT_NONE) return pt_op_error(old, call, "calls undefined function @%s", callee->u.str.data);
  const pt_func *f = &old->funcs.data[fid];
  if (in->active[fid] || in->depth >= INLINE_MAX_DEPTH)
    return pt_op_error(old, call, "recursive call to @%s cannot be inlined", callee->u.str.data);
  const pt_region *body = &old->regions.data[f->body];
  if (call->n_operands != body->n_args)
    return pt_op_error(old, call, "passes %u operands but @%s takes %u arguments", call->n_operands,
                       callee->u.str.data, body->n_args);
  if (call->n_results != f->n_results)
    return pt_op_error(old, call, "has %u results but @%s returns %u values", call->n_results,
                       callee->u.str.data, f->n_results);
  for (uint32_t i = 0; i < body->n_args; i++) {
    uint32_t v = pt_op_operand(old, call, i);
    if (old->values.data[v].type != old->values.data[body->args + i].type)
      return pt_op_error(old, call, "operand %u type does not match argument %u of @%s", i, i,
                         callee->u.str.data);
  }
  for (uint32_t i = 0; i < f->n_results; i++)
    if (old->values.data[call->results + i].type != pt_func_result_type(old, f, i))
      return pt_op_error(old, call, "result %u type does not match the result type of @%s", i,
                         callee->u.str.data);
  for (uint32_t i = 0; i < body->n_args; i++) in->map[body->args + i] = in->map[pt_op_operand(old, call, i)];

  if (body->n_ops == 0) return pt_op_error(old, call, "callee @%s has an empty body", callee->u.str.data);
  const pt_op *ret = pt_op_get(old, pt_region_op(old, body, body->n_ops - 1));
  if (ret->code != PT_OP_FUNC_RETURN || ret->n_operands != call->n_results)
    return pt_op_error(old, call, "callee @%s does not end in a matching func.return", callee->u.str.data);

  /* Everything but the callee's return, which becomes the value mapping. */
  in->active[fid] = 1;
  in->depth++;
  pt_status *s = clone_ops(in, body, body->n_ops - 1);
  in->depth--;
  in->active[fid] = 0;
  if (s) return s;
  for (uint32_t i = 0; i < call->n_results; i++) in->map[call->results + i] = in->map[pt_op_operand(old, ret, i)];
  return NULL;
}

static pt_status *clone_op(inliner *in, const pt_op *op) {
  const pt_module *old = in->old;
  PT_VEC(uint32_t) regions = {0};
  PT_VEC(uint32_t) operands = {0};
  PT_VEC(uint32_t) result_types = {0};
  pt_status *s = NULL;
  for (uint32_t i = 0; i < op->n_regions && !s; i++) {
    uint32_t nr;
    s = clone_region(in, pt_op_region(old, op, i), &nr);
    if (!s) pt_vec_push(&regions, nr);
  }
  if (!s) {
    for (uint32_t i = 0; i < op->n_operands; i++) {
      uint32_t v = in->map[pt_op_operand(old, op, i)];
      PT_ASSERT(v != PT_NONE); /* the parser only accepts defined values */
      pt_vec_push(&operands, v);
    }
    for (uint32_t i = 0; i < op->n_results; i++) pt_vec_push(&result_types, old->values.data[op->results + i].type);
    uint32_t nid = pt_builder_op(&in->b, (pt_opcode)op->code, operands.data, op->n_operands, result_types.data,
                                 op->n_results, old->attr_pool.data + op->attrs, op->n_attrs, regions.data,
                                 op->n_regions, op->loc);
    const pt_op *nop = &in->m->ops.data[nid];
    in->m->ops.data[nid].src_loc = op->src_loc;
    for (uint32_t i = 0; i < op->n_results; i++) in->map[op->results + i] = nop->results + i;
  }
  pt_vec_free(&regions);
  pt_vec_free(&operands);
  pt_vec_free(&result_types);
  return s;
}

static pt_status *clone_ops(inliner *in, const pt_region *r, uint32_t n_ops) {
  const pt_module *old = in->old;
  for (uint32_t i = 0; i < n_ops; i++) {
    const pt_op *op = pt_op_get(old, pt_region_op(old, r, i));
    PT_TRY(op->code == PT_OP_FUNC_CALL ? inline_call(in, op) : clone_op(in, op));
  }
  return NULL;
}

/* Marks functions named by symbol attributes (custom_call's
 * called_computations and the like), which must survive inlining. */
static void mark_symbols(const pt_module *m, const pt_attr *a, uint8_t *keep) {
  if (!a) return;
  switch (a->kind) {
    case PT_ATTR_SYMBOL: {
      uint32_t f = pt_module_find_func(m, a->u.str.data);
      if (f != PT_NONE) keep[f] = 1;
      break;
    }
    case PT_ATTR_ARRAY:
      for (uint32_t i = 0; i < a->u.array.n; i++) mark_symbols(m, a->u.array.items[i], keep);
      break;
    case PT_ATTR_DICT:
      for (uint32_t i = 0; i < a->u.dict.n; i++) mark_symbols(m, a->u.dict.items[i].value, keep);
      break;
    default:
      break;
  }
}

/* The parts old and new module share (arena, strings, types, header data)
 * are aliased into the new module while it is built (the builder never
 * touches them); afterwards exactly one of the two keeps them. */
static void alias_shared(pt_module *dst, const pt_module *src) {
  dst->arena = src->arena;
  dst->strings = src->strings;
  dst->filename = src->filename;
  dst->sym_name = src->sym_name;
  dst->attrs = src->attrs;
  dst->types = src->types;
  dst->type_slots = src->type_slots;
  dst->n_type_slots = src->n_type_slots;
  dst->meshes = src->meshes;
}

static void forget_shared(pt_module *m) {
  pt_arena_init(&m->arena);
  pt_interner_init(&m->strings);
  m->filename = NULL;
  memset(&m->types, 0, sizeof m->types);
  m->type_slots = NULL;
  memset(&m->meshes, 0, sizeof m->meshes);
}

pt_status *pt_module_inline_calls(pt_module *old) {
  bool has_call = false, has_public = false;
  for (uint32_t i = 0; i < old->ops.len && !has_call; i++) has_call = old->ops.data[i].code == PT_OP_FUNC_CALL;
  for (uint32_t i = 0; i < old->funcs.len; i++) has_public |= !old->funcs.data[i].is_private;
  if (!has_call) return NULL;

  /* Roots: public functions, or every function when none is public. Private
   * functions named outside calls are kept too. */
  uint8_t *keep = pt_xcalloc(old->funcs.len, 1);
  for (uint32_t i = 0; i < old->funcs.len; i++) keep[i] = !has_public || !old->funcs.data[i].is_private;
  for (uint32_t i = 0; i < old->ops.len; i++) {
    const pt_op *op = &old->ops.data[i];
    if (op->code == PT_OP_FUNC_CALL) continue;
    for (uint32_t k = 0; k < op->n_attrs; k++) mark_symbols(old, old->attr_pool.data[op->attrs + k].value, keep);
  }

  pt_module *m = pt_xcalloc(1, sizeof *m);
  alias_shared(m, old);
  inliner in = {.old = old, .m = m};
  pt_builder_init(&in.b, m);
  in.map = pt_xmalloc((old->values.len ? old->values.len : 1) * sizeof *in.map);
  for (uint32_t i = 0; i < old->values.len; i++) in.map[i] = PT_NONE;
  in.active = pt_xcalloc(old->funcs.len, 1);

  pt_status *s = NULL;
  for (uint32_t fi = 0; fi < old->funcs.len && !s; fi++) {
    if (!keep[fi]) continue;
    const pt_func *f = &old->funcs.data[fi];
    const pt_region *body = &old->regions.data[f->body];
    PT_VEC(uint32_t) arg_types = {0};
    for (uint32_t i = 0; i < body->n_args; i++) pt_vec_push(&arg_types, old->values.data[body->args + i].type);
    uint32_t nf = pt_builder_begin_func(&in.b, f->name, f->is_private, arg_types.data, body->n_args, f->loc);
    pt_vec_free(&arg_types);
    uint32_t nbody = m->regions.len - 1;
    for (uint32_t i = 0; i < body->n_args; i++) in.map[body->args + i] = m->regions.data[nbody].args + i;
    in.active[fi] = 1;
    s = clone_region_ops(&in, body);
    in.active[fi] = 0;
    uint32_t done = pt_builder_end_region(&in.b);
    PT_ASSERT(done == nbody);
    PT_VEC(uint32_t) res_types = {0};
    for (uint32_t i = 0; i < f->n_results; i++) pt_vec_push(&res_types, pt_func_result_type(old, f, i));
    pt_builder_end_func(&in.b, nf, nbody, res_types.data, f->n_results, f->arg_attrs, f->result_attrs, f->attrs);
    pt_vec_free(&res_types);
  }
  pt_builder_free(&in.b);
  free(in.map);
  free(in.active);
  free(keep);

  if (s) {
    forget_shared(m); /* the shared parts stay with the caller's module */
    pt_module_free(m);
    return s;
  }

  /* Swap the rebuilt contents into the caller's module object and free the
   * old arrays. */
  forget_shared(old);
  pt_module tmp = *old;
  *old = *m;
  *m = tmp;
  pt_module_free(m);
  return NULL;
}
