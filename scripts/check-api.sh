#!/bin/sh
# Compares the public API of TrackingCore, ViewTree and ViewTreeTesting with the last version
# tag's and fails on a breaking change that api-breakage-allowlist.txt does not list (one
# diagnostic per line, as this prints it). With no version tag yet, or at the tagged commit
# itself, there is nothing to compare.
#
# swift-api-digester directly rather than `swift package diagnose-api-breaking-changes`: on
# Linux that command loads the C modules of the tag's build and of the macros' host build
# together and fails on their duplicate module maps. Here each side is dumped from its own
# build, with only its own module maps.
set -eu
cd "$(dirname "$0")/.."
tag=$(git describe --tags --abbrev=0 --match '[0-9]*.[0-9]*.[0-9]*' 2>/dev/null) || {
    echo "check-api: no version tag yet, nothing to compare"
    exit 0
}
if [ "$(git rev-parse "$tag^{commit}")" = "$(git rev-parse HEAD)" ]; then
    echo "check-api: HEAD is $tag itself, nothing to compare"
    exit 0
fi
digester=$(command -v swift-api-digester || echo "$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester")
modules="TrackingCore ViewTree ViewTreeTesting"
work=.build-api
rm -rf "$work/baseline" "$work/old" "$work/new"
mkdir -p "$work/baseline" "$work/old" "$work/new"

# dump PACKAGE SCRATCH OUT: builds the libraries of the package at PACKAGE and writes each
# module's API as JSON into OUT.
dump() {
    swift build --package-path "$1" --scratch-path "$2" --target ViewTreeTesting >/dev/null
    built="$2/debug"
    set -- "$1" "$2" "$3" -I "$built/Modules" -I "$1/Sources/CNcurses"
    for map in "$built"/*.build/module.modulemap; do
        case "$map" in *-tool.build/*) continue ;; esac
        set -- "$@" -Xcc "-fmodule-map-file=$map"
    done
    for include in "$1"/Sources/C*/include; do set -- "$@" -Xcc "-I$include"; done
    out=$3
    shift 3
    for module in $modules; do
        "$digester" -dump-sdk -module "$module" "$@" -o "$out/$module.json"
        grep -q '"name": "NO_MODULE"' "$out/$module.json" && {
            echo "check-api: could not load $module" >&2
            exit 1
        }
    done
    return 0
}

echo "check-api: the API against $tag"
git archive "$tag" | tar -x -C "$work/baseline"
dump "$work/baseline" "$work/baseline-build" "$work/old"
dump . .build "$work/new"

allowlist=""
[ -s api-breakage-allowlist.txt ] && allowlist="-breakage-allowlist-path api-breakage-allowlist.txt"
status=0
for module in $modules; do
    # shellcheck disable=SC2086
    "$digester" -diagnose-sdk -input-paths "$work/old/$module.json" -input-paths "$work/new/$module.json" \
        -compiler-style-diags $allowlist >"$work/$module.diagnostics" 2>&1 || true
    if grep -q "API breakage:" "$work/$module.diagnostics"; then
        echo "check-api: $module breaks the API of $tag:" >&2
        grep "API breakage:" "$work/$module.diagnostics" >&2
        status=1
    else
        echo "check-api: $module keeps the API of $tag"
    fi
done
exit $status
