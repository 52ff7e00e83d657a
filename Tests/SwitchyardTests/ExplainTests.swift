@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md, "What a lookup gives", explanations: how a URL reads, and for the routes that came
    /// closest, whether each matched and, if not, why. Checked against `match` and against the
    /// reference router's per-route decisions.
    @Suite("Explain")
    struct ExplainTests {
        let table = try! makeTable([
            ("home", "raycipe://home"),
            ("detail", "raycipe://recipes/:id(int)"),
            ("slug", "raycipe://recipes/:slug"),
            ("new", "raycipe://recipes/new"),
            ("share", "raycipe://share?recipeID=:id(int)"),
            ("web", "https://raycipe.example.com/recipes/:id(int)"),
            ("unpinned", "/about"),
        ])

        @Test("the reading: kind, scheme, host, decoded segments, known source")
        func reading() throws {
            let web = try #require(table.explain("HTTPS://Raycipe.Example.com.:8443//recipes/a%2Fb?x=1").reading)
            #expect(web == Explanation.Reading(kind: .web, scheme: "https", host: "raycipe.example.com", segments: ["recipes", "a/b"], knownSource: "https://raycipe.example.com", query: [Explanation.QueryItem(name: "x", value: "1")]))
            let custom = try #require(table.explain("RAYCIPE:recipes/2").reading)
            #expect(custom == Explanation.Reading(kind: .custom, scheme: "raycipe", host: nil, segments: ["recipes", "2"], knownSource: "raycipe:"))
            let relative = try #require(table.explain("about").reading)
            #expect(relative == Explanation.Reading(kind: .relative, scheme: nil, host: nil, segments: ["about"], knownSource: nil))
            let stranger = try #require(table.explain("//evil.example/about").reading)
            #expect(stranger == Explanation.Reading(kind: .web, scheme: "https", host: "evil.example", segments: ["about"], knownSource: nil))
            #expect(table.explain("/a b").reading == nil)
            #expect(table.explain("/a/..").reading == nil)
        }

        @Test("the chosen route comes first; routes that match too are outranked; the rest say why")
        func verdicts() throws {
            let explanation = table.explain("raycipe://recipes/2", limit: 100)
            #expect(outcome(explanation.result) == "detail(id=2)")
            let verdicts = Dictionary(explanation.candidates.map { ($0.routeName, $0.verdict) }, uniquingKeysWith: { a, _ in a })
            #expect(explanation.candidates.first?.routeName == "detail")
            #expect(verdicts["detail"] == .chosen)
            #expect(verdicts["slug"] == .outranked(by: "detail"))
            #expect(verdicts["new"] == .failed("segment 2 \"2\" is not \"new\""))
            #expect(verdicts["home"] == .failed("segment 1 \"recipes\" is not \"home\""))
            #expect(verdicts["share"] == .failed("segment 1 \"recipes\" is not \"share\""))
            #expect(verdicts["web"] == .failed("pinned to https://raycipe.example.com; the URL is raycipe:"))
            #expect(verdicts["unpinned"] == .failed("segment 1 \"recipes\" is not \"about\""))
            #expect(explanation.candidates.count == 7)
        }

        static let failures: [Case<String, String>] = [
            Case("too few segments", "raycipe://recipes", "the URL ends after 1 segment; the pattern needs more"),
            Case("too many segments", "raycipe://recipes/2/3", "the URL has 3 segments; the pattern has 2"),
            Case("not an int", "raycipe://recipes/x", "segment 2 \"x\" is not a valid int"),
        ]

        @Test("why the detail route fails", arguments: failures)
        func detailFailure(_ c: Case<String, String>) throws {
            let candidate = try #require(table.explain(c.input, limit: 100).candidates.first { $0.routeName == "detail" })
            #expect(candidate.verdict == .failed(c.expected))
        }

        @Test("query constraints: missing, repeated, wrong type")
        func queryFailures() throws {
            func verdict(_ url: String) throws -> Explanation.Verdict {
                try #require(table.explain(url, limit: 100).candidates.first { $0.routeName == "share" }).verdict
            }
            #expect(try verdict("raycipe://share") == .failed("the URL has no query"))
            #expect(try verdict("raycipe://share?x=1") == .failed("query key 'recipeID' is missing"))
            #expect(try verdict("raycipe://share?recipeID=1&recipeID=2") == .failed("query key 'recipeID' appears 2 times; a constrained key must appear exactly once"))
            #expect(try verdict("raycipe://share?recipeID=x") == .failed("query 'recipeID' \"x\" is not a valid int"))
            #expect(try verdict("raycipe://share?recipeID=7") == .chosen)
        }

        @Test("an unpinned route and a URL from an unknown source")
        func unknownSource() throws {
            let explanation = table.explain("https://evil.example/about", limit: 100)
            #expect(explanation.result.noMatch?.reason == .noRoute)
            let candidate = try #require(explanation.candidates.first { $0.routeName == "unpinned" })
            #expect(candidate.verdict == .failed("the URL comes from https://evil.example, which is not one of the table's sources, and this route has no scheme"))
        }

        @Test("the limit caps the candidates")
        func limit() {
            #expect(table.explain("raycipe://recipes/2", limit: 2).candidates.count == 2)
            #expect(table.explain("raycipe://recipes/2").candidates.count == 7)
            #expect(table.explain("raycipe://recipes/2", limit: 0).candidates.isEmpty)
        }

        @Test("a literal compares by Unicode scalars in explain as in match")
        func scalarComparison() throws {
            let table = try makeTable([("cafe", "/café")])
            let url = "/cafe%CC%81" // e + combining acute: canonically equivalent, different scalars
            #expect(outcome(table, url) == "!no-route")
            let candidate = try #require(table.explain(url).candidates.first)
            #expect(candidate.verdict == .failed("segment 1 \"cafe\u{301}\" is not \"café\""))
        }

        @Test("explain agrees with match and with the reference, route by route, on random tables", arguments: [UInt64(11), 12, 13])
        func agreesWithReference(_ seed: UInt64) async throws {
            let failures = try await offCooperativePool { () -> [String] in
                var random = SeededRandom(seed: seed)
                var failures: [String] = []
                for round in 0..<60 where failures.count < 5 {
                    let routes = (0..<Int.random(in: 1...8, using: &random)).map { DifferentialTests.randomRoute($0, &random) }
                    guard let table = try? makeTable(routes.map { ($0.name, $0.pattern) }) else { continue }
                    let reference = ReferenceRouter(routes)
                    var urls = (0..<8).map { _ in DifferentialTests.randomURL(&random) }
                    for route in routes { urls.append(DifferentialTests.targetedURL(for: route, &random)) }
                    for url in urls {
                        let explanation = table.explain(url.text, limit: Int.max)
                        if outcome(explanation.result) != outcome(table, url.text) {
                            failures.append("seed \(seed) round \(round) \(url.text): explain's result differs from match")
                        }
                        let known = url.source == .unpinned || routes.contains { $0.source == url.source }
                        for candidate in explanation.candidates {
                            let route = routes[Int(candidate.routeName.dropFirst())!]
                            let sourceOK = route.source == .unpinned ? (url.source == .unpinned || known) : route.source == url.source
                            let matches = sourceOK && reference.captures(route, url) != nil
                            let saysMatches: Bool
                            switch candidate.verdict {
                            case .chosen, .outranked: saysMatches = true
                            case .failed: saysMatches = false
                            }
                            if matches != saysMatches {
                                failures.append("seed \(seed) round \(round) \(url.text): \(route) — reference \(matches), explain \(candidate.verdict)")
                            }
                        }
                        if explanation.candidates.count != routes.count {
                            failures.append("seed \(seed) round \(round) \(url.text): \(explanation.candidates.count) candidates for \(routes.count) routes")
                        }
                    }
                }
                return failures
            }
            for failure in failures { Issue.record(Comment(rawValue: failure)) }
        }
    }
}
