/* combine.c - fewer, larger collectives: the collectives of one kind,
 * group, reducer and element type that have no data path between them are
 * merged into one op, up to a byte threshold per op (spmd.h,
 * pt_spmd_combine).
 *
 * Why. Every collective is a rendezvous of the whole group: its latency
 * term (per ring step) is paid once per op, however small the payload,
 * and an XLA backend builds one thunk (and one scheduling edge to every
 * other collective) per op. Merging the Z3 parameter all_gathers of a
 * layer, or its gradient reduce_scatters, pays the latency once and moves
 * the same bytes (XLA's GPU combiners and FSDP's flat-parameter buckets do
 * the same).
 *
 * Which. Within one region, in program order, a collective joins the open
 * group of its key (kind, replica groups, reducer, element type) when the
 * merged op still has a place:
 * after every member's operand is ready and before any member's result is
 * first used. A member's operand counts as ready where the value it is
 * made of is: pure data-movement ops that make it (broadcast_in_dim,
 * reshape, convert, transpose of a value no larger than the operand, as
 * the lowering writes before gathering a bias) move with the merged op. A
 * group is also closed when the next member would take it past
 * `max_bytes` (the larger side of the merged op on one device), or when
 * the next member belongs to another repetition of the key's members
 * (repeat_spans: groups follow the model's repeated layers, so that every
 * layer's flat buffer, slices and sliced consumers are the same kernels,
 * which XLA compiles once). A collective larger than the threshold stays
 * alone.
 *
 * Where. A merged all_gather sits at its first member's position (or
 * later when an operand is made later): the lowering put each conversion
 * just before its first use, so that is where the earliest of the group's
 * values is needed, and the others are fetched ahead by at most the
 * threshold's bytes. A merged reduction sits right after its last
 * operand is made: the lowering put each before its result's first use,
 * often the optimizer's at the end of the step, which kept every full
 * gradient alive until then.
 *
 * How. Every merged op is a single-operand collective of one flat
 * buffer: XLA (jax 0.10.2) refuses a multi-operand all-reduce in manual
 * mode ("supports only single-operand allreduce") and its CPU runtime
 * computes a variadic all_gather wrongly inside a program (the MLP under
 * Z3, 8 devices: 2.4e-4 off, where the same op alone is exact and the
 * thread runtime agrees with the flat form), and reduce_scatter takes
 * one operand. A
 * reduce_scatter member x (scatter dim d, group size n) is laid out
 * chunk-major as [n, |x|/n] -- row j is the chunk device j keeps: a
 * reshape when the dims before d are 1, else a reshape to
 * [.., n, |x_d|/n, ..] and a transpose that brings the n dim first -- the
 * rows are concatenated into [n, K], one reduce_scatter on dim 0 gives
 * [1, K], and each member's result is a slice [0:1, off:off+|x|/n]
 * reshaped to its type. An all_gather member is one row [1, |x|] (d
 * brought first by a transpose when needed), the all_gather on dim 0 of
 * [1, K] gives [n, K], and [:, off:off+|x|] reshaped (and transposed back)
 * is its result. An all_reduce is the reduce_scatter case with n = 1.
 * Without `copies` (the default) only members needing no transpose merge,
 * and no all_reduce (spmd.h says why). Bytes on the wire are the same
 * (every formula is linear in the bytes; the runtime's ring splits the
 * flat buffer as it splits each operand), and each element is reduced
 * over the same devices in the same order, so values are bit-identical;
 * the copies (concatenate, slices, transposes) are ordinary ops the
 * simulator costs like any other. */
#include <stdlib.h>
#include <string.h>

#include "spmd.h"

/* A group being filled, or merged. */
typedef struct {
  uint32_t first, last; /* its first and last member (collective indices; combiner.link chains them) */
  uint32_t n;      /* members */
  int64_t place;   /* position in the region before which the merged op sits */
  int64_t need;    /* the earliest first use of a member's result */
  uint64_t bytes;  /* the larger side, summed */
  uint32_t key;    /* its first member's collective (the key's fields) */
  bool open;
} group;

typedef struct {
  pt_module *m;
  const pt_mesh *mesh;
  pt_spmd_program *prog;
  uint64_t max_bytes[PT_COLL_KIND_COUNT]; /* per kind */
  bool copies; /* also members whose flat row needs a transpose, and all_reduces */
  pt_builder b;
  uint32_t *coll_of_op;   /* op id -> index in prog->collectives (PT_NONE: none) */
  int64_t *pos;           /* op id -> position in its region */
  /* Users of each value in its own region (a use nested in an op's
   * regions is that op's), CSR: use_at[v] .. use_at[v+1] in `users`. */
  uint32_t *use_at, *users;
  uint32_t *claim;        /* op id -> 1 + the group that moves it after its merged op (0: none) */
  uint8_t *hoisted;       /* op id -> 1: a producer some member's group may move earlier */
  uint32_t *remap;        /* value id -> the value that replaces it (itself: none) */
  uint8_t *moved;         /* op id -> 1: emitted with a merged op (a member, or a hoisted producer) */
  uint32_t *merged_into;  /* collective index -> the merged op's entry index (PT_NONE: kept as is) */
  uint32_t *link;         /* collective index -> the next member of its group (PT_NONE: the last) */
  uint32_t *group_of;     /* collective index -> its group in `groups` (PT_NONE: none) */
  int64_t *span;          /* collective index -> its repetition of its key's members (groups stay within one) */
  PT_VEC(group) groups;
  PT_VEC(uint32_t) order; /* the region's new op order */
  PT_VEC(uint32_t) chain; /* scratch: producers moved with one member */
  PT_VEC(uint32_t) sunk;  /* scratch: consumers moved with one member */
  PT_VEC(uint32_t) sunk_ops; /* the region's consumers claimed by groups */
  PT_VEC(pt_spmd_collective) merged;
  bool changed;
  /* Sticky: an allocation or a builder call failed. Nothing more is
   * built, and pt_spmd_combine returns PT_ERR_NOMEM (its caller frees the
   * program, whose module is then half rewritten). */
  bool oom;
} combiner;

/* Pushes x on vector v, or marks the combiner out of memory. */
#define CB_PUSH(cb, v, x) ((void)(pt_vec_try_push((v), (x)) || ((cb)->oom = true)))

static uint64_t type_bytes(const pt_type *t) {
  return (uint64_t)pt_type_num_elements(t) * pt_dtype_size((pt_dtype)t->dtype);
}

/* The product of the dims before `dim`: 1 when the chunk layout of a
 * gather or scatter on `dim` is the value's own memory order (a reshape,
 * which XLA makes a bitcast), more when it needs a transpose. */
static int64_t lead_product(const pt_type *t, int32_t dim) {
  int64_t p = 1;
  for (int32_t j = 0; j < dim && j < t->rank; j++) p *= t->dims[j];
  return p;
}

