/* ir.h - partir's program representation.
 *
 * A module holds functions; a function's body is a region; a region is one
 * block: block arguments plus an ordered list of ops; an op has operands
 * (value ids), results (value ids), named attributes, and regions of its own.
 *
 * Storage is index-based: every entity lives in a flat array of the module
 * and is referred to by a uint32_t id, so a whole module (or a partitioning
 * candidate built over it) can be copied with a few memcpy calls and printed
 * deterministically. Attributes are immutable trees in the module's arena
 * and may be shared between ops. Types are interned: equal types have equal
 * ids, so type equality is an integer compare.
 *
 * Attribute convention (the contract between parser, verifier and every
 * later pass): an op's attributes are stored under the names and in the
 * shapes that the StableHLO *generic* form uses, whatever form the text was
 * written in. E.g. `stablehlo.broadcast_in_dim %x, dims = [1]` is stored as
 * `broadcast_dimensions = array<i64: 1>`; `stablehlo.compare EQ, ..., FLOAT`
 * as `comparison_direction = #stablehlo<comparison_direction EQ>` and
 * `compare_type = #stablehlo<comparison_type FLOAT>`; dot_general's numbers
 * as `dot_dimension_numbers = #stablehlo.dot<...>`. The pretty printer
 * renders them back as JAX prints them.
 *
 * Sections, one per .c file:
 *   types.c   dtypes and tensor types
 *   attr.c    attribute constructors, lookups and typed accessors
 *   module.c  module storage and the builder
 *   inline.c  inlining of func.call into public functions
 *   verify.c  the verifier and result-type inference (+ verify_*.c)
 *   op_attrs.c typed views of dot/conv/window/gather/scatter attributes
 */
#ifndef PT_IR_H
#define PT_IR_H

#include <stdbool.h>
#include <stdint.h>

#include "../support/support.h"

#define PT_NONE UINT32_MAX /* "no id" for every id kind */
#define PT_MAX_RANK 16
#define PT_VARIADIC (-1)

/* How deeply regions may nest. The ops of a function body are at depth 0;
 * the ops of a region owned by an op at depth d are at depth d + 1 (the
 * bodies of while/if/case and of reducers and comparators alike). The
 * parser, the verifier and the inliner refuse a program with an op deeper
 * than PT_MAX_NESTING, with a located error, and every pass that recurses
 * over regions (interpreter, propagation, Core and SPMD lowering, printers,
 * simulator) accepts exactly this depth: what `partir check` accepts runs
 * everywhere. 64 is far beyond what exporters write (JAX nests a scan in a
 * cond in a scan a handful of levels deep) and keeps every recursion's stack
 * small, also on the runtime's device threads and on a host process's
 * secondary threads. The inliner also caps the depth of nested calls with
 * it. */
#define PT_MAX_NESTING 64

/* ---- types.c ------------------------------------------------------------ */

/* X(ID, mlir name, byte size, class) */
#define PT_DTYPE_LIST(X)            \
  X(F64, "f64", 8, PT_DCLASS_FLOAT) \
  X(F32, "f32", 4, PT_DCLASS_FLOAT) \
  X(F16, "f16", 2, PT_DCLASS_FLOAT) \
  X(BF16, "bf16", 2, PT_DCLASS_FLOAT) \
  X(I1, "i1", 1, PT_DCLASS_BOOL)    \
  X(I8, "i8", 1, PT_DCLASS_SINT)    \
  X(I16, "i16", 2, PT_DCLASS_SINT)  \
  X(I32, "i32", 4, PT_DCLASS_SINT)  \
  X(I64, "i64", 8, PT_DCLASS_SINT)  \
  X(UI8, "ui8", 1, PT_DCLASS_UINT)  \
  X(UI16, "ui16", 2, PT_DCLASS_UINT) \
  X(UI32, "ui32", 4, PT_DCLASS_UINT) \
  X(UI64, "ui64", 8, PT_DCLASS_UINT)

typedef enum {
#define X(id, name, size, cls) PT_DTYPE_##id,
  PT_DTYPE_LIST(X)
#undef X
  PT_DTYPE_COUNT,
  /* Attributes only: an integer/float literal written without ": type"
   * (e.g. inside #stablehlo.gather<...>); printed without a suffix. */
  PT_DTYPE_NONE = 0xff,
  /* Attributes only: `index` type (MLIR). */
  PT_DTYPE_INDEX = 0xfe,
} pt_dtype;

typedef enum { PT_DCLASS_FLOAT, PT_DCLASS_BOOL, PT_DCLASS_SINT, PT_DCLASS_UINT } pt_dclass;

const char *pt_dtype_name(pt_dtype t);
uint32_t pt_dtype_size(pt_dtype t); /* bytes; i1 is stored as one byte */
pt_dclass pt_dtype_class(pt_dtype t);
bool pt_dtype_is_float(pt_dtype t);
bool pt_dtype_is_int(pt_dtype t); /* signed or unsigned, not i1 */
/* Parses "f32", "ui8", ...; returns false for anything else. */
bool pt_dtype_parse(const char *s, uint32_t len, pt_dtype *out);
/* Bit width: 1 for i1, else 8 * size. */
uint32_t pt_dtype_bits(pt_dtype t);

typedef enum {
  PT_TYPE_TENSOR, /* tensor<2x3xf32>, rank 0..PT_MAX_RANK */
  PT_TYPE_TOKEN,  /* !stablehlo.token */
} pt_type_kind;

typedef struct {
  uint8_t kind;  /* pt_type_kind */
  uint8_t dtype; /* pt_dtype (tensors) */
  uint8_t rank;
  uint8_t pad_;
  int64_t dims[PT_MAX_RANK]; /* static sizes >= 0; unused entries are 0 */
} pt_type;

/* Number of elements, or -1 on overflow of int64. */
int64_t pt_type_num_elements(const pt_type *t);
/* Writes "tensor<2x3xf32>" / "!stablehlo.token". */
void pt_type_print(pt_buf *b, const pt_type *t);
pt_type pt_tensor_type(pt_dtype dt, uint32_t rank, const int64_t *dims);

