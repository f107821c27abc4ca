/* test_run_api.c - partir_run and the tensor/.npy calls of the public API:
 * inputs from memory, files and seeds (deterministic, in the documented
 * ranges), every input mismatch named, outputs and their jax.result_info
 * names, checks counted without failing the call, profiles, .npy round
 * trips, the all-or-nothing directory writer, value summaries. */
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "partir.h"
#include "check.h"


static const char model[] =
    "func.func @main(%x: tensor<2x3xf32> {jax.arg_info = \"x\"}, %ids: tensor<4xi32> {jax.arg_info = \"ids\"}) ->\n"
    "    (tensor<2x3xf32> {jax.result_info = \"doubled\"}, tensor<i32>) {\n"
    "  %0 = stablehlo.add %x, %x : tensor<2x3xf32>\n"
    "  %z = stablehlo.constant dense<0> : tensor<i32>\n"
    "  %1 = stablehlo.reduce(%ids init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, "
    "tensor<i32>) -> tensor<i32>\n"
    "  check.expect_eq %0, %0 : tensor<2x3xf32>\n"
    "  check.expect_eq_const %1, dense<6> : tensor<i32>\n"
    "  return %0, %1 : tensor<2x3xf32>, tensor<i32>\n"
    "}\n"
    "func.func @other(%a: tensor<f32>) -> tensor<f32> {\n"
    "  return %a : tensor<f32>\n"
    "}\n";

static partir_module *parse(const char *text) {
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_string("model.mlir", text, strlen(text), &m);
  if (!s) s = partir_module_verify(m);
  if (s) {
    fprintf(stderr, "unexpected error: %s\n", partir_status_message(s));
    partir_status_free(s);
    failures++;
    partir_module_free(m);
    return NULL;
  }
  return m;
}

/* Runs and expects an error of `code` whose message contains `needle`. */
static void expect_error(const partir_module *m, const char *func, const partir_run_options *o, partir_code code,
                         const char *needle) {
  partir_run_result *r = NULL;
  partir_status *s = partir_run(m, func, o, &r);
  CHECK(s != NULL);
  if (!s) {
    partir_run_result_free(r);
    return;
  }
  CHECK(partir_status_code(s) == code);
  if (!strstr(partir_status_message(s), needle)) {
    fprintf(stderr, "message '%s' lacks '%s'\n", partir_status_message(s), needle);
    failures++;
  }
  partir_status_free(s);
}

static void test_functions(const partir_module *m) {
  CHECK(partir_module_num_functions(m) == 2);
  CHECK(strcmp(partir_module_function_name(m, 0), "main") == 0);
  CHECK(partir_module_function_num_args(m, 0) == 2);
  CHECK(partir_module_function_num_args(m, 1) == 1);
  CHECK(partir_module_function_name(m, 2) == NULL);
  CHECK(partir_module_function_num_args(m, 7) == 0);
}

static void test_memory_inputs(const partir_module *m) {
  float x[6] = {1, -2, 3.5f, 0, -0.25f, 8};
  int32_t ids[4] = {0, 1, 2, 3};
  partir_tensor in[2] = {{"f32", 2, {2, 3}, x, sizeof x}, {"i32", 1, {4}, ids, sizeof ids}};
  partir_run_options o = {0};
  o.inputs = in;
  o.n_inputs = 2;
  partir_run_result *r = NULL;
  partir_status *s = partir_run(m, NULL, &o, &r);
  CHECK(s == NULL);
  if (s) {
    fprintf(stderr, "%s\n", partir_status_message(s));
    partir_status_free(s);
    return;
  }
  CHECK(strcmp(partir_run_result_function(r), "main") == 0);
  uint32_t n;
  const partir_tensor *out = partir_run_result_outputs(r, &n);
  CHECK(n == 2);
  CHECK(strcmp(out[0].dtype, "f32") == 0 && out[0].rank == 2 && out[0].dims[1] == 3 && out[0].nbytes == 24);
  const float *d = out[0].data;
  CHECK(d[0] == 2 && d[1] == -4 && d[2] == 7 && d[5] == 16);
  CHECK(strcmp(out[1].dtype, "i32") == 0 && out[1].rank == 0 && *(const int32_t *)out[1].data == 6);
  CHECK(strcmp(partir_run_result_output_name(r, 0), "doubled") == 0);
  CHECK(partir_run_result_output_name(r, 1) == NULL);
  CHECK(partir_run_result_output_name(r, 2) == NULL);
  partir_run_result_inputs(r, &n);
  CHECK(n == 0); /* the caller's own tensors are not copied */
  partir_run_stats st;
  partir_run_result_stats(r, &st);
  CHECK(st.n_checks == 2 && st.n_checks_failed == 0 && st.check_failure == NULL);
  CHECK(st.peak_live_bytes >= 24 + 16 && st.n_ops >= 4);
  partir_run_result_profile(r, &n);
  CHECK(n == 0);
  partir_run_result_free(r);
}

