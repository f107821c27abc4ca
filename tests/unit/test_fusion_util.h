/* test_fusion_util.h - what the fusion tests (test_sim_fusion,
 * test_sim_gemm_fusion) share: a hand-written function fused on a profile
 * (or none), and its kernels looked up by the value names of the text.
 * Header-only because each test file under tests/unit is its own program. */
#ifndef TEST_FUSION_UTIL_H
#define TEST_FUSION_UTIL_H

#include "../../src/sim/report.h"
#include "test_partition_util.h"

typedef struct {
  pt_module *m;
  const char *text;
  pt_sim_fusions fs;
} fused;

/* `text` parsed and fused on `hw` (NULL: every dot a cuBLAS call). */
static inline bool fuse_on(fused *f, const char *text, const pt_hw *hw) {
  memset(f, 0, sizeof *f);
  f->text = text;
  f->m = t_load(text);
  if (!f->m) return false;
  pt_status *s = pt_sim_fuse(f->m, 0, hw, &f->fs);
  t_ok(s, "fuse");
  return s == NULL;
}

static inline void fused_free(fused *f) {
  pt_sim_fusions_free(&f->fs);
  pt_module_free(f->m);
}

/* The op that defines `name`. */
static inline uint32_t def_of(const fused *f, const char *name) {
  return f->m->values.data[t_val(f->m, f->text, name)].def;
}

/* The kernel of the op that defines `name`, PT_NONE when it is in none. */
static inline uint32_t kernel(const fused *f, const char *name) { return f->fs.of_op[def_of(f, name)]; }

static inline const pt_sim_fusion *kernel_at(const fused *f, const char *name) {
  uint32_t k = kernel(f, name);
  return k == PT_NONE ? NULL : &f->fs.kernels.data[k];
}

/* What `partir simulate --fusions` lists for `text` (one function, mesh
 * x=1) on `hw`, as text and as JSON (json may be NULL). False after a
 * failed check. */
static inline bool t_fusions_listing(const char *text, const pt_hw *hw, pt_buf *out, pt_buf *json) {
  pt_module *m = t_load(text);
  if (!m) return false;
  pt_partition p;
  t_partition(&p, m, "x=1");
  pt_report r;
  pt_status *s = pt_report_collect(&p, NULL, hw, &r);
  bool ok = s == NULL;
  t_ok(s, "report");
  if (ok) {
    pt_report_fusions_text(&p, &r, out);
    if (json) pt_report_fusions_json(&p, &r, json);
    pt_report_free(&r);
  }
  pt_partition_free(&p);
  pt_module_free(m);
  return ok;
}

#endif
