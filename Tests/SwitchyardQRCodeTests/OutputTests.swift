import Testing
@testable import SwitchyardQRCode

extension QRCodeTests {
    /// The renderings read back by readers written here from the formats' specifications (PNG,
    /// zlib, SVG path data, half blocks): each must give the symbol's modules and its quiet zone.
    @Suite("Output: PNG, SVG and terminal text")
    struct OutputTests {
        struct Case: CustomTestStringConvertible, Sendable {
            var text: String
            var level: QRErrorCorrection
            var scale: Int
            var border: Int
            var testDescription: String { "\(text.prefix(24)) \(level) scale \(scale) border \(border)" }
        }

        static let cases = [
            Case(text: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2", level: .medium, scale: 8, border: 4),
            Case(text: "raycipe://recipes/2", level: .low, scale: 1, border: 0),
            Case(text: "raycipe://recipes/2", level: .high, scale: 3, border: 1),
            Case(text: String(repeating: "crème brûlée ", count: 40), level: .quartile, scale: 5, border: 4),
            // More image data than one stored deflate block holds (65,535 bytes): several blocks.
            Case(text: String(repeating: "x", count: 1200), level: .low, scale: 8, border: 2),
        ]

        /// The expected image: `true` dark, quiet zone included.
        static func image(_ code: QRCode, border: Int) -> [[Bool]] {
            let matrix = code.matrix
            let across = code.size + 2 * border
            return (0..<across).map { y in
                (0..<across).map { x in
                    let row = y - border, column = x - border
                    return row >= 0 && row < code.size && column >= 0 && column < code.size && matrix[row][column]
                }
            }
        }

        @Test("a PNG is a valid file whose pixels are the modules", arguments: cases)
        func png(_ testCase: Case) async throws {
            let (decoded, wrong, pixels) = try await offCooperativePool { () throws -> (PNGReader.Image, Int, Int) in
                let code = try QRCode(encoding: testCase.text, options: .init(errorCorrection: testCase.level))
                let decoded = try PNGReader.read(code.png(scale: testCase.scale, border: testCase.border))
                let expected = Self.image(code, border: testCase.border)
                let pixels = expected.count * testCase.scale
                var wrong = 0
                for y in 0..<min(pixels, decoded.pixels.count) {
                    // A pixel value of 1 is white: equal to "dark" means wrong.
                    for x in 0..<min(pixels, decoded.pixels[y].count) where decoded.pixels[y][x] == expected[y / testCase.scale][x / testCase.scale] {
                        wrong += 1
                    }
                }
                return (decoded, wrong, pixels)
            }
            #expect(decoded.width == pixels && decoded.height == pixels)
            #expect(decoded.bitDepth == 1 && decoded.colourType == 0)
            #expect(decoded.chunkTypes == ["IHDR", "IDAT", "IEND"])
            #expect(wrong == 0, "\(wrong) pixels differ")
        }

        @Test("the default PNG is 8 pixels a module with a 4-module quiet zone")
        func pngDefaults() throws {
            let code = try QRCode(encoding: "HTTPS://RAYCIPE.EXAMPLE.COM/R/2")
            let decoded = try PNGReader.read(code.png())
            #expect(decoded.width == (code.size + 8) * 8)
        }

        @Test("an SVG is one path of the dark modules, viewBox in modules, crisp edges", arguments: cases)
        func svg(_ testCase: Case) async throws {
            let code = try await offCooperativePool { try QRCode(encoding: testCase.text, options: .init(errorCorrection: testCase.level)) }
            let svg = code.svg(border: testCase.border)
            let across = code.size + 2 * testCase.border
            #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(across) \#(across)" shape-rendering="crispEdges">"#))
            #expect(svg.hasSuffix("</svg>\n"))
            #expect(svg.components(separatedBy: "<path").count == 2)
            #expect(svg.contains(##"<rect width="100%" height="100%" fill="#ffffff"/>"##))
            let path = try #require(svg.split(separator: "d=\"").last?.split(separator: "\"").first)
            var grid = [[Bool]](repeating: [Bool](repeating: false, count: across), count: across)
            // Each rectangle is M x,y h w v1 h -w z.
            for rectangle in path.split(separator: "z") {
                let numbers = rectangle.split(whereSeparator: { "Mhv,".contains($0) }).map { Int($0)! }
                try #require(numbers.count == 5 && numbers[3] == 1 && numbers[4] == -numbers[2], "\(rectangle)")
                for x in numbers[0]..<(numbers[0] + numbers[2]) {
                    #expect(!grid[numbers[1]][x], "modules drawn twice")
                    grid[numbers[1]][x] = true
                }
            }
            #expect(grid == Self.image(code, border: testCase.border))
        }

        @Test("an SVG with a wide quiet zone writes numbers of four digits")
        func wideBorder() throws {
            let svg = try QRCode(encoding: "0", options: .init(versions: 1...1)).svg(border: 1000)
            #expect(svg.contains(#"viewBox="0 0 2021 2021""#))
            // The top-left finder pattern's first row: seven dark modules from (1000, 1000).
            #expect(svg.contains(#"d="M1000,1000h7v1h-7z"#))
        }

        @Test("terminal text is two rows a line in half blocks, normal and inverted", arguments: cases, [false, true])
        func text(_ testCase: Case, inverted: Bool) async throws {
            let code = try await offCooperativePool { try QRCode(encoding: testCase.text, options: .init(errorCorrection: testCase.level)) }
            let text = code.text(border: testCase.border, inverted: inverted)
            let expected = Self.image(code, border: testCase.border)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.last == "")
            #expect(lines.count - 1 == (expected.count + 1) / 2)
            var drawn: [[Bool]] = []
            for line in lines.dropLast() {
                var upper: [Bool] = [], lower: [Bool] = []
                for character in line {
                    switch character {
                    case "█": upper.append(true); lower.append(true)
                    case "▀": upper.append(true); lower.append(false)
                    case "▄": upper.append(false); lower.append(true)
                    case " ": upper.append(false); lower.append(false)
                    default: Issue.record("unexpected character \(character)")
                    }
                }
                drawn += [upper, lower]
            }
            // The last line's lower half lies past the image and is never drawn.
            #expect(drawn.last!.allSatisfy { !$0 })
            drawn.removeLast()
            let shown = inverted ? expected.map { $0.map { !$0 } } : expected
            #expect(drawn == shown)
        }

        @Test("print shows a summary, not the modules")
        func description() throws {
            let code = try QRCode(encoding: "https://raycipe.example.com/recipes/2?utm_source=qr")
            #expect("\(code)" == "QRCode(version 4, level M, mask \(code.mask), 33×33 modules, segments: byte 51)")
            let mixed = try QRCode(encoding: "Order 12345678901234567890 from raycipe")
            #expect("\(mixed)".hasSuffix("segments: byte 6, numeric 20, byte 13)"))
            var dumped = ""
            dump(code, to: &dumped)
            #expect(!dumped.contains("modules:") && dumped.contains("version: 4"))
        }
    }
}
