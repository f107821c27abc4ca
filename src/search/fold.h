/* fold.h - depth-folded proxies of a program with repeated layers, so that
 * the search can rank plans at a cost that does not grow with depth.
 *
 * JAX prints a Python loop over layers unrolled: the forward pass, the
 * backward pass and each part of the optimizer are runs of ops that repeat
 * with a period (the same opcode, result and operand types and attributes
 * at op i and op i + P) and with periodic data flow (op i + P reads what
 * op i reads shifted by P, the same outside value, or another argument of
 * the same type: the next layer's parameter). The backward pass reads the
 * forward one in reverse order; the optimizer reads the backward pass in
 * reverse again: segments are coupled, each with an orientation.
 *
 * pt_fold_find detects the segments that repeat R times (the most common
 * count; others are left whole) and builds, for a given k < R, a proxy:
 * a new module (derived from the input's strings and types, which it
 * shares; the input is only read) whose one function keeps k repeats of
 * every folded segment -- the first k of a forward-oriented segment, the
 * last k of a reversed one, so that kept backward layers read kept forward
 * layers -- and everything else. A kept op that read a dropped value reads
 * the same value of the nearest kept repeat, or, inside a reversed segment,
 * what the first dropped repeat read (the carried input). Arguments only
 * dropped ops use are dropped, and so are results computed only by dropped
 * ops (with the aliasing attributes renumbered). The proxy is verified.
 *
 * Step time and peak memory of a plan are then estimated from the proxies
 * with k and k + 1 repeats: f(R) ~ f(k) + (R - k) (f(k + 1) - f(k)). */
#ifndef PT_FOLD_H
#define PT_FOLD_H

#include "../ir/ir.h"

typedef struct {
  pt_module *m;        /* derived from the input; freed before it */
  uint32_t func;
  uint32_t n_args;
  uint32_t *arg_of;    /* proxy argument -> full argument index */
  uint32_t *of_full;   /* full argument index -> the proxy argument that stands for it, or PT_NONE */
  uint32_t n_ops;      /* top-level ops of the proxy's body */
} pt_fold_proxy;

typedef struct {
  uint32_t repeats;    /* R: how many times each folded segment repeats */
  uint32_t n_segments; /* folded segments */
  uint32_t folded_ops; /* top-level ops in them */
  uint32_t n_ops;      /* top-level ops of the whole body */
  uint32_t n_full_args;
  /* Per top-level op: its folded segment, or PT_NONE; the segments. */
  uint32_t *seg_of;
  struct pt_fold_segment *segs;
} pt_fold;

/* Finds the repeated segments of m's function `func` (m is only read);
 * f->repeats is 0 when none repeat at least 3 times. */
pt_status *pt_fold_find(const pt_module *m, uint32_t func, pt_fold *f);
void pt_fold_free(pt_fold *f);

/* Builds the proxy keeping k (1 <= k < repeats) repeats of each folded
 * segment, verified; NULL status and out->m NULL when it cannot be built
 * consistently (the caller evaluates whole). */
pt_status *pt_fold_proxy_build(const pt_module *m, uint32_t func, const pt_fold *f, uint32_t k, pt_fold_proxy *out);
void pt_fold_proxy_free(pt_fold_proxy *p);

#endif /* PT_FOLD_H */
