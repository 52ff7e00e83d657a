import Switchyard
import SwitchyardLinks
import Testing

/// `resolveLink` checks the guard of the route it hands over: a route that needs a condition
/// not given is `.guarded`, never its destination.
@Suite("resolveLink and the routes' guards")
struct GuardedLinkTests {
    enum Screen: Sendable, Equatable { case recipe(Int), card(Int) }

    static let router = try! Router<Screen> {
        Route("recipe.detail", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id) }
        Route("card", "raycipe://cards/:id(int)", "https://raycipe.example.com/cards/:id(int)") { (id: Int) in .card(id) }
            .requires("signedIn")
    }

    static let links: [(name: String, url: String)] = [
        ("ordinary", "raycipe://cards/7"),
        ("long link", "https://rayciperw.page.link/?link=https://raycipe.example.com/cards/7"),
        ("callback", "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Fcards%2F7&match_type=weak"),
    ]

    @Test("a guarded route is not handed over while its condition does not hold", arguments: links.map(\.url))
    func guarded(_ url: String) {
        let route = Self.router.resolveLink(url)
        guard case .guarded(let name, let needs) = route else {
            Issue.record("expected guarded, got \(route)")
            return
        }
        #expect(name == "card")
        #expect(needs == ["signedIn"])
        #expect(route.destination == nil)
        #expect(LinkDestination(route) == .guarded(route: "card", needs: ["signedIn"]))
    }

    @Test("with the condition met, the route is handed over, under the confidence rule", arguments: links.map(\.url))
    func met(_ url: String) {
        let route = Self.router.resolveLink(url, conditions: ["signedIn"])
        switch route {
        case .ordinary(let resolution): #expect(resolution.destination == .card(7))
        case .dynamicLink(let routed): #expect(routed.riskyDestination == .card(7))
        default: Issue.record("expected the card, got \(route)")
        }
    }

    @Test("a route with no requirement needs no condition")
    func unguarded() {
        #expect(Self.router.resolveLink("https://raycipe.example.com/recipes/2").destination == .recipe(2))
    }

    @Test("a short link resolved to a guarded route is guarded too")
    func resolved() async throws {
        let resolver = SuffixTableResolver(["AbCd": "https://rayciperw.page.link/?link=https://raycipe.example.com/cards/7"])
        let route = try await Self.router.resolveLink("https://rayciperw.page.link/AbCd", resolver: resolver)
        #expect(LinkDestination(route) == .guarded(route: "card", needs: ["signedIn"]))
        let allowed = try await Self.router.resolveLink("https://rayciperw.page.link/AbCd", conditions: ["signedIn"], resolver: resolver)
        #expect(allowed.destination == .card(7))
    }
}
