/// An error-correction level: how much of a symbol can be damaged and still read.
///
/// A higher level keeps more codewords for recovery and so needs a larger symbol for the same
/// text. The letters are the standard's names.
///
/// ```swift
/// QRErrorCorrection(rawValue: "Q")   // .quartile
/// QRErrorCorrection.high.rawValue     // "H"
/// ```
public enum QRErrorCorrection: String, Sendable, Hashable, CaseIterable, Comparable, CustomStringConvertible {
    /// Level L: about 7 % of the codewords can be restored.
    case low = "L"
    /// Level M: about 15 % of the codewords can be restored.
    case medium = "M"
    /// Level Q: about 25 % of the codewords can be restored.
    case quartile = "Q"
    /// Level H: about 30 % of the codewords can be restored.
    case high = "H"

    /// The level's letter, `L`, `M`, `Q` or `H`.
    public var description: String { rawValue }

    /// Orders the levels from the least to the most recovery.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// 0 for L up to 3 for H: the row in the capacity tables.
    var rank: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .quartile: 2
        case .high: 3
        }
    }

    /// The two bits the format information gives the level (L 01, M 00, Q 11, H 10).
    var formatBits: Int {
        switch self {
        case .low: 1
        case .medium: 0
        case .quartile: 3
        case .high: 2
        }
    }
}
