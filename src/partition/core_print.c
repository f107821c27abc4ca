/* core_print.c - the partitioning state of a function printed as
 * PartIR:Core text (the paper's §4 form), for people to read and for the
 * golden tests of `partir core`.
 *
 * An op whose results are decided (TILED or PARTIAL) on some mesh axes and
 * that has a fitting TMR entry on each of them (pt_partition_op_entry) is
 * wrapped in one loop per such axis:
 *
 *   %5 = loop "batch" [#tile<0>] (%r_batch : !range<"batch">) {
 *     %t0 = slice 0 %arg0[%r_batch] : tensor<4x16xf32>
 *     %t1 = "stablehlo.tanh"(%t0) : (tensor<4x16xf32>) -> tensor<4x16xf32>
 *     yield %t1 : tensor<4x16xf32>
 *   } : tensor<8x16xf32>
 *
 * Loops nest outer to inner in DECISION order: by the smallest decision
 * sequence number of the op's results on each axis. Where two axes tile
 * the same dim, that is the major-to-minor order of the dim (partition.h),
 * so slicing in the outer loop first gives each device the right block.
 * The loop attribute lists one action per result: #tile<d>, or the reducer
 * of a partial result (#sum, #max, ...). Each operand the entry tiles is
 * sliced inside the loop of that axis; types inside a loop are local
 * (global dim / product of the sizes of the enclosing loops tiling it), and
 * the op's size-carrying attributes are localised (pt_tmr_local_attrs). A
 * loop's value is the whole value (its chunks concatenated, or its terms
 * combined), so ops outside loops use values unchanged: the Core program
 * computes exactly what the original does.
 *
 * Every other op, and every op on an axis where its results are decided
 * but no unique entry fits (a conflict; a comment says so), is printed
 * whole in MLIR's generic form. Values are named %argN (function
 * arguments), %N (op results in program order, %N#j for one of several),
 * %aN (region arguments), %tN (values inside loops), %r_AXIS (loop
 * ranges). The output is deterministic: it depends on the state only. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../stablehlo/stablehlo.h"
#include "partition.h"

enum { NAME_MAX_LEN = 48 };

typedef struct {
  char s[NAME_MAX_LEN];
} vname;

typedef struct {
  const pt_partition *p;
  pt_module *m; /* pt_tmr_local_attrs interns local types and attributes */
  pt_buf *b;
  uint32_t *num;     /* per value id: its number */
  uint32_t next_tmp; /* %tN */
  uint32_t indent;
  /* Sticky: something could not be allocated; printing stops, and the
   * text is marked failed (pt_buf_take reports it). */
  bool failed;
} core_printer;

static void newline(core_printer *cp) {
  pt_buf_putc(cp->b, '\n');
  for (uint32_t i = 0; i < cp->indent; i++) pt_buf_puts(cp->b, "  ");
}

static void value_name(const core_printer *cp, uint32_t v, vname *out) {
  const pt_value *val = &cp->m->values.data[v];
  if (val->is_arg) {
    const pt_region *r = &cp->m->regions.data[val->def];
    snprintf(out->s, sizeof out->s, r->parent_op == PT_NONE ? "%%arg%u" : "%%a%u", cp->num[v]);
    return;
  }
  const pt_op *op = pt_op_get(cp->m, val->def);
  if (op->n_results == 1)
    snprintf(out->s, sizeof out->s, "%%%u", cp->num[v]);
  else
    snprintf(out->s, sizeof out->s, "%%%u#%u", cp->num[v], val->index);
}

static void tmp_name(core_printer *cp, vname *out) { snprintf(out->s, sizeof out->s, "%%t%u", cp->next_tmp++); }

/* Numbers the values of region r and of the regions nested in it (the
 * function's own arguments are numbered apart). */
