/* arena.c - a bump allocator: one per module, freed in one call. Blocks grow
 * geometrically; requests larger than a block get a block of their own. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pt_arena_block {
  pt_arena_block *next;
  size_t size, used;
  _Alignas(16) unsigned char data[];
};

enum { ARENA_MIN_BLOCK = 64 * 1024, ARENA_ALIGN = 16 };

void pt_arena_init(pt_arena *a) { memset(a, 0, sizeof *a); }

void pt_arena_free(pt_arena *a) {
  pt_arena_block *b = a->head;
  while (b) {
    pt_arena_block *next = b->next;
    free(b);
    b = next;
  }
  memset(a, 0, sizeof *a);
}

/* NULL, the arena marked failed. */
static void *fail(pt_arena *a) {
  a->failed = true;
  return NULL;
}

void *pt_arena_alloc(pt_arena *a, size_t n) {
  size_t need = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
  if (need < n || need > SIZE_MAX - sizeof(pt_arena_block)) return fail(a);
  pt_arena_block *b = a->head;
  if (!b || b->size - b->used < need) {
    size_t size = b ? b->size * 2 : ARENA_MIN_BLOCK;
    if (size > 16u * 1024 * 1024) size = 16u * 1024 * 1024;
    if (size < need) size = need;
    pt_arena_block *nb = malloc(sizeof *nb + size);
    if (!nb) return fail(a);
    nb->size = size;
    nb->used = 0;
    a->bytes_reserved += size;
    /* A dedicated oversize block goes behind the head so the head's free
     * space stays usable. */
    if (b && need > b->size) {
      nb->next = b->next;
      b->next = nb;
    } else {
      nb->next = b;
      a->head = nb;
    }
    b = nb;
  }
  void *p = b->data + b->used;
  b->used += need;
  a->bytes_used += n;
  return p;
}

void *pt_arena_zalloc(pt_arena *a, size_t n) {
  void *p = pt_arena_alloc(a, n);
  if (p) memset(p, 0, n);
  return p;
}

void *pt_arena_memdup(pt_arena *a, const void *p, size_t n) {
  void *d = pt_arena_alloc(a, n);
  if (d && n) memcpy(d, p, n);
  return d;
}

char *pt_arena_strndup(pt_arena *a, const char *s, size_t n) {
  char *d = pt_arena_alloc(a, n + 1);
  if (!d) return NULL;
  if (n) memcpy(d, s, n);
  d[n] = 0;
  return d;
}

char *pt_arena_printf(pt_arena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  if (n < 0) n = 0;
  char *d = pt_arena_alloc(a, (size_t)n + 1);
  if (d) vsnprintf(d, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return d;
}
