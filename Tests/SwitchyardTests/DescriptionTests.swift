import Testing
import Switchyard

/// What `print` and `debugPrint` show for the results and errors of the router: one readable
/// line, never the internal storage.
@Suite("Readable values: descriptions of results and errors")
struct DescriptionTests {
    enum Screen: Sendable, Equatable { case home, recipe(id: Int), share(recipeID: Int) }

    static let router = try! Router<Screen> {
        Route("home", "raycipe://home", to: .home)
        Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id: id) }
        Route("recipe.slug", "raycipe://recipes/:slug") { (_: Substring) in .home }
        Route("recipe.share", "raycipe://share?recipeID=:recipeID") { (view: MatchView) in .share(recipeID: try view.parameter("recipeID")) }
    }
    static var table: RouteTable { router.table }
    /// Two routes only, so that an explanation's line stays short.
    static let pair = try! RouteTable(
        routesFile: """
            recipe.detail raycipe://recipes/:id(int)
            recipe.slug   raycipe://recipes/:slug
            """, fileName: "pair")

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: @Sendable () -> String
        var expected: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "RouteMatch", text: { "\(table.match("raycipe://recipes/2?utm_source=qr").match!)" },
            expected: #"route 'recipe.detail' (raycipe://recipes/:id(int)), id: "2""#),
        Case(
            name: "RouteMatch without parameters", text: { "\(table.match("raycipe://home").match!)" },
            expected: "route 'home' (raycipe://home)"),
        Case(
            name: "RouteMatch, debug", text: { String(reflecting: table.match("raycipe://recipes/2?utm_source=qr&tag=a+b#steps").match!) },
            expected: #"RouteMatch(url: "raycipe://recipes/2?utm_source=qr&tag=a+b#steps", route: "recipe.detail", pattern: "raycipe://recipes/:id(int)", parameters: [id: "2"], query: [utm_source: "qr", tag: "a+b"], fragment: "steps")"#),
        Case(
            name: "RouteMatch of a web link, debug", text: { String(reflecting: table.match("https://raycipe.example.com/recipes/3?q=a+b").match!) },
            expected: #"RouteMatch(url: "https://raycipe.example.com/recipes/3?q=a+b", route: "recipe.detail", pattern: "https://raycipe.example.com/recipes/:id(int)", parameters: [id: "3"], query: [q: "a b"], fragment: nil)"#),
        Case(
            name: "MatchedParameter", text: { "\(table.match("raycipe://recipes/2").match!.parameters[0])" },
            expected: #"id: "2" (int)"#),
        Case(
            name: "QueryItems", text: { "\(table.match("raycipe://share?recipeID=12&tag=a&tag=%22b%22").match!.query)" },
            expected: #"[recipeID: "12", tag: "a", tag: "\"b\""]"#),
        Case(
            name: "QueryItems, none", text: { "\(table.match("raycipe://home").match!.query)" },
            expected: "[]"),
        Case(
            name: "MatchResult, matched", text: { "\(table.match("raycipe://recipes/pasta"))" },
            expected: #"matched route 'recipe.slug' (raycipe://recipes/:slug), slug: "pasta""#),
        Case(
            name: "MatchResult, not matched", text: { "\(table.match("raycipe://nope"))" },
            expected: "no match: no-route: no route matches this URL"),
        Case(
            name: "MatchResult, debug", text: { String(reflecting: table.match("raycipe://home")) },
            expected: #".matched(RouteMatch(url: "raycipe://home", route: "home", pattern: "raycipe://home", parameters: [], query: [], fragment: nil))"#),
        Case(
            name: "MatchResult, not matched, debug", text: { String(reflecting: table.match("raycipe://recipes/%G1")) },
            expected: ".notMatched(malformed: bad percent-encoding in the path (% must be followed by two hex digits) (at byte 18))"),
        Case(
            name: "NoMatch", text: { "\(table.match("raycipe://recipes/..%2Fsettings").noMatch!)" },
            expected: "dot-segment: a path segment is . or .., or decodes to text with such a part (at byte 18)"),
        Case(
            name: "Resolution, matched", text: { "\(router.resolve("raycipe://recipes/2"))" },
            expected: #"recipe(id: 2) from route 'recipe.detail' (raycipe://recipes/:id(int)), id: "2""#),
        Case(
            name: "Resolution, not matched", text: { "\(router.resolve("https://evil.example/"))" },
            expected: "no match: no-route: no route matches this URL"),
        Case(
            name: "Resolution, failed", text: { "\(router.resolve("raycipe://share?recipeID=twelve"))" },
            expected: #"failed: route 'recipe.share' (raycipe://share?recipeID=:recipeID), recipeID: "twelve" matched, but its destination threw: parameter 'recipeID': "twelve" is not a valid int"#),
        Case(
            name: "Resolution, debug", text: { String(reflecting: router.resolve("raycipe://home")) },
            expected: #".matched(SwitchyardTests.DescriptionTests.Screen.home, RouteMatch(url: "raycipe://home", route: "home", pattern: "raycipe://home", parameters: [], query: [], fragment: nil))"#),
        Case(
            name: "Explanation", text: { "\(pair.explain("raycipe://recipes/abc"))" },
            expected: #"raycipe://recipes/abc: matched route 'recipe.slug' (raycipe://recipes/:slug), slug: "abc"; candidates: recipe.slug (raycipe://recipes/:slug): matched (chosen); recipe.detail (raycipe://recipes/:id(int)): segment 2 "abc" is not a valid int"#),
        Case(
            name: "Explanation of a malformed URL", text: { "\(table.explain("raycipe://recipes/%G1"))" },
            expected: "raycipe://recipes/%G1: no match: malformed: bad percent-encoding in the path (% must be followed by two hex digits) (at byte 18)"),
        Case(
            name: "Explanation.Reading", text: { "\(table.explain("https://Raycipe.example.com/recipes/2").reading!)" },
            expected: #"web URL, scheme https, host raycipe.example.com, source https://raycipe.example.com, segments ["recipes", "2"]"#),
        Case(
            name: "Explanation.Reading with a query", text: { "\(table.explain("https://raycipe.example.com/recipes/2?utm_source=qr&q=a+b").reading!)" },
            expected: #"web URL, scheme https, host raycipe.example.com, source https://raycipe.example.com, segments ["recipes", "2"], query [utm_source: "qr", q: "a b"]"#),
        Case(
            name: "Explanation.Place of the nearest candidate", text: { "\(table.explain("raycipe://recipe?recipeID=abc").nearest!.failedAt!)" },
            expected: "segment(1)"),
        Case(
            name: "Explanation.Candidate", text: { "\(table.explain("raycipe://recipes/2").candidates[0])" },
            expected: "recipe.detail (raycipe://recipes/:id(int)): matched (chosen)"),
        Case(
            name: "Explanation.Verdict, outranked", text: { "\(Explanation.Verdict.outranked(by: "recipe.new"))" },
            expected: "matches too, but 'recipe.new' is more specific (or pinned to the URL's source)"),
    ]

    @Test("print shows one readable line", arguments: cases)
    func description(_ c: Case) {
        let text = c.text()
        #expect(text == c.expected)
        #expect(!text.contains("\n"))
        #expect(!text.contains("Captures(") && !text.contains("storage"))
    }

    @Test("a table, a router and a routes file print their size and sources")
    func containers() {
        #expect("\(Self.pair)" == "RouteTable(2 routes; sources: raycipe:)")
        #expect("\(Self.router)" == "Router<Screen>(4 routes, 5 patterns; sources: raycipe:, https://raycipe.example.com)")
        let one = try! RouteTable([RouteDefinition(name: "a", pattern: "/a")])
        #expect("\(one)" == "RouteTable(1 route; sources: none)")
        let file = RoutesFile(parsing: "a /a\nb /b/:x(nope)\n@source https://raycipe.example.com\n", fileName: "f.routes")
        #expect("\(file)" == "f.routes: 2 routes, 1 source declared, 0 problems")
        let twoPatterns = RoutesFile(parsing: "a /a\na /b\nb /c\n", fileName: "g.routes")
        #expect("\(twoPatterns)" == "g.routes: 2 routes, 3 patterns, 0 sources declared, 0 problems")
        let bad = RoutesFile(parsing: "a\n", fileName: "bad.routes")
        #expect("\(bad)" == "bad.routes: 0 routes, 0 sources declared, 1 problem")
    }

    @Test("a table error with one problem prints as that problem")
    func oneProblem() throws {
        let error = try #require(throws: RouteTableError.self) {
            try RouteTable([RouteDefinition(name: "a", pattern: "/a/**/b")])
        }
        #expect(error.description == "error: route 'a' pattern \"/a/**/b\": column 4: ** must be the last segment of a pattern")
    }

    @Test("a table error with several problems counts them on one line")
    func severalProblems() throws {
        let error = try #require(throws: RouteTableError.self) {
            try RouteTable(routesFile: "a /a/:id(integer)\nb /b/**/c\n", fileName: "bad.routes")
        }
        #expect(error.description == "2 problems: bad.routes:1:10: error: unknown parameter type 'integer' (known: string, bool, int, double, uuid); bad.routes:2:6: error: ** must be the last segment of a pattern")
    }

    @Test("a build error names the route, the pattern and what is wrong")
    func buildError() throws {
        let error = try #require(throws: URLBuildError.self) {
            try Self.table.url(for: "recipe.detail", parameters: [:])
        }
        #expect("\(error)" == "cannot build route 'recipe.detail' (raycipe://recipes/:id(int)): parameter 'id' is missing (expected an int)")
    }
}
