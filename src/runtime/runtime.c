/* runtime.c - N devices as N threads, each running the SPMD function in the
 * reference interpreter; collectives meet at a shared rendezvous (see
 * runtime.h for the algorithms and what the bytes count).
 *
 * Rendezvous. A generation barrier (mutex + condition variable) over all
 * devices rather than pthread_barrier, because a waiting device must be
 * able to give up: when a device fails, or finishes while others wait, the
 * shared state is marked aborted and every waiter returns an error. With a
 * core for every device a waiter spins for up to 50 us before it sleeps
 * (waking a sleeping thread costs tens of microseconds, more on a VM); with
 * more devices than cores it sleeps at once, leaving the core to others.
 *
 * One collective is: post (kind, attributes, operand and result pointers
 * in the device's slot); barrier 1 (abortable); check that every device
 * posted the same thing; compute, reading other devices' buffers; barrier
 * 2 (all_reduce: copy the reduced parts; barrier 3). Once barrier 1 has
 * passed every device is inside the same collective and always attends the
 * later barriers, even after a local error, so no device frees buffers
 * another still reads and the later barriers never need to abort. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "runtime_internal.h"

typedef enum {
  K_ALL_GATHER,
  K_ALL_REDUCE,
  K_REDUCE_SCATTER,
  K_ALL_TO_ALL,
  K_PERMUTE,
  K_BROADCAST,
} kind;

static const char *kind_name(uint8_t k) {
  static const char *const names[] = {"all_gather", "all_reduce", "reduce_scatter",
                                      "all_to_all", "collective_permute", "collective_broadcast"};
  return k < PT_ARRAY_LEN(names) ? names[k] : "?";
}

/* What a device posts for its current collective. */
typedef struct {
  uint8_t kind;
  const pt_collective_attrs *a;
  const pt_reduction *r;
  const pt_tensor *in;
  pt_tensor *out;
  uint32_t n; /* operands (= results) */
} post;

typedef struct shared shared;

typedef struct {
  shared *sh;
  uint32_t id;
  pt_interp_options opts;
  pt_interp_stats stats;
  const pt_tensor *inputs;
  uint32_t n_inputs;
  pt_tensor *outputs;
  uint32_t n_outputs;
  pt_status *status;
  bool stopped;     /* the error is another device's abort, not its own */
  uint64_t n_coll;  /* collectives entered */
  uint64_t calls[PT_COLL_KIND_COUNT], bytes[PT_COLL_KIND_COUNT];
  int64_t *members; /* this collective's group, n_devices capacity */
  uint8_t *seen;    /* n_devices scratch for group validation */
} device;

struct shared {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  uint32_t n;
  uint32_t arrived;
  /* Written under the lock; also read without it by spinning waiters. */
  _Atomic uint64_t generation;
  /* How long a waiter spins before it sleeps on the condition variable:
   * with a core per device the others usually arrive within microseconds,
   * and waking a sleeping thread costs tens of them (more on a VM); with
   * more devices than cores a spinning waiter would only steal the core
   * the others need, so it sleeps at once (0). */
  double spin_seconds;
  uint32_t n_finished;
  int64_t finished_device; /* the first device that finished, -1 none */
  uint64_t finished_after; /* its collective count */
  bool aborted;
  int64_t stopper;   /* the device that caused the abort */
  pt_code stop_code;
  char *stop_reason; /* malloc'ed */
  const pt_module *m;
  uint32_t func;
  uint32_t region; /* PT_NONE: run function `func`; else this op region */
  post *slots;
  device *devices;
};

/* ---- rendezvous ---- */

/* Under the lock: marks the run aborted by `who` (first cause wins).
 * reason NULL: it could not be formatted, for want of memory. */
static void abort_locked(shared *sh, int64_t who, pt_code code, char *reason) {
  if (sh->aborted) {
    free(reason);
    return;
  }
  sh->aborted = true;
  sh->stopper = who;
  sh->stop_code = code;
  sh->stop_reason = reason;
  pthread_cond_broadcast(&sh->cv);
}

static char *format_alloc(const char *fmt, ...) PT_PRINTF(1, 2);
static char *format_alloc(const char *fmt, ...) {
  pt_buf b = {0};
  va_list ap;
  va_start(ap, fmt);
  pt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  if (b.failed) {
    pt_buf_free(&b);
    return NULL; /* abort_locked's "out of memory" */
  }
  return b.data ? b.data : pt_strdup("");
}

