import Foundation
import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard inbox`, run in-process with scripts on standard input, with golden output.
    @Suite("switchyard inbox")
    struct InboxCommandTests {
        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let input: [String]
            let expected: String
            init(_ name: String, _ input: [String], _ expected: String) { (self.name, self.input, self.expected) = (name, input, expected) }
            var testDescription: String { name }
        }

        @Test("cold start: links wait until ready, a second callback counts once, list shows what is left")
        func coldStart() {
            let result = switchyard(
                ["inbox"],
                stdin: [
                    "# the app is launched by a link, and a second callback brings it again",
                    "open raycipe://recipes/2",
                    "open com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Fprofile&match_type=weak",
                    "",
                    "at 0.4",
                    "open raycipe://recipes/2",
                    "ready",
                    "list",
                ])
            expectRun(
                result, status: 0,
                out: """
                    {"event":"waiting","url":"raycipe://recipes/2","route":"recipe.detail","params":{"id":2},"confidence":"default","arrival":1,"age":0,"reason":"the app is not ready to navigate yet"}
                    {"event":"waiting","url":"com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Fprofile&match_type=weak","riskyDeepLink":"https://raycipe.example.com/profile","route":"profile","riskyParams":{},"confidence":"weak","arrival":2,"age":0,"reason":"the app is not ready to navigate yet; the route also needs signedIn"}
                    {"event":"duplicate","url":"raycipe://recipes/2","route":"recipe.detail","params":{"id":2},"confidence":"default","arrival":1,"age":0,"reason":"the same URL arrived 0.4 seconds earlier, as arrival 1: counted once"}
                    {"event":"delivered","url":"raycipe://recipes/2","route":"recipe.detail","params":{"id":2},"confidence":"default","arrival":1,"age":0.4}
                    {"event":"list","waiting":[{"url":"com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Fprofile&match_type=weak","riskyDeepLink":"https://raycipe.example.com/profile","route":"profile","riskyParams":{},"confidence":"weak","arrival":2,"age":0.4,"reason":"needs signedIn"}]}

                    """)
        }

        @Test("dynamic links: a long link shows its deep link and params at unique; below unique only as riskyDeepLink and riskyParams")
        func dynamicLinks() {
            let result = switchyard(
                ["inbox"],
                stdin: [
                    "ready",
                    "open https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/4/notes",
                    "open com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F5%2Fnotes&match_type=weak",
                    "open https://rayciperw.page.link/AbCd",
                    "grant signedin",
                    "grant signedIn",
                    "grant onboarded",
                ])
            expectRun(
                result, status: 0,
                out: """
                    {"event":"waiting","url":"https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/4/notes","deepLink":"https://raycipe.example.com/recipes/4/notes","route":"recipe.notes","params":{"id":4},"confidence":"unique","arrival":1,"age":0,"reason":"needs signedIn, onboarded"}
                    {"event":"waiting","url":"com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F5%2Fnotes&match_type=weak","riskyDeepLink":"https://raycipe.example.com/recipes/5/notes","route":"recipe.notes","riskyParams":{"id":5},"confidence":"weak","arrival":2,"age":0,"reason":"needs signedIn, onboarded"}
                    {"event":"refused","url":"https://rayciperw.page.link/AbCd","route":null,"params":{},"reason":"'https://rayciperw.page.link/AbCd' is a short link (suffix 'AbCd'): it carries no data and needs resolving by the service that issued it"}
                    {"event":"delivered","url":"https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/4/notes","deepLink":"https://raycipe.example.com/recipes/4/notes","route":"recipe.notes","params":{"id":4},"confidence":"unique","arrival":1,"age":0}
                    {"event":"delivered","url":"com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F5%2Fnotes&match_type=weak","riskyDeepLink":"https://raycipe.example.com/recipes/5/notes","route":"recipe.notes","riskyParams":{"id":5},"confidence":"weak","arrival":2,"age":0}

                    """,
                err: """
                    <stdin>:5: warning: no route requires the condition 'signedin' (the routes require signedIn, onboarded)

                    """)
        }

        @Test("sign-in: a link before sign-in is delivered after grant signedIn; sign-out clears what waits")
        func signIn() {
            let result = switchyard(
                ["inbox"],
                stdin: [
                    "ready",
                    "open raycipe://profile",
                    "at 12",
                    "grant signedIn",
                    "open raycipe://recipes/5/notes",
                    "revoke signedIn",
                    "clear",
                    "grant signedIn",
                    "grant onboarded",
                ])
            expectRun(
                result, status: 0,
                out: """
                    {"event":"waiting","url":"raycipe://profile","route":"profile","params":{},"confidence":"default","arrival":1,"age":0,"reason":"needs signedIn"}
                    {"event":"delivered","url":"raycipe://profile","route":"profile","params":{},"confidence":"default","arrival":1,"age":12}
                    {"event":"waiting","url":"raycipe://recipes/5/notes","route":"recipe.notes","params":{"id":5},"confidence":"default","arrival":2,"age":0,"reason":"needs onboarded"}
                    {"event":"dropped","url":"raycipe://recipes/5/notes","route":"recipe.notes","params":{"id":5},"confidence":"default","arrival":2,"age":0,"reason":"cleared by the app"}

                    """)
        }

        @Test("two taps minutes apart are delivered twice; expiry and the bound drop with reasons")
        func tapsExpiryAndBound() {
            let result = switchyard(
                ["inbox", "--capacity", "2", "--max-age=60"],
                stdin: [
                    "ready",
                    "open raycipe://home",
                    "at 180",
                    "open raycipe://home",
                    "open raycipe://profile",
                    "open raycipe://recipes/1/notes",
                    "open https://raycipe.example.com/profile",
                    "at 240.5",
                    "drop raycipe://nowhere",
                    "list",
                ])
            expectRun(
                result, status: 0,
                out: """
                    {"event":"delivered","url":"raycipe://home","route":"home","params":{},"confidence":"default","arrival":1,"age":0}
                    {"event":"delivered","url":"raycipe://home","route":"home","params":{},"confidence":"default","arrival":2,"age":0}
                    {"event":"waiting","url":"raycipe://profile","route":"profile","params":{},"confidence":"default","arrival":3,"age":0,"reason":"needs signedIn"}
                    {"event":"waiting","url":"raycipe://recipes/1/notes","route":"recipe.notes","params":{"id":1},"confidence":"default","arrival":4,"age":0,"reason":"needs signedIn, onboarded"}
                    {"event":"dropped","url":"raycipe://profile","route":"profile","params":{},"confidence":"default","arrival":3,"age":0,"reason":"the inbox holds at most 2 waiting links: the oldest makes room"}
                    {"event":"waiting","url":"https://raycipe.example.com/profile","route":"profile","params":{},"confidence":"default","arrival":5,"age":0,"reason":"needs signedIn"}
                    {"event":"expired","url":"raycipe://recipes/1/notes","route":"recipe.notes","params":{"id":1},"confidence":"default","arrival":4,"age":60.5,"reason":"waited 60.5 seconds, longer than the maximum age of 60 seconds"}
                    {"event":"expired","url":"https://raycipe.example.com/profile","route":"profile","params":{},"confidence":"default","arrival":5,"age":60.5,"reason":"waited 60.5 seconds, longer than the maximum age of 60 seconds"}
                    {"event":"list","waiting":[]}

                    """)
        }

        @Test("onboarding: pause holds every link, ready and the grants deliver in arrival order; refusals and drop")
        func onboarding() {
            let result = switchyard(
                ["inbox", "--window", "0"],
                stdin: [
                    "ready",
                    "grant signedIn",
                    "pause",
                    "open raycipe://recipes/8/notes",
                    "open raycipe://recipes/8",
                    "open raycipe://recipes/8",
                    "open raycipe://settings",
                    "open raycipe://recipes/%2e%2e",
                    "ready",
                    "drop raycipe://recipes/8/notes",
                ])
            expectRun(
                result, status: 0,
                out: """
                    {"event":"waiting","url":"raycipe://recipes/8/notes","route":"recipe.notes","params":{"id":8},"confidence":"default","arrival":1,"age":0,"reason":"the app is not ready to navigate yet; the route also needs onboarded"}
                    {"event":"waiting","url":"raycipe://recipes/8","route":"recipe.detail","params":{"id":8},"confidence":"default","arrival":2,"age":0,"reason":"the app is not ready to navigate yet"}
                    {"event":"waiting","url":"raycipe://recipes/8","route":"recipe.detail","params":{"id":8},"confidence":"default","arrival":3,"age":0,"reason":"the app is not ready to navigate yet"}
                    {"event":"refused","url":"raycipe://settings","route":null,"params":{},"reason":"no-route: no route matches this URL"}
                    {"event":"refused","url":"raycipe://recipes/%2e%2e","route":null,"params":{},"reason":"dot-segment: a path segment is . or .., or decodes to text with such a part"}
                    {"event":"delivered","url":"raycipe://recipes/8","route":"recipe.detail","params":{"id":8},"confidence":"default","arrival":2,"age":0}
                    {"event":"delivered","url":"raycipe://recipes/8","route":"recipe.detail","params":{"id":8},"confidence":"default","arrival":3,"age":0}
                    {"event":"dropped","url":"raycipe://recipes/8/notes","route":"recipe.notes","params":{"id":8},"confidence":"default","arrival":1,"age":0,"reason":"dropped by the app"}

                    """)
        }

        @Test("a routes file with requires= sets the guards; a script of only comments prints nothing")
        func routesFile() {
            let files = ["app.routes": "account  myapp://account  requires=paid\n"]
            let result = switchyard(
                ["inbox", "--routes", "app.routes"], files: files,
                stdin: [
                    "ready", "open myapp://account", "grant paid",
                ])
            expectRun(
                result, status: 0,
                out: """
                    {"event":"waiting","url":"myapp://account","route":"account","params":{},"confidence":"default","arrival":1,"age":0,"reason":"needs paid"}
                    {"event":"delivered","url":"myapp://account","route":"account","params":{},"confidence":"default","arrival":1,"age":0}

                    """)
            expectRun(switchyard(["inbox"], stdin: ["# nothing", "   ", "\t# still nothing\r"]), status: 0, out: "")
        }

        @Test("a routes file whose requires= is malformed does not build: exit 2 with its column")
        func badRoutesFile() {
            let files = ["app.routes": "account  myapp://account  requires=paid,,x\n"]
            expectRun(
                switchyard(["inbox", "--routes", "app.routes"], files: files, stdin: ["ready"]), status: 2, out: "",
                err: """
                    app.routes:1:41: error: an empty condition name in requires= (names are separated by single commas, no spaces)
                    switchyard: the routes table app.routes does not build

                    """)
        }

        /// `Data/inbox-bad-lines.tsv`: a script with one bad line, and the error it gets.
        static let badLines: [Case] = dataRows("inbox-bad-lines.tsv").map { row in
            row.fields.count == 3
                ? Case(row.fields[0], row.fields[1].components(separatedBy: "\\n"), row.fields[2])
                : Case("line \(row.line): \(row.fields.count) fields", [], "<a row needs 3 fields: name, script, error>")
        }

        @Test("a bad line: its number, column and what is wrong on standard error, exit 2, nothing run", arguments: badLines)
        func badLine(_ c: Case) {
            // The good line after the bad one would print a line if anything ran.
            #expect(
                switchyard(["inbox"], stdin: c.input + ["ready", "open raycipe://home"])
                    == CommandResult(
                        status: 2, out: "",
                        err: c.expected + "\nswitchyard: the inbox script has 1 bad line; nothing was run\n"))
        }

        @Test("every bad line is reported at once")
        func everyBadLine() {
            expectRun(
                switchyard(["inbox"], stdin: ["ready", "nope", "grant", "open x", "list all"]), status: 2, out: "",
                err: """
                    <stdin>:2:1: error: unknown event 'nope' (known: open, grant, revoke, ready, pause, at, drop, clear, list)
                    <stdin>:3:1: error: grant needs an argument: grant NAME
                    <stdin>:5:6: error: unexpected text after list: 'all'
                    switchyard: the inbox script has 3 bad lines; nothing was run

                    """)
        }

        static let usageErrors: [Case] = [
            Case("an operand", ["raycipe://home"], "switchyard: inbox takes no operands; it reads its script from standard input"),
            Case("a bad window", ["--window", "1s"], "switchyard: --window takes seconds (digits, with at most three decimals, as in 1.5), not '1s'"),
            Case("a zero maximum age", ["--max-age", "0"], "switchyard: --max-age takes seconds more than zero (as in 600), not '0'"),
            Case("a zero capacity", ["--capacity=0"], "switchyard: --capacity takes a number of links, at least 1, not '0'"),
            Case("a negative capacity", ["--capacity", "-3"], "switchyard: --capacity takes a number of links, at least 1, not '-3'"),
            Case("an unknown option", ["--capacty", "3"], "switchyard: unknown option '--capacty'; did you mean --capacity?"),
        ]

        @Test("usage errors exit 2 with the message and the usage", arguments: usageErrors)
        func usageError(_ c: Case) {
            let result = switchyard(["inbox"] + c.input, stdin: ["ready"])
            #expect(result.status == 2)
            #expect(result.out == "")
            #expect(result.err.hasPrefix(c.expected + "\n\nusage: switchyard inbox [--routes FILE] [--window S] [--max-age S] [--capacity N] [--json]\n"), "\(result.err)")
        }

        @Test("the scripts of Docs/PendingLinks.md print what the guide shows")
        func guideScripts() throws {
            var url = URL(fileURLWithPath: #filePath)
            for _ in 0..<3 { url.deleteLastPathComponent() }
            let guide = try String(contentsOfFile: url.path + "/Docs/PendingLinks.md", encoding: .utf8)
            // A run: "$ swift run switchyard inbox <<'EOF'", the script, "EOF", then the output.
            let runs = guide.components(separatedBy: "$ swift run switchyard inbox <<'EOF'\n").dropFirst()
            #expect(runs.count == 3)
            for run in runs {
                let body = run.components(separatedBy: "\n```")[0]
                let parts = body.components(separatedBy: "\nEOF\n")
                try #require(parts.count == 2)
                let script = parts[0].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                #expect(switchyard(["inbox"], stdin: script) == CommandResult(status: 0, out: parts[1] + "\n", err: ""))
            }
        }

        @Test("the usage lists inbox; help inbox and inbox --help give its own usage")
        func usage() {
            #expect(switchyard(["help"]).out.contains("  inbox   [--routes FILE] [--window S] [--max-age S] [--capacity N] [--json]\n"))
            let own = switchyard(["help", "inbox"])
            #expect(own.status == 0)
            #expect(own.out.hasPrefix("usage: switchyard inbox [--routes FILE] [--window S] [--max-age S] [--capacity N] [--json]\n"))
            #expect(own.out.contains("  at SECONDS "))
            #expect(switchyard(["inbox", "--help"]) == own)
        }

        @Test("--json changes nothing: the output is JSON already")
        func json() {
            #expect(switchyard(["inbox", "--json"], stdin: ["ready", "open raycipe://home"]) == switchyard(["inbox"], stdin: ["ready", "open raycipe://home"]))
        }
    }
}
