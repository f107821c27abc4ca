/* test_tmr_check.h - the identity checker behind the TMR tests.
 *
 * A test case is one op instance written as MLIR text (a @main whose
 * arguments feed the op under test, plus constants, returning all its
 * results). For EVERY entry pt_tmr_for_op returns and every k in {2, 4}
 * that divides the entry's tiled dims (pt_tmr_entry_divisible), the checker
 *   (a) runs @main on random inputs with the interpreter,
 *   (b) adds a function @chunk to a fresh copy of the module: the same op
 *       with chunked operand types, results chunked on result_dim (whole
 *       for partial results), attributes from pt_tmr_local_attrs, its
 *       regions cloned -- and runs pt_verify_module on it, so the chunked
 *       op must itself be a valid op,
 *   (c) runs @chunk on chunk r of every tiled input, for r < k, and
 *       combines the k results (concatenation along result_dim, or the
 *       reducer applied by the interpreter's own stablehlo.add/max/...),
 * and compares with (a): bit-identical for tiles, numerically equal (+0 ==
 * -0) for partial results -- inputs are exactly representable small values
 * (multiples of 1/4 in [-4, 4), integers in [-2, 2] for f16/bf16, or
 * powers of two for products), so even reassociated float sums are exact;
 * f16/bf16 partials still get a small tolerance.
 *
 * A deliberately wrong entry (tc_expect_wrong) must fail either way; set
 * TMR_SHOW_WRONG=1 to see why each one fails. Header-only (static
 * functions) because each test file is its own program. */
#ifndef TEST_TMR_CHECK_H
#define TEST_TMR_CHECK_H

#include "../../src/partition/tmr.h"
#include "interp_test_util.h"
#include "../support/abort_alloc.h"

enum { TC_MAX_VALUES = 24, TC_MAX_FAMILIES = 192 };

typedef enum { TC_OK, TC_MISMATCH, TC_INVALID, TC_ERROR } tc_result;

typedef struct {
  pt_dtype dt;
  uint32_t rank;
  int64_t dims[PT_MAX_RANK];
} tc_ty;

typedef struct {
  const char *name;
  uint32_t cases, entries, partial_entries, identities, skipped;
} tc_family;

typedef struct {
  uint64_t rng;
  /* The case being built. */
  const char *family;
  char names[TC_MAX_VALUES][8];
  tc_ty types[TC_MAX_VALUES];
  bool is_arg[TC_MAX_VALUES];
  char const_text[TC_MAX_VALUES][64];
  uint32_t n_values, n_args;
  pt_buf op_line;      /* "\"stablehlo.x\"(%a0, %c1) <{...}> ({...})" without types */
  uint32_t op_operands[TC_MAX_VALUES], n_op_operands;
  tc_ty results[8];
  uint32_t n_results;  /* results[] valid when infer_results is false */
  bool infer_results;
  int64_t int_lo, int_hi; /* integer input range of this case */
  bool pow2;              /* float inputs: +-{1/2, 1, 2} instead of quarters */
  const char *prelude;    /* module-level text before @main (e.g. sdy.mesh) */
  const char *raw_text;   /* a whole case written elsewhere (test_tmr_models.c) */
  uint32_t raw_op_index;  /* position of its op under test in @main */
  /* Totals. */
  tc_family fam[TC_MAX_FAMILIES];
  uint32_t n_fam;
  uint32_t identities, skipped, entries, cases;
  uint32_t wrong_by_value, wrong_by_verifier; /* wrong entries rejected, and how */
  bool quiet;
} tc_ctx;

/* ---- random numbers ------------------------------------------------------------ */

