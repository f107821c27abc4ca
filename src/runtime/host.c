/* host.c - the host side of the thread runtime: cutting a global tensor
 * into one device's chunk, and checking every device's output against its
 * chunk of a reference (runtime.h). */
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_internal.h"

/* ---- boxes (runtime_internal.h) ---- */

void pt_runtime_copy_box(uint32_t es, uint32_t rank, const int64_t *dims, uint8_t *dst, const int64_t *dst_st,
                     const uint8_t *src, const int64_t *src_st) {
  if (rank == 0) {
    memcpy(dst, src, es);
    return;
  }
  for (uint32_t d = 0; d < rank; d++)
    if (dims[d] == 0) return;
  size_t row = (size_t)dims[rank - 1] * es;
  int64_t idx[PT_MAX_RANK] = {0};
  for (;;) {
    int64_t so = 0, dof = 0;
    for (uint32_t d = 0; d + 1 < rank; d++) so += idx[d] * src_st[d], dof += idx[d] * dst_st[d];
    memcpy(dst + dof * es, src + so * es, row);
    int32_t d = (int32_t)rank - 2;
    while (d >= 0 && ++idx[d] == dims[d]) idx[d--] = 0;
    if (d < 0) return;
  }
}

void pt_runtime_row_strides(uint32_t rank, const int64_t *dims, int64_t *st) {
  int64_t s = 1;
  for (uint32_t d = rank; d-- > 0;) {
    st[d] = s;
    s *= dims[d];
  }
}

/* Local dims and the chunk's offset in the global tensor on every dim. */
static pt_status *chunk_box(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *global, int64_t device,
                            int64_t *local, int64_t *offset) {
  if (global->is_token) return pt_status_make(PT_ERR_INVALID_ARG, "cannot scatter a token");
  if (device < 0 || device >= pt_mesh_num_devices(mesh))
    return pt_status_make(PT_ERR_INVALID_ARG, "device %lld is not on the mesh of %lld devices", (long long)device,
                          (long long)pt_mesh_num_devices(mesh));
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (l->kind[a] == PT_LAYOUT_TILED && (l->dim[a] < 0 || l->dim[a] >= global->rank))
      return pt_status_make(PT_ERR_INVALID_ARG, "axis %s tiles dim %d of a rank-%u tensor", mesh->names[a], l->dim[a],
                            global->rank);
  for (uint32_t d = 0; d < global->rank; d++) {
    uint32_t axes[PT_MESH_MAX_AXES];
    uint32_t n = pt_layout_dim_axes(mesh, l, d, axes);
    int64_t parts = 1;
    for (uint32_t i = 0; i < n; i++) parts *= mesh->sizes[axes[i]];
    if (global->dims[d] % parts)
      return pt_status_make(PT_ERR_INVALID_ARG, "dim %u of size %lld does not divide into %lld chunks", d,
                            (long long)global->dims[d], (long long)parts);
    local[d] = global->dims[d] / parts;
    offset[d] = pt_layout_offset(mesh, l, d, global->dims[d], device);
  }
  return NULL;
}

/* Writes the reducer's identity into element 0 of `t`. */
static void set_identity(pt_tensor *t, pt_reducer r) {
  pt_dtype dt = (pt_dtype)t->dtype;
  uint32_t es = pt_dtype_size(dt);
  bool is_float = pt_dtype_is_float(dt);
  pt_dclass cls = pt_dtype_class(dt);
  uint64_t bits = pt_dtype_bits(dt);
  /* The largest / lowest integers of the dtype, as int64 (they wrap when
   * stored, e.g. -1 is all ones for unsigned types). */
  int64_t hi, lo;
  if (cls == PT_DCLASS_BOOL) hi = 1, lo = 0;
  else if (cls == PT_DCLASS_UINT) hi = -1, lo = 0;
  else hi = bits >= 64 ? INT64_MAX : (INT64_C(1) << (bits - 1)) - 1, lo = -hi - 1;
  switch (r) {
    case PT_REDUCER_MUL:
    case PT_REDUCER_AND:
      if (is_float) pt_tensor_set_f64(t, 0, 1.0);
      else if (r == PT_REDUCER_AND) pt_tensor_set_i64(t, 0, cls == PT_DCLASS_BOOL ? 1 : -1);
      else pt_tensor_set_i64(t, 0, 1);
      break;
    case PT_REDUCER_MAX:
      if (is_float) pt_tensor_set_f64(t, 0, -INFINITY);
      else pt_tensor_set_i64(t, 0, lo);
      break;
    case PT_REDUCER_MIN:
      if (is_float) pt_tensor_set_f64(t, 0, INFINITY);
      else pt_tensor_set_i64(t, 0, hi);
      break;
    default: /* sum, or: zeros */
      memset(t->data, 0, es);
      break;
  }
  /* Repeat element 0 over the tensor. */
  uint64_t n = pt_tensor_num_elements(t);
  for (uint64_t i = 1; i < n; i++) memcpy((uint8_t *)t->data + i * es, t->data, es);
}

