/* partition.c - `partir partition`: apply a schedule (or --tile tactics)
 * one tactic at a time, report after each what it decided and what the
 * program will cost (collectives, per-device memory, and with --hw the
 * simulator's time and memory), and write the SPMD module (or the original
 * annotated with its shardings). `partir simulate` is the same with a
 * hardware profile required and the full simulation at the end. Uses
 * nothing but include/partir.h. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

const char cli_partition_help[] =
    "usage: partir partition FILE --mesh AXES (--schedule S.json | --tile SELECTOR:DIM:AXIS ...)\n"
    "                        [--func NAME] [--report text|json] [-o OUT.mlir] [--annotate[=D]]\n"
    "                        [--no-cse] [--no-peepholes] [--no-combine] [--combine-bytes=N]\n"
    "                        [--hw PROFILE] [--html REPORT.html]\n"
    "                        [--auto AXES [--memory-limit 80GB] [--budget S] [--iterations N] [--seed S]\n"
    "                         [--save-schedule FILE] [--quiet]]\n"
    "       partir partition FILE ... --report html -o REPORT.html\n"
    "\n"
    "Partitions a function (default @main) over a device mesh, one tactic at a\n"
    "time, and reports after every tactic: its seeds, the decisions propagation\n"
    "made, the new conflicts (where, which values, which tactics), the\n"
    "collectives the SPMD program would contain (kind, axes, count, bytes each\n"
    "device receives per step) and each device's share of the parameters,\n"
    "optimizer state and batch.\n"
    "\n"
    "  --mesh AXES       axis names and sizes, e.g. batch=2,model=4\n"
    "  --schedule S.json the tactics, in priority order (see README: Schedules)\n"
    "  --tile SELECTOR:DIM:AXIS\n"
    "                    a one-line manual tactic; consecutive --tile on one axis\n"
    "                    form one tactic (not combined with --schedule)\n"
    "  --report text|json|html  the report's format (default text); json prints\n"
    "                    one object {\"tactics\": [...]} at the end; html writes\n"
    "                    one self-contained page to -o REPORT.html instead of the\n"
    "                    module (summary, tactics, sharding map; with --hw the\n"
    "                    step's timeline and memory curve), for any browser\n"
    "  --html REPORT.html  write that page too, next to the text or JSON report\n"
    "                    (and the module of -o)\n"
    "  -o OUT.mlir       write the SPMD program: one function on device-local\n"
    "                    types with explicit stablehlo collectives (replica_groups\n"
    "                    over partition ids, mhlo.num_partitions), written\n"
    "                    atomically after it has been re-parsed and verified;\n"
    "                    '-o -' prints it, and the reports go to standard error\n"
    "  --annotate[=gspmd|shardy]  with -o: write the original function instead,\n"
    "                    with its input and output shardings for XLA's own\n"
    "                    partitioner: gspmd (the default) mhlo.sharding strings,\n"
    "                    shardy sdy.sharding attributes over an sdy.mesh\n"
    "  --no-cse          convert every use of a value anew (by default identical\n"
    "                    collectives of a value within a region are reused; --cse\n"
    "                    is accepted and is the default)\n"
    "  --no-peepholes    keep all_reduce+slice and all_gather+slice unfused\n"
    "                    (instead of reduce_scatter and all_to_all)\n"
    "  --no-combine      one op per collective (by default independent collectives\n"
    "                    of one kind, group and reducer are merged into one op:\n"
    "                    variadic all_gather/all_reduce, one reduce_scatter of a\n"
    "                    flat buffer; same bytes, fewer ops)\n"
    "  --combine-bytes=N the most bytes one merged op holds per device (default:\n"
    "                    the program's largest collective of the op's kind)\n"
    "  --auto AXES       search what the tactics leave open on these mesh axes\n"
    "                    (\"batch,model\"; needs --hw, the judge): Monte Carlo Tree\n"
    "                    Search over the named-dimension decisions, by simulated\n"
    "                    step time, never over the memory limit; prints the plan\n"
    "                    in words, a report per decision, and the expert schedules\n"
    "                    beside it (so does a schedule file's {\"auto\": ...}\n"
    "                    tactic, which --hw judges unless it names its \"hw\")\n"
    "  --memory-limit B  bytes per device for --auto (80GB, 1.5GiB; default: the\n"
    "                    profile's capacity)\n"
    "  --budget S        seconds --auto may search (default 30)\n"
    "  --iterations N    stop --auto after N iterations (same N and seed, same plan)\n"
    "  --seed S          --auto's random seed (default 0)\n"
    "  --save-schedule FILE\n"
    "                    write the tactics as a manual schedule that reproduces\n"
    "                    the plans without search: each auto tactic of the\n"
    "                    schedule file replaced by its plan, then --auto's\n"
    "  --quiet           no --auto progress or summary line on standard error\n"
    "  --hw PROFILE      add the simulator's estimate to every report: step time,\n"
    "                    MFU, peak memory per device (see partir simulate)\n"
    "  --threads N       threads propagation may use on large programs (default:\n"
    "                    one per processor, at most 8); the result is the same\n"
    "\n"
    "Conflicts do not fail the command: lowering inserts the communication they\n"
    "need. Exit status: 0 success, 1 an error, 2 a usage error.\n";

const char cli_simulate_help[] =
    "usage: partir simulate FILE --mesh AXES (--schedule S.json | --tile SELECTOR:DIM:AXIS ...)\n"
    "                       --hw PROFILE [--func NAME] [--report text|json] [--html REPORT.html]\n"
    "                       [--no-cse] [--no-peepholes] [--no-combine] [--fusions]\n"
    "       partir simulate FILE ... --hw PROFILE --report html -o REPORT.html\n"
    "\n"
    "Partitions a function like `partir partition` (with the same report after\n"
    "every tactic, estimates included) and then simulates the SPMD program on\n"
    "the hardware: per-op time by roofline on device-local shapes, collectives\n"
    "by the ring algorithm over the link each mesh axis uses, the step time with\n"
    "and without compute/communication overlap, MFU, and the peak memory per\n"
    "device by liveness (parameters, optimizer state, other inputs, gathered\n"
    "copies, activations) against the device's capacity; then the slowest ops.\n"
    "\n"
    "  --hw PROFILE      tpu-v3, tpu-v4, a100-40gb, a100-80gb, h100-sxm (datasheet\n"
    "                    figures, cited in examples/hw/), host (this machine,\n"
    "                    measured now), or a JSON profile file\n"
    "  --report html -o REPORT.html, --html REPORT.html\n"
    "                    the report as one self-contained HTML page: summary,\n"
    "                    tactics, the step as a timeline of the compute and\n"
    "                    communication streams (hover, zoom, pan), live memory\n"
    "                    through the step by kind, the parameters' sharding map\n"
    "                    (see partir partition --help)\n"
    "  --fusions         list the kernels an accelerator profile forms (ops fused\n"
    "                    as XLA's GPU compiler fuses them): kind, ops, time, HBM\n"
    "                    bytes, source locations\n"
    "\n"
    "Exit status: 0 success, 1 an error, 2 a usage error.\n";

typedef struct {
  FILE *out; /* the reports: standard output, or standard error when the
                program or the page goes there (-o -, --html -) */
  int json;
  int print;               /* text or JSON reports are printed (not --report html) */
  partir_report_log *log;  /* kept for the HTML page; NULL without one */
  partir_spmd_options spmd;
  const partir_hw *hw;
  uint32_t n_reported;
  /* The program lowered for the latest report. The hook runs after each
   * tactic, so after the last one it is the final state's program, which
   * the simulation, the page and the output then use: lowered once. */
  partir_spmd *last;
  uint32_t next_tactic; /* one past the latest tactic reported: where --auto numbers from */
} reporter;

