/* hw.c - hardware profiles: loading (built-in or JSON), the link level a
 * mesh axis uses, and `host`, measured on this machine.
 *
 * JSON profiles (format in sim.h) are strict: unknown or repeated keys are
 * errors, every figure must be a positive finite number, "matmul_flops"
 * must give "f32" (other element types default to it), and "links" lists
 * 1..PT_HW_MAX_LEVELS levels from inner to outer with growing "devices"
 * (only the last may be 0, unbounded). "source" (default ""),
 * "algorithm" (default "ring") and "parallel_devices" (default 0) are
 * optional, and so are the accelerator keys: "tf32" among the
 * "matmul_flops", "fusion" (a boolean), "matmul_efficiency" (fractions in
 * (0, 1] per element type and "tf32"), "matmul_half_dim" and
 * "hbm_efficiency" (a fraction in (0, 1]).
 *
 * cJSON keeps no positions, so, as schedule.c does, errors are located by
 * scanning the text: the text is valid JSON by then, so a small walker over
 * objects and arrays finds the offset of a member's key or an element. */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cJSON.h>

#include "../runtime/runtime.h"
#include "../stablehlo/stablehlo.h"
#include "sim.h"

/* Defined in hw_builtin.c. */
bool pt_hw_builtin_profile(const char *name, pt_hw *out);

/* ---- locating things in the JSON text ---- */

typedef struct {
  const char *text;
  size_t len;
  const char *file;
} jsrc;

static pt_status *err_at(const jsrc *s, size_t off, const char *fmt, ...) PT_PRINTF(3, 4);
static pt_status *err_at(const jsrc *s, size_t off, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *st = pt_error_atv(PT_ERR_INVALID_ARG, s->file, pt_loc_at_offset(s->text, s->len, off), fmt, ap);
  va_end(ap);
  return st;
}

static size_t skip_ws(const jsrc *s, size_t i) {
  while (i < s->len && strchr(" \t\r\n", s->text[i]) && s->text[i]) i++;
  return i;
}

/* From an opening quote to just past the closing one. */
static size_t skip_string(const jsrc *s, size_t i) {
  for (i++; i < s->len; i++) {
    if (s->text[i] == '\\') i++;
    else if (s->text[i] == '"') return i + 1;
  }
  return s->len;
}

/* From the first character of a value to just past it. */
static size_t skip_value(const jsrc *s, size_t i) {
  if (i >= s->len) return s->len;
  if (s->text[i] == '"') return skip_string(s, i);
  if (s->text[i] == '{' || s->text[i] == '[') {
    int depth = 0;
    while (i < s->len) {
      char c = s->text[i];
      if (c == '"') {
        i = skip_string(s, i);
        continue;
      }
      if (c == '{' || c == '[') depth++;
      else if ((c == '}' || c == ']') && --depth == 0) return i + 1;
      i++;
    }
    return s->len;
  }
  while (i < s->len && !strchr(",]} \t\r\n", s->text[i])) i++;
  return i;
}

/* Whether a string or a bracket is still open at the end of the text. */
static bool unclosed(const jsrc *s) {
  int depth = 0;
  bool in_str = false;
  for (size_t i = 0; i < s->len; i++) {
    char c = s->text[i];
    if (in_str) {
      if (c == '\\') i++;
      else if (c == '"') in_str = false;
    } else if (c == '"') {
      in_str = true;
    } else if (c == '{' || c == '[') {
      depth++;
    } else if (c == '}' || c == ']') {
      depth--;
    }
  }
  return in_str || depth > 0;
}

/* Offset of the `nth` (0-based) member named `key` of the object at `obj`
 * (its '{'): of its key, or of its value with want_value. Falls back to
 * `obj` (e.g. for keys written with escapes). */
static size_t find_member(const jsrc *s, size_t obj, const char *key, uint32_t nth, bool want_value) {
  size_t kl = strlen(key), i = skip_ws(s, obj + 1);
  while (i < s->len && s->text[i] == '"') {
    size_t kend = skip_string(s, i);
    bool match = kend - i == kl + 2 && memcmp(s->text + i + 1, key, kl) == 0;
    size_t colon = skip_ws(s, kend);
    size_t val = skip_ws(s, colon + 1);
    if (match && nth-- == 0) return want_value ? val : i;
    i = skip_ws(s, skip_value(s, val));
    if (i < s->len && s->text[i] == ',') i = skip_ws(s, i + 1);
  }
  return obj;
}

/* Offset of element `index` of the array at `arr` (its '['), else `arr`. */
static size_t find_element(const jsrc *s, size_t arr, uint32_t index) {
  size_t i = skip_ws(s, arr + 1);
  for (uint32_t k = 0; i < s->len && s->text[i] != ']'; k++) {
    if (k == index) return i;
    i = skip_ws(s, skip_value(s, i));
    if (i < s->len && s->text[i] == ',') i = skip_ws(s, i + 1);
  }
  return arr;
}

/* ---- reading a profile ---- */

static const char *const profile_keys[] = {"name",           "source",           "matmul_flops",
                                           "conv_efficiency", "conv_window_overhead", "gemm_overhead", "gemm_element_cost", "vector_flops",
                                           "transcendental_flops", "copy_elements", "hbm_bandwidth",
                                           "hbm_capacity",   "op_overhead",      "links",
                                           "algorithm",      "parallel_devices", "oversubscribed_barrier",
                                           "fusion",         "matmul_efficiency", "matmul_half_dim", "hbm_efficiency"};
static const char *const link_keys[] = {"name", "devices", "bandwidth", "latency"};

static void list_keys(pt_buf *b, const char *const *keys, size_t n) {
  for (size_t i = 0; i < n; i++) pt_buf_printf(b, "%s\"%s\"", i ? ", " : "", keys[i]);
}

