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

        static let hosts: [Case<String, String>] = [
            Case("exact", "https://raycipe.example.com/recipes/2", "web(id=2)"),
            Case("upper-case host", "https://RAYCIPE.EXAMPLE.COM/recipes/2", "web(id=2)"),
            Case("mixed-case host", "https://Raycipe.Example.Com/recipes/2", "web(id=2)"),
            Case("one trailing dot is removed", "https://raycipe.example.com./recipes/2", "web(id=2)"),
            Case("only one trailing dot is removed", "https://raycipe.example.com../recipes/2", "!no-route"),
            Case("trailing dot and a port", "https://raycipe.example.com.:443/recipes/2", "web(id=2)"),
            Case("http is another source", "http://raycipe.example.com/recipes/2", "plain(id=2)"),
            Case("xn-- label", "https://xn--rcipe-bsa.example/recipes/2", "idn(id=2)"),
            Case("xn-- label upper-cased", "https://XN--RCIPE-BSA.EXAMPLE/recipes/2", "idn(id=2)"),
            Case("a host the table does not know", "https://evil.example/recipes/2", "!no-route"),
            Case("a longer host is another host", "https://raycipe.example.com.evil.example/recipes/2", "!no-route"),
            Case("a suffix of a known host is another host", "https://example.com/recipes/2", "!no-route"),
            Case("host without a path", "https://raycipe.example.com", "!no-route"),
            Case("host with a query and no path", "https://raycipe.example.com?x=1", "!no-route"),
        ]

        @Test("hosts compare after ASCII lower-casing, without one trailing dot", arguments: hosts)
        func hostComparison(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        static let ports: [Case<String, String>] = [
            Case("443", "https://raycipe.example.com:443/recipes/2", "web(id=2)"),
            Case("another port takes no part in matching", "https://raycipe.example.com:8443/recipes/2", "web(id=2)"),
            Case("0", "https://raycipe.example.com:0/recipes/2", "web(id=2)"),
            Case("65535", "https://raycipe.example.com:65535/recipes/2", "web(id=2)"),
            Case("leading zeros", "https://raycipe.example.com:0000080/recipes/2", "web(id=2)"),
            Case("65536", "https://raycipe.example.com:65536/recipes/2", "!malformed"),
            Case("99999", "https://raycipe.example.com:99999/recipes/2", "!malformed"),
            Case("a huge port", "https://raycipe.example.com:18446744073709551617/recipes/2", "!malformed"),
            Case("a letter in the port", "https://raycipe.example.com:8a/recipes/2", "!malformed"),
            Case("a sign", "https://raycipe.example.com:+80/recipes/2", "!malformed"),
            Case("a negative port", "https://raycipe.example.com:-1/recipes/2", "!malformed"),
            Case("two colons", "https://raycipe.example.com:80:80/recipes/2", "!malformed"),
            Case("a port on a network-path reference", "//raycipe.example.com:8080/recipes/2", "web(id=2)"),
            Case("a port with no path", "https://raycipe.example.com:8080", "!no-route"),
        ]

        @Test("a port is digits up to 65535 and takes no part in matching", arguments: ports)
        func portRules(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("an empty port is allowed (RFC 3986 port = *DIGIT)")
        func emptyPort() {
            // Ports are "digits up to 65535"; an empty port is accepted (Docs/URLHandling.md, decisions).
            #expect(outcome(table, "https://raycipe.example.com:/recipes/2") == "web(id=2)")
        }

        static let userInfo: [Case<String, String>] = [
            Case("user", "https://user@raycipe.example.com/recipes/2", "!malformed"),
            Case("user and password", "https://user:secret@raycipe.example.com/recipes/2", "!malformed"),
            Case("empty user info", "https://@raycipe.example.com/recipes/2", "!malformed"),
            Case("smuggled host", "https://raycipe.example.com@evil.example/recipes/2", "!malformed"),
            Case("on a network-path reference", "//user@raycipe.example.com/recipes/2", "!malformed"),
            Case("an @ in the path is fine", "https://raycipe.example.com/recipes/@me", "web(id=@me)"),
            Case("an @ in the query is fine", "https://raycipe.example.com/recipes/2?by=a@b", "web(id=2)"),
            Case("an @ in a custom scheme's authority is path", "raycipe://me@recipes/2", "!no-route"),
        ]

        @Test("user info makes a web link malformed", arguments: userInfo)
        func userInfoRules(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        static let badHosts: [Case<String, String>] = [
            Case("non-ASCII host", "https://raycipé.example/recipes/2", "!malformed"),
            Case("non-ASCII upper-case host", "https://RAYCIPÉ.example/recipes/2", "!malformed"),
            Case("percent-encoded host", "https://raycipe%2Eexample.com/recipes/2", "!malformed"),
            Case("percent-encoded non-ASCII host", "https://rayc%C3%A9pe.example/recipes/2", "!malformed"),
            Case("a brace in the host", "https://rayc{pe.example/recipes/2", "!malformed"),
            Case("a | in the host", "https://a|b.example/recipes/2", "!malformed"),
            Case("a quote in the host", "https://a\"b.example/recipes/2", "!malformed"),
            Case("empty host", "https:///recipes/2", "!malformed"),
            Case("empty host with a port", "https://:443/recipes/2", "!malformed"),
            Case("a host that is only a dot", "https://./recipes/2", "!malformed"),
            Case("a web scheme with one slash", "https:/raycipe.example.com/recipes/2", "!malformed"),
            Case("a web scheme without slashes", "https:raycipe.example.com/recipes/2", "!malformed"),
            Case("a web scheme with nothing", "https:", "!malformed"),
            // `//host/path` routes as `https://host/path`, so `///path` is `https:///path`: no host.
            Case("a network-path reference with no host", "///recipes/2", "!malformed"),
        ]

        @Test("bad hosts make a web link malformed", arguments: badHosts)
        func badHostRules(_ c: Case<String, String>) {
            #expect(outcome(table, c.input) == c.expected)
        }

        static let ipv6: [Case<String, String>] = [
            Case("loopback", "https://[::1]/recipes/2", "!no-route"),
            Case("with a port", "https://[::1]:8080/recipes/2", "!no-route"),
            Case("full address", "https://[2001:db8:0:0:0:0:0:1]/recipes/2", "!no-route"),
            Case("IPv4-mapped", "https://[::ffff:192.0.2.1]/recipes/2", "!no-route"),
            Case("missing ]", "https://[::1/recipes/2", "!malformed"),
            Case("a non-hex character", "https://[::g]/recipes/2", "!malformed"),
            Case("text after ]", "https://[::1]x/recipes/2", "!malformed"),
            Case("a bad port after ]", "https://[::1]:99999/recipes/2", "!malformed"),
            Case("a zone identifier", "https://[fe80::1%25eth0]/recipes/2", "!malformed"),
        ]

        @Test("IPv6 literals in brackets are allowed", arguments: ipv6)
        func ipv6Literals(_ c: Case<String, String>) {
            // An IPv6 host can be scanned but not pinned: patterns and @source accept only
            // registered names, so a well-formed IPv6 link comes from an unknown source.
            #expect(outcome(table, c.input) == c.expected)
        }

        static let roots: [Case<String, String>] = [
            Case("no path", "https://raycipe.example.com", "home()"),
            Case("no path, a query", "https://raycipe.example.com?x", "home()"),
            Case("no path, a fragment", "https://raycipe.example.com#f", "home()"),
            Case("no path, a port", "https://raycipe.example.com:443", "home()"),
            Case("no path, a port, a query and a fragment", "https://raycipe.example.com:443?x=1#y", "home()"),
            Case("a slash and an empty query", "https://raycipe.example.com/?", "home()"),
            Case("network path, no path", "//raycipe.example.com", "home()"),
            Case("network path, no path, a query", "//raycipe.example.com?x", "home()"),
            Case("custom scheme, only a query", "raycipe:?x", "root()"),
            Case("custom scheme, only a fragment", "raycipe:#f", "root()"),
            Case("custom scheme, a constrained query", "raycipe:?screen=a", "screen(s=a)"),
            Case("custom scheme, slashes and a constrained query", "raycipe:///?screen=a", "screen(s=a)"),
            Case("relative, only ?", "?", "relative()"),
            Case("relative, only #", "#", "relative()"),
        ]

        @Test("the root path, however it is written", arguments: roots)
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
