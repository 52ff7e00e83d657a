import Switchyard
import Testing
@testable import SwitchyardOpenURL

@Suite("The sample chain of `switchyard open`")
struct SampleChainTests {
    static let routes = try! RouteTable(routesFile: """
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

    @Test func aMatchedRouteIsHandledByTheRoutes() async throws {
        let (outcome, system) = try await open("raycipe://recipes/2")
        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "routes")
        #expect(outcome.trace.map(\.handler) == ["routes"])
        #expect(outcome.trace.first?.note == "route recipe.detail")
        #expect(await system.opened == [])
    }

    @Test(arguments: ["https://raycipe.example.com/about", "http://RAYCIPE.example.com./about"])
    func theAppsOwnWebDomainIsHandledByWeb(url: String) async throws {
        let (outcome, system) = try await open(url)
        #expect(outcome.decidedBy == "web")
        #expect(outcome.trace.map(\.handler) == ["routes", "web"])
        #expect(outcome.trace.map(\.result) == [.forward, .handled])
        #expect(await system.opened == [])
    }

    @Test func anyOtherURLReachesTheSystemOpener() async throws {
        let (outcome, system) = try await open("https://raycipe.example.com.evil.example/")
        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "system:recording")
        #expect(outcome.trace.map(\.handler) == ["routes", "web", "system:recording"])
        #expect(await system.opened == ["https://raycipe.example.com.evil.example/"])
    }

    @Test func aDotSegmentURLIsDiscardedBeforeTheSystem() async throws {
        let (outcome, system) = try await open("raycipe://recipes/..%2F..%2Fsettings")
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "routes")
        #expect(outcome.reason?.hasPrefix("dot-segment: ") == true)
        #expect(await system.opened == [])
    }

    @Test func webHostsCanBeGiven() async throws {
        let (outcome, _) = try await open("https://www.raycipe.example/x", webHosts: ["www.raycipe.example"])
        #expect(outcome.decidedBy == "web")
    }

    @Test func aBadWebHostIsAnError() {
        #expect(throws: RouteTableError.self) {
            try SampleChain.make(routes: Self.routes, system: DryRunSystemOpener(), webHosts: ["user@host"])
        }
    }
}
