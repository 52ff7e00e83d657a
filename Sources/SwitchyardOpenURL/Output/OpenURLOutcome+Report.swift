extension OpenURLOutcome {
    /// The outcome for people: each step on a line, then the verdict.
    ///
    /// ```swift
    /// print(outcome.report)
    /// // open http://raycipe.example.com/about
    /// //   1. routes (app): http://raycipe.example.com/about -> forward [no-route: …]
    /// //   2. web (web): http://raycipe.example.com/about -> handled
    /// // accepted: handled by web
    /// ```
    ///
    /// A re-entrant open's steps are indented one level further. Rewrites show as
    /// `forward(URL)` or `systemAction(URL)`; causes and notes follow in brackets.
    public var report: String {
        var lines = ["open \(url)"]
        for (index, step) in trace.enumerated() {
            lines.append(Self.line(for: step, number: index + 1))
        }
        if accepted {
            lines.append("accepted: handled by \(decidedBy)")
        } else {
            lines.append("not accepted: discarded by \(decidedBy)" + (reason.map { ": \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(for step: OpenURLStep, number: Int) -> String {
        let indent = String(repeating: "  ", count: step.depth + 1)
        return "\(indent)\(number). \(step)"
    }
}
