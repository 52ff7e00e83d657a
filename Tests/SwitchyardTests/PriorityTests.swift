@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md, "Which route wins", rules 2 to 4: the most specific route wins, segment by segment from
    /// the left; backtracking finds the most specific route that matches the whole URL; query
    /// constraints order routes that share a path; insertion order never matters.
    ///
    /// A deliberate decision, tested as implemented: `:name` ranks before `*` (they do not
    /// conflict), because the shared conformance suite (hummingbird.trie_route_precedence)
    /// requires it, a documented decision (Docs/PatternSyntax.md).
    @Suite("Priority")
    struct PriorityTests {
        static var options: RouteTableOptions {
            var options = RouteTableOptions()
            options.parameterTypes = [Even.self]
            return options
        }

        /// Most specific first.
        static let ladder: [(String, String)] = [
            ("literal", "/p/8"),
            ("bool", "/p/:v(bool)"),
            ("int", "/p/:v(int)"),
            ("double", "/p/:v(double)"),
            ("uuid", "/p/:v(uuid)"),
            ("custom", "/p/:v(even)"),
            ("name", "/p/:v"),
            ("star", "/p/*"),
            ("rest", "/p/**"),
        ]

        /// For each segment, which rungs of the ladder accept it.
        static let segments: [Case<String, Set<String>>] = [
            Case("8", "8", ["literal", "int", "double", "custom", "name", "star", "rest"]),
            Case("true", "true", ["bool", "name", "star", "rest"]),
            Case("6", "6", ["int", "double", "custom", "name", "star", "rest"]),
            Case("1.5", "1.5", ["double", "name", "star", "rest"]),
            Case("1e3", "1e3", ["double", "name", "star", "rest"]),
            Case("uuid", "00000000-0000-0000-0000-000000000008", ["uuid", "name", "star", "rest"]),
            Case("word", "word", ["name", "star", "rest"]),
        ]

        @Test("literal, then bool, int, double, uuid, custom, then :name, *, **", arguments: segments)
        func ladderOrder(_ c: Case<String, Set<String>>) throws {
            // Remove the winner one rung at a time: the next accepting rung must win each time.
            for drop in 0..<Self.ladder.count {
                let routes = Array(Self.ladder[drop...])
                let table = try makeTable(routes, options: Self.options)
                let expected = routes.first { c.expected.contains($0.0) }?.0
                let got = table.match("/p/\(c.input)").match?.routeName
                #expect(got == expected, "with routes from \(routes[0].0) down")
            }
        }

        @Test("the end of the path beats **")
        func endBeatsRest() throws {
            let table = try makeTable([("rest", "/a/**"), ("exact", "/a"), ("named", "/b/**tail"), ("b", "/b")])
            #expect(outcome(table, "/a") == "exact()")
            #expect(outcome(table, "/a/") == "exact()")
            #expect(outcome(table, "/a/x") == "rest()")
            #expect(outcome(table, "/b") == "b()")
            #expect(outcome(table, "/b/c") == "named(tail=c)")
        }

        @Test("** matching zero segments is found when nothing ends there")
        func restZeroSegments() throws {
            let table = try makeTable([("rest", "/a/**tail"), ("child", "/a/:x")])
            #expect(outcome(table, "/a") == "rest(tail=)")
            #expect(outcome(table, "/a/b") == "child(x=b)")
            #expect(outcome(table, "/a/b/c") == "rest(tail=b/c)")
        }

        /// Each file's routes in their table order (which the rules must overturn), with the
        /// custom type `even` registered, as in the ladder.
        @Test("the leftmost difference decides; backtracking finds the most specific route that matches the whole URL", arguments: try CaseFile.ruled(["priority.leftmost", "priority.backtracking"], CaseFile.routedCases))
        func pathPriority(_ c: Case<CaseFile.RoutedURL, String>) throws {
            #expect(try outcome(c.input, options: Self.options) == c.expected)
        }

        @Test("between routes with the same path: literal, typed, :name, presence-only, none", arguments: try CaseFile.cases("priority.query-order"))
        func queryConstraintOrder(_ c: Case<String, String>) throws {
            let table = try makeTable([
                ("none", "/s"), ("present", "/s?x"), ("name", "/s?x=:v"), ("typed", "/s?x=:v(int)"), ("literal", "/s?x=1"),
            ])
            #expect(outcome(table, c.input) == c.expected)
        }

        @Test("presence-only wins over no constraint")
        func presenceBeatsNone() throws {
            let table = try makeTable([("none", "/s"), ("present", "/s?x")])
            #expect(outcome(table, "/s?x") == "present()")
            #expect(outcome(table, "/s?x=anything") == "present()")
            #expect(outcome(table, "/s?y") == "none()")
        }

        @Test("more satisfied constraints win")
        func moreConstraintsWin() throws {
            let table = try makeTable([("one", "/t?a"), ("two", "/t?a&b"), ("three", "/t?a&b&c=:c(int)")])
            #expect(outcome(table, "/t?a&b&c=1") == "three(c=1)")
            #expect(outcome(table, "/t?a&b&c=x") == "two()")
            #expect(outcome(table, "/t?b&a") == "two()")
            #expect(outcome(table, "/t?a") == "one()")
            #expect(outcome(table, "/t?b") == "!no-route")
            // More constraints win even when they are weaker kinds.
            let weaker = try makeTable([("literal", "/w?a=1"), ("presences", "/w?a&b")])
            #expect(outcome(weaker, "/w?a=1&b") == "presences()")
            #expect(outcome(weaker, "/w?a=1") == "literal()")
        }

        @Test("with equal counts, kinds are compared first, most specific first; keys only when every kind is equal")
        func keyOrder() throws {
            // The same kinds (a literal and a presence): the keys decide, `a` before `b`.
            let table = try makeTable([("aLiteral", "/u?a=1&b"), ("bLiteral", "/u?a&b=1")])
            #expect(outcome(table, "/u?a=1&b=1") == "aLiteral()")
            #expect(outcome(table, "/u?a=2&b=1") == "bLiteral()")
            // A literal and a double beat an int and a :name, whatever the keys.
            let typed = try makeTable([("int", "/v?a=:n(int)&b=:m"), ("double", "/v?a=:d(double)&b=1")])
            #expect(outcome(typed, "/v?a=1&b=1") == "double(d=1)")
            #expect(outcome(typed, "/v?a=1.5&b=1") == "double(d=1.5)")
            #expect(outcome(typed, "/v?a=1&b=2") == "int(n=1, m=2)")
        }

        @Test("path specificity beats query constraints")
        func pathBeforeQuery() throws {
            let table = try makeTable([("literal", "/p/x"), ("param", "/p/:v?q=1&r=2&s")])
            #expect(outcome(table, "/p/x?q=1&r=2&s") == "literal()")
            #expect(outcome(table, "/p/y?q=1&r=2&s") == "param(v=y)")
        }

        @Test("the result never depends on the order routes were added")
        func insertionOrderIndependence() throws {
            let routes: [(String, String)] = [
                ("root", "/"), ("all", "/**rest"),
                ("users", "/users"), ("user", "/users/:id(int)"), ("userSlug", "/users/:slug"), ("me", "/users/me"),
                ("userAny", "/users/*"), ("userRest", "/users/:id(int)/**rest"), ("userPosts", "/users/:id/posts"),
                ("post", "/users/:id(int)/posts/:post(uuid)"), ("postsAny", "/users/*/posts/**"),
                ("flag", "/flags/:on(bool)"), ("ratio", "/flags/:r(double)"), ("flagName", "/flags/:name"),
                ("q", "/search?q=:q"), ("qLit", "/search?q=swift"), ("qInt", "/search?q=:n(int)"), ("qAny", "/search?q"), ("search", "/search"),
                ("qPage", "/search?q=:q&page=:p(int)"),
                ("pinned", "raycipe://users/:id(int)"), ("pinnedAll", "raycipe://**"), ("web", "https://raycipe.example.com/users/me"),
            ]
            let urls = [
                "/", "/x", "/users", "/users/1", "/users/me", "/users/ann", "/users/1/x/y", "/users/ann/posts", "/users/1/posts",
                "/users/1/posts/00000000-0000-0000-0000-000000000000", "/users/ann/posts/x/y", "/flags/true", "/flags/1.5",
                "/flags/1", "/flags/x", "/search", "/search?q=swift", "/search?q=3", "/search?q=x", "/search?q", "/search?q=x&page=2",
                "/search?q=x&q=y", "raycipe://users/1", "raycipe://users/me", "https://raycipe.example.com/users/me",
                "https://raycipe.example.com/users/1", "https://evil.example/users/1",
            ]
            let reference = try makeTable(routes)
            let expected = urls.map { outcome(reference, $0) }
            var random = SeededRandom(seed: 0x5EED)
            for _ in 0..<200 {
                let shuffled = routes.shuffled(using: &random)
                let table = try makeTable(shuffled)
                let got = urls.map { outcome(table, $0) }
                #expect(got == expected, "order: \(shuffled.map(\.0))")
                if got != expected { break }
            }
            // And the answers are the intended ones, not merely stable.
            #expect(
                expected == [
                    "root()", "all(rest=x)", "users()", "user(id=1)", "me()", "userSlug(slug=ann)", "userRest(id=1, rest=x/y)",
                    "userPosts(id=ann)", "userRest(id=1, rest=posts)", "post(id=1, post=00000000-0000-0000-0000-000000000000)", "postsAny()",
                    "flag(on=true)", "ratio(r=1.5)", "ratio(r=1)", "flagName(name=x)", "search()", "qLit()", "qInt(n=3)", "q(q=x)",
                    "q(q=)", "qPage(q=x, p=2)", "search()", "pinned(id=1)", "pinnedAll()", "web()", "user(id=1)", "!no-route",
                ])
        }
    }
}
