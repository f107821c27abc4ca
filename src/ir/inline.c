/* inline.c - inlines func.call (and sdy.named_computation) into the public
 * functions and drops the private functions nobody references any more.
 *
 * JAX outlines helpers (`_where`, `relu`, named pjit calls) as private
 * functions; partitioning reasons about one flat program, so calls are
 * replaced by the callee's body on load. The module is rebuilt rather than
 * edited in place: the new module takes over the old one's arena, strings
 * and types (so attributes stay valid) and gets freshly packed op, value and
 * region arrays with no dead entries left behind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ir.h"

/* ---- limits ----
 *
 * Inlining copies a callee's body once per call site, so the program can
 * grow exponentially with the depth of the call graph: 41 functions each
 * calling the next twice (8 KB of text) would make 2^41 ops. So before
 * anything is copied, the size and the region nesting of every function's
 * fully inlined body are computed bottom-up, once per function (memoised:
 * O(functions + ops), whatever the inlined size), and checked:
 *
 *  - the ops after inlining are at most max(INLINE_GROWTH x the ops read,
 *    INLINE_MIN_OPS). Exporters outline helpers that are called a bounded
 *    number of times (JAX: `relu`, `_where`, a pjit per layer called once
 *    per layer), so a real program grows by a small factor; the floor lets a
 *    small module call a layer function many times. 2^20 ops are more than
 *    ten times the 96-layer GPT-3 training step of bench/data and build in
 *    about half a second and 100 MB, and the factor keeps what inlining
 *    allocates proportional to the text read (support.h rests its aborting
 *    allocators on that). Core's sequential unrolling uses the same cap
 *    (pt_max_derived_ops).
 *  - calls nest at most PT_MAX_NESTING deep, and the inlined body's regions
 *    too (a call inside an `if` puts the callee's regions below it).
 *
 * Each error is located at the call that crosses the limit and names the
 * chain of calls that leads to it from the public function. */
enum { INLINE_GROWTH = 16 };
#define INLINE_MIN_OPS (UINT64_C(1) << 20)

uint64_t pt_max_derived_ops(uint64_t n_ops) {
  uint64_t cap = n_ops > UINT64_MAX / INLINE_GROWTH ? UINT64_MAX : n_ops * INLINE_GROWTH;
  return cap < INLINE_MIN_OPS ? INLINE_MIN_OPS : cap;
}

typedef struct {
  uint64_t size; /* ops of the fully inlined body, its func.return excluded; saturates */
  uint32_t nest; /* depth of its deepest op once inlined */
  uint8_t state; /* 0 not measured, 1 on the chain being measured, 2 done */
} func_measure;

typedef struct {
  const pt_module *m;
  func_measure *fm;
  uint32_t root;                      /* the public function being measured */
  uint32_t chain[PT_MAX_NESTING + 2]; /* call op ids from the root down */
  uint32_t chain_len;
  uint32_t last_root_call; /* find_crossing: the last call of a root inlined whole */
} measurer;

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
  if (nr == PT_NONE) return pt_nomem();
  const pt_region *nreg = &in->m->regions.data[nr];
  for (uint32_t i = 0; i < r->n_args; i++) in->map[r->args + i] = nreg->args + i;
  pt_status *s = clone_region_ops(in, r);
  uint32_t done = pt_builder_end_region(&in->b);
  PT_ASSERT(done == nr);
  *out_region = nr;
  return s;
}

/* The function a func.call names. */
static pt_status *callee_of(const pt_module *m, const pt_op *call, uint32_t *fid, const char **name) {
  const pt_attr *callee = pt_op_attr(m, call, "callee");
  if (!callee || callee->kind != PT_ATTR_SYMBOL) return pt_op_error(m, call, "requires a 'callee' symbol attribute");
  *name = callee->u.str.data;
  *fid = pt_module_find_func(m, callee->u.str.data);
  if (*fid == PT_NONE) return pt_op_error(m, call, "calls undefined function @%s", callee->u.str.data);
  return NULL;
}

