import Testing
@testable import SwitchyardQRCode

extension QRCodeTests {
    /// Symbols compared module for module with those of an independent encoder (segno; see
    /// Data/make-reference.py) for the same text, version, level, mask and segmentation: every
    /// mask, every level and mode, every version 1 to 40, and mixed segments.
    @Suite("Reference matrices")
    struct ReferenceMatrixTests {
        static let symbols = (try? ReferenceData.symbols()) ?? []

        @Test("the reference file holds every mask, level and version")
        func coverage() {
            #expect(Set(Self.symbols.map(\.mask)) == Set(0..<8))
            #expect(Set(Self.symbols.map(\.level)) == Set(QRErrorCorrection.allCases))
            #expect(Set(Self.symbols.map(\.version)) == Set(1...40))
            #expect(Self.symbols.contains { $0.segments.count >= 3 })
        }

        @Test("each symbol equals the reference, module for module", arguments: symbols)
        func matches(_ reference: ReferenceData.Symbol) async throws {
            let options = QRCode.Options(
                errorCorrection: reference.level, versions: reference.version...reference.version,
                raisesErrorCorrection: false, mask: reference.mask
            )
            let code = try await offCooperativePool { try QRCode(encoding: reference.text, options: options) }
            #expect(code.version == reference.version)
            #expect(code.errorCorrection == reference.level)
            #expect(code.mask == reference.mask)
            #expect(code.segments == reference.segments)
            let matrix = code.matrix
            try #require(matrix.count == reference.rows.count)
            var differences: [String] = []
            for row in 0..<matrix.count {
                for column in 0..<matrix.count where matrix[row][column] != reference.rows[row][column] {
                    differences.append("(\(row), \(column))")
                }
            }
            let count = differences.count
            #expect(count == 0, "\(count) modules differ, first at \(differences.prefix(8).joined(separator: " "))")
        }
    }
}
