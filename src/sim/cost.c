/* cost.c - how long one step of an SPMD program takes on a hardware
 * profile (sim.h), estimated from the program text alone.
 *
 * The model, deliberately simple so that every number can be recomputed by
 * hand:
 *
 * Ops. Every op of the SPMD function runs on device-local shapes. An op
 * does `flops` of arithmetic (the pt_stats conventions, pt_op_flops: dot
 * and dot_general 2*|result|*|contracted|, convolution
 * 2*|out|*|window|*in-features-per-group, elementwise 1 per result element,
 * reduce 1 per input element, data movement 0) and moves `bytes` through
 * HBM (its operands' plus its results' bytes). Its time is the roofline
 *     seconds = max(flops / rate, bytes / hbm_bandwidth) + op_overhead
 * with rate = matmul_flops[element type of the lhs] (f32's where that is 0;
 * times conv_efficiency for convolutions)
 * for dot, dot_general and convolution, vector_flops for everything else.
 * Exceptions, each because the op does less than the generic rule says:
 *   - constants and terminators cost nothing (literals live in memory
 *     already; a return only hands values over);
 *   - ops that only relabel a buffer (reshape, optimization_barrier,
 *     sharding constraints, a convert or bitcast_convert that keeps the
 *     bytes; the reference interpreter aliases them) and ops that make a
 *     scalar out of nothing (partition_id, replica_id, after_all) cost
 *     op_overhead only: they are dispatched but move no data;
 *   - slice and dynamic_slice read only the part they return:
 *     bytes = 2 * result bytes;
 *   - while, if and case cost op_overhead themselves, plus their regions:
 *     a while body counts once per iteration and its condition once more,
 *     when the trip count is known (below); else both count once and
 *     `unknown_trips` is set; if/case count their most expensive branch.
 *     Bodies of reduce, sort, scatter, all_reduce, ... are part of their op.
 *
 * Collectives (the ops of prog->collectives except all_slice, which is a
 * local dynamic_slice and costs as one). Ring algorithm over the group of
 * n devices on the link L the collective's axes use (pt_hw_link_for); each
 * of the ring's steps moves a 1/n chunk:
 *   all_gather      (n-1) * (L.latency + result_bytes/n / L.bandwidth)
 *   reduce_scatter  (n-1) * (L.latency + operand_bytes/n / L.bandwidth) + R
 *   all_reduce      2(n-1) * (L.latency + operand_bytes/n / L.bandwidth) + R
 *   all_to_all      (n-1) * (L.latency + operand_bytes/n / L.bandwidth)
 * with R = operand elements * (n-1)/n / vector_flops, the additions of the
 * reduction (reported as the op's flops, not counted in device_flops).
 *
 * Step. compute_seconds and comm_seconds sum the ops (times the runs of
 * the loops around them); without overlap the step is their sum. With
 * overlap, a list schedule in program order on two streams, compute and
 * communication: an op starts when its operands are ready and its stream
 * is free, collectives go to the communication stream, everything else to
 * the compute stream; ops that cost nothing wait only for their operands. A
 * while/if/case op holds both streams: its regions are scheduled the same
 * way inside it (values from outside are ready when they were), a while
 * lasting runs * (cond + body) + cond, an if its chosen branch. The step is
 * when the last op finishes. This never exceeds the sum, and equals it when
 * every collective's result is needed right away.
 *
 * Interpreter terms (sim.h; the `host` profile sets them, accelerators
 * leave them 0): transposes, slices, concatenates, pads, gathers, ...
 * cost their result elements at copy_elements (broadcasts are fills and
 * stay bandwidth-bound); a convolution adds conv_window_overhead per
 * (output position, window position); a dot adds gemm_overhead per batch
 * element (one gemm call each), gemm_element_cost per operand and result
 * element, and its operands that are not already [batch, rows,
 * contracted] or [batch, contracted, rows] in f32/f64 at copy_elements.
 *
 * Host. On the `host` profile (parallel_devices > 0) the devices are
 * threads sharing `parallel_devices` cores, so with more devices than cores
 * both step times are multiplied by share = devices / parallel_devices,
 * plus barriers * oversubscribed_barrier * share for the context switches
 * each rendezvous then needs (barriers: 3 per all_reduce, 2 per other
 * collective, times the runs of their loops), and a
 * thread copying a collective's data is not computing: there is no overlap,
 * step_seconds_overlap = step_seconds.
 *
 * FLOPs and MFU. device_flops sums the SPMD function's op FLOPs with the
 * loop rules above; model_flops does the same on the original function
 * (p->func), so for a function without loops or branches it is exactly
 * what pt_stats counts for it, and with a scanned loop it counts every
 * iteration as the device does. mfu = model_flops / (step_seconds_overlap
 * * devices * matmul rate of the dominant type), the dominant type being
 * the one with the most dot/convolution FLOPs in the SPMD function (f32
 * when there are none).
 *
 * Accelerators (hw->fusion). The ops are first grouped into kernels as
 * XLA's GPU compiler fuses them (fusion.c). A kernel costs, on its root's
 * entry,
 *     op_overhead + max(vector_flops / vector rate + transcendental
 *                       elements / transcendental rate + a library call's
 *                       contraction FLOPs / its rate,
 *                       (read + write bytes) / achievable bandwidth)
 * and its other members cost 0 (their FLOPs still count); achievable
 * bandwidth = hbm_bandwidth * hbm_efficiency. Collectives and ops that run
 * alone are timed as above.
 *
 * Contraction rates. f32 contractions at DEFAULT or HIGH precision use
 * tf32_flops when the profile has it, HIGHEST (on either operand) the f32
 * rate; other types their own rate. The rate is scaled by the profile's
 * efficiency for that type (or tf32) and by the shape factor
 * Π d / (d + matmul_half_dim) over M (batch included), N and K, so small
 * and skinny matmuls run slower; both default to 1, leaving the datasheet
 * peak as the ceiling.
 *
 * Entries. out->ops has one entry per op of the SPMD function and of its
 * while/if/case regions, in program order, each for one execution (a
 * while's own entry is its op_overhead; its regions' ops follow it), with
 * its place in the overlap schedule (start, end): a timeline of the step.
 * On each stream the ops of a region follow each other in program order
 * without overlapping. Ops of a while body are placed in its first
 * iteration; an if/case's branches are all placed from its start.
 *
 * Trip counts. A while runs a known number of times when it is the
 * counter loop JAX emits: the condition returns `compare DIR, %i, %N` (or
 * mirrored) with %i a carried value, %N a constant, DIR one of LT, LE (GT,
 * GE mirrored), the carry starts at a constant and the body returns
 * `add %i, constant step` for it.
 *
 * Everything is one walk over the ops (O(ops)), with a ready time per
 * value id. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ws.h"

/* What a stretch of code (a region, one execution) adds to the totals. */
typedef struct {
  double compute, comm;
  double flops;
  double dot_flops[PT_DTYPE_COUNT];
  double coll_seconds[PT_COLL_KIND_COUNT];
  double coll_bytes[PT_COLL_KIND_COUNT]; /* double: scaled by trip counts before rounding */
  double barriers; /* rendezvous barriers of the thread runtime's collectives (host oversubscription) */
} totals;

