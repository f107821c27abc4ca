/* test_spmd_combine.c - collective combining (src/spmd/combine.c) on the
 * example models' training steps under their built-in strategies:
 *
 *   - the combined program verifies, and every value is moved exactly once:
 *     per kind, the merged ops' parts add up to the ops of the program
 *     lowered without combining, and their bytes (operand, result, wire)
 *     add up to the same sums;
 *   - all_gathers and reduce_scatters (the Z3 parameters and gradients)
 *     become fewer ops;
 *   - no merged op holds more than the threshold: an explicit one, and the
 *     default (per kind, the largest op of the kind without combining);
 *   - run on the thread runtime, every device's outputs are bit-identical
 *     to the uncombined program's (combining moves the same elements and
 *     reduces each over the same devices in the same order), and the
 *     runtime counts one call per merged op and the predicted bytes;
 *   - the emitted module re-parses and verifies;
 *   - groups repeat with the model's layers: in the 2-layer transformer
 *     the layers' merged gathers and gradient reductions come in twins of
 *     the same flat type and as many parts (one group per layer, grouped
 *     the same way), which is what lets XLA compile one kernel per slice
 *     for every layer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/interp/interp.h"
#include "../../src/runtime/runtime.h"
#include "../../src/spmd/spmd.h"
#include "../../src/stablehlo/stablehlo.h"
#include "../../src/tactics/tactics.h"
#include "test_partition_util.h"
#include "../support/abort_alloc.h"

static int checks, failures;

typedef struct {
  uint64_t ops[PT_COLL_KIND_COUNT], parts[PT_COLL_KIND_COUNT];
  uint64_t operand[PT_COLL_KIND_COUNT], result[PT_COLL_KIND_COUNT], wire[PT_COLL_KIND_COUNT];
  uint64_t largest[PT_COLL_KIND_COUNT]; /* the largest op's larger side */
  uint64_t largest_merged;              /* the same, of ops with several parts */
} tally;

static void count(const pt_spmd_program *prog, tally *t) {
  memset(t, 0, sizeof *t);
  for (uint32_t i = 0; i < prog->collectives.len; i++) {
    const pt_spmd_collective *c = &prog->collectives.data[i];
    uint64_t held = c->operand_bytes > c->result_bytes ? c->operand_bytes : c->result_bytes;
    t->ops[c->kind]++;
    t->parts[c->kind] += c->n_parts;
    t->operand[c->kind] += c->operand_bytes;
    t->result[c->kind] += c->result_bytes;
    t->wire[c->kind] += c->wire_bytes;
    if (held > t->largest[c->kind]) t->largest[c->kind] = held;
    if (c->n_parts > 1 && held > t->largest_merged) t->largest_merged = held;
  }
}

/* Runs `prog` on the thread runtime with inputs from `seed`; *out gets the
 * outputs per device. */
static pt_status *run(const pt_partition *p, const pt_spmd_program *prog, uint64_t seed, pt_tensor ***out,
                      uint32_t *n_out, pt_runtime_stats *st) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n_args = pt_func_n_args(m, f);
  uint32_t n_dev = (uint32_t)pt_mesh_num_devices(&p->mesh);
  pt_tensor *global = pt_xcalloc(n_args + 1, sizeof *global);
  pt_status *s = NULL;
  for (uint32_t a = 0; a < n_args && !s; a++) {
    s = pt_tensor_alloc_type(&global[a], pt_value_type(m, pt_func_arg(m, f, a)));
    if (s) break;
    pt_tensor_fill_random(&global[a], seed * 0x100000001b3ull + a, PT_FILL_UNIFORM);
    /* Integer arguments are token ids and indices: small and positive. */
    if (pt_dtype_is_int((pt_dtype)global[a].dtype))
      for (uint64_t k = 0; k < pt_tensor_num_elements(&global[a]); k++)
        pt_tensor_set_i64(&global[a], k, pt_tensor_get_i64(&global[a], k) & 7);
  }
  pt_tensor **dev_in = pt_xcalloc(n_dev, sizeof *dev_in);
  for (uint32_t d = 0; d < n_dev; d++) dev_in[d] = pt_xcalloc(n_args + 1, sizeof **dev_in);
  for (uint32_t d = 0; d < n_dev && !s; d++)
    for (uint32_t a = 0; a < n_args && !s; a++)
      s = pt_runtime_scatter(&p->mesh, &prog->arg_layouts[a], &global[a], d, &dev_in[d][a]);
  if (!s) s = pt_runtime_run(prog->m, prog->func, &p->mesh, dev_in, n_args, NULL, out, n_out, st);
  for (uint32_t d = 0; d < n_dev; d++) {
    for (uint32_t a = 0; a < n_args; a++) pt_tensor_free(&dev_in[d][a]);
    free(dev_in[d]);
  }
  free(dev_in);
  for (uint32_t a = 0; a < n_args; a++) pt_tensor_free(&global[a]);
  free(global);
  return s;
}

