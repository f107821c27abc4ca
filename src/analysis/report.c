/* report.c - the analysis for people (text) and programs (JSON): the
 * classes that can be tiled, one line per layer group, largest first; the
 * conflicts with their cuts; the layer groups; the size of the decision
 * space with and without grouping. Nothing here depends on timing, so
 * the output is a golden file. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "analysis.h"

static const char *const role_names[] = {"dim", "batch", "heads", "hidden", "vocab"};
static const char *const kind_keys[PT_BYTES_N] = {"params", "opt_state", "inputs", "activations"};

static bool tileable(const pt_analysis *a, const pt_dim_class *c) {
  if (a->mesh.n_axes == 0) return c->gcd >= 2;
  for (uint32_t x = 0; x < a->mesh.n_axes; x++)
    if (pt_analysis_divides(c, a->mesh.sizes[x])) return true;
  return false;
}

/* The argument name of member i of class c, or NULL. */
static const char *member_name(const pt_analysis *a, const pt_dim_class *c) {
  uint32_t arg;
  if (c->name_member == PT_NONE || !pt_analysis_is_arg(a, a->members[c->name_member].value, &arg)) return NULL;
  return pt_analysis_arg_name(a, arg);
}

/* Appends `name` with every run of digits that differs from the same run
 * in `other` written as '*': "params['layers'][0]..." and "[1]" give
 * "params['layers'][*]...". Names whose other parts differ are kept. */
static void merge_name(pt_buf *out, const char *name, const char *other) {
  const char *p = name, *q = other;
  pt_buf tmp = {0};
  while (*p && *q) {
    if (isdigit((unsigned char)*p) && isdigit((unsigned char)*q)) {
      size_t lp = strspn(p, "0123456789"), lq = strspn(q, "0123456789");
      if (lp == lq && memcmp(p, q, lp) == 0) pt_buf_append(&tmp, p, lp);
      else pt_buf_putc(&tmp, '*');
      p += lp;
      q += lq;
    } else if (*p == *q) {
      pt_buf_putc(&tmp, *p++);
      q++;
    } else {
      break;
    }
  }
  pt_buf_puts(out, !*p && !*q && tmp.data ? tmp.data : name);
  pt_buf_free(&tmp);
}

static void describe_member(const pt_analysis *a, uint32_t c, pt_buf *out) {
  const pt_dim_class *cl = &a->classes.data[c];
  const pt_dim_ref *mr = &a->members[cl->name_member];
  const char *name = member_name(a, cl);
  const pt_value *val = &a->m->values.data[mr->value];
  if (name) {
    const pt_dim_group *g = &a->groups.data[cl->group];
    const pt_dim_class *last = &a->classes.data[a->group_classes[g->first + g->n_classes - 1]];
    const char *other = g->n_classes > 1 ? member_name(a, last) : NULL;
    if (other) merge_name(out, name, other);
    else pt_buf_puts(out, name);
  } else if (val->is_arg) {
    uint32_t arg;
    if (pt_analysis_is_arg(a, mr->value, &arg)) pt_buf_printf(out, "argument %u", arg);
    else pt_buf_printf(out, "argument %u of a region", val->index);
  } else {
    const pt_op *op = pt_op_get(a->m, val->def);
    pt_buf_printf(out, "'%s' at %u:%u", pt_op_name((pt_opcode)op->code), op->loc.line, op->loc.col);
    if (op->n_results > 1) pt_buf_printf(out, " result %u", val->index);
  }
  pt_buf_printf(out, " dim %u", mr->dim);
}

void pt_analysis_class_name(const pt_analysis *a, uint32_t c, pt_buf *out) {
  const pt_dim_class *cl = &a->classes.data[c];
  pt_buf_printf(out, "%s (%lld", role_names[cl->role], (long long)cl->size);
  if (cl->min_size != cl->max_size)
    pt_buf_printf(out, "; sizes %lld to %lld, gcd %lld", (long long)cl->min_size, (long long)cl->max_size,
                  (long long)cl->gcd);
  pt_buf_puts(out, "): ");
  describe_member(a, c, out);
}

