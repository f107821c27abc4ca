/* test_core_lower.c - sequential execution of PartIR:Core: the Core
 * program of BP and Megatron MP states on the example MLP and transformer
 * lowered to plain StableHLO (pt_core_lower), verified, and run by the
 * reference interpreter next to the original function on the same seeded
 * inputs. Outputs must agree: bit for bit where the partitioned program
 * only tiles (same arithmetic per element), within a float tolerance where
 * partial sums are combined in a different order. */
#include "partir.h"
#include "test_partition_util.h"

static const char *arg_info(const pt_module *m, const pt_func *f, uint32_t i) {
  const pt_attr *a = f->arg_attrs ? pt_attr_dict_get(m, f->arg_attrs[i], "jax.arg_info") : NULL;
  return a && a->kind == PT_ATTR_STRING ? a->u.str.data : "";
}

/* Tiles every argument of @main whose jax.arg_info starts with `prefix`
 * and ends with `suffix` on dim `dim` of axis `axis`. */
static uint32_t tile(pt_partition *p, const char *prefix, const char *suffix, uint32_t dim, uint32_t axis,
                     uint32_t tactic) {
  const pt_module *m = p->m;
  const pt_func *f = &m->funcs.data[p->func];
  uint32_t n = 0;
  for (uint32_t i = 0; i < pt_func_n_args(m, f); i++) {
    const char *name = arg_info(m, f, i);
    size_t ln = strlen(name), ls = strlen(suffix);
    if (strncmp(name, prefix, strlen(prefix)) != 0 || ln < ls || strcmp(name + ln - ls, suffix) != 0) continue;
    t_ok(pt_action_tile(p, pt_func_arg(m, f, i), dim, axis, tactic), name);
    n++;
  }
  return n;
}

static void megatron(pt_partition *p, uint32_t axis, uint32_t tactic, bool transformer) {
  if (!transformer) {
    CHECK(tile(p, "params", "[0]['w']", 1, axis, tactic) == 1);
    CHECK(tile(p, "params", "[0]['b']", 0, axis, tactic) == 1);
    CHECK(tile(p, "params", "[1]['w']", 0, axis, tactic) == 1);
    return;
  }
  static const struct {
    const char *suffix;
    uint32_t dim;
  } t[] = {{"['attn']['wq']", 1}, {"['attn']['wk']", 1}, {"['attn']['wv']", 1}, {"['attn']['bq']", 0},
           {"['attn']['bk']", 0}, {"['attn']['bv']", 0}, {"['attn']['wo']", 0}, {"['mlp']['w_in']", 1},
           {"['mlp']['b_in']", 0}, {"['mlp']['w_out']", 0}};
  for (size_t i = 0; i < sizeof t / sizeof t[0]; i++) CHECK(tile(p, "params['layers']", t[i].suffix, t[i].dim, axis, tactic) == 2);
}

/* Runs @main and @core on seed 7 and compares every output. */
static void compare_runs(pt_module *m, const char *what) {
  partir_run_options o = {0};
  o.seed = 7;
  partir_run_result *a = NULL, *b = NULL;
  partir_status *s = partir_run((partir_module *)m, "main", &o, &a);
  if (!s) s = partir_run((partir_module *)m, "core", &o, &b);
  checks++;
  if (s) {
    fprintf(stderr, "%s: run failed: %s\n", what, partir_status_message(s));
    partir_status_free(s);
    failures++;
  } else {
    uint32_t na, nb;
    const partir_tensor *x = partir_run_result_outputs(a, &na), *y = partir_run_result_outputs(b, &nb);
    CHECK(na == nb);
    uint32_t exact = 0;
    double worst = 0;
    for (uint32_t i = 0; i < na && i < nb; i++) {
      CHECK(x[i].nbytes == y[i].nbytes && strcmp(x[i].dtype, y[i].dtype) == 0);
      if (x[i].nbytes != y[i].nbytes) continue;
      if (memcmp(x[i].data, y[i].data, x[i].nbytes) == 0) {
        exact++;
        continue;
      }
      checks++;
      if (strcmp(x[i].dtype, "f32") != 0) {
        fprintf(stderr, "%s: output %u (%s) differs\n", what, i, x[i].dtype);
        failures++;
        continue;
      }
      const float *u = x[i].data, *v = y[i].data;
      for (uint64_t e = 0; e < x[i].nbytes / 4; e++) {
        double d = u[e] > v[e] ? u[e] - v[e] : v[e] - u[e];
        double scale = (u[e] > 0 ? u[e] : -u[e]) + 1e-3;
        if (d / scale > worst) worst = d / scale;
      }
      if (worst > 1e-3) {
        fprintf(stderr, "%s: output %u differs: relative error %g\n", what, i, worst);
        failures++;
      }
    }
    printf("%s: %u of %u outputs bit-identical, worst relative error %.2g\n", what, exact, na, worst);
  }
  partir_run_result_free(a);
  partir_run_result_free(b);
}