/* ---- op table (ops.def) ------------------------------------------------- */

enum {
  PT_OPF_ELEMENTWISE = 1u << 0,   /* result[i] = f(operands[i]) */
  PT_OPF_COMMUTATIVE = 1u << 1,
  PT_OPF_TERMINATOR = 1u << 2,    /* ends a region or function body */
  PT_OPF_COLLECTIVE = 1u << 3,    /* communicates between devices */
  PT_OPF_CONTROL_FLOW = 1u << 4,  /* while/if/case */
  PT_OPF_CHLO = 1u << 5,          /* chlo dialect */
  PT_OPF_TYPE_CHANGE = 1u << 6,   /* result element type may differ */
  PT_OPF_PRED_RESULT = 1u << 7,   /* result element type is i1 */
  /* Operand element-type class (elementwise ops). */
  PT_OPF_T_ANY = 1u << 8,
  PT_OPF_T_FLOAT = 1u << 9,
  PT_OPF_T_INT = 1u << 10,            /* signed/unsigned integers */
  PT_OPF_T_INT_OR_BOOL = 1u << 11,
  PT_OPF_T_NUMERIC = 1u << 12,        /* ints and floats, not i1 */
  PT_OPF_T_SIGNED_OR_FLOAT = 1u << 13,
};

typedef enum {
#define PT_OP(id, name, nops, nres, nreg, flags, inplace, cost, tokens, buffers) PT_OP_##id,
#include "ops.def"
#undef PT_OP
  PT_OP_COUNT
} pt_opcode;

/* The columns of ops.def (its header says what each value means). */
typedef enum { PT_INPLACE_NONE, PT_INPLACE_ANY, PT_INPLACE_OPERAND0 } pt_op_inplace;
typedef enum { PT_COST_GENERIC, PT_COST_TRANSCENDENTAL, PT_COST_MOVE, PT_COST_CONTRACTION } pt_op_cost;
typedef enum {
  PT_BUFFERS_FRESH,
  PT_BUFFERS_ALIAS,
  PT_BUFFERS_ALIAS_SAME_DTYPE,
  PT_BUFFERS_ALIAS_BYTES,
  PT_BUFFERS_BY_TARGET,
  PT_BUFFERS_CONSTANT,
  PT_BUFFERS_CONTROL,
  PT_BUFFERS_TOKEN,
  PT_BUFFERS_TERMINATOR,
} pt_op_buffers;

typedef struct {
  const char *name;
  int32_t n_operands; /* or PT_VARIADIC */
  int32_t n_results;
  int32_t n_regions;
  uint32_t flags;
  uint8_t inplace; /* pt_op_inplace */
  uint8_t cost;    /* pt_op_cost */
  bool tokens;     /* operands or results may be tokens */
  uint8_t buffers; /* pt_op_buffers */
} pt_op_info;

/* The op table (types.c, generated from ops.def), read-only. Indexed
 * inline: lowering and simulation ask for an op's flags about a hundred
 * thousand times per candidate, and a call per question was 2% of that. */
extern const pt_op_info pt_op_table[PT_OP_COUNT];
static inline const pt_op_info *pt_op_info_get(pt_opcode code) {
  PT_ASSERT((unsigned)code < PT_OP_COUNT);
  return &pt_op_table[code];
}
static inline const char *pt_op_name(pt_opcode code) { return pt_op_info_get(code)->name; }
static inline bool pt_op_has_flag(pt_opcode code, uint32_t f) {
  return (pt_op_info_get(code)->flags & f) != 0;
}
/* Full name ("stablehlo.add") -> opcode; false if unknown. */
bool pt_op_lookup(const char *name, uint32_t len, pt_opcode *out);

/* Whether a subsystem's per-op table (kernels, TMR rules, verifier
 * checkers) has an entry for an opcode: a hook, the explicit "none", or
 * nothing, which tests/unit/test_op_table.c refuses for every opcode. */
typedef enum { PT_HOOK_MISSING, PT_HOOK_NONE, PT_HOOK_SET } pt_hook_state;
/* The verifier's (verify.c). */
pt_hook_state pt_verify_hook_state(pt_opcode code);

/* ---- attr.c ------------------------------------------------------------- */

typedef enum {
  PT_ATTR_UNIT,           /* `use_global_device_ids` (present, no value) */
  PT_ATTR_BOOL,           /* true / false */
  PT_ATTR_INT,            /* 3 : i64  (dtype PT_DTYPE_NONE when untyped) */
  PT_ATTR_FLOAT,          /* 1.0 : f32 */
  PT_ATTR_STRING,         /* "text" (bytes unescaped; may contain NUL) */
  PT_ATTR_SYMBOL,         /* @name */
  PT_ATTR_TYPE,           /* tensor<4xf32> used as an attribute */
  PT_ATTR_ARRAY,          /* [a, b, c] */
  PT_ATTR_DICT,           /* {k = v, ...} */
  PT_ATTR_DENSE_ARRAY,    /* array<i64: 1, 2>, array<i1: true>, array<f32: ...> */
  PT_ATTR_DENSE,          /* dense<...> : tensor<...> (elements as raw bytes) */
  PT_ATTR_DENSE_RESOURCE, /* dense_resource<__elided__> : tensor<...> (values unknown) */
  PT_ATTR_ENUM,           /* #stablehlo<comparison_direction EQ>, #stablehlo.precision<DEFAULT> */
  PT_ATTR_DIALECT,        /* #stablehlo.gather<k = v, ...>: parameters as a dict */
  PT_ATTR_CONV_DIMS,      /* #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]> */
  PT_ATTR_OPAQUE,         /* any other #dialect attr kept as text, e.g. #sdy.sharding<...> */
} pt_attr_kind;

typedef struct pt_attr pt_attr;

typedef struct {
  uint32_t name; /* interned in the module */
  const pt_attr *value;
} pt_named_attr;

