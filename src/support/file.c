/* file.c - whole-file reads (files or standard input) and atomic writes.
 *
 * Errors are user-facing: they name the path and the system's reason, in
 * the "file: error: message" form every diagnostic uses. */
#include "support.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static pt_status *io_error(const char *path, const char *what, int err) {
  return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "%s: %s", what, strerror(err));
}

pt_status *pt_read_file(const char *path, char **out, size_t *len) {
  if (!path || !*path) return pt_status_make(PT_ERR_INVALID_ARG, "error: no input file given");
  bool is_stdin = strcmp(path, "-") == 0;
  const char *name = is_stdin ? "<stdin>" : path;
  FILE *f = is_stdin ? stdin : fopen(path, "rb");
  if (!f) return io_error(name, "cannot open", errno);
  size_t cap = 1 << 16;
  struct stat st;
  pt_status *too_large = NULL;
  if (fstat(fileno(f), &st) == 0) {
    if (S_ISDIR(st.st_mode)) {
      if (!is_stdin) fclose(f);
      return pt_error_at(PT_ERR_IO, name, (pt_loc){0, 0}, "cannot read: is a directory");
    }
    /* Regular files: refused by their size before anything is read, else
     * one allocation of the right size (+1 to see EOF). */
    if (S_ISREG(st.st_mode) && (uint64_t)st.st_size > PT_MAX_FILE_BYTES)
      too_large = pt_error_at(PT_ERR_UNSUPPORTED, name, (pt_loc){0, 0},
                              "cannot read: %llu bytes, more than the %llu partir reads (4 GiB)",
                              (unsigned long long)st.st_size, (unsigned long long)PT_MAX_FILE_BYTES);
    else if (S_ISREG(st.st_mode) && st.st_size > 0)
      cap = (size_t)st.st_size + 2;
  }
  char *buf = too_large ? NULL : pt_try_alloc(cap, false);
  if (!buf) {
    if (!is_stdin) fclose(f);
    return too_large ? too_large : pt_error_at(PT_ERR_IO, name, (pt_loc){0, 0}, "cannot read: out of memory");
  }
  size_t n = 0;
  for (;;) {
    if (n + 1 >= cap) {
      /* A pipe (or a file that grew): the same limit, checked as it comes
       * (room for PT_MAX_FILE_BYTES, the NUL and one byte to see EOF). */
      bool at_limit = cap >= PT_MAX_FILE_BYTES + 2;
      size_t next = at_limit ? cap : cap * 2 > PT_MAX_FILE_BYTES + 2 ? (size_t)PT_MAX_FILE_BYTES + 2 : cap * 2;
      char *grown = at_limit ? NULL : realloc(buf, next);
      if (!grown) {
        free(buf);
        if (!is_stdin) fclose(f);
        if (!at_limit) return pt_error_at(PT_ERR_IO, name, (pt_loc){0, 0}, "cannot read: out of memory");
        return pt_error_at(PT_ERR_UNSUPPORTED, name, (pt_loc){0, 0},
                           "cannot read: more than the %llu bytes partir reads (4 GiB)",
                           (unsigned long long)PT_MAX_FILE_BYTES);
      }
      buf = grown;
      cap = next;
    }
    size_t got = fread(buf + n, 1, cap - 1 - n, f);
    n += got;
    if (got == 0) break;
  }
  int err = ferror(f) ? (errno ? errno : EIO) : 0;
  if (is_stdin)
    clearerr(f);
  else
    fclose(f);
  if (err) {
    free(buf);
    return io_error(name, "cannot read", err);
  }
  buf[n] = 0;
  *out = buf;
  *len = n;
  return NULL;
}

int pt_write_all(int fd, const char *data, size_t len) {
  while (len) {
    ssize_t w = write(fd, data, len);
    if (w < 0) {
      if (errno == EINTR) continue;
      return errno;
    }
    data += w;
    len -= (size_t)w;
  }
  return 0;
}

pt_status *pt_write_file_atomic(const char *path, const char *data, size_t len) {
  if (!path || !*path) return pt_status_make(PT_ERR_INVALID_ARG, "error: no output file given");
  if (len && !data) return pt_status_make(PT_ERR_INVALID_ARG, "%s: error: no data to write", path);
  const char *slash = strrchr(path, '/');
  size_t dir_len = slash ? (size_t)(slash - path) + 1 : 0;
  if (path[dir_len] == 0) return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "cannot write: is a directory");
  struct stat st;
  mode_t mode = 0644;
  if (stat(path, &st) == 0) {
    if (S_ISDIR(st.st_mode)) return pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "cannot write: is a directory");
    mode = st.st_mode & 07777; /* replacing a file keeps its permissions */
  }

  static const char suffix[] = ".partir-tmp-XXXXXX";
  char *tmp = pt_xmalloc(dir_len + sizeof suffix);
  memcpy(tmp, path, dir_len);
  memcpy(tmp + dir_len, suffix, sizeof suffix);
  int fd = mkstemp(tmp);
  if (fd < 0) {
    pt_status *s = io_error(path, "cannot create a temporary file beside it", errno);
    free(tmp);
    return s;
  }
  int err = 0;
  const char *what = "cannot write";
  if (fchmod(fd, mode) != 0) {
    err = errno;
  } else if ((err = pt_write_all(fd, data, len)) != 0) {
  } else if (fsync(fd) != 0) {
    err = errno;
    what = "cannot flush";
  }
  if (close(fd) != 0 && !err) err = errno;
  if (!err && rename(tmp, path) != 0) {
    err = errno;
    what = "cannot replace";
  }
  if (err) {
    unlink(tmp);
    free(tmp);
    return io_error(path, what, err);
  }
  free(tmp);
  /* Make the rename itself durable; failure here loses nothing written. */
  char *dir = dir_len ? pt_xmalloc(dir_len + 1) : NULL;
  if (dir) {
    memcpy(dir, path, dir_len);
    dir[dir_len] = 0;
  }
  int dfd = open(dir ? dir : ".", O_RDONLY);
  if (dfd >= 0) {
    (void)fsync(dfd);
    close(dfd);
  }
  free(dir);
  return NULL;
}
