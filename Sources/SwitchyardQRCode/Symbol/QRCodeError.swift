/// Why a text could not be encoded: it does not fit, or the options are out of range.
///
/// ```swift
/// do {
///     _ = try QRCode(encoding: String(repeating: "x", count: 3000))
/// } catch {
///     print(error)
///     // the text is 3000 bytes; a QR code at level M holds at most 2331 bytes (version 40)
/// }
/// ```
public struct QRCodeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Hashable {
        /// The text is `length` characters of `mode` (bytes, for byte mode), and the largest
        /// version allowed, `version`, holds at most `capacity` of them at `errorCorrection`.
        case doesNotFit(length: Int, mode: QRMode, capacity: Int, errorCorrection: QRErrorCorrection, version: Int)
        /// The versions asked for are not within 1...40.
        case versionsOutOfRange(ClosedRange<Int>)
        /// The mask asked for is not 0 to 7.
        case maskOutOfRange(Int)
    }

    /// What went wrong.
    public let reason: Reason

    /// An error for `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// The reason in words, with the figures.
    public var description: String {
        switch reason {
        case .doesNotFit(let length, let mode, let capacity, let level, let version):
            let unit =
                switch mode {
                case .numeric: "digits"
                case .alphanumeric: "alphanumeric characters"
                case .byte: "bytes"
                }
            let which = version == 40 ? "version 40" : "version \(version), the largest allowed"
            return "the text is \(length) \(unit); a QR code at level \(level) holds at most \(capacity) \(unit) (\(which))"
        case .versionsOutOfRange(let versions):
            return "the versions \(versions.lowerBound)...\(versions.upperBound) are not within 1...40"
        case .maskOutOfRange(let mask):
            return "mask \(mask) is not one of 0 to 7"
        }
    }
}
