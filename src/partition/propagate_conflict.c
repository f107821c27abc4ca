/* propagate_conflict.c - the conflicts of a fixed point: where propagation
 * on one axis stopped and why.
 *
 * Conflicts are read off the final state, not collected while rounds run,
 * so they depend neither on the visiting order nor on the round in which
 * something happened to be seen. Four kinds (partition.h):
 *   NO_FIT     some operand is TILED and no TMR entry fits the decisions
 *              around the op, e.g. a dot with lhs tiled on its batch dim by
 *              BP and rhs tiled on its contracting dim by Z3 on the same
 *              axis. Lowering inserts the communication (here the all_gather
 *              of the weight before its use: FSDP).
 *   AMBIGUOUS  several entries fit while a result (or, backward, an
 *              operand) is still OPEN: propagation does not choose.
 *   VALUE      an OPEN value whose neighbours ask for different decisions,
 *              e.g. two uses that would slice it on different dims, or a
 *              data-flow partner tiled on a dim it cannot take.
 *   EDGE       members of one data-flow group decided differently.
 * Each is recorded once per (op, axis) -- per (value, axis) for VALUE --
 * over all calls, with the two values that collided and their tactics. */
#include <stdlib.h>
#include <string.h>

#include "propagate_internal.h"

/* ---- a set of conflict keys ------------------------------------------------------------ */

typedef struct {
  uint64_t *slots; /* key + 1, 0 = empty */
  uint32_t cap, n;
  bool failed; /* could not grow: a key was not inserted (reported as out of memory) */
} keyset;

uint64_t pt_conflict_key(const pt_conflict *c) {
  return c->kind == PT_CONFLICT_VALUE ? ((uint64_t)c->value << 1) | 1u : (uint64_t)c->op << 1;
}

static bool keyset_insert(keyset *s, uint64_t key);

static bool keyset_grow(keyset *s) {
  keyset old = *s;
  uint64_t *slots = pt_calloc(old.cap ? old.cap * 2 : 64, sizeof *s->slots);
  if (!slots) return false;
  s->cap = old.cap ? old.cap * 2 : 64;
  s->slots = slots;
  s->n = 0;
  for (uint32_t i = 0; i < old.cap; i++)
    if (old.slots[i]) keyset_insert(s, old.slots[i] - 1);
  free(old.slots);
  return true;
}

/* False when the key was already there (or, s->failed set, could not be
 * added). */
static bool keyset_insert(keyset *s, uint64_t key) {
  if (2 * (s->n + 1) > s->cap && !keyset_grow(s)) {
    s->failed = true;
    return false;
  }
  uint32_t i = (uint32_t)pt_hash_bytes(&key, sizeof key, 11) & (s->cap - 1);
  while (s->slots[i]) {
    if (s->slots[i] == key + 1) return false;
    i = (i + 1) & (s->cap - 1);
  }
  s->slots[i] = key + 1;
  s->n++;
  return true;
}

/* Where the checks put what they find: the conflicts of one chunk of ops
 * or values, in the order of the chunk. */
typedef PT_VEC(pt_conflict) conflict_vec;

typedef struct {
  pt_prop_ctx *x;
  conflict_vec *out;
  /* Set when a finding could not be kept for want of memory (shared by
   * the workers of one check). */
  atomic_bool *oom;
} recorder;

static uint32_t tactic_of(const pt_prop_ctx *x, uint32_t v) {
  if (v == PT_NONE) return PT_NONE;
  const pt_decision *d = pt_prop_dec(x, v);
  return d->kind == PT_DECISION_OPEN ? PT_NONE : d->tactic;
}

static void record(recorder *r, uint8_t kind, uint32_t op, uint32_t v0, uint32_t v1, uint32_t value) {
  pt_prop_ctx *x = r->x;
  pt_conflict c = {.op = op,
                   .axis = x->axis,
                   .tactic = x->tactic,
                   .values = {v0, v1},
                   .tactics = {tactic_of(x, v0), tactic_of(x, v1)},
                   .value = value,
                   .kind = kind};
  if (!pt_vec_try_push(r->out, c)) atomic_store_explicit(r->oom, true, memory_order_relaxed);
}

