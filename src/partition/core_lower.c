/* core_lower.c - sequential execution of PartIR:Core: the Core program of a
 * partitioning state lowered to a plain StableHLO function, in a module
 * derived from the state's that also holds the original function (same
 * ids), so the reference interpreter can run it next to the original and
 * the tests can check that partitioning preserves what the function
 * computes.
 *
 * Each op with loops (pt_core_loops, the same ones core_print.c prints) is
 * unrolled: on the outer axis, for every index r, each operand the entry
 * tiles is cut with a static stablehlo.slice into its r-th chunk; the inner
 * axes are unrolled the same way on those chunks; the op runs on the
 * innermost chunks with local types and localised attributes
 * (pt_tmr_local_attrs); the chunks of a #tile result are put back with
 * stablehlo.concatenate, and the terms of a partial result combined with
 * the reducer's op, in index order. Every other op is copied (regions
 * lowered recursively, so ops in while/if/case bodies are unrolled too).
 * The program grows by the product of the axis sizes for looped ops: meant
 * for tests on small meshes. */
#include <stdlib.h>
#include <string.h>

#include "partition.h"

typedef struct {
  const pt_partition *p;
  pt_module *m;
  pt_builder b;
  uint32_t *map; /* old value id -> new value id */
  uint32_t n_old;
  uint32_t depth;
} lowerer;

static pt_status *lower_region(lowerer *lw, uint32_t region, uint32_t *out);

static uint32_t mapped(const lowerer *lw, uint32_t v) { return v < lw->n_old ? lw->map[v] : v; }

static pt_named_attr named(pt_module *m, const char *name, const pt_attr *a) {
  return (pt_named_attr){pt_intern_cstr(&m->strings, name), a};
}

/* The r-th of k chunks of `v` (type id `t`) along `dim`. */
static uint32_t slice_chunk(lowerer *lw, uint32_t v, uint32_t t, uint32_t dim, int64_t k, int64_t r, pt_loc loc,
                            uint32_t *out_type) {
  pt_module *m = lw->m;
  pt_type ty = *pt_type_get(m, t);
  int64_t start[PT_MAX_RANK], limit[PT_MAX_RANK], stride[PT_MAX_RANK];
  int64_t chunk = ty.dims[dim] / k;
  for (uint32_t d = 0; d < ty.rank; d++) start[d] = 0, limit[d] = ty.dims[d], stride[d] = 1;
  start[dim] = r * chunk;
  limit[dim] = (r + 1) * chunk;
  ty.dims[dim] = chunk;
  uint32_t rt = pt_type_intern(m, &ty);
  pt_named_attr at[3] = {named(m, "start_indices", pt_attr_i64_array(m, start, ty.rank)),
                         named(m, "limit_indices", pt_attr_i64_array(m, limit, ty.rank)),
                         named(m, "strides", pt_attr_i64_array(m, stride, ty.rank))};
  uint32_t op = pt_builder_op(&lw->b, PT_OP_SLICE, &v, 1, &rt, 1, at, 3, NULL, 0, loc);
  *out_type = rt;
  return op == PT_NONE ? PT_NONE : pt_op_get(m, op)->results; /* PT_NONE: out of memory (m says so) */
}

/* A zero tensor of type `t`: the terms r > 0 of a partial operand, whose
 * value the sequential program holds whole (term 0 = the value, the rest
 * zero: their sum is the value). */
static uint32_t zeros_like(lowerer *lw, uint32_t t, pt_loc loc) {
  pt_module *m = lw->m;
  uint8_t zero[8] = {0};
  pt_named_attr at = named(m, "value", pt_attr_dense(m, t, true, zero, pt_dtype_size((pt_dtype)pt_type_get(m, t)->dtype)));
  uint32_t op = pt_builder_op(&lw->b, PT_OP_CONSTANT, NULL, 0, &t, 1, &at, 1, NULL, 0, loc);
  return op == PT_NONE ? PT_NONE : pt_op_get(m, op)->results; /* PT_NONE: out of memory (m says so) */
}

/* New regions for the op's regions (reduction bodies, branches). */
static pt_status *lower_regions(lowerer *lw, uint32_t op_id, uint32_t *regions) {
  uint32_t n = pt_op_get(lw->m, op_id)->n_regions;
  for (uint32_t k = 0; k < n; k++) {
    uint32_t r = pt_op_region(lw->m, pt_op_get(lw->m, op_id), k);
    PT_TRY(lower_region(lw, r, &regions[k]));
  }
  return NULL;
}

/* Level L of the loop nest of op_id: operands `in` (value ids, types
 * in_t) as seen at this level; fills out[] with the results at this level
 * (types out_t). */