/* Replaces a call by the callee's body: callee arguments map to the call's
 * operands, the call's results to the operands of the callee's return. */
static pt_status *inline_call(inliner *in, const pt_op *call) {
  const pt_module *old = in->old;
  uint32_t fid;
  const char *callee_name;
  PT_TRY(callee_of(old, call, &fid, &callee_name));
  const pt_func *f = &old->funcs.data[fid];
  /* measure_func refused recursion and deep chains before anything was
   * copied; this keeps the recursion bounded all the same. */
  if (in->active[fid] || in->depth >= PT_MAX_NESTING)
    return pt_op_error(old, call, "recursive call to @%s cannot be inlined", callee_name);
  const pt_region *body = &old->regions.data[f->body];
  if (call->n_operands != body->n_args)
    return pt_op_error(old, call, "passes %u operands but @%s takes %u arguments", call->n_operands,
                       callee_name, body->n_args);
  if (call->n_results != f->n_results)
    return pt_op_error(old, call, "has %u results but @%s returns %u values", call->n_results,
                       callee_name, f->n_results);
  for (uint32_t i = 0; i < body->n_args; i++) {
    uint32_t v = pt_op_operand(old, call, i);
    if (old->values.data[v].type != old->values.data[body->args + i].type)
      return pt_op_error(old, call, "operand %u type does not match argument %u of @%s", i, i,
                         callee_name);
  }
  for (uint32_t i = 0; i < f->n_results; i++)
    if (old->values.data[call->results + i].type != pt_func_result_type(old, f, i))
      return pt_op_error(old, call, "result %u type does not match the result type of @%s", i,
                         callee_name);
  for (uint32_t i = 0; i < body->n_args; i++) in->map[body->args + i] = in->map[pt_op_operand(old, call, i)];

  if (body->n_ops == 0) return pt_op_error(old, call, "callee @%s has an empty body", callee_name);
  const pt_op *ret = pt_op_get(old, pt_region_op(old, body, body->n_ops - 1));
  if (ret->code != PT_OP_FUNC_RETURN || ret->n_operands != call->n_results)
    return pt_op_error(old, call, "callee @%s does not end in a matching func.return", callee_name);

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
    uint32_t nr = PT_NONE;
    s = clone_region(in, pt_op_region(old, op, i), &nr);
    if (!s && !pt_vec_try_push(&regions, nr)) s = pt_nomem();
  }
  if (!s && (!pt_vec_try_reserve(&operands, op->n_operands) || !pt_vec_try_reserve(&result_types, op->n_results)))
    s = pt_nomem();
  if (!s) {
    for (uint32_t i = 0; i < op->n_operands; i++) {
      uint32_t v = in->map[pt_op_operand(old, op, i)];
      PT_ASSERT(v != PT_NONE); /* the parser only accepts defined values */
      operands.data[operands.len++] = v;
    }
    for (uint32_t i = 0; i < op->n_results; i++) result_types.data[result_types.len++] = old->values.data[op->results + i].type;
    uint32_t nid = pt_builder_op(&in->b, (pt_opcode)op->code, operands.data, op->n_operands, result_types.data,
                                 op->n_results, old->attr_pool.data + op->attrs, op->n_attrs, regions.data,
                                 op->n_regions, op->loc);
    if (nid == PT_NONE) {
      s = pt_nomem();
      goto done;
    }
    const pt_op *nop = &in->m->ops.data[nid];
    in->m->ops.data[nid].src_loc = op->src_loc;
    for (uint32_t i = 0; i < op->n_results; i++) in->map[op->results + i] = nop->results + i;
  }
done:
  pt_vec_free(&regions);
  pt_vec_free(&operands);
  pt_vec_free(&result_types);
  return s;
}

/* `v` through an sdy.sharding_constraint carrying the k-th sharding of
 * the named computation's `key` (in_shardings / out_shardings), if it has
 * one: the new value, else v. */
