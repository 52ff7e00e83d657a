/// The eight data masks: the condition under which a data module at (row, column) is
/// inverted, and each mask as rows of bits.
enum MaskPattern {
    /// Whether mask `mask` inverts the module at `row`, `column`.
    static func inverts(_ mask: Int, row: Int, column: Int) -> Bool {
        switch mask {
        case 0: (row + column) % 2 == 0
        case 1: row % 2 == 0
        case 2: column % 3 == 0
        case 3: (row + column) % 3 == 0
        case 4: (row / 2 + column / 3) % 2 == 0
        case 5: (row * column) % 2 + (row * column) % 3 == 0
        case 6: ((row * column) % 2 + (row * column) % 3) % 2 == 0
        default: ((row + column) % 2 + (row * column) % 3) % 2 == 0
        }
    }

    /// Every mask repeats after 12 rows (2, 3 and 4 all divide 12).
    static let period = 12

    /// `rows[mask * 12 + row % 12]`: the bits mask `mask` inverts in a row, for 177 columns.
    static let rows: [(UInt64, UInt64, UInt64)] = {
        var table: [(UInt64, UInt64, UInt64)] = []
        for mask in 0..<8 {
            for row in 0..<period {
                var bits = Bits192.zero
                for column in 0..<VersionTable.size(40) where inverts(mask, row: row, column: column) {
                    bits.set(column + bitRowPadding, true)
                }
                table.append((bits.low, bits.middle, bits.high))
            }
        }
        return table
    }()
}
