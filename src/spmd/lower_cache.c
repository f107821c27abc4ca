/* lower_cache.c - per-op lowering plans kept across lowerings
 * (pt_spmd_cache, spmd.h).
 *
 * What lower.c decides for a computed op -- the layout each operand is
 * needed in and the layout each result comes out in -- follows from the
 * op (static) and the decisions of its own operands and results on every
 * axis: the TMR entry on an axis is the one fitting those decisions
 * (divisibility reads the same values' decisions on the other axes), a
 * conflict is resolved by their tactics, and the loops are ordered by
 * their results' decision sequence numbers. That is the op's signature:
 * kind, dim, reducer and tactic of each operand and result on each axis,
 * then the axes of its loops in order. Two states with one signature for
 * an op lower it to the same plan, so a search that lowers thousands of
 * candidates differing from their parent in a few thousand values finds
 * the plans of all other ops here, whatever state they were made for.
 *
 * A plan holds layouts only (no module ids), so it is valid in every
 * program lowered from the same input module, mesh and function; the
 * cache forgets everything when it is used for another one. Keys are
 * compared whole (never by hash alone), so a hit is exact. Memory is
 * bounded: past max_bytes the cache empties itself and fills again.
 *
 * Without memory: binding fails (a status; the cache is left unbound and
 * empty), and a signature that cannot be kept is not (the table is a
 * memo: the op is planned again next time). The per-op plans of the last
 * lowering are preallocated at binding, so they never go stale for want
 * of memory. */
#include <stdlib.h>
#include <string.h>

#include "spmd_internal.h"

typedef struct {
  uint64_t hash;
  uint32_t op;
  uint32_t key_at, key_len; /* in keys */
  uint32_t lay_at;          /* in lays: operands, then results */
  uint8_t looped;
} plan_entry;

struct pt_spmd_cache {
  size_t max_bytes;
  /* What the plans are valid for. */
  const pt_module *m;
  uint32_t func, n_values, n_ops;
  pt_mesh mesh;
  bool bound;
  PT_VEC(plan_entry) entries;
  uint32_t *slots; /* open addressing: entry index + 1, 0 = empty */
  uint32_t cap;    /* power of two */
  PT_VEC(uint8_t) keys;
  PT_VEC(pt_layout) lays;
  /* The state last lowered with this cache (its decisions, whole) and,
   * per op, the plan it used then (entry index + 1, 0 = none). An op none
   * of whose operands and results changed since keeps that plan without
   * its key being made or looked up: the diff below is what makes a
   * candidate's lowering plan only the ops around its changes. */
  pt_decision *snap;
  /* op id -> 0: no plan, 1: a plan without loops, 2: with loops; the plan's
   * layouts are a copy at last_at[op] in last_lays (operands, then
   * results), so that the ops that keep their plans -- most of a
   * candidate's -- read them in op order rather than chasing entries
   * spread over the table. */
  uint8_t *last;
  uint32_t *last_at;
  pt_layout *last_lays;
  uint32_t *changed;   /* value id -> the epoch in which its decisions last differed */
  uint32_t epoch;
  bool complete; /* the last lowering planned every op (last[] matches snap) */
  bool pinned;   /* snap and last[] stay those of the pinned state */
  bool bind_pinned; /* pinned when the last lowering began */
  /* The key being looked up, kept for the insertion after a miss (none
   * when it could not be made: key_ok false). */
  PT_VEC(uint8_t) key;
  bool key_ok;
  uint64_t key_hash;
  uint32_t key_op;
  pt_spmd_cache_stats stats;
  /* The last lowering made without a pin, kept for replay (ref), and
   * the one being recorded (rec; swapped in when it completes). ref_ok:
   * ref is the state the snapshot holds (false from the start of an
   * unpinned lowering until it completes, and once the cache empties). */
  pt_spmd_ref ref, rec;
  bool ref_ok;
  /* pt_spmd_cache_input_figure's: valid for (m, func) while bound. */
  double figure[PT_SPMD_FIGURE_COUNT];
  bool has_figure[PT_SPMD_FIGURE_COUNT];
};

enum { DEFAULT_MAX_BYTES = 64u << 20 };

pt_spmd_cache *pt_spmd_cache_new(size_t max_bytes) {
  pt_spmd_cache *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->max_bytes = max_bytes ? max_bytes : DEFAULT_MAX_BYTES;
  return c;
}