static inline uint64_t tc_rand(tc_ctx *c) {
  uint64_t z = (c->rng += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
/* Uniform in [lo, hi). */
static inline int64_t tc_int(tc_ctx *c, int64_t lo, int64_t hi) {
  return lo + (int64_t)(tc_rand(c) % (uint64_t)(hi - lo));
}
static inline bool tc_coin(tc_ctx *c) { return tc_rand(c) & 1; }
static inline int64_t tc_pick(tc_ctx *c, const int64_t *v, uint32_t n) { return v[tc_rand(c) % n]; }
static inline void tc_shuffle(tc_ctx *c, int64_t *v, uint32_t n) {
  for (uint32_t i = n; i > 1; i--) {
    uint32_t j = (uint32_t)(tc_rand(c) % i);
    int64_t t = v[i - 1];
    v[i - 1] = v[j];
    v[j] = t;
  }
}
/* A dim size: mostly multiples of 4 (both k divide), sometimes 2, 6 (only
 * k = 2) or 1, 3, 5 (neither), to exercise the divisibility rule. */
static inline int64_t tc_dim(tc_ctx *c) {
  static const int64_t sizes[] = {4, 8, 4, 8, 12, 4, 8, 2, 6, 1, 3, 5};
  return tc_pick(c, sizes, PT_ARRAY_LEN(sizes));
}

/* ---- types and text ---------------------------------------------------------- */

static inline tc_ty tc_type(pt_dtype dt, uint32_t rank, const int64_t *dims) {
  tc_ty t;
  memset(&t, 0, sizeof t);
  t.dt = dt;
  t.rank = rank;
  if (dims) memcpy(t.dims, dims, rank * sizeof *dims);
  return t;
}
static inline tc_ty tc_scalar(pt_dtype dt) { return tc_type(dt, 0, NULL); }
static inline tc_ty tc_rand_type(tc_ctx *c, pt_dtype dt, uint32_t rank) {
  tc_ty t = tc_type(dt, rank, NULL);
  for (uint32_t i = 0; i < rank; i++) t.dims[i] = tc_dim(c);
  return t;
}

static inline void tc_ty_print(pt_buf *b, const tc_ty *t) {
  pt_buf_puts(b, "tensor<");
  for (uint32_t i = 0; i < t->rank; i++) pt_buf_printf(b, "%lldx", (long long)t->dims[i]);
  pt_buf_printf(b, "%s>", pt_dtype_name(t->dt));
}

/* "array<i64: 1, 2>" (or "array<i64>") into b. */
static inline void tc_i64s(pt_buf *b, const int64_t *v, uint32_t n) {
  pt_buf_puts(b, "array<i64");
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(b, "%s%lld", i ? ", " : ": ", (long long)v[i]);
  pt_buf_putc(b, '>');
}
/* "[1, 2]" into b. */
static inline void tc_list(pt_buf *b, const int64_t *v, uint32_t n) {
  pt_buf_putc(b, '[');
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(b, "%s%lld", i ? ", " : "", (long long)v[i]);
  pt_buf_putc(b, ']');
}

/* A reduction body: n accumulators then n values, result i = op_i(acc_i,
 * val_i) on scalars of dtype dt[i]. */
static inline void tc_body(pt_buf *b, uint32_t n, const char *const *ops, const pt_dtype *dt) {
  pt_buf_puts(b, "({\n  ^bb0(");
  for (uint32_t i = 0; i < 2 * n; i++)
    pt_buf_printf(b, "%s%%b%u: tensor<%s>", i ? ", " : "", i, pt_dtype_name(dt[i % n]));
  pt_buf_puts(b, "):\n");
  for (uint32_t i = 0; i < n; i++) {
    const char *tn = pt_dtype_name(dt[i]);
    pt_buf_printf(b, "    %%s%u = \"%s\"(%%b%u, %%b%u) : (tensor<%s>, tensor<%s>) -> tensor<%s>\n", i, ops[i], i,
                  n + i, tn, tn, tn);
  }
  pt_buf_puts(b, "    \"stablehlo.return\"(");
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(b, "%s%%s%u", i ? ", " : "", i);
  pt_buf_puts(b, ") : (");
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(b, "%stensor<%s>", i ? ", " : "", pt_dtype_name(dt[i]));
  pt_buf_puts(b, ") -> ()\n  })");
}

/* A comparator body over n operands comparing operand 0 with `dir`. */
static inline void tc_comparator(pt_buf *b, uint32_t n, const pt_dtype *dt, const char *dir) {
  pt_buf_puts(b, "({\n  ^bb0(");
  for (uint32_t i = 0; i < 2 * n; i++)
    pt_buf_printf(b, "%s%%b%u: tensor<%s>", i ? ", " : "", i, pt_dtype_name(dt[i / 2]));
  pt_buf_printf(b,
                "):\n    %%p = \"stablehlo.compare\"(%%b0, %%b1) <{comparison_direction = #stablehlo<comparison_direction "
                "%s>}> : (tensor<%s>, tensor<%s>) -> tensor<i1>\n    \"stablehlo.return\"(%%p) : (tensor<i1>) -> ()\n  })",
                dir, pt_dtype_name(dt[0]), pt_dtype_name(dt[0]));
}

/* ---- building a case -------------------------------------------------------------- */

static inline void tc_begin(tc_ctx *c, const char *family) {
  c->family = family;
  c->n_values = c->n_args = 0;
  c->op_line.len = 0;
  if (c->op_line.data) c->op_line.data[0] = 0;
  c->n_op_operands = 0;
  c->n_results = 0;
  c->infer_results = true;
  c->int_lo = -8;
  c->int_hi = 8;
  c->pow2 = false;
  c->prelude = NULL;
  c->raw_text = NULL;
}

/* The op has n results whose types are inferred. */
static inline void tc_n_results(tc_ctx *c, uint32_t n) {
  c->n_results = n;
  c->infer_results = true;
}

/* A function argument; returns its value index. */
static inline uint32_t tc_arg(tc_ctx *c, tc_ty t) {
  uint32_t v = c->n_values++;
  PT_ASSERT(v < TC_MAX_VALUES);
  snprintf(c->names[v], sizeof c->names[v], "%%a%u", c->n_args++);
  c->types[v] = t;
  c->is_arg[v] = true;
  return v;
}

/* A constant `dense<...>` (text of the literal) of type t. */
static inline uint32_t tc_const(tc_ctx *c, const char *literal, tc_ty t) {
  uint32_t v = c->n_values++;
  PT_ASSERT(v < TC_MAX_VALUES);
  snprintf(c->names[v], sizeof c->names[v], "%%c%u", v);
  c->types[v] = t;
  c->is_arg[v] = false;
  snprintf(c->const_text[v], sizeof c->const_text[v], "%s", literal);
  return v;
}

/* The op under test: "name"(operands) followed by `rest` (properties,
 * regions: anything before the type). */
static inline void tc_op(tc_ctx *c, const char *name, const uint32_t *operands, uint32_t n, const char *rest) {
  c->op_line.len = 0;
  pt_buf_printf(&c->op_line, "\"%s\"(", name);
  for (uint32_t i = 0; i < n; i++) pt_buf_printf(&c->op_line, "%s%s", i ? ", " : "", c->names[operands[i]]);
  pt_buf_puts(&c->op_line, ")");
  if (rest && *rest) pt_buf_printf(&c->op_line, " %s", rest);
  if (n) memcpy(c->op_operands, operands, n * sizeof *operands);
  c->n_op_operands = n;
}

/* Declares the results instead of inferring them (ops whose result type
 * is an input: reshape, broadcast_in_dim, convert, ...). */
static inline void tc_results(tc_ctx *c, const tc_ty *r, uint32_t n) {
  memcpy(c->results, r, n * sizeof *r);
  c->n_results = n;
  c->infer_results = false;
}

static inline void tc_write_type_list(pt_buf *b, const tc_ty *t, uint32_t n, bool parens) {
  if (parens) pt_buf_putc(b, '(');
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_puts(b, ", ");
    tc_ty_print(b, &t[i]);
  }
  if (parens) pt_buf_putc(b, ')');
}

static inline void tc_write_text(tc_ctx *c, pt_buf *b) {
  b->len = 0;
  if (c->prelude) pt_buf_printf(b, "%s\n", c->prelude);
  pt_buf_puts(b, "func.func @main(");
  bool first = true;
  for (uint32_t v = 0; v < c->n_values; v++) {
    if (!c->is_arg[v]) continue;
    pt_buf_printf(b, "%s%s: ", first ? "" : ", ", c->names[v]);
    tc_ty_print(b, &c->types[v]);
    first = false;
  }
  pt_buf_puts(b, ") -> ");
  tc_write_type_list(b, c->results, c->n_results, true);
  pt_buf_puts(b, " {\n");
  for (uint32_t v = 0; v < c->n_values; v++) {
    if (c->is_arg[v]) continue;
    pt_buf_printf(b, "  %s = stablehlo.constant %s : ", c->names[v], c->const_text[v]);
    tc_ty_print(b, &c->types[v]);
    pt_buf_putc(b, '\n');
  }
  if (c->n_results == 1) pt_buf_puts(b, "  %r = ");
  else pt_buf_printf(b, "  %%r:%u = ", c->n_results);
  pt_buf_printf(b, "%s : (", c->op_line.data);
  for (uint32_t i = 0; i < c->n_op_operands; i++) {
    if (i) pt_buf_puts(b, ", ");
    tc_ty_print(b, &c->types[c->op_operands[i]]);
  }
  pt_buf_puts(b, ") -> ");
  tc_write_type_list(b, c->results, c->n_results, c->n_results != 1);
  pt_buf_puts(b, "\n  \"func.return\"(");
  for (uint32_t i = 0; i < c->n_results; i++) {
    if (c->n_results == 1) pt_buf_puts(b, "%r");
    else pt_buf_printf(b, "%s%%r#%u", i ? ", " : "", i);
  }
  pt_buf_puts(b, ") : ");
  tc_write_type_list(b, c->results, c->n_results, true);
  pt_buf_puts(b, " -> ()\n}\n");
}

/* ---- tensors ------------------------------------------------------------------------ */

static inline void tc_fill(tc_ctx *c, pt_tensor *t) {
  uint64_t n = pt_tensor_num_elements(t);
  pt_dtype dt = (pt_dtype)t->dtype;
  for (uint64_t i = 0; i < n; i++) {
    if (dt == PT_DTYPE_I1) {
      pt_tensor_set_i64(t, i, (int64_t)(tc_rand(c) & 1));
    } else if (pt_dtype_is_float(dt)) {
      static const double p2[] = {0.5, 1, 2, -0.5, -1, -2};
      /* Small integers in f16/bf16 keep their sums exact (8 significant
       * bits in bf16) however they are associated. */
      bool low = dt == PT_DTYPE_F16 || dt == PT_DTYPE_BF16;
      double v = c->pow2 ? p2[tc_rand(c) % 6] : low ? (double)tc_int(c, -2, 3) : (double)tc_int(c, -16, 16) / 4.0;
      pt_tensor_set_f64(t, i, v);
    } else {
      int64_t lo = c->int_lo, hi = c->int_hi;
      if (pt_dtype_class(dt) == PT_DCLASS_UINT && lo < 0) lo = 0;
      pt_tensor_set_i64(t, i, tc_int(c, lo, hi > lo ? hi : lo + 1));
    }
  }
}

static inline uint64_t tc_outer(const pt_tensor *t, uint32_t d) {
  uint64_t n = 1;
  for (uint32_t i = 0; i < d; i++) n *= (uint64_t)t->dims[i];
  return n;
}
static inline uint64_t tc_inner_bytes(const pt_tensor *t, uint32_t d) {
  uint64_t n = pt_dtype_size((pt_dtype)t->dtype);
  for (uint32_t i = d + 1; i < t->rank; i++) n *= (uint64_t)t->dims[i];
  return n;
}

/* Chunk r of k of x along d. */
static inline void tc_chunk(const pt_tensor *x, uint32_t d, int64_t k, int64_t r, pt_tensor *out) {
  int64_t dims[PT_MAX_RANK];
  memcpy(dims, x->dims, sizeof dims);
  dims[d] /= k;
  pt_status *s = pt_tensor_alloc(out, (pt_dtype)x->dtype, x->rank, dims);
  PT_ASSERT(!s);
  uint64_t outer = tc_outer(x, d), inner = tc_inner_bytes(x, d), len = (uint64_t)dims[d];
  for (uint64_t o = 0; o < outer; o++)
    memcpy((char *)out->data + o * len * inner, (const char *)x->data + (o * (uint64_t)x->dims[d] + (uint64_t)r * len) * inner,
           len * inner);
}

/* Concatenation of parts[0..k) along d. */
static inline void tc_concat(const pt_tensor *parts, int64_t k, uint32_t d, pt_tensor *out) {
  int64_t dims[PT_MAX_RANK];
  memcpy(dims, parts[0].dims, sizeof dims);
  dims[d] *= k;
  pt_status *s = pt_tensor_alloc(out, (pt_dtype)parts[0].dtype, parts[0].rank, dims);
  PT_ASSERT(!s);
  uint64_t outer = tc_outer(&parts[0], d), inner = tc_inner_bytes(&parts[0], d), len = (uint64_t)parts[0].dims[d];
  for (int64_t r = 0; r < k; r++)
    for (uint64_t o = 0; o < outer; o++)
      memcpy((char *)out->data + (o * (uint64_t)dims[d] + (uint64_t)r * len) * inner,
             (const char *)parts[r].data + o * len * inner, len * inner);
}

/* acc = reducer(acc, x), computed by the interpreter's own op. */
static inline bool tc_reduce_into(pt_tensor *acc, const pt_tensor *x, pt_reducer red) {
  pt_buf ty = {0}, text = {0};
  pt_tensor_type_print(&ty, acc);
  pt_buf_printf(&text,
                "func.func @main(%%a: %s, %%b: %s) -> %s {\n  %%0 = \"%s\"(%%a, %%b) : (%s, %s) -> %s\n"
                "  \"func.return\"(%%0) : (%s) -> ()\n}\n",
                ty.data, ty.data, ty.data, pt_op_name(pt_reducer_op(red)), ty.data, ty.data, ty.data, ty.data);
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("combine.mlir", text.data, text.len, &m);
  pt_tensor in[2] = {*acc, *x};
  pt_tensor *outs = NULL;
  uint32_t n_out = 0;
  if (!s) s = pt_interp_run(m, 0, in, 2, NULL, &outs, &n_out, NULL);
  bool ok = !s && n_out == 1;
  if (s) {
    fprintf(stderr, "combine: %s\n", pt_status_message(s));
    pt_status_free(s);
  }
  if (ok) {
    pt_tensor_free(acc);
    *acc = outs[0];
    outs[0].data = NULL;
    outs[0].nbytes = 0;
  }
  if (outs) pt_interp_outputs_free(outs, n_out);
  if (m) pt_module_free(m);
  pt_buf_free(&ty);
  pt_buf_free(&text);
  return ok;
}

/* ---- cloning into the chunk function ---------------------------------------------------- */

static uint32_t tc_clone_op(pt_builder *b, uint32_t op_id, uint32_t *map, const uint32_t *result_types,
                            const pt_named_attr *attrs);

static inline uint32_t tc_clone_region(pt_builder *b, uint32_t region, uint32_t *map) {
  pt_module *m = b->m;
  pt_region r = m->regions.data[region];
  uint32_t types[2 * TC_MAX_VALUES];
  PT_ASSERT(r.n_args <= PT_ARRAY_LEN(types));
  for (uint32_t i = 0; i < r.n_args; i++) types[i] = m->values.data[r.args + i].type;
  uint32_t nr = pt_builder_begin_region(b, types, r.n_args);
  uint32_t new_args = m->regions.data[nr].args;
  for (uint32_t i = 0; i < r.n_args; i++) map[r.args + i] = new_args + i;
  for (uint32_t j = 0; j < r.n_ops; j++) tc_clone_op(b, m->op_order.data[r.ops + j], map, NULL, NULL);
  return pt_builder_end_region(b);
}

/* Copies op `op_id` (operands through map), with other result types and
 * attributes when given (attrs then has the op's attribute count). */
static uint32_t tc_clone_op(pt_builder *b, uint32_t op_id, uint32_t *map, const uint32_t *result_types,
                            const pt_named_attr *attrs) {
  pt_module *m = b->m;
  pt_op o = m->ops.data[op_id];
  uint32_t operands[TC_MAX_VALUES], regions[4], rtypes[8];
  pt_named_attr at[32];
  PT_ASSERT(o.n_operands <= TC_MAX_VALUES && o.n_regions <= 4 && o.n_results <= 8 && o.n_attrs <= 32);
  for (uint32_t i = 0; i < o.n_operands; i++) operands[i] = map[m->operand_pool.data[o.operands + i]];
  for (uint32_t i = 0; i < o.n_regions; i++) regions[i] = tc_clone_region(b, m->region_pool.data[o.regions + i], map);
  for (uint32_t i = 0; i < o.n_results; i++)
    rtypes[i] = result_types ? result_types[i] : m->values.data[o.results + i].type;
  memcpy(at, attrs ? attrs : m->attr_pool.data + o.attrs, o.n_attrs * sizeof *at);
  uint32_t id = pt_builder_op(b, (pt_opcode)o.code, operands, o.n_operands, rtypes, o.n_results, at, o.n_attrs,
                              regions, o.n_regions, o.loc);
  for (uint32_t i = 0; i < o.n_results; i++) map[o.results + i] = m->ops.data[id].results + i;
  return id;
}

/* ---- one case ------------------------------------------------------------------------- */

typedef struct {
  pt_buf text;
  pt_module *m;
  uint32_t op_index; /* position of the op under test in @main's body */
  pt_tensor inputs[TC_MAX_VALUES];
  uint32_t n_inputs;
  pt_tensor *expected;
  uint32_t n_expected;
} tc_case;

static inline pt_module *tc_parse(const char *text, size_t len, bool verify, pt_status **err) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("tmr_case.mlir", text, len, &m);
  if (!s && verify) s = pt_verify_module(m);
  if (s) {
    *err = s;
    if (m) pt_module_free(m);
    return NULL;
  }
  *err = NULL;
  return m;
}