void pt_analysis_decision_describe(const pt_analysis *a, uint32_t i, pt_buf *out) {
  const pt_decision_item *d = &a->decisions.data[i];
  if (d->cut < 0) {
    const pt_dim_group *g = &a->groups.data[d->group];
    pt_buf_puts(out, "tile ");
    pt_analysis_class_name(a, a->group_classes[g->first], out);
    if (g->n_classes > 1) pt_buf_printf(out, " (x%u)", g->n_classes);
  } else {
    const pt_dim_conflict *cf = &a->conflicts.data[a->conflict_group_first[d->group]];
    const pt_op *op = pt_op_get(a->m, cf->op);
    pt_buf_printf(out, "cut operand %u of '%s' at %u:%u", cf->cuts[d->cut].operand, pt_op_name((pt_opcode)op->code),
                  op->loc.line, op->loc.col);
    if (a->conflict_group_count[d->group] > 1) pt_buf_printf(out, " (x%u)", a->conflict_group_count[d->group]);
  }
  pt_buf_printf(out, " on '%s'", a->mesh.names[d->axis]);
}

/* ---- text --------------------------------------------------------------------------- */

static void text_class(const pt_analysis *a, uint32_t g, pt_buf *out) {
  const pt_dim_group *gr = &a->groups.data[g];
  uint32_t c = a->group_classes[gr->first];
  const pt_dim_class *cl = &a->classes.data[c];
  pt_buf_puts(out, "  ");
  if (gr->n_classes > 1) pt_buf_printf(out, "x%u ", gr->n_classes);
  pt_analysis_class_name(a, c, out);
  pt_buf_printf(out, "\n      %u dims of %u values", cl->n_members, cl->n_values);
  if (a->mesh.n_axes) {
    pt_buf_puts(out, "; axes");
    for (uint32_t x = 0; x < a->mesh.n_axes; x++)
      if (pt_analysis_divides(cl, a->mesh.sizes[x])) pt_buf_printf(out, " %s", a->mesh.names[x]);
  }
  pt_buf_puts(out, ";");
  for (int k = 0; k < PT_BYTES_N; k++)
    if (cl->bytes[k]) {
      pt_buf_printf(out, " %s ", kind_keys[k]);
      pt_buf_human(out, (double)cl->bytes[k], "B");
    }
  if (cl->flops > 0) {
    pt_buf_puts(out, "; contractions ");
    pt_buf_human(out, cl->flops, "FLOP");
  }
  if (cl->n_doubled) pt_buf_printf(out, "; %u values with two dims in it", cl->n_doubled);
  pt_buf_putc(out, '\n');
}

/* "operand 1 of 'stablehlo.dot_general' at 71:5: all_gather 65.5 kB". */
static void text_edge(const pt_analysis *a, const pt_dim_edge *e, pt_buf *out) {
  const pt_op *op = pt_op_get(a->m, e->op);
  pt_buf_printf(out, "        operand %u of '%s' at %u:%u: ", e->operand, pt_op_name((pt_opcode)op->code), op->loc.line,
                op->loc.col);
  if (e->bytes) {
    pt_buf_puts(out, "all_gather ");
    pt_buf_human(out, (double)e->bytes, "B");
    pt_buf_putc(out, '\n');
  } else {
    pt_buf_puts(out, "a slice of a whole value\n");
  }
}

static void text_conflict(const pt_analysis *a, uint32_t g, pt_buf *out) {
  const pt_dim_conflict *cf = &a->conflicts.data[a->conflict_group_first[g]];
  uint32_t n = a->conflict_group_count[g];
  pt_buf_puts(out, "  ");
  if (n > 1) pt_buf_printf(out, "x%u ", n);
  pt_analysis_class_name(a, cf->cls, out);
  if (cf->op == PT_NONE) {
    pt_buf_puts(out, "\n      an argument has two dims in the class; no cut inside the program\n");
    return;
  }
  const pt_op *op = pt_op_get(a->m, cf->op);
  pt_buf_printf(out, "\n      at '%s' %u:%u", pt_op_name((pt_opcode)op->code), op->loc.line, op->loc.col);
  if (cf->n_cuts == 0) {
    pt_buf_puts(out, ": its result has two dims in the class (made, not met); no cut\n");
    return;
  }
  pt_buf_printf(out, ": operands");
  for (uint32_t k = 0; k < cf->n_cuts; k++)
    pt_buf_printf(out, "%s %u (dim %u)", k ? (k + 1 == cf->n_cuts ? " and" : ",") : "", cf->cuts[k].operand,
                  cf->cuts[k].dim);
  pt_buf_puts(out, " cannot share an axis\n");
  for (uint32_t k = 0; k < cf->n_cuts; k++) {
    const pt_dim_cut *c = &cf->cuts[k];
    if (!c->separated) {
      pt_buf_printf(out, "      cut %u (operand %u whole): no finite cut; the class stays one (%u dims)\n", k, c->operand,
                    c->kept_members);
      continue;
    }
    pt_buf_printf(out, "      cut %u (operand %u whole): %u edges, all_gather ", k, c->operand, c->n_edges);
    pt_buf_human(out, (double)c->bytes, "B");
    pt_buf_printf(out, " in all; the class splits into %u classes: %u dims tiled, %u left whole\n", c->n_classes_after,
                  c->kept_members, c->cut_members);
    enum { SHOWN = 4 };
    for (uint32_t e = c->first_edge; e < c->first_edge + c->n_edges && e < c->first_edge + SHOWN; e++)
      text_edge(a, &a->cut_edges.data[e], out);
    if (c->n_edges > SHOWN) pt_buf_printf(out, "        ... and %u more\n", c->n_edges - SHOWN);
  }
}

