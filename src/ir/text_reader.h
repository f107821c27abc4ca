/* text_reader.h - a cursor over attribute text that the sharding readers
 * (GSPMD strings in gspmd_sharding.c, #sdy.sharding and sdy.mesh in
 * sdy_sharding.c) share: skip whitespace, take a token, read a
 * non-negative integer, and report where in the text it failed. */
#ifndef PT_IR_TEXT_READER_H
#define PT_IR_TEXT_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct {
  const char *start, *s, *end; /* the text, the cursor, its end */
  char *err;                   /* where a failure is described */
  size_t err_len;
} pt_text_reader;

/* Writes "MSG at offset N" to r->err; returns false. */
bool pt_tr_fail(pt_text_reader *r, const char *msg);
void pt_tr_skip_ws(pt_text_reader *r);
/* Takes `tok` after whitespace if it is next. */
bool pt_tr_eat(pt_text_reader *r, const char *tok);
/* Whether `c` is next after whitespace (not taken). */
bool pt_tr_peek(pt_text_reader *r, char c);
/* A decimal integer without sign that fits int64_t. */
bool pt_tr_read_int(pt_text_reader *r, int64_t *out);

#endif /* PT_IR_TEXT_READER_H */
