/* annotations.c - the from_annotations tactic: the shardings a module
 * already carries, as tile/replicate actions.
 *
 * Where they come from (the function being partitioned):
 *   Shardy   `sdy.sharding` on arguments and results, sdy.sharding_constraint
 *            and sdy.reshard (their result), `sdy.sharding` on any op (one
 *            per result), an inlined sdy.named_computation's in/out
 *            shardings (constraints now), a manual computation's, over the
 *            module's sdy.mesh;
 *   GSPMD    `mhlo.sharding` strings on arguments and results, on
 *            custom_call @Sharding (its result; `unspecified_dims=[..]` in
 *            backend_config are open dims) and on any op (a tuple: one per
 *            result); subgroups `last_tile_dims={manual, replicated}`.
 * "auto" reads Shardy's when the module has an sdy.mesh, else GSPMD's.
 *
 * What they mean here. A dim sharding {"a", "b"} is tile(v, d, a) then
 * tile(v, d, b) (major first). Axes in replicated={...} are replicate
 * actions; when every dim is closed (JAX's in_shardings, GSPMD strings),
 * the axes that shard no dim are replicated too, since propagation may not
 * add them; an open dim ({"a", ?}) leaves the other axes to propagation.
 * Not on results: a result partial on an axis is reduced where it is
 * returned, which is how Shardy's partitioner meets a closed result too
 * (an all-reduce), while REPLICATED would make its op compute it whole.
 * `{replicated}` and `{maximal device=k}` replicate on every axis (partir
 * has no single-device placement: the value is whole everywhere, which
 * computes the same); `{manual}` and `{unknown}` say nothing.
 *
 * Order. Shardy priorities (p0 before p1, none last) become tactic order:
 * the actions of one priority are taken, then each axis they use is
 * propagated to a fixed point, one tactic per (priority, axis), before the
 * next priority claims what is still open. Within a priority the axes go
 * in the order they appear major to minor, so a value sharded {"y", "x"}
 * sees y's propagation first and keeps y major downstream. An action on a
 * value already decided on its axis is skipped, as built-ins do.
 *
 * Sub-axes. `"x":(1)2` is a real decision: the mesh taken from the
 * module (pt_annotations_mesh) has x split where the shardings need it
 * (x=4 -> x:(1)2=2,x:(2)2=2, mesh_subaxes.c), a reference to x whole is
 * all its pieces major to minor, and the sub-axis is its piece(s).
 *
 * What partir cannot express is an error naming the value: a sub-axis the
 * mesh given has not split (the error says which mesh would do), sub-axes
 * of one axis that do not nest, a GSPMD device order that no assignment of
 * mesh axes produces, a mesh that disagrees with the module's sdy.mesh. */
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tactics.h"

#include "../spmd/spmd.h"

typedef struct {
  uint32_t value;
  uint32_t dim; /* or PT_SEED_REPLICATE */
  uint32_t axis;
  int32_t priority; /* INT32_MAX: none */
  uint32_t pos;     /* position among the axes of its dim (major first) */
} ann_seed;

typedef PT_VEC(ann_seed) ann_vec;

typedef struct {
  const pt_partition *p;
  ann_vec seeds;
  bool oom; /* a seed could not be added (reported where collecting ends) */
} collector;

static pt_status *value_error(const pt_partition *p, uint32_t value, const char *fmt, ...) PT_PRINTF(3, 4);
/* Where a value is in the model file: its op, or the function for an
 * argument. */
static pt_loc value_loc_of(const pt_partition *p, uint32_t value) {
  const pt_module *m = p->m;
  const pt_value *v = &m->values.data[value];
  pt_loc loc = m->funcs.data[p->func].loc;
  if (!v->is_arg && v->def < m->ops.len) loc = m->ops.data[v->def].loc;
  return loc;
}

static pt_status *value_error(const pt_partition *p, uint32_t value, const char *fmt, ...) {
  const pt_module *m = p->m;
  pt_loc loc = value_loc_of(p, value);
  char msg[512];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  return pt_error_at(PT_ERR_INVALID_ARG, m->filename, loc, "from_annotations: %s", msg);
}

static void add(collector *c, uint32_t value, uint32_t dim, uint32_t axis, int32_t priority, uint32_t pos) {
  ann_seed s = {value, dim, axis, priority, pos};
  if (!pt_vec_try_push(&c->seeds, s)) c->oom = true;
}

/* ---- Shardy ---- */

/* The mesh axes a Shardy axis reference names, major to minor: the axis
 * itself, or the pieces of it the mesh is split into (mesh_subaxes.c)
 * that make up the whole axis or the sub-axis `"x":(pre)size`. */
