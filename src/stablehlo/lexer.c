/* lexer.c - MLIR tokens, read on demand from the source text.
 *
 * Follows MLIR's lexical rules where JAX output depends on them: `%0#1` is
 * one value token, `->` is one token, floats need a '.', `0x..` is a hex
 * integer, and `//` starts a comment. Diagnostics point at the offending
 * character with 1-based line and byte column.
 */
#include "lexer.h"

#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static bool is_bare_start(char c) { return is_alpha(c) || c == '_'; }
static bool is_bare_cont(char c) { return is_alpha(c) || is_digit(c) || c == '_' || c == '$' || c == '.'; }
static bool is_suffix_cont(char c) { return is_bare_cont(c) || c == '-'; }

void pt_lexer_init(pt_lexer *lx, const char *file, const char *text, size_t len) {
  memset(lx, 0, sizeof *lx);
  lx->file = file;
  lx->begin = text;
  lx->end = text + len;
  lx->cur = text;
  lx->line_start = text;
  lx->line = 1;
  lx->tok.kind = PT_TOK_EOF;
}

pt_lex_mark pt_lex_save(const pt_lexer *lx) {
  pt_lex_mark mk = {lx->cur, lx->line_start, lx->line, lx->tok};
  return mk;
}

void pt_lex_restore(pt_lexer *lx, const pt_lex_mark *mk) {
  lx->cur = mk->cur;
  lx->line_start = mk->line_start;
  lx->line = mk->line;
  lx->tok = mk->tok;
}

static pt_loc loc_of(const pt_lexer *lx, const char *p) {
  pt_loc l = {lx->line, (uint32_t)(p - lx->line_start) + 1};
  return l;
}

pt_loc pt_lex_cur_loc(const pt_lexer *lx) { return loc_of(lx, lx->cur); }

static pt_status *lex_error(const pt_lexer *lx, const char *at, const char *fmt, ...) PT_PRINTF(3, 4);
static pt_status *lex_error(const pt_lexer *lx, const char *at, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  pt_status *s = pt_error_atv(PT_ERR_PARSE, lx->file, loc_of(lx, at), fmt, ap);
  va_end(ap);
  return s;
}

void pt_lex_skip_space(pt_lexer *lx) {
  const char *p = lx->cur, *end = lx->end;
  while (p < end) {
    char c = *p;
    if (c == ' ' || c == '\t' || c == '\r') {
      p++;
    } else if (c == '\n') {
      p++;
      lx->line++;
      lx->line_start = p;
    } else if (c == '/' && p + 1 < end && p[1] == '/') {
      while (p < end && *p != '\n') p++;
    } else {
      break;
    }
  }
  lx->cur = p;
}

/* Scans a string body starting just past the opening quote; returns the
 * position of the closing quote or an error. */
static pt_status *scan_string(pt_lexer *lx, const char *open, const char **close) {
  const char *p = open + 1, *end = lx->end;
  while (p < end) {
    char c = *p;
    if (c == '"') {
      *close = p;
      return NULL;
    }
    if (c == '\n') break;
    if (c == '\\') {
      if (p + 1 >= end) break;
      char e = p[1];
      if (e == '"' || e == '\\' || e == 'n' || e == 't') {
        p += 2;
      } else if (p + 2 < end && is_hex(e) && is_hex(p[2])) {
        p += 3;
      } else {
        return lex_error(lx, p, "unknown escape in string literal");
      }
      continue;
    }
    p++;
  }
  return lex_error(lx, open, "unterminated string literal");
}

static const char *scan_suffix_id(const char *p, const char *end) {
  if (p < end && is_digit(*p)) {
    while (p < end && is_digit(*p)) p++;
    return p;
  }
  if (p < end && (is_alpha(*p) || *p == '$' || *p == '.' || *p == '_' || *p == '-')) {
    while (p < end && is_suffix_cont(*p)) p++;
  }
  return p;
}

static void set_tok(pt_lexer *lx, pt_tok_kind kind, const char *text, const char *text_end, const char *start) {
  lx->tok.kind = (uint8_t)kind;
  lx->tok.quoted = 0;
  lx->tok.result_no = -1;
  lx->tok.text = text;
  lx->tok.len = (uint32_t)(text_end - text);
  lx->tok.loc = loc_of(lx, start);
}

