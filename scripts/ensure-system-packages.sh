#!/bin/sh
# Makes sure the system packages the build and the tests use are installed: the ncursesw
# headers (libncurses-dev), and for the end-to-end tests tmux and the 24-bit color terminfo
# entries (ncurses-term's xterm-direct). As root it installs what is missing;
# otherwise it prints the one command to run and fails.
set -eu

missing=""
[ -f /usr/include/ncursesw/ncurses.h ] || missing="$missing libncurses-dev"
if [ "${1:-}" = "--with-tmux" ]; then
    command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
    infocmp xterm-direct >/dev/null 2>&1 || missing="$missing ncurses-term"
fi
[ -z "$missing" ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "installing:$missing"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
else
    echo "todo-tui needs:$missing. Install with:" >&2
    echo "    sudo apt-get install -y$missing" >&2
    exit 1
fi
