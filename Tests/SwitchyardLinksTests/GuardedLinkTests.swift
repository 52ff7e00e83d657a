import Switchyard
import SwitchyardLinks
import Testing

/// `resolveLink` and its fast form `destination(forLink:)` check the guard of the route they
/// hand over: a route that needs a condition not given is `.guarded`, never its destination.
@Suite("resolveLink, destination(forLink:) and the routes' guards")
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

    @Test("the fast form does not hand over a guarded route while its condition does not hold", arguments: links.map(\.url))
    func fastFormGuarded(_ url: String) {
        let answer = Self.router.destination(forLink: url)
        #expect(answer == .guarded(route: "card", needs: ["signedIn"]))
        #expect(answer.destination == nil)
        #expect(Self.router.destination(forLink: url, conditions: ["somethingElse"]) == .guarded(route: "card", needs: ["signedIn"]))
    }

    @Test("the fast form hands the guarded route over once its condition holds, under the confidence rule", arguments: links.map(\.url))
    func fastFormMet(_ url: String) {
        let answer = Self.router.destination(forLink: url, conditions: ["signedIn"])
        switch answer {
        case .ordinary(let screen): #expect(screen == .card(7))
        case .dynamicLink(let routed): #expect(routed.riskyDestination == .card(7))
        default: Issue.record("expected the card, got \(answer)")
        }
    }

    @Test("the fast form gives resolveLink's answer on a table with guards, with and without the condition")
    func fastFormAgrees() {
        let urls =
            Self.links.map(\.url) + [
                "https://raycipe.example.com/recipes/2",
                "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2",
                "https://rayciperw.page.link/?link=https://raycipe.example.com/cards/x",
                "https://rayciperw.page.link/AbCd",
                "https://rayciperw.page.link/?link=",
                "raycipe://nothing",
            ]
        let allowlist = try! RouteTable([RouteDefinition(name: "recipes", pattern: "https://raycipe.example.com/recipes/**")])
        for url in urls {
            for conditions: Set<String> in [[], ["signedIn"]] {
                #expect(
                    Self.router.destination(forLink: url, conditions: conditions)
                        == LinkDestination(Self.router.resolveLink(url, conditions: conditions)), "\(url) \(conditions)")
                #expect(
                    Self.router.destination(forLink: url, allowlist: allowlist, conditions: conditions)
                        == LinkDestination(Self.router.resolveLink(url, allowlist: allowlist, conditions: conditions)), "\(url) \(conditions)")
            }
        }
    }

    @Test("a table says whether any of its routes needs a condition")
    func tableHasRequirements() throws {
        #expect(Self.router.table.hasRequirements)
        let plain = try RouteTable([RouteDefinition(name: "recipe", pattern: "https://raycipe.example.com/recipes/:id(int)")])
        #expect(!plain.hasRequirements)
        let guarded = try RouteTable([
            RouteDefinition(name: "recipe", pattern: "https://raycipe.example.com/recipes/:id(int)"),
            RouteDefinition(name: "card", pattern: "raycipe://cards/:id(int)", requirements: ["signedIn"]),
        ])
        #expect(guarded.hasRequirements)
    }
}
