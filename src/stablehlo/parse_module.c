/* parse_module.c - the top level of a file: `#alias = ...` definitions,
 * `module @name attributes {...} { ... }` (or its generic form
 * `"builtin.module"() ({...})`, or bare top-level functions), `sdy.mesh`,
 * `func.func` in pretty and generic form, and `loc(...)` trailers.
 *
 * Location aliases are printed after their uses (MLIR defers them to the
 * end of the file), so an op's `loc(#locN)` is recorded and resolved once
 * the whole file has been read.
 */
#include <string.h>

#include "parse_internal.h"

/* ---- locations and aliases ---- */

static pt_status *loc_body(pt_parser *p, const char **body, uint32_t *len) {
  pt_lexer *lx = &p->lx;
  pt_lex_skip_space(lx);
  if (lx->cur >= lx->end || *lx->cur != '(') return pt_p_error(p, pt_lex_cur_loc(lx), "expected '(' after 'loc'");
  lx->cur++;
  PT_TRY(pt_lex_balanced(lx, '(', body, len, PT_PARSE_MAX_DEPTH));
  return NULL;
}

static bool alias_ref(const char *s, uint32_t n, const char **name, uint32_t *len) {
  while (n && (*s == ' ' || *s == '\n' || *s == '\t' || *s == '\r')) s++, n--;
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\n' || s[n - 1] == '\t' || s[n - 1] == '\r')) n--;
  if (n < 2 || s[0] != '#') return false;
  for (uint32_t i = 1; i < n; i++) {
    char c = s[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.' ||
          c == '$' || c == '-'))
      return false;
  }
  *name = s + 1;
  *len = n - 1;
  return true;
}

pt_status *pt_p_opt_loc(pt_parser *p, uint32_t op_id) {
  if (!pt_p_is_kw(p, "loc")) return NULL;
  const char *body;
  uint32_t len;
  PT_TRY(loc_body(p, &body, &len));
  if (op_id != PT_NONE) {
    const char *name;
    uint32_t nlen;
    if (alias_ref(body, len, &name, &nlen)) {
      pt_loc_fix f = {op_id, name, nlen};
      PT_TRY_ALLOC(pt_vec_try_push(&p->loc_fixes, f));
    } else {
      p->m->ops.data[op_id].src_loc = pt_p_intern(p, body, len);
    }
  }
  return pt_p_next(p);
}

pt_status *pt_p_resolve_locs(pt_parser *p) {
  for (uint32_t i = 0; i < p->loc_fixes.len; i++) {
    const pt_loc_fix *f = &p->loc_fixes.data[i];
    const char *text = f->name - 1, *name = f->name;
    uint32_t len = f->len + 1, nlen = f->len;
    /* Follow alias chains (#loc3 = loc(#loc2)) a bounded number of hops. */
    for (int hop = 0; hop < 16; hop++) {
      const pt_symtab_slot *s = pt_symtab_find(&p->aliases, name, nlen);
      if (!s || !p->alias_list.data[s->a].is_loc) break;
      text = p->alias_list.data[s->a].text;
      len = p->alias_list.data[s->a].len;
      if (!alias_ref(text, len, &name, &nlen)) break;
    }
    p->m->ops.data[f->op].src_loc = pt_p_intern(p, text, len);
  }
  return NULL;
}

static pt_status *alias_def(pt_parser *p) {
  const pt_token t = p->lx.tok;
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  pt_alias al;
  memset(&al, 0, sizeof al);
  if (pt_p_is_kw(p, "loc")) {
    al.is_loc = true;
    PT_TRY(loc_body(p, &al.text, &al.len));
    PT_TRY(pt_p_next(p));
  } else {
    PT_TRY(pt_p_attr(p, &al.attr));
  }
  if (!pt_symtab_insert(&p->aliases, t.text, t.len, p->alias_list.len, 0))
    return pt_p_error(p, t.loc, "redefinition of alias '#%.*s'", (int)t.len, t.text);
  PT_TRY_ALLOC(pt_vec_try_push(&p->alias_list, al));
  return NULL;
}

