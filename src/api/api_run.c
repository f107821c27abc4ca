/* api_run.c - partir_run: one function of a module through the reference
 * interpreter (src/interp), with its inputs read from .npy files, taken
 * from memory or generated from a seed, and a result holding the outputs,
 * their names, the peak of live buffers, the checks that ran and an
 * optional per-op profile.
 *
 * Everything that can be known before running is checked first (the
 * inputs against the signature, constants whose values the exporter
 * elided), so a long run does not fail at its end for an avoidable
 * reason. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "api_internal.h"
#include "../runtime/runtime.h"

struct partir_run_result {
  char *func;
  partir_tensor *outputs;
  char **output_names;
  uint32_t n_outputs;
  partir_tensor *inputs;
  char **input_names;
  uint32_t n_inputs;
  partir_run_stats stats;
  char check_failure[sizeof(((pt_interp_stats *)0)->check_failure)];
  partir_op_profile *profile;
  uint32_t n_profile;
};

/* ---- functions ------------------------------------------------------------------------ */

static const pt_module *mod(const partir_module *m) { return (const pt_module *)m; }

uint32_t partir_module_num_functions(const partir_module *m) { return m ? mod(m)->funcs.len : 0; }

const char *partir_module_function_name(const partir_module *m, uint32_t i) {
  if (!m || i >= mod(m)->funcs.len) return NULL;
  return pt_str(mod(m), mod(m)->funcs.data[i].name);
}

uint32_t partir_module_function_num_args(const partir_module *m, uint32_t i) {
  if (!m || i >= mod(m)->funcs.len) return 0;
  return pt_func_n_args(mod(m), &mod(m)->funcs.data[i]);
}

/* `name`, or @main, or the only function. */
static pt_status *find_function(const pt_module *m, const char *name, uint32_t *out) {
  pt_loc none = {0, 0};
  if (m->funcs.len == 0) return pt_error_at(PT_ERR_INVALID_ARG, m->filename, none, "the module has no functions");
  uint32_t f = pt_module_find_func(m, name ? name : "main");
  if (f == PT_NONE && !name && m->funcs.len == 1) f = 0;
  if (f != PT_NONE) {
    *out = f;
    return NULL;
  }
  pt_buf list = {0};
  for (uint32_t i = 0; i < m->funcs.len && i < 8; i++)
    pt_buf_printf(&list, "%s@%s", i ? ", " : "", pt_str(m, m->funcs.data[i].name));
  if (m->funcs.len > 8) pt_buf_puts(&list, ", ...");
  pt_status *s = name ? pt_error_at(PT_ERR_INVALID_ARG, m->filename, none, "no function @%s (the module has %s)",
                                    name, list.data)
                      : pt_error_at(PT_ERR_INVALID_ARG, m->filename, none,
                                    "no @main among %u functions (%s); name the one to run", m->funcs.len, list.data);
  pt_buf_free(&list);
  return s;
}

/* The first constant or check whose values were elided by the exporter. */
static pt_status *find_elided(const pt_module *m, uint32_t body) {
  PT_VEC(uint32_t) stack = {0};
  PT_TRY_ALLOC(pt_vec_try_push(&stack, body));
  pt_status *s = NULL;
  while (stack.len && !s) {
    const pt_region *r = &m->regions.data[stack.data[--stack.len]];
    for (uint32_t k = 0; k < r->n_ops && !s; k++) {
      const pt_op *op = pt_op_get(m, pt_region_op(m, r, k));
      for (uint32_t i = 0; i < op->n_regions && !s; i++)
        if (!pt_vec_try_push(&stack, pt_op_region(m, op, i))) s = pt_nomem();
      const pt_attr *v = op->code == PT_OP_CONSTANT || op->code == PT_OP_CHECK_EXPECT_EQ_CONST ||
                                 op->code == PT_OP_CHECK_EXPECT_ALMOST_EQ_CONST
                             ? pt_op_attr(m, op, "value")
                             : NULL;
      if (v && v->kind == PT_ATTR_DENSE_RESOURCE)
        s = pt_error_at(PT_ERR_UNSUPPORTED, m->filename, op->loc,
                        "'%s' op values unknown: the exporter elided them (dense_resource<%s>); re-export the "
                        "program with its constants printed",
                        pt_op_name((pt_opcode)op->code), v->u.resource.handle ? v->u.resource.handle : "");
    }
  }
  pt_vec_free(&stack);
  return s;
}

/* ---- inputs ------------------------------------------------------------------------------- */


