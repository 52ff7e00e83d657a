@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md, path segments and bad path bytes: each segment is percent-decoded
    /// on its own (so `%2F` stays inside its segment), strictly: bad escapes, bytes that are not
    /// strict UTF-8 and decoded control characters make the URL malformed.
    @Suite("Percent-decoding of path segments")
    struct PercentDecodingTests {
        let table = try! makeTable([
            ("ab", "/a/b"),
            ("one", "/one/:x"),
            ("two", "/two/:x/:y"),
            ("rest", "/rest/**tail"),
            ("literal", "/lit/a%2Fb"),
            ("colon", "/lit/%3Aid"),
            ("star", "/lit/%2A"),
            ("space", "/lit/a%20b"),
            ("percent", "/lit/100%25"),
        ])

        static let decoded: [Case<String, String>] = [
            Case("plain", "/one/abc", "one(x=abc)"),
            Case("encoded letter", "/one/%61bc", "one(x=abc)"),
            Case("encoded literal segment", "/%61/%62", "ab()"),
            Case("lower-case hex", "/one/caf%c3%a9", "one(x=café)"),
            Case("upper-case hex", "/one/caf%C3%A9", "one(x=café)"),
            Case("space", "/one/a%20b", "one(x=a b)"),
            Case("+ is not a space in a path", "/one/a+b", "one(x=a+b)"),
            Case("%2B is +", "/one/a%2Bb", "one(x=a+b)"),
            Case("%25 is %", "/one/100%25", "one(x=100%)"),
            Case("%2F stays inside its segment", "/one/a%2Fb", "one(x=a/b)"),
            Case("%2f (lower case) stays inside its segment", "/one/a%2fb", "one(x=a/b)"),
            Case("%2F does not split: two segments are not one", "/two/a%2Fb", "!no-route"),
            Case("%2F matched by an encoded literal", "/lit/a%2Fb", "literal()"),
            Case("a literal / does not match an encoded one", "/lit/a/b", "!no-route"),
            Case("an encoded colon", "/lit/%3Aid", "colon()"),
            Case("a raw colon", "/lit/:id", "colon()"),
            Case("an encoded star", "/lit/%2A", "star()"),
            Case("a raw star", "/lit/*", "star()"),
            Case("an encoded space literal", "/lit/a%20b", "space()"),
            Case("an encoded percent literal", "/lit/100%25", "percent()"),
            Case("a ? encoded in the path", "/one/why%3F", "one(x=why?)"),
            Case("a # encoded in the path", "/one/%23tag", "one(x=#tag)"),
            Case("an encoded backslash (not a dot part)", "/one/a%5Cb", "one(x=a\\b)"),
            Case("no-break space is not a control", "/one/%C2%A0", "one(x=\u{A0})"),
            Case("four-byte scalar", "/one/%F0%9F%98%80", "one(x=😀)"),
            Case("raw and encoded mixed", "/one/é%C3%A9", "one(x=éé)"),
            Case("rest joins decoded segments with /", "/rest/a%20b/c%2Fd", "rest(tail=a b/c/d)"),
            Case("rest keeps empty segments out", "/rest//a//b//", "rest(tail=a/b)"),
        ]

        @Test("segments are percent-decoded one by one", arguments: decoded)
        func decoding(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        static let malformed: [Case<String, String>] = [
            Case("%G1: not hex", "/one/%G1", "!malformed"),
            Case("%1G: second digit not hex", "/one/%1G", "!malformed"),
            Case("%2: one digit", "/one/%2", "!malformed"),
            Case("% at the end", "/one/abc%", "!malformed"),
            Case("%% ", "/one/%%41", "!malformed"),
            Case("% before a slash", "/one/%/x", "!malformed"),
            Case("% with one digit before a slash", "/one/%2/x", "!malformed"),
            Case("overlong / (%C0%AF)", "/one/%C0%AF", "!malformed"),
            Case("overlong . (%C0%AE)", "/one/%C0%AE%C0%AE", "!malformed"),
            Case("overlong three-byte form", "/one/%E0%80%AF", "!malformed"),
            Case("overlong four-byte form", "/one/%F0%80%80%AF", "!malformed"),
            Case("UTF-16 surrogate", "/one/%ED%A0%80", "!malformed"),
            Case("past U+10FFFF", "/one/%F4%90%80%80", "!malformed"),
            Case("lead byte F5", "/one/%F5%80%80%80", "!malformed"),
            Case("lone continuation byte", "/one/%80", "!malformed"),
            Case("0xFF", "/one/%FF", "!malformed"),
            Case("truncated sequence at the end", "/one/%C3", "!malformed"),
            Case("truncated sequence before a raw byte", "/one/%C3a", "!malformed"),
            Case("truncated sequence across a slash", "/one/%E2%82/%AC", "!malformed"),
            Case("half encoded, half raw", "/one/%C3\u{A9}", "!malformed"),
            Case("NUL", "/one/%00", "!malformed"),
            Case("line feed", "/one/a%0Ab", "!malformed"),
            Case("carriage return", "/one/a%0D", "!malformed"),
            Case("tab", "/one/%09", "!malformed"),
            Case("U+001F", "/one/%1F", "!malformed"),
            Case("DEL", "/one/%7F", "!malformed"),
            Case("C1 U+0080", "/one/%C2%80", "!malformed"),
            Case("C1 NEL U+0085", "/one/%C2%85", "!malformed"),
            Case("C1 U+009F", "/one/%C2%9F", "!malformed"),
            Case("in a segment no route would look at", "/nothing/%G1", "!malformed"),
            Case("in a custom scheme's authority", "raycipe://%G1/x", "!malformed"),
            Case("a control in a custom scheme's authority", "raycipe://%00/x", "!malformed"),
        ]

        @Test("bad escapes, non-UTF-8 and decoded controls make the URL malformed", arguments: malformed)
        func malformedSegments(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("a malformed path reports where the problem is")
        func malformedOffset() throws {
            let miss = try #require(table.match("/one/%G1").noMatch)
            #expect(miss.reason == .malformed)
            #expect(miss.offset == 5)
            #expect(miss.description == "malformed: bad percent-encoding in the path (% must be followed by two hex digits) (at byte 5)")
        }

        @Test("a path escape decoding to / or \\ in a literal pattern compares decoded")
        func decodedLiteralComparison() throws {
            let table = try makeTable([("x", "/files/a%5Cb")])
            #expect(outcome(table, "/files/a%5cb") == "x()")
            #expect(outcome(table, "/files/a%5Cb") == "x()")
        }
    }
}
