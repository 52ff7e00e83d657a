/// The `d=1` page: what each platform would get for a link, and the link's parameters;
/// nothing is redirected and no click is recorded.
enum DebugPage {
    static func html(for link: ClickLink, shortLink: String?) -> String {
        var rows = ""
        for platform in Platform.allCases {
            let destination = ClickDestination.destination(for: link, platform: platform)
            let what: String
            switch destination {
            case .preview: what = "the preview page, then"
            case .redirect: what = "302 to"
            }
            rows += "<tr><td>\(platform)</td><td>\(what)</td><td>\(HTMLText.escaped(destination.url))</td></tr>\n"
        }
        var parameters = "<tr><td>link</td><td>\(HTMLText.escaped(link.deepLink))</td></tr>\n"
        let optional: [(String, String?)] = [
            ("apn", link.androidPackage), ("afl", link.androidFallback), ("amv", link.androidMinimumVersion.map(String.init)),
            ("ibi", link.iOSBundleID), ("ifl", link.iOSFallback), ("ius", link.iOSCustomScheme), ("isi", link.appStoreID),
            ("imv", link.iOSMinimumVersion), ("ipbi", link.iPadBundleID), ("ipfl", link.iPadFallback), ("ofl", link.otherFallback),
            ("efr", link.forcedRedirect ? "1" : nil), ("st", link.socialTitle), ("sd", link.socialDescription), ("si", link.socialImage),
        ]
        for (name, value) in optional {
            if let value { parameters += "<tr><td>\(name)</td><td>\(HTMLText.escaped(value))</td></tr>\n" }
        }
        let heading = shortLink.map { "Link \(HTMLText.escaped($0))" } ?? "Link"
        return """
            <!doctype html>
            <html>
            <head>
            <meta charset="utf-8">
            <meta name="robots" content="noindex">
            <title>\(heading): debug</title>
            </head>
            <body>
            <h1>\(heading)</h1>
            <h2>What each platform gets</h2>
            <table>
            <tr><th>platform</th><th>answer</th><th>target</th></tr>
            \(rows)</table>
            <h2>Parameters</h2>
            <table>
            \(parameters)</table>
            </body>
            </html>

            """
    }
}
