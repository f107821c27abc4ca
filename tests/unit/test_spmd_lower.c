/* test_spmd_lower.c - the SPMD lowering (src/spmd/lower.c, convert.c):
 * small hand-written functions are partitioned, lowered to one device's
 * program, verified, and the collectives it needs are checked (kinds,
 * counts, axes, replica groups, bytes), with and without peepholes and
 * CSE; then the bundled examples under the bundled schedules must lower
 * to programs that verify. Every lowered program is also run on all
 * devices by the thread runtime and compared with the reference
 * interpreter on the original function, and where each collective runs
 * once, the bytes the runtime counts must equal the program's wire
 * bytes. Some states are set by hand (decide_tiled/decide_partial): a
 * value decided apart from what flows into it through an if's edge is
 * how the conversions to tiled and to partial layouts are reached. */
#include <dirent.h>
#include <time.h>

#include "../../src/runtime/runtime.h"
#include "../../src/spmd/spmd.h"
#include "../../src/tactics/tactics.h"
#include "test_partition_util.h"
#include "../support/abort_alloc.h"

static const char *MATMUL_TEXT =
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>) -> tensor<8x4xf32> {\n"
    "  %r = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
    "tensor<16x4xf32>) -> tensor<8x4xf32>\n"
    "  return %r : tensor<8x4xf32>\n"
    "}\n";

/* The if's result is decided apart from what its branch returns, so the
 * branch must convert: the tests below decide both ends. */
static const char *IF_MATMUL_TEXT =
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<i1>) -> tensor<8x4xf32> {\n"
    "  %r = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
    "tensor<16x4xf32>) -> tensor<8x4xf32>\n"
    "  %o = \"stablehlo.if\"(%arg2) ({\n"
    "    stablehlo.return %r : tensor<8x4xf32>\n"
    "  }, {\n"
    "    stablehlo.return %r : tensor<8x4xf32>\n"
    "  }) : (tensor<i1>) -> tensor<8x4xf32>\n"
    "  return %o : tensor<8x4xf32>\n"
    "}\n";

static const char *IF_TRANSPOSE_TEXT =
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<i1>) -> tensor<8x16xf32> {\n"
    "  %o = \"stablehlo.if\"(%arg1) ({\n"
    "    stablehlo.return %arg0 : tensor<8x16xf32>\n"
    "  }, {\n"
    "    %n = stablehlo.negate %arg0 : tensor<8x16xf32>\n"
    "    stablehlo.return %n : tensor<8x16xf32>\n"
    "  }) : (tensor<i1>) -> tensor<8x16xf32>\n"
    "  return %o : tensor<8x16xf32>\n"
    "}\n";

static const char *WHILE_TEXT =
    "func.func @main(%arg0: tensor<8x8xf32>, %arg1: tensor<i32>) -> tensor<8x8xf32> {\n"
    "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
    "  %w:2 = stablehlo.while(%it = %arg0, %i = %c0) : tensor<8x8xf32>, tensor<i32>\n"
    "  cond {\n"
    "    %lt = stablehlo.compare LT, %i, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
    "    stablehlo.return %lt : tensor<i1>\n"
    "  } do {\n"
    "    %y = stablehlo.multiply %it, %it : tensor<8x8xf32>\n"
    "    %s = stablehlo.reduce(%y init: %c0f) applies stablehlo.add across dimensions = [1] : "
    "(tensor<8x8xf32>, tensor<f32>) -> tensor<8xf32>\n"
    "    %sb = stablehlo.broadcast_in_dim %s, dims = [0] : (tensor<8xf32>) -> tensor<8x8xf32>\n"
    "    %z = stablehlo.add %y, %sb : tensor<8x8xf32>\n"
    "    %one = stablehlo.constant dense<1> : tensor<i32>\n"
    "    %i1 = stablehlo.add %i, %one : tensor<i32>\n"
    "    stablehlo.return %z, %i1 : tensor<8x8xf32>, tensor<i32>\n"
    "  }\n"
    "  %out = stablehlo.negate %w#0 : tensor<8x8xf32>\n"
    "  return %out : tensor<8x8xf32>\n"
    "}\n";

/* Sets a decision directly: builds states the actions cannot (a value
 * decided apart from what flows into it through a data-flow edge). */
static void decide_tiled(pt_partition *p, uint32_t v, uint32_t axis, int8_t dim) {
  pt_decision *d = &p->d[(size_t)axis * p->n_values + v];
  memset(d, 0, sizeof *d);
  d->kind = PT_DECISION_TILED;
  d->dim = dim;
  d->seq = p->next_seq++;
  d->via_op = PT_NONE;
  d->from = PT_NONE;
}

static void decide_partial(pt_partition *p, uint32_t v, uint32_t axis, pt_reducer r) {
  pt_decision *d = &p->d[(size_t)axis * p->n_values + v];
  memset(d, 0, sizeof *d);
  d->kind = PT_DECISION_PARTIAL;
  d->dim = -1;
  d->reducer = (uint8_t)r;
  d->seq = p->next_seq++;
  d->via_op = PT_NONE;
  d->from = PT_NONE;
}

static uint32_t axis_of(const pt_partition *p, const char *name) { return (uint32_t)pt_mesh_axis(&p->mesh, name); }


static uint32_t count_ops(const pt_module *m, uint32_t region, pt_opcode code);

/* Runs the original function on seeded inputs with the reference
 * interpreter and the SPMD function on every device with the thread
 * runtime (inputs cut by the argument layouts); every device's outputs
 * must match its chunk of the reference. Where every collective runs
 * exactly once (no loops, no branches), the bytes the runtime counts must
 * be the program's wire bytes. */
static void run_and_compare(const pt_partition *p, const pt_spmd_program *prog, const char *what) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n = pt_func_n_args(m, f);
  int64_t n_dev = pt_mesh_num_devices(&p->mesh);
  pt_tensor *in = pt_xcalloc(n + 1, sizeof *in);
  pt_tensor **dev_in = pt_xcalloc((size_t)n_dev, sizeof *dev_in);
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    t_ok(pt_tensor_alloc_type(&in[i], t), "alloc input");
    pt_tensor_fill_random(&in[i], 11 + i, PT_FILL_UNIFORM);
    /* Scalar integers are loop bounds: a few iterations. */
    if (t->rank == 0 && pt_dtype_is_int((pt_dtype)t->dtype)) pt_tensor_set_i64(&in[i], 0, 3);
  }
  for (int64_t d = 0; d < n_dev; d++) {
    dev_in[d] = pt_xcalloc(n + 1, sizeof *dev_in[d]);
    for (uint32_t i = 0; i < n; i++) t_ok(pt_runtime_scatter(&p->mesh, &prog->arg_layouts[i], &in[i], d, &dev_in[d][i]), "scatter");
  }
  pt_tensor *ref = NULL, **outs = NULL;
  uint32_t n_ref = 0, n_out = 0;
  pt_runtime_stats stats;
  memset(&stats, 0, sizeof stats);
  pt_status *s = pt_interp_run(m, p->func, in, n, NULL, &ref, &n_ref, NULL);
  if (!s) s = pt_runtime_run(prog->m, prog->func, &p->mesh, (pt_tensor *const *)dev_in, n, NULL, &outs, &n_out, &stats);
  checks++;
  if (s) {
    fprintf(stderr, "%s: run failed: %s\n", what, pt_status_message(s));
    pt_status_free(s);
    failures++;
  } else {
    CHECK(n_out == n_ref);
    pt_tensor **got = pt_xcalloc((size_t)n_dev, sizeof *got);
    for (uint32_t j = 0; j < n_ref && j < n_out; j++) {
      for (int64_t d = 0; d < n_dev; d++) got[d] = &outs[d][j];
      pt_runtime_diff diff;
      t_ok(pt_runtime_compare(&p->mesh, &prog->result_layouts[j], &ref[j], got, &diff), "compare");
      checks++;
      if (!diff.within) {
        fprintf(stderr, "%s: output %u differs: max abs %g at device %lld index %lld (%llu mismatches)\n", what, j,
                diff.max_abs, (long long)diff.worst_device, (long long)diff.worst_index,
                (unsigned long long)diff.n_mismatch);
        failures++;
      }
    }
    free(got);
    bool once = count_ops(prog->m, prog->m->funcs.data[prog->func].body, PT_OP_IF) == 0 &&
                count_ops(prog->m, prog->m->funcs.data[prog->func].body, PT_OP_CASE) == 0;
    for (uint32_t i = 0; i < prog->collectives.len; i++) once &= prog->collectives.data[i].loop_depth == 0;
    if (once) {
      uint64_t want[PT_COLL_KIND_COUNT] = {0};
      for (uint32_t i = 0; i < prog->collectives.len; i++) want[prog->collectives.data[i].kind] += prog->collectives.data[i].wire_bytes;
      for (int k = 0; k < PT_COLL_KIND_COUNT; k++) {
        checks++;
        if (stats.bytes[k] != want[k]) {
          fprintf(stderr, "%s: %s moved %llu bytes, the program says %llu\n", what, pt_coll_kind_name((pt_coll_kind)k),
                  (unsigned long long)stats.bytes[k], (unsigned long long)want[k]);
          failures++;
        }
      }
    }
    pt_runtime_outputs_free(outs, (uint32_t)n_dev, n_out);
    pt_runtime_stats_free(&stats);
  }
  if (ref) pt_interp_outputs_free(ref, n_ref);
  for (int64_t d = 0; d < n_dev; d++) {
    for (uint32_t i = 0; i < n; i++) pt_tensor_free(&dev_in[d][i]);
    free(dev_in[d]);
  }
  free(dev_in);
  for (uint32_t i = 0; i < n; i++) pt_tensor_free(&in[i]);
  free(in);
}

