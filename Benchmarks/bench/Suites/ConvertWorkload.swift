import Switchyard

/// Looks up each input and converts its `id` parameter to `Value`: the cost of
/// handing a parameter to the caller, measured apart from the lookup (compare
/// with `Convert:None`, the same lookups without a conversion).
final class ConvertWorkload<Value: RouteParameter>: Workload {
    private let table: RouteTable
    private let inputs: [String]
    private let expected: [String]
    private let digest: (Value) -> Int
    /// The timed conversion, written where `Value` is a concrete type: a call to the generic
    /// `parameter(_:as:)` from inside this generic class would not be specialised and would
    /// look up `Value`'s metadata on every call, which an app never pays.
    private let read: (RouteMatch) -> Int
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    /// - Parameter digest: a cheap number from a converted value, kept per input and checked.
    /// - Parameter read: converts a match's `id` and digests it, or -1; written with the concrete type.
    init(table: RouteTable, inputs: [String], expectedIDs: [String], digest: @escaping (Value) -> Int, read: @escaping (RouteMatch) -> Int) {
        self.table = table
        self.inputs = inputs
        self.expected = expectedIDs
        self.digest = digest
        self.read = read
        self.results = Array(repeating: -2, count: inputs.count)
    }

    func runBatch() {
        let table = self.table
        let inputs = self.inputs
        let read = self.read
        recordEach(&results) { ConvertWorkload.convert(table.match(inputs[$0]), read) }
    }

    func run(operations count: Int) {
        let table = self.table
        let inputs = self.inputs
        let read = self.read
        runCycling(count, period: inputs.count) { ConvertWorkload.convert(table.match(inputs[$0]), read) }
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
    private static func convert(_ result: MatchResult, _ read: (RouteMatch) -> Int) -> Int {
        guard case .matched(let match) = result else { return -1 }
        return read(match)
    }
}
