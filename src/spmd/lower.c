/* lower.c - the partitioned function as one device's program (spmd.h
 * describes the scheme).
 *
 * The original function is walked once, in order, building the SPMD
 * function next to it in a module derived from the input (the input is
 * only read; the derived module holds the original with the same ids, so
 * the walk reads and builds through one module). Every original value has a
 * current form: the new value holding it and the layout it was produced
 * in (cur[], lay[]). Each use asks for the layout it needs and gets the
 * current form converted (convert.c), so a conversion sits right before
 * its first use and, with CSE, is shared by later uses in its scope.
 * Ops inside reduction bodies (reduce, sort, scatter, ...) are not
 * partitioned: they compute on scalars and are copied verbatim. */
#include <stdlib.h>
#include <string.h>

#include "spmd_internal.h"

static pt_status *lower_ops(pt_spmd_lowerer *lw, uint32_t region, const pt_layout *ret_layouts);

static pt_layout whole_layout(void) {
  pt_layout l;
  pt_layout_whole(&l);
  return l;
}

/* The op's attributes copied out: building ops may move the attr pool.
 * NULL when the host has no memory. */
static pt_named_attr *copy_attrs(const pt_module *m, uint32_t op_id, uint32_t *n) {
  const pt_op *op = pt_op_get(m, op_id);
  *n = op->n_attrs;
  pt_named_attr *a = pt_malloc((op->n_attrs + 1) * sizeof *a);
  if (a && op->n_attrs) memcpy(a, m->attr_pool.data + op->attrs, op->n_attrs * sizeof *a);
  return a;
}

static void set_current(pt_spmd_lowerer *lw, uint32_t value, uint32_t v, const pt_layout *l) {
  lw->cur[value] = v;
  lw->lay[value] = *l;
}

/* ---- verbatim copies (reduction bodies) ---- */

static pt_status *copy_region(pt_spmd_lowerer *lw, uint32_t region, uint32_t *out);

static pt_status *copy_regions(pt_spmd_lowerer *lw, uint32_t op_id, uint32_t *regions) {
  uint32_t n = pt_op_get(lw->m, op_id)->n_regions;
  for (uint32_t k = 0; k < n; k++)
    PT_TRY(copy_region(lw, pt_op_region(lw->m, pt_op_get(lw->m, op_id), k), &regions[k]));
  return NULL;
}

/* Emits op `op_id` with operands `in` and result types `out_t`, its own
 * attributes (or `attrs` when given) and its regions copied verbatim;
 * the results become current in layout `l` (NULL: whole). */
static pt_status *emit_copy(pt_spmd_lowerer *lw, uint32_t op_id, const uint32_t *in, const uint32_t *out_t,
                            const pt_named_attr *attrs, uint32_t n_attrs, const pt_layout *out_l) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results, nreg = op->n_regions;
  pt_opcode code = (pt_opcode)op->code;
  pt_loc loc = op->loc;
  /* The op's own attributes and its regions' ids in arrays on the stack
   * when few (almost every op: this runs once per op of the function),
   * else on the heap; not in the lowerer's scratch, since copying the
   * regions comes back here for the ops inside them. */
  enum { FEW = 8 };
  pt_named_attr few_attrs[FEW], *own = NULL;
  uint32_t few_regions[FEW], *regions = nreg < FEW ? few_regions : pt_malloc((nreg + 1) * sizeof *regions);
  if (!regions) return pt_nomem();
  if (!attrs) {
    n_attrs = op->n_attrs;
    if (n_attrs > FEW) attrs = own = copy_attrs(m, op_id, &n_attrs);
    else if (n_attrs) attrs = memcpy(few_attrs, m->attr_pool.data + op->attrs, n_attrs * sizeof *few_attrs);
  }
  pt_status *s = attrs || !n_attrs ? copy_regions(lw, op_id, regions) : pt_nomem();
  uint32_t id = s ? PT_NONE : pt_builder_op(&lw->b, code, in, no, out_t, nr, attrs, n_attrs, regions, nreg, loc);
  if (!s && id == PT_NONE) s = pt_nomem();
  if (!s) {
    uint32_t first = pt_op_get(m, id)->results;
    op = pt_op_get(m, op_id);
    if (out_l)
      for (uint32_t j = 0; j < nr; j++) set_current(lw, pt_op_result(op, j), first + j, &out_l[j]);
    else {
      pt_layout w = whole_layout();
      for (uint32_t j = 0; j < nr; j++) set_current(lw, pt_op_result(op, j), first + j, &w);
    }
  }
  if (regions != few_regions) free(regions);
  free(own);
  return s;
}

static pt_status *copy_op(pt_spmd_lowerer *lw, uint32_t op_id) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results;
  uint32_t *in = pt_malloc((no + 1) * sizeof *in), *out_t = pt_malloc((nr + 1) * sizeof *out_t);
  pt_status *s = in && out_t ? NULL : pt_nomem();
  pt_layout w = whole_layout();
  for (uint32_t i = 0; i < no && !s; i++) {
    uint32_t v = pt_op_operand(m, pt_op_get(m, op_id), i);
    /* A partitioned value captured by a reduction body is used whole. */
    if (pt_partition_has_value(lw->p, v)) s = pt_spmd_use(lw, v, &w, op_id, &in[i]);
    else in[i] = lw->cur[v];
  }
  op = pt_op_get(m, op_id);
  for (uint32_t j = 0; j < nr && !s; j++) out_t[j] = m->values.data[pt_op_result(op, j)].type;
  if (!s) s = emit_copy(lw, op_id, in, out_t, NULL, 0, NULL);
  free(in);
  free(out_t);
  return s;
}

/* Before lowering a region: its ops will sit at depth lw->depth + 1. The
 * verifier refuses deeper programs; this guards the recursion. */
static pt_status *check_nesting(const pt_spmd_lowerer *lw, uint32_t region) {
  if (lw->depth < PT_MAX_NESTING) return NULL;
  uint32_t owner = lw->m->regions.data[region].parent_op;
  if (owner == PT_NONE) return pt_status_make(PT_ERR_INTERNAL, "internal error: a function body nested in a region");
  return pt_nesting_error(lw->m, pt_op_get(lw->m, owner));
}

