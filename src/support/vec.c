/* vec.c - growth for the typed PT_VEC arrays and the pt_buf byte string. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int pt_cmp_u32(const void *a, const void *b) {
  uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
  return x < y ? -1 : x > y;
}

int pt_cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

bool pt_vec_try_reserve_raw(void **data, uint32_t *cap, uint32_t len, uint32_t extra, size_t elem) {
  uint64_t need = (uint64_t)len + extra;
  if (need <= *cap) return true;
  if (need > UINT32_MAX) return false;
  uint64_t ncap = *cap ? (uint64_t)*cap * 2 : 8;
  while (ncap < need) ncap *= 2;
  if (ncap > UINT32_MAX) ncap = UINT32_MAX;
  if (ncap > SIZE_MAX / elem) return false;
  void *p = realloc(*data, (size_t)ncap * elem);
  if (!p) return false;
  *data = p;
  *cap = (uint32_t)ncap;
  return true;
}

bool pt_vec_try_append_raw(void **data, uint32_t *len, uint32_t *cap, const void *src, size_t n, size_t elem) {
  if (!n) return true;
  if (n > UINT32_MAX || !pt_vec_try_reserve_raw(data, cap, *len, (uint32_t)n, elem)) return false;
  memcpy((char *)*data + (size_t)*len * elem, src, n * elem);
  *len += (uint32_t)n;
  return true;
}

/* Room for `extra` more bytes and the NUL; false, and b marked failed,
 * when the size overflows or the host has no memory (b keeps what it had,
 * and takes nothing more: pt_buf_take reports the failure). */
static bool buf_reserve(pt_buf *b, size_t extra) {
  if (b->failed) return false;
  if (extra >= SIZE_MAX / 2 - b->len) {
    b->failed = true;
    return false;
  }
  size_t need = b->len + extra + 1;
  if (need <= b->cap) return true;
  size_t ncap = b->cap ? b->cap * 2 : 256;
  while (ncap < need) ncap *= 2;
  char *p = realloc(b->data, ncap);
  if (!p) {
    b->failed = true;
    return false;
  }
  b->data = p;
  b->cap = ncap;
  return true;
}

bool pt_buf_try_reserve(pt_buf *b, uint64_t extra) {
  if (extra >= SIZE_MAX - b->len - 1) return false;
  size_t need = b->len + (size_t)extra + 1;
  if (need <= b->cap) return true;
  char *p = realloc(b->data, need);
  if (!p) return false;
  b->data = p;
  b->cap = need;
  return true;
}

void pt_buf_append(pt_buf *b, const char *s, size_t n) {
  if (!buf_reserve(b, n)) return;
  if (n) memcpy(b->data + b->len, s, n);
  b->len += n;
  b->data[b->len] = 0;
}

void pt_buf_puts(pt_buf *b, const char *s) { pt_buf_append(b, s, strlen(s)); }

void pt_buf_putc(pt_buf *b, char c) { pt_buf_append(b, &c, 1); }

void pt_buf_vprintf(pt_buf *b, const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  char small[256];
  int n = vsnprintf(small, sizeof small, fmt, ap);
  if (n < 0) n = 0;
  if ((size_t)n < sizeof small) {
    pt_buf_append(b, small, (size_t)n);
  } else if (buf_reserve(b, (size_t)n)) {
    vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap2);
    b->len += (size_t)n;
  }
  va_end(ap2);
}

void pt_buf_printf(pt_buf *b, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_buf_vprintf(b, fmt, ap);
  va_end(ap);
}

void pt_buf_free(pt_buf *b) {
  free(b->data);
  b->data = NULL;
  b->len = b->cap = 0;
  b->failed = false;
}

pt_status *pt_buf_take(pt_buf *b, char **out, size_t *out_len) {
  if (!b->failed && !b->data) buf_reserve(b, 0);
  if (b->failed) {
    pt_buf_free(b);
    return pt_status_make(PT_ERR_NOMEM, "error: out of memory building the output text");
  }
  b->data[b->len] = '\0';
  *out = b->data;
  if (out_len) *out_len = b->len;
  *b = (pt_buf){0};
  return NULL;
}

void pt_buf_human(pt_buf *out, double v, const char *unit) {
  static const char *const prefix[] = {"", "k", "M", "G", "T", "P", "E"};
  uint32_t k = 0;
  while (v >= 999.5 && k < 6) v /= 1000, k++;
  if (k == 0) pt_buf_printf(out, "%.0f %s", v, unit);
  else pt_buf_printf(out, "%.*f %s%s", v < 9.995 ? 2 : v < 99.95 ? 1 : 0, v, prefix[k], unit);
}

void pt_buf_json_string(pt_buf *b, const char *s, size_t n) {
  pt_buf_putc(b, '"');
  for (size_t i = 0; i < n; i++) {
    unsigned char c = (unsigned char)s[i];
    if (c == '"' || c == '\\') {
      pt_buf_putc(b, '\\');
      pt_buf_putc(b, (char)c);
    } else if (c < 0x20) {
      pt_buf_printf(b, "\\u%04x", c);
    } else {
      pt_buf_putc(b, (char)c);
    }
  }
  pt_buf_putc(b, '"');
}
