"""partir: partition ML programs across device meshes with schedules of
tactics (the PartIR design), from Python.

    import partir
    r = partir.partition(open("step.mlir").read(), mesh="batch=2,model=2",
                         schedule=[partir.BP("batch"), partir.MP("model"), partir.Z3("batch")])
    print(r.report)          # per tactic: decisions, collectives, memory
    r.spmd                   # the SPMD module (StableHLO text XLA runs as is)
    r.shardings["inputs"]    # how each argument lies on the mesh

The classes map the C API (include/partir.h) one to one: Module,
Partition, Hardware. Every failure raises partir.Error with partir's
located message ("file:line:col: error: ..."). partir.jax runs partitioned
JAX functions on XLA.
"""

import ctypes
import json
import os



class _LazyCapi:
    """libpartir.so is loaded on first use, so that `partir.arg_info`
    (which needs jax only) imports without the library."""

    def __getattr__(self, name):
        from . import _capi
        return getattr(_capi, name)


_c = _LazyCapi()

__all__ = ["Error", "Module", "Partition", "Hardware", "Result", "partition", "schedule_json", "Tactic", "BP", "MP",
           "Z2", "Z3", "EMB", "Manual", "Auto"]


class Error(Exception):
    """A partir error. `message` is partir's text, located where it can be
    ("model.mlir:4:3: error: ..."); `code` the partir_code number; `file`,
    `line` and `column` the location (None and 0 when it has none), read
    from the structured status, not parsed from the text."""

    def __init__(self, message, code=0, file=None, line=0, column=0):
        super().__init__(message)
        self.message = message
        self.code = code
        self.file = file
        self.line = line
        self.column = column


def _check(status):
    if status:
        try:
            msg = _c.status_message(status).decode("utf-8", "replace")
            code = _c.status_code(status)
            f = _c.status_file(status)
            line, column = _c.status_line(status), _c.status_column(status)
        finally:
            _c.status_free(status)
        raise Error(msg, code, f.decode("utf-8", "replace") if f else None, line, column)


def _text_call(fn, *args, with_len=True, after=()):
    """fn(*args, &text[, &len], *after): the malloc'ed text as str."""
    ptr = ctypes.c_void_p()
    n = ctypes.c_size_t()
    if with_len:
        _check(fn(*args, ctypes.byref(ptr), ctypes.byref(n), *after))
        return _c.take_text(ptr, n)
    _check(fn(*args, ctypes.byref(ptr), *after))
    return _c.take_text(ptr)


def _b(s):
    return None if s is None else s.encode("utf-8")


class Module:
    """A parsed and verified StableHLO module (partir_module)."""

    def __init__(self, text, filename="<string>"):
        data = text.encode("utf-8") if isinstance(text, str) else bytes(text)
        h = _c.ModuleHandle()
        _check(_c.module_parse_string(_b(filename), data, len(data), ctypes.byref(h)))
        self._h = h
        try:
            _check(_c.module_verify(h))
        except Error:
            self.close()
            raise
        self.filename = filename

    @classmethod
    def from_file(cls, path):
        with open(path, encoding="utf-8") as f:
            return cls(f.read(), filename=path)

    def text(self):
        return _text_call(_c.module_print, self._h)

    def close(self):
        if getattr(self, "_h", None):
            _c.module_free(self._h)
            self._h = None

    def __del__(self):
        self.close()


class Hardware:
    """A hardware profile for the simulator: a built-in name ("h100-sxm",
    "a100-80gb", "tpu-v4", ..., "host") or a JSON file."""

    def __init__(self, name_or_path):
        h = _c.HwHandle()
        _check(_c.hw_load(_b(name_or_path), ctypes.byref(h)))
        self._h = h
        self.name = name_or_path

    def describe(self):
        return json.loads(_text_call(_c.hw_describe, self._h, with_len=False))

    def close(self):
        if getattr(self, "_h", None):
            _c.hw_free(self._h)
            self._h = None

    def __del__(self):
        self.close()


def _hw(hw):
    if hw is None or isinstance(hw, Hardware):
        return hw
    return Hardware(hw)


