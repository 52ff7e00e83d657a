/// The query items of a matched URL, in their original order, decoded when read.
///
/// Names are case-sensitive; repeated names keep every value in order; `+` is a space in web
/// links and relative references and a literal `+` in custom schemes; a name or value that
/// does not decode keeps its raw text.
///
/// ```swift
/// // raycipe://share?recipeID=12&tag=a&tag=b&page=2
/// match.query.first("recipeID")                         // "12"
/// match.query.all("tag")                                // ["a", "b"]
/// try match.query.value("page", as: Int.self)           // Optional(2)
/// try match.query.value("page", as: Int.self, default: 1) // 2
/// try match.query.values("tag", as: String.self)        // ["a", "b"]
/// ```
public struct QueryItems: Sendable, Sequence {
    let input: String
    /// Where the URL starts in `input`'s UTF-8; `range` is relative to it.
    let offset: Int
    let range: Range<Int>?
    let plusIsSpace: Bool

    /// One query item, decoded.
    public struct Item: Sendable, Hashable {
        /// The item's name, percent-decoded.
        public var name: String
        /// The item's value, percent-decoded (empty for an item without `=`).
        public var value: String
    }

    /// The items in order, decoded.
    public func makeIterator() -> IndexingIterator<[Item]> { items.makeIterator() }

    /// Every item, in order.
    public var items: [Item] {
        guard let range else { return [] }
        var input = input
        return input.withUTF8 { all in
            let bytes = UnsafeBufferPointer(rebasing: all[offset...])
            var result: [Item] = []
            var scanner = QueryScanner(bytes, range)
            while let item = scanner.next() {
                result.append(
                    Item(
                        name: PercentDecoding.lenientString(UnsafeBufferPointer(rebasing: bytes[item.name]), plusIsSpace: plusIsSpace),
                        value: PercentDecoding.lenientString(UnsafeBufferPointer(rebasing: bytes[item.value]), plusIsSpace: plusIsSpace)
                    ))
            }
            return result
        }
    }

    /// True when the URL has no query items.
    public var isEmpty: Bool { items.isEmpty }

    /// The first value of `name`, or `nil`.
    public func first(_ name: String) -> String? {
        withFirstValue(name) { String(decoding: $0, as: UTF8.self) }
    }

