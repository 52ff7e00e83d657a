import Testing
@testable import SwitchyardOpenURL

@Suite("Results: systemAction skips outer handlers, forward reaches them")
struct ResultTests {
    let system = RecordingSystemOpener()

    func scopes(inner: OpenURLResult, outer: OpenURLResult, refusing: String? = nil) -> (OpenURLScope, RecordingSystemOpener) {
        let system = RecordingSystemOpener(refusing: refusing)
        let root = OpenURLChain(system: system).root
        let scope =
            root
            .child("outer", handler: Fixed.handler("outer", outer))
            .child("inner", handler: Fixed.handler("inner", inner))
        return (scope, system)
    }

    @Test func systemActionSkipsEveryOuterHandler() async {
        let (scope, system) = scopes(inner: .systemAction, outer: .discarded)
        let outcome = await scope.open("https://example.com/")

        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "system:recording")
        #expect(
            steps(outcome) == [
                "inner https://example.com/ systemAction",
                "system:recording https://example.com/ handled",
            ])
        #expect(await system.opened == ["https://example.com/"])
    }

    @Test func systemActionAcceptedIsWhateverTheSystemOpenerAnswers() async {
        let (scope, system) = scopes(inner: .systemAction, outer: .handled, refusing: "no browser here")
        let outcome = await scope.open("https://example.com/")

        #expect(!outcome.accepted)
        #expect(outcome.decidedBy == "system:recording")
        #expect(outcome.reason == "no browser here")
        #expect(steps(outcome).last == "system:recording https://example.com/ discarded [no browser here]")
        #expect(await system.opened == ["https://example.com/"])
    }

    @Test func forwardReachesTheNearestOuterHandler() async {
        let (scope, system) = scopes(inner: .forward, outer: .handled)
        let outcome = await scope.open("https://example.com/")

        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "outer")
        #expect(steps(outcome) == ["inner https://example.com/ forward", "outer https://example.com/ handled"])
        #expect(await system.opened == [])
    }

    @Test func forwardPastTheOutermostHandlerReachesTheSystemOpener() async {
        let (scope, system) = scopes(inner: .forward, outer: .forward)
        let outcome = await scope.open("https://example.com/")

        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "system:recording")
        #expect(outcome.trace.count == 3)
        #expect(await system.opened == ["https://example.com/"])
    }

    @Test func forwardSkipsScopesWithoutHandlers() async {
        let root = OpenURLChain(system: system).root
        let scope =
            root
            .child("a", handler: Fixed.handler("a", .handled))
            .child("b")
            .child("c")
            .child("d", handler: Fixed.handler("d", .forward))
            .child("e")

        let outcome = await scope.open("x:1")
        #expect(outcome.trace.map(\.handler) == ["d", "a"])
        #expect(outcome.trace.map(\.scope) == ["d", "a"])
    }

    @Test(arguments: [
        (OpenURLResult.handled, true, "inner"),
        (OpenURLResult.discarded, false, "inner"),
    ])
    func handledAndDiscardedEndTheDispatch(result: OpenURLResult, accepted: Bool, decidedBy: String) async {
        let (scope, system) = scopes(inner: result, outer: .handled)
        let outcome = await scope.open("https://example.com/")

        #expect(outcome.accepted == accepted)
        #expect(outcome.result == (accepted ? .handled : .discarded))
        #expect(outcome.decidedBy == decidedBy)
        #expect(outcome.trace.count == 1)
        #expect(await system.opened == [])
    }

    @Test func resultsPrintAndCompare() {
        #expect(OpenURLResult.forward("a:b").description == "forward(a:b)")
        #expect(OpenURLResult.systemAction.description == "systemAction")
        #expect(OpenURLResult.systemAction("a:b").url == "a:b")
        #expect(OpenURLResult.forward != OpenURLResult.forward("a:b"))
        #expect(OpenURLResult.handled.kind == .handled)
    }
}