typedef struct {
  const pt_module *m;
  const pt_hw *hw;
  const pt_mesh *mesh;
  const pt_spmd_program *prog;
  uint32_t *coll_of_op; /* op id -> index in prog->collectives, or PT_NONE */
  double *ready;        /* value id -> time its value is ready (overlap schedule) */
  double compute_free, comm_free;
  pt_sim_time *out;
  bool fused; /* out->fusions holds the kernels */
  pt_status *error;
  pt_sim_ws *ws; /* its FLOPs memo, shared with fusion */
} walker;

static void totals_add_scaled(totals *acc, const totals *t, double k) {
  if (k == 0) return;
  acc->compute += t->compute * k;
  acc->comm += t->comm * k;
  acc->flops += t->flops * k;
  acc->barriers += t->barriers * k;
  for (uint32_t i = 0; i < PT_DTYPE_COUNT; i++) acc->dot_flops[i] += t->dot_flops[i] * k;
  for (uint32_t i = 0; i < PT_COLL_KIND_COUNT; i++) {
    acc->coll_seconds[i] += t->coll_seconds[i] * k;
    acc->coll_bytes[i] += t->coll_bytes[i] * k;
  }
}

static double elements_of(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  double n = 1;
  for (uint32_t i = 0; i < t->rank; i++) n *= (double)t->dims[i];
  return n;
}

static double bytes_of(const pt_type *t) {
  return t->kind == PT_TYPE_TENSOR ? elements_of(t) * pt_dtype_size((pt_dtype)t->dtype) : 0;
}

static double matmul_rate(const pt_hw *hw, uint32_t dtype) {
  double r = dtype < PT_DTYPE_COUNT ? hw->matmul_flops[dtype] : 0;
  return r > 0 ? r : hw->matmul_flops[PT_DTYPE_F32];
}

/* The simulator's unit for each op is ops.def's COST column: no per-op
 * list here to fall out of step with the op table. */
static pt_op_cost cost_class(uint32_t code) {
  return code < PT_OP_COUNT ? (pt_op_cost)pt_op_info_get((pt_opcode)code)->cost : PT_COST_GENERIC;
}

/* Ops that only move data into a new layout. */
static bool moves_data(uint32_t code) { return cost_class(code) == PT_COST_MOVE; }

static bool is_contraction(uint32_t code) { return cost_class(code) == PT_COST_CONTRACTION; }

/* The HBM bandwidth kernels reach. */
double pt_sim_achievable_bandwidth(const pt_hw *hw) {
  return hw->hbm_bandwidth * (hw->hbm_efficiency > 0 ? hw->hbm_efficiency : 1);
}

static double roofline(const pt_hw *hw, double flops, double bytes, double rate) {
  double t_flops = rate > 0 ? flops / rate : 0;
  double bw = pt_sim_achievable_bandwidth(hw);
  double t_bytes = bw > 0 ? bytes / bw : 0;
  return (t_flops > t_bytes ? t_flops : t_bytes) + hw->op_overhead;
}

/* Whether a contraction asks for full f32 accuracy: precision_config
 * HIGHEST on either operand (DEFAULT and HIGH run f32 at the tf32 rate). */
static bool highest_precision(const pt_module *m, const pt_op *op) {
  const pt_attr *a = pt_op_attr(m, op, "precision_config");
  if (!a || a->kind != PT_ATTR_ARRAY) return false;
  for (uint32_t i = 0; i < a->u.array.n; i++) {
    const pt_attr *p = a->u.array.items[i];
    const char *v = p && p->kind == PT_ATTR_ENUM ? p->u.enm.value : p && p->kind == PT_ATTR_STRING ? p->u.str.data : NULL;
    if (v && strcmp(v, "HIGHEST") == 0) return true;
  }
  return false;
}

