# partir - plain Makefile.
#   make             build build/release/partir and the libraries (libpartir.a, libpartir.so)
#   make test        unit + golden + error tests, on a normal and an ASan+UBSan build
#   make readme-check  run every sample command of the READMEs, compare with what they show
#   make test-browser  the HTML report in headless Chromium (skipped without a browser)
#   make test-python   the Python package (jax from PyPI into build/venv) running SPMD programs on XLA
#   make bench       benchmarks, printed as JSON ratios
#   make bench-xla   partir against XLA's GSPMD and Shardy on the GPT-3-width steps (needs jax; PYTHON=...)
#   make fuzz        libFuzzer targets: parser, JSON, whole CLI pipeline (FUZZ_SECONDS=60 each; needs clang)
#   make install PREFIX=/usr/local [DESTDIR=stage]  partir, partir.h, libpartir.so and .a
CC      ?= cc
PREFIX  ?= /usr/local
CSTD     = -std=c11 -D_POSIX_C_SOURCE=200809L
WARN     = -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
           -Wold-style-definition -Wwrite-strings -Wno-unused-parameter
CFLAGS  ?= -O2 -g
BLAS_CFLAGS := $(shell pkg-config --cflags openblas 2>/dev/null)
BLAS_LIBS   := $(shell pkg-config --libs openblas 2>/dev/null || echo -lopenblas)
JSON_CFLAGS := $(shell pkg-config --cflags libcjson 2>/dev/null)
JSON_LIBS   := $(shell pkg-config --libs libcjson 2>/dev/null || echo -lcjson)
# -fPIC: the same objects make libpartir.a and libpartir.so. Hidden by
# default: only what include/partir.h declares (PARTIR_API) is exported from
# the shared library, so a host process (Python, a JAX plugin) sees partir_*
# and nothing of the internals (tests/check_exports.sh checks it).
ALL_CFLAGS = $(CSTD) $(WARN) $(CFLAGS) -fPIC -fvisibility=hidden -Iinclude $(BLAS_CFLAGS) $(JSON_CFLAGS) -MMD -MP
LDLIBS   = $(BLAS_LIBS) $(JSON_LIBS) -lm -pthread

ASAN_FLAGS = -O1 -g -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all

