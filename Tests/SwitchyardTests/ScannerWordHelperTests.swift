@testable import Switchyard
import Testing

// The word-at-a-time helpers the scanner is built on (ASCII.swift, URLScanner+Query.swift):
// each is checked against a byte-by-byte definition, with every byte value in every lane of
// a word.

extension RoutingCoreTests {
    @Suite("Scanner edges: word helpers")
    struct ScannerWordHelperTests {
        @Test("ASCII.bytes(in:from:through:), letters(in:) and lowercasedWord: exact in every byte")
        func wordClasses() {
            var random = SeededRandom(seed: 0x5CA7)
            let ranges: [(UInt8, UInt8)] = [(0x2D, 0x39), (0x61, 0x7A), (0x41, 0x5A), (0x00, 0x7F), (0x30, 0x30), (0x7F, 0x7F)]
            for lane in 0..<8 {
                for value in 0...255 {
                    for _ in 0..<4 {
                        let word = random.next() & ~(0xFF << UInt64(lane * 8)) | UInt64(value) << UInt64(lane * 8)
                        let bytes = (0..<8).map { UInt8(truncatingIfNeeded: word >> UInt64($0 * 8)) }
                        for (lower, upper) in ranges {
                            let expected = bytes.enumerated().reduce(UInt64(0)) { $0 | ($1.element >= lower && $1.element <= upper ? 0x80 << UInt64($1.offset * 8) : 0) }
                            #expect(ASCII.bytes(in: word, from: lower, through: upper) == expected)
                        }
                        let letters = bytes.enumerated().reduce(UInt64(0)) { $0 | (ASCII.isAlpha($1.element) ? 0x80 << UInt64($1.offset * 8) : 0) }
                        #expect(ASCII.letters(in: word) == letters)
                        let lowered = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64(ASCII.lowercased($1.element)) << UInt64($1.offset * 8) }
                        #expect(ASCII.lowercasedWord(word) == lowered)
                    }
                }
            }
        }

        @Test("bytesToExamine flags every byte below $, DEL and \\; forbiddenBytes' lowest flag is the first forbidden byte")
        func examineFlags() {
            var random = SeededRandom(seed: 0xF1A6)
            let interesting: [UInt8] = [0x00, 0x01, 0x09, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x24, 0x25, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F, 0x80, 0xA1, 0xDC, 0xFF, 0x61]
            for lane in 0..<8 {
                for value in 0...255 {
                    for round in 0..<6 {
                        var bytes = (0..<8).map { _ in round < 3 ? interesting.randomElement(using: &random)! : UInt8.random(in: 0...255, using: &random) }
                        bytes[lane] = UInt8(value)
                        let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
                        let flags = URLScanner.bytesToExamine(in: word)
                        for (k, b) in bytes.enumerated() where b < 0x24 || b == 0x7F || b == 0x5C {
                            #expect(flags & (0x80 << UInt64(k * 8)) != 0)
                        }
                        let firstForbidden = bytes.firstIndex { $0 <= 0x20 || $0 == 0x7F || $0 == 0x5C }
                        let forbidden = URLScanner.forbiddenBytes(in: word)
                        #expect((forbidden == 0 ? nil : forbidden.trailingZeroBitCount / 8) == firstForbidden)
                        // Without 0xFF (never in UTF-8) nothing carries: the lowest flag is exact.
                        if !bytes.contains(0xFF) {
                            let firstToExamine = bytes.firstIndex { $0 < 0x24 || $0 == 0x7F || $0 == 0x5C }
                            #expect((flags == 0 ? nil : flags.trailingZeroBitCount / 8) == firstToExamine)
                        }
                    }
                }
            }
        }
    }
}
