/// Route indices by name, so that building a URL finds a route's patterns without scanning
/// the table.
///
/// An open-addressing hash table over the names already held in the table's ``StringArena``
/// (nothing is copied): each slot holds the first route (in table order) with a name, and a
/// chain links the routes that share it, kept only for those routes (names are usually
/// unique). The slots cost at most 12 bytes a route (about 8 on average); the table is built
/// in one pass when the route table is built.
///
/// ```swift
/// var route = index.first(named: "recipe.detail", in: names)
/// while route >= 0 { …; route = index.next(after: route) }
/// ```
struct RouteNameIndex: Sendable {
    /// A power of two, at least 1.5 times the number of distinct names; -1 is empty.
    private let slots: [Int32]
    /// For each route that shares its name with a later route, that next route.
    private let chain: [Int32: Int32]

    init(_ names: StringArena) {
        let count = names.count
        var capacity = 8
        while capacity < count &+ count / 2 &+ 1 { capacity &<<= 1 }
        let mask = capacity &- 1
        var slots = [Int32](repeating: -1, count: capacity)
        var chain: [Int32: Int32] = [:]
        // Backwards, so that each name's chain comes out in table order.
        for route in stride(from: count &- 1, through: 0, by: -1) {
            var slot = names.withUTF8(at: route) { Self.hash($0) } & mask
            while true {
                let occupant = slots[slot]
                if occupant < 0 {
                    slots[slot] = Int32(route)
                    break
                }
                let same = names.withUTF8(at: Int(occupant)) { a in names.withUTF8(at: route) { b in ASCII.equals(a, b) } }
                if same {
                    chain[Int32(route)] = occupant
                    slots[slot] = Int32(route)
                    break
                }
                slot = (slot &+ 1) & mask
            }
        }
        self.slots = slots
        self.chain = chain
    }

    /// The first route (in table order) named `name`, or -1.
    func first(named name: String, in names: StringArena) -> Int32 {
        var name = name
        return name.withUTF8 { key in
            let mask = slots.count &- 1
            var slot = Self.hash(key) & mask
            while true {
                let occupant = slots[slot]
                if occupant < 0 { return -1 }
                if names.withUTF8(at: Int(occupant), { ASCII.equals($0, key) }) { return occupant }
                slot = (slot &+ 1) & mask
            }
        }
    }

    /// The next route after `route` with the same name, or -1.
    func next(after route: Int32) -> Int32 { chain.isEmpty ? -1 : chain[route] ?? -1 }

    /// FNV-1a, 64 bits.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes {
            h ^= UInt64(b)
            h = h &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h &>> 29))
    }
}