/* Unknown and repeated keys of object `o` (at offset `at`); `where` names
 * the object in messages ("the profile", "link 2"). */
static pt_status *check_keys(const jsrc *s, const cJSON *o, size_t at, const char *where, const char *const *keys,
                             size_t n_keys) {
  for (const cJSON *c = o->child; c; c = c->next) {
    uint32_t nth = 0;
    for (const cJSON *p = o->child; p != c; p = p->next)
      if (strcmp(p->string, c->string) == 0) nth++;
    if (nth) return err_at(s, find_member(s, at, c->string, nth, false), "repeated key \"%s\" in %s", c->string, where);
    bool known = false;
    for (size_t k = 0; k < n_keys && !known; k++) known = strcmp(keys[k], c->string) == 0;
    if (!known) {
      pt_buf expected = {0};
      list_keys(&expected, keys, n_keys);
      if (expected.failed) {
        pt_buf_free(&expected);
        return pt_nomem();
      }
      pt_status *st = err_at(s, find_member(s, at, c->string, 0, false), "unknown key \"%s\" in %s (expected %s)",
                             c->string, where, expected.data);
      pt_buf_free(&expected);
      return st;
    }
  }
  return NULL;
}

/* A required positive finite number `key` of object `o` (at `at`). */
static pt_status *get_figure(const jsrc *s, const cJSON *o, size_t at, const char *where, const char *key,
                             const char *unit, double *out) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  if (!v) return err_at(s, at, "%s has no \"%s\" (%s)", where, key, unit);
  if (!cJSON_IsNumber(v) || !isfinite(v->valuedouble) || v->valuedouble <= 0) {
    size_t off = find_member(s, at, key, 0, true);
    if (cJSON_IsNumber(v))
      return err_at(s, off, "\"%s\" in %s must be a positive number (%s), got %g", key, where, unit, v->valuedouble);
    return err_at(s, off, "\"%s\" in %s must be a positive number (%s)", key, where, unit);
  }
  *out = v->valuedouble;
  return NULL;
}

/* A string `key` copied into out[cap]; `required` or left as is. */
static pt_status *get_string(const jsrc *s, const cJSON *o, size_t at, const char *where, const char *key,
                             bool required, char *out, size_t cap) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  if (!v) return required ? err_at(s, at, "%s has no \"%s\"", where, key) : NULL;
  size_t off = find_member(s, at, key, 0, true);
  if (!cJSON_IsString(v)) return err_at(s, off, "\"%s\" in %s must be a string", key, where);
  size_t n = strlen(v->valuestring);
  if (required && n == 0) return err_at(s, off, "\"%s\" in %s must not be empty", key, where);
  if (n >= cap) return err_at(s, off, "\"%s\" in %s is too long (%zu characters, at most %zu)", key, where, n, cap - 1);
  memcpy(out, v->valuestring, n + 1);
  return NULL;
}

/* A whole number in [0, 2^31) for `key`. */
static pt_status *get_count(const jsrc *s, const cJSON *o, size_t at, const char *where, const char *key,
                            bool required, uint32_t *out) {
  const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
  if (!v) return required ? err_at(s, at, "%s has no \"%s\"", where, key) : NULL;
  if (!cJSON_IsNumber(v) || !(v->valuedouble >= 0 && v->valuedouble < 2147483648.0) ||
      v->valuedouble != floor(v->valuedouble))
    return err_at(s, find_member(s, at, key, 0, true), "\"%s\" in %s must be a whole number >= 0", key, where);
  *out = (uint32_t)v->valuedouble;
  return NULL;
}

/* An object `key` of figures per element type (and "tf32"), e.g.
 * "matmul_flops" or "matmul_efficiency" (fractions: max_one). */
static pt_status *parse_per_dtype(const jsrc *s, const cJSON *root, size_t root_at, const char *key, const char *unit,
                                  bool max_one, double *per_dtype, double *tf32) {
  const cJSON *mf = cJSON_GetObjectItemCaseSensitive(root, key);
  size_t at = find_member(s, root_at, key, 0, true);
  char where[40];
  snprintf(where, sizeof where, "\"%s\"", key);
  if (!cJSON_IsObject(mf))
    return err_at(s, at, "%s must be an object: element type -> %s, e.g. {\"f32\": %s}", where, unit,
                  max_one ? "0.7" : "19.5e12");
  for (const cJSON *c = mf->child; c; c = c->next) {
    uint32_t nth = 0;
    for (const cJSON *p = mf->child; p != c; p = p->next)
      if (strcmp(p->string, c->string) == 0) nth++;
    if (nth) return err_at(s, find_member(s, at, c->string, nth, false), "repeated key \"%s\" in %s", c->string, where);
    double v;
    if (strcmp(c->string, "tf32") == 0) {
      PT_TRY(get_figure(s, mf, at, where, c->string, unit, &v));
      *tf32 = v;
      continue;
    }
    pt_dtype dt;
    if (!pt_dtype_parse(c->string, (uint32_t)strlen(c->string), &dt)) {
      pt_buf known = {0};
      for (int t = 0; t < PT_DTYPE_COUNT; t++) pt_buf_printf(&known, "%s%s", t ? ", " : "", pt_dtype_name((pt_dtype)t));
      if (known.failed) {
        pt_buf_free(&known);
        return pt_nomem();
      }
      pt_status *st = err_at(s, find_member(s, at, c->string, 0, false),
                             "unknown element type \"%s\" in %s (known: %s, tf32)", c->string, where, known.data);
      pt_buf_free(&known);
      return st;
    }
    PT_TRY(get_figure(s, mf, at, where, c->string, unit, &v));
    if (max_one && v > 1)
      return err_at(s, find_member(s, at, c->string, 0, true), "\"%s\" in %s must be a fraction in (0, 1], got %g",
                    c->string, where, v);
    per_dtype[dt] = v;
  }
  return NULL;
}

