/* api_tensor.c - the public tensor type (partir_tensor) over the
 * interpreter's pt_tensor: conversion both ways, .npy reading and
 * all-or-nothing writing of a directory of .npy files, value statistics. */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "api_internal.h"

_Static_assert(PARTIR_MAX_RANK == PT_MAX_RANK, "partir_tensor mirrors pt_tensor");

static pt_status *arg_error(const char *what, const char *fmt, ...) PT_PRINTF(2, 3);
static pt_status *arg_error(const char *what, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_buf b = {0};
  pt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  pt_status *s = pt_status_make(PT_ERR_INVALID_ARG, "%s: error: %s", what, b.data ? b.data : "");
  pt_buf_free(&b);
  return s;
}

void pt_api_tensor_publish(partir_tensor *out, pt_tensor *t) {
  memset(out, 0, sizeof *out);
  out->dtype = t->is_token ? "token" : pt_dtype_name((pt_dtype)t->dtype);
  if (t->is_token) {
    pt_tensor_free(t);
    return;
  }
  out->rank = t->rank;
  memcpy(out->dims, t->dims, sizeof out->dims);
  out->data = t->data;
  out->nbytes = t->nbytes;
  t->data = NULL;
  pt_tensor_free(t);
}

pt_status *pt_api_tensor_view(const partir_tensor *t, const char *what, pt_tensor *out) {
  memset(out, 0, sizeof *out);
  if (!t || !t->dtype) return arg_error(what, "tensor or its dtype is NULL");
  if (strcmp(t->dtype, "token") == 0) {
    out->is_token = true;
    return NULL;
  }
  pt_dtype dt;
  if (!pt_dtype_parse(t->dtype, (uint32_t)strlen(t->dtype), &dt))
    return arg_error(what, "unknown element type '%s'", t->dtype);
  if (t->rank > PT_MAX_RANK) return arg_error(what, "rank %u exceeds the maximum %d", t->rank, PT_MAX_RANK);
  uint64_t n = pt_dtype_size(dt);
  for (uint32_t i = 0; i < t->rank; i++) {
    if (t->dims[i] < 0) return arg_error(what, "dimension %u is negative", i);
    if (t->dims[i] && n > UINT64_MAX / (uint64_t)t->dims[i]) return arg_error(what, "size overflows");
    n *= (uint64_t)t->dims[i];
  }
  if (t->nbytes != n)
    return arg_error(what, "holds %llu bytes where its shape needs %llu", (unsigned long long)t->nbytes,
                     (unsigned long long)n);
  if (n && !t->data) return arg_error(what, "data is NULL");
  out->dtype = (uint8_t)dt;
  out->rank = (uint8_t)t->rank;
  memcpy(out->dims, t->dims, sizeof out->dims);
  out->data = t->data;
  out->nbytes = n;
  return NULL;
}

/* ---- .npy ---------------------------------------------------------------------------- */

partir_status *partir_npy_read(const char *path, partir_tensor **out) {
  if (!path || !out) return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_npy_read: NULL argument"));
  pt_tensor t;
  /* One file may take up to the default memory limit. */
  pt_mem_budget budget;
  pt_mem_budget_init(&budget, 0);
  pt_status *s = pt_npy_read(path, &budget, &t);
  if (s) return pt_api_status(s);
  partir_tensor *p = malloc(sizeof *p);
  if (!p) {
    pt_tensor_free(&t);
    return pt_api_status(pt_nomem());
  }
  pt_api_tensor_publish(p, &t);
  *out = p;
  return NULL;
}

void partir_tensor_free(partir_tensor *t) {
  if (!t) return;
  free(t->data);
  free(t);
}

partir_status *partir_npy_write(const char *path, const partir_tensor *t) {
  if (!path) return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_npy_write: path is NULL"));
  pt_tensor v;
  PT_API_TRY(pt_api_tensor_view(t, path, &v));
  return pt_api_status(pt_npy_write(path, &v));
}

static pt_status *io_error(const char *path, const char *what, int err) {
  return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "%s: %s", what, strerror(err));
}

/* mkdir -p. *created is the length of the shortest prefix of dir this
 * call created (0 when it created none): every deeper level is new too. */
