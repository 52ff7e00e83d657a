@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// ``Explanation/nearest``: for a URL that matches no route, the candidate that came
    /// closest, by the rules written in Docs/Command.md ("The nearest candidate"), one
    /// case for each rule, each with the routes in an order that the rule must overturn.
    @Suite("Nearest candidate")
    struct NearestCandidateTests {
        /// (routes in table order, URL) → "route: failed at, reason"
        static func rules() throws -> [Case<CaseFile.RoutedURL, String>] { try CaseFile.routedCases("nearest-candidate.rules") }

        @Test("the rules, in order", arguments: try rules())
        func rule(_ c: Case<CaseFile.RoutedURL, String>) throws {
            let table = try makeTable(c.input.routes)
            let nearest = try #require(table.explain(c.input.url).nearest)
            let place = nearest.failedAt.map { "\($0)" }.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "nil"
            #expect("\(nearest.routeName): \(place): \(nearest.verdict)" == c.expected)
        }

        @Test("the nearest candidate does not depend on the order of routes that a rule tells apart", arguments: try rules().dropLast())
        func orderDoesNotMatter(_ c: Case<CaseFile.RoutedURL, String>) throws {
            let forward = try makeTable(c.input.routes).explain(c.input.url).nearest?.routeName
            let backward = try makeTable(c.input.routes.reversed()).explain(c.input.url).nearest?.routeName
            #expect(forward != nil)
            #expect(forward == backward)
        }

        @Test("no nearest candidate for a match, a URL that cannot be read, a table with no routes, or a limit of 0")
        func none() throws {
            let table = try makeTable([("a", "/a")])
            #expect(table.explain("/a").nearest == nil)
            #expect(table.explain("/a b").nearest == nil)
            #expect(table.explain("/a/..").nearest == nil)
            #expect(try makeTable([]).explain("/a").nearest == nil)
            #expect(table.explain("/b", limit: 0).nearest == nil)
            #expect(table.explain("/b", limit: 1).nearest?.routeName == "a")
        }

        @Test("the examples of the documentation")
        func documentationExamples() throws {
            let table = try RouteTable(routesFile: ExampleRoutes.recipeApp, fileName: "<built-in>")
            let hit = table.explain("raycipe://recipes/abc")
            #expect(
                hit.candidates.prefix(3).map { "\($0.routeName) | \($0.verdict)" } == [
                    "recipe.slug | matched (chosen)",
                    "recipe.new | segment 2 \"abc\" is not \"new\"",
                    "recipe.detail | segment 2 \"abc\" is not a valid int",
                ])
            let miss = table.explain("raycipe://recipe?recipeID=abc")
            #expect(miss.result.noMatch?.reason == .noRoute)
            #expect(miss.reading?.segments == ["recipe"])
            let nearest = try #require(miss.nearest)
            #expect(nearest.routeName == "recipe.share")
            #expect(nearest.failedAt == .segment(1))
            #expect(nearest.verdict.description == "segment 1 \"recipe\" is not \"share\"")
        }

        @Test(
            "where each failure is placed",
            arguments: [
                Case("the source", "https://evil.example/about", Explanation.Place.source),
                Case("a segment that differs", "raycipe://recipes/x/y", .segment(2)),
                Case("a missing segment", "raycipe://recipes", .segment(2)),
                Case("one segment too many", "raycipe://share/x", .segment(2)),
                Case("a query constraint", "raycipe://share?recipeID=x", .query("recipeID")),
            ])
        func places(_ c: Case<String, Explanation.Place>) throws {
            let table = try makeTable([("detail", "raycipe://recipes/:id(int)/y"), ("share", "raycipe://share?recipeID=:id(int)"), ("web", "https://raycipe.example.com/about")])
            let explanation = table.explain(c.input, limit: 100)
            let places = explanation.candidates.compactMap(\.failedAt)
            #expect(places.contains(c.expected), "\(explanation.candidates)")
            #expect(explanation.candidates.allSatisfy { ($0.failedAt != nil) == ($0.verdict != .chosen && !isOutranked($0.verdict)) })
        }

        private func isOutranked(_ verdict: Explanation.Verdict) -> Bool {
            if case .outranked = verdict { return true }
            return false
        }
    }
}
