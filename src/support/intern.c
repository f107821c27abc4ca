/* intern.c - string interning with open addressing. Ids are dense so side
 * tables can be plain arrays indexed by id. */
#include "support.h"

#include <stdlib.h>
#include <string.h>

uint64_t pt_hash_bytes(const void *p, size_t n, uint64_t seed) {
  /* FNV-1a, 64-bit: short keys dominate, and it is deterministic. */
  const unsigned char *s = p;
  uint64_t h = 1469598103934665603ull ^ seed;
  for (size_t i = 0; i < n; i++) {
    h ^= s[i];
    h *= 1099511628211ull;
  }
  return h;
}

bool pt_interner_init(pt_interner *in) {
  memset(in, 0, sizeof *in);
  pt_arena_init(&in->arena);
  in->cap = 64;
  in->strs = malloc(in->cap * sizeof *in->strs);
  in->lens = malloc(in->cap * sizeof *in->lens);
  in->n_slots = 128;
  in->slots = calloc(in->n_slots, sizeof *in->slots);
  if (!in->strs || !in->lens || !in->slots) {
    pt_interner_free(in);
    return false;
  }
  in->strs[0] = "";
  in->lens[0] = 0;
  in->n = 1;
  return true;
}

void pt_interner_free(pt_interner *in) {
  pt_arena_free(&in->arena);
  free(in->strs);
  free(in->lens);
  free(in->slots);
  memset(in, 0, sizeof *in);
}

static uint32_t find_slot(const pt_interner *in, const char *s, size_t len, uint64_t h) {
  uint32_t mask = in->n_slots - 1;
  uint32_t i = (uint32_t)h & mask;
  for (;;) {
    uint32_t id = in->slots[i];
    if (id == 0) return i;
    if (in->lens[id] == len && memcmp(in->strs[id], s, len) == 0) return i;
    i = (i + 1) & mask;
  }
}

/* false (the table as it was) without memory. */
static bool rehash(pt_interner *in) {
  uint32_t n_slots = in->n_slots * 2;
  uint32_t *slots = calloc(n_slots, sizeof *slots);
  if (!slots) return false;
  uint32_t mask = n_slots - 1;
  for (uint32_t id = 1; id < in->n; id++) {
    uint32_t i = (uint32_t)pt_hash_bytes(in->strs[id], in->lens[id], 0) & mask;
    while (slots[i]) i = (i + 1) & mask;
    slots[i] = id;
  }
  free(in->slots);
  in->slots = slots;
  in->n_slots = n_slots;
  return true;
}

/* 0, the interner marked failed. */
static uint32_t fail(pt_interner *in) {
  in->failed = true;
  return 0;
}

uint32_t pt_intern(pt_interner *in, const char *s, size_t len) {
  if (len > UINT32_MAX) return fail(in);
  uint64_t h = pt_hash_bytes(s, len, 0);
  uint32_t slot = find_slot(in, s, len, h);
  if (in->slots[slot]) return in->slots[slot];
  /* Every table grows before anything is added, so that a failure leaves
   * the interner as it was (the slot table stays at most half full). */
  if ((uint64_t)(in->n + 1) * 2 > in->n_slots) {
    if (!rehash(in)) return fail(in);
    slot = find_slot(in, s, len, h);
  }
  if (in->n == in->cap) {
    if (in->cap > UINT32_MAX / 2) return fail(in);
    uint32_t cap = in->cap * 2;
    const char **strs = realloc(in->strs, cap * sizeof *strs);
    if (!strs) return fail(in);
    in->strs = strs;
    uint32_t *lens = realloc(in->lens, cap * sizeof *lens);
    if (!lens) return fail(in);
    in->lens = lens;
    in->cap = cap;
  }
  char *copy = pt_arena_strndup(&in->arena, s, len);
  if (!copy) return fail(in);
  uint32_t id = in->n++;
  in->strs[id] = copy;
  in->lens[id] = (uint32_t)len;
  in->slots[slot] = id;
  return id;
}

uint32_t pt_intern_cstr(pt_interner *in, const char *s) { return pt_intern(in, s, strlen(s)); }

uint32_t pt_intern_lookup(const pt_interner *in, const char *s, size_t len) {
  uint32_t slot = find_slot(in, s, len, pt_hash_bytes(s, len, 0));
  return in->slots[slot];
}

const char *pt_interned_str(const pt_interner *in, uint32_t id) {
  return id < in->n ? in->strs[id] : "";
}

uint32_t pt_interned_len(const pt_interner *in, uint32_t id) { return id < in->n ? in->lens[id] : 0; }