static void text_report(const pt_analysis *a, pt_buf *out) {
  const pt_func *f = &a->m->funcs.data[a->func];
  uint32_t n_tile_groups = 0;
  for (uint32_t g = 0; g < a->groups.len; g++)
    n_tile_groups += tileable(a, &a->classes.data[a->group_classes[a->groups.data[g].first]]);
  pt_buf_printf(out, "@%s: %u dims in %u classes, %u of them tileable", pt_str(a->m, f->name), a->n_nodes,
                a->classes.len, a->n_tileable);
  if (a->mesh.n_axes) {
    pt_buf_puts(out, " on ");
    for (uint32_t x = 0; x < a->mesh.n_axes; x++)
      pt_buf_printf(out, "%s%s=%lld", x ? "," : "", a->mesh.names[x], (long long)a->mesh.sizes[x]);
  }
  pt_buf_printf(out, " (%u with layer groups)\n", n_tile_groups);
  pt_buf_puts(out, "classes (named dimensions), largest first:\n");
  for (uint32_t g = 0; g < a->groups.len; g++)
    if (tileable(a, &a->classes.data[a->group_classes[a->groups.data[g].first]])) text_class(a, g, out);
  pt_buf_printf(out, "conflicts: %u (%u with layer groups)\n", a->conflicts.len, a->n_conflict_groups);
  for (uint32_t g = 0; g < a->n_conflict_groups; g++) text_conflict(a, g, out);
  uint32_t repeated = 0, classes_in = 0;
  for (uint32_t g = 0; g < a->groups.len; g++)
    if (a->groups.data[g].n_classes > 1 && tileable(a, &a->classes.data[a->group_classes[a->groups.data[g].first]])) {
      repeated++;
      classes_in += a->groups.data[g].n_classes;
    }
  pt_buf_printf(out, "layer groups: %u groups of structurally identical classes hold %u classes\n", repeated,
                classes_in);
  if (a->mesh.n_axes) {
    pt_buf_printf(out, "decision space: %llu decisions (a class, or a conflict's cut, on a mesh axis); %u with "
                       "layer groups\n",
                  (unsigned long long)a->n_decisions_ungrouped, a->decisions.len);
  } else {
    uint32_t cuts = 0, cuts_grouped = 0;
    for (uint32_t i = 0; i < a->conflicts.len; i++) cuts += a->conflicts.data[i].n_cuts;
    for (uint32_t g = 0; g < a->n_conflict_groups; g++)
      cuts_grouped += a->conflicts.data[a->conflict_group_first[g]].n_cuts;
    pt_buf_printf(out, "decision space per mesh axis: %u classes and %u cuts; %u and %u with layer groups\n",
                  a->n_tileable, cuts, n_tile_groups, cuts_grouped);
  }
}

/* ---- JSON --------------------------------------------------------------------------- */

static void json_string(pt_buf *out, const char *s) {
  pt_buf_putc(out, '"');
  for (; *s; s++) {
    unsigned char ch = (unsigned char)*s;
    if (ch == '"' || ch == '\\') pt_buf_printf(out, "\\%c", ch);
    else if (ch < 0x20) pt_buf_printf(out, "\\u%04x", ch);
    else pt_buf_putc(out, (char)ch);
  }
  pt_buf_putc(out, '"');
}