static void test_input_errors(const partir_module *m) {
  float x[6] = {0};
  int32_t ids[5] = {0};
  double xd[6] = {0};
  partir_tensor good_x = {"f32", 2, {2, 3}, x, sizeof x};
  partir_run_options o = {0};
  partir_tensor one[1] = {good_x};
  o.inputs = one;
  o.n_inputs = 1;
  expect_error(m, NULL, &o, PARTIR_ERR_INVALID_ARG, "@main takes 2 inputs, but 1 tensor was given");
  partir_tensor shape[2] = {good_x, {"i32", 1, {5}, ids, 20}};
  o.inputs = shape;
  o.n_inputs = 2;
  expect_error(m, NULL, &o, PARTIR_ERR_INVALID_ARG, "argument 1 (ids) of @main expects tensor<4xi32>, got tensor<5xi32>");
  partir_tensor dtype[2] = {{"f64", 2, {2, 3}, xd, sizeof xd}, {"i32", 1, {4}, ids, 16}};
  o.inputs = dtype;
  expect_error(m, NULL, &o, PARTIR_ERR_INVALID_ARG, "argument 0 (x) of @main expects tensor<2x3xf32>, got tensor<2x3xf64>");
  partir_tensor bad_name[2] = {{"float32", 2, {2, 3}, x, sizeof x}, {"i32", 1, {4}, ids, 16}};
  o.inputs = bad_name;
  expect_error(m, NULL, &o, PARTIR_ERR_INVALID_ARG, "unknown element type 'float32'");
  partir_tensor bad_size[2] = {{"f32", 2, {2, 3}, x, 20}, {"i32", 1, {4}, ids, 16}};
  o.inputs = bad_size;
  expect_error(m, NULL, &o, PARTIR_ERR_INVALID_ARG, "holds 20 bytes where its shape needs 24");
  const char *paths[2] = {"a.npy", "b.npy"};
  o.input_paths = paths;
  o.n_input_paths = 2;
  expect_error(m, NULL, &o, PARTIR_ERR_INVALID_ARG, "not both");
  o.inputs = NULL;
  expect_error(m, NULL, &o, PARTIR_ERR_IO, "a.npy: error: cannot open");
  expect_error(m, "nope", NULL, PARTIR_ERR_INVALID_ARG, "no function @nope (the module has @main, @other)");
  partir_status *s = partir_run(NULL, NULL, NULL, NULL);
  CHECK(s != NULL && partir_status_code(s) == PARTIR_ERR_INVALID_ARG);
  partir_status_free(s);
}

/* Seeded inputs: deterministic, floats in [-1, 1), ints in [0, 8). */
static void test_seeded_inputs(const partir_module *m) {
  partir_run_options o = {0};
  o.seed = 42;
  o.profile = 1;
  partir_run_result *a = NULL, *b = NULL, *c = NULL;
  partir_status *s = partir_run(m, "main", &o, &a);
  CHECK(s == NULL);
  s = partir_run(m, "main", &o, &b);
  CHECK(s == NULL);
  o.seed = 43;
  s = partir_run(m, "main", &o, &c);
  CHECK(s == NULL);
  if (!a || !b || !c) {
    partir_run_result_free(a);
    partir_run_result_free(b);
    partir_run_result_free(c);
    return;
  }
  uint32_t na, nb, nc;
  const partir_tensor *ia = partir_run_result_inputs(a, &na), *ib = partir_run_result_inputs(b, &nb);
  const partir_tensor *ic = partir_run_result_inputs(c, &nc);
  CHECK(na == 2 && nb == 2 && nc == 2);
  CHECK(memcmp(ia[0].data, ib[0].data, 24) == 0 && memcmp(ia[1].data, ib[1].data, 16) == 0);
  CHECK(memcmp(ia[0].data, ic[0].data, 24) != 0);
  CHECK(strcmp(partir_run_result_input_name(a, 1), "ids") == 0);
  const float *x = ia[0].data;
  for (int i = 0; i < 6; i++) CHECK(x[i] >= -1 && x[i] < 1);
  const int32_t *ids = ia[1].data;
  for (int i = 0; i < 4; i++) CHECK(ids[i] >= 0 && ids[i] < 8);
  partir_run_stats st;
  partir_run_result_stats(a, &st);
  /* ids rarely sum to 6: the check is counted, the call still succeeds. */
  CHECK(st.n_checks == 2);
  if (st.n_checks_failed) CHECK(st.check_failure && strstr(st.check_failure, "check.expect_eq_const got "));
  uint32_t np;
  const partir_op_profile *p = partir_run_result_profile(a, &np);
  CHECK(np >= 3);
  for (uint32_t i = 1; i < np; i++) CHECK(p[i - 1].seconds >= p[i].seconds);
  partir_run_result_free(a);
  partir_run_result_free(b);
  partir_run_result_free(c);
}

