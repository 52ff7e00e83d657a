/// Internal hooks for the tests: what a lookup costs in nodes, and the general path alone.
extension RouteTable {
    /// Whether lookups count the trie nodes they enter (``lookupVisits(_:)``): in debug
    /// builds only, so that release lookups do not pay for it.
    static var countsVisits: Bool {
        #if DEBUG
        true
        #else
        false
        #endif
    }

    /// The number of trie nodes a lookup of `url` enters: the measure of its work, for the
    /// test that bounds backtracking (0 unless ``countsVisits``). `nil` when the URL is
    /// rejected before any lookup. The fast path's count when it serves the URL, else the
    /// general path's.
    func lookupVisits(_ url: String) -> Int? {
        var text = url
        return text.withUTF8 { bytes -> Int? in
            if let (source, scanned) = Self.plainSource(bytes, storage, validateUTF8: false) {
                var captures = Captures()
                return withUnsafeMutablePointer(to: &captures) { captures in
                    var lookup = Lookup(storage: storage, source: source, bytes: bytes, url: scanned, captures: captures, extraCaptures: nil)
                    _ = Self.search(&lookup, scanned, storage)
                    return lookup.visits
                }
            }
            var visits: Int?
            _ = URLReader.read(bytes, limit: storage.maximumURLLength, validateUTF8: false) { scanned, segments in
                Self.withExtraCaptures(storage) { extra in
                    let source = SplitPathSegments(segments: segments, pathEnd: scanned.path.upperBound)
                    var captures = Captures()
                    withUnsafeMutablePointer(to: &captures) { captures in
                        var lookup = Lookup(storage: storage, source: source, bytes: bytes, url: scanned, captures: captures, extraCaptures: extra)
                        _ = Self.search(&lookup, scanned, storage)
                        visits = lookup.visits
                    }
                }
            }
            return visits
        }
    }

    /// Routes `url` through the general path alone (``URLReader``, then the search over the
    /// segments it split), never the fast path: for the test that checks both agree.
    func matchThroughReader(_ url: String) -> MatchResult {
        var text = url
        text.makeContiguousUTF8()
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        text.withUTF8 { bytes in
            Self.lookUpSplit(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow)
        }
        if let failure = outcome.failure { return .notMatched(failure) }
        return .matched(
            RouteMatch(storage: storage, input: text, offset: 0, found: outcome.found, overflow: overflow))
    }

    /// Whether `url` takes the fast path (``PlainPathSegments``), for the tests.
    func takesFastPath(_ url: String) -> Bool {
        var text = url
        return text.withUTF8 { bytes in
            Self.plainSource(bytes, storage, validateUTF8: false) != nil
        }
    }

    /// The number of nodes in the compiled trie.
    var nodeCount: Int { storage.trie.nodeCount }
}