/* Lowers to @name, checks the program verifies; false on failure. */
static bool lower_and_maybe_run(const pt_partition *p, const char *name, bool peepholes, bool cse, bool run,
                                pt_spmd_program *prog) {
  pt_spmd_options o = {.cse = cse, .no_peepholes = !peepholes};
  pt_status *s = pt_spmd_lower(p, name, &o, prog);
  checks++;
  if (s) {
    fprintf(stderr, "lower @%s: %s\n", name, pt_status_message(s));
    pt_status_free(s);
    failures++;
    return false;
  }
  s = pt_verify_module(prog->m);
  checks++;
  if (s) {
    fprintf(stderr, "verify after lowering @%s: %s\n", name, pt_status_message(s));
    pt_status_free(s);
    failures++;
    pt_buf b = {0};
    pt_print_module(prog->m, &b, false);
    fprintf(stderr, "%s\n", b.data);
    pt_buf_free(&b);
    return false;
  }
  if (run) run_and_compare(p, prog, name);
  return true;
}

static bool lower(const pt_partition *p, const char *name, bool peepholes, bool cse, pt_spmd_program *prog) {
  return lower_and_maybe_run(p, name, peepholes, cse, true, prog);
}

static uint32_t count(const pt_spmd_program *prog, pt_coll_kind k) {
  uint32_t n = 0;
  for (uint32_t i = 0; i < prog->collectives.len; i++) n += prog->collectives.data[i].kind == k;
  return n;
}

