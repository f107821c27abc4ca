/* test_sim_hw.c - hardware profiles (src/sim/hw.c, hw_builtin.c): the
 * built-ins and their datasheet figures, every examples/hw/NAME.json equal to the
 * built-ins field by field, located JSON errors, the link level of mesh
 * axes, and the calibration of `host`. Run from the repository root (the
 * examples are read by relative path). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../../src/sim/sim.h"
#include "check.h"

static pt_mesh mesh_of(const char *text) {
  pt_mesh m;
  pt_status *s = pt_mesh_parse(text, &m);
  if (s) {
    fprintf(stderr, "mesh %s: %s\n", text, pt_status_message(s));
    abort();
  }
  return m;
}

/* Loads a profile that must load. */
static pt_hw load_ok(const char *name) {
  pt_hw hw;
  pt_status *s = pt_hw_load(name, &hw);
  if (s) {
    fprintf(stderr, "load %s: %s\n", name, pt_status_message(s));
    pt_status_free(s);
    failures++;
    memset(&hw, 0, sizeof hw);
  }
  return hw;
}

/* Parses JSON that must fail; returns whether the message equals `want`. */
static bool parse_fails_with(const char *json, const char *want) {
  pt_hw hw;
  pt_status *s = pt_hw_parse(json, strlen(json), "p.json", &hw);
  if (!s) {
    fprintf(stderr, "expected an error for:\n%s\n", json);
    return false;
  }
  bool ok = strcmp(pt_status_message(s), want) == 0;
  if (!ok) fprintf(stderr, "got:  %s\nwant: %s\n", pt_status_message(s), want);
  pt_status_free(s);
  return ok;
}

static bool positive_finite(double v) { return isfinite(v) && v > 0; }

/* ---- built-ins ---- */

static void test_every_builtin_loads_with_positive_figures_and_its_own_name(void) {
  int n = 0;
  for (const char *const *name = pt_hw_builtin_names; *name; name++, n++) {
    pt_hw hw = load_ok(*name);
    CHECK(strcmp(hw.name, *name) == 0);
    CHECK(hw.source[0] != '\0');
    CHECK(positive_finite(hw.matmul_flops[PT_DTYPE_F32]));
    CHECK(positive_finite(hw.vector_flops));
    CHECK(positive_finite(hw.hbm_bandwidth));
    CHECK(positive_finite(hw.hbm_capacity));
    CHECK(positive_finite(hw.op_overhead));
    CHECK(hw.n_links >= 1 && hw.n_links <= PT_HW_MAX_LEVELS);
    for (uint32_t l = 0; l < hw.n_links; l++) {
      CHECK(positive_finite(hw.links[l].bandwidth));
      CHECK(positive_finite(hw.links[l].latency));
      CHECK(hw.links[l].name[0] != '\0');
    }
    CHECK(hw.algorithm == PT_COLL_ALGO_RING);
  }
  CHECK(n == 6);
}

static void test_accelerators_are_faster_in_bf16_than_f32_and_slower_outwards(void) {
  for (const char *const *name = pt_hw_builtin_names; *name; name++) {
    if (strcmp(*name, "host") == 0) continue;
    pt_hw hw = load_ok(*name);
    CHECK(hw.matmul_flops[PT_DTYPE_BF16] > hw.matmul_flops[PT_DTYPE_F32]);
    CHECK(hw.parallel_devices == 0);
    CHECK(hw.n_links == 2);
    CHECK(hw.links[0].devices > 1 && hw.links[1].devices == 0);
    CHECK(hw.links[0].bandwidth > hw.links[1].bandwidth);
    CHECK(hw.links[0].latency <= hw.links[1].latency);
    /* Launch/dispatch is microseconds, not milliseconds. */
    CHECK(hw.op_overhead >= 1e-7 && hw.op_overhead <= 1e-4);
  }
}

