/* npy.c - reading and writing NumPy .npy files, the exchange format for
 * interpreter inputs and outputs (JAX users save them with np.save).
 *
 * The header is a Python dict literal; only the three standard keys are
 * read and everything is validated before any allocation proportional to
 * the claimed shape, so a truncated or hostile file is an error, never a
 * crash or a huge allocation. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "interp_internal.h"

static pt_status *npy_err(const char *name, const char *fmt, ...) PT_PRINTF(2, 3);
static pt_status *npy_err(const char *name, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_buf b = {0};
  pt_buf_vprintf(&b, fmt, ap);
  va_end(ap);
  pt_status *s = pt_error_at(PT_ERR_INVALID_ARG, name, (pt_loc){0, 0}, "%s", b.data ? b.data : "");
  pt_buf_free(&b);
  return s;
}

typedef struct {
  const char *descr;
  pt_dtype dt;
} npy_kind;

/* Written spellings; reading accepts any of '<', '|', '=' as byte order. */
static const npy_kind KINDS[] = {
    {"<f8", PT_DTYPE_F64}, {"<f4", PT_DTYPE_F32}, {"<f2", PT_DTYPE_F16},  {"<V2", PT_DTYPE_BF16},
    {"|b1", PT_DTYPE_I1},  {"|i1", PT_DTYPE_I8},  {"<i2", PT_DTYPE_I16},  {"<i4", PT_DTYPE_I32},
    {"<i8", PT_DTYPE_I64}, {"|u1", PT_DTYPE_UI8}, {"<u2", PT_DTYPE_UI16}, {"<u4", PT_DTYPE_UI32},
    {"<u8", PT_DTYPE_UI64},
};

static const char *descr_of(pt_dtype dt) {
  for (size_t i = 0; i < PT_ARRAY_LEN(KINDS); i++)
    if (KINDS[i].dt == dt) return KINDS[i].descr;
  return NULL;
}

/* ---- header parsing ---- */

typedef struct {
  const char *p, *end;
} cursor;