static pt_status *copy_region(pt_spmd_lowerer *lw, uint32_t region, uint32_t *out) {
  pt_module *m = lw->m;
  PT_TRY(check_nesting(lw, region));
  uint32_t n_args = m->regions.data[region].n_args;
  uint32_t nr = pt_builder_begin_region_like(&lw->b, m, region);
  if (nr == PT_NONE) return pt_nomem(); /* nothing opened */
  pt_layout w = whole_layout();
  for (uint32_t i = 0; i < n_args; i++)
    set_current(lw, m->regions.data[region].args + i, m->regions.data[nr].args + i, &w);
  lw->depth++;
  pt_status *s = NULL;
  uint32_t n = m->regions.data[region].n_ops;
  for (uint32_t i = 0; i < n && !s; i++) s = copy_op(lw, pt_region_op(m, &m->regions.data[region], i));
  lw->depth--;
  pt_builder_end_region(&lw->b);
  *out = nr;
  return s;
}

/* ---- partitioned ops ---- */

/* The local types of `n` values of global types `global` in layouts `l`. */
static pt_status *local_types(pt_spmd_lowerer *lw, const uint32_t *global, const pt_layout *l, uint32_t n,
                              uint32_t *out) {
  for (uint32_t i = 0; i < n; i++) PT_TRY(pt_spmd_local_type(lw, global[i], &l[i], &out[i]));
  return NULL;
}

/* Operands `i` of op_id converted to layouts `l`. */
static pt_status *use_operands(pt_spmd_lowerer *lw, uint32_t op_id, uint32_t first, uint32_t n, const pt_layout *l,
                               uint32_t *out) {
  for (uint32_t i = 0; i < n; i++) {
    uint32_t v = pt_op_operand(lw->m, pt_op_get(lw->m, op_id), first + i);
    PT_TRY(pt_spmd_use(lw, v, &l[i], op_id, &out[i]));
  }
  return NULL;
}

static uint8_t tiled_count(const pt_mesh *mesh, const pt_layout *l, int32_t dim) {
  uint8_t n = 0;
  for (uint32_t a = 0; a < mesh->n_axes; a++) n += l->kind[a] == PT_LAYOUT_TILED && l->dim[a] == dim;
  return n;
}

/* The plan of a computed op: the layout each operand is needed in and
 * each result comes out in, from its loops' TMR entries (outer to inner:
 * an outer axis is the major one on its dim); all WHOLE without loops.
 * Returns whether it has loops. A function of the op's signature
 * (lower_cache.c), so a cache may give it instead. */
static bool compute_plan(pt_spmd_lowerer *lw, uint32_t op_id, pt_layout *in_l, pt_layout *out_l) {
  const pt_mesh *mesh = lw->mesh;
  pt_core_loop ax[PT_MESH_MAX_AXES];
  uint32_t conflicts;
  uint32_t n_ax = pt_core_loops(lw->p, op_id, ax, &conflicts);
  const pt_op *op = pt_op_get(lw->m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results;
  for (uint32_t i = 0; i < no; i++) pt_layout_whole(&in_l[i]);
  for (uint32_t j = 0; j < nr; j++) pt_layout_whole(&out_l[j]);
  for (uint32_t L = 0; L < n_ax; L++) {
    const int32_t *ed;
    const uint8_t *er;
    pt_partition_entry_dims(lw->p, op_id, ax[L].entry, &ed, &er);
    uint32_t a = ax[L].axis;
    for (uint32_t i = 0; i < no; i++)
      if (ed[i] >= 0) {
        in_l[i].pos[a] = tiled_count(mesh, &in_l[i], ed[i]);
        in_l[i].kind[a] = PT_LAYOUT_TILED;
        in_l[i].dim[a] = (int8_t)ed[i];
      } else if (ed[i] == PT_TMR_PARTIAL) {
        /* Consumed as partial-sum terms (an add of two partial sums). */
        in_l[i].kind[a] = PT_LAYOUT_PARTIAL;
        in_l[i].reducer[a] = PT_REDUCER_ADD;
      }
    for (uint32_t j = 0; j < nr; j++) {
      if (er[j] != PT_REDUCER_NONE) {
        out_l[j].kind[a] = PT_LAYOUT_PARTIAL;
        out_l[j].reducer[a] = er[j];
      } else if (ed[no + j] >= 0) {
        out_l[j].pos[a] = tiled_count(mesh, &out_l[j], ed[no + j]);
        out_l[j].kind[a] = PT_LAYOUT_TILED;
        out_l[j].dim[a] = (int8_t)ed[no + j];
      }
    }
  }
  return n_ax > 0;
}

/* The plan, from the cache when it has the op's signature (read where
 * the cache keeps it: nothing is put into the cache before the op is
 * built), else computed into `in_s` and `out_s`. */
static bool plan(pt_spmd_lowerer *lw, uint32_t op_id, pt_layout *in_s, pt_layout *out_s, const pt_layout **in_l,
                 const pt_layout **out_l) {
  pt_spmd_cache *c = lw->opts->cache;
  bool looped;
  const pt_layout *lays;
  if (c && pt_spmd_cache_find(c, lw->p, op_id, &lays, &looped)) {
    *in_l = lays;
    *out_l = lays + pt_op_get(lw->m, op_id)->n_operands;
    return looped;
  }
  looped = compute_plan(lw, op_id, in_s, out_s);
  if (c) pt_spmd_cache_put(c, lw->p, in_s, out_s, looped);
  *in_l = in_s;
  *out_l = out_s;
  return looped;
}

/* An op run on chunks: each operand is brought to the layout its plan
 * needs, the op runs on local types, and its results come out in the
 * plan's layouts. */
/* lower_computed's arrays, in the lowerer's scratch: it runs once per
 * op, and never inside itself (regions of computed ops are copied, not
 * lowered). */
typedef struct {
  pt_layout *in_s, *out_s;
  uint32_t *in, *in_g, *in_t, *out_g, *out_t;
} computed_scratch;

static pt_status *scratch_for(pt_spmd_lowerer *lw, uint32_t no, uint32_t nr, computed_scratch *cs) {
  size_t need = (size_t)(no + nr + 2) * sizeof(pt_layout) + (size_t)(3 * no + 2 * nr + 5) * sizeof(uint32_t);
  if (need > lw->scratch_cap) {
    free(lw->scratch);
    lw->scratch_cap = need * 2;
    lw->scratch = pt_malloc(lw->scratch_cap);
    if (!lw->scratch) {
      lw->scratch_cap = 0;
      return pt_nomem();
    }
  }
  cs->in_s = lw->scratch, cs->out_s = cs->in_s + no + 1;
  cs->in = (uint32_t *)(void *)(cs->out_s + nr + 1), cs->in_g = cs->in + no + 1, cs->in_t = cs->in_g + no + 1;
  cs->out_g = cs->in_t + no + 1, cs->out_t = cs->out_g + nr + 1;
  return NULL;
}

/* A plan already made (by lower_computed, to compare it with the parent's). */
typedef struct {
  const pt_layout *in_l, *out_l;
  bool looped;
} made_plan;

static pt_status *lower_computed_anew(pt_spmd_lowerer *lw, uint32_t op_id, const made_plan *made) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results;
  computed_scratch cs;
  PT_TRY(scratch_for(lw, no, nr, &cs));
  pt_layout *in_s = cs.in_s, *out_s = cs.out_s;
  const pt_layout *in_l, *out_l;
  uint32_t *in = cs.in, *in_g = cs.in_g, *in_t = cs.in_t, *out_g = cs.out_g, *out_t = cs.out_t;
  for (uint32_t i = 0; i < no; i++) in_g[i] = m->values.data[pt_op_operand(m, op, i)].type;
  for (uint32_t j = 0; j < nr; j++) out_g[j] = m->values.data[pt_op_result(op, j)].type;
  bool looped;
  if (made) in_l = made->in_l, out_l = made->out_l, looped = made->looped;
  else looped = plan(lw, op_id, in_s, out_s, &in_l, &out_l);
  op = pt_op_get(m, op_id);
  /* sdy.reshard and sdy.propagation_barrier are identities on values of
   * their own (not one group with the operand, so they may be decided
   * otherwise): converting the operand to the entry's layout is the
   * reshard, and nothing more is emitted. (Read before use_operands, which
   * may move the module's ops.) */
  bool relabel = op->code == PT_OP_SDY_RESHARD || op->code == PT_OP_SDY_PROPAGATION_BARRIER;
  bool own_attrs = !pt_tmr_rewrites_attrs(op->code);
  uint32_t result0 = nr ? pt_op_result(op, 0) : PT_NONE;
  pt_status *s = use_operands(lw, op_id, 0, no, in_l, in);
  if (!s && relabel) set_current(lw, result0, in[0], &in_l[0]);
  if (!s && !relabel) s = local_types(lw, out_g, out_l, nr, out_t);
  if (!s && !relabel) {
    /* Only a few ops spell out a tiled size in an attribute; the others
     * keep their own (copied by emit_copy, not into the arena). */
    if (looped && !own_attrs) {
      /* The operands' local types only here: the others need none (each
       * operand's divisibility was checked where its layout was made, by
       * the conversion to it or by the op or argument it comes from). */
      s = local_types(lw, in_g, in_l, no, in_t);
      if (s) return s;
      const pt_named_attr *attrs;
      uint32_t n_attrs = pt_tmr_local_attrs(m, op_id, in_t, out_t, &attrs);
      s = emit_copy(lw, op_id, in, out_t, attrs, n_attrs, out_l);
    } else {
      s = emit_copy(lw, op_id, in, out_t, NULL, 0, out_l);
    }
  }
  return s;
}

