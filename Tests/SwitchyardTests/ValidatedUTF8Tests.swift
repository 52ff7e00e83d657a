@testable import Switchyard
import SwitchyardTestSupport
import Testing

/// `String(validatingUTF8Bytes:)` answers as `String(validating:as:)` does, including below the
/// Apple minimums that have it, where its fallback answers instead.
@Suite("Validated UTF-8")
struct ValidatedUTF8Tests {
    static let edgeCases: [[UInt8]] = [
        [], Array("recipes/2".utf8), Array("é😀ü".utf8),
        [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xEF, 0xBF, 0xBD], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
        [0x80], [0xBF], [0xFE], [0xFF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],
        [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
        [0xE2, 0x82], [0x61, 0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xE2, 0x82, 0xAC, 0x80], [0x2F, 0xC0, 0xAF],
    ]

    /// The standard library's answer, where this platform has it.
    static func reference(_ bytes: [UInt8]) -> String?? {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return .some(String(validating: bytes, as: UTF8.self))
        }
        return .none
    }

    @Test("the fallback and the initializer agree with the standard library on edge cases")
    func edgeCasesAgree() throws {
        for bytes in Self.edgeCases {
            let fallback = String.utf8ByRepairing(bytes)
            #expect(String(validatingUTF8Bytes: bytes) == fallback, "\(bytes)")
            if let expected = Self.reference(bytes) {
                #expect(fallback == expected, "\(bytes)")
            }
        }
        #expect(String.utf8ByRepairing([0xC0, 0xAF]) == nil)
        #expect(String.utf8ByRepairing(Array("é😀".utf8)) == "é😀")
    }

    @Test("the fallback and the standard library agree on seeded random bytes")
    func randomBytesAgree() {
        // Bytes drawn mostly from the lead and continuation ranges, where UTF-8 goes wrong.
        let alphabet: [UInt8] = [0x00, 0x2F, 0x61, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF3, 0xF4, 0xF5, 0xFF]
        var random = SplitMix64(seed: 0x0055_7F8B)
        var valid = 0
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            let fallback = String.utf8ByRepairing(bytes)
            if fallback != nil { valid += 1 }
            #expect(String(validatingUTF8Bytes: bytes) == fallback, "\(bytes)")
            if let expected = Self.reference(bytes) {
                #expect(fallback == expected, "\(bytes)")
            }
        }
        // Both answers occur, so the comparison exercised both.
        #expect(valid > 100 && valid < 19_000)
    }
}
