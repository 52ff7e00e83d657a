/// A ``RouteContext`` lent from an owned ``RouteMatch``: for a ``Router`` that has made a
/// match (``Router/resolve(_:)-(String)``, which hands one back) and a route whose closure
/// takes a context.
extension RouteMatch {
    /// Runs `body` with a ``RouteContext`` over this match's URL and captures (for a route
    /// whose closure takes one, when the router has made an owned match anyway).
    ///
    /// - Throws: what `body` throws.
    @usableFromInline
    func withContext(_ body: (RouteContext) throws -> Void) throws {
        var outcome = RouteTable.LookupOutcome()
        outcome.found = found
        let table = Unmanaged.passUnretained(storage)
        var overflow = self.overflow
        try withURLBytes { (bytes) throws -> Void in
            try MatchView.run(table: table, bytes: bytes, outcome: &outcome, overflow: &overflow) { (view) throws in
                try body(RouteContext(view))
            }
        }
    }
}
