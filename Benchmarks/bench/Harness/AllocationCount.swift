import MallocCounter

/// Heap activity counted around a closure by the MallocCounter target.
///
/// Counting needs glibc (MallocCounter replaces its allocator); elsewhere the counter is a stub
/// and every measure is `nil`, which the reports print as `n/a`.
struct AllocationCount {
    var allocations: UInt64
    var netBytes: Int64

    /// Whether this platform's allocations can be counted at all.
    static var isAvailable: Bool { malloc_counter_is_available() != 0 }

    /// Counts the allocations `body` makes (on any thread); `nil` for the count where they
    /// cannot be counted.
    static func measure<R>(_ body: () throws -> R) rethrows -> (result: R, count: AllocationCount?) {
        guard isAvailable else { return (try body(), nil) }
        malloc_counter_reset()
        malloc_counter_start()
        let result = try body()
        malloc_counter_stop()
        let snapshot = malloc_counter_read()
        return (result, AllocationCount(allocations: snapshot.allocations, netBytes: snapshot.netBytes))
    }

    /// True if allocations made by Swift code reach the counter (the allocator
    /// replacement took effect). Allocates a small array to find out.
    static func counterIsWorking() -> Bool {
        let (_, count) = measure { blackHole(Array(repeating: 1, count: 64)) }
        return (count?.allocations ?? 0) > 0
    }
}