/* Convolution dimension numbers, spatial dims in order. */
typedef struct {
  int64_t input_batch, input_feature;
  int64_t kernel_input_feature, kernel_output_feature;
  int64_t output_batch, output_feature;
  uint32_t n_spatial;
  int64_t input_spatial[PT_MAX_RANK];
  int64_t kernel_spatial[PT_MAX_RANK];
  int64_t output_spatial[PT_MAX_RANK];
} pt_conv_dims;

struct pt_attr {
  uint8_t kind;  /* pt_attr_kind */
  uint8_t dtype; /* INT, FLOAT, DENSE_ARRAY: element type (or PT_DTYPE_NONE) */
  union {
    bool b;
    int64_t i;
    double f;
    struct { const char *data; uint32_t len; } str; /* STRING, SYMBOL, OPAQUE (NUL-terminated) */
    uint32_t type;                                  /* TYPE: type id */
    struct { const pt_attr *const *items; uint32_t n; } array;
    struct { const pt_named_attr *items; uint32_t n; } dict;
    /* DENSE_ARRAY: ints (i1 stored as 0/1) or doubles, by dtype class. */
    struct { const int64_t *i; const double *f; uint32_t n; } darr;
    /* DENSE: row-major elements in the tensor dtype's little-endian layout
     * (bf16/f16 as their 16-bit patterns, i1 as one byte 0/1). A splat
     * stores one element. */
    struct { uint32_t type; bool splat; const uint8_t *bytes; uint64_t nbytes; } dense;
    struct { uint32_t type; const char *handle; } resource; /* DENSE_RESOURCE */
    /* ENUM: dialect "stablehlo", kind "comparison_direction", value "EQ";
     * for #stablehlo.precision<DEFAULT>, kind is "precision" and
     * dotted is true so it prints back in the same spelling. */
    struct { const char *dialect; const char *kind; const char *value; bool dotted; } enm;
    /* DIALECT: name "stablehlo.gather", params in written order. */
    struct { const char *name; const pt_named_attr *params; uint32_t n; } dia;
    const pt_conv_dims *conv;
    /* OPAQUE: name "sdy.sharding", body text between the outer <>. */
    struct { const char *name; const char *body; } opq;
  } u;
};

/* ---- module.c ----------------------------------------------------------- */

typedef struct {
  uint32_t type;  /* type id */
  uint32_t def;   /* defining op id, or region id for a block argument */
  uint32_t index; /* result number, or argument number */
  uint8_t is_arg; /* block argument? */
} pt_value;

typedef struct {
  uint16_t code;       /* pt_opcode */
  uint16_t n_regions;
  uint32_t n_operands;
  uint32_t operands;   /* first index into module.operand_pool */
  uint32_t n_results;
  uint32_t results;    /* first result value id; results are consecutive */
  uint32_t n_attrs;
  uint32_t attrs;      /* first index into module.attr_pool, sorted by name string */
  uint32_t regions;    /* first index into module.region_pool */
  uint32_t parent;     /* region id containing this op */
  pt_loc loc;          /* position of the op in the source text */
  uint32_t src_loc;    /* interned text of its loc(...) trailer, 0 if none */
} pt_op;

typedef struct {
  uint32_t parent_op; /* owning op id, or PT_NONE for a function body */
  uint32_t func;      /* function containing this region */
  uint32_t n_args;
  uint32_t args;      /* first argument value id; args are consecutive */
  uint32_t n_ops;
  uint32_t ops;       /* first index into module.op_order: the ops in order */
} pt_region;

typedef struct {
  uint32_t name;        /* interned symbol name, without '@' */
  bool is_private;
  uint32_t body;        /* region id */
  uint32_t n_results;
  uint32_t result_types; /* first index into module.type_pool */
  /* Per-argument and per-result attribute dicts (NULL = none), and the
   * function's own attributes, e.g. {jax.arg_info = "x", mhlo.sharding = ..}. */
  const pt_attr **arg_attrs;
  const pt_attr **result_attrs;
  const pt_attr *attrs;
  pt_loc loc;
  /* Where each argument is written (in the arena), for errors about an
   * argument's input; NULL when unknown (the function's loc stands in). */
  const pt_loc *arg_locs;
} pt_func;

/* `sdy.mesh @name = <["data"=4, "model"=2]>` kept as written. */
typedef struct {
  uint32_t name;
  const pt_attr *body; /* PT_ATTR_OPAQUE with name "sdy.mesh" */
  pt_loc loc;
  /* Trailing attribute dict (JAX writes `{stablehlo.mesh = {axes = ...}}`),
   * NULL if none. */
  const pt_attr *attrs;
} pt_sdy_mesh;

typedef struct pt_module {
  pt_arena arena;      /* attributes, names, dense data */
  pt_interner strings; /* attribute names, symbols, loc texts */
  /* The module this one was derived from (pt_module_try_derive_room), NULL for one
   * parsed or built from nothing. A derived module shares what its base's
   * arenas hold (attributes, interned strings, dense data) by pointer, so
   * the base must outlive it and must not change while it lives. */
  const struct pt_module *base;
  /* A module whose types and strings this one shares (see
   * pt_module_try_derive_tables), held until this one is freed; NULL when
   * none. refs: holders beyond the first (pt_module_hold); pt_module_free
   * frees the module when it drops the last (atomic: a cache on one
   * thread may hold a program another thread frees). */
  struct pt_module *held;
  _Atomic uint32_t refs;
  char *filename;      /* for diagnostics */
  uint32_t sym_name;   /* module @name, 0 if none */
  const pt_attr *attrs; /* module attributes dict, NULL if none */

  PT_VEC(pt_type) types; /* type id -> type */
  uint32_t *type_slots;  /* hash index over types */
  uint32_t n_type_slots;

  PT_VEC(pt_value) values;
  PT_VEC(pt_op) ops;
  PT_VEC(pt_region) regions;
  PT_VEC(pt_func) funcs;
  PT_VEC(pt_sdy_mesh) meshes;
  PT_VEC(uint32_t) operand_pool;   /* value ids */
  PT_VEC(pt_named_attr) attr_pool;
  PT_VEC(uint32_t) region_pool;    /* region ids */
  PT_VEC(uint32_t) op_order;       /* op ids, per region contiguous */
  PT_VEC(uint32_t) type_pool;      /* type ids (function result types) */
  /* Sticky: a builder call, a type or an attribute could not be added for
   * want of memory. Every builder call is all or nothing, so what the
   * module holds stays consistent, but it is not the program that was
   * being built: whoever builds it returns pt_module_status (PT_ERR_NOMEM)
   * and frees it, and nothing else reads it. */
  bool oom;
} pt_module;