static bool combinable(const pt_spmd_collective *c) {
  return c->kind == PT_COLL_ALL_GATHER || c->kind == PT_COLL_ALL_REDUCE || c->kind == PT_COLL_REDUCE_SCATTER;
}

/* The larger side of collective c on one device: what the merged op holds. */
static uint64_t coll_bytes(const pt_spmd_collective *c) {
  return c->operand_bytes > c->result_bytes ? c->operand_bytes : c->result_bytes;
}

static bool same_key(const combiner *cb, const pt_spmd_collective *a, const pt_spmd_collective *b) {
  if (a->kind != b->kind || a->reducer != b->reducer || a->dtype != b->dtype || a->n_axes != b->n_axes ||
      memcmp(a->axes, b->axes, a->n_axes) != 0 || a->loop_depth != b->loop_depth)
    return false;
  /* The same replica groups attribute (the lowering shares one per list
   * of axes; a manual body's copy has its own, compared by value through
   * the axes above but kept apart here to keep its exact grouping). */
  const pt_module *m = cb->m;
  return pt_op_attr(m, pt_op_get(m, a->op), "replica_groups") == pt_op_attr(m, pt_op_get(m, b->op), "replica_groups");
}

/* Ops that only move or relabel data and may be computed earlier, with
 * the collective they feed, when no larger than its operand. */
static bool hoistable(const pt_module *m, uint32_t op_id, uint64_t limit) {
  const pt_op *op = pt_op_get(m, op_id);
  switch ((pt_opcode)op->code) {
    case PT_OP_BROADCAST_IN_DIM:
    case PT_OP_RESHAPE:
    case PT_OP_CONVERT:
    case PT_OP_TRANSPOSE: break;
    default: return false;
  }
  return op->n_results == 1 && op->n_regions == 0 && type_bytes(pt_value_type(m, op->results)) <= limit;
}

/* Where value v, used in `region`, is ready: the position of its defining
 * op there (-1 for arguments and values from outside). Producers that
 * may move are followed (depth bounded) and pushed on cb->chain. */
static int64_t ready_at(combiner *cb, uint32_t region, uint32_t v, uint64_t limit, uint32_t depth) {
  const pt_module *m = cb->m;
  const pt_value *val = &m->values.data[v];
  if (val->is_arg || pt_op_get(m, val->def)->parent != region) return -1;
  uint32_t d = val->def;
  if (cb->claim[d]) return cb->groups.data[cb->claim[d] - 1].need;
  /* A member of a group gets its value where the merged op sits, which is
   * at the latest before the first use of any member's result. */
  uint32_t ci = cb->coll_of_op[d];
  if (ci != PT_NONE && cb->group_of[ci] != PT_NONE) return cb->groups.data[cb->group_of[ci]].need;
  if (cb->moved[d] || depth >= 4 || !hoistable(m, d, limit)) return cb->pos[d];
  int64_t r = -1;
  const pt_op *op = pt_op_get(m, d);
  for (uint32_t i = 0; i < op->n_operands; i++) {
    int64_t ri = ready_at(cb, region, pt_op_operand(m, op, i), limit, depth + 1);
    if (ri > r) r = ri;
  }
  CB_PUSH(cb, &cb->chain, d);
  return r;
}

/* Consumers that only move, relabel or sum data and may be computed later,
 * right after the merged op, when no larger than the collective's result:
 * the reshapes and transposes a gradient goes through before its update
 * (and a bias gradient's reduce over dims of size 1). One data operand:
 * a reduce's init must be a constant. */
static bool sinkable(const pt_module *m, uint32_t op_id, uint64_t limit) {
  const pt_op *op = pt_op_get(m, op_id);
  switch ((pt_opcode)op->code) {
    case PT_OP_RESHAPE:
    case PT_OP_TRANSPOSE:
    case PT_OP_CONVERT:
    case PT_OP_BROADCAST_IN_DIM:
    case PT_OP_SLICE:
      if (op->n_operands != 1 || op->n_regions) return false;
      break;
    case PT_OP_REDUCE: {
      if (op->n_operands != 2) return false;
      const pt_value *init = &m->values.data[pt_op_operand(m, op, 1)];
      if (init->is_arg || pt_op_get(m, init->def)->code != PT_OP_CONSTANT) return false;
      break;
    }
    default: return false;
  }
  return op->n_results == 1 && type_bytes(pt_value_type(m, op->results)) <= limit;
}

/* The earliest position where value v must exist: its first user, or
 * through users that may move with the merged op (pushed on cb->sunk),
 * theirs. *ready gets the latest position those users need defined before
 * them (a reduce's init). */
static int64_t need_of(combiner *cb, uint32_t v, uint64_t limit, uint32_t depth, int64_t *ready) {
  const pt_module *m = cb->m;
  int64_t need = INT64_MAX;
  for (uint32_t k = cb->use_at[v]; k < cb->use_at[v + 1]; k++) {
    uint32_t u = cb->users[k];
    int64_t n = cb->pos[u];
    if (!cb->claim[u] && !cb->hoisted[u] && depth < 4 && sinkable(m, u, limit)) {
      CB_PUSH(cb, &cb->sunk, u);
      const pt_op *op = pt_op_get(m, u);
      if (op->code == PT_OP_REDUCE) {
        int64_t r = cb->pos[m->values.data[pt_op_operand(m, op, 1)].def];
        if (r > *ready) *ready = r;
      }
      n = need_of(cb, op->results, limit, depth + 1, ready);
    }
    if (n < need) need = n;
  }
  return need;
}

/* Positions of the ops of every region of the function, and the first use
 * of every value in its own region (a use nested in an op's regions counts
 * at that op). */
static void index_region(combiner *cb, uint32_t region) {
  pt_module *m = cb->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    cb->pos[o] = i;
    const pt_op *op = pt_op_get(m, o);
    for (uint32_t k = 0; k < op->n_regions; k++) index_region(cb, pt_op_region(m, op, k));
  }
}

/* The user of value v's use by op o, in v's region: o or the op there
 * whose regions hold o; PT_NONE for an argument. */
static uint32_t home_user(const pt_module *m, uint32_t v, uint32_t o) {
  const pt_value *val = &m->values.data[v];
  uint32_t home = val->is_arg ? val->def : pt_op_get(m, val->def)->parent;
  uint32_t u = o;
  while (pt_op_get(m, u)->parent != home) {
    uint32_t owner = m->regions.data[pt_op_get(m, u)->parent].parent_op;
    if (owner == PT_NONE) return PT_NONE;
    u = owner;
  }
  return u;
}

/* fill = false: counts each value's uses into use_at[v + 1]; true: writes
 * them at use_at[v] (advanced; the caller restores the starts). */
