/* convert.c - converting a value between two layouts with collectives
 * (spmd.h lists them).
 *
 * A conversion is planned first, then emitted:
 *   1. PARTIAL axes of the source that the target does not keep as the same
 *      PARTIAL are all_reduced, one op per reducer;
 *   2. per dim, the axes of the source beyond the longest prefix it shares
 *      with the target are all_gathered (one op per dim);
 *   3. per dim, the target's axes beyond that prefix are all_sliced (a
 *      local dynamic_slice at the device's offset);
 *   4. axes PARTIAL in the target only are masked (only coordinate 0 keeps
 *      the value).
 * Peepholes then fuse an all_reduce with an all_slice over the same axes
 * into a reduce_scatter, and an all_gather on d with an all_slice on d' over
 * the same axes in the same order into an all_to_all. Axes of size 1 are
 * left out everywhere: every layout on them holds the same bytes. */
#include <stdlib.h>
#include <string.h>

#include "spmd_internal.h"

const char *pt_coll_kind_name(pt_coll_kind k) {
  switch (k) {
    case PT_COLL_ALL_GATHER: return "all_gather";
    case PT_COLL_ALL_REDUCE: return "all_reduce";
    case PT_COLL_REDUCE_SCATTER: return "reduce_scatter";
    case PT_COLL_ALL_TO_ALL: return "all_to_all";
    case PT_COLL_ALL_SLICE: return "all_slice";
    case PT_COLL_COLLECTIVE_PERMUTE: return "collective_permute";
    case PT_COLL_COLLECTIVE_BROADCAST: return "collective_broadcast";
    default: return "unknown";
  }
}

typedef struct {
  uint32_t n;
  uint32_t axes[PT_MESH_MAX_AXES];
} axis_list;

static bool lists_equal(const axis_list *a, const axis_list *b) {
  if (a->n != b->n) return false;
  for (uint32_t i = 0; i < a->n; i++)
    if (a->axes[i] != b->axes[i]) return false;
  return true;
}

static bool lists_same_set(const axis_list *a, const axis_list *b) {
  if (a->n != b->n) return false;
  for (uint32_t i = 0; i < a->n; i++) {
    bool found = false;
    for (uint32_t j = 0; j < b->n; j++) found |= a->axes[i] == b->axes[j];
    if (!found) return false;
  }
  return true;
}

static int64_t list_devices(const pt_mesh *mesh, const axis_list *l) {
  int64_t n = 1;
  for (uint32_t i = 0; i < l->n; i++) n *= mesh->sizes[l->axes[i]];
  return n;
}

/* The axes of size > 1 tiling `dim`, major to minor. */
static void dim_axes(const pt_mesh *mesh, const pt_layout *l, uint32_t dim, axis_list *out) {
  uint32_t axes[PT_MESH_MAX_AXES];
  uint32_t n = pt_layout_dim_axes(mesh, l, dim, axes);
  out->n = 0;
  for (uint32_t i = 0; i < n; i++)
    if (mesh->sizes[axes[i]] > 1) out->axes[out->n++] = axes[i];
}

static bool same_partial(const pt_layout *a, const pt_layout *b, uint32_t x) {
  return a->kind[x] == PT_LAYOUT_PARTIAL && b->kind[x] == PT_LAYOUT_PARTIAL && a->reducer[x] == b->reducer[x];
}

/* Whether two layouts hold the same bytes on every device of a value of
 * rank `rank` (they may differ on axes of size 1). */
static bool layouts_equivalent(const pt_mesh *mesh, const pt_layout *a, const pt_layout *b, uint32_t rank) {
  for (uint32_t x = 0; x < mesh->n_axes; x++) {
    if (mesh->sizes[x] <= 1) continue;
    bool pa = a->kind[x] == PT_LAYOUT_PARTIAL, pb = b->kind[x] == PT_LAYOUT_PARTIAL;
    if (pa != pb || (pa && a->reducer[x] != b->reducer[x])) return false;
  }
  for (uint32_t d = 0; d < rank; d++) {
    axis_list la, lb;
    dim_axes(mesh, a, d, &la);
    dim_axes(mesh, b, d, &lb);
    if (!lists_equal(&la, &lb)) return false;
  }
  return true;
}

typedef struct {
  uint32_t n_reduce;
  uint8_t reduce_reducer[PT_MESH_MAX_AXES];
  axis_list reduce[PT_MESH_MAX_AXES]; /* mesh order */
  int32_t reduce_scatter_dim[PT_MESH_MAX_AXES]; /* fused with the slice on this dim, or -1 */
  axis_list gather[PT_MAX_RANK];
  axis_list slice[PT_MAX_RANK];
  int32_t to_all_dim[PT_MAX_RANK]; /* gather on d fused with the slice on this dim, or -1 */
  bool slice_fused[PT_MAX_RANK];
  axis_list mask_zero, mask_one;
} plan;

