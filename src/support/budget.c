/* budget.c - memory budgets: how many bytes of tensor data one run (or a
 * group of runs, e.g. the devices of a verified SPMD execution) may hold,
 * shared between threads, and the default limit taken from the machine.
 *
 * Input sizes drive most of what partir allocates (tensors of the sizes a
 * program declares, .npy files, one chunk per device), so a program can ask
 * for more than the machine has. Every such allocation is charged to a
 * budget first and refused with a located "too large" error when it does
 * not fit; the memory is then requested with an allocator that reports
 * failure (pt_try_alloc) instead of aborting. */
#include "support.h"

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

void pt_mem_budget_init(pt_mem_budget *b, uint64_t limit) {
  atomic_init(&b->used, 0);
  b->limit = limit ? limit : pt_memory_limit_default();
}

bool pt_mem_budget_take(pt_mem_budget *b, uint64_t n) {
  uint64_t used = atomic_load(&b->used);
  do {
    if (n > b->limit || used > b->limit - n) return false;
  } while (!atomic_compare_exchange_weak(&b->used, &used, used + n));
  return true;
}

void pt_mem_budget_give(pt_mem_budget *b, uint64_t n) { atomic_fetch_sub(&b->used, n); }

uint64_t pt_mem_budget_left(pt_mem_budget *b) {
  uint64_t used = atomic_load(&b->used);
  return used < b->limit ? b->limit - used : 0;
}

/* The cgroup (container) memory limit, or UINT64_MAX when there is none
 * or it cannot be read: v2's memory.max, else v1's limit_in_bytes. */
static uint64_t cgroup_limit(void) {
  static const char *const paths[] = {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"};
  for (size_t i = 0; i < PT_ARRAY_LEN(paths); i++) {
    FILE *f = fopen(paths[i], "r");
    if (!f) continue;
    unsigned long long v = 0;
    int got = fscanf(f, "%llu", &v);
    fclose(f);
    if (got == 1 && v > 0) return (uint64_t)v;
  }
  return UINT64_MAX;
}

uint64_t pt_memory_limit_default(void) {
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  uint64_t phys = pages > 0 && page > 0 ? (uint64_t)pages * (uint64_t)page : UINT64_C(8) << 30;
  uint64_t cg = cgroup_limit();
  if (cg < phys) phys = cg;
  /* Half: the rest is for partir's bookkeeping, BLAS buffers, the copies
   * made to write outputs, and everything else the machine runs. */
  uint64_t limit = phys / 2;
  return limit > PT_MAX_TENSOR_BYTES ? PT_MAX_TENSOR_BYTES : limit;
}

void *pt_try_alloc(uint64_t n, bool zero) {
  if (n > SIZE_MAX) return NULL;
  size_t sz = n ? (size_t)n : 1;
  return zero ? calloc(1, sz) : malloc(sz);
}

pt_status *pt_mem_errorv(const pt_mem_budget *b, uint64_t n, bool host_refused, const char *file, pt_loc loc,
                         const char *fmt, va_list ap) {
  pt_buf msg = {0};
  pt_buf_vprintf(&msg, fmt, ap);
  pt_buf_puts(&msg, " needs ");
  pt_buf_human(&msg, (double)n, "B");
  if (host_refused) {
    pt_buf_puts(&msg, ", and the machine is out of memory");
  } else {
    uint64_t used = atomic_load(&b->used);
    pt_buf_puts(&msg, ", more than the ");
    pt_buf_human(&msg, (double)(used < b->limit ? b->limit - used : 0), "B");
    pt_buf_puts(&msg, " left of partir's memory limit of ");
    pt_buf_human(&msg, (double)b->limit, "B");
    pt_buf_puts(&msg, " (set it with --max-memory)");
  }
  /* The host refusing is running out of memory (PT_ERR_NOMEM, as for
   * bookkeeping); the budget refusing is a program too large for the
   * limit set (PT_ERR_UNSUPPORTED). Both are located. */
  pt_status *s = msg.failed ? pt_nomem()
                            : pt_error_at(host_refused ? PT_ERR_NOMEM : PT_ERR_UNSUPPORTED, file, loc, "%s", msg.data);
  pt_buf_free(&msg);
  return s;
}

pt_status *pt_mem_error(const pt_mem_budget *b, uint64_t n, bool host_refused, const char *file, pt_loc loc,
                        const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_mem_errorv(b, n, host_refused, file, loc, fmt, ap);
  va_end(ap);
  return s;
}

pt_status *pt_mem_alloc(pt_mem_budget *b, uint64_t n, bool zero, void **out, const char *file, pt_loc loc,
                        const char *fmt, ...) {
  *out = NULL;
  bool charged = pt_mem_budget_take(b, n);
  void *p = charged ? pt_try_alloc(n, zero) : NULL;
  if (p) {
    *out = p;
    return NULL;
  }
  if (charged) pt_mem_budget_give(b, n);
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_mem_errorv(b, n, charged, file, loc, fmt, ap);
  va_end(ap);
  return s;
}
