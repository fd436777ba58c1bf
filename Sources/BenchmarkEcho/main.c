// The floor of key-to-screen latency: the least an ncurses program does for a key. It reads
// each key and writes one cell for it, refreshing at once. `make bench` times it on a
// pseudo-terminal beside the apps, through the same harness.
#include <locale.h>
#include <ncursesw/ncurses.h>

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    raw();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    mvaddstr(0, 0, "ready");
    refresh();
    unsigned long count = 0;
    for (;;) {
        int key = getch();
        if (key == 'q' || key == ERR) break;
        count++;
        // A different cell each time, so every key changes the screen.
        mvaddch(1, (int)(count % 40), (count & 1) ? '#' : '.');
        refresh();
    }
    endwin();
    return 0;
}
