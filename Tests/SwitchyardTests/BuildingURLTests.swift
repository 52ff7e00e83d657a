import Testing
import Switchyard

/// Building URLs from routes: patterns, encoding, the choice among a name's patterns, and every
/// documented error with its full text.
@Suite("Building URLs")
struct BuildingURLTests {
    static let recipes = try! RouteTable(
        routesFile: ExampleRoutes.recipeApp + """
            files            /files/**path
            any              /any/**
            star             /star/*/x
            search           /search?q=:q&lang=en&debug
            flag             /flags/:on(bool)/:ratio(double)/:key(uuid)
            web.only         https://Raycipe.Example.COM./about/caf%C3%A9/%3Aliteral
            screen           raycipe://?screen=:s
            root             /
            """, fileName: "recipes")

    struct Case: CustomTestStringConvertible, Sendable {
        var route: String
        var parameters: [String: any RouteParameter] = [:]
        var scheme: String? = nil
        var fragment: String? = nil
        var url: String
        var testDescription: String { "\(route) → \(url)" }
    }

    static let builds: [Case] = [
        Case(route: "home", url: "raycipe://home"),
        Case(route: "home", scheme: "https", url: "https://raycipe.example.com/"),
        Case(route: "recipe.detail", parameters: ["id": 2], url: "raycipe://recipes/2"),
        Case(route: "recipe.detail", parameters: ["id": 2], scheme: "HTTPS", url: "https://raycipe.example.com/recipes/2"),
        Case(route: "recipe.detail", parameters: ["id": 2], scheme: "raycipe://", url: "raycipe://recipes/2"),
        Case(route: "recipe.detail", parameters: ["id": Int.min], url: "raycipe://recipes/-9223372036854775808"),
        Case(route: "recipe.detail", parameters: ["id": "12"], url: "raycipe://recipes/12"),
        Case(
            route: "recipe.detail", parameters: ["id": 2, "utm_source": "qr code", "a": "+"],
            url: "raycipe://recipes/2?a=%2B&utm_source=qr%20code"),
        Case(route: "recipe.slug", parameters: ["slug": "crème brûlée"], url: "raycipe://recipes/cr%C3%A8me%20br%C3%BBl%C3%A9e"),
        Case(route: "recipe.slug", parameters: ["slug": "a/b?c#d%e&f=g;h+i"], url: "raycipe://recipes/a%2Fb%3Fc%23d%25e%26f%3Dg%3Bh%2Bi"),
        Case(route: "recipe.slug", parameters: ["slug": "A-Za-z0-9-._~"], url: "raycipe://recipes/A-Za-z0-9-._~"),
        Case(route: "recipe.slug", parameters: ["slug": "😀\u{301}"], url: "raycipe://recipes/%F0%9F%98%80%CC%81"),
        Case(route: "recipe.slug", parameters: ["slug": "..."], url: "raycipe://recipes/..."),
        Case(route: "recipe.share", parameters: ["recipeID": 12], url: "raycipe://share?recipeID=12"),
        Case(
            route: "recipe.share", parameters: ["recipeID": 12], scheme: "https", fragment: "a b",
            url: "https://raycipe.example.com/share?recipeID=12#a%20b"),
        Case(route: "files", parameters: ["path": "docs/read me.md"], fragment: "", url: "/files/docs/read%20me.md#"),
        Case(route: "files", parameters: ["path": ""], url: "/files"),
        Case(route: "files", parameters: ["path": "a\\b/c%2Fd"], url: "/files/a%5Cb/c%252Fd"),
        Case(route: "any", url: "/any"),
        Case(route: "search", parameters: ["q": "a+b c"], url: "/search?q=a%2Bb%20c&lang=en&debug"),
        Case(route: "search", parameters: ["q": "", "debug": 1], url: "/search?q=&lang=en&debug=1"),
        Case(
            route: "flag", parameters: ["on": true, "ratio": 2.5, "key": "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"],
            url: "/flags/true/2.5/0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"),
        Case(
            route: "flag", parameters: ["on": false, "ratio": 1e300, "key": "0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0"],
            url: "/flags/false/1e%2B300/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0"),
        Case(route: "web.only", url: "https://raycipe.example.com/about/caf%C3%A9/%3Aliteral"),
        Case(route: "screen", parameters: ["s": "home"], url: "raycipe://?screen=home"),
        Case(route: "root", url: "/"),
    ]