# The HTML report's stylesheet and script, compiled in as strings.
REPORT_ASSETS = src/report/page.css src/report/page.js
GEN_SRC  = build/gen/report_assets.c
LIB_SRC  = $(sort $(wildcard src/support/*.c src/ir/*.c src/stablehlo/*.c src/interp/*.c src/partition/*.c src/analysis/*.c src/search/*.c src/tactics/*.c src/spmd/*.c src/sim/*.c src/runtime/*.c src/report/*.c src/api/*.c)) $(GEN_SRC)
CLI_SRC  = $(sort $(wildcard src/cli/*.c))
UNIT_SRC = $(sort $(wildcard tests/unit/*.c))

# $(call objs,BUILD_DIR,SOURCES)
objs = $(patsubst %.c,$(1)/obj/%.o,$(2))

.PHONY: all test test-release test-asan readme-check test-browser test-python bench bench-xla sim-table fuzz install clean
# Keep the objects of unit tests (intermediate files of a pattern chain).
.SECONDARY:
all: build/release/partir build/release/libpartir.so

define variant
$(1)/obj/%.o: %.c
	@mkdir -p $$(dir $$@)
	$$(CC) $$(ALL_CFLAGS) $(2) -c $$< -o $$@

$(1)/libpartir.a: $$(call objs,$(1),$$(LIB_SRC))
	@rm -f $$@
	ar rcs $$@ $$^

# The shared library a host process loads; --no-undefined: it carries its
# dependencies (OpenBLAS, cJSON) so that dlopen needs nothing else.
$(1)/libpartir.so: $$(call objs,$(1),$$(LIB_SRC))
	$$(CC) $$(ALL_CFLAGS) $(2) -shared -Wl,-soname,libpartir.so -Wl,--no-undefined $$^ -o $$@ $$(LDLIBS)

# A program built only on partir.h, linked against libpartir.so as a host
# would be (it runs with the unit tests: BUILD/tests/*).
$(1)/tests/shlib_api: tests/shlib/shlib_api.c $(1)/libpartir.so
	@mkdir -p $$(dir $$@)
	$$(CC) $$(ALL_CFLAGS) $(2) tests/shlib/shlib_api.c -o $$@ -L$(1) -lpartir -Wl,-rpath,'$$$$ORIGIN/..'

$(1)/partir: $$(call objs,$(1),$$(CLI_SRC)) $(1)/libpartir.a
	$$(CC) $$(ALL_CFLAGS) $(2) $$^ -o $$@ $$(LDLIBS)

$(1)/tests/%: $(1)/obj/tests/unit/%.o $(1)/libpartir.a
	@mkdir -p $$(dir $$@)
	$$(CC) $$(ALL_CFLAGS) $(2) $$^ -o $$@ $$(LDLIBS)

# Fault injection: the library's malloc, calloc and realloc go through the
# test's wrappers, which refuse the k-th call.
$(1)/tests/test_out_of_memory: $(1)/obj/tests/unit/test_out_of_memory.o $(1)/libpartir.a
	@mkdir -p $$(dir $$@)
	$$(CC) $$(ALL_CFLAGS) $(2) $$^ -o $$@ -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc $$(LDLIBS)
$(1)/tests/test_out_of_memory_spmd_sim: $(1)/obj/tests/unit/test_out_of_memory_spmd_sim.o $(1)/libpartir.a
	@mkdir -p $$(dir $$@)
	$$(CC) $$(ALL_CFLAGS) $(2) $$^ -o $$@ -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc $$(LDLIBS)

$(1)/tests/test_out_of_memory_partition: $(1)/obj/tests/unit/test_out_of_memory_partition.o $(1)/libpartir.a
	@mkdir -p $$(dir $$@)
	$$(CC) $$(ALL_CFLAGS) $(2) $$^ -o $$@ -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc $$(LDLIBS)
$(1)/tests/test_lower_cache: $(1)/obj/tests/unit/test_lower_cache.o $(1)/libpartir.a
	@mkdir -p $$(dir $$@)
	$$(CC) $$(ALL_CFLAGS) $(2) $$^ -o $$@ -Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc $$(LDLIBS)

-include $$(shell find $(1)/obj -name '*.d' 2>/dev/null)
endef

$(eval $(call variant,build/release,))
$(eval $(call variant,build/asan,$(ASAN_FLAGS)))

build/gen/report_assets.c: $(REPORT_ASSETS) src/report/embed.sh
	@mkdir -p $(dir $@)
	src/report/embed.sh $(REPORT_ASSETS) >$@.tmp && mv $@.tmp $@


UNIT_NAMES = $(notdir $(basename $(UNIT_SRC)))

test-release: build/release/partir build/release/fuzz_replay build/release/fuzz_json_replay build/release/fuzz_cli_replay $(addprefix build/release/tests/,$(UNIT_NAMES)) build/release/tests/shlib_api
	tests/check_exports.sh build/release/libpartir.so
	MAKE="$(MAKE)" tests/install_test.sh
	tests/run_tests.sh build/release

test-asan: build/asan/partir build/asan/fuzz_replay build/asan/fuzz_json_replay build/asan/fuzz_cli_replay $(addprefix build/asan/tests/,$(UNIT_NAMES)) build/asan/tests/shlib_api
	ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 tests/run_tests.sh build/asan

test: test-release test-asan

# Also part of run_tests.sh (so of `make test`), on each build.
readme-check: build/release/partir
	tests/readme_check.sh build/release

# Not part of `make test` (which needs no browser): the pages of the
# examples opened in headless Chromium (tests/browser_test.sh).
test-browser: build/release/partir
	tests/browser_test.sh build/release

# Not part of `make test` (which needs no Python): the Python package over
# libpartir.so, with jax from PyPI in build/venv, running partir's SPMD
# programs on XLA (tests/python_test.sh).
test-python: build/release/libpartir.so
	tests/python_test.sh build/release/libpartir.so

# The library inside the package's source, for `pip install ./python`.
python/partir/libpartir.so: build/release/libpartir.so
	cp $< $@

# DESTDIR for staged installs (packages); PREFIX is where it will live.
install: build/release/partir build/release/libpartir.so build/release/libpartir.a
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include $(DESTDIR)$(PREFIX)/lib
	install -m 755 build/release/partir $(DESTDIR)$(PREFIX)/bin/partir
	install -m 644 include/partir.h $(DESTDIR)$(PREFIX)/include/partir.h
	install -m 644 build/release/libpartir.a $(DESTDIR)$(PREFIX)/lib/libpartir.a
	install -m 755 build/release/libpartir.so $(DESTDIR)$(PREFIX)/lib/libpartir.so

clean:
	rm -rf build

# ---- fuzzing (clang's libFuzzer) ----
FUZZ_CC      ?= clang
FUZZ_SECONDS ?= 60
FUZZ_FLAGS    = -std=c11 -D_POSIX_C_SOURCE=200809L -g -O1 -Iinclude $(BLAS_CFLAGS) $(JSON_CFLAGS) -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
build/fuzz/fuzz_parser: tests/fuzz/fuzz_parser.c $(LIB_SRC)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $^ -o $@ $(LDLIBS)

build/fuzz/fuzz_json: tests/fuzz/fuzz_json.c $(LIB_SRC)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $^ -o $@ $(LDLIBS)

build/fuzz/fuzz_cli: tests/fuzz/fuzz_cli.c $(LIB_SRC)
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_FLAGS) $^ -o $@ $(LDLIBS)

# FUZZ_SECONDS for the MLIR front end, then as long for the JSON readers,
# then as long for the whole pipeline (fuzz_cli: module, mesh, tactics).
fuzz: build/fuzz/fuzz_parser build/fuzz/fuzz_json build/fuzz/fuzz_cli
	@mkdir -p tests/fuzz/corpus-work tests/fuzz/json-corpus-work
	cp -n tests/fuzz/corpus/* examples/*.mlir tests/parse/*.mlir tests/errors/*.mlir tests/fuzz/corpus-work/ 2>/dev/null || true
	build/fuzz/fuzz_parser -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
	  -dict=tests/fuzz/mlir.dict -print_final_stats=1 tests/fuzz/corpus-work
	cp -n examples/schedules/*.json tests/schedules/*.json examples/hw/*.json tests/report/*.json \
	  tests/fuzz/json-corpus-work/ 2>/dev/null || true
	build/fuzz/fuzz_json -max_total_time=$(FUZZ_SECONDS) -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
	  -print_final_stats=1 tests/fuzz/json-corpus-work
	@mkdir -p tests/fuzz/cli-corpus-work
	cp -n tests/fuzz/cli-corpus/* tests/fuzz/cli-corpus-work/ 2>/dev/null || true
	build/fuzz/fuzz_cli -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
	  -dict=tests/fuzz/mlir.dict -print_final_stats=1 tests/fuzz/cli-corpus-work

# The fuzz target as a plain program, replayed over the committed corpus in `make test`.
build/release/fuzz_replay: tests/fuzz/fuzz_parser.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) -DPT_FUZZ_STANDALONE $^ -o $@ $(LDLIBS)
build/asan/fuzz_replay: tests/fuzz/fuzz_parser.c build/asan/libpartir.a
	$(CC) $(ALL_CFLAGS) $(ASAN_FLAGS) -DPT_FUZZ_STANDALONE $^ -o $@ $(LDLIBS)
build/release/fuzz_cli_replay: tests/fuzz/fuzz_cli.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) -DPT_FUZZ_STANDALONE $^ -o $@ $(LDLIBS)
build/asan/fuzz_cli_replay: tests/fuzz/fuzz_cli.c build/asan/libpartir.a
	$(CC) $(ALL_CFLAGS) $(ASAN_FLAGS) -DPT_FUZZ_STANDALONE $^ -o $@ $(LDLIBS)
build/release/fuzz_json_replay: tests/fuzz/fuzz_json.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) -DPT_FUZZ_STANDALONE $^ -o $@ $(LDLIBS)
build/asan/fuzz_json_replay: tests/fuzz/fuzz_json.c build/asan/libpartir.a
	$(CC) $(ALL_CFLAGS) $(ASAN_FLAGS) -DPT_FUZZ_STANDALONE $^ -o $@ $(LDLIBS)

# ---- benchmarks ----
BENCH_DATA = $(wildcard bench/data/*.mlir.xz)
bench/out/%.mlir: bench/data/%.mlir.xz
	@mkdir -p $(dir $@)
	xz -dc $< > $@.tmp && mv $@.tmp $@

# bench/data/interp_*: inputs of bench_interp only (bench/README.md).
BENCH_PARSE_DATA = $(filter-out bench/data/interp_% bench/data/accel_%,$(BENCH_DATA))
build/release/bench_parse: bench/bench_parse.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/bench_interp: bench/bench_interp.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/bench_propagate: bench/bench_propagate.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/bench_analyze: bench/bench_analyze.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/bench_sim: bench/bench_sim.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/bench_sim_accel: bench/bench_sim_accel.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/bench_candidates: bench/bench_candidates.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/bench_auto: bench/bench_auto.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

# A study, not a benchmark (bench/README.md, "fusion_locality"): copies of
# fusion.c and lower.c with the hooks of bench/fusion_locality.patch,
# linked ahead of the library (whose fusion.o and lower.o they replace).
FL_DIR = build/release/fusion_locality_src
build/release/fusion_locality: bench/fusion_locality.c bench/fusion_locality.h bench/fusion_locality.patch src/sim/fusion.c src/spmd/lower.c build/release/libpartir.a
	@mkdir -p $(FL_DIR)
	cp src/sim/fusion.c src/spmd/lower.c $(FL_DIR)/
	patch -s -d $(FL_DIR) -p1 < bench/fusion_locality.patch
	$(CC) $(filter-out -MMD -MP,$(ALL_CFLAGS)) -Ibench -Isrc/sim -Isrc/spmd bench/fusion_locality.c $(FL_DIR)/fusion.c $(FL_DIR)/lower.c build/release/libpartir.a -o $@ $(LDLIBS)

build/release/bench_partition: bench/bench_partition.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

build/release/sim_table: bench/sim_table.c build/release/libpartir.a
	$(CC) $(ALL_CFLAGS) $^ -o $@ $(LDLIBS)

# The README's simulator table: the 48-layer GPT step on 8x8 tpu-v4 and a100-80gb.
sim-table: build/release/sim_table bench/out/gpt_48l_train_step.mlir
	build/release/sim_table bench/out/gpt_48l_train_step.mlir tpu-v4 a100-80gb

# partir against XLA's GSPMD and Shardy partitioners on the GPT-3-width
# steps, 8x8 host CPU devices, BP+MP+Z3 (tools/bench_vs_xla.py; README:
# "partir and XLA side by side"). Needs a Python with jax (PYTHON=...) and
# libpartir.so (PARTIR_LIBRARY, or build/release/libpartir.so). The 12-layer
# step by default; BENCH_XLA_ARGS="--layers 12,24,48" for more (minutes).
PYTHON ?= python3
BENCH_XLA_ARGS ?= --layers 12
bench-xla:
	PYTHONPATH=python $(PYTHON) tools/bench_vs_xla.py $(BENCH_XLA_ARGS) --json bench/out/bench_vs_xla.json

# bench_auto's matrix: GPT-style at GPT-3 width (12, 24, 48 layers) and
# smaller widths (768 x 12, 512 x 6), U-Net, GNS, MLP, the Llama-style example.
AUTO_MODELS = $(addprefix bench/out/,gpt_12l_train_step.mlir gpt_24l_train_step.mlir gpt_48l_train_step.mlir accel_gpt_s_bf16.mlir accel_gpt_f32.mlir accel_unet_f32.mlir accel_gns_f32.mlir accel_mlp_bf16.mlir) examples/llama.mlir
GPT_STEPS = $(addprefix bench/out/,gpt_12l_train_step.mlir gpt_24l_train_step.mlir gpt_48l_train_step.mlir gpt3_175b_train_step.mlir)

bench: build/release/bench_parse build/release/bench_interp build/release/bench_propagate build/release/bench_partition build/release/bench_analyze build/release/bench_sim build/release/bench_sim_accel build/release/bench_candidates build/release/bench_auto $(patsubst bench/data/%.mlir.xz,bench/out/%.mlir,$(BENCH_DATA))
	build/release/bench_parse $(patsubst bench/data/%.mlir.xz,bench/out/%.mlir,$(BENCH_PARSE_DATA)) examples/*.mlir
	OPENBLAS_NUM_THREADS=1 build/release/bench_interp bench/out/interp_gpt_2l_train_step.mlir
	build/release/bench_propagate $(GPT_STEPS)
	build/release/bench_partition $(GPT_STEPS)
	build/release/bench_analyze $(GPT_STEPS)
	build/release/bench_sim bench/out/gpt3_175b_train_step.mlir
	build/release/bench_candidates bench/out/gpt_12l_train_step.mlir
	build/release/bench_sim_accel bench/out
	build/release/bench_auto --time bench/out/gpt_12l_train_step.mlir --time bench/out/gpt_24l_train_step.mlir --time bench/out/gpt_48l_train_step.mlir --time bench/out/gpt3_175b_train_step.mlir -- $(AUTO_MODELS)
