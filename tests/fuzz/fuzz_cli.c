/* fuzz_cli.c - libFuzzer target for partir as a whole: what the commands
 * `partition`, `simulate` and `run --verify` do, through the public API
 * (include/partir.h) as src/cli does, on a fuzzed (module text, mesh,
 * schedule or --tile options) case.
 *
 * An input is a header, a line `---`, then the module text:
 *
 *   mesh batch=2,model=2
 *   tile params['w']:1:model          (any number of lines)
 *   schedule [{"builtin": "BP", "axis": "batch"}]   (one line; instead of tiles)
 *   ---
 *   func.func @main(...) { ... }
 *
 * Without a `---` line the whole input is the module, partitioned on
 * `batch=2` with argument 0 tiled on dim 0. For any input partir must
 * return (never crash, hang or leak, which libFuzzer and the sanitizers
 * watch); every error of the module must be located in it
 * ("fuzz.mlir:LINE:COL: error: ..."), every error of a schedule in the
 * schedule ("s.json:..."); a state that partitions must lower, emit and
 * re-parse (the library checks that itself), report (as text, and as an
 * HTML page whose data cannot leave its script element), simulate, and,
 * when small enough to run here (at most 8 devices), verify against the
 * reference: an output required bit-identical that differs is a defect of
 * partir, so it aborts too.
 *
 * Built with -DPT_FUZZ_STANDALONE it is a plain program that runs the same
 * checks on the files named on its command line (corpus replay in tests). */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partir.h"

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size);

/* How far the last input got (the replay prints it per file, so the
 * corpus can be seen to reach every stage). */
static const char *stage_reached = "";

enum { MAX_TILES = 8, MAX_VERIFY_DEVICES = 8, MAX_HEADER_LINE = 512 };

typedef struct {
  char mesh[MAX_HEADER_LINE];
  char tile_text[MAX_TILES][MAX_HEADER_LINE];
  partir_tile_option tiles[MAX_TILES];
  uint32_t n_tiles;
  const char *schedule;
  size_t schedule_len;
  const char *module;
  size_t module_len;
} fuzz_case;

/* Copies one header value (up to the end of the line) into `out`. */
static void header_value(const char *v, size_t len, char *out) {
  if (len >= MAX_HEADER_LINE) len = MAX_HEADER_LINE - 1;
  memcpy(out, v, len);
  out[len] = 0;
}

/* SELECTOR:DIM:AXIS, split at the last two colons (selectors may hold
 * colons); false when it does not have that form (skipped: the CLI refuses
 * it before partir sees it). */
static bool parse_tile(char *text, partir_tile_option *out) {
  char *axis = strrchr(text, ':');
  if (!axis) return false;
  *axis++ = 0;
  char *dim = strrchr(text, ':');
  if (!dim) return false;
  *dim++ = 0;
  char *end;
  long long d = strtoll(dim, &end, 10);
  if (end == dim || *end) return false;
  *out = (partir_tile_option){text, d, axis};
  return true;
}

static void split_case(const char *data, size_t size, fuzz_case *c) {
  memset(c, 0, sizeof *c);
  snprintf(c->mesh, sizeof c->mesh, "%s", "batch=2");
  const char *sep = NULL;
  for (size_t i = 0; i + 3 <= size; i++)
    if ((i == 0 || data[i - 1] == '\n') && memcmp(data + i, "---", 3) == 0 && (i + 3 == size || data[i + 3] == '\n')) {
      sep = data + i;
      break;
    }
  if (!sep) {
    c->module = data;
    c->module_len = size;
    snprintf(c->tile_text[0], MAX_HEADER_LINE, "%s", "0:0:batch");
    c->n_tiles = parse_tile(c->tile_text[0], &c->tiles[0]) ? 1 : 0;
    return;
  }
  c->module = sep + 3 < data + size ? sep + 4 : data + size;
  c->module_len = (size_t)(data + size - c->module);
  for (const char *line = data; line < sep;) {
    const char *nl = memchr(line, '\n', (size_t)(sep - line));
    const char *end = nl ? nl : sep;
    size_t len = (size_t)(end - line);
    if (len > 5 && memcmp(line, "mesh ", 5) == 0) {
      header_value(line + 5, len - 5, c->mesh);
    } else if (len > 5 && memcmp(line, "tile ", 5) == 0 && c->n_tiles < MAX_TILES) {
      header_value(line + 5, len - 5, c->tile_text[c->n_tiles]);
      if (parse_tile(c->tile_text[c->n_tiles], &c->tiles[c->n_tiles])) c->n_tiles++;
    } else if (len > 9 && memcmp(line, "schedule ", 9) == 0) {
      c->schedule = line + 9;
      c->schedule_len = len - 9;
    }
    line = end + 1;
  }
}

