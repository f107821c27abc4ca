/* explain.c - why a value is partitioned the way it is: per mesh axis, the
 * decision, the tactic that made it, and the path propagation took from
 * the seed action to the value.
 *
 * The path is read backwards from the value: each decision names the
 * value it was propagated from and the op it went through, so a line
 *
 *     <- %arg1 (w1) tiled<1> via 'stablehlo.dot_general' at 2:8 (backward)
 *
 * says "got its decision from %arg1, which is tiled<1>, through that op",
 * and the walk ends at the seed: "seed: tile(w1, 1, model) by tactic 1".
 * A step is forward when the value is a result of the op and the source
 * one of its operands, backward the other way round, and data flow for
 * the edges of while/if/case and identity ops (propagate.c).
 *
 * The walk trusts nothing: propagation only reads decisions committed in
 * earlier rounds, so sequence numbers fall strictly along a chain; a chain
 * where they do not is cut (reported as incomplete) instead of looping. */
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "explain.h"

/* ---- the chain --------------------------------------------------------------------- */

uint32_t pt_explain_chain(const pt_partition *p, uint32_t value, uint32_t axis, uint32_t *out, uint32_t cap,
                          bool *complete) {
  *complete = false;
  if (cap == 0 || value >= p->n_values || axis >= p->mesh.n_axes) return 0;
  uint32_t n = 0;
  out[n++] = value;
  const pt_decision *d = pt_decision_get(p, value, axis);
  if (d->kind == PT_DECISION_OPEN) return n;
  while (n < cap) {
    if (d->via_op == PT_NONE && d->from == PT_NONE) {
      *complete = true;
      return n;
    }
    uint32_t from = d->from;
    if (from >= p->n_values || d->via_op >= p->m->ops.len) return n;
    const pt_decision *fd = pt_decision_get(p, from, axis);
    if (fd->kind == PT_DECISION_OPEN || fd->seq >= d->seq) return n;
    out[n++] = from;
    d = fd;
  }
  return n;
}

pt_status *pt_explain_values_at(const pt_partition *p, uint32_t line, uint32_t col, uint32_t **out, uint32_t *n_out) {
  const pt_module *m = p->m;
  uint32_t found_ops = 0, n = 0;
  uint32_t *vals = NULL;
  for (uint32_t o = 0; o < m->ops.len; o++) {
    const pt_op *op = pt_op_get(m, o);
    if (op->loc.line != line || op->loc.col != col) continue;
    found_ops++;
    for (uint32_t j = 0; j < op->n_results; j++) {
      uint32_t v = pt_op_result(op, j);
      if (!pt_partition_has_value(p, v)) continue;
      uint32_t *grown = pt_realloc(vals, (n + 1) * sizeof *vals);
      if (!grown) {
        free(vals);
        return pt_nomem();
      }
      vals = grown;
      vals[n++] = v;
    }
  }
  if (n == 0) {
    free(vals);
    if (found_ops)
      return pt_status_make(PT_ERR_INVALID_ARG,
                            "the op at %u:%u is not partitioned (it is inside a reduction body or has no "
                            "results)",
                            line, col);
    return pt_status_make(PT_ERR_INVALID_ARG, "no op of @%s starts at %u:%u (give the line and column of "
                          "the op's result name, e.g. %%3 = ...)",
                          pt_str(m, m->funcs.data[p->func].name), line, col);
  }
  *out = vals;
  *n_out = n;
  return NULL;
}

/* ---- names ------------------------------------------------------------------------- */

static const char *tactic_name(const pt_tactic_names *names, uint32_t tactic) {
  return names && tactic < names->n && names->names[tactic] ? names->names[tactic] : NULL;
}

/* "tactic 1 (MP)" or "tactic 1" */
static void describe_tactic(const pt_tactic_names *names, uint32_t tactic, pt_buf *out) {
  const char *n = tactic_name(names, tactic);
  pt_buf_printf(out, "tactic %u", tactic);
  if (n) pt_buf_printf(out, " (%s)", n);
}

static const char *info_string(const pt_module *m, const pt_attr *dict, const char *key) {
  const pt_attr *a = dict ? pt_attr_dict_get(m, dict, key) : NULL;
  return a && a->kind == PT_ATTR_STRING ? a->u.str.data : NULL;
}

/* The function's return op, or NULL. */
static const pt_op *func_return(const pt_partition *p) {
  const pt_module *m = p->m;
  const pt_region *body = &m->regions.data[m->funcs.data[p->func].body];
  if (!body->n_ops) return NULL;
  const pt_op *ret = pt_op_get(m, pt_region_op(m, body, body->n_ops - 1));
  return ret->code == PT_OP_FUNC_RETURN ? ret : NULL;
}

