@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md, query: items split on `&` (not `;`), empty items dropped, the first
    /// `=` splits, `+` is a space for web links and relative references but literal for custom
    /// schemes, an item without `=` has the empty value, names are case-sensitive, repeated names
    /// keep every value in order, and a name or value that does not decode keeps its raw text.
    @Suite("Query items")
    struct QueryItemsTests {
        let table = try! echoTable()

        func items(_ url: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
            guard let match = table.match(url).match else {
                Issue.record("\(url) did not match: \(outcome(table, url))", sourceLocation: sourceLocation)
                return []
            }
            return match.query.items.map { "\($0.name)=\($0.value)" }
        }

        @Test("query items", arguments: try CaseFile.listCases("query-items.parsing"))
        func queryParsing(_ c: Case<String, [String]>) {
            #expect(items(c.input) == c.expected)
        }

        @Test("first, all and isEmpty")
        func accessors() throws {
            let match = try #require(table.match("/a?t=a&u=1&t=b&flag").match)
            #expect(match.query.first("t") == "a")
            #expect(match.query.all("t") == ["a", "b"])
            #expect(match.query.first("flag") == "")
            #expect(match.query.first("T") == nil)
            #expect(match.query.all("missing") == [])
            #expect(!match.query.isEmpty)
            #expect(try #require(table.match("/a?&&").match).query.isEmpty)
            #expect(Array(match.query).map(\.name) == ["t", "u", "t", "flag"])
        }

        @Test("typed query values: first value, all values, optional, default, required")
        func typedValues() throws {
            let match = try #require(table.match("/a?page=2&id=7&id=-8&on=true&ratio=2.5&bad=12x").match)
            #expect(try match.query.value("page", as: Int.self) == 2)
            #expect(try match.query.value("missing", as: Int.self) == nil)
            #expect(try match.query.value("missing", as: Int.self, default: 1) == 1)
            #expect(try match.query.value("page", as: Int.self, default: 1) == 2)
            #expect(try match.query.values("id", as: Int.self) == [7, -8])
            #expect(try match.query.value("id", as: Int.self) == 7)
            #expect(try match.query.required("on", as: Bool.self) == true)
            #expect(try match.query.required("ratio", as: Double.self) == 2.5)
            #expect(try match.query.value("page", as: String.self) == "2")
        }

        @Test("a query value that does not convert is a typed error naming the item, the text and the type")
        func typedValueErrors() throws {
            let match = try #require(table.match("/a?bad=12x&id=1&id=x&on=TRUE").match)
            let invalid = #expect(throws: ParameterError.self) { try match.query.value("bad", as: Int.self) }
            #expect(invalid == ParameterError(kind: .invalid, name: "bad", text: "12x", expectedType: "int"))
            #expect(invalid?.description == "parameter 'bad': \"12x\" is not a valid int")

            let withDefault = #expect(throws: ParameterError.self) { try match.query.value("bad", as: Int.self, default: 0) }
            #expect(withDefault?.kind == .invalid)

            let second = #expect(throws: ParameterError.self) { try match.query.values("id", as: Int.self) }
            #expect(second?.description == "parameter 'id': \"x\" is not a valid int")

            let bool = #expect(throws: ParameterError.self) { try match.query.required("on", as: Bool.self) }
            #expect(bool?.description == "parameter 'on': \"TRUE\" is not a valid bool")

            let missing = #expect(throws: ParameterError.self) { try match.query.required("page", as: Int.self) }
            #expect(missing == ParameterError(kind: .missing, name: "page", text: nil, expectedType: "int"))
            #expect(missing?.description == "parameter 'page' is missing (expected an int)")
            #expect(ParameterError(kind: .missing, name: "s", text: nil, expectedType: "string").description == "parameter 's' is missing (expected a string)")
        }
    }
}