static const pt_spmd_collective *first(const pt_spmd_program *prog, pt_coll_kind k) {
  for (uint32_t i = 0; i < prog->collectives.len; i++)
    if (prog->collectives.data[i].kind == k) return &prog->collectives.data[i];
  return NULL;
}

/* Number of ops with opcode `code` in function `func` (nested ones too). */
static uint32_t count_ops(const pt_module *m, uint32_t region, pt_opcode code) {
  const pt_region *r = &m->regions.data[region];
  uint32_t n = 0;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    n += op->code == code;
    for (uint32_t k = 0; k < op->n_regions; k++) n += count_ops(m, pt_op_region(m, op, k), code);
  }
  return n;
}

static uint32_t func_ops(const pt_module *m, uint32_t func, pt_opcode code) {
  return count_ops(m, m->funcs.data[func].body, code);
}

/* Whether the printed module contains `needle`. */
static bool printed_contains(const pt_module *m, const char *needle) {
  pt_buf b = {0};
  pt_print_module(m, &b, false);
  bool found = b.data && strstr(b.data, needle) != NULL;
  if (!found) fprintf(stderr, "not found in the printed module: %s\n", needle);
  pt_buf_free(&b);
  return found;
}

/* (a) x tiled on its contracting dim, w on its: the product is partial on
 * m; returned whole, it takes exactly one all_reduce over m. */
