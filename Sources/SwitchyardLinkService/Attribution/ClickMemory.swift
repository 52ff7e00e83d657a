import SwitchyardLinks

/// The clicks remembered for install attribution, for a window (one hour by default).
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
actor ClickMemory {
    private var clicks: [ClickRecord] = []
    let window: Double
    let capacity: Int

    init(window: Double, capacity: Int) {
        self.window = window
        self.capacity = capacity
    }

    var count: Int { clicks.count }

    func remember(_ click: ClickRecord) {
        forgetExpired(now: click.time)
        if clicks.count >= capacity { clicks.removeFirst(clicks.count - capacity + 1) }
        clicks.append(click)
    }

    /// The click for `claim`, removed, with its confidence; `nil` when none is pending.
    func claim(_ claim: AttributionClaim, now: Double) -> (ClickRecord, confidence: MatchConfidence)? {
        forgetExpired(now: now)
        if let token = claim.token {
            guard let index = clicks.firstIndex(where: { $0.token == token && $0.platform == claim.platform }) else { return nil }
            return (clicks.remove(at: index), .unique)
        }
        guard let index = clicks.lastIndex(where: { $0.addressHash == claim.addressHash && $0.platform == claim.platform }) else { return nil }
        let click = clicks.remove(at: index)
        let agrees = click.system != nil && click.system == claim.system && click.locale != nil && click.locale == claim.locale
        return (click, agrees ? .default : .weak)
    }

    private func forgetExpired(now: Double) {
        clicks.removeAll { now - $0.time > window }
    }
}

/// What an app's first start sends to claim its pending link.
struct AttributionClaim: Sendable, Hashable {
    var platform: AttributionPlatform
    var addressHash: UInt64
    var system: String?
    var locale: String?
    var token: String?
}
