/* schedule.c - the schedule file: a JSON list of tactics applied in order
 * (the order is the priority: each tactic is propagated to a fixed point
 * before the next one seeds anything, and never overrides a decision).
 *
 *   [
 *     {"builtin": "BP", "axis": "batch"},
 *     {"axis": "model", "inputs": {"params['layers'][*]['mlp']['w_in']": 1,
 *                                  "3": "replicated"}},
 *     {"builtin": "Z3", "axis": "batch", "names": {"params": "params"}}
 *   ]
 *
 * A manual tactic has "axis" and "inputs": selector (argument index, exact
 * jax.arg_info / jax.result_info name, glob with * and ?, or "re:REGEX")
 * -> dim or "replicated". A built-in has "builtin" (BP, MP, Z2, Z3, EMB;
 * see builtin.c), "axis" and optionally "names", which overrides the
 * pytree roots the built-ins look for ("params", "opt_state", "batch").
 * {"from_annotations": "shardy" | "gspmd" | "auto"} takes the shardings the
 * module carries (annotations.c); it has no "axis" and counts as one
 * tactic per priority and axis it uses.
 * Any tactic may have a "name" used in reports. Unknown keys are errors, so
 * typos do not pass silently.
 *
 * cJSON keeps no positions, so diagnostics locate things with a small scan
 * of the text: the span of each top-level element, then the quoted key
 * inside it. Every error is "FILE:LINE:COL: error: ...". */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <cJSON.h>

#include "tactics.h"

typedef struct {
  const char *text;
  size_t len;
  const char *file;
  PT_VEC(size_t) starts; /* offset of each top-level element */
  PT_VEC(size_t) ends;
} sched;

static pt_status *err_at(const sched *s, size_t off, const char *fmt, ...) PT_PRINTF(3, 4);
static pt_status *err_at(const sched *s, size_t off, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *st = pt_error_atv(PT_ERR_INVALID_ARG, s->file, pt_loc_at_offset(s->text, s->len, off), fmt, ap);
  va_end(ap);
  return st;
}

/* Re-places a location-free message (from a selector or an action) at off. */
static pt_status *relocate(const sched *s, size_t off, pt_status *inner, const char *context) {
  /* Drop the inner prefix ("model.mlir:4:3: error: "): the schedule is
   * where the user must look. */
  const char *msg = pt_status_message(inner), *e = strstr(msg, "error: ");
  if (e) msg = e + 7;
  pt_status *st = err_at(s, off, "%s%s", context, msg);
  pt_status_free(inner);
  return st;
}

/* Spans of the elements of the top-level array (the text is valid JSON,
 * cJSON said so). */
static void scan_elements(sched *s) {
  int depth = 0;
  bool in_str = false, esc = false, want = false;
  for (size_t i = 0; i < s->len; i++) {
    char c = s->text[i];
    if (in_str) {
      if (esc) esc = false;
      else if (c == '\\') esc = true;
      else if (c == '"') in_str = false;
      continue;
    }
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') continue;
    if (depth == 1 && (c == ',' || c == ']')) {
      if (s->ends.len < s->starts.len) pt_vec_push(&s->ends, i);
      if (c == ']') depth--;
      want = true;
      continue;
    }
    if (depth == 1 && want) {
      pt_vec_push(&s->starts, i);
      want = false;
    }
    if (c == '"') in_str = true;
    else if (c == '[' || c == '{') {
      if (++depth == 1) want = true;
    } else if (c == ']' || c == '}') {
      depth--;
    }
  }
  while (s->ends.len < s->starts.len) pt_vec_push(&s->ends, s->len);
}

/* Offset of `"key"` followed by ':' in [from, to), else `from`. Keys with
 * escapes are not found (the error then points at the tactic). */
static size_t find_key(const sched *s, size_t from, size_t to, const char *key) {
  size_t kl = strlen(key);
  for (size_t i = from; i + kl + 2 <= to; i++) {
    if (s->text[i] != '"' || memcmp(s->text + i + 1, key, kl) != 0 || s->text[i + 1 + kl] != '"') continue;
    size_t j = i + kl + 2;
    while (j < to && (s->text[j] == ' ' || s->text[j] == '\t' || s->text[j] == '\n' || s->text[j] == '\r')) j++;
    if (j < to && s->text[j] == ':') return i;
  }
  return from;
}

