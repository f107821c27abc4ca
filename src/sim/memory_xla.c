/* memory_xla.c - peak memory of a function as XLA would hold it on an
 * accelerator, after fusion (fusion.c): pt_sim_memory_fused.
 *
 * What XLA reports for a compiled step (`compiled.memory_analysis()`) is
 *     arguments + outputs + temporaries - aliased bytes
 * where temporaries is the size of the one allocation its buffer
 * assignment packs every intermediate buffer into, reusing space between
 * buffers whose lifetimes do not overlap. This file predicts the same
 * figure from the program text:
 *   - arguments count whole, for the whole step;
 *   - outputs count whole, except those that alias a donated argument
 *     (`tf.aliasing_output = N` names the output; `jax.buffer_donor` lets
 *     XLA pick the first output of the same type not aliased yet): they are
 *     written into the argument's buffer;
 *   - temporaries: only buffers a kernel writes to memory exist (values
 *     inside a fusion, and ops duplicated into their users, hold none);
 *     reshapes, same-type converts, bitcasts, optimization barriers and
 *     sharding constraints are views of their operand's buffer. A buffer
 *     lives from the kernel that writes it (its root's place in program
 *     order) to the last kernel that reads it; the peak of the live bytes
 *     over program order is the temporaries' size (perfect reuse, as a
 *     heap simulation with no fragmentation);
 *   - non-splat constants are kept apart for the whole step (XLA turns
 *     splats into broadcasts of a scalar);
 *   - while/if/case: their regions' own temporaries (the largest peak
 *     among them) are live at the op's place.
 * Program order is JAX's; XLA's scheduler may reorder to lower the peak,
 * which this does not model.
 *
 * A search asks this of every candidate, so each region is walked twice
 * (walk_region): forward for positions, then backward, where every read
 * of a value has been seen by the time its producer is reached, so each
 * buffer is made with its end. The reference walk (forward, each buffer
 * extended by its reads as they come; pt_sim_memory_fused_with's
 * `reference`) gives the same figures; test_sim_memory_walk compares. */
#include <stdlib.h>
#include <string.h>

#include "ws.h"

typedef struct {
  uint64_t bytes;
  uint32_t start, end; /* positions in the region */
  uint8_t kind;        /* pt_mem_kind */
  bool pinned;         /* argument, output or constant: counted apart */
} xbuf;

enum { TYPE_MEMO = 64 };

typedef struct {
  const pt_module *m;
  const pt_sim_fusions *fs;
  PT_VEC(xbuf) bufs;
  /* value id -> buffer, PT_NONE: none. The reverse walk leaves views'
   * entries unset (buffer_of follows them to their operand's). */
  uint32_t *buf_of;
  /* value id -> the last position in its region where it is read (0: not
   * read), for the reverse walk (walk_region): every read of a value comes
   * after its definition, so walking the region backwards has them all
   * when it reaches the op that makes the value's buffer. Zeroed for a
   * region's results by the forward pass over that region. */
  uint32_t *last;
  /* op id -> position in its region, and where it runs (run_positions):
   * shared by the nested regions' calls, each writing its own ops' entries
   * before reading them. */
  uint32_t *pos, *when;
  /* op id -> 1: in some kernel's Triton prologue (fs->prologue), so that
   * most uses skip the search of that list */
  const uint8_t *recomputed;
  /* The reference walk (pt_sim_memory_fused_opts.reference): forward,
   * buffers made first and extended by each read as it comes. */
  bool reference;
  /* Bytes of a type by its id (direct-mapped: slot id % TYPE_MEMO, tag
   * id + 1, 0 empty): the buffers are a few thousand values of about a
   * hundred types. */
  uint32_t type_tag[TYPE_MEMO];
  uint64_t type_bytes[TYPE_MEMO];
  /* Sticky: an allocation failed (what could not be had counts as no
   * buffer); pt_sim_memory_fused_trace returns PT_ERR_NOMEM. */
  bool oom;
} xmem;

static inline uint32_t new_buf(xmem *x, uint64_t bytes, uint32_t at, uint8_t kind, bool pinned) {
  xbuf b = {bytes, at, at, kind, pinned};
  if (!pt_vec_try_push(&x->bufs, b)) return x->oom = true, PT_NONE;
  return x->bufs.len - 1;
}