static uint32_t constrain(inliner *in, const pt_op *named, const char *key, uint32_t k, uint32_t v) {
  const pt_module *old = in->old;
  const pt_attr *a = pt_op_attr(old, named, key);
  const char *b;
  size_t n;
  if (!a || a->kind != PT_ATTR_OPAQUE ||
      !pt_sdy_sharding_list_item(a->u.opq.body, strlen(a->u.opq.body), k, &b, &n))
    return v; /* the verifier checks the list; an absent one constrains nothing */
  pt_named_attr at = {pt_intern_cstr(&in->m->strings, "sharding"),
                      pt_attr_opaque(in->m, "sdy.sharding", b, (uint32_t)n)};
  if (!at.name || !at.value) return PT_NONE;
  uint32_t t = in->m->values.data[v].type;
  uint32_t nid = pt_builder_op(&in->b, PT_OP_SDY_SHARDING_CONSTRAINT, &v, 1, &t, 1, &at, 1, NULL, 0, named->loc);
  if (nid == PT_NONE) return PT_NONE;
  in->m->ops.data[nid].src_loc = named->src_loc;
  return in->m->ops.data[nid].results;
}

/* An sdy.named_computation is a call whose callee is written in place
 * (JAX's named scopes under Shardy): its body replaces it, the region's
 * arguments mapped to the operands, the results to what sdy.return returns.
 * Its in/out shardings say how the values crossing it are sharded, which
 * is what a sharding constraint says: each becomes an
 * sdy.sharding_constraint on the operand (the body sees the constrained
 * value) and on the returned value (the result is the constrained one), so
 * that from_annotations reads them as seeds like any other. */
static pt_status *inline_named(inliner *in, const pt_op *op) {
  const pt_module *old = in->old;
  const pt_region *body = &old->regions.data[pt_op_region(old, op, 0)];
  const pt_op *ret = body->n_ops ? pt_op_get(old, pt_region_op(old, body, body->n_ops - 1)) : NULL;
  if (!ret || ret->code != PT_OP_RETURN || ret->n_operands != op->n_results || body->n_args != op->n_operands)
    return pt_op_error(old, op, "does not take its operands and return its results");
  for (uint32_t i = 0; i < body->n_args; i++)
    if ((in->map[body->args + i] = constrain(in, op, "in_shardings", i, in->map[pt_op_operand(old, op, i)])) == PT_NONE)
      return pt_nomem();
  PT_TRY(clone_ops(in, body, body->n_ops - 1));
  for (uint32_t i = 0; i < op->n_results; i++)
    if ((in->map[op->results + i] = constrain(in, op, "out_shardings", i, in->map[pt_op_operand(old, ret, i)])) == PT_NONE)
      return pt_nomem();
  return NULL;
}

static pt_status *clone_ops(inliner *in, const pt_region *r, uint32_t n_ops) {
  const pt_module *old = in->old;
  for (uint32_t i = 0; i < n_ops; i++) {
    const pt_op *op = pt_op_get(old, pt_region_op(old, r, i));
    PT_TRY(op->code == PT_OP_FUNC_CALL                ? inline_call(in, op)
           : op->code == PT_OP_SDY_NAMED_COMPUTATION ? inline_named(in, op)
                                                      : clone_op(in, op));
  }
  return NULL;
}

/* ---- measuring before inlining (see "limits" above) ---- */

static uint64_t add_sat(uint64_t a, uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }

static const char *callee_name_of(const pt_module *m, uint32_t call_op) {
  const pt_attr *a = pt_op_attr(m, pt_op_get(m, call_op), "callee");
  return a && a->kind == PT_ATTR_SYMBOL ? a->u.str.data : "?";
}

/* "@main -> @f1 -> @f2": the root, then the callee of each call on the
 * chain; a long chain keeps its first and last few links. */
static void chain_text(const measurer *ms, pt_buf *b) {
  enum { HEAD = 4, TAIL = 4 };
  const pt_module *m = ms->m;
  pt_buf_printf(b, "@%s", pt_str(m, m->funcs.data[ms->root].name));
  for (uint32_t i = 0; i < ms->chain_len; i++) {
    if (ms->chain_len > HEAD + TAIL + 1 && i == HEAD) {
      pt_buf_printf(b, " -> ... (%u more calls)", ms->chain_len - HEAD - TAIL);
      i = ms->chain_len - TAIL - 1;
      continue;
    }
    pt_buf_printf(b, " -> @%s", callee_name_of(m, ms->chain[i]));
  }
}

