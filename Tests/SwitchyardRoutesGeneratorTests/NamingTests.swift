@testable import SwitchyardRoutesGenerator
import Testing

/// The rules that name the declarations (Docs/RoutesFiles.md, "What is generated").
@Suite("Swift names from route names")
struct NamingTests {
    @Test(
        "a route name becomes a member name",
        arguments: [
            ("recipe.detail", "recipeDetail"),
            ("home", "home"),
            ("applications.client_id.tokens", "applicationsClientIdTokens"),
            ("user-profile.edit", "userProfileEdit"),
            ("URL.list", "urlList"),
            ("HTMLPage", "htmlPage"),
            ("URLs", "urls"),
            ("Home", "home"),
            ("404", "route404"),
            ("2fa.setup", "route2faSetup"),
            ("a..b", "aB"),
        ])
    func member(_ name: String, _ expected: String) {
        #expect(SwiftNames.member(forRoute: name) == expected)
    }

    @Test("a name without a letter or digit has no Swift name")
    func noName() {
        #expect(SwiftNames.member(forRoute: "._-") == nil)
    }

    @Test("a keyword is written in back-quotes", arguments: [("default", "`default`"), ("self", "`self`"), ("recipe", "recipe")])
    func keyword(_ name: String, _ expected: String) {
        #expect(SwiftNames.declared(name) == expected)
    }

    @Test(
        "a file name becomes the enum's name",
        arguments: [
            ("recipes.routes", "RecipesRoutes"),
            ("Sources/App/recipes.routes", "RecipesRoutes"),
            ("AppRoutes.routes", "AppRoutes"),
            ("crossroad.accept_only.routes", "CrossroadAcceptOnlyRoutes"),
            ("2024.routes", "Routes2024Routes"),
        ])
    func namespace(_ fileName: String, _ expected: String) {
        #expect(SwiftNames.namespace(forFile: fileName) == expected)
    }
}
