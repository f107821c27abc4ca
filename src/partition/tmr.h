/* tmr.h - the Tile Mapping Registry: for each op, the ways it can be
 * computed chunk by chunk (tmr.c, tmr_contract.c).
 *
 * An entry says: if operand i is split along dim operand_dim[i] (or used
 * whole when -1) into k equal chunks, then running the op on the r-th chunks
 * gives, for each result j, either the r-th chunk of result j along
 * result_dim[j] (#tile<d>), or a partial value whose combination over r with
 * `reducer` is result j (#sum and its generalisations). Formally, an entry is
 * sound iff for every k dividing all tiled dims
 *
 *     op(x_1..x_n) = combine_r op(chunk(x_1, δ_1, r), ..., chunk(x_n, δ_n, r))
 *
 * where combine is concatenation along result_dim (tile) or the reducer
 * (partial). Entries are computed from the op's attributes (dot_general
 * dimension numbers, broadcast maps, permutations, reduce dims and reducer,
 * reshape factorisation, conv dimension numbers, ...), never hand-listed per
 * program; an op with no entry is a propagation barrier.
 *
 * Validity of an entry for a given k (pt_tmr_entry_divisible): k must divide
 * the size of every tiled operand dim AND every tiled result dim. For most
 * ops the two sizes are equal; for reshape they differ (a merge [B,S]->[B*S]
 * tiles B on the operand side and B*S on the result side; a split
 * [B*S]->[B,S] the other way round), and requiring both is exactly what
 * makes the reshape entry sound (see tmr.c, reshape).
 *
 * An entry whose operands are all whole (iota, splat constants, broadcast
 * dims no operand dim feeds) says the op can compute any chunk of that
 * result dim from whole operands: it serves backward propagation only.
 * Several entries may share the same operand dims (they then differ in the
 * results); propagation commits an entry only when it is the unique fit.
 *
 * The chunked op is the same op with chunked operand and result types. Its
 * attributes are unchanged except for the few ops whose attributes spell out
 * a size of a tiled dim (slice limits, dynamic_slice/gather slice sizes,
 * broadcast sizes, a splat constant's type): pt_tmr_local_attrs derives
 * those from the local types.
 *
 * What has no entry, by design: while/if/case (propagation goes through
 * their region arguments and results, not through the TMR), rng and
 * rng_bit_generator (chunks would draw different numbers), collectives,
 * custom calls other than identity annotations, get_dimension_size, spatial
 * dims of a convolution with a real window (they need halo exchange), and
 * the touched dims of slice/pad/concatenate/reverse/sort/gather/scatter. */
#ifndef PT_TMR_H
#define PT_TMR_H

#include "../ir/ir.h"

typedef enum {
  PT_REDUCER_NONE = 0, /* the result is tiled, not partial */
  PT_REDUCER_ADD,
  PT_REDUCER_MUL,
  PT_REDUCER_MAX,
  PT_REDUCER_MIN,
  PT_REDUCER_AND,
  PT_REDUCER_OR,
} pt_reducer;

/* "sum", "mul", "max", "min", "and", "or" ("none" for PT_REDUCER_NONE). */
const char *pt_reducer_name(pt_reducer r);
/* The elementwise op that combines two partial values: stablehlo.add,
 * multiply, maximum, minimum, and, or (PT_OP_COUNT for NONE). On i1 the TMR
 * only uses AND and OR (add/max on booleans are OR, multiply/min are AND). */
pt_opcode pt_reducer_op(pt_reducer r);

/* The reducer a reduction body computes for its result i, when the body is
 * the canonical one: n_results binary ops, the i-th combining block
 * arguments i and n_results+i with add/multiply/maximum/minimum/and/or,
 * returned in order. PT_REDUCER_NONE for any other body (e.g. argmax). */
pt_reducer pt_tmr_body_reducer(const pt_module *m, uint32_t region, uint32_t i);

/* Operand dims that are not a dim: PT_TMR_WHOLE, the operand is used whole
 * in every chunk; PT_TMR_PARTIAL, the operand is itself a partial sum and
 * chunk r uses its r-th term (the sum of the terms is the operand). Only
 * add and subtract of two partial sums have such entries: (+, +) -> #sum,
 * which is how a sum of partial gradients stays one partial value (one
 * all_reduce) instead of two. Propagation only uses them forward, from
 * operands already partial: a partial value is never invented backward. */
