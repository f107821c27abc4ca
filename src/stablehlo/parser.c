/* parser.c - MLIR text to pt_module: the entry point, token helpers, SSA
 * name scopes, regions and the generic op form.
 *
 * The parser is recursive descent over one token of lookahead. SSA names
 * resolve at their use (regions are single blocks, so a use always follows
 * its definition) through a hash map; a region removes the names it defined
 * when it closes, which gives MLIR's visibility rules. The first error
 * stops parsing and everything built so far is freed.
 *
 * The same hash map (pt_symtab) holds op names and #aliases. Keys point
 * into the source text, so nothing is copied; linear probing with
 * backward-shift deletion keeps removal exact without tombstones, which
 * matters because every region end removes its names.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse_internal.h"

/* ---- pt_symtab ---- */

static uint32_t key_hash(const char *key, uint32_t len) {
  /* FNV-1a over the bytes (names are short), then a finalizer: FNV's low
   * bits, which pick the slot, mix poorly for names like %123 / %124. */
  uint32_t h = 2166136261u;
  for (uint32_t i = 0; i < len; i++) {
    h ^= (unsigned char)key[i];
    h *= 16777619u;
  }
  h ^= h >> 16;
  h *= 0x85ebca6bu;
  h ^= h >> 13;
  h *= 0xc2b2ae35u;
  h ^= h >> 16;
  return h;
}

void pt_symtab_free(pt_symtab *t) {
  free(t->slots);
  memset(t, 0, sizeof *t);
}

static pt_symtab_slot *probe(const pt_symtab *t, const char *key, uint32_t len, uint32_t h) {
  uint32_t mask = t->cap - 1;
  for (uint32_t i = h & mask;; i = (i + 1) & mask) {
    pt_symtab_slot *s = &t->slots[i];
    if (!s->key) return s;
    if (s->hash == h && s->len == len && memcmp(s->key, key, len) == 0) return s;
  }
}

pt_symtab_slot *pt_symtab_find(const pt_symtab *t, const char *key, uint32_t len) {
  if (t->n == 0) return NULL;
  pt_symtab_slot *s = probe(t, key, len, key_hash(key, len));
  return s->key ? s : NULL;
}

static bool grow(pt_symtab *t) {
  uint32_t old_cap = t->cap;
  pt_symtab_slot *old = t->slots;
  uint32_t cap = old_cap ? old_cap * 2 : 64;
  pt_symtab_slot *slots = calloc(cap, sizeof *slots);
  if (!slots) return false;
  t->cap = cap;
  t->slots = slots;
  for (uint32_t i = 0; i < old_cap; i++) {
    if (!old[i].key) continue;
    *probe(t, old[i].key, old[i].len, old[i].hash) = old[i];
  }
  free(old);
  return true;
}

bool pt_symtab_insert(pt_symtab *t, const char *key, uint32_t len, uint32_t a, uint32_t b) {
  if ((uint64_t)(t->n + 1) * 2 > t->cap && !grow(t)) {
    t->failed = true;
    return false;
  }
  uint32_t h = key_hash(key, len);
  pt_symtab_slot *s = probe(t, key, len, h);
  if (s->key) return false;
  s->key = key;
  s->len = len;
  s->hash = h;
  s->a = a;
  s->b = b;
  t->n++;
  return true;
}

void pt_symtab_remove(pt_symtab *t, const char *key, uint32_t len) {
  pt_symtab_slot *s = pt_symtab_find(t, key, len);
  if (!s) return;
  uint32_t mask = t->cap - 1;
  uint32_t hole = (uint32_t)(s - t->slots);
  t->slots[hole].key = NULL;
  t->n--;
  /* Shift later members of the probe run back so lookups never stop early
   * at the hole. */
  for (uint32_t i = (hole + 1) & mask; t->slots[i].key; i = (i + 1) & mask) {
    uint32_t home = t->slots[i].hash & mask;
    /* Move the entry if its home is not cyclically within (hole, i]. */
    bool in_range = hole <= i ? (home > hole && home <= i) : (home > hole || home <= i);
    if (!in_range) {
      t->slots[hole] = t->slots[i];
      t->slots[i].key = NULL;
      hole = i;
    }
  }
}

/* ---- diagnostics and tokens ---- */

pt_status *pt_p_error(pt_parser *p, pt_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_error_atv(PT_ERR_PARSE, p->file, loc, fmt, ap);
  va_end(ap);
  return s;
}

