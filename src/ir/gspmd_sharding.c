/* gspmd_sharding.c - reads GSPMD sharding strings (the `mhlo.sharding`
 * attribute JAX writes on arguments, results and @Sharding custom calls):
 *
 *   {replicated} | {manual} | {unknown} | {maximal device=3}
 *   {devices=[4,1,2]<=[8] last_tile_dim_replicate}
 *   {devices=[2,2]<=[2,2]T(1,0)}         iota device order, reshaped and transposed
 *   {devices=[2,1]0,1}                   explicit device list
 *   {devices=[2,1,2]<=[4] last_tile_dims={manual}}
 *   {{replicated}, {devices=[2]0,1}}     tuple, one per result
 *
 * optionally followed by ` metadata={...}` inside the braces. The parse is
 * checked for consistency (tile count = device count, the device list is a
 * permutation) so that later stages can import user shardings safely. */
#include <stdio.h>
#include <string.h>

#include "ir.h"
#include "text_reader.h"

typedef pt_text_reader reader;

/* "[a,b,c]" into out (at most cap entries). */
static bool read_list(reader *r, int64_t *out, uint32_t cap, uint32_t *n) {
  *n = 0;
  if (!pt_tr_eat(r, "[")) return false;
  if (pt_tr_eat(r, "]")) return true;
  do {
    if (*n == cap) return false;
    if (!pt_tr_read_int(r, &out[(*n)++])) return false;
  } while (pt_tr_eat(r, ","));
  return pt_tr_eat(r, "]");
}

/* Skips a balanced {...} (metadata), honouring quoted strings. */
static bool skip_braces(reader *r) {
  int depth = 0;
  bool in_str = false;
  for (; r->s < r->end; r->s++) {
    char c = *r->s;
    if (in_str) {
      if (c == '\\' && r->s + 1 < r->end)
        r->s++;
      else if (c == '"')
        in_str = false;
    } else if (c == '"') {
      in_str = true;
    } else if (c == '{') {
      depth++;
    } else if (c == '}' && --depth == 0) {
      r->s++;
      return true;
    }
  }
  return false;
}

static bool product(const int64_t *v, uint32_t n, int64_t *out) {
  int64_t p = 1;
  for (uint32_t i = 0; i < n; i++) {
    if (v[i] <= 0 || p > INT64_MAX / v[i]) return false;
    p *= v[i];
  }
  *out = p;
  return true;
}

static bool parse_one(reader *r, pt_gspmd_sharding *out) {
  memset(out, 0, sizeof *out);
  if (!pt_tr_eat(r, "{")) return pt_tr_fail(r, "expected '{'");
  if (pt_tr_eat(r, "replicated")) {
    out->kind = PT_GSPMD_REPLICATED;
  } else if (pt_tr_eat(r, "manual")) {
    out->kind = PT_GSPMD_MANUAL;
  } else if (pt_tr_eat(r, "unknown")) {
    out->kind = PT_GSPMD_UNKNOWN;
  } else if (pt_tr_eat(r, "maximal")) {
    out->kind = PT_GSPMD_MAXIMAL;
    if (!pt_tr_eat(r, "device=") || !pt_tr_read_int(r, &out->device)) return pt_tr_fail(r, "expected 'device=N' after 'maximal'");
  } else if (pt_tr_eat(r, "devices=")) {
    out->kind = PT_GSPMD_TILED;
    if (!read_list(r, out->tile_dims, PT_GSPMD_MAX_DIMS, &out->n_tile_dims) || out->n_tile_dims == 0)
      return pt_tr_fail(r, "expected the tile shape '[d0,d1,...]' after 'devices='");
    int64_t tiles;
    if (!product(out->tile_dims, out->n_tile_dims, &tiles)) return pt_tr_fail(r, "tile sizes must be positive");
    if (pt_tr_eat(r, "<=")) {
      /* Iota order: devices 0..N-1 reshaped to `reshape`, then transposed. */
      uint32_t n_reshape;
      if (!read_list(r, out->iota_reshape, PT_GSPMD_MAX_DIMS, &n_reshape) || n_reshape == 0)
        return pt_tr_fail(r, "expected '[N,...]' after '<='");
      out->n_iota_reshape = n_reshape;
      if (!product(out->iota_reshape, n_reshape, &out->n_devices)) return pt_tr_fail(r, "device counts must be positive");
      if (pt_tr_eat(r, "T(")) {
        uint32_t n = 0;
        do {
          if (n == PT_GSPMD_MAX_DIMS || !pt_tr_read_int(r, &out->iota_perm[n])) return pt_tr_fail(r, "malformed transpose T(...)");
          n++;
        } while (pt_tr_eat(r, ","));
        if (!pt_tr_eat(r, ")") || n != n_reshape) return pt_tr_fail(r, "the transpose T(...) must permute the reshape dims");
        uint32_t seen = 0;
        for (uint32_t i = 0; i < n; i++) {
          if (out->iota_perm[i] < 0 || out->iota_perm[i] >= (int64_t)n || (seen >> out->iota_perm[i] & 1u))
            return pt_tr_fail(r, "the transpose T(...) is not a permutation");
          seen |= 1u << out->iota_perm[i];
        }
        out->has_iota_perm = true;
      }
    } else {
      /* Explicit device list: a permutation of 0..tiles-1. */
      uint64_t seen_words[64] = {0};
      int64_t count = 0;
      do {
        int64_t d;
        if (!pt_tr_read_int(r, &d)) return pt_tr_fail(r, "expected a device id");
        if (d >= tiles) return pt_tr_fail(r, "device id out of range");
        if (d < 4096) {
          if (seen_words[d / 64] >> (d % 64) & 1u) return pt_tr_fail(r, "device id listed twice");
          seen_words[d / 64] |= 1ull << (d % 64);
        }
        if (count < PT_GSPMD_MAX_LISTED) out->listed[count] = (uint16_t)d;
        count++;
      } while (pt_tr_eat(r, ","));
      out->n_devices = count;
      out->n_listed = count <= PT_GSPMD_MAX_LISTED ? (uint32_t)count : 0;
    }
    if (out->n_devices != tiles) return pt_tr_fail(r, "the number of devices does not match the tile shape");
    if (pt_tr_eat(r, "last_tile_dim_replicate")) {
      out->n_last_tile_dims = 1;
      out->last_tile_dim_replicate = true;
      out->last_tile_kinds[0] = PT_GSPMD_REPLICATED;
    } else if (pt_tr_eat(r, "last_tile_dims={")) {
      do {
        pt_gspmd_kind k = pt_tr_eat(r, "manual")       ? PT_GSPMD_MANUAL
                          : pt_tr_eat(r, "replicated") ? PT_GSPMD_REPLICATED
                          : pt_tr_eat(r, "maximal")    ? PT_GSPMD_MAXIMAL
                                                       : PT_GSPMD_UNKNOWN;
        if (k == PT_GSPMD_UNKNOWN) return pt_tr_fail(r, "expected manual, replicated or maximal in last_tile_dims");
        if (out->n_last_tile_dims == PT_GSPMD_MAX_DIMS) return pt_tr_fail(r, "too many subgroup dims");
        out->last_tile_kinds[out->n_last_tile_dims++] = (uint8_t)k;
      } while (pt_tr_eat(r, ","));
      if (!pt_tr_eat(r, "}")) return pt_tr_fail(r, "expected '}' after last_tile_dims");
    }
    if (out->n_last_tile_dims >= out->n_tile_dims) return pt_tr_fail(r, "more subgroup dims than tile dims");
  } else {
    return pt_tr_fail(r, "expected replicated, manual, maximal or devices=");
  }
  pt_tr_skip_ws(r);
  if (pt_tr_eat(r, "metadata=")) {
    pt_tr_skip_ws(r);
    if (r->s >= r->end || *r->s != '{' || !skip_braces(r)) return pt_tr_fail(r, "malformed metadata");
  }
  if (!pt_tr_eat(r, "}")) return pt_tr_fail(r, "expected '}'");
  return true;
}

