/* builtin.c - the built-in tactics of the PartIR paper (§3), as seeds on
 * the arguments of a JAX training step, recognised by their jax.arg_info
 * names:
 *
 *   BP   batch parallelism: every argument named "batch..." on dim 0
 *   MP   Megatron model parallelism, for params and the optimizer moments
 *        that mirror them: attention wq/wk/wv on dim 1 (heads), bq/bk/bv
 *        and wo on dim 0 (heads); MLP w_in on dim 1, b_in and w_out on
 *        dim 0 (the hidden dim)
 *   Z2   ZeRO-2 style: each optimizer-state tensor on its largest dim the
 *        axis divides (local size), if still open on the axis; the
 *        parameters still open on the axis are replicated first, so that
 *        propagation through the elementwise update does not shard them
 *        too (which would be Z3)
 *   Z3   ZeRO-3 / FSDP: the same for params and optimizer state
 *   EMB  the embedding table ['embed']['tokens'] (and its moments) on its
 *        vocabulary dim 0
 *
 * Names are matched by prefix (the pytree root: "params", "opt_state",
 * "batch"; a schedule may override them) and, for MP and EMB, by suffix
 * (the layer path inside the tree), so any number of layers and any
 * optimizer whose state mirrors params by path are covered. Only arguments
 * are seeded; propagation carries the decisions to the rest. */
#include <stdlib.h>
#include <string.h>

#include "tactics.h"

const char pt_builtin_list[] = "BP, MP, Z2, Z3, EMB";

enum { PFX_PARAMS, PFX_OPT, PFX_BATCH, PFX_N };
static const char *const default_prefixes[PFX_N] = {"params", "opt_state", "batch"};

/* `dim` of a parameter of rank `rank`; a parameter with one more dim is
 * the stack of all layers that a scanned model (jax.lax.scan over layers)
 * passes as one array, so its dims are shifted by one. */
typedef struct {
  const char *suffix;
  uint32_t dim, rank;
} suffix_rule;

static const suffix_rule megatron[] = {
    {"['attn']['wq']", 1, 3}, {"['attn']['wk']", 1, 3},  {"['attn']['wv']", 1, 3},   {"['attn']['bq']", 0, 2},
    {"['attn']['bk']", 0, 2}, {"['attn']['bv']", 0, 2},  {"['attn']['wo']", 0, 3},   {"['mlp']['w_in']", 1, 2},
    {"['mlp']['b_in']", 0, 1}, {"['mlp']['w_out']", 0, 2},
};
static const suffix_rule embedding[] = {{"['embed']['tokens']", 0, 2}};

bool pt_builtin_known(const char *name) {
  return strcmp(name, "BP") == 0 || strcmp(name, "MP") == 0 || strcmp(name, "Z2") == 0 || strcmp(name, "Z3") == 0 ||
         strcmp(name, "EMB") == 0;
}

static bool starts_with(const char *s, const char *prefix) { return strncmp(s, prefix, strlen(prefix)) == 0; }

static bool ends_with(const char *s, const char *suffix) {
  size_t ls = strlen(s), lx = strlen(suffix);
  return ls >= lx && memcmp(s + ls - lx, suffix, lx) == 0;
}

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

static void by_suffix(const pt_partition *p, const pt_named_value *v, uint32_t n, const char *const *pfx,
                      const suffix_rule *rules, size_t n_rules, pt_seed_vec *out) {
  for (uint32_t i = 0; i < n; i++) {
    if (v[i].is_result || !v[i].name) continue;
    if (!starts_with(v[i].name, pfx[PFX_PARAMS]) && !starts_with(v[i].name, pfx[PFX_OPT])) continue;
    for (size_t r = 0; r < n_rules; r++)
      if (ends_with(v[i].name, rules[r].suffix)) {
        const pt_type *t = pt_value_type(p->m, v[i].value);
        uint32_t shift = t->kind == PT_TYPE_TENSOR && t->rank == rules[r].rank + 1 ? 1 : 0;
        pt_vec_push(out, ((pt_seed){v[i].value, rules[r].dim + shift}));
        break;
      }
  }
}

pt_status *pt_builtin_seeds(const pt_partition *p, const char *name, uint32_t axis, const char *const *prefixes,
                            pt_seed_vec *out) {
  if (!pt_builtin_known(name))
    return pt_status_make(PT_ERR_INVALID_ARG, "unknown built-in tactic '%s' (known: %s)", name, pt_builtin_list);
  const char *const *pfx = prefixes ? prefixes : default_prefixes;
  pt_named_value *v;
  uint32_t n = pt_named_values(p, &v);
  if (strcmp(name, "BP") == 0) {
    for (uint32_t i = 0; i < n; i++) {
      if (v[i].is_result || !v[i].name || !starts_with(v[i].name, pfx[PFX_BATCH])) continue;
      const pt_type *t = pt_value_type(p->m, v[i].value);
      if (t->kind == PT_TYPE_TENSOR && t->rank > 0) pt_vec_push(out, ((pt_seed){v[i].value, 0}));
    }
  } else if (strcmp(name, "MP") == 0) {
    by_suffix(p, v, n, pfx, megatron, sizeof megatron / sizeof megatron[0], out);
  } else if (strcmp(name, "EMB") == 0) {
    by_suffix(p, v, n, pfx, embedding, 1, out);
  } else {
    bool params = strcmp(name, "Z3") == 0;
    for (uint32_t i = 0; !params && i < n; i++) {
      if (v[i].is_result || !v[i].name || !starts_with(v[i].name, pfx[PFX_PARAMS])) continue;
      const pt_type *t = pt_value_type(p->m, v[i].value);
      if (t->kind == PT_TYPE_TENSOR && pt_decision_get(p, v[i].value, axis)->kind == PT_DECISION_OPEN)
        pt_vec_push(out, ((pt_seed){v[i].value, PT_SEED_REPLICATE}));
    }
    for (uint32_t i = 0; i < n; i++) {
      if (v[i].is_result || !v[i].name) continue;
      if (!starts_with(v[i].name, pfx[PFX_OPT]) && !(params && starts_with(v[i].name, pfx[PFX_PARAMS]))) continue;
      if (pt_decision_get(p, v[i].value, axis)->kind != PT_DECISION_OPEN) continue;
      uint32_t d;
      if (largest_divisible_dim(p, v[i].value, axis, &d)) pt_vec_push(out, ((pt_seed){v[i].value, d}));
    }
  }
  free(v);
  return NULL;
}
