# Convenience wrapper around CMake. `make` builds the engine (and copies it to $(EXE) when
# given, as OpenBench expects); `make run` builds and starts it; `make test` installs Catch2 if
# missing, builds and runs every test; `make sanitize` runs the tests under ASan and UBSan;
# `make tsan` runs the multithreaded search tests (tag [threads]) under ThreadSanitizer;
# `make fuzz` builds the libFuzzer harnesses of tests/fuzz (with clang, installed if missing)
# and `make fuzz-regress` runs each over its seed corpus and then fuzzes it for FUZZ_SECONDS;
# `make format` formats every C++ file with the repository's .clang-format and `make
# format-check` fails when one is not formatted (both install clang-format if missing).
# `make windows` cross-builds a static Windows executable, $(WINDOWS_DIR)/quadrant.exe, with
# MinGW-w64, and `make windows-check` runs it under Wine (uci, a search, bench, perft and CECP);
# both install what they need if it is missing (see docs/windows.md).
# `make tunables` builds the tuning variant, whose search parameters are UCI spins, into
# $(TUNABLES_DIR) (and copies it to $(EXE) when given), and `make tunables-check` checks it against
# the normal build: the same bench, the spins listed, a setoption taking effect (see
# docs/tuning-search.md).
# `make install` builds the engine and installs it, its book and its man page under $(PREFIX)
# (default /usr/local; DESTDIR=dir stages them under dir) and `make uninstall` (with the same
# DESTDIR) removes what the last install from $(BUILD_DIR) wrote; `make install-check` tries both
# in a temporary folder.
# `make deb` builds the Debian package $(DIST_DIR)/quadrant_VERSION_ARCH.deb and `make deb-check`
# checks it (lintian, then its engine run); `make dist` builds the release archives of
# $(DIST_VARIANTS) with SHA256SUMS into $(DIST_DIR) and `make dist-check` runs them (Windows ones
# under Wine); see docs/packaging.md.
BUILD_DIR ?= build
SANITIZE_DIR ?= build-sanitize
TSAN_DIR ?= build-tsan
FUZZ_DIR ?= build-fuzz
WINDOWS_DIR ?= build-windows
TUNABLES_DIR ?= build-tunables
FUZZERS := fen san pgn book uci xboard syzygy
FUZZ_SECONDS ?= 10
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
EXE ?=
CMAKE_FLAGS ?=
PREFIX ?= /usr/local
DESTDIR ?=
INSTALL_CHECK_DIR ?= build-install
DEB_DIR ?= build-deb
DIST_DIR ?= dist
DIST_VARIANTS ?= linux-x86-64 linux-x86-64-v3 windows-x86-64 windows-x86-64-v3

.PHONY: all engine run test sanitize tsan fuzz fuzz-regress format format-check windows windows-check deps \
	tunables tunables-check toolchain fuzz-toolchain format-toolchain windows-toolchain clean install \
	uninstall install-check deb deb-check dist dist-check deb-toolchain qemu-toolchain

all: engine

engine: toolchain
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DQUADRANT_TESTS=OFF $(CMAKE_FLAGS)
	cmake --build $(BUILD_DIR) --target quadrant -j $(JOBS)
	$(if $(EXE),cp $(BUILD_DIR)/quadrant $(EXE))

run: engine
	./$(BUILD_DIR)/quadrant

tunables: toolchain
	cmake -S . -B $(TUNABLES_DIR) -DCMAKE_BUILD_TYPE=Release -DQUADRANT_TESTS=OFF -DQUADRANT_TUNABLES=ON $(CMAKE_FLAGS)
	cmake --build $(TUNABLES_DIR) --target quadrant -j $(JOBS)
	$(if $(EXE),cp $(TUNABLES_DIR)/quadrant $(EXE))

tunables-check: engine tunables
	./scripts/tunables-check.sh $(BUILD_DIR)/quadrant $(TUNABLES_DIR)/quadrant

deps:
	@./scripts/install-deps.sh

toolchain:
	@./scripts/install-deps.sh --build-only

fuzz-toolchain:
	@./scripts/install-deps.sh --fuzz

format-toolchain:
	@./scripts/install-deps.sh --format

windows-toolchain:
	@./scripts/install-deps.sh --windows

deb-toolchain:
	@./scripts/install-deps.sh --deb

qemu-toolchain:
	@./scripts/install-deps.sh --qemu

