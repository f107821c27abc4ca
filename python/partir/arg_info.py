"""jax.arg_info names on a lowered JAX module's arguments.

JAX puts the names of a function's arguments (`params['w']`) in debug
locations only; partir's selectors, reports and shardings use the
`jax.arg_info` attribute. This module needs jax, not libpartir.so, so that
tools/export_models.py shares it.
"""

def attach_arg_info(module):
    """jax.arg_info attributes on @main's arguments from JAX's name
    locations, so that partir's selectors and reports name them as
    `params['w']` (JAX puts the names in debug locations only)."""
    from jax._src.lib.mlir import ir
    with module.context:
        for op in module.body.operations:
            if op.operation.name != "func.func":
                continue
            if ir.StringAttr(op.attributes["sym_name"]).value != "main":
                continue
            args = op.regions[0].blocks[0].arguments
            old = list(op.arg_attrs) if "arg_attrs" in op.attributes else []
            new = []
            for i, a in enumerate(args):
                d = {}
                if i < len(old):
                    od = ir.DictAttr(old[i])
                    for j in range(len(od)):
                        d[od[j].name] = od[j].attr
                try:
                    name = a.location.name_str
                except Exception:  # not a name location
                    name = None
                if name and "jax.arg_info" not in d:
                    d["jax.arg_info"] = ir.StringAttr.get(name)
                new.append(ir.DictAttr.get(d))
            op.arg_attrs = ir.ArrayAttr.get(new)
