import Switchyard
import SwitchyardLinks
import Testing

@Suite("The fast form: an incoming URL to its destination, with the answers of resolveLink")
struct LinkDestinationTests {
    typealias Screen = LinkRoutingTests.Screen

    static let router = LinkRoutingTests.router

    /// The same routes, but one closure takes an owned match: the router then makes matches.
    static let matchingRouter = try! Router<Screen> {
        Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
        Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id: id) }
        Route("card.share", "https://cards.example.com/share?cardID=:cardID") { (cardID: String) in .card(cardID) }
    }

    static let allowlist = try! RouteTable([RouteDefinition(name: "recipes", pattern: "https://raycipe.example.com/recipes/**")])

    static let callback = "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&match_type=unique"

    /// Every URL the other suites decode or route: real links, short links, ordinary URLs,
    /// callbacks, and every malformed link.
    static let urls: [String] =
        RealLinkTests.recipeLinks.map(\.url) + RealLinkTests.cardLinks.map(\.url) + RealLinkTests.shortLinks.map(\.url)
        + RealLinkTests.ordinary + MalformedLinkTests.cases.map(\.url) + CallbackTests.failures.map(\.url) + [
            callback,
            "com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2",
            "https://rayciperw.page.link/?link=https://raycipe.example.com/ x",
            "https://rayciperw.page.link/?link=https://raycipe.example.com/&st=" + String(repeating: "a", count: 20_000),
            "https://rayciperw.page.link/?link=https://elsewhere.example/x",
            "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&utm_source=qr&foo=bar",
            "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2#top",
            "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/abc",
            "https://rayciperw.page.link/?link=https://raycipe.example.com/",
            "raycipe://recipes/%G1",
            "raycipe://recipes/7",
            "https://raycipe.example.com/recipes/7",
            "/recipes/7",
            "",
        ]

    @Test(arguments: urls)
    func givesResolveLinksAnswer(_ url: String) {
        for router in [Self.router, Self.matchingRouter] {
            #expect(router.destination(forLink: url) == LinkDestination(router.resolveLink(url)))
            #expect(
                router.destination(forLink: url, allowlist: Self.allowlist)
                    == LinkDestination(router.resolveLink(url, allowlist: Self.allowlist)))
        }
    }

    @Test(arguments: urls)
    func givesResolveLinksAnswerUnderAConfiguredPrefix(_ url: String) throws {
        let decoder = DynamicLinkDecoder(prefixes: [try DynamicLinkPrefix("https://example.com/link")])
        #expect(Self.router.destination(forLink: url, decoder: decoder) == LinkDestination(Self.router.resolveLink(url, decoder: decoder)))
    }

    @Test(arguments: RealLinkTests.recipeLinks)
    func theRecipeLinkOpensTheRecipeAtUnique(_ example: RealLinkTests.Case) {
        for router in [Self.router, Self.matchingRouter] {
            let answer = router.destination(forLink: example.url)
            #expect(answer.destination == .recipe(id: 2))
            #expect(answer == .dynamicLink(DynamicLinkDestination(confidence: .unique, riskyDestination: .recipe(id: 2))))
        }
    }

    @Test(arguments: RealLinkTests.cardLinks)
    func theCardLinkOpensTheCard(_ example: RealLinkTests.Case) {
        #expect(Self.router.destination(forLink: example.url).destination == .card("AB12"))
    }

    @Test func aCallbacksDestinationIsOnlyRisky() {
        guard case .dynamicLink(let routed) = Self.router.destination(forLink: Self.callback) else {
            Issue.record("not a dynamic link")
            return
        }
        #expect(routed.confidence == .default)
        #expect(routed.destination == nil)
        #expect(routed.riskyDestination == .recipe(id: 2))
        #expect(Self.router.destination(forLink: Self.callback).destination == nil)
    }

    @Test func aDeepLinkWithNoRouteHasNoDestination() {
        let answer = Self.router.destination(forLink: "https://rayciperw.page.link/?link=https://elsewhere.example/x")
        #expect(answer == .dynamicLink(DynamicLinkDestination(confidence: .unique, riskyDestination: nil)))
        #expect(answer.destination == nil)
    }

    @Test(arguments: RealLinkTests.shortLinks)
    func aShortLinkNeedsResolving(_ example: (url: String, suffix: String)) {
        guard case .needsResolving(let short) = Self.router.destination(forLink: example.url) else {
            Issue.record("not needs-resolving")
            return
        }
        #expect(short.suffix == example.suffix)
    }

    @Test(arguments: MalformedLinkTests.cases)
    func aMalformedLinkIsInvalidWithItsReason(_ example: MalformedLinkCase) {
        #expect(Self.router.destination(forLink: example.url) == .invalidLink(example.error))
    }

    @Test func theAllowlistRefusesADeepLinkOutsideIt() {
        let home = "https://rayciperw.page.link/?link=https://raycipe.example.com/"
        #expect(Self.router.destination(forLink: home).destination == .home)
        let answer = Self.router.destination(forLink: home, allowlist: Self.allowlist)
        #expect(answer == .refused(.deepLinkNotAllowed("https://raycipe.example.com/")))
        #expect(answer.destination == nil)
        let recipe = RealLinkTests.recipeLinks[1].url
        #expect(Self.router.destination(forLink: recipe, allowlist: Self.allowlist).destination == .recipe(id: 2))
    }

    @Test(arguments: ["raycipe://recipes/7", "https://raycipe.example.com/recipes/7", "raycipe://home", "https://raycipe.example.com/"])
    func anOrdinaryURLGoesWhereDestinationForSendsIt(_ url: String) {
        for router in [Self.router, Self.matchingRouter] {
            let destination = router.destination(for: url)
            #expect(destination != nil)
            #expect(router.destination(forLink: url) == .ordinary(destination))
        }
    }

    @Test(arguments: ["raycipe://recipes/%G1", "https://raycipe.example.com/nowhere", "/recipes/7", "not a url"])
    func anOrdinaryMissHasNoDestination(_ url: String) {
        #expect(Self.router.destination(forLink: url) == .ordinary(nil))
    }
}
