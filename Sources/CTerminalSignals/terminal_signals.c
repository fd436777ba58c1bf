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
}

void terminal_signals_uninstall(void) {
    for (unsigned i = 0; i < sizeof terminating / sizeof *terminating; i++) signal(terminating[i], SIG_DFL);
    for (unsigned i = 0; i < sizeof crashing / sizeof *crashing; i++) signal(crashing[i], SIG_DFL);
    wake_descriptor = -1;
    restore_terminal = 0;
}

void terminal_signals_suspend(void) {
    signal(SIGTSTP, SIG_DFL);
    raise(SIGTSTP);
}