static void note_uses(combiner *cb, uint32_t region, bool fill) {
  pt_module *m = cb->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t o = pt_region_op(m, r, i);
    const pt_op *op = pt_op_get(m, o);
    for (uint32_t j = 0; j < op->n_operands; j++) {
      uint32_t v = pt_op_operand(m, op, j);
      if (m->values.data[v].is_arg) continue;
      uint32_t u = home_user(m, v, o);
      if (u == PT_NONE) continue;
      if (fill) cb->users[cb->use_at[v]++] = u;
      else cb->use_at[v + 1]++;
    }
    for (uint32_t k = 0; k < op->n_regions; k++) note_uses(cb, pt_op_region(m, op, k), fill);
  }
}

static pt_named_attr named(pt_module *m, const char *name, const pt_attr *a) {
  return (pt_named_attr){pt_intern_cstr(&m->strings, name), a};
}

static const pt_attr *channel_handle(combiner *cb) {
  pt_module *m = cb->m;
  pt_named_attr params[2] = {named(m, "handle", pt_attr_int(m, cb->prog->next_channel++, PT_DTYPE_NONE)),
                             named(m, "type", pt_attr_int(m, 1, PT_DTYPE_NONE))};
  return pt_attr_dialect(m, "stablehlo.channel_handle", params, 2);
}

/* Op `op_id`'s attributes with channel_handle replaced by a fresh one
 * (and, when `drop` is given, that attribute left out). */
static uint32_t attrs_fresh_channel(combiner *cb, uint32_t op_id, const char *drop, pt_named_attr *out) {
  pt_module *m = cb->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t n = 0, na = op->n_attrs, first = op->attrs;
  const pt_attr *ch = channel_handle(cb);
  for (uint32_t i = 0; i < na; i++) {
    pt_named_attr a = m->attr_pool.data[first + i];
    const char *name = pt_str(m, a.name);
    if (drop && strcmp(name, drop) == 0) continue;
    if (strcmp(name, "channel_handle") == 0) a.value = ch;
    out[n++] = a;
  }
  return n;
}

/* A copy of reduction body `body` (block arguments and flat ops, as the
 * lowering and StableHLO's reducers write them) for a merged op: a region
 * has one owner, and the member keeps its own. */
static uint32_t copy_body(combiner *cb, uint32_t body) {
  pt_module *m = cb->m;
  uint32_t nr = cb->oom ? PT_NONE : pt_builder_begin_region_like(&cb->b, m, body);
  if (nr == PT_NONE) {
    cb->oom = true;
    return PT_NONE; /* nothing opened */
  }
  uint32_t n_ops = m->regions.data[body].n_ops;
  uint32_t map_n = 0, map_from[16], map_to[16];
  for (uint32_t i = 0; i < m->regions.data[body].n_args && map_n < 16; i++, map_n++) {
    map_from[map_n] = m->regions.data[body].args + i;
    map_to[map_n] = m->regions.data[nr].args + i;
  }
  for (uint32_t i = 0; i < n_ops && !cb->oom; i++) {
    uint32_t o = pt_region_op(m, &m->regions.data[body], i);
    const pt_op *op = pt_op_get(m, o);
    uint32_t no = op->n_operands, nres = op->n_results, na = op->n_attrs;
    uint32_t *in = pt_malloc((no + nres + 1) * sizeof *in), *ty = in ? in + no : NULL;
    pt_named_attr *at = pt_malloc((na + 1) * sizeof *at);
    if (!in || !at) {
      free(in);
      free(at);
      cb->oom = true;
      break;
    }
    for (uint32_t j = 0; j < no; j++) {
      uint32_t v = pt_op_operand(m, op, j);
      in[j] = v;
      for (uint32_t k = 0; k < map_n; k++)
        if (map_from[k] == v) in[j] = map_to[k];
    }
    for (uint32_t j = 0; j < nres; j++) ty[j] = m->values.data[op->results + j].type;
    if (na) memcpy(at, m->attr_pool.data + op->attrs, na * sizeof *at);
    pt_opcode code = (pt_opcode)op->code;
    pt_loc loc = op->loc;
    uint32_t first_res = op->results;
    uint32_t id = pt_builder_op(&cb->b, code, in, no, ty, nres, at, na, NULL, 0, loc);
    if (id == PT_NONE) cb->oom = true;
    for (uint32_t j = 0; j < nres && map_n < 16 && id != PT_NONE; j++, map_n++) {
      map_from[map_n] = first_res + j;
      map_to[map_n] = pt_op_get(m, id)->results + j;
    }
    free(in);
    free(at);
  }
  uint32_t done = pt_builder_end_region(&cb->b);
  return cb->oom ? PT_NONE : done;
}

/* Whether `body` is one copy_body can copy: a few ops without regions. */
static bool simple_body(const pt_module *m, uint32_t body) {
  const pt_region *r = &m->regions.data[body];
  if (r->n_args + r->n_ops > 16) return false;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    if (op->n_regions || op->n_results > 1) return false;
  }
  return true;
}

static uint32_t build1(combiner *cb, pt_opcode code, uint32_t in, const pt_type *t, const pt_named_attr *at,
                       uint32_t n_at, pt_loc loc) {
  pt_module *m = cb->m;
  /* Once something failed nothing more is built (in may be PT_NONE). */
  if (cb->oom || in == PT_NONE) return cb->oom = true, PT_NONE;
  uint32_t ty = pt_type_intern(m, t);
  uint32_t op = pt_builder_op(&cb->b, code, &in, 1, &ty, 1, at, n_at, NULL, 0, loc);
  if (op == PT_NONE) return cb->oom = true, PT_NONE;
  CB_PUSH(cb, &cb->order, op);
  return pt_op_get(m, op)->results;
}

/* Columns off..off+width of a [lead, K] buffer: one member's part. */
static uint32_t column_slice(combiner *cb, uint32_t buf, int64_t lead, int64_t off, int64_t width, pt_dtype dtype,
                             pt_loc loc) {
  pt_module *m = cb->m;
  int64_t start[2] = {0, off}, limit[2] = {lead, off + width}, step[2] = {1, 1};
  pt_named_attr sat[3] = {named(m, "start_indices", pt_attr_i64_array(m, start, 2)),
                          named(m, "limit_indices", pt_attr_i64_array(m, limit, 2)),
                          named(m, "strides", pt_attr_i64_array(m, step, 2))};
  int64_t piece_dims[2] = {lead, width};
  pt_type piece_t = pt_tensor_type(dtype, 2, piece_dims);
  return build1(cb, PT_OP_SLICE, buf, &piece_t, sat, 3, loc);
}

/* The merged op's record: the first member's, its bytes the sums of the
 * members' (the report counts the op once, with the same bytes). */
