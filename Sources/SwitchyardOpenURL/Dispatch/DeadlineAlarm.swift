import Dispatch

/// A dispatch's deadline, kept by Dispatch rather than by a task on Swift's cooperative thread
/// pool: the timeout must fire even while a handler that blocks holds one of the pool's
/// threads and other work holds the rest (a two-core device has two).
///
/// ```swift
/// let alarm = DeadlineAlarm(at: .now + .seconds(2)) { sink.yield(.stopped(.timedOut)) }
/// // … the work settles first:
/// alarm.cancel()
/// ```
struct DeadlineAlarm {
    private let item: DispatchWorkItem

    /// Runs `ring` once, on a Dispatch thread, when `deadline` passes, unless cancelled first.
    init(at deadline: ContinuousClock.Instant, _ ring: @escaping @Sendable () -> Void) {
        item = DispatchWorkItem(block: ring)
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.interval(until: deadline), execute: item)
    }

    /// Stops the alarm if it has not rung.
    func cancel() {
        item.cancel()
    }

    /// The time left until `deadline`, in whole nanoseconds: none when it has passed, and at
    /// most `Int.max` nanoseconds (about 292 years).
    static func interval(until deadline: ContinuousClock.Instant, now: ContinuousClock.Instant = .now) -> DispatchTimeInterval {
        let (seconds, attoseconds) = (deadline - now).components
        guard seconds >= 0 else { return .nanoseconds(0) }
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return .nanoseconds(Int.max) }
        let total = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
        return .nanoseconds(total.overflow ? Int.max : Int(clamping: total.partialValue))
    }
}
