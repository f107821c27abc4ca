/* test_spmd_annotate.c - layouts as GSPMD `mhlo.sharding` strings and
 * Shardy `#sdy.sharding`s, and the modules printed with them:
 *   - exact strings for hand-picked layouts, including the forms XLA and
 *     Shardy document (merged iota dims, transposes, replication dims);
 *   - for random layouts on meshes of up to 4 axes, the string read back by
 *     our own mhlo.sharding parser, its iota device order expanded to an
 *     explicit device list, and every device found at the tile it holds;
 *   - pt_spmd_print_module on a hand-made SPMD program: exact text
 *     (arguments and results `{manual}` for XLA, their global layouts as
 *     partir.sharding), re-parses, verifies, leaves the module as it was;
 *   - pt_spmd_print_annotated on a batch + Megatron partition of an MLP,
 *     GSPMD and Shardy: the expected shardings on arguments and results in
 *     that dialect only, re-parses, verifies. */
#include "../../src/spmd/spmd.h"
#include "test_partition_util.h"
#include "../support/abort_alloc.h"

/* ---- helpers ------------------------------------------------------------------ */

/* A layout from a list of (axis name, dim) pairs, major to minor per dim;
 * dim -1 makes the axis PARTIAL (sum). */
typedef struct {
  const char *axis;
  int dim;
} tiling;

static pt_layout make_layout(const pt_mesh *mesh, const tiling *t, uint32_t n) {
  pt_layout l;
  pt_layout_whole(&l);
  uint8_t next_pos[PT_MAX_RANK] = {0};
  for (uint32_t i = 0; i < n; i++) {
    int32_t a = pt_mesh_axis(mesh, t[i].axis);
    if (a < 0) abort(); /* test bug */
    if (t[i].dim < 0) {
      l.kind[a] = PT_LAYOUT_PARTIAL;
      l.reducer[a] = PT_REDUCER_ADD;
    } else {
      l.kind[a] = PT_LAYOUT_TILED;
      l.dim[a] = (int8_t)t[i].dim;
      l.pos[a] = next_pos[t[i].dim]++;
    }
  }
  return l;
}

static void check_gspmd(const char *mesh_text, const tiling *t, uint32_t n, uint32_t rank, const char *want) {
  pt_mesh mesh = t_mesh(mesh_text);
  pt_layout l = make_layout(&mesh, t, n);
  pt_buf b = {0};
  pt_layout_gspmd(&mesh, &l, rank, &b);
  CHECK_STR(b.data, want);
  pt_buf_free(&b);
}

static void check_sdy(const char *mesh_text, const tiling *t, uint32_t n, uint32_t rank, const char *want) {
  pt_mesh mesh = t_mesh(mesh_text);
  pt_layout l = make_layout(&mesh, t, n);
  pt_buf b = {0};
  pt_layout_sdy(&mesh, &l, rank, "mesh", &b);
  CHECK_STR(b.data, want);
  pt_buf_free(&b);
}

/* ---- exact strings --------------------------------------------------------------- */

