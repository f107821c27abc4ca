/* run.c - `partir run`: a function of a module through the reference
 * interpreter, or every function of a self-checking test file.
 *
 * A normal run prints one line per output (name from jax.result_info,
 * type, min/max/mean and NaN count), the peak of live buffers and the
 * elapsed time; a test file (no --func, every public function without
 * arguments) prints PASS/FAIL per function and a summary. Exit status:
 * 0 success, 1 an error or a failed check, 2 a usage error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

const char cli_run_help[] =
    "usage: partir run FILE [--func NAME] [--inputs A.npy,B.npy | --seed N] [--out DIR]\n"
    "                       [--dump-inputs DIR] [--profile] [--max-while-iterations N] [--max-memory SIZE]\n"
    "       partir run FILE --mesh AXES (--schedule S.json | --tile SELECTOR:DIM:AXIS ...) --verify\n"
    "                       [--func NAME] [--inputs ... | --seed N] [--no-cse] [--no-peepholes] [--no-combine]\n"
    "                       [--max-devices N] [--max-while-iterations N] [--max-memory SIZE]\n"
    "\n"
    "Runs a function of FILE with partir's reference interpreter and prints, for\n"
    "each output, its name (jax.result_info), type and min/max/mean/NaN count,\n"
    "then the peak of live buffers and the elapsed time.\n"
    "\n"
    "  --func NAME       the function to run (default: @main, or the only one)\n"
    "  --inputs LIST     comma-separated .npy files, one per argument that is not\n"
    "                    a token, in order; element types and shapes must match\n"
    "  --seed N          without --inputs, generate the inputs from seed N\n"
    "                    (default 0): floats uniform in [-1, 1), integers uniform\n"
    "                    in [0, 8) (so token ids, labels and indices stay in\n"
    "                    range), booleans fair. A seed always gives the same bytes.\n"
    "  --out DIR         write the outputs to DIR/out_0.npy, out_1.npy, ... (DIR\n"
    "                    is created; either every file is written or none)\n"
    "  --dump-inputs DIR write the inputs used to DIR/in_0.npy, in_1.npy, ...\n"
    "  --profile         print the wall time spent per op kind\n"
    "  --max-while-iterations N\n"
    "                    stop with an error when a while loop runs more than N times\n"
    "                    (default 10000000; 0: no limit)\n"
    "  --max-memory SIZE bytes of tensor data the run may hold at once (inputs, values,\n"
    "                    outputs; with --verify, the reference's and every device's);\n"
    "                    a tensor beyond it is an error at its argument or op, before\n"
    "                    it is allocated. SIZE is bytes or has a suffix K, M, G, T\n"
    "                    (powers of 1000). Default: half of this machine's memory\n"
    "\n"
    "Verified SPMD execution:\n"
    "  --mesh AXES --schedule S.json | --tile SELECTOR:DIM:AXIS ...  --verify\n"
    "                    partition the function (as `partir partition` does), run\n"
    "                    the SPMD program on one thread per device and the original\n"
    "                    with the reference interpreter on the same inputs, and\n"
    "                    compare each device's outputs with its chunk of the\n"
    "                    reference: bit-identical where every op on the output's\n"
    "                    path does the reference's arithmetic in its order, else\n"
    "                    (a split reduction, a dot or reduce-add on chunks) within\n"
    "                    a tolerance printed with the largest error. Exit status\n"
    "                    1 when any output differs. --no-cse (--cse, the default),\n"
    "                    --no-peepholes and --no-combine are passed to the lowering, --threads\n"
    "                    to propagation.\n"
    "  --max-devices N   refuse meshes of more than N devices (default 256, at most\n"
    "                    4096): each device is a thread running its own interpreter,\n"
    "                    with its own copy of what is not tiled (the MLP example on\n"
    "                    256 devices takes 11 s and 2.4 GB on 2 cores); their tensors\n"
    "                    share --max-memory. `partir simulate` predicts larger meshes\n"
    "\n"
    "Self-checking tests (the conventions of StableHLO's interpreter tests): when\n"
    "no --func is given and every public function of FILE takes no arguments,\n"
    "each function runs and prints `PASS name` or `FAIL name: <first failed\n"
    "check: where, first differing index, got and expected values>`, then a\n"
    "summary. Checks are the ops check.expect_eq, check.expect_eq_const,\n"
    "check.expect_almost_eq, check.expect_almost_eq_const, check.expect_close and\n"
    "the custom calls @check.eq, @check.expect_eq, @check.expect_almost_eq,\n"
    "@check.expect_close. A failed check fails a normal run as well.\n"
    "\n"
    "Exit status: 0 success, 1 an error or a failed check, 2 a usage error.\n";

typedef struct {
  const char *file;
  const char *func;
  char *inputs_arg; /* copy of --inputs, split in place */
  const char **inputs;
  uint32_t n_inputs;
  int has_seed;
  uint64_t seed;
  const char *out;
  const char *dump_inputs;
  int profile;
  uint64_t max_while; /* 0: the default; UINT64_MAX: none */
  uint64_t max_memory;
  uint32_t max_devices;
  /* Verified execution: the partitioning (file and func above, mesh,
   * tiles, schedule in `plan`) and the SPMD lowering's options. */
  cli_plan plan;
  int verify;
  partir_spmd_options spmd;
} run_args;

