/// A path prefix put before patterns: what ``RouteGroup`` and a routes file's `@mount` do.
enum PatternPrefix {
    /// `pattern` with `prefix` before its path; a pattern that names a scheme is kept as written.
    static func apply(_ prefix: String, to pattern: String) -> String {
        // A scheme is `scheme://` at the start, not a `://` inside a query value.
        let hasScheme =
            pattern.utf8.withContiguousStorageIfAvailable { PatternParser.schemeSeparator($0, 0..<$0.count) != nil }
            ?? Array(pattern.utf8).withUnsafeBufferPointer { PatternParser.schemeSeparator($0, 0..<$0.count) != nil }
        if hasScheme || prefix.isEmpty { return pattern }
        let body = pattern.drop(while: { $0 == "/" })
        if body.isEmpty || body.first == "?" { return prefix + body }
        return prefix + (prefix.hasSuffix("://") ? "" : "/") + body
    }
}
