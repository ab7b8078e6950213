#!/bin/sh
# Builds a reference corpus from its recipe, or checks it byte for byte.
#   corpus/build.sh PUZZLEGEN RECIPE DIR          write DIR anew
#   corpus/build.sh --check PUZZLEGEN RECIPE DIR  regenerate elsewhere, compare
set -eu
check=no
if [ "${1:-}" = "--check" ]; then check=yes; shift; fi
[ $# -eq 3 ] || { echo "usage: $0 [--check] PUZZLEGEN RECIPE DIR" >&2; exit 64; }
puzzlegen=$1 recipe=$2 dir=$3
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
grep -v '^[[:space:]]*\(#\|$\)' "$recipe" | while read -r line; do
  # shellcheck disable=SC2086  # the recipe line is a list of arguments
  "$puzzlegen" generate $line --threads 2 -o "$out" >/dev/null
done
if [ "$check" = yes ]; then
  if diff -r "$dir" "$out"; then
    echo "corpus $dir: $(ls "$dir" | wc -l) files, same bytes"
  else
    echo "corpus $dir differs from what $recipe makes now (make corpus rewrites it)" >&2
    exit 1
  fi
else
  rm -rf "$dir"
  mkdir -p "$dir"
  cp "$out"/* "$dir"/
  echo "corpus $dir: $(ls "$dir" | wc -l) files written"
fi
