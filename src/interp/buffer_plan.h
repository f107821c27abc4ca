/* buffer_plan.h - the reference interpreter's buffer policy, computed once
 * as data.
 *
 * A buffer plan says, for every op reachable from a root region (a
 * function body, or an op's region run on its own):
 *   - how its results get buffers (pt_bp_action): fresh allocations, the
 *     operands' buffers (aliases), a constant's literal bytes, references
 *     passed through control flow, or none (tokens);
 *   - which operands' buffers result 0 may take over in place (steal): the
 *     operand dies at this op and has result 0's byte size (more than
 *     PT_BP_SMALL_BYTES) and element width; the executor takes the first
 *     one whose buffer no one else holds (pt_bp_exclusive), the one thing
 *     the plan cannot know before running, as reference counts depend on
 *     aliases made by earlier ops and on the caller's borrowed inputs;
 *   - which values die after it (their last use, counting a use inside a
 *     nested region as a use by the enclosing op of the value's region),
 *     and which region arguments die on entry (unused ones);
 *   - which of its regions its kernel calls through the interpreter's
 *     driver (bodies that are neither a recognised one-op reducer or
 *     comparator nor a scalar program, interp_region.c), whose arguments
 *     are buffers that count while the body runs.
 *
 * Two consumers execute it: interp.c, on real buffers, and sim/memory.c,
 * on abstract ones (bytes, reference count, borrowed flag), with one
 * protocol for references (see interp.c run_region/exec_while). Both read
 * every buffer decision from here, so the simulated peak equals the
 * measured one by construction. */
#ifndef PT_BUFFER_PLAN_H
#define PT_BUFFER_PLAN_H

#include "../ir/ir.h"

/* Buffers of at most this many bytes live inside the interpreter's buffer
 * record (pt_ibuf.small) and are never taken over in place. */
#define PT_BP_SMALL_BYTES 16

typedef enum {
  PT_BP_FRESH,      /* every non-token result gets a new buffer (a kernel, partition_id, ...) */
  PT_BP_ALIAS,      /* result i takes a reference to operand i's buffer */
  PT_BP_CONSTANT,   /* a constant copied into a new buffer */
  PT_BP_BORROW,     /* a constant whose aligned literal bytes are used in place (counted, never taken over) */
  PT_BP_WHILE,      /* references passed through the loop's carries */
  PT_BP_BRANCH,     /* if/case: the taken branch's results */
  PT_BP_CALL,       /* func.call: the callee's results */
  PT_BP_TOKEN,      /* after_all: no buffer */
  PT_BP_TERMINATOR, /* return: its operands become the region's results */
} pt_bp_action;

typedef struct {
  const pt_module *m;
  uint32_t root;
  uint8_t *action;   /* op -> pt_bp_action (ops of reachable regions) */
  uint8_t *steal;    /* op -> bit i: result 0 may take over operand i's buffer (lowest first) */
  uint8_t *driver;   /* op -> bit r: its kernel calls region r through the driver */
  uint32_t *last_use; /* value -> op of the value's region using it last, PT_NONE if unused */
  uint32_t *rel_at;   /* op -> first entry of rel; rel_at[op + 1] ends it */
  uint32_t *rel;      /* values released right after the op */
  uint32_t *arg_rel_at; /* region -> first entry of arg_rel */
  uint32_t *arg_rel;    /* arguments released on region entry (unused) */
} pt_buffer_plan;

/* The plan of every region reachable from `root` (nested regions and
 * func.call callees included). Never fails on a verified module; on any
 * module it only describes (ops the interpreter refuses keep PT_BP_FRESH). */
bool pt_buffer_plan_try_build(pt_buffer_plan *p, const pt_module *m, uint32_t root);
void pt_buffer_plan_free(pt_buffer_plan *p);

/* The dynamic half of in-place reuse: a buffer may be taken over when the
 * dying operand's binding is its only reference and it is owned (not a
 * caller's input, a constant literal or a body argument). */
static inline bool pt_bp_exclusive(uint32_t refs, bool borrowed) { return refs == 1 && !borrowed; }

#endif /* PT_BUFFER_PLAN_H */