/* ---- replaying the pinned parent's fragments ----
 *
 * A fragment of the parent (lw->ref) is what the same lowering would make
 * here when its op keeps its plan (none of its values changed) and the
 * CSE chain of each operand is the parent's (no use of it was lowered
 * anew: chain_ok): the same conversions of the same current forms, the
 * same local op. Its ops are then copied from the parent's program with
 * their operands mapped (pmap), types, strings and attributes as they are
 * (the program shares the parent's types and strings:
 * pt_builder_copy_span), and each collective given the program's next
 * channel, as lowering it anew would. */

/* The value standing here for parent value u of fragment f, whose values
 * here start at `at` (PT_NONE: none). */
static uint32_t map_value(const pt_spmd_lowerer *lw, const pt_spmd_frag *f, uint32_t at, uint32_t u) {
  if (u >= f->val_a && u < f->val_b) return u - f->val_a + at;
  return u < lw->pmap_len ? lw->pmap[u] : PT_NONE;
}

/* Copies the run of fragments decided on (replay), before anything else
 * is built: each collective then gets the program's next channel, in op
 * order, as lowering it anew would give it. */
static pt_status *pending_flush(pt_spmd_lowerer *lw) {
  if (!lw->run) return NULL;
  lw->run = false;
  pt_module *m = lw->m;
  const pt_spmd_ref *ref = lw->ref;
  if (lw->run_op_a == lw->run_op_b) return NULL; /* nothing made (reshards to the layout they have) */
  if (m->ops.len != lw->run_dop ||
      pt_builder_copy_span(&lw->b, ref->m, lw->run_op_a, lw->run_op_b, ref->body, lw->run_val_a, lw->run_val_b,
                           lw->pmap, lw->pmap_len) == PT_NONE)
    return pt_module_oom(m) ? pt_nomem()
                            : pt_status_make(PT_ERR_INTERNAL, "%s: internal error: a replayed fragment could not be copied",
                                             m->filename);
  for (uint32_t k = lw->run_coll_a; k < lw->run_coll_b; k++) {
    const pt_op *co = pt_op_get(m, ref->coll.data[k].op - lw->run_op_a + lw->run_dop);
    if (!lw->channel_name) lw->channel_name = pt_intern_cstr(&m->strings, "channel_handle");
    for (uint32_t i = 0; i < co->n_attrs; i++) {
      pt_named_attr *na = &m->attr_pool.data[co->attrs + i];
      if (na->name == lw->channel_name && !(na->value = pt_spmd_channel_handle(lw))) return pt_nomem();
    }
  }
  return NULL;
}

/* Replays op_id's fragment when it may be (*done); else leaves it to be
 * lowered anew. Its plan is the parent's (*same) when none of its values
 * changed, or when the plan made for it (*made, kept for lowering it
 * anew) equals the parent's. */
