/* bench_sim_accel.c - the simulator's accelerator model against an H100.
 *
 * Every row is a training step exported with tools/export_models.py at the
 * exact flags of ../shared/calibration/h100.md (the flags are the first
 * line of each bench/data/accel_*.mlir.xz), simulated on one `h100-sxm`
 * (mesh batch=1, nothing partitioned), and printed beside the figures
 * measured there: step time (best of at least 10 steps of
 * jax.jit(train_step, donate_argnums=(0, 1))), peak memory (XLA's
 * memory_analysis: arguments + outputs + temporaries - aliased), and the
 * kernels of XLA's optimized HLO (fusions + cuBLAS/cuDNN custom calls),
 * with the ratios predicted / measured. Goal per measured row: step time
 * and peak memory within 25%.
 *
 * Rows without measurements (measured_step_ms = 0) are predictions for the
 * other model families, made before any measurement: run them on an H100
 * with the same harness and fill in the figures.
 *
 * Each row is also simulated on examples/hw/h100-sxm-measured.json, the
 * profile tools/calibrate_gpu.py measured on that H100 (its microbenchmarks,
 * never these steps), printed beside.
 *
 * Printed as JSON, then as a Markdown table (the README's).
 *
 * usage: bench_sim_accel DIR (run from the repository root: DIR holds the
 * unpacked accel_*.mlir, bench/out). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/sim/report.h"
#include "../src/stablehlo/stablehlo.h"
#include "bench_util.h"

typedef struct {
  const char *name;           /* row name in h100.md */
  const char *file;           /* bench/data/accel_FILE.mlir.xz */
  double measured_step_ms;    /* 0: a prediction only */
  double measured_peak_gb;
  int xla_fusions, xla_library_calls;
  int xla_triton_gemms; /* of the library calls, Triton GEMM fusions (the rest cuBLAS/cuDNN) */
} row;

static const row rows[] = {
    /* ../shared/calibration/h100.md, measured 2026-11-26 on one H100 80GB HBM3 SXM, JAX 0.11.2, CUDA 13. */
    /* Kernels: h100.md counted 563 + 171 and 18 + 8 in an earlier
     * compile; here, as for the rows below, tools/measure_gpu.py's
     * kernel_counts of the optimized HLO in bench/data/h100/. */
    {"gpt_s_bf16", "gpt_s_bf16", 57.5, 19.3, 726, 243, 84},
    {"mlp_bf16", "mlp_bf16", 12.2, 2.8, 27, 11, 2},
    /* Added without a GPU as predictions; main at 16d5fd6 predicted
     * unet_f32 6.5 ms / 1.29 GB, gns_f32 25.8 ms / 4.76 GB, gpt_f32
     * 20.3 ms / 6.44 GB. Measured afterwards, 2026-11-26, on one H100 80GB
     * HBM3 SXM, JAX 0.11.2, with tools/measure_gpu.py (the same harness;
     * bench/data/h100/measured_2026-11-26.json, which also reproduced the
     * two rows above: 58.0 ms / 19.3 GB and 12.1 ms / 2.77 GB). Kernels
     * counted by its kernel_counts: fusions, then library calls (cuBLAS
     * custom calls + Triton GEMM fusions); counted so, the two rows above
     * have 726 + 243 and 27 + 11. */
    {"unet_f32", "unet_f32", 8.82, 1.30, 120, 53, 0},
    {"gns_f32", "gns_f32", 17.07, 3.80, 485, 136, 105},
    {"gpt_f32", "gpt_f32", 19.10, 6.04, 425, 123, 30},
};

typedef struct {
  double step_ms, peak_gb;
  uint32_t fusions, library, triton;
  double measured_profile_step_ms, measured_profile_peak_gb; /* on examples/hw/h100-sxm-measured.json */
  char flags[512];
} result;

/* The exporter's model and flags, from the file's first line (up to its
 * output path). */
static void first_line(const char *text, char *out, size_t cap) {
  const char *p = strstr(text, "export_models.py ");
  size_t n = 0;
  if (p) {
    p += strlen("export_models.py ");
    const char *nl = strchr(p, '\n'), *o = strstr(p, " -o ");
    const char *end = o && (!nl || o < nl) ? o : nl ? nl : p + strlen(p);
    n = (size_t)(end - p);
  }
  if (n >= cap) n = cap - 1;
  memcpy(out, p ? p : "", n);
  out[n] = '\0';
}

