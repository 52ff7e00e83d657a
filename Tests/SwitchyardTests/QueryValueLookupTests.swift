import Testing
@testable import Switchyard

/// Finding a query value by name: the first item whose name, decoded, is the name asked for
/// (`+` a space in web links and relative references, not in custom-scheme links), its value
/// decoded leniently. Each case is read four ways, which must agree: through a route's
/// ``RouteContext``, ``RouteMatch/queryValue(_:)``, ``QueryItems/first(_:)`` and the decoded
/// items of ``QueryItems/all(_:)``.
@Suite("Query values by name")
struct QueryValueLookupTests {
    struct Case: Sendable, CustomStringConvertible {
        var url: String
        var name: String
        var value: String?
        var description: String { "\(url) \(name)" }
    }

    static let cases: [Case] = [
        Case(url: "/q?a=1&b=2", name: "b", value: "2"),
        Case(url: "/q?b=1&b=2", name: "b", value: "1"),
        Case(url: "/q?bb=1&b=2", name: "b", value: "2"),
        Case(url: "/q?ab=1&b=2", name: "b", value: "2"),
        Case(url: "/q?b", name: "b", value: ""),
        Case(url: "/q?x=1&b&c=3", name: "b", value: ""),
        Case(url: "/q?&&b=2&", name: "b", value: "2"),
        Case(url: "/q?%62=2", name: "b", value: "2"),
        Case(url: "/q?%62%62=1&b=2", name: "bb", value: "1"),
        Case(url: "/q?name%=1&name=2", name: "name", value: "2"),
        Case(url: "/q?name%=1&name=2", name: "name%", value: "1"),
        Case(url: "/q?a+b=1", name: "a b", value: "1"),
        Case(url: "/q?a+b=1", name: "a+b", value: nil),
        Case(url: "raycipe://q?a+b=1", name: "a b", value: nil),
        Case(url: "raycipe://q?a+b=1", name: "a+b", value: "1"),
        Case(url: "/q?a=1", name: "a=1", value: nil),
        Case(url: "/q?a=1&b=2", name: "1&b", value: nil),
        Case(url: "/q?a=1&b=2", name: "a=1&b", value: nil),
        Case(url: "/q?a=x%3D", name: "a", value: "x="),
        Case(url: "/q?a=%ZZ", name: "a", value: "%ZZ"),
        Case(url: "/q?a=b+c", name: "a", value: "b c"),
        Case(url: "raycipe://q?a=b+c", name: "a", value: "b+c"),
        Case(url: "/q?=5", name: "", value: "5"),
        Case(url: "/q?a=1", name: "", value: nil),
        Case(url: "/q?a=1", name: "c", value: nil),
        Case(url: "/q", name: "a", value: nil),
        Case(url: "/q?", name: "a", value: nil),
        Case(url: "/q?servings=4#servings=5", name: "servings", value: "4"),
        Case(url: "/q?utm_campaign=autumn&servings_total=8", name: "servings_total", value: "8"),
        Case(url: "/q?utm_campaign=autumn&servings_total=8", name: "servings", value: nil),
        Case(url: "/q?caf%C3%A9=1", name: "café", value: "1"),
    ]

    static func makeRouter() throws -> Router<String?> {
        try Router<String?> {
            Route("q", "/q", "raycipe://q") { $0.queryValue(Self.current.name) }
        }
    }

    /// The name the router's closure reads (each test sets it before routing).
    @TaskLocal static var current = Case(url: "", name: "", value: nil)

    @Test("each reader finds the first item of that name", arguments: cases)
    func finds(_ test: Case) throws {
        let router = try Self.makeRouter()
        let viaContext = Self.$current.withValue(test) { router.destination(for: test.url) }
        #expect(viaContext == .some(test.value))
        let match = try #require(router.table.match(test.url).match)
        #expect(match.queryValue(test.name) == test.value)
        #expect(match.query.first(test.name) == test.value)
        #expect(match.query.all(test.name).first == test.value)
    }

    @Test("a typed read converts the value found, and names the text it could not convert")
    func typed() throws {
        let router = try Router<Int?> {
            Route("q", "/q") { try $0.queryValue("n") }
        }
        #expect(router.destination(for: "/q?m=x&n=%31%32") == .some(12))
        #expect(router.destination(for: "/q?m=1") == .some(nil))
        guard case .failed(let error, _) = router.resolve("/q?n=1+2") else {
            Issue.record("expected a failure")
            return
        }
        #expect("\(error)" == "parameter 'n': \"1 2\" is not a valid int")
    }
}
