/* support.h - the small runtime every partir module stands on.
 *
 * Sections, one per .c file:
 *   status.c  status objects (code + message), diagnostics with locations
 *   arena.c   bump allocator owning a module's long-lived data
 *   vec.c     growable arrays (a generic grow helper behind typed macros)
 *   intern.c  string interning: equal strings get equal ids
 *   file.c    reading whole files, atomic writes
 *   workers.c a pool of threads splitting a loop over [0, n) in chunks
 *   budget.c  memory budgets for tensor data, the default memory limit
 *
 * Two kinds of allocation:
 *  - Memory whose size the input's *values* drive (tensors of the shapes a
 *    program declares, .npy data, one chunk per device, kernel scratch):
 *    a tensor<4194304x4194304xf32> is 24 bytes of text and 64 TiB of data.
 *    It is charged to a pt_mem_budget and allocated with pt_try_alloc, and
 *    either failing is a located error returned as a status.
 *  - Everything else: bookkeeping (ops, values, attributes, strings, maps,
 *    per-op and per-value arrays of passes). It comes from the fallible
 *    allocators (pt_malloc & co, pt_vec_try_*, arenas and interners with a
 *    sticky failure flag), and running out is the status PT_ERR_NOMEM,
 *    never an abort: the library lives in host processes. status.c gives
 *    the policy. Tests and benchmarks, which may simply stop, have aborting
 *    wrappers of their own (tests/support/abort_alloc.h).
 * pt_panic (PT_ASSERT) is for broken internal invariants only; input never
 * reaches it (fuzzing checks that).
 */
#ifndef PT_SUPPORT_H
#define PT_SUPPORT_H

#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__)
#define PT_PRINTF(fmt_idx, args_idx) __attribute__((format(printf, fmt_idx, args_idx)))
#define PT_NORETURN __attribute__((noreturn))
#else
#define PT_PRINTF(fmt_idx, args_idx)
#define PT_NORETURN
#endif

#define PT_ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

/* ---- status.c ----------------------------------------------------------- */

typedef enum {
  PT_OK = 0,
  PT_ERR_PARSE,       /* malformed input text */
  PT_ERR_VERIFY,      /* well-formed text that violates an op's constraints */
  PT_ERR_UNSUPPORTED, /* valid input that partir does not handle (yet) */
  PT_ERR_IO,          /* file could not be read or written */
  PT_ERR_INVALID_ARG, /* bad command-line or API argument */
  PT_ERR_INTERNAL,    /* a bug in partir */
  PT_ERR_NOMEM,       /* the host ran out of memory */
} pt_code;

/* A status is NULL on success, else a heap object the caller must free.
 * It is a diagnostic as data: code, file, line, column, context and body,
 * which callers read with the accessors below (never by cutting the text
 * apart). pt_status_message formats it once, on demand, as the complete
 * user-facing text, e.g. "model.mlir:3:7: error: expected ':'". Making or
 * changing a status never aborts: without memory the result is a static
 * PT_ERR_NOMEM status ("error: out of memory"), which pt_status_free
 * ignores. */
typedef struct pt_status pt_status;

pt_status *pt_status_make(pt_code code, const char *fmt, ...) PT_PRINTF(2, 3);
pt_status *pt_status_makev(pt_code code, const char *fmt, va_list ap);
pt_code pt_status_code(const pt_status *s);
/* The formatted diagnostic, "PREFIX FILE:LINE:COL: error: CONTEXT BODY"
 * (parts that are absent are left out); cached in s until s changes. */
const char *pt_status_message(const pt_status *s);
/* The file the status points into, NULL when it has no location. */
const char *pt_status_file(const pt_status *s);
/* Its line and column in that file ({0, 0}: no position). */
typedef struct pt_loc pt_loc;
pt_loc pt_status_loc(const pt_status *s);
/* What pt_status_context added ("" when nothing). */
const char *pt_status_context_text(const pt_status *s);
/* The message alone: no prefix, location, "error: " or context. */
const char *pt_status_body(const pt_status *s);
void pt_status_free(pt_status *s);
/* Prefixes context ("while inlining @f: ") to s's message; returns s. */
pt_status *pt_status_annotate(pt_status *s, const char *fmt, ...) PT_PRINTF(2, 3);
/* Puts context right after the location of s's message, so that it stays
 * one diagnostic: "f.mlir:2:3: error: " + context + the rest (a message
 * without "error: " gets one); returns s. */
