/// Where a click goes, per platform, before any page is drawn: the decision the preview
/// page's button, the redirects and the `d=1` page all share.
public enum ClickDestination: Sendable, Hashable {
    /// The preview page, whose button continues to `next`.
    case preview(next: String)
    /// A `302` to the URL.
    case redirect(String)

    /// The URL the visitor ends up at (the button's target for a preview).
    public var url: String {
        switch self {
        case .preview(let next): next
        case .redirect(let url): url
        }
    }

    /// What `platform` gets for `link`; `token` is the install-attribution token put into the
    /// Play Store's `referrer`.
    ///
    /// The campaign goes along (``LinkCampaign``): `pt`, `ct`, `mt`, `at` to the App Store,
    /// `utm_*` in the Play Store's referrer, and to the deep link and the web fallbacks when the
    /// link asks for it (`passutm=1`).
    ///
    /// - iPhone and iPad: the preview page, or with `efr=1` a redirect, to the iPad fallback
    ///   (`ipfl`, iPad only), the iOS fallback (`ifl`), the App Store (`isi`), else the deep link.
    /// - Android with `apn`: a redirect to an `intent://` URL that opens the app on the deep
    ///   link, falling back to `afl` or the package's Play Store page; without `apn`, `afl`,
    ///   else the deep link.
    /// - A crawler: the preview page (it reads the tags; its button is the deep link).
    /// - Desktop: `ofl`, else the deep link.
    public static func destination(for link: ClickLink, platform: Platform, token: String? = nil) -> ClickDestination {
        let campaign = link.campaign
        switch platform {
        case .iPhone, .iPad:
            var next = campaign.passedOn(to: link.deepLink)
            if let store = link.appStoreID { next = StoreURLs.appStore(id: store, campaign: campaign) }
            if let fallback = link.iOSFallback { next = campaign.passedOn(to: fallback) }
            if platform == .iPad, let fallback = link.iPadFallback { next = campaign.passedOn(to: fallback) }
            return link.forcedRedirect ? .redirect(next) : .preview(next: next)
        case .android:
            guard let package = link.androidPackage else { return .redirect(campaign.passedOn(to: link.androidFallback ?? link.deepLink)) }
            let fallback = link.androidFallback.map(campaign.passedOn(to:)) ?? StoreURLs.playStore(package: package, token: token, campaign: campaign)
            return .redirect(StoreURLs.intent(deepLink: campaign.passedOn(to: link.deepLink), package: package, fallback: fallback))
        case .crawler:
            return .preview(next: campaign.passedOn(to: link.deepLink))
        case .desktop:
            return .redirect(campaign.passedOn(to: link.otherFallback ?? link.deepLink))
        }
    }
}
