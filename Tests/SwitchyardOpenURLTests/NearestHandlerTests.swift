import Testing
@testable import SwitchyardOpenURL

@Suite("Nearest handler wins")
struct NearestHandlerTests {
    let system = RecordingSystemOpener()

    @Test func nearestHandlerAnswersFirstAndDecides() async {
        let root = OpenURLChain(system: system).root
        let app = root.child("app", handler: Fixed.handler("app", .discarded))
        let screen = app.child("screen", handler: Fixed.handler("screen", .handled))

        let outcome = await screen.open("https://example.com/a")

        #expect(outcome.accepted)
        #expect(outcome.result == .handled)
        #expect(outcome.decidedBy == "screen")
        #expect(steps(outcome) == ["screen https://example.com/a handled"])
        #expect(await system.opened == [])
    }

    @Test func scopeWithoutHandlerInheritsTheNearestAncestors() async {
        let root = OpenURLChain(system: system).root
        let app = root.child("app", handler: Fixed.handler("app", .handled))
        let detail = app.child("screen").child("detail")

        #expect(detail.nearestHandler?.name == "app")
        let outcome = await detail.open("raycipe://recipes/2")
        #expect(outcome.decidedBy == "app")
        #expect(outcome.trace.map(\.scope) == ["app"])
    }

    @Test func installingReplacesTheInheritedHandlerForTheScopeAndDescendants() async {
        let root = OpenURLChain(system: system).root
        let app = root.child("app", handler: Fixed.handler("app", .discarded))
        let screen = app.child("screen").installing(Fixed.handler("screen", .handled))
        let below = screen.child("below")

        #expect(screen.name == "screen")
        #expect(screen.path == "root/app/screen")
        #expect(await below.open("x:y").decidedBy == "screen")
        // The parent is untouched.
        #expect(await app.open("x:y").decidedBy == "app")
    }

    @Test func installingInTheSameScopeTwiceKeepsOnlyTheLastHandler() async {
        let root = OpenURLChain(system: system).root
        let app = root.child("app", handler: Fixed.handler("first", .discarded))
            .installing(Fixed.handler("second", .forward))

        let outcome = await app.open("https://example.com/")
        // "first" is gone, not an outer handler: the forward reaches the system opener.
        #expect(
            steps(outcome) == [
                "second https://example.com/ forward",
                "system:recording https://example.com/ handled",
            ])
    }

    @Test func aScopeWithNoHandlerAnywhereGoesStraightToTheSystemOpener() async {
        let root = OpenURLChain(system: system).root
        let outcome = await root.child("empty").open("https://example.com/")

        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "system:recording")
        #expect(await system.opened == ["https://example.com/"])
    }

    @Test func synchronousAndAsyncHandlersBothWork() async {
        @Sendable func synchronous(_ url: String) -> OpenURLResult { url.hasPrefix("sync:") ? .handled : .forward }
        let root = OpenURLChain(system: system).root
        let outer = root.child(
            "outer",
            handler: OpenURLHandler("async") { _ in
                await Task.yield()
                return .handled
            })
        let inner = outer.child("inner", handler: OpenURLHandler("sync", synchronous))

        #expect(await inner.open("sync:1").decidedBy == "sync")
        #expect(await inner.open("async:1").decidedBy == "async")
    }

    @Test func theRequestNamesTheURLTheOriginalAndTheScope() async {
        let seen = Counter()
        let root = OpenURLChain(system: system).root
        let outer = root.child(
            "outer",
            handler: OpenURLHandler.withRequest("outer") { request in
                await seen.add("\(request.scopeName) \(request.url) \(request.originalURL)")
                return .handled
            })
        let inner = outer.child("inner", handler: Fixed.handler("inner", .forward("b:2")))

        _ = await inner.open("a:1")
        #expect(await seen.values == ["outer b:2 a:1"])
    }
}
