/* random_program.h - a seeded generator of small random StableHLO programs
 * for property tests of partitioning (test_core_random.c).
 *
 * rp_generate(seed) writes `func.func public @main(args) -> (results)` in
 * MLIR's generic op form: 2 to 5 f32 arguments and 3 to 15 ops drawn from
 * elementwise unary/binary ops (add, subtract, multiply, maximum, negate,
 * exponential, tanh), select through compare, broadcast_in_dim (new dims,
 * size-1 dims expanded), transpose, reshape (merging, splitting, adding and
 * dropping size-1 dims), dot_general (matmul, batched, one or two
 * contracting dims anywhere), reduce (add or max over random dims),
 * concatenate, slice, and convert (f32 <-> f64). Dims are small products of
 * 2s and odd factors (2, 4, 6, 8, 12, 16, sometimes 1 and 3), so mesh axes
 * of size 2 and 4 sometimes divide them and sometimes not. Every result
 * no op uses is returned, so every op is observable.
 *
 * Arguments are created on demand: an op that needs a partner of a given
 * shape (a dot_general right-hand side, a binary operand) takes an existing
 * value when one fits, else a new argument while fewer than 5 exist.
 * Result types are computed here, the whole text must pass the verifier
 * (the test checks), and an op whose result would be too large or whose
 * values could overflow (a magnitude bound is tracked per value: exp only
 * of small values, products only while the bound stays moderate) is not
 * generated -- another is drawn instead. The same seed always gives the
 * same text. Header-only (static functions): each test is its own program. */
#ifndef RANDOM_PROGRAM_H
#define RANDOM_PROGRAM_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "../../src/interp/interp.h"
#include "../../src/ir/ir.h"

enum {
  RP_MAX_VALUES = 64,
  RP_MAX_ARGS = 5,
  RP_MAX_RANK = 4,
  RP_MAX_ELEMS = 2048,
};

/* The op families, for the counts the test reports. */
typedef enum {
  RP_UNARY,
  RP_BINARY,
  RP_SELECT,
  RP_BROADCAST,
  RP_TRANSPOSE,
  RP_RESHAPE,
  RP_DOT,
  RP_REDUCE,
  RP_CONCAT,
  RP_SLICE,
  RP_CONVERT,
  RP_N_KINDS,
} rp_kind;

static const char *const rp_kind_names[RP_N_KINDS] = {"unary", "binary", "select", "broadcast", "transpose", "reshape",
                                                      "dot_general", "reduce", "concatenate", "slice", "convert"};

typedef struct {
  pt_dtype dt;
  uint32_t rank;
  int64_t dims[RP_MAX_RANK];
} rp_type;

typedef struct {
  uint64_t rng;
  rp_type types[RP_MAX_VALUES];
  double bound[RP_MAX_VALUES]; /* |element| <= bound for inputs in [-2, 2] */
  /* How much a relative rounding error of the terms behind an element
   * (sums, products) can move it: the magnitudes of the terms, carried
   * through later ops by their derivatives (tanh: 1, exp: <= 60). An
   * element cancelled to near zero still has the scale of its terms. */
  double scale[RP_MAX_VALUES];
  uint32_t uses[RP_MAX_VALUES];
  bool operand_ok[RP_MAX_VALUES]; /* false for reduce init constants */
  uint32_t n_values;
  uint32_t args[RP_MAX_ARGS]; /* value index of each argument, in order */
  uint32_t n_args;
  uint32_t n_ops;        /* ops of the program (init constants not counted) */
  uint32_t kinds[RP_N_KINDS];
  pt_buf body;
} rp_gen;

/* ---- random numbers (splitmix64) ------------------------------------------------ */