/* A JSON string literal (paths and mesh texts may hold quotes); NULL is
 * null (no --mesh: --from-annotations takes the module's sdy.mesh). */
static void put_json_string(FILE *f, const char *s) {
  if (!s) {
    fputs("null", f);
    return;
  }
  putc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
    else if (c < 0x20) fprintf(f, "\\u%04x", c);
    else putc(c, f);
  }
  putc('"', f);
}

/* Text: the report as it comes. JSON: one element of the "tactics" list
 * (the caller prints the brackets around them). */
static partir_status *after_tactic(void *ctx, partir_partition *p, const partir_tactic_info *t) {
  reporter *r = ctx;
  if (t->index + 1 > r->next_tactic) r->next_tactic = t->index + 1;
  char *text = NULL;
  partir_spmd_free(r->last);
  r->last = NULL;
  partir_status *s = partir_spmd_lower(p, &r->spmd, &r->last);
  if (!s)
    s = partir_spmd_report(r->last, t, r->json ? PARTIR_REPORT_JSON : PARTIR_REPORT_TEXT, r->hw, r->log,
                           r->print ? &text : NULL, NULL);
  if (s || !r->print) return s;
  if (r->json) fprintf(r->out, "%s\n  %s", r->n_reported ? "," : "", text);
  else fputs(text, r->out);
  fflush(r->out);
  r->n_reported++;
  free(text);
  return NULL;
}

