/// `Floor:GitHub`: the request paths looked up in a ``BareSegmentTrie`` of the same table, in
/// the loop of `MatchView:GitHub` (the `String` read from the array, its UTF-8 taken as
/// `withMatch` takes it, the lookup in line), recording each route index; route names and
/// parameters are checked after timing, as the router's are.
final class FloorWorkload: Workload {
    private let trie: BareSegmentTrie
    private let inputs: [String]
    private let expected: [Expected]
    private var results: [Int]

    var operationsPerBatch: Int { inputs.count }

    init(trie: BareSegmentTrie, inputs: [String], expected: [Expected]) {
        precondition(inputs.count == expected.count && !inputs.isEmpty)
        self.trie = trie
        self.inputs = inputs
        self.expected = expected
        self.results = Array(repeating: -2, count: inputs.count)
    }

    /// The route index `input` reaches, or -1; its parameters' offsets go to `captures`.
    @inline(__always)
    static func lookUp(_ trie: BareSegmentTrie, _ input: String, _ captures: UnsafeMutablePointer<UInt64>) -> Int {
        let route = input.utf8.withContiguousStorageIfAvailable { trie.lookUp($0, captures: captures) }
        return Int(route ?? -1)
    }

    func runBatch() {
        let trie = self.trie
        let inputs = self.inputs
        var captures = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        withUnsafeMutableBytes(of: &captures) { raw in
            let captures = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
            results.withUnsafeMutableBufferPointer { results in
                for index in inputs.indices {
                    results[index] = Self.lookUp(trie, inputs[index], captures)
                }
            }
        }
    }

    func run(operations count: Int) {
        let trie = self.trie
        let inputs = self.inputs
        var captures = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var digest = 0
        withUnsafeMutableBytes(of: &captures) { raw in
            let captures = raw.baseAddress!.assumingMemoryBound(to: UInt64.self)
            var next = 0
            for _ in 0..<count {
                digest &+= Self.lookUp(trie, inputs[next], captures)
                next += 1
                if next == inputs.count { next = 0 }
            }
        }
        blackHole(digest)
    }

    func verify() -> [String] {
        var problems: [String] = []
        var captures = [UInt64](repeating: 0, count: 8)
        for (index, input) in inputs.enumerated() {
            let route = captures.withUnsafeMutableBufferPointer { Self.lookUp(trie, input, $0.baseAddress!) }
            let want = expected[index]
            let name = route >= 0 ? trie.routeNames[route] : nil
            if route != results[index] { problems.append("\(input): timed lookup gave \(results[index]), checked one \(route)") }
            guard name == want.route else {
                problems.append("\(input): reached \(name ?? "no route"), want \(want.route ?? "no route")")
                continue
            }
            guard route >= 0 else { continue }
            let names = trie.parameterNames[route]
            var got: [String: String] = [:]
            for (slot, parameter) in names.enumerated() {
                let start = Int(captures[slot] >> 32), end = Int(captures[slot] & 0xFFFF_FFFF)
                got[parameter] = String(decoding: Array(input.utf8)[start..<end], as: UTF8.self)
            }
            if got != want.parameters { problems.append("\(input): parameters \(got), want \(want.parameters)") }
        }
        return problems
    }
}