static const char *result_name(const pt_partition *p, uint32_t j) {
  const pt_func *f = &p->m->funcs.data[p->func];
  return f->result_attrs && j < f->n_results ? info_string(p->m, f->result_attrs[j], "jax.result_info") : NULL;
}

/* The name a user writes in a selector: the jax.arg_info of a function
 * argument, else the jax.result_info of a result returning it, else
 * "%argN" or the op description. */
static void short_name(const pt_partition *p, uint32_t value, pt_buf *out) {
  const pt_module *m = p->m;
  const pt_value *v = &m->values.data[value];
  const pt_func *f = &m->funcs.data[p->func];
  if (v->is_arg && v->def == f->body) {
    const char *n = f->arg_attrs ? info_string(m, f->arg_attrs[v->index], "jax.arg_info") : NULL;
    if (n) pt_buf_puts(out, n);
    else pt_buf_printf(out, "%%arg%u", v->index);
    return;
  }
  const pt_op *ret = func_return(p);
  for (uint32_t j = 0; ret && j < ret->n_operands; j++) {
    const char *n = result_name(p, j);
    if (n && pt_op_operand(m, ret, j) == value) {
      pt_buf_puts(out, n);
      return;
    }
  }
  pt_partition_describe_value(p, value, true, out);
}

static void describe_op(const pt_partition *p, uint32_t op_id, pt_buf *out) {
  const pt_op *op = pt_op_get(p->m, op_id);
  pt_buf_printf(out, "'%s'", pt_op_name((pt_opcode)op->code));
  if (op->loc.line) pt_buf_printf(out, " at %u:%u", op->loc.line, op->loc.col);
}

static bool op_has_operand(const pt_module *m, const pt_op *op, uint32_t value) {
  for (uint32_t i = 0; i < op->n_operands; i++)
    if (pt_op_operand(m, op, i) == value) return true;
  return false;
}

static bool op_has_result(const pt_op *op, uint32_t value) {
  return value >= op->results && value - op->results < op->n_results;
}

/* How `to` got its decision from `from` through `op_id`. The edges of
 * while/if/case and identity ops are data flow even between an operand
 * and a result: the value passes through unchanged, no TMR entry. */
static const char *direction(const pt_partition *p, uint32_t op_id, uint32_t to, uint32_t from) {
  const pt_op *op = pt_op_get(p->m, op_id);
  if (pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW) || pt_partition_is_identity_op(p, op_id))
    return "data flow";
  if (op_has_result(op, to) && op_has_operand(p->m, op, from)) return "forward";
  if (op_has_result(op, from) && op_has_operand(p->m, op, to)) return "backward";
  return "data flow";
}

/* Whether conflict `c` stopped propagation at `value`: it names the value,
 * or sits at the op that defines it. */
static bool conflict_mentions(const pt_partition *p, const pt_conflict *c, uint32_t value, uint32_t axis) {
  if (c->axis != axis) return false;
  if (c->value == value || c->values[0] == value || c->values[1] == value) return true;
  const pt_value *v = &p->m->values.data[value];
  return !v->is_arg && c->op == v->def;
}

/* ---- the walk, shared by text and JSON ---------------------------------------------- */

/* One axis of one value, resolved once. */
typedef struct {
  uint32_t axis;
  const pt_decision *d;
  uint32_t *chain;
  uint32_t n_chain;
  bool complete;
} axis_story;

/* False when the host has no memory for the chain. */
static bool story_init(const pt_partition *p, uint32_t value, uint32_t axis, axis_story *s) {
  s->axis = axis;
  s->d = pt_decision_get(p, value, axis);
  /* A chain visits each value at most once, so n_values bounds it. */
  uint32_t cap = p->n_values ? p->n_values : 1;
  s->chain = pt_malloc(cap * sizeof *s->chain);
  if (!s->chain) return false;
  s->n_chain = pt_explain_chain(p, value, axis, s->chain, cap, &s->complete);
  return true;
}

static void decision_text(const pt_partition *p, uint32_t value, uint32_t axis, pt_buf *out) {
  pt_decision_describe(pt_decision_get(p, value, axis), out);
}

/* "tile(w1, 1, model)" or "replicate(w1, model)" */
static void seed_action(const pt_partition *p, uint32_t value, uint32_t axis, pt_buf *out) {
  const pt_decision *d = pt_decision_get(p, value, axis);
  pt_buf_puts(out, d->kind == PT_DECISION_TILED ? "tile(" : "replicate(");
  short_name(p, value, out);
  if (d->kind == PT_DECISION_TILED) pt_buf_printf(out, ", %d", d->dim);
  pt_buf_printf(out, ", %s)", p->mesh.names[axis]);
}

