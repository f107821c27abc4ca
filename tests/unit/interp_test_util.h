/* interp_test_util.h - helpers shared by the interpreter tests: parse and
 * verify MLIR text, build tensors from literal values, run @main, and check
 * results element by element. Header-only (static functions) because each
 * test file under tests/unit is its own program. */
#ifndef INTERP_TEST_UTIL_H
#define INTERP_TEST_UTIL_H

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/interp/interp.h"
#include "../../src/stablehlo/stablehlo.h"
#include "check.h"


/* Parses and verifies; NULL (after printing the error) on failure. */
static inline pt_module *t_parse(const char *text) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("t.mlir", text, strlen(text), &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  if (s) {
    fprintf(stderr, "parse/verify failed: %s\n", pt_status_message(s));
    pt_status_free(s);
    if (m) pt_module_free(m);
    failures++;
    return NULL;
  }
  return m;
}

/* A tensor of dtype dt and shape dims (rank r) from doubles. */
static inline pt_tensor t_make(pt_dtype dt, uint32_t r, const int64_t *dims, const double *vals) {
  pt_tensor t;
  pt_status *s = pt_tensor_alloc(&t, dt, r, dims);
  if (s) {
    fprintf(stderr, "alloc: %s\n", pt_status_message(s));
    pt_status_free(s);
    abort();
  }
  uint64_t n = pt_tensor_num_elements(&t);
  for (uint64_t i = 0; i < n && vals; i++) {
    if (pt_dtype_is_float(dt)) pt_tensor_set_f64(&t, i, vals[i]);
    else pt_tensor_set_i64(&t, i, (int64_t)vals[i]);
  }
  return t;
}

#define DIMS(...) ((const int64_t[]){__VA_ARGS__})
#define VALS(...) ((const double[]){__VA_ARGS__})
#define T1(dt, n, ...) t_make(dt, 1, DIMS(n), VALS(__VA_ARGS__))
#define T0(dt, v) t_make(dt, 0, NULL, VALS(v))

/* Runs @main (function 0) of `text` on inputs (freed here). Returns the
 * error status (NULL on success); outputs in *outs. */
static inline pt_status *t_run_opts(const char *text, pt_tensor *inputs, uint32_t n_in, pt_tensor **outs, uint32_t *n_out,
                             const pt_interp_options *opts, pt_interp_stats *stats) {
  *outs = NULL;
  *n_out = 0;
  pt_module *m = t_parse(text);
  pt_status *s;
  if (!m) {
    s = pt_status_make(PT_ERR_PARSE, "test module did not parse");
  } else {
    uint32_t f = pt_module_find_func(m, "main");
    s = pt_interp_run(m, f == PT_NONE ? 0 : f, inputs, n_in, opts, outs, n_out, stats);
    pt_module_free(m);
  }
  for (uint32_t i = 0; i < n_in; i++) pt_tensor_free(&inputs[i]);
  return s;
}

static inline pt_status *t_run(const char *text, pt_tensor *inputs, uint32_t n_in, pt_tensor **outs, uint32_t *n_out) {
  return t_run_opts(text, inputs, n_in, outs, n_out, NULL, NULL);
}

/* Element-exact comparison of out with expected doubles (NaN == NaN,
 * -0 != +0 when `signed_zero`). Prints the first difference. */
static inline bool t_expect(const char *what, const pt_tensor *out, const double *want, uint64_t n) {
  if (pt_tensor_num_elements(out) != n) {
    fprintf(stderr, "%s: %llu elements, expected %llu\n", what, (unsigned long long)pt_tensor_num_elements(out),
            (unsigned long long)n);
    return false;
  }
  for (uint64_t i = 0; i < n; i++) {
    double g = pt_dtype_is_float((pt_dtype)out->dtype) ? pt_tensor_get_f64(out, i) : (double)pt_tensor_get_i64(out, i);
    if (pt_dtype_class((pt_dtype)out->dtype) == PT_DCLASS_UINT) g = (double)(uint64_t)pt_tensor_get_i64(out, i);
    bool same = (isnan(g) && isnan(want[i])) || (g == want[i] && signbit(g) == signbit(want[i]));
    if (!same) {
      fprintf(stderr, "%s: element %llu is %.17g, expected %.17g\n", what, (unsigned long long)i, g, want[i]);
      return false;
    }
  }
  return true;
}

/* Runs a one-output program and compares with `want`. */
static inline bool t_check1(const char *what, const char *text, pt_tensor *inputs, uint32_t n_in, const double *want, uint64_t n) {
  pt_tensor *outs;
  uint32_t n_out;
  pt_status *s = t_run(text, inputs, n_in, &outs, &n_out);
  if (s) {
    fprintf(stderr, "%s: %s\n", what, pt_status_message(s));
    pt_status_free(s);
    return false;
  }
  bool ok = n_out >= 1 && t_expect(what, &outs[0], want, n);
  pt_interp_outputs_free(outs, n_out);
  return ok;
}

/* Runs expecting an error whose message contains `needle`. */
static inline bool t_check_error(const char *what, const char *text, pt_tensor *inputs, uint32_t n_in, const char *needle) {
  pt_tensor *outs;
  uint32_t n_out;
  pt_status *s = t_run(text, inputs, n_in, &outs, &n_out);
  if (!s) {
    fprintf(stderr, "%s: expected an error containing \"%s\", got success\n", what, needle);
    pt_interp_outputs_free(outs, n_out);
    return false;
  }
  bool ok = strstr(pt_status_message(s), needle) != NULL;
  if (!ok) fprintf(stderr, "%s: error \"%s\" lacks \"%s\"\n", what, pt_status_message(s), needle);
  pt_status_free(s);
  return ok;
}

static inline int t_finish(const char *name) {
  if (failures) fprintf(stderr, "%s: %d of %d checks failed\n", name, failures, checks);
  else printf("%s: %d checks passed\n", name, checks);
  return failures ? 1 : 0;
}

#endif /* INTERP_TEST_UTIL_H */
