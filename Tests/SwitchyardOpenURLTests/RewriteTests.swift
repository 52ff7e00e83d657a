import Testing
@testable import SwitchyardOpenURL

@Suite("Rewrites")
struct RewriteTests {
    /// Allows rewrites to `https://example.com/…` only (pattern allowlists are tested in AllowlistTests).
    let exampleOnly = OpenURLAllowlist(matcher: { $0.hasPrefix("https://example.com/") })

    @Test func forwardWithURLHandsTheRewriteToTheOuterHandler() async {
        let system = RecordingSystemOpener()
        let seen = Counter()
        let root = OpenURLChain(system: system).root
        let scope =
            root
            .child(
                "outer",
                handler: OpenURLHandler("outer") { url in
                    await seen.add(url)
                    return .handled
                }
            )
            .child("inner", handler: Fixed.handler("inner", .forward("https://example.com/new")))

        let outcome = await scope.open("http://example.com/old")

        #expect(await seen.values == ["https://example.com/new"])
        #expect(outcome.url == "http://example.com/old")
        #expect(outcome.finalURL == "https://example.com/new")
        #expect(
            steps(outcome) == [
                "inner http://example.com/old forward(https://example.com/new)",
                "outer https://example.com/new handled",
            ])
    }

    @Test func systemActionWithURLOpensTheRewrite() async {
        let system = RecordingSystemOpener()
        let root = OpenURLChain(system: system, allowlist: exampleOnly).root
        let scope = root.child("inner", handler: Fixed.handler("inner", .systemAction("https://example.com/b")))

        let outcome = await scope.open("https://example.com/a")

        #expect(outcome.accepted)
        #expect(await system.opened == ["https://example.com/b"])
        #expect(
            steps(outcome) == [
                "inner https://example.com/a systemAction(https://example.com/b)",
                "system:recording https://example.com/b handled",
            ])
    }

    @Test func rewritesChainThroughSeveralScopes() async {
        let system = RecordingSystemOpener()
        let root = OpenURLChain(system: system, allowlist: exampleOnly).root
        let scope =
            root
            .child("c", handler: OpenURLHandler("c") { url in .forward(url + "/c") })
            .child("b", handler: OpenURLHandler("b") { url in .forward(url + "/b") })
            .child("a", handler: OpenURLHandler("a") { url in .forward(url + "/a") })

        let outcome = await scope.open("https://example.com/x")

        #expect(
            outcome.trace.map(\.url) == [
                "https://example.com/x", "https://example.com/x/a", "https://example.com/x/a/b", "https://example.com/x/a/b/c",
            ])
        #expect(await system.opened == ["https://example.com/x/a/b/c"])
    }

    @Test func aRewriteBackToTheOriginalURLNeedsNoAllowlist() async {
        let system = RecordingSystemOpener()
        let root = OpenURLChain(system: system).root
        let scope =
            root
            .child("outer", handler: Fixed.handler("outer", .systemAction("https://a.example/")))
            .child("inner", handler: Fixed.handler("inner", .forward("https://b.example/")))

        let outcome = await scope.open("https://a.example/")
        #expect(outcome.accepted)
        #expect(await system.opened == ["https://a.example/"])
    }
}
