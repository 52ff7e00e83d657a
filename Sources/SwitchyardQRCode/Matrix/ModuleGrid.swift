/// A square of modules under construction: each module's colour, and whether it belongs to a
/// function pattern (finder, separator, timing, alignment, format or version information, the
/// dark module) rather than to the data.
struct ModuleGrid {
    /// Modules a side.
    let size: Int
    /// Row-major colours: 1 dark, 0 light.
    var modules: [UInt8]
    /// Row-major: `true` where a function pattern sits.
    var isFunction: [Bool]

    /// An all-light grid with no function patterns.
    init(size: Int) {
        self.size = size
        modules = [UInt8](repeating: 0, count: size * size)
        isFunction = [Bool](repeating: false, count: size * size)
    }

    /// Sets a function module's colour.
    @inline(__always)
    mutating func setFunction(row: Int, column: Int, dark: Bool) {
        modules[row * size + column] = dark ? 1 : 0
        isFunction[row * size + column] = true
    }
}
