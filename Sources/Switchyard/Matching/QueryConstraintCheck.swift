/// Whether a URL's query satisfies the query constraints of a route (`?key`, `?key=value`,
/// `?key=:name(type)`), capturing the values of parameter constraints.
enum QueryConstraintCheck {
    /// True when every constraint of `route` holds for `query` (the query's span in `bytes`);
    /// each constrained key must appear exactly once. Parameter values are captured into `captures`.
    static func holds(
        for route: Int32, _ storage: RouteTableStorage, query querySpan: ScannedURL.Span, plusIsSpace: Bool,
        _ bytes: UnsafeBufferPointer<UInt8>, _ captures: inout Captures, extra: UnsafeMutablePointer<UInt64>?
    ) -> Bool {
        let info = storage.routes[Int(route)]
        guard let query = querySpan.optionalRange else { return false }
        func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
        for c in info.constraintsStart..<(info.constraintsStart &+ Int32(info.constraintsCount)) {
            let constraint = storage.constraints[Int(c)]
            var found: Range<Int>?
            var scanner = QueryScanner(bytes, query)
            while let item = scanner.next() {
                let matches = constraint.key.withUnsafeBufferPointer { key in
                    PercentDecoding.withLenientlyDecoded(slice(item.name), plusIsSpace: plusIsSpace) { ASCII.equals($0, key) }
                }
                guard matches else { continue }
                if found != nil { return false }
                found = item.value
            }
            guard let value = found else { return false }
            switch constraint.value {
            case .present:
                continue
            case .literal(let literal):
                let equal = literal.withUnsafeBufferPointer { expected in
                    PercentDecoding.withLenientlyDecoded(slice(value), plusIsSpace: plusIsSpace) { ASCII.equals($0, expected) }
                }
                if !equal { return false }
            case .parameter(_, let kind):
                let accepted = PercentDecoding.withLenientlyDecoded(slice(value), plusIsSpace: plusIsSpace) {
                    storage.registry.accepts(kind, $0)
                }
                if !accepted { return false }
                captures.set(constraint.slot, value, extra: extra)
            }
        }
        return true
    }
}