static pt_status *mesh_axes(const pt_partition *p, uint32_t value, const char *what, const pt_sdy_axis_ref *r,
                            const pt_sdy_mesh_axes *sdy, uint32_t *out, uint32_t *n) {
  int64_t full = 0;
  for (uint32_t k = 0; k < sdy->n_axes; k++)
    if (strcmp(sdy->names[k], r->name) == 0) full = sdy->sizes[k];
  int64_t lo = r->size ? r->pre : 1, hi = r->size ? r->pre * r->size : full;
  *n = 0;
  int32_t a = pt_mesh_axis(&p->mesh, r->name);
  if (a >= 0 && !r->size && p->mesh.sizes[a] == full) {
    out[(*n)++] = (uint32_t)a;
    return NULL;
  }
  int64_t covered = 1, next = lo, total = 1;
  for (uint32_t k = 0; k < p->mesh.n_axes; k++) {
    char base[PT_MESH_NAME_MAX];
    int64_t pre, size;
    if (!pt_mesh_subaxis(p->mesh.names[k], base, &pre, &size) || strcmp(base, r->name) != 0) continue;
    total *= size;
    if (pre < lo || pre * size > hi) continue;
    if (pre != next) break; /* a gap: pieces are consecutive, so none follows */
    out[(*n)++] = k;
    covered *= size;
    next = pre * size;
  }
  if (full > 0 && total == full && covered == hi / lo && *n) return NULL;
  if (r->size) {
    pt_buf need = {0};
    pt_status *ms = pt_annotations_mesh(p->m, &need);
    pt_status *s = value_error(p, value,
                               "%s uses the sub-axis \"%s\":(%lld)%lld, which the mesh does not have: partir "
                               "needs axis '%s' split there%s%s%s",
                               what, r->name, (long long)r->pre, (long long)r->size, r->name,
                               ms ? "" : ", as in --mesh ", ms ? "" : need.data,
                               ms ? "" : " (without --mesh, from_annotations splits the module's mesh itself)");
    pt_status_free(ms);
    pt_buf_free(&need);
    return s;
  }
  return value_error(p, value, "%s shards on axis \"%s\" of size %lld, which the mesh %s", what, r->name,
                     (long long)full, a < 0 && total == 1 ? "does not have" : "has with another size");
}

static pt_status *from_sdy_sharding(collector *c, uint32_t value, const pt_sdy_sharding *sh, const char *what,
                                    bool result) {
  const pt_partition *p = c->p;
  pt_sdy_mesh_axes mesh;
  char err[200];
  if (!pt_sdy_mesh_of(p->m, sh->mesh, &mesh, err, sizeof err)) return value_error(p, value, "%s: %s", what, err);
  uint64_t used = 0;
  bool open = false;
  int32_t top = INT32_MAX;
  for (uint32_t d = 0; d < sh->rank; d++) {
    const pt_sdy_dim *dim = &sh->dims[d];
    int32_t pr = dim->priority < 0 ? INT32_MAX : dim->priority;
    open |= dim->open;
    if (dim->n_axes && pr < top) top = pr;
    for (uint32_t i = 0, pos = 0; i < dim->n_axes; i++) {
      uint32_t axes[PT_MESH_MAX_AXES], n;
      PT_TRY(mesh_axes(p, value, what, &dim->axes[i], &mesh, axes, &n));
      for (uint32_t k = 0; k < n; k++) {
        used |= 1ull << axes[k];
        add(c, value, d, axes[k], pr, pos++);
      }
    }
  }
  for (uint32_t i = 0; i < sh->n_replicated; i++) {
    uint32_t axes[PT_MESH_MAX_AXES], n;
    PT_TRY(mesh_axes(p, value, what, &sh->replicated[i], &mesh, axes, &n));
    for (uint32_t k = 0; k < n; k++) {
      used |= 1ull << axes[k];
      add(c, value, PT_SEED_REPLICATE, axes[k], top, 0);
    }
  }
  if (!open && !result)
    for (uint32_t axis = 0; axis < p->mesh.n_axes; axis++)
      if (!(used >> axis & 1u) && p->mesh.sizes[axis] > 1) add(c, value, PT_SEED_REPLICATE, axis, top, 0);
  return NULL;
}

static pt_status *from_sdy(collector *c, uint32_t value, const pt_attr *a, const char *what, bool result) {
  pt_sdy_sharding sh;
  char err[200];
  if (!a || a->kind != PT_ATTR_OPAQUE) return NULL; /* the verifier refused anything else */
  if (!pt_sdy_sharding_parse(a->u.opq.body, strlen(a->u.opq.body), &sh, err, sizeof err))
    return value_error(c->p, value, "%s: %s", what, err);
  return from_sdy_sharding(c, value, &sh, what, result);
}

/* `sdy.sharding = #sdy.sharding_per_value<[...]>` on an op (what Shardy's
 * propagation writes on every op, and torch-xla on some): one sharding per
 * result, read as a function result's is. Its closed dims do not pin the
 * other axes replicated: a contraction's result closed on an axis its
 * operands are tiled on is partial there and Shardy's partitioner reduces
 * it after the op, while REPLICATED would make partir compute it whole
 * (the operands gathered before the op). */
