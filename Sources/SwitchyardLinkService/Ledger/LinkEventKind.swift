/// What a count counts, as Firebase Dynamic Links named its events.
///
/// - ``click``: a visit to the short link, whatever it answered (the debug page and `HEAD`
///   excepted).
/// - ``redirect``: the visit was sent on with a `302` (to a store, an `intent://` URL, a
///   fallback or the deep link), not shown the preview page.
/// - ``appInstall``: an Android app's first start claimed the click with the Play Store's
///   install referrer token (an install through the store).
/// - ``appFirstOpen``: an app's first start claimed the click (`POST /v1/installAttribution`).
/// - ``appReOpen``: an installed app opened by the link asked for it (`POST /v1/reopenAttribution`).
public enum LinkEventKind: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `CLICK`.
    case click = "CLICK"
    /// `REDIRECT`.
    case redirect = "REDIRECT"
    /// `APP_INSTALL`.
    case appInstall = "APP_INSTALL"
    /// `APP_FIRST_OPEN`.
    case appFirstOpen = "APP_FIRST_OPEN"
    /// `APP_RE_OPEN`.
    case appReOpen = "APP_RE_OPEN"

    /// In the order above, the order of the stats answer.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The platform of a count, as Firebase named them: iPhone and iPad are `IOS`, link-preview
/// fetchers `OTHER`.
public enum StatsPlatform: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `ANDROID`.
    case android = "ANDROID"
    /// `IOS`: iPhone and iPad.
    case iOS = "IOS"
    /// `DESKTOP`.
    case desktop = "DESKTOP"
    /// `OTHER`: crawlers and link-preview fetchers.
    case other = "OTHER"

    /// The stats platform of a click's platform.
    public init(_ platform: Platform) {
        switch platform {
        case .iPhone, .iPad: self = .iOS
        case .android: self = .android
        case .desktop: self = .desktop
        case .crawler: self = .other
        }
    }

    /// In the order above, the order of the stats answer.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
