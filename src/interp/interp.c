/* interp.c - the interpreter's driver: executes the buffer plan
 * (buffer_plan.c: which values die after each op, which results alias
 * their operands, which operand buffer a result takes over in place), runs
 * regions (function bodies, control flow, and the reducer/comparator
 * bodies kernels call back into), and dispatches ops to kernels through a
 * table indexed by opcode.
 *
 * Values are module-wide ids, so the environment is one array indexed by
 * value id; a slot holds one reference to a refcounted buffer. Buffers
 * shared by aliases are refcounted; the plan's in-place candidates are
 * taken over only when no one else holds them (pt_bp_exclusive).
 * sim/memory.c executes the same plan on abstract buffers, following the
 * same reference protocol (run_region, exec_while, exec_branch,
 * exec_call), so its predicted peak is this file's measured one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interp_internal.h"

#define FREE_LIST_CAP 256
/* Freed result buffers are kept for reuse by the next result of the same
 * size: training steps allocate the same activation shapes over and over,
 * and memory that is already mapped costs no page faults (zeroing fresh
 * pages was a quarter of a transformer step's time). The pool lives in a
 * pt_interp_arena, the caller's (kept between runs) or one per run. */
#define POOL_CAP 256
#define POOL_MIN_BYTES 4096
#define RUN_POOL_BYTES (UINT64_C(1) << 30)

struct pt_interp_arena {
  uint64_t max_bytes, bytes;
  uint32_t n;
  struct {
    uint64_t nbytes;
    void *data;
  } e[POOL_CAP]; /* oldest first */
};

pt_interp_arena *pt_interp_arena_new(uint64_t max_bytes) {
  pt_interp_arena *a = calloc(1, sizeof *a);
  if (a) a->max_bytes = max_bytes;
  return a;
}

void pt_interp_arena_free(pt_interp_arena *a) {
  if (!a) return;
  for (uint32_t i = 0; i < a->n; i++) free(a->e[i].data);
  free(a);
}

uint64_t pt_interp_arena_bytes(const pt_interp_arena *a) { return a ? a->bytes : 0; }

static void *pool_take(pt_interp_arena *a, uint64_t nbytes) {
  for (uint32_t i = a->n; i-- > 0;) {
    if (a->e[i].nbytes != nbytes) continue;
    void *d = a->e[i].data;
    memmove(&a->e[i], &a->e[i + 1], (a->n - i - 1) * sizeof a->e[0]);
    a->n--;
    a->bytes -= nbytes;
    return d;
  }
  return NULL;
}

/* Frees the oldest cached buffer, giving its bytes back to budget b
 * (NULL: none). */
static void pool_evict(pt_interp_arena *a, pt_mem_budget *b) {
  free(a->e[0].data);
  a->bytes -= a->e[0].nbytes;
  if (b) pt_mem_budget_give(b, a->e[0].nbytes);
  memmove(&a->e[0], &a->e[1], (--a->n) * sizeof a->e[0]);
}

/* Takes ownership of data (malloc'ed, nbytes long, charged to b while
 * cached; b NULL: no budget). */
static void pool_put(pt_interp_arena *a, pt_mem_budget *b, void *data, uint64_t nbytes) {
  if (nbytes < POOL_MIN_BYTES || nbytes > a->max_bytes) {
    free(data);
    if (b) pt_mem_budget_give(b, nbytes);
    return;
  }
  while (a->n && (a->n == POOL_CAP || a->bytes + nbytes > a->max_bytes)) pool_evict(a, b);
  a->e[a->n].nbytes = nbytes;
  a->e[a->n++].data = data;
  a->bytes += nbytes;
}

void pt_interp_arena_recycle(pt_interp_arena *a, pt_tensor *t) {
  if (a && t->data && !t->is_token) {
    pool_put(a, NULL, t->data, t->nbytes);
    t->data = NULL;
  }
  pt_tensor_free(t);
}

struct pt_ictx {
  const pt_module *m;
  pt_interp_options opts;
  pt_interp_stats *stats;
  pt_ibuf **vals;      /* value id -> buffer (NULL: unbound or a token) */
  pt_buffer_plan plan; /* of the region the run starts in */
  uint8_t *active;     /* region id -> currently running (recursion guard) */
  uint64_t live, peak;
  /* Every buffer the run allocates, cached ones included, is charged here
   * (opts->budget or own_budget) until freed; outputs stay charged when
   * they are handed over. */
  pt_mem_budget *budget;
  pt_mem_budget own_budget;
  uint32_t depth;
  uint32_t in_body_call; /* >0 while a kernel runs a reducer/comparator body */
  uint64_t rng_calls;   /* stablehlo.rng executions so far */
  pt_ibuf *free_list[FREE_LIST_CAP];
  uint32_t n_free;
  pt_interp_arena *arena; /* opts->arena or this run's own */
};

const pt_module *pt_ictx_module(const pt_ictx *c) { return c->m; }
const pt_interp_options *pt_ictx_options(const pt_ictx *c) { return &c->opts; }
uint64_t pt_ictx_next_rng(pt_ictx *c) { return c->rng_calls++; }
void pt_ictx_add_flops(pt_ictx *c, double flops) { c->stats->contraction_flops += flops; }

void pt_ictx_record_check(pt_ictx *c, const pt_op *op, bool pass, const char *what, const char *detail) {
  pt_interp_stats *st = c->stats;
  st->n_checks++;
  if (pass || st->n_checks_failed++) return;
  snprintf(st->check_failure, sizeof st->check_failure, "%s:%u:%u: %s %s", c->m->filename, op->loc.line,
           op->loc.col, what, detail);
}

/* ---- buffers ----------------------------------------------------------------- */

/* NULL without memory. */
static pt_ibuf *ibuf_struct(pt_ictx *c) {
  pt_ibuf *b = c->n_free ? c->free_list[--c->n_free] : malloc(sizeof *b);
  if (!b) return NULL;
  b->refs = 1;
  b->borrowed = false;
  return b;
}

/* Charges nbytes to the run's budget, dropping cached buffers to make
 * room; false when even then they do not fit. */
