/* verify_gather.c - checkers for gather and scatter, whose dimension
 * numbers (including the batching dims added in StableHLO 1.1) relate
 * three shapes. Constraint numbers are those of the StableHLO spec. */
#include "verify_internal.h"

static int out_of_range(const int64_t *v, uint32_t n, int64_t bound) {
  for (uint32_t i = 0; i < n; i++)
    if (v[i] < 0 || v[i] >= bound) return (int)i;
  return -1;
}

#define RANGE(cn, name, v, n, bound, what)                                                                     \
  do {                                                                                                         \
    int bad_ = out_of_range(v, n, bound);                                                                      \
    if (bad_ >= 0)                                                                                             \
      return pt_v_err(c, "(" cn ") " name " %s: %lld is out of range [0, %lld) of " what, pt_v_lstr(&a, v, n), \
                      (long long)(v)[bad_], (long long)(bound));                                               \
  } while (0)

/* gather and scatter state the same five constraints on the batching dims
 * of their indices, numbered from `first`: unique, in range, not the index
 * vector dim, as many as the data's batching dims, and of equal sizes. */
typedef struct {
  const char *data_dims, *index_dims; /* attribute names */
  const char *data, *index;           /* operand names */
} batching_names;

static const batching_names gather_batching = {"operand_batching_dims", "start_indices_batching_dims", "operand",
                                               "start_indices"};
static const batching_names scatter_batching = {"input_batching_dims", "scatter_indices_batching_dims", "input",
                                                "scatter_indices"};

static pt_status *check_index_batching(pt_vctx *c, int first, const batching_names *nm, const pt_type *x,
                                       const int64_t *xb, uint32_t nx, const pt_type *idx, const int64_t *ib,
                                       uint32_t ni, int64_t ivd) {
  pt_vstr a, b;
  if (!pt_v_unique2(ib, ni, NULL, 0))
    return pt_v_err(c, "(C%d) %s %s must be unique", first, nm->index_dims, pt_v_lstr(&a, ib, ni));
  int bad = out_of_range(ib, ni, idx->rank);
  if (bad >= 0)
    return pt_v_err(c, "(C%d) %s %s: %lld is out of range [0, %lld) of the rank of %s", first + 1, nm->index_dims,
                    pt_v_lstr(&a, ib, ni), (long long)ib[bad], (long long)idx->rank, nm->index);
  if (pt_v_contains(ib, ni, ivd))
    return pt_v_err(c, "(C%d) %s %s must not contain index_vector_dim %lld", first + 2, nm->index_dims,
                    pt_v_lstr(&a, ib, ni), (long long)ivd);
  if (nx != ni)
    return pt_v_err(c, "(C%d) %s %s and %s %s must have the same size", first + 3, nm->data_dims,
                    pt_v_lstr(&a, xb, nx), nm->index_dims, pt_v_lstr(&b, ib, ni));
  for (uint32_t i = 0; i < nx; i++) {
    int64_t xd = x->dims[xb[i]], id = idx->dims[ib[i]];
    if (xd != id)
      return pt_v_err(c,
                      "(C%d) %s dimension %lld (size %lld) and %s dimension %lld (size %lld) are batching dimensions "
                      "#%u and must have the same size",
                      first + 4, nm->data, (long long)xb[i], (long long)xd, nm->index, (long long)ib[i],
                      (long long)id, i);
  }
  return NULL;
}