/* pt_sim_type_bytes of v's type, through the memo by type id. */
static inline uint64_t value_bytes(xmem *x, uint32_t v) {
  uint32_t t = x->m->values.data[v].type, slot = t % TYPE_MEMO;
  if (x->type_tag[slot] != t + 1) {
    x->type_tag[slot] = t + 1;
    x->type_bytes[slot] = pt_sim_type_bytes(pt_type_get(x->m, t));
  }
  return x->type_bytes[slot];
}

/* Whether result `r` of `op` is a view of operand `r` (or of operand 0).
 * Inline, and asked of the op table first: it runs for every op, and only
 * ops whose results alias an operand's buffer (ops.def's BUFFERS column:
 * the interpreter's relabels) can be views. */
static inline bool is_view(const pt_module *m, const pt_op *op) {
  _Static_assert(PT_BUFFERS_ALIAS_SAME_DTYPE == PT_BUFFERS_ALIAS + 1 && PT_BUFFERS_ALIAS_BYTES == PT_BUFFERS_ALIAS + 2,
                 "the aliasing kinds of ops.def's BUFFERS column are consecutive");
  if ((uint8_t)(pt_op_info_get((pt_opcode)op->code)->buffers - PT_BUFFERS_ALIAS) > 2) return false;
  return pt_sim_op_is_relabel(m, op) && op->code != PT_OP_PARTITION_ID && op->code != PT_OP_REPLICA_ID &&
         op->code != PT_OP_AFTER_ALL && op->n_operands > 0;
}

/* The operand result `v` of view `op` is a view of. */
static uint32_t view_source(const pt_module *m, const pt_op *op, uint32_t v) {
  uint32_t k = v - op->results;
  return pt_op_operand(m, op, k < op->n_operands ? k : 0);
}

/* The buffer holding `v`: a view's is its operand's. */
static uint32_t buffer_of(const xmem *x, uint32_t v) {
  const pt_module *m = x->m;
  while (!x->reference && !m->values.data[v].is_arg) {
    const pt_op *op = pt_op_get(m, m->values.data[v].def);
    if (!op->n_results || !is_view(m, op)) break;
    v = view_source(m, op, v);
  }
  return x->buf_of[v];
}

/* `v` is read at `at`: the reference walk extends its buffer (made
 * already: a view's is its operand's), the reverse walk notes the
 * position, read when the buffer is made. */
static inline void read_at(xmem *x, uint32_t v, uint32_t at) {
  if (!x->reference) {
    if (at > x->last[v]) x->last[v] = at;
    return;
  }
  uint32_t b = x->buf_of[v];
  if (b != PT_NONE && at > x->bufs.data[b].end) x->bufs.data[b].end = at;
}

static void note_use(xmem *x, uint32_t v, uint32_t region, uint32_t at, uint32_t kernel, uint32_t depth);

/* note_use for a value whose producer `def` kernel `kernel` may recompute
 * in a Triton prologue: then the buffers the producer reads live until
 * `at` instead (apart, as it recurses). */
__attribute__((cold)) static void note_recomputed_use(xmem *x, uint32_t v, uint32_t def, uint32_t region,
                                                     uint32_t at, uint32_t kernel, uint32_t depth) {
  const pt_module *m = x->m;
  if (pt_sim_fusion_recomputes(x->fs, kernel, def)) {
    const pt_op *dop = pt_op_get(m, def);
    for (uint32_t i = 0; i < dop->n_operands; i++) note_use(x, pt_op_operand(m, dop, i), region, at, kernel, depth + 1);
    return;
  }
  read_at(x, v, at);
}

/* `v` (of `region`) is read at `at` by a member of kernel `kernel`: its
 * buffer lives until then, or, when the kernel recomputes its producer in
 * a Triton prologue, the buffers that producer reads do. Inline: it runs
 * for every operand of the function. */
static inline void note_use(xmem *x, uint32_t v, uint32_t region, uint32_t at, uint32_t kernel, uint32_t depth) {
  const pt_value *pv = &x->m->values.data[v];
  if (pv->is_arg) {
    if (pv->def != region) return;
  } else {
    uint32_t def = pv->def;
    if (x->m->ops.data[def].parent != region) return;
    if (kernel != PT_NONE && depth < 16 && x->recomputed[def]) {
      note_recomputed_use(x, v, def, region, at, kernel, depth);
      return;
    }
  }
  read_at(x, v, at);
}

/* Uses by ops nested in the regions of `op` of values of `region`, all at
 * `at` (the op's place). */