static pt_status *make_dirs(const char *dir, size_t *created) {
  *created = 0;
  char *p = pt_strdup(dir);
  PT_TRY_ALLOC(p);
  size_t n = strlen(p);
  pt_status *s = NULL;
  for (size_t i = 1; i <= n && !s; i++) {
    if (p[i] != '/' && p[i] != 0) continue;
    char c = p[i];
    p[i] = 0;
    if (mkdir(p, 0777) == 0) {
      if (!*created) *created = i;
    } else if (errno != EEXIST) {
      s = io_error(p, "cannot create directory", errno);
    }
    p[i] = c;
  }
  struct stat st;
  if (!s && (stat(p, &st) != 0 || !S_ISDIR(st.st_mode))) s = io_error(p, "not a directory", ENOTDIR);
  free(p);
  return s;
}

/* Removes the directories make_dirs created, deepest first; the deepest
 * may not exist (the failure was there), and rmdir removes only what is
 * empty. */
static void unmake_dirs(const char *dir, size_t created) {
  if (!created) return;
  char *p = pt_strdup(dir);
  if (!p) return; /* the new, empty directories stay */
  for (size_t n = strlen(p); n >= created; n--) {
    if (p[n] != '/' && p[n] != 0) continue;
    p[n] = 0;
    (void)rmdir(p);
  }
  free(p);
}

partir_status *partir_npy_write_dir(const char *dir, const char *prefix, const partir_tensor *tensors, uint32_t n) {
  if (!dir || !*dir || !prefix || (n && !tensors))
    return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_npy_write_dir: missing argument"));
  if (strchr(prefix, '/')) return pt_api_status(arg_error(prefix, "the file name prefix contains '/'"));
  /* Encode everything first: a tensor that cannot be written stops us
   * before any file is touched. */
  pt_buf *img = pt_calloc(n, sizeof *img);
  char **names = pt_calloc(n, sizeof *names);
  pt_out_file *files = pt_calloc(n, sizeof *files);
  if (!img || !names || !files) {
    free(img);
    free(names);
    free(files);
    return pt_api_status(pt_nomem());
  }
  pt_status *s = NULL;
  for (uint32_t i = 0; i < n && !s; i++) {
    pt_buf name = {0};
    pt_buf_printf(&name, "%s/%s%u.npy", dir, prefix, i);
    if (name.failed) {
      pt_buf_free(&name);
      s = pt_nomem();
      break;
    }
    names[i] = name.data;
    pt_tensor v;
    s = pt_api_tensor_view(&tensors[i], names[i], &v);
    if (!s && !v.is_token) {
      s = pt_npy_encode(&v, &img[i]);
      if (s) s = pt_status_annotate(s, "%s: ", names[i]);
    }
  }
  /* From the first directory made to the last rename, a termination signal
   * waits (see src/support/file.c), so none leaves a temporary or an empty
   * new directory behind. */
  sigset_t old;
  pt_block_termination_signals(&old);
  size_t created = 0;
  if (!s) s = make_dirs(dir, &created);
  for (uint32_t i = 0; i < n && !s; i++)
    if (img[i].len) s = pt_out_file_stage(names[i], img[i].data, img[i].len, &files[i]); /* else a token */
  for (uint32_t i = 0; i < n && !s; i++)
    if (files[i].tmp) s = pt_out_file_commit(&files[i]);
  if (!s) pt_sync_dir_of(names[0] ? names[0] : dir);
  for (uint32_t i = 0; i < n; i++) {
    pt_out_file_discard(&files[i]);
    free(names[i]);
    pt_buf_free(&img[i]);
  }
  if (s) unmake_dirs(dir, created);
  pt_restore_signals(&old);
  free(files);
  free(names);
  free(img);
  return pt_api_status(s);
}

/* ---- statistics ------------------------------------------------------------------------ */

partir_status *partir_tensor_summarize(const partir_tensor *t, partir_tensor_summary *out) {
  if (!out) return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_tensor_summarize: out is NULL"));
  pt_tensor v;
  PT_API_TRY(pt_api_tensor_view(t, "tensor", &v));
  memset(out, 0, sizeof *out);
  if (v.is_token) return NULL;
  uint64_t n = pt_tensor_num_elements(&v), finite = 0;
  out->n_elements = n;
  double lo = INFINITY, hi = -INFINITY, sum = 0;
  for (uint64_t i = 0; i < n; i++) {
    double x = pt_tensor_get_f64(&v, i);
    if (isnan(x)) {
      out->n_nan++;
      continue;
    }
    if (isinf(x)) out->n_inf++;
    if (x < lo) lo = x;
    if (x > hi) hi = x;
    sum += x;
    finite++;
  }
  if (finite) {
    out->min = lo;
    out->max = hi;
    out->mean = sum / (double)finite;
  }
  return NULL;
}
