/// The URLs the service makes itself: store pages and Android intents.
public enum StoreURLs {
    /// The parameter of the Play Store's `referrer` that carries the install-attribution token.
    public static let referrerTokenName = "switchyard_token"

    /// `https://apps.apple.com/app/id<digits>`.
    public static func appStore(id: String) -> String { "https://apps.apple.com/app/id\(id)" }

    /// `https://play.google.com/store/apps/details?id=<package>`, with
    /// `&referrer=switchyard_token%3D<token>` when there is a token: the Play Store hands the
    /// referrer to the app after the install (the Install Referrer API).
    public static func playStore(package: String, token: String?) -> String {
        var url = "https://play.google.com/store/apps/details?id=" + LinkPercentDecoding.encode(package)
        if let token { url += "&referrer=" + LinkPercentDecoding.encode("\(referrerTokenName)=\(token)") }
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
