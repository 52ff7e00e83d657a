import Switchyard
import SwitchyardLinks
import SwitchyardPlatform

/// Holds links that arrive before the app can act on them, and delivers each exactly once,
/// as the app's own destination.
///
/// A link arrives with ``open(_:)``. The inbox routes it once, through the app's router: an
/// ordinary URL as the router routes it, a dynamic link (a long link or a callback) by its
/// deep link, with the link's match confidence. It is delivered at once when the app is
/// ``ready()`` and its route's conditions (`RouteTable.requirements(ofRoute:)`) hold;
/// otherwise it waits, and is delivered when ``grant(_:)`` or ``ready()`` makes it
/// deliverable, in arrival order. Deliveries (``InboxLink``: the destination, the confidence,
/// the route) are read from ``deliveries``, an `AsyncSequence`, in the task and on the actor
/// the app chooses (the main actor in an app).
///
/// ```swift
/// let inbox = Inbox(router: router)
/// inbox.open("raycipe://recipes/2")     // waiting: the app is not ready to navigate yet
/// inbox.open("raycipe://profile")       // waiting: … the route also needs signedIn
/// inbox.ready()                         // delivered raycipe://recipes/2
/// inbox.grant("signedIn")               // delivered raycipe://profile
///
/// Task { @MainActor in
///     for await link in inbox.deliveries {
///         if let screen = link.destination { navigator.show(screen) }
///     }
/// }
/// ```
///
/// - **Confidence travels with the destination.** A dynamic link below confidence `unique`
///   gives its destination only as ``InboxLink/riskyDestination``; ``InboxLink/destination``
///   is `nil` for it, through waiting, guards and delivery.
/// - **Events, not state.** Each arrival is one event: the same link opened twice, minutes
///   apart, is delivered twice; nothing needs resetting.
/// - **One arrival, several paths.** Arrivals of the same URL (exact text) within
///   ``InboxConfiguration/duplicateWindow`` of the arrival that counted are reported as
///   ``InboxEvent/Kind/duplicate`` and not delivered.
/// - **Expiry and bound.** A waiting link older than ``InboxConfiguration/maximumAge`` is
///   dropped as ``InboxEvent/Kind/expired``; when ``InboxConfiguration/capacity`` links wait,
///   the oldest is dropped to make room. Expiry is checked by every call that returns events
///   (call ``expire()`` to check on its own); a link is never delivered past its age.
/// - **Concurrency.** Every method but the resolving ``open(_:resolver:)`` is synchronous and
///   safe to call from any task or thread (a lock serialises them, so arrival order is the
///   order the calls took the lock).
///
/// Each call returns what happened because of it, in order: ``InboxEvent``s.
public final class Inbox<Destination: Sendable>: Sendable {
    /// The routes links are matched against, with their requirements.
    public let table: RouteTable
    /// The duplicate window, maximum age and capacity.
    public let configuration: InboxConfiguration
    let clock: any InboxClock
    let state: Locked<InboxState<Destination>>
    /// Where an arriving URL leads: an ordinary URL routed, a dynamic link decoded and its deep
    /// link routed (after the allowlist), a short link to resolve.
    let route: @Sendable (String) -> IncomingLinkRoute<Destination>

    /// An inbox over `router`'s routes, not yet ready, with no condition met.
    ///
    /// - Parameters:
    ///   - router: the app's routes, with their requirements.
    ///   - decoder: which prefixes and callback schemes are dynamic links.
    ///   - allowlist: when given, a dynamic link's deep link must match one of its patterns.
    ///   - configuration: the limits; the documented defaults unless given.
    ///   - clock: where time is read; ``ManualInboxClock`` in tests.
    /// - Precondition: `configuration.problem == nil` (a window that is not negative, a
    ///   positive maximum age, a capacity of at least 1).
    public convenience init(
        router: Router<Destination>, decoder: DynamicLinkDecoder = DynamicLinkDecoder(), allowlist: RouteTable? = nil,
        configuration: InboxConfiguration = InboxConfiguration(), clock: any InboxClock = ContinuousInboxClock()
    ) {
        self.init(table: router.table, configuration: configuration, clock: clock) { url in
            router.resolveLinkUnguarded(url, decoder: decoder, allowlist: allowlist)
        }
    }

    /// An inbox that routes with `route`, over `table`'s requirements.
    init(
        table: RouteTable, configuration: InboxConfiguration, clock: any InboxClock,
        route: @escaping @Sendable (String) -> IncomingLinkRoute<Destination>
    ) {
        if let problem = configuration.problem { preconditionFailure("InboxConfiguration: \(problem)") }
        self.table = table
        self.configuration = configuration
        self.clock = clock
        self.route = route
        self.state = Locked(InboxState(table: table, configuration: configuration))
    }