static void make_plan(const pt_spmd_lowerer *lw, const pt_layout *from, const pt_layout *to, uint32_t rank,
                      plan *pl) {
  const pt_mesh *mesh = lw->mesh;
  memset(pl, 0, sizeof *pl);
  for (uint32_t x = 0; x < mesh->n_axes; x++) {
    if (mesh->sizes[x] <= 1) continue;
    if (from->kind[x] == PT_LAYOUT_PARTIAL && !same_partial(from, to, x)) {
      uint32_t k = 0;
      while (k < pl->n_reduce && pl->reduce_reducer[k] != from->reducer[x]) k++;
      if (k == pl->n_reduce) pl->reduce_reducer[pl->n_reduce++] = from->reducer[x];
      pl->reduce[k].axes[pl->reduce[k].n++] = x;
    }
    if (to->kind[x] == PT_LAYOUT_PARTIAL && !same_partial(from, to, x)) {
      if (to->reducer[x] == PT_REDUCER_ADD) pl->mask_zero.axes[pl->mask_zero.n++] = x;
      if (to->reducer[x] == PT_REDUCER_MUL) pl->mask_one.axes[pl->mask_one.n++] = x;
      /* max/min/and/or are idempotent: every device may keep the value. */
    }
  }
  for (uint32_t d = 0; d < rank; d++) {
    axis_list a, b;
    dim_axes(mesh, from, d, &a);
    dim_axes(mesh, to, d, &b);
    uint32_t k = 0;
    while (k < a.n && k < b.n && a.axes[k] == b.axes[k]) k++;
    for (uint32_t i = k; i < a.n; i++) pl->gather[d].axes[pl->gather[d].n++] = a.axes[i];
    for (uint32_t i = k; i < b.n; i++) pl->slice[d].axes[pl->slice[d].n++] = b.axes[i];
    pl->to_all_dim[d] = -1;
  }
  for (uint32_t k = 0; k < pl->n_reduce; k++) pl->reduce_scatter_dim[k] = -1;
  if (lw->opts->no_peepholes) return;
  for (uint32_t k = 0; k < pl->n_reduce; k++)
    for (uint32_t d = 0; d < rank; d++)
      if (!pl->slice_fused[d] && pl->gather[d].n == 0 && pl->slice[d].n > 0 &&
          lists_same_set(&pl->reduce[k], &pl->slice[d])) {
        pl->reduce_scatter_dim[k] = (int32_t)d;
        pl->slice_fused[d] = true;
        break;
      }
  for (uint32_t d = 0; d < rank; d++) {
    if (pl->gather[d].n == 0) continue;
    for (uint32_t e = 0; e < rank; e++)
      /* Dim e must have nothing left to gather: the all_to_all splits
       * it, and splitting a dim that is still to be gathered would cut
       * the wrong chunks. */
      if (e != d && !pl->slice_fused[e] && pl->gather[e].n == 0 && lists_equal(&pl->gather[d], &pl->slice[e])) {
        pl->to_all_dim[d] = (int32_t)e;
        pl->slice_fused[e] = true;
        break;
      }
  }
}

/* ---- what conversions share (the lowerer's conv_* memo) ----
 * Each is a function of the module alone (a name, a dtype, a small
 * integer), so it is made once per lowering and shared by every
 * conversion: interning a name or a type and making an attribute cost a
 * hash or an arena block each time, for the same text. A memo keeps only
 * what was made while the module had memory (a stand-in is not kept). */

enum {
  N_REPLICA_GROUPS,
  N_CHANNEL_HANDLE,
  N_USE_GLOBAL_DEVICE_IDS,
  N_SCATTER_DIMENSION,
  N_ALL_GATHER_DIM,
  N_SPLIT_DIMENSION,
  N_CONCAT_DIMENSION,
  N_SPLIT_COUNT,
  N_SLICE_SIZES,
  N_VALUE,
  N_COMPARISON_DIRECTION,
};

static const char *const conv_names[] = {
    [N_REPLICA_GROUPS] = "replica_groups",     [N_CHANNEL_HANDLE] = "channel_handle",
    [N_USE_GLOBAL_DEVICE_IDS] = "use_global_device_ids", [N_SCATTER_DIMENSION] = "scatter_dimension",
    [N_ALL_GATHER_DIM] = "all_gather_dim",     [N_SPLIT_DIMENSION] = "split_dimension",
    [N_CONCAT_DIMENSION] = "concat_dimension", [N_SPLIT_COUNT] = "split_count",
    [N_SLICE_SIZES] = "slice_sizes",           [N_VALUE] = "value",
    [N_COMPARISON_DIRECTION] = "comparison_direction",
};
_Static_assert(sizeof conv_names / sizeof conv_names[0] == PT_SPMD_CONV_NAMES, "one memo slot per name");

static pt_named_attr named(pt_spmd_lowerer *lw, uint32_t which, const pt_attr *a) {
  uint32_t id = lw->conv_name[which];
  if (id) return (pt_named_attr){id - 1, a};
  id = pt_intern_cstr(&lw->m->strings, conv_names[which]);
  if (!pt_module_oom(lw->m)) lw->conv_name[which] = id + 1;
  return (pt_named_attr){id, a};
}

/* The type id of a scalar (rank-0 tensor) of dtype `dt`. */
static uint32_t scalar_type(pt_spmd_lowerer *lw, pt_dtype dt) {
  bool memo = (unsigned)dt < PT_DTYPE_COUNT;
  if (memo && lw->conv_scalar[dt]) return lw->conv_scalar[dt] - 1;
  pt_type st = pt_tensor_type(dt, 0, NULL);
  uint32_t t = pt_type_intern(lw->m, &st);
  if (memo && !pt_module_oom(lw->m)) lw->conv_scalar[dt] = t + 1;
  return t;
}

static const pt_attr *unit_attr(pt_spmd_lowerer *lw) {
  if (!lw->conv_unit) lw->conv_unit = pt_attr_unit(lw->m);
  return lw->conv_unit;
}

/* An i64 integer attribute of value k (dims, split counts). */
static const pt_attr *i64_attr(pt_spmd_lowerer *lw, int64_t k) {
  if (k < 0 || k >= PT_SPMD_CONV_SMALL_INTS) return pt_attr_int(lw->m, k, PT_DTYPE_I64);
  if (!lw->conv_i64[k]) lw->conv_i64[k] = pt_attr_int(lw->m, k, PT_DTYPE_I64);
  return lw->conv_i64[k];
}

uint32_t pt_spmd_const_i64(pt_spmd_lowerer *lw, int64_t k) {
  pt_module *m = lw->m;
  uint32_t t = scalar_type(lw, PT_DTYPE_I64);
  pt_named_attr at = named(lw, N_VALUE, pt_attr_dense(m, t, false, &k, sizeof k));
  uint32_t op = at.value ? pt_builder_op(&lw->b, PT_OP_CONSTANT, NULL, 0, &t, 1, &at, 1, NULL, 0, (pt_loc){0}) : PT_NONE;
  return op == PT_NONE ? PT_NONE : pt_op_get(m, op)->results;
}

