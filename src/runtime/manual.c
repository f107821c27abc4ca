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

/* The first device (d itself when none) that holds the same chunk of a
 * result laid out as `l` as device d. */
static uint32_t same_chunk_before(const pt_mesh *mesh, const pt_layout *l, const pt_tensor *global, uint32_t d) {
  for (uint32_t e = 0; e < d; e++) {
    bool same = true;
    for (uint32_t k = 0; k < global->rank && same; k++)
      same = pt_layout_offset(mesh, l, k, global->dims[k], e) == pt_layout_offset(mesh, l, k, global->dims[k], d);
    if (same) return e;
  }
  return d;
}

pt_status *pt_runtime_manual_computation(const pt_interp_options *opts, const pt_module *m, const pt_op *op,
                                         const pt_tensor *in, pt_tensor *out) {
  pt_mesh mesh;
  uint32_t n_in = op->n_operands, n_out = op->n_results;
  pt_layout *lin = pt_calloc(n_in + n_out + 1u, sizeof *lin);
  PT_TRY_ALLOC(lin);
  pt_layout *lout = lin + n_in;
  pt_status *s = pt_manual_layouts(m, op, NULL, &mesh, lin, lout);
  uint32_t N = 0;
  pt_tensor **chunks = NULL;
  if (!s) {
    int64_t n64 = pt_mesh_num_devices(&mesh);
    N = n64 > 0 && n64 <= 4096 ? (uint32_t)n64 : 0;
    if (!N) s = pt_op_error(m, op, "its mesh has %lld devices; the thread runtime runs 1 to 4096", (long long)n64);
  }
  if (!s) {
    chunks = pt_calloc(N, sizeof *chunks);
    if (!chunks) s = pt_nomem();
    for (uint32_t d = 0; d < N && !s; d++)
      if (!(chunks[d] = pt_calloc(n_in + 1u, sizeof **chunks))) s = pt_nomem();
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
    for (uint32_t i = 0; i < n_out && !s; i++) {
      /* Devices whose chunks of a result coincide (they differ only on
       * axes its out_sharding leaves out) must hold the same bits: any of
       * them may place the copy, as under XLA. A body that does not make
       * them equal is the program's error, said here rather than left to
       * surface as a mismatch of one device's copy. */
      uint32_t e = same_chunk_before(&mesh, &lout[i], &out[i], d);
      if (e != d && (res[e][i].nbytes != res[d][i].nbytes ||
                     (res[d][i].nbytes && memcmp(res[e][i].data, res[d][i].data, res[d][i].nbytes) != 0)))
        s = pt_op_error(m, op,
                        "result %u differs between devices %u and %u, which its out_shardings say hold the same "
                        "chunk: the body does not make it replicated over the axes out_shardings leave out",
                        i, e, d);
      if (!s) s = pt_runtime_place(&mesh, &lout[i], &res[d][i], d, &out[i]);
    }
  if (res) pt_runtime_outputs_free(res, N, n_res);
  for (uint32_t d = 0; chunks && d < N; d++) pt_interp_outputs_free(chunks[d], n_in);
  free(chunks);
  free(lin);
  return s;
}
