import Switchyard
import Testing
@testable import SwitchyardOpenURL

/// The examples of Docs/OpenURL.md, run. Keep the two in step.
@Suite("Docs/OpenURL.md examples")
struct DocumentationExamples {
    @Test func nearestWinsForwardReachesTheParents() async {
        let system = RecordingSystemOpener()
        let chain = OpenURLChain(system: system)

        let app = chain.root.child(
            "app",
            handler: OpenURLHandler("app") { url in
                url.hasPrefix("raycipe://") ? .handled : .forward
            })
        let recipe = app.child(
            "recipe",
            handler: OpenURLHandler("recipe") { url in
                url.hasPrefix("raycipe://recipes/") ? .handled : .forward
            })

        let outcome = await recipe.open("raycipe://settings")
        #expect(outcome.accepted)
        #expect(outcome.decidedBy == "app")
        #expect(
            outcome.report == """
                open raycipe://settings
                  1. recipe (recipe): raycipe://settings -> forward
                  2. app (app): raycipe://settings -> handled
                accepted: handled by app
                """)

        let web = await recipe.open("https://example.com/")
        #expect(web.decidedBy == "system:recording")
    }

    @Test func systemActionSkipsTheParentsRewritesNeedTheAllowlist() async throws {
        let chain = OpenURLChain(
            system: DryRunSystemOpener(),
            allowlist: try OpenURLAllowlist(patterns: ["https://raycipe.example.com/**"])
        )
        let upgrade = chain.root
            .child("app", handler: OpenURLHandler("app") { _ in .discarded }) // never asked
            .child(
                "links",
                handler: OpenURLHandler("https-only") { url in
                    url.hasPrefix("http://")
                        ? .systemAction("https://" + url.dropFirst("http://".count))
                        : .systemAction
                })

        #expect(await upgrade.open("http://raycipe.example.com/recipes/2").accepted)
        #expect(
            await upgrade.open("http://evil.example/").reason
                == "not on the allowlist: https://evil.example/ (a URL rewritten on its way to the system opener must match it)")
        #expect(await upgrade.open("https://evil.example/").accepted)
    }

    enum Screen: Sendable { case recipe(id: Int), profile }

    @Test func theRouterAsAHandler() async throws {
        let router = try Router<Screen> {
            Route("recipe.detail", "raycipe://recipes/:id(int)") { (id: Int) in .recipe(id: id) }
            Route("profile", "raycipe://profile", to: .profile).requires("signedIn")
        }
        let routes = OpenURLHandler.router(router) { screen, _ in
            guard case .recipe(let id) = screen else { return .handled }
            return id > 0 ? .handled : .discarded
        }
        let app = OpenURLChain(system: RecordingSystemOpener()).root.child("app", handler: routes)

        #expect(await app.open("raycipe://recipes/2").decidedBy == "routes")
        #expect(await app.open("raycipe://profile").reason == "route profile needs signedIn")
        #expect(await app.open("https://example.com/").decidedBy == "system:recording")
        #expect(await app.open("raycipe://recipes/%2e%2e").reason?.hasPrefix("dot-segment: ") == true)
    }

    @Test func timeoutsCancellationTheCompletionForm() async {
        let slow = OpenURLChain(system: DryRunSystemOpener()).root
            .child(
                "slow",
                handler: OpenURLHandler("slow") { _ in
                    try await Task.sleep(for: .seconds(10))
                    return .handled
                })

        let outcome = await slow.open("raycipe://x", timeout: .milliseconds(50))
        #expect(!outcome.accepted)
        #expect(outcome.reason == "timed out after 0.05 seconds")

        // The completion runs on the dispatch's task, before it ends: once the task is done,
        // every call it made is in the stream, with no waiting.
        let (calls, sink) = AsyncStream.makeStream(of: String.self)
        let task = slow.open("raycipe://x") { outcome in
            sink.yield(outcome.reason ?? "accepted")
        }
        task.cancel()
        await task.value
        sink.finish()
        #expect(await collected(calls) == ["cancelled"])
    }

    @Test func reentrantOpens() async {
        let shortLinks = OpenURLHandler.withRequest("short-links") { request in
            guard request.url.hasPrefix("https://ray.link/") else { return .forward }
            let target = "raycipe://recipes/" + request.url.dropFirst("https://ray.link/".count)
            return await request.open(target).accepted ? .handled : .discarded
        }
        let app = OpenURLChain(system: RecordingSystemOpener()).root
            .child("app", handler: OpenURLHandler("app") { url in url.hasPrefix("raycipe://") ? .handled : .forward })
            .child("links", handler: shortLinks)

        let outcome = await app.open("https://ray.link/2")
        #expect(outcome.accepted)
        #expect(
            steps(outcome) == [
                "short-links https://ray.link/2 handled",
                ">short-links raycipe://recipes/2 forward",
                ">app raycipe://recipes/2 handled",
            ])
    }
}
