import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard check` warns about two routes of one source ordered by their query keys
    /// alone (Docs/PatternSyntax.md, "Which route wins", rule 4): the same path, the same number and kinds of
    /// constraints, different keys.
    @Suite("switchyard check: routes ordered by their query keys alone")
    struct CheckQueryKeysTests {
        static let warning = "by its query keys alone (the same path and kinds of constraints): a URL that satisfies both goes to the one whose keys sort first"

        @Test("two literals under different keys: a warning at the later route, exit 0")
        func keyOnlyPair() {
            expectRun(
                check("k.routes", "a /u?k=1\nb /u?q=1\n"), status: 0, out: "k.routes: 2 routes, 0 errors, 1 warning\n",
                err: "k.routes:2:3: warning: ranks against route 'a' (line 1) \(Self.warning)\n")
        }

        @Test("routes whose kinds differ are ordered by the kinds: no warning")
        func kindsDiffer() {
            expectRun(check("k.routes", "a /u?k\nb /u?q=1\nc /u?k=:n(int)&q\nd /u?k=1&q\n"), status: 0, out: "k.routes: 4 routes, 0 errors, 0 warnings\n")
        }

        @Test("match follows the kinds first: /u?q=1 wins over /u?k for /u?k&q=1")
        func matchFollowsKinds() {
            let files = ["k.routes": "a /u?k\nb /u?q=1\n"]
            let result = switchyard(["match", "--routes", "k.routes", "/u?k&q=1"], files: files)
            #expect(result == CommandResult(status: 0, out: #"{"url":"/u?k&q=1","route":"b","pattern":"/u?q=1","params":{},"query":{"k":[""],"q":["1"]}}"# + "\n", err: ""))
        }
    }
}