static pt_status *from_sdy_per_value(collector *c, const pt_op *op, const pt_attr *a) {
  const pt_partition *p = c->p;
  if (!a || a->kind != PT_ATTR_OPAQUE || op->n_results == 0) return NULL;
  pt_sdy_sharding *sh = pt_calloc(op->n_results, sizeof *sh);
  PT_TRY_ALLOC(sh);
  uint32_t got = 0;
  char err[200];
  pt_status *s = NULL;
  if (!pt_sdy_sharding_list_parse(a->u.opq.body, strlen(a->u.opq.body), sh, op->n_results, &got, err, sizeof err) ||
      got != op->n_results)
    s = value_error(p, op->results, "sdy.sharding of %s: %s", pt_op_name((pt_opcode)op->code),
                    got != op->n_results ? "not one sharding per result" : err);
  for (uint32_t i = 0; i < op->n_results && !s; i++) {
    char what[96];
    snprintf(what, sizeof what, "sdy.sharding of %s (result #%u)", pt_op_name((pt_opcode)op->code), i);
    s = from_sdy_sharding(c, op->results + i, &sh[i], what, true);
  }
  free(sh);
  return s;
}

/* ---- GSPMD ---- */

typedef struct {
  const pt_mesh *mesh;
  const pt_gspmd_sharding *sh;
  uint32_t rank;
  const int64_t *want; /* the sharding's device array */
  int64_t *got;
  uint32_t perm[PT_MESH_MAX_AXES]; /* axis order tried (major first within a dim) */
  int32_t slot[PT_MESH_MAX_AXES];  /* per axis: a dim, rank (the replicated tile dim) or -1 (unused) */
} matcher;

/* Whether the mesh's devices laid out by slot/perm give the wanted array. */
static bool layout_matches(matcher *mt) {
  const pt_mesh *mesh = mt->mesh;
  uint32_t nd = mt->sh->n_tile_dims;
  int64_t n = pt_mesh_num_devices(mesh);
  for (int64_t dev = 0; dev < n; dev++) {
    int64_t idx[PT_GSPMD_MAX_DIMS] = {0};
    for (uint32_t k = 0; k < mesh->n_axes; k++) {
      uint32_t a = mt->perm[k];
      if (mt->slot[a] < 0) continue;
      int64_t coord = dev / pt_mesh_stride(mesh, a) % mesh->sizes[a];
      idx[mt->slot[a]] = idx[mt->slot[a]] * mesh->sizes[a] + coord;
    }
    int64_t flat = 0;
    for (uint32_t t = 0; t < nd; t++) flat = flat * mt->sh->tile_dims[t] + idx[t];
    mt->got[flat] = dev;
  }
  return memcmp(mt->got, mt->want, (size_t)n * sizeof *mt->got) == 0;
}

/* Tries every slot for axes perm[k..] with tile counts left `left`. */
static bool assign(matcher *mt, uint32_t k, int64_t *left) {
  const pt_mesh *mesh = mt->mesh;
  uint32_t nd = mt->sh->n_tile_dims;
  if (k == mesh->n_axes) {
    for (uint32_t t = 0; t < nd; t++)
      if (left[t] != 1) return false;
    return layout_matches(mt);
  }
  uint32_t a = mt->perm[k];
  for (int32_t s = -1; s < (int32_t)nd; s++) {
    if (s < 0 && mesh->sizes[a] != 1) continue; /* every device is in the tile array */
    if (s >= 0 && left[s] % mesh->sizes[a] != 0) continue;
    mt->slot[a] = s;
    if (s >= 0) left[s] /= mesh->sizes[a];
    bool ok = assign(mt, k + 1, left);
    if (s >= 0) left[s] *= mesh->sizes[a];
    if (ok) return true;
  }
  return false;
}

static bool next_perm(uint32_t *v, uint32_t n) {
  if (n < 2) return false;
  uint32_t i = n - 1;
  while (i > 0 && v[i - 1] >= v[i]) i--;
  if (i == 0) return false;
  uint32_t j = n - 1;
  while (v[j] <= v[i - 1]) j--;
  uint32_t t = v[i - 1];
  v[i - 1] = v[j];
  v[j] = t;
  for (uint32_t l = i, r = n - 1; l < r; l++, r--) t = v[l], v[l] = v[r], v[r] = t;
  return true;
}

/* One GSPMD sharding of `value`. The mesh's axes are matched against the
 * tile array: each axis goes to a tensor dim or to a subgroup dim (the
 * trailing `last_tile_dim_replicate` / `last_tile_dims={...}` ones). An
 * axis on a replicated (or maximal) subgroup is a replicate action; one on
 * a manual subgroup is none: the value is device-local code's on it
 * (shard_map), which partir does not re-partition. */
