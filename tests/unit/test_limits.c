/* test_limits.c - memory budgets: taking and giving bytes (also from many
 * threads at once), the interpreter charging results, kernel scratch and
 * its cache to a budget and refusing what does not fit with an error at
 * the op, outputs staying charged when handed over, .npy data refused
 * before it is read, and the regions nested at most PT_MAX_NESTING deep in
 * the interpreter. */
#include <pthread.h>
#include <unistd.h>

#include "interp_test_util.h"

static void test_budget_takes_until_the_limit_and_gives_back(void) {
  pt_mem_budget b;
  pt_mem_budget_init(&b, 100);
  CHECK(b.limit == 100);
  CHECK(pt_mem_budget_take(&b, 60));
  CHECK(!pt_mem_budget_take(&b, 41)); /* nothing charged when refused */
  CHECK(pt_mem_budget_left(&b) == 40);
  CHECK(pt_mem_budget_take(&b, 40));
  CHECK(!pt_mem_budget_take(&b, 1));
  pt_mem_budget_give(&b, 100);
  CHECK(pt_mem_budget_left(&b) == 100);
  CHECK(!pt_mem_budget_take(&b, UINT64_MAX)); /* no overflow past the limit */
  CHECK(pt_mem_budget_left(&b) == 100);
}

static void test_default_limit_is_half_of_the_machine_at_most(void) {
  uint64_t limit = pt_memory_limit_default();
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  CHECK(limit > 0);
  if (pages > 0 && page > 0) CHECK(limit <= (uint64_t)pages * (uint64_t)page / 2);
  pt_mem_budget b;
  pt_mem_budget_init(&b, 0);
  CHECK(b.limit == limit);
}

enum { THREADS = 8, TRIES = 20000, SHARED_LIMIT = 50000 };

static void *take_ones(void *arg) {
  pt_mem_budget *b = arg;
  uint64_t got = 0;
  for (int i = 0; i < TRIES; i++) got += pt_mem_budget_take(b, 1);
  return (void *)(uintptr_t)got;
}

static void test_budget_shared_by_threads_never_exceeds_its_limit(void) {
  pt_mem_budget b;
  pt_mem_budget_init(&b, SHARED_LIMIT);
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++) CHECK(pthread_create(&t[i], NULL, take_ones, &b) == 0);
  uint64_t total = 0;
  for (int i = 0; i < THREADS; i++) {
    void *got;
    pthread_join(t[i], &got);
    total += (uint64_t)(uintptr_t)got;
  }
  /* 160000 attempts for 50000 bytes: exactly the limit was handed out. */
  CHECK(total == SHARED_LIMIT);
  CHECK(pt_mem_budget_left(&b) == 0);
}

static const char *IOTA_1MB =
    "func.func @main() -> tensor<512x512xf32> {\n"
    "  %a = stablehlo.iota dim = 0 : tensor<512x512xf32>\n"
    "  return %a : tensor<512x512xf32>\n"
    "}\n";

static void test_result_over_the_budget_is_an_error_at_the_op(void) {
  pt_mem_budget b;
  pt_mem_budget_init(&b, 100000);
  pt_interp_options o = {.budget = &b};
  pt_tensor *outs;
  uint32_t n_out;
  pt_status *s = t_run_opts(IOTA_1MB, NULL, 0, &outs, &n_out, &o, NULL);
  CHECK(s && strcmp(pt_status_message(s),
                    "t.mlir:2:3: error: 'stablehlo.iota' op result 0: tensor<512x512xf32> needs 1.05 MB, more than the "
                    "100 kB left of partir's memory limit of 100 kB (set it with --max-memory)") == 0);
  pt_status_free(s);
  CHECK(pt_mem_budget_left(&b) == 100000); /* everything given back */
}

static void test_outputs_stay_charged_and_the_rest_is_given_back(void) {
  pt_mem_budget b;
  pt_mem_budget_init(&b, 64 << 20);
  pt_interp_options o = {.budget = &b};
  pt_tensor *outs;
  uint32_t n_out;
  /* Intermediates (the iota, the product) are freed or cached during the
   * run; only the returned 1 MB stays charged. */
  pt_status *s = t_run_opts("func.func @main() -> tensor<512x512xf32> {\n"
                            "  %a = stablehlo.iota dim = 0 : tensor<512x512xf32>\n"
                            "  %b = stablehlo.multiply %a, %a : tensor<512x512xf32>\n"
                            "  %c = stablehlo.add %b, %a : tensor<512x512xf32>\n"
                            "  return %c : tensor<512x512xf32>\n"
                            "}\n",
                            NULL, 0, &outs, &n_out, &o, NULL);
  CHECK(s == NULL && n_out == 1);
  CHECK(b.limit - pt_mem_budget_left(&b) == 512 * 512 * 4);
  pt_status_free(s);
  if (!s) pt_interp_outputs_free(outs, n_out);
}

