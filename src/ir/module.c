/* module.c - module storage, type interning, and the builder that appends
 * functions, regions and ops. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

pt_module *pt_module_new(const char *filename) {
  pt_module *m = calloc(1, sizeof *m);
  if (!m) return NULL;
  pt_arena_init(&m->arena);
  m->filename = pt_strdup(filename ? filename : "<input>");
  m->n_type_slots = 64;
  m->type_slots = malloc(m->n_type_slots * sizeof *m->type_slots);
  /* The first types fit without growing, so that pt_type_intern always
   * has a type to fall back on when it cannot add one (see there). */
  if (!pt_interner_init(&m->strings) || !m->filename || !m->type_slots || !pt_vec_try_reserve(&m->types, 8)) {
    pt_module_free(m);
    return NULL;
  }
  for (uint32_t i = 0; i < m->n_type_slots; i++) m->type_slots[i] = PT_NONE;
  return m;
}

pt_status *pt_module_status(const pt_module *m) { return pt_module_oom(m) ? pt_nomem() : NULL; }

/* A table of m could not grow: m is marked. Returns false. */
static bool oom(pt_module *m) {
  m->oom = true;
  return false;
}

void pt_module_hold(pt_module *m) { atomic_fetch_add_explicit(&m->refs, 1u, memory_order_relaxed); }

void pt_module_free(pt_module *m) {
  if (!m) return;
  /* refs counts the holders beyond the first: whoever finds it 0 is the
   * last (acq_rel: what the others wrote is seen before it frees). */
  if (atomic_fetch_sub_explicit(&m->refs, 1u, memory_order_acq_rel) != 0) return;
  pt_module *held = m->held;
  pt_arena_free(&m->arena);
  pt_interner_free(&m->strings);
  free(m->filename);
  free(m->type_slots);
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    free(m->funcs.data[i].arg_attrs);
    free(m->funcs.data[i].result_attrs);
  }
  pt_vec_free(&m->types);
  pt_vec_free(&m->values);
  pt_vec_free(&m->ops);
  pt_vec_free(&m->regions);
  pt_vec_free(&m->funcs);
  pt_vec_free(&m->meshes);
  pt_vec_free(&m->operand_pool);
  pt_vec_free(&m->attr_pool);
  pt_vec_free(&m->region_pool);
  pt_vec_free(&m->op_order);
  pt_vec_free(&m->type_pool);
  free(m);
  pt_module_free(held);
}

/* A copy of a vector's elements (capacity = length); false without memory. */
#define COPY_VEC(dst, src) ((dst)->len = (dst)->cap = 0, (dst)->data = NULL, pt_vec_try_append((dst), (src)->data, (src)->len))

static void *dup_array(const void *p, size_t n) {
  void *q = malloc(n ? n : 1);
  if (q && n) memcpy(q, p, n);
  return q;
}

/* A copy of a vector's elements with room for `room` more, allocated
 * once; false without memory. */
#define COPY_VEC_ROOM(dst, src, room)                                                               \
  ((dst)->len = (dst)->cap = 0, (dst)->data = NULL,                                                   \
   pt_vec_try_reserve((dst), (uint64_t)(src)->len + (room) < UINT32_MAX ? (uint32_t)((src)->len + (room)) : UINT32_MAX) && \
       pt_vec_try_append((dst), (src)->data, (src)->len))

pt_module *pt_module_try_derive_room(const pt_module *base, uint32_t room_ops) {
  return pt_module_try_derive_tables(base, NULL, room_ops);
}

