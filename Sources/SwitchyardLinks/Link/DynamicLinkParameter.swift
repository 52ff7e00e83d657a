/// One parameter of a long dynamic link, by its name in the link.
///
/// The cases are in the order the builder writes them, which is the order of the format's
/// table: `link`; Android `apn`, `afl`, `amv`, `al`; iOS `ibi`, `ifl`, `ius`, `isi`, `imv`;
/// iPad `ipbi`, `ipfl`; `efr`; `ofl`; `st`, `sd`, `si`; `utm_source`, `utm_medium`,
/// `utm_campaign`, `utm_term`, `utm_content`; `at`, `ct`, `pt`, `mt`; `d`. Unknown
/// parameters follow, in their own order.
///
/// ```swift
/// DynamicLinkParameter(rawValue: "amv")?.valueType   // .integer
/// DynamicLinkParameter.iosBundleID.alias             // "ios-bundle-id"
/// ```
public enum DynamicLinkParameter: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `link`: the deep link the app opens.
    case link
    /// `apn`: the Android app's package name.
    case androidPackageName = "apn"
    /// `afl`: where Android goes when the app is not installed.
    case androidFallback = "afl"
    /// `amv`: the lowest Android version code that can open the link.
    case androidMinimumVersionCode = "amv"
    /// `al`: the Android app link to open instead of `link`.
    case androidAppLink = "al"
    /// `ibi`: the iOS app's bundle ID.
    case iosBundleID = "ibi"
    /// `ifl`: where iOS goes when the app is not installed.
    case iosFallback = "ifl"
    /// `ius`: the iOS app's custom scheme, when it is not the bundle ID.
    case iosCustomScheme = "ius"
    /// `isi`: the App Store ID, to send the user to the store.
    case iosAppStoreID = "isi"
    /// `imv`: the lowest iOS app version that can open the link.
    case iosMinimumVersion = "imv"
    /// `ipbi`: the iPad app's bundle ID.
    case iPadBundleID = "ipbi"
    /// `ipfl`: where an iPad goes when the app is not installed.
    case iPadFallback = "ipfl"
    /// `efr`: `1` skips the preview page.
    case forcedRedirect = "efr"
    /// `ofl`: where other platforms (desktop) go.
    case otherPlatformFallback = "ofl"
    /// `st`: the title of the social preview.
    case socialTitle = "st"
    /// `sd`: the description of the social preview.
    case socialDescription = "sd"
    /// `si`: the image of the social preview.
    case socialImageURL = "si"
    /// `utm_source`: the analytics source.
    case utmSource = "utm_source"
    /// `utm_medium`: the analytics medium.
    case utmMedium = "utm_medium"
    /// `utm_campaign`: the analytics campaign.
    case utmCampaign = "utm_campaign"
    /// `utm_term`: the analytics term.
    case utmTerm = "utm_term"
    /// `utm_content`: the analytics content.
    case utmContent = "utm_content"
    /// `at`: the App Store affiliate token.
    case affiliateToken = "at"
    /// `ct`: the App Store campaign token.
    case campaignToken = "ct"
    /// `pt`: the App Store provider token.
    case providerToken = "pt"
    /// `mt`: the App Store media type.
    case mediaType = "mt"
    /// `d`: `1` shows the debug page instead of following the link.
    case debug = "d"

    /// The kind of value a parameter holds.
    public enum ValueType: String, Sendable, Hashable {
        /// A URL (``LinkURL``).
        case url
        /// Any text.
        case string
        /// An integer of zero or more (`amv`).
        case integer
        /// One or more ASCII digits (`isi`).
        case digits
        /// `1` (on) or `0` (off) (`efr`, `d`).
        case flag
    }

    /// The name in the link.
    public var description: String { rawValue }

    /// The parameter's place in the builder's order (its place among the cases).
    var order: Int {
        switch self {
        case .link: 0
        case .androidPackageName: 1
        case .androidFallback: 2
        case .androidMinimumVersionCode: 3
        case .androidAppLink: 4
        case .iosBundleID: 5
        case .iosFallback: 6
        case .iosCustomScheme: 7
        case .iosAppStoreID: 8
        case .iosMinimumVersion: 9
        case .iPadBundleID: 10
        case .iPadFallback: 11
        case .forcedRedirect: 12
        case .otherPlatformFallback: 13
        case .socialTitle: 14
        case .socialDescription: 15
        case .socialImageURL: 16
        case .utmSource: 17
        case .utmMedium: 18
        case .utmCampaign: 19
        case .utmTerm: 20
        case .utmContent: 21
        case .affiliateToken: 22
        case .campaignToken: 23
        case .providerToken: 24
        case .mediaType: 25
        case .debug: 26
        }
    }

    /// The parameter called `name`, or `nil`: ``init(rawValue:)`` as a plain `switch`, which
    /// compares small strings in line where the synthesized initializer searches a table.
    static func named(_ name: String) -> DynamicLinkParameter? {
        switch name {
        case "link": .link
        case "apn": .androidPackageName
        case "afl": .androidFallback
        case "amv": .androidMinimumVersionCode
        case "al": .androidAppLink
        case "ibi": .iosBundleID
        case "ifl": .iosFallback
        case "ius": .iosCustomScheme
        case "isi": .iosAppStoreID
        case "imv": .iosMinimumVersion
        case "ipbi": .iPadBundleID
        case "ipfl": .iPadFallback
        case "efr": .forcedRedirect
        case "ofl": .otherPlatformFallback
        case "st": .socialTitle
        case "sd": .socialDescription
        case "si": .socialImageURL
        case "utm_source": .utmSource
        case "utm_medium": .utmMedium
        case "utm_campaign": .utmCampaign
        case "utm_term": .utmTerm
        case "utm_content": .utmContent
        case "at": .affiliateToken
        case "ct": .campaignToken
        case "pt": .providerToken
        case "mt": .mediaType
        case "d": .debug
        default: nil
        }
    }

    /// The type of the parameter's value.
    public var valueType: ValueType {
        switch self {
        case .link, .androidFallback, .androidAppLink, .iosFallback, .iPadFallback, .otherPlatformFallback, .socialImageURL: .url
        case .androidMinimumVersionCode: .integer
        case .iosAppStoreID: .digits
        case .forcedRedirect, .debug: .flag
        default: .string
        }
    }

    /// True for the fallbacks, which should be `http` or `https`.
    public var isFallback: Bool {
        switch self {
        case .androidFallback, .iosFallback, .iPadFallback, .otherPlatformFallback: true
        default: false
        }
    }

    /// A descriptive name for the command line (`--ios-bundle-id` beside `--ibi`).
    public var alias: String {
        switch self {
        case .link: "deep-link"
        case .androidPackageName: "android-package-name"
        case .androidFallback: "android-fallback-link"
        case .androidMinimumVersionCode: "android-min-version-code"
        case .androidAppLink: "android-link"
        case .iosBundleID: "ios-bundle-id"
        case .iosFallback: "ios-fallback-link"
        case .iosCustomScheme: "ios-custom-scheme"
        case .iosAppStoreID: "ios-app-store-id"
        case .iosMinimumVersion: "ios-min-version"
        case .iPadBundleID: "ipad-bundle-id"
        case .iPadFallback: "ipad-fallback-link"
        case .forcedRedirect: "force-redirect"
        case .otherPlatformFallback: "other-platform-fallback-link"
        case .socialTitle: "social-title"
        case .socialDescription: "social-description"
        case .socialImageURL: "social-image-link"
        case .utmSource: "utm-source"
        case .utmMedium: "utm-medium"
        case .utmCampaign: "utm-campaign"
        case .utmTerm: "utm-term"
        case .utmContent: "utm-content"
        case .affiliateToken: "affiliate-token"
        case .campaignToken: "campaign-token"
        case .providerToken: "provider-token"
        case .mediaType: "media-type"
        case .debug: "debug"
        }
    }
}
