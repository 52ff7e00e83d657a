/// The 15 format bits (level and mask, protected by a BCH code and masked with `0x5412`) and
/// their two copies around the finder patterns.
enum FormatInformation {
    /// The format bits for a level and a mask.
    static func bits(level: QRErrorCorrection, mask: Int) -> Int {
        let data = level.formatBits << 3 | mask
        var remainder = data
        for _ in 0..<10 { remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537) }
        return (data << 10 | remainder) ^ 0x5412
    }

    /// Draws both copies of `bits` and the dark module as function modules.
    static func draw(_ bits: Int, in grid: inout ModuleGrid) {
        forEachModule(size: grid.size, bits: bits) { row, column, dark in
            grid.setFunction(row: row, column: column, dark: dark)
        }
    }

    /// Writes both copies of `bits` and the dark module through `body`.
    @inline(__always)
    static func write(_ bits: Int, size: Int, _ body: (_ row: Int, _ column: Int, _ dark: Bool) -> Void) {
        forEachModule(size: size, bits: bits, body)
    }

    /// Calls `body` for each module of both copies (bit 0 the least significant) and the dark module.
    @inline(__always)
    private static func forEachModule(size: Int, bits: Int, _ body: (_ row: Int, _ column: Int, _ dark: Bool) -> Void) {
        func bit(_ index: Int) -> Bool { (bits >> index) & 1 != 0 }
        // Beside the top-left finder: down column 8, then left along row 8.
        for index in 0...5 { body(index, 8, bit(index)) }
        body(7, 8, bit(6))
        body(8, 8, bit(7))
        body(8, 7, bit(8))
        for index in 9..<15 { body(8, 14 - index, bit(index)) }
        // Along row 8 under the top-right finder, and up column 8 beside the bottom-left one.
        for index in 0..<8 { body(8, size - 1 - index, bit(index)) }
        for index in 8..<15 { body(size - 15 + index, 8, bit(index)) }
        body(size - 8, 8, true)
    }
}
