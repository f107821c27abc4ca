/* verify_harness.h - builder-based harness shared by the verifier's unit
 * tests (test_verify.c, test_verify_regions.c): a function @main whose
 * arguments are the op's operands, attributes built the way the parser
 * stores them (docs/ir_attributes.md), and OK/ERR expectations on the
 * diagnostic. Set VERBOSE=1 to print every diagnostic produced. */
#ifndef PT_VERIFY_HARNESS_H
#define PT_VERIFY_HARNESS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/ir/ir.h"
#include "check.h"

static int verbose;


/* ---- harness: one function @main whose args are the op's operands ---- */

typedef struct {
  pt_module *m;
  pt_builder b;
  uint32_t fn;
  uint32_t body; /* the function's body region (open while building) */
  uint32_t line;
} T;

/* "2x3xf32", "f32", "token" */
static inline uint32_t ty(pt_module *m, const char *spec) {
  pt_type t;
  memset(&t, 0, sizeof t);
  if (strcmp(spec, "token") == 0) {
    t.kind = PT_TYPE_TOKEN;
    return pt_type_intern(m, &t);
  }
  int64_t dims[PT_MAX_RANK];
  uint32_t rank = 0;
  const char *p = spec;
  while (*p >= '0' && *p <= '9') {
    char *end;
    dims[rank++] = strtoll(p, &end, 10);
    p = end + 1; /* skip 'x' */
  }
  pt_dtype dt;
  if (!pt_dtype_parse(p, (uint32_t)strlen(p), &dt)) {
    fprintf(stderr, "bad type spec %s\n", spec);
    abort();
  }
  t = pt_tensor_type(dt, rank, dims);
  return pt_type_intern(m, &t);
}

/* Splits "a, b, c" into type ids; returns the count. */
static inline uint32_t tys(pt_module *m, const char *specs, uint32_t *out) {
  uint32_t n = 0;
  char buf[256] = {0};
  const char *p = specs;
  while (p && *p) {
    while (*p == ' ') p++;
    const char *e = strchr(p, ',');
    size_t len = e ? (size_t)(e - p) : strlen(p);
    memcpy(buf, p, len);
    buf[len] = 0;
    out[n++] = ty(m, buf);
    p = e ? e + 1 : NULL;
  }
  return n;
}

static inline T *t_begin(const char *arg_types) {
  T *t = calloc(1, sizeof *t);
  t->m = pt_module_new("t.mlir");
  pt_builder_init(&t->b, t->m);
  uint32_t types[64];
  uint32_t n = tys(t->m, arg_types, types);
  t->line = 2;
  t->fn = pt_builder_begin_func(&t->b, pt_intern_cstr(&t->m->strings, "main"), false, types, n, (pt_loc){1, 1});
  t->body = t->m->regions.len - 1;
  return t;
}

static inline uint32_t t_arg(T *t, uint32_t i) { return t->m->regions.data[t->body].args + i; }

static inline pt_named_attr NA(pt_module *m, const char *name, const pt_attr *a) {
  pt_named_attr x = {pt_intern_cstr(&m->strings, name), a};
  return x;
}

/* Appends an op; returns its first result value id (or the op id when it
 * has no results, which callers ignore). */
static inline uint32_t t_op(T *t, pt_opcode code, const uint32_t *operands, uint32_t n_operands,
                            const char *result_types, const pt_named_attr *attrs, uint32_t n_attrs,
                            const uint32_t *regions, uint32_t n_regions) {
  uint32_t rt[64] = {0};
  uint32_t nr = result_types ? tys(t->m, result_types, rt) : 0;
  uint32_t op = pt_builder_op(&t->b, code, operands, n_operands, rt, nr, attrs, n_attrs, regions, n_regions,
                              (pt_loc){t->line++, 3});
  return nr ? t->m->ops.data[op].results : op;
}

static inline uint32_t t_region_begin(T *t, const char *arg_types) {
  uint32_t types[64];
  uint32_t n = arg_types ? tys(t->m, arg_types, types) : 0;
  return pt_builder_begin_region(&t->b, types, n);
}
static inline uint32_t t_region_arg(T *t, uint32_t region, uint32_t i) { return t->m->regions.data[region].args + i; }
static inline void t_ret(T *t, const uint32_t *vals, uint32_t n) {
  pt_builder_op(&t->b, PT_OP_RETURN, vals, n, NULL, 0, NULL, 0, NULL, 0, (pt_loc){t->line++, 5});
}
static inline uint32_t t_region_end(T *t) { return pt_builder_end_region(&t->b); }