/* A decimal number without sign; false on anything else or overflow. */
static int parse_u64(const char *s, uint64_t *out) {
  if (!*s) return 0;
  uint64_t v = 0;
  for (; *s; s++) {
    if (*s < '0' || *s > '9') return 0;
    unsigned d = (unsigned)(*s - '0');
    if (v > (UINT64_MAX - d) / 10) return 0;
    v = v * 10 + d;
  }
  *out = v;
  return 1;
}

static int split_inputs(run_args *a, const char *list) {
  a->inputs_arg = malloc(strlen(list) + 1);
  if (!a->inputs_arg) return cli_usage_error("out of memory");
  strcpy(a->inputs_arg, list);
  uint32_t n = 1;
  for (const char *c = list; *c; c++) n += *c == ',';
  a->inputs = calloc(n, sizeof *a->inputs);
  if (!a->inputs) return cli_usage_error("out of memory");
  char *p = a->inputs_arg;
  for (;;) {
    char *comma = strchr(p, ',');
    if (comma) *comma = 0;
    if (!*p) return cli_usage_error("run: --inputs has an empty file name");
    a->inputs[a->n_inputs++] = p;
    if (!comma) break;
    p = comma + 1;
  }
  return 0;
}

/* "8G" -> 8e9: a decimal number of bytes, or one followed by K, M, G or T
 * (powers of 1000); false on anything else, 0 or overflow. */
static int parse_size(const char *s, uint64_t *out) {
  static const char suffixes[] = "KMGT";
  size_t n = strlen(s);
  uint64_t scale = 1;
  const char *k = n ? strchr(suffixes, s[n - 1] >= 'a' ? s[n - 1] - 'a' + 'A' : s[n - 1]) : NULL;
  char digits[32];
  if (k) {
    for (const char *q = suffixes; q <= k; q++) scale *= 1000;
    n--;
  }
  if (n == 0 || n >= sizeof digits) return 0;
  memcpy(digits, s, n);
  digits[n] = 0;
  uint64_t v;
  if (!parse_u64(digits, &v) || v == 0 || v > UINT64_MAX / scale) return 0;
  *out = v * scale;
  return 1;
}

/* Fills a from argv[2..]; returns 0, or the exit status to stop with
 * (*stop set after --help). */
