import Switchyard

/// What the generator made of a routes file: the typed declarations, the table's definitions
/// and options, and every diagnostic; ``swiftSource`` when there is no error.
package struct RoutesGeneration: Sendable {
    /// The file's name as the generated code names it (the last part of its path).
    package var fileName: String
    /// The enum that holds the declarations (`RecipesRoutes`), by the rules of ``SwiftNames``.
    package var namespace: String
    /// One declaration per route name, in the order the names first appear.
    package var routes: [GeneratedRoute] = []
    /// The table's definitions, in table order, located in the file.
    package var definitions: [RouteDefinition] = []
    /// The sources the file's `@source` lines declare.
    package var sources: [String] = []
    /// The public origin the file's `@origin` line declares.
    package var origin: String?
    /// The development and proxy origins of the file's `@local-origin` lines.
    package var localOrigins: [String] = []
    /// Whether the file has `@case-insensitive-paths`.
    package var caseInsensitivePaths = false
    /// The custom types of `#@type` lines: the name in patterns and the Swift type.
    package var customTypes: [(name: String, swiftType: String)] = []
    /// Every error and warning, in file order, located at the file's path.
    package var diagnostics: [RouteTableProblem] = []

    /// True when a diagnostic is an error: then nothing is generated.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The generated Swift file, or `nil` when there is an error.
    package var swiftSource: String? { hasErrors ? nil : SwiftSourceWriter(self).text }

    /// The diagnostics as compilers print them, one a line: `FILE:LINE:COLUMN: error: message`.
    /// A problem without a location is placed at the first line of its route, or of the file.
    package var diagnosticLines: [String] { diagnostics.map(\.description) }
}