/* A body (tensor<E>, tensor<E>) -> tensor<E> applying `code`. */
static inline uint32_t t_body(T *t, pt_opcode code, const char *elem) {
  char two[64];
  snprintf(two, sizeof two, "%s, %s", elem, elem);
  uint32_t r = t_region_begin(t, two);
  uint32_t ab[2] = {t_region_arg(t, r, 0), t_region_arg(t, r, 1)};
  uint32_t v = t_op(t, code, ab, 2, elem, NULL, 0, NULL, 0);
  t_ret(t, &v, 1);
  return t_region_end(t);
}

/* Ends @main returning `vals`, verifies, frees; returns the diagnostic
 * (malloc'ed) or NULL. */
static inline char *t_end(T *t, const uint32_t *vals, uint32_t n) {
  pt_module *m = t->m;
  pt_builder_op(&t->b, PT_OP_FUNC_RETURN, vals, n, NULL, 0, NULL, 0, NULL, 0, (pt_loc){t->line++, 3});
  uint32_t body = pt_builder_end_region(&t->b);
  uint32_t rt[64];
  for (uint32_t i = 0; i < n; i++) rt[i] = m->values.data[vals[i]].type;
  pt_builder_end_func(&t->b, t->fn, body, rt, n, NULL, NULL, NULL);
  pt_builder_free(&t->b);
  pt_status *s = pt_verify_module(m);
  char *msg = s ? strdup(pt_status_message(s)) : NULL;
  pt_status_free(s);
  pt_module_free(m);
  free(t);
  return msg;
}

static inline char *t_end1(T *t, uint32_t v) { return t_end(t, &v, 1); }

static inline void expect_ok(char *msg, int line) {
  if (msg) {
    fprintf(stderr, "%s:%d: expected success, got: %s\n", __FILE__, line, msg);
    failures++;
  }
  free(msg);
}

static inline void expect_err(char *msg, const char *want, int line) {
  if (!msg) {
    fprintf(stderr, "%s:%d: expected an error containing \"%s\", got success\n", __FILE__, line, want);
    failures++;
    return;
  }
  if (verbose) printf("  %s\n", msg);
  if (!strstr(msg, want)) {
    fprintf(stderr, "%s:%d: expected an error containing \"%s\", got: %s\n", __FILE__, line, want, msg);
    failures++;
  }
  free(msg);
}

#define OK(expr) expect_ok((expr), __LINE__)
#define ERR(expr, want) expect_err((expr), (want), __LINE__)

/* ---- attributes (built directly in the arena; the parser makes these) ---- */

static inline const pt_attr *I64(pt_module *m, int64_t v) { return pt_attr_int(m, v, PT_DTYPE_I64); }
static inline const pt_attr *LIST(pt_module *m, uint32_t n, const int64_t *v) { return pt_attr_i64_array(m, v, n); }
#define L(m, ...) LIST((m), (uint32_t)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), (int64_t[]){__VA_ARGS__})
static inline const pt_attr *L0(pt_module *m) { return pt_attr_i64_array(m, NULL, 0); }

/* [a, b] of untyped ints, as inside #stablehlo.gather<...>. */
static inline const pt_attr *ARR(pt_module *m, uint32_t n, const int64_t *v) {
  const pt_attr *items[PT_MAX_RANK + 4];
  for (uint32_t i = 0; i < n; i++) items[i] = pt_attr_int(m, v[i], PT_DTYPE_NONE);
  return pt_attr_array(m, items, n);
}
#define A(m, ...) ARR((m), (uint32_t)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), (int64_t[]){__VA_ARGS__})