static void skip_ws(cursor *c) {
  while (c->p < c->end && (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r')) c->p++;
}

static bool eat(cursor *c, char ch) {
  skip_ws(c);
  if (c->p < c->end && *c->p == ch) {
    c->p++;
    return true;
  }
  return false;
}

/* A quoted Python string (no escapes in valid headers); copies up to cap-1 chars. */
static bool read_str(cursor *c, char *out, size_t cap) {
  skip_ws(c);
  if (c->p >= c->end || (*c->p != '\'' && *c->p != '"')) return false;
  char q = *c->p++;
  size_t n = 0;
  while (c->p < c->end && *c->p != q) {
    if (n + 1 >= cap) return false;
    out[n++] = *c->p++;
  }
  if (c->p >= c->end) return false;
  c->p++;
  out[n] = 0;
  return true;
}

static bool read_word(cursor *c, const char *w) {
  skip_ws(c);
  size_t n = strlen(w);
  if ((size_t)(c->end - c->p) >= n && memcmp(c->p, w, n) == 0) {
    c->p += n;
    return true;
  }
  return false;
}

static bool read_shape(cursor *c, int64_t *dims, uint32_t *rank, const char **problem) {
  *rank = 0;
  if (!eat(c, '(')) return false;
  for (;;) {
    if (eat(c, ')')) return true;
    skip_ws(c);
    if (c->p >= c->end || *c->p < '0' || *c->p > '9') return false;
    int64_t v = 0;
    while (c->p < c->end && *c->p >= '0' && *c->p <= '9') {
      if (v > (INT64_MAX - 9) / 10) {
        *problem = "a dimension in the header's shape is too large";
        return false;
      }
      v = v * 10 + (*c->p++ - '0');
    }
    if (c->p < c->end && *c->p == 'L') c->p++; /* Python 2 longs */
    if (*rank >= PT_MAX_RANK) {
      *problem = "the header's shape has more than 16 dimensions";
      return false;
    }
    dims[(*rank)++] = v;
    if (!eat(c, ',')) return eat(c, ')');
  }
}

static pt_status *parse_descr(const char *name, const char *d, pt_dtype *out) {
  size_t len = strlen(d);
  if (len >= 2 && (d[0] == '<' || d[0] == '|' || d[0] == '=' || d[0] == '>')) {
    for (size_t i = 0; i < PT_ARRAY_LEN(KINDS); i++) {
      if (strcmp(d + 1, KINDS[i].descr + 1) != 0) continue;
      if (d[0] == '>' && pt_dtype_size(KINDS[i].dt) > 1)
        return npy_err(name, "big-endian data ('%s') is not supported; save it little-endian", d);
      *out = KINDS[i].dt;
      return NULL;
    }
  }
  return npy_err(name, "unsupported .npy dtype '%s' (supported: f8 f4 f2 V2(bf16) b1 i1 i2 i4 i8 u1 u2 u4 u8)", d);
}

/* What a header says: the data's type, shape, size and where it starts. */
typedef struct {
  pt_dtype dt;
  uint32_t rank;
  int64_t dims[PT_MAX_RANK];
  uint64_t data_off, data_bytes;
} npy_header;

/* Parses the header at the start of b[0..len) (len may be a prefix of the
 * file: *need_more is then set when the header runs past it). */
static pt_status *parse_header(const char *name, const unsigned char *b, uint64_t len, npy_header *h,
                               bool *need_more) {
  *need_more = false;
  if (len < 10 || memcmp(b, "\x93NUMPY", 6) != 0) return npy_err(name, "not a .npy file (bad magic)");
  uint32_t major = b[6];
  uint64_t hlen, hstart;
  if (major == 1) {
    hlen = (uint64_t)b[8] | (uint64_t)b[9] << 8;
    hstart = 10;
  } else if (major == 2 || major == 3) {
    if (len < 12) return npy_err(name, "truncated .npy header");
    hlen = (uint64_t)b[8] | (uint64_t)b[9] << 8 | (uint64_t)b[10] << 16 | (uint64_t)b[11] << 24;
    hstart = 12;
  } else {
    return npy_err(name, "unsupported .npy format version %u", major);
  }
  if (hlen > len - hstart) {
    *need_more = true;
    return npy_err(name, "truncated .npy header");
  }
  cursor c = {(const char *)b + hstart, (const char *)b + hstart + hlen};
  char key[32], descr[32] = {0};
  bool have_descr = false, have_order = false, have_shape = false, fortran = false;
  const char *problem = NULL;
  h->rank = 0;
  if (!eat(&c, '{')) return npy_err(name, "malformed .npy header (expected a dict)");
  while (!eat(&c, '}')) {
    if (!read_str(&c, key, sizeof key) || !eat(&c, ':')) return npy_err(name, "malformed .npy header");
    if (strcmp(key, "descr") == 0) {
      if (!read_str(&c, descr, sizeof descr)) return npy_err(name, "unsupported .npy dtype (structured or too long)");
      have_descr = true;
    } else if (strcmp(key, "fortran_order") == 0) {
      if (read_word(&c, "True")) fortran = true;
      else if (!read_word(&c, "False")) return npy_err(name, "malformed fortran_order in .npy header");
      have_order = true;
    } else if (strcmp(key, "shape") == 0) {
      if (!read_shape(&c, h->dims, &h->rank, &problem))
        return npy_err(name, "%s", problem ? problem : "malformed shape in .npy header");
      have_shape = true;
    } else {
      return npy_err(name, "unexpected key '%s' in .npy header", key);
    }
    if (!eat(&c, ',')) {
      if (!eat(&c, '}')) return npy_err(name, "malformed .npy header");
      break;
    }
  }
  if (!have_descr || !have_order || !have_shape)
    return npy_err(name, "incomplete .npy header (needs descr, fortran_order and shape)");
  if (fortran) return npy_err(name, "Fortran-order .npy data is not supported; save a C-contiguous array");
  h->dt = PT_DTYPE_F32;
  PT_TRY(parse_descr(name, descr, &h->dt));
  h->data_off = hstart + hlen;
  uint64_t need = pt_dtype_size(h->dt);
  bool overflow = false;
  for (uint32_t i = 0; i < h->rank; i++) {
    if (h->dims[i] && need > UINT64_MAX / (uint64_t)h->dims[i]) overflow = true;
    else need *= (uint64_t)h->dims[i];
  }
  h->data_bytes = overflow ? UINT64_MAX : need;
  return NULL;
}

/* The data size against what the file holds after the header. */
static pt_status *check_size(const char *name, const npy_header *h, uint64_t have) {
  if (h->data_bytes == have) return NULL;
  pt_buf s = {0};
  for (uint32_t i = 0; i < h->rank; i++) pt_buf_printf(&s, "%s%lld", i ? "x" : "", (long long)h->dims[i]);
  bool overflow = h->data_bytes == UINT64_MAX;
  pt_status *st = npy_err(name, "data size mismatch: shape (%s) of '%s' needs %s%llu bytes but the file holds %llu",
                          s.data ? s.data : "", descr_of(h->dt), overflow ? "more than " : "",
                          (unsigned long long)h->data_bytes, (unsigned long long)have);
  pt_buf_free(&s);
  return st;
}

/* Allocates out for the header's shape, charged to b when given (else
 * only checked), before any data is read. */
static pt_status *alloc_for(const char *name, const npy_header *h, pt_mem_budget *b, pt_tensor *out) {
  if (!b) return pt_status_annotate(pt_tensor_alloc(out, h->dt, h->rank, h->dims), "%s: ", name);
  return pt_tensor_alloc_charged(out, h->dt, h->rank, h->dims, b, name, (pt_loc){0, 0}, "the data");
}

static void normalise_bools(pt_tensor *t) {
  if (t->dtype != PT_DTYPE_I1) return;
  uint8_t *p = t->data;
  for (uint64_t i = 0; i < t->nbytes; i++) p[i] = p[i] != 0;
}

pt_status *pt_npy_read_mem(const char *name, const void *bytes, uint64_t len, pt_tensor *out) {
  memset(out, 0, sizeof *out);
  npy_header h;
  bool more;
  PT_TRY(parse_header(name, bytes, len, &h, &more));
  PT_TRY(check_size(name, &h, len - h.data_off));
  PT_TRY(alloc_for(name, &h, NULL, out));
  if (h.data_bytes) memcpy(out->data, (const unsigned char *)bytes + h.data_off, (size_t)h.data_bytes);
  normalise_bools(out);
  return NULL;
}

/* Headers longer than this are refused: numpy pads them to 64 bytes and
 * never needs more than a few hundred. */
#define NPY_MAX_HEADER (1u << 20)

pt_status *pt_npy_read(const char *path, pt_mem_budget *budget, pt_tensor *out) {
  memset(out, 0, sizeof *out);
  FILE *f = fopen(path, "rb");
  if (!f) return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "cannot open: %s", strerror(errno));
  struct stat st;
  int rc = fstat(fileno(f), &st);
  if (rc != 0 || S_ISDIR(st.st_mode)) {
    int err = errno;
    fclose(f);
    if (rc == 0) return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "cannot read: is a directory");
    return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "cannot read: %s", strerror(err));
  }
  pt_buf head = {0};
  npy_header h;
  pt_status *s = NULL;
  uint64_t size = (uint64_t)st.st_size;
  if (!S_ISREG(st.st_mode)) {
    /* A pipe: no size to check first, so read it whole, but no more than
     * the data could ever be allowed. */
    uint64_t cap = (budget ? pt_mem_budget_left(budget) : PT_MAX_TENSOR_BYTES) + NPY_MAX_HEADER;
    char chunk[65536];
    size_t n;
    while (!s && (n = fread(chunk, 1, sizeof chunk, f)) > 0) {
      pt_buf_append(&head, chunk, n);
      if (head.len > cap) s = npy_err(path, "more data than partir's memory limit allows");
    }
    size = head.len;
  }
  /* The header first (growing the prefix read while it is cut short),
   * then the data straight into the tensor, once its size is known to
   * match the file and to fit the budget. */
  for (uint64_t want = 4096; !s; want *= 4) {
    if (want > size) want = size;
    if (want > NPY_MAX_HEADER) want = NPY_MAX_HEADER;
    char chunk[4096];
    while (head.len < want) {
      size_t n = fread(chunk, 1, want - head.len < sizeof chunk ? (size_t)(want - head.len) : sizeof chunk, f);
      if (n == 0) break;
      pt_buf_append(&head, chunk, n);
    }
    bool more;
    s = parse_header(path, (const unsigned char *)(head.data ? head.data : ""), head.len, &h, &more);
    if (!s || !more || head.len < want || want == size || want == NPY_MAX_HEADER) break;
    pt_status_free(s);
    s = NULL;
  }
  if (!s) s = check_size(path, &h, size - h.data_off);
  if (!s) s = alloc_for(path, &h, budget, out);
  if (!s) {
    uint64_t have = head.len > h.data_off ? head.len - h.data_off : 0;
    if (have > h.data_bytes) have = h.data_bytes;
    if (have) memcpy(out->data, head.data + h.data_off, (size_t)have);
    if (h.data_bytes > have &&
        fread((char *)out->data + have, 1, (size_t)(h.data_bytes - have), f) != h.data_bytes - have)
      have = UINT64_MAX;
    if (have == UINT64_MAX || ferror(f)) {
      s = pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "read error");
      if (budget) pt_mem_budget_give(budget, out->nbytes);
      pt_tensor_free(out);
    } else {
      normalise_bools(out);
    }
  }
  pt_buf_free(&head);
  fclose(f);
  return s;
}

