import Foundation
import Testing
import Switchyard

/// The QR-friendly form of built URLs: upper-case scheme and web host always, literals only
/// in a table with `@case-insensitive-paths`, `int` and `uuid` values upper-cased, everything
/// else as built; and the round-trip law for that form, over the law's random values for
/// every route of every table, with and without case-insensitive paths.
@Suite("Building URLs: the QR-friendly form")
struct QRFriendlyURLTests {
    static let table = """
        recipe.detail  raycipe://recipes/:id(int)
        recipe.detail  https://raycipe.example.com/recipes/:id(int)
        recipe.slug    https://raycipe.example.com/recipes/:slug
        recipe.card    https://Raycipe.Example.com/cards/:key(uuid)
        files          https://raycipe.example.com/files/**path
        share          raycipe://share?recipeID=:recipeID(int)&from=:from
        """

    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var caseInsensitive: Bool
        var route: String
        var values: [String: String]
        var scheme: String?
        var expected: String
        var testDescription: String { name }
    }

    static let examples: [Example] = [
        Example(
            name: "custom scheme, literal kept", caseInsensitive: false, route: "recipe.detail", values: ["id": "2"], scheme: "raycipe",
            expected: "RAYCIPE://recipes/2"),
        Example(
            name: "custom scheme, literal upper-cased", caseInsensitive: true, route: "recipe.detail", values: ["id": "2"], scheme: "raycipe",
            expected: "RAYCIPE://RECIPES/2"),
        Example(
            name: "web host upper-cased", caseInsensitive: false, route: "recipe.detail", values: ["id": "2"], scheme: "https",
            expected: "HTTPS://RAYCIPE.EXAMPLE.COM/recipes/2"),
        Example(
            name: "web, case-insensitive paths", caseInsensitive: true, route: "recipe.detail", values: ["id": "2", "utm_source": "qr"], scheme: "https",
            expected: "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2?utm_source=qr"),
        Example(
            name: "a string value keeps its case", caseInsensitive: true, route: "recipe.slug", values: ["slug": "crème brûlée"], scheme: nil,
            expected: "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/cr%C3%A8me%20br%C3%BBl%C3%A9e"),
        Example(
            name: "a uuid value is upper-cased", caseInsensitive: false, route: "recipe.card", values: ["key": "550e8400-e29b-41d4-a716-446655440000"], scheme: nil,
            expected: "HTTPS://RAYCIPE.EXAMPLE.COM/cards/550E8400-E29B-41D4-A716-446655440000"),
        Example(
            name: "a **path value keeps its case", caseInsensitive: true, route: "files", values: ["path": "docs/Read me.md"], scheme: nil,
            expected: "HTTPS://RAYCIPE.EXAMPLE.COM/FILES/docs/Read%20me.md"),
        Example(
            name: "the query keeps its case", caseInsensitive: true, route: "share", values: ["recipeID": "12", "from": "card"], scheme: nil,
            expected: "RAYCIPE://SHARE?recipeID=12&from=card"),
    ]

    @Test("QR-friendly URLs", arguments: examples)
    func example(_ example: Example) throws {
        let text = (example.caseInsensitive ? "@case-insensitive-paths\n" : "") + Self.table
        let table = try RouteTable(routesFile: text, fileName: "qr.routes")
        let url = try table.url(for: example.route, parameterTexts: example.values, scheme: example.scheme, form: .qrFriendly)
        #expect(url == example.expected)
        let match = try #require(table.match(url).match)
        #expect(match.routeName == example.route)
    }

    @Test("the standard form is the default, and each form names itself")
    func forms() throws {
        let table = try RouteTable(routesFile: Self.table, fileName: "qr.routes")
        #expect(try table.url(for: "recipe.detail", parameters: ["id": 2], form: .standard) == table.url(for: "recipe.detail", parameters: ["id": 2]))
        #expect(try table.url(for: "recipe.detail", parameterTexts: ["id": "2"], form: .standard) == "raycipe://recipes/2")
        #expect(try table.url(for: "recipe.detail", parameters: ["id": 2], form: .qrFriendly) == "RAYCIPE://recipes/2")
        #expect([URLForm.standard, .qrFriendly].map(\.description) == ["standard", "qr-friendly"])
    }

    @Test("a URL that does not build gives the same error in both forms")
    func sameErrors() throws {
        let table = try RouteTable(routesFile: Self.table, fileName: "qr.routes")
        let plain = #expect(throws: URLBuildError.self) { try table.url(for: "recipe.detail", parameterTexts: ["id": "abc"]) }
        let friendly = #expect(throws: URLBuildError.self) { try table.url(for: "recipe.detail", parameterTexts: ["id": "abc"], form: .qrFriendly) }
        #expect(friendly?.description == plain?.description)
        #expect(friendly?.description.contains("\"abc\" is not a valid int") == true, "\(String(describing: friendly))")
    }

    /// The law for the QR-friendly form, on every table of the building law, each also with
    /// `@case-insensitive-paths`.
    @Test(
        "matching a QR-friendly URL gives the route and the values back", .serialized,
        arguments: BuildingLawTests.tableNames, [false, true])
    func law(_ tableName: String, caseInsensitive: Bool) async throws {
        let (text, fileName) = try BuildingLawTests.load(tableName)
        let table = try RouteTable(routesFile: (caseInsensitive ? "@case-insensitive-paths\n" : "") + text, fileName: fileName)
        let definitions = table.definitions
        let patterns = definitions.map { LawPattern($0.pattern) }
        var generator = ValueGenerator(
            random: SeededRandom(seed: SeededRandom.seedFromEnvironment &+ 0x9C0DE),
            words: Array(Set(patterns.flatMap(\.literals)))
        )
        var built = 0
        var rewritten = 0
        for (index, definition) in definitions.enumerated() {
            await Task.yield()
            for iteration in 0..<20 {
                var check = LawCheck(table: table, definitions: definitions, patterns: patterns, sameName: [index], route: index)
                check.generate(&generator)
                let context = "\(fileName) route \(definition.name) (\(definition.pattern)) iteration \(iteration)"
                let plain: String
                do {
                    plain = try table.url(for: check.name, parameters: check.values, query: check.query, fragment: check.fragment, scheme: check.pattern.scheme)
                } catch {
                    #expect(throws: URLBuildError.self, "\(context)") {
                        try table.url(for: check.name, parameters: check.values, query: check.query, fragment: check.fragment, scheme: check.pattern.scheme, form: .qrFriendly)
                    }
                    continue
                }
                let friendly: String
                do {
                    friendly = try table.url(for: check.name, parameters: check.values, query: check.query, fragment: check.fragment, scheme: check.pattern.scheme, form: .qrFriendly)
                } catch {
                    Issue.record("\(plain) built, but its QR-friendly form did not: \(error) — \(context)")
                    continue
                }
                built += 1
                if friendly != plain { rewritten += 1 }
                let route = table.match(plain).match!.routeIndex
                #expect(friendly == Self.expectedForm(plain, pattern: patterns[route], caseInsensitive: caseInsensitive), "\(context)")
                // The law: the same route, and every value reads back (a uuid as the same UUID).
                guard let original = table.match(plain).match, let read = table.match(friendly).match else {
                    Issue.record("\(friendly) does not match — \(context)")
                    continue
                }
                #expect(read.routeIndex == original.routeIndex, "\(friendly) — \(context)")
                for parameter in patterns[route].parameters {
                    let expected = original.parameterText(parameter.name) ?? ""
                    let got = read.parameterText(parameter.name) ?? ""
                    let same = parameter.type == "uuid" ? expected.lowercased() == got.lowercased() : expected == got
                    #expect(same, "\(parameter.name): \(expected) became \(got) in \(friendly) — \(context)")
                }
            }
        }
        #expect(built > definitions.count * 5)
        if patterns.contains(where: { $0.scheme != nil }) { #expect(rewritten > 0) }
    }

    /// The QR-friendly form Docs/QRCodes.md describes, computed from the test's own reading of the
    /// pattern: scheme and web host upper-cased; literals when the table folds case; `int` and
    /// `uuid` values; nothing after a `**` value, the query or the fragment.
    static func expectedForm(_ url: String, pattern: LawPattern, caseInsensitive: Bool) -> String {
        var rest = Substring(url)
        var out = ""
        if let scheme = pattern.scheme, let separator = rest.range(of: "://") {
            out += rest[..<separator.upperBound].uppercased()
            rest = rest[separator.upperBound...]
            if scheme == "http" || scheme == "https" {
                let hostEnd = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
                out += rest[..<hostEnd].uppercased()
                rest = rest[hostEnd...]
            }
        }
        let pathEnd = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) ?? rest.endIndex
        var path = rest[..<pathEnd]
        let tail = rest[pathEnd...]
        var segments = pattern.segments[...]
        while !path.isEmpty {
            if path.first == "/" {
                out += "/"
                path = path.dropFirst()
                continue
            }
            let end = path.firstIndex(of: "/") ?? path.endIndex
            let segment = path[..<end]
            // Skip an unnamed `**`, which builds nothing.
            while case .rest(nil)? = segments.first { segments = segments.dropFirst() }
            switch segments.first {
            case .literal?:
                out += caseInsensitive ? segment.uppercased() : String(segment)
            case .parameter(_, let type)?:
                out += type == "int" || type == "uuid" ? segment.uppercased() : String(segment)
            default:
                out += path
                path = ""
                continue
            }
            segments = segments.dropFirst()
            path = path[end...]
        }
        return out + tail
    }
}
