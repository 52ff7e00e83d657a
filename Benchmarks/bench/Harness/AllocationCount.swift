import MallocCounter

/// Heap activity counted around a closure by the MallocCounter target.
struct AllocationCount {
    var allocations: UInt64
    var netBytes: Int64

    /// Counts the allocations `body` makes (on any thread).
    static func measure<R>(_ body: () throws -> R) rethrows -> (result: R, count: AllocationCount) {
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
        return count.allocations > 0
    }
}
