/// The 18 version bits of versions 7 and up (the version, protected by a BCH code) and their
/// two 6×3 copies beside the top-right and bottom-left finder patterns.
enum VersionInformation {
    /// The version bits for `version` (7 or more).
    static func bits(version: Int) -> Int {
        var remainder = version
        for _ in 0..<12 { remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25) }
        return version << 12 | remainder
    }

    /// Draws both copies for versions 7 and up; does nothing below.
    static func draw(version: Int, in grid: inout ModuleGrid) {
        guard version >= 7 else { return }
        let bits = bits(version: version)
        for index in 0..<18 {
            let dark = (bits >> index) & 1 != 0
            let long = grid.size - 11 + index % 3
            let short = index / 3
            grid.setFunction(row: short, column: long, dark: dark)
            grid.setFunction(row: long, column: short, dark: dark)
        }
    }
}
