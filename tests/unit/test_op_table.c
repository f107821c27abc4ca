/* test_op_table.c - ops.def is the real op table: every opcode has each
 * per-op hook (the interpreter's kernel, the TMR rule, the verifier's
 * checker) or an explicit "none", and its columns (in-place operand, cost
 * class, tokens, buffers) agree with the hooks; the one custom_call
 * classifier gives each known target the kind the interpreter, the memory
 * simulator, the TMR and the verifier used to list by hand; and the buffer
 * plan (src/interp/buffer_plan.c) holds the aliases, in-place candidates
 * and releases of a small program. (That the interpreter and the simulator
 * both follow it, peak for peak, is test_sim_memory's.) */
#include <stdio.h>
#include <string.h>

#include "../../src/interp/buffer_plan.h"
#include "../../src/interp/interp.h"
#include "../../src/partition/tmr.h"
#include "../../src/sim/sim.h"
#include "../../src/stablehlo/stablehlo.h"
#include "check.h"
#include "../support/abort_alloc.h"

static void test_hooks(void) {
  for (int i = 0; i < PT_OP_COUNT; i++) {
    pt_opcode code = (pt_opcode)i;
    const pt_op_info *info = pt_op_info_get(code);
    pt_hook_state k = pt_interp_kernel_state(code);
    bool has_kernel = k == PT_HOOK_SET;
    if (k == PT_HOOK_MISSING) fprintf(stderr, "%s: no interpreter kernel (not even the explicit none)\n", info->name);
    if (pt_tmr_rule_state(code) == PT_HOOK_MISSING)
      fprintf(stderr, "%s: no TMR rule (not even the explicit none)\n", info->name);
    if (pt_verify_hook_state(code) == PT_HOOK_MISSING) fprintf(stderr, "%s: no verifier\n", info->name);
    CHECK(k != PT_HOOK_MISSING);
    CHECK(pt_tmr_rule_state(code) != PT_HOOK_MISSING);
    CHECK(pt_verify_hook_state(code) == PT_HOOK_SET);

    /* The columns hold values of their enums. */
    CHECK(info->inplace <= PT_INPLACE_OPERAND0);
    CHECK(info->cost <= PT_COST_CONTRACTION);
    CHECK(info->buffers <= PT_BUFFERS_TERMINATOR);

    /* In place needs a kernel that writes its result: ANY is the
     * elementwise kernels' rule, OPERAND0 an updating kernel's. */
    bool elementwise = pt_op_has_flag(code, PT_OPF_ELEMENTWISE);
    if (info->inplace == PT_INPLACE_ANY) CHECK(elementwise);
    if (elementwise) CHECK(info->inplace == PT_INPLACE_ANY);
    if (info->inplace != PT_INPLACE_NONE) CHECK(has_kernel && info->buffers != PT_BUFFERS_ALIAS);

    /* Buffers the plan makes without a kernel have none; fresh results
     * come from a kernel, except for ops the interpreter refuses. */
    switch ((pt_op_buffers)info->buffers) {
      case PT_BUFFERS_ALIAS:
      case PT_BUFFERS_CONSTANT:
      case PT_BUFFERS_CONTROL:
      case PT_BUFFERS_TOKEN:
      case PT_BUFFERS_TERMINATOR:
        if (has_kernel) fprintf(stderr, "%s: a kernel the buffer plan never calls\n", info->name);
        CHECK(!has_kernel);
        break;
      case PT_BUFFERS_FRESH:
        if (!has_kernel && code != PT_OP_SDY_NAMED_COMPUTATION)
          fprintf(stderr, "%s: fresh results but no kernel\n", info->name);
        CHECK(has_kernel || code == PT_OP_SDY_NAMED_COMPUTATION);
        break;
      case PT_BUFFERS_ALIAS_SAME_DTYPE:
      case PT_BUFFERS_ALIAS_BYTES:
      case PT_BUFFERS_BY_TARGET: CHECK(has_kernel); break; /* when not an alias, a kernel runs */
    }

    /* Tokens: control flow, terminators, calls, barriers and custom calls. */
    if (pt_op_has_flag(code, PT_OPF_CONTROL_FLOW) || pt_op_has_flag(code, PT_OPF_TERMINATOR)) CHECK(info->tokens);
    if (elementwise) CHECK(!info->tokens);

    /* The cost class: transcendental ops are elementwise; contractions
     * and moves are not. */
    if (info->cost == PT_COST_TRANSCENDENTAL) CHECK(elementwise);
    if (info->cost == PT_COST_CONTRACTION || info->cost == PT_COST_MOVE) CHECK(!elementwise);
  }
  CHECK(pt_interp_kernel_state((pt_opcode)PT_OP_COUNT) == PT_HOOK_MISSING);
  CHECK(pt_tmr_rule_state((pt_opcode)PT_OP_COUNT) == PT_HOOK_MISSING);
  CHECK(pt_verify_hook_state((pt_opcode)PT_OP_COUNT) == PT_HOOK_MISSING);
  /* The simulator's transcendental set is the column's. */
  CHECK(pt_sim_op_is_transcendental(PT_OP_EXPONENTIAL));
  CHECK(pt_sim_op_is_transcendental(PT_OP_CHLO_ERF));
  CHECK(!pt_sim_op_is_transcendental(PT_OP_ADD));
  CHECK(!pt_sim_op_is_transcendental(PT_OP_CHLO_ACOS));
  CHECK(!pt_sim_op_is_transcendental(PT_OP_COUNT));
}