/* Whether every attribute of `at` could be made (a NULL one: the arena
 * had no memory, or the replica groups' device list could not be made). */
static bool attrs_made(const pt_named_attr *at, uint32_t n) {
  for (uint32_t i = 0; i < n; i++)
    if (!at[i].value) return false;
  return true;
}

/* The memo's slot for `key` (global type and tiled dims): the one holding
 * it, or the empty one where it goes. */
static pt_spmd_type_slot *type_slot(pt_spmd_type_slot *slots, uint32_t cap, const pt_spmd_type_slot *key) {
  /* The dims as one word, mixed with the type in two multiplies (not one
   * per axis: this runs for every operand and result of every op). */
  uint64_t dims;
  memcpy(&dims, key->dims, sizeof dims);
  uint64_t h = (key->global + 1) * UINT64_C(0x9E3779B97F4A7C15) ^ dims * UINT64_C(0xC2B2AE3D27D4EB4F);
  h ^= h >> 29;
  for (uint32_t i = (uint32_t)(h >> 32) & (cap - 1);; i = (i + 1) & (cap - 1)) {
    pt_spmd_type_slot *s = &slots[i];
    if (s->global == PT_NONE || (s->global == key->global && memcmp(s->dims, key->dims, sizeof s->dims) == 0)) return s;
  }
}

static bool type_memo_grow(pt_spmd_lowerer *lw) {
  uint32_t cap = lw->types_cap ? lw->types_cap * 2 : 256;
  pt_spmd_type_slot *slots = pt_malloc((size_t)cap * sizeof *slots);
  if (!slots) return false;
  for (uint32_t i = 0; i < cap; i++) slots[i].global = PT_NONE;
  for (uint32_t i = 0; i < lw->types_cap; i++)
    if (lw->types[i].global != PT_NONE) *type_slot(slots, cap, &lw->types[i]) = lw->types[i];
  free(lw->types);
  lw->types = slots;
  lw->types_cap = cap;
  return true;
}

pt_status *pt_spmd_local_type(pt_spmd_lowerer *lw, uint32_t global, const pt_layout *l, uint32_t *out) {
  /* The dims are put together in a register and stored as one word:
   * stored byte by byte, the hash's word load of them would wait for the
   * bytes to reach the cache (a store-forwarding stall, half of this
   * function's time). */
  _Static_assert(sizeof ((pt_spmd_type_slot *)0)->dims == sizeof(uint64_t), "the dims are one word");
  uint64_t dims = UINT64_MAX;
  for (uint32_t a = 0, n = lw->mesh->n_axes; a < n; a++)
    if (l->kind[a] == PT_LAYOUT_TILED)
      dims = (dims & ~(UINT64_C(0xff) << (8 * a))) | (uint64_t)(uint8_t)l->dim[a] << (8 * a);
  pt_spmd_type_slot key = {.global = global};
  memcpy(key.dims, &dims, sizeof dims);
  if (lw->types_cap) {
    const pt_spmd_type_slot *hit = type_slot(lw->types, lw->types_cap, &key);
    if (hit->global != PT_NONE) {
      *out = hit->local;
      return NULL;
    }
  }
  const pt_type *g = pt_type_get(lw->m, global);
  if (g->kind == PT_TYPE_TENSOR)
    for (uint32_t d = 0; d < g->rank; d++) {
      axis_list a;
      dim_axes(lw->mesh, l, d, &a);
      int64_t n = list_devices(lw->mesh, &a);
      if (g->dims[d] % n != 0)
        return pt_status_make(PT_ERR_INTERNAL,
                              "%s: internal error: dim %u of size %lld cannot be cut into %lld exact chunks",
                              lw->m->filename, d, (long long)g->dims[d], (long long)n);
    }
  pt_type t = pt_layout_local_type(lw->mesh, l, g);
  *out = pt_type_intern(lw->m, &t);
  /* Only successes are kept: a key that fails the check above fails again;
   * nor is a type the module could not add (its stand-in). */
  if (pt_module_oom(lw->m)) return pt_nomem();
  if (2 * (lw->types_len + 1) > lw->types_cap && !type_memo_grow(lw)) return pt_nomem();
  key.local = *out;
  *type_slot(lw->types, lw->types_cap, &key) = key;
  lw->types_len++;
  return NULL;
}

/* ---- collective builders ---- */

/* One group per combination of coordinates on the axes outside `s` (in
 * device order of their first members), members ordered by their
 * coordinates along `s` (major to minor): `dense<[[...], ...]>`. */
static const pt_attr *replica_groups(pt_spmd_lowerer *lw, const axis_list *s, int64_t *n_groups) {
  for (uint32_t i = 0; i < lw->groups.len; i++) {
    const pt_spmd_groups_entry *e = &lw->groups.data[i];
    if (e->n == s->n && memcmp(e->axes, s->axes, s->n * sizeof s->axes[0]) == 0) {
      *n_groups = e->n_groups;
      return e->groups;
    }
  }
  const pt_mesh *mesh = lw->mesh;
  int64_t n_dev = pt_mesh_num_devices(mesh), size = list_devices(mesh, s), groups = n_dev / size;
  int64_t *ids = pt_malloc((size_t)n_dev * sizeof *ids);
  if (!ids) return NULL; /* attrs_made refuses it */
  int64_t g = 0;
  for (int64_t dev = 0; dev < n_dev; dev++) {
    bool first = true;
    for (uint32_t i = 0; i < s->n; i++) first &= pt_mesh_coord(mesh, dev, s->axes[i]) == 0;
    if (!first) continue;
    for (int64_t r = 0; r < size; r++) {
      /* Member r: its coordinates along s are r's mixed-radix digits. */
      int64_t rest = r, id = dev;
      for (uint32_t i = s->n; i-- > 0;) {
        id += (rest % mesh->sizes[s->axes[i]]) * pt_mesh_stride(mesh, s->axes[i]);
        rest /= mesh->sizes[s->axes[i]];
      }
      ids[g * size + r] = id;
    }
    g++;
  }
  int64_t dims[2] = {groups, size};
  pt_type t = pt_tensor_type(PT_DTYPE_I64, 2, dims);
  const pt_attr *a = pt_attr_dense(lw->m, pt_type_intern(lw->m, &t), false, ids, (uint64_t)n_dev * sizeof *ids);
  free(ids);
  *n_groups = groups;
  if (!a) return NULL;
  pt_spmd_groups_entry e = {.n = s->n, .groups = a, .n_groups = groups};
  memcpy(e.axes, s->axes, sizeof e.axes);
  /* A memo only: without room the attribute is simply made again next time. */
  (void)pt_vec_try_push(&lw->groups, e);
  return a;
}