static int parse_run_args(int argc, char **argv, run_args *a, int *stop) {
  for (int i = 2; i < argc; i++) {
    const char *o = argv[i];
    int has_value = i + 1 < argc;
    if (strcmp(o, "--help") == 0 || strcmp(o, "-h") == 0) {
      fputs(cli_run_help, stdout);
      *stop = 1;
      return 0;
    } else if (strcmp(o, "--profile") == 0) {
      a->profile = 1;
    } else if (strcmp(o, "--verify") == 0) {
      a->verify = 1;
    } else if (strcmp(o, "--cse") == 0) {
      a->spmd.no_cse = 0;
    } else if (strcmp(o, "--no-cse") == 0) {
      a->spmd.no_cse = 1;
    } else if (strcmp(o, "--no-peepholes") == 0) {
      a->spmd.no_peepholes = 1;
    } else if (strcmp(o, "--no-combine") == 0) {
      a->spmd.no_combine = 1;
    } else if (strcmp(o, "--mesh") == 0 || strcmp(o, "--tile") == 0 || strcmp(o, "--schedule") == 0 ||
               strcmp(o, "--threads") == 0 || strncmp(o, "--from-annotations", 18) == 0) {
      if (cli_plan_option(&a->plan, "run", argc, argv, &i) < 0) return CLI_EXIT_USAGE;
    } else if (strcmp(o, "--func") == 0 || strcmp(o, "--inputs") == 0 || strcmp(o, "--seed") == 0 ||
               strcmp(o, "--out") == 0 || strcmp(o, "--dump-inputs") == 0 ||
               strcmp(o, "--max-while-iterations") == 0 || strcmp(o, "--max-memory") == 0 ||
               strcmp(o, "--max-devices") == 0) {
      if (!has_value) return cli_usage_error("run: option '%s' needs a value", o);
      const char *v = argv[++i];
      if (strcmp(o, "--func") == 0) {
        a->func = v[0] == '@' ? v + 1 : v;
      } else if (strcmp(o, "--inputs") == 0) {
        if (a->inputs_arg) return cli_usage_error("run: --inputs given twice");
        int rc = split_inputs(a, v);
        if (rc) return rc;
      } else if (strcmp(o, "--seed") == 0) {
        if (!parse_u64(v, &a->seed)) return cli_usage_error("run: --seed needs a non-negative integer, got '%s'", v);
        a->has_seed = 1;
      } else if (strcmp(o, "--out") == 0) {
        a->out = v;
      } else if (strcmp(o, "--dump-inputs") == 0) {
        a->dump_inputs = v;
      } else if (strcmp(o, "--max-memory") == 0) {
        if (!parse_size(v, &a->max_memory))
          return cli_usage_error("run: --max-memory needs a size in bytes such as 8000000000 or 8G, got '%s'", v);
      } else if (strcmp(o, "--max-devices") == 0) {
        uint64_t n;
        if (!parse_u64(v, &n) || n < 1 || n > 4096)
          return cli_usage_error("run: --max-devices needs an integer from 1 to 4096, got '%s'", v);
        a->max_devices = (uint32_t)n;
      } else if (!parse_u64(v, &a->max_while)) {
        return cli_usage_error("run: --max-while-iterations needs a non-negative integer, got '%s'", v);
      } else if (a->max_while == 0) {
        a->max_while = UINT64_MAX; /* no limit */
      }
    } else if (o[0] == '-' && o[1] != 0) {
      return cli_usage_error("run: unknown option '%s'", o);
    } else if (a->file) {
      return cli_usage_error("more than one input file: '%s'", o);
    } else {
      a->file = o;
    }
  }
  if (!a->file) return cli_usage_error("run: missing input FILE (use '-' for standard input)");
  if (a->inputs_arg && a->has_seed) return cli_usage_error("run: give either --inputs or --seed, not both");
  if (a->plan.mesh || a->plan.schedule || a->plan.n_tiles || a->plan.from_annotations || a->verify) {
    a->plan.file = a->file;
    a->plan.func = a->func;
    int rc = cli_plan_check(&a->plan, "run");
    if (rc) return rc;
    if (!a->verify)
      return cli_usage_error("run: with --mesh, add --verify (the SPMD program runs next to the reference)");
    if (a->out || a->dump_inputs || a->profile)
      return cli_usage_error("run: --out, --dump-inputs and --profile are for plain runs, not --verify");
  } else if (a->max_devices) {
    return cli_usage_error("run: --max-devices is for --verify");
  }
  return 0;
}

/* ---- one function ------------------------------------------------------------------ */

static void print_type(char *buf, size_t cap, const partir_tensor *t) {
  if (strcmp(t->dtype, "token") == 0) {
    snprintf(buf, cap, "!stablehlo.token");
    return;
  }
  size_t n = (size_t)snprintf(buf, cap, "tensor<");
  for (uint32_t d = 0; d < t->rank && n < cap; d++) n += (size_t)snprintf(buf + n, cap - n, "%lldx", (long long)t->dims[d]);
  if (n < cap) snprintf(buf + n, cap - n, "%s>", t->dtype);
}

