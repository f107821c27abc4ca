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

/* What libpartir.so exports: the library is built with -fvisibility=hidden,
 * so these declarations are its whole dynamic interface (partir_* only). */
#if defined(__GNUC__)
#define PARTIR_API __attribute__((visibility("default")))
#else
#define PARTIR_API
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
  PARTIR_ERR_NOMEM,       /* the host ran out of memory */
} partir_code;

/* An error as data: a code, the file and position it points at, context
 * (what partir was doing, e.g. "--tile x:0:batch: ") and the message
 * itself. NULL is success: its code is PARTIR_OK, its message "ok", and it
 * has no location. */
typedef struct partir_status partir_status;

PARTIR_API partir_code partir_status_code(const partir_status *s);
/* The whole diagnostic, "FILE:LINE:COL: error: CONTEXT MESSAGE" (or
 * "FILE: error: ..." without a position, "error: ..." without a file):
 * what partir prints. Valid until |s| is freed. */
PARTIR_API const char *partir_status_message(const partir_status *s);
/* The file the error points into (the model, the schedule, a profile), or
 * NULL when it has no location. */
PARTIR_API const char *partir_status_file(const partir_status *s);
/* 1-based line and column in that file; 0 when unknown. */
PARTIR_API uint32_t partir_status_line(const partir_status *s);
PARTIR_API uint32_t partir_status_column(const partir_status *s);
/* The context before the message ("" when none). */
PARTIR_API const char *partir_status_context(const partir_status *s);
/* The message alone, without location, "error: " or context. */
PARTIR_API const char *partir_status_body(const partir_status *s);
PARTIR_API void partir_status_free(partir_status *s);

/* ---- modules ---- */

typedef struct partir_module partir_module;

/* Parses StableHLO text (pretty or generic MLIR form). Calls to private
 * functions are inlined, so the result holds the public functions only.
 * |filename| is used in diagnostics; |text| need not be NUL-terminated. */
PARTIR_API partir_status *partir_module_parse_string(const char *filename, const char *text, size_t len,
                                          partir_module **out_module);
PARTIR_API partir_status *partir_module_parse_file(const char *path, partir_module **out_module);

/* Checks every op against the StableHLO spec's constraints, inferring and
 * comparing result types. The message names the violated constraint. */
PARTIR_API partir_status *partir_module_verify(const partir_module *m);

/* Prints the module as StableHLO text in the pretty form JAX uses. The
 * output re-parses to the same module. *out_text is malloc'ed. */
PARTIR_API partir_status *partir_module_print(const partir_module *m, char **out_text, size_t *out_len);
/* The same, in MLIR's generic op form. */
PARTIR_API partir_status *partir_module_print_generic(const partir_module *m, char **out_text, size_t *out_len);

PARTIR_API void partir_module_free(partir_module *m);

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
  uint64_t n_parameters;     /* elements of the "params" group of jax.arg_info names; 0 without one */
  uint64_t parameter_bytes;
  uint64_t n_constants_bytes; /* bytes of constant literals */
  double flops;              /* estimate: 2 per multiply-add of dot/conv, 1 per elementwise result */
} partir_stats;

/* Fills |out| and, when |census| is non-NULL, writes the op census as
 * text lines "<count> <op name>" sorted by count. */
PARTIR_API partir_status *partir_module_stats(const partir_module *m, partir_stats *out, FILE *census);
/* The same as a JSON object (malloc'ed). */
PARTIR_API partir_status *partir_module_stats_json(const partir_module *m, char **out_json);

/* ---- files ---- */

/* Writes |len| bytes to |path| atomically: to a temporary file beside it,
 * then rename. On error nothing at |path| changes. A symbolic link is
 * written through (its final target is replaced; the link stays); a path
 * that exists and is not a regular file (directory, FIFO, device, socket)
 * is an error, and is never opened. SIGINT, SIGTERM, SIGHUP and SIGQUIT are
 * blocked in the calling thread while the temporary exists, so one of them
 * takes effect after the write, with no temporary left; partir's own
 * threads block them. An application whose other threads do not block them
 * must keep such a signal from ending the process on one of those threads
 * meanwhile (the partir command shows how: src/cli/main.c). */
PARTIR_API partir_status *partir_write_file_atomic(const char *path, const char *data, size_t len);

/* ---- functions ---- */

/* The module's (public) functions, in text order: after parsing, private
 * functions are inlined away. Out-of-range indices give NULL / 0. */
PARTIR_API uint32_t partir_module_num_functions(const partir_module *m);
PARTIR_API const char *partir_module_function_name(const partir_module *m, uint32_t i); /* without '@' */
PARTIR_API uint32_t partir_module_function_num_args(const partir_module *m, uint32_t i);

/* ---- tensors and .npy files ---- */

#define PARTIR_MAX_RANK 16

/* A dense row-major tensor: |nbytes| bytes at |data|, little-endian, bf16
 * and f16 as their 16-bit patterns, i1 as one byte 0/1. |dtype| is an MLIR
 * element type name ("f64", "f32", "f16", "bf16", "i1", "i8", "i16", "i32",
 * "i64", "ui8", "ui16", "ui32", "ui64") or "token" for a !stablehlo.token
 * (no data). Who owns |data| is said where a tensor is handed out. */
typedef struct {
  const char *dtype;
  uint32_t rank;
  int64_t dims[PARTIR_MAX_RANK];
  void *data;
  uint64_t nbytes;
} partir_tensor;

