#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

// Wide-character ncurses: cchar_t, get_wch, mvadd_wch.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <wchar.h>
#include <ncursesw/ncurses.h>

// What Swift cannot import: function-like macros (A_*, COLOR_PAIR, getmaxyx) and the
// mutable globals stdscr, LINES and COLS, which Swift 6 would treat as unsafe shared state.

static inline attr_t cncurses_attr_normal(void) { return A_NORMAL; }
static inline attr_t cncurses_attr_bold(void) { return A_BOLD; }
static inline attr_t cncurses_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t cncurses_attr_reverse(void) { return A_REVERSE; }

static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline int cncurses_colors(void) { return COLORS; }
static inline int cncurses_color_pairs(void) { return COLOR_PAIRS; }

// Declared here because <wchar.h> hides it unless _XOPEN_SOURCE is set before any include.
extern int wcwidth(wchar_t character);

/// The columns the C library (and so ncurses) gives one code point.
static inline int cncurses_wcwidth(wchar_t character) { return wcwidth(character); }

static inline void cncurses_size(int *rows, int *columns) {
    int y, x;
    getmaxyx(stdscr, y, x);
    *rows = y;
    *columns = x;
}

/// Puts one cell: `text` is a spacing character followed by up to four zero-width ones,
/// NUL-terminated.
static inline int cncurses_put_cell(int y, int x, const wchar_t *text, attr_t attributes, short pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

#endif