static pt_status *parse_matmul_flops(const jsrc *s, const cJSON *root, size_t root_at, pt_hw *out) {
  const cJSON *mf = cJSON_GetObjectItemCaseSensitive(root, "matmul_flops");
  if (!mf) return err_at(s, root_at, "the profile has no \"matmul_flops\" (an object: element type -> FLOP/s)");
  size_t key_at = find_member(s, root_at, "matmul_flops", 0, false);
  PT_TRY(parse_per_dtype(s, root, root_at, "matmul_flops", "FLOP/s", false, out->matmul_flops, &out->tf32_flops));
  if (out->matmul_flops[PT_DTYPE_F32] <= 0)
    return err_at(s, key_at, "\"matmul_flops\" has no \"f32\" rate (required: element types not listed use it)");
  return NULL;
}

static pt_status *parse_links(const jsrc *s, const cJSON *root, size_t root_at, pt_hw *out) {
  const cJSON *links = cJSON_GetObjectItemCaseSensitive(root, "links");
  if (!links) return err_at(s, root_at, "the profile has no \"links\" (link levels, inner to outer)");
  size_t at = find_member(s, root_at, "links", 0, true);
  int n = cJSON_IsArray(links) ? cJSON_GetArraySize(links) : -1;
  if (n < 1 || n > PT_HW_MAX_LEVELS)
    return err_at(s, at, "\"links\" must be a list of 1 to %d link levels, inner to outer", PT_HW_MAX_LEVELS);
  out->n_links = (uint32_t)n;
  uint32_t i = 0;
  for (const cJSON *l = links->child; l; l = l->next, i++) {
    size_t lat = find_element(s, at, i);
    char where[32];
    snprintf(where, sizeof where, "link %u", i + 1);
    if (!cJSON_IsObject(l))
      return err_at(s, lat, "%s must be an object with \"name\", \"devices\", \"bandwidth\", \"latency\"", where);
    pt_hw_link *k = &out->links[i];
    PT_TRY(check_keys(s, l, lat, where, link_keys, PT_ARRAY_LEN(link_keys)));
    PT_TRY(get_string(s, l, lat, where, "name", true, k->name, sizeof k->name));
    PT_TRY(get_count(s, l, lat, where, "devices", true, &k->devices));
    PT_TRY(get_figure(s, l, lat, where, "bandwidth", "bytes/s one device sends", &k->bandwidth));
    PT_TRY(get_figure(s, l, lat, where, "latency", "seconds per collective step", &k->latency));
    size_t dev_at = find_member(s, lat, "devices", 0, true);
    if (k->devices == 0 && i + 1 < (uint32_t)n)
      return err_at(s, dev_at, "only the last link level may have \"devices\": 0 (unbounded); %s is followed by %s",
                    where, n - (int)i - 1 == 1 ? "another level" : "other levels");
    if (i > 0 && k->devices != 0 && k->devices <= out->links[i - 1].devices)
      return err_at(s, dev_at,
                    "%s connects %u devices, no more than link %u (%u): levels go from inner to outer, "
                    "each wider than the last",
                    where, k->devices, i, out->links[i - 1].devices);
  }
  return NULL;
}

