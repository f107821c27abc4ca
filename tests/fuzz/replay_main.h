/* replay_main.h - the `main` of a fuzz target built as a plain program
 * (-DPT_FUZZ_STANDALONE): runs LLVMFuzzerTestOneInput on each file named
 * on the command line, as `make test` does over the committed corpora.
 * Include it last; define FUZZ_AFTER_INPUT(path) before it to report on
 * each input. */
#ifndef PT_FUZZ_REPLAY_MAIN_H
#define PT_FUZZ_REPLAY_MAIN_H

#include <stdio.h>
#include <stdlib.h>

#ifndef FUZZ_AFTER_INPUT
#define FUZZ_AFTER_INPUT(path) ((void)(path))
#endif

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) {
    FILE *f = fopen(argv[i], "rb");
    if (!f) {
      fprintf(stderr, "cannot open %s\n", argv[i]);
      return 1;
    }
    size_t cap = 1 << 16, len = 0, n;
    unsigned char *buf = malloc(cap);
    while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
      len += n;
      if (len < cap) continue;
      unsigned char *grown = realloc(buf, cap *= 2);
      if (!grown) free(buf);
      buf = grown;
    }
    fclose(f);
    if (!buf) {
      fprintf(stderr, "out of memory reading %s\n", argv[i]);
      return 1;
    }
    LLVMFuzzerTestOneInput(buf, len);
    free(buf);
    FUZZ_AFTER_INPUT(argv[i]);
  }
  return 0;
}

#endif /* PT_FUZZ_REPLAY_MAIN_H */
