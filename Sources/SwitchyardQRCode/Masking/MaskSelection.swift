/// Chooses the mask: each of the eight is applied, the format information for it written,
/// and the symbol scored by ``Penalty``; the lowest score wins, the lower mask number on a tie.
enum MaskSelection {
    /// The finished modules and mask for `grid` (function patterns and data placed) at
    /// `level`, with `fixed` as the mask when given.
    static func finish(_ grid: ModuleGrid, level: QRErrorCorrection, fixed: Int?) -> (modules: [UInt8], mask: Int) {
        // Narrow rows while the symbol and its padding fit one word (up to version 10).
        grid.size + bitRowPadding <= 64
            ? finish(grid, level: level, fixed: fixed, as: UInt64.self)
            : finish(grid, level: level, fixed: fixed, as: Bits192.self)
    }

    private static func finish<Row: BitRow>(_ grid: ModuleGrid, level: QRErrorCorrection, fixed: Int?, as: Row.Type) -> (modules: [UInt8], mask: Int) {
        let size = grid.size
        // The rows as bits: the modules, and the data modules (those a mask inverts).
        var unmasked = [Row](repeating: .zero, count: size)
        var data = [Row](repeating: .zero, count: size)
        // The rows as bits: the modules, and the function modules (a `Bool` is one byte, 0 or 1).
        grid.modules.withUnsafeBytes { modules in
            grid.isFunction.withUnsafeBytes { isFunction in
                var valid = Row.zero
                for column in 0..<size { valid.set(column + bitRowPadding, true) }
                for row in 0..<size {
                    unmasked[row] = Row(bytes: modules.baseAddress! + row * size, count: size)
                    data[row] = ~Row(bytes: isFunction.baseAddress! + row * size, count: size) & valid
                }
            }
        }

        // The masked rows, between the light rows the penalty scorer reads around them.
        let above = Penalty.rowsAbove
        var masked = [Row](repeating: .zero, count: above + size + Penalty.rowsBelow)
        var best = [Row]()
        var bestMask = 0
        var bestScore = Int.max
        let patterns = MaskPattern.rows
        for mask in fixed.map({ $0...$0 }) ?? 0...7 {
            var patternRow = mask * MaskPattern.period
            let lastPatternRow = patternRow + MaskPattern.period
            for row in 0..<size {
                masked[above + row] = unmasked[row] ^ (Row(words: patterns[patternRow]) & data[row])
                patternRow += 1
                if patternRow == lastPatternRow { patternRow -= MaskPattern.period }
            }
            FormatInformation.write(FormatInformation.bits(level: level, mask: mask), size: size) { row, column, dark in
                masked[above + row].set(column + bitRowPadding, dark)
            }
            if fixed != nil {
                best = masked
                bestMask = mask
                break
            }
            let score = masked.withUnsafeBufferPointer { Penalty.score($0, size: size) }
            if score < bestScore {
                best = masked
                bestMask = mask
                bestScore = score
            }
        }

        var modules = [UInt8](repeating: 0, count: size * size)
        modules.withUnsafeMutableBytes { modules in
            for row in 0..<size { best[above + row].write(to: modules.baseAddress! + row * size, count: size) }
        }
        return (modules, bestMask)
    }
}