static pt_status *lex_number(pt_lexer *lx, const char *start) {
  const char *p = start, *end = lx->end;
  if (*p == '0' && p + 2 < end && p[1] == 'x' && is_hex(p[2])) {
    p += 2;
    while (p < end && is_hex(*p)) p++;
    set_tok(lx, PT_TOK_HEX, start, p, start);
    lx->cur = p;
    return NULL;
  }
  while (p < end && is_digit(*p)) p++;
  if (p < end && *p == '.') {
    p++;
    while (p < end && is_digit(*p)) p++;
    if (p < end && (*p == 'e' || *p == 'E')) {
      const char *q = p + 1;
      if (q < end && (*q == '+' || *q == '-')) q++;
      if (q < end && is_digit(*q)) {
        while (q < end && is_digit(*q)) q++;
        p = q;
      }
    }
    set_tok(lx, PT_TOK_FLOAT, start, p, start);
  } else {
    set_tok(lx, PT_TOK_INT, start, p, start);
  }
  lx->cur = p;
  return NULL;
}

pt_status *pt_lex_next(pt_lexer *lx) {
  pt_lex_skip_space(lx);
  const char *p = lx->cur, *end = lx->end;
  if (p >= end) {
    set_tok(lx, PT_TOK_EOF, p, p, p);
    return NULL;
  }
  char c = *p;
  if (is_bare_start(c)) {
    const char *q = p + 1;
    while (q < end && is_bare_cont(*q)) q++;
    set_tok(lx, PT_TOK_BARE, p, q, p);
    lx->cur = q;
    return NULL;
  }
  if (is_digit(c)) return lex_number(lx, p);
  switch (c) {
    case '%': {
      const char *q = scan_suffix_id(p + 1, end);
      if (q == p + 1) return lex_error(lx, p, "expected a value name after '%%'");
      set_tok(lx, PT_TOK_VALUE, p + 1, q, p);
      if (q + 1 < end && *q == '#' && is_digit(q[1])) {
        int64_t n = 0;
        const char *r = q + 1;
        while (r < end && is_digit(*r)) {
          if (n > (INT64_MAX - 9) / 10) return lex_error(lx, q + 1, "result number out of range");
          n = n * 10 + (*r - '0');
          r++;
        }
        lx->tok.result_no = n;
        q = r;
      }
      lx->cur = q;
      return NULL;
    }
    case '@': {
      if (p + 1 < end && p[1] == '"') {
        const char *close;
        PT_TRY(scan_string(lx, p + 1, &close));
        set_tok(lx, PT_TOK_SYMBOL, p + 2, close, p);
        lx->tok.quoted = 1;
        lx->cur = close + 1;
        return NULL;
      }
      const char *q = scan_suffix_id(p + 1, end);
      if (q == p + 1) return lex_error(lx, p, "expected a symbol name after '@'");
      set_tok(lx, PT_TOK_SYMBOL, p + 1, q, p);
      lx->cur = q;
      return NULL;
    }
    case '^':
    case '#':
    case '!': {
      const char *q = scan_suffix_id(p + 1, end);
      if (q == p + 1) return lex_error(lx, p, "expected an identifier after '%c'", c);
      set_tok(lx, c == '^' ? PT_TOK_CARET : c == '#' ? PT_TOK_HASH : PT_TOK_BANG, p + 1, q, p);
      lx->cur = q;
      return NULL;
    }
    case '"': {
      const char *close;
      PT_TRY(scan_string(lx, p, &close));
      set_tok(lx, PT_TOK_STRING, p + 1, close, p);
      lx->cur = close + 1;
      return NULL;
    }
    case '-':
      if (p + 1 < end && p[1] == '>') {
        set_tok(lx, PT_TOK_ARROW, p, p + 2, p);
        lx->cur = p + 2;
        return NULL;
      }
      set_tok(lx, PT_TOK_MINUS, p, p + 1, p);
      lx->cur = p + 1;
      return NULL;
    default:
      break;
  }
  pt_tok_kind k;
  switch (c) {
    case '(': k = PT_TOK_LPAREN; break;
    case ')': k = PT_TOK_RPAREN; break;
    case '[': k = PT_TOK_LSQUARE; break;
    case ']': k = PT_TOK_RSQUARE; break;
    case '{': k = PT_TOK_LBRACE; break;
    case '}': k = PT_TOK_RBRACE; break;
    case '<': k = PT_TOK_LESS; break;
    case '>': k = PT_TOK_GREATER; break;
    case ',': k = PT_TOK_COMMA; break;
    case ':': k = PT_TOK_COLON; break;
    case '=': k = PT_TOK_EQUAL; break;
    case '+': k = PT_TOK_PLUS; break;
    case '*': k = PT_TOK_STAR; break;
    case '?': k = PT_TOK_QUESTION; break;
    default: {
      unsigned char u = (unsigned char)c;
      if (u >= 0x21 && u < 0x7f) return lex_error(lx, p, "unexpected character '%c'", c);
      return lex_error(lx, p, "unexpected byte 0x%02X", u);
    }
  }
  set_tok(lx, k, p, p + 1, p);
  lx->cur = p + 1;
  return NULL;
}

