import Switchyard

extension OpenURLAllowlist {
    /// An allowlist written as route patterns (Docs/PatternSyntax.md).
    ///
    /// A URL is allowed when it matches one of the patterns as the router matches it:
    /// linear-time, no regular expressions, so no catastrophic backtracking; a URL the
    /// router finds malformed, `dot-segment` or too long matches nothing.
    ///
    /// ```swift
    /// let allowlist = try OpenURLAllowlist(patterns: [
    ///     "https://raycipe.example.com/**",
    ///     "https://help.raycipe.example.com/articles/:id(int)",
    ///     "mailto://**",
    /// ])
    /// allowlist.allows("https://raycipe.example.com/recipes/2")   // true
    /// allowlist.allows("https://evil.example/recipes/2")          // false
    /// ```
    ///
    /// The patterns are built into a route table: a pattern that does not parse, or two
    /// that conflict (Docs/PatternSyntax.md, "Errors found when the table is built"), throw its error. The port of a web URL
    /// takes no part in matching, as in routing.
    ///
    /// - Throws: the table's error, with the pattern, position and reason.
    public init(patterns: [String]) throws(RouteTableError) {
        let definitions = patterns.enumerated().map { index, pattern in
            RouteDefinition(name: "allow.\(index + 1)", pattern: pattern)
        }
        self.init(try RouteTable(definitions))
    }

    /// An allowlist made of a route table: a URL is allowed when some route matches it.
    public init(_ table: RouteTable) {
        self.init(matcher: { url in table.match(url).match != nil })
    }
}