static pt_status *parse_profile(const jsrc *s, const cJSON *root, size_t at, pt_hw *out) {
  PT_TRY(check_keys(s, root, at, "the profile", profile_keys, PT_ARRAY_LEN(profile_keys)));
  PT_TRY(get_string(s, root, at, "the profile", "name", true, out->name, sizeof out->name));
  PT_TRY(get_string(s, root, at, "the profile", "source", false, out->source, sizeof out->source));
  PT_TRY(parse_matmul_flops(s, root, at, out));
  out->conv_efficiency = 1;
  if (cJSON_GetObjectItemCaseSensitive(root, "conv_efficiency"))
    PT_TRY(get_figure(s, root, at, "the profile", "conv_efficiency", "a fraction of the matmul rate",
                      &out->conv_efficiency));
  if (cJSON_GetObjectItemCaseSensitive(root, "conv_window_overhead"))
    PT_TRY(get_figure(s, root, at, "the profile", "conv_window_overhead",
                      "seconds per convolution output position and window position", &out->conv_window_overhead));
  if (cJSON_GetObjectItemCaseSensitive(root, "gemm_overhead"))
    PT_TRY(get_figure(s, root, at, "the profile", "gemm_overhead", "seconds per gemm call", &out->gemm_overhead));
  if (cJSON_GetObjectItemCaseSensitive(root, "gemm_element_cost"))
    PT_TRY(get_figure(s, root, at, "the profile", "gemm_element_cost", "seconds per gemm operand and result element",
                      &out->gemm_element_cost));
  PT_TRY(get_figure(s, root, at, "the profile", "vector_flops", "FLOP/s of elementwise work", &out->vector_flops));
  if (cJSON_GetObjectItemCaseSensitive(root, "copy_elements"))
    PT_TRY(get_figure(s, root, at, "the profile", "copy_elements", "elements/s of data-movement ops",
                      &out->copy_elements));
  if (cJSON_GetObjectItemCaseSensitive(root, "transcendental_flops"))
    PT_TRY(get_figure(s, root, at, "the profile", "transcendental_flops", "elements/s of exp, log, tanh, ...",
                      &out->transcendental_flops));
  PT_TRY(get_figure(s, root, at, "the profile", "hbm_bandwidth", "bytes/s", &out->hbm_bandwidth));
  PT_TRY(get_figure(s, root, at, "the profile", "hbm_capacity", "bytes per device", &out->hbm_capacity));
  PT_TRY(get_figure(s, root, at, "the profile", "op_overhead", "seconds per op", &out->op_overhead));
  const cJSON *fu = cJSON_GetObjectItemCaseSensitive(root, "fusion");
  if (fu) {
    if (!cJSON_IsBool(fu))
      return err_at(s, find_member(s, at, "fusion", 0, true),
                    "\"fusion\" must be true (kernels fused as XLA's GPU compiler fuses them) or false");
    out->fusion = cJSON_IsTrue(fu);
  }
  if (cJSON_GetObjectItemCaseSensitive(root, "matmul_efficiency"))
    PT_TRY(parse_per_dtype(s, root, at, "matmul_efficiency", "a fraction of the matmul rate", true,
                           out->matmul_efficiency, &out->tf32_efficiency));
  if (out->tf32_efficiency > 1)
    return err_at(s, find_member(s, at, "matmul_efficiency", 0, true),
                  "\"tf32\" in \"matmul_efficiency\" must be a fraction in (0, 1], got %g", out->tf32_efficiency);
  if (cJSON_GetObjectItemCaseSensitive(root, "matmul_half_dim"))
    PT_TRY(get_figure(s, root, at, "the profile", "matmul_half_dim",
                      "the matmul dimension at which the rate halves", &out->matmul_half_dim));
  if (cJSON_GetObjectItemCaseSensitive(root, "hbm_efficiency")) {
    PT_TRY(get_figure(s, root, at, "the profile", "hbm_efficiency", "a fraction of hbm_bandwidth",
                      &out->hbm_efficiency));
    if (out->hbm_efficiency > 1)
      return err_at(s, find_member(s, at, "hbm_efficiency", 0, true),
                    "\"hbm_efficiency\" must be a fraction in (0, 1], got %g", out->hbm_efficiency);
  }
  PT_TRY(parse_links(s, root, at, out));
  const cJSON *alg = cJSON_GetObjectItemCaseSensitive(root, "algorithm");
  if (alg) {
    if (!cJSON_IsString(alg) || strcmp(alg->valuestring, "ring") != 0) {
      size_t off = find_member(s, at, "algorithm", 0, true);
      if (cJSON_IsString(alg)) return err_at(s, off, "unknown \"algorithm\" \"%s\" (known: \"ring\")", alg->valuestring);
      return err_at(s, off, "\"algorithm\" must be a string (known: \"ring\")");
    }
    out->algorithm = PT_COLL_ALGO_RING;
  }
  PT_TRY(get_count(s, root, at, "the profile", "parallel_devices", false, &out->parallel_devices));
  if (cJSON_GetObjectItemCaseSensitive(root, "oversubscribed_barrier"))
    PT_TRY(get_figure(s, root, at, "the profile", "oversubscribed_barrier",
                      "seconds per barrier and per device-per-core ratio", &out->oversubscribed_barrier));
  return NULL;
}

pt_status *pt_hw_parse(const char *text, size_t len, const char *filename, pt_hw *out) {
  memset(out, 0, sizeof *out);
  jsrc s = {text, len, filename ? filename : "<profile>"};
  const char *end = NULL;
  cJSON *root = cJSON_ParseWithLengthOpts(text, len, &end, 0);
  if (!root) {
    size_t off = end && end >= text && end <= text + len ? (size_t)(end - text) : 0;
    /* cJSON stops at the last token it read; when the text ends right
     * after it with brackets or a string still open, the text is cut. */
    if (skip_ws(&s, skip_value(&s, skip_ws(&s, off))) >= len && unclosed(&s))
      return err_at(&s, len, "truncated profile: unexpected end of the JSON text");
    return err_at(&s, off, "invalid JSON in the hardware profile");
  }
  size_t tail = end && end >= text && end <= text + len ? (size_t)(end - text) : len;
  size_t at = skip_ws(&s, 0);
  pt_status *st = NULL;
  if (skip_ws(&s, tail) < len) st = err_at(&s, skip_ws(&s, tail), "unexpected text after the end of the profile");
  else if (!cJSON_IsObject(root)) st = err_at(&s, at, "a hardware profile is a JSON object (see examples/hw/)");
  else st = parse_profile(&s, root, at, out);
  cJSON_Delete(root);
  if (st) memset(out, 0, sizeof *out);
  return st;
}

static void list_builtins(pt_buf *b) {
  for (size_t i = 0; pt_hw_builtin_names[i]; i++) pt_buf_printf(b, "%s%s", i ? ", " : "", pt_hw_builtin_names[i]);
}

pt_status *pt_hw_load(const char *name_or_path, pt_hw *out) {
  memset(out, 0, sizeof *out);
  if (strcmp(name_or_path, "host") == 0) return pt_hw_calibrate_host(out);
  if (pt_hw_builtin_profile(name_or_path, out)) return NULL;
  char *text = NULL;
  size_t len = 0;
  pt_status *st = pt_read_file(name_or_path, &text, &len);
  if (st) {
    /* A bare word is a mistyped built-in more often than a missing file. */
    size_t n = strlen(name_or_path);
    bool looks_like_path = strchr(name_or_path, '/') || (n > 5 && strcmp(name_or_path + n - 5, ".json") == 0);
    pt_buf known = {0};
    list_builtins(&known);
    pt_status *named =
        known.failed ? pt_nomem()
        : looks_like_path
            ? pt_status_make(pt_status_code(st), "%s (built-in profiles: %s)", pt_status_message(st), known.data)
            : pt_status_make(PT_ERR_INVALID_ARG,
                             "error: unknown hardware profile '%s' (built-in profiles: %s; or a path to a JSON profile)",
                             name_or_path, known.data);
    pt_buf_free(&known);
    pt_status_free(st);
    return named;
  }
  st = pt_hw_parse(text, len, name_or_path, out);
  free(text);
  return st;
}

