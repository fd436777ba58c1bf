#include "heap_stats.h"

#if defined(__linux__)
#include <malloc.h>

size_t heap_stats_allocated_bytes(void) {
    return mallinfo2().uordblks;
}
#else
size_t heap_stats_allocated_bytes(void) {
    return 0;
}
#endif
