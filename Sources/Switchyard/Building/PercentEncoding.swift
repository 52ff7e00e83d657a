/// Percent-encoding for built URLs: every byte outside `A-Z a-z 0-9 - . _ ~` becomes `%XX`
/// with upper-case hex digits (Docs/BuildingURLs.md).
///
/// The rule is the same for path segments, query names and values and the fragment, so that
/// each value stays inside its part whatever the scheme: `+` is `%2B` (in web queries a bare
/// `+` would read back as a space), a space is `%20`, `/` is `%2F`, `é` is `%C3%A9`.
///
/// ```swift
/// var out: [UInt8] = []
/// PercentEncoding.append("a b+c/é", to: &out)   // "a%20b%2Bc%2F%C3%A9"
/// ```
enum PercentEncoding {
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// Appends one byte, encoded.
    @inline(__always)
    static func append(_ b: UInt8, to out: inout [UInt8]) {
        if ASCII.isUnreserved(b) {
            out.append(b)
        } else {
            out.append(ASCII.percent)
            out.append(hexDigits[Int(b &>> 4)])
            out.append(hexDigits[Int(b & 0x0F)])
        }
    }

    /// Appends the UTF-8 bytes of `text`, encoded.
    static func append(_ text: String, to out: inout [UInt8]) {
        for b in text.utf8 { append(b, to: &out) }
    }

    /// Appends bytes, encoded.
    static func append(_ bytes: some Sequence<UInt8>, to out: inout [UInt8]) {
        for b in bytes { append(b, to: &out) }
    }

    /// Appends a literal as written in a (validated) pattern: its `%XX` escapes are decoded
    /// and every byte is encoded again, so `caf%c3%a9` and `café` both give `caf%C3%A9`.
    static func appendPatternLiteral(_ raw: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var i = 0
        while i < raw.count {
            var b = raw[i]
            if b == ASCII.percent, i &+ 2 < raw.count, let high = ASCII.hexValue(raw[i &+ 1]), let low = ASCII.hexValue(raw[i &+ 2]) {
                b = high &<< 4 | low
                i &+= 3
            } else {
                i &+= 1
            }
            append(b, to: &out)
        }
    }
}