static void note_nested_uses(xmem *x, const pt_op *op, uint32_t region, uint32_t at) {
  const pt_module *m = x->m;
  for (uint32_t r = 0; r < op->n_regions; r++) {
    const pt_region *rg = &m->regions.data[pt_op_region(m, op, r)];
    for (uint32_t i = 0; i < rg->n_ops; i++) {
      const pt_op *inner = pt_op_get(m, pt_region_op(m, rg, i));
      for (uint32_t k = 0; k < inner->n_operands; k++) note_use(x, pt_op_operand(m, inner, k), region, at, PT_NONE, 0);
      if (inner->n_regions) note_nested_uses(x, inner, region, at);
    }
  }
}

static uint64_t region_temps(xmem *x, uint32_t region, bool top, uint32_t *peak_pos, uint64_t *kinds,
                             uint64_t *curve);

/* A nested region's peak at a place in its op's region. */
typedef struct {
  uint32_t at;
  uint64_t bytes;
} nested_peak;
typedef PT_VEC(nested_peak) nested_vec;

/* The regions of a while/if/case `op`: their own temporaries (the
 * largest peak among them) are live at its place `at`, noted in `nested`
 * (few ops have regions: a list, not a table per position). */
static void nested_temps(xmem *x, const pt_op *op, uint32_t at, nested_vec *nested) {
  if (!op->n_regions || !pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW)) return;
  uint64_t best = 0, k2[PT_MEM_KIND_COUNT];
  for (uint32_t k = 0; k < op->n_regions; k++) {
    uint32_t pp;
    uint64_t t = region_temps(x, pt_op_region(x->m, op, k), false, &pp, k2, NULL);
    if (t > best) best = t;
  }
  nested_peak np = {at, best};
  if (best && !pt_vec_try_push(nested, np)) x->oom = true;
}

/* The buffer of `v`, which op `code` (running at `at`) writes to memory:
 * live from `at` (in the reverse walk, until its last read). */
__attribute__((noinline)) static void written_buf(xmem *x, uint32_t code, uint32_t v, uint32_t at, bool reverse) {
  uint8_t kind = code == PT_OP_ALL_GATHER ? PT_MEM_GATHERED : PT_MEM_ACTIVATIONS;
  uint32_t b = x->buf_of[v] = new_buf(x, value_bytes(x, v), at, kind, false);
  if (reverse && b != PT_NONE && x->last[v] > at) x->bufs.data[b].end = x->last[v];
}

/* Constant `v` of `op`: kept apart for the whole step unless a scalar or
 * a splat (XLA turns those into broadcasts). */
__attribute__((noinline)) static void constant_buf(xmem *x, const pt_op *op, uint32_t v) {
  uint64_t bytes = value_bytes(x, v);
  if (bytes <= 8) return;
  const pt_attr *a = pt_op_attr(x->m, op, "value");
  bool splat = a && a->kind == PT_ATTR_DENSE && a->u.dense.splat;
  if (!splat) x->buf_of[v] = new_buf(x, bytes, 0, PT_MEM_CONSTANTS, true);
}

/* The results of view `op` hold their operands' buffers: the reference
 * walk takes them, the reverse walk passes the views' reads on. */
__attribute__((noinline)) static void view_buffers(xmem *x, const pt_op *op, bool reverse) {
  for (uint32_t v = op->results; v < op->results + op->n_results; v++) {
    uint32_t src = view_source(x->m, op, v);
    if (!reverse) x->buf_of[v] = x->buf_of[src];
    else if (x->last[v] > x->last[src]) x->last[src] = x->last[v];
  }
}

/* The buffers of the results of `op` (running at `at`), if any: views
 * hold their operand's, non-splat constants are kept apart, what a
 * kernel writes to memory lives from `at`. `reverse`: for the reverse
 * walk. Always inline, with the rarer cases out of line: this runs for
 * every op, and most make no buffer. */
__attribute__((always_inline)) static inline void make_buffers(xmem *x, const pt_op *op, uint32_t at, bool reverse) {
  if (is_view(x->m, op)) {
    view_buffers(x, op, reverse);
    return;
  }
  /* (Bounds and code in locals: the stores below may alias op's fields.) */
  uint32_t first = op->results, end = first + op->n_results, code = op->code;
  uint32_t *buf_of = x->buf_of;
  const uint8_t *materialized = x->fs->materialized;
  if (end == first + 1 && code != PT_OP_CONSTANT) { /* nearly every op: nothing to keep across calls */
    buf_of[first] = PT_NONE;
    if (materialized[first]) written_buf(x, code, first, at, reverse);
    return;
  }
  for (uint32_t v = first; v < end; v++) {
    buf_of[v] = PT_NONE;
    if (code == PT_OP_CONSTANT) constant_buf(x, op, v);
    else if (materialized[v]) written_buf(x, code, v, at, reverse);
  }
}