static void test_builtin_figures_match_the_datasheets(void) {
  pt_hw v3 = load_ok("tpu-v3");
  CHECK(v3.matmul_flops[PT_DTYPE_BF16] == 123e12);
  CHECK(v3.hbm_bandwidth == 900e9);
  CHECK(v3.hbm_capacity == 32.0 * 1024 * 1024 * 1024);
  CHECK(strcmp(v3.links[0].name, "ici") == 0 && v3.links[0].devices == 1024);

  pt_hw v4 = load_ok("tpu-v4");
  CHECK(v4.matmul_flops[PT_DTYPE_BF16] == 275e12);
  CHECK(v4.hbm_bandwidth == 1.2e12);
  CHECK(v4.hbm_capacity == 32.0 * 1024 * 1024 * 1024);
  CHECK(v4.links[0].devices == 4096);

  pt_hw a40 = load_ok("a100-40gb");
  CHECK(a40.matmul_flops[PT_DTYPE_BF16] == 312e12);
  CHECK(a40.matmul_flops[PT_DTYPE_F16] == 312e12);
  CHECK(a40.matmul_flops[PT_DTYPE_F32] == 19.5e12); /* FP32, not TF32 (156) */
  CHECK(a40.hbm_bandwidth == 1555e9);
  CHECK(a40.hbm_capacity == 40e9);
  CHECK(a40.links[0].devices == 8);
  CHECK(a40.links[0].bandwidth == 300e9); /* 600 GB/s bidirectional */
  CHECK(a40.links[1].bandwidth == 25e9);  /* HDR 200 Gb/s */

  pt_hw a80 = load_ok("a100-80gb");
  CHECK(a80.hbm_bandwidth == 2039e9);
  CHECK(a80.hbm_capacity == 80e9);
  CHECK(a80.matmul_flops[PT_DTYPE_BF16] == a40.matmul_flops[PT_DTYPE_BF16]);
  CHECK(a80.links[0].bandwidth == a40.links[0].bandwidth);

  CHECK(a40.tf32_flops == 156e12 && a80.tf32_flops == 156e12); /* datasheet TF32, dense */

  pt_hw h = load_ok("h100-sxm");
  CHECK(h.tf32_flops == 494.5e12); /* 989 sparse */
  CHECK(h.fusion);
  CHECK(h.matmul_flops[PT_DTYPE_BF16] == 989.5e12);
  CHECK(h.matmul_flops[PT_DTYPE_F32] == 67e12);
  CHECK(h.hbm_bandwidth == 3.35e12);
  CHECK(h.hbm_capacity == 80e9);
  CHECK(h.links[0].bandwidth == 450e9); /* 900 GB/s bidirectional */
  CHECK(h.links[1].bandwidth == 50e9);  /* NDR 400 Gb/s */
}

/* ---- examples/hw ---- */

static bool same_profile(const pt_hw *a, const pt_hw *b) {
  bool same = strcmp(a->name, b->name) == 0 && strcmp(a->source, b->source) == 0 &&
              a->vector_flops == b->vector_flops && a->hbm_bandwidth == b->hbm_bandwidth &&
              a->hbm_capacity == b->hbm_capacity && a->op_overhead == b->op_overhead && a->n_links == b->n_links &&
              a->algorithm == b->algorithm && a->parallel_devices == b->parallel_devices &&
              a->fusion == b->fusion && a->tf32_flops == b->tf32_flops && a->tf32_efficiency == b->tf32_efficiency &&
              a->matmul_half_dim == b->matmul_half_dim && a->hbm_efficiency == b->hbm_efficiency;
  for (int t = 0; t < PT_DTYPE_COUNT; t++)
    same = same && a->matmul_flops[t] == b->matmul_flops[t] && a->matmul_efficiency[t] == b->matmul_efficiency[t];
  for (uint32_t l = 0; same && l < a->n_links; l++)
    same = strcmp(a->links[l].name, b->links[l].name) == 0 && a->links[l].devices == b->links[l].devices &&
           a->links[l].bandwidth == b->links[l].bandwidth && a->links[l].latency == b->links[l].latency;
  return same;
}

static void test_example_json_files_equal_their_builtins_field_by_field(void) {
  for (const char *const *name = pt_hw_builtin_names; *name; name++) {
    if (strcmp(*name, "host") == 0) continue;
    char path[128];
    snprintf(path, sizeof path, "examples/hw/%s.json", *name);
    pt_hw from_file = load_ok(path), builtin = load_ok(*name);
    bool same = same_profile(&from_file, &builtin);
    if (!same) fprintf(stderr, "%s differs from the built-in '%s'\n", path, *name);
    CHECK(same);
  }
}

/* ---- JSON ---- */

static const char *MINIMAL =
    "{\"name\": \"tiny\", \"matmul_flops\": {\"f32\": 1e12, \"bf16\": 4e12}, \"vector_flops\": 1e11,\n"
    " \"hbm_bandwidth\": 1e11, \"hbm_capacity\": 8e9, \"op_overhead\": 2e-6,\n"
    " \"links\": [{\"name\": \"fast\", \"devices\": 4, \"bandwidth\": 1e11, \"latency\": 1e-6},\n"
    "           {\"name\": \"slow\", \"devices\": 0, \"bandwidth\": 1e10, \"latency\": 1e-5}]}\n";

