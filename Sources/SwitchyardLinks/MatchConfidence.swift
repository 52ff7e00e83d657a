/// How far an app may trust that a link was meant for this user on this device.
///
/// A long dynamic link carries its own data, so decoding one gives ``unique``. A link
/// recovered some other way (a custom-scheme callback any app can open, a click matched
/// after an install by address and platform) is less certain. Below ``unique``, a
/// handler must not reveal personal data from the link: the link may have been opened
/// before, by someone else.
///
/// The cases are ordered: `MatchConfidence.weak < .default < .unique`.
///
/// ```swift
/// let confidence: MatchConfidence = .default
/// confidence >= .unique   // false: show the public recipe, not the user's private notes
/// ```
public enum MatchConfidence: Int, Sendable, Hashable, Comparable, CaseIterable, CustomStringConvertible {
    /// Nothing ties the link to this user: it must not be acted on beyond a public page.
    case none = 0
    /// A guess from coarse signals (the same address hash and platform within a window).
    case weak = 1
    /// A good guess: coarse signals that agree with each other, or a callback any app could send.
    case `default` = 2
    /// The link itself carries the data, or a token handed to this install matched exactly.
    case unique = 3

    /// Less trust before more: `none < weak < default < unique`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name used in JSON and on the command line: `none`, `weak`, `default`, `unique`.
    public var description: String {
        switch self {
        case .none: "none"
        case .weak: "weak"
        case .default: "default"
        case .unique: "unique"
        }
    }

    /// Reads a name written by ``description``; `nil` for any other text.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = match
    }
}
