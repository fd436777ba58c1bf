#!/bin/sh
# Compares the public API of TrackingCore, ViewTree and ViewTreeTesting with the last version
# tag's (swift package diagnose-api-breaking-changes) and fails on a breaking change that
# api-breakage-allowlist.txt does not list (one diagnostic per line, as the tool prints it).
# With no version tag yet, or at the tagged commit itself, there is nothing to compare.
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
set -- diagnose-api-breaking-changes "$tag" --products TrackingCore ViewTree ViewTreeTesting
[ -s api-breakage-allowlist.txt ] && set -- "$@" --breakage-allowlist-path api-breakage-allowlist.txt
echo "check-api: the API against $tag"
swift package --scratch-path .build-api "$@"