static bool charge(pt_ictx *c, uint64_t nbytes) {
  while (!pt_mem_budget_take(c->budget, nbytes)) {
    if (!c->arena->n) return false;
    pool_evict(c->arena, c->budget);
  }
  return true;
}

/* nbytes of heap memory for a value or a copy of one: from the cache, or
 * charged and allocated. NULL when the budget (*host_refused false) or the
 * host (*host_refused true) has no room; the caller words the error, so
 * the common path formats nothing. */
static void *heap_alloc(pt_ictx *c, uint64_t nbytes, bool *host_refused) {
  void *p = nbytes >= POOL_MIN_BYTES ? pool_take(c->arena, nbytes) : NULL;
  if (p) return p;
  *host_refused = charge(c, nbytes);
  p = *host_refused ? pt_try_alloc(nbytes, false) : NULL;
  if (!p && *host_refused) pt_mem_budget_give(c->budget, nbytes);
  return p;
}

/* Scratch blocks start with their charged size. 16 bytes keep the data
 * as aligned as malloc's. */
typedef struct {
  uint64_t charged;
  uint64_t pad_;
} scratch_head;

void *pt_k_alloc(pt_ictx *c, const pt_op *op, uint64_t nbytes, bool zero, pt_status **err) {
  uint64_t total = nbytes > UINT64_MAX - sizeof(scratch_head) ? UINT64_MAX : nbytes + sizeof(scratch_head);
  bool charged = charge(c, total);
  scratch_head *h = charged ? pt_try_alloc(total, zero) : NULL;
  if (!h) {
    if (charged) pt_mem_budget_give(c->budget, total);
    *err = pt_mem_error(c->budget, nbytes, charged, c->m->filename, op->loc, "'%s' op scratch space",
                        pt_op_name((pt_opcode)op->code));
    return NULL;
  }
  h->charged = total;
  return h + 1;
}

void pt_k_free(pt_ictx *c, void *p) {
  if (!p) return;
  scratch_head *h = (scratch_head *)p - 1;
  pt_mem_budget_give(c->budget, h->charged);
  free(h);
}

/* A buffer for result `result` of op (its contents undefined: every
 * kernel writes all of its results), or a located error. */
static pt_status *ibuf_new(pt_ictx *c, const pt_op *op, uint32_t result, uint64_t nbytes, pt_ibuf **out) {
  pt_ibuf *b = ibuf_struct(c);
  PT_TRY_ALLOC(b);
  b->nbytes = nbytes;
  if (nbytes <= sizeof b->small) {
    memset(b->small, 0, sizeof b->small);
    b->data = b->small;
  } else {
    bool host_refused;
    b->data = heap_alloc(c, nbytes, &host_refused);
    if (!b->data) {
      if (c->n_free < FREE_LIST_CAP) c->free_list[c->n_free++] = b;
      else free(b);
      pt_buf type = {0};
      pt_type_print(&type, pt_value_type(c->m, op->results + result));
      pt_status *s = pt_mem_error(c->budget, nbytes, host_refused, c->m->filename, op->loc, "'%s' op result %u: %s",
                                  pt_op_name((pt_opcode)op->code), result, type.data);
      pt_buf_free(&type);
      return s;
    }
  }
  c->live += nbytes;
  if (c->live > c->peak) c->peak = c->live;
  *out = b;
  return NULL;
}

/* NULL without memory. */
static pt_ibuf *ibuf_borrow(pt_ictx *c, void *data, uint64_t nbytes) {
  pt_ibuf *b = ibuf_struct(c);
  if (!b) return NULL;
  b->borrowed = true;
  b->nbytes = nbytes;
  b->data = data;
  c->live += nbytes;
  if (c->live > c->peak) c->peak = c->live;
  return b;
}

static pt_ibuf *ibuf_ref(pt_ibuf *b) {
  if (b) b->refs++;
  return b;
}

static void ibuf_unref(pt_ictx *c, pt_ibuf *b) {
  if (!b || --b->refs) return;
  c->live -= b->nbytes;
  if (!b->borrowed && b->data != b->small) pool_put(c->arena, c->budget, b->data, b->nbytes);
  if (c->n_free < FREE_LIST_CAP) c->free_list[c->n_free++] = b;
  else free(b);
}

static void bind(pt_ictx *c, uint32_t v, pt_ibuf *b) {
  ibuf_unref(c, c->vals[v]); /* only after an earlier failure left it bound */
  c->vals[v] = b;
}

static void release(pt_ictx *c, uint32_t v) {
  ibuf_unref(c, c->vals[v]);
  c->vals[v] = NULL;
}

/* Bytes of a value of type t, or TOO_BIG when the type (with zero dims read
 * as one, so that strides fit too) exceeds PT_K_MAX_BYTES: kernels then
 * never see index arithmetic that could overflow. */
#define TOO_BIG UINT64_MAX
static uint64_t type_bytes(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  uint64_t n = pt_dtype_size((pt_dtype)t->dtype), span = n;
  for (uint32_t i = 0; i < t->rank && i < PT_MAX_RANK; i++) {
    uint64_t d = t->dims[i] < 0 ? TOO_BIG : (uint64_t)t->dims[i];
    if (d > PT_K_MAX_BYTES || (d && span > PT_K_MAX_BYTES / d)) return TOO_BIG;
    span *= d ? d : 1;
    n *= d;
  }
  return n;
}

/* A view of value v (its static type, its buffer's data). */
static pt_status *view(pt_ictx *c, const pt_op *op, uint32_t v, pt_tensor *t) {
  const pt_type *ty = pt_value_type(c->m, v);
  memset(t, 0, sizeof *t);
  if (ty->kind == PT_TYPE_TOKEN) {
    t->is_token = true;
    return NULL;
  }
  pt_ibuf *b = c->vals[v];
  if (!b || b->nbytes != type_bytes(ty))
    return pt_op_error(c->m, op, "internal interpreter error: operand has no value of its type");
  t->dtype = ty->dtype;
  t->rank = ty->rank;
  memcpy(t->dims, ty->dims, sizeof t->dims);
  t->data = b->data;
  t->nbytes = b->nbytes;
  return NULL;
}

