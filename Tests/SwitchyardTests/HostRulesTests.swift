@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/URLHandling.md, web links: ASCII-only lower-casing, one trailing dot, ports,
    /// user info, non-ASCII and `%` in hosts, IPv6 literals.
    @Suite("Host rules")
    struct HostRulesTests {
        let table = try! makeTable([
            ("web", "https://raycipe.example.com/recipes/:id"),
            ("plain", "http://raycipe.example.com/recipes/:id"),
            ("idn", "https://xn--rcipe-bsa.example/recipes/:id"),
            ("unpinned", "/recipes/:id"),
        ])

        static let webLinkFiles = ["host-rules.hosts", "host-rules.ports", "host-rules.user-info", "host-rules.bad-hosts", "host-rules.ipv6"]

        @Test("ASCII lower-casing, one trailing dot, ports, user info, bad hosts, IPv6 literals", arguments: try CaseFile.ruled(webLinkFiles, CaseFile.cases))
        func webLinkHostRules(_ c: Case<String, String>) {
            // An IPv6 host can be scanned but not pinned: patterns and @source accept only
            // registered names, so a well-formed IPv6 link comes from an unknown source.
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("an empty port is allowed (RFC 3986 port = *DIGIT)")
        func emptyPort() {
            // Ports are "digits up to 65535"; an empty port is accepted (Docs/URLHandling.md, decisions).
            #expect(outcome(table, "https://raycipe.example.com:/recipes/2") == "web(id=2)")
        }

        @Test("the root path, however it is written", arguments: try CaseFile.cases("host-rules.roots"))
        func rootForms(_ c: Case<String, String>) throws {
            let table = try makeTable([
                ("home", "https://raycipe.example.com/"), ("root", "raycipe://"), ("relative", "/"), ("screen", "raycipe://?screen=:s"),
            ])
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("a registered name may hold RFC 3986 sub-delimiters; it is simply another host")
        func subDelimitersInHost() {
            #expect(outcome(table, "https://a!b$c.example/recipes/2") == "!no-route")
            #expect(outcome(table, "https://raycipe_example.com/recipes/2") == "!no-route")
        }
    }
}