/* An integer dense<...> of `type` (little-endian, by its element size). */
static inline const pt_attr *DENSE_I64(pt_module *m, const char *type, uint32_t n, const int64_t *v) {
  pt_attr *a = pt_arena_zalloc(&m->arena, sizeof *a);
  a->kind = PT_ATTR_DENSE;
  a->dtype = PT_DTYPE_NONE;
  a->u.dense.type = ty(m, type);
  uint32_t size = pt_dtype_size((pt_dtype)pt_type_get(m, a->u.dense.type)->dtype);
  uint8_t *bytes = pt_arena_alloc(&m->arena, n * size + 8);
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t k = 0; k < size; k++) bytes[size * i + k] = (uint8_t)((uint64_t)v[i] >> (8 * k));
  a->u.dense.bytes = bytes;
  a->u.dense.nbytes = (uint64_t)n * size;
  return a;
}
#define D(m, type, ...) \
  DENSE_I64((m), (type), (uint32_t)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), (int64_t[]){__VA_ARGS__})

/* dense<> : tensor<0x0xi64> (empty replica groups) */
static inline const pt_attr *D0(pt_module *m) { return DENSE_I64(m, "0x0xi64", 0, NULL); }

static inline const pt_attr *DENSE_F32_SPLAT(pt_module *m, const char *type) {
  pt_attr *a = pt_arena_zalloc(&m->arena, sizeof *a);
  a->kind = PT_ATTR_DENSE;
  a->u.dense.type = ty(m, type);
  a->u.dense.splat = true;
  uint8_t *bytes = pt_arena_zalloc(&m->arena, 4);
  a->u.dense.bytes = bytes;
  a->u.dense.nbytes = 4;
  return a;
}

static inline const pt_attr *DIALECT(pt_module *m, const char *name, const pt_named_attr *params, uint32_t n) {
  pt_attr *a = pt_arena_zalloc(&m->arena, sizeof *a);
  a->kind = PT_ATTR_DIALECT;
  a->u.dia.name = pt_arena_strndup(&m->arena, name, strlen(name));
  a->u.dia.params = pt_arena_memdup(&m->arena, params, n * sizeof *params);
  a->u.dia.n = n;
  return a;
}

static inline const pt_attr *ENUM(pt_module *m, const char *kind, const char *value) {
  return pt_attr_enum(m, "stablehlo", kind, value, false);
}

static inline const pt_attr *OPAQUE(pt_module *m, const char *name, const char *body) {
  pt_attr *a = pt_arena_zalloc(&m->arena, sizeof *a);
  a->kind = PT_ATTR_OPAQUE;
  a->u.opq.name = pt_arena_strndup(&m->arena, name, strlen(name));
  a->u.opq.body = pt_arena_strndup(&m->arena, body, strlen(body));
  return a;
}

/* [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f] (NHWC / HWIO / NHWC) */
static inline const pt_attr *CONV_NHWC(pt_module *m) {
  pt_conv_dims *d = pt_arena_zalloc(&m->arena, sizeof *d);
  d->input_batch = 0;
  d->input_feature = 3;
  d->kernel_input_feature = 2;
  d->kernel_output_feature = 3;
  d->output_batch = 0;
  d->output_feature = 3;
  d->n_spatial = 2;
  d->input_spatial[0] = 1, d->input_spatial[1] = 2;
  d->kernel_spatial[0] = 0, d->kernel_spatial[1] = 1;
  d->output_spatial[0] = 1, d->output_spatial[1] = 2;
  pt_attr *a = pt_arena_zalloc(&m->arena, sizeof *a);
  a->kind = PT_ATTR_CONV_DIMS;
  a->u.conv = d;
  return a;
}

static inline const pt_attr *DOT_DIMS(pt_module *m, const pt_attr *lb, const pt_attr *rb, const pt_attr *lc,
                                      const pt_attr *rc) {
  pt_named_attr p[4];
  uint32_t n = 0;
  if (lb) p[n++] = NA(m, "lhs_batching_dimensions", lb);
  if (rb) p[n++] = NA(m, "rhs_batching_dimensions", rb);
  if (lc) p[n++] = NA(m, "lhs_contracting_dimensions", lc);
  if (rc) p[n++] = NA(m, "rhs_contracting_dimensions", rc);
  return DIALECT(m, "stablehlo.dot", p, n);
}