static void release_after(pt_ictx *c, uint32_t o) {
  for (uint32_t i = c->plan.rel_at[o]; i < c->plan.rel_at[o + 1]; i++) release(c, c->plan.rel[i]);
}

/* ---- regions ---------------------------------------------------------------------- */

static pt_status *exec_op(pt_ictx *c, uint32_t o, const pt_op *op);

/* Runs region `rid` taking ownership of args; results get one reference each. */
static pt_status *run_region(pt_ictx *c, uint32_t rid, pt_ibuf **args, uint32_t n_args, pt_ibuf **res,
                             uint32_t n_res, const pt_op *owner) {
  const pt_module *m = c->m;
  const pt_region *reg = &m->regions.data[rid];
  /* c->depth is the depth of the region's ops (0 for the function body);
   * the verifier refuses deeper programs, so this only guards the stack. */
  if (n_args != reg->n_args || c->active[rid] || c->depth > PT_MAX_NESTING) {
    for (uint32_t i = 0; i < n_args; i++) ibuf_unref(c, args[i]);
    if (c->active[rid]) return pt_op_error(m, owner, "recursive call is not supported by the interpreter");
    if (c->depth > PT_MAX_NESTING) return pt_nesting_error(m, owner);
    return pt_op_error(m, owner, "region expects %u arguments, got %u", reg->n_args, n_args);
  }
  for (uint32_t i = 0; i < n_args; i++) bind(c, reg->args + i, args[i]);
  for (uint32_t i = c->plan.arg_rel_at[rid]; i < c->plan.arg_rel_at[rid + 1]; i++) release(c, c->plan.arg_rel[i]);
  c->active[rid] = 1;
  c->depth++;
  pt_status *s = NULL;
  bool returned = false;
  for (uint32_t k = 0; k < reg->n_ops && !s && !returned; k++) {
    uint32_t o = pt_region_op(m, reg, k);
    const pt_op *op = pt_op_get(m, o);
    if (op->code == PT_OP_FUNC_RETURN || op->code == PT_OP_RETURN) {
      if (op->n_operands != n_res) {
        s = pt_op_error(m, op, "returns %u values where %u are expected", op->n_operands, n_res);
        break;
      }
      for (uint32_t i = 0; i < n_res; i++) res[i] = ibuf_ref(c->vals[pt_op_operand(m, op, i)]);
      release_after(c, o);
      returned = true;
      break;
    }
    s = exec_op(c, o, op);
    if (!s) release_after(c, o);
  }
  c->depth--;
  c->active[rid] = 0;
  if (!s && !returned) s = pt_op_error(m, owner, "region has no terminator");
  return s;
}

pt_status *pt_call_region(pt_ictx *c, uint32_t rid, const pt_tensor *args, uint32_t n_args, pt_tensor *results,
                          uint32_t n_results) {
  const pt_module *m = c->m;
  const pt_region *reg = &m->regions.data[rid];
  if (reg->parent_op == PT_NONE) return pt_status_make(PT_ERR_INTERNAL, "pt_call_region on a function body");
  const pt_op *owner = pt_op_get(m, reg->parent_op);
  if (n_args != reg->n_args) return pt_op_error(m, owner, "region expects %u arguments, got %u", reg->n_args, n_args);
  pt_ibuf *small[16], **bufs = n_args + n_results <= 16 ? small : pt_malloc(((size_t)n_args + n_results) * sizeof *bufs);
  PT_TRY_ALLOC(bufs);
  pt_ibuf **res = bufs + n_args;
  for (uint32_t i = 0; i < n_args; i++) {
    bool type_ok = pt_tensor_matches_type(&args[i], pt_value_type(m, reg->args + i));
    if (type_ok) bufs[i] = args[i].is_token ? NULL : ibuf_borrow(c, args[i].data, args[i].nbytes);
    if (!type_ok || (!args[i].is_token && !bufs[i])) {
      for (uint32_t j = 0; j < i; j++) ibuf_unref(c, bufs[j]);
      if (bufs != small) free(bufs);
      return type_ok ? pt_nomem() : pt_op_error(m, owner, "region argument %u has an unexpected type", i);
    }
  }
  c->in_body_call++;
  pt_status *s = run_region(c, rid, bufs, n_args, res, n_results, owner);
  c->in_body_call--;
  bool have_results = s == NULL;
  for (uint32_t i = 0; i < n_results && !s; i++) {
    uint64_t want = results[i].is_token ? 0 : results[i].nbytes;
    if ((res[i] ? res[i]->nbytes : 0) != want) s = pt_op_error(m, owner, "region result %u has an unexpected type", i);
    else if (want) memcpy(results[i].data, res[i]->data, (size_t)want);
  }
  if (have_results)
    for (uint32_t i = 0; i < n_results; i++) ibuf_unref(c, res[i]);
  if (bufs != small) free(bufs);
  return s;
}

/* ---- ops handled here --------------------------------------------------------------- */

static pt_status *alias_result(pt_ictx *c, const pt_op *op, uint32_t result, uint32_t operand) {
  uint32_t v = pt_op_operand(c->m, op, operand), r = pt_op_result(op, result);
  if (type_bytes(pt_value_type(c->m, v)) != type_bytes(pt_value_type(c->m, r)))
    return pt_op_error(c->m, op, "result %u must have the byte size of operand %u", result, operand);
  bind(c, r, ibuf_ref(c->vals[v]));
  return NULL;
}