/* Copies the box of `global` at `offset` with the chunk's dims between
 * the two: out of the global tensor (scatter) or into it (place). */
static void copy_chunk(const pt_tensor *global, const int64_t *offset, const pt_tensor *chunk, bool into_global) {
  if (!pt_tensor_num_elements(chunk)) return;
  uint32_t es = pt_dtype_size((pt_dtype)global->dtype);
  int64_t gst[PT_MAX_RANK], lst[PT_MAX_RANK];
  pt_runtime_row_strides(global->rank, global->dims, gst);
  pt_runtime_row_strides(chunk->rank, chunk->dims, lst);
  uint64_t base = 0;
  for (uint32_t d = 0; d < global->rank; d++) base += (uint64_t)offset[d] * (uint64_t)gst[d];
  uint8_t *box = (uint8_t *)global->data + base * es;
  if (into_global) pt_runtime_copy_box(es, chunk->rank, chunk->dims, box, gst, chunk->data, lst);
  else pt_runtime_copy_box(es, chunk->rank, chunk->dims, chunk->data, lst, box, gst);
}

pt_status *pt_runtime_scatter(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *global, int64_t device,
                              pt_tensor *out) {
  memset(out, 0, sizeof *out);
  int64_t local[PT_MAX_RANK], offset[PT_MAX_RANK];
  PT_TRY(chunk_box(mesh, l, global, device, local, offset));
  PT_TRY(pt_tensor_alloc(out, (pt_dtype)global->dtype, global->rank, local));
  /* A PARTIAL axis: the device at coordinate 0 holds the value, the others
   * the reducer's identity, so combining the terms gives the value back. */
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (l->kind[a] == PT_LAYOUT_PARTIAL && pt_mesh_coord(mesh, device, a) != 0) {
      if (pt_tensor_num_elements(out)) set_identity(out, (pt_reducer)l->reducer[a]);
      return NULL;
    }
  copy_chunk(global, offset, out, false);
  return NULL;
}

pt_status *pt_runtime_place(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *chunk, int64_t device,
                            pt_tensor *global) {
  int64_t local[PT_MAX_RANK], offset[PT_MAX_RANK];
  PT_TRY(chunk_box(mesh, l, global, device, local, offset));
  if (chunk->dtype != global->dtype || chunk->rank != global->rank ||
      memcmp(chunk->dims, local, global->rank * sizeof *local) != 0)
    return pt_status_make(PT_ERR_INVALID_ARG, "device %lld's chunk does not have the layout's local shape",
                          (long long)device);
  copy_chunk(global, offset, chunk, true);
  return NULL;
}

static double max_abs_finite(const pt_tensor *t) {
  double m = 0;
  uint64_t n = pt_tensor_num_elements(t);
  for (uint64_t i = 0; i < n; i++) {
    double v = fabs(pt_tensor_get_f64(t, i));
    if (isfinite(v) && v > m) m = v;
  }
  return m;
}

pt_status *pt_runtime_compare(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *want, pt_tensor *const *got,
                              pt_runtime_diff *out) {
  return pt_runtime_compare_as(mesh, l, want, got, PT_DTYPE_NONE, out);
}

