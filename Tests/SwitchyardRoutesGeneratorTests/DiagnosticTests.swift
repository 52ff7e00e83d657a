import SwitchyardRoutesGenerator
import Testing

/// Every problem of a routes file is a diagnostic at its file, line and column, as compilers
/// print them; an error means nothing is generated, a warning does not.
@Suite("Diagnostics of the generator")
struct DiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var text: String
        var diagnostics: [String]
        var testDescription: String { label }
    }

    static let cases: [Case] = [
        Case(
            label: "two routes whose Swift names collide",
            text: "recipe.detail  /recipes/:id(int)\n  recipe_detail  /r/:id(int)\n",
            diagnostics: [
                "App/r.routes:2:3: error: route 'recipe_detail' would be declared as 'recipeDetail', as route 'recipe.detail' (line 1) is: rename one of them"
            ]),
        Case(
            label: "a route name with no letter or digit",
            text: "-  /a\n",
            diagnostics: ["App/r.routes:1:1: error: route name '-' has no letter or digit to make a Swift name of"]),
        Case(
            label: "patterns of one route that capture different parameters",
            text: "item  /items/:id(int)\nitem  /i/:slug\n",
            diagnostics: [
                "App/r.routes:2:7: error: route 'item': this pattern captures :slug(string), but its first pattern (line 1) captures :id(int): "
                    + "its typed declaration needs the same parameters, of the same types, in the same order, in every pattern; "
                    + "give this pattern a route name of its own"
            ]),
        Case(
            label: "lines of one route that answer different methods",
            text: "repo  GET /repos/:owner\nrepo  DELETE /r/:owner\n",
            diagnostics: [
                "App/r.routes:2:14: error: route 'repo': this line answers DELETE, but its first line (line 1) answers GET: "
                    + "its typed declaration answers one set of methods in every pattern; give this line a route name of its own"
            ]),
        Case(
            label: "a method conflict, from the table",
            text: "a  GET,PUT /a/:id\nb  PUT /a/:name\n",
            diagnostics: [
                "App/r.routes:2:8: error: conflicts with route 'a' (line 1): the same path and query constraints, and both answer PUT; give each method to one route"
            ]),
        Case(
            label: "an unknown type, from the table",
            text: "dish  /dishes/:c(cuisine)\n",
            diagnostics: ["App/r.routes:1:18: error: unknown parameter type 'cuisine' (known: string, bool, int, double, uuid)"]),
        Case(
            label: "a conflict, from the table",
            text: "a  /a/:id\nb  /a/:name\n",
            diagnostics: [
                "App/r.routes:2:4: error: conflicts with route 'a' (line 1): the same path and query constraints that cannot be ordered; "
                    + "delete one, or tell them apart with a literal segment, a parameter type or a query constraint"
            ]),
        Case(
            label: "a bad #@type line",
            text: "#@type cuisine\n#@type int Int\n#@type c 9Cuisine\n#@type c Cuisine\n#@type c Other\n",
            diagnostics: [
                "App/r.routes:1:1: error: a type line is #@type NAME SwiftType, as in #@type cuisine Cuisine",
                "App/r.routes:2:8: error: 'int' is a standard type (bool, double, int, string, uuid): it needs no #@type line",
                "App/r.routes:3:10: error: '9Cuisine' is not a Swift type name (letters, digits and _, parts separated by .)",
                "App/r.routes:5:8: error: the type 'c' is declared twice",
            ]),
        Case(
            label: "a warning generates",
            text: "all  raycipe://**\nx    /x\n",
            diagnostics: ["App/r.routes:1:6: warning: this route takes every URL from raycipe:, so no route without a scheme can match them"]),
    ]

    @Test("each problem at its line and column", arguments: cases)
    func diagnostics(_ example: Case) {
        let generation = RoutesGenerator.generate(example.text, path: "App/r.routes")
        #expect(generation.diagnosticLines == example.diagnostics)
        #expect((generation.swiftSource == nil) == example.diagnostics.contains { $0.contains(": error: ") })
    }

    @Test("a custom type declared with #@type is registered and typed")
    func customType() throws {
        let text = "#@type cuisine Cuisine\n@source https://raycipe.example.com\n@case-insensitive-paths\ndishes  raycipe://cuisines/:c(cuisine)/:page(int)  requires=signedIn\n"
        let generation = RoutesGenerator.generate(text, path: "recipes.routes")
        #expect(generation.diagnosticLines == [])
        let source = try #require(generation.swiftSource)
        #expect(
            source.contains(
                "    static let dishes: RouteDeclaration<(Cuisine, Int)> = RouteDeclaration(\"dishes\", \"raycipe://cuisines/:c(cuisine)/:page(int)\", capturing: Cuisine.self, Int.self)\n"
            ))
        #expect(source.contains("        static let requirements: [[String]] = [\n            [\"signedIn\"],\n        ]\n"))
        #expect(source.contains("        static let lines: [Int] = [\n            4,\n        ]\n"))
        #expect(source.contains("        static let columns: [Int] = [\n            9,\n        ]\n"))
        #expect(source.contains("            options.parameterTypes = [Cuisine.self]\n"))
        #expect(source.contains("            options.sources = [\"https://raycipe.example.com\"]\n"))
        #expect(source.contains("            options.caseInsensitivePaths = true\n"))
        #expect(source.contains("enum RecipesRoutes {\n"))
    }

    @Test("a pattern with a quote or a back-slash is a valid string literal")
    func escaping() throws {
        let generation = RoutesGenerator.generate("q  /a\"b\\c\n", path: "e.routes")
        let source = try #require(generation.swiftSource, "\(generation.diagnosticLines)")
        #expect(source.contains(#"RouteDeclaration("q", "/a\"b\\c")"#))
    }
}
