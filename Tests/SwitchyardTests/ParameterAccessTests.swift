#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif
@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Reading parameters without a `String`: the view's bytes (the URL's own when nothing is
    /// escaped, decoded on the stack otherwise), keys, and typed values parsed from the bytes.
    @Suite("Parameter access")
    struct ParameterAccessTests {
        static let table = try! RouteTable(
            [
                RouteDefinition(name: "repo", pattern: "/repos/:owner/:repo"),
                RouteDefinition(name: "file", pattern: "/files/**path"),
                RouteDefinition(name: "typed", pattern: "/t/:i(int)/:d(double)/:b(bool)/:u(uuid)/:c(cuisine)"),
                RouteDefinition(name: "search", pattern: "https://example.com/search?q=:q"),
                RouteDefinition(name: "app.search", pattern: "app://search?q=:q"),
            ],
            options: {
                var options = RouteTableOptions()
                options.parameterTypes = [CuisineParameter.self]
                return options
            }())

        struct Case: Sendable, CustomTestStringConvertible {
            var label: String
            var url: String
            var name: String
            /// The value, or nil when the route has no such parameter.
            var value: String?
            /// True when the bytes must be the URL's own (nothing to decode).
            var inPlace: Bool
            var testDescription: String { label }
        }

        static let cases: [Case] = [
            Case(label: "plain segment", url: "/repos/apple/swift", name: "owner", value: "apple", inPlace: true),
            Case(label: "second segment", url: "/repos/apple/swift", name: "repo", value: "swift", inPlace: true),
            Case(
                label: "segment longer than 15 bytes", url: "/repos/e72e16c7e42f292c6912e7710c838347ae178b4a/x",
                name: "owner", value: "e72e16c7e42f292c6912e7710c838347ae178b4a", inPlace: true),
            Case(label: "escaped segment", url: "/repos/a%20b/%C3%A9t%C3%A9", name: "repo", value: "été", inPlace: false),
            Case(label: "escaped neighbour, plain value", url: "/repos/a%20b/swift", name: "repo", value: "swift", inPlace: true),
            Case(label: "missing name", url: "/repos/apple/swift", name: "path", value: nil, inPlace: false),
            Case(label: "rest, plain", url: "/files/a/b/c.txt", name: "path", value: "a/b/c.txt", inPlace: true),
            Case(label: "rest, empty segment dropped", url: "/files/a//b", name: "path", value: "a/b", inPlace: false),
            Case(label: "rest, escaped", url: "/files/a%2Fb/c", name: "path", value: "a/b/c", inPlace: false),
            Case(label: "query, plus is a space on the web", url: "https://example.com/search?q=a+b", name: "q", value: "a b", inPlace: false),
            Case(label: "query, plus kept in a custom scheme", url: "app://search?q=a+b", name: "q", value: "a+b", inPlace: true),
            Case(label: "query, bad escape kept as written (a copy)", url: "https://example.com/search?q=100%", name: "q", value: "100%", inPlace: false),
            Case(label: "query, escape", url: "app://search?q=%E2%9C%93", name: "q", value: "✓", inPlace: false),
        ]

        /// True when `inner` lies inside `outer`'s memory.
        static func lies(_ inner: UnsafeBufferPointer<UInt8>, in outer: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let a = inner.baseAddress, let b = outer.baseAddress else { return inner.isEmpty }
            return a >= b && a + inner.count <= b + outer.count
        }

        @Test("withParameterBytes by name and by key", arguments: cases)
        func bytes(_ item: Case) {
            var url = item.url
            url.withUTF8 { urlBytes in
                let key = ParameterKey(item.name)
                Self.table.withMatch(item.url) { view in
                    let isMatch = view.isMatch
                    #expect(isMatch, "\(item.url) must match")
                    let byName = view.withParameterBytes(item.name) { String(decoding: $0, as: UTF8.self) }
                    let byKey = view.withParameterBytes(key) { String(decoding: $0, as: UTF8.self) }
                    #expect(byName == item.value)
                    #expect(byKey == item.value)
                    // A key made in the table finds the capture by the route's entry.
                    if let tableKey = Self.table.parameterKey(item.name) {
                        #expect(view.withParameterBytes(tableKey) { String(decoding: $0, as: UTF8.self) } == item.value)
                    }
                    #expect(view.parameterText(item.name) == item.value)
                    if item.value != nil {
                        // The view's bytes are those of the string it was handed (the same storage).
                        let shared = item.url.utf8.withContiguousStorageIfAvailable { all in
                            view.withParameterBytes(key) { Self.lies($0, in: all) }
                        }
                        #expect(shared == .some(.some(item.inPlace)), "in place: \(item.inPlace)")
                    }
                }
                _ = urlBytes
            }
        }

        @Test("RouteMatch reads the same values by name and by key", arguments: cases)
        func owned(_ item: Case) throws {
            let match = try #require(Self.table.match(item.url).match)
            let key = ParameterKey(item.name)
            #expect(match.parameterText(item.name) == item.value)
            #expect(match.withParameterBytes(key) { String(decoding: $0, as: UTF8.self) } == item.value)
            #expect(match.withParameterBytes(item.name) { String(decoding: $0, as: UTF8.self) } == item.value)
            if let tableKey = Self.table.parameterKey(item.name) {
                #expect(match.withParameterBytes(tableKey) { String(decoding: $0, as: UTF8.self) } == item.value)
            }
            if let value = item.value {
                #expect(try match.parameter(key, as: String.self) == value)
                #expect(try match.parameter(Self.table.parameterKey(item.name)!, as: String.self) == value)
                #expect(try match.parameter(item.name, as: Substring.self) == Substring(value))
            } else {
                #expect(throws: ParameterError(kind: .missing, name: item.name, text: nil, expectedType: "string")) {
                    try match.parameter(key, as: String.self)
                }
            }
        }

        @Test("typed reads parse the bytes in place")
        func typed() throws {
            let url = "/t/-42/2.5e3/true/0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0/thai"
            let keys = (i: ParameterKey("i"), d: ParameterKey("d"), b: ParameterKey("b"), u: ParameterKey("u"), c: ParameterKey("c"))
            try Self.table.withMatch(url) { view throws(ParameterError) in
                #expect(try view.parameter(keys.i, as: Int.self) == -42)
                #expect(try view.parameter(keys.d, as: Double.self) == 2500)
                #expect(try view.parameter(keys.b, as: Bool.self) == true)
                #expect(try view.parameter(keys.c, as: CuisineParameter.self) == .thai)
                #expect(try view.parameter("c", as: CuisineParameter.self) == .thai)
                #if canImport(FoundationEssentials) || canImport(Foundation)
                #expect(try view.parameter(keys.u, as: UUID.self) == UUID(uuidString: "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"))
                #endif
            }
            let match = try #require(Self.table.match(url).match)
            #expect(try match.parameter(keys.i, as: Int.self) == -42)
            #expect(try match.parameter(keys.d, as: Double.self) == 2500)
        }

        /// A read of `Data/cases/parameter-access.errors.tsv`: the URL, the parameter, the type it is read as.
        struct Read: Sendable {
            var url: String
            var name: String
            var type: String
        }

        static func failures() throws -> [SwitchyardTests.Case<Read, String>] {
            try CaseFile.rows("parameter-access.errors", columns: 5).map { row in
                let f = row.fields
                let type = try f[3].text()
                guard ["int", "cuisine", "string"].contains(type) else { throw f[3].problem("'\(type)' is not int, cuisine or string") }
                return SwitchyardTests.Case(try f[0].text(), Read(url: try f[1].text(), name: try f[2].text(), type: type), try f[4].text(), place: row.place)
            }
        }

        /// Reads the parameter of `key` as the type named `type`.
        static func read(_ view: MatchView, _ key: ParameterKey, as type: String) throws(ParameterError) {
            switch type {
            case "int": _ = try view.parameter(key, as: Int.self)
            case "cuisine": _ = try view.parameter(key, as: CuisineParameter.self)
            default: _ = try view.parameter(key, as: String.self)
            }
        }

        @Test("errors name the parameter, the text and the type", arguments: try failures())
        func errors(_ c: SwitchyardTests.Case<Read, String>) {
            #expect(Self.error(c.input, key: ParameterKey(c.input.name))?.description == c.expected)
            // The same error through a key made in the table, when the table has the name.
            if let tableKey = Self.table.parameterKey(c.input.name) {
                #expect(Self.error(c.input, key: tableKey)?.description == c.expected)
            }
        }

        /// What `read` throws with `key`, or nil.
        static func error(_ read: Read, key: ParameterKey) -> ParameterError? {
            table.withMatch(read.url) { view -> ParameterError? in
                do throws(ParameterError) {
                    try Self.read(view, key, as: read.type)
                    return nil
                } catch {
                    return error
                }
            }
        }

        @Test("a table's key exists only for its parameters' names")
        func tableKeys() {
            #expect(Self.table.parameterKey("owner")?.name == "owner")
            #expect(Self.table.parameterKey("q") == ParameterKey("q"))
            #expect(Self.table.parameterKey("Owner") == nil)
            #expect(Self.table.parameterKey("") == nil)
        }

        @Test("a decoded value longer than the stack's guaranteed scratch")
        func longValue() {
            let value = String(repeating: "é", count: 1_500)
            let escaped = String(repeating: "%C3%A9", count: 1_500)
            let table = try! RouteTable([RouteDefinition(name: "long", pattern: "/long/:text")])
            let read = table.withMatch("/long/" + escaped) { view in view.withParameterBytes("text") { String(decoding: $0, as: UTF8.self) } }
            #expect(read == .some(value))
        }

        @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        @Test("withParameterText hands a UTF8Span of the value")
        func span() {
            let count = Self.table.withMatch("/repos/a%20b/%C3%A9t%C3%A9") { view in
                view.withParameterText(ParameterKey("repo")) { $0.count }
            }
            #expect(count == .some(5))
        }
    }
}
