/* memory.c - peak memory of a function as the reference interpreter runs
 * it, predicted without running it.
 *
 * The prediction must equal pt_interp_stats.peak_live_bytes byte for byte.
 * It does by construction: this file executes the interpreter's buffer
 * plan (src/interp/buffer_plan.c: releases after each op, aliases, in-place
 * candidates, bodies run through the driver) on abstract buffers (bytes,
 * reference count, borrowed flag; no data), passing references through
 * regions, loops, branches and calls as interp.c does. It holds no buffer
 * rule of its own: arguments, constants and every allocated result add
 * their bytes the moment they are bound (the interpreter's peak only moves
 * then), and a body the kernel calls through the driver has scalar
 * arguments that count, plus whatever the body allocates, on top of the
 * kernel's freshly allocated results.
 *
 * What cannot be known from the program alone:
 *   - while trip counts and if/case branches depend on data. Rank-0 integer
 *     and boolean values are folded where they come from constants (the
 *     counters and bounds of JAX loops), so counted loops run their real
 *     number of iterations. A loop stops being replayed once an iteration
 *     starts in the same buffer state as the one before it and nothing in
 *     it branches on folded values (the first iteration differs: its
 *     carries are still held by the loop's operands, so nothing in the body
 *     can take them over; later ones settle), which makes long scans cost
 *     about two iterations. A condition that cannot be folded is taken as
 *     true until the buffer states repeat (the peak of a loop that runs
 *     long enough: exact for any run of at least that many iterations). A
 *     branch that cannot be folded is the one with the highest peak. A
 *     loop that neither settles nor ends within 65536 iterations or about
 *     4M replayed ops is cut there.
 *   - scatter's body runs only for update windows inside the operand
 *     (indices are data): it is assumed to run when there are updates;
 *     select_and_scatter's select when windows have two elements or more.
 *   - all_reduce/reduce_scatter bodies that are not a single recognised op
 *     are called by the runtime's reduction hook; that is not modelled
 *     (SPMD lowering only emits recognised bodies).
 *
 * peak_op is the op (nested ones included) whose allocation first reached
 * the peak. Kinds at the peak: a buffer has the kind of the value that made it
 * (arguments by their jax.arg_info group, all_gather results, everything
 * else activations); aliases share their buffer and so its kind; a buffer
 * taken over in place becomes the kind of the op that took it.
 *
 * The curve (pt_sim_memory_trace) follows the same replay: one unit per
 * executed op, its height the most bytes live while it runs; the
 * speculative replays of branches that data decides stay off it. */
#include <stdlib.h>
#include <string.h>

#include "../interp/buffer_plan.h"
#include "sim.h"

/* A loop is replayed at most MAX_LOOP_REPLAYS iterations or LOOP_OP_BUDGET
 * executed ops (nested ones included), whichever comes first. */
enum { CFG_HISTORY = 16, MAX_LOOP_REPLAYS = 1 << 16, LOOP_OP_BUDGET = 1 << 22 };

typedef struct {
  uint64_t nbytes;
  uint64_t serial; /* allocation order: which buffers existed before a loop started */
  uint32_t refs;
  bool borrowed;
  uint8_t kind;
} mbuf;

/* A value handed between regions: a buffer reference and, for folded
 * scalars, the value. */
typedef struct {
  uint32_t buf;
  bool known;
  int64_t val;
} mref;

typedef struct {
  const pt_module *m;
  pt_sim_memory *out;
  PT_VEC(mbuf) bufs;
  PT_VEC(uint32_t) free_ids;
  uint64_t next_serial;
  uint64_t live, live_kind[PT_MEM_KIND_COUNT];
  uint32_t cur_op;
  uint32_t depth;
  uint64_t ops_run; /* ops replayed so far */
  uint32_t *vals;     /* value -> buffer id, PT_NONE when unbound (or a token) */
  uint8_t *known;     /* value -> folded scalar? */
  int64_t *kval;
  pt_buffer_plan plan; /* the interpreter's, for the function's body */
  uint8_t *cf_memo;   /* region -> 0 unknown, 1 no control flow inside, 2 some, 3 being computed */
  pt_sim_mem_trace *trace; /* NULL: no curve wanted */
  uint64_t unit_fill;      /* units in the trace's last point */
  uint64_t point_total;    /* the last point's height */
  uint32_t speculating;    /* replays of branches that may not be taken: kept off the curve */
  /* Sticky: an allocation failed. What could not be had is left unbound
   * (PT_NONE, as a token), the replay stops at the next op, and
   * pt_sim_memory_trace returns PT_ERR_NOMEM: every array indexed stays
   * within what was allocated. */
  bool oom;
} msim;

/* ---- buffers ---- */

uint64_t pt_sim_type_bytes(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  uint64_t n = pt_dtype_size((pt_dtype)t->dtype);
  for (uint32_t i = 0; i < t->rank; i++) n *= t->dims[i] > 0 ? (uint64_t)t->dims[i] : 0;
  return n;
}