static void ref_free(pt_spmd_ref *r) {
  pt_module_free(r->m);
  free(r->frag);
  free(r->cur);
  free(r->lay);
  free(r->arg_lay);
  pt_vec_free(&r->cse);
  pt_vec_free(&r->coll);
  pt_vec_free(&r->groups);
  memset(r, 0, sizeof *r);
}

static void clear(pt_spmd_cache *c) {
  c->ref_ok = false;
  c->entries.len = c->keys.len = c->lays.len = 0;
  if (c->slots) memset(c->slots, 0, (size_t)c->cap * sizeof *c->slots);
  if (c->last) memset(c->last, 0, (size_t)c->n_ops * sizeof *c->last);
}

static void keep_last(pt_spmd_cache *c, uint32_t op_id, const pt_op *op, const pt_layout *in_l, const pt_layout *out_l,
                      bool looped) {
  pt_layout *l = c->last_lays + c->last_at[op_id];
  memcpy(l, in_l, op->n_operands * sizeof *l);
  memcpy(l + op->n_operands, out_l, op->n_results * sizeof *l);
  c->last[op_id] = looped ? 2 : 1;
}

/* Frees what a binding sized by the state's values and ops (the snapshot,
 * the last plan per op and the changed marks). */
static void free_binding(pt_spmd_cache *c) {
  free(c->snap);
  free(c->last);
  free(c->last_at);
  free(c->last_lays);
  free(c->changed);
  ref_free(&c->ref);
  ref_free(&c->rec);
  c->ref_ok = false;
  c->snap = NULL, c->last = NULL, c->last_at = NULL, c->last_lays = NULL, c->changed = NULL;
}

void pt_spmd_cache_free(pt_spmd_cache *c) {
  if (!c) return;
  pt_vec_free(&c->entries);
  pt_vec_free(&c->keys);
  pt_vec_free(&c->lays);
  pt_vec_free(&c->key);
  free(c->slots);
  free_binding(c);
  free(c);
}

void pt_spmd_cache_stats_get(const pt_spmd_cache *c, pt_spmd_cache_stats *out) {
  *out = c->stats;
  out->entries = c->entries.len;
  out->bytes = (uint64_t)c->entries.cap * sizeof *c->entries.data + (uint64_t)c->keys.cap +
               (uint64_t)c->lays.cap * sizeof *c->lays.data + (uint64_t)c->cap * sizeof *c->slots +
               (uint64_t)c->key.cap;
  if (c->snap)
    out->bytes += (uint64_t)c->mesh.n_axes * c->n_values * (sizeof *c->snap + sizeof *c->changed) +
                  (uint64_t)c->n_ops * (sizeof *c->last + sizeof *c->last_at) +
                  (uint64_t)c->last_at[c->n_ops] * sizeof *c->last_lays;
}

static bool same_mesh(const pt_mesh *a, const pt_mesh *b) {
  if (a->n_axes != b->n_axes) return false;
  for (uint32_t i = 0; i < a->n_axes; i++)
    if (a->sizes[i] != b->sizes[i] || strcmp(a->names[i], b->names[i]) != 0) return false;
  return true;
}

