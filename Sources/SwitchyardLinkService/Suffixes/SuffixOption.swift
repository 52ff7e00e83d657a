/// Which kind of suffix a short link gets, as the Firebase API named them.
///
/// - ``short``: at least four characters; enumerable, so never for links that lead to
///   personal data.
/// - ``unguessable``: seventeen characters (about 101 bits).
public enum SuffixOption: String, Sendable, Hashable, CaseIterable {
    /// At least ``SuffixGenerator/minimumShortLength`` characters, growing as the space fills.
    case short = "SHORT"
    /// ``SuffixGenerator/unguessableLength`` characters.
    case unguessable = "UNGUESSABLE"
}
