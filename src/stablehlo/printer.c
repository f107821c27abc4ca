/* printer.c - pt_module -> MLIR text: the module and its functions, regions,
 * value names, and MLIR's generic op form. Pretty op forms are in
 * print_ops.c, attributes in print_attr.c.
 *
 * Value names follow MLIR's own numbering so that printing what MLIR
 * printed reproduces it: within a function, the ops of a region are
 * numbered %N in order (one number per op, multi-result ops print %N:k and
 * are used as %N#i), block arguments %argN; the regions nested in a region
 * are numbered after all of its values, each starting from the same
 * counters (sibling regions reuse numbers, as in MLIR). Every function
 * starts again at %0 / %arg0.
 *
 * Recursion follows region nesting, which the parser caps.
 */
#include <stdlib.h>
#include <string.h>

#include "print_internal.h"

/* ---- small output helpers ---------------------------------------------------- */

void pt_pr_u64(pt_buf *b, uint64_t v) {
  char tmp[24];
  uint32_t n = sizeof tmp;
  do {
    tmp[--n] = (char)('0' + v % 10);
    v /= 10;
  } while (v);
  pt_buf_append(b, tmp + n, sizeof tmp - n);
}

void pt_pr_i64(pt_buf *b, int64_t v) {
  if (v < 0) {
    pt_buf_putc(b, '-');
    pt_pr_u64(b, 0 - (uint64_t)v);
  } else {
    pt_pr_u64(b, (uint64_t)v);
  }
}

void pt_pr_newline(pt_printer *p) {
  static const char spaces[] = "                                                                ";
  pt_buf_putc(p->b, '\n');
  uint32_t n = p->indent;
  while (n) {
    uint32_t k = n < sizeof spaces - 1 ? n : (uint32_t)(sizeof spaces - 1);
    pt_buf_append(p->b, spaces, k);
    n -= k;
  }
}

void pt_pr_type(pt_printer *p, uint32_t id) {
  if (p->type_off[id] == UINT32_MAX) {
    /* A memo that could not grow memoizes nothing more: the type is
     * printed in place instead (the output stays exact). */
    if (p->type_text.failed) {
      pt_type_print(p->b, pt_type_get(p->m, id));
      return;
    }
    size_t off = p->type_text.len;
    pt_type_print(&p->type_text, pt_type_get(p->m, id));
    if (p->type_text.failed) {
      pt_type_print(p->b, pt_type_get(p->m, id));
      return;
    }
    p->type_off[id] = (uint32_t)off;
    p->type_len[id] = (uint32_t)(p->type_text.len - off);
  }
  pt_buf_append(p->b, p->type_text.data + p->type_off[id], p->type_len[id]);
}

/* ---- values ------------------------------------------------------------------- */

void pt_pr_value(pt_printer *p, uint32_t v) {
  const pt_value *val = &p->m->values.data[v];
  if (val->is_arg) {
    pt_buf_append(p->b, "%arg", 4);
    pt_pr_u64(p->b, p->vnum[v]);
    return;
  }
  pt_buf_putc(p->b, '%');
  pt_pr_u64(p->b, p->vnum[v]);
  if (p->m->ops.data[val->def].n_results > 1) {
    pt_buf_putc(p->b, '#');
    pt_pr_u64(p->b, val->index);
  }
}

void pt_pr_block_arg(pt_printer *p, uint32_t v) {
  pt_pr_value(p, v);
  pt_buf_append(p->b, ": ", 2);
  pt_pr_type(p, p->m->values.data[v].type);
}

void pt_pr_operands(pt_printer *p, const pt_op *op, uint32_t from, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    pt_pr_value(p, pt_op_operand(p->m, op, from + i));
  }
}

void pt_pr_operand_types(pt_printer *p, const pt_op *op, uint32_t from, uint32_t n) {
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    pt_pr_type(p, p->m->values.data[pt_op_operand(p->m, op, from + i)].type);
  }
}

void pt_pr_result_types(pt_printer *p, const pt_op *op) {
  for (uint32_t i = 0; i < op->n_results; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    pt_pr_type(p, p->m->values.data[op->results + i].type);
  }
}

void pt_pr_functional_type(pt_printer *p, const pt_op *op) {
  pt_buf_putc(p->b, '(');
  pt_pr_operand_types(p, op, 0, op->n_operands);
  pt_buf_append(p->b, ") -> ", 5);
  if (op->n_results == 1) {
    pt_pr_result_types(p, op);
  } else {
    pt_buf_putc(p->b, '(');
    pt_pr_result_types(p, op);
    pt_buf_putc(p->b, ')');
  }
}

