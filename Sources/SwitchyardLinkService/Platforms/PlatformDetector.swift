/// Reads the visitor's ``Platform`` from the request's headers.
///
/// In this order:
/// 1. **Crawler** when the `User-Agent` carries a known fetcher's token (`Slackbot`,
///    `Twitterbot`, `facebookexternalhit`, `Facebot`, `WhatsApp/`, `Discordbot`,
///    `TelegramBot`, `LinkedInBot`, `Googlebot`, `bingbot`, `Applebot`, `Pinterestbot`,
///    `redditbot`, `SkypeUriPreview`, `Embedly`, `Iframely`, `vkShare`, `Mastodon/`).
///    Apple's Messages previews links as `facebookexternalhit … Twitterbot`, so it is one too.
/// 2. **iPad** when it says `iPad`; **iPhone** when it says `iPhone` or `iPod`.
/// 3. **Android** when it says `Android`.
/// 4. **iPad** when it says `Macintosh` and a client hint says the device is not a Mac:
///    `Sec-CH-UA-Platform: "iOS"` (or `"iPadOS"`), or `Sec-CH-UA-Mobile: ?1`. iPadOS Safari
///    sends a Mac user agent and no client hints, so a plain iPad in desktop mode is read
///    as desktop (its answer, `ofl` or the deep link, still works there); a front end that
///    knows better (an app's own web view, a page that measured touch points) says so with
///    these headers.
/// 5. **Desktop** otherwise, with no `User-Agent` included.
///
/// ```swift
/// PlatformDetector.platform(userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) …")  // .iPhone
/// PlatformDetector.platform(userAgent: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)")  // .crawler
/// ```
public enum PlatformDetector {
    /// Tokens that mark a link-preview fetcher or crawler, compared exactly.
    public static let crawlerTokens = [
        "Slackbot", "Slack-ImgProxy", "Twitterbot", "facebookexternalhit", "Facebot", "WhatsApp/", "Discordbot",
        "TelegramBot", "LinkedInBot", "Googlebot", "bingbot", "Applebot", "Pinterestbot", "Pinterest/",
        "redditbot", "SkypeUriPreview", "Embedly", "Iframely", "vkShare", "Mastodon/", "Snapchat/",
    ]

    /// The platform of `request`.
    public static func platform(of request: LinkRequest) -> Platform {
        platform(
            userAgent: request.header("user-agent") ?? "",
            platformHint: request.header("sec-ch-ua-platform"),
            mobileHint: request.header("sec-ch-ua-mobile")
        )
    }

    /// The crawler tokens as bytes, made once.
    private static let crawlerTokenBytes = crawlerTokens.map { Array($0.utf8) }
    private static let iPad = Array("iPad".utf8), iPhone = Array("iPhone".utf8), iPod = Array("iPod".utf8)
    private static let android = Array("Android".utf8), macintosh = Array("Macintosh".utf8)

    /// The platform of a user agent and its client hints.
    public static func platform(userAgent: String, platformHint: String? = nil, mobileHint: String? = nil) -> Platform {
        var userAgent = userAgent
        let platform: Platform? = userAgent.withUTF8 { bytes in
            if crawlerTokenBytes.contains(where: { ASCIIText.contains(bytes, $0) }) { return .crawler }
            if ASCIIText.contains(bytes, iPad) { return .iPad }
            if ASCIIText.contains(bytes, iPhone) || ASCIIText.contains(bytes, iPod) { return .iPhone }
            if ASCIIText.contains(bytes, android) { return .android }
            return ASCIIText.contains(bytes, macintosh) ? nil : .desktop
        }
        if let platform { return platform }
        let hint = platformHint.map { ASCIIText.lowercased(String(ASCIIText.trimmed(Substring($0)))) }
        if hint == "\"ios\"" || hint == "\"ipados\"" || hint == "ios" || hint == "ipados" { return .iPad }
        if let mobileHint, ASCIIText.trimmed(Substring(mobileHint)) == "?1" { return .iPad }
        return .desktop
    }
}
