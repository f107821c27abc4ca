/* fold.c - repeated segments of a program and its depth-folded proxies
 * (see fold.h). */
#include "fold.h"

#include <stdlib.h>
#include <string.h>

struct pt_fold_segment {
  uint32_t start, period, repeats;
  int orient; /* +1: keep the first repeats; -1: keep the last ones */
  bool fold;
};
typedef struct pt_fold_segment segment;

static uint64_t mix(uint64_t h, uint64_t x) {
  h ^= x + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
  return h * 0xBF58476D1CE4E5B9ull;
}

/* A hash of an attribute's contents: two layers' ops carry equal
 * attributes as distinct objects. */
static uint64_t attr_hash(const pt_module *m, const pt_attr *a, uint32_t depth) {
  if (!a) return 1;
  uint64_t h = mix((uint64_t)a->kind + 7, a->dtype);
  if (depth > 8) return h;
  switch ((pt_attr_kind)a->kind) {
  case PT_ATTR_UNIT: return h;
  case PT_ATTR_BOOL: return mix(h, a->u.b);
  case PT_ATTR_INT: return mix(h, (uint64_t)a->u.i);
  case PT_ATTR_FLOAT: {
    uint64_t bits;
    memcpy(&bits, &a->u.f, sizeof bits);
    return mix(h, bits);
  }
  case PT_ATTR_STRING:
  case PT_ATTR_SYMBOL: return mix(h, pt_hash_bytes(a->u.str.data, a->u.str.len, 1));
  case PT_ATTR_OPAQUE:
    return mix(mix(h, pt_hash_bytes(a->u.opq.name, strlen(a->u.opq.name), 2)),
               pt_hash_bytes(a->u.opq.body, strlen(a->u.opq.body), 3));
  case PT_ATTR_TYPE: return mix(h, a->u.type);
  case PT_ATTR_ARRAY:
    for (uint32_t i = 0; i < a->u.array.n; i++) h = mix(h, attr_hash(m, a->u.array.items[i], depth + 1));
    return h;
  case PT_ATTR_DICT:
    for (uint32_t i = 0; i < a->u.dict.n; i++)
      h = mix(mix(h, a->u.dict.items[i].name), attr_hash(m, a->u.dict.items[i].value, depth + 1));
    return h;
  case PT_ATTR_DENSE_ARRAY:
    h = mix(h, a->u.darr.n);
    if (a->u.darr.i) h = mix(h, pt_hash_bytes(a->u.darr.i, (size_t)a->u.darr.n * sizeof *a->u.darr.i, 4));
    if (a->u.darr.f) h = mix(h, pt_hash_bytes(a->u.darr.f, (size_t)a->u.darr.n * sizeof *a->u.darr.f, 5));
    return h;
  case PT_ATTR_DENSE: {
    /* A large literal is told apart by its size and first bytes. */
    uint64_t n = a->u.dense.nbytes < 4096 ? a->u.dense.nbytes : 4096;
    return mix(mix(mix(h, a->u.dense.type), a->u.dense.splat), pt_hash_bytes(a->u.dense.bytes, (size_t)n, 6) ^ a->u.dense.nbytes);
  }
  case PT_ATTR_DENSE_RESOURCE:
    return mix(mix(h, a->u.resource.type), pt_hash_bytes(a->u.resource.handle, strlen(a->u.resource.handle), 7));
  case PT_ATTR_ENUM:
    h = mix(h, pt_hash_bytes(a->u.enm.kind, strlen(a->u.enm.kind), 8));
    return mix(h, pt_hash_bytes(a->u.enm.value, strlen(a->u.enm.value), 9));
  case PT_ATTR_DIALECT:
    h = mix(h, pt_hash_bytes(a->u.dia.name, strlen(a->u.dia.name), 10));
    for (uint32_t i = 0; i < a->u.dia.n; i++)
      h = mix(mix(h, a->u.dia.params[i].name), attr_hash(m, a->u.dia.params[i].value, depth + 1));
    return h;
  case PT_ATTR_CONV_DIMS: {
    const pt_conv_dims *c = a->u.conv;
    int64_t v[6] = {c->input_batch, c->input_feature, c->kernel_input_feature, c->kernel_output_feature,
                    c->output_batch, c->output_feature};
    h = mix(mix(h, pt_hash_bytes(v, sizeof v, 11)), c->n_spatial);
    for (uint32_t i = 0; i < c->n_spatial && i < PT_MAX_RANK; i++)
      h = mix(h, (uint64_t)(c->input_spatial[i] * 961 + c->kernel_spatial[i] * 31 + c->output_spatial[i]));
    return h;
  }
  }
  return h;
}