static void number_region(core_printer *cp, uint32_t r, uint32_t *next_op, uint32_t *next_arg, uint32_t depth) {
  const pt_region *reg = &cp->m->regions.data[r];
  if (reg->parent_op != PT_NONE)
    for (uint32_t i = 0; i < reg->n_args; i++) cp->num[reg->args + i] = (*next_arg)++;
  for (uint32_t i = 0; i < reg->n_ops; i++) {
    const pt_op *op = pt_op_get(cp->m, pt_region_op(cp->m, reg, i));
    if (op->n_results) {
      for (uint32_t j = 0; j < op->n_results; j++) cp->num[pt_op_result(op, j)] = *next_op;
      (*next_op)++;
    }
    if (depth < PT_MAX_NESTING) /* the verifier refuses deeper programs */
      for (uint32_t k = 0; k < op->n_regions; k++) number_region(cp, pt_op_region(cp->m, op, k), next_op, next_arg, depth + 1);
  }
}

static void print_types(core_printer *cp, const pt_type *t, uint32_t n, bool parens) {
  if (parens) pt_buf_putc(cp->b, '(');
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_puts(cp->b, ", ");
    pt_type_print(cp->b, &t[i]);
  }
  if (parens) pt_buf_putc(cp->b, ')');
}

static void print_region(core_printer *cp, uint32_t r, uint32_t depth);

/* `LHS = "name"(operands) ({regions}) {attrs} : (types) -> types`. */
static void print_generic(core_printer *cp, const pt_op *op, const char *lhs, const vname *operands,
                          const pt_type *operand_types, const pt_type *result_types, const pt_named_attr *attrs,
                          uint32_t n_attrs, uint32_t depth) {
  pt_buf *b = cp->b;
  if (op->n_results == 1) pt_buf_printf(b, "%s = ", lhs);
  if (op->n_results > 1) pt_buf_printf(b, "%s:%u = ", lhs, op->n_results);
  pt_buf_printf(b, "\"%s\"(", pt_op_name((pt_opcode)op->code));
  for (uint32_t i = 0; i < op->n_operands; i++) pt_buf_printf(b, "%s%s", i ? ", " : "", operands[i].s);
  pt_buf_putc(b, ')');
  if (op->n_regions) {
    pt_buf_puts(b, " (");
    for (uint32_t k = 0; k < op->n_regions; k++) {
      if (k) pt_buf_puts(b, ", ");
      print_region(cp, pt_op_region(cp->m, op, k), depth + 1);
    }
    pt_buf_putc(b, ')');
  }
  if (n_attrs) {
    pt_buf_puts(b, " {");
    for (uint32_t i = 0; i < n_attrs; i++) {
      pt_buf_printf(b, "%s%s = ", i ? ", " : "", pt_str(cp->m, attrs[i].name));
      pt_print_attr(cp->m, attrs[i].value, b);
    }
    pt_buf_putc(b, '}');
  }
  pt_buf_puts(b, " : ");
  print_types(cp, operand_types, op->n_operands, true);
  pt_buf_puts(b, " -> ");
  print_types(cp, result_types, op->n_results, op->n_results != 1);
}

static int core_loop_cmp(const void *a, const void *b) {
  uint32_t x = ((const pt_core_loop *)a)->key, y = ((const pt_core_loop *)b)->key;
  return (x > y) - (x < y);
}

uint32_t pt_core_loops(const pt_partition *p, uint32_t op_id, pt_core_loop *out, uint32_t *conflicts) {
  const pt_op *op = pt_op_get(p->m, op_id);
  uint32_t n = 0;
  *conflicts = 0;
  for (uint32_t a = 0; a < p->mesh.n_axes; a++) {
    uint32_t key = UINT32_MAX;
    for (uint32_t j = 0; j < op->n_results; j++) {
      const pt_decision *d = pt_decision_get(p, pt_op_result(op, j), a);
      if ((d->kind == PT_DECISION_TILED || d->kind == PT_DECISION_PARTIAL) && d->seq < key) key = d->seq;
    }
    if (key == UINT32_MAX) continue;
    uint32_t e;
    if (pt_partition_op_entry(p, op_id, a, &e) || pt_partition_op_entry_resolved(p, op_id, a, &e))
      out[n++] = (pt_core_loop){a, e, key};
    else
      *conflicts |= 1u << a;
  }
  /* At most one loop per axis: an insertion sort (qsort's call costs more
   * than the sort, and lowering asks for every op). Keys are distinct
   * decision sequence numbers, so the order is qsort's. */
  for (uint32_t i = 1; i < n; i++)
    for (uint32_t j = i; j > 0 && core_loop_cmp(&out[j - 1], &out[j]) > 0; j--) {
      pt_core_loop t = out[j];
      out[j] = out[j - 1];
      out[j - 1] = t;
    }
  return n;
}