static inline const pt_op *tc_case_op(const pt_module *m, uint32_t op_index, uint32_t *op_id) {
  const pt_region *body = &m->regions.data[m->funcs.data[0].body];
  *op_id = pt_region_op(m, body, op_index);
  return pt_op_get(m, *op_id);
}

static inline void tc_case_free(tc_case *k) {
  for (uint32_t i = 0; i < k->n_inputs; i++) pt_tensor_free(&k->inputs[i]);
  if (k->expected) pt_interp_outputs_free(k->expected, k->n_expected);
  if (k->m) pt_module_free(k->m);
  pt_buf_free(&k->text);
  memset(k, 0, sizeof *k);
}

/* Writes the case's text (inferring result types when asked), parses and
 * verifies it, and with `run` fills inputs and runs @main. False (after
 * reporting) when the generated case itself is broken. */
static inline bool tc_case_prepare(tc_ctx *c, tc_case *k, bool run) {
  memset(k, 0, sizeof *k);
  pt_status *s = NULL;
  if (c->raw_text) {
    pt_buf_puts(&k->text, c->raw_text);
    k->op_index = c->raw_op_index;
  } else {
    k->op_index = c->n_values - c->n_args;
  }
  if (!c->raw_text && c->infer_results) {
    /* Parse with placeholder result types, then ask the verifier's shape
     * inference for the real ones. */
    uint32_t n = c->n_results ? c->n_results : 1;
    for (uint32_t i = 0; i < n; i++) c->results[i] = c->n_op_operands ? c->types[c->op_operands[0]] : tc_scalar(PT_DTYPE_F32);
    c->n_results = n;
    tc_write_text(c, &k->text);
    pt_module *m = tc_parse(k->text.data, k->text.len, false, &s);
    if (m) {
      uint32_t op_id;
      const pt_op *op = tc_case_op(m, k->op_index, &op_id);
      pt_type rt[8];
      uint32_t nr = 0;
      s = pt_infer_result_types(m, op, rt, 8, &nr);
      if (!s && nr == n)
        for (uint32_t i = 0; i < n; i++) c->results[i] = tc_type((pt_dtype)rt[i].dtype, rt[i].rank, rt[i].dims);
      pt_module_free(m);
    }
  }
  if (!s) {
    if (!c->raw_text) tc_write_text(c, &k->text);
    k->m = tc_parse(k->text.data, k->text.len, true, &s);
  }
  if (s) {
    fprintf(stderr, "[%s] generated case does not verify: %s\n%s", c->family, pt_status_message(s), k->text.data);
    pt_status_free(s);
    failures++;
    return false;
  }
  if (!run) return true;
  const pt_func *f = &k->m->funcs.data[0];
  uint32_t n_args = pt_func_n_args(k->m, f);
  PT_ASSERT(n_args <= TC_MAX_VALUES);
  for (uint32_t a = 0; a < n_args; a++) {
    pt_tensor *x = &k->inputs[k->n_inputs++];
    PT_ASSERT(!pt_tensor_alloc_type(x, pt_value_type(k->m, pt_func_arg(k->m, f, a))));
    tc_fill(c, x);
  }
  s = pt_interp_run(k->m, 0, k->inputs, k->n_inputs, NULL, &k->expected, &k->n_expected, NULL);
  if (s) {
    fprintf(stderr, "[%s] interpreter failed on the case: %s\n%s", c->family, pt_status_message(s), k->text.data);
    pt_status_free(s);
    failures++;
    return false;
  }
  return true;
}

