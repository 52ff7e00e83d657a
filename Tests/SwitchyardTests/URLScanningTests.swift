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

        static let trimmed: [Case<String, String>] = [
            Case("leading and trailing spaces", "  /a/b  ", "a/b"),
            Case("tab and line feed", "\t/a/b\n", "a/b"),
            Case("CR LF at both ends", "\r\n/a/b\r\n", "a/b"),
            Case("form feed", "\u{0C}/a/b\u{0C}", "a/b"),
            Case("mixed white space", " \t\r\n /a/b \t\r\n ", "a/b"),
            Case("a form feed before", "\u{0C}/a/b", "a/b"),
            Case("a form feed after", "/a/b\u{0C}", "a/b"),
            Case("a carriage return alone after", "/a/b\r", "a/b"),
            Case("a tab alone before", "\t/a/b", "a/b"),
            Case("all five, in every order", "\u{0C}\n\t\r /a/b \r\t\n\u{0C}", "a/b"),
            Case("white space around a web link", "\u{0C} https://raycipe.example.com/a/b \u{0C}", "a/b"),
            Case("nothing but white space is the root", " \u{0C}\t\r\n", ""),
        ]

        static let notWhiteSpace: [Case<String, String>] = [
            Case("a vertical tab before", "\u{0B}/a/b", "!malformed"),
            Case("a vertical tab after", "/a/b\u{0B}", "!malformed"),
            Case("a vertical tab inside trimmed white space", " \u{0B} /a/b", "!malformed"),
            Case("NUL after", "/a/b\u{0}", "!malformed"),
            Case("a file separator (U+001C) before", "\u{1C}/a/b", "!malformed"),
            Case("a unit separator (U+001F) after", "/a/b\u{1F}", "!malformed"),
            Case("DEL after", "/a/b\u{7F}", "!malformed"),
            Case("NEL (U+0085), a C1 control, after", "/a/b\u{85}", "!malformed"),
            Case("a no-break space after is part of the segment", "/a/b\u{A0}", "a/b\u{A0}"),
            Case("an ideographic space after is part of the segment", "/a/b\u{3000}", "a/b\u{3000}"),
        ]

        @Test("only tab, line feed, form feed, carriage return and space are white space", arguments: notWhiteSpace)
        func notTrimmed(_ c: Case<String, String>) {
            #expect(echoedPath(echo, c.input) == c.expected)
            let raw = echo.match(utf8: Array(c.input.utf8))
            #expect((raw.noMatch.map { "!\($0.reason.description)" } ?? raw.match?.parameterText("rest")) == c.expected)
        }

        @Test("ASCII white space at both ends is trimmed", arguments: trimmed)
        func trimsWhiteSpace(_ c: Case<String, String>) {
            #expect(echoedPath(echo, c.input) == c.expected)
        }

        @Test("the trimmed URL is what a match reports")
        func matchURLIsTrimmed() throws {
            let match = try #require(echo.match("  /a/b?x=1#f \n").match)
            #expect(match.url == "/a/b?x=1#f")
        }

        static let forbidden: [Case<String, String>] = [
            Case("inner space", "/a b", "!malformed"),
            Case("inner tab", "/a\tb", "!malformed"),
            Case("inner line feed", "/a\nb", "!malformed"),
            Case("inner carriage return", "/a\rb", "!malformed"),
            Case("NUL", "/a\u{0}b", "!malformed"),
            Case("escape (C0)", "/a\u{1B}b", "!malformed"),
            Case("unit separator (C0)", "/a\u{1F}b", "!malformed"),
            Case("vertical tab, even at the end (not trimmed)", "/ab\u{0B}", "!malformed"),
            Case("DEL", "/a\u{7F}b", "!malformed"),
            Case("backslash in the path", "/a\\b", "!malformed"),
            Case("backslash as a separator", "/a\\..\\b", "!malformed"),
            Case("space in the query", "/a?x=1 2", "!malformed"),
            Case("backslash in the query", "/a?x=\\", "!malformed"),
            Case("space in the fragment", "/a#x y", "!malformed"),
            Case("control in the host", "https://raycipe.\u{01}example.com/a", "!malformed"),
            Case("space in a custom scheme's authority", "raycipe://rec ipes/2", "!malformed"),
            Case("raw C1 control NEL in the path", "/a\u{85}b", "!malformed"),
            Case("raw C1 control U+0080 in the path", "/\u{80}", "!malformed"),
        ]

        @Test("a space, control character, DEL or backslash anywhere is malformed", arguments: forbidden)
        func forbiddenBytes(_ c: Case<String, String>) {
            #expect(echoedPath(echo, c.input) == c.expected)
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

        static let schemeCase: [Case<String, String>] = [
            Case("custom scheme upper case", "RAYCIPE://recipes/2", "custom(id=2)"),
            Case("custom scheme mixed case", "RayCipe://recipes/2", "custom(id=2)"),
            Case("https upper case", "HTTPS://raycipe.example.com/recipes/2", "web(id=2)"),
            Case("https mixed case", "hTtPs://raycipe.example.com/recipes/2", "web(id=2)"),
            Case("http is a web scheme of its own", "HTTP://raycipe.example.com/recipes/2", "plain(id=2)"),
        ]

        @Test("schemes compare case-insensitively", arguments: schemeCase)
        func schemeCaseInsensitive(_ c: Case<String, String>) throws {
            let table = try makeTable([
                ("custom", "raycipe://recipes/:id"),
                ("web", "https://raycipe.example.com/recipes/:id"),
                ("plain", "http://raycipe.example.com/recipes/:id"),
            ])
            #expect(outcome(table, c.input) == c.expected)
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

        static let customForms: [Case<String, String>] = [
            Case("two slashes: the authority is the first segment", "raycipe://recipes/002", "detail(id=002)"),
            Case("three slashes: empty authority", "raycipe:///recipes/002", "detail(id=002)"),
            Case("one slash", "raycipe:/recipes/002", "detail(id=002)"),
            Case("no slash", "raycipe:recipes/002", "detail(id=002)"),
            Case("trailing slash", "raycipe://recipes/002/", "detail(id=002)"),
            Case("empty segments anywhere", "raycipe:////recipes//002//", "detail(id=002)"),
            Case("percent-encoded authority is decoded", "raycipe://rec%69pes/002", "detail(id=002)"),
            Case("authority is compared case-sensitively (it is path)", "raycipe://Recipes/002", "!no-route"),
            Case("authority with user info is just a segment", "raycipe://me@recipes/002", "!no-route"),
            Case("authority with a colon is just a segment", "raycipe://recipes:80/002", "!no-route"),
            Case("a colon inside the authority segment is captured", "raycipe://a:b", "one(x=a:b)"),
            Case("an @ inside the authority segment is captured", "raycipe://me@example", "one(x=me@example)"),
            Case("empty path is the root", "raycipe://", "root()"),
            Case("empty path without slashes", "raycipe:", "root()"),
        ]

        @Test("custom-scheme links route by path, the authority being the first segment", arguments: customForms)
        func customSchemeForms(_ c: Case<String, String>) throws {
            let table = try makeTable([
                ("detail", "raycipe://recipes/:id"),
                ("one", "raycipe://:x"),
                ("root", "raycipe://"),
            ])
            #expect(outcome(table, c.input) == c.expected)
        }

        // MARK: Relative references

        static let relative: [Case<String, String>] = [
            Case("absolute path", "/recipes/002", "detail(id=002)"),
            Case("rootless path", "recipes/002", "detail(id=002)"),
            Case("one segment", "sign-in", "signIn()"),
            Case("one segment with a slash", "/sign-in", "signIn()"),
            Case("the empty reference is the root", "", "root()"),
            Case("white space only is the root", "   ", "root()"),
            Case("a lone slash is the root", "/", "root()"),
            // `//…` is a network-path reference: `///` is `https:///`, a web link without a host.
            Case("three slashes are a network path without a host", "///", "!malformed"),
            Case("query only", "?x=1", "root()"),
            Case("fragment only", "#top", "root()"),
        ]

        @Test("relative references route by path alone", arguments: relative)
        func relativeReferences(_ c: Case<String, String>) throws {
            let table = try makeTable([("detail", "/recipes/:id"), ("signIn", "sign-in"), ("root", "/")])
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("//host/path routes as https://host/path")
        func networkPathReference() throws {
            let table = try makeTable([("web", "https://raycipe.example.com/recipes/:id"), ("plain", "http://other.example/recipes/:id")])
            #expect(outcome(table, "//raycipe.example.com/recipes/2") == "web(id=2)")
            #expect(outcome(table, "//RAYCIPE.EXAMPLE.COM./recipes/2") == "web(id=2)")
            // As https, not http.
            #expect(outcome(table, "//other.example/recipes/2") == "!no-route")
            // As a web link, the host rules apply.
            #expect(outcome(table, "//user@raycipe.example.com/recipes/2") == "!malformed")
            #expect(outcome(table, "//raycipe.example.com:99999/recipes/2") == "!malformed")
        }

        @Test("//host/path from an unknown host does not reach unpinned routes")
        func networkPathFromUnknownHost() throws {
            let table = try makeTable([("detail", "/recipes/:id"), ("web", "https://raycipe.example.com/x")])
            #expect(outcome(table, "//evil.example/recipes/2") == "!no-route")
            #expect(outcome(table, "//raycipe.example.com/recipes/2") == "detail(id=2)")
        }

        // MARK: Path segments

        static let segments: [Case<String, String>] = [
            Case("plain", "/a/b", "a/b"),
            Case("double slash", "/a//b", "a/b"),
            Case("trailing slash", "/a/b/", "a/b"),
            Case("many slashes", "/a///b////", "a/b"),
            Case("two leading slashes start a host, not a path", "//raycipe.example.com//a", "a"),
            Case("no leading slash", "a/b", "a/b"),
            Case("web link", "https://raycipe.example.com//a//b/", "a/b"),
            Case("web link with a port", "https://raycipe.example.com:8443/a/b", "a/b"),
            Case("custom scheme", "raycipe://a//b/", "a/b"),
            Case("query does not belong to the path", "/a/b?c/d", "a/b"),
            Case("fragment does not belong to the path", "/a/b#c/d", "a/b"),
            Case("a ? inside the fragment", "/a#b?c", "a"),
        ]

        @Test("paths split on /, empty segments dropped", arguments: segments)
        func pathSegments(_ c: Case<String, String>) {
            #expect(echoedPath(echo, c.input) == c.expected)
        }

        @Test("a path pattern ignores empty segments too: /a//b/ is /a/b")
        func patternNormalisation() throws {
            let table = try makeTable([("ab", "/a//b/"), ("root", "//")])
            #expect(outcome(table, "/a/b") == "ab()")
            #expect(outcome(table, "a/b/") == "ab()")
            #expect(outcome(table, "/") == "root()")
        }

        // MARK: Fragment

        static let fragments: [Case<String, String?>] = [
            Case("none", "/a", nil),
            Case("plain", "/a#steps", "steps"),
            Case("empty", "/a#", ""),
            Case("after a query", "/a?x=1#steps", "steps"),
            Case("percent-decoded", "/a#caf%C3%A9%20au%20lait", "café au lait"),
            Case("+ is not a space in a fragment", "/a#a+b", "a+b"),
            Case("a stray % keeps the raw text", "/a#50%", "50%"),
            Case("not UTF-8 keeps the raw text", "/a#%FF", "%FF"),
            Case("a ? and / inside", "/a#b/c?d=e", "b/c?d=e"),
            Case("a second # is part of it", "/a#b#c", "b#c"),
        ]

        @Test("the fragment is handed over, decoded", arguments: fragments)
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

        static let limitCases: [Case<String, String>] = [
            Case("exactly the limit", "/abcdefghi", "abcdefghi"),
            Case("the limit with a trailing space", "/abcdefghi ", "!too-long"),
            Case("the limit with a leading tab", "\t/abcdefghi", "!too-long"),
            Case("the limit with a trailing line end", "/abcdefghi\r\n", "!too-long"),
            Case("a byte under, and a trailing space", "/abcdefgh ", "abcdefgh"),
            Case("a byte under, and a leading form feed", "\u{0C}/abcdefgh", "abcdefgh"),
            Case("two bytes under, white space at both ends", " /abcdefg ", "abcdefg"),
            Case("white space alone, past the limit", String(repeating: " ", count: 11), "!too-long"),
            Case("white space alone, within the limit", String(repeating: " ", count: 10), ""),
            Case("a long run of white space before a short URL", String(repeating: " ", count: 1_000) + "/a", "!too-long"),
        ]

        @Test("with a limit of 10: the input is counted before white space is trimmed", arguments: limitCases)
        func limitBeforeTrimming(_ c: Case<String, String>) throws {
            var options = RouteTableOptions()
            options.maximumURLLength = 10
            let table = try echoTable(options: options)
            #expect(echoedPath(table, c.input) == c.expected)
            let bytesOutcome = table.match(utf8: Array(c.input.utf8))
            #expect((bytesOutcome.noMatch.map { "!\($0.reason.description)" } ?? bytesOutcome.match?.parameterText("rest")) == c.expected)
            if c.expected == "!too-long" { #expect(table.match(c.input).noMatch?.offset == 10) }
        }

        /// `ok` or `!reason` for raw bytes.
        private func rawOutcome(_ table: RouteTable, bytes: [UInt8]) -> String {
            table.match(utf8: bytes).noMatch.map { "!\($0.reason.description)" } ?? "ok"
        }

        @Test("the limit is configurable through RouteTableOptions.maximumURLLength")
        func configuredLimit() throws {
            var options = RouteTableOptions()
            options.maximumURLLength = 10
            let table = try echoTable(options: options)
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
            var options = RouteTableOptions()
            options.maximumURLLength = 8
            let table = try echoTable(options: options)
            #expect(echoedPath(table, "/abc def") == "!malformed")
            #expect(echoedPath(table, "/abcdefg h") == "!too-long")
            #expect(echoedPath(table, "/abcdefg%G1") == "!too-long")
            #expect(table.match("/abcdefg h").noMatch?.offset == 8)
        }

        // MARK: Reasons

        static let precedence: [Case<String, String>] = [
            Case("too-long beats malformed", "/../a b " + String(repeating: "x", count: 40), "!too-long"),
            Case("too-long beats dot-segment", "/../" + String(repeating: "x", count: 40), "!too-long"),
            Case("malformed beats dot-segment (bad byte after)", "/../a b", "!malformed"),
            Case("malformed beats dot-segment (bad byte before)", "/a b/..", "!malformed"),
            Case("malformed beats dot-segment (bad % after)", "/../%G1", "!malformed"),
            Case("malformed beats dot-segment (overlong after)", "/%2E%2E/%C0%AF", "!malformed"),
            Case("malformed beats dot-segment (bad host)", "https://u@a.example/../x", "!malformed"),
            Case("dot-segment beats no-route", "/nothing/../here", "!dot-segment"),
            Case("dot-segment beats a route that would match", "/a/..", "!dot-segment"),
            Case("no-route", "/nothing", "!no-route"),
        ]

        @Test("reasons: too-long, then malformed, then dot-segment, then no-route", arguments: precedence)
        func reasonPrecedence(_ c: Case<String, String>) throws {
            var options = RouteTableOptions()
            options.maximumURLLength = 32
            let table = try makeTable([("a", "/a/**"), ("x", "https://raycipe.example.com/**")], options: options)
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("every reason has its documented name")
        func reasonNames() {
            #expect(NoMatchReason.allCases.map(\.description) == ["too-long", "malformed", "dot-segment", "no-route"])
        }

        // MARK: Raw bytes

        static let rawBytes: [Case<[UInt8], String>] = [
            Case("valid ASCII", Array("/a/b".utf8), "a/b"),
            Case("valid UTF-8", Array("/caf\u{E9}".utf8), "café"),
            Case("a stray 0xFF", [0x2F, 0x61, 0xFF], "!malformed"),
            Case("a lone continuation byte", [0x2F, 0x80], "!malformed"),
            Case("a truncated sequence at the end", [0x2F, 0x61, 0xC3], "!malformed"),
            Case("a truncated sequence before a slash", [0x2F, 0xE2, 0x82, 0x2F, 0x61], "!malformed"),
            Case("an overlong /", [0x2F, 0xC0, 0xAF], "!malformed"),
            Case("an overlong three-byte form", [0x2F, 0xE0, 0x80, 0xAF], "!malformed"),
            Case("a UTF-16 surrogate", [0x2F, 0xED, 0xA0, 0x80], "!malformed"),
            Case("past U+10FFFF", [0x2F, 0xF4, 0x90, 0x80, 0x80], "!malformed"),
            Case("not UTF-8 in the query", Array("/a?x=".utf8) + [0xFF], "!malformed"),
            Case("not UTF-8 in the fragment", Array("/a#".utf8) + [0xC3], "!malformed"),
            Case("a C0 control", [0x2F, 0x61, 0x00], "!malformed"),
            Case("a raw C1 control", [0x2F, 0xC2, 0x85], "!malformed"),
            Case("surrounding white space is trimmed", Array(" \t/a\r\n".utf8), "a"),
        ]

        @Test("raw bytes: match(utf8:) routes valid UTF-8 and rejects the rest as malformed", arguments: rawBytes)
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
