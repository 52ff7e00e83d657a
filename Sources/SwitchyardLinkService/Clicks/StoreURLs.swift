/// The URLs the service makes itself: store pages and Android intents.
public enum StoreURLs {
    /// The parameter of the Play Store's `referrer` that carries the install-attribution token.
    public static let referrerTokenName = "switchyard_token"

    /// `https://apps.apple.com/app/id<digits>`, with the campaign's App Store parameters
    /// (`?pt=…&ct=…&mt=…&at=…`, those given): App Store Connect counts the campaign's views
    /// and installs by them.
    public static func appStore(id: String, campaign: LinkCampaign = LinkCampaign()) -> String {
        LinkCampaign.adding(campaign.appStoreItems, to: "https://apps.apple.com/app/id\(id)")
    }

    /// `https://play.google.com/store/apps/details?id=<package>`, with a `referrer` that
    /// carries the campaign's `utm_*` and, when there is a token, `switchyard_token=<token>`
    /// (`&referrer=utm_source%3Dmail%26switchyard_token%3D<token>`): the Play Store hands the
    /// referrer to the app after the install (the Install Referrer API), and Google Play
    /// counts the campaign by it.
    public static func playStore(package: String, token: String?, campaign: LinkCampaign = LinkCampaign()) -> String {
        var url = "https://play.google.com/store/apps/details?id=" + LinkPercentDecoding.encode(package)
        var referrer = campaign.utmItems.map { $0.name + "=" + LinkPercentDecoding.encode($0.value) }
        if let token { referrer.append("\(referrerTokenName)=\(token)") }
        if !referrer.isEmpty { url += "&referrer=" + LinkPercentDecoding.encode(referrer.joined(separator: "&")) }
        return url
    }

    /// An `intent://` URL that opens `package` on `deepLink` where it is installed, and sends
    /// the browser to `fallback` where it is not:
    /// `intent://host/path?query#Intent;scheme=https;package=…;S.browser_fallback_url=…;end`.
    public static func intent(deepLink: String, package: String, fallback: String) -> String {
        var rest = Substring(deepLink)
        var scheme = "https"
        if let separator = rest.firstRange(of: "://") {
            scheme = ASCIIText.lowercased(String(rest[..<separator.lowerBound]))
            rest = rest[separator.upperBound...]
        }
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        return "intent://\(rest)#Intent;scheme=\(scheme);package=\(package);S.browser_fallback_url=\(LinkPercentDecoding.encode(fallback));end"
    }
}