static inline void tc_print_entry(pt_buf *b, uint32_t n_ops, uint32_t n_res, const int32_t *od, const int32_t *rd,
                                  const uint8_t *red) {
  pt_buf_putc(b, '(');
  for (uint32_t i = 0; i < n_ops; i++) {
    if (i) pt_buf_puts(b, ", ");
    if (od[i] < 0) pt_buf_putc(b, '_');
    else pt_buf_printf(b, "%d", od[i]);
  }
  pt_buf_puts(b, ") -> (");
  for (uint32_t j = 0; j < n_res; j++) {
    if (j) pt_buf_puts(b, ", ");
    if (red[j]) pt_buf_printf(b, "#%s", pt_reducer_name((pt_reducer)red[j]));
    else pt_buf_printf(b, "#tile<%d>", rd[j]);
  }
  pt_buf_putc(b, ')');
}

/* Checks op(x...) == combine_r op(chunk_r(x)...) for one entry and k. */
static tc_result tc_check_entry(tc_ctx *c, const tc_case *k, const int32_t *od, const int32_t *rd, const uint8_t *red,
                                int64_t nk) {
  tc_result res = TC_OK;
  const char *why = "";
  pt_buf msg = {0};
  pt_status *s = NULL;
  pt_module *m = tc_parse(k->text.data, k->text.len, false, &s);
  PT_ASSERT(m);
  uint32_t op_id;
  const pt_op *op = tc_case_op(m, k->op_index, &op_id);
  uint32_t n_ops = op->n_operands, n_res = op->n_results;
  const pt_func *f = &m->funcs.data[0];
  uint32_t body = f->body, n_args = pt_func_n_args(m, f);
  pt_loc loc = f->loc;
  int32_t arg_dim[TC_MAX_VALUES];
  bool arg_partial[TC_MAX_VALUES];
  for (uint32_t a = 0; a < n_args; a++) arg_dim[a] = -1, arg_partial[a] = false;
  for (uint32_t i = 0; i < n_ops; i++) {
    if (od[i] == PT_TMR_PARTIAL) {
      /* A partial operand: chunk r gets term r; the terms are the value
       * then zeros, whose sum is the value. */
      const pt_value *v = &m->values.data[pt_op_operand(m, op, i)];
      if (v->is_arg && v->def == body) arg_partial[v->index] = true;
      continue;
    }
    if (od[i] < 0) continue;
    const pt_value *v = &m->values.data[pt_op_operand(m, op, i)];
    /* Cases give every operand position its own argument. */
    if (!v->is_arg || v->def != body || (arg_dim[v->index] >= 0 && arg_dim[v->index] != od[i])) {
      fprintf(stderr, "[%s] harness: tiled operand %u is not an argument of its own\n%s", c->family, i, k->text.data);
      pt_module_free(m);
      return TC_ERROR;
    }
    arg_dim[v->index] = od[i];
  }
  /* Local types. */
  uint32_t arg_types[TC_MAX_VALUES], res_types[8], opnd_types[TC_MAX_VALUES];
  for (uint32_t a = 0; a < n_args; a++) {
    pt_type t = *pt_value_type(m, pt_func_arg(m, f, a));
    if (arg_dim[a] >= 0) t.dims[arg_dim[a]] /= nk;
    arg_types[a] = pt_type_intern(m, &t);
  }
  for (uint32_t j = 0; j < n_res; j++) {
    pt_type t = *pt_value_type(m, pt_op_result(op, j));
    if (!red[j]) t.dims[rd[j]] /= nk;
    res_types[j] = pt_type_intern(m, &t);
  }
  /* Build @chunk. */
  pt_builder b;
  pt_builder_init(&b, m);
  uint32_t n_old = m->values.len;
  uint32_t *map = pt_xcalloc(n_old, sizeof *map);
  uint32_t fid = pt_builder_begin_func(&b, pt_intern_cstr(&m->strings, "chunk"), false, arg_types, n_args, loc);
  uint32_t new_args = m->regions.data[b.open.data[0]].args; /* the body is set at pt_builder_end_func */
  for (uint32_t a = 0; a < n_args; a++) map[m->regions.data[body].args + a] = new_args + a;
  for (uint32_t j = 0; j < k->op_index; j++)
    tc_clone_op(&b, pt_region_op(m, &m->regions.data[body], j), map, NULL, NULL);
  op = pt_op_get(m, op_id);
  for (uint32_t i = 0; i < n_ops; i++) opnd_types[i] = m->values.data[map[pt_op_operand(m, op, i)]].type;
  const pt_named_attr *attrs;
  pt_tmr_local_attrs(m, op_id, opnd_types, res_types, &attrs);
  uint32_t new_op = tc_clone_op(&b, op_id, map, res_types, attrs);
  uint32_t rets[8];
  for (uint32_t j = 0; j < n_res; j++) rets[j] = m->ops.data[new_op].results + j;
  pt_builder_op(&b, PT_OP_FUNC_RETURN, rets, n_res, NULL, 0, NULL, 0, NULL, 0, loc);
  uint32_t fbody = pt_builder_end_region(&b);
  pt_builder_end_func(&b, fid, fbody, res_types, n_res, NULL, NULL, NULL);
  pt_builder_free(&b);
  free(map);

  pt_tensor parts[4][8];
  uint32_t n_parts = 0;
  s = pt_verify_module(m);
  if (s) {
    res = TC_INVALID;
    why = "the chunked op does not verify";
  }
  for (int64_t r = 0; r < nk && res == TC_OK; r++) {
    pt_tensor in[TC_MAX_VALUES];
    for (uint32_t a = 0; a < n_args; a++) {
      if (arg_dim[a] >= 0) tc_chunk(&k->inputs[a], (uint32_t)arg_dim[a], nk, r, &in[a]);
      else if (arg_partial[a] && r > 0)
        PT_ASSERT(!pt_tensor_alloc(&in[a], (pt_dtype)k->inputs[a].dtype, k->inputs[a].rank, k->inputs[a].dims));
      else PT_ASSERT(!pt_tensor_copy(&in[a], &k->inputs[a]));
    }
    pt_tensor *outs = NULL;
    uint32_t n_out = 0;
    s = pt_interp_run(m, fid, in, n_args, NULL, &outs, &n_out, NULL);
    for (uint32_t a = 0; a < n_args; a++) pt_tensor_free(&in[a]);
    if (s) {
      res = TC_INVALID;
      why = "the chunked op fails to run";
      break;
    }
    for (uint32_t j = 0; j < n_res; j++) {
      parts[r][j] = outs[j];
      outs[j].data = NULL;
      outs[j].nbytes = 0;
    }
    pt_interp_outputs_free(outs, n_out);
    n_parts++;
  }
  for (uint32_t j = 0; j < n_res && res == TC_OK; j++) {
    pt_tensor got;
    if (!red[j]) {
      pt_tensor col[4];
      for (uint32_t r = 0; r < n_parts; r++) col[r] = parts[r][j];
      tc_concat(col, nk, (uint32_t)rd[j], &got);
    } else {
      PT_ASSERT(!pt_tensor_copy(&got, &parts[0][j]));
      for (uint32_t r = 1; r < n_parts; r++)
        if (!tc_reduce_into(&got, &parts[r][j], (pt_reducer)red[j])) res = TC_ERROR;
    }
    const pt_tensor *want = &k->expected[j];
    bool same;
    pt_tensor_diff diff;
    memset(&diff, 0, sizeof diff);
    if (!red[j]) {
      same = pt_tensor_equal_bits(&got, want);
      if (!same) pt_tensor_compare(&got, want, 0, 0, &diff);
    } else {
      bool low = want->dtype == PT_DTYPE_F16 || want->dtype == PT_DTYPE_BF16;
      same = pt_tensor_compare(&got, want, low ? 1e-2 : 0, low ? 1e-2 : 0, &diff);
    }
    if (!same && res == TC_OK) {
      res = TC_MISMATCH;
      pt_buf_printf(&msg, "result %u differs", j);
      if (diff.n_mismatch)
        pt_buf_printf(&msg, " at element %llu: %.9g vs expected %.9g (%llu mismatches)",
                      (unsigned long long)diff.first_mismatch, pt_tensor_get_f64(&got, diff.first_mismatch),
                      pt_tensor_get_f64(want, diff.first_mismatch), (unsigned long long)diff.n_mismatch);
      else if (!diff.same_type)
        pt_buf_puts(&msg, " in type");
      else
        pt_buf_puts(&msg, " in bits");
      why = msg.data;
    }
    pt_tensor_free(&got);
  }
  for (uint32_t r = 0; r < n_parts; r++)
    for (uint32_t j = 0; j < n_res; j++) pt_tensor_free(&parts[r][j]);
  if (res != TC_OK && !c->quiet) {
    pt_buf e = {0};
    tc_print_entry(&e, n_ops, n_res, od, rd, red);
    fprintf(stderr, "[%s] identity FAILS for entry %s, k = %lld: %s%s%s\n%s", c->family, e.data, (long long)nk, why,
            s ? ": " : "", s ? pt_status_message(s) : "", k->text.data);
    pt_buf_free(&e);
  }
  if (s) pt_status_free(s);
  pt_buf_free(&msg);
  pt_module_free(m);
  return res;
}