static uint64_t value_bytes(const msim *s, uint32_t v) { return pt_sim_type_bytes(pt_value_type(s->m, v)); }

static uint64_t type_elems(const pt_type *t) {
  uint64_t n = 1;
  for (uint32_t i = 0; i < t->rank; i++) n *= t->dims[i] > 0 ? (uint64_t)t->dims[i] : 0;
  return n;
}

/* ---- the curve (pt_sim_memory_trace) ---- */

static void point_set(msim *s, pt_sim_mem_point *pt) {
  pt->op = s->cur_op;
  memcpy(pt->live, s->live_kind, sizeof s->live_kind);
  s->point_total = s->live;
}

/* A unit begins (the arguments, or an op): into the last point while it
 * has room, else a new point, pairing up the points first when they are
 * all used (each pair keeps its higher one). */
static void trace_unit(msim *s) {
  pt_sim_mem_trace *t = s->trace;
  if (!t || s->speculating) return;
  t->units++;
  if (t->points.len && s->unit_fill < t->stride) {
    s->unit_fill++;
    if (s->live > s->point_total) point_set(s, &t->points.data[t->points.len - 1]);
    return;
  }
  if (t->points.len == PT_MEM_TRACE_MAX) {
    for (uint32_t i = 0; i < PT_MEM_TRACE_MAX / 2; i++) {
      const pt_sim_mem_point *a = &t->points.data[2 * i], *b = a + 1;
      uint64_t ta = 0, tb = 0;
      for (int k = 0; k < PT_MEM_KIND_COUNT; k++) ta += a->live[k], tb += b->live[k];
      t->points.data[i] = tb > ta ? *b : *a;
    }
    t->points.len = PT_MEM_TRACE_MAX / 2;
    t->stride *= 2;
  }
  pt_sim_mem_point fresh;
  point_set(s, &fresh);
  if (!pt_vec_try_push(&t->points, fresh)) {
    s->oom = true;
    return;
  }
  s->unit_fill = 1;
}

/* Bytes were bound: the current point rises with them. */
static void trace_rise(msim *s) {
  if (s->trace && !s->speculating && s->trace->points.len && s->live > s->point_total)
    point_set(s, &s->trace->points.data[s->trace->points.len - 1]);
}

static uint32_t buf_alloc(msim *s, uint64_t nbytes, bool borrowed, pt_mem_kind kind) {
  uint32_t id;
  if (s->free_ids.len) {
    id = s->free_ids.data[--s->free_ids.len];
  } else {
    /* free_ids gets room for every buffer, so that freeing one never
     * needs memory. */
    mbuf fresh = {0};
    if (!pt_vec_try_reserve(&s->free_ids, s->bufs.len + 1) || !pt_vec_try_push(&s->bufs, fresh)) {
      s->oom = true;
      return PT_NONE;
    }
    id = s->bufs.len - 1;
  }
  mbuf *b = &s->bufs.data[id];
  b->nbytes = nbytes;
  b->serial = s->next_serial++;
  b->refs = 1;
  b->borrowed = borrowed;
  b->kind = (uint8_t)kind;
  s->live += nbytes;
  s->live_kind[kind] += nbytes;
  if (s->live > s->out->peak_bytes) {
    s->out->peak_bytes = s->live;
    memcpy(s->out->at_peak, s->live_kind, sizeof s->live_kind);
    s->out->peak_op = s->cur_op;
  }
  trace_rise(s);
  return id;
}

static uint32_t buf_ref(msim *s, uint32_t b) {
  if (b != PT_NONE) s->bufs.data[b].refs++;
  return b;
}

static void buf_unref(msim *s, uint32_t id) {
  if (id == PT_NONE) return;
  mbuf *b = &s->bufs.data[id];
  if (--b->refs) return;
  s->live -= b->nbytes;
  s->live_kind[b->kind] -= b->nbytes;
  (void)pt_vec_try_push(&s->free_ids, id); /* has room: see buf_alloc */
}

static void bind(msim *s, uint32_t v, uint32_t b) {
  buf_unref(s, s->vals[v]);
  s->vals[v] = b;
}

static void release(msim *s, uint32_t v) {
  buf_unref(s, s->vals[v]);
  s->vals[v] = PT_NONE;
}

static void bind_ref(msim *s, uint32_t v, const mref *r) {
  bind(s, v, r->buf);
  s->known[v] = r->known;
  s->kval[v] = r->val;
}

static mref take_ref(msim *s, uint32_t v) {
  mref r = {buf_ref(s, s->vals[v]), s->known[v] != 0, s->kval[v]};
  return r;
}

