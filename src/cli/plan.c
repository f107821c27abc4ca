/* plan.c - the options every partitioning command shares (partition, run
 * --verify, explain, ...): the model, --mesh, --func, and the tactics as
 * --tile options or a --schedule file, applied one tactic at a time with a
 * hook after each. Uses nothing but include/partir.h. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"

/* Whether a field of spec[0..end) after the first is a decimal number:
 * then "x:0:batch:extra" has fields after its AXIS, rather than a bad DIM
 * (the SELECTOR, first, may itself hold colons, as "re:..." does). */
static int integer_field_before(const char *spec, const char *end) {
  const char *f = memchr(spec, ':', (size_t)(end - spec));
  while (f && f < end) {
    const char *next = memchr(f + 1, ':', (size_t)(end - f - 1));
    const char *stop = next ? next : end;
    if (stop > f + 1 && strspn(f + 1, "0123456789") == (size_t)(stop - f - 1)) return 1;
    f = next;
  }
  return 0;
}

int cli_parse_tile(const char *cmd, char *spec, partir_tile_option *out) {
  char *c2 = strrchr(spec, ':');
  char *c1 = NULL;
  if (c2) {
    *c2 = '\0';
    c1 = strrchr(spec, ':');
    *c2 = ':';
  }
  if (!c1) return cli_usage_error("%s: --tile '%s' is not SELECTOR:DIM:AXIS", cmd, spec);
  char *end;
  long long dim = strtoll(c1 + 1, &end, 10);
  if (c1 + 1 == c2 || end != c2 || dim < 0 || dim > 1000000) {
    if (integer_field_before(spec, c1))
      return cli_usage_error("%s: --tile '%s' has too many fields: the format is SELECTOR:DIM:AXIS", cmd, spec);
    return cli_usage_error("%s: --tile '%s': DIM must be a non-negative integer", cmd, spec);
  }
  if (c1 == spec || c2[1] == '\0') return cli_usage_error("%s: --tile '%s': empty SELECTOR or AXIS", cmd, spec);
  *c1 = '\0';
  *c2 = '\0';
  out->selector = spec;
  out->dim = dim;
  out->axis = c2 + 1;
  return 0;
}

int cli_parse_threads(const char *cmd, const char *v, unsigned *out) {
  char *end;
  long n = strtol(v, &end, 10);
  if (end == v || *end != '\0' || n < 1 || n > 1024)
    return cli_usage_error("%s: --threads '%s': give a count of threads from 1 to 1024", cmd, v);
  *out = (unsigned)n;
  return 0;
}

int cli_plan_option(cli_plan *pl, const char *cmd, int argc, char **argv, int *i) {
  const char *a = argv[*i];
  int takes_value = strcmp(a, "--mesh") == 0 || strcmp(a, "--tile") == 0 || strcmp(a, "--func") == 0 ||
                     strcmp(a, "--schedule") == 0 || strcmp(a, "--threads") == 0;
  if (strcmp(a, "--from-annotations") == 0 || strncmp(a, "--from-annotations=", 19) == 0) {
    const char *kind = a[18] == '=' ? a + 19 : "auto";
    if (strcmp(kind, "shardy") && strcmp(kind, "gspmd") && strcmp(kind, "auto")) {
      cli_usage_error("%s: --from-annotations=%s: the kind is shardy, gspmd or auto", cmd, kind);
      return -1;
    }
    pl->from_annotations = kind;
    return 1;
  }
  if (!takes_value) {
    if (a[0] == '-' && a[1] != '\0') return 0;
    if (pl->file) {
      cli_usage_error("%s: more than one input file: '%s'", cmd, a);
      return -1;
    }
    pl->file = a;
    return 1;
  }
  if (*i + 1 >= argc) {
    cli_usage_error("%s: option '%s' needs a value", cmd, a);
    return -1;
  }
  char *v = argv[++*i];
  if (strcmp(a, "--mesh") == 0) pl->mesh = v;
  else if (strcmp(a, "--func") == 0) pl->func = v;
  else if (strcmp(a, "--schedule") == 0) pl->schedule = v;
  else if (strcmp(a, "--threads") == 0) return cli_parse_threads(cmd, v, &pl->threads) ? -1 : 1;
  else if (cli_parse_tile(cmd, v, &pl->tiles[pl->n_tiles++])) return -1;
  return 1;
}

