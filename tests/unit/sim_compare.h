/* sim_compare.h - bit-for-bit comparison of two fusions of one function,
 * shared by the tests that compare a fast simulation path with a plain
 * one (test_sim_fuse_shortcut, test_sim_ws, test_sim_memory_walk), and
 * the lowering they simulate. */
#ifndef TEST_SIM_COMPARE_H
#define TEST_SIM_COMPARE_H

#include <string.h>

#include "../../src/sim/sim.h"
#include "check.h"

static inline bool t_same_bytes(const void *a, const void *b, size_t n) { return n == 0 || memcmp(a, b, n) == 0; }

/* Doubles by their bits (so that -0.0 and NaNs count too). */
static inline bool t_same_double(double a, double b) { return memcmp(&a, &b, sizeof a) == 0; }

/* Field by field: structs' padding is not compared. */
static inline bool t_same_kernel(const pt_sim_fusion *a, const pt_sim_fusion *b) {
  return a->kind == b->kind && a->root == b->root && a->first == b->first && a->contraction == b->contraction &&
         a->n_ops == b->n_ops && t_same_double(a->read_bytes, b->read_bytes) &&
         t_same_double(a->write_bytes, b->write_bytes) && t_same_double(a->vector_flops, b->vector_flops) &&
         t_same_double(a->transcendental, b->transcendental) && a->prologue_ops == b->prologue_ops;
}

/* Every kernel, each op's kernel, the written values, the prologues and
 * the duplicated ops. */
static inline bool t_same_fusions(const pt_module *m, const pt_sim_fusions *a, const pt_sim_fusions *b) {
  if (a->kernels.len != b->kernels.len) return false;
  for (uint32_t k = 0; k < a->kernels.len; k++)
    if (!t_same_kernel(&a->kernels.data[k], &b->kernels.data[k])) return false;
  return a->n_ops == b->n_ops && a->duplicated == b->duplicated && a->prologue.len == b->prologue.len &&
         t_same_bytes(a->prologue.data, b->prologue.data, (size_t)a->prologue.len * sizeof *a->prologue.data) &&
         (!a->of_op == !b->of_op) && (!a->of_op || t_same_bytes(a->of_op, b->of_op, (size_t)a->n_ops * sizeof *a->of_op)) &&
         (!a->materialized == !b->materialized) &&
         (!a->materialized || t_same_bytes(a->materialized, b->materialized, m->values.len));
}

/* Every figure of two peak memories. */
static inline bool t_same_memory(const pt_sim_memory *a, const pt_sim_memory *b) {
  return a->peak_bytes == b->peak_bytes && a->peak_op == b->peak_op && a->argument_bytes == b->argument_bytes &&
         memcmp(a->at_peak, b->at_peak, sizeof a->at_peak) == 0;
}

/* p lowered with CSE into `prog` (free with pt_spmd_program_free); false
 * after a failed check labelled `what`. */
static inline bool t_lower_state(const pt_partition *p, const char *what, pt_spmd_program *prog) {
  pt_spmd_options opts = {.cse = true};
  pt_status *s = pt_spmd_lower(p, "__spmd", &opts, prog);
  t_ok(s, what);
  return s == NULL;
}

#endif
