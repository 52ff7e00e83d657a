// How a URL is read, written from the routing contract (Docs/URLHandling.md, "Kinds of URL"
// and "Rules, with the reason a URL is refused") and not from the scanner, for the
// scanner-edge suites: what the scanner must find. The text is cut at its delimiters with
// collection searches and splits, each rule of the page is one small function named after it,
// a scheme is checked by RFC 3986's grammar as a regular expression, a host in brackets by
// ``ReferenceIPLiteral``, and UTF-8 by RFC 3629's table of well-formed sequences. It reads an
// array slice whose indices are the offsets in the caller's buffer, so its offsets and the
// scanner's can be compared as they are.
//
// It reads what the scanner reads: the scheme, the authority of a web link, where the path
// starts and ends, and the query and fragment with their bytes checked. The path's own bytes
// (percent-encoding, dot segments, forbidden bytes) are another reader's, and are not judged here.

enum ReferenceURL {
    /// The parts of a URL that was read, as offsets; `nil` for a part it does not have.
    struct Reading: Equatable, CustomStringConvertible {
        enum Kind: String { case web, custom, relative }
        var kind: Kind
        var scheme: Range<Int>?
        var host: Range<Int>?
        var path: Range<Int>
        var query: Range<Int>?
        var fragment: Range<Int>?

        var description: String {
            func show(_ range: Range<Int>?) -> String { range.map { "\($0)" } ?? "-" }
            return "\(kind.rawValue) scheme \(show(scheme)) host \(show(host)) path \(path) query \(show(query)) fragment \(show(fragment))"
        }
    }