static pt_status *find_axis(const sched *s, const pt_partition *p, const cJSON *t, size_t at, size_t end,
                            uint32_t *out) {
  const cJSON *a = cJSON_GetObjectItemCaseSensitive(t, "axis");
  if (!a) return err_at(s, at, "tactic has no \"axis\"");
  size_t off = find_key(s, at, end, "axis");
  if (!cJSON_IsString(a)) return err_at(s, off, "\"axis\" must be a string");
  int32_t i = pt_mesh_axis(&p->mesh, a->valuestring);
  if (i >= 0) {
    *out = (uint32_t)i;
    return NULL;
  }
  pt_buf list = {0};
  for (uint32_t k = 0; k < p->mesh.n_axes; k++) pt_buf_printf(&list, "%s'%s'", k ? ", " : "", p->mesh.names[k]);
  pt_status *st = err_at(s, off, "unknown mesh axis '%s' (the mesh has %s)", a->valuestring, list.data);
  pt_buf_free(&list);
  return st;
}

static pt_status *check_keys(const sched *s, const cJSON *t, size_t at, size_t end, bool builtin) {
  for (const cJSON *c = t->child; c; c = c->next) {
    const char *k = c->string;
    bool ok = strcmp(k, "axis") == 0 || strcmp(k, "name") == 0 ||
              (builtin ? strcmp(k, "builtin") == 0 || strcmp(k, "names") == 0 : strcmp(k, "inputs") == 0);
    if (!ok)
      return err_at(s, find_key(s, at, end, k), "unknown key \"%s\" in a %s tactic (expected %s)", k,
                    builtin ? "built-in" : "manual",
                    builtin ? "\"builtin\", \"axis\", \"names\", \"name\"" : "\"axis\", \"inputs\", \"name\"");
  }
  if (cJSON_GetObjectItemCaseSensitive(t, "name") && !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(t, "name")))
    return err_at(s, find_key(s, at, end, "name"), "\"name\" must be a string");
  return NULL;
}

/* The seeds of built-in `name` (at offset `off` of the schedule), applied
 * as actions of `tactic`; *n_seeds grows by the values it decided. */
static pt_status *apply_one_builtin(const sched *s, pt_partition *p, const char *name, size_t off,
                                    const char *const *pfx, uint32_t axis, uint32_t tactic, uint32_t *n_seeds) {
  if (!pt_builtin_known(name))
    return err_at(s, off, "unknown built-in tactic '%s' (known: %s)", name, pt_builtin_list);
  pt_seed_vec seeds = {0};
  pt_status *st = pt_builtin_seeds(p, name, axis, pfx, &seeds);
  if (st) return relocate(s, off, st, "");
  bool must_match = strcmp(name, "Z2") != 0 && strcmp(name, "Z3") != 0;
  if (must_match && seeds.len == 0) {
    pt_vec_free(&seeds);
    bool bp = strcmp(name, "BP") == 0;
    return err_at(s, off, "built-in tactic '%s' found no argument to tile (names under '%s'%s%s%s)", name,
                  bp ? pfx[2] : pfx[0], bp ? "" : " or '", bp ? "" : pfx[1], bp ? "" : "'");
  }
  for (uint32_t i = 0; i < seeds.len && !st; i++) {
    /* A built-in claims what is still open: an earlier tactic's decision
     * (e.g. MP propagating into the embedding before EMB) has priority. */
    if (pt_decision_get(p, seeds.data[i].value, axis)->kind != PT_DECISION_OPEN) continue;
    (*n_seeds)++;
    st = seeds.data[i].dim == PT_SEED_REPLICATE ? pt_action_replicate(p, seeds.data[i].value, axis, tactic)
                                                : pt_action_tile(p, seeds.data[i].value, seeds.data[i].dim, axis, tactic);
    if (st) {
      pt_buf ctx = {0};
      pt_buf_printf(&ctx, "built-in tactic '%s': ", name);
      st = relocate(s, off, st, ctx.data);
      pt_buf_free(&ctx);
    }
  }
  pt_vec_free(&seeds);
  return st;
}

/* "builtin": one name, or a list of names whose seeds form one tactic
 * (propagated together, so none has priority over the others). */
