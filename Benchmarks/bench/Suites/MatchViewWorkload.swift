import Switchyard

/// Looks up each input through the borrowing entry point, `RouteTable.withMatch`, recording
/// the route index (or -1) of every lookup of the last batch; checks route names and
/// parameters after timing, as ``LookupWorkload`` does, and that the view agrees with `match`.
final class MatchViewWorkload: Workload {
    private let table: RouteTable
    private let inputs: [String]
    private let expected: [Expected]
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(table: RouteTable, inputs: [String], expected: [Expected]) {
        precondition(inputs.count == expected.count && !inputs.isEmpty)
        self.table = table
        self.inputs = inputs
        self.expected = expected
        self.results = Array(repeating: -2, count: inputs.count)
    }

    func runBatch() {
        let table = self.table
        let inputs = self.inputs
        results.withUnsafeMutableBufferPointer { results in
            for index in inputs.indices {
                results[index] = table.withMatch(inputs[index]) { $0.routeIndex ?? -1 }
            }
        }
    }

    func run(operations count: Int) {
        let table = self.table
        let inputs = self.inputs
        var next = 0
        var digest = 0
        for _ in 0..<count {
            digest &+= table.withMatch(inputs[next]) { $0.routeIndex ?? -1 }
            next += 1
            if next == inputs.count { next = 0 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, input) in inputs.enumerated() {
            // The owned result the view makes, checked as `Match:` checks `match`'s.
            let result = table.withMatch(input) { $0.makeResult() }
            problems += LookupWorkload.check(result, recorded: results[index], against: expected[index], input: input)
            let direct = table.match(input)
            if direct.match?.routeIndex != result.match?.routeIndex || direct.noMatch != result.noMatch {
                problems.append("\(input): withMatch and match disagree")
            }
            for (name, value) in expected[index].parameters.sorted(by: { $0.key < $1.key }) {
                let got = table.withMatch(input) { try? $0.parameter(name, as: String.self) }
                if got != value { problems.append("\(input): view's \(name) is '\(got ?? "nil")', want '\(value)'") }
            }
        }
        return problems
    }
}
