/* test_status.c - the structured status: code, file, line, column,
 * context and body as data, formatted once into the usual
 * "FILE:LINE:COL: error: CONTEXT BODY" text; relocating and adding
 * context change the parts, not a string; and text buffers that cannot
 * grow report PT_ERR_NOMEM where the text is handed out instead of
 * aborting. */
#include "test_partition_util.h"

static void test_status_parts(void) {
  pt_status *s = pt_error_at(PT_ERR_PARSE, "m.mlir", (pt_loc){3, 7}, "expected '%c'", ':');
  CHECK(pt_status_code(s) == PT_ERR_PARSE);
  CHECK_STR(pt_status_file(s), "m.mlir");
  CHECK(pt_status_loc(s).line == 3 && pt_status_loc(s).col == 7);
  CHECK_STR(pt_status_body(s), "expected ':'");
  CHECK_STR(pt_status_context_text(s), "");
  CHECK_STR(pt_status_message(s), "m.mlir:3:7: error: expected ':'");
  /* Context goes after "error: ", newest first; the text is re-formatted. */
  s = pt_status_context(s, "--tile x:0:batch: ");
  s = pt_status_context(s, "while reading: ");
  CHECK_STR(pt_status_context_text(s), "while reading: --tile x:0:batch: ");
  CHECK_STR(pt_status_message(s), "m.mlir:3:7: error: while reading: --tile x:0:batch: expected ':'");
  CHECK_STR(pt_status_body(s), "expected ':'");
  /* Moved to where the user must look: the location changes, the rest stays. */
  s = pt_status_relocate(s, PT_ERR_INVALID_ARG, "s.json", (pt_loc){2, 5});
  CHECK(pt_status_code(s) == PT_ERR_INVALID_ARG);
  CHECK_STR(pt_status_message(s), "s.json:2:5: error: while reading: --tile x:0:batch: expected ':'");
  pt_status_free(s);

  /* Without a position: "file: error: ..."; without a file: the text as made. */
  s = pt_error_at(PT_ERR_IO, "f.npy", (pt_loc){0, 0}, "cannot read");
  CHECK_STR(pt_status_message(s), "f.npy: error: cannot read");
  CHECK(pt_status_loc(s).line == 0);
  pt_status_free(s);
  s = pt_status_make(PT_ERR_INVALID_ARG, "error: unknown mesh axis '%s'", "z");
  CHECK(pt_status_file(s) == NULL);
  CHECK_STR(pt_status_body(s), "unknown mesh axis 'z'");
  CHECK_STR(pt_status_message(s), "error: unknown mesh axis 'z'");
  s = pt_status_context(s, "--tile a:0:z: ");
  CHECK_STR(pt_status_message(s), "error: --tile a:0:z: unknown mesh axis 'z'");
  pt_status_free(s);
  s = pt_status_make(PT_ERR_INVALID_ARG, "no tag");
  CHECK_STR(pt_status_message(s), "no tag");
  s = pt_status_annotate(s, "device %d: ", 3);
  CHECK_STR(pt_status_message(s), "device 3: no tag");
  s = pt_status_context(s, "ctx: ");
  CHECK_STR(pt_status_message(s), "device 3: error: ctx: no tag");
  pt_status_free(s);
  /* NULL is success. */
  CHECK(pt_status_code(NULL) == PT_OK && pt_status_file(NULL) == NULL && pt_status_loc(NULL).line == 0);
  CHECK_STR(pt_status_message(NULL), "ok");
}

static void test_buf_failure(void) {
  pt_buf b = {0};
  pt_buf_puts(&b, "kept");
  /* A size no host can hold: the buffer fails, keeps its text, and
   * ignores what follows; nothing aborts. */
  pt_buf_append(&b, "x", SIZE_MAX - 8);
  CHECK(b.failed);
  pt_buf_puts(&b, " more");
  CHECK(b.len == 4);
  char *out = NULL;
  pt_status *s = pt_buf_take(&b, &out, NULL);
  CHECK(pt_status_code(s) == PT_ERR_NOMEM && out == NULL);
  CHECK_STR(pt_status_message(s), "error: out of memory building the output text");
  pt_status_free(s);
  CHECK(b.data == NULL && !b.failed);
  /* An empty buffer hands out "". */
  size_t len = 7;
  CHECK(pt_buf_take(&b, &out, &len) == NULL);
  CHECK(out && out[0] == '\0' && len == 0);
  free(out);
  /* Fallible array growth. */
  PT_VEC(uint64_t) v = {0};
  CHECK(pt_vec_try_reserve(&v, 10) && v.cap >= 10);
  /* Past 2^32 elements: refused before anything is allocated (a size the
   * host merely cannot hold would make the test depend on the machine). */
  v.len = 10;
  uint32_t cap = v.cap;
  CHECK(!pt_vec_try_reserve(&v, UINT32_MAX - 5));
  CHECK(v.cap == cap && v.len == 10);
  pt_vec_free(&v);
}

int main(void) {
  test_status_parts();
  test_buf_failure();
  printf("test_status: %d checks, %d failures\n", checks, failures);
  return failures != 0;
}
