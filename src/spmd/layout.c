/* layout.c - what one device holds of a value (spmd.h explains layouts). */
#include <string.h>

#include "spmd.h"

void pt_layout_whole(pt_layout *l) {
  memset(l, 0, sizeof *l);
  memset(l->dim, -1, sizeof l->dim);
}

void pt_layout_of_value(const pt_partition *p, uint32_t value, pt_layout *out) {
  pt_layout_whole(out);
  const pt_mesh *mesh = &p->mesh;
  for (uint32_t a = 0; a < mesh->n_axes; a++) {
    const pt_decision *d = pt_decision_get(p, value, a);
    if (d->kind == PT_DECISION_TILED) {
      out->kind[a] = PT_LAYOUT_TILED;
      out->dim[a] = d->dim;
      /* Position on the dim: how many axes tiling it were decided earlier. */
      uint8_t pos = 0;
      for (uint32_t b = 0; b < mesh->n_axes; b++) {
        const pt_decision *e = pt_decision_get(p, value, b);
        if (b != a && e->kind == PT_DECISION_TILED && e->dim == d->dim && e->seq < d->seq) pos++;
      }
      out->pos[a] = pos;
    } else if (d->kind == PT_DECISION_PARTIAL) {
      out->kind[a] = PT_LAYOUT_PARTIAL;
      out->reducer[a] = d->reducer;
    }
  }
}

void pt_layout_drop_partial(const pt_mesh *mesh, pt_layout *l) {
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (l->kind[a] == PT_LAYOUT_PARTIAL) l->kind[a] = PT_LAYOUT_WHOLE, l->reducer[a] = PT_REDUCER_NONE;
}

bool pt_layout_equal(const pt_mesh *mesh, const pt_layout *a, const pt_layout *b) {
  for (uint32_t x = 0; x < mesh->n_axes; x++) {
    if (a->kind[x] != b->kind[x]) return false;
    if (a->kind[x] == PT_LAYOUT_TILED && (a->dim[x] != b->dim[x] || a->pos[x] != b->pos[x])) return false;
    if (a->kind[x] == PT_LAYOUT_PARTIAL && a->reducer[x] != b->reducer[x]) return false;
  }
  return true;
}

uint32_t pt_layout_dim_axes(const pt_mesh *mesh, const pt_layout *l, uint32_t dim, uint32_t *axes) {
  uint32_t n = 0;
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (l->kind[a] == PT_LAYOUT_TILED && l->dim[a] == (int8_t)dim) axes[n++] = a;
  /* Insertion sort by position: at most PT_MESH_MAX_AXES entries. */
  for (uint32_t i = 1; i < n; i++)
    for (uint32_t j = i; j > 0 && l->pos[axes[j]] < l->pos[axes[j - 1]]; j--) {
      uint32_t t = axes[j];
      axes[j] = axes[j - 1];
      axes[j - 1] = t;
    }
  return n;
}

bool pt_layout_is_whole(const pt_mesh *mesh, const pt_layout *l) {
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (l->kind[a] != PT_LAYOUT_WHOLE) return false;
  return true;
}

bool pt_layout_has_partial(const pt_mesh *mesh, const pt_layout *l) {
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (l->kind[a] == PT_LAYOUT_PARTIAL) return true;
  return false;
}

pt_type pt_layout_local_type(const pt_mesh *mesh, const pt_layout *l, const pt_type *global) {
  pt_type t = *global;
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (l->kind[a] == PT_LAYOUT_TILED && l->dim[a] >= 0 && (uint32_t)l->dim[a] < t.rank)
      t.dims[l->dim[a]] /= mesh->sizes[a];
  return t;
}

int64_t pt_mesh_stride(const pt_mesh *mesh, uint32_t axis) {
  int64_t s = 1;
  for (uint32_t b = axis + 1; b < mesh->n_axes; b++) s *= mesh->sizes[b];
  return s;
}

int64_t pt_mesh_coord(const pt_mesh *mesh, int64_t device, uint32_t axis) {
  return (device / pt_mesh_stride(mesh, axis)) % mesh->sizes[axis];
}

int64_t pt_layout_offset(const pt_mesh *mesh, const pt_layout *l, uint32_t dim, int64_t global_size, int64_t device) {
  uint32_t axes[PT_MESH_MAX_AXES];
  uint32_t n = pt_layout_dim_axes(mesh, l, dim, axes);
  int64_t chunk = 0, count = 1;
  for (uint32_t i = 0; i < n; i++) {
    chunk = chunk * mesh->sizes[axes[i]] + pt_mesh_coord(mesh, device, axes[i]);
    count *= mesh->sizes[axes[i]];
  }
  return chunk * (global_size / count);
}

void pt_layout_describe(const pt_mesh *mesh, const pt_layout *l, uint32_t rank, pt_buf *out) {
  if (pt_layout_is_whole(mesh, l)) {
    pt_buf_puts(out, "replicated");
    return;
  }
  pt_buf_putc(out, '[');
  for (uint32_t d = 0; d < rank; d++) {
    uint32_t axes[PT_MESH_MAX_AXES];
    uint32_t n = pt_layout_dim_axes(mesh, l, d, axes);
    pt_buf_puts(out, d ? ", {" : "{");
    for (uint32_t i = 0; i < n; i++) pt_buf_printf(out, "%s%s", i ? ", " : "", mesh->names[axes[i]]);
    pt_buf_putc(out, '}');
  }
  pt_buf_putc(out, ']');
  for (uint8_t r = PT_REDUCER_ADD; r <= PT_REDUCER_OR; r++) {
    bool any = false;
    for (uint32_t a = 0; a < mesh->n_axes; a++) {
      if (l->kind[a] != PT_LAYOUT_PARTIAL || l->reducer[a] != r) continue;
      if (!any) pt_buf_printf(out, " partial<%s>{", pt_reducer_name((pt_reducer)r));
      pt_buf_printf(out, "%s%s", any ? ", " : "", mesh->names[a]);
      any = true;
    }
    if (any) pt_buf_putc(out, '}');
  }
}
