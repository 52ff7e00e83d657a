@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md, "Errors found when the table is built": every rejected pattern says which pattern, where
    /// (column, counted in Unicode scalars) and why.
    @Suite("Pattern errors")
    struct PatternErrorTests {
        static let knownTypes = "(known: string, bool, int, double, uuid)"
        static let identifier = "a parameter name must be an ASCII identifier ([A-Za-z_][A-Za-z0-9_]*)"
        static let badLiteral = "has bad percent-encoding, or decodes to a control character or to bytes that are not UTF-8"
        static let neverMatches = "a literal segment that is . or .. (or decodes to such a part) can never match"

        /// (pattern, column, message)
        static let rejected: [Case<String, (Int, String)>] = [
            Case("unknown type", "/r/:id(integer)", (8, "unknown parameter type 'integer' \(knownTypes)")),
            Case("type names are case-sensitive", "/r/:id(Int)", (8, "unknown parameter type 'Int' \(knownTypes)")),
            Case("empty type", "/r/:id()", (8, "unknown parameter type '' \(knownTypes)")),
            Case("unclosed type", "/r/:id(int", (7, "a parameter type is missing its closing ): write :name(type)")),
            Case("unclosed type before the next segment", "/r/:id(int/x", (7, "a parameter type is missing its closing ): write :name(type)")),
            Case("text after the type", "/r/:id(int)x", (7, "a parameter type is written :name(type), with the ) last in the segment")),
            Case("** before the end", "/a/**/b", (4, "** must be the last segment of a pattern")),
            Case("**name before the end", "/a/**rest/b", (4, "** must be the last segment of a pattern")),
            Case("** twice", "/a/**/**", (4, "** must be the last segment of a pattern")),
            Case("** first of many", "**/a", (1, "** must be the last segment of a pattern")),
            Case("duplicate name", "/:id/:id", (6, "the parameter name 'id' is used twice")),
            Case("duplicate name, typed", "/:id(int)/x/:id(uuid)", (13, "the parameter name 'id' is used twice")),
            Case("duplicate name in the query", "/:id?q=:id", (8, "the parameter name 'id' is used twice")),
            Case("duplicate name as a rest", "/:id/**id", (6, "the parameter name 'id' is used twice")),
            Case("name starting with a digit", "/:1abc", (3, "\(identifier), not '1abc'")),
            Case("name with a dash", "/:na-me", (3, "\(identifier), not 'na-me'")),
            Case("non-ASCII name", "/:nämé", (3, "\(identifier), not 'nämé'")),
            Case("missing name", "/:", (2, "a parameter needs a name, as in :id or **rest")),
            Case("missing name with a type", "/:(int)", (2, "a parameter needs a name, as in :id or **rest")),
            Case("bad rest name", "/**1x", (4, "\(identifier), not '1x'")),
            Case("bad name in the query", "/a?x=:1", (7, "\(identifier), not '1'")),
            Case("star followed by text", "/*x", (2, "a segment starting with * must be *, ** or **name; write %2A for a literal *")),
            Case("bad percent-encoding", "/a%G1", (2, "a literal segment \(badLiteral)")),
            Case("truncated percent-encoding", "/ab%2", (2, "a literal segment \(badLiteral)")),
            Case("decodes to a control", "/x/%00", (4, "a literal segment \(badLiteral)")),
            Case("decodes to an overlong form", "/%C0%AF", (2, "a literal segment \(badLiteral)")),
            Case("dot", "/.", (2, neverMatches)),
            Case("dot dot", "/a/..", (4, neverMatches)),
            Case("encoded dot dot", "/a/%2E%2E", (4, neverMatches)),
            Case("hidden dot part", "/a%2F..%2Fb", (2, neverMatches)),
            Case("web scheme without host", "https:///a", (9, "a web pattern needs a host, as in https://example.com/path")),
            Case("web scheme with nothing", "https://", (9, "a web pattern needs a host, as in https://example.com/path")),
            Case("http without host", "http:///a", (8, "a web pattern needs a host, as in https://example.com/path")),
            Case("host that is a dot", "https://./a", (9, "a web pattern needs a host")),
            Case("host with a port", "https://raycipe.example.com:443/a", (28, "a host takes no port: ports take no part in matching")),
            Case("host with user info", "https://user@raycipe.example.com/a", (13, "a host must not carry user info (user@)")),
            Case("wildcard host", "https://*.example.com/a", (9, "a host cannot be a wildcard: name each host, or declare it with @source")),
            Case("non-ASCII host", "https://raycipé.example/a", (15, "a host must be ASCII: write internationalised names as xn-- labels")),
            Case("percent-encoded host", "https://rayc%69pe.example/a", (13, "a host must not be percent-encoded")),
            Case("bad character in host", "https://a{b/x", (10, "a host holds a character other than letters, digits, - . _ ~")),
            Case("query key constrained twice", "/a?x=1&x=2", (8, "the query key 'x' is constrained twice")),
            Case("query key constrained twice, other forms", "/a?x&y&x=:v", (8, "the query key 'x' is constrained twice")),
            Case("query key constrained twice, encoded", "/a?x=1&%78=2", (8, "the query key 'x' is constrained twice")),
            Case("query constraint without key", "/a?=v", (4, "a query constraint needs a key, as in ?key=value")),
            Case("bad query value", "/a?x=%G1", (6, "a query value \(badLiteral)")),
            Case("bad query key", "/a?%G1=1", (4, "a query key \(badLiteral)")),
            Case("unknown type in the query", "/a?x=:v(nope)", (9, "unknown parameter type 'nope' \(knownTypes)")),
            Case("fragment", "/a#frag", (3, "a pattern has no fragment (#); fragments take no part in matching")),
            Case("columns count Unicode scalars", "/é/😀/:1", (7, "\(identifier), not '1'")),
        ]

        @Test("a rejected pattern names itself, the column and the reason", arguments: rejected)
        func rejection(_ c: Case<String, (Int, String)>) {
            let (column, message) = c.expected
            #expect(problems([("r", c.input)]) == ["error: route 'r' pattern \"\(c.input)\": column \(column): \(message)"])
        }

        @Test("every problem in a pattern is reported, left to right")
        func everyProblem() {
            let pattern = "/:1a/**/:id(foo)"
            #expect(
                problems([("r", pattern)]) == [
                    "error: route 'r' pattern \"\(pattern)\": column 3: \(Self.identifier), not '1a'",
                    "error: route 'r' pattern \"\(pattern)\": column 6: ** must be the last segment of a pattern",
                    "error: route 'r' pattern \"\(pattern)\": column 13: unknown parameter type 'foo' \(Self.knownTypes)",
                ])
        }

        @Test("every bad pattern of a table is reported, not just the first")
        func everyPattern() throws {
            let error = #expect(throws: RouteTableError.self) {
                try makeTable([("good", "/ok"), ("a", "/:1"), ("b", "/x/**/y"), ("c", "https:///z")])
            }
            let problems = try #require(error).problems
            #expect(problems.map(\.routeName) == ["a", "b", "c"])
            #expect(problems.map(\.severity) == [.error, .error, .error])
            #expect(problems.map(\.pattern) == ["/:1", "/x/**/y", "https:///z"])
            let lines = [
                "error: route 'a' pattern \"/:1\": column 3: \(Self.identifier), not '1'",
                "error: route 'b' pattern \"/x/**/y\": column 4: ** must be the last segment of a pattern",
                "error: route 'c' pattern \"https:///z\": column 9: a web pattern needs a host, as in https://example.com/path",
            ]
            #expect(problems.map(\.description) == lines)
            #expect(error?.description == "3 problems: " + lines.joined(separator: "; "))
        }

        @Test("a custom type registered in the options is among the known types")
        func knownTypesIncludeCustom() {
            var options = RouteTableOptions()
            options.parameterTypes = [CuisineParameter.self]
            #expect(
                problems([("r", "/:c(cuisines)")], options: options) == [
                    "error: route 'r' pattern \"/:c(cuisines)\": column 5: unknown parameter type 'cuisines' (known: string, bool, int, double, uuid, cuisine)"
                ])
            #expect(
                problems([("r", "/:c(cuisine)")]) == [
                    "error: route 'r' pattern \"/:c(cuisine)\": column 5: unknown parameter type 'cuisine' \(Self.knownTypes)"
                ])
        }

        @Test("PatternError counts columns in Unicode scalars")
        func patternErrorColumn() {
            let error = PatternError(pattern: "/é/:1", offset: 5, message: "m")
            #expect(error.column == 5)
            #expect(error.description == "pattern \"/é/:1\", column 5: m")
            #expect(PatternError(pattern: "/a", offset: 99, message: "m").column == 3)
        }
    }
}
