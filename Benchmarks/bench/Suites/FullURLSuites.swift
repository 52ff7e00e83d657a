import Switchyard

/// `FullURL`: custom-scheme links and universal links with query items on the
/// built-in example table (the recipe app), each matched and turned into the app's
/// own `RecipeApp.Screen`, typed parameters and query values included.
/// `FullURL:Path`: the bare paths of the same links on the same routes without a
/// scheme, route index only: the "bare path lookup" of the 2x target.
/// `FullURL:Router`: the same links through the declarative `Router<Screen>`.
enum FullURLSuites {
    static func suites() -> [Suite] {
        [
            Suite(name: "FullURL", baseline: "Baseline:FullURL") { _ in
                PreparedSuite(workload: ScreenWorkload(.table(try RecipeApp.table()), links: RecipeApp.links))
            },
            Suite(name: "FullURL:Router", baseline: "Baseline:FullURL") { _ in
                PreparedSuite(workload: ScreenWorkload(.router(try RecipeApp.router()), links: RecipeApp.links))
            },
            Suite(name: "FullURL:Path", baseline: nil) { _ in
                let table = try RecipeApp.pathTable()
                let links = RecipeApp.links
                return PreparedSuite(
                    workload: LookupWorkload(
                        table: table,
                        inputs: links.map(\.path),
                        expected: links.map { Expected(route: $0.route, parameters: [:]) }
                    ))
            },
            Suite(name: "FullURL:PathView", baseline: nil) { _ in
                let links = RecipeApp.links
                return PreparedSuite(
                    workload: LookupWorkload(
                        table: try RecipeApp.pathTable(),
                        inputs: links.map(\.path),
                        expected: links.map { Expected(route: $0.route, parameters: [:]) },
                        borrowing: true
                    ))
            },
            Suite(name: "FullURL:Lookup", baseline: nil) { _ in
                let links = RecipeApp.links
                return PreparedSuite(
                    workload: LookupWorkload(
                        table: try RecipeApp.table(),
                        inputs: links.map(\.url),
                        expected: links.map { Expected(route: $0.route, parameters: [:]) },
                        borrowing: true
                    ))
            },
        ]
    }

    static func baselines() -> [Suite] {
        [
            Suite(name: "Baseline:FullURL", baseline: nil) { _ in
                PreparedSuite(workload: ScreenWorkload(.handWritten(HandWrittenRouter(try RecipeApp.routes())), links: RecipeApp.links))
            }
        ]
    }
}