/* Constants are their own kind: a module exported for inference carries
 * its weights as (often elided) literals, which are not activations. A
 * slice or transpose of a gathered buffer is still a gathered copy (a
 * merged all_gather's values are cut out of its flat buffer, combine.c). */
static pt_mem_kind op_kind(const msim *s, const pt_op *op) {
  switch (op->code) {
  case PT_OP_ALL_GATHER: return PT_MEM_GATHERED;
  case PT_OP_CONSTANT: return PT_MEM_CONSTANTS;
  case PT_OP_SLICE:
  case PT_OP_TRANSPOSE: {
    uint32_t id = op->n_operands ? s->vals[pt_op_operand(s->m, op, 0)] : PT_NONE;
    if (id != PT_NONE && s->bufs.data[id].kind == PT_MEM_GATHERED) return PT_MEM_GATHERED;
    return PT_MEM_ACTIVATIONS;
  }
  default: return PT_MEM_ACTIVATIONS;
  }
}

static void release_after(msim *s, uint32_t o) {
  for (uint32_t i = s->plan.rel_at[o]; i < s->plan.rel_at[o + 1]; i++) release(s, s->plan.rel[i]);
}

/* ---- folded scalars ---- */

/* One-element integer or boolean values: loop counters, bounds, predicates. */
static bool foldable_type(const pt_type *t) {
  return t->kind == PT_TYPE_TENSOR && type_elems(t) == 1 && !pt_dtype_is_float((pt_dtype)t->dtype) &&
         pt_dtype_size((pt_dtype)t->dtype) <= 8;
}

/* x truncated to dt's width, then sign- or zero-extended (i1: 0 or 1). */
static int64_t canon(pt_dtype dt, int64_t x) {
  uint32_t bits = pt_dtype_bits(dt);
  if (bits >= 64) return x;
  uint64_t mask = (UINT64_C(1) << bits) - 1, u = (uint64_t)x & mask;
  if (pt_dtype_class(dt) == PT_DCLASS_SINT && (u >> (bits - 1)) & 1) u |= ~mask;
  return (int64_t)u;
}

typedef enum { CMP_EQ, CMP_NE, CMP_GE, CMP_GT, CMP_LE, CMP_LT } cmp_dir;
typedef enum { CMPT_DEFAULT, CMPT_FLOAT, CMPT_TOTALORDER, CMPT_SIGNED, CMPT_UNSIGNED } cmp_type;