/* ---- symbols ---- */

static pt_status *symbol_name(pt_parser *p, uint32_t *id, pt_loc *loc) {
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_SYMBOL) return pt_p_expected(p, "symbol name");
  *loc = t->loc;
  if (t->quoted) {
    PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
    if (memchr(p->str.data, 0, p->str.len)) return pt_p_error(p, t->loc, "symbol name contains a NUL byte");
    *id = pt_p_intern(p, p->str.data, (uint32_t)p->str.len);
  } else {
    *id = pt_p_intern(p, t->text, t->len);
  }
  return pt_p_next(p);
}

static pt_status *define_symbol(pt_parser *p, uint32_t id, pt_loc loc) {
  const char *s = pt_str(p->m, id);
  uint32_t n = pt_interned_len(&p->m->strings, id);
  if (!pt_symtab_insert(&p->symbols, s, n, id, 0)) return pt_p_error(p, loc, "redefinition of symbol '@%s'", s);
  return NULL;
}

static const pt_attr *dict_or_null(const pt_attr *a) {
  return a && a->kind == PT_ATTR_DICT && a->u.dict.n == 0 ? NULL : a;
}

/* `{...}` as a dict attribute (NULL when empty). */
static pt_status *opt_dict(pt_parser *p, const pt_attr **out) {
  *out = NULL;
  if (!pt_p_is(p, PT_TOK_LBRACE)) return NULL;
  PT_TRY(pt_p_attr(p, out));
  *out = dict_or_null(*out);
  return NULL;
}

/* Parses the ops of a function body whose region is already open and
 * finishes the function. arg/result attributes are on p->attrs. */
static pt_status *func_body(pt_parser *p, uint32_t f, uint32_t names_at, uint32_t n_args, uint32_t res_types,
                            uint32_t n_res, uint32_t arg_attrs, uint32_t res_attrs, const pt_attr *fattrs) {
  uint32_t mark = pt_p_scope_mark(p);
  uint32_t first = p->m->regions.data[p->b.open.data[p->b.open.len - 1]].args;
  for (uint32_t i = 0; i < n_args; i++) {
    const pt_operand_ref *nm = &p->opnds.data[names_at + i];
    PT_TRY(pt_p_bind(p, nm->name, nm->len, first + i, 1, nm->loc));
  }
  PT_TRY(pt_p_region_ops(p));
  pt_p_scope_pop(p, mark);
  uint32_t body = pt_builder_end_region(&p->b);
  PT_TRY_ALLOC(pt_builder_end_func(&p->b, f, body, PT_P_AT(p->types, res_types), n_res,
                                   (const pt_attr **)PT_P_AT(p->attrs, arg_attrs),
                                   (const pt_attr **)PT_P_AT(p->attrs, res_attrs), fattrs));
  if (n_args) {
    pt_loc *locs = pt_arena_alloc(&p->m->arena, n_args * sizeof *locs);
    PT_TRY_ALLOC(locs);
    for (uint32_t i = 0; i < n_args; i++) locs[i] = p->opnds.data[names_at + i].loc;
    p->m->funcs.data[f].arg_locs = locs;
  }
  return NULL;
}

/* func.func [public|private] @name(%a: t {attrs} loc(..), ...) -> (t {attrs}, ...)
 *     [attributes {...}] { ... } */
