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

        @Test("hosts that are accepted", arguments: try CaseFile.cases("scanner-authority.hosts"))
        func authorityHosts(_ c: Case<String, String>) throws {
            #expect(ScannerProbe.schemeAndHost(c.input).split(separator: " ").last.map(String.init) == c.expected)
            #expect(ScannerProbe.miss(echo.match(c.input)).hasPrefix("!malformed") == false)
        }

        @Test("bad authorities keep their reasons, details and offsets", arguments: try CaseFile.cases("scanner-authority.errors"))
        func authorityErrorCases(_ c: Case<String, String>) throws {
            let table = try makeTable([("any", "/**rest")])
            let expected = "!malformed: " + c.expected
            #expect(ScannerProbe.miss(table.match(c.input)) == expected)
            #expect(ScannerProbe.miss(table.match(utf8: Array(c.input.utf8))) == expected)
        }
    }
}