/* Gives every value of the region (and, after them, of its nested regions)
 * its number. */
static void number_region(pt_printer *p, uint32_t region, uint32_t next_val, uint32_t next_arg) {
  const pt_module *m = p->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_args; i++) p->vnum[r->args + i] = next_arg++;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    if (!op->n_results) continue;
    for (uint32_t k = 0; k < op->n_results; k++) p->vnum[op->results + k] = next_val;
    next_val++;
  }
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    for (uint32_t k = 0; k < op->n_regions; k++) number_region(p, pt_op_region(m, op, k), next_val, next_arg);
  }
}

/* ---- attribute dictionaries ----------------------------------------------------- */

static bool name_in(const char *name, const char *const *list) {
  for (; list && *list; list++)
    if (strcmp(name, *list) == 0) return true;
  return false;
}

typedef enum { ATTRS_ALL, ATTRS_INHERENT, ATTRS_DISCARDABLE } attr_filter;

/* Prints open, the op's attributes that pass the filter and are not in
 * skip, and close; nothing when no attribute passes. */
static void print_op_attrs(pt_printer *p, const pt_op *op, const char *const *skip, attr_filter filter,
                           const char *open, const char *close) {
  const pt_module *m = p->m;
  bool any = false;
  for (uint32_t i = 0; i < op->n_attrs; i++) {
    const pt_named_attr *na = &m->attr_pool.data[op->attrs + i];
    const char *name = pt_str(m, na->name);
    if (name_in(name, skip)) continue;
    if (filter != ATTRS_ALL && (filter == ATTRS_INHERENT) != pt_pr_is_inherent((pt_opcode)op->code, name)) continue;
    pt_buf_puts(p->b, any ? ", " : open);
    any = true;
    pt_pr_named_attr(p, na);
  }
  if (any) pt_buf_puts(p->b, close);
}

void pt_pr_attr_dict(pt_printer *p, const pt_op *op, const char *const *skip) {
  print_op_attrs(p, op, skip, ATTRS_ALL, " {", "}");
}

/* ` {k = v, ...}` for a DICT attribute with at least one entry. */
static void print_dict_attr(pt_printer *p, const char *lead, const pt_attr *dict) {
  if (!dict || dict->kind != PT_ATTR_DICT || dict->u.dict.n == 0) return;
  pt_buf_puts(p->b, lead);
  pt_pr_attr(p, dict);
}

/* ---- regions and ops ------------------------------------------------------------- */

static void print_op(pt_printer *p, uint32_t op_id);
static bool printer_init(pt_printer *p, const pt_module *m, pt_buf *out, bool generic);
static void printer_free(pt_printer *p);

/* The ops of a large region printed in pieces by the pool's threads, each
 * with a printer of its own (its own text and type cache; value numbers
 * are shared, read-only, numbered before), then joined in order. */
typedef struct {
  const pt_printer *parent;
  const pt_region *r;
  uint32_t piece_ops, n_pieces;
  pt_buf *text; /* per piece */
} region_pieces;

static void print_piece(void *arg, uint32_t worker, uint32_t begin, uint32_t end) {
  (void)worker;
  region_pieces *rp = arg;
  const pt_printer *parent = rp->parent;
  for (uint32_t k = begin; k < end; k++) {
    pt_printer p;
    if (!printer_init(&p, parent->m, &rp->text[k], parent->generic)) { /* the piece's text says so */
      printer_free(&p);
      continue;
    }
    p.vnum = parent->vnum;
    p.indent = parent->indent;
    uint32_t first = k * rp->piece_ops, last = first + rp->piece_ops;
    if (k + 1 == rp->n_pieces || last > rp->r->n_ops) last = rp->r->n_ops;
    for (uint32_t i = first; i < last; i++) print_op(&p, pt_region_op(parent->m, rp->r, i));
    p.vnum = NULL; /* the parent's */
    printer_free(&p);
  }
}

static void print_ops_in_pieces(pt_printer *p, const pt_region *r) {
  uint32_t n_workers = pt_workers_count(p->pool);
  /* A few pieces per thread, so that one slow piece (or a thread that
   * waits for a core) does not hold up the rest. */
  uint32_t piece = (r->n_ops + 4 * n_workers - 1) / (4 * n_workers);
  if (piece < p->piece_ops) piece = p->piece_ops;
  region_pieces rp = {.parent = p, .r = r, .piece_ops = piece, .n_pieces = (r->n_ops + piece - 1) / piece};
  rp.text = calloc(rp.n_pieces, sizeof *rp.text);
  if (!rp.text) {
    p->b->failed = true; /* the text is reported lost where it is taken */
    return;
  }
  pt_workers_run(p->pool, rp.n_pieces, 1, print_piece, &rp);
  for (uint32_t k = 0; k < rp.n_pieces; k++) {
    if (rp.text[k].failed) p->b->failed = true;
    pt_buf_append(p->b, rp.text[k].data, rp.text[k].len);
    pt_buf_free(&rp.text[k]);
  }
  free(rp.text);
}