/* NULL when the host has no memory. */
pt_module *pt_module_new(const char *filename);
/* Whether anything added to m (ops, types, attributes, strings) failed
 * for want of memory, and the status that says so (NULL when nothing did). */
static inline bool pt_module_oom(const pt_module *m) {
  /* Inline: lowering asks after every op it lowers. */
  return m->oom || m->arena.failed || m->strings.failed || m->strings.arena.failed;
}
pt_status *pt_module_status(const pt_module *m);
void pt_module_free(pt_module *m);

/* Derived programs. An input module is read-only once verified: every pass
 * that builds from it (Core lowering, SPMD lowering, annotated copies, the
 * printers' localised attributes) builds into a module of its own, made
 * here, so that any number of them, in any number of threads, leave the
 * input as it was.
 *
 * pt_module_try_derive_room(base, room_ops) returns a new module holding the same program
 * with the same ids (functions, regions, ops, values, types, strings), to
 * which a pass appends. Only the id tables are copied (index-based storage
 * makes that a few memcpy calls); the contents of base's arenas --
 * attributes, interned string bytes, dense literals -- are shared by
 * pointer, never copied and never written. What the derived module adds
 * (types, strings, attributes, ops) goes into its own tables and arena.
 * Deriving only reads base, so several threads may derive from one module
 * at once (nothing in a verified module is written after verification).
 * Free the derived module (pt_module_free) before base. The op tables are
 * sized for `room_ops` more ops (a pass that knows about how many it adds;
 * more may still be added). NULL when the host has no memory; growing the
 * module fails softly (pt_module_oom) like growing a parsed one. */
pt_module *pt_module_try_derive_room(const pt_module *base, uint32_t room_ops);
/* The same, except that its types and strings are those of `tables` (with
 * their ids), a module derived from `base` (its own additions included):
 * a pass may then copy tables' ops, attributes and type ids as they are.
 * The new module holds `tables` (pt_module_hold) until it is freed. */
pt_module *pt_module_try_derive_tables(const pt_module *base, pt_module *tables, uint32_t room_ops);
/* One more holder of m: pt_module_free then only drops it. */
void pt_module_hold(pt_module *m);

/* Bytes a module holds: its arena's and interner's allocations and its
 * tables' lengths. Equal before and after any pass that only reads the
 * module (the tests check that evaluating candidates leaves the input as it
 * was, to the byte). */
uint64_t pt_module_footprint(const pt_module *m);

/* The id of t in m. Without memory: type 0 (any type: the module is then
 * marked out of memory, and its result is not read). */
uint32_t pt_type_intern(pt_module *m, const pt_type *t);
static inline const pt_type *pt_type_get(const pt_module *m, uint32_t id) { return &m->types.data[id]; }
static inline const pt_type *pt_value_type(const pt_module *m, uint32_t v) {
  return &m->types.data[m->values.data[v].type];
}

static inline const pt_op *pt_op_get(const pt_module *m, uint32_t op) { return &m->ops.data[op]; }
static inline uint32_t pt_op_operand(const pt_module *m, const pt_op *op, uint32_t i) {
  return m->operand_pool.data[op->operands + i];
}
static inline uint32_t pt_op_result(const pt_op *op, uint32_t i) { return op->results + i; }
static inline uint32_t pt_op_region(const pt_module *m, const pt_op *op, uint32_t i) {
  return m->region_pool.data[op->regions + i];
}
static inline uint32_t pt_region_op(const pt_module *m, const pt_region *r, uint32_t i) {
  return m->op_order.data[r->ops + i];
}
static inline uint32_t pt_func_arg(const pt_module *m, const pt_func *f, uint32_t i) {
  return m->regions.data[f->body].args + i;
}
static inline uint32_t pt_func_n_args(const pt_module *m, const pt_func *f) {
  return m->regions.data[f->body].n_args;
}
static inline uint32_t pt_func_result_type(const pt_module *m, const pt_func *f, uint32_t i) {
  return m->type_pool.data[f->result_types + i];
}

/* Attribute on an op by name (binary search); NULL when absent. */
const pt_attr *pt_op_attr(const pt_module *m, const pt_op *op, const char *name);
const char *pt_str(const pt_module *m, uint32_t id); /* interned string */
/* Source location of an op for diagnostics, e.g. pt_op_error(m, op, "...") gives
 * "file:line:col: error: 'stablehlo.add' op ...". */
pt_status *pt_op_error(const pt_module *m, const pt_op *op, const char *fmt, ...) PT_PRINTF(3, 4);

/* ---- custom_call targets (custom_call.c: the one list) ------------------ */

typedef enum {
  PT_CC_OPAQUE,          /* unknown to partir: kept as is, not run */
  PT_CC_SHARDING,        /* @Sharding: an identity pinning its mhlo.sharding */
  PT_CC_MANUAL_BOUNDARY, /* @SPMDFullToShardShape / @SPMDShardToFullShape: enter/leave manual code */
  PT_CC_PLACEMENT,       /* @MoveToHost, @MoveToDevice, @annotate_device_placement, @LayoutConstraint */
  PT_CC_SDY_ANNOTATION,  /* @mhlo.sharding, @xla.sdy.FuncResultSharding, @local_sharding_constraint */
  PT_CC_CHECK,           /* @check.*: self-checks of StableHLO's interpreter tests */
} pt_custom_call_kind;

/* The kind of target name `target` (len bytes; NULL: opaque). */
pt_custom_call_kind pt_custom_call_classify(const char *target, uint32_t len);
/* op's call_target_name (string or symbol) and its length, NULL when op is
 * not a custom_call or has none. */
