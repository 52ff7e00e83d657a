extension RouteTable: CustomStringConvertible {
    /// How many routes the table holds and the sources it knows, on one line.
    ///
    /// ```swift
    /// print(table)
    /// // RouteTable(6 routes, 12 patterns; sources: raycipe:, https://raycipe.example.com)
    /// ```
    public var description: String {
        "RouteTable(\(definitions.sizeSummary); sources: \(sources.isEmpty ? "none" : sources.joined(separator: ", ")))"
    }
}