static pt_status *replay(pt_spmd_lowerer *lw, uint32_t op_id, bool *done, bool *same, made_plan *made,
                         bool *have_made) {
  const pt_spmd_ref *ref = lw->ref;
  const pt_spmd_frag *f = &ref->frag[op_id];
  pt_module *m = lw->m;
  pt_spmd_cache *c = lw->opts->cache;
  *done = *have_made = false;
  *same = pt_spmd_cache_kept(c, lw->p, op_id);
  const pt_op *op = pt_op_get(m, op_id);
  if (!*same) {
    const pt_layout *pl;
    bool plooped;
    if (!pt_spmd_cache_parent_plan(c, op_id, &pl, &plooped)) return NULL;
    uint32_t no = op->n_operands, nr = op->n_results;
    computed_scratch cs;
    PT_TRY(scratch_for(lw, no, nr, &cs));
    made->looped = plan(lw, op_id, cs.in_s, cs.out_s, &made->in_l, &made->out_l);
    *have_made = true;
    /* Planning may have emptied the cache (it was full), and with it the
     * pin: the parent's plans are then gone (pl may hold this one's). */
    *same = pt_spmd_cache_parent_plan(c, op_id, &pl, &plooped) && made->looped == plooped && memcmp(made->in_l, pl, no * sizeof *pl) == 0 &&
            memcmp(made->out_l, pl + no, nr * sizeof *pl) == 0;
    op = pt_op_get(m, op_id);
  }
  if (!*same || f->op_a == PT_NONE) return NULL;
  for (uint32_t i = 0; i < op->n_operands; i++)
    if (!lw->chain_ok[pt_op_operand(m, op, i)]) return NULL;
  const pt_module *pm = ref->m;
  /* Every value it reads (or holds a result in) from outside has its
   * counterpart here. */
  for (uint32_t j = 0; j < op->n_results; j++) {
    uint32_t u = ref->cur[pt_op_result(op, j)];
    if ((u < f->val_a || u >= f->val_b) && (u >= lw->pmap_len || lw->pmap[u] == PT_NONE)) return NULL;
  }
  if (f->op_a < f->op_b) {
    const pt_op *first = pt_op_get(pm, f->op_a), *last = pt_op_get(pm, f->op_b - 1);
    for (uint32_t i = first->operands; i < last->operands + last->n_operands; i++) {
      uint32_t u = pm->operand_pool.data[i];
      if ((u < f->val_a || u >= f->val_b) && (u >= lw->pmap_len || lw->pmap[u] == PT_NONE)) return NULL;
    }
  }
  /* Its ops join the run of fragments to copy (they are copied together,
   * before anything else is built: pending_flush), so their ids here are
   * known now. */
  if (!lw->run || f->op_a != lw->run_op_b || f->val_a != lw->run_val_b || f->coll_a != lw->run_coll_b) {
    PT_TRY(pending_flush(lw));
    lw->run = true;
    lw->run_op_a = lw->run_op_b = f->op_a, lw->run_val_a = lw->run_val_b = f->val_a;
    lw->run_coll_a = lw->run_coll_b = f->coll_a;
    lw->run_dop = m->ops.len, lw->run_dval = m->values.len;
  }
  uint32_t op_at = lw->run_dop + (f->op_a - lw->run_op_a), at = lw->run_dval + (f->val_a - lw->run_val_a);
  lw->run_op_b = f->op_b, lw->run_val_b = f->val_b, lw->run_coll_b = f->coll_b;
  for (uint32_t k = f->coll_a; k < f->coll_b; k++) {
    pt_spmd_collective e = ref->coll.data[k];
    e.op = e.op - f->op_a + op_at;
    PT_TRY_ALLOC(pt_vec_try_push(&lw->prog->collectives, e));
  }
  if (lw->opts->cse)
    for (uint32_t k = f->cse_a; k < f->cse_b; k++) {
      pt_spmd_cse_entry e = ref->cse.data[k];
      e.result = map_value(lw, f, at, e.result);
      e.prev = lw->cse_head[e.value];
      PT_TRY_ALLOC(pt_vec_try_push(&lw->cse, e));
      lw->cse_head[e.value] = lw->cse.len - 1;
    }
  op = pt_op_get(m, op_id);
  for (uint32_t j = 0; j < op->n_results; j++) {
    uint32_t r = pt_op_result(op, j);
    set_current(lw, r, map_value(lw, f, at, ref->cur[r]), &ref->lay[r]);
  }
  for (uint32_t u = f->val_a; u < f->val_b; u++) lw->pmap[u] = u - f->val_a + at;
  pt_spmd_cache_count_replay(c);
  *done = true;
  return NULL;
}

/* A computed op: its parent's fragment replayed when it may be, else
 * lowered anew (and, when this lowering is recorded, its fragment noted). */
static pt_status *lower_computed(pt_spmd_lowerer *lw, uint32_t op_id) {
  if (lw->depth) return lower_computed_anew(lw, op_id, NULL);
  bool done = false, same = false, have_made = false;
  made_plan made;
  if (lw->ref) PT_TRY(replay(lw, op_id, &done, &same, &made, &have_made));
  if (done) return NULL;
  PT_TRY(pending_flush(lw));
  pt_spmd_frag f = {lw->m->ops.len, 0, lw->m->values.len, 0, lw->cse.len, 0, lw->prog->collectives.len, 0};
  PT_TRY(lower_computed_anew(lw, op_id, have_made ? &made : NULL));
  if (lw->rec) {
    f.op_b = lw->m->ops.len, f.val_b = lw->m->values.len, f.cse_b = lw->cse.len;
    f.coll_b = lw->prog->collectives.len;
    lw->rec->frag[op_id] = f;
  }
  if (same) {
    /* Its results are the parent's, held here in new values. */
    const pt_op *op = pt_op_get(lw->m, op_id);
    for (uint32_t j = 0; j < op->n_results; j++) {
      uint32_t r = pt_op_result(op, j), u = lw->ref->cur[r];
      if (u < lw->pmap_len) lw->pmap[u] = lw->cur[r];
    }
  }
  return NULL;
}

/* optimization_barrier, sdy.sharding_constraint, @Sharding & co: operand
 * i and result i are one value, in whatever layout it has. */
