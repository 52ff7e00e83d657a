@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// Docs/Architecture.md, "The unsafe boundary": every raw load states its invariant, and
    /// debug builds stop the program when a load would break it. Each case runs in a child
    /// process (an exit test) that must stop; the in-bounds reads beside them must not.
    @Suite("Unsafe boundary", .enabled(if: RouteTable.assertsAreChecked, "the checks at each access exist in debug builds only"))
    struct UnsafeBoundaryTests {
        @Test("in-bounds reads of a byte view give the bytes, little-endian")
        func inBoundsReads() {
            var text = "abcdefghij"
            text.withUTF8 { bytes in
                let view = ByteView(bytes)
                #expect(view[0] == 0x61 && view[9] == 0x6A)
                #expect(view.word(at: 2) == 0x6A69_6867_6665_6463)
                #expect(view.halfWord(at: 6) == 0x6A69_6867)
                #expect(view.pair(at: 0) == 0x6261)
                #expect(Array(view.slice(from: 3, to: 5)) == [0x64, 0x65])
                #expect(view.slice(from: 10, to: 10).isEmpty)
            }
        }

        @Test("a word read that reaches past the bytes stops the program")
        func wordPastEnd() async {
            await #expect(processExitsWith: .failure) {
                var text = "abcdefghij"
                _ = text.withUTF8 { ByteView($0).word(at: 3) }
            }
        }

        @Test("a byte read before the bytes stops the program")
        func byteBeforeStart() async {
            await #expect(processExitsWith: .failure) {
                var text = "abc"
                _ = text.withUTF8 { ByteView($0)[-1] }
            }
        }

        @Test("a slice past the bytes stops the program")
        func slicePastEnd() async {
            await #expect(processExitsWith: .failure) {
                var text = "abc"
                _ = text.withUTF8 { ByteView($0).slice(from: 1, to: 4) }
            }
        }

        @Test("a trie node index past the trie's nodes stops the program")
        func nodePastEnd() async throws {
            let table = try RouteTable([RouteDefinition(name: "a", pattern: "/a/:id")])
            #expect(table.match("/a/1").match?.routeName == "a")
            #expect(table.nodeCount > 0)
            await #expect(processExitsWith: .failure) {
                let table = try! RouteTable([RouteDefinition(name: "a", pattern: "/a/:id")])
                _ = table.storage.trie.view.node(Int32(table.nodeCount)).shape
            }
        }

        @Test("a terminal index past the trie's terminals stops the program")
        func terminalPastEnd() async {
            await #expect(processExitsWith: .failure) {
                let table = try! RouteTable([RouteDefinition(name: "a", pattern: "/a")])
                _ = table.storage.trie.view.terminal(1_000)
            }
        }
    }
}
