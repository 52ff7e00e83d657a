/// Performs exactly `count` operations on the input indices `0..<period` in turn, starting
/// at 0 and wrapping around, and keeps the sum of what they return (`blackHole`), so that the
/// optimizer must perform every one: the loop of each workload's `run(operations:)`.
///
/// Always inlined, closure and all, into the workload that calls it with a closure literal,
/// so the loop compiled is the one the workload would write out by hand: no call, no closure
/// context and no generic code per operation.
///
/// ```swift
/// let inputs = self.inputs
/// runCycling(count, period: inputs.count) { routeIndex(table.match(inputs[$0])) }
/// ```
@inline(__always)
func runCycling(_ count: Int, period: Int, _ operation: (Int) -> Int) {
    var next = 0
    var digest = 0
    for _ in 0..<count {
        digest &+= operation(next)
        next += 1
        if next == period { next = 0 }
    }
    blackHole(digest)
}

/// Stores `operation(index)` at every index of `results`, in order: one batch of a workload
/// that keeps each result to check it after timing. Inlined as ``runCycling(_:period:_:)`` is.
@inline(__always)
func recordEach<Result>(_ results: inout [Result], _ operation: (Int) -> Result) {
    results.withUnsafeMutableBufferPointer { results in
        for index in results.indices {
            results[index] = operation(index)
        }
    }
}

/// The input indices of `count` operations cycling through `period` inputs: 0, 1, …,
/// `period` - 1, 0, 1, …, the loop of ``runCycling(_:period:_:)`` as a sequence.
///
/// For a workload whose operation inlines a whole lookup: the optimizer does not inline a
/// closure that large into ``runCycling(_:period:_:)``'s loop, so such a workload writes
/// `for index in CycledIndices(count, period: paths.count) { digest &+= … }` and keeps the
/// operation in the loop itself.
struct CycledIndices: Sequence, IteratorProtocol {
    private var remaining: Int
    private var upcoming = 0
    private let period: Int

    init(_ count: Int, period: Int) {
        self.remaining = count
        self.period = period
    }

    @inline(__always)
    mutating func next() -> Int? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        let index = upcoming
        upcoming += 1
        if upcoming == period { upcoming = 0 }
        return index
    }
}