static pt_status *from_gspmd_one(collector *c, uint32_t value, const pt_gspmd_sharding *sh, const char *text,
                                 const char *what, uint32_t open_dims, bool result) {
  const pt_partition *p = c->p;
  const pt_mesh *mesh = &p->mesh;
  if (sh->kind == PT_GSPMD_MANUAL || sh->kind == PT_GSPMD_UNKNOWN) return NULL;
  if (sh->kind != PT_GSPMD_TILED) {
    for (uint32_t axis = 0; axis < mesh->n_axes && !result; axis++)
      if (mesh->sizes[axis] > 1) add(c, value, PT_SEED_REPLICATE, axis, INT32_MAX, 0);
    return NULL;
  }
  if (sh->n_devices != pt_mesh_num_devices(mesh))
    return value_error(p, value, "%s \"%s\" places the value on %lld devices, the mesh has %lld", what, text,
                       (long long)sh->n_devices, (long long)pt_mesh_num_devices(mesh));
  int64_t *want = pt_malloc((size_t)sh->n_devices * sizeof *want), *got = pt_malloc((size_t)sh->n_devices * sizeof *got);
  if (!want || !got) {
    free(want);
    free(got);
    return pt_nomem();
  }
  bool found = false;
  uint32_t rank = sh->n_tile_dims - sh->n_last_tile_dims;
  matcher mt = {mesh, sh, rank, want, got, {0}, {0}};
  if (pt_gspmd_devices(sh, want)) {
    int64_t left[PT_GSPMD_MAX_DIMS];
    for (uint32_t t = 0; t < sh->n_tile_dims; t++) left[t] = sh->tile_dims[t];
    for (uint32_t k = 0; k < mesh->n_axes; k++) mt.perm[k] = k;
    do found = assign(&mt, 0, left);
    while (!found && next_perm(mt.perm, mesh->n_axes));
  }
  free(want);
  free(got);
  if (!found)
    return value_error(p, value,
                       "%s \"%s\": no assignment of the mesh's axes to the tensor's dims gives this device order, "
                       "so partir's mesh cannot express it (a mesh with an axis split into sub-axes may: x=4 as "
                       "--mesh x:(1)2=2,x:(2)2=2)",
                       what, text);
  uint32_t pos[PT_GSPMD_MAX_DIMS] = {0};
  for (uint32_t k = 0; k < mesh->n_axes; k++) {
    uint32_t axis = mt.perm[k];
    int32_t s = mt.slot[axis];
    if (s < 0 || mesh->sizes[axis] == 1) continue;
    if (s >= (int32_t)rank) {
      if (sh->last_tile_kinds[s - (int32_t)rank] != PT_GSPMD_MANUAL && !result)
        add(c, value, PT_SEED_REPLICATE, axis, INT32_MAX, 0);
      continue;
    }
    bool open = open_dims >> s & 1u;
    if (!open || sh->tile_dims[s] > 1) add(c, value, (uint32_t)s, axis, INT32_MAX, pos[s]++);
  }
  return NULL;
}

/* A GSPMD string on `n` values (an op's results, or one argument or
 * result): a tuple gives one sharding per value; one sharding on several
 * values is each one's, as XLA reads a non-tuple sharding of a tuple. */
static pt_status *from_gspmd(collector *c, const uint32_t *values, uint32_t n, const pt_attr *a, const char *what,
                             uint32_t open_dims, bool result) {
  const pt_partition *p = c->p;
  if (!a || a->kind != PT_ATTR_STRING || n == 0) return NULL;
  pt_gspmd_sharding *sh = pt_calloc(n, sizeof *sh);
  PT_TRY_ALLOC(sh);
  uint32_t got = 0;
  char err[160];
  pt_status *s = NULL;
  if (!pt_gspmd_sharding_parse(a->u.str.data, a->u.str.len, sh, &got, n, err, sizeof err))
    s = value_error(p, values[0], "%s \"%s\": %s", what, a->u.str.data, err);
  else if (got != 1 && got != n)
    s = value_error(p, values[0], "%s \"%s\" has %u shardings for %u values", what, a->u.str.data, got, n);
  for (uint32_t i = 0; i < n && !s; i++)
    s = from_gspmd_one(c, values[i], &sh[got == 1 ? 0 : i], a->u.str.data, what, open_dims, result);
  free(sh);
  return s;
}

/* `unspecified_dims=[1, 2]` in a @Sharding's backend_config, as a mask. */
static uint32_t unspecified_dims(const pt_module *m, const pt_op *op) {
  const pt_attr *b = pt_op_attr(m, op, "backend_config");
  if (!b || b->kind != PT_ATTR_STRING) return 0;
  const char *s = strstr(b->u.str.data, "unspecified_dims=[");
  uint32_t mask = 0;
  for (s = s ? s + 18 : NULL; s && *s && *s != ']'; s++)
    if (*s >= '0' && *s <= '9') {
      char *end; /* strtol's end pointer is not const: no cast of s */
      long d = strtol(s, &end, 10);
      if (d >= 0 && d < 32) mask |= 1u << d;
      s = end - 1;
    }
  return mask;
}

