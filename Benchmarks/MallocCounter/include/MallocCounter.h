#pragma once
// Counts heap allocations made by this process, so the bench can report
// allocations per operation without any dependency.
//
// The counter replaces malloc, calloc, realloc, free, posix_memalign,
// aligned_alloc and memalign for the whole process (glibc allows this: the
// executable's definitions win) and forwards each call to glibc's own
// implementation (`__libc_malloc` and friends). Counting is off until
// `malloc_counter_start()`; while off, a call costs one relaxed atomic load.
// Counters are atomics, so allocations on other threads are counted too.
//
// Only glibc lets a program replace its allocator this way and still reach the
// original (`__libc_malloc`). Elsewhere, or when built with
// MALLOC_COUNTER_UNAVAILABLE defined, every function below is a stub:
// `malloc_counter_is_available()` is 0 and the counts stay 0, and the bench
// reports allocations as `n/a` instead of a number.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What the counter saw since the last `malloc_counter_reset()`, while it was on.
typedef struct {
    /// Calls that returned memory: malloc, calloc, posix_memalign, aligned_alloc,
    /// memalign, and realloc (every realloc counts, including a resize in place).
    uint64_t allocations;
    /// Calls to free with a non-null pointer.
    uint64_t frees;
    /// Usable bytes handed out, minus usable bytes released (`malloc_usable_size`):
    /// the net growth of the heap while counting was on. May be negative.
    int64_t netBytes;
} MallocCounterSnapshot;

/// 1 when this platform's allocator calls are counted; 0 when the counter is a stub.
int malloc_counter_is_available(void);
/// Starts counting. Counts add up across start/stop pairs until reset.
void malloc_counter_start(void);
/// Stops counting.
void malloc_counter_stop(void);
/// Sets every count to zero.
void malloc_counter_reset(void);
/// The counts so far.
MallocCounterSnapshot malloc_counter_read(void);

#ifdef __cplusplus
}
#endif
