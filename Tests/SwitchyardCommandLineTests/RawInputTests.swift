import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// The command reads its arguments and standard input as bytes (Docs/URLHandling.md and
    /// Docs/Command.md): a URL that is not UTF-8 is `malformed`, never repaired into another URL; the size
    /// limit counts the input as given; a standard-input line of nothing but white space
    /// (tab, line feed, form feed, carriage return, space) is skipped.
    @Suite("switchyard: raw bytes, white space and the size limit")
    struct RawInputTests {
        static let files = ["t.routes": "r /:x\nq /q?k=:v\n"]

        /// A named case: the name is what the test navigator shows.
        struct Case<Expected: Sendable>: Sendable, CustomTestStringConvertible {
            let name: String
            let input: [UInt8]
            let expected: Expected
            init(_ name: String, _ input: [UInt8], _ expected: Expected) {
                self.name = name
                self.input = input
                self.expected = expected
            }
            var testDescription: String { name }
        }

        /// `{"url":…,"route":null,"reason":…,"detail":…}` for an input shown as `shown`: in this
        /// suite a `malformed` input is one whose bytes are not UTF-8, found as such unless a
        /// host's rule, checked first, refuses it (`hostInput`).
        static func miss(_ shown: String, _ reason: String, hostInput: Bool = false) -> String {
            let detail =
                reason == "too-long"
                ? "the URL is longer than the size limit"
                : hostInput ? "a host must be ASCII letters, digits and - . _ ~ (internationalised names arrive as xn-- labels)" : "the bytes are not UTF-8"
            return #"{"url":""# + shown + #"","route":null,"reason":""# + reason + #"","detail":""# + detail + #""}"#
        }

        static let notUTF8: [Case<String>] = [
            Case("an overlong /", bytes("/") + [0xC0, 0xAF], "/\u{FFFD}\u{FFFD}"),
            Case("a byte that is never UTF-8", bytes("/") + [0xFF], "/\u{FFFD}"),
            Case("a lone continuation byte", bytes("/a") + [0x80], "/a\u{FFFD}"),
            Case("a truncated sequence at the end", bytes("/") + [0xE2, 0x82], "/\u{FFFD}"),
            Case("an encoded surrogate", bytes("/") + [0xED, 0xA0, 0x80], "/\u{FFFD}\u{FFFD}\u{FFFD}"),
            Case("a code point past U+10FFFF", bytes("/") + [0xF4, 0x90, 0x80, 0x80], "/\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
            Case("in a query value", bytes("/q?k=") + [0xFE], "/q?k=\u{FFFD}"),
            Case("in a fragment", bytes("/a#") + [0xC3], "/a#\u{FFFD}"),
            Case("in a web link's host", bytes("https://h") + [0xFF] + bytes(".example/a"), "https://h\u{FFFD}.example/a"),
            Case("in a custom scheme's authority", bytes("app://") + [0xC0, 0x80], "app://\u{FFFD}\u{FFFD}"),
        ]

        @Test("an argument that is not UTF-8 is malformed, never repaired", arguments: notUTF8)
        func argumentNotUTF8(_ c: Case<String>) {
            let result = switchyard(raw: [bytes("match"), bytes("--routes"), bytes("t.routes"), c.input], files: Self.files)
            #expect(result == CommandResult(status: 1, out: Self.miss(c.expected, "malformed", hostInput: c.name.hasSuffix("host")) + "\n", err: ""))
            // The repaired text is another URL, and (but for a host, which must be ASCII) not a
            // malformed one: the bytes were not repaired before routing.
            let repaired = switchyard(["match", "--routes", "t.routes", c.expected], files: Self.files)
            #expect(repaired.out.contains(#""reason":"malformed""#) == c.name.hasSuffix("host"), "\(repaired)")
        }

        @Test("a standard-input line that is not UTF-8 is malformed, never repaired", arguments: notUTF8)
        func lineNotUTF8(_ c: Case<String>) {
            let result = switchyard(raw: [bytes("match"), bytes("--routes"), bytes("t.routes")], files: Self.files, stdin: [c.input, c.input + [0x0D]])
            let line = Self.miss(c.expected, "malformed", hostInput: c.name.hasSuffix("host")) + "\n"
            #expect(result == CommandResult(status: 1, out: line + line, err: ""))
        }

        @Test("arguments that are UTF-8 route as before, in order, beside ones that are not")
        func mixedArguments() {
            let result = switchyard(raw: [bytes("match"), bytes("--routes"), bytes("t.routes"), bytes("/café"), bytes("/") + [0xFF], bytes("--"), bytes("/\u{FFFD}")], files: Self.files)
            expectRun(
                result, status: 1,
                out: """
                    {"url":"/café","route":"r","pattern":"/:x","params":{"x":"café"},"query":{}}
                    {"url":"/\u{FFFD}","route":null,"reason":"malformed","detail":"the bytes are not UTF-8"}
                    {"url":"/\u{FFFD}","route":"r","pattern":"/:x","params":{"x":"\u{FFFD}"},"query":{}}

                    """)
        }

        @Test("two arguments with the same repaired text keep their own bytes")
        func standInsDoNotCollide() {
            let result = switchyard(raw: [bytes("match"), bytes("--routes"), bytes("t.routes"), bytes("/") + [0xC0], bytes("/") + [0xFF], bytes("/") + [0xC0]], files: Self.files)
            let line = Self.miss("/\u{FFFD}", "malformed") + "\n"
            #expect(result == CommandResult(status: 1, out: line + line + line, err: ""))
        }

        @Test("too long beats not UTF-8: the limit is checked first, on the bytes as given")
        func tooLongNotUTF8() {
            let url = bytes("/") + [UInt8](repeating: 0x61, count: 16_383) + [0xFF]
            let result = switchyard(raw: [bytes("match"), url])
            #expect(result == CommandResult(status: 1, out: Self.miss("/" + String(repeating: "a", count: 16_383), "too-long") + "\n", err: ""))
        }

        @Test("an option or command that is not UTF-8 is shown with U+FFFD in the usage error")
        func usageErrorsShowRepairedText() {
            let option = switchyard(raw: [bytes("match"), bytes("--rou") + [0xFF]])
            #expect(option.status == 2)
            #expect(option.err.hasPrefix("switchyard: unknown option '--rou\u{FFFD}'"), "\(option.err)")
            #expect(!option.err.contains("\u{0}"))
            let command = switchyard(raw: [[0xFF]])
            #expect(command.status == 2)
            #expect(command.err.hasPrefix("switchyard: unknown command '\u{FFFD}'\n"), "\(command.err)")
        }

        @Test("explain and open: a URL that is not UTF-8 is malformed")
        func explainAndOpen() async {
            let explain = switchyard(raw: [bytes("explain"), bytes("--routes"), bytes("t.routes"), bytes("/") + [0xC0, 0xAF]], files: Self.files)
            expectRun(
                explain, status: 1,
                out: """
                    url         /\u{FFFD}\u{FFFD}
                    result      no match: malformed: the bytes are not UTF-8 (at byte 1)

                    """)
            let explainJSON = switchyard(raw: [bytes("explain"), bytes("--json"), bytes("--routes"), bytes("t.routes"), bytes("/") + [0xFF]], files: Self.files)
            #expect(explainJSON == CommandResult(status: 1, out: #"{"url":"/\#u{FFFD}","read":null,"result":{"url":"/\#u{FFFD}","route":null,"reason":"malformed","detail":"the bytes are not UTF-8"},"candidates":[]}"# + "\n", err: ""))
            final class Box: @unchecked Sendable { var out = "" }
            let box = Box()
            let environment = CommandEnvironment(
                readFile: { _ in .failure(FileError(.read, path: "-", reason: "none")) }, readRawLine: { nil },
                write: { box.out += $0 }, writeError: { _ in }
            )
            let status = await SwitchyardCommand.run(CommandArguments(raw: [bytes("open"), bytes("--json"), bytes("/") + [0xFF]]), environment: environment)
            #expect(status == 1)
            #expect(box.out == #"{"url":"/\#u{FFFD}","accepted":false,"result":"discarded","decidedBy":"switchyard","reason":"malformed: the bytes are not UTF-8","trace":[]}"# + "\n")
        }

        static let blankLines: [Case<Bool>] = [
            Case("empty", [], true),
            Case("a space", [0x20], true),
            Case("a tab", [0x09], true),
            Case("a form feed", [0x0C], true),
            Case("a carriage return (the line end's)", [0x0D], true),
            Case("a carriage return inside", [0x0D, 0x20], true),
            Case("all five", [0x20, 0x09, 0x0C, 0x0A, 0x0D], true),
            Case("form feeds and spaces", [0x0C, 0x20, 0x0C], true),
            Case("a comment after a form feed", [0x0C] + bytes("# a comment"), true),
            Case("a comment after a carriage return and a tab", [0x0D, 0x09] + bytes("#"), true),
            Case("a vertical tab is not white space", [0x0B], false),
            Case("a vertical tab before # is not a comment", [0x0B] + bytes("#x"), false),
            Case("a NUL is not white space", [0x00], false),
            Case("a no-break space is not white space", [0xC2, 0xA0], false),
        ]

        @Test("a standard-input line of only white space is skipped like a blank line", arguments: blankLines)
        func whiteSpaceLines(_ c: Case<Bool>) {
            let result = switchyard(raw: [bytes("match"), bytes("--routes"), bytes("t.routes")], files: Self.files, stdin: [c.input, bytes("/a")])
            let hit = #"{"url":"/a","route":"r","pattern":"/:x","params":{"x":"a"},"query":{}}"# + "\n"
            if c.expected {
                #expect(result == CommandResult(status: 0, out: hit, err: ""))
            } else {
                // Not skipped: it is a line of its own, and it routes as what it is.
                let lines = result.out.split(separator: "\n")
                #expect(lines.count == 2 && String(lines[1]) + "\n" == hit, "\(result)")
                #expect(!lines[0].contains(#""route":"r","pattern":"/:x","params":{}"#))
            }
        }

        @Test("white space around a standard-input URL is trimmed: form feed included, vertical tab not")
        func trimmedLines() {
            let result = switchyard(raw: [bytes("match"), bytes("--routes"), bytes("t.routes")], files: Self.files, stdin: [[0x0C] + bytes("/a") + [0x0C, 0x0D], [0x0B] + bytes("/a")])
            expectRun(
                result, status: 1,
                out: """
                    {"url":"/a","route":"r","pattern":"/:x","params":{"x":"a"},"query":{}}
                    {"url":"\\u000b/a","route":null,"reason":"malformed","detail":"a space, control character or backslash inside the URL"}

                    """)
        }

        @Test("the size limit counts white space: a 16,384-byte URL with a trailing space is too-long")
        func limitCountsWhiteSpace() {
            let url = "/" + String(repeating: "a", count: 16_383)
            #expect(switchyard(["match", "--routes", "t.routes", url], files: Self.files).status == 0)
            let spaced = switchyard(["match", "--routes", "t.routes", url + " "], files: Self.files)
            #expect(spaced == CommandResult(status: 1, out: Self.miss(url, "too-long") + "\n", err: ""))
            let leading = switchyard(["match", "--routes", "t.routes", "\t" + url], files: Self.files)
            #expect(leading == CommandResult(status: 1, out: Self.miss(String(url.dropLast()), "too-long") + "\n", err: ""))
            let line = switchyard(raw: [bytes("match"), bytes("--routes"), bytes("t.routes")], files: Self.files, stdin: [bytes(url + " ")])
            #expect(line == CommandResult(status: 1, out: Self.miss(url, "too-long") + "\n", err: ""))
            // One byte under the limit, the trailing space is trimmed and the URL routes.
            let shorter = String(url.dropLast())
            #expect(switchyard(["match", "--routes", "t.routes", shorter + " "], files: Self.files).status == 0)
        }
    }
}
