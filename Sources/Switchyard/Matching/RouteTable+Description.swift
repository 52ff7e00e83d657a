extension RouteTable: CustomStringConvertible {
    /// How many routes the table holds and the sources it knows, on one line.
    ///
    /// ```swift
    /// print(table)
    /// // RouteTable(12 routes; sources: raycipe:, https://raycipe.example.com)
    /// ```
    public var description: String {
        let routes = count == 1 ? "1 route" : "\(count) routes"
        return "RouteTable(\(routes); sources: \(sources.isEmpty ? "none" : sources.joined(separator: ", ")))"
    }
}
