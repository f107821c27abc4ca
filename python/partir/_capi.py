"""ctypes declarations of include/partir.h: one Python function per C
function, and the loading of libpartir.so.

The library is looked for, in order: $PARTIR_LIBRARY; libpartir.so beside
this file (put there by `make python/partir/libpartir.so` before
`pip install ./python`); the repository's build/release/libpartir.so when
the package runs from a checkout; the system's (after `make install`).
"""

import ctypes
import ctypes.util
import os

c_char_pp = ctypes.POINTER(ctypes.c_char_p)


class Status(ctypes.c_void_p):
    """partir_status*: NULL on success."""


class _Handle(ctypes.c_void_p):
    pass


class ModuleHandle(_Handle):
    pass


class PartitionHandle(_Handle):
    pass


class HwHandle(_Handle):
    pass


class ScheduleHandle(_Handle):
    pass


class SpmdOptions(ctypes.Structure):
    """partir_spmd_options: each field turns a default off (all zero: the defaults)."""
    _fields_ = [("no_cse", ctypes.c_int), ("no_peepholes", ctypes.c_int), ("no_combine", ctypes.c_int),
                ("combine_bytes", ctypes.c_uint64)]


class ScheduleRunOptions(ctypes.Structure):
    """partir_schedule_run_options: what a run gives its auto tactics (the
    judge when a tactic names no "hw", the lowering); the callbacks unused."""
    _fields_ = [("hw", ctypes.c_void_p), ("spmd", SpmdOptions), ("compare_experts", ctypes.c_int),
                ("progress", ctypes.c_void_p), ("progress_ctx", ctypes.c_void_p),
                ("on_auto", ctypes.c_void_p), ("on_auto_ctx", ctypes.c_void_p)]


REPORT_TEXT, REPORT_JSON = 0, 1


def _candidates():
    env = os.environ.get("PARTIR_LIBRARY")
    if env:
        yield env
    here = os.path.dirname(os.path.abspath(__file__))
    yield os.path.join(here, "libpartir.so")
    yield os.path.join(here, "..", "..", "build", "release", "libpartir.so")
    found = ctypes.util.find_library("partir")
    if found:
        yield found


def _load():
    tried = []
    for path in _candidates():
        if os.path.sep in path and not os.path.exists(path):
            tried.append(path)
            continue
        try:
            return ctypes.CDLL(path)
        except OSError as e:
            tried.append(f"{path} ({e})")
    raise ImportError("partir: cannot find libpartir.so; build it with `make` and set PARTIR_LIBRARY, "
                      "or run `make python/partir/libpartir.so` before `pip install ./python`. Tried: " +
                      "; ".join(tried))


lib = _load()
libc = ctypes.CDLL(ctypes.util.find_library("c"))
libc.free.argtypes = [ctypes.c_void_p]
libc.free.restype = None


def _fn(name, restype, *argtypes):
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = list(argtypes)
    return f


P = ctypes.POINTER
c_size_p = P(ctypes.c_size_t)
c_text_p = P(ctypes.c_void_p)  # char** filled with malloc'ed text

status_code = _fn("partir_status_code", ctypes.c_int, Status)
status_message = _fn("partir_status_message", ctypes.c_char_p, Status)
status_free = _fn("partir_status_free", None, Status)
status_file = _fn("partir_status_file", ctypes.c_char_p, Status)
status_line = _fn("partir_status_line", ctypes.c_uint32, Status)
status_column = _fn("partir_status_column", ctypes.c_uint32, Status)

module_parse_string = _fn("partir_module_parse_string", Status, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t,
                          P(ModuleHandle))
module_verify = _fn("partir_module_verify", Status, ModuleHandle)
module_print = _fn("partir_module_print", Status, ModuleHandle, c_text_p, c_size_p)
module_free = _fn("partir_module_free", None, ModuleHandle)

partition_new = _fn("partir_partition_new", Status, ModuleHandle, ctypes.c_char_p, ctypes.c_char_p,
                    P(PartitionHandle))
partition_free = _fn("partir_partition_free", None, PartitionHandle)
partition_tile = _fn("partir_partition_tile", Status, PartitionHandle, ctypes.c_char_p, ctypes.c_int64,
                     ctypes.c_char_p, ctypes.c_uint32, P(ctypes.c_uint32))
partition_propagate = _fn("partir_partition_propagate", Status, PartitionHandle, ctypes.c_char_p, ctypes.c_uint32)
partition_apply_schedule = _fn("partir_partition_apply_schedule", Status, PartitionHandle, ctypes.c_char_p,
                               ctypes.c_size_t, ctypes.c_char_p, ctypes.c_uint32, c_text_p)
schedule_parse = _fn("partir_schedule_parse", Status, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_char_p,
                     P(ScheduleHandle))
schedule_free = _fn("partir_schedule_free", None, ScheduleHandle)
partition_run_schedule_report = _fn("partir_partition_run_schedule_report", Status, PartitionHandle, ScheduleHandle,
                                    ctypes.c_uint32, P(ScheduleRunOptions), c_text_p, P(ctypes.c_uint32))
partition_print_core = _fn("partir_partition_print_core", Status, PartitionHandle, c_text_p, c_size_p)
partition_num_conflicts = _fn("partir_partition_num_conflicts", ctypes.c_uint32, PartitionHandle)
partition_conflicts = _fn("partir_partition_conflicts", Status, PartitionHandle, c_text_p, c_size_p)
partition_explain = _fn("partir_partition_explain", Status, PartitionHandle, ctypes.c_char_p, c_char_pp,
                        ctypes.c_uint32, ctypes.c_int, c_text_p, c_size_p)
partition_report = _fn("partir_partition_report", Status, PartitionHandle, ctypes.c_void_p, ctypes.c_int,
                       P(SpmdOptions), HwHandle, c_text_p, c_size_p)
partition_simulate = _fn("partir_partition_simulate", Status, PartitionHandle, P(SpmdOptions), HwHandle, ctypes.c_int,
                         c_text_p, c_size_p)
partition_emit_spmd = _fn("partir_partition_emit_spmd", Status, PartitionHandle, P(SpmdOptions), c_text_p, c_size_p)
# partir_annotate_dialect
ANNOTATE_GSPMD = 0
ANNOTATE_SHARDY = 1
partition_emit_annotated = _fn("partir_partition_emit_annotated", Status, PartitionHandle, ctypes.c_int, c_text_p,
                               c_size_p)
partition_report_html = _fn("partir_partition_report_html", Status, PartitionHandle, ctypes.c_void_p,
                            P(SpmdOptions), HwHandle, c_text_p, c_size_p)
partition_shardings = _fn("partir_partition_shardings", Status, PartitionHandle, c_text_p, c_size_p)

hw_load = _fn("partir_hw_load", Status, ctypes.c_char_p, P(HwHandle))
hw_free = _fn("partir_hw_free", None, HwHandle)
hw_describe = _fn("partir_hw_describe", Status, HwHandle, c_text_p)


def take_text(ptr, length=None):
    """The malloc'ed text at ptr as str, freed."""
    if not ptr.value:
        return ""
    try:
        if length is not None:
            return ctypes.string_at(ptr.value, length.value).decode("utf-8")
        return ctypes.string_at(ptr.value).decode("utf-8")
    finally:
        libc.free(ptr.value)
