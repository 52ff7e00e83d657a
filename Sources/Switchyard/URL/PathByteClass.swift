/// The class of each byte as the path loop sees it, looked up in a 256-byte table that lives
/// in the binary's read-only data (a `StaticString`), so a lookup is one load.
enum PathByteClass {
    /// Part of a segment: printable ASCII other than the classes below.
    static let ordinary: UInt8 = 0x61 // a
    /// `/`: ends a segment.
    static let slash: UInt8 = 0x2F
    /// `%`: the path must be decoded.
    static let percent: UInt8 = 0x25
    /// `?` or `#`: ends the path.
    static let end: UInt8 = 0x65 // e
    /// A space, a control character, DEL or a backslash: the URL is malformed.
    static let forbidden: UInt8 = 0x78 // x
    /// The first byte of non-ASCII UTF-8 (`u` in the table): what the path loop's last branch
    /// handles, once every other class has been ruled out.

    @inline(__always)
    static var table: StaticString {
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxaaea%aaaaaaaaa/aaaaaaaaaaaaaaaeaaaaaaaaaaaaaaaaaaaaaaaaaaaaxaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaxuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu"
    }

    @inline(__always)
    static func of(_ byte: UInt8) -> UInt8 {
        table.utf8Start[Int(byte)]
    }

    /// Flags, in the high bit of each byte, the bytes of `word` that are not ``ordinary``
    /// (bytes in memory order: byte 0 of the word is the lowest). It may also flag some
    /// ordinary bytes (`!` and `'`) and bytes above a flagged one, never an ordinary byte below
    /// the first special one, so the lowest flag is where the path loop must look.
    ///
    /// This is for speed: it checks eight bytes in about two dozen instructions where the
    /// table costs several instructions per byte, and most path bytes are ordinary.
    @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        // Control characters and space (below 0x21), then DEL and non-ASCII (0x7F and up).
        let below = (word &- ones &* 0x21) & ~word
        let above = (word &+ ones) | word
        // `/` and `?` are the bytes that become 0x3F with bit 4 set; `#` and `%` (with `!`
        // and `'`) those that become 0x27 with bits 1 and 2 set; then `\`.
        let slashOrQuestion = (word | ones &* 0x10) ^ (ones &* 0x3F)
        let hashOrPercent = (word | ones &* 0x06) ^ (ones &* 0x27)
        let backslash = word ^ (ones &* 0x5C)
        let zero = ((slashOrQuestion &- ones) & ~slashOrQuestion)
            | ((hashOrPercent &- ones) & ~hashOrPercent)
            | ((backslash &- ones) & ~backslash)
        return (below | above | zero) & high
    }
}