static pt_status *lower_identity(pt_spmd_lowerer *lw, uint32_t op_id) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results;
  if (no != nr) return lower_computed(lw, op_id);
  if (op->code != PT_OP_OPTIMIZATION_BARRIER) {
    /* Annotations only steer partitioning: nothing is emitted. */
    for (uint32_t i = 0; i < no; i++) {
      uint32_t v = pt_op_operand(m, op, i);
      set_current(lw, pt_op_result(op, i), lw->cur[v], &lw->lay[v]);
    }
    return NULL;
  }
  uint32_t *in = pt_malloc((no + 1) * sizeof *in), *in_t = pt_malloc((no + 1) * sizeof *in_t);
  uint32_t *in_g = pt_malloc((no + 1) * sizeof *in_g);
  pt_layout *l = pt_malloc((no + 1) * sizeof *l);
  pt_status *s = in && in_t && in_g && l ? NULL : pt_nomem();
  for (uint32_t i = 0; i < no && !s; i++) {
    uint32_t v = pt_op_operand(m, op, i);
    in[i] = lw->cur[v];
    l[i] = lw->lay[v];
    in_g[i] = m->values.data[v].type;
  }
  if (!s) s = local_types(lw, in_g, l, no, in_t);
  if (!s) s = emit_copy(lw, op_id, in, in_t, NULL, 0, l);
  free(in);
  free(in_t);
  free(in_g);
  free(l);
  return s;
}

/* A region of while/if/case lowered into a new region whose arguments
 * have layouts `arg_l`; its stablehlo.return converts to `ret_l`.
 * Conversions made inside stay inside (CSE scope). */
static pt_status *lower_nested(pt_spmd_lowerer *lw, uint32_t region, const pt_layout *arg_l, const pt_layout *ret_l,
                               uint32_t *out) {
  pt_module *m = lw->m;
  PT_TRY(check_nesting(lw, region));
  uint32_t n_args = m->regions.data[region].n_args;
  uint32_t *g = pt_malloc((n_args + 1) * sizeof *g), *t = pt_malloc((n_args + 1) * sizeof *t);
  if (!g || !t) {
    free(g);
    free(t);
    return pt_nomem();
  }
  for (uint32_t i = 0; i < n_args; i++) g[i] = m->values.data[m->regions.data[region].args + i].type;
  pt_status *s = local_types(lw, g, arg_l, n_args, t);
  uint32_t nr = pt_builder_begin_region(&lw->b, t, s ? 0 : n_args);
  if (nr == PT_NONE) {
    /* Nothing opened, so nothing to end. */
    free(g);
    free(t);
    return s ? s : pt_nomem();
  }
  if (!s)
    for (uint32_t i = 0; i < n_args; i++)
      set_current(lw, m->regions.data[region].args + i, m->regions.data[nr].args + i, &arg_l[i]);
  uint32_t cse_mark = lw->cse.len;
  lw->depth++;
  if (!s) s = lower_ops(lw, region, ret_l);
  lw->depth--;
  pt_spmd_cse_pop(lw, cse_mark);
  pt_builder_end_region(&lw->b);
  free(g);
  free(t);
  *out = nr;
  return s;
}

static pt_status *lower_while(pt_spmd_lowerer *lw, uint32_t op_id) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t n = op->n_operands;
  uint32_t cond = pt_op_region(m, op, 0), body = pt_op_region(m, op, 1);
  pt_layout *carry = pt_malloc((n + 1) * sizeof *carry);
  uint32_t *in = pt_malloc((n + 1) * sizeof *in), *g = pt_malloc((n + 1) * sizeof *g);
  uint32_t *t = pt_malloc((n + 1) * sizeof *t);
  pt_status *s = carry && in && g && t ? NULL : pt_nomem();
  for (uint32_t i = 0; i < n && !s; i++) {
    pt_layout_of_value(lw->p, m->regions.data[body].args + i, &carry[i]);
    g[i] = m->values.data[pt_op_result(op, i)].type;
  }
  if (!s) s = use_operands(lw, op_id, 0, n, carry, in);
  if (!s) s = local_types(lw, g, carry, n, t);
  uint32_t regions[2];
  pt_layout pred = whole_layout();
  lw->loop_depth++;
  if (!s) s = lower_nested(lw, cond, carry, &pred, &regions[0]);
  if (!s) s = lower_nested(lw, body, carry, carry, &regions[1]);
  lw->loop_depth--;
  if (!s) {
    uint32_t n_attrs;
    pt_named_attr *attrs = copy_attrs(m, op_id, &n_attrs);
    uint32_t id =
        attrs ? pt_builder_op(&lw->b, PT_OP_WHILE, in, n, t, n, attrs, n_attrs, regions, 2, pt_op_get(m, op_id)->loc)
              : PT_NONE;
    if (id == PT_NONE) s = pt_nomem();
    for (uint32_t i = 0; i < n && !s; i++)
      set_current(lw, pt_op_result(pt_op_get(m, op_id), i), pt_op_get(m, id)->results + i, &carry[i]);
    free(attrs);
  }
  free(carry);
  free(in);
  free(g);
  free(t);
  return s;
}

static pt_status *lower_branches(pt_spmd_lowerer *lw, uint32_t op_id) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t nr = op->n_results, nreg = op->n_regions;
  pt_layout *res = pt_malloc((nr + 1) * sizeof *res);
  uint32_t *g = pt_malloc((nr + 1) * sizeof *g), *t = pt_malloc((nr + 1) * sizeof *t);
  uint32_t *regions = pt_malloc((nreg + 1) * sizeof *regions);
  pt_status *s = res && g && t && regions ? NULL : pt_nomem();
  for (uint32_t j = 0; j < nr && !s; j++) {
    pt_layout_of_value(lw->p, pt_op_result(op, j), &res[j]);
    g[j] = m->values.data[pt_op_result(op, j)].type;
  }
  pt_layout w = whole_layout();
  uint32_t pred;
  if (!s) s = use_operands(lw, op_id, 0, 1, &w, &pred);
  if (!s) s = local_types(lw, g, res, nr, t);
  for (uint32_t k = 0; k < nreg && !s; k++) s = lower_nested(lw, pt_op_region(m, pt_op_get(m, op_id), k), NULL, res, &regions[k]);
  if (!s) {
    uint32_t n_attrs;
    pt_named_attr *attrs = copy_attrs(m, op_id, &n_attrs);
    op = pt_op_get(m, op_id);
    uint32_t id = attrs ? pt_builder_op(&lw->b, (pt_opcode)op->code, &pred, 1, t, nr, attrs, n_attrs, regions, nreg,
                                        op->loc)
                        : PT_NONE;
    if (id == PT_NONE) s = pt_nomem();
    for (uint32_t j = 0; j < nr && !s; j++)
      set_current(lw, pt_op_result(pt_op_get(m, op_id), j), pt_op_get(m, id)->results + j, &res[j]);
    free(attrs);
  }
  free(res);
  free(g);
  free(t);
  free(regions);
  return s;
}

