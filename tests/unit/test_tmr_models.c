/* test_tmr_models.c - the TMR on real JAX programs. Every op of the
 * committed examples and parse tests that has TMR entries is cut out into a
 * one-op case (its operands become arguments, scalar constant operands such
 * as reduce inits stay constants) and every entry is checked by the
 * interpreter for k = 2 and 4 (test_tmr_check.h); identical cases are
 * checked once. pt_tmr_for_op also runs over every op of the modules under
 * tests/errors, which do not verify, and must return in-range entries
 * without crashing. */
#include <dirent.h>

#include "test_tmr_check.h"
#include "../support/abort_alloc.h"

enum { MAX_CASE_ELEMENTS = 1 << 15 };

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The *.mlir files of dir, sorted; *n of them (caller frees each and the array). */
static char **list_mlir(const char *dir, uint32_t *n) {
  *n = 0;
  DIR *d = opendir(dir);
  if (!d) return NULL;
  char **v = NULL;
  uint32_t cap = 0;
  struct dirent *e;
  while ((e = readdir(d))) {
    size_t len = strlen(e->d_name);
    if (len < 6 || strcmp(e->d_name + len - 5, ".mlir") != 0) continue;
    if (*n == cap) {
      cap = cap ? 2 * cap : 16;
      v = pt_xrealloc(v, cap * sizeof *v);
    }
    pt_buf p = {0};
    pt_buf_printf(&p, "%s/%s", dir, e->d_name);
    v[(*n)++] = p.data;
  }
  closedir(d);
  if (*n) qsort(v, *n, sizeof *v, cmp_str);
  return v;
}

/* ---- cutting one op out as generic-form text ---------------------------------------- */

static void put_use(pt_buf *b, const pt_module *m, uint32_t v) {
  const pt_value *x = &m->values.data[v];
  const pt_op *d = x->is_arg ? NULL : pt_op_get(m, x->def);
  if (!d || d->n_results == 1) pt_buf_printf(b, "%%v%u", v);
  else pt_buf_printf(b, "%%v%u#%u", d->results, x->index);
}

static void put_types(pt_buf *b, const pt_module *m, uint32_t first, uint32_t n, const uint32_t *pool, bool parens) {
  if (parens) pt_buf_putc(b, '(');
  for (uint32_t i = 0; i < n; i++) {
    if (i) pt_buf_puts(b, ", ");
    pt_type_print(b, pt_value_type(m, pool ? pool[first + i] : first + i));
  }
  if (parens) pt_buf_putc(b, ')');
}

static void put_op(pt_buf *b, const pt_module *m, const pt_op *op, const char *const *operand_names,
                   const char *result_name);

static void put_region(pt_buf *b, const pt_module *m, uint32_t region) {
  const pt_region *r = &m->regions.data[region];
  pt_buf_puts(b, "{\n");
  if (r->n_args) {
    pt_buf_puts(b, "  ^bb0(");
    for (uint32_t i = 0; i < r->n_args; i++) {
      pt_buf_printf(b, "%s%%v%u: ", i ? ", " : "", r->args + i);
      pt_type_print(b, pt_value_type(m, r->args + i));
    }
    pt_buf_puts(b, "):\n");
  }
  for (uint32_t i = 0; i < r->n_ops; i++) {
    pt_buf_puts(b, "    ");
    put_op(b, m, pt_op_get(m, pt_region_op(m, r, i)), NULL, NULL);
    pt_buf_putc(b, '\n');
  }
  pt_buf_puts(b, "  }");
}

