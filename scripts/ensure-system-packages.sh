#!/bin/sh
# Makes sure the system packages the build and the tests use are installed: the ncursesw
# headers (libncurses-dev), and for the end-to-end tests tmux and the 24-bit color terminfo
# entries (ncurses-term's xterm-direct), and for the documentation's diagrams Graphviz. As
# root it installs what is missing; otherwise it prints the one command to run and fails.
set -eu

missing=""
[ -f /usr/include/ncursesw/ncurses.h ] || missing="$missing libncurses-dev"
case "${1:-}" in
--with-tmux)
    command -v tmux >/dev/null 2>&1 || missing="$missing tmux"
    infocmp xterm-direct >/dev/null 2>&1 || missing="$missing ncurses-term"
    ;;
--with-graphviz)
    command -v dot >/dev/null 2>&1 || missing="$missing graphviz"
    ;;
esac
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