/* ---- driver --------------------------------------------------------------------------- */

static inline tc_family *tc_fam(tc_ctx *c, const char *name) {
  for (uint32_t i = 0; i < c->n_fam; i++)
    if (strcmp(c->fam[i].name, name) == 0) return &c->fam[i];
  PT_ASSERT(c->n_fam < TC_MAX_FAMILIES);
  tc_family *f = &c->fam[c->n_fam++];
  memset(f, 0, sizeof *f);
  f->name = name;
  return f;
}

/* Runs the case built since tc_begin: every entry, k in {2, 4}. Returns
 * the number of entries (or -1 when the case is broken). */
static inline int tc_run(tc_ctx *c) {
  tc_case k;
  tc_family *fam = tc_fam(c, c->family);
  fam->cases++;
  c->cases++;
  if (!tc_case_prepare(c, &k, true)) {
    tc_case_free(&k);
    return -1;
  }
  uint32_t op_id;
  const pt_op *op = tc_case_op(k.m, k.op_index, &op_id);
  pt_tmr t;
  pt_tmr_init(&t);
  pt_tmr_for_op(k.m, op, &t);
  fam->entries += t.n_entries;
  c->entries += t.n_entries;
  for (uint32_t e = 0; e < t.n_entries; e++) {
    const pt_tmr_entry *en = &t.entries[e];
    bool partial = false;
    for (uint32_t j = 0; j < t.n_results; j++) partial |= en->reducer[j] != PT_REDUCER_NONE;
    fam->partial_entries += partial;
    /* An entry over partial terms applies to values that are partial sums,
     * which constants and other computed operands never are: the harness
     * makes terms only for operands that are arguments of their own. */
    bool inapplicable = false;
    for (uint32_t i = 0; i < t.n_operands; i++)
      inapplicable |= en->operand_dim[i] == PT_TMR_PARTIAL && !k.m->values.data[pt_op_operand(k.m, op, i)].is_arg;
    for (int64_t nk = 2; nk <= 4; nk += 2) {
      if (inapplicable || !pt_tmr_entry_divisible(k.m, op, en, nk)) {
        fam->skipped++;
        c->skipped++;
        continue;
      }
      checks++;
      fam->identities++;
      c->identities++;
      if (tc_check_entry(c, &k, en->operand_dim, en->result_dim, en->reducer, nk) != TC_OK) failures++;
    }
  }
  int n = (int)t.n_entries;
  pt_tmr_free(&t);
  tc_case_free(&k);
  return n;
}