pt_module *pt_module_try_derive_tables(const pt_module *base, pt_module *tables, uint32_t room_ops) {
  pt_module *m = calloc(1, sizeof *m);
  if (!m) return NULL;
  pt_arena_init(&m->arena);
  m->base = base;
  /* Types and strings (ids and bytes) from `tables`, held; the program's
   * tables from base. */
  if (tables) pt_module_hold(tables), m->held = tables;
  const pt_module *tb = tables ? tables : base;
  m->filename = pt_strdup(base->filename ? base->filename : "<input>");
  m->sym_name = base->sym_name;
  m->attrs = base->attrs;
  /* Strings: the id tables are copied, the bytes stay in base's arena;
   * strings interned from now on go to this module's own arena. */
  const pt_interner *bs = &tb->strings;
  pt_arena_init(&m->strings.arena);
  m->strings.n = bs->n;
  m->strings.cap = bs->cap;
  m->strings.n_slots = bs->n_slots;
  /* Room for cap entries, of which the first n are set (the rest are
   * never read: ids stop at n). */
  m->strings.strs = malloc((size_t)bs->cap * sizeof *bs->strs);
  m->strings.lens = malloc((size_t)bs->cap * sizeof *bs->lens);
  m->strings.slots = dup_array(bs->slots, (size_t)bs->n_slots * sizeof *bs->slots);
  m->n_type_slots = tb->n_type_slots;
  m->type_slots = dup_array(tb->type_slots, (size_t)tb->n_type_slots * sizeof *tb->type_slots);
  if (!m->filename || !m->strings.strs || !m->strings.lens || !m->strings.slots || !m->type_slots) goto fail;
  memcpy(m->strings.strs, bs->strs, (size_t)bs->n * sizeof *bs->strs);
  memcpy(m->strings.lens, bs->lens, (size_t)bs->n * sizeof *bs->lens);
  /* With room for `room_ops` more ops, their results, operands and
   * attributes at the base's own averages, so that a pass appending about
   * that many does not copy the tables again each time they double. */
  uint64_t n_ops = base->ops.len ? base->ops.len : 1;
  uint64_t per_op_values = (base->values.len + n_ops - 1) / n_ops, per_op_operands = (base->operand_pool.len + n_ops - 1) / n_ops;
  /* New ops carry more attributes than the average (collectives have
   * four or five). */
  uint64_t per_op_attrs = 2 * ((base->attr_pool.len + n_ops - 1) / n_ops) + 1;
  bool ok = COPY_VEC(&m->types, &tb->types) &&
            COPY_VEC_ROOM(&m->values, &base->values, room_ops ? room_ops * per_op_values : 0) &&
            COPY_VEC_ROOM(&m->ops, &base->ops, room_ops) && COPY_VEC(&m->regions, &base->regions) &&
            COPY_VEC(&m->funcs, &base->funcs) && COPY_VEC(&m->meshes, &base->meshes) &&
            COPY_VEC_ROOM(&m->operand_pool, &base->operand_pool, room_ops ? room_ops * per_op_operands : 0) &&
            COPY_VEC_ROOM(&m->attr_pool, &base->attr_pool, room_ops ? room_ops * per_op_attrs : 0) &&
            COPY_VEC(&m->region_pool, &base->region_pool) &&
            COPY_VEC_ROOM(&m->op_order, &base->op_order, room_ops) && COPY_VEC(&m->type_pool, &base->type_pool);
  if (!ok) {
    m->funcs.len = 0; /* none of their arrays is this module's yet */
    goto fail;
  }
  /* A function's per-argument and per-result arrays are the module's own
   * (pt_module_free frees them); the attributes they point to are shared. */
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    pt_func *f = &m->funcs.data[i];
    uint32_t n_args = f->body < m->regions.len ? m->regions.data[f->body].n_args : 0;
    const pt_attr **args = f->arg_attrs, **results = f->result_attrs;
    f->arg_attrs = args ? dup_array(args, (size_t)(n_args ? n_args : 1) * sizeof *args) : NULL;
    f->result_attrs = results ? dup_array(results, (size_t)(f->n_results ? f->n_results : 1) * sizeof *results) : NULL;
    if ((args && !f->arg_attrs) || (results && !f->result_attrs)) {
      m->funcs.len = i + 1; /* the later ones still point into base */
      goto fail;
    }
  }
  return m;
fail:
  pt_module_free(m);
  return NULL;
}