static void test_kernel_scratch_over_the_budget_is_an_error_at_the_op(void) {
  /* bf16 operands are converted to f32 in scratch buffers (2 x 256 kB)
   * next to the 128 kB result: 200 kB holds the result only. */
  const char *text =
      "func.func @main(%a: tensor<256x256xbf16>, %b: tensor<256x256xbf16>) -> tensor<256x256xbf16> {\n"
      "  %c = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x256xbf16>, "
      "tensor<256x256xbf16>) -> tensor<256x256xbf16>\n"
      "  return %c : tensor<256x256xbf16>\n"
      "}\n";
  pt_mem_budget b;
  pt_mem_budget_init(&b, 200000);
  pt_interp_options o = {.budget = &b};
  pt_tensor in[2] = {t_make(PT_DTYPE_BF16, 2, DIMS(256, 256), NULL), t_make(PT_DTYPE_BF16, 2, DIMS(256, 256), NULL)};
  pt_tensor *outs;
  uint32_t n_out;
  pt_status *s = t_run_opts(text, in, 2, &outs, &n_out, &o, NULL);
  CHECK(s && strstr(pt_status_message(s), "t.mlir:2:3: error: 'stablehlo.dot_general' op scratch space needs 262 kB, "
                                          "more than the 68.9 kB left of partir's memory limit of 200 kB"));
  pt_status_free(s);
  CHECK(pt_mem_budget_left(&b) == 200000);
  /* With room for the scratch it runs, and gives the scratch back. */
  pt_mem_budget_init(&b, 1 << 20);
  pt_tensor in2[2] = {t_make(PT_DTYPE_BF16, 2, DIMS(256, 256), NULL), t_make(PT_DTYPE_BF16, 2, DIMS(256, 256), NULL)};
  s = t_run_opts(text, in2, 2, &outs, &n_out, &o, NULL);
  CHECK(s == NULL);
  CHECK(b.limit - pt_mem_budget_left(&b) == 256 * 256 * 2);
  pt_status_free(s);
  if (!s) pt_interp_outputs_free(outs, n_out);
}

static void test_npy_data_over_the_budget_is_refused_before_reading(void) {
  char path[] = "/tmp/partir-limits-XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0);
  if (fd < 0) return;
  close(fd);
  pt_tensor t = t_make(PT_DTYPE_F32, 1, DIMS(1000), NULL);
  CHECK(pt_npy_write(path, &t) == NULL);
  pt_tensor_free(&t);
  pt_mem_budget b;
  pt_mem_budget_init(&b, 1000);
  pt_tensor r;
  pt_status *s = pt_npy_read(path, &b, &r);
  char want[256];
  snprintf(want, sizeof want,
           "%s: error: the data: tensor<1000xf32> needs 4.00 kB, more than the 1.00 kB left of partir's memory limit "
           "of 1.00 kB (set it with --max-memory)",
           path);
  CHECK(s && strcmp(pt_status_message(s), want) == 0);
  pt_status_free(s);
  CHECK(r.data == NULL && pt_mem_budget_left(&b) == 1000);
  pt_mem_budget_init(&b, 1 << 20);
  s = pt_npy_read(path, &b, &r);
  CHECK(s == NULL && r.nbytes == 4000 && b.limit - pt_mem_budget_left(&b) == 4000);
  pt_status_free(s);
  pt_tensor_free(&r);
  unlink(path);
}

/* @main with `depth` nested stablehlo.if around its add. */
static void nested_ifs(pt_buf *b, int depth) {
  pt_buf_puts(b, "func.func @main(%x: tensor<f32>) -> tensor<f32> {\n");
  pt_buf_puts(b, "  %p = stablehlo.constant dense<true> : tensor<i1>\n");
  for (int i = 1; i <= depth; i++) pt_buf_printf(b, "  %%r%d = \"stablehlo.if\"(%%p) ({\n", i);
  pt_buf_puts(b, "  %y = stablehlo.add %x, %x : tensor<f32>\n  stablehlo.return %y : tensor<f32>\n");
  for (int i = depth; i >= 1; i--) {
    pt_buf_puts(b, "  }, {\n  stablehlo.return %x : tensor<f32>\n  }) : (tensor<i1>) -> tensor<f32>\n");
    if (i > 1) pt_buf_printf(b, "  stablehlo.return %%r%d : tensor<f32>\n", i);
  }
  pt_buf_puts(b, "  return %r1 : tensor<f32>\n}\n");
}

static void test_interpreter_runs_regions_nested_at_the_limit(void) {
  pt_buf text = {0};
  nested_ifs(&text, PT_MAX_NESTING);
  CHECK(t_check1("64 nested ifs", text.data, (pt_tensor[]){T0(PT_DTYPE_F32, 1.5)}, 1, VALS(3.0), 1));
  pt_buf_free(&text);
  /* One more: the parser refuses it, where the region opens. */
  nested_ifs(&text, PT_MAX_NESTING + 1);
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("n.mlir", text.data, text.len, &m);
  CHECK(s && strcmp(pt_status_message(s),
                    "n.mlir:67:30: error: regions nested more than 64 deep (partir's limit for every program)") == 0);
  pt_status_free(s);
  pt_module_free(m);
  pt_buf_free(&text);
}

int main(void) {
  test_budget_takes_until_the_limit_and_gives_back();
  test_default_limit_is_half_of_the_machine_at_most();
  test_budget_shared_by_threads_never_exceeds_its_limit();
  test_result_over_the_budget_is_an_error_at_the_op();
  test_outputs_stay_charged_and_the_rest_is_given_back();
  test_kernel_scratch_over_the_budget_is_an_error_at_the_op();
  test_npy_data_over_the_budget_is_refused_before_reading();
  test_interpreter_runs_regions_nested_at_the_limit();
  return t_finish("test_limits");
}
