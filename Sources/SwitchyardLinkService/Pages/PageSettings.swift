/// What the service's pages show besides the link: the app's name and icon, the site's name,
/// and a team's own preview-page template.
///
/// ```swift
/// configuration.pages.appName = "Raycipe"
/// configuration.pages.appIcon = "https://raycipe.example.com/icon-192.png"
/// configuration.pages.template = try PageTemplate(text: templateText, fileName: "preview.html")
/// ```
public struct PageSettings: Sendable, Hashable {
    /// The app's name, beside its icon on the preview page and in the button's label
    /// ("Open in Raycipe"); `og:site_name` when ``siteName`` is not set.
    public var appName: String?
    /// The URL of the app's icon (a square image, 64 points shown).
    public var appIcon: String?
    /// `og:site_name`; by default ``appName``, else the link's host.
    public var siteName: String?
    /// The team's own preview page; `nil` draws the built-in one.
    public var template: PageTemplate?

    /// The built-in pages, no app name or icon.
    public init() {}

    /// `og:site_name` for a page of the link `pageURL`.
    func siteName(for pageURL: String) -> String {
        siteName ?? appName ?? PrefixParts(pageURL).host
    }
}
