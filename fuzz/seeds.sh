#!/bin/sh
# Gathers the seed inputs of every harness into BUILD/fuzz/seeds/TARGET/ from
# what the repository already holds (tests/data/, corpus/), and asks the
# harnesses whose inputs answer an instance (solutions, plans, SAT models)
# or that know every planning domain (PDDL and HDDL) to write theirs. Nothing here is kept in git: the seeds are copies, made
# again at each run.
#   usage: fuzz/seeds.sh BUILD
set -eu
[ $# -eq 1 ] || { echo "usage: $0 BUILD" >&2; exit 64; }
build=$1
root=$(cd "$(dirname "$0")/.." && pwd)
seeds=$build/fuzz/seeds
rm -rf "$seeds"

# seed TARGET FILE...: copies each existing FILE, named after its path.
seed() {
  target=$1
  shift
  mkdir -p "$seeds/$target"
  for file in "$@"; do
    [ -f "$file" ] || continue
    name=$(printf '%s' "${file#"$root"/}" | tr '/' '_')
    cp "$file" "$seeds/$target/$name"
  done
}

instances=$(find "$root/corpus" "$root/tests/data" -type f \
              ! -name '*.recipe' ! -name 'manifest.*' ! -name '*.plan' | sort)
# shellcheck disable=SC2086 # the lists are of paths without spaces
{
  seed fuzz_detect $instances
  seed fuzz_roundtrip $instances
  seed fuzz_judge "$root"/corpus/*/judge/*
  seed fuzz_grid "$root"/corpus/*/grid/* "$root"/corpus/*/raw/* "$root/tests/data/pddl/nurikabe-3x4.txt"
  seed fuzz_tatham "$root"/corpus/*/tatham/* "$root"/tests/data/sgt-*.txt
  seed fuzz_puzzlink "$root"/corpus/*/puzzlink/*
  seed fuzz_pzprv3 "$root"/corpus/*/pzprv3/*
  seed fuzz_earin "$root"/corpus/*/earin/*
  seed fuzz_json "$root"/corpus/*/json/*
  problems=$(find "$root/corpus" "$root/tests/data" -name '*.pddl' ! -name '*domain*' | sort)
  seed fuzz_pddl_problem $problems
  seed fuzz_pddl $(find "$root/corpus" "$root/tests/data" -name '*.pddl' | sort)
}
for target in fuzz_solution fuzz_plan fuzz_dimacs fuzz_pddl; do
  PUZZLEGEN_FUZZ_SEEDS=$seeds/$target "$build/fuzz/$target" >/dev/null 2>&1 ||
    { echo "seeds.sh: $target could not write its seeds" >&2; exit 1; }
done
# The planning domains' problems, PDDL and HDDL, that fuzz_pddl wrote.
cp "$seeds"/fuzz_pddl/problem-* "$seeds/fuzz_pddl_problem/"
