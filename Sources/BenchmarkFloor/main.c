// `benchmark-floor --items N | FILE`: the floor of key-to-screen latency for todo-tui, the least
// an ncurses program does to make the screen changes todo-tui makes for the same keys (Space,
// j/Down, k/Up): it redraws only the rows and lines todo-tui changes, with the same kind of text
// in the same attributes. `make bench` runs it beside todo-tui; the difference is what
// todo-tui's views, tracking and saving cost. It holds the whole list as todo-tui does (the
// count covers every item), never writes the file, and makes its status lines up in todo-tui's
// words.
#define _XOPEN_SOURCE 700 // mmap, clock_gettime, wcwidth
#include <errno.h>
#include <fcntl.h>
#include <locale.h>
#include <ncursesw/ncurses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

typedef struct {
    const char *title; // Into the mapped file; NULL for a generated item, named by its number.
    int length;
    char priority, done; // Priority 'A' to 'Z', or 0.
} Item;

static Item *items;
static long count, done_count, selected, top;
static const char *source = "demo, in memory (no file)";
static int colors;
static char status[2 * 4096 + 200]; // Titles are kept to 4096 bytes, more than a line shows.
static struct timespec frame_start;

// The views whose runs todo-tui's totals count, in the order of their names, as ties show.
enum { APP, DONE_COUNT, HEADER, HIDDEN, QUERY, TITLE, ROW, LIST, VIEW_TYPES };
static const char *view_names[] = {"AppView", "DoneCountView", "HeaderView", "HiddenCountView", "QueryView",
    "TitleText", "TodoItemView", "TodoListView"};
static long totals[VIEW_TYPES];

static int list_rows(void) { return LINES - 4; } // Under the header, above the three lines.
static int too_small(void) { return COLS < 40 || LINES < 10; } // todo-tui's minimum.

static const char *title_of(long index, int *length) {
    static char generated[32];
    if (!items[index].title) return *length = snprintf(generated, sizeof generated, "item %ld", index + 1), generated;
    *length = items[index].length;
    return items[index].title;
}

// How much of a text fits in a width: all of it, or (cut) what fits beside a final "…".
typedef struct { int bytes, columns, cut; } Fit;
static Fit fit(const char *text, int length, int width) {
    Fit all = {0, 0, 0}, cut = {0, 1, 1}; // The cut's columns count the "…".
    mbstate_t state = {0};
    while (width > 0 && all.bytes < length) {
        wchar_t c = (unsigned char)text[all.bytes];
        size_t n = c < 128 ? 1 : mbrtowc(&c, text + all.bytes, (size_t)(length - all.bytes), &state);
        // As wide as ncurses may show it, so no line wraps: a tab, ^X, a stray byte as M-^X.
        int w = c == '\t' ? 8 : wcwidth(c) < 0 ? 2 : wcwidth(c);
        if (n > 4) n = 1, w = 4, memset(&state, 0, sizeof state);
        if (all.columns + w > width) break;
        all.bytes += (int)n, all.columns += w;
        if (all.columns < width) cut.bytes = all.bytes, cut.columns = all.columns + 1;
    }
    return all.bytes == length ? all : cut;
}

// Text at (y, x) in at most `width` columns, cut with "…" if wider; then the rest of the line
// blank in `fill` (todo-tui paints its status line's blanks reversed).
static void put(int y, int x, const char *text, int length, int width, attr_t attributes, attr_t fill) {
    Fit shown = fit(text, length, width);
    attrset(attributes);
    mvaddnstr(y, x, text, shown.bytes);
    if (shown.cut) addstr("…");
    attrset(A_NORMAL);
    // Never after the last column: ncurses' cursor is on the next line by then.
    if (x + shown.columns < COLS && fill) hline(' ' | fill, COLS - x - shown.columns);
    else if (x + shown.columns < COLS) clrtoeol();
}

// "[x] (A) title": the priority bold in todo.sh's colours, the title faint when done and
// reversed when selected; the row's spacer keeps the last column.
static void draw_row(long index) {
    const Item *item = &items[index];
    int y = 1 + (int)(index - top), x = item->priority ? 10 : 6, length;
    mvaddstr(y, 2, item->done ? "[x] " : "[ ] ");
    if (item->priority) { // Pairs 1 to 3 colour A to C: yellow, green, bright blue.
        char tag[] = {'(', item->priority, ')', 0};
        put(y, 6, tag, 3, 3, A_BOLD | COLOR_PAIR(colors && item->priority <= 'C' ? item->priority - 'A' + 1 : 0), 0);
    }
    const char *title = title_of(index, &length);
    if (length == 0) title = "(untitled)", length = 10;
    put(y, x, title, length, COLS - 1 - x, (item->done ? A_DIM : 0) | (index == selected ? A_REVERSE : 0), 0);
}