pt_status *pt_spmd_cache_bind(pt_spmd_cache *c, const pt_partition *p) {
  size_t n_dec = (size_t)p->mesh.n_axes * p->n_values;
  if (!(c->bound && c->m == p->m && c->func == p->func && c->n_values == p->n_values &&
        c->n_ops == p->m->ops.len && same_mesh(&c->mesh, &p->mesh))) {
    if (c->bound) c->stats.resets++;
    c->pinned = c->bind_pinned = false;
    free_binding(c);
    c->bound = false;
    c->m = p->m, c->func = p->func, c->n_values = p->n_values, c->n_ops = p->m->ops.len;
    c->mesh = p->mesh;
    /* No earlier state: every value counts as changed (epoch 1 below). */
    c->snap = pt_calloc(n_dec + 1, sizeof *c->snap);
    c->last = pt_calloc((size_t)c->n_ops + 1, sizeof *c->last);
    c->last_at = pt_malloc(((size_t)c->n_ops + 1) * sizeof *c->last_at);
    c->changed = pt_calloc((size_t)c->n_values + 1, sizeof *c->changed);
    if (!c->snap || !c->last || !c->last_at || !c->changed) goto nomem;
    uint32_t at = 0;
    for (uint32_t o = 0; o < c->n_ops; o++) {
      c->last_at[o] = at;
      at += p->m->ops.data[o].n_operands + p->m->ops.data[o].n_results;
    }
    c->last_at[c->n_ops] = at;
    c->last_lays = pt_malloc(((size_t)at + 1) * sizeof *c->last_lays);
    if (!c->last_lays) goto nomem;
    c->bound = true;
    c->epoch = 0;
    clear(c);
    memset(c->has_figure, 0, sizeof c->has_figure); /* another input: its figures are not these */
    for (uint32_t v = 0; v < c->n_values; v++) c->changed[v] = 1;
  }
  /* A lowering that stopped early left some ops' last plans older than
   * the snapshot: forget them (unpinning too). */
  if ((!c->complete && !c->pinned) || (c->bind_pinned && !c->pinned))
    /* ... and one that lost its pin on the way (the cache was full)
     * planned some ops for itself while the snapshot stayed the pinned
     * state's. */
    memset(c->last, 0, (size_t)c->n_ops * sizeof *c->last);
  c->complete = false;
  c->bind_pinned = c->pinned;
  /* An unpinned lowering moves the snapshot off the kept reference. */
  if (!c->pinned) c->ref_ok = false;
  /* The values whose decisions differ from the last (or pinned) state's,
   * on any axis (every field compared: conservative and exact). */
  c->epoch++;
  /* Blocks of decisions first (a candidate differs from its parent in a
   * few thousand of tens of thousands), then each decision of a block
   * that differs. */
  enum { BLOCK = 64 };
  for (size_t at = 0; at < n_dec; at += BLOCK) {
    size_t end = at + BLOCK < n_dec ? at + BLOCK : n_dec;
    if (memcmp(&c->snap[at], &p->d[at], (end - at) * sizeof *c->snap) == 0) continue;
    for (size_t i = at; i < end; i++)
      if (memcmp(&c->snap[i], &p->d[i], sizeof *c->snap) != 0) {
        if (!c->pinned) c->snap[i] = p->d[i];
        c->changed[i % c->n_values] = c->epoch;
      }
  }
  return NULL;
nomem:
  /* Unbound and empty (the next binding starts from nothing). */
  free_binding(c);
  c->entries.len = c->keys.len = c->lays.len = 0;
  if (c->slots) memset(c->slots, 0, (size_t)c->cap * sizeof *c->slots);
  return pt_nomem();
}

void pt_spmd_cache_pin(pt_spmd_cache *c, bool pin) {
  /* Only a state whose lowering planned every op can be the reference. */
  c->pinned = pin && c->bound && c->complete;
  if (!pin && c->last) memset(c->last, 0, (size_t)c->n_ops * sizeof *c->last), c->complete = false;
}

void pt_spmd_cache_done(pt_spmd_cache *c, pt_module *lowered) {
  c->complete = true;
  if (!lowered || c->bind_pinned) return;
  /* The recording becomes the reference; the old one is dropped. */
  pt_spmd_ref old = c->ref;
  c->ref = c->rec;
  c->rec = old;
  pt_module_free(c->rec.m);
  c->rec.m = NULL;
  pt_module_hold(lowered);
  c->ref.m = lowered;
  c->ref_ok = true;
}

const pt_spmd_ref *pt_spmd_cache_replay_ref(const pt_spmd_cache *c) {
  return c->bound && c->pinned && c->bind_pinned && c->ref_ok && c->ref.m ? &c->ref : NULL;
}

pt_spmd_ref *pt_spmd_cache_recording(pt_spmd_cache *c) {
  if (!c->bound || c->bind_pinned) return NULL;
  pt_spmd_ref *r = &c->rec;
  /* Sized for the bound input (kept across recordings). */
  if (!r->frag || r->n_ops != c->n_ops || r->n_old != c->m->values.len) {
    free(r->frag);
    free(r->cur);
    free(r->lay);
    r->n_ops = c->n_ops, r->n_old = c->m->values.len;
    r->frag = pt_malloc(((size_t)r->n_ops + 1) * sizeof *r->frag);
    r->cur = pt_malloc(((size_t)r->n_old + 1) * sizeof *r->cur);
    r->lay = pt_malloc(((size_t)r->n_old + 1) * sizeof *r->lay);
    if (!r->frag || !r->cur || !r->lay) {
      /* A memo only: without memory nothing is recorded. */
      free(r->frag), free(r->cur), free(r->lay);
      r->frag = NULL, r->cur = NULL, r->lay = NULL, r->n_ops = 0;
      return NULL;
    }
  }
  memset(r->frag, 0xff, (size_t)r->n_ops * sizeof *r->frag);
  r->cse.len = r->coll.len = r->groups.len = 0;
  return r;
}

void pt_spmd_cache_count_replay(pt_spmd_cache *c) {
  c->stats.kept++;
  c->stats.replayed++;
}

