/* tactics.h - schedules: ordered lists of tactics (manual tile/replicate
 * actions addressed by selectors, and the built-ins BP, MP, Z2, Z3, EMB)
 * read from a JSON file and applied to a partitioning state.
 *
 * A tactic is a set of seed actions on one mesh axis followed by
 * propagation on that axis to a fixed point; tactics run in file order, so
 * an earlier tactic has priority (later ones only claim what is still
 * open). The format is documented in schedule.c and README.md.
 *
 * Sections, one per .c file:
 *   select.c    selectors: argument index, exact jax.arg_info /
 *               jax.result_info name, glob (* ?), "re:" POSIX regex
 *   builtin.c   the built-in tactics: which arguments each one seeds
 *   schedule_parse.c  the JSON schedule read into tactics (tactic.h)
 *   schedule.c  applying a parsed schedule's tactics in order
 *   annotations.c  the from_annotations tactic (Shardy / GSPMD shardings)
 */
#ifndef PT_TACTICS_H
#define PT_TACTICS_H

#include "../partition/partition.h"
#include "tactic.h"

typedef PT_VEC(uint32_t) pt_u32_vec;

/* ---- select.c ---- */

/* One argument or result of the partitioned function with its JAX name
 * (NULL when it has none or an empty one). Arguments first, then results. */
typedef struct {
  const char *name;
  uint32_t value;
  bool is_result;
} pt_named_value;

/* The function's arguments then results; caller frees *out (NULL, and 0
 * returned, when the host has no memory). */
uint32_t pt_named_values(const pt_partition *p, pt_named_value **out);

/* Glob with '*' (any run) and '?' (one character); the rest is literal. */
bool pt_glob_match(const char *pat, const char *s);

/* Appends the values `sel` names to `out` (arguments then results, each
 * once). On error returns a message without location (the caller places
 * it): no match (with up to 5 closest names by edit distance), index out of
 * range, bad regex. */
pt_status *pt_select_values(const pt_partition *p, const char *sel, pt_u32_vec *out);
/* s (an error of pt_select_values) placed at the partitioned function in
 * the model file, for selectors that come from no file (API, --tile);
 * NULL stays NULL. */
pt_status *pt_select_error_at_func(const pt_partition *p, pt_status *s);

/* ---- builtin.c ---- */

/* One seed of a built-in: tile `value` on `dim`, or replicate it when
 * dim is PT_SEED_REPLICATE. */
enum { PT_SEED_REPLICATE = UINT32_MAX };
typedef struct {
  uint32_t value;
  uint32_t dim;
} pt_seed;
typedef PT_VEC(pt_seed) pt_seed_vec;

/* Computes the seeds of built-in `name` ("BP", "MP", "Z2", "Z3", "EMB") on
 * `axis`; `prefixes` overrides the default name prefixes (NULL: defaults;
 * see builtin.c). Returns an error message without location for an unknown
 * name. Seeds are in argument order. */
pt_status *pt_builtin_seeds(const pt_partition *p, const char *name, uint32_t axis, const char *const *prefixes,
                            pt_seed_vec *out);
/* The same, keeping what a later built-in on the same state can reuse
 * (the analysis of its function) in *memo (start NULL; free with
 * pt_builtin_memo_free once the schedule is applied). */
typedef struct pt_builtin_memo pt_builtin_memo;
pt_status *pt_builtin_seeds_memo(const pt_partition *p, const char *name, uint32_t axis,
                                 const char *const *prefixes, pt_builtin_memo **memo, pt_seed_vec *out);
void pt_builtin_memo_free(pt_builtin_memo *memo);
/* Whether `name` is a built-in. */
bool pt_builtin_known(const char *name);
/* "BP, MP, Z2, Z3, EMB" */
extern const char pt_builtin_list[];

/* ---- schedule.c ---- */

/* What one applied tactic did, handed to a pt_tactic_hook after its
 * propagation reached the fixed point. */
typedef struct {
  uint32_t index;          /* tactic number */
  const char *label;       /* its "name", else "BP" (built-in) or "manual" / "--tile" */
  uint32_t axis;
  uint32_t n_seeds;        /* values its actions decided */
  uint32_t n_decided;      /* decisions propagation added */
  uint32_t first_conflict; /* p->conflicts[first_conflict ..] are new */
  /* A manual tactic: per input, the values its selector named (what a
   * caller listing --tile options one by one prints); NULL otherwise. */
  const uint32_t *input_seeds;
  uint32_t n_inputs;
} pt_tactic_done;

/* Called after each tactic; an error stops the schedule and is returned. */
typedef pt_status *(*pt_tactic_hook)(void *ctx, pt_partition *p, const pt_tactic_done *t);

/* Applies the tactics of s in order, numbered from first_tactic, calling
 * `hook` (may be NULL) after each. Errors found against p (unknown axis,
 * selector, refused action) are located in s's file. On error p holds the
 * decisions of the tactics before the failing one. An auto tactic runs
 * the search (src/search/auto.c) and applies its plan as tactics. */