pt_status *pt_npy_encode(const pt_tensor *t, pt_buf *out) {
  if (t->is_token) return pt_status_make(PT_ERR_INVALID_ARG, "a token cannot be saved as .npy");
  const char *descr = descr_of((pt_dtype)t->dtype);
  if (!descr) return pt_status_make(PT_ERR_INVALID_ARG, "element type cannot be saved as .npy");
  pt_buf h = {0};
  pt_buf_printf(&h, "{'descr': '%s', 'fortran_order': False, 'shape': (", descr);
  for (uint32_t i = 0; i < t->rank; i++) pt_buf_printf(&h, "%lld%s", (long long)t->dims[i], t->rank == 1 ? "," : i + 1 < t->rank ? ", " : "");
  pt_buf_puts(&h, "), }");
  /* Pad with spaces so the data starts 64-byte aligned; end with '\n'. */
  bool v2 = h.len + 1 + 10 > 65535;
  size_t pre = v2 ? 12 : 10;
  while ((pre + h.len + 1) % 64) pt_buf_putc(&h, ' ');
  pt_buf_putc(&h, '\n');
  /* The image copies the data: room for it is asked for, not assumed. */
  uint64_t image = pre + h.len + t->nbytes;
  if (!pt_buf_try_reserve(out, image)) {
    pt_buf_free(&h);
    return pt_status_make(PT_ERR_UNSUPPORTED, "error: out of memory for the %llu-byte .npy image of a tensor",
                          (unsigned long long)image);
  }
  pt_buf_append(out, "\x93NUMPY", 6);
  unsigned char ver[2] = {v2 ? 2 : 1, 0};
  pt_buf_append(out, (const char *)ver, 2);
  unsigned char len[4] = {(unsigned char)(h.len & 0xff), (unsigned char)((h.len >> 8) & 0xff),
                          (unsigned char)((h.len >> 16) & 0xff), (unsigned char)((h.len >> 24) & 0xff)};
  pt_buf_append(out, (const char *)len, v2 ? 4 : 2);
  pt_buf_append(out, h.data, h.len);
  pt_buf_free(&h);
  if (t->nbytes) pt_buf_append(out, t->data, (size_t)t->nbytes);
  return NULL;
}

pt_status *pt_npy_write(const char *path, const pt_tensor *t) {
  pt_buf b = {0};
  pt_status *s = pt_npy_encode(t, &b);
  if (s) s = pt_status_annotate(s, "%s: ", path);
  else s = pt_write_file_atomic(path, b.data ? b.data : "", b.len);
  pt_buf_free(&b);
  return s;
}