static void test_model(const char *path, bool transformer, bool bp, bool mp) {
  pt_module *m = t_load_file(path);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, bp && mp ? "batch=2,model=2" : bp ? "batch=2" : "model=2");
  uint32_t tactic = 0;
  if (bp) {
    CHECK(tile(&p, "batch", "", 0, 0, tactic) == 2);
    t_ok(pt_propagate(&p, 0, tactic++, 0), "propagate batch");
  }
  if (mp) {
    uint32_t axis = bp ? 1 : 0;
    megatron(&p, axis, tactic, transformer);
    t_ok(pt_propagate(&p, axis, tactic++, 0), "propagate model");
  }
  uint32_t f = PT_NONE;
  uint64_t footprint = pt_module_footprint(m);
  pt_module *core = NULL;
  t_ok(pt_core_lower(&p, "core", &core, &f), "lower");
  if (!core) {
    pt_partition_free(&p);
    pt_module_free(m);
    return;
  }
  /* The sequential program lives in a module of its own; the input is
   * left as it was. */
  CHECK(f != PT_NONE && pt_module_find_func(core, "core") == f);
  CHECK(pt_module_find_func(m, "core") == PT_NONE);
  CHECK(pt_module_footprint(m) == footprint);
  /* The unrolled program really cuts and reassembles values. */
  uint32_t n_slice = 0, n_concat = 0;
  if (f != PT_NONE) {
    const pt_region *body = &core->regions.data[core->funcs.data[f].body];
    for (uint32_t i = 0; i < body->n_ops; i++) {
      uint16_t code = pt_op_get(core, pt_region_op(core, body, i))->code;
      n_slice += code == PT_OP_SLICE;
      n_concat += code == PT_OP_CONCATENATE;
    }
  }
  CHECK(n_slice > 10 && n_concat > 10);
  pt_status *s = pt_verify_module(core);
  if (s) {
    fprintf(stderr, "%s: the lowered Core does not verify: %s\n", path, pt_status_message(s));
    pt_status_free(s);
    failures++;
  } else {
    char what[256];
    snprintf(what, sizeof what, "%s %s%s%s", path, bp ? "BP" : "", bp && mp ? "+" : "", mp ? "MP" : "");
    compare_runs(core, what);
  }
  pt_module_free(core);
  /* a lowering under the name of one of the module's functions is refused */
  const char *fname = pt_str(m, m->funcs.data[p.func].name);
  pt_module *again = NULL;
  const char *msg = t_err(pt_core_lower(&p, fname, &again, NULL));
  char want[128];
  snprintf(want, sizeof want, "already has a function @%s", fname);
  CHECK(strstr(msg, want) != NULL && again == NULL);
  pt_partition_free(&p);
  pt_module_free(m);
}

int main(void) {
  test_model("examples/mlp.mlir", false, true, false);
  test_model("examples/mlp.mlir", false, false, true);
  test_model("examples/mlp.mlir", false, true, true);
  test_model("examples/transformer.mlir", true, true, false);
  test_model("examples/transformer.mlir", true, false, true);
  test_model("examples/transformer.mlir", true, true, true);
  return t_finish("test_core_lower");
}