static char closer_of(char open) {
  switch (open) {
    case '(': return ')';
    case '[': return ']';
    case '{': return '}';
    default: return '>';
  }
}

pt_status *pt_lex_balanced(pt_lexer *lx, char open, const char **body, uint32_t *len,
                           uint32_t max_depth) {
  char stack[256];
  if (max_depth > sizeof stack) max_depth = sizeof stack;
  uint32_t depth = 0;
  const char *start = lx->cur, *p = start, *end = lx->end;
  pt_loc open_loc = {lx->line, (uint32_t)(start - lx->line_start)}; /* column of the opener */
  stack[depth++] = closer_of(open);
  while (p < end) {
    char c = *p;
    switch (c) {
      case '"': {
        const char *close;
        PT_TRY(scan_string(lx, p, &close));
        p = close + 1;
        continue;
      }
      case '\n':
        p++;
        lx->line++;
        lx->line_start = p;
        continue;
      case '(':
      case '[':
      case '{':
      case '<':
        if (depth >= max_depth) return lex_error(lx, p, "nesting too deep (limit %u)", max_depth);
        stack[depth++] = closer_of(c);
        p++;
        continue;
      case '>':
        if (p > start && p[-1] == '-') { /* an arrow, not a closer */
          p++;
          continue;
        }
        /* fallthrough */
      case ')':
      case ']':
      case '}':
        if (stack[depth - 1] != c) return lex_error(lx, p, "unbalanced '%c'", c);
        depth--;
        if (depth == 0) {
          *body = start;
          *len = (uint32_t)(p - start);
          lx->cur = p + 1;
          return NULL;
        }
        p++;
        continue;
      default:
        p++;
        continue;
    }
  }
  return pt_error_at(PT_ERR_PARSE, lx->file, open_loc, "unterminated '%c'", open);
}

bool pt_lex_skip_past(pt_lexer *lx, const char *terminator) {
  size_t n = strlen(terminator);
  for (const char *p = lx->cur; p + n <= lx->end; p++) {
    if (memcmp(p, terminator, n) != 0) continue;
    for (const char *q = lx->cur; q < p; q++) {
      if (*q == '\n') {
        lx->line++;
        lx->line_start = q + 1;
      }
    }
    lx->cur = p + n;
    return true;
  }
  return false;
}

static int hex_val(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return c - 'A' + 10;
}

bool pt_lex_unescape(const char *text, uint32_t len, pt_buf *out) {
  out->len = 0;
  pt_buf_append(out, "", 0);
  const char *p = text, *end = text + len;
  while (p < end) {
    const char *q = p;
    while (q < end && *q != '\\') q++;
    if (q > p) pt_buf_append(out, p, (size_t)(q - p));
    if (q >= end) break;
    char e = q[1];
    char ch;
    if (e == 'n') {
      ch = '\n';
      p = q + 2;
    } else if (e == 't') {
      ch = '\t';
      p = q + 2;
    } else if (e == '"' || e == '\\') {
      ch = e;
      p = q + 2;
    } else {
      ch = (char)(hex_val(q[1]) * 16 + hex_val(q[2]));
      p = q + 3;
    }
    pt_buf_append(out, &ch, 1);
  }
  return !out->failed;
}

const char *pt_tok_kind_name(pt_tok_kind k) {
  switch (k) {
    case PT_TOK_EOF: return "end of file";
    case PT_TOK_BARE: return "identifier";
    case PT_TOK_VALUE: return "SSA value";
    case PT_TOK_SYMBOL: return "symbol";
    case PT_TOK_CARET: return "block label";
    case PT_TOK_HASH: return "'#' attribute";
    case PT_TOK_BANG: return "'!' type";
    case PT_TOK_INT: return "integer";
    case PT_TOK_HEX: return "hexadecimal integer";
    case PT_TOK_FLOAT: return "float";
    case PT_TOK_STRING: return "string";
    case PT_TOK_LPAREN: return "'('";
    case PT_TOK_RPAREN: return "')'";
    case PT_TOK_LSQUARE: return "'['";
    case PT_TOK_RSQUARE: return "']'";
    case PT_TOK_LBRACE: return "'{'";
    case PT_TOK_RBRACE: return "'}'";
    case PT_TOK_LESS: return "'<'";
    case PT_TOK_GREATER: return "'>'";
    case PT_TOK_COMMA: return "','";
    case PT_TOK_COLON: return "':'";
    case PT_TOK_EQUAL: return "'='";
    case PT_TOK_ARROW: return "'->'";
    case PT_TOK_MINUS: return "'-'";
    case PT_TOK_PLUS: return "'+'";
    case PT_TOK_STAR: return "'*'";
    case PT_TOK_QUESTION: return "'?'";
  }
  return "token";
}
