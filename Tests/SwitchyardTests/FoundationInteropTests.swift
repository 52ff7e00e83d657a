import Foundation
@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Foundation interop: a `URL` routes like its absolute string; `UUID` is a parameter type.
    @Suite("Foundation interop")
    struct FoundationInteropTests {
        let table = try! makeTable([
            ("detail", "raycipe://recipes/:id(int)"),
            ("web", "https://raycipe.example.com/recipes/:id(int)"),
            ("item", "/items/:id(uuid)"),
        ])

        static let urls: [String] = [
            "raycipe://recipes/2", "RAYCIPE:recipes/2", "https://raycipe.example.com/recipes/2?q=a+b#f",
            "https://RAYCIPE.example.com:8443/recipes/3", "https://evil.example/recipes/2", "/items/123e4567-e89b-12d3-a456-426614174000",
            "raycipe://recipes/%2E%2E", "raycipe://recipes/%G1",
        ]

        @Test("a Foundation URL routes like its text", arguments: urls)
        func foundationURL(_ text: String) throws {
            let url = try #require(URL(string: text), "Foundation does not take \(text)")
            #expect(outcome(table.match(url)) == outcome(table, url.absoluteString))
            #expect(outcome(table.explain(url).result) == outcome(table, url.absoluteString))
        }

        @Test("the query and fragment of a Foundation URL are kept")
        func queryAndFragment() throws {
            let match = try #require(table.match(URL(string: "https://raycipe.example.com/recipes/2?q=a+b&q=c#steps")!).match)
            #expect(match.query.all("q") == ["a b", "c"])
            #expect(match.fragment == "steps")
        }

        static let uuids: [Case<String, String?>] = [
            Case("lower case", "123e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-426614174000"),
            Case("upper case", "123E4567-E89B-12D3-A456-426614174000", "123e4567-e89b-12d3-a456-426614174000"),
            Case("braces", "{123e4567-e89b-12d3-a456-426614174000}", nil),
            Case("no dashes", "123e4567e89b12d3a456426614174000", nil),
            Case("not hex", "123e4567-e89b-12d3-a456-42661417400g", nil),
        ]

        @Test("UUID: 8-4-4-4-12 hex digits in any case, printed lower-case", arguments: uuids)
        func uuid(_ c: Case<String, String?>) throws {
            let value = UUID(routeParameter: Substring(c.input))
            #expect(value?.routeParameterText == c.expected)
            if let expected = c.expected {
                let match = try #require(table.match("/items/\(c.input)").match)
                #expect(try match.parameter("id", as: UUID.self) == UUID(uuidString: expected))
                #expect(UUID.routeParameterTypeName == "uuid")
            }
        }

        @Test("a UUID parameter that does not convert is a typed error")
        func uuidError() throws {
            let slugs = try makeTable([("s", "/s/:slug")])
            let match = try #require(slugs.match("/s/nope").match)
            let error = #expect(throws: ParameterError.self) { try match.parameter("slug", as: UUID.self) }
            #expect(error?.description == "parameter 'slug': \"nope\" is not a valid uuid")
        }
    }
}
