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

#endif /* PT_RUNTIME_INTERNAL_H */
