/// Where an ``Inbox`` reads the time: the age of a waiting link, the duplicate window.
///
/// The time is a `Duration` since an origin of the clock's choosing, and never goes back.
/// Apps use ``ContinuousInboxClock`` (the default); tests and the `switchyard inbox` command
/// use ``ManualInboxClock``, which moves only when told.
///
/// ```swift
/// let clock = ManualInboxClock()
/// let inbox = Inbox(table: table, clock: clock)
/// inbox.open("raycipe://profile")          // waits for signedIn
/// clock.advance(by: .seconds(601))
/// inbox.expire()                           // [expired raycipe://profile …]
/// ```
public protocol InboxClock: Sendable {
    /// The time now, as a duration since the clock's origin; never less than before.
    var now: Duration { get }
}

/// The system's continuous clock (it keeps counting while the device sleeps), measured from
/// when this value was made.
///
/// ```swift
/// let inbox = Inbox(table: router.table, clock: ContinuousInboxClock())   // the default
/// ```
public struct ContinuousInboxClock: InboxClock {
    private let origin: ContinuousClock.Instant

    /// A clock whose origin is now.
    public init() {
        origin = ContinuousClock.now
    }

    /// The time since this clock was made.
    public var now: Duration { origin.duration(to: ContinuousClock.now) }
}