bool pt_spmd_cache_input_figure(const pt_spmd_cache *c, const pt_module *m, uint32_t func, pt_spmd_figure which,
                                double *out) {
  if (!c || !c->bound || c->m != m || c->func != func || which >= PT_SPMD_FIGURE_COUNT || !c->has_figure[which])
    return false;
  *out = c->figure[which];
  return true;
}

void pt_spmd_cache_keep_input_figure(pt_spmd_cache *c, const pt_module *m, uint32_t func, pt_spmd_figure which,
                                     double value) {
  /* Kept only for what the cache is bound to: a rebind forgets it. */
  if (!c || !c->bound || c->m != m || c->func != func || which >= PT_SPMD_FIGURE_COUNT) return;
  c->figure[which] = value;
  c->has_figure[which] = true;
}

/* Whether no operand or result of op_id changed since the last lowering. */
static bool unchanged(const pt_spmd_cache *c, const pt_module *m, const pt_op *op) {
  for (uint32_t i = 0; i < op->n_operands; i++)
    if (c->changed[pt_op_operand(m, op, i)] == c->epoch) return false;
  for (uint32_t j = 0; j < op->n_results; j++)
    if (c->changed[pt_op_result(op, j)] == c->epoch) return false;
  return true;
}

/* The signature of op_id in p (see the top) into c->key; false when the
 * host has no memory for it. */
