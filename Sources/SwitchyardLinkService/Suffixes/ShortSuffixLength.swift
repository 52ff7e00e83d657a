/// How long the next short suffix is: the shortest length, from four characters, whose space
/// is less than half used.
///
/// With 62^4 (about 14.8 million) four-character suffixes, the fifth character is added once
/// 7.4 million four-character suffixes exist, and so on. Below half full, a random draw is
/// free at least half the time, so finding one takes fewer than two draws on average; the
/// creator draws up to ``maximumDraws`` times at one length before going one longer. A suffix
/// once used is never given out again: the store never forgets one.
///
/// ```swift
/// ShortSuffixLength.length(inUse: { _ in 0 })            // 4
/// ShortSuffixLength.length(inUse: { $0 == 4 ? 7_400_000 : 0 })   // 5
/// ```
public enum ShortSuffixLength {
    /// The fill ratio past which short suffixes grow by one character: one half.
    public static let fillRatio = 0.5
    /// How many random draws are tried at one length before the next length is used.
    public static let maximumDraws = 32

    /// The length to draw at, given how many short suffixes of each length are in use.
    public static func length(inUse count: (Int) -> Int) -> Int {
        var length = SuffixGenerator<SystemRandomNumberGenerator>.minimumShortLength
        while length < 64, Double(count(length)) >= fillRatio * space(length) { length += 1 }
        return length
    }

    /// 62^`length`, as a double (it passes `Int` from eleven characters).
    public static func space(_ length: Int) -> Double {
        var result = 1.0
        for _ in 0..<length { result *= 62 }
        return result
    }
}