/* Merged ops (2+ parts) of `kind` whose operand type and part count no
 * other merged op of the kind shares. */
static uint32_t merged_without_twin(const pt_spmd_program *prog, pt_coll_kind kind, uint32_t *n_merged) {
  const pt_module *m = prog->m;
  uint32_t alone = 0;
  *n_merged = 0;
  for (uint32_t i = 0; i < prog->collectives.len; i++) {
    const pt_spmd_collective *c = &prog->collectives.data[i];
    if (c->kind != kind || c->n_parts < 2) continue;
    ++*n_merged;
    uint32_t ti = m->values.data[pt_op_operand(m, pt_op_get(m, c->op), 0)].type;
    bool twin = false;
    for (uint32_t j = 0; j < prog->collectives.len && !twin; j++) {
      const pt_spmd_collective *d = &prog->collectives.data[j];
      twin = j != i && d->kind == kind && d->n_parts == c->n_parts &&
             m->values.data[pt_op_operand(m, pt_op_get(m, d->op), 0)].type == ti;
    }
    alone += !twin;
  }
  return alone;
}

/* The 2-layer transformer under BP+Z3: its layers' gathers and gradient
 * reductions are grouped per layer, the same way in both. */
static void check_repeats(void) {
  pt_module *m = t_load_file("examples/transformer.mlir");
  if (!m) {
    failures++;
    return;
  }
  pt_partition p;
  t_partition(&p, m, "batch=4");
  const char *sched = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"Z3\", \"axis\": \"batch\"}]";
  pt_status *s = pt_schedule_apply(&p, sched, strlen(sched), "s.json", 0, NULL);
  CHECK(s == NULL);
  pt_status_free(s);
  pt_spmd_options o = {.cse = true, .combine = true};
  pt_spmd_program b;
  t_ok(pt_spmd_lower(&p, "spmd", &o, &b), "lower with combine");
  pt_coll_kind kinds[2] = {PT_COLL_ALL_GATHER, PT_COLL_REDUCE_SCATTER};
  for (uint32_t k = 0; k < 2; k++) {
    uint32_t n_merged = 0, alone = merged_without_twin(&b, kinds[k], &n_merged);
    printf("  transformer batch=4 BP+Z3: %s merged ops %u, without a twin %u\n",
           kinds[k] == PT_COLL_ALL_GATHER ? "all_gather" : "reduce_scatter", n_merged, alone);
    CHECK(n_merged >= alone + 2); /* at least one pair of twins */
  }
  pt_spmd_program_free(&b);
  pt_partition_free(&p);
  pt_module_free(m);
}

static bool reparses(const pt_buf *text) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("emitted.mlir", text->data, text->len, &m);
  if (!s) s = pt_verify_module(m);
  if (s) fprintf(stderr, "emitted module: %s\n", pt_status_message(s));
  bool ok = s == NULL;
  pt_status_free(s);
  if (m) pt_module_free(m);
  return ok;
}

/* `schedule` on `model` over `mesh_text`: combined (threshold `bytes`, 0
 * the default) against not combined. */