static pt_status *emit_level(lowerer *lw, uint32_t op_id, const pt_core_loop *ax, uint32_t n_ax, uint32_t L,
                             const uint32_t *in, const uint32_t *in_t, const uint32_t *out_t, uint32_t *out) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results, nreg = op->n_regions;
  pt_loc loc = op->loc;
  pt_opcode code = (pt_opcode)op->code;
  if (L == n_ax) {
    const pt_named_attr *attrs;
    uint32_t n_attrs = pt_tmr_local_attrs(m, op_id, in_t, out_t, &attrs);
    if (pt_module_oom(m)) return pt_nomem();
    uint32_t *regions = pt_malloc((nreg + 1) * sizeof *regions);
    PT_TRY_ALLOC(regions);
    pt_status *s = lower_regions(lw, op_id, regions);
    if (!s) {
      uint32_t id = pt_builder_op(&lw->b, code, in, no, out_t, nr, attrs, n_attrs, regions, nreg, loc);
      if (id == PT_NONE) s = pt_nomem();
      for (uint32_t j = 0; j < nr && !s; j++) out[j] = pt_op_get(m, id)->results + j;
    }
    free(regions);
    return s;
  }
  const int32_t *ed;
  const uint8_t *er;
  pt_partition_entry_dims(lw->p, op_id, ax[L].entry, &ed, &er);
  int64_t k = lw->p->mesh.sizes[ax[L].axis];
  uint32_t *sub_in = pt_malloc((no + 1) * sizeof *sub_in), *sub_in_t = pt_malloc((no + 1) * sizeof *sub_in_t);
  uint32_t *sub_out_t = pt_malloc((nr + 1) * sizeof *sub_out_t);
  uint32_t *chunks = pt_malloc(((size_t)k * nr + 1) * sizeof *chunks);
  pt_status *s = NULL;
  if (!sub_in || !sub_in_t || !sub_out_t || !chunks) s = pt_nomem();
  for (uint32_t j = 0; j < nr && !s; j++) {
    pt_type t = *pt_type_get(m, out_t[j]);
    int32_t rd = ed[no + j];
    if (er[j] == PT_REDUCER_NONE && rd >= 0 && (uint32_t)rd < t.rank) t.dims[rd] /= k;
    sub_out_t[j] = pt_type_intern(m, &t);
  }
  /* The partitioner only admits exact chunks; a remainder here is a bug in
   * it, reported rather than rounded away. */
  for (uint32_t i = 0; i < no && !s; i++)
    if (ed[i] >= 0 && pt_type_get(m, in_t[i])->dims[ed[i]] % k != 0)
      s = pt_status_make(PT_ERR_INTERNAL, "%s: internal error: operand %u of '%s' cannot be cut into %lld exact chunks",
                         m->filename, i, pt_op_name((pt_opcode)pt_op_get(m, op_id)->code), (long long)k);
  for (int64_t r = 0; r < k && !s; r++) {
    for (uint32_t i = 0; i < no && !s; i++) {
      if (ed[i] >= 0)
        sub_in[i] = slice_chunk(lw, in[i], in_t[i], (uint32_t)ed[i], k, r, loc, &sub_in_t[i]);
      else if (ed[i] == PT_TMR_PARTIAL && r > 0)
        sub_in[i] = zeros_like(lw, in_t[i], loc), sub_in_t[i] = in_t[i];
      else
        sub_in[i] = in[i], sub_in_t[i] = in_t[i];
      if (sub_in[i] == PT_NONE) s = pt_nomem();
    }
    if (!s) s = emit_level(lw, op_id, ax, n_ax, L + 1, sub_in, sub_in_t, sub_out_t, chunks + (size_t)r * nr);
  }
  for (uint32_t j = 0; j < nr && !s; j++) {
    if (er[j] == PT_REDUCER_NONE) {
      uint32_t *parts = pt_malloc((size_t)k * sizeof *parts);
      if (!parts) {
        s = pt_nomem();
        break;
      }
      for (int64_t r = 0; r < k; r++) parts[r] = chunks[(size_t)r * nr + j];
      pt_named_attr at = named(m, "dimension", pt_attr_int(m, ed[no + j], PT_DTYPE_I64));
      uint32_t id = pt_builder_op(&lw->b, PT_OP_CONCATENATE, parts, (uint32_t)k, &out_t[j], 1, &at, 1, NULL, 0, loc);
      if (id == PT_NONE) s = pt_nomem();
      else out[j] = pt_op_get(m, id)->results;
      free(parts);
    } else {
      uint32_t acc = chunks[j];
      for (int64_t r = 1; r < k && !s; r++) {
        uint32_t ops[2] = {acc, chunks[(size_t)r * nr + j]};
        uint32_t id = pt_builder_op(&lw->b, pt_reducer_op((pt_reducer)er[j]), ops, 2, &out_t[j], 1, NULL, 0, NULL, 0, loc);
        if (id == PT_NONE) s = pt_nomem();
        else acc = pt_op_get(m, id)->results;
      }
      out[j] = acc;
    }
  }
  free(sub_in);
  free(sub_in_t);
  free(sub_out_t);
  free(chunks);
  return s;
}

