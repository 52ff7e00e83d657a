extension URLBuildError: CustomStringConvertible {
    /// `cannot build route 'NAME' (PATTERN): what is wrong`.
    ///
    /// ```swift
    /// // cannot build route 'recipe.detail' (raycipe://recipes/:id(int)): parameter 'id' is missing (expected an int)
    /// ```
    public var description: String {
        var text = "cannot build route '\(routeName)'"
        if let pattern { text += " (\(pattern))" }
        return text + ": " + message
    }
}