uint64_t pt_module_footprint(const pt_module *m) {
  uint64_t n = m->arena.bytes_used + m->strings.arena.bytes_used;
  n += (uint64_t)m->strings.n * (sizeof *m->strings.strs + sizeof *m->strings.lens);
  n += (uint64_t)m->types.len * sizeof *m->types.data;
  n += (uint64_t)m->values.len * sizeof *m->values.data;
  n += (uint64_t)m->ops.len * sizeof *m->ops.data;
  n += (uint64_t)m->regions.len * sizeof *m->regions.data;
  n += (uint64_t)m->funcs.len * sizeof *m->funcs.data;
  n += (uint64_t)m->meshes.len * sizeof *m->meshes.data;
  n += (uint64_t)m->operand_pool.len * sizeof *m->operand_pool.data;
  n += (uint64_t)m->attr_pool.len * sizeof *m->attr_pool.data;
  n += (uint64_t)m->region_pool.len * sizeof *m->region_pool.data;
  n += (uint64_t)m->op_order.len * sizeof *m->op_order.data;
  n += (uint64_t)m->type_pool.len * sizeof *m->type_pool.data;
  return n;
}

const char *pt_str(const pt_module *m, uint32_t id) { return pt_interned_str(&m->strings, id); }

/* ---- types ---- */

static uint64_t type_hash(const pt_type *t) {
  return pt_hash_bytes(t, offsetof(pt_type, dims) + t->rank * sizeof t->dims[0], 7);
}

static bool type_eq(const pt_type *a, const pt_type *b) {
  return a->kind == b->kind && a->dtype == b->dtype && a->rank == b->rank &&
         memcmp(a->dims, b->dims, a->rank * sizeof a->dims[0]) == 0;
}

static bool type_rehash(pt_module *m) {
  uint32_t n = m->n_type_slots * 2;
  uint32_t *slots = malloc(n * sizeof *slots);
  if (!slots) return false;
  for (uint32_t i = 0; i < n; i++) slots[i] = PT_NONE;
  for (uint32_t id = 0; id < m->types.len; id++) {
    uint32_t i = (uint32_t)type_hash(&m->types.data[id]) & (n - 1);
    while (slots[i] != PT_NONE) i = (i + 1) & (n - 1);
    slots[i] = id;
  }
  free(m->type_slots);
  m->type_slots = slots;
  m->n_type_slots = n;
  return true;
}

uint32_t pt_type_intern(pt_module *m, const pt_type *t) {
  pt_type key;
  memset(&key, 0, sizeof key); /* canonical padding and unused dims */
  key.kind = t->kind;
  key.dtype = t->kind == PT_TYPE_TENSOR ? t->dtype : 0;
  key.rank = t->kind == PT_TYPE_TENSOR ? t->rank : 0;
  PT_ASSERT(key.rank <= PT_MAX_RANK);
  memcpy(key.dims, t->dims, key.rank * sizeof key.dims[0]);
  uint32_t mask = m->n_type_slots - 1;
  uint32_t i = (uint32_t)type_hash(&key) & mask;
  while (m->type_slots[i] != PT_NONE) {
    if (type_eq(&m->types.data[m->type_slots[i]], &key)) return m->type_slots[i];
    i = (i + 1) & mask;
  }
  /* Both tables grow before the type is added, so that a failure leaves
   * them as they were; type 0 then stands in (it exists: a module starts
   * with room for its first types), and m reports the failure. */
  if ((uint64_t)(m->types.len + 1) * 2 > m->n_type_slots) {
    if (!type_rehash(m)) return oom(m), 0;
    mask = m->n_type_slots - 1;
    i = (uint32_t)type_hash(&key) & mask;
    while (m->type_slots[i] != PT_NONE) i = (i + 1) & mask;
  }
  uint32_t id = m->types.len;
  if (!pt_vec_try_push(&m->types, key)) return oom(m), 0;
  m->type_slots[i] = id;
  return id;
}

/* ---- lookups ---- */

