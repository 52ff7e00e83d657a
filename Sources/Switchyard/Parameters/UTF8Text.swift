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
    /// uninitialised capacity, filled with a copy of the bytes (``copyShort(_:to:)``).
    @inlinable @inline(__always)
    static func inlineString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(bytes.count <= inlineCapacity, "\(bytes.count) bytes do not fit an inline string")
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            copyShort(bytes, to: output)
            return bytes.count
        }
    }

    /// Copies `source`, at most 15 bytes, to the start of `output`, which has room for them:
    /// two words that overlap in the middle (of 8 bytes from 8, of 4 from 4), else byte by
    /// byte, rather than a call to `memmove`. Every load and store stays inside the two buffers.
    @inlinable @inline(__always)
    static func copyShort(_ source: UnsafeBufferPointer<UInt8>, to output: UnsafeMutableBufferPointer<UInt8>) {
        let count = source.count
        assert(count <= inlineCapacity && output.count >= count, "\(count) bytes for \(output.count) of room")
        guard count > 0, let from = source.baseAddress, let to = output.baseAddress else { return }
        let input = UnsafeRawPointer(from)
        let target = UnsafeMutableRawPointer(to)
        if count >= 8 {
            target.storeBytes(of: input.loadUnaligned(as: UInt64.self), as: UInt64.self)
            target.storeBytes(of: input.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            target.storeBytes(of: input.loadUnaligned(as: UInt32.self), as: UInt32.self)
            target.storeBytes(of: input.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self), toByteOffset: count &- 4, as: UInt32.self)
        } else {
            for i in 0..<count { to[i] = from[i] }
        }
    }
}
