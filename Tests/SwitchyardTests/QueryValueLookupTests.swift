import Testing
@testable import Switchyard

/// Finding a query value by name: the first item whose name, decoded, is the name asked for
/// (`+` a space in web links and relative references, not in custom-scheme links), its value
/// decoded leniently. Each case is read four ways, which must agree: through a route's
/// ``MatchView``, ``RouteMatch/queryValue(_:)``, ``QueryItems/first(_:)`` and the decoded
/// items of ``QueryItems/all(_:)``.
@Suite("Query values by name")
struct QueryValueLookupTests {
    /// Each URL with the names read from it and the value each must give (`nil`: none).
    static let cases: [(url: String, values: [String: String?])] = [
        ("/q?a=1&b=2", ["b": "2", "c": nil, "": nil, "1&b": nil, "a=1&b": nil]),
        ("/q?b=1&b=2", ["b": "1"]),
        ("/q?bb=1&ab=3&b=2", ["b": "2", "bb": "1"]),
        ("/q?b", ["b": ""]),
        ("/q?x=1&b&c=3", ["b": "", "c": "3"]),
        ("/q?&&b=2&", ["b": "2"]),
        ("/q?%62=2&%62%62=1&bb=3", ["b": "2", "bb": "1"]),
        ("/q?name%=1&name=2", ["name": "2", "name%": "1"]),
        ("/q?a+b=1", ["a b": "1", "a+b": nil]),
        ("raycipe://q?a+b=1&c=d+e", ["a b": nil, "a+b": "1", "c": "d+e"]),
        ("/q?a=1", ["a=1": nil]),
        ("/q?a=x%3D&b=%ZZ&c=d+e", ["a": "x=", "b": "%ZZ", "c": "d e"]),
        ("/q?=5", ["": "5"]),
        ("/q", ["a": nil]),
        ("/q?", ["a": nil, "": nil]),
        ("/q?servings=4#servings=5", ["servings": "4"]),
        ("/q?utm_campaign=autumn&servings_total=8", ["servings_total": "8", "servings": nil, "utm_campaign": "autumn"]),
        ("/q?caf%C3%A9=1", ["café": "1"]),
    ]

    /// The name the router's closure reads (each test sets it before routing).
    @TaskLocal static var name = ""

    static func makeRouter() throws -> Router<String?> {
        try Router<String?> {
            Route("q", "/q", "raycipe://q") { $0.queryValue(Self.name) }
        }
    }

    @Test("each reader finds the first item of that name", arguments: cases)
    func finds(url: String, values: [String: String?]) throws {
        let router = try Self.makeRouter()
        let match = try #require(router.table.match(url).match)
        for (name, value) in values {
            #expect(Self.$name.withValue(name) { router.destination(for: url) } == .some(value), "\(name)")
            #expect(match.queryValue(name) == value, "\(name)")
            #expect(match.query.first(name) == value, "\(name)")
            #expect(match.query.all(name).first == value, "\(name)")
        }
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
