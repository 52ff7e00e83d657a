import Foundation
import Testing
@testable import Switchyard

enum Screen: Sendable, Equatable {
    case home, recipes, newRecipe
    case recipe(id: Int)
    case recipeSlug(String)
    case share(recipeID: Int, source: String?)
    case cuisine(Cuisine)
}

enum Cuisine: String, RouteParameter {
    case italian, thai
    static let routeParameterTypeName = "cuisine"
}

@Suite("Declarative router")
struct RouterTests {
    static func makeRouter() throws -> Router<Screen> {
        var options = RouteTableOptions()
        options.parameterTypes = [Cuisine.self]
        return try Router<Screen>(options: options) {
            Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id: id) }
            RouteGroup(scheme: "raycipe") {
                Route("recipe.list", "/recipes", to: .recipes)
                Route("recipe.new", "/recipes/new", to: .newRecipe)
                Route("recipe.slug", "/recipes/:slug") { (slug: String) in .recipeSlug(slug) }
                Route("recipe.share", "/share?recipeID=:recipeID(int)") { (match: MatchView) in
                    .share(recipeID: try match.parameter("recipeID"), source: match.queryValue("utm_source"))
                }
                Route("cuisine", "/cuisines/:c(cuisine)") { (cuisine: Cuisine) in .cuisine(cuisine) }
            }
            RouteGroup(scheme: "https", host: "raycipe.example.com", path: "/recipes") {
                Route("recipe.list", "/", to: .recipes)
                Route("recipe.new", "new", to: .newRecipe)
            }
        }
    }

    @Test(
        "URLs resolve to the app's own values",
        arguments: [
            ("raycipe://home", Screen.home),
            ("https://raycipe.example.com/", .home),
            ("raycipe://recipes/2", .recipe(id: 2)),
            ("https://raycipe.example.com/recipes/42", .recipe(id: 42)),
            ("raycipe://recipes/new", .newRecipe),
            ("https://raycipe.example.com/recipes/new", .newRecipe),
            ("https://raycipe.example.com/recipes/", .recipes),
            ("raycipe://recipes/pasta-al-limone", .recipeSlug("pasta-al-limone")),
            ("raycipe://share?recipeID=12&utm_source=qr", .share(recipeID: 12, source: "qr")),
            ("raycipe://cuisines/thai", .cuisine(.thai)),
        ])
    func resolves(url: String, expected: Screen) throws {
        #expect(try Self.makeRouter().destination(for: url) == expected)
    }

    @Test("a URL that matches nothing gives the reason")
    func misses() throws {
        let router = try Self.makeRouter()
        guard case .notMatched(let miss) = router.resolve("raycipe://cuisines/french") else {
            Issue.record("expected no match")
            return
        }
        #expect(miss.reason == .noRoute)
        #expect(router.resolve("raycipe://recipes/%ZZ").destination == nil)
    }

    @Test("a closure asking for the wrong type reports the parameter, text and type")
    func invalidParameter() throws {
        let router = try Router<Int> {
            Route("n", "/n/:value") { (view: MatchView) in try view.parameter("value", as: Int.self) }
        }
        guard case .failed(let thrown, let match) = router.resolve("/n/twelve"), let error = thrown as? ParameterError else {
            Issue.record("expected an invalid parameter")
            return
        }
        #expect(match.routeName == "n")
        #expect(error == ParameterError(kind: .invalid, name: "value", text: "twelve", expectedType: "int"))
        #expect(error.description == "parameter 'value': \"twelve\" is not a valid int")
    }

    @Test("groups prefix patterns without a scheme and keep the others")
    func groups() throws {
        let router = try Router<String> {
            RouteGroup(scheme: "https", host: "example.com") {
                Route("a", "/a", to: "a")
                Route("b", "raycipe://b", to: "b")
                RouteGroup(path: "/nested") {
                    Route("c", "/c", to: "c")
                }
            }
        }
        #expect(router.table.definitions.map(\.pattern) == ["https://example.com/a", "raycipe://b", "https://example.com/nested/c"])
    }

    @Test("building reports every problem")
    func buildErrors() {
        #expect(throws: RouteTableError.self) {
            _ = try Router<Int> {
                Route("a", "/a/:id(integer)", to: 1)
                Route("b", "/b/**/c", to: 2)
            }
        }
        do {
            _ = try Router<Int> {
                Route("a", "/a/:id(integer)", to: 1)
                Route("b", "/b/**/c", to: 2)
            }
        } catch {
            #expect(error.problems.count == 2)
            #expect(error.problems[0].description == "error: route 'a' pattern \"/a/:id(integer)\": column 8: unknown parameter type 'integer' (known: string, bool, int, double, uuid)")
            #expect(error.problems[1].description == "error: route 'b' pattern \"/b/**/c\": column 4: ** must be the last segment of a pattern")
        }
    }

    @Test("Foundation URL and UUID interop")
    func foundation() throws {
        let router = try Router<UUID> {
            Route("item", "/items/:id(uuid)") { (id: UUID) in id }
        }
        let id = UUID()
        #expect(router.destination(for: URL(string: "https://x.example/items/\(id.uuidString)")!) == nil) // unknown host
        #expect(router.destination(for: URL(string: "/items/\(id.uuidString)")!) == id)
        #expect(router.destination(for: "/items/\(id.uuidString.lowercased())") == id)
        #expect(id.routeParameterText == id.uuidString.lowercased())
    }

    @Test("the router can be shared across tasks")
    func concurrent() async throws {
        let router = try Self.makeRouter()
        let results = await withTaskGroup(of: Screen?.self) { group in
            for id in 0..<200 { group.addTask { router.destination(for: "raycipe://recipes/\(id)") } }
            var results: [Screen?] = []
            for await result in group { results.append(result) }
            return results
        }
        #expect(Set(results.compactMap { if case .recipe(let id) = $0 { return id } else { return nil } }) == Set(0..<200))
    }
}
