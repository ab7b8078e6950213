# Two commands do all the set-up on a fresh Debian machine:
#   make demo   install the packages the program needs, build the program
#               (nothing else), then generate, verify and solve each puzzle,
#               write PDDL and check plans, write a CNF
#   make test   install the packages the tests need too, build everything and
#               run the whole suite through ctest
# Every target installs the Debian packages its own configure, build and run
# need, only those missing, as root or through sudo; make deps installs what
# every target needs. Nothing but Debian packages is downloaded.
# make install builds the binary, its man page and bash completion, and the
# Python module, and installs them with the README, docs/ and LICENSE under
# PREFIX (default /usr/local, where Debian's python3 imports puzzlegen from).
# make fresh-check runs make demo and make test as the README gives them, in a
# minimal Debian root made for the purpose (mmdebstrap; needs root and
# Debian's mirror): the proof that the packages named here are all it takes.
# make sanitize builds everything again with AddressSanitizer and
# UndefinedBehaviorSanitizer (in build-sanitize) and runs the whole suite there.
# make stress ROUNDS=N starts runs and shards of a corpus into one directory
# together, N rounds (default 200), each checked byte for byte.
# make fuzz SECONDS=N builds the libFuzzer harnesses of every reader with
# clang (in build-fuzz) and runs each for N seconds (default 60).
# make help prints this; docs/install.md has every target.

MAKEFLAGS += --no-print-directory

BUILD    ?= build
SANITIZE_BUILD ?= build-sanitize
FUZZ_BUILD ?= build-fuzz
JOBS     ?= $(shell nproc 2>/dev/null || echo 2)
PREFIX   ?= /usr/local

# What each target needs, on top of a Debian root with make and git.
# The program: the compiler, CMake, the libraries, a font for the pictures.
PROGRAM_PACKAGES := cmake g++ make libcadical-dev libpcg-cpp-dev libcli11-dev nlohmann-json3-dev libssl-dev \
                    libcairo2-dev fonts-dejavu-core
# The man page (make install; the tests install it too).
MAN_PACKAGES := help2man
# The Python module (make install, the tests): Python's headers and pybind11,
# its CMake package and its Python package (which pip install . builds with).
PYTHON_PACKAGES := python3-dev pybind11-dev python3-pybind11
# The tests: Catch2, pugixml (the SVG pictures read back), the cadical and
# picosat solvers whose models of our CNF are checked, Chromium (the browser
# tests draw the pictures and play the films), GNU parallel and Slurm with
# munge (a corpus is split into shards by each, as docs/corpora.md shows).
# pytest runs the Python module's tests and mypy checks its type stubs.
TEST_PACKAGES := catch2 libpugixml-dev cadical picosat chromium parallel slurm-wlm munge $(MAN_PACKAGES) \
                 $(PYTHON_PACKAGES) python3-pytest python3-mypy
BENCH_PACKAGES := sgt-puzzles python3
# libFuzzer is clang's: the compiler and its runtime libraries.
FUZZ_PACKAGES := clang libclang-rt-14-dev
# The still of the plan's page in the README's pictures is Chromium's.
DOCS_PACKAGES := chromium
ALL_PACKAGES := $(PROGRAM_PACKAGES) $(TEST_PACKAGES) $(BENCH_PACKAGES) $(FUZZ_PACKAGES) $(DOCS_PACKAGES)

INSTALL_PACKAGES = @PACKAGES="$(1)" sh .ci/install-packages

# Which parts a configure of $(BUILD) takes in: each target says, so that a
# build of the program alone needs neither the tests' packages nor help2man.
CONFIGURE = @cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release $(1) >/dev/null
PROGRAM_ONLY := -DBUILD_TESTING=OFF -DPUZZLEGEN_MAN=OFF -DPUZZLEGEN_PYTHON=OFF
WITH_MAN     := -DBUILD_TESTING=OFF -DPUZZLEGEN_MAN=ON -DPUZZLEGEN_PYTHON=ON
WITH_TESTS   := -DBUILD_TESTING=ON -DPUZZLEGEN_MAN=ON -DPUZZLEGEN_PYTHON=ON

