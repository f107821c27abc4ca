/* lexer.h - on-demand tokenizer for MLIR text.
 *
 * The lexer keeps exactly one token of lookahead (`tok`) and a cursor just
 * past it, so the parser can switch to raw character scanning where MLIR's
 * grammar is not token based: tensor shapes (`2x3xf32`), dialect attribute
 * bodies kept as text (`#sdy.sharding<...>`) and `loc(...)` trailers. Token
 * texts point into the source; nothing is allocated per token.
 */
#ifndef PT_STABLEHLO_LEXER_H
#define PT_STABLEHLO_LEXER_H

#include <stddef.h>
#include <stdint.h>

#include "../support/support.h"

typedef enum {
  PT_TOK_EOF,
  PT_TOK_BARE,    /* bare identifier or keyword: func.func, tensor, x, EQ */
  PT_TOK_VALUE,   /* %name or %name#3; text is the name without '%' */
  PT_TOK_SYMBOL,  /* @name or @"quoted"; text excludes '@' (and quotes) */
  PT_TOK_CARET,   /* ^bb0; text excludes '^' */
  PT_TOK_HASH,    /* #name (attribute alias or dialect attribute); text excludes '#' */
  PT_TOK_BANG,    /* !name (dialect type); text excludes '!' */
  PT_TOK_INT,     /* decimal integer */
  PT_TOK_HEX,     /* 0x... integer; text includes "0x" */
  PT_TOK_FLOAT,   /* decimal float, always with a '.' */
  PT_TOK_STRING,  /* "..." with escapes validated; text excludes the quotes */
  PT_TOK_LPAREN,
  PT_TOK_RPAREN,
  PT_TOK_LSQUARE,
  PT_TOK_RSQUARE,
  PT_TOK_LBRACE,
  PT_TOK_RBRACE,
  PT_TOK_LESS,
  PT_TOK_GREATER,
  PT_TOK_COMMA,
  PT_TOK_COLON,
  PT_TOK_EQUAL,
  PT_TOK_ARROW,   /* -> */
  PT_TOK_MINUS,
  PT_TOK_PLUS,
  PT_TOK_STAR,
  PT_TOK_QUESTION,
} pt_tok_kind;

typedef struct {
  uint8_t kind;      /* pt_tok_kind */
  uint8_t quoted;    /* SYMBOL written @"..." (text still escaped) */
  int64_t result_no; /* VALUE: the N of %x#N, or -1 */
  const char *text;
  uint32_t len;
  pt_loc loc;
} pt_token;

typedef struct {
  const char *file;
  const char *begin, *end;
  const char *cur;        /* just past `tok` */
  const char *line_start; /* start of the line `cur` is on */
  uint32_t line;          /* line of `cur` */
  pt_token tok;
} pt_lexer;

/* A saved position, to re-lex a span (dense literals are read twice: once to
 * find their end, once more after their type is known). */
typedef struct {
  const char *cur, *line_start;
  uint32_t line;
  pt_token tok;
} pt_lex_mark;

void pt_lexer_init(pt_lexer *lx, const char *file, const char *text, size_t len);
/* Reads the next token into lx->tok. */
pt_status *pt_lex_next(pt_lexer *lx);
pt_lex_mark pt_lex_save(const pt_lexer *lx);
void pt_lex_restore(pt_lexer *lx, const pt_lex_mark *mk);

/* Position of the raw cursor, for diagnostics during raw scans. */
pt_loc pt_lex_cur_loc(const pt_lexer *lx);
/* Skips spaces and comments from the raw cursor (never past the end). */
void pt_lex_skip_space(pt_lexer *lx);
/* Raw scan: the cursor must be just past an opening `open` character.
 * Finds the matching closer, honouring nested ()[]{}<> and string
 * literals, and treating `->` as an arrow rather than a closing '>'.
 * Returns the text between the delimiters and leaves the cursor past the
 * closer; call pt_lex_next afterwards. max_depth caps the nesting. */
pt_status *pt_lex_balanced(pt_lexer *lx, char open, const char **body, uint32_t *len,
                           uint32_t max_depth);

/* Moves the raw cursor past the next occurrence of `terminator`, counting
 * lines; false (cursor unchanged) when there is none. */
bool pt_lex_skip_past(pt_lexer *lx, const char *terminator);

/* Decodes a validated string token's escapes into out (cleared first). */
/* false when out could not grow (it is then marked failed). */
bool pt_lex_unescape(const char *text, uint32_t len, pt_buf *out);

const char *pt_tok_kind_name(pt_tok_kind k);

#endif /* PT_STABLEHLO_LEXER_H */
