#include "tracking_scope.h"

_Thread_local void *_Nullable tracking_scope_current_value = 0;
