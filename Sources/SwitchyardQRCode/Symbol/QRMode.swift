/// A segment's encoding mode: which characters it holds and how many bits each costs.
///
/// Numeric holds `0-9` at 10 bits for three digits; alphanumeric holds `0-9 A-Z`, space and
/// `$ % * + - . / :` at 11 bits for two characters; byte holds any byte at 8 bits (a text's
/// UTF-8 bytes).
public enum QRMode: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Digits `0-9`.
    case numeric
    /// `0-9 A-Z`, space and `$ % * + - . / :`.
    case alphanumeric
    /// Any byte.
    case byte

    /// The mode's name, as in `numeric`.
    public var description: String { rawValue }

    /// The four-bit mode indicator that starts a segment.
    var indicator: UInt32 {
        switch self {
        case .numeric: 0b0001
        case .alphanumeric: 0b0010
        case .byte: 0b0100
        }
    }

    /// The width of the character count that follows the mode indicator, in bits, for the
    /// version group 0 (versions 1-9), 1 (10-26) or 2 (27-40).
    func countBits(group: Int) -> Int {
        switch self {
        case .numeric: [10, 12, 14][group]
        case .alphanumeric: [9, 11, 13][group]
        case .byte: [8, 16, 16][group]
        }
    }
}
