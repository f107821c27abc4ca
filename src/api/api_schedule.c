/* api_schedule.c - schedules as data in the public API: a partir_schedule
 * is the parsed list of tactics (src/tactics/tactic.h), read once and
 * applied to any number of partitioning states. */
#include <stdlib.h>

#include "api_internal.h"

#include "../tactics/tactics.h"

_Static_assert((int)PARTIR_TACTIC_MANUAL == (int)PT_TACTIC_MANUAL &&
                   (int)PARTIR_TACTIC_BUILTIN == (int)PT_TACTIC_BUILTIN &&
                   (int)PARTIR_TACTIC_ANNOTATIONS == (int)PT_TACTIC_ANNOTATIONS &&
                   (int)PARTIR_TACTIC_AUTO == (int)PT_TACTIC_AUTO,
               "partir_tactic_kind and pt_tactic_kind must match");

static pt_status *bad(const char *what) { return pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what); }

partir_status *pt_api_schedule_wrap(pt_schedule *s, partir_schedule **out) {
  partir_schedule *h = malloc(sizeof *h);
  if (!h) {
    pt_schedule_free(s);
    return pt_api_status(pt_status_make(PT_ERR_NOMEM, "error: out of memory"));
  }
  h->s = *s;
  *out = h;
  return NULL;
}

partir_status *partir_schedule_parse(const char *json_text, size_t len, const char *filename, partir_schedule **out) {
  if ((!json_text && len) || !out) return pt_api_status(bad("partir_schedule_parse: NULL argument"));
  pt_schedule s;
  PT_API_TRY(pt_schedule_parse(json_text ? json_text : "", len, filename, &s));
  return pt_api_schedule_wrap(&s, out);
}

void partir_schedule_free(partir_schedule *h) {
  if (!h) return;
  pt_schedule_free(&h->s);
  free(h);
}

uint32_t partir_schedule_num_tactics(const partir_schedule *h) { return h ? h->s.n : 0; }

partir_status *partir_schedule_tactic(const partir_schedule *h, uint32_t i, partir_tactic_desc *out) {
  if (!h || !out) return pt_api_status(bad("partir_schedule_tactic: NULL argument"));
  if (i >= h->s.n)
    return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_schedule_tactic: no tactic %u (the schedule has %u)",
                                        i, h->s.n));
  const pt_tactic *t = &h->s.tactics[i];
  *out = (partir_tactic_desc){(partir_tactic_kind)t->kind, t->label,      t->axis, t->loc.line,
                              t->loc.col,                  t->text_begin, t->text_end - t->text_begin};
  return NULL;
}

partir_status *partir_schedule_from_options(const char *from_annotations, const partir_tile_option *tiles,
                                           uint32_t n, partir_schedule **out) {
  if ((!tiles && n) || !out) return pt_api_status(bad("partir_schedule_from_options: NULL argument"));
  for (uint32_t i = 0; i < n; i++)
    if (!tiles[i].selector || !tiles[i].axis) return pt_api_status(bad("partir_schedule_from_options: NULL option"));
  /* partir_tile_option and pt_tile_spec are the same fields, in order. */
  pt_tile_spec *specs = pt_malloc(((size_t)n + 1) * sizeof *specs);
  if (!specs) return pt_api_status(pt_nomem());
  for (uint32_t i = 0; i < n; i++) specs[i] = (pt_tile_spec){tiles[i].selector, tiles[i].dim, tiles[i].axis};
  pt_schedule s;
  pt_status *st = pt_schedule_from_options(from_annotations, specs, n, &s);
  free(specs);
  PT_API_TRY(st);
  return pt_api_schedule_wrap(&s, out);
}

partir_status *partir_partition_apply_parsed_schedule_each(partir_partition *p, const partir_schedule *h,
                                                           uint32_t first_tactic, partir_tactic_hook hook, void *ctx,
                                                           uint32_t *out_n_tactics) {
  if (!p || !h) return pt_api_status(bad("partir_partition_apply_parsed_schedule_each: NULL argument"));
  pt_api_hook b = {p, hook, ctx};
  uint32_t next;
  pt_status *s = pt_schedule_run_next(&p->p, &h->s, first_tactic, hook ? pt_api_hook_bridge : NULL, &b, &next);
  if (out_n_tactics) *out_n_tactics = next - first_tactic;
  return pt_api_status(s);
}

partir_status *partir_partition_apply_parsed_schedule(partir_partition *p, const partir_schedule *h,
                                                      uint32_t first_tactic, char **out_report) {
  if (!p || !h) return pt_api_status(bad("partir_partition_apply_parsed_schedule: NULL argument"));
  pt_buf report = {0};
  uint32_t next;
  pt_status *s = pt_schedule_run_report(&p->p, &h->s, first_tactic, NULL, out_report ? &report : NULL, &next);
  if (s || !out_report) {
    pt_buf_free(&report);
    return pt_api_status(s);
  }
  return pt_api_status(pt_buf_take(&report, out_report, NULL));
}
