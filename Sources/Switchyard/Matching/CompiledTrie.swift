/// The immutable, flattened segment trie that serves lookups.
///
/// Every node sits in one array and refers to others by index; literal text lives in one byte
/// buffer. Each edge consumes exactly one path segment (a `**` edge consumes the rest and ends
/// there), so a node's depth is the segment it is compared with, and a depth-first search
/// visits every node at most once per lookup: backtracking can never go exponential.
struct CompiledTrie: Sendable {
    struct Node: Sendable {
        /// This node's own literal (when reached by a literal edge), in `literalBytes`.
        var literalStart: Int32 = 0
        var literalLength: Int32 = 0
        /// Literal children, contiguous in `literalChildren`.
        var literalChildrenStart: Int32 = 0
        var literalChildrenCount: Int32 = 0
        /// Typed-parameter children in rank order, contiguous in `typedChildren`.
        var typedChildrenStart: Int32 = 0
        var typedChildrenCount: Int32 = 0
        /// The `:name` child, the `*` child and the `**` child, or -1.
        var parameterChild: Int32 = -1
        var wildcardChild: Int32 = -1
        var restChild: Int32 = -1
        /// Routes that end here, most specific first (query constraints decide), in `terminals`.
        var terminalsStart: Int32 = 0
        var terminalsCount: Int32 = 0
        /// The capture slot this node's segment fills, or -1 for literal nodes.
        var captureSlot: Int32 = -1
    }

    struct TypedEdge: Sendable {
        var kind: ParameterKind
        var child: Int32
    }

    /// One entry of the literal hash index, for nodes with many literal children.
    struct HashSlot: Sendable {
        var parent: Int32 = -1
        var hash: UInt32 = 0
        var child: Int32 = -1
    }

    var nodes: [Node] = []
    var literalBytes: [UInt8] = []
    var literalChildren: [Int32] = []
    var typedChildren: [TypedEdge] = []
    var terminals: [Int32] = []
    var hashSlots: [HashSlot] = []
    var hashMask: Int = 0
    var caseInsensitive = false

    /// Nodes with more literal children than this use the hash index.
    static let linearLimit: Int32 = 4

    /// Runs `body` with direct pointers into the trie's arrays, for the duration of one lookup.
    @inline(__always)
    func withView<R>(_ body: (View) -> R) -> R {
        nodes.withUnsafeBufferPointer { nodes in
            literalBytes.withUnsafeBufferPointer { literalBytes in
                literalChildren.withUnsafeBufferPointer { literalChildren in
                    typedChildren.withUnsafeBufferPointer { typedChildren in
                        terminals.withUnsafeBufferPointer { terminals in
                            hashSlots.withUnsafeBufferPointer { hashSlots in
                                body(View(
                                    nodes: nodes, literalBytes: literalBytes, literalChildren: literalChildren,
                                    typedChildren: typedChildren, terminals: terminals, hashSlots: hashSlots,
                                    hashMask: hashMask, caseInsensitive: caseInsensitive
                                ))
                            }
                        }
                    }
                }
            }
        }
    }

    /// The trie's arrays as pointers, valid inside ``withView(_:)``.
    struct View {
        let nodes: UnsafeBufferPointer<Node>
        let literalBytes: UnsafeBufferPointer<UInt8>
        let literalChildren: UnsafeBufferPointer<Int32>
        let typedChildren: UnsafeBufferPointer<TypedEdge>
        let terminals: UnsafeBufferPointer<Int32>
        let hashSlots: UnsafeBufferPointer<HashSlot>
        let hashMask: Int
        let caseInsensitive: Bool

