@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// The table of literal edges the trie builder keeps: what it finds must be what was
    /// recorded, across its growth and whatever the literals' keys collide on.
    @Suite("The literal edge index")
    struct LiteralEdgeIndexTests {
        /// Literals of 1 to 12 bytes, many sharing a key's length and first bytes, under a
        /// few parents; recorded with no room set aside (the table grows from 16 slots), then
        /// every one found and absent ones not found.
        @Test("finds every recorded edge, and no other, as it grows")
        func growsAndFinds() {
            var index = LiteralEdgeIndex()
            var literals: [[UInt8]] = []
            var recorded: [(parent: Int, literal: [UInt8], child: Int)] = []
            for parent in 0..<4 {
                for i in 0..<300 {
                    let text = Array("r\(i % 7)x\(String(repeating: "y", count: i % 9))\(i)".utf8)
                    let probe = index.probe(parent: parent, literal: text) { literals[$0] }
                    #expect(probe.child == nil)
                    literals.append(text)
                    index.insert(literals.count - 1, at: probe)
                    recorded.append((parent, text, literals.count - 1))
                }
            }
            for edge in recorded {
                #expect(index.probe(parent: edge.parent, literal: edge.literal) { literals[$0] }.child == edge.child)
            }
            // The same texts under a parent that has none, and texts no parent has.
            #expect(index.probe(parent: 9, literal: recorded[0].literal) { literals[$0] }.child == nil)
            #expect(index.probe(parent: 0, literal: Array("r0x".utf8)) { literals[$0] }.child == nil)
            #expect(index.probe(parent: 0, literal: []) { literals[$0] }.child == nil)
        }

        /// Room set aside up front gives the same answers.
        @Test("room set aside changes nothing it finds")
        func reserved() {
            var index = LiteralEdgeIndex()
            index.reserveCapacity(1_000)
            var literals: [[UInt8]] = []
            for i in 0..<1_000 {
                let text = Array("s\(i)".utf8)
                let probe = index.probe(parent: i % 3, literal: text) { literals[$0] }
                literals.append(text)
                index.insert(i, at: probe)
            }
            for i in 0..<1_000 {
                #expect(index.probe(parent: i % 3, literal: Array("s\(i)".utf8)) { literals[$0] }.child == i)
                #expect(index.probe(parent: (i + 1) % 3, literal: Array("s\(i)".utf8)) { literals[$0] }.child == nil)
            }
        }
    }
}