pt_status *pt_p_unsupported(pt_parser *p, pt_loc loc, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_error_atv(PT_ERR_UNSUPPORTED, p->file, loc, fmt, ap);
  va_end(ap);
  return s;
}

pt_status *pt_p_next(pt_parser *p) { return pt_lex_next(&p->lx); }

bool pt_p_is_kw(pt_parser *p, const char *kw) {
  const pt_token *t = &p->lx.tok;
  size_t n = strlen(kw);
  return t->kind == PT_TOK_BARE && t->len == n && memcmp(t->text, kw, n) == 0;
}

pt_status *pt_p_expected(pt_parser *p, const char *what) {
  const pt_token *t = &p->lx.tok;
  switch (t->kind) {
    case PT_TOK_EOF:
    case PT_TOK_STRING:
      return pt_p_error(p, t->loc, "expected %s, got %s", what, pt_tok_kind_name((pt_tok_kind)t->kind));
    default: {
      const char *prefix = t->kind == PT_TOK_VALUE    ? "%"
                           : t->kind == PT_TOK_SYMBOL ? "@"
                           : t->kind == PT_TOK_CARET  ? "^"
                           : t->kind == PT_TOK_HASH   ? "#"
                           : t->kind == PT_TOK_BANG   ? "!"
                                                      : "";
      int n = t->len > 40 ? 40 : (int)t->len;
      return pt_p_error(p, t->loc, "expected %s, got '%s%.*s%s'", what, prefix, n, t->text,
                        t->len > 40 ? "..." : "");
    }
  }
}

pt_status *pt_p_expect(pt_parser *p, pt_tok_kind k) {
  if (p->lx.tok.kind != k) return pt_p_expected(p, pt_tok_kind_name(k));
  return pt_p_next(p);
}

pt_status *pt_p_expect_kw(pt_parser *p, const char *kw) {
  if (!pt_p_is_kw(p, kw)) {
    char what[64];
    snprintf(what, sizeof what, "'%s'", kw);
    return pt_p_expected(p, what);
  }
  return pt_p_next(p);
}

pt_status *pt_p_accept(pt_parser *p, pt_tok_kind k, bool *found) {
  *found = p->lx.tok.kind == k;
  return *found ? pt_p_next(p) : NULL;
}

pt_status *pt_p_enter(pt_parser *p, pt_loc loc) {
  if (p->depth >= PT_PARSE_MAX_DEPTH)
    return pt_p_error(p, loc, "nesting too deep (limit %d)", PT_PARSE_MAX_DEPTH);
  p->depth++;
  return NULL;
}

const char *pt_p_tok_cstr(pt_parser *p) {
  p->str.len = 0;
  pt_buf_append(&p->str, p->lx.tok.text, p->lx.tok.len);
  return p->str.failed ? NULL : p->str.data;
}

uint32_t pt_p_intern(pt_parser *p, const char *s, uint32_t len) { return pt_intern(&p->m->strings, s, len); }

/* ---- SSA names ---- */

pt_status *pt_p_bind(pt_parser *p, const char *name, uint32_t len, uint32_t value, uint32_t count,
                     pt_loc loc) {
  if (!pt_symtab_insert(&p->values, name, len, value, count))
    return pt_p_error(p, loc, "redefinition of SSA value '%%%.*s'", (int)len, name);
  pt_def_key k = {name, len};
  PT_TRY_ALLOC(pt_vec_try_push(&p->defs, k));
  return NULL;
}

void pt_p_scope_pop(pt_parser *p, uint32_t mark) {
  for (uint32_t i = mark; i < p->defs.len; i++) pt_symtab_remove(&p->values, p->defs.data[i].key, p->defs.data[i].len);
  p->defs.len = mark;
}

pt_status *pt_p_operand(pt_parser *p) {
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_VALUE) return pt_p_expected(p, "SSA value");
  const pt_symtab_slot *s = pt_symtab_find(&p->values, t->text, t->len);
  if (!s) return pt_p_error(p, t->loc, "use of undefined value '%%%.*s'", (int)t->len, t->text);
  int64_t idx = t->result_no < 0 ? 0 : t->result_no;
  if (idx >= s->b)
    return pt_p_error(p, t->loc, "result number %lld of '%%%.*s' is out of range (it has %u results)",
                      (long long)idx, (int)t->len, t->text, s->b);
  if (p->opnds.len >= PT_PARSE_MAX_LIST) return pt_p_error(p, t->loc, "too many operands");
  pt_operand_ref r = {s->a + (uint32_t)idx, t->loc, t->text, t->len};
  PT_TRY_ALLOC(pt_vec_try_push(&p->opnds, r));
  return pt_p_next(p);
}