/* Reads a .npy file (little-endian, C order; bf16 as numpy's 2-byte void
 * '<V2'). *out is malloc'ed with its data; free it with partir_tensor_free.
 * Data larger than half of this machine's memory is an error, before it is
 * read. */
PARTIR_API partir_status *partir_npy_read(const char *path, partir_tensor **out);
PARTIR_API void partir_tensor_free(partir_tensor *t);
/* Writes |t| as a .npy file, atomically (a temporary file, then rename):
 * on error nothing at |path| changes. Tokens cannot be written. */
PARTIR_API partir_status *partir_npy_write(const char *path, const partir_tensor *t);
/* Writes tensors[i] to DIR/PREFIXi.npy for every i (tokens skipped),
 * creating DIR and its parents when missing. All files are written to
 * temporaries first and renamed into place only when every one was written,
 * so an error leaves no new or half-written file behind, nor a directory
 * this call created. Each file is written as partir_write_file_atomic
 * writes one. */
PARTIR_API partir_status *partir_npy_write_dir(const char *dir, const char *prefix, const partir_tensor *tensors, uint32_t n);

/* Value statistics of a tensor: min, max and mean over its non-NaN
 * elements (0 when there are none; integers and booleans as numbers), and
 * the counts of NaN and infinite elements. */
typedef struct {
  uint64_t n_elements;
  uint64_t n_nan;
  uint64_t n_inf;
  double min, max, mean;
} partir_tensor_summary;
PARTIR_API partir_status *partir_tensor_summarize(const partir_tensor *t, partir_tensor_summary *out);

/* ---- running (the reference interpreter) ---- */

/* Defaults of the limits below (a field left 0 takes its default). */
#define PARTIR_DEFAULT_MAX_WHILE_ITERATIONS UINT64_C(10000000)
#define PARTIR_DEFAULT_MAX_DEVICES 256

/* Options of partir_run; all-zero (`partir_run_options o = {0};`) means:
 * inputs generated from seed 0, the default limits, no profile. */
typedef struct {
  /* Inputs, one per argument that is not a token, in argument order: .npy
   * files, or tensors in memory (borrowed for the call). Their element
   * type and shape must match the argument's. When neither is given,
   * inputs are generated from |seed|: floats uniform in [-1, 1), integers
   * uniform in [0, 8) (small enough for token ids, labels, indices), i1
   * fair coins. */
  const char *const *input_paths;
  uint32_t n_input_paths;
  const partir_tensor *inputs;
  uint32_t n_inputs;
  uint64_t seed;                 /* also seeds stablehlo.rng */
  /* Iterations of one execution of a while loop before the run stops with
   * an error at the loop: 0 = PARTIR_DEFAULT_MAX_WHILE_ITERATIONS,
   * UINT64_MAX = no limit (a loop that never ends then never returns). */
  uint64_t max_while_iterations;
  int profile;                   /* measure wall time per op kind */
  /* Bytes of tensor data the run may hold at once: inputs, values, outputs
   * and scratch (with partir_partition_verify, the reference's and every
   * device's together). A tensor that does not fit is an error at its place
   * in the program (an argument, an op), before it is allocated. 0 = half
   * of this machine's memory (or of its cgroup's limit). */
  uint64_t max_memory_bytes;
  /* partir_partition_verify runs one thread per device: meshes of more
   * devices are refused (partir_partition_simulate predicts larger ones).
   * 0 = PARTIR_DEFAULT_MAX_DEVICES; at most 4096. */
  uint32_t max_devices;
} partir_run_options;

typedef struct partir_run_result partir_run_result;

/* Runs function |func| (NULL: @main, or the only function) of a verified
 * module with the reference interpreter. Errors name the culprit: an input
 * of the wrong count, element type or shape (argument index and its
 * jax.arg_info), a constant whose values the exporter elided
 * (dense_resource<__elided__>), an op the interpreter cannot run.
 * Self-checking ops (check.expect_eq, ..., custom_call @check.*) that fail
 * do not make the call fail: they are counted in the result. */
PARTIR_API partir_status *partir_run(const partir_module *m, const char *func, const partir_run_options *opts,
                          partir_run_result **out_result);
PARTIR_API void partir_run_result_free(partir_run_result *r);

/* The function that ran. */
PARTIR_API const char *partir_run_result_function(const partir_run_result *r);
/* Results of the function, owned by |r|. */
PARTIR_API const partir_tensor *partir_run_result_outputs(const partir_run_result *r, uint32_t *n);
/* The result's jax.result_info (e.g. "['params']['w']"), or NULL. */
PARTIR_API const char *partir_run_result_output_name(const partir_run_result *r, uint32_t i);
/* The inputs partir read or generated, owned by |r| (tokens included, as
 * "token" tensors); none (n = 0) when the caller passed them in memory. */
PARTIR_API const partir_tensor *partir_run_result_inputs(const partir_run_result *r, uint32_t *n);
/* The argument's jax.arg_info, or NULL. */
PARTIR_API const char *partir_run_result_input_name(const partir_run_result *r, uint32_t i);

