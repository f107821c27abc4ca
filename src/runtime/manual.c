/* manual.c - sdy.manual_computation (what shard_map exports) in a run of
 * the global program: the body is device-local code over the manual axes,
 * so it is emulated on the thread runtime. Each operand is cut per its
 * in_sharding into every device's chunk, the body runs once per device of
 * the op's mesh (its collectives meet across those threads, with the
 * mesh's device ids, as under XLA), and each device's results are put back
 * in place per the out_shardings.
 *
 * Only manual axes cut (pt_manual_layouts, spmd.h). The body runs on every device of the mesh,
 * free axes included, because the replica groups of its collectives name
 * devices of the whole mesh; the devices that differ only on free axes
 * compute the same chunks, and any of them may place its copy. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "runtime_internal.h"

pt_status *pt_runtime_manual_computation(const pt_interp_options *opts, const pt_module *m, const pt_op *op,
                                         const pt_tensor *in, pt_tensor *out) {
  pt_mesh mesh;
  uint32_t n_in = op->n_operands, n_out = op->n_results;
  pt_layout *lin = pt_xcalloc(n_in + n_out + 1u, sizeof *lin), *lout = lin + n_in;
  pt_status *s = pt_manual_layouts(m, op, NULL, &mesh, lin, lout);
  uint32_t N = 0;
  pt_tensor **chunks = NULL;
  if (!s) {
    int64_t n64 = pt_mesh_num_devices(&mesh);
    N = n64 > 0 && n64 <= 4096 ? (uint32_t)n64 : 0;
    if (!N) s = pt_op_error(m, op, "its mesh has %lld devices; the thread runtime runs 1 to 4096", (long long)n64);
  }
  if (!s) {
    chunks = pt_xcalloc(N, sizeof *chunks);
    for (uint32_t d = 0; d < N; d++) chunks[d] = pt_xcalloc(n_in + 1u, sizeof **chunks);
    for (uint32_t d = 0; d < N && !s; d++)
      for (uint32_t i = 0; i < n_in && !s; i++) {
        s = pt_runtime_scatter(&mesh, &lin[i], &in[i], d, &chunks[d][i]);
        if (s) s = pt_status_annotate(s, "%s:%u:%u: error: 'sdy.manual_computation' op: operand %u: ", m->filename,
                                      op->loc.line, op->loc.col, i);
      }
  }
  pt_tensor **res = NULL;
  uint32_t n_res = 0;
  if (!s) {
    /* The body's devices run without a hook of their own: a manual
     * computation nested in one is an error there. */
    pt_interp_options dopts = *opts;
    dopts.manual_computation = NULL;
    s = pt_runtime_run_body(m, 0, pt_op_region(m, op, 0), &mesh, chunks, n_in, &dopts, &res, &n_res, NULL);
    if (s) s = pt_status_annotate(s, "in the body of 'sdy.manual_computation' at %s:%u:%u: ", m->filename,
                                  op->loc.line, op->loc.col);
  }
  if (!s && n_res != n_out) s = pt_op_error(m, op, "its body returned %u values for %u results", n_res, n_out);
  for (uint32_t d = 0; d < N && !s; d++)
    for (uint32_t i = 0; i < n_out && !s; i++) s = pt_runtime_place(&mesh, &lout[i], &res[d][i], d, &out[i]);
  if (res) pt_runtime_outputs_free(res, N, n_res);
  for (uint32_t d = 0; chunks && d < N; d++) pt_interp_outputs_free(chunks[d], n_in);
  free(chunks);
  free(lin);
  return s;
}
