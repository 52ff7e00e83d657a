/// Strings from bytes the lookup has already checked as UTF-8, made with the least work the
/// standard library offers for each length (measured with callgrind; see Docs/Performance.md).
enum UTF8Text {
    /// The longest text a `String` holds inline, without a heap allocation.
    static let inlineCapacity = 15

    /// `bytes` as a `String`. Up to 15 bytes, the string's two words are written directly
    /// (``inlineString(_:)``); longer text goes through `String(decoding:as:)`.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
        return inlineString(bytes)
    }

    /// The inline `String` of up to 15 bytes of valid UTF-8.
    ///
    /// On a 64-bit little-endian system a `String` that holds its text inline is two words:
    /// bytes 0 to 7, then bytes 8 to 14 with the length in the low four bits of the top byte
    /// and, above it, the inline flag (`0xA0`), plus `0x40` when every byte is ASCII: the
    /// layout ``NameFingerprint`` reads, with the flags. The words are loaded as a fingerprint
    /// loads a name (no byte past the text is read) and the flags set; that is all the work.
    /// Elsewhere the standard library fills uninitialised capacity. Debug builds check that the
    /// two words, flags included, are those `String(decoding:as:)` makes of the same bytes.
    @inline(__always)
    static func inlineString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(bytes.count <= inlineCapacity, "\(bytes.count) bytes do not fit an inline string")
        #if _endian(little) && (arch(x86_64) || arch(arm64))
        let words = NameFingerprint(bytes)
        let isASCII = (words.head | words.tail) & 0x8080_8080_8080_8080 == 0
        let flags: UInt64 = isASCII ? 0xE0 : 0xA0
        // The words are written over an empty string's (which owns nothing): a string made
        // with `unsafeBitCast` is a copy of the tuple, which the compiler retains.
        var string = ""
        withUnsafeMutableBytes(of: &string) { raw in
            raw.storeBytes(of: words.head, as: UInt64.self)
            raw.storeBytes(of: words.tail | flags &<< 56, toByteOffset: 8, as: UInt64.self)
        }
        assert(
            unsafeBitCast(string, to: (UInt64, UInt64).self) == unsafeBitCast(String(decoding: bytes, as: UTF8.self), to: (UInt64, UInt64).self),
            "inline string \(string) differs from the standard library's")
        return string
        #else
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            guard let base = bytes.baseAddress else { return 0 }
            output.baseAddress!.update(from: base, count: bytes.count)
            return bytes.count
        }
        #endif
    }
}