typedef struct {
  uint64_t peak_live_bytes; /* high-water mark of live value buffers, inputs included */
  double seconds;           /* wall time of the interpretation (inputs not included) */
  uint64_t n_ops;           /* ops executed */
  uint64_t n_checks;        /* self-checking ops executed */
  uint64_t n_checks_failed;
  /* The first failed check, "file:line:col: check.expect_eq at [1]: got 3,
   * expected 4; 1 of 2 elements differ"; NULL when none failed. Owned by
   * the result. */
  const char *check_failure;
} partir_run_stats;
PARTIR_API void partir_run_result_stats(const partir_run_result *r, partir_run_stats *out);

/* With opts->profile: one row per op kind that ran, slowest first. Ops
 * inside while/if/case bodies count in their own row and their parent's. */
typedef struct {
  const char *op; /* "stablehlo.dot_general" */
  uint64_t count;
  double seconds;
} partir_op_profile;
PARTIR_API const partir_op_profile *partir_run_result_profile(const partir_run_result *r, uint32_t *n);

/* ---- partitioning ---- */

/* A partitioning state of one function over a device mesh: per value and
 * mesh axis, what has been decided (tiled on a dim, partial, replicated, or
 * still open). Tactics are applied in order: tile actions, then
 * propagation on their axis; an earlier tactic's decisions are never
 * changed by a later one. */
typedef struct partir_partition partir_partition;

/* Starts an empty state of function |func| (NULL: @main, or the only
 * function) of a verified module over |mesh| ("batch=2,model=4": axis
 * names and sizes, in order). The module must outlive the state. Nothing
 * partir does with a state writes to its module (printing, lowering,
 * reports and verification build into modules of their own), so any
 * number of states over one module may be used in as many threads at once,
 * each state by one thread at a time. */
PARTIR_API partir_status *partir_partition_new(const partir_module *m, const char *func, const char *mesh,
                                    partir_partition **out);
PARTIR_API void partir_partition_free(partir_partition *p);
/* Threads that propagation may use on large programs (rounds with many
 * values to judge, the search for conflicts): 0 (the default) = one per
 * online processor, at most 8; 1 = the calling thread alone. The decisions
 * and conflicts do not depend on it. */
PARTIR_API void partir_partition_set_threads(partir_partition *p, uint32_t threads);

/* Tiles dim |dim| of every value |selector| names on mesh axis |axis|, as
 * part of tactic number |tactic| (any number; it names the tactic in
 * conflicts). A selector is an argument index ("3"), an exact
 * jax.arg_info or jax.result_info name ("params['w']"; a result means the
 * value the function returns there), or a glob where '*' matches any run
 * of characters and '?' one ("params['layers'][*]['mlp']['w_in']"). A
 * selector matching nothing is an error listing up to 5 closest names; so
 * are an unknown axis, a dim out of range, a size the axis does not divide
 * and a value already decided on the axis. On error the values selected
 * before the failing one stay tiled. *out_count (may be NULL): how many
 * values were tiled. */
PARTIR_API partir_status *partir_partition_tile(partir_partition *p, const char *selector, int64_t dim, const char *axis,
                                     uint32_t tactic, uint32_t *out_count);
/* Propagates the decisions on |axis| to a fixed point (tactic |tactic|),
 * then records where it stopped (conflicts). */
PARTIR_API partir_status *partir_partition_propagate(partir_partition *p, const char *axis, uint32_t tactic);

/* Applies a schedule: |json_text| (|len| bytes, not necessarily
 * NUL-terminated) is a JSON list of tactics, applied in order as tactics
 * |first_tactic|, |first_tactic|+1, ...; each seeds tile/replicate actions
 * on its axis, then propagates that axis to a fixed point. A tactic is
 * manual, {"axis": A, "inputs": {SELECTOR: DIM | "replicated", ...}}, or
 * built-in, {"builtin": "BP"|"MP"|"Z2"|"Z3"|"EMB", "axis": A}; the format
 * is described in README.md ("Schedules"). Errors are
 * "FILENAME:LINE:COL: error: ..." pointing into the schedule; on error the
 * tactics before the failing one stay applied. *out_report (may be NULL;
 * malloc'ed) gets one line per tactic: seeds, propagated decisions, new
 * conflicts. */
PARTIR_API partir_status *partir_partition_apply_schedule(partir_partition *p, const char *json_text, size_t len,
                                               const char *filename, uint32_t first_tactic, char **out_report);

/* The function as PartIR:Core text: every op whose results are decided on
 * some axes inside one `loop` per axis with `slice`s of its operands and
 * local types; every other op whole. *out_text is malloc'ed. */
PARTIR_API partir_status *partir_partition_print_core(const partir_partition *p, char **out_text, size_t *out_len);
/* The conflicts found so far, one line each: where (file:line:col of the
 * op), the kind, the values and their decisions, and the tactics involved.
 * *out_text is malloc'ed ("" when there are none). */
PARTIR_API uint32_t partir_partition_num_conflicts(const partir_partition *p);
PARTIR_API partir_status *partir_partition_conflicts(const partir_partition *p, char **out_text, size_t *out_len);

/* Explains the values |selector| names (as for partir_partition_tile, or
 * "LINE:COL" of an op in the model file: its results): per mesh axis the
 * decision, the tactic that made it, one line per propagation step back
 * to the seed action, and for an open axis the conflicts naming the value
 * or its defining op. |tactic_names|[i] (may be NULL, shorter than the
 * tactics, or hold NULLs) names tactic i. |json|: a JSON array, one object
 * per value. An unknown selector is an error listing the closest names.
 * *out_text is malloc'ed. */
