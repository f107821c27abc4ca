/* mesh.c - the device mesh: parsing "batch=8,model=4" and queries.
 *
 * A mesh is an ordered list of named axes; devices are numbered row-major
 * over the axis coordinates (the last axis varies fastest). The text comes
 * from a command line or a schedule file, so every malformed part is named
 * with its column and the whole text (shortened and made printable). */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "partition.h"

enum { MESH_QUOTE_MAX = 64 };

/* The mesh text as it appears in messages: at most MESH_QUOTE_MAX bytes,
 * bytes outside printable ASCII as \xNN. */
static void quote_text(pt_buf *b, const char *text) {
  pt_buf_putc(b, '"');
  size_t n = strlen(text);
  for (size_t i = 0; i < n && i < MESH_QUOTE_MAX; i++) {
    unsigned char c = (unsigned char)text[i];
    if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') pt_buf_printf(b, "\\x%02X", c);
    else pt_buf_putc(b, (char)c);
  }
  if (n > MESH_QUOTE_MAX) pt_buf_puts(b, "...");
  pt_buf_putc(b, '"');
}

/* "error: invalid mesh "TEXT" at column N: MESSAGE" (no column when `at`
 * is SIZE_MAX). */
static pt_status *mesh_error(const char *text, size_t at, const char *fmt, ...) PT_PRINTF(3, 4);

static pt_status *mesh_error(const char *text, size_t at, const char *fmt, ...) {
  pt_buf b = {0};
  pt_buf_puts(&b, "error: invalid mesh ");
  quote_text(&b, text);
  if (at != SIZE_MAX) pt_buf_printf(&b, " at column %zu", at + 1);
  pt_buf_puts(&b, ": ");
  va_list ap;
  va_start(ap, fmt);
  pt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  pt_status *s = pt_status_make(PT_ERR_INVALID_ARG, "%s", b.data);
  pt_buf_free(&b);
  return s;
}

static bool is_space(char c) { return c == ' ' || c == '\t'; }
static bool is_name_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
static bool is_digit(char c) { return c >= '0' && c <= '9'; }

static size_t skip_space(const char *s, size_t i) {
  while (is_space(s[i])) i++;
  return i;
}

/* Grammar: mesh := axis (',' axis)* ; axis := NAME [':(' PRE ')' SIZE] '='
 * SIZE, with spaces and tabs allowed around every token. */
pt_status *pt_mesh_parse(const char *text, pt_mesh *out) {
  if (!text) return pt_status_make(PT_ERR_INVALID_ARG, "error: no mesh given");
  pt_mesh mesh;
  memset(&mesh, 0, sizeof mesh);
  size_t i = skip_space(text, 0);
  if (text[i] == '\0') return mesh_error(text, SIZE_MAX, "expected axes such as batch=8,model=4");
  int64_t devices = 1;
  for (;;) {
    i = skip_space(text, i);
    size_t name_at = i;
    if (!is_name_start(text[i])) return mesh_error(text, i, "expected an axis name ([A-Za-z_][A-Za-z0-9_]*)");
    while (is_name_start(text[i]) || is_digit(text[i])) i++;
    /* A Shardy sub-axis of an axis, `x:(2)4` (mesh_subaxes.c). */
    if (text[i] == ':' && text[i + 1] == '(') {
      i += 2;
      while (is_digit(text[i])) i++;
      if (text[i] == ')') i++;
      while (is_digit(text[i])) i++;
    }
    size_t name_len = i - name_at;
    if (name_len >= PT_MESH_NAME_MAX)
      return mesh_error(text, name_at, "axis name '%.*s...' is longer than %d characters", 16, text + name_at,
                        PT_MESH_NAME_MAX - 1);
    char name[PT_MESH_NAME_MAX];
    memcpy(name, text + name_at, name_len);
    name[name_len] = '\0';
    for (uint32_t a = 0; a < mesh.n_axes; a++)
      if (strcmp(mesh.names[a], name) == 0) return mesh_error(text, name_at, "duplicate axis '%s'", name);
    if (mesh.n_axes == PT_MESH_MAX_AXES)
      return mesh_error(text, name_at, "more than %d axes", PT_MESH_MAX_AXES);
    i = skip_space(text, i);
    if (text[i] != '=') return mesh_error(text, i, "expected '=' after axis name '%s'", name);
    i = skip_space(text, i + 1);
    size_t size_at = i;
    if (!is_digit(text[i])) return mesh_error(text, i, "expected the size of axis '%s' (a positive integer)", name);
    int64_t size = 0;
    bool too_big = false;
    while (is_digit(text[i])) {
      if (!too_big) {
        size = size * 10 + (text[i] - '0');
        if (size > INT32_MAX) too_big = true;
      }
      i++;
    }
    if (too_big)
      return mesh_error(text, size_at, "axis '%s' has size %.*s, more than %d devices", name,
                        (int)(i - size_at > 24 ? 24 : i - size_at), text + size_at, INT32_MAX);
    if (size == 0) return mesh_error(text, size_at, "axis '%s' has size 0; sizes must be at least 1", name);
    if (devices > INT32_MAX / size)
      return mesh_error(text, size_at, "the mesh has more than %d devices (the product of the axis sizes)", INT32_MAX);
    devices *= size;
    char base[PT_MESH_NAME_MAX];
    int64_t pre, sub_size;
    if (memchr(name, ':', name_len)) {
      if (!pt_mesh_subaxis(name, base, &pre, &sub_size))
        return mesh_error(text, name_at, "expected a sub-axis NAME:(PRE)SIZE with positive numbers, not '%s'", name);
      if (sub_size != size)
        return mesh_error(text, size_at, "sub-axis '%s' has size %lld, not %lld", name, (long long)sub_size,
                          (long long)size);
      /* Pieces of one axis are consecutive, major to minor, each pre-size
       * the product of the pieces before it: the split numbers devices as
       * the axis did. */
      int64_t want = 1;
      char prev_base[PT_MESH_NAME_MAX];
      int64_t pp, ps;
      if (mesh.n_axes && pt_mesh_subaxis(mesh.names[mesh.n_axes - 1], prev_base, &pp, &ps) &&
          strcmp(prev_base, base) == 0)
        want = pp * ps;
      if (pre != want)
        return mesh_error(text, name_at,
                          "sub-axis '%s' must have pre-size %lld (the product of the sub-axes of '%s' just before "
                          "it)",
                          name, (long long)want, base);
    }
    memcpy(mesh.names[mesh.n_axes], name, name_len + 1);
    mesh.sizes[mesh.n_axes] = size;
    mesh.n_axes++;
    i = skip_space(text, i);
    if (text[i] == '\0') break;
    if (text[i] != ',') return mesh_error(text, i, "expected ',' or the end after the size of axis '%s'", name);
    i++;
  }
  *out = mesh;
  return NULL;
}

int64_t pt_mesh_num_devices(const pt_mesh *mesh) {
  int64_t n = 1;
  for (uint32_t a = 0; a < mesh->n_axes; a++) n *= mesh->sizes[a];
  return n;
}

int32_t pt_mesh_axis(const pt_mesh *mesh, const char *name) {
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (strcmp(mesh->names[a], name) == 0) return (int32_t)a;
  return -1;
}
