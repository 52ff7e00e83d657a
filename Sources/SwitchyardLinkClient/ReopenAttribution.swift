/// What a link service answers for a link that opened the app (`POST /v1/reopenAttribution`).
///
/// ```swift
/// let answer = try await resolver.reopenAttribution(for: "https://l.raycipe.example.com/AbCd")
/// answer?.deepLink       // "https://raycipe.example.com/recipes/2"
/// answer?.utmCampaign    // "winter"
/// ```
public struct ReopenAttribution: Sendable, Hashable {
    /// The deep link the app opens.
    public var deepLink: String
    /// The long link behind the requested link.
    public var resolvedLink: String
    /// The campaign values, `nil` where the link has none.
    public var utmSource: String?
    /// See ``utmSource``.
    public var utmMedium: String?
    /// See ``utmSource``.
    public var utmCampaign: String?
    /// See ``utmSource``.
    public var utmContent: String?
    /// See ``utmSource``.
    public var utmTerm: String?
    /// The lowest app version the link is for (`imv`), `nil` when it names none.
    public var iosMinAppVersion: String?

    /// An answer with these values.
    public init(
        deepLink: String, resolvedLink: String, utmSource: String? = nil, utmMedium: String? = nil, utmCampaign: String? = nil,
        utmContent: String? = nil, utmTerm: String? = nil, iosMinAppVersion: String? = nil
    ) {
        self.deepLink = deepLink
        self.resolvedLink = resolvedLink
        self.utmSource = utmSource
        self.utmMedium = utmMedium
        self.utmCampaign = utmCampaign
        self.utmContent = utmContent
        self.utmTerm = utmTerm
        self.iosMinAppVersion = iosMinAppVersion
    }
}
