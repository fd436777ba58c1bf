#ifndef HEAP_STATS_H
#define HEAP_STATS_H

#include <stddef.h>

/// Bytes the C allocator has handed out and not yet taken back (glibc's mallinfo2).
size_t heap_stats_allocated_bytes(void);

/// The usable size of the heap block at `pointer` (glibc's malloc_usable_size); 0 elsewhere.
size_t heap_stats_block_size(const void *pointer);

/// How many allocations the process made since it started (malloc, calloc, realloc and the
/// aligned ones), counted on glibc; 0 elsewhere.
size_t heap_stats_allocation_count(void);

#endif
