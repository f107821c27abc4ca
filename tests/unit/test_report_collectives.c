/* test_report_collectives.c - the collectives each strategy puts into the
 * transformer example's training step (examples/transformer.mlir: 2
 * layers, 37 parameter tensors), counted from the lowered SPMD program the
 * per-tactic report tallies:
 *
 *   Megatron MP   per layer 2 all-reduces forward (attention output, MLP
 *                 output) and 2 backward (the input gradients of the
 *                 column-parallel qkv and w_in), on the model axis, nothing
 *                 else
 *   BP            one all-reduce per gradient on the batch axis (37, the
 *                 embedding table's too: its scatter-add makes partial sums
 *                 from the local tokens) plus the loss
 *   BP then Z3    no gradient all-reduce: gradients are reduce-scattered (37),
 *                 parameters all-gathered before their uses; only the scalar
 *                 loss is all-reduced
 *   BP+Z3 as one tactic  a different program: seeded together, the batch and
 *                 parameter tilings collide in the same propagation, so some
 *                 gradients are all-reduced and more bytes move
 *
 * plus the report's text and JSON forms, and that reporting leaves the
 * module unchanged. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/sim/report.h"
#include "test_partition_util.h"

static int checks, failures;

/* Applies `schedule` (JSON text) to the transformer on `mesh`, reports. */
static bool report_for(pt_module *m, const char *mesh_text, const char *schedule, bool cse, pt_partition *p,
                       pt_report *r) {
  pt_mesh mesh;
  CHECK(!pt_mesh_parse(mesh_text, &mesh));
  CHECK(!pt_partition_init(p, m, 0, &mesh));
  pt_status *s = pt_schedule_apply(p, schedule, strlen(schedule), "s.json", 0, NULL);
  if (s) {
    fprintf(stderr, "schedule: %s\n", pt_status_message(s));
    pt_status_free(s);
    failures++;
    pt_partition_free(p);
    return false;
  }
  pt_spmd_options o = {.cse = cse};
  s = pt_report_collect(p, &o, NULL, r);
  CHECK(s == NULL);
  if (s) {
    fprintf(stderr, "report: %s\n", pt_status_message(s));
    pt_status_free(s);
    pt_partition_free(p);
    return false;
  }
  return true;
}

/* Ops of `kind` over exactly the one axis `axis` (any reducer). */
static uint32_t count(const pt_partition *p, const pt_report *r, pt_coll_kind kind, const char *axis) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < r->colls.len; i++) {
    const pt_report_coll *c = &r->colls.data[i];
    if (c->kind == kind && c->n_axes == 1 && strcmp(p->mesh.names[c->axes[0]], axis) == 0) n += c->count;
  }
  return n;
}

static uint32_t total(const pt_report *r, pt_coll_kind kind) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < r->colls.len; i++) n += r->colls.data[i].kind == kind ? r->colls.data[i].count : 0;
  return n;
}

static uint64_t bytes(const pt_report *r) {
  uint64_t n = 0;
  for (uint32_t i = 0; i < r->colls.len; i++) n += r->colls.data[i].wire_bytes;
  return n;
}

static void test_megatron_has_two_all_reduces_forward_and_two_backward_per_layer(pt_module *m) {
  pt_partition p;
  pt_report r;
  if (!report_for(m, "model=2", "[{\"builtin\": \"MP\", \"axis\": \"model\"}]", true, &p, &r)) return;
  CHECK(count(&p, &r, PT_COLL_ALL_REDUCE, "model") == 2 * 4);
  CHECK(r.colls.len == 1); /* nothing but those all-reduces */
  pt_report_free(&r);
  pt_partition_free(&p);
  /* Without CSE the same partial value is reduced once per use: the
   * peephole-free, CSE-free program has more, never fewer. */
  if (!report_for(m, "model=2", "[{\"builtin\": \"MP\", \"axis\": \"model\"}]", false, &p, &r)) return;
  CHECK(count(&p, &r, PT_COLL_ALL_REDUCE, "model") > 2 * 4);
  pt_report_free(&r);
  pt_partition_free(&p);
}

static void test_bp_has_one_all_reduce_per_gradient(pt_module *m) {
  pt_partition p;
  pt_report r;
  if (!report_for(m, "batch=2", "[{\"builtin\": \"BP\", \"axis\": \"batch\"}]", true, &p, &r)) return;
  CHECK(count(&p, &r, PT_COLL_ALL_REDUCE, "batch") == 37 + 1);
  CHECK(total(&r, PT_COLL_ALL_GATHER) == 0);
  CHECK(total(&r, PT_COLL_REDUCE_SCATTER) == 0);
  CHECK(p.conflicts.len == 0);
  pt_report_free(&r);
  pt_partition_free(&p);
}

