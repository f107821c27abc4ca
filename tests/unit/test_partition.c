/* test_partition.c - the mesh parser and the partitioning state: good and
 * bad meshes with their exact messages, every error path of the tile and
 * replicate actions with its exact message, local sizes when several axes
 * tile one dim (and their major-to-minor order), value names, and copies. */
#include "test_partition_util.h"

/* ---- mesh -------------------------------------------------------------------------------- */

static void test_good_meshes(void) {
  pt_mesh mesh;
  t_ok(pt_mesh_parse("batch=8", &mesh), "one axis");
  CHECK(mesh.n_axes == 1 && strcmp(mesh.names[0], "batch") == 0 && mesh.sizes[0] == 8);
  t_ok(pt_mesh_parse("batch=8,model=4", &mesh), "two axes");
  CHECK(mesh.n_axes == 2 && strcmp(mesh.names[1], "model") == 0 && mesh.sizes[1] == 4);
  CHECK(pt_mesh_num_devices(&mesh) == 32);
  CHECK(pt_mesh_axis(&mesh, "model") == 1 && pt_mesh_axis(&mesh, "batch") == 0 && pt_mesh_axis(&mesh, "x") == -1);
  t_ok(pt_mesh_parse("  data = 2 ,\tmodel=1 ", &mesh), "spaces");
  CHECK(mesh.n_axes == 2 && strcmp(mesh.names[0], "data") == 0 && mesh.sizes[1] == 1);
  t_ok(pt_mesh_parse("a=1,b=2,c=1,d=2,e=1,f=2,g=1,h=2", &mesh), "eight axes");
  CHECK(mesh.n_axes == 8 && strcmp(mesh.names[7], "h") == 0 && pt_mesh_num_devices(&mesh) == 16);
  t_ok(pt_mesh_parse("_x1=3,Y_2=1", &mesh), "underscores and digits");
  CHECK(mesh.n_axes == 2 && strcmp(mesh.names[0], "_x1") == 0);
  t_ok(pt_mesh_parse("abcdefghijklmnopqrstuvwxyz01234=2", &mesh), "31-character name");
  CHECK(strlen(mesh.names[0]) == 31);
  t_ok(pt_mesh_parse("a=2147483647", &mesh), "largest mesh");
  CHECK(pt_mesh_num_devices(&mesh) == 2147483647);
  t_ok(pt_mesh_parse("x=0007", &mesh), "leading zeros");
  CHECK(mesh.sizes[0] == 7);
}