static inline uint64_t rp_rand(rp_gen *g) {
  uint64_t z = (g->rng += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
static inline uint32_t rp_below(rp_gen *g, uint32_t n) { return (uint32_t)(rp_rand(g) % n); }
static inline bool rp_chance(rp_gen *g, uint32_t percent) { return rp_below(g, 100) < percent; }

/* A dim: mostly sizes both 2 and 4 divide, some only 2 divides, a few
 * neither. */
static inline int64_t rp_dim(rp_gen *g) {
  static const int64_t sizes[] = {2, 4, 6, 8, 12, 16, 4, 8, 6, 12, 3, 1};
  return sizes[rp_below(g, (uint32_t)(sizeof sizes / sizeof sizes[0]))];
}

/* ---- types ----------------------------------------------------------------------- */

static inline int64_t rp_elems(const rp_type *t) {
  int64_t n = 1;
  for (uint32_t i = 0; i < t->rank; i++) n *= t->dims[i];
  return n;
}
static inline bool rp_same_type(const rp_type *a, const rp_type *b) {
  if (a->dt != b->dt || a->rank != b->rank) return false;
  for (uint32_t i = 0; i < a->rank; i++)
    if (a->dims[i] != b->dims[i]) return false;
  return true;
}
static inline void rp_type_print(pt_buf *b, const rp_type *t) {
  pt_buf_puts(b, "tensor<");
  for (uint32_t i = 0; i < t->rank; i++) pt_buf_printf(b, "%lldx", (long long)t->dims[i]);
  pt_buf_printf(b, "%s>", pt_dtype_name(t->dt));
}
static inline rp_type rp_rand_type(rp_gen *g, pt_dtype dt) {
  rp_type t;
  memset(&t, 0, sizeof t);
  t.dt = dt;
  t.rank = 1 + rp_below(g, 3);
  do {
    for (uint32_t i = 0; i < t.rank; i++) t.dims[i] = rp_dim(g);
  } while (rp_elems(&t) > RP_MAX_ELEMS / 2);
  return t;
}
static inline void rp_list(pt_buf *b, const int64_t *v, uint32_t n) {
  pt_buf_putc(b, '[');
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(b, "%s%lld", i ? ", " : "", (long long)v[i]);
  pt_buf_putc(b, ']');
}
static inline void rp_i64s(pt_buf *b, const int64_t *v, uint32_t n) {
  pt_buf_puts(b, "array<i64");
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(b, "%s%lld", i ? ", " : ": ", (long long)v[i]);
  pt_buf_putc(b, '>');
}

/* ---- values ---------------------------------------------------------------------- */

static inline uint32_t rp_value(rp_gen *g, const rp_type *t, double bound) {
  uint32_t v = g->n_values++;
  PT_ASSERT(v < RP_MAX_VALUES);
  g->types[v] = *t;
  g->bound[v] = bound;
  g->scale[v] = bound;
  g->uses[v] = 0;
  g->operand_ok[v] = true;
  return v;
}

/* A new argument of type t, or PT_NONE when there are already 5. */
static inline uint32_t rp_new_arg(rp_gen *g, const rp_type *t) {
  if (g->n_args >= RP_MAX_ARGS || g->n_values >= RP_MAX_VALUES - 2) return PT_NONE;
  uint32_t v = rp_value(g, t, 2.0);
  g->args[g->n_args++] = v;
  return v;
}

/* An operand: preferably a value nothing uses yet (so programs form chains
 * rather than fans), any usable value otherwise; `min_rank` filters. */
static inline uint32_t rp_pick(rp_gen *g, uint32_t min_rank) {
  uint32_t cand[RP_MAX_VALUES], n = 0, fresh[RP_MAX_VALUES], nf = 0;
  for (uint32_t v = 0; v < g->n_values; v++) {
    if (!g->operand_ok[v] || g->types[v].rank < min_rank) continue;
    cand[n++] = v;
    if (!g->uses[v]) fresh[nf++] = v;
  }
  if (nf && rp_chance(g, 60)) return fresh[rp_below(g, nf)];
  return n ? cand[rp_below(g, n)] : PT_NONE;
}

/* A value of exactly type t other than `not`: an existing one, a new
 * argument, or `not` itself when neither is possible. */
static inline uint32_t rp_partner(rp_gen *g, const rp_type *t, uint32_t avoid) {
  uint32_t cand[RP_MAX_VALUES], n = 0;
  for (uint32_t v = 0; v < g->n_values; v++)
    if (v != avoid && g->operand_ok[v] && rp_same_type(&g->types[v], t)) cand[n++] = v;
  if (n && rp_chance(g, 70)) return cand[rp_below(g, n)];
  uint32_t a = rp_chance(g, 60) ? rp_new_arg(g, t) : PT_NONE;
  if (a != PT_NONE) return a;
  return n ? cand[rp_below(g, n)] : avoid;
}

/* Writes `%vR = "name"(%vA, %vB) ATTRS : (types) -> type` for a one-result
 * op and returns R. */
static inline uint32_t rp_emit(rp_gen *g, const char *name, const uint32_t *operands, uint32_t n, const char *attrs,
                               const char *region, const rp_type *rt, double bound) {
  uint32_t r = rp_value(g, rt, bound);
  pt_buf *b = &g->body;
  pt_buf_printf(b, "  %%v%u = \"%s\"(", r, name);
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(b, "%s%%v%u", i ? ", " : "", operands[i]);
  pt_buf_putc(b, ')');
  if (attrs && *attrs) pt_buf_printf(b, " %s", attrs);
  if (region) pt_buf_printf(b, " %s", region);
  pt_buf_puts(b, " : (");
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_puts(b, ", ");
    rp_type_print(b, &g->types[operands[i]]);
    g->uses[operands[i]]++;
  }
  pt_buf_puts(b, ") -> ");
  rp_type_print(b, rt);
  pt_buf_putc(b, '\n');
  return r;
}

/* ---- ops: each returns false (writing nothing) when it cannot make a valid,
 * small, finite op from the current values ---------------------------------------- */

static inline bool rp_unary(rp_gen *g) {
  uint32_t x = rp_pick(g, 0);
  if (x == PT_NONE) return false;
  double bx = g->bound[x];
  uint32_t k = rp_below(g, 3);
  if (k == 1 && bx > 4) k = 2; /* exp only of small values */
  static const char *const names[] = {"stablehlo.negate", "stablehlo.exponential", "stablehlo.tanh"};
  double b = k == 0 ? bx : k == 1 ? 60.0 : 1.0;
  uint32_t r = rp_emit(g, names[k], &x, 1, NULL, NULL, &g->types[x], b);
  g->scale[r] = k == 1 ? 60.0 * g->scale[x] : g->scale[x];
  return true;
}

static inline bool rp_binary(rp_gen *g) {
  uint32_t x = rp_pick(g, 0);
  if (x == PT_NONE) return false;
  uint32_t y = rp_partner(g, &g->types[x], x);
  uint32_t k = rp_below(g, 4);
  double bx = g->bound[x], by = g->bound[y];
  if (k == 2 && bx * by > 1e4) k = 3;
  static const char *const names[] = {"stablehlo.add", "stablehlo.subtract", "stablehlo.multiply",
                                      "stablehlo.maximum"};
  double b = k == 2 ? bx * by : k == 3 ? (bx > by ? bx : by) : bx + by;
  uint32_t ops[2] = {x, y};
  uint32_t r = rp_emit(g, names[k], ops, 2, NULL, NULL, &g->types[x], b);
  double sx = g->scale[x], sy = g->scale[y];
  g->scale[r] = k == 2 ? sx * by + bx * sy : k == 3 ? (sx > sy ? sx : sy) : sx + sy;
  return true;
}

/* select(compare(x, y), x, y): a max/min-like choice. */
static inline bool rp_select(rp_gen *g) {
  uint32_t x = rp_pick(g, 0);
  if (x == PT_NONE) return false;
  uint32_t y = rp_partner(g, &g->types[x], x);
  static const char *const dirs[] = {"GT", "LT", "GE", "LE"};
  char attrs[128];
  snprintf(attrs, sizeof attrs, "<{comparison_direction = #stablehlo<comparison_direction %s>}>",
           dirs[rp_below(g, 4)]);
  rp_type pt = g->types[x];
  pt.dt = PT_DTYPE_I1;
  uint32_t ops[2] = {x, y};
  uint32_t p = rp_emit(g, "stablehlo.compare", ops, 2, attrs, NULL, &pt, 1);
  g->operand_ok[p] = false;
  uint32_t sel[3] = {p, x, y};
  double b = g->bound[x] > g->bound[y] ? g->bound[x] : g->bound[y];
  uint32_t r = rp_emit(g, "stablehlo.select", sel, 3, NULL, NULL, &g->types[x], b);
  g->scale[r] = g->scale[x] > g->scale[y] ? g->scale[x] : g->scale[y];
  return true;
}

static inline bool rp_broadcast(rp_gen *g) {
  uint32_t x = rp_pick(g, 0);
  if (x == PT_NONE) return false;
  const rp_type *xt = &g->types[x];
  uint32_t add = rp_below(g, 3);
  if (xt->rank + add > RP_MAX_RANK) add = RP_MAX_RANK - xt->rank;
  if (xt->rank + add == 0) add = 1;
  rp_type rt = *xt;
  rt.rank = xt->rank + add;
  /* Which result dims the operand dims map to: an increasing choice, so
   * the map is a valid broadcast_dimensions in either order. */
  int64_t map[RP_MAX_RANK];
  bool taken[RP_MAX_RANK] = {false};
  uint32_t left = xt->rank;
  for (uint32_t r = 0, i = 0; r < rt.rank; r++) {
    uint32_t slots = rt.rank - r;
    if (left && (slots == left || rp_below(g, slots) < left)) {
      map[i] = r;
      taken[r] = true;
      i++;
      left--;
    }
  }
  for (uint32_t i = 0; i < xt->rank; i++) {
    int64_t d = xt->dims[i];
    rt.dims[map[i]] = d == 1 && rp_chance(g, 60) ? rp_dim(g) : d;
  }
  for (uint32_t r = 0; r < rt.rank; r++)
    if (!taken[r]) rt.dims[r] = rp_dim(g);
  if (rp_elems(&rt) > RP_MAX_ELEMS) return false;
  pt_buf a = {0};
  pt_buf_puts(&a, "<{broadcast_dimensions = ");
  rp_i64s(&a, map, xt->rank);
  pt_buf_puts(&a, "}>");
  uint32_t res = rp_emit(g, "stablehlo.broadcast_in_dim", &x, 1, a.data, NULL, &rt, g->bound[x]);
  g->scale[res] = g->scale[x];
  pt_buf_free(&a);
  return true;
}

static inline bool rp_transpose(rp_gen *g) {
  uint32_t x = rp_pick(g, 2);
  if (x == PT_NONE) return false;
  const rp_type *xt = &g->types[x];
  int64_t perm[RP_MAX_RANK] = {0, 0, 0, 0};
  for (uint32_t i = 0; i < xt->rank; i++) perm[i] = i;
  for (uint32_t i = xt->rank; i > 1; i--) {
    uint32_t j = rp_below(g, i);
    int64_t t = perm[i - 1];
    perm[i - 1] = perm[j];
    perm[j] = t;
  }
  rp_type rt = *xt;
  for (uint32_t i = 0; i < xt->rank; i++) rt.dims[i] = xt->dims[perm[i]];
  pt_buf a = {0};
  pt_buf_puts(&a, "<{permutation = ");
  rp_i64s(&a, perm, xt->rank);
  pt_buf_puts(&a, "}>");
  uint32_t res = rp_emit(g, "stablehlo.transpose", &x, 1, a.data, NULL, &rt, g->bound[x]);
  g->scale[res] = g->scale[x];
  pt_buf_free(&a);
  return true;
}

/* Merges two adjacent dims, splits one into two factors, or adds/drops a
 * size-1 dim. */
static inline bool rp_reshape(rp_gen *g) {
  uint32_t x = rp_pick(g, 1);
  if (x == PT_NONE) return false;
  const rp_type *xt = &g->types[x];
  rp_type rt = *xt;
  uint32_t how = rp_below(g, 4), d = rp_below(g, xt->rank);
  if (how == 0) { /* merge d, d+1 */
    if (xt->rank < 2) return false;
    if (d + 1 >= xt->rank) d--;
    rt.rank = xt->rank - 1;
    rt.dims[d] = xt->dims[d] * xt->dims[d + 1];
    for (uint32_t i = d + 1; i < rt.rank; i++) rt.dims[i] = xt->dims[i + 1];
  } else if (how == 1) { /* split d into f x n/f */
    if (xt->rank >= RP_MAX_RANK) return false;
    int64_t n = xt->dims[d], fs[8];
    uint32_t nf = 0;
    for (int64_t f = 2; f < n && nf < 8; f++)
      if (n % f == 0) fs[nf++] = f;
    if (!nf) return false;
    int64_t f = fs[rp_below(g, nf)];
    rt.rank = xt->rank + 1;
    for (uint32_t i = 0; i < d; i++) rt.dims[i] = xt->dims[i];
    rt.dims[d] = f;
    rt.dims[d + 1] = n / f;
    for (uint32_t i = d + 1; i < xt->rank; i++) rt.dims[i + 1] = xt->dims[i];
  } else if (how == 2) { /* insert a size-1 dim before d (or at the end) */
    if (xt->rank >= RP_MAX_RANK) return false;
    uint32_t at = rp_below(g, xt->rank + 1);
    rt.rank = xt->rank + 1;
    for (uint32_t i = 0, j = 0; i < rt.rank; i++) rt.dims[i] = i == at ? 1 : xt->dims[j++];
  } else { /* drop a size-1 dim */
    uint32_t at = PT_NONE;
    for (uint32_t i = 0; i < xt->rank; i++)
      if (xt->dims[i] == 1) at = i;
    if (at == PT_NONE) return false;
    rt.rank = xt->rank - 1;
    for (uint32_t i = 0, j = 0; j < xt->rank; j++)
      if (j != at) rt.dims[i++] = xt->dims[j];
  }
  uint32_t res = rp_emit(g, "stablehlo.reshape", &x, 1, NULL, NULL, &rt, g->bound[x]);
  g->scale[res] = g->scale[x];
  return true;
}

/* A dot_general: 0 or 1 batch dims, 1 or 2 contracting dims at random
 * positions of the lhs; the rhs is an existing value with matching sizes
 * somewhere, or a new argument laid out at random. */
static inline bool rp_dot(rp_gen *g) {
  uint32_t l = rp_pick(g, 1);
  if (l == PT_NONE) return false;
  const rp_type *lt = &g->types[l];
  uint32_t nb = lt->rank >= 2 && rp_chance(g, 35) ? 1 : 0;
  uint32_t nc = lt->rank - nb >= 2 && rp_chance(g, 25) ? 2 : 1;
  int64_t perm[RP_MAX_RANK] = {0, 0, 0, 0};
  for (uint32_t i = 0; i < lt->rank; i++) perm[i] = i;
  for (uint32_t i = lt->rank; i > 1; i--) {
    uint32_t j = rp_below(g, i);
    int64_t t = perm[i - 1];
    perm[i - 1] = perm[j];
    perm[j] = t;
  }
  int64_t lb[1] = {0}, lc[2] = {0, 0}, rb[1] = {0}, rc[2] = {0, 0};
  for (uint32_t i = 0; i < nb; i++) lb[i] = perm[i];
  for (uint32_t i = 0; i < nc; i++) lc[i] = perm[nb + i];
  uint32_t l_free = lt->rank - nb - nc;
  /* Find a rhs: a value of the same dtype whose dims can play the batch and
   * contracting roles. */
  uint32_t r = PT_NONE;
  for (uint32_t attempt = 0; attempt < 12 && r == PT_NONE; attempt++) {
    uint32_t c = rp_pick(g, nb + nc);
    if (c == PT_NONE || c == l) continue;
    const rp_type *ct = &g->types[c];
    if (ct->dt != lt->dt || nb + l_free + ct->rank - nb - nc > RP_MAX_RANK) continue;
    bool used[RP_MAX_RANK] = {false};
    bool ok = true;
    for (uint32_t i = 0; i < nb + nc && ok; i++) {
      int64_t want = lt->dims[i < nb ? lb[i] : lc[i - nb]];
      uint32_t start = rp_below(g, ct->rank), found = PT_NONE;
      for (uint32_t k = 0; k < ct->rank && found == PT_NONE; k++) {
        uint32_t dd = (start + k) % ct->rank;
        if (!used[dd] && ct->dims[dd] == want) found = dd;
      }
      if (found == PT_NONE) ok = false;
      else {
        used[found] = true;
        if (i < nb) rb[i] = found;
        else rc[i - nb] = found;
      }
    }
    if (ok) r = c;
  }
  if (r == PT_NONE) {
    rp_type nt;
    memset(&nt, 0, sizeof nt);
    nt.dt = lt->dt;
    uint32_t r_free = nb + l_free < RP_MAX_RANK && rp_chance(g, 80) ? 1 : 0;
    nt.rank = nb + nc + r_free;
    if (nt.rank == 0 || nb + l_free + r_free > RP_MAX_RANK) return false;
    int64_t slots[RP_MAX_RANK];
    for (uint32_t i = 0; i < nt.rank; i++) slots[i] = i;
    for (uint32_t i = nt.rank; i > 1; i--) {
      uint32_t j = rp_below(g, i);
      int64_t t = slots[i - 1];
      slots[i - 1] = slots[j];
      slots[j] = t;
    }
    for (uint32_t i = 0; i < nb; i++) rb[i] = slots[i], nt.dims[slots[i]] = lt->dims[lb[i]];
    for (uint32_t i = 0; i < nc; i++) rc[i] = slots[nb + i], nt.dims[slots[nb + i]] = lt->dims[lc[i]];
    for (uint32_t i = 0; i < r_free; i++) nt.dims[slots[nb + nc + i]] = rp_dim(g);
    if (rp_elems(&nt) > RP_MAX_ELEMS) return false;
    r = rp_new_arg(g, &nt);
    if (r == PT_NONE) return false;
  }
  const rp_type *rt_in = &g->types[r];
  lt = &g->types[l];
  rp_type rt;
  memset(&rt, 0, sizeof rt);
  rt.dt = lt->dt;
  int64_t csize = 1;
  for (uint32_t i = 0; i < nb; i++) rt.dims[rt.rank++] = lt->dims[lb[i]];
  for (uint32_t i = 0; i < nc; i++) csize *= lt->dims[lc[i]];
  for (uint32_t d = 0; d < lt->rank; d++) {
    bool role = false;
    for (uint32_t i = 0; i < nb; i++) role |= lb[i] == d;
    for (uint32_t i = 0; i < nc; i++) role |= lc[i] == d;
    if (!role) rt.dims[rt.rank++] = lt->dims[d];
  }
  for (uint32_t d = 0; d < rt_in->rank; d++) {
    bool role = false;
    for (uint32_t i = 0; i < nb; i++) role |= rb[i] == d;
    for (uint32_t i = 0; i < nc; i++) role |= rc[i] == d;
    if (!role) rt.dims[rt.rank++] = rt_in->dims[d];
  }
  double bound = g->bound[l] * g->bound[r] * (double)csize;
  if (rt.rank > RP_MAX_RANK || rp_elems(&rt) > RP_MAX_ELEMS || bound > 1e5) return false;
  pt_buf a = {0};
  pt_buf_puts(&a, "<{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = ");
  rp_list(&a, lb, nb);
  pt_buf_puts(&a, ", rhs_batching_dimensions = ");
  rp_list(&a, rb, nb);
  pt_buf_puts(&a, ", lhs_contracting_dimensions = ");
  rp_list(&a, lc, nc);
  pt_buf_puts(&a, ", rhs_contracting_dimensions = ");
  rp_list(&a, rc, nc);
  pt_buf_puts(&a, ">}>");
  uint32_t ops[2] = {l, r};
  uint32_t res = rp_emit(g, "stablehlo.dot_general", ops, 2, a.data, NULL, &rt, bound);
  g->scale[res] = (double)csize * (g->scale[l] * g->bound[r] + g->bound[l] * g->scale[r]);
  pt_buf_free(&a);
  return true;
}

/* reduce with add (init 0) or max (init -inf) over a random non-empty set
 * of dims. */
static inline bool rp_reduce(rp_gen *g) {
  uint32_t x = rp_pick(g, 1);
  if (x == PT_NONE) return false;
  rp_type xt = g->types[x];
  uint32_t mask = 0;
  while (!mask) mask = (uint32_t)rp_rand(g) & ((1u << xt.rank) - 1);
  int64_t dims[RP_MAX_RANK], red = 1;
  uint32_t nd = 0;
  rp_type rt = xt;
  rt.rank = 0;
  for (uint32_t d = 0; d < xt.rank; d++) {
    if (mask >> d & 1) dims[nd++] = d, red *= xt.dims[d];
    else rt.dims[rt.rank++] = xt.dims[d];
  }
  bool is_max = rp_chance(g, 40);
  double bound = is_max ? g->bound[x] : g->bound[x] * (double)red;
  if (bound > 1e5) return false;
  const char *tn = pt_dtype_name(xt.dt);
  rp_type st;
  memset(&st, 0, sizeof st);
  st.dt = xt.dt;
  /* The init constant. */
  const char *init = !is_max ? "0.000000e+00" : xt.dt == PT_DTYPE_F64 ? "0xFFF0000000000000" : "0xFF800000";
  uint32_t c = rp_value(g, &st, 0);
  g->operand_ok[c] = false;
  g->uses[c] = 1;
  pt_buf_printf(&g->body, "  %%v%u = \"stablehlo.constant\"() <{value = dense<%s> : tensor<%s>}> : () -> tensor<%s>\n",
                c, init, tn, tn);
  pt_buf a = {0}, region = {0};
  pt_buf_puts(&a, "<{dimensions = ");
  rp_i64s(&a, dims, nd);
  pt_buf_puts(&a, "}>");
  uint32_t id = g->n_values; /* unique names for the body's values */
  pt_buf_printf(&region,
                "({\n  ^bb0(%%p%ua: tensor<%s>, %%p%ub: tensor<%s>):\n"
                "    %%p%us = \"%s\"(%%p%ua, %%p%ub) : (tensor<%s>, tensor<%s>) -> tensor<%s>\n"
                "    \"stablehlo.return\"(%%p%us) : (tensor<%s>) -> ()\n  })",
                id, tn, id, tn, id, is_max ? "stablehlo.maximum" : "stablehlo.add", id, id, tn, tn, tn, id, tn);
  uint32_t ops[2] = {x, c};
  uint32_t res = rp_emit(g, "stablehlo.reduce", ops, 2, a.data, region.data, &rt, bound);
  g->scale[res] = is_max ? g->scale[x] : g->scale[x] * (double)red;
  pt_buf_free(&a);
  pt_buf_free(&region);
  return true;
}

/* Concatenates x with a value equal to it on every other dim (often x
 * itself, or a new argument). */
static inline bool rp_concat(rp_gen *g) {
  uint32_t x = rp_pick(g, 1);
  if (x == PT_NONE) return false;
  rp_type xt = g->types[x];
  uint32_t d = rp_below(g, xt.rank);
  uint32_t cand[RP_MAX_VALUES], n = 0;
  for (uint32_t v = 0; v < g->n_values; v++) {
    const rp_type *t = &g->types[v];
    if (v == x || !g->operand_ok[v] || t->dt != xt.dt || t->rank != xt.rank) continue;
    bool ok = true;
    for (uint32_t i = 0; i < xt.rank; i++) ok &= i == d || t->dims[i] == xt.dims[i];
    if (ok) cand[n++] = v;
  }
  uint32_t y = x;
  if (n && rp_chance(g, 70)) y = cand[rp_below(g, n)];
  else if (rp_chance(g, 50)) {
    rp_type nt = xt;
    nt.dims[d] = rp_dim(g);
    uint32_t a = rp_new_arg(g, &nt);
    if (a != PT_NONE) y = a;
  }
  rp_type rt = xt;
  rt.dims[d] = xt.dims[d] + g->types[y].dims[d];
  if (rp_elems(&rt) > RP_MAX_ELEMS) return false;
  char attrs[64];
  snprintf(attrs, sizeof attrs, "<{dimension = %u : i64}>", d);
  uint32_t ops[2] = {x, y};
  double b = g->bound[x] > g->bound[y] ? g->bound[x] : g->bound[y];
  uint32_t res = rp_emit(g, "stablehlo.concatenate", ops, 2, attrs, NULL, &rt, b);
  g->scale[res] = g->scale[x] > g->scale[y] ? g->scale[x] : g->scale[y];
  return true;
}

/* A slice of one dim (sometimes with stride 2); the other dims whole. */
static inline bool rp_slice(rp_gen *g) {
  uint32_t x = rp_pick(g, 1);
  if (x == PT_NONE) return false;
  const rp_type *xt = &g->types[x];
  uint32_t d = rp_below(g, xt->rank);
  int64_t n = xt->dims[d];
  if (n < 2) return false;
  int64_t start[RP_MAX_RANK], limit[RP_MAX_RANK], stride[RP_MAX_RANK];
  for (uint32_t i = 0; i < xt->rank; i++) start[i] = 0, limit[i] = xt->dims[i], stride[i] = 1;
  start[d] = (int64_t)rp_below(g, (uint32_t)n - 1);
  limit[d] = start[d] + 1 + (int64_t)rp_below(g, (uint32_t)(n - start[d]));
  if (rp_chance(g, 20)) stride[d] = 2;
  rp_type rt = *xt;
  rt.dims[d] = (limit[d] - start[d] + stride[d] - 1) / stride[d];
  pt_buf a = {0};
  pt_buf_puts(&a, "<{start_indices = ");
  rp_i64s(&a, start, xt->rank);
  pt_buf_puts(&a, ", limit_indices = ");
  rp_i64s(&a, limit, xt->rank);
  pt_buf_puts(&a, ", strides = ");
  rp_i64s(&a, stride, xt->rank);
  pt_buf_puts(&a, "}>");
  uint32_t res = rp_emit(g, "stablehlo.slice", &x, 1, a.data, NULL, &rt, g->bound[x]);
  g->scale[res] = g->scale[x];
  pt_buf_free(&a);
  return true;
}

/* f32 -> f64 (exact) or f64 -> f32 (rounds, the same per element). */
static inline bool rp_convert(rp_gen *g) {
  uint32_t x = rp_pick(g, 0);
  if (x == PT_NONE) return false;
  rp_type rt = g->types[x];
  rt.dt = rt.dt == PT_DTYPE_F32 ? PT_DTYPE_F64 : PT_DTYPE_F32;
  uint32_t res = rp_emit(g, "stablehlo.convert", &x, 1, NULL, NULL, &rt, g->bound[x]);
  g->scale[res] = g->scale[x];
  return true;
}

/* ---- the program ------------------------------------------------------------------ */

typedef struct {
  uint32_t n_args, n_ops, n_results;
  uint32_t kinds[RP_N_KINDS]; /* ops of each family */
  /* Per result: the scale of the rounding error a reassociated sum can
   * leave in it (rp_gen.scale): rounding errors of relative size e in the
   * terms move its elements by about e * scale at most. */
  double result_scale[RP_MAX_VALUES];
} rp_info;

/* Draws ops of random families into g until it holds `want` ops (200
 * tries at most) or fewer than `spare` value slots are left. */
static inline void rp_draw_ops(rp_gen *g, uint32_t want, uint32_t spare) {
  /* Weights of the families (dot_general, reshape and reduce are where
   * partitioning is most interesting). */
  static const uint8_t weight[RP_N_KINDS] = {2, 3, 1, 2, 2, 3, 4, 3, 1, 1, 1};
  uint32_t total = 0;
  for (uint32_t k = 0; k < RP_N_KINDS; k++) total += weight[k];
  for (uint32_t tries = 0; g->n_ops < want && tries < 200 && g->n_values < RP_MAX_VALUES - spare; tries++) {
    uint32_t w = rp_below(g, total), k = 0;
    while (w >= weight[k]) w -= weight[k++];
    bool ok = false;
    switch ((rp_kind)k) {
      case RP_UNARY: ok = rp_unary(g); break;
      case RP_BINARY: ok = rp_binary(g); break;
      case RP_SELECT: ok = rp_select(g); break;
      case RP_BROADCAST: ok = rp_broadcast(g); break;
      case RP_TRANSPOSE: ok = rp_transpose(g); break;
      case RP_RESHAPE: ok = rp_reshape(g); break;
      case RP_DOT: ok = rp_dot(g); break;
      case RP_REDUCE: ok = rp_reduce(g); break;
      case RP_CONCAT: ok = rp_concat(g); break;
      case RP_SLICE: ok = rp_slice(g); break;
      case RP_CONVERT: ok = rp_convert(g); break;
      case RP_N_KINDS: break;
    }
    if (ok) {
      g->n_ops++;
      g->kinds[k]++;
    }
  }
}

/* Writes the program of `seed` into out (reset first). */
static inline void rp_generate(uint64_t seed, pt_buf *out, rp_info *info) {
  rp_gen g;
  memset(&g, 0, sizeof g);
  g.rng = seed;
  uint32_t first_args = 2 + rp_below(&g, 2);
  for (uint32_t i = 0; i < first_args; i++) {
    rp_type t = rp_rand_type(&g, PT_DTYPE_F32);
    rp_new_arg(&g, &t);
  }
  uint32_t want = 3 + rp_below(&g, 13);
  rp_draw_ops(&g, want, 8);
  /* Results: every op result nothing uses (arguments are not returned). */
  uint32_t res[RP_MAX_VALUES], nr = 0;
  for (uint32_t v = 0; v < g.n_values; v++) {
    bool is_arg = false;
    for (uint32_t a = 0; a < g.n_args; a++) is_arg |= g.args[a] == v;
    if (!is_arg && g.operand_ok[v] && !g.uses[v]) res[nr++] = v;
  }
  out->len = 0;
  pt_buf_puts(out, "func.func public @main(");
  for (uint32_t a = 0; a < g.n_args; a++) {
    pt_buf_printf(out, "%s%%v%u: ", a ? ", " : "", g.args[a]);
    rp_type_print(out, &g.types[g.args[a]]);
  }
  pt_buf_puts(out, ") -> (");
  for (uint32_t i = 0; i < nr; i++) {
    if (i) pt_buf_puts(out, ", ");
    rp_type_print(out, &g.types[res[i]]);
  }
  pt_buf_puts(out, ") {\n");
  pt_buf_puts(out, g.body.data ? g.body.data : "");
  pt_buf_puts(out, "  \"func.return\"(");
  for (uint32_t i = 0; i < nr; i++) pt_buf_printf(out, "%s%%v%u", i ? ", " : "", res[i]);
  pt_buf_puts(out, ") : (");
  for (uint32_t i = 0; i < nr; i++) {
    if (i) pt_buf_puts(out, ", ");
    rp_type_print(out, &g.types[res[i]]);
  }
  pt_buf_puts(out, ") -> ()\n}\n");
  if (info) {
    memset(info, 0, sizeof *info);
    info->n_args = g.n_args;
    info->n_ops = g.n_ops;
    info->n_results = nr;
    memcpy(info->kinds, g.kinds, sizeof g.kinds);
    for (uint32_t i = 0; i < nr; i++) info->result_scale[i] = g.scale[res[i]];
  }
  pt_buf_free(&g.body);
}

/* ---- programs with a loop (test_spmd_random.c) ------------------------------------ */

/* Writes into out (reset first) a program of `seed` whose ops run in the
 * body of a stablehlo.while: `func.func public @main(args) -> (args'
 * types)` passes its arguments and an i64 counter through a while that
 * runs the returned number of iterations (2 or 3). The body is drawn like
 * rp_generate's program (1 to 9 ops over the block arguments, arguments
 * made on demand become carries too) and yields, for each carry, tanh of a
 * body value of the carry's type (so values stay in [-1, 1] and every
 * iteration is as finite as the first), or the carry itself when no body
 * value has its type. main returns every carry but the counter. Distinct
 * from rp_generate(seed): the seed is mixed first. */
static inline uint32_t rp_generate_while(uint64_t seed, pt_buf *out, rp_info *info) {
  rp_gen g;
  memset(&g, 0, sizeof g);
  g.rng = seed ^ 0x3c6ef372fe94f82bull;
  uint32_t first_args = 1 + rp_below(&g, 2);
  for (uint32_t i = 0; i < first_args; i++) {
    rp_type t = rp_rand_type(&g, PT_DTYPE_F32);
    rp_new_arg(&g, &t);
  }
  uint32_t trips = 2 + rp_below(&g, 2);
  uint32_t want = 1 + rp_below(&g, 9);
  rp_draw_ops(&g, want, 16);
  /* What each carry becomes: tanh of a body value of its type. */
  uint32_t yield[RP_MAX_ARGS];
  double yield_scale[RP_MAX_ARGS];
  uint32_t n_body = g.n_values;
  for (uint32_t a = 0; a < g.n_args; a++) {
    uint32_t arg = g.args[a], cand[RP_MAX_VALUES], n = 0;
    for (uint32_t v = 0; v < n_body; v++) {
      bool is_arg = false;
      for (uint32_t b = 0; b < g.n_args; b++) is_arg |= g.args[b] == v;
      if (!is_arg && g.operand_ok[v] && rp_same_type(&g.types[v], &g.types[arg])) cand[n++] = v;
    }
    if (!n) {
      yield[a] = arg;
      yield_scale[a] = g.scale[arg];
      continue;
    }
    uint32_t x = cand[rp_below(&g, n)];
    yield[a] = rp_emit(&g, "stablehlo.tanh", &x, 1, NULL, NULL, &g.types[x], 1.0);
    yield_scale[a] = g.scale[x];
  }
  out->len = 0;
  pt_buf_puts(out, "func.func public @main(");
  for (uint32_t a = 0; a < g.n_args; a++) {
    pt_buf_printf(out, "%s%%a%u: ", a ? ", " : "", a);
    rp_type_print(out, &g.types[g.args[a]]);
  }
  pt_buf_puts(out, ") -> (");
  for (uint32_t a = 0; a < g.n_args; a++) {
    if (a) pt_buf_puts(out, ", ");
    rp_type_print(out, &g.types[g.args[a]]);
  }
  pt_buf_puts(out, ") {\n  %it0 = \"stablehlo.constant\"() <{value = dense<0> : tensor<i64>}> : () -> tensor<i64>\n");
  pt_buf_printf(out, "  %%w:%u = \"stablehlo.while\"(", g.n_args + 1);
  for (uint32_t a = 0; a < g.n_args; a++) pt_buf_printf(out, "%%a%u, ", a);
  pt_buf_puts(out, "%it0) ({\n  ^bb0(");
  for (uint32_t a = 0; a < g.n_args; a++) {
    pt_buf_printf(out, "%%c%u: ", a);
    rp_type_print(out, &g.types[g.args[a]]);
    pt_buf_puts(out, ", ");
  }
  pt_buf_printf(out,
                "%%cit: tensor<i64>):\n"
                "    %%lim = \"stablehlo.constant\"() <{value = dense<%u> : tensor<i64>}> : () -> tensor<i64>\n"
                "    %%cmp = \"stablehlo.compare\"(%%cit, %%lim) <{comparison_direction = "
                "#stablehlo<comparison_direction LT>}> : (tensor<i64>, tensor<i64>) -> tensor<i1>\n"
                "    \"stablehlo.return\"(%%cmp) : (tensor<i1>) -> ()\n  }, {\n  ^bb0(",
                trips);
  for (uint32_t a = 0; a < g.n_args; a++) {
    pt_buf_printf(out, "%%v%u: ", g.args[a]);
    rp_type_print(out, &g.types[g.args[a]]);
    pt_buf_puts(out, ", ");
  }
  pt_buf_puts(out, "%it: tensor<i64>):\n");
  pt_buf_puts(out, g.body.data ? g.body.data : "");
  pt_buf_puts(out,
              "    %one = \"stablehlo.constant\"() <{value = dense<1> : tensor<i64>}> : () -> tensor<i64>\n"
              "    %it1 = \"stablehlo.add\"(%it, %one) : (tensor<i64>, tensor<i64>) -> tensor<i64>\n"
              "    \"stablehlo.return\"(");
  for (uint32_t a = 0; a < g.n_args; a++) pt_buf_printf(out, "%%v%u, ", yield[a]);
  pt_buf_puts(out, "%it1) : (");
  for (uint32_t a = 0; a < g.n_args; a++) {
    rp_type_print(out, &g.types[g.args[a]]);
    pt_buf_puts(out, ", ");
  }
  pt_buf_puts(out, "tensor<i64>) -> ()\n  }) : (");
  for (uint32_t k = 0; k < 2; k++) {
    if (k) pt_buf_puts(out, ") -> (");
    for (uint32_t a = 0; a < g.n_args; a++) {
      rp_type_print(out, &g.types[g.args[a]]);
      pt_buf_puts(out, ", ");
    }
    pt_buf_puts(out, "tensor<i64>");
  }
  pt_buf_puts(out, ")\n  \"func.return\"(");
  for (uint32_t a = 0; a < g.n_args; a++) pt_buf_printf(out, "%s%%w#%u", a ? ", " : "", a);
  pt_buf_puts(out, ") : (");
  for (uint32_t a = 0; a < g.n_args; a++) {
    if (a) pt_buf_puts(out, ", ");
    rp_type_print(out, &g.types[g.args[a]]);
  }
  pt_buf_puts(out, ") -> ()\n}\n");
  if (info) {
    memset(info, 0, sizeof *info);
    info->n_args = g.n_args;
    info->n_ops = g.n_ops;
    info->n_results = g.n_args;
    memcpy(info->kinds, g.kinds, sizeof g.kinds);
    for (uint32_t a = 0; a < g.n_args; a++) info->result_scale[a] = yield_scale[a];
  }
  pt_buf_free(&g.body);
  return trips;
}

/* ---- inputs ---- */

/* splitmix64 step, for per-program seeds and choices. */
static inline uint64_t rp_mix(uint64_t *s) {
  uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Inputs: multiples of 1/4 in [-2, 2), exact in every float type, so
 * differences come from the program, not from rounding the inputs. */
static inline void rp_fill_quarters(pt_tensor *t, uint64_t *rng) {
  uint64_t n = pt_tensor_num_elements(t);
  for (uint64_t i = 0; i < n; i++) pt_tensor_set_f64(t, i, (double)((int)(rp_mix(rng) % 16) - 8) / 4.0);
}

/* Allocates and fills one input per argument of `func`, drawing from
 * *rng (which goes on to the caller's next choices); returns how many (at
 * most RP_MAX_ARGS). */
static inline uint32_t rp_seeded_inputs(const pt_module *m, uint32_t func, uint64_t *rng, pt_tensor *inputs) {
  const pt_func *f = &m->funcs.data[func];
  uint32_t n_args = pt_func_n_args(m, f);
  for (uint32_t a = 0; a < n_args && a < RP_MAX_ARGS; a++) {
    PT_ASSERT(!pt_tensor_alloc_type(&inputs[a], pt_value_type(m, pt_func_arg(m, f, a))));
    rp_fill_quarters(&inputs[a], rng);
  }
  return n_args;
}

#endif /* RANDOM_PROGRAM_H */
