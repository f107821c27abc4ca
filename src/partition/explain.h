/* explain.h - `partir explain`: for a value of a partitioned function, what
 * was decided on each mesh axis, by which tactic, and the propagation path
 * from the seed action to it.
 *
 * Every decision keeps its provenance (partition.h): the tactic, the op it
 * was propagated through (via_op) and the value it came from (from). Seeds
 * have neither. Following `from` links from a decided value therefore ends
 * at the seed that started the wave. Text and JSON renderings share one
 * walk (explain.c). */
#ifndef PT_EXPLAIN_H
#define PT_EXPLAIN_H

#include "partition.h"

struct cJSON;

/* Names of the tactics, indexed by tactic number ("BP", "MP", "manual");
 * a NULL entry or an index past n means "no name" (printed as the bare
 * number). Borrowed. */
typedef struct {
  const char *const *names;
  uint32_t n;
} pt_tactic_names;

/* The provenance chain of `value` on `axis`: out[0] = value, out[i+1] =
 * the value out[i]'s decision came from, ending at a seed. Writes at most
 * `cap` entries and returns how many it wrote; *complete is true when the
 * last one is a seed (TILED or REPLICATED by an action, no via_op), false
 * when the value is OPEN or the chain is broken: a `from` outside the
 * function or without a via_op, an OPEN `from`, a `from` not decided
 * strictly earlier (sequence numbers must fall along the chain, which
 * also stops any cycle), or the cap reached. */
uint32_t pt_explain_chain(const pt_partition *p, uint32_t value, uint32_t axis, uint32_t *out, uint32_t cap,
                          bool *complete);

/* The values defined by the op written at LINE:COL of the model file (its
 * results that the partition considers): *out is malloc'ed, *n_out >= 1.
 * Errors (no op there, or only ops of reduction bodies) carry no location. */
pt_status *pt_explain_values_at(const pt_partition *p, uint32_t line, uint32_t col, uint32_t **out, uint32_t *n_out);

/* Appends the explanation of `value` as text: a header line naming the
 * value (and the function results it is returned as) and its type, then
 * per axis the decision and its tactic, one "<-" line per propagation step
 * back to the seed, and the seed action; for an OPEN axis, the conflicts
 * that mention the value or its defining op. A value the partition does
 * not consider gets one line saying so. Without memory `out` is marked
 * failed (pt_buf_take reports it). */
void pt_explain_text(const pt_partition *p, uint32_t value, const pt_tactic_names *names, pt_buf *out);

/* The same as a cJSON object (caller deletes it with cJSON_Delete); for a
 * value the partition does not consider, {"value_id": N, "error": ...}.
 * NULL when the host has no memory. */
struct cJSON *pt_explain_json(const pt_partition *p, uint32_t value, const pt_tactic_names *names);

#endif /* PT_EXPLAIN_H */
