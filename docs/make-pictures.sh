#!/bin/sh
# The README's pictures, made by puzzlegen itself (make docs): each puzzle
# and its solution as SVG, a Nurikabe plan as an SVG that plays by itself,
# and a still of the plan's page in headless Chromium.
# Usage: docs/make-pictures.sh PUZZLEGEN OUTDIR
set -eu
pg=$1
out=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

picture() {  # NAME PUZZLE SIZE DIFFICULTY SEED
  "$pg" generate "$2" --size "$3" --difficulty "$4" --seed "$5" -f json -o "$work/$1.json"
  "$pg" render "$work/$1.json" -o "$out/$1.svg"
  "$pg" render "$work/$1.json" --solution -o "$out/$1-solution.svg"
}
picture takuzu takuzu 8x8 hard 3
picture lightup lightup 7x7 hard 3
picture nurikabe nurikabe 7x7 hard 3
picture kuromasu kuromasu 7x7 hard 3
picture numbrix numbrix 6x6 hard 3

# The plan of a small Nurikabe problem in the IPC 2018 domain.
mkdir "$work/plan"
"$pg" generate nurikabe --size 5x5 --difficulty easy --seed 4 -f pddl -o "$work/plan/"
problem=$(ls "$work"/plan/nurikabe-*.pddl)
plan=${problem%.pddl}.plan
"$pg" animate "$problem" "$plan" --to svg --seconds 0.4 --cell-size 72 -o "$out/nurikabe-plan.svg"
"$pg" animate "$problem" "$plan" -o "$work/plan.html"
steps=$(grep -c '^(' "$plan")
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  echo "make-pictures: chromium not found: the still of the plan's page is left as it is" >&2
  exit 0
fi
timeout 60 "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/browser" \
  --window-size=560,400 --screenshot="$out/nurikabe-plan-page.png" "file://$work/plan.html#step=$((steps / 2))" \
  >/dev/null 2>&1
echo "make-pictures: wrote $(ls "$out" | wc -l) pictures in $out"