/* A manual computation's body is device-local code partir does not
 * re-partition: its operands and results are pinned to what its
 * in_shardings / out_shardings say on the manual axes (the layouts the
 * lowering gives them), seeds like an argument's sharding. The free axes
 * of those shardings stay open, for propagation and other tactics. */
static pt_status *from_manual(collector *c, const pt_op *op) {
  const pt_partition *p = c->p;
  const pt_module *m = p->m;
  pt_sdy_sharding axes;
  char err[200];
  if (!pt_sdy_manual_axes_parse(pt_op_attr(m, op, "manual_axes"), &axes, err, sizeof err))
    return pt_op_error(m, op, "%s", err);
  pt_status *s = NULL;
  for (int side = 0; side < 2 && !s; side++) {
    const char *key = side ? "out_shardings" : "in_shardings";
    uint32_t n = side ? op->n_results : op->n_operands, got = 0;
    const pt_attr *a = pt_op_attr(m, op, key);
    pt_sdy_sharding *sh = pt_calloc(n + 1u, sizeof *sh);
    if (!sh) {
      s = pt_nomem();
      break;
    }
    if (!a || a->kind != PT_ATTR_OPAQUE ||
        !pt_sdy_sharding_list_parse(a->u.opq.body, strlen(a->u.opq.body), sh, n, &got, err, sizeof err) || got != n)
      s = pt_op_error(m, op, "'%s' must give one sharding per value", key);
    for (uint32_t i = 0; i < n && !s; i++) {
      uint32_t value = side ? pt_op_result(op, i) : pt_op_operand(m, op, i);
      char what[64];
      snprintf(what, sizeof what, "sdy.manual_computation %s #%u", key, i);
      pt_sdy_mesh_axes mesh;
      if (!pt_sdy_mesh_of(m, sh[i].mesh, &mesh, err, sizeof err)) s = value_error(p, value, "%s: %s", what, err);
      for (uint32_t d = 0; d < sh[i].rank && !s; d++) {
        const pt_sdy_dim *dim = &sh[i].dims[d];
        uint32_t pos = 0;
        for (uint32_t k = 0; k < dim->n_axes && !s; k++) {
          uint32_t ma[PT_MESH_MAX_AXES], nm = 0;
          if (!pt_sdy_is_manual_axis(&axes, dim->axes[k].name)) continue;
          s = mesh_axes(p, value, what, &dim->axes[k], &mesh, ma, &nm);
          for (uint32_t j = 0; j < nm && !s; j++) add(c, value, d, ma[j], dim->priority < 0 ? INT32_MAX : dim->priority, pos++);
        }
      }
    }
    free(sh);
  }
  return s;
}

static bool is_sharding_call(const pt_module *m, const pt_op *op) {
  return op->code == PT_OP_CUSTOM_CALL && pt_custom_call_kind_of(m, op) == PT_CC_SHARDING;
}

/* Every sharding an op carries: Shardy's constraint ops (their result),
 * `sdy.sharding` (sharding_per_value) on any op's results; GSPMD's
 * @Sharding (with its unspecified dims) and `mhlo.sharding` on any op's
 * results (a tuple for several). An sdy.named_computation's in/out
 * shardings were made sdy.sharding_constraint ops when it was inlined. */
static pt_status *collect_region(collector *c, uint32_t region, bool sdy) {
  const pt_module *m = c->p->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    if (op->code == PT_OP_SDY_MANUAL_COMPUTATION) {
      PT_TRY(from_manual(c, op));
      continue; /* its body is not partitioned */
    }
    if (sdy && (op->code == PT_OP_SDY_SHARDING_CONSTRAINT || op->code == PT_OP_SDY_RESHARD))
      PT_TRY(from_sdy(c, op->results, pt_op_attr(m, op, "sharding"), pt_op_name((pt_opcode)op->code), false));
    else if (sdy)
      PT_TRY(from_sdy_per_value(c, op, pt_op_attr(m, op, "sdy.sharding")));
    if (!sdy && op->n_results) {
      uint32_t *values = pt_malloc(op->n_results * sizeof *values);
      PT_TRY_ALLOC(values);
      for (uint32_t k = 0; k < op->n_results; k++) values[k] = op->results + k;
      char what[80];
      if (is_sharding_call(m, op)) snprintf(what, sizeof what, "@Sharding");
      else snprintf(what, sizeof what, "mhlo.sharding of %s", pt_op_name((pt_opcode)op->code));
      /* @Sharding is with_sharding_constraint (a constraint); any other
       * op's mhlo.sharding is its results' layout, read as Shardy's
       * per-op shardings are (see from_sdy_per_value). */
      bool call = is_sharding_call(m, op);
      pt_status *s = from_gspmd(c, values, op->n_results, pt_op_attr(m, op, "mhlo.sharding"), what,
                                call ? unspecified_dims(m, op) : 0, !call);
      free(values);
      PT_TRY(s);
    }
    for (uint32_t k = 0; k < op->n_regions; k++) PT_TRY(collect_region(c, pt_op_region(m, op, k), sdy));
  }
  return NULL;
}

