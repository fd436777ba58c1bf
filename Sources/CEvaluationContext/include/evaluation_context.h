#ifndef EVALUATION_CONTEXT_H
#define EVALUATION_CONTEXT_H

/// The view node whose body the calling thread is evaluating (an unretained Swift object),
/// or NULL. Thread-local so that view trees rendered on different threads never see each
/// other's nodes; Swift has no thread-local storage of its own.
extern _Thread_local void *_Nullable evaluation_context_current_value;

static inline void *_Nullable evaluation_context_current(void) {
    return evaluation_context_current_value;
}

static inline void evaluation_context_set_current(void *_Nullable node) {
    evaluation_context_current_value = node;
}

#endif
