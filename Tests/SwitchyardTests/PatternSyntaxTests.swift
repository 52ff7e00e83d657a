@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/PatternSyntax.md: every form a pattern can take, and what it matches and captures.
    @Suite("Pattern syntax")
    struct PatternSyntaxTests {
        /// (pattern, URL, outcome)
        static let forms: [Case<(String, String), String>] = [
            Case("literal", ("/recipes", "/recipes"), "r()"),
            Case("literal is exact", ("/recipes", "/Recipes"), "!no-route"),
            Case("literal, several segments", ("/a/b/c", "/a/b/c"), "r()"),
            Case("literal, too few segments", ("/a/b/c", "/a/b"), "!no-route"),
            Case("literal, too many segments", ("/a/b/c", "/a/b/c/d"), "!no-route"),
            Case("trailing slash in the pattern is ignored", ("/recipes/", "/recipes"), "r()"),
            Case("empty segments in the pattern are ignored", ("//a//b", "/a/b"), "r()"),
            Case("rootless pattern", ("recipes/new", "/recipes/new"), "r()"),
            Case("empty pattern is the root", ("", "/"), "r()"),
            Case("/ is the root", ("/", ""), "r()"),
            Case("the root does not match a segment", ("/", "/a"), "!no-route"),
            Case("percent-encoded literal", ("/caf%C3%A9", "/café"), "r()"),
            Case("raw non-ASCII literal", ("/café", "/caf%C3%A9"), "r()"),
            Case("literal : written %3A", ("/%3Aid", "/:id"), "r()"),
            Case("literal * written %2A", ("/%2A", "/*"), "r()"),
            Case("literal ** written %2A%2A", ("/%2A%2A", "/**"), "r()"),
            Case("literal with an inner colon", ("/a:b", "/a:b"), "r()"),
            Case("literal with an inner star", ("/a*b", "/a*b"), "r()"),
            Case(":name", ("/r/:id", "/r/abc"), "r(id=abc)"),
            Case(":name(string)", ("/r/:id(string)", "/r/abc"), "r(id=abc)"),
            Case(":name is one segment", ("/r/:id", "/r/a/b"), "!no-route"),
            Case(":name needs a segment", ("/r/:id", "/r"), "!no-route"),
            Case(":name with digits and underscores", ("/r/:_id_2", "/r/x"), "r(_id_2=x)"),
            Case(":name(int)", ("/r/:id(int)", "/r/-42"), "r(id=-42)"),
            Case(":name(double)", ("/r/:x(double)", "/r/2.5e3"), "r(x=2.5e3)"),
            Case(":name(bool)", ("/r/:on(bool)", "/r/true"), "r(on=true)"),
            Case(":name(uuid)", ("/r/:u(uuid)", "/r/123E4567-E89B-12D3-A456-426614174000"), "r(u=123E4567-E89B-12D3-A456-426614174000)"),
            Case("*", ("/r/*", "/r/anything"), "r()"),
            Case("* is one segment", ("/r/*", "/r/a/b"), "!no-route"),
            Case("* needs a segment", ("/r/*", "/r"), "!no-route"),
            Case("* in the middle", ("/r/*/edit", "/r/x/edit"), "r()"),
            Case("**, one segment", ("/r/**", "/r/a"), "r()"),
            Case("**, many segments", ("/r/**", "/r/a/b/c"), "r()"),
            Case("**, zero segments", ("/r/**", "/r"), "r()"),
            Case("** alone matches the root", ("/**", "/"), "r()"),
            Case("**name, many segments", ("/r/**rest", "/r/a/b/c"), "r(rest=a/b/c)"),
            Case("**name, zero segments", ("/r/**rest", "/r"), "r(rest=)"),
            Case("**name, decoded and joined", ("/r/**rest", "/r/a%20b//c/"), "r(rest=a b/c)"),
            Case("everything together", ("/u/:user/*/p/:n(int)/**rest", "/u/ann/x/p/3/a/b"), "r(user=ann, n=3, rest=a/b)"),
            Case("parameters are reported path first, in order", ("/:b/:a?c=:c", "/1/2?c=3"), "r(b=1, a=2, c=3)"),
            Case("custom scheme", ("raycipe://recipes/:id(int)", "raycipe://recipes/2"), "r(id=2)"),
            Case("custom scheme: the text after :// is path", ("raycipe://recipes", "raycipe:/recipes"), "r()"),
            Case("custom scheme root", ("raycipe://", "raycipe:"), "r()"),
            Case("web pattern", ("https://raycipe.example.com/recipes/:id(int)", "https://raycipe.example.com/recipes/2"), "r(id=2)"),
            Case("web pattern root", ("https://raycipe.example.com", "https://raycipe.example.com/"), "r()"),
            Case("web pattern host case and trailing dot", ("https://Raycipe.Example.COM./a", "https://raycipe.example.com/a"), "r()"),
            Case("web pattern with an xn-- host", ("https://xn--rcipe-bsa.example/a", "https://xn--rcipe-bsa.example/a"), "r()"),
            Case("constraint: present", ("/s?x", "/s?x"), "r()"),
            Case("constraint: present with a value", ("/s?x", "/s?x=anything"), "r()"),
            Case("constraint: present, missing", ("/s?x", "/s?y"), "!no-route"),
            Case("constraint: literal", ("/s?x=1", "/s?x=1"), "r()"),
            Case("constraint: literal, other value", ("/s?x=1", "/s?x=2"), "!no-route"),
            Case("constraint: literal, decoded both sides", ("/s?x=caf%C3%A9", "/s?x=caf%c3%a9"), "r()"),
            Case("constraint: literal with a space", ("/s?q=a%20b", "/s?q=a+b"), "r()"),
            Case("constraint: literal : written %3A", ("/s?x=%3Aa", "/s?x=:a"), "r()"),
            Case("constraint: :name", ("/s?x=:v", "/s?x=hello"), "r(v=hello)"),
            Case("constraint: :name, empty value", ("/s?x=:v", "/s?x"), "r(v=)"),
            Case("constraint: :name(int)", ("/s?x=:v(int)", "/s?x=12"), "r(v=12)"),
            Case("constraint: :name(int), not an int", ("/s?x=:v(int)", "/s?x=12a"), "!no-route"),
            Case("constraint: other items are allowed", ("/s?x=1", "/s?a=0&x=1&b=2"), "r()"),
            Case("constraint: names are case-sensitive", ("/s?x=1", "/s?X=1"), "!no-route"),
            Case("constraint: a key must appear exactly once", ("/s?x=1", "/s?x=1&x=1"), "!no-route"),
            Case("constraint: repeated, any form", ("/s?x", "/s?x&x"), "!no-route"),
            Case("constraint: repeated typed", ("/s?x=:v(int)", "/s?x=1&x=2"), "!no-route"),
            Case("constraint: the key may be encoded in the URL", ("/s?x=1", "/s?%78=1"), "r()"),
            Case("constraint: decoded value captured", ("/s?q=:q", "/s?q=a+b%21"), "r(q=a b!)"),
            Case("constraint: several", ("/s?a=1&b&c=:c(bool)", "/s?c=false&b&a=1"), "r(c=false)"),
            Case("constraint: several, one missing", ("/s?a=1&b&c=:c(bool)", "/s?c=false&a=1"), "!no-route"),
            Case("constraint: empty items in the pattern are ignored", ("/s?&x=1&", "/s?x=1"), "r()"),
            Case("constraints with an empty path", ("raycipe://?screen=:s", "raycipe://?screen=home"), "r(s=home)"),
            Case("constraints with an empty path, no query", ("raycipe://?screen=:s", "raycipe://"), "!no-route"),
            Case("constraints with an empty path, other path", ("raycipe://?screen=:s", "raycipe://x?screen=home"), "!no-route"),
            Case("custom scheme: + is literal in constraint values", ("raycipe://s?q=a+b", "raycipe://s?q=a+b"), "r()"),
            Case("custom scheme: + is not a space", ("raycipe://s?q=a%20b", "raycipe://s?q=a+b"), "!no-route"),
            Case("web: + is a space in constraint values", ("https://h.example/s?q=a%20b", "https://h.example/s?q=a+b"), "r()"),
            Case("web: + is a space in constraint keys", ("https://h.example/s?a%20b=1", "https://h.example/s?a+b=1"), "r()"),
            Case("custom scheme: + is literal in constraint keys", ("raycipe://s?a+b=1", "raycipe://s?a+b=1"), "r()"),
            Case("web: +5 in a query is \" 5\", not an int", ("https://h.example/s?n=:n(int)", "https://h.example/s?n=+5"), "!no-route"),
            Case("web: %2B5 in a query is an int", ("https://h.example/s?n=:n(int)", "https://h.example/s?n=%2B5"), "r(n=+5)"),
            Case("custom scheme: +5 in a query is an int", ("raycipe://s?n=:n(int)", "raycipe://s?n=+5"), "r(n=+5)"),
            Case("relative: + is a space in a captured value", ("/s?q=:q", "/s?q=a+b"), "r(q=a b)"),
            Case("a value that does not decode is compared raw", ("/s?x=%25G1", "/s?x=%G1"), "r()"),
        ]

        @Test("pattern forms", arguments: forms)
        func patternForm(_ c: Case<(String, String), String>) throws {
            let table = try makeTable([("r", c.input.0)])
            #expect(outcome(table, c.input.1) == c.expected)
        }

        @Test("matched parameters carry their pattern type names")
        func parameterTypeNames() throws {
            var options = RouteTableOptions()
            options.parameterTypes = [CuisineParameter.self]
            let table = try makeTable(
                [("r", "/:s/:i(int)/:d(double)/:b(bool)/:u(uuid)/:c(cuisine)/:t(string)/**rest?q=:q(int)")],
                options: options
            )
            let match = try #require(table.match("/a/1/2.5/true/123e4567-e89b-12d3-a456-426614174000/thai/x/y/z?q=7").match)
            #expect(
                match.parameters == [
                    MatchedParameter(name: "s", text: "a", typeName: "string"),
                    MatchedParameter(name: "i", text: "1", typeName: "int"),
                    MatchedParameter(name: "d", text: "2.5", typeName: "double"),
                    MatchedParameter(name: "b", text: "true", typeName: "bool"),
                    MatchedParameter(name: "u", text: "123e4567-e89b-12d3-a456-426614174000", typeName: "uuid"),
                    MatchedParameter(name: "c", text: "thai", typeName: "cuisine"),
                    MatchedParameter(name: "t", text: "x", typeName: "string"),
                    MatchedParameter(name: "rest", text: "y/z", typeName: "string"),
                    MatchedParameter(name: "q", text: "7", typeName: "int"),
                ])
        }

        @Test("a match reports the route's name, index and pattern as written")
        func matchIdentity() throws {
            let table = try makeTable([("home", "raycipe://home"), ("detail", "RAYCIPE://recipes//:id(int)/")])
            let match = try #require(table.match("raycipe://recipes/2").match)
            #expect(match.routeName == "detail")
            #expect(match.routeIndex == 1)
            #expect(match.pattern == "RAYCIPE://recipes//:id(int)/")
            #expect(table.count == 2)
            #expect(
                table.definitions == [
                    RouteDefinition(name: "home", pattern: "raycipe://home"),
                    RouteDefinition(name: "detail", pattern: "RAYCIPE://recipes//:id(int)/"),
                ])
        }

        @Test("query items in a match include the constrained ones, in the URL's order")
        func constrainedItemsReported() throws {
            let table = try makeTable([("share", "raycipe://share?recipeID=:id(int)")])
            let match = try #require(table.match("raycipe://share?utm=qr&recipeID=12&utm=x").match)
            #expect(match.query.items.map { "\($0.name)=\($0.value)" } == ["utm=qr", "recipeID=12", "utm=x"])
            #expect(try match.parameter("id", as: Int.self) == 12)
        }

        @Test("the declared type of a route does not leak into another's parameter of the same name")
        func sameNameDifferentRoutes() throws {
            let table = try makeTable([("n", "/n/:id(int)"), ("s", "/s/:id")])
            #expect(try #require(table.match("/s/abc").match).parameters.first?.typeName == "string")
            #expect(try #require(table.match("/n/1").match).parameters.first?.typeName == "int")
        }
    }
}
