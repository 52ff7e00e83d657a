/// Strings from bytes the lookup has already checked as UTF-8, made with the least work the
/// standard library offers for each length (measured with callgrind; see Docs/Performance.md).
enum UTF8Text {
    /// The longest text a `String` holds inline, without a heap allocation.
    static let inlineCapacity = 15

    /// `bytes` as a `String`. Up to 15 bytes, `String(unsafeUninitializedCapacity:initializingUTF8With:)`
    /// writes the inline string directly; longer text goes through `String(decoding:as:)`,
    /// cheaper there than filling uninitialised capacity.
    @inline(__always)
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.count <= inlineCapacity else { return String(decoding: bytes, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: bytes.count) { output in
            guard let base = bytes.baseAddress else { return 0 }
            output.baseAddress!.update(from: base, count: bytes.count)
            return bytes.count
        }
    }
}
