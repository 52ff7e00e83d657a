import Switchyard

/// Looks up each input in a core `RouteTable`, through `match(_:)` or, with `borrowing`,
/// through the borrowing entry point `withMatch(_:_:)`, recording the route index (or -1) of
/// every lookup of the last batch; checks route names and parameters after timing, and that
/// the view agrees with `match`.
final class LookupWorkload: Workload {
    private let table: RouteTable
    private let inputs: [String]
    private let expected: [Expected]
    private let borrowing: Bool
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(table: RouteTable, inputs: [String], expected: [Expected], borrowing: Bool = false) {
        precondition(inputs.count == expected.count && !inputs.isEmpty)
        self.table = table
        self.inputs = inputs
        self.expected = expected
        self.borrowing = borrowing
        self.results = Array(repeating: -2, count: inputs.count)
    }

    func runBatch() {
        let table = self.table
        let inputs = self.inputs
        if borrowing {
            recordEach(&results) { index in table.withMatch(inputs[index]) { $0.routeIndex ?? -1 } }
        } else {
            recordEach(&results) { index in LookupWorkload.routeIndex(table.match(inputs[index])) }
        }
    }

    func run(operations count: Int) {
        let table = self.table
        let inputs = self.inputs
        if borrowing {
            runCycling(count, period: inputs.count) { next in table.withMatch(inputs[next]) { $0.routeIndex ?? -1 } }
        } else {
            runCycling(count, period: inputs.count) { next in LookupWorkload.routeIndex(table.match(inputs[next])) }
        }
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, input) in inputs.enumerated() {
            if borrowing {
                problems += viewProblems(input, recorded: results[index], against: expected[index])
            } else {
                problems += LookupWorkload.check(table.match(input), recorded: results[index], against: expected[index], input: input)
            }
        }
        return problems
    }

    /// Problems with the view of one input: the owned result it makes, checked as `match`'s
    /// is, its agreement with `match`, and each parameter read through the view.
    private func viewProblems(_ input: String, recorded: Int, against expected: Expected) -> [String] {
        let result = table.withMatch(input) { $0.makeResult() }
        var problems = LookupWorkload.check(result, recorded: recorded, against: expected, input: input)
        let direct = table.match(input)
        if direct.match?.routeIndex != result.match?.routeIndex || direct.noMatch != result.noMatch {
            problems.append("\(input): withMatch and match disagree")
        }
        for (name, value) in expected.parameters.sorted(by: { $0.key < $1.key }) {
            let got = table.withMatch(input) { try? $0.parameter(name, as: String.self) }
            if got != value { problems.append("\(input): view's \(name) is '\(got ?? "nil")', want '\(value)'") }
        }
        return problems
    }

    @inline(__always)
    static func routeIndex(_ result: MatchResult) -> Int {
        switch result {
        case .matched(let match): match.routeIndex
        case .notMatched: -1
        }
    }

    /// Problems with one result: wrong route, wrong parameter, or a recorded index
    /// from the timed run that differs from this one.
    static func check(_ result: MatchResult, recorded: Int, against expected: Expected, input: String) -> [String] {
        switch result {
        case .notMatched(let noMatch):
            if let route = expected.route {
                return ["\(input): no match (\(noMatch.reason)), want \(route)"]
            }
            return recorded == -1 ? [] : ["\(input): the timed run matched route \(recorded)"]
        case .matched(let match):
            guard let route = expected.route else {
                return ["\(input): matched \(match.routeName), want no match"]
            }
            var problems: [String] = []
            if match.routeName != route {
                problems.append("\(input): matched \(match.routeName), want \(route)")
            }
            if recorded != match.routeIndex {
                problems.append("\(input): the timed run gave route index \(recorded), a check gives \(match.routeIndex)")
            }
            for (name, value) in expected.parameters.sorted(by: { $0.key < $1.key }) {
                do {
                    let got = try match.parameter(name, as: String.self)
                    if got != value { problems.append("\(input): \(name) is '\(got)', want '\(value)'") }
                } catch {
                    problems.append("\(input): \(name): \(error)")
                }
            }
            return problems
        }
    }
}
