@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md: what a URL is reduced to before any route is looked at —
    /// white space, forbidden bytes, schemes, custom-scheme authorities, relative references,
    /// empty segments, fragments, the size limit, the order of reasons, and raw bytes.
    @Suite("URL scanning")
    struct URLScanningTests {
        let echo = try! echoTable()

        // MARK: White space and forbidden bytes

        @Test("only tab, line feed, form feed, carriage return and space are white space", arguments: try CaseFile.cases("url-scanning.not-white-space"))
        func notTrimmed(_ c: Case<String, String>) {
            #expect(echoedPath(echo, c.input) == c.expected)
            let raw = echo.match(utf8: Array(c.input.utf8))
            #expect((raw.noMatch.map { "!\($0.reason.description)" } ?? raw.match?.parameterText("rest")) == c.expected)
        }

        @Test("trimmed white space, forbidden bytes, path segments: the path each URL is read as", arguments: try CaseFile.ruled(["url-scanning.trimmed", "url-scanning.forbidden", "url-scanning.segments"], CaseFile.cases))
        func echoedPaths(_ c: Case<String, String>) {
            #expect(echoedPath(echo, c.input) == c.expected)
        }

        @Test("the trimmed URL is what a match reports")
        func matchURLIsTrimmed() throws {
            let match = try #require(echo.match("  /a/b?x=1#f \n").match)
            #expect(match.url == "/a/b?x=1#f")
        }

        @Test("raw non-ASCII UTF-8 routes as if percent-encoded")
        func rawNonASCII() throws {
            let table = try makeTable([("cafe", "/menu/café"), ("other", "/menu/:item")])
            #expect(outcome(table, "/menu/café") == "cafe()")
            #expect(outcome(table, "/menu/caf%C3%A9") == "cafe()")
            #expect(outcome(table, "/menu/caf%c3%a9") == "cafe()")
            #expect(outcome(table, "/menu/😀") == "other(item=😀)")
            #expect(outcome(table, "/menu/%F0%9F%98%80") == "other(item=😀)")
            // No Unicode normalisation: a decomposed é is another segment.
            #expect(outcome(table, "/menu/cafe\u{301}") == "other(item=cafe\u{301})")
        }

        // MARK: Schemes

        @Test("schemes compare case-insensitively", arguments: try CaseFile.cases("url-scanning.scheme-case"))
        func schemeCaseInsensitive(_ c: Case<String, String>) throws {
            try expectOutcome(
                of: [("custom", "raycipe://recipes/:id"), ("web", "https://raycipe.example.com/recipes/:id"), ("plain", "http://raycipe.example.com/recipes/:id")], c)
        }

        @Test("a pattern's scheme compares case-insensitively too")
        func patternSchemeCase() throws {
            let table = try makeTable([("custom", "RayCipe://recipes/:id"), ("web", "HTTPS://Raycipe.Example.com/r")])
            #expect(outcome(table, "raycipe://recipes/2") == "custom(id=2)")
            #expect(outcome(table, "https://raycipe.example.com/r") == "web()")
        }

        @Test("the match reports the scheme lower-cased, the host of web links, nothing for relative references")
        func reportedSchemeAndHost() throws {
            let table = try makeTable([("custom", "raycipe://recipes/:id"), ("web", "https://raycipe.example.com/recipes/:id"), ("rel", "/r")])
            let custom = try #require(table.match("RAYCIPE://recipes/2").match)
            #expect(custom.scheme == "raycipe")
            #expect(custom.host == nil)
            let web = try #require(table.match("HTTPS://RAYCIPE.example.com./recipes/2").match)
            #expect(web.scheme == "https")
            #expect(web.host == "raycipe.example.com")
            let networkPath = try #require(table.match("//raycipe.example.com/recipes/2").match)
            #expect(networkPath.scheme == "https")
            #expect(networkPath.host == "raycipe.example.com")
            let relative = try #require(table.match("/r").match)
            #expect(relative.scheme == nil)
            #expect(relative.host == nil)
        }

        // MARK: Custom schemes: the authority is path

        @Test("custom-scheme links route by path, the authority being the first segment", arguments: try CaseFile.cases("url-scanning.custom-forms"))
        func customSchemeForms(_ c: Case<String, String>) throws {
            try expectOutcome(of: [("detail", "raycipe://recipes/:id"), ("one", "raycipe://:x"), ("root", "raycipe://")], c)
        }

        // MARK: Relative references

        @Test("relative references route by path alone", arguments: try CaseFile.cases("url-scanning.relative"))
        func relativeReferences(_ c: Case<String, String>) throws {
            try expectOutcome(of: [("detail", "/recipes/:id"), ("signIn", "sign-in"), ("root", "/")], c)
        }

        @Test("//host/path routes as https://host/path, never to unpinned routes from an unknown host; a pattern ignores empty segments", arguments: try CaseFile.ruled(["url-scanning.network-paths", "url-scanning.network-unknown-host", "url-scanning.pattern-segments"], CaseFile.routedCases))
        func networkPathsAndPatternSegments(_ c: Case<CaseFile.RoutedURL, String>) throws {
            #expect(try outcome(c.input) == c.expected)
        }

        // MARK: Fragment

        @Test("the fragment is handed over, decoded", arguments: try CaseFile.optionalCases("url-scanning.fragments"))
        func fragment(_ c: Case<String, String?>) throws {
            let table = try makeTable([("a", "/a")])
            let match = try #require(table.match(c.input).match)
            #expect(match.fragment == c.expected)
        }

        @Test("the fragment takes no part in matching")
        func fragmentNotMatched() throws {
            let table = try makeTable([("a", "/a"), ("q", "/q?x=1")])
            #expect(outcome(table, "/a#/b/c") == "a()")
            #expect(outcome(table, "/a#..") == "a()")
            #expect(outcome(table, "/a#%G1") == "a()")
            #expect(outcome(table, "/q#?x=1") == "!no-route")
            #expect(outcome(table, "/q?x=1#x=2") == "q()")
        }

        // MARK: Size limit

        @Test("the default limit is 16,384 bytes of the input as given, white space included")
        func defaultLimit() throws {
            let path = "/" + String(repeating: "a", count: 16_383)
            #expect(path.utf8.count == 16_384)
            #expect(echoedPath(echo, path) == String(repeating: "a", count: 16_383))
            #expect(echoedPath(echo, path + "a") == "!too-long")
            #expect(echoedPath(echo, path + " ") == "!too-long")
            #expect(echoedPath(echo, " " + path) == "!too-long")
            #expect(echoedPath(echo, "  \(path)\n") == "!too-long")
            let shorter = "/" + String(repeating: "a", count: 16_382)
            #expect(echoedPath(echo, shorter + " ") == String(repeating: "a", count: 16_382))
            #expect(echoedPath(echo, "\u{0C}" + shorter) == String(repeating: "a", count: 16_382))
            #expect(rawOutcome(echo, bytes: Array((path + " ").utf8)) == "!too-long")
            #expect(rawOutcome(echo, bytes: Array((shorter + " ").utf8)) == "ok")
        }

        @Test("with a limit of 10: the input is counted before white space is trimmed", arguments: try CaseFile.cases("url-scanning.limit"))
        func limitBeforeTrimming(_ c: Case<String, String>) throws {
            let table = try limitedEchoTable(10)
            #expect(echoedPath(table, c.input) == c.expected)
            let bytesOutcome = table.match(utf8: Array(c.input.utf8))
            #expect((bytesOutcome.noMatch.map { "!\($0.reason.description)" } ?? bytesOutcome.match?.parameterText("rest")) == c.expected)
            if c.expected == "!too-long" { #expect(table.match(c.input).noMatch?.offset == 10) }
        }

        /// The echo table with a limit of `limit` bytes.
        private func limitedEchoTable(_ limit: Int) throws -> RouteTable {
            let options = RouteTableOptions.limited(to: limit)
            return try echoTable(options: options)
        }

        /// The case's URL, matched in a table of `routes`, has the case's outcome.
        private func expectOutcome(of routes: [(String, String)], _ c: Case<String, String>, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
            #expect(outcome(try makeTable(routes), c.input) == c.expected, sourceLocation: sourceLocation)
        }

        /// `ok` or `!reason` for raw bytes.
        private func rawOutcome(_ table: RouteTable, bytes: [UInt8]) -> String {
            table.match(utf8: bytes).noMatch.map { "!\($0.reason.description)" } ?? "ok"
        }

        @Test("the limit is configurable through RouteTableOptions.maximumURLLength")
        func configuredLimit() throws {
            let table = try limitedEchoTable(10)
            #expect(echoedPath(table, "/abcdefghi") == "abcdefghi")
            #expect(echoedPath(table, "   /abcdefghi   ") == "!too-long")
            #expect(echoedPath(table, "/abcdefghij") == "!too-long")
            // Bytes, not characters: "é" is two bytes.
            #expect(echoedPath(table, "/abcdefgh") == "abcdefgh")
            #expect(echoedPath(table, "/abcdefghé") == "!too-long")
            #expect(echoedPath(table, "/abcdefgé") == "abcdefgé")
            // The whole input counts, query and fragment included.
            #expect(echoedPath(table, "/a?b=cdefg") == "a")
            #expect(echoedPath(table, "/a?b=cdefgh") == "!too-long")
            #expect(echoedPath(table, "/a#bcdefghi") == "!too-long")
        }

        @Test("a too-long URL is not scanned past the limit: what follows cannot make it malformed")
        func tooLongNotScanned() throws {
            let table = try limitedEchoTable(8)
            #expect(echoedPath(table, "/abc def") == "!malformed")
            #expect(echoedPath(table, "/abcdefg h") == "!too-long")
            #expect(echoedPath(table, "/abcdefg%G1") == "!too-long")
            #expect(table.match("/abcdefg h").noMatch?.offset == 8)
        }

        // MARK: Reasons

        @Test("reasons: too-long, then malformed, then dot-segment, then no-route", arguments: try CaseFile.cases("url-scanning.precedence"))
        func reasonPrecedence(_ c: Case<String, String>) throws {
            let options = RouteTableOptions.limited(to: 32)
            let table = try makeTable([("a", "/a/**"), ("x", "https://raycipe.example.com/**")], options: options)
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("every reason has its documented name")
        func reasonNames() {
            #expect(NoMatchReason.allCases.map(\.description) == ["too-long", "malformed", "dot-segment", "no-route"])
        }

        // MARK: Raw bytes

        @Test("raw bytes: match(utf8:) routes valid UTF-8 and rejects the rest as malformed", arguments: try CaseFile.byteCases("url-scanning.raw-bytes"))
        func rawByteInput(_ c: Case<[UInt8], String>) throws {
            let result = echo.match(utf8: c.input)
            let text: String
            switch result {
            case .matched(let match): text = match.parameterText("rest") ?? "?"
            case .notMatched(let miss): text = "!\(miss.reason.description)"
            }
            #expect(text == c.expected)
        }

        @Test("raw bytes from a non-contiguous collection route the same")
        func rawBytesNonContiguous() throws {
            let bytes = Array("/a/b".utf8)
            let lazy = bytes.lazy.map { $0 }
            #expect(outcome(echo.match(utf8: lazy)) == "path(rest=a/b)")
            #expect(outcome(echo.match(utf8: [0x2F, 0xFF].lazy.map { $0 })) == "!malformed")
        }

        @Test("explain(utf8:): bytes that are not UTF-8 are malformed, with no reading and no candidates; UTF-8 is explained as text")
        func explainBytes() throws {
            let table = try makeTable([("r", "/:x")])
            let bad = table.explain(utf8: [0x2F, 0xC0, 0xAF])
            #expect(ScannerProbe.miss(bad.result) == "!malformed: the bytes are not UTF-8 @1")
            #expect(bad.url == "/\u{FFFD}\u{FFFD}")
            #expect(bad.reading == nil && bad.candidates.isEmpty)
            let long = table.explain(utf8: [0x2F] + [UInt8](repeating: 0xFF, count: 16_384))
            #expect(long.result.noMatch?.reason == .tooLong)
            let good = table.explain(utf8: Array("/café".utf8))
            #expect(good.result.match?.parameterText("x") == "café")
            #expect(good.candidates.map(\.routeName) == table.explain("/café").candidates.map(\.routeName))
        }

        @Test("a Substring routes like the String it is part of")
        func substringInput() throws {
            let text = "xx/a/b?q=1#f yy"
            let slice = text.dropFirst(2).dropLast(3)
            let match = try #require(echo.match(slice).match)
            #expect(match.parameterText("rest") == "a/b")
            #expect(match.query.first("q") == "1")
            #expect(match.fragment == "f")
            #expect(match.url == "/a/b?q=1#f")
        }
    }
}
