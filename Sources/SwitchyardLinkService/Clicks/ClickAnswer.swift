/// The answer to one click on a link, as a plain value: the preview page, a `302`, or the
/// `d=1` page. Synchronous and free of the store, so that any host (or a benchmark) can call
/// it with a link it already has.
///
/// ```swift
/// let link = try LongLinkReader.read("https://l.example.com/?link=https://example.com/a&ofl=https://example.com/web")
/// let response = ClickAnswer.response(for: link, platform: .desktop)
/// response.status                 // 302
/// response.header("Location")     // "https://example.com/web"
/// ```
public enum ClickAnswer {
    /// The response for `platform`; `debug` (`d=1`) gives the page that shows every
    /// platform's answer instead. `shortLink` names the link on the debug page; `token` is
    /// the install-attribution token (on the preview page's button, in the Play Store referrer);
    /// `pages` are the app's name, icon and template; `pageURL` is the link clicked, the
    /// preview's `og:url` (by default `shortLink`, else the deep link).
    public static func response(
        for link: ClickLink, platform: Platform, debug: Bool = false, shortLink: String? = nil, token: String? = nil,
        pages: PageSettings = PageSettings(), pageURL: String? = nil
    ) -> LinkResponse {
        if debug { return .html(200, DebugPage.html(for: link, shortLink: shortLink, settings: pages)) }
        switch ClickDestination.destination(for: link, platform: platform, token: token) {
        case .preview(let next):
            let page = PreviewPage.html(
                for: link, next: next, token: platform.isIOS ? token : nil, platform: platform, settings: pages,
                pageURL: pageURL ?? shortLink ?? link.deepLink)
            return .html(200, page)
        case .redirect(let url):
            return .redirect(to: url)
        }
    }
}
