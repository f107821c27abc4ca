/* candidate.c - partitioning candidates for search: compact decisions
 * with a 64-bit hash, and evaluation of "parent + one tile action" by
 * propagating from that action only.
 *
 * Ownership. A search holds one parent pt_partition (the schedule applied,
 * with provenance, for reports and explain) and one pt_cand_base over it:
 * the parent's compact form, and per axis what a full re-propagation of
 * the parent would do. Both are read-only, shared by every thread. Each
 * thread owns a pt_cand_ws: a working copy of the parent, the packed
 * views and memos of propagation per axis, the frontier and the logs,
 * allocated once. A candidate evaluated in it is undone, not freed: the
 * decisions it made are restored from the parent, the memos of the ops
 * around them marked stale, the conflicts it added dropped. What a search
 * keeps of a candidate is a pt_candidate: its changes to the parent as
 * (index, 4-byte decision) pairs and the hash of the whole state.
 *
 * Why propagating from the action alone gives exactly what pt_propagate
 * would on a copy of the parent (DESIGN.md §2: rounds commit only values
 * with one candidate decision, each round reading the state at its
 * start). pt_propagate's first round looks around every value decided on
 * the axis. When the parent is at a fixed point on the axis (a full
 * propagation of it commits nothing -- the base checks this once per
 * axis), a value whose surroundings the action did not change has the
 * same candidates as in that fixed point, so it does not commit: the
 * first round commits exactly what looking around the action's value
 * commits, and every later round starts from those commits in both. Where
 * the parent is not at a fixed point on the axis (a later tactic on
 * another axis made some fit unique), the workspace falls back to seeding
 * from every decided value, as pt_propagate does.
 *
 * Conflicts the same way: a full scan checks every op, group and value;
 * a check reads only the decisions around its item, so only the items
 * next to a changed value can find something else than on the parent. The
 * base keeps, per axis, what the scan finds on the parent that is not yet
 * recorded; a candidate re-checks the items its propagation touched (the
 * engine logs them) and takes the base's findings for the rest, in scan
 * order, then records them under the same once-per-key rule. */
#include <stdlib.h>
#include <string.h>

#include "propagate_internal.h"

/* ---- compact decisions and hashes --------------------------------------------------------- */

pt_cdec pt_cdec_of(const pt_partition *p, uint32_t value, uint32_t axis) {
  const pt_decision *d = pt_decision_get(p, value, axis);
  pt_cdec c = {0};
  if (d->kind == PT_DECISION_OPEN) return c;
  uint32_t order = 0;
  if (d->kind == PT_DECISION_TILED) {
    /* Axes tiling the same dim decided earlier are major to this one. */
    for (uint32_t b = 0; b < p->mesh.n_axes; b++) {
      const pt_decision *e = pt_decision_get(p, value, b);
      if (b != axis && e->kind == PT_DECISION_TILED && e->dim == d->dim && e->seq < d->seq) order++;
    }
    c.dim = d->dim;
  }
  c.kind_order = (uint8_t)((d->kind & 3u) | (order << 2));
  if (d->kind == PT_DECISION_PARTIAL) c.reducer = d->reducer;
  c.tactic = (uint8_t)(d->tactic < 255 ? d->tactic : 255);
  return c;
}

uint64_t pt_cdec_zobrist(uint32_t index, pt_cdec c) {
  if (pt_cdec_kind(c) == PT_DECISION_OPEN) return 0;
  uint32_t packed = (uint32_t)c.kind_order | (uint32_t)(uint8_t)c.dim << 8 | (uint32_t)c.reducer << 16 |
                    (uint32_t)c.tactic << 24;
  /* splitmix64's finaliser over (index, decision): keys of different
   * entries are independent, which Zobrist hashing needs. */
  uint64_t z = ((uint64_t)index << 32 | packed) + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return z ? z : 1; /* a decided entry never hashes like an open one */
}

/* The cut def-use edges' part of a state's hash: 0 without cuts, so
 * states without cuts hash as they always did. */
