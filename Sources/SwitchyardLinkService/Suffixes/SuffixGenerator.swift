/// Draws suffixes: base 62 (`0-9A-Za-z`, case-sensitive), each character uniformly from a
/// random source by rejection sampling.
///
/// A byte is drawn and kept only when it is below 248 (4 × 62); the character is the byte
/// modulo 62, so each of the 62 characters is exactly as likely. Converting one big random
/// number would skew the first character. The default source is the system's
/// cryptographically secure generator (`SystemRandomNumberGenerator`: `getrandom` on Linux,
/// `arc4random` on Apple platforms).
///
/// ```swift
/// var generator = SuffixGenerator()
/// generator.unguessable()       // "q3ZbT0xW9kLmR2aPv" (17 characters)
/// generator.suffix(length: 4)   // "AbC9"
/// ```
public struct SuffixGenerator<Source: RandomNumberGenerator> {
    /// The 62 characters a suffix is made of, in order: digits, upper case, lower case.
    public static var alphabet: [UInt8] { SuffixAlphabet.characters }
    /// The length of an unguessable suffix.
    public static var unguessableLength: Int { 17 }
    /// The shortest short suffix.
    public static var minimumShortLength: Int { 4 }

    private var source: Source
    /// Random bytes not used yet, from the last 64-bit draw.
    private var pool: UInt64 = 0
    private var poolCount = 0

    /// A generator that draws from `source`.
    public init(source: Source) { self.source = source }

    /// A suffix of `length` characters.
    public mutating func suffix(length: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        while bytes.count < length {
            let byte = nextByte()
            if byte < 248 { bytes.append(SuffixAlphabet.characters[Int(byte % 62)]) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A suffix of ``unguessableLength`` characters.
    public mutating func unguessable() -> String { suffix(length: Self.unguessableLength) }

    private mutating func nextByte() -> UInt8 {
        if poolCount == 0 {
            pool = source.next()
            poolCount = 8
        }
        let byte = UInt8(truncatingIfNeeded: pool)
        pool >>= 8
        poolCount -= 1
        return byte
    }
}

extension SuffixGenerator where Source == SystemRandomNumberGenerator {
    /// A generator on the system's secure random source.
    public init() { self.init(source: SystemRandomNumberGenerator()) }
}

/// The base-62 alphabet and its checks.
public enum SuffixAlphabet {
    /// `0-9A-Za-z`, in that order.
    public static let characters: [UInt8] = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)

    /// Whether `text` could be a suffix: 1 to 64 characters, each an ASCII letter, a digit,
    /// `-` or `_`, the characters Firebase allowed in a custom suffix (`summer-sale`). Drawn
    /// suffixes use only the 62 of ``characters``; the other two come with imported links.
    public static func isSuffix(_ text: Substring) -> Bool {
        let count = text.utf8.count
        guard count >= 1, count <= 64 else { return false }
        return text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || $0 == 0x5F }
    }
}