/* ---- per op ------------------------------------------------------------------------------ */

enum { MAX_CULPRIT_POSITIONS = 32 };

static uint32_t position_value(const pt_module *m, const pt_op *op, uint32_t pos) {
  return pos < op->n_operands ? pt_op_operand(m, op, pos) : pt_op_result(op, pos - op->n_operands);
}

static bool any_entry_fits(const pt_prop_ctx *x, uint32_t k, const uint32_t *sel, uint32_t n_sel) {
  for (uint32_t e = 0; e < x->c->ops.data[k].n_entries; e++)
    if (pt_prop_entry_fits(x, k, e, sel, n_sel)) return true;
  return false;
}

/* The first pair of decided values around a NO_FIT op that no entry
 * satisfies together, or else the first one that no entry satisfies alone
 * (an op without entries, a slice of the tiled dim, ...). */
static void record_no_fit(recorder *r, uint32_t k, const pt_prop_fit *f) {
  pt_prop_ctx *x = r->x;
  const pt_module *m = x->m;
  const pt_op *op = pt_op_get(m, x->c->ops.data[k].op);
  uint32_t pos[MAX_CULPRIT_POSITIONS], n = 0;
  for (uint32_t i = 0; i < op->n_operands + op->n_results && n < MAX_CULPRIT_POSITIONS; i++) {
    const pt_decision *d = pt_prop_dec(x, position_value(m, op, i));
    bool constrains = i < op->n_operands ? (d->kind == PT_DECISION_TILED || d->kind == PT_DECISION_REPLICATED) &&
                                               !pt_prop_cut(x, k, i)
                                         : d->kind != PT_DECISION_OPEN;
    if (constrains) pos[n++] = i;
  }
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = i + 1; j < n; j++) {
      uint32_t sel[2] = {pos[i], pos[j]};
      uint32_t a = position_value(m, op, pos[i]), b = position_value(m, op, pos[j]);
      if (a != b && !any_entry_fits(x, k, sel, 2)) {
        record(r, PT_CONFLICT_NO_FIT, x->c->ops.data[k].op, a, b, PT_NONE);
        return;
      }
    }
  for (uint32_t i = 0; i < n; i++)
    if (!any_entry_fits(x, k, &pos[i], 1)) {
      record(r, PT_CONFLICT_NO_FIT, x->c->ops.data[k].op, position_value(m, op, pos[i]), PT_NONE, PT_NONE);
      return;
    }
  record(r, PT_CONFLICT_NO_FIT, x->c->ops.data[k].op, f->from_in, PT_NONE, PT_NONE);
}

static bool open_value(const pt_prop_ctx *x, uint32_t v) {
  return pt_prop_decidable(x, v) && pt_prop_kind_of(x, v) == PT_DECISION_OPEN;
}

static void check_op(recorder *r, uint32_t k) {
  pt_prop_ctx *x = r->x;
  if (x->c->ops.data[k].kind != PT_PK_TMR) return;
  const pt_prop_fit *f = pt_prop_eval(x, k);
  if (f->tiled_in && f->n_fit == 0) {
    record_no_fit(r, k, f);
    return;
  }
  if (f->n_fit < 2) return;
  const pt_op *op = pt_op_get(x->m, x->c->ops.data[k].op);
  uint32_t left_open = PT_NONE;
  for (uint32_t j = 0; f->tiled_in && j < op->n_results && left_open == PT_NONE; j++)
    if (open_value(x, pt_op_result(op, j))) left_open = pt_op_result(op, j);
  for (uint32_t i = 0; f->tiled_out && i < op->n_operands && left_open == PT_NONE; i++) {
    uint32_t v = pt_op_operand(x->m, op, i);
    if (open_value(x, v) && pt_value_type(x->m, v)->rank > 0) left_open = v;
  }
  if (left_open != PT_NONE)
    record(r, PT_CONFLICT_AMBIGUOUS, x->c->ops.data[k].op, f->tiled_in ? f->from_in : f->from_out, left_open,
           PT_NONE);
}

