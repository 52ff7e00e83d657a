@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md, sources and rule 1 of "Which route wins": a pattern without a scheme matches relative
    /// references and URLs from the table's sources, nothing else; routes pinned to the URL's
    /// source are tried before unpinned ones.
    @Suite("Sources")
    struct SourcesTests {
        static let unpinnedOnly = [("delete", "/account/delete")]

        @Test("unpinned patterns never match links from unknown sources", arguments: try CaseFile.cases("sources.strangers"))
        func unknownSources(_ c: Case<String, String>) throws {
            let table = try makeTable(Self.unpinnedOnly)
            #expect(outcome(table, c.input) == c.expected)
            #expect(table.sources == [])
        }

        @Test("a pinned route makes its scheme (and host) a source", arguments: try CaseFile.cases("sources.pinned"))
        func pinnedRoutesMakeSources(_ c: Case<String, String>) throws {
            let table = try makeTable(Self.unpinnedOnly + [("home", "raycipe://home"), ("webHome", "https://raycipe.example.com/")])
            #expect(outcome(table, c.input) == c.expected)
            #expect(table.sources == ["raycipe:", "https://raycipe.example.com"])
        }

        @Test("declared sources (RouteTableOptions.sources) let unpinned routes serve them", arguments: try CaseFile.listCases("sources.declared"))
        func declaredSources(_ c: Case<String, [String]>) throws {
            var options = RouteTableOptions()
            options.sources = [c.input]
            let table = try makeTable(Self.unpinnedOnly, options: options)
            #expect(table.sources == c.expected)
            let url = c.expected[0].hasPrefix("https") ? "https://raycipe.example.com/account/delete" : "raycipe://account/delete"
            #expect(outcome(table, url) == "delete()")
            #expect(outcome(table, "https://evil.example/account/delete") == "!no-route")
            #expect(outcome(table, "evil://account/delete") == "!no-route")
        }

        @Test("a bad declared source is an error naming it and saying why", arguments: try CaseFile.cases("sources.bad"))
        func badDeclaredSources(_ c: Case<String, String>) {
            var options = RouteTableOptions()
            options.sources = [c.input]
            #expect(problems(Self.unpinnedOnly, options: options) == ["error: bad source '\(c.input)': \(c.expected)"])
            #expect(problems(Self.unpinnedOnly, options: options).count == 1)
        }

        @Test("a declared source that a pattern also pins is listed once")
        func declaredAndPinned() throws {
            var options = RouteTableOptions()
            options.sources = ["RAYCIPE:", "https://H.example./", "https://other.example"]
            let table = try makeTable([("a", "raycipe://a"), ("b", "https://h.example/b"), ("c", "/c")], options: options)
            #expect(table.sources == ["raycipe:", "https://h.example", "https://other.example"])
            #expect(outcome(table, "https://other.example/c") == "c()")
            #expect(outcome(table, "https://h.example/c") == "c()")
        }

        @Test("pinned routes are tried first and serve only their own source; other links fall through to unpinned routes", arguments: try CaseFile.ruled(["sources.pinned-first", "sources.fall-through", "sources.stay-home", "sources.relative"], CaseFile.routedCases))
        func pinnedAndUnpinned(_ c: Case<CaseFile.RoutedURL, String>) throws {
            #expect(try outcome(c.input) == c.expected)
        }

        @Test("a pinned ** hides the unpinned routes for its source, and the table warns")
        func hidingWarning() throws {
            let table = try makeTable([("all", "raycipe://**"), ("delete", "/account/delete")])
            #expect(outcome(table, "raycipe://account/delete") == "all()")
            #expect(outcome(table, "/account/delete") == "delete()")
            #expect(
                table.warnings.map(\.description) == [
                    "warning: route 'all' pattern \"raycipe://**\": this route takes every URL from raycipe:, so no route without a scheme can match them"
                ])
            #expect(try makeTable([("all", "raycipe://**")]).warnings.isEmpty)
            #expect(try makeTable([("all", "raycipe://**?x"), ("delete", "/a")]).warnings.isEmpty)
            #expect(try makeTable([("all", "raycipe://a/**"), ("delete", "/a")]).warnings.isEmpty)
        }
    }
}
