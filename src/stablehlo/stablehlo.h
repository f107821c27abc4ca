/* stablehlo.h - StableHLO/MLIR text in and out.
 *
 *   parser.c (+ lexer.c, parse_*.c)  text -> pt_module (pretty and generic forms)
 *   printer.c (+ print_*.c)          pt_module -> text
 */
#ifndef PT_STABLEHLO_H
#define PT_STABLEHLO_H

#include "../ir/ir.h"

/* Parses MLIR text holding one module (or bare func.func ops, which are
 * wrapped in an implicit module). func.call ops are kept; see
 * pt_module_inline_calls. Diagnostics name `filename`. Text need not be
 * NUL-terminated. */
pt_status *pt_parse_module(const char *filename, const char *text, size_t len, pt_module **out);

/* Appends the module's text to `out`: the pretty form JAX prints, or MLIR's
 * generic op form. The output re-parses to the same module. */
void pt_print_module(const pt_module *m, pt_buf *out, bool generic);
/* The same text, with up to `threads` threads (0: one per online
 * processor) printing the ops of every region of at least 2 x piece_ops
 * ops in pieces of at least piece_ops (0: 1024) ops each, which are then
 * joined in order. Value numbers are fixed before any piece is printed,
 * so the text is byte for byte pt_print_module's. */
void pt_print_module_threads(const pt_module *m, pt_buf *out, bool generic, uint32_t threads, uint32_t piece_ops);

/* Appends one attribute as MLIR spells it (`3 : i64`, `dense<1.000000e+00>
 * : tensor<f32>`, `#stablehlo<comparison_direction EQ>`), e.g. for
 * diagnostics. */
void pt_print_attr(const pt_module *m, const pt_attr *a, pt_buf *out);

/* IEEE bit patterns of f64/f32/f16/bf16 values (print_float.c): a double
 * rounded to nearest-even into dt's format, and back (exact). */
uint64_t pt_float_to_bits(double v, pt_dtype dt);
double pt_float_from_bits(uint64_t bits, pt_dtype dt);

#endif /* PT_STABLEHLO_H */
