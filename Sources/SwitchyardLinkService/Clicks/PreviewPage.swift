/// The preview page: the link's social tags (`st`, `sd`, `si` as Open Graph and Twitter card
/// tags, HTML-escaped) and a button that continues where the visitor would have gone.
///
/// When the click has an install-attribution token, pressing the button also puts
/// `switchyard_token=<token>` on the clipboard (the app reads it on its first start, if the
/// user allows), so a link survives an App Store install with `unique` confidence.
enum PreviewPage {
    static func html(for link: ClickLink, next: String, token: String?) -> String {
        let title = link.socialTitle ?? "Open link"
        var head = "<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        head += "<title>\(HTMLText.escaped(title))</title>\n"
        head += "<meta name=\"robots\" content=\"noindex\">\n"
        head += meta(property: "og:title", title)
        if let description = link.socialDescription {
            head += "<meta name=\"description\" content=\"\(HTMLText.escaped(description))\">\n"
            head += meta(property: "og:description", description)
        }
        if let image = link.socialImage { head += meta(property: "og:image", image) }
        head += meta(property: "og:url", link.deepLink)
        head += "<meta name=\"twitter:card\" content=\"\(link.socialImage == nil ? "summary" : "summary_large_image")\">\n"
        head += "<meta name=\"twitter:title\" content=\"\(HTMLText.escaped(title))\">\n"
        if let description = link.socialDescription { head += "<meta name=\"twitter:description\" content=\"\(HTMLText.escaped(description))\">\n" }
        if let image = link.socialImage { head += "<meta name=\"twitter:image\" content=\"\(HTMLText.escaped(image))\">\n" }
        var body = "<main>\n"
        if let image = link.socialImage { body += "<img src=\"\(HTMLText.escaped(image))\" alt=\"\" style=\"max-width:100%\">\n" }
        body += "<h1>\(HTMLText.escaped(title))</h1>\n"
        if let description = link.socialDescription { body += "<p>\(HTMLText.escaped(description))</p>\n" }
        if let token {
            let clip = HTMLText.scriptString("\(StoreURLs.referrerTokenName)=\(token)")
            body += "<a id=\"continue\" href=\"\(HTMLText.escaped(next))\" onclick=\"try{navigator.clipboard.writeText(\(HTMLText.escaped(clip)))}catch(e){}\">Continue</a>\n"
        } else {
            body += "<a id=\"continue\" href=\"\(HTMLText.escaped(next))\">Continue</a>\n"
        }
        body += "</main>\n"
        return "<!doctype html>\n<html>\n<head>\n\(head)</head>\n<body>\n\(body)</body>\n</html>\n"
    }

    private static func meta(property: String, _ content: String) -> String {
        "<meta property=\"\(property)\" content=\"\(HTMLText.escaped(content))\">\n"
    }
}