PARTIR_API partir_status *partir_partition_explain(const partir_partition *p, const char *selector,
                                        const char *const *tactic_names, uint32_t n_tactic_names, int json,
                                        char **out_text, size_t *out_len);

/* A new module, *out, holding the module's functions and a public
 * function |name| computing the Core program sequentially in plain
 * StableHLO (every loop unrolled: static slices of the operands, the op on
 * the chunks, then concatenation or the reducer), verified. It takes the
 * partitioned function's arguments and returns its results, so partir_run
 * on both checks the partitioning. The partitioned module is left as it
 * was; *out shares its attributes and strings, so free *out
 * (partir_module_free) before it. Meant for small meshes: looped ops are
 * repeated once per device. */
PARTIR_API partir_status *partir_partition_lower_core(const partir_partition *p, const char *name, partir_module **out);

/* ---- tactics one at a time, with a report after each ---- */

/* What one tactic did, handed to a partir_tactic_hook once its propagation
 * reached the fixed point. Conflicts numbered from |first_conflict| on
 * (partir_partition_conflicts order) are the tactic's new ones. */
typedef struct {
  uint32_t index;       /* tactic number */
  const char *name;     /* its "name", the built-in ("BP", ...), "manual" or "--tile" */
  const char *axis;
  uint32_t n_seeds;     /* values its actions decided */
  uint32_t n_decided;   /* decisions propagation added */
  uint32_t first_conflict;
  /* A manual or --tile tactic: per input (selector, in order), the values
   * it named; NULL (and 0) for the other kinds. Valid during the hook. */
  const uint32_t *input_seeds;
  uint32_t n_inputs;
} partir_tactic_info;

/* Called after every tactic; an error stops the rest and is returned. */
typedef partir_status *(*partir_tactic_hook)(void *ctx, partir_partition *p, const partir_tactic_info *t);

/* The from_annotations tactic: the shardings the module already carries --
 * |kind| "shardy" (`sdy.sharding` on arguments and results,
 * sdy.sharding_constraint, sdy.reshard), "gspmd" (`mhlo.sharding`, custom
 * call @Sharding) or "auto" (Shardy's when the module has an sdy.mesh) --
 * as tile/replicate actions, one tactic per Shardy priority and mesh axis,
 * numbered from |first_tactic|, each propagated and handed to |hook| (may
 * be NULL). *out_n_tactics (may be NULL): how many tactics it used. A
 * sharding partir's mesh cannot express (a sub-axis, a GSPMD device order
 * no assignment of axes produces) or a mesh unlike the module's sdy.mesh is
 * an error located in the model file. */
PARTIR_API partir_status *partir_partition_apply_annotations(partir_partition *p, const char *kind, uint32_t first_tactic,
                                                  partir_tactic_hook hook, void *ctx, uint32_t *out_n_tactics);
/* The module's (first) sdy.mesh as a mesh text, "data=2,model=4";
 * *out_text is malloc'ed. An error when it has none. */
PARTIR_API partir_status *partir_module_sdy_mesh(const partir_module *m, char **out_text);

/* partir_partition_apply_schedule calling |hook| (may be NULL) after each
 * tactic instead of writing report lines. */
PARTIR_API partir_status *partir_partition_apply_schedule_each(partir_partition *p, const char *json_text, size_t len,
                                                    const char *filename, uint32_t first_tactic,
                                                    partir_tactic_hook hook, void *ctx);

/* ---- schedules as data ---- */

/* A schedule read once and applied to any number of partitioning states
 * (e.g. the candidates of a search). Reading checks everything that needs
 * no module or mesh (JSON syntax, the shape of each tactic, unknown keys,
 * built-in names, dims, the auto tactic's fields); the rest (axes,
 * selectors, divisibility) is checked on applying. Errors are
 * "FILENAME:LINE:COL: error: ..." pointing into the schedule. */
typedef struct partir_schedule partir_schedule;

typedef enum {
  PARTIR_TACTIC_MANUAL = 0,      /* {"axis": A, "inputs": {...}} */
  PARTIR_TACTIC_BUILTIN = 1,     /* {"builtin": "BP" | [...], "axis": A} */
  PARTIR_TACTIC_ANNOTATIONS = 2, /* {"from_annotations": "shardy" | "gspmd" | "auto"} */
  PARTIR_TACTIC_AUTO = 3,        /* {"auto": {"axes": [...], "hw": ...}}: the search (src/search/) */
} partir_tactic_kind;

/* One tactic as the schedule has it (strings owned by the schedule). */
typedef struct {
  partir_tactic_kind kind;
  const char *label; /* its "name", else "BP", "MP+EMB", "manual", "from_annotations", "auto" */
  const char *axis;  /* manual and built-in tactics; NULL otherwise */
  uint32_t line;     /* where it starts in the schedule file */
  uint32_t column;
  /* Its text in the schedule file: |text_length| bytes from byte
   * |text_offset| (both 0 for a tactic made from options). */
  size_t text_offset, text_length;
} partir_tactic_desc;

PARTIR_API partir_status *partir_schedule_parse(const char *json_text, size_t len, const char *filename,
                                                partir_schedule **out);
