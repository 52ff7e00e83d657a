import Testing
@testable import Switchyard

/// What a dynamic route's closure reads from the borrowed ``MatchView``, through both ways a
/// router runs it: `destination(for:)` (lent from the lookup) and `resolve(_:)` (lent from the
/// owned match it hands back).
@Suite("Dynamic route closures over a borrowed view")
struct DynamicRouteTests {
    static let id = ParameterKey("id")

    /// A router whose closure writes down everything its view tells, one line a reading.
    static func makeRouter() throws -> Router<[String]> {
        try Router<[String]> {
            Route("home", "raycipe://home", to: ["fixed"])
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (route: MatchView) in
                [
                    "route \(route.routeIndex ?? -1) \(route.routeName ?? "-") \(route.pattern ?? "-")",
                    "parts \(route.scheme ?? "-") \(route.host ?? "-") \(route.fragment ?? "-")",
                    "id \(try route.parameter("id", as: Int.self)) \(try route.parameter(Self.id, as: Int.self)) \(route.parameterText("id") ?? "-")",
                    "bytes \(route.withParameterBytes(Self.id) { $0.count } ?? -1) \(route.withParameterBytes("slug") { $0.count } ?? -1)",
                    "query \(try route.queryValue("servings", as: Int.self) ?? -1) \(route.queryValue("sort") ?? "-")",
                ]
            }
        }
    }

    @Test(
        "a view reads what the match holds",
        arguments: [
            (
                "raycipe://recipes/12?servings=4&sort=new#steps",
                [
                    "route 1 recipe.detail raycipe://recipes/:id(int)", "parts raycipe - steps", "id 12 12 12", "bytes 2 -1", "query 4 new",
                ]
            ),
            (
                "  https://Raycipe.Example.com/recipes/7?sort=a+b&servings=%32  ",
                [
                    "route 2 recipe.detail https://raycipe.example.com/recipes/:id(int)", "parts https raycipe.example.com -",
                    "id 7 7 7", "bytes 1 -1", "query 2 a b",
                ]
            ),
            ("raycipe://home", ["fixed"]),
        ])
    func reads(url: String, expected: [String]) throws {
        let router = try Self.makeRouter()
        #expect(router.destination(for: url) == expected)
        #expect(router.resolve(url).destination == expected)
    }

    @Test("Swift picks the typed form for typed parameters and the dynamic form for a view")
    func overloads() {
        let typed = Route<Int>("a", "/a/:n(int)") { (n: Int) in n }
        let none = Route<Int>("b", "/b") { 0 }
        let dynamic = Route<Int>("c", "/c/:n(int)") { (view: MatchView) in try view.parameter("n") }
        let inferred = Route<Int>("d", "/d") { view in view.queryValue("x") == nil ? 0 : 1 }
        let fixed = Route<Int>("e", "/e", to: 4)
        #expect(typed.destination.kind == "typed")
        #expect(none.destination.kind == "typed")
        #expect(dynamic.destination.kind == "view")
        #expect(inferred.destination.kind == "view")
        #expect(fixed.destination.kind == "fixed")
    }

    @Test(
        "a router mixing the forms routes every URL either way",
        arguments: [
            ("/a/3", 3), ("/b", 0), ("/b?x=1", 1), ("/c/5", 5), ("/d", 4),
        ])
    func mixed(url: String, expected: Int) throws {
        let router = try Router<Int> {
            Route("a", "/a/:n(int)") { (n: Int) in n }
            Route("b", "/b") { view in view.queryValue("x") == nil ? 0 : 1 }
            RouteGroup(path: "/c") {
                Route("c", "/:n(int)") { (view: MatchView) in try view.parameter("n") }
            }
            Route("d", "/d", to: 4).requires("signedIn")
        }
        #expect(router.destination(for: url) == expected)
        #expect(router.resolve(url).destination == expected)
    }

    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    static func failingRouter() throws -> Router<Int> {
        try Router<Int> {
            Route("r", "/r/:n(int)") { (route: MatchView) in
                let n: Int = try route.parameter("n")
                if n == 1 { return try route.queryValue("servings") ?? 0 }
                if n == 2 { return try route.parameter("slug", as: String.self).count }
                throw Refused()
            }
        }
    }

    @Test(
        "a closure that throws fails the resolution with its error and the route",
        arguments: [
            // A query value that does not convert, its text decoded; a parameter the route
            // does not have (a programming error); the app's own error.
            ("/r/1?servings=lots", "parameter 'servings': \"lots\" is not a valid int"),
            ("/r/1?servings=%34x", "parameter 'servings': \"4x\" is not a valid int"),
            ("/r/2", "parameter 'slug' is missing (expected a string)"),
            ("/r/3", "refused"),
        ])
    func failures(url: String, message: String) throws {
        let router = try Self.failingRouter()
        guard case .failed(let error, let match) = router.resolve(url) else {
            Issue.record("expected a failure")
            return
        }
        #expect(match.routeName == "r")
        #expect("\(error)" == message)
    }

    @Test(
        "destination(for:) gives no destination for a closure's own failure (a bad query value, the app's error)",
        arguments: ["/r/1?servings=lots", "/r/3"])
    func failureWithoutDestination(url: String) throws {
        #expect(try Self.failingRouter().destination(for: url) == nil)
    }

    @Test("makeMatch gives an owned match of the same URL")
    func ownedMatch() throws {
        let router = try Router<RouteMatch> {
            Route("r", "raycipe://r/:n(int)") { (view: MatchView) in view.makeMatch()! }
        }
        let match = try #require(router.destination(for: "raycipe://r/5?q=1#f"))
        #expect(match.routeName == "r")
        #expect(match.url == "raycipe://r/5?q=1#f")
        #expect(try match.parameter("n", as: Int.self) == 5)
        #expect(match.query.first("q") == "1")
        #expect(match.fragment == "f")
    }
}

extension RouteDestination {
    /// The case's name, for the tests.
    var kind: String {
        switch self {
        case .fixed: "fixed"
        case .typed: "typed"
        case .view: "view"
        }
    }
}