const pt_attr *pt_op_attr(const pt_module *m, const pt_op *op, const char *name) {
  uint32_t lo = 0, hi = op->n_attrs;
  if (!hi) return NULL; /* the pool may still be NULL */
  const pt_named_attr *a = m->attr_pool.data + op->attrs;
  while (lo < hi) {
    uint32_t mid = (lo + hi) / 2;
    int c = strcmp(pt_str(m, a[mid].name), name);
    if (c == 0) return a[mid].value;
    if (c < 0)
      lo = mid + 1;
    else
      hi = mid;
  }
  return NULL;
}

pt_status *pt_op_error(const pt_module *m, const pt_op *op, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_buf b = {0};
  pt_buf_printf(&b, "'%s' op ", pt_op_name((pt_opcode)op->code));
  pt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  pt_status *s = pt_error_at(PT_ERR_VERIFY, m->filename, op->loc, "%s", b.data);
  pt_buf_free(&b);
  return s;
}

pt_status *pt_nesting_error(const pt_module *m, const pt_op *op) {
  return pt_op_error(m, op, "has regions nested more than %d levels deep (partir's limit for every program)",
                     PT_MAX_NESTING);
}

uint32_t pt_module_find_func(const pt_module *m, const char *name) {
  for (uint32_t i = 0; i < m->funcs.len; i++)
    if (strcmp(pt_str(m, m->funcs.data[i].name), name) == 0) return i;
  return PT_NONE;
}

/* ---- builder ---- */

void pt_builder_init(pt_builder *b, pt_module *m) {
  memset(b, 0, sizeof *b);
  b->m = m;
  b->func = PT_NONE;
}

void pt_builder_free(pt_builder *b) {
  pt_vec_free(&b->open);
  pt_vec_free(&b->pending);
  pt_vec_free(&b->pending_at);
}

/* Builder calls are all or nothing: every table grows before anything is
 * added, so that a call that fails (PT_NONE or false, the module marked
 * out of memory) leaves the module and the builder as they were. */

uint32_t pt_builder_begin_region(pt_builder *b, const uint32_t *arg_types, uint32_t n_args) {
  pt_module *m = b->m;
  if (!pt_vec_try_reserve(&m->regions, 1) || !pt_vec_try_reserve(&m->values, n_args) ||
      !pt_vec_try_reserve(&b->open, 1) || !pt_vec_try_reserve(&b->pending_at, 1))
    return oom(m), PT_NONE;
  uint32_t id = m->regions.len;
  pt_region r = {.parent_op = PT_NONE, .func = b->func, .n_args = n_args, .args = m->values.len};
  m->regions.data[m->regions.len++] = r;
  for (uint32_t i = 0; i < n_args; i++) {
    pt_value v = {.type = arg_types[i], .def = id, .index = i, .is_arg = 1};
    m->values.data[m->values.len++] = v;
  }
  b->open.data[b->open.len++] = id;
  b->pending_at.data[b->pending_at.len++] = b->pending.len;
  return id;
}

uint32_t pt_builder_begin_region_like(pt_builder *b, const pt_module *src, uint32_t region) {
  const pt_region *r = &src->regions.data[region];
  /* Read the types first: opening the region may move src's values when
   * src is the builder's own module. */
  uint32_t *types = malloc(((size_t)r->n_args + 1) * sizeof *types);
  if (!types) return oom(b->m), PT_NONE;
  for (uint32_t i = 0; i < r->n_args; i++) types[i] = src->values.data[r->args + i].type;
  uint32_t id = pt_builder_begin_region(b, types, r->n_args);
  free(types);
  return id;
}