/* The place in program order where op `o` (position `i`) really runs: its
 * kernel's root; an op in no kernel (duplicated into its users' kernels,
 * or a view) at the latest of its users in the region (filled in reverse
 * order: users first), so that what it reads lives until then. The
 * reference walk's. */
static void run_positions(xmem *x, uint32_t region, uint32_t *pos, uint32_t *when) {
  const pt_module *m = x->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    uint32_t k = o < x->fs->n_ops ? x->fs->of_op[o] : PT_NONE;
    pos[o] = i;
    when[o] = k != PT_NONE ? 0 : i;
  }
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    uint32_t k = o < x->fs->n_ops ? x->fs->of_op[o] : PT_NONE;
    if (k != PT_NONE) when[o] = pos[x->fs->kernels.data[k].root];
  }
  for (uint32_t i = r->n_ops; i-- > 0;) {
    uint32_t o = pt_region_op(m, r, i);
    const pt_op *op = pt_op_get(m, o);
    /* Producers in no kernel run where their users do. */
    for (uint32_t j = 0; j < op->n_operands; j++) {
      const pt_value *pv = &m->values.data[pt_op_operand(m, op, j)];
      if (pv->is_arg || pt_op_get(m, pv->def)->parent != region) continue;
      uint32_t d = pv->def;
      if ((d >= x->fs->n_ops || x->fs->of_op[d] == PT_NONE) && when[d] < when[o]) when[d] = when[o];
    }
  }
}

/* The reference walk: where each op runs (run_positions), then forward,
 * each op's buffers made and its operands' extended to its place. */
static void walk_region_forward(xmem *x, uint32_t region, bool top, nested_vec *nested) {
  const pt_module *m = x->m;
  const pt_region *r = &m->regions.data[region];
  uint32_t *when = x->when;
  run_positions(x, region, x->pos, when);
  for (uint32_t i = 0; i < r->n_args && !top; i++) x->buf_of[r->args + i] = PT_NONE;
  /* Region arguments of nested regions are views of the op's operands
   * (carries) or scalars: no buffer of their own. */
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    const pt_op *op = pt_op_get(m, o);
    make_buffers(x, op, when[o], false);
    uint32_t at = when[o], kernel = o < x->fs->n_ops ? x->fs->of_op[o] : PT_NONE, n_operands = op->n_operands;
    for (uint32_t j = 0; j < n_operands; j++) note_use(x, pt_op_operand(m, op, j), region, at, kernel, 0);
    if (op->n_regions) note_nested_uses(x, op, region, at);
    nested_temps(x, op, at, nested);
  }
}

/* The walk of the model: one pass forward (positions; the region's
 * results not read yet), one backward, in which an op's users have all
 * been seen when it is reached: where it runs (its kernel's root; in no
 * kernel, its latest user's place), so its buffers are made whole, and
 * its operands are read there. The same buffers, places and ends as the
 * reference walk's, in two passes over the region instead of four and
 * with no buffer looked up per read. Region arguments hold no buffer of
 * their own (the function's are pinned, nested regions' are carries or
 * scalars), so reads of them are not noted. (`fs` covers every op of the
 * module: memory_fused checks it.) */
static void walk_region(xmem *x, uint32_t region, nested_vec *nested, int64_t *delta) {
  const pt_module *m = x->m;
  const pt_region *r = &m->regions.data[region];
  const uint32_t *order = m->op_order.data + r->ops, *of_op = x->fs->of_op, *pool = m->operand_pool.data;
  const pt_op *ops = m->ops.data;
  const pt_value *values = m->values.data;
  const pt_sim_fusion *kernels = x->fs->kernels.data;
  const uint8_t *recomputed = x->recomputed;
  uint32_t *pos = x->pos, *when = x->when, *last = x->last, n = r->n_ops;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t o = order[i], first = ops[o].results, end = first + ops[o].n_results;
    pos[o] = when[o] = i;
    delta[i] = 0;
    if (first < end) last[first] = 0; /* most ops have one result: no call to memset per op */
    for (uint32_t v = first + 1; v < end; v++) last[v] = 0;
  }
  for (uint32_t i = n; i-- > 0;) {
    uint32_t o = order[i], kernel = of_op[o];
    const pt_op *op = &ops[o];
    uint32_t at = kernel != PT_NONE ? pos[kernels[kernel].root] : when[o];
    if (op->n_results) make_buffers(x, op, at, true);
    const uint32_t *operands = pool + op->operands;
    for (uint32_t j = 0, n_operands = op->n_operands; j < n_operands; j++) {
      uint32_t v = operands[j];
      const pt_value *pv = &values[v];
      if (pv->is_arg) continue;
      uint32_t d = pv->def;
      if (ops[d].parent != region) continue;
      if (of_op[d] == PT_NONE && when[d] < at) when[d] = at; /* runs where its users do */
      if (kernel != PT_NONE && recomputed[d]) note_recomputed_use(x, v, d, region, at, kernel, 0);
      else if (at > last[v]) last[v] = at;
    }
    if (op->n_regions) {
      note_nested_uses(x, op, region, at);
      nested_temps(x, op, at, nested);
    }
  }
}