static void test_minimal_json_profile_parses_with_defaults(void) {
  pt_hw hw;
  pt_status *s = pt_hw_parse(MINIMAL, strlen(MINIMAL), "p.json", &hw);
  CHECK(!s);
  pt_status_free(s);
  CHECK(strcmp(hw.name, "tiny") == 0);
  CHECK(hw.source[0] == '\0');
  CHECK(hw.matmul_flops[PT_DTYPE_F32] == 1e12 && hw.matmul_flops[PT_DTYPE_BF16] == 4e12);
  CHECK(hw.matmul_flops[PT_DTYPE_F16] == 0); /* 0: use f32's rate */
  CHECK(hw.n_links == 2 && hw.links[0].devices == 4 && hw.links[1].devices == 0);
  CHECK(strcmp(hw.links[1].name, "slow") == 0 && hw.links[1].latency == 1e-5);
  CHECK(hw.algorithm == PT_COLL_ALGO_RING && hw.parallel_devices == 0);
}

static void test_unknown_key_is_located_and_lists_the_expected_keys(void) {
  CHECK(parse_fails_with("{\"name\": \"x\",\n  \"flops\": 1}",
                         "p.json:2:3: error: unknown key \"flops\" in the profile (expected \"name\", \"source\", "
                         "\"matmul_flops\", \"conv_efficiency\", \"conv_window_overhead\", \"gemm_overhead\", \"gemm_element_cost\", \"vector_flops\", "
                         "\"transcendental_flops\", \"copy_elements\", \"hbm_bandwidth\", \"hbm_capacity\", "
                         "\"op_overhead\", \"links\", \"algorithm\", \"parallel_devices\", \"oversubscribed_barrier\", "
                         "\"fusion\", \"matmul_efficiency\", \"matmul_half_dim\", \"hbm_efficiency\")"));
  /* Inside a link. */
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1, \"hbm_bandwidth\": 1,\n"
                         " \"hbm_capacity\": 1, \"op_overhead\": 1, \"links\": [\n"
                         "  {\"name\": \"a\", \"devices\": 0, \"bw\": 1, \"latency\": 1}]}",
                         "p.json:3:31: error: unknown key \"bw\" in link 1 (expected \"name\", \"devices\", "
                         "\"bandwidth\", \"latency\")"));
  /* A repeated key points at the second one. */
  CHECK(parse_fails_with("{\"name\": \"x\", \"name\": \"y\"}", "p.json:1:15: error: repeated key \"name\" in the profile"));
}

static void test_missing_f32_rate_is_an_error_at_matmul_flops(void) {
  CHECK(parse_fails_with("{\"name\": \"x\",\n \"matmul_flops\": {\"bf16\": 1e12}}",
                         "p.json:2:2: error: \"matmul_flops\" has no \"f32\" rate (required: element types not listed "
                         "use it)"));
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1, \"fp8\": 2}}",
                         "p.json:1:42: error: unknown element type \"fp8\" in \"matmul_flops\" (known: f64, f32, f16, "
                         "bf16, i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64, tf32)"));
}

/* The accelerator keys: a tf32 rate beside the element types, efficiencies
 * that are fractions, a boolean fusion switch. */
