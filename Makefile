# Convenience wrapper around CMake. `make` builds the engine (and copies it to $(EXE) when
# given, as OpenBench expects); `make run` builds and starts it; `make test` installs Catch2 if
# missing, builds and runs every test; `make sanitize` runs the tests under ASan and UBSan;
# `make tsan` runs the multithreaded search tests (tag [threads]) under ThreadSanitizer.
BUILD_DIR ?= build
SANITIZE_DIR ?= build-sanitize
TSAN_DIR ?= build-tsan
JOBS ?= $(shell nproc 2>/dev/null || echo 2)
EXE ?=
CMAKE_FLAGS ?=

.PHONY: all engine run test sanitize tsan deps toolchain clean

all: engine

engine: toolchain
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DQUADRANT_TESTS=OFF $(CMAKE_FLAGS)
	cmake --build $(BUILD_DIR) --target quadrant -j $(JOBS)
	$(if $(EXE),cp $(BUILD_DIR)/quadrant $(EXE))

run: engine
	./$(BUILD_DIR)/quadrant

deps:
	@./scripts/install-deps.sh

toolchain:
	@./scripts/install-deps.sh --build-only

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

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_DIR) $(TSAN_DIR)
