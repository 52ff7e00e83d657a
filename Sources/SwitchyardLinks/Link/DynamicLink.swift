/// A long dynamic link as a typed value: the deep link and every parameter of the format.
///
/// A long link is `<prefix>/?link=<deep link>&<parameters>`; the link carries all its data,
/// so it is built (``DynamicLinkBuilder``) and decoded (``DynamicLinkDecoder``) with no
/// server. Values are typed: a URL is a ``LinkURL``, a version code an `Int`, an App Store
/// ID an ``AppStoreID``, a flag a `Bool`. Parameters the format does not know are kept in
/// ``unknownParameters`` (and warned about), so nothing in a link is dropped.
///
/// ```swift
/// var link = DynamicLink(prefix: try DynamicLinkPrefix("https://rayciperw.page.link"),
///                        link: "https://raycipe.example.com/recipes/2")
/// link.iOS.bundleID = "com.example.raycipe"
/// link.iOS.appStoreID = 1234567890
/// try DynamicLinkBuilder().build(link).url
/// // https://rayciperw.page.link/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890
/// ```
public struct DynamicLink: Sendable, Hashable {
    /// Where the link lives (`https://rayciperw.page.link`); `nil` for a link that arrived as
    /// an app's custom-scheme callback, which has none. A link needs one to be built.
    public var prefix: DynamicLinkPrefix?
    /// The deep link the app opens (`link`): an absolute `http` or `https` URL.
    public var link: LinkURL
    /// Parameters the format does not know, in the order they came, as name and value.
    public var unknownParameters: [UnknownParameter] = []
    /// The parameters that are set, other than `link`, as their text in the link, in the
    /// builder's order. A link sets few of its parameters, so they are kept sparse: the
    /// typed properties below read and write these entries.
    var entries: [Entry] = []

    struct Entry: Sendable, Hashable {
        var parameter: DynamicLinkParameter
        var text: String
    }

    /// A link to `link` under `prefix`, with no other parameter.
    public init(prefix: DynamicLinkPrefix?, link: LinkURL) {
        self.prefix = prefix
        self.link = link
    }

    /// What iOS devices get.
    public var iOS: IOS {
        get {
            IOS(
                bundleID: entry(.iosBundleID), fallback: url(.iosFallback), customScheme: entry(.iosCustomScheme),
                appStoreID: entry(.iosAppStoreID).flatMap(AppStoreID.init), minimumVersion: entry(.iosMinimumVersion))
        }
        set {
            store(.iosBundleID, newValue.bundleID)
            store(.iosFallback, newValue.fallback?.text)
            store(.iosCustomScheme, newValue.customScheme)
            store(.iosAppStoreID, newValue.appStoreID?.digits)
            store(.iosMinimumVersion, newValue.minimumVersion)
        }
    }

    /// What iPads get, where it differs from iOS.
    public var iPad: IPad {
        get { IPad(bundleID: entry(.iPadBundleID), fallback: url(.iPadFallback)) }
        set {
            store(.iPadBundleID, newValue.bundleID)
            store(.iPadFallback, newValue.fallback?.text)
        }
    }

    /// What Android devices get.
    public var android: Android {
        get {
            Android(
                packageName: entry(.androidPackageName), fallback: url(.androidFallback),
                minimumVersionCode: entry(.androidMinimumVersionCode).flatMap { Int($0) }, appLink: url(.androidAppLink))
        }
        set {
            store(.androidPackageName, newValue.packageName)
            store(.androidFallback, newValue.fallback?.text)
            store(.androidMinimumVersionCode, newValue.minimumVersionCode.map { String($0) })
            store(.androidAppLink, newValue.appLink?.text)
        }
    }

    /// Where other platforms (desktop) go (`ofl`).
    public var otherPlatformFallback: LinkURL? {
        get { url(.otherPlatformFallback) }
        set { store(.otherPlatformFallback, newValue?.text) }
    }

    /// Skip the preview page and go straight to the app or the store (`efr=1`).
    public var forcedRedirect: Bool {
        get { entry(.forcedRedirect) != nil }
        set { store(.forcedRedirect, newValue ? "1" : nil) }
    }