/* Whether a line of the verify report says an output required
 * bit-identical differs. The verdict closes its line ("... MISMATCH: must
 * be bit-identical (REASON)"), after the output's name, layout and
 * figures: a name that merely contains the words (the fuzzer writes them
 * into jax.result_info) is followed by the rest of its line. */
static bool exact_output_differs(const char *text) {
  static const char marker[] = "  MISMATCH: must be bit-identical (";
  for (const char *line = text; *line;) {
    const char *end = strchr(line, '\n');
    if (!end) end = line + strlen(line);
    const char *last = NULL;
    for (const char *q = line; (q = strstr(q, marker)) && q < end; q++) last = q;
    if (last) {
      const char *close = memchr(last + sizeof marker - 1, ')', (size_t)(end - (last + sizeof marker - 1)));
      if (close && close + 1 == end) return true;
    }
    line = *end ? end + 1 : end;
  }
  return false;
}

static void defect(const char *what, const partir_status *s, const fuzz_case *c) {
  fprintf(stderr, "fuzz_cli: %s%s%s\n--- mesh %s, %u tiles, schedule %.*s\n--- module:\n%.*s\n", what, s ? ": " : "",
          s ? partir_status_message(s) : "", c->mesh, c->n_tiles, (int)c->schedule_len,
          c->schedule ? c->schedule : "", (int)c->module_len, c->module);
  abort();
}

/* Errors of the input are fine; they must name where they are. */
static void expect_located(partir_status *s, const char *prefix, const fuzz_case *c) {
  if (!s) return;
  if (strncmp(partir_status_message(s), prefix, strlen(prefix)) != 0) defect("an error not located in the input", s, c);
  partir_status_free(s);
}

/* An error that is not about the input; swallowed (the state may be one
 * the user could not run either, e.g. over a limit), but it must be one. */
static void allow_error(partir_status *s) {
  if (s && !*partir_status_message(s)) abort();
  partir_status_free(s);
}

static uint64_t mesh_devices(const char *mesh) {
  uint64_t n = 1;
  for (const char *p = strchr(mesh, '='); p; p = strchr(p + 1, '=')) {
    unsigned long long v = strtoull(p + 1, NULL, 10);
    if (!v || n > UINT32_MAX / v) return UINT64_MAX;
    n *= v;
  }
  return n;
}