/* The matmul shape of a contraction: K from its flops per result element,
 * N the rhs's free dims (dot_general) or the output features
 * (convolution), M the rest of the result (batch included). */
static void contraction_shape(const pt_module *m, const pt_op *op, double flops, double *mm, double *nn, double *kk) {
  const pt_type *r = pt_value_type(m, op->results);
  double out = elements_of(r), n = 1;
  pt_dot_dims dd;
  if ((op->code == PT_OP_DOT_GENERAL || op->code == PT_OP_DOT) && pt_dot_dims_get(m, op, &dd)) {
    const pt_type *rt = pt_value_type(m, pt_op_operand(m, op, 1));
    for (uint32_t d = 0; d < rt->rank; d++) {
      bool used = false;
      for (uint32_t k = 0; k < dd.n_rhs_batch; k++) used |= dd.rhs_batch[k] == (int64_t)d;
      for (uint32_t k = 0; k < dd.n_rhs_contract; k++) used |= dd.rhs_contract[k] == (int64_t)d;
      if (!used) n *= (double)rt->dims[d];
    }
  } else if (op->code == PT_OP_CONVOLUTION) {
    const pt_attr *a = pt_op_attr(m, op, "dimension_numbers");
    if (a && a->kind == PT_ATTR_CONV_DIMS && a->u.conv->output_feature >= 0 && a->u.conv->output_feature < r->rank)
      n = (double)r->dims[a->u.conv->output_feature];
  }
  *nn = n > 0 ? n : 1;
  *mm = out / *nn;
  *kk = out > 0 ? flops / (2 * out) : 1;
}

/* FLOP/s of contraction `op` (flops `flops`) on `hw`: the rate of its
 * element type and precision, times the profile's efficiency for it and
 * its shape factor, times conv_efficiency for convolutions. */
double pt_sim_contraction_rate(const pt_hw *hw, const pt_module *m, const pt_op *op, double flops, bool shaped) {
  uint32_t dt = pt_value_type(m, pt_op_operand(m, op, 0))->dtype;
  double rate, eff;
  if (dt == PT_DTYPE_F32 && hw->tf32_flops > 0 && !highest_precision(m, op)) {
    rate = hw->tf32_flops;
    eff = hw->tf32_efficiency;
  } else {
    rate = matmul_rate(hw, dt);
    eff = dt < PT_DTYPE_COUNT && hw->matmul_flops[dt] > 0 ? hw->matmul_efficiency[dt]
                                                           : hw->matmul_efficiency[PT_DTYPE_F32];
  }
  if (eff > 0) rate *= eff;
  if (shaped && hw->matmul_half_dim > 0 && op->n_results > 0) {
    double dims[3];
    contraction_shape(m, op, flops, &dims[0], &dims[1], &dims[2]);
    for (int i = 0; i < 3; i++) rate *= dims[i] / (dims[i] + hw->matmul_half_dim);
  }
  if (op->code == PT_OP_CONVOLUTION && hw->conv_efficiency > 0) rate *= hw->conv_efficiency;
  return rate;
}

/* One fused kernel (fusion.c): one launch, its HBM traffic, its
 * element-wise work, and a library call's contraction. */
static double kernel_seconds(const walker *w, const pt_sim_fusion *g) {
  const pt_hw *hw = w->hw;
  double trans_rate = hw->transcendental_flops > 0 ? hw->transcendental_flops : hw->vector_flops / 4;
  double t = (hw->vector_flops > 0 ? g->vector_flops / hw->vector_flops : 0) +
             (trans_rate > 0 ? g->transcendental / trans_rate : 0);
  if (g->kind == PT_FUSION_LIBRARY && g->contraction != PT_NONE) {
    const pt_op *c = pt_op_get(w->m, g->contraction);
    double f = pt_sim_ws_flops(w->ws, w->m, g->contraction), rate = pt_sim_contraction_rate(hw, w->m, c, f, true);
    if (rate > 0) t += f / rate;
  }
  return roofline(hw, t, g->read_bytes + g->write_bytes, 1);
}

/* ---- collectives ---- */

static double collective_seconds(walker *w, const pt_spmd_collective *c, const pt_op *op, double *flops) {
  *flops = 0;
  uint32_t mask = 0;
  double n = 1;
  for (uint32_t i = 0; i < c->n_axes; i++) {
    mask |= 1u << c->axes[i];
    n *= (double)w->mesh->sizes[c->axes[i]];
  }
  if (n <= 1) return 0;
  const pt_hw_link *link = pt_hw_link_for(w->hw, w->mesh, mask);
  if (!link) {
    if (!w->error)
      w->error = pt_status_make(PT_ERR_INVALID_ARG, "hardware profile '%s' has no links, but the program has %s",
                                w->hw->name, pt_coll_kind_name((pt_coll_kind)c->kind));
    return 0;
  }
  double bw = link->bandwidth > 0 ? link->bandwidth : INFINITY;
  double steps, chunk;
  switch ((pt_coll_kind)c->kind) {
    case PT_COLL_ALL_GATHER: steps = n - 1; chunk = (double)c->result_bytes / n; break;
    case PT_COLL_ALL_REDUCE: steps = 2 * (n - 1); chunk = (double)c->operand_bytes / n; break;
    case PT_COLL_REDUCE_SCATTER:
    case PT_COLL_ALL_TO_ALL: steps = n - 1; chunk = (double)c->operand_bytes / n; break;
    case PT_COLL_COLLECTIVE_PERMUTE: steps = 1; chunk = (double)c->operand_bytes; break; /* one hop, all pairs at once */
    case PT_COLL_COLLECTIVE_BROADCAST:
      /* A pipelined ring from the root (NCCL's broadcast): n-1 hops of
       * latency, the buffer crosses each link once. */
      return (n - 1) * link->latency + (double)c->operand_bytes / bw;
    default: return 0;
  }
  double t = steps * (link->latency + chunk / bw);
  if (c->kind == PT_COLL_ALL_REDUCE || c->kind == PT_COLL_REDUCE_SCATTER) {
    /* A merged all_reduce reduces every operand (combine.c). */
    double elements = 0;
    for (uint32_t i = 0; i < op->n_operands; i++) elements += elements_of(pt_value_type(w->m, pt_op_operand(w->m, op, i)));
    *flops = elements * (n - 1) / n;
    if (w->hw->vector_flops > 0) t += *flops / w->hw->vector_flops;
  }
  return t;
}

