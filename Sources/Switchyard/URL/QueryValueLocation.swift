/// Finding a query value as a parameter is found: its ``ParameterLocation``, so that the
/// value is read and converted in place, as a parameter's is, by one call that finds it.
extension CapturedURL {
    /// Where the first value of query item `name` is in `bytes` (the URL's), and how it is
    /// decoded; ``ParameterLocation/missing`` when there is none.
    @inline(__always)
    func queryValueLocation(_ name: String, in bytes: UnsafeBufferPointer<UInt8>) -> ParameterLocation {
        guard let query = queryRange,
            let (value, plain) = QueryItems.firstValue(named: name, in: bytes, range: query, plusIsSpace: plusIsSpace)
        else { return .missing }
        // A value the search found with no escape in it is not looked at again.
        if plain { return ParameterLocation(start: value.lowerBound, end: value.upperBound, decoding: .none) }
        let raw = UnsafeBufferPointer(rebasing: bytes[value])
        return ParameterLocation(
            start: value.lowerBound, end: value.upperBound,
            decoding: ParameterLocation.decoding(.query, raw: raw, plainPath: false, plusIsSpace: plusIsSpace))
    }
}

extension MatchView {
    /// Where the first value of query item `name` is (out of line, in the library), or
    /// ``ParameterLocation/missing`` when there is none or no route matched.
    @usableFromInline
    func locateQueryValue(_ name: String) -> ParameterLocation {
        guard isMatch else { return .missing }
        return found.queryValueLocation(name, in: urlBytes)
    }
}