/* compare's direction and type, read as the interpreter reads them. */
static bool compare_attrs(const pt_module *m, const pt_op *op, cmp_dir *dir, cmp_type *type) {
  static const char *const dirs[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  static const char *const types[] = {"NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED"};
  const pt_attr *d = pt_op_attr(m, op, "comparison_direction"), *t = pt_op_attr(m, op, "compare_type");
  if (!d || d->kind != PT_ATTR_ENUM || !d->u.enm.value) return false;
  bool found = false;
  for (uint32_t i = 0; i < PT_ARRAY_LEN(dirs); i++)
    if (strcmp(d->u.enm.value, dirs[i]) == 0) {
      *dir = (cmp_dir)i;
      found = true;
    }
  *type = CMPT_DEFAULT;
  if (t && t->kind == PT_ATTR_ENUM && t->u.enm.value)
    for (uint32_t i = 0; i < PT_ARRAY_LEN(types); i++)
      if (strcmp(t->u.enm.value, types[i]) == 0) *type = (cmp_type)i;
  return found;
}

static bool fold_compare(const pt_module *m, const pt_op *op, pt_dtype dt, int64_t a, int64_t b, int64_t *out) {
  cmp_dir dir;
  cmp_type ty;
  if (!compare_attrs(m, op, &dir, &ty)) return false;
  bool is_unsigned = ty == CMPT_UNSIGNED || (ty != CMPT_SIGNED && pt_dtype_class(dt) != PT_DCLASS_SINT);
  int c;
  if (is_unsigned) c = (uint64_t)a < (uint64_t)b ? -1 : (uint64_t)a > (uint64_t)b;
  else c = a < b ? -1 : a > b;
  switch (dir) {
    case CMP_EQ: *out = c == 0; break;
    case CMP_NE: *out = c != 0; break;
    case CMP_GE: *out = c >= 0; break;
    case CMP_GT: *out = c > 0; break;
    case CMP_LE: *out = c <= 0; break;
    default: *out = c < 0; break;
  }
  return true;
}

/* The value of op's single result when its operands are folded. */
static bool fold_value(const msim *s, const pt_op *op, int64_t *out) {
  const pt_module *m = s->m;
  if (op->n_results != 1) return false;
  const pt_type *rt = pt_value_type(m, op->results);
  if (!foldable_type(rt)) return false;
  pt_dtype dt = (pt_dtype)rt->dtype;
  if (op->code == PT_OP_CONSTANT) {
    const pt_attr *a = pt_op_attr(m, op, "value");
    int64_t v;
    if (!a || a->kind != PT_ATTR_DENSE || !pt_attr_dense_int(m, a, 0, &v)) return false;
    *out = canon(dt, v);
    return true;
  }
  int64_t x[3] = {0, 0, 0};
  if (op->n_operands == 0 || op->n_operands > 3) return false;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    if (!s->known[v]) return false;
    x[i] = s->kval[v];
  }
  pt_dtype in_dt = (pt_dtype)pt_value_type(m, pt_op_operand(m, op, 0))->dtype;
  bool sgn = pt_dtype_class(dt) == PT_DCLASS_SINT;
  uint64_t ua = (uint64_t)x[0], ub = (uint64_t)x[1];
  int64_t r;
  switch ((pt_opcode)op->code) {
    case PT_OP_RESHAPE: case PT_OP_BROADCAST_IN_DIM: case PT_OP_OPTIMIZATION_BARRIER:
    case PT_OP_SDY_SHARDING_CONSTRAINT: case PT_OP_SDY_RESHARD: case PT_OP_SDY_PROPAGATION_BARRIER:
      r = x[0];
      break;
    case PT_OP_CONVERT:
      if (pt_dtype_is_float(in_dt)) return false;
      r = dt == PT_DTYPE_I1 ? x[0] != 0 : x[0];
      break;
    case PT_OP_ADD: r = (int64_t)(ua + ub); break;
    case PT_OP_SUBTRACT: r = (int64_t)(ua - ub); break;
    case PT_OP_MULTIPLY: r = (int64_t)(ua * ub); break;
    case PT_OP_NEGATE: r = (int64_t)(0 - ua); break;
    case PT_OP_ABS: r = x[0] < 0 ? (int64_t)(0 - ua) : x[0]; break;
    case PT_OP_DIVIDE: case PT_OP_REMAINDER:
      if (x[1] == 0 || (sgn && x[1] == -1)) return false; /* undefined or overflow: leave to the data */
      if (op->code == PT_OP_DIVIDE) r = sgn ? x[0] / x[1] : (int64_t)(ua / ub);
      else r = sgn ? x[0] % x[1] : (int64_t)(ua % ub);
      break;
    case PT_OP_MINIMUM: r = sgn ? (x[0] < x[1] ? x[0] : x[1]) : (int64_t)(ua < ub ? ua : ub); break;
    case PT_OP_MAXIMUM: r = sgn ? (x[0] > x[1] ? x[0] : x[1]) : (int64_t)(ua > ub ? ua : ub); break;
    case PT_OP_AND: r = x[0] & x[1]; break;
    case PT_OP_OR: r = x[0] | x[1]; break;
    case PT_OP_XOR: r = x[0] ^ x[1]; break;
    case PT_OP_NOT: r = dt == PT_DTYPE_I1 ? !x[0] : ~x[0]; break;
    case PT_OP_SELECT: r = x[0] ? x[1] : x[2]; break;
    case PT_OP_COMPARE:
      if (pt_dtype_is_float(in_dt) || !fold_compare(m, op, in_dt, x[0], x[1], &r)) return false;
      break;
    default: return false;
  }
  *out = canon(dt, r);
  return true;
}

static void fold(msim *s, const pt_op *op) {
  int64_t v = 0;
  bool ok = op->code != PT_OP_WHILE && op->code != PT_OP_IF && op->code != PT_OP_CASE &&
            op->code != PT_OP_FUNC_CALL && fold_value(s, op, &v);
  for (uint32_t i = 0; i < op->n_results; i++) s->known[op->results + i] = 0;
  if (ok) {
    s->known[op->results] = 1;
    s->kval[op->results] = v;
  }
}

/* ---- bodies the interpreter runs through the driver ---- */

static void run_region(msim *s, uint32_t rid, const mref *args, uint32_t n_args, mref *res, uint32_t n_res);

/* One call of a body through the driver (pt_call_region): its scalar
 * arguments are borrowed buffers that count while it runs. Every call of
 * the same body costs the same, so one stands for all. */
static void body_call(msim *s, uint32_t rid) {
  const pt_module *m = s->m;
  const pt_region *reg = &m->regions.data[rid];
  mref *args = pt_calloc((size_t)reg->n_args + 1, sizeof *args);
  if (!args) {
    s->oom = true;
    return;
  }
  for (uint32_t i = 0; i < reg->n_args; i++)
    args[i].buf = buf_alloc(s, pt_dtype_size((pt_dtype)pt_value_type(m, reg->args + i)->dtype), true,
                            PT_MEM_ACTIVATIONS);
  uint32_t n_res = 0;
  if (reg->n_ops) {
    const pt_op *last = pt_op_get(m, pt_region_op(m, reg, reg->n_ops - 1));
    if (last->code == PT_OP_RETURN) n_res = last->n_operands;
  }
  mref *res = pt_calloc((size_t)n_res + 1, sizeof *res);
  if (!res) {
    for (uint32_t i = 0; i < reg->n_args; i++) buf_unref(s, args[i].buf);
    free(args);
    s->oom = true;
    return;
  }
  run_region(s, rid, args, reg->n_args, res, n_res);
  for (uint32_t i = 0; i < n_res; i++) buf_unref(s, res[i].buf);
  free(res);
  free(args);
}

