@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md, typed parameters: the grammar of `int`, `double`, `bool` and
    /// `uuid` at their edges, conversion to Swift types, custom types, and the typed errors.
    @Suite("Typed parameters")
    struct TypedParameterTests {
        let table: RouteTable = {
            var options = RouteTableOptions()
            options.parameterTypes = [CuisineParameter.self, Even.self]
            return try! makeTable(
                [
                    ("int", "/int/:v(int)"),
                    ("double", "/double/:v(double)"),
                    ("bool", "/bool/:v(bool)"),
                    ("uuid", "/uuid/:v(uuid)"),
                    ("cuisine", "/cuisine/:v(cuisine)"),
                    ("even", "/even/:v(even)"),
                ], options: options)
        }()

        @Test("int: [+-]?[0-9]+ that fits in 64 bits", arguments: try CaseFile.cases("typed-parameter.int") { try $0.optionalInt() })
        func int(_ c: Case<String, Int?>) throws {
            let result = table.match("/int/\(c.input)")
            if let expected = c.expected {
                let match = try #require(result.match, "\(c.input) should be an int")
                #expect(try match.parameter("v", as: Int.self) == expected)
                #expect(Int(routeParameter: Substring(match.parameterText("v")!)) == expected)
            } else {
                #expect(outcome(result) == "!no-route")
                #expect(Int(routeParameter: Substring(c.input)) == nil || c.input.contains("%"))
            }
        }

        @Test("double: [+-]?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?, finite", arguments: try CaseFile.cases("typed-parameter.double") { try $0.optionalDouble() })
        func double(_ c: Case<String, Double?>) throws {
            let result = table.match("/double/\(c.input)")
            if let expected = c.expected {
                let match = try #require(result.match, "\(c.input) should be a double")
                #expect(try match.parameter("v", as: Double.self) == expected)
            } else {
                #expect(outcome(result) == "!no-route")
                #expect(Double(routeParameter: Substring(c.input)) == nil)
            }
        }

        @Test("bool: exactly true or false", arguments: try CaseFile.cases("typed-parameter.bool") { try $0.optionalBool() })
        func bool(_ c: Case<String, Bool?>) throws {
            let result = table.match("/bool/\(c.input)")
            if let expected = c.expected {
                let match = try #require(result.match)
                #expect(try match.parameter("v", as: Bool.self) == expected)
            } else {
                #expect(outcome(result) == "!no-route")
                #expect(Bool(routeParameter: Substring(c.input)) == nil)
            }
        }

        @Test("uuid: 8-4-4-4-12 hexadecimal digits, any case", arguments: try CaseFile.cases("typed-parameter.uuid") { try $0.bool() })
        func uuid(_ c: Case<String, Bool>) {
            let result = table.match("/uuid/\(c.input)")
            #expect((result.match != nil) == c.expected, "\(outcome(result))")
        }

        @Test("custom types: a string-backed enum and a type with its own conversion")
        func customTypes() throws {
            #expect(outcome(table, "/cuisine/thai") == "cuisine(v=thai)")
            #expect(outcome(table, "/cuisine/Thai") == "!no-route")
            #expect(outcome(table, "/cuisine/greek") == "!no-route")
            #expect(try #require(table.match("/cuisine/italian").match).parameter("v", as: CuisineParameter.self) == .italian)
            #expect(outcome(table, "/even/4") == "even(v=4)")
            #expect(outcome(table, "/even/5") == "!no-route")
            #expect(try #require(table.match("/even/-8").match).parameter("v", as: Even.self) == Even(-8))
            #expect(CuisineParameter.thai.routeParameterText == "thai")
        }

        @Test("custom types in query constraints")
        func customTypeInQuery() throws {
            var options = RouteTableOptions()
            options.parameterTypes = [CuisineParameter.self]
            let table = try makeTable([("q", "/q?c=:c(cuisine)")], options: options)
            #expect(outcome(table, "/q?c=french") == "q(c=french)")
            #expect(outcome(table, "/q?c=dutch") == "!no-route")
        }

        @Test("a parameter converts to any type its text fits, and fails with a typed error otherwise")
        func conversionErrors() throws {
            let table = try makeTable([("slug", "/recipes/:slug"), ("id", "/ids/:id(int)")])
            let match = try #require(table.match("/recipes/12x").match)
            #expect(try match.parameter("slug", as: String.self) == "12x")
            #expect(try match.parameter("slug", as: Substring.self) == "12x")

            let invalid = #expect(throws: ParameterError.self) { try match.parameter("slug", as: Int.self) }
            #expect(invalid == ParameterError(kind: .invalid, name: "slug", text: "12x", expectedType: "int"))
            #expect(invalid?.description == "parameter 'slug': \"12x\" is not a valid int")

            let missing = #expect(throws: ParameterError.self) { try match.parameter("id", as: Int.self) }
            #expect(missing == ParameterError(kind: .missing, name: "id", text: nil, expectedType: "int"))

            let custom = #expect(throws: ParameterError.self) { try match.parameter("slug", as: CuisineParameter.self) }
            #expect(custom?.description == "parameter 'slug': \"12x\" is not a valid cuisine")

            let number = try #require(table.match("/ids/7").match)
            #expect(try number.parameter("id", as: Double.self) == 7)
            #expect(try number.parameter("id", as: String.self) == "7")
            #expect(number.parameterText("nope") == nil)
        }

        @Test("typed conversions print back to text that converts to the same value")
        func roundTrip() {
            for value in [0, 1, -1, Int.max, Int.min] {
                #expect(Int(routeParameter: Substring(value.routeParameterText)) == value)
            }
            for value in [0.0, 2.5, -0.125, 1e300, 1.7976931348623157e308, Double.leastNonzeroMagnitude, 123456789.0] {
                #expect(Double(routeParameter: Substring(value.routeParameterText)) == value, "\(value.routeParameterText)")
            }
            #expect(2.0.routeParameterText == "2")
            #expect(true.routeParameterText == "true")
            #expect(Bool(routeParameter: Substring(false.routeParameterText)) == false)
        }
    }
}
