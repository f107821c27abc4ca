/* fusion.c - which ops of a function XLA's GPU compiler would run as one
 * kernel (sim.h, pt_sim_fuse), so that accelerator profiles cost kernels,
 * not StableHLO ops. The rules are a simplified reading of XLA's GPU
 * fusion passes (instruction fusion, multi-output fusion, the cuBLAS gemm
 * rewriter), written from their documented behaviour:
 *
 * Kinds of ops.
 *   - free: no kernel. Constants (literals are buffers already),
 *     terminators, partition_id/replica_id/after_all, optimization
 *     barriers, sharding constraints, converts that keep the element type,
 *     bitcast_convert, get_dimension_size; a reshape or a transpose whose
 *     users cannot take it into their kernel is a bitcast / a layout choice
 *     (XLA's layout assignment makes it one; cuBLAS reads transposed
 *     operands), so it is free too and its users read its operand's buffer.
 *   - fusible: element-wise ops, broadcasts, converts, reshapes,
 *     transposes, slices, dynamic slices, concatenates, pads, reverses,
 *     iotas, gathers. They join their consumers' kernel.
 *   - reduction roots: reduce, reduce_window, scatter, select_and_scatter,
 *     dynamic_update_slice. A kernel of their own that takes its fusible
 *     producers (XLA's reduction / input fusion, in-place updates).
 *   - library calls: dot, dot_general, convolution, cholesky,
 *     triangular_solve (cuBLAS / cuDNN). They take one simple element-wise
 *     consumer as an epilogue (bias add, scaling, convert of the result,
 *     ReLU: what cuBLASLt epilogues and the gemm rewriter fold in) when
 *     the contraction has no other user; that consumer's other operands
 *     are then read by the call (a bias vector broadcast inside, a matrix
 *     added as cuBLAS's C). With a profile (pt_sim_fuse), a
 *     memory-bound dot whose operands' producers XLA's GemmFusion can
 *     tile becomes a Triton GEMM fusion that recomputes them in its
 *     operand prologue (see "Triton GEMM fusion" below): they hold no
 *     buffer for it, and it reads their inputs instead.
 *   - everything else (collectives, sort, rng, custom calls, while/if/case
 *     themselves) is a kernel of its own; the regions of while/if/case are
 *     fused the same way, each on its own.
 *
 * Producer-consumer fusion, consumers first (reverse program order): a
 * fusible op whose users all sit in one loop or reduction kernel joins
 * it; one whose users sit in several kernels is duplicated into each when
 * it is cheap (broadcast, iota, reshape, convert, slice, and element-wise
 * ops that are not transcendental or divisions: XLA duplicates those and
 * does not duplicate expensive ops), else it roots a loop kernel of its
 * own and its result is written to memory; one used by a function result,
 * a library call, a free op or an opaque op roots a loop kernel (its
 * result must exist in memory). Kernels built this way are convex: a
 * producer joins only when all its users are inside already.
 *
 * Multi-output (sibling) fusion: two loop or reduction kernels that read
 * the same buffer, iterate over the same number of elements (a loop
 * kernel: its root's result; a reduction: its input) and neither of which
 * depends on the other become one kernel reading that buffer once.
 *
 * Per kernel: the distinct buffers it reads from outside (a buffer read
 * only through slices, dynamic slices or gathers counts what they read;
 * a Triton prologue's ops count the buffers they read and their FLOPs),
 * the buffers it writes (results used outside the kernel or returned),
 * its element-wise FLOPs and transcendental elements, and its root (the
 * member last in program order: where the kernel runs in the timeline).
 * Costs are the caller's (cost.c): the fusion itself knows no hardware. */
#include <stdlib.h>
#include <string.h>

#include "ws.h"

typedef enum { K_FREE, K_FUSIBLE, K_REDUCE, K_LIBRARY, K_OPAQUE } op_class;

typedef pt_sim_u32_vec u32_vec;

typedef struct {
  uint32_t kernel, next;
} plan_node;

typedef struct {
  const pt_module *m;
  pt_sim_fusions *out;
  /* Per value of the function (values outside it are never read): the
   * bytes of its tensor (0: token, tuple) and the region defining it,
   * read many times per value. */
  double *bytes;
  uint32_t *vregion;
  /* The least op and value ids of the function: a derived module's
   * function follows its base's ops and values, which loops over ids skip. */
  uint32_t omin, vmin;
  uint32_t *uf;          /* kernel index -> union-find parent (sibling merges) */
  uint8_t *cls;          /* op id -> op_class */
  uint8_t *dup;          /* op id -> duplicated into its users' kernels */
  uint32_t *pos;         /* op id -> position in its region */
  uint32_t *stamp;       /* value id -> last kernel that counted it */
  u32_vec users_at; /* value id -> first index into users (values.len + 1 entries) */
  u32_vec users;    /* user op ids (in the value's region) */
  uint32_t users_region;     /* the region users_at and users describe (PT_NONE: none yet) */
  /* kernel -> kernels reading its results (build_successors): each
   * kernel's own entries are one segment of `edges` (seg_at, seg_len); a
   * representative's list is the chain of segments from its own through
   * seg_next to seg_tail, so that a merge appends a list in O(1). */
  u32_vec edges;
  uint32_t *seg_at, *seg_len, *seg_next, *seg_tail;
  /* kernel -> the least `limit` at which a dependence search from it alone
   * ran out of budget (UINT32_MAX: never); see depends_on_any. */
  uint32_t *spent;
  uint32_t budget;  /* DEPENDS_BUDGET, or a test's */
  bool reference;   /* the plain search: no `spent`, every successor entry walked */
  uint64_t shortcuts; /* searches `spent` answered */
  /* kernel -> successor entries before duplicates were dropped from its
   * list (what a dependence search's budget counts), and the position of
   * its first member: what the search reads of every kernel it passes. */
  uint32_t *n_edges;
  uint32_t *first_pos;
  uint32_t leaf_stamp;       /* leaf_bytes's visit marks in `stamp` (before count_traffic uses it) */
  uint32_t n_succ, uf_cap, succ_cap;
  /* readers(): kernel -> the walk that listed it last (readers_n entries) */
  uint32_t *readers_seen, readers_n, readers_stamp;
  u32_vec stack;             /* depends_on_any's */
  u32_vec pairs;             /* build_successors' */
  /* The readers build_successors listed for each value it asked about,
   * for sibling fusion to map through the merges since (see
   * sibling_readers); valid where rd_gen equals rd_stamp. */
  uint32_t *rd_at, *rd_len, *rd_gen, rd_stamp, value_cap;
  /* Pairs of kernels sibling fusion found dependent (one way or the
   * other), by their representatives: see sibling_fusion. */
  uint64_t *dep_key;
  uint32_t *dep_gen, dep_stamp;
  u32_vec rd_list;
  /* Visit marks of sibling and consumer fusion and build_successors: a
   * mark equal to the current stamp is this walk's (mark_n entries). */
  uint32_t *mark, mark_n, mark_stamp;
  const pt_hw *hw;           /* for the cuBLAS / Triton choice; NULL: cuBLAS always */
  pt_sim_ws *ws;             /* its FLOPs memo (pt_sim_ws_flops) */
  /* Triton prologues: op id -> first node of the list of library kernels
   * recomputing it (PT_NONE: none). */
  uint32_t *plan_head;
  PT_VEC(plan_node) plan;
  uint32_t *plan_seen; /* value id -> last plan_operand walk that reached it */
  uint8_t *only_prologue; /* op id -> 1: runs in Triton prologues only (no kernel, no buffer) */
  uint32_t plan_stamp;
  /* Bytes of a type by its id (direct-mapped: slot id % 64, tag id + 1,
   * 0 empty): a function has tens of thousands of values but about a
   * hundred types (GPT-12L's SPMD step: 109), and note_values asks for
   * every value's bytes. Small enough that the examples' types collide,
   * so that test_sim_fuse_shortcut's reference (which computes every
   * value's bytes) would see a wrong tag check. */
  struct {
    uint32_t tag;
    double bytes;
  } type_memo[64];
  /* Sticky: an allocation failed. The passes stop at their next check
   * (every array they index stays within what was allocated), and
   * pt_sim_fuse_with returns PT_ERR_NOMEM. */
  bool oom;
} fuser;

/* The fuser's tables that live in the workspace (ws.h), borrowed for one
 * call. */
#define FU_WS_FIELDS(X)                                                                                          \
  X(cls) X(dup) X(only_prologue) X(pos) X(plan_head) X(stamp) X(vregion) X(plan_seen) X(bytes) X(uf) X(uf_cap) \
  X(seg_at) X(seg_len) X(seg_next) X(seg_tail) X(spent) X(n_edges) X(first_pos) X(succ_cap) X(readers_seen)    \
  X(readers_n) X(readers_stamp) X(mark) X(mark_n) X(mark_stamp) X(users_at) X(users) X(edges) X(stack)  \
  X(pairs) X(plan_stamp) X(rd_at) X(rd_len) X(rd_gen) X(rd_stamp) X(rd_list) \
  X(value_cap) X(dep_key) X(dep_gen) X(dep_stamp)

static void fu_take(fuser *f, pt_sim_ws *ws) {
#define TAKE(x) f->x = ws->x;
  FU_WS_FIELDS(TAKE)
#undef TAKE
}

static void fu_give(fuser *f, pt_sim_ws *ws) {
#define GIVE(x) ws->x = f->x;
  FU_WS_FIELDS(GIVE)
#undef GIVE
}

/* A fresh stamp for a walk over `mark` (kernels.len + 1 entries): the
 * table grows with the kernels (new entries zero, below every stamp) and
 * is cleared when the stamp would wrap. 0 (the fuser marked) when the
 * host has no memory. */
