#!/bin/sh
# HTN planners on puzzlegen's HDDL: PANDA's pandaPI (parser, grounder, engine)
# and HyperTensioN solve a generated problem of each hierarchical domain at
# growing sizes; pandaPIparser --verify and our own check (check --plan)
# judge each plan found and our reference plan. None of the planners is a
# Debian package: build them from their public sources (pandaPIparser: make;
# pandaPIgrounder: make, with its cpddl; pandaPIengine: cmake; HyperTensioN
# is plain Ruby) and give their paths.
#
#   bench/htn_planners.sh --parser PATH/pandaPIparser --grounder PATH/pandaPIgrounder \
#     --engine PATH/pandaPIengine --hypertension DIR [--puzzlegen build/puzzlegen] \
#     [--domains "lightup takuzu ..."] [--sizes "4 5 6 8 10 12"] [--limit 60] [--seed 1] \
#     [--difficulty easy] [--heuristic 'rc2(add)'] [--engine-flags "-g none"] \
#     [--planners "pandapi hypertension"]
#
# Prints a Markdown table: puzzle, size, planner, seconds (parse, ground and
# search for pandaPI), the plan's actions, the verdicts on it (pandaPI's
# verifier, ours), and our reference plan's actions and pandaPI's verdict on
# it. Sizes go up for each planner until it fails twice within the limit.
# --engine-flags are more options for pandaPIengine, split at blanks; the
# default "-g none" makes its search greedy (the heuristic alone, without the
# path's length): on Numbrix's hard problems it finds plans sooner (8x8: 4 s
# against A*'s 12 s), on the easy ones somewhat later (10x10: 6 s against
# 3 s), on Light Up's alike; "" gives the engine's own A*.
set -eu

PUZZLEGEN=build/puzzlegen
PARSER=
GROUNDER=
ENGINE=
HYPERTENSION=
DOMAINS="lightup takuzu nurikabe kuromasu numbrix"
SIZES="4 5 6 7 8 10 12 14 16 20"
LIMIT=60
SEED=1
DIFFICULTY=easy
HEURISTIC='rc2(add)'
ENGINE_FLAGS='-g none'
PLANNERS="pandapi hypertension"
while [ $# -gt 0 ]; do
  case "$1" in
    --puzzlegen) PUZZLEGEN=$2; shift 2 ;;
    --parser) PARSER=$2; shift 2 ;;
    --grounder) GROUNDER=$2; shift 2 ;;
    --engine) ENGINE=$2; shift 2 ;;
    --hypertension) HYPERTENSION=$2; shift 2 ;;
    --domains) DOMAINS=$2; shift 2 ;;
    --sizes) SIZES=$2; shift 2 ;;
    --limit) LIMIT=$2; shift 2 ;;
    --seed) SEED=$2; shift 2 ;;
    --difficulty) DIFFICULTY=$2; shift 2 ;;
    --heuristic) HEURISTIC=$2; shift 2 ;;
    --engine-flags) ENGINE_FLAGS=$2; shift 2 ;;
    --planners) PLANNERS=$2; shift 2 ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "htn_planners.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
  esac
done
for tool in "$PARSER" "$GROUNDER" "$ENGINE"; do
  if [ -z "$tool" ] || [ ! -x "$tool" ]; then
    echo "htn_planners.sh: give pandaPI's --parser, --grounder and --engine binaries" >&2
    exit 64
  fi
done
case " $PLANNERS " in
  *" hypertension "*)
    if [ -z "$HYPERTENSION" ] || [ ! -f "$HYPERTENSION/Hype.rb" ]; then
      echo "htn_planners.sh: give HyperTensioN's directory (with Hype.rb) with --hypertension" >&2
      exit 64
    fi ;;
esac
if [ ! -x "$PUZZLEGEN" ]; then
  echo "htn_planners.sh: $PUZZLEGEN is not an executable (make build, or --puzzlegen PATH)" >&2
  exit 64
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# "true" when pandaPIparser verifies the plan, else "false".
verify() {
  if "$PARSER" --verify "$1" "$2" "$3" 2>/dev/null | grep -q "Plan verification result: .*true"; then
    echo "true"
  else
    echo "false"
  fi
}

actions() { sed -n '/==>/,/^root/p' "$1" | grep -c '^[0-9]' || true; }