    @Test("builds", arguments: builds)
    func build(_ c: Case) throws {
        let url = try Self.recipes.url(for: c.route, parameters: c.parameters, fragment: c.fragment, scheme: c.scheme)
        #expect(url == c.url)
        let match = try #require(Self.recipes.match(url).match)
        #expect(match.routeName == c.route)
        #expect(match.fragment == c.fragment)
    }

    @Test("query items come after the pattern's, in order; extra keys sorted by name")
    func queryOrder() throws {
        let url = try Self.recipes.url(
            for: "recipe.share", parameters: ["recipeID": 1, "z": "last", "b": 2],
            query: [("page", 3), ("tag", "x"), ("tag", "y")]
        )
        #expect(url == "raycipe://share?recipeID=1&b=2&z=last&page=3&tag=x&tag=y")
        let match = try #require(Self.recipes.match(url).match)
        #expect(match.query.all("tag") == ["x", "y"])
        #expect(match.query.first("z") == "last")
    }

    @Test("text values convert to the declared type")
    func textValues() throws {
        #expect(try Self.recipes.url(for: "recipe.detail", parameterTexts: ["id": "007"]) == "raycipe://recipes/7")
        #expect(
            try Self.recipes.url(for: "flag", parameterTexts: ["on": "true", "ratio": "2.50", "key": "0F1E2D3C-4B5A-6978-8796-A5B4C3D2E1F0"])
                == "/flags/true/2.5/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0")
        #expect(try Self.recipes.url(for: "recipe.slug", parameterTexts: ["slug": "x007"]) == "raycipe://recipes/x007")
        // Untyped values keep their text, so "007" for :slug is still won by :id(int).
        let error = try #require(throws: URLBuildError.self) { try Self.recipes.url(for: "recipe.slug", parameterTexts: ["slug": "007"]) }
        #expect(error.shadowingRouteName == "recipe.detail")
        #expect(throws: URLBuildError.self) { try Self.recipes.url(for: "flag", parameterTexts: ["on": "yes", "ratio": "1", "key": "x"]) }
    }

    @Test("the pattern whose names equal the keys wins; otherwise the one naming the most keys")
    func choice() throws {
        let table = try RouteTable(
            routesFile: """
                a  /a/:x
                a  /a/:x/:y
                a  raycipe://a/:x/:y
                """, fileName: "t")
        #expect(try table.url(for: "a", parameters: ["x": 1]) == "/a/1")
        #expect(try table.url(for: "a", parameters: ["x": 1, "y": 2]) == "/a/1/2")
        #expect(try table.url(for: "a", parameters: ["x": 1, "y": 2, "z": 3]) == "/a/1/2?z=3")
        #expect(try table.url(for: "a", parameters: ["x": 1, "y": 2], scheme: "raycipe") == "raycipe://a/1/2")
        #expect(try table.url(for: "a", parameters: ["x": 1, "z": 3]) == "/a/1?z=3")
    }

    /// A refusal of `Data/cases/building-url.refusals.tsv`: what is built and what it must fail with.
    struct Failure: CustomTestStringConvertible, Sendable {
        var name: String
        var route: String
        var parameters: [String: any RouteParameter]
        var query: [(name: String, value: any RouteParameter)]
        var fragment: String?
        var scheme: String?
        var reason: String
        var message: String
        var place: String
        var testDescription: String { "\(name) (\(place))" }
    }

    /// `NAME=TEXT` items joined by `&`, or `\-` for none; `NAME:int=` and `NAME:double=` give
    /// that type's value, any other a `String`.
    static func items(_ field: CaseFile.Field) throws -> [(name: String, value: any RouteParameter)] {
        guard let text = try field.optionalText() else { return [] }
        return try text.split(separator: "&", omittingEmptySubsequences: false).map { item in
            guard let equals = item.firstIndex(of: "=") else { throw field.problem("'\(item)' is not NAME=TEXT") }
            let key = item[..<equals], value = String(item[item.index(after: equals)...])
            switch key.split(separator: ":", omittingEmptySubsequences: false) {
            case let typed where typed.count == 2 && typed[1] == "int":
                guard let number = Int(value) else { throw field.problem("'\(value)' is not an int") }
                return (String(typed[0]), number)
            case let typed where typed.count == 2 && typed[1] == "double":
                guard let number = Double(value) else { throw field.problem("'\(value)' is not a double") }
                return (String(typed[0]), number)
            default:
                return (String(key), value)
            }
        }
    }

    static func failures() throws -> [Failure] {
        try CaseFile.rows("building-url.refusals", columns: 8).map { row in
            let f = row.fields
            var parameters: [String: any RouteParameter] = [:]
            for (key, value) in try items(f[2]) where parameters.updateValue(value, forKey: key) != nil {
                throw f[2].problem("the parameter '\(key)' is given twice")
            }
            return Failure(
                name: try f[0].text(), route: try f[1].text(), parameters: parameters, query: try items(f[3]),
                fragment: try f[4].optionalText(), scheme: try f[5].optionalText(), reason: try f[6].text(),
                message: try f[7].text(), place: row.place)
        }
    }

    @Test("refuses what would break the law, with the full message", arguments: try failures())
    func refuse(_ f: Failure) {
        do {
            let url = try Self.recipes.url(for: f.route, parameters: f.parameters, query: f.query, fragment: f.fragment, scheme: f.scheme)
            Issue.record("built \(url)")
        } catch {
            #expect(error.reason.description == f.reason)
            #expect(error.description == f.message)
            #expect(error.routeName == f.route)
        }
    }

    @Test("refuses a URL past the table's size limit, with its length")
    func refuseTooLong() {
        let error = #expect(throws: URLBuildError.self) {
            try Self.recipes.url(for: "recipe.slug", parameters: ["slug": String(repeating: "é", count: 8_200)])
        }
        #expect(error?.reason == .tooLong)
        #expect(
            error?.description
                == "cannot build route 'recipe.slug' (raycipe://recipes/:slug): the URL would be 49218 bytes, longer than the table's limit of 16384")
        #expect(error?.routeName == "recipe.slug")
    }

    @Test("a shadowing error names the route and the URL that would win")
    func shadowDetails() throws {
        let error = try #require(throws: URLBuildError.self) {
            try Self.recipes.url(for: "recipe.slug", parameters: ["slug": "new"], scheme: "https")
        }
        #expect(error.shadowingRouteName == "recipe.new")
        #expect(error.url == "https://raycipe.example.com/recipes/new")
        #expect(error.parameterName == nil)
        #expect(Self.recipes.match(error.url!).match?.routeName == "recipe.new")
    }

    @Test("a custom parameter type builds through its own text")
    func customType() throws {
        enum Cuisine: String, RouteParameter {
            case italian, thai
            static let routeParameterTypeName = "cuisine"
        }
        var options = RouteTableOptions()
        options.parameterTypes = [Cuisine.self]
        let table = try RouteTable([RouteDefinition(name: "c", pattern: "raycipe://cuisines/:c(cuisine)")], options: options)
        #expect(try table.url(for: "c", parameters: ["c": Cuisine.thai]) == "raycipe://cuisines/thai")
        let match = try #require(table.match("raycipe://cuisines/thai").match)
        #expect(try match.parameter("c", as: Cuisine.self) == .thai)
        #expect(throws: URLBuildError.self) { try table.url(for: "c", parameters: ["c": "french"]) }
    }

    @Test("a smaller size limit is honoured")
    func sizeLimit() throws {
        let options = RouteTableOptions.limited(to: 12)
        let table = try RouteTable([RouteDefinition(name: "a", pattern: "/a/:x")], options: options)
        #expect(try table.url(for: "a", parameters: ["x": "123456789"]) == "/a/123456789")
        let error = try #require(throws: URLBuildError.self) { try table.url(for: "a", parameters: ["x": "1234567890"]) }
        #expect(error.message == "the URL would be 13 bytes, longer than the table's limit of 12")
    }
}