/* stablehlo.return of a while/if/case region, or func.return: every
 * operand converted to the layout the enclosing op expects. */
static pt_status *lower_terminator(pt_spmd_lowerer *lw, uint32_t op_id, const pt_layout *ret_l) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t n = op->n_operands;
  pt_opcode code = (pt_opcode)op->code;
  pt_loc loc = op->loc;
  uint32_t *in = pt_malloc((n + 1) * sizeof *in);
  if (!in) return pt_nomem();
  pt_status *s = use_operands(lw, op_id, 0, n, ret_l, in);
  if (!s && pt_builder_op(&lw->b, code, in, n, NULL, 0, NULL, 0, NULL, 0, loc) == PT_NONE) s = pt_nomem();
  free(in);
  return s;
}

/* sdy.manual_computation: a region partir does not re-partition. Its
 * operands are converted to the layouts its in_shardings give on the
 * manual axes (WHOLE on the others), its body is already device-local
 * code and is emitted in place, ops copied as they are (its collectives
 * name devices of the op's mesh, so that must be the partitioning mesh),
 * and its results are what the body returns, in the out_shardings'
 * layouts; later uses convert from there. */
static pt_status *lower_manual(pt_spmd_lowerer *lw, uint32_t op_id) {
  pt_module *m = lw->m;
  const pt_op *op = pt_op_get(m, op_id);
  uint32_t no = op->n_operands, nr = op->n_results, body = pt_op_region(m, op, 0);
  pt_mesh mesh;
  pt_layout *in_l = pt_malloc((no + nr + 1) * sizeof *in_l), *out_l = in_l ? in_l + no : NULL;
  uint32_t *in = pt_malloc((no + 1) * sizeof *in);
  if (!in_l || !in) {
    free(in_l);
    free(in);
    return pt_nomem();
  }
  pt_status *s = pt_manual_on_mesh(m, op, lw->mesh, &mesh, in_l, out_l);
  if (!s) s = use_operands(lw, op_id, 0, no, in_l, in);
  if (!s) s = check_nesting(lw, body);
  if (!s) {
    const pt_region *reg = &m->regions.data[body];
    for (uint32_t i = 0; i < no; i++) set_current(lw, reg->args + i, in[i], &in_l[i]);
    lw->depth++;
    uint32_t n = reg->n_ops;
    for (uint32_t k = 0; k < n && !s; k++) {
      /* Re-read: building ops moves the module's op order. */
      uint32_t o = pt_region_op(m, &m->regions.data[body], k);
      const pt_op *bop = pt_op_get(m, o);
      if (bop->code != PT_OP_RETURN) {
        s = copy_op(lw, o);
        /* The copy is the op defining the current form of its result. */
        bop = pt_op_get(m, o);
        if (!s && bop->n_results && pt_op_has_flag((pt_opcode)bop->code, PT_OPF_COLLECTIVE))
          s = pt_spmd_record_body_collective(lw, o, m->values.data[lw->cur[pt_op_result(bop, 0)]].def);
        continue;
      }
      if (bop->n_operands != nr) {
        s = pt_op_error(m, bop, "returns %u values for %u results", bop->n_operands, nr);
        break;
      }
      for (uint32_t j = 0; j < nr; j++)
        set_current(lw, pt_op_result(pt_op_get(m, op_id), j), lw->cur[pt_op_operand(m, bop, j)], &out_l[j]);
    }
    lw->depth--;
  }
  free(in_l);
  free(in);
  return s;
}

static pt_status *lower_op(pt_spmd_lowerer *lw, uint32_t op_id, const pt_layout *ret_l) {
  const pt_op *op = pt_op_get(lw->m, op_id);
  /* Only a computed op may join the run of replayed fragments. */
  bool identity = pt_partition_is_identity_op(lw->p, op_id);
  if (lw->run && (identity || pt_op_has_flag((pt_opcode)op->code, PT_OPF_TERMINATOR) || op->code == PT_OP_WHILE ||
                  op->code == PT_OP_IF || op->code == PT_OP_CASE || op->code == PT_OP_SDY_MANUAL_COMPUTATION))
    PT_TRY(pending_flush(lw));
  op = pt_op_get(lw->m, op_id); /* re-read: copying the run moves the module's ops */
  switch ((pt_opcode)op->code) {
    case PT_OP_WHILE: return lower_while(lw, op_id);
    case PT_OP_IF:
    case PT_OP_CASE: return lower_branches(lw, op_id);
    case PT_OP_SDY_MANUAL_COMPUTATION: return lower_manual(lw, op_id);
    case PT_OP_RETURN:
    case PT_OP_FUNC_RETURN:
      if (ret_l) return lower_terminator(lw, op_id, ret_l);
      return pt_status_make(PT_ERR_INTERNAL, "%s: internal error: a terminator where none was expected",
                            lw->m->filename);
    default: break;
  }
  if (identity) return lower_identity(lw, op_id);
  return lower_computed(lw, op_id);
}

static pt_status *lower_ops(pt_spmd_lowerer *lw, uint32_t region, const pt_layout *ret_l) {
  uint32_t n = lw->m->regions.data[region].n_ops;
  for (uint32_t i = 0; i < n; i++) {
    /* Re-read: building ops moves the module's op order. */
    uint32_t op_id = pt_region_op(lw->m, &lw->m->regions.data[region], i);
    PT_TRY(lower_op(lw, op_id, ret_l));
    /* A type, string or attribute the op needed could not be added (the
     * op was built with a stand-in): stop here, the module is discarded. */
    if (pt_module_oom(lw->m)) return pt_nomem();
  }
  return pending_flush(lw);
}