static uint64_t pt_partition_cuts_hash(const pt_partition *p) {
  uint64_t h = 0;
  for (uint32_t i = 0; i < p->n_cuts; i++) {
    const pt_use_cut *c = &p->cuts[i];
    uint64_t z = ((uint64_t)c->op << 32 | (uint64_t)c->operand << 8 | c->axis) ^ 0xC2B2AE3D27D4EB4Full;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    h ^= z ^ (z >> 31);
  }
  return h;
}

bool pt_cstate_of(const pt_partition *p, pt_cstate *out) {
  size_t n = (size_t)p->n_values * p->mesh.n_axes;
  memset(out, 0, sizeof *out);
  out->d = pt_malloc((n ? n : 1) * sizeof *out->d);
  if (!out->d) return false;
  out->n_values = p->n_values;
  out->n_axes = p->mesh.n_axes;
  for (uint32_t a = 0; a < p->mesh.n_axes; a++)
    for (uint32_t v = 0; v < p->n_values; v++) {
      uint32_t i = a * p->n_values + v;
      out->d[i] = pt_decision_get(p, v, a)->kind == PT_DECISION_OPEN ? (pt_cdec){0} : pt_cdec_of(p, v, a);
      out->hash ^= pt_cdec_zobrist(i, out->d[i]);
    }
  out->hash ^= pt_partition_cuts_hash(p);
  return true;
}

bool pt_cstate_clone(const pt_cstate *src, pt_cstate *dst) {
  size_t n = (size_t)src->n_values * src->n_axes;
  *dst = *src;
  dst->d = pt_malloc((n ? n : 1) * sizeof *dst->d);
  if (!dst->d) {
    memset(dst, 0, sizeof *dst);
    return false;
  }
  if (n) memcpy(dst->d, src->d, n * sizeof *dst->d);
  return true;
}

bool pt_cstate_equal(const pt_cstate *a, const pt_cstate *b) {
  /* The hash first: unequal states almost always differ there. */
  return a->hash == b->hash && a->n_values == b->n_values && a->n_axes == b->n_axes &&
         memcmp(a->d, b->d, (size_t)a->n_values * a->n_axes * sizeof *a->d) == 0;
}

void pt_cstate_free(pt_cstate *s) {
  if (!s) return;
  free(s->d);
  memset(s, 0, sizeof *s);
}

uint64_t pt_partition_hash(const pt_partition *p) {
  uint64_t h = 0;
  for (uint32_t a = 0; a < p->mesh.n_axes; a++)
    for (uint32_t v = 0; v < p->n_values; v++)
      if (pt_decision_get(p, v, a)->kind != PT_DECISION_OPEN)
        h ^= pt_cdec_zobrist(a * p->n_values + v, pt_cdec_of(p, v, a));
  return h ^ pt_partition_cuts_hash(p);
}

bool pt_candidate_clone(const pt_candidate *src, pt_candidate *dst) {
  *dst = *src;
  dst->index = pt_malloc((src->n ? src->n : 1) * sizeof *dst->index);
  dst->dec = pt_malloc((src->n ? src->n : 1) * sizeof *dst->dec);
  if (!dst->index || !dst->dec) {
    pt_candidate_free(dst);
    return false;
  }
  if (src->n) {
    memcpy(dst->index, src->index, src->n * sizeof *dst->index);
    memcpy(dst->dec, src->dec, src->n * sizeof *dst->dec);
  }
  return true;
}

bool pt_candidate_equal(const pt_candidate *a, const pt_candidate *b) {
  return a->hash == b->hash && a->n == b->n && (a->n == 0 || (memcmp(a->index, b->index, a->n * sizeof *a->index) == 0 &&
                                                              memcmp(a->dec, b->dec, a->n * sizeof *a->dec) == 0));
}

void pt_candidate_free(pt_candidate *c) {
  if (!c) return;
  free(c->index);
  free(c->dec);
  memset(c, 0, sizeof *c);
}

bool pt_candidate_expand(const pt_candidate *c, const pt_cstate *parent, pt_cstate *out) {
  if (!pt_cstate_clone(parent, out)) return false;
  for (uint32_t i = 0; i < c->n; i++) out->d[c->index[i]] = c->dec[i];
  out->hash = c->hash;
  return true;
}

/* ---- the base: what all candidates of one parent share ------------------------------------- */