/* Temporaries of one region: allocates its buffers, returns the peak of
 * the live non-pinned bytes (and where, and by kind). In the function's
 * body (`top`), what the terminator returns is an output: pinned. */
static uint64_t region_temps(xmem *x, uint32_t region, bool top, uint32_t *peak_pos, uint64_t *kinds,
                             uint64_t *curve) {
  const pt_module *m = x->m;
  const pt_region *r = &m->regions.data[region];
  uint32_t first_buf = x->bufs.len;
  *peak_pos = PT_NONE;
  memset(kinds, 0, PT_MEM_KIND_COUNT * sizeof *kinds);
  /* Per position, the change of the live bytes there (zeroed by the
   * walk: the reverse walk's forward pass); the nested regions' peaks. */
  nested_vec nested = {0};
  int64_t *delta = pt_malloc(((size_t)r->n_ops + 2) * sizeof *delta);
  int64_t *dk = curve ? pt_calloc(((size_t)r->n_ops + 2) * PT_MEM_KIND_COUNT, sizeof *dk) : NULL;
  if (!delta || (curve && !dk)) {
    free(delta);
    free(dk);
    x->oom = true;
    return 0;
  }
  delta[r->n_ops] = delta[r->n_ops + 1] = 0;
  if (x->reference) {
    memset(delta, 0, (size_t)r->n_ops * sizeof *delta);
    walk_region_forward(x, region, top, &nested);
  } else {
    walk_region(x, region, &nested, delta);
  }
  const pt_op *last = r->n_ops ? pt_op_get(m, pt_region_op(m, r, r->n_ops - 1)) : NULL;
  for (uint32_t k = 0; top && last && pt_op_has_flag((pt_opcode)last->code, PT_OPF_TERMINATOR) && k < last->n_operands; k++) {
    uint32_t b = buffer_of(x, pt_op_operand(m, last, k));
    if (b != PT_NONE && !x->bufs.data[b].pinned) {
      x->bufs.data[b].pinned = true;
      x->bufs.data[b].kind = PT_MEM_ACTIVATIONS | 0x80; /* an output: see pt_sim_memory_fused */
    }
  }
  /* Sweep: bytes live at each position. */
  for (uint32_t b = first_buf; b < x->bufs.len; b++) {
    const xbuf *xb = &x->bufs.data[b];
    if (xb->pinned || xb->start > r->n_ops) continue;
    uint32_t end = xb->end < xb->start ? xb->start : xb->end;
    if (end >= r->n_ops) end = r->n_ops ? r->n_ops - 1 : 0;
    delta[xb->start] += (int64_t)xb->bytes;
    delta[end + 1] -= (int64_t)xb->bytes;
  }
  /* A nested region's peak is live at its op's place only. */
  for (uint32_t i = 0; i < nested.len; i++) {
    delta[nested.data[i].at] += (int64_t)nested.data[i].bytes;
    delta[nested.data[i].at + 1] -= (int64_t)nested.data[i].bytes;
  }
  /* The curve (top region only): temporary bytes live at each position by
   * kind, a nested region's peak counted as activations at its op. */
  if (curve) {
    for (uint32_t b = first_buf; b < x->bufs.len; b++) {
      const xbuf *xb = &x->bufs.data[b];
      if (xb->pinned || xb->start > r->n_ops) continue;
      uint32_t end = xb->end < xb->start ? xb->start : xb->end;
      if (end >= r->n_ops) end = r->n_ops ? r->n_ops - 1 : 0;
      dk[(size_t)xb->start * PT_MEM_KIND_COUNT + xb->kind] += (int64_t)xb->bytes;
      dk[((size_t)end + 1) * PT_MEM_KIND_COUNT + xb->kind] -= (int64_t)xb->bytes;
    }
    int64_t run[PT_MEM_KIND_COUNT] = {0};
    for (uint32_t i = 0; i < r->n_ops; i++) {
      for (uint32_t k = 0; k < PT_MEM_KIND_COUNT; k++) {
        run[k] += dk[(size_t)i * PT_MEM_KIND_COUNT + k];
        curve[(size_t)i * PT_MEM_KIND_COUNT + k] = (uint64_t)run[k];
      }
    }
    for (uint32_t i = 0; i < nested.len; i++)
      curve[(size_t)nested.data[i].at * PT_MEM_KIND_COUNT + PT_MEM_ACTIVATIONS] += nested.data[i].bytes;
    free(dk);
  }
  uint64_t peak = 0;
  int64_t live = 0;
  *peak_pos = PT_NONE;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    live += delta[i];
    if ((uint64_t)live > peak) {
      peak = (uint64_t)live;
      *peak_pos = i;
    }
  }
  memset(kinds, 0, PT_MEM_KIND_COUNT * sizeof *kinds);
  for (uint32_t b = first_buf; b < x->bufs.len && *peak_pos != PT_NONE; b++) {
    const xbuf *xb = &x->bufs.data[b];
    uint32_t end = xb->end < xb->start ? xb->start : xb->end;
    if (!xb->pinned && xb->start <= *peak_pos && *peak_pos <= end) kinds[xb->kind] += xb->bytes;
  }
  for (uint32_t i = 0; i < nested.len; i++)
    if (nested.data[i].at == *peak_pos) kinds[PT_MEM_ACTIVATIONS] += nested.data[i].bytes;
  free(delta);
  pt_vec_free(&nested);
  return peak;
}