static void test_gspmd_strings_of_simple_layouts(void) {
  const char *bm = "batch=2,model=4";
  check_gspmd(bm, NULL, 0, 2, "{replicated}");
  check_gspmd(bm, NULL, 0, 0, "{replicated}");
  /* JAX: P('data', None) on a 4x2 mesh; here 2x4. */
  check_gspmd(bm, (tiling[]){{"batch", 0}}, 1, 2, "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  /* JAX: P(None, 'model') gives a transposed iota. */
  check_gspmd(bm, (tiling[]){{"model", 1}}, 1, 2, "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  check_gspmd(bm, (tiling[]){{"batch", 0}, {"model", 1}}, 2, 2, "{devices=[2,4]<=[8]}");
  check_gspmd(bm, (tiling[]){{"model", 0}, {"batch", 1}}, 2, 2, "{devices=[4,2]<=[2,4]T(1,0)}");
  /* Two axes on one dim: mesh order is the iota itself; the other order a transpose. */
  check_gspmd(bm, (tiling[]){{"batch", 0}, {"model", 0}}, 2, 2, "{devices=[8,1]<=[8]}");
  check_gspmd(bm, (tiling[]){{"model", 0}, {"batch", 0}}, 2, 2, "{devices=[8,1]<=[2,4]T(1,0)}");
  /* PARTIAL counts as replicated. */
  check_gspmd(bm, (tiling[]){{"batch", 0}, {"model", -1}}, 2, 2, "{devices=[2,1,4]<=[8] last_tile_dim_replicate}");
  check_gspmd(bm, (tiling[]){{"model", -1}}, 1, 2, "{replicated}");
  check_gspmd(bm, (tiling[]){{"model", 0}}, 1, 1, "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
}

static void test_gspmd_strings_match_xla_canonical_forms(void) {
  /* The examples of XLA's Shardy -> GSPMD export (mesh_0 and mesh_1). */
  const char *m0 = "axis_0=2,axis_1=4,axis_2=4";
  check_gspmd(m0, (tiling[]){{"axis_2", 0}, {"axis_0", 1}, {"axis_1", 1}}, 3, 2, "{devices=[4,8]<=[8,4]T(1,0)}");
  check_gspmd(m0, (tiling[]){{"axis_0", 1}}, 1, 2, "{devices=[1,2,16]<=[32] last_tile_dim_replicate}");
  check_gspmd("axis_0=16", (tiling[]){{"axis_0", 1}}, 1, 2, "{devices=[1,16]<=[16]}");
  /* Leftover axes in mesh order, merged where adjacent. */
  const char *xyz = "x=2,y=2,z=2";
  check_gspmd(xyz, (tiling[]){{"y", 0}}, 1, 1, "{devices=[2,4]<=[2,2,2]T(1,0,2) last_tile_dim_replicate}");
  check_gspmd(xyz, (tiling[]){{"z", 0}}, 1, 1, "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}");
  check_gspmd(xyz, (tiling[]){{"z", 0}, {"x", 1}}, 2, 2, "{devices=[2,2,2]<=[4,2]T(1,0) last_tile_dim_replicate}");
  /* A transpose that is not its own inverse. */
  check_gspmd("a=2,b=2,c=2,d=2", (tiling[]){{"b", 0}, {"d", 1}, {"a", 2}, {"c", 3}}, 4, 4,
              "{devices=[2,2,2,2]<=[2,2,2,2]T(1,3,0,2)}");
  /* Size-1 axes take no part in the device order. */
  check_gspmd("a=1,b=2,c=2", (tiling[]){{"c", 0}, {"b", 1}}, 2, 2, "{devices=[2,2]<=[2,2]T(1,0)}");
  check_gspmd("a=1,b=2", (tiling[]){{"a", 0}}, 1, 1, "{replicated}");
  check_gspmd("a=2,b=1,c=2", (tiling[]){{"a", 0}, {"c", 0}}, 2, 1, "{devices=[4]<=[4]}");
}

static void test_sdy_strings(void) {
  const char *bm = "batch=2,model=4";
  check_sdy(bm, NULL, 0, 2, "#sdy.sharding<@mesh, [{}, {}]>");
  check_sdy(bm, NULL, 0, 0, "#sdy.sharding<@mesh, []>");
  check_sdy(bm, (tiling[]){{"batch", 0}}, 1, 3, "#sdy.sharding<@mesh, [{\"batch\"}, {}, {}]>");
  check_sdy(bm, (tiling[]){{"model", 0}, {"batch", 0}}, 2, 2, "#sdy.sharding<@mesh, [{\"model\", \"batch\"}, {}]>");
  check_sdy(bm, (tiling[]){{"batch", 0}, {"model", 0}}, 2, 2, "#sdy.sharding<@mesh, [{\"batch\", \"model\"}, {}]>");
  check_sdy(bm, (tiling[]){{"batch", 1}, {"model", -1}}, 2, 2, "#sdy.sharding<@mesh, [{}, {\"batch\"}]>");
  check_sdy("batch=2,model=4,x=2", (tiling[]){{"batch", 0}, {"model", 2}, {"x", 2}}, 3, 3,
            "#sdy.sharding<@mesh, [{\"batch\"}, {}, {\"model\", \"x\"}]>");
}

/* ---- brute force: every device at its tile ------------------------------------------- */

static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* Device ids of the parsed iota order in tile order (row-major over the
 * tile shape): iota(N) reshaped, transposed, flattened. */
static void expand_iota(const pt_gspmd_sharding *sh, int64_t *devices) {
  uint32_t k = sh->n_iota_reshape;
  int64_t tdims[PT_GSPMD_MAX_DIMS];
  for (uint32_t i = 0; i < k; i++) tdims[i] = sh->iota_reshape[sh->has_iota_perm ? sh->iota_perm[i] : i];
  for (int64_t flat = 0; flat < sh->n_devices; flat++) {
    int64_t idx[PT_GSPMD_MAX_DIMS], rest = flat;
    for (uint32_t i = k; i-- > 0;) {
      idx[i] = rest % tdims[i];
      rest /= tdims[i];
    }
    /* Transposed index i is original index perm[i]. */
    int64_t orig[PT_GSPMD_MAX_DIMS];
    for (uint32_t i = 0; i < k; i++) orig[sh->has_iota_perm ? sh->iota_perm[i] : i] = idx[i];
    int64_t id = 0;
    for (uint32_t j = 0; j < k; j++) id = id * sh->iota_reshape[j] + orig[j];
    devices[flat] = id;
  }
}

/* Checks one layout's string: parses with our mhlo.sharding reader, fits
 * the rank, and places every device at the tile the layout gives it. */
static bool check_layout_devices(const pt_mesh *mesh, const pt_layout *l, uint32_t rank) {
  pt_buf b = {0};
  pt_layout_gspmd(mesh, l, rank, &b);
  pt_gspmd_sharding sh;
  uint32_t n = 0;
  char err[160];
  bool ok = pt_gspmd_sharding_parse(b.data, b.len, &sh, &n, 1, err, sizeof err) && n == 1;
  ok = ok && pt_gspmd_sharding_fits(&sh, rank);
  int64_t n_dev = pt_mesh_num_devices(mesh);
  bool any_tiled = false;
  for (uint32_t d = 0; d < rank; d++) {
    uint32_t axes[PT_MESH_MAX_AXES];
    uint32_t k = pt_layout_dim_axes(mesh, l, d, axes);
    for (uint32_t i = 0; i < k; i++) any_tiled |= mesh->sizes[axes[i]] > 1;
  }
  if (ok && !any_tiled) {
    ok = sh.kind == PT_GSPMD_REPLICATED;
  } else if (ok) {
    ok = sh.kind == PT_GSPMD_TILED && sh.n_iota_reshape > 0 && sh.n_devices == n_dev;
    int64_t *devices = pt_xmalloc((size_t)n_dev * sizeof *devices);
    if (ok) expand_iota(&sh, devices);
    for (int64_t dev = 0; ok && dev < n_dev; dev++) {
      /* The tile `dev` holds: its chunk on every dim, then its index among
       * the devices holding the same chunks (leftover axes, mesh order). */
      int64_t flat = 0;
      bool on_dim[PT_MESH_MAX_AXES] = {false};
      for (uint32_t d = 0; d < rank; d++) {
        uint32_t axes[PT_MESH_MAX_AXES];
        uint32_t k = pt_layout_dim_axes(mesh, l, d, axes);
        int64_t chunk = 0;
        for (uint32_t i = 0; i < k; i++) {
          chunk = chunk * mesh->sizes[axes[i]] + pt_mesh_coord(mesh, dev, axes[i]);
          on_dim[axes[i]] = true;
        }
        ok = ok && chunk < sh.tile_dims[d];
        flat = flat * sh.tile_dims[d] + chunk;
      }
      int64_t rep = 0, rep_size = 1;
      for (uint32_t a = 0; a < mesh->n_axes; a++)
        if (!on_dim[a]) {
          rep = rep * mesh->sizes[a] + pt_mesh_coord(mesh, dev, a);
          rep_size *= mesh->sizes[a];
        }
      if (sh.last_tile_dim_replicate) {
        ok = ok && sh.n_tile_dims == rank + 1 && sh.tile_dims[rank] == rep_size;
        flat = flat * rep_size + rep;
      } else {
        ok = ok && rep_size == 1 && sh.n_tile_dims == rank;
      }
      ok = ok && flat < n_dev && devices[flat] == dev;
    }
    free(devices);
  }
  if (!ok) fprintf(stderr, "layout string %s puts devices at the wrong tiles (rank %u)\n", b.data, rank);
  pt_buf_free(&b);
  return ok;
}

static void test_random_layouts_place_every_device_at_its_tile(void) {
  uint64_t rng = 12345;
  static const char *const names[4] = {"a", "b", "c", "d"};
  uint32_t n_tiled_cases = 0, n_transposed = 0;
  /* Up to 4 axes: with 3, every canonical transpose is its own inverse. */
  for (int iter = 0; iter < 4000; iter++) {
    pt_mesh mesh;
    memset(&mesh, 0, sizeof mesh);
    mesh.n_axes = 1 + (uint32_t)(next_random(&rng) % 4);
    for (uint32_t a = 0; a < mesh.n_axes; a++) {
      snprintf(mesh.names[a], PT_MESH_NAME_MAX, "%s", names[a]);
      mesh.sizes[a] = 1 + (int64_t)(next_random(&rng) % 4);
    }
    uint32_t rank = (uint32_t)(next_random(&rng) % 4);
    pt_layout l;
    pt_layout_whole(&l);
    /* Axes in a random order; each tiles a random dim (after the axes
     * already on it), is partial, or is whole. */
    uint32_t order[4] = {0, 1, 2, 3};
    for (uint32_t i = mesh.n_axes; i-- > 1;) {
      uint32_t j = (uint32_t)(next_random(&rng) % (i + 1)), t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    uint8_t next_pos[PT_MAX_RANK] = {0};
    for (uint32_t i = 0; i < mesh.n_axes; i++) {
      uint32_t a = order[i];
      uint64_t choice = next_random(&rng) % 5;
      if (choice >= 2 && rank > 0) {
        uint32_t d = (uint32_t)(next_random(&rng) % rank);
        l.kind[a] = PT_LAYOUT_TILED;
        l.dim[a] = (int8_t)d;
        l.pos[a] = next_pos[d]++;
      } else if (choice == 1) {
        l.kind[a] = PT_LAYOUT_PARTIAL;
        l.reducer[a] = PT_REDUCER_MAX;
      }
    }
    CHECK(check_layout_devices(&mesh, &l, rank));
    pt_buf b = {0};
    pt_layout_gspmd(&mesh, &l, rank, &b);
    n_tiled_cases += strstr(b.data, "devices") != NULL;
    n_transposed += strstr(b.data, "T(") != NULL;
    pt_buf_free(&b);
  }
  /* The random cases cover the interesting forms. */
  CHECK(n_tiled_cases > 1000);
  CHECK(n_transposed > 200);
}

static void test_iota_expansion_of_known_forms(void) {
  /* The expansion the brute-force check relies on, on forms worked by hand. */
  pt_gspmd_sharding sh;
  uint32_t n;
  char err[160];
  CHECK(pt_gspmd_sharding_parse("{devices=[4,2]<=[8]}", 20, &sh, &n, 1, err, sizeof err));
  int64_t devices[8];
  expand_iota(&sh, devices);
  CHECK(devices[1] == 1 && devices[2] == 2);
  CHECK(pt_gspmd_sharding_parse("{devices=[4,2]<=[2,4]T(1,0)}", 28, &sh, &n, 1, err, sizeof err));
  expand_iota(&sh, devices);
  /* iota [[0,1,2,3],[4,5,6,7]] transposed: [[0,4],[1,5],[2,6],[3,7]]. */
  CHECK(devices[0] == 0 && devices[1] == 4 && devices[2] == 1 && devices[7] == 7);
}

/* ---- pt_spmd_print_module --------------------------------------------------------------- */

#define EMIT_TEXT                                                                                              \
  "module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32} {\n"        \
  "  func.func public @main(%arg0: tensor<8x16xf32> {jax.arg_info = \"x\", mhlo.sharding = \"{replicated}\"}, " \
  "%arg1: tensor<16x4xf32>) -> (tensor<8x4xf32> {jax.result_info = \"\"}) {\n"                                 \
  "    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, "           \
  "tensor<16x4xf32>) -> tensor<8x4xf32>\n"                                                                     \
  "    return %0 : tensor<8x4xf32>\n"                                                                          \
  "  }\n"                                                                                                      \
  "  func.func private @local(%arg0: tensor<4x16xf32> {jax.arg_info = \"x\", mhlo.sharding = \"{replicated}\"}, " \
  "%arg1: tensor<16x1xf32>, %arg2: tensor<f32>) -> (tensor<4x1xf32> {jax.result_info = \"\"}, tensor<f32>) {\n" \
  "    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x16xf32>, "           \
  "tensor<16x1xf32>) -> tensor<4x1xf32>\n"                                                                     \
  "    return %0, %arg2 : tensor<4x1xf32>, tensor<f32>\n"                                                      \
  "  }\n"                                                                                                      \
  "}\n"

static pt_status *reparse_and_verify(const char *text) {
  pt_module *m = NULL;
  pt_status *s = pt_parse_module("printed.mlir", text, strlen(text), &m);
  if (!s) s = pt_verify_module(m);
  if (m) pt_module_free(m);
  return s;
}

static void test_print_module_emits_only_the_spmd_function_with_shardings(void) {
  pt_module *m = NULL;
  t_ok(pt_parse_module("emit.mlir", EMIT_TEXT, strlen(EMIT_TEXT), &m), "parse");
  if (!m) return;
  pt_mesh mesh = t_mesh("batch=2,model=4");
  pt_layout args[3], results[2];
  args[0] = make_layout(&mesh, (tiling[]){{"batch", 0}}, 1);
  args[1] = make_layout(&mesh, (tiling[]){{"model", 1}}, 1);
  pt_layout_whole(&args[2]);
  results[0] = make_layout(&mesh, (tiling[]){{"batch", 0}, {"model", 1}}, 2);
  results[1] = make_layout(&mesh, (tiling[]){{"model", -1}}, 1); /* returned as whole */
  pt_spmd_program prog;
  memset(&prog, 0, sizeof prog);
  prog.func = pt_module_find_func(m, "local");
  prog.n_args = 3;
  prog.n_results = 2;
  prog.arg_layouts = args;
  prog.result_layouts = results;

  pt_buf before = {0}, after = {0}, out = {0};
  pt_print_module(m, &before, false);
  pt_spmd_print_module(m, &mesh, &prog, "main", &out);
  pt_print_module(m, &after, false);
  CHECK_STR(after.data, before.data);
  CHECK_STR(out.data,
            "module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, "
            "mhlo.num_replicas = 1 : i32} {\n"
            "  func.func public @main(%arg0: tensor<4x16xf32> {jax.arg_info = \"x\", mhlo.sharding = \"{manual}\", "
            "partir.sharding = \"{devices=[2,1,4]<=[8] last_tile_dim_replicate}\"}, %arg1: tensor<16x1xf32> "
            "{mhlo.sharding = \"{manual}\", partir.sharding = \"{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}\"}, "
            "%arg2: tensor<f32> {mhlo.sharding = \"{manual}\", partir.sharding = \"{replicated}\"}) -> (tensor<4x1xf32> "
            "{jax.result_info = \"\", mhlo.sharding = \"{manual}\", partir.sharding = \"{devices=[2,4]<=[8]}\"}, "
            "tensor<f32> {mhlo.sharding = \"{manual}\", partir.sharding = \"{replicated}\"}) {\n"
            "    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x16xf32>, "
            "tensor<16x1xf32>) -> tensor<4x1xf32>\n"
            "    return %0, %arg2 : tensor<4x1xf32>, tensor<f32>\n"
            "  }\n"
            "}\n");
  t_ok(reparse_and_verify(out.data), "re-parse the SPMD module");

  /* XLA takes the arguments as the local buffers they are ({manual}); the
   * global layouts read back from partir.sharding through the module
   * parser and our mhlo.sharding reader. */
  pt_module *back = NULL;
  t_ok(pt_parse_module("printed.mlir", out.data, out.len, &back), "re-parse");
  if (back) {
    CHECK(back->funcs.len == 1);
    const pt_func *f = &back->funcs.data[0];
    const pt_attr *manual = pt_attr_dict_get(back, f->arg_attrs[1], "mhlo.sharding");
    CHECK(manual && manual->kind == PT_ATTR_STRING && strcmp(manual->u.str.data, "{manual}") == 0);
    const pt_attr *s = pt_attr_dict_get(back, f->arg_attrs[1], "partir.sharding");
    pt_gspmd_sharding sh;
    uint32_t n;
    char err[160];
    CHECK(s && s->kind == PT_ATTR_STRING &&
          pt_gspmd_sharding_parse(s->u.str.data, s->u.str.len, &sh, &n, 1, err, sizeof err));
    CHECK(sh.kind == PT_GSPMD_TILED && sh.n_tile_dims == 3 && sh.tile_dims[1] == 4 && sh.has_iota_perm);
    CHECK(check_layout_devices(&mesh, &args[1], 2));
    pt_module_free(back);
  }
  pt_buf_free(&before);
  pt_buf_free(&after);
  pt_buf_free(&out);
  pt_module_free(m);
}

/* ---- pt_spmd_print_annotated ------------------------------------------------------------- */

static void test_annotated_mlp_carries_batch_and_megatron_shardings(void) {
  pt_module *m = t_load(T_MLP_TEXT);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=2,model=4");
  t_ok(pt_action_tile(&p, t_val(m, T_MLP_TEXT, "%arg0"), 0, 0, 0), "tile x on batch");
  t_ok(pt_propagate(&p, 0, 0, 0), "propagate batch");
  t_ok(pt_action_tile(&p, t_val(m, T_MLP_TEXT, "%arg1"), 1, 1, 1), "tile w1 on model");
  t_ok(pt_action_tile(&p, t_val(m, T_MLP_TEXT, "%arg3"), 0, 1, 1), "tile w2 on model");
  t_ok(pt_propagate(&p, 1, 1, 0), "propagate model");
  /* b follows w1; the second dot's result is a partial sum on model. */
  CHECK_STR(t_dec(&p, t_val(m, T_MLP_TEXT, "%arg2"), 1), "tiled<0>");
  CHECK_STR(t_dec(&p, t_val(m, T_MLP_TEXT, "%o"), 1), "partial<sum>");

  /* GSPMD: mhlo.sharding strings only, no mesh op. */
  pt_buf out = {0};
  pt_spmd_print_annotated(&p, false, &out);
  const char *want[] = {
      "module attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {\n"
      "  func.func public @main(",
      "%arg0: tensor<8x16xf32> {mhlo.sharding = \"{devices=[2,1,4]<=[8] last_tile_dim_replicate}\"}",
      "%arg1: tensor<16x64xf32> {mhlo.sharding = \"{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}\"}",
      "%arg2: tensor<64xf32> {mhlo.sharding = \"{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}\"}",
      "%arg3: tensor<64x16xf32> {mhlo.sharding = \"{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}\"}",
  };
  for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
    checks++;
    if (!out.data || !strstr(out.data, want[i])) {
      fprintf(stderr, "GSPMD-annotated module lacks:\n%s\nin:\n%s\n", want[i], out.data ? out.data : "");
      failures++;
    }
  }
  CHECK(out.data && !strstr(out.data, "sdy."));
  /* Shardy: sdy.sharding over sdy.mesh @mesh only. */
  pt_buf sout = {0};
  pt_spmd_print_annotated(&p, true, &sout);
  const char *swant[] = {
      "module attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {\n"
      "  sdy.mesh @mesh = <[\"batch\"=2, \"model\"=4]>\n"
      "  func.func public @main(",
      "%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"batch\"}, {}]>}",
      "%arg1: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {\"model\"}]>}",
      "%arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"model\"}]>}",
      "%arg3: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{\"model\"}, {}]>}",
  };
  for (size_t i = 0; i < sizeof swant / sizeof swant[0]; i++) {
    checks++;
    if (!sout.data || !strstr(sout.data, swant[i])) {
      fprintf(stderr, "Shardy-annotated module lacks:\n%s\nin:\n%s\n", swant[i], sout.data ? sout.data : "");
      failures++;
    }
  }
  CHECK(sout.data && !strstr(sout.data, "mhlo.sharding"));
  /* The result: the layout of the returned value with its partial axes dropped. */
  pt_layout res;
  pt_layout_of_value(&p, t_val(m, T_MLP_TEXT, "%r"), &res);
  pt_layout_drop_partial(&p.mesh, &res);
  pt_buf rg = {0}, rs = {0}, expect = {0};
  pt_layout_gspmd(&p.mesh, &res, 2, &rg);
  pt_layout_sdy(&p.mesh, &res, 2, "mesh", &rs);
  pt_buf_printf(&expect, "-> (tensor<8x16xf32> {mhlo.sharding = \"%s\"})", rg.data);
  CHECK(strstr(out.data, expect.data) != NULL);
  expect.len = 0;
  pt_buf_printf(&expect, "-> (tensor<8x16xf32> {sdy.sharding = %s})", rs.data);
  CHECK(sout.data && strstr(sout.data, expect.data) != NULL);
  CHECK(strstr(rs.data, "{\"batch\"}") != NULL);
  t_ok(reparse_and_verify(out.data), "re-parse the GSPMD-annotated module");
  t_ok(reparse_and_verify(sout.data), "re-parse the Shardy-annotated module");
  /* The sdy.sharding attributes are read back as Shardy's own attribute. */
  pt_module *back = NULL;
  t_ok(pt_parse_module("annotated.mlir", sout.data, sout.len, &back), "re-parse");
  if (back) {
    const pt_attr *s = pt_attr_dict_get(back, back->funcs.data[0].arg_attrs[0], "sdy.sharding");
    CHECK(s && s->kind == PT_ATTR_OPAQUE && strcmp(s->u.opq.name, "sdy.sharding") == 0 &&
          strcmp(s->u.opq.body, "@mesh, [{\"batch\"}, {}]") == 0);
    CHECK(back->meshes.len == 1);
    pt_module_free(back);
  }
  pt_buf_free(&sout);
  pt_buf_free(&rg);
  pt_buf_free(&rs);
  pt_buf_free(&expect);
  pt_buf_free(&out);
  pt_partition_free(&p);
  pt_module_free(m);
}

int main(void) {
  test_gspmd_strings_of_simple_layouts();
  test_gspmd_strings_match_xla_canonical_forms();
  test_sdy_strings();
  test_iota_expansion_of_known_forms();
  test_random_layouts_place_every_device_at_its_tile();
  test_print_module_emits_only_the_spmd_function_with_shardings();
  test_annotated_mlp_carries_batch_and_megatron_shardings();
  return t_finish("test_spmd_annotate");
}