static bool make_key(pt_spmd_cache *c, const pt_partition *p, uint32_t op_id) {
  const pt_op *op = pt_op_get(p->m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results, n_axes = p->mesh.n_axes;
  c->key.len = 0;
  c->key_op = op_id;
  size_t need = (size_t)(no + nr) * n_axes * 4 + n_axes + 1;
  if (need >= UINT32_MAX || !pt_vec_try_reserve(&c->key, (uint32_t)need)) return false;
  uint8_t *k = c->key.data;
  uint32_t len = 0;
  /* The hash is made as the key is, a word per decision (only where a
   * key is looked for depends on it: keys are compared whole); reading
   * the key's bytes back as words would wait for their stores. */
  uint64_t h = (op_id + 1) * UINT64_C(0x9E3779B97F4A7C15);
  for (uint32_t pos = 0; pos < no + nr; pos++) {
    uint32_t v = pos < no ? pt_op_operand(p->m, op, pos) : pt_op_result(op, pos - no);
    for (uint32_t a = 0; a < n_axes; a++) {
      const pt_decision *d = pt_decision_get(p, v, a);
      uint8_t b[4] = {d->kind, d->kind == PT_DECISION_TILED ? (uint8_t)d->dim : 0xff,
                      d->kind == PT_DECISION_PARTIAL ? d->reducer : 0,
                      d->kind == PT_DECISION_OPEN ? 0 : (uint8_t)(d->tactic < 255 ? d->tactic : 255)};
      uint32_t w = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
      memcpy(k + len, b, 4);
      len += 4;
      h = (h ^ w) * UINT64_C(0xC2B2AE3D27D4EB4F);
      h ^= h >> 31;
    }
  }
  /* The loops' order: axes where a result is chunked, by the smallest
   * sequence number of those results' decisions (pt_core_loops). */
  uint32_t axes[PT_MESH_MAX_AXES], keys[PT_MESH_MAX_AXES], n = 0;
  for (uint32_t a = 0; a < n_axes; a++) {
    uint32_t key = UINT32_MAX;
    for (uint32_t j = 0; j < nr; j++) {
      const pt_decision *d = pt_decision_get(p, pt_op_result(op, j), a);
      if ((d->kind == PT_DECISION_TILED || d->kind == PT_DECISION_PARTIAL) && d->seq < key) key = d->seq;
    }
    if (key == UINT32_MAX) continue;
    uint32_t i = n++;
    for (; i > 0 && keys[i - 1] > key; i--) axes[i] = axes[i - 1], keys[i] = keys[i - 1];
    axes[i] = a, keys[i] = key;
  }
  for (uint32_t i = 0; i < n; i++) k[len++] = (uint8_t)axes[i];
  k[len++] = 0xff;
  for (uint32_t i = 0; i < n; i++) h = (h ^ axes[i]) * UINT64_C(0x9E3779B97F4A7C15);
  h ^= len;
  c->key.len = len;
  c->key_hash = h ^ h >> 29;
  return true;
}

static uint32_t *slot_of(const pt_spmd_cache *c, uint64_t hash, uint32_t op, const uint8_t *key, uint32_t len) {
  for (uint32_t i = (uint32_t)hash & (c->cap - 1);; i = (i + 1) & (c->cap - 1)) {
    uint32_t *s = &c->slots[i];
    if (!*s) return s;
    const plan_entry *e = &c->entries.data[*s - 1];
    if (e->hash == hash && e->op == op && e->key_len == len && memcmp(c->keys.data + e->key_at, key, len) == 0)
      return s;
  }
}

bool pt_spmd_cache_kept(pt_spmd_cache *c, const pt_partition *p, uint32_t op_id) {
  return c->pinned && c->last[op_id] && unchanged(c, p->m, pt_op_get(p->m, op_id));
}

bool pt_spmd_cache_parent_plan(const pt_spmd_cache *c, uint32_t op_id, const pt_layout **lays, bool *looped) {
  if (!c->pinned || !c->last[op_id]) return false;
  *lays = c->last_lays + c->last_at[op_id];
  *looped = c->last[op_id] == 2;
  return true;
}

bool pt_spmd_cache_find(pt_spmd_cache *c, const pt_partition *p, uint32_t op_id, const pt_layout **lays,
                        bool *looped) {
  const pt_op *op = pt_op_get(p->m, op_id);
  if (c->last[op_id] && unchanged(c, p->m, op)) {
    *lays = c->last_lays + c->last_at[op_id];
    *looped = c->last[op_id] == 2;
    c->stats.kept++;
    return true;
  }
  c->key_ok = make_key(c, p, op_id);
  if (c->key_ok && c->cap) {
    uint32_t s = *slot_of(c, c->key_hash, op_id, c->key.data, c->key.len);
    if (s) {
      const plan_entry *e = &c->entries.data[s - 1];
      *lays = c->lays.data + e->lay_at;
      *looped = e->looped;
      if (!c->pinned) keep_last(c, op_id, op, *lays, *lays + op->n_operands, *looped);
      c->stats.hits++;
      return true;
    }
  }
  c->stats.misses++;
  return false;
}

static bool grow_slots(pt_spmd_cache *c) {
  uint32_t cap = c->cap ? c->cap * 2 : 4096;
  uint32_t *slots = pt_calloc(cap, sizeof *slots);
  if (!slots) return false;
  free(c->slots);
  c->slots = slots;
  c->cap = cap;
  for (uint32_t i = 0; i < c->entries.len; i++) {
    const plan_entry *e = &c->entries.data[i];
    *slot_of(c, e->hash, e->op, c->keys.data + e->key_at, e->key_len) = i + 1;
  }
  return true;
}

void pt_spmd_cache_put(pt_spmd_cache *c, const pt_partition *p, const pt_layout *in_l, const pt_layout *out_l,
                       bool looped) {
  const pt_op *op = pt_op_get(p->m, c->key_op);
  uint32_t no = op->n_operands, nr = op->n_results;
  /* What the plans hold (the snapshot is per module, not per plan). */
  uint64_t held = (uint64_t)c->entries.len * (sizeof *c->entries.data + 2 * sizeof *c->slots) + c->keys.len +
                  (uint64_t)c->lays.len * sizeof *c->lays.data;
  if (held > c->max_bytes) {
    c->pinned = false;
    /* Full: start again rather than grow without bound (a long search
     * visits far more signatures than it revisits). */
    clear(c);
    c->stats.resets++;
  }
  /* The last plan is kept whatever happens to the table (its room was
   * made at binding). */
  if (!c->pinned) keep_last(c, c->key_op, op, in_l, out_l, looped);
  /* Without memory the signature is not kept (the table is a memo). */
  if (!c->key_ok || (2 * (c->entries.len + 1) > c->cap && !grow_slots(c)) ||
      !pt_vec_try_reserve(&c->keys, c->key.len) || !pt_vec_try_reserve(&c->lays, no + nr) ||
      !pt_vec_try_reserve(&c->entries, 1))
    return;
  plan_entry e = {.hash = c->key_hash, .op = c->key_op, .key_at = c->keys.len, .key_len = c->key.len,
                  .lay_at = c->lays.len, .looped = looped};
  (void)pt_vec_try_append(&c->keys, c->key.data, c->key.len);
  (void)pt_vec_try_append(&c->lays, in_l, no);
  (void)pt_vec_try_append(&c->lays, out_l, nr);
  *slot_of(c, e.hash, e.op, c->key.data, c->key.len) = c->entries.len + 1;
  (void)pt_vec_try_push(&c->entries, e);
}
