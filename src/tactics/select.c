/* select.c - selectors: how a schedule names the values it seeds. Users
 * know a jitted function's inputs and outputs by the names JAX gives them
 * (jax.arg_info / jax.result_info), so a selector is an argument index, an
 * exact name, a glob with * and ?, or "re:REGEX" (POSIX extended, matched
 * against the whole name). Errors carry no location: the schedule places
 * them at the selector's position in its file. */
#include <limits.h>
#include <regex.h>
#include <stdlib.h>
#include <string.h>

#include "tactics.h"

/* An empty name is no name: JAX writes jax.result_info = "" for a lone
 * unnamed result, and a selector cannot name it (nor be suggested it). */
static const char *info_name(const pt_module *m, const pt_attr *dict, const char *key) {
  const pt_attr *a = dict ? pt_attr_dict_get(m, dict, key) : NULL;
  return a && a->kind == PT_ATTR_STRING && a->u.str.data && a->u.str.data[0] ? a->u.str.data : NULL;
}

uint32_t pt_named_values(const pt_partition *p, pt_named_value **out) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  const pt_region *body = &m->regions.data[f->body];
  uint32_t na = body->n_args, nr = 0;
  const pt_op *ret = NULL;
  if (body->n_ops) {
    ret = pt_op_get(m, pt_region_op(m, body, body->n_ops - 1));
    if (ret->code == PT_OP_FUNC_RETURN) nr = ret->n_operands;
  }
  pt_named_value *v = pt_malloc(((size_t)na + nr + 1) * sizeof *v);
  *out = v;
  if (!v) return 0;
  for (uint32_t i = 0; i < na; i++)
    v[i] = (pt_named_value){f->arg_attrs ? info_name(m, f->arg_attrs[i], "jax.arg_info") : NULL, body->args + i,
                            false};
  for (uint32_t j = 0; j < nr; j++)
    v[na + j] = (pt_named_value){f->result_attrs && j < f->n_results
                                     ? info_name(m, f->result_attrs[j], "jax.result_info")
                                     : NULL,
                                 pt_op_operand(m, ret, j), true};
  return na + nr;
}

/* Iterative with one backtrack point: never exponential. */
bool pt_glob_match(const char *pat, const char *s) {
  const char *star = NULL, *resume = NULL;
  while (*s) {
    if (*pat == '*') {
      star = pat++;
      resume = s;
    } else if (*pat == '?' || *pat == *s) {
      pat++;
      s++;
    } else if (star) {
      pat = star + 1;
      s = ++resume;
    } else {
      return false;
    }
  }
  while (*pat == '*') pat++;
  return *pat == '\0';
}

/* Capped at 256 characters a side so a hostile name costs little. */
static uint32_t edit_distance(const char *a, const char *b) {
  size_t la = strlen(a), lb = strlen(b);
  if (la > 256) la = 256;
  if (lb > 256) lb = 256;
  uint32_t row[257];
  for (size_t j = 0; j <= lb; j++) row[j] = (uint32_t)j;
  for (size_t i = 1; i <= la; i++) {
    uint32_t diag = row[0];
    row[0] = (uint32_t)i;
    for (size_t j = 1; j <= lb; j++) {
      uint32_t up = row[j];
      uint32_t best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
    }
  }
  return row[lb];
}

static pt_status *no_match(const pt_partition *p, const char *sel, const pt_named_value *v, uint32_t n) {
  enum { K = 5 };
  uint32_t best[K], dist[K], nb = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (!v[i].name) continue;
    uint32_t d = edit_distance(sel, v[i].name);
    uint32_t pos = nb;
    while (pos > 0 && dist[pos - 1] > d) pos--;
    if (pos >= K) continue;
    if (nb < K) nb++;
    for (uint32_t k = nb - 1; k > pos; k--) best[k] = best[k - 1], dist[k] = dist[k - 1];
    best[pos] = i, dist[pos] = d;
  }
  pt_buf list = {0};
  for (uint32_t k = 0; k < nb; k++) pt_buf_printf(&list, "%s'%s'", k ? ", " : "", v[best[k]].name);
  const pt_func *f = &p->m->funcs.data[p->func];
  pt_status *s = pt_status_make(PT_ERR_INVALID_ARG, "selector '%s' matches no argument or result of @%s%s%s", sel,
                                pt_str(p->m, f->name),
                                nb ? "; closest: " : " (it has no named arguments or results)", nb ? list.data : "");
  pt_buf_free(&list);
  return s;
}

static bool all_digits(const char *s) {
  if (!*s) return false;
  for (; *s; s++)
    if (*s < '0' || *s > '9') return false;
  return true;
}

/* false without memory. */
static bool push_unique(pt_u32_vec *out, uint32_t v) {
  for (uint32_t k = 0; k < out->len; k++)
    if (out->data[k] == v) return true;
  return pt_vec_try_push(out, v);
}