pt_status *pt_p_operand_list(pt_parser *p) {
  bool more = true;
  while (more) {
    PT_TRY(pt_p_operand(p));
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  return NULL;
}

pt_status *pt_p_check_operands(pt_parser *p, const pt_opstate *st, uint32_t types_at, uint32_t n,
                               pt_loc sig_loc) {
  uint32_t have = p->opnds.len - st->opnd_base;
  if (have != n) return pt_p_error(p, sig_loc, "%u operands present, but expected %u", have, n);
  for (uint32_t i = 0; i < n; i++) {
    const pt_operand_ref *r = &p->opnds.data[st->opnd_base + i];
    uint32_t want = p->types.data[types_at + i];
    uint32_t got = p->m->values.data[r->value].type;
    if (want == got) continue;
    pt_buf a = {0}, b = {0};
    pt_p_type_str(p, want, &a);
    pt_p_type_str(p, got, &b);
    pt_status *s = pt_p_error(p, r->loc, "use of value '%%%.*s' expects different type than prior uses: '%s' vs '%s'",
                              (int)r->len, r->name, a.data, b.data);
    pt_buf_free(&a);
    pt_buf_free(&b);
    return s;
  }
  return NULL;
}

/* block-arg -> value-name ':' type loc? ; the name goes onto `names`, the
 * type onto p->types. */
pt_status *pt_p_block_arg(pt_parser *p, pt_name_vec *names) {
  const pt_token *t = &p->lx.tok;
  if (t->kind != PT_TOK_VALUE || t->result_no >= 0) return pt_p_expected(p, "block argument name");
  pt_operand_ref nm = {0, t->loc, t->text, t->len};
  PT_TRY_ALLOC(pt_vec_try_push(names, nm));
  PT_TRY(pt_p_next(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  uint32_t ty;
  PT_TRY(pt_p_type(p, false, &ty));
  PT_TRY_ALLOC(pt_vec_try_push(&p->types, ty));
  return pt_p_opt_loc(p, PT_NONE);
}

/* ---- regions ---- */

pt_status *pt_p_region_ops(pt_parser *p) {
  for (;;) {
    const pt_token *t = &p->lx.tok;
    if (t->kind == PT_TOK_RBRACE) return pt_p_next(p);
    if (t->kind == PT_TOK_EOF) return pt_p_expected(p, "'}' to close the region");
    if (t->kind == PT_TOK_CARET)
      return pt_p_unsupported(p, t->loc, "regions with more than one block are not supported");
    PT_TRY(pt_p_op(p));
  }
}

pt_status *pt_p_check_nesting(pt_parser *p, pt_loc loc) {
  /* The open regions are the function body and the op regions around this
   * one: a new region's ops sit at depth open.len. */
  if (p->b.open.len > PT_MAX_NESTING)
    return pt_p_error(p, loc, "regions nested more than %d deep (partir's limit for every program)", PT_MAX_NESTING);
  return NULL;
}

static pt_status *region_body(pt_parser *p, pt_loc loc, uint32_t arg_types, uint32_t n_args, uint32_t names_at,
                              bool named) {
  PT_TRY(pt_p_check_nesting(p, loc));
  uint32_t mark = pt_p_scope_mark(p);
  uint32_t region = pt_builder_begin_region(&p->b, PT_P_AT(p->types, arg_types), n_args);
  if (region == PT_NONE) return pt_nomem();
  const pt_region *r = &p->m->regions.data[region];
  uint32_t first_arg = r->args;
  for (uint32_t i = 0; named && i < n_args; i++) {
    const pt_operand_ref *nm = &p->opnds.data[names_at + i];
    PT_TRY(pt_p_bind(p, nm->name, nm->len, first_arg + i, 1, nm->loc));
  }
  PT_TRY(pt_p_region_ops(p));
  uint32_t id = pt_builder_end_region(&p->b);
  PT_TRY_ALLOC(pt_vec_try_push(&p->regs, id));
  pt_p_scope_pop(p, mark);
  return NULL;
}

pt_status *pt_p_region_with_args(pt_parser *p, uint32_t arg_types, uint32_t n_args, uint32_t names_at) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  PT_TRY(pt_p_enter(p, loc));
  PT_TRY(region_body(p, loc, arg_types, n_args, names_at, names_at != PT_NONE));
  pt_p_leave(p);
  return NULL;
}

pt_status *pt_p_block_label(pt_parser *p, uint32_t *n_args) {
  *n_args = 0;
  PT_TRY(pt_p_expect(p, PT_TOK_CARET));
  bool paren;
  PT_TRY(pt_p_accept(p, PT_TOK_LPAREN, &paren));
  if (paren && !pt_p_is(p, PT_TOK_RPAREN)) {
    bool more = true;
    while (more) {
      PT_TRY(pt_p_block_arg(p, &p->opnds));
      (*n_args)++;
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
  }
  if (paren) PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  return pt_p_expect(p, PT_TOK_COLON);
}

pt_status *pt_p_generic_region(pt_parser *p) {
  pt_loc loc = p->lx.tok.loc;
  PT_TRY(pt_p_expect(p, PT_TOK_LBRACE));
  PT_TRY(pt_p_enter(p, loc));
  uint32_t names_at = p->opnds.len, types_at = p->types.len, n_args = 0;
  if (pt_p_is(p, PT_TOK_CARET)) PT_TRY(pt_p_block_label(p, &n_args));
  PT_TRY(region_body(p, loc, types_at, n_args, names_at, true));
  p->opnds.len = names_at;
  p->types.len = types_at;
  pt_p_leave(p);
  return NULL;
}

/* ---- ops ---- */

pt_status *pt_p_push_attr(pt_parser *p, const char *name, const pt_attr *value, pt_loc loc) {
  pt_named_attr na = {pt_intern_cstr(&p->m->strings, name), value};
  /* value NULL: its constructor found no memory (as a name of 0 does). */
  PT_TRY_ALLOC(na.name && value);
  PT_TRY_ALLOC(pt_vec_try_reserve(&p->nattr_locs, 1) && pt_vec_try_push(&p->nattrs, na));
  p->nattr_locs.data[p->nattr_locs.len++] = loc;
  return NULL;
}

pt_status *pt_p_opt_attr_dict_into_op(pt_parser *p) {
  if (!pt_p_is(p, PT_TOK_LBRACE)) return NULL;
  return pt_p_dict_entries(p);
}

static pt_status *result_defs(pt_parser *p) {
  bool more = true;
  while (more) {
    const pt_token *t = &p->lx.tok;
    if (t->kind != PT_TOK_VALUE || t->result_no >= 0) return pt_p_expected(p, "result name");
    pt_result_def d = {t->text, t->len, 1, t->loc};
    PT_TRY(pt_p_next(p));
    bool colon;
    PT_TRY(pt_p_accept(p, PT_TOK_COLON, &colon));
    if (colon) {
      int64_t n;
      pt_loc nloc = p->lx.tok.loc;
      if (!pt_p_is(p, PT_TOK_INT)) return pt_p_expected(p, "result count");
      PT_TRY(pt_p_int64(p, &n));
      if (n < 1 || n >= (int64_t)PT_PARSE_MAX_LIST)
        return pt_p_error(p, nloc, "result count must be between 1 and 2^31-1");
      d.count = (uint32_t)n;
    }
    PT_TRY_ALLOC(pt_vec_try_push(&p->resdefs, d));
    PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
  }
  return pt_p_expect(p, PT_TOK_EQUAL);
}

static pt_status *lookup_op(pt_parser *p, const char *name, uint32_t len, pt_loc loc, pt_opcode *code) {
  const pt_symtab_slot *s = pt_symtab_find(&p->opnames, name, len);
  if (s) {
    *code = (pt_opcode)s->a;
    return NULL;
  }
  if ((len == 9 && memcmp(name, "func.func", 9) == 0) || (len == 8 && memcmp(name, "sdy.mesh", 8) == 0))
    return pt_p_error(p, loc, "'%.*s' is only allowed at module level", (int)len, name);
  /* sdy.constant is stablehlo.constant that Shardy keeps from being CSE'd
   * (partir does no CSE; Shardy's own export makes it a stablehlo.constant),
   * and sdy.return is the region terminator, printed as sdy.return again
   * inside sdy ops. */
  if (len == 12 && memcmp(name, "sdy.constant", 12) == 0) {
    *code = PT_OP_CONSTANT;
    return NULL;
  }
  if (len == 10 && memcmp(name, "sdy.return", 10) == 0) {
    *code = PT_OP_RETURN;
    return NULL;
  }
  if (len > 4 && memcmp(name, "sdy.", 4) == 0)
    return pt_p_unsupported(p, loc,
                            "unknown Shardy operation '%.*s' (partir reads sdy.constant, sdy.sharding_constraint, "
                            "sdy.reshard, sdy.propagation_barrier, sdy.named_computation, sdy.manual_computation "
                            "and sdy.return)",
                            (int)len, name);
  return pt_p_unsupported(p, loc, "unknown operation '%.*s'", (int)len, name);
}

pt_status *pt_p_op(pt_parser *p) {
  uint32_t resdef_base = p->resdefs.len;
  /* Like MLIR, an op is located at its first token: the result list when
   * it has one. */
  pt_loc start = p->lx.tok.loc;
  if (pt_p_is(p, PT_TOK_VALUE)) PT_TRY(result_defs(p));
  pt_opstate st;
  memset(&st, 0, sizeof st);
  st.loc = start;
  st.name_loc = p->lx.tok.loc;
  st.opnd_base = p->opnds.len;
  st.type_base = p->types.len;
  st.attr_base = p->nattrs.len;
  st.reg_base = p->regs.len;
  const pt_token *t = &p->lx.tok;
  if (t->kind == PT_TOK_STRING) {
    PT_TRY_ALLOC(pt_lex_unescape(t->text, t->len, &p->str));
    PT_TRY(lookup_op(p, p->str.data, (uint32_t)p->str.len, t->loc, &st.code));
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_generic_op_body(p, &st));
  } else if (t->kind == PT_TOK_BARE) {
    PT_TRY(lookup_op(p, t->text, t->len, t->loc, &st.code));
    PT_TRY(pt_p_next(p));
    PT_TRY(pt_p_pretty_op(p, &st));
  } else {
    return pt_p_expected(p, "operation");
  }
  uint32_t id;
  PT_TRY(pt_p_finish_op(p, &st, resdef_base, &id));
  return pt_p_opt_loc(p, id);
}

pt_status *pt_p_finish_op(pt_parser *p, pt_opstate *st, uint32_t resdef_base, uint32_t *op_id) {
  PT_ASSERT(st->res_set);
  uint32_t n_defs = p->resdefs.len - resdef_base;
  if (n_defs) {
    uint64_t declared = 0;
    for (uint32_t i = resdef_base; i < p->resdefs.len; i++) declared += p->resdefs.data[i].count;
    if (declared != st->n_res)
      return pt_p_error(p, p->resdefs.data[resdef_base].loc,
                        "operation defines %u results but was provided %llu to bind", st->n_res,
                        (unsigned long long)declared);
  }
  uint32_t n_regs = p->regs.len - st->reg_base;
  if (n_regs > UINT16_MAX) return pt_p_error(p, st->loc, "too many regions");
  PT_TRY(pt_p_sort_attrs(p, st->attr_base));
  uint32_t n_opnds = p->opnds.len - st->opnd_base;
  p->ids.len = 0;
  PT_TRY_ALLOC(pt_vec_try_reserve(&p->ids, n_opnds));
  for (uint32_t i = 0; i < n_opnds; i++) p->ids.data[i] = p->opnds.data[st->opnd_base + i].value;
  uint32_t id = pt_builder_op(&p->b, st->code, p->ids.data, n_opnds, PT_P_AT(p->types, st->res_base), st->n_res,
                              PT_P_AT(p->nattrs, st->attr_base), p->nattrs.len - st->attr_base,
                              PT_P_AT(p->regs, st->reg_base), n_regs, st->loc);
  if (id == PT_NONE) return pt_nomem();
  uint32_t v = p->m->ops.data[id].results;
  for (uint32_t i = resdef_base; i < p->resdefs.len; i++) {
    const pt_result_def *d = &p->resdefs.data[i];
    PT_TRY(pt_p_bind(p, d->name, d->len, v, d->count, d->loc));
    v += d->count;
  }
  p->resdefs.len = resdef_base;
  p->opnds.len = st->opnd_base;
  p->types.len = st->type_base;
  p->nattrs.len = p->nattr_locs.len = st->attr_base;
  p->regs.len = st->reg_base;
  *op_id = id;
  return NULL;
}

pt_status *pt_p_generic_op_body(pt_parser *p, pt_opstate *st) {
  PT_TRY(pt_p_expect(p, PT_TOK_LPAREN));
  if (!pt_p_is(p, PT_TOK_RPAREN)) PT_TRY(pt_p_operand_list(p));
  PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  if (pt_p_is(p, PT_TOK_LSQUARE)) return pt_p_unsupported(p, p->lx.tok.loc, "block successors are not supported");
  if (pt_p_is(p, PT_TOK_LESS)) {
    PT_TRY(pt_p_next(p));
    if (!pt_p_is(p, PT_TOK_LBRACE)) return pt_p_expected(p, "'{' to start the properties");
    PT_TRY(pt_p_dict_entries(p));
    PT_TRY(pt_p_expect(p, PT_TOK_GREATER));
  }
  if (pt_p_is(p, PT_TOK_LPAREN)) {
    PT_TRY(pt_p_next(p));
    bool more = true;
    while (more) {
      PT_TRY(pt_p_generic_region(p));
      PT_TRY(pt_p_accept(p, PT_TOK_COMMA, &more));
    }
    PT_TRY(pt_p_expect(p, PT_TOK_RPAREN));
  }
  PT_TRY(pt_p_opt_attr_dict_into_op(p));
  PT_TRY(pt_p_expect(p, PT_TOK_COLON));
  pt_sig sig;
  PT_TRY(pt_p_function_type(p, &sig));
  PT_TRY(pt_p_check_operands(p, st, sig.base, sig.n_in, sig.loc));
  st->res_base = sig.base + sig.n_in;
  st->n_res = sig.n_out;
  st->res_set = true;
  return NULL;
}

/* ---- entry point ---- */

/* false without memory (p is then freed with parser_free). */
static bool parser_init(pt_parser *p, const char *filename, const char *text, size_t len) {
  memset(p, 0, sizeof *p);
  p->m = pt_module_new(filename);
  if (!p->m) return false;
  p->file = p->m->filename;
  pt_lexer_init(&p->lx, p->file, text, len);
  pt_builder_init(&p->b, p->m);
  for (int i = 0; i < PT_OP_COUNT; i++) {
    const char *name = pt_op_name((pt_opcode)i);
    pt_symtab_insert(&p->opnames, name, (uint32_t)strlen(name), (uint32_t)i, 0);
  }
  /* Inside func.func bodies MLIR resolves unprefixed names in the func
   * dialect. */
  pt_symtab_insert(&p->opnames, "return", 6, PT_OP_FUNC_RETURN, 0);
  pt_symtab_insert(&p->opnames, "call", 4, PT_OP_FUNC_CALL, 0);
  return !p->opnames.failed;
}

static void parser_free(pt_parser *p) {
  pt_builder_free(&p->b);
  pt_symtab_free(&p->values);
  pt_symtab_free(&p->opnames);
  pt_symtab_free(&p->aliases);
  pt_symtab_free(&p->symbols);
  pt_symtab_free(&p->typecache);
  pt_vec_free(&p->defs);
  pt_vec_free(&p->alias_list);
  pt_vec_free(&p->loc_fixes);
  pt_vec_free(&p->opnds);
  pt_vec_free(&p->names);
  pt_vec_free(&p->resdefs);
  pt_vec_free(&p->types);
  pt_vec_free(&p->regs);
  pt_vec_free(&p->ids);
  pt_vec_free(&p->nattrs);
  pt_vec_free(&p->nattr_locs);
  pt_vec_free(&p->sortbuf);
  pt_vec_free(&p->attrs);
  pt_vec_free(&p->i64s);
  pt_vec_free(&p->f64s);
  pt_buf_free(&p->bytes);
  pt_buf_free(&p->str);
}

pt_status *pt_parse_module(const char *filename, const char *text, size_t len, pt_module **out) {
  if (!filename) filename = "<input>";
  if (!text) text = "";
  if (len >= UINT32_MAX) {
    pt_loc none = {0, 0};
    return pt_error_at(PT_ERR_UNSUPPORTED, filename, none, "input larger than 4 GiB is not supported");
  }
  pt_parser p;
  if (!parser_init(&p, filename, text, len)) {
    parser_free(&p);
    pt_module_free(p.m);
    return pt_nomem();
  }
  pt_status *s = pt_p_next(&p);
  if (!s) s = pt_p_top_level(&p);
  if (!s) s = pt_p_resolve_locs(&p);
  /* Running out of memory anywhere (a builder call, a string, a symbol
   * table, a text buffer) is the answer, whatever error it led to since
   * (a name that could not be interned reads as "", and may then clash). */
  if (pt_module_oom(p.m) || p.values.failed || p.opnames.failed || p.aliases.failed || p.symbols.failed ||
      p.typecache.failed || p.str.failed || p.bytes.failed) {
    pt_status_free(s);
    s = pt_nomem();
  }
  parser_free(&p);
  if (s) {
    pt_module_free(p.m);
    return s;
  }
  *out = p.m;
  return NULL;
}