/* Under the lock, with sh->aborted set. */
static pt_status *stopped_error_locked(device *dv) {
  shared *sh = dv->sh;
  dv->stopped = true;
  if (!sh->stop_reason) return pt_nomem();
  return pt_status_make(sh->stop_code, "device %lld stopped: %s", (long long)sh->stopper, sh->stop_reason);
}

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Without the lock: returns when the barrier's generation moves on from
 * `gen` or sh->spin_seconds have passed (an abort is seen afterwards,
 * under the lock). */
static void spin_while_generation(shared *sh, uint64_t gen) {
  double deadline = now_seconds() + sh->spin_seconds;
  for (uint32_t i = 1;; i++) {
    if (atomic_load_explicit(&sh->generation, memory_order_acquire) != gen) return;
    if (i % 256 == 0 && now_seconds() > deadline) return;
  }
}

/* Waits until all devices arrive. An abortable barrier gives up (with an
 * error) when the run is aborted or a device has already finished. */
static pt_status *rendezvous(device *dv, bool abortable) {
  shared *sh = dv->sh;
  pt_status *s = NULL;
  pthread_mutex_lock(&sh->mu);
  if (abortable && !sh->aborted && sh->n_finished > 0)
    abort_locked(sh, sh->finished_device, PT_ERR_INVALID_ARG,
                 format_alloc("it finished its program after %llu collectives, while device %u entered collective "
                              "#%llu (the program is not SPMD)",
                              (unsigned long long)sh->finished_after, dv->id, (unsigned long long)dv->n_coll));
  if (abortable && sh->aborted) {
    s = stopped_error_locked(dv);
  } else {
    uint64_t gen = atomic_load(&sh->generation);
    if (++sh->arrived == sh->n) {
      sh->arrived = 0;
      atomic_fetch_add(&sh->generation, 1);
      pthread_cond_broadcast(&sh->cv);
    } else {
      if (sh->spin_seconds > 0) {
        pthread_mutex_unlock(&sh->mu);
        spin_while_generation(sh, gen);
        pthread_mutex_lock(&sh->mu);
      }
      while (atomic_load(&sh->generation) == gen && !(abortable && sh->aborted))
        pthread_cond_wait(&sh->cv, &sh->mu);
      if (atomic_load(&sh->generation) == gen) {
        sh->arrived--;
        s = stopped_error_locked(dv);
      }
    }
  }
  pthread_mutex_unlock(&sh->mu);
  return s;
}

/* A device's program returned: an error aborts the run; a success while
 * others wait at a collective means they wait for nothing. */
static void device_finished(device *dv) {
  shared *sh = dv->sh;
  pthread_mutex_lock(&sh->mu);
  sh->n_finished++;
  if (sh->finished_device < 0) {
    sh->finished_device = dv->id;
    sh->finished_after = dv->n_coll;
  }
  if (dv->status)
    abort_locked(sh, dv->id, pt_status_code(dv->status), pt_strdup(pt_status_message(dv->status)));
  else if (sh->arrived > 0)
    abort_locked(sh, dv->id, PT_ERR_INVALID_ARG,
                 format_alloc("it finished its program after %llu collectives while others wait at a collective "
                              "(the program is not SPMD)",
                              (unsigned long long)dv->n_coll));
  pthread_cond_broadcast(&sh->cv);
  pthread_mutex_unlock(&sh->mu);
}

/* ---- groups and validation ---- */

static bool groups_empty(const pt_collective_attrs *a) { return a->n_groups == 0 || a->group_size == 0; }

/* Fills dv->members with the group of device dv->id (replica groups hold
 * global device ids; none given means one group of all devices). Every
 * device must be in exactly one group. */
static pt_status *find_group(device *dv, const pt_collective_attrs *a, uint32_t *n, uint32_t *self) {
  uint32_t N = dv->sh->n;
  if (groups_empty(a)) {
    for (uint32_t d = 0; d < N; d++) dv->members[d] = d;
    *n = N;
    *self = dv->id;
    return NULL;
  }
  memset(dv->seen, 0, N);
  int64_t mine = -1;
  for (uint32_t g = 0; g < a->n_groups; g++)
    for (uint32_t j = 0; j < a->group_size; j++) {
      int64_t id = a->groups[(uint64_t)g * a->group_size + j];
      if (id == -1) continue; /* padding of a shorter group */
      if (id < 0 || id >= (int64_t)N)
        return pt_status_make(PT_ERR_INVALID_ARG, "replica group %u names device %lld, but the mesh has %u devices", g,
                              (long long)id, N);
      if (dv->seen[id])
        return pt_status_make(PT_ERR_INVALID_ARG, "device %lld is in more than one replica group", (long long)id);
      dv->seen[id] = 1;
      if (id == dv->id) mine = g;
    }
  for (uint32_t d = 0; d < N; d++)
    if (!dv->seen[d]) return pt_status_make(PT_ERR_INVALID_ARG, "device %u is in no replica group", d);
  uint32_t count = 0;
  for (uint32_t j = 0; j < a->group_size; j++) {
    int64_t id = a->groups[(uint64_t)mine * a->group_size + j];
    if (id == dv->id) *self = count;
    if (id >= 0) dv->members[count++] = id;
  }
  *n = count;
  return NULL;
}

