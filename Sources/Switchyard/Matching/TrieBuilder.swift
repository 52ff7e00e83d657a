/// The mutable trie that routes are inserted into while a table is built, then flattened
/// into a ``CompiledTrie``.
struct TrieBuilder {
    struct Node {
        var literal: [UInt8] = []
        /// Literal children by node index; ``TrieBuilder/literalEdges`` finds them by text.
        var literalChildren: [Int] = []
        var typedChildren: [ParameterKind: Int] = [:]
        var parameterChild: Int?
        var wildcardChild: Int?
        var restChild: Int?
        var terminals: [Int] = []
        var captureSlot: Int32 = -1
    }

    private(set) var nodes: [Node] = []
    /// Every literal edge, found by parent and text: one table for the whole trie instead of
    /// a dictionary per node.
    private var literalEdges = LiteralEdgeIndex()
    let caseInsensitive: Bool

    init(caseInsensitive: Bool) {
        self.caseInsensitive = caseInsensitive
    }

    /// Sets aside room for the nodes and literal edges of patterns with `segments` segments in
    /// all, so that neither grows (and copies itself) while routes are inserted.
    mutating func reserveCapacity(segments: Int) {
        nodes.reserveCapacity(segments &+ 1)
        literalEdges.reserveCapacity(segments)
    }

    /// Makes a new root and returns its index.
    mutating func makeRoot() -> Int {
        nodes.append(Node())
        roots.insert(nodes.count &- 1)
        return nodes.count &- 1
    }

    /// Inserts the path of a pattern under `root`; returns the node where it ends.
    @discardableResult
    mutating func insert(_ segments: [Pattern.Segment], route: Int, under root: Int) -> Int {
        var current = root
        var slot: Int32 = 0
        for segment in segments {
            switch segment {
            case .literal(let bytes):
                let key = caseInsensitive ? bytes.map(ASCII.lowercased) : bytes
                let probe = nodes.withUnsafeBufferPointer { nodes in
                    literalEdges.probe(parent: current, literal: key) { nodes[$0].literal }
                }
                if let existing = probe.child {
                    current = existing
                } else {
                    let child = makeNode(literal: key, slot: -1)
                    literalEdges.insert(child, at: probe)
                    nodes[current].literalChildren.append(child)
                    current = child
                }
            case .parameter(let name, let kind):
                let child: Int
                if kind.isTyped {
                    child = nodes[current].typedChildren[kind] ?? makeNode(literal: [], slot: slot)
                    nodes[current].typedChildren[kind] = child
                } else if name == nil {
                    child = nodes[current].wildcardChild ?? makeNode(literal: [], slot: slot)
                    nodes[current].wildcardChild = child
                } else {
                    child = nodes[current].parameterChild ?? makeNode(literal: [], slot: slot)
                    nodes[current].parameterChild = child
                }
                current = child
                slot &+= 1
            case .rest:
                let child = nodes[current].restChild ?? makeNode(literal: [], slot: slot)
                nodes[current].restChild = child
                current = child
                slot &+= 1
            }
        }
        nodes[current].terminals.append(route)
        return current
    }

    private mutating func makeNode(literal: [UInt8], slot: Int32) -> Int {
        var node = Node()
        node.literal = literal
        node.captureSlot = slot
        nodes.append(node)
        return nodes.count &- 1
    }

