/* api_tensor.c - the public tensor type (partir_tensor) over the
 * interpreter's pt_tensor: conversion both ways, .npy reading and
 * all-or-nothing writing of a directory of .npy files, value statistics. */
#include <errno.h>
#include <fcntl.h>
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
  partir_tensor *p = pt_xmalloc(sizeof *p);
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
  pt_buf b = {0};
  pt_status *s = pt_npy_encode(&v, &b);
  if (s) s = pt_status_annotate(s, "%s: ", path);
  if (!s) s = pt_write_file_atomic(path, b.data ? b.data : "", b.len);
  pt_buf_free(&b);
  return pt_api_status(s);
}

static pt_status *io_error(const char *path, const char *what, int err) {
  return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "%s: %s", what, strerror(err));
}

/* mkdir -p. */
static pt_status *make_dirs(const char *dir) {
  char *p = pt_xstrdup(dir);
  pt_status *s = NULL;
  for (char *c = p + 1; *c && !s; c++) {
    if (*c != '/') continue;
    *c = 0;
    if (mkdir(p, 0777) != 0 && errno != EEXIST) s = io_error(p, "cannot create directory", errno);
    *c = '/';
  }
  if (!s && mkdir(p, 0777) != 0 && errno != EEXIST) s = io_error(p, "cannot create directory", errno);
  struct stat st;
  if (!s && (stat(p, &st) != 0 || !S_ISDIR(st.st_mode))) s = io_error(p, "not a directory", ENOTDIR);
  free(p);
  return s;
}

typedef struct {
  char *final; /* DIR/PREFIXi.npy */
  char *tmp;   /* its temporary, NULL once renamed or never created */
} npy_job;

partir_status *partir_npy_write_dir(const char *dir, const char *prefix, const partir_tensor *tensors, uint32_t n) {
  if (!dir || !*dir || !prefix || (n && !tensors))
    return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_npy_write_dir: missing argument"));
  if (strchr(prefix, '/')) return pt_api_status(arg_error(prefix, "the file name prefix contains '/'"));
  /* Encode everything first: a tensor that cannot be written stops us
   * before any file is touched. */
  pt_buf *img = pt_xcalloc(n ? n : 1, sizeof *img);
  npy_job *jobs = pt_xcalloc(n ? n : 1, sizeof *jobs);
  pt_status *s = NULL;
  for (uint32_t i = 0; i < n && !s; i++) {
    pt_buf name = {0};
    pt_buf_printf(&name, "%s/%s%u.npy", dir, prefix, i);
    jobs[i].final = name.data;
    pt_tensor v;
    s = pt_api_tensor_view(&tensors[i], jobs[i].final, &v);
    if (!s && !v.is_token) {
      s = pt_npy_encode(&v, &img[i]);
      if (s) s = pt_status_annotate(s, "%s: ", jobs[i].final);
    }
  }
  if (!s) s = make_dirs(dir);
  for (uint32_t i = 0; i < n && !s; i++) {
    if (!img[i].len) continue; /* a token */
    pt_buf t = {0};
    pt_buf_printf(&t, "%s/.%s%u.npy.partir-tmp-XXXXXX", dir, prefix, i);
    int fd = mkstemp(t.data);
    if (fd < 0) {
      s = io_error(jobs[i].final, "cannot create a temporary file beside it", errno);
      pt_buf_free(&t);
      break;
    }
    jobs[i].tmp = t.data;
    int err = fchmod(fd, 0644) != 0 ? errno : 0;
    if (!err) err = pt_write_all(fd, img[i].data, img[i].len);
    if (!err && fsync(fd) != 0) err = errno;
    if (close(fd) != 0 && !err) err = errno;
    if (err) s = io_error(jobs[i].final, "cannot write", err);
  }
  for (uint32_t i = 0; i < n && !s; i++) {
    if (jobs[i].tmp && rename(jobs[i].tmp, jobs[i].final) != 0) {
      s = io_error(jobs[i].final, "cannot replace", errno);
      break;
    }
    free(jobs[i].tmp);
    jobs[i].tmp = NULL;
  }
  if (!s) {
    int dfd = open(dir, O_RDONLY);
    if (dfd >= 0) {
      (void)fsync(dfd);
      close(dfd);
    }
  }
  for (uint32_t i = 0; i < n; i++) {
    if (jobs[i].tmp) unlink(jobs[i].tmp);
    free(jobs[i].tmp);
    free(jobs[i].final);
    pt_buf_free(&img[i]);
  }
  free(jobs);
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