static int simulate(const char *dir, const row *r, const pt_hw *hw, const pt_hw *measured_hw, result *out) {
  char path[512];
  snprintf(path, sizeof path, "%s/accel_%s.mlir", dir, r->file);
  size_t len;
  char *text = bench_slurp(path, &len);
  if (!text) {
    fprintf(stderr, "bench_sim_accel: cannot read %s\n", path);
    return 1;
  }
  first_line(text, out->flags, sizeof out->flags);
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(path, text, len, &m);
  free(text);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  pt_mesh mesh;
  pt_partition p;
  bool inited = false;
  if (!s) s = pt_mesh_parse("batch=1", &mesh);
  if (!s) s = pt_partition_init(&p, m, pt_module_find_func(m, "main"), &mesh);
  inited = !s;
  pt_report rep;
  if (!s) s = pt_report_collect(&p, NULL, hw, &rep);
  if (!s) {
    out->step_ms = rep.time.step_seconds_overlap * 1e3;
    out->peak_gb = (double)rep.mem.peak_bytes / 1e9;
    out->fusions = rep.kernels_by_kind[PT_FUSION_LOOP] + rep.kernels_by_kind[PT_FUSION_REDUCTION];
    out->library = rep.kernels_by_kind[PT_FUSION_LIBRARY];
    for (uint32_t k = 0; k < rep.kernels.len; k++) out->triton += rep.kernels.data[k].prologue_ops > 0;
    pt_report_free(&rep);
    s = pt_report_collect(&p, NULL, measured_hw, &rep);
  }
  if (!s) {
    out->measured_profile_step_ms = rep.time.step_seconds_overlap * 1e3;
    out->measured_profile_peak_gb = (double)rep.mem.peak_bytes / 1e9;
    pt_report_free(&rep);
  }
  if (inited) pt_partition_free(&p);
  pt_module_free(m);
  if (s) {
    fprintf(stderr, "bench_sim_accel: %s: %s\n", path, pt_status_message(s));
    pt_status_free(s);
    return 1;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: bench_sim_accel DIR\n");
    return 2;
  }
  pt_hw hw, measured_hw;
  pt_status *s = pt_hw_load("h100-sxm", &hw);
  /* The profile tools/calibrate_gpu.py measured on the H100 of the rows. */
  if (!s) s = pt_hw_load("examples/hw/h100-sxm-measured.json", &measured_hw);
  if (s) {
    fprintf(stderr, "bench_sim_accel: %s\n", pt_status_message(s));
    pt_status_free(s);
    return 1;
  }
  enum { N = sizeof rows / sizeof rows[0] };
  result res[N];
  int rc = 0;
  uint32_t measured = 0, within = 0;
  printf("{\"bench\": \"simulate_accelerator\", \"hw\": \"h100-sxm\", \"goal\": \"step and peak memory within 25%% "
         "of measured\",\n  \"rows\": [\n");
  for (uint32_t i = 0; i < N; i++) {
    const row *r = &rows[i];
    memset(&res[i], 0, sizeof res[i]);
    if (simulate(argv[1], r, &hw, &measured_hw, &res[i])) {
      rc = 1;
      continue;
    }
    const result *o = &res[i];
    printf("    %s{\"row\": \"%s\", \"exporter_flags\": \"%s\", \"predicted_step_ms\": %.2f, \"predicted_peak_gb\": "
           "%.2f, \"predicted_fusions\": %u, \"predicted_library_calls\": %u, \"predicted_triton_gemms\": %u",
           i ? "," : "", r->name, o->flags, o->step_ms, o->peak_gb, o->fusions, o->library, o->triton);
    if (r->measured_step_ms > 0) {
      double rs = o->step_ms / r->measured_step_ms, rm = o->peak_gb / r->measured_peak_gb;
      bool ok = fabs(rs - 1) <= 0.25 && fabs(rm - 1) <= 0.25;
      measured++;
      within += ok;
      printf(", \"measured_step_ms\": %.1f, \"step_ratio\": %.2f, \"measured_peak_gb\": %.1f, \"peak_ratio\": %.2f, "
             "\"xla_fusions\": %d, \"xla_library_calls\": %d, \"xla_triton_gemms\": %d, \"within_25pct\": %s, "
             "\"on_measured_profile\": {\"step_ms\": %.2f, \"step_ratio\": %.2f, \"peak_gb\": %.2f, \"peak_ratio\": %.2f}}\n",
             r->measured_step_ms, rs, r->measured_peak_gb, rm, r->xla_fusions, r->xla_library_calls, r->xla_triton_gemms,
             ok ? "true" : "false", o->measured_profile_step_ms, o->measured_profile_step_ms / r->measured_step_ms,
             o->measured_profile_peak_gb, o->measured_profile_peak_gb / r->measured_peak_gb);
    } else {
      printf(", \"measured\": null}\n");
    }
  }
  printf("  ],\n  \"within_25pct\": \"%u of %u measured rows\"\n}\n\n", within, measured);
  printf("| row | predicted step | measured step | ratio | predicted peak | measured peak | ratio | kernels "
         "predicted: fusions + library calls (Triton GEMMs) | XLA's | step on h100-sxm-measured | ratio |\n"
         "|---|---|---|---|---|---|---|---|---|---|---|\n");
  for (uint32_t i = 0; i < N; i++) {
    const row *r = &rows[i];
    const result *o = &res[i];
    if (r->measured_step_ms > 0)
      printf("| %s | %.1f ms | %.1f ms | %.2f | %.1f GB | %.1f GB | %.2f | %u + %u (%u) | %d + %d (%d) | %.1f ms | %.2f |\n",
             r->name, o->step_ms, r->measured_step_ms, o->step_ms / r->measured_step_ms, o->peak_gb,
             r->measured_peak_gb, o->peak_gb / r->measured_peak_gb, o->fusions, o->library, o->triton, r->xla_fusions,
             r->xla_library_calls, r->xla_triton_gemms, o->measured_profile_step_ms,
             o->measured_profile_step_ms / r->measured_step_ms);
    else
      printf("| %s | %.1f ms | (not measured) | | %.2f GB | (not measured) | | %u + %u | |\n", r->name, o->step_ms,
             o->peak_gb, o->fusions, o->library);
  }
  return rc;
}