/* ---- trip counts ---- */

static bool constant_int(const pt_module *m, uint32_t value, int64_t *out) {
  const pt_value *v = &m->values.data[value];
  if (v->is_arg) return false;
  const pt_op *op = pt_op_get(m, v->def);
  if (op->code != PT_OP_CONSTANT) return false;
  const pt_type *t = pt_value_type(m, value);
  if (t->kind != PT_TYPE_TENSOR || elements_of(t) != 1 || !pt_dtype_is_int((pt_dtype)t->dtype)) return false;
  const pt_attr *a = pt_op_attr(m, op, "value");
  return a && a->kind == PT_ATTR_DENSE && pt_attr_dense_int(m, a, 0, out);
}

/* Block argument index of `value` in `region`, or -1. */
static int64_t arg_index(const pt_module *m, uint32_t region, uint32_t value) {
  const pt_value *v = &m->values.data[value];
  if (!v->is_arg || v->def != region) return -1;
  return (int64_t)v->index;
}

static uint32_t region_terminator_operand(const pt_module *m, uint32_t region, uint32_t i) {
  const pt_region *r = &m->regions.data[region];
  if (r->n_ops == 0) return PT_NONE;
  const pt_op *last = pt_op_get(m, pt_region_op(m, r, r->n_ops - 1));
  if (!pt_op_has_flag((pt_opcode)last->code, PT_OPF_TERMINATOR) || i >= last->n_operands) return PT_NONE;
  return pt_op_operand(m, last, i);
}

/* Times the body of the while `op` runs, when it is a counter loop (see
 * the top). */
static bool while_trips(const pt_module *m, const pt_op *op, uint64_t *trips) {
  if (op->n_regions != 2) return false;
  uint32_t cond = pt_op_region(m, op, 0), body = pt_op_region(m, op, 1);
  uint32_t pred = region_terminator_operand(m, cond, 0);
  if (pred == PT_NONE || m->values.data[pred].is_arg) return false;
  const pt_op *cmp = pt_op_get(m, m->values.data[pred].def);
  if (cmp->code != PT_OP_COMPARE || cmp->n_operands != 2) return false;
  const pt_attr *dir = pt_op_attr(m, cmp, "comparison_direction");
  if (!dir || dir->kind != PT_ATTR_ENUM || !dir->u.enm.value) return false;
  uint32_t a = pt_op_operand(m, cmp, 0), b = pt_op_operand(m, cmp, 1);
  int64_t k = arg_index(m, cond, a), limit;
  bool inclusive;
  const char *d = dir->u.enm.value;
  if (k >= 0 && constant_int(m, b, &limit)) {
    if (strcmp(d, "LT") == 0) inclusive = false;
    else if (strcmp(d, "LE") == 0) inclusive = true;
    else return false;
  } else if ((k = arg_index(m, cond, b)) >= 0 && constant_int(m, a, &limit)) {
    if (strcmp(d, "GT") == 0) inclusive = false;
    else if (strcmp(d, "GE") == 0) inclusive = true;
    else return false;
  } else {
    return false;
  }
  int64_t start, step;
  if ((uint32_t)k >= op->n_operands || !constant_int(m, pt_op_operand(m, op, (uint32_t)k), &start)) return false;
  uint32_t next = region_terminator_operand(m, body, (uint32_t)k);
  if (next == PT_NONE || m->values.data[next].is_arg) return false;
  const pt_op *inc = pt_op_get(m, m->values.data[next].def);
  if (inc->code != PT_OP_ADD || inc->n_operands != 2) return false;
  uint32_t x = pt_op_operand(m, inc, 0), y = pt_op_operand(m, inc, 1);
  if (!((arg_index(m, body, x) == k && constant_int(m, y, &step)) ||
        (arg_index(m, body, y) == k && constant_int(m, x, &step))))
    return false;
  if (step <= 0) return false;
  double span = (double)limit - (double)start + (inclusive ? 1 : 0);
  *trips = span <= 0 ? 0 : (uint64_t)ceil(span / (double)step);
  return true;
}

/* ---- the walk ---- */

static double operands_ready(const walker *w, const pt_op *op, double t0) {
  double t = t0;
  for (uint32_t i = 0; i < op->n_operands; i++) {
    double r = w->ready[pt_op_operand(w->m, op, i)];
    if (r > t) t = r;
  }
  return t;
}

static void set_results_ready(walker *w, const pt_op *op, double t) {
  for (uint32_t i = 0; i < op->n_results; i++) w->ready[op->results + i] = t;
}

static double walk_region(walker *w, uint32_t region, double t0, totals *acc);