typedef struct {
  bool stable;              /* a full propagation of the parent on the axis commits nothing */
  pt_prop_found_vec latent; /* stable only: the full scan's findings on the parent, not yet recorded */
  uint64_t *keys;           /* pt_conflict_key of the parent's conflicts on the axis, sorted */
  uint32_t n_keys;
} base_axis;

struct pt_cand_base {
  const pt_partition *parent;
  uint32_t tactic;
  pt_cstate cparent;
  base_axis axis[PT_MESH_MAX_AXES];
};

/* Membership in sorted arrays. */
static bool has_u64(const uint64_t *a, uint32_t n, uint64_t key) {
  return n && bsearch(&key, a, n, sizeof *a, pt_cmp_u64) != NULL;
}

static bool has_u32(const uint32_t *a, uint32_t n, uint32_t key) {
  return n && bsearch(&key, a, n, sizeof *a, pt_cmp_u32) != NULL;
}

static void log_clear(pt_prop_log *log) { log->ops.len = log->groups.len = log->values.len = log->decided.len = 0; }

static void log_free(pt_prop_log *log) {
  pt_vec_free(&log->ops);
  pt_vec_free(&log->groups);
  pt_vec_free(&log->values);
  pt_vec_free(&log->decided);
}

pt_status *pt_cand_base_new(const pt_partition *parent, uint32_t tactic, pt_cand_base **out) {
  *out = NULL;
  if (!parent || !parent->cache) return pt_status_make(PT_ERR_INVALID_ARG, "error: pt_cand_base_new: no partition");
  /* A scratch copy to run the full propagation on: the parent stays as
   * it is even where that propagation would commit something. */
  pt_partition tmp;
  PT_TRY(pt_partition_copy(parent, &tmp));
  pt_cand_base *b = pt_calloc(1, sizeof *b);
  pt_prop_engine *e = b ? pt_prop_engine_new(parent->cache) : NULL;
  pt_prop_log log = {0};
  bool ok = e && pt_cstate_of(parent, &b->cparent);
  if (b) b->parent = parent, b->tactic = tactic;
  tmp.threads = 1;
  size_t n = (size_t)parent->n_values * parent->mesh.n_axes;
  for (uint32_t a = 0; a < parent->mesh.n_axes && ok; a++) {
    base_axis *ba = &b->axis[a];
    PT_VEC(uint64_t) keys = {0};
    for (uint32_t i = 0; i < parent->conflicts.len && ok; i++)
      if (parent->conflicts.data[i].axis == a) ok = pt_vec_try_push(&keys, pt_conflict_key(&parent->conflicts.data[i]));
    if (keys.len) qsort(keys.data, keys.len, sizeof *keys.data, pt_cmp_u64);
    ba->keys = keys.data;
    ba->n_keys = keys.len;
    pt_prop_ctx x;
    if (!ok || !pt_prop_ctx_init(&x, &tmp, a, tactic)) {
      ok = false;
      break;
    }
    log_clear(&log);
    pt_prop_engine_seed_decided(e, &x);
    ok = pt_prop_engine_run(e, &x, &tmp, 0, false, &log);
    ba->stable = log.decided.len == 0;
    if (ok && ba->stable) {
      pt_prop_found_vec all = {0};
      ok = pt_prop_check_all(&x, &all);
      /* A key the parent has is refused for every candidate (keys only
       * accumulate): keep only the others. */
      for (uint32_t i = 0; i < all.len && ok; i++)
        if (!has_u64(ba->keys, ba->n_keys, pt_conflict_key(&all.data[i].c)))
          ok = pt_vec_try_push(&ba->latent, all.data[i]);
      pt_vec_free(&all);
    } else if (ok) {
      memcpy(tmp.d, parent->d, n * sizeof *tmp.d);
      tmp.next_seq = parent->next_seq;
    }
    pt_prop_ctx_free(&x);
  }
  log_free(&log);
  pt_prop_engine_free(e);
  pt_partition_free(&tmp);
  if (!ok) {
    pt_cand_base_free(b);
    return pt_nomem();
  }
  *out = b;
  return NULL;
}