const pt_attr *pt_spmd_channel_handle(pt_spmd_lowerer *lw) {
  pt_module *m = lw->m;
  if (lw->prog->next_channel == 0) lw->prog->next_channel = 1;
  /* Its names and `type = 1` made once per lowering (attributes are never
   * written once made, so every handle may share them). */
  if (!lw->handle_type) {
    lw->handle_name = pt_intern_cstr(&m->strings, "handle");
    lw->type_name = pt_intern_cstr(&m->strings, "type");
    if (!(lw->handle_type = pt_attr_int(m, 1, PT_DTYPE_NONE))) return NULL;
  }
  pt_named_attr params[2] = {{lw->handle_name, pt_attr_int(m, lw->prog->next_channel++, PT_DTYPE_NONE)},
                             {lw->type_name, lw->handle_type}};
  return params[0].value ? pt_attr_dialect(m, "stablehlo.channel_handle", params, 2) : NULL;
}

/* The scalar body `(a, b) -> a (op) b` of all_reduce / reduce_scatter;
 * PT_NONE when the host has no memory. */
static uint32_t reducer_region(pt_spmd_lowerer *lw, pt_dtype dt, pt_reducer r) {
  pt_module *m = lw->m;
  uint32_t t = scalar_type(lw, dt);
  uint32_t args_t[2] = {t, t};
  uint32_t region = pt_builder_begin_region(&lw->b, args_t, 2);
  if (region == PT_NONE) return PT_NONE;
  uint32_t args[2] = {m->regions.data[region].args, m->regions.data[region].args + 1};
  uint32_t op = pt_builder_op(&lw->b, pt_reducer_op(r), args, 2, &t, 1, NULL, 0, NULL, 0, (pt_loc){0});
  uint32_t res = op == PT_NONE ? PT_NONE : pt_op_get(m, op)->results;
  bool ok = res != PT_NONE && pt_builder_op(&lw->b, PT_OP_RETURN, &res, 1, NULL, 0, NULL, 0, NULL, 0, (pt_loc){0}) != PT_NONE;
  region = pt_builder_end_region(&lw->b);
  return ok ? region : PT_NONE;
}

static uint64_t type_bytes(const pt_type *t) {
  return (uint64_t)pt_type_num_elements(t) * pt_dtype_size((pt_dtype)t->dtype);
}

typedef struct {
  uint32_t value, user; /* original value and its user */
  uint32_t v;           /* current new value */
  pt_type t;            /* its local type */
  uint32_t tid;         /* t's id (interned once, where t is made) */
  pt_loc loc;
} cursor;

/* False when the host has no memory. */
static bool record(pt_spmd_lowerer *lw, const cursor *c, pt_coll_kind kind, pt_reducer red, const axis_list *s,
                   int32_t dim, int32_t dim2, uint32_t op, const pt_type *in_t, const pt_type *out_t) {
  const pt_mesh *mesh = lw->mesh;
  pt_spmd_collective e;
  memset(&e, 0, sizeof e);
  e.kind = (uint8_t)kind;
  e.reducer = (uint8_t)red;
  e.dtype = in_t->dtype;
  e.n_axes = (uint8_t)s->n;
  for (uint32_t i = 0; i < s->n; i++) e.axes[i] = (uint8_t)s->axes[i];
  e.dim = (int8_t)dim;
  e.dim2 = (int8_t)dim2;
  e.value = c->value;
  e.user = c->user;
  e.op = op;
  e.n_parts = 1;
  e.loop_depth = lw->loop_depth;
  e.operand_bytes = type_bytes(in_t);
  e.result_bytes = type_bytes(out_t);
  uint64_t n = (uint64_t)list_devices(mesh, s), n_dev = (uint64_t)pt_mesh_num_devices(mesh);
  switch (kind) {
    case PT_COLL_ALL_GATHER: e.wire_bytes = (n - 1) * e.operand_bytes * n_dev; break;
    case PT_COLL_ALL_REDUCE:
      e.wire_bytes = 2 * (n - 1) * (uint64_t)pt_type_num_elements(in_t) * pt_dtype_size((pt_dtype)in_t->dtype) *
                     (n_dev / n);
      break;
    case PT_COLL_REDUCE_SCATTER: e.wire_bytes = (n - 1) * e.result_bytes * n_dev; break;
    case PT_COLL_ALL_TO_ALL: e.wire_bytes = (n - 1) * (e.operand_bytes / n) * n_dev; break;
    case PT_COLL_COLLECTIVE_BROADCAST: e.wire_bytes = (n - 1) * e.operand_bytes * (n_dev / n); break;
    default: e.wire_bytes = 0; break; /* collective_permute: its pairs decide (pt_spmd_record_body_collective) */
  }
  return pt_vec_try_push(&lw->prog->collectives, e);
}

/* The axes whose groups are `a` (a replica_groups attribute of global
 * device ids; none: every device in one group): the axes on which the
 * first group's devices differ, major to minor, when every group has as
 * many devices as those axes span and the groups cover the mesh. */
