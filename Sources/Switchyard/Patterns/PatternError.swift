/// A pattern that cannot be compiled: which pattern, where, and why.
///
/// Not public: a table reports each one as a `RouteTableProblem` of the definition, its
/// column moved into the definition's location.
///
/// ```swift
/// // pattern "raycipe://recipes/:id(integer)", column 23: unknown parameter type 'integer'
/// //   (known: string, bool, int, double, uuid)
/// ```
struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    var pattern: String
    /// The UTF-8 offset in `pattern` where the problem starts.
    var offset: Int
    /// What is wrong and, where it helps, what would be right.
    var message: String

    /// The 1-based column of the problem, counted in Unicode scalars.
    var column: Int {
        let utf8 = pattern.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        return pattern.unicodeScalars[..<end].count + 1
    }

    /// `pattern "TEXT", column N: message`.
    var description: String {
        "pattern \"\(pattern)\", column \(column): \(message)"
    }
}