int cli_plan_init(cli_plan *pl, int argc) {
  memset(pl, 0, sizeof *pl);
  pl->tiles = calloc((size_t)argc + 1, sizeof *pl->tiles);
  return pl->tiles ? 0 : 1;
}

void cli_plan_free(cli_plan *pl) {
  free(pl->tiles);
  pl->tiles = NULL;
}

int cli_plan_check(const cli_plan *pl, const char *cmd) {
  if (!pl->file) return cli_usage_error("%s: missing input FILE (use '-' for standard input)", cmd);
  if (!pl->mesh && !pl->from_annotations)
    return cli_usage_error("%s: missing --mesh AXES (e.g. --mesh batch=2,model=4)", cmd);
  if (pl->schedule && pl->n_tiles)
    return cli_usage_error("%s: --schedule and --tile cannot be combined (put the --tile tactics in the schedule)",
                           cmd);
  if (!pl->schedule && !pl->n_tiles && !pl->from_annotations && !pl->has_auto)
    return cli_usage_error("%s: give the tactics: --schedule S.json, --tile ..., --from-annotations or --auto AXES",
                           cmd);
  return 0;
}

char *cli_read_schedule(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "%s: error: cannot open the schedule file: %s\n", path, strerror(errno));
    return NULL;
  }
  size_t cap = 4096, n = 0;
  char *buf = malloc(cap);
  for (size_t got; buf && (got = fread(buf + n, 1, cap - n, f)) > 0;) {
    n += got;
    if (n == cap) {
      char *bigger = cap < ((size_t)1 << 28) ? realloc(buf, cap * 2) : NULL;
      if (!bigger) {
        fprintf(stderr, "%s: error: schedule file too large\n", path);
        free(buf);
        buf = NULL;
        break;
      }
      buf = bigger;
      cap *= 2;
    }
  }
  if (buf && ferror(f)) {
    fprintf(stderr, "%s: error: cannot read the schedule file: %s\n", path,
            errno == EISDIR ? "is a directory" : strerror(errno));
    free(buf);
    buf = NULL;
  }
  fclose(f);
  *len = n;
  return buf;
}

int cli_plan_apply(const cli_plan *pl, partir_module **out_m, partir_partition **out_p, partir_tactic_hook hook,
                   void *ctx) {
  *out_m = NULL;
  *out_p = NULL;
  partir_status *s = cli_load(pl->file, out_m);
  if (s) return cli_report(s);
  /* --from-annotations without --mesh takes the module's sdy.mesh. */
  char *mesh = NULL;
  if (!pl->mesh) s = partir_module_sdy_mesh(*out_m, &mesh);
  if (!s) s = partir_partition_new(*out_m, pl->func, pl->mesh ? pl->mesh : mesh, out_p);
  free(mesh);
  if (!s) partir_partition_set_threads(*out_p, pl->threads);
  /* The command line's tactics are read into a schedule, as a schedule
   * file is, and applied the same way. The annotations come first: the
   * tactics given with them refine what the module already says (and a
   * schedule may place from_annotations anywhere itself). */
  uint32_t first = 0;
  if (!s && (pl->from_annotations || pl->n_tiles)) {
    partir_schedule *opts = NULL;
    s = partir_schedule_from_options(pl->from_annotations, pl->tiles, (uint32_t)pl->n_tiles, &opts);
    if (!s) s = partir_partition_run_schedule(*out_p, opts, 0, pl->run, hook, ctx, &first);
    partir_schedule_free(opts);
  }
  if (!s && pl->schedule) {
    size_t len;
    char *text = cli_read_schedule(pl->schedule, &len);
    if (!text) return 1;
    partir_schedule *file = NULL;
    s = partir_schedule_parse(text, len, pl->schedule, &file);
    free(text);
    uint32_t used = 0;
    if (!s) s = partir_partition_run_schedule(*out_p, file, first, pl->run, hook, ctx, &used);
    first += used;
    partir_schedule_free(file);
  }
  if (!s && pl->auto_tactic) s = partir_partition_run_schedule(*out_p, pl->auto_tactic, first, pl->run, hook, ctx, NULL);
  return s ? cli_report(s) : 0;
}

void cli_plan_release(partir_module *m, partir_partition *p) {
  partir_partition_free(p);
  partir_module_free(m);
}
