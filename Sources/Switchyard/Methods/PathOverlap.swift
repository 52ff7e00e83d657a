/// Which trie nodes end paths that a route ending at another node may match too: what lets a
/// lookup stop at a node whose routes all refuse the request's method, since when no other
/// node can match the path, `Allow` is those routes' methods and nothing else.
///
/// The analysis walks the trie in pairs of nodes that one path can reach at the same depth,
/// from each root paired with itself: two children of a pair are paired when some segment can
/// take both edges (equal literals; a literal a typed parameter accepts; anything and `:name`
/// or `*`; two typed parameters, assumed to overlap). Two different nodes of a pair that both
/// end routes share a path; a `**` child shares its paths with every route below its sibling
/// edges (and with the node itself). Query constraints are not considered, so a node is
/// called shared whenever its paths might be: the analysis errs only towards searching on.
///
/// The work is bounded: past a budget proportional to the trie's size it stops and calls
/// every node shared, which leaves lookups as they were without it.
struct PathOverlap {
    private let view: CompiledTrie.View
    private let registry: ParameterTypeRegistry
    /// By node: may share a path with another node's routes.
    private var shared: [Bool]
    private var seen: Set<UInt64> = []
    private var pending: [(Int32, Int32)] = []
    private var budget: Int

    /// An edge into a child, as far as the segments it takes go.
    private enum Edge {
        case literal(ByteView)
        case typed(ParameterKind)
        case anySegment
    }

    /// By node index, whether the node may share a path with a route ending at another node:
    /// every node when the analysis ran out of budget.
    static func sharedNodes(_ trie: CompiledTrie, roots: [Int32], registry: ParameterTypeRegistry) -> [Bool] {
        var overlap = PathOverlap(view: trie.view, registry: registry, nodeCount: trie.nodeCount)
        return overlap.run(roots) ? overlap.shared : Array(repeating: true, count: trie.nodeCount)
    }

    private init(view: CompiledTrie.View, registry: ParameterTypeRegistry, nodeCount: Int) {
        self.view = view
        self.registry = registry
        self.shared = Array(repeating: false, count: nodeCount)
        self.budget = 64 &* nodeCount &+ 4096
    }

    /// Runs the analysis; `false` when it ran out of budget.
    private mutating func run(_ roots: [Int32]) -> Bool {
        for root in roots where root >= 0 { pair(root, root) }
        while let (a, b) = pending.popLast() {
            budget -= 1
            if budget < 0 { return false }
            if a == b { visitSame(a) } else { visitPair(a, b) }
        }
        return budget >= 0
    }

    private mutating func pair(_ a: Int32, _ b: Int32) {
        let key = UInt64(UInt32(bitPattern: min(a, b))) << 32 | UInt64(UInt32(bitPattern: max(a, b)))
        if seen.insert(key).inserted { pending.append((a, b)) }
    }

    /// One node, reached by one path: its children among themselves, and its `**` child with
    /// the node and with everything below its other children. Two literal children never
    /// take one segment (the trie keeps one child per text), so only the pairs with a typed,
    /// `:name` or `*` child are tested: a node with thousands of literal children costs as
    /// many tests as it has such children for each of them, not the square of their number.
    private mutating func visitSame(_ node: Int32) {
        let literals = literalChildren(of: node)
        let others = otherChildren(of: node)
        let rest = view.node(node).restChild
        if rest >= 0 && endsRoutes(rest) {
            if endsRoutes(node) { markShared(node, rest) }
            for child in literals { markSubtree(child.node, sharingWith: rest) }
            for child in others { markSubtree(child.node, sharingWith: rest) }
        }
        for child in literals { pair(child.node, child.node) }
        for (i, other) in others.enumerated() {
            pair(other.node, other.node)
            for literal in literals where Self.overlaps(.literal(literal.text), other.edge, view, registry) {
                pair(literal.node, other.node)
            }
            for later in others[(i + 1)...] where Self.overlaps(other.edge, later.edge, view, registry) {
                pair(other.node, later.node)
            }
            budget -= literals.count &+ others.count
        }
    }

