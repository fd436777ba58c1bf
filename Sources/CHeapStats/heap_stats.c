#include "heap_stats.h"

#include <stdlib.h>  // defines __GLIBC__ where glibc is the C library

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>

size_t heap_stats_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    // Large blocks (arrays of a million elements) are mapped on their own, counted apart.
    return info.uordblks + info.hblkhd;
}

size_t heap_stats_block_size(const void *pointer) {
    return malloc_usable_size((void *)pointer);
}

// Counting allocations: the executable that links this file defines the C allocator's entry
// points, so every allocation of the process (the Swift runtime's included) passes here on
// its way to glibc. Only the benchmarks link it.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static _Atomic size_t allocation_count;

static inline void count_allocation(void) {
    atomic_fetch_add_explicit(&allocation_count, 1, memory_order_relaxed);
}

size_t heap_stats_allocation_count(void) {
    return atomic_load_explicit(&allocation_count, memory_order_relaxed);
}

void *malloc(size_t size) {
    count_allocation();
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    count_allocation();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    count_allocation();
    return __libc_realloc(pointer, size);
}

void *memalign(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    count_allocation();
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    count_allocation();
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    *result = pointer;
    return 0;
}
#else
size_t heap_stats_allocated_bytes(void) {
    return 0;
}

size_t heap_stats_allocation_count(void) {
    return 0;
}

size_t heap_stats_block_size(const void *pointer) {
    (void)pointer;
    return 0;
}
#endif
