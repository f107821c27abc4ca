/* main.c - the `partir` command. It uses nothing but include/partir.h.
 *
 * Exit status: 0 success, 1 an error in the input or while reading/writing
 * (reported as "file:line:col: error: message"), 2 a usage error. */
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"

#define PARTIR_VERSION "0.1.0"

static const char usage_text[] =
    "usage: partir <command> [options] FILE\n"
    "\n"
    "commands:\n"
    "  check FILE                      parse and verify; silent, exit 0 when valid\n"
    "  print FILE [--generic] [-o OUT] print back (pretty form as JAX prints it,\n"
    "                                  or MLIR's generic form); -o writes atomically\n"
    "  stats FILE [--json]             op census, parameters, FLOP estimate\n"
    "  run FILE [options]              run a function with the reference interpreter,\n"
    "                                  or every test of a self-checking test file\n"
    "  core FILE --mesh M --tile S:D:A partition over a mesh, print PartIR:Core\n"
    "  partition FILE --mesh M --schedule S [-o OUT]\n"
    "                                  partition tactic by tactic, report the cost of\n"
    "                                  each, write the SPMD program\n"
    "  run FILE --mesh M --schedule S --verify\n"
    "                                  run the SPMD program on one thread per device\n"
    "                                  against the reference interpreter\n"
    "  simulate FILE --mesh M --schedule S --hw H\n"
    "                                  predicted step time, MFU and peak memory per device\n"
    "  explain FILE --mesh M ... VALUE which tactic decided each axis of a value, and\n"
    "                                  the propagation path from its seed\n"
    "  analyze FILE [--mesh M]         named dimensions: classes of dims sharded alike,\n"
    "                                  conflicts and their cuts, layer groups, decisions\n"
    "  help [COMMAND]                  show this text or a command's help\n"
    "\n"
    "FILE may be '-' for standard input. Options: --help, --version.\n";

static const char check_help[] =
    "usage: partir check FILE\n"
    "\n"
    "Parses FILE (StableHLO text, pretty or generic form), inlines calls and\n"
    "verifies every op. Prints nothing and exits 0 when the module is valid;\n"
    "otherwise prints the first diagnostic (file:line:col: error: ...) to\n"
    "standard error and exits 1.\n";

static const char print_help[] =
    "usage: partir print FILE [--generic] [-o OUT]\n"
    "\n"
    "Parses and verifies FILE, then prints it in the pretty form JAX prints\n"
    "(or, with --generic, MLIR's generic op form). The output parses back to\n"
    "the same module.\n"
    "\n"
    "  --generic   print MLIR's generic op form\n"
    "  -o OUT      write to OUT atomically instead of standard output ('-'); OUT\n"
    "              is left untouched when anything fails, a symbolic link is\n"
    "              written through, and only a regular file is replaced\n";

static const char stats_help[] =
    "usage: partir stats FILE [--json]\n"
    "\n"
    "Parses and verifies FILE, then reports its functions, ops, parameters\n"
    "(the arguments of @main), constants, an estimate of its floating-point\n"
    "operations, and the number of ops of each kind. While-loop bodies are\n"
    "counted once.\n"
    "\n"
    "  --json      print the same as a JSON object\n";

typedef enum { CMD_CHECK, CMD_PRINT, CMD_STATS } command;

typedef struct {
  command cmd;
  const char *file;
  const char *out;
  int generic;
  int json;
} options;

int cli_usage_error(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "partir: ");
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\nTry 'partir --help' for more information.\n");
  return CLI_EXIT_USAGE;
}

int cli_report(partir_status *s) {
  fprintf(stderr, "%s\n", partir_status_message(s));
  partir_status_free(s);
  return 1;
}

static const char *command_help(const char *name) {
  if (strcmp(name, "check") == 0) return check_help;
  if (strcmp(name, "print") == 0) return print_help;
  if (strcmp(name, "stats") == 0) return stats_help;
  if (strcmp(name, "run") == 0) return cli_run_help;
  if (strcmp(name, "core") == 0) return cli_core_help;
  if (strcmp(name, "partition") == 0) return cli_partition_help;
  if (strcmp(name, "explain") == 0) return cli_explain_help;
  if (strcmp(name, "analyze") == 0) return cli_analyze_help;
  if (strcmp(name, "simulate") == 0) return cli_simulate_help;
  return NULL;
}

/* ---- termination signals ------------------------------------------------------------------
 *
 * The library writes an output file through a temporary and blocks SIGINT,
 * SIGTERM, SIGHUP and SIGQUIT in the writing thread while the temporary
 * exists: such a signal waits, then ends the process with the old file or
 * the new one in place (src/support/file.c). That holds only if no other
 * thread takes the signal meanwhile, since a signal sent to the process
 * goes to any thread that does not block it, and its default action ends
 * the whole process. The library's threads block these signals; OpenBLAS
 * starts its own before main, with nothing blocked. So the command catches
 * them: a thread other than the main one (which does all the writing) that
 * catches one blocks them for good and sends the signal to the process
 * again, until the main thread takes it, outside any write, and ends the
 * process by the signal's default action, as if nothing had caught it.
 * Signals ignored at start (nohup, background jobs) stay ignored. */