/* ---- link levels ---- */

const pt_hw_link *pt_hw_link_for(const pt_hw *hw, const pt_mesh *mesh, uint32_t axes_mask) {
  if (hw->n_links == 0) return NULL;
  uint32_t level = 0;
  for (uint32_t a = 0; a < mesh->n_axes; a++) {
    if (!(axes_mask & (1u << a))) continue;
    int64_t span = pt_mesh_stride(mesh, a) * mesh->sizes[a];
    uint32_t l = 0;
    while (l + 1 < hw->n_links && hw->links[l].devices != 0 && (int64_t)hw->links[l].devices < span) l++;
    /* The slowest level among the axes': the collective waits for it.
     * Levels normally slow down outwards; ties go to the outer one. */
    if (hw->links[l].bandwidth < hw->links[level].bandwidth ||
        (hw->links[l].bandwidth == hw->links[level].bandwidth && l > level))
      level = l;
  }
  return &hw->links[level];
}

/* ---- host calibration ---- */

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static pt_status *parse_text(const char *what, const char *text, pt_module **out) {
  *out = NULL;
  pt_status *st = pt_parse_module(what, text, strlen(text), out);
  if (!st) st = pt_verify_module(*out);
  if (st && *out) {
    pt_module_free(*out);
    *out = NULL;
  }
  return st;
}

/* Best wall time of `reps` thread-runtime runs of @main of `text` on a
 * mesh of `n_devices` devices, each given the same `n_inputs` inputs. */
static pt_status *time_runtime(const char *what, const char *text, pt_tensor *inputs, uint32_t n_inputs,
                               uint32_t n_devices, int reps, double *best) {
  pt_module *m = NULL;
  if (!text) return pt_nomem(); /* program() could not make it */
  PT_TRY(parse_text(what, text, &m));
  pt_mesh mesh;
  char mesh_text[32];
  snprintf(mesh_text, sizeof mesh_text, "d=%u", n_devices);
  pt_status *st = pt_mesh_parse(mesh_text, &mesh);
  pt_tensor **per_device = st ? NULL : pt_malloc(n_devices * sizeof *per_device);
  if (!st && !per_device) st = pt_nomem();
  for (uint32_t d = 0; d < n_devices && per_device; d++) per_device[d] = inputs;
  *best = INFINITY;
  for (int r = 0; r < reps && !st; r++) {
    pt_tensor **outs = NULL;
    uint32_t n_out = 0;
    pt_runtime_stats stats;
    memset(&stats, 0, sizeof stats);
    double t0 = now_seconds();
    st = pt_runtime_run(m, 0, &mesh, per_device, n_inputs, NULL, &outs, &n_out, &stats);
    double t = now_seconds() - t0;
    if (!st) {
      if (t < *best) *best = t;
      pt_runtime_outputs_free(outs, n_devices, n_out);
    }
    pt_runtime_stats_free(&stats);
  }
  free(per_device);
  pt_module_free(m);
  return st ? pt_status_annotate(st, "calibrating host (%s)", what) : NULL;
}

/* Text of a function of `n_ops` lines produced by `line(buf, i)`. */
typedef void (*line_fn)(pt_buf *b, uint32_t i, const void *ctx);

static char *program(const char *header, uint32_t n_ops, line_fn line, const void *ctx, const char *footer) {
  pt_buf b = {0};
  if (!header || !footer) return NULL; /* their buffers failed */
  pt_buf_printf(&b, "%s", header);
  for (uint32_t i = 0; i < n_ops; i++) line(&b, i, ctx);
  pt_buf_printf(&b, "%s", footer);
  char *text = NULL;
  pt_status_free(pt_buf_take(&b, &text, NULL)); /* NULL text: out of memory */
  return text;
}

/* %v(i+1) = %vi + %y: a chain, so no op can be skipped or reordered. */
static void add_line(pt_buf *b, uint32_t i, const void *ctx) {
  pt_buf_printf(b, "  %%v%u = stablehlo.add %%v%u, %%y : %s\n", i + 1, i, (const char *)ctx);
}

/* %v(i+1) = transpose(%vi) of a square matrix. */
static void transpose_line(pt_buf *b, uint32_t i, const void *ctx) {
  pt_buf_printf(b, "  %%v%u = stablehlo.transpose %%v%u, dims = [1, 0] : (%s) -> %s\n", i + 1, i, (const char *)ctx,
                (const char *)ctx);
}

/* %v(i+1) = tanh(%vi). */
static void tanh_line(pt_buf *b, uint32_t i, const void *ctx) {
  pt_buf_printf(b, "  %%v%u = stablehlo.tanh %%v%u : %s\n", i + 1, i, (const char *)ctx);
}

/* An all_gather of %x over every device; only the last one's result is
 * returned. */
typedef struct {
  int64_t n;        /* operand elements */
  uint32_t devices; /* in the group (all of them) */
} gather_ctx;

static void gather_line(pt_buf *b, uint32_t i, const void *ctx) {
  const gather_ctx *g = ctx;
  pt_buf_printf(b,
                "  %%g%u = \"stablehlo.all_gather\"(%%x) <{all_gather_dim = 0 : i64, channel_handle = "
                "#stablehlo.channel_handle<handle = %u, type = 1>, replica_groups = dense<[[",
                i + 1, i + 1);
  for (uint32_t d = 0; d < g->devices; d++) pt_buf_printf(b, "%s%u", d ? ", " : "", d);
  pt_buf_printf(b, "]]> : tensor<1x%uxi64>, use_global_device_ids}> : (tensor<%lldxf32>) -> tensor<%lldxf32>\n",
                g->devices, (long long)g->n, (long long)(g->devices * g->n));
}

