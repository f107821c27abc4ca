/* text_reader.c - the cursor of text_reader.h. */
#include "text_reader.h"

#include <stdio.h>
#include <string.h>

bool pt_tr_fail(pt_text_reader *r, const char *msg) {
  snprintf(r->err, r->err_len, "%s at offset %ld", msg, (long)(r->s - r->start));
  return false;
}

void pt_tr_skip_ws(pt_text_reader *r) {
  while (r->s < r->end && (*r->s == ' ' || *r->s == '\n' || *r->s == '\t' || *r->s == '\r')) r->s++;
}

bool pt_tr_eat(pt_text_reader *r, const char *tok) {
  size_t n = strlen(tok);
  pt_tr_skip_ws(r);
  if ((size_t)(r->end - r->s) >= n && memcmp(r->s, tok, n) == 0) {
    r->s += n;
    return true;
  }
  return false;
}

bool pt_tr_peek(pt_text_reader *r, char c) {
  pt_tr_skip_ws(r);
  return r->s < r->end && *r->s == c;
}

bool pt_tr_read_int(pt_text_reader *r, int64_t *out) {
  pt_tr_skip_ws(r);
  int64_t v = 0;
  const char *p = r->s;
  if (p >= r->end || *p < '0' || *p > '9') return false;
  for (; p < r->end && *p >= '0' && *p <= '9'; p++) {
    if (v > (INT64_MAX - (*p - '0')) / 10) return false;
    v = v * 10 + (*p - '0');
  }
  r->s = p;
  *out = v;
  return true;
}
