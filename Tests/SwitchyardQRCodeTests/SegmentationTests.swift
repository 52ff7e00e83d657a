import Testing
@testable import SwitchyardQRCode

/// The segmentation is optimal: its bit count equals an exhaustive search over every split of
/// the text, and for a corpus of real links the version is never larger than the independent
/// encoder's (segno), on its own or given the split with the fewest bits.
@Suite("Segmentation")
struct SegmentationTests {
    /// The bits of one segment, from the standard's costs.
    static func bits(_ mode: QRMode, count: Int, group: Int) -> Int {
        let countBits = [QRMode.numeric: [10, 12, 14], .alphanumeric: [9, 11, 13], .byte: [8, 16, 16]][mode]![group]
        switch mode {
        case .numeric: return 4 + countBits + count / 3 * 10 + [0, 4, 7][count % 3]
        case .alphanumeric: return 4 + countBits + count / 2 * 11 + count % 2 * 6
        case .byte: return 4 + countBits + count * 8
        }
    }

    static func narrowest(_ bytes: ArraySlice<UInt8>) -> QRMode {
        let alphanumeric = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)
        if bytes.allSatisfy({ (0x30...0x39).contains($0) }) { return .numeric }
        if bytes.allSatisfy(alphanumeric.contains) { return .alphanumeric }
        return .byte
    }

    /// The fewest bits over every split of `bytes` into runs (2^(n-1) splits).
    static func exhaustive(_ bytes: [UInt8], group: Int) -> Int {
        guard !bytes.isEmpty else { return 0 }
        var best = Int.max
        for cuts in 0..<(1 << (bytes.count - 1)) {
            var total = 0
            var start = 0
            for end in 1...bytes.count where end == bytes.count || cuts >> (end - 1) & 1 == 1 {
                let run = bytes[start..<end]
                total += bits(narrowest(run), count: run.count, group: group)
                start = end
            }
            best = min(best, total)
        }
        return best
    }

    @Test("the bit count equals the exhaustive optimum, for every version group", arguments: 0...2)
    func optimal(group: Int) {
        var generator = GeneratedTexts(seed: UInt64(7 + group))
        let alphabet = Array("0123456789ABCZ $:abcz") + ["é"]
        for _ in 0..<300 {
            let text = generator.text(from: alphabet, count: 1 + generator.below(11))
            let bytes = Array(text.utf8)
            let segmentation = OptimalSegmentation(bytes, group: group)
            let expected = Self.exhaustive(bytes, group: group)
            #expect(segmentation.bitCount == expected, "\(text.debugDescription)")
            // The pieces are the text, in order, each holdable by its mode, and cost what was said.
            var position = 0
            var total = 0
            for piece in segmentation.pieces {
                #expect(piece.start == position)
                let run = bytes[piece.start..<(piece.start + piece.count)]
                #expect(piece.mode == .byte || Self.narrowest(run) == piece.mode || (piece.mode == .alphanumeric && Self.narrowest(run) == .numeric))
                total += Self.bits(piece.mode, count: piece.count, group: group)
                position += piece.count
            }
            #expect(position == bytes.count)
            #expect(total == segmentation.bitCount, "\(text.debugDescription)")
        }
    }

    @Test("segments of familiar texts", arguments: [
        ("https://raycipe.example.com/recipes/2?utm_source=qr", [QRSegment(mode: .byte, characterCount: 51)]),
        ("HTTPS://RAYCIPE.EXAMPLE.COM/R/2", [QRSegment(mode: .alphanumeric, characterCount: 31)]),
        ("4930123456789", [QRSegment(mode: .numeric, characterCount: 13)]),
        ("Order 12345678901234567890 from raycipe", [
            QRSegment(mode: .byte, characterCount: 6), QRSegment(mode: .numeric, characterCount: 20), QRSegment(mode: .byte, characterCount: 13),
        ]),
        ("", []),
    ])
    func familiar(text: String, segments: [QRSegment]) throws {
        #expect(try QRCode(encoding: text).segments == segments)
    }

    static let versionCases = (try? ReferenceData.versionCases()) ?? []

    @Test("for real links the version is never larger than segno's", arguments: versionCases)
    func notLarger(_ reference: ReferenceData.VersionCase) throws {
        let code = try QRCode(encoding: reference.text, options: .init(errorCorrection: reference.level, raisesErrorCorrection: false))
        #expect(code.version <= reference.segnoVersion)
        #expect(code.version <= reference.segmentedVersion)
    }

    @Test("the corpus of links is there, with links where segments make a symbol smaller")
    func corpus() throws {
        #expect(Self.versionCases.count >= 80)
        var smaller = 0
        for reference in Self.versionCases {
            let code = try QRCode(encoding: reference.text, options: .init(errorCorrection: reference.level, raisesErrorCorrection: false))
            if code.version < reference.segnoVersion { smaller += 1 }
        }
        #expect(smaller > 0)
    }
}
