/* explain.c - `partir explain`: partition a function like `partir core`
 * (the same --mesh, --tile and --schedule options), then say, for each
 * value VALUE names, what every mesh axis decided, which tactic decided
 * it, and the path propagation took from the seed action. Uses nothing
 * but include/partir.h.
 *
 * The options are those of every partitioning command (plan.c); the
 * tactic names come from the hook plan.c calls after each tactic. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

const char cli_explain_help[] =
    "usage: partir explain FILE --mesh AXES (--tile SELECTOR:DIM:AXIS [--tile ...] | --schedule S.json)\n"
    "                      [--func NAME] [--json] VALUE\n"
    "\n"
    "Partitions a function (default @main) like `partir core`, then explains\n"
    "how VALUE was partitioned: for every mesh axis, the decision (tiled<d>,\n"
    "partial<sum>, replicated or open), the tactic that made it, and the path\n"
    "propagation took, one line per step back to the seed action:\n"
    "\n"
    "    axis 'model' (size 2): tiled<1> by tactic 1 (MP)\n"
    "      <- %arg1 (params['w1']) tiled<1> via 'stablehlo.dot_general' at 4:10 (forward)\n"
    "      seed: tile(params['w1'], 1, model) by tactic 1 (MP)\n"
    "\n"
    "Decisions, per axis of size N:\n"
    "  tiled<d>      dim d is cut into N chunks, device r along the axis holds chunk r\n"
    "  partial<sum>  each device holds a term; the value is their sum (lowering\n"
    "                inserts an all_reduce or reduce_scatter)\n"
    "  replicated    kept whole on the axis by a replicate action\n"
    "  open          nothing decided: the value stays whole on the axis\n"
    "\n"
    "A step is forward (from an operand of the op to its result), backward\n"
    "(from a result to an operand) or data flow (while/if/case carries and\n"
    "identity ops). An open axis lists the conflicts that stopped\n"
    "propagation at the value or at the op defining it.\n"
    "\n"
    "  VALUE         an argument index, a jax.arg_info / jax.result_info name, a\n"
    "                glob with * and ?, re:REGEX, or LINE:COL of an op in FILE\n"
    "                (the position of its result name: its results)\n"
    "  --mesh, --tile, --schedule, --func, --threads\n"
    "                as for `partir core` (see `partir help core`)\n"
    "  --json        print a JSON array, one object per value\n";

/* Tactic names by index, copied from the hook (its strings live only
 * during the call). */
typedef struct {
  char **names;
  uint32_t n;
} tactic_names;

static partir_status *remember_name(void *ctx, partir_partition *p, const partir_tactic_info *t) {
  (void)p;
  tactic_names *tn = ctx;
  if (t->index >= tn->n) {
    uint32_t n = t->index + 1;
    char **grown = realloc(tn->names, n * sizeof *grown);
    if (!grown) return NULL; /* names are a nicety: go on without them */
    for (uint32_t i = tn->n; i < n; i++) grown[i] = NULL;
    tn->names = grown;
    tn->n = n;
  }
  if (t->name && !tn->names[t->index]) {
    size_t l = strlen(t->name);
    tn->names[t->index] = malloc(l + 1);
    if (tn->names[t->index]) memcpy(tn->names[t->index], t->name, l + 1);
  }
  return NULL;
}

int cli_explain(int argc, char **argv) {
  cli_plan pl;
  if (cli_plan_init(&pl, argc)) return 1;
  const char *value = NULL;
  int rc = 0, json = 0;
  for (int i = 2; i < argc && !rc; i++) {
    const char *a = argv[i];
    if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
      fputs(cli_explain_help, stdout);
      cli_plan_free(&pl);
      return 0;
    }
    if (strcmp(a, "--json") == 0) {
      json = 1;
      continue;
    }
    bool positional = a[0] != '-' || a[1] == '\0';
    if (positional && pl.file) {
      if (value) rc = cli_usage_error("explain: more than one VALUE: '%s' (use a glob or re:REGEX to name several)", a);
      value = a;
      continue;
    }
    int took = cli_plan_option(&pl, "explain", argc, argv, &i);
    if (took < 0) rc = CLI_EXIT_USAGE;
    else if (took == 0) rc = cli_usage_error("explain: unknown option '%s'", a);
  }
  if (!rc) rc = cli_plan_check(&pl, "explain");
  if (!rc && !value) rc = cli_usage_error("explain: missing VALUE (an argument index, name, glob or LINE:COL)");
  if (rc) {
    cli_plan_free(&pl);
    return rc;
  }
  partir_module *m = NULL;
  partir_partition *p = NULL;
  tactic_names tn = {NULL, 0};
  rc = cli_plan_apply(&pl, &m, &p, remember_name, &tn);
  if (!rc) {
    char *text;
    size_t len;
    partir_status *s =
        partir_partition_explain(p, value, (const char *const *)tn.names, tn.n, json, &text, &len);
    if (s) {
      rc = cli_report(s);
    } else {
      rc = cli_write_stdout(text, len);
      free(text);
    }
  }
  for (uint32_t i = 0; i < tn.n; i++) free(tn.names[i]);
  free(tn.names);
  cli_plan_release(m, p);
  cli_plan_free(&pl);
  return rc;
}
