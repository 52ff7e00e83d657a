import SwitchyardLinks

/// Everything a built-in store knows, in memory: the links, their settings, deletions, the
/// click counts and the clicks waiting for install attribution. ``InMemoryLinkStore`` keeps
/// only this; ``FileLinkStore`` rebuilds it from its file by applying each line's record.
struct LinkLedger: Sendable {
    private(set) var index = LinkIndex()
    /// Suffixes in the order they were stored (the order of listings).
    private var order: [String] = []
    private var position: [String: Int] = [:]
    private var settings: [String: LinkSettings] = [:]
    private var createTimes: [String: Double] = [:]
    private var deleted: Set<String> = []
    private var counts: [String: EventCounts] = [:]
    private var answered: [String: Int] = [:]
    var pending = PendingClicks(window: 3600, capacity: 100_000)

    /// Applies one record: a file's line at start, or a change just written.
    ///
    /// - Throws: ``LinkStoreError`` for a record the others contradict (a suffix stored
    ///   twice, a change to a link that does not exist).
    mutating func apply(_ record: LedgerRecord) throws(LinkStoreError) {
        switch record {
        case .link(let link, let time):
            guard index.insert(link) else { throw LinkStoreError("the suffix \(link.suffix) is stored twice") }
            position[link.suffix] = order.count
            order.append(link.suffix)
            if let time { createTimes[link.suffix] = time }
        case .settings(let suffix, let longLink, let newSettings):
            guard exists(suffix) else { throw LinkStoreError("settings for \(suffix), which is not stored or was deleted") }
            index.replaceLongLink(suffix: suffix, with: longLink)
            settings[suffix] = newSettings
        case .delete(let suffix, _):
            guard exists(suffix) else { throw LinkStoreError("a deletion of \(suffix), which is not stored or was deleted") }
            deleted.insert(suffix)
            index.retire(suffix: suffix)
        case .activity(let activity):
            guard index.link(forSuffix: activity.suffix) != nil else { throw LinkStoreError("activity on \(activity.suffix), which is not stored") }
            counts[activity.suffix, default: EventCounts()].add(activity)
            if activity.platform != .other, activity.events.contains(.click) { answered[activity.suffix, default: 0] += 1 }
        case .pending(let click):
            pending.remember(click)
        case .claimed(let token):
            pending.forget(token: token)
        }
    }

    /// Whether `suffix` is stored and not deleted.
    func exists(_ suffix: String) -> Bool { index.link(forSuffix: suffix) != nil && !deleted.contains(suffix) }

    /// The link stored under `suffix` (a deleted one included), with its settings and count.
    func entry(_ suffix: String) -> LinkEntry? {
        guard let link = index.link(forSuffix: suffix) else { return nil }
        return LinkEntry(link: link, settings: settings[suffix] ?? LinkSettings(), deleted: deleted.contains(suffix), clicks: answered[suffix, default: 0], createTime: createTimes[suffix])
    }

    /// Up to `limit` links that are not deleted (with `tag` when given), in the order they were
    /// stored, from the one after `cursor` (a position from an earlier page); the cursor of
    /// the next page, or `nil` at the end.
    func page(tag: String?, after cursor: Int?, limit: Int) -> (entries: [LinkEntry], next: Int?) {
        var entries: [LinkEntry] = []
        var index = (cursor ?? -1) + 1
        while index < order.count {
            let suffix = order[index]
            if position[suffix] == index, !deleted.contains(suffix), tag.map({ settings[suffix]?.tags.contains($0) ?? false }) ?? true, let entry = entry(suffix) {
                if entries.count == limit { return (entries, index - 1) }
                entries.append(entry)
            }
            index += 1
        }
        return (entries, nil)
    }

    /// The counts of `suffix` over `days`.
    func stats(_ suffix: String, days: ClosedRange<Int>) -> [LinkEventCount] {
        counts[suffix]?.totals(days: days) ?? []
    }

    /// Takes back a link whose line could not be written: its suffix is free again.
    mutating func withdraw(suffix: String) {
        index.remove(suffix: suffix)
        position[suffix] = nil
        createTimes[suffix] = nil
        if order.last == suffix { order.removeLast() }
    }

    /// Puts `entry`'s long link, settings and deletion back (an edit whose line could not be written).
    mutating func restore(_ entry: LinkEntry) {
        index.replaceLongLink(suffix: entry.link.suffix, with: entry.link.longLink)
        settings[entry.link.suffix] = entry.settings
        if !entry.deleted { deleted.remove(entry.link.suffix) }
    }

    /// Records `activity` when its link is active at `now`: the link's state before it
    /// (``LinkState/active`` when recorded), `nil` for a suffix that is not stored. The check
    /// and the count are one step, so a link with `maxClicks` answers exactly that many.
    mutating func admit(_ activity: LinkActivity, now: Double) -> LinkState? {
        guard let entry = entry(activity.suffix) else { return nil }
        let state = entry.state(now: now)
        guard state == .active else { return state }
        counts[activity.suffix, default: EventCounts()].add(activity)
        if activity.platform != .other, activity.events.contains(.click) { answered[activity.suffix, default: 0] += 1 }
        return .active
    }
}