static const char *result_name(const pt_module *m, const pt_func *f, uint32_t i) {
  const pt_attr *a = f->result_attrs ? pt_attr_dict_get(m, f->result_attrs[i], "jax.result_info") : NULL;
  return a && a->kind == PT_ATTR_STRING ? a->u.str.data : NULL;
}

/* Where argument i is written (the function's loc when unknown). */
static pt_loc arg_loc(const pt_func *f, uint32_t i) { return f->arg_locs ? f->arg_locs[i] : f->loc; }

/* "argument 2 (params['w']) of @main expects tensor<4xf32>, got tensor<5xf32>" at `where`. */
static pt_status *mismatch(const pt_module *m, const pt_func *f, uint32_t i, const char *where, pt_loc loc,
                           const pt_tensor *got) {
  pt_buf want = {0}, have = {0};
  pt_type_print(&want, pt_value_type(m, pt_func_arg(m, f, i)));
  pt_tensor_type_print(&have, got);
  const char *name = pt_arg_info_name(m, f, i, NULL);
  pt_status *s = pt_error_at(PT_ERR_INVALID_ARG, where, loc, "argument %u%s%s%s of @%s expects %s, got %s", i,
                             name ? " (" : "", name ? name : "", name ? ")" : "", pt_str(m, f->name), want.data,
                             have.data);
  pt_buf_free(&want);
  pt_buf_free(&have);
  return s;
}

/* Deterministic contents: floats uniform in [-1, 1), integers in [0, 8),
 * i1 fair; argument i's stream depends on (seed, i) only. */
static void generate(pt_tensor *t, uint64_t seed, uint32_t i) {
  pt_tensor_fill_random(t, seed * UINT64_C(0x100000001b3) + i, PT_FILL_UNIFORM);
  pt_dtype dt = (pt_dtype)t->dtype;
  if (!pt_dtype_is_int(dt)) return;
  uint64_t n = pt_tensor_num_elements(t);
  for (uint64_t k = 0; k < n; k++) pt_tensor_set_i64(t, k, pt_tensor_get_i64(t, k) & 7);
}

/* Fills ins[0..n_args) from the options; `owned` tells whether partir
 * allocated them (files, seed) or they view the caller's memory. Each is
 * charged to `budget` before it is allocated (read, generated) or used. */
static pt_status *make_inputs(const pt_module *m, const pt_func *f, const partir_run_options *o,
                              pt_mem_budget *budget, pt_tensor *ins, bool *owned) {
  uint32_t n_args = pt_func_n_args(m, f), n_data = 0;
  for (uint32_t i = 0; i < n_args; i++)
    if (pt_value_type(m, pt_func_arg(m, f, i))->kind != PT_TYPE_TOKEN) n_data++;
  const char *fname = pt_str(m, f->name);
  if (o->input_paths && o->inputs)
    return pt_status_make(PT_ERR_INVALID_ARG, "error: partir_run: give inputs as files or in memory, not both");
  uint32_t given = o->input_paths ? o->n_input_paths : o->n_inputs;
  if ((o->input_paths || o->inputs) && given != n_data)
    return pt_error_at(PT_ERR_INVALID_ARG, m->filename, f->loc, "@%s takes %u input%s, but %u %s given", fname,
                       n_data, n_data == 1 ? "" : "s", given,
                       o->input_paths ? (given == 1 ? ".npy file was" : ".npy files were")
                                      : (given == 1 ? "tensor was" : "tensors were"));
  *owned = !o->inputs;
  uint32_t k = 0;
  for (uint32_t i = 0; i < n_args; i++) {
    const pt_type *t = pt_value_type(m, pt_func_arg(m, f, i));
    if (t->kind == PT_TYPE_TOKEN) {
      memset(&ins[i], 0, sizeof ins[i]);
      ins[i].is_token = true;
      continue;
    }
    if (o->input_paths) {
      const char *path = o->input_paths[k++];
      if (!path) return pt_status_make(PT_ERR_INVALID_ARG, "error: partir_run: input path %u is NULL", k - 1);
      PT_TRY(pt_npy_read(path, budget, &ins[i]));
      if (!pt_tensor_matches_type(&ins[i], t)) return mismatch(m, f, i, path, (pt_loc){0, 0}, &ins[i]);
    } else if (o->inputs) {
      pt_buf what = {0};
      pt_buf_printf(&what, "input %u", k);
      pt_status *s = pt_api_tensor_view(&o->inputs[k++], what.data, &ins[i]);
      pt_buf_free(&what);
      if (s) return s;
      if (!pt_tensor_matches_type(&ins[i], t)) return mismatch(m, f, i, m->filename, f->loc, &ins[i]);
      if (!pt_mem_budget_take(budget, ins[i].nbytes))
        return pt_mem_error(budget, ins[i].nbytes, false, m->filename, arg_loc(f, i), "argument %u of @%s (in memory)",
                            i, fname);
    } else {
      const char *name = pt_arg_info_name(m, f, i, NULL);
      PT_TRY(pt_tensor_alloc_charged(&ins[i], (pt_dtype)t->dtype, t->rank, t->dims, budget, m->filename,
                                     arg_loc(f, i), "argument %u%s%s%s of @%s (generated from the seed)", i,
                                     name ? " (" : "", name ? name : "", name ? ")" : "", fname));
      generate(&ins[i], o->seed, i);
    }
  }
  return NULL;
}

