#ifndef MAIN_QUEUE_H
#define MAIN_QUEUE_H

/// The descriptor that becomes readable when work waits on the main dispatch queue (blocks
/// given to `DispatchQueue.main`, the main actor's jobs): the one Foundation's run loop waits
/// on for it. Waiting on it beside the keyboard in one `poll` wakes the main thread directly,
/// where a dispatch read source would first wake dispatch's own thread for each key.
int main_queue_descriptor(void);

/// Seconds from now until the main run loop's next timer in its default mode is due (0 or
/// less: due now); `INFINITY` when it has none. Asking runs no pass of the run loop.
double main_run_loop_seconds_to_next_timer(void);

#endif