/* ---- ops ---- */

/* interp.c exec_kernel: result 0 takes over the first of the plan's
 * candidates that no one else holds; the other results are allocated;
 * then the kernel calls the bodies the plan says go through the driver. */
static void exec_kernel(msim *s, uint32_t o, const pt_op *op) {
  const pt_module *m = s->m;
  int steal = -1;
  for (uint32_t i = 0; op->n_results >= 1 && i < op->n_operands && i < 8 && steal < 0; i++) {
    if (!(s->plan.steal[o] >> i & 1)) continue;
    uint32_t id = s->vals[pt_op_operand(m, op, i)];
    if (id != PT_NONE && pt_bp_exclusive(s->bufs.data[id].refs, s->bufs.data[id].borrowed)) steal = (int)i;
  }
  uint32_t small[8], *bufs = op->n_results <= 8 ? small : pt_malloc(op->n_results * sizeof *bufs);
  if (!bufs) {
    s->oom = true; /* the results stay unbound */
    return;
  }
  for (uint32_t i = 0; i < op->n_results; i++) {
    const pt_type *rt = pt_value_type(m, op->results + i);
    if (i == 0 && steal >= 0) {
      uint32_t id = buf_ref(s, s->vals[pt_op_operand(m, op, (uint32_t)steal)]);
      mbuf *b = &s->bufs.data[id];
      s->live_kind[b->kind] -= b->nbytes;
      b->kind = (uint8_t)op_kind(s, op);
      s->live_kind[b->kind] += b->nbytes;
      bufs[i] = id;
    } else if (rt->kind == PT_TYPE_TOKEN) {
      bufs[i] = PT_NONE;
    } else {
      bufs[i] = buf_alloc(s, pt_sim_type_bytes(rt), false, op_kind(s, op));
    }
  }
  for (uint32_t r = 0; r < op->n_regions && r < 8; r++)
    if (s->plan.driver[o] >> r & 1) body_call(s, pt_op_region(m, op, r));
  for (uint32_t i = 0; i < op->n_results; i++) bind(s, op->results + i, bufs[i]);
  if (bufs != small) free(bufs);
}

static void alias(msim *s, const pt_op *op, uint32_t result, uint32_t operand) {
  bind(s, op->results + result, buf_ref(s, s->vals[pt_op_operand(s->m, op, operand)]));
}

/* Constants count whether copied or borrowed from the module's literal
 * (the plan says which); a borrowed one is never taken over in place. */
static void exec_constant(msim *s, const pt_op *op, bool borrowed) {
  bind(s, op->results, buf_alloc(s, value_bytes(s, op->results), borrowed, op_kind(s, op)));
}

/* Does region rid (nested regions and callees included) hold if/case/while? */
static bool has_control_flow(msim *s, uint32_t rid) {
  const pt_module *m = s->m;
  if (s->cf_memo[rid] == 1) return false;
  if (s->cf_memo[rid]) return true;
  s->cf_memo[rid] = 3;
  bool found = false;
  const pt_region *reg = &m->regions.data[rid];
  for (uint32_t k = 0; k < reg->n_ops && !found; k++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, reg, k));
    if (op->code == PT_OP_WHILE || op->code == PT_OP_IF || op->code == PT_OP_CASE) found = true;
    for (uint32_t r = 0; r < op->n_regions && !found; r++) found = has_control_flow(s, pt_op_region(m, op, r));
    if (op->code == PT_OP_FUNC_CALL && !found) {
      const pt_attr *callee = pt_op_attr(m, op, "callee");
      uint32_t f = callee && callee->kind == PT_ATTR_SYMBOL ? pt_module_find_func(m, callee->u.str.data) : PT_NONE;
      found = f == PT_NONE || has_control_flow(s, m->funcs.data[f].body);
    }
  }
  s->cf_memo[rid] = found ? 2 : 1;
  return found;
}

/* The state of a loop's carries at the top of an iteration, with buffers
 * made during the loop named by the first slot holding them. */
typedef struct {
  uint64_t outer;  /* serial of a buffer from before the loop, UINT64_MAX: made in the loop, -2: none */
  uint64_t nbytes;
  uint32_t first;  /* first slot holding the same buffer */
  uint32_t refs;
  uint8_t borrowed, kind, known;
  int64_t val;
} carry_state;

