@testable import Switchyard
import Testing

// Rule 4 of "Which route wins" (Docs/PatternSyntax.md): between routes with the same path and the same number of
// satisfied query constraints, the more specific set wins, kind by kind (literal, then typed in
// path order, then `:name`, then presence-only); keys decide only when every kind is equal,
// and `check` warns about two routes ordered by their keys alone.

extension RoutingCoreTests {
    @Suite("Query-constraint ranking: kinds before keys")
    struct QueryRankingTests {
        struct Ranking: Sendable, CustomStringConvertible {
            var routes: [(String, String)]
            var url: String
            var description: String { routes.map { "\($0.0) \($0.1)" }.joined(separator: ", ") + " for " + url }
        }

        static let cases: [Case<Ranking, String>] = [
            Case("a literal beats presence whatever the keys", Ranking(routes: [("a", "/u?k"), ("b", "/u?q=1")], url: "/u?k&q=1"), "b()"),
            Case("a literal beats a typed value under an earlier key", Ranking(routes: [("a", "/u?a=:n(int)"), ("b", "/u?z=1")], url: "/u?a=5&z=1"), "b()"),
            Case("bool beats int", Ranking(routes: [("a", "/u?a=:x(int)"), ("b", "/u?z=:y(bool)")], url: "/u?a=1&z=true"), "b(y=true)"),
            Case("int beats double", Ranking(routes: [("a", "/u?a=:x(double)"), ("b", "/u?z=:y(int)")], url: "/u?a=1&z=1"), "b(y=1)"),
            Case("double beats uuid", Ranking(routes: [("a", "/u?a=:x(uuid)"), ("b", "/u?z=:y(double)")], url: "/u?a=00000000-0000-0000-0000-000000000000&z=1"), "b(y=1)"),
            Case("a typed value beats :name", Ranking(routes: [("a", "/u?a=:x"), ("b", "/u?z=:y(uuid)")], url: "/u?a=1&z=00000000-0000-0000-0000-000000000000"), "b(y=00000000-0000-0000-0000-000000000000)"),
            Case(":name beats presence", Ranking(routes: [("a", "/u?a"), ("b", "/u?z=:v")], url: "/u?a&z=x"), "b(v=x)"),
            Case("the second kind decides when the first is equal", Ranking(routes: [("a", "/u?a=1&b"), ("b", "/u?y=1&z=:v")], url: "/u?a=1&b&y=1&z=2"), "b(v=2)"),
            Case("the most specific kind is compared first, wherever it is written", Ranking(routes: [("a", "/u?a&b&c=:v(int)"), ("b", "/u?x=:w&y&z=1")], url: "/u?a&b&c=1&x=2&y&z=1"), "b(w=2)"),
            Case("with every kind equal, the keys decide in byte order", Ranking(routes: [("a", "/u?q=1"), ("b", "/u?k=1")], url: "/u?k=1&q=1"), "b()"),
            Case("keys in byte order: capitals first", Ranking(routes: [("a", "/u?k"), ("b", "/u?K")], url: "/u?k&K"), "b()"),
            Case("keys compared most specific kind first, not alphabetically", Ranking(routes: [("a", "/u?y=:v(int)&b"), ("b", "/u?a&z=:w(int)")], url: "/u?a&b&y=1&z=1"), "a(v=1)"),
            Case("more constraints still win first", Ranking(routes: [("a", "/u?z=1"), ("b", "/u?a&b")], url: "/u?a&b&z=1"), "b()"),
            Case("an unsatisfied constraint drops its route", Ranking(routes: [("a", "/u?k"), ("b", "/u?q=1")], url: "/u?k&q=2"), "a()"),
            Case("key= is a literal: it beats presence", Ranking(routes: [("a", "/u?a"), ("b", "/u?z=")], url: "/u?a&z"), "b()"),
        ]

        @Test("the more specific set of constraints wins, in any order of the routes", arguments: cases)
        func ranking(_ c: Case<Ranking, String>) throws {
            #expect(outcome(try makeTable(c.input.routes), c.input.url) == c.expected)
            #expect(outcome(try makeTable(c.input.routes.reversed()), c.input.url) == c.expected)
        }

        static let keyOnly: [Case<[(String, String)], [String]>] = [
            Case("one literal each", [("a", "/u?k=1"), ("b", "/u?q=1")], ["b: ranks against route 'a' (/u?k=1)"]),
            Case("presence each, over a typed path", [("a", "/v/:n(int)?k"), ("b", "/v/:m(int)?q")], ["b: ranks against route 'a' (/v/:n(int)?k)"]),
            Case("the same kinds under swapped keys", [("a", "/u?k=1&q"), ("b", "/u?q=1&k")], ["b: ranks against route 'a' (/u?k=1&q)"]),
            Case("three routes: each later one once", [("a", "/u?k"), ("b", "/u?q"), ("c", "/u?r")], ["b: ranks against route 'a' (/u?k)", "c: ranks against route 'a' (/u?k)"]),
            Case("a route with the first one's keys, against another's", [("a", "/u?k=1"), ("b", "/u?q=1"), ("c", "/u?k=2")], ["b: ranks against route 'a' (/u?k=1)", "c: ranks against route 'b' (/u?q=1)"]),
            Case("different kinds: no warning", [("a", "/u?k"), ("b", "/u?q=1")], []),
            Case("different types: no warning", [("a", "/u?k=:x(int)"), ("b", "/u?q=:y(double)")], []),
            Case("different counts: no warning", [("a", "/u?k"), ("b", "/u?k&q")], []),
            Case("the same key, literal values that exclude each other: no warning", [("a", "/u?k=1"), ("b", "/u?k=2")], []),
            Case("different paths: no warning", [("a", "/u?k"), ("b", "/w?q")], []),
            Case("different sources: no warning", [("a", "/u?k"), ("b", "app://u?q")], []),
            Case("no constraints at all: no warning", [("a", "/u"), ("b", "/w")], []),
        ]

        @Test("routes ordered by their query keys alone are warned about", arguments: keyOnly)
        func keyOnlyWarnings(_ c: Case<[(String, String)], [String]>) throws {
            let table = try makeTable(c.input)
            let warnings = table.warnings.filter { $0.message.contains("query keys alone") }
            let message = "by its query keys alone (the same path and kinds of constraints): a URL that satisfies both goes to the one whose keys sort first"
            #expect(warnings.map { "\($0.routeName ?? "-"): \($0.message)" } == c.expected.map { "\($0) \(message)" })
            #expect(warnings.allSatisfy { $0.severity == .warning })
        }

        @Test("the reference orders constraints the same way")
        func referenceAgrees() {
            let present = RefRoute(name: "a", source: .unpinned, segments: [], constraints: [RefRoute.Constraint(key: "k", value: .present)])
            let literal = RefRoute(name: "b", source: .unpinned, segments: [], constraints: [RefRoute.Constraint(key: "q", value: .literal("1"))])
            let otherLiteral = RefRoute(name: "c", source: .unpinned, segments: [], constraints: [RefRoute.Constraint(key: "k", value: .literal("1"))])
            #expect(ReferenceRouter.compareConstraints(literal, present).order < 0)
            #expect(!ReferenceRouter.compareConstraints(literal, present).byKeysAlone)
            #expect(ReferenceRouter.compareConstraints(otherLiteral, literal).order < 0)
            #expect(ReferenceRouter.compareConstraints(otherLiteral, literal).byKeysAlone)
            #expect(!ReferenceRouter([present, literal]).ordersByKeysAlone)
            #expect(ReferenceRouter([otherLiteral, literal]).ordersByKeysAlone)
        }
    }
}
