/* fuzz_json.c - libFuzzer target for the JSON that partir reads: schedules
 * (applied to a small training-step-shaped function over a 2x2 mesh) and
 * hardware profiles. Every input goes to both.
 *
 * For any input: both must return (never crash, hang or leak); every
 * error must be located in the input ("s.json:LINE:COL: error: ..." or
 * "p.json:..."); a profile that parses has positive, finite figures.
 * A schedule that applies must leave a state the SPMD lowering accepts.
 *
 * Built with -DPT_FUZZ_STANDALONE it is a plain program that runs the same
 * checks on the files named on its command line (corpus replay in tests). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/sim/sim.h"
#include "../../src/stablehlo/stablehlo.h"
#include "../../src/tactics/tactics.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

/* An MLP step's shape: batch input, two layers, an Adam moment, named as
 * JAX names them, so that selectors and built-ins find something. */
static const char model[] =
    "func.func @main(%x: tensor<8x16xf32> {jax.arg_info = \"batch['x']\"}, "
    "%w1: tensor<16x32xf32> {jax.arg_info = \"params['layers'][0]['w']\"}, "
    "%w2: tensor<32x16xf32> {jax.arg_info = \"params['layers'][1]['w']\"}, "
    "%m1: tensor<16x32xf32> {jax.arg_info = \"opt_state['mu']['layers'][0]['w']\"}) -> "
    "(tensor<8x16xf32> {jax.result_info = \"y\"}, tensor<16x32xf32> {jax.result_info = \"m\"}) {\n"
    "  %h = stablehlo.dot_general %x, %w1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x32xf32>) -> "
    "tensor<8x32xf32>\n"
    "  %t = stablehlo.tanh %h : tensor<8x32xf32>\n"
    "  %y = stablehlo.dot_general %t, %w2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> "
    "tensor<8x16xf32>\n"
    "  %m = stablehlo.add %m1, %w1 : tensor<16x32xf32>\n"
    "  return %y, %m : tensor<8x16xf32>, tensor<16x32xf32>\n"
    "}\n";

static void located_or_abort(pt_status *s, const char *file) {
  if (!s) return;
  if (strncmp(pt_status_message(s), file, strlen(file)) != 0) {
    fprintf(stderr, "diagnostic not located in %s: %s\n", file, pt_status_message(s));
    abort();
  }
  pt_status_free(s);
}

static void fuzz_schedule(const char *text, size_t len) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("model.mlir", model, sizeof model - 1, &m);
  if (!s) s = pt_verify_module(m);
  pt_mesh mesh;
  if (!s) s = pt_mesh_parse("batch=2,model=2", &mesh);
  if (s) {
    fprintf(stderr, "fuzz_json: the built-in model does not load: %s\n", pt_status_message(s));
    abort();
  }
  pt_partition p;
  if (pt_partition_init(&p, m, 0, &mesh)) abort();
  s = pt_schedule_apply(&p, text, len, "s.json", 0, NULL);
  if (s) {
    located_or_abort(s, "s.json:");
  } else {
    pt_spmd_program prog;
    memset(&prog, 0, sizeof prog);
    pt_spmd_options o = {0};
    s = pt_spmd_lower(&p, "spmd", &o, &prog);
    if (!s) s = pt_verify_module(prog.m);
    if (s) {
      fprintf(stderr, "a schedule that applied does not lower: %s\n--- schedule:\n%.*s\n", pt_status_message(s),
              (int)len, text);
      abort();
    }
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

static void fuzz_profile(const char *text, size_t len) {
  pt_hw hw;
  pt_status *s = pt_hw_parse(text, len, "p.json", &hw);
  if (s) {
    located_or_abort(s, "p.json:");
    return;
  }
  bool sane = hw.matmul_flops[PT_DTYPE_F32] > 0 && isfinite(hw.matmul_flops[PT_DTYPE_F32]) && hw.vector_flops > 0 &&
              hw.hbm_bandwidth > 0 && hw.hbm_capacity > 0 && hw.op_overhead > 0 && hw.n_links >= 1 &&
              hw.n_links <= PT_HW_MAX_LEVELS;
  for (uint32_t i = 0; i < hw.n_links && sane; i++) sane = hw.links[i].bandwidth > 0 && hw.links[i].latency > 0;
  if (!sane) {
    fprintf(stderr, "a profile parsed with a figure out of range:\n%.*s\n", (int)len, text);
    abort();
  }
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
  fuzz_schedule((const char *)data, size);
  fuzz_profile((const char *)data, size);
  return 0;
}

#ifdef PT_FUZZ_STANDALONE
#include "replay_main.h"
#endif
