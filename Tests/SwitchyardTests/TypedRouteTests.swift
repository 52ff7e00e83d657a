import Foundation
import Testing
@testable import Switchyard

/// Typed routes: the closure's parameters are the pattern's captures, in order, typed; the
/// types are checked against every pattern when the router is built.
@Suite("Typed routes")
struct TypedRouteTests {
    enum Screen: Sendable, Equatable {
        case recipe(Int)
        case repo(owner: String, repo: String)
        case share(recipeID: Int, source: String)
        case file(String)
        case flags(Double, Bool, UUID, Cuisine)
        case home
    }

    static func makeRouter() throws -> Router<Screen> {
        var options = RouteTableOptions()
        options.parameterTypes = [Cuisine.self]
        return try Router<Screen>(options: options) {
            Route("recipe", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id) }
            Route("repo", "/repos/:owner/:repo") { (owner: Substring, repo: String) in .repo(owner: String(owner), repo: repo) }
            Route("share", "raycipe://share/:id(int)?utm_source=:source") { (id: Int, source: String) in .share(recipeID: id, source: source) }
            Route("file", "/files/**path") { (path: String) in .file(path) }
            Route("flags", "/flags/:d(double)/:b(bool)/:u(uuid)/:c(cuisine)") { (d: Double, b: Bool, u: UUID, c: Cuisine) in .flags(d, b, u, c) }
            Route("home", "raycipe://home") { .home }
        }
    }

    @Test(
        "the closure gets each capture, typed, in the order the pattern captures them (path, then query)",
        arguments: [
            ("raycipe://recipes/12", Screen.recipe(12)),
            ("https://raycipe.example.com/recipes/-3", .recipe(-3)),
            ("/repos/apple/swift", .repo(owner: "apple", repo: "swift")),
            ("/repos/a%20b/c%2Fd", .repo(owner: "a b", repo: "c/d")),
            ("raycipe://share/7?x=1&utm_source=qr%20code", .share(recipeID: 7, source: "qr code")),
            ("/files/docs/read%20me.md", .file("docs/read me.md")),
            (
                "/flags/2.5/true/6BA7B810-9DAD-11D1-80B4-00C04FD430C8/thai",
                .flags(2.5, true, UUID(uuidString: "6ba7b810-9dad-11d1-80b4-00c04fd430c8")!, .thai)
            ),
            ("raycipe://home", .home),
        ])
    func delivers(url: String, expected: Screen) throws {
        let router = try Self.makeRouter()
        #expect(router.destination(for: url) == expected)
        #expect(router.resolve(url).destination == expected)
    }

    @Test("a Substring is a slice of the URL string when its value needs no decoding, and a decoded copy otherwise")
    func substringsSliceTheURL() throws {
        let router = try Router<[Substring]> {
            Route("repo", "/repos/:owner/:repo") { (owner: Substring, repo: Substring) in [owner, repo] }
        }
        let url = "/repos/swiftlang/swift%2Dsyntax"
        let values = try #require(router.destination(for: url))
        #expect(values == ["swiftlang", "swift-syntax"])
        #expect(values[0].base == url)
        #expect(url.utf8.distance(from: url.startIndex, to: values[0].startIndex) == 7)
        #expect(values[1].base == "swift-syntax")
    }

    static func problems(_ build: () throws -> Void) -> [String] {
        do {
            try build()
            return []
        } catch {
            return (error as? RouteTableError)?.problems.map(\.description) ?? ["not a table error: \(error)"]
        }
    }

    @Test("a declared type that does not fit a pattern is a table error naming the route, the pattern and the column")
    func typeMismatch() {
        let problems = Self.problems {
            _ = try Router<String> {
                Route("recipe", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id") { (id: Int) in "\(id)" }
                Route("slug", "/s/:slug") { (slug: Int) in "\(slug)" }
            }
        }
        #expect(
            problems == [
                #"error: route 'recipe' pattern "https://raycipe.example.com/recipes/:id": column 37: the closure's parameter 1 is Int (int), but :id is string: declare it as String or Substring"#,
                #"error: route 'slug' pattern "/s/:slug": column 4: the closure's parameter 1 is Int (int), but :slug is string: declare it as String or Substring"#,
            ])
    }

    @Test("a closure taking more or fewer values than the pattern captures is a table error")
    func countMismatch() {
        let problems = Self.problems {
            _ = try Router<String> {
                Route("two", "/a/:x/:y") { (x: String) in x }
                Route("none", "/b") { (x: String) in x }
            }
        }
        #expect(
            problems == [
                #"error: route 'two' pattern "/a/:x/:y": column 1: the closure takes 1 parameter (String), but the pattern captures 2 (:x, :y), in that order"#,
                #"error: route 'none' pattern "/b": column 1: the closure takes 1 parameter (String), but the pattern captures 0, in that order"#,
            ])
    }

    @Test("a custom type is checked by the name the table registers")
    func customTypes() {
        var options = RouteTableOptions()
        options.parameterTypes = [Cuisine.self]
        let problems = Self.problems {
            _ = try Router<String>(options: options) {
                Route("ok", "/c/:c(cuisine)") { (c: Cuisine) in c.rawValue }
                Route("bad", "/d/:c") { (c: Cuisine) in c.rawValue }
            }
        }
        #expect(problems == [#"error: route 'bad' pattern "/d/:c": column 4: the closure's parameter 1 is Cuisine (cuisine), but :c is string: declare it as String or Substring"#])
    }

    @Test("two patterns of one route that capture different parameters are a table error, in any form with a closure")
    func differentParameters() {
        let problems = Self.problems {
            _ = try Router<String> {
                Route("typed", "/a/:id(int)", "/b/:number(int)") { (id: Int) in "\(id)" }
                Route("dynamic", "/c/:id", "/d") { (view: MatchView) in view.parameterText("id") ?? "" }
                Route("fixed", "/e/:id", "/f", to: "fine")
            }
        }
        #expect(
            problems == [
                #"error: route 'typed' pattern "/b/:number(int)": captures :number, but the route's first pattern "/a/:id(int)" captures :id: every pattern of a route must capture the same parameters, in the same order"#,
                #"error: route 'dynamic' pattern "/d": captures none, but the route's first pattern "/c/:id" captures :id: every pattern of a route must capture the same parameters, in the same order"#,
            ])
    }

    @Test("a route name written like a pattern is a table error: the name was forgotten")
    func nameLikePattern() {
        let problems = Self.problems {
            _ = try Router<Int> {
                Route("raycipe://recipes/:id(int)", "raycipe://recipes/all") { 1 }
            }
        }
        #expect(problems.first?.hasPrefix("error: route 'raycipe://recipes/:id(int)': the route name looks like a pattern") == true)
    }

    @Test("a conversion that fails after the table accepted the value fails the resolution with the route")
    func conversionFailureIsReported() throws {
        // `Picky` accepts only what its `init?(routeParameter:)` accepts when matching, but its
        // byte-level reader refuses everything: the table and the closure disagree.
        var options = RouteTableOptions()
        options.parameterTypes = [Picky.self]
        let router = try Router<String>(options: options) {
            Route("p", "/p/:v(picky)") { (v: Picky) in v.routeParameterText }
        }
        guard case .failed(let error, let match) = router.resolve("/p/x") else {
            Issue.record("expected a failure")
            return
        }
        #expect(match.routeName == "p")
        #expect("\(error)" == #"parameter 'v': "x" is not a valid picky"#)
    }

    @Test("in a route of two, three or four parameters, the failing one is reported, after the ones that converted")
    func conversionFailureInAFixedArity() throws {
        var options = RouteTableOptions()
        options.parameterTypes = [Picky.self]
        let router = try Router<String>(options: options) {
            Route("two", "/two/:a/:v(picky)") { (a: String, v: Picky) in a + v.routeParameterText }
            Route("three", "/three/:a/:b(int)/:v(picky)") { (a: String, b: Int, v: Picky) in "\(a)\(b)\(v.routeParameterText)" }
            Route("four", "/four/:a/:b/:c(int)/:v(picky)") { (a: Substring, b: String, c: Int, v: Picky) in "\(a)\(b)\(c)\(v.routeParameterText)" }
        }
        for (url, route) in [("/two/x/y", "two"), ("/three/x/2/y", "three"), ("/four/w/x/3/y", "four")] {
            guard case .failed(let error, let match) = router.resolve(url) else {
                Issue.record("\(url): expected a failure, got \(router.resolve(url))")
                continue
            }
            #expect(match.routeName == route)
            #expect("\(error)" == #"parameter 'v': "y" is not a valid picky"#)
        }
        // The borrowed view, which the fast path reads, names the same parameter.
        let viewError = router.table.withMatch("/four/w/x/3/y") { view -> String in
            var position = 3
            do {
                _ = try view.positional(&position, as: Picky.self, in: nil)
                return "converted"
            } catch {
                return "\(error)"
            }
        }
        #expect(viewError == #"parameter 'v': "y" is not a valid picky"#)
        #if !DEBUG
        // The fast path reports the failure and, in release builds, answers nil (debug builds stop).
        #expect(router.destination(for: "/three/x/2/y") == nil)
        #endif
    }
}

/// A type whose two readers disagree, for the test of a failed conversion.
struct Picky: RouteParameter {
    static let routeParameterTypeName = "picky"
    init?(routeParameter text: Substring) {}
    init?(routeParameterUTF8 bytes: UnsafeBufferPointer<UInt8>) { nil }
    var routeParameterText: String { "picky" }
}
