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

    /// The number of trie nodes the lookup of `url` enters: the measure of its work, for the
    /// test that bounds backtracking. `nil` when the URL is rejected before any walk, and
    /// always in release builds (which do not count). It runs the lookup that ``match(_:)``
    /// runs, fast path or general, and reads the count the matcher wrote into the outcome.
    func lookupVisits(_ url: String) -> Int? {
        #if DEBUG
        var text = url
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        text.withUTF8 { bytes in
            Self.lookUp(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow)
        }
        return outcome.visits
        #else
        return nil
        #endif
    }

    /// Routes `url` through the general path alone (``readFullURL(_:validateUTF8:in:into:overflow:)``,
    /// then the matcher), never the fast path: for the test that checks both agree.
    func matchThroughReader(_ url: String) -> MatchResult {
        var text = url
        text.makeContiguousUTF8()
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        text.withUTF8 { bytes in
            Self.readFullURL(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow)
        }
        if let failure = outcome.failure { return .notMatched(failure) }
        return .matched(
            RouteMatch(storage: storage, input: text, offset: 0, found: outcome.found, overflow: overflow))
    }

    /// Whether `url` takes the fast path (``PlainPathSegments``), for the tests.
    func takesFastPath(_ url: String) -> Bool {
        var text = url
        return text.withUTF8 { bytes in
            Self.readPlainURL(bytes, storage, validateUTF8: false) != nil
        }
    }

    /// The number of nodes in the compiled trie.
    var nodeCount: Int { storage.trie.nodeCount }
}
