#include "main_queue.h"
#include <math.h>

// libdispatch's entry point for the run loop that drains the main queue (Foundation's run
// loop calls it the same way); on Linux the handle is an eventfd. Not in a public header,
// so declared here.
extern int _dispatch_get_main_queue_handle_4CF(void);

// Core Foundation's run loop calls, which Foundation on Linux carries without a header for
// Swift; the run loop and the mode are only passed through, so they stay opaque here.
extern void *CFRunLoopGetMain(void);
extern const void *kCFRunLoopDefaultMode;
extern double CFRunLoopGetNextTimerFireDate(void *runLoop, const void *mode);
extern double CFAbsoluteTimeGetCurrent(void);

int main_queue_descriptor(void) {
    return _dispatch_get_main_queue_handle_4CF();
}

double main_run_loop_seconds_to_next_timer(void) {
    double next = CFRunLoopGetNextTimerFireDate(CFRunLoopGetMain(), kCFRunLoopDefaultMode);
    // 0 is Core Foundation's "no timer".
    return next == 0 ? INFINITY : next - CFAbsoluteTimeGetCurrent();
}
