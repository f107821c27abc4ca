/* api.c - the public API (include/partir.h) over the internal modules.
 *
 * The public handles are the internal objects behind opaque types: a
 * partir_status is a pt_status and a partir_module a pt_module, so the
 * calls are thin and nothing is copied. */
#include <stdlib.h>
#include <string.h>

#include "partir.h"

#include "../ir/ir.h"
#include "../stablehlo/stablehlo.h"

/* Status codes are shared one to one. */
_Static_assert((int)PARTIR_OK == (int)PT_OK && (int)PARTIR_ERR_PARSE == (int)PT_ERR_PARSE &&
                   (int)PARTIR_ERR_VERIFY == (int)PT_ERR_VERIFY &&
                   (int)PARTIR_ERR_UNSUPPORTED == (int)PT_ERR_UNSUPPORTED &&
                   (int)PARTIR_ERR_IO == (int)PT_ERR_IO && (int)PARTIR_ERR_INVALID_ARG == (int)PT_ERR_INVALID_ARG &&
                   (int)PARTIR_ERR_INTERNAL == (int)PT_ERR_INTERNAL && (int)PARTIR_ERR_NOMEM == (int)PT_ERR_NOMEM,
               "partir_code and pt_code must match");

static partir_status *pub_status(pt_status *s) { return (partir_status *)s; }
static const pt_module *mod(const partir_module *m) { return (const pt_module *)m; }

static partir_status *invalid_arg(const char *what) {
  return pub_status(pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what));
}

/* ---- status ---- */

partir_code partir_status_code(const partir_status *s) { return (partir_code)pt_status_code((const pt_status *)s); }

const char *partir_status_message(const partir_status *s) { return pt_status_message((const pt_status *)s); }

const char *partir_status_file(const partir_status *s) { return pt_status_file((const pt_status *)s); }

uint32_t partir_status_line(const partir_status *s) { return pt_status_loc((const pt_status *)s).line; }

uint32_t partir_status_column(const partir_status *s) { return pt_status_loc((const pt_status *)s).col; }

const char *partir_status_context(const partir_status *s) { return pt_status_context_text((const pt_status *)s); }

const char *partir_status_body(const partir_status *s) { return pt_status_body((const pt_status *)s); }

void partir_status_free(partir_status *s) { pt_status_free((pt_status *)s); }

/* ---- modules ---- */

partir_status *partir_module_parse_string(const char *filename, const char *text, size_t len,
                                          partir_module **out_module) {
  if (!out_module) return invalid_arg("partir_module_parse_string: out_module is NULL");
  if (!text && len) return invalid_arg("partir_module_parse_string: text is NULL");
  pt_module *m = NULL;
  pt_status *s = pt_parse_module(filename ? filename : "<input>", text ? text : "", len, &m);
  if (!s) s = pt_module_inline_calls(m);
  if (s) {
    pt_module_free(m);
    return pub_status(s);
  }
  *out_module = (partir_module *)m;
  return NULL;
}

partir_status *partir_module_parse_file(const char *path, partir_module **out_module) {
  if (!path) return invalid_arg("partir_module_parse_file: path is NULL");
  if (!out_module) return invalid_arg("partir_module_parse_file: out_module is NULL");
  char *text;
  size_t len;
  pt_status *s = pt_read_file(path, &text, &len);
  if (s) return pub_status(s);
  partir_status *ps = partir_module_parse_string(strcmp(path, "-") == 0 ? "<stdin>" : path, text, len, out_module);
  free(text);
  return ps;
}

partir_status *partir_module_verify(const partir_module *m) {
  if (!m) return invalid_arg("partir_module_verify: module is NULL");
  return pub_status(pt_verify_module(mod(m)));
}

static partir_status *print(const partir_module *m, bool generic, char **out_text, size_t *out_len) {
  if (!m || !out_text) return invalid_arg("partir_module_print: module or out_text is NULL");
  pt_buf b = {0};
  pt_print_module(mod(m), &b, generic);
  return pub_status(pt_buf_take(&b, out_text, out_len));
}

partir_status *partir_module_print(const partir_module *m, char **out_text, size_t *out_len) {
  return print(m, false, out_text, out_len);
}

partir_status *partir_module_print_generic(const partir_module *m, char **out_text, size_t *out_len) {
  return print(m, true, out_text, out_len);
}

void partir_module_free(partir_module *m) { pt_module_free((pt_module *)m); }

/* ---- statistics ---- */

/* Opcodes with a nonzero count, most frequent first (ties by name). */
static uint32_t census_order(const pt_stats *st, uint32_t *order) {
  uint32_t n = 0;
  for (uint32_t c = 0; c < PT_OP_COUNT; c++)
    if (st->op_counts[c]) order[n++] = c;
  for (uint32_t i = 1; i < n; i++) { /* insertion sort: at most ~130 entries */
    uint32_t x = order[i], j = i;
    while (j > 0) {
      uint32_t y = order[j - 1];
      bool before = st->op_counts[x] > st->op_counts[y] ||
                    (st->op_counts[x] == st->op_counts[y] && strcmp(pt_op_name(x), pt_op_name(y)) < 0);
      if (!before) break;
      order[j] = y;
      j--;
    }
    order[j] = x;
  }
  return n;
}