/* borrow: the plan uses the aligned literal bytes in place. */
static pt_status *exec_constant(pt_ictx *c, const pt_op *op, bool borrow) {
  const pt_module *m = c->m;
  const pt_attr *a = pt_op_attr(m, op, "value");
  const pt_type *rt = pt_value_type(m, op->results);
  if (a && a->kind == PT_ATTR_DENSE_RESOURCE)
    return pt_op_error(m, op, "values unknown: the exporter elided them (dense_resource<%s>); re-export with "
                              "the constants included", a->u.resource.handle ? a->u.resource.handle : "");
  if (!a || a->kind != PT_ATTR_DENSE || rt->kind != PT_TYPE_TENSOR)
    return pt_op_error(m, op, "expects a dense<...> value");
  uint64_t nbytes = type_bytes(rt), esize = pt_dtype_size((pt_dtype)rt->dtype);
  if (nbytes == TOO_BIG) return pt_op_error(m, op, "result type is too large (more than 2^48 bytes)");
  const pt_type *at = a->u.dense.type < m->types.len ? pt_type_get(m, a->u.dense.type) : NULL;
  if (!at || at->dtype != rt->dtype)
    return pt_op_error(m, op, "value's element type differs from the result type");
  if (a->u.dense.splat) {
    if (a->u.dense.nbytes < esize) return pt_op_error(m, op, "malformed splat constant");
    pt_ibuf *b;
    PT_TRY(ibuf_new(c, op, 0, nbytes, &b));
    uint8_t *d = b->data;
    for (uint64_t off = 0; off < nbytes; off += esize) memcpy(d + off, a->u.dense.bytes, (size_t)esize);
    bind(c, op->results, b);
    return NULL;
  }
  if (a->u.dense.nbytes != nbytes) return pt_op_error(m, op, "value has %llu bytes where its type needs %llu",
                                                      (unsigned long long)a->u.dense.nbytes, (unsigned long long)nbytes);
  if (borrow) {
    pt_ibuf *b = ibuf_borrow(c, (void *)(uintptr_t)a->u.dense.bytes, nbytes);
    PT_TRY_ALLOC(b);
    bind(c, op->results, b);
    return NULL;
  }
  pt_ibuf *b;
  PT_TRY(ibuf_new(c, op, 0, nbytes, &b));
  memcpy(b->data, a->u.dense.bytes, (size_t)nbytes);
  bind(c, op->results, b);
  return NULL;
}

static bool scalar_pred(const pt_ibuf *b, int64_t *out, pt_dtype dt) {
  if (!b || b->nbytes != pt_dtype_size(dt)) return false;
  uint64_t u;
  pt_load_u64(dt, b->data, 0, 1, &u);
  *out = (int64_t)u;
  return true;
}

static pt_status *exec_while(pt_ictx *c, const pt_op *op) {
  const pt_module *m = c->m;
  uint32_t n = op->n_operands;
  if (op->n_results != n || op->n_regions != 2) return pt_op_error(m, op, "malformed while");
  uint32_t cond = pt_op_region(m, op, 0), body = pt_op_region(m, op, 1);
  pt_ibuf **carried = pt_malloc((2 * (size_t)n + 1) * sizeof *carried);
  PT_TRY_ALLOC(carried);
  pt_ibuf **args = carried + n;
  for (uint32_t i = 0; i < n; i++) carried[i] = ibuf_ref(c->vals[pt_op_operand(m, op, i)]);
  uint64_t iter = 0;
  pt_status *s = NULL;
  for (;;) {
    for (uint32_t i = 0; i < n; i++) args[i] = ibuf_ref(carried[i]);
    pt_ibuf *pred = NULL;
    s = run_region(c, cond, args, n, &pred, 1, op);
    int64_t p = 0;
    if (!s && !scalar_pred(pred, &p, PT_DTYPE_I1)) s = pt_op_error(m, op, "condition must return tensor<i1>");
    ibuf_unref(c, pred);
    if (s || !p) break;
    if (c->opts.max_while_iterations && ++iter > c->opts.max_while_iterations) {
      s = pt_op_error(m, op, "loop exceeded %llu iterations, the limit of one while loop (--max-while-iterations N "
                             "raises it, 0 removes it)",
                      (unsigned long long)c->opts.max_while_iterations);
      break;
    }
    s = run_region(c, body, carried, n, args, n, op);
    if (s) {
      n = 0; /* run_region took the carried buffers */
      break;
    }
    memcpy(carried, args, n * sizeof *carried);
  }
  if (s) {
    for (uint32_t i = 0; i < n; i++) ibuf_unref(c, carried[i]);
  } else {
    for (uint32_t i = 0; i < n; i++) bind(c, op->results + i, carried[i]);
  }
  free(carried);
  return s;
}

static pt_status *exec_branch(pt_ictx *c, const pt_op *op, uint32_t branch) {
  pt_ibuf **res = pt_malloc(((size_t)op->n_results + 1) * sizeof *res);
  PT_TRY_ALLOC(res);
  pt_status *s = run_region(c, pt_op_region(c->m, op, branch), NULL, 0, res, op->n_results, op);
  if (!s)
    for (uint32_t i = 0; i < op->n_results; i++) bind(c, op->results + i, res[i]);
  free(res);
  return s;
}

static pt_status *exec_call(pt_ictx *c, const pt_op *op) {
  const pt_module *m = c->m;
  const pt_attr *callee = pt_op_attr(m, op, "callee");
  uint32_t f = callee && callee->kind == PT_ATTR_SYMBOL ? pt_module_find_func(m, callee->u.str.data) : PT_NONE;
  if (f == PT_NONE) return pt_op_error(m, op, "calls an undefined function");
  pt_ibuf **args = pt_malloc(((size_t)op->n_operands + op->n_results + 1) * sizeof *args);
  PT_TRY_ALLOC(args);
  for (uint32_t i = 0; i < op->n_operands; i++) args[i] = ibuf_ref(c->vals[pt_op_operand(m, op, i)]);
  pt_ibuf **res = args + op->n_operands;
  pt_status *s = run_region(c, m->funcs.data[f].body, args, op->n_operands, res, op->n_results, op);
  for (uint32_t i = 0; i < op->n_results && !s; i++) {
    if ((res[i] ? res[i]->nbytes : 0) != type_bytes(pt_value_type(m, op->results + i))) {
      s = pt_op_error(m, op, "callee result %u has an unexpected type", i);
      for (uint32_t j = i; j < op->n_results; j++) ibuf_unref(c, res[j]);
      break;
    }
    bind(c, op->results + i, res[i]);
  }
  free(args);
  return s;
}