/* An error at the innermost call of the chain: "<what>; call chain: ...". */
static pt_status *chain_error(const measurer *ms, const char *what) {
  pt_buf b = {0};
  pt_buf_printf(&b, "%s; call chain: ", what);
  chain_text(ms, &b);
  const pt_module *m = ms->m;
  pt_status *s;
  if (ms->chain_len)
    s = pt_op_error(m, pt_op_get(m, ms->chain[ms->chain_len - 1]), "%s", b.data);
  else
    s = pt_error_at(PT_ERR_UNSUPPORTED, m->filename, m->funcs.data[ms->root].loc, "%s", b.data);
  pt_buf_free(&b);
  return s;
}

static pt_status *measure_func(measurer *ms, uint32_t f);

/* Adds the inlined size of region `rid`'s ops (at depth `depth`) to *size
 * and raises *nest to the depth of its deepest op. A function body's
 * func.return is not counted: inlining drops it. */
static pt_status *measure_region(measurer *ms, uint32_t rid, uint32_t depth, bool is_body, uint64_t *size,
                                 uint32_t *nest) {
  const pt_module *m = ms->m;
  const pt_region *r = &m->regions.data[rid];
  for (uint32_t k = 0; k < r->n_ops; k++) {
    uint32_t op_id = pt_region_op(m, r, k);
    const pt_op *op = pt_op_get(m, op_id);
    if (is_body && k + 1 == r->n_ops && op->code == PT_OP_FUNC_RETURN) continue;
    if (op->code != PT_OP_FUNC_CALL) {
      *size = add_sat(*size, 1);
      if (depth > *nest) *nest = depth;
      for (uint32_t i = 0; i < op->n_regions; i++)
        PT_TRY(measure_region(ms, pt_op_region(m, op, i), depth + 1, false, size, nest));
      continue;
    }
    uint32_t fid;
    const char *name;
    PT_TRY(callee_of(m, op, &fid, &name));
    ms->chain[ms->chain_len++] = op_id;
    pt_status *s = measure_func(ms, fid);
    if (!s && depth + ms->fm[fid].nest > PT_MAX_NESTING) {
      char what[160];
      snprintf(what, sizeof what,
               "inlining @%s here nests regions %u levels deep, more than %d (partir's limit for every program)", name,
               depth + ms->fm[fid].nest, PT_MAX_NESTING);
      s = chain_error(ms, what);
    }
    ms->chain_len--;
    PT_TRY(s);
    *size = add_sat(*size, ms->fm[fid].size);
    if (depth + ms->fm[fid].nest > *nest) *nest = depth + ms->fm[fid].nest;
  }
  return NULL;
}

/* Measures function f, reached through the calls on ms->chain. */
static pt_status *measure_func(measurer *ms, uint32_t f) {
  func_measure *fm = &ms->fm[f];
  if (fm->state == 2) return NULL;
  const char *name = pt_str(ms->m, ms->m->funcs.data[f].name);
  char what[160];
  if (fm->state == 1) {
    snprintf(what, sizeof what, "recursive call to @%s cannot be inlined", name);
    return chain_error(ms, what);
  }
  if (ms->chain_len > PT_MAX_NESTING) {
    snprintf(what, sizeof what, "calls nested more than %d deep cannot be inlined (partir's limit)", PT_MAX_NESTING);
    return chain_error(ms, what);
  }
  fm->state = 1;
  uint64_t size = 0;
  uint32_t nest = 0;
  PT_TRY(measure_region(ms, ms->m->funcs.data[f].body, 0, true, &size, &nest));
  fm->size = size;
  fm->nest = nest;
  fm->state = 2;
  return NULL;
}