/* `%r = "name"(...) <{attrs}> ({regions}) : (types) -> types`. */
static void put_op(pt_buf *b, const pt_module *m, const pt_op *op, const char *const *operand_names,
                   const char *result_name) {
  if (op->n_results) {
    if (result_name) pt_buf_puts(b, result_name);
    else pt_buf_printf(b, "%%v%u", op->results);
    if (op->n_results > 1) pt_buf_printf(b, ":%u", op->n_results);
    pt_buf_puts(b, " = ");
  }
  pt_buf_printf(b, "\"%s\"(", pt_op_name((pt_opcode)op->code));
  for (uint32_t i = 0; i < op->n_operands; i++) {
    if (i) pt_buf_puts(b, ", ");
    if (operand_names) pt_buf_puts(b, operand_names[i]);
    else put_use(b, m, pt_op_operand(m, op, i));
  }
  pt_buf_putc(b, ')');
  if (op->n_attrs) {
    pt_buf_puts(b, " <{");
    for (uint32_t i = 0; i < op->n_attrs; i++) {
      const pt_named_attr *a = &m->attr_pool.data[op->attrs + i];
      pt_buf_printf(b, "%s%s = ", i ? ", " : "", pt_str(m, a->name));
      pt_print_attr(m, a->value, b);
    }
    pt_buf_puts(b, "}>");
  }
  if (op->n_regions) {
    pt_buf_puts(b, " (");
    for (uint32_t i = 0; i < op->n_regions; i++) {
      if (i) pt_buf_puts(b, ", ");
      put_region(b, m, pt_op_region(m, op, i));
    }
    pt_buf_putc(b, ')');
  }
  pt_buf_puts(b, " : ");
  put_types(b, m, op->operands, op->n_operands, m->operand_pool.data, true);
  pt_buf_puts(b, " -> ");
  put_types(b, m, op->results, op->n_results, NULL, op->n_results != 1);
}

/* Whether every value the op's regions use is defined inside them. */
static bool regions_closed(const pt_module *m, const pt_op *op, uint32_t op_id) {
  for (uint32_t i = 0; i < op->n_regions; i++) {
    const pt_region *r = &m->regions.data[pt_op_region(m, op, i)];
    for (uint32_t j = 0; j < r->n_ops; j++) {
      const pt_op *x = pt_op_get(m, pt_region_op(m, r, j));
      if (x->n_regions) return false;
      for (uint32_t k = 0; k < x->n_operands; k++) {
        const pt_value *v = &m->values.data[pt_op_operand(m, x, k)];
        uint32_t region = v->is_arg ? v->def : pt_op_get(m, v->def)->parent;
        if (m->regions.data[region].parent_op != op_id) return false;
      }
    }
  }
  return true;
}

static bool small_enough(const pt_module *m, const pt_op *op) {
  if (op->n_operands > 12 || op->n_results > 8 || op->n_attrs > 32 || op->n_regions > 4) return false;
  for (uint32_t i = 0; i < op->n_operands + op->n_results; i++) {
    uint32_t v = i < op->n_operands ? pt_op_operand(m, op, i) : op->results + (i - op->n_operands);
    const pt_type *t = pt_value_type(m, v);
    if (t->kind != PT_TYPE_TENSOR) return false;
    int64_t n = pt_type_num_elements(t);
    if (n < 0 || n > MAX_CASE_ELEMENTS) return false;
  }
  return true;
}