const char *pt_custom_call_target(const pt_module *m, const pt_op *op, uint32_t *len);
pt_custom_call_kind pt_custom_call_kind_of(const pt_module *m, const pt_op *op);
/* The interpreter and the buffer plan run it as result i = operand i. */
bool pt_custom_call_runs_as_identity(pt_custom_call_kind k);
/* The TMR maps every dim through (an identity on the global value). */
bool pt_custom_call_is_partition_identity(pt_custom_call_kind k);
/* The verifier requires one operand and one result of the same element
 * type and rank. */
bool pt_custom_call_keeps_type_class(pt_custom_call_kind k);
/* The error for an op whose regions would nest deeper than PT_MAX_NESTING,
 * located at the op: "... 'stablehlo.if' op has regions nested more than 64
 * levels deep (partir's limit for every program)". */
pt_status *pt_nesting_error(const pt_module *m, const pt_op *op);

/* A list of ids (values, ops, regions). */
typedef PT_VEC(uint32_t) pt_id_vec;

/* The region that holds value v: its block's region for an argument, its
 * defining op's region otherwise. */
uint32_t pt_value_region(const pt_module *m, uint32_t v);
/* Appends to *out every region reachable from `root` (root included):
 * nested regions of its ops and the bodies of the functions func.call
 * reaches, each once; seen (one byte per region id) marks the visited. */
/* false when out could not grow (it holds a part). */
bool pt_regions_reachable(const pt_module *m, uint32_t root, uint8_t *seen, pt_id_vec *out);

/* The function named `name`, or PT_NONE. */
uint32_t pt_module_find_func(const pt_module *m, const char *name);

/* ---- builder (module.c) -------------------------------------------------- */

/* Builds ops into regions. Regions nest: begin a region (its block
 * arguments get fresh value ids), append ops, end it, and pass its id to
 * the op that owns it (which may be created after its regions are built,
 * as the parser does).
 * Without memory a call fails as a whole (PT_NONE or false, the module
 * left as it was and marked out of memory: pt_module_oom); ending a region
 * still closes it. A builder checks what it gets, or at least
 * pt_module_status before it hands the module out. */
typedef struct {
  pt_module *m;
  uint32_t func; /* function being built */
  PT_VEC(uint32_t) open;       /* stack of open region ids */
  PT_VEC(uint32_t) pending;    /* ops of the open regions, innermost last */
  PT_VEC(uint32_t) pending_at; /* per open region: its start in `pending` */
} pt_builder;

void pt_builder_init(pt_builder *b, pt_module *m);
void pt_builder_free(pt_builder *b);

/* Starts a function; its body region is opened with n_args arguments.
 * Finish the body with pt_builder_end_region and pass its id to
 * pt_builder_end_func. */
uint32_t pt_builder_begin_func(pt_builder *b, uint32_t name, bool is_private, const uint32_t *arg_types,
                               uint32_t n_args, pt_loc loc);
bool pt_builder_end_func(pt_builder *b, uint32_t func, uint32_t body, const uint32_t *result_types,
                         uint32_t n_results, const pt_attr **arg_attrs, const pt_attr **result_attrs,
                         const pt_attr *attrs);
uint32_t pt_builder_begin_region(pt_builder *b, const uint32_t *arg_types, uint32_t n_args);
/* Opens a region whose arguments have the types of region `region` of
 * `src` (the builder's module or one sharing its type ids): copying or
 * rewriting a region starts here. */
uint32_t pt_builder_begin_region_like(pt_builder *b, const pt_module *src, uint32_t region);
uint32_t pt_builder_end_region(pt_builder *b);
/* Copies ops [op_a, op_b) of `src` -- built there one after the other,
 * making values [val_a, val_b) and nothing else, the ops whose parent is
 * region `top` at the top and the others nested in the span's own regions
 * -- into the innermost open region, as they are (types, strings and
 * attributes shared: src is a module whose tables this one has, see
 * pt_module_try_derive_tables), with their ids moved and each operand
 * made outside the span replaced by map[operand]. Returns the first new
 * op's id; PT_NONE with nothing added when an operand has no map entry
 * (PT_NONE or past map_len) or the span is not as said, or (marking the
 * module) without memory. */
uint32_t pt_builder_copy_span(pt_builder *b, const pt_module *src, uint32_t op_a, uint32_t op_b, uint32_t top,
                              uint32_t val_a, uint32_t val_b, const uint32_t *map, uint32_t map_len);

/* Appends an op to the innermost open region. attrs need not be sorted.
 * Returns the op id; results are op->results .. + n_results-1. */
uint32_t pt_builder_op(pt_builder *b, pt_opcode code, const uint32_t *operands, uint32_t n_operands,
                       const uint32_t *result_types, uint32_t n_results, const pt_named_attr *attrs,
                       uint32_t n_attrs, const uint32_t *regions, uint32_t n_regions, pt_loc loc);

/* ---- attr.c: constructors (allocate in the module arena) ------------------ */
/* Each returns NULL when the arena has no memory (the module is then
 * marked out of memory: pt_module_oom). */

const pt_attr *pt_attr_unit(pt_module *m);
const pt_attr *pt_attr_bool(pt_module *m, bool v);
const pt_attr *pt_attr_int(pt_module *m, int64_t v, pt_dtype dt);
const pt_attr *pt_attr_float(pt_module *m, double v, pt_dtype dt);
const pt_attr *pt_attr_string(pt_module *m, const char *s, uint32_t len);
const pt_attr *pt_attr_symbol(pt_module *m, const char *s, uint32_t len);
const pt_attr *pt_attr_type(pt_module *m, uint32_t type);
const pt_attr *pt_attr_array(pt_module *m, const pt_attr *const *items, uint32_t n);
const pt_attr *pt_attr_dict(pt_module *m, const pt_named_attr *items, uint32_t n);
const pt_attr *pt_attr_i64_array(pt_module *m, const int64_t *v, uint32_t n); /* array<i64: ...> */
const pt_attr *pt_attr_bool_array(pt_module *m, const bool *v, uint32_t n);   /* array<i1: ...> */
const pt_attr *pt_attr_enum(pt_module *m, const char *dialect, const char *kind, const char *value,
                            bool dotted);