static pt_status *pretty_func(pt_parser *p) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_next(p));
  bool is_private = false;
  if (pt_p_is_kw(p, "public")) {
    PT_TRY(pt_p_next(p));
  } else if (pt_p_is_kw(p, "private") || pt_p_is_kw(p, "nested")) {
    is_private = true;
    PT_TRY(pt_p_next(p));
  }
  uint32_t name = 0;
  pt_loc name_loc;
  PT_TRY(symbol_name(p, &name, &name_loc));
  PT_TRY(define_symbol(p, name, name_loc));
  uint32_t names_at = p->opnds.len, types_at = p->types.len, attrs_at = p->attrs.len, n_args = 0;
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  if (!pt_p_is(p, PT_TOK_RPAREN)) {
    bool more = true;
    while (more) {
      const pt_token *t = &p->lx.tok;
      if (t->kind != PT_TOK_VALUE) {
        if (t->kind == PT_TOK_BARE || t->kind == PT_TOK_BANG)
          return pt_p_unsupported(p, t->loc, "function declarations without a body are not supported");
        return pt_p_expected(p, "argument name");
      }
      if (t->result_no >= 0) return pt_p_expected(p, "argument name");
      if (n_args >= PT_PARSE_MAX_LIST) return pt_p_error(p, t->loc, "too many arguments");
      pt_operand_ref nm = {0, t->loc, t->text, t->len};
      PT_TRY_ALLOC(pt_vec_try_push(&p->opnds, nm));
      PT_TRY(pt_p_next(p));
      PT_TRY(pt_p_expect(p, PT_TOK_COLON));
      uint32_t ty;
      PT_TRY(pt_p_type(p, false, &ty));
      PT_TRY_ALLOC(pt_vec_try_push(&p->types, ty));
      const pt_attr *a;
      PT_TRY(opt_dict(p, &a));
      PT_TRY_ALLOC(pt_vec_try_push(&p->attrs, a));
      PT_TRY(pt_p_opt_loc(p, PT_NONE));
      n_args++;
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  uint32_t res_at = p->types.len, rattrs_at = p->attrs.len, n_res = 0;
  bool arrow;
  PT_TRY(pt_p_accept(p, PT_TOK_ARROW, &arrow));
  if (arrow) {
    if (pt_p_is(p, PT_TOK_LPAREN)) {
      PT_TRY(pt_p_next(p));
      bool more = !pt_p_is(p, PT_TOK_RPAREN);
      while (more) {
        uint32_t ty;
        PT_TRY(pt_p_type(p, false, &ty));
        PT_TRY_ALLOC(pt_vec_try_push(&p->types, ty));
        const pt_attr *a;
        PT_TRY(opt_dict(p, &a));
        PT_TRY_ALLOC(pt_vec_try_push(&p->attrs, a));
        n_res++;
        PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
      }
      PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
    } else {
      uint32_t ty;
      PT_TRY(pt_p_type(p, false, &ty));
      PT_TRY_ALLOC(pt_vec_try_push(&p->types, ty));
      const pt_attr *none = NULL;
      PT_TRY_ALLOC(pt_vec_try_push(&p->attrs, none));
      n_res = 1;
    }
  }
  const pt_attr *fattrs = NULL;
  if (pt_p_is_kw(p, "attributes")) {
    PT_TRY(pt_p_next(p));
    if (!pt_p_is(p, PT_TOK_LBRACE)) return pt_p_expected(p, "'{'");
    PT_TRY(opt_dict(p, &fattrs));
  }
  if (!pt_p_is(p, PT_TOK_LBRACE)) {
    if (pt_p_is(p, PT_TOK_EOF) || pt_p_is(p, PT_TOK_RBRACE) || pt_p_is_kw(p, "func.func") || pt_p_is_kw(p, "loc"))
      return pt_p_unsupported(p, loc, "function declarations without a body are not supported");
    return pt_p_expected(p, "'{' to start the function body");
  }
  PT_TRY(pt_p_enter(p, p->lx.tok.loc));
  PT_TRY(pt_p_next(p));
  uint32_t f = pt_builder_begin_func(&p->b, name, is_private, PT_P_AT(p->types, types_at), n_args, loc);
  if (f == PT_NONE) return pt_nomem();
  PT_TRY(func_body(p, f, names_at, n_args, res_at, n_res, attrs_at, rattrs_at, fattrs));
  pt_p_leave(p);
  p->opnds.len = names_at;
  p->types.len = types_at;
  p->attrs.len = attrs_at;
  return pt_p_opt_loc(p, PT_NONE);
}

/* Splits an ARRAY of DICTs (arg_attrs / res_attrs) onto p->attrs. */
static pt_status *split_attr_array(pt_parser *p, const pt_attr *a, uint32_t n, pt_loc loc, const char *what) {
  if (!a) {
    for (uint32_t i = 0; i < n; i++) {
      const pt_attr *none = NULL;
      PT_TRY_ALLOC(pt_vec_try_push(&p->attrs, none));
    }
    return NULL;
  }
  if (a->kind != PT_ATTR_ARRAY || a->u.array.n != n)
    return pt_p_error(p, loc, "'%s' must be an array of %u dictionaries", what, n);
  for (uint32_t i = 0; i < n; i++) {
    const pt_attr *d = a->u.array.items[i];
    if (d->kind != PT_ATTR_DICT) return pt_p_error(p, loc, "'%s' must be an array of %u dictionaries", what, n);
    d = dict_or_null(d);
    PT_TRY_ALLOC(pt_vec_try_push(&p->attrs, d));
  }
  return NULL;
}

/* The `: () -> ()` that ends a generic module-level op. */
static pt_status *unit_signature(pt_parser *p) {
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_sig sig;
  uint32_t base = p->types.len;
  PT_TRY(pt_p_function_type(p, &sig));
  if (sig.n_in || sig.n_out) return pt_p_error(p, sig.loc, "expected '() -> ()'");
  p->types.len = base;
  return NULL;
}

/* Reads `<{...}>` and `{...}` of a generic module-level op onto p->nattrs,
 * handling function_type (a type, not an attribute) specially. */
static pt_status *generic_props(pt_parser *p, pt_sig *fn_type, bool *has_fn_type) {
  *has_fn_type = false;
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  if (!pt_p_is(p, PT_TOK_LESS)) return NULL;
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  bool more = !pt_p_is(p, PT_TOK_RBRACE);
  while (more) {
    const pt_token *t = &p->lx.tok;
    if (t->kind != PT_TOK_BARE) return pt_p_expected(p, "property name");
    pt_loc kloc = t->loc;
    if (pt_p_is_kw(p, "function_type")) {
      if (*has_fn_type) return pt_p_error(p, kloc, "duplicate attribute 'function_type'");
      PT_TRY(pt_p_next(p));
      PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
      PT_TRY(pt_p_function_type(p, fn_type));
      *has_fn_type = true;
    } else {
      uint32_t name = pt_p_intern(p, t->text, t->len);
      PT_TRY(pt_p_next(p));
      PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
      const pt_attr *v;
      PT_TRY(pt_p_attr(p, &v));
      pt_named_attr na = {name, v};
      PT_TRY_ALLOC(pt_vec_try_push(&p->nattrs, na));
      PT_TRY_ALLOC(pt_vec_try_push(&p->nattr_locs, kloc));
    }
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  PT_TRY(pt_p_expect(p, PT_TOK_RBRACE));
  return pt_p_expect(p, PT_TOK_GREATER);
}

/* Removes the attribute `name` from p->nattrs[base..] and returns it. */
static const pt_attr *take_attr(pt_parser *p, uint32_t base, const char *name) {
  for (uint32_t i = base; i < p->nattrs.len; i++) {
    if (strcmp(pt_str(p->m, p->nattrs.data[i].name), name) != 0) continue;
    const pt_attr *v = p->nattrs.data[i].value;
    p->nattrs.data[i] = p->nattrs.data[p->nattrs.len - 1];
    p->nattr_locs.data[i] = p->nattr_locs.data[p->nattrs.len - 1];
    p->nattrs.len--;
    p->nattr_locs.len--;
    return v;
  }
  return NULL;
}

static pt_status *string_prop(pt_parser *p, const pt_attr *a, pt_loc loc, const char *what, uint32_t *id) {
  if (!a || a->kind != PT_ATTR_STRING) return pt_p_error(p, loc, "expected a string '%s'", what);
  /* Symbols are C strings downstream, as in the pretty @"..." form. */
  if (memchr(a->u.str.data, 0, a->u.str.len)) return pt_p_error(p, loc, "symbol name contains a NUL byte");
  *id = pt_p_intern(p, a->u.str.data, a->u.str.len);
  return NULL;
}

/* The remaining p->nattrs[base..] as a dict attribute (NULL if none). */
static pt_status *rest_as_dict(pt_parser *p, uint32_t base, const pt_attr **out) {
  *out = NULL;
  if (p->nattrs.len == base) return NULL;
  PT_TRY(pt_p_sort_attrs(p, base));
  *out = pt_attr_dict(p->m, p->nattrs.data + base, p->nattrs.len - base);
  PT_TRY_ALLOC(*out);
  p->nattrs.len = p->nattr_locs.len = base;
  return NULL;
}

/* "func.func"() <{function_type = ..., sym_name = "f", ...}> ({ ^bb0(...): ... }) {attrs} : () -> () */
static pt_status *generic_func(pt_parser *p) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_next(p));
  uint32_t base = p->nattrs.len, types_at = p->types.len, names_at = p->opnds.len, attrs_at = p->attrs.len;
  pt_sig fn;
  bool has_fn;
  PT_TRY(generic_props(p, &fn, &has_fn));
  if (!has_fn) return pt_p_error(p, loc, "'func.func' needs a 'function_type'");
  uint32_t name = 0;
  PT_TRY(string_prop(p, take_attr(p, base, "sym_name"), loc, "sym_name", &name));
  PT_TRY(define_symbol(p, name, loc));
  const pt_attr *vis = take_attr(p, base, "sym_visibility");
  bool is_private = vis && vis->kind == PT_ATTR_STRING && strcmp(vis->u.str.data, "public") != 0;
  PT_TRY(split_attr_array(p, take_attr(p, base, "arg_attrs"), fn.n_in, loc, "arg_attrs"));
  uint32_t rattrs_at = p->attrs.len;
  PT_TRY(split_attr_array(p, take_attr(p, base, "res_attrs"), fn.n_out, loc, "res_attrs"));
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  pt_loc rloc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  PT_TRY(pt_p_enter(p, rloc));
  uint32_t label_types = p->types.len, n_args = 0;
  if (pt_p_is(p, PT_TOK_CARET)) PT_TRY(pt_p_block_label(p, &n_args));
  if (n_args != fn.n_in || (n_args && memcmp(p->types.data + label_types, p->types.data + fn.base,
                                              n_args * sizeof(uint32_t)) != 0))
    return pt_p_error(p, rloc, "entry block arguments do not match the function type");
  uint32_t f = pt_builder_begin_func(&p->b, name, is_private, PT_P_AT(p->types, fn.base), n_args, loc);
  if (f == PT_NONE) return pt_nomem();
  PT_TRY(func_body(p, f, names_at, n_args, fn.base + fn.n_in, fn.n_out, attrs_at, rattrs_at, NULL));
  pt_p_leave(p);
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  const pt_attr *fattrs;
  PT_TRY(rest_as_dict(p, base, &fattrs));
  p->m->funcs.data[f].attrs = fattrs;
  PT_TRY(unit_signature(p));
  p->types.len = types_at;
  p->opnds.len = names_at;
  p->attrs.len = attrs_at;
  return pt_p_opt_loc(p, PT_NONE);
}

