@testable import SwitchyardLinkService
import Testing

/// A source that replays fixed 64-bit words, so rejection sampling can be checked byte by byte.
struct ReplayedSource: RandomNumberGenerator {
    var words: [UInt64]
    mutating func next() -> UInt64 { words.isEmpty ? 0 : words.removeFirst() }
}

@Suite("Suffixes")
struct SuffixTests {
    @Test("an unguessable suffix is 17 characters of base 62")
    func unguessableShape() {
        var generator = SuffixGenerator()
        for _ in 0..<200 {
            let suffix = generator.unguessable()
            #expect(suffix.utf8.count == 17)
            #expect(SuffixAlphabet.isSuffix(Substring(suffix)))
        }
    }

    @Test("bytes from 248 up are rejected, the rest taken modulo 62")
    func rejectionSampling() {
        // Bytes in order (little end first): 0, 61, 62, 247, 248, 255, 123, 1.
        let word: UInt64 = 0x01_7B_FF_F8_F7_3E_3D_00
        var generator = SuffixGenerator(source: ReplayedSource(words: [word]))
        // 0 → "0", 61 → "z", 62 → "0", 247 → 247 % 62 = 61 → "z", 248 and 255 rejected, 123 → 61 → "z", 1 → "1".
        #expect(generator.suffix(length: 6) == "0z0zz1")
    }

    @Test("every character is about equally likely (chi-squared over 62 cells)")
    func uniformity() {
        var generator = SuffixGenerator()
        var counts = [Int](repeating: 0, count: 62)
        let draws = 62 * 400
        for byte in generator.suffix(length: draws).utf8 {
            counts[SuffixAlphabet.characters.firstIndex(of: byte)!] += 1
        }
        let expected = Double(draws) / 62
        let chiSquared = counts.reduce(0.0) { $0 + (Double($1) - expected) * (Double($1) - expected) / expected }
        // 61 degrees of freedom: the 99.9th percentile is about 100.9.
        #expect(chiSquared < 100.9, "chi-squared \(chiSquared) for counts \(counts)")
    }

    @Test(
        "suffix text",
        arguments: [
            ("AbCd", true), ("0", true), ("summer-sale", true), ("spring_2024", true), ("-", true), ("ab.c", false), ("", false), ("ab/c", false), ("añb", false), ("a b", false),
            (String(repeating: "a", count: 64), true), (String(repeating: "a", count: 65), false),
        ])
    func suffixText(text: String, valid: Bool) {
        #expect(SuffixAlphabet.isSuffix(Substring(text)) == valid)
    }

    struct LengthCase: Sendable, CustomStringConvertible {
        var description: String
        var inUse: [Int: Int]
        var length: Int
    }

    @Test(
        "a short suffix grows past half of its space",
        arguments: [
            LengthCase(description: "empty", inUse: [:], length: 4),
            LengthCase(description: "just below half of 62^4", inUse: [4: 7_388_167], length: 4),
            LengthCase(description: "half of 62^4", inUse: [4: 7_388_168], length: 5),
            LengthCase(description: "half of 62^4 and of 62^5", inUse: [4: 7_388_168, 5: 458_066_416], length: 6),
        ])
    func shortLength(_ testCase: LengthCase) {
        #expect(ShortSuffixLength.length(inUse: { testCase.inUse[$0, default: 0] }) == testCase.length)
    }

    @Test("a full length is left after the allowed draws; a taken suffix is never given again")
    func drawsSkipTakenSuffixes() {
        var index = LinkIndex()
        // Take every one-character... instead: replay a source that always yields "0000",
        // and check the index goes to five characters rather than repeating it.
        index.insert(StoredLink(suffix: "0000", longLink: "https://a.example/?link=https://x.example/", option: .short))
        var generator = SuffixGenerator(source: ReplayedSource(words: []))
        let suffix = index.freshSuffix(.short, using: &generator)
        #expect(suffix == "00000")
    }
}
