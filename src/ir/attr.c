/* attr.c - attribute constructors and typed accessors. Attributes are
 * immutable and arena-owned; constructors copy their inputs. */
#include <stdlib.h>
#include <string.h>

#include "ir.h"

static pt_attr *new_attr(pt_module *m, pt_attr_kind kind) {
  pt_attr *a = pt_arena_zalloc(&m->arena, sizeof *a);
  if (!a) return NULL;
  a->kind = (uint8_t)kind;
  a->dtype = PT_DTYPE_NONE;
  return a;
}

const pt_attr *pt_attr_unit(pt_module *m) { return new_attr(m, PT_ATTR_UNIT); }

const pt_attr *pt_attr_bool(pt_module *m, bool v) {
  pt_attr *a = new_attr(m, PT_ATTR_BOOL);
  if (!a) return NULL;
  a->u.b = v;
  return a;
}

const pt_attr *pt_attr_int(pt_module *m, int64_t v, pt_dtype dt) {
  pt_attr *a = new_attr(m, PT_ATTR_INT);
  if (!a) return NULL;
  a->u.i = v;
  a->dtype = (uint8_t)dt;
  return a;
}

const pt_attr *pt_attr_float(pt_module *m, double v, pt_dtype dt) {
  pt_attr *a = new_attr(m, PT_ATTR_FLOAT);
  if (!a) return NULL;
  a->u.f = v;
  a->dtype = (uint8_t)dt;
  return a;
}

static const pt_attr *str_like(pt_module *m, pt_attr_kind kind, const char *s, uint32_t len) {
  pt_attr *a = new_attr(m, kind);
  if (!a || !(a->u.str.data = pt_arena_strndup(&m->arena, s, len))) return NULL;
  a->u.str.len = len;
  return a;
}

const pt_attr *pt_attr_string(pt_module *m, const char *s, uint32_t len) {
  return str_like(m, PT_ATTR_STRING, s, len);
}

const pt_attr *pt_attr_symbol(pt_module *m, const char *s, uint32_t len) {
  return str_like(m, PT_ATTR_SYMBOL, s, len);
}

const pt_attr *pt_attr_type(pt_module *m, uint32_t type) {
  pt_attr *a = new_attr(m, PT_ATTR_TYPE);
  if (!a) return NULL;
  a->u.type = type;
  return a;
}

const pt_attr *pt_attr_array(pt_module *m, const pt_attr *const *items, uint32_t n) {
  pt_attr *a = new_attr(m, PT_ATTR_ARRAY);
  if (!a) return NULL;
  if (!(a->u.array.items = pt_arena_memdup(&m->arena, items, n * sizeof *items))) return NULL;
  a->u.array.n = n;
  return a;
}

const pt_attr *pt_attr_dict(pt_module *m, const pt_named_attr *items, uint32_t n) {
  pt_attr *a = new_attr(m, PT_ATTR_DICT);
  if (!a) return NULL;
  pt_named_attr *copy = pt_arena_memdup(&m->arena, items, n * sizeof *items);
  if (!copy) return NULL;
  /* MLIR dictionaries are sorted by name; insertion sort keeps this free of
   * global comparator state (dicts are small). */
  for (uint32_t i = 1; i < n; i++) {
    pt_named_attr x = copy[i];
    const char *xs = pt_str(m, x.name);
    uint32_t j = i;
    while (j > 0 && strcmp(pt_str(m, copy[j - 1].name), xs) > 0) {
      copy[j] = copy[j - 1];
      j--;
    }
    copy[j] = x;
  }
  a->u.dict.items = copy;
  a->u.dict.n = n;
  return a;
}

const pt_attr *pt_attr_i64_array(pt_module *m, const int64_t *v, uint32_t n) {
  pt_attr *a = new_attr(m, PT_ATTR_DENSE_ARRAY);
  if (!a) return NULL;
  a->dtype = PT_DTYPE_I64;
  if (!(a->u.darr.i = pt_arena_memdup(&m->arena, v, n * sizeof *v))) return NULL;
  a->u.darr.n = n;
  return a;
}

const pt_attr *pt_attr_bool_array(pt_module *m, const bool *v, uint32_t n) {
  pt_attr *a = new_attr(m, PT_ATTR_DENSE_ARRAY);
  if (!a) return NULL;
  int64_t *iv = pt_arena_alloc(&m->arena, (n ? n : 1) * sizeof *iv);
  if (!iv) return NULL;
  for (uint32_t i = 0; i < n; i++) iv[i] = v[i] ? 1 : 0;
  a->dtype = PT_DTYPE_I1;
  a->u.darr.i = iv;
  a->u.darr.n = n;
  return a;
}

const pt_attr *pt_attr_enum(pt_module *m, const char *dialect, const char *kind, const char *value,
                            bool dotted) {
  pt_attr *a = new_attr(m, PT_ATTR_ENUM);
  if (!a) return NULL;
  if (!(a->u.enm.dialect = pt_arena_strndup(&m->arena, dialect, strlen(dialect)))) return NULL;
  if (!(a->u.enm.kind = pt_arena_strndup(&m->arena, kind, strlen(kind)))) return NULL;
  if (!(a->u.enm.value = pt_arena_strndup(&m->arena, value, strlen(value)))) return NULL;
  a->u.enm.dotted = dotted;
  return a;
}

const pt_attr *pt_attr_dense_array(pt_module *m, pt_dtype dt, const int64_t *ints, const double *floats,
                                   uint32_t n) {
  pt_attr *a = new_attr(m, PT_ATTR_DENSE_ARRAY);
  if (!a) return NULL;
  a->dtype = (uint8_t)dt;
  if (pt_dtype_is_float(dt))
    a->u.darr.f = pt_arena_memdup(&m->arena, floats, n * sizeof *floats);
  else
    a->u.darr.i = pt_arena_memdup(&m->arena, ints, n * sizeof *ints);
  if (pt_dtype_is_float(dt) ? !a->u.darr.f : !a->u.darr.i) return NULL;
  a->u.darr.n = n;
  return a;
}