static void test_bad_meshes(void) {
  pt_mesh mesh;
  CHECK_STR(t_err(pt_mesh_parse(NULL, &mesh)), "error: no mesh given");
  CHECK_STR(t_err(pt_mesh_parse("", &mesh)), "error: invalid mesh \"\": expected axes such as batch=8,model=4");
  CHECK_STR(t_err(pt_mesh_parse("  ", &mesh)), "error: invalid mesh \"  \": expected axes such as batch=8,model=4");
  CHECK_STR(t_err(pt_mesh_parse("batch=8,batch=2", &mesh)),
            "error: invalid mesh \"batch=8,batch=2\" at column 9: duplicate axis 'batch'");
  CHECK_STR(t_err(pt_mesh_parse("batch=0", &mesh)),
            "error: invalid mesh \"batch=0\" at column 7: axis 'batch' has size 0; sizes must be at least 1");
  CHECK_STR(t_err(pt_mesh_parse("batch", &mesh)),
            "error: invalid mesh \"batch\" at column 6: expected '=' after axis name 'batch'");
  CHECK_STR(t_err(pt_mesh_parse("batch=", &mesh)),
            "error: invalid mesh \"batch=\" at column 7: expected the size of axis 'batch' (a positive integer)");
  CHECK_STR(t_err(pt_mesh_parse("batch=-1", &mesh)),
            "error: invalid mesh \"batch=-1\" at column 7: expected the size of axis 'batch' (a positive integer)");
  CHECK_STR(t_err(pt_mesh_parse("8=batch", &mesh)),
            "error: invalid mesh \"8=batch\" at column 1: expected an axis name ([A-Za-z_][A-Za-z0-9_]*)");
  CHECK_STR(t_err(pt_mesh_parse("batch=8,", &mesh)),
            "error: invalid mesh \"batch=8,\" at column 9: expected an axis name ([A-Za-z_][A-Za-z0-9_]*)");
  CHECK_STR(t_err(pt_mesh_parse("batch=8;model=2", &mesh)),
            "error: invalid mesh \"batch=8;model=2\" at column 8: expected ',' or the end after the size of axis "
            "'batch'");
  CHECK_STR(t_err(pt_mesh_parse("batch=8x", &mesh)),
            "error: invalid mesh \"batch=8x\" at column 8: expected ',' or the end after the size of axis 'batch'");
  CHECK_STR(t_err(pt_mesh_parse("a=99999999999", &mesh)),
            "error: invalid mesh \"a=99999999999\" at column 3: axis 'a' has size 99999999999, more than 2147483647 "
            "devices");
  CHECK_STR(t_err(pt_mesh_parse("a=2147483648", &mesh)),
            "error: invalid mesh \"a=2147483648\" at column 3: axis 'a' has size 2147483648, more than 2147483647 "
            "devices");
  CHECK_STR(t_err(pt_mesh_parse("a=65536,b=32768", &mesh)),
            "error: invalid mesh \"a=65536,b=32768\" at column 11: the mesh has more than 2147483647 devices (the "
            "product of the axis sizes)");
  CHECK_STR(t_err(pt_mesh_parse("a=1,b=1,c=1,d=1,e=1,f=1,g=1,h=1,i=1", &mesh)),
            "error: invalid mesh \"a=1,b=1,c=1,d=1,e=1,f=1,g=1,h=1,i=1\" at column 33: more than 8 axes");
  CHECK_STR(t_err(pt_mesh_parse("abcdefghijklmnopqrstuvwxyz012345=2", &mesh)),
            "error: invalid mesh \"abcdefghijklmnopqrstuvwxyz012345=2\" at column 1: axis name 'abcdefghijklmnop...' "
            "is longer than 31 characters");
  CHECK_STR(t_err(pt_mesh_parse("\x01=2", &mesh)),
            "error: invalid mesh \"\\x01=2\" at column 1: expected an axis name ([A-Za-z_][A-Za-z0-9_]*)");
  CHECK_STR(t_err(pt_mesh_parse("a=2,\"b\"=3", &mesh)),
            "error: invalid mesh \"a=2,\\x22b\\x22=3\" at column 5: expected an axis name ([A-Za-z_][A-Za-z0-9_]*)");
  /* Long texts are shortened in the message. */
  char longtext[200];
  memset(longtext, 'a', 100);
  strcpy(longtext + 100, "=2!");
  const char *msg = t_err(pt_mesh_parse(longtext, &mesh));
  CHECK(strstr(msg, "aaaa...\" at column 1: axis name 'aaaaaaaaaaaaaaaa...' is longer than 31 characters") != NULL);
}

/* ---- actions ------------------------------------------------------------------------------- */

static const char *ACTIONS =
    "func.func @main(%arg0: tensor<12x6xf32> {jax.arg_info = \"x\"}, %arg1: tensor<f32>, %arg2: !stablehlo.token,\n"
    "                %arg3: tensor<24x4xf32>) -> (tensor<12x6xf32>, tensor<6xf32>) {\n"
    "  %n = stablehlo.negate %arg0 : tensor<12x6xf32>\n"
    "  %z = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
    "  %r = stablehlo.reduce(%n init: %z) applies stablehlo.add across dimensions = [0] : (tensor<12x6xf32>, "
    "tensor<f32>) -> tensor<6xf32>\n"
    "  %s:2 = stablehlo.optimization_barrier %n, %r : tensor<12x6xf32>, tensor<6xf32>\n"
    "  return %s#0, %s#1 : tensor<12x6xf32>, tensor<6xf32>\n"
    "}\n";

