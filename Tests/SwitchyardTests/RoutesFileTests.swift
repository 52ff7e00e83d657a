@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/Command.md, the routes-file format: `NAME PATTERN` lines, comments, blank
    /// lines, a byte-order mark, `\r\n`, the `@source` and `@case-insensitive-paths` directives,
    /// and every problem reported as `FILE:LINE:COLUMN: error: message`.
    @Suite("Routes files")
    struct RoutesFileTests {
        @Test("names, patterns, comments, blank lines, tabs")
        func basicFile() throws {
            let text = """
                # The recipe app
                home            raycipe://home
                  recipe.detail\traycipe://recipes/:id(int)   # trailing comment
                recipe_new-2 raycipe://recipes/new#not-a-comment-inside-a-pattern

                \t# indented comment
                """
            let file = RoutesFile(parsing: text, fileName: "app.routes")
            #expect(
                file.definitions == [
                    RouteDefinition(name: "home", pattern: "raycipe://home", location: SourceLocation(file: "app.routes", line: 2, column: 17)),
                    RouteDefinition(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)", location: SourceLocation(file: "app.routes", line: 3, column: 17)),
                    RouteDefinition(name: "recipe_new-2", pattern: "raycipe://recipes/new#not-a-comment-inside-a-pattern", location: SourceLocation(file: "app.routes", line: 4, column: 14)),
                ])
            #expect(file.problems.isEmpty)
            // The # inside a pattern is not a comment: the pattern is rejected for its fragment.
            #expect(
                problems(file: text, fileName: "app.routes") == [
                    "app.routes:4:35: error: a pattern has no fragment (#); fragments take no part in matching"
                ])
        }

        @Test("UTF-8 with or without a BOM, \\n or \\r\\n line ends", arguments: try CaseFile.cases("routes-file.line-ends"))
        func lineEndsAndBOM(_ c: Case<String, String>) throws {
            let table = try makeTable(file: c.input)
            #expect(table.definitions.map(\.name) == ["home", "detail"])
            #expect(outcome(table, "/home") == "home()")
            #expect(outcome(table, "/d/7") == "detail(id=7)")
        }

        @Test("an error after a BOM and CRLF lines is located on the right line and column")
        func locationAfterBOM() {
            #expect(
                problems(file: "\u{FEFF}a /a\r\nb /:1\r\n") == [
                    "test.routes:2:5: error: a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '1'"
                ])
        }

        @Test("bad lines are reported as FILE:LINE:COLUMN: error: message", arguments: try CaseFile.cases("routes-file.bad-lines"))
        func badLine(_ c: Case<String, String>) {
            #expect(problems(file: c.input) == [c.expected])
        }

        @Test("every problem in a file is reported, in line order, file problems and pattern problems together")
        func everyProblem() throws {
            let text = """
                ok /ok
                bad/name /x
                p1 /:1
                home
                @nope
                dup /ok
                p2 https:///x
                """
            let error = #expect(throws: RouteTableError.self) { try makeTable(file: text, fileName: "f.routes") }
            #expect(
                error?.problems.map(\.description) == [
                    "f.routes:2:1: error: a route name is ASCII letters, digits, _ . and -, not 'bad/name'",
                    "f.routes:3:6: error: a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '1'",
                    "f.routes:4:1: error: route 'home' has no pattern: a line is NAME [METHOD[,METHOD...]] PATTERN",
                    "f.routes:5:1: error: unknown directive '@nope' (known: @source, @origin, @local-origin, @mount, @case-insensitive-paths)",
                    "f.routes:6:5: error: conflicts with route 'ok' (line 1): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint",
                    "f.routes:7:12: error: a web pattern needs a host, as in https://example.com/path",
                ])
        }

        @Test("a file with only line problems does not build either")
        func lineProblemsAlone() {
            #expect(
                problems(file: "ok /ok\n@nope\n") == [
                    "test.routes:2:1: error: unknown directive '@nope' (known: @source, @origin, @local-origin, @mount, @case-insensitive-paths)"
                ])
        }

        @Test("@source declares a source for unpinned routes")
        func sourceDirective() throws {
            let table = try makeTable(
                file: """
                    @source https://raycipe.example.com
                    @source raycipe:
                    delete /account/delete
                    """)
            #expect(table.sources == ["https://raycipe.example.com", "raycipe:"])
            #expect(outcome(table, "https://raycipe.example.com/account/delete") == "delete()")
            #expect(outcome(table, "raycipe://account/delete") == "delete()")
            #expect(outcome(table, "https://evil.example/account/delete") == "!no-route")
        }

        @Test("@case-insensitive-paths folds ASCII case in literal segments only")
        func caseInsensitivePaths() throws {
            let text = """
                @case-insensitive-paths
                new     /Recipes/New
                detail  /recipes/:slug
                web     https://raycipe.example.com/QR/:code
                many    /m/a/b/c/d/e/f/g/h
                cafe    /café
                encoded /%41bc
                """
            let table = try makeTable(file: text)
            #expect(outcome(table, "/recipes/new") == "new()")
            #expect(outcome(table, "/RECIPES/NEW") == "new()")
            #expect(outcome(table, "/rEcIpEs/SomeThing") == "detail(slug=SomeThing)")
            #expect(outcome(table, "HTTPS://RAYCIPE.EXAMPLE.COM/QR/AB12") == "web(code=AB12)")
            #expect(outcome(table, "/M/A/B/C/D/E/F/G/H") == "many()")
            #expect(outcome(table, "/CAFÉ") == "!no-route")
            #expect(outcome(table, "/CAFé") == "cafe()")
            #expect(outcome(table, "/abc") == "encoded()")
            #expect(outcome(table, "/A%42C") == "encoded()")
            let sensitive = try makeTable(file: "new /Recipes/New\n")
            #expect(outcome(sensitive, "/recipes/new") == "!no-route")
        }

        @Test("case-insensitive literal lookup with many siblings (the hashed index)")
        func caseInsensitiveManySiblings() throws {
            var options = RouteTableOptions()
            options.caseInsensitivePaths = true
            let names = (0..<40).map { "Item\($0)" }
            let table = try makeTable(names.map { ($0, "/\($0)") }, options: options)
            for name in names {
                #expect(outcome(table, "/\(name.uppercased())") == "\(name)()")
                #expect(outcome(table, "/\(name.lowercased())") == "\(name)()")
            }
            #expect(outcome(table, "/item40") == "!no-route")
        }

        @Test("options given to RouteTable(routesFile:) combine with the file's directives")
        func optionsCombine() throws {
            var options = RouteTableOptions()
            options.sources = ["raycipe:"]
            options.maximumURLLength = 16
            options.parameterTypes = [CuisineParameter.self]
            let table = try makeTable(file: "@source https://h.example\nc /c/:c(cuisine)\n", options: options)
            #expect(table.sources == ["https://h.example", "raycipe:"])
            #expect(outcome(table, "raycipe://c/thai") == "c(c=thai)")
            #expect(outcome(table, "//h.example/c/thai") == "!too-long")
            #expect(outcome(table, "/c/thai") == "c(c=thai)")
        }
    }
}