/* annotate: 0 the SPMD module, else 1 + a partir_annotate_dialect. */
static int write_output(partir_partition *p, const char *path, int annotate, const partir_spmd *sp, int json) {
  char *text = NULL;
  size_t len = 0;
  partir_status *s = annotate ? partir_partition_emit_annotated(p, (partir_annotate_dialect)(annotate - 1), &text, &len)
                              : partir_spmd_emit(sp, &text, &len);
  if (s) {
    free(text);
    return cli_report(s);
  }
  int rc = cli_write_output(path, text, len);
  free(text);
  const char *what = !annotate                               ? "SPMD module"
                     : annotate == 1 + PARTIR_ANNOTATE_SHARDY ? "original module with Shardy shardings"
                                                              : "original module with GSPMD shardings";
  if (!rc && !json && strcmp(path, "-") != 0) printf("wrote %s (%s)\n", path, what);
  return rc;
}

/* The HTML page of the state, to `path` ("-": standard output). */
static int write_html(const partir_spmd *sp, const reporter *r, const char *path, int say) {
  char *page = NULL;
  size_t len = 0;
  partir_status *s = partir_spmd_report_html(sp, r->log, r->hw, &page, &len);
  if (s) return cli_report(s);
  int rc = cli_write_output(path, page, len);
  free(page);
  if (!rc && say && strcmp(path, "-") != 0) {
    char size[32];
    cli_human(size, sizeof size, (double)len, "B", 0);
    printf("wrote %s (HTML report, %s)\n", path, size);
  }
  return rc;
}

/* --auto's settings. */
typedef struct {
  const char *axes, *memory_limit, *budget, *iterations, *seed, *save_schedule;
  int quiet;
} auto_args;

typedef struct {
  double last_print;
  int printed;
} progress_state;

/* "41.6 us", "12.3 ms", "1.25 s". */
static void fmt_seconds(char *buf, size_t cap, double s) {
  if (s < 1e-3) snprintf(buf, cap, "%.1f us", s * 1e6);
  else if (s < 1) snprintf(buf, cap, "%.2f ms", s * 1e3);
  else snprintf(buf, cap, "%.2f s", s);
}

/* One progress line, redrawn in place, on a terminal only and only once
 * the search has run a second: short searches print nothing. */
static int show_progress(void *ctx, uint64_t it, uint64_t evals, double step_s, uint64_t peak, double elapsed) {
  progress_state *ps = ctx;
  if (elapsed < 1.0 || elapsed - ps->last_print < 0.25) return 0;
  ps->last_print = elapsed;
  char t[32] = "-", m[32] = "-";
  if (step_s > 0) fmt_seconds(t, sizeof t, step_s), cli_human(m, sizeof m, (double)peak, "B", 0);
  fprintf(stderr, "\rauto: %llu iterations, %llu plans simulated, best %s / %s, %.1f s   ",
          (unsigned long long)it, (unsigned long long)evals, t, m, elapsed);
  fflush(stderr);
  ps->printed = 1;
  return 0;
}

/* Parses an unsigned count; 0 when it is one. */
static int parse_count(const char *opt, const char *v, uint64_t *out) {
  char *end = NULL;
  unsigned long long n = strtoull(v, &end, 10);
  if (!*v || *end || v[0] == '-') return cli_usage_error("%s '%s': give a whole number", opt, v);
  *out = n;
  return 0;
}

/* What the auto tactics of one run (the schedule file's and --auto's)
 * print and keep: the plan in words before its per-decision reports, the
 * comparison with the experts after them, a summary on stderr, and each
 * plan as a manual schedule for --save-schedule. */
typedef struct {
  reporter *r;
  int quiet;
  progress_state ps;
  FILE *saved;     /* r->out while the reports of a search's plan are deferred */
  FILE *deferred;  /* where they go meanwhile: text reports only */
  char *deferred_text;
  size_t deferred_len;
  char **plans;    /* each auto tactic's plan (a JSON list), in the order they ran */
  uint32_t n_plans, cap_plans;
  int lost;        /* a plan could not be kept (out of memory) */
} auto_run;

