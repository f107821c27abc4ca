/* check.h - the assertion every unit test uses. CHECK(cond) counts the
 * check and, when cond is false, prints the file, line and condition and
 * counts a failure; a test's main returns non-zero when `failures` > 0. */
#ifndef PT_TEST_CHECK_H
#define PT_TEST_CHECK_H

#include <stdio.h>

static int failures, checks;

#define CHECK(cond)                                                            \
  do {                                                                         \
    checks++;                                                                  \
    if (!(cond)) {                                                             \
      fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #cond); \
      failures++;                                                              \
    }                                                                          \
  } while (0)

#endif /* PT_TEST_CHECK_H */
