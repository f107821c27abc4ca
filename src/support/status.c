/* status.c - status objects, located diagnostics, and the allocators.
 * Nothing here touches global mutable state (the one static status, for
 * out of memory, is never written).
 *
 * The library never aborts on input: every error a program, a file, a
 * mesh or an option can cause is a returned status. pt_panic (PT_ASSERT)
 * stays, for broken internal invariants (a bug in partir, which no status
 * could describe better than its location).
 *
 * Nor does it abort when the host runs out of memory, since it lives in
 * host processes (Python) that must survive that. The policy, one step
 * for the whole library:
 *  - Bookkeeping (IR arrays, attributes, strings, maps, per-op arrays of
 *    passes) comes from the fallible pt_malloc, pt_calloc, pt_realloc,
 *    pt_strdup and the pt_vec_try_* growth (support.h), which return
 *    NULL/false. A function returning a status turns that into pt_nomem(),
 *    the static PT_ERR_NOMEM status below (PT_TRY_ALLOC), after freeing
 *    what it holds.
 *  - Arenas and interners fail softly and stickily (their `failed` flag);
 *    modules too (pt_module_oom): every builder call is all or nothing,
 *    and whoever builds a module checks the flag before handing it out, so
 *    nothing half-built reaches a later call.
 *  - Making or changing a status never aborts (the static status stands
 *    in), and text buffers (pt_buf) fail softly and say so where the text
 *    is handed out (pt_buf_take).
 *  - Memory whose size tensor *values* drive (a 24-byte type can ask for
 *    terabytes) is charged to a pt_mem_budget and allocated with
 *    pt_try_alloc (budget.c); failure is a located status.
 * Converted: src/support, src/ir, src/stablehlo, src/interp, src/runtime,
 * src/analysis, src/report, src/tactics, src/partition, src/search,
 * src/spmd, src/sim and src/api (tests/unit/test_out_of_memory.c,
 * test_out_of_memory_partition.c and test_out_of_memory_spmd_sim.c refuse
 * each of their allocations in turn). Propagation's hot loops test no flag
 * per element: a list that cannot grow drops the element and sets a sticky
 * flag, tested once per round before anything is committed. Nothing in
 * the library aborts for want of memory; tests and benchmarks have
 * aborting wrappers of their own (tests/support/abort_alloc.h). */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A diagnostic as data: callers ask for its parts (pt_status_file,
 * pt_status_loc, pt_status_context_text, pt_status_body) and never cut the
 * text apart. The text, "PREFIX FILE:LINE:COL: error: CONTEXT BODY", is
 * formatted once, when pt_status_message is first asked for it (at the API
 * boundary, or when a caller prints it), and cached. */
struct pt_status {
  pt_code code;
  uint32_t line, col; /* 0: unknown */
  bool error_tag;     /* "error: " precedes context and body */
  char *file;         /* NULL: no location (the body may still name one) */
  char *prefix;       /* pt_status_annotate's text, before everything */
  char *context;      /* pt_status_context's text, after "error: " */
  char *body;         /* the message proper */
  /* The cache of the formatted text. It points into the status's own
   * allocation, so that pt_status_message (which takes a const status,
   * as every reader does) can fill it without casting const away; a status
   * is owned by one thread, so the fill is not shared. */
  char **text;
};

/* Returned when a status cannot be allocated, so that running out of memory
 * still reads as an error and not as success. It is never written: every
 * function that changes or frees a status leaves it alone. */
static char *nomem_text_slot;
static pt_status nomem_status = {PT_ERR_NOMEM, 0, 0, true, NULL, NULL, NULL, NULL, &nomem_text_slot};
static const char nomem_message[] = "error: out of memory";

static bool is_static(const pt_status *s) { return s == &nomem_status; }

/* vsnprintf into a new string; NULL when the host has no memory. */
static char *vformat(const char *fmt, va_list ap) {
  va_list ap2;
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap2);
  va_end(ap2);
  if (n < 0) n = 0;
  char *s = malloc((size_t)n + 1);
  if (s) vsnprintf(s, (size_t)n + 1, fmt, ap);
  return s;
}

static char *dup_str(const char *s) {
  size_t n = strlen(s) + 1;
  char *d = malloc(n);
  if (d) memcpy(d, s, n);
  return d;
}

/* A status owning `body` (freed on failure). */
static pt_status *make(pt_code code, char *body) {
  if (!body) return &nomem_status;
  pt_status *s = malloc(sizeof *s + sizeof(char *));
  if (!s) {
    free(body);
    return &nomem_status;
  }
  *s = (pt_status){code == PT_OK ? PT_ERR_INTERNAL : code, 0, 0, false, NULL, NULL, NULL, body, (char **)(s + 1)};
  *s->text = NULL;
  /* Messages written "error: ..." by their makers carry the tag as data,
   * so that context goes after it and the body is the message alone. */
  if (strncmp(body, "error: ", 7) == 0) {
    s->error_tag = true;
    memmove(body, body + 7, strlen(body + 7) + 1);
  }
  return s;
}