void pt_cand_base_free(pt_cand_base *b) {
  if (!b) return;
  for (uint32_t a = 0; a < PT_MESH_MAX_AXES; a++) {
    pt_vec_free(&b->axis[a].latent);
    free(b->axis[a].keys);
  }
  pt_cstate_free(&b->cparent);
  free(b);
}

const pt_cstate *pt_cand_base_cstate(const pt_cand_base *b) { return &b->cparent; }

bool pt_cand_base_stable(const pt_cand_base *b, uint32_t axis) {
  return axis < PT_MESH_MAX_AXES && b->axis[axis].stable;
}

/* ---- the workspace ----------------------------------------------------------------------- */

struct pt_cand_ws {
  const pt_cand_base *base;
  pt_partition work;                /* the parent, plus the candidate being evaluated */
  pt_prop_ctx ctx[PT_MESH_MAX_AXES]; /* per axis, made with the workspace from the parent, with fit counts */
  bool ready[PT_MESH_MAX_AXES];
  uint16_t *fails0[PT_MESH_MAX_AXES]; /* per axis: the entries' counts of failed tests on the parent */
  pt_prop_engine *engine;
  pt_prop_log log;
  PT_VEC(uint32_t) changed; /* values decided by the candidate on `axis` */
  PT_VEC(uint64_t) new_keys;
  pt_prop_u32_vec run_log; /* what the last evaluation wrote into its context's cross-axis caches */
  pt_prop_found_vec found;
  uint32_t n_fits[PT_MESH_MAX_AXES]; /* per axis: the length of fails0 */
  uint64_t *bits; /* zero between uses: one bit per op, group or value (sort_unique) */
  bool active;
  uint32_t axis;
};

pt_cand_ws *pt_cand_ws_new(const pt_cand_base *b) {
  pt_cand_ws *w = pt_calloc(1, sizeof *w);
  if (!w) return NULL;
  w->base = b;
  pt_status *s = pt_partition_copy(b->parent, &w->work);
  if (s) { /* out of memory; w->work holds nothing */
    pt_status_free(s);
    free(w);
    return NULL;
  }
  w->work.threads = 1; /* one candidate, one thread: threads evaluate candidates side by side */
  w->engine = pt_prop_engine_new(b->parent->cache);
  const pt_prop_cache *c = b->parent->cache;
  uint32_t most = c->ops.len > c->n_values ? c->ops.len : c->n_values;
  if (c->n_groups > most) most = c->n_groups;
  w->bits = pt_calloc(((size_t)most + 64) / 64, sizeof *w->bits);
  bool ok = w->engine && w->bits;
  /* Per axis, the context of propagation on the parent and the counts of
   * its entries' failed tests, made here once rather than by the first
   * candidate on the axis. */
  for (uint32_t a = 0; a < w->work.mesh.n_axes && ok; a++) {
    pt_prop_ctx *x = &w->ctx[a];
    if (!pt_prop_ctx_init(x, &w->work, a, b->tactic)) break;
    w->ready[a] = true;
    uint32_t n_fits;
    ok = pt_prop_fits_init(x, &n_fits);
    w->n_fits[a] = n_fits;
    w->fails0[a] = ok ? pt_malloc((n_fits ? n_fits : 1) * sizeof *w->fails0[a]) : NULL;
    ok = w->fails0[a] != NULL;
    if (ok) memcpy(w->fails0[a], x->fit_fails, n_fits * sizeof *x->fit_fails);
    x->run_log = &w->run_log;
  }
  for (uint32_t a = 0; a < w->work.mesh.n_axes && ok; a++) ok = w->ready[a];
  if (!ok) {
    pt_cand_ws_free(w);
    return NULL;
  }
  return w;
}

void pt_cand_ws_free(pt_cand_ws *w) {
  if (!w) return;
  for (uint32_t a = 0; a < PT_MESH_MAX_AXES; a++)
    if (w->ready[a]) pt_prop_ctx_free(&w->ctx[a]), free(w->fails0[a]);
  pt_prop_engine_free(w->engine);
  log_free(&w->log);
  pt_vec_free(&w->changed);
  pt_vec_free(&w->new_keys);
  pt_vec_free(&w->run_log);
  pt_vec_free(&w->found);
  free(w->bits);
  pt_partition_free(&w->work);
  free(w);
}

