/* schedule_parse.c - the schedule file read into a list of tactics
 * (tactic.h). It only reads: nothing here needs the module or the mesh,
 * and nothing is applied (schedule.c does that).
 *
 *   [
 *     {"builtin": "BP", "axis": "batch"},
 *     {"axis": "model", "inputs": {"params['layers'][*]['mlp']['w_in']": 1,
 *                                  "3": "replicated"}},
 *     {"builtin": "Z3", "axis": "batch", "names": {"params": "params"}},
 *     {"auto": {"axes": ["batch", "model"], "hw": "h100-sxm",
 *               "memory_limit": "80GB", "objective": "step_time",
 *               "budget_s": 30, "iterations": 0, "seed": 0}}
 *   ]
 *
 * A manual tactic has "axis" and "inputs": selector (argument index, exact
 * jax.arg_info / jax.result_info name, glob with * and ?, or "re:REGEX")
 * -> dim or "replicated". A built-in has "builtin" (BP, MP, Z2, Z3, EMB;
 * see builtin.c, or a list of them forming one tactic), "axis" and
 * optionally "names", which overrides the pytree roots the built-ins look
 * for ("params", "opt_state", "batch").
 * {"from_annotations": "shardy" | "gspmd" | "auto"} takes the shardings the
 * module carries (annotations.c); it has no "axis" and counts as one
 * tactic per priority and axis it uses. {"auto": {...}} is an automatic
 * tactic: its fields are read and checked here, and the search
 * (src/search/auto.c) runs when it is applied; with no "hw" it is judged by
 * the run's profile (the commands' --hw). "iterations" stops the search
 * after that many iterations: with a seed, the same plan every time.
 * Any tactic may have a "name" used in reports. Unknown keys are errors, so
 * typos do not pass silently.
 *
 * cJSON keeps no positions, so diagnostics locate things with a small scan
 * of the text: the span of each top-level element, then the quoted key
 * inside it. Every error is "FILE:LINE:COL: error: ...". */
#include <math.h>
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
  /* The last position located: positions are mostly asked in increasing
   * order, so each is found from the previous one (not from the start). */
  size_t loc_off;
  pt_loc loc;
  pt_arena *arena;
} sched;

static pt_loc loc_of(sched *s, size_t off) {
  if (off > s->len) off = s->len;
  if (off < s->loc_off) {
    s->loc_off = 0;
    s->loc = (pt_loc){1, 1};
  }
  for (size_t i = s->loc_off; i < off; i++) {
    if (s->text[i] == '\n') {
      s->loc.line++;
      s->loc.col = 1;
    } else {
      s->loc.col++;
    }
  }
  s->loc_off = off;
  return s->loc;
}

static pt_status *err_at(sched *s, size_t off, const char *fmt, ...) PT_PRINTF(3, 4);
static pt_status *err_at(sched *s, size_t off, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *st = pt_error_atv(PT_ERR_INVALID_ARG, s->file, loc_of(s, off), fmt, ap);
  va_end(ap);
  return st;
}

/* A copy in the schedule's arena. Without memory "" stands in, so that the
 * reading goes on without a check per string; the arena remembers the
 * failure and pt_schedule_parse reports it. */
static const char *keep(sched *s, const char *str) {
  const char *k = pt_arena_strndup(s->arena, str, strlen(str));
  return k ? k : "";
}

/* Spans of the elements of the top-level array (the text is valid JSON,
 * cJSON said so); false without memory. */
static bool scan_elements(sched *s) {
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
      if (s->ends.len < s->starts.len && !pt_vec_try_push(&s->ends, i)) return false;
      if (c == ']') depth--;
      want = true;
      continue;
    }
    if (depth == 1 && want) {
      if (!pt_vec_try_push(&s->starts, i)) return false;
      want = false;
    }
    if (c == '"') in_str = true;
    else if (c == '[' || c == '{') {
      if (++depth == 1) want = true;
    } else if (c == ']' || c == '}') {
      depth--;
    }
  }
  while (s->ends.len < s->starts.len)
    if (!pt_vec_try_push(&s->ends, s->len)) return false;
  return true;
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

