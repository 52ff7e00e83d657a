/// Chooses the mask: each of the eight is applied, the format information for it written,
/// and the symbol scored by ``Penalty``; the lowest score wins, the lower mask number on a tie.
enum MaskSelection {
    /// The finished modules and mask for `grid` (function patterns and data placed) at
    /// `level`, with `fixed` as the mask when given.
    static func finish(_ grid: ModuleGrid, level: QRErrorCorrection, fixed: Int?) -> (modules: [UInt8], mask: Int) {
        if let fixed { return (masked(grid, fixed, level), fixed) }
        var bestModules = masked(grid, 0, level)
        var bestMask = 0
        var bestScore = Penalty.score(bestModules, size: grid.size)
        for mask in 1..<8 {
            let modules = masked(grid, mask, level)
            let score = Penalty.score(modules, size: grid.size)
            if score < bestScore {
                bestModules = modules
                bestMask = mask
                bestScore = score
            }
        }
        return (bestModules, bestMask)
    }

    private static func masked(_ grid: ModuleGrid, _ mask: Int, _ level: QRErrorCorrection) -> [UInt8] {
        var modules = MaskPattern.apply(mask, to: grid)
        FormatInformation.write(FormatInformation.bits(level: level, mask: mask), into: &modules, size: grid.size)
        return modules
    }
}
