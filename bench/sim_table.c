/* sim_table.c - the table of the PartIR paper's kind: a GPT-style training
 * step on an 8x8 mesh (batch=8, model=8) of each given hardware profile,
 * under BP, BP+MP, BP+MP+Z2 and BP+MP+Z3, with the simulator's step time,
 * MFU, peak memory and collective bytes, each beside what a hand
 * calculation expects:
 *
 *   parameters + optimizer state per device  P/s_p + O/s_o, with s the
 *       number of devices a tensor is split over (1, 8 or 64)
 *   gradient all_reduce over batch (BP, BP+MP)   2(n-1)/n x gradient bytes
 *       per device, n = 8
 *   Megatron all_reduce over model (MP)   4 per layer (2 forward, 2
 *       backward) x 2(m-1)/m x (B/n) S D x 2 bytes (bf16 activations)
 *   Z2: gradients reduce-scattered, (n-1)/n x gradient bytes, and the
 *       updated parameters all-gathered, (n-1)/n x parameter bytes
 *   Z3: parameters all-gathered before use, (n-1)/n x parameter bytes, and
 *       gradients reduce-scattered, (n-1)/n x gradient bytes
 *   step time   at least the model FLOPs over all devices' peak
 *
 * usage: sim_table MODEL.mlir HW... (prints Markdown). The model's first
 * lines must hold the exporter's comment "batch=B d_model=D ... seq=S". */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../src/sim/report.h"
#include "../src/stablehlo/stablehlo.h"
#include "bench_util.h"

static long long header_int(const char *text, const char *key) {
  const char *p = strstr(text, key);
  return p ? atoll(p + strlen(key)) : 0;
}

static const char *const schedules[][2] = {
    {"BP", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]"},
    {"BP+MP", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}]"},
    {"BP+MP+Z2", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}, "
                 "{\"builtin\": \"Z2\", \"axis\": \"batch\"}]"},
    {"BP+MP+Z3", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}, "
                 "{\"builtin\": \"Z3\", \"axis\": \"batch\"}]"},
};

static double gb(double bytes) { return bytes / 1e9; }

/* Wire bytes per device of one kind over exactly one axis. */
static double coll_bytes(const pt_partition *p, const pt_report *r, pt_coll_kind kind, const char *axis) {
  double b = 0;
  for (uint32_t i = 0; i < r->colls.len; i++) {
    const pt_report_coll *c = &r->colls.data[i];
    if (c->kind == kind && c->n_axes == 1 && strcmp(p->mesh.names[c->axes[0]], axis) == 0) b += (double)c->wire_bytes;
  }
  return b / (double)r->n_devices;
}

/* Parameter and optimizer-state bytes, whole and with the tensors
 * Megatron splits (by their jax.arg_info suffix, as the MP built-in) cut
 * in 8. */
typedef struct {
  double params, opt, params_mp, opt_mp;
} split_bytes;

static split_bytes megatron_split(const pt_module *m) {
  static const char *const suffixes[] = {"['attn']['wq']", "['attn']['wk']", "['attn']['wv']", "['attn']['bq']",
                                         "['attn']['bk']", "['attn']['bv']", "['attn']['wo']", "['mlp']['w_in']",
                                         "['mlp']['b_in']", "['mlp']['w_out']"};
  split_bytes b = {0, 0, 0, 0};
  const pt_func *f = &m->funcs.data[pt_module_find_func(m, "main")];
  for (uint32_t i = 0; i < pt_func_n_args(m, f); i++) {
    const pt_attr *a = f->arg_attrs ? pt_attr_dict_get(m, f->arg_attrs[i], "jax.arg_info") : NULL;
    if (!a || a->kind != PT_ATTR_STRING) continue;
    char name[512];
    snprintf(name, sizeof name, "%.*s", (int)a->u.str.len, a->u.str.data);
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    double bytes = pt_dtype_size((pt_dtype)t->dtype);
    for (uint32_t d = 0; d < t->rank; d++) bytes *= (double)t->dims[d];
    bool meg = false;
    for (size_t k = 0; k < sizeof suffixes / sizeof suffixes[0]; k++) {
      size_t ls = strlen(name), lx = strlen(suffixes[k]);
      meg |= ls >= lx && strcmp(name + ls - lx, suffixes[k]) == 0;
    }
    if (strncmp(name, "params", 6) == 0) b.params += bytes, b.params_mp += meg ? bytes / 8 : bytes;
    if (strncmp(name, "opt_state", 9) == 0) b.opt += bytes, b.opt_mp += meg ? bytes / 8 : bytes;
  }
  return b;
}