static bool same_ints(const int64_t *x, const int64_t *y, uint64_t n) {
  return n == 0 || memcmp(x, y, (size_t)n * sizeof *x) == 0;
}

static void type_text(pt_buf *b, const pt_tensor *t) { pt_tensor_type_print(b, t); }

/* Every device posted what device 0 posted: same kind, groups, dims and
 * operand types. Run by every device on the same slots, so all reach the
 * same verdict. */
static pt_status *check_posts(const shared *sh) {
  const post *p0 = &sh->slots[0];
  for (uint32_t d = 1; d < sh->n; d++) {
    const post *p = &sh->slots[d];
    if (p->kind != p0->kind)
      return pt_status_make(PT_ERR_INVALID_ARG, "collective mismatch: device 0 ran %s, device %u ran %s",
                            kind_name(p0->kind), d, kind_name(p->kind));
    const pt_collective_attrs *a = p->a, *a0 = p0->a;
    bool same_groups = groups_empty(a) == groups_empty(a0) &&
                       (groups_empty(a) || (a->n_groups == a0->n_groups && a->group_size == a0->group_size &&
                                            same_ints(a->groups, a0->groups, (uint64_t)a->n_groups * a->group_size)));
    bool same_pairs = a->n_pairs == a0->n_pairs && same_ints(a->pairs, a0->pairs, 2 * (uint64_t)a->n_pairs);
    if (!same_groups || !same_pairs)
      return pt_status_make(PT_ERR_INVALID_ARG, "collective mismatch: device 0 and device %u ran %s with different %s", d,
                            kind_name(p->kind), same_groups ? "source_target_pairs" : "replica_groups");
    if (a->dim != a0->dim || a->split_dim != a0->split_dim || a->concat_dim != a0->concat_dim ||
        a->split_count != a0->split_count)
      return pt_status_make(PT_ERR_INVALID_ARG, "collective mismatch: device 0 and device %u ran %s on different dimensions",
                            d, kind_name(p->kind));
    if ((p->r != NULL) != (p0->r != NULL) || (p->r && p->r->kind != p0->r->kind))
      return pt_status_make(PT_ERR_INVALID_ARG, "collective mismatch: device 0 and device %u ran %s with different reducers",
                            d, kind_name(p->kind));
    if (p->n != p0->n)
      return pt_status_make(PT_ERR_INVALID_ARG, "collective mismatch: device 0 ran %s with %u operands, device %u with %u",
                            kind_name(p->kind), p0->n, d, p->n);
    for (uint32_t i = 0; i < p->n; i++)
      if (!pt_tensor_same_type(&p->in[i], &p0->in[i]) || !pt_tensor_same_type(&p->out[i], &p0->out[i])) {
        pt_buf b = {0};
        type_text(&b, &p0->in[i]);
        pt_buf_puts(&b, " -> ");
        type_text(&b, &p0->out[i]);
        pt_buf_printf(&b, ", device %u on ", d);
        type_text(&b, &p->in[i]);
        pt_buf_puts(&b, " -> ");
        type_text(&b, &p->out[i]);
        pt_status *s = pt_status_make(PT_ERR_INVALID_ARG, "collective mismatch: device 0 ran %s on %s", kind_name(p->kind),
                                      b.data);
        pt_buf_free(&b);
        return s;
      }
  }
  return NULL;
}

/* Posts and meets everyone at barrier 1, then validates. */
static pt_status *enter(device *dv, uint8_t k, const pt_collective_attrs *a, const pt_reduction *r, const pt_tensor *in,
                        uint32_t n, pt_tensor *out) {
  shared *sh = dv->sh;
  dv->n_coll++;
  post *p = &sh->slots[dv->id];
  p->kind = k;
  p->a = a;
  p->r = r;
  p->in = in;
  p->out = out;
  p->n = n;
  PT_TRY(rendezvous(dv, true));
  return check_posts(sh);
}

