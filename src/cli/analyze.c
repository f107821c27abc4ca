/* analyze.c - `partir analyze`: the named dimension analysis of a model
 * (src/analysis/ through include/partir.h): the classes of dims that must
 * be sharded alike, the conflicts with their cuts, the layer groups and
 * the size of the decision space. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

const char cli_analyze_help[] =
    "usage: partir analyze FILE [--mesh AXES] [--func NAME] [--json]\n"
    "\n"
    "Names every dim of every value of a function (default @main) and joins\n"
    "the names that must be cut alike (the ways each op can be computed chunk\n"
    "by chunk say which): each class is a named dimension, and tiling it on a\n"
    "mesh axis is one decision that propagation carries to all its members.\n"
    "Prints the classes that can be tiled, largest first (the bytes of the\n"
    "values they cut), named by a telling member and by role when structure\n"
    "shows one (batch, heads, hidden, vocab); the conflicts, where a class\n"
    "cannot be tiled on one axis everywhere, with the cuts that resolve them\n"
    "and what each costs; the layer groups (classes of structurally identical\n"
    "blocks, one decision for all layers); and the size of the decision\n"
    "space with and without grouping.\n"
    "\n"
    "  --mesh AXES   e.g. batch=2,model=4: which axes divide each class, and the\n"
    "                decisions (a class or a conflict's cut on an axis)\n"
    "  --func NAME   the function to analyse\n"
    "  --json        print one JSON object\n";

int cli_analyze(int argc, char **argv) {
  const char *file = NULL, *mesh = NULL, *func = NULL;
  int json = 0;
  for (int i = 2; i < argc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(cli_analyze_help, stdout);
      return 0;
    } else if (strcmp(a, "--json") == 0) {
      json = 1;
    } else if (strcmp(a, "--mesh") == 0 || strcmp(a, "--func") == 0) {
      if (i + 1 >= argc) return cli_usage_error("analyze: %s needs a value", a);
      *(strcmp(a, "--mesh") == 0 ? &mesh : &func) = argv[++i];
    } else if (a[0] == '-' && a[1]) {
      return cli_usage_error("analyze: unknown option '%s'", a);
    } else if (file) {
      return cli_usage_error("analyze: more than one input file ('%s' and '%s')", file, a);
    } else {
      file = a;
    }
  }
  if (!file) return cli_usage_error("analyze: no input file");
  partir_module *m;
  partir_status *s = cli_load(file, &m);
  if (s) return cli_report(s);
  partir_analysis *an = NULL;
  s = partir_analyze(m, func, mesh, &an);
  char *text = NULL;
  size_t len = 0;
  if (!s) s = partir_analysis_report(an, json, &text, &len);
  int rc = s ? cli_report(s) : cli_write_stdout(text, len);
  free(text);
  partir_analysis_free(an);
  partir_module_free(m);
  return rc;
}
