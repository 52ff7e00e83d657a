import Testing
@testable import SwitchyardOpenURL

@Suite("Loops end: the hop limit")
struct HopLimitTests {
    static let hopReason =
        "hop limit passed: more than 16 forwards, rewrites and re-entrant opens in one dispatch"

    /// A handler that re-opens every URL it is given, from the same scope: a loop.
    static let looping = OpenURLHandler.withRequest("loop") { request in
        let nested = await request.open(request.url)
        return nested.accepted ? .handled : .discarded
    }

    @Test func aReentrantLoopEndsAsDiscardedWithTheReason() async {
        let system = RecordingSystemOpener()
        let scope = OpenURLChain(system: system).root.child("app", handler: Self.looping)

        let outcome = await scope.open("raycipe://loop")

        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "chain")
        #expect(outcome.reason == Self.hopReason)
        // 17 asks of the handler (depth 0 to 16), then the chain's refusal of the 17th re-entrant open.
        #expect(outcome.trace.filter { $0.handler == "loop" }.count == 17)
        #expect(outcome.trace.map(\.depth).max() == 17)
        let refusal = outcome.trace.first { $0.handler == "chain" }
        #expect(refusal?.cause == .hopLimit(16))
        #expect(refusal?.depth == 17)
        #expect(await system.opened == [])
    }

    @Test func aLoopThatSwallowsTheRefusalStillEndsDiscarded() async {
        // The handler answers `handled` whatever its re-entrant open says: the chain still
        // reports the dispatch as the loop it is.
        let stubborn = OpenURLHandler.withRequest("stubborn") { request in
            _ = await request.open(request.url)
            return .handled
        }
        let scope = OpenURLChain(system: RecordingSystemOpener()).root.child("app", handler: stubborn)

        let outcome = await scope.open("raycipe://loop")
        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "chain")
        #expect(outcome.reason == Self.hopReason)
    }

    @Test(arguments: [0, 1, 3])
    func theLimitIsConfigurable(limit: Int) async {
        let scope = OpenURLChain(system: RecordingSystemOpener(), hopLimit: limit).root.child("app", handler: Self.looping)

        let outcome = await scope.open("raycipe://loop")

        #expect(!outcome.accepted)
        #expect(
            outcome.reason
                == "hop limit passed: more than \(limit) forwards, rewrites and re-entrant opens in one dispatch")
        #expect(outcome.trace.filter { $0.handler == "loop" }.count == limit + 1)
    }

    @Test func forwardsRewritesAndReopensCountTogether() async {
        // Each level: one re-entrant open (1 hop) whose dispatch forwards with a rewrite (1 hop)
        // to the outer handler: 2 hops a level, so the 9th level's rewrite is the 17th hop.
        let outer = OpenURLHandler.withRequest("outer") { request in
            await request.open(request.url).accepted ? .handled : .discarded
        }
        let scope = OpenURLChain(system: RecordingSystemOpener()).root
            .child("outer", handler: outer)
            .child("inner", handler: OpenURLHandler("inner") { url in .forward(url + "+") })

        let outcome = await scope.open("x:")
        #expect(!outcome.accepted)
        #expect(outcome.reason == Self.hopReason)
        #expect(outcome.trace.last?.handler == "chain")
        #expect(outcome.trace.filter { $0.handler == "inner" }.count == 9)
        #expect(outcome.trace.filter { $0.handler == "outer" }.count == 8)
    }

    @Test func sixteenHopsAreAllowed() async {
        // Sixteen nested forwarding scopes: 16 forwards, the last reaching the system opener.
        var scope = OpenURLChain(system: RecordingSystemOpener()).root
        for index in 0..<16 {
            scope = scope.child("s\(index)", handler: Fixed.handler("h\(index)", .forward))
        }
        #expect(await scope.open("https://example.com/").accepted)

        let seventeen = scope.child("s16", handler: Fixed.handler("h16", .forward))
        let outcome = await seventeen.open("https://example.com/")
        #expect(!outcome.accepted)
        #expect(outcome.reason == Self.hopReason)
    }

    @Test func aSystemActionToTheSameURLIsNotAHop() async {
        let scope = OpenURLChain(system: RecordingSystemOpener(), hopLimit: 0).root
            .child("a", handler: Fixed.handler("a", .systemAction("https://example.com/")))
        #expect(await scope.open("https://example.com/").accepted)
    }
}