/* Back to printing where the reports go; the deferred text, if any, is
 * handed to the caller (NULL when there was none). */
static char *stop_deferring(auto_run *ar, size_t *len) {
  char *text = NULL;
  *len = 0;
  if (ar->deferred) {
    fclose(ar->deferred);
    ar->deferred = NULL;
    ar->r->out = ar->saved;
    text = ar->deferred_text, *len = ar->deferred_len;
    ar->deferred_text = NULL;
  }
  if (ar->ps.printed) fputs("\r\033[K", stderr), ar->ps.printed = 0;
  return text;
}

static partir_status *on_auto(void *ctx, uint32_t tactic_index, const partir_auto_result *res) {
  (void)tactic_index;
  auto_run *ar = ctx;
  reporter *r = ar->r;
  if (!res) {
    /* The per-decision reports wait until the plan in words is printed. */
    ar->ps.last_print = 0;
    if (r->print && !r->json) {
      ar->saved = r->out;
      ar->deferred = open_memstream(&ar->deferred_text, &ar->deferred_len);
      if (ar->deferred) r->out = ar->deferred;
    }
    return NULL;
  }
  size_t len;
  char *deferred = stop_deferring(ar, &len);
  if (r->print && !r->json) {
    fputs(partir_auto_result_plan(res), r->out);
    if (deferred) fwrite(deferred, 1, len, r->out);
    fputs(partir_auto_result_comparison(res), r->out);
    fflush(r->out);
  }
  free(deferred);
  if (!ar->quiet) {
    char t[32], m[32];
    fmt_seconds(t, sizeof t, partir_auto_result_step_s(res));
    cli_human(m, sizeof m, (double)partir_auto_result_peak_bytes(res), "B", 0);
    uint32_t n = partir_auto_result_num_tactics(res);
    fprintf(stderr, "auto: %u decision%s, step %s, peak %s per device (%llu iterations, %llu plans simulated)\n", n,
            n == 1 ? "" : "s", t, m, (unsigned long long)partir_auto_result_iterations(res),
            (unsigned long long)partir_auto_result_evaluations(res));
  }
  /* Kept for --save-schedule, which says so if one could not be. */
  if (ar->n_plans == ar->cap_plans) {
    uint32_t cap = ar->cap_plans ? 2 * ar->cap_plans : 4;
    char **grown = realloc(ar->plans, cap * sizeof *grown);
    if (!grown) return ar->lost = 1, NULL;
    ar->plans = grown, ar->cap_plans = cap;
  }
  if (!(ar->plans[ar->n_plans] = strdup(partir_auto_result_schedule(res)))) return ar->lost = 1, NULL;
  ar->n_plans++;
  return NULL;
}

static void auto_run_free(auto_run *ar) {
  size_t len;
  free(stop_deferring(ar, &len));
  for (uint32_t i = 0; i < ar->n_plans; i++) free(ar->plans[i]);
  free(ar->plans);
}

/* The tactics of a JSON list, without its brackets and the blanks around
 * them: [begin, end) of text. */
static void list_body(const char *text, const char **begin, const char **end) {
  const char *b = strchr(text, '['), *e = strrchr(text, ']');
  if (!b || !e || e < b) b = e = text;
  else b++;
  while (b < e && strchr(" \t\r\n", *b)) b++;
  while (e > b && strchr(" \t\r\n", e[-1])) e--;
  *begin = b, *end = e;
}

/* One manual schedule that reproduces the run without search: the schedule
 * file's tactics (if any), each auto tactic among them replaced by its
 * plan, then --auto's plan. */
