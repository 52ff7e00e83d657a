@testable import Switchyard
import Testing

// The URL scanner against the contract's reading of a URL (ReferenceURL, in Support/, written
// from Docs/URLHandling.md): random URLs, with bytes before and after the range scanned, and
// inputs alone in buffers of their own size.

extension RoutingCoreTests {
    @Suite("Scanner edges: against the contract's reading")
    struct ScannerReferenceTests {
        /// The scan of `bytes[range]` as the matcher does it, in the reference's terms.
        static func scan(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, validateUTF8: Bool) -> Result<ReferenceURL.Reading, ReferenceURL.Refusal> {
            func refusal(_ miss: NoMatch) -> ReferenceURL.Refusal {
                ReferenceURL.Refusal(reason: miss.reason.description, detail: "\(miss.detail)", offset: miss.offset ?? -1)
            }
            var url = ScannedURL(range: range)
            if let failure = URLScanner.scanStructure(bytes, into: &url) { return .failure(refusal(failure)) }
            var pathEnd = url.path.lowerBound
            while pathEnd < range.upperBound && bytes[pathEnd] != ASCII.question && bytes[pathEnd] != ASCII.hash { pathEnd &+= 1 }
            if let rest = URLScanner.scanQueryAndFragment(bytes, from: pathEnd, to: range.upperBound, into: &url, validateUTF8: validateUTF8) {
                return .failure(refusal(rest))
            }
            let kind: ReferenceURL.Reading.Kind = url.kind == .web ? .web : url.kind == .custom ? .custom : .relative
            return .success(
                ReferenceURL.Reading(
                    kind: kind, scheme: url.scheme.isEmpty ? nil : url.scheme, host: url.kind == .web ? url.host : nil,
                    path: url.path.lowerBound..<pathEnd, query: url.query, fragment: url.fragment))
        }

        /// The scanner's reading and the reference's, each in one line: equal when they agree.
        static func describe(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, validateUTF8: Bool, reference: Bool) -> String {
            let result = reference ? ReferenceURL.read(Array(bytes)[range], validateUTF8: validateUTF8) : scan(bytes, range, validateUTF8: validateUTF8)
            switch result {
            case .success(let reading): return "\(reading)"
            case .failure(let refusal): return "!\(refusal)"
            }
        }

        static let pieces: [[UInt8]] =
            [
                "a", "b", "Z", "0", "9", "-", ".", "_", "~", "+", "!", "$", "&", "=", ";", "\"", "%", "@", "[", "]", ":",
                "/", "?", "#", " ", "\t", "\\", "\u{0}", "\u{7F}", "é", "xn--", "raycipe", "example", ".com", "80", "65535", "65536",
                "00000", "[::1]", "[v7.a:b]", "::ffff:", "192.0.2.1", "[1:2]",
            ].map { Array($0.utf8) } + [[0x80], [0xC3], [0xFF], [0xE2, 0x82]]

        static let starts: [String] = [
            "https://", "http://", "HTTPS://", "hTtP://", "//", "https:/", "https:", "raycipe:", "raycipe://", "a1+.-:", "1a:", "",
            "/", "abcdefgh:", "abcdefghijklmnop://", "httpss://", "htt://",
        ]

        @Test("random URLs scan as the contract reads them, wherever they sit in the buffer")
        func againstReference() async throws {
            let mismatches = try await offCooperativePool { () -> [String] in
                var random = SeededRandom(seed: 0x5EED_0FED)
                var mismatches: [String] = []
                for _ in 0..<60_000 {
                    var text = Array(Self.starts.randomElement(using: &random)!.utf8)
                    for _ in 0..<Int.random(in: 0...24, using: &random) {
                        // A piece, any printable ASCII byte, or (most often) a small letter.
                        switch Int.random(in: 0..<4, using: &random) {
                        case 0: text += Self.pieces.randomElement(using: &random)!
                        case 1: text.append(UInt8.random(in: 0x21...0x7E, using: &random))
                        default: text.append(UInt8.random(in: 0x61...0x7A, using: &random))
                        }
                    }
                    // Some bytes before and after, outside the range scanned: they must change nothing.
                    let before = (0..<Int.random(in: 0...3, using: &random)).map { _ in Self.pieces.randomElement(using: &random)!.first! }
                    let after = (0..<Int.random(in: 0...9, using: &random)).map { _ in Self.pieces.randomElement(using: &random)!.first! }
                    let buffer = before + text + after
                    let range = before.count..<(before.count + text.count)
                    for validateUTF8 in [false, true] {
                        buffer.withUnsafeBufferPointer { bytes in
                            let scanned = Self.describe(bytes, range, validateUTF8: validateUTF8, reference: false)
                            let expected = Self.describe(bytes, range, validateUTF8: validateUTF8, reference: true)
                            if scanned != expected { mismatches.append("\(buffer) \(range) \(validateUTF8): \(scanned) vs \(expected)") }
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
                        Self.describe(bytes, 0..<bytes.count, validateUTF8: validateUTF8, reference: false)
                            == Self.describe(bytes, 0..<bytes.count, validateUTF8: validateUTF8, reference: true), "\(text)")
                }
            }
        }
    }
}
