import Foundation
@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Routing with HTTP methods: the GitHub API's 203 method routes and their requests, and the
    /// rules of Docs/Servers.md (most specific among the routes that take the method, `HEAD`
    /// from `GET`, `OPTIONS`, 405 with the methods the path answers).
    @Suite("Methods")
    struct MethodTableTests {
        /// `NAME METHOD PATTERN` lines as a table.
        static func table(_ text: String) throws -> RouteTable {
            try makeTable(file: text, fileName: "methods.routes")
        }

        @Test("every request of the GitHub method table gets its route, its 405 or its 404")
        func githubRequests() throws {
            let table = try RouteTable(routesFile: try TestData.read("routes", "github-methods.routes"), fileName: "github-methods.routes")
            #expect(table.count == 203)
            let records = TestData.records(try TestData.read("routes", "github-methods.requests"))
            #expect(records.count > 400)
            var counts = (route: 0, notAllowed: 0, notFound: 0)
            for (line, fields) in records {
                try #require(fields.count == 3, "github-methods.requests:\(line)")
                let method = try #require(HTTPMethod(fields[0]))
                let expected = try #require(try JSONSerialization.jsonObject(with: Data(fields[2].utf8)) as? [String: Any])
                let result = table.route(fields[1], method: method)
                let place = "github-methods.requests:\(line): \(fields[0]) \(fields[1])"
                if let route = expected["route"] as? String {
                    counts.route += 1
                    let match = try #require(result.match, "\(place) gave \(result), expected \(route)")
                    #expect(match.routeName == route, "\(place)")
                    let params = (expected["params"] as? [String: String] ?? [:]).map { ($0.key, JSONScalar.string($0.value)) }
                    #expect(parameterMismatch(match, expected: params) == nil, "\(place)")
                } else if expected["status"] as? Int == 405 {
                    counts.notAllowed += 1
                    guard case .methodNotAllowed(let allowed) = result else {
                        Issue.record("\(place) gave \(result), expected 405")
                        continue
                    }
                    let declared = try #require(expected["declared"] as? [String])
                    var answered = Set(declared)
                    answered.insert("OPTIONS")
                    if declared.contains("GET") { answered.insert("HEAD") }
                    #expect(allowed.methods.map(\.rawValue) == answered.sorted(), "\(place)")
                } else {
                    counts.notFound += 1
                    #expect(expected["status"] as? Int == 404, "\(place)")
                    guard case .notFound(let miss) = result else {
                        Issue.record("\(place) gave \(result), expected 404")
                        continue
                    }
                    #expect(miss.reason == .noRoute)
                }
            }
            #expect(counts.route > 0 && counts.notAllowed > 0 && counts.notFound > 0)
        }

        @Test("the same pattern with other methods is no conflict; overlapping methods are, and the message names them")
        func conflicts() throws {
            _ = try Self.table(
                """
                repos.get    GET        /repos/:owner/:repo
                repos.delete DELETE     /repos/:owner/:repo
                repos.edit   PATCH,PUT  /repos/:owner/:repo
                """)
            #expect(
                problems(
                    file: """
                        repos.get    GET,PUT  /repos/:owner/:repo
                        repos.put    PUT      /repos/:owner/:repo
                        """)
                    == [
                        "test.routes:2:23: error: conflicts with route 'repos.get' (line 1): "
                            + "the same path and query constraints, and both answer PUT; give each method to one route"
                    ])
            // A route that names no method answers every one, so it overlaps with any.
            let anyMethod = problems(
                file: """
                    repos.any           /repos/:owner/:repo
                    repos.get    GET    /repos/:owner/:repo
                    """)
            #expect(anyMethod.count == 1)
            #expect(
                anyMethod == [
                    "test.routes:2:21: error: conflicts with route 'repos.any' (line 1): "
                        + "the same path and query constraints, and a route that names no method answers every one, GET included; name the methods of both"
                ])
        }

        @Test("the most specific route among those that take the method wins; other methods' routes do not hide it")
        func specificityPerMethod() throws {
            let table = try Self.table(
                """
                repos.new    POST  /repos/:owner/new
                repos.get    GET   /repos/:owner/:repo
                """)
            #expect(table.route("/repos/apple/new", method: .post).match?.routeName == "repos.new")
            // GET /repos/apple/new: the literal `new` answers only POST, so the parameter route takes it.
            let get = try #require(table.route("/repos/apple/new", method: .get).match)
            #expect(get.routeName == "repos.get")
            #expect(try get.parameter("repo") == "new")
            // DELETE matches both paths and neither answers it: 405 with both routes' methods.
            guard case .methodNotAllowed(let allowed) = table.route("/repos/apple/new", method: .delete) else {
                Issue.record("expected 405")
                return
            }
            #expect(allowed.description == "GET, HEAD, OPTIONS, POST")
        }

        @Test("where paths ignore case, a literal in another case than a typed parameter accepts does not hide it")
        func caseInsensitiveLiteralBesideTypedParameter() throws {
            var options = RouteTableOptions()
            options.caseInsensitivePaths = true
            let table = try RouteTable(
                routesFile: """
                    flags.show  GET  /flags/True
                    flags.set   PUT  /flags/:on(bool)
                    """, fileName: "test.routes", options: options)
            // `true` is the literal `True` ignoring case, and a `bool`: the literal answers only GET.
            #expect(table.route("/flags/true", method: .put).match?.routeName == "flags.set")
            #expect(table.route("/flags/TRUE", method: .get).match?.routeName == "flags.show")
        }

        @Test("HEAD is answered by the GET route unless the path has a HEAD route")
        func head() throws {
            let table = try Self.table(
                """
                file.get     GET   /files/:name
                file.head    HEAD  /files/:name
                page.get     GET   /pages/:name
                item.get     GET   /items/new
                item.head    HEAD  /items/:id
                """)
            #expect(table.route("/files/a", method: .head).match?.routeName == "file.head")
            #expect(table.route("/pages/a", method: .head).match?.routeName == "page.get")
            // The GET route of the more specific path answers HEAD before a HEAD route of a less specific one.
            #expect(table.route("/items/new", method: .head).match?.routeName == "item.get")
            #expect(table.route("/items/7", method: .head).match?.routeName == "item.head")
        }

        @Test("OPTIONS lists the path's methods unless a route declares it; OPTIONS * lists the table's")
        func options() throws {
            let table = try Self.table(
                """
                repos.get      GET      /repos/:owner/:repo
                repos.delete   DELETE   /repos/:owner/:repo
                hooks.get      GET      /hooks
                hooks.options  OPTIONS  /hooks
                """)
            guard case .options(let allowed) = table.route("/repos/a/b", method: .options) else {
                Issue.record("expected the automatic OPTIONS answer")
                return
            }
            #expect(allowed.description == "DELETE, GET, HEAD, OPTIONS")
            #expect(allowed.contains(.delete) && !allowed.contains(.post))
            #expect(table.route("/hooks", method: .options).match?.routeName == "hooks.options")
            #expect(table.route("/nothing", method: .options).status == 404)
            let star = table.route(RequestHead(method: .options, authority: "api.example.com", target: "*"))
            guard case .options(let all) = star else {
                Issue.record("expected OPTIONS * to list every method, got \(star)")
                return
            }
            #expect(all.description == "DELETE, GET, HEAD, OPTIONS")
            #expect(table.route(RequestHead(method: .get, authority: "api.example.com", target: "*")).status == 400)
        }

        @Test("extension methods are tokens, case-sensitive; a method no route names gets 405")
        func extensionMethods() throws {
            let table = try Self.table(
                """
                cache.purge  PURGE  /cache/:key
                cache.get    GET    /cache/:key
                """)
            #expect(table.route("/cache/k", method: HTTPMethod("PURGE")!).match?.routeName == "cache.purge")
            guard case .methodNotAllowed(let allowed) = table.route("/cache/k", method: HTTPMethod("purge")!) else {
                Issue.record("expected 405 for a method no route names")
                return
            }
            #expect(allowed.description == "GET, HEAD, OPTIONS, PURGE")
            #expect(table.methods(ofRoute: 0) == [HTTPMethod("PURGE")!])
            #expect(HTTPMethod("GET ME") == nil && HTTPMethod("") == nil)
            #expect(HTTPMethod("GET") == .get)
        }

        @Test("a route without methods answers every method, extension methods included")
        func routeWithoutMethods() throws {
            let table = try Self.table(
                """
                health        /health
                repos.get  GET  /repos/:owner/:repo
                """)
            #expect(table.route("/health", method: HTTPMethod("BREW")!).match?.routeName == "health")
            #expect(table.route("/health", method: .options).match?.routeName == "health")
            #expect(table.methods(ofRoute: 0).isEmpty)
            // A lookup without a method takes every route, as a link does.
            #expect(table.match("/repos/a/b").match?.routeName == "repos.get")
        }

        @Test("query constraints order the routes of one method, and a 405 counts only routes whose constraints hold")
        func constraintsAndMethods() throws {
            let table = try Self.table(
                """
                search.post   POST   /search?mode=bulk
                search.get    GET    /search
                """)
            #expect(table.route("/search?mode=bulk", method: .post).match?.routeName == "search.post")
            guard case .methodNotAllowed(let allowed) = table.route("/search", method: .post) else {
                Issue.record("expected 405")
                return
            }
            #expect(allowed.description == "GET, HEAD, OPTIONS")
        }

        @Test("errors keep their reasons: a malformed path is a bad request, not 404 or 405")
        func badRequests() throws {
            let table = try Self.table("repos.get GET /repos/:owner/:repo")
            #expect(table.route("/repos/%G1/x", method: .get).status == 400)
            #expect(table.route("/repos/../x", method: .get).status == 400)
            #expect(table.route("/nothing", method: .get).status == 404)
            var options = RouteTableOptions.limited(to: 16)
            options.origin = nil
            let small = try makeTable(file: "repos.get GET /repos/:owner/:repo", options: options)
            #expect(small.route("/repos/aaaaaaaaaaaaaaaaaaaa/b", method: .get).status == 414)
        }
    }
}