pt_status *pt_schedule_run(pt_partition *p, const pt_schedule *s, uint32_t first_tactic, pt_tactic_hook hook,
                           void *ctx);
/* pt_schedule_run also setting *next_tactic to the number after the last
 * tactic applied (a from_annotations or auto tactic uses as many numbers
 * as it makes tactics, possibly none). */
pt_status *pt_schedule_run_next(pt_partition *p, const pt_schedule *s, uint32_t first_tactic, pt_tactic_hook hook,
                                void *ctx, uint32_t *next_tactic);

/* What the run gives auto tactics: their default judge, the lowering,
 * the experts, progress and where their outcomes go (defined with the
 * automatic tactic, src/search/auto.h). */
typedef struct pt_schedule_env pt_schedule_env;

/* pt_schedule_run_next in an environment (NULL: none). */
pt_status *pt_schedule_run_env(pt_partition *p, const pt_schedule *s, uint32_t first_tactic, const pt_schedule_env *env,
                               pt_tactic_hook hook, void *ctx, uint32_t *next_tactic);

/* A tactic hook appending the report line pt_schedule_apply writes for t
 * ("tactic 0 (built-in BP) on 'batch': 2 seeds, ...") to the pt_buf ctx. */
pt_status *pt_tactic_report_line(void *ctx, pt_partition *p, const pt_tactic_done *t);

/* pt_schedule_run_env appending pt_schedule_apply's report lines to
 * `report` (may be NULL). */
pt_status *pt_schedule_run_report(pt_partition *p, const pt_schedule *s, uint32_t first_tactic,
                                  const pt_schedule_env *env, pt_buf *report, uint32_t *next_tactic);

/* pt_schedule_parse then pt_schedule_run, calling `hook` (may be NULL)
 * after every tactic. */
pt_status *pt_schedule_apply_each(pt_partition *p, const char *text, size_t len, const char *filename,
                                  uint32_t first_tactic, pt_tactic_hook hook, void *ctx);

/* The seed actions of manual or built-in tactic t of s (its axis checked
 * first), as tactic number `tactic`, without propagation: what
 * pt_schedule_run does before propagating each such tactic. *n_seeds
 * grows by the values decided; input_seeds (may be NULL; t->n_inputs
 * entries) receives a manual tactic's count per input. */
pt_status *pt_tactic_seed(pt_partition *p, const pt_schedule *s, const pt_tactic *t, uint32_t tactic,
                          uint32_t *n_seeds, uint32_t *input_seeds);

/* --tile options applied as tactics: pt_schedule_from_options, then
 * pt_schedule_run. Errors name the option: "error: --tile
 * params['w']:1:model: ..." (unknown axis, selector matching nothing, dim
 * out of range, not divisible, already decided). */
pt_status *pt_tiles_apply(pt_partition *p, const pt_tile_spec *tiles, uint32_t n, uint32_t first_tactic,
                          pt_tactic_hook hook, void *ctx);
/* One option's tile actions, as part of tactic `tactic`, without
 * propagation (pt_tactic_seed of its one-option schedule); errors name the
 * option as above. *n_seeds grows by the values tiled. */
pt_status *pt_tile_spec_apply(pt_partition *p, const pt_tile_spec *t, uint32_t tactic, uint32_t *n_seeds);

/* Parses the JSON schedule `text` (`filename` for diagnostics) and applies
 * its tactics to `p`, numbered from `first_tactic`. Errors are
 * "FILE:LINE:COL: error: ..." pointing into the schedule. On success, when
 * `report` is not NULL, appends one line per tactic: its name, seeds,
 * decisions made by propagation and new conflicts. On error `p` may hold
 * the decisions of the tactics before the failing one. */
pt_status *pt_schedule_apply(pt_partition *p, const char *text, size_t len, const char *filename,
                             uint32_t first_tactic, pt_buf *report);

/* ---- annotations.c ---- */

/* The from_annotations tactic: the module's Shardy (`mode` "shardy"),
 * GSPMD ("gspmd") or either ("auto") shardings as tile/replicate actions,
 * one tactic per (priority, axis) numbered from *next_tactic (advanced past
 * them), each propagated and handed to `hook` with `label`. Errors (a
 * sharding partir's mesh cannot express, a mesh unlike the module's
 * sdy.mesh) are located in the model file. */
pt_status *pt_annotations_apply(pt_partition *p, const char *mode, const char *label, uint32_t *next_tactic,
                                pt_tactic_hook hook, void *ctx);
/* The module's sdy.mesh as a --mesh text ("data=2,model=4"). */
pt_status *pt_annotations_mesh(const pt_module *m, pt_buf *out);
/* "data=2,model=4" */
void pt_sdy_mesh_text(const pt_sdy_mesh_axes *sdy, pt_buf *out);

#endif /* PT_TACTICS_H */