static bool axes_of_groups(const pt_spmd_lowerer *lw, const pt_attr *a, axis_list *out) {
  const pt_mesh *mesh = lw->mesh;
  const pt_module *m = lw->m;
  int64_t n_dev = pt_mesh_num_devices(mesh);
  out->n = 0;
  const pt_type *t = a ? pt_type_get(m, pt_attr_elements_type(a)) : NULL;
  if (!t || t->rank != 2 || t->dims[0] * t->dims[1] == 0) {
    for (uint32_t x = 0; x < mesh->n_axes; x++)
      if (mesh->sizes[x] > 1) out->axes[out->n++] = x;
    return true;
  }
  int64_t n_groups = t->dims[0], size = t->dims[1], first = 0;
  if (n_groups * size != n_dev || !pt_attr_dense_int(m, a, 0, &first) || first < 0 || first >= n_dev) return false;
  bool differs[PT_MESH_MAX_AXES] = {false};
  for (int64_t j = 1; j < size; j++) {
    int64_t d;
    if (!pt_attr_dense_int(m, a, (uint64_t)j, &d) || d < 0 || d >= n_dev) return false;
    for (uint32_t x = 0; x < mesh->n_axes; x++)
      differs[x] |= pt_mesh_coord(mesh, d, x) != pt_mesh_coord(mesh, first, x);
  }
  for (uint32_t x = 0; x < mesh->n_axes; x++)
    if (differs[x]) out->axes[out->n++] = x;
  return list_devices(mesh, out) == size;
}

/* The axes a collective_permute's pairs cross: those on which some pair's
 * source and target differ (major to minor), and how many pairs move data
 * (source != target). False when a pair names a device outside the mesh. */
static bool axes_of_pairs(const pt_spmd_lowerer *lw, const pt_attr *a, axis_list *out, uint64_t *moved) {
  const pt_mesh *mesh = lw->mesh;
  const pt_module *m = lw->m;
  int64_t n_dev = pt_mesh_num_devices(mesh);
  out->n = 0;
  *moved = 0;
  const pt_type *t = a ? pt_type_get(m, pt_attr_elements_type(a)) : NULL;
  if (!t || t->rank != 2 || t->dims[1] != 2) return t && t->rank == 2 && t->dims[0] == 0;
  bool differs[PT_MESH_MAX_AXES] = {false};
  for (int64_t i = 0; i < t->dims[0]; i++) {
    int64_t src, dst;
    if (!pt_attr_dense_int(m, a, (uint64_t)(2 * i), &src) || !pt_attr_dense_int(m, a, (uint64_t)(2 * i + 1), &dst) ||
        src < 0 || src >= n_dev || dst < 0 || dst >= n_dev)
      return false;
    *moved += src != dst;
    for (uint32_t x = 0; x < mesh->n_axes; x++) differs[x] |= pt_mesh_coord(mesh, src, x) != pt_mesh_coord(mesh, dst, x);
  }
  for (uint32_t x = 0; x < mesh->n_axes; x++)
    if (differs[x]) out->axes[out->n++] = x;
  return true;
}

pt_status *pt_spmd_record_body_collective(pt_spmd_lowerer *lw, uint32_t orig, uint32_t emitted) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, emitted);
  pt_coll_kind kind;
  switch ((pt_opcode)op->code) {
    case PT_OP_ALL_GATHER: kind = PT_COLL_ALL_GATHER; break;
    case PT_OP_ALL_REDUCE: kind = PT_COLL_ALL_REDUCE; break;
    case PT_OP_REDUCE_SCATTER: kind = PT_COLL_REDUCE_SCATTER; break;
    case PT_OP_ALL_TO_ALL: kind = PT_COLL_ALL_TO_ALL; break;
    case PT_OP_COLLECTIVE_PERMUTE: kind = PT_COLL_COLLECTIVE_PERMUTE; break;
    case PT_OP_COLLECTIVE_BROADCAST: kind = PT_COLL_COLLECTIVE_BROADCAST; break;
    default: return NULL;
  }
  /* The body numbered its channels on its own; in the SPMD program they
   * would clash with partir's: the copy takes the next of partir's. */
  for (uint32_t k = 0; k < op->n_attrs; k++) {
    pt_named_attr *na = &m->attr_pool.data[op->attrs + k];
    if (strcmp(pt_str(m, na->name), "channel_handle") == 0) {
      const pt_attr *fresh = pt_spmd_channel_handle(lw);
      if (!fresh) return pt_nomem();
      op = pt_op_get(m, emitted);
      m->attr_pool.data[op->attrs + k].value = fresh;
      break;
    }
  }
  op = pt_op_get(m, emitted);
  axis_list s;
  uint64_t moved_pairs = 0;
  if (kind == PT_COLL_COLLECTIVE_PERMUTE) {
    if (!axes_of_pairs(lw, pt_op_attr(m, op, "source_target_pairs"), &s, &moved_pairs))
      return pt_op_error(m, pt_op_get(m, orig),
                         "its source_target_pairs name devices outside the mesh, which partir cannot count or "
                         "simulate");
  } else if (!axes_of_groups(lw, pt_op_attr(m, op, "replica_groups"), &s))
    return pt_op_error(m, pt_op_get(m, orig),
                       "its replica_groups are not the groups of any set of axes of the mesh, which partir cannot "
                       "count or simulate yet");
  int64_t dim = -1, dim2 = -1;
  if (kind == PT_COLL_ALL_TO_ALL) {
    pt_attr_get_int(pt_op_attr(m, op, "split_dimension"), &dim);
    pt_attr_get_int(pt_op_attr(m, op, "concat_dimension"), &dim2);
  } else if (kind != PT_COLL_ALL_REDUCE) {
    pt_attr_get_int(pt_op_attr(m, op, kind == PT_COLL_ALL_GATHER ? "all_gather_dim" : "scatter_dimension"), &dim);
  }
  pt_reducer red = kind == PT_COLL_ALL_REDUCE || kind == PT_COLL_REDUCE_SCATTER
                       ? pt_tmr_body_reducer(m, pt_op_region(m, op, 0), 0)
                       : PT_REDUCER_NONE;
  /* One record per operand (a variadic collective moves each). */
  for (uint32_t i = 0; i < op->n_operands && i < op->n_results; i++) {
    op = pt_op_get(m, emitted);
    cursor c;
    memset(&c, 0, sizeof c);
    c.value = pt_op_operand(m, pt_op_get(m, orig), i);
    c.user = orig;
    pt_type in_t = *pt_value_type(m, pt_op_operand(m, op, i)), out_t = *pt_value_type(m, pt_op_result(op, i));
    if (!record(lw, &c, kind, red, &s, (int32_t)dim, (int32_t)dim2, emitted, &in_t, &out_t)) return pt_nomem();
    if (kind == PT_COLL_COLLECTIVE_PERMUTE)
      lw->prog->collectives.data[lw->prog->collectives.len - 1].wire_bytes = moved_pairs * type_bytes(&in_t);
  }
  return NULL;
}