static void count(device *dv, uint8_t k, uint64_t bytes) {
  switch (k) {
    case K_ALL_GATHER: dv->bytes[PT_COLL_ALL_GATHER] += bytes; break;
    case K_ALL_REDUCE: dv->bytes[PT_COLL_ALL_REDUCE] += bytes; break;
    case K_REDUCE_SCATTER: dv->bytes[PT_COLL_REDUCE_SCATTER] += bytes; break;
    case K_ALL_TO_ALL: dv->bytes[PT_COLL_ALL_TO_ALL] += bytes; break;
    case K_PERMUTE: dv->bytes[PT_COLL_COLLECTIVE_PERMUTE] += bytes; break;
    case K_BROADCAST: dv->bytes[PT_COLL_COLLECTIVE_BROADCAST] += bytes; break;
  }
}

static void count_call(device *dv, uint8_t k) {
  switch (k) {
    case K_ALL_GATHER: dv->calls[PT_COLL_ALL_GATHER]++; break;
    case K_ALL_REDUCE: dv->calls[PT_COLL_ALL_REDUCE]++; break;
    case K_REDUCE_SCATTER: dv->calls[PT_COLL_REDUCE_SCATTER]++; break;
    case K_ALL_TO_ALL: dv->calls[PT_COLL_ALL_TO_ALL]++; break;
    case K_PERMUTE: dv->calls[PT_COLL_COLLECTIVE_PERMUTE]++; break;
    case K_BROADCAST: dv->calls[PT_COLL_COLLECTIVE_BROADCAST]++; break;
  }
}

/* Copies `bytes` from device `from`'s buffer, counting them when `from` is
 * another device. */
static void copy_from(device *dv, uint8_t k, int64_t from, void *dst, const void *src, uint64_t bytes) {
  if (bytes) memcpy(dst, src, (size_t)bytes);
  if (from != dv->id) count(dv, k, bytes);
}

/* Product of dims [lo, hi). */
static uint64_t dims_product(const pt_tensor *t, uint32_t lo, uint32_t hi) {
  uint64_t p = 1;
  for (uint32_t i = lo; i < hi && i < t->rank; i++) p *= (uint64_t)t->dims[i];
  return p;
}

/* out must be in with dim `dim` multiplied by `mul` / divided by `div`. */
static bool shape_scaled(const pt_tensor *in, const pt_tensor *out, int64_t dim, int64_t mul, int64_t div) {
  if (in->dtype != out->dtype || in->rank != out->rank || in->is_token || out->is_token) return false;
  for (uint32_t i = 0; i < in->rank; i++) {
    int64_t want = in->dims[i];
    if ((int64_t)i == dim) {
      if (want % div) return false;
      want = want / div * mul;
    }
    if (out->dims[i] != want) return false;
  }
  return true;
}

/* ---- the collectives ---- */

static pt_status *bad_shape(const char *what, uint32_t i, const pt_tensor *in, const pt_tensor *out) {
  pt_buf b = {0};
  type_text(&b, in);
  pt_buf_puts(&b, " -> ");
  type_text(&b, out);
  pt_status *s = pt_status_make(PT_ERR_INVALID_ARG, "%s: operand %u and result %u do not fit the group: %s", what, i, i,
                                b.data);
  pt_buf_free(&b);
  return s;
}

static pt_status *rt_all_gather(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, uint32_t n, pt_tensor *out) {
  device *dv = ctx;
  uint32_t gn, self;
  PT_TRY(find_group(dv, a, &gn, &self));
  for (uint32_t i = 0; i < n; i++)
    if (a->dim < 0 || a->dim >= in[i].rank || !shape_scaled(&in[i], &out[i], a->dim, gn, 1))
      return bad_shape("all_gather", i, &in[i], &out[i]);
  PT_TRY(enter(dv, K_ALL_GATHER, a, NULL, in, n, out));
  count_call(dv, K_ALL_GATHER);
  const post *slots = dv->sh->slots;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t es = pt_dtype_size((pt_dtype)in[i].dtype);
    uint64_t rows = dims_product(&in[i], 0, (uint32_t)a->dim);
    uint64_t chunk = dims_product(&in[i], (uint32_t)a->dim, in[i].rank) * es;
    for (uint32_t j = 0; j < gn; j++) {
      int64_t from = dv->members[j];
      const uint8_t *src = slots[from].in[i].data;
      uint8_t *dst = (uint8_t *)out[i].data + (uint64_t)j * chunk;
      for (uint64_t r = 0; r < rows; r++)
        copy_from(dv, K_ALL_GATHER, from, dst + r * chunk * gn, src + r * chunk, chunk);
    }
  }
  return rendezvous(dv, false);
}

