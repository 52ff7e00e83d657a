/// The fixed patterns every symbol of a version has: the three finder patterns with their
/// separators, the timing patterns, the alignment patterns, the dark module, and the places
/// reserved for format and version information.
enum FunctionPatterns {
    /// A grid for `version` holding only its function patterns (format information reserved,
    /// light; version information drawn).
    static func grid(version: Int) -> ModuleGrid {
        let size = VersionTable.size(version)
        var grid = ModuleGrid(size: size)

        for index in 0..<size {
            grid.setFunction(row: 6, column: index, dark: index % 2 == 0)
            grid.setFunction(row: index, column: 6, dark: index % 2 == 0)
        }
        drawFinder(&grid, centreRow: 3, centreColumn: 3)
        drawFinder(&grid, centreRow: 3, centreColumn: size - 4)
        drawFinder(&grid, centreRow: size - 4, centreColumn: 3)

        let centres = VersionTable.alignmentCentres(version)
        let last = centres.count - 1
        for (i, row) in centres.enumerated() {
            for (j, column) in centres.enumerated() {
                if (i == 0 && j == 0) || (i == 0 && j == last) || (i == last && j == 0) { continue }
                for dy in -2...2 {
                    for dx in -2...2 {
                        grid.setFunction(row: row + dy, column: column + dx, dark: max(abs(dx), abs(dy)) != 1)
                    }
                }
            }
        }

        FormatInformation.draw(0, in: &grid)
        VersionInformation.draw(version: version, in: &grid)
        return grid
    }

    /// A 7×7 finder pattern and its one-module light separator, clipped to the grid.
    private static func drawFinder(_ grid: inout ModuleGrid, centreRow: Int, centreColumn: Int) {
        for dy in -4...4 {
            for dx in -4...4 {
                let row = centreRow + dy
                let column = centreColumn + dx
                guard row >= 0, row < grid.size, column >= 0, column < grid.size else { continue }
                let distance = max(abs(dx), abs(dy))
                grid.setFunction(row: row, column: column, dark: distance != 2 && distance != 4)
            }
        }
    }
}
