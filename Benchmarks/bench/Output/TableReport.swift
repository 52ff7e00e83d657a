/// The default output: one aligned row per suite, for people.
enum TableReport {
    static let headings = ["suite", "ns/op", "min", "p10..p90", "allocs/op", "speedup", "setup"]

    /// The header and separator lines, printed before the first suite finishes.
    static func header() -> String {
        row(headings) + "\n" + row(headings.map { String(repeating: "-", count: $0.count) })
    }

    /// One suite's row, followed by its problems if any.
    static func line(_ result: SuiteResult) -> String {
        let spread = result.nanosecondsPerOperation
        let setup = result.figures.map { "\($0.label) \($0.value.map(format) ?? "n/a")" }.joined(separator: ", ")
        var text = row([
            result.name,
            format(spread.median),
            format(spread.minimum),
            "\(format(spread.p10))..\(format(spread.p90))",
            result.allocationsPerOperation.map(format) ?? "n/a",
            result.speedupOverBaseline.map { "\(format($0))x" } ?? "",
            setup,
        ])
        for problem in result.problems.prefix(5) {
            text += "\n    WRONG: \(problem)"
        }
        if result.problems.count > 5 {
            text += "\n    WRONG: … and \(result.problems.count - 5) more"
        }
        return text
    }

    /// The first column fits the longest suite name (`Methods:GitHub:Hits:405Paths`).
    private static let widths = [28, 8, 8, 16, 10, 8, 0]

    private static func row(_ cells: [String]) -> String {
        var text = ""
        for (cell, width) in zip(cells, widths) {
            let padding = max(width - cell.count, 0)
            text += cell + String(repeating: " ", count: padding) + " "
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Three significant figures at most, without exponent.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if decimals == 0 { return String(Int64(rounded)) }
        var text = String(rounded)
        if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) - 1 < decimals {
            text += String(repeating: "0", count: decimals - (text.distance(from: dot, to: text.endIndex) - 1))
        }
        return text
    }
}