test: deps
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DQUADRANT_TESTS=ON $(CMAKE_FLAGS)
	cmake --build $(BUILD_DIR) -j $(JOBS)
	cd $(BUILD_DIR) && ctest --output-on-failure -j $(JOBS)

sanitize: deps
	cmake -S . -B $(SANITIZE_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DQUADRANT_SANITIZE=ON -DQUADRANT_TESTS=ON $(CMAKE_FLAGS)
	cmake --build $(SANITIZE_DIR) -j $(JOBS)
	cd $(SANITIZE_DIR) && ctest --output-on-failure -j $(JOBS)

tsan: deps
	cmake -S . -B $(TSAN_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DQUADRANT_TSAN=ON -DQUADRANT_TESTS=ON $(CMAKE_FLAGS)
	cmake --build $(TSAN_DIR) --target quadrant_tests -j $(JOBS)
	TSAN_OPTIONS=halt_on_error=1 ./$(TSAN_DIR)/tests/quadrant_tests "[threads]"

fuzz: fuzz-toolchain
	cmake -S . -B $(FUZZ_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ -DQUADRANT_FUZZ=ON -DQUADRANT_TESTS=OFF $(CMAKE_FLAGS)
	cmake --build $(FUZZ_DIR) --target fuzzers -j $(JOBS)

# New inputs go to $(FUZZ_DIR)/corpus/NAME (the seed corpus stays as it is), crashes to
# $(FUZZ_DIR)/artifacts. A crash, a leak, a sanitizer report or an input slower than 30 s fails.
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

# Every C++ source and header of the project (the fuzz corpora hold no C++).
CXX_SOURCES = $(shell git ls-files -- '*.cpp' '*.h' 2>/dev/null || find src include tests -name '*.cpp' -o -name '*.h')

format: format-toolchain
	clang-format -i $(CXX_SOURCES)

format-check: format-toolchain
	clang-format --dry-run --Werror $(CXX_SOURCES)
	@echo "format-check: $(words $(CXX_SOURCES)) files formatted"

windows: windows-toolchain
	cmake -S . -B $(WINDOWS_DIR) -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64-x86_64.cmake -DCMAKE_BUILD_TYPE=Release \
	  -DQUADRANT_PORTABLE=ON -DQUADRANT_TESTS=OFF $(CMAKE_FLAGS)
	cmake --build $(WINDOWS_DIR) --target quadrant -j $(JOBS)

windows-check: windows
	./scripts/windows-check.sh $(WINDOWS_DIR)/quadrant.exe

install: toolchain
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DQUADRANT_TESTS=OFF -DCMAKE_INSTALL_PREFIX=$(PREFIX) $(CMAKE_FLAGS)
	cmake --build $(BUILD_DIR) --target quadrant -j $(JOBS)
	DESTDIR="$(DESTDIR)" cmake --install $(BUILD_DIR)

# CMake lists what it installed, without DESTDIR, in install_manifest.txt.
uninstall:
	@test -f $(BUILD_DIR)/install_manifest.txt || \
	  { echo "uninstall: no $(BUILD_DIR)/install_manifest.txt: nothing was installed from $(BUILD_DIR)" >&2; exit 1; }
	sed 's|^|$(DESTDIR)|' $(BUILD_DIR)/install_manifest.txt | xargs rm -f
	sed -n 's|^\(.*\)/quadrant\.bin$$|$(DESTDIR)\1|p' $(BUILD_DIR)/install_manifest.txt | \
	  xargs -r rmdir --ignore-fail-on-non-empty
	rm $(BUILD_DIR)/install_manifest.txt

install-check:
	./scripts/install-check.sh $(INSTALL_CHECK_DIR)

deb: toolchain deb-toolchain
	JOBS=$(JOBS) ./scripts/make-deb.sh $(DEB_DIR) $(DIST_DIR)

deb-check: deb
	./scripts/package-check.sh $(DIST_DIR)/quadrant_*.deb

dist: toolchain $(if $(filter windows-%,$(DIST_VARIANTS)),windows-toolchain)
	JOBS=$(JOBS) ./scripts/make-dist.sh $(DIST_DIR) $(DIST_VARIANTS)

dist-check: dist qemu-toolchain
	./scripts/dist-check.sh $(DIST_DIR) $(DIST_VARIANTS)

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_DIR) $(TSAN_DIR) $(FUZZ_DIR) $(WINDOWS_DIR) $(TUNABLES_DIR) \
	  $(INSTALL_CHECK_DIR) $(DEB_DIR) build-dist $(DIST_DIR)