static pt_spmd_collective merged_record(const combiner *cb, const group *g, const pt_spmd_collective *c0, uint32_t op,
                                        int32_t dim) {
  pt_spmd_collective e = *c0;
  e.op = op;
  e.dim = dim;
  e.n_parts = g->n;
  e.operand_bytes = e.result_bytes = e.wire_bytes = 0;
  for (uint32_t ci = g->first; ci != PT_NONE; ci = cb->link[ci]) {
    const pt_spmd_collective *c = &cb->prog->collectives.data[ci];
    e.operand_bytes += c->operand_bytes;
    e.result_bytes += c->result_bytes;
    e.wire_bytes += c->wire_bytes;
  }
  return e;
}

/* x as a [lead, width] row of the flat buffer. */
static uint32_t flat_row(combiner *cb, uint32_t x, pt_dtype dtype, int64_t lead, int64_t width, pt_loc loc) {
  int64_t flat[2] = {lead, width};
  pt_type ft = pt_tensor_type(dtype, 2, flat);
  return build1(cb, PT_OP_RESHAPE, x, &ft, NULL, 0, loc);
}

/* The flat buffer: the members' rows side by side, [lead, total]. */
static uint32_t concat_rows(combiner *cb, const uint32_t *rows, uint32_t k_n, int64_t lead, int64_t total,
                            pt_dtype dtype, pt_loc loc) {
  pt_module *m = cb->m;
  int64_t cat_dims[2] = {lead, total};
  pt_type cat_t = pt_tensor_type(dtype, 2, cat_dims);
  uint32_t cat_ty = pt_type_intern(m, &cat_t);
  pt_named_attr cat_at = named(m, "dimension", pt_attr_int(m, 1, PT_DTYPE_I64));
  if (cb->oom) return PT_NONE; /* a row may be PT_NONE */
  uint32_t cat = pt_builder_op(&cb->b, PT_OP_CONCATENATE, rows, k_n, &cat_ty, 1, &cat_at, 1, NULL, 0, loc);
  if (cat == PT_NONE) return cb->oom = true, PT_NONE;
  CB_PUSH(cb, &cb->order, cat);
  return pt_op_get(m, cat)->results;
}

/* Per member of a group: the value of its row in the flat buffer and the
 * row's width in elements; false (cb marked out of memory, nothing to
 * free) without memory. */
static bool alloc_members(combiner *cb, uint32_t k_n, uint32_t **rows, int64_t **width) {
  *rows = pt_malloc(k_n * sizeof **rows);
  *width = pt_malloc(k_n * sizeof **width);
  if (*rows && *width) return true;
  free(*rows);
  free(*width);
  cb->oom = true;
  return false;
}

/* reduce_scatter (and all_reduce) members through one flat buffer (see
 * the top): an all_reduce is the case of one row, n = 1. */
static void merge_flat(combiner *cb, const group *g, const pt_spmd_collective *c0) {
  pt_module *m = cb->m;
  bool scatter = c0->kind == PT_COLL_REDUCE_SCATTER;
  int64_t n = 1;
  for (uint32_t k = 0; scatter && k < c0->n_axes; k++) n *= cb->mesh->sizes[c0->axes[k]];
  uint32_t k_n = g->n;
  uint32_t *rows;
  int64_t *width;
  if (!alloc_members(cb, k_n, &rows, &width)) return;
  int64_t total = 0;
  pt_loc loc = pt_op_get(m, c0->op)->loc;
  uint32_t ci = g->first;
  for (uint32_t i = 0; i < k_n; i++, ci = cb->link[ci]) {
    const pt_spmd_collective *c = &cb->prog->collectives.data[ci];
    const pt_op *op = pt_op_get(m, c->op);
    uint32_t x = pt_op_operand(m, op, 0);
    pt_type t = *pt_value_type(m, x);
    uint32_t d = scatter ? (uint32_t)c->dim : 0;
    width[i] = pt_type_num_elements(&t) / n;
    if (lead_product(&t, (int32_t)d) > 1) {
      /* [.., n, x_d/n, ..] then the n dim first. */
      pt_type split = t;
      split.rank = (uint8_t)(t.rank + 1);
      for (uint32_t j = t.rank; j > d; j--) split.dims[j] = t.dims[j - 1];
      split.dims[d] = n;
      split.dims[d + 1] = t.dims[d] / n;
      x = build1(cb, PT_OP_RESHAPE, x, &split, NULL, 0, loc);
      int64_t perm[PT_MAX_RANK + 1];
      pt_type tr = split;
      perm[0] = d;
      for (uint32_t j = 0; j + 1 < split.rank; j++) perm[j + 1] = j < d ? j : j + 1;
      for (uint32_t j = 0; j < split.rank; j++) tr.dims[j] = split.dims[perm[j]];
      pt_named_attr at = named(m, "permutation", pt_attr_i64_array(m, perm, split.rank));
      x = build1(cb, PT_OP_TRANSPOSE, x, &tr, &at, 1, loc);
    }
    rows[i] = flat_row(cb, x, (pt_dtype)t.dtype, n, width[i], loc);
    total += width[i];
  }
  uint32_t buf = concat_rows(cb, rows, k_n, n, total, (pt_dtype)c0->dtype, loc);
  /* The collective: the first member's attributes (scatter dim 0), a
   * fresh channel, and a copy of its reduction body. */
  const pt_op *op0 = pt_op_get(m, c0->op);
  pt_opcode code = (pt_opcode)op0->code;
  pt_named_attr *at = pt_malloc((op0->n_attrs + 1) * sizeof *at);
  uint32_t body = at && buf != PT_NONE ? copy_body(cb, pt_op_region(m, pt_op_get(m, c0->op), 0)) : PT_NONE;
  if (body == PT_NONE) {
    free(at);
    free(rows);
    free(width);
    cb->oom = true;
    return;
  }
  uint32_t n_at = attrs_fresh_channel(cb, c0->op, "scatter_dimension", at);
  if (scatter) at[n_at++] = named(m, "scatter_dimension", pt_attr_int(m, 0, PT_DTYPE_I64));
  int64_t rs_dims[2] = {1, total};
  pt_type rs_t = pt_tensor_type((pt_dtype)c0->dtype, 2, rs_dims);
  uint32_t rs_ty = pt_type_intern(m, &rs_t);
  uint32_t rs = pt_builder_op(&cb->b, code, &buf, 1, &rs_ty, 1, at, n_at, &body, 1, loc);
  free(at);
  if (rs == PT_NONE) {
    free(rows);
    free(width);
    cb->oom = true;
    return;
  }
  CB_PUSH(cb, &cb->order, rs);
  uint32_t scattered = pt_op_get(m, rs)->results;
  CB_PUSH(cb, &cb->merged, merged_record(cb, g, c0, rs, scatter ? 0 : -1));
  int64_t off = 0;
  ci = g->first;
  for (uint32_t i = 0; i < k_n; i++, ci = cb->link[ci]) {
    const pt_spmd_collective *c = &cb->prog->collectives.data[ci];
    uint32_t piece = column_slice(cb, scattered, 1, off, width[i], (pt_dtype)c0->dtype, loc);
    uint32_t res = pt_op_get(m, c->op)->results;
    uint32_t v = build1(cb, PT_OP_RESHAPE, piece, pt_value_type(m, res), NULL, 0, loc);
    if (v != PT_NONE) cb->remap[res] = v;
    off += width[i];
  }
  free(rows);
  free(width);
}

