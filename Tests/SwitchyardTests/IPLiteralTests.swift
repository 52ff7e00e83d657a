@testable import Switchyard
import Testing

// Hosts in brackets must be RFC 3986 IP literals: an IPv6 address in any of its forms, or an
// IPvFuture literal. Named cases through the router, and the scanner's reader against the
// grammar's regular expressions (Support/ReferenceIPLiteral.swift) over many generated texts.

extension RoutingCoreTests {
    @Suite("IP literals in brackets")
    struct IPLiteralTests {
        /// A table with a route for the IP-literal-free source, so that every well-formed
        /// literal comes from an unknown source (`no-route`) and every bad one is `malformed`.
        let table = try! makeTable([("r", "https://h.example/x"), ("any", "/**rest")])

        /// The valid literals, then the invalid ones, each with whether it is valid.
        static func literals() throws -> [Case<String, Bool>] {
            try CaseFile.cases("ip-literals.valid") { try $0.bool() } + CaseFile.cases("ip-literals.invalid") { try $0.bool() }
        }

        @Test("the reader accepts exactly the RFC 3986 forms", arguments: try IPLiteralTests.literals())
        func reader(_ c: Case<String, Bool>) {
            let bytes = Array(c.input.utf8)
            let got = bytes.withUnsafeBufferPointer { IPLiteral.isValid($0, 0..<$0.count) }
            #expect(got == c.expected)
            #expect(ReferenceIPLiteral.isValid(c.input) == c.expected, "the reference disagrees with the case")
        }

        @Test("a web link with a valid literal is read (no route here); a bad one is malformed", arguments: try IPLiteralTests.literals())
        func throughTheRouter(_ c: Case<String, Bool>) {
            for url in ["https://[\(c.input)]/x", "https://[\(c.input)]:8080/x?q=1", "//[\(c.input)]"] {
                let expected = c.expected ? "!no-route" : "!malformed"
                #expect(outcome(table, url) == expected, "\(url)")
                #expect(outcome(table.match(utf8: Array(url.utf8))) == expected, "\(url) as bytes")
            }
        }

        @Test("a malformed literal is reported at its bracket, with the rule")
        func detail() {
            #expect(ScannerProbe.miss(table.match("https://[1:2]/x")) == "!malformed: a host in brackets must be an IPv6 address or an IPvFuture literal (RFC 3986) @8")
            #expect(ScannerProbe.miss(table.match("https://[]/x")) == "!malformed: a host in brackets must be an IPv6 address or an IPvFuture literal (RFC 3986) @8")
            #expect(ScannerProbe.miss(table.match("https://[::1/x")) == "!malformed: an IP literal host is missing its ] @8")
        }

        @Test("an IP literal host is the whole bracketed text, port aside")
        func hostText() {
            #expect(ScannerProbe.schemeAndHost("https://[::FFFF:192.0.2.1]:80/x") == "https [::FFFF:192.0.2.1]")
            #expect(ScannerProbe.schemeAndHost("https://[v1.A]/x") == "https [v1.A]")
        }

        /// Texts built from the pieces IPv6 addresses are made of, so that most are near-misses.
        static func randomText(_ random: inout SeededRandom) -> String {
            let pieces = [
                "0", "1", "ab", "fFfF", "12345", "::", ":", ":", "1.2.3.4", "255.255.255.255", "256.1.1.1",
                "01.2.3.4", ".", "g", "v1.", "V", "x", "+", "1:", "2:", "%", "1.2.3",
            ]
            return (0..<Int.random(in: 0...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }

        /// Valid addresses by construction: groups around an optional compression, maybe ending in IPv4.
        static func randomAddress(_ random: inout SeededRandom) -> String {
            func group() -> String { String(UInt16.random(in: 0...UInt16.max, using: &random), radix: 16) }
            let ipv4 = Bool.random(using: &random)
            let total = ipv4 ? 6 : 8
            let tail = ipv4 ? (0..<4).map { _ in String(Int.random(in: 0...255, using: &random)) }.joined(separator: ".") : nil
            if Bool.random(using: &random) {
                let groups = (0..<total).map { _ in group() }
                return (groups + (tail.map { [$0] } ?? [])).joined(separator: ":")
            }
            let explicit = Int.random(in: 0...(total - 1), using: &random)
            let before = Int.random(in: 0...explicit, using: &random)
            let left = (0..<before).map { _ in group() }.joined(separator: ":")
            var rightParts = (0..<(explicit - before)).map { _ in group() }
            if let tail { rightParts.append(tail) }
            return left + "::" + rightParts.joined(separator: ":")
        }

        @Test("the reader agrees with the RFC's grammar on generated texts", arguments: [UInt64(1), 2, 3, 4])
        func agreesWithGrammar(_ seed: UInt64) {
            var random = SeededRandom(seed: seed)
            var accepted = 0
            for round in 0..<3_000 {
                let text = round % 3 == 0 ? Self.randomAddress(&random) : Self.randomText(&random)
                let bytes = Array(text.utf8)
                let got = bytes.withUnsafeBufferPointer { IPLiteral.isValid($0, 0..<$0.count) }
                let expected = ReferenceIPLiteral.isValid(text)
                #expect(got == expected, "[\(text)]")
                if round % 3 == 0 { #expect(expected, "generated as valid: [\(text)]") }
                if expected { accepted += 1 }
            }
            // Both sides of the rule are exercised.
            #expect(accepted > 1_000 && accepted < 2_900)
        }
    }
}