/* A custom_call the classifier (src/ir/custom_call.c) runs as an
 * identity: result i shares operand i's buffer. */
static pt_status *exec_identity_call(pt_ictx *c, const pt_op *op) {
  const pt_module *m = c->m;
  const char *name = pt_custom_call_target(m, op, NULL);
  if (op->n_operands != op->n_results)
    return pt_op_error(m, op, "custom_call @%s must have as many results as operands to run as an identity", name);
  for (uint32_t i = 0; i < op->n_results; i++) {
    const pt_type *a = pt_value_type(m, pt_op_operand(m, op, i)), *b = pt_value_type(m, op->results + i);
    if (a->kind != b->kind || a->dtype != b->dtype || a->rank != b->rank ||
        memcmp(a->dims, b->dims, sizeof a->dims) != 0)
      return pt_op_error(m, op, "custom_call @%s changes the shape of operand %u; it only runs after partitioning "
                                "(on a device-local program)", name, i);
    bind(c, op->results + i, ibuf_ref(c->vals[pt_op_operand(m, op, i)]));
  }
  return NULL;
}

/* partition_id / replica_id: the device's id as a scalar integer. */
static pt_status *k_device_id(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  (void)in;
  if (out[0].is_token || out[0].rank != 0 || pt_dtype_size((pt_dtype)out[0].dtype) > 8)
    return pt_op_error(c->m, op, "result must be a scalar integer");
  uint64_t v = op->code == PT_OP_PARTITION_ID ? c->opts.partition_id : c->opts.replica_id;
  pt_store_u64((pt_dtype)out[0].dtype, out[0].data, 0, 1, &v);
  return NULL;
}

/* custom_call with fresh results: the classifier's checks run; anything
 * else is refused before its results are allocated (exec_op_inner). */
static pt_status *k_custom_call(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  return pt_k_check(c, op, in, out);
}

/* The explicit "no kernel": ops the buffer plan handles without one
 * (constants, aliases, control flow, tokens, terminators) and ops the
 * interpreter does not run (named computations are inlined on load). */
static pt_status *k_none(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  (void)in;
  (void)out;
  return pt_op_error(c->m, op, "is not supported by the interpreter");
}

/* ---- kernels ---------------------------------------------------------------------------- */

/* The kernel of each op, indexed by opcode. Elementwise ops (the
 * PT_OPF_ELEMENTWISE flag of ops.def) without an entry share
 * pt_k_elementwise; every other opcode has an entry, k_none included, and
 * tests/unit/test_op_table.c checks it. Which operand a result may take
 * over in place is ops.def's INPLACE column, applied by the buffer plan. */
static pt_kernel_fn const kernels[PT_OP_COUNT] = {
    [PT_OP_FUNC_RETURN] = k_none,
    [PT_OP_FUNC_CALL] = k_none,
    [PT_OP_RETURN] = k_none,
    [PT_OP_CONSTANT] = k_none,
    [PT_OP_IOTA] = pt_k_iota,
    [PT_OP_PARTITION_ID] = k_device_id,
    [PT_OP_REPLICA_ID] = k_device_id,
    [PT_OP_RNG_BIT_GENERATOR] = pt_k_rng_bit_generator,
    [PT_OP_RNG] = pt_k_rng,
    [PT_OP_AFTER_ALL] = k_none,
    [PT_OP_BITCAST_CONVERT] = pt_k_bitcast_convert,
    [PT_OP_BROADCAST_IN_DIM] = pt_k_broadcast_in_dim,
    [PT_OP_BROADCAST] = pt_k_broadcast,
    [PT_OP_RESHAPE] = k_none,
    [PT_OP_TRANSPOSE] = pt_k_transpose,
    [PT_OP_SLICE] = pt_k_slice,
    [PT_OP_DYNAMIC_SLICE] = pt_k_dynamic_slice,
    [PT_OP_DYNAMIC_UPDATE_SLICE] = pt_k_dynamic_update_slice,
    [PT_OP_CONCATENATE] = pt_k_concatenate,
    [PT_OP_PAD] = pt_k_pad,
    [PT_OP_REVERSE] = pt_k_reverse,
    [PT_OP_GATHER] = pt_k_gather,
    [PT_OP_SCATTER] = pt_k_scatter,
    [PT_OP_SORT] = pt_k_sort,
    [PT_OP_GET_DIMENSION_SIZE] = pt_k_get_dimension_size,
    [PT_OP_CHLO_TOP_K] = pt_k_top_k,
    [PT_OP_DOT_GENERAL] = pt_k_dot_general,
    [PT_OP_DOT] = pt_k_dot_general,
    [PT_OP_CONVOLUTION] = pt_k_convolution,
    [PT_OP_CHOLESKY] = pt_k_cholesky,
    [PT_OP_TRIANGULAR_SOLVE] = pt_k_triangular_solve,
    [PT_OP_REDUCE] = pt_k_reduce,
    [PT_OP_REDUCE_WINDOW] = pt_k_reduce_window,
    [PT_OP_SELECT_AND_SCATTER] = pt_k_select_and_scatter,
    [PT_OP_WHILE] = k_none,
    [PT_OP_IF] = k_none,
    [PT_OP_CASE] = k_none,
    [PT_OP_OPTIMIZATION_BARRIER] = k_none,
    [PT_OP_CUSTOM_CALL] = k_custom_call,
    [PT_OP_SDY_SHARDING_CONSTRAINT] = k_none,
    [PT_OP_SDY_RESHARD] = k_none,
    [PT_OP_SDY_PROPAGATION_BARRIER] = k_none,
    [PT_OP_SDY_NAMED_COMPUTATION] = k_none,
    [PT_OP_SDY_MANUAL_COMPUTATION] = pt_k_manual_computation,
    [PT_OP_ALL_GATHER] = pt_k_collective,
    [PT_OP_ALL_REDUCE] = pt_k_collective,
    [PT_OP_REDUCE_SCATTER] = pt_k_collective,
    [PT_OP_ALL_TO_ALL] = pt_k_collective,
    [PT_OP_COLLECTIVE_PERMUTE] = pt_k_collective,
    [PT_OP_COLLECTIVE_BROADCAST] = pt_k_collective,
    [PT_OP_CHECK_EXPECT_EQ] = pt_k_check,
    [PT_OP_CHECK_EXPECT_EQ_CONST] = pt_k_check,
    [PT_OP_CHECK_EXPECT_ALMOST_EQ] = pt_k_check,
    [PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST] = pt_k_check,
    [PT_OP_CHECK_EXPECT_CLOSE] = pt_k_check,
};