static void free_inputs(pt_tensor *ins, uint32_t n, bool owned) {
  if (owned)
    for (uint32_t i = 0; i < n; i++) pt_tensor_free(&ins[i]);
  free(ins);
}

/* ---- the run ----------------------------------------------------------------------------- */

static double now_seconds(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* A copy of s (NULL for NULL); false without memory. */
static bool dup_or_null(const char *s, char **out) {
  *out = s ? pt_strdup(s) : NULL;
  return !s || *out;
}

static int profile_order(const void *a, const void *b) {
  const partir_op_profile *x = a, *y = b;
  if (x->seconds != y->seconds) return x->seconds > y->seconds ? -1 : 1;
  if (x->count != y->count) return x->count > y->count ? -1 : 1;
  return strcmp(x->op, y->op);
}

static bool fill_profile(partir_run_result *r, const pt_interp_stats *st) {
  uint32_t n = 0;
  for (uint32_t c = 0; c < PT_OP_COUNT; c++) n += st->op_count[c] != 0;
  r->profile = pt_calloc(n, sizeof *r->profile);
  if (!r->profile) return false;
  for (uint32_t c = 0; c < PT_OP_COUNT; c++) {
    if (!st->op_count[c]) continue;
    partir_op_profile *p = &r->profile[r->n_profile++];
    p->op = pt_op_name((pt_opcode)c);
    p->count = st->op_count[c];
    p->seconds = st->op_seconds[c];
  }
  qsort(r->profile, r->n_profile, sizeof *r->profile, profile_order);
  return true;
}

pt_interp_options pt_api_interp_options(const partir_run_options *o, pt_mem_budget *budget) {
  pt_interp_options io = {0};
  io.max_while_iterations = o->max_while_iterations == 0          ? PARTIR_DEFAULT_MAX_WHILE_ITERATIONS
                            : o->max_while_iterations == UINT64_MAX ? 0 /* the interpreter's "none" */
                                                                    : o->max_while_iterations;
  io.rng_seed = o->seed;
  io.profile = o->profile != 0;
  io.budget = budget;
  return io;
}

partir_status *partir_run(const partir_module *pm, const char *func, const partir_run_options *opts,
                          partir_run_result **out_result) {
  if (!pm || !out_result)
    return pt_api_status(pt_status_make(PT_ERR_INVALID_ARG, "error: partir_run: module or out_result is NULL"));
  partir_run_options defaults = {0};
  const partir_run_options *o = opts ? opts : &defaults;
  pt_mem_budget budget;
  pt_mem_budget_init(&budget, o->max_memory_bytes);
  return pt_api_status(pt_api_run(mod(pm), func, o, &budget, out_result));
}

pt_status *pt_api_run(const pt_module *m, const char *func, const partir_run_options *o, pt_mem_budget *budget,
                      partir_run_result **out_result) {
  uint32_t fi = 0;
  PT_TRY(find_function(m, func, &fi));
  const pt_func *f = &m->funcs.data[fi];
  PT_TRY(find_elided(m, f->body));
  uint32_t n_args = pt_func_n_args(m, f);
  pt_tensor *ins = pt_calloc(n_args, sizeof *ins);
  PT_TRY_ALLOC(ins);
  bool owned = true;
  pt_status *s = make_inputs(m, f, o, budget, ins, &owned);
  if (s) {
    free_inputs(ins, n_args, owned);
    return s;
  }

  pt_interp_options io = pt_api_interp_options(o, budget);
  /* The program is global: a shard_map body in it runs on emulated
   * devices (the devices of an SPMD run get no such hook). */
  io.manual_computation = pt_runtime_manual_computation;
  pt_interp_stats *st = malloc(sizeof *st);
  pt_tensor *outs = NULL;
  uint32_t n_out = 0;
  double t0 = now_seconds();
  s = st ? pt_interp_run(m, fi, ins, n_args, &io, &outs, &n_out, st) : pt_nomem();
  double seconds = now_seconds() - t0;
  if (s) {
    free(st);
    free_inputs(ins, n_args, owned);
    return s;
  }

  /* Everything the result needs is allocated before any tensor moves into
   * it, so that a failure hands everything back as it was. */
  partir_run_result *r = calloc(1, sizeof *r);
  bool ok = r != NULL;
  if (ok) {
    r->func = pt_strdup(pt_str(m, f->name));
    r->outputs = pt_calloc(n_out, sizeof *r->outputs);
    r->output_names = pt_calloc(n_out, sizeof *r->output_names);
    ok = r->func && r->outputs && r->output_names;
    for (uint32_t i = 0; ok && i < n_out; i++) ok = dup_or_null(result_name(m, f, i), &r->output_names[i]);
  }
  if (ok && owned) {
    r->inputs = pt_calloc(n_args, sizeof *r->inputs);
    r->input_names = pt_calloc(n_args, sizeof *r->input_names);
    ok = r->inputs && r->input_names;
    for (uint32_t i = 0; ok && i < n_args; i++)
      ok = dup_or_null(pt_arg_info_name(m, f, i, NULL), &r->input_names[i]);
  }
  if (ok && o->profile) ok = fill_profile(r, st);
  if (!ok) {
    if (r) { /* the names: the tensors are not the result's yet */
      for (uint32_t i = 0; r->output_names && i < n_out; i++) free(r->output_names[i]);
      for (uint32_t i = 0; r->input_names && i < n_args; i++) free(r->input_names[i]);
    }
    partir_run_result_free(r);
    pt_interp_outputs_free(outs, n_out);
    free(st);
    free_inputs(ins, n_args, owned);
    return pt_nomem();
  }
  r->n_outputs = n_out;
  for (uint32_t i = 0; i < n_out; i++) pt_api_tensor_publish(&r->outputs[i], &outs[i]);
  free(outs);
  if (owned) {
    r->n_inputs = n_args;
    for (uint32_t i = 0; i < n_args; i++) pt_api_tensor_publish(&r->inputs[i], &ins[i]);
  }
  free_inputs(ins, n_args, false);
  r->stats.peak_live_bytes = st->peak_live_bytes;
  r->stats.seconds = seconds;
  r->stats.n_ops = st->n_ops;
  r->stats.n_checks = st->n_checks;
  r->stats.n_checks_failed = st->n_checks_failed;
  if (st->n_checks_failed) {
    memcpy(r->check_failure, st->check_failure, sizeof r->check_failure);
    r->check_failure[sizeof r->check_failure - 1] = 0;
    r->stats.check_failure = r->check_failure;
  }
  free(st);
  *out_result = r;
  return NULL;
}

/* ---- the result --------------------------------------------------------------------------- */

void partir_run_result_free(partir_run_result *r) {
  if (!r) return;
  for (uint32_t i = 0; i < r->n_outputs; i++) {
    free(r->outputs[i].data);
    free(r->output_names[i]);
  }
  for (uint32_t i = 0; i < r->n_inputs; i++) {
    free(r->inputs[i].data);
    free(r->input_names[i]);
  }
  free(r->outputs);
  free(r->output_names);
  free(r->inputs);
  free(r->input_names);
  free(r->profile);
  free(r->func);
  free(r);
}

const char *partir_run_result_function(const partir_run_result *r) { return r ? r->func : NULL; }

const partir_tensor *partir_run_result_outputs(const partir_run_result *r, uint32_t *n) {
  if (n) *n = r ? r->n_outputs : 0;
  return r ? r->outputs : NULL;
}

const char *partir_run_result_output_name(const partir_run_result *r, uint32_t i) {
  return r && i < r->n_outputs ? r->output_names[i] : NULL;
}

const partir_tensor *partir_run_result_inputs(const partir_run_result *r, uint32_t *n) {
  if (n) *n = r ? r->n_inputs : 0;
  return r ? r->inputs : NULL;
}

const char *partir_run_result_input_name(const partir_run_result *r, uint32_t i) {
  return r && i < r->n_inputs ? r->input_names[i] : NULL;
}

void partir_run_result_stats(const partir_run_result *r, partir_run_stats *out) {
  if (!out) return;
  if (!r) {
    memset(out, 0, sizeof *out);
    return;
  }
  *out = r->stats;
}

const partir_op_profile *partir_run_result_profile(const partir_run_result *r, uint32_t *n) {
  if (n) *n = r ? r->n_profile : 0;
  return r ? r->profile : NULL;
}
