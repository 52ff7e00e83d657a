/// A pattern that cannot be compiled: which pattern, where, and why.
///
/// ```swift
/// // pattern "raycipe://recipes/:id(integer)", column 23: unknown parameter type 'integer'
/// //   (known: string, bool, int, double, uuid)
/// ```
public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    /// The UTF-8 offset in `pattern` where the problem starts.
    public var offset: Int
    /// What is wrong and, where it helps, what would be right.
    public var message: String

    /// The 1-based column of the problem, counted in Unicode scalars.
    public var column: Int {
        let utf8 = pattern.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        return pattern.unicodeScalars[..<end].count + 1
    }

    /// `pattern "TEXT", column N: message`.
    public var description: String {
        "pattern \"\(pattern)\", column \(column): \(message)"
    }
}
