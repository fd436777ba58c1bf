// The annotations are inline functions in include/thread_sanitizer.h.
