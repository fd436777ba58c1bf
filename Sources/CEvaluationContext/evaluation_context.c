#include "evaluation_context.h"

_Thread_local void *_Nullable evaluation_context_current_value = 0;
