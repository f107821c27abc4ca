/* tactic.h - a schedule as data: the list of tactics a schedule file holds,
 * read by schedule_parse.c (which only reads: it needs no module and no
 * mesh) and applied in order by schedule.c. Keeping the two apart gives
 * tactics a life of their own: a schedule can be parsed once and applied
 * to many partitioning states (candidates of a search), written back, or
 * built by code (an automatic tactic's result as manual tactics).
 *
 * Every position an apply-time error may point at (the axis, a selector,
 * the built-in's name) is kept as a pt_loc in the schedule file, so that
 * errors found only against a module and a mesh (an unknown axis, a
 * selector that matches nothing, an indivisible dim) are located where the
 * user wrote the culprit, as when the file was applied while it was read. */
#ifndef PT_TACTIC_H
#define PT_TACTIC_H

#include "../support/support.h"

typedef enum {
  PT_TACTIC_MANUAL,      /* {"axis": A, "inputs": {SELECTOR: DIM | "replicated"}} */
  PT_TACTIC_BUILTIN,     /* {"builtin": "BP" | [..], "axis": A, "names": {...}} */
  PT_TACTIC_ANNOTATIONS, /* {"from_annotations": "shardy" | "gspmd" | "auto"} */
  PT_TACTIC_AUTO,        /* {"auto": {"axes": [..], "hw": .., ...}}: a search */
} pt_tactic_kind;

/* The dim of a manual input that means "replicated" (as PT_SEED_REPLICATE). */
#define PT_TACTIC_REPLICATED UINT32_MAX

/* One "SELECTOR": DIM entry of a manual tactic. */
typedef struct {
  const char *selector;
  uint32_t dim; /* or PT_TACTIC_REPLICATED; above 255 (only from --tile) refused when applied */
  pt_loc loc;   /* the selector's key */
  /* For an input read from a `--tile` option rather than a schedule file:
   * the option as written ("SELECTOR:DIM:AXIS"). It has no place in a
   * file, so its errors name it instead ("error: --tile x:0:batch: ..."),
   * selector errors placed at the partitioned function. NULL for a
   * schedule file's inputs. */
  const char *option;
} pt_tactic_input;

/* What an automatic tactic optimises. */
typedef enum { PT_OBJECTIVE_STEP_TIME } pt_objective;

/* The fields of {"auto": {...}}, validated but not yet resolved against a
 * mesh or a hardware profile (that is the search's job, issue 17). */
typedef struct {
  const char *const *axes; /* mesh axis names the search may decide, in order */
  uint32_t n_axes;
  pt_loc axes_loc;
  const char *hw;          /* a profile name or path; NULL: the run's profile */
  uint64_t memory_limit;   /* bytes per device; 0: the profile's capacity */
  pt_objective objective;  /* "objective": "step_time" (the default) */
  double budget_s;         /* seconds of search, > 0; default PT_AUTO_DEFAULT_BUDGET_S */
  uint64_t iterations;     /* "iterations": stop after this many (deterministic); 0: none */
  uint64_t seed;           /* default 0 */
  /* For a tactic made from `--auto AXES` rather than read from a file: the
   * axes as written ("batch,model"), which its errors name instead of a
   * place in a file. NULL for a schedule file's. */
  const char *option;
} pt_auto_tactic;

#define PT_AUTO_DEFAULT_BUDGET_S 30.0

typedef struct {
  pt_tactic_kind kind;
  const char *label;  /* for reports: "name", else "BP", "BP+MP", "manual", "from_annotations", "auto" */
  const char *name;   /* the "name" key, or NULL */
  pt_loc loc;         /* the tactic's first character */
  /* Its text in the schedule file, [text_begin, text_end) in bytes (what
   * a saved schedule copies); both 0 for a tactic made by code. */
  size_t text_begin, text_end;
  /* PT_TACTIC_MANUAL and PT_TACTIC_BUILTIN: */
  const char *axis;
  pt_loc axis_loc;
  /* PT_TACTIC_BUILTIN: one name, or several that form one tactic. */
  const char *const *builtins;
  uint32_t n_builtins;
  pt_loc builtin_loc;
  const char *prefixes[3]; /* pytree roots of "params", "opt_state", "batch" */
  /* PT_TACTIC_MANUAL: */
  const pt_tactic_input *inputs;
  uint32_t n_inputs;
  /* PT_TACTIC_ANNOTATIONS: "shardy", "gspmd" or "auto". */
  const char *annotations;
  /* PT_TACTIC_AUTO: */
  pt_auto_tactic autos;
} pt_tactic;

/* A parsed schedule; everything it points to lives in its arena. */
typedef struct {
  pt_arena arena;
  const char *file;  /* for diagnostics ("<command line>" for pt_schedule_from_options) */
  pt_tactic *tactics;
  uint32_t n;
} pt_schedule;

/* Reads the JSON schedule `text` (len bytes; `filename` for diagnostics)
 * into *out, checking everything that needs no module or mesh: JSON
 * syntax, the shape of each tactic, unknown keys, built-in names, dims,
 * the auto tactic's fields. Errors are "FILE:LINE:COL: error: ..." in the
 * schedule. On error *out holds nothing to free. */
pt_status *pt_schedule_parse(const char *text, size_t len, const char *filename, pt_schedule *out);
void pt_schedule_free(pt_schedule *s);

/* One --tile option: tile dim `dim` of the values `selector` names on the
 * axis named `axis`. */
typedef struct {
  const char *selector;
  int64_t dim;
  const char *axis;
} pt_tile_spec;

/* The command line's tactics read into a schedule, as pt_schedule_parse
 * reads a file (tiles.c; strings are copied): a from_annotations tactic
 * first when `annotations` ("shardy", "gspmd", "auto") is not NULL, then
 * the --tile options, consecutive options on the same axis forming one
 * manual tactic labelled "--tile" (the order is the priority, as in a
 * schedule). Nothing is checked that needs a module or a mesh, and
 * nothing here fails but a bad annotations kind. */
pt_status *pt_schedule_from_options(const char *annotations, const pt_tile_spec *tiles, uint32_t n,
                                    pt_schedule *out);

/* `--auto AXES` and its options: what {"auto": {...}} says in a file. */
typedef struct {
  const char *axes;      /* "batch,model" */
  uint64_t memory_limit; /* bytes per device; 0: the judging profile's capacity */
  double budget_s;       /* seconds; one not above 0 is refused when applied, as pt_auto_apply refuses it */
  uint64_t iterations;   /* 0: none */
  uint64_t seed;
} pt_auto_option;

/* A schedule of one auto tactic read from the command line (tiles.c;
 * strings are copied). Its judge is the run's profile
 * (pt_schedule_env.hw). The axes are resolved when it is applied, and
 * errors name "auto" rather than a place in a file. */
pt_status *pt_schedule_from_auto_option(const pt_auto_option *o, pt_schedule *out);

#endif /* PT_TACTIC_H */
