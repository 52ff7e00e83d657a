@testable import Switchyard
import Testing

// Edge cases of the URL scanner's authority (URLScanner+Authority.swift): hosts and ports of
// every length up to and past an 8-byte word, a bad byte at each offset of the host, and the
// hosts and authorities that are accepted or rejected, with their details and offsets.

extension RoutingCoreTests {
    @Suite("Scanner edges: authority")
    struct ScannerAuthorityEdgeTests {
        let echo = try! echoTable()

        /// A host of `length` bytes cycling through letters, digits, `-` and `.` (never ending in `.`).
        static func host(_ length: Int) -> String {
            let alphabet = Array("abcdefghij0123456789-k.lmnopqrstuvwxyz")
            return String((0..<length).map { alphabet[$0 % alphabet.count] })
        }

        @Test("hosts of 0 to 20 bytes, with and without a port, followed by /, ?, # or the end")
        func authorityLengths() throws {
            for length in 0...20 {
                for port in ["", ":", ":8", ":443", ":65535", ":00080"] {
                    for after in ["/p", "?q=1", "#f", ""] {
                        let host = Self.host(length)
                        let tail = host + port + after
                        if length == 0 {
                            #expect(ScannerProbe.schemeAndHost("https://" + tail) == "!a web link needs a host @8", "\(tail)")
                            #expect(ScannerProbe.schemeAndHost("//" + tail) == "!a web link needs a host @2", "\(tail)")
                            #expect(ScannerProbe.miss(echo.match("https://" + tail)) == "!malformed: a web link needs a host @8", "\(tail)")
                        } else {
                            #expect(ScannerProbe.schemeAndHost("https://" + tail) == "https \(host)", "\(tail)")
                            #expect(ScannerProbe.schemeAndHost("HTTP://" + tail) == "HTTP \(host)", "\(tail)")
                            #expect(ScannerProbe.schemeAndHost("//" + tail) == "- \(host)", "\(tail)")
                            // Trailing white space is trimmed before the scan.
                            #expect(ScannerProbe.miss(echo.match("https://" + tail + " \t")) == ScannerProbe.miss(echo.match("https://" + tail)), "\(tail)")
                        }
                    }
                }
            }
        }

        @Test("a bad host byte at each offset of hosts up to 20 bytes is reported there")
        func badHostByte() throws {
            let table = try makeTable([("any", "/**rest")])
            let detail = "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels)"
            for length in 1...20 {
                for position in 0..<length {
                    for bad in ["%", "<", "^", "`", "{", "\"", "é"] {
                        var host = Array(Self.host(length))
                        host[position] = Character(bad)
                        let url = "https://" + String(host) + "/p"
                        #expect(ScannerProbe.miss(table.match(url)) == "!malformed: \(detail) @\(8 + position)", "\(url)")
                    }
                }
            }
        }

        static let authorityCases: [Case<String, String>] = [
            Case("capitals, the fast loop then byte by byte", "https://RAYCIPE.Example.COM/r", "RAYCIPE.Example.COM"),
            Case("a capital at a word's edge", "https://abcdefgH.example/r", "abcdefgH.example"),
            Case("sub-delims and _ ~", "https://a_b~c!$&'()*+,;=d/r", "a_b~c!$&'()*+,;=d"),
            Case("trailing dot removed", "https://raycipe.example.com./r", "raycipe.example.com"),
            Case("trailing dot before a port", "https://abcdefghijk.:80/r", "abcdefghijk"),
            Case("the host is the whole input", "https://abcdefghijklmnopq", "abcdefghijklmnopq"),
            Case("the host and port are the whole input", "https://abcdefghijklmnopq:1", "abcdefghijklmnopq"),
            Case("a host ending exactly at a word's end", "https://abcdefgh", "abcdefgh"),
            Case("an empty port", "https://abc:/r", "abc"),
            Case("a six-digit port with leading zeros", "https://abc:000080/r", "abc"),
            Case("IPv6", "https://[::1]:8080/r", "[::1]"),
            Case("IPv6 with embedded IPv4", "https://[::FFFF:192.0.2.1]/r", "[::FFFF:192.0.2.1]"),
            Case("IPvFuture", "https://[v1.fe80::a+en1]:443/r", "[v1.fe80::a+en1]"),
            Case("upper-case scheme", "HTTPS://abc/r", "abc"),
            Case("http", "http://abc/r", "abc"),
            Case("network-path reference", "//abc.example/r", "abc.example"),
        ]

        @Test("hosts that are accepted", arguments: authorityCases)
        func authorityHosts(_ c: Case<String, String>) throws {
            #expect(ScannerProbe.schemeAndHost(c.input).split(separator: " ").last.map(String.init) == c.expected)
            #expect(ScannerProbe.miss(echo.match(c.input)).hasPrefix("!malformed") == false)
        }

        static let authorityErrors: [Case<String, String>] = [
            Case("user info", "https://user@abcdefghij/r", "a web link must not carry user info (user@) @8"),
            Case("user info after a long name", "https://abcdefghijklm@x/r", "a web link must not carry user info (user@) @8"),
            Case("a port over 65535", "https://abc:65536/r", "a port must be at most 65535 @16"),
            Case("a long port over 65535", "https://abc:0000065536/r", "a port must be at most 65535 @21"),
            Case("a port with a letter", "https://abcdefghij:8a/r", "a port must be decimal digits @20"),
            Case("a port with a second colon", "https://abc:80:80/r", "a port must be decimal digits @14"),
            Case("no host before a port", "https://:80/r", "a web link needs a host @8"),
            Case("only a dot", "https://./r", "a web link needs a host @8"),
            Case("IPv6 without ]", "https://[::1/r", "an IP literal host is missing its ] @8"),
            Case("IPv6 with a letter", "https://[::g]/r", "a host in brackets must be an IPv6 address or an IPvFuture literal (RFC 3986) @8"),
            Case("empty brackets", "https://[]/r", "a host in brackets must be an IPv6 address or an IPvFuture literal (RFC 3986) @8"),
            Case("two groups", "//[1:2]/r", "a host in brackets must be an IPv6 address or an IPvFuture literal (RFC 3986) @2"),
            Case("text after IPv6", "https://[::1]x/r", "unexpected text after an IP literal host @13"),
            Case("no // after https:", "https:/abc", "a web link needs // and a host after its scheme @6"),
            Case("nothing after https:", "https:", "a web link needs // and a host after its scheme @6"),
            Case("a space in the host (not trimmed)", "https://abc def/r", "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels) @11"),
            Case("empty authority", "https:///r", "a web link needs a host @8"),
        ]

        @Test("bad authorities keep their reasons, details and offsets", arguments: authorityErrors)
        func authorityErrorCases(_ c: Case<String, String>) throws {
            let table = try makeTable([("any", "/**rest")])
            let expected = "!malformed: " + c.expected
            #expect(ScannerProbe.miss(table.match(c.input)) == expected)
            #expect(ScannerProbe.miss(table.match(utf8: Array(c.input.utf8))) == expected)
        }
    }
}
