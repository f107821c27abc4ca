/* hw_builtin.c - the built-in hardware profiles, with where each figure
 * comes from. examples/hw/NAME.json holds the same figures as JSON (a test
 * checks they agree field by field), so a user can copy one and edit it.
 *
 * Conventions used for every accelerator below:
 *   - FLOP/s are dense peaks (no 2:4 structured sparsity); NVIDIA quotes
 *     sparse figures first, the dense one is half of it.
 *   - The "f32" matmul rate is for dots computed to f32 accuracy
 *     (precision HIGHEST), which is what the reference interpreter (and so
 *     partir's correctness checks) computes. On NVIDIA that is the
 *     non-tensor-core FP32 rate (TF32 rounds the inputs to a 10-bit
 *     mantissa); on TPUs, whose MXUs multiply bf16, 6 bf16 passes, so bf16
 *     peak / 6. f32 dots at DEFAULT precision use `tf32_flops` (next
 *     point).
 *   - Element types not listed run at the f32 rate (sim.h).
 *   - Capacities are as the datasheets print them: NVIDIA's "40GB"/"80GB"
 *     read as decimal gigabytes (the devices have slightly more, so this
 *     errs on the safe side), Google's "32 GiB" as binary.
 *   - Link `bandwidth` is what ONE device can send at once on that level
 *     (and receive at the same time), i.e. unidirectional per device. The
 *     ring all-reduce time in cost.c is bytes / bandwidth, so a
 *     bidirectional total (NVIDIA's "600 GB/s NVLink") must be halved.
 *     On TPU tori a ring along one axis sends both ways round the torus
 *     (two links out of the device), so the ICI level gets 2x the one-way
 *     per-link figure; that assumes a wraparound axis (a full pod axis or a
 *     multiple of 4 on v4).
 *   - f32 contractions at DEFAULT (or HIGH) precision, which is what JAX
 *     emits unless asked for HIGHEST, run at `tf32_flops`: on A100 and
 *     H100 XLA runs them on TF32 tensor cores (the datasheets' TF32 rate);
 *     on TPUs DEFAULT is one bf16 pass, so the bf16 rate. Both from JAX's
 *     "Matmul precision" page (https://docs.jax.dev/en/latest/201/precision.html:
 *     by default float32 dot products are computed "bfloat16 on TPU, TF32
 *     on recent GPUs"); the H100 figure is confirmed by measurement (f32
 *     at DEFAULT ran at 327-391 TFLOP/s there, the FP32 peak is 67).
 *   - op_overhead (kernel launch / dispatch) and link latencies are not on
 *     datasheets: they are stated assumptions of typical measured orders of
 *     magnitude, marked ASSUMED below.
 *   - All accelerators fuse (`fusion`): XLA compiles for each of them.
 *     Achievable fractions of the peaks (matmul_efficiency, hbm_efficiency,
 *     matmul_half_dim, op_overhead) are measured only for h100-sxm
 *     (tools/calibrate_gpu.py on an H100, see there); the other profiles
 *     keep the datasheet peaks until someone runs it on one.
 */
#include <string.h>

#include "sim.h"

/* Shared with hw.c (there is no private header for the pair). */
bool pt_hw_builtin_profile(const char *name, pt_hw *out);

const char *const pt_hw_builtin_names[] = {"tpu-v3", "tpu-v4", "a100-40gb", "a100-80gb", "h100-sxm", "host", NULL};

#define TFLOPS 1e12
#define GIB (1024.0 * 1024.0 * 1024.0)