static uint32_t next_mark(fuser *f) {
  uint32_t n = f->out->kernels.len + 1;
  if (n > f->mark_n) {
    uint32_t old = f->mark_n;
    if (!pt_sim_ws_reserve(&f->mark, &f->mark_n, n, sizeof *f->mark)) return f->oom = true, 0;
    memset(f->mark + old, 0, (size_t)(f->mark_n - old) * sizeof *f->mark);
  }
  if (f->mark_stamp == UINT32_MAX) {
    memset(f->mark, 0, (size_t)f->mark_n * sizeof *f->mark);
    f->mark_stamp = 0;
  }
  return ++f->mark_stamp;
}

/* Pushes x on vector v, or marks the fuser out of memory. */
#define FU_PUSH(f, v, x) ((void)(pt_vec_try_push((v), (x)) || ((f)->oom = true)))

static double elements_of(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  double n = 1;
  for (uint32_t i = 0; i < t->rank; i++) n *= (double)t->dims[i];
  return n;
}

static double type_bytes(const pt_type *t) {
  return t->kind == PT_TYPE_TENSOR ? elements_of(t) * pt_dtype_size((pt_dtype)t->dtype) : 0;
}

/* The bytes of value v's type, as type_bytes computes them (the same
 * double: a recorded result of the same computation). */
static double value_bytes(fuser *f, uint32_t v) {
  if (f->reference) return type_bytes(pt_value_type(f->m, v));
  uint32_t type = f->m->values.data[v].type, slot = type % PT_ARRAY_LEN(f->type_memo);
  if (f->type_memo[slot].tag != type + 1) {
    f->type_memo[slot].tag = type + 1;
    f->type_memo[slot].bytes = type_bytes(pt_type_get(f->m, type));
  }
  return f->type_memo[slot].bytes;
}

/* pt_op_flops of op `o`: from the workspace's memo (the timeline asks
 * again), computed afresh by the reference. */
static double op_flops(fuser *f, uint32_t o) {
  return f->reference ? pt_op_flops(f->m, pt_op_get(f->m, o)) : pt_sim_ws_flops(f->ws, f->m, o);
}

/* ops.def's COST column. */
bool pt_sim_op_is_transcendental(uint32_t code) {
  return code < PT_OP_COUNT && pt_op_info_get((pt_opcode)code)->cost == PT_COST_TRANSCENDENTAL;
}

bool pt_sim_op_is_relabel(const pt_module *m, const pt_op *op) {
  switch ((pt_opcode)op->code) {
    case PT_OP_RESHAPE:
    case PT_OP_OPTIMIZATION_BARRIER:
    case PT_OP_SDY_SHARDING_CONSTRAINT:
    case PT_OP_SDY_RESHARD:
    case PT_OP_SDY_PROPAGATION_BARRIER:
    case PT_OP_PARTITION_ID:
    case PT_OP_REPLICA_ID:
    case PT_OP_AFTER_ALL:
      return true;
    case PT_OP_CONVERT:
      return op->n_operands == 1 && op->n_results == 1 &&
             pt_value_type(m, pt_op_operand(m, op, 0))->dtype == pt_value_type(m, op->results)->dtype;
    case PT_OP_BITCAST_CONVERT:
      return op->n_operands == 1 && op->n_results == 1 &&
             pt_value_type(m, pt_op_operand(m, op, 0))->dtype != PT_DTYPE_I1 &&
             pt_value_type(m, op->results)->dtype != PT_DTYPE_I1;
    default:
      return false;
  }
}

static op_class classify(const pt_module *m, const pt_op *op) {
  pt_opcode c = (pt_opcode)op->code;
  if (c == PT_OP_CONSTANT || c == PT_OP_GET_DIMENSION_SIZE || pt_op_has_flag(c, PT_OPF_TERMINATOR)) return K_FREE;
  if (c != PT_OP_RESHAPE && pt_sim_op_is_relabel(m, op)) return K_FREE;
  if (pt_op_has_flag(c, PT_OPF_COLLECTIVE) || pt_op_has_flag(c, PT_OPF_CONTROL_FLOW)) return K_OPAQUE;
  switch (c) {
    case PT_OP_DOT: case PT_OP_DOT_GENERAL: case PT_OP_CONVOLUTION: case PT_OP_CHOLESKY: case PT_OP_TRIANGULAR_SOLVE:
      return K_LIBRARY;
    case PT_OP_REDUCE: case PT_OP_REDUCE_WINDOW: case PT_OP_SCATTER: case PT_OP_SELECT_AND_SCATTER:
    case PT_OP_DYNAMIC_UPDATE_SLICE:
      return K_REDUCE;
    case PT_OP_BROADCAST_IN_DIM: case PT_OP_BROADCAST: case PT_OP_RESHAPE: case PT_OP_TRANSPOSE: case PT_OP_SLICE:
    case PT_OP_DYNAMIC_SLICE: case PT_OP_CONCATENATE: case PT_OP_PAD: case PT_OP_REVERSE: case PT_OP_IOTA:
    case PT_OP_GATHER: case PT_OP_CONVERT: case PT_OP_SELECT: case PT_OP_CLAMP:
      return K_FUSIBLE;
    default:
      return pt_op_has_flag(c, PT_OPF_ELEMENTWISE) && op->n_results == 1 ? K_FUSIBLE : K_OPAQUE;
  }
}

/* XLA duplicates cheap producers into every consumer kernel rather than
 * writing them to memory; expensive element-wise ops are not duplicated. */
static bool cheap(uint32_t code) {
  if (pt_sim_op_is_transcendental(code)) return false;
  return code != PT_OP_DIVIDE && code != PT_OP_REMAINDER && code != PT_OP_GATHER && code != PT_OP_CONCATENATE &&
         code != PT_OP_PAD && code != PT_OP_TRANSPOSE;
}

/* Element-wise ops a gemm epilogue takes (cuBLASLt bias/scale/ReLU, a
 * convert of the result). */
static bool epilogue_op(uint32_t code) {
  switch (code) {
    case PT_OP_ADD: case PT_OP_SUBTRACT: case PT_OP_MULTIPLY: case PT_OP_CONVERT: case PT_OP_MAXIMUM:
      return true;
    default:
      return false;
  }
}

static bool reads_part(uint32_t code) {
  return code == PT_OP_SLICE || code == PT_OP_DYNAMIC_SLICE || code == PT_OP_GATHER;
}

/* Bytes an op computed inside its consumers' kernels reads: the distinct
 * buffers at the leaves of its tree of fusible producers (a broadcast
 * reads its operand). XLA's priority fusion duplicates an element-wise
 * producer into all its consumers when its cost model says recomputing
 * beats writing and re-reading the result; for memory-bound work that is
 * when the producer reads no more than it writes. */
static double leaf_bytes(fuser *f, uint32_t o, uint32_t depth) {
  const pt_module *m = f->m;
  const pt_op *op = pt_op_get(m, o);
  double total = 0;
  if (depth == 0) f->leaf_stamp++;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    const pt_value *pv = &m->values.data[v];
    if (f->stamp[v] == f->leaf_stamp) continue;
    f->stamp[v] = f->leaf_stamp;
    if (i == 0 && reads_part(op->code) && op->n_results)
      total += f->bytes[op->results]; /* a slice or gather reads its part, not all of its operand */
    else if (!pv->is_arg && depth < 8 && pt_op_get(m, pv->def)->parent == op->parent &&
             f->cls[pv->def] == K_FUSIBLE) /* classified with the region */
      total += leaf_bytes(f, pv->def, depth + 1);
    else
      total += f->bytes[v];
  }
  return total;
}

/* Whether element-wise `op`, read by several kernels, is better computed
 * again inside each of them than written once and read by each. XLA's
 * fusion cost model weighs the same trade: n readers of a duplicate each
 * read its leaves (n x leaf bytes) against one kernel that reads the leaves
 * and writes the result, which the n readers then read ((n + 1) x result +
 * leaf bytes). Cheap ops go by that; costly ones (divides, transcendental,
 * gathers, layout changes) only when they read no more than they write.
 * Without the weighing a chain of adds (a residual stream) would be
 * recomputed from its start inside every reader. */
static bool duplicate_pays(fuser *f, uint32_t o, const pt_op *op) {
  double leaf = leaf_bytes(f, o, 0), out = f->bytes[op->results];
  if (!cheap(op->code)) return leaf <= out;
  double n = (double)(f->users_at.data[op->results + 1] - f->users_at.data[op->results]);
  return (n - 1) * leaf <= (n + 1) * out;
}

static uint32_t find(fuser *f, uint32_t k) {
  while (f->uf[k] != k) k = f->uf[k] = f->uf[f->uf[k]];
  return k;
}

/* The kernel of `op` (after merges), or PT_NONE. */
static uint32_t kernel_of(fuser *f, uint32_t op) {
  uint32_t k = f->out->of_op[op];
  return k == PT_NONE ? PT_NONE : find(f, k);
}

/* PT_NONE (the fuser marked) when the host has no memory. */
static uint32_t new_kernel(fuser *f, uint32_t op, uint8_t kind) {
  /* The union-find array first: a kernel is never listed without its
   * entry there. */
  if (!pt_sim_ws_reserve(&f->uf, &f->uf_cap, (size_t)f->out->kernels.len + 1, sizeof *f->uf))
    return f->oom = true, PT_NONE;
  pt_sim_fusion k;
  memset(&k, 0, sizeof k);
  k.kind = kind;
  k.root = op;
  k.first = op;
  k.contraction = kind == PT_FUSION_LIBRARY ? op : PT_NONE;
  if (!pt_vec_try_push(&f->out->kernels, k)) return f->oom = true, PT_NONE;
  uint32_t id = f->out->kernels.len - 1;
  f->uf[id] = id;
  f->out->of_op[op] = id;
  return id;
}

