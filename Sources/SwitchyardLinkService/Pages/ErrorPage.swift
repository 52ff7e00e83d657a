/// A page that says why a link does not lead anywhere (not found, not valid, the store
/// unreachable), in the service's style: what a browser shows, where the API answers its
/// JSON error.
enum ErrorPage {
    /// The page with `status`, a title and a sentence, every value HTML-escaped.
    static func response(_ status: Int, _ title: String, _ text: String, settings: PageSettings, extra: [(name: String, value: String)] = []) -> LinkResponse {
        var body = "<main>\n"
        body += AppHeader.html(settings)
        body += "<h1>\(HTMLText.escaped(title))</h1>\n<p>\(HTMLText.escaped(text))</p>\n</main>\n"
        var response = LinkResponse.html(status, PageStyle.document(head: PageStyle.head(title: title), body: body))
        response.headers.insert(contentsOf: extra, at: response.headers.count - 1)
        return response
    }
}

/// The app's icon and name at the top of a page, when the settings give them.
enum AppHeader {
    static func html(_ settings: PageSettings) -> String {
        guard settings.appName != nil || settings.appIcon != nil else { return "" }
        var html = "<div class=\"app\">"
        if let icon = settings.appIcon { html += "<img src=\"\(HTMLText.escaped(icon))\" alt=\"\" width=\"48\" height=\"48\">" }
        if let name = settings.appName { html += "<span>\(HTMLText.escaped(name))</span>" }
        return html + "</div>\n"
    }
}
