import Switchyard

/// One hostile input looked up over and over: what a lookup of it costs, for the curves of
/// time against input size in Docs/Limits.md. The outcome (`route` or `!reason`) is checked
/// after timing.
final class HostileWorkload: Workload {
    private let table: RouteTable
    private let input: String
    private let expected: String
    private var last = ""

    var operationsPerBatch: Int { 1 }

    init(table: RouteTable, input: String, expected: String) {
        self.table = table
        self.input = input
        self.expected = expected
    }

    func runBatch() {
        last = Self.outcome(table.match(input))
    }

    func run(operations count: Int) {
        var digest = 0
        for _ in 0..<count {
            digest &+= table.withMatch(input) { $0.routeIndex ?? -1 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        last == expected ? [] : ["\(input.prefix(40))… (\(input.utf8.count) bytes): \(last), want \(expected)"]
    }

    static func outcome(_ result: MatchResult) -> String {
        switch result {
        case .matched(let match): return match.routeName
        case .notMatched(let miss): return "!" + miss.reason.description
        }
    }
}

/// Reads and builds one routes file over and over (a batch is one build), checking the
/// number of problems it is refused with (0 when it builds).
final class RoutesFileWorkload: Workload {
    private let text: String
    private let expectedProblems: Int
    private var problems = -1

    var operationsPerBatch: Int { 1 }

    init(text: String, expectedProblems: Int) {
        self.text = text
        self.expectedProblems = expectedProblems
    }

    func runBatch() {
        do {
            blackHole(try RouteTable(routesFile: text, fileName: "hostile.routes").count)
            problems = 0
        } catch {
            problems = error.problems.count
        }
    }

    func run(operations count: Int) {
        for _ in 0..<count { runBatch() }
    }

    func verify() -> [String] {
        problems == expectedProblems ? [] : ["\(problems) problems, want \(expectedProblems)"]
    }
}
