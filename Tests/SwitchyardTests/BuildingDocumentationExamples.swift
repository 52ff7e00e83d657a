import Testing
import Switchyard

/// The examples of Docs/BuildingURLs.md, run. Keep the two in step.
@Suite("Docs/BuildingURLs.md examples")
struct BuildingDocumentationExamples {
    static let table = try! RouteTable(
        routesFile: """
            recipe.new     raycipe://recipes/new
            recipe.detail  raycipe://recipes/:id(int)
            recipe.detail  https://raycipe.example.com/recipes/:id(int)
            recipe.slug    raycipe://recipes/:slug
            recipe.share   raycipe://share?recipeID=:recipeID(int)
            files          /files/**path
            """, fileName: "recipes.routes")

    @Test func fromCode() throws {
        let table = Self.table
        #expect(try table.url(for: "recipe.detail", parameters: ["id": 2]) == "raycipe://recipes/2")
        #expect(try table.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https") == "https://raycipe.example.com/recipes/2")
        #expect(try table.url(for: "recipe.share", parameters: ["recipeID": 12, "utm_source": "qr"]) == "raycipe://share?recipeID=12&utm_source=qr")
        #expect(try table.url(for: "files", parameters: ["path": "docs/read me.md"], fragment: "intro") == "/files/docs/read%20me.md#intro")
        #expect(try table.url(for: "recipe.detail", parameterTexts: ["id": "007"]) == "raycipe://recipes/7")
    }

    @Test func declaredRoutes() throws {
        enum Screen: Sendable, Equatable { case home, recipe(id: Int), share(recipeID: Int) }
        struct Recipe { var id: Int }
        enum Links {
            static let home = RouteDeclaration("home", "raycipe://home")
            static let recipe = RouteDeclaration(
                "recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)", capturing: Int.self)
            static let share = RouteDeclaration("recipe.share", "raycipe://share?recipeID=:recipeID(int)", capturing: Int.self)
        }
        let router = try Router<Screen> {
            Route(Links.home, to: .home)
            Route(Links.recipe) { id in .recipe(id: id) }
            Route(Links.share) { recipeID in .share(recipeID: recipeID) }
        }
        let recipe = Recipe(id: 2)
        #expect(try router.url(for: Links.recipe, recipe.id) == "raycipe://recipes/2")
        #expect(try router.url(for: Links.recipe, recipe.id, scheme: "https") == "https://raycipe.example.com/recipes/2")
        #expect(try router.url(for: Links.share, 12, query: [("utm_source", "qr")]) == "raycipe://share?recipeID=12&utm_source=qr")
        #expect(try router.url(for: Links.recipe, 2, fragment: "steps") == "raycipe://recipes/2#steps")
        #expect(try router.url(for: Links.recipe, 2, form: .qrFriendly) == "RAYCIPE://recipes/2")
        #expect(try router.url(for: Links.home) == "raycipe://home")
        #expect(try router.table.url(for: Links.recipe, 2) == "raycipe://recipes/2")
        for url in ["raycipe://recipes/2", "raycipe://share?recipeID=12&utm_source=qr", "raycipe://home"] {
            #expect(router.destination(for: url) != nil, "\(url)")
        }
    }

