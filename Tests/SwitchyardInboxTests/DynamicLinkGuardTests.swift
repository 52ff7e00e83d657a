import Switchyard
import SwitchyardInbox
import SwitchyardLinks
import SwitchyardOpenURL
import Testing

/// The dynamic-links handler checks the guard of the route it delivers, and says why it
/// discards a link.
@Suite("Dynamic links in the chain: guards and reasons")
struct DynamicLinkGuardTests {
    enum Screen: Sendable, Equatable { case card(Int) }

    static let router = try! Router<Screen> {
        Route("card", "https://raycipe.example.com/cards/:id(int)") { (id: Int) in .card(id) }.requires("signedIn")
    }

    static func scope(conditions: Set<String>, allowlist: RouteTable? = nil) -> OpenURLScope {
        let met: @Sendable () -> Set<String> = { conditions }
        let links = OpenURLHandler.dynamicLinks(Self.router, allowlist: allowlist, conditions: met) { routed, _ in
            routed.destination == nil ? .discarded : .handled
        }
        return OpenURLChain(system: RecordingSystemOpener()).root.child("links", handler: links)
    }

    static let card = "https://rayciperw.page.link/?link=https://raycipe.example.com/cards/7"

    @Test func aGuardedRouteIsDiscardedWhileItsConditionDoesNotHold() async {
        let outcome = await Self.scope(conditions: []).open(Self.card)
        #expect(!outcome.accepted)
        #expect(outcome.reason == "route card needs signedIn")
    }

    @Test func aGuardedRouteIsHandedOverOnceItsConditionHolds() async {
        let outcome = await Self.scope(conditions: ["signedIn"]).open(Self.card)
        #expect(outcome.accepted)
        #expect(outcome.trace.first?.note == "route card, unique")
    }

    @Test func everyDiscardCarriesAReason() async throws {
        let allowlist = try RouteTable(routesFile: "site https://raycipe.example.com/cards/**\n", fileName: "allow.routes")
        let scope = Self.scope(conditions: ["signedIn"], allowlist: allowlist)
        #expect(
            await scope.open("https://rayciperw.page.link/?link=https://evil.example/cards/7").reason
                == "the deep link 'https://evil.example/cards/7' matches no pattern of the allowlist")
        #expect(
            await Self.scope(conditions: ["signedIn"]).open("https://rayciperw.page.link/?link=https://raycipe.example.com/nope").reason
                == "the deep link https://raycipe.example.com/nope: no-route: no route matches this URL")
        #expect(await scope.open("https://rayciperw.page.link/?ibi=x").reason == "the deep link is missing: a long link needs 'link', a callback 'deep_link_id'")
    }
}