pt_kernel_fn pt_interp_kernel_hook(pt_opcode code) {
  if ((unsigned)code >= PT_OP_COUNT) return NULL;
  if (kernels[code]) return kernels[code];
  return pt_op_has_flag(code, PT_OPF_ELEMENTWISE) ? pt_k_elementwise : NULL;
}

pt_hook_state pt_interp_kernel_state(pt_opcode code) {
  pt_kernel_fn fn = pt_interp_kernel_hook(code);
  return !fn ? PT_HOOK_MISSING : fn == k_none ? PT_HOOK_NONE : PT_HOOK_SET;
}

static pt_status *exec_kernel(pt_ictx *c, uint32_t o, const pt_op *op, pt_kernel_fn fn) {
  const pt_module *m = c->m;
  uint32_t n_in = op->n_operands, n_out = op->n_results;
  const pt_op_info *info = pt_op_info_get((pt_opcode)op->code);
  if ((info->n_operands != PT_VARIADIC && (uint32_t)info->n_operands != n_in) ||
      (info->n_results != PT_VARIADIC && (uint32_t)info->n_results != n_out))
    return pt_op_error(m, op, "has %u operands and %u results; expected %d and %d", n_in, n_out, info->n_operands,
                       info->n_results);
  pt_tensor small[8];
  pt_tensor *ts = n_in + n_out <= 8 ? small : pt_malloc(((size_t)n_in + n_out) * sizeof *ts);
  pt_ibuf *bsmall[8], **bufs = n_out <= 8 ? bsmall : pt_malloc(n_out * sizeof *bufs);
  if (!ts || !bufs) {
    if (ts != small) free(ts);
    if (bufs != bsmall) free(bufs);
    return pt_nomem();
  }
  pt_tensor *in = ts, *out = ts + n_in;
  pt_status *s = NULL;
  for (uint32_t i = 0; i < n_in && !s; i++) s = view(c, op, pt_op_operand(m, op, i), &in[i]);
  uint32_t made = 0;
  int steal = -1;
  /* The plan names the operands result 0 may take over; the first whose
   * buffer no one else holds is taken. */
  for (uint32_t i = 0; !s && n_out >= 1 && i < n_in && i < 8 && steal < 0; i++) {
    if (!(c->plan.steal[o] >> i & 1)) continue;
    const pt_ibuf *b = c->vals[pt_op_operand(m, op, i)];
    if (b && pt_bp_exclusive(b->refs, b->borrowed)) steal = (int)i;
  }
  for (; made < n_out && !s; made++) {
    const pt_type *rt = pt_value_type(m, op->results + made);
    if (made == 0 && steal >= 0) {
      bufs[0] = ibuf_ref(c->vals[pt_op_operand(m, op, (uint32_t)steal)]);
    } else if (rt->kind == PT_TYPE_TOKEN) {
      bufs[made] = NULL;
    } else {
      uint64_t nb = type_bytes(rt);
      if (nb == TOO_BIG) {
        s = pt_op_error(m, op, "result %u type is too large (more than 2^48 bytes, partir's limit for a tensor)",
                        made);
        break;
      }
      s = ibuf_new(c, op, made, nb, &bufs[made]);
      if (s) break;
    }
    memset(&out[made], 0, sizeof out[made]);
    if (rt->kind == PT_TYPE_TOKEN) {
      out[made].is_token = true;
      continue;
    }
    out[made].dtype = rt->dtype;
    out[made].rank = rt->rank;
    memcpy(out[made].dims, rt->dims, sizeof rt->dims);
    out[made].data = bufs[made]->data;
    out[made].nbytes = bufs[made]->nbytes;
  }
  if (!s) s = fn(c, op, in, out);
  for (uint32_t i = 0; i < made; i++) {
    if (s) ibuf_unref(c, bufs[i]);
    else bind(c, op->results + i, bufs[i]);
  }
  if (ts != small) free(ts);
  if (bufs != bsmall) free(bufs);
  return s;
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Dispatch by the plan's action for the op's buffers, then by opcode. */
static pt_status *exec_op_inner(pt_ictx *c, uint32_t o, const pt_op *op) {
  const pt_module *m = c->m;
  switch ((pt_bp_action)c->plan.action[o]) {
    case PT_BP_CONSTANT: return exec_constant(c, op, false);
    case PT_BP_BORROW: return exec_constant(c, op, true);
    case PT_BP_WHILE: return exec_while(c, op);
    case PT_BP_BRANCH:
      if (op->code == PT_OP_IF) {
        int64_t p;
        if (op->n_regions != 2 || !scalar_pred(c->vals[pt_op_operand(m, op, 0)], &p, PT_DTYPE_I1))
          return pt_op_error(m, op, "expects a tensor<i1> predicate and two branches");
        return exec_branch(c, op, p ? 0 : 1);
      } else {
        int64_t idx;
        const pt_type *it = pt_value_type(m, pt_op_operand(m, op, 0));
        if (op->n_regions == 0 || it->kind != PT_TYPE_TENSOR || pt_dtype_is_float((pt_dtype)it->dtype) ||
            !scalar_pred(c->vals[pt_op_operand(m, op, 0)], &idx, (pt_dtype)it->dtype))
          return pt_op_error(m, op, "expects a scalar integer index and at least one branch");
        if (pt_dtype_class((pt_dtype)it->dtype) == PT_DCLASS_UINT && idx < 0) idx = -1;
        /* Out-of-range indices run the last branch (spec). */
        return exec_branch(c, op, idx < 0 || idx >= op->n_regions ? op->n_regions - 1u : (uint32_t)idx);
      }
    case PT_BP_CALL: return exec_call(c, op);
    case PT_BP_ALIAS:
      if (op->code == PT_OP_CUSTOM_CALL) return exec_identity_call(c, op);
      if (op->n_operands != op->n_results) return pt_op_error(m, op, "must have as many results as operands");
      for (uint32_t i = 0; i < op->n_results; i++) PT_TRY(alias_result(c, op, i, i));
      return NULL;
    case PT_BP_TOKEN: bind(c, op->results, NULL); return NULL;
    case PT_BP_TERMINATOR: return pt_op_error(m, op, "terminator in the middle of a region");
    case PT_BP_FRESH: break;
  }
  if (op->code == PT_OP_CUSTOM_CALL && pt_custom_call_kind_of(m, op) != PT_CC_CHECK) {
    const char *name = pt_custom_call_target(m, op, NULL);
    return pt_op_error(m, op, "custom_call target @%s is not supported by the interpreter (only sharding "
                              "annotations such as @Sharding and @SPMDFullToShardShape are)", name ? name : "?");
  }
  pt_kernel_fn fn = pt_interp_kernel_hook((pt_opcode)op->code);
  if (!fn || fn == k_none) return pt_op_error(m, op, "is not supported by the interpreter");
  return exec_kernel(c, o, op, fn);
}

static pt_status *exec_op(pt_ictx *c, uint32_t o, const pt_op *op) {
  pt_interp_stats *st = c->stats;
  st->n_ops++;
  if (op->code < PT_OP_COUNT) st->op_count[op->code]++;
  if (!c->opts.profile || c->in_body_call) return exec_op_inner(c, o, op);
  double t0 = now_seconds();
  pt_status *s = exec_op_inner(c, o, op);
  if (op->code < PT_OP_COUNT) st->op_seconds[op->code] += now_seconds() - t0;
  return s;
}

/* ---- entry ------------------------------------------------------------------------------ */

static pt_status *check_inputs(const pt_module *m, const pt_func *f, const pt_tensor *inputs, uint32_t n) {
  const char *fname = pt_str(m, f->name);
  uint32_t want = pt_func_n_args(m, f);
  if (n != want)
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, f->loc, "@%s takes %u argument%s, got %u input%s", fname,
                       want, want == 1 ? "" : "s", n, n == 1 ? "" : "s");
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    if (pt_tensor_matches_type(&inputs[i], t)) {
      if (t->kind == PT_TYPE_TOKEN || inputs[i].nbytes == type_bytes(t)) continue;
    }
    pt_buf want_s = {0}, got_s = {0};
    pt_type_print(&want_s, t);
    pt_tensor_type_print(&got_s, &inputs[i]);
    const char *info = pt_arg_info_name(m, f, i, NULL);
    bool named = info != NULL;
    pt_status *s = pt_error_at(PT_ERR_INVALID_ARG, m->filename, f->loc,
                               "argument %u%s%s%s of @%s: expected %s, got %s%s", i, named ? " (" : "",
                               named ? info : "", named ? ")" : "", fname, want_s.data, got_s.data,
                               pt_tensor_matches_type(&inputs[i], t) ? " with a wrong byte size" : "");
    pt_buf_free(&want_s);
    pt_buf_free(&got_s);
    return s;
  }
  return NULL;
}