    /// The preview shown in chat apps and social networks.
    public var socialPreview: SocialPreview {
        get { SocialPreview(title: entry(.socialTitle), description: entry(.socialDescription), imageURL: url(.socialImageURL)) }
        set {
            store(.socialTitle, newValue.title)
            store(.socialDescription, newValue.description)
            store(.socialImageURL, newValue.imageURL?.text)
        }
    }

    /// Campaign analytics (`utm_*`).
    public var analytics: Analytics {
        get {
            Analytics(
                source: entry(.utmSource), medium: entry(.utmMedium), campaign: entry(.utmCampaign),
                term: entry(.utmTerm), content: entry(.utmContent))
        }
        set {
            store(.utmSource, newValue.source)
            store(.utmMedium, newValue.medium)
            store(.utmCampaign, newValue.campaign)
            store(.utmTerm, newValue.term)
            store(.utmContent, newValue.content)
        }
    }

    /// App Store analytics (`at`, `ct`, `pt`, `mt`).
    public var appStoreAnalytics: AppStoreAnalytics {
        get {
            AppStoreAnalytics(
                affiliateToken: entry(.affiliateToken), campaignToken: entry(.campaignToken),
                providerToken: entry(.providerToken), mediaType: entry(.mediaType))
        }
        set {
            store(.affiliateToken, newValue.affiliateToken)
            store(.campaignToken, newValue.campaignToken)
            store(.providerToken, newValue.providerToken)
            store(.mediaType, newValue.mediaType)
        }
    }

    /// A debug request (`d=1`): the service answers with what each platform would get.
    public var debug: Bool {
        get { entry(.debug) != nil }
        set { store(.debug, newValue ? "1" : nil) }
    }

    // MARK: Entries

    func entry(_ parameter: DynamicLinkParameter) -> String? {
        entries.first(where: { $0.parameter == parameter })?.text
    }

    /// A URL entry; it was a ``LinkURL`` when stored, so it reads back as one.
    private func url(_ parameter: DynamicLinkParameter) -> LinkURL? {
        entry(parameter).flatMap(LinkURL.init)
    }

    /// Sets or removes an entry, keeping the entries in the builder's order.
    mutating func store(_ parameter: DynamicLinkParameter, _ text: String?) {
        Self.store(parameter, text, in: &entries)
    }

    /// Sets or removes `parameter`'s entry in `entries`, keeping them in the builder's order.
    static func store(_ parameter: DynamicLinkParameter, _ text: String?, in entries: inout [Entry]) {
        let order = parameter.order
        // Links are decoded and built in order: most entries go at the end.
        if let text, entries.last.map({ $0.parameter.order < order }) ?? true {
            entries.append(Entry(parameter: parameter, text: text))
            return
        }
        if let index = entries.firstIndex(where: { $0.parameter == parameter }) {
            if let text { entries[index].text = text } else { entries.remove(at: index) }
            return
        }
        guard let text else { return }
        let index = entries.firstIndex(where: { $0.parameter.order > order }) ?? entries.endIndex
        entries.insert(Entry(parameter: parameter, text: text), at: index)
    }

    /// The iOS parameters: `ibi`, `ifl`, `ius`, `isi`, `imv`.
    public struct IOS: Sendable, Hashable {
        /// The app's bundle ID (`ibi`).
        public var bundleID: String?
        /// Where to go when the app is not installed (`ifl`), instead of the App Store.
        public var fallback: LinkURL?
        /// The app's custom URL scheme (`ius`), when it is not the bundle ID.
        public var customScheme: String?
        /// The app's App Store ID (`isi`).
        public var appStoreID: AppStoreID?
        /// The lowest version of the app that can open the link (`imv`), as the app writes it.
        public var minimumVersion: String?