static pt_status *collect(collector *c, bool sdy) {
  const pt_partition *p = c->p;
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  const char *key = sdy ? "sdy.sharding" : "mhlo.sharding";
  char what[64];
  for (uint32_t i = 0; f->arg_attrs && i < pt_func_n_args(m, f); i++) {
    snprintf(what, sizeof what, "argument #%u", i);
    const pt_attr *a = pt_attr_dict_get(m, f->arg_attrs[i], key);
    uint32_t v = pt_func_arg(m, f, i);
    if (a) PT_TRY(sdy ? from_sdy(c, v, a, what, false) : from_gspmd(c, &v, 1, a, what, 0, false));
  }
  const pt_region *body = &m->regions.data[f->body];
  const pt_op *ret = body->n_ops ? pt_op_get(m, pt_region_op(m, body, body->n_ops - 1)) : NULL;
  for (uint32_t i = 0; f->result_attrs && ret && i < f->n_results && i < ret->n_operands; i++) {
    snprintf(what, sizeof what, "result #%u", i);
    const pt_attr *a = pt_attr_dict_get(m, f->result_attrs[i], key);
    uint32_t v = pt_op_operand(m, ret, i);
    if (a) PT_TRY(sdy ? from_sdy(c, v, a, what, true) : from_gspmd(c, &v, 1, a, what, 0, true));
  }
  return collect_region(c, f->body, sdy);
}

/* ---- the mesh ---- */

/* The module's sdy.mesh (the first one, JAX writes one) against p's mesh:
 * the same axes in the same order with the same sizes, once the axes
 * p's mesh splits into sub-axes are merged back. */
static pt_status *check_mesh(const pt_partition *p) {
  const pt_module *m = p->m;
  if (m->meshes.len == 0) return NULL;
  pt_sdy_mesh_axes sdy;
  char err[200];
  const char *name = pt_str(m, m->meshes.data[0].name);
  if (!pt_sdy_mesh_of(m, name, &sdy, err, sizeof err))
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, m->meshes.data[0].loc, "from_annotations: %s", err);
  pt_mesh merged;
  pt_mesh_merge_subaxes(&p->mesh, &merged, NULL);
  bool same = sdy.n_axes == merged.n_axes;
  for (uint32_t a = 0; same && a < sdy.n_axes; a++)
    same = strcmp(sdy.names[a], merged.names[a]) == 0 && sdy.sizes[a] == merged.sizes[a];
  if (same) return NULL;
  pt_buf text = {0};
  pt_sdy_mesh_text(&sdy, &text);
  pt_status *s = pt_error_at(PT_ERR_INVALID_ARG, m->filename, m->meshes.data[0].loc,
                             "from_annotations: the module's mesh @%s is %s, not the mesh given", name, text.data);
  pt_buf_free(&text);
  return s;
}

void pt_sdy_mesh_text(const pt_sdy_mesh_axes *sdy, pt_buf *out) {
  for (uint32_t a = 0; a < sdy->n_axes; a++)
    pt_buf_printf(out, "%s%s=%lld", a ? "," : "", sdy->names[a], (long long)sdy->sizes[a]);
  pt_buf_puts(out, ""); /* text even for no axes */
}

/* ---- applying ---- */

static int cmp_priority(const void *a, const void *b) {
  const ann_seed *x = a, *y = b;
  if (x->priority != y->priority) return x->priority < y->priority ? -1 : 1;
  if (x->pos != y->pos) return x->pos < y->pos ? -1 : 1;
  return x->value < y->value ? -1 : x->value > y->value;
}