/* "the result of 'stablehlo.add' at 7:8, returned as result 0 (out): tensor<8x16xf32>" */
static void header_text(const pt_partition *p, uint32_t value, pt_buf *out) {
  pt_partition_describe_value(p, value, true, out);
  const pt_op *ret = func_return(p);
  for (uint32_t j = 0; ret && j < ret->n_operands; j++) {
    if (pt_op_operand(p->m, ret, j) != value) continue;
    const char *n = result_name(p, j);
    pt_buf_printf(out, ", returned as result %u", j);
    if (n) pt_buf_printf(out, " (%s)", n);
  }
  pt_buf_puts(out, ": ");
  pt_type_print(out, pt_value_type(p->m, value));
}

void pt_explain_text(const pt_partition *p, uint32_t value, const pt_tactic_names *names, pt_buf *out) {
  if (value >= p->n_values || !pt_partition_has_value(p, value)) {
    pt_buf_printf(out, "value %u is not partitioned (not a value of the function outside reduction bodies)\n", value);
    return;
  }
  header_text(p, value, out);
  pt_buf_putc(out, '\n');
  for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
    axis_story s;
    if (!story_init(p, value, a, &s)) {
      out->failed = true; /* as a buffer that could not grow: pt_buf_take reports it */
      return;
    }
    pt_buf_printf(out, "  axis '%s' (size %lld): ", p->mesh.names[a], (long long)p->mesh.sizes[a]);
    if (s.d->kind == PT_DECISION_OPEN) {
      pt_buf_puts(out, "open: no tactic reached it\n");
      for (uint32_t i = 0; i < p->conflicts.len; i++) {
        const pt_conflict *c = &p->conflicts.data[i];
        if (!conflict_mentions(p, c, value, a)) continue;
        pt_buf_puts(out, "    stopped by conflict: ");
        pt_conflict_describe(p, c, out);
        pt_buf_putc(out, '\n');
      }
      free(s.chain);
      continue;
    }
    pt_decision_describe(s.d, out);
    pt_buf_puts(out, " by ");
    describe_tactic(names, s.d->tactic, out);
    pt_buf_putc(out, '\n');
    for (uint32_t k = 0; k + 1 < s.n_chain; k++) {
      uint32_t to = s.chain[k], from = s.chain[k + 1];
      const pt_decision *td = pt_decision_get(p, to, a), *fd = pt_decision_get(p, from, a);
      pt_buf_puts(out, "    <- ");
      pt_partition_describe_value(p, from, true, out);
      pt_buf_putc(out, ' ');
      decision_text(p, from, a, out);
      pt_buf_puts(out, " via ");
      describe_op(p, td->via_op, out);
      pt_buf_printf(out, " (%s)", direction(p, td->via_op, to, from));
      if (fd->tactic != s.d->tactic) {
        pt_buf_puts(out, ", decided by ");
        describe_tactic(names, fd->tactic, out);
      }
      pt_buf_putc(out, '\n');
    }
    uint32_t last = s.chain[s.n_chain - 1];
    if (s.complete) {
      pt_buf_puts(out, "    seed: ");
      seed_action(p, last, a, out);
      pt_buf_puts(out, " by ");
      describe_tactic(names, pt_decision_get(p, last, a)->tactic, out);
      pt_buf_putc(out, '\n');
    } else {
      pt_buf_puts(out, "    (the path is broken here: the provenance does not lead back to a seed)\n");
    }
    free(s.chain);
  }
}

/* ---- JSON ----------------------------------------------------------------------------- */

static void add_buf_string(cJSON *obj, const char *key, pt_buf *b) {
  cJSON_AddStringToObject(obj, key, b->data ? b->data : "");
  b->len = 0;
  if (b->data) b->data[0] = '\0';
}

static void add_tactic(cJSON *obj, const pt_tactic_names *names, uint32_t tactic) {
  cJSON_AddNumberToObject(obj, "tactic", tactic);
  const char *n = tactic_name(names, tactic);
  if (n) cJSON_AddStringToObject(obj, "tactic_name", n);
  else cJSON_AddNullToObject(obj, "tactic_name");
}

static void add_loc(cJSON *obj, const pt_module *m, uint32_t op_id) {
  const pt_op *op = pt_op_get(m, op_id);
  cJSON_AddNumberToObject(obj, "line", op->loc.line);
  cJSON_AddNumberToObject(obj, "col", op->loc.col);
}