/* A rank-1 view of n elements of t starting at element `off` (not owned). */
static pt_tensor flat_view(const pt_tensor *t, uint64_t off, uint64_t n) {
  pt_tensor v;
  memset(&v, 0, sizeof v);
  v.dtype = t->dtype;
  v.rank = 1;
  v.dims[0] = (int64_t)n;
  uint32_t es = pt_dtype_size((pt_dtype)t->dtype);
  v.data = (uint8_t *)t->data + off * es;
  v.nbytes = n * es;
  return v;
}

static pt_status *rt_all_reduce(void *ctx, const pt_collective_attrs *a, const pt_reduction *r, const pt_tensor *in,
                                uint32_t n, pt_tensor *out) {
  device *dv = ctx;
  uint32_t gn, self;
  PT_TRY(find_group(dv, a, &gn, &self));
  for (uint32_t i = 0; i < n; i++)
    if (!shape_scaled(&in[i], &out[i], -1, 1, 1)) return bad_shape("all_reduce", i, &in[i], &out[i]);
  PT_TRY(enter(dv, K_ALL_REDUCE, a, r, in, n, out));
  count_call(dv, K_ALL_REDUCE);
  const post *slots = dv->sh->slots;
  /* Phase 1: reduce part `self` of every operand over the group. */
  pt_status *err = NULL;
  for (uint32_t i = 0; i < n && !err; i++) {
    uint64_t E = pt_tensor_num_elements(&in[i]);
    uint64_t off = self * (E / gn) + (self < E % gn ? self : E % gn);
    uint64_t len = E / gn + (self < E % gn);
    if (!len) continue;
    pt_tensor acc = flat_view(&out[i], off, len);
    int64_t first = dv->members[0];
    pt_tensor x0 = flat_view(&slots[first].in[i], off, len);
    copy_from(dv, K_ALL_REDUCE, first, acc.data, x0.data, acc.nbytes);
    for (uint32_t j = 1; j < gn && !err; j++) {
      int64_t from = dv->members[j];
      pt_tensor x = flat_view(&slots[from].in[i], off, len);
      err = r->combine(r, &acc, &x);
      if (from != dv->id) count(dv, K_ALL_REDUCE, x.nbytes);
    }
  }
  /* Everyone attends the remaining barriers: the parts are read from the
   * reducers' results, which must stay alive until all have copied. */
  pt_status *s = rendezvous(dv, false);
  if (!s) {
    for (uint32_t i = 0; i < n; i++) {
      uint64_t E = pt_tensor_num_elements(&in[i]);
      for (uint32_t q = 0; q < gn; q++) {
        if (q == self) continue;
        uint64_t off = q * (E / gn) + (q < E % gn ? q : E % gn);
        uint64_t len = E / gn + (q < E % gn);
        int64_t from = dv->members[q];
        pt_tensor dst = flat_view(&out[i], off, len);
        pt_tensor src = flat_view(&slots[from].out[i], off, len);
        copy_from(dv, K_ALL_REDUCE, from, dst.data, src.data, dst.nbytes);
      }
    }
    s = rendezvous(dv, false);
  }
  if (err) {
    pt_status_free(s);
    return err;
  }
  return s;
}

static pt_status *rt_reduce_scatter(void *ctx, const pt_collective_attrs *a, const pt_reduction *r, const pt_tensor *in,
                                    pt_tensor *out) {
  device *dv = ctx;
  uint32_t gn, self;
  PT_TRY(find_group(dv, a, &gn, &self));
  if (a->dim < 0 || a->dim >= in->rank || !shape_scaled(in, out, a->dim, 1, gn))
    return bad_shape("reduce_scatter", 0, in, out);
  PT_TRY(enter(dv, K_REDUCE_SCATTER, a, r, in, 1, out));
  count_call(dv, K_REDUCE_SCATTER);
  const post *slots = dv->sh->slots;
  uint32_t es = pt_dtype_size((pt_dtype)in->dtype);
  uint64_t rows = dims_product(in, 0, (uint32_t)a->dim);
  uint64_t chunk = dims_product(out, (uint32_t)a->dim, out->rank) * es; /* of one row, in bytes */
  uint64_t row = chunk * gn;
  pt_tensor tmp;
  pt_status *err = pt_tensor_alloc(&tmp, (pt_dtype)out->dtype, out->rank, out->dims);
  for (uint32_t j = 0; j < gn && !err; j++) {
    int64_t from = dv->members[j];
    const uint8_t *src = (const uint8_t *)slots[from].in->data + (uint64_t)self * chunk;
    uint8_t *dst = j == 0 ? out->data : tmp.data;
    for (uint64_t k = 0; k < rows; k++) copy_from(dv, K_REDUCE_SCATTER, from, dst + k * chunk, src + k * row, chunk);
    if (j > 0) err = r->combine(r, out, &tmp);
  }
  pt_tensor_free(&tmp);
  pt_status *s = rendezvous(dv, false);
  if (err) {
    pt_status_free(s);
    return err;
  }
  return s;
}

