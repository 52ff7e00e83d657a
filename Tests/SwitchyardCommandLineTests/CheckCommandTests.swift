import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard check` end to end (Docs/Command.md): every error and warning as
    /// `FILE:LINE:COLUMN: error|warning: …` on standard error, a summary on standard output,
    /// exit 0 without errors (warnings allowed) and 2 with any.
    @Suite("switchyard check")
    struct CheckCommandTests {
        @Test("the built-in table is reported as <built-in> and has no problems")
        func builtIn() {
            expectRun(switchyard(["check"]), status: 0, out: "<built-in>: 6 routes, 12 patterns, 0 errors, 0 warnings\n")
        }

        @Test("a good file")
        func goodFile() {
            expectRun(check("ok.routes", "home /\ndetail /d/:id(int)\n"), status: 0, out: "ok.routes: 2 routes, 0 errors, 0 warnings\n")
            // A route of several patterns is one route; the patterns are counted beside it.
            expectRun(check("two.routes", "a /x\na /y\nb /z\n"), status: 0, out: "two.routes: 2 routes, 3 patterns, 0 errors, 0 warnings\n")
        }

        @Test("warnings are reported and allowed: exit 0")
        func warnings() {
            expectRun(
                check("w.routes", "all  raycipe://**\nx    /x\n"), status: 0, out: "w.routes: 2 routes, 0 errors, 1 warning\n",
                err: "w.routes:1:6: warning: this route takes every URL from raycipe:, so no route without a scheme can match them\n")
        }

        @Test("a path pattern that starts like a scheme is warned about")
        func schemeLikePath() {
            let files = ["m.routes": "mail mailto:**\n"]
            let result = switchyard(["check", "--routes", "m.routes"], files: files)
            #expect(result.status == 0)
            #expect(result.err == "m.routes:1:6: warning: this pattern has no scheme: it is a path starting with 'mailto:'; write mailto://… for the mailto scheme\n")
            #expect(result.out == "m.routes: 1 route, 0 errors, 1 warning\n")
        }

        @Test("every error, not just the first, in line order: exit 2")
        func errors() {
            let files = [
                "bad.routes": """
                ok     /ok
                bad/name /x
                p      /:id/:id
                @case-insensitive-paths now
                web    https://user@h.example/x
                dup    /ok/
                """
            ]
            expectRun(
                switchyard(["check", "--routes", "bad.routes"], files: files), status: 2, out: "bad.routes: 5 errors, 0 warnings\n",
                err: """
                    bad.routes:2:1: error: a route name is ASCII letters, digits, _ . and -, not 'bad/name'
                    bad.routes:3:13: error: the parameter name 'id' is used twice
                    bad.routes:4:25: error: @case-insensitive-paths takes no argument
                    bad.routes:5:20: error: a host must not carry user info (user@)
                    bad.routes:6:8: error: conflicts with route 'ok' (line 1): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint

                    """)
        }

        @Test("errors and warnings together: every one of them is reported")
        func errorsAndWarnings() {
            let files = ["mixed.routes": "all raycipe://**\nx /x\nbad /:1\n"]
            let result = switchyard(["check", "--routes", "mixed.routes"], files: files)
            #expect(result.status == 2)
            #expect(result.err.contains("mixed.routes:3:7: error: a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '1'\n"))
            expectRun(
                result, status: 2, out: "mixed.routes: 1 error, 1 warning\n",
                err: """
                    mixed.routes:1:5: warning: this route takes every URL from raycipe:, so no route without a scheme can match them
                    mixed.routes:3:7: error: a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '1'

                    """)
        }

        @Test("a singular error is counted as one")
        func oneError() {
            let result = switchyard(["check", "--routes", "one.routes"], files: ["one.routes": "x /."])
            expectRun(
                result, status: 2, out: "one.routes: 1 error, 0 warnings\n",
                err: "one.routes:1:4: error: a literal segment that is . or .. (or decodes to such a part) can never match\n")
        }

        @Test("an empty file is a table of no routes")
        func emptyFile() {
            expectRun(switchyard(["check", "--routes", "e.routes"], files: ["e.routes": "# nothing yet\n\n"]), status: 0, out: "e.routes: 0 routes, 0 errors, 0 warnings\n")
        }

        @Test("usage errors and unreadable files: exit 2")
        func usage() {
            let operand = switchyard(["check", "x.routes"])
            #expect(operand.status == 2)
            #expect(operand.err.hasPrefix("switchyard: check takes no operands; name the file with --routes FILE\n\nusage: switchyard"))
            expectRun(switchyard(["check", "--routes", "nope.routes"]), status: 2, out: "", err: "switchyard: cannot read nope.routes: no such file\n")
        }
    }
}
