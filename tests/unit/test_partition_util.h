/* test_partition_util.h - helpers shared by the partitioning tests: parse
 * MLIR text (inline or from examples/), find values by the name they have
 * in that text, and compare decisions as strings ("tiled<0>",
 * "partial<sum>", "replicated", "open"). Header-only (static functions)
 * because each test file under tests/unit is its own program. */
#ifndef TEST_PARTITION_UTIL_H
#define TEST_PARTITION_UTIL_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../src/partition/partition.h"
#include "../../src/stablehlo/stablehlo.h"
#include "check.h"

/* A two-layer MLP block, y = tanh(x W1 + b) W2 + x: the shape of the
 * Megatron and BP examples. */
#define T_MLP_TEXT \
    "func.func @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x64xf32>, %arg2: tensor<64xf32>, %arg3: " \
    "tensor<64x16xf32>) -> tensor<8x16xf32> {\n" \
    "  %h = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, " \
    "tensor<16x64xf32>) -> tensor<8x64xf32>\n" \
    "  %bb = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>\n" \
    "  %hb = stablehlo.add %h, %bb : tensor<8x64xf32>\n" \
    "  %g = stablehlo.tanh %hb : tensor<8x64xf32>\n" \
    "  %o = stablehlo.dot_general %g, %arg3, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x16xf32>) -> " \
    "tensor<8x16xf32>\n" \
    "  %r = stablehlo.add %o, %arg0 : tensor<8x16xf32>\n" \
    "  return %r : tensor<8x16xf32>\n" \
    "}\n"



/* Equal strings, printing both when they differ. */
#define CHECK_STR(got, want)                                                                   \
  do {                                                                                         \
    const char *got_ = (got), *want_ = (want);                                                 \
    checks++;                                                                                  \
    if (!got_ || strcmp(got_, want_) != 0) {                                                   \
      fprintf(stderr, "%s:%d: got  \"%s\"\n%*swant \"%s\"\n", __FILE__, __LINE__,               \
              got_ ? got_ : "(null)", (int)strlen(__FILE__) + 6, "", want_);                   \
      failures++;                                                                              \
    }                                                                                          \
  } while (0)

/* The message of s (which must be an error), freed; "" when s is NULL. */
static inline const char *t_err(pt_status *s) {
  static char buf[1024];
  buf[0] = '\0';
  if (s) {
    snprintf(buf, sizeof buf, "%s", pt_status_message(s));
    pt_status_free(s);
  }
  return buf;
}

/* Parses, inlines and verifies; NULL (after printing why) on failure. */
static inline pt_module *t_load_text(const char *name, const char *text, size_t len) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(name, text, len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (!s) s = pt_verify_module(m);
  if (s) {
    fprintf(stderr, "load %s failed: %s\n", name, pt_status_message(s));
    pt_status_free(s);
    if (m) pt_module_free(m);
    failures++;
    return NULL;
  }
  return m;
}

static inline pt_module *t_load(const char *text) { return t_load_text("t.mlir", text, strlen(text)); }

/* The file's text (malloc'ed), or NULL after counting a failure. */
static inline char *t_read(const char *path, size_t *len) {
  char *data;
  pt_status *s = pt_read_file(path, &data, len);
  if (!s) return data;
  fprintf(stderr, "%s\n", pt_status_message(s));
  pt_status_free(s);
  failures++;
  return NULL;
}

static inline pt_module *t_load_file(const char *path) {
  size_t len;
  char *data = t_read(path, &len);
  if (!data) return NULL;
  pt_module *m = t_load_text(path, data, len);
  free(data);
  return m;
}

/* The value that `text` names `name` (e.g. "%h" or "%r#1"): a result of the
 * op on the line that starts with "%h =" / "%r:2 =", or a function
 * argument "%argN" of @main. Aborts the test program when not found: the
 * test text itself is wrong. */