/* partition_id as i64, and from it the device's coordinate on each axis
 * of size > 1: (id / stride) rem size. */
static pt_status *emit_coords(pt_spmd_lowerer *lw) {
  pt_module *m = lw->m;
  for (uint32_t a = 0; a < PT_MESH_MAX_AXES; a++) lw->coord[a] = PT_NONE;
  if (pt_mesh_num_devices(lw->mesh) <= 1) return NULL;
  pt_type ut = pt_tensor_type(PT_DTYPE_UI32, 0, NULL), it = pt_tensor_type(PT_DTYPE_I64, 0, NULL);
  uint32_t u32 = pt_type_intern(m, &ut), i64 = pt_type_intern(m, &it);
  uint32_t pid = pt_builder_op(&lw->b, PT_OP_PARTITION_ID, NULL, 0, &u32, 1, NULL, 0, NULL, 0, (pt_loc){0});
  if (pid == PT_NONE) return pt_nomem();
  uint32_t pv = pt_op_get(m, pid)->results;
  uint32_t cv = pt_builder_op(&lw->b, PT_OP_CONVERT, &pv, 1, &i64, 1, NULL, 0, NULL, 0, (pt_loc){0});
  if (cv == PT_NONE) return pt_nomem();
  uint32_t id = pt_op_get(m, cv)->results;
  for (uint32_t a = 0; a < lw->mesh->n_axes; a++) {
    if (lw->mesh->sizes[a] <= 1) continue;
    uint32_t x = id;
    int64_t stride = pt_mesh_stride(lw->mesh, a);
    if (stride > 1) {
      uint32_t ops[2] = {x, pt_spmd_const_i64(lw, stride)};
      uint32_t o = ops[1] == PT_NONE ? PT_NONE
                                     : pt_builder_op(&lw->b, PT_OP_DIVIDE, ops, 2, &i64, 1, NULL, 0, NULL, 0, (pt_loc){0});
      if (o == PT_NONE) return pt_nomem();
      x = pt_op_get(m, o)->results;
    }
    if (a > 0) {
      uint32_t ops[2] = {x, pt_spmd_const_i64(lw, lw->mesh->sizes[a])};
      uint32_t o = ops[1] == PT_NONE
                       ? PT_NONE
                       : pt_builder_op(&lw->b, PT_OP_REMAINDER, ops, 2, &i64, 1, NULL, 0, NULL, 0, (pt_loc){0});
      if (o == PT_NONE) return pt_nomem();
      x = pt_op_get(m, o)->results;
    }
    lw->coord[a] = x;
  }
  return NULL;
}

/* Replaying from `ref` (lowered from the same input, function and mesh):
 * the parent's replica_groups (so that both programs' collectives share
 * them, as one lowering's do), its coordinates and, where their layouts
 * are the same, its arguments stand for this program's. No replay when
 * the prologues differ (they do not: the same function and mesh). */
static pt_status *replay_begin(pt_spmd_lowerer *lw, const pt_spmd_ref *ref, uint32_t body, uint32_t args_at,
                               uint32_t n_args) {
  if (ref->body != body || ref->args_at != args_at || ref->n_args != n_args || ref->pro_b != lw->m->values.len ||
      ref->n_old != lw->n_old)
    return NULL;
  lw->pmap_len = ref->m->values.len;
  lw->pmap = pt_malloc(((size_t)lw->pmap_len + 1) * sizeof *lw->pmap);
  lw->chain_ok = pt_malloc((size_t)lw->n_old + 1);
  if (!lw->pmap || !lw->chain_ok || !pt_vec_try_append(&lw->groups, ref->groups.data, ref->groups.len))
    return pt_nomem();
  memset(lw->pmap, 0xff, (size_t)lw->pmap_len * sizeof *lw->pmap);
  memset(lw->chain_ok, 1, lw->n_old);
  for (uint32_t i = 0; i < n_args; i++)
    if (memcmp(&ref->arg_lay[i], &lw->prog->arg_layouts[i], sizeof ref->arg_lay[i]) == 0)
      lw->pmap[args_at + i] = args_at + i;
  for (uint32_t v = args_at + n_args; v < ref->pro_b; v++) lw->pmap[v] = v;
  lw->ref = ref;
  return NULL;
}

/* The recorded lowering's state at its end; false without memory (then
 * nothing is kept). */
static bool record_end(pt_spmd_lowerer *lw, pt_spmd_ref *rec) {
  memcpy(rec->cur, lw->cur, lw->n_old * sizeof *rec->cur);
  memcpy(rec->lay, lw->lay, lw->n_old * sizeof *rec->lay);
  rec->cse.len = rec->coll.len = rec->groups.len = 0;
  return pt_vec_try_append(&rec->cse, lw->cse.data, lw->cse.len) &&
         pt_vec_try_append(&rec->coll, lw->prog->collectives.data, lw->prog->collectives.len) &&
         pt_vec_try_append(&rec->groups, lw->groups.data, lw->groups.len);
}

