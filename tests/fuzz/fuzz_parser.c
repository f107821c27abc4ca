/* fuzz_parser.c - libFuzzer target for the StableHLO text front end.
 *
 * For any input: parsing must return (never crash, hang or leak); when it
 * succeeds, inlining and verification must return too, and a module that
 * verifies must print, re-parse, and print to the identical text (the
 * round-trip property), in pretty and generic form. A violated property
 * aborts, which libFuzzer reports as a crash.
 *
 * Built with -DPT_FUZZ_STANDALONE it is a plain program that runs the same
 * checks on the files named on its command line (corpus replay in tests). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/ir/ir.h"
#include "../../src/stablehlo/stablehlo.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

static void check_round_trip(const pt_module *m, bool generic) {
  pt_buf first = {0}, second = {0};
  pt_print_module(m, &first, generic);
  pt_module *again = NULL;
  pt_status *s = pt_parse_module("<printed>", first.data ? first.data : "", first.len, &again);
  if (s) {
    fprintf(stderr, "printed module does not re-parse: %s\n--- printed:\n%s\n", pt_status_message(s),
            first.data ? first.data : "");
    abort();
  }
  pt_print_module(again, &second, generic);
  if (first.len != second.len || memcmp(first.data, second.data, first.len) != 0) {
    fprintf(stderr, "print(parse(print(x))) != print(x)\n--- first:\n%s\n--- second:\n%s\n", first.data,
            second.data);
    abort();
  }
  pt_module_free(again);
  pt_buf_free(&first);
  pt_buf_free(&second);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("fuzz.mlir", (const char *)data, size, &m);
  if (s) {
    /* Every diagnostic is located in the input. */
    if (strncmp(pt_status_message(s), "fuzz.mlir", 9) != 0) {
      fprintf(stderr, "diagnostic without file name: %s\n", pt_status_message(s));
      abort();
    }
    pt_status_free(s);
    return 0;
  }
  s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  if (!s) {
    check_round_trip(m, false);
    check_round_trip(m, true);
  }
  pt_status_free(s);
  pt_module_free(m);
  return 0;
}

#ifdef PT_FUZZ_STANDALONE
#include "replay_main.h"
#endif
