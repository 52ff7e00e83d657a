/// Matching a URL already read with the outcome borrowed, for code built on the router: a
/// dynamic link's deep link, read and judged once, is routed from that reading with no
/// ``RouteMatch`` made (``RouteTable/withMatch(_:_:)`` for a ``ReadURL``).
extension RouteTable {
    /// Matches `url` as ``match(_:input:offset:)`` does and runs `body` with the outcome
    /// borrowed, as ``withMatch(_:_:)`` does: the view refers to `url`'s bytes, valid only
    /// inside `body`.
    @inlinable @inline(__always)
    package func withMatch<R>(_ url: ReadURL, _ body: (MatchView) -> R) -> R {
        var outcome = LookupOutcome()
        var overflow: [UInt64]?
        let table = Unmanaged.passUnretained(storage)
        let bytes = table._withUnsafeGuaranteedRef { storage in
            Self.lookUpReadURL(url, in: storage, into: &outcome, overflow: &overflow)
        }
        return MatchView.run(table: table, bytes: bytes, outcome: &outcome, overflow: &overflow, body)
    }

    /// True when `url` matches a route of the table (no match is made).
    @inlinable
    package func hasRoute(for url: ReadURL) -> Bool {
        withMatch(url) { $0.routeIndex != nil }
    }

    /// The lookup of a URL already read, for ``withMatch(_:_:)-(ReadURL,_)``, which is inlined
    /// into code outside this module: it returns the URL's bytes, what the view refers to.
    @usableFromInline
    static func lookUpReadURL(
        _ url: ReadURL, in storage: RouteTableStorage, into outcome: inout LookupOutcome, overflow: inout [UInt64]?
    ) -> UnsafeBufferPointer<UInt8> {
        lookUp(url, in: storage, into: &outcome, overflow: &overflow)
        return url.bytes
    }
}
