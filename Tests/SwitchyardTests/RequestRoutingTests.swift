@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// The entry point from a request (method, scheme, `Host`, target), the table's public and
    /// local origins, and routes files mounted under a prefix (Docs/Servers.md).
    @Suite("Routing requests")
    struct RequestRoutingTests {
        static let api = """
            @origin https://api.example.com
            @local-origin http://localhost:8080
            @local-origin http://127.0.0.1
            @local-origin http://api.example.com
            @mount /api/v1
            repos.get     GET     /repos/:owner/:repo
            repos.delete  DELETE  /repos/:owner/:repo
            """

        static func request(_ method: HTTPMethod, _ authority: String?, _ target: String, scheme: String = "http") -> RequestHead {
            RequestHead(method: method, scheme: scheme, authority: authority, target: target)
        }

        @Test("the public origin, and local origins routed as it; any other host is its own reason")
        func origins() throws {
            let table = try makeTable(file: Self.api)
            let path = "/api/v1/repos/apple/swift"
            #expect(table.route(Self.request(.get, "api.example.com", path, scheme: "https")).match?.routeName == "repos.get")
            #expect(table.route(Self.request(.get, "API.Example.COM.", path, scheme: "https")).match?.routeName == "repos.get")
            #expect(table.route(Self.request(.get, "localhost:8080", path)).match?.routeName == "repos.get")
            // A local origin with a port takes only that port; one without takes any.
            #expect(table.route(Self.request(.get, "127.0.0.1:3000", path)).match?.routeName == "repos.get")
            // http behind a TLS proxy: declared as a local origin.
            #expect(table.route(Self.request(.delete, "api.example.com", path)).match?.routeName == "repos.delete")
            let other = table.route(Self.request(.get, "localhost:9090", path))
            guard case .hostNotServed(let origin) = other else {
                Issue.record("expected host-not-served, got \(other)")
                return
            }
            #expect(origin == "http://localhost:9090")
            #expect(other.status == 404)
            #expect(table.route(Self.request(.get, "evil.example", path, scheme: "https")).description == "404 host-not-served (https://evil.example)")
        }

        @Test("absolute-form targets carry their own origin; a missing Host or a bad target is a bad request")
        func targets() throws {
            let table = try makeTable(file: Self.api)
            #expect(table.route(Self.request(.get, "ignored.example", "https://api.example.com/api/v1/repos/a/b")).match?.routeName == "repos.get")
            #expect(table.route(Self.request(.get, nil, "/api/v1/repos/a/b")).status == 400)
            #expect(table.route(Self.request(.get, "localhost:99999", "/api/v1/repos/a/b")).status == 400)
            #expect(table.route(Self.request(.get, "localhost:8080", "repos/a/b")).status == 400)
            #expect(table.route(Self.request(.get, "localhost:8080", "/api/v1/repos/a")).status == 404)
            #expect(table.route(Self.request(.post, "localhost:8080", "/api/v1/repos/a/b")).status == 405)
            #expect(table.route(Self.request(.options, "localhost:8080", "/api/v1/repos/a/b")).status == 204)
            #expect(table.route(Self.request(.get, "localhost:8080", "/api/v1/repos/%2e%2e/b")).status == 400)
            #expect(table.route(Self.request(.get, "localhost:8080", "//api/v1//repos/a/b/")).match?.routeName == "repos.get")
        }

        @Test("a table of paths alone serves every host")
        func pathsAlone() throws {
            let table = try makeTable(file: "health GET /health")
            #expect(table.route(Self.request(.get, "anything.example:1234", "/health")).match?.routeName == "health")
            // An origin-form target that starts with // is a path with empty segments, not an authority.
            #expect(table.route(Self.request(.get, "anything.example", "//health")).match?.routeName == "health")
            #expect(table.route(Self.request(.get, "anything.example", "///health/")).match?.routeName == "health")
            #expect(table.route(Self.request(.get, nil, "/health")).match?.routeName == "health")
        }

        @Test("routes pinned to a host are reached through the entry point, the unpinned ones beside them too")
        func pinnedRoutes() throws {
            let table = try makeTable(
                file: """
                    @origin https://api.example.com
                    @local-origin http://localhost:8080
                    status   GET  https://api.example.com/status
                    repos    GET  /repos/:owner
                    """)
            #expect(table.route(Self.request(.get, "localhost:8080", "/status")).match?.routeName == "status")
            #expect(table.route(Self.request(.get, "localhost:8080", "/repos/a?page=2")).match?.routeName == "repos")
        }

        @Test("@mount prefixes the route lines after it; @mount / ends it; schemes are kept as written")
        func mount() throws {
            let file = RoutesFile(
                parsing: """
                    root     GET  /
                    @mount /api/v1/
                    repos    GET  /repos/:owner
                    list     GET  /
                    link          raycipe://home
                    @mount /
                    health   GET  /health
                    """, fileName: "m.routes")
            #expect(file.problems.isEmpty)
            #expect(file.definitions.map(\.pattern) == ["/", "/api/v1/repos/:owner", "/api/v1", "raycipe://home", "/health"])
            let table = try RouteTable(file.definitions, options: file.options)
            #expect(table.route("/api/v1/repos/apple", method: .get).match?.routeName == "repos")
            #expect(table.route("/repos/apple", method: .get).status == 404)
        }

        @Test("a route group in code mounts as @mount does")
        func groupMount() throws {
            let router = try Router<String> {
                RouteGroup(path: "/api/v1") {
                    Route("repos.get", "/repos/:owner/:repo", to: "get").methods(.get)
                    Route("repos.delete", "/repos/:owner/:repo", to: "delete").methods(.delete)
                }
            }
            #expect(router.table.route("/api/v1/repos/a/b", method: .delete).match?.routeName == "repos.delete")
            #expect(router.table.methods(ofRoute: 0) == [.get])
        }

        @Test("a method written in lower case is kept, with a warning")
        func lowerCaseMethod() throws {
            let table = try makeTable(file: "x get /x")
            #expect(table.warnings.map(\.description) == ["test.routes:1:3: warning: 'get' is not GET: methods are case-sensitive; write GET"])
            #expect(table.route("/x", method: .get).status == 405)
        }
    }
}

