/// The URLs a rewrite may send to the system opener.
///
/// Any URL that reaches the system opener in a form other than the one the
/// dispatch started with, whichever result carried it there
/// (`systemAction(url)`, `forward(url)` past the outermost handler, a
/// re-entrant open), must match; otherwise the dispatch ends as `discarded`.
/// That keeps a link from becoming an open redirect.
///
/// ```swift
/// let allowlist = OpenURLAllowlist.none   // the default: no rewrite reaches the system
/// ```
public struct OpenURLAllowlist: Sendable {
    let matcher: (@Sendable (String) -> Bool)?

    init(matcher: (@Sendable (String) -> Bool)?) {
        self.matcher = matcher
    }

    /// Allows no rewritten URL: only a dispatch's original URL can reach the system opener.
    public static let none = OpenURLAllowlist(matcher: nil)

    /// Whether `url` may reach the system opener as a rewrite.
    public func allows(_ url: String) -> Bool {
        matcher?(url) ?? false
    }
}