/* An op's signature: opcode, operand and result types, attributes and,
 * recursively, the ops of its regions; not which values it reads. */
static uint64_t op_hash(const pt_module *m, uint32_t op_id, uint32_t depth) {
  const pt_op *op = pt_op_get(m, op_id);
  uint64_t h = mix(mix(mix((uint64_t)op->code + 1, op->n_operands), op->n_results), op->n_regions);
  for (uint32_t i = 0; i < op->n_operands; i++) h = mix(h, m->values.data[pt_op_operand(m, op, i)].type);
  for (uint32_t i = 0; i < op->n_results; i++) h = mix(h, m->values.data[op->results + i].type);
  for (uint32_t i = 0; i < op->n_attrs; i++) {
    const pt_named_attr *na = &m->attr_pool.data[op->attrs + i];
    h = mix(mix(h, na->name), attr_hash(m, na->value, 0));
  }
  if (depth < PT_MAX_NESTING)
    for (uint32_t r = 0; r < op->n_regions; r++) {
      const pt_region *reg = &m->regions.data[pt_op_region(m, op, r)];
      h = mix(h, reg->n_args);
      for (uint32_t k = 0; k < reg->n_ops; k++) h = mix(h, op_hash(m, pt_region_op(m, reg, k), depth + 1));
    }
  return h;
}

/* ---- finding the segments ---- */

typedef struct {
  const pt_module *m;
  const pt_region *body;
  uint32_t n;           /* top-level ops */
  uint32_t n_args, arg0;
  uint64_t *h;          /* per op */
  uint32_t *pos_of;     /* value id -> defining top-level op position, or PT_NONE */
  uint32_t *reads;      /* per op: the top-level values it reads (operands, then captures) */
  uint32_t *reads_at;   /* n + 1 offsets */
} prog;

static void collect_captures(const pt_module *m, uint32_t op_id, uint32_t top, pt_id_vec *out, uint32_t depth,
                             bool *oom) {
  const pt_op *op = pt_op_get(m, op_id);
  for (uint32_t r = 0; r < op->n_regions && depth < PT_MAX_NESTING; r++) {
    const pt_region *reg = &m->regions.data[pt_op_region(m, op, r)];
    for (uint32_t k = 0; k < reg->n_ops; k++) {
      uint32_t inner = pt_region_op(m, reg, k);
      const pt_op *iop = pt_op_get(m, inner);
      for (uint32_t i = 0; i < iop->n_operands; i++) {
        uint32_t v = pt_op_operand(m, iop, i);
        if (pt_value_region(m, v) == top && !pt_vec_try_push(out, v)) *oom = true;
      }
      collect_captures(m, inner, top, out, depth + 1, oom);
    }
  }
}

/* False when the host has no memory (prog_free frees what was made). */
static bool prog_init(prog *P, const pt_module *m, uint32_t func) {
  memset(P, 0, sizeof *P);
  P->m = m;
  const pt_func *f = &m->funcs.data[func];
  P->body = &m->regions.data[f->body];
  P->n = P->body->n_ops;
  P->n_args = pt_func_n_args(m, f);
  P->arg0 = P->n_args ? pt_func_arg(m, f, 0) : 0;
  P->h = pt_malloc(((size_t)P->n + 1) * sizeof *P->h);
  P->pos_of = pt_malloc(((size_t)m->values.len + 1) * sizeof *P->pos_of);
  P->reads_at = pt_malloc(((size_t)P->n + 1) * sizeof *P->reads_at);
  if (!P->h || !P->pos_of || !P->reads_at) return false;
  memset(P->pos_of, 0xff, ((size_t)m->values.len + 1) * sizeof *P->pos_of);
  pt_id_vec reads = {0};
  bool oom = false;
  for (uint32_t i = 0; i < P->n && !oom; i++) {
    uint32_t id = pt_region_op(m, P->body, i);
    const pt_op *op = pt_op_get(m, id);
    P->h[i] = op_hash(m, id, 0);
    for (uint32_t k = 0; k < op->n_results; k++) P->pos_of[op->results + k] = i;
    P->reads_at[i] = reads.len;
    for (uint32_t k = 0; k < op->n_operands; k++)
      if (!pt_vec_try_push(&reads, pt_op_operand(m, op, k))) oom = true;
    collect_captures(m, id, f->body, &reads, 0, &oom);
  }
  P->reads_at[P->n] = reads.len;
  P->reads = reads.data;
  return !oom;
}

