extension Router: CustomStringConvertible {
    /// The destination type, and the table's size and sources, on one line.
    ///
    /// ```swift
    /// print(router)
    /// // Router<Screen>(12 routes; sources: raycipe:, https://raycipe.example.com)
    /// ```
    public var description: String {
        let table = table.description
        return "Router<\(Destination.self)>" + table.dropFirst("RouteTable".count)
    }
}