/* Fills `bytes` and `vregion` for the values of `region` and of the
 * regions nested in it. */
__attribute__((noinline)) static void note_values(fuser *f, uint32_t region) {
  const pt_module *m = f->m;
  const pt_region *r = &m->regions.data[region];
  if (r->n_args && r->args < f->vmin) f->vmin = r->args;
  for (uint32_t i = 0; i < r->n_args; i++) {
    f->vregion[r->args + i] = region;
    f->bytes[r->args + i] = value_bytes(f, r->args + i);
  }
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    const pt_op *op = pt_op_get(m, o);
    if (o < f->omin) f->omin = o;
    if (op->n_results && op->results < f->vmin) f->vmin = op->results;
    for (uint32_t k = 0; k < op->n_results; k++) {
      f->vregion[op->results + k] = region;
      f->bytes[op->results + k] = value_bytes(f, op->results + k);
    }
    for (uint32_t k = 0; k < op->n_regions; k++) note_values(f, pt_op_region(m, op, k));
  }
}

/* Every operand value (of `region`) used by `op` or by ops nested in its
 * regions: counted in users_at (fill: false), or placed in users from
 * the end of the value's range down (fill). */
static void note_uses(fuser *f, uint32_t user, const pt_op *op, uint32_t region, bool fill) {
  const pt_module *m = f->m;
  uint32_t *at = f->users_at.data, *users = f->users.data;
  const uint32_t *vregion = f->vregion;
  for (uint32_t i = 0, n = op->n_operands; i < n; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    if (vregion[v] != region) continue;
    if (fill) users[--at[v]] = user;
    else at[v]++;
  }
  for (uint32_t r = 0; r < op->n_regions; r++) {
    const pt_region *rg = &m->regions.data[pt_op_region(m, op, r)];
    for (uint32_t i = 0; i < rg->n_ops; i++) note_uses(f, user, pt_op_get(m, pt_region_op(m, rg, i)), region, fill);
  }
}

/* Users (ops of `region`) of every value defined in `region`: value v's
 * are users[users_at[v], users_at[v + 1]), in reverse program order. The
 * counts go into users_at itself, turned into each range's end, and the
 * placing walk moves each end down to its start. */
__attribute__((noinline)) static void build_users(fuser *f, uint32_t region) {
  const pt_module *m = f->m;
  if (f->users_region == region) return; /* the counting pass reads what fusing built */
  const pt_region *r = &m->regions.data[region];
  memset(f->users_at.data + f->vmin, 0, ((size_t)(m->values.len - f->vmin) + 1) * sizeof *f->users_at.data);
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    note_uses(f, o, pt_op_get(m, o), region, false);
  }
  uint32_t total = 0, *at = f->users_at.data;
  for (uint32_t v = f->vmin; v < m->values.len; v++) {
    total += at[v];
    at[v] = total;
  }
  at[m->values.len] = total;
  if (!pt_vec_try_reserve(&f->users, total + 1)) {
    /* users_at now describes a list that is not there: nothing reads it
     * (the passes stop), and users_region still names the old one. */
    f->oom = true;
    return;
  }
  f->users_region = region;
  f->users.len = total;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    note_uses(f, o, pt_op_get(m, o), region, true);
  }
}

/* ---- Triton GEMM fusion: a dot's operand prologue ----
 *
 * XLA's GemmFusion pass grows a fusion from each dot toward its operands
 * (facts from its documented rules, written anew here): a producer joins
 * the dot's kernel when the Triton GEMM emitter can tile it and fusing it
 * does not obviously add traffic:
 *   - bitcast reshapes, transposes, broadcasts, slices, element-wise ops
 *     and converts can be tiled; a concatenation only along the operand's
 *     one non-contracting dimension, each piece a multiple of 64 long
 *     there; reductions, pads, gathers, scatters, dynamic slices and
 *     everything else stay outside and are read as parameters;
 *   - an op that reads more than it writes (beyond 1 KiB) joins only when
 *     it has one user and reads only function arguments or constants,
 *     each used once; a binary element-wise op with a broadcast of an
 *     argument or constant as one operand always joins (a bias or scale);
 *   - each operand's prologue reads at most 4 parameters (scalar
 *     constants are inlined);
 *   - the producers are cloned into the kernel: one with other users
 *     still runs for them as well.
 * A dot whose prologue would hold only reshapes and transposes (layout
 * changes that cuBLAS reads as they are) stays a cuBLAS call. For the
 * others XLA's autotuner times Triton against cuBLAS and keeps the
 * faster: a memory-bound product gains the traffic of its prologue, a
 * compute-bound one loses to cuBLAS's kernels. The model keeps the Triton
 * fusion when the product is memory-bound on the profile (its operands
 * and result take longer to move than its FLOPs to compute). */

enum { PROLOGUE_MAX_PARAMS = 4, CONCAT_PIECE_MULTIPLE = 64 };

static uint32_t n_users(const fuser *f, uint32_t v) { return f->users_at.data[v + 1] - f->users_at.data[v]; }

static bool in_plan(const fuser *f, uint32_t kernel, uint32_t op) {
  for (uint32_t n = f->plan_head[op]; n != PT_NONE; n = f->plan.data[n].next)
    if (f->plan.data[n].kernel == kernel) return true;
  return false;
}

/* A constant or a function argument: what XLA's gemm fusion sees as a
 * parameter (or an inlined constant). */
static bool is_leaf(const fuser *f, uint32_t v) {
  const pt_value *pv = &f->m->values.data[v];
  return pv->is_arg || pt_op_get(f->m, pv->def)->code == PT_OP_CONSTANT;
}

static bool scalar_constant(const fuser *f, uint32_t v) {
  const pt_value *pv = &f->m->values.data[v];
  return !pv->is_arg && pt_op_get(f->m, pv->def)->code == PT_OP_CONSTANT && elements_of(pt_value_type(f->m, v)) <= 1;
}

static bool elementwise(const pt_op *op) {
  pt_opcode c = (pt_opcode)op->code;
  return op->n_results == 1 &&
         (c == PT_OP_CONVERT || c == PT_OP_SELECT || c == PT_OP_CLAMP || pt_op_has_flag(c, PT_OPF_ELEMENTWISE));
}

/* IsInputWorthFusing's rule (see above). */
static bool worth_fusing(const fuser *f, const pt_op *op) {
  const pt_module *m = f->m;
  double in = 0;
  for (uint32_t i = 0; i < op->n_operands; i++) in += f->bytes[pt_op_operand(m, op, i)];
  if (in - f->bytes[op->results] <= 1024) return true;
  if (n_users(f, op->results) > 1) return false;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    uint32_t u = pt_op_operand(m, op, i);
    if (!is_leaf(f, u) || n_users(f, u) > 1) return false;
  }
  return true;
}

/* A binary element-wise op one of whose operands broadcasts an argument
 * or a constant (through reshapes and further broadcasts, which XLA's
 * simplifier folds into one broadcast before this pass). */
static bool scales_by_broadcast(const fuser *f, const pt_op *op) {
  const pt_module *m = f->m;
  if (op->n_operands != 2) return false;
  for (uint32_t i = 0; i < 2; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    bool broadcasts = false;
    for (uint32_t depth = 0; depth < 8 && !m->values.data[v].is_arg; depth++) {
      const pt_op *b = pt_op_get(m, m->values.data[v].def);
      if ((b->code != PT_OP_BROADCAST_IN_DIM && b->code != PT_OP_BROADCAST && b->code != PT_OP_RESHAPE) ||
          b->n_operands != 1)
        break;
      broadcasts |= b->code != PT_OP_RESHAPE;
      v = pt_op_operand(m, b, 0);
    }
    if (broadcasts && is_leaf(f, v)) return true;
  }
  return false;
}

/* Whether `op` can be tiled into a dot's prologue where its result's dim
 * `nc` is the dot operand's non-contracting dimension (-1: none or
 * unknown); sets each operand's such dim in `operand_nc`. */
static bool tileable(const fuser *f, const pt_op *op, int32_t nc, int32_t *operand_nc) {
  const pt_module *m = f->m;
  const pt_type *r = pt_value_type(m, op->results);
  if (op->n_results != 1 || r->kind != PT_TYPE_TENSOR || op->n_operands > PT_MAX_RANK) return false;
  int64_t list[PT_MAX_RANK];
  uint32_t n = 0;
  if (elementwise(op)) {
    for (uint32_t i = 0; i < op->n_operands; i++)
      operand_nc[i] = pt_value_type(m, pt_op_operand(m, op, i))->rank == r->rank ? nc : -1;
    return true;
  }
  if (op->n_operands < 1) return false;
  const pt_type *o = pt_value_type(m, pt_op_operand(m, op, 0));
  operand_nc[0] = -1;
  switch ((pt_opcode)op->code) {
    case PT_OP_BROADCAST_IN_DIM:
      if (!pt_attr_int_list(m, pt_op_attr(m, op, "broadcast_dimensions"), list, PT_MAX_RANK, &n) || n != o->rank)
        return false;
      for (uint32_t j = 0; j < n && nc >= 0; j++)
        if (list[j] == nc && o->dims[j] == r->dims[nc]) operand_nc[0] = (int32_t)j;
      return true;
    case PT_OP_TRANSPOSE:
      if (!pt_attr_int_list(m, pt_op_attr(m, op, "permutation"), list, PT_MAX_RANK, &n) || n != r->rank) return false;
      operand_nc[0] = nc >= 0 ? (int32_t)list[nc] : -1;
      return true;
    case PT_OP_SLICE:
      operand_nc[0] = nc;
      return true;
    case PT_OP_RESHAPE: {
      /* The dim survives when a dim of the operand has its size and the
       * same number of elements before it (row major). */
      if (nc < 0) return true;
      double before = 1, ob = 1;
      for (int32_t d = 0; d < nc; d++) before *= (double)r->dims[d];
      for (uint32_t d = 0; d < o->rank; d++) {
        if (ob == before && o->dims[d] == r->dims[nc]) operand_nc[0] = (int32_t)d;
        ob *= (double)o->dims[d];
      }
      return true;
    }
    case PT_OP_CONCATENATE: {
      int64_t dim;
      const pt_attr *a = pt_op_attr(m, op, "dimension");
      if (!a || !pt_attr_get_int(a, &dim) || nc < 0 || dim != nc) return false;
      for (uint32_t i = 0; i < op->n_operands; i++) {
        const pt_type *t = pt_value_type(m, pt_op_operand(m, op, i));
        if (t->rank != r->rank || t->dims[dim] % CONCAT_PIECE_MULTIPLE != 0) return false;
        operand_nc[i] = nc;
      }
      return true;
    }
    default:
      return false;
  }
}