/* The emitters return false when the host has no memory. */
static bool emit_all_reduce(pt_spmd_lowerer *lw, cursor *c, pt_reducer red, const axis_list *s) {
  pt_module *m = lw->m;
  int64_t n_groups;
  pt_named_attr at[3] = {named(lw, N_REPLICA_GROUPS, replica_groups(lw, s, &n_groups)),
                         named(lw, N_CHANNEL_HANDLE, pt_spmd_channel_handle(lw)),
                         named(lw, N_USE_GLOBAL_DEVICE_IDS, unit_attr(lw))};
  if (!attrs_made(at, 3)) return false;
  uint32_t region = reducer_region(lw, (pt_dtype)c->t.dtype, red);
  if (region == PT_NONE) return false;
  uint32_t op = pt_builder_op(&lw->b, PT_OP_ALL_REDUCE, &c->v, 1, &c->tid, 1, at, 3, &region, 1, c->loc);
  if (op == PT_NONE || !record(lw, c, PT_COLL_ALL_REDUCE, red, s, -1, -1, op, &c->t, &c->t)) return false;
  c->v = pt_op_get(m, op)->results;
  return true;
}

static bool emit_reduce_scatter(pt_spmd_lowerer *lw, cursor *c, pt_reducer red, const axis_list *s, uint32_t dim) {
  pt_module *m = lw->m;
  int64_t n_groups;
  pt_named_attr at[4] = {named(lw, N_REPLICA_GROUPS, replica_groups(lw, s, &n_groups)),
                         named(lw, N_CHANNEL_HANDLE, pt_spmd_channel_handle(lw)),
                         named(lw, N_USE_GLOBAL_DEVICE_IDS, unit_attr(lw)),
                         named(lw, N_SCATTER_DIMENSION, i64_attr(lw, dim))};
  if (!attrs_made(at, 4)) return false;
  uint32_t region = reducer_region(lw, (pt_dtype)c->t.dtype, red);
  if (region == PT_NONE) return false;
  pt_type out = c->t;
  out.dims[dim] /= list_devices(lw->mesh, s);
  uint32_t t = pt_type_intern(m, &out);
  uint32_t op = pt_builder_op(&lw->b, PT_OP_REDUCE_SCATTER, &c->v, 1, &t, 1, at, 4, &region, 1, c->loc);
  if (op == PT_NONE || !record(lw, c, PT_COLL_REDUCE_SCATTER, red, s, (int32_t)dim, -1, op, &c->t, &out)) return false;
  c->v = pt_op_get(m, op)->results;
  c->t = out;
  c->tid = t;
  return true;
}

static bool emit_all_gather(pt_spmd_lowerer *lw, cursor *c, const axis_list *s, uint32_t dim) {
  pt_module *m = lw->m;
  int64_t n_groups;
  pt_named_attr at[4] = {named(lw, N_REPLICA_GROUPS, replica_groups(lw, s, &n_groups)),
                         named(lw, N_CHANNEL_HANDLE, pt_spmd_channel_handle(lw)),
                         named(lw, N_USE_GLOBAL_DEVICE_IDS, unit_attr(lw)),
                         named(lw, N_ALL_GATHER_DIM, i64_attr(lw, dim))};
  if (!attrs_made(at, 4)) return false;
  pt_type out = c->t;
  out.dims[dim] *= list_devices(lw->mesh, s);
  uint32_t t = pt_type_intern(m, &out);
  uint32_t op = pt_builder_op(&lw->b, PT_OP_ALL_GATHER, &c->v, 1, &t, 1, at, 4, NULL, 0, c->loc);
  if (op == PT_NONE || !record(lw, c, PT_COLL_ALL_GATHER, PT_REDUCER_NONE, s, (int32_t)dim, -1, op, &c->t, &out))
    return false;
  c->v = pt_op_get(m, op)->results;
  c->t = out;
  c->tid = t;
  return true;
}

static bool emit_all_to_all(pt_spmd_lowerer *lw, cursor *c, const axis_list *s, uint32_t split, uint32_t concat) {
  pt_module *m = lw->m;
  int64_t n_groups, n = list_devices(lw->mesh, s);
  pt_named_attr at[5] = {named(lw, N_REPLICA_GROUPS, replica_groups(lw, s, &n_groups)),
                         named(lw, N_CHANNEL_HANDLE, pt_spmd_channel_handle(lw)),
                         named(lw, N_SPLIT_DIMENSION, i64_attr(lw, split)),
                         named(lw, N_CONCAT_DIMENSION, i64_attr(lw, concat)),
                         named(lw, N_SPLIT_COUNT, i64_attr(lw, n))};
  if (!attrs_made(at, 5)) return false;
  pt_type out = c->t;
  out.dims[split] /= n;
  out.dims[concat] *= n;
  uint32_t t = pt_type_intern(m, &out);
  uint32_t op = pt_builder_op(&lw->b, PT_OP_ALL_TO_ALL, &c->v, 1, &t, 1, at, 5, NULL, 0, c->loc);
  if (op == PT_NONE ||
      !record(lw, c, PT_COLL_ALL_TO_ALL, PT_REDUCER_NONE, s, (int32_t)split, (int32_t)concat, op, &c->t, &out))
    return false;
  c->v = pt_op_get(m, op)->results;
  c->t = out;
  c->tid = t;
  return true;
}