const pt_partition *pt_cand_ws_state(const pt_cand_ws *w) { return &w->work; }

/* Sorts and drops repeats of a[0..*n) (ids below n_bits) through the bitset
 * `bits` (clear before and after): setting a bit per entry and reading the
 * words back costs O(*n + n_bits / 64), where a comparison sort of the
 * thousands of entries a large candidate logs was most of its time. */
static void sort_unique(uint32_t *a, uint32_t *n, uint64_t *bits, uint32_t n_bits) {
  for (uint32_t i = 0; i < *n; i++) bits[a[i] >> 6] |= (uint64_t)1 << (a[i] & 63);
  uint32_t k = 0;
  for (uint32_t w = 0; w < (n_bits + 63) / 64; w++)
    for (uint64_t word = bits[w]; word; word &= word - 1) a[k++] = w * 64 + (uint32_t)__builtin_ctzll(word);
  for (uint32_t i = 0; i < k; i++) bits[a[i] >> 6] = 0;
  *n = k;
}

/* Whether the base's finding f is about an item the candidate re-checked. */
static bool rechecked(const pt_prop_log *log, const pt_prop_found *f) {
  uint32_t phase = (uint32_t)(f->order >> 32), item = (uint32_t)f->order;
  if (phase == PT_PROP_PHASE_OP) return has_u32(log->ops.data, log->ops.len, item);
  if (phase == PT_PROP_PHASE_GROUP) return has_u32(log->groups.data, log->groups.len, item);
  return has_u32(log->values.data, log->values.len, item);
}

static bool record_found(pt_cand_ws *w, const base_axis *ba, const pt_prop_found *f) {
  uint64_t key = pt_conflict_key(&f->c);
  if (has_u64(ba->keys, ba->n_keys, key)) return true;
  for (uint32_t i = 0; i < w->new_keys.len; i++)
    if (w->new_keys.data[i] == key) return true;
  return pt_vec_try_push(&w->new_keys, key) && pt_vec_try_push(&w->work.conflicts, f->c);
}

/* The conflicts pt_prop_record_conflicts would add: the base's findings
 * for the items the candidate did not touch, fresh checks for those it
 * did, merged in scan order. */
static bool record_conflicts(pt_cand_ws *w, pt_prop_ctx *x, uint32_t seed) {
  const base_axis *ba = &w->base->axis[x->axis];
  pt_prop_log *log = &w->log;
  if (!pt_vec_try_append(&log->values, log->decided.data, log->decided.len) || !pt_vec_try_push(&log->values, seed))
    return false;
  const pt_prop_cache *c = x->c;
  sort_unique(log->ops.data, &log->ops.len, w->bits, c->ops.len);
  sort_unique(log->groups.data, &log->groups.len, w->bits, c->n_groups);
  sort_unique(log->values.data, &log->values.len, w->bits, c->n_values);
  w->found.len = 0;
  if (!pt_prop_check_items(x, log->ops.data, log->ops.len, log->groups.data, log->groups.len, log->values.data,
                           log->values.len, &w->found))
    return false;
  w->new_keys.len = 0;
  uint32_t i = 0, j = 0;
  bool ok = true;
  while (ok && (i < ba->latent.len || j < w->found.len)) {
    if (i < ba->latent.len && rechecked(log, &ba->latent.data[i])) {
      i++;
      continue;
    }
    if (j >= w->found.len || (i < ba->latent.len && ba->latent.data[i].order < w->found.data[j].order))
      ok = record_found(w, ba, &ba->latent.data[i++]);
    else
      ok = record_found(w, ba, &w->found.data[j++]);
  }
  return ok;
}

/* Back to the parent on w->axis after an evaluation that ran out of
 * memory, whose logs may miss some of what it changed: everything the
 * axis's context and the working copy hold of that axis is put back
 * whole (O(program), on this path only), as pt_cand_ws_new made it. */