/* Output index argument `i` donates its buffer to, or -1. */
static int64_t aliased_output(const pt_module *m, const pt_func *f, uint32_t i, bool *donor) {
  *donor = false;
  const pt_attr *d = f->arg_attrs ? f->arg_attrs[i] : NULL;
  if (!d) return -1;
  const pt_attr *a = pt_attr_dict_get(m, d, "tf.aliasing_output");
  int64_t k;
  if (a && pt_attr_get_int(a, &k) && k >= 0 && k < (int64_t)f->n_results) return k;
  const pt_attr *b = pt_attr_dict_get(m, d, "jax.buffer_donor");
  *donor = b && b->kind == PT_ATTR_BOOL && b->u.b;
  return -1;
}

/* The curve of the fused model: unit 0 is the step's entry (what is held
 * for the whole step: arguments, constants, outputs), then one unit per
 * op of the function's body in program order, each the pinned bytes plus
 * the temporaries live there; units are paired up into points of a
 * power-of-two stride, each the highest of its units (as
 * pt_sim_memory_trace does), so the curve's maximum is the peak. */
static bool fused_trace(const pt_module *m, const pt_region *body, const uint64_t *held, const uint64_t *curve,
                        pt_sim_mem_trace *trace) {
  uint64_t units = (uint64_t)body->n_ops + 1, stride = 1;
  while ((units + stride - 1) / stride > PT_MEM_TRACE_MAX) stride *= 2;
  trace->stride = stride;
  trace->units = units;
  for (uint64_t u = 0; u < units; u++) {
    pt_sim_mem_point pt;
    pt.op = u ? pt_region_op(m, body, (uint32_t)(u - 1)) : PT_NONE;
    uint64_t total = 0;
    for (uint32_t k = 0; k < PT_MEM_KIND_COUNT; k++) {
      pt.live[k] = held[k] + (u ? curve[(size_t)(u - 1) * PT_MEM_KIND_COUNT + k] : 0);
      total += pt.live[k];
    }
    if (u % stride == 0) {
      if (!pt_vec_try_push(&trace->points, pt)) return false;
      continue;
    }
    pt_sim_mem_point *last = &trace->points.data[trace->points.len - 1];
    uint64_t last_total = 0;
    for (uint32_t k = 0; k < PT_MEM_KIND_COUNT; k++) last_total += last->live[k];
    if (total > last_total) *last = pt;
  }
  return true;
}


/* The workspace's `recomputed` made 0 again where this call set it. */
static void forget_recomputed(pt_sim_ws *ws, const pt_module *m, const pt_sim_fusions *fs) {
  for (uint32_t i = 0; i < fs->prologue.len; i++)
    if ((uint32_t)fs->prologue.data[i] < m->ops.len) ws->recomputed[(uint32_t)fs->prologue.data[i]] = 0;
}

