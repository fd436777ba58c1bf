#ifndef TERMINAL_SIGNALS_H
#define TERMINAL_SIGNALS_H

/// Installs the handlers that keep the terminal usable on every way out, and unblocks the
/// signals the app relies on (resize, suspend, termination) in case a parent blocked them.
///
/// SIGTERM, SIGHUP and SIGINT write their number to `wake_fd` (a pipe the run loop polls),
/// so the loop can restore the terminal and exit; nothing else happens in the handler.
/// SIGWINCH writes a 0 there (a wake-up), then calls the handler ncurses installed.
/// SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS and SIGFPE call `restore` once (best effort:
/// it is not async-signal-safe, but the process is dying and a raw terminal is worse), then
/// re-raise the signal with its default action.
void terminal_signals_install(int wake_fd, void (*_Nonnull restore)(void));

/// Puts back the default actions.
void terminal_signals_uninstall(void);

/// Stops the process as Ctrl-Z would in cooked mode (SIGTSTP with its default action);
/// returns after `fg`.
void terminal_signals_suspend(void);

#endif
