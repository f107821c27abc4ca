/* partir.h - the public C API of partir.
 *
 * partir reads an ML program as StableHLO text (as `jax.jit(f).lower(...)
 * .as_text()` prints it), checks it, and partitions it across a device mesh.
 * This header is the only interface the `partir` command uses.
 *
 * Conventions:
 *  - Every fallible call returns a partir_status*: NULL on success, otherwise
 *    an error the caller frees with partir_status_free. Its message is
 *    complete and user-facing, e.g. "model.mlir:3:7: error: expected ':'".
 *  - Out-parameters come last and are written only on success; the caller
 *    owns what they return and frees it with the matching *_free.
 *  - No call exits the process or keeps global mutable state.
 *
 * A minimal session:
 *
 *     partir_module *m;
 *     partir_status *s = partir_module_parse_file("model.mlir", &m);
 *     if (!s) s = partir_module_verify(m);
 *     if (s) { fprintf(stderr, "%s\n", partir_status_message(s)); ... }
 *     char *text; size_t len;
 *     partir_module_print(m, &text, &len);   // re-parses to the same module
 *     free(text);
 *     partir_module_free(m);
 */
#ifndef PARTIR_H
#define PARTIR_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- status ---- */

typedef enum {
  PARTIR_OK = 0,
  PARTIR_ERR_PARSE,       /* malformed input text */
  PARTIR_ERR_VERIFY,      /* an op violates its StableHLO constraints */
  PARTIR_ERR_UNSUPPORTED, /* valid input partir does not handle */
  PARTIR_ERR_IO,          /* a file could not be read or written */
  PARTIR_ERR_INVALID_ARG, /* a bad argument */
  PARTIR_ERR_INTERNAL,    /* a bug in partir */
} partir_code;

typedef struct partir_status partir_status;

partir_code partir_status_code(const partir_status *s);
const char *partir_status_message(const partir_status *s);
void partir_status_free(partir_status *s);

/* ---- modules ---- */

typedef struct partir_module partir_module;

/* Parses StableHLO text (pretty or generic MLIR form). Calls to private
 * functions are inlined, so the result holds the public functions only.
 * |filename| is used in diagnostics; |text| need not be NUL-terminated. */
partir_status *partir_module_parse_string(const char *filename, const char *text, size_t len,
                                          partir_module **out_module);
partir_status *partir_module_parse_file(const char *path, partir_module **out_module);

/* Checks every op against the StableHLO spec's constraints, inferring and
 * comparing result types. The message names the violated constraint. */
partir_status *partir_module_verify(const partir_module *m);

/* Prints the module as StableHLO text in the pretty form JAX uses. The
 * output re-parses to the same module. *out_text is malloc'ed. */
partir_status *partir_module_print(const partir_module *m, char **out_text, size_t *out_len);
/* The same, in MLIR's generic op form. */
partir_status *partir_module_print_generic(const partir_module *m, char **out_text, size_t *out_len);

void partir_module_free(partir_module *m);

/* ---- statistics ---- */

/* The entry function's arguments, grouped by the first component of their
 * jax.arg_info name: "params", "opt_state", "batch", ... */
typedef struct {
  char name[48];
  uint64_t n_tensors;
  uint64_t elements;
  uint64_t bytes;
} partir_input_group;

typedef struct {
  uint64_t n_functions;
  uint64_t n_ops;            /* including ops nested in regions */
  uint64_t n_inputs;         /* arguments of the entry function */
  uint64_t input_elements;
  uint64_t input_bytes;
  uint32_t n_input_groups;
  partir_input_group input_groups[16];
  uint64_t n_parameters;     /* elements of the "params" group, else of all inputs */
  uint64_t parameter_bytes;
  uint64_t n_constants_bytes; /* bytes of constant literals */
  double flops;              /* estimate: 2 per multiply-add of dot/conv, 1 per elementwise result */
} partir_stats;

/* Fills |out| and, when |census| is non-NULL, writes the op census as
 * text lines "<count> <op name>" sorted by count. */
partir_status *partir_module_stats(const partir_module *m, partir_stats *out, FILE *census);
/* The same as a JSON object (malloc'ed). */
partir_status *partir_module_stats_json(const partir_module *m, char **out_json);

/* ---- files ---- */

/* Writes |len| bytes to |path| atomically: to a temporary file in the same
 * directory, then rename. On error nothing at |path| changes. */
partir_status *partir_write_file_atomic(const char *path, const char *data, size_t len);

#ifdef __cplusplus
}
#endif
#endif /* PARTIR_H */