/* Global names and types of an op's operands and results. */
typedef struct {
  vname *names;
  pt_type *in, *out;
} op_view;

static void view_free(op_view *v);

/* False (nothing held, cp failed) when the host has no memory. */
static bool view_init(core_printer *cp, const pt_op *op, op_view *v) {
  v->names = pt_malloc((op->n_operands + 1) * sizeof *v->names);
  v->in = pt_malloc((op->n_operands + 1) * sizeof *v->in);
  v->out = pt_malloc((op->n_results + 1) * sizeof *v->out);
  if (!v->names || !v->in || !v->out) {
    view_free(v);
    cp->failed = true;
    return false;
  }
  for (uint32_t i = 0; i < op->n_operands; i++) {
    uint32_t x = pt_op_operand(cp->m, op, i);
    value_name(cp, x, &v->names[i]);
    v->in[i] = *pt_value_type(cp->m, x);
  }
  for (uint32_t j = 0; j < op->n_results; j++) v->out[j] = *pt_value_type(cp->m, pt_op_result(op, j));
  return true;
}

static void view_free(op_view *v) {
  free(v->names);
  free(v->in);
  free(v->out);
}

static void print_whole(core_printer *cp, uint32_t op_id, uint32_t depth) {
  const pt_op *op = pt_op_get(cp->m, op_id);
  op_view v;
  if (!view_init(cp, op, &v)) return;
  vname lhs = {{0}};
  if (op->n_results) value_name(cp, pt_op_result(op, 0), &lhs);
  char *hash = strchr(lhs.s, '#');
  if (hash) *hash = '\0';
  if (op->code == PT_OP_FUNC_RETURN) {
    pt_buf_puts(cp->b, "return");
    for (uint32_t i = 0; i < op->n_operands; i++) pt_buf_printf(cp->b, "%s%s", i ? ", " : " ", v.names[i].s);
    if (op->n_operands) pt_buf_puts(cp->b, " : ");
    print_types(cp, v.in, op->n_operands, false);
  } else {
    print_generic(cp, op, lhs.s, v.names, v.in, v.out, cp->m->attr_pool.data + op->attrs, op->n_attrs, depth);
  }
  view_free(&v);
}