static pt_custom_call_kind kind(const char *name) { return pt_custom_call_classify(name, (uint32_t)strlen(name)); }

/* Which consumer treats which target as what: the union of the four lists
 * that interp.c, sim/memory.c, tmr.c and verify_region.c kept apart. */
static void test_custom_call(void) {
  static const char *const identities[] = {"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "MoveToHost",
                                           "MoveToDevice", "annotate_device_placement", "LayoutConstraint",
                                           "mhlo.sharding", "xla.sdy.FuncResultSharding", "local_sharding_constraint"};
  for (size_t i = 0; i < sizeof identities / sizeof *identities; i++)
    CHECK(pt_custom_call_runs_as_identity(kind(identities[i])));
  static const char *const partition_identities[] = {"Sharding", "LayoutConstraint", "MoveToHost", "MoveToDevice",
                                                     "annotate_device_placement"};
  uint32_t n = 0;
  for (size_t i = 0; i < sizeof identities / sizeof *identities; i++)
    n += pt_custom_call_is_partition_identity(kind(identities[i]));
  CHECK(n == sizeof partition_identities / sizeof *partition_identities);
  for (size_t i = 0; i < sizeof partition_identities / sizeof *partition_identities; i++)
    CHECK(pt_custom_call_is_partition_identity(kind(partition_identities[i])));
  CHECK(kind("Sharding") == PT_CC_SHARDING);
  CHECK(pt_custom_call_keeps_type_class(kind("Sharding")));
  CHECK(pt_custom_call_keeps_type_class(kind("SPMDFullToShardShape")));
  CHECK(pt_custom_call_keeps_type_class(kind("SPMDShardToFullShape")));
  CHECK(!pt_custom_call_keeps_type_class(kind("MoveToHost")));
  CHECK(kind("check.expect_eq") == PT_CC_CHECK);
  CHECK(kind("check.anything") == PT_CC_CHECK);
  CHECK(!pt_custom_call_runs_as_identity(PT_CC_CHECK));
  CHECK(kind("my_kernel") == PT_CC_OPAQUE);
  CHECK(kind("Shardin") == PT_CC_OPAQUE);
  CHECK(kind("Shardingg") == PT_CC_OPAQUE);
  CHECK(pt_custom_call_classify(NULL, 0) == PT_CC_OPAQUE);
  CHECK(!pt_custom_call_runs_as_identity(PT_CC_OPAQUE));
}

