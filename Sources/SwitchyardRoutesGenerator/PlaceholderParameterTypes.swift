import Switchyard

/// Stand-ins for a file's custom parameter types while the generator builds its table: the
/// generator has only the types' names (from `#@type` lines), and a table registers types, so
/// each name gets a type of its own whose ``RouteParameter/routeParameterTypeName`` is that name.
///
/// A table reads the names of its types once, while it is built: ``withTypes(named:_:)`` makes
/// the types and keeps the names in a task-local value for the length of `body`. A stand-in
/// accepts any text; the generator builds the table to check it, and never matches a URL.
enum PlaceholderParameterTypes {
    @TaskLocal static var names: [String] = []

    /// Runs `body` with a type for each of `names`, in order.
    static func withTypes<R, E: Error>(named names: [String], _ body: ([any RouteParameter.Type]) throws(E) -> R) throws(E) -> R {
        var types: [any RouteParameter.Type] = []
        var index: any PlaceholderIndex.Type = PlaceholderZero.self
        for _ in names {
            types.append(parameterType(at: index))
            index = next(after: index)
        }
        let result: Result<R, E> = $names.withValue(names) { Result { () throws(E) -> R in try body(types) } }
        return try result.get()
    }

    private static func parameterType<Index: PlaceholderIndex>(at _: Index.Type) -> any RouteParameter.Type {
        PlaceholderParameter<Index>.self
    }

    private static func next<Index: PlaceholderIndex>(after _: Index.Type) -> any PlaceholderIndex.Type {
        PlaceholderSuccessor<Index>.self
    }
}

/// A position in ``PlaceholderParameterTypes/names``, as a type: 0, then one more than another.
protocol PlaceholderIndex { static var value: Int { get } }

enum PlaceholderZero: PlaceholderIndex {
    static var value: Int { 0 }
}

enum PlaceholderSuccessor<Previous: PlaceholderIndex>: PlaceholderIndex {
    static var value: Int { Previous.value + 1 }
}

/// The stand-in for the custom type named at position `Index`.
struct PlaceholderParameter<Index: PlaceholderIndex>: RouteParameter {
    static var routeParameterTypeName: String {
        let names = PlaceholderParameterTypes.names
        return names.indices.contains(Index.value) ? names[Index.value] : ""
    }
    let routeParameterText: String
    init?(routeParameter text: Substring) { routeParameterText = String(text) }
}