void pt_interp_outputs_free(pt_tensor *outputs, uint32_t n) {
  if (!outputs) return;
  for (uint32_t i = 0; i < n; i++) pt_tensor_free(&outputs[i]);
  free(outputs);
}

/* Runs region `rid` (a function's body, or a region run as one) on
 * `inputs`, which check_inputs or the caller has matched with its
 * arguments; the results have types `rtypes`; `where`/`name` locate
 * errors about them. */
static pt_status *run_body(const pt_module *m, uint32_t rid, const pt_type *const *rtypes, uint32_t n_results,
                           pt_loc where, const char *name, const pt_tensor *inputs, uint32_t n_inputs,
                           const pt_interp_options *opts, pt_tensor **out_outputs, uint32_t *out_n,
                           pt_interp_stats *stats) {
  pt_interp_stats local_stats;
  pt_ictx *c = calloc(1, sizeof *c);
  PT_TRY_ALLOC(c);
  c->m = m;
  if (opts) c->opts = *opts;
  c->stats = stats ? stats : &local_stats;
  memset(c->stats, 0, sizeof *c->stats);
  c->vals = pt_calloc(m->values.len, sizeof *c->vals);
  c->active = pt_calloc(m->regions.len, 1);
  c->arena = opts && opts->arena ? opts->arena : pt_interp_arena_new(RUN_POOL_BYTES);
  pt_ibuf **args = pt_malloc(((size_t)n_inputs + n_results + 1) * sizeof *args);
  if (!c->vals || !c->active || !c->arena || !args || !pt_buffer_plan_try_build(&c->plan, m, rid)) {
    if (!opts || c->arena != opts->arena) pt_interp_arena_free(c->arena);
    pt_buffer_plan_free(&c->plan);
    free(args);
    free(c->vals);
    free(c->active);
    free(c);
    return pt_nomem();
  }
  if (opts && opts->budget) {
    c->budget = opts->budget;
  } else {
    pt_mem_budget_init(&c->own_budget, 0);
    c->budget = &c->own_budget;
  }
  /* A caller's cache is charged while this run may use it. */
  while (c->arena->n && !pt_mem_budget_take(c->budget, c->arena->bytes)) pool_evict(c->arena, NULL);

  pt_ibuf **res = args + n_inputs;
  pt_status *s = NULL;
  for (uint32_t i = 0; i < n_inputs && !s; i++) {
    args[i] = inputs[i].is_token ? NULL : ibuf_borrow(c, inputs[i].data, inputs[i].nbytes);
    if (!inputs[i].is_token && !args[i]) {
      for (uint32_t j = 0; j < i; j++) ibuf_unref(c, args[j]);
      s = pt_nomem();
    }
  }
  pt_op owner = {0};
  owner.loc = where;
  owner.code = PT_OP_FUNC_RETURN;
  if (!s) s = run_region(c, rid, args, n_inputs, res, n_results, &owner);
  pt_tensor *outs = NULL;
  if (!s) {
    outs = pt_calloc(n_results, sizeof *outs);
    if (!outs) {
      s = pt_nomem();
      for (uint32_t i = 0; i < n_results; i++) ibuf_unref(c, res[i]);
    }
  }
  if (!s) {
    for (uint32_t i = 0; i < n_results; i++) {
      const pt_type *t = rtypes[i];
      pt_ibuf *b = res[i];
      if (!s && (res[i] ? res[i]->nbytes : 0) != type_bytes(t))
        s = pt_error_at(PT_ERR_VERIFY, m->filename, where, "result %u of %s does not match the declared type", i,
                        name);
      if (!s) {
        outs[i].is_token = t->kind == PT_TYPE_TOKEN;
        if (!outs[i].is_token) {
          outs[i].dtype = t->dtype;
          outs[i].rank = t->rank;
          memcpy(outs[i].dims, t->dims, sizeof t->dims);
          outs[i].nbytes = b->nbytes;
          if (b->refs == 1 && !b->borrowed && b->data != b->small) {
            outs[i].data = b->data; /* hand the buffer over */
            b->borrowed = true;
          } else {
            bool host_refused;
            outs[i].data = heap_alloc(c, b->nbytes, &host_refused);
            if (!outs[i].data)
              s = pt_mem_error(c->budget, b->nbytes, host_refused, m->filename, where, "result %u of %s (a copy)", i,
                               name);
            else if (b->nbytes)
              memcpy(outs[i].data, b->data, (size_t)b->nbytes);
          }
        }
      }
      ibuf_unref(c, b);
    }
    if (s) {
      pt_interp_outputs_free(outs, n_results);
      outs = NULL;
    }
  }
  /* Whatever is still bound (after an error) goes now. */
  for (uint32_t v = 0; v < m->values.len; v++) release(c, v);
  c->stats->peak_live_bytes = c->peak;
  for (uint32_t i = 0; i < c->n_free; i++) free(c->free_list[i]);
  /* Cached buffers leave the budget; outputs stay charged to it. */
  pt_mem_budget_give(c->budget, c->arena->bytes);
  if (!opts || c->arena != opts->arena) pt_interp_arena_free(c->arena);
  free(args);
  free(c->vals);
  free(c->active);
  pt_buffer_plan_free(&c->plan);
  free(c);
  if (s) return s;
  *out_outputs = outs;
  *out_n = n_results;
  return NULL;
}