/* PT_NONE when the host has no memory (or an operand is PT_NONE: one
 * that could not be made). */
static uint32_t binary(pt_spmd_lowerer *lw, pt_opcode code, uint32_t a, uint32_t b, uint32_t t) {
  if (a == PT_NONE || b == PT_NONE) return PT_NONE;
  uint32_t ops[2] = {a, b};
  uint32_t op = pt_builder_op(&lw->b, code, ops, 2, &t, 1, NULL, 0, NULL, 0, (pt_loc){0});
  return op == PT_NONE ? PT_NONE : pt_op_get(lw->m, op)->results;
}

/* The device's chunk index among the chunks the axes `s` cut (major to
 * minor), as a tensor<i64> scalar. */
static uint32_t chunk_index(pt_spmd_lowerer *lw, const axis_list *s) {
  uint32_t t = scalar_type(lw, PT_DTYPE_I64);
  uint32_t acc = lw->coord[s->axes[0]];
  for (uint32_t i = 1; i < s->n; i++) {
    uint32_t scaled = binary(lw, PT_OP_MULTIPLY, acc, pt_spmd_const_i64(lw, lw->mesh->sizes[s->axes[i]]), t);
    acc = binary(lw, PT_OP_ADD, scaled, lw->coord[s->axes[i]], t);
  }
  return acc;
}

static bool emit_all_slice(pt_spmd_lowerer *lw, cursor *c, const axis_list *s, uint32_t dim) {
  pt_module *m = lw->m;
  pt_type out = c->t;
  out.dims[dim] /= list_devices(lw->mesh, s);
  uint32_t it = scalar_type(lw, PT_DTYPE_I64);
  uint32_t start = binary(lw, PT_OP_MULTIPLY, chunk_index(lw, s), pt_spmd_const_i64(lw, out.dims[dim]), it);
  uint32_t zero = PT_NONE;
  uint32_t operands[PT_MAX_RANK + 1];
  operands[0] = c->v;
  for (uint32_t d = 0; d < c->t.rank; d++) {
    if (d == dim) {
      operands[d + 1] = start;
    } else {
      if (zero == PT_NONE) zero = pt_spmd_const_i64(lw, 0);
      if (zero == PT_NONE) return false;
      operands[d + 1] = zero;
    }
  }
  if (start == PT_NONE) return false;
  pt_named_attr at = named(lw, N_SLICE_SIZES, pt_attr_i64_array(m, out.dims, out.rank));
  if (!attrs_made(&at, 1)) return false;
  uint32_t t = pt_type_intern(m, &out);
  uint32_t op = pt_builder_op(&lw->b, PT_OP_DYNAMIC_SLICE, operands, c->t.rank + 1, &t, 1, &at, 1, NULL, 0, c->loc);
  if (op == PT_NONE || !record(lw, c, PT_COLL_ALL_SLICE, PT_REDUCER_NONE, s, (int32_t)dim, -1, op, &c->t, &out))
    return false;
  c->v = pt_op_get(m, op)->results;
  c->t = out;
  c->tid = t;
  return true;
}

/* Bytes of one element of dtype `dt` equal to 1. */
static void one_bytes(pt_dtype dt, uint8_t *out) {
  memset(out, 0, 8);
  switch (dt) {
    case PT_DTYPE_F64: {
      double one = 1.0;
      memcpy(out, &one, sizeof one);
      break;
    }
    case PT_DTYPE_F32: {
      float one = 1.0f;
      memcpy(out, &one, sizeof one);
      break;
    }
    case PT_DTYPE_F16: out[0] = 0x00, out[1] = 0x3c; break;
    case PT_DTYPE_BF16: out[0] = 0x80, out[1] = 0x3f; break;
    default: out[0] = 1; break; /* little-endian integers and i1 */
  }
}

/* x on the devices at coordinate 0 of every axis of `s`, `fill` (the
 * reducer's identity) elsewhere. */
static bool emit_mask(pt_spmd_lowerer *lw, cursor *c, const axis_list *s, bool ones) {
  pt_module *m = lw->m;
  uint32_t pred_t = scalar_type(lw, PT_DTYPE_I1);
  uint32_t pred = PT_NONE;
  for (uint32_t i = 0; i < s->n; i++) {
    uint32_t ops[2] = {lw->coord[s->axes[i]], pt_spmd_const_i64(lw, 0)};
    pt_named_attr at = named(lw, N_COMPARISON_DIRECTION, pt_attr_enum(m, "stablehlo", "comparison_direction", "EQ", false));
    if (ops[1] == PT_NONE || !attrs_made(&at, 1)) return false;
    uint32_t op = pt_builder_op(&lw->b, PT_OP_COMPARE, ops, 2, &pred_t, 1, &at, 1, NULL, 0, (pt_loc){0});
    if (op == PT_NONE) return false;
    uint32_t is_zero = pt_op_get(m, op)->results;
    pred = pred == PT_NONE ? is_zero : binary(lw, PT_OP_AND, pred, is_zero, pred_t);
    if (pred == PT_NONE) return false;
  }
  uint8_t bytes[8];
  if (ones) one_bytes((pt_dtype)c->t.dtype, bytes);
  else memset(bytes, 0, sizeof bytes);
  uint32_t t = c->tid;
  pt_named_attr at = named(lw, N_VALUE, pt_attr_dense(m, t, true, bytes, pt_dtype_size((pt_dtype)c->t.dtype)));
  if (!attrs_made(&at, 1)) return false;
  uint32_t cop = pt_builder_op(&lw->b, PT_OP_CONSTANT, NULL, 0, &t, 1, &at, 1, NULL, 0, (pt_loc){0});
  if (cop == PT_NONE) return false;
  uint32_t ops[3] = {pred, c->v, pt_op_get(m, cop)->results};
  uint32_t op = pt_builder_op(&lw->b, PT_OP_SELECT, ops, 3, &t, 1, NULL, 0, NULL, 0, c->loc);
  if (op == PT_NONE) return false;
  c->v = pt_op_get(m, op)->results;
  return true;
}