static void loop_state(const msim *s, const mref *carried, uint32_t n, uint64_t start, carry_state *out) {
  for (uint32_t i = 0; i < n; i++) {
    carry_state *c = &out[i];
    memset(c, 0, sizeof *c);
    c->known = carried[i].known;
    c->val = carried[i].known ? carried[i].val : 0;
    uint32_t id = carried[i].buf;
    if (id == PT_NONE) {
      c->outer = UINT64_MAX - 1;
      c->first = i;
      continue;
    }
    const mbuf *b = &s->bufs.data[id];
    c->outer = b->serial < start ? b->serial : UINT64_MAX;
    c->nbytes = b->nbytes;
    c->refs = b->refs;
    c->borrowed = b->borrowed;
    c->kind = b->kind;
    c->first = i;
    for (uint32_t j = 0; j < i; j++)
      if (carried[j].buf == id) {
        c->first = j;
        break;
      }
  }
}

static bool same_buffers(const carry_state *a, const carry_state *b, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (a[i].outer != b[i].outer || a[i].nbytes != b[i].nbytes || a[i].first != b[i].first || a[i].refs != b[i].refs ||
        a[i].borrowed != b[i].borrowed || a[i].kind != b[i].kind)
      return false;
  return true;
}

static bool same_values(const carry_state *a, const carry_state *b, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (a[i].known != b[i].known || a[i].val != b[i].val) return false;
  return true;
}

/* interp.c exec_while: the loop holds a reference to each carry; each
 * iteration lends them to the condition, then hands them to the body,
 * whose results are the next carries. */
static void exec_while(msim *s, const pt_op *op) {
  const pt_module *m = s->m;
  uint32_t n = op->n_operands;
  if (op->n_regions != 2 || op->n_results != n) return;
  uint32_t cond = pt_op_region(m, op, 0), body = pt_op_region(m, op, 1);
  bool settles = !has_control_flow(s, cond) && !has_control_flow(s, body);
  uint64_t start = s->next_serial;
  mref *carried = pt_calloc((size_t)n + 1, sizeof *carried), *next = pt_calloc((size_t)n + 1, sizeof *next);
  mref *lent = pt_calloc((size_t)n + 1, sizeof *lent);
  carry_state *hist = pt_calloc((size_t)CFG_HISTORY * (n + 1), sizeof *hist);
  if (!carried || !next || !lent || !hist) {
    free(carried);
    free(next);
    free(lent);
    free(hist);
    s->oom = true; /* the results stay unbound */
    return;
  }
  for (uint32_t i = 0; i < n; i++) carried[i] = take_ref(s, pt_op_operand(m, op, i));
  bool guessing = false; /* the condition could not be folded */
  uint64_t ops_at_start = s->ops_run;
  for (uint32_t iter = 0; !s->oom; iter++) {
    carry_state *now = hist + (size_t)(iter % CFG_HISTORY) * (n + 1);
    loop_state(s, carried, n, start, now);
    if (iter > 0) {
      carry_state *prev = hist + (size_t)((iter - 1) % CFG_HISTORY) * (n + 1);
      /* Settled: every further iteration repeats the last one's buffers. */
      if (same_buffers(now, prev, n) && (settles || same_values(now, prev, n))) {
        for (uint32_t i = 0; i < n; i++)
          if (!now[i].known || !prev[i].known || now[i].val != prev[i].val) carried[i].known = false;
        break;
      }
      bool seen = false;
      for (uint32_t back = 2; guessing && back <= iter && back <= CFG_HISTORY - 1 && !seen; back++)
        seen = same_buffers(now, hist + (size_t)((iter - back) % CFG_HISTORY) * (n + 1), n);
      if (seen || iter >= MAX_LOOP_REPLAYS || s->ops_run - ops_at_start > LOOP_OP_BUDGET) {
        for (uint32_t i = 0; i < n; i++) carried[i].known = false;
        break;
      }
    }
    for (uint32_t i = 0; i < n; i++) {
      lent[i] = carried[i];
      buf_ref(s, lent[i].buf);
    }
    mref pred = {PT_NONE, false, 0};
    run_region(s, cond, lent, n, &pred, 1);
    buf_unref(s, pred.buf);
    if (pred.known && !pred.val) break;
    if (!pred.known) guessing = true;
    run_region(s, body, carried, n, next, n);
    memcpy(carried, next, n * sizeof *carried);
  }
  for (uint32_t i = 0; i < n; i++) bind_ref(s, op->results + i, &carried[i]);
  free(hist);
  free(lent);
  free(next);
  free(carried);
}

static void run_branch(msim *s, const pt_op *op, uint32_t branch, bool keep) {
  mref *res = pt_calloc((size_t)op->n_results + 1, sizeof *res);
  if (!res) {
    s->oom = true;
    return;
  }
  run_region(s, pt_op_region(s->m, op, branch), NULL, 0, res, op->n_results);
  for (uint32_t i = 0; i < op->n_results; i++) {
    if (keep) bind_ref(s, op->results + i, &res[i]);
    else buf_unref(s, res[i].buf);
  }
  free(res);
}

