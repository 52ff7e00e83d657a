import Switchyard
import SwitchyardLinks

/// The inbox's rules, with no concurrency of their own: ``Inbox`` keeps one behind a lock and
/// passes in the time, so every rule is a plain function of the state and `now`.
///
/// Invariant, after every operation: no waiting link is deliverable (a link whose conditions
/// hold while the app is ready is delivered at once), and the waiting links are in arrival
/// order, at most `capacity` of them.
struct InboxState<Destination: Sendable>: Sendable {
    /// A link that waits, and when it arrived.
    struct Waiting: Sendable {
        /// The link as it arrived (age zero).
        var link: InboxLink<Destination>
        var arrivedAt: Duration

        var url: String { link.url }
        var requirements: [String] { link.requirements }

        func link(at now: Duration) -> InboxLink<Destination> {
            link.aged(now - arrivedAt)
        }
    }

    /// A task waiting in ``InboxDeliveries`` for the next delivery.
    struct Reader: Sendable {
        var id: UInt64
        var continuation: CheckedContinuation<InboxLink<Destination>?, Never>
    }

    let table: RouteTable
    let configuration: InboxConfiguration
    private(set) var isReady = false
    private(set) var conditions: Set<String> = []
    private(set) var waiting: [Waiting] = []
    /// The counted arrival of each URL still inside the duplicate window: when, and its number.
    private var recent: [String: (at: Duration, arrival: Int)] = [:]
    /// The keys of ``recent`` in the order they were counted (time never goes back), from
    /// `recentStart` on: the oldest leave first, so forgetting costs nothing per arrival.
    private var recentOrder: [(url: String, at: Duration)] = []
    private var recentStart = 0
    private var arrivals = 0
    /// Delivered links no reader has taken yet, in delivery order.
    private var outbox: [InboxLink<Destination>] = []
    private var readers: [Reader] = []
    private var lastReaderID: UInt64 = 0
    /// Deliveries handed to readers during the current operation, to resume outside the lock.
    private var handoffs: [(Reader, InboxLink<Destination>)] = []

    /// Every condition some route of the table requires, in the order the routes first name them.
    let requiredConditions: [String]

    init(table: RouteTable, configuration: InboxConfiguration) {
        self.table = table
        self.configuration = configuration
        var required: [String] = []
        for route in 0..<table.count {
            for condition in table.requirements(ofRoute: route) where !required.contains(condition) { required.append(condition) }
        }
        self.requiredConditions = required
    }

    /// The warning for a condition no route requires, granted or revoked; `nil` for one a route requires.
    private func unused(_ condition: String) -> InboxEvent<Destination>? {
        guard !requiredConditions.contains(condition) else { return nil }
        return InboxEvent(.unusedCondition, url: "", link: nil, reason: .noRouteRequires(condition, required: requiredConditions))
    }

    // MARK: Arrivals and conditions

    /// A link arrives, routed already. The arrival's own event (delivered, waiting, duplicate
    /// or refused) is the last one returned; expiries and a drop to make room come before it.
    mutating func open(_ arrival: InboxArrival<Destination>, now: Duration) -> [InboxEvent<Destination>] {
        var events = expire(now: now)
        forgetArrivals(before: now)
        let url = arrival.url
        guard case .routed(_, let destination, let match, let isDynamicLink, let confidence) = arrival else {
            if case .refused(_, let reason) = arrival { events.append(InboxEvent(.refused, url: url, link: nil, reason: reason)) }
            return events
        }
        let requirements = table.requirements(ofRoute: match.routeIndex)
        func link(_ number: Int) -> InboxLink<Destination> {
            InboxLink(
                url: url, destination: destination, match: match, isDynamicLink: isDynamicLink, confidence: confidence,
                requirements: requirements, arrival: number, age: .zero)
        }
        if let counted = recent[url] {
            events.append(InboxEvent(.duplicate, url: url, link: link(counted.arrival), reason: .duplicate(of: counted.arrival, after: now - counted.at)))
            return events
        }
        arrivals += 1
        recent[url] = (now, arrivals)
        recentOrder.append((url, now))
        let arrived = Waiting(link: link(arrivals), arrivedAt: now)
        if let reason = blocking(arrived) {
            if waiting.count >= configuration.capacity {
                let oldest = waiting.removeFirst()
                events.append(InboxEvent(.dropped, url: oldest.url, link: oldest.link(at: now), reason: .full(capacity: configuration.capacity)))
            }
            waiting.append(arrived)
            events.append(InboxEvent(.waiting, url: url, link: arrived.link(at: now), reason: reason))
        } else {
            events.append(deliver(arrived, now: now))
        }
        return events
    }

    /// The condition now holds: waiting links it unblocks are delivered, in arrival order.
    mutating func grant(_ condition: String, now: Duration) -> [InboxEvent<Destination>] {
        var events = expire(now: now)
        conditions.insert(condition)
        if let warning = unused(condition) { events.append(warning) }
        return events + flush(now: now)
    }

    /// The condition no longer holds; what waits stays (``clear(now:)`` empties it).
    mutating func revoke(_ condition: String, now: Duration) -> [InboxEvent<Destination>] {
        var events = expire(now: now)
        conditions.remove(condition)
        if let warning = unused(condition) { events.append(warning) }
        return events
    }

