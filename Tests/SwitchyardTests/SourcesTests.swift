@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md, sources and rule 1 of "Which route wins": a pattern without a scheme matches relative
    /// references and URLs from the table's sources, nothing else; routes pinned to the URL's
    /// source are tried before unpinned ones.
    @Suite("Sources")
    struct SourcesTests {
        static let unpinnedOnly = [("delete", "/account/delete")]

        static let strangers: [Case<String, String>] = [
            Case("relative", "/account/delete", "delete()"),
            Case("rootless relative", "account/delete", "delete()"),
            Case("a web link from an unknown host", "https://evil.example/account/delete", "!no-route"),
            Case("http from an unknown host", "http://evil.example/account/delete", "!no-route"),
            Case("a network-path reference to an unknown host", "//evil.example/account/delete", "!no-route"),
            Case("an unknown custom scheme", "evil://account/delete", "!no-route"),
            Case("an unknown custom scheme, path form", "evil:/account/delete", "!no-route"),
        ]

        @Test("unpinned patterns never match links from unknown sources", arguments: strangers)
        func unknownSources(_ c: Case<String, String>) throws {
            let table = try makeTable(Self.unpinnedOnly)
            #expect(outcome(table, c.input) == c.expected)
            #expect(table.sources == [])
        }

        static let pinnedSources: [Case<String, String>] = [
            Case("the pinned host", "https://raycipe.example.com/account/delete", "delete()"),
            Case("the pinned host, other case and trailing dot", "https://RAYCIPE.example.com./account/delete", "delete()"),
            Case("the pinned host as a network-path reference", "//raycipe.example.com/account/delete", "delete()"),
            Case("the pinned host over http is another source", "http://raycipe.example.com/account/delete", "!no-route"),
            Case("a subdomain of the pinned host", "https://www.raycipe.example.com/account/delete", "!no-route"),
            Case("the pinned custom scheme", "raycipe://account/delete", "delete()"),
            Case("the pinned custom scheme, upper case", "RAYCIPE:account/delete", "delete()"),
            Case("an unknown host", "https://evil.example/account/delete", "!no-route"),
            Case("a pinned route still matches", "raycipe://home", "home()"),
            Case("a pinned web route still matches", "https://raycipe.example.com/", "webHome()"),
        ]

        @Test("a pinned route makes its scheme (and host) a source", arguments: pinnedSources)
        func pinnedRoutesMakeSources(_ c: Case<String, String>) throws {
            let table = try makeTable(Self.unpinnedOnly + [("home", "raycipe://home"), ("webHome", "https://raycipe.example.com/")])
            #expect(outcome(table, c.input) == c.expected)
            #expect(table.sources == ["raycipe:", "https://raycipe.example.com"])
        }

        static let declared: [Case<String, [String]>] = [
            Case("custom scheme with a colon", "raycipe:", ["raycipe:"]),
            Case("custom scheme with slashes", "raycipe://", ["raycipe:"]),
            Case("custom scheme, upper case", "RAYCIPE:", ["raycipe:"]),
            Case("web host", "https://raycipe.example.com", ["https://raycipe.example.com"]),
            Case("web host with a slash, upper case, trailing dot", "HTTPS://RAYCIPE.example.com./", ["https://raycipe.example.com"]),
        ]

        @Test("declared sources (RouteTableOptions.sources) let unpinned routes serve them", arguments: declared)
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

        static let badSources: [Case<String, String>] = [
            Case("no colon", "raycipe", "a source is a scheme (raycipe:) or a web scheme and host (https://example.com)"),
            Case("a scheme starting with a digit", "1x:", "a source is a scheme (raycipe:) or a web scheme and host (https://example.com)"),
            Case("a web scheme without //", "https:", "a web source is written https://host"),
            Case("a web scheme without host", "https://", "a web pattern needs a host, as in https://example.com/path"),
            Case("a web source with a path", "https://raycipe.example.com/a", "a source names no path"),
            Case("a web source with a port", "https://raycipe.example.com:443", "a host takes no port: ports take no part in matching"),
            Case("a custom source with a path", "raycipe://x", "a custom-scheme source is just the scheme, as in raycipe:"),
        ]

        @Test("a bad declared source is an error naming it and saying why", arguments: badSources)
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

        @Test("routes pinned to the URL's source are tried first, even when less specific")
        func pinnedFirst() throws {
            let table = try makeTable([("pinned", "raycipe://:anything"), ("unpinned", "/home")])
            #expect(outcome(table, "raycipe://home") == "pinned(anything=home)")
            #expect(outcome(table, "/home") == "unpinned()")
            let web = try makeTable([("pinned", "https://raycipe.example.com/**"), ("unpinned", "/home")])
            #expect(outcome(web, "https://raycipe.example.com/home") == "pinned()")
        }

        @Test("when no pinned route matches, the unpinned routes are tried")
        func fallThroughToUnpinned() throws {
            let table = try makeTable([
                ("detail", "raycipe://recipes/:id(int)"), ("new", "/recipes/new"),
                ("webDetail", "https://raycipe.example.com/recipes/:id(int)"),
            ])
            #expect(outcome(table, "raycipe://recipes/new") == "new()")
            #expect(outcome(table, "raycipe://recipes/2") == "detail(id=2)")
            #expect(outcome(table, "https://raycipe.example.com/recipes/new") == "new()")
            #expect(outcome(table, "/recipes/2") == "!no-route")
        }

        @Test("pinned routes of one source never see another source's links")
        func pinnedRoutesStayHome() throws {
            let table = try makeTable([
                ("custom", "raycipe://a"), ("web", "https://raycipe.example.com/b"), ("other", "https://other.example/c"),
            ])
            #expect(outcome(table, "raycipe://b") == "!no-route")
            #expect(outcome(table, "https://raycipe.example.com/a") == "!no-route")
            #expect(outcome(table, "https://raycipe.example.com/c") == "!no-route")
            #expect(outcome(table, "https://other.example/c") == "other()")
            #expect(outcome(table, "/a") == "!no-route")
            #expect(outcome(table, "otherscheme://a") == "!no-route")
        }

        @Test("a relative reference never reaches pinned routes")
        func relativeNeverPinned() throws {
            let table = try makeTable([("custom", "raycipe://home"), ("web", "https://raycipe.example.com/home")])
            #expect(outcome(table, "/home") == "!no-route")
            #expect(outcome(table, "home") == "!no-route")
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