/* The dot operand's one non-contracting, non-batch dimension longer than
 * 1, or -1 when it has none or several (a concatenation along a dim that
 * XLA merges with others cannot be tiled). */
static int32_t noncontracting_dim(const fuser *f, const pt_op *dot, const pt_dot_dims *dims, uint32_t operand) {
  if (!dims) return -1;
  pt_dot_dims dd = *dims;
  const pt_type *t = pt_value_type(f->m, pt_op_operand(f->m, dot, operand));
  const int64_t *batch = operand ? dd.rhs_batch : dd.lhs_batch, *contract = operand ? dd.rhs_contract : dd.lhs_contract;
  uint32_t nb = operand ? dd.n_rhs_batch : dd.n_lhs_batch, nk = operand ? dd.n_rhs_contract : dd.n_lhs_contract;
  int32_t found = -1;
  for (uint32_t d = 0; d < t->rank; d++) {
    bool used = t->dims[d] == 1;
    for (uint32_t i = 0; i < nb; i++) used |= batch[i] == (int64_t)d;
    for (uint32_t i = 0; i < nk; i++) used |= contract[i] == (int64_t)d;
    if (used) continue;
    if (found >= 0) return -1;
    found = (int32_t)d;
  }
  return found;
}

typedef struct {
  uint32_t value;
  int32_t nc;
} plan_item;

/* Grows the prologue of operand `operand` of dot `dot` breadth first,
 * appending the ops it takes to `ops`. Returns whether one of them is more
 * than a layout change (a reshape or a transpose). */
static bool plan_operand(fuser *f, const pt_op *dot, const pt_dot_dims *dims, uint32_t operand, u32_vec *ops) {
  const pt_module *m = f->m;
  PT_VEC(plan_item) queue = {0};
  plan_item first = {pt_op_operand(m, dot, operand), noncontracting_dim(f, dot, dims, operand)};
  FU_PUSH(f, &queue, first);
  uint32_t stamp = ++f->plan_stamp;
  f->plan_seen[first.value] = stamp;
  uint32_t params = 1; /* values at the prologue's edge */
  bool computes = false;
  for (uint32_t q = 0; q < queue.len; q++) {
    plan_item it = queue.data[q];
    if (is_leaf(f, it.value)) continue;
    uint32_t o = m->values.data[it.value].def;
    const pt_op *op = pt_op_get(m, o);
    int32_t operand_nc[PT_MAX_RANK];
    if (op->parent != dot->parent || f->cls[o] != K_FUSIBLE || !tileable(f, op, it.nc, operand_nc)) continue;
    if (!(elementwise(op) && scales_by_broadcast(f, op)) && !worth_fusing(f, op)) continue;
    /* Its operands not at the edge yet replace it there. */
    uint32_t added = 0;
    for (uint32_t i = 0; i < op->n_operands; i++) {
      uint32_t u = pt_op_operand(m, op, i);
      bool again = false;
      for (uint32_t j = 0; j < i; j++) again |= pt_op_operand(m, op, j) == u;
      if (!again && !scalar_constant(f, u) && f->plan_seen[u] != stamp) added++;
    }
    if (params - 1 + added > PROLOGUE_MAX_PARAMS) continue;
    params = params - 1 + added;
    FU_PUSH(f, ops, o);
    computes |= op->code != PT_OP_RESHAPE && op->code != PT_OP_TRANSPOSE;
    for (uint32_t i = 0; i < op->n_operands; i++) {
      uint32_t u = pt_op_operand(m, op, i);
      if (scalar_constant(f, u) || f->plan_seen[u] == stamp) continue;
      f->plan_seen[u] = stamp;
      plan_item next = {u, operand_nc[i]};
      FU_PUSH(f, &queue, next);
    }
  }
  pt_vec_free(&queue);
  return computes;
}

/* Whether dot `dot` moves its operands and result for longer than it
 * computes on `hw`. */
static bool memory_bound(fuser *f, uint32_t o, const pt_op *dot) {
  const pt_module *m = f->m;
  double flops = op_flops(f, o), rate = pt_sim_contraction_rate(f->hw, m, dot, flops, false);
  double bytes = f->bytes[dot->results], bw = pt_sim_achievable_bandwidth(f->hw);
  for (uint32_t i = 0; i < dot->n_operands; i++) bytes += f->bytes[pt_op_operand(m, dot, i)];
  return rate > 0 && bw > 0 && bytes / bw >= flops / rate;
}

/* Kernel `k` of dot `o`: a Triton GEMM fusion taking its operands'
 * prologues, or a cuBLAS call (see above). */
static void plan_prologue(fuser *f, uint32_t o, uint32_t k) {
  const pt_module *m = f->m;
  const pt_op *dot = pt_op_get(m, o);
  if (!f->hw || (dot->code != PT_OP_DOT_GENERAL && dot->code != PT_OP_DOT) || dot->n_operands != 2 ||
      dot->n_results != 1)
    return;
  u32_vec ops = {0};
  pt_dot_dims dd; /* decoded once for both operands */
  const pt_dot_dims *dims = pt_dot_dims_get(m, dot, &dd) ? &dd : NULL;
  bool computes = plan_operand(f, dot, dims, 0, &ops);
  computes |= plan_operand(f, dot, dims, 1, &ops);
  if (computes && memory_bound(f, o, dot)) {
    for (uint32_t i = 0; i < ops.len; i++) {
      if (in_plan(f, k, ops.data[i])) continue; /* both operands read it */
      plan_node n = {k, f->plan_head[ops.data[i]]};
      if (!pt_vec_try_push(&f->plan, n)) {
        f->oom = true;
        break;
      }
      f->plan_head[ops.data[i]] = f->plan.len - 1;
      f->out->kernels.data[k].prologue_ops++;
    }
  }
  pt_vec_free(&ops);
}

/* Where a fusible op `o` goes, its users decided: the one kernel all its
 * users are in (PT_NONE when there is none), *several when they are in
 * more than one, *materialize when some user needs its result in memory. */
static uint32_t users_kernel(fuser *f, const pt_op *op, bool *several, bool *materialize) {
  const pt_module *m = f->m;
  uint32_t k = PT_NONE, self = (uint32_t)(op - m->ops.data); /* op's id */
  *several = *materialize = false;
  for (uint32_t r = 0; r < op->n_results; r++) {
    uint32_t v = op->results + r;
    for (uint32_t u = f->users_at.data[v]; u < f->users_at.data[v + 1]; u++) {
      uint32_t user = f->users.data[u];
      const pt_op *uop = pt_op_get(m, user);
      uint32_t uk = kernel_of(f, user);
      /* Triton kernels recomputing the user in their prologue read this
       * op's result from memory unless they recompute it too. */
      for (uint32_t n = f->plan_head[user]; n != PT_NONE; n = f->plan.data[n].next)
        if (!in_plan(f, f->plan.data[n].kernel, self)) *materialize = true;
      if (f->only_prologue[user]) continue;
      if (uk != PT_NONE && f->out->kernels.data[uk].kind == PT_FUSION_LIBRARY &&
          user == f->out->kernels.data[uk].contraction && in_plan(f, uk, self))
        continue; /* the dot's own prologue */
      if (f->dup[user]) {
        /* A duplicated user runs inside its own users' kernels: follow it. */
        bool s2, m2;
        uint32_t k2 = users_kernel(f, uop, &s2, &m2);
        *materialize |= m2;
        *several |= s2 || (k != PT_NONE && k2 != PT_NONE && k2 != k);
        if (k == PT_NONE) k = k2;
        continue;
      }
      if (uk == PT_NONE) {
        *materialize = true;
        continue;
      }
      uint8_t kind = f->out->kernels.data[uk].kind;
      if (kind == PT_FUSION_LIBRARY) {
        /* Into a library call only as the epilogue's broadcast operand
         * (a bias vector); everything else is read from memory. */
        if (!(op->code == PT_OP_BROADCAST_IN_DIM || op->code == PT_OP_BROADCAST) || user == f->out->kernels.data[uk].contraction) {
          *materialize = true;
          continue;
        }
      } else if (kind != PT_FUSION_LOOP && kind != PT_FUSION_REDUCTION) {
        *materialize = true;
        continue;
      }
      if (k != PT_NONE && k != uk) *several = true;
      if (k == PT_NONE) k = uk;
    }
  }
  return k;
}

static void join(fuser *f, uint32_t op, uint32_t k) {
  f->out->of_op[op] = k;
  pt_sim_fusion *g = &f->out->kernels.data[k];
  if (f->pos[op] < f->pos[g->first]) g->first = op;
}

/* The epilogue of library call `o`: its only user, when that is a simple
 * element-wise op rooting a kernel of its own. */