pt_status *pt_spmd_convert(pt_spmd_lowerer *lw, uint32_t value, uint32_t v, const pt_layout *from,
                           const pt_layout *to, uint32_t user, uint32_t *out) {
  pt_module *m = lw->m;
  uint32_t global = m->values.data[value].type;
  /* A copy: interning types moves the type table. */
  pt_type gt = *pt_type_get(m, global);
  const pt_type *g = &gt;
  *out = v;
  if (g->kind != PT_TYPE_TENSOR) return NULL;
  uint32_t from_t, to_t;
  PT_TRY(pt_spmd_local_type(lw, global, from, &from_t));
  PT_TRY(pt_spmd_local_type(lw, global, to, &to_t));
  plan pl;
  make_plan(lw, from, to, g->rank, &pl);
  cursor c = {.value = value, .user = user, .v = v, .t = *pt_type_get(m, from_t), .tid = from_t};
  if (user != PT_NONE && user < m->ops.len) c.loc = pt_op_get(m, user)->loc;
  /* all_reduce and reduce_scatter own a reducer body, one level below the
   * insertion point: the program must stay within PT_MAX_NESTING. */
  if (pl.n_reduce && lw->depth >= PT_MAX_NESTING)
    return pt_error_at(PT_ERR_UNSUPPORTED, m->filename, c.loc,
                       "partitioning needs a reducing collective here, and its reducer body would nest more than "
                       "%d levels deep (partir's limit for every program); leave this value unpartitioned",
                       PT_MAX_NESTING);
  bool ok = true;
  for (uint32_t k = 0; k < pl.n_reduce && ok; k++) {
    int32_t d = pl.reduce_scatter_dim[k];
    if (d >= 0) ok = emit_reduce_scatter(lw, &c, (pt_reducer)pl.reduce_reducer[k], &pl.slice[d], (uint32_t)d);
    else ok = emit_all_reduce(lw, &c, (pt_reducer)pl.reduce_reducer[k], &pl.reduce[k]);
  }
  for (uint32_t d = 0; d < g->rank && ok; d++)
    if (pl.gather[d].n > 0 && pl.to_all_dim[d] < 0) ok = emit_all_gather(lw, &c, &pl.gather[d], d);
  for (uint32_t d = 0; d < g->rank && ok; d++)
    if (pl.to_all_dim[d] >= 0) ok = emit_all_to_all(lw, &c, &pl.gather[d], (uint32_t)pl.to_all_dim[d], d);
  for (uint32_t d = 0; d < g->rank && ok; d++)
    if (pl.slice[d].n > 0 && !pl.slice_fused[d]) ok = emit_all_slice(lw, &c, &pl.slice[d], d);
  if (ok && pl.mask_zero.n) ok = emit_mask(lw, &c, &pl.mask_zero, false);
  if (ok && pl.mask_one.n) ok = emit_mask(lw, &c, &pl.mask_one, true);
  uint32_t made_t = ok ? c.tid : PT_NONE;
  /* A type or attribute stood in for one that could not be added. */
  if (!ok || pt_module_oom(m)) return pt_nomem();
  if (made_t != to_t)
    return pt_status_make(PT_ERR_INTERNAL, "%s: internal error: converting a value between layouts gave the wrong type",
                          m->filename);
  *out = c.v;
  return NULL;
}

pt_status *pt_spmd_use(pt_spmd_lowerer *lw, uint32_t value, const pt_layout *to, uint32_t user, uint32_t *out) {
  const pt_layout *from = &lw->lay[value];
  const pt_type *g = pt_value_type(lw->m, value);
  uint32_t rank = g->kind == PT_TYPE_TENSOR ? g->rank : 0;
  /* The same bytes are the same layout (the usual case: no conversion). */
  if (memcmp(from, to, sizeof *to) == 0 || layouts_equivalent(lw->mesh, from, to, rank)) {
    *out = lw->cur[value];
    return NULL;
  }
  if (lw->opts->cse)
    /* Newest first, among this value's entries only (a chain per value). */
    for (uint32_t i = lw->cse_head[value]; i != PT_NONE; i = lw->cse.data[i].prev) {
      const pt_spmd_cse_entry *e = &lw->cse.data[i];
      if (layouts_equivalent(lw->mesh, &e->layout, to, rank)) {
        *out = e->result;
        return NULL;
      }
    }
  PT_TRY(pt_spmd_convert(lw, value, lw->cur[value], from, to, user, out));
  if (lw->opts->cse) {
    pt_spmd_cse_entry e = {.value = value, .result = *out, .prev = lw->cse_head[value], .layout = *to};
    PT_TRY_ALLOC(pt_vec_try_push(&lw->cse, e));
    lw->cse_head[value] = lw->cse.len - 1;
    /* An entry the pinned parent's lowering may not have made here: a
     * later user replayed from the parent could take another conversion
     * than lowering it anew would, so none is (lower.c). Uses that add
     * no entry leave the chain a part of the parent's, in its order: a
     * replayed user then finds what it found there, or reads an entry
     * that has no counterpart here and is lowered anew. */
    if (lw->chain_ok && value < lw->n_old) lw->chain_ok[value] = 0;
  }
  return NULL;
}

void pt_spmd_cse_pop(pt_spmd_lowerer *lw, uint32_t mark) {
  while (lw->cse.len > mark) {
    const pt_spmd_cse_entry *e = &lw->cse.data[--lw->cse.len];
    lw->cse_head[e->value] = e->prev;
  }
}
