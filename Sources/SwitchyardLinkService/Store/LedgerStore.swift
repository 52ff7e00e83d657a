import SwitchyardLinks

/// What the service asks of a store beyond ``LinkStore``: each link's settings, deletions,
/// the click counts, and the clicks waiting for install attribution. ``InMemoryLinkStore``
/// and ``FileLinkStore`` keep all of it (a ``LinkLedger``), ``PostgresLinkStore`` in its
/// tables. Every call may throw: a database that cannot be reached answers `503`. For a store that is only a
/// ``LinkStore`` the service answers management and stats calls `501`, records no counts, and
/// keeps pending clicks in its own memory.
protocol LedgerStore: LinkStore {
    /// The salt of the address hashes of pending clicks (32 bytes): the store's own, so that
    /// the hashes of clicks it kept compare after a restart.
    var addressSalt: [UInt64] { get }
    /// The link under `suffix`, deleted or not, with its settings and count.
    func entry(suffix: String) async throws(LinkStoreError) -> LinkEntry?
    /// A page of the links not deleted; see ``LinkLedger/page(tag:after:limit:)``.
    func page(tag: String?, after cursor: Int?, limit: Int) async throws(LinkStoreError) -> (entries: [LinkEntry], next: Int?)
    /// The counts of `suffix` over `days` (days since 1970).
    func stats(suffix: String, days: ClosedRange<Int>) async throws(LinkStoreError) -> [LinkEventCount]
    /// Sets the long link and the settings of `suffix`, durably; the new entry, or `nil` when
    /// the suffix is not stored or was deleted.
    func change(suffix: String, longLink: String, settings: LinkSettings) async throws(LinkStoreError) -> LinkEntry?
    /// Deletes `suffix`, durably; the entry as it was, or `nil` when the suffix is not stored
    /// or was deleted already.
    func delete(suffix: String, time: Double) async throws(LinkStoreError) -> LinkEntry?
    /// Counts a click when the link is active (see ``LinkLedger/admit(_:now:)``), and then
    /// keeps `pending` for install attribution; written within ``FileAppender/laterInterval``.
    func admit(_ activity: LinkActivity, now: Double, pending: ClickRecord?, window: Double, capacity: Int) async throws(LinkStoreError) -> LinkState?
    /// Counts an app's event on a link (an open after an install or a re-open).
    func record(_ activity: LinkActivity) async throws(LinkStoreError)
    /// How many clicks wait for install attribution.
    var pendingCount: Int { get async throws(LinkStoreError) }
    /// Keeps a click for install attribution.
    func remember(_ click: ClickRecord, window: Double, capacity: Int) async throws(LinkStoreError)
    /// Claims the pending click for `claim`.
    func claim(_ claim: AttributionClaim, now: Double, window: Double) async throws(LinkStoreError) -> (ClickRecord, confidence: MatchConfidence)?
}