    /// The first rule a URL breaks: always `malformed` (Docs/URLHandling.md), with the sentence
    /// and the offset of the byte at fault.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        var reason = "malformed"
        var detail: String
        var offset: Int
        var description: String { "\(reason): \(detail) @\(offset)" }
    }

    /// Reads `text` (white space already trimmed). `validateUTF8` is for raw bytes: text from a
    /// `String` is UTF-8 already, and only its forbidden bytes are looked for.
    static func read(_ text: ArraySlice<UInt8>, validateUTF8: Bool) -> Result<Reading, Refusal> {
        do throws(Refusal) {
            var reading = try readSchemeAndAuthority(text)
            // The path runs to the first `?` or `#`; the rest is the query and the fragment.
            let rest = text[reading.path.lowerBound...]
            let pathEnd = rest.firstIndex(where: { $0 == byte("?") || $0 == byte("#") }) ?? text.endIndex
            reading.path = reading.path.lowerBound..<pathEnd
            try refuseForbiddenBytes(text[pathEnd...], validateUTF8: validateUTF8)
            (reading.query, reading.fragment) = splitQueryAndFragment(text[pathEnd...])
            return .success(reading)
        } catch {
            return .failure(error)
        }
    }

    // MARK: Kinds of URL

    /// "Kinds of URL": a web link (`http`, `https`, or `//host`, read as `https`), a custom
    /// scheme (its authority is path: the path is all that follows the `:`), or a relative
    /// reference (path only).
    static func readSchemeAndAuthority(_ text: ArraySlice<UInt8>) throws(Refusal) -> Reading {
        if let colon = schemeEnd(text) {
            let scheme = text.startIndex..<colon
            let afterColon = text[(colon + 1)...]
            guard isWebScheme(text[scheme]) else {
                return Reading(kind: .custom, scheme: scheme, path: afterColon.indices)
            }
            guard afterColon.starts(with: "//".utf8) else {
                throw Refusal(detail: "a web link needs // and a host after its scheme", offset: afterColon.startIndex)
            }
            let (host, path) = try readAuthority(afterColon.dropFirst(2))
            return Reading(kind: .web, scheme: scheme, host: host, path: path)
        }
        if text.starts(with: "//".utf8) {
            // A network-path reference: routes as `https://host/path`.
            let (host, path) = try readAuthority(text.dropFirst(2))
            return Reading(kind: .web, host: host, path: path)
        }
        return Reading(kind: .relative, path: text.indices)
    }

    /// RFC 3986 section 3.1: `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, ended by
    /// `:`. The offset of that `:`, if the text starts with a scheme.
    static func schemeEnd(_ text: ArraySlice<UInt8>) -> Int? {
        guard let colon = text.firstIndex(of: byte(":")) else { return nil }
        let candidate = text[..<colon]
        guard candidate.allSatisfy({ $0 < 0x80 }) else { return nil }
        return String(decoding: candidate, as: UTF8.self).wholeMatch(of: schemeGrammar) != nil ? colon : nil
    }

    nonisolated(unsafe) static let schemeGrammar = try! Regex("[A-Za-z][A-Za-z0-9+\\-.]*").matchingSemantics(.unicodeScalar)

    /// "scheme: compared case-insensitively": `http` and `https` in any case are web links.
    static func isWebScheme(_ scheme: ArraySlice<UInt8>) -> Bool {
        let folded = String(decoding: scheme.map(asciiLowercased), as: UTF8.self)
        return folded == "http" || folded == "https"
    }

    // MARK: The authority of a web link

    /// "a web link needs `//` and a non-empty host": the authority runs to the first `/`, `?`
    /// or `#`, and its rules are checked in the order of "One reason for a bad authority"
    /// (Docs/URLHandling.md, decisions): user info, a host in brackets, the port, the
    /// registered name's characters, and last that a host is left once one trailing dot is
    /// dropped. Returns the host's offsets and where the path starts.
    static func readAuthority(_ afterSlashes: ArraySlice<UInt8>) throws(Refusal) -> (host: Range<Int>, path: Range<Int>) {
        let end = afterSlashes.firstIndex(where: { $0 == byte("/") || $0 == byte("?") || $0 == byte("#") }) ?? afterSlashes.endIndex
        let authority = afterSlashes[..<end]
        try refuseUserInfo(authority)
        let (host, port) = try splitHostAndPort(authority)
        if let port { try checkPort(port) }
        if host.first != byte("[") { try checkRegisteredName(host) }
        let trimmed = dropOneTrailingDot(host)
        guard !trimmed.isEmpty else { throw Refusal(detail: "a web link needs a host", offset: authority.startIndex) }
        return (trimmed.indices, end..<afterSlashes.endIndex)
    }

    /// "user info in a web link: malformed", reported at the authority's start.
    static func refuseUserInfo(_ authority: ArraySlice<UInt8>) throws(Refusal) {
        if authority.contains(byte("@")) {
            throw Refusal(detail: "a web link must not carry user info (user@)", offset: authority.startIndex)
        }
    }

    /// Splits `host[:port]`. A host in brackets "must be an RFC 3986 IP literal", closed by
    /// `]` and followed by nothing or a port; any other host ends at its first `:`. The port
    /// is `nil` when there is no `:`, and may be empty ("An empty port is allowed").
    static func splitHostAndPort(_ authority: ArraySlice<UInt8>) throws(Refusal) -> (host: ArraySlice<UInt8>, port: ArraySlice<UInt8>?) {
        if authority.first == byte("[") {
            guard let close = authority.firstIndex(of: byte("]")) else {
                throw Refusal(detail: "an IP literal host is missing its ]", offset: authority.startIndex)
            }
            let literal = String(decoding: authority[(authority.startIndex + 1)..<close], as: UTF8.self)
            guard ReferenceIPLiteral.isValid(literal) else {
                throw Refusal(detail: "a host in brackets must be an IPv6 address or an IPvFuture literal (RFC 3986)", offset: authority.startIndex)
            }
            let after = authority[(close + 1)...]
            if let next = after.first, next != byte(":") {
                throw Refusal(detail: "unexpected text after an IP literal host", offset: after.startIndex)
            }
            return (authority[...close], after.isEmpty ? nil : after.dropFirst())
        }
        let parts = authority.split(separator: byte(":"), maxSplits: 1, omittingEmptySubsequences: false)
        return (parts[0], parts.count > 1 ? parts[1] : nil)
    }

    /// "port: digits up to 65535". Refused at the first byte that is not a digit, or at the
    /// digit with which the number read so far passes 65535, whichever comes first.
    static func checkPort(_ port: ArraySlice<UInt8>) throws(Refusal) {
        let digits = port.prefix(while: isDigit)
        for last in digits.indices where Int(String(decoding: digits[...last], as: UTF8.self))! > 65535 {
            throw Refusal(detail: "a port must be at most 65535", offset: last)
        }
        if digits.endIndex < port.endIndex {
            throw Refusal(detail: "a port must be decimal digits", offset: digits.endIndex)
        }
    }

    /// "host: only what RFC 3986 allows in a registered name": its unreserved characters and
    /// sub-delims, never `%` or a byte that is not ASCII. Refused at the first other byte.
    static func checkRegisteredName(_ host: ArraySlice<UInt8>) throws(Refusal) {
        if let bad = host.firstIndex(where: { !registeredNameCharacters.contains($0) }) {
            throw Refusal(detail: "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels)", offset: bad)
        }
    }

    /// RFC 3986 section 3.2.2, `reg-name` without `pct-encoded`: `unreserved` (section 2.3)
    /// and `sub-delims` (section 2.2), as the RFC lists them.
    static let registeredNameCharacters = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8).union("!$&'()*+,;=".utf8)

    /// "host: one trailing dot dropped".
    static func dropOneTrailingDot(_ host: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        host.last == byte(".") ? host.dropLast() : host
    }

    // MARK: The query and the fragment

    /// "a space, control character (vertical tab included), DEL or `\` left inside: malformed";
    /// for raw bytes also "bytes that are not UTF-8 anywhere". The first offending byte is
    /// reported; where one byte breaks both rules, the forbidden byte is named.
    static func refuseForbiddenBytes(_ rest: ArraySlice<UInt8>, validateUTF8: Bool) throws(Refusal) {
        let forbidden = rest.firstIndex(where: isForbidden)
        let notUTF8 = validateUTF8 ? firstNonUTF8Offset(rest) : nil
        if let forbidden, forbidden <= notUTF8 ?? Int.max {
            throw Refusal(detail: "a space, control character or backslash inside the URL", offset: forbidden)
        }
        if let notUTF8 { throw Refusal(detail: "the bytes are not UTF-8", offset: notUTF8) }
    }

    /// Control characters (C0), space, DEL and `\`.
    static func isForbidden(_ b: UInt8) -> Bool { b <= 0x20 || b == 0x7F || b == byte("\\") }

    /// RFC 3629 section 4: each well-formed UTF-8 sequence as the ranges its bytes may take.
    static let wellFormedSequences: [[ClosedRange<UInt8>]] = {
        let tail: ClosedRange<UInt8> = 0x80...0xBF
        return [
            [0x00...0x7F],
            [0xC2...0xDF, tail],
            [0xE0...0xE0, 0xA0...0xBF, tail], [0xE1...0xEC, tail, tail], [0xED...0xED, 0x80...0x9F, tail], [0xEE...0xEF, tail, tail],
            [0xF0...0xF0, 0x90...0xBF, tail, tail], [0xF1...0xF3, tail, tail, tail], [0xF4...0xF4, 0x80...0x8F, tail, tail],
        ]
    }()

    /// The offset of the first byte at which `bytes` stops being the start of UTF-8 text (the
    /// end, if it stops in the middle of a sequence), or `nil` if it is UTF-8.
    static func firstNonUTF8Offset(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        while i < bytes.endIndex {
            guard let sequence = wellFormedSequences.first(where: { $0[0].contains(bytes[i]) }) else { return i }
            for (k, allowed) in sequence.enumerated().dropFirst() {
                guard i + k < bytes.endIndex else { return bytes.endIndex }
                guard allowed.contains(bytes[i + k]) else { return i + k }
            }
            i += sequence.count
        }
        return nil
    }

    /// After the path: `?query` up to the first `#`, then `#fragment` (RFC 3986 section 3).
    static func splitQueryAndFragment(_ rest: ArraySlice<UInt8>) -> (query: Range<Int>?, fragment: Range<Int>?) {
        guard !rest.isEmpty else { return (nil, nil) }
        let parts = rest.split(separator: byte("#"), maxSplits: 1, omittingEmptySubsequences: false)
        let beforeHash = parts[0]
        let query = beforeHash.first == byte("?") ? beforeHash.dropFirst().indices : nil
        return (query, parts.count > 1 ? parts[1].indices : nil)
    }

    // MARK: Bytes

    static func byte(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
    static func isDigit(_ b: UInt8) -> Bool { (byte("0")...byte("9")).contains(b) }
    static func asciiLowercased(_ b: UInt8) -> UInt8 { (byte("A")...byte("Z")).contains(b) ? b + 0x20 : b }
}
