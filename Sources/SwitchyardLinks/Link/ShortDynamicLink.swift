/// A short dynamic link (`https://rayciperw.page.link/AbCd`): a prefix and a suffix.
///
/// It carries no data: only the service that issued it knows the long link behind the
/// suffix. Hand it to a ``ShortLinkResolver``; nothing here guesses or calls the network.
/// Suffixes are case-sensitive.
///
/// ```swift
/// if case .short(let short) = DynamicLinkDecoder().read("https://rayciperw.page.link/AbCd") {
///     short.suffix   // "AbCd"
/// }
/// ```
public struct ShortDynamicLink: Sendable, Hashable {
    /// The URL as it arrived, trimmed.
    public let url: String
    /// The prefix it is under.
    public let prefix: DynamicLinkPrefix
    /// The suffix, decoded, case kept.
    public let suffix: String

    /// A short link as found: its URL, its prefix and its suffix.
    public init(url: String, prefix: DynamicLinkPrefix, suffix: String) {
        self.url = url
        self.prefix = prefix
        self.suffix = suffix
    }
}