static void test_action_errors(void) {
  pt_module *m = t_load(ACTIONS);
  if (!m) return;
  pt_partition p;
  t_partition(&p, m, "batch=4,model=2,three=3,one=1");
  uint32_t x = t_val(m, ACTIONS, "%arg0"), s = t_val(m, ACTIONS, "%arg1"), tok = t_val(m, ACTIONS, "%arg2");
  uint32_t w = t_val(m, ACTIONS, "%arg3"), n = t_val(m, ACTIONS, "%n"), r = t_val(m, ACTIONS, "%r");
  uint32_t body_arg = t_region_arg(m, r, 0, 0);
  char want[256];

  CHECK(pt_partition_has_value(&p, x) && pt_partition_has_value(&p, n) && !pt_partition_has_value(&p, body_arg));
  CHECK_STR(t_err(pt_action_tile(&p, x, 2, 0, 0)),
            "t.mlir:1:1: error: cannot tile %arg0 (x) on axis 'batch': dim 2 out of range for tensor<12x6xf32>");
  CHECK_STR(t_err(pt_action_tile(&p, s, 0, 0, 0)),
            "t.mlir:1:1: error: cannot tile %arg1 on axis 'batch': dim 0 out of range for tensor<f32>");
  CHECK_STR(t_err(pt_action_tile(&p, x, 1, 0, 0)),
            "t.mlir:1:1: error: cannot tile %arg0 (x) on axis 'batch' (size 4): dim 1 of tensor<12x6xf32> has size "
            "6, which 4 does not divide");
  CHECK_STR(t_err(pt_action_tile(&p, tok, 0, 0, 0)),
            "t.mlir:1:1: error: cannot tile %arg2 on axis 'batch': it is a token, not a tensor");
  CHECK_STR(t_err(pt_action_replicate(&p, tok, 1, 0)),
            "t.mlir:1:1: error: cannot replicate %arg2 on axis 'model': it is a token, not a tensor");
  CHECK_STR(t_err(pt_action_tile(&p, x, 0, 4, 0)),
            "t.mlir: error: cannot tile: axis index 4 out of range (the mesh has 4 axes)");
  CHECK_STR(t_err(pt_action_replicate(&p, x, 7, 0)),
            "t.mlir: error: cannot replicate: axis index 7 out of range (the mesh has 4 axes)");
  snprintf(want, sizeof want, "t.mlir: error: cannot tile value %u: it is not a value of @main outside reduction bodies",
           body_arg);
  CHECK_STR(t_err(pt_action_tile(&p, body_arg, 0, 0, 0)), want);
  snprintf(want, sizeof want, "t.mlir: error: cannot replicate value %u: it is not a value of @main outside reduction "
           "bodies", m->values.len + 5);
  CHECK_STR(t_err(pt_action_replicate(&p, m->values.len + 5, 0, 0)), want);

  /* Local sizes: 12 on batch (4) leaves 3, which model (2) does not divide. */
  t_ok(pt_action_tile(&p, x, 0, 0, 3), "tile x dim 0 on batch");
  CHECK(pt_partition_local_dim(&p, x, 0) == 3 && pt_partition_local_dim(&p, x, 1) == 6);
  CHECK_STR(t_err(pt_action_tile(&p, x, 0, 1, 4)),
            "t.mlir:1:1: error: cannot tile %arg0 (x) on axis 'model' (size 2): dim 0 of tensor<12x6xf32> has local "
            "size 3 after tiling by 'batch'=4, which 2 does not divide");
  t_ok(pt_action_tile(&p, x, 0, 2, 4), "tile x dim 0 on three");
  t_ok(pt_action_tile(&p, x, 0, 3, 4), "tile x dim 0 on one");
  CHECK(pt_partition_local_dim(&p, x, 0) == 1);
  /* 24 on model (2), then batch (4), then three (3): 24/8 = 3 is divisible by 3. */
  t_ok(pt_action_tile(&p, w, 0, 1, 5), "tile w dim 0 on model");
  t_ok(pt_action_tile(&p, w, 0, 0, 5), "tile w dim 0 on batch");
  CHECK(pt_partition_local_dim(&p, w, 0) == 3);
  uint32_t axes[PT_MESH_MAX_AXES];
  CHECK(pt_partition_dim_axes(&p, w, 0, axes) == 2 && axes[0] == 1 && axes[1] == 0);
  CHECK(pt_partition_dim_axes(&p, w, 1, axes) == 0);
  t_ok(pt_action_tile(&p, w, 0, 2, 5), "tile w dim 0 on three");
  CHECK(pt_partition_local_dim(&p, w, 0) == 1);
  CHECK(pt_partition_dim_axes(&p, w, 0, axes) == 3 && axes[0] == 1 && axes[1] == 0 && axes[2] == 2);
  CHECK_STR(t_err(pt_action_tile(&p, w, 1, 3, 5)), "");
  /* Two axes on a dim, then a third that does not divide. */
  pt_partition q;
  t_partition(&q, m, "a=2,b=3,c=2,d=5");
  t_ok(pt_action_tile(&q, w, 0, 0, 0), "w on a");
  t_ok(pt_action_tile(&q, w, 0, 1, 1), "w on b");
  CHECK_STR(t_err(pt_action_tile(&q, w, 0, 3, 2)),
            "t.mlir:1:1: error: cannot tile %arg3 on axis 'd' (size 5): dim 0 of tensor<24x4xf32> has local size 4 "
            "after tiling by 'a'=2, 'b'=3, which 5 does not divide");
  pt_partition_free(&q);

  /* Already decided, naming the tactic (and the op when propagated). */
  CHECK_STR(t_err(pt_action_tile(&p, x, 0, 0, 9)),
            "t.mlir:1:1: error: cannot tile %arg0 (x) on axis 'batch': it is already tiled<0> by tactic 3");
  CHECK_STR(t_err(pt_action_replicate(&p, x, 2, 9)),
            "t.mlir:1:1: error: cannot replicate %arg0 (x) on axis 'three': it is already tiled<0> by tactic 4");
  t_ok(pt_action_replicate(&p, s, 1, 6), "replicate a scalar");
  CHECK_STR(t_dec(&p, s, 1), "replicated");
  CHECK_STR(t_err(pt_action_tile(&p, s, 0, 1, 7)),
            "t.mlir:1:1: error: cannot tile %arg1 on axis 'model': it is already replicated by tactic 6");
  CHECK_STR(t_err(pt_action_replicate(&p, s, 1, 7)),
            "t.mlir:1:1: error: cannot replicate %arg1 on axis 'model': it is already replicated by tactic 6");
  t_ok(pt_propagate(&p, 0, 8, 0), "propagate batch");
  CHECK_STR(t_dec(&p, n, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, r, 0), "partial<sum>");
  CHECK_STR(t_err(pt_action_tile(&p, n, 1, 0, 9)),
            "t.mlir:3:3: error: cannot tile the result of 'stablehlo.negate' on axis 'batch': it is already tiled<0> "
            "by tactic 8, propagated through 'stablehlo.negate' at 3:3");
  CHECK_STR(t_err(pt_action_replicate(&p, r, 0, 9)),
            "t.mlir:5:3: error: cannot replicate the result of 'stablehlo.reduce' on axis 'batch': it is already "
            "partial<sum> by tactic 8, propagated through 'stablehlo.reduce' at 5:3");
  CHECK_STR(t_err(pt_propagate(&p, 4, 0, 0)), "t.mlir: error: cannot propagate: axis index 4 out of range (the mesh has 4 axes)");
  pt_partition_free(&p);
  pt_module_free(m);
}