def _options(cse, combine=True):
    """The lowering's options: cse=True (the default, as in the CLI) reuses a
    value's identical collectives within a region; False is --no-cse.
    combine=True (the default) merges independent collectives of one kind
    and group into one op no larger than the program's largest collective of
    its kind; an int sets that threshold in bytes; False is --no-combine."""
    nbytes = combine if combine is not True and combine is not False and combine else 0
    return _c.SpmdOptions(no_cse=0 if cse else 1, no_peepholes=0, no_combine=0 if combine else 1,
                          combine_bytes=int(nbytes))


class Partition:
    """A partitioning state of one function of `module` over `mesh`
    ("batch=2,model=2"), partir_partition. Keeps the module alive."""

    def __init__(self, module, mesh, func=None):
        if isinstance(module, str):
            module = Module(module)
        self.module = module
        self.mesh = mesh
        h = _c.PartitionHandle()
        _check(_c.partition_new(module._h, _b(func), _b(mesh), ctypes.byref(h)))
        self._h = h
        self._next_tactic = 0

    def apply(self, schedule, filename="<schedule>", hw=None, cse=True, combine=True):
        """Applies a schedule (a list of tactics or dicts, a JSON string, or
        a path to a JSON file); returns one report line per tactic. `hw`
        judges the automatic tactics that name no "hw" of their own, whose
        plans are lowered as `cse` and `combine` say (the report's lowering)."""
        text, filename = schedule_json(schedule, filename)
        data = text.encode("utf-8")
        hw = _hw(hw)
        sched = _c.ScheduleHandle()
        _check(_c.schedule_parse(data, len(data), _b(filename), ctypes.byref(sched)))
        try:
            o = _c.ScheduleRunOptions(hw=hw._h.value if hw else None, spmd=_options(cse, combine))
            used = ctypes.c_uint32()
            report = _text_call(_c.partition_run_schedule_report, self._h, sched, self._next_tactic,
                                ctypes.byref(o), with_len=False, after=[ctypes.byref(used)])
        finally:
            _c.schedule_free(sched)
        # An auto tactic uses one number per decision of its plan.
        self._next_tactic += used.value
        return report

    def tile(self, selector, dim, axis, propagate=True):
        """Tiles dim `dim` of the values `selector` names on `axis` as a new
        tactic; then propagates on the axis. Returns how many were tiled."""
        count = ctypes.c_uint32()
        t = self._next_tactic
        _check(_c.partition_tile(self._h, _b(selector), dim, _b(axis), t, ctypes.byref(count)))
        if propagate:
            _check(_c.partition_propagate(self._h, _b(axis), t))
        self._next_tactic += 1
        return count.value

    def report(self, hw=None, format="text", cse=True, combine=True):
        hw = _hw(hw)
        fmt = _c.REPORT_JSON if format == "json" else _c.REPORT_TEXT
        o = _options(cse, combine)
        text = _text_call(_c.partition_report, self._h, None, fmt, ctypes.byref(o), hw._h if hw else None)
        return json.loads(text) if format == "json" else text

    def simulate(self, hw, format="text", cse=True, combine=True):
        hw = _hw(hw)
        fmt = _c.REPORT_JSON if format == "json" else _c.REPORT_TEXT
        o = _options(cse, combine)
        text = _text_call(_c.partition_simulate, self._h, ctypes.byref(o), hw._h, fmt)
        return json.loads(text) if format == "json" else text

    def report_html(self, hw=None, cse=True, combine=True, path=None):
        """The HTML report of the state as it is now (one self-contained
        page: summary, sharding map, and with `hw` the simulated step's
        timeline and memory); written to `path` when given."""
        hw = _hw(hw)
        o = _options(cse, combine)
        page = _text_call(_c.partition_report_html, self._h, None, ctypes.byref(o), hw._h if hw else None)
        if path is not None:
            with open(path, "w", encoding="utf-8") as f:
                f.write(page)
        return page

    def spmd(self, cse=True, combine=True):
        """The SPMD module: device-local types, explicit collectives."""
        o = _options(cse, combine)
        return _text_call(_c.partition_emit_spmd, self._h, ctypes.byref(o))

    def annotated(self, dialect="gspmd"):
        """The original module with the input and output shardings as
        annotations for XLA's own partitioner: dialect "gspmd" writes
        mhlo.sharding strings, "shardy" sdy.sharding attributes over an
        sdy.mesh (one dialect: XLA's GSPMD pipeline refuses Shardy's)."""
        kinds = {"gspmd": _c.ANNOTATE_GSPMD, "shardy": _c.ANNOTATE_SHARDY}
        if dialect not in kinds:
            raise ValueError("annotated: dialect is 'gspmd' or 'shardy', not %r" % (dialect,))
        return _text_call(_c.partition_emit_annotated, self._h, kinds[dialect])

    def shardings(self):
        """How each argument and result lies on the mesh: a dict (see
        partir_partition_shardings in partir.h)."""
        return json.loads(_text_call(_c.partition_shardings, self._h))

    def core(self):
        return _text_call(_c.partition_print_core, self._h)

    def conflicts(self):
        return _text_call(_c.partition_conflicts, self._h)

    def num_conflicts(self):
        return _c.partition_num_conflicts(self._h)

    def explain(self, selector, json_format=False):
        text = _text_call(_c.partition_explain, self._h, _b(selector), None, 0, 1 if json_format else 0)
        return json.loads(text) if json_format else text

    def close(self):
        if getattr(self, "_h", None):
            _c.partition_free(self._h)
            self._h = None

    def __del__(self):
        self.close()


