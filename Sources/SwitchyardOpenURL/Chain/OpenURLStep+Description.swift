extension OpenURLStep: CustomStringConvertible {
    /// `HANDLER (SCOPE): URL -> ANSWER [cause] [note]`, as the lines of
    /// ``OpenURLOutcome/report`` show a step.
    ///
    /// ```swift
    /// // routes (app): raycipe://old/2 -> forward(raycipe://recipes/2)
    /// // slow (app): raycipe://recipes/2 -> discarded [timed out after 0.05 seconds]
    /// ```
    public var description: String {
        let who = scope.map { "\(handler) (\($0))" } ?? handler
        var line = "\(who): \(url) -> \(result)"
        if let cause { line += " [\(cause)]" }
        if let note { line += " [\(note)]" }
        return line
    }
}
