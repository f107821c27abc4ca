/* parse_internal.h - state and helpers shared by the parser's files.
 *
 *   parser.c        entry point, tokens, name hash map, SSA names, regions,
 *                   generic ops
 *   parse_module.c  module, func.func, sdy.mesh, aliases, loc trailers
 *   parse_ops.c     the pretty (custom assembly) forms of ops
 *   parse_type.c    types and trailing type signatures
 *   parse_attr.c    attributes (dense literals in parse_dense.c)
 *
 * All temporary lists live in stacks owned by the parser: a construct
 * pushes what it parses, uses it, and truncates back to where it started,
 * so nested constructs reuse the same memory and nothing is allocated per
 * op. Stack contents are addressed by index because pushes may move them.
 */
#ifndef PT_STABLEHLO_PARSE_INTERNAL_H
#define PT_STABLEHLO_PARSE_INTERNAL_H

#include "../ir/ir.h"
#include "lexer.h"
#include "stablehlo.h"

/* Syntactic nesting (brackets, attributes, and regions, which also count
 * against their own limit PT_MAX_NESTING): it bounds the parser's recursion
 * and leaves room for 64 nested regions in any form. */
enum { PT_PARSE_MAX_DEPTH = 256 };
#define PT_PARSE_MAX_LIST 0x7fffffffu /* operands, results, list items */

/* Element i of a PT_VEC, or NULL for an empty one (no arithmetic on NULL). */
#define PT_P_AT(v, i) ((v).data ? (v).data + (i) : NULL)

/* ---- parser.c: byte-string keys -> two uint32 payloads ---- */

typedef struct {
  const char *key; /* NULL: empty slot */
  uint32_t len;
  uint32_t hash;
  uint32_t a, b;
} pt_symtab_slot;

typedef struct {
  pt_symtab_slot *slots;
  uint32_t cap; /* power of two */
  uint32_t n;
  /* Sticky: an insertion found no memory (and returned false, as for a
   * key already there); pt_parse_module reports PT_ERR_NOMEM. */
  bool failed;
} pt_symtab;

void pt_symtab_free(pt_symtab *t);
pt_symtab_slot *pt_symtab_find(const pt_symtab *t, const char *key, uint32_t len);
/* Returns false (and changes nothing) when key is already present. */
bool pt_symtab_insert(pt_symtab *t, const char *key, uint32_t len, uint32_t a, uint32_t b);
void pt_symtab_remove(pt_symtab *t, const char *key, uint32_t len);

/* ---- parser state ---- */

typedef struct {
  uint32_t value; /* value id */
  pt_loc loc;
  const char *name;
  uint32_t len;
} pt_operand_ref;

typedef PT_VEC(pt_operand_ref) pt_name_vec;

typedef struct {
  const char *name;
  uint32_t len;
  uint32_t count; /* %x:count */
  pt_loc loc;
} pt_result_def;

typedef struct {
  const char *key;
  uint32_t len;
} pt_def_key;

typedef struct {
  bool is_loc;
  const char *text; /* loc alias: the text inside loc(...) */
  uint32_t len;
  const pt_attr *attr; /* attribute alias */
} pt_alias;

typedef struct {
  uint32_t op;
  const char *name; /* alias name without '#' */
  uint32_t len;
} pt_loc_fix;

/* A trailing type signature, its types on p->types from `base`: the
 * n_in input types, then the n_out result types. */
typedef struct {
  uint32_t base, n_in, n_out;
  bool functional; /* written (ins) -> outs, or ins -> outs */
  bool arrow;      /* had an '->' */
  pt_loc loc;
} pt_sig;

/* Marks of every stack at the start of an op, restored when it is done. */
typedef struct {
  pt_opcode code;
  pt_loc loc;      /* the op's first token (its result list, if any) */
  pt_loc name_loc; /* the op name */
  uint32_t opnd_base, type_base, attr_base, reg_base;
  uint32_t res_base, n_res; /* result types: p->types[res_base ..] */
  bool res_set;
} pt_opstate;

typedef struct {
  const char *name;
  pt_named_attr attr;
  pt_loc loc;
} pt_sort_item;

