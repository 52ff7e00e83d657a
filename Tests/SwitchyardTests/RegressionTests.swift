import Testing
import Switchyard

/// Bugs found by review after the features landed, each pinned by the behaviour it broke.
@Suite("Regressions")
struct RegressionTests {
    @Test("query.all compares names by their bytes, as first and the router do")
    func queryAllByBytes() throws {
        let table = try RouteTable([RouteDefinition(name: "any", pattern: "/**")])
        let match = try #require(table.match("/x?%C3%A9=1&e%CC%81=2").match)
        #expect(match.query.first("é") == "1")
        #expect(match.query.all("é") == ["1"])
        #expect(match.query.all("e\u{301}") == ["2"])
    }

    @Test("explain compares a query literal by its bytes: a canonically equivalent value fails")
    func explainQueryLiteralByBytes() throws {
        let table = try RouteTable([RouteDefinition(name: "s", pattern: "/s?q=%C3%A9")])
        let explanation = table.explain("/s?q=e%CC%81")
        #expect(explanation.result.noMatch?.reason == .noRoute)
        #expect(explanation.candidates.first?.verdict == .failed("query 'q' is \"e\u{301}\", not \"é\""))
    }

    @Test("a group prefixes a pattern whose query holds ://")
    func groupWithURLInQuery() throws {
        let router = try Router<Int> {
            RouteGroup(scheme: "raycipe") { Route("go", "/go?to=https://x", to: 1) }
        }
        #expect(router.table.definitions.map(\.pattern) == ["raycipe://go?to=https://x"])
    }
}
