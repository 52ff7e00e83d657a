/// The `d=1` page: what each platform would get for a link, the link's parameters and its
/// campaign (and where the campaign goes); nothing is redirected and no click is recorded.
/// Laid out as lists that wrap, so that long URLs fit a phone's width.
enum DebugPage {
    static func html(for link: ClickLink, shortLink: String?, settings: PageSettings) -> String {
        var platforms = ""
        for platform in Platform.allCases {
            let destination = ClickDestination.destination(for: link, platform: platform)
            let what: String
            switch destination {
            case .preview: what = "the preview page, then"
            case .redirect: what = "302 to"
            }
            platforms += "<dl class=\"platform\" id=\"platform-\(platform)\"><dt>\(platform)</dt><dd>\(what)</dd><dt>target</dt><dd><code>\(HTMLText.escaped(destination.url))</code></dd></dl>\n"
        }
        var parameters = row("link", link.deepLink)
        let optional: [(String, String?)] = [
            ("apn", link.androidPackage), ("afl", link.androidFallback), ("amv", link.androidMinimumVersion.map(String.init)),
            ("ibi", link.iOSBundleID), ("ifl", link.iOSFallback), ("ius", link.iOSCustomScheme), ("isi", link.appStoreID),
            ("imv", link.iOSMinimumVersion), ("ipbi", link.iPadBundleID), ("ipfl", link.iPadFallback), ("ofl", link.otherFallback),
            ("efr", link.forcedRedirect ? "1" : nil), ("st", link.socialTitle), ("sd", link.socialDescription), ("si", link.socialImage),
        ]
        for (name, value) in optional {
            if let value { parameters += row(name, value) }
        }
        let campaign = link.campaign
        var campaignRows = ""
        for (name, value) in campaign.utmItems + campaign.appStoreItems { campaignRows += row(name, value) }
        if campaign.passesToLinks { campaignRows += row(LinkCampaign.passParameter, "1: utm_* on the deep link and the web fallbacks") }
        if let store = link.appStoreID, !campaign.appStoreItems.isEmpty {
            campaignRows += row("App Store", StoreURLs.appStore(id: store, campaign: campaign))
        }
        if let package = link.androidPackage, !campaign.utmItems.isEmpty {
            campaignRows += row("Play Store", StoreURLs.playStore(package: package, token: nil, campaign: campaign))
        }
        if !campaign.utmItems.isEmpty {
            campaignRows += row("to the app", campaign.utmItems.map { "\($0.name)=\($0.value)" }.joined(separator: ", "))
        }
        let heading = shortLink.map { "Link \($0)" } ?? "Link"
        var body = "<main class=\"wide\">\n" + AppHeader.html(settings)
        body += "<h1>\(HTMLText.escaped(heading))</h1>\n<p>What a click gets on each platform; nothing here redirects or counts.</p>\n"
        body += "<h2>What each platform gets</h2>\n\(platforms)"
        body += "<h2>Parameters</h2>\n<dl id=\"parameters\">\n\(parameters)</dl>\n"
        body += "<h2>Campaign</h2>\n"
        body += campaignRows.isEmpty ? "<p id=\"campaign\">The link has no campaign.</p>\n" : "<dl id=\"campaign\">\n\(campaignRows)</dl>\n"
        body += "</main>\n"
        return PageStyle.document(head: PageStyle.head(title: heading + ": debug"), body: body)
    }

    private static func row(_ name: String, _ value: String) -> String {
        "<dt>\(HTMLText.escaped(name))</dt><dd>\(HTMLText.escaped(value))</dd>\n"
    }
}