pt_status *pt_interp_run(const pt_module *m, uint32_t func, const pt_tensor *inputs, uint32_t n_inputs,
                         const pt_interp_options *opts, pt_tensor **out_outputs, uint32_t *out_n,
                         pt_interp_stats *stats) {
  if (func >= m->funcs.len) return pt_status_make(PT_ERR_INVALID_ARG, "no function #%u in the module", func);
  const pt_func *f = &m->funcs.data[func];
  PT_TRY(check_inputs(m, f, inputs, n_inputs));
  const pt_type **rtypes = pt_calloc(f->n_results + 1u, sizeof *rtypes);
  PT_TRY_ALLOC(rtypes);
  for (uint32_t i = 0; i < f->n_results; i++) rtypes[i] = pt_type_get(m, pt_func_result_type(m, f, i));
  pt_buf name = {0};
  pt_buf_printf(&name, "@%s", pt_str(m, f->name));
  pt_status *s = name.failed ? pt_nomem() : run_body(m, f->body, rtypes, f->n_results, f->loc, name.data, inputs, n_inputs, opts, out_outputs,
                          out_n, stats);
  pt_buf_free(&name);
  free(rtypes);
  return s;
}

pt_status *pt_interp_run_region(const pt_module *m, uint32_t region, const pt_tensor *inputs, uint32_t n_inputs,
                                const pt_interp_options *opts, pt_tensor **out_outputs, uint32_t *out_n,
                                pt_interp_stats *stats) {
  if (region >= m->regions.len || m->regions.data[region].parent_op == PT_NONE)
    return pt_status_make(PT_ERR_INVALID_ARG, "no op region #%u in the module", region);
  const pt_region *r = &m->regions.data[region];
  const pt_op *owner = pt_op_get(m, r->parent_op);
  if (n_inputs != r->n_args) return pt_op_error(m, owner, "its body takes %u arguments, got %u", r->n_args, n_inputs);
  for (uint32_t i = 0; i < n_inputs; i++) {
    const pt_type *t = pt_value_type(m, r->args + i);
    if (!pt_tensor_matches_type(&inputs[i], t) || (t->kind != PT_TYPE_TOKEN && inputs[i].nbytes != type_bytes(t)))
      return pt_op_error(m, owner, "its body's argument %u has an unexpected type", i);
  }
  /* The result types are the terminator's operand types. */
  const pt_op *ret = r->n_ops ? pt_op_get(m, pt_region_op(m, r, r->n_ops - 1)) : NULL;
  if (!ret || (ret->code != PT_OP_RETURN && ret->code != PT_OP_FUNC_RETURN))
    return pt_op_error(m, owner, "its body has no terminator");
  const pt_type **rtypes = pt_calloc(ret->n_operands + 1u, sizeof *rtypes);
  PT_TRY_ALLOC(rtypes);
  for (uint32_t i = 0; i < ret->n_operands; i++) rtypes[i] = pt_value_type(m, pt_op_operand(m, ret, i));
  pt_buf name = {0};
  pt_buf_printf(&name, "the '%s' body", pt_op_name((pt_opcode)owner->code));
  pt_status *s = name.failed ? pt_nomem() : run_body(m, region, rtypes, ret->n_operands, owner->loc, name.data, inputs, n_inputs, opts,
                          out_outputs, out_n, stats);
  pt_buf_free(&name);
  free(rtypes);
  return s;
}