static void test_partial_result_all_reduced(void) {
  pt_module *m = t_load(MATMUL_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "m=2");
  uint32_t a = axis_of(&p, "m");
  t_ok(pt_action_tile(&p, t_val(m, MATMUL_TEXT, "%arg0"), 1, a, 0), "tile x");
  t_ok(pt_action_tile(&p, t_val(m, MATMUL_TEXT, "%arg1"), 0, a, 0), "tile w");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate");
  CHECK_STR(t_dec(&p, t_val(m, MATMUL_TEXT, "%r"), a), "partial<sum>");
  pt_spmd_program prog;
  if (lower(&p, "spmd", true, false, &prog)) {
    CHECK(prog.collectives.len == 1);
    CHECK(count(&prog, PT_COLL_ALL_REDUCE) == 1);
    const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_REDUCE);
    CHECK(c && c->n_axes == 1 && c->axes[0] == a && c->reducer == PT_REDUCER_ADD);
    /* 8x4 f32 = 32 elements, one group of 2: 2 (n-1) E elements. */
    CHECK(c && c->operand_bytes == 128 && c->wire_bytes == 2 * 1 * 32 * 4);
    CHECK(func_ops(prog.m, prog.func, PT_OP_ALL_REDUCE) == 1);
    CHECK(pt_layout_is_whole(&p.mesh, &prog.result_layouts[0]));
    CHECK(prog.arg_layouts[0].kind[a] == PT_LAYOUT_TILED && prog.arg_layouts[0].dim[a] == 1);
    CHECK(prog.next_channel == 2);
    CHECK(printed_contains(prog.m, "replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>"));
    CHECK(printed_contains(prog.m, "stablehlo.partition_id"));
    CHECK(printed_contains(prog.m, "tensor<8x8xf32>"));
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

/* (b) batch parallelism: x tiled on its batch dim, w whole: no
 * communication, the result comes out tiled. */
static void test_batch_parallel_needs_no_collectives(void) {
  pt_module *m = t_load(MATMUL_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "m=2");
  uint32_t a = axis_of(&p, "m");
  t_ok(pt_action_tile(&p, t_val(m, MATMUL_TEXT, "%arg0"), 0, a, 0), "tile x");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate");
  pt_spmd_program prog;
  if (lower(&p, "spmd", true, true, &prog)) {
    CHECK(prog.collectives.len == 0);
    CHECK(prog.result_layouts[0].kind[a] == PT_LAYOUT_TILED && prog.result_layouts[0].dim[a] == 0);
    CHECK(func_ops(prog.m, prog.func, PT_OP_ALL_REDUCE) + func_ops(prog.m, prog.func, PT_OP_ALL_GATHER) == 0);
    CHECK(printed_contains(prog.m, "-> tensor<4x4xf32>"));
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

/* A partial product returned by an if whose result is tiled on m. */
static void partial_if_state(pt_partition *p, pt_module *m) {
  t_partition(p, m, "m=2");
  uint32_t a = axis_of(p, "m");
  t_ok(pt_action_tile(p, t_val(m, IF_MATMUL_TEXT, "%arg0"), 1, a, 0), "tile x");
  t_ok(pt_action_tile(p, t_val(m, IF_MATMUL_TEXT, "%arg1"), 0, a, 0), "tile w");
  t_ok(pt_propagate(p, a, 0, 0), "propagate");
  decide_tiled(p, t_val(m, IF_MATMUL_TEXT, "%o"), a, 0);
}

/* (c) partial -> tiled: one reduce_scatter with peepholes; all_reduce
 * then a local dynamic_slice without. */
static void test_partial_to_tiled_is_reduce_scatter(void) {
  pt_module *m = t_load(IF_MATMUL_TEXT);
  if (!m) return;
  pt_partition p;
  partial_if_state(&p, m);
  uint32_t a = axis_of(&p, "m");
  CHECK_STR(t_dec(&p, t_val(m, IF_MATMUL_TEXT, "%r"), a), "partial<sum>");
  pt_spmd_program prog;
  if (lower(&p, "fused", true, false, &prog)) {
    /* Each branch converts what it returns. */
    CHECK(count(&prog, PT_COLL_REDUCE_SCATTER) == 2);
    CHECK(prog.collectives.len == 2);
    const pt_spmd_collective *c = first(&prog, PT_COLL_REDUCE_SCATTER);
    /* Local result 4x4 f32 = 64 bytes; (n-1) * 64 per device, 2 devices. */
    CHECK(c && c->dim == 0 && c->result_bytes == 64 && c->operand_bytes == 128 && c->wire_bytes == 128);
    CHECK(func_ops(prog.m, prog.func, PT_OP_REDUCE_SCATTER) == 2);
    CHECK(func_ops(prog.m, prog.func, PT_OP_DYNAMIC_SLICE) == 0);
    CHECK(prog.result_layouts[0].kind[a] == PT_LAYOUT_TILED);
    pt_spmd_program_free(&prog);
  }
  if (lower(&p, "unfused", false, false, &prog)) {
    CHECK(count(&prog, PT_COLL_ALL_REDUCE) == 2);
    CHECK(count(&prog, PT_COLL_ALL_SLICE) == 2);
    CHECK(count(&prog, PT_COLL_REDUCE_SCATTER) == 0);
    const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_SLICE);
    CHECK(c && c->wire_bytes == 0 && c->dim == 0);
    CHECK(func_ops(prog.m, prog.func, PT_OP_DYNAMIC_SLICE) == 2);
    CHECK(func_ops(prog.m, prog.func, PT_OP_REDUCE_SCATTER) == 0);
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

/* (d) a value tiled on dim 0 returned where dim 1 tiling is decided:
 * all_to_all with peepholes, all_gather + dynamic_slice without. */
static void test_retiling_is_all_to_all(void) {
  pt_module *m = t_load(IF_TRANSPOSE_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "m=2");
  uint32_t a = axis_of(&p, "m");
  uint32_t x = t_val(m, IF_TRANSPOSE_TEXT, "%arg0"), o = t_val(m, IF_TRANSPOSE_TEXT, "%o");
  t_ok(pt_action_tile(&p, o, 1, a, 0), "tile o");
  t_ok(pt_action_tile(&p, x, 0, a, 0), "tile x");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate");
  CHECK_STR(t_dec(&p, o, a), "tiled<1>");
  CHECK_STR(t_dec(&p, x, a), "tiled<0>");
  pt_spmd_program prog;
  if (lower(&p, "fused", true, true, &prog)) {
    /* Branch 1 returns x re-tiled; branch 2 negates x whole (the negate
     * is a conflict: its result is decided by both ends) and slices. */
    CHECK(count(&prog, PT_COLL_ALL_TO_ALL) == 1);
    CHECK(count(&prog, PT_COLL_ALL_GATHER) == 1);
    CHECK(count(&prog, PT_COLL_ALL_SLICE) == 1);
    const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_TO_ALL);
    /* Operand 4x16 f32 = 256 bytes: (n-1)/n of it per device, 2 devices. */
    CHECK(c && c->dim == 1 && c->dim2 == 0 && c->operand_bytes == 256 && c->wire_bytes == 256);
    CHECK(func_ops(prog.m, prog.func, PT_OP_ALL_TO_ALL) == count(&prog, PT_COLL_ALL_TO_ALL));
    pt_spmd_program_free(&prog);
  }
  if (lower(&p, "unfused", false, true, &prog)) {
    CHECK(count(&prog, PT_COLL_ALL_TO_ALL) == 0);
    CHECK(count(&prog, PT_COLL_ALL_GATHER) == 2);
    CHECK(count(&prog, PT_COLL_ALL_SLICE) == 2);
    const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_GATHER);
    /* (n-1) * 256 bytes per device, 2 devices. */
    CHECK(c && c->dim == 0 && c->operand_bytes == 256 && c->result_bytes == 512 && c->wire_bytes == 512);
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

/* Whole -> partial: the devices off coordinate 0 hold the reducer's
 * identity (sum: zeros, mul: ones), so the all_reduce that returns the
 * value whole gives it back exactly; max needs no mask. */
static void test_whole_to_partial_masks(void) {
  static const pt_reducer reducers[] = {PT_REDUCER_ADD, PT_REDUCER_MUL, PT_REDUCER_MAX};
  for (size_t r = 0; r < sizeof reducers / sizeof reducers[0]; r++) {
    pt_module *m = t_load(IF_TRANSPOSE_TEXT);
    if (!m) return;
    pt_partition p;
    t_partition(&p, m, "m=2,k=2");
    uint32_t a = axis_of(&p, "m"), k = axis_of(&p, "k");
    decide_partial(&p, t_val(m, IF_TRANSPOSE_TEXT, "%o"), a, reducers[r]);
    decide_partial(&p, t_val(m, IF_TRANSPOSE_TEXT, "%o"), k, reducers[r]);
    pt_spmd_program prog;
    if (lower(&p, "spmd", true, true, &prog)) {
      CHECK(prog.collectives.len == 1 && count(&prog, PT_COLL_ALL_REDUCE) == 1);
      const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_REDUCE);
      CHECK(c && c->reducer == reducers[r] && c->n_axes == 2);
      /* One select per branch for sum and mul, none for max. */
      CHECK(func_ops(prog.m, prog.func, PT_OP_SELECT) == (reducers[r] == PT_REDUCER_MAX ? 0u : 2u));
      pt_spmd_program_free(&prog);
    }
    pt_partition_free(&p);
    pt_module_free(m);
  }
}

/* With CSE, two uses needing the same conversion share it; without, each
 * converts. Conversions inside a branch are not reused after it. */
static void test_cse_shares_conversions_in_scope(void) {
  const char *fixed =
      "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x4xf32>, %arg2: tensor<i1>) -> (tensor<8x4xf32>, "
      "tensor<8x4xf32>, tensor<8x4xf32>) {\n"
      "  %r = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "
      "tensor<16x4xf32>) -> tensor<8x4xf32>\n"
      "  %o = \"stablehlo.if\"(%arg2) ({\n"
      "    %e = stablehlo.exponential %r : tensor<8x4xf32>\n"
      "    stablehlo.return %e : tensor<8x4xf32>\n"
      "  }, {\n"
      "    %f = stablehlo.negate %r : tensor<8x4xf32>\n"
      "    stablehlo.return %f : tensor<8x4xf32>\n"
      "  }) : (tensor<i1>) -> tensor<8x4xf32>\n"
      "  %a = stablehlo.tanh %r : tensor<8x4xf32>\n"
      "  %b = stablehlo.exponential %r : tensor<8x4xf32>\n"
      "  return %a, %b, %o : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>\n"
      "}\n";
  pt_module *m = t_load(fixed);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "m=2");
  uint32_t a = axis_of(&p, "m");
  t_ok(pt_action_tile(&p, t_val(m, fixed, "%arg0"), 1, a, 0), "tile x");
  t_ok(pt_action_tile(&p, t_val(m, fixed, "%arg1"), 0, a, 0), "tile w");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate");
  pt_spmd_program prog;
  if (lower(&p, "with_cse", true, true, &prog)) {
    /* One in each branch (not visible outside), one for tanh reused by exp. */
    CHECK(count(&prog, PT_COLL_ALL_REDUCE) == 3);
    pt_spmd_program_free(&prog);
  }
  if (lower(&p, "without_cse", true, false, &prog)) {
    CHECK(count(&prog, PT_COLL_ALL_REDUCE) == 4);
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

/* States the partitioner cannot make fail cleanly: a chunk that does not
 * divide. A name already taken is refused. */
static void test_lowering_errors(void) {
  pt_module *m = t_load(MATMUL_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "m=3");
  decide_tiled(&p, t_val(m, MATMUL_TEXT, "%arg0"), 0, 0);
  pt_spmd_program prog;
  pt_status *s = pt_spmd_lower(&p, "bad", NULL, &prog);
  CHECK(s && pt_status_code(s) == PT_ERR_INTERNAL);
  CHECK(strstr(t_err(s), "cannot be cut into 3 exact chunks") != NULL);
  s = pt_spmd_lower(&p, "main", NULL, &prog);
  CHECK(s && pt_status_code(s) == PT_ERR_INVALID_ARG);
  t_err(s);
  pt_partition_free(&p);
  pt_module_free(m);
}

/* (e) groups over one axis of a 2x2 mesh, then over both. */
static void test_replica_groups_on_two_axes(void) {
  pt_module *m = t_load(MATMUL_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "a=2,b=2");
  uint32_t a = axis_of(&p, "a"), b = axis_of(&p, "b");
  uint32_t x = t_val(m, MATMUL_TEXT, "%arg0"), w = t_val(m, MATMUL_TEXT, "%arg1");
  t_ok(pt_action_tile(&p, x, 1, a, 0), "tile x on a");
  t_ok(pt_action_tile(&p, w, 0, a, 0), "tile w on a");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate a");
  pt_spmd_program prog;
  if (lower(&p, "over_a", true, false, &prog)) {
    CHECK(prog.collectives.len == 1 && count(&prog, PT_COLL_ALL_REDUCE) == 1);
    /* Devices are a*2 + b: a group varies a with b fixed. */
    CHECK(printed_contains(prog.m, "replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>"));
    const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_REDUCE);
    /* Two groups, 2 (n-1) E elements each. */
    CHECK(c && c->wire_bytes == 2 * (2 * 1 * 32 * 4));
    pt_spmd_program_free(&prog);
  }
  t_ok(pt_action_tile(&p, x, 1, b, 1), "tile x on b");
  t_ok(pt_action_tile(&p, w, 0, b, 1), "tile w on b");
  t_ok(pt_propagate(&p, b, 1, 0), "propagate b");
  if (lower(&p, "over_ab", true, false, &prog)) {
    CHECK(prog.collectives.len == 1 && count(&prog, PT_COLL_ALL_REDUCE) == 1);
    const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_REDUCE);
    CHECK(c && c->n_axes == 2 && c->axes[0] == a && c->axes[1] == b);
    CHECK(printed_contains(prog.m, "replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>"));
    CHECK(printed_contains(prog.m, "tensor<8x4xf32>"));
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);

  /* Gathering on b with a tiling another dim: groups vary b. */
  m = t_load(IF_TRANSPOSE_TEXT);
  if (!m) return;
  t_partition(&p, m, "a=2,b=2");
  a = axis_of(&p, "a"), b = axis_of(&p, "b");
  x = t_val(m, IF_TRANSPOSE_TEXT, "%arg0");
  uint32_t o = t_val(m, IF_TRANSPOSE_TEXT, "%o");
  t_ok(pt_action_tile(&p, o, 1, a, 0), "tile o on a");
  t_ok(pt_action_tile(&p, x, 1, a, 0), "tile x on a");
  t_ok(pt_action_tile(&p, x, 0, b, 0), "tile x on b");
  t_ok(pt_action_replicate(&p, o, b, 0), "o whole on b");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate a");
  t_ok(pt_propagate(&p, b, 0, 0), "propagate b");
  if (lower(&p, "gather_b", true, false, &prog)) {
    CHECK(count(&prog, PT_COLL_ALL_GATHER) >= 1);
    const pt_spmd_collective *c = first(&prog, PT_COLL_ALL_GATHER);
    CHECK(c && c->n_axes == 1 && c->axes[0] == b && c->dim == 0);
    CHECK(printed_contains(prog.m, "replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>"));
    /* Operand 4x8 f32 = 128 bytes; (n-1) * 128 per device, 4 devices. */
    CHECK(c && c->operand_bytes == 128 && c->wire_bytes == 512);
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
}

/* (f) a while loop carrying a tiled value: the body runs on chunks, the
 * reduce over the untiled dim stays local; nothing communicates. */
static void test_while_carries_tiled_value(void) {
  const char *text = WHILE_TEXT;
  /* The reduce needs an init value defined before it. */
  char *fixed = pt_xmalloc(strlen(text) + 128);
  const char *at = strstr(text, "    %s = ");
  size_t head = (size_t)(at - text);
  memcpy(fixed, text, head);
  strcpy(fixed + head, "    %c0f = stablehlo.constant dense<0.0> : tensor<f32>\n");
  strcat(fixed, at);
  pt_module *m = t_load(fixed);
  if (!m) {
    free(fixed);
    return;
  }
  pt_partition p;
  t_partition(&p, m, "m=2");
  uint32_t a = axis_of(&p, "m");
  t_ok(pt_action_tile(&p, t_val(m, fixed, "%arg0"), 0, a, 0), "tile x");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate");
  CHECK_STR(t_dec(&p, t_val(m, fixed, "%w#0"), a), "tiled<0>");
  CHECK_STR(t_dec(&p, t_val(m, fixed, "%out"), a), "tiled<0>");
  pt_spmd_program prog;
  if (lower(&p, "spmd", true, true, &prog)) {
    CHECK(prog.collectives.len == 0);
    CHECK(func_ops(prog.m, prog.func, PT_OP_WHILE) == 1);
    CHECK(prog.result_layouts[0].kind[a] == PT_LAYOUT_TILED && prog.result_layouts[0].dim[a] == 0);
    CHECK(printed_contains(prog.m, "tensor<4x8xf32>, tensor<i32>"));
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);

  /* The loop bound pinned tiled while the body needs it whole: the body
   * gathers inside the loop, at loop depth 1. */
  t_partition(&p, m, "m=2");
  a = axis_of(&p, "m");
  t_ok(pt_action_tile(&p, t_val(m, fixed, "%arg0"), 1, a, 0), "tile x on dim 1");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate");
  if (lower(&p, "spmd2", true, true, &prog)) {
    /* The reduce over dim 1 makes a partial sum; broadcast back, it meets
     * the tiled product in the add. */
    CHECK(prog.collectives.len >= 1);
    bool in_loop = false;
    for (uint32_t i = 0; i < prog.collectives.len; i++) in_loop |= prog.collectives.data[i].loop_depth == 1;
    CHECK(in_loop);
    pt_spmd_program_free(&prog);
  }
  pt_partition_free(&p);
  pt_module_free(m);
  free(fixed);
}

/* The bundled examples under the bundled schedules: every state a
 * schedule makes lowers to a function that verifies. */
/* Each collective lowering emitted carries the dims its record names
 * (all_gather_dim, scatter_dimension, split and concat dimension), and a
 * reducer body on its operand's element type: the attributes and scalar
 * types conversions share within a lowering (convert.c's memo) are the
 * ones each collective needs. Returns the dims seen, as bits. */
static uint32_t collective_attrs_match(const pt_spmd_program *prog) {
  const pt_module *m = prog->m;
  uint32_t seen = 0;
  for (uint32_t i = 0; i < prog->collectives.len; i++) {
    const pt_spmd_collective *e = &prog->collectives.data[i];
    if (e->kind == PT_COLL_ALL_SLICE || e->n_parts != 1) continue;
    const pt_op *op = pt_op_get(m, e->op);
    int64_t d = -1, d2 = -1;
    switch ((pt_coll_kind)e->kind) {
      case PT_COLL_ALL_GATHER: CHECK(pt_attr_get_int(pt_op_attr(m, op, "all_gather_dim"), &d) && d == e->dim); break;
      case PT_COLL_REDUCE_SCATTER: CHECK(pt_attr_get_int(pt_op_attr(m, op, "scatter_dimension"), &d) && d == e->dim); break;
      case PT_COLL_ALL_TO_ALL:
        CHECK(pt_attr_get_int(pt_op_attr(m, op, "split_dimension"), &d) && d == e->dim);
        CHECK(pt_attr_get_int(pt_op_attr(m, op, "concat_dimension"), &d2) && d2 == e->dim2);
        break;
      default: break;
    }
    if (d >= 0 && d < 32) seen |= 1u << d;
    if (e->kind == PT_COLL_ALL_REDUCE || e->kind == PT_COLL_REDUCE_SCATTER) {
      const pt_region *body = &m->regions.data[pt_op_region(m, op, 0)];
      CHECK(body->n_args == 2 && pt_value_type(m, body->args)->dtype == e->dtype);
    }
  }
  return seen;
}

static void test_examples_lower_and_verify(void) {
  static const char *models[] = {"examples/mlp.mlir", "examples/transformer.mlir", "examples/unet.mlir",
                                 "examples/gns.mlir", "examples/transformer_scan.mlir"};
  /* Every bundled schedule, in name order. */
  char *schedules[64];
  size_t n_sched = 0;
  DIR *dir = opendir("examples/schedules");
  CHECK(dir != NULL);
  for (struct dirent *e; dir && (e = readdir(dir)) != NULL;) {
    size_t l = strlen(e->d_name);
    if (l > 5 && strcmp(e->d_name + l - 5, ".json") == 0 && n_sched < 64) {
      schedules[n_sched] = pt_xmalloc(l + 1);
      memcpy(schedules[n_sched++], e->d_name, l + 1);
    }
  }
  if (dir) closedir(dir);
  for (size_t a = 1; a < n_sched; a++)
    for (size_t b = a; b > 0 && strcmp(schedules[b], schedules[b - 1]) < 0; b--) {
      char *t = schedules[b];
      schedules[b] = schedules[b - 1];
      schedules[b - 1] = t;
    }
  CHECK(n_sched >= 8);
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  uint32_t lowered = 0, dims_seen = 0;
  for (size_t i = 0; i < sizeof models / sizeof models[0]; i++) {
    pt_module *m = t_load_file(models[i]);
    if (!m) continue;
    for (size_t j = 0; j < n_sched; j++) {
      char path[256], fname[64];
      snprintf(path, sizeof path, "examples/schedules/%s", schedules[j]);
      char *text;
      size_t len;
      pt_status *s = pt_read_file(path, &text, &len);
      if (s) {
        t_ok(s, path);
        continue;
      }
      pt_partition p;
      t_partition(&p, m, "batch=2,model=2");
      pt_buf report = {0};
      s = pt_schedule_apply(&p, text, len, path, 0, &report);
      pt_buf_free(&report);
      free(text);
      if (s) {
        /* Schedules written for another model (names it lacks) do not
         * apply; that is the schedule's business, not the lowering's. */
        pt_status_free(s);
        pt_partition_free(&p);
        continue;
      }
      snprintf(fname, sizeof fname, "spmd_%zu_%zu", i, j);
      pt_spmd_program prog;
      /* Running every pair takes seconds: the larger models (transformer,
       * unet, transformer_scan) are run under every third schedule. */
      bool run = i == 0 || i == 3 || j % 3 == 0;
      if (lower_and_maybe_run(&p, fname, j % 2 == 0, j % 3 != 0, run, &prog)) {
        lowered++;
        /* Every emitted collective op is recorded, all_slices included. */
        uint32_t emitted = func_ops(prog.m, prog.func, PT_OP_ALL_REDUCE) + func_ops(prog.m, prog.func, PT_OP_ALL_GATHER) +
                           func_ops(prog.m, prog.func, PT_OP_REDUCE_SCATTER) + func_ops(prog.m, prog.func, PT_OP_ALL_TO_ALL);
        CHECK(emitted == prog.collectives.len - count(&prog, PT_COLL_ALL_SLICE));
        CHECK(prog.next_channel == emitted + 1);
        dims_seen |= collective_attrs_match(&prog);
        pt_spmd_program_free(&prog);
      } else {
        fprintf(stderr, "  (model %s, schedule %s)\n", models[i], schedules[j]);
      }
      pt_partition_free(&p);
    }
    pt_module_free(m);
  }
  for (size_t j = 0; j < n_sched; j++) free(schedules[j]);
  CHECK(lowered >= 10);
  /* Collectives on at least two dims were compared: a memo of their
   * attributes keyed without the dim would have failed above. */
  CHECK((dims_seen & (dims_seen - 1)) != 0);
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double secs = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  printf("examples: %u (model, schedule) pairs lowered, verified and run in %.2f s\n", lowered, secs);
}

/* A dot on bf16 operands split on its contracting dim is a partial sum
 * added across devices in another order: its error is bf16-sized, so the
 * f32 value converted from it (as Adam's moments and a bf16 model's loss
 * are) is compared with bf16's tolerance, while an exact conversion from
 * bf16 (the untouched parameter) and an f32 output computed in f32 keep
 * their own. pt_runtime_compare_as then accepts a bf16-sized error in the
 * f32 tensor that f32's tolerance rejects. */
static const char *BF16_TEXT =
    "func.func @main(%arg0: tensor<8x16xbf16>, %arg1: tensor<16x4xbf16>, %arg2: tensor<8x4xf32>) -> "
    "(tensor<8x4xf32>, tensor<16x4xf32>, tensor<8x4xf32>) {\n"
    "  %r = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xbf16>, "
    "tensor<16x4xbf16>) -> tensor<8x4xbf16>\n"
    "  %c = stablehlo.convert %r : (tensor<8x4xbf16>) -> tensor<8x4xf32>\n"
    "  %w = stablehlo.convert %arg1 : (tensor<16x4xbf16>) -> tensor<16x4xf32>\n"
    "  %n = stablehlo.negate %arg2 : tensor<8x4xf32>\n"
    "  return %c, %w, %n : tensor<8x4xf32>, tensor<16x4xf32>, tensor<8x4xf32>\n"
    "}\n";

static void test_tolerance_follows_the_precision_a_value_was_computed_in(void) {
  pt_module *m = t_load(BF16_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "m=2");
  uint32_t a = axis_of(&p, "m");
  t_ok(pt_action_tile(&p, t_val(m, BF16_TEXT, "%arg0"), 1, a, 0), "tile x");
  t_ok(pt_action_tile(&p, t_val(m, BF16_TEXT, "%arg1"), 0, a, 0), "tile w");
  t_ok(pt_propagate(&p, a, 0, 0), "propagate");
  pt_exactness e[3];
  pt_dtype computed_in[3];
  t_ok(pt_spmd_result_exactness(&p, e, computed_in), "exactness");
  CHECK(e[0] == PT_INEXACT_PARTIAL_SUM && computed_in[0] == PT_DTYPE_BF16);
  CHECK(e[1] == PT_EXACT && computed_in[1] == PT_DTYPE_F32);
  CHECK(e[2] == PT_EXACT && computed_in[2] == PT_DTYPE_F32);

  /* A bf16-sized error (one part in 200) in a whole f32 output. */
  pt_mesh mesh = t_mesh("m=2");
  pt_layout whole;
  pt_layout_whole(&whole);
  pt_tensor want, g0, g1;
  int64_t dims[2] = {8, 4};
  t_ok(pt_tensor_alloc(&want, PT_DTYPE_F32, 2, dims), "alloc");
  pt_tensor_fill_random(&want, 3, PT_FILL_UNIFORM);
  t_ok(pt_tensor_copy(&g0, &want), "copy");
  t_ok(pt_tensor_copy(&g1, &want), "copy");
  pt_tensor_set_f64(&g1, 5, pt_tensor_get_f64(&want, 5) * 1.005 + 0.005);
  pt_tensor *got[2] = {&g0, &g1};
  pt_runtime_diff d;
  t_ok(pt_runtime_compare_as(&mesh, &whole, &want, got, PT_DTYPE_F32, &d), "compare f32");
  CHECK(!d.within && d.n_mismatch == 1);
  t_ok(pt_runtime_compare_as(&mesh, &whole, &want, got, computed_in[0], &d), "compare bf16");
  CHECK(d.within && !d.bit_identical);
  /* Never finer than the output's own type. */
  t_ok(pt_runtime_compare_as(&mesh, &whole, &want, got, PT_DTYPE_F64, &d), "compare f64");
  CHECK(!d.within);
  pt_tensor_free(&want);
  pt_tensor_free(&g0);
  pt_tensor_free(&g1);
  pt_partition_free(&p);
  pt_module_free(m);
}

int main(void) {
  test_partial_result_all_reduced();
  test_batch_parallel_needs_no_collectives();
  test_partial_to_tiled_is_reduce_scatter();
  test_retiling_is_all_to_all();
  test_whole_to_partial_masks();
  test_cse_shares_conversions_in_scope();
  test_lowering_errors();
  test_replica_groups_on_two_axes();
  test_while_carries_tiled_value();
  test_examples_lower_and_verify();
  test_tolerance_follows_the_precision_a_value_was_computed_in();
  return t_finish("test_spmd_lower");
}