static cJSON *axis_json(const pt_partition *p, uint32_t value, uint32_t a, const pt_tactic_names *names) {
  cJSON *ax = cJSON_CreateObject();
  pt_buf b = {0};
  cJSON_AddStringToObject(ax, "axis", p->mesh.names[a]);
  cJSON_AddNumberToObject(ax, "size", (double)p->mesh.sizes[a]);
  axis_story s;
  if (!ax || !story_init(p, value, a, &s)) {
    cJSON_Delete(ax);
    return NULL;
  }
  pt_decision_describe(s.d, &b);
  add_buf_string(ax, "decision", &b);
  if (s.d->kind == PT_DECISION_OPEN) {
    cJSON_AddNullToObject(ax, "tactic");
    cJSON_AddNullToObject(ax, "tactic_name");
  } else {
    add_tactic(ax, names, s.d->tactic);
  }
  cJSON *path = cJSON_AddArrayToObject(ax, "path");
  for (uint32_t k = 0; k + 1 < s.n_chain; k++) {
    uint32_t to = s.chain[k], from = s.chain[k + 1];
    const pt_decision *td = pt_decision_get(p, to, a);
    cJSON *step = cJSON_CreateObject();
    pt_partition_describe_value(p, from, true, &b);
    add_buf_string(step, "from", &b);
    decision_text(p, from, a, &b);
    add_buf_string(step, "decision", &b);
    add_tactic(step, names, pt_decision_get(p, from, a)->tactic);
    cJSON_AddStringToObject(step, "via_op", pt_op_name((pt_opcode)pt_op_get(p->m, td->via_op)->code));
    add_loc(step, p->m, td->via_op);
    cJSON_AddStringToObject(step, "direction", direction(p, td->via_op, to, from));
    cJSON_AddItemToArray(path, step);
  }
  if (s.d->kind != PT_DECISION_OPEN && s.complete) {
    uint32_t last = s.chain[s.n_chain - 1];
    const pt_decision *ld = pt_decision_get(p, last, a);
    cJSON *seed = cJSON_AddObjectToObject(ax, "seed");
    cJSON_AddStringToObject(seed, "action", ld->kind == PT_DECISION_TILED ? "tile" : "replicate");
    short_name(p, last, &b);
    add_buf_string(seed, "value", &b);
    if (ld->kind == PT_DECISION_TILED) cJSON_AddNumberToObject(seed, "dim", ld->dim);
    add_tactic(seed, names, ld->tactic);
    seed_action(p, last, a, &b);
    add_buf_string(seed, "text", &b);
  } else {
    cJSON_AddNullToObject(ax, "seed");
  }
  cJSON_AddBoolToObject(ax, "complete", s.d->kind != PT_DECISION_OPEN && s.complete);
  cJSON *conf = cJSON_AddArrayToObject(ax, "conflicts");
  for (uint32_t i = 0; s.d->kind == PT_DECISION_OPEN && i < p->conflicts.len; i++) {
    if (!conflict_mentions(p, &p->conflicts.data[i], value, a)) continue;
    pt_conflict_describe(p, &p->conflicts.data[i], &b);
    cJSON_AddItemToArray(conf, cJSON_CreateString(b.data ? b.data : ""));
    b.len = 0;
    if (b.data) b.data[0] = '\0';
  }
  bool failed = b.failed;
  pt_buf_free(&b);
  free(s.chain);
  if (failed) {
    cJSON_Delete(ax);
    return NULL;
  }
  return ax;
}

cJSON *pt_explain_json(const pt_partition *p, uint32_t value, const pt_tactic_names *names) {
  cJSON *obj = cJSON_CreateObject();
  if (value >= p->n_values || !pt_partition_has_value(p, value)) {
    cJSON_AddNumberToObject(obj, "value_id", value);
    cJSON_AddStringToObject(obj, "error", "not partitioned (not a value of the function outside reduction bodies)");
    return obj;
  }
  pt_buf b = {0};
  pt_partition_describe_value(p, value, true, &b);
  add_buf_string(obj, "value", &b);
  short_name(p, value, &b);
  add_buf_string(obj, "name", &b);
  pt_type_print(&b, pt_value_type(p->m, value));
  add_buf_string(obj, "type", &b);
  cJSON *results = cJSON_AddArrayToObject(obj, "returned_as");
  const pt_op *ret = func_return(p);
  for (uint32_t j = 0; ret && j < ret->n_operands; j++)
    if (pt_op_operand(p->m, ret, j) == value) cJSON_AddItemToArray(results, cJSON_CreateNumber(j));
  cJSON *axes = cJSON_AddArrayToObject(obj, "axes");
  bool failed = b.failed || !axes;
  for (uint32_t a = 0; a < p->mesh.n_axes && !failed; a++) {
    cJSON *ax = axis_json(p, value, a, names);
    if (!ax || !cJSON_AddItemToArray(axes, ax)) {
      cJSON_Delete(ax);
      failed = true;
    }
  }
  pt_buf_free(&b);
  if (failed) {
    cJSON_Delete(obj);
    return NULL;
  }
  return obj;
}