/* ---- per group and per value ------------------------------------------------------------- */

static bool same_decision(const pt_decision *a, const pt_decision *b) {
  return a->kind == b->kind && (a->kind != PT_DECISION_TILED || a->dim == b->dim) &&
         (a->kind != PT_DECISION_PARTIAL || a->reducer == b->reducer);
}

static void check_group(recorder *r, uint32_t g) {
  pt_prop_ctx *x = r->x;
  const pt_prop_cache *c = x->c;
  uint32_t tiled = PT_NONE;
  for (uint32_t i = c->group_start[g]; i < c->group_start[g + 1] && tiled == PT_NONE; i++)
    if (pt_prop_kind_of(x, c->group_members[i]) == PT_DECISION_TILED) tiled = c->group_members[i];
  if (tiled == PT_NONE) return;
  const pt_decision *t = pt_prop_dec(x, tiled);
  for (uint32_t i = c->group_start[g]; i < c->group_start[g + 1]; i++) {
    const pt_decision *d = pt_prop_dec(x, c->group_members[i]);
    if (d->kind != PT_DECISION_OPEN && !same_decision(d, t)) {
      record(r, PT_CONFLICT_EDGE, c->group_owner[g], tiled, c->group_members[i], PT_NONE);
      return;
    }
  }
}

static void check_value(recorder *r, uint32_t v) {
  pt_prop_ctx *x = r->x;
  if (!open_value(x, v)) return;
  pt_prop_cands cs;
  pt_prop_candidates(x, v, &cs);
  if (cs.n >= 2 || (cs.n == 1 && cs.c[0].kind == PT_DECISION_OPEN))
    record(r, PT_CONFLICT_VALUE, cs.c[0].via, cs.c[0].from, cs.n >= 2 ? cs.c[1].from : PT_NONE, v);
}

/* The checks of ops and of values each run over chunks, by the pool on
 * large programs. Ops first: checking op k evaluates it (and only it), so
 * after that pass every TMR op's memo is up to date and checking values
 * (which evaluates the ops around them) only reads memos; no thread then
 * writes what another reads. */
enum { CHECK_CHUNK = 256 };

typedef struct {
  pt_prop_ctx *x;
  conflict_vec *chunks; /* per chunk of CHECK_CHUNK */
  atomic_bool oom;
} check_job;

static void check_ops(void *arg, uint32_t worker, uint32_t begin, uint32_t end) {
  check_job *job = arg;
  recorder r = {job->x, &job->chunks[begin / CHECK_CHUNK], &job->oom};
  for (uint32_t k = begin; k < end; k++) check_op(&r, k);
}

static void check_values(void *arg, uint32_t worker, uint32_t begin, uint32_t end) {
  check_job *job = arg;
  recorder r = {job->x, &job->chunks[begin / CHECK_CHUNK], &job->oom};
  for (uint32_t v = begin; v < end; v++) check_value(&r, v);
}

/* Records, in chunk order, the conflicts found that are not yet recorded;
 * empties the chunks. False when one could not be recorded. */
static bool keep_new(pt_partition *p, keyset *seen, conflict_vec *chunks, uint32_t n_chunks) {
  bool ok = !seen->failed;
  for (uint32_t i = 0; i < n_chunks; i++) {
    for (uint32_t j = 0; j < chunks[i].len && ok; j++)
      if (keyset_insert(seen, pt_conflict_key(&chunks[i].data[j])) && !pt_vec_try_push(&p->conflicts, chunks[i].data[j]))
        ok = false;
    pt_vec_free(&chunks[i]);
  }
  return ok && !seen->failed;
}

