#!/usr/bin/env bash
# Fast preview build of some doc folders, in both locales, in a private copy of the site, so that
# several writers can build at once without sharing .docusaurus/ or build/.
#
#   scripts/preview.sh <doc folders or files, comma-separated> [locale]
#   scripts/preview.sh model,csghub/101/function/model
#   scripts/preview.sh csghub/101/install en
#
# Prints the build's warnings (broken links, anchors). The built site stays in
# /tmp/preview-<name>/build (English in build/en/ when both locales are built).
set -euo pipefail
only="${1:?usage: scripts/preview.sh <doc folders, comma-separated> [locale]}"
locale="${2:-}"
root="$(cd "$(dirname "$0")/.." && pwd)"
name="$(printf '%s' "$only" | tr ',/' '__' | cut -c1-60)"
work="/tmp/preview-$name"
mkdir -p "$work"
find "$work" -mindepth 1 -maxdepth 1 ! -name build ! -name node_modules ! -name .docusaurus -exec rm -rf {} +
tar -C "$root" --exclude ./node_modules --exclude ./build --exclude ./.docusaurus --exclude ./.git -cf - . | tar -C "$work" -xf -
ln -sfn "$root/node_modules" "$work/node_modules"
cd "$work"
args=()
[ -n "$locale" ] && args+=(--locale "$locale")
log="$work/build.log"
if ! DOCS_ONLY="$only" DOCS_PREVIEW=1 npx docusaurus build "${args[@]}" >"$log" 2>&1; then
  grep -v '^\s*│\?\s*at ' "$log" | tail -40
  echo "preview build FAILED (full log: $log)"
  exit 1
fi
grep -E '^\[(WARNING|ERROR)\]|^- |^ +-> |resolved' "$log" | grep -v 'babel.config.js' | head -80 || true
echo "preview built in $work/build"