PARTIR_API void partir_schedule_free(partir_schedule *s);
PARTIR_API uint32_t partir_schedule_num_tactics(const partir_schedule *s);
/* Tactic |i| (from 0); an error when i is out of range. */
PARTIR_API partir_status *partir_schedule_tactic(const partir_schedule *s, uint32_t i, partir_tactic_desc *out);
/* Applies |s| as partir_partition_apply_schedule applies its text. */
PARTIR_API partir_status *partir_partition_apply_parsed_schedule(partir_partition *p, const partir_schedule *s,
                                                                 uint32_t first_tactic, char **out_report);
/* Applies |s| calling |hook| (may be NULL) after each tactic, as
 * partir_partition_apply_schedule_each. *out_n_tactics (may be NULL): how
 * many tactic numbers it used (a from_annotations or auto tactic uses one
 * per tactic it makes), also on error. */
PARTIR_API partir_status *partir_partition_apply_parsed_schedule_each(partir_partition *p, const partir_schedule *s,
                                                                      uint32_t first_tactic, partir_tactic_hook hook,
                                                                      void *ctx, uint32_t *out_n_tactics);

/* One `--tile SELECTOR:DIM:AXIS` option. */
typedef struct {
  const char *selector;
  int64_t dim;
  const char *axis;
} partir_tile_option;

/* Tiles as one --tile option does (the values |t->selector| names, dim
 * |t->dim|, axis |t->axis|) as part of tactic |tactic|, without
 * propagating; errors name the option after their location
 * ("m.mlir:4:3: error: --tile x:0:batch: ..."). *out_count (may be NULL):
 * how many values were tiled. */
PARTIR_API partir_status *partir_partition_tile_option(partir_partition *p, const partir_tile_option *t, uint32_t tactic,
                                            uint32_t *out_count);
/* The command line's tactics as a schedule (the same tactic structures a
 * schedule file is read into, applied by the same calls): a
 * from_annotations tactic first when |from_annotations| ("shardy",
 * "gspmd", "auto") is not NULL, then the --tile options, consecutive
 * options on the same axis forming one manual tactic labelled "--tile".
 * Strings are copied. Errors found on applying name the option
 * ("m.mlir:4:3: error: --tile x:0:batch: ..."). */
PARTIR_API partir_status *partir_schedule_from_options(const char *from_annotations, const partir_tile_option *tiles,
                                                       uint32_t n, partir_schedule **out);
/* Applies --tile options as tactics numbered from |first_tactic|:
 * consecutive options on the same axis form one tactic, each followed by
 * propagation on its axis and |hook| (may be NULL). Errors name the option. */
PARTIR_API partir_status *partir_partition_apply_tiles(partir_partition *p, const partir_tile_option *tiles, uint32_t n,
                                            uint32_t first_tactic, partir_tactic_hook hook, void *ctx);

/* ---- named dimension analysis ---- */

/* The named dimensions of a function (NULL: @main, or the only function):
 * every dim of every value is named, each op's ways of being computed
 * chunk by chunk (the Tile Mapping Registry) say which dims must be cut
 * alike, and the equivalence classes are the program's decisions: tiling
 * one class on one mesh axis. Also the conflicts (a class that cannot be
 * tiled on one axis everywhere, such as the sequence dims of attention's
 * Q.Kt) with the cuts that resolve them and their cost, and layer groups
 * (classes of structurally identical blocks, decided together). |mesh|
 * (may be NULL) gives divisibility per axis and the decision space. */
typedef struct partir_analysis partir_analysis;
PARTIR_API partir_status *partir_analyze(const partir_module *m, const char *func, const char *mesh, partir_analysis **out);
PARTIR_API void partir_analysis_free(partir_analysis *a);
/* The classes largest first (one line per layer group), the conflicts
 * with their cuts, the layer groups and the size of the decision space;
 * |json|: one JSON object. *out_text is malloc'ed. */
PARTIR_API partir_status *partir_analysis_report(const partir_analysis *a, int json, char **out_text, size_t *out_len);
/* Seconds the analysis took. */
PARTIR_API double partir_analysis_seconds(const partir_analysis *a);
/* The decisions over the mesh with layer groups (each a group of classes,
 * or a conflict's cut, on one mesh axis); *out_ungrouped (may be NULL):
 * how many there would be without grouping. 0 without a mesh. */
PARTIR_API uint32_t partir_analysis_num_decisions(const partir_analysis *a, uint64_t *out_ungrouped);
/* "tile hidden (32): params['layers'][*]['mlp']['w_in'] dim 1 (x2) on
 * 'model'"; *out_text is malloc'ed. */
PARTIR_API partir_status *partir_analysis_describe_decision(const partir_analysis *a, uint32_t i, char **out_text);
/* Applies decision |i| of |a| to |p| (a state of the same module, function
 * and mesh) as tactic |tactic|: tile actions on the class's arguments (or
 * its first member) that are still open; for a conflict's cut, first the
 * cut's def-use edges are cut on the axis (each use then reshards its
 * value: a collective at that edge only), then the class's arguments are
 * tiled, so the class splits there. Then propagation on the axis.
 * *out_seeds (may be NULL): the actions taken (edges cut and tiles). */
PARTIR_API partir_status *partir_partition_apply_decision(partir_partition *p, const partir_analysis *a, uint32_t i,
                                               uint32_t tactic, uint32_t *out_seeds);

/* ---- SPMD: lowering, emission, verified execution ---- */

/* Options of the SPMD lowering; all-zero (or NULL) is the default. Each
 * field turns a default off, so that a zero-initialised struct keeps
 * meaning "the defaults" when fields are added. */
