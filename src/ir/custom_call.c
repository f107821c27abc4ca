/* custom_call.c - the one classifier of stablehlo.custom_call targets.
 *
 * partir keeps custom calls opaque, except for targets whose meaning it
 * knows. Each known target has a kind, and each consumer asks a question
 * about the kind, never about the name, so that the interpreter, the
 * buffer plan (and with it the memory simulator), the TMR and the verifier
 * agree on one list:
 *   - runs as identity (interpreter, buffer plan): result i is operand i;
 *   - partition identity (TMR): every dim maps through. Not the SPMD*
 *     pair, which change the shape on the global program, nor the Shardy
 *     round-trip annotations, which the importer reads before propagation
 *     (their TMR stays empty, as it always was);
 *   - keeps its type class (verifier): one operand, one result, the same
 *     element type and rank (@Sharding and the SPMD* pair). */
#include <string.h>

#include "ir.h"

typedef struct {
  const char *name;
  pt_custom_call_kind kind;
} target_entry;

static const target_entry targets[] = {
    {"Sharding", PT_CC_SHARDING},
    {"SPMDFullToShardShape", PT_CC_MANUAL_BOUNDARY},
    {"SPMDShardToFullShape", PT_CC_MANUAL_BOUNDARY},
    {"MoveToHost", PT_CC_PLACEMENT},
    {"MoveToDevice", PT_CC_PLACEMENT},
    {"annotate_device_placement", PT_CC_PLACEMENT},
    {"LayoutConstraint", PT_CC_PLACEMENT},
    {"mhlo.sharding", PT_CC_SDY_ANNOTATION},
    {"xla.sdy.FuncResultSharding", PT_CC_SDY_ANNOTATION},
    {"local_sharding_constraint", PT_CC_SDY_ANNOTATION},
};

pt_custom_call_kind pt_custom_call_classify(const char *target, uint32_t len) {
  if (!target) return PT_CC_OPAQUE;
  if (len >= 6 && memcmp(target, "check.", 6) == 0) return PT_CC_CHECK;
  for (size_t i = 0; i < PT_ARRAY_LEN(targets); i++)
    if (strlen(targets[i].name) == len && memcmp(targets[i].name, target, len) == 0) return targets[i].kind;
  return PT_CC_OPAQUE;
}

const char *pt_custom_call_target(const pt_module *m, const pt_op *op, uint32_t *len) {
  const pt_attr *t = op->code == PT_OP_CUSTOM_CALL ? pt_op_attr(m, op, "call_target_name") : NULL;
  if (!t || (t->kind != PT_ATTR_STRING && t->kind != PT_ATTR_SYMBOL) || !t->u.str.data) {
    if (len) *len = 0;
    return NULL;
  }
  if (len) *len = t->u.str.len;
  return t->u.str.data;
}

pt_custom_call_kind pt_custom_call_kind_of(const pt_module *m, const pt_op *op) {
  uint32_t len;
  const char *name = pt_custom_call_target(m, op, &len);
  return pt_custom_call_classify(name, len);
}

bool pt_custom_call_runs_as_identity(pt_custom_call_kind k) {
  return k == PT_CC_SHARDING || k == PT_CC_MANUAL_BOUNDARY || k == PT_CC_PLACEMENT || k == PT_CC_SDY_ANNOTATION;
}

bool pt_custom_call_is_partition_identity(pt_custom_call_kind k) {
  return k == PT_CC_SHARDING || k == PT_CC_PLACEMENT;
}

bool pt_custom_call_keeps_type_class(pt_custom_call_kind k) {
  return k == PT_CC_SHARDING || k == PT_CC_MANUAL_BOUNDARY;
}