static pt_status *lower_op(lowerer *lw, uint32_t op_id) {
  pt_module *m = lw->m;
  pt_core_loop ax[PT_MESH_MAX_AXES];
  uint32_t conflicts;
  uint32_t n_ax = pt_core_loops(lw->p, op_id, ax, &conflicts);
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results;
  uint32_t *in = pt_malloc((no + 1) * sizeof *in), *in_t = pt_malloc((no + 1) * sizeof *in_t);
  uint32_t *out = pt_malloc((nr + 1) * sizeof *out), *out_t = pt_malloc((nr + 1) * sizeof *out_t);
  if (!in || !in_t || !out || !out_t) {
    free(in);
    free(in_t);
    free(out);
    free(out_t);
    return pt_nomem();
  }
  for (uint32_t i = 0; i < no; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    in[i] = mapped(lw, v);
    in_t[i] = m->values.data[v].type;
  }
  for (uint32_t j = 0; j < nr; j++) out_t[j] = m->values.data[pt_op_result(op, j)].type;
  pt_status *s = NULL;
  if (n_ax > 0) {
    s = emit_level(lw, op_id, ax, n_ax, 0, in, in_t, out_t, out);
  } else {
    /* Copied as is; the attributes are copied first because building ops
     * may move the module's attribute pool. */
    uint32_t na = op->n_attrs, nreg = op->n_regions;
    pt_opcode code = (pt_opcode)op->code;
    pt_loc loc = op->loc;
    pt_named_attr *attrs = pt_malloc((na + 1) * sizeof *attrs);
    uint32_t *regions = pt_malloc((nreg + 1) * sizeof *regions);
    if (!attrs || !regions) s = pt_nomem();
    if (!s && na) memcpy(attrs, m->attr_pool.data + op->attrs, na * sizeof *attrs);
    if (!s) s = lower_regions(lw, op_id, regions);
    if (!s) {
      uint32_t id = pt_builder_op(&lw->b, code, in, no, out_t, nr, attrs, na, regions, nreg, loc);
      if (id == PT_NONE) s = pt_nomem();
      for (uint32_t j = 0; j < nr && !s; j++) out[j] = pt_op_get(m, id)->results + j;
    }
    free(attrs);
    free(regions);
  }
  if (!s) {
    op = pt_op_get(m, op_id);
    for (uint32_t j = 0; j < nr; j++) lw->map[pt_op_result(op, j)] = out[j];
  }
  free(in);
  free(in_t);
  free(out);
  free(out_t);
  return s;
}

static pt_status *lower_ops(lowerer *lw, uint32_t region) {
  uint32_t n = lw->m->regions.data[region].n_ops;
  for (uint32_t i = 0; i < n; i++) {
    /* Re-read: building ops moves the module's op order. */
    uint32_t op_id = pt_region_op(lw->m, &lw->m->regions.data[region], i);
    PT_TRY(lower_op(lw, op_id));
  }
  return NULL;
}

static pt_status *lower_region(lowerer *lw, uint32_t region, uint32_t *out) {
  pt_module *m = lw->m;
  /* The ops of `region` sit at depth lw->depth + 1: the verifier refuses
   * deeper programs, this guards the recursion. */
  if (lw->depth >= PT_MAX_NESTING && m->regions.data[region].parent_op != PT_NONE)
    return pt_nesting_error(m, pt_op_get(m, m->regions.data[region].parent_op));
  uint32_t n_args = m->regions.data[region].n_args;
  uint32_t nr = pt_builder_begin_region_like(&lw->b, m, region);
  if (nr == PT_NONE) return pt_nomem(); /* nothing was opened */
  for (uint32_t i = 0; i < n_args; i++) lw->map[m->regions.data[region].args + i] = m->regions.data[nr].args + i;
  lw->depth++;
  pt_status *s = lower_ops(lw, region);
  lw->depth--;
  pt_builder_end_region(&lw->b);
  *out = nr;
  return s;
}

static uint64_t add_sat(uint64_t a, uint64_t b) { return a > UINT64_MAX - b ? UINT64_MAX : a + b; }
static uint64_t mul_sat(uint64_t a, uint64_t b) { return b && a > UINT64_MAX / b ? UINT64_MAX : a * b; }