static pt_status *alloc_f32(pt_tensor *t, int64_t n, int64_t m, uint32_t rank) {
  int64_t dims[2] = {n, m};
  PT_TRY(pt_tensor_alloc(t, PT_DTYPE_F32, rank, dims));
  pt_tensor_fill_random(t, 1, PT_FILL_UNIFORM);
  return NULL;
}

/* Times a chain of `n_ops` adds (or tanh) on f32 vectors of `n` elements,
 * on `n_devices` device threads at once. With keep_all every value is
 * returned, so no op may reuse its operand's buffer: each allocates its
 * result, as most ops of a real program do. */
static pt_status *time_add_chain(int64_t n, uint32_t n_ops, uint32_t n_devices, int reps, bool keep_all, int kind,
                                 double *best) {
  char type[64];
  if (kind == 2) snprintf(type, sizeof type, "tensor<128x%lldxf32>", (long long)(n / 128));
  else snprintf(type, sizeof type, "tensor<%lldxf32>", (long long)n);
  pt_buf head = {0};
  pt_buf_printf(&head, "func.func @main(%%v0: %s, %%y: %s) -> (", type, type);
  for (uint32_t i = keep_all ? 1 : n_ops; i <= n_ops; i++) pt_buf_printf(&head, "%s%s", i > (keep_all ? 1 : n_ops) ? ", " : "", type);
  pt_buf_puts(&head, ") {\n");
  pt_buf foot = {0};
  pt_buf_puts(&foot, "  return");
  for (uint32_t i = keep_all ? 1 : n_ops; i <= n_ops; i++) pt_buf_printf(&foot, "%s %%v%u", i > (keep_all ? 1 : n_ops) ? "," : "", i);
  pt_buf_puts(&foot, " :");
  for (uint32_t i = keep_all ? 1 : n_ops; i <= n_ops; i++) pt_buf_printf(&foot, "%s %s", i > (keep_all ? 1 : n_ops) ? "," : "", type);
  pt_buf_puts(&foot, "\n}\n");
  char *text = program(head.failed ? NULL : head.data, n_ops, kind == 1 ? tanh_line : kind == 2 ? transpose_line : add_line, type, foot.failed ? NULL : foot.data);
  pt_buf_free(&head);
  pt_buf_free(&foot);
  pt_tensor in[2];
  memset(in, 0, sizeof in);
  pt_status *st = kind == 2 ? alloc_f32(&in[0], 128, n / 128, 2) : alloc_f32(&in[0], n, 1, 1);
  if (!st) st = kind == 2 ? alloc_f32(&in[1], 128, n / 128, 2) : alloc_f32(&in[1], n, 1, 1);
  if (!st) st = time_runtime(kind == 2 ? "transpose" : "elementwise", text, in, 2, n_devices, reps, best);
  pt_tensor_free(&in[0]);
  pt_tensor_free(&in[1]);
  free(text);
  return st;
}

/* A contraction workload of the calibration: op i computes %x(i+1) from
 * %k and either %xi (chained: the result has the operand's shape) or %x0
 * (independent ops whose results die at once). */
typedef struct {
  const char *name;
  bool conv;    /* 3x3 convolution, padding 1, NHWC x HWIO; else dot_general contracting [1] x [0] */
  bool chained;
  uint32_t rank;
  int64_t x[4], k[4], r[4]; /* operand, kernel and result dims */
} contraction;

/* 256x256x256 matmuls: the gemm rate. */
static const contraction DOT_LARGE = {"dot", false, true, 2, {256, 256}, {256, 256}, {256, 256}};
/* 16x16x16 matmuls: all call overhead. */
static const contraction DOT_TINY = {"dot16", false, true, 2, {16, 16}, {16, 16}, {16, 16}};
/* [256x16] x [16x256] outer products: many elements per flop. */
static const contraction DOT_OUTER = {"dot_outer", false, false, 2, {256, 16}, {16, 256}, {256, 256}};
/* 3x3 convolutions of 4x16x16x32 images with 32 output features. */
static const contraction CONV_WIDE = {"conv", true, true, 4, {4, 16, 16, 32}, {3, 3, 32, 32}, {4, 16, 16, 32}};
/* ... of 4x32x32x1 images with 1: all window gathering, no arithmetic. */
static const contraction CONV_THIN = {"conv1", true, true, 4, {4, 32, 32, 1}, {3, 3, 1, 1}, {4, 32, 32, 1}};

static void tensor_type(pt_buf *b, uint32_t rank, const int64_t *dims) {
  pt_buf_puts(b, "tensor<");
  for (uint32_t d = 0; d < rank; d++) pt_buf_printf(b, "%lldx", (long long)dims[d]);
  pt_buf_puts(b, "f32>");
}

static void contraction_line(pt_buf *b, uint32_t i, const void *ctx) {
  const contraction *c = ctx;
  uint32_t in = c->chained ? i : 0;
  if (c->conv)
    pt_buf_printf(b,
                  "  %%x%u = stablehlo.convolution(%%x%u, %%k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
                  "window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], "
                  "reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (",
                  i + 1, in);
  else
    pt_buf_printf(b, "  %%x%u = stablehlo.dot_general %%x%u, %%k, contracting_dims = [1] x [0] : (", i + 1, in);
  tensor_type(b, c->rank, c->x);
  pt_buf_puts(b, ", ");
  tensor_type(b, c->rank, c->k);
  pt_buf_puts(b, ") -> ");
  tensor_type(b, c->rank, c->r);
  pt_buf_puts(b, "\n");
}

