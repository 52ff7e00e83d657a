@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// The declarative `Router` — groups and their prefixes, the builder's
    /// control flow, several patterns per route, and what a resolution gives.
    @Suite("Router builder")
    struct RouterBuilderTests {
        enum Screen: Sendable, Equatable {
            case home, list, new, detail(Int), slug(String), share(Int), about, api(String), doc(String)
        }

        static func groupedRouter() throws -> Router<String> {
            try Router<String> {
                RouteGroup(scheme: "raycipe") {
                    Route("scheme", "/recipes/:id(int)", to: "scheme")
                    Route("schemeRoot", "/", to: "schemeRoot")
                    Route("schemeQuery", "?screen=:s", to: "schemeQuery")
                    RouteGroup(path: "/recipes") {
                        RouteGroup(path: "mine") {
                            Route("nested", "/:id(int)", to: "nested")
                        }
                    }
                    Route("kept", "other://x", to: "kept")
                }
                RouteGroup(scheme: "raycipe", path: "/recipes") {
                    Route("schemePath", "/new", to: "schemePath")
                }
                RouteGroup(scheme: "https", host: "raycipe.example.com") {
                    Route("web", "/recipes/:id(int)", to: "web")
                    Route("webRoot", "/", to: "webRoot")
                }
                RouteGroup(scheme: "https", host: "raycipe.example.com", path: "/app") {
                    Route("webPath", "about", to: "webPath")
                }
                RouteGroup(path: "/api/v1") {
                    Route("path", "/users/:u", to: "path")
                }
            }
        }

        @Test("groups prefix patterns that have no scheme", arguments: try CaseFile.cases("router-builder.prefixes"))
        func groupPrefix(_ c: Case<String, String>) throws {
            let router = try Self.groupedRouter()
            let patterns = router.table.definitions.filter { $0.name == c.input }.map(\.pattern)
            #expect(patterns == [c.expected])
        }

        @Test("grouped routes resolve")
        func groupedResolve() throws {
            let router = try Self.groupedRouter()
            #expect(router.destination(for: "raycipe://recipes/2") == "scheme")
            #expect(router.destination(for: "raycipe://recipes/mine/2") == "nested")
            #expect(router.destination(for: "raycipe://recipes/new") == "schemePath")
            #expect(router.destination(for: "raycipe://?screen=home") == "schemeQuery")
            #expect(router.destination(for: "raycipe://") == "schemeRoot")
            #expect(router.destination(for: "https://raycipe.example.com/") == "webRoot")
            #expect(router.destination(for: "https://raycipe.example.com/app/about") == "webPath")
            #expect(router.destination(for: "/api/v1/users/ann") == "path")
            #expect(router.destination(for: "https://raycipe.example.com/api/v1/users/ann") == "path")
            #expect(router.destination(for: "other://x") == "kept")
        }

        @Test("a group with a host but no scheme means https on that host")
        func hostWithoutScheme() throws {
            let router = try Router<Int> {
                RouteGroup(host: "raycipe.example.com") { Route("x", "/x", to: 1) }
            }
            #expect(router.table.definitions.map(\.pattern) == ["https://raycipe.example.com/x"])
            #expect(router.destination(for: "https://raycipe.example.com/x") == 1)
            #expect(router.destination(for: "/x") == nil)
        }

        @Test("several patterns for one route each lead to its destination")
        func severalPatterns() throws {
            let router = try Router<Screen> {
                Route("home", "raycipe://home", "https://raycipe.example.com/", to: .home)
                Route("detail", "raycipe://recipes/:id(int)", "https://raycipe.example.com/recipes/:id(int)", "/r/:id(int)") {
                    .detail(try $0.parameter("id"))
                }
                Route("slug", "raycipe://recipes/:slug") { .slug(try $0.parameter("slug")) }
            }
            #expect(router.table.count == 6)
            #expect(router.destination(for: "raycipe://home") == .home)
            #expect(router.destination(for: "https://raycipe.example.com") == .home)
            #expect(router.destination(for: "raycipe://recipes/3") == .detail(3))
            #expect(router.destination(for: "https://raycipe.example.com/recipes/4") == .detail(4))
            #expect(router.destination(for: "/r/5") == .detail(5))
            #expect(router.destination(for: "raycipe://recipes/five") == .slug("five"))
        }

        @Test("the builder takes if, if-else, switch and for")
        func controlFlow() throws {
            for (withShare, flavour) in [(true, 0), (false, 1)] {
                let router = try Router<Screen> {
                    Route("home", "raycipe://home", to: .home)
                    if withShare {
                        Route("share", "raycipe://share?recipeID=:id(int)") { .share(try $0.parameter("id")) }
                    }
                    if flavour == 0 {
                        Route("about", "raycipe://about", to: .about)
                    } else {
                        Route("about", "raycipe://info", to: .about)
                    }
                    switch flavour {
                    case 0: Route("list", "raycipe://recipes", to: .list)
                    default: Route("list", "raycipe://all", to: .list)
                    }
                    for doc in ["faq", "terms"] {
                        Route("doc.\(doc)", "raycipe://docs/\(doc)", to: .doc(doc))
                    }
                }
                #expect(router.destination(for: "raycipe://share?recipeID=3") == (withShare ? .share(3) : nil))
                #expect(router.destination(for: flavour == 0 ? "raycipe://about" : "raycipe://info") == .about)
                #expect(router.destination(for: flavour == 0 ? "raycipe://recipes" : "raycipe://all") == .list)
                #expect(router.destination(for: "raycipe://docs/terms") == .doc("terms"))
                #expect(router.table.count == (withShare ? 6 : 5))
            }
        }

        @Test("a resolution: matched with the match, not matched with the reason, failed with the error")
        func resolutions() throws {
            let router = try Router<Screen> {
                Route("detail", "raycipe://recipes/:slug") { .detail(try $0.parameter("slug")) }
            }
            guard case .matched(let screen, let match) = router.resolve("raycipe://recipes/7") else {
                Issue.record("expected a match"); return
            }
            #expect(screen == .detail(7))
            #expect(match.routeName == "detail")
            guard case .notMatched(let miss) = router.resolve("raycipe://nope/1/2") else { Issue.record("expected a miss"); return }
            #expect(miss.reason == .noRoute)
            guard case .failed(let error, let failedMatch) = router.resolve("raycipe://recipes/seven") else {
                Issue.record("expected a failure"); return
            }
            #expect(failedMatch.parameterText("slug") == "seven")
            #expect((error as? ParameterError) == ParameterError(kind: .invalid, name: "slug", text: "seven", expectedType: "int"))
            #if !DEBUG
            // Debug builds stop here instead: the closure reads `:slug` as an `Int`, a
            // programming error (Router.destination(for:) says so).
            #expect(router.destination(for: "raycipe://recipes/seven") == nil)
            #endif
        }

        @Test("a router takes options: custom parameter types, sources, limits")
        func options() throws {
            var options = RouteTableOptions()
            options.parameterTypes = [CuisineParameter.self]
            options.sources = ["https://raycipe.example.com"]
            options.maximumURLLength = 50
            let router = try Router<String>(options: options) {
                Route("c", "/cuisines/:c(cuisine)") { try $0.parameter("c", as: CuisineParameter.self).rawValue }
            }
            #expect(router.destination(for: "/cuisines/thai") == "thai")
            #expect(router.destination(for: "https://raycipe.example.com/cuisines/french") == "french")
            #expect(router.resolve("https://raycipe.example.com/cuisines/french?long=12345").destination == nil)
        }

        @Test("conflicts among routes of a router are rejected, naming both")
        func conflicts() {
            let error = #expect(throws: RouteTableError.self) {
                _ = try Router<Int> {
                    Route("a", "raycipe://x/:p", to: 1)
                    RouteGroup(scheme: "raycipe") { Route("b", "/x/:q", to: 2) }
                }
            }
            #expect(error?.description == "error: route 'b' pattern \"raycipe://x/:q\": conflicts with route 'a' (raycipe://x/:p): the same path and query constraints that cannot be ordered; delete one, or tell them apart with a literal segment, a parameter type or a query constraint")
        }
    }
}