partir_status *partir_module_stats(const partir_module *m, partir_stats *out, FILE *census) {
  if (!m || !out) return invalid_arg("partir_module_stats: module or out is NULL");
  pt_stats st;
  pt_stats_collect(mod(m), &st);
  out->n_functions = st.n_functions;
  out->n_ops = st.n_ops;
  out->n_inputs = st.n_inputs;
  out->input_elements = st.input_elements;
  out->input_bytes = st.input_bytes;
  _Static_assert(PT_STATS_MAX_GROUPS == 16 && PT_STATS_GROUP_NAME == 48, "partir_stats mirrors pt_stats");
  out->n_input_groups = st.n_groups;
  for (uint32_t g = 0; g < st.n_groups; g++) {
    memcpy(out->input_groups[g].name, st.groups[g].name, sizeof st.groups[g].name);
    out->input_groups[g].n_tensors = st.groups[g].n_tensors;
    out->input_groups[g].elements = st.groups[g].elements;
    out->input_groups[g].bytes = st.groups[g].bytes;
  }
  out->n_parameters = st.n_parameters;
  out->parameter_bytes = st.parameter_bytes;
  out->n_constants_bytes = st.constant_bytes;
  out->flops = st.flops;
  if (census) {
    uint32_t order[PT_OP_COUNT];
    uint32_t n = census_order(&st, order);
    int width = 1;
    for (uint64_t top = n ? st.op_counts[order[0]] : 0; top >= 10; top /= 10) width++;
    for (uint32_t i = 0; i < n; i++)
      fprintf(census, "%*llu %s\n", width, (unsigned long long)st.op_counts[order[i]], pt_op_name(order[i]));
    if (ferror(census)) return pub_status(pt_status_make(PT_ERR_IO, "error: writing the op census failed"));
  }
  return NULL;
}

partir_status *partir_module_stats_json(const partir_module *m, char **out_json) {
  if (!m || !out_json) return invalid_arg("partir_module_stats_json: module or out_json is NULL");
  pt_stats st;
  pt_stats_collect(mod(m), &st);
  pt_buf b = {0};
  pt_buf_printf(&b,
                "{\n  \"functions\": %llu,\n  \"ops\": %llu,\n  \"inputs\": %llu,\n"
                "  \"input_elements\": %llu,\n  \"input_bytes\": %llu,\n  \"parameters\": %llu,\n"
                "  \"parameter_bytes\": %llu,\n  \"constant_bytes\": %llu,\n  \"flops\": %.17g,\n"
                "  \"while_loops\": %llu,\n  \"while_bodies_counted_once\": true,\n  \"input_groups\": {",
                (unsigned long long)st.n_functions, (unsigned long long)st.n_ops,
                (unsigned long long)st.n_inputs, (unsigned long long)st.input_elements,
                (unsigned long long)st.input_bytes, (unsigned long long)st.n_parameters, (unsigned long long)st.parameter_bytes,
                (unsigned long long)st.constant_bytes, st.flops, (unsigned long long)st.n_while);
  for (uint32_t g = 0; g < st.n_groups; g++) {
    pt_buf_printf(&b, "%s\n    \"", g ? "," : "");
    for (const char *c = st.groups[g].name; *c; c++) {
      if (*c == '"' || *c == '\\')
        pt_buf_printf(&b, "\\%c", *c);
      else if ((unsigned char)*c < 0x20)
        pt_buf_printf(&b, "\\u%04x", (unsigned char)*c);
      else
        pt_buf_putc(&b, *c);
    }
    pt_buf_printf(&b, "\": {\"tensors\": %llu, \"elements\": %llu, \"bytes\": %llu}",
                  (unsigned long long)st.groups[g].n_tensors, (unsigned long long)st.groups[g].elements,
                  (unsigned long long)st.groups[g].bytes);
  }
  pt_buf_puts(&b, st.n_groups ? "\n  },\n  \"op_census\": {" : "},\n  \"op_census\": {");
  uint32_t order[PT_OP_COUNT];
  uint32_t n = census_order(&st, order);
  for (uint32_t i = 0; i < n; i++)
    pt_buf_printf(&b, "%s\n    \"%s\": %llu", i ? "," : "", pt_op_name(order[i]),
                  (unsigned long long)st.op_counts[order[i]]);
  pt_buf_puts(&b, n ? "\n  }\n}\n" : "}\n}\n");
  return pub_status(pt_buf_take(&b, out_json, NULL));
}

/* ---- files ---- */

partir_status *partir_write_file_atomic(const char *path, const char *data, size_t len) {
  return pub_status(pt_write_file_atomic(path, data, len));
}