    /// Runs `body` with the decoded bytes of the first value of `name`, or returns `nil` when
    /// there is none. Nothing is allocated for ordinary lengths.
    func withFirstValue<R>(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R? {
        guard let range else { return nil }
        var input = input
        let plusIsSpace = plusIsSpace
        return input.withUTF8 { all -> R? in
            Self.withFirstValue(name, in: UnsafeBufferPointer(rebasing: all[offset...]), range: range, plusIsSpace: plusIsSpace, body)
        }
    }

    /// Runs `body` with the decoded bytes of the first value of `name` in the query at `range`
    /// of `bytes`, or returns `nil` when there is none (shared with ``MatchView``).
    static func withFirstValue<R>(
        _ name: String, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, plusIsSpace: Bool,
        _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R? {
        var name = name
        return name.withUTF8 { wanted -> R? in
            var scanner = QueryScanner(bytes, range)
            while let item = scanner.next() {
                let found = PercentDecoding.withLenientlyDecoded(UnsafeBufferPointer(rebasing: bytes[item.name]), plusIsSpace: plusIsSpace) {
                    ASCII.equals($0, wanted)
                }
                if found {
                    return PercentDecoding.withLenientlyDecoded(UnsafeBufferPointer(rebasing: bytes[item.value]), plusIsSpace: plusIsSpace, body)
                }
            }
            return nil
        }
    }

    /// Where the raw value of the first item called `name` is in the query at `range` of
    /// `bytes`, or `nil` when there is none. Names compare after decoding, as
    /// ``all(_:)`` compares them. `plain` is true when the search found the value with no
    /// escape in it (so that it needs no look for one); false when it may have one.
    /// Inlined into its caller (``MatchView``'s query-value location, out of line in the
    /// library), so that finding a query value is one call.
    @inline(__always)
    static func firstValue(
        named name: String, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, plusIsSpace: Bool
    ) -> (value: Range<Int>, plain: Bool)? {
        // The name's bytes in place: no copy of the string.
        if let found = name.utf8.withContiguousStorageIfAvailable({ firstValue(named: $0, in: bytes, range: range, plusIsSpace: plusIsSpace) }) {
            return found
        }
        return Array(name.utf8).withUnsafeBufferPointer { firstValue(named: $0, in: bytes, range: range, plusIsSpace: plusIsSpace) }
    }

    /// ``firstValue(named:in:range:plusIsSpace:)-(String,_,_,_)`` for a name given as UTF-8.
    ///
    /// One pass, eight bytes at a time, looks for the bytes that end an item (`&`) and the
    /// bytes that are escapes (`%`, and `+` where it means a space) together, and stops at
    /// the first item whose name, where it stands, is `wanted`: an item's name before it has
    /// no escape (else the pass would have met it), so it compares as written, and the query
    /// past it is never read. The first escape met sends the search to the query read item
    /// by item, each name decoded, as does a `wanted` with `=` in it that an item starts
    /// with (only a decoded name can hold a `=`, or a `&`, which no raw name here holds).
    static func firstValue(
        named wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, plusIsSpace: Bool
    ) -> (value: Range<Int>, plain: Bool)? {
        // Two loops, so that the custom-scheme one (no `+` to look for) tests one pattern.
        if plusIsSpace { return firstValue(named: wanted, in: bytes, range: range, lookingForPlus: true) }
        return firstValue(named: wanted, in: bytes, range: range, lookingForPlus: false)
    }

    /// ``firstValue(named:in:range:plusIsSpace:)-(UnsafeBufferPointer<UInt8>,_,_,_)`` with
    /// `plusIsSpace` a constant of each call.
    @inline(__always)
    private static func firstValue(
        named wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, lookingForPlus plusIsSpace: Bool
    ) -> (value: Range<Int>, plain: Bool)? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let end = range.upperBound
        var item = range.lowerBound
        var i = item
        guard i < end else { return nil }
        while true {
            // The next word's flags, the flags past `end` dropped: a flag marks a byte that
            // may be `&`, `%` or `+`, tested below. `%` (0x25) and `&` (0x26) are two of the
            // four bytes 0x24 to 0x27 (with `$` and `'`), which one test finds: the word's xor
            // with 0x24, its two low bits of each byte cleared, has a zero byte for each.
            let left = end &- i
            let word = PathByteClass.word(in: bytes, from: i, to: end)
            let a = (word ^ (ones &* 0x24)) & (ones &* 0xFC)
            var flags = (a &- ones) & ~a
            if plusIsSpace {
                let q = word ^ (ones &* UInt64(ASCII.plus))
                flags |= (q &- ones) & ~q
            }
            flags &= left >= 8 ? ones &* 0x80 : PathByteClass.highBits(from: 0, to: left)
            while flags != 0 {
                let j = i &+ flags.trailingZeroBitCount &>> 3
                flags &= flags &- 1
                let b = bytes[j]
                if b == ASCII.ampersand {
                    if let value = value(of: wanted, inItem: item..<j, of: bytes) {
                        return value.lowerBound >= 0 ? (value, true) : firstValueDecodingNames(named: wanted, in: bytes, range: range, plusIsSpace: plusIsSpace)
                    }
                    item = j &+ 1
                } else if b == ASCII.percent || (plusIsSpace && b == ASCII.plus) {
                    return firstValueDecodingNames(named: wanted, in: bytes, range: range, plusIsSpace: plusIsSpace)
                }
            }
            if left <= 8 { break }
            i &+= 8
        }
        guard let value = value(of: wanted, inItem: item..<end, of: bytes) else { return nil }
        return value.lowerBound >= 0 ? (value, true) : firstValueDecodingNames(named: wanted, in: bytes, range: range, plusIsSpace: plusIsSpace)
    }

    /// The value of the item at `item` of `bytes` (no escape in it before its end) when its
    /// name is `wanted`, else `nil`; `-1..<-1` when the item starts with `wanted` but
    /// `wanted` has a `=` (an item's name ends at its first `=`: only a decoded name can have
    /// one, so the query must be read with its names decoded).
    @inline(__always)
    private static func value(of wanted: UnsafeBufferPointer<UInt8>, inItem item: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let after = item.lowerBound &+ wanted.count
        guard after <= item.upperBound, ASCII.equals(UnsafeBufferPointer(rebasing: bytes[item.lowerBound..<after]), wanted) else { return nil }
        if URLScanner.firstIndex(of: ASCII.equals, in: wanted, 0..<wanted.count) != nil { return -1..<(-1) }
        if after == item.upperBound { return after..<after }
        guard bytes[after] == ASCII.equals else { return nil }
        return (after &+ 1)..<item.upperBound
    }

    /// ``firstValue(named:in:range:plusIsSpace:)-(UnsafeBufferPointer<UInt8>,_,_,_)`` for a
    /// query with an escape: each item's name decoded (when it has one) and compared. One
    /// shorter than `wanted` is passed over unread, since decoding never makes a name longer.
    /// The value found is not `plain`: it may have an escape. Out of line, so that the
    /// search's loop, which takes it only for a query with an escape, holds none of its code.
    @inline(never)
    private static func firstValueDecodingNames(
        named wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, plusIsSpace: Bool
    ) -> (value: Range<Int>, plain: Bool)? {
        var scanner = QueryScanner(bytes, range)
        while let item = scanner.next() {
            let raw = UnsafeBufferPointer(rebasing: bytes[item.name])
            if raw.count < wanted.count { continue }
            if PercentDecoding.withLenientlyDecoded(raw, plusIsSpace: plusIsSpace, { ASCII.equals($0, wanted) }) {
                return (item.value, false)
            }
        }
        return nil
    }

    /// Every value of `name`, in order. Names compare by their bytes, as the router compares
    /// them (`String ==` would also take a canonically equivalent name).
    public func all(_ name: String) -> [String] {
        items.filter { $0.name.utf8.elementsEqual(name.utf8) }.map(\.value)
    }

    /// The first value of `name` converted to `T`, or `nil` when there is none.
    ///
    /// - Throws: ``ParameterError`` (`invalid`) when the value does not convert.
    @inlinable
    public func value<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T? {
        var value: T?
        guard withFirstValueBytes(name, { value = T(routeParameterUTF8: $0) }) else { return nil }
        guard let value else {
            throw ParameterError(kind: .invalid, name: name, text: first(name), expectedType: T.routeParameterTypeName)
        }
        return value
    }

    /// Runs `body` with the decoded bytes of the first value of `name`; false when there is none.
    /// (The non-generic half of ``value(_:as:)``, which is inlined into the caller.)
    @usableFromInline
    func withFirstValueBytes(_ name: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        withFirstValue(name, body) != nil
    }

    /// The first value of `name` converted to `T`, or `defaultValue` when there is none.
    ///
    /// - Throws: ``ParameterError`` (`invalid`) when a value is present but does not convert.
    @inlinable
    public func value<T: RouteParameter>(_ name: String, as type: T.Type = T.self, default defaultValue: T) throws(ParameterError) -> T {
        try value(name, as: type) ?? defaultValue
    }

    /// The first value of `name` converted to `T`.
    ///
    /// - Throws: ``ParameterError``: `missing` when absent, `invalid` when it does not convert.
    @inlinable
    public func required<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> T {
        guard let value = try value(name, as: type) else {
            throw ParameterError(kind: .missing, name: name, text: nil, expectedType: T.routeParameterTypeName)
        }
        return value
    }

    /// Every value of `name` converted to `T`, in order.
    ///
    /// - Throws: ``ParameterError`` (`invalid`) for the first value that does not convert.
    public func values<T: RouteParameter>(_ name: String, as type: T.Type = T.self) throws(ParameterError) -> [T] {
        var result: [T] = []
        for text in all(name) { result.append(try convert(text, name: name)) }
        return result
    }

    private func convert<T: RouteParameter>(_ text: String, name: String) throws(ParameterError) -> T {
        guard let value = T(routeParameter: Substring(text)) else {
            throw ParameterError(kind: .invalid, name: name, text: text, expectedType: T.routeParameterTypeName)
        }
        return value
    }
}
