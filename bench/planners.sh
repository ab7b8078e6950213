#!/bin/sh
# Planners on puzzlegen's PDDL: Fast Downward (lama-first) solves a generated
# problem of each domain at growing sizes, VAL validates its plan and our
# reference plan, and our own validator (check --plan) judges both. Neither
# planner is a Debian package: build them from their public sources (Fast
# Downward: ./build.py release; VAL: cmake, then make Validate) and give
# their paths.
#
#   bench/planners.sh --downward DIR/fast-downward.py --validate DIR/Validate \
#     [--puzzlegen build/puzzlegen] [--domains "lightup takuzu ..."] \
#     [--sizes "3 4 5 6 7 8 10 12"] [--limit 60] [--seed 1] [--difficulty easy]
#
# Prints a Markdown table: domain, size, planner time, the grounded task's
# size (Fast Downward's translator prints it), plan length, the plan's
# verdicts (VAL, ours), our reference plan's length and VAL verdict.
# Sizes go up until the planner fails within the limit (two sizes past 6).
set -eu

PUZZLEGEN=build/puzzlegen
DOWNWARD=
VALIDATE=
DOMAINS="lightup takuzu nurikabe kuromasu numbrix"
SIZES="3 4 5 6 7 8 9 10 12 14 16 20"
LIMIT=60
SEED=1
DIFFICULTY=easy
while [ $# -gt 0 ]; do
  case "$1" in
    --puzzlegen) PUZZLEGEN=$2; shift 2 ;;
    --downward) DOWNWARD=$2; shift 2 ;;
    --validate) VALIDATE=$2; shift 2 ;;
    --domains) DOMAINS=$2; shift 2 ;;
    --sizes) SIZES=$2; shift 2 ;;
    --limit) LIMIT=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --difficulty) DIFFICULTY=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "planners.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
done
if [ -z "$DOWNWARD" ] || [ ! -f "$DOWNWARD" ]; then
  echo "planners.sh: give Fast Downward's fast-downward.py with --downward (built with ./build.py release)" >&2
  exit 64
fi
if [ -z "$VALIDATE" ] || [ ! -x "$VALIDATE" ]; then
  echo "planners.sh: give VAL's Validate binary with --validate (cmake, then make Validate)" >&2
  exit 64
fi
if [ ! -x "$PUZZLEGEN" ]; then
  echo "planners.sh: $PUZZLEGEN is not an executable (make build, or --puzzlegen PATH)" >&2
  exit 64
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# "valid" when VAL says the plan is valid, else what it says first.
val() {
  if out=$("$VALIDATE" "$1" "$2" "$3" 2>&1) && printf '%s\n' "$out" | grep -q "Plan valid"; then
    echo "valid"
  else
    printf '%s\n' "$out" | grep -m1 -iE "invalid|fail|error|unsatisfied|bad" | cut -c1-60 || echo "not valid"
  fi
}

steps() { grep -c '^(' "$1" || true; }

echo "| domain | size | Fast Downward s | task size | plan steps | VAL | check --plan | reference steps | VAL (reference) |"
echo "|---|---|---:|---:|---:|---|---|---:|---|"
for domain in $DOMAINS; do
  failures=0
  for size in $SIZES; do
    dir=$work/$domain-$size
    if ! "$PUZZLEGEN" generate "$domain" --size "$size" --difficulty "$DIFFICULTY" --seed "$SEED" --count 2 -f pddl -o "$dir" \
         >/dev/null 2>"$work/err"; then
      continue  # no such size for this puzzle (Takuzu's sides are even)
    fi
    problem=$(ls "$dir"/*.pddl | grep -v '/domain.pddl$' | head -1)
    reference=${problem%.pddl}.plan
    plan=$work/plan
    rm -f "$plan"
    start=$(date +%s.%N)
    status=0
    (cd "$work" && timeout "$LIMIT" python3 "$DOWNWARD" --alias lama-first --plan-file "$plan" \
      "$dir/domain.pddl" "$problem" >"$work/fd.log" 2>&1) || status=$?
    end=$(date +%s.%N)
    seconds=$(echo "$start $end" | awk '{ printf "%.2f", $2 - $1 }')
    task=$(sed -n 's/^Translator task size: //p' "$work/fd.log" | head -1)
    ref_steps=$(steps "$reference")
    ref_val=$(val "$dir/domain.pddl" "$problem" "$reference")
    if [ "$status" -eq 0 ] && [ -f "$plan" ]; then
      ours=$("$PUZZLEGEN" check "$problem" "$plan" --plan >/dev/null 2>&1 && echo valid || echo invalid)
      echo "| $domain | ${size}x$size | $seconds | ${task:--} | $(steps "$plan") | $(val "$dir/domain.pddl" "$problem" "$plan") | $ours | $ref_steps | $ref_val |"
    else
      why="no plan (exit $status)"
      [ "$status" -eq 124 ] && why="no plan within ${LIMIT} s"
      echo "| $domain | ${size}x$size | $seconds | ${task:--} | $why | | | $ref_steps | $ref_val |"
      if [ "$size" -ge 6 ]; then
        failures=$((failures + 1))
        [ "$failures" -ge 2 ] && break
      fi
    fi
  done
done