/* all_gather members through one flat buffer: each operand x (gathered
 * dim d) with d brought first (a transpose when d > 0) is one row
 * [1, |x|]; the rows are concatenated into [1, K], one all_gather on dim 0
 * gives [n, K], whose columns off..off+|x| are device j's chunks in row j:
 * reshaped to [n * x_d, ..] they are x gathered on its first dim, and the
 * inverse transpose puts d back. */
static void merge_gather(combiner *cb, const group *g, const pt_spmd_collective *c0) {
  pt_module *m = cb->m;
  int64_t n = 1;
  for (uint32_t k = 0; k < c0->n_axes; k++) n *= cb->mesh->sizes[c0->axes[k]];
  uint32_t k_n = g->n;
  uint32_t *rows;
  int64_t *width;
  if (!alloc_members(cb, k_n, &rows, &width)) return;
  int64_t total = 0;
  pt_loc loc = pt_op_get(m, c0->op)->loc;
  /* d first: perm[0] = d, then the other dims in order. */
  int64_t perm[PT_MAX_RANK], inv[PT_MAX_RANK];
  uint32_t ci = g->first;
  for (uint32_t i = 0; i < k_n; i++, ci = cb->link[ci]) {
    const pt_spmd_collective *c = &cb->prog->collectives.data[ci];
    uint32_t x = pt_op_operand(m, pt_op_get(m, c->op), 0);
    pt_type t = *pt_value_type(m, x);
    uint32_t d = (uint32_t)c->dim;
    width[i] = pt_type_num_elements(&t);
    if (lead_product(&t, (int32_t)d) > 1) {
      pt_type tr = t;
      perm[0] = d;
      for (uint32_t j = 0; j + 1 < t.rank; j++) perm[j + 1] = j < d ? j : j + 1;
      for (uint32_t j = 0; j < t.rank; j++) tr.dims[j] = t.dims[perm[j]];
      pt_named_attr at = named(m, "permutation", pt_attr_i64_array(m, perm, t.rank));
      x = build1(cb, PT_OP_TRANSPOSE, x, &tr, &at, 1, loc);
    }
    rows[i] = flat_row(cb, x, (pt_dtype)t.dtype, 1, width[i], loc);
    total += width[i];
  }
  uint32_t buf = concat_rows(cb, rows, k_n, 1, total, (pt_dtype)c0->dtype, loc);
  const pt_op *op0 = pt_op_get(m, c0->op);
  pt_named_attr *at = buf != PT_NONE ? pt_malloc((op0->n_attrs + 1) * sizeof *at) : NULL;
  if (!at) {
    free(rows);
    free(width);
    cb->oom = true;
    return;
  }
  uint32_t n_at = attrs_fresh_channel(cb, c0->op, "all_gather_dim", at);
  at[n_at++] = named(m, "all_gather_dim", pt_attr_int(m, 0, PT_DTYPE_I64));
  int64_t ag_dims[2] = {n, total};
  pt_type ag_t = pt_tensor_type((pt_dtype)c0->dtype, 2, ag_dims);
  uint32_t ag_ty = pt_type_intern(m, &ag_t);
  uint32_t ag = pt_builder_op(&cb->b, PT_OP_ALL_GATHER, &buf, 1, &ag_ty, 1, at, n_at, NULL, 0, loc);
  free(at);
  if (ag == PT_NONE) {
    free(rows);
    free(width);
    cb->oom = true;
    return;
  }
  CB_PUSH(cb, &cb->order, ag);
  uint32_t gathered = pt_op_get(m, ag)->results;
  CB_PUSH(cb, &cb->merged, merged_record(cb, g, c0, ag, 0));
  int64_t off = 0;
  ci = g->first;
  for (uint32_t i = 0; i < k_n; i++, ci = cb->link[ci]) {
    const pt_spmd_collective *c = &cb->prog->collectives.data[ci];
    uint32_t piece = column_slice(cb, gathered, n, off, width[i], (pt_dtype)c0->dtype, loc);
    uint32_t res = pt_op_get(m, c->op)->results;
    uint32_t d = (uint32_t)c->dim;
    pt_type rt = *pt_value_type(m, res); /* x with dim d times n */
    pt_type first = rt;                  /* the same with d first */
    bool moved_dim = lead_product(&rt, (int32_t)d) > 1;
    if (moved_dim) {
      perm[0] = d;
      for (uint32_t j = 0; j + 1 < rt.rank; j++) perm[j + 1] = j < d ? j : j + 1;
      for (uint32_t j = 0; j < rt.rank; j++) first.dims[j] = rt.dims[perm[j]], inv[perm[j]] = j;
    }
    uint32_t v = build1(cb, PT_OP_RESHAPE, piece, &first, NULL, 0, loc);
    if (moved_dim) {
      pt_named_attr pat = named(m, "permutation", pt_attr_i64_array(m, inv, rt.rank));
      v = build1(cb, PT_OP_TRANSPOSE, v, &rt, &pat, 1, loc);
    }
    if (v != PT_NONE) cb->remap[res] = v;
    off += width[i];
  }
  free(rows);
  free(width);
}

/* cb->chain in program order (few entries: an insertion sort). */
static void sort_chain(combiner *cb) {
  for (uint32_t i = 1; i < cb->chain.len; i++) {
    uint32_t x = cb->chain.data[i], j = i;
    while (j > 0 && cb->pos[cb->chain.data[j - 1]] > cb->pos[x]) {
      cb->chain.data[j] = cb->chain.data[j - 1];
      j--;
    }
    cb->chain.data[j] = x;
  }
}

/* Emits group g (its moved producers, then the merged op and its copies)
 * into cb->order. */
