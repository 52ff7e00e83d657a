/// What happened to a link once: a click (with the events it counts), or an app's open that
/// claimed one. Never the client's address.
public struct LinkActivity: Sendable, Hashable {
    /// When, in seconds since 1970.
    public var time: Double
    /// The link's suffix.
    public var suffix: String
    /// The platform it is counted under.
    public var platform: StatsPlatform
    /// The events it counts, in order (`CLICK`, `REDIRECT` for a click sent on).
    public var events: [LinkEventKind]
    /// The host of the `Referer` header, lower-cased, or `nil`.
    public var referrerHost: String?
    /// The campaign: the link's `utm_*` parameters and the App Store's `pt`, `ct`, `mt`, in order.
    public var campaign: [(name: String, value: String)]

    /// An activity of `events` on `suffix`.
    public init(time: Double, suffix: String, platform: StatsPlatform, events: [LinkEventKind], referrerHost: String? = nil, campaign: [(name: String, value: String)] = []) {
        self.time = time
        self.suffix = suffix
        self.platform = platform
        self.events = events
        self.referrerHost = referrerHost
        self.campaign = campaign
    }

    /// Equal when every field is.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.time == rhs.time && lhs.suffix == rhs.suffix && lhs.platform == rhs.platform && lhs.events == rhs.events
            && lhs.referrerHost == rhs.referrerHost && lhs.campaign.map(\.name) == rhs.campaign.map(\.name) && lhs.campaign.map(\.value) == rhs.campaign.map(\.value)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(suffix)
        hasher.combine(platform)
        hasher.combine(events)
        hasher.combine(referrerHost)
        for item in campaign {
            hasher.combine(item.name)
            hasher.combine(item.value)
        }
    }
}
