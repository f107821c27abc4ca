/* test_gspmd_sharding.c - the GSPMD `mhlo.sharding` string reader: every
 * form JAX writes, consistency checks, and malformed strings. */
#include <stdio.h>
#include <string.h>

#include "../../src/ir/ir.h"
#include "check.h"


static bool parse(const char *s, pt_gspmd_sharding *out, uint32_t *n, char *err) {
  return pt_gspmd_sharding_parse(s, strlen(s), out, n, 4, err, 160);
}

static void test_simple_kinds(void) {
  pt_gspmd_sharding sh[4];
  uint32_t n;
  char err[160];
  CHECK(parse("{replicated}", sh, &n, err) && n == 1 && sh[0].kind == PT_GSPMD_REPLICATED);
  CHECK(parse("{manual}", sh, &n, err) && sh[0].kind == PT_GSPMD_MANUAL);
  CHECK(parse("{maximal device=3}", sh, &n, err) && sh[0].kind == PT_GSPMD_MAXIMAL && sh[0].device == 3);
  CHECK(pt_gspmd_sharding_fits(&sh[0], 5));
}

static void test_iota_tiled_with_replicated_subgroup(void) {
  pt_gspmd_sharding sh[4];
  uint32_t n;
  char err[160];
  CHECK(parse("{devices=[4,1,2]<=[8] last_tile_dim_replicate}", sh, &n, err));
  CHECK(sh[0].kind == PT_GSPMD_TILED && sh[0].n_tile_dims == 3 && sh[0].tile_dims[0] == 4);
  CHECK(sh[0].last_tile_dim_replicate && sh[0].n_last_tile_dims == 1 && sh[0].n_devices == 8);
  CHECK(pt_gspmd_sharding_fits(&sh[0], 2) && !pt_gspmd_sharding_fits(&sh[0], 3));
}

static void test_transposed_iota_and_explicit_lists(void) {
  pt_gspmd_sharding sh[4];
  uint32_t n;
  char err[160];
  CHECK(parse("{devices=[2,2]<=[2,2]T(1,0)}", sh, &n, err));
  CHECK(sh[0].has_iota_perm && sh[0].iota_perm[0] == 1 && sh[0].iota_perm[1] == 0);
  CHECK(parse("{devices=[2,1]1,0}", sh, &n, err) && sh[0].n_iota_reshape == 0 && sh[0].n_devices == 2);
  CHECK(parse("{devices=[2,1,2]<=[4] last_tile_dims={manual}}", sh, &n, err) && sh[0].n_last_tile_dims == 1);
  CHECK(parse("{devices=[2,1]<=[2] metadata={op_name=\"jit(f)/x\" source_file=\"a.py\"}}", sh, &n, err));
}

static void test_tuples(void) {
  pt_gspmd_sharding sh[4];
  uint32_t n;
  char err[160];
  CHECK(parse("{{replicated}, {devices=[2]0,1}}", sh, &n, err) && n == 2);
  CHECK(sh[0].kind == PT_GSPMD_REPLICATED && sh[1].kind == PT_GSPMD_TILED);
  CHECK(parse("{}", sh, &n, err) && n == 0);
}

static void test_inconsistent_or_malformed_strings_are_rejected(void) {
  pt_gspmd_sharding sh[4];
  uint32_t n;
  char err[160];
  CHECK(!parse("{devices=[4,2]<=[4]}", sh, &n, err) && strstr(err, "does not match the tile shape"));
  CHECK(!parse("{devices=[2]0,0}", sh, &n, err) && strstr(err, "listed twice"));
  CHECK(!parse("{devices=[2]0,5}", sh, &n, err) && strstr(err, "out of range"));
  CHECK(!parse("{devices=[2,2]<=[2,2]T(0,0)}", sh, &n, err) && strstr(err, "not a permutation"));
  CHECK(!parse("{devices=[0]}", sh, &n, err));
  CHECK(!parse("{devices=[99999999999999999999]<=[1]}", sh, &n, err));
  CHECK(!parse("{replicated", sh, &n, err));
  CHECK(!parse("{replicated} x", sh, &n, err) && strstr(err, "unexpected text"));
  CHECK(!parse("{frobnicated}", sh, &n, err));
  CHECK(!parse("{devices=[2]<=[2] last_tile_dim_replicate}", sh, &n, err) && strstr(err, "subgroup"));
  CHECK(!parse("{{replicated}, {replicated}, {replicated}, {replicated}, {replicated}}", sh, &n, err));
  CHECK(!parse("", sh, &n, err));
}

int main(void) {
  test_simple_kinds();
  test_iota_tiled_with_replicated_subgroup();
  test_transposed_iota_and_explicit_lists();
  test_tuples();
  test_inconsistent_or_malformed_strings_are_rejected();
  if (failures) fprintf(stderr, "test_gspmd_sharding: %d failure(s)\n", failures);
  return failures ? 1 : 0;
}
