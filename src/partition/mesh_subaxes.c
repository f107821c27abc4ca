/* mesh_subaxes.c - mesh axes that are Shardy sub-axes.
 *
 * Shardy may shard a dim on part of a mesh axis: "x":(2)4 is the sub-axis
 * of size 4 of x whose pre-size (the product of the sub-axes more major
 * than it) is 2. Device ids are row-major over the mesh's axes, so axis x
 * of size 8 split into x:(1)2, x:(2)4 (major to minor) numbers the devices
 * exactly as x does: the split mesh is the same devices, and each piece is
 * an axis partir tiles, reduces and groups collectives over like any other.
 * A piece is named in Shardy's notation, `x:(2)4`; the pieces of one axis
 * are consecutive in the mesh, the first has pre-size 1 and each next one
 * the product of those before it (pt_mesh_parse checks it), so the mesh
 * they came from can always be read back (for --annotate=shardy). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partition.h"

bool pt_mesh_subaxis(const char *name, char *base, int64_t *pre, int64_t *size) {
  const char *colon = strchr(name, ':');
  if (!colon) return false;
  long long p = 0, s = 0;
  int used = 0;
  if (sscanf(colon, ":(%lld)%lld%n", &p, &s, &used) != 2 || colon[used] != '\0' || p < 1 || s < 1) return false;
  size_t n = (size_t)(colon - name);
  if (n >= PT_MESH_NAME_MAX) return false;
  memcpy(base, name, n);
  base[n] = '\0';
  *pre = p;
  *size = s;
  return true;
}

void pt_mesh_merge_subaxes(const pt_mesh *mesh, pt_mesh *merged, uint32_t *axis_of) {
  memset(merged, 0, sizeof *merged);
  for (uint32_t a = 0; a < mesh->n_axes; a++) {
    char base[PT_MESH_NAME_MAX];
    int64_t pre, size;
    bool sub = pt_mesh_subaxis(mesh->names[a], base, &pre, &size);
    if (sub && pre > 1 && merged->n_axes && strcmp(merged->names[merged->n_axes - 1], base) == 0) {
      merged->sizes[merged->n_axes - 1] *= mesh->sizes[a]; /* the next piece of the same axis */
    } else {
      snprintf(merged->names[merged->n_axes], PT_MESH_NAME_MAX, "%s", sub ? base : mesh->names[a]);
      merged->sizes[merged->n_axes++] = mesh->sizes[a];
    }
    if (axis_of) axis_of[a] = merged->n_axes - 1;
  }
}

void pt_mesh_sdy_axes_text(const pt_mesh *mesh, const uint32_t *axes, uint32_t n, pt_buf *out) {
  pt_mesh merged;
  uint32_t axis_of[PT_MESH_MAX_AXES];
  pt_mesh_merge_subaxes(mesh, &merged, axis_of);
  for (uint32_t i = 0; i < n;) {
    char base[PT_MESH_NAME_MAX];
    int64_t pre, size;
    if (!pt_mesh_subaxis(mesh->names[axes[i]], base, &pre, &size)) {
      pt_buf_printf(out, "%s\"%s\"", i ? ", " : "", mesh->names[axes[i]]);
      i++;
      continue;
    }
    /* Consecutive pieces of one axis, each right after the one before,
     * are one sub-axis (or the whole axis). */
    uint32_t j = i + 1;
    int64_t total = size;
    for (; j < n; j++) {
      char b2[PT_MESH_NAME_MAX];
      int64_t p2, s2;
      if (!pt_mesh_subaxis(mesh->names[axes[j]], b2, &p2, &s2) || strcmp(b2, base) != 0 || p2 != pre * total) break;
      total *= s2;
    }
    if (pre == 1 && total == merged.sizes[axis_of[axes[i]]])
      pt_buf_printf(out, "%s\"%s\"", i ? ", " : "", base);
    else
      pt_buf_printf(out, "%s\"%s\":(%lld)%lld", i ? ", " : "", base, (long long)pre, (long long)total);
    i = j;
  }
}