/* The (output position, kernel window position) pairs of a convolution,
 * per feature and batch group: the rows an im2col implementation gathers
 * (see conv_window_overhead in sim.h). */
static double conv_window_pairs(const pt_module *m, const pt_op *op) {
  const pt_attr *a = pt_op_attr(m, op, "dimension_numbers");
  if (!a || a->kind != PT_ATTR_CONV_DIMS || op->n_operands < 2 || op->n_results < 1) return 0;
  const pt_conv_dims *c = a->u.conv;
  const pt_type *k = pt_value_type(m, pt_op_operand(m, op, 1)), *r = pt_value_type(m, op->results);
  if (k->kind != PT_TYPE_TENSOR || r->kind != PT_TYPE_TENSOR) return 0;
  if (c->output_feature < 0 || c->output_feature >= r->rank) return 0;
  double positions = elements_of(r) / (r->dims[c->output_feature] ? (double)r->dims[c->output_feature] : 1);
  double window = 1;
  for (uint32_t i = 0; i < c->n_spatial; i++)
    if (c->kernel_spatial[i] >= 0 && c->kernel_spatial[i] < k->rank) window *= (double)k->dims[c->kernel_spatial[i]];
  int64_t groups = 1, batch_groups = 1;
  const pt_attr *g = pt_op_attr(m, op, "feature_group_count"), *bg = pt_op_attr(m, op, "batch_group_count");
  if (g) pt_attr_get_int(g, &groups);
  if (bg) pt_attr_get_int(bg, &batch_groups);
  return positions * window * (double)(groups > 0 ? groups : 1) * (double)(batch_groups > 0 ? batch_groups : 1);
}

/* Whether `perm` lists dims `a` then `b` then `c` (each in its given
 * order) and that is the identity: the operand is already laid out as
 * [a..., b..., c...] in memory. */
static bool laid_out_as(const int64_t *a, uint32_t na, const int64_t *b, uint32_t nb, const int64_t *c, uint32_t nc) {
  uint32_t i = 0;
  for (uint32_t k = 0; k < na; k++, i++)
    if (a[k] != (int64_t)i) return false;
  for (uint32_t k = 0; k < nb; k++, i++)
    if (b[k] != (int64_t)i) return false;
  for (uint32_t k = 0; k < nc; k++, i++)
    if (c[k] != (int64_t)i) return false;
  return true;
}

/* The dims of an operand of `rank` that are neither batch nor contracting,
 * in order. */
static uint32_t free_dims(uint32_t rank, const int64_t *batch, uint32_t nb, const int64_t *contract, uint32_t nc,
                          int64_t *out) {
  uint32_t n = 0;
  for (uint32_t d = 0; d < rank; d++) {
    bool used = false;
    for (uint32_t k = 0; k < nb; k++) used |= batch[k] == (int64_t)d;
    for (uint32_t k = 0; k < nc; k++) used |= contract[k] == (int64_t)d;
    if (!used) out[n++] = d;
  }
  return n;
}

/* What a gemm-based dot_general costs beyond its flops where gemm is
 * called per batch element on operands laid out [batch, rows, contracted]
 * or [batch, contracted, rows] (the reference interpreter): gemm_overhead
 * per call, gemm_element_cost per operand and result element, and each
 * operand in neither layout, or not in f32/f64, copied element by element
 * first (copy_elements). */
static double dot_layout_seconds(const pt_module *m, const pt_op *op, const pt_hw *hw) {
  pt_dot_dims dd;
  if (op->n_operands < 2 || op->n_results < 1 || !pt_dot_dims_get(m, op, &dd)) return 0;
  const pt_type *lt = pt_value_type(m, pt_op_operand(m, op, 0)), *rt = pt_value_type(m, pt_op_operand(m, op, 1));
  if (lt->kind != PT_TYPE_TENSOR || rt->kind != PT_TYPE_TENSOR) return 0;
  double calls = 1;
  for (uint32_t i = 0; i < dd.n_lhs_batch; i++)
    if (dd.lhs_batch[i] >= 0 && dd.lhs_batch[i] < lt->rank) calls *= (double)lt->dims[dd.lhs_batch[i]];
  double seconds = calls * hw->gemm_overhead;
  double touched = elements_of(lt) + elements_of(rt);
  for (uint32_t i = 0; i < op->n_results; i++) touched += elements_of(pt_value_type(m, op->results + i));
  seconds += touched * hw->gemm_element_cost;
  if (hw->copy_elements <= 0) return seconds;
  const pt_type *sides[2] = {lt, rt};
  const int64_t *batch[2] = {dd.lhs_batch, dd.rhs_batch}, *contract[2] = {dd.lhs_contract, dd.rhs_contract};
  uint32_t nb[2] = {dd.n_lhs_batch, dd.n_rhs_batch}, nc[2] = {dd.n_lhs_contract, dd.n_rhs_contract};
  for (int s = 0; s < 2; s++) {
    const pt_type *t = sides[s];
    int64_t fr[PT_MAX_RANK];
    uint32_t nf = free_dims(t->rank, batch[s], nb[s], contract[s], nc[s], fr);
    bool native = t->dtype == PT_DTYPE_F32 || t->dtype == PT_DTYPE_F64;
    bool direct = laid_out_as(batch[s], nb[s], fr, nf, contract[s], nc[s]) ||
                  laid_out_as(batch[s], nb[s], contract[s], nc[s], fr, nf);
    if (!native || !direct) seconds += elements_of(t) / hw->copy_elements;
  }
  return seconds;
}

