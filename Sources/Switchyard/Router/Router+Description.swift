extension Router: CustomStringConvertible {
    /// The destination type, and the table's size and sources, on one line.
    ///
    /// ```swift
    /// print(router)
    /// // Router<Screen>(6 routes, 12 patterns; sources: raycipe:, https://raycipe.example.com)
    /// ```
    public var description: String {
        let table = table.description
        return "Router<\(Destination.self)>" + table.dropFirst("RouteTable".count)
    }
}
