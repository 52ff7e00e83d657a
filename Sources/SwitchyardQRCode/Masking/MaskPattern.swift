/// The eight data masks: the condition under which a data module at (row, column) is
/// inverted.
enum MaskPattern {
    /// The mask numbers.
    static let all = 0..<8

    /// Whether mask `mask` inverts the module at `row`, `column`.
    @inline(__always)
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

    /// The modules of `grid` with `mask` applied to its data modules (function modules as
    /// they are).
    static func apply(_ mask: Int, to grid: ModuleGrid) -> [UInt8] {
        var modules = grid.modules
        let size = grid.size
        modules.withUnsafeMutableBufferPointer { modules in
            grid.isFunction.withUnsafeBufferPointer { isFunction in
                for row in 0..<size {
                    for column in 0..<size {
                        let index = row * size + column
                        if !isFunction[index], inverts(mask, row: row, column: column) { modules[index] ^= 1 }
                    }
                }
            }
        }
        return modules
    }
}
