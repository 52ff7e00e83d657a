@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// An `Int` read from a match: the value read from the URL's bytes in place (the word that
    /// ends it loaded whole when the value ends eight bytes or more into the URL) agrees with
    /// the standard library's `Int(_:)` for every text, at every distance from the URL's start,
    /// through a view (by name, by a table's key) and through an owned match.
    @Suite("Int parameter reads")
    struct IntParameterReadTests {
        static let table = try! RouteTable([
            RouteDefinition(name: "one", pattern: "/:v"),
            RouteDefinition(name: "two", pattern: "/a/:v"),
            RouteDefinition(name: "long", pattern: "/abcdefghij/:v"),
            RouteDefinition(name: "query", pattern: "app://find?v=:v"),
        ])

        static let texts = [
            "0", "7", "42", "-5", "+5", "-", "+", "123", "1234", "12345", "123456", "1234567", "12345678",
            "99999999", "00000000", "000000001", "123456789", "-12345678", "9223372036854775807",
            "9223372036854775808", "-9223372036854775808", "-9223372036854775809", "12a4", "1:2", "1/2",
            "12;", "9?", "x", "abcdefgh", "1234567\u{3A}", "%31%32", "1%2F2",
        ]

        static let prefixes = ["/", "/a/", "/abcdefghij/", "app://find?v="]

        @Test("agrees with Int(_:) at every offset", arguments: prefixes)
        func agrees(_ prefix: String) throws {
            let key = try #require(Self.table.parameterKey("v"))
            for text in Self.texts {
                let url = prefix + text
                guard let match = Self.table.match(url).match else {
                    // Only a text that adds a segment or ends the path can leave every route.
                    #expect(text.contains("/") || text.contains("?"), "\(url) matched no route")
                    continue
                }
                let decoded = try #require(match.parameterText("v"))
                let want = Int(decoded)
                #expect((try? match.parameter("v", as: Int.self)) == want, "\(url)")
                #expect((try? match.parameter(key, as: Int.self)) == want, "\(url)")
                Self.table.withMatch(url) { view in
                    #expect((try? view.parameter("v", as: Int.self)) == want, "\(url)")
                    #expect((try? view.parameter(key, as: Int.self)) == want, "\(url)")
                }
            }
        }

        @Test("a text that is no Int throws invalid, with the text")
        func invalid() throws {
            let key = try #require(Self.table.parameterKey("v"))
            let error = Self.table.withMatch("/abcdefghij/12:4") { view -> ParameterError? in
                do throws(ParameterError) {
                    _ = try view.parameter(key, as: Int.self)
                    return nil
                } catch { return error }
            }
            #expect(error?.kind == .invalid)
            #expect(error?.text == "12:4")
            #expect(error?.name == "v")
        }
    }
}