/* Times `n_ops` ops of workload `c` on `n_devices` device threads at once. */
static pt_status *time_contractions(const contraction *c, uint32_t n_ops, uint32_t n_devices, int reps, double *best) {
  pt_buf head = {0}, foot = {0};
  pt_buf_puts(&head, "func.func @main(%x0: ");
  tensor_type(&head, c->rank, c->x);
  pt_buf_puts(&head, ", %k: ");
  tensor_type(&head, c->rank, c->k);
  pt_buf_puts(&head, ") -> ");
  tensor_type(&head, c->rank, c->r);
  pt_buf_puts(&head, " {\n");
  pt_buf_printf(&foot, "  return %%x%u : ", n_ops);
  tensor_type(&foot, c->rank, c->r);
  pt_buf_puts(&foot, "\n}\n");
  char *text = program(head.failed ? NULL : head.data, n_ops, contraction_line, c, foot.failed ? NULL : foot.data);
  pt_buf_free(&head);
  pt_buf_free(&foot);
  pt_tensor in[2];
  memset(in, 0, sizeof in);
  pt_status *st = pt_tensor_alloc(&in[0], PT_DTYPE_F32, c->rank, c->x);
  if (!st) st = pt_tensor_alloc(&in[1], PT_DTYPE_F32, c->rank, c->k);
  /* Small values: a chain of products must not overflow into infinities. */
  if (!st)
    for (uint32_t t = 0; t < 2; t++) {
      float *f = in[t].data;
      for (uint64_t e = 0; e < in[t].nbytes / 4; e++) f[e] = (float)((e * 7919 % 13) * 1e-3);
    }
  if (!st) st = time_runtime(c->name, text, in, 2, n_devices, reps, best);
  pt_tensor_free(&in[0]);
  pt_tensor_free(&in[1]);
  free(text);
  return st;
}

/* Per-op time of a workload: (time of k + 1 ops - time of 1 op) / k, so
 * thread start-up and the first op's cold caches cancel; each time is the
 * best of a few runs and k makes the chain long (milliseconds) next to
 * the noise of starting threads. */
typedef pt_status *(*chain_timer)(const void *ctx, uint32_t n_ops, double *best);

static pt_status *per_op(chain_timer timer, const void *ctx, uint32_t k, double *out) {
  double t1, tk;
  PT_TRY(timer(ctx, 1, &t1));
  PT_TRY(timer(ctx, k + 1, &tk));
  *out = (tk - t1) / k;
  return NULL;
}

typedef struct {
  int64_t n;
  uint32_t devices;
  bool keep_all;
  int kind; /* 0 add, 1 tanh, 2 transpose (n = 128 x n/128) */
} add_ctx;

static pt_status *add_timer(const void *ctx, uint32_t n_ops, double *best) {
  const add_ctx *a = ctx;
  return time_add_chain(a->n, n_ops, a->devices, 5, a->keep_all, a->kind, best);
}

typedef struct {
  const contraction *workload;
  uint32_t devices;
} contraction_ctx;

static pt_status *contraction_timer(const void *ctx, uint32_t n_ops, double *best) {
  const contraction_ctx *c = ctx;
  return time_contractions(c->workload, n_ops, c->devices, 5, best);
}

/* Times `n_gathers` all_gathers of `n`-element f32 operands on `devices`
 * devices. */
static pt_status *time_gathers(int64_t n, uint32_t devices, uint32_t n_gathers, int reps, double *best) {
  gather_ctx g = {n, devices};
  pt_buf head = {0};
  pt_buf_printf(&head, "func.func @main(%%x: tensor<%lldxf32>) -> tensor<%lldxf32> {\n", (long long)n,
                (long long)(devices * n));
  pt_buf foot = {0};
  pt_buf_printf(&foot, "  return %%g%u : tensor<%lldxf32>\n}\n", n_gathers, (long long)(devices * n));
  char *text = program(head.failed ? NULL : head.data, n_gathers, gather_line, &g, foot.failed ? NULL : foot.data);
  pt_buf_free(&head);
  pt_buf_free(&foot);
  pt_tensor x;
  memset(&x, 0, sizeof x);
  pt_status *st = alloc_f32(&x, n, 1, 1);
  if (!st) st = time_runtime("all_gather", text, &x, 1, devices, reps, best);
  pt_tensor_free(&x);
  free(text);
  return st;
}

/* A measured rate can come out absurd when a difference of two noisy
 * times is tiny; keep every figure positive and finite. */
static double at_least(double v, double floor_value) { return isfinite(v) && v > floor_value ? v : floor_value; }

