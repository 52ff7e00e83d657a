/// What an owner set on a link through the management API.
public struct LinkSettings: Sendable, Hashable {
    /// Labels to find the link by (`GET /v1/links?tag=…`), in the order given, without repeats.
    public var tags: [String] = []
    /// When the link stops answering, in seconds since 1970; `nil`: never.
    public var expireTime: Double?
    /// How many clicks the link answers (crawlers' preview fetches not counted); `nil`: no limit.
    public var maxClicks: Int?
    /// Whether the link is switched off (it answers a page that says so).
    public var disabled = false

    /// No tags, no expiry, no limit, enabled.
    public init() {}
}

/// Whether a link answers a click, and if not, why.
public enum LinkState: String, Sendable, Hashable {
    /// It answers with its target.
    case active
    /// Switched off (`disabled`); a `PATCH` can switch it on again.
    case disabled
    /// Past its `expireTime`.
    case expired
    /// It has answered `maxClicks` clicks.
    case exhausted
    /// Deleted: its suffix is never answered or given out again.
    case deleted
}

/// A stored link with its settings and its click count: what management reads.
public struct LinkEntry: Sendable, Hashable {
    /// The suffix, the long link and the kind of suffix.
    public var link: StoredLink
    /// The owner's settings.
    public var settings: LinkSettings
    /// Whether it was deleted.
    public var deleted: Bool
    /// The clicks it answered, crawlers' preview fetches not counted (what `maxClicks` limits).
    public var clicks: Int
    /// When it was created or imported, in seconds since 1970 (`nil` for records written
    /// before the store kept the time).
    public var createTime: Double?

    /// Its state at `now` (seconds since 1970): deleted, then disabled, expired, exhausted.
    public func state(now: Double) -> LinkState {
        if deleted { return .deleted }
        if settings.disabled { return .disabled }
        if let expiry = settings.expireTime, now >= expiry { return .expired }
        if let limit = settings.maxClicks, clicks >= limit { return .exhausted }
        return .active
    }
}