uint32_t pt_builder_copy_span(pt_builder *b, const pt_module *src, uint32_t op_a, uint32_t op_b, uint32_t top,
                              uint32_t val_a, uint32_t val_b, const uint32_t *map, uint32_t map_len) {
  pt_module *m = b->m;
  PT_ASSERT(b->open.len > 0);
  if (op_a >= op_b || op_b > src->ops.len || val_a > val_b || val_b > src->values.len) return PT_NONE;
  const pt_op *first = &src->ops.data[op_a], *last = &src->ops.data[op_b - 1];
  /* The span's slices of the pools: built in op order, so contiguous. */
  uint32_t oa = first->operands, ob = last->operands + last->n_operands;
  uint32_t aa = first->attrs, ab = last->attrs + last->n_attrs;
  uint32_t pa = first->regions, pb = last->regions + last->n_regions;
  if (ob < oa || ab < aa || pb < pa) return PT_NONE;
  /* Every operand made outside has its stand-in. */
  for (uint32_t i = oa; i < ob; i++) {
    uint32_t u = src->operand_pool.data[i];
    if ((u < val_a || u >= val_b) && (u >= map_len || map[u] == PT_NONE)) return PT_NONE;
  }
  /* Its regions (made one after the other, each owned by an op of the
   * span) and their op lists. */
  uint32_t ra = UINT32_MAX, rb = 0, qa = UINT32_MAX, qb = 0;
  for (uint32_t i = pa; i < pb; i++) {
    uint32_t r = src->region_pool.data[i];
    const pt_region *reg = &src->regions.data[r];
    ra = r < ra ? r : ra, rb = r + 1 > rb ? r + 1 : rb;
    qa = reg->ops < qa ? reg->ops : qa, qb = reg->ops + reg->n_ops > qb ? reg->ops + reg->n_ops : qb;
  }
  if (pa == pb) ra = rb = qa = qb = 0;
  if (rb - ra != pb - pa) return PT_NONE;
  uint32_t n_ops = op_b - op_a, n_vals = val_b - val_a, n_regs = rb - ra;
  if (!pt_vec_try_reserve(&m->ops, n_ops) || !pt_vec_try_reserve(&m->values, n_vals) ||
      !pt_vec_try_reserve(&m->operand_pool, ob - oa) || !pt_vec_try_reserve(&m->attr_pool, ab - aa) ||
      !pt_vec_try_reserve(&m->region_pool, pb - pa) || !pt_vec_try_reserve(&m->regions, n_regs) ||
      !pt_vec_try_reserve(&m->op_order, qb - qa) || !pt_vec_try_reserve(&b->pending, n_ops))
    return oom(m), PT_NONE;
  uint32_t dop = m->ops.len, dval = m->values.len, dreg = m->regions.len, here = b->open.data[b->open.len - 1];
  uint32_t dopnd = m->operand_pool.len, dattr = m->attr_pool.len, dpool = m->region_pool.len, dord = m->op_order.len;
  for (uint32_t v = val_a; v < val_b; v++) {
    pt_value x = src->values.data[v];
    x.def = x.is_arg ? x.def - ra + dreg : x.def - op_a + dop;
    m->values.data[m->values.len++] = x;
  }
  for (uint32_t o = op_a; o < op_b; o++) {
    pt_op x = src->ops.data[o];
    x.operands = x.operands - oa + dopnd;
    x.results = x.results - val_a + dval;
    x.attrs = x.attrs - aa + dattr;
    x.regions = x.regions - pa + dpool;
    if (x.parent == top) {
      x.parent = here;
      b->pending.data[b->pending.len++] = m->ops.len;
    } else {
      x.parent = x.parent - ra + dreg;
    }
    m->ops.data[m->ops.len++] = x;
  }
  for (uint32_t i = oa; i < ob; i++) {
    uint32_t u = src->operand_pool.data[i];
    m->operand_pool.data[m->operand_pool.len++] = u >= val_a && u < val_b ? u - val_a + dval : map[u];
  }
  if (ab > aa) memcpy(m->attr_pool.data + m->attr_pool.len, src->attr_pool.data + aa, (ab - aa) * sizeof *m->attr_pool.data);
  m->attr_pool.len += ab - aa;
  for (uint32_t i = pa; i < pb; i++) m->region_pool.data[m->region_pool.len++] = src->region_pool.data[i] - ra + dreg;
  for (uint32_t r = ra; r < rb; r++) {
    pt_region x = src->regions.data[r];
    x.parent_op = x.parent_op - op_a + dop;
    x.func = b->func;
    x.args = x.args - val_a + dval;
    x.ops = x.ops - qa + dord;
    m->regions.data[m->regions.len++] = x;
  }
  for (uint32_t i = qa; i < qb; i++) m->op_order.data[m->op_order.len++] = src->op_order.data[i] - op_a + dop;
  return dop;
}