void pt_pr_region(pt_printer *p, uint32_t region, bool entry_args) {
  const pt_module *m = p->m;
  const pt_region *r = &m->regions.data[region];
  pt_buf_putc(p->b, '{');
  if (entry_args && r->n_args) {
    pt_pr_newline(p);
    pt_buf_append(p->b, "^bb0(", 5);
    for (uint32_t i = 0; i < r->n_args; i++) {
      if (i) pt_buf_append(p->b, ", ", 2);
      pt_pr_block_arg(p, r->args + i);
    }
    pt_buf_append(p->b, "):", 2);
  }
  p->indent += 2;
  if (p->pool && r->n_ops >= 2 * p->piece_ops)
    print_ops_in_pieces(p, r);
  else
    for (uint32_t i = 0; i < r->n_ops; i++) print_op(p, pt_region_op(m, r, i));
  p->indent -= 2;
  pt_pr_newline(p);
  pt_buf_putc(p->b, '}');
}

const char *pt_pr_op_name(const pt_module *m, const pt_op *op) {
  /* The terminator of Shardy's computations is stablehlo.return in the IR
   * (the parser reads sdy.return as one) and sdy.return in the text. */
  if (op->code == PT_OP_RETURN && op->parent < m->regions.len) {
    uint32_t owner = m->regions.data[op->parent].parent_op;
    if (owner != PT_NONE && owner < m->ops.len &&
        (m->ops.data[owner].code == PT_OP_SDY_NAMED_COMPUTATION ||
         m->ops.data[owner].code == PT_OP_SDY_MANUAL_COMPUTATION))
      return "sdy.return";
  }
  return pt_op_name((pt_opcode)op->code);
}

static void print_generic_op(pt_printer *p, const pt_op *op) {
  const pt_module *m = p->m;
  pt_buf_putc(p->b, '"');
  pt_buf_puts(p->b, pt_pr_op_name(m, op));
  pt_buf_append(p->b, "\"(", 2);
  pt_pr_operands(p, op, 0, op->n_operands);
  pt_buf_putc(p->b, ')');
  print_op_attrs(p, op, NULL, ATTRS_INHERENT, " <{", "}>");
  if (op->n_regions) {
    pt_buf_append(p->b, " (", 2);
    for (uint32_t i = 0; i < op->n_regions; i++) {
      if (i) pt_buf_append(p->b, ", ", 2);
      pt_pr_region(p, pt_op_region(m, op, i), true);
    }
    pt_buf_putc(p->b, ')');
  }
  print_op_attrs(p, op, NULL, ATTRS_DISCARDABLE, " {", "}");
  pt_buf_append(p->b, " : ", 3);
  pt_pr_functional_type(p, op);
}

static void print_op(pt_printer *p, uint32_t op_id) {
  const pt_op *op = pt_op_get(p->m, op_id);
  pt_pr_newline(p);
  if (op->n_results) {
    pt_buf_putc(p->b, '%');
    pt_pr_u64(p->b, p->vnum[op->results]);
    if (op->n_results > 1) {
      pt_buf_putc(p->b, ':');
      pt_pr_u64(p->b, op->n_results);
    }
    pt_buf_append(p->b, " = ", 3);
  }
  size_t mark = p->b->len;
  if (!p->generic && pt_pr_pretty_op(p, op)) return;
  p->b->len = mark; /* drop whatever the pretty printer began */
  if (p->b->data) p->b->data[mark] = 0; /* NULL: the buffer failed before it held anything */
  print_generic_op(p, op);
}

/* ---- functions and the module ------------------------------------------------------- */

static uint32_t func_arg_count(const pt_module *m, const pt_func *f) {
  return f->body == PT_NONE ? 0 : m->regions.data[f->body].n_args;
}

static bool has_entries(const pt_attr *dict) { return dict && dict->kind == PT_ATTR_DICT && dict->u.dict.n; }

static void print_name_str(pt_buf *b, const pt_module *m, uint32_t id) {
  pt_pr_key(b, pt_str(m, id), pt_interned_len(&m->strings, id));
}