/* Costs one op that is not control flow: fills `so`, adds to `acc`. */
static void cost_plain_op(walker *w, uint32_t op_id, const pt_op *op, pt_sim_op *so, totals *acc) {
  const pt_module *m = w->m;
  const pt_hw *hw = w->hw;
  uint32_t ci = w->coll_of_op[op_id];
  const pt_spmd_collective *c = ci == PT_NONE ? NULL : &w->prog->collectives.data[ci];
  if (w->fused) so->fusion = w->out->fusions.of_op[op_id];
  if (c && c->kind != PT_COLL_ALL_SLICE) {
    so->is_collective = true;
    so->bytes = (double)c->operand_bytes + (double)c->result_bytes;
    so->seconds = collective_seconds(w, c, op, &so->flops);
    acc->comm += so->seconds;
    acc->coll_seconds[c->kind] += so->seconds;
    acc->coll_bytes[c->kind] += (double)c->wire_bytes;
    acc->barriers += c->kind == PT_COLL_ALL_REDUCE ? 3 : 2;
    return;
  }
  if (w->fused) {
    uint32_t k = so->fusion;
    const pt_sim_fusion *g = k == PT_NONE ? NULL : &w->out->fusions.kernels.data[k];
    if (!g || g->kind != PT_FUSION_OTHER) {
      /* Free, duplicated or a member of a kernel: its FLOPs count, its
       * time is the kernel's, on the kernel's root. */
      so->flops = pt_sim_ws_flops(w->ws, m, op_id);
      acc->flops += so->flops;
      if (is_contraction(op->code) && op->n_operands >= 1) {
        uint32_t dt = pt_value_type(m, pt_op_operand(m, op, 0))->dtype;
        if (dt < PT_DTYPE_COUNT) acc->dot_flops[dt] += so->flops;
      }
      if (g && g->root == op_id) {
        so->bytes = g->read_bytes + g->write_bytes;
        so->seconds = kernel_seconds(w, g);
        acc->compute += so->seconds;
      }
      return;
    }
  }
  if (op->code == PT_OP_CONSTANT || pt_op_has_flag((pt_opcode)op->code, PT_OPF_TERMINATOR)) return;
  if (pt_sim_op_is_relabel(m, op)) {
    so->flops = pt_sim_ws_flops(w->ws, m, op_id); /* a convert keeping its type counts, as in pt_stats, but costs no time */
    so->seconds = hw->op_overhead;
  } else {
    so->flops = pt_sim_ws_flops(w->ws, m, op_id);
    double out_bytes = 0, in_bytes = 0;
    for (uint32_t i = 0; i < op->n_results; i++) out_bytes += bytes_of(pt_value_type(m, op->results + i));
    if (op->code == PT_OP_SLICE || op->code == PT_OP_DYNAMIC_SLICE) {
      in_bytes = out_bytes;
    } else {
      for (uint32_t i = 0; i < op->n_operands; i++) in_bytes += bytes_of(pt_value_type(m, pt_op_operand(m, op, i)));
    }
    so->bytes = in_bytes + out_bytes;
    double rate = hw->vector_flops, work = so->flops;
    if (pt_sim_op_is_transcendental(op->code))
      rate = hw->transcendental_flops > 0 ? hw->transcendental_flops : hw->vector_flops / 4;
    if (hw->copy_elements > 0 && moves_data(op->code)) {
      /* One unit of work per result element, at the copy rate. */
      work = 0;
      for (uint32_t i = 0; i < op->n_results; i++) work += elements_of(pt_value_type(m, op->results + i));
      rate = hw->copy_elements;
    }
    if (is_contraction(op->code) && op->n_operands >= 1) {
      uint32_t dt = pt_value_type(m, pt_op_operand(m, op, 0))->dtype;
      rate = pt_sim_contraction_rate(hw, m, op, so->flops, true);
      if (dt < PT_DTYPE_COUNT) acc->dot_flops[dt] += so->flops;
    }
    so->seconds = roofline(hw, work, so->bytes, rate);
    if (op->code == PT_OP_CONVOLUTION && hw->conv_window_overhead > 0)
      so->seconds += conv_window_pairs(m, op) * hw->conv_window_overhead;
    if ((op->code == PT_OP_DOT_GENERAL || op->code == PT_OP_DOT) &&
        (hw->gemm_overhead > 0 || hw->gemm_element_cost > 0 || hw->copy_elements > 0))
      so->seconds += dot_layout_seconds(m, op, hw);
  }
  acc->compute += so->seconds;
  acc->flops += so->flops;
}

/* While/if/case starting (after its operands and both streams) at `start`:
 * adds its regions to `acc`, returns when it finishes. */
static double walk_control_flow(walker *w, const pt_op *op, double start, totals *acc) {
  const pt_module *m = w->m;
  if (op->code == PT_OP_WHILE && op->n_regions == 2) {
    uint64_t trips = 1;
    bool known = while_trips(m, op, &trips);
    if (!known) {
      trips = 1;
      w->out->unknown_trips = true;
    }
    double cond_runs = known ? (double)trips + 1 : 1, body_runs = (double)trips;
    totals tc, tb;
    memset(&tc, 0, sizeof tc);
    memset(&tb, 0, sizeof tb);
    double cond_end = walk_region(w, pt_op_region(m, op, 0), start, &tc);
    double body_end = walk_region(w, pt_op_region(m, op, 1), cond_end, &tb);
    totals_add_scaled(acc, &tc, cond_runs);
    totals_add_scaled(acc, &tb, body_runs);
    double cond_len = cond_end - start, body_len = body_end - cond_end;
    return start + cond_runs * cond_len + body_runs * body_len;
  }
  /* if / case: the most expensive branch. */
  double end = start, best_cost = -1;
  totals best, t;
  memset(&best, 0, sizeof best);
  for (uint32_t k = 0; k < op->n_regions; k++) {
    memset(&t, 0, sizeof t);
    double e = walk_region(w, pt_op_region(m, op, k), start, &t);
    if (t.compute + t.comm > best_cost) {
      best_cost = t.compute + t.comm;
      best = t;
      end = e;
    }
  }
  totals_add_scaled(acc, &best, 1);
  return end;
}

