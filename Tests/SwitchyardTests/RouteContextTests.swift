import Testing
@testable import Switchyard

/// What a route's closure reads from the borrowed ``RouteContext``, through both ways a router
/// runs it: `destination(for:)` (lent from the lookup) and `resolve(_:)` (lent from the
/// owned match it hands back).
@Suite("Route closures over a borrowed context")
struct RouteContextTests {
    /// Everything a context tells about one URL, as one value.
    struct Reading: Sendable, Equatable {
        var routeIndex: Int
        var routeName: String
        var pattern: String
        var url: String
        var scheme: String?
        var host: String?
        var fragment: String?
        var id: Int?
        var idByKey: Int?
        var idText: String?
        var idBytes: Int?
        var servings: Int?
        var sort: String?
    }

    static let id = ParameterKey("id")

    static func makeRouter() throws -> Router<Reading> {
        try Router<Reading> {
            Route("home", "raycipe://home", to: Reading(routeIndex: -1, routeName: "fixed", pattern: "", url: ""))
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { route in
                Reading(
                    routeIndex: route.routeIndex, routeName: route.routeName, pattern: route.pattern, url: route.url,
                    scheme: route.scheme, host: route.host, fragment: route.fragment,
                    id: try route.parameter("id"), idByKey: try route.parameter(Self.id), idText: route.parameterText("id"),
                    idBytes: route.withParameterBytes(Self.id) { $0.count }, servings: try route.queryValue("servings"),
                    sort: route.queryValue("sort"))
            }
        }
    }

    @Test(
        "a context reads what the match holds",
        arguments: [
            (
                "raycipe://recipes/12?servings=4&sort=new#steps",
                Reading(
                    routeIndex: 1, routeName: "recipe.detail", pattern: "raycipe://recipes/:id(int)",
                    url: "raycipe://recipes/12?servings=4&sort=new#steps", scheme: "raycipe", host: nil, fragment: "steps",
                    id: 12, idByKey: 12, idText: "12", idBytes: 2, servings: 4, sort: "new")
            ),
            (
                "  https://Raycipe.Example.com/recipes/7?sort=a+b&servings=%32  ",
                Reading(
                    routeIndex: 2, routeName: "recipe.detail", pattern: "https://raycipe.example.com/recipes/:id(int)",
                    url: "https://Raycipe.Example.com/recipes/7?sort=a+b&servings=%32", scheme: "https",
                    host: "raycipe.example.com", fragment: nil, id: 7, idByKey: 7, idText: "7", idBytes: 1, servings: 2,
                    sort: "a b")
            ),
            (
                "raycipe://home",
                Reading(routeIndex: -1, routeName: "fixed", pattern: "", url: "")
            ),
        ])
    func reads(url: String, expected: Reading) throws {
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

    /// A failure of the closure, as `resolve` reports it.
    struct Failure: Sendable, CustomStringConvertible {
        var name: String
        var url: String
        var error: String
        var description: String { name }
    }

    struct Refused: Error, CustomStringConvertible {
        var description: String { "refused" }
    }

    @Test(
        "a context closure that throws fails the resolution with its error, and gives no destination",
        arguments: [
            Failure(name: "a query value that does not convert", url: "/r/1?servings=lots", error: "parameter 'servings': \"lots\" is not a valid int"),
            Failure(name: "its text decoded", url: "/r/1?servings=%34x", error: "parameter 'servings': \"4x\" is not a valid int"),
            Failure(name: "a parameter the route does not have", url: "/r/2", error: "parameter 'slug' is missing (expected a string)"),
            Failure(name: "the app's own error", url: "/r/3", error: "refused"),
        ])
    func failures(_ failure: Failure) throws {
        let router = try Router<Int> {
            Route("r", "/r/:n(int)") { route in
                let n: Int = try route.parameter("n")
                if n == 1 { return try route.queryValue("servings") ?? 0 }
                if n == 2 { return try route.parameter("slug", as: String.self).count }
                throw Refused()
            }
        }
        #expect(router.destination(for: failure.url) == nil)
        guard case .failed(let error, let match) = router.resolve(failure.url) else {
            Issue.record("expected a failure")
            return
        }
        #expect(match.routeName == "r")
        #expect("\(error)" == failure.error)
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