/* Written once, before any handler can run; read only by the handler. */
static pthread_t main_thread;

static const int termination_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
enum { N_TERMINATION_SIGNALS = sizeof termination_signals / sizeof termination_signals[0] };

static void on_termination_signal(int sig, siginfo_t *info, void *context) {
  (void)info;
  ucontext_t *uc = context;
  if (!pthread_equal(pthread_self(), main_thread)) {
    /* The mask this thread returns to is uc_sigmask: it keeps them blocked. */
    for (int i = 0; i < N_TERMINATION_SIGNALS; i++) sigaddset(&uc->uc_sigmask, termination_signals[i]);
    kill(getpid(), sig);
    return;
  }
  /* Pending until this handler returns; then delivered with the default
   * action, which ends the process. */
  signal(sig, SIG_DFL);
  raise(sig);
}

static void catch_termination_signals(void) {
  main_thread = pthread_self();
  struct sigaction sa;
  memset(&sa, 0, sizeof sa);
  sa.sa_sigaction = on_termination_signal;
  sa.sa_flags = SA_SIGINFO | SA_RESTART;
  sigemptyset(&sa.sa_mask);
  for (int i = 0; i < N_TERMINATION_SIGNALS; i++) sigaddset(&sa.sa_mask, termination_signals[i]);
  for (int i = 0; i < N_TERMINATION_SIGNALS; i++) {
    struct sigaction was;
    if (sigaction(termination_signals[i], NULL, &was) == 0 && was.sa_handler != SIG_IGN)
      sigaction(termination_signals[i], &sa, NULL);
  }
}

int cli_write_stdout(const char *data, size_t len) {
  if (fwrite(data, 1, len, stdout) != len || fflush(stdout) != 0) {
    fprintf(stderr, "partir: error: cannot write to standard output\n");
    return 1;
  }
  return 0;
}

int cli_write_output(const char *path, const char *data, size_t len) {
  if (strcmp(path, "-") == 0) return cli_write_stdout(data, len);
  partir_status *s = partir_write_file_atomic(path, data, len);
  return s ? cli_report(s) : 0;
}

partir_status *cli_load(const char *file, partir_module **out) {
  partir_module *m;
  partir_status *s = partir_module_parse_file(file, &m);
  if (s) return s;
  s = partir_module_verify(m);
  if (s) {
    partir_module_free(m);
    return s;
  }
  *out = m;
  return NULL;
}

static int run_print(const options *opt, partir_module *m) {
  char *text;
  size_t len;
  partir_status *s = opt->generic ? partir_module_print_generic(m, &text, &len) : partir_module_print(m, &text, &len);
  if (s) return cli_report(s);
  int rc = cli_write_output(opt->out ? opt->out : "-", text, len);
  free(text);
  return rc;
}

void cli_human(char *buf, size_t cap, double v, const char *unit, int spaced) {
  static const char *const prefixes[] = {"", "K", "M", "G", "T", "P", "E"};
  unsigned p = 0;
  while (v >= 999.5 && p + 1 < sizeof prefixes / sizeof prefixes[0]) {
    v /= 1000;
    p++;
  }
  int decimals = p == 0 ? 0 : v < 9.995 ? 2 : v < 99.95 ? 1 : 0;
  snprintf(buf, cap, "%.*f %s%s%s", decimals, v, prefixes[p], spaced && p ? " " : "", unit);
}

