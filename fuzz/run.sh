#!/bin/sh
# Runs every harness of BUILD (built with PUZZLEGEN_FUZZ) for SECONDS each,
# one after the other, from its seeds (seeds.sh) and the corpus earlier runs
# grew, which it grows in turn (BUILD/fuzz/corpus/TARGET/). A finding (a
# crash, a sanitizer's report, an unexpected exception, an input slower than
# 10 s or one that needs more than 2 GB) is kept as
# BUILD/fuzz/findings/TARGET/KIND-HASH and fails the run; the log of each
# target is BUILD/fuzz/logs/TARGET.log. Prints a table: executions, coverage
# (libFuzzer's "cov", edges, and "ft", features), corpus size, findings.
# With TARGETs, only those run: two runs of this script over different
# targets can share BUILD, one a core, when the second starts after the first
# has gathered the seeds (each run gathers them anew, as its first step).
#   usage: fuzz/run.sh BUILD SECONDS [TARGET...]
set -u
[ $# -ge 2 ] || { echo "usage: $0 BUILD SECONDS [TARGET...]" >&2; exit 64; }
build=$1
seconds=$2
shift 2
case $seconds in '' | *[!0-9]*) echo "run.sh: SECONDS must be a whole number, not '$seconds'" >&2; exit 64 ;; esac
here=$(cd "$(dirname "$0")" && pwd)
dir=$build/fuzz
[ -f "$dir/targets.txt" ] || { echo "run.sh: no harnesses in $dir: build the target 'fuzz' first" >&2; exit 66; }
targets=$(tr ';' ' ' <"$dir/targets.txt")
if [ $# -gt 0 ]; then
  for target in "$@"; do
    case " $targets " in
      *" $target "*) ;;
      *) echo "run.sh: no harness '$target' in $dir; there are: $targets" >&2; exit 64 ;;
    esac
  done
  targets=$*
fi
sh "$here/seeds.sh" "$build" || exit 1
# The detection harness writes each input to a file, under TMPDIR: one of
# this run's own.
tmp=$dir/tmp.$$
mkdir -p "$dir/logs" "$tmp"
TMPDIR=$(cd "$tmp" && pwd)
export TMPDIR

failed=0
printf '%-18s %8s %12s %8s %8s %8s %9s\n' target seconds executions cov ft corpus findings
for target in $targets; do
  corpus=$dir/corpus/$target
  findings=$dir/findings/$target
  log=$dir/logs/$target.log
  mkdir -p "$corpus" "$findings" "$dir/seeds/$target"
  dict=""
  case $target in
    fuzz_pddl | fuzz_pddl_problem | fuzz_plan) dict=-dict=$here/pddl.dict ;;
  esac
  before=$(find "$findings" -type f | wc -l)
  # shellcheck disable=SC2086 # $dict is one option or none
  "$dir/$target" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$findings/" $dict "$corpus" "$dir/seeds/$target" >"$log" 2>&1
  status=$?
  after=$(find "$findings" -type f | wc -l)
  executions=$(awk '/stat::number_of_executed_units/ { print $2 }' "$log" | tail -1)
  last=$(grep -E '^#[0-9]+.* cov: ' "$log" | tail -1)
  cov=$(printf '%s\n' "$last" | sed -n 's/.* cov: \([0-9]*\).*/\1/p')
  ft=$(printf '%s\n' "$last" | sed -n 's/.* ft: \([0-9]*\).*/\1/p')
  size=$(find "$corpus" -type f | wc -l)
  new=$((after - before))
  printf '%-18s %8s %12s %8s %8s %8s %9s\n' "$target" "$seconds" "${executions:-?}" "${cov:-?}" "${ft:-?}" \
    "$size" "$new"
  if [ "$status" -ne 0 ] || [ "$new" -gt 0 ]; then
    failed=1
    echo "  $target: exit status $status; see $log" >&2
    grep -E '^==[0-9]+==ERROR|^==puzzlegen fuzz finding==|SUMMARY|^artifact_prefix|Test unit written' "$log" | head -5 >&2
  fi
done
rm -rf "$tmp"
exit $failed
