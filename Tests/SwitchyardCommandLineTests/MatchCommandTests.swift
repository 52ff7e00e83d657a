import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard match` end to end (Docs/Command.md): one compact JSON object a line,
    /// keys in the documented order, exit 0 when every URL matched and 1 when any did not.
    @Suite("switchyard match")
    struct MatchCommandTests {
        /// (URL on the built-in table, the JSON line)
        static let builtIn: [Case] = [
            Case(
                "the documented example", "raycipe://recipes/2?utm_source=qr",
                #"{"url":"raycipe://recipes/2?utm_source=qr","route":"recipe.detail","pattern":"raycipe://recipes/:id(int)","params":{"id":2},"query":{"utm_source":["qr"]},"scheme":"raycipe"}"#),
            Case(
                "home", "raycipe://home",
                #"{"url":"raycipe://home","route":"home","pattern":"raycipe://home","params":{},"query":{},"scheme":"raycipe"}"#),
            Case(
                "literal beats parameters", "raycipe://recipes/new",
                #"{"url":"raycipe://recipes/new","route":"recipe.new","pattern":"raycipe://recipes/new","params":{},"query":{},"scheme":"raycipe"}"#),
            Case(
                "slug, with fragment, on the web", "https://raycipe.example.com/recipes/pancakes#steps",
                #"{"url":"https://raycipe.example.com/recipes/pancakes#steps","route":"recipe.slug","pattern":"https://raycipe.example.com/recipes/:slug","params":{"slug":"pancakes"},"query":{},"fragment":"steps","scheme":"https","host":"raycipe.example.com"}"#),
            Case(
                "web root, host reported normalised", "HTTPS://RAYCIPE.example.com.:443/",
                #"{"url":"HTTPS://RAYCIPE.example.com.:443/","route":"home","pattern":"https://raycipe.example.com/","params":{},"query":{},"scheme":"https","host":"raycipe.example.com"}"#),
            Case(
                "share link: the query parameter, every item grouped by name in order", "raycipe://share?tag=a&recipeID=12&tag=b&flag",
                #"{"url":"raycipe://share?tag=a&recipeID=12&tag=b&flag","route":"recipe.share","pattern":"raycipe://share?recipeID=:recipeID(int)","params":{"recipeID":12},"query":{"tag":["a","b"],"recipeID":["12"],"flag":[""]},"scheme":"raycipe"}"#),
            Case(
                "int written with a sign and zeros is a number", "raycipe://recipes/+007",
                #"{"url":"raycipe://recipes/+007","route":"recipe.detail","pattern":"raycipe://recipes/:id(int)","params":{"id":7},"query":{},"scheme":"raycipe"}"#),
            Case(
                "decoded text, / not escaped, quote escaped", "raycipe://recipes/caf%C3%A9%2F%22x%22?q=a+b%2Fc",
                #"{"url":"raycipe://recipes/caf%C3%A9%2F%22x%22?q=a+b%2Fc","route":"recipe.slug","pattern":"raycipe://recipes/:slug","params":{"slug":"café/\"x\""},"query":{"q":["a+b/c"]},"scheme":"raycipe"}"#),
            Case(
                "+ is a space in a web query", "https://raycipe.example.com/recipes?q=a+b",
                #"{"url":"https://raycipe.example.com/recipes?q=a+b","route":"recipe.list","pattern":"https://raycipe.example.com/recipes","params":{},"query":{"q":["a b"]},"scheme":"https","host":"raycipe.example.com"}"#),
            Case(
                "a stray % keeps the raw text", "raycipe://recipes?utm=50%",
                #"{"url":"raycipe://recipes?utm=50%","route":"recipe.list","pattern":"raycipe://recipes","params":{},"query":{"utm":["50%"]},"scheme":"raycipe"}"#),
            Case(
                "a raw control kept in a query value is escaped", "raycipe://recipes?x=%00%1F",
                #"{"url":"raycipe://recipes?x=%00%1F","route":"recipe.list","pattern":"raycipe://recipes","params":{},"query":{"x":["%00%1F"]},"scheme":"raycipe"}"#),
            Case(
                "a backslash and a quote in a decoded fragment are escaped", "raycipe://home#%5C%22",
                #"{"url":"raycipe://home#%5C%22","route":"home","pattern":"raycipe://home","params":{},"query":{},"fragment":"\\\"","scheme":"raycipe"}"#),
            Case(
                "surrounding white space is trimmed from the echoed URL", "  raycipe://home\t",
                #"{"url":"raycipe://home","route":"home","pattern":"raycipe://home","params":{},"query":{},"scheme":"raycipe"}"#),
            Case("no-route", "raycipe://nope", #"{"url":"raycipe://nope","route":null,"reason":"no-route","nearest":{"route":"home","pattern":"raycipe://home","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"nope\" is not \"home\""}}"#),
            Case("no-route from an unknown host", "https://evil.example/recipes/2", #"{"url":"https://evil.example/recipes/2","route":null,"reason":"no-route","nearest":{"route":"recipe.detail","pattern":"https://raycipe.example.com/recipes/:id(int)","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to https://raycipe.example.com; the URL is https://evil.example"}}"#),
            Case(
                "a repeated constrained key", "raycipe://share?recipeID=1&recipeID=2",
                #"{"url":"raycipe://share?recipeID=1&recipeID=2","route":null,"reason":"no-route","nearest":{"route":"recipe.share","pattern":"raycipe://share?recipeID=:recipeID(int)","verdict":"failed","progress":2,"failedAt":{"part":"query","key":"recipeID"},"reason":"query key 'recipeID' appears 2 times; a constrained key must appear exactly once"}}"#),
            // Docs/Command.md shows this line.
            Case("malformed", "raycipe://recipes/%G1", #"{"url":"raycipe://recipes/%G1","route":null,"reason":"malformed","detail":"bad percent-encoding in the path (% must be followed by two hex digits)"}"#),
            Case("malformed, inner space, echoed trimmed", " raycipe://a b ", #"{"url":"raycipe://a b","route":null,"reason":"malformed","detail":"a space, control character or backslash inside the URL"}"#),
            Case("malformed, a control character is escaped in the echo", "raycipe://a\u{1}b", #"{"url":"raycipe://a\u0001b","route":null,"reason":"malformed","detail":"a space, control character or backslash inside the URL"}"#),
            Case("dot-segment", "raycipe://recipes/..%2F..%2Fetc", #"{"url":"raycipe://recipes/..%2F..%2Fetc","route":null,"reason":"dot-segment","detail":"a path segment is . or .., or decodes to text with such a part"}"#),
        ]

        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let url: String
            let line: String
            init(_ name: String, _ url: String, _ line: String) { (self.name, self.url, self.line) = (name, url, line) }
            var testDescription: String { name }
        }

        @Test("one JSON line, byte for byte, and the exit status", arguments: builtIn)
        func builtInTable(_ c: Case) {
            let result = switchyard(["match", c.url])
            let matched = !c.line.contains(#""route":null"#)
            #expect(result == CommandResult(status: matched ? 0 : 1, out: c.line + "\n", err: ""))
        }

        @Test("several URLs: one line each, in order; exit 1 when any did not match")
        func severalURLs() {
            let all = switchyard(["match", "raycipe://home", "raycipe://recipes"])
            #expect(all.status == 0)
            #expect(all.out.split(separator: "\n").count == 2)
            let some = switchyard(["match", "raycipe://home", "raycipe://nope", "raycipe://recipes"])
            #expect(some.status == 1)
            #expect(
                some.out == """
                    {"url":"raycipe://home","route":"home","pattern":"raycipe://home","params":{},"query":{},"scheme":"raycipe"}
                    {"url":"raycipe://nope","route":null,"reason":"no-route","nearest":{"route":"home","pattern":"raycipe://home","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \\"nope\\" is not \\"home\\""}}
                    {"url":"raycipe://recipes","route":"recipe.list","pattern":"raycipe://recipes","params":{},"query":{},"scheme":"raycipe"}

                    """)
        }

        @Test("query names are grouped by their exact text, as the router compares them")
        func queryGroupingByScalars() {
            // "café" precomposed and decomposed are two names to the router (a constraint on one
            // is satisfied exactly once here), so the JSON must not merge them.
            let files = ["q.routes": "c /c?caf%C3%A9=:x\n"]
            let result = switchyard(["match", "--routes", "q.routes", "/c?caf%C3%A9=1&cafe%CC%81=2"], files: files)
            #expect(result.status == 0)
            #expect(result.out.contains(#""params":{"x":"1"}"#))
            #expect(result.out.contains(#""query":{"café":["1"],"cafe\#u{301}":["2"]}"#))
        }

        @Test("a too-long URL is echoed cut at the limit, on a character boundary")
        func tooLong() {
            let url = "raycipe://recipes/" + String(repeating: "a", count: 16_384)
            let result = switchyard(["match", url])
            #expect(result.status == 1)
            #expect(result.out == #"{"url":""# + String(url.prefix(16_384)) + #"","route":null,"reason":"too-long","detail":"the URL is longer than the size limit"}"# + "\n")

            // "é" is two bytes; the 16,384th byte would split it.
            let accented = "/" + String(repeating: "a", count: 16_382) + "é"
            #expect(accented.utf8.count == 16_385)
            let cut = switchyard(["match", accented])
            #expect(cut.out == #"{"url":"/"# + String(repeating: "a", count: 16_382) + #"","route":null,"reason":"too-long","detail":"the URL is longer than the size limit"}"# + "\n")
        }

        static let typedFile = """
            d   /d/:x(double)
            b   /b/:x(bool)
            u   /u/:x(uuid)
            i   /i/:x(int)
            s   /s/:x(string)
            r   /r/**rest
            q   /q?n=:n(int)&f=:f(double)&on=:on(bool)&s=:s
            """

        static let typedValues: [(String, String)] = [
            ("/i/-9223372036854775808", #"{"x":-9223372036854775808}"#),
            ("/i/9223372036854775807", #"{"x":9223372036854775807}"#),
            ("/i/-0", #"{"x":0}"#),
            ("/d/2.5", #"{"x":2.5}"#),
            ("/d/-0.125", #"{"x":-0.125}"#),
            ("/d/0.1", #"{"x":0.1}"#),
            ("/d/1.7976931348623157e308", #"{"x":1.7976931348623157e+308}"#),
            ("/b/true", #"{"x":true}"#),
            ("/b/false", #"{"x":false}"#),
            ("/u/ABCDEF00-0000-0000-0000-00000000000A", #"{"x":"abcdef00-0000-0000-0000-00000000000a"}"#),
            ("/s/12", #"{"x":"12"}"#),
            ("/r", #"{"rest":""}"#),
            ("/r/a/b%2Fc", #"{"rest":"a/b/c"}"#),
            ("/q?s=x&on=false&f=1.5&n=3", #"{"n":3,"f":1.5,"on":false,"s":"x"}"#),
        ]

        @Test("parameters as their declared types: numbers, booleans, lower-case UUIDs, strings")
        func typedParameters() throws {
            for (url, params) in Self.typedValues {
                let result = switchyard(["match", "--routes", "t.routes", url], files: ["t.routes": Self.typedFile])
                #expect(result.status == 0, "\(url): \(result)")
                #expect(result.out.contains(#","params":"# + params + #","query":"#), "\(url): \(result.out)")
            }
        }

        @Test("a double is printed so that it reads back as the same value")
        func doublesRoundTrip() throws {
            for text in ["1e3", "0.00001", "123456.789", "5e-324", "1e300", "-2.5E-3"] {
                let result = switchyard(["match", "--routes", "t.routes", "/d/\(text)"], files: ["t.routes": Self.typedFile])
                let printed = try #require(result.out.split(separator: #""x":"#).last?.split(separator: "}").first)
                #expect(Double(String(printed)) == Double(text), "\(text) printed as \(printed)")
                #expect(!printed.contains("\""), "a double is a JSON number")
            }
        }

        @Test("standard input: one URL a line, trailing \\r removed, blank and comment lines skipped")
        func standardInput() {
            let result = switchyard(["match"], stdin: ["# try these", "raycipe://home\r", "", "   ", "\t\r", "raycipe://nope", "\t# raycipe://x", "  raycipe://recipes/2  \r"])
            expectRun(result, status: 1, out: CommandLineTests.homeNopeRecipeLines)
            #expect(switchyard(["match"], stdin: ["raycipe://home", "raycipe://recipes"]).status == 0)
            expectRun(switchyard(["match"], stdin: []), status: 0, out: "")
        }

        @Test("a routes file: --routes FILE and --routes=FILE")
        func routesFile() {
            let files = ["app.routes": "# app\n@source https://app.example\nprofile /u/:name\n"]
            let expected = #"{"url":"https://app.example/u/ann","route":"profile","pattern":"/u/:name","params":{"name":"ann"},"query":{},"scheme":"https","host":"app.example"}"# + "\n"
            #expect(switchyard(["match", "--routes", "app.routes", "https://app.example/u/ann"], files: files) == CommandResult(status: 0, out: expected, err: ""))
            #expect(switchyard(["match", "--routes=app.routes", "https://app.example/u/ann"], files: files) == CommandResult(status: 0, out: expected, err: ""))
            #expect(switchyard(["match", "https://app.example/u/ann", "--routes", "app.routes"], files: files).status == 0)
            #expect(switchyard(["match", "--routes", "app.routes", "raycipe://home"], files: files).status == 1)
        }

        @Test("-- ends the options: a URL may start with --")
        func doubleDash() {
            let result = switchyard(["match", "--", "--routes"])
            #expect(result == CommandResult(status: 1, out: #"{"url":"--routes","route":null,"reason":"no-route","nearest":{"route":"recipe.list","pattern":"https://raycipe.example.com/recipes","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to https://raycipe.example.com; the URL is a relative reference"}}"# + "\n", err: ""))
        }

        @Test("a broken table: every problem as FILE:LINE:COLUMN on standard error, exit 2, nothing on standard output")
        func brokenTable() {
            let files = ["bad.routes": "ok /ok\nbad/name /x\np /:1\n\nq /a/**/b\ndup /ok\n"]
            let result = switchyard(["match", "--routes", "bad.routes", "/ok"], files: files)
            expectRun(
                result, status: 2, out: "",
                err: """
                    bad.routes:2:1: error: a route name is ASCII letters, digits, _ . and -, not 'bad/name'
                    bad.routes:3:5: error: a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '1'
                    bad.routes:5:6: error: ** must be the last segment of a pattern
                    bad.routes:6:5: error: conflicts with route 'ok' (line 1): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint
                    switchyard: the routes table bad.routes does not build

                    """)
        }

        @Test("a routes file that cannot be read: exit 2")
        func missingFile() {
            expectRun(switchyard(["match", "--routes", "nope.routes", "/x"]), status: 2, out: "", err: "switchyard: cannot read nope.routes: no such file\n")
        }

        @Test("a CRLF routes file with a byte-order mark works like any other")
        func crlfRoutesFile() {
            let files = ["win.routes": "\u{FEFF}home /home\r\ndetail /d/:id(int)\r\n"]
            #expect(
                switchyard(["match", "--routes", "win.routes", "/d/2"], files: files)
                    == CommandResult(
                        status: 0, out: #"{"url":"/d/2","route":"detail","pattern":"/d/:id(int)","params":{"id":2},"query":{}}"# + "\n", err: ""))
        }
    }
}