static void test_bp_then_z3_reduce_scatters_gradients_and_gathers_parameters(pt_module *m) {
  pt_partition p;
  pt_report r;
  const char *sched = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"Z3\", \"axis\": \"batch\"}]";
  if (!report_for(m, "batch=2", sched, true, &p, &r)) return;
  CHECK(count(&p, &r, PT_COLL_REDUCE_SCATTER, "batch") == 37);
  CHECK(count(&p, &r, PT_COLL_ALL_REDUCE, "batch") == 1); /* the loss, a scalar */
  uint32_t gathers = count(&p, &r, PT_COLL_ALL_GATHER, "batch");
  CHECK(gathers >= 37); /* every parameter gathered before its uses */
  /* The one all-reduce left is 4 bytes per device: the f32 loss. */
  for (uint32_t i = 0; i < r.colls.len; i++)
    if (r.colls.data[i].kind == PT_COLL_ALL_REDUCE) CHECK(r.colls.data[i].operand_bytes == 4);
  /* FSDP halves parameters and optimizer state per device (up to the
   * few bytes that cannot be split, such as Adam's scalar step count). */
  for (uint32_t i = 0; i < r.memory.len; i++)
    if (strcmp(r.memory.data[i].name, "params") == 0 || strcmp(r.memory.data[i].name, "opt_state") == 0) {
      CHECK(2 * r.memory.data[i].device_bytes >= r.memory.data[i].global_bytes);
      CHECK(2 * r.memory.data[i].device_bytes <= r.memory.data[i].global_bytes + 64);
    }
  uint64_t incremental = bytes(&r);
  pt_report_free(&r);
  pt_partition_free(&p);

  /* The same seeds in one tactic: a different, costlier program. */
  const char *one = "[{\"builtin\": [\"BP\", \"Z3\"], \"axis\": \"batch\"}]";
  if (!report_for(m, "batch=2", one, true, &p, &r)) return;
  CHECK(count(&p, &r, PT_COLL_ALL_REDUCE, "batch") > 1);
  CHECK(count(&p, &r, PT_COLL_REDUCE_SCATTER, "batch") < 37);
  CHECK(bytes(&r) > incremental);
  pt_report_free(&r);
  pt_partition_free(&p);
}

static void test_report_text_and_json_name_the_collectives(pt_module *m) {
  pt_partition p;
  pt_report r;
  const char *sched = "[{\"builtin\": \"BP\", \"axis\": \"batch\"}, {\"builtin\": \"MP\", \"axis\": \"model\"}]";
  uint32_t n_values = m->values.len, n_funcs = m->funcs.len, n_ops = m->ops.len;
  if (!report_for(m, "batch=2,model=2", sched, true, &p, &r)) return;
  CHECK(m->values.len == n_values && m->funcs.len == n_funcs && m->ops.len == n_ops); /* rolled back */
  pt_tactic_done t = {.index = 1, .label = "MP", .axis = 1, .n_seeds = 60, .n_decided = 692, .first_conflict = 1};
  pt_buf text = {0}, json = {0};
  pt_report_text(&p, &t, &r, 10, &text);
  pt_report_json(&p, &t, &r, UINT32_MAX, &json);
  CHECK(strstr(text.data, "tactic 1 (built-in MP) on 'model': 60 seeds, 692 propagated decisions") != NULL);
  CHECK(strstr(text.data, "all_reduce     {model} sum") != NULL);
  CHECK(strstr(text.data, "memory per device: params") != NULL);
  CHECK(strstr(json.data, "\"kind\":\"all_reduce\",\"axes\":[\"model\"],\"reducer\":\"sum\",\"count\":8") != NULL);
  CHECK(strstr(json.data, "\"memory\":{\"params\":{\"tensors\":37") != NULL);
  pt_buf_free(&text);
  pt_buf_free(&json);
  pt_report_free(&r);
  pt_partition_free(&p);
}

int main(void) {
  pt_module *m = t_load_file("examples/transformer.mlir");
  CHECK(m != NULL);
  if (m) {
    test_megatron_has_two_all_reduces_forward_and_two_backward_per_layer(m);
    test_bp_has_one_all_reduce_per_gradient(m);
    test_bp_then_z3_reduce_scatters_gradients_and_gathers_parameters(m);
    test_report_text_and_json_name_the_collectives(m);
    pt_module_free(m);
  }
  if (failures) {
    fprintf(stderr, "test_report_collectives: %d of %d checks failed\n", failures, checks);
    return 1;
  }
  printf("test_report_collectives: %d checks passed\n", checks);
  return 0;
}
