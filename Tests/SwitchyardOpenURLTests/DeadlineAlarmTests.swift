import Dispatch
import Testing

@testable import SwitchyardOpenURL

/// The alarm that ends a dispatch at its deadline, kept by Dispatch: the time it waits, and
/// that it rings once unless cancelled.
@Suite("The deadline's alarm")
struct DeadlineAlarmTests {
    @Test("the interval left: none past the deadline, nanoseconds before it, capped far away")
    func interval() {
        let now = ContinuousClock.now
        #expect(DeadlineAlarm.interval(until: now - .seconds(1), now: now) == .nanoseconds(0))
        #expect(DeadlineAlarm.interval(until: now, now: now) == .nanoseconds(0))
        #expect(DeadlineAlarm.interval(until: now + .milliseconds(1500), now: now) == .nanoseconds(1_500_000_000))
        #expect(DeadlineAlarm.interval(until: now + .seconds(Int64.max / 2), now: now) == .nanoseconds(Int.max))
    }

    @Test("it rings at the deadline, and not at all once cancelled")
    func rings() async {
        let rang = Counter()
        let done = Signal()
        _ = DeadlineAlarm(at: .now + .milliseconds(20)) {
            Task {
                await rang.add("first")
                done.fire()
            }
        }
        let cancelled = DeadlineAlarm(at: .now + .milliseconds(10)) { Task { await rang.add("cancelled") } }
        cancelled.cancel()
        await done.wait()
        // Long past the cancelled alarm's deadline.
        try? await Task.sleep(for: .milliseconds(200))
        #expect(await rang.values == ["first"])
    }
}