static void test_accelerator_keys_parse_and_check_their_ranges(void) {
  const char *ok = "{\"name\": \"g\", \"matmul_flops\": {\"f32\": 1e12, \"tf32\": 8e12, \"bf16\": 16e12},\n"
                   " \"vector_flops\": 1e11, \"hbm_bandwidth\": 1e12, \"hbm_capacity\": 8e9, \"op_overhead\": 2e-6,\n"
                   " \"fusion\": true, \"matmul_efficiency\": {\"bf16\": 0.7, \"tf32\": 0.6}, \"matmul_half_dim\": 64,\n"
                   " \"hbm_efficiency\": 0.8,\n"
                   " \"links\": [{\"name\": \"n\", \"devices\": 0, \"bandwidth\": 1e11, \"latency\": 1e-6}]}";
  pt_hw hw;
  pt_status *s = pt_hw_parse(ok, strlen(ok), "p.json", &hw);
  CHECK(!s);
  pt_status_free(s);
  CHECK(hw.fusion && hw.tf32_flops == 8e12 && hw.matmul_flops[PT_DTYPE_BF16] == 16e12);
  CHECK(hw.matmul_efficiency[PT_DTYPE_BF16] == 0.7 && hw.tf32_efficiency == 0.6 && hw.matmul_efficiency[PT_DTYPE_F32] == 0);
  CHECK(hw.matmul_half_dim == 64 && hw.hbm_efficiency == 0.8);
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1, \"hbm_bandwidth\": 1,\n"
                         " \"hbm_capacity\": 1, \"op_overhead\": 1, \"fusion\": 1}",
                         "p.json:2:49: error: \"fusion\" must be true (kernels fused as XLA's GPU compiler fuses them) "
                         "or false"));
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1, \"hbm_bandwidth\": 1,\n"
                         " \"hbm_capacity\": 1, \"op_overhead\": 1, \"hbm_efficiency\": 2.57}",
                         "p.json:2:57: error: \"hbm_efficiency\" must be a fraction in (0, 1], got 2.57"));
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1, \"hbm_bandwidth\": 1,\n"
                         " \"hbm_capacity\": 1, \"op_overhead\": 1, \"matmul_efficiency\": {\"bf16\": 1.5}}",
                         "p.json:2:69: error: \"bf16\" in \"matmul_efficiency\" must be a fraction in (0, 1], got 1.5"));
}

static void test_non_positive_figures_are_errors_at_their_value(void) {
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1,\n"
                         " \"hbm_bandwidth\": -2e11}",
                         "p.json:2:19: error: \"hbm_bandwidth\" in the profile must be a positive number (bytes/s), "
                         "got -2e+11"));
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 0}}",
                         "p.json:1:39: error: \"f32\" in \"matmul_flops\" must be a positive number (FLOP/s), got 0"));
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1, \"hbm_bandwidth\": 1,\n"
                         " \"hbm_capacity\": 1, \"op_overhead\": 1, \"links\": [\n"
                         "  {\"name\": \"a\", \"devices\": 0, \"bandwidth\": -1, \"latency\": 1}]}",
                         "p.json:3:44: error: \"bandwidth\" in link 1 must be a positive number (bytes/s one device "
                         "sends), got -1"));
  CHECK(parse_fails_with("{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": \"fast\"}",
                         "p.json:1:59: error: \"vector_flops\" in the profile must be a positive number (FLOP/s of "
                         "elementwise work)"));
}

static void test_missing_figure_is_an_error_at_the_object(void) {
  CHECK(parse_fails_with("  {\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}}",
                         "p.json:1:3: error: the profile has no \"vector_flops\" (FLOP/s of elementwise work)"));
  CHECK(parse_fails_with("{\"matmul_flops\": {\"f32\": 1}}", "p.json:1:1: error: the profile has no \"name\""));
}

static void test_bad_algorithm_is_an_error_naming_ring(void) {
  const char *prefix =
      "{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1, \"hbm_bandwidth\": 1,\n"
      " \"hbm_capacity\": 1, \"op_overhead\": 1,\n"
      " \"links\": [{\"name\": \"a\", \"devices\": 0, \"bandwidth\": 1, \"latency\": 1}],\n";
  char json[512];
  snprintf(json, sizeof json, "%s \"algorithm\": \"tree\"}", prefix);
  CHECK(parse_fails_with(json, "p.json:4:15: error: unknown \"algorithm\" \"tree\" (known: \"ring\")"));
  snprintf(json, sizeof json, "%s \"algorithm\": \"ring\"}", prefix);
  pt_hw hw;
  pt_status *s = pt_hw_parse(json, strlen(json), "p.json", &hw);
  CHECK(!s && hw.algorithm == PT_COLL_ALGO_RING);
  pt_status_free(s);
}

