import Switchyard
import SwitchyardLinks
import Testing

/// The examples of Docs/DynamicLinks.md that need no Apple framework, run. Keep the two in step.
@Suite("Docs/DynamicLinks.md examples")
struct DocumentationExamples {
    // Step 1: the routes.
    enum Screen: Sendable, Equatable {
        case recipe(id: Int)
        case publicRecipe(id: Int)
        case home
    }

    static let router = try! Router<Screen> {
        Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
        Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id: id) }
        Route("recipe.share", "https://raycipe.example.com/share?recipeID=:recipeID(int)") { (recipeID: Int) in .recipe(id: recipeID) }
    }

    // Step 2: one call for every incoming URL.
    func open(_ url: String) -> Screen? {
        let router = Self.router
        switch router.resolveLink(url) {
        case .ordinary(let resolution):
            return resolution.destination
        case .dynamicLink(let routed):
            if let screen = routed.destination { return screen } // unique: the link carried its data
            guard case .recipe(let id)? = routed.riskyDestination else { return nil }
            return .publicRecipe(id: id) // below unique: nothing personal
        case .needsResolving, .invalidLink, .refused, .guarded:
            return nil
        }
    }

    // Step 2, the fast form.
    func screen(for url: String) -> Screen? {
        let router = Self.router
        switch router.destination(forLink: url) {
        case .ordinary(let screen):
            return screen
        case .dynamicLink(let routed):
            if let screen = routed.destination { return screen } // unique: the link carried its data
            guard case .recipe(let id)? = routed.riskyDestination else { return nil }
            return .publicRecipe(id: id) // below unique: nothing personal
        case .needsResolving, .invalidLink, .refused, .guarded:
            return nil
        }
    }

    @Test func theFastFormGivesTheSameScreens() {
        #expect(screen(for: "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890") == .recipe(id: 2))
        #expect(
            screen(for: "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&match_type=unique")
                == .publicRecipe(id: 2))
        #expect(screen(for: "raycipe://recipes/7") == .recipe(id: 7))
    }

    @Test func oneCallForEveryIncomingURL() {
        #expect(open("https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890") == .recipe(id: 2))
        #expect(open("com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&match_type=unique") == .publicRecipe(id: 2))
        #expect(open("raycipe://recipes/7") == .recipe(id: 7))
    }

    @Test func theHandWrittenSplitsTrapsAreTheRoutersRules() {
        // What parseComponents(from:) got wrong, read as Docs/URLHandling.md says.
        #expect(open("https://raycipe.example.com/share?recipeID=12") == .recipe(id: 12))
        #expect(open("https://raycipe.example.com/share?recipeID=%31%32") == .recipe(id: 12))
        #expect(open("https://raycipe.example.com/share?recipeID=12&recipeID=13") == nil)
        #expect(open("https://raycipe.example.com/share?recipeID=abc") == nil)
    }

    // Step 3: the confidence rule.
    @Test func theMatchTypeCheckBecomesTheConfidenceRule() throws {
        let decoded = try DynamicLinkDecoder().decode(
            "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&match_type=unique"
        )
        #expect(decoded.confidence == .default)
        #expect(decoded.deepLink == nil)
        #expect(decoded.riskyDeepLink.text == "https://raycipe.example.com/recipes/2")
    }

    // Step 4: short links.
    @Test func shortLinks() async throws {
        let router = Self.router
        let resolver = SuffixTableResolver([
            "AbCd": "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe"
        ])
        let route = try await router.resolveLink("https://rayciperw.page.link/AbCd", resolver: resolver)
        #expect(route.destination == .recipe(id: 2))
    }

    // Step 6: the builder behind `switchyard link build`.
    @Test func buildingALinkOnYourOwnDomain() throws {
        var link = DynamicLink(prefix: try DynamicLinkPrefix("https://links.raycipe.example.com"), link: "https://raycipe.example.com/recipes/2")
        link.iOS.bundleID = "com.example.raycipe"
        link.iOS.appStoreID = 1234567890
        #expect(
            try DynamicLinkBuilder().build(link).url
                == "https://links.raycipe.example.com/?link=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&ibi=com.example.raycipe&isi=1234567890")
    }
}