static void after_partitioning(partir_partition *p, const fuzz_case *c, const partir_hw *hw) {
  partir_spmd_options o = {0};
  char *text = NULL;
  size_t len = 0;
  /* The SPMD module is re-parsed and verified by the library; an error
   * here would be a lowering that makes an invalid program. */
  partir_status *s = partir_partition_emit_spmd(p, &o, &text, &len);
  if (s) defect("a partitioned state whose SPMD module does not verify", s, c);
  free(text);
  for (int d = PARTIR_ANNOTATE_GSPMD; d <= PARTIR_ANNOTATE_SHARDY; d++) {
    s = partir_partition_emit_annotated(p, (partir_annotate_dialect)d, &text, &len);
    if (s) defect("a partitioned state whose annotated module does not verify", s, c);
    free(text);
  }
  partir_report_log *log = NULL;
  allow_error(partir_report_log_new(&log));
  s = partir_partition_report_logged(p, NULL, PARTIR_REPORT_JSON, &o, hw, log, &text, &len);
  allow_error(s);
  if (!s) free(text);
  /* The HTML page: whatever the names in the program, its data stays
   * inside its script element (no '<' in it) and the page is whole. */
  s = partir_partition_report_html(p, log, &o, hw, &text, &len);
  partir_report_log_free(log);
  allow_error(s);
  if (!s) {
    const char *open = "id=\"partir-data\">", *data = strstr(text, open);
    const char *end = data ? strstr(data, "</script>") : NULL;
    size_t skip = strlen(open);
    if (!end || memchr(data + skip, '<', (size_t)(end - data) - skip) || len < 8 ||
        strcmp(text + len - 8, "</html>\n") != 0)
      defect("an HTML page whose data can leave its script element, or a page cut short", NULL, c);
    free(text);
  }
  s = partir_partition_simulate(p, &o, hw, PARTIR_REPORT_TEXT, &text, &len);
  allow_error(s);
  if (!s) free(text);
  stage_reached = "simulated";
  if (mesh_devices(c->mesh) > MAX_VERIFY_DEVICES) return;
  /* A small run --verify: inputs from a seed, loops capped, so a fuzzed
   * infinite loop is an error, not a hang. */
  partir_run_options ro = {0};
  ro.seed = 1;
  ro.max_while_iterations = 1000;
  int agree = 0;
  s = partir_partition_verify(p, &ro, &o, &text, &agree);
  if (s) {
    stage_reached = "simulated; verify refused";
    allow_error(s);
    return;
  }
  stage_reached = "verified";
  /* Only an output required bit-identical is a defect when it differs.
   * Outputs compared within a tolerance ([partial sum], [dot on chunks],
   * ...) can legitimately fall outside it on fuzzed programs: a sum that
   * cancels to nearly nothing, then divided by another (Adam's update),
   * turns rounding in another order into errors of any size. */
  if (!agree && exact_output_differs(text)) {
    fprintf(stderr, "%s", text);
    defect("an output required bit-identical differs from the reference", NULL, c);
  }
  free(text);
}

int LLVMFuzzerTestOneInput(const unsigned char *data, size_t size) {
  fuzz_case c;
  split_case((const char *)data, size, &c);
  stage_reached = "refused by the parser or verifier";
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_string("fuzz.mlir", c.module, c.module_len, &m);
  if (!s) s = partir_module_verify(m);
  if (s) {
    expect_located(s, "fuzz.mlir", &c);
    partir_module_free(m);
    return 0;
  }
  partir_partition *p = NULL;
  stage_reached = "parsed";
  s = partir_partition_new(m, NULL, c.mesh, &p);
  if (!s) {
    partir_partition_set_threads(p, 1);
    if (c.schedule) s = partir_partition_apply_schedule(p, c.schedule, c.schedule_len, "s.json", 0, NULL);
    else s = partir_partition_apply_tiles(p, c.tiles, c.n_tiles, 0, NULL, NULL);
    /* A schedule's errors are in the schedule, except from_annotations',
     * which are about a sharding the model file carries. */
    if (s && c.schedule && strncmp(partir_status_message(s), "fuzz.mlir:", 10) != 0)
      expect_located(s, "s.json", &c);
    else allow_error(s);
    if (!s) {
      partir_hw *hw = NULL;
      if (partir_hw_load("h100-sxm", &hw)) abort();
      after_partitioning(p, &c, hw);
      partir_hw_free(hw);
    }
  } else {
    allow_error(s);
  }
  partir_partition_free(p);
  partir_module_free(m);
  return 0;
}

#ifdef PT_FUZZ_STANDALONE
#define FUZZ_AFTER_INPUT(path) \
  (getenv("FUZZ_CLI_VERBOSE") ? (void)fprintf(stderr, "%s: %s\n", (path), stage_reached) : (void)0)
#include "replay_main.h"
#endif