static pt_status *apply_builtin(const sched *s, pt_partition *p, const cJSON *t, size_t at, size_t end,
                                uint32_t axis, uint32_t tactic, uint32_t *n_seeds) {
  const cJSON *b = cJSON_GetObjectItemCaseSensitive(t, "builtin");
  size_t off = find_key(s, at, end, "builtin");
  bool list = cJSON_IsArray(b) && b->child;
  for (const cJSON *c = list ? b->child : NULL; c; c = c->next)
    if (!cJSON_IsString(c)) list = false;
  if (!cJSON_IsString(b) && !list)
    return err_at(s, off, "\"builtin\" must be a name or a non-empty list of names (of %s)", pt_builtin_list);
  const char *pfx[3] = {"params", "opt_state", "batch"};
  const cJSON *names = cJSON_GetObjectItemCaseSensitive(t, "names");
  if (names) {
    size_t noff = find_key(s, at, end, "names");
    if (!cJSON_IsObject(names)) return err_at(s, noff, "\"names\" must be an object");
    for (const cJSON *c = names->child; c; c = c->next) {
      int k = strcmp(c->string, "params") == 0 ? 0 : strcmp(c->string, "opt_state") == 0 ? 1
                                                   : strcmp(c->string, "batch") == 0   ? 2
                                                                                       : -1;
      size_t koff = find_key(s, noff, end, c->string);
      if (k < 0)
        return err_at(s, koff, "unknown key \"%s\" in \"names\" (expected \"params\", \"opt_state\", \"batch\")",
                      c->string);
      if (!cJSON_IsString(c) || !*c->valuestring)
        return err_at(s, koff, "\"names\": \"%s\" must be a non-empty string", c->string);
      pfx[k] = c->valuestring;
    }
  }
  if (!list) return apply_one_builtin(s, p, b->valuestring, off, pfx, axis, tactic, n_seeds);
  for (const cJSON *c = b->child; c; c = c->next)
    PT_TRY(apply_one_builtin(s, p, c->valuestring, off, pfx, axis, tactic, n_seeds));
  return NULL;
}

static pt_status *apply_manual(const sched *s, pt_partition *p, const cJSON *t, size_t at, size_t end,
                               uint32_t axis, uint32_t tactic, uint32_t *n_seeds) {
  const cJSON *in = cJSON_GetObjectItemCaseSensitive(t, "inputs");
  if (!in) return err_at(s, at, "tactic has neither \"builtin\" nor \"inputs\"");
  size_t ioff = find_key(s, at, end, "inputs");
  if (!cJSON_IsObject(in)) return err_at(s, ioff, "\"inputs\" must be an object: selector -> dim or \"replicated\"");
  pt_status *st = NULL;
  pt_u32_vec vals = {0};
  for (const cJSON *c = in->child; c && !st; c = c->next) {
    size_t off = find_key(s, ioff, end, c->string);
    bool repl = cJSON_IsString(c) && strcmp(c->valuestring, "replicated") == 0;
    double d = cJSON_IsNumber(c) ? c->valuedouble : -1;
    if (!repl && !(d >= 0 && d < 256 && d == (double)(uint32_t)d)) {
      st = err_at(s, off, "selector '%s': expected a dim (an integer from 0) or \"replicated\"", c->string);
      break;
    }
    vals.len = 0;
    st = pt_select_values(p, c->string, &vals);
    if (st) {
      st = relocate(s, off, st, "");
      break;
    }
    for (uint32_t i = 0; i < vals.len && !st; i++) {
      st = repl ? pt_action_replicate(p, vals.data[i], axis, tactic)
                : pt_action_tile(p, vals.data[i], (uint32_t)d, axis, tactic);
      if (st) st = relocate(s, off, st, "");
    }
    *n_seeds += vals.len;
  }
  pt_vec_free(&vals);
  return st;
}

/* {"from_annotations": KIND, "name": N}: its errors are in the model file
 * (they name a value there), or at the key for a bad kind. */
static pt_status *apply_annotations(const sched *s, pt_partition *p, const cJSON *t, size_t at, size_t end,
                                    uint32_t *next, pt_tactic_hook hook, void *ctx) {
  for (const cJSON *c = t->child; c; c = c->next)
    if (strcmp(c->string, "from_annotations") != 0 && strcmp(c->string, "name") != 0)
      return err_at(s, find_key(s, at, end, c->string),
                    "unknown key \"%s\" in a from_annotations tactic (expected \"from_annotations\", \"name\")",
                    c->string);
  const cJSON *kind = cJSON_GetObjectItemCaseSensitive(t, "from_annotations");
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(t, "name");
  size_t off = find_key(s, at, end, "from_annotations");
  if (!cJSON_IsString(kind) || (strcmp(kind->valuestring, "shardy") && strcmp(kind->valuestring, "gspmd") &&
                                strcmp(kind->valuestring, "auto")))
    return err_at(s, off, "\"from_annotations\" must be \"shardy\", \"gspmd\" or \"auto\"");
  if (name && !cJSON_IsString(name)) return err_at(s, find_key(s, at, end, "name"), "\"name\" must be a string");
  return pt_annotations_apply(p, kind->valuestring, name ? name->valuestring : "from_annotations", next, hook, ctx);
}

