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

        @Test("hosts compare after ASCII lower-casing, without one trailing dot", arguments: try CaseFile.cases("host-rules.hosts"))
        func hostComparison(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("a port is digits up to 65535 and takes no part in matching", arguments: try CaseFile.cases("host-rules.ports"))
        func portRules(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("an empty port is allowed (RFC 3986 port = *DIGIT)")
        func emptyPort() {
            // Ports are "digits up to 65535"; an empty port is accepted (Docs/URLHandling.md, decisions).
            #expect(outcome(table, "https://raycipe.example.com:/recipes/2") == "web(id=2)")
        }

        @Test("user info makes a web link malformed", arguments: try CaseFile.cases("host-rules.user-info"))
        func userInfoRules(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("bad hosts make a web link malformed", arguments: try CaseFile.cases("host-rules.bad-hosts"))
        func badHostRules(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("IPv6 literals in brackets are allowed", arguments: try CaseFile.cases("host-rules.ipv6"))
        func ipv6Literals(_ c: Case<String, String>) {
            // An IPv6 host can be scanned but not pinned: patterns and @source accept only
            // registered names, so a well-formed IPv6 link comes from an unknown source.
            #expect(outcome(table, c.input) == c.expected)
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
