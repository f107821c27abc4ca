/* builtin.c - the built-in tactics of the PartIR paper (§3), as seeds on
 * the arguments of a training step, found by the named dimension analysis
 * (src/analysis/): structure decides, names are hints only.
 *
 *   BP   batch parallelism: the classes of dim 0 of the arguments named
 *        "batch..." -- every input in them, on its dim in the class
 *   MP   Megatron model parallelism: the classes that a weight's free dim
 *        makes in one dot and a weight's contracting dim sums away in a
 *        later one, with nothing between that needs them whole (attention
 *        heads, MLP hidden units; see group.c) -- every argument in them,
 *        parameters and the optimizer moments that mirror them alike
 *   Z2   ZeRO-2 style: each optimizer-state tensor on its largest dim the
 *        axis divides (local size), if still open on the axis; the
 *        parameters still open on the axis are replicated first, so that
 *        propagation through the elementwise update does not shard them
 *        too (which would be Z3)
 *   Z3   ZeRO-3 / FSDP: the same for params and optimizer state
 *   EMB  the vocabulary class of an embedding table a gather reads --
 *        every argument in it (the table and its moments)
 *
 * Names are matched by prefix only (the pytree root: "params",
 * "opt_state", "batch"; a schedule may override them), so any layer
 * naming works: partir's own exporter (['attn']['wq']) and Hugging Face's
 * (model.layers[i].self_attn.q_proj.kernel) alike. Only arguments are
 * seeded; propagation carries the decisions to the rest. */
#include <stdlib.h>
#include <string.h>

#include "../analysis/analysis.h"
#include "tactics.h"

const char pt_builtin_list[] = "BP, MP, Z2, Z3, EMB";

enum { PFX_PARAMS, PFX_OPT, PFX_BATCH, PFX_N };
static const char *const default_prefixes[PFX_N] = {"params", "opt_state", "batch"};

bool pt_builtin_known(const char *name) {
  return strcmp(name, "BP") == 0 || strcmp(name, "MP") == 0 || strcmp(name, "Z2") == 0 || strcmp(name, "Z3") == 0 ||
         strcmp(name, "EMB") == 0;
}