pt_status *pt_spmd_lower(const pt_partition *p, const char *name, const pt_spmd_options *opts,
                         pt_spmd_program *out) {
  memset(out, 0, sizeof *out);
  out->next_channel = 1;
  if (pt_module_find_func(p->m, name) != PT_NONE)
    return pt_status_make(PT_ERR_INVALID_ARG, "error: the module already has a function @%s", name);
  if (pt_mesh_num_devices(&p->mesh) > PT_SPMD_MAX_DEVICES)
    return pt_status_make(PT_ERR_UNSUPPORTED,
                          "error: the mesh has %lld devices; partir makes SPMD programs, whose collectives list "
                          "every device, for meshes of up to %lld",
                          (long long)pt_mesh_num_devices(&p->mesh), (long long)PT_SPMD_MAX_DEVICES);
  /* The SPMD function is built into a module of its own, derived from the
   * state's (read-only) module: original ids stay valid in it, so the walk
   * below reads the original function and appends the new one through one
   * module, and the state's arrays (which cover the original values) index
   * it as they index the input. Its tables get room for a function a
   * little larger than the input one (each op lowered, plus conversions
   * and collectives), so that building it does not copy them over and
   * over as they grow. */
  pt_spmd_cache *cache = opts ? opts->cache : NULL;
  pt_status *s = cache ? pt_spmd_cache_bind(cache, p) : NULL;
  if (s) return s;
  /* Under a pin, the parent's fragments are replayed: the program then
   * shares the parent's types and strings, so that its ops copy over with
   * their ids. A lowering without a pin is recorded for that (unless
   * combined afterwards: combining rewrites the program). */
  const pt_spmd_ref *ref = cache ? pt_spmd_cache_replay_ref(cache) : NULL;
  pt_spmd_ref *rec = cache && !ref && !opts->combine ? pt_spmd_cache_recording(cache) : NULL;
  uint32_t room = p->m->ops.len + p->m->ops.len / 4;
  pt_module *m = ref ? pt_module_try_derive_tables(p->m, ref->m, room) : pt_module_try_derive_room(p->m, room);
  if (!m) return pt_nomem();
  out->m = m;
  pt_spmd_options defaults = {0};
  if (cache) out->cache = cache;
  pt_spmd_lowerer lw = {.p = p, .m = m, .mesh = &p->mesh, .opts = opts ? opts : &defaults, .prog = out,
                        .n_old = m->values.len, .rec = rec};
  lw.cur = pt_malloc((lw.n_old + 1) * sizeof *lw.cur);
  lw.lay = pt_malloc((lw.n_old + 1) * sizeof *lw.lay);
  lw.cse_head = pt_malloc((lw.n_old + 1) * sizeof *lw.cse_head);
  pt_builder_init(&lw.b, m);

  pt_func f = m->funcs.data[p->func];
  uint32_t n_args = m->regions.data[f.body].n_args;
  out->n_args = n_args;
  out->n_results = f.n_results;
  out->arg_layouts = pt_malloc((n_args + 1) * sizeof *out->arg_layouts);
  out->result_layouts = pt_malloc((f.n_results + 1) * sizeof *out->result_layouts);
  uint32_t *arg_g = pt_malloc((n_args + 1) * sizeof *arg_g), *arg_t = pt_malloc((n_args + 1) * sizeof *arg_t);
  uint32_t *res_g = pt_malloc((f.n_results + 1) * sizeof *res_g), *res_t = pt_malloc((f.n_results + 1) * sizeof *res_t);
  if (!s && !(lw.cur && lw.lay && lw.cse_head && out->arg_layouts && out->result_layouts && arg_g && arg_t && res_g &&
              res_t))
    s = pt_nomem();
  if (!s) {
    memset(lw.cse_head, 0xff, (lw.n_old + 1) * sizeof *lw.cse_head);
    /* One whole layout copied to every value (this runs for every value
     * of the module on every lowering). */
    pt_layout whole = whole_layout();
    for (uint32_t i = 0; i < lw.n_old; i++) lw.cur[i] = i, lw.lay[i] = whole;
    for (uint32_t i = 0; i < n_args; i++) arg_g[i] = m->values.data[m->regions.data[f.body].args + i].type;
    for (uint32_t j = 0; j < f.n_results; j++) pt_layout_whole(&out->result_layouts[j]);
    for (uint32_t j = 0; j < f.n_results; j++) res_g[j] = pt_func_result_type(m, &f, j);
    s = pt_spmd_io_layouts(p, out->arg_layouts, n_args, out->result_layouts, f.n_results);
  }
  if (!s) s = local_types(&lw, arg_g, out->arg_layouts, n_args, arg_t);
  if (!s) s = local_types(&lw, res_g, out->result_layouts, f.n_results, res_t);
  /* Nothing is built when the signature itself cannot be cut (the
   * program is freed below). */
  uint32_t nf = s ? PT_NONE : pt_builder_begin_func(&lw.b, pt_intern_cstr(&m->strings, name), false, arg_t, n_args, f.loc);
  if (!s && nf == PT_NONE) s = pt_nomem(); /* nothing opened */
  if (!s) {
    uint32_t nb = m->regions.len - 1; /* the body pt_builder_begin_func opened */
    uint32_t args_at = m->regions.data[nb].args;
    for (uint32_t i = 0; i < n_args; i++)
      set_current(&lw, m->regions.data[f.body].args + i, m->regions.data[nb].args + i, &out->arg_layouts[i]);
    s = emit_coords(&lw);
    if (!s && ref) s = replay_begin(&lw, ref, nb, args_at, n_args);
    if (!s && rec) {
      rec->body = nb, rec->args_at = args_at, rec->n_args = n_args, rec->pro_b = m->values.len;
      free(rec->arg_lay);
      rec->arg_lay = pt_malloc((n_args + 1) * sizeof *rec->arg_lay);
      if (rec->arg_lay) memcpy(rec->arg_lay, out->arg_layouts, n_args * sizeof *rec->arg_lay);
      else lw.rec = rec = NULL; /* a memo only */
    }
    if (!s) s = lower_ops(&lw, f.body, out->result_layouts);
    if (!s && rec && !record_end(&lw, rec)) rec = NULL;
    uint32_t done = pt_builder_end_region(&lw.b);
    if (!pt_builder_end_func(&lw.b, nf, done, res_t, f.n_results, f.arg_attrs, f.result_attrs, f.attrs) && !s)
      s = pt_nomem();
    out->func = nf;
    /* Whatever a builder call could not add (a type, a string, an
     * attribute) leaves the module marked: it is not handed out. */
    if (!s) s = pt_module_status(m);
  }
  pt_builder_free(&lw.b);
  free(arg_g);
  free(arg_t);
  free(res_g);
  free(res_t);
  free(lw.cur);
  free(lw.lay);
  pt_vec_free(&lw.cse);
  free(lw.cse_head);
  free(lw.types);
  free(lw.scratch);
  pt_vec_free(&lw.groups);
  free(lw.pmap);
  free(lw.chain_ok);
  if (!s && cache) pt_spmd_cache_done(cache, rec ? m : NULL);
  if (!s && opts && opts->combine)
    s = pt_spmd_combine(out, &p->mesh, opts->combine_bytes, opts->combine_copies);
  if (s) pt_spmd_program_free(out);
  return s;
}

void pt_spmd_program_free(pt_spmd_program *prog) {
  if (!prog) return;
  pt_module_free(prog->m);
  free(prog->arg_layouts);
  free(prog->result_layouts);
  pt_vec_free(&prog->collectives);
  memset(prog, 0, sizeof *prog);
}