/* Walks the inlining of region `rid` in program order, counting ops into
 * *total, and descends into the first call that would take *total past
 * cap, so that ms->chain ends at the call being inlined when the limit is
 * crossed. Returns whether it was crossed. */
static bool find_crossing(measurer *ms, uint32_t rid, bool is_body, uint64_t *total, uint64_t cap) {
  const pt_module *m = ms->m;
  const pt_region *r = &m->regions.data[rid];
  for (uint32_t k = 0; k < r->n_ops; k++) {
    uint32_t op_id = pt_region_op(m, r, k);
    const pt_op *op = pt_op_get(m, op_id);
    if (is_body && k + 1 == r->n_ops && op->code == PT_OP_FUNC_RETURN) continue;
    if (op->code != PT_OP_FUNC_CALL) {
      if ((*total = add_sat(*total, 1)) > cap) return true;
      for (uint32_t i = 0; i < op->n_regions; i++)
        if (find_crossing(ms, pt_op_region(m, op, i), false, total, cap)) return true;
      continue;
    }
    uint32_t fid = pt_module_find_func(m, callee_name_of(m, op_id)); /* measured: it exists */
    uint64_t after = add_sat(*total, ms->fm[fid].size);
    if (after <= cap) {
      *total = after;
      if (ms->chain_len == 0) ms->last_root_call = op_id;
      continue;
    }
    ms->chain[ms->chain_len++] = op_id;
    return find_crossing(ms, m->funcs.data[fid].body, true, total, cap);
  }
  return false;
}