    @Test func theRouterForwards() throws {
        enum Screen: Sendable { case recipe(Int) }
        let router = try Router<Screen> {
            Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id) }
        }
        #expect(try router.url(for: "recipe.detail", parameters: ["id": 2]) == "raycipe://recipes/2")
        #expect(try router.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https") == "https://raycipe.example.com/recipes/2")
        #expect(try router.url(for: "recipe.detail", parameters: ["id": 2], form: .qrFriendly) == "RAYCIPE://recipes/2")
        #expect(try router.url(for: "recipe.detail", parameters: ["id": 2], scheme: "https", form: .qrFriendly) == "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2")
    }

    @Test(arguments: [
        ("a b", "a%20b"), ("a+b", "a%2Bb"), ("a/b", "a%2Fb"), ("100%", "100%25"), ("?#&=;", "%3F%23%26%3D%3B"),
        ("crème", "cr%C3%A8me"), ("😀\u{301}", "%F0%9F%98%80%CC%81"), ("A-Za-z0-9-._~", "A-Za-z0-9-._~"),
    ])
    func encoding(value: String, encoded: String) throws {
        #expect(try Self.table.url(for: "recipe.slug", parameters: ["slug": value]) == "raycipe://recipes/" + encoded)
        #expect(try Self.table.url(for: "recipe.new", parameters: ["v": value]) == "raycipe://recipes/new?v=" + encoded)
    }

    @Test(
        arguments: [
            ("raycipe://recipes/:id(int)", ["id": 2], "raycipe://recipes/2"),
            ("raycipe://?screen=:s", ["s": "home"], "raycipe://?screen=home"),
            ("https://Raycipe.Example.COM./recipes/:id(int)", ["id": 2], "https://raycipe.example.com/recipes/2"),
            ("https://raycipe.example.com/", [:], "https://raycipe.example.com/"),
            ("/recipes/:id(int)", ["id": 2], "/recipes/2"),
            ("/", [:], "/"),
            ("/caf%C3%A9/x", [:], "/caf%C3%A9/x"),
            ("/café/x", [:], "/caf%C3%A9/x"),
            ("/files/**path", ["path": "a/b"], "/files/a/b"),
            ("/files/**path", ["path": ""], "/files"),
            ("/any/**", [:], "/any"),
            ("/search?q=:q&lang=en&debug", ["q": "x"], "/search?q=x&lang=en&debug"),
            ("/search?q=:q&lang=en&debug", ["q": "x", "debug": 1], "/search?q=x&lang=en&debug=1"),
        ] as [(String, [String: any RouteParameter], String)])
    func patternsBuild(pattern: String, parameters: [String: any RouteParameter], url: String) throws {
        let table = try RouteTable([RouteDefinition(name: "r", pattern: pattern)])
        #expect(try table.url(for: "r", parameters: parameters) == url)
    }

    @Test func aShadowedRouteFails() throws {
        let error = try #require(throws: URLBuildError.self) {
            try Self.table.url(for: "recipe.slug", parameters: ["slug": "new"])
        }
        #expect(error.reason == .shadowed)
        #expect(error.shadowingRouteName == "recipe.new")
        #expect(error.url == "raycipe://recipes/new")
        #expect(error.description == "cannot build route 'recipe.slug' (raycipe://recipes/:slug): the URL raycipe://recipes/new would be matched by route 'recipe.new' (raycipe://recipes/new), not by this one")
        let typed = try #require(throws: URLBuildError.self) {
            try Self.table.url(for: "recipe.slug", parameters: ["slug": "12"])
        }
        #expect(typed.shadowingRouteName == "recipe.detail")
    }

    @Test func theFirstErrorFoundIsReported() throws {
        let table = try RouteTable([RouteDefinition(name: "r", pattern: "/a/*/:x/:y")])
        // The unnamed * is found before the missing and empty values.
        let error = try #require(throws: URLBuildError.self) { try table.url(for: "r", parameters: ["x": ""]) }
        #expect(error.reason == .unnamedWildcard)
        let ordered = try RouteTable([RouteDefinition(name: "r", pattern: "/a/:x/:y")])
        // Parameters in pattern order, every check on one before the next.
        let first = try #require(throws: URLBuildError.self) { try ordered.url(for: "r", parameters: ["x": "", "z": "\n"]) }
        #expect(first.reason == .emptyPathValue)
        #expect(first.parameterName == "x")
        let second = try #require(throws: URLBuildError.self) { try ordered.url(for: "r", parameters: ["x": "1", "z": "\n"]) }
        #expect(second.reason == .missingParameter)
        #expect(second.parameterName == "y")
        let extra = try #require(throws: URLBuildError.self) { try ordered.url(for: "r", parameters: ["x": "1", "y": "2", "z": "\n"]) }
        #expect(extra.reason == .controlCharacter)
    }
}
