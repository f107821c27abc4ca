/* file.c - whole-file reads (files or standard input) and atomic writes
 * (through symbolic links, refusing what is not a regular file, safe from
 * termination signals).
 *
 * Errors are user-facing: they name the path and the system's reason, in
 * the "file: error: message" form every diagnostic uses. */
#include "support.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
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

/* ---- output files ----------------------------------------------------------------------
 *
 * An output is written to a temporary file beside the file it replaces,
 * flushed, and renamed over it: a reader sees the old file or the complete
 * new one, never a part. Two things can defeat that:
 *
 * - The path is a symbolic link. rename() would replace the link itself, so
 *   the link is followed (to its last target, even a dangling one) and the
 *   temporary goes beside that target, which keeps the rename in one
 *   directory and the link a link.
 * - The path is not a regular file. Renaming over a device node, a FIFO or
 *   a socket replaces the node with a plain file (as root, `-o /dev/null`
 *   would destroy the device); so anything that exists and is not a regular
 *   file is refused, found with lstat() and never opened.
 *
 * And a signal must not leave the temporary behind: SIGINT, SIGTERM,
 * SIGHUP and SIGQUIT end a process by default, with no chance to remove
 * it. The writing thread blocks them while the temporary exists; one that
 * arrives meanwhile stays pending and, once the mask is restored, ends the
 * process with the old file or the new one in place. A thread blocks only
 * its own mask, and a signal sent to the process goes to any thread that
 * does not block it: so the library's own threads block them for good
 * (pt_thread_start), and an application with other threads (OpenBLAS
 * starts its pool before main) must keep those threads from dying of it;
 * the partir command does (src/cli/main.c). A long write stops at the next
 * chunk when such a signal is pending, so a user's Ctrl-C is not held up by
 * a large file. Nothing here is global: the mask is the caller's thread's,
 * saved and restored around each write. */

static const int termination_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

void pt_block_termination_signals(sigset_t *old) {
  sigset_t set;
  sigemptyset(&set);
  for (size_t i = 0; i < sizeof termination_signals / sizeof *termination_signals; i++)
    sigaddset(&set, termination_signals[i]);
  pthread_sigmask(SIG_BLOCK, &set, old);
}

void pt_restore_signals(const sigset_t *old) { pthread_sigmask(SIG_SETMASK, old, NULL); }

static bool termination_pending(void) {
  sigset_t pending;
  if (sigpending(&pending) != 0) return false;
  for (size_t i = 0; i < sizeof termination_signals / sizeof *termination_signals; i++)
    if (sigismember(&pending, termination_signals[i]) == 1) return true;
  return false;
}

/* "PATH: error: WHAT: REASON", naming the link's target when PATH is a link. */
static pt_status *out_error(const pt_out_file *f, const char *what, const char *reason) {
  if (f->target && strcmp(f->target, f->path) != 0)
    return pt_error_at(PT_ERR_IO, f->path, (pt_loc){0, 0}, "%s (a link to %s): %s", what, f->target, reason);
  return pt_error_at(PT_ERR_IO, f->path, (pt_loc){0, 0}, "%s: %s", what, reason);
}

static const char *kind_of(mode_t m) {
  if (S_ISDIR(m)) return "is a directory";
  if (S_ISFIFO(m)) return "is a named pipe (FIFO), not a regular file";
  if (S_ISCHR(m)) return "is a character device, not a regular file";
  if (S_ISBLK(m)) return "is a block device, not a regular file";
  if (S_ISSOCK(m)) return "is a socket, not a regular file";
  return "is not a regular file";
}

/* The target of the symbolic link at `link`, as a path usable from here: a
 * relative target is relative to the link's directory. NULL with errno. */
static char *follow_link(const char *link, off_t size_hint) {
  size_t cap = size_hint > 0 && size_hint < 65536 ? (size_t)size_hint + 1 : 256;
  for (;;) {
    char *buf = malloc(cap);
    if (!buf) return NULL; /* errno is ENOMEM */
    ssize_t n = readlink(link, buf, cap);
    if (n < 0) {
      free(buf);
      return NULL;
    }
    if ((size_t)n < cap) {
      buf[n] = 0;
      const char *slash = strrchr(link, '/');
      if (buf[0] == '/' || !slash) return buf;
      size_t dir_len = (size_t)(slash - link) + 1;
      char *joined = malloc(dir_len + (size_t)n + 1);
      if (!joined) {
        free(buf);
        return NULL;
      }
      memcpy(joined, link, dir_len);
      memcpy(joined + dir_len, buf, (size_t)n + 1);
      free(buf);
      return joined;
    }
    free(buf);
    if (cap > 1 << 20) {
      errno = ENAMETOOLONG;
      return NULL;
    }
    cap *= 2;
  }
}

/* Sets f->target to the file a write of f->path replaces, and *mode to the
 * permissions the new file gets (the old file's, else 0644). */