/* array<dt: ...>: ints (i1 as 0/1) for integer dtypes, floats otherwise. */
const pt_attr *pt_attr_dense_array(pt_module *m, pt_dtype dt, const int64_t *ints, const double *floats,
                                   uint32_t n);
/* dense<...> : type from raw little-endian element bytes (one element when
 * splat). */
const pt_attr *pt_attr_dense(pt_module *m, uint32_t type, bool splat, const void *bytes, uint64_t nbytes);
const pt_attr *pt_attr_dense_resource(pt_module *m, uint32_t type, const char *handle, uint32_t len);
/* #name<k = v, ...> with params kept in the given order. */
const pt_attr *pt_attr_dialect(pt_module *m, const char *name, const pt_named_attr *params, uint32_t n);
const pt_attr *pt_attr_conv_dims(pt_module *m, const pt_conv_dims *dims);
/* #name<body> kept as text. */
const pt_attr *pt_attr_opaque(pt_module *m, const char *name, const char *body, uint32_t body_len);

/* ---- attr.c: typed accessors (return false when absent or mis-shaped) ----- */

/* array<i64: ...> or dense<[...]> : tensor<Nxi64> or [1, 2] -> ints. *out
 * points into the arena or into `scratch` (PT_MAX_RANK entries). */
bool pt_attr_get_ints(const pt_attr *a, const int64_t **out, uint32_t *n, int64_t *scratch,
                      uint32_t scratch_len);
bool pt_attr_get_int(const pt_attr *a, int64_t *out);
/* Element i (row-major) of an integer/bool DENSE attribute, sign- or
 * zero-extended by its dtype. */
bool pt_attr_dense_int(const pt_module *m, const pt_attr *a, uint64_t i, int64_t *out);
/* The tensor type of an elements literal (dense<...> or dense_resource<...>),
 * or PT_NONE for any other attribute. */
uint32_t pt_attr_elements_type(const pt_attr *a);
/* Parameter of a DIALECT attr by name. */
const pt_attr *pt_attr_param(const pt_module *m, const pt_attr *dialect_attr, const char *name);
/* Value of a DICT entry by name. */
const pt_attr *pt_attr_dict_get(const pt_module *m, const pt_attr *dict, const char *name);

/* ---- verify.c ----------------------------------------------------------- */

/* Checks every op of every function against the StableHLO spec: operand
 * counts, element types, attribute shapes and ranges, region signatures,
 * and the declared result types against the inferred ones. The first
 * violation is returned as "file:line:col: error: 'stablehlo.x' op <msg>",
 * the message naming the violated constraint (e.g. "(C5)"). */
pt_status *pt_verify_module(const pt_module *m);
/* The same for the bodies of functions first_func, first_func + 1, ...
 * only (types and function names still whole): for a module derived from
 * a verified one, whose own functions are the only new ones. */
pt_status *pt_verify_module_from(const pt_module *m, uint32_t first_func);

/* Infers the result types of `op` from its operands and attributes
 * (writing at most max_results types). Used by the verifier and by passes
 * that build ops. Returns an error naming the violated constraint. Where
 * the spec makes part of a result type an input of the op (reshape's and
 * broadcast_in_dim's shape, convert's or dot_general's element type,
 * custom_call), the declared result type supplies that part. *out_n is the
 * op's number of results, which may exceed max_results. */
pt_status *pt_infer_result_types(const pt_module *m, const pt_op *op, pt_type *out_types,
                                 uint32_t max_results, uint32_t *out_n);

/* ---- op_attrs.c: typed views of op attributes ------------------------------
 * Decoded as written, missing optional attributes replaced by the spec's
 * defaults. The getters return false when a required attribute is missing or
 * a list has the wrong length; after pt_verify_module they always succeed. */

/* An integer list: array<i64: ...>, [1, 2] (ARRAY of INT) or a rank-1
 * integer dense<...>. Copies min(length, cap) entries to `out`, sets *n to
 * the full length. False when `a` is NULL or not such a list. */
bool pt_attr_int_list(const pt_module *m, const pt_attr *a, int64_t *out, uint32_t cap, uint32_t *n);

/* dot_general's dot_dimension_numbers; for stablehlo.dot the equivalent
 * numbers (contracting lhs [rank-1] with rhs [0]). */
typedef struct {
  uint32_t n_lhs_batch, n_rhs_batch, n_lhs_contract, n_rhs_contract;
  int64_t lhs_batch[PT_MAX_RANK], rhs_batch[PT_MAX_RANK];
  int64_t lhs_contract[PT_MAX_RANK], rhs_contract[PT_MAX_RANK];
} pt_dot_dims;
bool pt_dot_dims_get(const pt_module *m, const pt_op *op, pt_dot_dims *out);
/* The dim a stablehlo.sort sorts along, in [0, rank): its `dimension`
 * attribute, -1 (the last dim) when absent as StableHLO defines it,
 * negative values counted from the end. Every pass reads it here so that
 * they agree; -1 when the attribute is not an integer in [-rank, rank). */
int64_t pt_sort_dimension(const pt_module *m, const pt_op *op, uint32_t rank);

/* convolution: dimension numbers and window, one entry per spatial dim. The
 * n_* fields give the lengths as written (0 = absent); n_padding counts the
 * rows of the Nx2 padding (PT_NONE when it is not an Nx2 integer tensor). */
typedef struct {
  pt_conv_dims dims;
  int64_t strides[PT_MAX_RANK];
  int64_t pad_lo[PT_MAX_RANK], pad_hi[PT_MAX_RANK];
  int64_t lhs_dilation[PT_MAX_RANK], rhs_dilation[PT_MAX_RANK];
  bool reversal[PT_MAX_RANK];
  int64_t feature_group_count, batch_group_count;
  uint32_t n_strides, n_padding, n_lhs_dilation, n_rhs_dilation, n_reversal;
} pt_conv_window;
bool pt_conv_window_get(const pt_module *m, const pt_op *op, pt_conv_window *out);

