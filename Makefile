# Two commands do all the set-up on a fresh Debian machine:
#   make demo   install missing packages, build the Release binary, generate, verify
#               and solve each puzzle, write PDDL and check plans, write a CNF
#   make test   the same set-up (and the cadical and picosat solvers), then the
#               whole test suite through ctest
# make install builds the binary, its man page and bash completion, and
# installs them with the README and LICENSE under PREFIX (default /usr/local).
# make sanitize builds everything again with AddressSanitizer and
# UndefinedBehaviorSanitizer (in build-sanitize) and runs the whole suite there.
# make fuzz SECONDS=N builds the libFuzzer harnesses of every reader with
# clang (in build-fuzz) and runs each for N seconds (default 60).
# Packages are installed only when missing, as root or through sudo.

MAKEFLAGS += --no-print-directory

BUILD    ?= build
SANITIZE_BUILD ?= build-sanitize
FUZZ_BUILD ?= build-fuzz
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
PREFIX   ?= /usr/local
PACKAGES := cmake g++ make libcadical-dev libpcg-cpp-dev libcli11-dev catch2 nlohmann-json3-dev help2man libssl-dev libcairo2-dev fonts-dejavu-core
# The SAT solvers whose models of our CNF the tests check.
TEST_PACKAGES := cadical picosat libpugixml-dev chromium
BENCH_PACKAGES := sgt-puzzles python3
# libFuzzer is clang's: the compiler and its runtime libraries.
FUZZ_PACKAGES := clang libclang-rt-14-dev

.PHONY: all deps configure build binary install demo test sanitize fuzz bench corpus docs clean

all: build

deps:
	@PACKAGES="$(PACKAGES)" sh .ci/install-packages

# Configures the build directory (tests included, so that `make test` finds it
# ready) and builds what is asked: everything, or with TARGET only that.
configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null

build: configure
	@cmake --build $(BUILD) -j $(JOBS)

binary: configure
	@cmake --build $(BUILD) -j $(JOBS) --target puzzlegen

# The man page and the completion are written by the binary at build time.
install: configure
	@cmake --build $(BUILD) -j $(JOBS) --target puzzlegen puzzlegen_docs
	@cmake --install $(BUILD) --prefix $(PREFIX)

DEMO := $(BUILD)/demo
PG   := $(BUILD)/puzzlegen

# The main job on small defaults: each puzzle generated, verified and solved;
# Nurikabe also as IPC 2018 PDDL problems with their domain and reference
# plans, one plan checked by simulation; Numbrix problems solved into a plan;
# a Takuzu puzzle as CNF.
demo: binary
	@rm -rf $(DEMO) && mkdir -p $(DEMO)
	@echo "== puzzlegen generate takuzu --size 10x10 --difficulty hard --seed 1"
	@$(PG) generate takuzu --size 10x10 --difficulty hard --seed 1 | tee $(DEMO)/takuzu.txt
	@echo "== puzzlegen verify $(DEMO)/takuzu.txt; grade; solve"
	@$(PG) verify $(DEMO)/takuzu.txt
	@$(PG) grade $(DEMO)/takuzu.txt
	@$(PG) solve $(DEMO)/takuzu.txt
	@echo "== puzzlegen generate lightup --size 10x10 --difficulty hard --seed 1"
	@$(PG) generate lightup --size 10x10 --difficulty hard --seed 1 | tee $(DEMO)/lightup.txt
	@echo "== puzzlegen verify $(DEMO)/lightup.txt; solve"
	@$(PG) verify $(DEMO)/lightup.txt
	@$(PG) solve $(DEMO)/lightup.txt
	@echo "== puzzlegen generate nurikabe --size 8x8 --difficulty hard --seed 1"
	@$(PG) generate nurikabe --size 8x8 --difficulty hard --seed 1 | tee $(DEMO)/nurikabe.txt
	@echo "== puzzlegen verify $(DEMO)/nurikabe.txt; solve"
	@$(PG) verify $(DEMO)/nurikabe.txt
	@$(PG) solve $(DEMO)/nurikabe.txt
	@echo "== puzzlegen generate kuromasu --size 7x7 --seed 1 --count 2 -o $(DEMO)/in.txt (one EARIN in.txt)"
	@$(PG) generate kuromasu --size 7x7 --seed 1 --count 2 -o $(DEMO)/in.txt && cat $(DEMO)/in.txt
	@echo "== puzzlegen verify $(DEMO)/in.txt; solve"
	@$(PG) verify $(DEMO)/in.txt
	@$(PG) solve $(DEMO)/in.txt
	@echo "== puzzlegen generate numbrix --size 6 --difficulty hard --seed 1 -o $(DEMO)/input1.txt (the IST judge text)"
	@$(PG) generate numbrix --size 6 --difficulty hard --seed 1 -o $(DEMO)/input1.txt && cat $(DEMO)/input1.txt
	@echo "== puzzlegen solve $(DEMO)/input1.txt (the course's expected output); verify"
	@$(PG) solve $(DEMO)/input1.txt
	@$(PG) verify $(DEMO)/input1.txt
	@echo "== puzzlegen generate nurikabe --size 8x8 --seed 1 --count 2 --format pddl -o $(DEMO)/ipc"
	@$(PG) generate nurikabe --size 8x8 --seed 1 --count 2 --format pddl -o $(DEMO)/ipc
	@ls $(DEMO)/ipc
	@echo "== puzzlegen check $(DEMO)/ipc/nurikabe-8x8-medium-s1-0000.pddl $(DEMO)/ipc/nurikabe-8x8-medium-s1-0000.plan --plan"
	@$(PG) check $(DEMO)/ipc/nurikabe-8x8-medium-s1-0000.pddl $(DEMO)/ipc/nurikabe-8x8-medium-s1-0000.plan --plan
	@echo "== the same plan against the domain file written beside it"
	@$(PG) check $(DEMO)/ipc/nurikabe-8x8-medium-s1-0000.pddl $(DEMO)/ipc/nurikabe-8x8-medium-s1-0000.plan --plan \
	  --domain $(DEMO)/ipc/domain.pddl
	@echo "== puzzlegen generate numbrix --size 5 --seed 1 --count 2 -f pddl -o $(DEMO)/walk (every puzzle has a domain)"
	@$(PG) generate numbrix --size 5 --seed 1 --count 2 -f pddl -o $(DEMO)/walk && ls $(DEMO)/walk
	@echo "== puzzlegen solve $(DEMO)/walk/numbrix-5x5-medium-s1-0000.pddl (a plan) > $(DEMO)/walk.plan; check --plan"
	@$(PG) solve $(DEMO)/walk/numbrix-5x5-medium-s1-0000.pddl > $(DEMO)/walk.plan && head -3 $(DEMO)/walk.plan
	@$(PG) check $(DEMO)/walk/numbrix-5x5-medium-s1-0000.pddl $(DEMO)/walk.plan --plan
	@echo "== puzzlegen convert $(DEMO)/takuzu.txt --to cnf --unique -o $(DEMO)/takuzu.cnf (UNSAT: unique)"
	@$(PG) convert $(DEMO)/takuzu.txt --to cnf --unique -o $(DEMO)/takuzu.cnf && grep '^p cnf' $(DEMO)/takuzu.cnf