enum { PT_TMR_WHOLE = -1, PT_TMR_PARTIAL = -2 };

typedef struct {
  /* Pointers into the owning pt_tmr's pools (valid until the pt_tmr is
   * reused or freed). */
  const int32_t *operand_dim; /* n_operands entries: a dim or PT_TMR_WHOLE */
  const int32_t *result_dim;  /* n_results entries: a dim, or -1 when partial */
  const uint8_t *reducer;     /* n_results entries: pt_reducer (NONE when tiled) */
} pt_tmr_entry;

/* All entries of one op. Entry e's dims live at dims[e * (n_operands +
 * n_results)] (operands first), its reducers at reducers[e * n_results]. */
typedef struct {
  uint32_t n_operands, n_results;
  uint32_t n_entries;
  pt_tmr_entry *entries;
  uint32_t entries_cap;
  PT_VEC(int32_t) dims; /* pool behind operand_dim/result_dim */
  PT_VEC(uint8_t) reducers;
  bool failed; /* the last pt_tmr_for_op ran out of memory */
} pt_tmr;

void pt_tmr_init(pt_tmr *t);
void pt_tmr_free(pt_tmr *t);

/* Fills `out` (reset first; its buffers are reused) with every entry of
 * `op`, without duplicates, in a deterministic order. Ops without entries
 * (barriers) give n_entries == 0. Fails only for want of memory (false,
 * no entries, out->failed set): on a module that did not verify,
 * malformed attributes just give fewer entries. */
bool pt_tmr_for_op(const pt_module *m, const pt_op *op, pt_tmr *out);
/* Whether tmr.c's rule table has a rule for `code` (PT_HOOK_NONE: the op
 * has no entries, on purpose). */
pt_hook_state pt_tmr_rule_state(pt_opcode code);

/* Whether an entry can be used with k chunks: k >= 1 divides the size of
 * every tiled operand dim and every tiled result dim of `op`. */
bool pt_tmr_entry_divisible(const pt_module *m, const pt_op *op, const pt_tmr_entry *e, int64_t k);

/* Appends "(1, _) -> (#tile<0>)" / "(1, 0) -> (#sum)" to b. */
void pt_tmr_entry_print(pt_buf *b, const pt_tmr *t, uint32_t entry);

/* The attributes of the device-local op that computes a chunk of op
 * `op_id` from operands of types local_operand_types[] giving results of
 * types local_result_types[] (type ids in m; as an entry of the TMR
 * produces them, possibly over several axes). Dims whose whole extent an
 * attribute names (slice limit of an untouched dim, dynamic_slice and
 * gather slice sizes that take a whole dim, broadcast sizes, a splat
 * constant's type) are rewritten to the local extent; all other attributes
 * are the op's own. Returns the count; *out is an array in m's arena.
 * Without memory the count is 0, *out NULL and m marked (pt_module_oom):
 * its builder checks m before handing it out. */
uint32_t pt_tmr_local_attrs(pt_module *m, uint32_t op_id, const uint32_t *local_operand_types,
                            const uint32_t *local_result_types, const pt_named_attr **out);
/* Whether pt_tmr_local_attrs may rewrite an attribute of an op with
 * opcode `code`; for any other op it returns the op's own attributes. */
bool pt_tmr_rewrites_attrs(uint32_t code);

/* One group of a reshape: dims (size-1 dims left out) whose products are
 * equal on both sides and minimal, e.g. [4, 6] -> [4, 2, 3] has the groups
 * [4]<->[4] and [6]<->[2, 3]. dims_in/dims_out are masks of the group's dims;
 * major_in/major_out its first (major) dim on each side. */
typedef struct {
  uint32_t major_in, major_out;
  uint32_t dims_in, dims_out;
} pt_reshape_group;

/* The groups of a reshape from `in` to `out` (at most PT_MAX_RANK); 0 when
 * the shapes do not factor (e.g. zero elements). */
uint32_t pt_reshape_groups(const pt_type *in, const pt_type *out, pt_reshape_group *groups);

#endif /* PT_TMR_H */