static void test_link_levels_must_grow_outwards_and_only_the_last_is_unbounded(void) {
  const char *head =
      "{\"name\": \"x\", \"matmul_flops\": {\"f32\": 1}, \"vector_flops\": 1, \"hbm_bandwidth\": 1,\n"
      " \"hbm_capacity\": 1, \"op_overhead\": 1, \"links\": [\n";
  char json[768];
  snprintf(json, sizeof json,
           "%s  {\"name\": \"a\", \"devices\": 0, \"bandwidth\": 1, \"latency\": 1},\n"
           "  {\"name\": \"b\", \"devices\": 0, \"bandwidth\": 1, \"latency\": 1}]}",
           head);
  CHECK(parse_fails_with(json, "p.json:3:28: error: only the last link level may have \"devices\": 0 (unbounded); "
                               "link 1 is followed by another level"));
  snprintf(json, sizeof json,
           "%s  {\"name\": \"a\", \"devices\": 8, \"bandwidth\": 1, \"latency\": 1},\n"
           "  {\"name\": \"b\", \"devices\": 4, \"bandwidth\": 1, \"latency\": 1}]}",
           head);
  CHECK(parse_fails_with(json, "p.json:4:28: error: link 2 connects 4 devices, no more than link 1 (8): levels go "
                               "from inner to outer, each wider than the last"));
  snprintf(json, sizeof json, "%s]}", head);
  CHECK(parse_fails_with(json, "p.json:2:48: error: \"links\" must be a list of 1 to 4 link levels, inner to outer"));
  snprintf(json, sizeof json, "%s  {\"name\": \"a\", \"devices\": 2.5, \"bandwidth\": 1, \"latency\": 1}]}", head);
  CHECK(parse_fails_with(json, "p.json:3:28: error: \"devices\" in link 1 must be a whole number >= 0"));
}

static void test_malformed_json_and_non_objects_are_located(void) {
  CHECK(parse_fails_with("{\"name\": \"x\",\n  \"matmul_flops\": {\"f32\": 1", "p.json:2:28: error: truncated profile: "
                                                                           "unexpected end of the JSON text"));
  CHECK(parse_fails_with("[1, 2]", "p.json:1:1: error: a hardware profile is a JSON object (see examples/hw/)"));
  CHECK(parse_fails_with("{} x", "p.json:1:4: error: unexpected text after the end of the profile"));
}

static void test_unknown_profile_name_lists_the_builtins(void) {
  pt_hw hw;
  pt_status *s = pt_hw_load("a100", &hw);
  CHECK(s != NULL);
  if (s) {
    CHECK(strcmp(pt_status_message(s), "error: unknown hardware profile 'a100' (built-in profiles: tpu-v3, tpu-v4, "
                                       "a100-40gb, a100-80gb, h100-sxm, host; or a path to a JSON profile)") == 0);
    pt_status_free(s);
  }
  /* Something that looks like a path keeps the file error and adds the list. */
  s = pt_hw_load("no/such/profile.json", &hw);
  CHECK(s != NULL && strstr(pt_status_message(s), "no/such/profile.json") &&
        strstr(pt_status_message(s), "built-in profiles: tpu-v3"));
  pt_status_free(s);
}

/* ---- link levels ---- */

static void test_a100_model_axis_inside_node_uses_nvlink_batch_uses_infiniband(void) {
  pt_hw hw = load_ok("a100-40gb");
  pt_mesh mesh = mesh_of("batch=8,model=8");
  /* model: stride 1, span 8 = one node; batch: stride 8, span 64. */
  CHECK(pt_hw_link_for(&hw, &mesh, 1u << 1) == &hw.links[0]);
  CHECK(pt_hw_link_for(&hw, &mesh, 1u << 0) == &hw.links[1]);
  CHECK(pt_hw_link_for(&hw, &mesh, (1u << 0) | (1u << 1)) == &hw.links[1]);
  CHECK(strcmp(pt_hw_link_for(&hw, &mesh, 1u << 1)->name, "nvlink3") == 0);
  /* A minor axis of 2 inside a node of 8 devices, a major one of 4: span 8. */
  pt_mesh small = mesh_of("data=4,model=2");
  CHECK(pt_hw_link_for(&hw, &small, 1u << 0) == &hw.links[0]);
  /* With model=16 even the model axis leaves the node. */
  pt_mesh wide = mesh_of("batch=2,model=16");
  CHECK(pt_hw_link_for(&hw, &wide, 1u << 1) == &hw.links[1]);
}