static void restore_axis(pt_cand_ws *w) {
  pt_partition *p = &w->work;
  const pt_partition *parent = w->base->parent;
  uint32_t a = w->axis;
  pt_prop_ctx *x = &w->ctx[a];
  const pt_prop_cache *c = x->c;
  memcpy(p->d + (size_t)a * p->n_values, parent->d + (size_t)a * p->n_values, (size_t)p->n_values * sizeof *p->d);
  for (uint32_t v = 0; v < c->n_values && v < p->n_values; v++) {
    const pt_decision *d = pt_decision_get(parent, v, a);
    x->hot[v].kind = d->kind;
    x->hot[v].dim = d->dim;
    x->hot[v].reducer = d->reducer;
  }
  for (uint32_t k = 0; k < c->ops.len; k++)
    atomic_store_explicit(&x->memo[k].state, PT_PROP_MEMO_STALE, memory_order_relaxed);
  memcpy(x->fit_fails, w->fails0[a], w->n_fits[a] * sizeof *x->fit_fails);
  memset(x->cross_entry, 0, (size_t)(c->ops.len ? c->ops.len : 1) * p->mesh.n_axes * sizeof *x->cross_entry);
  memset(x->operand_sizes_ok, 0, c->dims.len ? c->dims.len : 1);
  w->run_log.len = 0;
  log_clear(&w->log);
  p->next_seq = parent->next_seq;
  p->conflicts.len = parent->conflicts.len;
  p->last_rounds = p->last_decided = 0;
  w->changed.len = 0;
  w->active = false;
}

pt_tile_legality pt_cand_ws_tile(pt_cand_ws *w, uint32_t value, uint32_t dim, uint32_t axis, pt_candidate *out) {
  if (out) memset(out, 0, sizeof *out);
  if (w->active) pt_cand_ws_reset(w);
  pt_partition *p = &w->work;
  pt_tile_legality legal = pt_action_tile_check(p, value, dim, axis);
  if (legal != PT_TILE_OK) return legal;
  const pt_cand_base *b = w->base;
  pt_prop_ctx *x = &w->ctx[axis];
  w->active = true;
  w->axis = axis;
  p->d[(size_t)axis * p->n_values + value] = (pt_decision){.kind = PT_DECISION_TILED,
                                                           .dim = (int8_t)dim,
                                                           .seq = p->next_seq++,
                                                           .tactic = b->tactic,
                                                           .via_op = PT_NONE,
                                                           .from = PT_NONE};
  pt_prop_hot was = x->hot[value];
  x->hot[value].kind = PT_DECISION_TILED;
  x->hot[value].dim = (int8_t)dim;
  x->hot[value].reducer = 0;
  pt_prop_fits_change(x, value, was, x->hot[value]);
  log_clear(&w->log);
  bool stable = b->axis[axis].stable;
  if (stable) pt_prop_engine_seed(w->engine, x, value, true);
  else pt_prop_engine_seed_decided(w->engine, x);
  /* The seed's own ops are stale either way. */
  if (!stable) pt_prop_engine_seed(w->engine, x, value, true);
  bool ok = pt_prop_engine_run(w->engine, x, p, 0, false, &w->log);
  w->changed.len = 0;
  ok = ok && pt_vec_try_push(&w->changed, value) &&
       pt_vec_try_append(&w->changed, w->log.decided.data, w->log.decided.len);
  uint32_t before = p->conflicts.len;
  if (ok) ok = stable ? record_conflicts(w, x, value) : pt_prop_record_conflicts(x, p, NULL);
  if (ok && out) {
    uint32_t n = w->changed.len;
    out->index = pt_malloc((n ? n : 1) * sizeof *out->index);
    out->dec = pt_malloc((n ? n : 1) * sizeof *out->dec);
    if (!out->index || !out->dec) {
      pt_candidate_free(out);
      ok = false;
    }
  }
  if (!ok) { /* the workspace is back on the parent, as after a reset */
    restore_axis(w);
    return PT_TILE_NOMEM;
  }
  if (out) {
    uint32_t n = w->changed.len;
    out->n = n;
    out->n_conflicts = p->conflicts.len - before;
    memcpy(out->index, w->changed.data, n * sizeof *out->index);
    sort_unique(out->index, &n, w->bits, p->n_values); /* distinct already: this sorts */
    for (uint32_t i = 0; i < n; i++) out->index[i] += axis * p->n_values;
    out->hash = b->cparent.hash;
    for (uint32_t i = 0; i < n; i++) {
      uint32_t v = out->index[i] - axis * p->n_values;
      out->dec[i] = pt_cdec_of(p, v, axis);
      /* The parent's entry was OPEN (key 0): only the new key goes in. */
      out->hash ^= pt_cdec_zobrist(out->index[i], out->dec[i]);
    }
  }
  return PT_TILE_OK;
}

