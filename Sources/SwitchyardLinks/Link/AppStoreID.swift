/// An App Store ID (the `isi` parameter): one or more ASCII digits, kept as written.
///
/// ```swift
/// AppStoreID("1234567890")?.digits   // "1234567890"
/// AppStoreID("id1234567890")         // nil: only digits
/// ```
public struct AppStoreID: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// The digits.
    public let digits: String

    /// `nil` unless `digits` is one or more ASCII digits.
    public init?(_ digits: String) {
        guard Self.isDigits(digits) else { return nil }
        self.digits = digits
    }

    /// An ID written as a number in code.
    public init(integerLiteral value: UInt64) {
        digits = String(value)
    }

    /// The digits.
    public var description: String { digits }

    /// True for one or more ASCII digits.
    static func isDigits(_ text: String) -> Bool {
        text.withUTF8Bytes(isDigits(utf8:))
    }

    /// ``isDigits(_:)`` for UTF-8.
    static func isDigits(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.isEmpty && !bytes.contains(where: { $0 &- UInt8(ascii: "0") > 9 })
    }
}