static void test_link_for_three_levels_and_no_wide_enough_level_gives_outermost(void) {
  const char *json =
      "{\"name\": \"three\", \"matmul_flops\": {\"f32\": 1e12}, \"vector_flops\": 1e11, \"hbm_bandwidth\": 1e11,\n"
      " \"hbm_capacity\": 1e9, \"op_overhead\": 1e-6, \"links\": [\n"
      "  {\"name\": \"chip\", \"devices\": 2, \"bandwidth\": 4e11, \"latency\": 1e-6},\n"
      "  {\"name\": \"board\", \"devices\": 8, \"bandwidth\": 1e11, \"latency\": 2e-6},\n"
      "  {\"name\": \"rack\", \"devices\": 32, \"bandwidth\": 1e10, \"latency\": 5e-6}]}";
  pt_hw hw;
  pt_status *s = pt_hw_parse(json, strlen(json), "three.json", &hw);
  CHECK(!s);
  pt_status_free(s);
  pt_mesh mesh = mesh_of("a=4,b=4,c=2");
  /* c: span 2 -> chip; b: span 8 -> board; a: span 32 -> rack. */
  CHECK(pt_hw_link_for(&hw, &mesh, 1u << 2) == &hw.links[0]);
  CHECK(pt_hw_link_for(&hw, &mesh, 1u << 1) == &hw.links[1]);
  CHECK(pt_hw_link_for(&hw, &mesh, 1u << 0) == &hw.links[2]);
  CHECK(pt_hw_link_for(&hw, &mesh, (1u << 1) | (1u << 2)) == &hw.links[1]);
  /* 64 devices: no level is wide enough, so the outermost. */
  pt_mesh big = mesh_of("x=8,y=8");
  CHECK(pt_hw_link_for(&hw, &big, 1u << 0) == &hw.links[2]);
  CHECK(pt_hw_link_for(&hw, &big, 1u << 1) == &hw.links[1]);
}

/* ---- host ---- */

static void test_host_calibration_gives_positive_finite_figures(void) {
  struct timespec t0, t1;
  clock_gettime(CLOCK_MONOTONIC, &t0);
  pt_hw hw = load_ok("host");
  clock_gettime(CLOCK_MONOTONIC, &t1);
  double seconds = (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec);
  CHECK(strcmp(hw.name, "host") == 0);
  CHECK(strstr(hw.source, "measured") != NULL);
  CHECK(positive_finite(hw.matmul_flops[PT_DTYPE_F32]));
  CHECK(positive_finite(hw.vector_flops));
  CHECK(positive_finite(hw.hbm_bandwidth));
  CHECK(positive_finite(hw.hbm_capacity));
  CHECK(positive_finite(hw.op_overhead));
  CHECK(hw.parallel_devices >= 1);
  CHECK(hw.n_links == 1 && hw.links[0].devices == 0);
  CHECK(strcmp(hw.links[0].name, "shared memory") == 0);
  CHECK(positive_finite(hw.links[0].bandwidth));
  CHECK(positive_finite(hw.links[0].latency));
  /* Informational only: speed depends on the machine and the build. */
  fprintf(stderr,
          "host (%.3f s to calibrate): matmul %.3g FLOP/s, vector %.3g FLOP/s, memory %.3g B/s, op %.3g s, "
          "%u cores, shared memory %.3g B/s, latency %.3g s\n",
          seconds, hw.matmul_flops[PT_DTYPE_F32], hw.vector_flops, hw.hbm_bandwidth, hw.op_overhead,
          hw.parallel_devices, hw.links[0].bandwidth, hw.links[0].latency);
  /* Any mesh uses the one level. */
  pt_mesh mesh = mesh_of("a=2,b=2");
  CHECK(pt_hw_link_for(&hw, &mesh, 3u) == &hw.links[0]);
}

int main(void) {
  test_every_builtin_loads_with_positive_figures_and_its_own_name();
  test_accelerators_are_faster_in_bf16_than_f32_and_slower_outwards();
  test_builtin_figures_match_the_datasheets();
  test_example_json_files_equal_their_builtins_field_by_field();
  test_minimal_json_profile_parses_with_defaults();
  test_unknown_key_is_located_and_lists_the_expected_keys();
  test_missing_f32_rate_is_an_error_at_matmul_flops();
  test_accelerator_keys_parse_and_check_their_ranges();
  test_non_positive_figures_are_errors_at_their_value();
  test_missing_figure_is_an_error_at_the_object();
  test_bad_algorithm_is_an_error_naming_ring();
  test_link_levels_must_grow_outwards_and_only_the_last_is_unbounded();
  test_malformed_json_and_non_objects_are_located();
  test_unknown_profile_name_lists_the_builtins();
  test_a100_model_axis_inside_node_uses_nvlink_batch_uses_infiniband();
  test_link_for_three_levels_and_no_wide_enough_level_gives_outermost();
  test_host_calibration_gives_positive_finite_figures();
  printf("test_sim_hw: %d checks, %d failures\n", checks, failures);
  return failures ? 1 : 0;
}