/* The buffers' vector back to the workspace, for the next call. */
static void give_back_bufs(xmem *x, pt_sim_ws *ws) {
  ws->mbufs = x->bufs.data;
  ws->mbufs_cap = x->bufs.cap;
}

pt_status *pt_sim_memory_fused(const pt_module *m, uint32_t func, const pt_sim_fusions *fs, pt_sim_memory *out) {
  return pt_sim_memory_fused_with(m, func, fs, NULL, out, NULL);
}

pt_status *pt_sim_memory_fused_ws(const pt_module *m, uint32_t func, const pt_sim_fusions *fs, pt_sim_ws *ws,
                                  pt_sim_memory *out) {
  pt_sim_memory_fused_opts opts = {.ws = ws};
  return pt_sim_memory_fused_with(m, func, fs, &opts, out, NULL);
}

pt_status *pt_sim_memory_fused_trace(const pt_module *m, uint32_t func, const pt_sim_fusions *fs, pt_sim_memory *out,
                                     pt_sim_mem_trace *trace) {
  return pt_sim_memory_fused_with(m, func, fs, NULL, out, trace);
}

pt_status *pt_sim_memory_fused_with(const pt_module *m, uint32_t func, const pt_sim_fusions *fs,
                                    const pt_sim_memory_fused_opts *opts, pt_sim_memory *out,
                                    pt_sim_mem_trace *trace) {
  pt_sim_ws *ws = opts ? opts->ws : NULL;
  if (trace) memset(trace, 0, sizeof *trace);
  memset(out, 0, sizeof *out);
  out->peak_op = PT_NONE;
  if (func >= m->funcs.len) return pt_status_make(PT_ERR_INVALID_ARG, "no function #%u in the module", func);
  const pt_func *f = &m->funcs.data[func];
  if (f->body == PT_NONE) return pt_status_make(PT_ERR_INVALID_ARG, "@%s has no body", pt_str(m, f->name));
  if (fs->n_ops < m->ops.len || !fs->materialized)
    return pt_status_make(PT_ERR_INVALID_ARG, "the fusions are not those of this module");
  xmem x;
  memset(&x, 0, sizeof x);
  x.m = m;
  x.fs = fs;
  x.reference = opts && opts->reference;
  pt_sim_ws local, *tables = ws ? ws : &local;
  if (!ws) memset(&local, 0, sizeof local);
  size_t n_ops = (size_t)m->ops.len + 1, n_values = (size_t)m->values.len + 1;
  void *op_tables[] = {&tables->mpos, &tables->when};
  const size_t op_sizes[] = {sizeof *tables->mpos, sizeof *tables->when};
  void *value_tables[] = {&tables->buf_of, &tables->mlast};
  const size_t value_sizes[] = {sizeof *tables->buf_of, sizeof *tables->mlast};
  if (!pt_sim_ws_reserve_group(&tables->buf_cap, n_values, value_tables, value_sizes, 2) ||
      !pt_sim_ws_reserve_group(&tables->mpos_cap, n_ops, op_tables, op_sizes, 2)) {
    if (!ws) pt_sim_ws_release(&local);
    return pt_nomem();
  }
  x.buf_of = tables->buf_of;
  x.last = tables->mlast;
  x.pos = tables->mpos;
  x.when = tables->when;
  uint32_t old_cap = tables->recomputed_cap;
  if (!pt_sim_ws_reserve(&tables->recomputed, &tables->recomputed_cap, n_ops, 1)) {
    if (!ws) pt_sim_ws_release(&local);
    return pt_nomem();
  }
  memset(tables->recomputed + old_cap, 0, tables->recomputed_cap - old_cap);
  for (uint32_t i = 0; i < fs->prologue.len; i++)
    if ((uint32_t)fs->prologue.data[i] < m->ops.len) tables->recomputed[(uint32_t)fs->prologue.data[i]] = 1;
  x.recomputed = tables->recomputed;
  /* The buffers' vector is the workspace's, emptied (handed back grown). */
  x.bufs.data = tables->mbufs;
  x.bufs.cap = tables->mbufs_cap;
  tables->mbufs = NULL;
  tables->mbufs_cap = 0;
  /* buf_of and last are not cleared: every value of the function gets
   * its buf_of entry (a buffer or PT_NONE; views' in the reference walk
   * only) where it is defined, before any use reads it (the arguments
   * below, the rest in region_temps), and each result's last is zeroed by
   * the forward pass over its region before any read is noted. */
  const pt_region *body = &m->regions.data[f->body];
  uint32_t n_args = pt_func_n_args(m, f);
  uint64_t kinds[PT_MEM_KIND_COUNT] = {0}, pinned = 0;
  for (uint32_t i = 0; i < n_args; i++) {
    uint64_t bytes = pt_sim_type_bytes(pt_value_type(m, pt_func_arg(m, f, i)));
    out->argument_bytes += bytes;
    x.buf_of[pt_func_arg(m, f, i)] = new_buf(&x, bytes, 0, (uint8_t)pt_sim_arg_kind(m, f, i), true);
  }
  uint32_t peak_pos;
  uint64_t temp_kinds[PT_MEM_KIND_COUNT];
  uint64_t *curve = trace ? pt_calloc(((size_t)body->n_ops + 1) * PT_MEM_KIND_COUNT, sizeof *curve) : NULL;
  /* Outputs: the buffers the terminator returns, once each; those that
   * are arguments already count, those a donated argument takes in don't. */
  bool *aliased = pt_calloc((size_t)f->n_results + 1, 1);
  bool *donor = pt_calloc((size_t)n_args + 1, 1);
  uint64_t temps = 0;
  if (!aliased || !donor || (trace && !curve)) x.oom = true;
  if (!x.oom) temps = region_temps(&x, f->body, true, &peak_pos, temp_kinds, curve);
  if (x.oom) {
    free(curve);
    free(aliased);
    free(donor);
    forget_recomputed(tables, m, fs);
    give_back_bufs(&x, tables);
    if (!ws) pt_sim_ws_release(&local);
    return pt_nomem();
  }
  for (uint32_t i = 0; i < n_args; i++) {
    int64_t k = aliased_output(m, f, i, &donor[i]);
    if (k >= 0) aliased[k] = true;
  }
  const pt_op *ret = body->n_ops ? pt_op_get(m, pt_region_op(m, body, body->n_ops - 1)) : NULL;
  uint64_t out_bytes = 0;
  if (ret && pt_op_has_flag((pt_opcode)ret->code, PT_OPF_TERMINATOR)) {
    for (uint32_t i = 0; i < n_args; i++) {
      if (!donor[i]) continue;
      const pt_type *at = pt_value_type(m, pt_func_arg(m, f, i));
      for (uint32_t k = 0; k < ret->n_operands && k < f->n_results; k++) {
        if (aliased[k] || pt_value_type(m, pt_op_operand(m, ret, k)) != at) continue;
        aliased[k] = true;
        break;
      }
    }
    for (uint32_t k = 0; k < ret->n_operands; k++) {
      uint32_t b = buffer_of(&x, pt_op_operand(m, ret, k));
      if (b == PT_NONE || !(x.bufs.data[b].kind & 0x80)) continue;
      x.bufs.data[b].kind = PT_MEM_ACTIVATIONS; /* counted once */
      if (!(k < f->n_results && aliased[k])) out_bytes += x.bufs.data[b].bytes;
    }
  }
  for (uint32_t b = 0; b < x.bufs.len; b++) {
    const xbuf *xb = &x.bufs.data[b];
    if (xb->pinned && xb->kind < PT_MEM_KIND_COUNT && xb->kind != PT_MEM_ACTIVATIONS && xb->kind != PT_MEM_GATHERED) {
      kinds[xb->kind] += xb->bytes;
      pinned += xb->bytes;
    }
  }
  kinds[PT_MEM_ACTIVATIONS] += out_bytes;
  if (trace && !fused_trace(m, body, kinds, curve, trace)) {
    pt_sim_mem_trace_free(trace);
    x.oom = true;
  }
  free(curve);
  for (uint32_t k = 0; k < PT_MEM_KIND_COUNT; k++) kinds[k] += temp_kinds[k];
  out->peak_bytes = pinned + out_bytes + temps;
  memcpy(out->at_peak, kinds, sizeof kinds);
  if (peak_pos != PT_NONE) out->peak_op = pt_region_op(m, body, peak_pos);
  free(aliased);
  free(donor);
  forget_recomputed(tables, m, fs);
  give_back_bufs(&x, tables);
  if (!ws) pt_sim_ws_release(&local);
  if (x.oom) {
    memset(out, 0, sizeof *out);
    return pt_nomem();
  }
  return NULL;
}