/* Runs the case with one hand-written entry that must FAIL the identity
 * (the checker must not pass vacuously). */
static inline void tc_expect_wrong(tc_ctx *c, const int32_t *od, const int32_t *rd, const uint8_t *red, int64_t nk) {
  tc_case k;
  checks++;
  if (!tc_case_prepare(c, &k, true)) {
    tc_case_free(&k);
    return;
  }
  bool q = c->quiet;
  c->quiet = getenv("TMR_SHOW_WRONG") == NULL;
  tc_result r = tc_check_entry(c, &k, od, rd, red, nk);
  c->quiet = q;
  if (r == TC_MISMATCH) c->wrong_by_value++;
  if (r == TC_INVALID) c->wrong_by_verifier++;
  if (r == TC_OK) {
    pt_buf e = {0};
    uint32_t op_id;
    const pt_op *op = tc_case_op(k.m, k.op_index, &op_id);
    tc_print_entry(&e, op->n_operands, op->n_results, od, rd, red);
    fprintf(stderr, "[%s] wrong entry %s PASSED the identity check (k = %lld)\n%s", c->family, e.data, (long long)nk,
            k.text.data);
    pt_buf_free(&e);
    failures++;
  }
  tc_case_free(&k);
}

/* Entries of the case, for checks of what pt_tmr_for_op returns. The
 * printed entries are joined with "; " into out. */
