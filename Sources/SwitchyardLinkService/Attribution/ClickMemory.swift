import SwitchyardLinks

/// The clicks waiting for install attribution, in this process's memory only: what the
/// service keeps for a store that does not keep them itself (a team's own ``LinkStore``).
/// The built-in stores keep them (``PendingClicks``) and ``FileLinkStore`` writes them down.
actor ClickMemory {
    private var pending: PendingClicks

    init(window: Double, capacity: Int) {
        pending = PendingClicks(window: window, capacity: capacity)
    }

    var count: Int { pending.count }

    func remember(_ click: ClickRecord) { pending.remember(click) }

    func claim(_ claim: AttributionClaim, now: Double) -> (ClickRecord, confidence: MatchConfidence)? {
        pending.claim(claim, now: now)
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
