/// What the service reads from a stored long link to answer a click: the deep link and the
/// parameters that decide where each platform goes.
///
/// Every URL here is the text the link carried, decoded; the allowlist checked the deep link
/// and every fallback when the link was stored.
public struct ClickLink: Sendable, Hashable {
    /// The link prefix (`https://l.example.com`), without a trailing `/`.
    public var prefix: String
    /// `link`: the deep link the app opens.
    public var deepLink: String
    /// `apn`, `afl`, `amv`: Android package, fallback, minimum version code.
    public var androidPackage: String?
    public var androidFallback: String?
    public var androidMinimumVersion: Int?
    /// `ibi`, `ifl`, `ius`, `isi`, `imv`: iOS bundle ID, fallback, custom scheme, App Store ID, minimum version.
    public var iOSBundleID: String?
    public var iOSFallback: String?
    public var iOSCustomScheme: String?
    public var appStoreID: String?
    public var iOSMinimumVersion: String?
    /// `ipbi`, `ipfl`: iPad bundle ID and fallback.
    public var iPadBundleID: String?
    public var iPadFallback: String?
    /// `ofl`: the fallback on other platforms.
    public var otherFallback: String?
    /// `efr=1`: skip the preview page.
    public var forcedRedirect = false
    /// `st`, `sd`, `si`: the social preview.
    public var socialTitle: String?
    public var socialDescription: String?
    public var socialImage: String?
    /// Parameters the format does not define, in order (reported as warnings on create).
    public var unknownParameters: [String] = []
    /// What the decoder found that works but is probably a mistake, as Firebase warnings.
    public var warnings: [CreateWarning] = []

    /// A link to `deepLink` under `prefix`, with no other parameter.
    public init(prefix: String, deepLink: String) {
        self.prefix = prefix
        self.deepLink = deepLink
    }

    /// The fallbacks the allowlist must pass, with their parameter names.
    public var fallbacks: [(parameter: String, url: String)] {
        [("afl", androidFallback), ("ifl", iOSFallback), ("ipfl", iPadFallback), ("ofl", otherFallback)]
            .compactMap { name, url in url.map { (name, $0) } }
    }
}
