/// The literal edges of the trie being built (``TrieBuilder``), found by parent and text: one
/// open-addressing table for the whole trie, probed once to find an edge or the slot a new one
/// takes. It holds no text: the candidates' literals are compared where the nodes are.
///
/// For speed while a table is built: a `Dictionary` keyed by parent and bytes hashed every
/// literal twice (to find, then to insert) with the standard library's seeded hasher.
struct LiteralEdgeIndex {
    private struct Slot {
        var parent: Int32 = -1
        var key: UInt32 = 0
        var child: Int32 = -1
    }

    private var slots: [Slot] = Array(repeating: Slot(), count: 16)
    private var count = 0

    /// Where a lookup ended: the child found, or the empty slot where it goes.
    struct Probe {
        let child: Int?
        fileprivate let slot: Int
        fileprivate let parent: Int32
        fileprivate let key: UInt32
    }

    /// Makes room for `edges` edges without growing.
    mutating func reserveCapacity(_ edges: Int) {
        var capacity = slots.count
        while capacity < edges &* 2 { capacity &<<= 1 }
        if capacity > slots.count { rehash(capacity) }
    }

    /// Finds the child of `parent` whose literal is `literal`; `literalOf` gives a node's literal.
    func probe(parent: Int, literal: [UInt8], literalOf: (Int) -> [UInt8]) -> Probe {
        let key = literal.withUnsafeBufferPointer { CompiledTrie.literalKey($0, folded: false) }
        let parent = Int32(truncatingIfNeeded: parent)
        let mask = slots.count &- 1
        var slot = CompiledTrie.slot(hash: key, parent: parent, mask: mask)
        while true {
            let entry = slots[slot]
            if entry.parent < 0 { return Probe(child: nil, slot: slot, parent: parent, key: key) }
            if entry.parent == parent && entry.key == key && literalOf(Int(entry.child)) == literal {
                return Probe(child: Int(entry.child), slot: slot, parent: parent, key: key)
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// Records `child` in the empty slot a probe that found nothing ended at.
    mutating func insert(_ child: Int, at probe: Probe) {
        precondition(probe.child == nil, "a literal edge is recorded once")
        slots[probe.slot] = Slot(parent: probe.parent, key: probe.key, child: Int32(truncatingIfNeeded: child))
        count &+= 1
        if count &* 2 > slots.count { rehash(slots.count &* 2) }
    }

    private mutating func rehash(_ capacity: Int) {
        let old = slots
        slots = Array(repeating: Slot(), count: capacity)
        let mask = capacity &- 1
        for entry in old where entry.parent >= 0 {
            var slot = CompiledTrie.slot(hash: entry.key, parent: entry.parent, mask: mask)
            while slots[slot].parent >= 0 { slot = (slot &+ 1) & mask }
            slots[slot] = entry
        }
    }
}