static pt_status *rt_all_to_all(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, uint32_t n, pt_tensor *out) {
  device *dv = ctx;
  uint32_t gn, self;
  PT_TRY(find_group(dv, a, &gn, &self));
  if (a->split_count != (int64_t)gn)
    return pt_status_make(PT_ERR_INVALID_ARG, "all_to_all: split_count %lld is not the group size %u",
                          (long long)a->split_count, gn);
  for (uint32_t i = 0; i < n; i++) {
    bool ok = a->split_dim >= 0 && a->split_dim < in[i].rank && a->concat_dim >= 0 && a->concat_dim < in[i].rank &&
              in[i].dtype == out[i].dtype && in[i].rank == out[i].rank && in[i].dims[a->split_dim] % gn == 0;
    for (uint32_t d = 0; ok && d < in[i].rank; d++) {
      int64_t want = in[i].dims[d];
      if ((int64_t)d == a->split_dim) want /= gn;
      if ((int64_t)d == a->concat_dim) want *= gn;
      ok = out[i].dims[d] == want;
    }
    if (!ok) return bad_shape("all_to_all", i, &in[i], &out[i]);
  }
  PT_TRY(enter(dv, K_ALL_TO_ALL, a, NULL, in, n, out));
  count_call(dv, K_ALL_TO_ALL);
  const post *slots = dv->sh->slots;
  for (uint32_t i = 0; i < n; i++) {
    uint32_t es = pt_dtype_size((pt_dtype)in[i].dtype), rank = in[i].rank;
    int64_t box[PT_MAX_RANK], in_st[PT_MAX_RANK], out_st[PT_MAX_RANK];
    memcpy(box, in[i].dims, rank * sizeof *box);
    box[a->split_dim] /= gn;
    pt_runtime_row_strides(rank, in[i].dims, in_st);
    pt_runtime_row_strides(rank, out[i].dims, out_st);
    uint64_t chunk_bytes = pt_tensor_num_elements(&in[i]) / gn * es;
    for (uint32_t j = 0; j < gn; j++) {
      int64_t from = dv->members[j];
      const uint8_t *src = (const uint8_t *)slots[from].in[i].data + (uint64_t)self * box[a->split_dim] * in_st[a->split_dim] * es;
      uint8_t *dst = (uint8_t *)out[i].data + (uint64_t)j * box[a->concat_dim] * out_st[a->concat_dim] * es;
      if (chunk_bytes) pt_runtime_copy_box(es, rank, box, dst, out_st, src, in_st);
      if (from != dv->id) count(dv, K_ALL_TO_ALL, chunk_bytes);
    }
  }
  return rendezvous(dv, false);
}

static pt_status *rt_collective_permute(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, pt_tensor *out) {
  device *dv = ctx;
  uint32_t N = dv->sh->n;
  int64_t source = -1;
  for (uint32_t i = 0; i < a->n_pairs; i++) {
    int64_t s = a->pairs[2 * i], t = a->pairs[2 * i + 1];
    if (s < 0 || s >= (int64_t)N || t < 0 || t >= (int64_t)N)
      return pt_status_make(PT_ERR_INVALID_ARG, "collective_permute: pair (%lld, %lld) names a device outside 0..%u",
                            (long long)s, (long long)t, N - 1);
    if (t == dv->id) source = s;
  }
  if (!shape_scaled(in, out, -1, 1, 1)) return bad_shape("collective_permute", 0, in, out);
  PT_TRY(enter(dv, K_PERMUTE, a, NULL, in, 1, out));
  count_call(dv, K_PERMUTE);
  /* Not a target: the result stays zero (the interpreter cleared it). */
  if (source >= 0) copy_from(dv, K_PERMUTE, source, out->data, dv->sh->slots[source].in->data, out->nbytes);
  return rendezvous(dv, false);
}