static pt_status *add_mesh(pt_parser *p, uint32_t name, const pt_attr *body, const pt_attr *attrs, pt_loc loc) {
  PT_TRY(define_symbol(p, name, loc));
  pt_sdy_mesh mesh;
  memset(&mesh, 0, sizeof mesh);
  mesh.name = name;
  mesh.body = body;
  mesh.loc = loc;
  mesh.attrs = attrs;
  PT_TRY_ALLOC(pt_vec_try_push(&p->m->meshes, mesh));
  return NULL;
}

/* sdy.mesh @name = <["data"=4, "model"=2]> {attrs} */
static pt_status *pretty_mesh(pt_parser *p) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_next(p));
  uint32_t name = 0;
  pt_loc name_loc;
  PT_TRY(symbol_name(p, &name, &name_loc));
  PT_TRY(pt_p_expect(p, PT_TOK_EQUAL));
  if (!pt_p_is(p, PT_TOK_LESS)) return pt_p_expected(p, "'<' to start the mesh");
  const char *body;
  uint32_t len;
  PT_TRY(pt_lex_balanced(&p->lx, '<', &body, &len, PT_PARSE_MAX_DEPTH));
  if (memchr(body, 0, len)) return pt_p_error(p, loc, "mesh contains a NUL byte");
  PT_TRY(pt_p_next(p));
  const pt_attr *attrs;
  PT_TRY(opt_dict(p, &attrs));
  PT_TRY(add_mesh(p, name, pt_attr_opaque(p->m, "sdy.mesh", body, len), attrs, loc));
  return pt_p_opt_loc(p, PT_NONE);
}