extension RoutingCoreTests.RequestRoutingTests {
    enum Endpoint: Sendable, Equatable {
        case repo(owner: String, name: String)
        case deleteRepo(owner: String, name: String)
    }

    @Test("a router resolves a request to its typed destination or to the status to answer")
    func routerRequests() throws {
        var options = RouteTableOptions()
        options.origin = "https://api.example.com"
        options.localOrigins = ["http://localhost:8080"]
        let router = try Router<Endpoint>(options: options) {
            Route("repos.get", "/repos/:owner/:repo") { (owner: String, repo: String) in .repo(owner: owner, name: repo) }.methods(.get)
            Route("repos.delete", "/repos/:owner/:repo") { (owner: String, repo: String) in .deleteRepo(owner: owner, name: repo) }
                .methods(.delete)
        }
        let request = { (method: HTTPMethod) in RequestHead(method: method, authority: "localhost:8080", target: "/repos/apple/swift") }
        #expect(router.resolve(request(.get)).destination == .repo(owner: "apple", name: "swift"))
        #expect(router.resolve(request(.head)).destination == .repo(owner: "apple", name: "swift"))
        #expect(router.resolve(request(.delete)).destination == .deleteRepo(owner: "apple", name: "swift"))
        guard case .methodNotAllowed(let allowed) = router.resolve(request(.post)) else {
            Issue.record("expected 405")
            return
        }
        #expect(allowed.description == "DELETE, GET, HEAD, OPTIONS")
        #expect(router.resolve(RequestHead(method: .get, authority: "localhost:1", target: "/repos/a/b")).status == 404)
        #expect(router.resolve("/repos/a/b", method: .put).status == 405)
    }
}
