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

        static let parsing: [Case<String, [String]>] = [
            Case("no query", "/a", []),
            Case("empty query", "/a?", []),
            Case("one item", "/a?x=1", ["x=1"]),
            Case("split on &", "/a?x=1&y=2", ["x=1", "y=2"]),
            Case("not on ;", "/a?x=1;y=2", ["x=1;y=2"]),
            Case("empty items are dropped", "/a?&&x=1&&y=2&", ["x=1", "y=2"]),
            Case("only ampersands", "/a?&&&", []),
            Case("the first = splits", "/a?x=a=b=c", ["x=a=b=c"]),
            Case("no = gives the empty value", "/a?flag", ["flag="]),
            Case("a trailing = gives the empty value", "/a?x=", ["x="]),
            Case("an empty name", "/a?=v", ["=v"]),
            Case("a lone =", "/a?=", ["="]),
            Case("repeated names keep every value in order", "/a?t=a&u=1&t=b&t=c", ["t=a", "u=1", "t=b", "t=c"]),
            Case("names are case-sensitive", "/a?T=1&t=2", ["T=1", "t=2"]),
            Case("percent-decoded name and value", "/a?caf%C3%A9=cr%C3%A8me", ["café=crème"]),
            Case("%26 and %3D stay inside", "/a?x%3Dy=a%26b", ["x=y=a&b"]),
            Case("%2B is always +", "/a?x=a%2Bb", ["x=a+b"]),
            Case("+ is a space in a relative reference", "/a?q=a+b&a+b=1", ["q=a b", "a b=1"]),
            Case("+ is a space in https", "https://raycipe.example.com/a?q=a+b", ["q=a b"]),
            Case("+ is a space in http", "http://raycipe.example.com/a?q=a+b", ["q=a b"]),
            Case("+ is a space in a network-path reference", "//raycipe.example.com/a?q=a+b", ["q=a b"]),
            Case("+ is literal in a custom scheme", "raycipe://a?q=a+b&a+b=1", ["q=a+b", "a+b=1"]),
            Case("+ is literal in a custom scheme, upper case", "RAYCIPE:a?q=1+1", ["q=1+1"]),
            Case("a stray % keeps the raw value", "/a?utm=50%", ["utm=50%"]),
            Case("a stray % in the middle keeps the raw value", "/a?utm=50%off", ["utm=50%off"]),
            Case("bad hex keeps the raw value", "/a?x=%G1", ["x=%G1"]),
            Case("a raw value keeps its + too (not decoded at all)", "/a?x=a+%G1", ["x=a+%G1"]),
            Case("not UTF-8 keeps the raw value", "/a?x=%FF", ["x=%FF"]),
            Case("overlong keeps the raw value", "/a?x=%C0%AF", ["x=%C0%AF"]),
            Case("a decoded control keeps the raw value", "/a?x=%00&y=%0A", ["x=%00", "y=%0A"]),
            Case("a decoded C1 control keeps the raw value", "/a?x=%C2%85", ["x=%C2%85"]),
            Case("a bad name keeps its raw text, the value still decodes", "/a?%ZZ=caf%C3%A9", ["%ZZ=café"]),
            Case("a ? inside the query", "/a?x=?&y=1?", ["x=?", "y=1?"]),
            Case("a / inside the query", "/a?next=/b/c", ["next=/b/c"]),
            Case("the fragment is not part of the query", "/a?x=1#y=2", ["x=1"]),
        ]

        @Test("query items", arguments: parsing)
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