    /// Two nodes one path can reach: they share it when both end routes, and their children
    /// are paired edge by edge (a literal child of one with the other's child of the same
    /// text, found through the trie's own index from the side with fewer literals); a `**`
    /// child of either shares every path below the other.
    private mutating func visitPair(_ a: Int32, _ b: Int32) {
        if endsRoutes(a) && endsRoutes(b) { markShared(a, b) }
        let restA = view.node(a).restChild
        if restA >= 0 && endsRoutes(restA) { markSubtree(b, sharingWith: restA) }
        let restB = view.node(b).restChild
        if restB >= 0 && endsRoutes(restB) { markSubtree(a, sharingWith: restB) }
        let literalsA = literalChildren(of: a), othersA = otherChildren(of: a)
        let literalsB = literalChildren(of: b), othersB = otherChildren(of: b)
        let (fewer, more) = literalsA.count <= literalsB.count ? (literalsA, b) : (literalsB, a)
        let moreNode = view.node(more)
        for literal in fewer {
            let match = view.literalChild(of: more, moreNode, matching: literal.text.buffer)
            if match >= 0 { pair(literal.node, match) }
        }
        budget -= fewer.count
        for other in othersB {
            for literal in literalsA where Self.overlaps(.literal(literal.text), other.edge, view, registry) { pair(literal.node, other.node) }
            budget -= literalsA.count
        }
        for other in othersA {
            for literal in literalsB where Self.overlaps(.literal(literal.text), other.edge, view, registry) { pair(other.node, literal.node) }
            for otherB in othersB where Self.overlaps(other.edge, otherB.edge, view, registry) { pair(other.node, otherB.node) }
            budget -= literalsB.count &+ othersB.count
        }
    }

    /// Marks every node below `node` (itself included) that ends routes as sharing a path
    /// with `rest`, a `**` node, and `rest` too when there is one.
    private mutating func markSubtree(_ node: Int32, sharingWith rest: Int32) {
        var stack = [node]
        while let next = stack.popLast() {
            budget -= 1
            if endsRoutes(next) { markShared(next, rest) }
            stack.append(contentsOf: literalChildren(of: next).map(\.node))
            stack.append(contentsOf: otherChildren(of: next).map(\.node))
            let restChild = view.node(next).restChild
            if restChild >= 0 { stack.append(restChild) }
        }
    }

    private mutating func markShared(_ a: Int32, _ b: Int32) {
        shared[Int(a)] = true
        shared[Int(b)] = true
    }

    private func endsRoutes(_ node: Int32) -> Bool { view.node(node).terminalsCount > 0 }

    /// A node's literal children, with their text.
    private func literalChildren(of index: Int32) -> [(node: Int32, text: ByteView)] {
        let node = view.node(index)
        return (0..<node.literalChildrenCount).map { i in
            let child = view.literalEdgeChild(node.literalChildrenStart &+ i)
            return (child, view.literalText(view.node(child)))
        }
    }

    /// A node's typed, `:name` and `*` children, with their edges; not its `**` child.
    private func otherChildren(of index: Int32) -> [(node: Int32, edge: Edge)] {
        let node = view.node(index)
        var children: [(node: Int32, edge: Edge)] = []
        for i in 0..<node.typedChildrenCount {
            let edge = view.typedEdge(node.typedChildrenStart &+ i)
            children.append((edge.child, .typed(edge.kind)))
        }
        if node.parameterChild >= 0 { children.append((node.parameterChild, .anySegment)) }
        if node.wildcardChild >= 0 { children.append((node.wildcardChild, .anySegment)) }
        return children
    }

    /// Whether one segment can take both edges, one of them not a literal (two literals are
    /// paired through the trie's own index, in ``visitPair(_:_:)``, never here). A custom
    /// type's check is not run here (it is the app's code): it is taken to accept any literal,
    /// as every typed parameter is in a table whose paths ignore case.
    private static func overlaps(_ a: Edge, _ b: Edge, _ view: CompiledTrie.View, _ registry: ParameterTypeRegistry) -> Bool {
        switch (a, b) {
        case (.literal(let text), .typed(let kind)), (.typed(let kind), .literal(let text)):
            // In a table whose paths ignore case, a segment a literal takes may be written in
            // any case, and a typed check sees it as written: assumed to overlap, rather than
            // reasoning about each kind's rules for case.
            guard !kind.isCustom && !view.caseInsensitive else { return true }
            return registry.accepts(kind, text.buffer)
        default:
            return true
        }
    }
}
