import Testing
@testable import SwitchyardQRCode

extension QRCodeTests {
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
        func optimal(group: Int) async throws {
            let problems = try await offCooperativePool { Self.optimalityProblems(group: group) }
            #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
        }

        /// Random short texts whose segmentation is not the exhaustive optimum, or whose pieces
        /// do not cover the text in order, each in a mode that holds it, for the bits said.
        static func optimalityProblems(group: Int) -> [String] {
            var generator = GeneratedTexts(seed: UInt64(7 + group))
            let alphabet = Array("0123456789ABCZ $:abcz") + ["é"]
            var problems: [String] = []
            for _ in 0..<300 {
                let text = generator.text(from: alphabet, count: 1 + generator.below(11))
                let bytes = Array(text.utf8)
                let segmentation = OptimalSegmentation(bytes, group: group)
                let expected = exhaustive(bytes, group: group)
                if segmentation.bitCount != expected { problems.append("\(text.debugDescription): \(segmentation.bitCount) bits, the optimum is \(expected)") }
                var position = 0
                var total = 0
                for piece in segmentation.pieces {
                    if piece.start != position { problems.append("\(text.debugDescription): a piece starts at \(piece.start), not \(position)") }
                    let run = bytes[piece.start..<(piece.start + piece.count)]
                    let narrowest = narrowest(run)
                    if !(piece.mode == .byte || narrowest == piece.mode || (piece.mode == .alphanumeric && narrowest == .numeric)) {
                        problems.append("\(text.debugDescription): \(piece.mode) cannot hold \(Array(run))")
                    }
                    total += bits(piece.mode, count: piece.count, group: group)
                    position += piece.count
                }
                if position != bytes.count { problems.append("\(text.debugDescription): the pieces cover \(position) of \(bytes.count) bytes") }
                if total != segmentation.bitCount { problems.append("\(text.debugDescription): the pieces cost \(total), not \(segmentation.bitCount)") }
            }
            return problems
        }

        @Test(
            "segments of familiar texts",
            arguments: [
                ("https://raycipe.example.com/recipes/2?utm_source=qr", [QRSegment(mode: .byte, characterCount: 51)]),
                ("HTTPS://RAYCIPE.EXAMPLE.COM/R/2", [QRSegment(mode: .alphanumeric, characterCount: 31)]),
                ("4930123456789", [QRSegment(mode: .numeric, characterCount: 13)]),
                (
                    "Order 12345678901234567890 from raycipe",
                    [
                        QRSegment(mode: .byte, characterCount: 6), QRSegment(mode: .numeric, characterCount: 20), QRSegment(mode: .byte, characterCount: 13),
                    ]
                ),
                ("", []),
            ])
        func familiar(text: String, segments: [QRSegment]) throws {
            #expect(try QRCode(encoding: text).segments == segments)
        }

        static let versionCases = (try? ReferenceData.versionCases()) ?? []

        @Test("for real links the version is never larger than segno's", arguments: versionCases)
        func notLarger(_ reference: ReferenceData.VersionCase) async throws {
            let code = try await offCooperativePool {
                try QRCode(encoding: reference.text, options: .init(errorCorrection: reference.level, raisesErrorCorrection: false))
            }
            #expect(code.version <= reference.segnoVersion)
            #expect(code.version <= reference.segmentedVersion)
        }

        @Test("the corpus of links is there, with links where segments make a symbol smaller")
        func corpus() async throws {
            #expect(Self.versionCases.count >= 80)
            let smaller = try await offCooperativePool {
                try Self.versionCases.filter { reference in
                    try QRCode(encoding: reference.text, options: .init(errorCorrection: reference.level, raisesErrorCorrection: false)).version
                        < reference.segnoVersion
                }.count
            }
            #expect(smaller > 0)
        }
    }
}