        @inline(__always)
        func literal(of node: Node) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: literalBytes.baseAddress! + Int(node.literalStart), count: Int(node.literalLength))
        }

        /// The literal child of `parent` whose text equals `segment`, or -1.
        @inline(__always)
        func literalChild(of parent: Int32, _ node: Node, matching segment: UnsafeBufferPointer<UInt8>) -> Int32 {
            if node.literalChildrenCount <= CompiledTrie.linearLimit {
                var i = node.literalChildrenStart
                let end = i &+ node.literalChildrenCount
                while i < end {
                    let child = literalChildren[Int(i)]
                    if equals(literal(of: nodes[Int(child)]), segment) { return child }
                    i &+= 1
                }
                return -1
            }
            let hash = CompiledTrie.hash(segment, folded: caseInsensitive)
            var slot = CompiledTrie.slot(hash: hash, parent: parent, mask: hashMask)
            while true {
                let entry = hashSlots[slot]
                if entry.parent < 0 { return -1 }
                if entry.parent == parent && entry.hash == hash && equals(literal(of: nodes[Int(entry.child)]), segment) {
                    return entry.child
                }
                slot = (slot &+ 1) & hashMask
            }
        }

        @inline(__always)
        func equals(_ literal: UnsafeBufferPointer<UInt8>, _ segment: UnsafeBufferPointer<UInt8>) -> Bool {
            caseInsensitive ? ASCII.equalsIgnoringCase(literal, segment) : ASCII.equals(literal, segment)
        }
    }

    /// A hash of a literal's bytes (ASCII-folded when paths are case-insensitive), read eight
    /// bytes at a time: every byte counts, so `resource1000`…`resource9999` spread over the
    /// index instead of piling up behind one key, and a segment costs about one multiply per
    /// eight bytes.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, folded: Bool) -> UInt32 {
        let n = bytes.count
        guard n > 0, let base = bytes.baseAddress else { return 0 }
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: n)
        var i = 0
        while i &+ 8 <= n {
            var word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if folded { word = foldASCII(word) }
            h = (h ^ word) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h &>> 32
            i &+= 8
        }
        if i < n {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while i < n {
                let b = folded ? ASCII.lowercased(base[i]) : base[i]
                word |= UInt64(b) &<< shift
                shift &+= 8
                i &+= 1
            }
            h = (h ^ word) &* 0xC4CE_B9FE_1A85_EC53
            h ^= h &>> 32
        }
        return UInt32(truncatingIfNeeded: h)
    }

    /// Lower-cases the ASCII capital letters among eight bytes at once.
    @inline(__always)
    static func foldASCII(_ word: UInt64) -> UInt64 {
        var folded: UInt64 = 0
        for k in 0..<8 {
            folded |= UInt64(ASCII.lowercased(UInt8(truncatingIfNeeded: word &>> UInt64(k &* 8)))) &<< UInt64(k &* 8)
        }
        return folded
    }

    /// Terminal entries carry this bit when the route has query constraints to check.
    static let constrainedFlag: Int32 = 1 << 30

    /// Where the hash index starts probing for a child of `parent` with text hash `hash`.
    @inline(__always)
    static func slot(hash: UInt32, parent: Int32, mask: Int) -> Int {
        let mixed = (hash &* 0x9E37_79B1) ^ (UInt32(bitPattern: parent) &* 0x85EB_CA6B)
        return Int(truncatingIfNeeded: mixed ^ (mixed &>> 15)) & mask
    }

    /// Gives back the spare capacity that appending left in every array (exact-size copies).
    mutating func shrinkToFit() {
        nodes = nodes.withUnsafeBufferPointer(Array.init)
        literalBytes = literalBytes.withUnsafeBufferPointer(Array.init)
        literalChildren = literalChildren.withUnsafeBufferPointer(Array.init)
        typedChildren = typedChildren.withUnsafeBufferPointer(Array.init)
        terminals = terminals.withUnsafeBufferPointer(Array.init)
    }

    /// Bytes held by the trie, for the memory figures.
    var byteCount: Int {
        nodes.capacity &* MemoryLayout<Node>.stride &+ literalBytes.capacity &+ literalChildren.capacity &* 4
            &+ typedChildren.capacity &* MemoryLayout<TypedEdge>.stride &+ terminals.capacity &* 4
            &+ hashSlots.capacity &* MemoryLayout<HashSlot>.stride
    }
}