typedef struct {
  int no_cse;       /* convert every use anew: by default a value's identical
                       conversions (collectives) within a region are reused */
  int no_peepholes; /* keep all_reduce+all_slice and all_gather+all_slice unfused */
  int no_combine;   /* one op per collective: by default independent
                       collectives of one kind and group are merged, up
                       to combine_bytes per op */
  uint64_t combine_bytes; /* 0: the default, the program's largest collective
                             of the merged op's kind */
} partir_spmd_options;

typedef enum { PARTIR_REPORT_TEXT = 0, PARTIR_REPORT_JSON = 1 } partir_report_format;

/* A hardware profile for the simulator: a built-in name ("tpu-v3",
 * "tpu-v4", "a100-40gb", "a100-80gb", "h100-sxm", or "host", which
 * measures this machine) or a JSON file (see README: Simulator). Errors
 * locate the offending JSON. */
typedef struct partir_hw partir_hw;
PARTIR_API partir_status *partir_hw_load(const char *name_or_path, partir_hw **out);
PARTIR_API void partir_hw_free(partir_hw *hw);
/* The profile as JSON text (malloc'ed), e.g. to save a calibrated `host`. */
PARTIR_API partir_status *partir_hw_describe(const partir_hw *hw, char **out_text);

/* What the state costs now: the collectives lowering would insert (kind,
 * axes, count, bytes each device receives), each device's share of the
 * inputs by jax.arg_info group (params, opt_state, batch, ...), with |hw|
 * (may be NULL) the simulator's step time, MFU and peak memory, and, after
 * tactic |t| (may be NULL), its line and new conflicts. TEXT: indented
 * lines for people; JSON: one object. *out_text is malloc'ed. The state is
 * lowered for it (partir_spmd_lower) and the program freed again; the
 * module is only read. */
PARTIR_API partir_status *partir_partition_report(partir_partition *p, const partir_tactic_info *t, partir_report_format fmt,
                                       const partir_spmd_options *o, const partir_hw *hw, char **out_text,
                                       size_t *out_len);
/* The simulation of the state on |hw|: step time with and without
 * compute/communication overlap, time per collective kind, MFU, peak
 * memory per device by kind against the capacity, the slowest ops. */
PARTIR_API partir_status *partir_partition_simulate(partir_partition *p, const partir_spmd_options *o, const partir_hw *hw,
                                         partir_report_format fmt, char **out_text, size_t *out_len);
/* The kernels the simulation on |hw| forms when |hw| fuses (XLA's GPU
 * fusion rules, simplified; see partir simulate --fusions): one line (TEXT)
 * or object (JSON array) per kernel with its kind (loop, reduction,
 * library, other), ops fused, time, HBM bytes and source locations. */
PARTIR_API partir_status *partir_partition_fusions(partir_partition *p, const partir_spmd_options *o, const partir_hw *hw,
                                        partir_report_format fmt, char **out_text, size_t *out_len);

/* ---- the HTML report ---- */

/* The reports after each tactic of a session, kept for the HTML page. */
typedef struct partir_report_log partir_report_log;
PARTIR_API partir_status *partir_report_log_new(partir_report_log **out);
PARTIR_API void partir_report_log_free(partir_report_log *log);

/* partir_partition_report, also keeping the report in |log| (may be NULL)
 * for partir_partition_report_html; |out_text| may be NULL when only the
 * log wants it. One lowering serves both. */
PARTIR_API partir_status *partir_partition_report_logged(partir_partition *p, const partir_tactic_info *t,
                                              partir_report_format fmt, const partir_spmd_options *o,
                                              const partir_hw *hw, partir_report_log *log, char **out_text,
                                              size_t *out_len);

/* One self-contained HTML page (no network: stylesheet, data and script
 * inline) about the state as it is now: a summary (model, mesh, hardware,
 * step time with and without overlap, MFU, peak memory against capacity,
 * collective bytes by kind), the tactics of |log| (may be NULL) with their
 * decisions, conflicts and cost after each, the sharding map of the
 * parameters and, with |hw| (may be NULL), the simulated step as a
 * timeline of the compute and communication streams and the live bytes
 * through it by kind. *out_text is malloc'ed. The module is only read. */
PARTIR_API partir_status *partir_partition_report_html(partir_partition *p, const partir_report_log *log,
                                            const partir_spmd_options *o, const partir_hw *hw, char **out_text,
                                            size_t *out_len);

/* The SPMD program as a StableHLO module: one function with the
 * partitioned function's name, device-local types, explicit collectives
 * (stablehlo.all_gather / all_reduce / reduce_scatter / all_to_all with
 * replica_groups, channel_handle, use_global_device_ids), the device's
 * partition_id driving local slices; `mhlo.num_partitions` and
 * `mhlo.sharding` on arguments and results. The text is re-parsed and
 * verified before it is returned. The module is only read. */
PARTIR_API partir_status *partir_partition_emit_spmd(partir_partition *p, const partir_spmd_options *o, char **out_text,
                                          size_t *out_len);
/* Which partitioner an annotated module is for: XLA's GSPMD reads
 * `mhlo.sharding` strings, Shardy `sdy.sharding` attributes over an
 * `sdy.mesh`. XLA's GSPMD pipeline refuses a module with both. */
typedef enum { PARTIR_ANNOTATE_GSPMD = 0, PARTIR_ANNOTATE_SHARDY = 1 } partir_annotate_dialect;

