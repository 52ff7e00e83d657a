import Switchyard
import SwitchyardLinks

/// The inbox's rules, with no concurrency of their own: ``Inbox`` keeps one behind a lock and
/// passes in the time, so every rule is a plain function of the state and `now`.
///
/// Invariant, after every operation: no waiting link is deliverable (a link whose conditions
/// hold while the app is ready is delivered at once), and the waiting links are in arrival
/// order, at most `capacity` of them.
struct InboxState: Sendable {
    /// A link that waits, and when it arrived.
    struct Waiting: Sendable {
        var url: String
        var match: RouteMatch
        var requirements: [String]
        var confidence: MatchConfidence
        var arrival: Int
        var arrivedAt: Duration

        func link(at now: Duration) -> InboxLink {
            InboxLink(url: url, match: match, requirements: requirements, confidence: confidence, arrival: arrival, age: now - arrivedAt)
        }
    }

    /// A task waiting in ``InboxDeliveries`` for the next delivery.
    struct Reader: Sendable {
        var id: UInt64
        var continuation: CheckedContinuation<InboxLink?, Never>
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
    private var outbox: [InboxLink] = []
    private var readers: [Reader] = []
    private var lastReaderID: UInt64 = 0
    /// Deliveries handed to readers during the current operation, to resume outside the lock.
    private var handoffs: [(Reader, InboxLink)] = []

    init(table: RouteTable, configuration: InboxConfiguration) {
        self.table = table
        self.configuration = configuration
    }

    // MARK: Arrivals and conditions

    /// A URL arrives. The arrival's own event (delivered, waiting, duplicate or refused) is the
    /// last one returned; expiries and a drop to make room come before it.
    mutating func open(_ url: String, confidence: MatchConfidence, now: Duration) -> [InboxEvent] {
        var events = expire(now: now)
        forgetArrivals(before: now)
        let match: RouteMatch
        switch table.match(url) {
        case .notMatched(let miss):
            events.append(InboxEvent(.refused, url: url, link: nil, reason: .noMatch(miss)))
            return events
        case .matched(let matched):
            match = matched
        }
        let requirements = table.requirements(ofRoute: match.routeIndex)
        if let counted = recent[url] {
            let link = InboxLink(url: url, match: match, requirements: requirements, confidence: confidence, arrival: counted.arrival, age: .zero)
            events.append(InboxEvent(.duplicate, url: url, link: link, reason: .duplicate(of: counted.arrival, after: now - counted.at)))
            return events
        }
        arrivals += 1
        recent[url] = (now, arrivals)
        recentOrder.append((url, now))
        let arrived = Waiting(url: url, match: match, requirements: requirements, confidence: confidence, arrival: arrivals, arrivedAt: now)
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
    mutating func grant(_ condition: String, now: Duration) -> [InboxEvent] {
        let events = expire(now: now)
        conditions.insert(condition)
        return events + flush(now: now)
    }

    /// The condition no longer holds; what waits stays (``clear(now:)`` empties it).
    mutating func revoke(_ condition: String, now: Duration) -> [InboxEvent] {
        let events = expire(now: now)
        conditions.remove(condition)
        return events
    }

    /// The app can navigate: waiting links whose conditions hold are delivered.
    mutating func ready(now: Duration) -> [InboxEvent] {
        let events = expire(now: now)
        isReady = true
        return events + flush(now: now)
    }

    /// The app cannot navigate for now: every arriving link waits until ``ready(now:)``.
    mutating func pause(now: Duration) -> [InboxEvent] {
        let events = expire(now: now)
        isReady = false
        return events
    }

    // MARK: What waits

    /// Drops every waiting link with this URL.
    mutating func drop(_ url: String, now: Duration) -> [InboxEvent] {
        var events = expire(now: now)
        events += remove(reason: .droppedByApp, now: now) { $0.url == url }
        return events
    }

    /// Drops every waiting link.
    mutating func clear(now: Duration) -> [InboxEvent] {
        var events = expire(now: now)
        events += remove(reason: .cleared, now: now) { _ in true }
        return events
    }

    /// Drops the waiting links older than the maximum age.
    mutating func expire(now: Duration) -> [InboxEvent] {
        let limit = configuration.maximumAge
        guard waiting.contains(where: { now - $0.arrivedAt > limit }) else { return [] }
        var events: [InboxEvent] = []
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
    func list(now: Duration) -> [(link: InboxLink, reason: InboxReason)] {
        waiting.compactMap { entry in
            guard now - entry.arrivedAt <= configuration.maximumAge, let reason = blocking(entry) else { return nil }
            return (entry.link(at: now), reason)
        }
    }

    // MARK: Deliveries

    /// The next delivered link for a reader: taken from the outbox, or `nil` after registering
    /// the reader to be handed the next one.
    mutating func take(reader id: UInt64, continuation: CheckedContinuation<InboxLink?, Never>) -> InboxLink? {
        if !outbox.isEmpty { return outbox.removeFirst() }
        readers.append(Reader(id: id, continuation: continuation))
        return nil
    }

    /// Delivered links no reader has taken yet (for tests: what a reader would get next).
    var unread: [InboxLink] { outbox }

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
    mutating func takeHandoffs() -> [(Reader, InboxLink)] {
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

    private mutating func deliver(_ entry: Waiting, now: Duration) -> InboxEvent {
        let link = entry.link(at: now)
        if readers.isEmpty {
            outbox.append(link)
        } else {
            handoffs.append((readers.removeFirst(), link))
        }
        return InboxEvent(.delivered, url: entry.url, link: link, reason: nil)
    }

    /// Delivers, in arrival order, every waiting link that has become deliverable.
    private mutating func flush(now: Duration) -> [InboxEvent] {
        var events: [InboxEvent] = []
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

    private mutating func remove(reason: InboxReason, now: Duration, where shouldRemove: (Waiting) -> Bool) -> [InboxEvent] {
        var events: [InboxEvent] = []
        waiting.removeAll { entry in
            guard shouldRemove(entry) else { return false }
            events.append(InboxEvent(.dropped, url: entry.url, link: entry.link(at: now), reason: reason))
            return true
        }
        return events
    }
}
