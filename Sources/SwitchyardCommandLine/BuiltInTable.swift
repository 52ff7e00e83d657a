import Switchyard

/// The table every command uses when no `--routes` is given: the recipe app.
enum BuiltInTable {
    static let fileName = "<built-in>"
    static let text = ExampleRoutes.recipeApp
}