/* The original function annotated with the state's input and output
 * shardings in |dialect| (attributes of the other dialect the input
 * carried are dropped). Re-parsed and verified too. */
PARTIR_API partir_status *partir_partition_emit_annotated(partir_partition *p, partir_annotate_dialect dialect,
                                                          char **out_text, size_t *out_len);

/* How each argument and result of the SPMD program lies on the mesh, as
 * one JSON object: {"function", "mesh": {"axes": [...], "sizes": [...]},
 * "inputs": [...], "outputs": [...]}, each input and output {"index",
 * "name" (jax.arg_info / jax.result_info, or null), "dtype", "global_shape",
 * "local_shape", "spec" (per dim, the mesh axes tiling it, major to minor:
 * a jax.sharding.PartitionSpec), "gspmd" (the same as an HloSharding
 * string)}, inputs also "aliased_output" (the output a donated input
 * becomes, or null). Partial sums are reduced before the program returns,
 * and a result aliased to an input comes back in that input's layout.
 * *out_json is malloc'ed. */
PARTIR_API partir_status *partir_partition_shardings(const partir_partition *p, char **out_json, size_t *out_len);

/* Runs the unpartitioned function with the reference interpreter and the
 * SPMD program on every device of the mesh (one thread each), on the same
 * inputs (|run| as for partir_run: files, tensors or a seed), and compares
 * every device's outputs with its chunk of the reference outputs:
 * bit-identical where every op on the output's path does the reference's
 * arithmetic in the reference's order, else within a tolerance (printed
 * with the largest error and the reason: partial sums reassociated, a
 * float dot/convolution or reduce-add run on chunks, whose rounding may
 * depend on the call's shape on some BLAS kernels). *out_text (malloc'ed) is the
 * table; *out_agree is 1 when every output agrees. Errors are for runs
 * that could not happen (bad inputs, a device failing). */
PARTIR_API partir_status *partir_partition_verify(partir_partition *p, const partir_run_options *run,
                                       const partir_spmd_options *o, char **out_text, int *out_agree);

/* ---- the SPMD program, lowered once ---- */

/* The SPMD program of a state (PartIR:HLO: device-local types, explicit
 * collectives), lowered once, then reported on, simulated, emitted and
 * verified as often as wanted without lowering again. It lives in a module
 * of its own; the partitioned module is only read. It refers to the state
 * |p| (decisions, conflicts, mesh) and to p's module: both must outlive
 * it, and |p| must not change while it lives (lower again after more
 * tactics). Programs of different states over one module may be lowered
 * and used in different threads at once; one program may be used by
 * several threads at once (every partir_spmd_* call only reads it). */
typedef struct partir_spmd partir_spmd;
PARTIR_API partir_status *partir_spmd_lower(const partir_partition *p, const partir_spmd_options *o, partir_spmd **out);
PARTIR_API void partir_spmd_free(partir_spmd *s);
/* partir_partition_report of the program: collectives, input memory, with
 * |hw| (may be NULL) the estimate, after tactic |t| (may be NULL) its line
 * and new conflicts; also kept in |log| (may be NULL; |out_text| may then
 * be NULL). */
PARTIR_API partir_status *partir_spmd_report(const partir_spmd *s, const partir_tactic_info *t, partir_report_format fmt,
                                  const partir_hw *hw, partir_report_log *log, char **out_text, size_t *out_len);
/* partir_partition_simulate / _fusions of the program. */
PARTIR_API partir_status *partir_spmd_simulate(const partir_spmd *s, const partir_hw *hw, partir_report_format fmt,
                                    char **out_text, size_t *out_len);
PARTIR_API partir_status *partir_spmd_fusions(const partir_spmd *s, const partir_hw *hw, partir_report_format fmt,
                                   char **out_text, size_t *out_len);
/* partir_partition_report_html of the program. */
PARTIR_API partir_status *partir_spmd_report_html(const partir_spmd *s, const partir_report_log *log, const partir_hw *hw,
                                       char **out_text, size_t *out_len);
/* partir_partition_emit_spmd of the program. */
PARTIR_API partir_status *partir_spmd_emit(const partir_spmd *s, char **out_text, size_t *out_len);
/* partir_partition_verify of the program: run on every device of the mesh
 * against the reference interpreter on the partitioned function. */
PARTIR_API partir_status *partir_spmd_verify(const partir_spmd *s, const partir_run_options *run, char **out_text,
                                  int *out_agree);

/* ---- automatic partitioning ---- */

/* Called after every iteration of the search: iterations so far, plans
 * simulated, the best plan's step time and peak memory (0 until one fits),
 * seconds elapsed; a non-zero return stops the search. */
typedef int (*partir_auto_progress)(void *ctx, uint64_t iterations, uint64_t evaluations, double best_step_s,
                                    uint64_t best_peak_bytes, double elapsed_s);

/* The automatic tactic's settings; all-zero but |hw| and |budget_s| is
 * the default. */
typedef struct {
  const char *axes;             /* "batch,model": mesh axes to decide; NULL: every axis */
  const partir_hw *hw;          /* the simulator's profile, the judge (required) */
  uint64_t memory_limit;        /* bytes per device; 0: the profile's capacity */
  double budget_s;              /* wall-clock budget in seconds, > 0 */
  uint64_t iterations;          /* iteration budget (deterministic); 0: none */
  uint64_t seed;
  int compare_experts;          /* also simulate the built-in expert schedules */
  partir_spmd_options spmd;     /* the lowering the plan is judged and reported with */
  partir_auto_progress progress; /* may be NULL */
  void *progress_ctx;
} partir_auto_options;

