/// Where a captured parameter's bytes are in the URL and how they become its value: what the
/// parameter accessors of ``MatchView`` and ``RouteMatch`` share.
///
/// Finding a parameter (``ParameterConversion``'s `locate`) and reading its bytes are inlined
/// into the caller, so that a value that needs no decoding reaches the caller's closure with
/// no copy and no call.
@usableFromInline
struct ParameterLocation {
    /// How the raw bytes become the value.
    @usableFromInline
    enum Decoding: UInt8 {
        /// The raw bytes are the value.
        case none
        /// A path segment with a percent escape.
        case segment
        /// A query value with an escape (`plusIsSpace`: a `+` too).
        case query, queryPlusIsSpace
        /// A `**` value to be joined from its decoded segments.
        case rest
    }

    /// Byte offsets into the URL's bytes, as the lookup indexed them; `start < 0`: no such parameter.
    @usableFromInline var start: Int
    @usableFromInline var end: Int
    @usableFromInline var decoding: Decoding

    @inlinable
    init(start: Int, end: Int, decoding: Decoding) {
        self.start = start
        self.end = end
        self.decoding = decoding
    }

    /// The location of a capture packed as ``Captures/pack(_:)`` packs it, whose raw bytes are
    /// its value.
    @inlinable @inline(__always)
    init(packed: UInt64) {
        self.init(start: Int(truncatingIfNeeded: packed &>> 32), end: Int(truncatingIfNeeded: packed & 0xFFFF_FFFF), decoding: .none)
    }

    @inlinable
    static var missing: ParameterLocation { ParameterLocation(start: -1, end: -1, decoding: .none) }

    @inlinable
    var isFound: Bool { start >= 0 }

    /// The raw bytes of the parameter in `bytes` (the URL's).
    @inlinable @inline(__always)
    func raw(in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: bytes.baseAddress.map { $0 + start }, count: end &- start)
    }

    /// Runs `body` with the parameter's value: its raw bytes when they need no decoding, else
    /// its decoded bytes in scratch memory on the stack (see ``MatchView/withParameterBytes(_:_:)-(String,_)``
    /// for the sizes), which does not outlive the call.
    @inlinable @inline(__always)
    func withValue<R, E: Error>(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        let raw = raw(in: bytes)
        if decoding == .none { return try body(raw) }
        return try withDecodedValue(raw, body)
    }

    @inlinable @inline(never)
    func withDecodedValue<R, E: Error>(_ raw: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        // A decoded value is never longer than its raw text. The standard library puts up to
        // 1,024 bytes on the stack, and more when the thread's stack has room.
        let result: Result<R, E> = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(raw.count, 1)) { scratch in
            let count = decode(raw, into: scratch)
            do throws(E) {
                return .success(try body(UnsafeBufferPointer(rebasing: scratch[0..<count])))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Decodes `raw` into `output` (at least `raw.count` bytes), returning the length: escapes
    /// decoded (a query value that does not decode is kept as it is, the lenient rule), and a
    /// `**` value's segments decoded and joined with `/`, empty ones left out.
    @usableFromInline
    func decode(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>) -> Int {
        switch decoding {
        case .none:
            return copy(raw, into: output, at: 0)
        case .segment, .query, .queryPlusIsSpace:
            if let count = PercentDecoding.decode(raw, plusIsSpace: decoding == .queryPlusIsSpace, into: output) { return count }
            return copy(raw, into: output, at: 0)
        case .rest:
            var out = 0
            for piece in raw.split(separator: ASCII.slash) {
                let segment = UnsafeBufferPointer(rebasing: piece)
                if out > 0 {
                    output[out] = ASCII.slash
                    out &+= 1
                }
                let rest = UnsafeMutableBufferPointer(rebasing: output[out...])
                out &+= PercentDecoding.decode(segment, plusIsSpace: false, into: rest) ?? copy(segment, into: rest, at: 0)
            }
            return out
        }
    }

    private func copy(_ raw: UnsafeBufferPointer<UInt8>, into output: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        for i in raw.indices { output[offset &+ i] = raw[i] }
        return raw.count
    }

    /// How a parameter recorded at `location` and captured as `raw` is read. A segment of a
    /// plain path (one the lookup's fast path took: it has no `%`) needs no look at its bytes.
    @inline(__always)
    static func decoding(
        _ location: RouteTableStorage.ParameterInfo.Location, raw: UnsafeBufferPointer<UInt8>, plainPath: Bool, plusIsSpace: Bool
    ) -> Decoding {
        switch location {
        case .segment:
            return plainPath || !PercentDecoding.needsDecoding(raw, plusIsSpace: false) ? .none : .segment
        case .query:
            guard PercentDecoding.needsDecoding(raw, plusIsSpace: plusIsSpace) else { return .none }
            return plusIsSpace ? .queryPlusIsSpace : .query
        case .rest:
            return isPlainRest(raw) ? .none : .rest
        }
    }

    /// True when a `**` value's raw bytes are its value: no escape, no empty segment, no `/`
    /// at either end.
    private static func isPlainRest(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = raw.first, let last = raw.last, first != ASCII.slash, last != ASCII.slash else { return raw.isEmpty }
        var previous: UInt8 = 0
        for byte in raw {
            if byte == ASCII.percent || (byte == ASCII.slash && previous == ASCII.slash) { return false }
            previous = byte
        }
        return true
    }
}

extension ParameterLocation {
    /// The location of a parameter at `location`, captured as `packed` (a ``Captures`` slot) in `bytes`.
    @inline(__always)
    init(
        _ location: RouteTableStorage.ParameterInfo.Location, packed: UInt64, in bytes: UnsafeBufferPointer<UInt8>,
        plainPath: Bool, plusIsSpace: Bool
    ) {
        let range = Captures.unpack(packed)
        self.init(start: range.lowerBound, end: range.upperBound, decoding: .none)
        decoding = Self.decoding(location, raw: raw(in: bytes), plainPath: plainPath, plusIsSpace: plusIsSpace)
    }
}

extension ParameterLocation {
    /// The error for a parameter at this location (in the URL's `bytes`) that is missing or
    /// does not convert to the type called `expectedType`, with its decoded text: out of line,
    /// and not generic.
    @usableFromInline @inline(never)
    func failure(in bytes: UnsafeBufferPointer<UInt8>, name: String, expectedType: String) -> ParameterError {
        guard isFound else { return ParameterError(kind: .missing, name: name, text: nil, expectedType: expectedType) }
        let text = withValue(in: bytes) { String(decoding: $0, as: UTF8.self) }
        return ParameterError(kind: .invalid, name: name, text: text, expectedType: expectedType)
    }
}
