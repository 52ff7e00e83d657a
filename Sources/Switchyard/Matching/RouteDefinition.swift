/// One route as written: a name and a pattern, and where it was written.
///
/// ```swift
/// RouteDefinition(name: "recipe.detail", pattern: "raycipe://recipes/:id(int)")
/// ```
public struct RouteDefinition: Sendable, Hashable {
    /// The route's name; several definitions may share it (a custom scheme and a universal link).
    public var name: String
    /// The pattern, in the syntax of `Docs/PatternSyntax.md`.
    public var pattern: String
    /// Where the definition was written, for error messages (a routes file sets it).
    public var location: SourceLocation?

    public init(name: String, pattern: String, location: SourceLocation? = nil) {
        self.name = name
        self.pattern = pattern
        self.location = location
    }
}

/// A place in a routes file: file name, 1-based line, and the 1-based column where the pattern starts.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
