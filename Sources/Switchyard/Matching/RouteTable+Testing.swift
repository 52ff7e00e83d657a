/// Internal hooks for the tests: what a lookup costs in nodes, the general path alone, and
/// whether the invariant checks of debug builds are on. Each works the same in debug and
/// release builds.
extension RouteTable {
    /// True when `assert` is checked (debug builds): the configuration in which an unsafe
    /// type's invariant is checked at each access, so that a test may expect a broken one to
    /// stop the program. The invariants themselves are also checked by functions of their own
    /// (`invariantViolations`), which the tests call in both configurations.
    static var assertsAreChecked: Bool {
        var checked = false
        assert(
            {
                checked = true
                return true
            }())
        return checked
    }

    /// The number of trie nodes the lookup of `url` enters: the measure of its work, for the
    /// test that bounds backtracking. `nil` when the URL is rejected before any walk. It runs
    /// the lookup that ``match(_:)`` runs, fast path or general, with a counter
    /// (``VisitCount``): a copy of the lookup of its own, so that the one every other entry
    /// point runs counts nothing.
    func lookupVisits(_ url: String) -> Int? {
        var text = url
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        var counter = VisitCount()
        text.withUTF8 { bytes in
            Self.lookUp(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow, counting: &counter)
        }
        return counter.visits
    }

    /// Routes `url` through the general path alone (``readFullURL(_:validateUTF8:in:into:overflow:counting:)``,
    /// then the matcher), never the fast path: for the test that checks both agree.
    func matchThroughReader(_ url: String) -> MatchResult {
        var text = url
        text.makeContiguousUTF8()
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        var uncounted = NoVisitCount()
        text.withUTF8 { bytes in
            Self.readFullURL(bytes, validateUTF8: false, in: storage, into: &outcome, overflow: &overflow, counting: &uncounted)
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

    /// The ways the table's ``ParameterDirectory`` breaks its invariant
    /// (``ParameterDirectory/invariantViolations(routes:parameters:names:)``): empty for a
    /// sound table, in debug and release builds alike.
    var directoryViolations: [String] {
        storage.directory.invariantViolations(routes: storage.routes, parameters: storage.parameters, names: storage.parameterNames)
    }

    /// The number of nodes in the compiled trie.
    var nodeCount: Int { storage.trie.nodeCount }
}
