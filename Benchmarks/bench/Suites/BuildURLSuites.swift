import Switchyard

/// `BuildURL:<Table>`: building the URL of every request path's route from its
/// parameters (`RouteTable.url(for:parameters:)`, which checks the URL routes back),
/// on the GitHub table (untyped values) and the recipe app (typed values, schemes,
/// query constraints), with a hand-written baseline for GitHub.
enum BuildURLSuites {
    static func suites() -> [Suite] {
        [
            Suite(name: "BuildURL:GitHub", baseline: "Baseline:BuildURL:GitHub") { _ in
                let shared = try SharedTable.load(displayName: "GitHub", fileStem: "github")
                let table = try RouteTable(routesFile: shared.routesText, fileName: "github.routes")
                let requests = shared.requests.map { request in
                    BuildWorkload.Request(
                        route: request.route,
                        values: request.parameters.mapValues { $0 as any RouteParameter },
                        expected: Expected(request)
                    )
                }
                return PreparedSuite(workload: BuildWorkload(table: table, requests: requests))
            },
            Suite(name: "BuildURL:Recipe", baseline: nil) { _ in
                PreparedSuite(workload: BuildWorkload(table: try RecipeApp.table(), requests: recipeRequests))
            },
        ]
    }

    static func baselines() -> [Suite] {
        [
            Suite(name: "Baseline:BuildURL:GitHub", baseline: nil) { _ in
                let shared = try SharedTable.load(displayName: "GitHub", fileStem: "github")
                return PreparedSuite(workload: HandWrittenBuildWorkload(router: HandWrittenRouter(shared.routes), requests: shared.requests))
            }
        ]
    }

    /// Typed values on the built-in table: an `Int` path parameter, a slug that needs
    /// percent-encoding, a typed query constraint, an extra query item, no parameters.
    private static let recipeRequests: [BuildWorkload.Request] = [
        .init(route: "recipe.detail", values: ["id": 2], expected: Expected(route: "recipe.detail", parameters: ["id": "2"])),
        .init(route: "recipe.detail", values: ["id": 1234, "servings": 4], expected: Expected(route: "recipe.detail", parameters: ["id": "1234"])),
        .init(route: "recipe.slug", values: ["slug": "crème brûlée"], expected: Expected(route: "recipe.slug", parameters: ["slug": "crème brûlée"])),
        .init(route: "recipe.share", values: ["recipeID": 42], expected: Expected(route: "recipe.share", parameters: ["recipeID": "42"])),
        .init(route: "recipe.list", values: [:], expected: Expected(route: "recipe.list", parameters: [:])),
        .init(route: "home", values: [:], expected: Expected(route: "home", parameters: [:])),
    ]
}
