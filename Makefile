# A wrapper around CMake. `make` builds the engine; `make help` lists every target and every
# variable they read, each with the `##` line written above it here.

## the folder of the normal build: make, make test, make install
BUILD_DIR ?= build
## the folder of make pgo-check's plain build
PLAIN_DIR ?= build-plain
## the folder of make dev
DEV_DIR ?= build-dev
## the folder of make sanitize
SANITIZE_DIR ?= build-sanitize
## the folder of make tsan
TSAN_DIR ?= build-tsan
## the folder of make fuzz and fuzz-regress, their new inputs and crashes
FUZZ_DIR ?= build-fuzz
## the folder of make windows
WINDOWS_DIR ?= build-windows
## the folder of make tunables
TUNABLES_DIR ?= build-tunables
## the folder of make install-check
INSTALL_CHECK_DIR ?= build-install
## the folder of make deb's build
DEB_DIR ?= build-deb
## the folder of the Debian package and the release archives
DIST_DIR ?= dist
## the archives make dist builds (default all five, docs/packaging.md)
DIST_VARIANTS ?= linux-x86-64 linux-x86-64-v3 linux-aarch64 windows-x86-64 windows-x86-64-v3
## parallel jobs of the builds and the tests (default: one a processor)
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
## more CMake options for every build, e.g. -DQUADRANT_PORTABLE=ON
CMAKE_FLAGS ?=
## on: the engine's builds are profile-guided and link-time optimised where they can be; off: plain
PGO ?= on
## where make and make tunables copy the engine (OpenBench: make EXE=NAME)
EXE ?=
## where make install installs (default /usr/local)
PREFIX ?= /usr/local
## a folder make install and uninstall stage the files under (packages)
DESTDIR ?=
## seconds make fuzz-regress fuzzes each harness (default 10)
FUZZ_SECONDS ?= 10
FUZZERS := fen san pgn book uci xboard syzygy
# Every C++ source and header of the project (the fuzz corpora hold no C++).
CXX_SOURCES = $(shell git ls-files -- '*.cpp' '*.h' 2>/dev/null || find src include tests -name '*.cpp' -o -name '*.h')

.PHONY: all engine run test dev pgo-check format format-check tunables tunables-check sanitize tsan \
	fuzz fuzz-regress windows windows-check install uninstall install-check deb deb-check dist \
	dist-check clean deps toolchain fuzz-toolchain format-toolchain windows-toolchain \
	deb-toolchain qemu-toolchain arm-toolchain help

# $(call cmake_build,FOLDER,BUILD TYPE,OPTIONS,TARGET,PGO): how every target below configures
# and builds, through scripts/pgo-build.sh (as the package scripts, scripts/make-deb.sh and
# make-dist.sh, do). Configures FOLDER, with CMAKE_FLAGS last so that they override any option,
# and builds TARGET in it, or every target when TARGET is empty: with PGO on, profile-guided and
# link-time optimised where that can be done (docs/building.md); plain with PGO off or empty (the
# engine's builds pass $(PGO), pgo-check's plain one off, the sanitizer, fuzzing and tuning
# builds none).
define cmake_build
PGO=$(or $(5),off) JOBS=$(JOBS) ./scripts/pgo-build.sh $(1) $(or $(4),all) -DCMAKE_BUILD_TYPE=$(2) $(3) $(CMAKE_FLAGS)
endef

# $(call run_tests,FOLDER): runs every test of the build in FOLDER.
run_tests = cd $(1) && ctest --output-on-failure -j $(JOBS)

## the same as make engine
all: engine

## builds the engine, BUILD_DIR/quadrant, and copies it to EXE when given
engine: toolchain
	$(call cmake_build,$(BUILD_DIR),Release,-DQUADRANT_TESTS=OFF,quadrant,$(PGO))
	$(if $(EXE),cp $(BUILD_DIR)/quadrant $(EXE))

## builds the engine and starts it
run: engine
	./$(BUILD_DIR)/quadrant

## builds the engine and the tests in BUILD_DIR and runs every test
test: deps
	$(call cmake_build,$(BUILD_DIR),Release,-DQUADRANT_TESTS=ON,,$(PGO))
	$(call run_tests,$(BUILD_DIR))