static int save_schedule(const char *path, const char *schedule_path, const auto_run *ar) {
  if (ar->lost) {
    fprintf(stderr, "partir: error: out of memory keeping the plan for --save-schedule\n");
    return 1;
  }
  char *base = NULL, *text = NULL;
  size_t len = 0, tlen = 0;
  partir_schedule *file = NULL;
  if (schedule_path) {
    if (!(base = cli_read_schedule(schedule_path, &len))) return 1;
    partir_status *s = partir_schedule_parse(base, len, schedule_path, &file);
    if (s) {
      free(base);
      return cli_report(s);
    }
  }
  FILE *f = open_memstream(&text, &tlen);
  if (!f) {
    partir_schedule_free(file);
    free(base);
    fprintf(stderr, "partir: error: out of memory\n");
    return 1;
  }
  fputs("[", f);
  uint32_t plan = 0, written = 0;
  uint32_t n = file ? partir_schedule_num_tactics(file) : 0;
  for (uint32_t i = 0; i <= n; i++) {
    const char *b, *e;
    if (i < n) {
      partir_tactic_desc d;
      partir_status *s = partir_schedule_tactic(file, i, &d);
      if (s) {
        partir_status_free(s);
        continue;
      }
      if (d.kind == PARTIR_TACTIC_AUTO) {
        if (plan >= ar->n_plans) continue;
        list_body(ar->plans[plan++], &b, &e);
      } else {
        b = base + d.text_offset, e = b + d.text_length;
      }
    } else {
      /* --auto's plan: the last one, after the file's. */
      if (plan >= ar->n_plans) break;
      list_body(ar->plans[plan++], &b, &e);
    }
    if (b == e) continue;
    fprintf(f, "%s\n  %.*s", written++ ? "," : "", (int)(e - b), b);
  }
  fputs(written ? "\n]\n" : "]\n", f);
  fclose(f);
  partir_schedule_free(file);
  free(base);
  int rc = cli_write_output(path, text, tlen);
  free(text);
  return rc;
}

/* --auto's settings as tactic data (partir_schedule_auto); NULL with a
 * usage error's exit status in *rc when an option is malformed. */
static partir_schedule *auto_tactic(const auto_args *aa, int *rc) {
  uint64_t memory_limit = 0, iterations = 0, seed = 0;
  double budget_s = 30;
  if (aa->memory_limit) {
    partir_status *s = partir_parse_bytes(aa->memory_limit, &memory_limit);
    if (s) {
      *rc = cli_report(s);
      return NULL;
    }
  }
  if (aa->budget) {
    char *end = NULL;
    budget_s = strtod(aa->budget, &end);
    if (end == aa->budget || *end || !isfinite(budget_s)) {
      *rc = cli_usage_error("--budget '%s': give seconds, e.g. 30", aa->budget);
      return NULL;
    }
  }
  if ((aa->iterations && parse_count("--iterations", aa->iterations, &iterations)) ||
      (aa->seed && parse_count("--seed", aa->seed, &seed))) {
    *rc = CLI_EXIT_USAGE;
    return NULL;
  }
  partir_schedule *t = NULL;
  partir_status *s = partir_schedule_auto(aa->axes, memory_limit, budget_s, iterations, seed, &t);
  if (s) *rc = cli_report(s);
  return t;
}

