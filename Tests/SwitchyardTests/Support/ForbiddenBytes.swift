@testable import Switchyard

extension URLScanner {
    /// Flags (high bit of each byte) the bytes of `word` that are control characters, space,
    /// DEL or `\`; it may also flag bytes above a flagged one, never below, so the lowest flag
    /// is the first such byte. The scanner's own query check uses ``bytesToExamine(in:)``, which
    /// also flags `!`, `"` and `#`; this narrower test is the reference its tests compare with.
    static func forbiddenBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let delete = word ^ (ones &* 0x7F)
        let backslash = word ^ (ones &* 0x5C)
        return ((word &- ones &* 0x21) & ~word | (delete &- ones) & ~delete | (backslash &- ones) & ~backslash) & (ones &* 0x80)
    }
}