static int print_outputs(const run_args *a, const partir_run_result *r) {
  uint32_t n;
  const partir_tensor *outs = partir_run_result_outputs(r, &n);
  int name_w = 0, type_w = 0;
  char type[160];
  for (uint32_t i = 0; i < n; i++) {
    const char *name = partir_run_result_output_name(r, i);
    int len = name ? (int)strlen(name) : 1;
    if (len > name_w) name_w = len > 40 ? 40 : len;
    print_type(type, sizeof type, &outs[i]);
    if ((int)strlen(type) > type_w) type_w = (int)strlen(type);
  }
  uint32_t n_in;
  partir_run_result_inputs(r, &n_in);
  printf("@%s: %u output%s; inputs %s", partir_run_result_function(r), n, n == 1 ? "" : "s",
         a->inputs_arg ? "from .npy files" : n_in ? "generated from seed " : "none");
  if (!a->inputs_arg && n_in) printf("%llu", (unsigned long long)a->seed);
  printf("\n");
  for (uint32_t i = 0; i < n; i++) {
    const char *name = partir_run_result_output_name(r, i);
    print_type(type, sizeof type, &outs[i]);
    printf("  out_%-3u %-*s  %-*s", i, name_w, name ? name : "-", type_w, type);
    partir_tensor_summary st;
    partir_status *s = partir_tensor_summarize(&outs[i], &st);
    if (s) return cli_report(s);
    if (strcmp(outs[i].dtype, "token") != 0 && st.n_elements > st.n_nan)
      printf("  min %-11.5g max %-11.5g mean %-11.5g nan %llu", st.min, st.max, st.mean, (unsigned long long)st.n_nan);
    else if (strcmp(outs[i].dtype, "token") != 0)
      printf("  (%s)", st.n_elements ? "all NaN" : "empty");
    printf("\n");
  }
  partir_run_stats rs;
  partir_run_result_stats(r, &rs);
  char peak[32];
  cli_human(peak, sizeof peak, (double)rs.peak_live_bytes, "B", 0);
  printf("peak live buffers: %s\n", peak);
  if (rs.seconds >= 1)
    printf("elapsed: %.2f s", rs.seconds);
  else
    printf("elapsed: %.*f ms", rs.seconds < 0.01 ? 3 : 1, rs.seconds * 1e3);
  printf(" (%llu op%s)\n", (unsigned long long)rs.n_ops, rs.n_ops == 1 ? "" : "s");
  return 0;
}

static void print_profile(const partir_run_result *r) {
  uint32_t n;
  const partir_op_profile *p = partir_run_result_profile(r, &n);
  partir_run_stats rs;
  partir_run_result_stats(r, &rs);
  printf("profile (wall time per op kind; ops in while/if/case bodies also count in their parent):\n");
  printf("  %-34s %10s %12s %7s\n", "op", "count", "seconds", "%");
  for (uint32_t i = 0; i < n; i++)
    printf("  %-34s %10llu %12.6f %6.1f%%\n", p[i].op, (unsigned long long)p[i].count, p[i].seconds,
           rs.seconds > 0 ? 100.0 * p[i].seconds / rs.seconds : 0.0);
}

static partir_run_options run_options(const run_args *a) {
  partir_run_options o = {0};
  o.input_paths = a->inputs;
  o.n_input_paths = a->n_inputs;
  o.seed = a->seed;
  o.max_while_iterations = a->max_while;
  o.profile = a->profile;
  o.max_memory_bytes = a->max_memory;
  o.max_devices = a->max_devices;
  return o;
}

/* " (+3 more failed checks)" */
static void more_failures(char *buf, size_t cap, uint64_t failed) {
  if (failed > 1)
    snprintf(buf, cap, " (+%llu more failed check%s)", (unsigned long long)(failed - 1), failed > 2 ? "s" : "");
  else
    buf[0] = 0;
}

static int run_one(const run_args *a, partir_module *m, const char *func) {
  partir_run_options o = run_options(a);
  partir_run_result *r;
  partir_status *s = partir_run(m, func, &o, &r);
  if (s) return cli_report(s);
  int rc = print_outputs(a, r);
  if (!rc && a->profile) print_profile(r);
  partir_run_stats rs;
  partir_run_result_stats(r, &rs);
  if (!rc && rs.n_checks) {
    if (rs.n_checks_failed) {
      char more[64];
      more_failures(more, sizeof more, rs.n_checks_failed);
      printf("FAIL %s: %s%s\n", partir_run_result_function(r), rs.check_failure, more);
      rc = 1;
    } else {
      printf("checks: %llu passed\n", (unsigned long long)rs.n_checks);
    }
  }
  if (fflush(stdout) != 0) rc = cli_write_stdout("", 0);
  /* Outputs are written even when a check failed: they are complete, and
   * they are what one looks at next. */
  uint32_t n;
  const partir_tensor *t = partir_run_result_outputs(r, &n);
  if (a->out && (s = partir_npy_write_dir(a->out, "out_", t, n)) != NULL) rc = cli_report(s);
  t = partir_run_result_inputs(r, &n);
  if (a->dump_inputs && (s = partir_npy_write_dir(a->dump_inputs, "in_", t, n)) != NULL) rc = cli_report(s);
  partir_run_result_free(r);
  return rc;
}