    /// Flattens the trie: nodes renumbered breadth-first, literal children sorted, typed
    /// children in rank order, terminals in the order `orderTerminals` gives.
    func compile(orderTerminals: ([Int]) -> [Int]) -> (CompiledTrie, [Int32]) {
        var newIndex = [Int32](repeating: -1, count: nodes.count)
        var order: [Int] = []
        order.reserveCapacity(nodes.count)
        // Roots first, in creation order, then breadth-first.
        for i in roots.sorted() {
            newIndex[i] = Int32(order.count)
            order.append(i)
        }
        var head = 0
        while head < order.count {
            let old = order[head]
            head &+= 1
            forEachChild(of: old) { child in
                newIndex[child] = Int32(order.count)
                order.append(child)
            }
        }
        var compiledNodes: [CompiledTrie.Node] = []
        var literalBytes: [UInt8] = []
        var literalChildren: [Int32] = []
        var typedChildren: [CompiledTrie.TypedEdge] = []
        var terminalList: [Int32] = []
        compiledNodes.reserveCapacity(order.count)
        var hashEntries: [(parent: Int32, hash: UInt32, child: Int32)] = []
        for (position, old) in order.enumerated() {
            var compiled = CompiledTrie.Node()
            nodes.withUnsafeBufferPointer { nodes in
                // Read in place: a copy of the node would retain and release each of its arrays.
                let node = nodes[old]
                compiled.captureSlot = node.captureSlot
                compiled.literalStart = Int32(literalBytes.count)
                compiled.literalLength = Int32(node.literal.count)
                literalBytes.append(contentsOf: node.literal)
                compiled.literalChildrenStart = Int32(literalChildren.count)
                compiled.literalChildrenCount = Int32(node.literalChildren.count)
                // Sorted by length, then bytes (most nodes have none or one: nothing to sort).
                let literals =
                    node.literalChildren.count < 2
                    ? node.literalChildren
                    : node.literalChildren.sorted {
                        lexicographicallyPrecedes(nodes[$0].literal, nodes[$1].literal)
                    }
                let hashed = literals.count > CompiledTrie.linearLimit
                for child in literals {
                    literalChildren.append(newIndex[child])
                    if hashed {
                        let hash = nodes[child].literal.withUnsafeBufferPointer { CompiledTrie.literalKey($0, folded: caseInsensitive) }
                        hashEntries.append((Int32(position), hash, newIndex[child]))
                    }
                }
                compiled.typedChildrenStart = Int32(typedChildren.count)
                compiled.typedChildrenCount = Int32(node.typedChildren.count)
                if !node.typedChildren.isEmpty {
                    for (kind, child) in node.typedChildren.sorted(by: { $0.key < $1.key }) {
                        typedChildren.append(CompiledTrie.TypedEdge(kind: kind, child: newIndex[child]))
                    }
                }
                compiled.parameterChild = node.parameterChild.map { newIndex[$0] } ?? -1
                compiled.wildcardChild = node.wildcardChild.map { newIndex[$0] } ?? -1
                compiled.restChild = node.restChild.map { newIndex[$0] } ?? -1
                compiled.terminalsStart = Int32(terminalList.count)
                compiled.terminalsCount = Int32(node.terminals.count)
                if !node.terminals.isEmpty {
                    for terminal in orderTerminals(node.terminals) { terminalList.append(Int32(terminal)) }
                }
            }
            compiledNodes.append(compiled)
        }
        var capacity = 1
        while capacity < hashEntries.count &* 2 { capacity &<<= 1 }
        var hashSlots = [CompiledTrie.HashSlot](repeating: CompiledTrie.HashSlot(), count: hashEntries.isEmpty ? 0 : capacity)
        let hashMask = capacity &- 1
        for entry in hashEntries {
            var slot = CompiledTrie.slot(hash: entry.hash, parent: entry.parent, mask: hashMask)
            while hashSlots[slot].parent >= 0 { slot = (slot &+ 1) & hashMask }
            hashSlots[slot] = CompiledTrie.HashSlot(parent: entry.parent, hash: entry.hash, child: entry.child)
        }
        // Packing copies every part into one array of exactly the size it needs.
        let trie = CompiledTrie(
            nodes: compiledNodes, literalBytes: literalBytes, literalChildren: literalChildren, typedChildren: typedChildren,
            terminals: terminalList, hashSlots: hashSlots, caseInsensitive: caseInsensitive
        )
        return (trie, newIndex)
    }

    /// Calls `body` with each child of node `index`: literal children in insertion order,
    /// typed children by index, then `:name`, `*` and `**`.
    private func forEachChild(of index: Int, _ body: (Int) -> Void) {
        nodes.withUnsafeBufferPointer { nodes in
            let node = nodes[index]
            for child in node.literalChildren { body(child) }
            if !node.typedChildren.isEmpty {
                for child in node.typedChildren.values.sorted() { body(child) }
            }
            if let parameterChild = node.parameterChild { body(parameterChild) }
            if let wildcardChild = node.wildcardChild { body(wildcardChild) }
            if let restChild = node.restChild { body(restChild) }
        }
    }

    /// Root indexes, one per source.
    private(set) var roots: Set<Int> = []
}

private func lexicographicallyPrecedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
}