static void prog_free(prog *P) {
  free(P->h);
  free(P->pos_of);
  free(P->reads);
  free(P->reads_at);
}

static bool is_arg(const prog *P, uint32_t v) { return v >= P->arg0 && v - P->arg0 < P->n_args; }

/* Whether op i and op i + P have the same signature and neither is taken. */
static bool matches(const prog *P, const uint32_t *seg_of, uint32_t i, uint32_t period) {
  return i + period < P->n - 1 && seg_of[i] == PT_NONE && seg_of[i + period] == PT_NONE &&
         P->h[i] == P->h[i + period];
}

/* The ops runs of period `period` would cover (at least 3 repeats). */
static uint64_t coverage(const prog *P, const uint32_t *seg_of, uint32_t period) {
  uint64_t covered = 0;
  for (uint32_t i = 0; i + period < P->n;) {
    if (!matches(P, seg_of, i, period)) {
      i++;
      continue;
    }
    uint32_t s = i;
    while (matches(P, seg_of, i, period)) i++;
    uint32_t repeats = (i - s) / period + 1;
    if (repeats >= 3) covered += (uint64_t)repeats * period;
  }
  return covered;
}

/* Whether op i + P reads what op i reads, shifted by a period: the same
 * value, another argument (the next layer's), its own segment's value one
 * period on, or a coupled segment's value one of its periods on or back
 * (sign recorded per pair). */
static bool periodic_reads(const prog *P, const uint32_t *seg_of, const segment *segs, uint32_t si, uint32_t i,
                           int8_t *sign, uint32_t n_segs) {
  const segment *S = &segs[si];
  uint32_t j = i + S->period;
  uint32_t na = P->reads_at[i + 1] - P->reads_at[i], nb = P->reads_at[j + 1] - P->reads_at[j];
  if (na != nb) return false;
  for (uint32_t k = 0; k < na; k++) {
    uint32_t u = P->reads[P->reads_at[i] + k], w = P->reads[P->reads_at[j] + k];
    if (u == w) continue;
    if (is_arg(P, u) && is_arg(P, w)) continue;
    uint32_t q = P->pos_of[u], q2 = P->pos_of[w];
    if (q == PT_NONE || q2 == PT_NONE) return false;
    if (u - pt_op_get(P->m, pt_region_op(P->m, P->body, q))->results !=
        w - pt_op_get(P->m, pt_region_op(P->m, P->body, q2))->results)
      return false;
    uint32_t t = seg_of[q];
    if (t == PT_NONE || seg_of[q2] != t) return false;
    int64_t d = (int64_t)q2 - (int64_t)q;
    if (t == si) {
      if (d != (int64_t)S->period) return false;
      continue;
    }
    int8_t sg = d == (int64_t)segs[t].period ? 1 : d == -(int64_t)segs[t].period ? -1 : 0;
    if (!sg) return false;
    int8_t *slot = &sign[(size_t)si * n_segs + t];
    if (*slot && *slot != sg) return false;
    *slot = sg;
  }
  return true;
}

