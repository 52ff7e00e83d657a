@testable import Switchyard
import Testing

// Web links (`http`, `https`) need `//` and a non-empty host, and a host holds only what
// RFC 3986 allows in one (a registered name without percent-encoding, or an IP literal in
// brackets): anything else is malformed, through text and through raw bytes alike.

extension RoutingCoreTests {
    @Suite("Web links: // and a host")
    struct WebLinkAuthorityTests {
        let table = try! makeTable([("any", "/**rest"), ("home", "https://h.example/x")])

        @Test("a web link without // or a host is malformed", arguments: try CaseFile.cases("web-link-authority.malformed"))
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

        @Test("what RFC 3986 allows in a host is read as the host", arguments: try CaseFile.cases("web-link-authority.allowed"))
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