// "N/M done", right-aligned on the header line; what a shorter count leaves is cleared.
static void draw_count(void) {
    char text[48];
    int length = snprintf(text, sizeof text, "%ld/%ld done", done_count, count);
    move(0, 10);
    clrtoeol();
    mvaddstr(0, COLS - length, text);
}

// The status line; the totals: the list's place, the frame's time from its key, runs per view.
static void draw_status(void) {
    put(LINES - 3, 0, status, (int)strlen(status), COLS, A_REVERSE, A_REVERSE);
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    long ms = (now.tv_sec - frame_start.tv_sec) * 1000 + (now.tv_nsec - frame_start.tv_nsec) / 1000000;
    char text[640];
    int length = snprintf(text, sizeof text, "%.200s  fine  frame %s%ld ms  totals:", source, ms < 1 ? "<" : "",
                          ms < 1 ? 1 : ms);
    int order[VIEW_TYPES]; // An insertion sort, stable: ties keep the order of the names.
    for (int i = 0, j; i < VIEW_TYPES; order[j] = i++)
        for (j = i; j > 0 && totals[order[j - 1]] < totals[i]; j--) order[j] = order[j - 1];
    for (int i = 0; i < VIEW_TYPES; i++)
        length += snprintf(text + length, sizeof text - (size_t)length, "%s %s %ld", i ? "," : "",
                           view_names[order[i]], totals[order[i]]);
    put(LINES - 2, 0, text, length, COLS, A_NORMAL, 0);
}

// Everything: the first frame, and after a resize.
static void draw_all(void) {
    static const char footer[] = "↑↓ move  space toggle  enter open  a add  d del  m mode  l log  ? help  q quit";
    erase();
    if (too_small()) {
        mvprintw(0, 0, "Terminal too small:\n%dx%d, need 40x10.\nq quits.", COLS, LINES); // As todo-tui says.
    } else {
        put(0, 2, "todo-tui", 8, COLS - 2, A_BOLD, 0);
        draw_count();
        if (count == 0) mvaddstr(1, 2, "No items. Press a to add one.");
        for (long i = top; i < count && i < top + list_rows(); i++) draw_row(i);
        draw_status();
        put(LINES - 1, 0, footer, (int)strlen(footer), COLS, A_NORMAL, 0);
    }
    refresh();
}

static void toggle(void) {
    Item *item = &items[selected];
    item->done = !item->done;
    done_count += item->done ? 1 : -1;
    totals[DONE_COUNT]++, totals[ROW]++;
    int length;
    const char *title = title_of(selected, &length);
    const char *values[] = {"false", "true"};
    snprintf(status, sizeof status, "2 ran: DoneCountView TodoItemView#%.*s  ← TodoItem(%.*s).isDone %s → %s",
             length, title, length, title, values[!item->done], values[(int)item->done]);
    draw_row(selected);
    draw_count();
}

static void move_selection(int by) {
    long old = selected, rows = list_rows();
    selected = old + by;
    // The row losing the selection and the one getting it run; when the list scrolls (by the
    // one row) every row shows another item, and the new one's title runs too.
    int scrolls = selected < top || selected >= top + rows, length;
    totals[ROW] += 2, totals[TITLE] += scrolls;
    const char *title = title_of(selected, &length);
    snprintf(status, sizeof status, "%d ran: 2×TodoItemView%s%.*s  ← derived value from TodoList.selection %ld → %ld",
             2 + scrolls, scrolls ? " TitleText#" : "", scrolls ? length : 0, title, old, selected);
    if (scrolls) top = selected < top ? selected : selected - rows + 1;
    for (long i = top; i < count && i < top + rows; i++)
        if (scrolls || i == old || i == selected) draw_row(i);
}

