/* status.c - status objects, located diagnostics, and the aborting
 * allocators. Nothing here touches global mutable state.
 *
 * The library never aborts on input: every error a program, a file, a
 * mesh or an option can cause is a returned status. Two exceptions, both
 * independent of what the input says:
 *  - pt_panic (PT_ASSERT): an internal invariant broke, i.e. a bug in
 *    partir, which no status could describe better than its location.
 *  - pt_xmalloc and friends: bookkeeping (IR arrays, attributes, strings,
 *    maps, per-op and per-value arrays of passes). Its size is bounded by
 *    the text read: files are at most PT_MAX_FILE_BYTES, regions nest at
 *    most PT_MAX_NESTING deep, inlining and Core's unrolling build at most
 *    pt_max_derived_ops() ops, SPMD programs are made for at most
 *    PT_SPMD_MAX_DEVICES devices and run on at most 4096 threads. So when
 *    one fails, the machine cannot hold a small multiple of the input file:
 *    the host is out of memory, the input is not at fault, and making every
 *    growable array fallible would buy the caller nothing it could act on.
 *    Memory whose size tensor *values* drive (a 24-byte type can ask for
 *    terabytes) never comes from here: it is charged to a pt_mem_budget
 *    and allocated with pt_try_alloc (budget.c), and failure is a located
 *    status. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct pt_status {
  pt_code code;
  char *msg;
};

static char *vformat(const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) n = 0;
  char *s = pt_xmalloc((size_t)n + 1);
  vsnprintf(s, (size_t)n + 1, fmt, ap);
  return s;
}

pt_status *pt_status_makev(pt_code code, const char *fmt, va_list ap) {
  pt_status *s = pt_xmalloc(sizeof *s);
  s->code = code == PT_OK ? PT_ERR_INTERNAL : code;
  s->msg = vformat(fmt, ap);
  return s;
}

pt_status *pt_status_make(pt_code code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_status_makev(code, fmt, ap);
  va_end(ap);
  return s;
}

pt_code pt_status_code(const pt_status *s) { return s ? s->code : PT_OK; }

const char *pt_status_message(const pt_status *s) { return s ? s->msg : "ok"; }

void pt_status_free(pt_status *s) {
  if (!s) return;
  free(s->msg);
  free(s);
}

/* Inserts text at byte `at` of s's message. */
static void insert_text(pt_status *s, size_t at, const char *text) {
  size_t nt = strlen(text), nm = strlen(s->msg);
  char *joined = pt_xmalloc(nm + nt + 1);
  memcpy(joined, s->msg, at);
  memcpy(joined + at, text, nt);
  memcpy(joined + at + nt, s->msg + at, nm - at + 1);
  free(s->msg);
  s->msg = joined;
}

pt_status *pt_status_annotate(pt_status *s, const char *fmt, ...) {
  if (!s) return s;
  va_list ap;
  va_start(ap, fmt);
  char *prefix = vformat(fmt, ap);
  va_end(ap);
  insert_text(s, 0, prefix);
  free(prefix);
  return s;
}

pt_status *pt_status_context(pt_status *s, const char *fmt, ...) {
  if (!s) return s;
  va_list ap;
  va_start(ap, fmt);
  char *ctx = vformat(fmt, ap);
  va_end(ap);
  /* After "file:line:col: error: " or a leading "error: "; a message
   * without either gets "error: " too, so the result has exactly one. */
  const char *mark = strstr(s->msg, ": error: ");
  size_t at = mark ? (size_t)(mark - s->msg) + 9 : strncmp(s->msg, "error: ", 7) == 0 ? 7 : 0;
  insert_text(s, at, ctx);
  if (!mark && !at) insert_text(s, 0, "error: ");
  free(ctx);
  return s;
}

pt_status *pt_error_atv(pt_code code, const char *file, pt_loc loc, const char *fmt, va_list ap) {
  char *body = vformat(fmt, ap);
  pt_status *s;
  if (!file) file = "<input>";
  if (loc.line)
    s = pt_status_make(code, "%s:%u:%u: error: %s", file, loc.line, loc.col, body);
  else
    s = pt_status_make(code, "%s: error: %s", file, body);
  free(body);
  return s;
}

pt_loc pt_loc_at_offset(const char *text, size_t len, size_t off) {
  pt_loc l = {1, 1};
  if (off > len) off = len;
  for (size_t i = 0; i < off; i++) {
    if (text[i] == '\n') {
      l.line++;
      l.col = 1;
    } else {
      l.col++;
    }
  }
  return l;
}

pt_status *pt_error_at(pt_code code, const char *file, pt_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_error_atv(code, file, loc, fmt, ap);
  va_end(ap);
  return s;
}

void pt_panic(const char *file, int line, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "partir: internal error at %s:%d: ", file, line);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
  abort();
}

/* See the top of this file for why running out here aborts. */
static void out_of_memory(size_t n) {
  fprintf(stderr, "partir: out of memory allocating %zu bytes\n", n);
  abort();
}

void *pt_xmalloc(size_t n) {
  void *p = malloc(n ? n : 1);
  if (!p) out_of_memory(n);
  return p;
}

void *pt_xcalloc(size_t count, size_t n) {
  void *p = calloc(count ? count : 1, n ? n : 1);
  if (!p) out_of_memory(count * n);
  return p;
}

void *pt_xrealloc(void *p, size_t n) {
  void *q = realloc(p, n ? n : 1);
  if (!q) out_of_memory(n);
  return q;
}

char *pt_xstrdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = pt_xmalloc(n);
  memcpy(d, s, n);
  return d;
}
