import Testing
@testable import Switchyard

/// Building URLs from a route declared once: typed values, in capture order, checked by the
/// compiler and by the round-trip law.
@Suite("Building URLs from declared routes")
struct TypedURLBuildingTests {
    enum Screen: Sendable, Equatable {
        case recipe(Int), repo(String, String), share(Int, String), home
    }

    enum Links {
        static let recipe = RouteDeclaration(
            "recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)", capturing: Int.self)
        static let repo = RouteDeclaration("repo", "/repos/:owner/:repo", capturing: String.self, String.self)
        static let share = RouteDeclaration("share", "raycipe://share/:id(int)?utm_source=:source", capturing: Int.self, String.self)
        static let home = RouteDeclaration("home", "raycipe://home")
        static let unknown = RouteDeclaration("nowhere", "/nowhere")
    }

    static func makeRouter() throws -> Router<Screen> {
        try Router<Screen> {
            Route(Links.recipe) { id in .recipe(id) }
            Route(Links.repo) { owner, repo in .repo(owner, repo) }
            Route(Links.share) { id, source in .share(id, source) }
            Route(Links.home, to: .home)
        }
    }

    @Test("a declared route builds its URL from typed values, and the URL routes back to the same values")
    func builds() throws {
        let router = try Self.makeRouter()
        let cases: [(String, Screen)] = [
            (try router.url(for: Links.recipe, 2), .recipe(2)),
            (try router.url(for: Links.recipe, 2, scheme: "https"), .recipe(2)),
            (try router.url(for: Links.repo, "apple", "swift nio"), .repo("apple", "swift nio")),
            (try router.url(for: Links.share, 7, "qr"), .share(7, "qr")),
            (try router.url(for: Links.home), .home),
        ]
        #expect(
            cases.map(\.0) == [
                "raycipe://recipes/2", "https://raycipe.example.com/recipes/2", "/repos/apple/swift%20nio", "raycipe://share/7?utm_source=qr",
                "raycipe://home",
            ])
        for (url, screen) in cases { #expect(router.destination(for: url) == screen, "\(url)") }
    }

    @Test("extra query items, a fragment and the QR-friendly form are as in building by name")
    func options() throws {
        let router = try Self.makeRouter()
        #expect(try router.url(for: Links.recipe, 2, query: [("servings", 4)], fragment: "steps") == "raycipe://recipes/2?servings=4#steps")
        #expect(try router.url(for: Links.recipe, 2, form: .qrFriendly) == "RAYCIPE://recipes/2")
        #expect(try router.table.url(for: Links.recipe, 2) == router.url(for: Links.recipe, 2))
    }

    @Test("a declaration the router does not have, or a value that cannot be written, is a build error")
    func errors() throws {
        let router = try Self.makeRouter()
        #expect { try router.url(for: Links.unknown) } throws: { ($0 as? URLBuildError)?.reason == .unknownRoute }
        do {
            _ = try router.url(for: Links.repo, "", "swift")
            Issue.record("expected an error")
        } catch {
            #expect(error.reason == .emptyPathValue)
        }
    }

    @Test("a declaration prints its name, types and patterns")
    func description() {
        #expect("\(Links.repo)" == "repo(String, String) /repos/:owner/:repo")
        #expect("\(Links.home)" == "home() raycipe://home")
    }
}