static bool starts_with(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

/* The dim with the largest local size that the axis divides; ties go to
 * the lower dim (the outermost, so chunks stay contiguous). */
static bool largest_divisible_dim(const pt_partition *p, uint32_t value, uint32_t axis, uint32_t *out) {
  const pt_type *t = pt_value_type(p->m, value);
  if (t->kind != PT_TYPE_TENSOR) return false;
  int64_t size = p->mesh.sizes[axis], best = 0;
  for (uint32_t d = 0; d < t->rank; d++) {
    int64_t local = pt_partition_local_dim(p, value, d);
    if (local >= size && local % size == 0 && local > best) {
      best = local;
      *out = d;
    }
  }
  return best > 0;
}

/* Every argument with a dim in a class of role `role` (HEADS: either
 * Megatron role), on the first such dim, in argument order; inputs_only
 * leaves out what the prefixes call parameters or optimizer state. */
static pt_status *by_role(const pt_analysis *a, pt_dim_role role, bool inputs_only, const char *const *pfx,
                         pt_seed_vec *out) {
  const pt_func *f = &a->m->funcs.data[a->func];
  for (uint32_t i = 0; i < pt_func_n_args(a->m, f); i++) {
    uint32_t v = pt_func_arg(a->m, f, i);
    if (inputs_only && pt_analysis_arg_kind(a, i, pfx[PFX_PARAMS], pfx[PFX_OPT]) != PT_BYTES_INPUTS) continue;
    const pt_type *t = pt_value_type(a->m, v);
    for (uint32_t d = 0; t->kind == PT_TYPE_TENSOR && d < t->rank; d++) {
      uint32_t c = pt_analysis_class_of(a, v, d);
      if (c == PT_NONE) break;
      pt_dim_role r = (pt_dim_role)a->classes.data[c].role;
      if (r == role || (role == PT_ROLE_HEADS && r == PT_ROLE_HIDDEN)) {
        PT_TRY_ALLOC(pt_vec_try_push(out, ((pt_seed){v, d})));
        break;
      }
    }
  }
  return NULL;
}

/* The analysis the structural built-ins read: the dim classes of p's
 * function, which depend on the module, the function and the mesh only,
 * never on decisions, so one analysis serves every built-in of a
 * schedule run (BP then MP computed it twice, each with its own
 * propagation cache, before). */
struct pt_builtin_memo {
  const pt_partition *p;
  pt_analysis a;
  const char *const *roles_pfx; /* the prefixes a's roles were computed with */
};

static bool same_prefixes(const char *const *x, const char *const *y) {
  for (int i = 0; i < PFX_N; i++)
    if (strcmp(x[i], y[i]) != 0) return false;
  return true;
}

void pt_builtin_memo_free(pt_builtin_memo *memo) {
  if (!memo) return;
  pt_analysis_free(&memo->a);
  free(memo);
}

/* The seeds of BP, MP or EMB from the analysis of p's function; *memo
 * (may be NULL: a private analysis) keeps the analysis for later calls on
 * the same state. */
static pt_status *structural_seeds(const pt_partition *p, const char *name, const char *const *pfx,
                                   pt_builtin_memo **memo, pt_seed_vec *out) {
  pt_builtin_memo *mm = memo ? *memo : NULL;
  if (mm && mm->p != p) {
    pt_builtin_memo_free(mm);
    mm = *memo = NULL;
  }
  pt_analysis own;
  pt_analysis *a = mm ? &mm->a : &own;
  if (!mm) {
    PT_TRY(pt_analysis_run_classes_cached(p->m, p->func, &p->mesh, p->cache, a));
    if (memo) {
      mm = *memo = calloc(1, sizeof *mm);
      if (!mm) {
        pt_analysis_free(&own);
        return pt_nomem();
      }
      mm->p = p;
      mm->a = own;
      mm->roles_pfx = default_prefixes; /* pt_analysis_run_classes's */
      a = &mm->a;
    }
  }
  /* Roles depend on the prefixes only: a schedule's built-ins usually
   * share them (the strings live as long as the schedule run, the memo's
   * lifetime). */
  if (!mm || !mm->roles_pfx || !same_prefixes(mm->roles_pfx, pfx)) pt_analysis_roles(a, pfx);
  if (a->oom) { /* the roles are incomplete: read again next time */
    if (!mm) pt_analysis_free(a);
    else mm->roles_pfx = NULL, a->oom = false;
    return pt_nomem();
  }
  if (mm) mm->roles_pfx = pfx;
  pt_status *s = strcmp(name, "BP") == 0   ? by_role(a, PT_ROLE_BATCH, true, pfx, out)
                 : strcmp(name, "MP") == 0 ? by_role(a, PT_ROLE_HEADS, false, pfx, out)
                                           : by_role(a, PT_ROLE_VOCAB, false, pfx, out);
  if (!mm) pt_analysis_free(a);
  return s;
}

pt_status *pt_builtin_seeds(const pt_partition *p, const char *name, uint32_t axis, const char *const *prefixes,
                            pt_seed_vec *out) {
  return pt_builtin_seeds_memo(p, name, axis, prefixes, NULL, out);
}

pt_status *pt_builtin_seeds_memo(const pt_partition *p, const char *name, uint32_t axis,
                                 const char *const *prefixes, pt_builtin_memo **memo, pt_seed_vec *out) {
  if (!pt_builtin_known(name))
    return pt_status_make(PT_ERR_INVALID_ARG, "unknown built-in tactic '%s' (known: %s)", name, pt_builtin_list);
  const char *const *pfx = prefixes ? prefixes : default_prefixes;
  if (strcmp(name, "BP") == 0 || strcmp(name, "MP") == 0 || strcmp(name, "EMB") == 0)
    return structural_seeds(p, name, pfx, memo, out);
  pt_named_value *v;
  uint32_t n = pt_named_values(p, &v);
  PT_TRY_ALLOC(v);
  bool params = strcmp(name, "Z3") == 0;
  bool ok = true;
  for (uint32_t i = 0; !params && i < n; i++) {
    if (v[i].is_result || !v[i].name || !starts_with(v[i].name, pfx[PFX_PARAMS])) continue;
    const pt_type *t = pt_value_type(p->m, v[i].value);
    if (t->kind == PT_TYPE_TENSOR && pt_decision_get(p, v[i].value, axis)->kind == PT_DECISION_OPEN)
      ok = ok && pt_vec_try_push(out, ((pt_seed){v[i].value, PT_SEED_REPLICATE}));
  }
  for (uint32_t i = 0; i < n && ok; i++) {
    if (v[i].is_result || !v[i].name) continue;
    if (!starts_with(v[i].name, pfx[PFX_OPT]) && !(params && starts_with(v[i].name, pfx[PFX_PARAMS]))) continue;
    if (pt_decision_get(p, v[i].value, axis)->kind != PT_DECISION_OPEN) continue;
    uint32_t d;
    if (largest_divisible_dim(p, v[i].value, axis, &d)) ok = pt_vec_try_push(out, ((pt_seed){v[i].value, d}));
  }
  free(v);
  return ok ? NULL : pt_nomem();
}
