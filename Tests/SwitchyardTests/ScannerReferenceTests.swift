@testable import Switchyard
import Testing

// The URL scanner against the scanner as it was before its loops went a word at a time
// (ReferenceScanner, in Support/, its byte loops kept as an oracle): random URLs, with bytes
// before and after the range scanned, and inputs alone in buffers of their own size.

extension RoutingCoreTests {
    @Suite("Scanner edges: against the byte loops")
    struct ScannerReferenceTests {
        /// The scan of `bytes[range]` as the matcher does it, described in one line.
        static func describe(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, validateUTF8: Bool, old: Bool) -> String {
            var url = ScannedURL(range: range)
            let failure = old ? ReferenceScanner.scanStructure(bytes, into: &url) : URLScanner.scanStructure(bytes, into: &url)
            if let failure { return "structure \(failure.reason) \(failure.detail) \(failure.offset ?? -1)" }
            var pathEnd = url.path.lowerBound
            while pathEnd < range.upperBound && bytes[pathEnd] != ASCII.question && bytes[pathEnd] != ASCII.hash { pathEnd &+= 1 }
            url.path = url.path.lowerBound..<pathEnd
            let rest =
                old
                ? ReferenceScanner.scanQueryAndFragment(bytes, from: pathEnd, to: range.upperBound, into: &url, validateUTF8: validateUTF8)
                : URLScanner.scanQueryAndFragment(bytes, from: pathEnd, to: range.upperBound, into: &url, validateUTF8: validateUTF8)
            if let rest { return "rest \(rest.reason) \(rest.detail) \(rest.offset ?? -1)" }
            return "\(url.kind) scheme \(url.scheme) host \(url.host) path \(url.path) query \(String(describing: url.query)) fragment \(String(describing: url.fragment))"
        }

        static let pieces: [[UInt8]] =
            [
                "a", "b", "Z", "0", "9", "-", ".", "_", "~", "+", "!", "$", "&", "=", ";", "\"", "%", "@", "[", "]", ":",
                "/", "?", "#", " ", "\t", "\\", "\u{0}", "\u{7F}", "é", "xn--", "raycipe", "example", ".com", "80", "65535", "65536",
            ].map { Array($0.utf8) } + [[0x80], [0xC3], [0xFF], [0xE2, 0x82]]

        static let starts: [String] = [
            "https://", "http://", "HTTPS://", "hTtP://", "//", "https:/", "https:", "raycipe:", "raycipe://", "a1+.-:", "1a:", "",
            "/", "abcdefgh:", "abcdefghijklmnop://", "httpss://", "htt://",
        ]

        @Test("random URLs scan as they did with the byte loops, wherever they sit in the buffer")
        func againstByteLoops() async throws {
            let mismatches = try await offCooperativePool { () -> [String] in
                var random = SeededRandom(seed: 0x5EED_0FED)
                var mismatches: [String] = []
                for _ in 0..<60_000 {
                    var text = Array(Self.starts.randomElement(using: &random)!.utf8)
                    for _ in 0..<Int.random(in: 0...24, using: &random) {
                        text += Int.random(in: 0..<3, using: &random) == 0 ? Self.pieces.randomElement(using: &random)! : [UInt8.random(in: 0x61...0x7A, using: &random)]
                    }
                    // Some bytes before and after, outside the range scanned: they must change nothing.
                    let before = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random)!.first! }
                    let after = (0..<Int.random(in: 0...9, using: &random)).map { _ in Self.pieces.randomElement(using: &random)!.first! }
                    let buffer = before + text + after
                    let range = before.count..<(before.count + text.count)
                    for validateUTF8 in [false, true] {
                        buffer.withUnsafeBufferPointer { bytes in
                            let new = Self.describe(bytes, range, validateUTF8: validateUTF8, old: false)
                            let old = Self.describe(bytes, range, validateUTF8: validateUTF8, old: true)
                            if new != old { mismatches.append("\(buffer) \(range) \(validateUTF8): \(new) vs \(old)") }
                        }
                    }
                }
                return mismatches
            }
            #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        }

        @Test("exact-size buffers: every input from the random set, alone in its own allocation")
        func exactBuffers() {
            // For a run under the address sanitizer: each input has a buffer of its own size,
            // so a read past its end (or before its start) is caught.
            var random = SeededRandom(seed: 0xB0F5)
            for _ in 0..<5_000 {
                var text = Array(Self.starts.randomElement(using: &random)!.utf8)
                for _ in 0..<Int.random(in: 0...20, using: &random) { text += Self.pieces.randomElement(using: &random)! }
                let pointer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: text.count)
                _ = pointer.initialize(from: text)
                defer { pointer.deallocate() }
                let bytes = UnsafeBufferPointer(pointer)
                for validateUTF8 in [false, true] {
                    #expect(
                        Self.describe(bytes, 0..<bytes.count, validateUTF8: validateUTF8, old: false)
                            == Self.describe(bytes, 0..<bytes.count, validateUTF8: validateUTF8, old: true), "\(text)")
                }
            }
        }
    }
}
