/// A ``MatchView`` lent from an owned ``RouteMatch``: for a ``Router`` that has made a match
/// (``Router/resolve(_:)-(String)``, which hands one back) and a route whose closure reads a view.
extension RouteMatch {
    /// Runs `body` with a view over this match's URL and captures. Inlinable, so that it is
    /// specialized with its caller's result type: a generic copy makes the type of each
    /// result's holder at run time, on every call.
    ///
    /// - Throws: what `body` throws.
    @inlinable
    func withView<R>(_ body: (MatchView) throws -> R) throws -> R {
        var outcome = RouteTable.LookupOutcome()
        outcome.found = found
        let table = Unmanaged.passUnretained(storage)
        var overflow = self.overflow
        return try withURLBytes { (bytes) throws -> R in
            try MatchView.run(table: table, bytes: bytes, outcome: &outcome, overflow: &overflow, body)
        }
    }
}
