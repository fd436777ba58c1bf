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
static inline attr_t cncurses_attr_italic(void) { return A_ITALIC; }
static inline attr_t cncurses_attr_dim(void) { return A_DIM; }

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

/// `cncurses_put_cell` for one character of one scalar: no string to make on the caller's side.
static inline int cncurses_put_scalar(int y, int x, wchar_t scalar, attr_t attributes, short pair) {
    const wchar_t text[2] = {scalar, 0};
    return cncurses_put_cell(y, x, text, attributes, pair);
}

/// Asks the terminal for clicks (left and right), the wheel, the left button's release and
/// the pointer's moves while it is held (drags). A press is a click; ncurses still reports a
/// press and release read together as CLICKED, which counts as one too. ncurses turns on only
/// the terminal's click reports (mode 1000); moves with a button held need mode 1002, which the
/// caller turns on and off around ncurses' own (see `Terminal`'s `PointerMoves`).
static inline void cncurses_enable_mouse(void) {
    mousemask(
        BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED | BUTTON3_PRESSED | BUTTON3_CLICKED | BUTTON4_PRESSED
            | BUTTON5_PRESSED | REPORT_MOUSE_POSITION,
        NULL);
    mouseinterval(0);
}

/// The pending mouse event: 1 for a left press, 2 for a left click (a press and its release
/// read together), 3 for a right press or click, 4 for wheel up, 5 for wheel down, 6 for the
/// left button's release, 7 for a move (with the button held or, in mode 1003, without), 0
/// for anything else; the cell in `x` and `y`.
static inline int cncurses_mouse_event(int *x, int *y) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *x = event.x;
    *y = event.y;
    if (event.bstate & BUTTON1_RELEASED) return 6;
    if (event.bstate & REPORT_MOUSE_POSITION) return 7;
    if (event.bstate & BUTTON1_PRESSED) return 1;
    if (event.bstate & BUTTON1_CLICKED) return 2;
    if (event.bstate & (BUTTON3_PRESSED | BUTTON3_CLICKED)) return 3;
    if (event.bstate & BUTTON4_PRESSED) return 4;
    if (event.bstate & BUTTON5_PRESSED) return 5;
    return 0;
}

#endif
