@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Route requirements: the conditions a route needs before a link to it is delivered,
    /// written on `Route` in code and as `requires=NAME[,NAME...]` at the end of a routes-file
    /// line, and exposed by the table per route.
    @Suite("Route requirements")
    struct RouteRequirementsTests {
        enum Screen: Sendable, Equatable { case home, profile, notes(Int) }

        @Test("Route.requires sets the conditions of every pattern of the route, groups keep them")
        func inCode() throws {
            let router = try Router<Screen> {
                Route("home", "raycipe://home", to: .home)
                Route("profile", "raycipe://profile", "https://raycipe.example.com/profile", to: .profile)
                    .requires("signedIn")
                RouteGroup(scheme: "raycipe") {
                    Route("notes", "/recipes/:id(int)/notes") { (id: Int) in .notes(id) }
                        .requires("signedIn")
                        .requires("onboarded", "signedIn")
                }
            }
            let table = router.table
            #expect(needs(table, "raycipe://home") == [])
            #expect(needs(table, "raycipe://profile") == ["signedIn"])
            #expect(needs(table, "https://raycipe.example.com/profile") == ["signedIn"])
            #expect(needs(table, "raycipe://recipes/2/notes") == ["signedIn", "onboarded"])
            #expect(router.destination(for: "raycipe://profile") == .profile, "the router matches regardless of requirements")
            #expect(table.definitions.map(\.requirements) == [[], ["signedIn"], ["signedIn"], ["signedIn", "onboarded"]])
        }

        @Test("an index outside the table, and a table with no requirements, give []")
        func outside() throws {
            let table = try makeTable([("home", "/home")])
            #expect(table.requirements(ofRoute: 0) == [])
            #expect(table.requirements(ofRoute: -1) == [])
            #expect(table.requirements(ofRoute: 5) == [])
        }

        @Test("a routes file line may end with requires=NAME[,NAME...]")
        func inFile() throws {
            let text = """
                home     raycipe://home
                profile  raycipe://profile   requires=signedIn   # a comment after it
                notes    raycipe://recipes/:id(int)/notes\trequires=signedIn,onboarded,beta-2.x_y
                """
            let file = RoutesFile(parsing: text, fileName: "app.routes")
            #expect(file.problems.isEmpty)
            #expect(file.definitions.map(\.requirements) == [[], ["signedIn"], ["signedIn", "onboarded", "beta-2.x_y"]])
            let table = try makeTable(file: text)
            let match = try #require(table.match("raycipe://recipes/7/notes").match)
            #expect(table.requirements(ofRoute: match.routeIndex) == ["signedIn", "onboarded", "beta-2.x_y"])
        }

        @Test("a malformed or unknown form is reported with its column", arguments: try CaseFile.cases("route-requirements.bad-forms"))
        func badForm(_ c: Case<String, String>) {
            #expect(problems(file: c.input) == [c.expected])
        }

        @Test("a bad form is reported with the other problems of the file, in line order")
        func withOtherProblems() {
            #expect(
                problems(file: "a /a requires=\nb /:1 requires=ok\nc /c need=x\n") == [
                    "test.routes:1:6: error: requires= needs at least one condition name, as in requires=signedIn",
                    "test.routes:2:5: error: a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*), not '1'",
                    "test.routes:3:6: error: unknown form 'need=' after the pattern (known: requires=NAME[,NAME...])",
                ])
        }

        @Test("a line repeated with the same requirements is a warning; with other requirements, an error")
        func repeatedLines() {
            #expect(
                problems(file: "p /p requires=a\np /p requires=b\np /p requires=a\n") == [
                    "test.routes:2:3: error: repeats route 'p' (line 1): the same name and pattern given twice; delete one",
                    "test.routes:3:1: warning: duplicate of line 1: the same route name and pattern; this line is ignored, delete it",
                ])
        }

        @Test("the example table with accounts builds, and its guarded routes need what they say")
        func exampleWithAccounts() throws {
            let table = try makeTable(file: ExampleRoutes.recipeAppWithAccounts, fileName: "<built-in>")
            let plain = try makeTable(file: ExampleRoutes.recipeApp, fileName: "<built-in>")
            #expect(table.count == plain.count + 4)
            #expect(Array(table.definitions.prefix(plain.count)) == plain.definitions, "the recipe app's routes are kept as they are")
            #expect(needs(table, "raycipe://recipes/2") == [])
            #expect(needs(table, "raycipe://profile") == ["signedIn"])
            #expect(needs(table, "https://raycipe.example.com/profile") == ["signedIn"])
            #expect(needs(table, "raycipe://recipes/2/notes") == ["signedIn", "onboarded"])
            #expect(needs(table, "https://raycipe.example.com/recipes/2/notes") == ["signedIn", "onboarded"])
        }

        /// The requirements of the route `url` matches in `table`, `nil` when it matches none.
        private func needs(_ table: RouteTable, _ url: String) -> [String]? {
            table.match(url).match.map { table.requirements(ofRoute: $0.routeIndex) }
        }
    }
}