static pt_status *resolve_target(pt_out_file *f, mode_t *mode) {
  f->target = pt_strdup(f->path);
  if (!f->target) return pt_nomem();
  for (int links = 0;; links++) {
    size_t n = strlen(f->target);
    if (n == 0 || f->target[n - 1] == '/') return out_error(f, "cannot write", "is a directory");
    struct stat st;
    if (lstat(f->target, &st) != 0) {
      if (errno != ENOENT) return out_error(f, "cannot write", strerror(errno));
      *mode = 0644; /* a new file (a missing directory shows when the temporary is made) */
      return NULL;
    }
    if (S_ISREG(st.st_mode)) {
      *mode = st.st_mode & 07777; /* replacing a file keeps its permissions */
      return NULL;
    }
    if (!S_ISLNK(st.st_mode)) return out_error(f, "cannot write", kind_of(st.st_mode));
    if (links == 40) return out_error(f, "cannot write", strerror(ELOOP));
    char *next = follow_link(f->target, st.st_size);
    if (!next && errno == ENOMEM) return pt_nomem();
    if (!next) return out_error(f, "cannot follow the symbolic link", strerror(errno));
    free(f->target);
    f->target = next;
  }
}

pt_status *pt_out_file_stage(const char *path, const char *data, size_t len, pt_out_file *f) {
  memset(f, 0, sizeof *f);
  f->path = path;
  if (!path || !*path) return pt_status_make(PT_ERR_INVALID_ARG, "error: no output file given");
  if (len && !data) return pt_status_make(PT_ERR_INVALID_ARG, "%s: error: no data to write", path);
  mode_t mode = 0644;
  pt_status *s = resolve_target(f, &mode);
  if (s) {
    pt_out_file_discard(f);
    return s;
  }
  const char *slash = strrchr(f->target, '/');
  size_t dir_len = slash ? (size_t)(slash - f->target) + 1 : 0;
  static const char suffix[] = ".partir-tmp-XXXXXX";
  f->tmp = malloc(dir_len + sizeof suffix);
  if (!f->tmp) {
    pt_out_file_discard(f);
    return pt_nomem();
  }
  memcpy(f->tmp, f->target, dir_len);
  memcpy(f->tmp + dir_len, suffix, sizeof suffix);
  int fd = mkstemp(f->tmp);
  if (fd < 0) {
    s = out_error(f, "cannot create a temporary file beside it", strerror(errno));
    free(f->tmp);
    f->tmp = NULL;
    pt_out_file_discard(f);
    return s;
  }
  int err = fchmod(fd, mode) != 0 ? errno : 0;
  const char *what = "cannot write";
  bool interrupted = false;
  /* In chunks, so that a pending termination signal stops a long write. */
  enum { CHUNK = 8 << 20 };
  for (size_t done = 0; !err && done < len; done += CHUNK) {
    if ((interrupted = termination_pending())) break;
    err = pt_write_all(fd, data + done, len - done < CHUNK ? len - done : CHUNK);
  }
  if (!err && !interrupted && fsync(fd) != 0) {
    err = errno;
    what = "cannot flush";
  }
  if (close(fd) != 0 && !err) err = errno;
  if (interrupted) s = pt_error_at(PT_ERR_IO, path, (pt_loc){0, 0}, "interrupted by a signal; left as it was");
  else if (err) s = out_error(f, what, strerror(err));
  if (s) pt_out_file_discard(f);
  return s;
}

pt_status *pt_out_file_commit(pt_out_file *f) {
  if (rename(f->tmp, f->target) != 0) return out_error(f, "cannot replace", strerror(errno));
  free(f->tmp);
  f->tmp = NULL;
  return NULL;
}

void pt_out_file_discard(pt_out_file *f) {
  if (f->tmp) unlink(f->tmp);
  free(f->tmp);
  free(f->target);
  f->tmp = f->target = NULL;
}

void pt_sync_dir_of(const char *file) {
  const char *slash = strrchr(file, '/');
  size_t dir_len = slash ? (size_t)(slash - file) + 1 : 0;
  char *dir = malloc(dir_len + 2);
  if (!dir) return; /* unsynced: durable on the next sync, nothing is lost */
  memcpy(dir, dir_len ? file : ".", dir_len ? dir_len : 1);
  dir[dir_len ? dir_len : 1] = 0;
  int dfd = open(dir, O_RDONLY);
  if (dfd >= 0) {
    (void)fsync(dfd);
    close(dfd);
  }
  free(dir);
}

pt_status *pt_write_file_atomic(const char *path, const char *data, size_t len) {
  sigset_t old;
  pt_block_termination_signals(&old);
  pt_out_file f;
  pt_status *s = pt_out_file_stage(path, data, len, &f);
  if (!s) s = pt_out_file_commit(&f);
  /* Make the rename itself durable; failure here loses nothing written. */
  if (!s) pt_sync_dir_of(f.target);
  pt_out_file_discard(&f);
  pt_restore_signals(&old);
  return s;
}
