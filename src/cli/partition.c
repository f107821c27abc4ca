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
    "                    beside it\n"
    "  --memory-limit B  bytes per device for --auto (80GB, 1.5GiB; default: the\n"
    "                    profile's capacity)\n"
    "  --budget S        seconds --auto may search (default 30)\n"
    "  --iterations N    stop --auto after N iterations (same N and seed, same plan)\n"
    "  --seed S          --auto's random seed (default 0)\n"
    "  --save-schedule FILE\n"
    "                    write the tactics and --auto's plan as a manual schedule\n"
    "                    that reproduces the plan without search\n"
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
  double budget_s, last_print;
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
  fprintf(stderr, "\rauto: %llu iterations, %llu plans simulated, best %s / %s, %.1f s of %.0f s   ",
          (unsigned long long)it, (unsigned long long)evals, t, m, elapsed, ps->budget_s);
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

/* The tactics of the schedule file (if any) followed by --auto's: one
 * schedule that reproduces the plan. */
static int save_schedule(const char *path, const char *schedule_path, const char *auto_json) {
  char *base = NULL;
  size_t len = 0;
  if (schedule_path && !(base = cli_read_schedule(schedule_path, &len))) return 1;
  const char *open = strchr(auto_json, '[');
  const char *body = open ? open + 1 : auto_json;
  int auto_empty = 1;
  for (const char *c = body; *c && *c != ']'; c++)
    if (*c != ' ' && *c != '\n') auto_empty = 0;
  char *text = NULL;
  size_t tlen = 0;
  FILE *f = open_memstream(&text, &tlen);
  if (!f) {
    free(base);
    fprintf(stderr, "partir: error: out of memory\n");
    return 1;
  }
  if (base) {
    size_t end = len;
    while (end > 0 && base[end - 1] != ']') end--;
    size_t start = 0;
    while (start < len && base[start] != '[') start++;
    int base_empty = 1;
    for (size_t i = start + 1; i + 1 < end; i++)
      if (base[i] != ' ' && base[i] != '\n' && base[i] != '\t' && base[i] != '\r') base_empty = 0;
    if (end == 0 || start >= len) {
      fprintf(stderr, "%s: error: not a JSON list of tactics\n", schedule_path);
      fclose(f);
      free(text);
      free(base);
      return 1;
    }
    fwrite(base, 1, end - 1, f); /* everything before the closing bracket */
    if (!base_empty && !auto_empty) fputc(',', f);
    fputs(body, f);
  } else fputs(auto_json, f);
  fclose(f);
  free(base);
  int rc = cli_write_output(path, text, tlen);
  free(text);
  return rc;
}

/* Runs --auto on p after the tactics: the plan in words, the reports of
 * its tactics, the comparison with the experts; a summary on stderr. */
static int run_auto(partir_partition *p, reporter *r, const auto_args *aa, const char *schedule_path) {
  partir_auto_options o;
  memset(&o, 0, sizeof o);
  o.axes = aa->axes;
  o.hw = r->hw;
  o.budget_s = 30;
  o.compare_experts = 1;
  o.spmd = r->spmd;
  if (aa->memory_limit) {
    partir_status *s = partir_parse_bytes(aa->memory_limit, &o.memory_limit);
    if (s) return cli_report(s);
  }
  if (aa->budget) {
    char *end = NULL;
    o.budget_s = strtod(aa->budget, &end);
    if (end == aa->budget || *end || !isfinite(o.budget_s))
      return cli_usage_error("--budget '%s': give seconds, e.g. 30", aa->budget);
  }
  if (aa->iterations && parse_count("--iterations", aa->iterations, &o.iterations)) return CLI_EXIT_USAGE;
  if (aa->seed && parse_count("--seed", aa->seed, &o.seed)) return CLI_EXIT_USAGE;
  progress_state ps = {o.budget_s, 0, 0};
  if (!aa->quiet && isatty(2)) o.progress = show_progress, o.progress_ctx = &ps;
  /* The per-decision reports wait until the plan in words is printed. */
  FILE *saved = r->out;
  char *deferred = NULL;
  size_t deferred_len = 0;
  FILE *mem = r->json ? NULL : open_memstream(&deferred, &deferred_len);
  if (mem) r->out = mem;
  partir_auto_result *res = NULL;
  partir_status *s = partir_partition_auto(p, &o, r->next_tactic, after_tactic, r, &res);
  if (mem) fclose(mem);
  r->out = saved;
  if (ps.printed) fputs("\r\033[K", stderr);
  int rc = 0;
  if (s) rc = cli_report(s);
  if (!rc && r->print && !r->json) {
    fputs(partir_auto_result_plan(res), r->out);
    if (deferred) fwrite(deferred, 1, deferred_len, r->out);
    fputs(partir_auto_result_comparison(res), r->out);
    fflush(r->out);
  }
  free(deferred);
  if (!rc && !aa->quiet) {
    char t[32], m[32];
    fmt_seconds(t, sizeof t, partir_auto_result_step_s(res));
    cli_human(m, sizeof m, (double)partir_auto_result_peak_bytes(res), "B", 0);
    fprintf(stderr, "auto: %u decisions, step %s, peak %s per device (%llu iterations, %llu plans simulated)\n",
            partir_auto_result_num_tactics(res), t, m, (unsigned long long)partir_auto_result_iterations(res),
            (unsigned long long)partir_auto_result_evaluations(res));
  }
  if (!rc && aa->save_schedule) {
    rc = save_schedule(aa->save_schedule, schedule_path, partir_auto_result_schedule(res));
    if (!rc && !r->json && r->print && strcmp(aa->save_schedule, "-") != 0)
      fprintf(r->out, "wrote %s (the tactics and the plan as a manual schedule)\n", aa->save_schedule);
  }
  partir_auto_result_free(res);
  return rc;
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
  if (!rc && !aa.axes && (aa.memory_limit || aa.budget || aa.iterations || aa.seed || aa.save_schedule))
    rc = cli_usage_error("%s: --memory-limit, --budget, --iterations, --seed and --save-schedule go with --auto AXES",
                         cmd);
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
  partir_module *m;
  partir_partition *p;
  if (r.json && r.print) {
    fprintf(r.out, "{\"file\": ");
    put_json_string(r.out, pl.file);
    fprintf(r.out, ", \"mesh\": ");
    put_json_string(r.out, pl.mesh);
    fprintf(r.out, ", \"tactics\": [");
  }
  rc = cli_plan_apply(&pl, &m, &p, after_tactic, &r);
  if (!rc && aa.axes) rc = run_auto(p, &r, &aa, pl.schedule);
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
