/// Between the owned and the borrowed forms of a match, for a ``Router`` whose routes take
/// either: a ``RouteContext`` lent from an owned ``RouteMatch``, and an owned match made
/// from a lookup's view.
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
        let overflow = self.overflow
        try withURLBytes { (bytes) throws -> Void in
            try withUnsafePointer(to: outcome) { outcome throws in
                try withUnsafePointer(to: overflow) { overflow throws in
                    try MatchView.run(table: table, bytes: bytes, outcome: outcome, overflow: overflow) { (view) throws in
                        try body(RouteContext(view))
                    }
                }
            }
        }
    }
}

extension MatchView {
    /// An owned match of this view's lookup, which matched, holding `url`: the string whose
    /// UTF-8 the lookup read (its storage is shared, not copied).
    @usableFromInline
    func makeMatch(sharing url: String) -> RouteMatch {
        RouteMatch(storage: table.takeUnretainedValue(), input: url, offset: 0, found: found, overflow: overflowPointer.pointee)
    }
}