/* reduce_window / select_and_scatter window, one entry per operand dim. */
typedef struct {
  uint32_t rank; /* = n_dims */
  int64_t dims[PT_MAX_RANK], strides[PT_MAX_RANK];
  int64_t base_dilations[PT_MAX_RANK], window_dilations[PT_MAX_RANK];
  int64_t pad_lo[PT_MAX_RANK], pad_hi[PT_MAX_RANK];
  uint32_t n_dims, n_strides, n_base_dilations, n_window_dilations, n_padding;
} pt_window;
bool pt_window_get(const pt_module *m, const pt_op *op, pt_window *out);

/* gather's dimension_numbers plus slice_sizes. */
typedef struct {
  uint32_t n_offset_dims, n_collapsed_slice_dims, n_operand_batching_dims;
  uint32_t n_start_indices_batching_dims, n_start_index_map, n_slice_sizes;
  int64_t offset_dims[PT_MAX_RANK], collapsed_slice_dims[PT_MAX_RANK];
  int64_t operand_batching_dims[PT_MAX_RANK], start_indices_batching_dims[PT_MAX_RANK];
  int64_t start_index_map[PT_MAX_RANK], slice_sizes[PT_MAX_RANK];
  int64_t index_vector_dim;
  bool indices_are_sorted;
} pt_gather_dims;
bool pt_gather_dims_get(const pt_module *m, const pt_op *op, pt_gather_dims *out);

/* scatter's scatter_dimension_numbers. */
typedef struct {
  uint32_t n_update_window_dims, n_inserted_window_dims, n_input_batching_dims;
  uint32_t n_scatter_indices_batching_dims, n_scatter_dims_to_operand_dims;
  int64_t update_window_dims[PT_MAX_RANK], inserted_window_dims[PT_MAX_RANK];
  int64_t input_batching_dims[PT_MAX_RANK], scatter_indices_batching_dims[PT_MAX_RANK];
  int64_t scatter_dims_to_operand_dims[PT_MAX_RANK];
  int64_t index_vector_dim;
  bool indices_are_sorted, unique_indices;
} pt_scatter_dims;
bool pt_scatter_dims_get(const pt_module *m, const pt_op *op, pt_scatter_dims *out);

/* Size of a window's output along one dim (the spec's num_windows):
 * dilate the input and window, pad, count strided positions. False on
 * int64 overflow or non-positive stride/dilation. */
bool pt_window_output_size(int64_t in, int64_t win, int64_t stride, int64_t base_dilation,
                           int64_t win_dilation, int64_t pad_lo, int64_t pad_hi, int64_t *out);

/* ---- gspmd_sharding.c ---------------------------------------------------- */

enum { PT_GSPMD_MAX_DIMS = PT_MAX_RANK + 4, PT_GSPMD_MAX_LISTED = 1024 };

typedef enum {
  PT_GSPMD_REPLICATED,
  PT_GSPMD_MANUAL,
  PT_GSPMD_UNKNOWN,
  PT_GSPMD_MAXIMAL,
  PT_GSPMD_TILED,
} pt_gspmd_kind;

/* One GSPMD sharding (`mhlo.sharding` string), e.g.
 * "{devices=[4,1,2]<=[8] last_tile_dim_replicate}". */
typedef struct {
  pt_gspmd_kind kind;
  int64_t device; /* MAXIMAL */
  /* TILED: tiles per tensor dim, then n_last_tile_dims subgroup dims
   * (replicated/manual) at the end. */
  uint32_t n_tile_dims;
  int64_t tile_dims[PT_GSPMD_MAX_DIMS];
  uint32_t n_last_tile_dims;
  bool last_tile_dim_replicate;
  /* Per subgroup dim, in order: PT_GSPMD_REPLICATED, PT_GSPMD_MANUAL or
   * PT_GSPMD_MAXIMAL (`last_tile_dims={manual, replicated}`). */
  uint8_t last_tile_kinds[PT_GSPMD_MAX_DIMS];
  int64_t n_devices;
  /* Iota device order "<=[reshape]T(perm)"; n_iota_reshape 0 means an
   * explicit device list was given. */
  uint32_t n_iota_reshape;
  int64_t iota_reshape[PT_GSPMD_MAX_DIMS];
  bool has_iota_perm;
  int64_t iota_perm[PT_GSPMD_MAX_DIMS];
  /* An explicit device list of at most PT_GSPMD_MAX_LISTED ids (else
   * n_listed is 0 and only the count is kept). */
  uint32_t n_listed;
  uint16_t listed[PT_GSPMD_MAX_LISTED];
} pt_gspmd_sharding;

/* The tile assignment of a TILED sharding as device ids, row-major over
 * tile_dims (out: n_devices entries); false for an explicit list too long
 * to have been kept. */
bool pt_gspmd_devices(const pt_gspmd_sharding *sh, int64_t *out);

/* Parses a sharding string into out[0..*out_n) (several for a tuple
 * "{{...}, {...}}"). On failure writes a message to err and returns false. */
bool pt_gspmd_sharding_parse(const char *s, size_t len, pt_gspmd_sharding *out, uint32_t *out_n, uint32_t cap,
                             char *err, size_t err_len);
/* Whether a (non-tuple) sharding fits a tensor of the given rank. */
bool pt_gspmd_sharding_fits(const pt_gspmd_sharding *sh, uint32_t rank);

/* ---- sdy_sharding.c ------------------------------------------------------ */

enum { PT_SDY_MAX_AXES = 16, PT_SDY_NAME_MAX = 64 };

/* "x", or the sub-axis "x":(pre)size (size 0: the whole axis). */
typedef struct {
  char name[PT_SDY_NAME_MAX];
  int64_t pre, size;
} pt_sdy_axis_ref;

/* One dimension sharding: axes major to minor, open (`?`: propagation may
 * add axes) or closed, priority pN (-1: none). */
typedef struct {
  pt_sdy_axis_ref axes[PT_SDY_MAX_AXES];
  uint32_t n_axes;
  bool open;
  int32_t priority;
} pt_sdy_dim;

