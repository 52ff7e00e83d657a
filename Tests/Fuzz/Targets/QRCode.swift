// fuzz-modules: Switchyard SwitchyardQRCode
// QR encoding: the first four bytes are the options (byte 0: the level in its low two bits and
// whether it may be raised in bit 2; byte 1: the mask, 8 and above for none, 200 and above for
// one out of range; bytes 2 and 3: the lowest and highest version, taken modulo 42 so that 0 and
// 41 are asked for too), the rest is the text. A symbol is square with 17 + 4 × version modules
// a side, has its three finder patterns and separators, and both copies of its format
// information, read back from the modules and BCH-decoded here from the standard (ISO/IEC 18004,
// 7.9), name its level and mask. A refusal is the documented one for the options or the text.
@testable import SwitchyardQRCode

/// The format information's generator, x^10 + x^8 + x^5 + x^4 + x^2 + x + 1, and its mask.
private let generator = 0b101_0011_0111
private let formatMask = 0b101_0100_0001_0010

/// The 15-bit format word for five data bits: the data, its BCH remainder, then the mask.
private func formatWord(_ data: Int) -> Int {
    var remainder = data << 10
    for bit in stride(from: 14, through: 10, by: -1) where remainder & (1 << bit) != 0 {
        remainder ^= generator << (bit - 10)
    }
    return ((data << 10) | remainder) ^ formatMask
}

/// The five data bits of the valid format word nearest to `word`, and how many bits differ.
private func decodeFormat(_ word: Int) -> (data: Int, distance: Int) {
    (0..<32).map { (data: $0, distance: (formatWord($0) ^ word).nonzeroBitCount) }.min { $0.distance < $1.distance }!
}

/// The level's two bits in the format information (ISO/IEC 18004, table 12).
private func levelBits(_ level: QRErrorCorrection) -> Int {
    switch level {
    case .low: 0b01
    case .medium: 0b00
    case .quartile: 0b11
    case .high: 0b10
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQRCode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = Fuzz.bytes(data, size)
    guard input.count >= 4 else { return 0 }
    let level = QRErrorCorrection.allCases[Int(input[0] & 3)]
    let raises = input[0] & 4 != 0
    let mask: Int? = input[1] >= 200 ? Int(input[1]) : input[1] < 8 ? Int(input[1]) : nil
    let low = Int(input[2]) % 42
    let high = max(low, Int(input[3]) % 42)
    let options = QRCode.Options(errorCorrection: level, versions: low...high, raisesErrorCorrection: raises, mask: mask)
    let text = Fuzz.text(UnsafeBufferPointer(rebasing: input[4...]))
    let length = text.utf8.count
    let code: QRCode
    do {
        code = try QRCode(encoding: text, options: options)
    } catch {
        switch error.reason {
        case .versionsOutOfRange(let versions):
            Fuzz.check(low < 1 || high > 40, "versions \(low)...\(high) refused as out of range")
            Fuzz.check(versions == low...high, "the refusal names other versions")
            Fuzz.check(error.description == "the versions \(low)...\(high) are not within 1...40", "wrong text: \(error)")
        case .maskOutOfRange(let refused):
            Fuzz.check(low >= 1 && high <= 40 && refused == mask && refused > 7, "mask \(String(describing: mask)) refused as out of range")
            Fuzz.check(error.description == "mask \(refused) is not one of 0 to 7", "wrong text: \(error)")
        case .doesNotFit(let count, let mode, let capacity, let refusedLevel, let version):
            Fuzz.check(low >= 1 && high <= 40 && (mask ?? 0) <= 7, "a text refused before the options were checked")
            Fuzz.check(version == high && refusedLevel == level, "the refusal names version \(version) level \(refusedLevel), asked \(high) \(level)")
            Fuzz.check(count > capacity && count <= length && count > 0, "a text of \(count) \(mode) refused for a capacity of \(capacity)")
            Fuzz.check(error.description.hasPrefix("the text is \(count) "), "wrong text: \(error)")
        }
        return 0
    }
    Fuzz.check(low >= 1 && high <= 40 && (mask ?? 0) <= 7, "options out of range were accepted")
    Fuzz.check((low...high).contains(code.version), "version \(code.version) outside \(low)...\(high)")
    Fuzz.check(raises ? code.errorCorrection >= level : code.errorCorrection == level, "level \(code.errorCorrection) for \(level), raising \(raises)")
    Fuzz.check(mask == nil || code.mask == mask, "mask \(code.mask) for a fixed \(String(describing: mask))")

    let matrix = code.matrix
    let side = 17 + 4 * code.version
    Fuzz.check(code.size == side && matrix.count == side && matrix.allSatisfy { $0.count == side }, "not a square of \(side)")

    // Finder patterns (7 × 7: a dark ring, a light ring, a dark 3 × 3 core) with light separators.
    for (top, left) in [(0, 0), (0, side - 7), (side - 7, 0)] {
        for row in -1...7 {
            for column in -1...7 {
                let (y, x) = (top + row, left + column)
                guard y >= 0, y < side, x >= 0, x < side else { continue }
                let ring = max(abs(row - 3), abs(column - 3))
                let dark = ring == 3 || ring <= 1
                Fuzz.check(matrix[y][x] == (ring <= 3 && dark), "finder at \(top),\(left): module \(y),\(x)")
            }
        }
    }

    // Format information, bit 14 first; both copies, and the dark module.
    func bit(_ row: Int, _ column: Int) -> Int { matrix[row][column] ? 1 : 0 }
    var first = 0
    var second = 0
    for index in 0..<15 {
        let (row, column): (Int, Int) =
            index < 6 ? (index, 8) : index == 6 ? (7, 8) : index == 7 ? (8, 8) : index == 8 ? (8, 7) : (8, 14 - index)
        first |= bit(row, column) << index
        let (row2, column2) = index < 8 ? (8, side - 1 - index) : (side - 15 + index, 8)
        second |= bit(row2, column2) << index
    }
    Fuzz.check(matrix[side - 8][8], "the dark module is light")
    let expected = levelBits(code.errorCorrection) << 3 | code.mask
    for (name, word) in [("first", first), ("second", second)] {
        let (decoded, distance) = decodeFormat(word)
        Fuzz.check(distance == 0, "the \(name) format word \(word) is \(distance) bits from a codeword")
        Fuzz.check(decoded == expected, "the \(name) format word names \(decoded >> 3)/\(decoded & 7), the symbol is \(code.errorCorrection)/\(code.mask)")
    }
    return 0
}