/* Walks one execution of `region` starting at t0: pushes its ops, adds
 * their totals to `acc`, schedules them; returns when its last op ends. */
static double walk_region(walker *w, uint32_t region, double t0, totals *acc) {
  const pt_module *m = w->m;
  const pt_region *r = &m->regions.data[region];
  for (uint32_t i = 0; i < r->n_args; i++) w->ready[r->args + i] = t0;
  w->compute_free = w->comm_free = t0;
  double end = t0;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    uint32_t op_id = pt_region_op(m, r, i);
    const pt_op *op = pt_op_get(m, op_id);
    double finish;
    if (pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW)) {
      pt_sim_op so;
      memset(&so, 0, sizeof so);
      so.op = op_id;
      so.fusion = PT_NONE;
      so.seconds = w->hw->op_overhead;
      acc->compute += so.seconds;
      double start = operands_ready(w, op, t0);
      if (w->compute_free > start) start = w->compute_free;
      if (w->comm_free > start) start = w->comm_free;
      so.start = start;
      /* Pushed before its regions' ops (program order); its end is known
       * only once they are scheduled. */
      uint32_t at = w->out->ops.len;
      if (!pt_vec_try_push(&w->out->ops, so)) {
        if (!w->error) w->error = pt_nomem();
        return end;
      }
      finish = walk_control_flow(w, op, start + so.seconds, acc);
      w->out->ops.data[at].end = finish;
      w->compute_free = w->comm_free = finish;
    } else {
      /* Filled where it is kept: built on the stack field by field and
       * then copied whole, the copy's wide loads waited for the narrow
       * stores (most of this loop's time). */
      if (!pt_vec_try_reserve(&w->out->ops, 1)) { /* (reserved ahead: only a miscount grows it) */
        if (!w->error) w->error = pt_nomem();
        return end;
      }
      pt_sim_op *e = &w->out->ops.data[w->out->ops.len++];
      memset(e, 0, sizeof *e);
      e->op = op_id;
      e->fusion = PT_NONE;
      cost_plain_op(w, op_id, op, e, acc);
      double start = operands_ready(w, op, t0);
      if (e->seconds > 0) {
        double *stream = e->is_collective ? &w->comm_free : &w->compute_free;
        if (*stream > start) start = *stream;
        finish = start + e->seconds;
        *stream = finish;
      } else {
        finish = start;
      }
      e->start = start;
      e->end = finish;
    }
    set_results_ready(w, op, finish);
    if (finish > end) end = finish;
  }
  return end;
}

/* FLOPs of one execution of `region` of the original function, with the
 * same loop and branch rules. */
static double region_flops(const pt_module *m, uint32_t region) {
  const pt_region *r = &m->regions.data[region];
  double total = 0;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    if (op->code == PT_OP_WHILE && op->n_regions == 2) {
      uint64_t trips = 1;
      bool known = while_trips(m, op, &trips);
      double body_runs = known ? (double)trips : 1, cond_runs = known ? (double)trips + 1 : 1;
      total += cond_runs * region_flops(m, pt_op_region(m, op, 0)) + body_runs * region_flops(m, pt_op_region(m, op, 1));
    } else if (pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW)) {
      double best = 0;
      for (uint32_t k = 0; k < op->n_regions; k++) {
        double f = region_flops(m, pt_op_region(m, op, k));
        if (f > best) best = f;
      }
      total += best;
    } else {
      total += pt_op_flops(m, op);
    }
  }
  return total;
}

/* The entries walk_region pushes for `region`: its ops and those of the
 * while/if/case regions inside. */
static uint32_t walked_ops(const pt_module *m, uint32_t region) {
  const pt_region *r = &m->regions.data[region];
  uint32_t n = r->n_ops;
  for (uint32_t i = 0; i < r->n_ops; i++) {
    const pt_op *op = pt_op_get(m, pt_region_op(m, r, i));
    if (!pt_op_has_flag((pt_opcode)op->code, PT_OPF_CONTROL_FLOW)) continue;
    for (uint32_t k = 0; k < op->n_regions; k++) n += walked_ops(m, pt_op_region(m, op, k));
  }
  return n;
}

static uint64_t round_bytes(double b) {
  if (b >= 18446744073709551615.0) return UINT64_MAX;
  return b <= 0 ? 0 : (uint64_t)llround(b);
}

pt_status *pt_sim_time_program(const pt_partition *p, const pt_spmd_program *prog, const pt_hw *hw,
                               pt_sim_time *out) {
  return pt_sim_time_program_ws(p, prog, hw, NULL, out);
}

