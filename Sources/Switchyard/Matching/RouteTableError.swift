/// Everything wrong with a route table, found when it was built: every problem, not just the first.
///
/// ```swift
/// do {
///     _ = try RouteTable([RouteDefinition(name: "a", pattern: "/a/**/b")])
/// } catch {
///     print(error) // pattern "/a/**/b", column 4: ** must be the last segment of a pattern
/// }
/// ```
public struct RouteTableError: Error, Sendable, Hashable {
    /// Every error and warning, in file order.
    public var problems: [RouteTableProblem]

    /// Makes an error from its problems.
    public init(problems: [RouteTableProblem]) { self.problems = problems }
}

/// One error or warning about a route table.
public struct RouteTableProblem: Sendable, Hashable {
    /// Whether a problem stops the table from building (`error`) or not (`warning`);
    /// compared with `==` or matched in a `switch` against the static values.
    public struct Severity: Sendable, Hashable, CustomStringConvertible {
        enum Code: Sendable, Hashable { case error, warning }

        let code: Code

        /// Stops the table from building (`switchyard check` exits 2).
        public static var error: Severity { Severity(code: .error) }
        /// Reported, but the table builds (`switchyard check` prints it and exits 0).
        public static var warning: Severity { Severity(code: .warning) }

        /// `error` or `warning`, as messages and `switchyard check --json` print it.
        public var description: String {
            switch code {
            case .error: "error"
            case .warning: "warning"
            }
        }
    }

    /// Whether the problem is an error or a warning.
    public var severity: Severity
    /// The route concerned, when there is one.
    public var routeName: String?
    /// The pattern concerned, when there is one.
    public var pattern: String?
    /// Where: the definition's location, with the column moved to the problem inside the pattern.
    public var location: SourceLocation?
    /// What is wrong, for people.
    public var message: String

    /// Makes a problem (for tools that check tables of their own).
    public init(severity: Severity, routeName: String? = nil, pattern: String? = nil, location: SourceLocation? = nil, message: String) {
        self.severity = severity
        self.routeName = routeName
        self.pattern = pattern
        self.location = location
        self.message = message
    }
}