static void emit_group(combiner *cb, uint32_t region, const group *g) {
  pt_module *m = cb->m;
  const pt_spmd_collective *c0 = &cb->prog->collectives.data[g->first];
  /* Producers not yet emitted, in their program order (a producer's own
   * operands come before it there). */
  cb->chain.len = 0;
  for (uint32_t ci = g->first; ci != PT_NONE; ci = cb->link[ci]) {
    const pt_spmd_collective *c = &cb->prog->collectives.data[ci];
    uint64_t limit = c->operand_bytes;
    ready_at(cb, region, pt_op_operand(m, pt_op_get(m, c->op), 0), limit, 0);
  }
  sort_chain(cb);
  /* Each once. */
  for (uint32_t i = 0; i < cb->chain.len; i++) {
    uint32_t o = cb->chain.data[i];
    if (cb->moved[o]) continue;
    cb->moved[o] = 1;
    CB_PUSH(cb, &cb->order, o);
  }
  uint32_t entry = cb->merged.len;
  if (c0->kind == PT_COLL_ALL_GATHER) merge_gather(cb, g, c0);
  else merge_flat(cb, g, c0);
  /* The consumers that move with it, in their program order. */
  uint32_t gi = (uint32_t)(g - cb->groups.data);
  cb->chain.len = 0;
  for (uint32_t i = 0; i < cb->sunk_ops.len; i++)
    if (cb->claim[cb->sunk_ops.data[i]] == gi + 1) CB_PUSH(cb, &cb->chain, cb->sunk_ops.data[i]);
  sort_chain(cb);
  for (uint32_t i = 0; i < cb->chain.len; i++) {
    cb->moved[cb->chain.data[i]] = 1;
    CB_PUSH(cb, &cb->order, cb->chain.data[i]);
  }
  for (uint32_t ci = g->first; ci != PT_NONE; ci = cb->link[ci]) {
    cb->moved[cb->prog->collectives.data[ci].op] = 1;
    cb->merged_into[ci] = entry;
  }
  cb->changed = true;
}

/* The ops the newest member moves (cb->chain: producers; cb->sunk:
 * consumers) belong to group gi. */
static void claim_moves(combiner *cb, uint32_t gi) {
  for (uint32_t i = 0; i < cb->chain.len; i++) cb->hoisted[cb->chain.data[i]] = 1;
  for (uint32_t i = 0; i < cb->sunk.len; i++) {
    uint32_t u = cb->sunk.data[i];
    if (cb->claim[u]) continue;
    cb->claim[u] = gi + 1;
    CB_PUSH(cb, &cb->sunk_ops, u);
  }
}

/* What makes two members interchangeable for XLA's code generation: the
 * same kind, dim, reducer and operand and result types. Two groups whose
 * members have the same signatures in the same order make the same flat
 * buffer, slices at the same offsets, and so the same kernels. */
static uint64_t member_signature(const combiner *cb, const pt_spmd_collective *c) {
  const pt_module *m = cb->m;
  const pt_op *op = pt_op_get(m, c->op);
  uint64_t h = 0x9E3779B97F4A7C15ull;
  uint64_t parts[5] = {(uint64_t)c->kind, (uint64_t)(int64_t)c->dim, (uint64_t)c->reducer,
                       m->values.data[pt_op_operand(m, op, 0)].type, m->values.data[op->results].type};
  for (uint32_t i = 0; i < 5; i++) h = (h ^ (parts[i] + 0x632BE59BD9B4E019ull + (h << 6) + (h >> 2))) * 0xBF58476D1CE4E5B9ull;
  return h;
}

/* Splits one key's members (`members`, n of them, in program order) into
 * spans that repeat. A square of period p is 2p members whose second half
 * has the first half's signatures; the period is the p >= 2 whose squares
 * cover the most members (the fewest, of equal cover: a model's repeated
 * layers, in whatever order and naming the program has, and not a run of
 * equal members inside one layer, which covers less; a period of one
 * would make spans of one member, which merge nothing, where the threshold
 * alone cuts a run of equal members into equal groups). Each maximal run
 * of p-periodic members is cut every p members from its start; members
 * outside such runs form one span per gap. A group never crosses a span,
 * so every repetition is grouped the same way and XLA compiles one kernel
 * per distinct slice for all of them (a group spanning layers would make
 * every layer's slices, and so their fused consumers, kernels of their
 * own). */
static void repeat_spans(combiner *cb, const uint32_t *members, uint32_t n) {
  uint64_t *sig = pt_malloc((n + 1) * sizeof *sig);
  if (!sig) {
    cb->oom = true;
    return;
  }
  for (uint32_t i = 0; i < n; i++) sig[i] = member_signature(cb, &cb->prog->collectives.data[members[i]]);
  /* Periods up to 4096 members (a layer with more collectives of one key
   * than that is one span): the search is O(n p). */
  uint32_t best_p = 0;
  uint64_t best = 0;
  for (uint32_t p = 2; p <= n / 2 && p <= 4096; p++) {
    uint64_t cover = 0;
    uint32_t run = 0;
    for (uint32_t i = 0; i + p <= n; i++) {
      bool hit = i + p < n && sig[i] == sig[i + p];
      if (hit) {
        run++;
        continue;
      }
      if (run >= p) cover += run + p;
      run = 0;
    }
    if (cover > best) best = cover, best_p = p;
  }
  int64_t span = 0;
  uint32_t i = 0;
  while (i < n) {
    /* The next run of at least p matches from i on, if any. */
    uint32_t s = i, run = 0;
    if (best_p) {
      for (uint32_t j = i; j + best_p < n; j++) {
        if (sig[j] == sig[j + best_p]) {
          if (run++ == 0) s = j;
        } else if (run >= best_p) {
          break;
        } else {
          run = 0;
        }
      }
    }
    if (!best_p || run < best_p) {
      for (; i < n; i++) cb->span[members[i]] = span;
      break;
    }
    /* The gap before it, then its periods (run matches: run + p members). */
    if (s > i) {
      for (; i < s; i++) cb->span[members[i]] = span;
      span++;
    }
    uint32_t end = s + run + best_p;
    for (; i < end; i++) cb->span[members[i]] = span + (int64_t)((i - s) / best_p);
    span += (int64_t)((end - s + best_p - 1) / best_p);
  }
  free(sig);
}

/* Whether collective c may join a group at all (see combine_region). */
static bool candidate(const combiner *cb, const pt_spmd_collective *c, const pt_op *op) {
  const pt_module *m = cb->m;
  if (!combinable(c) || op->n_operands != 1 || op->n_results != 1) return false;
  if (op->n_regions && !simple_body(m, pt_op_region(m, op, 0))) return false;
  /* Without copies: no transposes (a member's chunks must be contiguous
   * already) and no all_reduce (every XLA backend combines all-reduces
   * itself after partitioning, without a flat buffer). */
  if (!cb->copies && (c->kind == PT_COLL_ALL_REDUCE ||
                      lead_product(pt_value_type(m, pt_op_operand(m, op, 0)), c->dim) > 1))
    return false;
  /* A flat buffer splits the scattered dim in two: one more dim. */
  if (c->kind == PT_COLL_REDUCE_SCATTER && c->dim > 0 && pt_value_type(m, op->results)->rank >= PT_MAX_RANK)
    return false;
  return true;
}

