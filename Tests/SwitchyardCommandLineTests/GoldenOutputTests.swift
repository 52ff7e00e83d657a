import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// Every subcommand's usage, usage errors and JSON, compared whole with the output kept here
    /// and in `Data/` (standard output, standard error and the exit status together).
    @Suite("Golden output of every subcommand")
    struct GoldenOutputTests {
        /// The help text, as `switchyard help` prints it and a usage error outside a subcommand
        /// ends with it: `Data/usage.txt`.
        static let usage = goldenFile("usage.txt")

        /// Each subcommand's usage, as `switchyard help COMMAND` and `COMMAND --help` print it
        /// and as a usage error in that subcommand ends.
        static let matchUsage = """
            usage: switchyard match [--routes FILE] [--method M] [--json] [URL ...]

            Routes each URL, or each line of standard input when no URL is given, and prints one
            JSON object a line (always JSON: --json changes nothing). A URL that matches no route
            gets its reason and "nearest", the route that came closest and where it failed.
            With --method, only the routes that answer M take the URL, and the line gains "method";
            a path whose routes answer other methods gives "reason":"method-not-allowed" and
            "allow", the methods it answers (an OPTIONS no route declares: "reason":"options").

              --method M      route as a request with the HTTP method M (GET, DELETE, PURGE, ...)
              --routes FILE   the routes file (without it, the built-in recipe-app table)
              --json          print the result as JSON
              --              end the options: every argument after it is an operand
              -h, --help      this text

            Standard input: a trailing \\r is removed; blank lines and lines starting with # are skipped.
            Exit status: 0 every URL matched, 1 any did not, 2 usage error or a table that does not build.

            """

        static let explainUsage = """
            usage: switchyard explain [--routes FILE] [--method M] [--json] URL

            How the URL reads, and the routes that came closest, nearest first, with where and why
            each one failed: the eight nearest for a person, or with --json one JSON object with
            every route. With --method, the result is the one for M, and each route shows the
            methods it answers (~ marks a route that matches the path but answers other methods).

              --method M      explain a request with the HTTP method M
              --routes FILE   the routes file (without it, the built-in recipe-app table)
              --json          print the result as JSON
              --              end the options: every argument after it is an operand
              -h, --help      this text

            Exit status: 0 matched (or answered: OPTIONS), 1 not, 2 usage error or a table that does not build.

            """

        static let urlUsage = """
            usage: switchyard url [--routes FILE] [--scheme S] [--json] NAME [key=value ...]

            The URL built for the route NAME from the values given; keys the pattern does not name
            become query items. With --json: {"route":NAME,"url":URL}, or "url":null and "error".

              --routes FILE   the routes file (without it, the built-in recipe-app table)
              --scheme S      use the route's pattern for this scheme (https, raycipe)
              --json          print the result as JSON
              --              end the options: every argument after it is an operand
              -h, --help      this text

            Exit status: 0 built, 1 cannot be built (the reason on standard error), 2 usage error
            or a table that does not build.

            """

        static let checkUsage = """
            usage: switchyard check [--routes FILE] [--json]

            Every error and warning of the routes file, not just the first: FILE:LINE:COLUMN:
            error: … on standard error and a summary line on standard output, or with --json one
            JSON object a problem on standard output.

              --routes FILE   the routes file (without it, the built-in recipe-app table)
              --json          print the result as JSON
              --              end the options: every argument after it is an operand
              -h, --help      this text

            Exit status: 0 no errors (warnings allowed), 2 errors or a usage error.

            """

        static let openUsage = """
            usage: switchyard open [--routes FILE] [--system dry-run|xdg-open] [--prefix URL]... [--service URL]
                                   [--grant NAME]... [--json] URL

            Dispatches the URL through the app's chain (Docs/Apps.md): the URL arrives in an inbox
            that is ready (an ordinary URL routed, a dynamic link by its deep link with its
            confidence, a short link resolved by --service; a guarded route waits for --grant);
            a URL no route takes goes on to the app's own links (discarded, with the reason), then
            to the system opener. Prints each step and the outcome.

              --routes FILE   the routes file (without it, the built-in recipe-app table)
              --system NAME   the system opener: dry-run (the default) or xdg-open
              --prefix URL    a link domain whose links are dynamic links (repeatable; added to the
                              hosts ending in .page.link or .app.goo.gl)
              --service URL   the link service that resolves short links (POST /v1/reopenAttribution)
              --grant NAME    a condition met (repeatable): routes that require it are delivered
              --json          print the result as JSON
              --              end the options: every argument after it is an operand
              -h, --help      this text

            Exit status: 0 accepted, 1 not, 2 usage error or a table that does not build.

            """

        /// A small table for the JSON cases.
        static let files = [
            "t.routes": """
            # t.routes
            user       /users/:id(int)
            user.edit  /users/:id(int)/edit
            search     /search?q=:q

            """,
            "w.routes": "a /a\nb /b/:x(nope)\na /a\nall raycipe://**\nx /x\n",
            "c.routes": "a /a/:p\nb /a/:q\n",
        ]

        struct Case: Sendable, CustomTestStringConvertible {
            let name: String
            let arguments: [String]
            let stdin: [String]
            let expected: CommandResult
            init(_ name: String, _ arguments: [String], stdin: [String] = [], status: Int32, out: String = "", err: String = "") {
                self.name = name
                self.arguments = arguments
                self.stdin = stdin
                self.expected = CommandResult(status: status, out: out, err: err)
            }
            var testDescription: String { name }
        }

        static func usageError(_ message: String, _ usage: String = usage) -> String { "switchyard: \(message)\n\n" + usage }

        static let usageCases: [Case] = [
            Case("help", ["help"], status: 0, out: usage),
            Case("--help", ["--help"], status: 0, out: usage),
            Case("no command", [], status: 2, err: usage),
            Case("--version", ["--version"], status: 0, out: "switchyard 0.1.0\n"),
            Case("--version takes nothing", ["--version", "match"], status: 2, err: usageError("--version takes no arguments")),
            Case("unknown command", ["matches"], status: 2, err: usageError("unknown command 'matches'; did you mean 'match'?")),
            Case("a mistyped command", ["mtach"], status: 2, err: usageError("unknown command 'mtach'; did you mean 'match'?")),
            Case("a mistyped two-letter command", ["qe"], status: 2, err: usageError("unknown command 'qe'; did you mean 'qr'?")),
            Case("help match", ["help", "match"], status: 0, out: matchUsage),
            Case("match --help", ["match", "--routes", "t.routes", "--help"], status: 0, out: matchUsage),
            Case(
                "match -- --help is a URL", ["match", "--routes", "t.routes", "--", "--help"], status: 1,
                out: #"{"url":"--help","route":null,"reason":"no-route","nearest":{"route":"search","pattern":"/search?q=:q","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"--help\" is not \"search\""}}"# + "\n"),
            Case("help explain", ["help", "explain"], status: 0, out: explainUsage),
            Case("explain -h", ["explain", "-h"], status: 0, out: explainUsage),
            Case("help url", ["help", "url"], status: 0, out: urlUsage),
            Case("url --help", ["url", "recipe.detail", "--help"], status: 0, out: urlUsage),
            Case("help check", ["help", "check"], status: 0, out: checkUsage),
            Case("check --help", ["check", "--help"], status: 0, out: checkUsage),
            Case("help open", ["help", "open"], status: 0, out: openUsage),
            Case(
                "help for an unknown command", ["help", "frobnicate"], status: 2,
                err: usageError("help takes one command: match, explain, url, check, generate, open, inbox, link, serve, stats, links, aasa, assetlinks, android-filters, qr")),
            Case("match: -r", ["match", "-r", "t.routes"], status: 2, err: usageError("unknown option '-r'; did you mean --routes?", matchUsage)),
            Case("match: -j", ["match", "-j", "x"], status: 2, err: usageError("unknown option '-j'; did you mean --json?", matchUsage)),
            Case("match: --json twice", ["match", "--json", "--json", "x"], status: 2, err: usageError("--json is given more than once", matchUsage)),
            Case("match: --json=yes", ["match", "--json=yes", "x"], status: 2, err: usageError("--json takes no value", matchUsage)),
            Case("explain: no URL", ["explain", "--json"], status: 2, err: usageError("explain takes exactly one URL", explainUsage)),
            Case("explain: --jsn", ["explain", "--jsn", "/x"], status: 2, err: usageError("unknown option '--jsn'; did you mean --json?", explainUsage)),
            Case("explain: --scheme", ["explain", "--scheme", "https", "/x"], status: 2, err: usageError("unknown option '--scheme'", explainUsage)),
            Case(
                "url: no name", ["url", "--json"], status: 2,
                err: usageError("url needs a route name: switchyard url [--routes FILE] [--scheme S] NAME [key=value ...]", urlUsage)),
            Case("url: -s", ["url", "-s", "https", "home"], status: 2, err: usageError("unknown option '-s'; did you mean --scheme?", urlUsage)),
            Case("url: not key=value", ["url", "recipe.detail", "2"], status: 2, err: usageError("'2' is not key=value: give each parameter as name=value", urlUsage)),
            Case("check: an operand", ["check", "t.routes"], status: 2, err: usageError("check takes no operands; name the file with --routes FILE", checkUsage)),
            Case("check: --routes without a value", ["check", "--json", "--routes"], status: 2, err: usageError("--routes needs a value", checkUsage)),
        ]

        static let jsonCases: [Case] = [
            Case(
                "match --json: a match", ["match", "--json", "--routes", "t.routes", "/users/7"], status: 0,
                out: #"{"url":"/users/7","route":"user","pattern":"/users/:id(int)","params":{"id":7},"query":{}}"# + "\n"),
            Case(
                "match: the nearest candidate of a miss", ["match", "--routes", "t.routes", "/users/7/delete"], status: 1,
                out: #"{"url":"/users/7/delete","route":null,"reason":"no-route","nearest":{"route":"user.edit","pattern":"/users/:id(int)/edit","verdict":"failed","progress":3,"failedAt":{"part":"segment","segment":3},"reason":"segment 3 \"delete\" is not \"edit\""}}"# + "\n"),
            Case(
                "match: the nearest candidate fails on its query", ["match", "--routes", "t.routes", "/search"], status: 1,
                out: #"{"url":"/search","route":null,"reason":"no-route","nearest":{"route":"search","pattern":"/search?q=:q","verdict":"failed","progress":2,"failedAt":{"part":"query","key":"q"},"reason":"the URL has no query"}}"# + "\n"),
            Case(
                "match: no nearest for a URL that cannot be read", ["match", "--routes", "t.routes", "/users/%zz"], status: 1,
                out: #"{"url":"/users/%zz","route":null,"reason":"malformed","detail":"bad percent-encoding in the path (% must be followed by two hex digits)"}"# + "\n"),
            Case(
                "match: a mistyped share link", ["match", "raycipe://recipe?recipeID=abc"], status: 1,
                out: #"{"url":"raycipe://recipe?recipeID=abc","route":null,"reason":"no-route","nearest":{"route":"recipe.share","pattern":"raycipe://share?recipeID=:recipeID(int)","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"recipe\" is not \"share\""}}"# + "\n"),
            Case(
                "match: standard input skips blank and comment lines", ["match", "--routes", "t.routes"],
                stdin: ["# URLs to try", "/users/1", "", "   # an indented comment", "\t", "/users/2/edit\r", "#/users/3"], status: 0,
                out: #"{"url":"/users/1","route":"user","pattern":"/users/:id(int)","params":{"id":1},"query":{}}"# + "\n"
                    + #"{"url":"/users/2/edit","route":"user.edit","pattern":"/users/:id(int)/edit","params":{"id":2},"query":{}}"# + "\n"),
            Case(
                "explain --json: a miss", ["explain", "--json", "--routes", "t.routes", "/users/x/edit"], status: 1,
                out: #"{"url":"/users/x/edit","read":{"kind":"relative","segments":["users","x","edit"],"query":[]},"result":{"url":"/users/x/edit","route":null,"reason":"no-route","nearest":{"route":"user.edit","pattern":"/users/:id(int)/edit","verdict":"failed","progress":2,"failedAt":{"part":"segment","segment":2},"reason":"segment 2 \"x\" is not a valid int"}},"candidates":[{"route":"user.edit","pattern":"/users/:id(int)/edit","verdict":"failed","progress":2,"failedAt":{"part":"segment","segment":2},"reason":"segment 2 \"x\" is not a valid int"},{"route":"user","pattern":"/users/:id(int)","verdict":"failed","progress":2,"failedAt":{"part":"segment","segment":2},"reason":"segment 2 \"x\" is not a valid int"},{"route":"search","pattern":"/search?q=:q","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"users\" is not \"search\""}]}"# + "\n"),
            Case(
                "explain --json: a match, a route that fails further on", ["explain", "--json", "--routes", "t.routes", "/users/7"], status: 0,
                out: #"{"url":"/users/7","read":{"kind":"relative","segments":["users","7"],"query":[]},"result":{"url":"/users/7","route":"user","pattern":"/users/:id(int)","params":{"id":7},"query":{}},"candidates":[{"route":"user","pattern":"/users/:id(int)","verdict":"chosen","progress":3},{"route":"user.edit","pattern":"/users/:id(int)/edit","verdict":"failed","progress":3,"failedAt":{"part":"segment","segment":3},"reason":"the URL ends after 2 segments; the pattern needs more"},{"route":"search","pattern":"/search?q=:q","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"users\" is not \"search\""}]}"# + "\n"),
            Case(
                "explain --json: the query as read, a repeated constrained key", ["explain", "--json", "--routes", "t.routes", "/search?q=a&q=b"], status: 1,
                out: #"{"url":"/search?q=a&q=b","read":{"kind":"relative","segments":["search"],"query":[{"name":"q","value":"a"},{"name":"q","value":"b"}]},"result":{"url":"/search?q=a&q=b","route":null,"reason":"no-route","nearest":{"route":"search","pattern":"/search?q=:q","verdict":"failed","progress":2,"failedAt":{"part":"query","key":"q"},"reason":"query key 'q' appears 2 times; a constrained key must appear exactly once"}},"candidates":[{"route":"search","pattern":"/search?q=:q","verdict":"failed","progress":2,"failedAt":{"part":"query","key":"q"},"reason":"query key 'q' appears 2 times; a constrained key must appear exactly once"},{"route":"user","pattern":"/users/:id(int)","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"search\" is not \"users\""},{"route":"user.edit","pattern":"/users/:id(int)/edit","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"search\" is not \"users\""}]}"# + "\n"),
            Case(
                "explain --json: a web URL, outranked and source failures", ["explain", "--json", "HTTPS://Raycipe.Example.com/recipes/2?x=%41"], status: 0,
                out: #"{"url":"HTTPS://Raycipe.Example.com/recipes/2?x=%41","read":{"kind":"web","scheme":"https","host":"raycipe.example.com","segments":["recipes","2"],"query":[{"name":"x","value":"A"}],"source":"https://raycipe.example.com"},"result":{"url":"HTTPS://Raycipe.Example.com/recipes/2?x=%41","route":"recipe.detail","pattern":"https://raycipe.example.com/recipes/:id(int)","params":{"id":2},"query":{"x":["A"]},"scheme":"https","host":"raycipe.example.com"},"candidates":[{"route":"recipe.detail","pattern":"https://raycipe.example.com/recipes/:id(int)","verdict":"chosen","progress":3},{"route":"recipe.slug","pattern":"https://raycipe.example.com/recipes/:slug","verdict":"outranked","progress":3,"by":"recipe.detail"},{"route":"recipe.new","pattern":"https://raycipe.example.com/recipes/new","verdict":"failed","progress":2,"failedAt":{"part":"segment","segment":2},"reason":"segment 2 \"2\" is not \"new\""},{"route":"recipe.list","pattern":"https://raycipe.example.com/recipes","verdict":"failed","progress":2,"failedAt":{"part":"segment","segment":2},"reason":"the URL has 2 segments; the pattern has 1"},{"route":"recipe.share","pattern":"https://raycipe.example.com/share?recipeID=:recipeID(int)","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"segment 1 \"recipes\" is not \"share\""},{"route":"home","pattern":"https://raycipe.example.com/","verdict":"failed","progress":1,"failedAt":{"part":"segment","segment":1},"reason":"the URL has 2 segments; the pattern has 0"},{"route":"recipe.detail","pattern":"raycipe://recipes/:id(int)","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to raycipe:; the URL is https://raycipe.example.com"},{"route":"recipe.slug","pattern":"raycipe://recipes/:slug","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to raycipe:; the URL is https://raycipe.example.com"},{"route":"recipe.new","pattern":"raycipe://recipes/new","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to raycipe:; the URL is https://raycipe.example.com"},{"route":"recipe.list","pattern":"raycipe://recipes","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to raycipe:; the URL is https://raycipe.example.com"},{"route":"home","pattern":"raycipe://home","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to raycipe:; the URL is https://raycipe.example.com"},{"route":"recipe.share","pattern":"raycipe://share?recipeID=:recipeID(int)","verdict":"failed","progress":0,"failedAt":{"part":"source"},"reason":"pinned to raycipe:; the URL is https://raycipe.example.com"}]}"# + "\n"),
            Case(
                "explain --json: a URL that cannot be read", ["explain", "--json", "--routes", "t.routes", "/a b"], status: 1,
                out: #"{"url":"/a b","read":null,"result":{"url":"/a b","route":null,"reason":"malformed","detail":"a space, control character or backslash inside the URL"},"candidates":[]}"# + "\n"),
            Case(
                "url --json: built", ["url", "--json", "recipe.detail", "id=2"], status: 0,
                out: #"{"route":"recipe.detail","url":"raycipe://recipes/2"}"# + "\n"),
            Case(
                "url --json: not built", ["url", "--json", "recipe.slug", "slug=new"], status: 1,
                out: #"{"route":"recipe.slug","url":null,"error":"cannot build route 'recipe.slug' (raycipe://recipes/:slug): the URL raycipe://recipes/new would be matched by route 'recipe.new' (raycipe://recipes/new), not by this one"}"# + "\n"),
            Case("check --json: a clean table prints nothing", ["check", "--json", "--routes", "t.routes"], status: 0),
            Case(
                "check --json: errors and warnings, one line each, in file order", ["check", "--json", "--routes", "w.routes"], status: 2,
                out: #"{"file":"w.routes","line":2,"column":9,"severity":"error","message":"unknown parameter type 'nope' (known: string, bool, int, double, uuid)","route":"b","pattern":"/b/:x(nope)"}"# + "\n"
                    + #"{"file":"w.routes","line":3,"column":1,"severity":"warning","message":"duplicate of line 1: the same route name and pattern; this line is ignored, delete it","route":"a","pattern":"/a"}"# + "\n"
                    + #"{"file":"w.routes","line":4,"column":5,"severity":"warning","message":"this route takes every URL from raycipe:, so no route without a scheme can match them","route":"all","pattern":"raycipe://**"}"# + "\n"),
            Case(
                "check --json: a conflict says how to resolve it", ["check", "--json", "--routes", "c.routes"], status: 2,
                out: #"{"file":"c.routes","line":2,"column":3,"severity":"error","message":"conflicts with route 'a' (line 1): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint","route":"b","pattern":"/a/:q"}"# + "\n"),
            Case(
                "check: the same problems for a person", ["check", "--routes", "w.routes"], status: 2,
                out: "w.routes: 1 error, 2 warnings\n",
                err: """
                    w.routes:2:9: error: unknown parameter type 'nope' (known: string, bool, int, double, uuid)
                    w.routes:3:1: warning: duplicate of line 1: the same route name and pattern; this line is ignored, delete it
                    w.routes:4:5: warning: this route takes every URL from raycipe:, so no route without a scheme can match them

                    """),
        ]

        @Test("usage and usage errors", arguments: usageCases)
        func usageOutput(_ c: Case) {
            #expect(switchyard(c.arguments, files: Self.files, stdin: c.stdin) == c.expected)
        }

        @Test("JSON and diagnostics", arguments: jsonCases)
        func jsonOutput(_ c: Case) {
            #expect(switchyard(c.arguments, files: Self.files, stdin: c.stdin) == c.expected)
        }
    }
}
