/// Where short links live: a map from suffix to long link.
///
/// The service asks a store two things: the long link behind a suffix (a click), and a
/// suffix for a long link (a create). A store must
/// - return from ``create(longLink:option:)`` only once the mapping is durable;
/// - give the same long link asked for twice with the same option the same suffix;
/// - give concurrent creates distinct suffixes, and never give out a suffix twice.
///
/// ``InMemoryLinkStore`` and ``FileLinkStore`` are built in. A team that runs several
/// servers implements this protocol on its shared database: a unique index on the suffix,
/// one on the long link and option, and an insert that draws again on a suffix conflict
/// (see ``LinkIndex`` for the drawing rules).
///
/// ```swift
/// let store = InMemoryLinkStore()
/// let link = try await store.create(longLink: "https://l.example.com/?link=https://example.com/a", option: .short)
/// try await store.longLink(forSuffix: link.suffix)   // the long link
/// ```
public protocol LinkStore: Sendable {
    /// The long link stored under `suffix` (compared case-sensitively), or `nil`.
    func longLink(forSuffix suffix: String) async throws -> String?

    /// The stored link for `longLink` with `option`: the existing one, or a new one with a
    /// fresh suffix, durable before this returns.
    func create(longLink: String, option: SuffixOption) async throws -> StoredLink
}

/// One mapping in a store.
public struct StoredLink: Sendable, Hashable {
    /// The suffix, case-sensitive (`AbCd`).
    public var suffix: String
    /// The long dynamic link it stands for.
    public var longLink: String
    /// The kind of suffix.
    public var option: SuffixOption

    /// A mapping of `suffix` to `longLink`.
    public init(suffix: String, longLink: String, option: SuffixOption) {
        self.suffix = suffix
        self.longLink = longLink
        self.option = option
    }
}

/// A store that could not read or write.
public struct LinkStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, with the file and the system's reason where there is one.
    public var message: String
    /// An error with `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