/* The case text for op `op_id`; false when it cannot be cut out. */
static bool cut_case(const pt_module *m, uint32_t op_id, pt_buf *text, uint32_t *n_consts) {
  const pt_op *op = pt_op_get(m, op_id);
  if (!small_enough(m, op) || !regions_closed(m, op, op_id) || op->code == PT_OP_SDY_SHARDING_CONSTRAINT) return false;
  char names[12][16];
  const char *np[12];
  bool is_const[12];
  text->len = 0;
  pt_buf_puts(text, "func.func @main(");
  uint32_t na = 0;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    const pt_value *x = &m->values.data[v];
    is_const[i] = !x->is_arg && pt_op_get(m, x->def)->code == PT_OP_CONSTANT && pt_value_type(m, v)->rank == 0;
    snprintf(names[i], sizeof names[i], is_const[i] ? "%%c%u" : "%%a%u", i);
    np[i] = names[i];
    if (is_const[i]) continue;
    pt_buf_printf(text, "%s%s: ", na++ ? ", " : "", names[i]);
    pt_type_print(text, pt_value_type(m, v));
  }
  pt_buf_puts(text, ") -> ");
  put_types(text, m, op->results, op->n_results, NULL, true);
  pt_buf_puts(text, " {\n");
  *n_consts = 0;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    if (!is_const[i]) continue;
    pt_buf_puts(text, "  ");
    put_op(text, m, pt_op_get(m, m->values.data[pt_op_operand(m, op, i)].def), NULL, names[i]);
    pt_buf_putc(text, '\n');
    (*n_consts)++;
  }
  pt_buf_puts(text, "  ");
  put_op(text, m, op, np, "%r");
  pt_buf_puts(text, "\n  \"func.return\"(");
  for (uint32_t i = 0; i < op->n_results; i++) {
    if (op->n_results == 1) pt_buf_puts(text, "%r");
    else pt_buf_printf(text, "%s%%r#%u", i ? ", " : "", i);
  }
  pt_buf_puts(text, ") : ");
  put_types(text, m, op->results, op->n_results, NULL, true);
  pt_buf_puts(text, " -> ()\n}\n");
  return true;
}

/* ---- drivers ----------------------------------------------------------------------------- */

static pt_module *load(const char *path, bool verify) {
  char *data;
  size_t len;
  pt_module *m = NULL;
  pt_status *s = pt_read_file(path, &data, &len);
  if (s) {
    pt_status_free(s);
    return NULL;
  }
  s = pt_parse_module(path, data, len, &m);
  if (!s && verify) s = pt_module_inline_calls(m);
  if (!s && verify) s = pt_verify_module(m);
  free(data);
  if (s) {
    pt_status_free(s);
    if (m) pt_module_free(m);
    return NULL;
  }
  return m;
}

typedef PT_VEC(char *) text_vec;

typedef struct {
  PT_VEC(uint64_t) seen; /* hashes of checked case texts */
  text_vec texts;        /* the distinct case texts */
  uint32_t files, ops, cut, unique;
} model_stats;

static bool seen_before(model_stats *st, const pt_buf *text) {
  uint64_t h = pt_hash_bytes(text->data, text->len, 7);
  for (uint32_t i = 0; i < st->seen.len; i++)
    if (st->seen.data[i] == h) return true;
  pt_vec_push(&st->seen, h);
  return false;
}

static void check_models(tc_ctx *c, model_stats *st) {
  static const char *const dirs[] = {"examples", "tests/parse"};
  pt_buf text = {0};
  pt_tmr t;
  pt_tmr_init(&t);
  for (size_t di = 0; di < PT_ARRAY_LEN(dirs); di++) {
    uint32_t n;
    char **files = list_mlir(dirs[di], &n);
    for (uint32_t fi = 0; fi < n; fi++) {
      pt_module *m = load(files[fi], true);
      free(files[fi]);
      if (!m) continue;
      st->files++;
      for (uint32_t op_id = 0; op_id < m->ops.len; op_id++) {
        const pt_op *op = pt_op_get(m, op_id);
        st->ops++;
        pt_tmr_for_op(m, op, &t);
        uint32_t n_consts;
        if (t.n_entries == 0 || !cut_case(m, op_id, &text, &n_consts)) continue;
        st->cut++;
        if (seen_before(st, &text)) continue;
        st->unique++;
        pt_vec_push(&st->texts, pt_xstrdup(text.data));
        tc_begin(c, pt_op_name((pt_opcode)op->code));
        c->raw_text = text.data;
        c->raw_op_index = n_consts;
        /* A product over chunks is exact only on powers of two (quarters
         * overflow the mantissa); before, the cases of #mul reductions
         * passed only by the luck of the generator's state. */
        for (uint32_t e = 0; e < t.n_entries; e++)
          for (uint32_t j = 0; j < t.n_results; j++) c->pow2 |= t.entries[e].reducer[j] == PT_REDUCER_MUL;
        tc_run(c);
      }
      pt_module_free(m);
    }
    free(files);
  }
  pt_tmr_free(&t);
  pt_buf_free(&text);
}

