import Switchyard
import Testing
@testable import SwitchyardOpenURL

@Suite("The sample chain of `switchyard open`")
struct SampleChainTests {
    static let routes = try! RouteTable(
        routesFile: """
            recipe.detail  raycipe://recipes/:id(int)
            recipe.detail  https://raycipe.example.com/recipes/:id(int)
            settings       raycipe://settings
            """, fileName: "test.routes")

    func open(_ url: String, webHosts: [String]? = nil) async throws -> (OpenURLOutcome, RecordingSystemOpener) {
        let system = RecordingSystemOpener()
        let scope = try SampleChain.make(routes: Self.routes, system: system, webHosts: webHosts)
        return (await scope.open(url), system)
    }

    @Test func theWebHostsComeFromTheTablesWebSources() {
        #expect(SampleChain.webHosts(of: Self.routes) == ["raycipe.example.com"])
    }

    /// Where an accepted URL ends: who decided, the handlers it passed, the first one's note,
    /// and what reached the system opener.
    struct Dispatch: Sendable, CustomTestStringConvertible {
        let name: String
        let url: String
        let decidedBy: String
        let handlers: [String]
        let firstNote: String?
        let opened: [String]
        var testDescription: String { name }
    }

    static let dispatches: [Dispatch] = [
        Dispatch(
            name: "a matched route is handled by the routes", url: "raycipe://recipes/2", decidedBy: "routes", handlers: ["routes"],
            firstNote: "route recipe.detail", opened: []),
        Dispatch(
            name: "any other URL reaches the system opener", url: "https://raycipe.example.com.evil.example/", decidedBy: "system:recording",
            handlers: ["routes", "own-links", "system:recording"], firstNote: "no-route: no route matches this URL", opened: ["https://raycipe.example.com.evil.example/"]),
    ]

    @Test("an accepted URL: who decided, the trace, what reached the system", arguments: dispatches)
    func accepted(_ dispatch: Dispatch) async throws {
        let (outcome, system) = try await open(dispatch.url)
        #expect(outcome.accepted)
        #expect(outcome.decidedBy == dispatch.decidedBy)
        #expect(outcome.trace.map(\.handler) == dispatch.handlers)
        #expect(outcome.trace.first?.note == dispatch.firstNote)
        #expect(await system.opened == dispatch.opened)
    }

    struct OwnLink: Sendable, CustomTestStringConvertible {
        let url: String
        let reason: String
        var testDescription: String { url }
    }

    static let ownLinks: [OwnLink] = [
        OwnLink(url: "raycipe://nope", reason: "no route matches raycipe://nope, a link of the app's own scheme: handing it to the system would reopen the app"),
        OwnLink(url: "RAYCIPE:recipes/x/y", reason: "no route matches RAYCIPE:recipes/x/y, a link of the app's own scheme: handing it to the system would reopen the app"),
        OwnLink(url: "https://raycipe.example.com/nope", reason: "no route matches https://raycipe.example.com/nope, a link of the app's own web domain: handing it to the system would reopen the app"),
        OwnLink(url: "http://RAYCIPE.example.com./about", reason: "no route matches http://RAYCIPE.example.com./about, a link of the app's own web domain: handing it to the system would reopen the app"),
    ]

    @Test("a link of the app's own that no route matches is discarded, never handed to the system", arguments: ownLinks)
    func theAppsOwnLinksDoNotBounce(_ link: OwnLink) async throws {
        let (outcome, system) = try await open(link.url)
        #expect(!outcome.accepted)
        #expect(outcome.result == .discarded)
        #expect(outcome.decidedBy == "own-links")
        #expect(outcome.reason == link.reason)
        #expect(outcome.trace.map(\.handler) == ["routes", "own-links"])
        #expect(outcome.trace.map(\.result) == [.forward, .discarded])
        #expect(await system.opened == [])
    }

    @Test func theCustomSchemesComeFromTheTablesSources() {
        #expect(SampleChain.customSchemes(of: Self.routes) == ["raycipe"])
    }

    @Test func aDotSegmentURLIsDiscardedBeforeTheSystem() async throws {
        let (outcome, system) = try await open("raycipe://recipes/..%2F..%2Fsettings")
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "routes")
        #expect(outcome.reason?.hasPrefix("dot-segment: ") == true)
        #expect(await system.opened == [])
    }

    @Test func webHostsAndSchemesCanBeGiven() async throws {
        let system = RecordingSystemOpener()
        let scope = try SampleChain.make(routes: Self.routes, system: system, webHosts: ["www.raycipe.example"], schemes: ["rc"])
        #expect(await scope.open("https://www.raycipe.example/x").decidedBy == "own-links")
        #expect(await scope.open("rc://x").decidedBy == "own-links")
        // Given explicitly, they replace the table's own: raycipe: is now someone else's.
        #expect(await scope.open("raycipe://nope").decidedBy == "system:recording")
        #expect(await system.opened == ["raycipe://nope"])
    }

    @Test func aBadWebHostIsAnError() {
        #expect(throws: RouteTableError.self) {
            try SampleChain.make(routes: Self.routes, system: DryRunSystemOpener(), webHosts: ["user@host"])
        }
        let error = #expect(throws: RouteTableError.self) {
            try SampleChain.make(routes: Self.routes, system: DryRunSystemOpener(), schemes: ["rc", "not a scheme"])
        }
        #expect(error?.description == "error: 'not a scheme' is not a URL scheme: a letter, then letters, digits, '+', '-' or '.'")
    }
}