pt_status *pt_status_context(pt_status *s, const char *fmt, ...) PT_PRINTF(2, 3);

/* A source position; line and col are 1-based, 0 means unknown. */
struct pt_loc {
  uint32_t line;
  uint32_t col;
};

/* Places s at loc of file (dropping its old location and prefix, keeping
 * context and body), with code `code` (PT_OK: unchanged); returns s. For
 * an error found by a callee that must be reported where the user wrote
 * the thing at fault (a selector of a schedule). */
pt_status *pt_status_relocate(pt_status *s, pt_code code, const char *file, pt_loc loc);

/* Builds "file:line:col: error: <msg>" (or "file: error: <msg>" without a
 * position). */
pt_status *pt_error_at(pt_code code, const char *file, pt_loc loc, const char *fmt, ...)
    PT_PRINTF(4, 5);
pt_status *pt_error_atv(pt_code code, const char *file, pt_loc loc, const char *fmt, va_list ap);

/* Line and column (1-based) of byte `off` of text[0..len) (clamped to len):
 * where an error found at an offset, e.g. by a JSON reader, is reported. */
pt_loc pt_loc_at_offset(const char *text, size_t len, size_t off);

/* Returns early from the enclosing function when expr yields an error. */
#define PT_TRY(expr)                  \
  do {                                \
    pt_status *pt_try_s_ = (expr);    \
    if (pt_try_s_) return pt_try_s_;  \
  } while (0)