static const pt_hw builtin_profiles[] = {
    /* Google Cloud TPU v3, per chip (2 TensorCores, treated as one device).
     * Peak, HBM: https://cloud.google.com/tpu/docs/v3 (123 TFLOP/s bf16,
     * 32 GiB HBM2 at 900 GB/s). ICI: 4 links per chip in a 2D torus, 1e11
     * B/s per link one way; DCN about 2.5e10 B/s per host of 4 chips:
     * https://jax-ml.github.io/scaling-book/tpus/ ("How to Scale Your
     * Model", part 2). A v3 pod has 1024 chips on ICI. */
    {
        .name = "tpu-v3",
        .source = "https://cloud.google.com/tpu/docs/v3 (123 TFLOP/s bf16, 32 GiB HBM2, 900 GB/s); "
                  "ICI 1e11 B/s per link one way, DCN 2.5e10 B/s per 4-chip host: "
                  "https://jax-ml.github.io/scaling-book/tpus/",
        .matmul_flops = {[PT_DTYPE_BF16] = 123 * TFLOPS, [PT_DTYPE_F32] = 123 * TFLOPS / 6},
        .tf32_flops = 123 * TFLOPS, /* DEFAULT: one bf16 pass */
        .fusion = true,
        /* ASSUMED: VPU of 2 cores x (8 x 128) lanes x 2 ALUs at 940 MHz,
         * one f32 op per ALU per cycle (the scaling book gives 2048 ALUs
         * per core for v4; v3's clock is from Jouppi et al., CACM 2020). */
        .vector_flops = 2.0 * 2048 * 940e6,
        .hbm_bandwidth = 900e9,
        .hbm_capacity = 32 * GIB,
        .op_overhead = 1e-6, /* ASSUMED: XLA fuses and launches on-chip; ~1 us */
        .n_links = 2,
        .links = {{.name = "ici", .devices = 1024, .bandwidth = 2 * 1e11, .latency = 2e-6 /* ASSUMED */},
                  /* 2.5e10 B/s per host shared by its 4 chips */
                  {.name = "dcn", .devices = 0, .bandwidth = 2.5e10 / 4, .latency = 10e-6 /* ASSUMED */}},
        .algorithm = PT_COLL_ALGO_RING,
        .parallel_devices = 0,
    },
    /* Google Cloud TPU v4, per chip (2 TensorCores as one "megacore").
     * https://cloud.google.com/tpu/docs/v4: 275 TFLOP/s bf16, 32 GiB HBM2
     * at 1200 GB/s, pods of 4096 chips in a 3D torus (6 ICI links per
     * chip). ICI 4.5e10 B/s per link one way (scaling book, as above). */
    {
        .name = "tpu-v4",
        .source = "https://cloud.google.com/tpu/docs/v4 (275 TFLOP/s bf16, 32 GiB HBM2, 1200 GB/s); "
                  "ICI 4.5e10 B/s per link one way, DCN 2.5e10 B/s per 4-chip host: "
                  "https://jax-ml.github.io/scaling-book/tpus/",
        .matmul_flops = {[PT_DTYPE_BF16] = 275 * TFLOPS, [PT_DTYPE_F32] = 275 * TFLOPS / 6},
        .tf32_flops = 275 * TFLOPS, /* DEFAULT: one bf16 pass */
        .fusion = true,
        /* ASSUMED: 2 cores x 2048 VPU ALUs (scaling book, appendix C) at
         * 1050 MHz (Jouppi et al., ISCA 2023), one f32 op per ALU per cycle. */
        .vector_flops = 2.0 * 2048 * 1050e6,
        .hbm_bandwidth = 1200e9,
        .hbm_capacity = 32 * GIB,
        .op_overhead = 1e-6, /* ASSUMED */
        .n_links = 2,
        .links = {{.name = "ici", .devices = 4096, .bandwidth = 2 * 4.5e10, .latency = 2e-6 /* ASSUMED */},
                  {.name = "dcn", .devices = 0, .bandwidth = 2.5e10 / 4, .latency = 10e-6 /* ASSUMED */}},
        .algorithm = PT_COLL_ALGO_RING,
        .parallel_devices = 0,
    },
    /* NVIDIA A100 40GB SXM. NVIDIA A100 Tensor Core GPU datasheet
     * (nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf): FP64 Tensor
     * Core 19.5, FP32 19.5, TF32 156, BF16/FP16 312, INT8 624 TFLOP/s
     * (dense); 40GB HBM2 at 1,555 GB/s; NVLink 600 GB/s (bidirectional
     * total per GPU, so 300 GB/s each way) among the 8 GPUs of an HGX/DGX
     * node through NVSwitch. Across nodes: one InfiniBand HDR 200 Gb/s
     * adapter per GPU (DGX A100: 8 single-port ConnectX-6 for compute),
     * 25 GB/s each way. */
    {
        .name = "a100-40gb",
        .source = "NVIDIA A100 Tensor Core GPU datasheet (https://www.nvidia.com/content/dam/en-zz/Solutions/"
                  "Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf); "
                  "DGX A100: 1 InfiniBand HDR 200 Gb/s per GPU",
        .matmul_flops = {[PT_DTYPE_F64] = 19.5 * TFLOPS, [PT_DTYPE_F32] = 19.5 * TFLOPS,
                         [PT_DTYPE_F16] = 312 * TFLOPS, [PT_DTYPE_BF16] = 312 * TFLOPS,
                         [PT_DTYPE_I8] = 624 * TFLOPS, [PT_DTYPE_UI8] = 624 * TFLOPS},
        .tf32_flops = 156 * TFLOPS, /* datasheet: TF32 Tensor Core 156 (312 sparse) */
        .fusion = true,
        .vector_flops = 19.5 * TFLOPS, /* FP32 on the CUDA cores */
        .hbm_bandwidth = 1555e9,
        .hbm_capacity = 40e9,
        .op_overhead = 4e-6, /* ASSUMED: kernel launch, a few microseconds */
        .n_links = 2,
        .links = {{.name = "nvlink3", .devices = 8, .bandwidth = 600e9 / 2, .latency = 3e-6 /* ASSUMED */},
                  {.name = "infiniband-hdr", .devices = 0, .bandwidth = 200e9 / 8, .latency = 8e-6 /* ASSUMED */}},
        .algorithm = PT_COLL_ALGO_RING,
        .parallel_devices = 0,
    },
    /* NVIDIA A100 80GB SXM: the same datasheet; 80GB HBM2e at 2,039 GB/s,
     * everything else as the 40GB part. */
    {
        .name = "a100-80gb",
        .source = "NVIDIA A100 Tensor Core GPU datasheet (https://www.nvidia.com/content/dam/en-zz/Solutions/"
                  "Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf); "
                  "DGX A100: 1 InfiniBand HDR 200 Gb/s per GPU",
        .matmul_flops = {[PT_DTYPE_F64] = 19.5 * TFLOPS, [PT_DTYPE_F32] = 19.5 * TFLOPS,
                         [PT_DTYPE_F16] = 312 * TFLOPS, [PT_DTYPE_BF16] = 312 * TFLOPS,
                         [PT_DTYPE_I8] = 624 * TFLOPS, [PT_DTYPE_UI8] = 624 * TFLOPS},
        .tf32_flops = 156 * TFLOPS, /* datasheet: TF32 Tensor Core 156 (312 sparse) */
        .fusion = true,
        .vector_flops = 19.5 * TFLOPS,
        .hbm_bandwidth = 2039e9,
        .hbm_capacity = 80e9,
        .op_overhead = 4e-6, /* ASSUMED */
        .n_links = 2,
        .links = {{.name = "nvlink3", .devices = 8, .bandwidth = 600e9 / 2, .latency = 3e-6 /* ASSUMED */},
                  {.name = "infiniband-hdr", .devices = 0, .bandwidth = 200e9 / 8, .latency = 8e-6 /* ASSUMED */}},
        .algorithm = PT_COLL_ALGO_RING,
        .parallel_devices = 0,
    },
    /* NVIDIA H100 SXM5 80GB. NVIDIA H100 Tensor Core GPU datasheet
     * (https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet):
     * FP64 Tensor Core 67, FP32 67, TF32 989 sparse (494.5 dense), BF16/FP16
     * 1,979 sparse (989.5 dense), INT8 3,958 sparse (1,979 dense) TFLOP/s;
     * 80GB HBM3 at 3.35 TB/s; NVLink 900 GB/s (bidirectional total, 450 GB/s
     * each way) within the 8-GPU node. Across nodes: one InfiniBand NDR 400
     * Gb/s adapter per GPU (DGX H100), 50 GB/s each way. */
    {
        .name = "h100-sxm",
        .source = "NVIDIA H100 datasheet, SXM column "
                  "(https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet); "
                  "DGX H100: 1 InfiniBand NDR 400 Gb/s per GPU; efficiencies: tools/calibrate_gpu.py on an H100 "
                  "80GB HBM3, 2026-11-26",
        .matmul_flops = {[PT_DTYPE_F64] = 67 * TFLOPS, [PT_DTYPE_F32] = 67 * TFLOPS,
                         [PT_DTYPE_F16] = 1979 * TFLOPS / 2, [PT_DTYPE_BF16] = 1979 * TFLOPS / 2,
                         [PT_DTYPE_I8] = 3958 * TFLOPS / 2, [PT_DTYPE_UI8] = 3958 * TFLOPS / 2},
        .tf32_flops = 989 * TFLOPS / 2, /* datasheet: TF32 Tensor Core 989 sparse */
        .fusion = true,
        /* Measured by tools/calibrate_gpu.py on an H100 80GB HBM3 SXM,
         * 2026-11-26, two runs (bench/data/h100/calibrate_*.log): the best
         * n x n rate over the peak above (bf16 780-794 TFLOP/s, f16
         * 744-760, TF32 379-391, f32 HIGHEST 51.6), skinny products fitted
         * by half_dim 168, `v * 2` at 2.76-2.80 TB/s, 1.0-1.2 us per
         * kernel. Microbenchmarks only, never the training steps of
         * bench_sim_accel that check the model. */
        .matmul_efficiency = {[PT_DTYPE_BF16] = 0.79, [PT_DTYPE_F16] = 0.75, [PT_DTYPE_F32] = 0.77},
        .tf32_efficiency = 0.79,
        .matmul_half_dim = 168,
        .hbm_efficiency = 2.78 / 3.35,
        .vector_flops = 67 * TFLOPS,
        .hbm_bandwidth = 3.35e12,
        .hbm_capacity = 80e9,
        .op_overhead = 1.1e-6, /* measured, as above */
        .n_links = 2,
        .links = {{.name = "nvlink4", .devices = 8, .bandwidth = 900e9 / 2, .latency = 3e-6 /* ASSUMED */},
                  {.name = "infiniband-ndr", .devices = 0, .bandwidth = 400e9 / 8, .latency = 8e-6 /* ASSUMED */}},
        .algorithm = PT_COLL_ALGO_RING,
        .parallel_devices = 0,
    },
};

bool pt_hw_builtin_profile(const char *name, pt_hw *out) {
  for (size_t i = 0; i < PT_ARRAY_LEN(builtin_profiles); i++) {
    if (strcmp(builtin_profiles[i].name, name) == 0) {
      *out = builtin_profiles[i];
      return true;
    }
  }
  return false;
}