class Result:
    """What partir.partition returns: `report` (text, after every tactic),
    `spmd` (the SPMD module's text), `shardings` (dict), `partition` (the
    Partition, for more queries)."""

    def __init__(self, report, spmd, shardings, partition):
        self.report = report
        self.spmd = spmd
        self.shardings = shardings
        self.partition = partition


def partition(text, mesh, schedule, *, func=None, hw=None, cse=True, combine=True, filename="<string>"):
    """Parses `text`, applies `schedule` on `mesh`, and returns a Result."""
    p = Partition(Module(text, filename=filename), mesh, func=func)
    lines = p.apply(schedule, hw=hw, cse=cse, combine=combine)
    report = lines + p.report(hw=hw, cse=cse, combine=combine)
    return Result(report, p.spmd(cse=cse, combine=combine), p.shardings(), p)


# ---- tactics ---------------------------------------------------------------


class Tactic:
    """A tactic of a schedule; `to_json()` is its entry in the schedule
    file format (README: Schedules)."""

    def __init__(self, entry):
        self.entry = entry

    def to_json(self):
        return dict(self.entry)

    def __repr__(self):
        return f"{type(self).__name__}({self.entry!r})"


def _builtin(kind):
    def make(axis, name=None):
        e = {"builtin": kind, "axis": axis}
        if name:
            e["name"] = name
        return Tactic(e)

    make.__name__ = kind
    make.__doc__ = f"The built-in {kind} tactic on mesh axis `axis`."
    return make


BP = _builtin("BP")
MP = _builtin("MP")
Z2 = _builtin("Z2")
Z3 = _builtin("Z3")
EMB = _builtin("EMB")


def Manual(axis, inputs, name=None):
    """A manual tactic: {selector: dim or "replicated"} on `axis`."""
    e = {"axis": axis, "inputs": dict(inputs)}
    if name:
        e["name"] = name
    return Tactic(e)


def Auto(axes, **options):
    """The automatic tactic (search over the decision space): axes plus
    hw (else the `hw` the schedule is applied with), memory_limit,
    objective, budget_s, iterations, seed."""
    return Tactic({"auto": dict(axes=list(axes), **options)})


def schedule_json(schedule, filename="<schedule>"):
    """(JSON text, filename) of a schedule given as tactics/dicts, a JSON
    string, or a path to a JSON file."""
    if isinstance(schedule, (str, os.PathLike)):
        s = os.fspath(schedule)
        if not s.lstrip().startswith("[") and os.path.exists(s):
            with open(s, encoding="utf-8") as f:
                return f.read(), s
        return s, filename
    entries = [t.to_json() if isinstance(t, Tactic) else dict(t) for t in schedule]
    return json.dumps(entries), filename
