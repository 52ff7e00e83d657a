extension OpenURLOutcome: CustomStringConvertible, CustomDebugStringConvertible {
    /// The URL, the verdict, who decided, how many steps it took and why it was discarded,
    /// on one line.
    ///
    /// ```swift
    /// print(await scope.open("http://raycipe.example.com/about"))
    /// // http://raycipe.example.com/about: handled by web (2 steps)
    /// // raycipe://nope: discarded by routes (1 step): no-route: no route matches this URL
    /// ```
    public var description: String {
        let steps = trace.count == 1 ? "1 step" : "\(trace.count) steps"
        var text = "\(url): \(result) by \(decidedBy) (\(steps))"
        if let reason { text += ": \(reason)" }
        return text
    }

    /// Every step on a line, then the verdict: the ``report``.
    public var debugDescription: String { report }
}