/* `(a, b) -> c` of a function. */
static void print_func_type(pt_printer *p, const pt_func *f) {
  const pt_module *m = p->m;
  uint32_t n_args = func_arg_count(m, f);
  pt_buf_putc(p->b, '(');
  for (uint32_t i = 0; i < n_args; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    pt_pr_type(p, m->values.data[pt_func_arg(m, f, i)].type);
  }
  pt_buf_append(p->b, ") -> ", 5);
  if (f->n_results != 1) pt_buf_putc(p->b, '(');
  for (uint32_t i = 0; i < f->n_results; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    pt_pr_type(p, pt_func_result_type(m, f, i));
  }
  if (f->n_results != 1) pt_buf_putc(p->b, ')');
}

static void print_body(pt_printer *p, const pt_func *f, bool entry_args) {
  if (f->body == PT_NONE) {
    pt_buf_putc(p->b, '{');
    pt_pr_newline(p);
    pt_buf_putc(p->b, '}');
    return;
  }
  pt_pr_region(p, f->body, entry_args);
}

static void print_func_pretty(pt_printer *p, const pt_func *f) {
  const pt_module *m = p->m;
  pt_pr_newline(p);
  pt_buf_puts(p->b, f->is_private ? "func.func private @" : "func.func public @");
  print_name_str(p->b, m, f->name);
  if (f->body != PT_NONE) number_region(p, f->body, 0, 0);
  uint32_t n_args = func_arg_count(m, f);
  pt_buf_putc(p->b, '(');
  for (uint32_t i = 0; i < n_args; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    pt_pr_block_arg(p, pt_func_arg(m, f, i));
    print_dict_attr(p, " ", f->arg_attrs ? f->arg_attrs[i] : NULL);
  }
  pt_buf_putc(p->b, ')');
  bool res_attrs = false;
  for (uint32_t i = 0; i < f->n_results && f->result_attrs; i++) res_attrs |= has_entries(f->result_attrs[i]);
  if (f->n_results) {
    pt_buf_append(p->b, " -> ", 4);
    bool parens = f->n_results > 1 || res_attrs;
    if (parens) pt_buf_putc(p->b, '(');
    for (uint32_t i = 0; i < f->n_results; i++) {
      if (i) pt_buf_append(p->b, ", ", 2);
      pt_pr_type(p, pt_func_result_type(m, f, i));
      print_dict_attr(p, " ", f->result_attrs ? f->result_attrs[i] : NULL);
    }
    if (parens) pt_buf_putc(p->b, ')');
  }
  print_dict_attr(p, " attributes ", f->attrs);
  pt_buf_putc(p->b, ' ');
  print_body(p, f, false);
}

/* `[{...}, {}, ...]` of per-argument/result dicts; false when all are absent. */
static bool print_attr_list(pt_printer *p, const char *lead, const pt_attr **dicts, uint32_t n) {
  bool any = false;
  for (uint32_t i = 0; i < n && dicts; i++) any |= dicts[i] != NULL;
  if (!any) return false;
  pt_buf_puts(p->b, lead);
  pt_buf_putc(p->b, '[');
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_append(p->b, ", ", 2);
    if (dicts[i])
      pt_pr_attr(p, dicts[i]);
    else
      pt_buf_append(p->b, "{}", 2);
  }
  pt_buf_putc(p->b, ']');
  return true;
}

static void print_func_generic(pt_printer *p, const pt_func *f) {
  const pt_module *m = p->m;
  if (f->body != PT_NONE) number_region(p, f->body, 0, 0);
  pt_pr_newline(p);
  pt_buf_puts(p->b, "\"func.func\"() <{");
  if (print_attr_list(p, "arg_attrs = ", f->arg_attrs, func_arg_count(m, f))) pt_buf_append(p->b, ", ", 2);
  pt_buf_puts(p->b, "function_type = ");
  print_func_type(p, f);
  print_attr_list(p, ", res_attrs = ", f->result_attrs, f->n_results);
  pt_buf_puts(p->b, ", sym_name = ");
  pt_pr_string(p->b, pt_str(m, f->name), pt_interned_len(&m->strings, f->name));
  pt_buf_puts(p->b, f->is_private ? ", sym_visibility = \"private\"}> (" : ", sym_visibility = \"public\"}> (");
  print_body(p, f, true);
  pt_buf_putc(p->b, ')');
  print_dict_attr(p, " ", f->attrs);
  pt_buf_puts(p->b, " : () -> ()");
}

