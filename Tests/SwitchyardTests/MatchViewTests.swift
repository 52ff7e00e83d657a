@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// The borrowing entry point, `withMatch`, finds what `match` finds: the same route or
    /// reason, and the same parameters and query values, typed or not.
    @Suite("MatchView")
    struct MatchViewTests {
        /// How the view for `url` differs from `table.match(url)`, or `nil` when it agrees.
        static func disagreement(_ table: RouteTable, _ url: String) -> String? {
            let result = table.match(url)
            return table.withMatch(url) { view -> String? in
                guard view.routeIndex == result.match?.routeIndex else {
                    return "route index \(String(describing: view.routeIndex)), match gives \(String(describing: result.match?.routeIndex))"
                }
                guard view.noMatch == result.noMatch, view.isMatch == (result.match != nil) else {
                    return "no-match \(String(describing: view.noMatch)), match gives \(String(describing: result.noMatch))"
                }
                let owned = view.makeResult()
                guard owned.match?.routeIndex == result.match?.routeIndex, owned.noMatch == result.noMatch else {
                    return "makeResult() differs"
                }
                guard let match = result.match else {
                    if view.routeName != nil || view.pattern != nil || view.makeMatch() != nil { return "a miss has a route" }
                    if view.parameterText("id") != nil || view.queryValue("q") != nil || view.scheme != nil || view.fragment != nil {
                        return "a miss has values"
                    }
                    return nil
                }
                guard view.routeName == match.routeName, view.pattern == match.pattern else { return "route name or pattern differs" }
                guard view.scheme == match.scheme, view.host == match.host, view.fragment == match.fragment else {
                    return "scheme, host or fragment differs"
                }
                guard let made = view.makeMatch(), made.routeIndex == match.routeIndex, made.parameters == match.parameters,
                    made.url == match.url, made.scheme == match.scheme, made.host == match.host,
                    made.fragment == match.fragment, made.query.items == match.query.items
                else {
                    return "makeMatch() differs"
                }
                for name in match.parameters.map(\.name) + ["no-such-parameter"] {
                    guard view.parameterText(name) == match.parameterText(name) else { return "parameterText(\(name)) differs" }
                    if let problem = sameOutcome(name, { () throws(ParameterError) in try view.parameter(name, as: String.self) }, { () throws(ParameterError) in try match.parameter(name, as: String.self) })
                        ?? sameOutcome(name, { () throws(ParameterError) in try view.parameter(name, as: Int.self) }, { () throws(ParameterError) in try match.parameter(name, as: Int.self) })
                        ?? sameOutcome(name, { () throws(ParameterError) in try view.parameter(name, as: Double.self) }, { () throws(ParameterError) in try match.parameter(name, as: Double.self) })
                        ?? sameOutcome(name, { () throws(ParameterError) in try view.parameter(name, as: Bool.self) }, { () throws(ParameterError) in try match.parameter(name, as: Bool.self) })
                    {
                        return problem
                    }
                }
                for name in Set(match.query.items.map(\.name)).sorted() + ["no-such-item"] {
                    guard view.queryValue(name) == match.query.first(name) else { return "queryValue(\(name)) differs" }
                    guard match.queryValue(name) == match.query.first(name) else { return "match.queryValue(\(name)) differs" }
                    if let problem = sameOutcome(name, { () throws(ParameterError) in try match.queryValue(name, as: Int.self) }, { () throws(ParameterError) in try match.query.value(name, as: Int.self) }) {
                        return "match.queryValue: " + problem
                    }
                    if let problem = sameOutcome(name, { () throws(ParameterError) in try view.queryValue(name, as: Int.self) }, { () throws(ParameterError) in try match.query.value(name, as: Int.self) })
                        ?? sameOutcome(name, { () throws(ParameterError) in try view.queryValue(name, as: String.self) }, { () throws(ParameterError) in try match.query.value(name, as: String.self) })
                    {
                        return problem
                    }
                }
                return nil
            }
        }

        static func sameOutcome<T: Equatable>(
            _ name: String, _ a: () throws(ParameterError) -> T, _ b: () throws(ParameterError) -> T
        ) -> String? {
            let left = Result<T, ParameterError> { () throws(ParameterError) in try a() }
            let right = Result<T, ParameterError> { () throws(ParameterError) in try b() }
            return left == right ? nil : "\(name) as \(T.self): view gives \(left), match gives \(right)"
        }

        @Test("agrees with match on every shared table's request paths", arguments: SharedTablesTests.tables)
        func sharedTables(_ name: String) async throws {
            let routesText = try TestData.read("routes", "\(name).routes")
            let paths = TestData.records(try TestData.read("routes", "\(name).paths")).map { $0.fields[0] }
            try #require(!paths.isEmpty)
            let failures = try await offCooperativePool { () throws -> [String] in
                let table = try RouteTable(routesFile: routesText, fileName: "\(name).routes")
                var failures: [String] = []
                // Each path, and a miss made from it.
                for path in paths where failures.count < 10 {
                    for url in [path, "/no-such-prefix" + path, path + "?page=2&q=a+b#top"] {
                        if let problem = MatchViewTests.disagreement(table, url) { failures.append("\(name): \(url): \(problem)") }
                    }
                }
                return failures
            }
            for failure in failures { Issue.record(Comment(rawValue: failure)) }
            #expect(failures.isEmpty)
        }

        @Test("agrees with match on every conformance case", arguments: ConformanceTests.groups)
        func conformance(_ group: String) throws {
            let table = try RouteTable(routesFile: try TestData.read("conformance", "\(group).routes"), fileName: "\(group).routes")
            for (line, fields) in TestData.records(try TestData.read("conformance", "\(group).cases")) {
                let problem = MatchViewTests.disagreement(table, fields[0])
                #expect(problem == nil, "\(group).cases:\(line): \(fields[0]): \(problem ?? "")")
            }
        }

        @Test("typed parameters and query values")
        func typed() throws {
            let table = try RouteTable([
                RouteDefinition(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)"),
                RouteDefinition(name: "recipe.slug", pattern: "raycipe://recipes/:slug"),
                RouteDefinition(name: "files", pattern: "/files/**path"),
            ])
            let id = try table.withMatch("raycipe://recipes/2?page=3&tag=a+b") { view throws(ParameterError) in
                #expect(view.routeName == "recipe.detail")
                #expect(try view.queryValue("page", as: Int.self) == 3)
                #expect(view.queryValue("tag") == "a+b") // a literal + in a custom scheme
                // (Read here, not in `#expect(throws:)`, whose closure could take the view out.)
                let tagAsInt = Result { () throws(ParameterError) in try view.queryValue("tag", as: Int.self) }
                let slug = Result { () throws(ParameterError) in try view.parameter("slug", as: String.self) }
                #expect(throws: ParameterError.self) { try tagAsInt.get() }
                #expect(throws: ParameterError.self) { try slug.get() }
                return try view.parameter("id", as: Int.self)
            }
            #expect(id == 2)
            let slug = table.withMatch("raycipe://recipes/caf%C3%A9") { try? $0.parameter("slug", as: String.self) }
            #expect(slug == "café")
            #expect(table.withMatch("/files/a/b%20c") { $0.parameterText("path") } == "a/b c")
            #expect(table.withMatch("/files/a/b%20c") { try? $0.parameter("path", as: String.self) } == "a/b c")
            let miss = table.withMatch("raycipe://recipes/%G1") { $0.noMatch?.reason }
            #expect(miss == .malformed)
            #expect(throws: ParameterError.self) {
                try table.withMatch("raycipe://nothing") { view throws(ParameterError) in try view.parameter("id", as: Int.self) }
            }
        }

        @Test("padded URLs, and paths past the fixed scratch for segments (126 bytes)")
        func paddedAndLong() throws {
            let table = try RouteTable([
                RouteDefinition(name: "one", pattern: "/a/:x"),
                RouteDefinition(name: "rest", pattern: "/files/**path"),
            ])
            let long = "/files/" + Array(repeating: "a", count: 100).joined(separator: "/")
            for url in [" /a/b", "\t/a/b\n", "/a/b \r\n", "   ", "", "\u{0B}/a/b", long, " " + long + " ", long + "/b%20c"] {
                #expect(MatchViewTests.disagreement(table, url) == nil, "\(url.debugDescription)")
            }
            #expect(table.withMatch(" /a/b\t") { $0.parameterText("x") } == "b")
            #expect(table.withMatch(long) { $0.parameterText("path")?.count } == 199)
        }

        @Test("routes with more than eight captures")
        func overflowCaptures() throws {
            let names = (0..<11).map { "p\($0)" }
            let table = try RouteTable([RouteDefinition(name: "many", pattern: "/" + names.map { ":\($0)" }.joined(separator: "/"))])
            let url = "/" + (0..<11).map { "v\($0)" }.joined(separator: "/")
            #expect(MatchViewTests.disagreement(table, url) == nil)
            let values = table.withMatch(url) { view in names.map { view.parameterText($0) ?? "?" } }
            #expect(values == (0..<11).map { "v\($0)" })
            let owned = table.withMatch(url) { $0.makeMatch() }
            #expect(owned?.parameterText("p10") == "v10")
            #expect(MatchViewTests.disagreement(table, "/a/b") == nil)
        }
    }
}
