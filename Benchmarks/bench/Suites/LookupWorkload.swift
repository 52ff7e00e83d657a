import Switchyard

/// Looks up each input in a core `RouteTable`, recording the route index (or -1)
/// of every lookup of the last batch; checks route names and parameters after timing.
final class LookupWorkload: Workload {
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
                results[index] = LookupWorkload.routeIndex(table.match(inputs[index]))
            }
        }
    }

    func run(operations count: Int) {
        let table = self.table
        let inputs = self.inputs
        var next = 0
        var digest = 0
        for _ in 0..<count {
            digest &+= LookupWorkload.routeIndex(table.match(inputs[next]))
            next += 1
            if next == inputs.count { next = 0 }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, input) in inputs.enumerated() {
            problems += LookupWorkload.check(table.match(input), recorded: results[index], against: expected[index], input: input)
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