pt_status *pt_annotations_apply(pt_partition *p, const char *mode, const char *label, uint32_t *next_tactic,
                                pt_tactic_hook hook, void *ctx) {
  bool sdy;
  if (strcmp(mode, "shardy") == 0) sdy = true;
  else if (strcmp(mode, "gspmd") == 0) sdy = false;
  else if (strcmp(mode, "auto") == 0) sdy = p->m->meshes.len > 0;
  else return pt_status_make(PT_ERR_INVALID_ARG, "error: from_annotations: unknown kind '%s' (expected shardy, gspmd or auto)", mode);
  if (sdy) PT_TRY(check_mesh(p));
  collector c = {p, {0}, false};
  pt_status *s = collect(&c, sdy);
  if (!s && c.oom) s = pt_nomem();
  if (!s && c.seeds.len) qsort(c.seeds.data, c.seeds.len, sizeof *c.seeds.data, cmp_priority);
  for (uint32_t lo = 0; lo < c.seeds.len && !s;) {
    uint32_t hi = lo;
    while (hi < c.seeds.len && c.seeds.data[hi].priority == c.seeds.data[lo].priority) hi++;
    /* Axes in order of first use (seeds are sorted by position). */
    uint32_t order[PT_MESH_MAX_AXES], n_axes = 0, tactic_of[PT_MESH_MAX_AXES], seeds_of[PT_MESH_MAX_AXES] = {0};
    for (uint32_t i = lo; i < hi; i++) {
      uint32_t a = c.seeds.data[i].axis, k = 0;
      while (k < n_axes && order[k] != a) k++;
      if (k == n_axes) order[n_axes] = a, tactic_of[a] = *next_tactic + n_axes, n_axes++;
    }
    for (uint32_t i = lo; i < hi && !s; i++) {
      const ann_seed *sd = &c.seeds.data[i];
      if (pt_decision_get(p, sd->value, sd->axis)->kind != PT_DECISION_OPEN) continue;
      seeds_of[sd->axis]++;
      s = sd->dim == PT_SEED_REPLICATE ? pt_action_replicate(p, sd->value, sd->axis, tactic_of[sd->axis])
                                       : pt_action_tile(p, sd->value, sd->dim, sd->axis, tactic_of[sd->axis]);
      /* The action's own error, placed at the value as value_error does
       * (not its text pasted into another, which doubled the location). */
      if (s) s = pt_status_context(pt_status_relocate(s, PT_ERR_INVALID_ARG, p->m->filename, value_loc_of(p, sd->value)),
                                   "from_annotations: ");
    }
    char name[96];
    if (c.seeds.data[lo].priority == INT32_MAX) snprintf(name, sizeof name, "%s", label);
    else snprintf(name, sizeof name, "%s p%d", label, (int)c.seeds.data[lo].priority);
    for (uint32_t k = 0; k < n_axes && !s; k++) {
      uint32_t a = order[k], conflicts = p->conflicts.len;
      s = pt_propagate(p, a, tactic_of[a], 0);
      pt_tactic_done done = {.index = tactic_of[a],
                             .label = name,
                             .axis = a,
                             .n_seeds = seeds_of[a],
                             .n_decided = p->last_decided,
                             .first_conflict = conflicts};
      if (!s && hook) s = hook(ctx, p, &done);
    }
    *next_tactic += n_axes;
    lo = hi;
  }
  pt_vec_free(&c.seeds);
  return s;
}

/* ---- the mesh a module's shardings need ---- */

enum { MAX_CUTS = 16 };

typedef struct {
  const pt_sdy_mesh_axes *sdy;
  const char *mesh_name;
  int64_t cuts[PT_SDY_MAX_AXES][MAX_CUTS]; /* per axis: the pre-sizes where a sub-axis starts or ends */
  uint32_t n_cuts[PT_SDY_MAX_AXES];
  bool too_many;
  bool oom; /* a sharding could not be read for want of memory */
} cut_set;

static void add_cut(cut_set *cs, uint32_t axis, int64_t at) {
  for (uint32_t i = 0; i < cs->n_cuts[axis]; i++)
    if (cs->cuts[axis][i] == at) return;
  if (cs->n_cuts[axis] == MAX_CUTS) {
    cs->too_many = true;
    return;
  }
  cs->cuts[axis][cs->n_cuts[axis]++] = at;
}

static void cuts_of_ref(cut_set *cs, const pt_sdy_axis_ref *r) {
  if (!r->size) return;
  for (uint32_t a = 0; a < cs->sdy->n_axes; a++)
    if (strcmp(cs->sdy->names[a], r->name) == 0) {
      add_cut(cs, a, r->pre);
      add_cut(cs, a, r->pre * r->size);
    }
}

static void cuts_of_text(cut_set *cs, const char *body, size_t len) {
  pt_sdy_sharding *sh = malloc(sizeof *sh);
  if (!sh) {
    cs->oom = true;
    return;
  }
  char err[160];
  if (pt_sdy_sharding_parse(body, len, sh, err, sizeof err) && strcmp(sh->mesh, cs->mesh_name) == 0) {
    for (uint32_t d = 0; d < sh->rank; d++)
      for (uint32_t i = 0; i < sh->dims[d].n_axes; i++) cuts_of_ref(cs, &sh->dims[d].axes[i]);
    for (uint32_t i = 0; i < sh->n_replicated; i++) cuts_of_ref(cs, &sh->replicated[i]);
  }
  free(sh);
}

/* Every sub-axis of the mesh that a sharding of the module uses: on
 * arguments and results, constraints and reshards, ops' per-value
 * shardings and manual computations' in/out shardings. */