/* partition (simulate = 0) and simulate (1). */
static int partition_or_simulate(int argc, char **argv, int simulate) {
  const char *cmd = simulate ? "simulate" : "partition";
  cli_plan pl;
  if (cli_plan_init(&pl, argc)) return 1;
  const char *out_path = NULL, *report = "text", *hw_name = NULL, *html_path = NULL;
  int annotate = 0, fusions = 0, rc = 0;
  reporter r = {0};
  auto_args aa = {0};
  for (int i = 2; i < argc && !rc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(simulate ? cli_simulate_help : cli_partition_help, stdout);
      cli_plan_free(&pl);
      return 0;
    }
    int used = cli_plan_option(&pl, cmd, argc, argv, &i);
    if (used < 0) rc = CLI_EXIT_USAGE;
    if (used != 0) continue;
    /* Plain --annotate is GSPMD: mhlo.sharding strings, which need no mesh
     * op and are what JAX's GSPMD path and tools/bench_vs_xla.py read. */
    if (strcmp(a, "--annotate") == 0 || strcmp(a, "--annotate=gspmd") == 0) annotate = 1 + PARTIR_ANNOTATE_GSPMD;
    else if (strcmp(a, "--annotate=shardy") == 0) annotate = 1 + PARTIR_ANNOTATE_SHARDY;
    else if (strncmp(a, "--annotate=", 11) == 0)
      rc = cli_usage_error("%s: --annotate=%s: the dialect is gspmd or shardy", cmd, a + 11);
    else if (strcmp(a, "--cse") == 0) r.spmd.no_cse = 0;
    else if (strcmp(a, "--no-cse") == 0) r.spmd.no_cse = 1;
    else if (strcmp(a, "--no-peepholes") == 0) r.spmd.no_peepholes = 1;
    else if (strcmp(a, "--no-combine") == 0) r.spmd.no_combine = 1;
    else if (strncmp(a, "--combine-bytes=", 16) == 0) {
      char *end;
      unsigned long long n = strtoull(a + 16, &end, 10);
      if (a[16] < '0' || a[16] > '9' || *end || n == 0)
        rc = cli_usage_error("%s: --combine-bytes needs a positive number of bytes, got '%s'", cmd, a + 16);
      else r.spmd.combine_bytes = n;
    } else if (strcmp(a, "--fusions") == 0 && simulate) fusions = 1;
    else if (strcmp(a, "--quiet") == 0) aa.quiet = 1;
    else if ((strcmp(a, "--auto") == 0 || strcmp(a, "--memory-limit") == 0 || strcmp(a, "--budget") == 0 ||
              strcmp(a, "--iterations") == 0 || strcmp(a, "--seed") == 0 || strcmp(a, "--save-schedule") == 0) &&
             i + 1 >= argc)
      rc = cli_usage_error("%s: option '%s' needs a value", cmd, a);
    else if (strcmp(a, "--auto") == 0) aa.axes = argv[++i], pl.has_auto = 1;
    else if (strcmp(a, "--memory-limit") == 0) aa.memory_limit = argv[++i];
    else if (strcmp(a, "--budget") == 0) aa.budget = argv[++i];
    else if (strcmp(a, "--iterations") == 0) aa.iterations = argv[++i];
    else if (strcmp(a, "--seed") == 0) aa.seed = argv[++i];
    else if (strcmp(a, "--save-schedule") == 0) aa.save_schedule = argv[++i];
    else if ((strcmp(a, "-o") == 0 || strcmp(a, "--report") == 0 || strcmp(a, "--hw") == 0 ||
              strcmp(a, "--html") == 0) &&
             i + 1 >= argc)
      rc = cli_usage_error("%s: option '%s' needs a value", cmd, a);
    else if (strcmp(a, "-o") == 0) out_path = argv[++i];
    else if (strcmp(a, "--html") == 0) html_path = argv[++i];
    else if (strcmp(a, "--report") == 0) report = argv[++i];
    else if (strcmp(a, "--hw") == 0) hw_name = argv[++i];
    else rc = cli_usage_error("%s: unknown option '%s'", cmd, a);
  }
  if (!rc) rc = cli_plan_check(&pl, cmd);
  int html = strcmp(report, "html") == 0;
  if (!rc && strcmp(report, "text") != 0 && strcmp(report, "json") != 0 && !html)
    rc = cli_usage_error("%s: --report must be text, json or html, not '%s'", cmd, report);
  if (!rc && html && !out_path) rc = cli_usage_error("%s: --report html writes the page to -o REPORT.html", cmd);
  if (!rc && html && html_path)
    rc = cli_usage_error("%s: --html goes with a text or json report; with --report html, -o names the page", cmd);
  if (!rc && html && annotate)
    rc = cli_usage_error("partition: --annotate writes a module: use -o OUT.mlir --annotate --html REPORT.html");
  if (!rc && simulate && out_path && !html)
    rc = cli_usage_error("simulate: -o writes the page of --report html (partir partition -o writes the module)");
  if (!rc && annotate && !out_path) rc = cli_usage_error("partition: --annotate needs -o OUT.mlir");
  if (!rc && !aa.axes && (aa.memory_limit || aa.budget || aa.iterations || aa.seed))
    rc = cli_usage_error("%s: --memory-limit, --budget, --iterations and --seed go with --auto AXES", cmd);
  if (!rc && aa.save_schedule && !aa.axes && !pl.schedule)
    rc = cli_usage_error("%s: --save-schedule goes with --auto AXES or a --schedule with an auto tactic", cmd);
  if (!rc && aa.axes && !hw_name)
    rc = cli_usage_error("%s: --auto needs --hw PROFILE: the simulator judges the plans", cmd);
  if (!rc && aa.save_schedule && (pl.n_tiles || pl.from_annotations))
    rc = cli_usage_error("%s: --save-schedule writes a schedule file: give the earlier tactics with --schedule", cmd);
  if (!rc && simulate && !hw_name)
    rc = cli_usage_error("simulate: missing --hw PROFILE (tpu-v3, tpu-v4, a100-40gb, a100-80gb, h100-sxm, host, or a "
                         "JSON file)");
  if (rc) {
    cli_plan_free(&pl);
    return rc;
  }
  r.json = strcmp(report, "json") == 0;
  r.print = !html;
  int to_stdout = (out_path && strcmp(out_path, "-") == 0) || (html_path && strcmp(html_path, "-") == 0);
  r.out = to_stdout ? stderr : stdout;
  if (html || html_path) {
    partir_status *s = partir_report_log_new(&r.log);
    if (s) {
      cli_plan_free(&pl);
      return cli_report(s);
    }
  }
  partir_hw *hw = NULL;
  if (hw_name) {
    partir_status *s = partir_hw_load(hw_name, &hw);
    if (s) {
      partir_report_log_free(r.log);
      cli_plan_free(&pl);
      return cli_report(s);
    }
    r.hw = hw;
  }
  partir_module *m = NULL;
  partir_partition *p = NULL;
  if (r.json && r.print) {
    fprintf(r.out, "{\"file\": ");
    put_json_string(r.out, pl.file);
    fprintf(r.out, ", \"mesh\": ");
    put_json_string(r.out, pl.mesh);
    fprintf(r.out, ", \"tactics\": [");
  }
  /* Auto tactics, --auto's and the schedule file's alike, are judged by
   * --hw, lowered as the reports are, and print their plan in words. */
  auto_run ar = {.r = &r, .quiet = aa.quiet};
  partir_schedule_run_options run = {.hw = hw, .spmd = r.spmd, .compare_experts = 1, .on_auto = on_auto,
                                     .on_auto_ctx = &ar};
  if (!aa.quiet && isatty(2)) run.progress = show_progress, run.progress_ctx = &ar.ps;
  pl.run = &run;
  partir_schedule *auto_sched = aa.axes ? auto_tactic(&aa, &rc) : NULL;
  pl.auto_tactic = auto_sched;
  if (!rc) rc = cli_plan_apply(&pl, &m, &p, after_tactic, &r);
  size_t discarded;
  free(stop_deferring(&ar, &discarded));
  if (!rc && aa.save_schedule) {
    rc = save_schedule(aa.save_schedule, pl.schedule, &ar);
    if (!rc && !r.json && r.print && strcmp(aa.save_schedule, "-") != 0)
      fprintf(r.out, "wrote %s (the tactics and the plan as a manual schedule)\n", aa.save_schedule);
  }
  auto_run_free(&ar);
  partir_schedule_free(auto_sched);
  if (r.json) fprintf(r.out, "\n]");
  /* The final state's SPMD program, for everything below but --annotate. */
  partir_spmd *sp = r.last;
  r.last = NULL;
  int need_program = (simulate && r.print) || html || html_path || (out_path && !annotate);
  if (!rc && need_program && !sp) {
    partir_status *s = partir_spmd_lower(p, &r.spmd, &sp);
    if (s) rc = cli_report(s);
  }
  if (!rc && simulate && r.print) {
    char *text = NULL;
    partir_status *s = partir_spmd_simulate(sp, hw, r.json ? PARTIR_REPORT_JSON : PARTIR_REPORT_TEXT, &text, NULL);
    if (s) rc = cli_report(s);
    else if (r.json) fprintf(r.out, ", \"simulation\": %s", text);
    else fputs(text, r.out);
    free(text);
    text = NULL;
    if (!rc && fusions) {
      s = partir_spmd_fusions(sp, hw, r.json ? PARTIR_REPORT_JSON : PARTIR_REPORT_TEXT, &text, NULL);
      if (s) rc = cli_report(s);
      else if (r.json) fprintf(r.out, ", \"fusions\": %s", text);
      else fputs(text, r.out);
      free(text);
    }
  }
  if (r.json) fprintf(r.out, "}\n");
  if (!rc && (html || html_path)) rc = write_html(sp, &r, html ? out_path : html_path, !r.json);
  if (!rc && out_path && !html) rc = write_output(p, out_path, annotate, sp, r.json);
  partir_spmd_free(sp);
  partir_spmd_free(r.last);
  partir_report_log_free(r.log);
  partir_hw_free(hw);
  cli_plan_release(m, p);
  cli_plan_free(&pl);
  if (!rc && fflush(stdout) != 0) rc = 1;
  return rc;
}

int cli_partition(int argc, char **argv) { return partition_or_simulate(argc, argv, 0); }

int cli_simulate(int argc, char **argv) { return partition_or_simulate(argc, argv, 1); }