bool pt_prop_record_conflicts(pt_prop_ctx *x, pt_partition *p, pt_workers *workers) {
  keyset seen = {0};
  for (uint32_t i = 0; i < p->conflicts.len; i++)
    if (p->conflicts.data[i].axis == x->axis) keyset_insert(&seen, pt_conflict_key(&p->conflicts.data[i]));
  uint32_t n_ops = x->c->ops.len, n_values = x->c->n_values;
  uint32_t most = n_ops > n_values ? n_ops : n_values;
  check_job job = {x, pt_calloc(most / CHECK_CHUNK + 1, sizeof *job.chunks), false};
  bool ok = job.chunks && !seen.failed;
  if (ok) {
    x->shared = workers != NULL;
    pt_workers_run(workers, n_ops, CHECK_CHUNK, check_ops, &job);
    ok = keep_new(p, &seen, job.chunks, n_ops / CHECK_CHUNK + 1);
  }
  if (ok) {
    /* Groups are few (one per while carry, if/case result, identity op). */
    recorder r = {x, &job.chunks[0], &job.oom};
    for (uint32_t g = 0; g < x->c->n_groups; g++) check_group(&r, g);
    ok = keep_new(p, &seen, job.chunks, 1);
  }
  if (ok) {
    pt_workers_run(workers, n_values, CHECK_CHUNK, check_values, &job);
    ok = keep_new(p, &seen, job.chunks, n_values / CHECK_CHUNK + 1);
  }
  x->shared = false;
  if (job.chunks)
    for (uint32_t i = 0; i <= most / CHECK_CHUNK; i++) pt_vec_free(&job.chunks[i]);
  free(job.chunks);
  free(seen.slots);
  return ok && !atomic_load(&job.oom);
}

/* ---- checks of chosen items (the candidate workspace) ---------------------------------- */

static void found_from(pt_prop_found_vec *out, conflict_vec *got, uint64_t order, atomic_bool *oom) {
  for (uint32_t i = 0; i < got->len; i++)
    if (!pt_vec_try_push(out, ((pt_prop_found){order, got->data[i]}))) atomic_store(oom, true);
  got->len = 0;
}

bool pt_prop_check_items(pt_prop_ctx *x, const uint32_t *ops, uint32_t n_ops, const uint32_t *groups,
                         uint32_t n_groups, const uint32_t *values, uint32_t n_values, pt_prop_found_vec *out) {
  conflict_vec got = {0};
  atomic_bool oom = false;
  recorder r = {x, &got, &oom};
  x->shared = false;
  for (uint32_t i = 0; i < n_ops; i++) {
    check_op(&r, ops[i]);
    found_from(out, &got, (uint64_t)PT_PROP_PHASE_OP << 32 | ops[i], &oom);
  }
  for (uint32_t i = 0; i < n_groups; i++) {
    check_group(&r, groups[i]);
    found_from(out, &got, (uint64_t)PT_PROP_PHASE_GROUP << 32 | groups[i], &oom);
  }
  for (uint32_t i = 0; i < n_values; i++) {
    check_value(&r, values[i]);
    found_from(out, &got, (uint64_t)PT_PROP_PHASE_VALUE << 32 | values[i], &oom);
  }
  pt_vec_free(&got);
  return !atomic_load(&oom);
}

bool pt_prop_check_all(pt_prop_ctx *x, pt_prop_found_vec *out) {
  uint32_t n = x->c->ops.len;
  if (x->c->n_groups > n) n = x->c->n_groups;
  if (x->c->n_values > n) n = x->c->n_values;
  uint32_t *all = pt_malloc(((size_t)n + 1) * sizeof *all);
  if (!all) return false;
  for (uint32_t i = 0; i < n; i++) all[i] = i;
  bool ok = pt_prop_check_items(x, all, x->c->ops.len, all, x->c->n_groups, all, x->c->n_values, out);
  free(all);
  return ok;
}