static double group_bytes(const pt_report *r, const char *name, bool device) {
  for (uint32_t i = 0; i < r->memory.len; i++)
    if (strcmp(r->memory.data[i].name, name) == 0)
      return (double)(device ? r->memory.data[i].device_bytes : r->memory.data[i].global_bytes);
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: sim_table MODEL.mlir HW...\n");
    return 2;
  }
  size_t len;
  char *text = bench_slurp(argv[1], &len);
  if (!text) {
    fprintf(stderr, "sim_table: cannot read %s\n", argv[1]);
    return 1;
  }
  double B = (double)header_int(text, "batch="), D = (double)header_int(text, "d_model="),
         S = (double)header_int(text, "seq="), L = (double)header_int(text, "layers=");
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(argv[1], text, len, &m);
  free(text);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  const double n = 8, mm = 8;
  split_bytes split = s ? (split_bytes){0, 0, 0, 0} : megatron_split(m);
  printf("| hardware | schedule | step time (lower bound) | MFU | peak memory per device | params + optimizer per "
         "device (expected) | gradient / parameter collectives per device (expected) | Megatron all_reduce per "
         "device (expected) |\n|---|---|---|---|---|---|---|---|\n");
  for (int h = 2; h < argc && !s; h++) {
    pt_hw hw;
    s = pt_hw_load(argv[h], &hw);
    for (size_t k = 0; k < sizeof schedules / sizeof schedules[0] && !s; k++) {
      pt_mesh mesh;
      pt_partition p;
      s = pt_mesh_parse("batch=8,model=8", &mesh);
      if (!s) s = pt_partition_init(&p, m, pt_module_find_func(m, "main"), &mesh);
      if (s) break;
      s = pt_schedule_apply(&p, schedules[k][1], strlen(schedules[k][1]), schedules[k][0], 0, NULL);
      pt_report r;
      memset(&r, 0, sizeof r);
      pt_spmd_options opts = {.cse = true};
      if (!s) s = pt_report_collect(&p, &opts, &hw, &r);
      if (!s) {
        bool mp = k >= 1, z2 = k == 2, z3 = k == 3;
        double p_dev = group_bytes(&r, "params", true), o_dev = group_bytes(&r, "opt_state", true);
        double p_mp = mp ? split.params_mp : split.params, o_mp = mp ? split.opt_mp : split.opt;
        double exp_p = z3 ? p_mp / n : p_mp, exp_o = z2 || z3 ? o_mp / n : o_mp;
        double grad_sim = coll_bytes(&p, &r, PT_COLL_ALL_REDUCE, "batch") +
                          coll_bytes(&p, &r, PT_COLL_REDUCE_SCATTER, "batch") +
                          coll_bytes(&p, &r, PT_COLL_ALL_GATHER, "batch");
        double grad_exp = 2 * (n - 1) / n * p_mp; /* all_reduce, or reduce_scatter + all_gather */
        double meg_sim = coll_bytes(&p, &r, PT_COLL_ALL_REDUCE, "model");
        double meg_exp = mp ? 4 * L * 2 * (mm - 1) / mm * (B / n) * S * D * 2 : 0;
        double peak = hw.matmul_flops[PT_DTYPE_BF16] > 0 ? hw.matmul_flops[PT_DTYPE_BF16] : hw.matmul_flops[PT_DTYPE_F32];
        double bound = r.time.model_flops / (64 * peak);
        printf("| %s | %s | %.1f s (%.1f s) | %.1f%% | %.0f GB%s | %.1f GB (%.1f GB) | %.1f GB (%.1f GB) | %.0f GB "
               "(%.0f GB) |\n",
               hw.name, schedules[k][0], r.time.step_seconds_overlap, bound, 100 * r.time.mfu,
               gb((double)r.mem.peak_bytes), (double)r.mem.peak_bytes <= hw.hbm_capacity ? "" : " (does not fit)",
               gb(p_dev + o_dev), gb(exp_p + exp_o), gb(grad_sim), gb(grad_exp), gb(meg_sim), gb(meg_exp));
        fflush(stdout);
      }
      pt_report_free(&r);
      pt_partition_free(&p);
    }
  }
  if (s) {
    fprintf(stderr, "sim_table: %s\n", pt_status_message(s));
    pt_status_free(s);
  }
  pt_module_free(m);
  return s ? 1 : 0;
}
