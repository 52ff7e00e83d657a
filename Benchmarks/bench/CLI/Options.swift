/// The command line, parsed by hand (the package has no dependencies).
struct Options: Sendable, Equatable {
    /// `--json`: one JSON object on standard output instead of the table.
    var json = false
    /// `--filter SUBSTRING` (repeatable): suites whose name contains any of them;
    /// a filter equal to a suite's name selects that suite alone.
    var filters: [String] = []
    /// `--iterations N`: run exactly N operations of the one selected suite and exit.
    var iterations: Int?
    /// `--quick`: every suite once, few short rounds, results checked.
    var quick = false
    /// `--rounds N`: override the number of timed rounds.
    var rounds: Int?
    /// `--list`: print the suite names and exit.
    var list = false
    /// `--help`.
    var help = false

    static let usage = """
        usage: bench [--json] [--filter SUBSTRING]... [--quick] [--rounds N] [--list]
               bench --filter NAME --iterations N

          (no option)        every suite, timed, as a table for people
          --json             the results as JSON: {"suites":[{"name":…,"nsPerOp":…,"allocationsPerOp":…}]}
          --filter S         only suites whose name contains S (repeatable); a filter equal
                             to a suite's name selects that suite alone (Scale:100, not Scale:1000)
          --quick            smoke mode for CI: every suite, 3 short rounds, results checked
          --rounds N         timed rounds per suite (default 40, of about 10 ms each)
          --iterations N     run exactly N operations of the ONE selected suite and exit,
                             printing one short line; for callgrind, subtract a run with N = 0
          --list             print the suite names
          --help             this text

        Build in release: swift run -c release bench
        """

    /// Reads `arguments` (without the program name).
    /// - Throws: `UsageError` naming the argument that was wrong.
    init(parsing arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--json": json = true
            case "--quick": quick = true
            case "--list": list = true
            case "--help", "-h": help = true
            case "--filter": filters.append(try Options.value(for: argument, from: &remaining))
            case "--iterations": iterations = try Options.count(for: argument, from: &remaining)
            case "--rounds":
                let rounds = try Options.count(for: argument, from: &remaining)
                guard rounds > 0 else { throw UsageError("--rounds needs at least 1") }
                self.rounds = rounds
            default: throw UsageError("unknown argument '\(argument)'")
            }
        }
    }

    private static func value(for option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw UsageError("\(option) needs a value")
        }
        return value
    }

    private static func count(for option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> Int {
        let text = try value(for: option, from: &remaining)
        guard let count = Int(text), count >= 0 else {
            throw UsageError("\(option) needs a whole number of 0 or more, not '\(text)'")
        }
        return count
    }
}

/// A command line the bench cannot run, with a message for people.
struct UsageError: Error, Sendable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
