/// The preview page: the app's name and icon, the link's social tags (`st`, `sd`, `si` as
/// Open Graph and Twitter card tags, every value HTML-escaped, with `og:site_name`,
/// `og:type` and the clicked link as `og:url`), and a button that continues where the visitor
/// would have gone, or a team's own template (``PageTemplate``).
///
/// On iPhone and iPad, for a link with the app's bundle ID (`ibi`, `ipbi`) or custom scheme
/// (`ius`), the button first opens the app through its custom-scheme callback
/// (`<scheme>://google/link/?deep_link_id=<deep link>&match_type=unique`, as Firebase did) and,
/// when the page is still showing 1.5 seconds later (the app is not installed), goes on to the
/// button's own target, the store or the fallback. Without script, the button is a plain link
/// to that target.
///
/// When the click has an install-attribution token, pressing the button also puts
/// `switchyard_token=<token>` on the clipboard (the app reads it on its first start, if the
/// user allows), so a link survives an App Store install with `unique` confidence.
enum PreviewPage {
    /// Everything a preview page shows, as named values (the placeholders of ``PageTemplate``).
    static func values(for link: ClickLink, next: String, token: String?, platform: Platform, settings: PageSettings, pageURL: String) -> [String: String] {
        let appURL = platform.isIOS ? callbackURL(for: link, iPad: platform == .iPad) : nil
        let title = link.socialTitle ?? settings.appName.map { "Open in \($0)" } ?? "Open link"
        let label = appURL == nil ? "Continue" : "Open in \(settings.appName ?? "the app")"
        let siteName = settings.siteName(for: pageURL)
        var head = ""
        if let description = link.socialDescription { head += "<meta name=\"description\" content=\"\(HTMLText.escaped(description))\">\n" }
        head += meta("og:site_name", siteName) + meta("og:type", "website") + meta("og:url", pageURL) + meta("og:title", title)
        if let description = link.socialDescription { head += meta("og:description", description) }
        if let image = link.socialImage { head += meta("og:image", image) }
        head += "<meta name=\"twitter:card\" content=\"\(link.socialImage == nil ? "summary" : "summary_large_image")\">\n"
        head += "<meta name=\"twitter:title\" content=\"\(HTMLText.escaped(title))\">\n"
        if let description = link.socialDescription { head += "<meta name=\"twitter:description\" content=\"\(HTMLText.escaped(description))\">\n" }
        if let image = link.socialImage { head += "<meta name=\"twitter:image\" content=\"\(HTMLText.escaped(image))\">\n" }
        var button = "<a id=\"continue\" class=\"button\" role=\"button\" href=\"\(HTMLText.escaped(next))\""
        if let appURL { button += " data-app=\"\(HTMLText.escaped(appURL))\"" }
        if let token { button += " data-token=\"\(HTMLText.escaped("\(StoreURLs.referrerTokenName)=\(token)"))\"" }
        button += ">\(HTMLText.escaped(label))</a>"
        return [
            "title": title, "description": link.socialDescription ?? "", "image": link.socialImage ?? "",
            "app_name": settings.appName ?? "", "app_icon": settings.appIcon ?? "", "site_name": siteName,
            "short_link": pageURL, "deep_link": link.campaign.passedOn(to: link.deepLink),
            "button_url": next, "button_label": label, "app_url": appURL ?? "",
            "head": head, "button": button, "script": (appURL != nil || token != nil) ? script : "",
        ]
    }

    static func html(for link: ClickLink, next: String, token: String?, platform: Platform, settings: PageSettings, pageURL: String) -> String {
        let values = values(for: link, next: next, token: token, platform: platform, settings: settings, pageURL: pageURL)
        if let template = settings.template { return template.render(values) }
        var body = "<main>\n" + AppHeader.html(settings)
        if let image = link.socialImage { body += "<img class=\"hero\" src=\"\(HTMLText.escaped(image))\" alt=\"\">\n" }
        body += "<h1>\(HTMLText.escaped(values["title"] ?? ""))</h1>\n"
        if let description = link.socialDescription { body += "<p>\(HTMLText.escaped(description))</p>\n" }
        body += (values["button"] ?? "") + "\n"
        body += "<p class=\"link\">\(HTMLText.escaped(pageURL))</p>\n</main>\n"
        body += values["script"] ?? ""
        return PageStyle.document(head: PageStyle.head(title: values["title"] ?? "", extra: values["head"] ?? ""), body: body)
    }

    /// The app's custom-scheme callback for `link`: the scheme is `ius`, else the bundle ID
    /// (`ipbi` on an iPad, else `ibi`); `nil` when the link names no iOS app.
    static func callbackURL(for link: ClickLink, iPad: Bool) -> String? {
        guard let scheme = link.iOSCustomScheme ?? (iPad ? link.iPadBundleID : nil) ?? link.iOSBundleID, isScheme(scheme) else { return nil }
        return "\(scheme)://google/link/?deep_link_id=\(LinkPercentDecoding.encode(link.campaign.passedOn(to: link.deepLink)))&match_type=unique"
    }

    /// The schemes a browser runs or opens itself, never an app's callback.
    static let browserSchemes: Set<String> = ["javascript", "vbscript", "data", "blob", "file", "about", "http", "https", "ftp", "ws", "wss"]

    /// Whether `text` can be an app's URL scheme: a letter, then letters, digits, `+`, `-`,
    /// `.`, and not one a browser handles itself (`javascript`, `data`, `https`, …).
    static func isScheme(_ text: String) -> Bool {
        guard !browserSchemes.contains(ASCIIText.lowercased(text)) else { return false }
        guard let first = text.utf8.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        return text.utf8.allSatisfy { byte in
            let lower = byte | 0x20
            return (lower >= 0x61 && lower <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
        }
    }

    /// The button's script: the attribution token to the clipboard, then the app through its
    /// callback, then (the page still showing) the button's own target. Static: what it acts on
    /// is in the button's attributes, escaped there.
    static let script = """
        <script>
        (function(){var b=document.getElementById("continue");if(!b)return;b.addEventListener("click",function(e){var t=b.getAttribute("data-token");if(t){try{navigator.clipboard.writeText(t)}catch(x){}}var a=b.getAttribute("data-app");if(!a)return;e.preventDefault();var s=Date.now();window.location.href=a;setTimeout(function(){if(!document.hidden&&Date.now()-s<4000)window.location.href=b.href},1500)})})();
        </script>

        """

    private static func meta(_ property: String, _ content: String) -> String {
        "<meta property=\"\(property)\" content=\"\(HTMLText.escaped(content))\">\n"
    }
}