static void check_model(const char *model, const char *mesh_text, const char *label, const char *schedule,
                        uint64_t bytes, bool copies, bool expect_fewer) {
  char path[256];
  snprintf(path, sizeof path, "examples/%s.mlir", model);
  pt_module *m = t_load_file(path);
  if (!m) {
    failures++;
    return;
  }
  pt_partition p;
  t_partition(&p, m, mesh_text);
  pt_status *s = pt_schedule_apply(&p, schedule, strlen(schedule), "s.json", 0, NULL);
  CHECK(s == NULL);
  if (s) fprintf(stderr, "%s: %s\n", model, pt_status_message(s));
  pt_status_free(s);
  pt_spmd_options plain = {.cse = true}, merged = {.cse = true, .combine = true, .combine_bytes = bytes,
                                                       .combine_copies = copies};
  pt_spmd_program a, b;
  t_ok(pt_spmd_lower(&p, "spmd", &plain, &a), "lower");
  t_ok(pt_spmd_lower(&p, "spmd", &merged, &b), "lower with combine");
  t_ok(pt_verify_module(b.m), "verify the combined program");
  tally ta, tb;
  count(&a, &ta);
  count(&b, &tb);
  for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) {
    CHECK(ta.ops[k] == ta.parts[k]); /* nothing merged without combine */
    CHECK(tb.parts[k] == ta.ops[k]);
    CHECK(tb.ops[k] <= ta.ops[k]);
    CHECK(tb.operand[k] == ta.operand[k] && tb.result[k] == ta.result[k] && tb.wire[k] == ta.wire[k]);
    uint64_t limit = bytes ? bytes : ta.largest[k];
    /* The largest merged op of this kind within its threshold. */
    for (uint32_t i = 0; i < b.collectives.len; i++) {
      const pt_spmd_collective *c = &b.collectives.data[i];
      uint64_t held = c->operand_bytes > c->result_bytes ? c->operand_bytes : c->result_bytes;
      if (c->kind == k && c->n_parts > 1) CHECK(held <= limit);
    }
  }
  if (expect_fewer) {
    CHECK(tb.ops[PT_COLL_ALL_GATHER] < ta.ops[PT_COLL_ALL_GATHER]);
    CHECK(tb.ops[PT_COLL_REDUCE_SCATTER] < ta.ops[PT_COLL_REDUCE_SCATTER]);
  }
  printf("  %s %s %s (threshold %llu%s): all_gather %llu -> %llu, reduce_scatter %llu -> %llu, all_reduce %llu -> %llu\n",
         model, mesh_text, label, (unsigned long long)bytes, copies ? ", copies" : "", (unsigned long long)ta.ops[PT_COLL_ALL_GATHER],
         (unsigned long long)tb.ops[PT_COLL_ALL_GATHER], (unsigned long long)ta.ops[PT_COLL_REDUCE_SCATTER],
         (unsigned long long)tb.ops[PT_COLL_REDUCE_SCATTER], (unsigned long long)ta.ops[PT_COLL_ALL_REDUCE],
         (unsigned long long)tb.ops[PT_COLL_ALL_REDUCE]);

  pt_buf text = {0};
  pt_spmd_print_module(b.m, &p.mesh, &b, "main", &text);
  CHECK(reparses(&text));
  pt_buf_free(&text);

  /* The same values on every device, bit for bit. */
  pt_tensor **oa = NULL, **ob = NULL;
  uint32_t na = 0, nb = 0;
  pt_runtime_stats sa, sb;
  memset(&sa, 0, sizeof sa);
  memset(&sb, 0, sizeof sb);
  t_ok(run(&p, &a, 7, &oa, &na, &sa), "run without combine");
  t_ok(run(&p, &b, 7, &ob, &nb, &sb), "run with combine");
  uint32_t n_dev = (uint32_t)pt_mesh_num_devices(&p.mesh);
  CHECK(oa && ob && na == nb);
  uint32_t differ = 0;
  for (uint32_t d = 0; oa && ob && d < n_dev; d++)
    for (uint32_t j = 0; j < na && j < nb; j++) differ += !pt_tensor_equal_bits(&oa[d][j], &ob[d][j]);
  CHECK(differ == 0);
  for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) {
    if (k == PT_COLL_ALL_SLICE) continue;
    CHECK(sa.calls[k] == ta.ops[k] && sb.calls[k] == tb.ops[k]);
    CHECK(sb.bytes[k] == tb.wire[k] && sa.bytes[k] == sb.bytes[k]);
  }
  if (oa) pt_runtime_outputs_free(oa, n_dev, na);
  if (ob) pt_runtime_outputs_free(ob, n_dev, nb);
  pt_runtime_stats_free(&sa);
  pt_runtime_stats_free(&sb);
  pt_spmd_program_free(&a);
  pt_spmd_program_free(&b);
  pt_partition_free(&p);
  pt_module_free(m);
}

static const char *const bp_mp_z3 =
    "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"},"
    " {\"builtin\": \"Z3\", \"axis\": \"batch\"}]";
static const char *const bp_z3 = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"Z3\", \"axis\": \"batch\"}]";

int main(void) {
  /* The default threshold (the largest op of each kind). */
  check_model("transformer", "batch=2,model=2", "BP+MP+Z3", bp_mp_z3, 0, false, true);
  check_model("transformer", "batch=4", "BP+Z3", bp_z3, 0, false, true);
  check_model("mlp", "batch=2,model=2", "BP+MP+Z3", bp_mp_z3, 0, false, true);
  check_model("unet", "batch=2,model=2", "BP+MP+Z3", bp_mp_z3, 0, false, false);
  /* Small thresholds: groups close early, several merged ops per kind. */
  check_model("transformer", "batch=4", "BP+Z3", bp_z3, 4096, false, true);
  /* With copies: transposed rows and all_reduces merge too. */
  check_model("transformer", "batch=2,model=2", "BP+MP+Z3", bp_mp_z3, 0, true, true);
  check_model("transformer", "batch=2,model=2", "BP+MP+Z3", bp_mp_z3, 65536, true, true);
  check_model("mlp", "batch=2,model=2", "BP", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]", 0, true, false);
  check_model("unet", "batch=2,model=2", "BP+MP+Z3", bp_mp_z3, 0, true, false);
  check_repeats();
  return t_finish("test_spmd_combine");
}
