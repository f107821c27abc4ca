/* cli.h - what the files of the `partir` command share (main.c holds the
 * dispatcher and the check/print/stats commands, run.c the run command,
 * core.c the core command).
 * Like the rest of the command, it uses nothing but include/partir.h. */
#ifndef PT_CLI_H
#define PT_CLI_H

#include <stddef.h>

#include "partir.h"

enum { CLI_EXIT_USAGE = 2 };

/* "partir: <msg>" plus a hint on standard error; returns CLI_EXIT_USAGE. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
int cli_usage_error(const char *fmt, ...);
/* Prints the status's message on standard error, frees it, returns 1. */
int cli_report(partir_status *s);
/* Writes to standard output and flushes; 1 (with a message) on failure. */
int cli_write_stdout(const char *data, size_t len);
/* Writes an output: "-" = standard output, else the file, atomically
 * (partir_write_file_atomic); 0, or 1 after printing the error. */
int cli_write_output(const char *path, const char *data, size_t len);
/* Parses and verifies a module file ("-" = standard input). */
partir_status *cli_load(const char *file, partir_module **out);
/* "12.3 M params", "49.2 MB", "1.23 GFLOP": three significant digits with
 * an SI prefix; spaced puts a space between prefix and unit. */
void cli_human(char *buf, size_t cap, double v, const char *unit, int spaced);

/* plan.c: the options of partitioning commands (model, mesh, tactics). */
typedef struct {
  const char *file, *mesh, *func, *schedule;
  const char *from_annotations; /* --from-annotations[=shardy|gspmd|auto]: the kind, or NULL */
  partir_tile_option *tiles; /* --tile options, in command-line order */
  int n_tiles;
  unsigned threads; /* --threads N; 0 = the default (one per processor) */
  int has_auto;     /* --auto: the search decides what the tactics leave open (none needed) */
  /* --auto as tactic data (partir_schedule_auto), applied after the other
   * tactics; NULL without --auto. Owned by the command. */
  const partir_schedule *auto_tactic;
  /* What the run gives auto tactics (the file's and --auto's): the judge,
   * the lowering, where each outcome goes. NULL: none. */
  const partir_schedule_run_options *run;
} cli_plan;

/* Parses the value of --threads: a count from 1 to 1024; else a usage
 * error (its exit status). */
int cli_parse_threads(const char *cmd, const char *v, unsigned *out);

/* Reads a whole schedule file (malloc'ed, *len bytes); NULL after printing
 * "PATH: error: ..." when it cannot. */
char *cli_read_schedule(const char *path, size_t *len);
/* Allocates room for the --tile options of argc arguments; 1 on failure. */
int cli_plan_init(cli_plan *pl, int argc);
void cli_plan_free(cli_plan *pl);
/* Splits "SEL:DIM:AXIS" in place at its last two colons into *out; a
 * usage error (its exit status) when malformed. */
int cli_parse_tile(const char *cmd, char *spec, partir_tile_option *out);
/* Consumes argv[*i] (and its value) when it is the input file, --mesh,
 * --func, --tile, --schedule or --threads: 1 consumed, 0 not ours, -1
 * usage error (printed). */
int cli_plan_option(cli_plan *pl, const char *cmd, int argc, char **argv, int *i);
/* After parsing: the file, the mesh and exactly one of --schedule / --tile
 * are there; else a usage error's exit status. */
int cli_plan_check(const cli_plan *pl, const char *cmd);
/* Loads the model, makes the state and applies the tactics (the command
 * line's, the schedule file's, then --auto's), calling hook (may be NULL)
 * after each; 0 or the exit status (error printed). *out_m
 * and *out_p are set even on error (NULL or to be released). */
int cli_plan_apply(const cli_plan *pl, partir_module **out_m, partir_partition **out_p, partir_tactic_hook hook,
                   void *ctx);
void cli_plan_release(partir_module *m, partir_partition *p);

/* analyze.c */
extern const char cli_analyze_help[];
/* `partir analyze ...` (argv[1] is "analyze"); returns the exit status. */
int cli_analyze(int argc, char **argv);

/* explain.c */
extern const char cli_explain_help[];
/* `partir explain ...` (argv[1] is "explain"); returns the exit status. */
int cli_explain(int argc, char **argv);

/* partition.c */
extern const char cli_partition_help[], cli_simulate_help[];
/* `partir partition ...` / `partir simulate ...` (argv[1] is the command);
 * return the exit status. */
int cli_partition(int argc, char **argv);
int cli_simulate(int argc, char **argv);

/* run.c */
extern const char cli_run_help[];
/* `partir run ...` (argv[1] is "run"); returns the exit status. */
int cli_run(int argc, char **argv);

/* core.c */
extern const char cli_core_help[];
/* `partir core ...` (argv[1] is "core"); returns the exit status. */
int cli_core(int argc, char **argv);

#endif /* PT_CLI_H */
