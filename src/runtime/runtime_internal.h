/* runtime_internal.h - what runtime.c (the collectives) and host.c (the
 * host side) share: copying boxes between row-major tensors. Not part of
 * the runtime's interface. */
#ifndef PT_RUNTIME_INTERNAL_H
#define PT_RUNTIME_INTERNAL_H

#include "runtime.h"

/* Copies a box of `dims` elements (es bytes each) between row-major
 * buffers with the given element strides; the innermost stride is 1 on
 * both sides, so rows go by memcpy. */
void pt_runtime_copy_box(uint32_t es, uint32_t rank, const int64_t *dims, uint8_t *dst, const int64_t *dst_st,
                         const uint8_t *src, const int64_t *src_st);
/* Row-major element strides of `dims`. */
void pt_runtime_row_strides(uint32_t rank, const int64_t *dims, int64_t *st);

/* pt_runtime_run of function `func` (region == PT_NONE) or of the body
 * `region` of an op (pt_interp_run_region), e.g. a manual computation's. */
pt_status *pt_runtime_run_body(const pt_module *m, uint32_t func, uint32_t region, const pt_mesh *mesh,
                               pt_tensor *const *inputs, uint32_t n_inputs, const pt_interp_options *opts,
                               pt_tensor ***outputs, uint32_t *out_n, pt_runtime_stats *stats);
/* Writes device `device`'s chunk `chunk` under layout `l` into its place
 * in `global` (no PARTIAL axes): the inverse of pt_runtime_scatter. */
pt_status *pt_runtime_place(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *chunk, int64_t device,
                            pt_tensor *global);

#endif /* PT_RUNTIME_INTERNAL_H */
