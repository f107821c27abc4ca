/* runtime.h - the thread runtime: N devices in one process, one thread
 * each, running the SPMD function through the reference interpreter; the
 * collectives (stablehlo.all_gather, all_reduce, reduce_scatter,
 * all_to_all, collective_permute, collective_broadcast) work over shared
 * memory through the interpreter's pt_collective_ops hook. The hook is the
 * seam where an MPI back end plugs in later.
 *
 * Collectives. Every device executes the same sequence of collectives (the
 * program is SPMD), so the runtime matches the k-th collective of every
 * device: each device posts its operands, waits until every device of the
 * mesh has posted, reads what it needs from its group's buffers, and waits
 * again before its operands may be freed. A device that posts a different
 * kind or different groups, fails, or finishes while others wait makes
 * every device stop with an error naming it (no deadlock).
 *
 * Algorithms (what the bytes count, see pt_spmd_collective in spmd.h):
 *   all_gather      each device copies the n-1 other operands
 *   all_reduce      ring-equivalent: the flat buffer of E elements is cut in
 *                   n parts; group member i reduces part i over the members
 *                   in group order (acc = x_0; acc = acc (+) x_1; ...), then
 *                   every member copies the n-1 parts it did not reduce. All
 *                   members end with identical bits.
 *   reduce_scatter  member i reduces its chunk over the members in group
 *                   order, reading n-1 chunks
 *   all_to_all      member i copies chunk i of every other member's operand
 * Bytes are counted per kind as bytes read from other devices' buffers.
 *
 * shard_map (manual.c): in a run of the global program, the body of an
 * sdy.manual_computation runs on one thread per device of its mesh
 * (pt_runtime_manual_computation, the interpreter's hook).
 *
 * Host side: pt_runtime_scatter cuts a global tensor into a device's chunk
 * for a layout; pt_runtime_compare checks each device's output against its
 * chunk of a reference output.
 */
#ifndef PT_RUNTIME_H
#define PT_RUNTIME_H

#include "../interp/interp.h"
#include "../spmd/spmd.h"

typedef struct {
  uint64_t calls[PT_COLL_KIND_COUNT]; /* executions per kind (collective_permute and collective_broadcast
                                         included), per device (the same on every device) */
  uint64_t bytes[PT_COLL_KIND_COUNT]; /* bytes read from other devices, summed over devices */
  uint64_t *peak_live_bytes;          /* per device (n_devices entries), malloc'ed */
  uint32_t n_devices;
  double seconds;                     /* wall time of the parallel run */
  /* With opts->profile: wall time per op kind, averaged over the devices
   * (collectives include their waits at the rendezvous). */
  double op_seconds[PT_OP_COUNT];
} pt_runtime_stats;

void pt_runtime_stats_free(pt_runtime_stats *s);

/* Runs function `func` of `m` on every device of `mesh`, one thread per
 * device, device d with partition_id d and inputs[d][0..n_inputs). On
 * success, outputs[d] is a malloc'ed array of *out_n tensors per device
 * (free with pt_runtime_outputs_free). `opts` (may be NULL) gives the
 * interpreter options shared by all devices (coll, coll_ctx and
 * partition_id are set by the runtime). The first error of any device is
 * returned, prefixed "device D: ". */
pt_status *pt_runtime_run(const pt_module *m, uint32_t func, const pt_mesh *mesh, pt_tensor *const *inputs,
                          uint32_t n_inputs, const pt_interp_options *opts, pt_tensor ***outputs, uint32_t *out_n,
                          pt_runtime_stats *stats);
void pt_runtime_outputs_free(pt_tensor **outputs, uint32_t n_devices, uint32_t n);

/* The interpreter's hook for sdy.manual_computation in a run of the
 * global program (pt_interp_options.manual_computation): cuts each operand
 * per the op's in_shardings on its manual axes, runs the body on one
 * thread per device of the op's mesh (its collectives across them), and
 * puts each device's results in place per the out_shardings (manual.c). */
pt_status *pt_runtime_manual_computation(const pt_interp_options *opts, const pt_module *m, const pt_op *op,
                                         const pt_tensor *in, pt_tensor *out);

/* Device `device`'s chunk of `global` under layout `l` (WHOLE axes: the
 * whole extent; TILED: its chunk; PARTIAL: the value itself at coordinate
 * 0 of the axis and the reducer's identity elsewhere). */
pt_status *pt_runtime_scatter(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *global, int64_t device,
                              pt_tensor *out);

/* How one output compared over all devices. */
typedef struct {
  bool bit_identical; /* every device's bytes equal its chunk of the reference */
  bool within;        /* every element within the tolerance */
  double max_abs, max_rel; /* largest |got - want| and |got - want| / |want| */
  double atol, rtol;       /* the tolerance used */
  int64_t worst_device, worst_index; /* where max_abs was found (-1 if none) */
  uint64_t n_mismatch;     /* elements outside the tolerance */
} pt_runtime_diff;

/* Compares each device's `got[d]` with its chunk of `want` under layout
 * `l` (no PARTIAL axes). The tolerance |got - want| <= atol + rtol*|want|
 * (element-wise, NaN equal to NaN) is by dtype, with s = max(1, largest
 * finite |want|) so that sums reassociated around large terms pass:
 *   f64       atol 1e-9       rtol 1e-12
 *   f32       atol 1e-4 * s   rtol 1e-5
 *   f16/bf16  atol 2e-2 * s   rtol 1e-2
 * Integers and booleans must be equal. */
pt_status *pt_runtime_compare(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *want,
                              pt_tensor *const *got, pt_runtime_diff *out);
/* The same with the tolerance of float type `computed_in` (the precision
 * the value's errors were made in, pt_spmd_result_exactness) when that is
 * coarser than want's own; PT_DTYPE_NONE means want's. */
pt_status *pt_runtime_compare_as(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *want,
                                 pt_tensor *const *got, pt_dtype computed_in, pt_runtime_diff *out);

#endif /* PT_RUNTIME_H */