static pt_status *check_keys(sched *s, const cJSON *t, size_t at, size_t end, bool builtin) {
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

/* "axis": present and a string; whether the mesh has it is for applying. */
static pt_status *parse_axis(sched *s, const cJSON *t, size_t at, size_t end, pt_tactic *out) {
  const cJSON *a = cJSON_GetObjectItemCaseSensitive(t, "axis");
  if (!a) return err_at(s, at, "tactic has no \"axis\"");
  size_t off = find_key(s, at, end, "axis");
  if (!cJSON_IsString(a)) return err_at(s, off, "\"axis\" must be a string");
  out->axis = keep(s, a->valuestring);
  out->axis_loc = loc_of(s, off);
  return NULL;
}

/* "builtin": one name, or a list of names whose seeds form one tactic
 * (propagated together, so none has priority over the others). */
static pt_status *parse_builtin(sched *s, const cJSON *t, size_t at, size_t end, pt_tactic *out) {
  const cJSON *b = cJSON_GetObjectItemCaseSensitive(t, "builtin");
  size_t off = find_key(s, at, end, "builtin");
  bool list = cJSON_IsArray(b) && b->child;
  for (const cJSON *c = list ? b->child : NULL; c; c = c->next)
    if (!cJSON_IsString(c)) list = false;
  if (!cJSON_IsString(b) && !list)
    return err_at(s, off, "\"builtin\" must be a name or a non-empty list of names (of %s)", pt_builtin_list);
  out->prefixes[0] = "params";
  out->prefixes[1] = "opt_state";
  out->prefixes[2] = "batch";
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
      out->prefixes[k] = keep(s, c->valuestring);
    }
  }
  uint32_t n = list ? (uint32_t)cJSON_GetArraySize(b) : 1;
  const char **v = pt_arena_alloc(s->arena, n * sizeof *v);
  PT_TRY_ALLOC(v);
  pt_buf label = {0};
  for (uint32_t i = 0; i < n; i++) {
    const char *name = list ? cJSON_GetArrayItem(b, (int)i)->valuestring : b->valuestring;
    if (!pt_builtin_known(name)) {
      pt_buf_free(&label);
      return err_at(s, off, "unknown built-in tactic '%s' (known: %s)", name, pt_builtin_list);
    }
    v[i] = keep(s, name);
    pt_buf_printf(&label, "%s%s", i ? "+" : "", name);
  }
  out->builtins = v;
  out->n_builtins = n;
  out->builtin_loc = loc_of(s, off);
  bool ok = !label.failed;
  if (!out->name && ok) out->label = keep(s, label.data);
  pt_buf_free(&label);
  return ok ? NULL : pt_nomem();
}

static pt_status *parse_manual(sched *s, const cJSON *t, size_t at, size_t end, pt_tactic *out) {
  const cJSON *in = cJSON_GetObjectItemCaseSensitive(t, "inputs");
  if (!in) return err_at(s, at, "tactic has neither \"builtin\" nor \"inputs\"");
  size_t ioff = find_key(s, at, end, "inputs");
  if (!cJSON_IsObject(in)) return err_at(s, ioff, "\"inputs\" must be an object: selector -> dim or \"replicated\"");
  uint32_t n = (uint32_t)cJSON_GetArraySize(in), i = 0;
  pt_tactic_input *v = pt_arena_alloc(s->arena, (n ? n : 1) * sizeof *v);
  PT_TRY_ALLOC(v);
  for (const cJSON *c = in->child; c; c = c->next, i++) {
    size_t off = find_key(s, ioff, end, c->string);
    bool repl = cJSON_IsString(c) && strcmp(c->valuestring, "replicated") == 0;
    double d = cJSON_IsNumber(c) ? c->valuedouble : -1;
    if (!repl && !(d >= 0 && d < 256 && d == (double)(uint32_t)d))
      return err_at(s, off, "selector '%s': expected a dim (an integer from 0) or \"replicated\"", c->string);
    v[i] = (pt_tactic_input){.selector = keep(s, c->string),
                             .dim = repl ? PT_TACTIC_REPLICATED : (uint32_t)d,
                             .loc = loc_of(s, off)};
  }
  out->inputs = v;
  out->n_inputs = i;
  if (!out->name) out->label = "manual";
  return NULL;
}

/* {"from_annotations": KIND, "name": N}: a bad kind is an error at the key;
 * the annotations' own errors are in the model file (found on applying). */
static pt_status *parse_annotations(sched *s, const cJSON *t, size_t at, size_t end, pt_tactic *out) {
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
  out->kind = PT_TACTIC_ANNOTATIONS;
  out->annotations = keep(s, kind->valuestring);
  out->name = name ? keep(s, name->valuestring) : NULL;
  out->label = name ? out->name : "from_annotations";
  return NULL;
}

/* "80GB", "80 GB", "1.5TB", "512MiB", "8G", "1000000" (bytes): decimal
 * prefixes as profiles and reports print them, binary ones with "i". False
 * when s is not a positive size below 2^63 bytes. */