typedef struct pt_parser {
  pt_lexer lx;
  const char *file;
  pt_module *m;
  pt_builder b;
  uint32_t depth;
  bool dialect_params; /* untyped integers in #dialect.x<...> stay untyped */

  pt_symtab values; /* SSA name -> (first value id, count) */
  PT_VEC(pt_def_key) defs;
  pt_symtab opnames;  /* op name -> opcode */
  pt_symtab aliases;  /* alias name -> index into alias_list */
  pt_symtab symbols;  /* function and mesh names (interned text) */
  pt_symtab typecache; /* text inside tensor<...> -> type id */
  PT_VEC(pt_alias) alias_list;
  PT_VEC(pt_loc_fix) loc_fixes;

  pt_name_vec opnds;
  pt_name_vec names; /* block argument names in custom syntax */
  PT_VEC(pt_result_def) resdefs;
  PT_VEC(uint32_t) types;
  PT_VEC(uint32_t) regs;
  PT_VEC(uint32_t) ids; /* operand value ids for the builder */
  PT_VEC(pt_named_attr) nattrs;
  PT_VEC(pt_loc) nattr_locs; /* parallel to nattrs */
  PT_VEC(pt_sort_item) sortbuf;
  PT_VEC(const pt_attr *) attrs;
  PT_VEC(int64_t) i64s;
  PT_VEC(double) f64s;
  pt_buf bytes; /* dense element bytes */
  pt_buf str;   /* unescaped strings, short names */
} pt_parser;

/* ---- parser.c: tokens and diagnostics ---- */

static inline pt_token *pt_p_tok(pt_parser *p) { return &p->lx.tok; }
static inline bool pt_p_is(pt_parser *p, pt_tok_kind k) { return p->lx.tok.kind == k; }
bool pt_p_is_kw(pt_parser *p, const char *kw);
pt_status *pt_p_next(pt_parser *p);
pt_status *pt_p_error(pt_parser *p, pt_loc loc, const char *fmt, ...) PT_PRINTF(3, 4);
pt_status *pt_p_unsupported(pt_parser *p, pt_loc loc, const char *fmt, ...) PT_PRINTF(3, 4);
/* "expected X, got Y" at the current token. */
pt_status *pt_p_expected(pt_parser *p, const char *what);
pt_status *pt_p_expect(pt_parser *p, pt_tok_kind k);
pt_status *pt_p_expect_kw(pt_parser *p, const char *kw);
/* Consumes the token if it has kind k; *found says whether it did. */
pt_status *pt_p_accept(pt_parser *p, pt_tok_kind k, bool *found);
pt_status *pt_p_enter(pt_parser *p, pt_loc loc); /* depth + 1, capped */
static inline void pt_p_leave(pt_parser *p) { p->depth--; }
/* The current token's text as a NUL-terminated string in p->str. */
/* NULL without memory. */
const char *pt_p_tok_cstr(pt_parser *p);
uint32_t pt_p_intern(pt_parser *p, const char *s, uint32_t len);

/* ---- parser.c: values, regions, ops ---- */

pt_status *pt_p_bind(pt_parser *p, const char *name, uint32_t len, uint32_t value, uint32_t count,
                     pt_loc loc);
static inline uint32_t pt_p_scope_mark(pt_parser *p) { return p->defs.len; }
void pt_p_scope_pop(pt_parser *p, uint32_t mark);
/* Parses one %x or %x#N use and pushes it on p->opnds. */
pt_status *pt_p_operand(pt_parser *p);
/* Parses `%a, %b, ...` (at least one) onto p->opnds. */
pt_status *pt_p_operand_list(pt_parser *p);
/* Checks the operands pushed since st->opnd_base against the n types at
 * p->types[types_at]; count mismatch and type mismatch are errors. */
pt_status *pt_p_check_operands(pt_parser *p, const pt_opstate *st, uint32_t types_at, uint32_t n,
                               pt_loc sig_loc);
/* Parses `{ ops }` as a region whose block arguments are given by the op's
 * custom syntax: types on p->types from arg_types, names on p->opnds from
 * names_at (PT_NONE: unnamed). Pushes the region id on p->regs. */
pt_status *pt_p_region_with_args(pt_parser *p, uint32_t arg_types, uint32_t n_args, uint32_t names_at);
/* Parses ops until the closing '}' of the current region body. */
pt_status *pt_p_region_ops(pt_parser *p);
/* Parses `{ [^bb0(%a: t, ...):] ops }` (the generic region form). */
pt_status *pt_p_generic_region(pt_parser *p);
/* Errors when a region opened now would nest deeper than PT_MAX_NESTING. */
pt_status *pt_p_check_nesting(pt_parser *p, pt_loc loc);
/* Parses an entry block label `^bb0(%a: t, ...):`: names onto p->opnds
 * (value ids unset), types onto p->types. */
