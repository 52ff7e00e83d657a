@testable import Switchyard
import Testing

extension RoutingCoreTests {
    /// The copy that fills a short parameter's inline `String` (`UTF8Text.copyShort`): every
    /// length up to 15 bytes, the bytes copied exactly and nothing written past them.
    @Suite("Short text copy")
    struct ShortTextCopyTests {
        @Test("every length from 0 to 15: the bytes, and nothing past them", arguments: 0...15)
        func copiesExactly(_ count: Int) {
            let source = (0..<32).map { UInt8(0x41 &+ $0) }
            var output = [UInt8](repeating: 0xEE, count: 32)
            // From an odd offset, so that the word loads are unaligned.
            source.withUnsafeBufferPointer { all in
                output.withUnsafeMutableBufferPointer { room in
                    UTF8Text.copyShort(UnsafeBufferPointer(rebasing: all[3..<3 + count]), to: UnsafeMutableBufferPointer(rebasing: room[5..<32]))
                }
            }
            #expect(Array(output[5..<5 + count]) == Array(source[3..<3 + count]))
            #expect(output[..<5].allSatisfy { $0 == 0xEE })
            #expect(output[(5 + count)...].allSatisfy { $0 == 0xEE })
        }

        @Test("short values as strings, multi-byte characters included")
        func strings() {
            for text in ["", "a", "ab", "abc", "café", "swift-nio", "日本語", "octocat-1234", "🦊x", "fifteen-bytes!!"] {
                var copy = text
                let made = copy.withUTF8 { UTF8Text.string($0) }
                #expect(made == text)
                #expect(Array(made.utf8) == Array(text.utf8))
            }
        }
    }
}