/* Entries of every op of a module (verified or not) must name dims inside
 * the ranks, and a result must be tiled or partial, never both. */
static uint32_t check_in_range(const pt_module *m, pt_tmr *t) {
  for (uint32_t op_id = 0; op_id < m->ops.len; op_id++) {
    const pt_op *op = pt_op_get(m, op_id);
    pt_tmr_for_op(m, op, t);
    for (uint32_t e = 0; e < t->n_entries; e++) {
      const pt_tmr_entry *en = &t->entries[e];
      for (uint32_t i = 0; i < op->n_operands; i++) {
        const pt_type *ty = pt_value_type(m, pt_op_operand(m, op, i));
        CHECK(en->operand_dim[i] < 0 || (uint32_t)en->operand_dim[i] < ty->rank);
      }
      for (uint32_t j = 0; j < op->n_results; j++) {
        const pt_type *ty = pt_value_type(m, op->results + j);
        CHECK((en->result_dim[j] < 0 && en->reducer[j] != PT_REDUCER_NONE) ||
              (en->result_dim[j] >= 0 && (uint32_t)en->result_dim[j] < ty->rank &&
               en->reducer[j] == PT_REDUCER_NONE));
      }
      (void)pt_tmr_entry_divisible(m, op, en, 2);
    }
  }
  return m->ops.len;
}

/* Modules that do not verify: tests/errors, and mutants of the model cases
 * (one digit of the text changed: a dim, an attribute value, an index). */
static void check_unverified(tc_ctx *c, const text_vec *texts, uint32_t *n_modules, uint32_t *n_ops) {
  pt_tmr t;
  pt_tmr_init(&t);
  uint32_t n;
  char **files = list_mlir("tests/errors", &n);
  for (uint32_t fi = 0; fi < n; fi++) {
    pt_module *m = load(files[fi], false);
    free(files[fi]);
    if (!m) continue;
    (*n_modules)++;
    *n_ops += check_in_range(m, &t);
    pt_module_free(m);
  }
  free(files);
  for (uint32_t i = 0; i < texts->len; i++) {
    char *x = texts->data[i];
    size_t len = strlen(x);
    for (int rep = 0; rep < 4; rep++) {
      char *y = pt_xstrdup(x);
      for (int tries = 0; tries < 64; tries++) {
        size_t at = (size_t)tc_rand(c) % len;
        if (y[at] >= '0' && y[at] <= '9') {
          y[at] = (char)('0' + tc_rand(c) % 10);
          break;
        }
      }
      pt_module *m = NULL;
      pt_status *s = pt_parse_module("mutant.mlir", y, len, &m);
      if (!s) {
        (*n_modules)++;
        *n_ops += check_in_range(m, &t);
      }
      pt_status_free(s);
      if (m) pt_module_free(m);
      free(y);
    }
  }
  pt_tmr_free(&t);
}

int main(void) {
  tc_ctx c;
  memset(&c, 0, sizeof c);
  c.rng = 0x5eed0003;
  model_stats st;
  memset(&st, 0, sizeof st);
  check_models(&c, &st);
  tc_report(&c, "test_tmr_models");
  printf("test_tmr_models: %u modules, %u ops, %u with entries cut out, %u distinct cases\n", st.files, st.ops, st.cut,
         st.unique);
  CHECK(st.files >= 8 && st.unique >= 50);
  uint32_t nf = 0, no = 0;
  check_unverified(&c, &st.texts, &nf, &no);
  printf("test_tmr_models: pt_tmr_for_op over %u ops of %u unverified modules (tests/errors, mutated cases)\n", no, nf);
  for (uint32_t i = 0; i < st.texts.len; i++) free(st.texts.data[i]);
  pt_vec_free(&st.texts);
  pt_vec_free(&st.seen);
  pt_buf_free(&c.op_line);
  return t_finish("test_tmr_models");
}