static int run_stats(const options *opt, partir_module *m) {
  if (opt->json) {
    char *json;
    partir_status *s = partir_module_stats_json(m, &json);
    if (s) return cli_report(s);
    int rc = cli_write_stdout(json, strlen(json));
    free(json);
    return rc;
  }
  partir_stats st;
  partir_status *s = partir_module_stats(m, &st, NULL);
  if (s) return cli_report(s);
  char params[32], bytes[32], consts[32], flops[32];
  cli_human(params, sizeof params, (double)st.n_parameters, "params", 1);
  cli_human(bytes, sizeof bytes, (double)st.parameter_bytes, "B", 0);
  cli_human(consts, sizeof consts, (double)st.n_constants_bytes, "B", 0);
  cli_human(flops, sizeof flops, st.flops, "FLOP", 0);
  printf("functions   %llu\n", (unsigned long long)st.n_functions);
  printf("ops         %llu\n", (unsigned long long)st.n_ops);
  char in_bytes[32];
  cli_human(in_bytes, sizeof in_bytes, (double)st.input_bytes, "B", 0);
  bool named = st.n_input_groups > 1 || (st.n_input_groups == 1 && strcmp(st.input_groups[0].name, "(unnamed)") != 0);
  printf("inputs      %llu tensors, %llu elements, %s%s\n", (unsigned long long)st.n_inputs,
         (unsigned long long)st.input_elements, in_bytes,
         named ? ", grouped by jax.arg_info" : st.n_inputs ? " (no jax.arg_info names)" : "");
  if (named) {
    for (uint32_t g = 0; g < st.n_input_groups; g++) {
      char gb[32];
      cli_human(gb, sizeof gb, (double)st.input_groups[g].bytes, "B", 0);
      printf("  %-12s %llu tensors, %llu elements, %s\n", st.input_groups[g].name,
             (unsigned long long)st.input_groups[g].n_tensors, (unsigned long long)st.input_groups[g].elements, gb);
    }
  }
  bool has_params = false;
  for (uint32_t g = 0; g < st.n_input_groups; g++) has_params |= strcmp(st.input_groups[g].name, "params") == 0;
  if (has_params)
    printf("parameters  %llu (%s, %s): the params group\n", (unsigned long long)st.n_parameters, params, bytes);
  else
    printf("parameters  unknown: no input is named params...%s\n",
           st.n_constants_bytes ? " (weights may be among the constants)" : "");
  printf("constants   %s\n", consts);
  printf("FLOPs       %s (estimate; while-loop bodies counted once)\n", flops);
  printf("\nop census:\n");
  s = partir_module_stats(m, &st, stdout);
  if (s) return cli_report(s);
  return cli_write_stdout("", 0);
}

/* Fills opt from the arguments after the command name; returns 0, or an
 * exit status to stop with (help printed, or a usage error). */
static int parse_args(int argc, char **argv, options *opt, int *stop) {
  const char *cmd_name = argv[1];
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(command_help(cmd_name), stdout);
      *stop = 1;
      return 0;
    } else if (opt->cmd == CMD_PRINT && strcmp(a, "--generic") == 0) {
      opt->generic = 1;
    } else if (opt->cmd == CMD_PRINT && strcmp(a, "-o") == 0) {
      if (i + 1 >= argc) return cli_usage_error("option '-o' needs a file name");
      opt->out = argv[++i];
    } else if (opt->cmd == CMD_STATS && strcmp(a, "--json") == 0) {
      opt->json = 1;
    } else if (a[0] == '-' && a[1] != 0) {
      return cli_usage_error("%s: unknown option '%s'", cmd_name, a);
    } else if (opt->file) {
      return cli_usage_error("more than one input file: '%s'", a);
    } else {
      opt->file = a;
    }
  }
  if (!opt->file) {
    return cli_usage_error("%s: missing input FILE (use '-' for standard input)", cmd_name);
  }
  return 0;
}

int main(int argc, char **argv) {
  catch_termination_signals();
  if (argc < 2) {
    fputs(usage_text, stderr);
    return CLI_EXIT_USAGE;
  }
  const char *cmd = argv[1];
  if (strcmp(cmd, "--help") == 0 || strcmp(cmd, "-h") == 0) {
    fputs(usage_text, stdout);
    return 0;
  }
  if (strcmp(cmd, "--version") == 0) {
    printf("partir %s\n", PARTIR_VERSION);
    return 0;
  }
  if (strcmp(cmd, "help") == 0) {
    if (argc == 2) {
      fputs(usage_text, stdout);
      return 0;
    }
    const char *h = command_help(argv[2]);
    if (!h || argc > 3) return cli_usage_error("no help for '%s'", argv[2]);
    fputs(h, stdout);
    return 0;
  }
  if (strcmp(cmd, "run") == 0) return cli_run(argc, argv);
  if (strcmp(cmd, "core") == 0) return cli_core(argc, argv);
  if (strcmp(cmd, "partition") == 0) return cli_partition(argc, argv);
  if (strcmp(cmd, "explain") == 0) return cli_explain(argc, argv);
  if (strcmp(cmd, "analyze") == 0) return cli_analyze(argc, argv);
  if (strcmp(cmd, "simulate") == 0) return cli_simulate(argc, argv);
  options opt = {0};
  if (strcmp(cmd, "check") == 0)
    opt.cmd = CMD_CHECK;
  else if (strcmp(cmd, "print") == 0)
    opt.cmd = CMD_PRINT;
  else if (strcmp(cmd, "stats") == 0)
    opt.cmd = CMD_STATS;
  else if (cmd[0] == '-')
    return cli_usage_error("unknown option '%s'", cmd);
  else
    return cli_usage_error("unknown command '%s'", cmd);

  int stop = 0;
  int rc = parse_args(argc, argv, &opt, &stop);
  if (rc || stop) return rc;

  partir_module *m;
  partir_status *s = cli_load(opt.file, &m);
  if (s) return cli_report(s);
  switch (opt.cmd) {
    case CMD_CHECK: rc = 0; break;
    case CMD_PRINT: rc = run_print(&opt, m); break;
    case CMD_STATS: rc = run_stats(&opt, m); break;
  }
  partir_module_free(m);
  return rc;
}
