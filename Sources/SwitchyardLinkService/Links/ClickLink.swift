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
    /// `apn`: the Android package name.
    public var androidPackage: String?
    /// `afl`: where Android goes when the app is not installed.
    public var androidFallback: String?
    /// `amv`: the minimum version code of the Android app.
    public var androidMinimumVersion: Int?
    /// `ibi`: the iOS bundle ID.
    public var iOSBundleID: String?
    /// `ifl`: where iOS goes when the app is not installed.
    public var iOSFallback: String?
    /// `ius`: the app's custom URL scheme.
    public var iOSCustomScheme: String?
    /// `isi`: the App Store ID (digits).
    public var appStoreID: String?
    /// `imv`: the minimum iOS app version.
    public var iOSMinimumVersion: String?
    /// `ipbi`: the iPad bundle ID.
    public var iPadBundleID: String?
    /// `ipfl`: where an iPad goes when the app is not installed.
    public var iPadFallback: String?
    /// `ofl`: the fallback on other platforms.
    public var otherFallback: String?
    /// `efr=1`: skip the preview page.
    public var forcedRedirect = false
    /// `st`: the social preview's title.
    public var socialTitle: String?
    /// `sd`: the social preview's description.
    public var socialDescription: String?
    /// `si`: the social preview's image URL.
    public var socialImage: String?
    /// The campaign: `utm_*`, the App Store's `at`, `ct`, `pt`, `mt`, and whether the link
    /// asks for `utm_*` on its deep link and web fallbacks (`passutm=1`).
    public var campaign = LinkCampaign()
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
