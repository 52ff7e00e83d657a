/// One route as written: a name, a pattern, the methods it answers, and where it was written.
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
    /// The conditions the app must report as met before a link to this route is delivered
    /// (`signedIn`, `onboarded`: names the app defines); empty for a route that needs nothing.
    /// The router itself ignores them; an inbox of arriving links holds a link until they hold.
    public var requirements: [String]
    /// The HTTP methods the route answers; empty for a route that answers every method (and
    /// for every route of a table that routes links rather than requests).
    public var methods: [HTTPMethod]
    /// The prefix ``mounted(under:)`` (or a routes file's `@mount`) put before the written
    /// pattern, so that a problem found in the pattern points at the written text.
    var mounting: Mount?

    /// A prefix put before a written pattern.
    struct Mount: Sendable, Hashable {
        /// The prefix (`/api/v1`).
        var prefix: String
        /// The pattern as written, before the prefix.
        var writtenPattern: String
        /// How many Unicode scalars the prefix added to the pattern.
        var addedScalars: Int
    }

    /// Makes a definition; `location` is for error messages (a routes file sets it),
    /// `requirements` names the conditions an inbox waits for before delivering a link to it,
    /// and `methods` the HTTP methods it answers (none: every method).
    public init(name: String, pattern: String, methods: [HTTPMethod] = [], location: SourceLocation? = nil, requirements: [String] = []) {
        self.name = name
        self.pattern = pattern
        self.methods = methods
        self.location = location
        self.requirements = requirements
    }
}

extension RouteDefinition {
    /// The definition with its pattern under `prefix` (`/api/v1`), as a routes file's `@mount`
    /// and a ``RouteGroup`` put it: a pattern that names a scheme is kept as written. A
    /// problem found in the pattern is still reported at the column of the written pattern.
    ///
    /// ```swift
    /// let definition = RouteDefinition(name: "repos.get", pattern: "/repos/:owner", methods: [.get])
    /// print(definition.mounted(under: "/api/v1").pattern)   // /api/v1/repos/:owner
    /// ```
    public func mounted(under prefix: String) -> RouteDefinition {
        var definition = self
        definition.mount(under: prefix)
        return definition
    }

    /// Puts the pattern under `prefix`, as ``mounted(under:)`` does.
    mutating func mount(under prefix: String) {
        let written = mounting?.writtenPattern ?? pattern
        let mounted = PatternPrefix.apply(prefix, to: pattern)
        guard mounted != pattern else { return }
        let added = mounted.unicodeScalars.count - written.unicodeScalars.count
        let fullPrefix = mounting.map { $0.prefix.isEmpty ? prefix : PatternPrefix.apply(prefix, to: $0.prefix) } ?? prefix
        pattern = mounted
        mounting = Mount(prefix: fullPrefix, writtenPattern: written, addedScalars: added)
    }

    /// The prefix a mount put before the written pattern, and that pattern; `nil` when the
    /// pattern is as written. The routes-file generator writes them back.
    package var mountedPrefix: (prefix: String, writtenPattern: String)? {
        mounting.map { ($0.prefix, $0.writtenPattern) }
    }

    /// The column in the written pattern of column `column` of ``pattern`` (they differ by
    /// what a mount added).
    func writtenColumn(of column: Int) -> Int {
        guard let mounting else { return column }
        return max(1, column - mounting.addedScalars)
    }
}

/// A place in a routes file: file name, 1-based line, and the 1-based column where the pattern starts.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's name, as given to the table (`recipes.routes`, `<built-in>`).
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int

    /// Makes a location from a file name, a 1-based line and a 1-based column.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `FILE:LINE:COLUMN`, as compilers print it.
    public var description: String { "\(file):\(line):\(column)" }
}
