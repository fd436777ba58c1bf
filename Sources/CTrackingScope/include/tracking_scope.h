#ifndef TRACKING_SCOPE_H
#define TRACKING_SCOPE_H

/// The innermost tracking scope of the calling thread (an unretained Swift object), or NULL.
///
/// A C thread-local variable is read with one instruction; Swift has no thread-local storage
/// of its own, and pthread keys cost a call and a lazy global check on every tracked read.
extern _Thread_local void *_Nullable tracking_scope_current_value;

static inline void *_Nullable tracking_scope_current(void) {
    return tracking_scope_current_value;
}

static inline void tracking_scope_set_current(void *_Nullable scope) {
    tracking_scope_current_value = scope;
}

#endif
