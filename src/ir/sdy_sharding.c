/* sdy_sharding.c - reads Shardy's sharding attributes, the text between
 * the outer <> that the parser keeps (PT_ATTR_OPAQUE):
 *
 *   mesh      ["data"=4, "model"=2]             (sdy.mesh @mesh = <...>)
 *             [], device_ids=[3]                 (maximal) and device_ids=[...]
 *   sharding  @mesh, [{"data"}, {"model", ?}p1, {}], replicated={"z"}, unreduced={"u"}
 *             `{...}` a closed dim, `{..., ?}` an open one, `pN` a priority
 *             (p0 first), `"x":(2)4` the sub-axis of size 4 of x whose
 *             pre-size is 2.
 *
 * Grammar from Shardy's docs/sharding_representation.md; the checks here
 * are the ones a reader needs to trust the result (names quoted, sizes
 * positive, brackets balanced). Whether the axes exist in the mesh and the
 * dims in the tensor is for pt_sdy_sharding_check. */
#include <stdio.h>
#include <string.h>

#include "ir.h"
#include "text_reader.h"

typedef pt_text_reader reader;

/* "name" into out (NUL-terminated, shorter than PT_SDY_NAME_MAX). */
static bool read_name(reader *r, char *out) {
  if (!pt_tr_eat(r, "\"")) return pt_tr_fail(r, "expected a quoted axis name");
  const char *b = r->s;
  while (r->s < r->end && *r->s != '"' && *r->s != '\\') r->s++;
  if (r->s >= r->end || *r->s != '"') return pt_tr_fail(r, "unterminated or escaped axis name");
  size_t n = (size_t)(r->s - b);
  if (n == 0 || n >= PT_SDY_NAME_MAX) return pt_tr_fail(r, "axis name empty or too long");
  memcpy(out, b, n);
  out[n] = '\0';
  r->s++;
  return true;
}

/* "x" or "x":(pre)size */
static bool read_axis_ref(reader *r, pt_sdy_axis_ref *a) {
  memset(a, 0, sizeof *a);
  if (!read_name(r, a->name)) return false;
  if (pt_tr_eat(r, ":")) {
    if (!pt_tr_eat(r, "(") || !pt_tr_read_int(r, &a->pre) || !pt_tr_eat(r, ")") || !pt_tr_read_int(r, &a->size) || a->pre < 1 || a->size < 1)
      return pt_tr_fail(r, "expected a sub-axis ':(pre-size)size' with positive sizes");
  }
  return true;
}

/* {"a", "b"} into out[*n..] (a list of axis refs, no open marker). */
static bool read_axis_set(reader *r, pt_sdy_axis_ref *out, uint32_t cap, uint32_t *n) {
  *n = 0;
  if (!pt_tr_eat(r, "{")) return pt_tr_fail(r, "expected '{'");
  if (pt_tr_eat(r, "}")) return true;
  do {
    if (*n == cap) return pt_tr_fail(r, "too many axes");
    if (!read_axis_ref(r, &out[(*n)++])) return false;
  } while (pt_tr_eat(r, ","));
  return pt_tr_eat(r, "}") || pt_tr_fail(r, "expected '}'");
}

static bool read_dim(reader *r, pt_sdy_dim *d) {
  memset(d, 0, sizeof *d);
  d->priority = -1;
  if (!pt_tr_eat(r, "{")) return pt_tr_fail(r, "expected '{' to start a dimension sharding");
  if (!pt_tr_eat(r, "}")) {
    do {
      if (pt_tr_eat(r, "?")) {
        d->open = true;
        break;
      }
      if (d->n_axes == PT_SDY_MAX_AXES) return pt_tr_fail(r, "too many axes on one dimension");
      if (!read_axis_ref(r, &d->axes[d->n_axes++])) return false;
    } while (pt_tr_eat(r, ","));
    if (!pt_tr_eat(r, "}")) return pt_tr_fail(r, "expected '}' to close the dimension sharding ('?' comes last)");
  }
  pt_tr_skip_ws(r);
  if (r->s < r->end && *r->s == 'p') {
    r->s++;
    int64_t pr;
    if (!pt_tr_read_int(r, &pr) || pr > 1000000) return pt_tr_fail(r, "expected a priority 'pN'");
    d->priority = (int32_t)pr;
  }
  return true;
}

