import Testing
@testable import Switchyard

/// What a route's closure reads from the borrowed ``RouteContext``, through both ways a router
/// runs it: `destination(for:)` (lent from the lookup) and `resolve(_:)` (lent from the
/// owned match it hands back).
@Suite("Route closures over a borrowed context")
struct RouteContextTests {
    static let id = ParameterKey("id")

    /// A router whose closure writes down everything its context tells, one line a reading.
    static func makeRouter() throws -> Router<[String]> {
        try Router<[String]> {
            Route("home", "raycipe://home", to: ["fixed"])
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { route in
                [
                    "route \(route.routeIndex) \(route.routeName) \(route.pattern)", "url \(route.url)",
                    "parts \(route.scheme ?? "-") \(route.host ?? "-") \(route.fragment ?? "-")",
                    "id \(try route.parameter("id", as: Int.self)) \(try route.parameter(Self.id, as: Int.self)) \(route.parameterText("id") ?? "-")",
                    "bytes \(route.withParameterBytes(Self.id) { $0.count } ?? -1) \(route.withParameterBytes("slug") { $0.count } ?? -1)",
                    "query \(try route.queryValue("servings", as: Int.self) ?? -1) \(route.queryValue("sort") ?? "-")",
                ]
            }
        }
    }

    @Test(
        "a context reads what the match holds",
        arguments: [
            (
                "raycipe://recipes/12?servings=4&sort=new#steps",
                [
                    "route 1 recipe.detail raycipe://recipes/:id(int)", "url raycipe://recipes/12?servings=4&sort=new#steps",
                    "parts raycipe - steps", "id 12 12 12", "bytes 2 -1", "query 4 new",
                ]
            ),
            (
                "  https://Raycipe.Example.com/recipes/7?sort=a+b&servings=%32  ",
                [
                    "route 2 recipe.detail https://raycipe.example.com/recipes/:id(int)",
                    "url https://Raycipe.Example.com/recipes/7?sort=a+b&servings=%32", "parts https raycipe.example.com -",
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

    @Test("Swift picks the context form unless the closure needs an owned match")
    func overloads() {
        let context = Route<Int>("a", "/a/:n(int)") { try $0.parameter("n") }
        let owned = Route<Int>("b", "/b") { $0.query.isEmpty ? 0 : 1 }
        let annotated = Route<Int>("c", "/c/:n(int)") { (match: RouteMatch) in try match.parameter("n") }
        let fixed = Route<Int>("d", "/d", to: 4)
        #expect(context.destination.kind == "context")
        #expect(owned.destination.kind == "match")
        #expect(annotated.destination.kind == "match")
        #expect(fixed.destination.kind == "fixed")
    }

    @Test(
        "a router mixing both forms routes every URL either way",
        arguments: [
            ("/a/3", 3), ("/b", 0), ("/b?x=1", 1), ("/c/5", 5), ("/d", 4),
        ])
    func mixed(url: String, expected: Int) throws {
        let router = try Router<Int> {
            Route("a", "/a/:n(int)") { try $0.parameter("n") }
            Route("b", "/b") { $0.query.isEmpty ? 0 : 1 }
            RouteGroup(path: "/c") {
                Route("c", "/:n(int)") { (match: RouteMatch) in try match.parameter("n") }
            }
            Route("d", "/d", to: 4).requires("signedIn")
        }
        #expect(!router.lendsContexts)
        #expect(router.destination(for: url) == expected)
        #expect(router.resolve(url).destination == expected)
    }

    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    @Test(
        "a context closure that throws fails the resolution with its error, and gives no destination",
        arguments: [
            // A query value that does not convert, its text decoded; a parameter the route
            // does not have; the app's own error.
            ("/r/1?servings=lots", "parameter 'servings': \"lots\" is not a valid int"),
            ("/r/1?servings=%34x", "parameter 'servings': \"4x\" is not a valid int"),
            ("/r/2", "parameter 'slug' is missing (expected a string)"),
            ("/r/3", "refused"),
        ])
    func failures(url: String, message: String) throws {
        let router = try Router<Int> {
            Route("r", "/r/:n(int)") { route in
                let n: Int = try route.parameter("n")
                if n == 1 { return try route.queryValue("servings") ?? 0 }
                if n == 2 { return try route.parameter("slug", as: String.self).count }
                throw Refused()
            }
        }
        #expect(router.destination(for: url) == nil)
        guard case .failed(let error, let match) = router.resolve(url) else {
            Issue.record("expected a failure")
            return
        }
        #expect(match.routeName == "r")
        #expect("\(error)" == message)
    }

    @Test("makeMatch gives an owned match of the same URL")
    func ownedMatch() throws {
        let router = try Router<RouteMatch> {
            Route("r", "raycipe://r/:n(int)") { $0.makeMatch() }
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
        case .context: "context"
        case .match: "match"
        }
    }
}
