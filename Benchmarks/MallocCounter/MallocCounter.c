// Replaces the allocator entry points and forwards to glibc's own functions, where the C
// library is glibc; elsewhere (Darwin, musl) every function is a stub and
// `malloc_counter_is_available()` says so. See include/MallocCounter.h.

#define _GNU_SOURCE
#include "MallocCounter.h"

// <stdint.h>, through the header, defines __GLIBC__ where the C library is glibc.
#if defined(__GLIBC__) && !defined(MALLOC_COUNTER_UNAVAILABLE)

#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>

// glibc's implementations, exported under these names for exactly this use.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_int counting = 0;
static atomic_uint_fast64_t allocations = 0;
static atomic_uint_fast64_t frees = 0;
static atomic_int_fast64_t netBytes = 0;

static inline int is_counting(void) {
    return atomic_load_explicit(&counting, memory_order_relaxed);
}

static inline void note_allocation(void *pointer) {
    if (pointer == NULL || !is_counting()) return;
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&netBytes, (int_fast64_t)malloc_usable_size(pointer), memory_order_relaxed);
}

static inline void note_release(void *pointer) {
    if (pointer == NULL || !is_counting()) return;
    atomic_fetch_add_explicit(&frees, 1, memory_order_relaxed);
    atomic_fetch_sub_explicit(&netBytes, (int_fast64_t)malloc_usable_size(pointer), memory_order_relaxed);
}

void *malloc(size_t size) {
    void *pointer = __libc_malloc(size);
    note_allocation(pointer);
    return pointer;
}

void *calloc(size_t count, size_t size) {
    void *pointer = __libc_calloc(count, size);
    note_allocation(pointer);
    return pointer;
}

void *realloc(void *pointer, size_t size) {
    note_release(pointer);
    void *result = __libc_realloc(pointer, size);
    if (result == NULL && pointer != NULL && size != 0 && is_counting()) {
        // The old block is still live: undo its release.
        atomic_fetch_sub_explicit(&frees, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&netBytes, (int_fast64_t)malloc_usable_size(pointer), memory_order_relaxed);
    }
    note_allocation(result);
    return result;
}

void free(void *pointer) {
    note_release(pointer);
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    void *pointer = __libc_memalign(alignment, size);
    note_allocation(pointer);
    return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) {
    return memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) {
        return EINVAL;
    }
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return ENOMEM;
    note_allocation(pointer);
    *result = pointer;
    return 0;
}

int malloc_counter_is_available(void) { return 1; }

void malloc_counter_start(void) { atomic_store_explicit(&counting, 1, memory_order_seq_cst); }

void malloc_counter_stop(void) { atomic_store_explicit(&counting, 0, memory_order_seq_cst); }

void malloc_counter_reset(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&frees, 0, memory_order_relaxed);
    atomic_store_explicit(&netBytes, 0, memory_order_relaxed);
}

MallocCounterSnapshot malloc_counter_read(void) {
    MallocCounterSnapshot snapshot;
    snapshot.allocations = atomic_load_explicit(&allocations, memory_order_relaxed);
    snapshot.frees = atomic_load_explicit(&frees, memory_order_relaxed);
    snapshot.netBytes = atomic_load_explicit(&netBytes, memory_order_relaxed);
    return snapshot;
}

#else

// No allocator to forward to by name: count nothing, and say so.
int malloc_counter_is_available(void) { return 0; }
void malloc_counter_start(void) {}
void malloc_counter_stop(void) {}
void malloc_counter_reset(void) {}
MallocCounterSnapshot malloc_counter_read(void) {
    MallocCounterSnapshot snapshot = {0, 0, 0};
    return snapshot;
}

#endif