bool pt_sdy_sharding_parse(const char *s, size_t len, pt_sdy_sharding *out, char *err, size_t err_len) {
  reader r = {s, s, s + len, err, err_len};
  memset(out, 0, sizeof *out);
  if (!pt_tr_eat(&r, "@")) return pt_tr_fail(&r, "expected '@mesh' (partir reads shardings over a named sdy.mesh)");
  const char *b = r.s;
  while (r.s < r.end && (*r.s == '_' || *r.s == '.' || *r.s == '$' || (*r.s >= '0' && *r.s <= '9') ||
                         ((*r.s | 32) >= 'a' && (*r.s | 32) <= 'z')))
    r.s++;
  size_t n = (size_t)(r.s - b);
  if (n == 0 || n >= PT_SDY_NAME_MAX) return pt_tr_fail(&r, "expected a mesh name after '@'");
  memcpy(out->mesh, b, n);
  out->mesh[n] = '\0';
  if (!pt_tr_eat(&r, ",") || !pt_tr_eat(&r, "[")) return pt_tr_fail(&r, "expected ', [' before the dimension shardings");
  if (!pt_tr_eat(&r, "]")) {
    do {
      if (out->rank == PT_MAX_RANK) return pt_tr_fail(&r, "more dimension shardings than the largest rank");
      if (!read_dim(&r, &out->dims[out->rank++])) return false;
    } while (pt_tr_eat(&r, ","));
    if (!pt_tr_eat(&r, "]")) return pt_tr_fail(&r, "expected ']' after the dimension shardings");
  }
  while (pt_tr_eat(&r, ",")) {
    if (pt_tr_eat(&r, "replicated=")) {
      if (!read_axis_set(&r, out->replicated, PT_SDY_MAX_AXES, &out->n_replicated)) return false;
    } else if (pt_tr_eat(&r, "unreduced=")) {
      if (!read_axis_set(&r, out->unreduced, PT_SDY_MAX_AXES, &out->n_unreduced)) return false;
    } else {
      return pt_tr_fail(&r, "expected 'replicated=' or 'unreduced='");
    }
  }
  pt_tr_skip_ws(&r);
  if (r.s != r.end) return pt_tr_fail(&r, "unexpected text after the sharding");
  return true;
}

bool pt_sdy_sharding_list_parse(const char *s, size_t len, pt_sdy_sharding *out, uint32_t cap, uint32_t *n,
                                char *err, size_t err_len) {
  reader r = {s, s, s + len, err, err_len};
  *n = 0;
  if (!pt_tr_eat(&r, "[")) return pt_tr_fail(&r, "expected '[' to start a list of shardings");
  if (pt_tr_eat(&r, "]")) return true;
  do {
    if (*n == cap) return pt_tr_fail(&r, "too many shardings in the list");
    if (!pt_tr_eat(&r, "<")) return pt_tr_fail(&r, "expected '<' to start a sharding");
    /* The sharding runs to the matching '>' (none nests inside one). */
    const char *b = r.s;
    while (r.s < r.end && *r.s != '>') r.s++;
    if (r.s >= r.end) return pt_tr_fail(&r, "expected '>' to close a sharding");
    char inner[160];
    if (!pt_sdy_sharding_parse(b, (size_t)(r.s - b), &out[*n], inner, sizeof inner)) {
      snprintf(err, err_len, "sharding #%u: %s", *n, inner);
      return false;
    }
    (*n)++;
    r.s++;
  } while (pt_tr_eat(&r, ","));
  if (!pt_tr_eat(&r, "]")) return pt_tr_fail(&r, "expected ']' to close the list of shardings");
  pt_tr_skip_ws(&r);
  return r.s == r.end || pt_tr_fail(&r, "unexpected text after the list of shardings");
}

bool pt_sdy_sharding_list_item(const char *s, size_t len, uint32_t k, const char **body, size_t *body_len) {
  /* The k-th `<...>` of the list (shardings do not nest '<'). */
  const char *end = s + len;
  for (uint32_t i = 0;; i++) {
    while (s < end && *s != '<') s++;
    if (s >= end) return false;
    const char *b = ++s;
    while (s < end && *s != '>') s++;
    if (s >= end) return false;
    if (i == k) {
      *body = b;
      *body_len = (size_t)(s - b);
      return true;
    }
  }
}

bool pt_sdy_mesh_parse(const char *s, size_t len, pt_sdy_mesh_axes *out, char *err, size_t err_len) {
  reader r = {s, s, s + len, err, err_len};
  memset(out, 0, sizeof *out);
  if (!pt_tr_eat(&r, "[")) return pt_tr_fail(&r, "expected '[' to start the mesh axes");
  if (!pt_tr_eat(&r, "]")) {
    do {
      if (out->n_axes == PT_SDY_MAX_AXES) return pt_tr_fail(&r, "too many mesh axes");
      uint32_t k = out->n_axes++;
      if (!read_name(&r, out->names[k])) return false;
      if (!pt_tr_eat(&r, "=") || !pt_tr_read_int(&r, &out->sizes[k]) || out->sizes[k] < 1)
        return pt_tr_fail(&r, "expected '=SIZE' (a positive size) after the axis name");
      for (uint32_t j = 0; j < k; j++)
        if (strcmp(out->names[j], out->names[k]) == 0) return pt_tr_fail(&r, "axis named twice");
    } while (pt_tr_eat(&r, ","));
    if (!pt_tr_eat(&r, "]")) return pt_tr_fail(&r, "expected ']' after the mesh axes");
  }
  if (pt_tr_eat(&r, ",")) {
    if (!pt_tr_eat(&r, "device_ids=") || !pt_tr_eat(&r, "[")) return pt_tr_fail(&r, "expected 'device_ids=[...]'");
    out->has_device_ids = true;
    int64_t next = 0;
    out->device_ids_iota = true;
    if (!pt_tr_peek(&r, ']')) {
      do {
        int64_t d;
        if (!pt_tr_read_int(&r, &d)) return pt_tr_fail(&r, "expected a device id");
        out->device_ids_iota &= d == next++;
      } while (pt_tr_eat(&r, ","));
    }
    if (!pt_tr_eat(&r, "]")) return pt_tr_fail(&r, "expected ']' after the device ids");
    out->n_device_ids = next;
  }
  pt_tr_skip_ws(&r);
  return r.s == r.end || pt_tr_fail(&r, "unexpected text after the mesh");
}