static void test_elided_constant(void) {
  partir_module *m = parse(
      "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
      "  %c = stablehlo.constant dense_resource<__elided__> : tensor<2xf32>\n"
      "  %y = stablehlo.add %x, %c : tensor<2xf32>\n"
      "  return %y : tensor<2xf32>\n"
      "}\n");
  if (!m) return;
  expect_error(m, NULL, NULL, PARTIR_ERR_UNSUPPORTED, "model.mlir:2:3: error: 'stablehlo.constant' op values unknown");
  partir_module_free(m);
}

static int count_entries(const char *dir) {
  DIR *d = opendir(dir);
  if (!d) return -1;
  int n = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL)
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) n++;
  closedir(d);
  return n;
}

static void test_npy(void) {
  char dir[] = "/tmp/partir-run-api-XXXXXX";
  if (!mkdtemp(dir)) {
    failures++;
    return;
  }
  char path[512], sub[256];
  snprintf(path, sizeof path, "%s/t.npy", dir);
  uint16_t h[3] = {0x3f80, 0xc000, 0x7fc0}; /* bf16 1, -2, NaN */
  partir_tensor t = {"bf16", 1, {3}, h, sizeof h};
  partir_status *s = partir_npy_write(path, &t);
  CHECK(s == NULL);
  partir_status_free(s);
  partir_tensor *back = NULL;
  s = partir_npy_read(path, &back);
  CHECK(s == NULL);
  partir_status_free(s);
  if (back) {
    CHECK(strcmp(back->dtype, "bf16") == 0 && back->rank == 1 && back->dims[0] == 3 && back->nbytes == 6);
    CHECK(memcmp(back->data, h, 6) == 0);
    partir_tensor_summary sum;
    s = partir_tensor_summarize(back, &sum);
    CHECK(s == NULL);
    CHECK(sum.n_elements == 3 && sum.n_nan == 1 && sum.n_inf == 0 && sum.min == -2 && sum.max == 1 &&
          sum.mean == -0.5);
    partir_tensor_free(back);
  }
  /* A directory of files, created with its parents; tokens skipped. */
  int64_t v[2] = {-5, 7};
  partir_tensor ts[3] = {{"i64", 1, {2}, v, 16}, {"token", 0, {0}, NULL, 0}, {"f32", 0, {0}, &(float){1.5f}, 4}};
  snprintf(sub, sizeof sub, "%s/a/b", dir);
  s = partir_npy_write_dir(sub, "out_", ts, 3);
  CHECK(s == NULL);
  partir_status_free(s);
  CHECK(count_entries(sub) == 2);
  snprintf(path, sizeof path, "%s/out_2.npy", sub);
  back = NULL;
  s = partir_npy_read(path, &back);
  CHECK(s == NULL && back && back->rank == 0 && *(float *)back->data == 1.5f);
  partir_status_free(s);
  partir_tensor_free(back);
  /* One bad tensor: nothing is written at all. */
  partir_tensor bad[2] = {{"i64", 1, {2}, v, 16}, {"i64", 1, {3}, v, 16}};
  snprintf(sub, sizeof sub, "%s/c", dir);
  s = partir_npy_write_dir(sub, "x", bad, 2);
  CHECK(s != NULL && partir_status_code(s) == PARTIR_ERR_INVALID_ARG);
  partir_status_free(s);
  CHECK(count_entries(sub) == -1);
  /* A directory that cannot be made. */
  snprintf(sub, sizeof sub, "%s/t.npy/sub", dir);
  s = partir_npy_write_dir(sub, "x", ts, 1);
  CHECK(s != NULL && partir_status_code(s) == PARTIR_ERR_IO);
  partir_status_free(s);
  s = partir_npy_write_dir(dir, "a/b", ts, 1);
  CHECK(s != NULL);
  partir_status_free(s);
  /* Integer summaries. */
  partir_tensor_summary sum;
  s = partir_tensor_summarize(&ts[0], &sum);
  CHECK(s == NULL && sum.min == -5 && sum.max == 7 && sum.mean == 1 && sum.n_nan == 0);
  partir_status_free(s);
  char cmd[300];
  snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
  CHECK(system(cmd) == 0);
}

int main(void) {
  partir_module *m = parse(model);
  if (m) {
    test_functions(m);
    test_memory_inputs(m);
    test_input_errors(m);
    test_seeded_inputs(m);
    partir_module_free(m);
  }
  test_elided_constant();
  test_npy();
  if (failures) fprintf(stderr, "test_run_api: %d checks failed\n", failures);
  return failures != 0;
}
