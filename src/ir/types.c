/* types.c - element types, tensor types and the op table generated from
 * ops.def. */
#include <string.h>

#include "ir.h"

static const struct {
  const char *name;
  uint32_t size;
  pt_dclass cls;
} dtype_table[PT_DTYPE_COUNT] = {
#define X(id, name, size, cls) {name, size, cls},
    PT_DTYPE_LIST(X)
#undef X
};

const char *pt_dtype_name(pt_dtype t) {
  if (t == PT_DTYPE_INDEX) return "index";
  return t < PT_DTYPE_COUNT ? dtype_table[t].name : "?";
}
uint32_t pt_dtype_size(pt_dtype t) { return t < PT_DTYPE_COUNT ? dtype_table[t].size : 8; }
pt_dclass pt_dtype_class(pt_dtype t) { return t < PT_DTYPE_COUNT ? dtype_table[t].cls : PT_DCLASS_SINT; }
bool pt_dtype_is_float(pt_dtype t) { return t < PT_DTYPE_COUNT && dtype_table[t].cls == PT_DCLASS_FLOAT; }
bool pt_dtype_is_int(pt_dtype t) {
  return t < PT_DTYPE_COUNT && (dtype_table[t].cls == PT_DCLASS_SINT || dtype_table[t].cls == PT_DCLASS_UINT);
}
uint32_t pt_dtype_bits(pt_dtype t) { return t == PT_DTYPE_I1 ? 1 : 8 * pt_dtype_size(t); }

bool pt_dtype_parse(const char *s, uint32_t len, pt_dtype *out) {
  for (int i = 0; i < PT_DTYPE_COUNT; i++) {
    if (strlen(dtype_table[i].name) == len && memcmp(dtype_table[i].name, s, len) == 0) {
      *out = (pt_dtype)i;
      return true;
    }
  }
  return false;
}

int64_t pt_type_num_elements(const pt_type *t) {
  if (t->kind != PT_TYPE_TENSOR) return 0;
  int64_t n = 1;
  for (uint32_t i = 0; i < t->rank; i++) {
    if (t->dims[i] != 0 && n > INT64_MAX / t->dims[i]) return -1;
    n *= t->dims[i];
  }
  return n;
}

void pt_type_print(pt_buf *b, const pt_type *t) {
  if (t->kind == PT_TYPE_TOKEN) {
    pt_buf_puts(b, "!stablehlo.token");
    return;
  }
  pt_buf_puts(b, "tensor<");
  for (uint32_t i = 0; i < t->rank; i++) pt_buf_printf(b, "%lldx", (long long)t->dims[i]);
  pt_buf_puts(b, pt_dtype_name((pt_dtype)t->dtype));
  pt_buf_putc(b, '>');
}

pt_type pt_tensor_type(pt_dtype dt, uint32_t rank, const int64_t *dims) {
  pt_type t;
  memset(&t, 0, sizeof t);
  PT_ASSERT(rank <= PT_MAX_RANK);
  t.kind = PT_TYPE_TENSOR;
  t.dtype = (uint8_t)dt;
  t.rank = (uint8_t)rank;
  if (rank) memcpy(t.dims, dims, rank * sizeof *dims);
  return t;
}

/* ---- op table ---- */

const pt_op_info pt_op_table[PT_OP_COUNT] = {
#define PT_OP(id, name, nops, nres, nreg, flags, inplace, cost, tokens, buffers) \
  {name, nops, nres, nreg, flags, PT_INPLACE_##inplace, PT_COST_##cost, PT_TOKENS_##tokens, PT_BUFFERS_##buffers},
#define PT_TOKENS_YES true
#define PT_TOKENS_NO false
#include "ops.def"
#undef PT_OP
#undef PT_TOKENS_YES
#undef PT_TOKENS_NO
};

bool pt_op_lookup(const char *name, uint32_t len, pt_opcode *out) {
  /* Linear over ~130 short names; the parser caches by interned id. */
  for (int i = 0; i < PT_OP_COUNT; i++) {
    const char *n = pt_op_table[i].name;
    if (strncmp(n, name, len) == 0 && n[len] == 0) {
      *out = (pt_opcode)i;
      return true;
    }
  }
  return false;
}