bool pt_gspmd_sharding_parse(const char *s, size_t len, pt_gspmd_sharding *out, uint32_t *out_n, uint32_t cap,
                             char *err, size_t err_len) {
  reader r = {s, s, s + len, err, err_len};
  *out_n = 0;
  pt_tr_skip_ws(&r);
  /* A tuple starts with "{{" (possibly "{ {"); "{}" is an empty tuple. */
  const char *save = r.s;
  bool tuple = pt_tr_eat(&r, "{") && (pt_tr_eat(&r, "{") || pt_tr_eat(&r, "}"));
  r.s = save;
  if (tuple) {
    pt_tr_eat(&r, "{");
    if (!pt_tr_eat(&r, "}")) {
      do {
        if (*out_n == cap) return pt_tr_fail(&r, "too many tuple elements");
        if (!parse_one(&r, &out[*out_n])) return false;
        (*out_n)++;
      } while (pt_tr_eat(&r, ","));
      if (!pt_tr_eat(&r, "}")) return pt_tr_fail(&r, "expected '}' to close the tuple");
    }
  } else {
    if (cap == 0 || !parse_one(&r, &out[0])) return cap ? false : pt_tr_fail(&r, "no room for the sharding");
    *out_n = 1;
  }
  pt_tr_skip_ws(&r);
  if (r.s != r.end) return pt_tr_fail(&r, "unexpected text after the sharding");
  return true;
}

bool pt_gspmd_sharding_fits(const pt_gspmd_sharding *sh, uint32_t rank) {
  if (sh->kind != PT_GSPMD_TILED) return true;
  return sh->n_tile_dims == rank + sh->n_last_tile_dims;
}

bool pt_gspmd_devices(const pt_gspmd_sharding *sh, int64_t *out) {
  if (sh->kind != PT_GSPMD_TILED) return false;
  if (sh->n_iota_reshape == 0) {
    if (sh->n_listed != sh->n_devices) return false;
    for (uint32_t i = 0; i < sh->n_listed; i++) out[i] = sh->listed[i];
    return true;
  }
  /* iota(N) reshaped to `reshape`, transposed by `perm`: element at
   * transposed index j is the iota value at index perm^-1(j). */
  uint32_t n = sh->n_iota_reshape;
  int64_t tdims[PT_GSPMD_MAX_DIMS], strides[PT_GSPMD_MAX_DIMS];
  int64_t s = 1;
  for (uint32_t k = n; k-- > 0;) {
    strides[k] = s;
    s *= sh->iota_reshape[k];
  }
  for (uint32_t k = 0; k < n; k++) tdims[k] = sh->iota_reshape[sh->has_iota_perm ? sh->iota_perm[k] : k];
  for (int64_t i = 0; i < sh->n_devices; i++) {
    int64_t rem = i, v = 0;
    for (uint32_t k = n; k-- > 0;) {
      int64_t c = rem % tdims[k];
      rem /= tdims[k];
      v += c * strides[sh->has_iota_perm ? sh->iota_perm[k] : k];
    }
    out[i] = v;
  }
  return true;
}