static void print_mesh(pt_printer *p, const pt_sdy_mesh *mesh) {
  const pt_module *m = p->m;
  const pt_attr *body = mesh->body;
  pt_pr_newline(p);
  if (p->generic) {
    pt_buf_puts(p->b, "\"sdy.mesh\"() <{mesh = ");
    if (body && body->kind == PT_ATTR_OPAQUE) {
      pt_buf_puts(p->b, "#sdy.mesh<");
      pt_buf_puts(p->b, body->u.opq.body);
      pt_buf_putc(p->b, '>');
    } else {
      pt_pr_attr(p, body);
    }
    pt_buf_puts(p->b, ", sym_name = ");
    pt_pr_string(p->b, pt_str(m, mesh->name), pt_interned_len(&m->strings, mesh->name));
    pt_buf_puts(p->b, "}>");
    print_dict_attr(p, " ", mesh->attrs);
    pt_buf_puts(p->b, " : () -> ()");
    return;
  }
  pt_buf_puts(p->b, "sdy.mesh @");
  print_name_str(p->b, m, mesh->name);
  pt_buf_puts(p->b, " = ");
  if (body && body->kind == PT_ATTR_OPAQUE) {
    pt_buf_putc(p->b, '<');
    pt_buf_puts(p->b, body->u.opq.body);
    pt_buf_putc(p->b, '>');
  } else {
    pt_pr_attr(p, body);
  }
  print_dict_attr(p, " ", mesh->attrs);
}

/* false without memory (out is then marked failed: printing writes
 * into a pt_buf, whose taker reports PT_ERR_NOMEM). */
static bool printer_init(pt_printer *p, const pt_module *m, pt_buf *out, bool generic) {
  memset(p, 0, sizeof *p);
  p->m = m;
  p->b = out;
  p->generic = generic;
  uint32_t nt = m->types.len ? m->types.len : 1;
  p->type_off = malloc(nt * sizeof *p->type_off);
  p->type_len = malloc(nt * sizeof *p->type_len);
  if (!p->type_off || !p->type_len) {
    out->failed = true;
    return false;
  }
  memset(p->type_off, 0xff, nt * sizeof *p->type_off);
  return true;
}

static void printer_free(pt_printer *p) {
  free(p->vnum);
  free(p->type_off);
  free(p->type_len);
  pt_buf_free(&p->type_text);
  pt_buf_free(&p->dense_text);
}

void pt_print_module(const pt_module *m, pt_buf *out, bool generic) { pt_print_module_threads(m, out, generic, 1, 0); }

void pt_print_module_threads(const pt_module *m, pt_buf *out, bool generic, uint32_t threads, uint32_t piece_ops) {
  pt_printer p;
  if (printer_init(&p, m, out, generic)) p.vnum = pt_calloc(m->values.len, sizeof *p.vnum);
  if (!p.vnum) {
    out->failed = true;
    printer_free(&p);
    return;
  }
  p.piece_ops = piece_ops ? piece_ops : 1024;
  if (threads == 0) threads = pt_online_cpus();
  /* Threads only when some region is large enough to be split. */
  if (threads > 1 && m->ops.len >= 2 * p.piece_ops) p.pool = pt_workers_new(threads);
  if (generic) {
    pt_buf_puts(out, "\"builtin.module\"() ");
    if (m->sym_name) {
      pt_buf_puts(out, "<{sym_name = ");
      pt_pr_string(out, pt_str(m, m->sym_name), pt_interned_len(&m->strings, m->sym_name));
      pt_buf_puts(out, "}> ");
    }
    pt_buf_puts(out, "({");
  } else {
    pt_buf_puts(out, "module");
    if (m->sym_name) {
      pt_buf_puts(out, " @");
      print_name_str(out, m, m->sym_name);
    }
    print_dict_attr(&p, " attributes ", m->attrs);
    pt_buf_puts(out, " {");
  }
  p.indent = 2;
  for (uint32_t i = 0; i < m->meshes.len; i++) print_mesh(&p, &m->meshes.data[i]);
  for (uint32_t i = 0; i < m->funcs.len; i++) {
    if (generic)
      print_func_generic(&p, &m->funcs.data[i]);
    else
      print_func_pretty(&p, &m->funcs.data[i]);
  }
  p.indent = 0;
  pt_pr_newline(&p);
  if (generic) {
    pt_buf_puts(out, "})");
    print_dict_attr(&p, " ", m->attrs);
    pt_buf_puts(out, " : () -> ()");
  } else {
    pt_buf_putc(out, '}');
  }
  pt_buf_putc(out, '\n');
  pt_workers_free(p.pool);
  printer_free(&p);
}

void pt_print_attr(const pt_module *m, const pt_attr *a, pt_buf *out) {
  pt_printer p;
  if (printer_init(&p, m, out, false)) pt_pr_attr(&p, a);
  printer_free(&p);
}