# The tests' packages first: configuring the tests needs pugixml.
test:
	@PACKAGES="$(TEST_PACKAGES)" sh .ci/install-packages
	@$(MAKE) build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The whole suite again, everything built with AddressSanitizer and
# UndefinedBehaviorSanitizer: the first finding (a bad access, undefined
# behaviour, a leak) in a test or in a puzzlegen it runs fails that test.
sanitize:
	@PACKAGES="$(PACKAGES) $(TEST_PACKAGES)" sh .ci/install-packages
	@cmake -S . -B $(SANITIZE_BUILD) -DPUZZLEGEN_SANITIZE=ON >/dev/null
	@cmake --build $(SANITIZE_BUILD) -j $(JOBS)
	@cd $(SANITIZE_BUILD) && ctest --output-on-failure -j $(JOBS)

# Every reader under libFuzzer (fuzz/): the libraries and the harnesses built
# by clang with AddressSanitizer and UndefinedBehaviorSanitizer (tests and
# binary left out), then each harness run for SECONDS from its seeds (from
# tests/data and corpus/) and the corpus earlier runs grew in $(FUZZ_BUILD).
# A finding fails the run; fuzz/run.sh prints what each harness did.
# SECONDS is taken from the command line only: bash keeps a variable of that
# name, which must not set the length of a run.
FUZZ_SECONDS := $(if $(filter command line,$(origin SECONDS)),$(SECONDS),60)
fuzz:
	@PACKAGES="$(PACKAGES) $(FUZZ_PACKAGES)" sh .ci/install-packages
	@CC=clang CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -DPUZZLEGEN_FUZZ=ON -DBUILD_TESTING=OFF \
	  -DCMAKE_BUILD_TYPE=Sanitize >/dev/null
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz
	@sh fuzz/run.sh $(FUZZ_BUILD) $(FUZZ_SECONDS)

# The README's pictures (docs/pictures), made by the binary just built; the
# still of the plan's page needs Chromium, installed here like the tests'.
docs: binary
	@PACKAGES="chromium" sh .ci/install-packages
	@sh docs/make-pictures.sh $(PG) docs/pictures

bench: build
	@PACKAGES="$(BENCH_PACKAGES)" sh .ci/install-packages
	@python3 bench/compare.py takuzu --puzzlegen $(BUILD)/puzzlegen --counts 14:100,20:40,30:8 \
	  --difficulty hard,easy,medium,expert --markdown
	@python3 bench/compare.py lightup --puzzlegen $(BUILD)/puzzlegen --counts 14:40,25:10,40:5 \
	  --difficulty hard,easy,medium,expert --markdown
	@python3 bench/compare.py kuromasu --puzzlegen $(BUILD)/puzzlegen --counts 15:20,20:10,30:5,40:3 \
	  --difficulty medium,easy,hard,expert --markdown
	@python3 bench/compare.py numbrix --puzzlegen $(BUILD)/puzzlegen --counts 9:20,12:10,20:3,25:2 \
	  --difficulty hard,easy,medium,expert --markdown
	@python3 bench/compare.py nurikabe --puzzlegen $(BUILD)/puzzlegen --counts 6:20,10:20,15:10,25:3 \
	  $(if $(PDDL_GENERATORS),--pddl-generators $(PDDL_GENERATORS)) --markdown

# Rewrites every reference corpus, corpus/NAME/, from corpus/NAME.recipe
# (after a deliberate change to what the generator makes): built beside it,
# then put in its place, so that files of names no longer made go too.
# Recipes without a directory are users' corpora: puzzlegen corpus RECIPE -o DIR.
corpus: binary
	@for dir in corpus/*/; do \
	  name=$$(basename $$dir); \
	  rm -rf $(BUILD)/corpus-$$name && \
	  $(PG) corpus corpus/$$name.recipe -o $(BUILD)/corpus-$$name --jobs $(JOBS) && \
	  rm -rf corpus/$$name && mv $(BUILD)/corpus-$$name corpus/$$name || exit 1; \
	done

clean:
	rm -rf $(BUILD) $(SANITIZE_BUILD) $(FUZZ_BUILD)
