import SwitchyardPlatform

/// A clock that moves only when told: for tests, and for the `at SECONDS` lines of the
/// `switchyard inbox` command.
///
/// Safe to share between tasks: one task may advance it while others use the inbox.
///
/// ```swift
/// let clock = ManualInboxClock()
/// clock.advance(by: .milliseconds(300))
/// clock.now                                // 0.3 seconds
/// clock.advance(to: .seconds(5))
/// clock.now                                // 5 seconds
/// ```
public final class ManualInboxClock: InboxClock {
    private let time: Locked<Duration>

    /// A clock that reads `now` until it is advanced.
    public init(now: Duration = .zero) {
        time = Locked(now)
    }

    /// The time the clock was last set to.
    public var now: Duration { time.withLock { $0 } }

    /// Moves the clock forward by `duration`.
    ///
    /// - Precondition: `duration` is not negative (time does not go back).
    public func advance(by duration: Duration) {
        precondition(duration >= .zero, "ManualInboxClock.advance(by:) with a negative duration: time does not go back")
        time.withLock { $0 += duration }
    }

    /// Moves the clock forward to `instant`.
    ///
    /// - Precondition: `instant` is not before ``now`` (time does not go back).
    public func advance(to instant: Duration) {
        time.withLock { now in
            precondition(instant >= now, "ManualInboxClock.advance(to:) to a time before now: time does not go back")
            now = instant
        }
    }
}