/* "sdy.mesh"() <{mesh = #sdy.mesh<...>, sym_name = "mesh"}> {attrs} : () -> () */
static pt_status *generic_mesh(pt_parser *p) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_next(p));
  uint32_t base = p->nattrs.len;
  pt_sig unused;
  bool has_fn;
  PT_TRY(generic_props(p, &unused, &has_fn));
  if (has_fn) return pt_p_error(p, loc, "unexpected 'function_type' on 'sdy.mesh'");
  uint32_t name = 0;
  PT_TRY(string_prop(p, take_attr(p, base, "sym_name"), loc, "sym_name", &name));
  const pt_attr *body = take_attr(p, base, "mesh");
  if (!body || body->kind != PT_ATTR_OPAQUE || strcmp(body->u.opq.name, "sdy.mesh") != 0)
    return pt_p_error(p, loc, "'sdy.mesh' needs a '#sdy.mesh<...>' mesh");
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  const pt_attr *attrs;
  PT_TRY(rest_as_dict(p, base, &attrs));
  PT_TRY(unit_signature(p));
  PT_TRY(add_mesh(p, name, body, attrs, loc));
  return pt_p_opt_loc(p, PT_NONE);
}

/* One op in a module body: a function or a mesh. */
static pt_status *module_item(pt_parser *p) {
  const pt_token *t = &p->lx.tok;
  if (pt_p_is_kw(p, "func.func")) return pretty_func(p);
  if (pt_p_is_kw(p, "sdy.mesh")) return pretty_mesh(p);
  if (t->kind == PT_TOK_STRING) {
    if (t->len == 9 && memcmp(t->text, "func.func", 9) == 0) return generic_func(p);
    if (t->len == 8 && memcmp(t->text, "sdy.mesh", 8) == 0) return generic_mesh(p);
    return pt_p_unsupported(p, t->loc, "unknown operation '%.*s' at module level", (int)t->len, t->text);
  }
  if (pt_p_is_kw(p, "module")) return pt_p_unsupported(p, t->loc, "nested modules are not supported");
  if (t->kind == PT_TOK_BARE)
    return pt_p_unsupported(p, t->loc, "unknown operation '%.*s' at module level", (int)t->len, t->text);
  if (t->kind == PT_TOK_VALUE) return pt_p_error(p, t->loc, "operations with results are not allowed at module level");
  return pt_p_expected(p, "'func.func'");
}

