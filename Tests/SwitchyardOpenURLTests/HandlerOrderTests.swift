import Switchyard
import Testing
@testable import SwitchyardOpenURL

/// The own-links handler, the router handler's guard, and the check of a chain's order.
@Suite("Own links, guards and the order of handlers")
struct HandlerOrderTests {
    enum Screen: Sendable, Equatable { case recipe(Int), profile }

    static let router = try! Router<Screen> {
        Route("recipe.detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)") { (id: Int) in .recipe(id) }
        Route("profile", "raycipe://profile", to: .profile).requires("signedIn")
    }

    static func app(conditions: Set<String> = [], system: RecordingSystemOpener) throws -> OpenURLScope {
        let own = try OpenURLHandler.ownLinks(of: router.table)
        let met: @Sendable () -> Set<String> = { conditions }
        let routes = OpenURLHandler.router(router, conditions: met) { _, _ in .handled }
        return OpenURLChain(system: system).root.child("own", handler: own).child("app", handler: routes)
    }

    @Test func theAppsOwnLinksWithNoRouteAreDiscardedWithTheReasonForeignOnesGoToTheSystem() async throws {
        let system = RecordingSystemOpener()
        let app = try Self.app(system: system)
        let own = await app.open("raycipe://nope")
        #expect(!own.accepted)
        #expect(own.decidedBy == "own-links")
        #expect(own.reason == "no route matches raycipe://nope, a link of the app's own scheme: handing it to the system would reopen the app")
        let web = await app.open("https://RAYCIPE.example.com./nope")
        #expect(web.reason?.contains("a link of the app's own web domain") == true)
        #expect(await app.open("https://raycipe.example.com.evil.example/").accepted)
        #expect(await system.opened == ["https://raycipe.example.com.evil.example/"])
        #expect(app.handlerOrderProblems == [])
    }

    @Test func theRouterHandlerChecksTheRoutesConditions() async throws {
        let system = RecordingSystemOpener()
        #expect(try await Self.app(system: system).open("raycipe://profile").reason == "route profile needs signedIn")
        #expect(try await Self.app(conditions: ["signedIn"], system: system).open("raycipe://profile").accepted)
        #expect(await system.opened == [])
    }

    @Test func aBadSchemeIsAnError() {
        #expect(throws: RouteTableError.self) { try OpenURLHandler.ownLinks(schemes: ["1raycipe"], webHosts: []) }
    }

    @Test func ownLinksNearerThanTheRouterIsReportedAndRefused() throws {
        let own = try OpenURLHandler.ownLinks(of: Self.router.table)
        let routes = OpenURLHandler.router(Self.router) { _, _ in .handled }
        let wrong = OpenURLChain(system: RecordingSystemOpener()).root.child("app", handler: routes).child("own", handler: own)
        #expect(
            wrong.handlerOrderProblems.map(\.description) == [
                "own-links (scope own) is asked before routes (scope app): it discards the app's own links before a route sees them",
                "routes (scope app) forwards the app's own links that match no route with no own-links handler outside it: the system would hand them back to the app",
            ])
        #expect(throws: OpenURLOrderError.self) { try wrong.checkingHandlerOrder() }
    }

    @Test func aRouterWithNoOwnLinksOutsideItIsReported() {
        let routes = OpenURLHandler.router(Self.router) { _, _ in .handled }
        let bare = OpenURLChain(system: RecordingSystemOpener()).root.child("app", handler: routes)
        #expect(bare.handlerOrderProblems.count == 1)
        #expect(bare.handlerOrderProblems.first?.handler == "routes")
    }
}
