import Testing
import Switchyard

/// A pattern whose path ends with `/` builds URLs that end with `/` too (the link a website
/// expects), while matching reads both forms the same (Docs/BuildingURLs.md, "Trailing slashes").
@Suite("Building URLs: the pattern's trailing slash")
struct TrailingSlashBuildTests {
    static let table = try! RouteTable(
        routesFile: """
            card       https://www.example.com/my-page/?id=:card
            card.bare  https://www.example.com/other-page?id=:card
            folder     raycipe://folders/:name/
            host.only  raycipe://inbox/
            files      /files/**path/
            root       https://www.example.com/
            unpinned   /about/
            """, fileName: "slashes")

    struct Case: CustomTestStringConvertible, Sendable {
        var route: String
        var parameters: [String: String]
        var url: String
        var testDescription: String { "\(route) → \(url)" }
    }

    static let builds: [Case] = [
        Case(route: "card", parameters: ["card": "CARD"], url: "https://www.example.com/my-page/?id=CARD"),
        Case(route: "card.bare", parameters: ["card": "CARD"], url: "https://www.example.com/other-page?id=CARD"),
        Case(route: "folder", parameters: ["name": "soups"], url: "raycipe://folders/soups/"),
        Case(route: "host.only", parameters: [:], url: "raycipe://inbox/"),
        Case(route: "files", parameters: ["path": "a/b"], url: "/files/a/b/"),
        Case(route: "files", parameters: ["path": ""], url: "/files/"),
        Case(route: "root", parameters: [:], url: "https://www.example.com/"),
        Case(route: "unpinned", parameters: [:], url: "/about/"),
    ]

    @Test("the built URL keeps the trailing slash, and routes back to the same route", arguments: builds)
    func keepsSlash(_ c: Case) throws {
        let url = try Self.table.url(for: c.route, parameters: c.parameters)
        #expect(url == c.url)
        let match = try #require(Self.table.match(url).match)
        #expect(match.routeName == c.route)
        for (name, value) in c.parameters {
            #expect(match.parameterText(name) == value)
        }
    }

    static let bothForms: [(String, String)] = [
        ("https://www.example.com/my-page/?id=CARD", "card"),
        ("https://www.example.com/my-page?id=CARD", "card"),
        ("https://www.example.com/other-page/?id=CARD", "card.bare"),
        ("raycipe://folders/soups", "folder"),
        ("raycipe://folders/soups/", "folder"),
        ("raycipe://inbox", "host.only"),
        ("/about", "unpinned"),
    ]

    @Test("matching is unchanged: with or without the slash, the same route", arguments: bothForms)
    func matchesBothForms(_ url: String, _ route: String) {
        #expect(Self.table.match(url).match?.routeName == route)
    }
}