static inline char *with_attrs(pt_opcode code, const char *in, const char *out, const char *n1,
                               const pt_attr *(*f1)(pt_module *), const char *n2, const pt_attr *(*f2)(pt_module *)) {
  T *t = t_begin(in);
  pt_named_attr at[2];
  uint32_t na = 0;
  if (n1) at[na++] = NA(t->m, n1, f1(t->m));
  if (n2) at[na++] = NA(t->m, n2, f2(t->m));
  uint32_t ops[8];
  uint32_t n = t->m->regions.data[t->body].n_args;
  for (uint32_t i = 0; i < n; i++) ops[i] = t_arg(t, i);
  return t_end1(t, t_op(t, code, ops, n, out, at, na, NULL, 0));
}

#define V(...) \
  (int)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), (int64_t[]) { __VA_ARGS__ }
#define NONE 0, NULL

static inline uint32_t window_attrs(pt_module *m, pt_named_attr *at, const int64_t *dims, const int64_t *strides,
                                    const int64_t *pad, uint32_t rank) {
  uint32_t na = 0;
  at[na++] = NA(m, "window_dimensions", LIST(m, rank, dims));
  at[na++] = NA(m, "window_strides", LIST(m, rank, strides));
  char pt[32];
  snprintf(pt, sizeof pt, "%ux2xi64", rank);
  at[na++] = NA(m, "padding", DENSE_I64(m, pt, 2 * rank, pad));
  return na;
}

static inline uint32_t lt_comparator(T *t, const char *elems) {
  uint32_t r = t_region_begin(t, elems);
  pt_named_attr lt = NA(t->m, "comparison_direction", ENUM(t->m, "comparison_direction", "LT"));
  uint32_t ab[2] = {t_region_arg(t, r, 0), t_region_arg(t, r, 1)};
  uint32_t p = t_op(t, PT_OP_COMPARE, ab, 2, "i1", &lt, 1, NULL, 0);
  t_ret(t, &p, 1);
  return t_region_end(t);
}

typedef struct {
  int n_off;
  const int64_t *off;
  int n_coll;
  const int64_t *coll;
  int n_ob;
  const int64_t *ob;
  int n_sb;
  const int64_t *sb;
  int n_sim;
  const int64_t *sim;
  int64_t ivd;
  int n_ss;
  const int64_t *ss;
} gdims;

static inline char *gather(const char *operand, const char *idx, const char *out, const gdims *g) {
  char args[128];
  snprintf(args, sizeof args, "%s, %s", operand, idx);
  T *t = t_begin(args);
  pt_module *m = t->m;
  pt_named_attr p[6];
  uint32_t np = 0;
  if (g->n_off) p[np++] = NA(m, "offset_dims", ARR(m, (uint32_t)g->n_off, g->off));
  if (g->n_coll) p[np++] = NA(m, "collapsed_slice_dims", ARR(m, (uint32_t)g->n_coll, g->coll));
  if (g->n_ob) p[np++] = NA(m, "operand_batching_dims", ARR(m, (uint32_t)g->n_ob, g->ob));
  if (g->n_sb) p[np++] = NA(m, "start_indices_batching_dims", ARR(m, (uint32_t)g->n_sb, g->sb));
  if (g->n_sim) p[np++] = NA(m, "start_index_map", ARR(m, (uint32_t)g->n_sim, g->sim));
  p[np++] = NA(m, "index_vector_dim", pt_attr_int(m, g->ivd, PT_DTYPE_NONE));
  pt_named_attr at[3] = {NA(m, "dimension_numbers", DIALECT(m, "stablehlo.gather", p, np)),
                         NA(m, "slice_sizes", LIST(m, (uint32_t)g->n_ss, g->ss)),
                         NA(m, "indices_are_sorted", pt_attr_bool(m, false))};
  uint32_t ab[2] = {t_arg(t, 0), t_arg(t, 1)};
  return t_end1(t, t_op(t, PT_OP_GATHER, ab, 2, out, at, 3, NULL, 0));
}

static inline char *collective(pt_opcode code, const char *in, const char *out, const pt_named_attr *at, uint32_t na,
                               bool body, T *t) {
  (void)in;
  uint32_t r = body ? t_body(t, PT_OP_ADD, "f32") : 0;
  uint32_t a = t_arg(t, 0);
  return t_end1(t, t_op(t, code, &a, 1, out, at, na, body ? &r : NULL, body ? 1 : 0));
}

#endif /* PT_VERIFY_HARNESS_H */
