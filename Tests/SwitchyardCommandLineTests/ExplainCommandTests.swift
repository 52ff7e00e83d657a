import SwitchyardCommandLine
import Testing

extension CommandLineTests {
    /// `switchyard explain` end to end: how the URL reads, the result, the candidates and why each
    /// matched or failed, for a person; exit 0 matched, 1 not, 2 usage.
    @Suite("switchyard explain")
    struct ExplainCommandTests {
        @Test("a match: the reading, the result and the closest candidates")
        func matched() {
            let result = switchyard(["explain", "raycipe://recipes/abc"])
            #expect(result.status == 0)
            #expect(result.err == "")
            #expect(
                result.out == """
                    url         raycipe://recipes/abc
                    read as     custom scheme raycipe (its authority is the first path segment)
                    segments    "recipes" / "abc"
                    source      raycipe: (known to the table)
                    result      recipe.slug  raycipe://recipes/:slug
                    parameters  slug="abc" (string)
                    candidates
                      * recipe.slug    raycipe://recipes/:slug                    matched (chosen)
                      - recipe.new     raycipe://recipes/new                      segment 2 "abc" is not "new"
                      - recipe.detail  raycipe://recipes/:id(int)                 segment 2 "abc" is not a valid int
                      - recipe.list    raycipe://recipes                          the URL has 2 segments; the pattern has 1
                      - home           raycipe://home                             segment 1 "recipes" is not "home"
                      - recipe.share   raycipe://share?recipeID=:recipeID(int)    segment 1 "recipes" is not "share"
                      - recipe.slug    https://raycipe.example.com/recipes/:slug  pinned to https://raycipe.example.com; the URL is raycipe:
                      - recipe.new     https://raycipe.example.com/recipes/new    pinned to https://raycipe.example.com; the URL is raycipe:
                      (* chosen, + matches but ranks lower, - does not match)

                    """)
        }

        @Test("a route that matches too but ranks lower is marked +")
        func outranked() {
            let result = switchyard(["explain", "raycipe://recipes/2"])
            #expect(result.status == 0)
            #expect(result.out.contains("  * recipe.detail  raycipe://recipes/:id(int)"))
            #expect(result.out.contains("  + recipe.slug    raycipe://recipes/:slug "))
            #expect(result.out.contains("matches too, but 'recipe.detail' is more specific (or pinned to the URL's source)"))
        }

        @Test("no match from an unknown source: exit 1, and why")
        func unknownSource() {
            let result = switchyard(["explain", "https://evil.example/x"])
            #expect(result.status == 1)
            #expect(result.out.contains("read as     web link, scheme https, host evil.example\n"))
            #expect(result.out.contains("source      not a source of this table: only routes pinned to it could match\n"))
            #expect(result.out.contains("result      no match: no-route: no route matches this URL\n"))
            #expect(result.out.contains("pinned to https://raycipe.example.com; the URL is https://evil.example"))
        }

        @Test("a URL rejected before any route: the reason, no candidates")
        func rejected() {
            expectRun(
                switchyard(["explain", "/a b"]), status: 1,
                out: """
                    url         /a b
                    result      no match: malformed: a space, control character or backslash inside the URL (at byte 2)

                    """)
            let dot = switchyard(["explain", "raycipe://recipes/.."])
            #expect(dot.status == 1)
            #expect(dot.out.contains("result      no match: dot-segment"))
        }

        @Test("explain takes exactly one URL: exit 2 otherwise")
        func usage() {
            for arguments in [["explain"], ["explain", "a", "b"]] {
                let result = switchyard(arguments)
                #expect(result.status == 2)
                #expect(result.err.hasPrefix("switchyard: explain takes exactly one URL\n"))
                #expect(result.out == "")
            }
        }

        @Test("explain agrees with match on every URL of a sample")
        func agreesWithMatch() {
            for url in [
                "raycipe://home", "raycipe://recipes/2", "raycipe://recipes/new", "raycipe://share?recipeID=x",
                "https://raycipe.example.com/recipes", "//raycipe.example.com/recipes/7", "raycipe://a/b/c", "/recipes",
            ] {
                let match = switchyard(["match", url])
                let explain = switchyard(["explain", url])
                #expect(match.status == explain.status, "\(url)")
                if match.status == 0, let route = match.out.split(separator: "\"route\":\"").last?.split(separator: "\"").first {
                    #expect(explain.out.contains("result      \(route)  "), "\(url)")
                }
            }
        }
    }
}
