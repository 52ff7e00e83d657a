/// A store that keeps links in memory only: for tests and for trying the service out.
/// Everything is lost when the process ends.
///
/// ```swift
/// let store = InMemoryLinkStore()
/// let service = LinkService(configuration: configuration, store: store)
/// ```
public actor InMemoryLinkStore: LinkStore {
    private var index = LinkIndex()
    private var generator: SuffixGenerator<SystemRandomNumberGenerator>

    /// An empty store.
    public init() { generator = SuffixGenerator() }

    /// The number of links stored.
    public var count: Int { index.count }

    /// The long link stored under `suffix`, or `nil`.
    public func longLink(forSuffix suffix: String) -> String? { index.link(forSuffix: suffix)?.longLink }

    /// The existing link for `longLink` with `option`, or a new one.
    public func create(longLink: String, option: SuffixOption) -> StoredLink {
        if let existing = index.existing(longLink: longLink, option: option) { return existing }
        let link = StoredLink(suffix: index.freshSuffix(option, using: &generator), longLink: longLink, option: option)
        index.insert(link)
        return link
    }
}
