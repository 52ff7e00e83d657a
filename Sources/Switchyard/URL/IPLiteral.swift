/// Checks the text between the brackets of a host against RFC 3986's `IP-literal`:
/// an `IPv6address` (eight groups of one to four hex digits, one `::` standing for one or more
/// groups of zeros, the last two groups maybe written as an IPv4 address) or an `IPvFuture`
/// (`v`, hex digits, `.`, then unreserved characters, sub-delims and `:`).
///
/// ```
/// [::1]  [2001:db8::7]  [::ffff:192.0.2.1]  [v1.fe80::a+en1]   valid
/// []  [1:2]  [1:::2]  [::1.2.3.256]  [v1.]  [::1%25en0]       malformed
/// ```
///
/// Only hosts that start with `[` come here, off the common path.
enum IPLiteral {
    /// Whether `bytes[range]`, the text between `[` and `]`, is an `IPv6address` or `IPvFuture`.
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        if bytes[first] | 0x20 == 0x76 { return isFuture(bytes, (first &+ 1)..<range.upperBound) }
        return isIPv6(bytes, range)
    }

    /// `1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, after the `v`.
    private static func isFuture(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound && ASCII.hexValue(bytes[i]) != nil { i &+= 1 }
        guard i > range.lowerBound, i < range.upperBound, bytes[i] == ASCII.dot else { return false }
        i &+= 1
        guard i < range.upperBound else { return false }
        while i < range.upperBound {
            let b = bytes[i]
            guard b == ASCII.colon || URLScanner.isRegisteredNameCharacter(b) else { return false }
            i &+= 1
        }
        return true
    }

    /// Groups separated by `:`, with at most one `::`; an IPv4 address only as the last piece,
    /// counting as two groups. Eight groups without `::`, at most seven with it.
    private static func isIPv6(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        let end = range.upperBound
        var i = range.lowerBound
        var groups = 0
        var compressed = false
        if bytes[i] == ASCII.colon {
            // Only `::` may start the address.
            guard i &+ 1 < end, bytes[i &+ 1] == ASCII.colon else { return false }
            compressed = true
            i &+= 2
            if i == end { return true }
        }
        while true {
            let pieceStart = i
            while i < end && ASCII.hexValue(bytes[i]) != nil { i &+= 1 }
            if i < end && bytes[i] == ASCII.dot {
                guard isIPv4(bytes, pieceStart..<end) else { return false }
                groups &+= 2
                break
            }
            let digits = i &- pieceStart
            guard digits >= 1 && digits <= 4 else { return false }
            groups &+= 1
            if i == end { break }
            guard bytes[i] == ASCII.colon else { return false }
            i &+= 1
            guard i < end else { return false }
            if bytes[i] == ASCII.colon {
                guard !compressed else { return false }
                compressed = true
                i &+= 1
                if i == end { break }
            }
            if groups > 8 { return false }
        }
        return compressed ? groups <= 7 : groups == 8
    }

    /// Four decimal octets separated by `.`: 0 to 255, no leading zeros.
    private static func isIPv4(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        for octet in 0..<4 {
            if octet > 0 {
                guard i < range.upperBound, bytes[i] == ASCII.dot else { return false }
                i &+= 1
            }
            let start = i
            var value = 0
            while i < range.upperBound && ASCII.isDigit(bytes[i]) && i &- start < 3 {
                value = value &* 10 &+ Int(bytes[i] &- 0x30)
                i &+= 1
            }
            let digits = i &- start
            guard digits >= 1, value <= 255, digits == 1 || bytes[start] != 0x30 else { return false }
        }
        return i == range.upperBound
    }
}