static void exec_branch(msim *s, const pt_op *op) {
  const pt_module *m = s->m;
  if (!op->n_regions || !op->n_operands) return;
  uint32_t pv = pt_op_operand(m, op, 0), n = op->n_regions, branch = 0;
  if (s->known[pv]) {
    int64_t x = s->kval[pv];
    if (op->code == PT_OP_IF) branch = x ? 0 : 1;
    else branch = x < 0 || x >= (int64_t)n ? n - 1 : (uint32_t)x;
    if (branch >= n) branch = n - 1;
  } else if (n > 1) {
    /* Data decides: take the branch that reaches the highest peak. */
    pt_sim_memory saved = *s->out;
    uint64_t best = 0;
    s->speculating++;
    for (uint32_t b = 0; b < n; b++) {
      s->out->peak_bytes = s->live;
      run_branch(s, op, b, false);
      if (b == 0 || s->out->peak_bytes > best) {
        best = s->out->peak_bytes;
        branch = b;
      }
    }
    s->speculating--;
    *s->out = saved;
  }
  run_branch(s, op, branch, true);
}

static void exec_call(msim *s, const pt_op *op) {
  const pt_module *m = s->m;
  const pt_attr *callee = pt_op_attr(m, op, "callee");
  uint32_t f = callee && callee->kind == PT_ATTR_SYMBOL ? pt_module_find_func(m, callee->u.str.data) : PT_NONE;
  if (f == PT_NONE) return;
  mref *args = pt_calloc((size_t)op->n_operands + op->n_results + 1, sizeof *args);
  if (!args) {
    s->oom = true;
    return;
  }
  mref *res = args + op->n_operands;
  for (uint32_t i = 0; i < op->n_operands; i++) args[i] = take_ref(s, pt_op_operand(m, op, i));
  run_region(s, m->funcs.data[f].body, args, op->n_operands, res, op->n_results);
  for (uint32_t i = 0; i < op->n_results; i++) bind_ref(s, op->results + i, &res[i]);
  free(args);
}

/* interp.c exec_op_inner, by the plan's action. */
static void exec_op(msim *s, uint32_t o, const pt_op *op) {
  s->cur_op = o;
  s->ops_run++;
  trace_unit(s);
  switch ((pt_bp_action)s->plan.action[o]) {
    case PT_BP_CONSTANT: exec_constant(s, op, false); break;
    case PT_BP_BORROW: exec_constant(s, op, true); break;
    case PT_BP_WHILE: exec_while(s, op); return;
    case PT_BP_BRANCH: exec_branch(s, op); return;
    case PT_BP_CALL: exec_call(s, op); return;
    case PT_BP_ALIAS:
      for (uint32_t i = 0; i < op->n_results && i < op->n_operands; i++) alias(s, op, i, i);
      break;
    case PT_BP_TOKEN: bind(s, op->results, PT_NONE); break;
    case PT_BP_TERMINATOR: break; /* the interpreter fails here */
    case PT_BP_FRESH: exec_kernel(s, o, op); break;
  }
  fold(s, op);
}

/* interp.c run_region: takes the argument references; each result gets one. */
static void run_region(msim *s, uint32_t rid, const mref *args, uint32_t n_args, mref *res, uint32_t n_res) {
  const pt_module *m = s->m;
  const pt_region *reg = &m->regions.data[rid];
  for (uint32_t i = 0; i < n_res; i++) res[i] = (mref){PT_NONE, false, 0};
  if (n_args != reg->n_args || s->depth > PT_MAX_NESTING) { /* the interpreter fails here */
    for (uint32_t i = 0; i < n_args; i++) buf_unref(s, args[i].buf);
    return;
  }
  for (uint32_t i = 0; i < n_args; i++) bind_ref(s, reg->args + i, &args[i]);
  for (uint32_t i = s->plan.arg_rel_at[rid]; i < s->plan.arg_rel_at[rid + 1]; i++) release(s, s->plan.arg_rel[i]);
  s->depth++;
  for (uint32_t k = 0; k < reg->n_ops && !s->oom; k++) {
    uint32_t o = pt_region_op(m, reg, k);
    const pt_op *op = pt_op_get(m, o);
    if (op->code == PT_OP_FUNC_RETURN || op->code == PT_OP_RETURN) {
      for (uint32_t i = 0; i < n_res && i < op->n_operands; i++) res[i] = take_ref(s, pt_op_operand(m, op, i));
      release_after(s, o);
      break;
    }
    exec_op(s, o, op);
    release_after(s, o);
  }
  s->depth--;
}

/* ---- entry ---- */