static pt_status *module_items(pt_parser *p) {
  while (!pt_p_is(p, PT_TOK_RBRACE)) {
    if (pt_p_is(p, PT_TOK_EOF)) return pt_p_expected(p, "'}' to close the module");
    if (pt_p_is(p, PT_TOK_CARET)) {
      uint32_t n;
      pt_loc l = p->lx.tok.loc;
      PT_TRY(pt_p_block_label(p, &n));
      if (n) return pt_p_error(p, l, "a module body takes no arguments");
      continue;
    }
    PT_TRY(module_item(p));
  }
  return pt_p_next(p);
}

/* module [@name] [attributes {...}] { ... } */
static pt_status *pretty_module(pt_parser *p) {
  PT_TRY(pt_p_next(p));
  if (pt_p_is(p, PT_TOK_SYMBOL)) {
    pt_loc l;
    PT_TRY(symbol_name(p, &p->m->sym_name, &l));
  }
  if (pt_p_is_kw(p, "attributes")) {
    PT_TRY(pt_p_next(p));
    if (!pt_p_is(p, PT_TOK_LBRACE)) return pt_p_expected(p, "'{'");
    PT_TRY(opt_dict(p, &p->m->attrs));
  }
  pt_loc l = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  PT_TRY(pt_p_enter(p, l));
  PT_TRY(module_items(p));
  pt_p_leave(p);
  return pt_p_opt_loc(p, PT_NONE);
}

