import Foundation
@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Inputs built to hurt: at and past every size limit, every byte value, broken UTF-8,
    /// nested escapes, huge numbers, a huge routes file, a table built to make backtracking
    /// explode. Each is answered with a match or with its reason, in full (Docs/Limits.md
    /// lists the limits and shows how the time grows with each input).
    @Suite("Hostile inputs")
    struct HostileInputTests {
        /// A table with a catch-all, a two-parameter route and a query constraint.
        static func table(limit: Int = RouteTableOptions().maximumURLLength) throws -> RouteTable {
            try makeTable(
                file: """
                    rest    /r/**rest
                    pair    /p/:a/:b
                    id      /n/:id(int)
                    ratio   /d/:x(double)
                    last    /q?k9999=:v
                    """, options: .limited(to: limit))
        }

        /// The reason, its detail and offset, as the router reports them.
        static func miss(_ result: MatchResult) -> String {
            result.noMatch?.description ?? "matched \(result.match!.routeName)"
        }

        // MARK: size

        @Test("a URL of exactly the size limit is read; one byte more is too long, at the limit's offset")
        func sizeLimit() throws {
            let table = try Self.table()
            let limit = RouteTableOptions().maximumURLLength
            let atLimit = "/r/" + String(repeating: "a", count: limit - 3)
            #expect(atLimit.utf8.count == 16_384)
            #expect(outcome(table, atLimit) == "rest(rest=\(String(repeating: "a", count: limit - 3)))")
            #expect(Self.miss(table.match(atLimit + "a")) == "too-long: the URL is longer than the size limit (at byte 16384)")
            // The limit counts the input as given: white space around it counts too.
            #expect(Self.miss(table.match(atLimit + " ")) == "too-long: the URL is longer than the size limit (at byte 16384)")
            #expect(table.match(" " + atLimit.dropLast()).match?.routeName == "rest")
            // Far past the limit the URL is not scanned: what lies past the limit cannot change the answer.
            #expect(Self.miss(table.match(atLimit + String(repeating: "\u{0}", count: 1_000_000))) == "too-long: the URL is longer than the size limit (at byte 16384)")
        }

        @Test("10,000 segments: past the default limit they are too long; under a larger one they route")
        func tenThousandSegments() throws {
            let url = "/r" + String(repeating: "/a", count: 9_999)
            #expect(Self.miss(try Self.table().match(url)) == "too-long: the URL is longer than the size limit (at byte 16384)")
            let table = try Self.table(limit: 1 << 20)
            let match = try #require(table.match(url).match)
            #expect(match.routeName == "rest")
            #expect(match.parameterText("rest")?.split(separator: "/").count == 9_999)
            // Empty segments are dropped, however many.
            #expect(table.match("/r" + String(repeating: "/", count: 10_000) + "a").match?.parameterText("rest") == "a")
            // A route of two parameters is tried and refused at once.
            #expect(Self.miss(table.match("/p" + String(repeating: "/a", count: 9_999))) == "no-route: no route matches this URL")
            // The explainer reads them too.
            #expect(table.explain(url).result.match?.routeName == "rest")
        }

        @Test("10,000 query items are all read, in order; a constraint on the last is found")
        func tenThousandQueryItems() throws {
            let query = (0..<10_000).map { "k\($0)=\($0)" }.joined(separator: "&")
            #expect(Self.miss(try Self.table().match("/r/x?" + query)) == "too-long: the URL is longer than the size limit (at byte 16384)")
            let table = try Self.table(limit: 1 << 20)
            let match = try #require(table.match("/r/x?" + query).match)
            let items = match.query.items
            #expect(items.count == 10_000)
            #expect(items.last == QueryItems.Item(name: "k9999", value: "9999"))
            #expect(match.query.first("k5000") == "5000")
            #expect(outcome(table, "/q?" + query) == "last(v=9999)")
            #expect(Self.miss(table.match("/q?" + query.replacingOccurrences(of: "k9999=", with: "k9998="))) == "no-route: no route matches this URL")
        }

        // MARK: bytes

        /// What one byte inside a path segment (`/r/a<byte>b`) gives: its class by the URL
        /// grammar, decided here from the byte alone.
        static func expectedForByte(_ byte: UInt8) -> String {
            switch byte {
            case 0x00...0x1F, 0x7F:
                // Control characters; the tab, line feed and carriage return in the middle of a URL too.
                return "malformed: a space, control character or backslash inside the URL (at byte 4)"
            case 0x20, 0x5C: return "malformed: a space, control character or backslash inside the URL (at byte 4)"
            case 0x25: return "malformed: bad percent-encoding in the path (% must be followed by two hex digits) (at byte 4)"
            case 0x80...0xFF: return "malformed: the bytes are not UTF-8 (at byte 4)"
            case 0x2F: return "rest(rest=a/b)"
            case 0x3F, 0x23: return "rest(rest=a)"
            default: return "rest(rest=a\(Character(Unicode.Scalar(byte)))b)"
            }
        }

        @Test("every byte value inside a path segment routes, splits, ends the path, or is malformed with its offset")
        func everyByteValue() throws {
            let table = try Self.table()
            var wrong: [String] = []
            for byte in UInt8.min...UInt8.max {
                let result = table.match(utf8: Array("/r/a".utf8) + [byte] + Array("b".utf8))
                let got = result.match.map { outcome(.matched($0)) } ?? Self.miss(result)
                if got != Self.expectedForByte(byte) { wrong.append("0x\(String(byte, radix: 16)): \(got)") }
            }
            #expect(wrong.isEmpty, "\(wrong)")
        }

        /// Bytes that are not UTF-8, and where the percent-encoded form of them is found bad:
        /// a decoded byte is checked as its escape ends, so the offset is the escape's last
        /// hex digit (`/r/%C0%AF`: the `0` of `%C0`, byte 5, as no sequence starts with C0),
        /// or the segment's end when the sequence is cut short there.
        struct BadBytes: Sendable {
            let bytes: [UInt8]
            let encodedOffset: Int
        }

        static let invalidUTF8: [Case<BadBytes, String>] = [
            Case("a lone continuation byte", BadBytes(bytes: [0x80], encodedOffset: 5), "malformed: the bytes are not UTF-8 (at byte 3)"),
            Case("an overlong slash", BadBytes(bytes: [0xC0, 0xAF], encodedOffset: 5), "malformed: the bytes are not UTF-8 (at byte 3)"),
            Case("a UTF-16 surrogate", BadBytes(bytes: [0xED, 0xA0, 0x80], encodedOffset: 8), "malformed: the bytes are not UTF-8 (at byte 3)"),
            Case("a sequence cut short", BadBytes(bytes: [0xE2, 0x82], encodedOffset: 9), "malformed: the bytes are not UTF-8 (at byte 3)"),
            Case("past U+10FFFF", BadBytes(bytes: [0xF4, 0x90, 0x80, 0x80], encodedOffset: 8), "malformed: the bytes are not UTF-8 (at byte 3)"),
            Case("0xFF", BadBytes(bytes: [0xFF], encodedOffset: 5), "malformed: the bytes are not UTF-8 (at byte 3)"),
        ]

        @Test("invalid UTF-8 in the path, raw or percent-encoded, is malformed where it is found", arguments: invalidUTF8)
        func invalidUTF8InPath(_ c: Case<BadBytes, String>) throws {
            let table = try Self.table()
            #expect(Self.miss(table.match(utf8: Array("/r/".utf8) + c.input.bytes)) == c.expected)
            let encoded = "/r/" + c.input.bytes.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
            #expect(Self.miss(table.match(encoded)) == "malformed: a decoded path segment is not UTF-8 (at byte \(c.input.encodedOffset))")
        }

        @Test("invalid UTF-8 in the query or the fragment is malformed too", arguments: ["?x=", "#"])
        func invalidUTF8AfterPath(_ separator: String) throws {
            let table = try Self.table()
            let result = table.match(utf8: Array(("/r/a" + separator).utf8) + [0xC0, 0xAF])
            #expect(Self.miss(result) == "malformed: the bytes are not UTF-8 (at byte \(4 + separator.utf8.count))")
        }

        @Test("NUL and control characters are malformed, with the offset of the byte", arguments: try CaseFile.cases("hostile-input.controls"))
        func controlCharacters(_ c: Case<String, String>) throws {
            #expect(Self.miss(try Self.table().match(c.input)) == c.expected)
        }

        // MARK: escapes and numbers

        @Test("percent-encoding is decoded exactly once, however deeply it is nested", arguments: try CaseFile.cases("hostile-input.nested"))
        func nestedEncoding(_ c: Case<String, String>) throws {
            #expect(outcome(try Self.table(), c.input) == c.expected)
        }

        @Test("huge integers and doubles: in range they convert, past it they are not the type", arguments: try CaseFile.cases("hostile-input.numbers"))
        func hugeNumbers(_ c: Case<String, String>) throws {
            let table = try Self.table()
            #expect(outcome(table, c.input) == c.expected)
            if let match = table.match(c.input).match, match.routeName == "id" {
                #expect(try String(match.parameter("id", as: Int.self)) == match.parameterText("id"))
            }
        }

        @Test("a huge integer in a query value is a conversion error naming the value and the type")
        func hugeQueryInteger() throws {
            let match = try #require(try Self.table().match("/r/a?page=99999999999999999999").match)
            let error = #expect(throws: ParameterError.self) { try match.query.value("page", as: Int.self) }
            #expect(error?.description == "parameter 'page': \"99999999999999999999\" is not a valid int")
        }

        // MARK: tables

        @Test("a routes file of 100,000 lines with 50,000 conflicts is refused, each conflict named with its line")
        func hugeRoutesFile() async throws {
            let text = (0..<100_000).map { "r\($0) /v/\($0 / 2)/:x" }.joined(separator: "\n")
            let error = try await offCooperativePool { () -> RouteTableError? in
                do throws(RouteTableError) { _ = try makeTable(file: text, fileName: "huge.routes"); return nil } catch { return error }
            }
            let problems = try #require(error?.problems)
            #expect(problems.count == 50_000)
            #expect(problems.first?.description == "huge.routes:2:4: error: conflicts with route 'r0' (line 1): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint")
            #expect(problems.last?.description == "huge.routes:100000:8: error: conflicts with route 'r99998' (line 99999): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint")
            // Without the conflicts a file of that kind builds and routes.
            let clean = (0..<10_000).map { "r\($0) /v/\($0)/:x" }.joined(separator: "\n")
            let table = try await offCooperativePool { try makeTable(file: clean) }
            #expect(outcome(table, "/v/9999/z") == "r9999(x=z)")
        }

        /// `/a/…/a/:x/end` for every depth below `depth`, and `/a/…/a/last` at `depth`: every
        /// `a` node offers a literal and a parameter, so a walk down the `a`s holds a choice at
        /// every level, more than the lookup keeps in its own stack memory.
        static func choiceAtEveryLevel(depth: Int) throws -> RouteTable {
            var routes = (0..<depth).map { d in ("p\(d)", "/" + String(repeating: "a/", count: d) + ":x/end") }
            routes.append(("last", "/" + String(repeating: "a/", count: depth) + "last"))
            return try makeTable(routes)
        }

        @Test("a search holding a choice at each of 255 levels finds the deep route, and backtracks to the shallow one")
        func choicesPastTheInlineStack() throws {
            #expect(ChoiceStack.inlineCapacity < 255)
            let table = try Self.choiceAtEveryLevel(depth: 255)
            let a = { (n: Int) in String(repeating: "/a", count: n) }
            #expect(outcome(table, a(255) + "/last") == "last()")
            // The deepest `:x` is tried after the literal fails at the end, 255 levels down.
            #expect(outcome(table, a(255) + "/end") == "p254(x=a)")
            // Failing everywhere, the search unwinds every choice and reports no route.
            #expect(outcome(table, a(255) + "/nope") == "!no-route")
            #expect(outcome(table, a(3) + "/end") == "p2(x=a)")
            let visits = try #require(table.lookupVisits(a(255) + "/nope"))
            #expect(visits <= table.nodeCount)
        }

        @Test("the deepest choice-at-every-level search runs on a thread with a 512 KiB stack")
        func choicesOnASmallStack() async throws {
            let table = try Self.choiceAtEveryLevel(depth: 255)
            let url = String(repeating: "/a", count: 255) + "/end"
            let route = await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
                let thread = Thread { continuation.resume(returning: table.match(url).match?.routeName) }
                thread.stackSize = 512 * 1024
                thread.start()
            }
            #expect(route == "p254")
        }
    }
}