/* Measures the kept functions and checks the limits. */
static pt_status *check_limits(const pt_module *m, const uint8_t *keep) {
  measurer ms = {.m = m, .fm = pt_calloc(m->funcs.len, sizeof *ms.fm)};
  PT_TRY_ALLOC(ms.fm);
  uint64_t total = 0;
  pt_status *s = NULL;
  for (uint32_t f = 0; f < m->funcs.len && !s; f++) {
    if (!keep[f]) continue;
    ms.root = f;
    ms.chain_len = 0;
    s = measure_func(&ms, f);
    if (!s) total = add_sat(total, add_sat(ms.fm[f].size, 1)); /* + its func.return */
  }
  uint64_t cap = pt_max_derived_ops(m->ops.len);
  if (!s && total > cap) {
    uint64_t running = 0;
    for (uint32_t f = 0; f < m->funcs.len; f++) {
      if (!keep[f]) continue;
      ms.root = f;
      ms.chain_len = 0;
      ms.last_root_call = PT_NONE;
      if (find_crossing(&ms, m->funcs.data[f].body, true, &running, cap)) break;
      running = add_sat(running, 1);
    }
    /* Crossed by an op of the root itself (its own ops are far fewer than
     * the cap): the call inlined last brought the program there. */
    if (ms.chain_len == 0 && ms.last_root_call != PT_NONE) ms.chain[ms.chain_len++] = ms.last_root_call;
    char what[320];
    snprintf(what, sizeof what,
             "inlining @%s here takes the program past %llu ops, partir's limit for inlining (%d times the %u ops "
             "read, at least %llu)",
             ms.chain_len ? callee_name_of(m, ms.chain[ms.chain_len - 1]) : pt_str(m, m->funcs.data[ms.root].name),
             (unsigned long long)cap, INLINE_GROWTH, m->ops.len, (unsigned long long)INLINE_MIN_OPS);
    s = chain_error(&ms, what);
  }
  free(ms.fm);
  return s;
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
 * are aliased into the new module while it is built; afterwards exactly
 * one of the two keeps them, as the new module left them (a named
 * computation's shardings add strings and attributes). */
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
  memset(&m->strings, 0, sizeof m->strings); /* nothing to free */
  m->filename = NULL;
  memset(&m->types, 0, sizeof m->types);
  m->type_slots = NULL;
  memset(&m->meshes, 0, sizeof m->meshes);
}

pt_status *pt_module_inline_calls(pt_module *old) {
  bool has_call = false, has_public = false;
  for (uint32_t i = 0; i < old->ops.len && !has_call; i++)
    has_call = old->ops.data[i].code == PT_OP_FUNC_CALL || old->ops.data[i].code == PT_OP_SDY_NAMED_COMPUTATION;
  for (uint32_t i = 0; i < old->funcs.len; i++) has_public |= !old->funcs.data[i].is_private;
  if (!has_call) return NULL;

  /* Roots: public functions, or every function when none is public. Private
   * functions named outside calls are kept too. */
  uint8_t *keep = pt_calloc(old->funcs.len, 1);
  PT_TRY_ALLOC(keep);
  for (uint32_t i = 0; i < old->funcs.len; i++) keep[i] = !has_public || !old->funcs.data[i].is_private;
  for (uint32_t i = 0; i < old->ops.len; i++) {
    const pt_op *op = &old->ops.data[i];
    if (op->code == PT_OP_FUNC_CALL) continue;
    for (uint32_t k = 0; k < op->n_attrs; k++) mark_symbols(old, old->attr_pool.data[op->attrs + k].value, keep);
  }

  pt_status *limit = check_limits(old, keep);
  if (limit) {
    free(keep);
    return limit;
  }

  pt_module *m = calloc(1, sizeof *m);
  if (!m) {
    free(keep);
    return pt_nomem();
  }
  alias_shared(m, old);
  inliner in = {.old = old, .m = m};
  pt_builder_init(&in.b, m);
  in.map = pt_malloc(old->values.len * sizeof *in.map);
  in.active = pt_calloc(old->funcs.len, 1);
  pt_status *s = in.map && in.active ? NULL : pt_nomem();
  for (uint32_t i = 0; i < old->values.len && !s; i++) in.map[i] = PT_NONE;

  for (uint32_t fi = 0; fi < old->funcs.len && !s; fi++) {
    if (!keep[fi]) continue;
    const pt_func *f = &old->funcs.data[fi];
    const pt_region *body = &old->regions.data[f->body];
    PT_VEC(uint32_t) arg_types = {0};
    if (!pt_vec_try_reserve(&arg_types, body->n_args)) {
      s = pt_nomem();
      break;
    }
    for (uint32_t i = 0; i < body->n_args; i++) arg_types.data[arg_types.len++] = old->values.data[body->args + i].type;
    uint32_t nf = pt_builder_begin_func(&in.b, f->name, f->is_private, arg_types.data, body->n_args, f->loc);
    pt_vec_free(&arg_types);
    if (nf == PT_NONE) {
      s = pt_nomem();
      break;
    }
    uint32_t nbody = m->regions.len - 1;
    for (uint32_t i = 0; i < body->n_args; i++) in.map[body->args + i] = m->regions.data[nbody].args + i;
    in.active[fi] = 1;
    s = clone_region_ops(&in, body);
    in.active[fi] = 0;
    uint32_t done = pt_builder_end_region(&in.b);
    PT_ASSERT(done == nbody);
    if (s) break;
    PT_VEC(uint32_t) res_types = {0};
    if (!pt_vec_try_reserve(&res_types, f->n_results)) {
      s = pt_nomem();
      break;
    }
    for (uint32_t i = 0; i < f->n_results; i++) res_types.data[res_types.len++] = pt_func_result_type(old, f, i);
    if (!pt_builder_end_func(&in.b, nf, nbody, res_types.data, f->n_results, f->arg_attrs, f->result_attrs, f->attrs))
      s = pt_nomem();
    m->funcs.data[nf].arg_locs = f->arg_locs; /* in the shared arena */
    pt_vec_free(&res_types);
  }
  /* A failure the builder's callers did not see (a type or a string that
   * fell back) is still a failure. */
  if (!s) s = pt_module_status(m);
  pt_builder_free(&in.b);
  free(in.map);
  free(in.active);
  free(keep);

  if (s) {
    /* The shared parts stay with the caller's module, as they are now:
     * inlining may have grown them (strings, attributes). */
    old->arena = m->arena;
    old->strings = m->strings;
    old->types = m->types;
    old->type_slots = m->type_slots;
    old->n_type_slots = m->n_type_slots;
    forget_shared(m);
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