/* The body of #sdy.sharding<@mesh, [dims], replicated={..}, unreduced={..}>. */
typedef struct {
  char mesh[PT_SDY_NAME_MAX];
  uint32_t rank;
  pt_sdy_dim dims[PT_MAX_RANK];
  uint32_t n_replicated, n_unreduced;
  pt_sdy_axis_ref replicated[PT_SDY_MAX_AXES], unreduced[PT_SDY_MAX_AXES];
} pt_sdy_sharding;

/* The body of an sdy.mesh: `["data"=4, "model"=2]`, optionally
 * `, device_ids=[...]`. */
typedef struct {
  uint32_t n_axes;
  char names[PT_SDY_MAX_AXES][PT_SDY_NAME_MAX];
  int64_t sizes[PT_SDY_MAX_AXES];
  bool has_device_ids, device_ids_iota; /* device_ids given; and they are 0, 1, 2, ... */
  int64_t n_device_ids;
} pt_sdy_mesh_axes;

/* Parsers: false with a message in err. */
bool pt_sdy_sharding_parse(const char *s, size_t len, pt_sdy_sharding *out, char *err, size_t err_len);
/* `[<@mesh, [...]>, <...>]` (in_shardings / out_shardings, sharding_per_value). */
bool pt_sdy_sharding_list_parse(const char *s, size_t len, pt_sdy_sharding *out, uint32_t cap, uint32_t *n,
                                char *err, size_t err_len);
/* The text of the k-th sharding of such a list (between its '<' and '>'),
 * pointing into s; false when the list has fewer. */
bool pt_sdy_sharding_list_item(const char *s, size_t len, uint32_t k, const char **body, size_t *body_len);
bool pt_sdy_mesh_parse(const char *s, size_t len, pt_sdy_mesh_axes *out, char *err, size_t err_len);
/* A manual computation's `manual_axes` attribute (a #sdy<manual_axes{"a",
 * "b"}>) as the one closed dim sharding of a rank-1 sharding: the names are
 * axes->dims[0].axes. */
bool pt_sdy_manual_axes_parse(const pt_attr *a, pt_sdy_sharding *axes, char *err, size_t err_len);
/* Whether axis `name` is among the manual axes read by pt_sdy_manual_axes_parse. */
bool pt_sdy_is_manual_axis(const pt_sdy_sharding *axes, const char *name);
/* The module's sdy.mesh named `name`, or NULL. */
const pt_sdy_mesh *pt_sdy_mesh_find(const pt_module *m, const char *name);
/* The axes of the module's mesh `name`; false (message in err) when there
 * is none or it is malformed. */
bool pt_sdy_mesh_of(const pt_module *m, const char *name, pt_sdy_mesh_axes *out, char *err, size_t err_len);
/* Whether sh fits a rank-`rank` tensor over `mesh`: one dim sharding per
 * dim, known axes, each whole axis once, sub-axes dividing their axis. */
bool pt_sdy_sharding_check(const pt_sdy_sharding *sh, const pt_sdy_mesh_axes *mesh, uint32_t rank, char *err,
                           size_t err_len);

/* ---- inline.c ----------------------------------------------------------- */

/* The most ops a pass may build from a module of n_ops ops: inlining,
 * Core's sequential unrolling. max(16 n_ops, 2^20): a bounded factor keeps
 * what those passes allocate proportional to the text read (support.h),
 * and the floor lets small programs grow (inline.c says why these). */
uint64_t pt_max_derived_ops(uint64_t n_ops);

/* Replaces every func.call in public functions by the callee's body and
 * drops private functions; recursion is an error. */
pt_status *pt_module_inline_calls(pt_module *m);

/* ---- stats.c ------------------------------------------------------------ */

enum { PT_STATS_MAX_GROUPS = 16, PT_STATS_GROUP_NAME = 48 };

/* Arguments grouped by the first component of their jax.arg_info name
 * ("params['w']" -> "params"); "(unnamed)" for arguments without one. */
typedef struct {
  char name[PT_STATS_GROUP_NAME];
  uint64_t n_tensors, elements, bytes;
} pt_stats_group;

/* Size and cost summary of a module. */
typedef struct {
  uint64_t n_functions;
  uint64_t n_ops;           /* every op, nested ones included */
  /* Arguments of public @main (else of all public functions). */
  uint64_t n_inputs, input_elements, input_bytes;
  uint32_t n_groups;        /* the rest are merged into the last group */
  pt_stats_group groups[PT_STATS_MAX_GROUPS];
  /* The "params" group of jax.arg_info names; 0 when no argument is named so. */
  uint64_t n_parameters;
  uint64_t parameter_bytes;
  uint64_t constant_bytes;  /* bytes of the tensors stablehlo.constant produces */
  /* Estimate: dot/dot_general 2*|result|*|contracted|, convolution
   * 2*|output|*|kernel window|*(input features per group), elementwise ops
   * 1 per result element, reduce 1 per input element, others 0. Ops in
   * while/if/case regions count once per region; ops in reducer-style
   * bodies (reduce, sort, scatter, ...) are covered by their owner. */
  double flops;
  uint64_t n_while;         /* while loops (their bodies count once) */
  uint64_t op_counts[PT_OP_COUNT]; /* by opcode, nested ops included */
} pt_stats;

void pt_stats_collect(const pt_module *m, pt_stats *out);
/* The FLOPs of one execution of `op` by the estimate above (0 for ops
 * that only move data; a reduce's body is covered by the reduce). */
double pt_op_flops(const pt_module *m, const pt_op *op);
/* The `jax.arg_info` string of argument i of f (what JAX names it:
 * "params['layers'][0]['wq']"), or NULL when it has none; its length in
 * *len when len is not NULL. */
const char *pt_arg_info_name(const pt_module *m, const pt_func *f, uint32_t i, uint32_t *len);
/* The group of argument i of f (see pt_stats_group) into out
 * (PT_STATS_GROUP_NAME bytes): its jax.arg_info name up to the first '['
 * or '.'. */
void pt_arg_group_name(const pt_module *m, const pt_func *f, uint32_t i, char *out);

#endif /* PT_IR_H */
