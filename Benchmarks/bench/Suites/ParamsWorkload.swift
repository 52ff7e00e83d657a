import Switchyard

/// Looks up each input and reads every parameter of its route by name: through `match(_:)`
/// as `String`s, or through `withMatch(_:_:)` as the view's bytes (`withParameterBytes`, no
/// `String` made). A lookup's digest is the
/// route index plus the values' UTF-8 lengths, kept per input and checked after timing, with
/// every value compared with the data.
///
/// The names are one flat array, each input's a range of it, read through a buffer pointer:
/// an array of arrays of names retained each input's array and each name on every lookup,
/// work of the loop and not of the router.
final class ParamsWorkload: Workload {
    struct Input {
        var path: String
        var route: Int
        /// The route's parameter names, in pattern order.
        var names: [String]
        var values: [String]
    }

    private let table: RouteTable
    private let inputs: [Input]
    /// What the timed loops read, as flat arrays (copying an `Input` would retain its fields).
    private let paths: [String]
    /// Every input's names, one after the other; input `i`'s are `nameRanges[i]`.
    private let names: [String]
    private let nameRanges: [Range<Int>]
    private let borrowing: Bool
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(table: RouteTable, inputs: [Input], borrowing: Bool) {
        precondition(!inputs.isEmpty)
        self.table = table
        self.inputs = inputs
        self.paths = inputs.map(\.path)
        self.names = inputs.flatMap(\.names)
        var start = 0
        self.nameRanges = inputs.map { input in
            defer { start += input.names.count }
            return start..<(start + input.names.count)
        }
        self.borrowing = borrowing
        self.results = Array(repeating: -2, count: inputs.count)
    }

    /// One lookup through `match(_:)`, every parameter read as a `String`.
    @inline(__always)
    static func owned(_ table: RouteTable, _ path: String, _ names: UnsafeBufferPointer<String>, _ range: Range<Int>) -> Int {
        guard case .matched(let match) = table.match(path) else { return -1 }
        var digest = match.routeIndex
        for index in range {
            if let value = try? match.parameter(names[index], as: String.self) {
                digest &+= value.utf8.count
            } else {
                digest &-= 1_000_000
            }
        }
        return digest
    }

    /// One lookup through `withMatch(_:_:)`, every parameter read as the view's bytes.
    @inline(__always)
    static func borrowed(_ table: RouteTable, _ path: String, _ names: UnsafeBufferPointer<String>, _ range: Range<Int>) -> Int {
        // The input's names as their own buffer, indexed from 0: a loop over the range checked
        // each index against the range's lower bound again.
        let inputNames = UnsafeBufferPointer(rebasing: names[range])
        return table.withMatch(path) { view in
            guard let route = view.routeIndex else { return -1 }
            var digest = route
            for index in inputNames.indices {
                digest &+= view.withParameterBytes(inputNames[index]) { $0.count } ?? -1_000_000
            }
            return digest
        }
    }

    func runBatch() {
        let table = self.table
        let paths = self.paths
        let ranges = self.nameRanges
        let borrowing = self.borrowing
        names.withUnsafeBufferPointer { names in
            results.withUnsafeMutableBufferPointer { results in
                for index in paths.indices {
                    results[index] =
                        borrowing
                        ? Self.borrowed(table, paths[index], names, ranges[index])
                        : Self.owned(table, paths[index], names, ranges[index])
                }
            }
        }
    }

    /// `count` lookups over the inputs in turn, each form's lookup written in the loop (as
    /// `runBatch` does): a lookup passed in as a closure was called once per lookup, out of
    /// line, rather than inlined as a caller's own loop has it.
    func run(operations count: Int) {
        let table = self.table
        let paths = self.paths
        let ranges = self.nameRanges
        let borrowing = self.borrowing
        names.withUnsafeBufferPointer { names in
            var digest = 0
            for index in CycledIndices(count, period: paths.count) {
                digest &+=
                    borrowing
                    ? Self.borrowed(table, paths[index], names, ranges[index])
                    : Self.owned(table, paths[index], names, ranges[index])
            }
            blackHole(digest)
        }
    }

    func verify() -> [String] {
        var problems: [String] = []
        for (index, input) in inputs.enumerated() {
            let want = input.route + input.values.reduce(0) { $0 + $1.utf8.count }
            if results[index] != want {
                problems.append("\(input.path): the timed run's digest is \(results[index]), want \(want)")
            }
            for (name, value) in zip(input.names, input.values) {
                let got =
                    borrowing
                    ? table.withMatch(input.path) { view in view.withParameterBytes(name) { String(decoding: $0, as: UTF8.self) } ?? nil }
                    : try? table.match(input.path).match?.parameter(name, as: String.self)
                if got != value { problems.append("\(input.path): \(name) is '\(got ?? "nil")', want '\(value)'") }
            }
        }
        return problems
    }
}