pt_status *pt_status_makev(pt_code code, const char *fmt, va_list ap) { return make(code, vformat(fmt, ap)); }

pt_status *pt_status_make(pt_code code, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_status_makev(code, fmt, ap);
  va_end(ap);
  return s;
}

pt_code pt_status_code(const pt_status *s) { return s ? s->code : PT_OK; }

static void forget_text(pt_status *s) {
  free(*s->text);
  *s->text = NULL;
}

const char *pt_status_message(const pt_status *s) {
  if (!s) return "ok";
  if (is_static(s)) return nomem_message;
  if (*s->text) return *s->text;
  pt_buf b = {0};
  if (s->prefix) pt_buf_puts(&b, s->prefix);
  if (s->file) {
    pt_buf_puts(&b, s->file);
    if (s->line) pt_buf_printf(&b, ":%u:%u", s->line, s->col);
    pt_buf_puts(&b, ": ");
  }
  if (s->error_tag) pt_buf_puts(&b, "error: ");
  if (s->context) pt_buf_puts(&b, s->context);
  pt_buf_puts(&b, s->body);
  if (b.failed) { /* still an error, not a truncated text; tried again next time */
    pt_buf_free(&b);
    return nomem_message;
  }
  *s->text = b.data;
  return b.data ? b.data : "";
}

const char *pt_status_file(const pt_status *s) { return s && !is_static(s) ? s->file : NULL; }

pt_loc pt_status_loc(const pt_status *s) {
  return s && s->file ? (pt_loc){s->line, s->col} : (pt_loc){0, 0};
}

const char *pt_status_context_text(const pt_status *s) { return s && s->context ? s->context : ""; }

const char *pt_status_body(const pt_status *s) {
  return !s ? "" : is_static(s) ? nomem_message + 7 : s->body;
}

void pt_status_free(pt_status *s) {
  if (!s || is_static(s)) return;
  free(s->file);
  free(s->prefix);
  free(s->context);
  free(s->body);
  free(*s->text);
  free(s);
}

/* *field = text + *field; false (field unchanged) without memory. */
static bool prepend(char **field, const char *text) {
  if (!text) return false;
  size_t nt = strlen(text), nf = *field ? strlen(*field) : 0;
  char *joined = malloc(nt + nf + 1);
  if (!joined) return false;
  memcpy(joined, text, nt);
  if (nf) memcpy(joined + nt, *field, nf);
  joined[nt + nf] = '\0';
  free(*field);
  *field = joined;
  return true;
}

/* A status that could not take its new part: the caller gets the
 * out-of-memory status, and s is released. */
static pt_status *lost(pt_status *s) {
  pt_status_free(s);
  return &nomem_status;
}

pt_status *pt_status_annotate(pt_status *s, const char *fmt, ...) {
  if (!s || is_static(s)) return s;
  va_list ap;
  va_start(ap, fmt);
  char *text = vformat(fmt, ap);
  va_end(ap);
  bool ok = prepend(&s->prefix, text);
  free(text);
  if (!ok) return lost(s);
  forget_text(s);
  return s;
}

pt_status *pt_status_context(pt_status *s, const char *fmt, ...) {
  if (!s || is_static(s)) return s;
  va_list ap;
  va_start(ap, fmt);
  char *text = vformat(fmt, ap);
  va_end(ap);
  /* Context follows "error: ": a message without the tag gets it, so the
   * result is one diagnostic. Newer context goes before older. */
  bool ok = prepend(&s->context, text);
  free(text);
  if (!ok) return lost(s);
  s->error_tag = true;
  forget_text(s);
  return s;
}

pt_status *pt_status_relocate(pt_status *s, pt_code code, const char *file, pt_loc loc) {
  if (!s || is_static(s)) return s;
  char *f = dup_str(file ? file : "<input>");
  if (!f) return lost(s);
  free(s->file);
  free(s->prefix);
  s->prefix = NULL;
  s->file = f;
  s->line = loc.line;
  s->col = loc.line ? loc.col : 0;
  s->error_tag = true;
  if (code != PT_OK) s->code = code;
  forget_text(s);
  return s;
}

pt_status *pt_error_atv(pt_code code, const char *file, pt_loc loc, const char *fmt, va_list ap) {
  return pt_status_relocate(make(code, vformat(fmt, ap)), PT_OK, file, loc);
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

pt_status *pt_nomem(void) { return &nomem_status; }

void *pt_malloc(size_t n) { return malloc(n ? n : 1); }

void *pt_calloc(size_t count, size_t n) {
  if (n && count > SIZE_MAX / n) return NULL;
  return calloc(count ? count : 1, n ? n : 1);
}

void *pt_realloc(void *p, size_t n) { return realloc(p, n ? n : 1); }

char *pt_strdup(const char *s) { return dup_str(s); }