/* ---- a test file ------------------------------------------------------------------- */

static int run_tests(const run_args *a, partir_module *m) {
  uint32_t n = partir_module_num_functions(m), passed = 0;
  uint64_t checks = 0;
  partir_run_options o = run_options(a);
  for (uint32_t i = 0; i < n; i++) {
    const char *name = partir_module_function_name(m, i);
    partir_run_result *r;
    partir_status *s = partir_run(m, name, &o, &r);
    if (s) {
      printf("FAIL %s: %s\n", name, partir_status_message(s));
      partir_status_free(s);
      continue;
    }
    partir_run_stats rs;
    partir_run_result_stats(r, &rs);
    checks += rs.n_checks;
    if (rs.n_checks_failed) {
      char more[64];
      more_failures(more, sizeof more, rs.n_checks_failed);
      printf("FAIL %s: %s%s\n", name, rs.check_failure, more);
    } else {
      printf("PASS %s\n", name);
      passed++;
    }
    partir_run_result_free(r);
  }
  printf("%u test%s, %llu check%s: %u passed, %u failed\n", n, n == 1 ? "" : "s", (unsigned long long)checks,
         checks == 1 ? "" : "s", passed, n - passed);
  int rc = cli_write_stdout("", 0);
  return passed == n ? rc : 1;
}

/* A test file: no function chosen and none takes arguments. */
static int is_test_file(const run_args *a, const partir_module *m) {
  uint32_t n = partir_module_num_functions(m);
  if (a->func || n == 0) return 0;
  for (uint32_t i = 0; i < n; i++)
    if (partir_module_function_num_args(m, i)) return 0;
  return 1;
}

/* ---- verified SPMD execution ----------------------------------------------------------- */

static partir_status *tactic_line(void *ctx, partir_partition *p, const partir_tactic_info *t) {
  (void)ctx;
  (void)p;
  printf("tactic %u (%s) on '%s': %u seeds, %u propagated decisions\n", t->index, t->name, t->axis, t->n_seeds,
         t->n_decided);
  return NULL;
}

static int run_verify(const run_args *a) {
  partir_module *m;
  partir_partition *p;
  int rc = cli_plan_apply(&a->plan, &m, &p, tactic_line, NULL);
  if (!rc) {
    partir_run_options o = run_options(a);
    char *text = NULL;
    int agree = 0;
    partir_status *s = partir_partition_verify(p, &o, &a->spmd, &text, &agree);
    if (s) {
      rc = cli_report(s);
    } else {
      rc = cli_write_stdout(text, strlen(text));
      if (!rc && !agree) rc = 1;
    }
    free(text);
  }
  cli_plan_release(m, p);
  return rc;
}

int cli_run(int argc, char **argv) {
  run_args a;
  memset(&a, 0, sizeof a);
  if (cli_plan_init(&a.plan, argc)) return 1;
  int stop = 0;
  int rc = parse_run_args(argc, argv, &a, &stop);
  if (!rc && !stop && a.verify) {
    rc = run_verify(&a);
  } else if (!rc && !stop) {
    partir_module *m;
    partir_status *s = cli_load(a.file, &m);
    if (s) {
      rc = cli_report(s);
    } else {
      if (!is_test_file(&a, m))
        rc = run_one(&a, m, a.func);
      else if (a.inputs_arg || a.out || a.dump_inputs || a.profile)
        rc = cli_usage_error("run: %s is a test file (no function takes arguments); choose a function with "
                             "--func to use --inputs, --out, --dump-inputs or --profile",
                             a.file);
      else
        rc = run_tests(&a, m);
      partir_module_free(m);
    }
  }
  free(a.inputs_arg);
  free(a.inputs);
  cli_plan_free(&a.plan);
  return rc;
}
