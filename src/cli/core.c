/* core.c - `partir core`: apply tile actions and per-axis propagation to a
 * function, then print it as PartIR:Core and list where propagation
 * stopped. Uses nothing but include/partir.h.
 *
 * Tactics follow the command line: consecutive --tile options on the same
 * axis form one tactic; a --tile on another axis ends it (its axis is then
 * propagated) and starts the next. Or they come from a --schedule file
 * (JSON, see README.md); the two are not combined, so the priority order is
 * always written in one place. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

const char cli_core_help[] =
    "usage: partir core FILE --mesh AXES (--tile SELECTOR:DIM:AXIS [--tile ...] | --schedule S.json)\n"
    "                   [--func NAME] [--check]\n"
    "\n"
    "Partitions a function (default @main) over a device mesh and prints it\n"
    "as PartIR:Core: each op whose results are tiled or partial on some axes\n"
    "inside one `loop` per axis, with `slice`s of its operands and local\n"
    "types. Then lists the conflicts: where propagation stopped, the values\n"
    "and the tactics that collided.\n"
    "\n"
    "  --mesh AXES   axis names and sizes, e.g. batch=2,model=4\n"
    "  --tile SELECTOR:DIM:AXIS\n"
    "                tile dim DIM of the values SELECTOR names on AXIS. SELECTOR\n"
    "                is an argument index, a jax.arg_info / jax.result_info name,\n"
    "                a glob with * and ? (e.g. params['layers'][*]['mlp']['w_in']),\n"
    "                or re:REGEX (POSIX extended, matching the whole name).\n"
    "                Consecutive --tile on one axis form one tactic; tactics run\n"
    "                in command-line order, each followed by propagation on its\n"
    "                axis, and never change what an earlier tactic decided.\n"
    "  --schedule S.json\n"
    "                the tactics from a JSON schedule file, in order, e.g.\n"
    "                [{\"builtin\": \"BP\", \"axis\": \"batch\"},\n"
    "                 {\"axis\": \"model\", \"inputs\": {\"params['w']\": 1}}]\n"
    "                (built-ins: BP, MP, Z2, Z3, EMB); not combined with --tile.\n"
    "                One comment line per tactic reports its seeds, propagated\n"
    "                decisions and new conflicts.\n"
    "  --func NAME   the function to partition\n"
    "  --threads N   threads propagation may use on large programs (default:\n"
    "                one per processor, at most 8); the result is the same\n"
    "  --check       also lower the Core program to sequential StableHLO (loops\n"
    "                unrolled), run it and the original with the reference\n"
    "                interpreter on the same seeded inputs and compare the\n"
    "                outputs (floats within a relative 1e-3, the rest exactly);\n"
    "                exit 1 when they differ. For small meshes.\n";

/* One comment line per --tile option once its tactic has propagated:
 * the options, in order, are the manual tactics' inputs. */
typedef struct {
  const partir_tile_option *tiles;
  int next; /* the first option not yet printed */
} tile_lines;

static partir_status *print_tile_lines(void *ctx, partir_partition *p, const partir_tactic_info *t) {
  (void)p;
  tile_lines *tl = ctx;
  for (uint32_t k = 0; k < t->n_inputs; k++, tl->next++) {
    const partir_tile_option *o = &tl->tiles[tl->next];
    uint32_t count = t->input_seeds[k];
    printf("// tactic %u on \"%s\": tile %s dim %lld (%u value%s)\n", t->index, o->axis, o->selector,
           (long long)o->dim, count, count == 1 ? "" : "s");
  }
  return NULL;
}

/* The --tile options read into a schedule and applied as one. */
static int apply_tactics(partir_partition *p, const partir_tile_option *tiles, int n) {
  partir_schedule *sched = NULL;
  partir_status *s = partir_schedule_from_options(NULL, tiles, (uint32_t)n, &sched);
  tile_lines tl = {tiles, 0};
  if (!s) s = partir_partition_apply_parsed_schedule_each(p, sched, 0, print_tile_lines, &tl, NULL);
  partir_schedule_free(sched);
  return s ? cli_report(s) : 0;
}

static int apply_schedule(partir_partition *p, const char *path) {
  size_t len;
  char *text = cli_read_schedule(path, &len);
  if (!text) return 1;
  char *report = NULL;
  partir_status *s = partir_partition_apply_schedule(p, text, len, path, 0, &report);
  free(text);
  if (s) return cli_report(s);
  /* As comments, so the output stays Core text. */
  for (char *line = report; *line;) {
    char *nl = strchr(line, '\n');
    size_t l = nl ? (size_t)(nl - line) : strlen(line);
    printf("// %.*s\n", (int)l, line);
    line += l + (nl ? 1 : 0);
  }
  free(report);
  return 0;
}

static int print_result(const partir_partition *p) {
  char *text;
  size_t len;
  partir_status *s = partir_partition_print_core(p, &text, &len);
  if (s) return cli_report(s);
  int rc = cli_write_stdout(text, len);
  free(text);
  if (rc) return rc;
  s = partir_partition_conflicts(p, &text, &len);
  if (s) return cli_report(s);
  uint32_t n = partir_partition_num_conflicts(p);
  printf("\n// %u conflict%s%s\n", n, n == 1 ? "" : "s", n ? ":" : "");
  /* One comment line per conflict, so the output stays Core text. */
  for (char *line = text; *line;) {
    char *nl = strchr(line, '\n');
    size_t l = nl ? (size_t)(nl - line) : strlen(line);
    printf("// %.*s\n", (int)l, line);
    line += l + (nl ? 1 : 0);
  }
  free(text);
  return cli_write_stdout("", 0);
}