pt_status *pt_fold_find(const pt_module *m, uint32_t func, pt_fold *f) {
  memset(f, 0, sizeof *f);
  if (func >= m->funcs.len || m->funcs.data[func].body == PT_NONE) return NULL;
  prog P;
  bool oom = !prog_init(&P, m, func);
  f->n_ops = P.n;
  f->n_full_args = P.n_args;
  f->seg_of = oom ? NULL : pt_malloc(((size_t)P.n + 1) * sizeof *f->seg_of);
  PT_VEC(segment) segs = {0};
  if (!f->seg_of) {
    oom = true;
    goto done;
  }
  memset(f->seg_of, 0xff, ((size_t)P.n + 1) * sizeof *f->seg_of);
  if (P.n < 16) goto done;
  {
    /* Candidate periods: distances between an op and the previous op of
     * the same signature, the most frequent first (a layer's ops that
     * occur once in it all give the layer's period). */
    uint32_t cap = 1;
    while (cap < 2 * P.n) cap *= 2;
    uint64_t *keys = pt_calloc(cap, sizeof *keys);
    uint32_t *last = pt_malloc(cap * sizeof *last);
    uint32_t *dist = pt_malloc(((size_t)P.n + 1) * sizeof *dist);
    if (!keys || !last || !dist) {
      free(keys);
      free(last);
      free(dist);
      oom = true;
      goto done;
    }
    uint32_t nd = 0;
    for (uint32_t i = 0; i < P.n; i++) {
      uint64_t k = P.h[i] | 1;
      uint32_t s = (uint32_t)(k >> 32) & (cap - 1);
      while (keys[s] && keys[s] != k) s = (s + 1) & (cap - 1);
      if (keys[s]) dist[nd++] = i - last[s];
      keys[s] = k;
      last[s] = i;
    }
    free(keys);
    free(last);
    qsort(dist, nd, sizeof *dist, pt_cmp_u32);
    enum { MAX_CAND = 64 };
    uint32_t cand[MAX_CAND], n_cand = 0;
    {
      /* (count, distance) pairs, the most frequent first. */
      uint64_t *pairs = pt_malloc(((size_t)nd + 1) * sizeof *pairs);
      if (!pairs) {
        free(dist);
        oom = true;
        goto done;
      }
      uint32_t np = 0;
      for (uint32_t i = 0; i < nd;) {
        uint32_t j = i;
        while (j < nd && dist[j] == dist[i]) j++;
        if (j - i >= 2) pairs[np++] = (uint64_t)(UINT32_MAX - (j - i)) << 32 | dist[i];
        i = j;
      }
      qsort(pairs, np, sizeof *pairs, pt_cmp_u64);
      for (uint32_t i = 0; i < np && n_cand < MAX_CAND; i++) cand[n_cand++] = (uint32_t)pairs[i];
      free(pairs);
    }
    free(dist);
    /* Greedy: the period whose runs cover the most ops claims them, then
     * the next over what is left. */
    bool used[MAX_CAND] = {0};
    for (;;) {
      uint64_t best = 0;
      int32_t bi = -1;
      for (uint32_t c = 0; c < n_cand; c++) {
        if (used[c]) continue;
        uint64_t cov = coverage(&P, f->seg_of, cand[c]);
        if (cov > best) best = cov, bi = (int32_t)c;
      }
      if (bi < 0) break;
      used[bi] = true;
      uint32_t period = cand[bi];
      for (uint32_t i = 0; i + period < P.n;) {
        if (!matches(&P, f->seg_of, i, period)) {
          i++;
          continue;
        }
        uint32_t s = i;
        while (matches(&P, f->seg_of, i, period)) i++;
        uint32_t repeats = (i - s) / period + 1;
        if (repeats < 3) continue;
        segment sg = {.start = s, .period = period, .repeats = repeats, .orient = 0, .fold = true};
        if (!pt_vec_try_push(&segs, sg)) {
          oom = true;
          goto done;
        }
        for (uint32_t k = s; k < s + repeats * period; k++) f->seg_of[k] = segs.len - 1;
        i = s + repeats * period;
      }
    }
  }
  if (!segs.len) goto done;
  {
    /* The repeat count that covers the most ops is the depth folded. */
    uint32_t n_segs = segs.len;
    uint64_t best_cov = 0;
    for (uint32_t a = 0; a < n_segs; a++) {
      uint64_t cov = 0;
      for (uint32_t b = 0; b < n_segs; b++)
        if (segs.data[b].repeats == segs.data[a].repeats) cov += (uint64_t)segs.data[b].repeats * segs.data[b].period;
      if (cov > best_cov) best_cov = cov, f->repeats = segs.data[a].repeats;
    }
    /* Periodic data flow, from the second repeat on (the first reads what
     * enters the segment). */
    int8_t *sign = pt_calloc((size_t)n_segs * n_segs, 1);
    if (!sign) {
      oom = true;
      goto done;
    }
    for (uint32_t si = 0; si < n_segs; si++) {
      segment *S = &segs.data[si];
      if (S->repeats != f->repeats) S->fold = false;
      for (uint32_t i = S->start + S->period; S->fold && i + S->period < S->start + S->repeats * S->period; i++)
        if (!periodic_reads(&P, f->seg_of, segs.data, si, i, sign, n_segs)) S->fold = false;
    }
    /* Orientations: coupled segments alike (+) or reversed (-), from the
     * largest; a contradiction leaves the program whole. */
    bool ok = true;
    for (uint32_t round = 0; round < n_segs && ok; round++) {
      int32_t start = -1;
      uint32_t most = 0;
      for (uint32_t si = 0; si < n_segs; si++)
        if (segs.data[si].fold && !segs.data[si].orient && segs.data[si].period * segs.data[si].repeats > most)
          most = segs.data[si].period * segs.data[si].repeats, start = (int32_t)si;
      if (start < 0) break;
      segs.data[start].orient = 1;
      bool changed = true;
      while (changed && ok) {
        changed = false;
        for (uint32_t a = 0; a < n_segs; a++)
          for (uint32_t b = 0; b < n_segs; b++) {
            int8_t sg = sign[(size_t)a * n_segs + b] ? sign[(size_t)a * n_segs + b] : sign[(size_t)b * n_segs + a];
            if (!sg || !segs.data[a].fold || !segs.data[b].fold || !segs.data[a].orient) continue;
            int want = segs.data[a].orient * sg;
            if (!segs.data[b].orient) segs.data[b].orient = want, changed = true;
            else if (segs.data[b].orient != want) ok = false;
          }
      }
    }
    free(sign);
    for (uint32_t si = 0; si < n_segs; si++) {
      if (!ok) segs.data[si].fold = false;
      if (segs.data[si].fold) {
        f->n_segments++;
        f->folded_ops += segs.data[si].period * segs.data[si].repeats;
      }
    }
    for (uint32_t i = 0; i < P.n; i++)
      if (f->seg_of[i] != PT_NONE && !segs.data[f->seg_of[i]].fold) f->seg_of[i] = PT_NONE;
    if (!f->n_segments) f->repeats = 0;
  }
done:
  f->segs = segs.data;
  if (!f->n_segments) f->repeats = 0;
  prog_free(&P);
  if (oom) {
    pt_fold_free(f);
    return pt_nomem();
  }
  return NULL;
}