static void print_loops(core_printer *cp, uint32_t op_id, const pt_core_loop *ax, uint32_t n_ax, uint32_t depth) {
  const pt_partition *p = cp->p;
  pt_module *m = cp->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t nr = op->n_results, no = op->n_operands;
  op_view v;
  if (!view_init(cp, op, &v)) return;
  /* Result types seen by each level: level L's loop has the types of the
   * results divided by the loops enclosing it (levels < L). */
  pt_type *level_types = pt_malloc(((size_t)n_ax + 1) * (nr + 1) * sizeof *level_types);
  if (!level_types) {
    view_free(&v);
    cp->failed = true;
    return;
  }
  vname lhs[PT_MESH_MAX_AXES + 1];
  if (nr) value_name(cp, pt_op_result(op, 0), &lhs[0]);
  char *hash = strchr(lhs[0].s, '#');
  if (hash) *hash = '\0';
  for (uint32_t j = 0; j < nr; j++) level_types[j] = v.out[j];
  for (uint32_t L = 0; L < n_ax; L++) {
    const int32_t *ed;
    const uint8_t *er;
    pt_partition_entry_dims(p, op_id, ax[L].entry, &ed, &er);
    const char *an = p->mesh.names[ax[L].axis];
    int64_t size = p->mesh.sizes[ax[L].axis];
    if (L > 0) {
      tmp_name(cp, &lhs[L]);
      newline(cp);
    }
    if (nr > 1)
      pt_buf_printf(cp->b, "%s:%u = ", lhs[L].s, nr);
    else if (nr == 1)
      pt_buf_printf(cp->b, "%s = ", lhs[L].s);
    pt_buf_printf(cp->b, "loop \"%s\" [", an);
    for (uint32_t j = 0; j < nr; j++) {
      if (j) pt_buf_puts(cp->b, ", ");
      if (er[j] != PT_REDUCER_NONE)
        pt_buf_printf(cp->b, "#%s", pt_reducer_name((pt_reducer)er[j]));
      else
        pt_buf_printf(cp->b, "#tile<%d>", ed[no + j]);
    }
    pt_buf_printf(cp->b, "] (%%r_%s : !range<\"%s\">) {", an, an);
    cp->indent++;
    for (uint32_t i = 0; i < no; i++) {
      if (ed[i] == PT_TMR_PARTIAL) {
        /* A partial operand: iteration r uses its r-th term. */
        vname s;
        tmp_name(cp, &s);
        newline(cp);
        pt_buf_printf(cp->b, "%s = term %s[%%r_%s] : ", s.s, v.names[i].s, an);
        pt_type_print(cp->b, &v.in[i]);
        v.names[i] = s;
        continue;
      }
      if (ed[i] < 0) continue;
      pt_type *t = &v.in[i];
      if ((uint32_t)ed[i] < t->rank) t->dims[ed[i]] /= size;
      vname s;
      tmp_name(cp, &s);
      newline(cp);
      pt_buf_printf(cp->b, "%s = slice %d %s[%%r_%s] : ", s.s, ed[i], v.names[i].s, an);
      pt_type_print(cp->b, t);
      v.names[i] = s;
    }
    pt_type *next = level_types + (size_t)(L + 1) * (nr + 1);
    for (uint32_t j = 0; j < nr; j++) {
      next[j] = level_types[(size_t)L * (nr + 1) + j];
      int32_t rd = ed[no + j];
      if (er[j] == PT_REDUCER_NONE && rd >= 0 && (uint32_t)rd < next[j].rank) next[j].dims[rd] /= size;
    }
  }
  /* The op on local operands. */
  const pt_type *inner = level_types + (size_t)n_ax * (nr + 1);
  uint32_t *in_ids = pt_malloc((no + 1) * sizeof *in_ids), *out_ids = pt_malloc((nr + 1) * sizeof *out_ids);
  const pt_named_attr *attrs = NULL;
  uint32_t n_attrs = 0;
  if (in_ids && out_ids) {
    for (uint32_t i = 0; i < no; i++) in_ids[i] = pt_type_intern(m, &v.in[i]);
    for (uint32_t j = 0; j < nr; j++) out_ids[j] = pt_type_intern(m, &inner[j]);
    n_attrs = pt_tmr_local_attrs(m, op_id, in_ids, out_ids, &attrs);
  }
  op = pt_op_get(m, op_id);
  /* No memory for the ids, a fallback type or a NULL attribute: nothing of
   * the op is printed. */
  if (!in_ids || !out_ids || pt_module_oom(m)) {
    free(in_ids);
    free(out_ids);
    free(level_types);
    view_free(&v);
    cp->failed = true;
    return;
  }
  tmp_name(cp, &lhs[n_ax]);
  newline(cp);
  print_generic(cp, op, lhs[n_ax].s, v.names, v.in, inner, attrs, n_attrs, depth);
  /* Close the loops, innermost first. */
  for (uint32_t L = n_ax; L-- > 0;) {
    newline(cp);
    pt_buf_puts(cp->b, "yield");
    for (uint32_t j = 0; j < nr; j++) {
      pt_buf_printf(cp->b, "%s%s", j ? ", " : " ", lhs[L + 1].s);
      if (nr > 1) pt_buf_printf(cp->b, "#%u", j);
    }
    pt_buf_puts(cp->b, " : ");
    print_types(cp, level_types + (size_t)(L + 1) * (nr + 1), nr, false);
    cp->indent--;
    newline(cp);
    pt_buf_puts(cp->b, "} : ");
    print_types(cp, level_types + (size_t)L * (nr + 1), nr, false);
  }
  free(in_ids);
  free(out_ids);
  free(level_types);
  view_free(&v);
}