# Solves problem $2 of domain $1 with planner $3 into $4; exit status 124
# when the limit ran out.
solve() {
  case "$3" in
    pandapi)
      # The engine flags are split at blanks (and not globbed): ${9} unquoted.
      # The parser's -s (no splitting of parameters) and the grounder's -e
      # (no inlining of tasks with one method) leave the search as it is, but
      # keep the raw plan close to the domain's tasks: translating it back
      # then takes seconds where it took minutes.
      timeout "$LIMIT" sh -c '
        set -f
        "$1" -s "$2" "$3" "$5/p.htn" >/dev/null 2>&1 && "$6" -e "$5/p.htn" "$5/p.sas" >/dev/null 2>&1 &&
        "$7" -H "$8" ${9} "$5/p.sas" >"$5/engine.log" 2>&1' sh \
        "$PARSER" "$1" "$2" "$4" "$work" "$GROUNDER" "$ENGINE" "$HEURISTIC" "$ENGINE_FLAGS" || return $?
      date +%s.%N >"$work/solved-at"
      # The engine exits 0 when its own time runs out too: its status says.
      grep -q "Status: Solved" "$work/engine.log" || return 1
      # Translating the plan back to the domain's tasks is no part of the
      # planning time (and takes minutes on the largest plans).
      sed -n '/==>/,/<==/p' "$work/engine.log" >"$work/raw.plan"
      "$PARSER" -c "$work/raw.plan" "$4" >/dev/null 2>&1 ;;
    hypertension)
      # Its search recurses deeply on the larger grids: a larger VM stack,
      # and the machine stack as large as the system allows (with 8 MB it
      # gives up on Takuzu from 25x25, "try with more stack").
      (cd "$HYPERTENSION" && { ulimit -s unlimited 2>/dev/null || ulimit -s "$(ulimit -H -s)"; } &&
        RUBY_THREAD_VM_STACK_SIZE=268435456 timeout "$LIMIT" ruby -s Hype.rb -IPC "$1" "$2" run \
        >"$work/hype.log" 2>&1) || return $?
      date +%s.%N >"$work/solved-at"
      # HyperTensioN writes '-' in names as '_'; puzzlegen's names have no '_'.
      sed -n '/==>/,/<==/p' "$work/hype.log" | sed 's/_/-/g' >"$4" ;;
  esac
}

echo "| puzzle | size | planner | seconds | actions | pandaPI verify | check --plan | reference actions | pandaPI verify (reference) |"
echo "|---|---|---|---:|---:|---|---|---:|---|"
for domain in $DOMAINS; do
  for planner in $PLANNERS; do
    failures=0
    for size in $SIZES; do
      dir=$work/$domain-$size
      if [ ! -d "$dir" ] && ! "$PUZZLEGEN" generate "$domain" --size "$size" --difficulty "$DIFFICULTY" --seed "$SEED" \
           --count 2 -f hddl -o "$dir" >/dev/null 2>"$work/err"; then
        continue  # no such size or no hierarchical domain for this puzzle
      fi
      problem=$(ls "$dir"/*.hddl | grep -v '/domain.hddl$' | head -1)
      reference=${problem%.hddl}.plan
      plan=$work/plan
      rm -f "$plan" "$work/solved-at"
      start=$(date +%s.%N)
      status=0
      solve "$(realpath "$dir/domain.hddl")" "$(realpath "$problem")" "$planner" "$plan" || status=$?
      end=$(cat "$work/solved-at" 2>/dev/null || date +%s.%N)
      seconds=$(echo "$start $end" | awk '{ printf "%.2f", $2 - $1 }')
      ref_actions=$(actions "$reference")
      ref_verify=$(verify "$dir/domain.hddl" "$problem" "$reference")
      if [ "$status" -eq 0 ] && [ -s "$plan" ]; then
        ours=$("$PUZZLEGEN" check "$problem" "$plan" --plan >/dev/null 2>&1 && echo valid || echo invalid)
        echo "| $domain | ${size}x$size | $planner | $seconds | $(actions "$plan") | $(verify "$dir/domain.hddl" "$problem" "$plan") | $ours | $ref_actions | $ref_verify |"
      else
        why="no plan (exit $status)"
        [ "$status" -eq 124 ] && why="no plan within ${LIMIT} s"
        echo "| $domain | ${size}x$size | $planner | $seconds | $why | | | $ref_actions | $ref_verify |"
        failures=$((failures + 1))
        [ "$failures" -ge 2 ] && break
      fi
    done
  done
done
