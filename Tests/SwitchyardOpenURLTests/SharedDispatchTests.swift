import Switchyard
import Testing
@testable import SwitchyardOpenURL

/// One chain dispatching from many tasks at once: every dispatch gets the outcome it gets
/// alone, and the shared system opener records every URL it was given. Run under the thread
/// sanitizer in CI (`swift test --sanitize=thread`).
@Suite("Dispatch from many tasks")
struct SharedDispatchTests {
    static let routes = try! RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")

    static let urls = [
        "raycipe://recipes/2", "https://raycipe.example.com/about", "https://elsewhere.example/x",
        "raycipe://nope", "raycipe://recipes/%2E%2E", "mailto:a@b.example", "loop:a", "again:recipes/3",
    ]

    /// The sample chain with a handler below it that rewrites `loop:` URLs into themselves (to
    /// the hop limit) and `again:` URLs into the app's web links.
    static func chain(_ system: RecordingSystemOpener) throws -> OpenURLScope {
        let app = try SampleChain.make(routes: routes, system: system, hopLimit: 4)
        let rewrite = OpenURLHandler("rewrite") { url in
            if url.hasPrefix("loop:") { return .forward(url + "x") }
            if url.hasPrefix("again:") { return .forward("https://raycipe.example.com/" + url.dropFirst(6)) }
            return .forward
        }
        return app.child("rewrite", handler: rewrite)
    }

    static func summary(_ outcome: OpenURLOutcome) -> String {
        "\(outcome.accepted) \(outcome.decidedBy) \(outcome.reason ?? "-") \(outcome.trace.map(\.handler))"
    }

    @Test("many tasks opening through one chain each get the outcome of a dispatch alone")
    func manyTasks() async throws {
        var alone: [String] = []
        var systemOpens: [String] = []
        for url in Self.urls {
            let system = RecordingSystemOpener()
            alone.append(Self.summary(await (try Self.chain(system)).open(url)))
            systemOpens += await system.opened
        }
        let expected = alone
        let system = RecordingSystemOpener()
        let scope = try Self.chain(system)
        let tasks = 16, rounds = 8
        let wrong = await withTaskGroup(of: [String].self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var wrong: [String] = []
                    for round in 0..<rounds {
                        let i = (task + round) % Self.urls.count
                        let got = Self.summary(await scope.open(Self.urls[i]))
                        if got != expected[i] { wrong.append("\(Self.urls[i]): \(got), alone \(expected[i])") }
                    }
                    return wrong
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        // Every URL went to the shared system opener as often as it was opened.
        let opened = await system.opened
        #expect(opened.count == systemOpens.count * tasks * rounds / Self.urls.count)
        #expect(Set(opened) == Set(systemOpens))
    }
}
