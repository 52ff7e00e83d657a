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

        static let ints: [Case<String, Int?>] = [
            Case("zero", "0", 0),
            Case("minus zero", "-0", 0),
            Case("plus sign", "+5", 5),
            Case("negative", "-42", -42),
            Case("leading zeros", "007", 7),
            Case("Int.max", "9223372036854775807", 9_223_372_036_854_775_807),
            Case("+Int.max", "+9223372036854775807", 9_223_372_036_854_775_807),
            Case("Int.max + 1", "9223372036854775808", nil),
            Case("Int.min", "-9223372036854775808", -9_223_372_036_854_775_808),
            Case("Int.min - 1", "-9223372036854775809", nil),
            Case("far too big", "99999999999999999999999", nil),
            Case("leading zeros before Int.max", "0009223372036854775807", 9_223_372_036_854_775_807),
            Case("encoded digits", "%31%32", 12),
            Case("a sign alone", "+", nil),
            Case("minus alone", "-", nil),
            Case("two signs", "+-1", nil),
            Case("a decimal point", "1.0", nil),
            Case("an exponent", "1e3", nil),
            Case("hex", "0x10", nil),
            Case("trailing letter", "12x", nil),
            Case("underscore", "1_000", nil),
            Case("encoded space", "%201", nil),
            Case("Arabic-Indic digit", "٣", nil),
            Case("full-width digit", "１", nil),
        ]

        @Test("int: [+-]?[0-9]+ that fits in 64 bits", arguments: ints)
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

        static let doubles: [Case<String, Double?>] = [
            Case("zero", "0", 0),
            Case("integer", "42", 42),
            Case("negative", "-1", -1),
            Case("plus sign", "+1.5", 1.5),
            Case("fraction", "2.25", 2.25),
            Case("exponent", "1.5e3", 1500),
            Case("upper-case exponent", "1E-3", 0.001),
            Case("signed exponent", "1e+3", 1000),
            Case("largest finite", "1.7976931348623157e308", 1.7976931348623157e308),
            Case("smallest negative finite", "-1.7976931348623157e308", -1.7976931348623157e308),
            Case("magnitude 308 written long", "100e306", 1e308),
            Case("small mantissa, big exponent", "0.001e310", 1e307),
            Case("underflow to zero is finite", "1e-400", 0),
            Case("zero with a huge exponent", "0e99999", 0),
            Case("zero point zero with a huge exponent", "0.0e400", 0),
            Case("a huge negative exponent", "1e-99999999999", 0),
            Case("rounds down to the largest finite", "1.7976931348623158e308", 1.7976931348623157e308),
            Case("rounds up to infinity", "1.7976931348623159e308", nil),
            Case("1e309 is not finite", "1e309", nil),
            Case("1.8e308 is not finite", "1.8e308", nil),
            Case("-1e309 is not finite", "-1e309", nil),
            Case("1000e306 is not finite", "1000e306", nil),
            Case("a huge exponent", "1e99999999999", nil),
            Case("no integer part", ".5", nil),
            Case("no fraction digits", "5.", nil),
            Case("exponent without digits", "1e", nil),
            Case("exponent sign without digits", "1e+", nil),
            Case("inf", "inf", nil),
            Case("infinity", "Infinity", nil),
            Case("nan", "nan", nil),
            Case("hex float", "0x1p3", nil),
            Case("underscore", "1_000.5", nil),
            Case("two points", "1.2.3", nil),
            Case("sign alone", "-", nil),
        ]

        @Test("double: [+-]?[0-9]+(\\.[0-9]+)?([eE][+-]?[0-9]+)?, finite", arguments: doubles)
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

        static let bools: [Case<String, Bool?>] = [
            Case("true", "true", true),
            Case("false", "false", false),
            Case("encoded true", "%74rue", true),
            Case("upper case", "TRUE", nil),
            Case("capitalised", "False", nil),
            Case("one", "1", nil),
            Case("zero", "0", nil),
            Case("yes", "yes", nil),
            Case("prefix", "tru", nil),
            Case("longer", "truee", nil),
            Case("same length, other letters", "falsy", nil),
        ]

        @Test("bool: exactly true or false", arguments: bools)
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

        static let uuids: [Case<String, Bool>] = [
            Case("lower case", "123e4567-e89b-12d3-a456-426614174000", true),
            Case("upper case", "123E4567-E89B-12D3-A456-426614174000", true),
            Case("mixed case", "123e4567-E89B-12d3-A456-426614174000", true),
            Case("nil UUID", "00000000-0000-0000-0000-000000000000", true),
            Case("encoded dash", "123e4567%2De89b-12d3-a456-426614174000", true),
            Case("no dashes", "123e4567e89b12d3a456426614174000", false),
            Case("one digit short", "123e4567-e89b-12d3-a456-42661417400", false),
            Case("one digit long", "123e4567-e89b-12d3-a456-4266141740000", false),
            Case("not hex", "123e4567-e89b-12d3-a456-42661417400g", false),
            Case("dashes moved", "123e456-7e89b-12d3-a456-426614174000", false),
            Case("braces", "{123e4567-e89b-12d3-a456-426614174000}", false),
            Case("underscores", "123e4567_e89b_12d3_a456_426614174000", false),
        ]

        @Test("uuid: 8-4-4-4-12 hexadecimal digits, any case", arguments: uuids)
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