static bool parse_bytes(const char *s, uint64_t *out) {
  char *end;
  double v = strtod(s, &end);
  if (end == s || !(v > 0) || !isfinite(v)) return false;
  while (*end == ' ') end++;
  static const struct {
    const char *unit;
    double scale;
  } units[] = {{"", 1},        {"B", 1},          {"K", 1e3},         {"KB", 1e3},       {"M", 1e6},
               {"MB", 1e6},    {"G", 1e9},        {"GB", 1e9},        {"T", 1e12},       {"TB", 1e12},
               {"KiB", 1024.0}, {"MiB", 1048576.0}, {"GiB", 1073741824.0}, {"TiB", 1099511627776.0}};
  for (size_t i = 0; i < PT_ARRAY_LEN(units); i++) {
    if (strcmp(end, units[i].unit) != 0) continue;
    double b = v * units[i].scale;
    if (b < 1 || b >= 9.2e18) return false;
    *out = (uint64_t)b;
    return true;
  }
  return false;
}

/* {"auto": {"axes": [..], "hw": .., "memory_limit": .., "objective": ..,
 * "budget_s": .., "iterations": .., "seed": ..}, "name": N}: every field checked here, so
 * that a search never starts on a schedule with a typo. */
static pt_status *parse_auto(sched *s, const cJSON *t, size_t at, size_t end, pt_tactic *out) {
  for (const cJSON *c = t->child; c; c = c->next)
    if (strcmp(c->string, "auto") != 0 && strcmp(c->string, "name") != 0)
      return err_at(s, find_key(s, at, end, c->string),
                    "unknown key \"%s\" in an auto tactic (expected \"auto\", \"name\")", c->string);
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(t, "name");
  if (name && !cJSON_IsString(name)) return err_at(s, find_key(s, at, end, "name"), "\"name\" must be a string");
  const cJSON *a = cJSON_GetObjectItemCaseSensitive(t, "auto");
  size_t aoff = find_key(s, at, end, "auto");
  if (!cJSON_IsObject(a))
    return err_at(s, aoff, "\"auto\" must be an object, e.g. {\"axes\": [\"batch\", \"model\"], \"budget_s\": 30}");
  pt_auto_tactic *au = &out->autos;
  au->budget_s = PT_AUTO_DEFAULT_BUDGET_S;
  au->objective = PT_OBJECTIVE_STEP_TIME;
  for (const cJSON *c = a->child; c; c = c->next) {
    const char *k = c->string;
    size_t off = find_key(s, aoff, end, k);
    if (strcmp(k, "axes") == 0) {
      int n = cJSON_GetArraySize(c);
      if (!cJSON_IsArray(c) || n == 0)
        return err_at(s, off, "\"axes\" must be a non-empty list of mesh axis names");
      const char **v = pt_arena_alloc(s->arena, (size_t)n * sizeof *v);
      PT_TRY_ALLOC(v);
      uint32_t i = 0;
      for (const cJSON *x = c->child; x; x = x->next, i++) {
        if (!cJSON_IsString(x) || !*x->valuestring)
          return err_at(s, off, "\"axes\" must be a non-empty list of mesh axis names");
        for (uint32_t j = 0; j < i; j++)
          if (strcmp(v[j], x->valuestring) == 0) return err_at(s, off, "\"axes\" names '%s' twice", x->valuestring);
        v[i] = keep(s, x->valuestring);
      }
      au->axes = v;
      au->n_axes = i;
      au->axes_loc = loc_of(s, off);
    } else if (strcmp(k, "hw") == 0) {
      if (!cJSON_IsString(c) || !*c->valuestring)
        return err_at(s, off, "\"hw\" must be a hardware profile: a built-in name such as \"h100-sxm\" or a JSON file");
      au->hw = keep(s, c->valuestring);
    } else if (strcmp(k, "memory_limit") == 0) {
      bool ok = cJSON_IsString(c) ? parse_bytes(c->valuestring, &au->memory_limit)
                                  : cJSON_IsNumber(c) && c->valuedouble >= 1 && c->valuedouble < 9.2e18 &&
                                        (au->memory_limit = (uint64_t)c->valuedouble, true);
      if (!ok)
        return err_at(s, off, "\"memory_limit\" must be a positive size per device, such as \"80GB\", \"512MiB\" or "
                              "a number of bytes");
    } else if (strcmp(k, "objective") == 0) {
      if (!cJSON_IsString(c) || strcmp(c->valuestring, "step_time") != 0)
        return err_at(s, off, "\"objective\" must be \"step_time\" (the simulated time of one step)");
      au->objective = PT_OBJECTIVE_STEP_TIME;
    } else if (strcmp(k, "budget_s") == 0) {
      if (!cJSON_IsNumber(c) || !(c->valuedouble > 0) || !isfinite(c->valuedouble) || c->valuedouble > 1e7)
        return err_at(s, off, "\"budget_s\" must be a number of seconds above 0 (the search's time budget)");
      au->budget_s = c->valuedouble;
    } else if (strcmp(k, "seed") == 0 || strcmp(k, "iterations") == 0) {
      double d = cJSON_IsNumber(c) ? c->valuedouble : -1;
      if (!(d >= 0 && d <= 9007199254740992.0 && d == floor(d)))
        return err_at(s, off, "\"%s\" must be an integer from 0", k);
      *(k[0] == 's' ? &au->seed : &au->iterations) = (uint64_t)d;
    } else {
      return err_at(s, off,
                    "unknown key \"%s\" in \"auto\" (expected \"axes\", \"hw\", \"memory_limit\", \"objective\", "
                    "\"budget_s\", \"iterations\", \"seed\")",
                    k);
    }
  }
  if (!au->n_axes) return err_at(s, aoff, "\"auto\" has no \"axes\" (the mesh axes the search may decide)");
  out->kind = PT_TACTIC_AUTO;
  out->name = name ? keep(s, name->valuestring) : NULL;
  out->label = name ? out->name : "auto";
  return NULL;
}