void pt_fold_free(pt_fold *f) {
  free(f->seg_of);
  free(f->segs);
  memset(f, 0, sizeof *f);
}

/* ---- building a proxy ---- */

typedef struct {
  prog P;
  const pt_fold *f;
  uint32_t k;
  bool *kept;         /* per top-level op */
  uint32_t *map;      /* full value -> proxy value */
  pt_builder b;
  pt_module *pm;
  bool bad;
  bool oom; /* the host had no memory: the proxy is not built (PT_ERR_NOMEM, unlike `bad`) */
} builder;

static bool op_kept(const pt_fold *f, uint32_t k, uint32_t i) {
  uint32_t s = f->seg_of[i];
  if (s == PT_NONE) return true;
  const segment *S = &f->segs[s];
  uint32_t r = (i - S->start) / S->period;
  return S->orient > 0 ? r < k : r >= S->repeats - k;
}

/* The full value a kept op at position `user` reads in place of v. */
static uint32_t resolve(builder *B, uint32_t v, uint32_t user, uint32_t slot, bool direct) {
  const prog *P = &B->P;
  for (uint32_t guard = 0; guard < 4; guard++) {
    uint32_t q = P->pos_of[v];
    if (q == PT_NONE || B->kept[q]) return v;
    uint32_t si = B->f->seg_of[q];
    const segment *S = &B->f->segs[si];
    uint32_t rq = (q - S->start) / S->period, off = (q - S->start) % S->period;
    uint32_t res = v - pt_op_get(P->m, pt_region_op(P->m, P->body, q))->results;
    if (direct && user != PT_NONE && B->f->seg_of[user] == si && S->orient < 0) {
      /* Inside a reversed segment, after the dropped repeats: what the
       * first dropped repeat read at this place. */
      uint32_t dropped = S->repeats - B->k;
      uint32_t back = user - dropped * S->period;
      if (slot >= P->reads_at[back + 1] - P->reads_at[back]) break;
      v = P->reads[P->reads_at[back] + slot];
      user = back;
      direct = false;
      continue;
    }
    (void)rq;
    uint32_t r = S->orient > 0 ? B->k - 1 : S->repeats - B->k;
    uint32_t at = S->start + r * S->period + off;
    return pt_op_get(P->m, pt_region_op(P->m, P->body, at))->results + res;
  }
  B->bad = true;
  return v;
}

static uint32_t mapped(builder *B, uint32_t v) {
  uint32_t w = B->map[v];
  if (w == PT_NONE) B->bad = true;
  return w == PT_NONE ? 0 : w;
}

static void clone_region(builder *B, uint32_t region, uint32_t top, uint32_t user, uint32_t *out);