const char *pt_mem_kind_name(pt_mem_kind k) {
  static const char *const names[PT_MEM_KIND_COUNT] = {
      [PT_MEM_PARAMS] = "params",           [PT_MEM_OPT_STATE] = "optimizer state", [PT_MEM_INPUTS] = "other inputs",
      [PT_MEM_GATHERED] = "gathered copies", [PT_MEM_CONSTANTS] = "constants",       [PT_MEM_ACTIVATIONS] = "activations"};
  return k < PT_MEM_KIND_COUNT ? names[k] : "?";
}

const char *pt_mem_kind_key(pt_mem_kind k) {
  static const char *const keys[PT_MEM_KIND_COUNT] = {
      [PT_MEM_PARAMS] = "params",     [PT_MEM_OPT_STATE] = "opt_state", [PT_MEM_INPUTS] = "inputs",
      [PT_MEM_GATHERED] = "gathered", [PT_MEM_CONSTANTS] = "constants", [PT_MEM_ACTIVATIONS] = "activations"};
  return k < PT_MEM_KIND_COUNT ? keys[k] : "?";
}

pt_mem_kind pt_sim_arg_kind(const pt_module *m, const pt_func *f, uint32_t i) {
  /* By the group (pt_arg_group_name: the jax.arg_info name up to its
   * first '[' or '.'), read from the name in place: the group begins with
   * "params" or "opt_state" exactly when the name does, neither holding a
   * '[' or a '.' (this runs for every argument of every simulation). */
  const char *name = pt_arg_info_name(m, f, i, NULL);
  if (!name) name = "";
  if (strncmp(name, "params", 6) == 0) return PT_MEM_PARAMS;
  if (strncmp(name, "opt_state", 9) == 0) return PT_MEM_OPT_STATE;
  return PT_MEM_INPUTS;
}

pt_status *pt_sim_memory_of(const pt_module *m, uint32_t func, pt_sim_memory *out) {
  return pt_sim_memory_trace(m, func, out, NULL);
}

void pt_sim_mem_trace_free(pt_sim_mem_trace *t) {
  if (t) pt_vec_free(&t->points);
}

pt_status *pt_sim_memory_trace(const pt_module *m, uint32_t func, pt_sim_memory *out, pt_sim_mem_trace *trace) {
  memset(out, 0, sizeof *out);
  if (trace) {
    memset(trace, 0, sizeof *trace);
    trace->stride = 1;
  }
  out->peak_op = PT_NONE;
  if (func >= m->funcs.len) return pt_status_make(PT_ERR_INVALID_ARG, "no function #%u in the module", func);
  const pt_func *f = &m->funcs.data[func];
  if (f->body == PT_NONE) return pt_status_make(PT_ERR_INVALID_ARG, "@%s has no body", pt_str(m, f->name));
  msim s;
  memset(&s, 0, sizeof s);
  s.m = m;
  s.out = out;
  s.cur_op = PT_NONE;
  size_t n_vals = m->values.len ? m->values.len : 1;
  uint32_t n_args = pt_func_n_args(m, f);
  s.vals = pt_malloc(n_vals * sizeof *s.vals);
  s.known = pt_calloc(n_vals, 1);
  s.kval = pt_calloc(n_vals, sizeof *s.kval);
  s.cf_memo = pt_calloc(m->regions.len ? m->regions.len : 1, 1);
  mref *args = pt_calloc((size_t)n_args + f->n_results + 1, sizeof *args), *res = args ? args + n_args : NULL;
  s.trace = trace;
  bool have_plan = s.vals && s.known && s.kval && s.cf_memo && args && pt_buffer_plan_try_build(&s.plan, m, f->body);
  if (!have_plan) {
    free(args);
    free(s.vals);
    free(s.known);
    free(s.kval);
    free(s.cf_memo);
    if (trace) pt_sim_mem_trace_free(trace);
    return pt_nomem();
  }
  for (uint32_t v = 0; v < m->values.len; v++) s.vals[v] = PT_NONE;
  trace_unit(&s);

  for (uint32_t i = 0; i < n_args; i++) {
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    args[i] = (mref){PT_NONE, false, 0};
    if (t->kind == PT_TYPE_TOKEN) continue;
    uint64_t bytes = pt_sim_type_bytes(t);
    out->argument_bytes += bytes;
    args[i].buf = buf_alloc(&s, bytes, true, pt_sim_arg_kind(m, f, i));
  }
  run_region(&s, f->body, args, n_args, res, f->n_results);
  /* The outputs are copied or handed over without counting. */
  for (uint32_t i = 0; i < f->n_results; i++) buf_unref(&s, res[i].buf);
  free(args);
  pt_vec_free(&s.bufs);
  pt_vec_free(&s.free_ids);
  free(s.vals);
  free(s.known);
  free(s.kval);
  pt_buffer_plan_free(&s.plan);
  free(s.cf_memo);
  if (s.oom) {
    if (trace) pt_sim_mem_trace_free(trace);
    return pt_nomem();
  }
  return NULL;
}
