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

/// The registrar storage whose `willSet` observers the calling thread is delivering a change
/// to, or NULL, and the registration clock of that change's claim. A tracking installed by
/// such an observer on the same object (re-registering inside `onChange`) is dated to the
/// claim: it was told of this change already, so only the next one fires it.
extern _Thread_local void *_Nullable tracking_delivery_storage_value;
extern _Thread_local unsigned long long tracking_delivery_sequence_value;

static inline void *_Nullable tracking_delivery_storage(void) {
    return tracking_delivery_storage_value;
}

static inline unsigned long long tracking_delivery_sequence(void) {
    return tracking_delivery_sequence_value;
}

static inline void tracking_delivery_set(void *_Nullable storage, unsigned long long sequence) {
    tracking_delivery_storage_value = storage;
    tracking_delivery_sequence_value = sequence;
}

#endif