        /// The iOS parameters given; the rest are not set.
        public init(
            bundleID: String? = nil, fallback: LinkURL? = nil, customScheme: String? = nil,
            appStoreID: AppStoreID? = nil, minimumVersion: String? = nil
        ) {
            self.bundleID = bundleID
            self.fallback = fallback
            self.customScheme = customScheme
            self.appStoreID = appStoreID
            self.minimumVersion = minimumVersion
        }
    }

    /// The iPad parameters: `ipbi`, `ipfl`.
    public struct IPad: Sendable, Hashable {
        /// The iPad app's bundle ID (`ipbi`).
        public var bundleID: String?
        /// Where iPads go when the app is not installed (`ipfl`).
        public var fallback: LinkURL?

        /// The iPad parameters given; the rest are not set.
        public init(bundleID: String? = nil, fallback: LinkURL? = nil) {
            self.bundleID = bundleID
            self.fallback = fallback
        }
    }

    /// The Android parameters: `apn`, `afl`, `amv`, `al`.
    public struct Android: Sendable, Hashable {
        /// The app's package name (`apn`).
        public var packageName: String?
        /// Where to go when the app is not installed (`afl`), instead of the Play Store.
        public var fallback: LinkURL?
        /// The lowest version code that can open the link (`amv`), zero or more.
        public var minimumVersionCode: Int?
        /// The link the installed app opens (`al`), found in older links.
        public var appLink: LinkURL?

        /// The Android parameters given; the rest are not set.
        public init(packageName: String? = nil, fallback: LinkURL? = nil, minimumVersionCode: Int? = nil, appLink: LinkURL? = nil) {
            self.packageName = packageName
            self.fallback = fallback
            self.minimumVersionCode = minimumVersionCode
            self.appLink = appLink
        }
    }

    /// The social preview: `st`, `sd`, `si`.
    public struct SocialPreview: Sendable, Hashable {
        /// The title (`st`).
        public var title: String?
        /// The description (`sd`).
        public var description: String?
        /// The image (`si`): an absolute URL, or a warning says it is not.
        public var imageURL: LinkURL?

        /// The preview parameters given; the rest are not set.
        public init(title: String? = nil, description: String? = nil, imageURL: LinkURL? = nil) {
            self.title = title
            self.description = description
            self.imageURL = imageURL
        }
    }

    /// The campaign parameters: `utm_source`, `utm_medium`, `utm_campaign`, `utm_term`, `utm_content`.
    public struct Analytics: Sendable, Hashable {
        /// The campaign's source (`utm_source`): `flyer`, `newsletter`.
        public var source: String?
        /// The medium (`utm_medium`): `print`, `email`.
        public var medium: String?
        /// The campaign's name (`utm_campaign`).
        public var campaign: String?
        /// The paid search term (`utm_term`).
        public var term: String?
        /// What tells apart links of one campaign (`utm_content`).
        public var content: String?

        /// The campaign parameters given; the rest are not set.
        public init(source: String? = nil, medium: String? = nil, campaign: String? = nil, term: String? = nil, content: String? = nil) {
            self.source = source
            self.medium = medium
            self.campaign = campaign
            self.term = term
            self.content = content
        }
    }

    /// The App Store analytics parameters: `at`, `ct`, `pt`, `mt`.
    public struct AppStoreAnalytics: Sendable, Hashable {
        /// The affiliate token (`at`).
        public var affiliateToken: String?
        /// The campaign token (`ct`).
        public var campaignToken: String?
        /// The provider token (`pt`).
        public var providerToken: String?
        /// The media type (`mt`).
        public var mediaType: String?

        /// The App Store parameters given; the rest are not set.
        public init(affiliateToken: String? = nil, campaignToken: String? = nil, providerToken: String? = nil, mediaType: String? = nil) {
            self.affiliateToken = affiliateToken
            self.campaignToken = campaignToken
            self.providerToken = providerToken
            self.mediaType = mediaType
        }
    }

    /// A parameter the format does not know, kept as decoded text.
    public struct UnknownParameter: Sendable, Hashable {
        /// The name, decoded.
        public var name: String
        /// The value, decoded.
        public var value: String

        /// A parameter called `name` with `value`.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }
}
