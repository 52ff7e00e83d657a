@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md, "Errors found when the table is built", conflicts: two routes of one source whose paths have the same kinds
    /// and types at every position and whose constraints cannot be ordered are rejected when the
    /// table is built, naming both routes; two different custom types at one position too.
    ///
    /// As implemented (see PriorityTests): `:name` and `*` are distinct kinds, so they do not conflict.
    @Suite("Conflicts")
    struct ConflictTests {
        static func conflict(_ later: (String, String), with earlier: (String, String)) -> String {
            "error: route '\(later.0)' pattern \"\(later.1)\": conflicts with route '\(earlier.0)' (\(earlier.1)): "
                + "the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint"
        }

        static let conflicting: [Case<[(String, String)], Bool>] = [
            Case("two :name parameters", [("a", "/x/:p"), ("b", "/x/:q")], true),
            Case(":name and :name(string)", [("a", "/x/:p"), ("b", "/x/:q(string)")], true),
            Case("the same typed parameter", [("a", "/x/:p(int)"), ("b", "/x/:q(int)")], true),
            Case("two *", [("a", "/x/*"), ("b", "/x/*/")], true),
            Case("** and **name", [("a", "/x/**"), ("b", "/x/**rest")], true),
            Case("the same literal", [("a", "/x"), ("b", "/x/")], true),
            Case("the same literal, encoded", [("a", "/x"), ("b", "/%78")], true),
            Case("the same root", [("a", "/"), ("b", "")], true),
            Case("the same pinned path", [("a", "raycipe://x"), ("b", "RAYCIPE:///x")], true),
            Case("the same web path", [("a", "https://h.example/x"), ("b", "https://H.example./x")], true),
            Case("the same presence constraint", [("a", "/x?k"), ("b", "/x?k")], true),
            Case("the same literal constraint", [("a", "/x?k=1"), ("b", "/x?k=%31")], true),
            Case("two :name constraints", [("a", "/x?k=:v"), ("b", "/x?k=:w")], true),
            Case("the same constraints in another order", [("a", "/x?k=1&m"), ("b", "/x?m&k=1")], true),
            Case(":name and *", [("a", "/x/:p"), ("b", "/x/*")], false),
            Case("int and double", [("a", "/x/:p(int)"), ("b", "/x/:p(double)")], false),
            Case("literal and parameter", [("a", "/x/y"), ("b", "/x/:p")], false),
            Case("different literals", [("a", "/x/y"), ("b", "/x/z")], false),
            Case("different lengths", [("a", "/x"), ("b", "/x/:p")], false),
            Case("path end and **", [("a", "/x"), ("b", "/x/**")], false),
            Case("different sources", [("a", "raycipe://x"), ("b", "/x"), ("c", "https://h.example/x"), ("d", "other://x")], false),
            Case("different hosts", [("a", "https://a.example/x"), ("b", "https://b.example/x")], false),
            Case("http and https", [("a", "http://h.example/x"), ("b", "https://h.example/x")], false),
            Case("different literal values are exclusive", [("a", "/x?k=1"), ("b", "/x?k=2")], false),
            Case("different constraint kinds", [("a", "/x?k=1"), ("b", "/x?k=:v(int)"), ("c", "/x?k=:v"), ("d", "/x?k"), ("e", "/x")], false),
            Case("different typed constraints", [("a", "/x?k=:v(int)"), ("b", "/x?k=:v(double)")], false),
            Case("different constraint counts", [("a", "/x?k"), ("b", "/x?k&m")], false),
            Case("different keys", [("a", "/x?k"), ("b", "/x?m")], false),
            Case("one name, several patterns", [("screen", "raycipe://x"), ("screen", "https://h.example/x"), ("screen", "/y")], false),
        ]

        @Test("which routes conflict", arguments: conflicting)
        func conflicts(_ c: Case<[(String, String)], Bool>) {
            let found = problems(c.input)
            if c.expected {
                #expect(found == [Self.conflict(c.input[1], with: c.input[0])])
            } else {
                #expect(found == [])
            }
        }

        @Test("a route name may be repeated even for the same pattern kinds in different sources")
        func sameNameDifferentSources() throws {
            let table = try makeTable([("detail", "raycipe://recipes/:id(int)"), ("detail", "https://raycipe.example.com/recipes/:id(int)")])
            #expect(outcome(table, "raycipe://recipes/1") == "detail(id=1)")
            #expect(table.match("https://raycipe.example.com/recipes/1").match?.routeIndex == 1)
        }

        @Test("one name with the same path twice in one source still conflicts")
        func sameNameSamePath() {
            #expect(problems([("a", "/x/:p"), ("a", "/x/:q")]) == [Self.conflict(("a", "/x/:q"), with: ("a", "/x/:p"))])
        }

        @Test("every conflicting route is reported once, against the first route it conflicts with")
        func everyRouteOnce() {
            #expect(
                problems([("a", "/x/:p"), ("b", "/x/:q"), ("ok", "/y"), ("c", "/x/:r")]) == [
                    Self.conflict(("b", "/x/:q"), with: ("a", "/x/:p")),
                    Self.conflict(("c", "/x/:r"), with: ("a", "/x/:p")),
                ])
        }

        @Test("n copies of one route line in a file give n - 1 duplicate warnings, and the table holds it once")
        func copiesOfOneRouteLine() throws {
            let text = String(repeating: "r /a\n", count: 2_000)
            let table = try RouteTable(routesFile: text, fileName: "copies.routes")
            #expect(table.count == 1)
            #expect(table.warnings.count == 1_999)
            #expect(table.warnings.first?.description == "copies.routes:2:1: warning: duplicate of line 1: the same route name and pattern; this line is ignored, delete it")
            #expect(table.warnings.last?.description == "copies.routes:2000:1: warning: duplicate of line 1: the same route name and pattern; this line is ignored, delete it")
            #expect(outcome(table, "/a") == "r()")
        }

        @Test("n copies of one definition given in code give n - 1 errors, not one for every pair")
        func copiesOfOneDefinition() throws {
            let definitions = Array(repeating: RouteDefinition(name: "r", pattern: "/a"), count: 2_000)
            let error = #expect(throws: RouteTableError.self) { try RouteTable(definitions) }
            #expect(error?.problems.count == 1_999)
            #expect(error?.problems.first?.description == "error: route 'r' pattern \"/a\": repeats route 'r' (/a): the same name and pattern given twice; delete one")
        }

        @Test("a duplicate line is not a conflict, but the same name with another equal-ranked pattern is")
        func duplicateOrConflict() {
            #expect(problems(file: "a /x/:p\nb /y\na /x/:p\n") == [])
            #expect(
                problems(file: "a /x/:p\na /x/:q\n") == [
                    "test.routes:2:3: error: conflicts with route 'a' (line 1): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint"
                ])
        }

        @Test("routes that differ only in a literal query value do not conflict; equal ones do")
        func literalValues() {
            #expect(problems([("a", "/s?tab=a"), ("b", "/s?tab=b")]) == [])
            #expect(problems([("a", "/s?tab=a&x"), ("b", "/s?x&tab=a")]) == [Self.conflict(("b", "/s?x&tab=a"), with: ("a", "/s?tab=a&x"))])
        }

        @Test("conflicts do not depend on the order routes are given")
        func conflictOrder() {
            #expect(problems([("b", "/x/:q"), ("a", "/x/:p")]) == [Self.conflict(("a", "/x/:p"), with: ("b", "/x/:q"))])
        }

        @Test("case-insensitive paths make literals that differ by case conflict")
        func caseInsensitiveConflict() {
            var options = RouteTableOptions()
            options.caseInsensitivePaths = true
            #expect(
                problems([("a", "/Recipes"), ("b", "/recipes")], options: options) == [
                    Self.conflict(("b", "/recipes"), with: ("a", "/Recipes"))
                ])
            #expect(problems([("a", "/Recipes"), ("b", "/recipes")]) == [])
        }

        @Test("two different custom types at one position cannot be ordered")
        func customTypes() {
            var options = RouteTableOptions()
            options.parameterTypes = [CuisineParameter.self, Even.self]
            #expect(
                problems([("c", "/x/:v(cuisine)"), ("e", "/x/:v(even)")], options: options) == [
                    "error: route 'e' pattern \"/x/:v(even)\": two different custom parameter types (cuisine and even) at the same position cannot be ordered; use one type there, or put a literal segment before them"
                ])
            #expect(problems([("c", "/x/:v(cuisine)"), ("e", "/y/:v(even)")], options: options) == [])
            #expect(problems([("c", "/x/:v(cuisine)"), ("i", "/x/:v(int)"), ("s", "/x/:v")], options: options) == [])
        }

        @Test("conflicts in a routes file are located at the later route, naming the earlier one")
        func locatedConflict() {
            #expect(
                problems(file: "a /x/:p\n\nb   /x/:q\n") == [
                    "test.routes:3:5: error: conflicts with route 'a' (line 1): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint"
                ])
        }
    }
}