/* Patterns the C library's regex compiler would take exponential memory
 * or time on (it copies a subexpression for every quantifier applied to
 * it, so `a+++...` or `(x{1,99}){1,99}` explode): a selector names values
 * of one function, so a short pattern without stacked quantifiers or large
 * counted repetitions is all anyone needs. NULL when the pattern is fine. */
static const char *regex_too_costly(const char *re) {
  if (strlen(re) > 512) return "longer than 512 characters";
  bool prev_quant = false;
  uint32_t depth = 0, quantifiers = 0;
  for (const char *c = re; *c; c++) {
    if (*c == '(' && ++depth > 8) return "parentheses nested deeper than 8";
    if (*c == ')' && depth) depth--;
    if (*c == '\\' && c[1]) {
      c++;
      prev_quant = false;
      continue;
    }
    bool quant = *c == '*' || *c == '+' || *c == '?' || *c == '{';
    if (quant && prev_quant) return "a quantifier applied to a quantifier (e.g. 'a++')";
    if (quant && ++quantifiers > 32) return "more than 32 quantifiers";
    if (*c == '{') {
      long n = strtol(c + 1, NULL, 10);
      const char *comma = strchr(c, ',');
      const char *close = strchr(c, '}');
      long hi = comma && close && comma < close ? strtol(comma + 1, NULL, 10) : n;
      if (n > 32 || hi > 32) return "a counted repetition above 32";
      if (close) c = close;
    }
    prev_quant = quant;
  }
  return NULL;
}

pt_status *pt_select_error_at_func(const pt_partition *p, pt_status *s) {
  if (!s) return NULL;
  return pt_status_relocate(s, PT_OK, p->m->filename, p->m->funcs.data[p->func].loc);
}

pt_status *pt_select_values(const pt_partition *p, const char *sel, pt_u32_vec *out) {
  pt_named_value *v;
  uint32_t n = pt_named_values(p, &v);
  PT_TRY_ALLOC(v);
  const pt_func *f = &p->m->funcs.data[p->func];
  uint32_t n_args = pt_func_n_args(p->m, f), before = out->len;
  pt_status *s = NULL;
  bool ok = true;
  if (all_digits(sel)) {
    unsigned long i = strlen(sel) > 9 ? ULONG_MAX : strtoul(sel, NULL, 10);
    if (i < n_args)
      ok = push_unique(out, v[i].value);
    else
      s = pt_status_make(PT_ERR_INVALID_ARG, "argument index %s out of range: @%s has %u arguments", sel,
                         pt_str(p->m, f->name), n_args);
  } else if (strncmp(sel, "re:", 3) == 0) {
    regex_t re;
    const char *why = regex_too_costly(sel + 3);
    int rc = why ? 0 : regcomp(&re, sel + 3, REG_EXTENDED | REG_NOSUB);
    if (why) {
      s = pt_status_make(PT_ERR_INVALID_ARG, "regular expression '%.80s%s' refused: %s", sel + 3,
                         strlen(sel + 3) > 80 ? "..." : "", why);
    } else if (rc == REG_ESPACE) {
      s = pt_nomem();
    } else if (rc) {
      char msg[128];
      regerror(rc, &re, msg, sizeof msg);
      s = pt_status_make(PT_ERR_INVALID_ARG, "bad regular expression '%s': %s", sel + 3, msg);
    } else {
      /* Anchored: the whole name must match, as for globs. */
      pt_buf anchored = {0};
      pt_buf_printf(&anchored, "^(%s)$", sel + 3);
      regfree(&re);
      rc = anchored.failed ? REG_ESPACE : regcomp(&re, anchored.data, REG_EXTENDED | REG_NOSUB);
      pt_buf_free(&anchored);
      if (rc == REG_ESPACE) {
        s = pt_nomem();
      } else if (rc) {
        s = pt_status_make(PT_ERR_INVALID_ARG, "bad regular expression '%s'", sel + 3);
      } else {
        for (uint32_t i = 0; i < n; i++)
          if (ok && v[i].name && regexec(&re, v[i].name, 0, NULL, 0) == 0) ok = push_unique(out, v[i].value);
        regfree(&re);
        if (ok && out->len == before) s = no_match(p, sel, v, n);
      }
    }
  } else {
    bool glob = strpbrk(sel, "*?") != NULL;
    for (uint32_t i = 0; i < n && ok; i++)
      if (v[i].name && (glob ? pt_glob_match(sel, v[i].name) : strcmp(sel, v[i].name) == 0))
        ok = push_unique(out, v[i].value);
    if (ok && out->len == before) s = no_match(p, sel, v, n);
  }
  free(v);
  if (!ok && !s) s = pt_nomem();
  return s;
}
