/// Text from bytes that must be well-formed UTF-8, on every platform the package supports.
///
/// `String(validating:as:)` is the standard library's answer, but on Apple platforms it needs
/// macOS 15, iOS 18, tvOS 18, watchOS 11 or visionOS 2, above the package's minimums. Below
/// them, ``String/utf8ByRepairing(_:)`` gives the same answer: the bytes decoded with repair,
/// kept only when repair changed nothing.
extension String {
    /// The text of `bytes` when they are well-formed UTF-8; `nil` when they are not.
    @inlinable
    package init?(validatingUTF8Bytes bytes: some Collection<UInt8>) {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            guard let text = String(validating: bytes, as: UTF8.self) else { return nil }
            self = text
        } else {
            guard let text = String.utf8ByRepairing(bytes) else { return nil }
            self = text
        }
    }

    /// The fallback below the minimums that have `String(validating:as:)`, and its answer on
    /// every platform: decoding repairs each ill-formed sequence with U+FFFD, which is itself
    /// well-formed, so the decoded text has exactly the input's bytes only when there was
    /// nothing to repair.
    @inlinable
    package static func utf8ByRepairing(_ bytes: some Collection<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }
}