static void cuts_of_attr(cut_set *cs, const pt_attr *a) {
  if (!a || a->kind != PT_ATTR_OPAQUE) return;
  const char *body = a->u.opq.body;
  if (strcmp(a->u.opq.name, "sdy.sharding") == 0) {
    cuts_of_text(cs, body, strlen(body));
  } else if (strcmp(a->u.opq.name, "sdy.sharding_per_value") == 0) {
    const char *item;
    size_t n;
    for (uint32_t k = 0; pt_sdy_sharding_list_item(body, strlen(body), k, &item, &n); k++) cuts_of_text(cs, item, n);
  }
}

static int cmp_i64(const void *a, const void *b) {
  int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
  return (x > y) - (x < y);
}

pt_status *pt_annotations_mesh(const pt_module *m, pt_buf *out) {
  if (m->meshes.len == 0)
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, (pt_loc){1, 1},
                       "the module has no sdy.mesh to take the mesh from: give --mesh");
  pt_sdy_mesh_axes sdy;
  char err[200];
  const char *name = pt_str(m, m->meshes.data[0].name);
  pt_loc loc = m->meshes.data[0].loc;
  if (!pt_sdy_mesh_of(m, name, &sdy, err, sizeof err))
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, loc, "%s", err);
  if (sdy.has_device_ids && !sdy.device_ids_iota)
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, loc,
                       "the mesh @%s lists its devices in an order partir's meshes (row-major) cannot express", name);
  if (sdy.n_axes == 0)
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, loc, "the mesh @%s has no axes", name);
  /* Sub-axes the shardings use become axes of their own: x=8 used as
   * "x":(1)2 is x:(1)2=2,x:(2)4=4 (mesh_subaxes.c). */
  cut_set *cs = calloc(1, sizeof *cs);
  PT_TRY_ALLOC(cs);
  cs->sdy = &sdy;
  cs->mesh_name = name;
  for (uint32_t f = 0; f < m->funcs.len; f++) {
    const pt_func *fn = &m->funcs.data[f];
    for (uint32_t i = 0; fn->arg_attrs && i < pt_func_n_args(m, fn); i++)
      cuts_of_attr(cs, pt_attr_dict_get(m, fn->arg_attrs[i], "sdy.sharding"));
    for (uint32_t i = 0; fn->result_attrs && i < fn->n_results; i++)
      cuts_of_attr(cs, pt_attr_dict_get(m, fn->result_attrs[i], "sdy.sharding"));
  }
  for (uint32_t o = 0; o < m->ops.len; o++) {
    const pt_op *op = pt_op_get(m, o);
    static const char *const keys[] = {"sharding", "sdy.sharding", "in_shardings", "out_shardings"};
    for (size_t k = 0; k < sizeof keys / sizeof *keys; k++) cuts_of_attr(cs, pt_op_attr(m, op, keys[k]));
  }
  pt_status *s = cs->oom ? pt_nomem() : NULL;
  if (!s && cs->too_many)
    s = pt_error_at(PT_ERR_UNSUPPORTED, m->filename, loc, "the module uses more than %d sub-axes of one axis of @%s",
                    MAX_CUTS - 2, name);
  for (uint32_t a = 0; a < sdy.n_axes && !s; a++) {
    int64_t *c = cs->cuts[a];
    uint32_t n = cs->n_cuts[a];
    if (n == 0) {
      pt_buf_printf(out, "%s%s=%lld", a ? "," : "", sdy.names[a], (long long)sdy.sizes[a]);
      continue;
    }
    add_cut(cs, a, 1);
    add_cut(cs, a, sdy.sizes[a]);
    n = cs->n_cuts[a];
    qsort(c, n, sizeof *c, cmp_i64);
    for (uint32_t i = 1; i < n && !s; i++)
      if (c[i] % c[i - 1] != 0)
        s = pt_error_at(PT_ERR_UNSUPPORTED, m->filename, loc,
                        "the sub-axes of \"%s\" the module uses do not nest (one starts at pre-size %lld, another at "
                        "%lld), so no split of the axis gives them all",
                        sdy.names[a], (long long)c[i - 1], (long long)c[i]);
    for (uint32_t i = 1; i < n && !s; i++) {
      char piece[PT_MESH_NAME_MAX + 48];
      int len = snprintf(piece, sizeof piece, "%s:(%lld)%lld", sdy.names[a], (long long)c[i - 1],
                         (long long)(c[i] / c[i - 1]));
      if (len < 0 || len >= PT_MESH_NAME_MAX)
        s = pt_error_at(PT_ERR_UNSUPPORTED, m->filename, loc,
                        "the sub-axis %s needs a mesh axis name longer than partir's %d characters", piece,
                        PT_MESH_NAME_MAX - 1);
      else
        pt_buf_printf(out, "%s%s=%lld", a || i > 1 ? "," : "", piece, (long long)(c[i] / c[i - 1]));
    }
  }
  free(cs);
  return s;
}