/* Op k as on the parent: its memo stale, its entries' counts the parent's. */
static void forget_op(pt_prop_ctx *x, const uint16_t *fails0, uint32_t k) {
  atomic_store_explicit(&x->memo[k].state, PT_PROP_MEMO_STALE, memory_order_relaxed);
  uint32_t base = x->fit_base[k];
  if (base != PT_NONE) memcpy(x->fit_fails + base, fails0 + base, x->c->ops.data[k].n_entries * sizeof *fails0);
}

void pt_cand_ws_reset(pt_cand_ws *w) {
  if (!w->active) return;
  pt_partition *p = &w->work;
  const pt_partition *parent = w->base->parent;
  pt_prop_ctx *x = &w->ctx[w->axis];
  const uint16_t *fails0 = w->fails0[w->axis];
  for (uint32_t i = 0; i < w->changed.len; i++) {
    uint32_t v = w->changed.data[i];
    size_t at = (size_t)w->axis * p->n_values + v;
    p->d[at] = parent->d[at];
    x->hot[v].kind = parent->d[at].kind;
    x->hot[v].dim = parent->d[at].dim;
    x->hot[v].reducer = parent->d[at].reducer;
  }
  /* The fits of the ops around the changed values were evaluated with
   * them decided; their entries' counts go back to the parent's. Those
   * ops are the ones the rounds queued (every TMR op around a value the
   * run decided, the action's included; the others have no fit): the
   * log lists each once (record_conflicts sorted it; where the parent is
   * not at a fixed point some twice, which is harmless) where the values
   * would name most of them two or three times. */
  for (uint32_t i = 0; i < w->log.ops.len; i++) forget_op(x, fails0, w->log.ops.data[i]);
  /* What the context keeps of the other axes (which entry an op uses
   * there, whether an operand's sizes allow a cut) is asked lazily in
   * pt_propagate, on the state of that run: the next candidate starts it
   * afresh, as a new pt_propagate would. Only what this run wrote and
   * read the decisions of the axis for is forgotten (the size tests that
   * read other axes alone stay true): clearing the whole arrays cost more
   * than the tests it saved. */
  for (uint32_t i = 0; i < w->run_log.len; i++) {
    uint32_t at = w->run_log.data[i];
    if (at & PT_PROP_LOG_CROSS) x->cross_entry[at & ~PT_PROP_LOG_CROSS] = 0;
    else x->operand_sizes_ok[at] = PT_PROP_SIZES_UNKNOWN;
  }
  w->run_log.len = 0;
  p->next_seq = parent->next_seq;
  p->conflicts.len = parent->conflicts.len;
  p->last_rounds = p->last_decided = 0;
  w->changed.len = 0;
  w->active = false;
}

bool pt_cand_ws_counts_consistent(const pt_cand_ws *w) {
  bool same = true;
  for (uint32_t a = 0; a < w->work.mesh.n_axes && same; a++) {
    /* The other axes' contexts describe the parent, which the workspace
     * returns to before using them. */
    if (w->active && a != w->axis) continue;
    const pt_prop_ctx *x = &w->ctx[a];
    pt_prop_ctx y;
    uint32_t n = 0;
    if (!pt_prop_ctx_init(&y, &w->work, a, w->base->tactic)) return false;
    if (!pt_prop_fits_init(&y, &n)) {
      pt_prop_ctx_free(&y);
      return false;
    }
    uint32_t n_ops = x->c->ops.len ? x->c->ops.len : 1;
    same = memcmp(x->fit_base, y.fit_base, n_ops * sizeof *y.fit_base) == 0 &&
           memcmp(x->fit_fails, y.fit_fails, n * sizeof *y.fit_fails) == 0;
    pt_prop_ctx_free(&y);
  }
  return same;
}
