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
/* Parses and verifies a module file ("-" = standard input). */
partir_status *cli_load(const char *file, partir_module **out);
/* "12.3 M params", "49.2 MB", "1.23 GFLOP": three significant digits with
 * an SI prefix; spaced puts a space between prefix and unit. */
void cli_human(char *buf, size_t cap, double v, const char *unit, int spaced);

/* run.c */
extern const char cli_run_help[];
/* `partir run ...` (argv[1] is "run"); returns the exit status. */
int cli_run(int argc, char **argv);

/* core.c */
extern const char cli_core_help[];
/* `partir core ...` (argv[1] is "core"); returns the exit status. */
int cli_core(int argc, char **argv);

#endif /* PT_CLI_H */
