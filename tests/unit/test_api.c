/* test_api.c - the public API (include/partir.h) end to end: parsing with
 * call inlining, printing, statistics (census, parameters, constants, the
 * FLOP estimate's rules), JSON, status codes and messages, whole-file reads
 * and atomic writes (the target survives failures, no temporaries remain,
 * symbolic links are written through, FIFOs refused, the caller's signal
 * mask restored), and context added to a located message. */
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "partir.h"

#include "../../src/ir/ir.h"
#include "check.h"


/* A training-step-like module: a private helper called from @main, a
 * contraction, a convolution, a reduce with a body, and a while loop. */
static const char model[] =
    "module @jit_step {\n"
    "  func.func private @scale(%arg0: tensor<4x2xf32>) -> tensor<4x2xf32> {\n"
    "    %0 = stablehlo.multiply %arg0, %arg0 : tensor<4x2xf32>\n"
    "    return %0 : tensor<4x2xf32>\n"
    "  }\n"
    "  func.func public @main(%arg0: tensor<4x8xf32>, %arg1: tensor<8x2xf32>, %arg2: tensor<1x5x5x3xbf16>, "
    "%arg3: tensor<3x3x3x4xbf16>) -> (tensor<f32>, tensor<1x3x3x4xbf16>, tensor<i32>) {\n"
    "    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> "
    "tensor<4x2xf32>\n"
    "    %1 = call @scale(%0) : (tensor<4x2xf32>) -> tensor<4x2xf32>\n"
    "    %2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
    "    %3 = stablehlo.reduce(%1 init: %2) applies stablehlo.add across dimensions = [0, 1] : (tensor<4x2xf32>, "
    "tensor<f32>) -> tensor<f32>\n"
    "    %4 = stablehlo.convolution(%arg2, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = "
    "{stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x5x5x3xbf16>, "
    "tensor<3x3x3x4xbf16>) -> tensor<1x3x3x4xbf16>\n"
    "    %5 = stablehlo.constant dense<0> : tensor<i32>\n"
    "    %6 = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>\n"
    "    %7 = stablehlo.while(%arg4 = %5) : tensor<i32>\n"
    "    cond {\n"
    "      %8 = stablehlo.compare LT, %arg4, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "      stablehlo.return %8 : tensor<i1>\n"
    "    } do {\n"
    "      %8 = stablehlo.add %arg4, %arg4 : tensor<i32>\n"
    "      stablehlo.return %8 : tensor<i32>\n"
    "    }\n"
    "    return %3, %4, %7 : tensor<f32>, tensor<1x3x3x4xbf16>, tensor<i32>\n"
    "  }\n"
    "}\n";

static partir_module *parse(const char *text) {
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_string("model.mlir", text, strlen(text), &m);
  if (s) {
    fprintf(stderr, "parse failed: %s\n", partir_status_message(s));
    partir_status_free(s);
    failures++;
    return NULL;
  }
  return m;
}

static void test_stats(void) {
  partir_module *m = parse(model);
  if (!m) return;
  partir_stats st;
  char *census = NULL;
  size_t census_len = 0;
  FILE *f = open_memstream(&census, &census_len);
  CHECK(partir_module_stats(m, &st, f) == NULL);
  fclose(f);
  CHECK(st.n_functions == 1); /* @scale was inlined and dropped */
  /* main: dot, multiply (inlined), constant, reduce{add, return}, conv, 2 constants,
   * while{compare, return | add, return}, return */
  CHECK(st.n_ops == 15);
  /* No argument is named params...: the inputs are not parameters (issue
   * 13: stats used to call an unnamed module's inputs parameters). */
  CHECK(st.input_elements == 32 + 16 + 75 + 108);
  CHECK(st.input_bytes == 4 * (32 + 16) + 2 * (75 + 108));
  CHECK(st.n_parameters == 0 && st.parameter_bytes == 0);
  CHECK(st.n_constants_bytes == 4 + 4 + 16);
  /* dot 2*8*8, multiply 8, reduce 8 (not its body's add), conv 2*36*27,
   * while cond compare 1 + body add 1, counted once */
  CHECK(st.flops == 128 + 8 + 8 + 1944 + 2);
  CHECK(census && strcmp(census,
                         "3 stablehlo.constant\n"
                         "3 stablehlo.return\n"
                         "2 stablehlo.add\n"
                         "1 func.return\n"
                         "1 stablehlo.compare\n"
                         "1 stablehlo.convolution\n"
                         "1 stablehlo.dot_general\n"
                         "1 stablehlo.multiply\n"
                         "1 stablehlo.reduce\n"
                         "1 stablehlo.while\n") == 0);
  free(census);

  char *json = NULL;
  CHECK(partir_module_stats_json(m, &json) == NULL);
  CHECK(json && strstr(json, "\"ops\": 15,") && strstr(json, "\"flops\": 2090,") &&
        strstr(json, "\"while_loops\": 1,") && strstr(json, "\"stablehlo.constant\": 3,"));
  free(json);
  partir_module_free(m);
}