pt_status *pt_hw_calibrate_host(pt_hw *out) {
  memset(out, 0, sizeof *out);
  snprintf(out->name, sizeof out->name, "host");
  snprintf(out->source, sizeof out->source,
           "measured on this machine (reference interpreter on every core at once, and the thread runtime's "
           "collectives)");
  long cores = sysconf(_SC_NPROCESSORS_ONLN);
  out->parallel_devices = cores > 0 ? (uint32_t)cores : 1;
  uint32_t busy = out->parallel_devices;

  /* Per-op overhead: adds of 4 elements, whose arithmetic is nil, each
   * allocating its result. */
  double t;
  add_ctx tiny = {4, busy, true, 0};
  PT_TRY(per_op(add_timer, &tiny, 400, &t));
  out->op_overhead = at_least(t, 1e-9);

  /* Matmul: 256x256x256 f32 dot_generals. */
  contraction_ctx dot = {&DOT_LARGE, busy};
  PT_TRY(per_op(contraction_timer, &dot, 32, &t));
  out->matmul_flops[PT_DTYPE_F32] = at_least(2.0 * 256 * 256 * 256 / at_least(t - out->op_overhead, 1e-9), 1e6);

  /* Gemm call overhead: 16x16x16 matmuls, whose arithmetic is a few
   * microseconds at most; attention's batched dot_generals make one such
   * call per batch element. */
  contraction_ctx dot16 = {&DOT_TINY, busy};
  PT_TRY(per_op(contraction_timer, &dot16, 200, &t));
  out->gemm_overhead = at_least(t - out->op_overhead - 2.0 * 16 * 16 * 16 / out->matmul_flops[PT_DTYPE_F32], 1e-9);

  /* Gemm data cost: [256x16] x [16x256] products touch many elements per
   * flop (an outer product, like a weight gradient over a short batch). */
  contraction_ctx thin_dot = {&DOT_OUTER, busy};
  PT_TRY(per_op(contraction_timer, &thin_dot, 64, &t));
  out->gemm_element_cost = at_least((t - out->op_overhead - out->gemm_overhead -
                                     2.0 * 256 * 256 * 16 / out->matmul_flops[PT_DTYPE_F32]) /
                                        (256.0 * 16 + 16 * 256 + 256 * 256),
                                    1e-13);

  /* Convolution: the interpreter gathers windows (im2col), then runs a
   * gemm. A 1-feature convolution is nearly all gathering: its time per
   * (output position, window position) pair is the window overhead; a
   * 32-feature one, less its pairs' share, gives the gemm's fraction of
   * the matmul rate. */
  contraction_ctx thin = {&CONV_THIN, busy};
  PT_TRY(per_op(contraction_timer, &thin, 16, &t));
  out->conv_window_overhead = at_least((t - out->op_overhead) / (4.0 * 32 * 32 * 9), 1e-12);
  contraction_ctx conv = {&CONV_WIDE, busy};
  PT_TRY(per_op(contraction_timer, &conv, 16, &t));
  double gemm_t = t - out->op_overhead - 4.0 * 16 * 16 * 9 * out->conv_window_overhead;
  double conv_flops = 2.0 * 4 * 16 * 16 * 32 * 9 * 32 / at_least(gemm_t, 1e-9);
  out->conv_efficiency = at_least(conv_flops / out->matmul_flops[PT_DTYPE_F32], 1e-3);

  /* Memory bandwidth: adds of 1M-element vectors (4 MB each), larger than
   * caches: each reads 8 MB and writes 4 MB. */
  add_ctx big = {1 << 20, busy, false, 0};
  PT_TRY(per_op(add_timer, &big, 24, &t));
  out->hbm_bandwidth = at_least(3.0 * 4.0 * (double)big.n / at_least(t - out->op_overhead, 1e-9), 1e6);

  /* Elementwise throughput where memory does not limit it: adds of 16K
   * elements (3 x 64 KB stay in cache). The roofline in cost.c takes the
   * max of the flop and byte terms, so this is the compute side. */
  add_ctx small = {1 << 14, busy, false, 0};
  PT_TRY(per_op(add_timer, &small, 256, &t));
  out->vector_flops = at_least((double)small.n / at_least(t - out->op_overhead, 1e-9), 1e6);

  /* Transcendental functions: tanh of 16K elements. */
  add_ctx tanh_ctx = {1 << 14, busy, false, 1};
  PT_TRY(per_op(add_timer, &tanh_ctx, 128, &t));
  out->transcendental_flops = at_least((double)tanh_ctx.n / at_least(t - out->op_overhead, 1e-9), 1e6);

  /* Data movement: transposes of a 128 x 128 matrix, whose indices the
   * interpreter walks element by element. */
  add_ctx move = {1 << 14, busy, false, 2};
  PT_TRY(per_op(add_timer, &move, 128, &t));
  out->copy_elements = at_least((double)move.n / at_least(t - out->op_overhead, 1e-9), 1e6);

  /* All of physical memory: the runtime's devices share it, so N devices
   * together (not each) must fit in it. */
  long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  out->hbm_capacity = pages > 0 && page > 0 ? (double)pages * (double)page : 1e9;

  /* The runtime's collectives between 2 device threads. A run also starts
   * and joins the threads, so times are differences of runs with more
   * and fewer collectives. Latency: 4-element all_gathers; bandwidth:
   * 1M-element (4 MB) operands, each device copying the other's. */
  const uint32_t few = 1, many = 33;
  double t_few, t_many;
  PT_TRY(time_gathers(4, 2, few, 5, &t_few));
  PT_TRY(time_gathers(4, 2, many, 5, &t_many));
  double latency = at_least((t_many - t_few) / (many - few) - out->op_overhead, 1e-8);
  const int64_t gather_n = 1 << 20;
  double t_big1, t_big5;
  PT_TRY(time_gathers(gather_n, 2, 1, 5, &t_big1));
  PT_TRY(time_gathers(gather_n, 2, 5, 5, &t_big5));
  double per_gather = at_least((t_big5 - t_big1) / 4 - latency - out->op_overhead, 1e-9);
  pt_hw_link *shm = &out->links[0];
  snprintf(shm->name, sizeof shm->name, "shared memory");
  shm->devices = 0;
  shm->latency = latency;
  shm->bandwidth = at_least(4.0 * (double)gather_n / per_gather, 1e6);
  out->n_links = 1;
  out->algorithm = PT_COLL_ALGO_RING;

  /* With twice as many devices as cores, waiters sleep instead of
   * spinning and every barrier waits for the OS to switch the missing
   * devices in: per collective (2 barriers) the time beyond its op and
   * latency, per barrier and per device-per-core ratio. */
  uint32_t over = 2 * busy;
  PT_TRY(time_gathers(4, over, few, 5, &t_few));
  PT_TRY(time_gathers(4, over, many, 5, &t_many));
  double ratio = (double)over / busy;
  double per_collective = (t_many - t_few) / (many - few);
  out->oversubscribed_barrier =
      at_least((per_collective - ratio * (out->op_overhead + latency)) / (2 * ratio), 1e-9);
  return NULL;
}