static uint32_t clone_op(builder *B, uint32_t op_id, uint32_t top, uint32_t user, bool is_top) {
  const pt_module *m = B->P.m;
  const pt_op *op = pt_op_get(m, op_id);
  PT_VEC(uint32_t) regions = {0};
  PT_VEC(uint32_t) operands = {0};
  PT_VEC(uint32_t) types = {0};
  for (uint32_t r = 0; r < op->n_regions && !B->oom; r++) {
    uint32_t nr;
    clone_region(B, pt_op_region(m, op, r), top, user, &nr);
    if (!pt_vec_try_push(&regions, nr)) B->oom = true;
  }
  for (uint32_t i = 0; i < op->n_operands && !B->oom; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    if (pt_value_region(m, v) == top) v = resolve(B, v, user, i, is_top);
    if (!pt_vec_try_push(&operands, mapped(B, v))) B->oom = true;
  }
  for (uint32_t i = 0; i < op->n_results && !B->oom; i++)
    if (!pt_vec_try_push(&types, m->values.data[op->results + i].type)) B->oom = true;
  uint32_t nid = B->oom ? PT_NONE
                        : pt_builder_op(&B->b, (pt_opcode)op->code, operands.data, op->n_operands, types.data,
                                        op->n_results, m->attr_pool.data + op->attrs, op->n_attrs, regions.data,
                                        op->n_regions, op->loc);
  if (nid == PT_NONE) { /* out of memory (pm says so too): the build stops */
    B->oom = true;
    pt_vec_free(&regions);
    pt_vec_free(&operands);
    pt_vec_free(&types);
    return PT_NONE;
  }
  B->pm->ops.data[nid].src_loc = op->src_loc;
  for (uint32_t i = 0; i < op->n_results; i++) B->map[op->results + i] = B->pm->ops.data[nid].results + i;
  pt_vec_free(&regions);
  pt_vec_free(&operands);
  pt_vec_free(&types);
  return nid;
}

static void clone_region(builder *B, uint32_t region, uint32_t top, uint32_t user, uint32_t *out) {
  const pt_module *m = B->P.m;
  const pt_region *r = &m->regions.data[region];
  uint32_t nr = pt_builder_begin_region_like(&B->b, m, region);
  *out = nr;
  if (nr == PT_NONE) { /* nothing was opened */
    B->oom = true;
    return;
  }
  for (uint32_t i = 0; i < r->n_args; i++) B->map[r->args + i] = B->pm->regions.data[nr].args + i;
  for (uint32_t k = 0; k < r->n_ops && !B->oom; k++) clone_op(B, pt_region_op(m, r, k), top, user, false);
  pt_builder_end_region(&B->b);
}

/* A new module sharing m's strings and types (same ids) with no function. */
static pt_module *empty_like(const pt_module *m) {
  pt_module *pm = pt_module_try_derive_room(m, 0);
  if (!pm) return NULL;
  for (uint32_t i = 0; i < pm->funcs.len; i++) {
    free(pm->funcs.data[i].arg_attrs);
    free(pm->funcs.data[i].result_attrs);
  }
  pm->values.len = pm->ops.len = pm->regions.len = pm->funcs.len = 0;
  pm->operand_pool.len = pm->attr_pool.len = pm->region_pool.len = pm->op_order.len = pm->type_pool.len = 0;
  return pm;
}

/* d without its tf.aliasing_output, or with it renumbered to `to`. */
static const pt_attr *renumber_alias(pt_module *pm, const pt_attr *d, int64_t to) {
  if (!d || d->kind != PT_ATTR_DICT) return d;
  pt_named_attr items[32];
  uint32_t n = 0;
  bool changed = false;
  for (uint32_t i = 0; i < d->u.dict.n && n < 32; i++) {
    const pt_named_attr *it = &d->u.dict.items[i];
    if (strcmp(pt_str(pm, it->name), "tf.aliasing_output") == 0) {
      changed = true;
      if (to < 0) continue;
      items[n].name = it->name;
      items[n++].value = pt_attr_int(pm, to, it->value->dtype);
      continue;
    }
    items[n++] = *it;
  }
  return changed ? pt_attr_dict(pm, items, n) : d;
}