const pt_attr *pt_attr_dense(pt_module *m, uint32_t type, bool splat, const void *bytes, uint64_t nbytes) {
  pt_attr *a = new_attr(m, PT_ATTR_DENSE);
  if (!a) return NULL;
  a->u.dense.type = type;
  a->u.dense.splat = splat;
  if (!(a->u.dense.bytes = pt_arena_memdup(&m->arena, bytes, (size_t)nbytes))) return NULL;
  a->u.dense.nbytes = nbytes;
  return a;
}

const pt_attr *pt_attr_dense_resource(pt_module *m, uint32_t type, const char *handle, uint32_t len) {
  pt_attr *a = new_attr(m, PT_ATTR_DENSE_RESOURCE);
  if (!a) return NULL;
  a->u.resource.type = type;
  if (!(a->u.resource.handle = pt_arena_strndup(&m->arena, handle, len))) return NULL;
  return a;
}

const pt_attr *pt_attr_dialect(pt_module *m, const char *name, const pt_named_attr *params, uint32_t n) {
  pt_attr *a = new_attr(m, PT_ATTR_DIALECT);
  if (!a) return NULL;
  if (!(a->u.dia.name = pt_arena_strndup(&m->arena, name, strlen(name)))) return NULL;
  if (!(a->u.dia.params = pt_arena_memdup(&m->arena, params, n * sizeof *params))) return NULL;
  a->u.dia.n = n;
  return a;
}

const pt_attr *pt_attr_conv_dims(pt_module *m, const pt_conv_dims *dims) {
  pt_attr *a = new_attr(m, PT_ATTR_CONV_DIMS);
  if (!a) return NULL;
  if (!(a->u.conv = pt_arena_memdup(&m->arena, dims, sizeof *dims))) return NULL;
  return a;
}

const pt_attr *pt_attr_opaque(pt_module *m, const char *name, const char *body, uint32_t body_len) {
  pt_attr *a = new_attr(m, PT_ATTR_OPAQUE);
  if (!a) return NULL;
  if (!(a->u.opq.name = pt_arena_strndup(&m->arena, name, strlen(name)))) return NULL;
  if (!(a->u.opq.body = pt_arena_strndup(&m->arena, body, body_len))) return NULL;
  return a;
}

bool pt_attr_get_ints(const pt_attr *a, const int64_t **out, uint32_t *n, int64_t *scratch,
                      uint32_t scratch_len) {
  if (!a) return false;
  switch (a->kind) {
    case PT_ATTR_DENSE_ARRAY:
      if (a->u.darr.i == NULL && a->u.darr.n) return false;
      *out = a->u.darr.i;
      *n = a->u.darr.n;
      return true;
    case PT_ATTR_ARRAY:
      if (a->u.array.n > scratch_len) return false;
      for (uint32_t i = 0; i < a->u.array.n; i++) {
        if (a->u.array.items[i]->kind != PT_ATTR_INT) return false;
        scratch[i] = a->u.array.items[i]->u.i;
      }
      *out = scratch;
      *n = a->u.array.n;
      return true;
    default:
      return false;
  }
}

bool pt_attr_get_int(const pt_attr *a, int64_t *out) {
  if (!a || a->kind != PT_ATTR_INT) return false;
  *out = a->u.i;
  return true;
}

const pt_attr *pt_attr_param(const pt_module *m, const pt_attr *a, const char *name) {
  if (!a || a->kind != PT_ATTR_DIALECT) return NULL;
  for (uint32_t i = 0; i < a->u.dia.n; i++)
    if (strcmp(pt_str(m, a->u.dia.params[i].name), name) == 0) return a->u.dia.params[i].value;
  return NULL;
}

const pt_attr *pt_attr_dict_get(const pt_module *m, const pt_attr *a, const char *name) {
  if (!a || a->kind != PT_ATTR_DICT) return NULL;
  for (uint32_t i = 0; i < a->u.dict.n; i++)
    if (strcmp(pt_str(m, a->u.dict.items[i].name), name) == 0) return a->u.dict.items[i].value;
  return NULL;
}

bool pt_attr_dense_int(const pt_module *m, const pt_attr *a, uint64_t i, int64_t *out) {
  if (!a || a->kind != PT_ATTR_DENSE) return false;
  const pt_type *t = pt_type_get(m, a->u.dense.type);
  pt_dtype dt = (pt_dtype)t->dtype;
  if (pt_dtype_is_float(dt)) return false;
  uint32_t size = pt_dtype_size(dt);
  uint64_t off = a->u.dense.splat ? 0 : i * size;
  if (off + size > a->u.dense.nbytes) return false;
  const uint8_t *p = a->u.dense.bytes + off;
  uint64_t raw = 0;
  for (uint32_t k = 0; k < size; k++) raw |= (uint64_t)p[k] << (8 * k); /* little-endian */
  if (pt_dtype_class(dt) == PT_DCLASS_SINT && size < 8) {
    uint64_t sign = 1ull << (8 * size - 1);
    raw = (raw ^ sign) - sign; /* sign-extend */
  }
  *out = (int64_t)raw;
  return true;
}

uint32_t pt_attr_elements_type(const pt_attr *a) {
  if (!a) return PT_NONE;
  if (a->kind == PT_ATTR_DENSE) return a->u.dense.type;
  if (a->kind == PT_ATTR_DENSE_RESOURCE) return a->u.resource.type;
  return PT_NONE;
}