static pt_status *rt_collective_broadcast(void *ctx, const pt_collective_attrs *a, const pt_tensor *in, pt_tensor *out) {
  device *dv = ctx;
  uint32_t gn, self;
  PT_TRY(find_group(dv, a, &gn, &self));
  if (!shape_scaled(in, out, -1, 1, 1)) return bad_shape("collective_broadcast", 0, in, out);
  PT_TRY(enter(dv, K_BROADCAST, a, NULL, in, 1, out));
  count_call(dv, K_BROADCAST);
  /* The first process of each group is the source. */
  int64_t source = dv->members[0];
  copy_from(dv, K_BROADCAST, source, out->data, dv->sh->slots[source].in->data, out->nbytes);
  return rendezvous(dv, false);
}

static const pt_collective_ops runtime_ops = {
    rt_all_gather, rt_all_reduce, rt_reduce_scatter, rt_all_to_all, rt_collective_permute, rt_collective_broadcast,
};

/* ---- running ---- */

static void *device_main(void *arg) {
  device *dv = arg;
  shared *sh = dv->sh;
  dv->status = sh->region == PT_NONE ? pt_interp_run(sh->m, sh->func, dv->inputs, dv->n_inputs, &dv->opts,
                                                    &dv->outputs, &dv->n_outputs, &dv->stats)
                                      : pt_interp_run_region(sh->m, sh->region, dv->inputs, dv->n_inputs, &dv->opts,
                                                           &dv->outputs, &dv->n_outputs, &dv->stats);
  device_finished(dv);
  return NULL;
}

void pt_runtime_stats_free(pt_runtime_stats *s) {
  if (!s) return;
  free(s->peak_live_bytes);
  s->peak_live_bytes = NULL;
}

void pt_runtime_outputs_free(pt_tensor **outputs, uint32_t n_devices, uint32_t n) {
  if (!outputs) return;
  for (uint32_t d = 0; d < n_devices; d++) pt_interp_outputs_free(outputs[d], n);
  free(outputs);
}

pt_status *pt_runtime_run(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_tensor *const *inputs,
                          uint32_t n_inputs, const pt_interp_options *opts, pt_tensor ***outputs, uint32_t *out_n,
                          pt_runtime_stats *stats) {
  if (func >= m->funcs.len) return pt_status_make(PT_ERR_INVALID_ARG, "no function #%u in the module", func);
  return pt_runtime_run_body(m, func, PT_NONE, mesh, inputs, n_inputs, opts, outputs, out_n, stats);
}

/* What a run holds beside its devices' own buffers: the shared arrays,
 * the thread handles, the lock. */
static void shared_free(shared *sh, pthread_t *threads, bool *started) {
  free(sh->stop_reason);
  free(sh->slots);
  free(sh->devices);
  free(threads);
  free(started);
  pthread_cond_destroy(&sh->cv);
  pthread_mutex_destroy(&sh->mu);
}