    /// A link arrives: delivered, waiting, a duplicate, or refused.
    ///
    /// The URL is routed here, once: an ordinary URL as the router routes it (confidence
    /// `.default`: any app can open a URL); a long dynamic link or a callback by its deep link,
    /// with the link's own confidence. It is refused, with the reason, when it matches no
    /// route, when it is a dynamic link that does not decode or whose deep link is outside the
    /// allowlist, and when it is a short link (``open(_:resolver:)`` resolves those).
    ///
    /// The arrival's own event is the last one returned; expiries, and the oldest link
    /// dropped to make room, come before it.
    @discardableResult
    public func open(_ url: String) -> [InboxEvent<Destination>] {
        let arrival = InboxArrival(url: url, route: route(url))
        return perform { $0.open(arrival, now: $1) }
    }

    /// A link arrives, and a short link is first resolved by `resolver` (the link service that
    /// issued it): its long link is routed with its own confidence, and the arrival keeps the
    /// short link's URL. Anything else arrives as ``open(_:)`` takes it.
    ///
    /// A suffix the resolver does not know is refused (``InboxReason/unknownShortLink(_:)``);
    /// so is a resolved link that is not a long link (resolving is one step).
    ///
    /// - Throws: what the resolver throws (the link has not arrived then).
    @discardableResult
    public func open(_ url: String, resolver: some ShortLinkResolver) async throws -> [InboxEvent<Destination>] {
        let first = route(url)
        guard case .needsResolving(let short) = first else {
            return perform { $0.open(InboxArrival(url: url, route: first), now: $1) }
        }
        let arrival: InboxArrival<Destination>
        if let long = try await resolver.longLink(for: short) {
            switch route(long) {
            case .ordinary:
                arrival = .refused(url: url, reason: .dynamicLink(.notDynamicLink(long)))
            case .needsResolving(let again):
                arrival = .refused(url: url, reason: .dynamicLink(.shortLink(again)))
            case let resolved:
                arrival = InboxArrival(url: url, route: resolved)
            }
        } else {
            arrival = .refused(url: url, reason: .unknownShortLink(url))
        }
        return perform { $0.open(arrival, now: $1) }
    }

    /// A dynamic link routed elsewhere (by `Router.resolveLink`) arrives, with its confidence;
    /// `url` is the URL it arrived as, for duplicates and events.
    @discardableResult
    public func open(_ link: RoutedDynamicLink<Destination>, url: String) -> [InboxEvent<Destination>] {
        let arrival = InboxArrival(url: url, route: .dynamicLink(link))
        return perform { $0.open(arrival, now: $1) }
    }

    /// Reports a condition as met (`signedIn`, `onboarded`): the waiting links it was the last
    /// obstacle for are delivered, in arrival order.
    @discardableResult
    public func grant(_ condition: String) -> [InboxEvent<Destination>] {
        perform { $0.grant(condition, now: $1) }
    }

    /// Reports a condition as no longer met. Links that wait stay; on sign-out, ``clear()``
    /// (or ``drop(_:)``) what should not wait for the next user.
    @discardableResult
    public func revoke(_ condition: String) -> [InboxEvent<Destination>] {
        perform { $0.revoke(condition, now: $1) }
    }

    /// Says the app can navigate (its first screen is up): waiting links whose conditions hold
    /// are delivered, in arrival order. Until then every link waits.
    @discardableResult
    public func ready() -> [InboxEvent<Destination>] {
        perform { $0.ready(now: $1) }
    }

    /// Says the app cannot navigate for now (a flow that must not be interrupted): every link
    /// waits until ``ready()``.
    @discardableResult
    public func pause() -> [InboxEvent<Destination>] {
        perform { $0.pause(now: $1) }
    }

    /// Drops every waiting link with this URL (``InboxEvent/Kind/dropped``, "dropped by the
    /// app"); none when nothing with this URL waits.
    @discardableResult
    public func drop(_ url: String) -> [InboxEvent<Destination>] {
        perform { $0.drop(url, now: $1) }
    }

    /// Drops every waiting link ("cleared by the app"), as on sign-out.
    @discardableResult
    public func clear() -> [InboxEvent<Destination>] {
        perform { $0.clear(now: $1) }
    }

    /// Drops the waiting links that have passed the maximum age; every other call does this
    /// first, so call it only to have expiries reported on their own (on a timer, say).
    @discardableResult
    public func expire() -> [InboxEvent<Destination>] {
        perform { $0.expire(now: $1) }
    }

    /// The links that wait, in arrival order, each with its age and what it waits for
    /// (links past their age are left out; the next call that returns events reports them).
    public var waiting: [(link: InboxLink<Destination>, reason: InboxReason)] {
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
    public var deliveries: InboxDeliveries<Destination> { InboxDeliveries(inbox: self) }

    /// Runs one operation under the lock with the time now, then hands links to the readers
    /// that were waiting for them.
    private func perform(_ operation: (inout InboxState<Destination>, Duration) -> [InboxEvent<Destination>]) -> [InboxEvent<Destination>] {
        let (events, handoffs) = state.withLock { state in
            let events = operation(&state, clock.now)
            return (events, state.takeHandoffs())
        }
        for (reader, link) in handoffs { reader.continuation.resume(returning: link) }
        return events
    }
}
