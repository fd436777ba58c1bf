#include "terminal_signals.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t wake_descriptor = -1;
static void (*restore_terminal)(void) = 0;
static volatile sig_atomic_t restoring = 0;

static const int terminating[] = {SIGTERM, SIGHUP, SIGINT};
static const int crashing[] = {SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE};

static void on_terminating(int sig) {
    unsigned char number = (unsigned char)sig;
    if (wake_descriptor >= 0) {
        ssize_t ignored = write(wake_descriptor, &number, 1);
        (void)ignored;
    }
}

// ncurses's own resize handler, which the one below calls after waking the run loop: a
// resize must end a wait that the run loop makes in the kernel, where a signal alone does
// not end it.
static struct sigaction previous_resize;
static volatile sig_atomic_t resize_chained = 0;

static void on_resize(int sig) {
    if (wake_descriptor >= 0) {
        unsigned char wake = 0;
        ssize_t ignored = write(wake_descriptor, &wake, 1);
        (void)ignored;
    }
    if (previous_resize.sa_flags & SA_SIGINFO) {
        if (previous_resize.sa_sigaction) previous_resize.sa_sigaction(sig, 0, 0);
    } else if (previous_resize.sa_handler != SIG_DFL && previous_resize.sa_handler != SIG_IGN) {
        previous_resize.sa_handler(sig);
    }
}

static void on_crash(int sig) {
    if (!restoring && restore_terminal) {
        restoring = 1;
        restore_terminal();
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static void set_handler(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(sig, &action, 0);
}

void terminal_signals_install(int wake_fd, void (*restore)(void)) {
    // A parent may have blocked signals (the mask survives exec); the app needs these.
    sigset_t needed;
    sigemptyset(&needed);
    sigaddset(&needed, SIGWINCH);
    sigaddset(&needed, SIGTSTP);
    sigaddset(&needed, SIGCONT);
    for (unsigned i = 0; i < sizeof terminating / sizeof *terminating; i++) sigaddset(&needed, terminating[i]);
    sigprocmask(SIG_UNBLOCK, &needed, 0);
    wake_descriptor = wake_fd;
    restore_terminal = restore;
    for (unsigned i = 0; i < sizeof terminating / sizeof *terminating; i++) set_handler(terminating[i], on_terminating);
    for (unsigned i = 0; i < sizeof crashing / sizeof *crashing; i++) set_handler(crashing[i], on_crash);
    struct sigaction resize;
    memset(&resize, 0, sizeof resize);
    resize.sa_handler = on_resize;
    sigemptyset(&resize.sa_mask);
    resize.sa_flags = SA_RESTART;
    if (sigaction(SIGWINCH, &resize, &previous_resize) == 0) resize_chained = 1;
}

void terminal_signals_uninstall(void) {
    if (resize_chained) {
        sigaction(SIGWINCH, &previous_resize, 0);
        resize_chained = 0;
    }
    for (unsigned i = 0; i < sizeof terminating / sizeof *terminating; i++) signal(terminating[i], SIG_DFL);
    for (unsigned i = 0; i < sizeof crashing / sizeof *crashing; i++) signal(crashing[i], SIG_DFL);
    wake_descriptor = -1;
    restore_terminal = 0;
}

void terminal_signals_suspend(void) {
    signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
}