_Static_assert(PT_DTYPE_F64 < PT_DTYPE_F32 && PT_DTYPE_F32 < PT_DTYPE_F16 && PT_DTYPE_F16 < PT_DTYPE_BF16,
               "tolerance_dtype compares float types by their order in PT_DTYPE_LIST");

/* The tolerance's dtype: the coarser of want's and computed_in (the float
 * types are listed finest first). */
static pt_dtype tolerance_dtype(pt_dtype want, pt_dtype computed_in) {
  if (!pt_dtype_is_float(computed_in)) return want;
  return computed_in > want ? computed_in : want;
}

pt_status *pt_runtime_compare_as(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *want,
                                 pt_tensor *const *got, pt_dtype computed_in, pt_runtime_diff *out) {
  memset(out, 0, sizeof *out);
  out->bit_identical = out->within = true;
  out->worst_device = out->worst_index = -1;
  if (pt_layout_has_partial(mesh, l))
    return pt_status_make(PT_ERR_INVALID_ARG, "compare: the layout has PARTIAL axes (outputs are never partial)");
  pt_dtype dt = (pt_dtype)want->dtype;
  bool is_float = pt_dtype_is_float(dt);
  if (is_float) {
    double scale = fmax(1.0, max_abs_finite(want));
    switch (tolerance_dtype(dt, computed_in)) {
      case PT_DTYPE_F64: out->atol = 1e-9, out->rtol = 1e-12; break;
      case PT_DTYPE_F32: out->atol = 1e-4 * scale, out->rtol = 1e-5; break;
      default: out->atol = 2e-2 * scale, out->rtol = 1e-2; break;
    }
  }
  int64_t N = pt_mesh_num_devices(mesh);
  int64_t first_dev = -1, first_idx = -1;
  for (int64_t d = 0; d < N; d++) {
    pt_tensor chunk;
    PT_TRY(pt_runtime_scatter(mesh, l, want, d, &chunk));
    const pt_tensor *g = got[d];
    if (!pt_tensor_same_type(g, &chunk)) {
      pt_buf b = {0};
      pt_tensor_type_print(&b, g);
      pt_buf_puts(&b, ", expected ");
      pt_tensor_type_print(&b, &chunk);
      pt_status *s = pt_status_make(PT_ERR_INVALID_ARG, "compare: device %lld has %s", (long long)d, b.data);
      pt_buf_free(&b);
      pt_tensor_free(&chunk);
      return s;
    }
    if (chunk.nbytes && memcmp(g->data, chunk.data, (size_t)chunk.nbytes) != 0) out->bit_identical = false;
    uint64_t n = pt_tensor_num_elements(&chunk);
    for (uint64_t i = 0; i < n; i++) {
      double diff;
      bool ok;
      double w;
      if (is_float) {
        double x = pt_tensor_get_f64(g, i);
        w = pt_tensor_get_f64(&chunk, i);
        if (isnan(x) || isnan(w) || isinf(x) || isinf(w)) {
          ok = (isnan(x) && isnan(w)) || x == w;
          if (!ok) {
            out->n_mismatch++;
            if (first_dev < 0) first_dev = d, first_idx = (int64_t)i;
          }
          continue; /* not a finite pair: no error size */
        }
        diff = fabs(x - w);
        ok = diff <= out->atol + out->rtol * fabs(w);
      } else {
        int64_t x = pt_tensor_get_i64(g, i), y = pt_tensor_get_i64(&chunk, i);
        w = (double)y;
        diff = fabs((double)x - w);
        ok = x == y;
      }
      if (!ok) {
        out->n_mismatch++;
        if (first_dev < 0) first_dev = d, first_idx = (int64_t)i;
      }
      if (diff > out->max_abs) {
        out->max_abs = diff;
        out->worst_device = d;
        out->worst_index = (int64_t)i;
      }
      /* Relative error only where the reference is non-zero. */
      if (w != 0 && diff / fabs(w) > out->max_rel) out->max_rel = diff / fabs(w);
    }
    pt_tensor_free(&chunk);
  }
  out->within = out->n_mismatch == 0;
  /* Mismatches without a finite size (NaN against a number): point at the first. */
  if (out->worst_device < 0 && first_dev >= 0) out->worst_device = first_dev, out->worst_index = first_idx;
  return NULL;
}