static void take_epilogue(fuser *f, uint32_t o, const pt_op *op) {
  const pt_module *m = f->m;
  if (op->n_results != 1) return;
  uint32_t v = op->results;
  if (f->users_at.data[v + 1] - f->users_at.data[v] != 1) return;
  uint32_t user = f->users.data[f->users_at.data[v]];
  const pt_op *uop = pt_op_get(m, user);
  uint32_t k = kernel_of(f, user);
  if (!epilogue_op(uop->code) || k == PT_NONE) return;
  pt_sim_fusion *g = &f->out->kernels.data[k];
  /* Ops between the call and its user that joined the user's kernel are
   * its other operands' producers (a bias broadcast): the call reads them. */
  if (g->kind != PT_FUSION_LOOP || g->root != user) return;
  g->kind = PT_FUSION_LIBRARY;
  g->contraction = o;
  join(f, o, k);
}

static void fuse_op(fuser *f, uint32_t o) {
  const pt_module *m = f->m;
  const pt_op *op = pt_op_get(m, o);
  uint8_t c = f->cls[o];
  if (c == K_FREE) return;
  if (c == K_LIBRARY) {
    take_epilogue(f, o, op);
    if (f->out->of_op[o] == PT_NONE) new_kernel(f, o, PT_FUSION_LIBRARY);
    if (!f->oom) plan_prologue(f, o, kernel_of(f, o));
    return;
  }
  if (c == K_REDUCE) {
    new_kernel(f, o, PT_FUSION_REDUCTION);
    return;
  }
  if (c == K_OPAQUE) {
    new_kernel(f, o, PT_FUSION_OTHER);
    return;
  }
  bool several, materialize;
  uint32_t k = users_kernel(f, op, &several, &materialize);
  /* A reshape is a bitcast of its operand's buffer unless it can run
   * inside the one kernel all its users are in. */
  if (op->code == PT_OP_RESHAPE && (materialize || several || k == PT_NONE)) return;
  bool used = false;
  for (uint32_t r = 0; r < op->n_results; r++) used |= f->users_at.data[op->results + r + 1] > f->users_at.data[op->results + r];
  /* Recomputed in Triton prologues, and nobody else reads it. */
  if (used && !materialize && k == PT_NONE && f->plan_head[o] != PT_NONE) {
    f->only_prologue[o] = 1;
    return;
  }
  if (materialize || !used) {
    /* A transpose feeding only contractions is a layout cuBLAS reads as
     * it is (a transposed operand); anything else is written out. */
    bool only_lib = used;
    for (uint32_t u = f->users_at.data[op->results]; u < f->users_at.data[op->results + 1]; u++) {
      uint32_t uk = kernel_of(f, f->users.data[u]);
      only_lib &= uk != PT_NONE && f->out->kernels.data[uk].kind == PT_FUSION_LIBRARY &&
                  f->out->kernels.data[uk].contraction == f->users.data[u];
    }
    if (op->code == PT_OP_TRANSPOSE && only_lib) return;
    new_kernel(f, o, PT_FUSION_LOOP);
    return;
  }
  if (several) {
    if (op->n_results == 1 && duplicate_pays(f, o, op)) {
      f->dup[o] = 1;
      return;
    }
    new_kernel(f, o, PT_FUSION_LOOP);
    return;
  }
  join(f, o, k);
}

__attribute__((noinline)) static void fuse_region(fuser *f, uint32_t region) {
  const pt_module *m = f->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    f->pos[o] = i;
    f->cls[o] = (uint8_t)classify(m, pt_op_get(m, o));
  }
  build_users(f, region);
  for (uint32_t i = r->n_ops; i-- > 0 && !f->oom;) fuse_op(f, pt_region_op(m, r, i));
}

/* ---- multi-output (sibling) fusion ---- */

/* Elements a kernel iterates over: a reduction's input, else its root's
 * result. */
static double iteration_elements(const fuser *f, const pt_sim_fusion *g) {
  const pt_op *root = pt_op_get(f->m, g->root);
  if (g->kind == PT_FUSION_REDUCTION && root->n_operands > 0) return elements_of(pt_value_type(f->m, pt_op_operand(f->m, root, 0)));
  return root->n_results ? elements_of(pt_value_type(f->m, root->results)) : 0;
}

/* Appends kernel k unless this walk (readers_stamp) has it already. */
static void push_once(fuser *f, u32_vec *ks, uint32_t k) {
  if (f->readers_seen[k] == f->readers_stamp) return;
  f->readers_seen[k] = f->readers_stamp;
  FU_PUSH(f, ks, k);
}

/* Kernels (representatives) reading value `v` directly or through
 * duplicated or free ops, appended to `ks` once each; `origin` is the op
 * whose result the walk started from (PT_NONE: an argument): a Triton
 * kernel that recomputes it reads its operands instead. */
static void readers_from(fuser *f, uint32_t v, uint32_t origin, u32_vec *ks, uint32_t depth) {
  for (uint32_t u = f->users_at.data[v]; u < f->users_at.data[v + 1]; u++) {
    uint32_t user = f->users.data[u];
    uint32_t k = kernel_of(f, user);
    /* Triton kernels recomputing the user read v. */
    for (uint32_t n = f->plan_head[user]; n != PT_NONE; n = f->plan.data[n].next) {
      uint32_t t = f->plan.data[n].kernel;
      if (origin == PT_NONE || !in_plan(f, t, origin)) push_once(f, ks, t);
    }
    if (k == PT_NONE) {
      /* Duplicated ops run in their users' kernels; free ops (bitcasts,
       * layouts) hand the buffer on: follow both. An op only recomputed
       * in prologues was handled above. */
      const pt_op *uop = pt_op_get(f->m, user);
      if (depth < 16 && !f->only_prologue[user])
        for (uint32_t r = 0; r < uop->n_results; r++) readers_from(f, uop->results + r, origin, ks, depth + 1);
      continue;
    }
    const pt_sim_fusion *g = &f->out->kernels.data[k];
    if (g->kind == PT_FUSION_LIBRARY && g->contraction == user && origin != PT_NONE && in_plan(f, k, origin)) continue;
    push_once(f, ks, k);
  }
}

static void readers(fuser *f, uint32_t v, u32_vec *ks, uint32_t depth) {
  const pt_value *pv = &f->m->values.data[v];
  if (f->readers_n < f->out->kernels.len) {
    /* Without room nothing is listed (readers_seen covers readers_n). New
     * entries are zero, below every stamp (kept between calls). */
    uint32_t old = f->readers_n;
    if (!pt_sim_ws_reserve(&f->readers_seen, &f->readers_n, f->out->kernels.len, sizeof *f->readers_seen)) {
      f->oom = true;
      return;
    }
    memset(f->readers_seen + old, 0, (size_t)(f->readers_n - old) * sizeof *f->readers_seen);
  }
  if (f->readers_stamp == UINT32_MAX) {
    memset(f->readers_seen, 0, (size_t)f->readers_n * sizeof *f->readers_seen);
    f->readers_stamp = 0;
  }
  f->readers_stamp++;
  readers_from(f, v, pv->is_arg ? PT_NONE : pv->def, ks, depth);
}

/* readers(v) during sibling fusion: from build_successors' list where it
 * made one, each kernel mapped to what it is merged into now, once each.
 * That is what readers() would list now: its walk (users, plans,
 * duplicated and free ops, library kernels) does not change with merges,
 * and it lists the first occurrence of each merged kernel in walk order;
 * the kept list is that walk's first occurrences when nothing was merged,
 * so mapping it through the merges and keeping first occurrences gives the
 * same sequence. */
static void sibling_readers(fuser *f, uint32_t v, u32_vec *ks) {
  if (f->reference || f->rd_gen[v] != f->rd_stamp) {
    readers(f, v, ks, 0);
    return;
  }
  if (f->readers_stamp == UINT32_MAX) {
    memset(f->readers_seen, 0, (size_t)f->readers_n * sizeof *f->readers_seen);
    f->readers_stamp = 0;
  }
  uint32_t seen = ++f->readers_stamp;
  /* No readers: the list may have no array at all. */
  const uint32_t *l = f->rd_len[v] ? f->rd_list.data + f->rd_at[v] : NULL;
  for (uint32_t j = 0; j < f->rd_len[v]; j++) {
    uint32_t k = find(f, l[j]);
    if (f->readers_seen[k] == seen) continue;
    f->readers_seen[k] = seen;
    FU_PUSH(f, ks, k);
  }
}

/* The kernels reading what kernel members of `region` write: succ[k]
 * for every kernel k of the region (merged kernels keep the union). */