static void test_init_copy_and_names(void) {
  pt_module *m = t_load(ACTIONS);
  if (!m) return;
  pt_mesh mesh = t_mesh("batch=4");
  pt_partition p;
  CHECK_STR(t_err(pt_partition_init(&p, m, 3, &mesh)), "t.mlir: error: no function 3 (the module has 1)");
  pt_mesh empty;
  memset(&empty, 0, sizeof empty);
  CHECK_STR(t_err(pt_partition_init(&p, m, 0, &empty)), "error: a mesh needs 1 to 8 axes, not 0");
  t_ok(pt_partition_init(&p, m, 0, &mesh), "init");
  uint32_t x = t_val(m, ACTIONS, "%arg0"), n = t_val(m, ACTIONS, "%n"), r = t_val(m, ACTIONS, "%r");
  uint32_t s1 = t_val(m, ACTIONS, "%s#1");
  t_ok(pt_action_tile(&p, x, 0, 0, 0), "tile");
  pt_partition q;
  t_ok(pt_partition_copy(&p, &q), "copy");
  t_ok(pt_propagate(&q, 0, 0, 0), "propagate the copy");
  CHECK_STR(t_dec(&q, n, 0), "tiled<0>");
  CHECK_STR(t_dec(&p, n, 0), "open");
  CHECK_STR(t_dec(&q, s1, 0), "open"); /* a partial value does not cross an edge */
  pt_partition_free(&p);
  CHECK_STR(t_dec(&q, r, 0), "partial<sum>");

  pt_buf b = {0};
  pt_partition_describe_value(&q, x, true, &b);
  pt_buf_puts(&b, " | ");
  pt_partition_describe_value(&q, n, true, &b);
  pt_buf_puts(&b, " | ");
  pt_partition_describe_value(&q, s1, false, &b);
  pt_buf_puts(&b, " | ");
  pt_partition_describe_value(&q, t_region_arg(m, r, 0, 1), true, &b);
  CHECK_STR(b.data, "%arg0 (x) | the result of 'stablehlo.negate' at 3:3 | result 1 of 'stablehlo.optimization_barrier'"
                    " | argument 1 of region 0 of 'stablehlo.reduce' at 5:3");
  pt_buf_free(&b);
  pt_partition_free(&q);
  pt_module_free(m);
}

int main(void) {
  test_good_meshes();
  test_bad_meshes();
  test_action_errors();
  test_init_copy_and_names();
  return t_finish("test_partition");
}
