/* print_internal.h - what the printer's files share.
 *
 *   printer.c     modules, functions, regions, value names, the generic op form
 *   print_ops.c   the pretty (custom assembly) form of each op
 *   print_attr.c  attributes, strings, symbols, dense literals
 *   print_float.c floating-point literals exactly as MLIR spells them
 *
 * Nothing here is used outside src/stablehlo/print*.c.
 */
#ifndef PT_PRINT_INTERNAL_H
#define PT_PRINT_INTERNAL_H

#include "stablehlo.h"

enum { PT_PR_DENSE_MEMO = 32 };

/* One printing session over a module. */
typedef struct {
  const pt_module *m;
  pt_buf *b;
  bool generic;
  uint32_t *vnum;       /* value id -> its number in %N / %argN */
  uint32_t indent;      /* spaces before the current op */
  /* Printed text of every type id, computed once: types are interned and
   * printed over and over, and formatting them is the printer's hot path. */
  uint32_t *type_off;   /* type id -> offset into type_text, UINT32_MAX = not yet */
  uint32_t *type_len;
  pt_buf type_text;
  /* Threads that may print the ops of one large region in pieces at once
   * (NULL: this thread alone), and the fewest ops a piece gets. */
  pt_workers *pool;
  uint32_t piece_ops;
  /* The text of large dense literals printed so far, by attribute: an
   * SPMD program repeats a few replica_groups matrices (one attribute per
   * set of mesh axes) on every collective. */
  const pt_attr *dense_attr[PT_PR_DENSE_MEMO];
  uint32_t dense_off[PT_PR_DENSE_MEMO], dense_len[PT_PR_DENSE_MEMO], n_dense;
  pt_buf dense_text;
} pt_printer;

/* ---- printer.c ---- */

void pt_pr_u64(pt_buf *b, uint64_t v);
void pt_pr_i64(pt_buf *b, int64_t v);
void pt_pr_type(pt_printer *p, uint32_t type_id);
/* %N, %N#i or %argN. */
void pt_pr_value(pt_printer *p, uint32_t value);
/* Operands [from, from+n) of op, comma separated. */
void pt_pr_operands(pt_printer *p, const pt_op *op, uint32_t from, uint32_t n);
/* Types of operands [from, from+n), comma separated. */
void pt_pr_operand_types(pt_printer *p, const pt_op *op, uint32_t from, uint32_t n);
void pt_pr_result_types(pt_printer *p, const pt_op *op); /* comma separated */
/* `(a, b) -> c`, `(a) -> (b, c)`, `() -> ()` as MLIR's printFunctionalType. */
void pt_pr_functional_type(pt_printer *p, const pt_op *op);
/* ` {k = v, ...}` with every op attribute not named in skip (NULL-ended);
 * nothing when none remain. */
void pt_pr_attr_dict(pt_printer *p, const pt_op *op, const char *const *skip);
/* `{` NL ops NL `}` at the current indentation; with entry_args the block
 * header `^bb0(%arg0: t, ...):` is printed when the block has arguments. */
void pt_pr_region(pt_printer *p, uint32_t region, bool entry_args);
void pt_pr_newline(pt_printer *p); /* "\n" + current indentation */
/* `%argN: type` for a block argument. */
void pt_pr_block_arg(pt_printer *p, uint32_t value);

/* ---- print_ops.c ---- */

/* Prints op (from its name on) in its custom assembly form. Returns false
 * when the op has no pretty form or its operands, results or attributes do
 * not fit it; the caller then drops what was printed and prints the generic
 * form instead. */
bool pt_pr_pretty_op(pt_printer *p, const pt_op *op);
/* The op's name as printed: "sdy.return" for the stablehlo.return that
 * ends an sdy.named_computation / sdy.manual_computation. */
const char *pt_pr_op_name(const pt_module *m, const pt_op *op);
/* Whether attribute `name` is an inherent attribute (a property, printed in
 * `<{...}>`) of op code in the generic form. */
bool pt_pr_is_inherent(pt_opcode code, const char *name);

/* ---- print_attr.c ---- */

/* `name` as an MLIR keyword when it is a bare identifier, else quoted. */
void pt_pr_key(pt_buf *b, const char *s, uint32_t len);
/* `"..."` with MLIR's escapes (\\, \22, \0A, ...). */
void pt_pr_string(pt_buf *b, const char *s, uint32_t len);
/* `@name` or `@"quoted name"`. */
void pt_pr_symbol(pt_buf *b, const char *s, uint32_t len);
/* Elements of an integer DENSE_ARRAY / DENSE attribute as `[1, 2]`. */
void pt_pr_int_list(pt_buf *b, const int64_t *v, uint32_t n);
/* `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` (the body of #stablehlo.conv). */
void pt_pr_conv_dims(pt_buf *b, const pt_conv_dims *c);
/* `key = value`, or the bare key of a unit attribute. */
void pt_pr_named_attr(pt_printer *p, const pt_named_attr *a);
/* Prints attribute a; types of DENSE attributes use the printer's cache. */
void pt_pr_attr(pt_printer *p, const pt_attr *a);

/* ---- print_float.c ---- */

/* Appends the IEEE value `bits` of type dt (f64, f32, f16, bf16) as MLIR
 * prints float literals: `1.000000e+00` when six digits round-trip, else
 * the shortest-precision form (`0.899999976`), else hex (`0x7FC00000`). */
void pt_pr_float_bits(pt_buf *b, uint64_t bits, pt_dtype dt);

#endif /* PT_PRINT_INTERNAL_H */