__attribute__((noinline)) static void build_successors(fuser *f, uint32_t region) {
  const pt_module *m = f->m;
  const pt_region *r = &m->regions.data[region];
  uint32_t n = f->out->kernels.len;
  size_t n1 = (size_t)n + 1;
  if (f->oom) return;
  /* All seven share one capacity. */
  void *const succ_tables[] = {&f->seg_at, &f->seg_len, &f->seg_next, &f->seg_tail, &f->spent, &f->n_edges, &f->first_pos};
  const size_t succ_sizes[] = {sizeof *f->seg_at,  sizeof *f->seg_len, sizeof *f->seg_next, sizeof *f->seg_tail,
                               sizeof *f->spent,   sizeof *f->n_edges, sizeof *f->first_pos};
  if (!pt_sim_ws_reserve_group(&f->succ_cap, n1, succ_tables, succ_sizes, PT_ARRAY_LEN(succ_tables))) {
    f->oom = true;
    return;
  }
  uint32_t first_new = f->n_succ;
  /* A new generation of kept reader lists (a wrap clears the table). */
  if (f->rd_stamp == UINT32_MAX) {
    memset(f->rd_gen, 0, (size_t)f->value_cap * sizeof *f->rd_gen);
    f->rd_stamp = 0;
  }
  f->rd_stamp++;
  f->rd_list.len = 0;
  for (uint32_t k = f->n_succ; k < n; k++) {
    f->seg_len[k] = 0;
    f->seg_next[k] = PT_NONE;
    f->seg_tail[k] = k;
    f->spent[k] = UINT32_MAX;
    f->first_pos[k] = f->pos[f->out->kernels.data[k].first];
  }
  f->n_succ = n;
  /* (kernel, reader) pairs in program order, then grouped by kernel
   * (stably: each segment in the order its members were met). The
   * region's ops belong to kernels made for it, so all are new. */
  u32_vec pairs = f->pairs; /* kept between calls */
  pairs.len = 0;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    uint32_t k = kernel_of(f, o);
    if (k == PT_NONE || k < first_new) continue;
    const pt_op *op = pt_op_get(m, o);
    for (uint32_t res = 0; res < op->n_results; res++) {
      /* Listed where sibling fusion finds them again (sibling_readers). */
      uint32_t v = op->results + res, at = f->rd_list.len;
      readers(f, v, &f->rd_list, 0);
      uint32_t len = f->rd_list.len - at;
      f->rd_at[v] = at;
      f->rd_len[v] = len;
      f->rd_gen[v] = f->rd_stamp;
      if (!pt_vec_try_reserve(&pairs, 2 * len)) {
        f->oom = true;
        continue;
      }
      const uint32_t *l = len ? f->rd_list.data + at : NULL; /* none: maybe no array yet */
      for (uint32_t j = 0; j < len; j++)
        if (l[j] != k) {
          pairs.data[pairs.len++] = k;
          pairs.data[pairs.len++] = l[j];
          f->seg_len[k]++;
        }
    }
  }
  f->pairs = pairs;
  if (f->oom) return;
  uint32_t base = f->edges.len, at = base;
  for (uint32_t k = first_new; k < n; k++) {
    f->seg_at[k] = at;
    at += f->seg_len[k];
    f->n_edges[k] = f->seg_len[k];
    f->seg_len[k] = 0;
  }
  if (!pt_vec_try_reserve(&f->edges, at - base)) {
    f->oom = true;
    return;
  }
  f->edges.len = at;
  for (uint32_t i = 0; i < pairs.len; i += 2) {
    uint32_t k = pairs.data[i];
    f->edges.data[f->seg_at[k] + f->seg_len[k]++] = pairs.data[i + 1];
  }
  /* Each segment keeps the first occurrence of each kernel, in order (the
   * order consumer_fusion tries consumers in); the budget still counts
   * every entry (n_edges). */
  for (uint32_t k = first_new; k < n && !f->reference && !f->oom; k++) {
    /* A program without edges has no edge array at all. */
    if (!f->seg_len[k]) continue;
    uint32_t *l = f->edges.data + f->seg_at[k], kept = 0, seen = next_mark(f);
    for (uint32_t j = 0; j < f->seg_len[k] && seen; j++) {
      if (f->mark[l[j]] == seen) continue;
      f->mark[l[j]] = seen;
      l[kept++] = l[j];
    }
    f->seg_len[k] = kept;
  }
}

/* Whether kernel `to` may depend on kernel `from` (a path of buffers),
 * looking no further than `to`'s root. The search stops after following
 * DEPENDS_BUDGET edges and then answers yes: a merge it forbids is only
 * a missed fusion, one it allowed wrongly would be a cycle. (Kernels that
 * far apart are forward and backward work, which gains little from
 * sharing a kernel.) */
enum { DEPENDS_BUDGET = 512 };

/* The answer does not depend on the order of the search: it is yes when
 * `to` is reachable, else yes exactly when the kernels reachable from
 * `from` (pruned at `limit`) hold more than DEPENDS_BUDGET successor
 * entries in all. That set only grows as the fusion goes on: a merge
 * keeps every edge (the merged kernel's list is the concatenation), and
 * its first member, on which the pruning looks, only moves earlier. So a
 * kernel whose search ran out of budget at some limit runs out again
 * (or finds `to`) at any limit as large, from it or from any set of
 * kernels that holds it, merged or not: `spent` keeps that limit, and
 * such searches answer yes at once, as the full search would. The same
 * holds for a search that reaches such a kernel within its limit (its
 * reachable set holds that kernel's): it stops there, yes. */
/* Kernel k's successor list (a chain of segments, one per kernel merged
 * into it) made one segment: each kernel (as merged now) once, in the
 * order of its first entry, without k itself. What a search or
 * consumer_fusion reads of the list is unchanged: a search's answer
 * depends on the set of kernels reachable, not on the order or repeats of
 * entries (the budget counts n_edges, kept), a self entry is skipped by
 * both, and consumer_fusion keeps each kernel's first entry in chain
 * order, which the new list holds in that order. The chain's segments
 * stay where they are (unreferenced). */
static void flatten_successors(fuser *f, uint32_t k) {
  uint32_t total = 0;
  for (uint32_t sg = k; sg != PT_NONE; sg = f->seg_next[sg]) total += f->seg_len[sg];
  /* No entries (then maybe no edge array at all): nothing to gather. */
  if (!total || f->readers_n < f->out->kernels.len || !pt_vec_try_reserve(&f->edges, total)) return; /* stays chained */
  if (f->readers_stamp == UINT32_MAX) {
    memset(f->readers_seen, 0, (size_t)f->readers_n * sizeof *f->readers_seen);
    f->readers_stamp = 0;
  }
  uint32_t seen = ++f->readers_stamp, at = f->edges.len, n = 0;
  uint32_t *dst = f->edges.data + at;
  for (uint32_t sg = k; sg != PT_NONE; sg = f->seg_next[sg]) {
    const uint32_t *l = f->edges.data + f->seg_at[sg];
    for (uint32_t j = 0; j < f->seg_len[sg]; j++) {
      uint32_t c = find(f, l[j]);
      if (c == k || f->readers_seen[c] == seen) continue;
      f->readers_seen[c] = seen;
      dst[n++] = c;
    }
  }
  f->edges.len = at + n;
  f->seg_at[k] = at;
  f->seg_len[k] = n;
  f->seg_next[k] = PT_NONE;
  f->seg_tail[k] = k;
}

static bool depends_on_any(fuser *f, const uint32_t *from, uint32_t n_from, uint32_t to, uint32_t *mark,
                           uint32_t stamp) {
  uint32_t limit = f->pos[f->out->kernels.data[to].root], visited = 0;
  const uint32_t *first_pos = f->first_pos;
  for (uint32_t i = 0; i < n_from && !f->reference; i++)
    if (from[i] != to && f->spent[from[i]] <= limit) {
      f->shortcuts++;
      return true;
    }
  u32_vec stack = f->stack; /* kept between calls: thousands per function */
  stack.len = 0;
  /* Each kernel is pushed once (marked), so this much room needs no
   * check per push. */
  if (!pt_vec_try_reserve(&stack, f->out->kernels.len + n_from + 1)) {
    f->oom = true;
    return true;
  }
  for (uint32_t i = 0; i < n_from; i++) {
    if (from[i] == to || mark[from[i]] == stamp) continue;
    mark[from[i]] = stamp;
    stack.data[stack.len++] = from[i];
  }
  /* The tables in locals: the pushes and marks are uint32_t stores, which
   * would otherwise make every loop condition reload them. */
  const uint32_t *n_edges = f->n_edges, *seg_next = f->seg_next, *seg_len = f->seg_len, *seg_at = f->seg_at;
  uint32_t *spent = f->spent, *uf = f->uf, *stk = stack.data, sp = stack.len;
  const uint32_t budget = f->budget;
  const bool reference = f->reference;
  bool found = false;
  /* Breadth first (a queue in stk[head, sp)): a kernel that depends on
   * another mostly does so over a few kernels, which this reaches after
   * walking about a third fewer successor entries on GPT-12L than depth
   * first did, with the same answers (see above). The reference keeps
   * depth first, so that test_sim_fuse_shortcut compares the orders. */
  uint32_t head = 0;
  const bool breadth = !reference;
  while (head < sp && !found) {
    uint32_t k = breadth ? stk[head++] : stk[--sp];
    visited += n_edges[k];
    if (visited > budget) {
      found = true;
      if (n_from == 1 && limit < spent[from[0]]) spent[from[0]] = limit;
      break;
    }
    if (seg_next[k] != PT_NONE && !reference) flatten_successors(f, k);
    for (uint32_t sg = k; sg != PT_NONE && !found; sg = seg_next[sg]) {
      uint32_t len = seg_len[sg];
      if (!len) continue;
      const uint32_t *l = f->edges.data + seg_at[sg];
      for (uint32_t j = 0; j < len && !found; j++) {
        uint32_t n = l[j];
        while (uf[n] != n) n = uf[n] = uf[uf[n]]; /* find() */
        if (n == to) found = true;
        if (n == k || mark[n] == stamp || first_pos[n] > limit) continue;
        if (spent[n] <= limit && !reference) {
          /* n is reached within the limit, so what n reaches is reached
           * too: more than the budget (see above). The search from n
           * alone would answer yes, so this one does, and so would one
           * from `from` alone again. */
          found = true;
          f->shortcuts++;
          if (n_from == 1 && limit < spent[from[0]]) spent[from[0]] = limit;
          break;
        }
        mark[n] = stamp;
        stk[sp++] = n;
      }
    }
  }
  stack.len = sp;
  f->stack = stack;
  return found;
}

static bool depends(fuser *f, uint32_t from, uint32_t to, uint32_t *mark, uint32_t stamp) {
  return depends_on_any(f, &from, 1, to, mark, stamp);
}