static void test_parse_print_verify(void) {
  partir_module *m = parse(model);
  if (!m) return;
  CHECK(partir_module_verify(m) == NULL);
  char *text = NULL, *generic = NULL;
  size_t len = 0, glen = 0;
  CHECK(partir_module_print(m, &text, &len) == NULL);
  CHECK(text && strlen(text) == len && strstr(text, "func.func public @main") && !strstr(text, "@scale"));
  CHECK(partir_module_print_generic(m, &generic, &glen) == NULL);
  CHECK(generic && strncmp(generic, "\"builtin.module\"()", 18) == 0);
  partir_module *again = parse(generic);
  if (again) {
    char *text2 = NULL;
    CHECK(partir_module_print(again, &text2, NULL) == NULL);
    CHECK(text2 && strcmp(text, text2) == 0);
    free(text2);
    partir_module_free(again);
  }
  free(text);
  free(generic);
  partir_module_free(m);

  partir_module *bad = NULL;
  partir_status *s = partir_module_parse_string("bad.mlir", "func.func @main( {", 18, &bad);
  CHECK(s && partir_status_code(s) == PARTIR_ERR_PARSE && bad == NULL);
  CHECK(s && strncmp(partir_status_message(s), "bad.mlir:1:", 11) == 0);
  partir_status_free(s);
  s = partir_module_parse_string("x.mlir", "", 0, NULL);
  CHECK(partir_status_code(s) == PARTIR_ERR_INVALID_ARG);
  partir_status_free(s);
  CHECK(partir_status_code(NULL) == PARTIR_OK);
}

static int count_entries(const char *dir) {
  DIR *d = opendir(dir);
  int n = 0;
  if (!d) return -1;
  for (struct dirent *e; (e = readdir(d));)
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) n++;
  closedir(d);
  return n;
}

