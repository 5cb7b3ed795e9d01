#!/bin/sh
# Renders every picture of the bundled examples (and any extra experiment files) to PNG, so a person
# can look at all of them at once: for each experiment, `show --svg` of every proposal and, for a
# sweep, `show --chart`; each SVG is converted with rsvg-convert (apt `librsvg2-bin`).
#
#   scripts/render-pictures.sh [OUTPUT_FOLDER] [EXTRA_FILE_OR_FOLDER...]
#
# OUTPUT_FOLDER defaults to .build/pictures. The notebook is a scratch file inside it.
set -eu
cd "$(dirname "$0")/.."
out="${1:-.build/pictures}"
[ $# -gt 0 ] && shift
command -v rsvg-convert >/dev/null || { echo "error: rsvg-convert not found; install it with \`apt-get install librsvg2-bin\`." >&2; exit 2; }
swift build --product layoutlab >/dev/null
tool=.build/debug/layoutlab
mkdir -p "$out"
db="$out/pictures.sqlite"
rm -f "$db" "$db-wal" "$db-shm"
"$tool" run Examples "$@" --db "$db" --quiet
"$tool" list --db "$db" --format json | python3 -c '
import json, sys
for e in json.load(sys.stdin)["experiments"]:
    print(e["name"])
' | while IFS= read -r name; do
    slug=$(printf %s "$name" | tr -c "A-Za-z0-9._-" -)
    proposals=$("$tool" show "$name" --db "$db" --format json | python3 -c 'import json,sys; print(len(json.load(sys.stdin)["outcomes"]))')
    index=0
    while [ "$index" -lt "$proposals" ]; do
        suffix=""; [ "$proposals" -gt 1 ] && suffix="-p$index"
        "$tool" show "$name" --db "$db" --proposal "$index" --svg "$out/$slug$suffix.svg" --quiet >/dev/null
        rsvg-convert -z 2 "$out/$slug$suffix.svg" -o "$out/$slug$suffix.png"
        index=$((index + 1))
        [ "$index" -ge 6 ] && break
    done
    if "$tool" show "$name" --db "$db" --chart "$out/$slug-chart.svg" --quiet 2>/dev/null; then
        rsvg-convert -z 2 "$out/$slug-chart.svg" -o "$out/$slug-chart.png"
    fi
done
echo "wrote $(ls "$out"/*.png | wc -l) pictures to $out"