/* "builtin.module"() <{sym_name = "m"}> ({ ... }) {attrs} : () -> () */
static pt_status *generic_module(pt_parser *p) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_next(p));
  uint32_t base = p->nattrs.len;
  pt_sig unused;
  bool has_fn;
  PT_TRY(generic_props(p, &unused, &has_fn));
  if (has_fn) return pt_p_error(p, loc, "unexpected 'function_type' on 'builtin.module'");
  const pt_attr *name = take_attr(p, base, "sym_name");
  if (name) PT_TRY(string_prop(p, name, loc, "sym_name", &p->m->sym_name));
  take_attr(p, base, "sym_visibility");
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  pt_loc l = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  PT_TRY(pt_p_enter(p, l));
  PT_TRY(module_items(p));
  pt_p_leave(p);
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  PT_TRY(rest_as_dict(p, base, &p->m->attrs));
  PT_TRY(unit_signature(p));
  return pt_p_opt_loc(p, PT_NONE);
}

pt_status *pt_p_top_level(pt_parser *p) {
  bool have_module = false, have_bare = false;
  for (;;) {
    const pt_token *t = &p->lx.tok;
    if (t->kind == PT_TOK_EOF) return NULL;
    if (t->kind == PT_TOK_HASH) {
      PT_TRY(alias_def(p));
      continue;
    }
    if (t->kind == PT_TOK_BANG) return pt_p_unsupported(p, t->loc, "type aliases are not supported");
    if (t->kind == PT_TOK_LBRACE && p->lx.cur < p->lx.end && *p->lx.cur == '-') {
      /* {-# dialect_resources: {...} #-}: resource blobs are not kept
       * (dense_resource values stay unknown). */
      if (!pt_lex_skip_past(&p->lx, "#-}")) return pt_p_error(p, t->loc, "unterminated file metadata '{-#'");
      PT_TRY(pt_p_next(p));
      continue;
    }
    bool is_module = pt_p_is_kw(p, "module") ||
                     (t->kind == PT_TOK_STRING && t->len == 14 && memcmp(t->text, "builtin.module", 14) == 0);
    if (is_module) {
      if (have_module || have_bare) return pt_p_unsupported(p, t->loc, "more than one module in a file is not supported");
      have_module = true;
      PT_TRY(t->kind == PT_TOK_STRING ? generic_module(p) : pretty_module(p));
      continue;
    }
    if (have_module) return pt_p_error(p, t->loc, "unexpected operation after the module");
    have_bare = true;
    PT_TRY(module_item(p));
  }
}