static pt_status *parse_one(sched *s, const cJSON *t, size_t at, size_t end, pt_tactic *out) {
  *out = (pt_tactic){0};
  out->loc = loc_of(s, at);
  if (!cJSON_IsObject(t)) return err_at(s, at, "a tactic must be a JSON object");
  if (cJSON_GetObjectItemCaseSensitive(t, "from_annotations")) return parse_annotations(s, t, at, end, out);
  if (cJSON_GetObjectItemCaseSensitive(t, "auto")) return parse_auto(s, t, at, end, out);
  bool builtin = cJSON_GetObjectItemCaseSensitive(t, "builtin") != NULL;
  PT_TRY(check_keys(s, t, at, end, builtin));
  const cJSON *name = cJSON_GetObjectItemCaseSensitive(t, "name");
  if (name) out->name = out->label = keep(s, name->valuestring);
  PT_TRY(parse_axis(s, t, at, end, out));
  out->kind = builtin ? PT_TACTIC_BUILTIN : PT_TACTIC_MANUAL;
  return builtin ? parse_builtin(s, t, at, end, out) : parse_manual(s, t, at, end, out);
}

static pt_status *parse_all(sched *s, const cJSON *root, pt_schedule *out) {
  if (!cJSON_IsArray(root)) {
    size_t i = 0;
    while (i < s->len && strchr(" \t\r\n", s->text[i])) i++;
    return err_at(s, i, "a schedule is a JSON list of tactics, e.g. [{\"builtin\": \"BP\", \"axis\": \"batch\"}]");
  }
  PT_TRY_ALLOC(scan_elements(s));
  uint32_t n = (uint32_t)cJSON_GetArraySize(root), k = 0;
  if (n == 0) return err_at(s, 0, "the schedule has no tactics");
  out->tactics = pt_arena_alloc(s->arena, n * sizeof *out->tactics);
  PT_TRY_ALLOC(out->tactics);
  for (const cJSON *t = root->child; t; t = t->next, k++) {
    size_t at = k < s->starts.len ? s->starts.data[k] : 0, end = k < s->ends.len ? s->ends.data[k] : s->len;
    PT_TRY(parse_one(s, t, at, end, &out->tactics[k]));
    while (end > at && strchr(" \t\r\n", s->text[end - 1])) end--;
    out->tactics[k].text_begin = at;
    out->tactics[k].text_end = end;
    out->n = k + 1;
  }
  return NULL;
}

pt_status *pt_schedule_parse(const char *text, size_t len, const char *filename, pt_schedule *out) {
  *out = (pt_schedule){0};
  pt_arena_init(&out->arena);
  sched s = {text, len, filename ? filename : "<schedule>", {0}, {0}, 0, {1, 1}, &out->arena};
  out->file = keep(&s, s.file);
  const char *end = NULL;
  cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, 0);
  pt_status *st = NULL;
  if (!root) {
    size_t off = end && end >= text && end <= text + len ? (size_t)(end - text) : 0;
    size_t rest = off;
    while (rest < len && strchr(" \t\r\n", text[rest]) && text[rest]) rest++;
    st = rest >= len ? err_at(&s, len, "truncated schedule: unexpected end of the JSON text")
                     : err_at(&s, off, "invalid JSON in the schedule");
  } else {
    size_t tail = end && end >= text && end <= text + len ? (size_t)(end - text) : len;
    while (tail < len && strchr(" \t\r\n", text[tail]) && text[tail]) tail++;
    st = tail < len ? err_at(&s, tail, "unexpected text after the end of the schedule") : parse_all(&s, root, out);
    cJSON_Delete(root);
  }
  pt_vec_free(&s.starts);
  pt_vec_free(&s.ends);
  /* A string that fell back to "" (keep) is still a failure, and whatever
   * error it led to is a consequence of it. */
  if (out->arena.failed) {
    pt_status_free(st);
    st = pt_nomem();
  }
  if (st) pt_schedule_free(out);
  return st;
}

void pt_schedule_free(pt_schedule *s) {
  pt_arena_free(&s->arena);
  *s = (pt_schedule){0};
}