pt_status *pt_sim_time_program_ws(const pt_partition *p, const pt_spmd_program *prog, const pt_hw *hw, pt_sim_ws *ws,
                                  pt_sim_time *out) {
  memset(out, 0, sizeof *out);
  /* The SPMD function lives in the program's own module (derived from the
   * state's, so the original ids mean the same there too). */
  const pt_module *m = prog->m ? prog->m : p->m;
  if (prog->func >= m->funcs.len || p->func >= m->funcs.len)
    return pt_status_make(PT_ERR_INVALID_ARG, "the SPMD program's function is not in the module");
  walker w;
  memset(&w, 0, sizeof w);
  w.m = m;
  w.hw = hw;
  w.mesh = &p->mesh;
  w.prog = prog;
  w.out = out;
  pt_sim_ws local, *tables = ws ? ws : &local;
  if (!ws) memset(&local, 0, sizeof local);
  size_t n_ops = (size_t)m->ops.len + 1, n_values = (size_t)m->values.len + 1;
  if (!pt_sim_ws_reserve(&tables->coll_of_op, &tables->coll_cap, n_ops, sizeof *tables->coll_of_op) ||
      !pt_sim_ws_reserve(&tables->ready, &tables->ready_cap, n_values, sizeof *tables->ready) ||
      !pt_vec_try_reserve(&out->ops, walked_ops(m, m->funcs.data[prog->func].body) + 1)) {
    if (!ws) pt_sim_ws_release(&local);
    pt_sim_time_free(out);
    return pt_nomem();
  }
  w.coll_of_op = tables->coll_of_op;
  w.ready = tables->ready;
  w.ws = tables;
  /* coll_of_op is PT_NONE everywhere between calls (new entries made so;
   * the entries set here are reset at the end). `ready` is not cleared:
   * the walk sets each value's time where it is defined, before its uses
   * read it. */
  if (tables->coll_cap > tables->coll_clean) {
    memset(w.coll_of_op + tables->coll_clean, 0xff, (size_t)(tables->coll_cap - tables->coll_clean) * sizeof *w.coll_of_op);
    tables->coll_clean = tables->coll_cap;
  }
  /* (fusion begins the FLOPs memo itself) */
  if (!hw->fusion && !pt_sim_ws_begin(tables, m)) {
    if (!ws) pt_sim_ws_release(&local);
    pt_sim_time_free(out);
    return pt_nomem();
  }
  if (hw->fusion) {
    pt_sim_fuse_opts fo = {0, false, 0, tables};
    pt_status *st = pt_sim_fuse_with(m, prog->func, hw, &fo, &out->fusions);
    if (st) {
      if (!ws) pt_sim_ws_release(&local);
      pt_sim_time_free(out);
      return st;
    }
    w.fused = true;
    out->n_kernels = out->fusions.kernels.len;
  }
  for (uint32_t i = 0; i < prog->collectives.len; i++)
    if (prog->collectives.data[i].op < m->ops.len) w.coll_of_op[prog->collectives.data[i].op] = i;

  totals acc;
  memset(&acc, 0, sizeof acc);
  double overlap = walk_region(&w, m->funcs.data[prog->func].body, 0, &acc);
  for (uint32_t i = 0; i < prog->collectives.len; i++)
    if (prog->collectives.data[i].op < m->ops.len) w.coll_of_op[prog->collectives.data[i].op] = PT_NONE;
  if (!ws) pt_sim_ws_release(&local);
  if (w.error) {
    pt_sim_time_free(out);
    return w.error;
  }

  double n_dev = (double)pt_mesh_num_devices(&p->mesh);
  out->compute_seconds = acc.compute;
  out->comm_seconds = acc.comm;
  out->step_seconds = acc.compute + acc.comm;
  out->step_seconds_overlap = overlap;
  if (hw->parallel_devices > 0) {
    out->step_seconds_overlap = out->step_seconds;
    if (n_dev > hw->parallel_devices) {
      double share = n_dev / hw->parallel_devices;
      double sync = acc.barriers * hw->oversubscribed_barrier * share;
      out->step_seconds = out->step_seconds * share + sync;
      out->step_seconds_overlap = out->step_seconds_overlap * share + sync;
    }
  }
  for (uint32_t k = 0; k < PT_COLL_KIND_COUNT; k++) {
    out->coll_seconds[k] = acc.coll_seconds[k];
    out->coll_bytes[k] = round_bytes(acc.coll_bytes[k]);
  }
  out->device_flops = acc.flops;
  /* A function of the input alone: the same for every candidate lowered
   * with one cache, so computed once there (a tenth of the ops' FLOP
   * counts a candidate's simulation makes). */
  if (!pt_spmd_cache_input_figure(prog->cache, p->m, p->func, PT_SPMD_FIGURE_MODEL_FLOPS, &out->model_flops)) {
    out->model_flops = region_flops(m, m->funcs.data[p->func].body);
    pt_spmd_cache_keep_input_figure(prog->cache, p->m, p->func, PT_SPMD_FIGURE_MODEL_FLOPS, out->model_flops);
  }
  uint32_t dominant = PT_DTYPE_F32;
  for (uint32_t dt = 0; dt < PT_DTYPE_COUNT; dt++)
    if (acc.dot_flops[dt] > acc.dot_flops[dominant]) dominant = dt;
  double peak_rate = dominant == PT_DTYPE_F32 && hw->tf32_flops > 0 ? hw->tf32_flops : matmul_rate(hw, dominant);
  double peak = out->step_seconds_overlap * n_dev * peak_rate;
  out->mfu = peak > 0 ? out->model_flops / peak : 0;
  return NULL;
}

void pt_sim_time_free(pt_sim_time *t) {
  if (!t) return;
  pt_vec_free(&t->ops);
  pt_sim_fusions_free(&t->fusions);
}