/* The spans of every key's candidates in `region` (repeat_spans). */
static void region_spans(combiner *cb, uint32_t region) {
  pt_module *m = cb->m;
  uint32_t n_ops = m->regions.data[region].n_ops;
  PT_VEC(uint32_t) cand = {0}, keys = {0}, members = {0};
  for (uint32_t i = 0; i < n_ops && !cb->oom; i++) {
    uint32_t o = pt_region_op(m, &m->regions.data[region], i);
    uint32_t ci = cb->coll_of_op[o];
    if (ci == PT_NONE || !candidate(cb, &cb->prog->collectives.data[ci], pt_op_get(m, o))) continue;
    CB_PUSH(cb, &cand, ci);
    bool known = false;
    for (uint32_t k = 0; k < keys.len && !known; k++)
      known = same_key(cb, &cb->prog->collectives.data[keys.data[k]], &cb->prog->collectives.data[ci]);
    if (!known) CB_PUSH(cb, &keys, ci);
  }
  for (uint32_t k = 0; k < keys.len && !cb->oom; k++) {
    members.len = 0;
    for (uint32_t i = 0; i < cand.len; i++)
      if (same_key(cb, &cb->prog->collectives.data[keys.data[k]], &cb->prog->collectives.data[cand.data[i]]))
        CB_PUSH(cb, &members, cand.data[i]);
    if (!cb->oom) repeat_spans(cb, members.data, members.len);
  }
  pt_vec_free(&cand);
  pt_vec_free(&keys);
  pt_vec_free(&members);
}

static void combine_region(combiner *cb, uint32_t region) {
  pt_module *m = cb->m;
  /* Nested regions first: their new orders are their own. */
  uint32_t n_ops = m->regions.data[region].n_ops;
  for (uint32_t i = 0; i < n_ops; i++) {
    uint32_t o = pt_region_op(m, &m->regions.data[region], i);
    /* Re-read: merging in a nested region builds ops. */
    for (uint32_t k = 0; k < pt_op_get(m, o)->n_regions; k++) combine_region(cb, pt_op_region(m, pt_op_get(m, o), k));
  }
  if (cb->oom) return;
  /* Groups, greedily in program order: each key has at most one open
   * group, the newest; a member that does not fit closes it. */
  cb->groups.len = 0;
  cb->sunk_ops.len = 0;
  region_spans(cb, region);
  if (cb->oom) return;
  for (uint32_t i = 0; i < n_ops; i++) {
    uint32_t o = pt_region_op(m, &m->regions.data[region], i);
    uint32_t ci = cb->coll_of_op[o];
    if (ci == PT_NONE) continue;
    const pt_spmd_collective *c = &cb->prog->collectives.data[ci];
    const pt_op *op = pt_op_get(m, o);
    if (!candidate(cb, c, op)) continue;
    cb->chain.len = 0;
    cb->sunk.len = 0;
    int64_t ready = ready_at(cb, region, pt_op_operand(m, op, 0), c->operand_bytes, 0);
    int64_t need = need_of(cb, op->results, c->result_bytes, 0, &ready);
    uint64_t bytes = coll_bytes(c);
    uint32_t gi = PT_NONE;
    group *open = NULL;
    for (uint32_t k = cb->groups.len; k-- > 0 && !open;) {
      group *g = &cb->groups.data[k];
      if (g->open && same_key(cb, &cb->prog->collectives.data[g->key], c)) open = g;
    }
    if (open) {
      int64_t place = open->place > ready + 1 ? open->place : ready + 1;
      int64_t need2 = open->need < need ? open->need : need;
      if (place <= need2 && open->bytes + bytes <= cb->max_bytes[c->kind] && cb->span[open->first] == cb->span[ci]) {
        open->place = place;
        open->need = need2;
        open->bytes += bytes;
        open->n++;
        cb->link[open->last] = ci;
        open->last = ci;
        gi = (uint32_t)(open - cb->groups.data);
      } else {
        open->open = false;
      }
    }
    if (gi == PT_NONE && bytes > cb->max_bytes[c->kind]) continue;
    if (gi != PT_NONE) {
      cb->group_of[ci] = gi;
      claim_moves(cb, gi);
      continue;
    }
    /* A gather sits where the lowering put it (just before the first use,
     * so gathered values do not live longer than before); a reduction as
     * soon as its operands are ready (the lowering put it before the
     * first use of its result, often the optimizer's at the end, which
     * kept every full gradient alive until then: reduced early, each is
     * freed as its group is reduced, as FSDP does with its buckets). */
    group g = {.first = ci, .last = ci, .n = 1, .place = ready + 1, .need = need, .bytes = bytes, .key = ci,
               .open = true};
    if (c->kind == PT_COLL_ALL_GATHER && g.place < (int64_t)i) g.place = (int64_t)i;
    if (!pt_vec_try_push(&cb->groups, g)) {
      cb->oom = true;
      return;
    }
    cb->group_of[ci] = cb->groups.len - 1;
    claim_moves(cb, cb->groups.len - 1);
  }
  /* Merge the groups of two or more, in the order of their places. */
  uint32_t n_multi = 0;
  for (uint32_t k = 0; k < cb->groups.len; k++) n_multi += cb->groups.data[k].n > 1;
  if (!n_multi || cb->oom) return;
  uint32_t *by_place = pt_malloc(n_multi * sizeof *by_place);
  if (!by_place || !pt_vec_try_push(&cb->b.open, region) || !pt_vec_try_push(&cb->b.pending_at, cb->b.pending.len)) {
    /* (What was pushed goes with the builder.) */
    free(by_place);
    cb->oom = true;
    return;
  }
  uint32_t q = 0;
  for (uint32_t k = 0; k < cb->groups.len; k++)
    if (cb->groups.data[k].n > 1) by_place[q++] = k;
  for (uint32_t i = 1; i < q; i++) {
    uint32_t x = by_place[i], j = i;
    while (j > 0 && cb->groups.data[by_place[j - 1]].place > cb->groups.data[x].place) {
      by_place[j] = by_place[j - 1];
      j--;
    }
    by_place[j] = x;
  }
  /* The builder appends to this region (its order is written below; it
   * was opened on the builder above). */
  cb->order.len = 0;
  uint32_t next = 0;
  for (uint32_t i = 0; i <= n_ops; i++) {
    while (next < q && cb->groups.data[by_place[next]].place <= (int64_t)i)
      emit_group(cb, region, &cb->groups.data[by_place[next++]]);
    if (i == n_ops) break;
    uint32_t o = pt_region_op(m, &m->regions.data[region], i);
    /* Members and the consumers they move wait for their merged op. */
    uint32_t ci = cb->coll_of_op[o];
    if (ci != PT_NONE && cb->group_of[ci] != PT_NONE && cb->groups.data[cb->group_of[ci]].n > 1) continue;
    if (cb->moved[o] || (cb->claim[o] && cb->groups.data[cb->claim[o] - 1].n > 1)) continue;
    cb->moved[o] = 1;
    CB_PUSH(cb, &cb->order, o);
  }
  cb->b.pending.len = cb->b.pending_at.data[--cb->b.pending_at.len];
  cb->b.open.len--;
  free(by_place);
  /* Without room the region keeps its old order (the program is freed). */
  if (cb->oom || !pt_vec_try_reserve(&m->op_order, cb->order.len)) {
    cb->oom = true;
    return;
  }
  pt_region *r = &m->regions.data[region];
  r->ops = m->op_order.len;
  r->n_ops = cb->order.len;
  memcpy(m->op_order.data + m->op_order.len, cb->order.data, cb->order.len * sizeof *cb->order.data);
  m->op_order.len += cb->order.len;
}

