extension RoutesFile: CustomStringConvertible {
    /// The file's name, its routes (and patterns, when a route has several), its declared
    /// sources and its problems, counted, on one line.
    ///
    /// ```swift
    /// print(RoutesFile(parsing: text, fileName: "recipes.routes"))
    /// // recipes.routes: 7 routes, 1 source declared, 0 problems
    /// ```
    public var description: String {
        "\(fileName): \(definitions.sizeSummary), \(counted(options.sources.count, "source")) declared, "
            + counted(problems.count, "problem")
    }
}