const pt_sdy_mesh *pt_sdy_mesh_find(const pt_module *m, const char *name) {
  for (uint32_t i = 0; i < m->meshes.len; i++)
    if (strcmp(pt_str(m, m->meshes.data[i].name), name) == 0) return &m->meshes.data[i];
  return NULL;
}

static int32_t axis_index(const pt_sdy_mesh_axes *mesh, const char *name) {
  for (uint32_t a = 0; a < mesh->n_axes; a++)
    if (strcmp(mesh->names[a], name) == 0) return (int32_t)a;
  return -1;
}

static bool check_ref(const pt_sdy_mesh_axes *mesh, const pt_sdy_axis_ref *a, uint64_t *used, char *err,
                      size_t err_len) {
  int32_t k = axis_index(mesh, a->name);
  if (k < 0) {
    snprintf(err, err_len, "axis \"%s\" is not in the mesh", a->name);
    return false;
  }
  if (a->size && (mesh->sizes[k] % (a->pre * a->size) != 0)) {
    snprintf(err, err_len, "sub-axis \"%s\":(%lld)%lld does not divide the axis's size %lld", a->name,
             (long long)a->pre, (long long)a->size, (long long)mesh->sizes[k]);
    return false;
  }
  /* Sub-axes of one axis may share it; a whole axis may appear once. */
  if (!a->size) {
    if (*used >> k & 1u) {
      snprintf(err, err_len, "axis \"%s\" is used twice", a->name);
      return false;
    }
    *used |= 1ull << k;
  }
  return true;
}

bool pt_sdy_sharding_check(const pt_sdy_sharding *sh, const pt_sdy_mesh_axes *mesh, uint32_t rank, char *err,
                           size_t err_len) {
  if (sh->rank != rank) {
    snprintf(err, err_len, "has %u dimension shardings for a rank-%u tensor", sh->rank, rank);
    return false;
  }
  uint64_t used = 0;
  for (uint32_t d = 0; d < sh->rank; d++)
    for (uint32_t i = 0; i < sh->dims[d].n_axes; i++)
      if (!check_ref(mesh, &sh->dims[d].axes[i], &used, err, err_len)) return false;
  for (uint32_t i = 0; i < sh->n_replicated; i++)
    if (!check_ref(mesh, &sh->replicated[i], &used, err, err_len)) return false;
  for (uint32_t i = 0; i < sh->n_unreduced; i++)
    if (!check_ref(mesh, &sh->unreduced[i], &used, err, err_len)) return false;
  return true;
}

bool pt_sdy_mesh_of(const pt_module *m, const char *name, pt_sdy_mesh_axes *out, char *err, size_t err_len) {
  const pt_sdy_mesh *mesh = pt_sdy_mesh_find(m, name);
  if (!mesh) {
    snprintf(err, err_len, "refers to an undefined mesh @%s", name);
    return false;
  }
  const pt_attr *b = mesh->body;
  char inner[160];
  if (!b || b->kind != PT_ATTR_OPAQUE || !pt_sdy_mesh_parse(b->u.opq.body, strlen(b->u.opq.body), out, inner,
                                                             sizeof inner)) {
    snprintf(err, err_len, "mesh @%s is malformed: %s", name, b ? inner : "no body");
    return false;
  }
  return true;
}

bool pt_sdy_manual_axes_parse(const pt_attr *a, pt_sdy_sharding *axes, char *err, size_t err_len) {
  if (!a || a->kind != PT_ATTR_OPAQUE || strcmp(a->u.opq.name, "sdy") != 0 || strncmp(a->u.opq.body, "manual_axes", 11)) {
    snprintf(err, err_len, "'manual_axes' must be a #sdy<manual_axes{...}>");
    return false;
  }
  /* Read as the one dim sharding of a rank-1 sharding: `{"a", "b"}`. */
  pt_buf text = {0};
  pt_buf_printf(&text, "@m, [%s]", a->u.opq.body + 11);
  char inner[160];
  bool ok = pt_sdy_sharding_parse(text.data, text.len, axes, inner, sizeof inner) && axes->rank == 1 &&
            !axes->dims[0].open && axes->dims[0].priority < 0;
  pt_buf_free(&text);
  if (!ok) snprintf(err, err_len, "'manual_axes' %s is malformed", a->u.opq.body + 11);
  return ok;
}

bool pt_sdy_is_manual_axis(const pt_sdy_sharding *axes, const char *name) {
  for (uint32_t i = 0; i < axes->dims[0].n_axes; i++)
    if (strcmp(axes->dims[0].axes[i].name, name) == 0) return true;
  return false;
}