/* Replaces every use of a merged member's result in the function. */
static void rewire(combiner *cb, uint32_t region) {
  pt_module *m = cb->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    uint32_t *operands = m->operand_pool.data + op->operands;
    for (uint32_t j = 0; j < op->n_operands; j++) operands[j] = cb->remap[operands[j]];
    for (uint32_t k = 0; k < op->n_regions; k++) rewire(cb, pt_op_region(m, op, k));
  }
}

pt_status *pt_spmd_combine(pt_spmd_program *prog, const pt_mesh *mesh, uint64_t max_bytes, bool copies) {
  pt_module *m = prog->m;
  if (prog->collectives.len < 2) return NULL;
  combiner cb = {.m = m, .mesh = mesh, .prog = prog, .copies = copies};
  for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) cb.max_bytes[k] = max_bytes;
  for (uint32_t i = 0; !max_bytes && i < prog->collectives.len; i++) {
    const pt_spmd_collective *c = &prog->collectives.data[i];
    if (combinable(c) && coll_bytes(c) > cb.max_bytes[c->kind]) cb.max_bytes[c->kind] = coll_bytes(c);
  }
  /* Room for the new ops' ids: every table below is indexed by ids that
   * exist now, and new ops are never looked up in them except `moved`
   * and `remap`, which are sized for what the merge may add. */
  uint32_t n_ops = m->ops.len, n_values = m->values.len;
  uint64_t extra = 8 * (uint64_t)prog->collectives.len + 16;
  cb.coll_of_op = pt_malloc((n_ops + 1) * sizeof *cb.coll_of_op);
  cb.pos = pt_calloc(n_ops + extra, sizeof *cb.pos);
  cb.moved = pt_calloc(n_ops + extra, 1);
  cb.claim = pt_calloc(n_ops + extra, sizeof *cb.claim);
  cb.hoisted = pt_calloc(n_ops + extra, 1);
  cb.use_at = pt_calloc(n_values + 2, sizeof *cb.use_at);
  cb.remap = pt_malloc((n_values + extra + 1) * sizeof *cb.remap);
  cb.merged_into = pt_malloc((prog->collectives.len + 1) * sizeof *cb.merged_into);
  cb.link = pt_malloc((prog->collectives.len + 1) * sizeof *cb.link);
  cb.group_of = pt_malloc((prog->collectives.len + 1) * sizeof *cb.group_of);
  cb.span = pt_calloc(prog->collectives.len + 1, sizeof *cb.span);
  pt_builder_init(&cb.b, m);
  cb.b.func = prog->func;
  uint32_t body = m->funcs.data[prog->func].body;
  cb.oom = !cb.coll_of_op || !cb.pos || !cb.moved || !cb.claim || !cb.hoisted || !cb.use_at || !cb.remap ||
           !cb.merged_into || !cb.link || !cb.group_of || !cb.span;
  if (!cb.oom) {
    memset(cb.coll_of_op, 0xff, (n_ops + 1) * sizeof *cb.coll_of_op);
    for (uint32_t i = 0; i < prog->collectives.len; i++)
      if (prog->collectives.data[i].op < n_ops) cb.coll_of_op[prog->collectives.data[i].op] = i;
    for (uint64_t v = 0; v < n_values + extra + 1; v++) cb.remap[v] = (uint32_t)v;
    memset(cb.merged_into, 0xff, (prog->collectives.len + 1) * sizeof *cb.merged_into);
    memset(cb.link, 0xff, (prog->collectives.len + 1) * sizeof *cb.link);
    memset(cb.group_of, 0xff, (prog->collectives.len + 1) * sizeof *cb.group_of);
    index_region(&cb, body);
    note_uses(&cb, body, false);
    for (uint32_t v = 0; v < n_values; v++) cb.use_at[v + 1] += cb.use_at[v];
    cb.users = pt_malloc(((size_t)cb.use_at[n_values] + 1) * sizeof *cb.users);
    cb.oom = !cb.users;
  }
  if (!cb.oom) {
    note_uses(&cb, body, true);
    for (uint32_t v = n_values; v > 0; v--) cb.use_at[v] = cb.use_at[v - 1];
    cb.use_at[0] = 0;
    combine_region(&cb, body);
  }
  /* A type, string or attribute the merged ops needed could not be added. */
  cb.oom |= pt_module_oom(m);
  uint8_t *taken = cb.changed && !cb.oom ? pt_calloc(cb.merged.len + 1, 1) : NULL;
  if (cb.changed && !taken) cb.oom = true;
  if (cb.changed && !cb.oom) {
    rewire(&cb, body);
    /* The collectives in program order: a merged op takes its first
     * member's place in the list, the other members go. */
    uint32_t k = 0;
    for (uint32_t i = 0; i < prog->collectives.len; i++) {
      uint32_t e = cb.merged_into[i];
      if (e == PT_NONE) {
        prog->collectives.data[k++] = prog->collectives.data[i];
      } else if (!taken[e]) {
        taken[e] = 1;
        prog->collectives.data[k++] = cb.merged.data[e];
      }
    }
    prog->collectives.len = k;
    free(taken);
  }
  pt_builder_free(&cb.b);
  free(cb.coll_of_op);
  free(cb.pos);
  free(cb.moved);
  free(cb.use_at);
  free(cb.users);
  free(cb.claim);
  free(cb.hoisted);
  pt_vec_free(&cb.sunk);
  pt_vec_free(&cb.sunk_ops);
  free(cb.remap);
  free(cb.merged_into);
  free(cb.link);
  free(cb.group_of);
  free(cb.span);
  pt_vec_free(&cb.groups);
  pt_vec_free(&cb.order);
  pt_vec_free(&cb.chain);
  pt_vec_free(&cb.merged);
  return cb.oom ? pt_nomem() : NULL;
}