uint32_t pt_builder_end_region(pt_builder *b) {
  pt_module *m = b->m;
  PT_ASSERT(b->open.len > 0);
  uint32_t id = b->open.data[--b->open.len];
  uint32_t start = b->pending_at.data[--b->pending_at.len];
  uint32_t n = b->pending.len - start;
  pt_region *r = &m->regions.data[id];
  b->pending.len = start;
  /* Without room the region stays empty; the module says it is out of
   * memory, so nobody reads it. */
  if (!pt_vec_try_reserve(&m->op_order, n)) return oom(m), id;
  r->ops = m->op_order.len;
  r->n_ops = n;
  if (n) memcpy(m->op_order.data + m->op_order.len, b->pending.data + start, n * sizeof(uint32_t));
  m->op_order.len += n;
  return id;
}

uint32_t pt_builder_begin_func(pt_builder *b, uint32_t name, bool is_private, const uint32_t *arg_types,
                               uint32_t n_args, pt_loc loc) {
  pt_module *m = b->m;
  uint32_t id = m->funcs.len;
  pt_func f = {.name = name, .is_private = is_private, .body = PT_NONE, .loc = loc};
  if (!pt_vec_try_reserve(&m->funcs, 1)) return oom(m), PT_NONE;
  b->func = id;
  if (pt_builder_begin_region(b, arg_types, n_args) == PT_NONE) {
    b->func = PT_NONE;
    return PT_NONE;
  }
  m->funcs.data[m->funcs.len++] = f;
  return id;
}

bool pt_builder_end_func(pt_builder *b, uint32_t func, uint32_t body, const uint32_t *result_types,
                         uint32_t n_results, const pt_attr **arg_attrs, const pt_attr **result_attrs,
                         const pt_attr *attrs) {
  pt_module *m = b->m;
  pt_func *f = &m->funcs.data[func];
  b->func = PT_NONE;
  f->body = body;
  uint32_t n_args = m->regions.data[body].n_args;
  const pt_attr **args = calloc(n_args ? n_args : 1, sizeof *args);
  const pt_attr **results = calloc(n_results ? n_results : 1, sizeof *results);
  if (!args || !results || !pt_vec_try_reserve(&m->type_pool, n_results)) {
    free(args);
    free(results);
    return oom(m);
  }
  f->n_results = n_results;
  f->result_types = m->type_pool.len;
  for (uint32_t i = 0; i < n_results; i++) m->type_pool.data[m->type_pool.len++] = result_types[i];
  f->arg_attrs = args;
  f->result_attrs = results;
  for (uint32_t i = 0; i < n_args && arg_attrs; i++) f->arg_attrs[i] = arg_attrs[i];
  for (uint32_t i = 0; i < n_results && result_attrs; i++) f->result_attrs[i] = result_attrs[i];
  f->attrs = attrs;
  return true;
}

