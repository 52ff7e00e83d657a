import Switchyard
import Testing

/// Docs/Architecture.md, "The public surface": a reason is a public struct over an internal
/// enum. A client, importing the module without `@testable`, compares it with `==`, matches it
/// in a `switch` against the static values, and reads the contract's name in `description`.
@Suite("Reasons: compared, switched over, named")
struct ReasonValueTests {
    static let table: RouteTable = {
        let options = RouteTableOptions.limited(to: 64)
        return try! RouteTable(
            routesFile: """
                recipe.detail  raycipe://recipes/:id(int)
                recipe.share   https://raycipe.example.com/share?recipeID=:recipeID(int)
                """, fileName: "reasons.routes", options: options)
    }()

    /// A URL that misses for each reason, named for the reason: the URL, the static value a
    /// client compares with, and Docs/URLHandling.md's name for the reason.
    enum Miss: String, CaseIterable, Sendable {
        case tooLong, malformed, dotSegment, noRoute

        var example: (url: String, reason: NoMatchReason, contractName: String) {
            switch self {
            case .tooLong: ("raycipe://recipes/" + String(repeating: "9", count: 60), .tooLong, "too-long")
            case .malformed: ("raycipe://recipes/%G1", .malformed, "malformed")
            case .dotSegment: ("raycipe://recipes/../2", .dotSegment, "dot-segment")
            case .noRoute: ("raycipe://nope", .noRoute, "no-route")
            }
        }
    }

    /// The name a `switch` over the reason gives, written with the static values as patterns.
    static func switched(_ reason: NoMatchReason) -> String {
        switch reason {
        case .tooLong: "tooLong"
        case .malformed: "malformed"
        case .dotSegment: "dotSegment"
        case .noRoute: "noRoute"
        default: "another reason"
        }
    }

    @Test("a miss has its reason: equal to the static value, matched by a switch, named as the contract names it", arguments: Miss.allCases)
    func noMatchReason(_ name: Miss) throws {
        let miss = name.example
        let found = try #require(Self.table.match(miss.url).noMatch).reason
        #expect(found == miss.reason)
        #expect(Self.switched(found) == name.rawValue)
        #expect(found.description == miss.contractName)
        #expect(NoMatchReason.allCases.filter { $0 == found }.count == 1)
    }

    @Test("the four reasons are distinct and listed in the order of precedence")
    func reasonsAreDistinct() {
        #expect(Set(NoMatchReason.allCases).count == 4)
        #expect(NoMatchReason.allCases == [.tooLong, .malformed, .dotSegment, .noRoute])
    }

    @Test("a parameter error's kind: missing for an absent name, invalid for text that does not convert")
    func parameterErrorKind() throws {
        let match = try #require(Self.table.match("raycipe://recipes/2").match)
        let missing = #expect(throws: ParameterError.self) { _ = try match.parameter("slug", as: Int.self) }
        #expect(missing?.kind == .missing)
        #expect(missing?.kind != .invalid)
        #expect(missing?.kind.description == "missing")
        let query = try #require(Self.table.match("https://raycipe.example.com/share?recipeID=7&page=x").match)
        let invalid = #expect(throws: ParameterError.self) { _ = try query.query.value("page", as: Int.self) }
        #expect(invalid?.kind == .invalid)
        #expect(invalid?.kind.description == "invalid")
        #expect(invalid?.description == #"parameter 'page': "x" is not a valid int"#)
    }

    @Test("a problem's severity: error stops the table, warning does not, each named as messages print it")
    func severity() throws {
        let duplicate = "a /a\na /a\n"
        let table = try RouteTable(routesFile: duplicate, fileName: "w.routes")
        #expect(table.warnings.map(\.severity) == [.warning])
        #expect(table.warnings.map(\.severity.description) == ["warning"])
        let error = #expect(throws: RouteTableError.self) { try RouteTable(routesFile: "b /b/:x(nope)\n", fileName: "e.routes") }
        #expect(error?.problems.map(\.severity) == [.error])
        #expect(error?.problems.map(\.severity.description) == ["error"])
        #expect(RouteTableProblem.Severity.error != .warning)
    }

    @Test(
        "an explanation's reading kind is the URL's kind, named web, custom or relative",
        arguments: [
            ("https://raycipe.example.com/share", URLParts.Kind.web, "web"),
            ("raycipe://recipes/2", .custom, "custom"),
            ("/share", .relative, "relative"),
        ])
    func readingKind(_ url: String, _ kind: URLParts.Kind, _ name: String) throws {
        let reading = try #require(Self.table.explain(url).reading)
        #expect(reading.kind == kind)
        #expect(reading.kind == (try URLParts(url)).kind)
        #expect(reading.kind.description == name)
    }
}