static const char plan_src[] =
    "func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>, %i: tensor<i32>) -> tensor<8xf32> {\n"
    "  %0 = stablehlo.add %a, %b : tensor<8xf32>\n"                                        /* op 0 */
    "  %1 = stablehlo.reshape %0 : (tensor<8xf32>) -> tensor<2x4xf32>\n"                    /* op 1 */
    "  %2 = stablehlo.reshape %1 : (tensor<2x4xf32>) -> tensor<8xf32>\n"                    /* op 2 */
    "  %3 = stablehlo.multiply %2, %2 : tensor<8xf32>\n"                                   /* op 3 */
    "  %c = stablehlo.constant dense<1.0> : tensor<8xf32>\n"                                /* op 4 */
    "  %4 = stablehlo.convert %3 : (tensor<8xf32>) -> tensor<8xf32>\n"                      /* op 5 */
    "  %5 = stablehlo.custom_call @Sharding(%4) {mhlo.sharding = \"{replicated}\"} : (tensor<8xf32>) -> "
    "tensor<8xf32>\n"                                                                        /* op 6 */
    "  %6 = stablehlo.dynamic_update_slice %5, %c, %i : (tensor<8xf32>, tensor<8xf32>, tensor<i32>) -> "
    "tensor<8xf32>\n"                                                                        /* op 7 */
    "  %7 = stablehlo.convert %6 : (tensor<8xf32>) -> tensor<8xi32>\n"                      /* op 8 */
    "  %8 = stablehlo.bitcast_convert %7 : (tensor<8xi32>) -> tensor<8xf32>\n"              /* op 9 */
    "  %9 = stablehlo.custom_call @my_kernel(%8) : (tensor<8xf32>) -> tensor<8xf32>\n"       /* op 10 */
    "  return %8 : tensor<8xf32>\n"                                                          /* op 11 */
    "}\n";

static bool released_after(const pt_buffer_plan *p, uint32_t op, uint32_t v) {
  for (uint32_t i = p->rel_at[op]; i < p->rel_at[op + 1]; i++)
    if (p->rel[i] == v) return true;
  return false;
}

static void test_buffer_plan(void) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("plan.mlir", plan_src, sizeof plan_src - 1, &m);
  if (!s) s = pt_verify_module(m);
  if (s) {
    fprintf(stderr, "plan.mlir: %s\n", pt_status_message(s));
    pt_status_free(s);
    pt_module_free(m);
    failures++;
    return;
  }
  const pt_func *f = &m->funcs.data[0];
  const pt_region *body = &m->regions.data[f->body];
  CHECK(body->n_ops == 12);
  uint32_t op[12];
  for (uint32_t k = 0; k < 12 && k < body->n_ops; k++) op[k] = pt_region_op(m, body, k);
  pt_buffer_plan p;
  pt_buffer_plan_build(&p, m, f->body);
  CHECK(p.action[op[0]] == PT_BP_FRESH);
  CHECK(p.steal[op[0]] == 3); /* both arguments die here (they are borrowed: the run declines) */
  CHECK(p.action[op[1]] == PT_BP_ALIAS && p.action[op[2]] == PT_BP_ALIAS);
  CHECK(p.steal[op[3]] == 3); /* multiply %2, %2: elementwise reads before it writes */
  CHECK(p.action[op[4]] == PT_BP_CONSTANT); /* a splat is expanded into a new buffer */
  CHECK(p.action[op[5]] == PT_BP_ALIAS);    /* convert to the same type */
  CHECK(p.action[op[6]] == PT_BP_ALIAS);    /* @Sharding */
  CHECK(p.action[op[7]] == PT_BP_FRESH && p.steal[op[7]] == 1); /* the updated operand only */
  CHECK(p.action[op[8]] == PT_BP_FRESH && p.steal[op[8]] == 1); /* f32 -> i32: same width */
  CHECK(p.action[op[9]] == PT_BP_ALIAS);                        /* bitcast without i1 */
  CHECK(p.action[op[10]] == PT_BP_FRESH && p.steal[op[10]] == 0); /* opaque: refused by the interpreter */
  CHECK(p.action[op[11]] == PT_BP_TERMINATOR);
  uint32_t a = body->args, v0 = pt_op_get(m, op[0])->results, v9 = pt_op_get(m, op[10])->results;
  CHECK(p.last_use[a] == op[0] && released_after(&p, op[0], a));
  CHECK(p.last_use[v0] == op[1] && released_after(&p, op[1], v0));
  CHECK(p.last_use[v9] == PT_NONE && released_after(&p, op[10], v9)); /* unused: right after its op */
  CHECK(p.last_use[pt_op_get(m, op[9])->results] == op[11]);
  pt_buffer_plan_free(&p);
  pt_module_free(m);
}

int main(void) {
  test_hooks();
  test_custom_call();
  test_buffer_plan();
  if (failures) {
    fprintf(stderr, "test_op_table: %d of %d checks failed\n", failures, checks);
    return 1;
  }
  printf("test_op_table: %d checks passed\n", checks);
  return 0;
}