static void merge(fuser *f, uint32_t a, uint32_t b) {
  pt_sim_fusion *ga = &f->out->kernels.data[a], *gb = &f->out->kernels.data[b];
  if (f->pos[gb->root] > f->pos[ga->root]) ga->root = gb->root;
  if (f->pos[gb->first] < f->pos[ga->first]) ga->first = gb->first;
  if (gb->kind == PT_FUSION_REDUCTION) ga->kind = PT_FUSION_REDUCTION;
  f->uf[b] = a;
  f->first_pos[a] = f->pos[ga->first];
  f->n_edges[a] += f->n_edges[b];
  if (f->spent[b] < f->spent[a]) f->spent[a] = f->spent[b];
  f->seg_next[f->seg_tail[a]] = b;
  f->seg_tail[a] = f->seg_tail[b];
}

__attribute__((noinline)) static void sibling_fusion(fuser *f, uint32_t region) {
  const pt_module *m = f->m;
  const pt_region *r = &m->regions.data[region];
  if (f->oom) return;
  /* A fresh generation of the pair memo (allocated once; without memory
   * there is none, and every pair is searched). */
  if (!f->dep_key) {
    f->dep_key = pt_malloc(PT_SIM_DEP_MEMO * sizeof *f->dep_key);
    f->dep_gen = pt_calloc(PT_SIM_DEP_MEMO, sizeof *f->dep_gen);
    if (!f->dep_key || !f->dep_gen) {
      free(f->dep_key);
      free(f->dep_gen);
      f->dep_key = NULL;
      f->dep_gen = NULL;
    }
  }
  if (f->dep_stamp == UINT32_MAX && f->dep_gen) {
    memset(f->dep_gen, 0, PT_SIM_DEP_MEMO * sizeof *f->dep_gen);
    f->dep_stamp = 0;
  }
  f->dep_stamp++;
  u32_vec ks = {0};
  for (int64_t i = -1; i < (int64_t)r->n_ops && !f->oom; i++) {
    /* Buffers: the region's arguments (i = -1), then each op's results. */
    uint32_t first, n;
    if (i < 0) {
      first = r->args;
      n = r->n_args;
    } else {
      const pt_op *op = pt_op_get(m, pt_region_op(m, r, (uint32_t)i));
      if (f->dup[pt_region_op(m, r, (uint32_t)i)]) continue;
      first = op->results;
      n = op->n_results;
    }
    for (uint32_t v = first; v < first + n; v++) {
      if (f->bytes[v] < 1024) continue; /* scalars and tiny tensors: not worth a merge */
      ks.len = 0;
      sibling_readers(f, v, &ks);
      /* Readers in the order of their uses: each tries the next one
       * (a chain of merges, linear in the readers). */
      for (uint32_t a = 0; a + 1 < ks.len; a++) {
        uint32_t ka = find(f, ks.data[a]), kb = find(f, ks.data[a + 1]);
        if (ka == kb) continue;
        pt_sim_fusion *ga = &f->out->kernels.data[ka], *gb = &f->out->kernels.data[kb];
        bool fusible_kinds = (ga->kind == PT_FUSION_LOOP || ga->kind == PT_FUSION_REDUCTION) &&
                             (gb->kind == PT_FUSION_LOOP || gb->kind == PT_FUSION_REDUCTION);
        if (!fusible_kinds || iteration_elements(f, ga) != iteration_elements(f, gb)) continue;
        /* A pair found dependent stays so (the searches' answers only
         * grow with merges, see depends_on_any), while both are still
         * what they were merged into: readers of several shared buffers
         * ask again. The reference asks every time. */
        uint64_t key = ka < kb ? (uint64_t)ka << 32 | kb : (uint64_t)kb << 32 | ka;
        uint32_t slot = (uint32_t)((key * 0x9E3779B97F4A7C15ull) >> 52) % PT_SIM_DEP_MEMO;
        bool memo = f->dep_key && !f->reference;
        if (memo && f->dep_gen[slot] == f->dep_stamp && f->dep_key[slot] == key) {
          f->shortcuts += 2; /* the two searches, answered at once */
          continue;
        }
        uint32_t s1 = next_mark(f);
        bool dependent = depends(f, ka, kb, f->mark, s1);
        if (!dependent) {
          uint32_t s2 = next_mark(f);
          dependent = depends(f, kb, ka, f->mark, s2);
        }
        if (dependent) {
          if (memo) {
            f->dep_key[slot] = key;
            f->dep_gen[slot] = f->dep_stamp;
          }
          continue;
        }
        uint32_t early = f->pos[ga->root] < f->pos[gb->root] ? ka : kb;
        merge(f, early, early == ka ? kb : ka);
      }
    }
  }
  pt_vec_free(&ks);
}

/* Producer-consumer multi-output fusion: a loop or reduction kernel `p`
 * joins a consumer kernel that iterates over as many elements as `p`
 * does (a reduction: as its input), when nothing else between them
 * depends on `p` (the merge would make a cycle). Its results stay
 * outputs where others read them; the consumer stops re-reading them.
 * This is XLA's producer-consumer multi-output fusion and, for a
 * reduction over rows feeding element-wise work on the same rows
 * (softmax, layer norm), its row-wise normalization fusion. */
__attribute__((noinline)) static void consumer_fusion(fuser *f, uint32_t region) {
  const pt_module *m = f->m;
  const pt_region *r = &m->regions.data[region];
  if (f->oom) return;
  u32_vec ks = {0};
  for (uint32_t i = 0; i < r->n_ops && !f->oom; i++) {
    uint32_t o = pt_region_op(m, r, i);
    uint32_t p = kernel_of(f, o);
    if (p == PT_NONE || f->out->kernels.data[p].root != o) continue;
    uint8_t kind = f->out->kernels.data[p].kind;
    if (kind != PT_FUSION_LOOP && kind != PT_FUSION_REDUCTION) continue;
    /* The consumers of p, once each. */
    const pt_sim_fusion *g = &f->out->kernels.data[p];
    ks.len = 0;
    uint32_t stamp = next_mark(f);
    for (uint32_t sg = p; sg != PT_NONE && stamp; sg = f->seg_next[sg])
      for (uint32_t j = 0; j < f->seg_len[sg]; j++) {
        uint32_t c = find(f, f->edges.data[f->seg_at[sg] + j]);
        if (c == p || f->mark[c] == stamp) continue;
        f->mark[c] = stamp;
        FU_PUSH(f, &ks, c);
      }
    double elems = iteration_elements(f, g);
    uint32_t target = PT_NONE;
    for (uint32_t j = 0; j < ks.len && target == PT_NONE; j++) {
      uint32_t c = ks.data[j];
      const pt_sim_fusion *gc = &f->out->kernels.data[c];
      if (gc->kind != PT_FUSION_LOOP && gc->kind != PT_FUSION_REDUCTION) continue;
      if (iteration_elements(f, gc) != elems) continue;
      /* Another consumer of p that c depends on would close a cycle. */
      uint32_t s1 = next_mark(f);
      if (!depends_on_any(f, ks.data, ks.len, c, f->mark, s1)) target = c;
    }
    if (target != PT_NONE && !f->oom) merge(f, target, p);
  }
  pt_vec_free(&ks);
}

/* ---- traffic ---- */

/* Adds what kernel `k` reads of value `v` (used by member `user`). */
static void count_read(fuser *f, uint32_t k, uint32_t v, const pt_op *user, uint32_t depth) {
  const pt_module *m = f->m;
  const pt_value *pv = &m->values.data[v];
  pt_sim_fusion *g = &f->out->kernels.data[k];
  if (!pv->is_arg) {
    uint32_t def = pv->def;
    if (kernel_of(f, def) == k) return; /* inside the kernel */
    if (pt_op_get(m, def)->code == PT_OP_CONSTANT && f->bytes[v] <= 64) return; /* a literal in the code */
    if (depth < 16 && in_plan(f, k, def)) {
      /* Recomputed in the kernel's prologue: its operands are read. */
      if (f->stamp[v] == k + 1) return;
      f->stamp[v] = k + 1;
      const pt_op *dop = pt_op_get(m, def);
      if (pt_sim_op_is_transcendental(dop->code)) g->transcendental += elements_of(pt_value_type(m, v));
      else g->vector_flops += op_flops(f, def);
      for (uint32_t i = 0; i < dop->n_operands; i++) count_read(f, k, pt_op_operand(m, dop, i), dop, depth + 1);
      return;
    }
    if (f->dup[def] && depth < 8) {
      const pt_op *dop = pt_op_get(m, def);
      for (uint32_t i = 0; i < dop->n_operands; i++) count_read(f, k, pt_op_operand(m, dop, i), dop, depth + 1);
      return;
    }
  }
  if (user && reads_part(user->code) && pt_op_operand(m, user, 0) == v && user->n_results) {
    /* A slice or gather duplicated into several members of this kernel
     * reads its part once, like any other input: mark its result. */
    if (f->stamp[user->results] == k + 1) return;
    f->stamp[user->results] = k + 1;
    g->read_bytes += f->bytes[user->results];
    return;
  }
  if (f->stamp[v] == k + 1) return;
  f->stamp[v] = k + 1;
  g->read_bytes += f->bytes[v];
}

/* Whether `user` reads the result of `o` (a member of kernel `k`) from
 * memory: it runs in another kernel, or is recomputed by Triton
 * prologues of which one does not recompute `o` too. */
static bool reads_from_memory(fuser *f, uint32_t user, uint32_t o, uint32_t k) {
  if (f->dup[user]) return true;
  uint32_t uk = kernel_of(f, user);
  if (uk == k) return false;
  for (uint32_t n = f->plan_head[user]; n != PT_NONE; n = f->plan.data[n].next)
    if (!in_plan(f, f->plan.data[n].kernel, o)) return true;
  if (uk == PT_NONE) return !f->only_prologue[user];
  const pt_sim_fusion *g = &f->out->kernels.data[uk];
  return !(g->kind == PT_FUSION_LIBRARY && g->contraction == user && in_plan(f, uk, o));
}