// The tasks of a todo.txt file: one a line, blank lines skipped; "x " done, "(A) " the
// priority, then the completion and creation dates, which todo-tui does not show.
static void load(const char *path) {
    source = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    int descriptor = open(path, O_RDONLY);
    if (descriptor < 0 && errno == ENOENT) return; // todo-tui would create it: no tasks yet.
    struct stat info;
    if (descriptor < 0 || fstat(descriptor, &info) != 0) perror(path), exit(2);
    size_t size = (size_t)info.st_size;
    const char *text = size ? mmap(NULL, size, PROT_READ, MAP_PRIVATE, descriptor, 0) : "";
    if (text == MAP_FAILED) perror(path), exit(2);
    close(descriptor);
    const char *end = text + size;
    long lines = 1; // Counted first, for one allocation.
    for (const char *p = text; p < end && (p = memchr(p, '\n', (size_t)(end - p))); p++) lines++;
    if (!(items = calloc((size_t)lines, sizeof *items))) perror(path), exit(2);
    for (const char *line = text, *stop; line < end; line = stop + 1) {
        if (!(stop = memchr(line, '\n', (size_t)(end - line)))) stop = end;
        const char *s = line, *last = stop > line && stop[-1] == '\r' ? stop - 1 : stop, *visible = line;
        while (visible < last && (*visible == ' ' || *visible == '\t')) visible++;
        if (visible == last) continue;
        Item *item = &items[count++];
        if (last - s >= 2 && s[0] == 'x' && s[1] == ' ') item->done = 1, s += 2;
        if (last - s >= 4 && s[0] == '(' && s[1] >= 'A' && s[1] <= 'Z' && s[2] == ')' && s[3] == ' ')
            item->priority = s[1], s += 4;
        // Dates as todo.txt writes them, "2024-01-31 ": told roughly, by the dashes and space.
        for (int dates = 1 + item->done; dates-- && last - s > 10 && s[4] == '-' && s[7] == '-' && s[10] == ' ';)
            s += 11;
        item->title = s;
        item->length = last - s < 4096 ? (int)(last - s) : 4096;
        done_count += item->done;
    }
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--items") == 0 && atol(argv[2]) >= 1 && atol(argv[2]) <= 10000000) {
        count = atol(argv[2]);
        if (!(items = calloc((size_t)count, sizeof *items))) return perror("benchmark-floor"), 2;
    } else if (argc == 2 && argv[1][0] != '-') {
        load(argv[1]);
    } else {
        return fprintf(stderr, "usage: benchmark-floor --items N (1 to 10000000) | benchmark-floor FILE\n"), 2;
    }
    setlocale(LC_ALL, "");
    // The terminal as todo-tui sets it up, so that ncurses reads keys and writes bytes alike.
    initscr();
    raw(), noecho(), nonl(), keypad(stdscr, TRUE), set_escdelay(25), curs_set(0), leaveok(stdscr, TRUE);
    // As todo-tui: left and resumed once, so that ncurses writes each frame in one write rather
    // than one per cursor move; no look for typed-ahead keys during an update.
    endwin(), refresh();
    typeahead(-1);
    const char *no_color = getenv("NO_COLOR");
    if ((colors = has_colors() && (!no_color || !*no_color))) {
        start_color(), use_default_colors();
        init_pair(1, COLOR_YELLOW, -1), init_pair(2, COLOR_GREEN, -1);
        init_pair(3, COLORS >= 16 ? 8 + COLOR_BLUE : COLOR_BLUE, -1);
    }
    // The first frame runs every view once: six of the page's, and a row and a title per row.
    clock_gettime(CLOCK_MONOTONIC, &frame_start);
    long shown = list_rows() < 0 ? 0 : count < list_rows() ? count : list_rows();
    for (int i = 0; i < VIEW_TYPES; i++) totals[i] = i == ROW || i == TITLE ? shown : 1;
    snprintf(status, sizeof status, "%ld ran: AppView HeaderView QueryView HiddenCountView DoneCountView "
             "TodoListView %ld×TodoItemView %ld×TitleText", 6 + 2 * shown, shown, shown);
    draw_all();
    for (;;) {
        int key = getch();
        // q quits, and Ctrl-C as in todo-tui (raw mode reads it as a key); ERR: input ended.
        if (key == 'q' || key == 3 || key == ERR) break;
        clock_gettime(CLOCK_MONOTONIC, &frame_start);
        int by = key == 'j' || key == KEY_DOWN ? 1 : key == 'k' || key == KEY_UP ? -1 : 0;
        if (key == KEY_RESIZE) {
            if (selected >= top + list_rows()) top = selected - list_rows() + 1; // Still in view.
            draw_all();
        } else if (!too_small() && ((key == ' ' && count) || (by && selected + by >= 0 && selected + by < count))) {
            // Not for other keys, moves past either end, or while too small: todo-tui runs no frame.
            if (by) move_selection(by);
            else toggle();
            draw_status();
            refresh();
        }
    }
    endwin();
    return 0;
}
