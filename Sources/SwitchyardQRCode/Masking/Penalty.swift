/// The standard's four penalty rules for a masked symbol, summed; the mask with the lowest
/// score is used.
///
/// 1. Each run of five or more modules of one colour in a row or column: 3, plus 1 for each
///    module beyond five.
/// 2. Each 2×2 block of one colour (blocks may overlap): 3.
/// 3. Each dark-light-dark-dark-dark-light-dark run in a row or column with four light
///    modules before or after it (outside the symbol counts as light, as the quiet zone is):
///    40, once per run.
/// 4. The share of dark modules: 10 for each whole 5 % it is away from 50 %.
///
/// The score is taken over the finished symbol, format and version information included.
/// Rows are scored as bits (``BitRow``), a whole row at a time, and columns likewise by
/// combining neighbouring rows.
enum Penalty {
    /// Light rows above the symbol in the buffer ``score(_:size:)`` takes.
    static let rowsAbove = 4
    /// Light rows below it: the longest look-ahead, six rows of a finder-like run and four light.
    static let rowsBelow = 10

    /// The score of a symbol `size` modules a side whose rows are `padded[rowsAbove...]`,
    /// with ``rowsAbove`` light rows before them and ``rowsBelow`` after.
    static func score<Row: BitRow>(_ padded: UnsafeBufferPointer<Row>, size: Int) -> Int {
        var valid = Row.zero
        for column in 0..<size { valid.set(column + bitRowPadding, true) }
        // Columns whose right neighbour is in the symbol too.
        let validPairs = valid & valid.down(1)
        let rows = padded.baseAddress! + rowsAbove

        var runs = 0, blocks = 0, finders = 0, dark = 0
        var previousWindow = Row.zero
        for index in 0..<size {
            let x = rows[index]
            dark &+= x.setBits

            // Rule 1 along the row: `equal` marks a module equal to its right neighbour,
            // `window` the starts of five equal modules. A run of n ≥ 5 has n - 4 of those and
            // one start: (n - 4) + 2 = 3 + (n - 5).
            let equal = ~(x ^ x.down(1)) & validPairs
            let window = equal & equal.down(1) & equal.down(2) & equal.down(3)
            runs &+= window.setBits &+ 2 &* (window & ~window.up(1)).setBits

            // Rule 3 along the row.
            let core = x & ~x.down(1) & x.down(2) & x.down(3) & x.down(4) & ~x.down(5) & x.down(6)
            let before = ~(x.up(1) | x.up(2) | x.up(3) | x.up(4))
            let after = ~(x.down(7) | x.down(8) | x.down(9) | x.down(10))
            finders &+= (core & (before | after)).setBits

            let below = rows[index + 1]
            let vertical = ~(x ^ below) & valid
            if index + 1 < size {
                // Rule 2: equal below, equal to the right, and the right one equal below.
                blocks &+= (vertical & equal & vertical.down(1)).setBits
            }
            // Rule 1 down the columns, five rows at a time.
            if index + 4 < size {
                let columnWindow =
                    vertical & ~(below ^ rows[index + 2]) & ~(rows[index + 2] ^ rows[index + 3])
                    & ~(rows[index + 3] ^ rows[index + 4])
                runs &+= columnWindow.setBits &+ 2 &* (columnWindow & ~previousWindow).setBits
                previousWindow = columnWindow
            }
            // Rule 3 down the columns, the run starting at this row.
            if index + 6 < size {
                let core = x & ~below & rows[index + 2] & rows[index + 3] & rows[index + 4] & ~rows[index + 5] & rows[index + 6]
                let before = ~(rows[index - 1] | rows[index - 2] | rows[index - 3] | rows[index - 4])
                let after = ~(rows[index + 7] | rows[index + 8] | rows[index + 9] | rows[index + 10])
                finders &+= (core & (before | after)).setBits
            }
        }
        let count = size * size
        return runs + 3 * blocks + 40 * finders + abs(dark * 20 - count * 10) / count * 10
    }

    /// The score of row-major modules (1 dark).
    static func score(_ modules: [UInt8], size: Int) -> Int {
        var rows = [Bits192](repeating: .zero, count: rowsAbove + size + rowsBelow)
        for row in 0..<size {
            for column in 0..<size where modules[row * size + column] != 0 { rows[rowsAbove + row].set(column + bitRowPadding, true) }
        }
        return rows.withUnsafeBufferPointer { score($0, size: size) }
    }
}
