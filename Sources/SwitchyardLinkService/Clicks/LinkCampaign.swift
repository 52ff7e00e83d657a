import SwitchyardLinks

/// A link's campaign as a click passes it on, as Firebase Dynamic Links did:
///
/// | where | what |
/// | --- | --- |
/// | the App Store URL (`isi`) | `pt`, `ct`, `mt` and `at` |
/// | the Play Store's `referrer` | `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content` (and the attribution token) |
/// | the deep link and the web fallbacks (`afl`, `ifl`, `ipfl`, `ofl`) | the `utm_*` parameters, when the link asks for it with `passutm=1` |
/// | the app (`reopenAttribution`, `installAttribution`) | the `utm_*` parameters as `utmSource` … `utmTerm` |
///
/// A parameter the URL already has is never overwritten or repeated.
///
/// ```swift
/// let link = try LongLinkReader.read("https://l.example.com/?link=https://example.com/a&utm_source=mail&passutm=1")
/// link.campaign.passedOn(to: link.deepLink)    // "https://example.com/a?utm_source=mail"
/// ```
public struct LinkCampaign: Sendable, Hashable {
    /// The link's own parameter that asks for the `utm_*` parameters on the deep link and the
    /// web fallbacks: `passutm=1`.
    public static let passParameter = "passutm"

    /// `utm_source` … `utm_content`.
    public var analytics = DynamicLink.Analytics()
    /// `at`, `ct`, `pt`, `mt`.
    public var appStore = DynamicLink.AppStoreAnalytics()
    /// Whether the link asked for its `utm_*` on the deep link and the web fallbacks (`passutm=1`).
    public var passesToLinks = false

    /// No campaign.
    public init() {}

    /// The `utm_*` parameters given, in the order `utm_source`, `utm_medium`, `utm_campaign`,
    /// `utm_term`, `utm_content`.
    public var utmItems: [(name: String, value: String)] {
        [
            ("utm_source", analytics.source), ("utm_medium", analytics.medium), ("utm_campaign", analytics.campaign),
            ("utm_term", analytics.term), ("utm_content", analytics.content),
        ].compactMap { name, value in value.flatMap { $0.isEmpty ? nil : (name, $0) } }
    }

    /// The App Store parameters given, in the order `pt`, `ct`, `mt`, `at`.
    public var appStoreItems: [(name: String, value: String)] {
        [("pt", appStore.providerToken), ("ct", appStore.campaignToken), ("mt", appStore.mediaType), ("at", appStore.affiliateToken)]
            .compactMap { name, value in value.flatMap { $0.isEmpty ? nil : (name, $0) } }
    }

    /// `url` with the `utm_*` parameters added when the link asks for it (``passesToLinks``);
    /// `url` itself otherwise.
    public func passedOn(to url: String) -> String {
        passesToLinks ? Self.adding(utmItems, to: url) : url
    }

    /// The members of an attribution answer: `utmSource`, `utmMedium`, `utmCampaign`,
    /// `utmContent`, `utmTerm`, those given.
    var attributionMembers: [(String, String)] {
        [
            ("utmSource", analytics.source), ("utmMedium", analytics.medium), ("utmCampaign", analytics.campaign),
            ("utmContent", analytics.content), ("utmTerm", analytics.term),
        ].compactMap { name, value in value.flatMap { $0.isEmpty ? nil : (name, JSONText.quoted($0)) } }
    }

    /// `url` with `items` added to its query (before any fragment), percent-encoded, leaving
    /// out the names the query already has.
    static func adding(_ items: [(name: String, value: String)], to url: String) -> String {
        guard !items.isEmpty else { return url }
        var base = Substring(url)
        var fragment: Substring = ""
        if let hash = base.firstIndex(of: "#") {
            fragment = base[hash...]
            base = base[..<hash]
        }
        var present: Set<String> = []
        if let mark = base.firstIndex(of: "?") {
            present = Set(LinkService.queryItems(String(base[base.index(after: mark)...])).map(\.name))
        }
        let added = items.filter { !present.contains($0.name) }.map { $0.name + "=" + LinkPercentDecoding.encode($0.value) }
        guard !added.isEmpty else { return url }
        let separator = base.contains("?") ? (base.hasSuffix("?") || base.hasSuffix("&") ? "" : "&") : "?"
        return String(base) + separator + added.joined(separator: "&") + String(fragment)
    }
}