    /// The app can navigate: waiting links whose conditions hold are delivered.
    mutating func ready(now: Duration) -> [InboxEvent<Destination>] {
        let events = expire(now: now)
        isReady = true
        return events + flush(now: now)
    }

    /// The app cannot navigate for now: every arriving link waits until ``ready(now:)``.
    mutating func pause(now: Duration) -> [InboxEvent<Destination>] {
        let events = expire(now: now)
        isReady = false
        return events
    }

    // MARK: What waits

    /// Drops every waiting link with this URL.
    mutating func drop(_ url: String, now: Duration) -> [InboxEvent<Destination>] {
        var events = expire(now: now)
        events += remove(reason: .droppedByApp, now: now) { $0.url == url }
        return events
    }

    /// Drops every waiting link.
    mutating func clear(now: Duration) -> [InboxEvent<Destination>] {
        var events = expire(now: now)
        events += remove(reason: .cleared, now: now) { _ in true }
        return events
    }

    /// Drops the waiting links older than the maximum age.
    mutating func expire(now: Duration) -> [InboxEvent<Destination>] {
        let limit = configuration.maximumAge
        guard waiting.contains(where: { now - $0.arrivedAt > limit }) else { return [] }
        var events: [InboxEvent<Destination>] = []
        waiting.removeAll { entry in
            let age = now - entry.arrivedAt
            guard age > limit else { return false }
            events.append(InboxEvent(.expired, url: entry.url, link: entry.link(at: now), reason: .expired(age: age, limit: limit)))
            return true
        }
        return events
    }

    /// The waiting links that have not passed the maximum age, in arrival order, each with
    /// what it waits for.
    func list(now: Duration) -> [(link: InboxLink<Destination>, reason: InboxReason)] {
        waiting.compactMap { entry in
            guard now - entry.arrivedAt <= configuration.maximumAge, let reason = blocking(entry) else { return nil }
            return (entry.link(at: now), reason)
        }
    }

    // MARK: Deliveries

    /// The next delivered link for a reader: taken from the outbox, or `nil` after registering
    /// the reader to be handed the next one.
    mutating func take(reader id: UInt64, continuation: CheckedContinuation<InboxLink<Destination>?, Never>) -> InboxLink<Destination>? {
        if !outbox.isEmpty { return outbox.removeFirst() }
        readers.append(Reader(id: id, continuation: continuation))
        return nil
    }

    /// Delivered links no reader has taken yet (for tests: what a reader would get next).
    var unread: [InboxLink<Destination>] { outbox }

    /// How many readers wait for a delivery (for tests).
    var readerCount: Int { readers.count }

    /// A new reader's number.
    mutating func newReaderID() -> UInt64 {
        lastReaderID += 1
        return lastReaderID
    }

    /// The reader, if it still waits, removed (its task was cancelled).
    mutating func removeReader(_ id: UInt64) -> Reader? {
        guard let index = readers.firstIndex(where: { $0.id == id }) else { return nil }
        return readers.remove(at: index)
    }

    /// The readers handed a link by the operation just done, with their links, in order.
    mutating func takeHandoffs() -> [(Reader, InboxLink<Destination>)] {
        defer { handoffs = [] }
        return handoffs
    }

    // MARK: Rules

    /// Forgets the counted arrivals that are no longer inside the duplicate window.
    private mutating func forgetArrivals(before now: Duration) {
        let window = configuration.duplicateWindow
        while recentStart < recentOrder.count, now - recentOrder[recentStart].at >= window {
            let (url, at) = recentOrder[recentStart]
            if recent[url]?.at == at { recent[url] = nil }
            recentStart += 1
        }
        if recentStart > 64, recentStart * 2 > recentOrder.count {
            recentOrder.removeFirst(recentStart)
            recentStart = 0
        }
    }

    /// Why `entry` cannot be delivered now; `nil` when it can.
    private func blocking(_ entry: Waiting) -> InboxReason? {
        let unmet = entry.requirements.filter { !conditions.contains($0) }
        if !isReady { return .notReady(needs: unmet) }
        return unmet.isEmpty ? nil : .needs(unmet)
    }

    private mutating func deliver(_ entry: Waiting, now: Duration) -> InboxEvent<Destination> {
        let link = entry.link(at: now)
        if readers.isEmpty {
            outbox.append(link)
        } else {
            handoffs.append((readers.removeFirst(), link))
        }
        return InboxEvent(.delivered, url: entry.url, link: link, reason: nil)
    }

    /// Delivers, in arrival order, every waiting link that has become deliverable.
    private mutating func flush(now: Duration) -> [InboxEvent<Destination>] {
        var events: [InboxEvent<Destination>] = []
        var still: [Waiting] = []
        for entry in waiting {
            if blocking(entry) == nil {
                events.append(deliver(entry, now: now))
            } else {
                still.append(entry)
            }
        }
        waiting = still
        return events
    }

    private mutating func remove(reason: InboxReason, now: Duration, where shouldRemove: (Waiting) -> Bool) -> [InboxEvent<Destination>] {
        var events: [InboxEvent<Destination>] = []
        waiting.removeAll { entry in
            guard shouldRemove(entry) else { return false }
            events.append(InboxEvent(.dropped, url: entry.url, link: entry.link(at: now), reason: reason))
            return true
        }
        return events
    }
}