/* Largest |a - b| / (|b| + 1e-3) over float outputs; *exact counts the
 * bit-identical outputs; -1 when shapes or other types differ. */
static double compare_outputs(const partir_tensor *x, const partir_tensor *y, uint32_t n, uint32_t *exact) {
  double worst = 0;
  *exact = 0;
  for (uint32_t i = 0; i < n; i++) {
    if (x[i].nbytes != y[i].nbytes || strcmp(x[i].dtype, y[i].dtype) != 0) return -1;
    if (x[i].nbytes == 0 || memcmp(x[i].data, y[i].data, x[i].nbytes) == 0) {
      (*exact)++;
      continue;
    }
    bool f32 = strcmp(x[i].dtype, "f32") == 0, f64 = strcmp(x[i].dtype, "f64") == 0;
    if (!f32 && !f64) return -1;
    uint64_t ne = x[i].nbytes / (f32 ? 4 : 8);
    for (uint64_t e = 0; e < ne; e++) {
      double a = f32 ? ((const float *)x[i].data)[e] : ((const double *)x[i].data)[e];
      double b = f32 ? ((const float *)y[i].data)[e] : ((const double *)y[i].data)[e];
      if (a != a && b != b) continue;
      double d = a > b ? a - b : b - a, scale = (b < 0 ? -b : b) + 1e-3;
      if (!(d / scale <= worst)) worst = d / scale; /* NaN against a number counts as infinite */
      if (worst != worst) worst = 1e300;
    }
  }
  return worst;
}

/* --check: the sequential Core program against the original. */
static int check_sequential(partir_module *m, partir_partition *p, const char *func) {
  /* The partitioned function: --func, else @main, else the only one. */
  const char *name = func ? func : "main";
  bool has_main = false;
  for (uint32_t i = 0; i < partir_module_num_functions(m); i++)
    has_main |= strcmp(partir_module_function_name(m, i), "main") == 0;
  if (!func && !has_main && partir_module_num_functions(m) == 1) name = partir_module_function_name(m, 0);
  partir_module *seq = NULL;
  partir_status *s = partir_partition_lower_core(p, "partir_core_sequential", &seq);
  if (s) return cli_report(s);
  partir_run_options o = {0};
  partir_run_result *a = NULL, *b = NULL;
  s = partir_run(m, name, &o, &a);
  if (!s) s = partir_run(seq, "partir_core_sequential", &o, &b);
  partir_module_free(seq);
  if (s) {
    partir_run_result_free(a);
    return cli_report(s);
  }
  uint32_t na, nb, exact = 0;
  const partir_tensor *x = partir_run_result_outputs(b, &nb), *y = partir_run_result_outputs(a, &na);
  double worst = na == nb ? compare_outputs(x, y, na, &exact) : -1;
  int rc = worst < 0 || worst > 1e-3;
  printf("// sequential check (seed 0): %u outputs, %u bit-identical, largest relative difference %.2g: %s\n", na,
         exact, worst < 0 ? 0.0 : worst, rc ? "MISMATCH" : "ok");
  partir_run_result_free(a);
  partir_run_result_free(b);
  return rc;
}

int cli_core(int argc, char **argv) {
  const char *file = NULL, *mesh = NULL, *func = NULL, *schedule = NULL;
  partir_tile_option *tiles = calloc((size_t)argc, sizeof *tiles);
  if (!tiles) return 1;
  int n_tiles = 0, rc = 0, check = 0;
  unsigned threads = 0;
  for (int i = 2; i < argc && !rc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(cli_core_help, stdout);
      free(tiles);
      return 0;
    } else if (strcmp(a, "--check") == 0) {
      check = 1;
    } else if (strcmp(a, "--mesh") == 0 || strcmp(a, "--tile") == 0 || strcmp(a, "--func") == 0 ||
               strcmp(a, "--schedule") == 0 || strcmp(a, "--threads") == 0) {
      if (i + 1 >= argc) {
        rc = cli_usage_error("core: option '%s' needs a value", a);
        break;
      }
      char *v = argv[++i];
      if (a[2] == 'm') mesh = v;
      else if (a[2] == 'f') func = v;
      else if (a[2] == 's') schedule = v;
      else if (strcmp(a, "--threads") == 0) rc = cli_parse_threads("core", v, &threads);
      else rc = cli_parse_tile("core", v, &tiles[n_tiles++]);
    } else if (a[0] == '-' && a[1] != 0) {
      rc = cli_usage_error("core: unknown option '%s'", a);
    } else if (file) {
      rc = cli_usage_error("more than one input file: '%s'", a);
    } else {
      file = a;
    }
  }
  if (!rc && !file) rc = cli_usage_error("core: missing input FILE (use '-' for standard input)");
  if (!rc && !mesh) rc = cli_usage_error("core: missing --mesh AXES (e.g. --mesh batch=2,model=4)");
  if (!rc && schedule && n_tiles)
    rc = cli_usage_error("core: --schedule and --tile cannot be combined (put the --tile tactics in the schedule)");
  if (rc) {
    free(tiles);
    return rc;
  }
  partir_module *m;
  partir_status *s = cli_load(file, &m);
  if (s) {
    free(tiles);
    return cli_report(s);
  }
  partir_partition *p;
  s = partir_partition_new(m, func, mesh, &p);
  if (s) {
    rc = cli_report(s);
  } else {
    partir_partition_set_threads(p, threads);
    rc = schedule ? apply_schedule(p, schedule) : apply_tactics(p, tiles, n_tiles);
    if (!rc) rc = print_result(p);
    if (!rc && check) rc = check_sequential(m, p, func);
    partir_partition_free(p);
  }
  partir_module_free(m);
  free(tiles);
  return rc;
}
