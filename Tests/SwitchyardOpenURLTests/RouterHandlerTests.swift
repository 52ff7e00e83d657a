import Switchyard
import Testing
@testable import SwitchyardOpenURL

@Suite("The router as a handler")
struct RouterHandlerTests {
    static let table = try! RouteTable([
        RouteDefinition(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)"),
        RouteDefinition(name: "recipe.detail", pattern: "https://raycipe.example.com/recipes/:id(int)"),
        RouteDefinition(name: "settings", pattern: "raycipe://settings"),
    ])

    /// `routes` in the inner scope over an outer handler that records what reaches it.
    func chain(
        _ handle: @escaping @Sendable (RouteMatch, OpenURLRequest) async throws -> OpenURLResult = { _, _ in .handled }
    ) -> (scope: OpenURLScope, outer: Counter, system: RecordingSystemOpener) {
        let outer = Counter()
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system).root
            .child(
                "outer",
                handler: OpenURLHandler("outer") { url in
                    await outer.add(url)
                    return .forward
                }
            )
            .child("app", handler: .router(table: Self.table, handle))
        return (scope, outer, system)
    }

    @Test func aMatchRunsTheRoutesHandlerWithTheMatch() async {
        let seen = Counter()
        let (scope, outer, system) = chain { match, request in
            await seen.add("\(match.routeName) \(try match.parameter("id", as: Int.self)) \(request.url)")
            return .handled
        }
        let outcome = await scope.open("raycipe://recipes/42")

        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "routes")
        #expect(await seen.values == ["recipe.detail 42 raycipe://recipes/42"])
        #expect(outcome.trace.first?.note == "route recipe.detail")
        #expect(await outer.values == [])
        #expect(await system.opened == [])
    }

    @Test(arguments: [OpenURLResult.discarded, .forward, .systemAction, .forward("raycipe://settings")])
    func theRoutesHandlerResultIsTheAnswer(result: OpenURLResult) async {
        let (scope, _, _) = chain { _, _ in result }
        let outcome = await scope.open("raycipe://recipes/1")
        #expect(outcome.trace.first?.result == result)
    }

    @Test func aThrowingRouteHandlerCountsAsDiscarded() async {
        let (scope, _, system) = chain { match, _ in
            _ = try match.parameter("id", as: Bool.self)
            return .handled
        }
        let outcome = await scope.open("raycipe://recipes/1")
        #expect(!outcome.accepted)
        #expect(outcome.reason?.hasPrefix("threw: ") == true)
        #expect(await system.opened == [])
    }

    @Test func noRouteIsForwarded() async {
        let (scope, outer, system) = chain()
        let outcome = await scope.open("https://example.com/recipes/2")

        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "system:recording")
        #expect(outcome.trace.first?.result == .forward)
        #expect(outcome.trace.first?.note?.hasPrefix("no-route") == true)
        #expect(await outer.values == ["https://example.com/recipes/2"])
        #expect(await system.opened == ["https://example.com/recipes/2"])
    }

    @Test(arguments: [
        ("raycipe://recipes/a b", "malformed"),
        ("https://user@raycipe.example.com/recipes/2", "malformed"),
        ("raycipe://recipes/%G1", "malformed"),
        ("raycipe://recipes/../settings", "dot-segment"),
        ("https://raycipe.example.com/recipes/..%2F..%2Fetc", "dot-segment"),
        ("https://raycipe.example.com/" + String(repeating: "a", count: 16_400), "too-long"),
    ])
    func badURLsAreDiscardedAndNeverReachTheSystem(url: String, reason: String) async {
        let (scope, outer, system) = chain()
        let outcome = await scope.open(url)

        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "routes")
        #expect(outcome.trace.count == 1)
        #expect(outcome.trace.first?.result == .discarded)
        #expect(outcome.reason?.hasPrefix("\(reason): ") == true, "\(outcome.reason ?? "nil")")
        #expect(await outer.values == [])
        #expect(await system.opened == [])
    }

    @Test func theReasonCarriesTheRoutersDetail() async {
        let url = "raycipe://recipes/../settings"
        let (scope, _, _) = chain()
        let outcome = await scope.open(url)
        let miss = Self.table.match(url).noMatch
        #expect(outcome.reason == "dot-segment: \(miss.map { "\($0.detail)" } ?? "")")
        #expect(outcome.trace.first?.note == outcome.reason)
    }

    @Test func aRewriteIntoAMalformedURLIsStoppedByAnOuterRouter() async {
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system, allowlist: .init(matcher: { _ in true })).root
            .child("app", handler: .router(table: Self.table) { _, _ in .handled })
            .child("screen", handler: Fixed.handler("screen", .forward("raycipe://recipes/%2e%2e")))
        let outcome = await scope.open("raycipe://x")
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "routes")
        #expect(await system.opened == [])
    }
}
