/* test_interp_mlp_fixture.c - runs the exported MLP training step
 * (tests/fixtures/mlp/mlp_small.mlir: forward, softmax cross-entropy,
 * backward, Adam) through the reference interpreter and compares every
 * result with the values tools/mlp_reference.py computed in numpy, i.e.
 * against an implementation that shares nothing with JAX/XLA or with the
 * interpreter.
 *
 * The numpy values are the float64 result rounded once to float32, so the
 * interpreter (float32 throughout) may differ by its accumulated rounding:
 * sums of at most 64 products in dot_general and the batch reductions,
 * log/exp in the softmax, then the Adam update. That is a few ulp of the
 * largest term, far below rtol 1e-5; atol 1e-7 covers elements that are
 * tiny differences of larger terms (Adam's first moment 0.9 m + 0.1 g can
 * cancel to near zero while its inputs are ~1e-2, so its error is ~1e-9
 * absolute but unbounded relative). The max error of every output is
 * printed so a regression shows how far off it is.
 *
 * Files are found relative to the repository root, where
 * tests/run_tests.sh runs the unit tests. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/interp/interp.h"
#include "../../src/stablehlo/stablehlo.h"

#define FIXTURE_DIR "tests/fixtures/mlp/"

static const double RTOL = 1e-5;
static const double ATOL = 1e-7;

static char *read_text(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  pt_buf b = {0};
  char chunk[1 << 14];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) pt_buf_append(&b, chunk, n);
  fclose(f);
  pt_buf_putc(&b, '\0');
  *len = b.len - 1;
  return b.data;
}

/* jax.result_info of result i ("result[2]"), or "?" when absent. */
static const char *result_name(const pt_module *m, const pt_func *fn, uint32_t i) {
  const pt_attr *d = fn->result_attrs ? fn->result_attrs[i] : NULL;
  if (!d || d->kind != PT_ATTR_DICT) return "?";
  for (uint32_t k = 0; k < d->u.dict.n; k++)
    if (strcmp(pt_str(m, d->u.dict.items[k].name), "jax.result_info") == 0 &&
        d->u.dict.items[k].value->kind == PT_ATTR_STRING)
      return d->u.dict.items[k].value->u.str.data;
  return "?";
}

static bool report(pt_status *s, const char *what) {
  if (!s) return true;
  fprintf(stderr, "test_interp_mlp_fixture: %s: %s\n", what, pt_status_message(s));
  pt_status_free(s);
  return false;
}

int main(void) {
  const char *mlir = FIXTURE_DIR "mlp_small.mlir";
  size_t len = 0;
  char *text = read_text(mlir, &len);
  if (!text) {
    fprintf(stderr, "test_interp_mlp_fixture: cannot read %s (run from the repository root)\n", mlir);
    return 1;
  }
  pt_module *m = NULL;
  bool ok = report(pt_parse_module(mlir, text, len, &m), "parse");
  free(text);
  if (ok) ok = report(pt_module_inline_calls(m), "inline");
  if (ok) ok = report(pt_verify_module(m), "verify");
  uint32_t f = ok ? pt_module_find_func(m, "main") : PT_NONE;
  if (ok && f == PT_NONE) {
    fprintf(stderr, "test_interp_mlp_fixture: %s has no @main\n", mlir);
    ok = false;
  }
  if (!ok) {
    pt_module_free(m);
    return 1;
  }
  const pt_func *fn = &m->funcs.data[f];
  uint32_t n_in = pt_func_n_args(m, fn);
  pt_tensor *in = calloc(n_in, sizeof *in);
  for (uint32_t i = 0; ok && i < n_in; i++) {
    char path[256];
    snprintf(path, sizeof path, FIXTURE_DIR "in_%02u.npy", i);
    ok = report(pt_npy_read(path, NULL, &in[i]), path);
  }

  pt_tensor *outs = NULL;
  uint32_t n_out = 0;
  pt_interp_stats stats;
  if (ok) ok = report(pt_interp_run(m, f, in, n_in, NULL, &outs, &n_out, &stats), "pt_interp_run");
  if (ok && n_out != fn->n_results) {
    fprintf(stderr, "test_interp_mlp_fixture: %u results, @main declares %u\n", n_out, fn->n_results);
    ok = false;
  }

  uint32_t n_bad = 0;
  double worst_abs = 0, worst_rel = 0;
  for (uint32_t i = 0; ok && i < n_out; i++) {
    char path[256];
    snprintf(path, sizeof path, FIXTURE_DIR "out_%02u.npy", i);
    pt_tensor want;
    if (!report(pt_npy_read(path, NULL, &want), path)) {
      n_bad++;
      continue;
    }
    pt_tensor_diff d;
    bool same = pt_tensor_compare(&outs[i], &want, ATOL, RTOL, &d);
    printf("  out_%02u %-40s max abs err %.3e  max rel err %.3e%s\n", i, result_name(m, fn, i), d.max_abs_err,
           d.max_rel_err, same ? "" : "  MISMATCH");
    if (d.max_abs_err > worst_abs) worst_abs = d.max_abs_err;
    if (d.max_rel_err > worst_rel) worst_rel = d.max_rel_err;
    if (!same) {
      n_bad++;
      if (!d.same_type) {
        pt_buf a = {0}, b = {0};
        pt_tensor_type_print(&a, &outs[i]);
        pt_tensor_type_print(&b, &want);
        pt_buf_putc(&a, '\0');
        pt_buf_putc(&b, '\0');
        fprintf(stderr, "test_interp_mlp_fixture: result %u (%s) is %s, %s expects %s\n", i, result_name(m, fn, i),
                a.data, path, b.data);
        pt_buf_free(&a);
        pt_buf_free(&b);
      } else {
        uint64_t e = d.first_mismatch;
        fprintf(stderr,
                "test_interp_mlp_fixture: result %u (%s): %llu elements outside |got - want| <= %g + %g * |want|; "
                "first at flat index %llu: got %.9g, want %.9g\n",
                i, result_name(m, fn, i), (unsigned long long)d.n_mismatch, ATOL, RTOL, (unsigned long long)e,
                pt_tensor_get_f64(&outs[i], e), pt_tensor_get_f64(&want, e));
      }
    }
    pt_tensor_free(&want);
  }

  if (ok)
    printf("test_interp_mlp_fixture: %u outputs, %llu ops, %.0f contraction FLOPs; worst max abs err %.3e, "
           "max rel err %.3e (rtol %g, atol %g)\n",
           n_out, (unsigned long long)stats.n_ops, stats.contraction_flops, worst_abs, worst_rel, RTOL, ATOL);
  if (ok && n_bad) fprintf(stderr, "test_interp_mlp_fixture: %u of %u outputs differ from the numpy reference\n", n_bad, n_out);
  pt_interp_outputs_free(outs, n_out);
  for (uint32_t i = 0; i < n_in; i++) pt_tensor_free(&in[i]);
  free(in);
  pt_module_free(m);
  return ok && n_bad == 0 ? 0 : 1;
}
