/// Strings from bytes the lookup has already checked as UTF-8, made with the least work the
/// standard library offers for each length (measured with callgrind; see Docs/Performance.md).
@usableFromInline
enum UTF8Text {
    /// The longest text a `String` holds inline, without a heap allocation.
    @inlinable static var inlineCapacity: Int { 15 }

    /// `bytes` as a `String`. Up to 15 bytes, the string's inline storage is filled directly
    /// (``inlineString(_:)``); longer text goes through `String(decoding:as:)`.
    @inlinable @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
        return inlineString(bytes)
    }

    /// The inline `String` of up to 15 bytes of valid UTF-8: the standard library's
    /// uninitialised capacity, filled with a copy of the bytes.
    @inlinable @inline(__always)
    static func inlineString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(bytes.count <= inlineCapacity, "\(bytes.count) bytes do not fit an inline string")
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            guard let base = bytes.baseAddress else { return 0 }
            output.baseAddress!.update(from: base, count: bytes.count)
            return bytes.count
        }
    }
}