static inline int tc_entries_text(tc_ctx *c, pt_buf *out) {
  tc_case k;
  out->len = 0;
  pt_buf_puts(out, "");
  if (!tc_case_prepare(c, &k, false)) {
    tc_case_free(&k);
    return -1;
  }
  uint32_t op_id;
  const pt_op *op = tc_case_op(k.m, k.op_index, &op_id);
  pt_tmr t;
  pt_tmr_init(&t);
  pt_tmr_for_op(k.m, op, &t);
  for (uint32_t e = 0; e < t.n_entries; e++) {
    if (e) pt_buf_puts(out, "; ");
    pt_tmr_entry_print(out, &t, e);
  }
  int n = (int)t.n_entries;
  pt_tmr_free(&t);
  tc_case_free(&k);
  return n;
}

static inline void tc_report_wrong(const tc_ctx *c, const char *name) {
  printf("%s: %u wrong entries rejected: %u by the values, %u because the chunked op does not verify\n", name,
         c->wrong_by_value + c->wrong_by_verifier, c->wrong_by_value, c->wrong_by_verifier);
}

static inline void tc_report(const tc_ctx *c, const char *name) {
  printf("%s: %-22s %6s %8s %8s %11s %8s\n", name, "family", "cases", "entries", "partial", "identities", "skipped");
  for (uint32_t i = 0; i < c->n_fam; i++)
    printf("%s: %-22s %6u %8u %8u %11u %8u\n", name, c->fam[i].name, c->fam[i].cases, c->fam[i].entries,
           c->fam[i].partial_entries, c->fam[i].identities, c->fam[i].skipped);
  printf("%s: %u cases, %u entries, %u (op, entry, k) identities checked, %u skipped as not divisible\n", name,
         c->cases, c->entries, c->identities, c->skipped);
}

#endif /* TEST_TMR_CHECK_H */
