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
    /// The first byte of non-ASCII UTF-8.
    static let nonASCII: UInt8 = 0x75 // u

    @inline(__always)
    static var table: StaticString {
        "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxaaea%aaaaaaaaa/aaaaaaaaaaaaaaaeaaaaaaaaaaaaaaaaaaaaaaaaaaaaxaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaxuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuuu"
    }

    @inline(__always)
    static func of(_ byte: UInt8) -> UInt8 {
        table.utf8Start[Int(byte)]
    }
}
