extension RouteTableError: CustomStringConvertible {
    /// Every problem on one line: a single problem as itself, several counted first and
    /// separated by `; `.
    ///
    /// ```swift
    /// print(error)
    /// // pattern "/a/**/b", column 4: ** must be the last segment of a pattern
    /// // or, for two: 2 problems: recipes.routes:3:9: error: …; recipes.routes:5:1: error: …
    /// ```
    ///
    /// ``problems`` gives them one by one, as `switchyard check` prints them.
    public var description: String {
        if problems.count == 1 { return problems[0].description }
        return "\(problems.count) problems: " + problems.map(\.description).joined(separator: "; ")
    }
}

extension RouteTableProblem: CustomStringConvertible {
    /// `FILE:LINE:COLUMN: error: message` when the location is known, else the route and pattern.
    ///
    /// ```swift
    /// // recipes.routes:4:28: error: unknown parameter type 'integer' (known: bool, double, int, string, uuid)
    /// // error: route 'a' pattern "/a/**/b": ** must be the last segment of a pattern
    /// ```
    public var description: String {
        if let location {
            return "\(location): \(severity.description): \(message)"
        }
        var text = "\(severity.description): "
        if let routeName { text += "route '\(routeName)'" }
        if let pattern { text += (routeName == nil ? "" : " ") + "pattern \"\(pattern)\"" }
        return text + (routeName == nil && pattern == nil ? "" : ": ") + message
    }
}