static inline uint32_t t_val(const pt_module *m, const char *text, const char *name) {
  if (strncmp(name, "%arg", 4) == 0) {
    uint32_t f = pt_module_find_func(m, "main");
    return pt_func_arg(m, &m->funcs.data[f], (uint32_t)atoi(name + 4));
  }
  char base[64];
  snprintf(base, sizeof base, "%s", name);
  uint32_t res = 0;
  char *hash = strchr(base, '#');
  if (hash) {
    res = (uint32_t)atoi(hash + 1);
    *hash = '\0';
  }
  size_t bl = strlen(base);
  uint32_t line = 1;
  for (const char *s = text; *s; s++) {
    const char *t = s;
    while (*t == ' ') t++;
    if (strncmp(t, base, bl) == 0 && (t[bl] == ' ' || t[bl] == ':')) {
      /* The op written there (not an op of its reduction body, which the
       * parser places on the same line). */
      uint32_t col = (uint32_t)(t - s) + 1;
      for (uint32_t o = 0; o < m->ops.len; o++) {
        const pt_op *op = pt_op_get(m, o);
        if (op->loc.line == line && op->loc.col == col && op->n_results > res) return pt_op_result(op, res);
      }
    }
    while (*s && *s != '\n') s++;
    if (!*s) break;
    line++;
  }
  fprintf(stderr, "test bug: no value %s\n", name);
  abort();
}

/* Argument i of region r of the op that defines `result` (e.g. a while's
 * body argument). */
static inline uint32_t t_region_arg(const pt_module *m, uint32_t result, uint32_t r, uint32_t i) {
  const pt_op *op = pt_op_get(m, m->values.data[result].def);
  return m->regions.data[pt_op_region(m, op, r)].args + i;
}

/* The decision of v on axis a as a string (static buffer). */
static inline const char *t_dec(const pt_partition *p, uint32_t v, uint32_t a) {
  static char buf[4][64];
  static int turn;
  pt_buf b = {0};
  pt_decision_describe(pt_decision_get(p, v, a), &b);
  char *out = buf[turn++ % 4];
  snprintf(out, 64, "%s", b.data);
  pt_buf_free(&b);
  return out;
}

static inline pt_mesh t_mesh(const char *text) {
  pt_mesh mesh;
  pt_status *s = pt_mesh_parse(text, &mesh);
  if (s) {
    fprintf(stderr, "test bug: mesh %s: %s\n", text, pt_status_message(s));
    abort();
  }
  return mesh;
}

/* A partition of @main over `mesh_text`. */
static inline void t_partition(pt_partition *p, const pt_module *m, const char *mesh_text) {
  pt_mesh mesh = t_mesh(mesh_text);
  pt_status *s = pt_partition_init(p, m, pt_module_find_func(m, "main"), &mesh);
  if (s) {
    fprintf(stderr, "partition init: %s\n", pt_status_message(s));
    abort();
  }
}

static inline void t_ok(pt_status *s, const char *what) {
  checks++;
  if (s) {
    fprintf(stderr, "%s: unexpected error: %s\n", what, pt_status_message(s));
    pt_status_free(s);
    failures++;
  }
}

/* Prints every conflict (for failures and reports). */
static inline void t_print_conflicts(const pt_partition *p, FILE *out) {
  for (uint32_t i = 0; i < p->conflicts.len; i++) {
    pt_buf b = {0};
    pt_conflict_describe(p, &p->conflicts.data[i], &b);
    fprintf(out, "  conflict: %s\n", b.data);
    pt_buf_free(&b);
  }
}

/* Two decisions equal field by field, provenance included; two conflicts
 * likewise (the tests that compare two ways of reaching one state). */
static inline bool t_same_decision(const pt_decision *a, const pt_decision *b) {
  return a->kind == b->kind && a->dim == b->dim && a->reducer == b->reducer && a->seq == b->seq &&
         a->tactic == b->tactic && a->via_op == b->via_op && a->from == b->from;
}

static inline bool t_same_conflict(const pt_conflict *x, const pt_conflict *y) {
  return x->op == y->op && x->axis == y->axis && x->tactic == y->tactic && x->values[0] == y->values[0] &&
         x->values[1] == y->values[1] && x->tactics[0] == y->tactics[0] && x->tactics[1] == y->tactics[1] &&
         x->value == y->value && x->kind == y->kind;
}

static inline int t_finish(const char *name) {
  if (failures) {
    fprintf(stderr, "%s: %d of %d checks failed\n", name, failures, checks);
    return 1;
  }
  printf("%s: %d checks passed\n", name, checks);
  return 0;
}

#endif /* TEST_PARTITION_UTIL_H */
