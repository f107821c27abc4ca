/* tiles.c - `--tile SELECTOR:DIM:AXIS` options as tactics: the one-line
 * shortcut for a manual tactic, accepted by every command that takes a
 * schedule. Consecutive options on one axis form one tactic, so
 * `--tile x:0:batch --tile y:0:batch --tile w:1:model` is two tactics, in
 * command-line order (the order is the priority, as in a schedule). */
#include <stdlib.h>
#include <string.h>

#include "tactics.h"

/* Names the option an error came from, after its location, so that it
 * stays one diagnostic: "m.mlir:4:3: error: --tile x:0:batch: ...". */
static pt_status *about(const pt_tile_spec *t, pt_status *s) {
  return pt_status_context(s, "--tile %s:%lld:%s: ", t->selector, (long long)t->dim, t->axis);
}

pt_status *pt_tile_spec_apply(pt_partition *p, const pt_tile_spec *t, uint32_t tactic, uint32_t *n_seeds) {
  int32_t axis = pt_mesh_axis(&p->mesh, t->axis);
  if (axis < 0) {
    pt_buf names = {0};
    for (uint32_t a = 0; a < p->mesh.n_axes; a++) pt_buf_printf(&names, "%s'%s'", a ? ", " : "", p->mesh.names[a]);
    pt_status *s =
        about(t, pt_status_make(PT_ERR_INVALID_ARG, "error: unknown mesh axis '%s' (the mesh has %s)", t->axis, names.data));
    pt_buf_free(&names);
    return s;
  }
  if (t->dim < 0 || t->dim > 255) return about(t, pt_status_make(PT_ERR_INVALID_ARG, "error: dim out of range"));
  pt_u32_vec vals = {0};
  pt_status *s = about(t, pt_select_error_at_func(p, pt_select_values(p, t->selector, &vals)));
  for (uint32_t i = 0; i < vals.len && !s; i++)
    s = about(t, pt_action_tile(p, vals.data[i], (uint32_t)t->dim, (uint32_t)axis, tactic));
  if (!s) *n_seeds += vals.len;
  pt_vec_free(&vals);
  return s;
}

pt_status *pt_tiles_apply(pt_partition *p, const pt_tile_spec *tiles, uint32_t n, uint32_t first_tactic,
                          pt_tactic_hook hook, void *ctx) {
  uint32_t tactic = first_tactic;
  for (uint32_t i = 0; i < n;) {
    uint32_t conflicts = p->conflicts.len, n_seeds = 0, j = i;
    for (; j < n && strcmp(tiles[j].axis, tiles[i].axis) == 0; j++) PT_TRY(pt_tile_spec_apply(p, &tiles[j], tactic, &n_seeds));
    int32_t axis = pt_mesh_axis(&p->mesh, tiles[i].axis); /* known: the first spec's axis was checked */
    PT_TRY(pt_propagate(p, (uint32_t)axis, tactic, 0));
    if (hook) {
      pt_tactic_done done = {tactic, "--tile", (uint32_t)axis, n_seeds, p->last_decided, conflicts};
      PT_TRY(hook(ctx, p, &done));
    }
    tactic++;
    i = j;
  }
  return NULL;
}
