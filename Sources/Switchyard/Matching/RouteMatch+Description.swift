extension RouteMatch: CustomStringConvertible, CustomDebugStringConvertible {
    /// The route, its pattern and the captured parameters, on one line.
    ///
    /// ```swift
    /// print(table.match("raycipe://recipes/2?utm_source=qr").match!)
    /// // route 'recipe.detail' (raycipe://recipes/:id(int)), id: "2"
    /// ```
    public var description: String {
        var text = "route '\(routeName)' (\(pattern))"
        for parameter in parameters {
            text += ", \(parameter.name): \(parameter.text.debugDescription)"
        }
        return text
    }

    /// Everything the match offers, for a debugger or a log.
    ///
    /// ```swift
    /// debugPrint(table.match("raycipe://recipes/2?utm_source=qr#steps").match!)
    /// // RouteMatch(url: "raycipe://recipes/2?utm_source=qr#steps", route: "recipe.detail",
    /// //            pattern: "raycipe://recipes/:id(int)", parameters: [id: "2"],
    /// //            query: [utm_source: "qr"], fragment: "steps")   (on one line)
    /// ```
    public var debugDescription: String {
        let parameterList = parameters.map { "\($0.name): \($0.text.debugDescription)" }.joined(separator: ", ")
        return "RouteMatch(url: \(url.debugDescription), route: \(routeName.debugDescription), "
            + "pattern: \(pattern.debugDescription), parameters: [\(parameterList)], query: \(query), "
            + "fragment: \(fragment.map(\.debugDescription) ?? "nil"))"
    }
}

extension MatchedParameter: CustomStringConvertible {
    /// `name: "text" (type)`, as in `id: "2" (int)`.
    public var description: String {
        "\(name): \(text.debugDescription) (\(typeName))"
    }
}