/* The ops lowering region r builds (saturating): an op with loops over
 * axes of sizes s_1..s_k runs s_1 * .. * s_k times, each with a slice per
 * operand and a copy of its regions, plus what puts the results back. */
static uint64_t count_region(const pt_partition *p, uint32_t r) {
  const pt_module *m = p->m;
  const pt_region *reg = &m->regions.data[r];
  uint64_t total = 0;
  for (uint32_t i = 0; i < reg->n_ops; i++) {
    uint32_t op_id = pt_region_op(m, reg, i);
    const pt_op *op = pt_op_get(m, op_id);
    uint64_t one = 1;
    for (uint32_t k = 0; k < op->n_regions; k++) one = add_sat(one, count_region(p, pt_op_region(m, op, k)));
    pt_core_loop ax[PT_MESH_MAX_AXES];
    uint32_t conflicts;
    uint32_t n_ax = pt_core_loops(p, op_id, ax, &conflicts);
    uint64_t runs = 1;
    for (uint32_t a = 0; a < n_ax; a++) runs = mul_sat(runs, (uint64_t)p->mesh.sizes[ax[a].axis]);
    if (n_ax) one = add_sat(add_sat(one, op->n_operands), op->n_results);
    total = add_sat(total, mul_sat(runs, one));
  }
  return total;
}

pt_status *pt_core_lower(const pt_partition *p, const char *name, pt_module **out_m, uint32_t *out_func) {
  const pt_module *in = p->m;
  if (pt_module_find_func(in, name) != PT_NONE)
    return pt_status_make(PT_ERR_INVALID_ARG, "error: the module already has a function @%s", name);
  /* Unrolling multiplies looped ops by the devices: refused when that
   * would outgrow what a pass may build from this module. */
  uint64_t n_new = count_region(p, in->funcs.data[p->func].body), cap = pt_max_derived_ops(in->ops.len);
  if (n_new > cap)
    return pt_error_at(PT_ERR_UNSUPPORTED, in->filename, in->funcs.data[p->func].loc,
                       "the sequential Core program (every loop unrolled, one iteration per device) would have "
                       "%llu ops, more than partir's limit of %llu for this module; check on a smaller mesh",
                       (unsigned long long)n_new, (unsigned long long)cap);
  /* The function is built into a module derived from the state's: the
   * original ids mean the same there (the state's arrays index it), and
   * the input is only read. */
  pt_module *m = pt_module_try_derive_room(in, 0);
  PT_TRY_ALLOC(m);
  lowerer lw = {.p = p, .m = m, .n_old = m->values.len};
  pt_builder_init(&lw.b, m);
  pt_func f = m->funcs.data[p->func];
  uint32_t n_args = m->regions.data[f.body].n_args;
  lw.map = pt_malloc((lw.n_old + 1) * sizeof *lw.map);
  uint32_t *arg_types = pt_malloc((n_args + 1) * sizeof *arg_types);
  uint32_t *res_types = pt_malloc((f.n_results + 1) * sizeof *res_types);
  uint32_t nf = PT_NONE;
  pt_status *s = !lw.map || !arg_types || !res_types ? pt_nomem() : NULL;
  if (!s) {
    for (uint32_t i = 0; i < lw.n_old; i++) lw.map[i] = i;
    for (uint32_t i = 0; i < n_args; i++) arg_types[i] = m->values.data[m->regions.data[f.body].args + i].type;
    nf = pt_builder_begin_func(&lw.b, pt_intern_cstr(&m->strings, name), false, arg_types, n_args, f.loc);
    if (nf == PT_NONE) s = pt_nomem(); /* nothing was opened */
  }
  if (!s) {
    uint32_t nb = m->regions.len - 1; /* the body pt_builder_begin_func opened */
    for (uint32_t i = 0; i < n_args; i++) lw.map[m->regions.data[f.body].args + i] = m->regions.data[nb].args + i;
    s = lower_ops(&lw, f.body);
    uint32_t done = pt_builder_end_region(&lw.b);
    for (uint32_t j = 0; j < f.n_results; j++) res_types[j] = pt_func_result_type(m, &f, j);
    if (!pt_builder_end_func(&lw.b, nf, done, res_types, f.n_results, f.arg_attrs, f.result_attrs, f.attrs) && !s)
      s = pt_nomem();
  }
  pt_builder_free(&lw.b);
  free(res_types);
  free(arg_types);
  free(lw.map);
  /* Whatever fell back for want of memory (a type, an attribute, a
   * string), the module is not the program: it is not handed out. */
  if (!s && pt_module_oom(m)) s = pt_nomem();
  if (s) {
    pt_module_free(m);
    return s;
  }
  if (out_func) *out_func = nf;
  *out_m = m;
  return NULL;
}
