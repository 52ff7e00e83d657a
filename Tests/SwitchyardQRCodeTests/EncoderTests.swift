import Testing
@testable import SwitchyardQRCode

extension QRCodeTests {
    /// The encoder's choices: capacities, the smallest version within bounds, the level raised
    /// when free, the mask with the lowest penalty, and the errors with their text.
    @Suite("Encoder")
    struct EncoderTests {
        /// Capacities (characters of one mode a version holds) as the independent encoder, segno,
        /// gives them.
        @Test(
            "the most a symbol holds, as segno gives it",
            arguments: [
                (1, QRErrorCorrection.low, QRMode.numeric, 41), (1, .low, .alphanumeric, 25), (1, .low, .byte, 17),
                (1, .high, .numeric, 17), (1, .high, .byte, 7), (2, .medium, .alphanumeric, 38), (7, .quartile, .byte, 86),
                (10, .medium, .numeric, 513), (26, .low, .alphanumeric, 1990), (27, .high, .byte, 625),
                (40, .low, .numeric, 7089), (40, .low, .alphanumeric, 4296), (40, .low, .byte, 2953),
                (40, .medium, .byte, 2331), (40, .quartile, .byte, 1663), (40, .high, .byte, 1273),
            ])
        func capacity(version: Int, level: QRErrorCorrection, mode: QRMode, characters: Int) async throws {
            let character = mode == .numeric ? "7" : mode == .alphanumeric ? "K" : "k"
            let options = QRCode.Options(errorCorrection: level, versions: version...version, raisesErrorCorrection: false)
            let (fits, oneMore) = try await offCooperativePool {
                (
                    try QRCode(encoding: String(repeating: character, count: characters), options: options),
                    Result { () throws(QRCodeError) in try QRCode(encoding: String(repeating: character, count: characters + 1), options: options) }
                )
            }
            #expect(fits.version == version)
            #expect(throws: QRCodeError.self) { try oneMore.get() }
        }

        @Test("errors say what does not fit and what would")
        func errors() {
            func message(_ text: String, _ options: QRCode.Options = .init()) -> String {
                do {
                    _ = try QRCode(encoding: text, options: options)
                    return "no error"
                } catch {
                    return error.description
                }
            }
            #expect(message(String(repeating: "x", count: 3000)) == "the text is 3000 bytes; a QR code at level M holds at most 2331 bytes (version 40)")
            #expect(message(String(repeating: "7", count: 7090), .init(errorCorrection: .low)) == "the text is 7090 digits; a QR code at level L holds at most 7089 digits (version 40)")
            #expect(message(String(repeating: "AB", count: 100), .init(versions: 1...5)) == "the text is 200 alphanumeric characters; a QR code at level M holds at most 122 alphanumeric characters (version 5, the largest allowed)")
            #expect(message(String(repeating: "é", count: 1200)) == "the text is 2400 bytes; a QR code at level M holds at most 2331 bytes (version 40)")
            #expect(message("x", .init(versions: 0...3)) == "the versions 0...3 are not within 1...40")
            #expect(message("x", .init(versions: 39...41)) == "the versions 39...41 are not within 1...40")
            #expect(message("x", .init(mask: 8)) == "mask 8 is not one of 0 to 7")
            #expect(message("x", .init(mask: -1)) == "mask -1 is not one of 0 to 7")
        }

        @Test("the smallest version within the bounds")
        func bounds() async throws {
            let versions = try await offCooperativePool {
                [
                    try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2").version,
                    try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2", options: .init(versions: 5...40)).version,
                    try QRCode(encoding: "", options: .init(versions: 40...40)).version,
                    try QRCode(encoding: String(repeating: "1", count: 2000), options: .init(versions: 27...40)).version,
                ]
            }
            #expect(versions == [2, 5, 40, 27])
        }

        @Test("the level is raised when the version holds the data at a higher one, unless turned off")
        func raised() throws {
            // 31 alphanumeric characters need version 2 at L; version 2 holds them at M, not Q.
            let raised = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2", options: .init(errorCorrection: .low))
            #expect(raised.version == 2 && raised.errorCorrection == .medium)
            let kept = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2", options: .init(errorCorrection: .low, raisesErrorCorrection: false))
            #expect(kept.version == 2 && kept.errorCorrection == .low)
            let short = try QRCode(encoding: "0", options: .init(errorCorrection: .low))
            #expect(short.version == 1 && short.errorCorrection == .high)
        }

        @Test("the same text and options give the same symbol")
        func deterministic() throws {
            let text = "https://raycipe.example.com/recipes/2?utm_source=qr"
            #expect(try QRCode(encoding: text) == QRCode(encoding: text))
        }

        /// An independent scorer of the four penalty rules, as the standard states them.
        static func penalty(_ matrix: [[Bool]]) -> Int {
            let size = matrix.count
            let columns = (0..<size).map { column in matrix.map { $0[column] } }
            var score = 0
            for line in matrix + columns {
                // Rule 1: runs of five or more.
                var run = 1
                for index in 1...size {
                    if index < size && line[index] == line[index - 1] {
                        run += 1
                    } else {
                        if run >= 5 { score += 3 + run - 5 }
                        run = 1
                    }
                }
                // Rule 3: 1011101 with four light modules on at least one side (outside is light).
                let padded = [Bool](repeating: false, count: 4) + line + [Bool](repeating: false, count: 4)
                let core = [true, false, true, true, true, false, true]
                for start in 4...(padded.count - 11) where Array(padded[start..<start + 7]) == core {
                    if !padded[(start - 4)..<start].contains(true) || !padded[(start + 7)..<(start + 11)].contains(true) { score += 40 }
                }
            }
            // Rule 2: 2×2 blocks of one colour.
            for row in 0..<(size - 1) {
                for column in 0..<(size - 1) {
                    let colour = matrix[row][column]
                    if matrix[row][column + 1] == colour, matrix[row + 1][column] == colour, matrix[row + 1][column + 1] == colour { score += 3 }
                }
            }
            // Rule 4: 10 for each whole 5 % away from half dark.
            let dark = matrix.joined().filter { $0 }.count
            let percent = Double(dark) * 100 / Double(size * size)
            score += Int(abs(percent - 50) / 5) * 10
            return score
        }

        @Test(
            "the mask chosen has the lowest penalty, the lower mask on a tie",
            arguments: [
                "https://raycipe.example.com/recipes/2?utm_source=qr", "HTTPS://RAYCIPE.EXAMPLE.COM/R/2", "0", "hello",
                String(repeating: "crème brûlée ", count: 20),
            ])
        func mask(_ text: String) async throws {
            let (chosen, scores) = try await offCooperativePool {
                (try QRCode(encoding: text), try (0..<8).map { mask in Self.penalty(try QRCode(encoding: text, options: .init(mask: mask)).matrix) })
            }
            let best = scores.firstIndex(of: scores.min()!)!
            #expect(chosen.mask == best, "scores \(scores)")
            #expect(chosen == (try QRCode(encoding: text, options: .init(mask: best))))
            #expect(Penalty.score(chosen.modules, size: chosen.size) == scores[best])
        }
    }
}
