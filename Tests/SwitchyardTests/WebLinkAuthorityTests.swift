@testable import Switchyard
import Testing

// Web links (`http`, `https`) need `//` and a non-empty host, and a host holds only what
// RFC 3986 allows in one (a registered name without percent-encoding, or an IP literal in
// brackets): anything else is malformed, through text and through raw bytes alike.

extension RoutingCoreTests {
    @Suite("Web links: // and a host")
    struct WebLinkAuthorityTests {
        let table = try! makeTable([("any", "/**rest"), ("home", "https://h.example/x")])

        static let malformed: [Case<String, String>] = [
            Case("no // after the scheme", "https:h.example/x", "a web link needs // and a host after its scheme @6"),
            Case("one / after the scheme", "https:/h.example/x", "a web link needs // and a host after its scheme @6"),
            Case("http without //", "http:h.example", "a web link needs // and a host after its scheme @5"),
            Case("an upper-case scheme without //", "HTTPS:x", "a web link needs // and a host after its scheme @6"),
            Case("the scheme alone", "https:", "a web link needs // and a host after its scheme @6"),
            Case("a query right after the scheme", "https:?q=1", "a web link needs // and a host after its scheme @6"),
            Case("an empty host", "https:///x", "a web link needs a host @8"),
            Case("an empty host, no path", "https://", "a web link needs a host @8"),
            Case("an empty host before a query", "https://?q", "a web link needs a host @8"),
            Case("an empty host as a network-path reference", "///x", "a web link needs a host @2"),
            Case("a port and no host", "https://:80/x", "a web link needs a host @8"),
            Case("a port and no host, network path", "//:80/x", "a web link needs a host @2"),
            Case("a lone trailing dot", "https://./x", "a web link needs a host @8"),
            Case("user info and no host", "https://@/x", "a web link must not carry user info (user@) @8"),
        ]

        @Test("a web link without // or a host is malformed", arguments: malformed)
        func needsSlashesAndHost(_ c: Case<String, String>) {
            #expect(ScannerProbe.miss(table.match(c.input)) == "!malformed: " + c.expected)
            #expect(ScannerProbe.miss(table.match(utf8: Array(c.input.utf8))) == "!malformed: " + c.expected)
        }

        static let hostDetail = "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels)"

        /// Characters RFC 3986 does not allow in a host (outside an IP literal), each in the middle of a host.
        static let disallowed: [String] = ["%", "<", ">", "\"", "^", "`", "{", "}", "|", "[", "]", "é", "\u{7F}"]

        @Test("a character RFC 3986 does not allow in a host is malformed, where it stands", arguments: disallowed)
        func disallowedHostCharacter(_ character: String) {
            for host in ["a\(character)b.example", "abcdefghijkl\(character)m", "\(character)x"] {
                let url = "https://\(host)/x"
                let got = ScannerProbe.miss(table.match(url))
                #expect(got.hasPrefix("!malformed: "), "\(url): \(got)")
                // `[` opens an IP literal only at the host's start; DEL is refused with every control.
                if character != "\u{7F}" && !(character == "[" && host.hasPrefix("[")) {
                    let offset = 8 + Array(host.utf8).firstIndex(of: Array(character.utf8)[0])!
                    #expect(got == "!malformed: \(Self.hostDetail) @\(offset)", "\(url)")
                }
            }
        }

        static let allowed: [Case<String, String>] = [
            Case("letters, digits, - and .", "https://a-1.b2.example/x", "a-1.b2.example"),
            Case("_ and ~", "https://a_b~c/x", "a_b~c"),
            Case("sub-delims", "https://a!$&'()*+,;=b/x", "a!$&'()*+,;=b"),
            Case("capitals", "https://H.Example/x", "H.Example"),
            Case("an IP literal", "https://[2001:db8::1]/x", "[2001:db8::1]"),
            Case("a port", "https://h.example:8443/x", "h.example"),
        ]

        @Test("what RFC 3986 allows in a host is read as the host", arguments: allowed)
        func allowedHosts(_ c: Case<String, String>) {
            #expect(ScannerProbe.schemeAndHost(c.input) == "https \(c.expected)")
        }

        @Test("a web link with // and a host routes by its host")
        func withHost() {
            #expect(outcome(table, "https://h.example/x") == "home()")
            #expect(outcome(table, "HTTPS://H.EXAMPLE./x") == "home()")
            #expect(outcome(table, "//h.example/x") == "home()")
        }
    }
}
