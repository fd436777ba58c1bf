#ifndef THREAD_SANITIZER_H
#define THREAD_SANITIZER_H

/// ThreadSanitizer's annotations, defined only when the program runs under it (weak: NULL
/// otherwise, so a normal build pays one predictable branch).
extern void __tsan_acquire(void *_Nonnull address) __attribute__((weak));
extern void __tsan_release(void *_Nonnull address) __attribute__((weak));

/// Tells ThreadSanitizer that the calling thread now holds the lock guarding `address`.
///
/// `Synchronization.Mutex` locks with futexes on Linux, which ThreadSanitizer does not
/// model: without this it reports every access made under the lock as a race.
static inline void thread_sanitizer_acquire(void *_Nonnull address) {
    if (__tsan_acquire) __tsan_acquire(address);
}

/// Tells ThreadSanitizer that the calling thread is about to release that lock.
static inline void thread_sanitizer_release(void *_Nonnull address) {
    if (__tsan_release) __tsan_release(address);
}

#endif
