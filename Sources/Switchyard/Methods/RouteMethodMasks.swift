/// Each route's methods as a mask (``MethodBits``), and each trie node's routes' methods
/// together, in memory the table owns, so that a lookup reads either with one load: reading
/// them from an array held by the table's storage retained and released the array on every
/// read.
///
/// A node's mask (``methods(ofRoutesEndingAt:)``) lets a lookup refuse a method at a node in
/// one test, with every method of the node's routes for `Allow`, rather than testing route by
/// route; and where no route ending at another node can match the node's paths
/// (``PathOverlap``), the search ends there (``endsPathsAlone(_:)``), since nothing else could
/// add to `Allow`: so a `405` costs no more than a hit on the same path. The mask is kept for
/// a node whose routes all name methods and have no query constraint (then the node's routes
/// answer exactly those methods); any other node's mask is every bit, which never refuses,
/// and its routes are tested one by one.
///
/// Allocated when the table is built and freed with its storage; empty (no memory) for a
/// table whose routes name no method. Read only at indices of routes that name methods, and
/// of nodes where such a route ends, which the compiler marks in the trie
/// (``CompiledTrie/methodsFlag``); debug builds check the index. Sendable because the memory
/// is written once, before the table is shared, and only read after.
struct RouteMethodMasks: @unchecked Sendable {
    /// The routes' masks, then two words a node by the index of its first terminal entry (its
    /// mask, and 1 where it ends its paths alone); `nil` for a table whose routes name no method.
    private let masks: UnsafeMutablePointer<UInt64>?
    private let routeCount: Int
    private let terminalCount: Int

    init(_ routeMasks: [UInt64], trie: CompiledTrie, roots: [Int32], registry: ParameterTypeRegistry) {
        routeCount = routeMasks.count
        guard !routeMasks.isEmpty else {
            masks = nil
            terminalCount = 0
            return
        }
        let nodeMasks = Self.nodeMasks(trie, routeMasks: routeMasks, roots: roots, registry: registry)
        terminalCount = nodeMasks.count / 2
        let memory = UnsafeMutablePointer<UInt64>.allocate(capacity: routeCount + nodeMasks.count)
        memory.initialize(from: routeMasks, count: routeCount)
        (memory + routeCount).initialize(from: nodeMasks, count: nodeMasks.count)
        masks = memory
    }

    /// Two words by terminal entry: at the first entry of each node whose routes all name
    /// methods and have no constraint, those routes' methods together, and 1 where the node
    /// ends its paths alone; every bit and 0 anywhere else.
    private static func nodeMasks(_ trie: CompiledTrie, routeMasks: [UInt64], roots: [Int32], registry: ParameterTypeRegistry) -> [UInt64] {
        let view = trie.view
        var nodes: [(index: Int32, start: Int32, count: Int32)] = []
        var terminalCount = 0
        for index in 0..<Int32(trie.nodeCount) {
            let node = view.node(index)
            guard node.terminalsCount > 0 else { continue }
            nodes.append((index, node.terminalsStart, node.terminalsCount))
            terminalCount = max(terminalCount, Int(node.terminalsStart + node.terminalsCount))
        }
        var masks = [UInt64](repeating: 0, count: terminalCount &* 2)
        for i in 0..<terminalCount { masks[i &* 2] = ~0 }
        let shared = PathOverlap.sharedNodes(trie, roots: roots, registry: registry)
        for (index, start, count) in nodes {
            var union: UInt64 = 0
            var summarised = true
            for i in start..<start + count {
                let entry = view.terminal(i)
                guard entry & CompiledTrie.methodsFlag != 0, entry & CompiledTrie.constrainedFlag == 0 else {
                    summarised = false
                    break
                }
                union |= routeMasks[Int(entry & ~CompiledTrie.checkedFlags)]
            }
            guard summarised else { continue }
            masks[Int(start) &* 2] = union
            masks[Int(start) &* 2 &+ 1] = shared[Int(index)] ? 0 : 1
        }
        return masks
    }

    /// The mask of route `route`, a route that names methods.
    @inline(__always)
    subscript(route: Int32) -> UInt64 {
        assert(masks != nil && route >= 0 && Int(route) < routeCount, "route \(route) has no method mask")
        return masks.unsafelyUnwrapped[Int(route)]
    }

    /// The methods of the routes ending at the node whose terminal entries start at `start`,
    /// where a route that names methods ends: every bit unless they all name methods and have
    /// no query constraint.
    @inline(__always)
    func methods(ofRoutesEndingAt start: Int32) -> UInt64 {
        assert(masks != nil && start >= 0 && Int(start) < terminalCount, "terminal \(start) has no node mask")
        return masks.unsafelyUnwrapped[routeCount &+ Int(start) &* 2]
    }

    /// Whether no route ending at another node can match a path that the node whose terminal
    /// entries start at `start` matches, where ``methods(ofRoutesEndingAt:)`` refused.
    @inline(__always)
    func endsPathsAlone(_ start: Int32) -> Bool {
        assert(masks != nil && start >= 0 && Int(start) < terminalCount, "terminal \(start) has no node mask")
        return masks.unsafelyUnwrapped[routeCount &+ Int(start) &* 2 &+ 1] != 0
    }

    /// Frees the memory; called once, by the storage's `deinit`.
    func deallocate() {
        masks?.deallocate()
    }
}