/* Internal invariants (bugs, never input errors): always checked. */
PT_NORETURN void pt_panic(const char *file, int line, const char *fmt, ...) PT_PRINTF(3, 4);
#define PT_ASSERT(cond)                                              \
  do {                                                               \
    if (!(cond)) pt_panic(__FILE__, __LINE__, "assertion `%s` failed", #cond); \
  } while (0)

/* Fallible allocators for bookkeeping: NULL when the host has no memory
 * (or count * n overflows), never an abort. A size of 0 allocates 1 byte,
 * so NULL always means failure. The idiom in a function returning a
 * status: `PT_TRY_ALLOC(p = pt_malloc(n));`, or, where something must be
 * released first, `if (!p) { s = pt_nomem(); goto done; }`. */
void *pt_malloc(size_t n);
void *pt_calloc(size_t count, size_t n);
void *pt_realloc(void *p, size_t n);
char *pt_strdup(const char *s);
/* The static PT_ERR_NOMEM status ("error: out of memory"): making it
 * allocates nothing, and pt_status_free ignores it. */
pt_status *pt_nomem(void);
/* Returns pt_nomem() from the enclosing status-returning function when
 * expr (an allocation, or a pt_vec_try_* call) yields NULL or false. */
#define PT_TRY_ALLOC(expr)              \
  do {                                  \
    if (!(expr)) return pt_nomem();     \
  } while (0)

/* ---- arena.c ------------------------------------------------------------ */

typedef struct pt_arena_block pt_arena_block;
typedef struct {
  pt_arena_block *head;
  size_t bytes_used;      /* sum of allocation sizes, for stats */
  size_t bytes_reserved;  /* sum of block sizes */
  /* Sticky: an allocation failed (it returned NULL). What the arena held
   * stays valid; its owner reports PT_ERR_NOMEM where it returns a status
   * (pt_module_oom, the schedule reader). */
  bool failed;
} pt_arena;

void pt_arena_init(pt_arena *a);
void pt_arena_free(pt_arena *a);
/* 16-byte aligned, uninitialised memory living until pt_arena_free; NULL
 * (and a->failed set) when the host has no memory. */
void *pt_arena_alloc(pt_arena *a, size_t n);
void *pt_arena_zalloc(pt_arena *a, size_t n);
void *pt_arena_memdup(pt_arena *a, const void *p, size_t n);
/* Copies n bytes of s and NUL-terminates. */
char *pt_arena_strndup(pt_arena *a, const char *s, size_t n);
char *pt_arena_printf(pt_arena *a, const char *fmt, ...) PT_PRINTF(2, 3);

/* ---- vec.c -------------------------------------------------------------- */

/* Typed growable array: PT_VEC(int) v = {0}; if (!pt_vec_try_push(&v, 3)) ...; free(v.data). */
#define PT_VEC(T)   \
  struct {          \
    T *data;        \
    uint32_t len;   \
    uint32_t cap;   \
  }

/* Ensures room for `extra` more elements of size `elem`; false (the array unchanged) when it would pass 2^32 elements
 * or the host has no memory: for growth that a caller turns into a
 * PT_ERR_NOMEM status instead of aborting. */
bool pt_vec_try_reserve_raw(void **data, uint32_t *cap, uint32_t len, uint32_t extra, size_t elem);
/* The check for room is inline: builders reserve on every op. */
#define pt_vec_try_reserve(v, extra)                                   \
  ((uint64_t)(v)->len + (extra) <= (v)->cap ||                         \
   pt_vec_try_reserve_raw((void **)&(v)->data, &(v)->cap, (v)->len, (extra), sizeof(*(v)->data)))

/* Appends x; false (v unchanged) when the array cannot grow. An
 * expression: `PT_TRY_ALLOC(pt_vec_try_push(&v, x));`. */
#define pt_vec_try_push(v, x) \
  (((v)->len < (v)->cap || pt_vec_try_reserve((v), 1)) ? ((v)->data[(v)->len++] = (x), true) : false)
/* Appends n elements from src; false (v unchanged) when it cannot grow. */
#define pt_vec_try_append(v, src, n) \
  pt_vec_try_append_raw((void **)&(v)->data, &(v)->len, &(v)->cap, (src), (n), sizeof(*(v)->data))
bool pt_vec_try_append_raw(void **data, uint32_t *len, uint32_t *cap, const void *src, size_t n, size_t elem);

/* qsort/bsearch comparators of unsigned keys (ascending). */
int pt_cmp_u32(const void *a, const void *b);
int pt_cmp_u64(const void *a, const void *b);
#define pt_vec_free(v)   \
  do {                   \
    free((v)->data);     \
    (v)->data = NULL;    \
    (v)->len = (v)->cap = 0; \
  } while (0)

/* A growable byte string, always NUL-terminated once anything was added.
 * Growth never aborts: when the host has no memory (or the size would
 * overflow) the buffer is marked failed, keeps what it had and ignores
 * what follows, so that text is built without a check per append and the
 * failure is reported once, where the text is handed out (pt_buf_take). */
typedef struct {
  char *data;
  size_t len;
  size_t cap;
  bool failed;
} pt_buf;

void pt_buf_append(pt_buf *b, const char *s, size_t n);
/* Makes room for `extra` more bytes (exactly), false when the host has no
 * memory: for buffers whose size tensor data drives, e.g. a .npy image. */
bool pt_buf_try_reserve(pt_buf *b, uint64_t extra);
void pt_buf_puts(pt_buf *b, const char *s);
void pt_buf_putc(pt_buf *b, char c);
void pt_buf_printf(pt_buf *b, const char *fmt, ...) PT_PRINTF(2, 3);
void pt_buf_vprintf(pt_buf *b, const char *fmt, va_list ap);
void pt_buf_free(pt_buf *b);
/* Hands b's text (malloc'ed, NUL-terminated, "" when nothing was added)
 * to *out and its length to *out_len (may be NULL), leaving b empty; a
 * PT_ERR_NOMEM status (b freed, *out untouched) when b failed to grow. */
pt_status *pt_buf_take(pt_buf *b, char **out, size_t *out_len);
/* "12.3 MB", "512 B", "198 MFLOP": three significant digits, decimal
 * prefixes, then `unit`. */
void pt_buf_human(pt_buf *out, double v, const char *unit);
/* Appends s[0..n) as a JSON string literal, quotes included (bytes from
 * 0x80 up are copied: UTF-8 stays UTF-8). */
void pt_buf_json_string(pt_buf *b, const char *s, size_t n);

/* ---- intern.c ----------------------------------------------------------- */

/* Maps byte strings to dense ids 1..n (0 is "no string"). Strings are copied
 * into the interner's own arena and stay NUL-terminated. */
typedef struct {
  pt_arena arena;
  const char **strs; /* id -> string; strs[0] = "" */
  uint32_t *lens;
  uint32_t n, cap;
  uint32_t *slots; /* open addressing: id or 0 */
  uint32_t n_slots;
  /* Sticky: a string could not be added (pt_intern returned 0). */
  bool failed;
} pt_interner;

/* false (in left empty, nothing to free) when the host has no memory. */
bool pt_interner_init(pt_interner *in);
void pt_interner_free(pt_interner *in);
/* The id of s; 0 (the empty string, and in->failed set) when it could not
 * be added for want of memory. */
uint32_t pt_intern(pt_interner *in, const char *s, size_t len);
uint32_t pt_intern_cstr(pt_interner *in, const char *s);
/* 0 if s was never interned. */
uint32_t pt_intern_lookup(const pt_interner *in, const char *s, size_t len);
const char *pt_interned_str(const pt_interner *in, uint32_t id);
uint32_t pt_interned_len(const pt_interner *in, uint32_t id);

uint64_t pt_hash_bytes(const void *p, size_t n, uint64_t seed);

/* ---- file.c ------------------------------------------------------------- */

/* The largest file partir reads: the parser's positions and ids are 32-bit
 * (4 GiB - 1 bytes). */
#define PT_MAX_FILE_BYTES ((uint64_t)UINT32_MAX - 1)

/* Reads a whole file ("-" = standard input) into *out (malloc'ed, NUL
 * terminated, caller frees) and its length into *len. Errors name the path:
 * "model.mlir: error: cannot read: No such file or directory"; a file of
 * more than PT_MAX_FILE_BYTES is refused before it is read. */
pt_status *pt_read_file(const char *path, char **out, size_t *len);

/* Writes len bytes to path atomically: a temporary file beside it, fsync,
 * rename over it. A symbolic link is written through (its final target is
 * replaced, the link stays); anything else that exists and is not a regular
 * file (directory, FIFO, device, socket) is refused without being opened.
 * SIGINT, SIGTERM, SIGHUP and SIGQUIT are blocked in the calling thread
 * while the temporary exists (file.c says why). On error the temporary is
 * removed and path is left as it was. */
pt_status *pt_write_file_atomic(const char *path, const char *data, size_t len);

/* The steps of pt_write_file_atomic, for writers of several files that must
 * all appear or none (partir_npy_write_dir). Run them between
 * pt_block_termination_signals and pt_restore_signals. */
typedef struct {
  const char *path; /* as given (borrowed), for messages */
  char *target;     /* the file to replace: path with its symbolic links followed */
  char *tmp;        /* its temporary, NULL once renamed or removed */
} pt_out_file;
/* Resolves path, makes the temporary beside the target, writes data and
 * flushes it; on error nothing is left behind and f holds nothing. */
pt_status *pt_out_file_stage(const char *path, const char *data, size_t len, pt_out_file *f);
/* Renames the temporary over the target. */
pt_status *pt_out_file_commit(pt_out_file *f);
/* Removes the temporary if it is still there, and frees f's strings. */
void pt_out_file_discard(pt_out_file *f);
/* fsync()s the directory holding file, so renames in it are durable;
 * failure is ignored (nothing written is lost by it). */
void pt_sync_dir_of(const char *file);
/* Blocks SIGINT, SIGTERM, SIGHUP and SIGQUIT in the calling thread (the
 * old mask into *old) / restores the mask. */
void pt_block_termination_signals(sigset_t *old);
void pt_restore_signals(const sigset_t *old);
/* Writes all of data to fd, retrying short writes and EINTR; 0 or errno. */
int pt_write_all(int fd, const char *data, size_t len);

/* ---- workers.c ---------------------------------------------------------- */

/* A pool of threads for loops whose iterations are independent. fn is
 * called with disjoint [begin, end) chunks of [0, n) and the index of the
 * worker running it (0 = the caller, up to pt_workers_count - 1), so that
 * each worker can collect its results apart. pt_workers_run returns when
 * every chunk is done; everything the chunks wrote is then visible to the
 * caller. A NULL pool (pt_workers_new(1), or no thread could start) runs
 * the loop on the caller alone. */
typedef void (*pt_workers_fn)(void *arg, uint32_t worker, uint32_t begin, uint32_t end);
typedef struct pt_workers pt_workers;

/* The processors online, at least 1. */
uint32_t pt_online_cpus(void);
/* pthread_create with the asynchronous signals (all but the faults a
 * thread raises itself, like SIGSEGV) blocked in the new thread: a signal
 * sent to the process then goes to the application's threads, which expect
 * it, never to a thread of the library (see file.c). 0 or an errno. */
int pt_thread_start(pthread_t *thread, void *(*fn)(void *), void *arg);
/* A pool of n_threads workers, the caller included; NULL when n_threads < 2. */
pt_workers *pt_workers_new(uint32_t n_threads);
uint32_t pt_workers_count(const pt_workers *w);
void pt_workers_run(pt_workers *w, uint32_t n, uint32_t chunk, pt_workers_fn fn, void *arg);
void pt_workers_free(pt_workers *w);

/* ---- budget.c ----------------------------------------------------------- */

/* No single tensor exceeds this many bytes (so that index arithmetic on it
 * stays far from int64 overflow), whatever the memory limit. */
#define PT_MAX_TENSOR_BYTES (UINT64_C(1) << 48)

/* Bytes of tensor data that may be held at once, shared by threads. */
typedef struct {
  _Atomic uint64_t used;
  uint64_t limit;
} pt_mem_budget;

/* limit 0 = pt_memory_limit_default(). */
void pt_mem_budget_init(pt_mem_budget *b, uint64_t limit);
/* Charges n bytes; false (nothing charged) when they do not fit. */
bool pt_mem_budget_take(pt_mem_budget *b, uint64_t n);
void pt_mem_budget_give(pt_mem_budget *b, uint64_t n);
uint64_t pt_mem_budget_left(pt_mem_budget *b);

/* Half of this machine's memory (or of its cgroup's limit, when lower),
 * at most PT_MAX_TENSOR_BYTES. */
uint64_t pt_memory_limit_default(void);

/* malloc (or calloc when zero) of n bytes, NULL when n does not fit a
 * size_t or the host has no memory: for sizes input values drive. */
void *pt_try_alloc(uint64_t n, bool zero);

/* The located error for `what` (formatted from fmt) needing n bytes: "FILE:
 * L:C: error: argument 0 (tensor<4194304x4194304xf32>) needs 70.4 TB, more
 * than the 11.5 GB left of partir's memory limit of 11.5 GB (set it with
 * --max-memory)", or, when the budget allowed them but the host refused
 * (host_refused), "... needs 70.4 TB, and the machine is out of memory".
 * The code is PT_ERR_UNSUPPORTED for the budget, PT_ERR_NOMEM for the
 * host. */
pt_status *pt_mem_error(const pt_mem_budget *b, uint64_t n, bool host_refused, const char *file, pt_loc loc,
                        const char *fmt, ...) PT_PRINTF(6, 7);
pt_status *pt_mem_errorv(const pt_mem_budget *b, uint64_t n, bool host_refused, const char *file, pt_loc loc,
                         const char *fmt, va_list ap);
/* Charges n bytes to b and allocates them (zeroed when zero) into *out;
 * pt_mem_error's status, nothing charged, when either fails. The caller
 * gives the bytes back when it frees them. */
pt_status *pt_mem_alloc(pt_mem_budget *b, uint64_t n, bool zero, void **out, const char *file, pt_loc loc,
                        const char *fmt, ...) PT_PRINTF(7, 8);


#endif /* PT_SUPPORT_H */
