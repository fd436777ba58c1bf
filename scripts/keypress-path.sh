#!/bin/bash
# Lists the source files a keypress runs code in, measured: todo-tui is built with coverage
# counters and run twice in tmux on a two-line todo.txt, once pressing `j` then quitting,
# once pressing `j`, then KEY, then quitting. The files whose functions ran more often in the
# second run are the key's path: its handling, its frame, its save and what the terminal is
# sent. Usage: scripts/keypress-path.sh [KEY] (a tmux key name; Space when not given).
set -euo pipefail
key=${1:-Space}
cd "$(dirname "$0")/.."
root=$(pwd)
work=$(mktemp -d)
trap 'tmux kill-session -t keypress-path 2>/dev/null || true; rm -rf "$work"' EXIT
toolchain=$(dirname "$(readlink -f "$(command -v swift)")")
build="$work/build"
# The macro plugin is built with counters too: what it counts while compiling goes to $work.
LLVM_PROFILE_FILE="$work/build-%p.profraw" swift build --build-path "$build" --product todo-tui \
    -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping >"$work/build.log" 2>&1 ||
    { cat "$work/build.log"; exit 1; }
binary="$build/debug/todo-tui"

run() { # name, keys...
    local name=$1
    shift
    printf 'buy milk\ncall mom\n' >"$work/$name.txt"
    tmux new-session -d -s keypress-path -x 80 -y 24 \
        "LLVM_PROFILE_FILE=$work/$name.profraw $binary $work/$name.txt"
    sleep 2
    for pressed in "$@" q; do
        tmux send-keys -t keypress-path "$pressed"
        sleep 1
    done
    sleep 1
    tmux kill-session -t keypress-path 2>/dev/null || true
    "$toolchain/llvm-profdata" merge -o "$work/$name.profdata" "$work/$name.profraw"
    "$toolchain/llvm-cov" export -format=text -skip-expansions -instr-profile="$work/$name.profdata" "$binary" \
        >"$work/$name.json"
}
run without j
run with j "$key"

python3 - "$work/without.json" "$work/with.json" "$root/Sources/" <<'PYTHON'
import json, sys
def counts(path):
    functions = json.load(open(path))["data"][0]["functions"]
    return {(f["name"], f["filenames"][0]): f["count"] for f in functions}
without, with_key, sources = counts(sys.argv[1]), counts(sys.argv[2]), sys.argv[3]
files = {}
for (name, path), count in with_key.items():
    if count > without.get((name, path), 0) and path.startswith(sources):
        files.setdefault(path[len(sources):], set()).add(name)
for path in sorted(files):
    print(f"{path} ({len(files[path])} functions)")
print(f"{len(files)} files")
PYTHON