pt_status *pt_fold_proxy_build(const pt_module *m, uint32_t func, const pt_fold *f, uint32_t k, pt_fold_proxy *out) {
  memset(out, 0, sizeof *out);
  if (!f->repeats || k < 1 || k >= f->repeats) return NULL;
  builder B;
  memset(&B, 0, sizeof B);
  bool ok = prog_init(&B.P, m, func);
  const prog *P = &B.P;
  const pt_func *fn = &m->funcs.data[func];
  B.f = f;
  B.k = k;
  B.kept = ok ? pt_malloc(((size_t)P->n + 1) * sizeof *B.kept) : NULL;
  B.map = ok ? pt_malloc(((size_t)m->values.len + 1) * sizeof *B.map) : NULL;
  const pt_op *ret = P->n ? pt_op_get(m, pt_region_op(m, P->body, P->n - 1)) : NULL;
  if (!B.kept || !B.map || !ret || ret->code != PT_OP_FUNC_RETURN) {
    free(B.kept);
    free(B.map);
    prog_free(&B.P);
    return B.kept && B.map ? NULL : pt_nomem();
  }
  for (uint32_t i = 0; i < P->n; i++) B.kept[i] = op_kept(f, k, i);
  memset(B.map, 0xff, ((size_t)m->values.len + 1) * sizeof *B.map);
  /* Arguments: those a kept op reads (after resolving), and those no op
   * but the return reads. */
  uint8_t *arg_use = pt_calloc((size_t)P->n_args + 1, 1); /* 1: read by some op; 2: by a kept one */
  uint32_t *new_arg = pt_malloc(((size_t)P->n_args + 1) * sizeof *new_arg);
  uint32_t *new_res = pt_malloc(((size_t)ret->n_operands + 1) * sizeof *new_res);
  if (!arg_use || !new_arg || !new_res) {
    free(arg_use);
    free(new_arg);
    free(new_res);
    free(B.kept);
    free(B.map);
    prog_free(&B.P);
    return pt_nomem();
  }
  for (uint32_t i = 0; i + 1 < P->n; i++)
    for (uint32_t s = P->reads_at[i]; s < P->reads_at[i + 1]; s++) {
      uint32_t v = P->reads[s];
      if (is_arg(P, v)) arg_use[v - P->arg0] |= 1;
      if (!B.kept[i]) continue;
      uint32_t w = resolve(&B, v, i, s - P->reads_at[i], s - P->reads_at[i] < pt_op_get(m, pt_region_op(m, P->body, i))->n_operands);
      if (is_arg(P, w)) arg_use[w - P->arg0] |= 2;
    }
  PT_VEC(uint32_t) arg_types = {0};
  PT_VEC(uint32_t) arg_of = {0};
  for (uint32_t a = 0; a < P->n_args; a++) {
    new_arg[a] = PT_NONE;
    if (arg_use[a] == 1) continue; /* only dropped ops read it */
    new_arg[a] = arg_of.len;
    if (!pt_vec_try_push(&arg_of, a) || !pt_vec_try_push(&arg_types, m->values.data[P->arg0 + a].type))
      B.oom = true;
  }
  /* Results kept: those a kept op or a kept argument gives, and those of
   * a dropped repeat whose counterpart in the kept repeat stood for it is
   * not returned too (the last layer's output: it stays, read from the
   * last kept layer), unlike one result per layer (a dropped layer's new
   * parameters, which go with it). */
  uint32_t n_res = 0;
  for (uint32_t j = 0; j < ret->n_operands; j++) {
    uint32_t v = pt_op_operand(m, ret, j);
    uint32_t q = P->pos_of[v];
    bool keep = q != PT_NONE ? B.kept[q] : (is_arg(P, v) ? new_arg[v - P->arg0] != PT_NONE : true);
    if (!keep && q != PT_NONE) {
      uint32_t w = resolve(&B, v, PT_NONE, 0, false);
      keep = true;
      for (uint32_t j2 = 0; j2 < ret->n_operands && keep; j2++) keep = pt_op_operand(m, ret, j2) != w;
    }
    new_res[j] = keep ? n_res++ : PT_NONE;
  }
  pt_module *pm = B.oom ? NULL : empty_like(m);
  B.pm = pm;
  uint32_t nf = PT_NONE, nbody = PT_NONE;
  if (pm) {
    pt_builder_init(&B.b, pm);
    nf = pt_builder_begin_func(&B.b, fn->name, fn->is_private, arg_types.data, arg_of.len, fn->loc);
  }
  if (nf == PT_NONE) B.oom = true; /* nothing was opened */
  PT_VEC(uint32_t) rets = {0};
  PT_VEC(uint32_t) res_types = {0};
  const pt_attr **res_attrs = B.oom ? NULL : pt_calloc((size_t)n_res + 1, sizeof *res_attrs);
  const pt_attr **a_attrs = B.oom ? NULL : pt_calloc((size_t)arg_of.len + 1, sizeof *a_attrs);
  if (!res_attrs || !a_attrs) B.oom = true;
  if (!B.oom) {
    nbody = pm->regions.len - 1;
    for (uint32_t i = 0; i < arg_of.len; i++) B.map[P->arg0 + arg_of.data[i]] = pm->regions.data[nbody].args + i;
    for (uint32_t i = 0; i + 1 < P->n && !B.oom; i++)
      if (B.kept[i]) clone_op(&B, pt_region_op(m, P->body, i), fn->body, i, true);
    for (uint32_t j = 0; j < ret->n_operands && !B.oom; j++) {
      if (new_res[j] == PT_NONE) continue;
      uint32_t v = pt_op_operand(m, ret, j);
      if (P->pos_of[v] != PT_NONE) v = resolve(&B, v, PT_NONE, 0, false);
      if (!pt_vec_try_push(&rets, mapped(&B, v)) || !pt_vec_try_push(&res_types, m->values.data[v].type))
        B.oom = true;
      res_attrs[new_res[j]] = fn->result_attrs ? fn->result_attrs[j] : NULL;
    }
    if (!B.oom &&
        pt_builder_op(&B.b, PT_OP_FUNC_RETURN, rets.data, rets.len, NULL, 0, NULL, 0, NULL, 0, ret->loc) == PT_NONE)
      B.oom = true;
    pt_builder_end_region(&B.b);
  }
  for (uint32_t i = 0; i < arg_of.len && !B.oom; i++) {
    const pt_attr *d = fn->arg_attrs ? fn->arg_attrs[arg_of.data[i]] : NULL;
    const pt_attr *al = d && d->kind == PT_ATTR_DICT ? pt_attr_dict_get(m, d, "tf.aliasing_output") : NULL;
    int64_t j;
    if (al && pt_attr_get_int(al, &j))
      d = renumber_alias(pm, d, j >= 0 && (uint64_t)j < ret->n_operands && new_res[j] != PT_NONE ? (int64_t)new_res[j] : -1);
    a_attrs[i] = d;
  }
  if (!B.oom && !pt_builder_end_func(&B.b, nf, nbody, res_types.data, res_types.len, a_attrs, res_attrs, fn->attrs))
    B.oom = true;
  if (!B.oom) pm->funcs.data[nf].arg_locs = NULL;
  if (pm) pt_builder_free(&B.b);
  /* Whatever fell back for want of memory, the proxy is not the program. */
  if (pm && pt_module_oom(pm)) B.oom = true;
  pt_status *s = B.oom ? pt_nomem() : NULL;
  if (!B.bad && !B.oom) {
    pt_status *v = pt_verify_module(pm);
    if (v && pt_status_code(v) == PT_ERR_NOMEM) {
      s = v; /* no answer about the proxy */
      B.oom = true;
    } else if (v) {
      pt_status_free(v); /* not consistent: the caller evaluates whole */
      B.bad = true;
    }
  }
  if (B.bad || B.oom) pt_module_free(pm);
  else {
    out->m = pm;
    out->func = nf;
    out->n_args = arg_of.len;
    out->arg_of = arg_of.data;
    arg_of.data = NULL;
    out->n_ops = pm->regions.data[nbody].n_ops;
    /* Which proxy argument stands for each full argument: itself, or the
     * argument at the same place of the nearest kept repeat. */
    out->of_full = pt_malloc(((size_t)P->n_args + 1) * sizeof *out->of_full);
    if (!out->of_full) {
      pt_fold_proxy_free(out); /* the caller gets nothing half-made */
      s = pt_nomem();
    } else {
      for (uint32_t a = 0; a < P->n_args; a++) out->of_full[a] = new_arg[a];
      for (uint32_t i = 0; i + 1 < P->n; i++) {
        if (B.kept[i]) continue;
        const segment *S = &f->segs[f->seg_of[i]];
        uint32_t off = (i - S->start) % S->period;
        uint32_t r = S->orient > 0 ? k - 1 : S->repeats - k;
        uint32_t at = S->start + r * S->period + off;
        uint32_t n = P->reads_at[i + 1] - P->reads_at[i];
        if (n != P->reads_at[at + 1] - P->reads_at[at]) continue;
        for (uint32_t s2 = 0; s2 < n; s2++) {
          uint32_t u = P->reads[P->reads_at[i] + s2], w = P->reads[P->reads_at[at] + s2];
          if (!is_arg(P, u) || !is_arg(P, w)) continue;
          if (out->of_full[u - P->arg0] == PT_NONE && new_arg[w - P->arg0] != PT_NONE)
            out->of_full[u - P->arg0] = new_arg[w - P->arg0];
        }
      }
    }
  }
  free(a_attrs);
  free(res_attrs);
  pt_vec_free(&rets);
  pt_vec_free(&res_types);
  pt_vec_free(&arg_types);
  pt_vec_free(&arg_of);
  free(new_res);
  free(new_arg);
  free(arg_use);
  free(B.kept);
  free(B.map);
  prog_free(&B.P);
  return s;
}

void pt_fold_proxy_free(pt_fold_proxy *p) {
  pt_module_free(p->m);
  free(p->arg_of);
  free(p->of_full);
  memset(p, 0, sizeof *p);
}
