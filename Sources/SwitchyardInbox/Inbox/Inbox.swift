import Switchyard
import SwitchyardLinks
import SwitchyardPlatform

/// Holds links that arrive before the app can act on them, and delivers each exactly once.
///
/// A link arrives with ``open(_:confidence:)``. It is delivered at once when the app is
/// ``ready()`` and its route's conditions (`RouteTable.requirements(ofRoute:)`) hold;
/// otherwise it waits, and is delivered when ``grant(_:)`` or ``ready()`` makes it
/// deliverable, in arrival order. Deliveries are read from ``deliveries``, an
/// `AsyncSequence`, in the task and on the actor the app chooses (the main actor in an app).
///
/// ```swift
/// let inbox = Inbox(table: router.table)
/// inbox.open("raycipe://recipes/2")     // waiting: the app is not ready to navigate yet
/// inbox.open("raycipe://profile")       // waiting: … the route also needs signedIn
/// inbox.ready()                         // delivered raycipe://recipes/2
/// inbox.grant("signedIn")               // delivered raycipe://profile
///
/// Task { @MainActor in
///     for await link in inbox.deliveries { navigator.show(link) }
/// }
/// ```
///
/// - **Events, not state.** Each arrival is one event: the same link opened twice, minutes
///   apart, is delivered twice; nothing needs resetting.
/// - **One arrival, several paths.** Arrivals of the same URL (exact text) within
///   ``InboxConfiguration/duplicateWindow`` of the arrival that counted are reported as
///   ``InboxEvent/Kind/duplicate`` and not delivered.
/// - **Expiry and bound.** A waiting link older than ``InboxConfiguration/maximumAge`` is
///   dropped as ``InboxEvent/Kind/expired``; when ``InboxConfiguration/capacity`` links wait,
///   the oldest is dropped to make room. Expiry is checked by every call that returns events
///   (call ``expire()`` to check on its own); a link is never delivered past its age.
/// - **Concurrency.** Every method is synchronous and safe to call from any task or thread
///   (a lock serialises them, so arrival order is the order the calls took the lock).
///
/// Each call returns what happened because of it, in order: ``InboxEvent``s.
public final class Inbox: Sendable {
    /// The routes links are matched against, with their requirements.
    public let table: RouteTable
    /// The duplicate window, maximum age and capacity.
    public let configuration: InboxConfiguration
    let clock: any InboxClock
    let state: Locked<InboxState>

    /// An inbox over `table`, not yet ready, with no condition met.
    ///
    /// - Parameters:
    ///   - table: the routes (a `Router`'s `table`, or one built from a routes file).
    ///   - configuration: the limits; the documented defaults unless given.
    ///   - clock: where time is read; ``ManualInboxClock`` in tests.
    /// - Precondition: `configuration.problem == nil` (a window that is not negative, a
    ///   positive maximum age, a capacity of at least 1).
    public init(table: RouteTable, configuration: InboxConfiguration = InboxConfiguration(), clock: any InboxClock = ContinuousInboxClock()) {
        if let problem = configuration.problem { preconditionFailure("InboxConfiguration: \(problem)") }
        self.table = table
        self.configuration = configuration
        self.clock = clock
        self.state = Locked(InboxState(table: table, configuration: configuration))
    }

    /// A link arrives: delivered, waiting, a duplicate, or refused (no route).
    ///
    /// The arrival's own event is the last one returned; expiries, and the oldest link
    /// dropped to make room, come before it.
    ///
    /// - Parameters:
    ///   - url: the URL as the platform gave it.
    ///   - confidence: how far the link is known to be meant for this user; give a dynamic
    ///     link's match confidence. An ordinary link is `.default`: any app or page can
    ///     open a URL, so it says nothing about who tapped it.
    @discardableResult
    public func open(_ url: String, confidence: MatchConfidence = .default) -> [InboxEvent] {
        perform { $0.open(url, confidence: confidence, now: $1) }
    }

    /// Reports a condition as met (`signedIn`, `onboarded`): the waiting links it was the last
    /// obstacle for are delivered, in arrival order.
    @discardableResult
    public func grant(_ condition: String) -> [InboxEvent] {
        perform { $0.grant(condition, now: $1) }
    }

    /// Reports a condition as no longer met. Links that wait stay; on sign-out, ``clear()``
    /// (or ``drop(_:)``) what should not wait for the next user.
    @discardableResult
    public func revoke(_ condition: String) -> [InboxEvent] {
        perform { $0.revoke(condition, now: $1) }
    }

    /// Says the app can navigate (its first screen is up): waiting links whose conditions hold
    /// are delivered, in arrival order. Until then every link waits.
    @discardableResult
    public func ready() -> [InboxEvent] {
        perform { $0.ready(now: $1) }
    }

    /// Says the app cannot navigate for now (a flow that must not be interrupted): every link
    /// waits until ``ready()``.
    @discardableResult
    public func pause() -> [InboxEvent] {
        perform { $0.pause(now: $1) }
    }

    /// Drops every waiting link with this URL (``InboxEvent/Kind/dropped``, "dropped by the
    /// app"); none when nothing with this URL waits.
    @discardableResult
    public func drop(_ url: String) -> [InboxEvent] {
        perform { $0.drop(url, now: $1) }
    }

    /// Drops every waiting link ("cleared by the app"), as on sign-out.
    @discardableResult
    public func clear() -> [InboxEvent] {
        perform { $0.clear(now: $1) }
    }

    /// Drops the waiting links that have passed the maximum age; every other call does this
    /// first, so call it only to have expiries reported on their own (on a timer, say).
    @discardableResult
    public func expire() -> [InboxEvent] {
        perform { $0.expire(now: $1) }
    }

    /// The links that wait, in arrival order, each with its age and what it waits for
    /// (links past their age are left out; the next call that returns events reports them).
    public var waiting: [(link: InboxLink, reason: InboxReason)] {
        state.withLock { $0.list(now: clock.now) }
    }

    /// Whether the app has said it can navigate.
    public var isReady: Bool { state.withLock { $0.isReady } }

    /// The conditions reported as met.
    public var conditions: Set<String> { state.withLock { $0.conditions } }

    /// The delivered links, in delivery order, each exactly once.
    ///
    /// Read it in one task, on the actor that navigates. Links delivered while no task reads
    /// are kept until one does; a reading task that is cancelled (a SwiftUI `.task` whose view
    /// went away) ends its loop, and the links after it go to the next reader.
    public var deliveries: InboxDeliveries { InboxDeliveries(inbox: self) }

    /// Runs one operation under the lock with the time now, then hands links to the readers
    /// that were waiting for them.
    private func perform(_ operation: (inout InboxState, Duration) -> [InboxEvent]) -> [InboxEvent] {
        let (events, handoffs) = state.withLock { state in
            let events = operation(&state, clock.now)
            return (events, state.takeHandoffs())
        }
        for (reader, link) in handoffs { reader.continuation.resume(returning: link) }
        return events
    }
}