static void test_files(void) {
  char dir[] = "/tmp/partir-test-api-XXXXXX";
  if (!mkdtemp(dir)) {
    failures++;
    return;
  }
  char path[256], missing[256], nodir[256];
  snprintf(path, sizeof path, "%s/out.mlir", dir);
  snprintf(missing, sizeof missing, "%s/missing.mlir", dir);
  snprintf(nodir, sizeof nodir, "%s/no/such/dir.mlir", dir);

  CHECK(partir_write_file_atomic(path, "first\n", 6) == NULL);
  CHECK(partir_write_file_atomic(path, model, sizeof model - 1) == NULL);
  char *text;
  size_t len;
  CHECK(pt_read_file(path, &text, &len) == NULL);
  CHECK(len == sizeof model - 1 && memcmp(text, model, len) == 0 && text[len] == 0);
  free(text);
  partir_module *m = NULL;
  CHECK(partir_module_parse_file(path, &m) == NULL);
  partir_module_free(m);

  /* failures name the path and leave the target as it was */
  partir_status *s = partir_write_file_atomic(nodir, "x", 1);
  CHECK(s && partir_status_code(s) == PARTIR_ERR_IO && strstr(partir_status_message(s), nodir));
  partir_status_free(s);
  s = partir_write_file_atomic(dir, "x", 1);
  CHECK(s && strstr(partir_status_message(s), "is a directory"));
  partir_status_free(s);
  CHECK(count_entries(dir) == 1); /* out.mlir only: no temporaries left */

  s = partir_module_parse_file(missing, &m);
  CHECK(s && partir_status_code(s) == PARTIR_ERR_IO);
  CHECK(s && strncmp(partir_status_message(s), missing, strlen(missing)) == 0 &&
        strstr(partir_status_message(s), ": error: cannot open: "));
  partir_status_free(s);
  s = partir_module_parse_file(dir, &m);
  CHECK(s && strstr(partir_status_message(s), "error: cannot read: is a directory"));
  partir_status_free(s);

  /* Through a symbolic link: the target changes, the link stays. */
  char link[256], fifo[256], npy_dir[256];
  snprintf(link, sizeof link, "%s/link.mlir", dir);
  snprintf(fifo, sizeof fifo, "%s/fifo", dir);
  snprintf(npy_dir, sizeof npy_dir, "%s/new/npy", dir);
  CHECK(symlink("out.mlir", link) == 0);
  sigset_t before, after;
  pthread_sigmask(SIG_BLOCK, NULL, &before);
  CHECK(partir_write_file_atomic(link, "linked\n", 7) == NULL);
  pthread_sigmask(SIG_BLOCK, NULL, &after);
  CHECK(sigismember(&before, SIGTERM) == sigismember(&after, SIGTERM));
  struct stat st;
  CHECK(lstat(link, &st) == 0 && S_ISLNK(st.st_mode));
  CHECK(pt_read_file(path, &text, &len) == NULL && len == 7 && memcmp(text, "linked\n", 7) == 0);
  free(text);
  /* A FIFO is refused unopened (opening it would block here). */
  CHECK(mkfifo(fifo, 0600) == 0);
  s = partir_write_file_atomic(fifo, "x", 1);
  CHECK(s && strstr(partir_status_message(s), ": error: cannot write: is a named pipe (FIFO), not a regular file"));
  partir_status_free(s);
  CHECK(lstat(fifo, &st) == 0 && S_ISFIFO(st.st_mode));
  /* A directory write that fails after making new/npy (its file name is
   * too long) leaves neither directory behind. */
  float one = 1;
  partir_tensor t = {.dtype = "f32", .rank = 1, .dims = {1}, .data = &one, .nbytes = 4};
  char prefix[300];
  memset(prefix, 'p', sizeof prefix - 1);
  prefix[sizeof prefix - 1] = 0;
  s = partir_npy_write_dir(npy_dir, prefix, &t, 1);
  CHECK(s && strstr(partir_status_message(s), "File name too long"));
  partir_status_free(s);
  CHECK(count_entries(dir) == 3); /* out.mlir, link.mlir, fifo */
  CHECK(partir_npy_write_dir(npy_dir, "out_", &t, 1) == NULL);
  snprintf(path, sizeof path, "%s/new/npy/out_0.npy", dir);
  partir_tensor *back = NULL;
  CHECK(partir_npy_read(path, &back) == NULL && back && back->nbytes == 4);
  partir_tensor_free(back);
  unlink(path);
  rmdir(npy_dir);
  snprintf(path, sizeof path, "%s/new", dir);
  rmdir(path);
  snprintf(path, sizeof path, "%s/out.mlir", dir);

  unlink(fifo);
  unlink(link);
  unlink(path);
  rmdir(dir);
}

static void test_status_context(void) {
  pt_status *s = pt_status_context(pt_error_at(PT_ERR_PARSE, "m.mlir", (pt_loc){2, 3}, "bad"), "--tile %s: ", "x");
  CHECK(strcmp(pt_status_message(s), "m.mlir:2:3: error: --tile x: bad") == 0);
  pt_status_free(s);
  s = pt_status_context(pt_status_make(PT_ERR_INVALID_ARG, "error: unknown axis"), "--tile y: ");
  CHECK(strcmp(pt_status_message(s), "error: --tile y: unknown axis") == 0);
  pt_status_free(s);
  s = pt_status_context(pt_status_make(PT_ERR_INVALID_ARG, "no match"), "--tile z: ");
  CHECK(strcmp(pt_status_message(s), "error: --tile z: no match") == 0);
  pt_status_free(s);
  CHECK(pt_status_context(NULL, "x") == NULL);
}

int main(void) {
  test_stats();
  test_parse_print_verify();
  test_files();
  test_status_context();
  if (failures) {
    fprintf(stderr, "%d check(s) failed\n", failures);
    return 1;
  }
  printf("test_api: ok\n");
  return 0;
}
