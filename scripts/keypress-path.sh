#!/bin/bash
# Lists the source files a keypress runs code in, measured: todo-tui is built with coverage
# counters and run twice in tmux on a two-line todo.txt, once pressing `j` then quitting,
# once pressing `j`, then KEY, then quitting. The files whose functions ran more often in the
# second run are the key's path: its handling, its frame, its save and what the terminal is
# sent. The same two runs on the demo items (no file) tell which files only the save on its
# queue needs; those are marked. Usage: scripts/keypress-path.sh [KEY] (a tmux key name;
# Space when not given).
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

run() { # name, file or "" for the demo items, keys...
    local name=$1 file=$2
    shift 2
    [ -n "$file" ] && printf 'buy milk\ncall mom\n' >"$file"
    tmux new-session -d -s keypress-path -x 80 -y 24 \
        "LLVM_PROFILE_FILE=$work/$name.profraw $binary $file"
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
run without "$work/todo.txt" j
run with "$work/todo.txt" j "$key"
run demo-without "" j
run demo-with "" j "$key"

python3 - "$work" "$root/Sources/" <<'PYTHON'
import json, sys
work, sources = sys.argv[1], sys.argv[2]
def counts(name):
    functions = json.load(open(f"{work}/{name}.json"))["data"][0]["functions"]
    return {(f["name"], f["filenames"][0]): f["count"] for f in functions}
def path(before, after):
    files = {}
    for (name, file), count in after.items():
        if count > before.get((name, file), 0) and file.startswith(sources):
            files.setdefault(file[len(sources):], set()).add(name)
    return files
with_file = path(counts("without"), counts("with"))
demo = path(counts("demo-without"), counts("demo-with"))
for file in sorted(with_file):
    mark = "" if file in demo else "  [save]"
    print(f"{file} ({len(with_file[file])} functions){mark}")
saves = sum(1 for file in with_file if file not in demo)
print(f"{len(with_file)} files, {saves} of them only for the save on its queue")
PYTHON
