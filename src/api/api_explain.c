/* api_explain.c - the public call behind `partir explain`: for the values
 * a selector names, what each mesh axis decided, by which tactic, and the
 * propagation path from the seed action (src/partition/explain.c).
 */
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "api_internal.h"

#include "../partition/explain.h"
#include "../tactics/tactics.h"

static pt_status *bad(const char *what) { return pt_status_make(PT_ERR_INVALID_ARG, "error: %s", what); }

/* "12:5" -> line 12, column 5; false for anything else (a name selector). */
static bool parse_line_col(const char *sel, uint32_t *line, uint32_t *col) {
  char *end;
  if (sel[0] < '0' || sel[0] > '9') return false;
  unsigned long l = strtoul(sel, &end, 10);
  if (*end != ':' || end[1] < '0' || end[1] > '9') return false;
  unsigned long c = strtoul(end + 1, &end, 10);
  if (*end != '\0' || l == 0 || c == 0 || l > UINT32_MAX || c > UINT32_MAX) return false;
  *line = (uint32_t)l;
  *col = (uint32_t)c;
  return true;
}

/* The values `sel` names, errors placed at the function in the model file. */
static pt_status *select_values(const pt_partition *p, const char *sel, pt_u32_vec *out) {
  uint32_t line, col;
  pt_status *s;
  if (parse_line_col(sel, &line, &col)) {
    uint32_t *vals = NULL, n = 0;
    s = pt_explain_values_at(p, line, col, &vals, &n);
    if (!s && !pt_vec_try_append(out, vals, n)) s = pt_nomem();
    free(vals);
  } else {
    s = pt_select_values(p, sel, out);
  }
  return pt_select_error_at_func(p, s);
}

partir_status *partir_partition_explain(const partir_partition *h, const char *selector,
                                        const char *const *tactic_names, uint32_t n_tactic_names, int json,
                                        char **out_text, size_t *out_len) {
  if (!h || !selector || !out_text) return pt_api_status(bad("partir_partition_explain: NULL argument"));
  const pt_partition *p = &h->p;
  pt_u32_vec vals = {0};
  pt_status *s = select_values(p, selector, &vals);
  if (s) {
    pt_vec_free(&vals);
    return pt_api_status(s);
  }
  pt_tactic_names names = {tactic_names, tactic_names ? n_tactic_names : 0};
  pt_buf b = {0};
  if (json) {
    cJSON *arr = cJSON_CreateArray();
    bool failed = !arr;
    for (uint32_t i = 0; i < vals.len && !failed; i++) {
      cJSON *item = pt_explain_json(p, vals.data[i], &names); /* NULL: out of memory */
      if (!item || !cJSON_AddItemToArray(arr, item)) {
        cJSON_Delete(item);
        failed = true;
      }
    }
    char *text = failed ? NULL : cJSON_Print(arr);
    cJSON_Delete(arr);
    if (!text) {
      pt_vec_free(&vals);
      return pt_api_status(pt_status_make(PT_ERR_NOMEM, "error: out of memory printing JSON"));
    }
    pt_buf_puts(&b, text);
    pt_buf_putc(&b, '\n');
    cJSON_free(text);
  } else {
    for (uint32_t i = 0; i < vals.len; i++) {
      if (i) pt_buf_putc(&b, '\n');
      pt_explain_text(p, vals.data[i], &names, &b);
    }
  }
  pt_vec_free(&vals);
  return pt_api_status(pt_buf_take(&b, out_text, out_len));
}