pt_status *pt_p_block_label(pt_parser *p, uint32_t *n_args);
pt_status *pt_p_block_arg(pt_parser *p, pt_name_vec *names);
/* Parses a whole op, with its result list and trailing location. */
pt_status *pt_p_op(pt_parser *p);
pt_status *pt_p_opt_attr_dict_into_op(pt_parser *p); /* `{...}` onto p->nattrs, if present */
pt_status *pt_p_push_attr(pt_parser *p, const char *name, const pt_attr *value, pt_loc loc);
/* Builds the op from the stacks and binds the result names. */
pt_status *pt_p_finish_op(pt_parser *p, pt_opstate *st, uint32_t resdef_base, uint32_t *op_id);
/* A `loc(...)` trailer, if present; op_id (or PT_NONE) gets its src_loc. */
pt_status *pt_p_opt_loc(pt_parser *p, uint32_t op_id);

/* ---- parse_ops.c ---- */

/* Parses the custom assembly form of st->code after its name. */
pt_status *pt_p_pretty_op(pt_parser *p, pt_opstate *st);
/* Parses the generic form after the quoted op name. */
pt_status *pt_p_generic_op_body(pt_parser *p, pt_opstate *st);

/* ---- parse_module.c ---- */

pt_status *pt_p_top_level(pt_parser *p);
pt_status *pt_p_resolve_locs(pt_parser *p);

/* ---- parse_type.c ---- */

/* A tensor or token type. allow_index admits `index` elements (only in
 * attribute types such as dense<...> : tensor<2xindex>). */
pt_status *pt_p_type(pt_parser *p, bool allow_index, uint32_t *out);
/* `t, t, ...` onto p->types; *n gets the count. */
pt_status *pt_p_type_list(pt_parser *p, uint32_t *n);
/* A trailing op signature after ':' (any of `t`, `t, t`, `(ts) -> r`,
 * `(ts) -> (rs)`, `ts -> r`). */
pt_status *pt_p_sig(pt_parser *p, pt_sig *sig);
/* `(ts) -> rs` only. */
pt_status *pt_p_function_type(pt_parser *p, pt_sig *sig);
void pt_p_type_str(pt_parser *p, uint32_t type, pt_buf *out);

/* ---- parse_attr.c ---- */

pt_status *pt_p_attr(pt_parser *p, const pt_attr **out);
/* `{k = v, flag}` entries onto p->nattrs (duplicates are checked later). */
pt_status *pt_p_dict_entries(pt_parser *p);
/* Sorts p->nattrs[base..] by name; an equal pair is an error. */
pt_status *pt_p_sort_attrs(pt_parser *p, uint32_t base);
/* `[1, -2, 3]` onto p->i64s; *n gets the count. */
pt_status *pt_p_i64_list(pt_parser *p, uint32_t *n);
pt_status *pt_p_int64(pt_parser *p, int64_t *out); /* optional '-' then an integer */
const pt_attr *pt_p_i64_array_attr(pt_parser *p, uint32_t base, uint32_t n);
/* A bare keyword (EQ, DEFAULT, ...) as ENUM(stablehlo, kind, VALUE). */
pt_status *pt_p_enum_keyword(pt_parser *p, const char *kind, const pt_attr **out);
/* The `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` form. */
pt_status *pt_p_conv_dims(pt_parser *p, const pt_attr **out);
/* An integer literal token (after an optional '-') with its value checked
 * against dt; wide unsigned values wrap into int64. */
pt_status *pt_p_int_value(pt_parser *p, const pt_token *t, bool negative, pt_dtype dt, int64_t *out);

/* ---- parse_dense.c ---- */

/* After the `dense` keyword. */
pt_status *pt_p_dense(pt_parser *p, const pt_attr **out);
/* After the `array` keyword. */
pt_status *pt_p_dense_array(pt_parser *p, const pt_attr **out);
/* Float literal token text -> double rounded to dt's precision. */
pt_status *pt_p_float_value(pt_parser *p, const pt_token *t, bool negative, pt_dtype dt, double *out);
/* Float bit pattern (0x7F800000 : f32) -> value. */
bool pt_p_float_from_bits(uint64_t bits, pt_dtype dt, double *out);

#endif /* PT_STABLEHLO_PARSE_INTERNAL_H */
