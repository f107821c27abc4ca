/* fusion_locality.h - hooks that bench/fusion_locality.patch adds to
 * copies of src/sim/fusion.c and src/spmd/lower.c for the study
 * bench/fusion_locality.c (the library itself has none): what a pinned
 * parent's lowering replays, and what each fusion pass decided and read. */
#ifndef FUSION_LOCALITY_H
#define FUSION_LOCALITY_H

#include <stdbool.h>
#include <stdint.h>

enum { FL_SIBLING = 1, FL_CONSUMER = 2 };

/* lower.c: parent ops [parent_a, parent_b) were copied to ops from child_a. */
void fl_run(uint32_t parent_a, uint32_t parent_b, uint32_t child_a);
/* fusion.c: kernel `kernel` was made for op `op` (producer-consumer pass). */
void fl_kernel(uint32_t kernel, uint32_t op);
/* fusion.c: a region's producer-consumer pass ended (first call: the body). */
void fl_pass1(const uint32_t *of_op, const uint8_t *dup, const uint8_t *only_prologue, uint32_t n_ops);
/* fusion.c: which pass the next dependence searches serve. */
void fl_context(int ctx);
/* fusion.c, one dependence search: begins; kernel `k` is part of the
 * target's class; the search pops a class, one call per kernel merged
 * into it with that kernel's own successor entries; ends. */
void fl_search_begin(uint32_t budget);
void fl_search_to(uint32_t k);
void fl_search_pop(uint32_t k, uint32_t entries);
void fl_search_end(bool found, uint32_t visited);

#endif