# A plain build: no profile to take again and no link-time step, so that after an edit only the
# files it touches are compiled again.
## builds the engine and the tests plain in DEV_DIR, kept between runs, and runs every test
dev: deps
	$(call cmake_build,$(DEV_DIR),Release,-DQUADRANT_TESTS=ON)
	$(call run_tests,$(DEV_DIR))

## builds the engine plain in PLAIN_DIR and checks it signs the same bench as BUILD_DIR's
pgo-check: engine
	$(call cmake_build,$(PLAIN_DIR),Release,-DQUADRANT_TESTS=OFF,quadrant,off)
	./scripts/pgo-check.sh $(PLAIN_DIR)/quadrant $(BUILD_DIR)/quadrant

## lays out every C++ file as the repository's .clang-format says
format: format-toolchain
	clang-format -i $(CXX_SOURCES)

## fails when a C++ file is not formatted
format-check: format-toolchain
	clang-format --dry-run --Werror $(CXX_SOURCES)
	@echo "format-check: $(words $(CXX_SOURCES)) files formatted"

## builds the tuning build, TUNABLES_DIR/quadrant (and copies it to EXE)
tunables: toolchain
	$(call cmake_build,$(TUNABLES_DIR),Release,-DQUADRANT_TESTS=OFF -DQUADRANT_TUNABLES=ON,quadrant)
	$(if $(EXE),cp $(TUNABLES_DIR)/quadrant $(EXE))

## checks the tuning build against the normal one (docs/tuning-search.md)
tunables-check: engine tunables
	./scripts/tunables-check.sh $(BUILD_DIR)/quadrant $(TUNABLES_DIR)/quadrant

## runs every test under AddressSanitizer and UndefinedBehaviorSanitizer
sanitize: deps
	$(call cmake_build,$(SANITIZE_DIR),RelWithDebInfo,-DQUADRANT_SANITIZE=ON -DQUADRANT_TESTS=ON)
	$(call run_tests,$(SANITIZE_DIR))

## runs the multithreaded search tests (tag [threads]) under ThreadSanitizer
tsan: deps
	$(call cmake_build,$(TSAN_DIR),RelWithDebInfo,-DQUADRANT_TSAN=ON -DQUADRANT_TESTS=ON,quadrant_tests)
	TSAN_OPTIONS=halt_on_error=1 ./$(TSAN_DIR)/tests/quadrant_tests "[threads]"

## builds the libFuzzer harnesses of tests/fuzz with clang (docs/fuzzing.md)
fuzz: fuzz-toolchain
	$(call cmake_build,$(FUZZ_DIR),RelWithDebInfo,-DCMAKE_CXX_COMPILER=clang++ -DQUADRANT_FUZZ=ON -DQUADRANT_TESTS=OFF,fuzzers)

# New inputs go to $(FUZZ_DIR)/corpus/NAME (the seed corpus stays as it is), crashes to
# $(FUZZ_DIR)/artifacts. A crash, a leak, a sanitizer report or an input slower than 30 s fails.
## runs each harness over its seed corpus, then fuzzes it for FUZZ_SECONDS
fuzz-regress: fuzz
	@mkdir -p $(FUZZ_DIR)/artifacts
	@for name in $(FUZZERS); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$name; \
	  echo "fuzz-regress: $$name"; \
	  $(FUZZ_DIR)/tests/fuzz/$${name}_fuzz -max_total_time=$(FUZZ_SECONDS) -timeout=30 -rss_limit_mb=2048 \
	    -artifact_prefix=$(FUZZ_DIR)/artifacts/$$name- $(FUZZ_DIR)/corpus/$$name tests/fuzz/corpus/$$name \
	    > $(FUZZ_DIR)/$$name.log 2>&1 || { tail -n 60 $(FUZZ_DIR)/$$name.log; exit 1; }; \
	  grep -E "^#[0-9]+[[:space:]]+DONE" $(FUZZ_DIR)/$$name.log; \
	done
	@echo "fuzz-regress: $(words $(FUZZERS)) passed, 0 failed"

## cross-builds a static WINDOWS_DIR/quadrant.exe with MinGW-w64
windows: windows-toolchain
	$(call cmake_build,$(WINDOWS_DIR),Release,-DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake -DQUADRANT_PORTABLE=ON -DQUADRANT_TESTS=OFF,quadrant,$(PGO))

## runs the Windows engine under Wine (docs/windows.md)
windows-check: windows
	./scripts/windows-check.sh $(WINDOWS_DIR)/quadrant.exe

