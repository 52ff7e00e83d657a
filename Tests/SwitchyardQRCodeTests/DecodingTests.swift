import Foundation
import Testing
@testable import SwitchyardQRCode

extension QRCodeTests {
    /// Every symbol read back by an independent decoder (zbarimg) must give the exact text:
    /// texts of every mode, mixed segments, every level and every version 1 to 40, written as
    /// PNG files and decoded many to a call.
    @Suite("Decoding by zbarimg", .enabled(if: Zbarimg.isUsable, Comment(rawValue: Zbarimg.missing)))
    struct DecodingTests {
        /// A text and how to encode it.
        struct Case: Sendable {
            var text: String
            var level: QRErrorCorrection
            var raises: Bool
            var mask: Int?
        }

        /// Four texts a version (one each level, the modes in turn), random mixed texts at every
        /// level, and a few texts of links.
        static let cases: [Case] = {
            var generator = GeneratedTexts(seed: 18004)
            var cases: [Case] = []
            let modes = QRMode.allCases
            for version in 1...40 {
                for (index, level) in QRErrorCorrection.allCases.enumerated() {
                    let mode = modes[(version + index) % 3]
                    cases.append(Case(text: generator.text(mode, version: version, level: level), level: level, raises: false, mask: nil))
                }
            }
            for index in 0..<120 {
                let level = QRErrorCorrection.allCases[index % 4]
                cases.append(Case(text: generator.mixed(), level: level, raises: index % 3 != 0, mask: index % 5 == 0 ? index % 8 : nil))
            }
            for link in [
                "https://raycipe.example.com/recipes/2?utm_source=qr",
                "HTTPS://RAYCIPE.EXAMPLE.COM/RECIPES/2?UTM_SOURCE=QR",
                "raycipe://recipes/cr%C3%A8me-br%C3%BBl%C3%A9e",
                "https://raycipe.example.com/recipes/crème-brûlée",
                "WIFI:S:Raycipe;T:WPA;P:pancakes;;",
                "0",
                "A",
                "a",
            ] {
                for level in QRErrorCorrection.allCases { cases.append(Case(text: link, level: level, raises: true, mask: nil)) }
            }
            return cases
        }()

        /// What one run of every case gave.
        struct Run: Sendable {
            var symbols = 0
            var versions = Set<Int>()
            var levels = Set<QRErrorCorrection>()
            var modes = Set<QRMode>()
            var mixed = 0
            var failures: [String] = []
        }

        /// Encodes every case, writes the PNG files and decodes them, many files a call; the raw
        /// output is the texts one after the other, so a batch that does not read back exactly is
        /// decoded again file by file to name the culprits.
        static func decodeAll() throws -> Run {
            let directory = try Zbarimg.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            var run = Run()
            var files: [String] = []
            var expected: [[UInt8]] = []
            for (index, testCase) in cases.enumerated() {
                let options = QRCode.Options(errorCorrection: testCase.level, raisesErrorCorrection: testCase.raises, mask: testCase.mask)
                let code = try QRCode(encoding: testCase.text, options: options)
                run.versions.insert(code.version)
                run.levels.insert(code.errorCorrection)
                run.modes.formUnion(code.segments.map(\.mode))
                if Set(code.segments.map(\.mode)).count > 1 { run.mixed += 1 }
                let path = "\(directory)/\(index).png"
                try Data(code.png(scale: code.version > 25 ? 2 : 3)).write(to: URL(fileURLWithPath: path))
                files.append(path)
                expected.append(Array(testCase.text.utf8))
            }
            run.symbols = files.count
            let batchSize = 60
            for start in stride(from: 0, to: files.count, by: batchSize) {
                let range = start..<min(start + batchSize, files.count)
                let output = try Zbarimg.decode(Array(files[range]))
                if output == Array(expected[range].joined()) { continue }
                for index in range {
                    let read = try Zbarimg.decode([files[index]])
                    if read != expected[index] {
                        run.failures.append("#\(index) \(cases[index].level) \(cases[index].text.prefix(40).debugDescription): read \(String(decoding: read, as: UTF8.self).prefix(40).debugDescription)")
                    }
                }
            }
            return run
        }

        @Test("zbarimg reads back the exact text of every symbol")
        func readsBack() async throws {
            let run = try await offCooperativePool { try Self.decodeAll() }
            #expect(run.versions == Set(1...40))
            #expect(run.levels == Set(QRErrorCorrection.allCases))
            #expect(run.modes == Set(QRMode.allCases))
            #expect(run.mixed >= 50, "only \(run.mixed) symbols have segments of more than one mode")
            #expect(run.symbols >= 300)
            #expect(run.failures.isEmpty, "\(run.failures.count) of \(run.symbols) symbols did not read back:\n\(run.failures.prefix(20).joined(separator: "\n"))")
        }
    }
}
