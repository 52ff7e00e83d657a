import Switchyard

/// Looks up each input and converts its `id` parameter to `Value`: the cost of
/// handing a parameter to the caller, measured apart from the lookup (compare
/// with `Convert:None`, the same lookups without a conversion).
final class ConvertWorkload<Value: RouteParameter>: Workload {
    private let table: RouteTable
    private let inputs: [String]
    private let expected: [String]
    private let digest: (Value) -> Int
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    /// - Parameter digest: a cheap number from a converted value, kept per input and checked.
    init(table: RouteTable, inputs: [String], expectedIDs: [String], digest: @escaping (Value) -> Int) {
        self.table = table
        self.inputs = inputs
        self.expected = expectedIDs
        self.digest = digest
        self.results = Array(repeating: -2, count: inputs.count)
    }

    func runBatch() {
        let table = self.table
        let inputs = self.inputs
        let digest = self.digest
        results.withUnsafeMutableBufferPointer { results in
            for index in inputs.indices {
                results[index] = ConvertWorkload.convert(table.match(inputs[index]), digest)
            }
        }
    }

    func run(operations count: Int) {
        var next = 0
        var total = 0
        for _ in 0..<count {
            total &+= ConvertWorkload.convert(table.match(inputs[next]), digest)
            next += 1
            if next == inputs.count { next = 0 }
        }
        blackHole(total)
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, input) in inputs.enumerated() {
            guard case .matched(let match) = table.match(input) else {
                problems.append("\(input): no match")
                continue
            }
            do {
                let value = try match.parameter("id", as: Value.self)
                let want = expected[index]
                if "\(value)" != want { problems.append("\(input): id is \(value), want \(want)") }
                if digest(value) != results[index] { problems.append("\(input): the timed run kept \(results[index]), a check gives \(digest(value))") }
            } catch {
                problems.append("\(input): id: \(error)")
            }
        }
        return problems
    }

    @inline(__always)
    private static func convert(_ result: MatchResult, _ digest: (Value) -> Int) -> Int {
        guard case .matched(let match) = result, let value = try? match.parameter("id", as: Value.self) else { return -1 }
        return digest(value)
    }
}
