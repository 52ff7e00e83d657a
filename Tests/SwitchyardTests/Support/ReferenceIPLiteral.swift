// The RFC 3986 `IP-literal` grammar (section 3.2.2), transliterated from its ABNF into one
// regular expression per rule, for checking the scanner's hand-written reader: the text
// between the brackets must be an `IPv6address` or an `IPvFuture`.

enum ReferenceIPLiteral {
    static let h16 = "[0-9A-Fa-f]{1,4}"
    static let decOctet = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
    static let ipv4 = "\(decOctet)\\.\(decOctet)\\.\(decOctet)\\.\(decOctet)"
    static let ls32 = "(?:\(h16):\(h16)|\(ipv4))"

    /// `[ *n( h16 ":" ) h16 ]`
    static func upTo(_ n: Int) -> String { "(?:(?:\(h16):){0,\(n)}\(h16))?" }

    /// The nine alternatives of `IPv6address`, in the RFC's order.
    static let ipv6Alternatives = [
        "(?:\(h16):){6}\(ls32)",
        "::(?:\(h16):){5}\(ls32)",
        "(?:\(h16))?::(?:\(h16):){4}\(ls32)",
        "\(upTo(1))::(?:\(h16):){3}\(ls32)",
        "\(upTo(2))::(?:\(h16):){2}\(ls32)",
        "\(upTo(3))::\(h16):\(ls32)",
        "\(upTo(4))::\(ls32)",
        "\(upTo(5))::\(h16)",
        "\(upTo(6))::",
    ]

    /// `"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`; ABNF strings ignore case.
    static let ipvFuture = "[vV][0-9A-Fa-f]+\\.[A-Za-z0-9\\-._~!$&'()*+,;=:]+"

    nonisolated(unsafe) static let ipv6Regex = try! Regex("(?:" + ipv6Alternatives.joined(separator: "|") + ")")
    nonisolated(unsafe) static let futureRegex = try! Regex(ipvFuture)

    /// Whether `text` (without its brackets) is an RFC 3986 `IPv6address` or `IPvFuture`.
    static func isValid(_ text: String) -> Bool {
        // The regular expressions run over characters; an IP literal is ASCII anyway.
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        return text.wholeMatch(of: ipv6Regex) != nil || text.wholeMatch(of: futureRegex) != nil
    }
}
