@testable import Switchyard
import Testing

/// One table, one router and their results shared by many tasks at once: matching, the
/// borrowing lookup, building URLs and explaining give every task what they give one task
/// alone. Run under the thread sanitizer in CI (`swift test --sanitize=thread`), where any
/// unsynchronised write to shared state is reported.
@Suite("Shared use from many tasks")
struct SharedUseTests {
    /// Enough to overlap on every core, few enough not to hold the cooperative pool for long
    /// (other suites' timeouts run there too): each task yields between rounds.
    static let tasks = 16
    static let rounds = 20

    /// URLs that take every path through a lookup: the fast path, the reader, a pinned
    /// source, query constraints, a miss and each kind of rejection.
    static let urls = [
        "raycipe://recipes/2", "https://raycipe.example.com/recipes/12?utm=qr#top", "raycipe://recipes/new",
        "raycipe://recipes/cr%C3%A8me", "raycipe://share?recipeID=7", "raycipe://share?recipeID=x",
        "https://raycipe.example.com/", "raycipe://nope", "/a b", "raycipe://recipes/%2E%2E",
    ]

    static func answers(_ table: RouteTable, _ url: String) -> String {
        let result = outcome(table, url)
        let viewed = table.withMatch(url) { $0.routeName ?? "-" }
        let explained = table.explain(url, limit: 3).candidates.map(\.routeName).joined(separator: ",")
        return "\(result) \(viewed) \(explained)"
    }

    /// Runs `check(task, round)` for every round of ``rounds`` in each of ``tasks`` tasks at
    /// once, each task yielding between rounds: what the calls returned that is not `nil`.
    static func misses(_ check: @escaping @Sendable (_ task: Int, _ round: Int) -> String?) async -> [String] {
        await withTaskGroup(of: [String].self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var wrong: [String] = []
                    for round in 0..<rounds {
                        if let miss = check(task, round) { wrong.append(miss) }
                        await Task.yield()
                    }
                    return wrong
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }

    @Test("matching and explaining one shared table from many tasks gives every task the answers of one")
    func matchFromManyTasks() async throws {
        let table = try RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")
        let expected = Self.urls.map { Self.answers(table, $0) }
        let wrong = await Self.misses { task, round in
            let i = (task + round) % Self.urls.count
            let got = Self.answers(table, Self.urls[i])
            return got == expected[i] ? nil : "\(Self.urls[i]): \(got)"
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("one shared match result read from many tasks: parameters, query items and typed values agree")
    func shareOneResult() async throws {
        let table = try RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")
        let match = try #require(table.match("https://raycipe.example.com/share?recipeID=12&tag=a&tag=b").match)
        let wrong = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<Self.tasks {
                group.addTask {
                    var wrong = 0
                    for _ in 0..<Self.rounds {
                        if (try? match.parameter("recipeID", as: Int.self)) != 12 { wrong += 1 }
                        if match.query.all("tag") != ["a", "b"] { wrong += 1 }
                        if match.routeName != "recipe.share" { wrong += 1 }
                        await Task.yield()
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }

    @Test("building URLs from one shared table in many tasks gives every task the same URLs, which route back")
    func buildFromManyTasks() async throws {
        let table = try RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")
        let requests: [(String, [String: String], String?)] = [
            ("recipe.detail", ["id": "\(7)"], nil), ("recipe.detail", ["id": "12"], "https"),
            ("recipe.slug", ["slug": "crème brûlée"], nil), ("recipe.share", ["recipeID": "3", "utm_source": "qr"], nil),
            ("home", [:], "https"), ("recipe.slug", ["slug": "new"], nil),
        ]
        let build = { @Sendable (i: Int) -> String in
            let (name, texts, scheme) = requests[i]
            do {
                let url = try table.url(for: name, parameterTexts: texts, scheme: scheme)
                return "\(url) -> \(table.match(url).match?.routeName ?? "none")"
            } catch {
                return "error: \(error)"
            }
        }
        let expected = requests.indices.map(build)
        #expect(expected[0] == "raycipe://recipes/7 -> recipe.detail")
        #expect(expected[5].hasPrefix("error: "))
        let wrong = await Self.misses { task, round in
            let i = (task * 7 + round) % requests.count
            let got = build(i)
            return got == expected[i] ? nil : got
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("a declarative router resolves from many tasks at once")
    func routerFromManyTasks() async throws {
        let router = try RouterTests.makeRouter()
        let urls = ["raycipe://recipes/2", "https://raycipe.example.com/recipes/new", "raycipe://share?recipeID=4&utm_source=x", "raycipe://cuisines/thai", "raycipe://x"]
        let expected = urls.map { router.destination(for: $0) }
        let wrong = await withTaskGroup(of: Int.self) { group in
            for task in 0..<Self.tasks {
                group.addTask {
                    var wrong = 0
                    for round in 0..<Self.rounds {
                        let i = (task + round) % urls.count
                        if router.destination(for: urls[i]) != expected[i] { wrong += 1 }
                        await Task.yield()
                    }
                    return wrong
                }
            }
            return await group.reduce(0, +)
        }
        #expect(wrong == 0)
    }
}
