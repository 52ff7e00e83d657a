import Switchyard

/// One typed declaration the generator writes: a route name of the file with all its patterns.
package struct GeneratedRoute: Sendable, Hashable {
    /// The route's name in the file (`recipe.detail`).
    package var name: String
    /// The declaration's Swift name (`recipeDetail`), by the rules of ``SwiftNames``.
    package var swiftName: String
    /// The route's patterns, in file order.
    package var patterns: [String]
    /// The named parameters every pattern captures, in capture order, with their types'
    /// names in patterns (`int`, `string`, a custom type's name).
    package var parameters: [Parameter]
    /// The HTTP methods the route answers (every pattern's the same); empty for every method.
    package var methods: [HTTPMethod]
    /// The conditions of the route's first definition (`requires=`).
    package var requirements: [String]
    /// Where the route's first pattern is written.
    package var location: SourceLocation?

    /// A named parameter and its type.
    package struct Parameter: Sendable, Hashable {
        /// The name in the pattern (`id` for `:id(int)`).
        package var name: String
        /// The type's name in patterns (`int`).
        package var typeName: String
        /// The Swift type the declaration captures (`Int`).
        package var swiftType: String
    }
}

extension GeneratedRoute {
    /// The Swift type of the declaration's values: `Int` for one, `(String, Int)` for
    /// several, `Void` for none.
    package var valuesType: String {
        switch parameters.count {
        case 0: "Void"
        case 1: parameters[0].swiftType
        default: "(" + parameters.map(\.swiftType).joined(separator: ", ") + ")"
        }
    }
}