pt_status *pt_runtime_run_body(const pt_module *m, uint32_t func, uint32_t region, const pt_mesh *mesh,
                               pt_tensor *const *inputs, uint32_t n_inputs, const pt_interp_options *opts,
                               pt_tensor ***outputs, uint32_t *out_n, pt_runtime_stats *stats) {
  *outputs = NULL;
  *out_n = 0;
  if (stats) memset(stats, 0, sizeof *stats);
  int64_t N64 = pt_mesh_num_devices(mesh);
  if (N64 < 1 || N64 > 4096)
    return pt_status_make(PT_ERR_INVALID_ARG, "the thread runtime runs 1 to 4096 devices, not %lld", (long long)N64);
  uint32_t N = (uint32_t)N64;
  shared sh;
  memset(&sh, 0, sizeof sh);
  pthread_mutex_init(&sh.mu, NULL);
  pthread_cond_init(&sh.cv, NULL);
  sh.n = N;
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  sh.spin_seconds = cores > 0 && N <= (uint32_t)cores ? 50e-6 : 0;
  sh.finished_device = -1;
  sh.stopper = -1;
  sh.m = m;
  sh.func = func;
  sh.region = region;
  sh.slots = pt_calloc(N, sizeof *sh.slots);
  sh.devices = pt_calloc(N, sizeof *sh.devices);
  pthread_t *threads = pt_calloc(N, sizeof *threads);
  bool *started = pt_calloc(N, sizeof *started);
  if (!sh.slots || !sh.devices || !threads || !started) {
    shared_free(&sh, threads, started);
    return pt_nomem();
  }
  pt_status *spawn_err = NULL;
  /* Each device is a thread already: BLAS threads on top of N devices
   * would oversubscribe the cores (and OpenBLAS serialises concurrent
   * threaded calls), making device times erratic. */
  int blas_threads = N > 1 ? pt_interp_set_blas_threads(1) : 0;
  double t0 = now_seconds();
  for (uint32_t d = 0; d < N; d++) {
    device *dv = &sh.devices[d];
    dv->sh = &sh;
    dv->id = d;
    if (opts) dv->opts = *opts;
    dv->opts.coll = &runtime_ops;
    dv->opts.coll_ctx = dv;
    dv->opts.partition_id = d;
    dv->opts.replica_id = 0;
    dv->opts.arena = NULL; /* an arena serves one run at a time, not N threads */
    dv->inputs = inputs ? inputs[d] : NULL;
    dv->n_inputs = n_inputs;
    dv->members = pt_calloc(N, sizeof *dv->members);
    dv->seen = pt_calloc(N, 1);
    if ((!dv->members || !dv->seen) && !spawn_err) spawn_err = pt_nomem(); /* no thread starts */
  }
  for (uint32_t d = 0; d < N && !spawn_err; d++) {
    int rc = pt_thread_start(&threads[d], device_main, &sh.devices[d]);
    if (rc) {
      spawn_err = pt_status_make(PT_ERR_INTERNAL, "could not start the thread of device %u (error %d)", d, rc);
      /* The started devices will wait for this one at their first
       * collective: abort so they stop there. */
      pthread_mutex_lock(&sh.mu);
      abort_locked(&sh, d, PT_ERR_INTERNAL, pt_strdup("its thread could not be started"));
      pthread_mutex_unlock(&sh.mu);
    } else {
      started[d] = true;
    }
  }
  for (uint32_t d = 0; d < N; d++)
    if (started[d]) pthread_join(threads[d], NULL);
  double seconds = now_seconds() - t0;
  if (N > 1) pt_interp_set_blas_threads(blas_threads);

  /* The first error: a device's own failure before one caused by another
   * device stopping. */
  pt_status *result = spawn_err;
  int64_t culprit = -1;
  for (uint32_t d = 0; d < N && culprit < 0; d++)
    if (sh.devices[d].status && !sh.devices[d].stopped) culprit = d;
  for (uint32_t d = 0; d < N && culprit < 0; d++)
    if (sh.devices[d].status) culprit = d;
  if (!result && culprit >= 0) {
    result = sh.devices[culprit].status;
    sh.devices[culprit].status = NULL;
    result = pt_status_annotate(result, "device %lld: ", (long long)culprit);
  }
  for (uint32_t d = 0; d < N && !result; d++)
    if (sh.devices[d].n_outputs != sh.devices[0].n_outputs)
      result = pt_status_make(PT_ERR_INTERNAL, "device %u returned %u results, device 0 %u", d,
                              sh.devices[d].n_outputs, sh.devices[0].n_outputs);
  pt_tensor **outs = NULL;
  uint64_t *peaks = NULL;
  if (!result) {
    outs = pt_calloc(N, sizeof *outs);
    peaks = stats ? pt_calloc(N, sizeof *peaks) : NULL;
    if (!outs || (stats && !peaks)) {
      free(outs);
      free(peaks);
      result = pt_nomem();
    }
  }
  if (!result) {
    for (uint32_t d = 0; d < N; d++) {
      outs[d] = sh.devices[d].outputs;
      sh.devices[d].outputs = NULL;
    }
    *outputs = outs;
    *out_n = sh.devices[0].n_outputs;
    if (stats) {
      stats->n_devices = N;
      stats->seconds = seconds;
      stats->peak_live_bytes = peaks;
      for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) stats->calls[k] = sh.devices[0].calls[k];
      for (uint32_t d = 0; d < N; d++) {
        const device *dv = &sh.devices[d];
        for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) stats->bytes[k] += dv->bytes[k];
        stats->peak_live_bytes[d] = dv->stats.peak_live_bytes;
        for (uint32_t k = 0; k < PT_OP_COUNT; k++) stats->op_seconds[k] += dv->stats.op_seconds[k] / N;
      }
    }
  }
  for (uint32_t d = 0; d < N; d++) {
    device *dv = &sh.devices[d];
    pt_status_free(dv->status);
    pt_interp_outputs_free(dv->outputs, dv->n_outputs);
    free(dv->members);
    free(dv->seen);
  }
  shared_free(&sh, threads, started);
  return result;
}
