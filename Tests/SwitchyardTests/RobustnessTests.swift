@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Bad input (Docs/URLHandling.md, "Rules, with the reason a URL is refused"): nothing a URL
    /// contains may crash the library, and the ways of handing a URL over (String, Substring,
    /// raw bytes, padded with white space) agree.
    /// Seeded random inputs built from the characters that matter to the scanner.
    @Suite("Robustness")
    struct RobustnessTests {
        static let pieces: [String] = [
            "/", "/", "/", "//", "a", "B", "1", "-2", "2.5", "true", "é", "😀", "%", "%2F", "%2E", "%2e%2E", "%C3%A9", "%C0%AF",
            "%00", "%G1", "%C2%85", "?", "&", "=", "#", "+", ":", "@", "[", "]", "::1", ".", "..", " ", "\t", "\\", "*",
            "raycipe:", "raycipe://", "https://", "http://", "//", "h.example", "raycipe.example.com", ":8080", ":99999",
            "user@", "k=1", "recipeID=2", "x", "\u{7F}", "\u{85}",
        ]

        static let tables: [RouteTable] = {
            let options = RouteTableOptions.limited(to: 64)
            return [
                try! makeTable(
                    file: """
                        home     raycipe://home
                        detail   raycipe://recipes/:id(int)
                        slug     raycipe://recipes/:slug
                        share    raycipe://share?recipeID=:id(int)
                        web      https://raycipe.example.com/recipes/:id(int)/**rest
                        any      /**
                        typed    /t/:a(bool)/:b(double)/:c(uuid)/*
                        q        /q?k=1&x
                        """),
                try! makeTable([("deep", "/:a/:b/:c/:d/:e/:f/:g/:h/:i/:j?x=:x"), ("stars", "/*/*/*/*/*/*/*/:h")], options: options),
                try! makeTable(file: "@case-insensitive-paths\n@source https://h.example\n" + (0..<20).map { "r\($0) /Seg\($0)/:p" }.joined(separator: "\n")),
            ]
        }()

        /// Each table's size limit, in the order of ``tables``.
        static let limits = [16_384, 64, 16_384]

        static func randomInput(_ random: inout SeededRandom) -> String {
            (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
        }

        @Test("random inputs never crash, and every way of giving them agrees", arguments: [UInt64(21), 22, 23, 24])
        func randomInputs(_ seed: UInt64) async throws {
            let failures = try await offCooperativePool { () -> [String] in
                var random = SeededRandom(seed: seed)
                var failures: [String] = []
                for _ in 0..<3_000 where failures.count < 5 {
                    let input = Self.randomInput(&random)
                    for (index, table) in Self.tables.enumerated() {
                        let result = outcome(table, input)
                        let bytes = outcome(table.match(utf8: Array(input.utf8)))
                        let slice = outcome(table.match(("<" + input + ">").dropFirst().dropLast()))
                        let paddedInput = " \t" + input + "\r\n"
                        let padded = outcome(table, paddedInput)
                        // The limit counts the white space too: padding may carry an input past it.
                        let paddedExpected = paddedInput.utf8.count > Self.limits[index] ? "!too-long" : result
                        // Raw C1 controls outside the path: a known disagreement, tested on its own below.
                        let c1 = input.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
                        if Set([result, slice] + (c1 ? [] : [bytes])).count != 1 || padded != paddedExpected {
                            failures.append("table \(index), \(input.debugDescription): string \(result), bytes \(bytes), substring \(slice), padded \(padded)")
                        }
                        if let match = table.match(input).match {
                            let trimmed = String(input.drop { " \t\r\n\u{0C}".contains($0) }.reversed().drop { " \t\r\n\u{0C}".contains($0) }.reversed())
                            if match.url != trimmed { failures.append("table \(index), \(input.debugDescription): url \(match.url.debugDescription)") }
                            _ = match.query.items
                            _ = match.fragment
                            _ = match.parameters
                        }
                    }
                }
                return failures
            }
            for failure in failures { Issue.record(Comment(rawValue: failure)) }
        }

        /// A raw C1 control (U+0080...U+009F) in the query or fragment routes the same from text
        /// and from bytes (as the percent-encoded form does: a query item that does not decode
        /// keeps its raw text); in the path it is malformed either way.
        @Test("a raw C1 control routes the same whether given as text or as bytes", arguments: try CaseFile.cases("robustness.raw-c1"))
        func rawC1Controls(_ c: Case<String, String>) throws {
            let table = try makeTable([("any", "/**"), ("custom", "raycipe://**")])
            #expect(outcome(table, c.input) == c.expected)
            #expect(outcome(table.match(utf8: Array(c.input.utf8))) == c.expected)
        }

        @Test("random bytes (mostly not UTF-8) never crash and are rejected as malformed or routed as their text")
        func randomBytes() async throws {
            let failures = try await offCooperativePool { () -> [String] in
                var random = SeededRandom(seed: 99)
                var failures: [String] = []
                for _ in 0..<5_000 where failures.count < 5 {
                    var bytes = Array(Self.randomInput(&random).utf8)
                    for _ in 0..<Int.random(in: 0...3, using: &random) where !bytes.isEmpty {
                        bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0x80...0xFF, using: &random)
                    }
                    for table in Self.tables {
                        let result = table.match(utf8: bytes)
                        if let text = String(validatingUTF8Bytes: bytes) {
                            let c1 = text.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }
                            if !c1 && outcome(result) != outcome(table, text) { failures.append("\(bytes): bytes \(outcome(result)), text \(outcome(table, text))") }
                        } else if result.noMatch?.reason != .malformed && result.noMatch?.reason != .tooLong {
                            failures.append("\(bytes): not UTF-8 but \(outcome(result))")
                        }
                    }
                }
                return failures
            }
            for failure in failures { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