uint32_t pt_builder_op(pt_builder *b, pt_opcode code, const uint32_t *operands, uint32_t n_operands,
                       const uint32_t *result_types, uint32_t n_results, const pt_named_attr *attrs,
                       uint32_t n_attrs, const uint32_t *regions, uint32_t n_regions, pt_loc loc) {
  pt_module *m = b->m;
  PT_ASSERT(b->open.len > 0);
  PT_ASSERT(n_regions <= UINT16_MAX);
  if (!pt_vec_try_reserve(&m->operand_pool, n_operands) || !pt_vec_try_reserve(&m->values, n_results) ||
      !pt_vec_try_reserve(&m->attr_pool, n_attrs) || !pt_vec_try_reserve(&m->region_pool, n_regions) ||
      !pt_vec_try_reserve(&m->ops, 1) || !pt_vec_try_reserve(&b->pending, 1))
    return oom(m), PT_NONE;
  uint32_t id = m->ops.len;
  pt_op op = {0};
  op.code = (uint16_t)code;
  op.loc = loc;
  op.parent = b->open.data[b->open.len - 1];

  op.operands = m->operand_pool.len;
  op.n_operands = n_operands;
  if (n_operands) memcpy(m->operand_pool.data + m->operand_pool.len, operands, n_operands * sizeof(uint32_t));
  m->operand_pool.len += n_operands;

  op.results = m->values.len;
  op.n_results = n_results;
  for (uint32_t i = 0; i < n_results; i++) {
    pt_value v = {.type = result_types[i], .def = id, .index = i, .is_arg = 0};
    m->values.data[m->values.len++] = v;
  }

  /* Attributes sorted by name so lookups can binary-search and printing is
   * canonical (MLIR sorts attribute dictionaries the same way). */
  op.attrs = m->attr_pool.len;
  op.n_attrs = n_attrs;
  /* No pointer arithmetic on a still-NULL pool (UB even with offset 0). */
  pt_named_attr *dst = n_attrs ? m->attr_pool.data + m->attr_pool.len : NULL;
  for (uint32_t i = 0; i < n_attrs; i++) {
    pt_named_attr x = attrs[i];
    const char *xs = pt_str(m, x.name);
    uint32_t j = i;
    while (j > 0 && strcmp(pt_str(m, dst[j - 1].name), xs) > 0) {
      dst[j] = dst[j - 1];
      j--;
    }
    dst[j] = x;
  }
  m->attr_pool.len += n_attrs;

  op.regions = m->region_pool.len;
  op.n_regions = (uint16_t)n_regions;
  for (uint32_t i = 0; i < n_regions; i++) {
    m->region_pool.data[m->region_pool.len++] = regions[i];
    m->regions.data[regions[i]].parent_op = id;
  }

  m->ops.data[m->ops.len++] = op;
  b->pending.data[b->pending.len++] = id;
  return id;
}

uint32_t pt_value_region(const pt_module *m, uint32_t v) {
  const pt_value *val = &m->values.data[v];
  return val->is_arg ? val->def : m->ops.data[val->def].parent;
}

bool pt_regions_reachable(const pt_module *m, uint32_t root, uint8_t *seen, pt_id_vec *out) {
  pt_id_vec stack = {0};
  bool ok = pt_vec_try_push(&stack, root);
  seen[root] = 1;
  while (ok && stack.len) {
    uint32_t r = stack.data[--stack.len];
    ok = pt_vec_try_push(out, r);
    const pt_region *reg = &m->regions.data[r];
    for (uint32_t i = 0; ok && i < reg->n_ops; i++) {
      const pt_op *op = pt_op_get(m, pt_region_op(m, reg, i));
      for (uint32_t k = 0; ok && k < op->n_regions; k++) {
        uint32_t sub = pt_op_region(m, op, k);
        if (!seen[sub]) {
          seen[sub] = 1;
          ok = pt_vec_try_push(&stack, sub);
        }
      }
      if (ok && op->code == PT_OP_FUNC_CALL) {
        const pt_attr *callee = pt_op_attr(m, op, "callee");
        uint32_t f = callee && callee->kind == PT_ATTR_SYMBOL ? pt_module_find_func(m, callee->u.str.data) : PT_NONE;
        if (f != PT_NONE && !seen[m->funcs.data[f].body]) {
          seen[m->funcs.data[f].body] = 1;
          ok = pt_vec_try_push(&stack, m->funcs.data[f].body);
        }
      }
    }
  }
  pt_vec_free(&stack);
  return ok;
}