static void print_op(core_printer *cp, uint32_t op_id, uint32_t depth) {
  if (cp->failed) return;
  pt_core_loop ax[PT_MESH_MAX_AXES];
  uint32_t conflicts;
  uint32_t n = pt_core_loops(cp->p, op_id, ax, &conflicts);
  for (uint32_t a = 0; a < cp->p->mesh.n_axes; a++) {
    if (!((conflicts >> a) & 1u)) continue;
    const pt_op *op = pt_op_get(cp->m, op_id);
    pt_buf_printf(cp->b, "// \"%s\": results decided but no unique TMR entry fits (line %u): computed whole", cp->p->mesh.names[a],
                  op->loc.line);
    newline(cp);
  }
  if (n == 0)
    print_whole(cp, op_id, depth);
  else
    print_loops(cp, op_id, ax, n, depth);
}

static void print_region(core_printer *cp, uint32_t r, uint32_t depth) {
  const pt_region *reg = &cp->m->regions.data[r];
  pt_buf_putc(cp->b, '{');
  cp->indent++;
  if (depth > PT_MAX_NESTING) { /* the verifier refuses deeper programs */
    newline(cp);
    pt_buf_puts(cp->b, "// (nested too deeply to print)");
  } else {
    if (reg->n_args && reg->parent_op != PT_NONE) {
      newline(cp);
      pt_buf_puts(cp->b, "^bb0(");
      for (uint32_t i = 0; i < reg->n_args; i++) {
        vname nm;
        value_name(cp, reg->args + i, &nm);
        pt_buf_printf(cp->b, "%s%s: ", i ? ", " : "", nm.s);
        pt_type_print(cp->b, pt_value_type(cp->m, reg->args + i));
      }
      pt_buf_puts(cp->b, "):");
    }
    for (uint32_t i = 0; i < reg->n_ops; i++) {
      newline(cp);
      print_op(cp, pt_region_op(cp->m, reg, i), depth);
    }
  }
  cp->indent--;
  newline(cp);
  pt_buf_putc(cp->b, '}');
}

void pt_core_print(const pt_partition *p, pt_buf *out) {
  /* The localised attributes and types printing makes go into a scratch
   * module derived from the state's (same ids): the input is only read. */
  core_printer cp = {.p = p, .m = pt_module_try_derive_room(p->m, 0), .b = out};
  cp.num = cp.m ? pt_calloc(cp.m->values.len + 1, sizeof *cp.num) : NULL;
  if (!cp.num) {
    pt_module_free(cp.m);
    out->failed = true; /* as a buffer that could not grow: pt_buf_take reports it */
    return;
  }
  const pt_func *f = &cp.m->funcs.data[p->func];
  uint32_t next_op = 0, next_arg = 0;
  number_region(&cp, f->body, &next_op, &next_arg, 0);
  const pt_region *body = &cp.m->regions.data[f->body];
  for (uint32_t i = 0; i < body->n_args; i++) cp.num[body->args + i] = i;

  pt_buf_printf(out, "// PartIR:Core of @%s on mesh ", pt_str(cp.m, f->name));
  for (uint32_t a = 0; a < p->mesh.n_axes; a++)
    pt_buf_printf(out, "%s\"%s\"=%lld", a ? ", " : "", p->mesh.names[a], (long long)p->mesh.sizes[a]);
  pt_buf_printf(out, " (%lld devices)\n", (long long)pt_mesh_num_devices(&p->mesh));
  pt_buf_puts(out, "// loops nest outer to inner in the order their axes were decided on the op's results\n");
  pt_buf_printf(out, "func.func @%s(", pt_str(cp.m, f->name));
  for (uint32_t i = 0; i < body->n_args; i++) {
    pt_buf_printf(out, "%s%%arg%u: ", i ? ", " : "", i);
    pt_type_print(out, pt_value_type(cp.m, body->args + i));
  }
  pt_buf_puts(out, ") -> (");
  for (uint32_t j = 0; j < f->n_results; j++) {
    if (j) pt_buf_puts(out, ", ");
    pt_type_print(out, pt_type_get(cp.m, pt_func_result_type(cp.m, f, j)));
  }
  pt_buf_puts(out, ") ");
  print_region(&cp, f->body, 0);
  pt_buf_putc(out, '\n');
  if (cp.failed || pt_module_oom(cp.m)) out->failed = true;
  free(cp.num);
  pt_module_free(cp.m);
}
