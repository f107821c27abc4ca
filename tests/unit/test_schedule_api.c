/* test_schedule_api.c - partir_partition_apply_schedule through the public
 * API only: a manual schedule on examples/mlp.mlir (report lines, Core
 * loops, tactic numbering from first_tactic), a NULL report, an error
 * located in the schedule, NULL arguments. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "partir.h"
#include "check.h"


static const char manual[] =
    "[{\"name\": \"dp\", \"axis\": \"batch\", \"inputs\": {\"batch[*]\": 0}},\n"
    " {\"axis\": \"model\", \"inputs\": {\"params['layers'][0]['w']\": 1, \"params['layers'][0]['b']\": 0}}]";

int main(void) {
  partir_module *m = NULL;
  partir_status *s = partir_module_parse_file("examples/mlp.mlir", &m);
  CHECK(s == NULL);
  if (s) return 1;
  partir_partition *p = NULL;
  CHECK(partir_partition_new(m, NULL, "batch=2,model=2", &p) == NULL);
  char *report = NULL;
  s = partir_partition_apply_schedule(p, manual, strlen(manual), "m.json", 3, &report);
  CHECK(s == NULL);
  partir_status_free(s);
  CHECK(report && strncmp(report, "tactic 3 (dp) on 'batch': 2 seeds, ", 35) == 0);
  CHECK(report && strstr(report, "\ntactic 4 (manual) on 'model': 2 seeds, ") != NULL);
  free(report);
  char *core = NULL;
  CHECK(partir_partition_print_core(p, &core, NULL) == NULL);
  CHECK(core && strstr(core, "loop \"model\"") && strstr(core, "loop \"batch\""));
  free(core);
  CHECK(partir_partition_num_conflicts(p) == 0);
  partir_partition_free(p);

  /* No report wanted; an error points into the schedule (the MLP has no
   * embedding: EMB finds no vocabulary class; MP finds its hidden units). */
  CHECK(partir_partition_new(m, NULL, "batch=2", &p) == NULL);
  const char bad[] = "[{\"builtin\": \"BP\", \"axis\": \"batch\"},\n {\"builtin\": \"EMB\", \"axis\": \"batch\"}]";
  s = partir_partition_apply_schedule(p, bad, strlen(bad), "b.json", 0, NULL);
  CHECK(s && strcmp(partir_status_message(s),
                    "b.json:2:3: error: built-in tactic 'EMB' found no argument to tile (names under 'params' or "
                    "'opt_state')") == 0);
  partir_status_free(s);
  s = partir_partition_apply_schedule(p, NULL, 3, "x.json", 0, NULL);
  CHECK(s != NULL);
  partir_status_free(s);
  s = partir_partition_apply_schedule(NULL, "[]", 2, "x.json", 0, NULL);
  CHECK(s != NULL);
  partir_status_free(s);
  partir_partition_free(p);
  partir_module_free(m);
  if (failures) fprintf(stderr, "test_schedule_api: %d of %d checks failed\n", failures, checks);
  else printf("test_schedule_api: %d checks passed\n", checks);
  return failures != 0;
}
