import Testing
import Switchyard
import SwitchyardLinks

@Suite("One call: an incoming URL, dynamic link or not, to the app's destination")
struct LinkRoutingTests {
    enum Screen: Sendable, Equatable {
        case recipe(id: Int), card(String), home
    }

    static let router = try! Router<Screen> {
        Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
        Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id: id) }
        Route("card.share", "https://cards.example.com/share?cardID=:cardID") { (cardID: String) in .card(cardID) }
    }

    static let recipeLink = "https://rayciperw.page.link/?link=https://raycipe.example.com/recipes/2&ibi=com.example.raycipe&isi=1234567890"

    @Test func aLongLinksDeepLinkIsRoutedAtUnique() throws {
        let route = Self.router.resolveLink(Self.recipeLink)
        #expect(route.destination == .recipe(id: 2))
        guard case .dynamicLink(let routed) = route else {
            Issue.record("not a dynamic link: \(route)")
            return
        }
        #expect(routed.confidence == .unique)
        #expect(routed.resolution?.destination == .recipe(id: 2))
        guard case .matched(_, let match)? = routed.resolution else {
            Issue.record("no match")
            return
        }
        #expect(match.routeName == "recipe.detail")
        #expect(match.url == "https://raycipe.example.com/recipes/2")
    }

    @Test func theCardLinksDeepLinkCarriesItsCardID() {
        let route = Self.router.resolveLink("https://cards.page.link/?link=https%3A%2F%2Fcards.example.com%2Fshare%3FcardID%3DAB12&apn=com.example.cards")
        #expect(route.destination == .card("AB12"))
    }

    @Test func aCallbackIsRoutedButItsDestinationIsOnlyRisky() {
        let route = Self.router.resolveLink("com.example.raycipe://google/link/?deep_link_id=https%3A%2F%2Fraycipe.example.com%2Frecipes%2F2&match_type=unique")
        guard case .dynamicLink(let routed) = route else {
            Issue.record("not a dynamic link: \(route)")
            return
        }
        #expect(routed.confidence == .default)
        #expect(routed.destination == nil)
        #expect(routed.resolution == nil)
        #expect(route.destination == nil)
        #expect(routed.riskyDestination == .recipe(id: 2))
    }

    @Test(arguments: ["raycipe://recipes/7", "https://raycipe.example.com/recipes/7", "/recipes/7"])
    func anOrdinaryURLIsRoutedAsBefore(_ url: String) {
        let route = Self.router.resolveLink(url)
        guard case .ordinary(let resolution) = route else {
            Issue.record("not ordinary: \(route)")
            return
        }
        #expect(resolution.destination == Self.router.resolve(url).destination)
    }

    @Test func anOrdinaryMissKeepsTheRoutersReason() {
        guard case .ordinary(.notMatched(let miss)) = Self.router.resolveLink("raycipe://recipes/%G1") else {
            Issue.record("not an ordinary miss")
            return
        }
        #expect(miss.reason == .malformed)
    }

    @Test func aShortLinkNeedsResolving() {
        let route = Self.router.resolveLink("https://rayciperw.page.link/AbCd")
        guard case .needsResolving(let short) = route else {
            Issue.record("not needs-resolving: \(route)")
            return
        }
        #expect(short.suffix == "AbCd")
        #expect(route.destination == nil)
    }

    @Test func aResolverTurnsAShortLinkIntoItsLongLinksDestination() async throws {
        let resolver = SuffixTableResolver(["AbCd": Self.recipeLink])
        let route = try await Self.router.resolveLink("https://rayciperw.page.link/AbCd", resolver: resolver)
        #expect(route.destination == .recipe(id: 2))
        let unknown = try await Self.router.resolveLink("https://rayciperw.page.link/abcd", resolver: resolver)
        guard case .needsResolving(let short) = unknown else {
            Issue.record("suffixes are case-sensitive: \(unknown)")
            return
        }
        #expect(short.suffix == "abcd")
    }

    @Test func aResolvedLinkThatIsNotALongLinkIsInvalid() async throws {
        let resolver = SuffixTableResolver(["AbCd": "https://rayciperw.page.link/Loop"])
        let route = try await Self.router.resolveLink("https://rayciperw.page.link/AbCd", resolver: resolver)
        guard case .invalidLink(let error) = route else {
            Issue.record("not invalid: \(route)")
            return
        }
        #expect(error.description == "'https://rayciperw.page.link/Loop' is a short link (suffix 'Loop'): it carries no data and needs resolving by the service that issued it")
    }

    @Test func aBrokenLinkIsInvalidWithItsReason() {
        guard case .invalidLink(let error) = Self.router.resolveLink("https://rayciperw.page.link/?link=https://raycipe.example.com/&amv=abc") else {
            Issue.record("not invalid")
            return
        }
        #expect(error == .wrongType(.androidMinimumVersionCode, "abc"))
    }

    @Test func theAllowlistGuardsTheDeepLink() throws {
        let allowlist = try RouteTable([RouteDefinition(name: "recipes", pattern: "https://raycipe.example.com/recipes/**")])
        #expect(Self.router.resolveLink(Self.recipeLink, allowlist: allowlist).destination == .recipe(id: 2))
        let home = "https://rayciperw.page.link/?link=https://raycipe.example.com/"
        guard case .refused(let decoded, let error) = Self.router.resolveLink(home, allowlist: allowlist) else {
            Issue.record("not refused")
            return
        }
        #expect(decoded.deepLink?.text == "https://raycipe.example.com/")
        #expect(error.description == "the deep link 'https://raycipe.example.com/' matches no pattern of the allowlist")
    }

    @Test func aDeepLinkWithNoRouteIsADynamicLinkThatDidNotMatch() {
        guard case .dynamicLink(let routed) = Self.router.resolveLink("https://rayciperw.page.link/?link=https://elsewhere.example/x") else {
            Issue.record("not a dynamic link")
            return
        }
        guard case .notMatched(let miss)? = routed.resolution else {
            Issue.record("matched")
            return
        }
        #expect(miss.reason == .noRoute)
    }
}
