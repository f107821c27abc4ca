/* tiles.c - the command line's tactics as a schedule: `--tile
 * SELECTOR:DIM:AXIS` options (the one-line shortcut for a manual tactic,
 * accepted by every command that takes a schedule) and --from-annotations
 * read into the same tactic structures a schedule file is read into, then
 * applied by pt_schedule_run like any schedule. Consecutive options on one
 * axis form one tactic, so `--tile x:0:batch --tile y:0:batch --tile
 * w:1:model` is two tactics, in command-line order (the order is the
 * priority, as in a schedule).
 *
 * An option has no place in a file: each input keeps the option's text,
 * and its errors name it after their location ("m.mlir:4:3: error: --tile
 * x:0:batch: ...", see schedule.c).
 *
 * `--auto AXES` (with --memory-limit, --budget, --iterations, --seed) is
 * an auto tactic read the same way, applied after the other tactics. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tactics.h"

/* An option's dim as a tactic input's: one that no tensor has (negative,
 * or beyond what a uint32 holds) becomes 256, refused when applied as
 * "dim out of range" like any dim above 255, at the option's turn. */
static uint32_t input_dim(int64_t dim) { return dim < 0 || dim > 255 ? 256u : (uint32_t)dim; }

pt_status *pt_schedule_from_options(const char *annotations, const pt_tile_spec *tiles, uint32_t n,
                                    pt_schedule *out) {
  memset(out, 0, sizeof *out);
  if (annotations && strcmp(annotations, "shardy") && strcmp(annotations, "gspmd") && strcmp(annotations, "auto"))
    return pt_status_make(PT_ERR_INVALID_ARG, "error: from_annotations: the kind is shardy, gspmd or auto, not '%s'",
                          annotations);
  pt_arena_init(&out->arena);
  pt_arena *a = &out->arena;
  out->file = "<command line>";
  uint32_t n_tactics = annotations ? 1 : 0;
  for (uint32_t i = 0; i < n; i++) n_tactics += i == 0 || strcmp(tiles[i].axis, tiles[i - 1].axis) != 0;
  out->tactics = pt_arena_alloc(a, (n_tactics ? n_tactics : 1) * sizeof *out->tactics);
  if (!out->tactics) goto nomem;
  if (annotations) {
    out->tactics[out->n++] = (pt_tactic){.kind = PT_TACTIC_ANNOTATIONS,
                                         .label = "from_annotations",
                                         .annotations = pt_arena_strndup(a, annotations, strlen(annotations))};
  }
  for (uint32_t i = 0; i < n;) {
    uint32_t j = i;
    while (j < n && strcmp(tiles[j].axis, tiles[i].axis) == 0) j++;
    pt_tactic_input *in = pt_arena_alloc(a, (j - i) * sizeof *in);
    if (!in) goto nomem;
    for (uint32_t k = i; k < j; k++) {
      const pt_tile_spec *t = &tiles[k];
      int len = snprintf(NULL, 0, "%s:%lld:%s", t->selector, (long long)t->dim, t->axis);
      char *option = pt_arena_alloc(a, (size_t)len + 1);
      if (!option) goto nomem;
      snprintf(option, (size_t)len + 1, "%s:%lld:%s", t->selector, (long long)t->dim, t->axis);
      in[k - i] = (pt_tactic_input){.selector = pt_arena_strndup(a, t->selector, strlen(t->selector)),
                                    .dim = input_dim(t->dim),
                                    .option = option};
    }
    out->tactics[out->n++] = (pt_tactic){.kind = PT_TACTIC_MANUAL,
                                         .label = "--tile",
                                         .axis = pt_arena_strndup(a, tiles[i].axis, strlen(tiles[i].axis)),
                                         .inputs = in,
                                         .n_inputs = j - i};
    i = j;
  }
  /* A copied string that failed is NULL in its tactic: the arena says so. */
  if (!a->failed) return NULL;
nomem:
  pt_schedule_free(out);
  return pt_nomem();
}

pt_status *pt_schedule_from_auto_option(const pt_auto_option *o, pt_schedule *out) {
  memset(out, 0, sizeof *out);
  pt_arena_init(&out->arena);
  out->file = "<command line>";
  const char *axes = o->axes ? o->axes : "";
  out->tactics = pt_arena_zalloc(&out->arena, sizeof *out->tactics);
  char *option = pt_arena_strndup(&out->arena, axes, strlen(axes));
  if (!out->tactics || !option) {
    pt_schedule_free(out);
    return pt_nomem();
  }
  out->tactics[0] = (pt_tactic){.kind = PT_TACTIC_AUTO,
                                .label = "auto",
                                .autos = {.option = option,
                                          .memory_limit = o->memory_limit,
                                          .objective = PT_OBJECTIVE_STEP_TIME,
                                          .budget_s = o->budget_s,
                                          .iterations = o->iterations,
                                          .seed = o->seed}};
  out->n = 1;
  return NULL;
}

pt_status *pt_tile_spec_apply(pt_partition *p, const pt_tile_spec *t, uint32_t tactic, uint32_t *n_seeds) {
  pt_schedule s;
  PT_TRY(pt_schedule_from_options(NULL, t, 1, &s));
  pt_status *st = pt_tactic_seed(p, &s, &s.tactics[0], tactic, n_seeds, NULL);
  pt_schedule_free(&s);
  return st;
}

pt_status *pt_tiles_apply(pt_partition *p, const pt_tile_spec *tiles, uint32_t n, uint32_t first_tactic,
                          pt_tactic_hook hook, void *ctx) {
  pt_schedule s;
  PT_TRY(pt_schedule_from_options(NULL, tiles, n, &s));
  pt_status *st = pt_schedule_run(p, &s, first_tactic, hook, ctx);
  pt_schedule_free(&s);
  return st;
}