/* What the automatic tactic found (partir_partition_auto). */
typedef struct partir_auto_result partir_auto_result;

/* Searches what is still open in |p| (earlier tactics' decisions are
 * fixed) by Monte Carlo Tree Search over the named-dimension decisions,
 * judged by the simulator's step time with the memory limit as a hard
 * constraint, then applies the plan to |p| as tactics |first_tactic|,
 * |first_tactic|+1, ... (one per decision), calling |hook| (may be NULL)
 * after each. Deterministic for a seed and an iteration budget. Errors: an
 * unknown axis, a budget that is not positive, no plan within the memory
 * limit (saying how far the best one was). *out (may be NULL) is set on
 * success. */
PARTIR_API partir_status *partir_partition_auto(partir_partition *p, const partir_auto_options *o, uint32_t first_tactic,
                                     partir_tactic_hook hook, void *ctx, partir_auto_result **out);
PARTIR_API void partir_auto_result_free(partir_auto_result *r);
/* The plan's decisions in words and a summary, one line each. */
PARTIR_API const char *partir_auto_result_plan(const partir_auto_result *r);
/* The plan beside the expert schedules BP, BP+MP, BP+Z3, BP+MP+Z3 and MP
 * (with compare_experts): step time, peak memory, whether it fits. */
PARTIR_API const char *partir_auto_result_comparison(const partir_auto_result *r);
/* An equivalent manual schedule (a JSON list of tactics) that reproduces
 * the plan exactly, without search, when applied after the same earlier
 * tactics from tactic |first_tactic| on. */
PARTIR_API const char *partir_auto_result_schedule(const partir_auto_result *r);
/* Figures: the plan's step time (s) and peak memory per device (bytes), its
 * decisions, the iterations, simulated plans, and the seconds searched. */
PARTIR_API double partir_auto_result_step_s(const partir_auto_result *r);
PARTIR_API uint64_t partir_auto_result_peak_bytes(const partir_auto_result *r);
PARTIR_API uint32_t partir_auto_result_num_tactics(const partir_auto_result *r);
PARTIR_API uint64_t partir_auto_result_iterations(const partir_auto_result *r);
PARTIR_API uint64_t partir_auto_result_evaluations(const partir_auto_result *r);
PARTIR_API double partir_auto_result_seconds(const partir_auto_result *r);
/* ---- automatic tactics in schedules ---- */

/* `--auto AXES` and its options as a schedule of one auto tactic, the
 * {"auto": {...}} of a file without "hw": the run's profile judges it
 * (partir_schedule_run_options.hw). |axes| "batch,model" (NULL or "":
 * every axis); |memory_limit| bytes per device (0: the profile's
 * capacity); |budget_s| seconds (refused when applied unless above 0);
 * |iterations| 0: none. Errors when applied read "error: auto: ...". */
PARTIR_API partir_status *partir_schedule_auto(const char *axes, uint64_t memory_limit, double budget_s,
                                               uint64_t iterations, uint64_t seed, partir_schedule **out);

/* What a run of a schedule gives its auto tactics; all zero is none. */
typedef struct {
  const partir_hw *hw;           /* judges an auto tactic that names no "hw" */
  partir_spmd_options spmd;      /* the lowering its plans are judged (and reported) with */
  int compare_experts;           /* also simulate the built-in expert schedules */
  partir_auto_progress progress; /* may be NULL */
  void *progress_ctx;
  /* Called before each auto tactic's search (|r| NULL) and once its plan
   * is applied (|r|: what it found, valid during the call), with the
   * tactic's index in the schedule. An error stops the run. May be NULL. */
  partir_status *(*on_auto)(void *ctx, uint32_t tactic_index, const partir_auto_result *r);
  void *on_auto_ctx;
} partir_schedule_run_options;

/* partir_partition_apply_parsed_schedule_each with |o| (may be NULL) for
 * its auto tactics. */
PARTIR_API partir_status *partir_partition_run_schedule(partir_partition *p, const partir_schedule *s,
                                                        uint32_t first_tactic, const partir_schedule_run_options *o,
                                                        partir_tactic_hook hook, void *ctx, uint32_t *out_n_tactics);
/* partir_partition_apply_parsed_schedule (one report line per tactic in
 * *out_report, may be NULL) with |o| (may be NULL) for its auto tactics;
 * *out_n_tactics (may be NULL): how many tactic numbers it used. */
PARTIR_API partir_status *partir_partition_run_schedule_report(partir_partition *p, const partir_schedule *s,
                                                               uint32_t first_tactic,
                                                               const partir_schedule_run_options *o,
                                                               char **out_report, uint32_t *out_n_tactics);
/* The hash of a state's decisions (what the search's transposition table
 * is keyed by): two states with the same hash decide alike. */
PARTIR_API uint64_t partir_partition_hash(const partir_partition *p);
/* Parses "80GB", "1.5GiB", "512MB", "1e9" into bytes. */
PARTIR_API partir_status *partir_parse_bytes(const char *text, uint64_t *out);

#ifdef __cplusplus
}
#endif
#endif /* PARTIR_H */