static pt_status *apply_all(sched *s, pt_partition *p, const cJSON *root, uint32_t first, pt_tactic_hook hook,
                            void *ctx) {
  if (!cJSON_IsArray(root)) {
    size_t i = 0;
    while (i < s->len && strchr(" \t\r\n", s->text[i])) i++;
    return err_at(s, i, "a schedule is a JSON list of tactics, e.g. [{\"builtin\": \"BP\", \"axis\": \"batch\"}]");
  }
  scan_elements(s);
  uint32_t k = 0, next = first;
  for (const cJSON *t = root->child; t; t = t->next, k++) {
    size_t at = k < s->starts.len ? s->starts.data[k] : 0, end = k < s->ends.len ? s->ends.data[k] : s->len;
    if (!cJSON_IsObject(t)) return err_at(s, at, "a tactic must be a JSON object");
    if (cJSON_GetObjectItemCaseSensitive(t, "from_annotations")) {
      PT_TRY(apply_annotations(s, p, t, at, end, &next, hook, ctx));
      continue;
    }
    bool builtin = cJSON_GetObjectItemCaseSensitive(t, "builtin") != NULL;
    PT_TRY(check_keys(s, t, at, end, builtin));
    uint32_t axis = 0, tactic = next++, n_seeds = 0, conflicts = p->conflicts.len;
    PT_TRY(find_axis(s, p, t, at, end, &axis));
    PT_TRY(builtin ? apply_builtin(s, p, t, at, end, axis, tactic, &n_seeds)
                   : apply_manual(s, p, t, at, end, axis, tactic, &n_seeds));
    PT_TRY(pt_propagate(p, axis, tactic, 0));
    if (hook) {
      const cJSON *name = cJSON_GetObjectItemCaseSensitive(t, "name");
      const cJSON *b = cJSON_GetObjectItemCaseSensitive(t, "builtin");
      pt_buf label = {0};
      if (cJSON_IsString(name)) pt_buf_puts(&label, name->valuestring);
      else if (cJSON_IsString(b)) pt_buf_puts(&label, b->valuestring);
      else if (b)
        for (const cJSON *c = b->child; c; c = c->next) pt_buf_printf(&label, "%s%s", c == b->child ? "" : "+", c->valuestring);
      else pt_buf_puts(&label, "manual");
      pt_tactic_done done = {tactic, label.data, axis, n_seeds, p->last_decided, conflicts};
      pt_status *hs = hook(ctx, p, &done);
      pt_buf_free(&label);
      PT_TRY(hs);
    }
  }
  if (k == 0) return err_at(s, 0, "the schedule has no tactics");
  return NULL;
}

/* The report line of pt_schedule_apply. */
static pt_status *report_line(void *ctx, pt_partition *p, const pt_tactic_done *t) {
  pt_buf *report = ctx;
  uint32_t nc = p->conflicts.len - t->first_conflict;
  bool builtin = pt_builtin_known(t->label);
  pt_buf_printf(report, "tactic %u (%s%s) on '%s': %u seed%s, %u propagated decision%s, %u new conflict%s\n",
                t->index, builtin ? "built-in " : "", t->label, p->mesh.names[t->axis], t->n_seeds,
                t->n_seeds == 1 ? "" : "s", t->n_decided, t->n_decided == 1 ? "" : "s", nc, nc == 1 ? "" : "s");
  return NULL;
}

pt_status *pt_schedule_apply(pt_partition *p, const char *text, size_t len, const char *filename,
                             uint32_t first_tactic, pt_buf *report) {
  return pt_schedule_apply_each(p, text, len, filename, first_tactic, report ? report_line : NULL, report);
}

pt_status *pt_schedule_apply_each(pt_partition *p, const char *text, size_t len, const char *filename,
                                  uint32_t first_tactic, pt_tactic_hook hook, void *ctx) {
  sched s = {text, len, filename ? filename : "<schedule>", {0}, {0}};
  const char *end = NULL;
  cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, 0);
  if (!root) {
    size_t off = end && end >= text && end <= text + len ? (size_t)(end - text) : 0;
    size_t rest = off;
    while (rest < len && strchr(" \t\r\n", text[rest]) && text[rest]) rest++;
    if (rest >= len) return err_at(&s, len, "truncated schedule: unexpected end of the JSON text");
    return err_at(&s, off, "invalid JSON in the schedule");
  }
  size_t tail = end && end >= text && end <= text + len ? (size_t)(end - text) : len;
  while (tail < len && strchr(" \t\r\n", text[tail]) && text[tail]) tail++;
  pt_status *st = tail < len ? err_at(&s, tail, "unexpected text after the end of the schedule")
                             : apply_all(&s, p, root, first_tactic, hook, ctx);
  cJSON_Delete(root);
  pt_vec_free(&s.starts);
  pt_vec_free(&s.ends);
  return st;
}