pt_status *pt_vchk_gather(pt_vctx *c) {
  const pt_type *x = pt_v_operand(c, 0), *idx = pt_v_operand(c, 1);
  pt_vstr a, b;
  if (!pt_dtype_is_int((pt_dtype)idx->dtype))
    return pt_v_err(c, "(I2) start_indices must be a tensor of integer type, but got %s", pt_v_tstr(&a, idx));
  pt_gather_dims g;
  PT_TRY(pt_v_dec_err(c, pt_gather_dims_decode(c->m, c->op, &g)));
  int64_t rank = x->rank, irank = idx->rank, ivd = g.index_vector_dim;
  if (g.n_offset_dims + g.n_collapsed_slice_dims + g.n_operand_batching_dims != rank)
    return pt_v_err(c,
                    "(C1) offset_dims (%u), collapsed_slice_dims (%u) and operand_batching_dims (%u) must have as "
                    "many entries as the operand's rank %lld",
                    g.n_offset_dims, g.n_collapsed_slice_dims, g.n_operand_batching_dims, (long long)rank);
  if (ivd < 0 || ivd > irank)
    return pt_v_err(c, "(C2) index_vector_dim %lld is out of range [0, %lld], the rank of start_indices",
                    (long long)ivd, (long long)irank);
  int64_t n_index = ivd < irank ? idx->dims[ivd] : 1;
  if ((int64_t)g.n_start_index_map != n_index)
    return pt_v_err(c, "(C3) start_index_map %s has %u entries, but start_indices has %lld along index_vector_dim %lld",
                    pt_v_lstr(&a, g.start_index_map, g.n_start_index_map), g.n_start_index_map, (long long)n_index,
                    (long long)ivd);
  if (!pt_v_sorted(g.offset_dims, g.n_offset_dims) || !pt_v_unique2(g.offset_dims, g.n_offset_dims, NULL, 0))
    return pt_v_err(c, "(C4) offset_dims %s must be sorted and unique", pt_v_lstr(&a, g.offset_dims, g.n_offset_dims));
  if (!pt_v_unique2(g.collapsed_slice_dims, g.n_collapsed_slice_dims, g.operand_batching_dims,
                    g.n_operand_batching_dims))
    return pt_v_err(c, "(C6) collapsed_slice_dims %s and operand_batching_dims %s must be unique and disjoint",
                    pt_v_lstr(&a, g.collapsed_slice_dims, g.n_collapsed_slice_dims),
                    pt_v_lstr(&b, g.operand_batching_dims, g.n_operand_batching_dims));
  if (!pt_v_sorted(g.collapsed_slice_dims, g.n_collapsed_slice_dims))
    return pt_v_err(c, "(C7) collapsed_slice_dims %s must be sorted",
                    pt_v_lstr(&a, g.collapsed_slice_dims, g.n_collapsed_slice_dims));
  RANGE("C8", "collapsed_slice_dims", g.collapsed_slice_dims, g.n_collapsed_slice_dims, rank, "the operand's rank");
  if (g.n_slice_sizes != rank)
    return pt_v_err(c, "(C20) slice_sizes %s has %u entries, but the operand has rank %lld",
                    pt_v_lstr(&a, g.slice_sizes, g.n_slice_sizes), g.n_slice_sizes, (long long)rank);
  for (uint32_t i = 0; i < g.n_collapsed_slice_dims; i++)
    if (g.slice_sizes[g.collapsed_slice_dims[i]] > 1)
      return pt_v_err(c, "(C9) slice_sizes[%lld] = %lld must be at most 1 for a collapsed_slice_dims entry",
                      (long long)g.collapsed_slice_dims[i], (long long)g.slice_sizes[g.collapsed_slice_dims[i]]);
  if (!pt_v_sorted(g.operand_batching_dims, g.n_operand_batching_dims))
    return pt_v_err(c, "(C10) operand_batching_dims %s must be sorted",
                    pt_v_lstr(&a, g.operand_batching_dims, g.n_operand_batching_dims));
  RANGE("C11", "operand_batching_dims", g.operand_batching_dims, g.n_operand_batching_dims, rank, "the operand's rank");
  for (uint32_t i = 0; i < g.n_operand_batching_dims; i++)
    if (g.slice_sizes[g.operand_batching_dims[i]] > 1)
      return pt_v_err(c, "(C12) slice_sizes[%lld] = %lld must be at most 1 for an operand_batching_dims entry",
                      (long long)g.operand_batching_dims[i], (long long)g.slice_sizes[g.operand_batching_dims[i]]);
  PT_TRY(check_index_batching(c, 13, &gather_batching, x, g.operand_batching_dims, g.n_operand_batching_dims, idx,
                              g.start_indices_batching_dims, g.n_start_indices_batching_dims, ivd));
  if (!pt_v_unique2(g.start_index_map, g.n_start_index_map, g.operand_batching_dims, g.n_operand_batching_dims))
    return pt_v_err(c, "(C18) start_index_map %s and operand_batching_dims %s must be unique and disjoint",
                    pt_v_lstr(&a, g.start_index_map, g.n_start_index_map),
                    pt_v_lstr(&b, g.operand_batching_dims, g.n_operand_batching_dims));
  RANGE("C19", "start_index_map", g.start_index_map, g.n_start_index_map, rank, "the operand's rank");
  for (uint32_t i = 0; i < rank; i++)
    if (g.slice_sizes[i] < 0 || g.slice_sizes[i] > x->dims[i])
      return pt_v_err(c, "(C21) slice_sizes[%u] = %lld must be in [0, %lld], the operand's size", i,
                      (long long)g.slice_sizes[i], (long long)x->dims[i]);

  int64_t n_batch = irank - (ivd < irank ? 1 : 0);
  int64_t res_rank = g.n_offset_dims + n_batch;
  if (res_rank > PT_MAX_RANK)
    return pt_v_err(c, "(C22) the result rank %lld exceeds the maximum rank %d", (long long)res_rank, PT_MAX_RANK);
  RANGE("C5", "offset_dims", g.offset_dims, g.n_offset_dims, res_rank, "the result rank");
  /* Offset dims take the slice sizes of the dims that are not collapsed or
   * batching, in order; the others take start_indices' dims without
   * index_vector_dim, in order. */
  int64_t offset_sizes[PT_MAX_RANK], batch_sizes[PT_MAX_RANK];
  uint32_t no = 0, nb = 0;
  for (uint32_t i = 0; i < rank; i++)
    if (!pt_v_contains(g.collapsed_slice_dims, g.n_collapsed_slice_dims, i) &&
        !pt_v_contains(g.operand_batching_dims, g.n_operand_batching_dims, i))
      offset_sizes[no++] = g.slice_sizes[i];
  for (int64_t i = 0; i < irank; i++)
    if (i != ivd) batch_sizes[nb++] = idx->dims[i];
  int64_t dims[PT_MAX_RANK];
  uint32_t ko = 0, kb = 0;
  for (int64_t d = 0; d < res_rank; d++)
    dims[d] = pt_v_contains(g.offset_dims, g.n_offset_dims, d) ? offset_sizes[ko++] : batch_sizes[kb++];
  pt_type r = pt_v_tensor((pt_dtype)x->dtype, (uint32_t)res_rank, dims);
  pt_v_rules(c, "C22", "C23");
  return pt_v_emit(c, &r);
}

