import SwitchyardLinks
import SwitchyardPlatform

/// A store that keeps links, their settings, click counts and pending clicks in memory only:
/// for tests and for trying the service out. Everything is lost when the process ends.
///
/// ```swift
/// let store = InMemoryLinkStore()
/// let service = LinkService(configuration: configuration, store: store)
/// ```
public actor InMemoryLinkStore: LinkStore, LedgerStore {
    private var ledger = LinkLedger()
    private var generator: SuffixGenerator<SystemRandomNumberGenerator>
    nonisolated let addressSalt = AddressHasher.randomSalt()

    /// An empty store.
    public init() { generator = SuffixGenerator() }

    /// The number of suffixes in use (deleted links keep theirs).
    public var count: Int { ledger.index.count }

    /// The long link stored under `suffix`, or `nil` (also for a deleted link).
    public func longLink(forSuffix suffix: String) -> String? {
        ledger.exists(suffix) ? ledger.index.link(forSuffix: suffix)?.longLink : nil
    }

    /// The existing link for `longLink` with `option`, or a new one.
    public func create(longLink: String, option: SuffixOption) -> StoredLink {
        if let existing = ledger.index.existing(longLink: longLink, option: option) { return existing }
        let link = StoredLink(suffix: ledger.index.freshSuffix(option, using: &generator), longLink: longLink, option: option)
        try? ledger.apply(.link(link, time: WallClock.now()))
        return link
    }

    /// Stores `link` under its own suffix (an import): `nil` when stored, else why not.
    package func importLink(_ link: StoredLink, settings: LinkSettings, time: Double) -> String? {
        if let existing = ledger.index.link(forSuffix: link.suffix) {
            return existing.longLink == link.longLink ? "already stored" : "the suffix is taken by another link"
        }
        try? ledger.apply(.link(link, time: time))
        if settings != LinkSettings() { try? ledger.apply(.settings(suffix: link.suffix, longLink: link.longLink, settings)) }
        return nil
    }

    func entry(suffix: String) -> LinkEntry? { ledger.entry(suffix) }

    func page(tag: String?, after cursor: Int?, limit: Int) -> (entries: [LinkEntry], next: Int?) { ledger.page(tag: tag, after: cursor, limit: limit) }

    func stats(suffix: String, days: ClosedRange<Int>) -> [LinkEventCount] { ledger.stats(suffix, days: days) }

    func change(suffix: String, longLink: String, settings: LinkSettings) -> LinkEntry? {
        guard (try? ledger.apply(.settings(suffix: suffix, longLink: longLink, settings))) != nil else { return nil }
        return ledger.entry(suffix)
    }

    func delete(suffix: String, time: Double) -> LinkEntry? {
        let before = ledger.entry(suffix)
        guard (try? ledger.apply(.delete(suffix: suffix, time: time))) != nil else { return nil }
        return before
    }

    func admit(_ activity: LinkActivity, now: Double, pending: ClickRecord?, window: Double, capacity: Int) -> LinkState? {
        let state = ledger.admit(activity, now: now)
        if state == .active, let pending { remember(pending, window: window, capacity: capacity) }
        return state
    }

    func record(_ activity: LinkActivity) { try? ledger.apply(.activity(activity)) }

    var pendingCount: Int { ledger.pending.count }

    func remember(_ click: ClickRecord, window: Double, capacity: Int) {
        ledger.pending.window = window
        ledger.pending.capacity = capacity
        ledger.pending.remember(click)
    }

    func claim(_ claim: AttributionClaim, now: Double, window: Double) -> (ClickRecord, confidence: MatchConfidence)? {
        ledger.pending.window = window
        return ledger.pending.claim(claim, now: now)
    }
}