## builds the engine and installs it, its book and its man page under PREFIX
install: toolchain
	$(call cmake_build,$(BUILD_DIR),Release,-DQUADRANT_TESTS=OFF -DCMAKE_INSTALL_PREFIX=$(PREFIX),quadrant,$(PGO))
	DESTDIR="$(DESTDIR)" cmake --install $(BUILD_DIR)

# CMake lists what it installed, without DESTDIR, in install_manifest.txt.
## removes what make install from BUILD_DIR wrote (given the same DESTDIR)
uninstall:
	@test -f $(BUILD_DIR)/install_manifest.txt || \
	  { echo "uninstall: no $(BUILD_DIR)/install_manifest.txt: nothing was installed from $(BUILD_DIR)" >&2; exit 1; }
	sed 's|^|$(DESTDIR)|' $(BUILD_DIR)/install_manifest.txt | xargs rm -f
	sed -n 's|^\(.*\)/quadrant\.bin$$|$(DESTDIR)\1|p' $(BUILD_DIR)/install_manifest.txt | \
	  xargs -r rmdir --ignore-fail-on-non-empty
	rm $(BUILD_DIR)/install_manifest.txt

## tries make install and make uninstall in a temporary folder
install-check:
	./scripts/install-check.sh $(INSTALL_CHECK_DIR)

## builds the Debian package, DIST_DIR/quadrant_VERSION_ARCH.deb
deb: toolchain deb-toolchain
	PGO=$(PGO) JOBS=$(JOBS) ./scripts/make-deb.sh $(DEB_DIR) $(DIST_DIR)

## checks the Debian package: lintian, then its engine run
deb-check: deb
	./scripts/package-check.sh $(DIST_DIR)/quadrant_*.deb

## builds the release archives of DIST_VARIANTS (x86-64 Linux and Windows, aarch64 Linux) and SHA256SUMS into DIST_DIR
dist: toolchain $(if $(filter windows-%,$(DIST_VARIANTS)),windows-toolchain) \
	$(if $(filter linux-aarch64,$(DIST_VARIANTS)),arm-toolchain)
	PGO=$(PGO) JOBS=$(JOBS) ./scripts/make-dist.sh $(DIST_DIR) $(DIST_VARIANTS)

## checks the release archives and runs their engines (Windows: under Wine; aarch64: under qemu)
dist-check: dist qemu-toolchain
	./scripts/dist-check.sh $(DIST_DIR) $(DIST_VARIANTS)

## removes every build folder and DIST_DIR
clean:
	rm -rf $(BUILD_DIR) $(PLAIN_DIR) $(DEV_DIR) $(SANITIZE_DIR) $(TSAN_DIR) $(FUZZ_DIR) $(WINDOWS_DIR) $(TUNABLES_DIR) \
	  $(INSTALL_CHECK_DIR) $(DEB_DIR) build-dist $(DIST_DIR)

## installs what building and testing need, when missing
deps:
	@./scripts/install-deps.sh

## installs what building the engine needs (a C++17 compiler, CMake)
toolchain:
	@./scripts/install-deps.sh --build-only

## installs clang with its libFuzzer and sanitizer runtimes, when missing
fuzz-toolchain:
	@./scripts/install-deps.sh --fuzz

## installs clang-format, when missing
format-toolchain:
	@./scripts/install-deps.sh --format

## installs CMake, MinGW-w64 and Wine, when missing
windows-toolchain:
	@./scripts/install-deps.sh --windows

## installs dpkg-dev, lintian and man-db, when missing
deb-toolchain:
	@./scripts/install-deps.sh --deb

## installs qemu-user, when missing
qemu-toolchain:
	@./scripts/install-deps.sh --qemu

## installs the aarch64 cross compiler g++-aarch64-linux-gnu, when missing
arm-toolchain:
	@./scripts/install-deps.sh --arm

## lists the targets and the variables they read
help:
	@awk '/^## / { doc = substr($$0, 4); next } \
	  doc && /^[a-z-]+:/ { targets = targets sprintf("  make %-17s %s\n", substr($$0, 1, index($$0, ":") - 1), doc) } \
	  doc && /^[A-Z_]+ \?=/ { variables = variables sprintf("  %-22s %s\n", $$1, doc) } \
	  { doc = "" } \
	  END { printf "Targets:\n%sVariables (make TARGET NAME=value):\n%s", targets, variables }' $(MAKEFILE_LIST)