pt_status *pt_vchk_scatter(pt_vctx *c) {
  uint32_t n_ops = c->op->n_operands;
  pt_vstr a, b;
  if (n_ops < 3 || n_ops % 2 == 0)
    return pt_v_err(c, "(C5) expects N inputs, scatter_indices and N updates with N >= 1, but got %u operands", n_ops);
  uint32_t n = (n_ops - 1) / 2;
  if (c->op->n_results != n) return pt_v_err(c, "(C24) expects %u results, but got %u", n, c->op->n_results);
  const pt_type *x = pt_v_operand(c, 0), *idx = pt_v_operand(c, n), *u = pt_v_operand(c, n + 1);
  if (!pt_dtype_is_int((pt_dtype)idx->dtype))
    return pt_v_err(c, "(I2) scatter_indices must be a tensor of integer type, but got %s", pt_v_tstr(&a, idx));
  for (uint32_t i = 0; i < n; i++) {
    const pt_type *xi = pt_v_operand(c, i), *ui = pt_v_operand(c, n + 1 + i);
    if (!pt_v_shape_eq(xi, x))
      return pt_v_err(c, "(C1) inputs must have the same shape, but got %s and %s", pt_v_tstr(&a, x),
                      pt_v_tstr(&b, xi));
    if (!pt_v_shape_eq(ui, u))
      return pt_v_err(c, "(C3) updates must have the same shape, but got %s and %s", pt_v_tstr(&a, u),
                      pt_v_tstr(&b, ui));
    if (ui->dtype != xi->dtype)
      return pt_v_err(c, "(C6) updates #%u and inputs #%u must have the same element type, but got %s and %s", i, i,
                      pt_v_tstr(&a, ui), pt_v_tstr(&b, xi));
  }
  pt_scatter_dims s;
  PT_TRY(pt_v_dec_err(c, pt_scatter_dims_decode(c->m, c->op, &s)));
  int64_t rank = x->rank, urank = u->rank, irank = idx->rank, ivd = s.index_vector_dim;
  if (ivd < 0 || ivd > irank)
    return pt_v_err(c, "(C22) index_vector_dim %lld is out of range [0, %lld], the rank of scatter_indices",
                    (long long)ivd, (long long)irank);
  if (s.n_update_window_dims + s.n_inserted_window_dims + s.n_input_batching_dims != rank)
    return pt_v_err(c,
                    "(C2) update_window_dims (%u), inserted_window_dims (%u) and input_batching_dims (%u) must have "
                    "as many entries as the inputs' rank %lld",
                    s.n_update_window_dims, s.n_inserted_window_dims, s.n_input_batching_dims, (long long)rank);
  if (!pt_v_sorted(s.update_window_dims, s.n_update_window_dims) ||
      !pt_v_unique2(s.update_window_dims, s.n_update_window_dims, NULL, 0))
    return pt_v_err(c, "(C7) update_window_dims %s must be sorted and unique",
                    pt_v_lstr(&a, s.update_window_dims, s.n_update_window_dims));
  RANGE("C8", "update_window_dims", s.update_window_dims, s.n_update_window_dims, urank, "the updates' rank");
  if (!pt_v_unique2(s.inserted_window_dims, s.n_inserted_window_dims, s.input_batching_dims, s.n_input_batching_dims))
    return pt_v_err(c, "(C9) inserted_window_dims %s and input_batching_dims %s must be unique and disjoint",
                    pt_v_lstr(&a, s.inserted_window_dims, s.n_inserted_window_dims),
                    pt_v_lstr(&b, s.input_batching_dims, s.n_input_batching_dims));
  if (!pt_v_sorted(s.inserted_window_dims, s.n_inserted_window_dims))
    return pt_v_err(c, "(C10) inserted_window_dims %s must be sorted",
                    pt_v_lstr(&a, s.inserted_window_dims, s.n_inserted_window_dims));
  RANGE("C11", "inserted_window_dims", s.inserted_window_dims, s.n_inserted_window_dims, rank, "the inputs' rank");
  if (!pt_v_sorted(s.input_batching_dims, s.n_input_batching_dims))
    return pt_v_err(c, "(C12) input_batching_dims %s must be sorted",
                    pt_v_lstr(&a, s.input_batching_dims, s.n_input_batching_dims));
  RANGE("C13", "input_batching_dims", s.input_batching_dims, s.n_input_batching_dims, rank, "the inputs' rank");
  PT_TRY(check_index_batching(c, 14, &scatter_batching, x, s.input_batching_dims, s.n_input_batching_dims, idx,
                              s.scatter_indices_batching_dims, s.n_scatter_indices_batching_dims, ivd));
  int64_t n_index = ivd < irank ? idx->dims[ivd] : 1;
  if ((int64_t)s.n_scatter_dims_to_operand_dims != n_index)
    return pt_v_err(c,
                    "(C19) scatter_dims_to_operand_dims %s has %u entries, but scatter_indices has %lld along "
                    "index_vector_dim %lld",
                    pt_v_lstr(&a, s.scatter_dims_to_operand_dims, s.n_scatter_dims_to_operand_dims),
                    s.n_scatter_dims_to_operand_dims, (long long)n_index, (long long)ivd);
  if (!pt_v_unique2(s.scatter_dims_to_operand_dims, s.n_scatter_dims_to_operand_dims, s.input_batching_dims,
                    s.n_input_batching_dims))
    return pt_v_err(c, "(C20) scatter_dims_to_operand_dims %s and input_batching_dims %s must be unique and disjoint",
                    pt_v_lstr(&a, s.scatter_dims_to_operand_dims, s.n_scatter_dims_to_operand_dims),
                    pt_v_lstr(&b, s.input_batching_dims, s.n_input_batching_dims));
  RANGE("C21", "scatter_dims_to_operand_dims", s.scatter_dims_to_operand_dims, s.n_scatter_dims_to_operand_dims, rank,
        "the inputs' rank");

  /* (C4) updates = scatter dims (scatter_indices' dims without
   * index_vector_dim, in order) and window dims (at most the inputs' dims
   * that are neither inserted nor batching, in order). */
  int64_t want_rank = s.n_update_window_dims + irank - (ivd < irank ? 1 : 0);
  if (urank != want_rank)
    return pt_v_err(c,
                    "(C4) updates must have rank %lld (update_window_dims plus the scatter dims of "
                    "scatter_indices), but got %s",
                    (long long)want_rank, pt_v_tstr(&a, u));
  int64_t window_dims[PT_MAX_RANK]; /* inputs' dims that updates' window dims map to */
  uint32_t nw = 0;
  for (int64_t d = 0; d < rank; d++)
    if (!pt_v_contains(s.inserted_window_dims, s.n_inserted_window_dims, d) &&
        !pt_v_contains(s.input_batching_dims, s.n_input_batching_dims, d))
      window_dims[nw++] = d;
  uint32_t kw = 0;
  int64_t ki = 0;
  for (int64_t d = 0; d < urank; d++) {
    if (pt_v_contains(s.update_window_dims, s.n_update_window_dims, d)) {
      int64_t xd = window_dims[kw++]; /* nw == n_update_window_dims by (C2, C9, C11, C13) */
      if (u->dims[d] > x->dims[xd])
        return pt_v_err(c,
                        "(C4) updates window dimension %lld has size %lld, larger than the inputs' dimension %lld "
                        "(%lld)",
                        (long long)d, (long long)u->dims[d], (long long)xd, (long long)x->dims[xd]);
    } else {
      if (ki == ivd) ki++;
      if (u->dims[d] != idx->dims[ki])
        return pt_v_err(c,
                        "(C4) updates scatter dimension %lld has size %lld, but scatter_indices dimension %lld has "
                        "%lld",
                        (long long)d, (long long)u->dims[d], (long long)ki, (long long)idx->dims[ki]);
      ki++;
    }
  }
  PT_TRY(pt_v_reducer(c, 0, "C23", n, 0));
  pt_v_rules(c, "C24", "C25");
  for (uint32_t i = 0; i < n; i++) {
    pt_type r = pt_v_with_dtype(pt_v_operand(c, i), pt_v_body_dtype(c, 0, i));
    PT_TRY(pt_v_emit(c, &r));
  }
  return NULL;
}
