# Two commands do all the set-up on a fresh Debian machine:
#   make demo   install missing packages, build Release, generate and verify a puzzle
#   make test   the same set-up, then the whole test suite through ctest
# Packages are installed only when missing, as root or through sudo.

MAKEFLAGS += --no-print-directory

BUILD    ?= build
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
PACKAGES := cmake g++ make libcadical-dev libpcg-cpp-dev libcli11-dev catch2 nlohmann-json3-dev
BENCH_PACKAGES := sgt-puzzles python3

.PHONY: all deps build demo test bench corpus clean

all: build

deps:
	@PACKAGES="$(PACKAGES)" sh .ci/install-packages

build: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null
	@cmake --build $(BUILD) -j $(JOBS)

demo: build
	@echo "== puzzlegen generate takuzu --size 10x10 --difficulty hard --seed 1"
	@$(BUILD)/puzzlegen generate takuzu --size 10x10 --difficulty hard --seed 1 | tee $(BUILD)/demo-takuzu.txt
	@echo "== puzzlegen verify $(BUILD)/demo-takuzu.txt"
	@$(BUILD)/puzzlegen verify $(BUILD)/demo-takuzu.txt
	@echo "== puzzlegen grade $(BUILD)/demo-takuzu.txt"
	@$(BUILD)/puzzlegen grade $(BUILD)/demo-takuzu.txt
	@echo "== puzzlegen solve $(BUILD)/demo-takuzu.txt"
	@$(BUILD)/puzzlegen solve $(BUILD)/demo-takuzu.txt
	@echo "== puzzlegen generate lightup --size 10x10 --difficulty hard --seed 1"
	@$(BUILD)/puzzlegen generate lightup --size 10x10 --difficulty hard --seed 1 | tee $(BUILD)/demo-lightup.txt
	@echo "== puzzlegen verify $(BUILD)/demo-lightup.txt"
	@$(BUILD)/puzzlegen verify $(BUILD)/demo-lightup.txt
	@echo "== puzzlegen solve $(BUILD)/demo-lightup.txt"
	@$(BUILD)/puzzlegen solve $(BUILD)/demo-lightup.txt

test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

bench: build
	@PACKAGES="$(BENCH_PACKAGES)" sh .ci/install-packages
	@python3 bench/compare.py takuzu --puzzlegen $(BUILD)/puzzlegen --counts 14:100,20:40,30:8 \
	  --difficulty hard,easy,medium,expert --markdown
	@python3 bench/compare.py lightup --puzzlegen $(BUILD)/puzzlegen --counts 14:40,25:10,40:5 \
	  --difficulty hard,easy,medium,expert --markdown
	@python3 bench/compare.py nurikabe --puzzlegen $(BUILD)/puzzlegen --counts 6:20,10:20,15:10,25:3 \
	  $(if $(PDDL_GENERATORS),--pddl-generators $(PDDL_GENERATORS)) --markdown

# Rewrites every reference corpus from its recipe (after a deliberate change
# to what the generator makes).
corpus: build
	@for recipe in corpus/*.recipe; do \
	  sh corpus/build.sh $(BUILD)/puzzlegen $$recipe corpus/$$(basename $$recipe .recipe); \
	done

clean:
	rm -rf $(BUILD)