static void json_report(const pt_analysis *a, pt_buf *out) {
  pt_buf name = {0};
  pt_buf_printf(out, "{\"function\": ");
  json_string(out, pt_str(a->m, a->m->funcs.data[a->func].name));
  pt_buf_printf(out, ", \"dims\": %u, \"classes\": %u, \"tileable\": %u,\n \"groups\": [", a->n_nodes,
                a->classes.len, a->n_tileable);
  bool first = true;
  for (uint32_t g = 0; g < a->groups.len; g++) {
    uint32_t c = a->group_classes[a->groups.data[g].first];
    const pt_dim_class *cl = &a->classes.data[c];
    if (!tileable(a, cl)) continue;
    name.len = 0;
    pt_analysis_class_name(a, c, &name);
    pt_buf_printf(out, "%s\n  {\"group\": %u, \"classes\": %u, \"name\": ", first ? "" : ",", g,
                  a->groups.data[g].n_classes);
    first = false;
    json_string(out, name.data);
    pt_buf_printf(out, ", \"role\": \"%s\", \"size\": %lld, \"gcd\": %lld, \"dims\": %u, \"values\": %u",
                  role_names[cl->role], (long long)cl->size, (long long)cl->gcd, cl->n_members, cl->n_values);
    for (int k = 0; k < PT_BYTES_N; k++)
      pt_buf_printf(out, ", \"%s_bytes\": %llu", kind_keys[k], (unsigned long long)cl->bytes[k]);
    pt_buf_printf(out, ", \"contraction_flops\": %.17g, \"doubled_values\": %u, \"axes\": [", cl->flops,
                  cl->n_doubled);
    bool fx = true;
    for (uint32_t x = 0; x < a->mesh.n_axes; x++)
      if (pt_analysis_divides(cl, a->mesh.sizes[x])) {
        pt_buf_printf(out, "%s", fx ? "" : ", ");
        json_string(out, a->mesh.names[x]);
        fx = false;
      }
    pt_buf_puts(out, "]}");
  }
  pt_buf_puts(out, "],\n \"conflicts\": [");
  for (uint32_t g = 0; g < a->n_conflict_groups; g++) {
    const pt_dim_conflict *cf = &a->conflicts.data[a->conflict_group_first[g]];
    name.len = 0;
    pt_analysis_class_name(a, cf->cls, &name);
    pt_buf_printf(out, "%s\n  {\"count\": %u, \"class\": ", g ? "," : "", a->conflict_group_count[g]);
    json_string(out, name.data);
    if (cf->op != PT_NONE) {
      const pt_op *op = pt_op_get(a->m, cf->op);
      pt_buf_printf(out, ", \"op\": \"%s\", \"line\": %u, \"col\": %u", pt_op_name((pt_opcode)op->code),
                    op->loc.line, op->loc.col);
    }
    pt_buf_puts(out, ", \"cuts\": [");
    for (uint32_t k = 0; k < cf->n_cuts; k++) {
      const pt_dim_cut *c = &cf->cuts[k];
      pt_buf_printf(out,
                    "%s\n   {\"operand\": %u, \"dim\": %u, \"collective\": \"all_gather\", \"bytes\": %llu, "
                    "\"separated\": %s, \"kept_dims\": %u, \"cut_dims\": %u, \"classes_after\": %u, \"edges\": [",
                    k ? "," : "", c->operand, c->dim, (unsigned long long)c->bytes, c->separated ? "true" : "false",
                    c->kept_members, c->cut_members, c->n_classes_after);
      for (uint32_t e = c->first_edge; e < c->first_edge + c->n_edges; e++) {
        const pt_dim_edge *ed = &a->cut_edges.data[e];
        const pt_op *eo = pt_op_get(a->m, ed->op);
        pt_buf_printf(out, "%s{\"op\": \"%s\", \"line\": %u, \"col\": %u, \"operand\": %u, \"collective\": \"%s\", "
                      "\"bytes\": %llu}", e > c->first_edge ? ", " : "", pt_op_name((pt_opcode)eo->code), eo->loc.line,
                      eo->loc.col, ed->operand, ed->bytes ? "all_gather" : "slice", (unsigned long long)ed->bytes);
      }
      pt_buf_puts(out, "]}");
    }
    pt_buf_puts(out, "]}");
  }
  pt_buf_puts(out, "],\n \"decisions\": [");
  for (uint32_t i = 0; i < a->decisions.len; i++) {
    name.len = 0;
    pt_analysis_decision_describe(a, i, &name);
    pt_buf_printf(out, "%s\n  ", i ? "," : "");
    json_string(out, name.data);
  }
  pt_buf_printf(out, "],\n \"decisions_ungrouped\": %llu, \"decisions_grouped\": %u}\n",
                (unsigned long long)a->n_decisions_ungrouped, a->decisions.len);
  pt_buf_free(&name);
}

void pt_analysis_report(const pt_analysis *a, bool json, pt_buf *out) {
  if (json) json_report(a, out);
  else text_report(a, out);
}