.PHONY: all help deps build binary install demo test stress fresh-check sanitize fuzz bench corpus docs clean

all: build

# The comment that opens this file.
help:
	@sed -n '/^#/!q; s/^# \{0,1\}//p' Makefile

deps:
	$(call INSTALL_PACKAGES,$(sort $(ALL_PACKAGES)))

# The program and the tests.
build:
	$(call INSTALL_PACKAGES,$(PROGRAM_PACKAGES) $(TEST_PACKAGES))
	$(call CONFIGURE,$(WITH_TESTS))
	@cmake --build $(BUILD) -j $(JOBS)

# The program alone.
binary:
	$(call INSTALL_PACKAGES,$(PROGRAM_PACKAGES))
	$(call CONFIGURE,$(PROGRAM_ONLY))
	@cmake --build $(BUILD) -j $(JOBS) --target puzzlegen

# The man page and the completion are written by the binary at build time.
# The Python module goes where Debian's python3 imports it from under PREFIX.
install:
	$(call INSTALL_PACKAGES,$(PROGRAM_PACKAGES) $(MAN_PACKAGES) $(PYTHON_PACKAGES))
	$(call CONFIGURE,$(WITH_MAN))
	@cmake --build $(BUILD) -j $(JOBS) --target puzzlegen puzzlegen_docs puzzlegen_python
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

test: build
	@cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# The test of runs and shards sharing a corpus directory, for many rounds
# (ROUNDS, default 200; make test runs a few): every round starts eight runs
# at once into one directory and checks the merged corpus byte for byte.
ROUNDS ?= 200
stress: build
	@cd $(BUILD) && PUZZLEGEN_STRESS_ROUNDS=$(ROUNDS) tests/puzzlegen_tests "corpus: runs and shards started together*"

# make demo, make test and make install, as the README gives them, in a
# minimal Debian root, then python3 -c "import puzzlegen" there (.ci/fresh-check
# says how); SUITE and MIRROR choose the release and mirror.
fresh-check:
	@sh .ci/fresh-check

# The whole suite again, everything built with AddressSanitizer and
# UndefinedBehaviorSanitizer: the first finding (a bad access, undefined
# behaviour, a leak) in a test or in a puzzlegen it runs fails that test.
# The Python module is left out: a python3 without the sanitizers' runtimes
# cannot load it.
sanitize:
	$(call INSTALL_PACKAGES,$(PROGRAM_PACKAGES) $(TEST_PACKAGES))
	@cmake -S . -B $(SANITIZE_BUILD) -DPUZZLEGEN_SANITIZE=ON $(WITH_TESTS) -DPUZZLEGEN_PYTHON=OFF >/dev/null
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
	$(call INSTALL_PACKAGES,$(PROGRAM_PACKAGES) $(FUZZ_PACKAGES))
	@CC=clang CXX=clang++ cmake -S . -B $(FUZZ_BUILD) -DPUZZLEGEN_FUZZ=ON $(PROGRAM_ONLY) \
	  -DCMAKE_BUILD_TYPE=Sanitize >/dev/null
	@cmake --build $(FUZZ_BUILD) -j $(JOBS) --target fuzz
	@sh fuzz/run.sh $(FUZZ_BUILD) $(FUZZ_SECONDS)

# What the pages show of the binary, made anew by the binary just built: the
# pictures (docs/pictures; the still of the plan's page needs Chromium) and
# the output of every console block of README.md and docs/ (a block with a
# "..." is left to be mended by hand; make test checks them all).
docs: build
	$(call INSTALL_PACKAGES,$(DOCS_PACKAGES))
	@sh docs/make-pictures.sh $(PG) docs/pictures
	@PUZZLEGEN_UPDATE_DOCS=1 $(BUILD)/tests/puzzlegen_tests '[docs]'

bench: binary
	$(call INSTALL_PACKAGES,$(BENCH_PACKAGES))
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
