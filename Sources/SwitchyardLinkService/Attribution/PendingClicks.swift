import SwitchyardLinks

/// The clicks waiting for install attribution, for a window (one hour by default): the logic
/// of ``ClickMemory`` as a value, so that the built-in stores keep the same clicks (and write
/// them down) under their own isolation.
///
/// A click from iOS or Android is kept with its time, platform, salted address hash, system
/// version, locale and a token. An app's first start claims one:
/// - with the token (from the Play Store `referrer`, or the clipboard on iOS): that click,
///   confidence `unique`;
/// - otherwise the newest unclaimed click with the same address hash and platform:
///   confidence `default` when the system version and the locale agree as well, `weak`
///   otherwise.
/// A claimed click is forgotten at once, an expired one at the next visit; at most
/// ``capacity`` clicks are kept (the oldest go first).
struct PendingClicks: Sendable {
    /// The clicks in the order they arrived; those before `start` are forgotten.
    private var clicks: [ClickRecord] = []
    private var start = 0
    /// How long a click waits, in seconds.
    var window: Double
    /// How many clicks wait at most.
    var capacity: Int

    init(window: Double, capacity: Int) {
        self.window = window
        self.capacity = capacity
    }

    var count: Int { clicks.count - start }

    /// The clicks still kept, oldest first.
    var live: ArraySlice<ClickRecord> { clicks[start...] }

    mutating func remember(_ click: ClickRecord) {
        forgetExpired(now: click.time)
        if count >= capacity { start += 1 }
        clicks.append(click)
        compact()
    }

    /// The click for `claim`, removed, with its confidence; `nil` when none is pending.
    mutating func claim(_ claim: AttributionClaim, now: Double) -> (ClickRecord, confidence: MatchConfidence)? {
        forgetExpired(now: now)
        let live = start..<clicks.count
        let window = self.window
        let isLive = { (click: ClickRecord) in now - click.time <= window }
        if let token = claim.token {
            guard let index = clicks[live].firstIndex(where: { $0.token == token && $0.platform == claim.platform && isLive($0) }) else { return nil }
            return (clicks.remove(at: index), .unique)
        }
        guard let index = clicks[live].lastIndex(where: { $0.addressHash == claim.addressHash && $0.platform == claim.platform && isLive($0) }) else { return nil }
        let click = clicks.remove(at: index)
        let agrees = click.system != nil && click.system == claim.system && click.locale != nil && click.locale == claim.locale
        return (click, agrees ? .default : .weak)
    }

    /// Forgets the click that handed out `token` (a claim read back from a store's file).
    mutating func forget(token: String) {
        guard let index = clicks[start...].firstIndex(where: { $0.token == token }) else { return }
        clicks.remove(at: index)
    }

    /// Forgets the clicks at the front that are past the window (they arrive in time order).
    mutating func forgetExpired(now: Double) {
        while start < clicks.count, now - clicks[start].time > window { start += 1 }
        compact()
    }

    /// Drops forgotten clicks from the array once they are the larger part of it.
    private mutating func compact() {
        guard start > 64, start * 2 > clicks.count else { return }
        clicks.removeFirst(start)
        start = 0
    }
}
