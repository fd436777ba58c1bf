#include "tracking_scope.h"

_Thread_local void *_Nullable tracking_scope_current_value = 0;
_Thread_local void *_Nullable tracking_delivery_storage_value = 0;
_Thread_local unsigned long long tracking_delivery_sequence_value = 0;