__attribute__((noinline)) static void count_traffic(fuser *f, uint32_t region) {
  const pt_module *m = f->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    uint32_t k = kernel_of(f, o);
    f->out->of_op[o] = k;
    if (k == PT_NONE) continue;
    const pt_op *op = pt_op_get(m, o);
    pt_sim_fusion *g = &f->out->kernels.data[k];
    g->n_ops++;
    if (pt_sim_op_is_transcendental(op->code)) g->transcendental += elements_of(pt_value_type(m, op->results));
    else if (g->kind != PT_FUSION_OTHER && o != g->contraction) g->vector_flops += op_flops(f, o);
    for (uint32_t j = 0; j < op->n_operands; j++) count_read(f, k, pt_op_operand(m, op, j), op, 0);
    for (uint32_t res = 0; res < op->n_results; res++) {
      uint32_t v = op->results + res;
      bool outside = f->users_at.data[v + 1] == f->users_at.data[v] && op->code != PT_OP_CONSTANT;
      for (uint32_t u = f->users_at.data[v]; u < f->users_at.data[v + 1] && !outside; u++)
        outside = reads_from_memory(f, f->users.data[u], o, k);
      if (outside) {
        f->out->materialized[v] = 1;
        g->write_bytes += f->bytes[v];
      }
    }
  }
}

static void fuse_tree(fuser *f, uint32_t region, bool count) {
  const pt_module *m = f->m;
  const pt_region *r = &m->regions.data[region];
  if (f->oom) return;
  if (!count) {
    fuse_region(f, region);
    build_successors(f, region);
    sibling_fusion(f, region);
    consumer_fusion(f, region);
  } else {
    build_users(f, region);
    if (!f->oom) count_traffic(f, region);
  }
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    if (!pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW) && op->code != PT_OP_FUNC_CALL) continue;
    for (uint32_t k = 0; k < op->n_regions; k++) fuse_tree(f, pt_op_region(m, op, k), count);
  }
}

bool pt_sim_fusion_recomputes(const pt_sim_fusions *fs, uint32_t kernel, uint32_t op) {
  uint64_t key = (uint64_t)kernel << 32 | op;
  return fs->prologue.len && bsearch(&key, fs->prologue.data, fs->prologue.len, sizeof key, pt_cmp_u64);
}

pt_status *pt_sim_fuse(const pt_module *m, uint32_t func, const pt_hw *hw, pt_sim_fusions *out) {
  return pt_sim_fuse_with(m, func, hw, NULL, out);
}

pt_status *pt_sim_fuse_with(const pt_module *m, uint32_t func, const pt_hw *hw, pt_sim_fuse_opts *opts,
                            pt_sim_fusions *out) {
  memset(out, 0, sizeof *out);
  if (func >= m->funcs.len) return pt_status_make(PT_ERR_INVALID_ARG, "pt_sim_fuse: no function %u", func);
  pt_sim_ws local, *ws = opts && opts->ws ? opts->ws : &local;
  if (ws == &local) memset(&local, 0, sizeof local);
  fuser f;
  memset(&f, 0, sizeof f);
  f.budget = opts && opts->depends_budget ? opts->depends_budget : DEPENDS_BUDGET;
  f.reference = opts && opts->reference;
  f.m = m;
  f.out = out;
  f.hw = hw;
  size_t n_ops = (size_t)m->ops.len + 1, n_values = (size_t)m->values.len + 1;
  out->n_ops = m->ops.len;
  out->of_op = pt_malloc(n_ops * sizeof *out->of_op);
  out->materialized = pt_calloc(n_values, 1);
  uint32_t old_values = ws->value_cap;
  void *op_tables[] = {&ws->cls, &ws->dup, &ws->only_prologue, &ws->pos, &ws->plan_head, &ws->by_root};
  const size_t op_sizes[] = {1, 1, 1, sizeof *ws->pos, sizeof *ws->plan_head, sizeof *ws->by_root};
  void *value_tables[] = {&ws->stamp, &ws->vregion, &ws->plan_seen, &ws->bytes, &ws->rd_at, &ws->rd_len, &ws->rd_gen};
  const size_t value_sizes[] = {sizeof *ws->stamp,  sizeof *ws->vregion, sizeof *ws->plan_seen, sizeof *ws->bytes,
                                sizeof *ws->rd_at, sizeof *ws->rd_len,  sizeof *ws->rd_gen};
  bool ok = out->of_op && out->materialized &&
            pt_sim_ws_reserve_group(&ws->op_cap, n_ops, op_tables, op_sizes, PT_ARRAY_LEN(op_tables)) &&
            pt_sim_ws_reserve_group(&ws->value_cap, n_values, value_tables, value_sizes, PT_ARRAY_LEN(value_tables));
  if (ok && ws->value_cap > old_values) { /* plan_seen's and rd_gen's new entries: below every stamp */
    memset(ws->plan_seen + old_values, 0, (size_t)(ws->value_cap - old_values) * sizeof *ws->plan_seen);
    memset(ws->rd_gen + old_values, 0, (size_t)(ws->value_cap - old_values) * sizeof *ws->rd_gen);
  }
  if (ok && ws->plan_stamp > UINT32_MAX - 2 * n_ops) { /* two walks per dot at most */
    memset(ws->plan_seen, 0, (size_t)ws->value_cap * sizeof *ws->plan_seen);
    ws->plan_stamp = 0;
  }
  if (ok) ok = pt_sim_ws_begin(ws, m);
  f.ws = ws;
  fu_take(&f, ws);
  f.users_region = PT_NONE;
  f.users_at.len = f.users.len = f.edges.len = 0;
  f.n_succ = 0;
  if (!ok || !pt_vec_try_reserve(&f.users_at, m->values.len + 1)) {
    f.oom = true;
    goto done;
  }
  memset(out->of_op, 0xff, n_ops * sizeof *out->of_op);
  f.omin = m->ops.len;
  f.vmin = m->values.len;
  /* Every value of the function gets its bytes and region here; the
   * tables read before being written are cleared over the function's ids
   * (the passes read no other id). */
  note_values(&f, m->funcs.data[func].body);
  size_t fn_ops = n_ops - f.omin, fn_values = n_values - f.vmin;
  memset(f.cls + f.omin, 0, fn_ops);
  memset(f.dup + f.omin, 0, fn_ops);
  memset(f.only_prologue + f.omin, 0, fn_ops);
  memset(f.pos + f.omin, 0, fn_ops * sizeof *f.pos);
  memset(f.plan_head + f.omin, 0xff, fn_ops * sizeof *f.plan_head);
  memset(f.stamp + f.vmin, 0, fn_values * sizeof *f.stamp);
  f.users_at.len = m->values.len + 1;
  uint32_t body = m->funcs.data[func].body;
  fuse_tree(&f, body, false);
  /* Renumber: kernels that survived the merges, by their roots' op ids
   * (the order of the text). */
  if (f.oom || !pt_sim_ws_reserve(&ws->renum, &ws->renum_cap, (size_t)out->kernels.len + 1, sizeof *ws->renum) ||
      !pt_sim_ws_reserve(&ws->old, &ws->old_cap, (size_t)out->kernels.len + 1, sizeof *ws->old)) {
    f.oom = true;
    goto done;
  }
  uint32_t *renum = ws->renum, *by_root = ws->by_root;
  pt_sim_fusion *old = ws->old;
  memset(by_root + f.omin, 0xff, fn_ops * sizeof *by_root);
  for (uint32_t k = 0; k < out->kernels.len; k++)
    if (find(&f, k) == k) by_root[out->kernels.data[k].root] = k;
  memcpy(old, out->kernels.data, (size_t)out->kernels.len * sizeof *old);
  uint32_t n = 0;
  for (uint32_t o = f.omin; o < m->ops.len; o++) {
    if (by_root[o] == PT_NONE) continue;
    renum[by_root[o]] = n;
    out->kernels.data[n++] = old[by_root[o]];
  }
  for (uint32_t o = f.omin; o < m->ops.len; o++)
    if (out->of_op[o] != PT_NONE) out->of_op[o] = renum[find(&f, out->of_op[o])];
  for (uint32_t k = 0; k < n; k++) f.uf[k] = k;
  out->kernels.len = n;
  for (uint32_t i = 0; i < f.plan.len; i++) f.plan.data[i].kernel = renum[find(&f, f.plan.data[i].kernel)];
  memset(f.stamp + f.vmin, 0, fn_values * sizeof *f.stamp);
  fuse_tree(&f, body, true);
  for (uint32_t o = f.omin; o < m->ops.len && !f.oom; o++) {
    out->duplicated += f.dup[o];
    for (uint32_t i = f.plan_head[o]; i != PT_NONE; i = f.plan.data[i].next)
      FU_PUSH(&f, &out->prologue, (uint64_t)f.plan.data[i].kernel << 32 | o);
  }
  if (out->prologue.len && !f.oom) qsort(out->prologue.data, out->prologue.len, sizeof *out->prologue.data, pt_cmp_u64);
done:
  fu_give(&f, ws);
  pt_vec_free(&f.plan);
  if (opts) opts->shortcuts = f.shortcuts;
  if (ws == &local) pt_sim_ws_release(&local);
  if (f.oom) {
    pt_sim_fusions_free(out);
    return pt_nomem();
  }
  return NULL;
}

void pt_sim_fusions_free(pt_sim_fusions *fs) {
  if (!fs) return;
  pt_vec_free(&fs->kernels);
  pt_vec_free(&fs->prologue);
  free(fs->of_op);
  free(fs->materialized);
  memset(fs, 0, sizeof *fs);
}

const char *pt_sim_fusion_kind_name(uint8_t kind) {
  static const char *const names[] = {"loop", "reduction", "library", "other"};
  return kind < PT_ARRAY_LEN(names) ? names[kind] : "?";
}
