/// The in-memory index behind the built-in stores: suffix → link, (long link, option) →
/// suffix, and how many short suffixes of each length are in use.
///
/// A new suffix is drawn with ``SuffixGenerator``: an unguessable one is 17 characters; a
/// short one is drawn at ``ShortSuffixLength/length(inUse:)``, up to
/// ``ShortSuffixLength/maximumDraws`` times, then one character longer. A drawn suffix that
/// is taken (by either kind) is drawn again, so no suffix is ever given out twice.
public struct LinkIndex: Sendable {
    private var bySuffix: [String: StoredLink] = [:]
    private var byLongLink: [LinkKey: String] = [:]
    private var shortCounts: [Int: Int] = [:]

    private struct LinkKey: Hashable, Sendable {
        var longLink: String
        var option: SuffixOption
    }

    /// An empty index.
    public init() {}

    /// The number of links.
    public var count: Int { bySuffix.count }

    /// The link stored under `suffix`.
    public func link(forSuffix suffix: String) -> StoredLink? { bySuffix[suffix] }

    /// The link already stored for `longLink` with `option`.
    public func existing(longLink: String, option: SuffixOption) -> StoredLink? {
        byLongLink[LinkKey(longLink: longLink, option: option)].flatMap { bySuffix[$0] }
    }

    /// How many short suffixes of `length` characters are in use.
    public func shortSuffixCount(length: Int) -> Int { shortCounts[length, default: 0] }

    /// A suffix of `option`'s kind that is not in use.
    public func freshSuffix<Source: RandomNumberGenerator>(_ option: SuffixOption, using generator: inout SuffixGenerator<Source>) -> String {
        switch option {
        case .unguessable:
            while true {
                let suffix = generator.unguessable()
                if bySuffix[suffix] == nil { return suffix }
            }
        case .short:
            var length = ShortSuffixLength.length(inUse: shortSuffixCount(length:))
            while true {
                for _ in 0..<ShortSuffixLength.maximumDraws {
                    let suffix = generator.suffix(length: length)
                    if bySuffix[suffix] == nil { return suffix }
                }
                length += 1
            }
        }
    }

    /// Removes the link stored under `suffix` (a create whose write failed).
    public mutating func remove(suffix: String) {
        guard let link = bySuffix.removeValue(forKey: suffix) else { return }
        let key = LinkKey(longLink: link.longLink, option: link.option)
        if byLongLink[key] == suffix { byLongLink[key] = nil }
        if link.option == .short { shortCounts[link.suffix.utf8.count, default: 1] -= 1 }
    }

    /// Points `suffix` at `longLink` (an edit): a create of `longLink` finds it from now on
    /// (unless another suffix has it already), one of its old long link no longer does.
    public mutating func replaceLongLink(suffix: String, with longLink: String) {
        guard var link = bySuffix[suffix], link.longLink != longLink else { return }
        let oldKey = LinkKey(longLink: link.longLink, option: link.option)
        if byLongLink[oldKey] == suffix { byLongLink[oldKey] = nil }
        link.longLink = longLink
        bySuffix[suffix] = link
        let newKey = LinkKey(longLink: longLink, option: link.option)
        if byLongLink[newKey] == nil { byLongLink[newKey] = suffix }
    }

    /// Takes `suffix` out of use (a deletion): a create of its long link gets a new suffix, and
    /// the suffix itself stays taken, so it is never given out again.
    public mutating func retire(suffix: String) {
        guard let link = bySuffix[suffix] else { return }
        let key = LinkKey(longLink: link.longLink, option: link.option)
        if byLongLink[key] == suffix { byLongLink[key] = nil }
    }

    /// Adds `link`; `false` (and nothing changes) when its suffix is taken.
    @discardableResult
    public mutating func insert(_ link: StoredLink) -> Bool {
        guard bySuffix[link.suffix] == nil else { return false }
        bySuffix[link.suffix] = link
        let key = LinkKey(longLink: link.longLink, option: link.option)
        if byLongLink[key] == nil { byLongLink[key] = link.suffix }
        if link.option == .short { shortCounts[link.suffix.utf8.count, default: 0] += 1 }
        return true
    }
}
