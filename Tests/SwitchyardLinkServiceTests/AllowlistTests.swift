@testable import SwitchyardLinkService
import Switchyard
import Testing

@Suite("Allowlist")
struct AllowlistTests {
    @Test(
        "URLs on and off the list",
        arguments: [
            ("https://raycipe.example.com/recipes/2", true),
            ("https://raycipe.example.com/", true),
            ("https://RAYCIPE.example.com/recipes/2?x=1", true),
            ("https://raycipe.example.com.evil.example/recipes/2", false),
            ("https://evil.example/https://raycipe.example.com/", false),
            ("http://raycipe.example.com/recipes/2", false),
            ("javascript:alert(1)", false),
            ("raycipe://recipes/2", false),
            ("", false),
        ])
    func allows(url: String, allowed: Bool) {
        #expect(testAllowlist.allows(url) == allowed)
    }

    @Test(
        "the web routes of a table",
        arguments: [
            ("https://raycipe.example.com/recipes/2", true),
            ("https://raycipe.example.com/recipes/abc", false),
            ("https://raycipe.example.com/share?recipeID=3&via=qr", true),
            ("https://raycipe.example.com/nowhere", false),
        ])
    func webRoutes(url: String, allowed: Bool) throws {
        let allowlist = try LinkAllowlist(webRoutesOf: testRoutes)
        #expect(allowlist.patterns.count == 6)
        #expect(allowlist.allows(url) == allowed)
    }

    @Test("an empty list allows nothing")
    func empty() throws {
        #expect(try !LinkAllowlist(patterns: []).allows("https://raycipe.example.com/"))
    }

    @Test("a bad pattern is an error with its column")
    func badPattern() {
        #expect(throws: RouteTableError.self) { try LinkAllowlist(patterns: ["https://a.example/:id(integer)"]) }
    }

    struct RefusalCase: Sendable, CustomStringConvertible {
        var description: String
        var query: String
        var refusal: AllowlistRefusal?
    }

    @Test(
        "a link's deep link and fallbacks are checked, a non-web fallback refused",
        arguments: [
            RefusalCase(description: "all on the list", query: "link=https://raycipe.example.com/recipes/2&ofl=https://web.raycipe.example.com/r/2", refusal: nil),
            RefusalCase(description: "deep link off the list", query: "link=https://evil.example/", refusal: AllowlistRefusal(field: "link", url: "https://evil.example/", reason: "the deep link is not on the allowlist")),
            RefusalCase(
                description: "ifl off the list", query: "link=https://raycipe.example.com/&ifl=https://evil.example/x",
                refusal: AllowlistRefusal(field: "ifl", url: "https://evil.example/x", reason: "the fallback 'ifl' is not on the allowlist")),
            RefusalCase(
                description: "afl not http", query: "link=https://raycipe.example.com/&afl=javascript:alert(1)",
                refusal: AllowlistRefusal(field: "afl", url: "javascript:alert(1)", reason: "the fallback 'afl' is not an http or https URL")),
            RefusalCase(
                description: "ipfl a custom scheme", query: "link=https://raycipe.example.com/&ipfl=raycipe://x",
                refusal: AllowlistRefusal(field: "ipfl", url: "raycipe://x", reason: "the fallback 'ipfl' is not an http or https URL")),
        ])
    func check(_ testCase: RefusalCase) throws {
        let link = try LongLinkReader.read(testPrefix + "/?" + testCase.query)
        if let refusal = testCase.refusal {
            #expect(throws: refusal) { try testAllowlist.check(link) }
        } else {
            try testAllowlist.check(link)
        }
    }
}
