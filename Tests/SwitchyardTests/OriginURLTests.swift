import Switchyard
import Testing

/// A route without a scheme builds a relative URL, and an absolute one on the table's declared
/// public origin when that origin's scheme is asked for.
@Suite("URLs built on the public origin")
struct OriginURLTests {
    static let routes = """
        @origin https://api.example.com
        @local-origin http://localhost:8080
        @mount /api/v1
        repos.get     GET  /repos/:owner/:repo
        @mount /
        recipe             raycipe://recipes/:id(int)
        recipe             https://raycipe.example.com/recipes/:id(int)
        """

    @Test("an unpinned route: relative by default, absolute on the origin for its scheme")
    func absoluteOnOrigin() throws {
        let table = try RouteTable(routesFile: Self.routes, fileName: "api.routes")
        #expect(try table.url(for: "repos.get", parameters: ["owner": "apple", "repo": "swift"]) == "/api/v1/repos/apple/swift")
        let absolute = try table.url(for: "repos.get", parameters: ["owner": "apple", "repo": "swift"], scheme: "https")
        #expect(absolute == "https://api.example.com/api/v1/repos/apple/swift")
        #expect(try table.url(for: "repos.get", parameters: ["owner": "apple", "repo": "swift"], scheme: "HTTPS://") == absolute)
        // The URL routes back to the route, through the matcher and as a request.
        #expect(table.match(absolute).description.contains("repos.get"))
        let request = RequestHead(method: .get, scheme: "https", authority: "api.example.com", target: "/api/v1/repos/apple/swift")
        #expect(table.route(request).status == 200)
        // A pinned route keeps its own scheme and host.
        #expect(try table.url(for: "recipe", parameters: ["id": 2], scheme: "https") == "https://raycipe.example.com/recipes/2")
        // The QR-friendly form upper-cases the origin as it does a pinned web link's.
        let qr = try table.url(for: "repos.get", parameters: ["owner": "apple", "repo": "swift"], scheme: "https", form: .qrFriendly)
        #expect(qr == "HTTPS://API.EXAMPLE.COM/api/v1/repos/apple/swift")
    }

    @Test("a typed declaration builds on the origin too")
    func typedDeclaration() throws {
        let table = try RouteTable(routesFile: Self.routes, fileName: "api.routes")
        let repo = RouteDeclaration("repos.get", "/api/v1/repos/:owner/:repo", capturing: String.self, String.self).methods(.get)
        #expect(try table.url(for: repo, "apple", "swift", scheme: "https") == "https://api.example.com/api/v1/repos/apple/swift")
    }

    @Test("another scheme, or no declared origin, is no pattern for the scheme")
    func otherScheme() throws {
        let table = try RouteTable(routesFile: Self.routes, fileName: "api.routes")
        let http = #expect(throws: URLBuildError.self) { try table.url(for: "repos.get", parameters: ["owner": "a", "repo": "b"], scheme: "http") }
        #expect(http?.reason == .noPatternForScheme)
        let bare = try RouteTable([RouteDefinition(name: "repos.get", pattern: "/repos/:owner/:repo", methods: [.get])])
        let none = #expect(throws: URLBuildError.self) { try bare.url(for: "repos.get", parameters: ["owner": "a", "repo": "b"], scheme: "https") }
        #expect(
            none?.description.hasSuffix(
                "the route has no pattern with the scheme 'https' (its patterns' schemes: relative); a pattern without a scheme builds an absolute URL only on the table's public origin (@origin)"
            ) == true, "\(String(describing: none))")
        #expect(http?.description.contains("public origin") == true, "\(String(describing: http))")
    }
}
