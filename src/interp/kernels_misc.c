/* kernels_misc.c - random numbers (rng_bit_generator, rng) and
 * collectives.
 *
 * rng_bit_generator is counter-based: the state holds a key and a counter,
 * the output is the cipher of consecutive counters, and the new state has
 * the counter advanced past what was used, so sequences never overlap.
 * Collectives decode their attributes and call the SPMD runtime's hook; with
 * no hook they run with single-process semantics (see interp.h). */
#include <math.h>
#include <stdlib.h>

#include "interp_internal.h"

/* ---- Philox-4x32-10 and Threefry-2x32-20 ---- */

static void philox4x32(const uint32_t key_in[2], const uint32_t ctr_in[4], uint32_t out[4]) {
  uint32_t k0 = key_in[0], k1 = key_in[1];
  uint32_t c0 = ctr_in[0], c1 = ctr_in[1], c2 = ctr_in[2], c3 = ctr_in[3];
  for (int r = 0; r < 10; r++) {
    uint64_t p0 = (uint64_t)0xD2511F53u * c0, p1 = (uint64_t)0xCD9E8D57u * c2;
    uint32_t n0 = (uint32_t)(p1 >> 32) ^ c1 ^ k0, n1 = (uint32_t)p1;
    uint32_t n2 = (uint32_t)(p0 >> 32) ^ c3 ^ k1, n3 = (uint32_t)p0;
    c0 = n0;
    c1 = n1;
    c2 = n2;
    c3 = n3;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  out[0] = c0;
  out[1] = c1;
  out[2] = c2;
  out[3] = c3;
}

static uint32_t rotl32(uint32_t x, uint32_t r) { return (x << r) | (x >> (32 - r)); }

static void threefry2x32(const uint32_t key[2], const uint32_t ctr[2], uint32_t out[2]) {
  static const uint32_t R[8] = {13, 15, 26, 6, 17, 29, 16, 24};
  uint32_t ks[3] = {key[0], key[1], 0x1BD11BDAu ^ key[0] ^ key[1]};
  uint32_t x0 = ctr[0] + ks[0], x1 = ctr[1] + ks[1];
  for (uint32_t i = 0; i < 20; i++) {
    x0 += x1;
    x1 = rotl32(x1, R[i % 8]) ^ x0;
    if (i % 4 == 3) {
      uint32_t s = i / 4 + 1;
      x0 += ks[s % 3];
      x1 += ks[(s + 1) % 3] + s;
    }
  }
  out[0] = x0;
  out[1] = x1;
}

pt_status *pt_k_rng_bit_generator(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_tensor *st = &in[0];
  const pt_attr *alg = pt_op_attr(m, op, "rng_algorithm");
  bool threefry = alg && alg->kind == PT_ATTR_ENUM && alg->u.enm.value && strcmp(alg->u.enm.value, "THREE_FRY") == 0;
  uint64_t n_state = pt_num_elems(st);
  if (op->n_results != 2 || st->rank != 1 || (st->dtype != PT_DTYPE_UI64 && st->dtype != PT_DTYPE_I64) ||
      n_state < 2 || n_state > 3 || !pt_tensor_same_type(st, &out[0]))
    return pt_op_error(m, op, "state must be a tensor<2xui64> or tensor<3xui64> (and result 0 the same)");
  /* State layout as XLA's expander reads it: key = s[0]; the 128-bit
   * counter is (s[1], s[2]) for three words and (s[1], s[0]) for two.
   * Threefry uses the 64-bit counter s[1]. */
  const uint64_t *s = st->data;
  uint64_t key = s[0], ctr = s[1], ctr_hi = n_state == 3 ? s[2] : s[0];
  uint8_t *dst = out[1].data;
  uint64_t nbytes = out[1].nbytes, blocks = 0;
  uint32_t esize = pt_dtype_size((pt_dtype)out[1].dtype);
  /* Elements narrower than 32 bits each take one word, truncated (XLA). */
  pt_status *err = NULL;
  uint8_t *wide = esize < 4 ? pt_k_alloc(c, op, pt_num_elems(&out[1]) * 4 + 1, false, &err) : NULL;
  if (esize < 4 && !wide) return err;
  if (wide) {
    dst = wide;
    nbytes = pt_num_elems(&out[1]) * 4;
  }
  uint32_t k2[2] = {(uint32_t)key, (uint32_t)(key >> 32)};
  for (uint64_t off = 0; off < nbytes; blocks++) {
    uint32_t words[4];
    uint32_t nw;
    uint64_t cnt = ctr + blocks;
    if (threefry) {
      uint32_t cc[2] = {(uint32_t)cnt, (uint32_t)(cnt >> 32)};
      threefry2x32(k2, cc, words);
      nw = 2;
    } else {
      uint64_t hi = ctr_hi + (cnt < ctr ? 1 : 0); /* carry of the 128-bit add */
      uint32_t cc[4] = {(uint32_t)cnt, (uint32_t)(cnt >> 32), (uint32_t)hi, (uint32_t)(hi >> 32)};
      philox4x32(k2, cc, words);
      nw = 4;
    }
    uint64_t take = nbytes - off < nw * 4u ? nbytes - off : nw * 4u;
    memcpy(dst + off, words, (size_t)take);
    off += take;
  }
  uint64_t *ns = out[0].data;
  ns[0] = key;
  ns[1] = ctr + blocks;
  if (n_state == 3) ns[2] = ctr_hi + (ns[1] < ctr ? 1 : 0);
  if (wide) {
    uint64_t n = pt_num_elems(&out[1]);
    const uint32_t *w = (const uint32_t *)(const void *)wide;
    uint8_t *o8 = out[1].data;
    uint16_t *o16 = out[1].data;
    for (uint64_t i = 0; i < n; i++) {
      if (esize == 2) o16[i] = (uint16_t)w[i];
      else o8[i] = (uint8_t)(out[1].dtype == PT_DTYPE_I1 ? w[i] & 1 : w[i]);
    }
    pt_k_free(c, wide);
  }
  return NULL;
}

static uint64_t mix64(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

pt_status *pt_k_rng(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_attr *d = pt_op_attr(m, op, "rng_distribution");
  bool normal = d && d->kind == PT_ATTR_ENUM && d->u.enm.value && strcmp(d->u.enm.value, "NORMAL") == 0;
  pt_dtype dt = (pt_dtype)out->dtype;
  if (in[0].rank != 0 || in[1].rank != 0 || in[0].dtype != dt || in[1].dtype != dt || (normal && !pt_dtype_is_float(dt)))
    return pt_op_error(m, op, "a and b must be scalars of the result type (floats for NORMAL)");
  uint64_t seed = mix64(pt_ictx_options(c)->rng_seed ^ mix64(pt_ictx_next_rng(c)));
  uint64_t n = pt_num_elems(out);
  double a = pt_tensor_get_f64(&in[0], 0), b = pt_tensor_get_f64(&in[1], 0);
  int64_t ia = pt_tensor_get_i64(&in[0], 0), ib = pt_tensor_get_i64(&in[1], 0);
  for (uint64_t i = 0; i < n; i++) {
    uint64_t r = mix64(seed + i);
    double u = (double)(r >> 11) * 0x1p-53;
    if (pt_dtype_is_float(dt)) {
      double v;
      if (normal) {
        double u2 = (double)(mix64(r) >> 11) * 0x1p-53;
        v = a + b * sqrt(-2.0 * log(1.0 - u)) * cos(6.283185307179586 * u2);
      } else {
        v = a + (b - a) * u;
        if (v >= b && b > a) v = nextafter(b, a);
      }
      pt_store_f64(dt, out->data, i, 1, &v);
    } else {
      uint64_t span = ib > ia ? (uint64_t)ib - (uint64_t)ia : 1;
      uint64_t v = (uint64_t)ia + (dt == PT_DTYPE_I1 ? r & 1 : r % span);
      pt_store_u64(dt, out->data, i, 1, &v);
    }
  }
  return NULL;
}

/* ---- collectives ---- */

/* false when a is not an integer matrix, or (*nomem set) without memory. */
static bool dense_matrix(const pt_module *m, const pt_attr *a, int64_t **out, uint32_t *rows, uint32_t *cols,
                         bool *nomem) {
  *out = NULL;
  *rows = *cols = 0;
  if (!a) return true;
  if (a->kind != PT_ATTR_DENSE || a->u.dense.type >= m->types.len) return false;
  const pt_type *t = pt_type_get(m, a->u.dense.type);
  /* A splat attribute may declare any shape: more than 2^24 entries is no
   * device grouping anyone runs, and would make this copy input-sized. */
  if (t->kind != PT_TYPE_TENSOR || t->rank != 2 || t->dims[0] < 0 || t->dims[1] < 0 ||
      t->dims[0] > (1 << 24) || t->dims[1] > (1 << 24) || (uint64_t)t->dims[0] * (uint64_t)t->dims[1] > (1u << 24))
    return false;
  uint64_t n = (uint64_t)t->dims[0] * (uint64_t)t->dims[1];
  *out = pt_malloc((size_t)n * sizeof **out);
  if (!*out) return !(*nomem = true);
  for (uint64_t i = 0; i < n; i++)
    if (!pt_attr_dense_int(m, a, i, &(*out)[i])) {
      free(*out);
      *out = NULL;
      return false;
    }
  *rows = (uint32_t)t->dims[0];
  *cols = (uint32_t)t->dims[1];
  return true;
}

typedef struct {
  pt_reduction pub; /* first: the hook sees a pt_reduction* */
  pt_reducer red;
  pt_dtype dt;
} reduction_impl;

static pt_status *combine_tensors(const pt_reduction *r, pt_tensor *acc, const pt_tensor *x) {
  reduction_impl *impl = (reduction_impl *)(uintptr_t)r;
  if (!pt_tensor_same_type(acc, x) || acc->dtype != impl->dt)
    return pt_status_make(PT_ERR_INVALID_ARG, "all_reduce combine: tensors of different types");
  uint64_t n = pt_num_elems(acc);
  if (impl->red.kind != PT_REDUCE_REGION) {
    pt_combine_elements(impl->red.kind, impl->dt, acc->data, x->data, n);
    return NULL;
  }
  uint32_t es = pt_dtype_size(impl->dt);
  for (uint64_t i = 0; i < n; i++) {
    void *a = (uint8_t *)acc->data + i * es;
    const void *b = (const uint8_t *)x->data + i * es;
    PT_TRY(pt_reducer_apply(&impl->red, &a, &b));
  }
  return NULL;
}

static pt_status *identity_results(const pt_module *m, const pt_op *op, const pt_tensor *in, pt_tensor *out, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (in[i].nbytes != out[i].nbytes || in[i].dtype != out[i].dtype)
      return pt_op_error(m, op, "on a single process, result %u must have the type of operand %u", i, i);
    memcpy(out[i].data, in[i].data, (size_t)out[i].nbytes);
  }
  return NULL;
}

pt_status *pt_k_collective(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_interp_options *o = pt_ictx_options(c);
  pt_collective_attrs a;
  memset(&a, 0, sizeof a);
  int64_t *groups = NULL, *pairs = NULL;
  uint32_t pc;
  bool nomem = false;
  if (!dense_matrix(m, pt_op_attr(m, op, "replica_groups"), &groups, &a.n_groups, &a.group_size, &nomem) ||
      !dense_matrix(m, pt_op_attr(m, op, "source_target_pairs"), &pairs, &a.n_pairs, &pc, &nomem) ||
      (pairs && pc != 2)) {
    free(groups);
    free(pairs);
    if (nomem) return pt_nomem();
    return pt_op_error(m, op, "replica_groups / source_target_pairs must be integer matrices");
  }
  a.groups = groups;
  a.pairs = pairs;
  const pt_attr *ch = pt_op_attr(m, op, "channel_handle");
  if (ch && ch->kind == PT_ATTR_DIALECT) {
    a.has_channel = true;
    pt_attr_get_int(pt_attr_param(m, ch, "handle"), &a.channel_id);
    pt_attr_get_int(pt_attr_param(m, ch, "type"), &a.channel_type);
  }
  a.use_global_device_ids = pt_op_attr(m, op, "use_global_device_ids") != NULL;
  a.dim = -1;
  pt_attr_get_int(pt_op_attr(m, op, op->code == PT_OP_ALL_GATHER ? "all_gather_dim" : "scatter_dimension"), &a.dim);
  pt_attr_get_int(pt_op_attr(m, op, "split_dimension"), &a.split_dim);
  pt_attr_get_int(pt_op_attr(m, op, "concat_dimension"), &a.concat_dim);
  pt_attr_get_int(pt_op_attr(m, op, "split_count"), &a.split_count);
  pt_status *s = NULL;
  uint32_t n = op->n_operands;
  /* Results arrive uninitialised; processes that receive nothing get zeros. */
  for (uint32_t i = 0; i < op->n_results; i++)
    if (out[i].nbytes) memset(out[i].data, 0, (size_t)out[i].nbytes);
  if (n != op->n_results) {
    s = pt_op_error(m, op, "must have as many results as operands");
  } else if (o->coll) {
    const pt_collective_ops *h = o->coll;
    reduction_impl ri;
    memset(&ri, 0, sizeof ri);
    bool reduces = op->code == PT_OP_ALL_REDUCE || op->code == PT_OP_REDUCE_SCATTER;
    if (reduces) {
      ri.dt = n ? (pt_dtype)in[0].dtype : PT_DTYPE_F32;
      for (uint32_t i = 0; i < n && !s; i++)
        if (in[i].dtype != ri.dt) s = pt_op_error(m, op, "operands must share one element type");
      if (!s) s = pt_reducer_init(&ri.red, c, op, 0, 1, &ri.dt);
      ri.pub.kind = ri.red.kind == PT_REDUCE_REPLACE ? PT_REDUCE_REGION : ri.red.kind;
      ri.pub.ctx = &ri;
      ri.pub.combine = combine_tensors;
    }
    if (!s) {
      switch ((pt_opcode)op->code) {
        case PT_OP_ALL_GATHER: s = h->all_gather ? h->all_gather(o->coll_ctx, &a, in, n, out) : NULL; break;
        case PT_OP_ALL_REDUCE: s = h->all_reduce ? h->all_reduce(o->coll_ctx, &a, &ri.pub, in, n, out) : NULL; break;
        case PT_OP_REDUCE_SCATTER: s = h->reduce_scatter ? h->reduce_scatter(o->coll_ctx, &a, &ri.pub, in, out) : NULL; break;
        case PT_OP_ALL_TO_ALL: s = h->all_to_all ? h->all_to_all(o->coll_ctx, &a, in, n, out) : NULL; break;
        case PT_OP_COLLECTIVE_PERMUTE: s = h->collective_permute ? h->collective_permute(o->coll_ctx, &a, in, out) : NULL; break;
        default: s = h->collective_broadcast ? h->collective_broadcast(o->coll_ctx, &a, in, out) : NULL; break;
      }
      if (s) s = pt_status_annotate(s, "%s:%u:%u: error: '%s' op: ", m->filename, op->loc.line, op->loc.col, pt_op_name((pt_opcode)op->code));
    }
    if (reduces) pt_reducer_free(&ri.red);
  } else if (op->code == PT_OP_COLLECTIVE_PERMUTE) {
    int64_t self = o->partition_id;
    bool copy = false;
    for (uint32_t i = 0; i < a.n_pairs && !s; i++) {
      if (pairs[2 * i + 1] != self) continue;
      if (pairs[2 * i] == self) copy = true;
      else s = pt_op_error(m, op, "receives from process %lld: collectives between processes need the SPMD runtime",
                           (long long)pairs[2 * i]);
    }
    if (!s && copy) s = identity_results(m, op, in, out, n);
    /* not a target: the result stays zero (spec) */
  } else {
    for (uint32_t g = 0; g < a.n_groups && !s; g++) {
      uint32_t members = 0;
      for (uint32_t j = 0; j < a.group_size; j++) members += groups[g * a.group_size + j] >= 0;
      if (members > 1)
        s = pt_op_error(m, op, "replica group %u has %u members: collectives between processes need the SPMD runtime",
                        g, members);
    }
    if (!s && op->code == PT_OP_ALL_TO_ALL && a.split_count > 1)
      s = pt_op_error(m, op, "split_count %lld needs the SPMD runtime", (long long)a.split_count);
    if (!s) s = identity_results(m, op, in, out, n);
  }
  free(groups);
  free(pairs);
  return s;
}

pt_status *pt_k_manual_computation(pt_ictx *c, const pt_op *op, const pt_tensor *in, pt_tensor *out) {
  const pt_module *m = pt_ictx_module(c);
  const pt_interp_options *o = pt_ictx_options(c);
  if (!o->manual_computation)
    return pt_op_error(m, op,
                       "is a shard_map body (device-local code): this run has no devices to emulate it on (nested "
                       "inside another manual computation, or run without the thread runtime)");
  return o->manual_computation(o, m, op, in, out);
}
